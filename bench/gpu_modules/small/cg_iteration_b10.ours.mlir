module @jit_cg_iteration_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x27xf32>, %arg1: tensor<32x27xf32>, %arg2: tensor<32x27xf32>, %arg3: tensor<f32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<32x6x27xf32>, %arg7: tensor<32x27xf32>) -> (tensor<32x27xf32> {jax.result_info = "result[0]"}, tensor<32x27xf32> {jax.result_info = "result[1]"}, tensor<32x27xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
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
    %0 = "stablehlo.gather"(%arg2, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %1 = "stablehlo.gather"(%arg2, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %2 = "stablehlo.gather"(%arg2, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %3 = stablehlo.reshape %arg4 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg5 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = "stablehlo.gather"(%3, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %8 = stablehlo.reshape %0 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %9 = stablehlo.slice %8 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %10 = stablehlo.slice %8 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %11 = stablehlo.slice %8 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %12 = stablehlo.concatenate %9, %9, %9, %10, %10, %10, %11, %11, %11, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %13 = stablehlo.reshape %12 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x3x3xf32>
    %15 = "stablehlo.gather"(%3, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %18 = stablehlo.slice %8 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %19 = stablehlo.slice %8 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %20 = stablehlo.slice %8 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %21 = stablehlo.concatenate %18, %18, %18, %19, %19, %19, %20, %20, %20, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %22 = stablehlo.reshape %21 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %23 = stablehlo.multiply %17, %22 : tensor<32x3x3xf32>
    %24 = stablehlo.add %14, %23 : tensor<32x3x3xf32>
    %25 = "stablehlo.gather"(%3, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %26 = stablehlo.reshape %25 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %28 = stablehlo.slice %8 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %29 = stablehlo.slice %8 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %30 = stablehlo.slice %8 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %31 = stablehlo.concatenate %28, %28, %28, %29, %29, %29, %30, %30, %30, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %32 = stablehlo.reshape %31 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<32x3x3xf32>
    %34 = stablehlo.add %24, %33 : tensor<32x3x3xf32>
    %35 = "stablehlo.gather"(%4, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %36 = stablehlo.reshape %35 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %38 = stablehlo.multiply %37, %13 : tensor<32x3x3xf32>
    %39 = "stablehlo.gather"(%4, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %40 = stablehlo.reshape %39 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %42 = stablehlo.multiply %41, %22 : tensor<32x3x3xf32>
    %43 = stablehlo.add %38, %42 : tensor<32x3x3xf32>
    %44 = "stablehlo.gather"(%4, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %45 = stablehlo.reshape %44 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %47 = stablehlo.multiply %46, %32 : tensor<32x3x3xf32>
    %48 = stablehlo.add %43, %47 : tensor<32x3x3xf32>
    %49 = stablehlo.reshape %1 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %50 = stablehlo.slice %49 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %51 = stablehlo.slice %49 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %52 = stablehlo.slice %49 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %53 = stablehlo.concatenate %50, %50, %50, %51, %51, %51, %52, %52, %52, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %54 = stablehlo.reshape %53 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %55 = stablehlo.multiply %7, %54 : tensor<32x3x3xf32>
    %56 = stablehlo.slice %49 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %57 = stablehlo.slice %49 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %58 = stablehlo.slice %49 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %59 = stablehlo.concatenate %56, %56, %56, %57, %57, %57, %58, %58, %58, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %60 = stablehlo.reshape %59 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %61 = stablehlo.multiply %17, %60 : tensor<32x3x3xf32>
    %62 = stablehlo.add %55, %61 : tensor<32x3x3xf32>
    %63 = stablehlo.slice %49 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %64 = stablehlo.slice %49 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %65 = stablehlo.slice %49 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %66 = stablehlo.concatenate %63, %63, %63, %64, %64, %64, %65, %65, %65, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %67 = stablehlo.reshape %66 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %68 = stablehlo.multiply %27, %67 : tensor<32x3x3xf32>
    %69 = stablehlo.add %62, %68 : tensor<32x3x3xf32>
    %70 = stablehlo.multiply %37, %54 : tensor<32x3x3xf32>
    %71 = stablehlo.multiply %41, %60 : tensor<32x3x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<32x3x3xf32>
    %73 = stablehlo.multiply %46, %67 : tensor<32x3x3xf32>
    %74 = stablehlo.add %72, %73 : tensor<32x3x3xf32>
    %75 = stablehlo.reshape %2 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %76 = stablehlo.slice %75 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %77 = stablehlo.slice %75 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %78 = stablehlo.slice %75 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %79 = stablehlo.concatenate %76, %76, %76, %77, %77, %77, %78, %78, %78, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %80 = stablehlo.reshape %79 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %81 = stablehlo.multiply %7, %80 : tensor<32x3x3xf32>
    %82 = stablehlo.slice %75 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %83 = stablehlo.slice %75 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %84 = stablehlo.slice %75 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %85 = stablehlo.concatenate %82, %82, %82, %83, %83, %83, %84, %84, %84, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %86 = stablehlo.reshape %85 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %87 = stablehlo.multiply %17, %86 : tensor<32x3x3xf32>
    %88 = stablehlo.add %81, %87 : tensor<32x3x3xf32>
    %89 = stablehlo.slice %75 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %90 = stablehlo.slice %75 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %91 = stablehlo.slice %75 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %92 = stablehlo.concatenate %89, %89, %89, %90, %90, %90, %91, %91, %91, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %93 = stablehlo.reshape %92 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %94 = stablehlo.multiply %27, %93 : tensor<32x3x3xf32>
    %95 = stablehlo.add %88, %94 : tensor<32x3x3xf32>
    %96 = stablehlo.multiply %37, %80 : tensor<32x3x3xf32>
    %97 = stablehlo.multiply %41, %86 : tensor<32x3x3xf32>
    %98 = stablehlo.add %96, %97 : tensor<32x3x3xf32>
    %99 = stablehlo.multiply %46, %93 : tensor<32x3x3xf32>
    %100 = stablehlo.add %98, %99 : tensor<32x3x3xf32>
    %101 = stablehlo.slice %arg6 [0:32, 0:1, 0:27] : (tensor<32x6x27xf32>) -> tensor<32x1x27xf32>
    %102 = stablehlo.reshape %101 : (tensor<32x1x27xf32>) -> tensor<32x27xf32>
    %103 = stablehlo.slice %arg6 [0:32, 1:2, 0:27] : (tensor<32x6x27xf32>) -> tensor<32x1x27xf32>
    %104 = stablehlo.reshape %103 : (tensor<32x1x27xf32>) -> tensor<32x27xf32>
    %105 = stablehlo.slice %arg6 [0:32, 2:3, 0:27] : (tensor<32x6x27xf32>) -> tensor<32x1x27xf32>
    %106 = stablehlo.reshape %105 : (tensor<32x1x27xf32>) -> tensor<32x27xf32>
    %107 = stablehlo.slice %arg6 [0:32, 3:4, 0:27] : (tensor<32x6x27xf32>) -> tensor<32x1x27xf32>
    %108 = stablehlo.reshape %107 : (tensor<32x1x27xf32>) -> tensor<32x27xf32>
    %109 = stablehlo.slice %arg6 [0:32, 4:5, 0:27] : (tensor<32x6x27xf32>) -> tensor<32x1x27xf32>
    %110 = stablehlo.reshape %109 : (tensor<32x1x27xf32>) -> tensor<32x27xf32>
    %111 = stablehlo.slice %arg6 [0:32, 5:6, 0:27] : (tensor<32x6x27xf32>) -> tensor<32x1x27xf32>
    %112 = stablehlo.reshape %111 : (tensor<32x1x27xf32>) -> tensor<32x27xf32>
    %113 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %114 = stablehlo.reshape %113 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %116 = "stablehlo.gather"(%102, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %117 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %118 = stablehlo.reshape %117 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %120 = stablehlo.reshape %48 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %121 = stablehlo.slice %120 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %122 = stablehlo.concatenate %121, %121, %121, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %123 = stablehlo.reshape %122 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %124 = stablehlo.multiply %119, %123 : tensor<32x3x3xf32>
    %125 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %126 = stablehlo.reshape %125 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %128 = stablehlo.slice %120 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %129 = stablehlo.concatenate %128, %128, %128, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %130 = stablehlo.reshape %129 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<32x3x3xf32>
    %132 = stablehlo.add %124, %131 : tensor<32x3x3xf32>
    %133 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %134 = stablehlo.reshape %133 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %136 = stablehlo.slice %120 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %137 = stablehlo.concatenate %136, %136, %136, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %138 = stablehlo.reshape %137 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<32x3x3xf32>
    %140 = stablehlo.add %132, %139 : tensor<32x3x3xf32>
    %141 = stablehlo.multiply %115, %140 : tensor<32x3x3xf32>
    %142 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %143 = stablehlo.reshape %142 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %145 = stablehlo.reshape %74 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %146 = stablehlo.slice %145 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %147 = stablehlo.concatenate %146, %146, %146, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %148 = stablehlo.reshape %147 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %149 = stablehlo.multiply %119, %148 : tensor<32x3x3xf32>
    %150 = stablehlo.slice %145 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %151 = stablehlo.concatenate %150, %150, %150, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %152 = stablehlo.reshape %151 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %153 = stablehlo.multiply %127, %152 : tensor<32x3x3xf32>
    %154 = stablehlo.add %149, %153 : tensor<32x3x3xf32>
    %155 = stablehlo.slice %145 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %156 = stablehlo.concatenate %155, %155, %155, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %157 = stablehlo.reshape %156 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %158 = stablehlo.multiply %135, %157 : tensor<32x3x3xf32>
    %159 = stablehlo.add %154, %158 : tensor<32x3x3xf32>
    %160 = stablehlo.multiply %144, %159 : tensor<32x3x3xf32>
    %161 = stablehlo.add %141, %160 : tensor<32x3x3xf32>
    %162 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %163 = stablehlo.reshape %162 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %165 = stablehlo.reshape %100 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %166 = stablehlo.slice %165 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %167 = stablehlo.concatenate %166, %166, %166, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %169 = stablehlo.multiply %119, %168 : tensor<32x3x3xf32>
    %170 = stablehlo.slice %165 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %171 = stablehlo.concatenate %170, %170, %170, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %172 = stablehlo.reshape %171 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %173 = stablehlo.multiply %127, %172 : tensor<32x3x3xf32>
    %174 = stablehlo.add %169, %173 : tensor<32x3x3xf32>
    %175 = stablehlo.slice %165 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %178 = stablehlo.multiply %135, %177 : tensor<32x3x3xf32>
    %179 = stablehlo.add %174, %178 : tensor<32x3x3xf32>
    %180 = stablehlo.multiply %164, %179 : tensor<32x3x3xf32>
    %181 = stablehlo.add %161, %180 : tensor<32x3x3xf32>
    %182 = stablehlo.multiply %116, %181 : tensor<32x3x3xf32>
    %183 = "stablehlo.gather"(%104, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %184 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %185 = stablehlo.reshape %184 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %187 = stablehlo.reshape %34 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %188 = stablehlo.slice %187 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %189 = stablehlo.concatenate %188, %188, %188, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %190 = stablehlo.reshape %189 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<32x3x3xf32>
    %192 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %193 = stablehlo.reshape %192 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %195 = stablehlo.slice %187 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %196 = stablehlo.concatenate %195, %195, %195, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %197 = stablehlo.reshape %196 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<32x3x3xf32>
    %199 = stablehlo.add %191, %198 : tensor<32x3x3xf32>
    %200 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %201 = stablehlo.reshape %200 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %203 = stablehlo.slice %187 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %204 = stablehlo.concatenate %203, %203, %203, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %205 = stablehlo.reshape %204 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<32x3x3xf32>
    %207 = stablehlo.add %199, %206 : tensor<32x3x3xf32>
    %208 = stablehlo.multiply %115, %207 : tensor<32x3x3xf32>
    %209 = stablehlo.reshape %69 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %210 = stablehlo.slice %209 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %211 = stablehlo.concatenate %210, %210, %210, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %212 = stablehlo.reshape %211 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %213 = stablehlo.multiply %186, %212 : tensor<32x3x3xf32>
    %214 = stablehlo.slice %209 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %215 = stablehlo.concatenate %214, %214, %214, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %216 = stablehlo.reshape %215 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %217 = stablehlo.multiply %194, %216 : tensor<32x3x3xf32>
    %218 = stablehlo.add %213, %217 : tensor<32x3x3xf32>
    %219 = stablehlo.slice %209 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %220 = stablehlo.concatenate %219, %219, %219, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %221 = stablehlo.reshape %220 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %222 = stablehlo.multiply %202, %221 : tensor<32x3x3xf32>
    %223 = stablehlo.add %218, %222 : tensor<32x3x3xf32>
    %224 = stablehlo.multiply %144, %223 : tensor<32x3x3xf32>
    %225 = stablehlo.add %208, %224 : tensor<32x3x3xf32>
    %226 = stablehlo.reshape %95 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %227 = stablehlo.slice %226 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %228 = stablehlo.concatenate %227, %227, %227, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %229 = stablehlo.reshape %228 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %230 = stablehlo.multiply %186, %229 : tensor<32x3x3xf32>
    %231 = stablehlo.slice %226 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %232 = stablehlo.concatenate %231, %231, %231, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %233 = stablehlo.reshape %232 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %234 = stablehlo.multiply %194, %233 : tensor<32x3x3xf32>
    %235 = stablehlo.add %230, %234 : tensor<32x3x3xf32>
    %236 = stablehlo.slice %226 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %237 = stablehlo.concatenate %236, %236, %236, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %238 = stablehlo.reshape %237 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %239 = stablehlo.multiply %202, %238 : tensor<32x3x3xf32>
    %240 = stablehlo.add %235, %239 : tensor<32x3x3xf32>
    %241 = stablehlo.multiply %164, %240 : tensor<32x3x3xf32>
    %242 = stablehlo.add %225, %241 : tensor<32x3x3xf32>
    %243 = stablehlo.multiply %183, %242 : tensor<32x3x3xf32>
    %244 = stablehlo.add %182, %243 : tensor<32x3x3xf32>
    %245 = "stablehlo.gather"(%106, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %246 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %247 = stablehlo.reshape %246 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %249 = stablehlo.multiply %119, %190 : tensor<32x3x3xf32>
    %250 = stablehlo.multiply %127, %197 : tensor<32x3x3xf32>
    %251 = stablehlo.add %249, %250 : tensor<32x3x3xf32>
    %252 = stablehlo.multiply %135, %205 : tensor<32x3x3xf32>
    %253 = stablehlo.add %251, %252 : tensor<32x3x3xf32>
    %254 = stablehlo.multiply %248, %253 : tensor<32x3x3xf32>
    %255 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %256 = stablehlo.reshape %255 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %258 = stablehlo.multiply %119, %212 : tensor<32x3x3xf32>
    %259 = stablehlo.multiply %127, %216 : tensor<32x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<32x3x3xf32>
    %261 = stablehlo.multiply %135, %221 : tensor<32x3x3xf32>
    %262 = stablehlo.add %260, %261 : tensor<32x3x3xf32>
    %263 = stablehlo.multiply %257, %262 : tensor<32x3x3xf32>
    %264 = stablehlo.add %254, %263 : tensor<32x3x3xf32>
    %265 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %266 = stablehlo.reshape %265 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %268 = stablehlo.multiply %119, %229 : tensor<32x3x3xf32>
    %269 = stablehlo.multiply %127, %233 : tensor<32x3x3xf32>
    %270 = stablehlo.add %268, %269 : tensor<32x3x3xf32>
    %271 = stablehlo.multiply %135, %238 : tensor<32x3x3xf32>
    %272 = stablehlo.add %270, %271 : tensor<32x3x3xf32>
    %273 = stablehlo.multiply %267, %272 : tensor<32x3x3xf32>
    %274 = stablehlo.add %264, %273 : tensor<32x3x3xf32>
    %275 = stablehlo.multiply %245, %274 : tensor<32x3x3xf32>
    %276 = stablehlo.add %244, %275 : tensor<32x3x3xf32>
    %277 = stablehlo.multiply %115, %276 : tensor<32x3x3xf32>
    %278 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %279 = stablehlo.reshape %278 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %281 = "stablehlo.gather"(%102, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %282 = stablehlo.multiply %280, %140 : tensor<32x3x3xf32>
    %283 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %284 = stablehlo.reshape %283 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %286 = stablehlo.multiply %285, %159 : tensor<32x3x3xf32>
    %287 = stablehlo.add %282, %286 : tensor<32x3x3xf32>
    %288 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %289 = stablehlo.reshape %288 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %291 = stablehlo.multiply %290, %179 : tensor<32x3x3xf32>
    %292 = stablehlo.add %287, %291 : tensor<32x3x3xf32>
    %293 = stablehlo.multiply %281, %292 : tensor<32x3x3xf32>
    %294 = "stablehlo.gather"(%104, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %295 = stablehlo.multiply %280, %207 : tensor<32x3x3xf32>
    %296 = stablehlo.multiply %285, %223 : tensor<32x3x3xf32>
    %297 = stablehlo.add %295, %296 : tensor<32x3x3xf32>
    %298 = stablehlo.multiply %290, %240 : tensor<32x3x3xf32>
    %299 = stablehlo.add %297, %298 : tensor<32x3x3xf32>
    %300 = stablehlo.multiply %294, %299 : tensor<32x3x3xf32>
    %301 = stablehlo.add %293, %300 : tensor<32x3x3xf32>
    %302 = "stablehlo.gather"(%106, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %303 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %304 = stablehlo.reshape %303 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %306 = stablehlo.multiply %305, %253 : tensor<32x3x3xf32>
    %307 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %308 = stablehlo.reshape %307 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %310 = stablehlo.multiply %309, %262 : tensor<32x3x3xf32>
    %311 = stablehlo.add %306, %310 : tensor<32x3x3xf32>
    %312 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %315 = stablehlo.multiply %314, %272 : tensor<32x3x3xf32>
    %316 = stablehlo.add %311, %315 : tensor<32x3x3xf32>
    %317 = stablehlo.multiply %302, %316 : tensor<32x3x3xf32>
    %318 = stablehlo.add %301, %317 : tensor<32x3x3xf32>
    %319 = stablehlo.multiply %280, %318 : tensor<32x3x3xf32>
    %320 = stablehlo.add %277, %319 : tensor<32x3x3xf32>
    %321 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %322 = stablehlo.reshape %321 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %324 = "stablehlo.gather"(%102, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %325 = stablehlo.multiply %323, %140 : tensor<32x3x3xf32>
    %326 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %327 = stablehlo.reshape %326 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %329 = stablehlo.multiply %328, %159 : tensor<32x3x3xf32>
    %330 = stablehlo.add %325, %329 : tensor<32x3x3xf32>
    %331 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %332 = stablehlo.reshape %331 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %334 = stablehlo.multiply %333, %179 : tensor<32x3x3xf32>
    %335 = stablehlo.add %330, %334 : tensor<32x3x3xf32>
    %336 = stablehlo.multiply %324, %335 : tensor<32x3x3xf32>
    %337 = "stablehlo.gather"(%104, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %338 = stablehlo.multiply %323, %207 : tensor<32x3x3xf32>
    %339 = stablehlo.multiply %328, %223 : tensor<32x3x3xf32>
    %340 = stablehlo.add %338, %339 : tensor<32x3x3xf32>
    %341 = stablehlo.multiply %333, %240 : tensor<32x3x3xf32>
    %342 = stablehlo.add %340, %341 : tensor<32x3x3xf32>
    %343 = stablehlo.multiply %337, %342 : tensor<32x3x3xf32>
    %344 = stablehlo.add %336, %343 : tensor<32x3x3xf32>
    %345 = "stablehlo.gather"(%106, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %346 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %347 = stablehlo.reshape %346 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %349 = stablehlo.multiply %348, %253 : tensor<32x3x3xf32>
    %350 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %351 = stablehlo.reshape %350 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %353 = stablehlo.multiply %352, %262 : tensor<32x3x3xf32>
    %354 = stablehlo.add %349, %353 : tensor<32x3x3xf32>
    %355 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %356 = stablehlo.reshape %355 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %358 = stablehlo.multiply %357, %272 : tensor<32x3x3xf32>
    %359 = stablehlo.add %354, %358 : tensor<32x3x3xf32>
    %360 = stablehlo.multiply %345, %359 : tensor<32x3x3xf32>
    %361 = stablehlo.add %344, %360 : tensor<32x3x3xf32>
    %362 = stablehlo.multiply %323, %361 : tensor<32x3x3xf32>
    %363 = stablehlo.add %320, %362 : tensor<32x3x3xf32>
    %364 = stablehlo.multiply %183, %181 : tensor<32x3x3xf32>
    %365 = "stablehlo.gather"(%108, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %366 = stablehlo.multiply %365, %242 : tensor<32x3x3xf32>
    %367 = stablehlo.add %364, %366 : tensor<32x3x3xf32>
    %368 = "stablehlo.gather"(%110, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %369 = stablehlo.multiply %368, %274 : tensor<32x3x3xf32>
    %370 = stablehlo.add %367, %369 : tensor<32x3x3xf32>
    %371 = stablehlo.multiply %115, %370 : tensor<32x3x3xf32>
    %372 = stablehlo.multiply %294, %292 : tensor<32x3x3xf32>
    %373 = "stablehlo.gather"(%108, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %374 = stablehlo.multiply %373, %299 : tensor<32x3x3xf32>
    %375 = stablehlo.add %372, %374 : tensor<32x3x3xf32>
    %376 = "stablehlo.gather"(%110, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %377 = stablehlo.multiply %376, %316 : tensor<32x3x3xf32>
    %378 = stablehlo.add %375, %377 : tensor<32x3x3xf32>
    %379 = stablehlo.multiply %280, %378 : tensor<32x3x3xf32>
    %380 = stablehlo.add %371, %379 : tensor<32x3x3xf32>
    %381 = stablehlo.multiply %337, %335 : tensor<32x3x3xf32>
    %382 = "stablehlo.gather"(%108, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %383 = stablehlo.multiply %382, %342 : tensor<32x3x3xf32>
    %384 = stablehlo.add %381, %383 : tensor<32x3x3xf32>
    %385 = "stablehlo.gather"(%110, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %386 = stablehlo.multiply %385, %359 : tensor<32x3x3xf32>
    %387 = stablehlo.add %384, %386 : tensor<32x3x3xf32>
    %388 = stablehlo.multiply %323, %387 : tensor<32x3x3xf32>
    %389 = stablehlo.add %380, %388 : tensor<32x3x3xf32>
    %390 = stablehlo.multiply %245, %181 : tensor<32x3x3xf32>
    %391 = stablehlo.multiply %368, %242 : tensor<32x3x3xf32>
    %392 = stablehlo.add %390, %391 : tensor<32x3x3xf32>
    %393 = "stablehlo.gather"(%112, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %394 = stablehlo.multiply %393, %274 : tensor<32x3x3xf32>
    %395 = stablehlo.add %392, %394 : tensor<32x3x3xf32>
    %396 = stablehlo.multiply %248, %395 : tensor<32x3x3xf32>
    %397 = stablehlo.multiply %302, %292 : tensor<32x3x3xf32>
    %398 = stablehlo.multiply %376, %299 : tensor<32x3x3xf32>
    %399 = stablehlo.add %397, %398 : tensor<32x3x3xf32>
    %400 = "stablehlo.gather"(%112, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %401 = stablehlo.multiply %400, %316 : tensor<32x3x3xf32>
    %402 = stablehlo.add %399, %401 : tensor<32x3x3xf32>
    %403 = stablehlo.multiply %305, %402 : tensor<32x3x3xf32>
    %404 = stablehlo.add %396, %403 : tensor<32x3x3xf32>
    %405 = stablehlo.multiply %345, %335 : tensor<32x3x3xf32>
    %406 = stablehlo.multiply %385, %342 : tensor<32x3x3xf32>
    %407 = stablehlo.add %405, %406 : tensor<32x3x3xf32>
    %408 = "stablehlo.gather"(%112, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %409 = stablehlo.multiply %408, %359 : tensor<32x3x3xf32>
    %410 = stablehlo.add %407, %409 : tensor<32x3x3xf32>
    %411 = stablehlo.multiply %348, %410 : tensor<32x3x3xf32>
    %412 = stablehlo.add %404, %411 : tensor<32x3x3xf32>
    %413 = stablehlo.multiply %144, %276 : tensor<32x3x3xf32>
    %414 = stablehlo.multiply %285, %318 : tensor<32x3x3xf32>
    %415 = stablehlo.add %413, %414 : tensor<32x3x3xf32>
    %416 = stablehlo.multiply %328, %361 : tensor<32x3x3xf32>
    %417 = stablehlo.add %415, %416 : tensor<32x3x3xf32>
    %418 = stablehlo.multiply %144, %370 : tensor<32x3x3xf32>
    %419 = stablehlo.multiply %285, %378 : tensor<32x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<32x3x3xf32>
    %421 = stablehlo.multiply %328, %387 : tensor<32x3x3xf32>
    %422 = stablehlo.add %420, %421 : tensor<32x3x3xf32>
    %423 = stablehlo.multiply %257, %395 : tensor<32x3x3xf32>
    %424 = stablehlo.multiply %309, %402 : tensor<32x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<32x3x3xf32>
    %426 = stablehlo.multiply %352, %410 : tensor<32x3x3xf32>
    %427 = stablehlo.add %425, %426 : tensor<32x3x3xf32>
    %428 = stablehlo.multiply %164, %276 : tensor<32x3x3xf32>
    %429 = stablehlo.multiply %290, %318 : tensor<32x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<32x3x3xf32>
    %431 = stablehlo.multiply %333, %361 : tensor<32x3x3xf32>
    %432 = stablehlo.add %430, %431 : tensor<32x3x3xf32>
    %433 = stablehlo.multiply %164, %370 : tensor<32x3x3xf32>
    %434 = stablehlo.multiply %290, %378 : tensor<32x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<32x3x3xf32>
    %436 = stablehlo.multiply %333, %387 : tensor<32x3x3xf32>
    %437 = stablehlo.add %435, %436 : tensor<32x3x3xf32>
    %438 = stablehlo.multiply %267, %395 : tensor<32x3x3xf32>
    %439 = stablehlo.multiply %314, %402 : tensor<32x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<32x3x3xf32>
    %441 = stablehlo.multiply %357, %410 : tensor<32x3x3xf32>
    %442 = stablehlo.add %440, %441 : tensor<32x3x3xf32>
    %443 = "stablehlo.gather"(%3, %c_28) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %444 = "stablehlo.gather"(%3, %c_27) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %445 = "stablehlo.gather"(%3, %c_26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %446 = stablehlo.slice %443 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %447 = stablehlo.reshape %446 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %449 = stablehlo.reshape %363 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %450 = stablehlo.slice %449 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %451 = stablehlo.concatenate %450, %450, %450, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %452 = stablehlo.reshape %451 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %453 = stablehlo.multiply %448, %452 : tensor<32x3x3xf32>
    %454 = stablehlo.slice %444 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %455 = stablehlo.reshape %454 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %457 = stablehlo.slice %449 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %458 = stablehlo.concatenate %457, %457, %457, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %459 = stablehlo.reshape %458 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %460 = stablehlo.multiply %456, %459 : tensor<32x3x3xf32>
    %461 = stablehlo.add %453, %460 : tensor<32x3x3xf32>
    %462 = stablehlo.slice %445 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %465 = stablehlo.slice %449 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %466 = stablehlo.concatenate %465, %465, %465, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %467 = stablehlo.reshape %466 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %468 = stablehlo.multiply %464, %467 : tensor<32x3x3xf32>
    %469 = stablehlo.add %461, %468 : tensor<32x3x3xf32>
    %470 = "stablehlo.gather"(%4, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %471 = stablehlo.reshape %470 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %473 = stablehlo.reshape %389 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %474 = stablehlo.slice %473 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %475 = stablehlo.concatenate %474, %474, %474, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %476 = stablehlo.reshape %475 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %477 = stablehlo.multiply %472, %476 : tensor<32x3x3xf32>
    %478 = "stablehlo.gather"(%4, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %479 = stablehlo.reshape %478 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %481 = stablehlo.slice %473 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %482 = stablehlo.concatenate %481, %481, %481, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %483 = stablehlo.reshape %482 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %484 = stablehlo.multiply %480, %483 : tensor<32x3x3xf32>
    %485 = stablehlo.add %477, %484 : tensor<32x3x3xf32>
    %486 = "stablehlo.gather"(%4, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %489 = stablehlo.slice %473 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %490 = stablehlo.concatenate %489, %489, %489, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %491 = stablehlo.reshape %490 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %492 = stablehlo.multiply %488, %491 : tensor<32x3x3xf32>
    %493 = stablehlo.add %485, %492 : tensor<32x3x3xf32>
    %494 = stablehlo.reshape %412 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %495 = stablehlo.slice %494 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %496 = stablehlo.concatenate %495, %495, %495, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %497 = stablehlo.reshape %496 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %498 = stablehlo.multiply %448, %497 : tensor<32x3x3xf32>
    %499 = stablehlo.slice %494 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %500 = stablehlo.concatenate %499, %499, %499, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %501 = stablehlo.reshape %500 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %502 = stablehlo.multiply %456, %501 : tensor<32x3x3xf32>
    %503 = stablehlo.add %498, %502 : tensor<32x3x3xf32>
    %504 = stablehlo.slice %494 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %505 = stablehlo.concatenate %504, %504, %504, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %506 = stablehlo.reshape %505 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %507 = stablehlo.multiply %464, %506 : tensor<32x3x3xf32>
    %508 = stablehlo.add %503, %507 : tensor<32x3x3xf32>
    %509 = stablehlo.reshape %417 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %510 = stablehlo.slice %509 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %511 = stablehlo.concatenate %510, %510, %510, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %512 = stablehlo.reshape %511 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %513 = stablehlo.multiply %448, %512 : tensor<32x3x3xf32>
    %514 = stablehlo.slice %509 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %515 = stablehlo.concatenate %514, %514, %514, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %516 = stablehlo.reshape %515 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %517 = stablehlo.multiply %456, %516 : tensor<32x3x3xf32>
    %518 = stablehlo.add %513, %517 : tensor<32x3x3xf32>
    %519 = stablehlo.slice %509 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %520 = stablehlo.concatenate %519, %519, %519, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %521 = stablehlo.reshape %520 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %522 = stablehlo.multiply %464, %521 : tensor<32x3x3xf32>
    %523 = stablehlo.add %518, %522 : tensor<32x3x3xf32>
    %524 = stablehlo.reshape %422 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %525 = stablehlo.slice %524 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %526 = stablehlo.concatenate %525, %525, %525, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %527 = stablehlo.reshape %526 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %528 = stablehlo.multiply %472, %527 : tensor<32x3x3xf32>
    %529 = stablehlo.slice %524 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %530 = stablehlo.concatenate %529, %529, %529, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %531 = stablehlo.reshape %530 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %532 = stablehlo.multiply %480, %531 : tensor<32x3x3xf32>
    %533 = stablehlo.add %528, %532 : tensor<32x3x3xf32>
    %534 = stablehlo.slice %524 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %535 = stablehlo.concatenate %534, %534, %534, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %536 = stablehlo.reshape %535 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %537 = stablehlo.multiply %488, %536 : tensor<32x3x3xf32>
    %538 = stablehlo.add %533, %537 : tensor<32x3x3xf32>
    %539 = stablehlo.reshape %427 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %540 = stablehlo.slice %539 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %541 = stablehlo.concatenate %540, %540, %540, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %542 = stablehlo.reshape %541 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %543 = stablehlo.multiply %448, %542 : tensor<32x3x3xf32>
    %544 = stablehlo.slice %539 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %545 = stablehlo.concatenate %544, %544, %544, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %546 = stablehlo.reshape %545 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %547 = stablehlo.multiply %456, %546 : tensor<32x3x3xf32>
    %548 = stablehlo.add %543, %547 : tensor<32x3x3xf32>
    %549 = stablehlo.slice %539 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %550 = stablehlo.concatenate %549, %549, %549, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %551 = stablehlo.reshape %550 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %552 = stablehlo.multiply %464, %551 : tensor<32x3x3xf32>
    %553 = stablehlo.add %548, %552 : tensor<32x3x3xf32>
    %554 = stablehlo.reshape %432 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %555 = stablehlo.slice %554 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %556 = stablehlo.concatenate %555, %555, %555, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %557 = stablehlo.reshape %556 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %558 = stablehlo.multiply %448, %557 : tensor<32x3x3xf32>
    %559 = stablehlo.slice %554 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %560 = stablehlo.concatenate %559, %559, %559, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %561 = stablehlo.reshape %560 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %562 = stablehlo.multiply %456, %561 : tensor<32x3x3xf32>
    %563 = stablehlo.add %558, %562 : tensor<32x3x3xf32>
    %564 = stablehlo.slice %554 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %565 = stablehlo.concatenate %564, %564, %564, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %566 = stablehlo.reshape %565 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %567 = stablehlo.multiply %464, %566 : tensor<32x3x3xf32>
    %568 = stablehlo.add %563, %567 : tensor<32x3x3xf32>
    %569 = stablehlo.reshape %437 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %570 = stablehlo.slice %569 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %571 = stablehlo.concatenate %570, %570, %570, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %572 = stablehlo.reshape %571 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %573 = stablehlo.multiply %472, %572 : tensor<32x3x3xf32>
    %574 = stablehlo.slice %569 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %575 = stablehlo.concatenate %574, %574, %574, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %576 = stablehlo.reshape %575 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %577 = stablehlo.multiply %480, %576 : tensor<32x3x3xf32>
    %578 = stablehlo.add %573, %577 : tensor<32x3x3xf32>
    %579 = stablehlo.slice %569 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %580 = stablehlo.concatenate %579, %579, %579, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %581 = stablehlo.reshape %580 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %582 = stablehlo.multiply %488, %581 : tensor<32x3x3xf32>
    %583 = stablehlo.add %578, %582 : tensor<32x3x3xf32>
    %584 = stablehlo.reshape %442 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %585 = stablehlo.slice %584 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %586 = stablehlo.concatenate %585, %585, %585, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %587 = stablehlo.reshape %586 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %588 = stablehlo.multiply %448, %587 : tensor<32x3x3xf32>
    %589 = stablehlo.slice %584 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %590 = stablehlo.concatenate %589, %589, %589, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %591 = stablehlo.reshape %590 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %592 = stablehlo.multiply %456, %591 : tensor<32x3x3xf32>
    %593 = stablehlo.add %588, %592 : tensor<32x3x3xf32>
    %594 = stablehlo.slice %584 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %595 = stablehlo.concatenate %594, %594, %594, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %596 = stablehlo.reshape %595 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %597 = stablehlo.multiply %464, %596 : tensor<32x3x3xf32>
    %598 = stablehlo.add %593, %597 : tensor<32x3x3xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<32x27xf32>
    %599 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %600 = stablehlo.reshape %599 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %602 = stablehlo.reshape %469 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %603 = stablehlo.slice %602 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %604 = stablehlo.slice %602 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %605 = stablehlo.slice %602 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %606 = stablehlo.concatenate %603, %603, %603, %604, %604, %604, %605, %605, %605, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %607 = stablehlo.reshape %606 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %608 = stablehlo.multiply %601, %607 : tensor<32x3x3xf32>
    %609 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %610 = stablehlo.reshape %609 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %612 = stablehlo.reshape %493 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %613 = stablehlo.slice %612 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %614 = stablehlo.slice %612 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %615 = stablehlo.slice %612 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %616 = stablehlo.concatenate %613, %613, %613, %614, %614, %614, %615, %615, %615, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %617 = stablehlo.reshape %616 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %618 = stablehlo.reshape %508 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %619 = stablehlo.slice %618 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %620 = stablehlo.slice %618 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %621 = stablehlo.slice %618 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %622 = stablehlo.concatenate %619, %619, %619, %620, %620, %620, %621, %621, %621, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %623 = stablehlo.reshape %622 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %624 = stablehlo.add %617, %623 : tensor<32x3x3xf32>
    %625 = stablehlo.multiply %611, %624 : tensor<32x3x3xf32>
    %626 = stablehlo.add %608, %625 : tensor<32x3x3xf32>
    %627 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %628 = stablehlo.reshape %627 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %630 = stablehlo.slice %602 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %631 = stablehlo.slice %602 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %632 = stablehlo.slice %602 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %633 = stablehlo.concatenate %630, %630, %630, %631, %631, %631, %632, %632, %632, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %634 = stablehlo.reshape %633 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %635 = stablehlo.multiply %629, %634 : tensor<32x3x3xf32>
    %636 = "stablehlo.gather"(%3, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %637 = stablehlo.reshape %636 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %639 = stablehlo.slice %612 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %640 = stablehlo.slice %612 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %641 = stablehlo.slice %612 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %642 = stablehlo.concatenate %639, %639, %639, %640, %640, %640, %641, %641, %641, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %643 = stablehlo.reshape %642 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %644 = stablehlo.slice %618 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %645 = stablehlo.slice %618 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %646 = stablehlo.slice %618 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %647 = stablehlo.concatenate %644, %644, %644, %645, %645, %645, %646, %646, %646, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %648 = stablehlo.reshape %647 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %649 = stablehlo.add %643, %648 : tensor<32x3x3xf32>
    %650 = stablehlo.multiply %638, %649 : tensor<32x3x3xf32>
    %651 = stablehlo.add %635, %650 : tensor<32x3x3xf32>
    %652 = stablehlo.add %626, %651 : tensor<32x3x3xf32>
    %653 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %654 = stablehlo.reshape %653 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %656 = stablehlo.slice %602 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %657 = stablehlo.slice %602 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %658 = stablehlo.slice %602 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %659 = stablehlo.concatenate %656, %656, %656, %657, %657, %657, %658, %658, %658, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %660 = stablehlo.reshape %659 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %661 = stablehlo.multiply %655, %660 : tensor<32x3x3xf32>
    %662 = "stablehlo.gather"(%3, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %663 = stablehlo.reshape %662 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %665 = stablehlo.slice %612 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %666 = stablehlo.slice %612 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %667 = stablehlo.slice %612 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %668 = stablehlo.concatenate %665, %665, %665, %666, %666, %666, %667, %667, %667, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %669 = stablehlo.reshape %668 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %670 = stablehlo.slice %618 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %671 = stablehlo.slice %618 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %672 = stablehlo.slice %618 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %673 = stablehlo.concatenate %670, %670, %670, %671, %671, %671, %672, %672, %672, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %674 = stablehlo.reshape %673 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %675 = stablehlo.add %669, %674 : tensor<32x3x3xf32>
    %676 = stablehlo.multiply %664, %675 : tensor<32x3x3xf32>
    %677 = stablehlo.add %661, %676 : tensor<32x3x3xf32>
    %678 = stablehlo.add %652, %677 : tensor<32x3x3xf32>
    %679 = "stablehlo.scatter"(%cst_40, %c_14, %678) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x27xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x27xf32>
    %680 = stablehlo.reshape %523 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %681 = stablehlo.slice %680 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %682 = stablehlo.slice %680 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %683 = stablehlo.slice %680 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %684 = stablehlo.concatenate %681, %681, %681, %682, %682, %682, %683, %683, %683, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %685 = stablehlo.reshape %684 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %686 = stablehlo.multiply %601, %685 : tensor<32x3x3xf32>
    %687 = stablehlo.reshape %538 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %688 = stablehlo.slice %687 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %689 = stablehlo.slice %687 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %690 = stablehlo.slice %687 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %691 = stablehlo.concatenate %688, %688, %688, %689, %689, %689, %690, %690, %690, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %692 = stablehlo.reshape %691 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %693 = stablehlo.reshape %553 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %694 = stablehlo.slice %693 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %695 = stablehlo.slice %693 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %696 = stablehlo.slice %693 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %697 = stablehlo.concatenate %694, %694, %694, %695, %695, %695, %696, %696, %696, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %698 = stablehlo.reshape %697 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %699 = stablehlo.add %692, %698 : tensor<32x3x3xf32>
    %700 = stablehlo.multiply %611, %699 : tensor<32x3x3xf32>
    %701 = stablehlo.add %686, %700 : tensor<32x3x3xf32>
    %702 = stablehlo.slice %680 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %703 = stablehlo.slice %680 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %704 = stablehlo.slice %680 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %705 = stablehlo.concatenate %702, %702, %702, %703, %703, %703, %704, %704, %704, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %706 = stablehlo.reshape %705 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %707 = stablehlo.multiply %629, %706 : tensor<32x3x3xf32>
    %708 = stablehlo.slice %687 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %709 = stablehlo.slice %687 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %710 = stablehlo.slice %687 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %711 = stablehlo.concatenate %708, %708, %708, %709, %709, %709, %710, %710, %710, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %712 = stablehlo.reshape %711 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %713 = stablehlo.slice %693 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %714 = stablehlo.slice %693 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %715 = stablehlo.slice %693 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %716 = stablehlo.concatenate %713, %713, %713, %714, %714, %714, %715, %715, %715, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %717 = stablehlo.reshape %716 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %718 = stablehlo.add %712, %717 : tensor<32x3x3xf32>
    %719 = stablehlo.multiply %638, %718 : tensor<32x3x3xf32>
    %720 = stablehlo.add %707, %719 : tensor<32x3x3xf32>
    %721 = stablehlo.add %701, %720 : tensor<32x3x3xf32>
    %722 = stablehlo.slice %680 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %723 = stablehlo.slice %680 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %724 = stablehlo.slice %680 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %725 = stablehlo.concatenate %722, %722, %722, %723, %723, %723, %724, %724, %724, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %726 = stablehlo.reshape %725 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %727 = stablehlo.multiply %655, %726 : tensor<32x3x3xf32>
    %728 = stablehlo.slice %687 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %729 = stablehlo.slice %687 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %730 = stablehlo.slice %687 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %731 = stablehlo.concatenate %728, %728, %728, %729, %729, %729, %730, %730, %730, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %732 = stablehlo.reshape %731 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %733 = stablehlo.slice %693 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %734 = stablehlo.slice %693 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %735 = stablehlo.slice %693 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %736 = stablehlo.concatenate %733, %733, %733, %734, %734, %734, %735, %735, %735, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %737 = stablehlo.reshape %736 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %738 = stablehlo.add %732, %737 : tensor<32x3x3xf32>
    %739 = stablehlo.multiply %664, %738 : tensor<32x3x3xf32>
    %740 = stablehlo.add %727, %739 : tensor<32x3x3xf32>
    %741 = stablehlo.add %721, %740 : tensor<32x3x3xf32>
    %742 = "stablehlo.scatter"(%679, %c_13, %741) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x27xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x27xf32>
    %743 = stablehlo.reshape %568 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %744 = stablehlo.slice %743 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %745 = stablehlo.slice %743 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %746 = stablehlo.slice %743 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %747 = stablehlo.concatenate %744, %744, %744, %745, %745, %745, %746, %746, %746, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %748 = stablehlo.reshape %747 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %749 = stablehlo.multiply %601, %748 : tensor<32x3x3xf32>
    %750 = stablehlo.reshape %583 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %751 = stablehlo.slice %750 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %752 = stablehlo.slice %750 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %753 = stablehlo.slice %750 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %754 = stablehlo.concatenate %751, %751, %751, %752, %752, %752, %753, %753, %753, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %755 = stablehlo.reshape %754 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %756 = stablehlo.reshape %598 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %757 = stablehlo.slice %756 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %758 = stablehlo.slice %756 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %759 = stablehlo.slice %756 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %760 = stablehlo.concatenate %757, %757, %757, %758, %758, %758, %759, %759, %759, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %761 = stablehlo.reshape %760 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %762 = stablehlo.add %755, %761 : tensor<32x3x3xf32>
    %763 = stablehlo.multiply %611, %762 : tensor<32x3x3xf32>
    %764 = stablehlo.add %749, %763 : tensor<32x3x3xf32>
    %765 = stablehlo.slice %743 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %766 = stablehlo.slice %743 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %767 = stablehlo.slice %743 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %768 = stablehlo.concatenate %765, %765, %765, %766, %766, %766, %767, %767, %767, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %769 = stablehlo.reshape %768 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %770 = stablehlo.multiply %629, %769 : tensor<32x3x3xf32>
    %771 = stablehlo.slice %750 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %772 = stablehlo.slice %750 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %773 = stablehlo.slice %750 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %774 = stablehlo.concatenate %771, %771, %771, %772, %772, %772, %773, %773, %773, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %775 = stablehlo.reshape %774 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %776 = stablehlo.slice %756 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %777 = stablehlo.slice %756 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %778 = stablehlo.slice %756 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %779 = stablehlo.concatenate %776, %776, %776, %777, %777, %777, %778, %778, %778, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %780 = stablehlo.reshape %779 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %781 = stablehlo.add %775, %780 : tensor<32x3x3xf32>
    %782 = stablehlo.multiply %638, %781 : tensor<32x3x3xf32>
    %783 = stablehlo.add %770, %782 : tensor<32x3x3xf32>
    %784 = stablehlo.add %764, %783 : tensor<32x3x3xf32>
    %785 = stablehlo.slice %743 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %786 = stablehlo.slice %743 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %787 = stablehlo.slice %743 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %788 = stablehlo.concatenate %785, %785, %785, %786, %786, %786, %787, %787, %787, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %789 = stablehlo.reshape %788 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %790 = stablehlo.multiply %655, %789 : tensor<32x3x3xf32>
    %791 = stablehlo.slice %750 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %792 = stablehlo.slice %750 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %793 = stablehlo.slice %750 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %794 = stablehlo.concatenate %791, %791, %791, %792, %792, %792, %793, %793, %793, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %795 = stablehlo.reshape %794 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %796 = stablehlo.slice %756 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %797 = stablehlo.slice %756 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %798 = stablehlo.slice %756 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %799 = stablehlo.concatenate %796, %796, %796, %797, %797, %797, %798, %798, %798, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %800 = stablehlo.reshape %799 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %801 = stablehlo.add %795, %800 : tensor<32x3x3xf32>
    %802 = stablehlo.multiply %664, %801 : tensor<32x3x3xf32>
    %803 = stablehlo.add %790, %802 : tensor<32x3x3xf32>
    %804 = stablehlo.add %784, %803 : tensor<32x3x3xf32>
    %805 = "stablehlo.scatter"(%742, %c_12, %804) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x27xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x27xf32>
    %806 = "stablehlo.gather"(%3, %c_25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %807 = stablehlo.multiply %806, %443 : tensor<10x10xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<32x10x10xf32>
    %809 = "stablehlo.gather"(%3, %c_24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %810 = stablehlo.multiply %809, %444 : tensor<10x10xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<32x10x10xf32>
    %812 = "stablehlo.gather"(%3, %c_23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %813 = stablehlo.multiply %812, %445 : tensor<10x10xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<32x10x10xf32>
    %815 = "stablehlo.gather"(%arg7, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %816 = stablehlo.multiply %808, %815 : tensor<32x10x10xf32>
    %817 = "stablehlo.gather"(%arg7, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %818 = stablehlo.multiply %811, %817 : tensor<32x10x10xf32>
    %819 = stablehlo.add %816, %818 : tensor<32x10x10xf32>
    %820 = "stablehlo.gather"(%arg7, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %821 = stablehlo.multiply %814, %820 : tensor<32x10x10xf32>
    %822 = stablehlo.add %819, %821 : tensor<32x10x10xf32>
    %823 = "stablehlo.gather"(%arg7, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %824 = stablehlo.multiply %808, %823 : tensor<32x10x10xf32>
    %825 = "stablehlo.gather"(%arg7, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %826 = stablehlo.multiply %811, %825 : tensor<32x10x10xf32>
    %827 = stablehlo.add %824, %826 : tensor<32x10x10xf32>
    %828 = "stablehlo.gather"(%arg7, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %829 = stablehlo.multiply %814, %828 : tensor<32x10x10xf32>
    %830 = stablehlo.add %827, %829 : tensor<32x10x10xf32>
    %831 = "stablehlo.gather"(%arg7, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %832 = stablehlo.multiply %808, %831 : tensor<32x10x10xf32>
    %833 = "stablehlo.gather"(%arg7, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %834 = stablehlo.multiply %811, %833 : tensor<32x10x10xf32>
    %835 = stablehlo.add %832, %834 : tensor<32x10x10xf32>
    %836 = "stablehlo.gather"(%arg7, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %837 = stablehlo.multiply %814, %836 : tensor<32x10x10xf32>
    %838 = stablehlo.add %835, %837 : tensor<32x10x10xf32>
    %c_41 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %839 = "stablehlo.gather"(%arg7, %c_41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %840 = stablehlo.multiply %808, %839 : tensor<32x10x10xf32>
    %c_42 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %841 = "stablehlo.gather"(%arg7, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %842 = stablehlo.multiply %811, %841 : tensor<32x10x10xf32>
    %843 = stablehlo.add %840, %842 : tensor<32x10x10xf32>
    %c_43 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %844 = "stablehlo.gather"(%arg7, %c_43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %845 = stablehlo.multiply %814, %844 : tensor<32x10x10xf32>
    %846 = stablehlo.add %843, %845 : tensor<32x10x10xf32>
    %c_44 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %847 = "stablehlo.gather"(%arg7, %c_44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %848 = stablehlo.multiply %808, %847 : tensor<32x10x10xf32>
    %c_45 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %849 = "stablehlo.gather"(%arg7, %c_45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %850 = stablehlo.multiply %811, %849 : tensor<32x10x10xf32>
    %851 = stablehlo.add %848, %850 : tensor<32x10x10xf32>
    %c_46 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %852 = "stablehlo.gather"(%arg7, %c_46) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %853 = stablehlo.multiply %814, %852 : tensor<32x10x10xf32>
    %854 = stablehlo.add %851, %853 : tensor<32x10x10xf32>
    %c_47 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %855 = "stablehlo.gather"(%arg7, %c_47) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %856 = stablehlo.multiply %808, %855 : tensor<32x10x10xf32>
    %c_48 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %857 = "stablehlo.gather"(%arg7, %c_48) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %858 = stablehlo.multiply %811, %857 : tensor<32x10x10xf32>
    %859 = stablehlo.add %856, %858 : tensor<32x10x10xf32>
    %c_49 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %860 = "stablehlo.gather"(%arg7, %c_49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %861 = stablehlo.multiply %814, %860 : tensor<32x10x10xf32>
    %862 = stablehlo.add %859, %861 : tensor<32x10x10xf32>
    %c_50 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %863 = "stablehlo.gather"(%arg7, %c_50) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %864 = stablehlo.multiply %808, %863 : tensor<32x10x10xf32>
    %c_51 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %865 = "stablehlo.gather"(%arg7, %c_51) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %866 = stablehlo.multiply %811, %865 : tensor<32x10x10xf32>
    %867 = stablehlo.add %864, %866 : tensor<32x10x10xf32>
    %c_52 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %868 = "stablehlo.gather"(%arg7, %c_52) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %869 = stablehlo.multiply %814, %868 : tensor<32x10x10xf32>
    %870 = stablehlo.add %867, %869 : tensor<32x10x10xf32>
    %c_53 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %871 = "stablehlo.gather"(%arg7, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %872 = stablehlo.multiply %808, %871 : tensor<32x10x10xf32>
    %c_54 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %873 = "stablehlo.gather"(%arg7, %c_54) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %874 = stablehlo.multiply %811, %873 : tensor<32x10x10xf32>
    %875 = stablehlo.add %872, %874 : tensor<32x10x10xf32>
    %c_55 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %876 = "stablehlo.gather"(%arg7, %c_55) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %877 = stablehlo.multiply %814, %876 : tensor<32x10x10xf32>
    %878 = stablehlo.add %875, %877 : tensor<32x10x10xf32>
    %c_56 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %879 = "stablehlo.gather"(%arg7, %c_56) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %880 = stablehlo.multiply %808, %879 : tensor<32x10x10xf32>
    %c_57 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %881 = "stablehlo.gather"(%arg7, %c_57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %882 = stablehlo.multiply %811, %881 : tensor<32x10x10xf32>
    %883 = stablehlo.add %880, %882 : tensor<32x10x10xf32>
    %c_58 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %884 = "stablehlo.gather"(%arg7, %c_58) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x27xf32>, tensor<10x10x1xi32>) -> tensor<32x10x10xf32>
    %885 = stablehlo.multiply %814, %884 : tensor<32x10x10xf32>
    %886 = stablehlo.add %883, %885 : tensor<32x10x10xf32>
    %887 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %888 = stablehlo.reshape %887 : (tensor<1x1xf32>) -> tensor<f32>
    %889 = stablehlo.multiply %888, %888 : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %891 = stablehlo.multiply %890, %822 : tensor<32x10x10xf32>
    %892 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %893 = stablehlo.reshape %892 : (tensor<1x1xf32>) -> tensor<f32>
    %894 = stablehlo.multiply %893, %893 : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %896 = stablehlo.multiply %895, %830 : tensor<32x10x10xf32>
    %897 = stablehlo.add %891, %896 : tensor<32x10x10xf32>
    %898 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %899 = stablehlo.reshape %898 : (tensor<1x1xf32>) -> tensor<f32>
    %900 = stablehlo.multiply %899, %899 : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %902 = stablehlo.multiply %901, %838 : tensor<32x10x10xf32>
    %903 = stablehlo.add %897, %902 : tensor<32x10x10xf32>
    %904 = stablehlo.multiply %890, %846 : tensor<32x10x10xf32>
    %905 = stablehlo.multiply %895, %854 : tensor<32x10x10xf32>
    %906 = stablehlo.add %904, %905 : tensor<32x10x10xf32>
    %907 = stablehlo.multiply %901, %862 : tensor<32x10x10xf32>
    %908 = stablehlo.add %906, %907 : tensor<32x10x10xf32>
    %909 = stablehlo.multiply %890, %870 : tensor<32x10x10xf32>
    %910 = stablehlo.multiply %895, %878 : tensor<32x10x10xf32>
    %911 = stablehlo.add %909, %910 : tensor<32x10x10xf32>
    %912 = stablehlo.multiply %901, %886 : tensor<32x10x10xf32>
    %913 = stablehlo.add %911, %912 : tensor<32x10x10xf32>
    %914 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %915 = stablehlo.reshape %914 : (tensor<1x1xf32>) -> tensor<f32>
    %916 = stablehlo.multiply %888, %915 : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %918 = stablehlo.multiply %917, %822 : tensor<32x10x10xf32>
    %919 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %920 = stablehlo.reshape %919 : (tensor<1x1xf32>) -> tensor<f32>
    %921 = stablehlo.multiply %893, %920 : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %923 = stablehlo.multiply %922, %830 : tensor<32x10x10xf32>
    %924 = stablehlo.add %918, %923 : tensor<32x10x10xf32>
    %925 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %926 = stablehlo.reshape %925 : (tensor<1x1xf32>) -> tensor<f32>
    %927 = stablehlo.multiply %899, %926 : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %927, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %929 = stablehlo.multiply %928, %838 : tensor<32x10x10xf32>
    %930 = stablehlo.add %924, %929 : tensor<32x10x10xf32>
    %931 = stablehlo.multiply %917, %846 : tensor<32x10x10xf32>
    %932 = stablehlo.multiply %922, %854 : tensor<32x10x10xf32>
    %933 = stablehlo.add %931, %932 : tensor<32x10x10xf32>
    %934 = stablehlo.multiply %928, %862 : tensor<32x10x10xf32>
    %935 = stablehlo.add %933, %934 : tensor<32x10x10xf32>
    %936 = stablehlo.multiply %917, %870 : tensor<32x10x10xf32>
    %937 = stablehlo.multiply %922, %878 : tensor<32x10x10xf32>
    %938 = stablehlo.add %936, %937 : tensor<32x10x10xf32>
    %939 = stablehlo.multiply %928, %886 : tensor<32x10x10xf32>
    %940 = stablehlo.add %938, %939 : tensor<32x10x10xf32>
    %941 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %942 = stablehlo.reshape %941 : (tensor<1x1xf32>) -> tensor<f32>
    %943 = stablehlo.multiply %888, %942 : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %945 = stablehlo.multiply %944, %822 : tensor<32x10x10xf32>
    %946 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %947 = stablehlo.reshape %946 : (tensor<1x1xf32>) -> tensor<f32>
    %948 = stablehlo.multiply %893, %947 : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %948, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %950 = stablehlo.multiply %949, %830 : tensor<32x10x10xf32>
    %951 = stablehlo.add %945, %950 : tensor<32x10x10xf32>
    %952 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %953 = stablehlo.reshape %952 : (tensor<1x1xf32>) -> tensor<f32>
    %954 = stablehlo.multiply %899, %953 : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %956 = stablehlo.multiply %955, %838 : tensor<32x10x10xf32>
    %957 = stablehlo.add %951, %956 : tensor<32x10x10xf32>
    %958 = stablehlo.multiply %944, %846 : tensor<32x10x10xf32>
    %959 = stablehlo.multiply %949, %854 : tensor<32x10x10xf32>
    %960 = stablehlo.add %958, %959 : tensor<32x10x10xf32>
    %961 = stablehlo.multiply %955, %862 : tensor<32x10x10xf32>
    %962 = stablehlo.add %960, %961 : tensor<32x10x10xf32>
    %963 = stablehlo.multiply %944, %870 : tensor<32x10x10xf32>
    %964 = stablehlo.multiply %949, %878 : tensor<32x10x10xf32>
    %965 = stablehlo.add %963, %964 : tensor<32x10x10xf32>
    %966 = stablehlo.multiply %955, %886 : tensor<32x10x10xf32>
    %967 = stablehlo.add %965, %966 : tensor<32x10x10xf32>
    %968 = stablehlo.multiply %915, %888 : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %968, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %970 = stablehlo.multiply %969, %822 : tensor<32x10x10xf32>
    %971 = stablehlo.multiply %920, %893 : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %973 = stablehlo.multiply %972, %830 : tensor<32x10x10xf32>
    %974 = stablehlo.add %970, %973 : tensor<32x10x10xf32>
    %975 = stablehlo.multiply %926, %899 : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %977 = stablehlo.multiply %976, %838 : tensor<32x10x10xf32>
    %978 = stablehlo.add %974, %977 : tensor<32x10x10xf32>
    %979 = stablehlo.multiply %969, %846 : tensor<32x10x10xf32>
    %980 = stablehlo.multiply %972, %854 : tensor<32x10x10xf32>
    %981 = stablehlo.add %979, %980 : tensor<32x10x10xf32>
    %982 = stablehlo.multiply %976, %862 : tensor<32x10x10xf32>
    %983 = stablehlo.add %981, %982 : tensor<32x10x10xf32>
    %984 = stablehlo.multiply %969, %870 : tensor<32x10x10xf32>
    %985 = stablehlo.multiply %972, %878 : tensor<32x10x10xf32>
    %986 = stablehlo.add %984, %985 : tensor<32x10x10xf32>
    %987 = stablehlo.multiply %976, %886 : tensor<32x10x10xf32>
    %988 = stablehlo.add %986, %987 : tensor<32x10x10xf32>
    %989 = stablehlo.multiply %915, %915 : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %989, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %991 = stablehlo.multiply %990, %822 : tensor<32x10x10xf32>
    %992 = stablehlo.multiply %920, %920 : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %994 = stablehlo.multiply %993, %830 : tensor<32x10x10xf32>
    %995 = stablehlo.add %991, %994 : tensor<32x10x10xf32>
    %996 = stablehlo.multiply %926, %926 : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %998 = stablehlo.multiply %997, %838 : tensor<32x10x10xf32>
    %999 = stablehlo.add %995, %998 : tensor<32x10x10xf32>
    %1000 = stablehlo.multiply %990, %846 : tensor<32x10x10xf32>
    %1001 = stablehlo.multiply %993, %854 : tensor<32x10x10xf32>
    %1002 = stablehlo.add %1000, %1001 : tensor<32x10x10xf32>
    %1003 = stablehlo.multiply %997, %862 : tensor<32x10x10xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<32x10x10xf32>
    %1005 = stablehlo.multiply %990, %870 : tensor<32x10x10xf32>
    %1006 = stablehlo.multiply %993, %878 : tensor<32x10x10xf32>
    %1007 = stablehlo.add %1005, %1006 : tensor<32x10x10xf32>
    %1008 = stablehlo.multiply %997, %886 : tensor<32x10x10xf32>
    %1009 = stablehlo.add %1007, %1008 : tensor<32x10x10xf32>
    %1010 = stablehlo.multiply %915, %942 : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1012 = stablehlo.multiply %1011, %822 : tensor<32x10x10xf32>
    %1013 = stablehlo.multiply %920, %947 : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %1013, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1015 = stablehlo.multiply %1014, %830 : tensor<32x10x10xf32>
    %1016 = stablehlo.add %1012, %1015 : tensor<32x10x10xf32>
    %1017 = stablehlo.multiply %926, %953 : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1019 = stablehlo.multiply %1018, %838 : tensor<32x10x10xf32>
    %1020 = stablehlo.add %1016, %1019 : tensor<32x10x10xf32>
    %1021 = stablehlo.multiply %1011, %846 : tensor<32x10x10xf32>
    %1022 = stablehlo.multiply %1014, %854 : tensor<32x10x10xf32>
    %1023 = stablehlo.add %1021, %1022 : tensor<32x10x10xf32>
    %1024 = stablehlo.multiply %1018, %862 : tensor<32x10x10xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<32x10x10xf32>
    %1026 = stablehlo.multiply %1011, %870 : tensor<32x10x10xf32>
    %1027 = stablehlo.multiply %1014, %878 : tensor<32x10x10xf32>
    %1028 = stablehlo.add %1026, %1027 : tensor<32x10x10xf32>
    %1029 = stablehlo.multiply %1018, %886 : tensor<32x10x10xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<32x10x10xf32>
    %1031 = stablehlo.multiply %942, %888 : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1033 = stablehlo.multiply %1032, %822 : tensor<32x10x10xf32>
    %1034 = stablehlo.multiply %947, %893 : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1036 = stablehlo.multiply %1035, %830 : tensor<32x10x10xf32>
    %1037 = stablehlo.add %1033, %1036 : tensor<32x10x10xf32>
    %1038 = stablehlo.multiply %953, %899 : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1040 = stablehlo.multiply %1039, %838 : tensor<32x10x10xf32>
    %1041 = stablehlo.add %1037, %1040 : tensor<32x10x10xf32>
    %1042 = stablehlo.multiply %1032, %846 : tensor<32x10x10xf32>
    %1043 = stablehlo.multiply %1035, %854 : tensor<32x10x10xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<32x10x10xf32>
    %1045 = stablehlo.multiply %1039, %862 : tensor<32x10x10xf32>
    %1046 = stablehlo.add %1044, %1045 : tensor<32x10x10xf32>
    %1047 = stablehlo.multiply %1032, %870 : tensor<32x10x10xf32>
    %1048 = stablehlo.multiply %1035, %878 : tensor<32x10x10xf32>
    %1049 = stablehlo.add %1047, %1048 : tensor<32x10x10xf32>
    %1050 = stablehlo.multiply %1039, %886 : tensor<32x10x10xf32>
    %1051 = stablehlo.add %1049, %1050 : tensor<32x10x10xf32>
    %1052 = stablehlo.multiply %942, %915 : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %1052, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1054 = stablehlo.multiply %1053, %822 : tensor<32x10x10xf32>
    %1055 = stablehlo.multiply %947, %920 : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %1055, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1057 = stablehlo.multiply %1056, %830 : tensor<32x10x10xf32>
    %1058 = stablehlo.add %1054, %1057 : tensor<32x10x10xf32>
    %1059 = stablehlo.multiply %953, %926 : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1061 = stablehlo.multiply %1060, %838 : tensor<32x10x10xf32>
    %1062 = stablehlo.add %1058, %1061 : tensor<32x10x10xf32>
    %1063 = stablehlo.multiply %1053, %846 : tensor<32x10x10xf32>
    %1064 = stablehlo.multiply %1056, %854 : tensor<32x10x10xf32>
    %1065 = stablehlo.add %1063, %1064 : tensor<32x10x10xf32>
    %1066 = stablehlo.multiply %1060, %862 : tensor<32x10x10xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<32x10x10xf32>
    %1068 = stablehlo.multiply %1053, %870 : tensor<32x10x10xf32>
    %1069 = stablehlo.multiply %1056, %878 : tensor<32x10x10xf32>
    %1070 = stablehlo.add %1068, %1069 : tensor<32x10x10xf32>
    %1071 = stablehlo.multiply %1060, %886 : tensor<32x10x10xf32>
    %1072 = stablehlo.add %1070, %1071 : tensor<32x10x10xf32>
    %1073 = stablehlo.multiply %942, %942 : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %1073, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1075 = stablehlo.multiply %1074, %822 : tensor<32x10x10xf32>
    %1076 = stablehlo.multiply %947, %947 : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %1076, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1078 = stablehlo.multiply %1077, %830 : tensor<32x10x10xf32>
    %1079 = stablehlo.add %1075, %1078 : tensor<32x10x10xf32>
    %1080 = stablehlo.multiply %953, %953 : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [] : (tensor<f32>) -> tensor<32x10x10xf32>
    %1082 = stablehlo.multiply %1081, %838 : tensor<32x10x10xf32>
    %1083 = stablehlo.add %1079, %1082 : tensor<32x10x10xf32>
    %1084 = stablehlo.multiply %1074, %846 : tensor<32x10x10xf32>
    %1085 = stablehlo.multiply %1077, %854 : tensor<32x10x10xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<32x10x10xf32>
    %1087 = stablehlo.multiply %1081, %862 : tensor<32x10x10xf32>
    %1088 = stablehlo.add %1086, %1087 : tensor<32x10x10xf32>
    %1089 = stablehlo.multiply %1074, %870 : tensor<32x10x10xf32>
    %1090 = stablehlo.multiply %1077, %878 : tensor<32x10x10xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<32x10x10xf32>
    %1092 = stablehlo.multiply %1081, %886 : tensor<32x10x10xf32>
    %1093 = stablehlo.add %1091, %1092 : tensor<32x10x10xf32>
    %1094 = stablehlo.reshape %903 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1095 = stablehlo.reshape %908 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1096 = stablehlo.reshape %913 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1097 = stablehlo.concatenate %1094, %1095, %1096, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1098 = stablehlo.reshape %930 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1099 = stablehlo.reshape %935 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1100 = stablehlo.reshape %940 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1101 = stablehlo.concatenate %1098, %1099, %1100, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1102 = stablehlo.reshape %957 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1103 = stablehlo.reshape %962 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1104 = stablehlo.reshape %967 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1105 = stablehlo.concatenate %1102, %1103, %1104, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1106 = stablehlo.reshape %978 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1107 = stablehlo.reshape %983 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1108 = stablehlo.reshape %988 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1109 = stablehlo.concatenate %1106, %1107, %1108, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1110 = stablehlo.reshape %999 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1111 = stablehlo.reshape %1004 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1112 = stablehlo.reshape %1009 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1113 = stablehlo.concatenate %1110, %1111, %1112, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1114 = stablehlo.reshape %1020 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1115 = stablehlo.reshape %1025 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1116 = stablehlo.reshape %1030 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1117 = stablehlo.concatenate %1114, %1115, %1116, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1118 = stablehlo.reshape %1041 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1119 = stablehlo.reshape %1046 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1120 = stablehlo.reshape %1051 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1121 = stablehlo.concatenate %1118, %1119, %1120, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1122 = stablehlo.reshape %1062 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1123 = stablehlo.reshape %1067 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1124 = stablehlo.reshape %1072 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1125 = stablehlo.concatenate %1122, %1123, %1124, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1126 = stablehlo.reshape %1083 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1127 = stablehlo.reshape %1088 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1128 = stablehlo.reshape %1093 : (tensor<32x10x10xf32>) -> tensor<32x1x10x10xf32>
    %1129 = stablehlo.concatenate %1126, %1127, %1128, dim = 1 : (tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>, tensor<32x1x10x10xf32>) -> tensor<32x3x10x10xf32>
    %1130 = stablehlo.reshape %1097 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1131 = stablehlo.reshape %1101 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1132 = stablehlo.reshape %1105 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1133 = stablehlo.reshape %1109 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1134 = stablehlo.reshape %1113 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1135 = stablehlo.reshape %1117 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1136 = stablehlo.reshape %1121 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1137 = stablehlo.reshape %1125 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1138 = stablehlo.reshape %1129 : (tensor<32x3x10x10xf32>) -> tensor<32x1x3x10x10xf32>
    %1139 = stablehlo.concatenate %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, dim = 1 : (tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>, tensor<32x1x3x10x10xf32>) -> tensor<32x9x3x10x10xf32>
    %1140 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1141 = stablehlo.reshape %1140 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1142 = stablehlo.multiply %1141, %1141 : tensor<3xf32>
    %1143 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1144 = stablehlo.reshape %1143 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1145 = stablehlo.multiply %1141, %1144 : tensor<3xf32>
    %1146 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1147 = stablehlo.reshape %1146 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1148 = stablehlo.multiply %1141, %1147 : tensor<3xf32>
    %1149 = stablehlo.multiply %1144, %1141 : tensor<3xf32>
    %1150 = stablehlo.multiply %1144, %1144 : tensor<3xf32>
    %1151 = stablehlo.multiply %1144, %1147 : tensor<3xf32>
    %1152 = stablehlo.multiply %1147, %1141 : tensor<3xf32>
    %1153 = stablehlo.multiply %1147, %1144 : tensor<3xf32>
    %1154 = stablehlo.multiply %1147, %1147 : tensor<3xf32>
    %1155 = stablehlo.reshape %1142 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1156 = stablehlo.reshape %1145 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1157 = stablehlo.reshape %1148 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1158 = stablehlo.reshape %1149 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1159 = stablehlo.reshape %1150 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1160 = stablehlo.reshape %1151 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1161 = stablehlo.reshape %1152 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1162 = stablehlo.reshape %1153 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1163 = stablehlo.reshape %1154 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1164 = stablehlo.concatenate %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1155, %1156, %1157, %1158, %1159, %1160, %1161, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1165 = stablehlo.concatenate %1162, %1163, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1155, %1156, %1157, %1158, %1159, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1166 = stablehlo.concatenate %1160, %1161, %1162, %1163, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1155, %1156, %1157, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1167 = stablehlo.concatenate %1158, %1159, %1160, %1161, %1162, %1163, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1155, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1168 = stablehlo.concatenate %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1169 = stablehlo.concatenate %1163, dim = 1 : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %1170 = stablehlo.concatenate %1164, %1165, %1166, %1167, %1168, %1169, dim = 1 : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1171 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x81x3x3xf32>
    %1172:6 = stablehlo.while(%iterArg = %1139, %iterArg_140 = %1170, %iterArg_141 = %c_38, %iterArg_142 = %c_39, %iterArg_143 = %c_39, %iterArg_144 = %1171) : tensor<32x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<32x81x3x3xf32>
    cond {
      %c_145 = stablehlo.constant dense<3> : tensor<i32>
      %1435 = stablehlo.compare LT, %iterArg_142, %c_145, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1435 : tensor<i1>
    } do {
      %c_145 = stablehlo.constant dense<1> : tensor<i32>
      %1435 = stablehlo.add %iterArg_143, %c_145 : tensor<i32>
      %c_146 = stablehlo.constant dense<0> : tensor<i32>
      %1436 = stablehlo.compare LT, %iterArg_143, %c_146, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_147 = stablehlo.constant dense<3> : tensor<i32>
      %1437 = stablehlo.add %iterArg_143, %c_147 : tensor<i32>
      %1438 = stablehlo.select %1436, %1437, %iterArg_143 : tensor<i1>, tensor<i32>
      %1439 = stablehlo.dynamic_slice %iterArg, %c_146, %c_146, %1438, %c_146, %c_146, sizes = [32, 9, 1, 10, 10] : (tensor<32x9x3x10x10xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x9x1x10x10xf32>
      %1440 = stablehlo.reshape %1439 : (tensor<32x9x1x10x10xf32>) -> tensor<32x9x10x10xf32>
      %1441 = stablehlo.dynamic_slice %iterArg_140, %1438, %c_146, sizes = [1, 81] : (tensor<3x81xf32>, tensor<i32>, tensor<i32>) -> tensor<1x81xf32>
      %c_148 = stablehlo.constant dense<0> : tensor<81xi32>
      %1442 = stablehlo.compare LT, %iterArg_141, %c_148, SIGNED : (tensor<81xi32>, tensor<81xi32>) -> tensor<81xi1>
      %c_149 = stablehlo.constant dense<9> : tensor<81xi32>
      %1443 = stablehlo.add %iterArg_141, %c_149 : tensor<81xi32>
      %1444 = stablehlo.select %1442, %1443, %iterArg_141 : tensor<81xi1>, tensor<81xi32>
      %1445 = stablehlo.reshape %1444 : (tensor<81xi32>) -> tensor<81x1xi32>
      %1446 = "stablehlo.gather"(%1440, %1445) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1, 10, 10>}> : (tensor<32x9x10x10xf32>, tensor<81x1xi32>) -> tensor<32x81x10x10xf32>
      %1447 = stablehlo.reshape %1441 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
      %1448 = stablehlo.broadcast_in_dim %1447, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<32x81x3x3xf32>
      %1449 = stablehlo.slice %1446 [0:32, 0:81, 0:3, 0:3] : (tensor<32x81x10x10xf32>) -> tensor<32x81x3x3xf32>
      %1450 = stablehlo.multiply %1448, %1449 : tensor<32x81x3x3xf32>
      %1451 = stablehlo.add %iterArg_144, %1450 : tensor<32x81x3x3xf32>
      %1452 = stablehlo.add %iterArg_142, %c_145 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_140, %iterArg_141, %1452, %1435, %1451 : tensor<32x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<32x81x3x3xf32>
    }
    %1173 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x729xf32>
    %c_59 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %1174 = stablehlo.slice %1172#5 [0:32, 0:1, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1176 = "stablehlo.scatter"(%1173, %c_59, %1175) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_60 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %1177 = stablehlo.slice %1172#5 [0:32, 1:2, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1178 = stablehlo.reshape %1177 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1179 = "stablehlo.scatter"(%1176, %c_60, %1178) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_61 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %1180 = stablehlo.slice %1172#5 [0:32, 2:3, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1181 = stablehlo.reshape %1180 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1182 = "stablehlo.scatter"(%1179, %c_61, %1181) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_62 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %1183 = stablehlo.slice %1172#5 [0:32, 3:4, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1184 = stablehlo.reshape %1183 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1185 = "stablehlo.scatter"(%1182, %c_62, %1184) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_63 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %1186 = stablehlo.slice %1172#5 [0:32, 4:5, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1187 = stablehlo.reshape %1186 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1188 = "stablehlo.scatter"(%1185, %c_63, %1187) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_64 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %1189 = stablehlo.slice %1172#5 [0:32, 5:6, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1190 = stablehlo.reshape %1189 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1191 = "stablehlo.scatter"(%1188, %c_64, %1190) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_65 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %1192 = stablehlo.slice %1172#5 [0:32, 6:7, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1193 = stablehlo.reshape %1192 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1194 = "stablehlo.scatter"(%1191, %c_65, %1193) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_66 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %1195 = stablehlo.slice %1172#5 [0:32, 7:8, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1196 = stablehlo.reshape %1195 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1197 = "stablehlo.scatter"(%1194, %c_66, %1196) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_67 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %1198 = stablehlo.slice %1172#5 [0:32, 8:9, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1199 = stablehlo.reshape %1198 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1200 = "stablehlo.scatter"(%1197, %c_67, %1199) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_68 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %1201 = stablehlo.slice %1172#5 [0:32, 9:10, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1203 = "stablehlo.scatter"(%1200, %c_68, %1202) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_69 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %1204 = stablehlo.slice %1172#5 [0:32, 10:11, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1206 = "stablehlo.scatter"(%1203, %c_69, %1205) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_70 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %1207 = stablehlo.slice %1172#5 [0:32, 11:12, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1208 = stablehlo.reshape %1207 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1209 = "stablehlo.scatter"(%1206, %c_70, %1208) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_71 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %1210 = stablehlo.slice %1172#5 [0:32, 12:13, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1211 = stablehlo.reshape %1210 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1212 = "stablehlo.scatter"(%1209, %c_71, %1211) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_72 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %1213 = stablehlo.slice %1172#5 [0:32, 13:14, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1214 = stablehlo.reshape %1213 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1215 = "stablehlo.scatter"(%1212, %c_72, %1214) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_73 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %1216 = stablehlo.slice %1172#5 [0:32, 14:15, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1217 = stablehlo.reshape %1216 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1218 = "stablehlo.scatter"(%1215, %c_73, %1217) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_74 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %1219 = stablehlo.slice %1172#5 [0:32, 15:16, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1220 = stablehlo.reshape %1219 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1221 = "stablehlo.scatter"(%1218, %c_74, %1220) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_75 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %1222 = stablehlo.slice %1172#5 [0:32, 16:17, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1223 = stablehlo.reshape %1222 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1224 = "stablehlo.scatter"(%1221, %c_75, %1223) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_76 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %1225 = stablehlo.slice %1172#5 [0:32, 17:18, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1226 = stablehlo.reshape %1225 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1227 = "stablehlo.scatter"(%1224, %c_76, %1226) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_77 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %1228 = stablehlo.slice %1172#5 [0:32, 18:19, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1229 = stablehlo.reshape %1228 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1230 = "stablehlo.scatter"(%1227, %c_77, %1229) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_78 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %1231 = stablehlo.slice %1172#5 [0:32, 19:20, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1232 = stablehlo.reshape %1231 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1233 = "stablehlo.scatter"(%1230, %c_78, %1232) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_79 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %1234 = stablehlo.slice %1172#5 [0:32, 20:21, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1235 = stablehlo.reshape %1234 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1236 = "stablehlo.scatter"(%1233, %c_79, %1235) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_80 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %1237 = stablehlo.slice %1172#5 [0:32, 21:22, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1238 = stablehlo.reshape %1237 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1239 = "stablehlo.scatter"(%1236, %c_80, %1238) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_81 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %1240 = stablehlo.slice %1172#5 [0:32, 22:23, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1241 = stablehlo.reshape %1240 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1242 = "stablehlo.scatter"(%1239, %c_81, %1241) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_82 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %1243 = stablehlo.slice %1172#5 [0:32, 23:24, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1244 = stablehlo.reshape %1243 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1245 = "stablehlo.scatter"(%1242, %c_82, %1244) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_83 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %1246 = stablehlo.slice %1172#5 [0:32, 24:25, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1247 = stablehlo.reshape %1246 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1248 = "stablehlo.scatter"(%1245, %c_83, %1247) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_84 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %1249 = stablehlo.slice %1172#5 [0:32, 25:26, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1251 = "stablehlo.scatter"(%1248, %c_84, %1250) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_85 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %1252 = stablehlo.slice %1172#5 [0:32, 26:27, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1253 = stablehlo.reshape %1252 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1254 = "stablehlo.scatter"(%1251, %c_85, %1253) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_86 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %1255 = stablehlo.slice %1172#5 [0:32, 27:28, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1256 = stablehlo.reshape %1255 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1257 = "stablehlo.scatter"(%1254, %c_86, %1256) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_87 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %1258 = stablehlo.slice %1172#5 [0:32, 28:29, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1260 = "stablehlo.scatter"(%1257, %c_87, %1259) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_88 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %1261 = stablehlo.slice %1172#5 [0:32, 29:30, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1262 = stablehlo.reshape %1261 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1263 = "stablehlo.scatter"(%1260, %c_88, %1262) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_89 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %1264 = stablehlo.slice %1172#5 [0:32, 30:31, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1265 = stablehlo.reshape %1264 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1266 = "stablehlo.scatter"(%1263, %c_89, %1265) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_90 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %1267 = stablehlo.slice %1172#5 [0:32, 31:32, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1268 = stablehlo.reshape %1267 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1269 = "stablehlo.scatter"(%1266, %c_90, %1268) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_91 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1270 = stablehlo.slice %1172#5 [0:32, 32:33, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1272 = "stablehlo.scatter"(%1269, %c_91, %1271) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_92 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1273 = stablehlo.slice %1172#5 [0:32, 33:34, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1274 = stablehlo.reshape %1273 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1275 = "stablehlo.scatter"(%1272, %c_92, %1274) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_93 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1276 = stablehlo.slice %1172#5 [0:32, 34:35, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1277 = stablehlo.reshape %1276 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1278 = "stablehlo.scatter"(%1275, %c_93, %1277) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_94 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1279 = stablehlo.slice %1172#5 [0:32, 35:36, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1280 = stablehlo.reshape %1279 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1281 = "stablehlo.scatter"(%1278, %c_94, %1280) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_95 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1282 = stablehlo.slice %1172#5 [0:32, 36:37, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1283 = stablehlo.reshape %1282 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1284 = "stablehlo.scatter"(%1281, %c_95, %1283) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_96 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1285 = stablehlo.slice %1172#5 [0:32, 37:38, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1286 = stablehlo.reshape %1285 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1287 = "stablehlo.scatter"(%1284, %c_96, %1286) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_97 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1288 = stablehlo.slice %1172#5 [0:32, 38:39, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1289 = stablehlo.reshape %1288 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1290 = "stablehlo.scatter"(%1287, %c_97, %1289) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_98 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1291 = stablehlo.slice %1172#5 [0:32, 39:40, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1292 = stablehlo.reshape %1291 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1293 = "stablehlo.scatter"(%1290, %c_98, %1292) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_99 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1294 = stablehlo.slice %1172#5 [0:32, 40:41, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1296 = "stablehlo.scatter"(%1293, %c_99, %1295) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_100 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1297 = stablehlo.slice %1172#5 [0:32, 41:42, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1298 = stablehlo.reshape %1297 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1299 = "stablehlo.scatter"(%1296, %c_100, %1298) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_101 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1300 = stablehlo.slice %1172#5 [0:32, 42:43, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1301 = stablehlo.reshape %1300 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1302 = "stablehlo.scatter"(%1299, %c_101, %1301) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_102 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1303 = stablehlo.slice %1172#5 [0:32, 43:44, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1304 = stablehlo.reshape %1303 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1305 = "stablehlo.scatter"(%1302, %c_102, %1304) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_103 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1306 = stablehlo.slice %1172#5 [0:32, 44:45, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1307 = stablehlo.reshape %1306 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1308 = "stablehlo.scatter"(%1305, %c_103, %1307) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_104 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1309 = stablehlo.slice %1172#5 [0:32, 45:46, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1310 = stablehlo.reshape %1309 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1311 = "stablehlo.scatter"(%1308, %c_104, %1310) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_105 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1312 = stablehlo.slice %1172#5 [0:32, 46:47, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1313 = stablehlo.reshape %1312 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1314 = "stablehlo.scatter"(%1311, %c_105, %1313) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_106 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1315 = stablehlo.slice %1172#5 [0:32, 47:48, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1316 = stablehlo.reshape %1315 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1317 = "stablehlo.scatter"(%1314, %c_106, %1316) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_107 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1318 = stablehlo.slice %1172#5 [0:32, 48:49, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1319 = stablehlo.reshape %1318 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1320 = "stablehlo.scatter"(%1317, %c_107, %1319) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_108 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1321 = stablehlo.slice %1172#5 [0:32, 49:50, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1322 = stablehlo.reshape %1321 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1323 = "stablehlo.scatter"(%1320, %c_108, %1322) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_109 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1324 = stablehlo.slice %1172#5 [0:32, 50:51, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1325 = stablehlo.reshape %1324 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1326 = "stablehlo.scatter"(%1323, %c_109, %1325) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_110 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1327 = stablehlo.slice %1172#5 [0:32, 51:52, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1328 = stablehlo.reshape %1327 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1329 = "stablehlo.scatter"(%1326, %c_110, %1328) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_111 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1330 = stablehlo.slice %1172#5 [0:32, 52:53, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1331 = stablehlo.reshape %1330 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1332 = "stablehlo.scatter"(%1329, %c_111, %1331) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_112 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1333 = stablehlo.slice %1172#5 [0:32, 53:54, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1334 = stablehlo.reshape %1333 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1335 = "stablehlo.scatter"(%1332, %c_112, %1334) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_113 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1336 = stablehlo.slice %1172#5 [0:32, 54:55, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1337 = stablehlo.reshape %1336 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1338 = "stablehlo.scatter"(%1335, %c_113, %1337) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_114 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1339 = stablehlo.slice %1172#5 [0:32, 55:56, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1341 = "stablehlo.scatter"(%1338, %c_114, %1340) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_115 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1342 = stablehlo.slice %1172#5 [0:32, 56:57, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1343 = stablehlo.reshape %1342 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1344 = "stablehlo.scatter"(%1341, %c_115, %1343) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_116 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1345 = stablehlo.slice %1172#5 [0:32, 57:58, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1346 = stablehlo.reshape %1345 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1347 = "stablehlo.scatter"(%1344, %c_116, %1346) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_117 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1348 = stablehlo.slice %1172#5 [0:32, 58:59, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1349 = stablehlo.reshape %1348 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1350 = "stablehlo.scatter"(%1347, %c_117, %1349) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_118 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1351 = stablehlo.slice %1172#5 [0:32, 59:60, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1352 = stablehlo.reshape %1351 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1353 = "stablehlo.scatter"(%1350, %c_118, %1352) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_119 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1354 = stablehlo.slice %1172#5 [0:32, 60:61, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1355 = stablehlo.reshape %1354 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1356 = "stablehlo.scatter"(%1353, %c_119, %1355) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_120 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1357 = stablehlo.slice %1172#5 [0:32, 61:62, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1359 = "stablehlo.scatter"(%1356, %c_120, %1358) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_121 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1360 = stablehlo.slice %1172#5 [0:32, 62:63, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1361 = stablehlo.reshape %1360 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1362 = "stablehlo.scatter"(%1359, %c_121, %1361) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_122 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1363 = stablehlo.slice %1172#5 [0:32, 63:64, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1364 = stablehlo.reshape %1363 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1365 = "stablehlo.scatter"(%1362, %c_122, %1364) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_123 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1366 = stablehlo.slice %1172#5 [0:32, 64:65, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1367 = stablehlo.reshape %1366 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1368 = "stablehlo.scatter"(%1365, %c_123, %1367) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_124 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1369 = stablehlo.slice %1172#5 [0:32, 65:66, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1370 = stablehlo.reshape %1369 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1371 = "stablehlo.scatter"(%1368, %c_124, %1370) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_125 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1372 = stablehlo.slice %1172#5 [0:32, 66:67, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1373 = stablehlo.reshape %1372 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1374 = "stablehlo.scatter"(%1371, %c_125, %1373) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_126 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1375 = stablehlo.slice %1172#5 [0:32, 67:68, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1376 = stablehlo.reshape %1375 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1377 = "stablehlo.scatter"(%1374, %c_126, %1376) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_127 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1378 = stablehlo.slice %1172#5 [0:32, 68:69, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1379 = stablehlo.reshape %1378 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1380 = "stablehlo.scatter"(%1377, %c_127, %1379) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_128 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1381 = stablehlo.slice %1172#5 [0:32, 69:70, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1382 = stablehlo.reshape %1381 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1383 = "stablehlo.scatter"(%1380, %c_128, %1382) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_129 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1384 = stablehlo.slice %1172#5 [0:32, 70:71, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1386 = "stablehlo.scatter"(%1383, %c_129, %1385) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_130 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1387 = stablehlo.slice %1172#5 [0:32, 71:72, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1388 = stablehlo.reshape %1387 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1389 = "stablehlo.scatter"(%1386, %c_130, %1388) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_131 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1390 = stablehlo.slice %1172#5 [0:32, 72:73, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1391 = stablehlo.reshape %1390 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1392 = "stablehlo.scatter"(%1389, %c_131, %1391) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_132 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1393 = stablehlo.slice %1172#5 [0:32, 73:74, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1394 = stablehlo.reshape %1393 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1395 = "stablehlo.scatter"(%1392, %c_132, %1394) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_133 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1396 = stablehlo.slice %1172#5 [0:32, 74:75, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1397 = stablehlo.reshape %1396 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1398 = "stablehlo.scatter"(%1395, %c_133, %1397) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_134 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1399 = stablehlo.slice %1172#5 [0:32, 75:76, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1400 = stablehlo.reshape %1399 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1401 = "stablehlo.scatter"(%1398, %c_134, %1400) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_135 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1402 = stablehlo.slice %1172#5 [0:32, 76:77, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1403 = stablehlo.reshape %1402 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1404 = "stablehlo.scatter"(%1401, %c_135, %1403) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_136 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1405 = stablehlo.slice %1172#5 [0:32, 77:78, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1406 = stablehlo.reshape %1405 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1407 = "stablehlo.scatter"(%1404, %c_136, %1406) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_137 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1408 = stablehlo.slice %1172#5 [0:32, 78:79, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1409 = stablehlo.reshape %1408 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1410 = "stablehlo.scatter"(%1407, %c_137, %1409) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_138 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1411 = stablehlo.slice %1172#5 [0:32, 79:80, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1412 = stablehlo.reshape %1411 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1413 = "stablehlo.scatter"(%1410, %c_138, %1412) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %c_139 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1414 = stablehlo.slice %1172#5 [0:32, 80:81, 0:3, 0:3] : (tensor<32x81x3x3xf32>) -> tensor<32x1x3x3xf32>
    %1415 = stablehlo.reshape %1414 : (tensor<32x1x3x3xf32>) -> tensor<32x3x3xf32>
    %1416 = "stablehlo.scatter"(%1413, %c_139, %1415) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<32x729xf32>, tensor<3x3x1xi32>, tensor<32x3x3xf32>) -> tensor<32x729xf32>
    %1417 = stablehlo.reshape %1416 : (tensor<32x729xf32>) -> tensor<32x27x27xf32>
    %1418 = stablehlo.dot_general %1417, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x27x27xf32>, tensor<32x27xf32>) -> tensor<32x27xf32>
    %1419 = stablehlo.add %805, %1418 : tensor<32x27xf32>
    %1420 = stablehlo.reshape %arg2 : (tensor<32x27xf32>) -> tensor<864xf32>
    %1421 = stablehlo.reshape %1419 : (tensor<32x27xf32>) -> tensor<864xf32>
    %1422 = stablehlo.dot_general %1420, %1421, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<864xf32>, tensor<864xf32>) -> tensor<f32>
    %1423 = stablehlo.divide %arg3, %1422 : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %1423, dims = [] : (tensor<f32>) -> tensor<32x27xf32>
    %1425 = stablehlo.multiply %1424, %arg2 : tensor<32x27xf32>
    %1426 = stablehlo.add %arg0, %1425 : tensor<32x27xf32>
    %1427 = stablehlo.multiply %1424, %1419 : tensor<32x27xf32>
    %1428 = stablehlo.subtract %arg1, %1427 : tensor<32x27xf32>
    %1429 = stablehlo.reshape %1428 : (tensor<32x27xf32>) -> tensor<864xf32>
    %1430 = stablehlo.dot_general %1429, %1429, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<864xf32>, tensor<864xf32>) -> tensor<f32>
    %1431 = stablehlo.divide %1430, %arg3 : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %1431, dims = [] : (tensor<f32>) -> tensor<32x27xf32>
    %1433 = stablehlo.multiply %1432, %arg2 : tensor<32x27xf32>
    %1434 = stablehlo.add %1428, %1433 : tensor<32x27xf32>
    return %1426, %1428, %1434, %1430 : tensor<32x27xf32>, tensor<32x27xf32>, tensor<32x27xf32>, tensor<f32>
  }
}
