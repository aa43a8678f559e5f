module @jit_cg_iteration_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x27xf32>, %arg1: tensor<4096x27xf32>, %arg2: tensor<4096x27xf32>, %arg3: tensor<f32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<4096x6x27xf32>, %arg7: tensor<4096x27xf32>) -> (tensor<4096x27xf32> {jax.result_info = "result[0]"}, tensor<4096x27xf32> {jax.result_info = "result[1]"}, tensor<4096x27xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[[[2], [2], [2]], [[5], [5], [5]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_0 = stablehlo.constant dense<[[[1], [1], [1]], [[4], [4], [4]], [[7], [7], [7]]]> : tensor<3x3x1xi32>
    %c_1 = stablehlo.constant dense<[[[0], [0], [0]], [[3], [3], [3]], [[6], [6], [6]]]> : tensor<3x3x1xi32>
    %c_2 = stablehlo.constant dense<6> : tensor<3x3x1xi32>
    %c_3 = stablehlo.constant dense<3> : tensor<3x3x1xi32>
    %c_4 = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
    %c_6 = stablehlo.constant dense<8> : tensor<3x3x1xi32>
    %c_7 = stablehlo.constant dense<7> : tensor<3x3x1xi32>
    %c_8 = stablehlo.constant dense<5> : tensor<3x3x1xi32>
    %c_9 = stablehlo.constant dense<4> : tensor<3x3x1xi32>
    %c_10 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<3x3x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %c_13 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %c_14 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_15 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %c_16 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %c_17 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %c_18 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %c_19 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
    %c_20 = stablehlo.constant dense<[[0], [0], [0], [0], [0], [0], [0], [0], [0], [1], [1], [1], [1], [1], [1], [1], [1], [1], [2], [2], [2], [2], [2], [2], [2], [2], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [4], [4], [4], [4], [4], [4], [4], [4], [4], [5], [5], [5], [5], [5], [5], [5], [5], [5], [6], [6], [6], [6], [6], [6], [6], [6], [6], [7], [7], [7], [7], [7], [7], [7], [7], [7], [8], [8], [8], [8], [8], [8], [8], [8], [8]]> : tensor<81x1xi32>
    %c_21 = stablehlo.constant dense<[[[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %c_22 = stablehlo.constant dense<[[[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %c_23 = stablehlo.constant dense<[[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %c_24 = stablehlo.constant dense<[[[6], [6], [6], [6], [6], [6], [6], [6], [6], [6]], [[7], [7], [7], [7], [7], [7], [7], [7], [7], [7]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %c_25 = stablehlo.constant dense<[[[3], [3], [3], [3], [3], [3], [3], [3], [3], [3]], [[4], [4], [4], [4], [4], [4], [4], [4], [4], [4]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %c_26 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %c_27 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %c_28 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %c_29 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %c_30 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %c_31 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %c_32 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %c_33 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %c_34 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %0 = stablehlo.slice %arg2 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %1 = stablehlo.slice %arg2 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %2 = stablehlo.slice %arg2 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %3 = stablehlo.reshape %arg4 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg5 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = "stablehlo.gather"(%3, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %8 = stablehlo.slice %0 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %9 = stablehlo.slice %0 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %10 = stablehlo.slice %0 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %11 = stablehlo.concatenate %8, %8, %8, %9, %9, %9, %10, %10, %10, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %12 = stablehlo.reshape %11 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<4096x3x3xf32>
    %14 = "stablehlo.gather"(%3, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %15 = stablehlo.reshape %14 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %17 = stablehlo.slice %0 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %18 = stablehlo.slice %0 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %19 = stablehlo.slice %0 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %20 = stablehlo.concatenate %17, %17, %17, %18, %18, %18, %19, %19, %19, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %21 = stablehlo.reshape %20 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<4096x3x3xf32>
    %23 = stablehlo.add %13, %22 : tensor<4096x3x3xf32>
    %24 = "stablehlo.gather"(%3, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %25 = stablehlo.reshape %24 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %27 = stablehlo.slice %0 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %28 = stablehlo.slice %0 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %29 = stablehlo.slice %0 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %30 = stablehlo.concatenate %27, %27, %27, %28, %28, %28, %29, %29, %29, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %31 = stablehlo.reshape %30 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<4096x3x3xf32>
    %33 = stablehlo.add %23, %32 : tensor<4096x3x3xf32>
    %34 = "stablehlo.gather"(%4, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %35 = stablehlo.reshape %34 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %37 = stablehlo.multiply %36, %12 : tensor<4096x3x3xf32>
    %38 = "stablehlo.gather"(%4, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %39 = stablehlo.reshape %38 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %41 = stablehlo.multiply %40, %21 : tensor<4096x3x3xf32>
    %42 = stablehlo.add %37, %41 : tensor<4096x3x3xf32>
    %43 = "stablehlo.gather"(%4, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %44 = stablehlo.reshape %43 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %46 = stablehlo.multiply %45, %31 : tensor<4096x3x3xf32>
    %47 = stablehlo.add %42, %46 : tensor<4096x3x3xf32>
    %48 = stablehlo.slice %1 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %49 = stablehlo.slice %1 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %50 = stablehlo.slice %1 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %51 = stablehlo.concatenate %48, %48, %48, %49, %49, %49, %50, %50, %50, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %52 = stablehlo.reshape %51 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %53 = stablehlo.multiply %7, %52 : tensor<4096x3x3xf32>
    %54 = stablehlo.slice %1 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %55 = stablehlo.slice %1 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %56 = stablehlo.slice %1 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %57 = stablehlo.concatenate %54, %54, %54, %55, %55, %55, %56, %56, %56, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %58 = stablehlo.reshape %57 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %59 = stablehlo.multiply %16, %58 : tensor<4096x3x3xf32>
    %60 = stablehlo.add %53, %59 : tensor<4096x3x3xf32>
    %61 = stablehlo.slice %1 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %62 = stablehlo.slice %1 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %63 = stablehlo.slice %1 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %64 = stablehlo.concatenate %61, %61, %61, %62, %62, %62, %63, %63, %63, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %65 = stablehlo.reshape %64 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %66 = stablehlo.multiply %26, %65 : tensor<4096x3x3xf32>
    %67 = stablehlo.add %60, %66 : tensor<4096x3x3xf32>
    %68 = stablehlo.multiply %36, %52 : tensor<4096x3x3xf32>
    %69 = stablehlo.multiply %40, %58 : tensor<4096x3x3xf32>
    %70 = stablehlo.add %68, %69 : tensor<4096x3x3xf32>
    %71 = stablehlo.multiply %45, %65 : tensor<4096x3x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<4096x3x3xf32>
    %73 = stablehlo.slice %2 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %74 = stablehlo.slice %2 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %75 = stablehlo.slice %2 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %76 = stablehlo.concatenate %73, %73, %73, %74, %74, %74, %75, %75, %75, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %77 = stablehlo.reshape %76 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %78 = stablehlo.multiply %7, %77 : tensor<4096x3x3xf32>
    %79 = stablehlo.slice %2 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %80 = stablehlo.slice %2 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %81 = stablehlo.slice %2 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %82 = stablehlo.concatenate %79, %79, %79, %80, %80, %80, %81, %81, %81, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %83 = stablehlo.reshape %82 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %84 = stablehlo.multiply %16, %83 : tensor<4096x3x3xf32>
    %85 = stablehlo.add %78, %84 : tensor<4096x3x3xf32>
    %86 = stablehlo.slice %2 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %87 = stablehlo.slice %2 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %88 = stablehlo.slice %2 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %89 = stablehlo.concatenate %86, %86, %86, %87, %87, %87, %88, %88, %88, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %90 = stablehlo.reshape %89 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %91 = stablehlo.multiply %26, %90 : tensor<4096x3x3xf32>
    %92 = stablehlo.add %85, %91 : tensor<4096x3x3xf32>
    %93 = stablehlo.multiply %36, %77 : tensor<4096x3x3xf32>
    %94 = stablehlo.multiply %40, %83 : tensor<4096x3x3xf32>
    %95 = stablehlo.add %93, %94 : tensor<4096x3x3xf32>
    %96 = stablehlo.multiply %45, %90 : tensor<4096x3x3xf32>
    %97 = stablehlo.add %95, %96 : tensor<4096x3x3xf32>
    %98 = stablehlo.slice %arg6 [0:4096, 0:1, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %99 = stablehlo.reshape %98 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %100 = stablehlo.slice %arg6 [0:4096, 1:2, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %101 = stablehlo.reshape %100 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %102 = stablehlo.slice %arg6 [0:4096, 2:3, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %103 = stablehlo.reshape %102 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %104 = stablehlo.slice %arg6 [0:4096, 3:4, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %105 = stablehlo.reshape %104 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %106 = stablehlo.slice %arg6 [0:4096, 4:5, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %107 = stablehlo.reshape %106 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %108 = stablehlo.slice %arg6 [0:4096, 5:6, 0:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x27xf32>
    %109 = stablehlo.reshape %108 : (tensor<4096x1x27xf32>) -> tensor<4096x27xf32>
    %110 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %111 = stablehlo.reshape %110 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %113 = stablehlo.slice %99 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %114 = stablehlo.reshape %113 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %115 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %116 = stablehlo.reshape %115 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %118 = stablehlo.reshape %47 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %119 = stablehlo.slice %118 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %120 = stablehlo.concatenate %119, %119, %119, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %121 = stablehlo.reshape %120 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %122 = stablehlo.multiply %117, %121 : tensor<4096x3x3xf32>
    %123 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %124 = stablehlo.reshape %123 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %126 = stablehlo.slice %118 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %127 = stablehlo.concatenate %126, %126, %126, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %128 = stablehlo.reshape %127 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %129 = stablehlo.multiply %125, %128 : tensor<4096x3x3xf32>
    %130 = stablehlo.add %122, %129 : tensor<4096x3x3xf32>
    %131 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %132 = stablehlo.reshape %131 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %134 = stablehlo.slice %118 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %135 = stablehlo.concatenate %134, %134, %134, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %136 = stablehlo.reshape %135 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %137 = stablehlo.multiply %133, %136 : tensor<4096x3x3xf32>
    %138 = stablehlo.add %130, %137 : tensor<4096x3x3xf32>
    %139 = stablehlo.multiply %112, %138 : tensor<4096x3x3xf32>
    %140 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %141 = stablehlo.reshape %140 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %143 = stablehlo.reshape %72 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %144 = stablehlo.slice %143 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %145 = stablehlo.concatenate %144, %144, %144, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %146 = stablehlo.reshape %145 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %147 = stablehlo.multiply %117, %146 : tensor<4096x3x3xf32>
    %148 = stablehlo.slice %143 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %149 = stablehlo.concatenate %148, %148, %148, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %150 = stablehlo.reshape %149 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %151 = stablehlo.multiply %125, %150 : tensor<4096x3x3xf32>
    %152 = stablehlo.add %147, %151 : tensor<4096x3x3xf32>
    %153 = stablehlo.slice %143 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %154 = stablehlo.concatenate %153, %153, %153, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %155 = stablehlo.reshape %154 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %156 = stablehlo.multiply %133, %155 : tensor<4096x3x3xf32>
    %157 = stablehlo.add %152, %156 : tensor<4096x3x3xf32>
    %158 = stablehlo.multiply %142, %157 : tensor<4096x3x3xf32>
    %159 = stablehlo.add %139, %158 : tensor<4096x3x3xf32>
    %160 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %161 = stablehlo.reshape %160 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %163 = stablehlo.reshape %97 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %164 = stablehlo.slice %163 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %165 = stablehlo.concatenate %164, %164, %164, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %166 = stablehlo.reshape %165 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %167 = stablehlo.multiply %117, %166 : tensor<4096x3x3xf32>
    %168 = stablehlo.slice %163 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %169 = stablehlo.concatenate %168, %168, %168, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %170 = stablehlo.reshape %169 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %171 = stablehlo.multiply %125, %170 : tensor<4096x3x3xf32>
    %172 = stablehlo.add %167, %171 : tensor<4096x3x3xf32>
    %173 = stablehlo.slice %163 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %174 = stablehlo.concatenate %173, %173, %173, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %175 = stablehlo.reshape %174 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %176 = stablehlo.multiply %133, %175 : tensor<4096x3x3xf32>
    %177 = stablehlo.add %172, %176 : tensor<4096x3x3xf32>
    %178 = stablehlo.multiply %162, %177 : tensor<4096x3x3xf32>
    %179 = stablehlo.add %159, %178 : tensor<4096x3x3xf32>
    %180 = stablehlo.multiply %114, %179 : tensor<4096x3x3xf32>
    %181 = stablehlo.slice %101 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %182 = stablehlo.reshape %181 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %183 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %184 = stablehlo.reshape %183 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %186 = stablehlo.reshape %33 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %187 = stablehlo.slice %186 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %188 = stablehlo.concatenate %187, %187, %187, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %189 = stablehlo.reshape %188 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %190 = stablehlo.multiply %185, %189 : tensor<4096x3x3xf32>
    %191 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %192 = stablehlo.reshape %191 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %194 = stablehlo.slice %186 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %195 = stablehlo.concatenate %194, %194, %194, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %196 = stablehlo.reshape %195 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %197 = stablehlo.multiply %193, %196 : tensor<4096x3x3xf32>
    %198 = stablehlo.add %190, %197 : tensor<4096x3x3xf32>
    %199 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %200 = stablehlo.reshape %199 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %202 = stablehlo.slice %186 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %203 = stablehlo.concatenate %202, %202, %202, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %204 = stablehlo.reshape %203 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %205 = stablehlo.multiply %201, %204 : tensor<4096x3x3xf32>
    %206 = stablehlo.add %198, %205 : tensor<4096x3x3xf32>
    %207 = stablehlo.multiply %112, %206 : tensor<4096x3x3xf32>
    %208 = stablehlo.reshape %67 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %209 = stablehlo.slice %208 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %210 = stablehlo.concatenate %209, %209, %209, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %211 = stablehlo.reshape %210 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %212 = stablehlo.multiply %185, %211 : tensor<4096x3x3xf32>
    %213 = stablehlo.slice %208 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %214 = stablehlo.concatenate %213, %213, %213, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %215 = stablehlo.reshape %214 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %216 = stablehlo.multiply %193, %215 : tensor<4096x3x3xf32>
    %217 = stablehlo.add %212, %216 : tensor<4096x3x3xf32>
    %218 = stablehlo.slice %208 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %219 = stablehlo.concatenate %218, %218, %218, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %220 = stablehlo.reshape %219 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %221 = stablehlo.multiply %201, %220 : tensor<4096x3x3xf32>
    %222 = stablehlo.add %217, %221 : tensor<4096x3x3xf32>
    %223 = stablehlo.multiply %142, %222 : tensor<4096x3x3xf32>
    %224 = stablehlo.add %207, %223 : tensor<4096x3x3xf32>
    %225 = stablehlo.reshape %92 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %226 = stablehlo.slice %225 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %227 = stablehlo.concatenate %226, %226, %226, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %228 = stablehlo.reshape %227 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %229 = stablehlo.multiply %185, %228 : tensor<4096x3x3xf32>
    %230 = stablehlo.slice %225 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %231 = stablehlo.concatenate %230, %230, %230, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %232 = stablehlo.reshape %231 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %233 = stablehlo.multiply %193, %232 : tensor<4096x3x3xf32>
    %234 = stablehlo.add %229, %233 : tensor<4096x3x3xf32>
    %235 = stablehlo.slice %225 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %236 = stablehlo.concatenate %235, %235, %235, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %237 = stablehlo.reshape %236 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %238 = stablehlo.multiply %201, %237 : tensor<4096x3x3xf32>
    %239 = stablehlo.add %234, %238 : tensor<4096x3x3xf32>
    %240 = stablehlo.multiply %162, %239 : tensor<4096x3x3xf32>
    %241 = stablehlo.add %224, %240 : tensor<4096x3x3xf32>
    %242 = stablehlo.multiply %182, %241 : tensor<4096x3x3xf32>
    %243 = stablehlo.add %180, %242 : tensor<4096x3x3xf32>
    %244 = stablehlo.slice %103 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %245 = stablehlo.reshape %244 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %246 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %247 = stablehlo.reshape %246 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %249 = stablehlo.multiply %117, %189 : tensor<4096x3x3xf32>
    %250 = stablehlo.multiply %125, %196 : tensor<4096x3x3xf32>
    %251 = stablehlo.add %249, %250 : tensor<4096x3x3xf32>
    %252 = stablehlo.multiply %133, %204 : tensor<4096x3x3xf32>
    %253 = stablehlo.add %251, %252 : tensor<4096x3x3xf32>
    %254 = stablehlo.multiply %248, %253 : tensor<4096x3x3xf32>
    %255 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %256 = stablehlo.reshape %255 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %258 = stablehlo.multiply %117, %211 : tensor<4096x3x3xf32>
    %259 = stablehlo.multiply %125, %215 : tensor<4096x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<4096x3x3xf32>
    %261 = stablehlo.multiply %133, %220 : tensor<4096x3x3xf32>
    %262 = stablehlo.add %260, %261 : tensor<4096x3x3xf32>
    %263 = stablehlo.multiply %257, %262 : tensor<4096x3x3xf32>
    %264 = stablehlo.add %254, %263 : tensor<4096x3x3xf32>
    %265 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %266 = stablehlo.reshape %265 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %268 = stablehlo.multiply %117, %228 : tensor<4096x3x3xf32>
    %269 = stablehlo.multiply %125, %232 : tensor<4096x3x3xf32>
    %270 = stablehlo.add %268, %269 : tensor<4096x3x3xf32>
    %271 = stablehlo.multiply %133, %237 : tensor<4096x3x3xf32>
    %272 = stablehlo.add %270, %271 : tensor<4096x3x3xf32>
    %273 = stablehlo.multiply %267, %272 : tensor<4096x3x3xf32>
    %274 = stablehlo.add %264, %273 : tensor<4096x3x3xf32>
    %275 = stablehlo.multiply %245, %274 : tensor<4096x3x3xf32>
    %276 = stablehlo.add %243, %275 : tensor<4096x3x3xf32>
    %277 = stablehlo.multiply %112, %276 : tensor<4096x3x3xf32>
    %278 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %279 = stablehlo.reshape %278 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %281 = stablehlo.slice %99 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %282 = stablehlo.reshape %281 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %283 = stablehlo.multiply %280, %138 : tensor<4096x3x3xf32>
    %284 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %285 = stablehlo.reshape %284 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %287 = stablehlo.multiply %286, %157 : tensor<4096x3x3xf32>
    %288 = stablehlo.add %283, %287 : tensor<4096x3x3xf32>
    %289 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %290 = stablehlo.reshape %289 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %292 = stablehlo.multiply %291, %177 : tensor<4096x3x3xf32>
    %293 = stablehlo.add %288, %292 : tensor<4096x3x3xf32>
    %294 = stablehlo.multiply %282, %293 : tensor<4096x3x3xf32>
    %295 = stablehlo.slice %101 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %296 = stablehlo.reshape %295 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %297 = stablehlo.multiply %280, %206 : tensor<4096x3x3xf32>
    %298 = stablehlo.multiply %286, %222 : tensor<4096x3x3xf32>
    %299 = stablehlo.add %297, %298 : tensor<4096x3x3xf32>
    %300 = stablehlo.multiply %291, %239 : tensor<4096x3x3xf32>
    %301 = stablehlo.add %299, %300 : tensor<4096x3x3xf32>
    %302 = stablehlo.multiply %296, %301 : tensor<4096x3x3xf32>
    %303 = stablehlo.add %294, %302 : tensor<4096x3x3xf32>
    %304 = stablehlo.slice %103 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %305 = stablehlo.reshape %304 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %306 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %307 = stablehlo.reshape %306 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %309 = stablehlo.multiply %308, %253 : tensor<4096x3x3xf32>
    %310 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %311 = stablehlo.reshape %310 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %313 = stablehlo.multiply %312, %262 : tensor<4096x3x3xf32>
    %314 = stablehlo.add %309, %313 : tensor<4096x3x3xf32>
    %315 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %316 = stablehlo.reshape %315 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %318 = stablehlo.multiply %317, %272 : tensor<4096x3x3xf32>
    %319 = stablehlo.add %314, %318 : tensor<4096x3x3xf32>
    %320 = stablehlo.multiply %305, %319 : tensor<4096x3x3xf32>
    %321 = stablehlo.add %303, %320 : tensor<4096x3x3xf32>
    %322 = stablehlo.multiply %280, %321 : tensor<4096x3x3xf32>
    %323 = stablehlo.add %277, %322 : tensor<4096x3x3xf32>
    %324 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %325 = stablehlo.reshape %324 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %327 = stablehlo.slice %99 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %328 = stablehlo.reshape %327 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %329 = stablehlo.multiply %326, %138 : tensor<4096x3x3xf32>
    %330 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %331 = stablehlo.reshape %330 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %333 = stablehlo.multiply %332, %157 : tensor<4096x3x3xf32>
    %334 = stablehlo.add %329, %333 : tensor<4096x3x3xf32>
    %335 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %336 = stablehlo.reshape %335 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %338 = stablehlo.multiply %337, %177 : tensor<4096x3x3xf32>
    %339 = stablehlo.add %334, %338 : tensor<4096x3x3xf32>
    %340 = stablehlo.multiply %328, %339 : tensor<4096x3x3xf32>
    %341 = stablehlo.slice %101 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %342 = stablehlo.reshape %341 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %343 = stablehlo.multiply %326, %206 : tensor<4096x3x3xf32>
    %344 = stablehlo.multiply %332, %222 : tensor<4096x3x3xf32>
    %345 = stablehlo.add %343, %344 : tensor<4096x3x3xf32>
    %346 = stablehlo.multiply %337, %239 : tensor<4096x3x3xf32>
    %347 = stablehlo.add %345, %346 : tensor<4096x3x3xf32>
    %348 = stablehlo.multiply %342, %347 : tensor<4096x3x3xf32>
    %349 = stablehlo.add %340, %348 : tensor<4096x3x3xf32>
    %350 = stablehlo.slice %103 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %351 = stablehlo.reshape %350 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %352 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %353 = stablehlo.reshape %352 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %355 = stablehlo.multiply %354, %253 : tensor<4096x3x3xf32>
    %356 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %357 = stablehlo.reshape %356 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %359 = stablehlo.multiply %358, %262 : tensor<4096x3x3xf32>
    %360 = stablehlo.add %355, %359 : tensor<4096x3x3xf32>
    %361 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %362 = stablehlo.reshape %361 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %364 = stablehlo.multiply %363, %272 : tensor<4096x3x3xf32>
    %365 = stablehlo.add %360, %364 : tensor<4096x3x3xf32>
    %366 = stablehlo.multiply %351, %365 : tensor<4096x3x3xf32>
    %367 = stablehlo.add %349, %366 : tensor<4096x3x3xf32>
    %368 = stablehlo.multiply %326, %367 : tensor<4096x3x3xf32>
    %369 = stablehlo.add %323, %368 : tensor<4096x3x3xf32>
    %370 = stablehlo.multiply %182, %179 : tensor<4096x3x3xf32>
    %371 = stablehlo.slice %105 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %372 = stablehlo.reshape %371 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %373 = stablehlo.multiply %372, %241 : tensor<4096x3x3xf32>
    %374 = stablehlo.add %370, %373 : tensor<4096x3x3xf32>
    %375 = stablehlo.slice %107 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %376 = stablehlo.reshape %375 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %377 = stablehlo.multiply %376, %274 : tensor<4096x3x3xf32>
    %378 = stablehlo.add %374, %377 : tensor<4096x3x3xf32>
    %379 = stablehlo.multiply %112, %378 : tensor<4096x3x3xf32>
    %380 = stablehlo.multiply %296, %293 : tensor<4096x3x3xf32>
    %381 = stablehlo.slice %105 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %382 = stablehlo.reshape %381 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %383 = stablehlo.multiply %382, %301 : tensor<4096x3x3xf32>
    %384 = stablehlo.add %380, %383 : tensor<4096x3x3xf32>
    %385 = stablehlo.slice %107 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %386 = stablehlo.reshape %385 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %387 = stablehlo.multiply %386, %319 : tensor<4096x3x3xf32>
    %388 = stablehlo.add %384, %387 : tensor<4096x3x3xf32>
    %389 = stablehlo.multiply %280, %388 : tensor<4096x3x3xf32>
    %390 = stablehlo.add %379, %389 : tensor<4096x3x3xf32>
    %391 = stablehlo.multiply %342, %339 : tensor<4096x3x3xf32>
    %392 = stablehlo.slice %105 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %393 = stablehlo.reshape %392 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %394 = stablehlo.multiply %393, %347 : tensor<4096x3x3xf32>
    %395 = stablehlo.add %391, %394 : tensor<4096x3x3xf32>
    %396 = stablehlo.slice %107 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %397 = stablehlo.reshape %396 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %398 = stablehlo.multiply %397, %365 : tensor<4096x3x3xf32>
    %399 = stablehlo.add %395, %398 : tensor<4096x3x3xf32>
    %400 = stablehlo.multiply %326, %399 : tensor<4096x3x3xf32>
    %401 = stablehlo.add %390, %400 : tensor<4096x3x3xf32>
    %402 = stablehlo.multiply %245, %179 : tensor<4096x3x3xf32>
    %403 = stablehlo.multiply %376, %241 : tensor<4096x3x3xf32>
    %404 = stablehlo.add %402, %403 : tensor<4096x3x3xf32>
    %405 = stablehlo.slice %109 [0:4096, 0:9] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %406 = stablehlo.reshape %405 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %407 = stablehlo.multiply %406, %274 : tensor<4096x3x3xf32>
    %408 = stablehlo.add %404, %407 : tensor<4096x3x3xf32>
    %409 = stablehlo.multiply %248, %408 : tensor<4096x3x3xf32>
    %410 = stablehlo.multiply %305, %293 : tensor<4096x3x3xf32>
    %411 = stablehlo.multiply %386, %301 : tensor<4096x3x3xf32>
    %412 = stablehlo.add %410, %411 : tensor<4096x3x3xf32>
    %413 = stablehlo.slice %109 [0:4096, 9:18] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %414 = stablehlo.reshape %413 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %415 = stablehlo.multiply %414, %319 : tensor<4096x3x3xf32>
    %416 = stablehlo.add %412, %415 : tensor<4096x3x3xf32>
    %417 = stablehlo.multiply %308, %416 : tensor<4096x3x3xf32>
    %418 = stablehlo.add %409, %417 : tensor<4096x3x3xf32>
    %419 = stablehlo.multiply %351, %339 : tensor<4096x3x3xf32>
    %420 = stablehlo.multiply %397, %347 : tensor<4096x3x3xf32>
    %421 = stablehlo.add %419, %420 : tensor<4096x3x3xf32>
    %422 = stablehlo.slice %109 [0:4096, 18:27] : (tensor<4096x27xf32>) -> tensor<4096x9xf32>
    %423 = stablehlo.reshape %422 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %424 = stablehlo.multiply %423, %365 : tensor<4096x3x3xf32>
    %425 = stablehlo.add %421, %424 : tensor<4096x3x3xf32>
    %426 = stablehlo.multiply %354, %425 : tensor<4096x3x3xf32>
    %427 = stablehlo.add %418, %426 : tensor<4096x3x3xf32>
    %428 = stablehlo.multiply %142, %276 : tensor<4096x3x3xf32>
    %429 = stablehlo.multiply %286, %321 : tensor<4096x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<4096x3x3xf32>
    %431 = stablehlo.multiply %332, %367 : tensor<4096x3x3xf32>
    %432 = stablehlo.add %430, %431 : tensor<4096x3x3xf32>
    %433 = stablehlo.multiply %142, %378 : tensor<4096x3x3xf32>
    %434 = stablehlo.multiply %286, %388 : tensor<4096x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<4096x3x3xf32>
    %436 = stablehlo.multiply %332, %399 : tensor<4096x3x3xf32>
    %437 = stablehlo.add %435, %436 : tensor<4096x3x3xf32>
    %438 = stablehlo.multiply %257, %408 : tensor<4096x3x3xf32>
    %439 = stablehlo.multiply %312, %416 : tensor<4096x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<4096x3x3xf32>
    %441 = stablehlo.multiply %358, %425 : tensor<4096x3x3xf32>
    %442 = stablehlo.add %440, %441 : tensor<4096x3x3xf32>
    %443 = stablehlo.multiply %162, %276 : tensor<4096x3x3xf32>
    %444 = stablehlo.multiply %291, %321 : tensor<4096x3x3xf32>
    %445 = stablehlo.add %443, %444 : tensor<4096x3x3xf32>
    %446 = stablehlo.multiply %337, %367 : tensor<4096x3x3xf32>
    %447 = stablehlo.add %445, %446 : tensor<4096x3x3xf32>
    %448 = stablehlo.multiply %162, %378 : tensor<4096x3x3xf32>
    %449 = stablehlo.multiply %291, %388 : tensor<4096x3x3xf32>
    %450 = stablehlo.add %448, %449 : tensor<4096x3x3xf32>
    %451 = stablehlo.multiply %337, %399 : tensor<4096x3x3xf32>
    %452 = stablehlo.add %450, %451 : tensor<4096x3x3xf32>
    %453 = stablehlo.multiply %267, %408 : tensor<4096x3x3xf32>
    %454 = stablehlo.multiply %317, %416 : tensor<4096x3x3xf32>
    %455 = stablehlo.add %453, %454 : tensor<4096x3x3xf32>
    %456 = stablehlo.multiply %363, %425 : tensor<4096x3x3xf32>
    %457 = stablehlo.add %455, %456 : tensor<4096x3x3xf32>
    %458 = "stablehlo.gather"(%3, %c_26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %459 = "stablehlo.gather"(%3, %c_25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %460 = "stablehlo.gather"(%3, %c_24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %461 = stablehlo.slice %458 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %462 = stablehlo.reshape %461 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %464 = stablehlo.reshape %369 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %465 = stablehlo.slice %464 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %466 = stablehlo.concatenate %465, %465, %465, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %467 = stablehlo.reshape %466 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %468 = stablehlo.multiply %463, %467 : tensor<4096x3x3xf32>
    %469 = stablehlo.slice %459 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %470 = stablehlo.reshape %469 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %472 = stablehlo.slice %464 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %473 = stablehlo.concatenate %472, %472, %472, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %474 = stablehlo.reshape %473 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %475 = stablehlo.multiply %471, %474 : tensor<4096x3x3xf32>
    %476 = stablehlo.add %468, %475 : tensor<4096x3x3xf32>
    %477 = stablehlo.slice %460 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %478 = stablehlo.reshape %477 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %480 = stablehlo.slice %464 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %481 = stablehlo.concatenate %480, %480, %480, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %482 = stablehlo.reshape %481 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %483 = stablehlo.multiply %479, %482 : tensor<4096x3x3xf32>
    %484 = stablehlo.add %476, %483 : tensor<4096x3x3xf32>
    %485 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %486 = stablehlo.reshape %485 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %488 = stablehlo.reshape %401 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %489 = stablehlo.slice %488 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %490 = stablehlo.concatenate %489, %489, %489, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %491 = stablehlo.reshape %490 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %492 = stablehlo.multiply %487, %491 : tensor<4096x3x3xf32>
    %493 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %494 = stablehlo.reshape %493 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %496 = stablehlo.slice %488 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %497 = stablehlo.concatenate %496, %496, %496, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %498 = stablehlo.reshape %497 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %499 = stablehlo.multiply %495, %498 : tensor<4096x3x3xf32>
    %500 = stablehlo.add %492, %499 : tensor<4096x3x3xf32>
    %501 = "stablehlo.gather"(%4, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %502 = stablehlo.reshape %501 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %504 = stablehlo.slice %488 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %505 = stablehlo.concatenate %504, %504, %504, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %506 = stablehlo.reshape %505 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %507 = stablehlo.multiply %503, %506 : tensor<4096x3x3xf32>
    %508 = stablehlo.add %500, %507 : tensor<4096x3x3xf32>
    %509 = stablehlo.reshape %427 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %510 = stablehlo.slice %509 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %511 = stablehlo.concatenate %510, %510, %510, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %512 = stablehlo.reshape %511 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %513 = stablehlo.multiply %463, %512 : tensor<4096x3x3xf32>
    %514 = stablehlo.slice %509 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %515 = stablehlo.concatenate %514, %514, %514, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %516 = stablehlo.reshape %515 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %517 = stablehlo.multiply %471, %516 : tensor<4096x3x3xf32>
    %518 = stablehlo.add %513, %517 : tensor<4096x3x3xf32>
    %519 = stablehlo.slice %509 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %520 = stablehlo.concatenate %519, %519, %519, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %521 = stablehlo.reshape %520 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %522 = stablehlo.multiply %479, %521 : tensor<4096x3x3xf32>
    %523 = stablehlo.add %518, %522 : tensor<4096x3x3xf32>
    %524 = stablehlo.reshape %432 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %525 = stablehlo.slice %524 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %526 = stablehlo.concatenate %525, %525, %525, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %527 = stablehlo.reshape %526 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %528 = stablehlo.multiply %463, %527 : tensor<4096x3x3xf32>
    %529 = stablehlo.slice %524 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %530 = stablehlo.concatenate %529, %529, %529, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %531 = stablehlo.reshape %530 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %532 = stablehlo.multiply %471, %531 : tensor<4096x3x3xf32>
    %533 = stablehlo.add %528, %532 : tensor<4096x3x3xf32>
    %534 = stablehlo.slice %524 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %535 = stablehlo.concatenate %534, %534, %534, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %536 = stablehlo.reshape %535 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %537 = stablehlo.multiply %479, %536 : tensor<4096x3x3xf32>
    %538 = stablehlo.add %533, %537 : tensor<4096x3x3xf32>
    %539 = stablehlo.reshape %437 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %540 = stablehlo.slice %539 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %541 = stablehlo.concatenate %540, %540, %540, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %542 = stablehlo.reshape %541 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %543 = stablehlo.multiply %487, %542 : tensor<4096x3x3xf32>
    %544 = stablehlo.slice %539 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %545 = stablehlo.concatenate %544, %544, %544, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %546 = stablehlo.reshape %545 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %547 = stablehlo.multiply %495, %546 : tensor<4096x3x3xf32>
    %548 = stablehlo.add %543, %547 : tensor<4096x3x3xf32>
    %549 = stablehlo.slice %539 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %550 = stablehlo.concatenate %549, %549, %549, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %551 = stablehlo.reshape %550 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %552 = stablehlo.multiply %503, %551 : tensor<4096x3x3xf32>
    %553 = stablehlo.add %548, %552 : tensor<4096x3x3xf32>
    %554 = stablehlo.reshape %442 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %555 = stablehlo.slice %554 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %556 = stablehlo.concatenate %555, %555, %555, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %557 = stablehlo.reshape %556 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %558 = stablehlo.multiply %463, %557 : tensor<4096x3x3xf32>
    %559 = stablehlo.slice %554 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %560 = stablehlo.concatenate %559, %559, %559, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %561 = stablehlo.reshape %560 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %562 = stablehlo.multiply %471, %561 : tensor<4096x3x3xf32>
    %563 = stablehlo.add %558, %562 : tensor<4096x3x3xf32>
    %564 = stablehlo.slice %554 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %565 = stablehlo.concatenate %564, %564, %564, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %566 = stablehlo.reshape %565 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %567 = stablehlo.multiply %479, %566 : tensor<4096x3x3xf32>
    %568 = stablehlo.add %563, %567 : tensor<4096x3x3xf32>
    %569 = stablehlo.reshape %447 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %570 = stablehlo.slice %569 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %571 = stablehlo.concatenate %570, %570, %570, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %572 = stablehlo.reshape %571 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %573 = stablehlo.multiply %463, %572 : tensor<4096x3x3xf32>
    %574 = stablehlo.slice %569 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %575 = stablehlo.concatenate %574, %574, %574, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %576 = stablehlo.reshape %575 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %577 = stablehlo.multiply %471, %576 : tensor<4096x3x3xf32>
    %578 = stablehlo.add %573, %577 : tensor<4096x3x3xf32>
    %579 = stablehlo.slice %569 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %580 = stablehlo.concatenate %579, %579, %579, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %581 = stablehlo.reshape %580 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %582 = stablehlo.multiply %479, %581 : tensor<4096x3x3xf32>
    %583 = stablehlo.add %578, %582 : tensor<4096x3x3xf32>
    %584 = stablehlo.reshape %452 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %585 = stablehlo.slice %584 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %586 = stablehlo.concatenate %585, %585, %585, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %587 = stablehlo.reshape %586 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %588 = stablehlo.multiply %487, %587 : tensor<4096x3x3xf32>
    %589 = stablehlo.slice %584 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %590 = stablehlo.concatenate %589, %589, %589, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %591 = stablehlo.reshape %590 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %592 = stablehlo.multiply %495, %591 : tensor<4096x3x3xf32>
    %593 = stablehlo.add %588, %592 : tensor<4096x3x3xf32>
    %594 = stablehlo.slice %584 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %595 = stablehlo.concatenate %594, %594, %594, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %596 = stablehlo.reshape %595 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %597 = stablehlo.multiply %503, %596 : tensor<4096x3x3xf32>
    %598 = stablehlo.add %593, %597 : tensor<4096x3x3xf32>
    %599 = stablehlo.reshape %457 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %600 = stablehlo.slice %599 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %601 = stablehlo.concatenate %600, %600, %600, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %602 = stablehlo.reshape %601 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %603 = stablehlo.multiply %463, %602 : tensor<4096x3x3xf32>
    %604 = stablehlo.slice %599 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %605 = stablehlo.concatenate %604, %604, %604, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %606 = stablehlo.reshape %605 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %607 = stablehlo.multiply %471, %606 : tensor<4096x3x3xf32>
    %608 = stablehlo.add %603, %607 : tensor<4096x3x3xf32>
    %609 = stablehlo.slice %599 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %610 = stablehlo.concatenate %609, %609, %609, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %611 = stablehlo.reshape %610 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %612 = stablehlo.multiply %479, %611 : tensor<4096x3x3xf32>
    %613 = stablehlo.add %608, %612 : tensor<4096x3x3xf32>
    %614 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %615 = stablehlo.reshape %614 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %617 = stablehlo.reshape %484 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %618 = stablehlo.slice %617 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %619 = stablehlo.slice %617 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %620 = stablehlo.slice %617 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %621 = stablehlo.concatenate %618, %618, %618, %619, %619, %619, %620, %620, %620, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %622 = stablehlo.reshape %621 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %623 = stablehlo.multiply %616, %622 : tensor<4096x3x3xf32>
    %624 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %625 = stablehlo.reshape %624 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %627 = stablehlo.reshape %508 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %628 = stablehlo.slice %627 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %629 = stablehlo.slice %627 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %630 = stablehlo.slice %627 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %631 = stablehlo.concatenate %628, %628, %628, %629, %629, %629, %630, %630, %630, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %632 = stablehlo.reshape %631 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %633 = stablehlo.reshape %523 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %634 = stablehlo.slice %633 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %635 = stablehlo.slice %633 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %636 = stablehlo.slice %633 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %637 = stablehlo.concatenate %634, %634, %634, %635, %635, %635, %636, %636, %636, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %638 = stablehlo.reshape %637 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %639 = stablehlo.add %632, %638 : tensor<4096x3x3xf32>
    %640 = stablehlo.multiply %626, %639 : tensor<4096x3x3xf32>
    %641 = stablehlo.add %623, %640 : tensor<4096x3x3xf32>
    %642 = "stablehlo.gather"(%4, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %643 = stablehlo.reshape %642 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %645 = stablehlo.slice %617 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %646 = stablehlo.slice %617 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %647 = stablehlo.slice %617 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %648 = stablehlo.concatenate %645, %645, %645, %646, %646, %646, %647, %647, %647, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %649 = stablehlo.reshape %648 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %650 = stablehlo.multiply %644, %649 : tensor<4096x3x3xf32>
    %651 = "stablehlo.gather"(%3, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %652 = stablehlo.reshape %651 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %654 = stablehlo.slice %627 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %655 = stablehlo.slice %627 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %656 = stablehlo.slice %627 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %657 = stablehlo.concatenate %654, %654, %654, %655, %655, %655, %656, %656, %656, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %658 = stablehlo.reshape %657 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %659 = stablehlo.slice %633 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %660 = stablehlo.slice %633 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %661 = stablehlo.slice %633 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %662 = stablehlo.concatenate %659, %659, %659, %660, %660, %660, %661, %661, %661, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %663 = stablehlo.reshape %662 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %664 = stablehlo.add %658, %663 : tensor<4096x3x3xf32>
    %665 = stablehlo.multiply %653, %664 : tensor<4096x3x3xf32>
    %666 = stablehlo.add %650, %665 : tensor<4096x3x3xf32>
    %667 = stablehlo.add %641, %666 : tensor<4096x3x3xf32>
    %668 = "stablehlo.gather"(%4, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %669 = stablehlo.reshape %668 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %671 = stablehlo.slice %617 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %672 = stablehlo.slice %617 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %673 = stablehlo.slice %617 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %674 = stablehlo.concatenate %671, %671, %671, %672, %672, %672, %673, %673, %673, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %675 = stablehlo.reshape %674 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %676 = stablehlo.multiply %670, %675 : tensor<4096x3x3xf32>
    %677 = "stablehlo.gather"(%3, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %678 = stablehlo.reshape %677 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %680 = stablehlo.slice %627 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %681 = stablehlo.slice %627 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %682 = stablehlo.slice %627 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %683 = stablehlo.concatenate %680, %680, %680, %681, %681, %681, %682, %682, %682, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %684 = stablehlo.reshape %683 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %685 = stablehlo.slice %633 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %686 = stablehlo.slice %633 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %687 = stablehlo.slice %633 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %688 = stablehlo.concatenate %685, %685, %685, %686, %686, %686, %687, %687, %687, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %689 = stablehlo.reshape %688 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %690 = stablehlo.add %684, %689 : tensor<4096x3x3xf32>
    %691 = stablehlo.multiply %679, %690 : tensor<4096x3x3xf32>
    %692 = stablehlo.add %676, %691 : tensor<4096x3x3xf32>
    %693 = stablehlo.add %667, %692 : tensor<4096x3x3xf32>
    %694 = stablehlo.reshape %693 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %695 = stablehlo.reshape %538 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %696 = stablehlo.slice %695 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %697 = stablehlo.slice %695 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %698 = stablehlo.slice %695 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %699 = stablehlo.concatenate %696, %696, %696, %697, %697, %697, %698, %698, %698, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %700 = stablehlo.reshape %699 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %701 = stablehlo.multiply %616, %700 : tensor<4096x3x3xf32>
    %702 = stablehlo.reshape %553 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %703 = stablehlo.slice %702 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %704 = stablehlo.slice %702 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %705 = stablehlo.slice %702 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %706 = stablehlo.concatenate %703, %703, %703, %704, %704, %704, %705, %705, %705, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %707 = stablehlo.reshape %706 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %708 = stablehlo.reshape %568 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %709 = stablehlo.slice %708 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %710 = stablehlo.slice %708 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %711 = stablehlo.slice %708 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %712 = stablehlo.concatenate %709, %709, %709, %710, %710, %710, %711, %711, %711, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %713 = stablehlo.reshape %712 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %714 = stablehlo.add %707, %713 : tensor<4096x3x3xf32>
    %715 = stablehlo.multiply %626, %714 : tensor<4096x3x3xf32>
    %716 = stablehlo.add %701, %715 : tensor<4096x3x3xf32>
    %717 = stablehlo.slice %695 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %718 = stablehlo.slice %695 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %719 = stablehlo.slice %695 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %720 = stablehlo.concatenate %717, %717, %717, %718, %718, %718, %719, %719, %719, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %721 = stablehlo.reshape %720 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %722 = stablehlo.multiply %644, %721 : tensor<4096x3x3xf32>
    %723 = stablehlo.slice %702 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %724 = stablehlo.slice %702 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %725 = stablehlo.slice %702 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %726 = stablehlo.concatenate %723, %723, %723, %724, %724, %724, %725, %725, %725, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %727 = stablehlo.reshape %726 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %728 = stablehlo.slice %708 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %729 = stablehlo.slice %708 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %730 = stablehlo.slice %708 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %731 = stablehlo.concatenate %728, %728, %728, %729, %729, %729, %730, %730, %730, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %732 = stablehlo.reshape %731 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %733 = stablehlo.add %727, %732 : tensor<4096x3x3xf32>
    %734 = stablehlo.multiply %653, %733 : tensor<4096x3x3xf32>
    %735 = stablehlo.add %722, %734 : tensor<4096x3x3xf32>
    %736 = stablehlo.add %716, %735 : tensor<4096x3x3xf32>
    %737 = stablehlo.slice %695 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %738 = stablehlo.slice %695 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %739 = stablehlo.slice %695 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %740 = stablehlo.concatenate %737, %737, %737, %738, %738, %738, %739, %739, %739, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %741 = stablehlo.reshape %740 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %742 = stablehlo.multiply %670, %741 : tensor<4096x3x3xf32>
    %743 = stablehlo.slice %702 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %744 = stablehlo.slice %702 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %745 = stablehlo.slice %702 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %746 = stablehlo.concatenate %743, %743, %743, %744, %744, %744, %745, %745, %745, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %747 = stablehlo.reshape %746 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %748 = stablehlo.slice %708 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %749 = stablehlo.slice %708 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %750 = stablehlo.slice %708 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %751 = stablehlo.concatenate %748, %748, %748, %749, %749, %749, %750, %750, %750, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %752 = stablehlo.reshape %751 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %753 = stablehlo.add %747, %752 : tensor<4096x3x3xf32>
    %754 = stablehlo.multiply %679, %753 : tensor<4096x3x3xf32>
    %755 = stablehlo.add %742, %754 : tensor<4096x3x3xf32>
    %756 = stablehlo.add %736, %755 : tensor<4096x3x3xf32>
    %757 = stablehlo.reshape %756 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %758 = stablehlo.reshape %583 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %759 = stablehlo.slice %758 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %760 = stablehlo.slice %758 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %761 = stablehlo.slice %758 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %762 = stablehlo.concatenate %759, %759, %759, %760, %760, %760, %761, %761, %761, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %763 = stablehlo.reshape %762 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %764 = stablehlo.multiply %616, %763 : tensor<4096x3x3xf32>
    %765 = stablehlo.reshape %598 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %766 = stablehlo.slice %765 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %767 = stablehlo.slice %765 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %768 = stablehlo.slice %765 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %769 = stablehlo.concatenate %766, %766, %766, %767, %767, %767, %768, %768, %768, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %770 = stablehlo.reshape %769 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %771 = stablehlo.reshape %613 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %772 = stablehlo.slice %771 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %773 = stablehlo.slice %771 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %774 = stablehlo.slice %771 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %775 = stablehlo.concatenate %772, %772, %772, %773, %773, %773, %774, %774, %774, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %776 = stablehlo.reshape %775 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %777 = stablehlo.add %770, %776 : tensor<4096x3x3xf32>
    %778 = stablehlo.multiply %626, %777 : tensor<4096x3x3xf32>
    %779 = stablehlo.add %764, %778 : tensor<4096x3x3xf32>
    %780 = stablehlo.slice %758 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %781 = stablehlo.slice %758 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %782 = stablehlo.slice %758 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %783 = stablehlo.concatenate %780, %780, %780, %781, %781, %781, %782, %782, %782, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %784 = stablehlo.reshape %783 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %785 = stablehlo.multiply %644, %784 : tensor<4096x3x3xf32>
    %786 = stablehlo.slice %765 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %787 = stablehlo.slice %765 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %788 = stablehlo.slice %765 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %789 = stablehlo.concatenate %786, %786, %786, %787, %787, %787, %788, %788, %788, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %790 = stablehlo.reshape %789 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %791 = stablehlo.slice %771 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %792 = stablehlo.slice %771 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %793 = stablehlo.slice %771 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %794 = stablehlo.concatenate %791, %791, %791, %792, %792, %792, %793, %793, %793, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %795 = stablehlo.reshape %794 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %796 = stablehlo.add %790, %795 : tensor<4096x3x3xf32>
    %797 = stablehlo.multiply %653, %796 : tensor<4096x3x3xf32>
    %798 = stablehlo.add %785, %797 : tensor<4096x3x3xf32>
    %799 = stablehlo.add %779, %798 : tensor<4096x3x3xf32>
    %800 = stablehlo.slice %758 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %801 = stablehlo.slice %758 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %802 = stablehlo.slice %758 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %803 = stablehlo.concatenate %800, %800, %800, %801, %801, %801, %802, %802, %802, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %804 = stablehlo.reshape %803 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %805 = stablehlo.multiply %670, %804 : tensor<4096x3x3xf32>
    %806 = stablehlo.slice %765 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %807 = stablehlo.slice %765 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %808 = stablehlo.slice %765 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %809 = stablehlo.concatenate %806, %806, %806, %807, %807, %807, %808, %808, %808, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %810 = stablehlo.reshape %809 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %811 = stablehlo.slice %771 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %812 = stablehlo.slice %771 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %813 = stablehlo.slice %771 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %814 = stablehlo.concatenate %811, %811, %811, %812, %812, %812, %813, %813, %813, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %815 = stablehlo.reshape %814 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %816 = stablehlo.add %810, %815 : tensor<4096x3x3xf32>
    %817 = stablehlo.multiply %679, %816 : tensor<4096x3x3xf32>
    %818 = stablehlo.add %805, %817 : tensor<4096x3x3xf32>
    %819 = stablehlo.add %799, %818 : tensor<4096x3x3xf32>
    %820 = stablehlo.reshape %819 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %821 = stablehlo.concatenate %694, %757, %820, dim = 1 : (tensor<4096x9xf32>, tensor<4096x9xf32>, tensor<4096x9xf32>) -> tensor<4096x27xf32>
    %822 = "stablehlo.gather"(%3, %c_23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %823 = stablehlo.multiply %822, %458 : tensor<10x10xf32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %825 = "stablehlo.gather"(%3, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %826 = stablehlo.multiply %825, %459 : tensor<10x10xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %828 = "stablehlo.gather"(%3, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %829 = stablehlo.multiply %828, %460 : tensor<10x10xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %831 = "stablehlo.gather"(%arg7, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %832 = stablehlo.multiply %824, %831 : tensor<4096x10x10xf32>
    %833 = "stablehlo.gather"(%arg7, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %834 = stablehlo.multiply %827, %833 : tensor<4096x10x10xf32>
    %835 = stablehlo.add %832, %834 : tensor<4096x10x10xf32>
    %836 = "stablehlo.gather"(%arg7, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %837 = stablehlo.multiply %830, %836 : tensor<4096x10x10xf32>
    %838 = stablehlo.add %835, %837 : tensor<4096x10x10xf32>
    %839 = "stablehlo.gather"(%arg7, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %840 = stablehlo.multiply %824, %839 : tensor<4096x10x10xf32>
    %841 = "stablehlo.gather"(%arg7, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %842 = stablehlo.multiply %827, %841 : tensor<4096x10x10xf32>
    %843 = stablehlo.add %840, %842 : tensor<4096x10x10xf32>
    %844 = "stablehlo.gather"(%arg7, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %845 = stablehlo.multiply %830, %844 : tensor<4096x10x10xf32>
    %846 = stablehlo.add %843, %845 : tensor<4096x10x10xf32>
    %847 = "stablehlo.gather"(%arg7, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %848 = stablehlo.multiply %824, %847 : tensor<4096x10x10xf32>
    %849 = "stablehlo.gather"(%arg7, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %850 = stablehlo.multiply %827, %849 : tensor<4096x10x10xf32>
    %851 = stablehlo.add %848, %850 : tensor<4096x10x10xf32>
    %852 = "stablehlo.gather"(%arg7, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %853 = stablehlo.multiply %830, %852 : tensor<4096x10x10xf32>
    %854 = stablehlo.add %851, %853 : tensor<4096x10x10xf32>
    %c_36 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %855 = "stablehlo.gather"(%arg7, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %856 = stablehlo.multiply %824, %855 : tensor<4096x10x10xf32>
    %c_37 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %857 = "stablehlo.gather"(%arg7, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %858 = stablehlo.multiply %827, %857 : tensor<4096x10x10xf32>
    %859 = stablehlo.add %856, %858 : tensor<4096x10x10xf32>
    %c_38 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %860 = "stablehlo.gather"(%arg7, %c_38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %861 = stablehlo.multiply %830, %860 : tensor<4096x10x10xf32>
    %862 = stablehlo.add %859, %861 : tensor<4096x10x10xf32>
    %c_39 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %863 = "stablehlo.gather"(%arg7, %c_39) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %864 = stablehlo.multiply %824, %863 : tensor<4096x10x10xf32>
    %c_40 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %865 = "stablehlo.gather"(%arg7, %c_40) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %866 = stablehlo.multiply %827, %865 : tensor<4096x10x10xf32>
    %867 = stablehlo.add %864, %866 : tensor<4096x10x10xf32>
    %c_41 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %868 = "stablehlo.gather"(%arg7, %c_41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %869 = stablehlo.multiply %830, %868 : tensor<4096x10x10xf32>
    %870 = stablehlo.add %867, %869 : tensor<4096x10x10xf32>
    %c_42 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %871 = "stablehlo.gather"(%arg7, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %872 = stablehlo.multiply %824, %871 : tensor<4096x10x10xf32>
    %c_43 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %873 = "stablehlo.gather"(%arg7, %c_43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %874 = stablehlo.multiply %827, %873 : tensor<4096x10x10xf32>
    %875 = stablehlo.add %872, %874 : tensor<4096x10x10xf32>
    %c_44 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %876 = "stablehlo.gather"(%arg7, %c_44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %877 = stablehlo.multiply %830, %876 : tensor<4096x10x10xf32>
    %878 = stablehlo.add %875, %877 : tensor<4096x10x10xf32>
    %c_45 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %879 = "stablehlo.gather"(%arg7, %c_45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %880 = stablehlo.multiply %824, %879 : tensor<4096x10x10xf32>
    %c_46 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %881 = "stablehlo.gather"(%arg7, %c_46) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %882 = stablehlo.multiply %827, %881 : tensor<4096x10x10xf32>
    %883 = stablehlo.add %880, %882 : tensor<4096x10x10xf32>
    %c_47 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %884 = "stablehlo.gather"(%arg7, %c_47) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %885 = stablehlo.multiply %830, %884 : tensor<4096x10x10xf32>
    %886 = stablehlo.add %883, %885 : tensor<4096x10x10xf32>
    %c_48 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %887 = "stablehlo.gather"(%arg7, %c_48) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %888 = stablehlo.multiply %824, %887 : tensor<4096x10x10xf32>
    %c_49 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %889 = "stablehlo.gather"(%arg7, %c_49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %890 = stablehlo.multiply %827, %889 : tensor<4096x10x10xf32>
    %891 = stablehlo.add %888, %890 : tensor<4096x10x10xf32>
    %c_50 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %892 = "stablehlo.gather"(%arg7, %c_50) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %893 = stablehlo.multiply %830, %892 : tensor<4096x10x10xf32>
    %894 = stablehlo.add %891, %893 : tensor<4096x10x10xf32>
    %c_51 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %895 = "stablehlo.gather"(%arg7, %c_51) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %896 = stablehlo.multiply %824, %895 : tensor<4096x10x10xf32>
    %c_52 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %897 = "stablehlo.gather"(%arg7, %c_52) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %898 = stablehlo.multiply %827, %897 : tensor<4096x10x10xf32>
    %899 = stablehlo.add %896, %898 : tensor<4096x10x10xf32>
    %c_53 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %900 = "stablehlo.gather"(%arg7, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %901 = stablehlo.multiply %830, %900 : tensor<4096x10x10xf32>
    %902 = stablehlo.add %899, %901 : tensor<4096x10x10xf32>
    %903 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %904 = stablehlo.reshape %903 : (tensor<1x1xf32>) -> tensor<f32>
    %905 = stablehlo.multiply %904, %904 : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %907 = stablehlo.multiply %906, %838 : tensor<4096x10x10xf32>
    %908 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %909 = stablehlo.reshape %908 : (tensor<1x1xf32>) -> tensor<f32>
    %910 = stablehlo.multiply %909, %909 : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %912 = stablehlo.multiply %911, %846 : tensor<4096x10x10xf32>
    %913 = stablehlo.add %907, %912 : tensor<4096x10x10xf32>
    %914 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %915 = stablehlo.reshape %914 : (tensor<1x1xf32>) -> tensor<f32>
    %916 = stablehlo.multiply %915, %915 : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %918 = stablehlo.multiply %917, %854 : tensor<4096x10x10xf32>
    %919 = stablehlo.add %913, %918 : tensor<4096x10x10xf32>
    %920 = stablehlo.multiply %906, %862 : tensor<4096x10x10xf32>
    %921 = stablehlo.multiply %911, %870 : tensor<4096x10x10xf32>
    %922 = stablehlo.add %920, %921 : tensor<4096x10x10xf32>
    %923 = stablehlo.multiply %917, %878 : tensor<4096x10x10xf32>
    %924 = stablehlo.add %922, %923 : tensor<4096x10x10xf32>
    %925 = stablehlo.multiply %906, %886 : tensor<4096x10x10xf32>
    %926 = stablehlo.multiply %911, %894 : tensor<4096x10x10xf32>
    %927 = stablehlo.add %925, %926 : tensor<4096x10x10xf32>
    %928 = stablehlo.multiply %917, %902 : tensor<4096x10x10xf32>
    %929 = stablehlo.add %927, %928 : tensor<4096x10x10xf32>
    %930 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %931 = stablehlo.reshape %930 : (tensor<1x1xf32>) -> tensor<f32>
    %932 = stablehlo.multiply %904, %931 : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %934 = stablehlo.multiply %933, %838 : tensor<4096x10x10xf32>
    %935 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %936 = stablehlo.reshape %935 : (tensor<1x1xf32>) -> tensor<f32>
    %937 = stablehlo.multiply %909, %936 : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %939 = stablehlo.multiply %938, %846 : tensor<4096x10x10xf32>
    %940 = stablehlo.add %934, %939 : tensor<4096x10x10xf32>
    %941 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %942 = stablehlo.reshape %941 : (tensor<1x1xf32>) -> tensor<f32>
    %943 = stablehlo.multiply %915, %942 : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %945 = stablehlo.multiply %944, %854 : tensor<4096x10x10xf32>
    %946 = stablehlo.add %940, %945 : tensor<4096x10x10xf32>
    %947 = stablehlo.multiply %933, %862 : tensor<4096x10x10xf32>
    %948 = stablehlo.multiply %938, %870 : tensor<4096x10x10xf32>
    %949 = stablehlo.add %947, %948 : tensor<4096x10x10xf32>
    %950 = stablehlo.multiply %944, %878 : tensor<4096x10x10xf32>
    %951 = stablehlo.add %949, %950 : tensor<4096x10x10xf32>
    %952 = stablehlo.multiply %933, %886 : tensor<4096x10x10xf32>
    %953 = stablehlo.multiply %938, %894 : tensor<4096x10x10xf32>
    %954 = stablehlo.add %952, %953 : tensor<4096x10x10xf32>
    %955 = stablehlo.multiply %944, %902 : tensor<4096x10x10xf32>
    %956 = stablehlo.add %954, %955 : tensor<4096x10x10xf32>
    %957 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %958 = stablehlo.reshape %957 : (tensor<1x1xf32>) -> tensor<f32>
    %959 = stablehlo.multiply %904, %958 : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %961 = stablehlo.multiply %960, %838 : tensor<4096x10x10xf32>
    %962 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %963 = stablehlo.reshape %962 : (tensor<1x1xf32>) -> tensor<f32>
    %964 = stablehlo.multiply %909, %963 : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %966 = stablehlo.multiply %965, %846 : tensor<4096x10x10xf32>
    %967 = stablehlo.add %961, %966 : tensor<4096x10x10xf32>
    %968 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %969 = stablehlo.reshape %968 : (tensor<1x1xf32>) -> tensor<f32>
    %970 = stablehlo.multiply %915, %969 : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %972 = stablehlo.multiply %971, %854 : tensor<4096x10x10xf32>
    %973 = stablehlo.add %967, %972 : tensor<4096x10x10xf32>
    %974 = stablehlo.multiply %960, %862 : tensor<4096x10x10xf32>
    %975 = stablehlo.multiply %965, %870 : tensor<4096x10x10xf32>
    %976 = stablehlo.add %974, %975 : tensor<4096x10x10xf32>
    %977 = stablehlo.multiply %971, %878 : tensor<4096x10x10xf32>
    %978 = stablehlo.add %976, %977 : tensor<4096x10x10xf32>
    %979 = stablehlo.multiply %960, %886 : tensor<4096x10x10xf32>
    %980 = stablehlo.multiply %965, %894 : tensor<4096x10x10xf32>
    %981 = stablehlo.add %979, %980 : tensor<4096x10x10xf32>
    %982 = stablehlo.multiply %971, %902 : tensor<4096x10x10xf32>
    %983 = stablehlo.add %981, %982 : tensor<4096x10x10xf32>
    %984 = stablehlo.multiply %931, %904 : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %986 = stablehlo.multiply %985, %838 : tensor<4096x10x10xf32>
    %987 = stablehlo.multiply %936, %909 : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %987, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %989 = stablehlo.multiply %988, %846 : tensor<4096x10x10xf32>
    %990 = stablehlo.add %986, %989 : tensor<4096x10x10xf32>
    %991 = stablehlo.multiply %942, %915 : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %993 = stablehlo.multiply %992, %854 : tensor<4096x10x10xf32>
    %994 = stablehlo.add %990, %993 : tensor<4096x10x10xf32>
    %995 = stablehlo.multiply %985, %862 : tensor<4096x10x10xf32>
    %996 = stablehlo.multiply %988, %870 : tensor<4096x10x10xf32>
    %997 = stablehlo.add %995, %996 : tensor<4096x10x10xf32>
    %998 = stablehlo.multiply %992, %878 : tensor<4096x10x10xf32>
    %999 = stablehlo.add %997, %998 : tensor<4096x10x10xf32>
    %1000 = stablehlo.multiply %985, %886 : tensor<4096x10x10xf32>
    %1001 = stablehlo.multiply %988, %894 : tensor<4096x10x10xf32>
    %1002 = stablehlo.add %1000, %1001 : tensor<4096x10x10xf32>
    %1003 = stablehlo.multiply %992, %902 : tensor<4096x10x10xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<4096x10x10xf32>
    %1005 = stablehlo.multiply %931, %931 : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1007 = stablehlo.multiply %1006, %838 : tensor<4096x10x10xf32>
    %1008 = stablehlo.multiply %936, %936 : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1010 = stablehlo.multiply %1009, %846 : tensor<4096x10x10xf32>
    %1011 = stablehlo.add %1007, %1010 : tensor<4096x10x10xf32>
    %1012 = stablehlo.multiply %942, %942 : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1014 = stablehlo.multiply %1013, %854 : tensor<4096x10x10xf32>
    %1015 = stablehlo.add %1011, %1014 : tensor<4096x10x10xf32>
    %1016 = stablehlo.multiply %1006, %862 : tensor<4096x10x10xf32>
    %1017 = stablehlo.multiply %1009, %870 : tensor<4096x10x10xf32>
    %1018 = stablehlo.add %1016, %1017 : tensor<4096x10x10xf32>
    %1019 = stablehlo.multiply %1013, %878 : tensor<4096x10x10xf32>
    %1020 = stablehlo.add %1018, %1019 : tensor<4096x10x10xf32>
    %1021 = stablehlo.multiply %1006, %886 : tensor<4096x10x10xf32>
    %1022 = stablehlo.multiply %1009, %894 : tensor<4096x10x10xf32>
    %1023 = stablehlo.add %1021, %1022 : tensor<4096x10x10xf32>
    %1024 = stablehlo.multiply %1013, %902 : tensor<4096x10x10xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<4096x10x10xf32>
    %1026 = stablehlo.multiply %931, %958 : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1028 = stablehlo.multiply %1027, %838 : tensor<4096x10x10xf32>
    %1029 = stablehlo.multiply %936, %963 : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %1029, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1031 = stablehlo.multiply %1030, %846 : tensor<4096x10x10xf32>
    %1032 = stablehlo.add %1028, %1031 : tensor<4096x10x10xf32>
    %1033 = stablehlo.multiply %942, %969 : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1035 = stablehlo.multiply %1034, %854 : tensor<4096x10x10xf32>
    %1036 = stablehlo.add %1032, %1035 : tensor<4096x10x10xf32>
    %1037 = stablehlo.multiply %1027, %862 : tensor<4096x10x10xf32>
    %1038 = stablehlo.multiply %1030, %870 : tensor<4096x10x10xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<4096x10x10xf32>
    %1040 = stablehlo.multiply %1034, %878 : tensor<4096x10x10xf32>
    %1041 = stablehlo.add %1039, %1040 : tensor<4096x10x10xf32>
    %1042 = stablehlo.multiply %1027, %886 : tensor<4096x10x10xf32>
    %1043 = stablehlo.multiply %1030, %894 : tensor<4096x10x10xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<4096x10x10xf32>
    %1045 = stablehlo.multiply %1034, %902 : tensor<4096x10x10xf32>
    %1046 = stablehlo.add %1044, %1045 : tensor<4096x10x10xf32>
    %1047 = stablehlo.multiply %958, %904 : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1049 = stablehlo.multiply %1048, %838 : tensor<4096x10x10xf32>
    %1050 = stablehlo.multiply %963, %909 : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1052 = stablehlo.multiply %1051, %846 : tensor<4096x10x10xf32>
    %1053 = stablehlo.add %1049, %1052 : tensor<4096x10x10xf32>
    %1054 = stablehlo.multiply %969, %915 : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %1054, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1056 = stablehlo.multiply %1055, %854 : tensor<4096x10x10xf32>
    %1057 = stablehlo.add %1053, %1056 : tensor<4096x10x10xf32>
    %1058 = stablehlo.multiply %1048, %862 : tensor<4096x10x10xf32>
    %1059 = stablehlo.multiply %1051, %870 : tensor<4096x10x10xf32>
    %1060 = stablehlo.add %1058, %1059 : tensor<4096x10x10xf32>
    %1061 = stablehlo.multiply %1055, %878 : tensor<4096x10x10xf32>
    %1062 = stablehlo.add %1060, %1061 : tensor<4096x10x10xf32>
    %1063 = stablehlo.multiply %1048, %886 : tensor<4096x10x10xf32>
    %1064 = stablehlo.multiply %1051, %894 : tensor<4096x10x10xf32>
    %1065 = stablehlo.add %1063, %1064 : tensor<4096x10x10xf32>
    %1066 = stablehlo.multiply %1055, %902 : tensor<4096x10x10xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<4096x10x10xf32>
    %1068 = stablehlo.multiply %958, %931 : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %1068, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1070 = stablehlo.multiply %1069, %838 : tensor<4096x10x10xf32>
    %1071 = stablehlo.multiply %963, %936 : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %1071, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1073 = stablehlo.multiply %1072, %846 : tensor<4096x10x10xf32>
    %1074 = stablehlo.add %1070, %1073 : tensor<4096x10x10xf32>
    %1075 = stablehlo.multiply %969, %942 : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1077 = stablehlo.multiply %1076, %854 : tensor<4096x10x10xf32>
    %1078 = stablehlo.add %1074, %1077 : tensor<4096x10x10xf32>
    %1079 = stablehlo.multiply %1069, %862 : tensor<4096x10x10xf32>
    %1080 = stablehlo.multiply %1072, %870 : tensor<4096x10x10xf32>
    %1081 = stablehlo.add %1079, %1080 : tensor<4096x10x10xf32>
    %1082 = stablehlo.multiply %1076, %878 : tensor<4096x10x10xf32>
    %1083 = stablehlo.add %1081, %1082 : tensor<4096x10x10xf32>
    %1084 = stablehlo.multiply %1069, %886 : tensor<4096x10x10xf32>
    %1085 = stablehlo.multiply %1072, %894 : tensor<4096x10x10xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<4096x10x10xf32>
    %1087 = stablehlo.multiply %1076, %902 : tensor<4096x10x10xf32>
    %1088 = stablehlo.add %1086, %1087 : tensor<4096x10x10xf32>
    %1089 = stablehlo.multiply %958, %958 : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1091 = stablehlo.multiply %1090, %838 : tensor<4096x10x10xf32>
    %1092 = stablehlo.multiply %963, %963 : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1094 = stablehlo.multiply %1093, %846 : tensor<4096x10x10xf32>
    %1095 = stablehlo.add %1091, %1094 : tensor<4096x10x10xf32>
    %1096 = stablehlo.multiply %969, %969 : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1098 = stablehlo.multiply %1097, %854 : tensor<4096x10x10xf32>
    %1099 = stablehlo.add %1095, %1098 : tensor<4096x10x10xf32>
    %1100 = stablehlo.multiply %1090, %862 : tensor<4096x10x10xf32>
    %1101 = stablehlo.multiply %1093, %870 : tensor<4096x10x10xf32>
    %1102 = stablehlo.add %1100, %1101 : tensor<4096x10x10xf32>
    %1103 = stablehlo.multiply %1097, %878 : tensor<4096x10x10xf32>
    %1104 = stablehlo.add %1102, %1103 : tensor<4096x10x10xf32>
    %1105 = stablehlo.multiply %1090, %886 : tensor<4096x10x10xf32>
    %1106 = stablehlo.multiply %1093, %894 : tensor<4096x10x10xf32>
    %1107 = stablehlo.add %1105, %1106 : tensor<4096x10x10xf32>
    %1108 = stablehlo.multiply %1097, %902 : tensor<4096x10x10xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<4096x10x10xf32>
    %1110 = stablehlo.reshape %919 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1111 = stablehlo.reshape %924 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1112 = stablehlo.reshape %929 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1113 = stablehlo.concatenate %1110, %1111, %1112, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1114 = stablehlo.reshape %946 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1115 = stablehlo.reshape %951 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1116 = stablehlo.reshape %956 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1117 = stablehlo.concatenate %1114, %1115, %1116, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1118 = stablehlo.reshape %973 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1119 = stablehlo.reshape %978 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1120 = stablehlo.reshape %983 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1121 = stablehlo.concatenate %1118, %1119, %1120, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1122 = stablehlo.reshape %994 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1123 = stablehlo.reshape %999 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1124 = stablehlo.reshape %1004 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1125 = stablehlo.concatenate %1122, %1123, %1124, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1126 = stablehlo.reshape %1015 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1127 = stablehlo.reshape %1020 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1128 = stablehlo.reshape %1025 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1129 = stablehlo.concatenate %1126, %1127, %1128, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1130 = stablehlo.reshape %1036 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1131 = stablehlo.reshape %1041 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1132 = stablehlo.reshape %1046 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1133 = stablehlo.concatenate %1130, %1131, %1132, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1134 = stablehlo.reshape %1057 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1135 = stablehlo.reshape %1062 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1136 = stablehlo.reshape %1067 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1137 = stablehlo.concatenate %1134, %1135, %1136, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1138 = stablehlo.reshape %1078 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1139 = stablehlo.reshape %1083 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1140 = stablehlo.reshape %1088 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1141 = stablehlo.concatenate %1138, %1139, %1140, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1142 = stablehlo.reshape %1099 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1143 = stablehlo.reshape %1104 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1144 = stablehlo.reshape %1109 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1145 = stablehlo.concatenate %1142, %1143, %1144, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1146 = stablehlo.reshape %1113 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1147 = stablehlo.reshape %1117 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1148 = stablehlo.reshape %1121 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1149 = stablehlo.reshape %1125 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1150 = stablehlo.reshape %1129 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1151 = stablehlo.reshape %1133 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1152 = stablehlo.reshape %1137 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1153 = stablehlo.reshape %1141 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1154 = stablehlo.reshape %1145 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1155 = stablehlo.concatenate %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, dim = 1 : (tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>) -> tensor<4096x9x3x10x10xf32>
    %1156 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1158 = stablehlo.multiply %1157, %1157 : tensor<3xf32>
    %1159 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1160 = stablehlo.reshape %1159 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1161 = stablehlo.multiply %1157, %1160 : tensor<3xf32>
    %1162 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1163 = stablehlo.reshape %1162 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1164 = stablehlo.multiply %1157, %1163 : tensor<3xf32>
    %1165 = stablehlo.multiply %1160, %1157 : tensor<3xf32>
    %1166 = stablehlo.multiply %1160, %1160 : tensor<3xf32>
    %1167 = stablehlo.multiply %1160, %1163 : tensor<3xf32>
    %1168 = stablehlo.multiply %1163, %1157 : tensor<3xf32>
    %1169 = stablehlo.multiply %1163, %1160 : tensor<3xf32>
    %1170 = stablehlo.multiply %1163, %1163 : tensor<3xf32>
    %1171 = stablehlo.reshape %1158 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1172 = stablehlo.reshape %1161 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1173 = stablehlo.reshape %1164 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1174 = stablehlo.reshape %1165 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1175 = stablehlo.reshape %1166 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1176 = stablehlo.reshape %1167 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1177 = stablehlo.reshape %1168 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1178 = stablehlo.reshape %1169 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1179 = stablehlo.reshape %1170 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1180 = stablehlo.concatenate %1178, %1179, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1171, %1172, %1173, %1174, %1175, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1181 = stablehlo.concatenate %1176, %1177, %1178, %1179, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1171, %1172, %1173, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1182 = stablehlo.concatenate %1174, %1175, %1176, %1177, %1178, %1179, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1171, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1183 = stablehlo.concatenate %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1184 = stablehlo.concatenate %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1180, %1181, %1182, %1183, %1179, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1185 = stablehlo.slice %1155 [0:4096, 0:9, 0:1, 0:10, 0:10] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x10x10xf32>
    %1186 = stablehlo.reshape %1185 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
    %1187 = "stablehlo.gather"(%1186, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
    %1188 = stablehlo.slice %1155 [0:4096, 0:9, 1:2, 0:10, 0:10] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x10x10xf32>
    %1189 = stablehlo.reshape %1188 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
    %1190 = "stablehlo.gather"(%1189, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
    %1191 = stablehlo.slice %1155 [0:4096, 0:9, 2:3, 0:10, 0:10] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x10x10xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
    %1193 = "stablehlo.gather"(%1192, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
    %1194 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x81x3x3xf32>
    %1195 = stablehlo.slice %1184 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1196 = stablehlo.reshape %1195 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1198 = stablehlo.slice %1187 [0:4096, 0:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x81x3x3xf32>
    %1199 = stablehlo.multiply %1197, %1198 : tensor<4096x81x3x3xf32>
    %1200 = stablehlo.add %1194, %1199 : tensor<4096x81x3x3xf32>
    %1201 = stablehlo.slice %1184 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1204 = stablehlo.slice %1190 [0:4096, 0:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x81x3x3xf32>
    %1205 = stablehlo.multiply %1203, %1204 : tensor<4096x81x3x3xf32>
    %1206 = stablehlo.add %1200, %1205 : tensor<4096x81x3x3xf32>
    %1207 = stablehlo.slice %1184 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1208 = stablehlo.reshape %1207 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1210 = stablehlo.slice %1193 [0:4096, 0:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x81x3x3xf32>
    %1211 = stablehlo.multiply %1209, %1210 : tensor<4096x81x3x3xf32>
    %1212 = stablehlo.add %1206, %1211 : tensor<4096x81x3x3xf32>
    %1213 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x729xf32>
    %c_54 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %1214 = stablehlo.slice %1212 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1216 = "stablehlo.scatter"(%1213, %c_54, %1215) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_55 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %1217 = stablehlo.slice %1212 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1219 = "stablehlo.scatter"(%1216, %c_55, %1218) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_56 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %1220 = stablehlo.slice %1212 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1221 = stablehlo.reshape %1220 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1222 = "stablehlo.scatter"(%1219, %c_56, %1221) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_57 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %1223 = stablehlo.slice %1212 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1224 = stablehlo.reshape %1223 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1225 = "stablehlo.scatter"(%1222, %c_57, %1224) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_58 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %1226 = stablehlo.slice %1212 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1227 = stablehlo.reshape %1226 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1228 = "stablehlo.scatter"(%1225, %c_58, %1227) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_59 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %1229 = stablehlo.slice %1212 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1230 = stablehlo.reshape %1229 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1231 = "stablehlo.scatter"(%1228, %c_59, %1230) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_60 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %1232 = stablehlo.slice %1212 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1233 = stablehlo.reshape %1232 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1234 = "stablehlo.scatter"(%1231, %c_60, %1233) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_61 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %1235 = stablehlo.slice %1212 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1237 = "stablehlo.scatter"(%1234, %c_61, %1236) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_62 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %1238 = stablehlo.slice %1212 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1240 = "stablehlo.scatter"(%1237, %c_62, %1239) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_63 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %1241 = stablehlo.slice %1212 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1243 = "stablehlo.scatter"(%1240, %c_63, %1242) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_64 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %1244 = stablehlo.slice %1212 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1246 = "stablehlo.scatter"(%1243, %c_64, %1245) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_65 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %1247 = stablehlo.slice %1212 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1248 = stablehlo.reshape %1247 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1249 = "stablehlo.scatter"(%1246, %c_65, %1248) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_66 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %1250 = stablehlo.slice %1212 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1252 = "stablehlo.scatter"(%1249, %c_66, %1251) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_67 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %1253 = stablehlo.slice %1212 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1254 = stablehlo.reshape %1253 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1255 = "stablehlo.scatter"(%1252, %c_67, %1254) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_68 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %1256 = stablehlo.slice %1212 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1258 = "stablehlo.scatter"(%1255, %c_68, %1257) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_69 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %1259 = stablehlo.slice %1212 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1261 = "stablehlo.scatter"(%1258, %c_69, %1260) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_70 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %1262 = stablehlo.slice %1212 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1263 = stablehlo.reshape %1262 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1264 = "stablehlo.scatter"(%1261, %c_70, %1263) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_71 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %1265 = stablehlo.slice %1212 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1267 = "stablehlo.scatter"(%1264, %c_71, %1266) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_72 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %1268 = stablehlo.slice %1212 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1269 = stablehlo.reshape %1268 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1270 = "stablehlo.scatter"(%1267, %c_72, %1269) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_73 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %1271 = stablehlo.slice %1212 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1273 = "stablehlo.scatter"(%1270, %c_73, %1272) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_74 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %1274 = stablehlo.slice %1212 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1276 = "stablehlo.scatter"(%1273, %c_74, %1275) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_75 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %1277 = stablehlo.slice %1212 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1279 = "stablehlo.scatter"(%1276, %c_75, %1278) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_76 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %1280 = stablehlo.slice %1212 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1281 = stablehlo.reshape %1280 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1282 = "stablehlo.scatter"(%1279, %c_76, %1281) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_77 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %1283 = stablehlo.slice %1212 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1284 = stablehlo.reshape %1283 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1285 = "stablehlo.scatter"(%1282, %c_77, %1284) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_78 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %1286 = stablehlo.slice %1212 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1288 = "stablehlo.scatter"(%1285, %c_78, %1287) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_79 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %1289 = stablehlo.slice %1212 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1291 = "stablehlo.scatter"(%1288, %c_79, %1290) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_80 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %1292 = stablehlo.slice %1212 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1294 = "stablehlo.scatter"(%1291, %c_80, %1293) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_81 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %1295 = stablehlo.slice %1212 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1297 = "stablehlo.scatter"(%1294, %c_81, %1296) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_82 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %1298 = stablehlo.slice %1212 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1300 = "stablehlo.scatter"(%1297, %c_82, %1299) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_83 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %1301 = stablehlo.slice %1212 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1302 = stablehlo.reshape %1301 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1303 = "stablehlo.scatter"(%1300, %c_83, %1302) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_84 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %1304 = stablehlo.slice %1212 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1306 = "stablehlo.scatter"(%1303, %c_84, %1305) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_85 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %1307 = stablehlo.slice %1212 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1309 = "stablehlo.scatter"(%1306, %c_85, %1308) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_86 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1310 = stablehlo.slice %1212 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1312 = "stablehlo.scatter"(%1309, %c_86, %1311) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_87 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1313 = stablehlo.slice %1212 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1314 = stablehlo.reshape %1313 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1315 = "stablehlo.scatter"(%1312, %c_87, %1314) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_88 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1316 = stablehlo.slice %1212 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1318 = "stablehlo.scatter"(%1315, %c_88, %1317) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_89 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1319 = stablehlo.slice %1212 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1320 = stablehlo.reshape %1319 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1321 = "stablehlo.scatter"(%1318, %c_89, %1320) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_90 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1322 = stablehlo.slice %1212 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1324 = "stablehlo.scatter"(%1321, %c_90, %1323) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_91 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1325 = stablehlo.slice %1212 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1327 = "stablehlo.scatter"(%1324, %c_91, %1326) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_92 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1328 = stablehlo.slice %1212 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1329 = stablehlo.reshape %1328 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1330 = "stablehlo.scatter"(%1327, %c_92, %1329) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_93 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1331 = stablehlo.slice %1212 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1332 = stablehlo.reshape %1331 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1333 = "stablehlo.scatter"(%1330, %c_93, %1332) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_94 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1334 = stablehlo.slice %1212 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1336 = "stablehlo.scatter"(%1333, %c_94, %1335) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_95 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1337 = stablehlo.slice %1212 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1339 = "stablehlo.scatter"(%1336, %c_95, %1338) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_96 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1340 = stablehlo.slice %1212 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1341 = stablehlo.reshape %1340 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1342 = "stablehlo.scatter"(%1339, %c_96, %1341) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_97 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1343 = stablehlo.slice %1212 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1345 = "stablehlo.scatter"(%1342, %c_97, %1344) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_98 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1346 = stablehlo.slice %1212 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1347 = stablehlo.reshape %1346 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1348 = "stablehlo.scatter"(%1345, %c_98, %1347) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_99 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1349 = stablehlo.slice %1212 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1351 = "stablehlo.scatter"(%1348, %c_99, %1350) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_100 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1352 = stablehlo.slice %1212 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1353 = stablehlo.reshape %1352 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1354 = "stablehlo.scatter"(%1351, %c_100, %1353) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_101 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1355 = stablehlo.slice %1212 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1356 = stablehlo.reshape %1355 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1357 = "stablehlo.scatter"(%1354, %c_101, %1356) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_102 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1358 = stablehlo.slice %1212 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1360 = "stablehlo.scatter"(%1357, %c_102, %1359) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_103 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1361 = stablehlo.slice %1212 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1363 = "stablehlo.scatter"(%1360, %c_103, %1362) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_104 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1364 = stablehlo.slice %1212 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1366 = "stablehlo.scatter"(%1363, %c_104, %1365) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_105 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1367 = stablehlo.slice %1212 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1368 = stablehlo.reshape %1367 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1369 = "stablehlo.scatter"(%1366, %c_105, %1368) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_106 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1370 = stablehlo.slice %1212 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1372 = "stablehlo.scatter"(%1369, %c_106, %1371) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_107 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1373 = stablehlo.slice %1212 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1375 = "stablehlo.scatter"(%1372, %c_107, %1374) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_108 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1376 = stablehlo.slice %1212 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1378 = "stablehlo.scatter"(%1375, %c_108, %1377) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_109 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1379 = stablehlo.slice %1212 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1381 = "stablehlo.scatter"(%1378, %c_109, %1380) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_110 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1382 = stablehlo.slice %1212 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1384 = "stablehlo.scatter"(%1381, %c_110, %1383) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_111 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1385 = stablehlo.slice %1212 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1386 = stablehlo.reshape %1385 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1387 = "stablehlo.scatter"(%1384, %c_111, %1386) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_112 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1388 = stablehlo.slice %1212 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1389 = stablehlo.reshape %1388 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1390 = "stablehlo.scatter"(%1387, %c_112, %1389) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_113 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1391 = stablehlo.slice %1212 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1393 = "stablehlo.scatter"(%1390, %c_113, %1392) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_114 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1394 = stablehlo.slice %1212 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1396 = "stablehlo.scatter"(%1393, %c_114, %1395) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_115 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1397 = stablehlo.slice %1212 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1399 = "stablehlo.scatter"(%1396, %c_115, %1398) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_116 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1400 = stablehlo.slice %1212 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1402 = "stablehlo.scatter"(%1399, %c_116, %1401) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_117 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1403 = stablehlo.slice %1212 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1405 = "stablehlo.scatter"(%1402, %c_117, %1404) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_118 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1406 = stablehlo.slice %1212 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1407 = stablehlo.reshape %1406 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1408 = "stablehlo.scatter"(%1405, %c_118, %1407) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_119 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1409 = stablehlo.slice %1212 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1411 = "stablehlo.scatter"(%1408, %c_119, %1410) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_120 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1412 = stablehlo.slice %1212 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1413 = stablehlo.reshape %1412 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1414 = "stablehlo.scatter"(%1411, %c_120, %1413) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_121 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1415 = stablehlo.slice %1212 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1417 = "stablehlo.scatter"(%1414, %c_121, %1416) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_122 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1418 = stablehlo.slice %1212 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1420 = "stablehlo.scatter"(%1417, %c_122, %1419) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_123 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1421 = stablehlo.slice %1212 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1422 = stablehlo.reshape %1421 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1423 = "stablehlo.scatter"(%1420, %c_123, %1422) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_124 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1424 = stablehlo.slice %1212 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1426 = "stablehlo.scatter"(%1423, %c_124, %1425) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_125 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1427 = stablehlo.slice %1212 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1428 = stablehlo.reshape %1427 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1429 = "stablehlo.scatter"(%1426, %c_125, %1428) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_126 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1430 = stablehlo.slice %1212 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1432 = "stablehlo.scatter"(%1429, %c_126, %1431) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_127 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1433 = stablehlo.slice %1212 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1434 = stablehlo.reshape %1433 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1435 = "stablehlo.scatter"(%1432, %c_127, %1434) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_128 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1436 = stablehlo.slice %1212 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1437 = stablehlo.reshape %1436 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1438 = "stablehlo.scatter"(%1435, %c_128, %1437) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_129 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1439 = stablehlo.slice %1212 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1440 = stablehlo.reshape %1439 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1441 = "stablehlo.scatter"(%1438, %c_129, %1440) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_130 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1442 = stablehlo.slice %1212 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1443 = stablehlo.reshape %1442 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1444 = "stablehlo.scatter"(%1441, %c_130, %1443) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_131 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1445 = stablehlo.slice %1212 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1446 = stablehlo.reshape %1445 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1447 = "stablehlo.scatter"(%1444, %c_131, %1446) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_132 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1448 = stablehlo.slice %1212 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1449 = stablehlo.reshape %1448 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1450 = "stablehlo.scatter"(%1447, %c_132, %1449) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_133 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1451 = stablehlo.slice %1212 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1452 = stablehlo.reshape %1451 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1453 = "stablehlo.scatter"(%1450, %c_133, %1452) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_134 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1454 = stablehlo.slice %1212 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1455 = stablehlo.reshape %1454 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1456 = "stablehlo.scatter"(%1453, %c_134, %1455) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %1457 = stablehlo.reshape %1456 : (tensor<4096x729xf32>) -> tensor<4096x27x27xf32>
    %1458 = stablehlo.dot_general %1457, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x27x27xf32>, tensor<4096x27xf32>) -> tensor<4096x27xf32>
    %1459 = stablehlo.add %821, %1458 : tensor<4096x27xf32>
    %1460 = stablehlo.reshape %arg2 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1461 = stablehlo.reshape %1459 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1462 = stablehlo.dot_general %1460, %1461, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1463 = stablehlo.divide %arg3, %1462 : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %1463, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1465 = stablehlo.multiply %1464, %arg2 : tensor<4096x27xf32>
    %1466 = stablehlo.add %arg0, %1465 : tensor<4096x27xf32>
    %1467 = stablehlo.multiply %1464, %1459 : tensor<4096x27xf32>
    %1468 = stablehlo.subtract %arg1, %1467 : tensor<4096x27xf32>
    %1469 = stablehlo.reshape %1468 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1470 = stablehlo.dot_general %1469, %1469, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1471 = stablehlo.divide %1470, %arg3 : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %1471, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1473 = stablehlo.multiply %1472, %arg2 : tensor<4096x27xf32>
    %1474 = stablehlo.add %1468, %1473 : tensor<4096x27xf32>
    return %1466, %1468, %1474, %1470 : tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<f32>
  }
}
