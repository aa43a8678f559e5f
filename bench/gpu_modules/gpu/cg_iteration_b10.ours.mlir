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
    %98 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %99 = stablehlo.reshape %98 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %101 = stablehlo.slice %arg6 [0:4096, 0:1, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %102 = stablehlo.reshape %101 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %103 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %104 = stablehlo.reshape %103 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %106 = stablehlo.reshape %47 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %107 = stablehlo.slice %106 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %108 = stablehlo.concatenate %107, %107, %107, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %109 = stablehlo.reshape %108 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %110 = stablehlo.multiply %105, %109 : tensor<4096x3x3xf32>
    %111 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %112 = stablehlo.reshape %111 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %114 = stablehlo.slice %106 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %115 = stablehlo.concatenate %114, %114, %114, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %116 = stablehlo.reshape %115 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<4096x3x3xf32>
    %118 = stablehlo.add %110, %117 : tensor<4096x3x3xf32>
    %119 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %120 = stablehlo.reshape %119 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %122 = stablehlo.slice %106 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %123 = stablehlo.concatenate %122, %122, %122, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %124 = stablehlo.reshape %123 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %125 = stablehlo.multiply %121, %124 : tensor<4096x3x3xf32>
    %126 = stablehlo.add %118, %125 : tensor<4096x3x3xf32>
    %127 = stablehlo.multiply %100, %126 : tensor<4096x3x3xf32>
    %128 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %129 = stablehlo.reshape %128 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %131 = stablehlo.reshape %72 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %132 = stablehlo.slice %131 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %133 = stablehlo.concatenate %132, %132, %132, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %134 = stablehlo.reshape %133 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %135 = stablehlo.multiply %105, %134 : tensor<4096x3x3xf32>
    %136 = stablehlo.slice %131 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %137 = stablehlo.concatenate %136, %136, %136, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %138 = stablehlo.reshape %137 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %139 = stablehlo.multiply %113, %138 : tensor<4096x3x3xf32>
    %140 = stablehlo.add %135, %139 : tensor<4096x3x3xf32>
    %141 = stablehlo.slice %131 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %142 = stablehlo.concatenate %141, %141, %141, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %143 = stablehlo.reshape %142 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %144 = stablehlo.multiply %121, %143 : tensor<4096x3x3xf32>
    %145 = stablehlo.add %140, %144 : tensor<4096x3x3xf32>
    %146 = stablehlo.multiply %130, %145 : tensor<4096x3x3xf32>
    %147 = stablehlo.add %127, %146 : tensor<4096x3x3xf32>
    %148 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %149 = stablehlo.reshape %148 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %151 = stablehlo.reshape %97 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %152 = stablehlo.slice %151 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %153 = stablehlo.concatenate %152, %152, %152, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %154 = stablehlo.reshape %153 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %155 = stablehlo.multiply %105, %154 : tensor<4096x3x3xf32>
    %156 = stablehlo.slice %151 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %157 = stablehlo.concatenate %156, %156, %156, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %158 = stablehlo.reshape %157 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %159 = stablehlo.multiply %113, %158 : tensor<4096x3x3xf32>
    %160 = stablehlo.add %155, %159 : tensor<4096x3x3xf32>
    %161 = stablehlo.slice %151 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %162 = stablehlo.concatenate %161, %161, %161, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %163 = stablehlo.reshape %162 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %164 = stablehlo.multiply %121, %163 : tensor<4096x3x3xf32>
    %165 = stablehlo.add %160, %164 : tensor<4096x3x3xf32>
    %166 = stablehlo.multiply %150, %165 : tensor<4096x3x3xf32>
    %167 = stablehlo.add %147, %166 : tensor<4096x3x3xf32>
    %168 = stablehlo.multiply %102, %167 : tensor<4096x3x3xf32>
    %169 = stablehlo.slice %arg6 [0:4096, 1:2, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %170 = stablehlo.reshape %169 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %171 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %172 = stablehlo.reshape %171 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %174 = stablehlo.reshape %33 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %175 = stablehlo.slice %174 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %178 = stablehlo.multiply %173, %177 : tensor<4096x3x3xf32>
    %179 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %180 = stablehlo.reshape %179 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %182 = stablehlo.slice %174 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %183 = stablehlo.concatenate %182, %182, %182, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %184 = stablehlo.reshape %183 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %185 = stablehlo.multiply %181, %184 : tensor<4096x3x3xf32>
    %186 = stablehlo.add %178, %185 : tensor<4096x3x3xf32>
    %187 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %188 = stablehlo.reshape %187 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %190 = stablehlo.slice %174 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %191 = stablehlo.concatenate %190, %190, %190, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %192 = stablehlo.reshape %191 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<4096x3x3xf32>
    %194 = stablehlo.add %186, %193 : tensor<4096x3x3xf32>
    %195 = stablehlo.multiply %100, %194 : tensor<4096x3x3xf32>
    %196 = stablehlo.reshape %67 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %197 = stablehlo.slice %196 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %198 = stablehlo.concatenate %197, %197, %197, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %199 = stablehlo.reshape %198 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %200 = stablehlo.multiply %173, %199 : tensor<4096x3x3xf32>
    %201 = stablehlo.slice %196 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %202 = stablehlo.concatenate %201, %201, %201, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %203 = stablehlo.reshape %202 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %204 = stablehlo.multiply %181, %203 : tensor<4096x3x3xf32>
    %205 = stablehlo.add %200, %204 : tensor<4096x3x3xf32>
    %206 = stablehlo.slice %196 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %207 = stablehlo.concatenate %206, %206, %206, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %208 = stablehlo.reshape %207 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %209 = stablehlo.multiply %189, %208 : tensor<4096x3x3xf32>
    %210 = stablehlo.add %205, %209 : tensor<4096x3x3xf32>
    %211 = stablehlo.multiply %130, %210 : tensor<4096x3x3xf32>
    %212 = stablehlo.add %195, %211 : tensor<4096x3x3xf32>
    %213 = stablehlo.reshape %92 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %214 = stablehlo.slice %213 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %215 = stablehlo.concatenate %214, %214, %214, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %216 = stablehlo.reshape %215 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %217 = stablehlo.multiply %173, %216 : tensor<4096x3x3xf32>
    %218 = stablehlo.slice %213 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %219 = stablehlo.concatenate %218, %218, %218, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %220 = stablehlo.reshape %219 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %221 = stablehlo.multiply %181, %220 : tensor<4096x3x3xf32>
    %222 = stablehlo.add %217, %221 : tensor<4096x3x3xf32>
    %223 = stablehlo.slice %213 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %224 = stablehlo.concatenate %223, %223, %223, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %225 = stablehlo.reshape %224 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %226 = stablehlo.multiply %189, %225 : tensor<4096x3x3xf32>
    %227 = stablehlo.add %222, %226 : tensor<4096x3x3xf32>
    %228 = stablehlo.multiply %150, %227 : tensor<4096x3x3xf32>
    %229 = stablehlo.add %212, %228 : tensor<4096x3x3xf32>
    %230 = stablehlo.multiply %170, %229 : tensor<4096x3x3xf32>
    %231 = stablehlo.add %168, %230 : tensor<4096x3x3xf32>
    %232 = stablehlo.slice %arg6 [0:4096, 2:3, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %233 = stablehlo.reshape %232 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %234 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %235 = stablehlo.reshape %234 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %237 = stablehlo.multiply %105, %177 : tensor<4096x3x3xf32>
    %238 = stablehlo.multiply %113, %184 : tensor<4096x3x3xf32>
    %239 = stablehlo.add %237, %238 : tensor<4096x3x3xf32>
    %240 = stablehlo.multiply %121, %192 : tensor<4096x3x3xf32>
    %241 = stablehlo.add %239, %240 : tensor<4096x3x3xf32>
    %242 = stablehlo.multiply %236, %241 : tensor<4096x3x3xf32>
    %243 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %244 = stablehlo.reshape %243 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %246 = stablehlo.multiply %105, %199 : tensor<4096x3x3xf32>
    %247 = stablehlo.multiply %113, %203 : tensor<4096x3x3xf32>
    %248 = stablehlo.add %246, %247 : tensor<4096x3x3xf32>
    %249 = stablehlo.multiply %121, %208 : tensor<4096x3x3xf32>
    %250 = stablehlo.add %248, %249 : tensor<4096x3x3xf32>
    %251 = stablehlo.multiply %245, %250 : tensor<4096x3x3xf32>
    %252 = stablehlo.add %242, %251 : tensor<4096x3x3xf32>
    %253 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %254 = stablehlo.reshape %253 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %256 = stablehlo.multiply %105, %216 : tensor<4096x3x3xf32>
    %257 = stablehlo.multiply %113, %220 : tensor<4096x3x3xf32>
    %258 = stablehlo.add %256, %257 : tensor<4096x3x3xf32>
    %259 = stablehlo.multiply %121, %225 : tensor<4096x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<4096x3x3xf32>
    %261 = stablehlo.multiply %255, %260 : tensor<4096x3x3xf32>
    %262 = stablehlo.add %252, %261 : tensor<4096x3x3xf32>
    %263 = stablehlo.multiply %233, %262 : tensor<4096x3x3xf32>
    %264 = stablehlo.add %231, %263 : tensor<4096x3x3xf32>
    %265 = stablehlo.multiply %100, %264 : tensor<4096x3x3xf32>
    %266 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %267 = stablehlo.reshape %266 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %269 = stablehlo.slice %arg6 [0:4096, 0:1, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %270 = stablehlo.reshape %269 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %271 = stablehlo.multiply %268, %126 : tensor<4096x3x3xf32>
    %272 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %273 = stablehlo.reshape %272 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %275 = stablehlo.multiply %274, %145 : tensor<4096x3x3xf32>
    %276 = stablehlo.add %271, %275 : tensor<4096x3x3xf32>
    %277 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %278 = stablehlo.reshape %277 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %280 = stablehlo.multiply %279, %165 : tensor<4096x3x3xf32>
    %281 = stablehlo.add %276, %280 : tensor<4096x3x3xf32>
    %282 = stablehlo.multiply %270, %281 : tensor<4096x3x3xf32>
    %283 = stablehlo.slice %arg6 [0:4096, 1:2, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %284 = stablehlo.reshape %283 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %285 = stablehlo.multiply %268, %194 : tensor<4096x3x3xf32>
    %286 = stablehlo.multiply %274, %210 : tensor<4096x3x3xf32>
    %287 = stablehlo.add %285, %286 : tensor<4096x3x3xf32>
    %288 = stablehlo.multiply %279, %227 : tensor<4096x3x3xf32>
    %289 = stablehlo.add %287, %288 : tensor<4096x3x3xf32>
    %290 = stablehlo.multiply %284, %289 : tensor<4096x3x3xf32>
    %291 = stablehlo.add %282, %290 : tensor<4096x3x3xf32>
    %292 = stablehlo.slice %arg6 [0:4096, 2:3, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %293 = stablehlo.reshape %292 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %294 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %295 = stablehlo.reshape %294 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %297 = stablehlo.multiply %296, %241 : tensor<4096x3x3xf32>
    %298 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %299 = stablehlo.reshape %298 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %301 = stablehlo.multiply %300, %250 : tensor<4096x3x3xf32>
    %302 = stablehlo.add %297, %301 : tensor<4096x3x3xf32>
    %303 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %304 = stablehlo.reshape %303 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %306 = stablehlo.multiply %305, %260 : tensor<4096x3x3xf32>
    %307 = stablehlo.add %302, %306 : tensor<4096x3x3xf32>
    %308 = stablehlo.multiply %293, %307 : tensor<4096x3x3xf32>
    %309 = stablehlo.add %291, %308 : tensor<4096x3x3xf32>
    %310 = stablehlo.multiply %268, %309 : tensor<4096x3x3xf32>
    %311 = stablehlo.add %265, %310 : tensor<4096x3x3xf32>
    %312 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %315 = stablehlo.slice %arg6 [0:4096, 0:1, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %316 = stablehlo.reshape %315 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %317 = stablehlo.multiply %314, %126 : tensor<4096x3x3xf32>
    %318 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %319 = stablehlo.reshape %318 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %321 = stablehlo.multiply %320, %145 : tensor<4096x3x3xf32>
    %322 = stablehlo.add %317, %321 : tensor<4096x3x3xf32>
    %323 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %324 = stablehlo.reshape %323 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %326 = stablehlo.multiply %325, %165 : tensor<4096x3x3xf32>
    %327 = stablehlo.add %322, %326 : tensor<4096x3x3xf32>
    %328 = stablehlo.multiply %316, %327 : tensor<4096x3x3xf32>
    %329 = stablehlo.slice %arg6 [0:4096, 1:2, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %330 = stablehlo.reshape %329 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %331 = stablehlo.multiply %314, %194 : tensor<4096x3x3xf32>
    %332 = stablehlo.multiply %320, %210 : tensor<4096x3x3xf32>
    %333 = stablehlo.add %331, %332 : tensor<4096x3x3xf32>
    %334 = stablehlo.multiply %325, %227 : tensor<4096x3x3xf32>
    %335 = stablehlo.add %333, %334 : tensor<4096x3x3xf32>
    %336 = stablehlo.multiply %330, %335 : tensor<4096x3x3xf32>
    %337 = stablehlo.add %328, %336 : tensor<4096x3x3xf32>
    %338 = stablehlo.slice %arg6 [0:4096, 2:3, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %339 = stablehlo.reshape %338 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %340 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %341 = stablehlo.reshape %340 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %343 = stablehlo.multiply %342, %241 : tensor<4096x3x3xf32>
    %344 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %345 = stablehlo.reshape %344 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %347 = stablehlo.multiply %346, %250 : tensor<4096x3x3xf32>
    %348 = stablehlo.add %343, %347 : tensor<4096x3x3xf32>
    %349 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %350 = stablehlo.reshape %349 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %352 = stablehlo.multiply %351, %260 : tensor<4096x3x3xf32>
    %353 = stablehlo.add %348, %352 : tensor<4096x3x3xf32>
    %354 = stablehlo.multiply %339, %353 : tensor<4096x3x3xf32>
    %355 = stablehlo.add %337, %354 : tensor<4096x3x3xf32>
    %356 = stablehlo.multiply %314, %355 : tensor<4096x3x3xf32>
    %357 = stablehlo.add %311, %356 : tensor<4096x3x3xf32>
    %358 = stablehlo.multiply %170, %167 : tensor<4096x3x3xf32>
    %359 = stablehlo.slice %arg6 [0:4096, 3:4, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %360 = stablehlo.reshape %359 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %361 = stablehlo.multiply %360, %229 : tensor<4096x3x3xf32>
    %362 = stablehlo.add %358, %361 : tensor<4096x3x3xf32>
    %363 = stablehlo.slice %arg6 [0:4096, 4:5, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %364 = stablehlo.reshape %363 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %365 = stablehlo.multiply %364, %262 : tensor<4096x3x3xf32>
    %366 = stablehlo.add %362, %365 : tensor<4096x3x3xf32>
    %367 = stablehlo.multiply %100, %366 : tensor<4096x3x3xf32>
    %368 = stablehlo.multiply %284, %281 : tensor<4096x3x3xf32>
    %369 = stablehlo.slice %arg6 [0:4096, 3:4, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %370 = stablehlo.reshape %369 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %371 = stablehlo.multiply %370, %289 : tensor<4096x3x3xf32>
    %372 = stablehlo.add %368, %371 : tensor<4096x3x3xf32>
    %373 = stablehlo.slice %arg6 [0:4096, 4:5, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %374 = stablehlo.reshape %373 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %375 = stablehlo.multiply %374, %307 : tensor<4096x3x3xf32>
    %376 = stablehlo.add %372, %375 : tensor<4096x3x3xf32>
    %377 = stablehlo.multiply %268, %376 : tensor<4096x3x3xf32>
    %378 = stablehlo.add %367, %377 : tensor<4096x3x3xf32>
    %379 = stablehlo.multiply %330, %327 : tensor<4096x3x3xf32>
    %380 = stablehlo.slice %arg6 [0:4096, 3:4, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %381 = stablehlo.reshape %380 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %382 = stablehlo.multiply %381, %335 : tensor<4096x3x3xf32>
    %383 = stablehlo.add %379, %382 : tensor<4096x3x3xf32>
    %384 = stablehlo.slice %arg6 [0:4096, 4:5, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %385 = stablehlo.reshape %384 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %386 = stablehlo.multiply %385, %353 : tensor<4096x3x3xf32>
    %387 = stablehlo.add %383, %386 : tensor<4096x3x3xf32>
    %388 = stablehlo.multiply %314, %387 : tensor<4096x3x3xf32>
    %389 = stablehlo.add %378, %388 : tensor<4096x3x3xf32>
    %390 = stablehlo.multiply %233, %167 : tensor<4096x3x3xf32>
    %391 = stablehlo.multiply %364, %229 : tensor<4096x3x3xf32>
    %392 = stablehlo.add %390, %391 : tensor<4096x3x3xf32>
    %393 = stablehlo.slice %arg6 [0:4096, 5:6, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %394 = stablehlo.reshape %393 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %395 = stablehlo.multiply %394, %262 : tensor<4096x3x3xf32>
    %396 = stablehlo.add %392, %395 : tensor<4096x3x3xf32>
    %397 = stablehlo.multiply %236, %396 : tensor<4096x3x3xf32>
    %398 = stablehlo.multiply %293, %281 : tensor<4096x3x3xf32>
    %399 = stablehlo.multiply %374, %289 : tensor<4096x3x3xf32>
    %400 = stablehlo.add %398, %399 : tensor<4096x3x3xf32>
    %401 = stablehlo.slice %arg6 [0:4096, 5:6, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %402 = stablehlo.reshape %401 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %403 = stablehlo.multiply %402, %307 : tensor<4096x3x3xf32>
    %404 = stablehlo.add %400, %403 : tensor<4096x3x3xf32>
    %405 = stablehlo.multiply %296, %404 : tensor<4096x3x3xf32>
    %406 = stablehlo.add %397, %405 : tensor<4096x3x3xf32>
    %407 = stablehlo.multiply %339, %327 : tensor<4096x3x3xf32>
    %408 = stablehlo.multiply %385, %335 : tensor<4096x3x3xf32>
    %409 = stablehlo.add %407, %408 : tensor<4096x3x3xf32>
    %410 = stablehlo.slice %arg6 [0:4096, 5:6, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %411 = stablehlo.reshape %410 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %412 = stablehlo.multiply %411, %353 : tensor<4096x3x3xf32>
    %413 = stablehlo.add %409, %412 : tensor<4096x3x3xf32>
    %414 = stablehlo.multiply %342, %413 : tensor<4096x3x3xf32>
    %415 = stablehlo.add %406, %414 : tensor<4096x3x3xf32>
    %416 = stablehlo.multiply %130, %264 : tensor<4096x3x3xf32>
    %417 = stablehlo.multiply %274, %309 : tensor<4096x3x3xf32>
    %418 = stablehlo.add %416, %417 : tensor<4096x3x3xf32>
    %419 = stablehlo.multiply %320, %355 : tensor<4096x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<4096x3x3xf32>
    %421 = stablehlo.multiply %130, %366 : tensor<4096x3x3xf32>
    %422 = stablehlo.multiply %274, %376 : tensor<4096x3x3xf32>
    %423 = stablehlo.add %421, %422 : tensor<4096x3x3xf32>
    %424 = stablehlo.multiply %320, %387 : tensor<4096x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<4096x3x3xf32>
    %426 = stablehlo.multiply %245, %396 : tensor<4096x3x3xf32>
    %427 = stablehlo.multiply %300, %404 : tensor<4096x3x3xf32>
    %428 = stablehlo.add %426, %427 : tensor<4096x3x3xf32>
    %429 = stablehlo.multiply %346, %413 : tensor<4096x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<4096x3x3xf32>
    %431 = stablehlo.multiply %150, %264 : tensor<4096x3x3xf32>
    %432 = stablehlo.multiply %279, %309 : tensor<4096x3x3xf32>
    %433 = stablehlo.add %431, %432 : tensor<4096x3x3xf32>
    %434 = stablehlo.multiply %325, %355 : tensor<4096x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<4096x3x3xf32>
    %436 = stablehlo.multiply %150, %366 : tensor<4096x3x3xf32>
    %437 = stablehlo.multiply %279, %376 : tensor<4096x3x3xf32>
    %438 = stablehlo.add %436, %437 : tensor<4096x3x3xf32>
    %439 = stablehlo.multiply %325, %387 : tensor<4096x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<4096x3x3xf32>
    %441 = stablehlo.multiply %255, %396 : tensor<4096x3x3xf32>
    %442 = stablehlo.multiply %305, %404 : tensor<4096x3x3xf32>
    %443 = stablehlo.add %441, %442 : tensor<4096x3x3xf32>
    %444 = stablehlo.multiply %351, %413 : tensor<4096x3x3xf32>
    %445 = stablehlo.add %443, %444 : tensor<4096x3x3xf32>
    %446 = "stablehlo.gather"(%3, %c_26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %447 = "stablehlo.gather"(%3, %c_25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %448 = "stablehlo.gather"(%3, %c_24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %449 = stablehlo.slice %446 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %450 = stablehlo.reshape %449 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %452 = stablehlo.reshape %357 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %453 = stablehlo.slice %452 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %454 = stablehlo.concatenate %453, %453, %453, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %455 = stablehlo.reshape %454 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %456 = stablehlo.multiply %451, %455 : tensor<4096x3x3xf32>
    %457 = stablehlo.slice %447 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %458 = stablehlo.reshape %457 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %460 = stablehlo.slice %452 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %461 = stablehlo.concatenate %460, %460, %460, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %462 = stablehlo.reshape %461 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %463 = stablehlo.multiply %459, %462 : tensor<4096x3x3xf32>
    %464 = stablehlo.add %456, %463 : tensor<4096x3x3xf32>
    %465 = stablehlo.slice %448 [0:3, 0:3] : (tensor<10x10xf32>) -> tensor<3x3xf32>
    %466 = stablehlo.reshape %465 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %468 = stablehlo.slice %452 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %469 = stablehlo.concatenate %468, %468, %468, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %470 = stablehlo.reshape %469 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %471 = stablehlo.multiply %467, %470 : tensor<4096x3x3xf32>
    %472 = stablehlo.add %464, %471 : tensor<4096x3x3xf32>
    %473 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %474 = stablehlo.reshape %473 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %476 = stablehlo.reshape %389 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %477 = stablehlo.slice %476 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %478 = stablehlo.concatenate %477, %477, %477, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %479 = stablehlo.reshape %478 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %480 = stablehlo.multiply %475, %479 : tensor<4096x3x3xf32>
    %481 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %482 = stablehlo.reshape %481 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %484 = stablehlo.slice %476 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %485 = stablehlo.concatenate %484, %484, %484, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %486 = stablehlo.reshape %485 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %487 = stablehlo.multiply %483, %486 : tensor<4096x3x3xf32>
    %488 = stablehlo.add %480, %487 : tensor<4096x3x3xf32>
    %489 = "stablehlo.gather"(%4, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %490 = stablehlo.reshape %489 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %492 = stablehlo.slice %476 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %493 = stablehlo.concatenate %492, %492, %492, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %494 = stablehlo.reshape %493 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %495 = stablehlo.multiply %491, %494 : tensor<4096x3x3xf32>
    %496 = stablehlo.add %488, %495 : tensor<4096x3x3xf32>
    %497 = stablehlo.reshape %415 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %498 = stablehlo.slice %497 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %499 = stablehlo.concatenate %498, %498, %498, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %500 = stablehlo.reshape %499 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %501 = stablehlo.multiply %451, %500 : tensor<4096x3x3xf32>
    %502 = stablehlo.slice %497 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %503 = stablehlo.concatenate %502, %502, %502, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %504 = stablehlo.reshape %503 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %505 = stablehlo.multiply %459, %504 : tensor<4096x3x3xf32>
    %506 = stablehlo.add %501, %505 : tensor<4096x3x3xf32>
    %507 = stablehlo.slice %497 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %508 = stablehlo.concatenate %507, %507, %507, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %509 = stablehlo.reshape %508 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %510 = stablehlo.multiply %467, %509 : tensor<4096x3x3xf32>
    %511 = stablehlo.add %506, %510 : tensor<4096x3x3xf32>
    %512 = stablehlo.reshape %420 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %513 = stablehlo.slice %512 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %514 = stablehlo.concatenate %513, %513, %513, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %515 = stablehlo.reshape %514 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %516 = stablehlo.multiply %451, %515 : tensor<4096x3x3xf32>
    %517 = stablehlo.slice %512 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %518 = stablehlo.concatenate %517, %517, %517, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %519 = stablehlo.reshape %518 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %520 = stablehlo.multiply %459, %519 : tensor<4096x3x3xf32>
    %521 = stablehlo.add %516, %520 : tensor<4096x3x3xf32>
    %522 = stablehlo.slice %512 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %523 = stablehlo.concatenate %522, %522, %522, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %524 = stablehlo.reshape %523 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %525 = stablehlo.multiply %467, %524 : tensor<4096x3x3xf32>
    %526 = stablehlo.add %521, %525 : tensor<4096x3x3xf32>
    %527 = stablehlo.reshape %425 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %528 = stablehlo.slice %527 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %529 = stablehlo.concatenate %528, %528, %528, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %530 = stablehlo.reshape %529 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %531 = stablehlo.multiply %475, %530 : tensor<4096x3x3xf32>
    %532 = stablehlo.slice %527 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %533 = stablehlo.concatenate %532, %532, %532, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %534 = stablehlo.reshape %533 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %535 = stablehlo.multiply %483, %534 : tensor<4096x3x3xf32>
    %536 = stablehlo.add %531, %535 : tensor<4096x3x3xf32>
    %537 = stablehlo.slice %527 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %538 = stablehlo.concatenate %537, %537, %537, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %539 = stablehlo.reshape %538 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %540 = stablehlo.multiply %491, %539 : tensor<4096x3x3xf32>
    %541 = stablehlo.add %536, %540 : tensor<4096x3x3xf32>
    %542 = stablehlo.reshape %430 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %543 = stablehlo.slice %542 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %544 = stablehlo.concatenate %543, %543, %543, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %545 = stablehlo.reshape %544 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %546 = stablehlo.multiply %451, %545 : tensor<4096x3x3xf32>
    %547 = stablehlo.slice %542 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %548 = stablehlo.concatenate %547, %547, %547, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %549 = stablehlo.reshape %548 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %550 = stablehlo.multiply %459, %549 : tensor<4096x3x3xf32>
    %551 = stablehlo.add %546, %550 : tensor<4096x3x3xf32>
    %552 = stablehlo.slice %542 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %553 = stablehlo.concatenate %552, %552, %552, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %554 = stablehlo.reshape %553 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %555 = stablehlo.multiply %467, %554 : tensor<4096x3x3xf32>
    %556 = stablehlo.add %551, %555 : tensor<4096x3x3xf32>
    %557 = stablehlo.reshape %435 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %558 = stablehlo.slice %557 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %559 = stablehlo.concatenate %558, %558, %558, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %560 = stablehlo.reshape %559 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %561 = stablehlo.multiply %451, %560 : tensor<4096x3x3xf32>
    %562 = stablehlo.slice %557 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %563 = stablehlo.concatenate %562, %562, %562, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %564 = stablehlo.reshape %563 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %565 = stablehlo.multiply %459, %564 : tensor<4096x3x3xf32>
    %566 = stablehlo.add %561, %565 : tensor<4096x3x3xf32>
    %567 = stablehlo.slice %557 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %568 = stablehlo.concatenate %567, %567, %567, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %569 = stablehlo.reshape %568 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %570 = stablehlo.multiply %467, %569 : tensor<4096x3x3xf32>
    %571 = stablehlo.add %566, %570 : tensor<4096x3x3xf32>
    %572 = stablehlo.reshape %440 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %573 = stablehlo.slice %572 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %574 = stablehlo.concatenate %573, %573, %573, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %575 = stablehlo.reshape %574 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %576 = stablehlo.multiply %475, %575 : tensor<4096x3x3xf32>
    %577 = stablehlo.slice %572 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %578 = stablehlo.concatenate %577, %577, %577, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %579 = stablehlo.reshape %578 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %580 = stablehlo.multiply %483, %579 : tensor<4096x3x3xf32>
    %581 = stablehlo.add %576, %580 : tensor<4096x3x3xf32>
    %582 = stablehlo.slice %572 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %583 = stablehlo.concatenate %582, %582, %582, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %584 = stablehlo.reshape %583 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %585 = stablehlo.multiply %491, %584 : tensor<4096x3x3xf32>
    %586 = stablehlo.add %581, %585 : tensor<4096x3x3xf32>
    %587 = stablehlo.reshape %445 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %588 = stablehlo.slice %587 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %589 = stablehlo.concatenate %588, %588, %588, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %590 = stablehlo.reshape %589 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %591 = stablehlo.multiply %451, %590 : tensor<4096x3x3xf32>
    %592 = stablehlo.slice %587 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %593 = stablehlo.concatenate %592, %592, %592, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %594 = stablehlo.reshape %593 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %595 = stablehlo.multiply %459, %594 : tensor<4096x3x3xf32>
    %596 = stablehlo.add %591, %595 : tensor<4096x3x3xf32>
    %597 = stablehlo.slice %587 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %598 = stablehlo.concatenate %597, %597, %597, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %599 = stablehlo.reshape %598 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %600 = stablehlo.multiply %467, %599 : tensor<4096x3x3xf32>
    %601 = stablehlo.add %596, %600 : tensor<4096x3x3xf32>
    %602 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %603 = stablehlo.reshape %602 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %605 = stablehlo.reshape %472 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %606 = stablehlo.slice %605 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %607 = stablehlo.slice %605 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %608 = stablehlo.slice %605 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %609 = stablehlo.concatenate %606, %606, %606, %607, %607, %607, %608, %608, %608, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %610 = stablehlo.reshape %609 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %611 = stablehlo.multiply %604, %610 : tensor<4096x3x3xf32>
    %612 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %613 = stablehlo.reshape %612 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %615 = stablehlo.reshape %496 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %616 = stablehlo.slice %615 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %617 = stablehlo.slice %615 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %618 = stablehlo.slice %615 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %619 = stablehlo.concatenate %616, %616, %616, %617, %617, %617, %618, %618, %618, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %620 = stablehlo.reshape %619 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %621 = stablehlo.reshape %511 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %622 = stablehlo.slice %621 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %623 = stablehlo.slice %621 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %624 = stablehlo.slice %621 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %625 = stablehlo.concatenate %622, %622, %622, %623, %623, %623, %624, %624, %624, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %626 = stablehlo.reshape %625 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %627 = stablehlo.add %620, %626 : tensor<4096x3x3xf32>
    %628 = stablehlo.multiply %614, %627 : tensor<4096x3x3xf32>
    %629 = stablehlo.add %611, %628 : tensor<4096x3x3xf32>
    %630 = "stablehlo.gather"(%4, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %631 = stablehlo.reshape %630 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %633 = stablehlo.slice %605 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %634 = stablehlo.slice %605 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %635 = stablehlo.slice %605 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %636 = stablehlo.concatenate %633, %633, %633, %634, %634, %634, %635, %635, %635, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %637 = stablehlo.reshape %636 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %638 = stablehlo.multiply %632, %637 : tensor<4096x3x3xf32>
    %639 = "stablehlo.gather"(%3, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %640 = stablehlo.reshape %639 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %642 = stablehlo.slice %615 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %643 = stablehlo.slice %615 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %644 = stablehlo.slice %615 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %645 = stablehlo.concatenate %642, %642, %642, %643, %643, %643, %644, %644, %644, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %646 = stablehlo.reshape %645 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %647 = stablehlo.slice %621 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %648 = stablehlo.slice %621 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %649 = stablehlo.slice %621 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %650 = stablehlo.concatenate %647, %647, %647, %648, %648, %648, %649, %649, %649, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %651 = stablehlo.reshape %650 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %652 = stablehlo.add %646, %651 : tensor<4096x3x3xf32>
    %653 = stablehlo.multiply %641, %652 : tensor<4096x3x3xf32>
    %654 = stablehlo.add %638, %653 : tensor<4096x3x3xf32>
    %655 = stablehlo.add %629, %654 : tensor<4096x3x3xf32>
    %656 = "stablehlo.gather"(%4, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %657 = stablehlo.reshape %656 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %659 = stablehlo.slice %605 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %660 = stablehlo.slice %605 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %661 = stablehlo.slice %605 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %662 = stablehlo.concatenate %659, %659, %659, %660, %660, %660, %661, %661, %661, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %663 = stablehlo.reshape %662 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %664 = stablehlo.multiply %658, %663 : tensor<4096x3x3xf32>
    %665 = "stablehlo.gather"(%3, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %666 = stablehlo.reshape %665 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %668 = stablehlo.slice %615 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %669 = stablehlo.slice %615 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %670 = stablehlo.slice %615 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %671 = stablehlo.concatenate %668, %668, %668, %669, %669, %669, %670, %670, %670, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %672 = stablehlo.reshape %671 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %673 = stablehlo.slice %621 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %674 = stablehlo.slice %621 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %675 = stablehlo.slice %621 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %676 = stablehlo.concatenate %673, %673, %673, %674, %674, %674, %675, %675, %675, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %677 = stablehlo.reshape %676 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %678 = stablehlo.add %672, %677 : tensor<4096x3x3xf32>
    %679 = stablehlo.multiply %667, %678 : tensor<4096x3x3xf32>
    %680 = stablehlo.add %664, %679 : tensor<4096x3x3xf32>
    %681 = stablehlo.add %655, %680 : tensor<4096x3x3xf32>
    %682 = stablehlo.reshape %681 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %683 = stablehlo.reshape %526 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %684 = stablehlo.slice %683 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %685 = stablehlo.slice %683 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %686 = stablehlo.slice %683 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %687 = stablehlo.concatenate %684, %684, %684, %685, %685, %685, %686, %686, %686, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %688 = stablehlo.reshape %687 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %689 = stablehlo.multiply %604, %688 : tensor<4096x3x3xf32>
    %690 = stablehlo.reshape %541 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %691 = stablehlo.slice %690 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %692 = stablehlo.slice %690 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %693 = stablehlo.slice %690 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %694 = stablehlo.concatenate %691, %691, %691, %692, %692, %692, %693, %693, %693, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %695 = stablehlo.reshape %694 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %696 = stablehlo.reshape %556 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %697 = stablehlo.slice %696 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %698 = stablehlo.slice %696 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %699 = stablehlo.slice %696 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %700 = stablehlo.concatenate %697, %697, %697, %698, %698, %698, %699, %699, %699, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %701 = stablehlo.reshape %700 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %702 = stablehlo.add %695, %701 : tensor<4096x3x3xf32>
    %703 = stablehlo.multiply %614, %702 : tensor<4096x3x3xf32>
    %704 = stablehlo.add %689, %703 : tensor<4096x3x3xf32>
    %705 = stablehlo.slice %683 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %706 = stablehlo.slice %683 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %707 = stablehlo.slice %683 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %708 = stablehlo.concatenate %705, %705, %705, %706, %706, %706, %707, %707, %707, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %709 = stablehlo.reshape %708 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %710 = stablehlo.multiply %632, %709 : tensor<4096x3x3xf32>
    %711 = stablehlo.slice %690 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %712 = stablehlo.slice %690 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %713 = stablehlo.slice %690 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %714 = stablehlo.concatenate %711, %711, %711, %712, %712, %712, %713, %713, %713, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %715 = stablehlo.reshape %714 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %716 = stablehlo.slice %696 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %717 = stablehlo.slice %696 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %718 = stablehlo.slice %696 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %719 = stablehlo.concatenate %716, %716, %716, %717, %717, %717, %718, %718, %718, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %720 = stablehlo.reshape %719 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %721 = stablehlo.add %715, %720 : tensor<4096x3x3xf32>
    %722 = stablehlo.multiply %641, %721 : tensor<4096x3x3xf32>
    %723 = stablehlo.add %710, %722 : tensor<4096x3x3xf32>
    %724 = stablehlo.add %704, %723 : tensor<4096x3x3xf32>
    %725 = stablehlo.slice %683 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %726 = stablehlo.slice %683 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %727 = stablehlo.slice %683 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %728 = stablehlo.concatenate %725, %725, %725, %726, %726, %726, %727, %727, %727, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %729 = stablehlo.reshape %728 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %730 = stablehlo.multiply %658, %729 : tensor<4096x3x3xf32>
    %731 = stablehlo.slice %690 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %732 = stablehlo.slice %690 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %733 = stablehlo.slice %690 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %734 = stablehlo.concatenate %731, %731, %731, %732, %732, %732, %733, %733, %733, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %735 = stablehlo.reshape %734 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %736 = stablehlo.slice %696 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %737 = stablehlo.slice %696 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %738 = stablehlo.slice %696 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %739 = stablehlo.concatenate %736, %736, %736, %737, %737, %737, %738, %738, %738, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %740 = stablehlo.reshape %739 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %741 = stablehlo.add %735, %740 : tensor<4096x3x3xf32>
    %742 = stablehlo.multiply %667, %741 : tensor<4096x3x3xf32>
    %743 = stablehlo.add %730, %742 : tensor<4096x3x3xf32>
    %744 = stablehlo.add %724, %743 : tensor<4096x3x3xf32>
    %745 = stablehlo.reshape %744 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %746 = stablehlo.reshape %571 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %747 = stablehlo.slice %746 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %748 = stablehlo.slice %746 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %749 = stablehlo.slice %746 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %750 = stablehlo.concatenate %747, %747, %747, %748, %748, %748, %749, %749, %749, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %751 = stablehlo.reshape %750 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %752 = stablehlo.multiply %604, %751 : tensor<4096x3x3xf32>
    %753 = stablehlo.reshape %586 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %754 = stablehlo.slice %753 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %755 = stablehlo.slice %753 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %756 = stablehlo.slice %753 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %757 = stablehlo.concatenate %754, %754, %754, %755, %755, %755, %756, %756, %756, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %758 = stablehlo.reshape %757 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %759 = stablehlo.reshape %601 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %760 = stablehlo.slice %759 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %761 = stablehlo.slice %759 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %762 = stablehlo.slice %759 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %763 = stablehlo.concatenate %760, %760, %760, %761, %761, %761, %762, %762, %762, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %764 = stablehlo.reshape %763 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %765 = stablehlo.add %758, %764 : tensor<4096x3x3xf32>
    %766 = stablehlo.multiply %614, %765 : tensor<4096x3x3xf32>
    %767 = stablehlo.add %752, %766 : tensor<4096x3x3xf32>
    %768 = stablehlo.slice %746 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %769 = stablehlo.slice %746 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %770 = stablehlo.slice %746 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %771 = stablehlo.concatenate %768, %768, %768, %769, %769, %769, %770, %770, %770, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %772 = stablehlo.reshape %771 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %773 = stablehlo.multiply %632, %772 : tensor<4096x3x3xf32>
    %774 = stablehlo.slice %753 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %775 = stablehlo.slice %753 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %776 = stablehlo.slice %753 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %777 = stablehlo.concatenate %774, %774, %774, %775, %775, %775, %776, %776, %776, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %778 = stablehlo.reshape %777 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %779 = stablehlo.slice %759 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %780 = stablehlo.slice %759 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %781 = stablehlo.slice %759 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %782 = stablehlo.concatenate %779, %779, %779, %780, %780, %780, %781, %781, %781, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %783 = stablehlo.reshape %782 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %784 = stablehlo.add %778, %783 : tensor<4096x3x3xf32>
    %785 = stablehlo.multiply %641, %784 : tensor<4096x3x3xf32>
    %786 = stablehlo.add %773, %785 : tensor<4096x3x3xf32>
    %787 = stablehlo.add %767, %786 : tensor<4096x3x3xf32>
    %788 = stablehlo.slice %746 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %789 = stablehlo.slice %746 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %790 = stablehlo.slice %746 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %791 = stablehlo.concatenate %788, %788, %788, %789, %789, %789, %790, %790, %790, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %792 = stablehlo.reshape %791 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %793 = stablehlo.multiply %658, %792 : tensor<4096x3x3xf32>
    %794 = stablehlo.slice %753 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %795 = stablehlo.slice %753 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %796 = stablehlo.slice %753 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %797 = stablehlo.concatenate %794, %794, %794, %795, %795, %795, %796, %796, %796, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %798 = stablehlo.reshape %797 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %799 = stablehlo.slice %759 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %800 = stablehlo.slice %759 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %801 = stablehlo.slice %759 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %802 = stablehlo.concatenate %799, %799, %799, %800, %800, %800, %801, %801, %801, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %803 = stablehlo.reshape %802 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %804 = stablehlo.add %798, %803 : tensor<4096x3x3xf32>
    %805 = stablehlo.multiply %667, %804 : tensor<4096x3x3xf32>
    %806 = stablehlo.add %793, %805 : tensor<4096x3x3xf32>
    %807 = stablehlo.add %787, %806 : tensor<4096x3x3xf32>
    %808 = stablehlo.reshape %807 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %809 = stablehlo.concatenate %682, %745, %808, dim = 1 : (tensor<4096x9xf32>, tensor<4096x9xf32>, tensor<4096x9xf32>) -> tensor<4096x27xf32>
    %810 = "stablehlo.gather"(%3, %c_23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %811 = stablehlo.multiply %810, %446 : tensor<10x10xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %813 = "stablehlo.gather"(%3, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %814 = stablehlo.multiply %813, %447 : tensor<10x10xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %816 = "stablehlo.gather"(%3, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %817 = stablehlo.multiply %816, %448 : tensor<10x10xf32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<4096x10x10xf32>
    %819 = "stablehlo.gather"(%arg7, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %820 = stablehlo.multiply %812, %819 : tensor<4096x10x10xf32>
    %821 = "stablehlo.gather"(%arg7, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %822 = stablehlo.multiply %815, %821 : tensor<4096x10x10xf32>
    %823 = stablehlo.add %820, %822 : tensor<4096x10x10xf32>
    %824 = "stablehlo.gather"(%arg7, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %825 = stablehlo.multiply %818, %824 : tensor<4096x10x10xf32>
    %826 = stablehlo.add %823, %825 : tensor<4096x10x10xf32>
    %827 = "stablehlo.gather"(%arg7, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %828 = stablehlo.multiply %812, %827 : tensor<4096x10x10xf32>
    %829 = "stablehlo.gather"(%arg7, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %830 = stablehlo.multiply %815, %829 : tensor<4096x10x10xf32>
    %831 = stablehlo.add %828, %830 : tensor<4096x10x10xf32>
    %832 = "stablehlo.gather"(%arg7, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %833 = stablehlo.multiply %818, %832 : tensor<4096x10x10xf32>
    %834 = stablehlo.add %831, %833 : tensor<4096x10x10xf32>
    %835 = "stablehlo.gather"(%arg7, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %836 = stablehlo.multiply %812, %835 : tensor<4096x10x10xf32>
    %837 = "stablehlo.gather"(%arg7, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %838 = stablehlo.multiply %815, %837 : tensor<4096x10x10xf32>
    %839 = stablehlo.add %836, %838 : tensor<4096x10x10xf32>
    %840 = "stablehlo.gather"(%arg7, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %841 = stablehlo.multiply %818, %840 : tensor<4096x10x10xf32>
    %842 = stablehlo.add %839, %841 : tensor<4096x10x10xf32>
    %c_36 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %843 = "stablehlo.gather"(%arg7, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %844 = stablehlo.multiply %812, %843 : tensor<4096x10x10xf32>
    %c_37 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %845 = "stablehlo.gather"(%arg7, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %846 = stablehlo.multiply %815, %845 : tensor<4096x10x10xf32>
    %847 = stablehlo.add %844, %846 : tensor<4096x10x10xf32>
    %c_38 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %848 = "stablehlo.gather"(%arg7, %c_38) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %849 = stablehlo.multiply %818, %848 : tensor<4096x10x10xf32>
    %850 = stablehlo.add %847, %849 : tensor<4096x10x10xf32>
    %c_39 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %851 = "stablehlo.gather"(%arg7, %c_39) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %852 = stablehlo.multiply %812, %851 : tensor<4096x10x10xf32>
    %c_40 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %853 = "stablehlo.gather"(%arg7, %c_40) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %854 = stablehlo.multiply %815, %853 : tensor<4096x10x10xf32>
    %855 = stablehlo.add %852, %854 : tensor<4096x10x10xf32>
    %c_41 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %856 = "stablehlo.gather"(%arg7, %c_41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %857 = stablehlo.multiply %818, %856 : tensor<4096x10x10xf32>
    %858 = stablehlo.add %855, %857 : tensor<4096x10x10xf32>
    %c_42 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %859 = "stablehlo.gather"(%arg7, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %860 = stablehlo.multiply %812, %859 : tensor<4096x10x10xf32>
    %c_43 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %861 = "stablehlo.gather"(%arg7, %c_43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %862 = stablehlo.multiply %815, %861 : tensor<4096x10x10xf32>
    %863 = stablehlo.add %860, %862 : tensor<4096x10x10xf32>
    %c_44 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %864 = "stablehlo.gather"(%arg7, %c_44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %865 = stablehlo.multiply %818, %864 : tensor<4096x10x10xf32>
    %866 = stablehlo.add %863, %865 : tensor<4096x10x10xf32>
    %c_45 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %867 = "stablehlo.gather"(%arg7, %c_45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %868 = stablehlo.multiply %812, %867 : tensor<4096x10x10xf32>
    %c_46 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %869 = "stablehlo.gather"(%arg7, %c_46) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %870 = stablehlo.multiply %815, %869 : tensor<4096x10x10xf32>
    %871 = stablehlo.add %868, %870 : tensor<4096x10x10xf32>
    %c_47 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %872 = "stablehlo.gather"(%arg7, %c_47) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %873 = stablehlo.multiply %818, %872 : tensor<4096x10x10xf32>
    %874 = stablehlo.add %871, %873 : tensor<4096x10x10xf32>
    %c_48 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %875 = "stablehlo.gather"(%arg7, %c_48) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %876 = stablehlo.multiply %812, %875 : tensor<4096x10x10xf32>
    %c_49 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %877 = "stablehlo.gather"(%arg7, %c_49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %878 = stablehlo.multiply %815, %877 : tensor<4096x10x10xf32>
    %879 = stablehlo.add %876, %878 : tensor<4096x10x10xf32>
    %c_50 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %880 = "stablehlo.gather"(%arg7, %c_50) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %881 = stablehlo.multiply %818, %880 : tensor<4096x10x10xf32>
    %882 = stablehlo.add %879, %881 : tensor<4096x10x10xf32>
    %c_51 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %883 = "stablehlo.gather"(%arg7, %c_51) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %884 = stablehlo.multiply %812, %883 : tensor<4096x10x10xf32>
    %c_52 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %885 = "stablehlo.gather"(%arg7, %c_52) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %886 = stablehlo.multiply %815, %885 : tensor<4096x10x10xf32>
    %887 = stablehlo.add %884, %886 : tensor<4096x10x10xf32>
    %c_53 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %888 = "stablehlo.gather"(%arg7, %c_53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<10x10x1xi32>) -> tensor<4096x10x10xf32>
    %889 = stablehlo.multiply %818, %888 : tensor<4096x10x10xf32>
    %890 = stablehlo.add %887, %889 : tensor<4096x10x10xf32>
    %891 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %892 = stablehlo.reshape %891 : (tensor<1x1xf32>) -> tensor<f32>
    %893 = stablehlo.multiply %892, %892 : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %895 = stablehlo.multiply %894, %826 : tensor<4096x10x10xf32>
    %896 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %897 = stablehlo.reshape %896 : (tensor<1x1xf32>) -> tensor<f32>
    %898 = stablehlo.multiply %897, %897 : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %900 = stablehlo.multiply %899, %834 : tensor<4096x10x10xf32>
    %901 = stablehlo.add %895, %900 : tensor<4096x10x10xf32>
    %902 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %903 = stablehlo.reshape %902 : (tensor<1x1xf32>) -> tensor<f32>
    %904 = stablehlo.multiply %903, %903 : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %906 = stablehlo.multiply %905, %842 : tensor<4096x10x10xf32>
    %907 = stablehlo.add %901, %906 : tensor<4096x10x10xf32>
    %908 = stablehlo.multiply %894, %850 : tensor<4096x10x10xf32>
    %909 = stablehlo.multiply %899, %858 : tensor<4096x10x10xf32>
    %910 = stablehlo.add %908, %909 : tensor<4096x10x10xf32>
    %911 = stablehlo.multiply %905, %866 : tensor<4096x10x10xf32>
    %912 = stablehlo.add %910, %911 : tensor<4096x10x10xf32>
    %913 = stablehlo.multiply %894, %874 : tensor<4096x10x10xf32>
    %914 = stablehlo.multiply %899, %882 : tensor<4096x10x10xf32>
    %915 = stablehlo.add %913, %914 : tensor<4096x10x10xf32>
    %916 = stablehlo.multiply %905, %890 : tensor<4096x10x10xf32>
    %917 = stablehlo.add %915, %916 : tensor<4096x10x10xf32>
    %918 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %919 = stablehlo.reshape %918 : (tensor<1x1xf32>) -> tensor<f32>
    %920 = stablehlo.multiply %892, %919 : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %922 = stablehlo.multiply %921, %826 : tensor<4096x10x10xf32>
    %923 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %924 = stablehlo.reshape %923 : (tensor<1x1xf32>) -> tensor<f32>
    %925 = stablehlo.multiply %897, %924 : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %927 = stablehlo.multiply %926, %834 : tensor<4096x10x10xf32>
    %928 = stablehlo.add %922, %927 : tensor<4096x10x10xf32>
    %929 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %930 = stablehlo.reshape %929 : (tensor<1x1xf32>) -> tensor<f32>
    %931 = stablehlo.multiply %903, %930 : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %933 = stablehlo.multiply %932, %842 : tensor<4096x10x10xf32>
    %934 = stablehlo.add %928, %933 : tensor<4096x10x10xf32>
    %935 = stablehlo.multiply %921, %850 : tensor<4096x10x10xf32>
    %936 = stablehlo.multiply %926, %858 : tensor<4096x10x10xf32>
    %937 = stablehlo.add %935, %936 : tensor<4096x10x10xf32>
    %938 = stablehlo.multiply %932, %866 : tensor<4096x10x10xf32>
    %939 = stablehlo.add %937, %938 : tensor<4096x10x10xf32>
    %940 = stablehlo.multiply %921, %874 : tensor<4096x10x10xf32>
    %941 = stablehlo.multiply %926, %882 : tensor<4096x10x10xf32>
    %942 = stablehlo.add %940, %941 : tensor<4096x10x10xf32>
    %943 = stablehlo.multiply %932, %890 : tensor<4096x10x10xf32>
    %944 = stablehlo.add %942, %943 : tensor<4096x10x10xf32>
    %945 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %946 = stablehlo.reshape %945 : (tensor<1x1xf32>) -> tensor<f32>
    %947 = stablehlo.multiply %892, %946 : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %947, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %949 = stablehlo.multiply %948, %826 : tensor<4096x10x10xf32>
    %950 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %951 = stablehlo.reshape %950 : (tensor<1x1xf32>) -> tensor<f32>
    %952 = stablehlo.multiply %897, %951 : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %954 = stablehlo.multiply %953, %834 : tensor<4096x10x10xf32>
    %955 = stablehlo.add %949, %954 : tensor<4096x10x10xf32>
    %956 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %957 = stablehlo.reshape %956 : (tensor<1x1xf32>) -> tensor<f32>
    %958 = stablehlo.multiply %903, %957 : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %960 = stablehlo.multiply %959, %842 : tensor<4096x10x10xf32>
    %961 = stablehlo.add %955, %960 : tensor<4096x10x10xf32>
    %962 = stablehlo.multiply %948, %850 : tensor<4096x10x10xf32>
    %963 = stablehlo.multiply %953, %858 : tensor<4096x10x10xf32>
    %964 = stablehlo.add %962, %963 : tensor<4096x10x10xf32>
    %965 = stablehlo.multiply %959, %866 : tensor<4096x10x10xf32>
    %966 = stablehlo.add %964, %965 : tensor<4096x10x10xf32>
    %967 = stablehlo.multiply %948, %874 : tensor<4096x10x10xf32>
    %968 = stablehlo.multiply %953, %882 : tensor<4096x10x10xf32>
    %969 = stablehlo.add %967, %968 : tensor<4096x10x10xf32>
    %970 = stablehlo.multiply %959, %890 : tensor<4096x10x10xf32>
    %971 = stablehlo.add %969, %970 : tensor<4096x10x10xf32>
    %972 = stablehlo.multiply %919, %892 : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %974 = stablehlo.multiply %973, %826 : tensor<4096x10x10xf32>
    %975 = stablehlo.multiply %924, %897 : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %977 = stablehlo.multiply %976, %834 : tensor<4096x10x10xf32>
    %978 = stablehlo.add %974, %977 : tensor<4096x10x10xf32>
    %979 = stablehlo.multiply %930, %903 : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %981 = stablehlo.multiply %980, %842 : tensor<4096x10x10xf32>
    %982 = stablehlo.add %978, %981 : tensor<4096x10x10xf32>
    %983 = stablehlo.multiply %973, %850 : tensor<4096x10x10xf32>
    %984 = stablehlo.multiply %976, %858 : tensor<4096x10x10xf32>
    %985 = stablehlo.add %983, %984 : tensor<4096x10x10xf32>
    %986 = stablehlo.multiply %980, %866 : tensor<4096x10x10xf32>
    %987 = stablehlo.add %985, %986 : tensor<4096x10x10xf32>
    %988 = stablehlo.multiply %973, %874 : tensor<4096x10x10xf32>
    %989 = stablehlo.multiply %976, %882 : tensor<4096x10x10xf32>
    %990 = stablehlo.add %988, %989 : tensor<4096x10x10xf32>
    %991 = stablehlo.multiply %980, %890 : tensor<4096x10x10xf32>
    %992 = stablehlo.add %990, %991 : tensor<4096x10x10xf32>
    %993 = stablehlo.multiply %919, %919 : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %995 = stablehlo.multiply %994, %826 : tensor<4096x10x10xf32>
    %996 = stablehlo.multiply %924, %924 : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %998 = stablehlo.multiply %997, %834 : tensor<4096x10x10xf32>
    %999 = stablehlo.add %995, %998 : tensor<4096x10x10xf32>
    %1000 = stablehlo.multiply %930, %930 : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %1000, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1002 = stablehlo.multiply %1001, %842 : tensor<4096x10x10xf32>
    %1003 = stablehlo.add %999, %1002 : tensor<4096x10x10xf32>
    %1004 = stablehlo.multiply %994, %850 : tensor<4096x10x10xf32>
    %1005 = stablehlo.multiply %997, %858 : tensor<4096x10x10xf32>
    %1006 = stablehlo.add %1004, %1005 : tensor<4096x10x10xf32>
    %1007 = stablehlo.multiply %1001, %866 : tensor<4096x10x10xf32>
    %1008 = stablehlo.add %1006, %1007 : tensor<4096x10x10xf32>
    %1009 = stablehlo.multiply %994, %874 : tensor<4096x10x10xf32>
    %1010 = stablehlo.multiply %997, %882 : tensor<4096x10x10xf32>
    %1011 = stablehlo.add %1009, %1010 : tensor<4096x10x10xf32>
    %1012 = stablehlo.multiply %1001, %890 : tensor<4096x10x10xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<4096x10x10xf32>
    %1014 = stablehlo.multiply %919, %946 : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1016 = stablehlo.multiply %1015, %826 : tensor<4096x10x10xf32>
    %1017 = stablehlo.multiply %924, %951 : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1019 = stablehlo.multiply %1018, %834 : tensor<4096x10x10xf32>
    %1020 = stablehlo.add %1016, %1019 : tensor<4096x10x10xf32>
    %1021 = stablehlo.multiply %930, %957 : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %1021, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1023 = stablehlo.multiply %1022, %842 : tensor<4096x10x10xf32>
    %1024 = stablehlo.add %1020, %1023 : tensor<4096x10x10xf32>
    %1025 = stablehlo.multiply %1015, %850 : tensor<4096x10x10xf32>
    %1026 = stablehlo.multiply %1018, %858 : tensor<4096x10x10xf32>
    %1027 = stablehlo.add %1025, %1026 : tensor<4096x10x10xf32>
    %1028 = stablehlo.multiply %1022, %866 : tensor<4096x10x10xf32>
    %1029 = stablehlo.add %1027, %1028 : tensor<4096x10x10xf32>
    %1030 = stablehlo.multiply %1015, %874 : tensor<4096x10x10xf32>
    %1031 = stablehlo.multiply %1018, %882 : tensor<4096x10x10xf32>
    %1032 = stablehlo.add %1030, %1031 : tensor<4096x10x10xf32>
    %1033 = stablehlo.multiply %1022, %890 : tensor<4096x10x10xf32>
    %1034 = stablehlo.add %1032, %1033 : tensor<4096x10x10xf32>
    %1035 = stablehlo.multiply %946, %892 : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1037 = stablehlo.multiply %1036, %826 : tensor<4096x10x10xf32>
    %1038 = stablehlo.multiply %951, %897 : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1040 = stablehlo.multiply %1039, %834 : tensor<4096x10x10xf32>
    %1041 = stablehlo.add %1037, %1040 : tensor<4096x10x10xf32>
    %1042 = stablehlo.multiply %957, %903 : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1044 = stablehlo.multiply %1043, %842 : tensor<4096x10x10xf32>
    %1045 = stablehlo.add %1041, %1044 : tensor<4096x10x10xf32>
    %1046 = stablehlo.multiply %1036, %850 : tensor<4096x10x10xf32>
    %1047 = stablehlo.multiply %1039, %858 : tensor<4096x10x10xf32>
    %1048 = stablehlo.add %1046, %1047 : tensor<4096x10x10xf32>
    %1049 = stablehlo.multiply %1043, %866 : tensor<4096x10x10xf32>
    %1050 = stablehlo.add %1048, %1049 : tensor<4096x10x10xf32>
    %1051 = stablehlo.multiply %1036, %874 : tensor<4096x10x10xf32>
    %1052 = stablehlo.multiply %1039, %882 : tensor<4096x10x10xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<4096x10x10xf32>
    %1054 = stablehlo.multiply %1043, %890 : tensor<4096x10x10xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<4096x10x10xf32>
    %1056 = stablehlo.multiply %946, %919 : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1058 = stablehlo.multiply %1057, %826 : tensor<4096x10x10xf32>
    %1059 = stablehlo.multiply %951, %924 : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1061 = stablehlo.multiply %1060, %834 : tensor<4096x10x10xf32>
    %1062 = stablehlo.add %1058, %1061 : tensor<4096x10x10xf32>
    %1063 = stablehlo.multiply %957, %930 : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1065 = stablehlo.multiply %1064, %842 : tensor<4096x10x10xf32>
    %1066 = stablehlo.add %1062, %1065 : tensor<4096x10x10xf32>
    %1067 = stablehlo.multiply %1057, %850 : tensor<4096x10x10xf32>
    %1068 = stablehlo.multiply %1060, %858 : tensor<4096x10x10xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<4096x10x10xf32>
    %1070 = stablehlo.multiply %1064, %866 : tensor<4096x10x10xf32>
    %1071 = stablehlo.add %1069, %1070 : tensor<4096x10x10xf32>
    %1072 = stablehlo.multiply %1057, %874 : tensor<4096x10x10xf32>
    %1073 = stablehlo.multiply %1060, %882 : tensor<4096x10x10xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<4096x10x10xf32>
    %1075 = stablehlo.multiply %1064, %890 : tensor<4096x10x10xf32>
    %1076 = stablehlo.add %1074, %1075 : tensor<4096x10x10xf32>
    %1077 = stablehlo.multiply %946, %946 : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1079 = stablehlo.multiply %1078, %826 : tensor<4096x10x10xf32>
    %1080 = stablehlo.multiply %951, %951 : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1082 = stablehlo.multiply %1081, %834 : tensor<4096x10x10xf32>
    %1083 = stablehlo.add %1079, %1082 : tensor<4096x10x10xf32>
    %1084 = stablehlo.multiply %957, %957 : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [] : (tensor<f32>) -> tensor<4096x10x10xf32>
    %1086 = stablehlo.multiply %1085, %842 : tensor<4096x10x10xf32>
    %1087 = stablehlo.add %1083, %1086 : tensor<4096x10x10xf32>
    %1088 = stablehlo.multiply %1078, %850 : tensor<4096x10x10xf32>
    %1089 = stablehlo.multiply %1081, %858 : tensor<4096x10x10xf32>
    %1090 = stablehlo.add %1088, %1089 : tensor<4096x10x10xf32>
    %1091 = stablehlo.multiply %1085, %866 : tensor<4096x10x10xf32>
    %1092 = stablehlo.add %1090, %1091 : tensor<4096x10x10xf32>
    %1093 = stablehlo.multiply %1078, %874 : tensor<4096x10x10xf32>
    %1094 = stablehlo.multiply %1081, %882 : tensor<4096x10x10xf32>
    %1095 = stablehlo.add %1093, %1094 : tensor<4096x10x10xf32>
    %1096 = stablehlo.multiply %1085, %890 : tensor<4096x10x10xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<4096x10x10xf32>
    %1098 = stablehlo.reshape %907 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1099 = stablehlo.reshape %912 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1100 = stablehlo.reshape %917 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1101 = stablehlo.concatenate %1098, %1099, %1100, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1102 = stablehlo.reshape %934 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1103 = stablehlo.reshape %939 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1104 = stablehlo.reshape %944 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1105 = stablehlo.concatenate %1102, %1103, %1104, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1106 = stablehlo.reshape %961 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1107 = stablehlo.reshape %966 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1108 = stablehlo.reshape %971 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1109 = stablehlo.concatenate %1106, %1107, %1108, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1110 = stablehlo.reshape %982 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1111 = stablehlo.reshape %987 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1112 = stablehlo.reshape %992 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1113 = stablehlo.concatenate %1110, %1111, %1112, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1114 = stablehlo.reshape %1003 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1115 = stablehlo.reshape %1008 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1116 = stablehlo.reshape %1013 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1117 = stablehlo.concatenate %1114, %1115, %1116, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1118 = stablehlo.reshape %1024 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1119 = stablehlo.reshape %1029 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1120 = stablehlo.reshape %1034 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1121 = stablehlo.concatenate %1118, %1119, %1120, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1122 = stablehlo.reshape %1045 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1123 = stablehlo.reshape %1050 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1124 = stablehlo.reshape %1055 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1125 = stablehlo.concatenate %1122, %1123, %1124, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1126 = stablehlo.reshape %1066 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1127 = stablehlo.reshape %1071 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1128 = stablehlo.reshape %1076 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1129 = stablehlo.concatenate %1126, %1127, %1128, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1130 = stablehlo.reshape %1087 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1131 = stablehlo.reshape %1092 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1132 = stablehlo.reshape %1097 : (tensor<4096x10x10xf32>) -> tensor<4096x1x10x10xf32>
    %1133 = stablehlo.concatenate %1130, %1131, %1132, dim = 1 : (tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>, tensor<4096x1x10x10xf32>) -> tensor<4096x3x10x10xf32>
    %1134 = stablehlo.reshape %1101 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1135 = stablehlo.reshape %1105 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1136 = stablehlo.reshape %1109 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1137 = stablehlo.reshape %1113 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1138 = stablehlo.reshape %1117 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1139 = stablehlo.reshape %1121 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1140 = stablehlo.reshape %1125 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1141 = stablehlo.reshape %1129 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1142 = stablehlo.reshape %1133 : (tensor<4096x3x10x10xf32>) -> tensor<4096x1x3x10x10xf32>
    %1143 = stablehlo.concatenate %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, dim = 1 : (tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>, tensor<4096x1x3x10x10xf32>) -> tensor<4096x9x3x10x10xf32>
    %1144 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1146 = stablehlo.multiply %1145, %1145 : tensor<3xf32>
    %1147 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1148 = stablehlo.reshape %1147 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1149 = stablehlo.multiply %1145, %1148 : tensor<3xf32>
    %1150 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1151 = stablehlo.reshape %1150 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1152 = stablehlo.multiply %1145, %1151 : tensor<3xf32>
    %1153 = stablehlo.multiply %1148, %1145 : tensor<3xf32>
    %1154 = stablehlo.multiply %1148, %1148 : tensor<3xf32>
    %1155 = stablehlo.multiply %1148, %1151 : tensor<3xf32>
    %1156 = stablehlo.multiply %1151, %1145 : tensor<3xf32>
    %1157 = stablehlo.multiply %1151, %1148 : tensor<3xf32>
    %1158 = stablehlo.multiply %1151, %1151 : tensor<3xf32>
    %1159 = stablehlo.reshape %1146 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1160 = stablehlo.reshape %1149 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1161 = stablehlo.reshape %1152 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1162 = stablehlo.reshape %1153 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1163 = stablehlo.reshape %1154 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1164 = stablehlo.reshape %1155 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1165 = stablehlo.reshape %1156 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1166 = stablehlo.reshape %1157 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1167 = stablehlo.reshape %1158 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1168 = stablehlo.concatenate %1166, %1167, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1159, %1160, %1161, %1162, %1163, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1169 = stablehlo.concatenate %1164, %1165, %1166, %1167, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1159, %1160, %1161, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1170 = stablehlo.concatenate %1162, %1163, %1164, %1165, %1166, %1167, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1159, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1171 = stablehlo.concatenate %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1172 = stablehlo.concatenate %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1168, %1169, %1170, %1171, %1167, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1173 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x81x3x3xf32>
    %1174 = stablehlo.slice %1172 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1176 = stablehlo.broadcast_in_dim %1175, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1177 = stablehlo.slice %1143 [0:4096, 0:9, 0:1, 0:3, 0:3] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x3x3xf32>
    %1178 = stablehlo.reshape %1177 : (tensor<4096x9x1x3x3xf32>) -> tensor<4096x9x3x3xf32>
    %1179 = "stablehlo.gather"(%1178, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 3, 3>}> : (tensor<4096x9x3x3xf32>, tensor<81x1xi32>) -> tensor<4096x81x3x3xf32>
    %1180 = stablehlo.multiply %1176, %1179 : tensor<4096x81x3x3xf32>
    %1181 = stablehlo.add %1173, %1180 : tensor<4096x81x3x3xf32>
    %1182 = stablehlo.slice %1172 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1183 = stablehlo.reshape %1182 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1185 = stablehlo.slice %1143 [0:4096, 0:9, 1:2, 0:3, 0:3] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x3x3xf32>
    %1186 = stablehlo.reshape %1185 : (tensor<4096x9x1x3x3xf32>) -> tensor<4096x9x3x3xf32>
    %1187 = "stablehlo.gather"(%1186, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 3, 3>}> : (tensor<4096x9x3x3xf32>, tensor<81x1xi32>) -> tensor<4096x81x3x3xf32>
    %1188 = stablehlo.multiply %1184, %1187 : tensor<4096x81x3x3xf32>
    %1189 = stablehlo.add %1181, %1188 : tensor<4096x81x3x3xf32>
    %1190 = stablehlo.slice %1172 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1193 = stablehlo.slice %1143 [0:4096, 0:9, 2:3, 0:3, 0:3] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x3x3xf32>
    %1194 = stablehlo.reshape %1193 : (tensor<4096x9x1x3x3xf32>) -> tensor<4096x9x3x3xf32>
    %1195 = "stablehlo.gather"(%1194, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 3, 3>}> : (tensor<4096x9x3x3xf32>, tensor<81x1xi32>) -> tensor<4096x81x3x3xf32>
    %1196 = stablehlo.multiply %1192, %1195 : tensor<4096x81x3x3xf32>
    %1197 = stablehlo.add %1189, %1196 : tensor<4096x81x3x3xf32>
    %1198 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x729xf32>
    %c_54 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %1199 = stablehlo.slice %1197 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1200 = stablehlo.reshape %1199 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1201 = "stablehlo.scatter"(%1198, %c_54, %1200) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_55 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %1202 = stablehlo.slice %1197 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1204 = "stablehlo.scatter"(%1201, %c_55, %1203) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_56 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %1205 = stablehlo.slice %1197 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1206 = stablehlo.reshape %1205 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1207 = "stablehlo.scatter"(%1204, %c_56, %1206) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_57 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %1208 = stablehlo.slice %1197 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1209 = stablehlo.reshape %1208 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1210 = "stablehlo.scatter"(%1207, %c_57, %1209) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_58 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %1211 = stablehlo.slice %1197 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1212 = stablehlo.reshape %1211 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1213 = "stablehlo.scatter"(%1210, %c_58, %1212) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_59 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %1214 = stablehlo.slice %1197 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1216 = "stablehlo.scatter"(%1213, %c_59, %1215) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_60 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %1217 = stablehlo.slice %1197 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1219 = "stablehlo.scatter"(%1216, %c_60, %1218) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_61 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %1220 = stablehlo.slice %1197 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1221 = stablehlo.reshape %1220 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1222 = "stablehlo.scatter"(%1219, %c_61, %1221) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_62 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %1223 = stablehlo.slice %1197 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1224 = stablehlo.reshape %1223 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1225 = "stablehlo.scatter"(%1222, %c_62, %1224) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_63 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %1226 = stablehlo.slice %1197 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1227 = stablehlo.reshape %1226 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1228 = "stablehlo.scatter"(%1225, %c_63, %1227) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_64 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %1229 = stablehlo.slice %1197 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1230 = stablehlo.reshape %1229 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1231 = "stablehlo.scatter"(%1228, %c_64, %1230) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_65 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %1232 = stablehlo.slice %1197 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1233 = stablehlo.reshape %1232 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1234 = "stablehlo.scatter"(%1231, %c_65, %1233) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_66 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %1235 = stablehlo.slice %1197 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1237 = "stablehlo.scatter"(%1234, %c_66, %1236) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_67 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %1238 = stablehlo.slice %1197 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1240 = "stablehlo.scatter"(%1237, %c_67, %1239) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_68 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %1241 = stablehlo.slice %1197 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1243 = "stablehlo.scatter"(%1240, %c_68, %1242) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_69 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %1244 = stablehlo.slice %1197 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1246 = "stablehlo.scatter"(%1243, %c_69, %1245) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_70 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %1247 = stablehlo.slice %1197 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1248 = stablehlo.reshape %1247 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1249 = "stablehlo.scatter"(%1246, %c_70, %1248) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_71 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %1250 = stablehlo.slice %1197 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1252 = "stablehlo.scatter"(%1249, %c_71, %1251) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_72 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %1253 = stablehlo.slice %1197 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1254 = stablehlo.reshape %1253 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1255 = "stablehlo.scatter"(%1252, %c_72, %1254) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_73 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %1256 = stablehlo.slice %1197 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1258 = "stablehlo.scatter"(%1255, %c_73, %1257) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_74 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %1259 = stablehlo.slice %1197 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1261 = "stablehlo.scatter"(%1258, %c_74, %1260) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_75 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %1262 = stablehlo.slice %1197 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1263 = stablehlo.reshape %1262 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1264 = "stablehlo.scatter"(%1261, %c_75, %1263) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_76 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %1265 = stablehlo.slice %1197 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1267 = "stablehlo.scatter"(%1264, %c_76, %1266) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_77 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %1268 = stablehlo.slice %1197 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1269 = stablehlo.reshape %1268 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1270 = "stablehlo.scatter"(%1267, %c_77, %1269) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_78 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %1271 = stablehlo.slice %1197 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1273 = "stablehlo.scatter"(%1270, %c_78, %1272) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_79 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %1274 = stablehlo.slice %1197 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1276 = "stablehlo.scatter"(%1273, %c_79, %1275) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_80 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %1277 = stablehlo.slice %1197 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1279 = "stablehlo.scatter"(%1276, %c_80, %1278) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_81 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %1280 = stablehlo.slice %1197 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1281 = stablehlo.reshape %1280 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1282 = "stablehlo.scatter"(%1279, %c_81, %1281) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_82 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %1283 = stablehlo.slice %1197 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1284 = stablehlo.reshape %1283 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1285 = "stablehlo.scatter"(%1282, %c_82, %1284) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_83 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %1286 = stablehlo.slice %1197 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1288 = "stablehlo.scatter"(%1285, %c_83, %1287) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_84 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %1289 = stablehlo.slice %1197 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1291 = "stablehlo.scatter"(%1288, %c_84, %1290) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_85 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %1292 = stablehlo.slice %1197 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1294 = "stablehlo.scatter"(%1291, %c_85, %1293) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_86 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1295 = stablehlo.slice %1197 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1297 = "stablehlo.scatter"(%1294, %c_86, %1296) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_87 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1298 = stablehlo.slice %1197 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1300 = "stablehlo.scatter"(%1297, %c_87, %1299) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_88 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1301 = stablehlo.slice %1197 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1302 = stablehlo.reshape %1301 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1303 = "stablehlo.scatter"(%1300, %c_88, %1302) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_89 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1304 = stablehlo.slice %1197 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1306 = "stablehlo.scatter"(%1303, %c_89, %1305) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_90 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1307 = stablehlo.slice %1197 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1309 = "stablehlo.scatter"(%1306, %c_90, %1308) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_91 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1310 = stablehlo.slice %1197 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1312 = "stablehlo.scatter"(%1309, %c_91, %1311) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_92 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1313 = stablehlo.slice %1197 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1314 = stablehlo.reshape %1313 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1315 = "stablehlo.scatter"(%1312, %c_92, %1314) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_93 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1316 = stablehlo.slice %1197 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1318 = "stablehlo.scatter"(%1315, %c_93, %1317) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_94 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1319 = stablehlo.slice %1197 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1320 = stablehlo.reshape %1319 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1321 = "stablehlo.scatter"(%1318, %c_94, %1320) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_95 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1322 = stablehlo.slice %1197 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1324 = "stablehlo.scatter"(%1321, %c_95, %1323) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_96 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1325 = stablehlo.slice %1197 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1327 = "stablehlo.scatter"(%1324, %c_96, %1326) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_97 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1328 = stablehlo.slice %1197 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1329 = stablehlo.reshape %1328 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1330 = "stablehlo.scatter"(%1327, %c_97, %1329) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_98 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1331 = stablehlo.slice %1197 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1332 = stablehlo.reshape %1331 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1333 = "stablehlo.scatter"(%1330, %c_98, %1332) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_99 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1334 = stablehlo.slice %1197 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1336 = "stablehlo.scatter"(%1333, %c_99, %1335) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_100 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1337 = stablehlo.slice %1197 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1339 = "stablehlo.scatter"(%1336, %c_100, %1338) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_101 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1340 = stablehlo.slice %1197 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1341 = stablehlo.reshape %1340 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1342 = "stablehlo.scatter"(%1339, %c_101, %1341) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_102 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1343 = stablehlo.slice %1197 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1345 = "stablehlo.scatter"(%1342, %c_102, %1344) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_103 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1346 = stablehlo.slice %1197 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1347 = stablehlo.reshape %1346 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1348 = "stablehlo.scatter"(%1345, %c_103, %1347) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_104 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1349 = stablehlo.slice %1197 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1351 = "stablehlo.scatter"(%1348, %c_104, %1350) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_105 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1352 = stablehlo.slice %1197 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1353 = stablehlo.reshape %1352 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1354 = "stablehlo.scatter"(%1351, %c_105, %1353) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_106 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1355 = stablehlo.slice %1197 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1356 = stablehlo.reshape %1355 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1357 = "stablehlo.scatter"(%1354, %c_106, %1356) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_107 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1358 = stablehlo.slice %1197 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1360 = "stablehlo.scatter"(%1357, %c_107, %1359) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_108 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1361 = stablehlo.slice %1197 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1363 = "stablehlo.scatter"(%1360, %c_108, %1362) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_109 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1364 = stablehlo.slice %1197 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1366 = "stablehlo.scatter"(%1363, %c_109, %1365) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_110 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1367 = stablehlo.slice %1197 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1368 = stablehlo.reshape %1367 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1369 = "stablehlo.scatter"(%1366, %c_110, %1368) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_111 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1370 = stablehlo.slice %1197 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1372 = "stablehlo.scatter"(%1369, %c_111, %1371) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_112 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1373 = stablehlo.slice %1197 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1375 = "stablehlo.scatter"(%1372, %c_112, %1374) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_113 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1376 = stablehlo.slice %1197 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1378 = "stablehlo.scatter"(%1375, %c_113, %1377) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_114 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1379 = stablehlo.slice %1197 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1381 = "stablehlo.scatter"(%1378, %c_114, %1380) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_115 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1382 = stablehlo.slice %1197 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1384 = "stablehlo.scatter"(%1381, %c_115, %1383) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_116 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1385 = stablehlo.slice %1197 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1386 = stablehlo.reshape %1385 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1387 = "stablehlo.scatter"(%1384, %c_116, %1386) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_117 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1388 = stablehlo.slice %1197 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1389 = stablehlo.reshape %1388 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1390 = "stablehlo.scatter"(%1387, %c_117, %1389) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_118 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1391 = stablehlo.slice %1197 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1393 = "stablehlo.scatter"(%1390, %c_118, %1392) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_119 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1394 = stablehlo.slice %1197 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1396 = "stablehlo.scatter"(%1393, %c_119, %1395) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_120 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1397 = stablehlo.slice %1197 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1399 = "stablehlo.scatter"(%1396, %c_120, %1398) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_121 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1400 = stablehlo.slice %1197 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1402 = "stablehlo.scatter"(%1399, %c_121, %1401) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_122 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1403 = stablehlo.slice %1197 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1405 = "stablehlo.scatter"(%1402, %c_122, %1404) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_123 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1406 = stablehlo.slice %1197 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1407 = stablehlo.reshape %1406 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1408 = "stablehlo.scatter"(%1405, %c_123, %1407) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_124 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1409 = stablehlo.slice %1197 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1411 = "stablehlo.scatter"(%1408, %c_124, %1410) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_125 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1412 = stablehlo.slice %1197 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1413 = stablehlo.reshape %1412 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1414 = "stablehlo.scatter"(%1411, %c_125, %1413) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_126 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1415 = stablehlo.slice %1197 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1417 = "stablehlo.scatter"(%1414, %c_126, %1416) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_127 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1418 = stablehlo.slice %1197 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1420 = "stablehlo.scatter"(%1417, %c_127, %1419) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_128 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1421 = stablehlo.slice %1197 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1422 = stablehlo.reshape %1421 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1423 = "stablehlo.scatter"(%1420, %c_128, %1422) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_129 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1424 = stablehlo.slice %1197 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1426 = "stablehlo.scatter"(%1423, %c_129, %1425) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_130 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1427 = stablehlo.slice %1197 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1428 = stablehlo.reshape %1427 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1429 = "stablehlo.scatter"(%1426, %c_130, %1428) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_131 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1430 = stablehlo.slice %1197 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1432 = "stablehlo.scatter"(%1429, %c_131, %1431) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_132 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1433 = stablehlo.slice %1197 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1434 = stablehlo.reshape %1433 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1435 = "stablehlo.scatter"(%1432, %c_132, %1434) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_133 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1436 = stablehlo.slice %1197 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1437 = stablehlo.reshape %1436 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1438 = "stablehlo.scatter"(%1435, %c_133, %1437) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_134 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1439 = stablehlo.slice %1197 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1440 = stablehlo.reshape %1439 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1441 = "stablehlo.scatter"(%1438, %c_134, %1440) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %1442 = stablehlo.reshape %1441 : (tensor<4096x729xf32>) -> tensor<4096x27x27xf32>
    %1443 = stablehlo.dot_general %1442, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x27x27xf32>, tensor<4096x27xf32>) -> tensor<4096x27xf32>
    %1444 = stablehlo.add %809, %1443 : tensor<4096x27xf32>
    %1445 = stablehlo.reshape %arg2 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1446 = stablehlo.reshape %1444 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1447 = stablehlo.dot_general %1445, %1446, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1448 = stablehlo.divide %arg3, %1447 : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %1448, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1450 = stablehlo.multiply %1449, %arg2 : tensor<4096x27xf32>
    %1451 = stablehlo.add %arg0, %1450 : tensor<4096x27xf32>
    %1452 = stablehlo.multiply %1449, %1444 : tensor<4096x27xf32>
    %1453 = stablehlo.subtract %arg1, %1452 : tensor<4096x27xf32>
    %1454 = stablehlo.reshape %1453 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1455 = stablehlo.dot_general %1454, %1454, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1456 = stablehlo.divide %1455, %arg3 : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %1456, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1458 = stablehlo.multiply %1457, %arg2 : tensor<4096x27xf32>
    %1459 = stablehlo.add %1453, %1458 : tensor<4096x27xf32>
    return %1451, %1453, %1459, %1455 : tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<f32>
  }
}
