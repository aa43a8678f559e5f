module @jit_cg_iteration_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x27xf32>, %arg1: tensor<4096x27xf32>, %arg2: tensor<4096x27xf32>, %arg3: tensor<f32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<4096x6x27xf32>, %arg7: tensor<4096x27xf32>) -> (tensor<4096x27xf32> {jax.result_info = "result[0]"}, tensor<4096x27xf32> {jax.result_info = "result[1]"}, tensor<4096x27xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[[[1], [1], [1]], [[4], [4], [4]], [[7], [7], [7]]]> : tensor<3x3x1xi32>
    %c_0 = stablehlo.constant dense<[[[0], [0], [0]], [[3], [3], [3]], [[6], [6], [6]]]> : tensor<3x3x1xi32>
    %c_1 = stablehlo.constant dense<[[[2], [2], [2]], [[5], [5], [5]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_2 = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %c_3 = stablehlo.constant dense<7> : tensor<3x3x1xi32>
    %c_4 = stablehlo.constant dense<6> : tensor<3x3x1xi32>
    %c_5 = stablehlo.constant dense<4> : tensor<3x3x1xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<3x3x1xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<3x3x1xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<3x3x1xi32>
    %c_10 = stablehlo.constant dense<5> : tensor<3x3x1xi32>
    %c_11 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
    %c_12 = stablehlo.constant dense<[[[18], [19], [20]], [[21], [22], [23]], [[24], [25], [26]]]> : tensor<3x3x1xi32>
    %c_13 = stablehlo.constant dense<[[[9], [10], [11]], [[12], [13], [14]], [[15], [16], [17]]]> : tensor<3x3x1xi32>
    %c_14 = stablehlo.constant dense<[[[0], [1], [2]], [[3], [4], [5]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %c_16 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %c_17 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_18 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %c_19 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %c_20 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %c_21 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %c_22 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
    %c_23 = stablehlo.constant dense<[[[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %c_24 = stablehlo.constant dense<[[[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %c_25 = stablehlo.constant dense<[[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %c_26 = stablehlo.constant dense<[[[6], [6], [6], [6], [6], [6], [6], [6], [6], [6]], [[7], [7], [7], [7], [7], [7], [7], [7], [7], [7]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %c_27 = stablehlo.constant dense<[[[3], [3], [3], [3], [3], [3], [3], [3], [3], [3]], [[4], [4], [4], [4], [4], [4], [4], [4], [4], [4]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %c_28 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %c_29 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %c_30 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %c_31 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %c_32 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %c_33 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %c_34 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %c_35 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %c_36 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %c_38 = stablehlo.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8]> : tensor<81xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %0 = "stablehlo.gather"(%arg2, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %1 = "stablehlo.gather"(%arg2, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %2 = "stablehlo.gather"(%arg2, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %3 = stablehlo.reshape %arg4 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg5 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = "stablehlo.gather"(%3, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %8 = stablehlo.reshape %0 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %9 = stablehlo.slice %8 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %10 = stablehlo.slice %8 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %11 = stablehlo.slice %8 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %12 = stablehlo.concatenate %9, %9, %9, %10, %10, %10, %11, %11, %11, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %13 = stablehlo.reshape %12 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<4096x3x3xf32>
    %15 = "stablehlo.gather"(%3, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %18 = stablehlo.slice %8 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %19 = stablehlo.slice %8 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %20 = stablehlo.slice %8 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %21 = stablehlo.concatenate %18, %18, %18, %19, %19, %19, %20, %20, %20, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %22 = stablehlo.reshape %21 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %23 = stablehlo.multiply %17, %22 : tensor<4096x3x3xf32>
    %24 = stablehlo.add %14, %23 : tensor<4096x3x3xf32>
    %25 = "stablehlo.gather"(%3, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %26 = stablehlo.reshape %25 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %28 = stablehlo.slice %8 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %29 = stablehlo.slice %8 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %30 = stablehlo.slice %8 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %31 = stablehlo.concatenate %28, %28, %28, %29, %29, %29, %30, %30, %30, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %32 = stablehlo.reshape %31 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<4096x3x3xf32>
    %34 = stablehlo.add %24, %33 : tensor<4096x3x3xf32>
    %35 = "stablehlo.gather"(%4, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %36 = stablehlo.reshape %35 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %38 = stablehlo.multiply %37, %13 : tensor<4096x3x3xf32>
    %39 = "stablehlo.gather"(%4, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %40 = stablehlo.reshape %39 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %42 = stablehlo.multiply %41, %22 : tensor<4096x3x3xf32>
    %43 = stablehlo.add %38, %42 : tensor<4096x3x3xf32>
    %44 = "stablehlo.gather"(%4, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %45 = stablehlo.reshape %44 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %47 = stablehlo.multiply %46, %32 : tensor<4096x3x3xf32>
    %48 = stablehlo.add %43, %47 : tensor<4096x3x3xf32>
    %49 = stablehlo.reshape %1 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %50 = stablehlo.slice %49 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %51 = stablehlo.slice %49 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %52 = stablehlo.slice %49 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %53 = stablehlo.concatenate %50, %50, %50, %51, %51, %51, %52, %52, %52, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %54 = stablehlo.reshape %53 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %55 = stablehlo.multiply %7, %54 : tensor<4096x3x3xf32>
    %56 = stablehlo.slice %49 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %57 = stablehlo.slice %49 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %58 = stablehlo.slice %49 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %59 = stablehlo.concatenate %56, %56, %56, %57, %57, %57, %58, %58, %58, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %60 = stablehlo.reshape %59 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %61 = stablehlo.multiply %17, %60 : tensor<4096x3x3xf32>
    %62 = stablehlo.add %55, %61 : tensor<4096x3x3xf32>
    %63 = stablehlo.slice %49 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %64 = stablehlo.slice %49 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %65 = stablehlo.slice %49 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %66 = stablehlo.concatenate %63, %63, %63, %64, %64, %64, %65, %65, %65, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %67 = stablehlo.reshape %66 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %68 = stablehlo.multiply %27, %67 : tensor<4096x3x3xf32>
    %69 = stablehlo.add %62, %68 : tensor<4096x3x3xf32>
    %70 = stablehlo.multiply %37, %54 : tensor<4096x3x3xf32>
    %71 = stablehlo.multiply %41, %60 : tensor<4096x3x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<4096x3x3xf32>
    %73 = stablehlo.multiply %46, %67 : tensor<4096x3x3xf32>
    %74 = stablehlo.add %72, %73 : tensor<4096x3x3xf32>
    %75 = stablehlo.reshape %2 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %76 = stablehlo.slice %75 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %77 = stablehlo.slice %75 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %78 = stablehlo.slice %75 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %79 = stablehlo.concatenate %76, %76, %76, %77, %77, %77, %78, %78, %78, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %80 = stablehlo.reshape %79 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %81 = stablehlo.multiply %7, %80 : tensor<4096x3x3xf32>
    %82 = stablehlo.slice %75 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %83 = stablehlo.slice %75 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %84 = stablehlo.slice %75 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %85 = stablehlo.concatenate %82, %82, %82, %83, %83, %83, %84, %84, %84, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %86 = stablehlo.reshape %85 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %87 = stablehlo.multiply %17, %86 : tensor<4096x3x3xf32>
    %88 = stablehlo.add %81, %87 : tensor<4096x3x3xf32>
    %89 = stablehlo.slice %75 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %90 = stablehlo.slice %75 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %91 = stablehlo.slice %75 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %92 = stablehlo.concatenate %89, %89, %89, %90, %90, %90, %91, %91, %91, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %93 = stablehlo.reshape %92 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %94 = stablehlo.multiply %27, %93 : tensor<4096x3x3xf32>
    %95 = stablehlo.add %88, %94 : tensor<4096x3x3xf32>
    %96 = stablehlo.multiply %37, %80 : tensor<4096x3x3xf32>
    %97 = stablehlo.multiply %41, %86 : tensor<4096x3x3xf32>
    %98 = stablehlo.add %96, %97 : tensor<4096x3x3xf32>
    %99 = stablehlo.multiply %46, %93 : tensor<4096x3x3xf32>
    %100 = stablehlo.add %98, %99 : tensor<4096x3x3xf32>
    %101 = stablehlo.slice %arg6 [0:4096, 0:1, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %102 = stablehlo.reshape %101 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %103 = stablehlo.slice %arg6 [0:4096, 1:2, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %104 = stablehlo.reshape %103 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %105 = stablehlo.slice %arg6 [0:4096, 2:3, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %106 = stablehlo.reshape %105 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %107 = stablehlo.slice %arg6 [0:4096, 3:4, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %108 = stablehlo.reshape %107 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %109 = stablehlo.slice %arg6 [0:4096, 4:5, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %110 = stablehlo.reshape %109 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %111 = stablehlo.slice %arg6 [0:4096, 5:6, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %112 = stablehlo.reshape %111 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %113 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %114 = stablehlo.reshape %113 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %116 = "stablehlo.gather"(%102, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %117 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %118 = stablehlo.reshape %117 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %120 = stablehlo.reshape %48 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %121 = stablehlo.slice %120 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %122 = stablehlo.concatenate %121, %121, %121, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %123 = stablehlo.reshape %122 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %124 = stablehlo.multiply %119, %123 : tensor<4096x3x3xf32>
    %125 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %126 = stablehlo.reshape %125 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %128 = stablehlo.slice %120 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %129 = stablehlo.concatenate %128, %128, %128, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %130 = stablehlo.reshape %129 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<4096x3x3xf32>
    %132 = stablehlo.add %124, %131 : tensor<4096x3x3xf32>
    %133 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %134 = stablehlo.reshape %133 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %136 = stablehlo.slice %120 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %137 = stablehlo.concatenate %136, %136, %136, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %138 = stablehlo.reshape %137 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<4096x3x3xf32>
    %140 = stablehlo.add %132, %139 : tensor<4096x3x3xf32>
    %141 = stablehlo.multiply %115, %140 : tensor<4096x3x3xf32>
    %142 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %143 = stablehlo.reshape %142 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %145 = stablehlo.reshape %74 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %146 = stablehlo.slice %145 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %147 = stablehlo.concatenate %146, %146, %146, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %148 = stablehlo.reshape %147 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %149 = stablehlo.multiply %119, %148 : tensor<4096x3x3xf32>
    %150 = stablehlo.slice %145 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %151 = stablehlo.concatenate %150, %150, %150, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %152 = stablehlo.reshape %151 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %153 = stablehlo.multiply %127, %152 : tensor<4096x3x3xf32>
    %154 = stablehlo.add %149, %153 : tensor<4096x3x3xf32>
    %155 = stablehlo.slice %145 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %156 = stablehlo.concatenate %155, %155, %155, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %157 = stablehlo.reshape %156 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %158 = stablehlo.multiply %135, %157 : tensor<4096x3x3xf32>
    %159 = stablehlo.add %154, %158 : tensor<4096x3x3xf32>
    %160 = stablehlo.multiply %144, %159 : tensor<4096x3x3xf32>
    %161 = stablehlo.add %141, %160 : tensor<4096x3x3xf32>
    %162 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %163 = stablehlo.reshape %162 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %165 = stablehlo.reshape %100 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %166 = stablehlo.slice %165 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %167 = stablehlo.concatenate %166, %166, %166, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %168 = stablehlo.reshape %167 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %169 = stablehlo.multiply %119, %168 : tensor<4096x3x3xf32>
    %170 = stablehlo.slice %165 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %171 = stablehlo.concatenate %170, %170, %170, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %172 = stablehlo.reshape %171 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %173 = stablehlo.multiply %127, %172 : tensor<4096x3x3xf32>
    %174 = stablehlo.add %169, %173 : tensor<4096x3x3xf32>
    %175 = stablehlo.slice %165 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %178 = stablehlo.multiply %135, %177 : tensor<4096x3x3xf32>
    %179 = stablehlo.add %174, %178 : tensor<4096x3x3xf32>
    %180 = stablehlo.multiply %164, %179 : tensor<4096x3x3xf32>
    %181 = stablehlo.add %161, %180 : tensor<4096x3x3xf32>
    %182 = stablehlo.multiply %116, %181 : tensor<4096x3x3xf32>
    %183 = "stablehlo.gather"(%104, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %184 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %185 = stablehlo.reshape %184 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %187 = stablehlo.reshape %34 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %188 = stablehlo.slice %187 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %189 = stablehlo.concatenate %188, %188, %188, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %190 = stablehlo.reshape %189 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<4096x3x3xf32>
    %192 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %193 = stablehlo.reshape %192 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %195 = stablehlo.slice %187 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %196 = stablehlo.concatenate %195, %195, %195, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %197 = stablehlo.reshape %196 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<4096x3x3xf32>
    %199 = stablehlo.add %191, %198 : tensor<4096x3x3xf32>
    %200 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %201 = stablehlo.reshape %200 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %203 = stablehlo.slice %187 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %204 = stablehlo.concatenate %203, %203, %203, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %205 = stablehlo.reshape %204 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<4096x3x3xf32>
    %207 = stablehlo.add %199, %206 : tensor<4096x3x3xf32>
    %208 = stablehlo.multiply %115, %207 : tensor<4096x3x3xf32>
    %209 = stablehlo.reshape %69 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %210 = stablehlo.slice %209 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %211 = stablehlo.concatenate %210, %210, %210, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %212 = stablehlo.reshape %211 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %213 = stablehlo.multiply %186, %212 : tensor<4096x3x3xf32>
    %214 = stablehlo.slice %209 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %215 = stablehlo.concatenate %214, %214, %214, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %216 = stablehlo.reshape %215 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %217 = stablehlo.multiply %194, %216 : tensor<4096x3x3xf32>
    %218 = stablehlo.add %213, %217 : tensor<4096x3x3xf32>
    %219 = stablehlo.slice %209 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %220 = stablehlo.concatenate %219, %219, %219, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %221 = stablehlo.reshape %220 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %222 = stablehlo.multiply %202, %221 : tensor<4096x3x3xf32>
    %223 = stablehlo.add %218, %222 : tensor<4096x3x3xf32>
    %224 = stablehlo.multiply %144, %223 : tensor<4096x3x3xf32>
    %225 = stablehlo.add %208, %224 : tensor<4096x3x3xf32>
    %226 = stablehlo.reshape %95 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %227 = stablehlo.slice %226 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %228 = stablehlo.concatenate %227, %227, %227, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %229 = stablehlo.reshape %228 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %230 = stablehlo.multiply %186, %229 : tensor<4096x3x3xf32>
    %231 = stablehlo.slice %226 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %232 = stablehlo.concatenate %231, %231, %231, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %233 = stablehlo.reshape %232 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %234 = stablehlo.multiply %194, %233 : tensor<4096x3x3xf32>
    %235 = stablehlo.add %230, %234 : tensor<4096x3x3xf32>
    %236 = stablehlo.slice %226 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %237 = stablehlo.concatenate %236, %236, %236, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %238 = stablehlo.reshape %237 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %239 = stablehlo.multiply %202, %238 : tensor<4096x3x3xf32>
    %240 = stablehlo.add %235, %239 : tensor<4096x3x3xf32>
    %241 = stablehlo.multiply %164, %240 : tensor<4096x3x3xf32>
    %242 = stablehlo.add %225, %241 : tensor<4096x3x3xf32>
    %243 = stablehlo.multiply %183, %242 : tensor<4096x3x3xf32>
    %244 = stablehlo.add %182, %243 : tensor<4096x3x3xf32>
    %245 = "stablehlo.gather"(%106, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %246 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %247 = stablehlo.reshape %246 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %249 = stablehlo.multiply %119, %190 : tensor<4096x3x3xf32>
    %250 = stablehlo.multiply %127, %197 : tensor<4096x3x3xf32>
    %251 = stablehlo.add %249, %250 : tensor<4096x3x3xf32>
    %252 = stablehlo.multiply %135, %205 : tensor<4096x3x3xf32>
    %253 = stablehlo.add %251, %252 : tensor<4096x3x3xf32>
    %254 = stablehlo.multiply %248, %253 : tensor<4096x3x3xf32>
    %255 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %256 = stablehlo.reshape %255 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %258 = stablehlo.multiply %119, %212 : tensor<4096x3x3xf32>
    %259 = stablehlo.multiply %127, %216 : tensor<4096x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<4096x3x3xf32>
    %261 = stablehlo.multiply %135, %221 : tensor<4096x3x3xf32>
    %262 = stablehlo.add %260, %261 : tensor<4096x3x3xf32>
    %263 = stablehlo.multiply %257, %262 : tensor<4096x3x3xf32>
    %264 = stablehlo.add %254, %263 : tensor<4096x3x3xf32>
    %265 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %266 = stablehlo.reshape %265 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %268 = stablehlo.multiply %119, %229 : tensor<4096x3x3xf32>
    %269 = stablehlo.multiply %127, %233 : tensor<4096x3x3xf32>
    %270 = stablehlo.add %268, %269 : tensor<4096x3x3xf32>
    %271 = stablehlo.multiply %135, %238 : tensor<4096x3x3xf32>
    %272 = stablehlo.add %270, %271 : tensor<4096x3x3xf32>
    %273 = stablehlo.multiply %267, %272 : tensor<4096x3x3xf32>
    %274 = stablehlo.add %264, %273 : tensor<4096x3x3xf32>
    %275 = stablehlo.multiply %245, %274 : tensor<4096x3x3xf32>
    %276 = stablehlo.add %244, %275 : tensor<4096x3x3xf32>
    %277 = stablehlo.multiply %115, %276 : tensor<4096x3x3xf32>
    %278 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %279 = stablehlo.reshape %278 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %281 = "stablehlo.gather"(%102, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %282 = stablehlo.multiply %280, %140 : tensor<4096x3x3xf32>
    %283 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %284 = stablehlo.reshape %283 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %286 = stablehlo.multiply %285, %159 : tensor<4096x3x3xf32>
    %287 = stablehlo.add %282, %286 : tensor<4096x3x3xf32>
    %288 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %289 = stablehlo.reshape %288 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %291 = stablehlo.multiply %290, %179 : tensor<4096x3x3xf32>
    %292 = stablehlo.add %287, %291 : tensor<4096x3x3xf32>
    %293 = stablehlo.multiply %281, %292 : tensor<4096x3x3xf32>
    %294 = "stablehlo.gather"(%104, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %295 = stablehlo.multiply %280, %207 : tensor<4096x3x3xf32>
    %296 = stablehlo.multiply %285, %223 : tensor<4096x3x3xf32>
    %297 = stablehlo.add %295, %296 : tensor<4096x3x3xf32>
    %298 = stablehlo.multiply %290, %240 : tensor<4096x3x3xf32>
    %299 = stablehlo.add %297, %298 : tensor<4096x3x3xf32>
    %300 = stablehlo.multiply %294, %299 : tensor<4096x3x3xf32>
    %301 = stablehlo.add %293, %300 : tensor<4096x3x3xf32>
    %302 = "stablehlo.gather"(%106, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %303 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %304 = stablehlo.reshape %303 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %306 = stablehlo.multiply %305, %253 : tensor<4096x3x3xf32>
    %307 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %308 = stablehlo.reshape %307 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %310 = stablehlo.multiply %309, %262 : tensor<4096x3x3xf32>
    %311 = stablehlo.add %306, %310 : tensor<4096x3x3xf32>
    %312 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %315 = stablehlo.multiply %314, %272 : tensor<4096x3x3xf32>
    %316 = stablehlo.add %311, %315 : tensor<4096x3x3xf32>
    %317 = stablehlo.multiply %302, %316 : tensor<4096x3x3xf32>
    %318 = stablehlo.add %301, %317 : tensor<4096x3x3xf32>
    %319 = stablehlo.multiply %280, %318 : tensor<4096x3x3xf32>
    %320 = stablehlo.add %277, %319 : tensor<4096x3x3xf32>
    %321 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %322 = stablehlo.reshape %321 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %324 = "stablehlo.gather"(%102, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %325 = stablehlo.multiply %323, %140 : tensor<4096x3x3xf32>
    %326 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %327 = stablehlo.reshape %326 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %329 = stablehlo.multiply %328, %159 : tensor<4096x3x3xf32>
    %330 = stablehlo.add %325, %329 : tensor<4096x3x3xf32>
    %331 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %332 = stablehlo.reshape %331 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %334 = stablehlo.multiply %333, %179 : tensor<4096x3x3xf32>
    %335 = stablehlo.add %330, %334 : tensor<4096x3x3xf32>
    %336 = stablehlo.multiply %324, %335 : tensor<4096x3x3xf32>
    %337 = "stablehlo.gather"(%104, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %338 = stablehlo.multiply %323, %207 : tensor<4096x3x3xf32>
    %339 = stablehlo.multiply %328, %223 : tensor<4096x3x3xf32>
    %340 = stablehlo.add %338, %339 : tensor<4096x3x3xf32>
    %341 = stablehlo.multiply %333, %240 : tensor<4096x3x3xf32>
    %342 = stablehlo.add %340, %341 : tensor<4096x3x3xf32>
    %343 = stablehlo.multiply %337, %342 : tensor<4096x3x3xf32>
    %344 = stablehlo.add %336, %343 : tensor<4096x3x3xf32>
    %345 = "stablehlo.gather"(%106, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %346 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %347 = stablehlo.reshape %346 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %349 = stablehlo.multiply %348, %253 : tensor<4096x3x3xf32>
    %350 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %351 = stablehlo.reshape %350 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %353 = stablehlo.multiply %352, %262 : tensor<4096x3x3xf32>
    %354 = stablehlo.add %349, %353 : tensor<4096x3x3xf32>
    %355 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %356 = stablehlo.reshape %355 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %358 = stablehlo.multiply %357, %272 : tensor<4096x3x3xf32>
    %359 = stablehlo.add %354, %358 : tensor<4096x3x3xf32>
    %360 = stablehlo.multiply %345, %359 : tensor<4096x3x3xf32>
    %361 = stablehlo.add %344, %360 : tensor<4096x3x3xf32>
    %362 = stablehlo.multiply %323, %361 : tensor<4096x3x3xf32>
    %363 = stablehlo.add %320, %362 : tensor<4096x3x3xf32>
    %364 = stablehlo.multiply %183, %181 : tensor<4096x3x3xf32>
    %365 = "stablehlo.gather"(%108, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %366 = stablehlo.multiply %365, %242 : tensor<4096x3x3xf32>
    %367 = stablehlo.add %364, %366 : tensor<4096x3x3xf32>
    %368 = "stablehlo.gather"(%110, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %369 = stablehlo.multiply %368, %274 : tensor<4096x3x3xf32>
    %370 = stablehlo.add %367, %369 : tensor<4096x3x3xf32>
    %371 = stablehlo.multiply %115, %370 : tensor<4096x3x3xf32>
    %372 = stablehlo.multiply %294, %292 : tensor<4096x3x3xf32>
    %373 = "stablehlo.gather"(%108, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %374 = stablehlo.multiply %373, %299 : tensor<4096x3x3xf32>
    %375 = stablehlo.add %372, %374 : tensor<4096x3x3xf32>
    %376 = "stablehlo.gather"(%110, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %377 = stablehlo.multiply %376, %316 : tensor<4096x3x3xf32>
    %378 = stablehlo.add %375, %377 : tensor<4096x3x3xf32>
    %379 = stablehlo.multiply %280, %378 : tensor<4096x3x3xf32>
    %380 = stablehlo.add %371, %379 : tensor<4096x3x3xf32>
    %381 = stablehlo.multiply %337, %335 : tensor<4096x3x3xf32>
    %382 = "stablehlo.gather"(%108, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %383 = stablehlo.multiply %382, %342 : tensor<4096x3x3xf32>
    %384 = stablehlo.add %381, %383 : tensor<4096x3x3xf32>
    %385 = "stablehlo.gather"(%110, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %386 = stablehlo.multiply %385, %359 : tensor<4096x3x3xf32>
    %387 = stablehlo.add %384, %386 : tensor<4096x3x3xf32>
    %388 = stablehlo.multiply %323, %387 : tensor<4096x3x3xf32>
    %389 = stablehlo.add %380, %388 : tensor<4096x3x3xf32>
    %390 = stablehlo.multiply %245, %181 : tensor<4096x3x3xf32>
    %391 = stablehlo.multiply %368, %242 : tensor<4096x3x3xf32>
    %392 = stablehlo.add %390, %391 : tensor<4096x3x3xf32>
    %393 = "stablehlo.gather"(%112, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %394 = stablehlo.multiply %393, %274 : tensor<4096x3x3xf32>
    %395 = stablehlo.add %392, %394 : tensor<4096x3x3xf32>
    %396 = stablehlo.multiply %248, %395 : tensor<4096x3x3xf32>
    %397 = stablehlo.multiply %302, %292 : tensor<4096x3x3xf32>
    %398 = stablehlo.multiply %376, %299 : tensor<4096x3x3xf32>
    %399 = stablehlo.add %397, %398 : tensor<4096x3x3xf32>
    %400 = "stablehlo.gather"(%112, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %401 = stablehlo.multiply %400, %316 : tensor<4096x3x3xf32>
    %402 = stablehlo.add %399, %401 : tensor<4096x3x3xf32>
    %403 = stablehlo.multiply %305, %402 : tensor<4096x3x3xf32>
    %404 = stablehlo.add %396, %403 : tensor<4096x3x3xf32>
    %405 = stablehlo.multiply %345, %335 : tensor<4096x3x3xf32>
    %406 = stablehlo.multiply %385, %342 : tensor<4096x3x3xf32>
    %407 = stablehlo.add %405, %406 : tensor<4096x3x3xf32>
    %408 = "stablehlo.gather"(%112, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %409 = stablehlo.multiply %408, %359 : tensor<4096x3x3xf32>
    %410 = stablehlo.add %407, %409 : tensor<4096x3x3xf32>
    %411 = stablehlo.multiply %348, %410 : tensor<4096x3x3xf32>
    %412 = stablehlo.add %404, %411 : tensor<4096x3x3xf32>
    %413 = stablehlo.multiply %144, %276 : tensor<4096x3x3xf32>
    %414 = stablehlo.multiply %285, %318 : tensor<4096x3x3xf32>
    %415 = stablehlo.add %413, %414 : tensor<4096x3x3xf32>
    %416 = stablehlo.multiply %328, %361 : tensor<4096x3x3xf32>
    %417 = stablehlo.add %415, %416 : tensor<4096x3x3xf32>
    %418 = stablehlo.multiply %144, %370 : tensor<4096x3x3xf32>
    %419 = stablehlo.multiply %285, %378 : tensor<4096x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<4096x3x3xf32>
    %421 = stablehlo.multiply %328, %387 : tensor<4096x3x3xf32>
    %422 = stablehlo.add %420, %421 : tensor<4096x3x3xf32>
    %423 = stablehlo.multiply %257, %395 : tensor<4096x3x3xf32>
    %424 = stablehlo.multiply %309, %402 : tensor<4096x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<4096x3x3xf32>
    %426 = stablehlo.multiply %352, %410 : tensor<4096x3x3xf32>
    %427 = stablehlo.add %425, %426 : tensor<4096x3x3xf32>
    %428 = stablehlo.multiply %164, %276 : tensor<4096x3x3xf32>
    %429 = stablehlo.multiply %290, %318 : tensor<4096x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<4096x3x3xf32>
    %431 = stablehlo.multiply %333, %361 : tensor<4096x3x3xf32>
    %432 = stablehlo.add %430, %431 : tensor<4096x3x3xf32>
    %433 = stablehlo.multiply %164, %370 : tensor<4096x3x3xf32>
    %434 = stablehlo.multiply %290, %378 : tensor<4096x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<4096x3x3xf32>
    %436 = stablehlo.multiply %333, %387 : tensor<4096x3x3xf32>
    %437 = stablehlo.add %435, %436 : tensor<4096x3x3xf32>
    %438 = stablehlo.multiply %267, %395 : tensor<4096x3x3xf32>
    %439 = stablehlo.multiply %314, %402 : tensor<4096x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<4096x3x3xf32>
    %441 = stablehlo.multiply %357, %410 : tensor<4096x3x3xf32>
    %442 = stablehlo.add %440, %441 : tensor<4096x3x3xf32>
    %443 = "stablehlo.gather"(%3, %c_28) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %444 = "stablehlo.gather"(%3, %c_27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %445 = "stablehlo.gather"(%3, %c_26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %446 = stablehlo.slice %443 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %447 = stablehlo.reshape %446 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %449 = stablehlo.reshape %363 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %450 = stablehlo.slice %449 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %451 = stablehlo.concatenate %450, %450, %450, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %452 = stablehlo.reshape %451 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %453 = stablehlo.multiply %448, %452 : tensor<4096x3x3xf32>
    %454 = stablehlo.slice %444 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %455 = stablehlo.reshape %454 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %457 = stablehlo.slice %449 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %458 = stablehlo.concatenate %457, %457, %457, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %459 = stablehlo.reshape %458 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %460 = stablehlo.multiply %456, %459 : tensor<4096x3x3xf32>
    %461 = stablehlo.add %453, %460 : tensor<4096x3x3xf32>
    %462 = stablehlo.slice %445 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %465 = stablehlo.slice %449 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %466 = stablehlo.concatenate %465, %465, %465, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %467 = stablehlo.reshape %466 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %468 = stablehlo.multiply %464, %467 : tensor<4096x3x3xf32>
    %469 = stablehlo.add %461, %468 : tensor<4096x3x3xf32>
    %470 = "stablehlo.gather"(%4, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %471 = stablehlo.reshape %470 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %473 = stablehlo.reshape %389 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %474 = stablehlo.slice %473 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %475 = stablehlo.concatenate %474, %474, %474, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %476 = stablehlo.reshape %475 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %477 = stablehlo.multiply %472, %476 : tensor<4096x3x3xf32>
    %478 = "stablehlo.gather"(%4, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %479 = stablehlo.reshape %478 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %481 = stablehlo.slice %473 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %482 = stablehlo.concatenate %481, %481, %481, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %483 = stablehlo.reshape %482 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %484 = stablehlo.multiply %480, %483 : tensor<4096x3x3xf32>
    %485 = stablehlo.add %477, %484 : tensor<4096x3x3xf32>
    %486 = "stablehlo.gather"(%4, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %489 = stablehlo.slice %473 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %490 = stablehlo.concatenate %489, %489, %489, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %491 = stablehlo.reshape %490 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %492 = stablehlo.multiply %488, %491 : tensor<4096x3x3xf32>
    %493 = stablehlo.add %485, %492 : tensor<4096x3x3xf32>
    %494 = stablehlo.reshape %412 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %495 = stablehlo.slice %494 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %496 = stablehlo.concatenate %495, %495, %495, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %497 = stablehlo.reshape %496 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %498 = stablehlo.multiply %448, %497 : tensor<4096x3x3xf32>
    %499 = stablehlo.slice %494 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %500 = stablehlo.concatenate %499, %499, %499, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %501 = stablehlo.reshape %500 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %502 = stablehlo.multiply %456, %501 : tensor<4096x3x3xf32>
    %503 = stablehlo.add %498, %502 : tensor<4096x3x3xf32>
    %504 = stablehlo.slice %494 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %505 = stablehlo.concatenate %504, %504, %504, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %506 = stablehlo.reshape %505 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %507 = stablehlo.multiply %464, %506 : tensor<4096x3x3xf32>
    %508 = stablehlo.add %503, %507 : tensor<4096x3x3xf32>
    %509 = stablehlo.reshape %417 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %510 = stablehlo.slice %509 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %511 = stablehlo.concatenate %510, %510, %510, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %512 = stablehlo.reshape %511 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %513 = stablehlo.multiply %448, %512 : tensor<4096x3x3xf32>
    %514 = stablehlo.slice %509 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %515 = stablehlo.concatenate %514, %514, %514, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %516 = stablehlo.reshape %515 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %517 = stablehlo.multiply %456, %516 : tensor<4096x3x3xf32>
    %518 = stablehlo.add %513, %517 : tensor<4096x3x3xf32>
    %519 = stablehlo.slice %509 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %520 = stablehlo.concatenate %519, %519, %519, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %521 = stablehlo.reshape %520 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %522 = stablehlo.multiply %464, %521 : tensor<4096x3x3xf32>
    %523 = stablehlo.add %518, %522 : tensor<4096x3x3xf32>
    %524 = stablehlo.reshape %422 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %525 = stablehlo.slice %524 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %526 = stablehlo.concatenate %525, %525, %525, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %527 = stablehlo.reshape %526 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %528 = stablehlo.multiply %472, %527 : tensor<4096x3x3xf32>
    %529 = stablehlo.slice %524 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %530 = stablehlo.concatenate %529, %529, %529, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %531 = stablehlo.reshape %530 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %532 = stablehlo.multiply %480, %531 : tensor<4096x3x3xf32>
    %533 = stablehlo.add %528, %532 : tensor<4096x3x3xf32>
    %534 = stablehlo.slice %524 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %535 = stablehlo.concatenate %534, %534, %534, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %536 = stablehlo.reshape %535 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %537 = stablehlo.multiply %488, %536 : tensor<4096x3x3xf32>
    %538 = stablehlo.add %533, %537 : tensor<4096x3x3xf32>
    %539 = stablehlo.reshape %427 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %540 = stablehlo.slice %539 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %541 = stablehlo.concatenate %540, %540, %540, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %542 = stablehlo.reshape %541 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %543 = stablehlo.multiply %448, %542 : tensor<4096x3x3xf32>
    %544 = stablehlo.slice %539 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %545 = stablehlo.concatenate %544, %544, %544, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %546 = stablehlo.reshape %545 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %547 = stablehlo.multiply %456, %546 : tensor<4096x3x3xf32>
    %548 = stablehlo.add %543, %547 : tensor<4096x3x3xf32>
    %549 = stablehlo.slice %539 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %550 = stablehlo.concatenate %549, %549, %549, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %551 = stablehlo.reshape %550 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %552 = stablehlo.multiply %464, %551 : tensor<4096x3x3xf32>
    %553 = stablehlo.add %548, %552 : tensor<4096x3x3xf32>
    %554 = stablehlo.reshape %432 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %555 = stablehlo.slice %554 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %556 = stablehlo.concatenate %555, %555, %555, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %557 = stablehlo.reshape %556 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %558 = stablehlo.multiply %448, %557 : tensor<4096x3x3xf32>
    %559 = stablehlo.slice %554 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %560 = stablehlo.concatenate %559, %559, %559, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %561 = stablehlo.reshape %560 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %562 = stablehlo.multiply %456, %561 : tensor<4096x3x3xf32>
    %563 = stablehlo.add %558, %562 : tensor<4096x3x3xf32>
    %564 = stablehlo.slice %554 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %565 = stablehlo.concatenate %564, %564, %564, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %566 = stablehlo.reshape %565 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %567 = stablehlo.multiply %464, %566 : tensor<4096x3x3xf32>
    %568 = stablehlo.add %563, %567 : tensor<4096x3x3xf32>
    %569 = stablehlo.reshape %437 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %570 = stablehlo.slice %569 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %571 = stablehlo.concatenate %570, %570, %570, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %572 = stablehlo.reshape %571 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %573 = stablehlo.multiply %472, %572 : tensor<4096x3x3xf32>
    %574 = stablehlo.slice %569 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %575 = stablehlo.concatenate %574, %574, %574, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %576 = stablehlo.reshape %575 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %577 = stablehlo.multiply %480, %576 : tensor<4096x3x3xf32>
    %578 = stablehlo.add %573, %577 : tensor<4096x3x3xf32>
    %579 = stablehlo.slice %569 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %580 = stablehlo.concatenate %579, %579, %579, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %581 = stablehlo.reshape %580 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %582 = stablehlo.multiply %488, %581 : tensor<4096x3x3xf32>
    %583 = stablehlo.add %578, %582 : tensor<4096x3x3xf32>
    %584 = stablehlo.reshape %442 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %585 = stablehlo.slice %584 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %586 = stablehlo.concatenate %585, %585, %585, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %587 = stablehlo.reshape %586 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %588 = stablehlo.multiply %448, %587 : tensor<4096x3x3xf32>
    %589 = stablehlo.slice %584 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %590 = stablehlo.concatenate %589, %589, %589, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %591 = stablehlo.reshape %590 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %592 = stablehlo.multiply %456, %591 : tensor<4096x3x3xf32>
    %593 = stablehlo.add %588, %592 : tensor<4096x3x3xf32>
    %594 = stablehlo.slice %584 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %595 = stablehlo.concatenate %594, %594, %594, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %596 = stablehlo.reshape %595 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %597 = stablehlo.multiply %464, %596 : tensor<4096x3x3xf32>
    %598 = stablehlo.add %593, %597 : tensor<4096x3x3xf32>
    %599 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %600 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %601 = stablehlo.reshape %600 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %603 = stablehlo.reshape %469 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %604 = stablehlo.slice %603 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %605 = stablehlo.slice %603 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %606 = stablehlo.slice %603 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %607 = stablehlo.concatenate %604, %604, %604, %605, %605, %605, %606, %606, %606, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %608 = stablehlo.reshape %607 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %609 = stablehlo.multiply %602, %608 : tensor<4096x3x3xf32>
    %610 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %611 = stablehlo.reshape %610 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %613 = stablehlo.reshape %493 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %614 = stablehlo.slice %613 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %615 = stablehlo.slice %613 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %616 = stablehlo.slice %613 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %617 = stablehlo.concatenate %614, %614, %614, %615, %615, %615, %616, %616, %616, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %618 = stablehlo.reshape %617 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %619 = stablehlo.reshape %508 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %620 = stablehlo.slice %619 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %621 = stablehlo.slice %619 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %622 = stablehlo.slice %619 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %623 = stablehlo.concatenate %620, %620, %620, %621, %621, %621, %622, %622, %622, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %624 = stablehlo.reshape %623 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %625 = stablehlo.add %618, %624 : tensor<4096x3x3xf32>
    %626 = stablehlo.multiply %612, %625 : tensor<4096x3x3xf32>
    %627 = stablehlo.add %609, %626 : tensor<4096x3x3xf32>
    %628 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %629 = stablehlo.reshape %628 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %631 = stablehlo.slice %603 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %632 = stablehlo.slice %603 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %633 = stablehlo.slice %603 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %634 = stablehlo.concatenate %631, %631, %631, %632, %632, %632, %633, %633, %633, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %635 = stablehlo.reshape %634 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %636 = stablehlo.multiply %630, %635 : tensor<4096x3x3xf32>
    %637 = "stablehlo.gather"(%3, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %638 = stablehlo.reshape %637 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %640 = stablehlo.slice %613 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %641 = stablehlo.slice %613 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %642 = stablehlo.slice %613 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %643 = stablehlo.concatenate %640, %640, %640, %641, %641, %641, %642, %642, %642, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %644 = stablehlo.reshape %643 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %645 = stablehlo.slice %619 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %646 = stablehlo.slice %619 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %647 = stablehlo.slice %619 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %648 = stablehlo.concatenate %645, %645, %645, %646, %646, %646, %647, %647, %647, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %649 = stablehlo.reshape %648 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %650 = stablehlo.add %644, %649 : tensor<4096x3x3xf32>
    %651 = stablehlo.multiply %639, %650 : tensor<4096x3x3xf32>
    %652 = stablehlo.add %636, %651 : tensor<4096x3x3xf32>
    %653 = stablehlo.add %627, %652 : tensor<4096x3x3xf32>
    %654 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %655 = stablehlo.reshape %654 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %657 = stablehlo.slice %603 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %658 = stablehlo.slice %603 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %659 = stablehlo.slice %603 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %660 = stablehlo.concatenate %657, %657, %657, %658, %658, %658, %659, %659, %659, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %661 = stablehlo.reshape %660 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %662 = stablehlo.multiply %656, %661 : tensor<4096x3x3xf32>
    %663 = "stablehlo.gather"(%3, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %664 = stablehlo.reshape %663 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %666 = stablehlo.slice %613 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %667 = stablehlo.slice %613 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %668 = stablehlo.slice %613 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %669 = stablehlo.concatenate %666, %666, %666, %667, %667, %667, %668, %668, %668, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %670 = stablehlo.reshape %669 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %671 = stablehlo.slice %619 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %672 = stablehlo.slice %619 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %673 = stablehlo.slice %619 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %674 = stablehlo.concatenate %671, %671, %671, %672, %672, %672, %673, %673, %673, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %675 = stablehlo.reshape %674 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %676 = stablehlo.add %670, %675 : tensor<4096x3x3xf32>
    %677 = stablehlo.multiply %665, %676 : tensor<4096x3x3xf32>
    %678 = stablehlo.add %662, %677 : tensor<4096x3x3xf32>
    %679 = stablehlo.add %653, %678 : tensor<4096x3x3xf32>
    %680 = "stablehlo.scatter"(%599, %c_14, %679) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x27xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x27xf32>
    %681 = stablehlo.reshape %523 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %682 = stablehlo.slice %681 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %683 = stablehlo.slice %681 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %684 = stablehlo.slice %681 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %685 = stablehlo.concatenate %682, %682, %682, %683, %683, %683, %684, %684, %684, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %686 = stablehlo.reshape %685 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %687 = stablehlo.multiply %602, %686 : tensor<4096x3x3xf32>
    %688 = stablehlo.reshape %538 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %689 = stablehlo.slice %688 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %690 = stablehlo.slice %688 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %691 = stablehlo.slice %688 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %692 = stablehlo.concatenate %689, %689, %689, %690, %690, %690, %691, %691, %691, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %693 = stablehlo.reshape %692 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %694 = stablehlo.reshape %553 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %695 = stablehlo.slice %694 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %696 = stablehlo.slice %694 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %697 = stablehlo.slice %694 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %698 = stablehlo.concatenate %695, %695, %695, %696, %696, %696, %697, %697, %697, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %699 = stablehlo.reshape %698 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %700 = stablehlo.add %693, %699 : tensor<4096x3x3xf32>
    %701 = stablehlo.multiply %612, %700 : tensor<4096x3x3xf32>
    %702 = stablehlo.add %687, %701 : tensor<4096x3x3xf32>
    %703 = stablehlo.slice %681 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %704 = stablehlo.slice %681 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %705 = stablehlo.slice %681 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %706 = stablehlo.concatenate %703, %703, %703, %704, %704, %704, %705, %705, %705, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %707 = stablehlo.reshape %706 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %708 = stablehlo.multiply %630, %707 : tensor<4096x3x3xf32>
    %709 = stablehlo.slice %688 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %710 = stablehlo.slice %688 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %711 = stablehlo.slice %688 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %712 = stablehlo.concatenate %709, %709, %709, %710, %710, %710, %711, %711, %711, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %713 = stablehlo.reshape %712 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %714 = stablehlo.slice %694 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %715 = stablehlo.slice %694 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %716 = stablehlo.slice %694 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %717 = stablehlo.concatenate %714, %714, %714, %715, %715, %715, %716, %716, %716, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %718 = stablehlo.reshape %717 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %719 = stablehlo.add %713, %718 : tensor<4096x3x3xf32>
    %720 = stablehlo.multiply %639, %719 : tensor<4096x3x3xf32>
    %721 = stablehlo.add %708, %720 : tensor<4096x3x3xf32>
    %722 = stablehlo.add %702, %721 : tensor<4096x3x3xf32>
    %723 = stablehlo.slice %681 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %724 = stablehlo.slice %681 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %725 = stablehlo.slice %681 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %726 = stablehlo.concatenate %723, %723, %723, %724, %724, %724, %725, %725, %725, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %727 = stablehlo.reshape %726 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %728 = stablehlo.multiply %656, %727 : tensor<4096x3x3xf32>
    %729 = stablehlo.slice %688 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %730 = stablehlo.slice %688 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %731 = stablehlo.slice %688 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %732 = stablehlo.concatenate %729, %729, %729, %730, %730, %730, %731, %731, %731, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %733 = stablehlo.reshape %732 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %734 = stablehlo.slice %694 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %735 = stablehlo.slice %694 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %736 = stablehlo.slice %694 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %737 = stablehlo.concatenate %734, %734, %734, %735, %735, %735, %736, %736, %736, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %738 = stablehlo.reshape %737 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %739 = stablehlo.add %733, %738 : tensor<4096x3x3xf32>
    %740 = stablehlo.multiply %665, %739 : tensor<4096x3x3xf32>
    %741 = stablehlo.add %728, %740 : tensor<4096x3x3xf32>
    %742 = stablehlo.add %722, %741 : tensor<4096x3x3xf32>
    %743 = "stablehlo.scatter"(%680, %c_13, %742) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x27xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x27xf32>
    %744 = stablehlo.reshape %568 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %745 = stablehlo.slice %744 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %746 = stablehlo.slice %744 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %747 = stablehlo.slice %744 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %748 = stablehlo.concatenate %745, %745, %745, %746, %746, %746, %747, %747, %747, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %749 = stablehlo.reshape %748 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %750 = stablehlo.multiply %602, %749 : tensor<4096x3x3xf32>
    %751 = stablehlo.reshape %583 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %752 = stablehlo.slice %751 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %753 = stablehlo.slice %751 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %754 = stablehlo.slice %751 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %755 = stablehlo.concatenate %752, %752, %752, %753, %753, %753, %754, %754, %754, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %756 = stablehlo.reshape %755 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %757 = stablehlo.reshape %598 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %758 = stablehlo.slice %757 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %759 = stablehlo.slice %757 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %760 = stablehlo.slice %757 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %761 = stablehlo.concatenate %758, %758, %758, %759, %759, %759, %760, %760, %760, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %762 = stablehlo.reshape %761 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %763 = stablehlo.add %756, %762 : tensor<4096x3x3xf32>
    %764 = stablehlo.multiply %612, %763 : tensor<4096x3x3xf32>
    %765 = stablehlo.add %750, %764 : tensor<4096x3x3xf32>
    %766 = stablehlo.slice %744 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %767 = stablehlo.slice %744 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %768 = stablehlo.slice %744 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %769 = stablehlo.concatenate %766, %766, %766, %767, %767, %767, %768, %768, %768, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %770 = stablehlo.reshape %769 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %771 = stablehlo.multiply %630, %770 : tensor<4096x3x3xf32>
    %772 = stablehlo.slice %751 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %773 = stablehlo.slice %751 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %774 = stablehlo.slice %751 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %775 = stablehlo.concatenate %772, %772, %772, %773, %773, %773, %774, %774, %774, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %776 = stablehlo.reshape %775 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %777 = stablehlo.slice %757 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %778 = stablehlo.slice %757 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %779 = stablehlo.slice %757 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %780 = stablehlo.concatenate %777, %777, %777, %778, %778, %778, %779, %779, %779, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %781 = stablehlo.reshape %780 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %782 = stablehlo.add %776, %781 : tensor<4096x3x3xf32>
    %783 = stablehlo.multiply %639, %782 : tensor<4096x3x3xf32>
    %784 = stablehlo.add %771, %783 : tensor<4096x3x3xf32>
    %785 = stablehlo.add %765, %784 : tensor<4096x3x3xf32>
    %786 = stablehlo.slice %744 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %787 = stablehlo.slice %744 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %788 = stablehlo.slice %744 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %789 = stablehlo.concatenate %786, %786, %786, %787, %787, %787, %788, %788, %788, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %790 = stablehlo.reshape %789 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %791 = stablehlo.multiply %656, %790 : tensor<4096x3x3xf32>
    %792 = stablehlo.slice %751 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %793 = stablehlo.slice %751 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %794 = stablehlo.slice %751 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %795 = stablehlo.concatenate %792, %792, %792, %793, %793, %793, %794, %794, %794, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %796 = stablehlo.reshape %795 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %797 = stablehlo.slice %757 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %798 = stablehlo.slice %757 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %799 = stablehlo.slice %757 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %800 = stablehlo.concatenate %797, %797, %797, %798, %798, %798, %799, %799, %799, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %801 = stablehlo.reshape %800 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %802 = stablehlo.add %796, %801 : tensor<4096x3x3xf32>
    %803 = stablehlo.multiply %665, %802 : tensor<4096x3x3xf32>
    %804 = stablehlo.add %791, %803 : tensor<4096x3x3xf32>
    %805 = stablehlo.add %785, %804 : tensor<4096x3x3xf32>
    %806 = "stablehlo.scatter"(%743, %c_12, %805) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x27xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x27xf32>
    %807 = "stablehlo.gather"(%3, %c_25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %808 = stablehlo.multiply %807, %443 : tensor<10x10xf32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %810 = "stablehlo.gather"(%3, %c_24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %811 = stablehlo.multiply %810, %444 : tensor<10x10xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %813 = "stablehlo.gather"(%3, %c_23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %814 = stablehlo.multiply %813, %445 : tensor<10x10xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %816 = "stablehlo.gather"(%arg7, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %817 = stablehlo.multiply %809, %816 : tensor<4096x10x10xf32>
    %818 = "stablehlo.gather"(%arg7, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %819 = stablehlo.multiply %812, %818 : tensor<4096x10x10xf32>
    %820 = stablehlo.add %817, %819 : tensor<4096x10x10xf32>
    %821 = "stablehlo.gather"(%arg7, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %822 = stablehlo.multiply %815, %821 : tensor<4096x10x10xf32>
    %823 = stablehlo.add %820, %822 : tensor<4096x10x10xf32>
    %824 = "stablehlo.gather"(%arg7, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %825 = stablehlo.multiply %809, %824 : tensor<4096x10x10xf32>
    %826 = "stablehlo.gather"(%arg7, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %827 = stablehlo.multiply %812, %826 : tensor<4096x10x10xf32>
    %828 = stablehlo.add %825, %827 : tensor<4096x10x10xf32>
    %829 = "stablehlo.gather"(%arg7, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %830 = stablehlo.multiply %815, %829 : tensor<4096x10x10xf32>
    %831 = stablehlo.add %828, %830 : tensor<4096x10x10xf32>
    %832 = "stablehlo.gather"(%arg7, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %833 = stablehlo.multiply %809, %832 : tensor<4096x10x10xf32>
    %834 = "stablehlo.gather"(%arg7, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %835 = stablehlo.multiply %812, %834 : tensor<4096x10x10xf32>
    %836 = stablehlo.add %833, %835 : tensor<4096x10x10xf32>
    %837 = "stablehlo.gather"(%arg7, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %838 = stablehlo.multiply %815, %837 : tensor<4096x10x10xf32>
    %839 = stablehlo.add %836, %838 : tensor<4096x10x10xf32>
    %c_40 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %840 = "stablehlo.gather"(%arg7, %c_40) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %841 = stablehlo.multiply %809, %840 : tensor<4096x10x10xf32>
    %c_41 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %842 = "stablehlo.gather"(%arg7, %c_41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %843 = stablehlo.multiply %812, %842 : tensor<4096x10x10xf32>
    %844 = stablehlo.add %841, %843 : tensor<4096x10x10xf32>
    %c_42 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %845 = "stablehlo.gather"(%arg7, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %846 = stablehlo.multiply %815, %845 : tensor<4096x10x10xf32>
    %847 = stablehlo.add %844, %846 : tensor<4096x10x10xf32>
    %c_43 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %848 = "stablehlo.gather"(%arg7, %c_43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %849 = stablehlo.multiply %809, %848 : tensor<4096x10x10xf32>
    %c_44 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %850 = "stablehlo.gather"(%arg7, %c_44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %851 = stablehlo.multiply %812, %850 : tensor<4096x10x10xf32>
    %852 = stablehlo.add %849, %851 : tensor<4096x10x10xf32>
    %c_45 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %853 = "stablehlo.gather"(%arg7, %c_45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %854 = stablehlo.multiply %815, %853 : tensor<4096x10x10xf32>
    %855 = stablehlo.add %852, %854 : tensor<4096x10x10xf32>
    %c_46 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %856 = "stablehlo.gather"(%arg7, %c_46) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %857 = stablehlo.multiply %809, %856 : tensor<4096x10x10xf32>
    %c_47 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %858 = "stablehlo.gather"(%arg7, %c_47) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %859 = stablehlo.multiply %812, %858 : tensor<4096x10x10xf32>
    %860 = stablehlo.add %857, %859 : tensor<4096x10x10xf32>
    %c_48 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %861 = "stablehlo.gather"(%arg7, %c_48) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %862 = stablehlo.multiply %815, %861 : tensor<4096x10x10xf32>
    %863 = stablehlo.add %860, %862 : tensor<4096x10x10xf32>
    %c_49 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %864 = "stablehlo.gather"(%arg7, %c_49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %865 = stablehlo.multiply %809, %864 : tensor<4096x10x10xf32>
    %c_50 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %866 = "stablehlo.gather"(%arg7, %c_50) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %867 = stablehlo.multiply %812, %866 : tensor<4096x10x10xf32>
    %868 = stablehlo.add %865, %867 : tensor<4096x10x10xf32>
    %c_51 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %869 = "stablehlo.gather"(%arg7, %c_51) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %870 = stablehlo.multiply %815, %869 : tensor<4096x10x10xf32>
    %871 = stablehlo.add %868, %870 : tensor<4096x10x10xf32>
    %c_52 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %872 = "stablehlo.gather"(%arg7, %c_52) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %873 = stablehlo.multiply %809, %872 : tensor<4096x10x10xf32>
    %c_53 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %874 = "stablehlo.gather"(%arg7, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %875 = stablehlo.multiply %812, %874 : tensor<4096x10x10xf32>
    %876 = stablehlo.add %873, %875 : tensor<4096x10x10xf32>
    %c_54 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %877 = "stablehlo.gather"(%arg7, %c_54) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %878 = stablehlo.multiply %815, %877 : tensor<4096x10x10xf32>
    %879 = stablehlo.add %876, %878 : tensor<4096x10x10xf32>
    %c_55 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %880 = "stablehlo.gather"(%arg7, %c_55) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %881 = stablehlo.multiply %809, %880 : tensor<4096x10x10xf32>
    %c_56 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %882 = "stablehlo.gather"(%arg7, %c_56) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %883 = stablehlo.multiply %812, %882 : tensor<4096x10x10xf32>
    %884 = stablehlo.add %881, %883 : tensor<4096x10x10xf32>
    %c_57 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %885 = "stablehlo.gather"(%arg7, %c_57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %886 = stablehlo.multiply %815, %885 : tensor<4096x10x10xf32>
    %887 = stablehlo.add %884, %886 : tensor<4096x10x10xf32>
    %888 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %889 = stablehlo.reshape %888 : (tensor<1x1xf32>) -> tensor<f32>
    %890 = stablehlo.multiply %889, %889 : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %890, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %892 = stablehlo.multiply %891, %823 : tensor<4096x10x10xf32>
    %893 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %894 = stablehlo.reshape %893 : (tensor<1x1xf32>) -> tensor<f32>
    %895 = stablehlo.multiply %894, %894 : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %897 = stablehlo.multiply %896, %831 : tensor<4096x10x10xf32>
    %898 = stablehlo.add %892, %897 : tensor<4096x10x10xf32>
    %899 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %900 = stablehlo.reshape %899 : (tensor<1x1xf32>) -> tensor<f32>
    %901 = stablehlo.multiply %900, %900 : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %901, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %903 = stablehlo.multiply %902, %839 : tensor<4096x10x10xf32>
    %904 = stablehlo.add %898, %903 : tensor<4096x10x10xf32>
    %905 = stablehlo.multiply %891, %847 : tensor<4096x10x10xf32>
    %906 = stablehlo.multiply %896, %855 : tensor<4096x10x10xf32>
    %907 = stablehlo.add %905, %906 : tensor<4096x10x10xf32>
    %908 = stablehlo.multiply %902, %863 : tensor<4096x10x10xf32>
    %909 = stablehlo.add %907, %908 : tensor<4096x10x10xf32>
    %910 = stablehlo.multiply %891, %871 : tensor<4096x10x10xf32>
    %911 = stablehlo.multiply %896, %879 : tensor<4096x10x10xf32>
    %912 = stablehlo.add %910, %911 : tensor<4096x10x10xf32>
    %913 = stablehlo.multiply %902, %887 : tensor<4096x10x10xf32>
    %914 = stablehlo.add %912, %913 : tensor<4096x10x10xf32>
    %915 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %916 = stablehlo.reshape %915 : (tensor<1x1xf32>) -> tensor<f32>
    %917 = stablehlo.multiply %889, %916 : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %919 = stablehlo.multiply %918, %823 : tensor<4096x10x10xf32>
    %920 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %921 = stablehlo.reshape %920 : (tensor<1x1xf32>) -> tensor<f32>
    %922 = stablehlo.multiply %894, %921 : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %922, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %924 = stablehlo.multiply %923, %831 : tensor<4096x10x10xf32>
    %925 = stablehlo.add %919, %924 : tensor<4096x10x10xf32>
    %926 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %927 = stablehlo.reshape %926 : (tensor<1x1xf32>) -> tensor<f32>
    %928 = stablehlo.multiply %900, %927 : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %930 = stablehlo.multiply %929, %839 : tensor<4096x10x10xf32>
    %931 = stablehlo.add %925, %930 : tensor<4096x10x10xf32>
    %932 = stablehlo.multiply %918, %847 : tensor<4096x10x10xf32>
    %933 = stablehlo.multiply %923, %855 : tensor<4096x10x10xf32>
    %934 = stablehlo.add %932, %933 : tensor<4096x10x10xf32>
    %935 = stablehlo.multiply %929, %863 : tensor<4096x10x10xf32>
    %936 = stablehlo.add %934, %935 : tensor<4096x10x10xf32>
    %937 = stablehlo.multiply %918, %871 : tensor<4096x10x10xf32>
    %938 = stablehlo.multiply %923, %879 : tensor<4096x10x10xf32>
    %939 = stablehlo.add %937, %938 : tensor<4096x10x10xf32>
    %940 = stablehlo.multiply %929, %887 : tensor<4096x10x10xf32>
    %941 = stablehlo.add %939, %940 : tensor<4096x10x10xf32>
    %942 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %943 = stablehlo.reshape %942 : (tensor<1x1xf32>) -> tensor<f32>
    %944 = stablehlo.multiply %889, %943 : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %946 = stablehlo.multiply %945, %823 : tensor<4096x10x10xf32>
    %947 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %948 = stablehlo.reshape %947 : (tensor<1x1xf32>) -> tensor<f32>
    %949 = stablehlo.multiply %894, %948 : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %951 = stablehlo.multiply %950, %831 : tensor<4096x10x10xf32>
    %952 = stablehlo.add %946, %951 : tensor<4096x10x10xf32>
    %953 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %954 = stablehlo.reshape %953 : (tensor<1x1xf32>) -> tensor<f32>
    %955 = stablehlo.multiply %900, %954 : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %957 = stablehlo.multiply %956, %839 : tensor<4096x10x10xf32>
    %958 = stablehlo.add %952, %957 : tensor<4096x10x10xf32>
    %959 = stablehlo.multiply %945, %847 : tensor<4096x10x10xf32>
    %960 = stablehlo.multiply %950, %855 : tensor<4096x10x10xf32>
    %961 = stablehlo.add %959, %960 : tensor<4096x10x10xf32>
    %962 = stablehlo.multiply %956, %863 : tensor<4096x10x10xf32>
    %963 = stablehlo.add %961, %962 : tensor<4096x10x10xf32>
    %964 = stablehlo.multiply %945, %871 : tensor<4096x10x10xf32>
    %965 = stablehlo.multiply %950, %879 : tensor<4096x10x10xf32>
    %966 = stablehlo.add %964, %965 : tensor<4096x10x10xf32>
    %967 = stablehlo.multiply %956, %887 : tensor<4096x10x10xf32>
    %968 = stablehlo.add %966, %967 : tensor<4096x10x10xf32>
    %969 = stablehlo.multiply %916, %889 : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %971 = stablehlo.multiply %970, %823 : tensor<4096x10x10xf32>
    %972 = stablehlo.multiply %921, %894 : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %974 = stablehlo.multiply %973, %831 : tensor<4096x10x10xf32>
    %975 = stablehlo.add %971, %974 : tensor<4096x10x10xf32>
    %976 = stablehlo.multiply %927, %900 : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %978 = stablehlo.multiply %977, %839 : tensor<4096x10x10xf32>
    %979 = stablehlo.add %975, %978 : tensor<4096x10x10xf32>
    %980 = stablehlo.multiply %970, %847 : tensor<4096x10x10xf32>
    %981 = stablehlo.multiply %973, %855 : tensor<4096x10x10xf32>
    %982 = stablehlo.add %980, %981 : tensor<4096x10x10xf32>
    %983 = stablehlo.multiply %977, %863 : tensor<4096x10x10xf32>
    %984 = stablehlo.add %982, %983 : tensor<4096x10x10xf32>
    %985 = stablehlo.multiply %970, %871 : tensor<4096x10x10xf32>
    %986 = stablehlo.multiply %973, %879 : tensor<4096x10x10xf32>
    %987 = stablehlo.add %985, %986 : tensor<4096x10x10xf32>
    %988 = stablehlo.multiply %977, %887 : tensor<4096x10x10xf32>
    %989 = stablehlo.add %987, %988 : tensor<4096x10x10xf32>
    %990 = stablehlo.multiply %916, %916 : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %992 = stablehlo.multiply %991, %823 : tensor<4096x10x10xf32>
    %993 = stablehlo.multiply %921, %921 : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %995 = stablehlo.multiply %994, %831 : tensor<4096x10x10xf32>
    %996 = stablehlo.add %992, %995 : tensor<4096x10x10xf32>
    %997 = stablehlo.multiply %927, %927 : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %997, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %999 = stablehlo.multiply %998, %839 : tensor<4096x10x10xf32>
    %1000 = stablehlo.add %996, %999 : tensor<4096x10x10xf32>
    %1001 = stablehlo.multiply %991, %847 : tensor<4096x10x10xf32>
    %1002 = stablehlo.multiply %994, %855 : tensor<4096x10x10xf32>
    %1003 = stablehlo.add %1001, %1002 : tensor<4096x10x10xf32>
    %1004 = stablehlo.multiply %998, %863 : tensor<4096x10x10xf32>
    %1005 = stablehlo.add %1003, %1004 : tensor<4096x10x10xf32>
    %1006 = stablehlo.multiply %991, %871 : tensor<4096x10x10xf32>
    %1007 = stablehlo.multiply %994, %879 : tensor<4096x10x10xf32>
    %1008 = stablehlo.add %1006, %1007 : tensor<4096x10x10xf32>
    %1009 = stablehlo.multiply %998, %887 : tensor<4096x10x10xf32>
    %1010 = stablehlo.add %1008, %1009 : tensor<4096x10x10xf32>
    %1011 = stablehlo.multiply %916, %943 : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1013 = stablehlo.multiply %1012, %823 : tensor<4096x10x10xf32>
    %1014 = stablehlo.multiply %921, %948 : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1016 = stablehlo.multiply %1015, %831 : tensor<4096x10x10xf32>
    %1017 = stablehlo.add %1013, %1016 : tensor<4096x10x10xf32>
    %1018 = stablehlo.multiply %927, %954 : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %1018, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1020 = stablehlo.multiply %1019, %839 : tensor<4096x10x10xf32>
    %1021 = stablehlo.add %1017, %1020 : tensor<4096x10x10xf32>
    %1022 = stablehlo.multiply %1012, %847 : tensor<4096x10x10xf32>
    %1023 = stablehlo.multiply %1015, %855 : tensor<4096x10x10xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<4096x10x10xf32>
    %1025 = stablehlo.multiply %1019, %863 : tensor<4096x10x10xf32>
    %1026 = stablehlo.add %1024, %1025 : tensor<4096x10x10xf32>
    %1027 = stablehlo.multiply %1012, %871 : tensor<4096x10x10xf32>
    %1028 = stablehlo.multiply %1015, %879 : tensor<4096x10x10xf32>
    %1029 = stablehlo.add %1027, %1028 : tensor<4096x10x10xf32>
    %1030 = stablehlo.multiply %1019, %887 : tensor<4096x10x10xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<4096x10x10xf32>
    %1032 = stablehlo.multiply %943, %889 : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1034 = stablehlo.multiply %1033, %823 : tensor<4096x10x10xf32>
    %1035 = stablehlo.multiply %948, %894 : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1037 = stablehlo.multiply %1036, %831 : tensor<4096x10x10xf32>
    %1038 = stablehlo.add %1034, %1037 : tensor<4096x10x10xf32>
    %1039 = stablehlo.multiply %954, %900 : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %1039, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1041 = stablehlo.multiply %1040, %839 : tensor<4096x10x10xf32>
    %1042 = stablehlo.add %1038, %1041 : tensor<4096x10x10xf32>
    %1043 = stablehlo.multiply %1033, %847 : tensor<4096x10x10xf32>
    %1044 = stablehlo.multiply %1036, %855 : tensor<4096x10x10xf32>
    %1045 = stablehlo.add %1043, %1044 : tensor<4096x10x10xf32>
    %1046 = stablehlo.multiply %1040, %863 : tensor<4096x10x10xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<4096x10x10xf32>
    %1048 = stablehlo.multiply %1033, %871 : tensor<4096x10x10xf32>
    %1049 = stablehlo.multiply %1036, %879 : tensor<4096x10x10xf32>
    %1050 = stablehlo.add %1048, %1049 : tensor<4096x10x10xf32>
    %1051 = stablehlo.multiply %1040, %887 : tensor<4096x10x10xf32>
    %1052 = stablehlo.add %1050, %1051 : tensor<4096x10x10xf32>
    %1053 = stablehlo.multiply %943, %916 : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1055 = stablehlo.multiply %1054, %823 : tensor<4096x10x10xf32>
    %1056 = stablehlo.multiply %948, %921 : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1058 = stablehlo.multiply %1057, %831 : tensor<4096x10x10xf32>
    %1059 = stablehlo.add %1055, %1058 : tensor<4096x10x10xf32>
    %1060 = stablehlo.multiply %954, %927 : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1062 = stablehlo.multiply %1061, %839 : tensor<4096x10x10xf32>
    %1063 = stablehlo.add %1059, %1062 : tensor<4096x10x10xf32>
    %1064 = stablehlo.multiply %1054, %847 : tensor<4096x10x10xf32>
    %1065 = stablehlo.multiply %1057, %855 : tensor<4096x10x10xf32>
    %1066 = stablehlo.add %1064, %1065 : tensor<4096x10x10xf32>
    %1067 = stablehlo.multiply %1061, %863 : tensor<4096x10x10xf32>
    %1068 = stablehlo.add %1066, %1067 : tensor<4096x10x10xf32>
    %1069 = stablehlo.multiply %1054, %871 : tensor<4096x10x10xf32>
    %1070 = stablehlo.multiply %1057, %879 : tensor<4096x10x10xf32>
    %1071 = stablehlo.add %1069, %1070 : tensor<4096x10x10xf32>
    %1072 = stablehlo.multiply %1061, %887 : tensor<4096x10x10xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<4096x10x10xf32>
    %1074 = stablehlo.multiply %943, %943 : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1076 = stablehlo.multiply %1075, %823 : tensor<4096x10x10xf32>
    %1077 = stablehlo.multiply %948, %948 : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1079 = stablehlo.multiply %1078, %831 : tensor<4096x10x10xf32>
    %1080 = stablehlo.add %1076, %1079 : tensor<4096x10x10xf32>
    %1081 = stablehlo.multiply %954, %954 : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1083 = stablehlo.multiply %1082, %839 : tensor<4096x10x10xf32>
    %1084 = stablehlo.add %1080, %1083 : tensor<4096x10x10xf32>
    %1085 = stablehlo.multiply %1075, %847 : tensor<4096x10x10xf32>
    %1086 = stablehlo.multiply %1078, %855 : tensor<4096x10x10xf32>
    %1087 = stablehlo.add %1085, %1086 : tensor<4096x10x10xf32>
    %1088 = stablehlo.multiply %1082, %863 : tensor<4096x10x10xf32>
    %1089 = stablehlo.add %1087, %1088 : tensor<4096x10x10xf32>
    %1090 = stablehlo.multiply %1075, %871 : tensor<4096x10x10xf32>
    %1091 = stablehlo.multiply %1078, %879 : tensor<4096x10x10xf32>
    %1092 = stablehlo.add %1090, %1091 : tensor<4096x10x10xf32>
    %1093 = stablehlo.multiply %1082, %887 : tensor<4096x10x10xf32>
    %1094 = stablehlo.add %1092, %1093 : tensor<4096x10x10xf32>
    %1095 = stablehlo.reshape %904 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1096 = stablehlo.reshape %909 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1097 = stablehlo.reshape %914 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1098 = stablehlo.concatenate %1095, %1096, %1097, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1099 = stablehlo.reshape %931 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1100 = stablehlo.reshape %936 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1101 = stablehlo.reshape %941 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1102 = stablehlo.concatenate %1099, %1100, %1101, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1103 = stablehlo.reshape %958 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1104 = stablehlo.reshape %963 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1105 = stablehlo.reshape %968 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1106 = stablehlo.concatenate %1103, %1104, %1105, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1107 = stablehlo.reshape %979 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1108 = stablehlo.reshape %984 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1109 = stablehlo.reshape %989 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1110 = stablehlo.concatenate %1107, %1108, %1109, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1111 = stablehlo.reshape %1000 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1112 = stablehlo.reshape %1005 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1113 = stablehlo.reshape %1010 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1114 = stablehlo.concatenate %1111, %1112, %1113, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1115 = stablehlo.reshape %1021 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1116 = stablehlo.reshape %1026 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1117 = stablehlo.reshape %1031 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1118 = stablehlo.concatenate %1115, %1116, %1117, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1119 = stablehlo.reshape %1042 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1120 = stablehlo.reshape %1047 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1121 = stablehlo.reshape %1052 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1122 = stablehlo.concatenate %1119, %1120, %1121, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1123 = stablehlo.reshape %1063 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1124 = stablehlo.reshape %1068 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1125 = stablehlo.reshape %1073 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1126 = stablehlo.concatenate %1123, %1124, %1125, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1127 = stablehlo.reshape %1084 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1128 = stablehlo.reshape %1089 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1129 = stablehlo.reshape %1094 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1130 = stablehlo.concatenate %1127, %1128, %1129, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1131 = stablehlo.reshape %1098 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1132 = stablehlo.reshape %1102 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1133 = stablehlo.reshape %1106 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1134 = stablehlo.reshape %1110 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1135 = stablehlo.reshape %1114 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1136 = stablehlo.reshape %1118 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1137 = stablehlo.reshape %1122 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1138 = stablehlo.reshape %1126 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1139 = stablehlo.reshape %1130 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1140 = stablehlo.concatenate %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, dim = 1 : (tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>) -> tensor<4096x9x3x10x10xf32>
    %1141 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1142 = stablehlo.reshape %1141 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1143 = stablehlo.multiply %1142, %1142 : tensor<3xf32>
    %1144 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1146 = stablehlo.multiply %1142, %1145 : tensor<3xf32>
    %1147 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1148 = stablehlo.reshape %1147 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1149 = stablehlo.multiply %1142, %1148 : tensor<3xf32>
    %1150 = stablehlo.multiply %1145, %1142 : tensor<3xf32>
    %1151 = stablehlo.multiply %1145, %1145 : tensor<3xf32>
    %1152 = stablehlo.multiply %1145, %1148 : tensor<3xf32>
    %1153 = stablehlo.multiply %1148, %1142 : tensor<3xf32>
    %1154 = stablehlo.multiply %1148, %1145 : tensor<3xf32>
    %1155 = stablehlo.multiply %1148, %1148 : tensor<3xf32>
    %1156 = stablehlo.reshape %1143 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1157 = stablehlo.reshape %1146 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1158 = stablehlo.reshape %1149 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1159 = stablehlo.reshape %1150 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1160 = stablehlo.reshape %1151 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1161 = stablehlo.reshape %1152 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1162 = stablehlo.reshape %1153 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1163 = stablehlo.reshape %1154 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1164 = stablehlo.reshape %1155 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1165 = stablehlo.concatenate %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1156, %1157, %1158, %1159, %1160, %1161, %1162, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1166 = stablehlo.concatenate %1163, %1164, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1156, %1157, %1158, %1159, %1160, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1167 = stablehlo.concatenate %1161, %1162, %1163, %1164, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1156, %1157, %1158, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1168 = stablehlo.concatenate %1159, %1160, %1161, %1162, %1163, %1164, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1156, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1169 = stablehlo.concatenate %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1170 = stablehlo.concatenate %1164, dim = 1 : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %1171 = stablehlo.concatenate %1165, %1166, %1167, %1168, %1169, %1170, dim = 1 : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1172 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x81x3x3xf32>
    %1173:6 = stablehlo.while(%iterArg = %1140, %iterArg_139 = %1171, %iterArg_140 = %c_38, %iterArg_141 = %c_39, %iterArg_142 = %c_39, %iterArg_143 = %1172) : tensor<4096x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<4096x81x3x3xf32>
    cond {
      %c_144 = stablehlo.constant dense<3> : tensor<i32>
      %1436 = stablehlo.compare LT, %iterArg_141, %c_144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1436 : tensor<i1>
    } do {
      %c_144 = stablehlo.constant dense<1> : tensor<i32>
      %1436 = stablehlo.add %iterArg_142, %c_144 : tensor<i32>
      %c_145 = stablehlo.constant dense<0> : tensor<i32>
      %1437 = stablehlo.compare LT, %iterArg_142, %c_145, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_146 = stablehlo.constant dense<3> : tensor<i32>
      %1438 = stablehlo.add %iterArg_142, %c_146 : tensor<i32>
      %1439 = stablehlo.select %1437, %1438, %iterArg_142 : tensor<i1>, tensor<i32>
      %1440 = stablehlo.dynamic_slice %iterArg, %c_145, %c_145, %1439, %c_145, %c_145, sizes = [4096, 9, 1, 10, 10] : (tensor<4096x9x3x10x10xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4096x9x1x10x10xf32>
      %1441 = stablehlo.reshape %1440 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
      %1442 = stablehlo.dynamic_slice %iterArg_139, %1439, %c_145, sizes = [1, 81] : (tensor<3x81xf32>, tensor<i32>, tensor<i32>) -> tensor<1x81xf32>
      %c_147 = stablehlo.constant dense<0> : tensor<81xi32>
      %1443 = stablehlo.compare LT, %iterArg_140, %c_147, SIGNED : (tensor<81xi32>, tensor<81xi32>) -> tensor<81xi1>
      %c_148 = stablehlo.constant dense<9> : tensor<81xi32>
      %1444 = stablehlo.add %iterArg_140, %c_148 : tensor<81xi32>
      %1445 = stablehlo.select %1443, %1444, %iterArg_140 : tensor<81xi1>, tensor<81xi32>
      %1446 = stablehlo.reshape %1445 : (tensor<81xi32>) -> tensor<81x1xi32>
      %1447 = "stablehlo.gather"(%1441, %1446) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
      %1448 = stablehlo.reshape %1442 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
      %1449 = stablehlo.broadcast_in_dim %1448, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
      %1450 = stablehlo.slice %1447 [0:4096, 0:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x81x3x3xf32>
      %1451 = stablehlo.multiply %1449, %1450 : tensor<4096x81x3x3xf32>
      %1452 = stablehlo.add %iterArg_143, %1451 : tensor<4096x81x3x3xf32>
      %1453 = stablehlo.add %iterArg_141, %c_144 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_139, %iterArg_140, %1453, %1436, %1452 : tensor<4096x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<4096x81x3x3xf32>
    }
    %1174 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x729xf32>
    %c_58 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %1175 = stablehlo.slice %1173#5 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1176 = stablehlo.reshape %1175 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1177 = "stablehlo.scatter"(%1174, %c_58, %1176) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_59 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %1178 = stablehlo.slice %1173#5 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1179 = stablehlo.reshape %1178 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1180 = "stablehlo.scatter"(%1177, %c_59, %1179) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_60 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %1181 = stablehlo.slice %1173#5 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1182 = stablehlo.reshape %1181 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1183 = "stablehlo.scatter"(%1180, %c_60, %1182) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_61 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %1184 = stablehlo.slice %1173#5 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1185 = stablehlo.reshape %1184 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1186 = "stablehlo.scatter"(%1183, %c_61, %1185) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_62 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %1187 = stablehlo.slice %1173#5 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1188 = stablehlo.reshape %1187 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1189 = "stablehlo.scatter"(%1186, %c_62, %1188) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_63 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %1190 = stablehlo.slice %1173#5 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1192 = "stablehlo.scatter"(%1189, %c_63, %1191) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_64 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %1193 = stablehlo.slice %1173#5 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1194 = stablehlo.reshape %1193 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1195 = "stablehlo.scatter"(%1192, %c_64, %1194) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_65 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %1196 = stablehlo.slice %1173#5 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1198 = "stablehlo.scatter"(%1195, %c_65, %1197) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_66 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %1199 = stablehlo.slice %1173#5 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1200 = stablehlo.reshape %1199 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1201 = "stablehlo.scatter"(%1198, %c_66, %1200) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_67 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %1202 = stablehlo.slice %1173#5 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1204 = "stablehlo.scatter"(%1201, %c_67, %1203) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_68 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %1205 = stablehlo.slice %1173#5 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1206 = stablehlo.reshape %1205 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1207 = "stablehlo.scatter"(%1204, %c_68, %1206) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_69 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %1208 = stablehlo.slice %1173#5 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1209 = stablehlo.reshape %1208 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1210 = "stablehlo.scatter"(%1207, %c_69, %1209) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_70 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %1211 = stablehlo.slice %1173#5 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1212 = stablehlo.reshape %1211 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1213 = "stablehlo.scatter"(%1210, %c_70, %1212) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_71 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %1214 = stablehlo.slice %1173#5 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1216 = "stablehlo.scatter"(%1213, %c_71, %1215) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_72 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %1217 = stablehlo.slice %1173#5 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1219 = "stablehlo.scatter"(%1216, %c_72, %1218) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_73 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %1220 = stablehlo.slice %1173#5 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1221 = stablehlo.reshape %1220 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1222 = "stablehlo.scatter"(%1219, %c_73, %1221) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_74 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %1223 = stablehlo.slice %1173#5 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1224 = stablehlo.reshape %1223 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1225 = "stablehlo.scatter"(%1222, %c_74, %1224) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_75 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %1226 = stablehlo.slice %1173#5 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1227 = stablehlo.reshape %1226 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1228 = "stablehlo.scatter"(%1225, %c_75, %1227) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_76 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %1229 = stablehlo.slice %1173#5 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1230 = stablehlo.reshape %1229 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1231 = "stablehlo.scatter"(%1228, %c_76, %1230) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_77 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %1232 = stablehlo.slice %1173#5 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1233 = stablehlo.reshape %1232 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1234 = "stablehlo.scatter"(%1231, %c_77, %1233) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_78 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %1235 = stablehlo.slice %1173#5 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1237 = "stablehlo.scatter"(%1234, %c_78, %1236) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_79 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %1238 = stablehlo.slice %1173#5 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1240 = "stablehlo.scatter"(%1237, %c_79, %1239) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_80 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %1241 = stablehlo.slice %1173#5 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1243 = "stablehlo.scatter"(%1240, %c_80, %1242) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_81 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %1244 = stablehlo.slice %1173#5 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1246 = "stablehlo.scatter"(%1243, %c_81, %1245) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_82 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %1247 = stablehlo.slice %1173#5 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1248 = stablehlo.reshape %1247 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1249 = "stablehlo.scatter"(%1246, %c_82, %1248) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_83 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %1250 = stablehlo.slice %1173#5 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1252 = "stablehlo.scatter"(%1249, %c_83, %1251) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_84 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %1253 = stablehlo.slice %1173#5 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1254 = stablehlo.reshape %1253 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1255 = "stablehlo.scatter"(%1252, %c_84, %1254) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_85 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %1256 = stablehlo.slice %1173#5 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1258 = "stablehlo.scatter"(%1255, %c_85, %1257) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_86 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %1259 = stablehlo.slice %1173#5 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1261 = "stablehlo.scatter"(%1258, %c_86, %1260) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_87 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %1262 = stablehlo.slice %1173#5 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1263 = stablehlo.reshape %1262 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1264 = "stablehlo.scatter"(%1261, %c_87, %1263) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_88 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %1265 = stablehlo.slice %1173#5 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1267 = "stablehlo.scatter"(%1264, %c_88, %1266) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_89 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %1268 = stablehlo.slice %1173#5 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1269 = stablehlo.reshape %1268 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1270 = "stablehlo.scatter"(%1267, %c_89, %1269) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_90 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1271 = stablehlo.slice %1173#5 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1273 = "stablehlo.scatter"(%1270, %c_90, %1272) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_91 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1274 = stablehlo.slice %1173#5 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1276 = "stablehlo.scatter"(%1273, %c_91, %1275) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_92 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1277 = stablehlo.slice %1173#5 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1279 = "stablehlo.scatter"(%1276, %c_92, %1278) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_93 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1280 = stablehlo.slice %1173#5 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1281 = stablehlo.reshape %1280 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1282 = "stablehlo.scatter"(%1279, %c_93, %1281) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_94 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1283 = stablehlo.slice %1173#5 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1284 = stablehlo.reshape %1283 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1285 = "stablehlo.scatter"(%1282, %c_94, %1284) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_95 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1286 = stablehlo.slice %1173#5 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1288 = "stablehlo.scatter"(%1285, %c_95, %1287) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_96 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1289 = stablehlo.slice %1173#5 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1291 = "stablehlo.scatter"(%1288, %c_96, %1290) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_97 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1292 = stablehlo.slice %1173#5 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1294 = "stablehlo.scatter"(%1291, %c_97, %1293) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_98 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1295 = stablehlo.slice %1173#5 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1297 = "stablehlo.scatter"(%1294, %c_98, %1296) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_99 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1298 = stablehlo.slice %1173#5 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1300 = "stablehlo.scatter"(%1297, %c_99, %1299) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_100 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1301 = stablehlo.slice %1173#5 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1302 = stablehlo.reshape %1301 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1303 = "stablehlo.scatter"(%1300, %c_100, %1302) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_101 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1304 = stablehlo.slice %1173#5 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1306 = "stablehlo.scatter"(%1303, %c_101, %1305) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_102 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1307 = stablehlo.slice %1173#5 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1309 = "stablehlo.scatter"(%1306, %c_102, %1308) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_103 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1310 = stablehlo.slice %1173#5 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1312 = "stablehlo.scatter"(%1309, %c_103, %1311) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_104 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1313 = stablehlo.slice %1173#5 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1314 = stablehlo.reshape %1313 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1315 = "stablehlo.scatter"(%1312, %c_104, %1314) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_105 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1316 = stablehlo.slice %1173#5 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1318 = "stablehlo.scatter"(%1315, %c_105, %1317) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_106 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1319 = stablehlo.slice %1173#5 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1320 = stablehlo.reshape %1319 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1321 = "stablehlo.scatter"(%1318, %c_106, %1320) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_107 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1322 = stablehlo.slice %1173#5 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1324 = "stablehlo.scatter"(%1321, %c_107, %1323) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_108 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1325 = stablehlo.slice %1173#5 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1327 = "stablehlo.scatter"(%1324, %c_108, %1326) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_109 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1328 = stablehlo.slice %1173#5 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1329 = stablehlo.reshape %1328 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1330 = "stablehlo.scatter"(%1327, %c_109, %1329) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_110 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1331 = stablehlo.slice %1173#5 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1332 = stablehlo.reshape %1331 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1333 = "stablehlo.scatter"(%1330, %c_110, %1332) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_111 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1334 = stablehlo.slice %1173#5 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1336 = "stablehlo.scatter"(%1333, %c_111, %1335) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_112 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1337 = stablehlo.slice %1173#5 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1339 = "stablehlo.scatter"(%1336, %c_112, %1338) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_113 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1340 = stablehlo.slice %1173#5 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1341 = stablehlo.reshape %1340 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1342 = "stablehlo.scatter"(%1339, %c_113, %1341) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_114 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1343 = stablehlo.slice %1173#5 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1345 = "stablehlo.scatter"(%1342, %c_114, %1344) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_115 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1346 = stablehlo.slice %1173#5 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1347 = stablehlo.reshape %1346 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1348 = "stablehlo.scatter"(%1345, %c_115, %1347) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_116 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1349 = stablehlo.slice %1173#5 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1351 = "stablehlo.scatter"(%1348, %c_116, %1350) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_117 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1352 = stablehlo.slice %1173#5 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1353 = stablehlo.reshape %1352 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1354 = "stablehlo.scatter"(%1351, %c_117, %1353) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_118 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1355 = stablehlo.slice %1173#5 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1356 = stablehlo.reshape %1355 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1357 = "stablehlo.scatter"(%1354, %c_118, %1356) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_119 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1358 = stablehlo.slice %1173#5 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1360 = "stablehlo.scatter"(%1357, %c_119, %1359) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_120 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1361 = stablehlo.slice %1173#5 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1363 = "stablehlo.scatter"(%1360, %c_120, %1362) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_121 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1364 = stablehlo.slice %1173#5 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1366 = "stablehlo.scatter"(%1363, %c_121, %1365) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_122 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1367 = stablehlo.slice %1173#5 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1368 = stablehlo.reshape %1367 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1369 = "stablehlo.scatter"(%1366, %c_122, %1368) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_123 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1370 = stablehlo.slice %1173#5 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1372 = "stablehlo.scatter"(%1369, %c_123, %1371) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_124 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1373 = stablehlo.slice %1173#5 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1375 = "stablehlo.scatter"(%1372, %c_124, %1374) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_125 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1376 = stablehlo.slice %1173#5 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1378 = "stablehlo.scatter"(%1375, %c_125, %1377) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_126 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1379 = stablehlo.slice %1173#5 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1381 = "stablehlo.scatter"(%1378, %c_126, %1380) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_127 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1382 = stablehlo.slice %1173#5 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1384 = "stablehlo.scatter"(%1381, %c_127, %1383) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_128 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1385 = stablehlo.slice %1173#5 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1386 = stablehlo.reshape %1385 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1387 = "stablehlo.scatter"(%1384, %c_128, %1386) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_129 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1388 = stablehlo.slice %1173#5 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1389 = stablehlo.reshape %1388 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1390 = "stablehlo.scatter"(%1387, %c_129, %1389) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_130 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1391 = stablehlo.slice %1173#5 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1393 = "stablehlo.scatter"(%1390, %c_130, %1392) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_131 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1394 = stablehlo.slice %1173#5 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1396 = "stablehlo.scatter"(%1393, %c_131, %1395) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_132 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1397 = stablehlo.slice %1173#5 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1399 = "stablehlo.scatter"(%1396, %c_132, %1398) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_133 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1400 = stablehlo.slice %1173#5 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1402 = "stablehlo.scatter"(%1399, %c_133, %1401) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_134 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1403 = stablehlo.slice %1173#5 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1405 = "stablehlo.scatter"(%1402, %c_134, %1404) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_135 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1406 = stablehlo.slice %1173#5 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1407 = stablehlo.reshape %1406 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1408 = "stablehlo.scatter"(%1405, %c_135, %1407) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_136 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1409 = stablehlo.slice %1173#5 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1411 = "stablehlo.scatter"(%1408, %c_136, %1410) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_137 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1412 = stablehlo.slice %1173#5 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1413 = stablehlo.reshape %1412 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1414 = "stablehlo.scatter"(%1411, %c_137, %1413) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_138 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1415 = stablehlo.slice %1173#5 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1417 = "stablehlo.scatter"(%1414, %c_138, %1416) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %1418 = stablehlo.reshape %1417 : (tensor<4096x729xf32>) -> tensor<4096x27x27xf32>
    %1419 = stablehlo.dot_general %1418, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x27x27xf32>, tensor<4096x27xf32>) -> tensor<4096x27xf32>
    %1420 = stablehlo.add %806, %1419 : tensor<4096x27xf32>
    %1421 = stablehlo.reshape %arg2 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1422 = stablehlo.reshape %1420 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1423 = stablehlo.dot_general %1421, %1422, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1424 = stablehlo.divide %arg3, %1423 : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1426 = stablehlo.multiply %1425, %arg2 : tensor<4096x27xf32>
    %1427 = stablehlo.add %arg0, %1426 : tensor<4096x27xf32>
    %1428 = stablehlo.multiply %1425, %1420 : tensor<4096x27xf32>
    %1429 = stablehlo.subtract %arg1, %1428 : tensor<4096x27xf32>
    %1430 = stablehlo.reshape %1429 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1431 = stablehlo.dot_general %1430, %1430, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1432 = stablehlo.divide %1431, %arg3 : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %1432, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1434 = stablehlo.multiply %1433, %arg2 : tensor<4096x27xf32>
    %1435 = stablehlo.add %1429, %1434 : tensor<4096x27xf32>
    return %1427, %1429, %1435, %1431 : tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<f32>
  }
}
