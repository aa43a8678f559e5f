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
    %98 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %99 = stablehlo.reshape %98 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %101 = stablehlo.slice %arg6 [0:4096, 0:1, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %102 = stablehlo.reshape %101 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %103 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %104 = stablehlo.reshape %103 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %106 = stablehlo.reshape %47 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %107 = stablehlo.slice %106 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %108 = stablehlo.concatenate %107, %107, %107, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %109 = stablehlo.reshape %108 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %110 = stablehlo.multiply %105, %109 : tensor<4096x3x3xf32>
    %111 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %112 = stablehlo.reshape %111 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %114 = stablehlo.slice %106 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %115 = stablehlo.concatenate %114, %114, %114, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %116 = stablehlo.reshape %115 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<4096x3x3xf32>
    %118 = stablehlo.add %110, %117 : tensor<4096x3x3xf32>
    %119 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %120 = stablehlo.reshape %119 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %122 = stablehlo.slice %106 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %123 = stablehlo.concatenate %122, %122, %122, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %124 = stablehlo.reshape %123 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %125 = stablehlo.multiply %121, %124 : tensor<4096x3x3xf32>
    %126 = stablehlo.add %118, %125 : tensor<4096x3x3xf32>
    %127 = stablehlo.multiply %100, %126 : tensor<4096x3x3xf32>
    %128 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %148 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %171 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %172 = stablehlo.reshape %171 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %174 = stablehlo.reshape %33 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %175 = stablehlo.slice %174 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %178 = stablehlo.multiply %173, %177 : tensor<4096x3x3xf32>
    %179 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %180 = stablehlo.reshape %179 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %182 = stablehlo.slice %174 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %183 = stablehlo.concatenate %182, %182, %182, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %184 = stablehlo.reshape %183 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %185 = stablehlo.multiply %181, %184 : tensor<4096x3x3xf32>
    %186 = stablehlo.add %178, %185 : tensor<4096x3x3xf32>
    %187 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %234 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %235 = stablehlo.reshape %234 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %237 = stablehlo.multiply %105, %177 : tensor<4096x3x3xf32>
    %238 = stablehlo.multiply %113, %184 : tensor<4096x3x3xf32>
    %239 = stablehlo.add %237, %238 : tensor<4096x3x3xf32>
    %240 = stablehlo.multiply %121, %192 : tensor<4096x3x3xf32>
    %241 = stablehlo.add %239, %240 : tensor<4096x3x3xf32>
    %242 = stablehlo.multiply %236, %241 : tensor<4096x3x3xf32>
    %243 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %244 = stablehlo.reshape %243 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %246 = stablehlo.multiply %105, %199 : tensor<4096x3x3xf32>
    %247 = stablehlo.multiply %113, %203 : tensor<4096x3x3xf32>
    %248 = stablehlo.add %246, %247 : tensor<4096x3x3xf32>
    %249 = stablehlo.multiply %121, %208 : tensor<4096x3x3xf32>
    %250 = stablehlo.add %248, %249 : tensor<4096x3x3xf32>
    %251 = stablehlo.multiply %245, %250 : tensor<4096x3x3xf32>
    %252 = stablehlo.add %242, %251 : tensor<4096x3x3xf32>
    %253 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %266 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %267 = stablehlo.reshape %266 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %269 = stablehlo.slice %arg6 [0:4096, 0:1, 9:18] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %270 = stablehlo.reshape %269 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %271 = stablehlo.multiply %268, %126 : tensor<4096x3x3xf32>
    %272 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %273 = stablehlo.reshape %272 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %275 = stablehlo.multiply %274, %145 : tensor<4096x3x3xf32>
    %276 = stablehlo.add %271, %275 : tensor<4096x3x3xf32>
    %277 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %294 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %295 = stablehlo.reshape %294 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %297 = stablehlo.multiply %296, %241 : tensor<4096x3x3xf32>
    %298 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %299 = stablehlo.reshape %298 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %301 = stablehlo.multiply %300, %250 : tensor<4096x3x3xf32>
    %302 = stablehlo.add %297, %301 : tensor<4096x3x3xf32>
    %303 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %304 = stablehlo.reshape %303 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %306 = stablehlo.multiply %305, %260 : tensor<4096x3x3xf32>
    %307 = stablehlo.add %302, %306 : tensor<4096x3x3xf32>
    %308 = stablehlo.multiply %293, %307 : tensor<4096x3x3xf32>
    %309 = stablehlo.add %291, %308 : tensor<4096x3x3xf32>
    %310 = stablehlo.multiply %268, %309 : tensor<4096x3x3xf32>
    %311 = stablehlo.add %265, %310 : tensor<4096x3x3xf32>
    %312 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %315 = stablehlo.slice %arg6 [0:4096, 0:1, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %316 = stablehlo.reshape %315 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %317 = stablehlo.multiply %314, %126 : tensor<4096x3x3xf32>
    %318 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %319 = stablehlo.reshape %318 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %321 = stablehlo.multiply %320, %145 : tensor<4096x3x3xf32>
    %322 = stablehlo.add %317, %321 : tensor<4096x3x3xf32>
    %323 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %340 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %341 = stablehlo.reshape %340 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %343 = stablehlo.multiply %342, %241 : tensor<4096x3x3xf32>
    %344 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %345 = stablehlo.reshape %344 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %347 = stablehlo.multiply %346, %250 : tensor<4096x3x3xf32>
    %348 = stablehlo.add %343, %347 : tensor<4096x3x3xf32>
    %349 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %602 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %603 = stablehlo.reshape %602 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %605 = stablehlo.reshape %472 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %606 = stablehlo.slice %605 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %607 = stablehlo.slice %605 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %608 = stablehlo.slice %605 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %609 = stablehlo.concatenate %606, %606, %606, %607, %607, %607, %608, %608, %608, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %610 = stablehlo.reshape %609 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %611 = stablehlo.multiply %604, %610 : tensor<4096x3x3xf32>
    %612 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %1173 = stablehlo.slice %1143 [0:4096, 0:9, 0:1, 0:10, 0:10] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x10x10xf32>
    %1174 = stablehlo.reshape %1173 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
    %1175 = "stablehlo.gather"(%1174, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
    %1176 = stablehlo.slice %1143 [0:4096, 0:9, 1:2, 0:10, 0:10] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x10x10xf32>
    %1177 = stablehlo.reshape %1176 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
    %1178 = "stablehlo.gather"(%1177, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
    %1179 = stablehlo.slice %1143 [0:4096, 0:9, 2:3, 0:10, 0:10] : (tensor<4096x9x3x10x10xf32>) -> tensor<4096x9x1x10x10xf32>
    %1180 = stablehlo.reshape %1179 : (tensor<4096x9x1x10x10xf32>) -> tensor<4096x9x10x10xf32>
    %1181 = "stablehlo.gather"(%1180, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1, 10, 10>}> : (tensor<4096x9x10x10xf32>, tensor<81x1xi32>) -> tensor<4096x81x10x10xf32>
    %1182 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x729xf32>
    %c_54 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %1183 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1x3x3xf32>
    %1184 = stablehlo.slice %1172 [0:1, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1185 = stablehlo.reshape %1184 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1187 = stablehlo.slice %1175 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1188 = stablehlo.multiply %1186, %1187 : tensor<4096x1x3x3xf32>
    %1189 = stablehlo.add %1183, %1188 : tensor<4096x1x3x3xf32>
    %1190 = stablehlo.slice %1172 [1:2, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1193 = stablehlo.slice %1178 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1194 = stablehlo.multiply %1192, %1193 : tensor<4096x1x3x3xf32>
    %1195 = stablehlo.add %1189, %1194 : tensor<4096x1x3x3xf32>
    %1196 = stablehlo.slice %1172 [2:3, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1198 = stablehlo.broadcast_in_dim %1197, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1199 = stablehlo.slice %1181 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1200 = stablehlo.multiply %1198, %1199 : tensor<4096x1x3x3xf32>
    %1201 = stablehlo.add %1195, %1200 : tensor<4096x1x3x3xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1203 = "stablehlo.scatter"(%1182, %c_54, %1202) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_55 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %1204 = stablehlo.slice %1172 [0:1, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1207 = stablehlo.slice %1175 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1208 = stablehlo.multiply %1206, %1207 : tensor<4096x1x3x3xf32>
    %1209 = stablehlo.add %1183, %1208 : tensor<4096x1x3x3xf32>
    %1210 = stablehlo.slice %1172 [1:2, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1211 = stablehlo.reshape %1210 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1212 = stablehlo.broadcast_in_dim %1211, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1213 = stablehlo.slice %1178 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<4096x1x3x3xf32>
    %1215 = stablehlo.add %1209, %1214 : tensor<4096x1x3x3xf32>
    %1216 = stablehlo.slice %1172 [2:3, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1217 = stablehlo.reshape %1216 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1218 = stablehlo.broadcast_in_dim %1217, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1219 = stablehlo.slice %1181 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1220 = stablehlo.multiply %1218, %1219 : tensor<4096x1x3x3xf32>
    %1221 = stablehlo.add %1215, %1220 : tensor<4096x1x3x3xf32>
    %1222 = stablehlo.reshape %1221 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1223 = "stablehlo.scatter"(%1203, %c_55, %1222) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_56 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %1224 = stablehlo.slice %1172 [0:1, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1225 = stablehlo.reshape %1224 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1226 = stablehlo.broadcast_in_dim %1225, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1227 = stablehlo.slice %1175 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1228 = stablehlo.multiply %1226, %1227 : tensor<4096x1x3x3xf32>
    %1229 = stablehlo.add %1183, %1228 : tensor<4096x1x3x3xf32>
    %1230 = stablehlo.slice %1172 [1:2, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1231 = stablehlo.reshape %1230 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1232 = stablehlo.broadcast_in_dim %1231, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1233 = stablehlo.slice %1178 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1234 = stablehlo.multiply %1232, %1233 : tensor<4096x1x3x3xf32>
    %1235 = stablehlo.add %1229, %1234 : tensor<4096x1x3x3xf32>
    %1236 = stablehlo.slice %1172 [2:3, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1237 = stablehlo.reshape %1236 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1238 = stablehlo.broadcast_in_dim %1237, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1239 = stablehlo.slice %1181 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1240 = stablehlo.multiply %1238, %1239 : tensor<4096x1x3x3xf32>
    %1241 = stablehlo.add %1235, %1240 : tensor<4096x1x3x3xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1243 = "stablehlo.scatter"(%1223, %c_56, %1242) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_57 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %1244 = stablehlo.slice %1172 [0:1, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1246 = stablehlo.broadcast_in_dim %1245, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1247 = stablehlo.slice %1175 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1248 = stablehlo.multiply %1246, %1247 : tensor<4096x1x3x3xf32>
    %1249 = stablehlo.add %1183, %1248 : tensor<4096x1x3x3xf32>
    %1250 = stablehlo.slice %1172 [1:2, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1253 = stablehlo.slice %1178 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1254 = stablehlo.multiply %1252, %1253 : tensor<4096x1x3x3xf32>
    %1255 = stablehlo.add %1249, %1254 : tensor<4096x1x3x3xf32>
    %1256 = stablehlo.slice %1172 [2:3, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1258 = stablehlo.broadcast_in_dim %1257, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1259 = stablehlo.slice %1181 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1260 = stablehlo.multiply %1258, %1259 : tensor<4096x1x3x3xf32>
    %1261 = stablehlo.add %1255, %1260 : tensor<4096x1x3x3xf32>
    %1262 = stablehlo.reshape %1261 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1263 = "stablehlo.scatter"(%1243, %c_57, %1262) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_58 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %1264 = stablehlo.slice %1172 [0:1, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1265 = stablehlo.reshape %1264 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1266 = stablehlo.broadcast_in_dim %1265, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1267 = stablehlo.slice %1175 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1268 = stablehlo.multiply %1266, %1267 : tensor<4096x1x3x3xf32>
    %1269 = stablehlo.add %1183, %1268 : tensor<4096x1x3x3xf32>
    %1270 = stablehlo.slice %1172 [1:2, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1272 = stablehlo.broadcast_in_dim %1271, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1273 = stablehlo.slice %1178 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1274 = stablehlo.multiply %1272, %1273 : tensor<4096x1x3x3xf32>
    %1275 = stablehlo.add %1269, %1274 : tensor<4096x1x3x3xf32>
    %1276 = stablehlo.slice %1172 [2:3, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1277 = stablehlo.reshape %1276 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1278 = stablehlo.broadcast_in_dim %1277, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1279 = stablehlo.slice %1181 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1280 = stablehlo.multiply %1278, %1279 : tensor<4096x1x3x3xf32>
    %1281 = stablehlo.add %1275, %1280 : tensor<4096x1x3x3xf32>
    %1282 = stablehlo.reshape %1281 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1283 = "stablehlo.scatter"(%1263, %c_58, %1282) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_59 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %1284 = stablehlo.slice %1172 [0:1, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1285 = stablehlo.reshape %1284 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1286 = stablehlo.broadcast_in_dim %1285, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1287 = stablehlo.slice %1175 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1288 = stablehlo.multiply %1286, %1287 : tensor<4096x1x3x3xf32>
    %1289 = stablehlo.add %1183, %1288 : tensor<4096x1x3x3xf32>
    %1290 = stablehlo.slice %1172 [1:2, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1291 = stablehlo.reshape %1290 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1293 = stablehlo.slice %1178 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1294 = stablehlo.multiply %1292, %1293 : tensor<4096x1x3x3xf32>
    %1295 = stablehlo.add %1289, %1294 : tensor<4096x1x3x3xf32>
    %1296 = stablehlo.slice %1172 [2:3, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1297 = stablehlo.reshape %1296 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1298 = stablehlo.broadcast_in_dim %1297, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1299 = stablehlo.slice %1181 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1300 = stablehlo.multiply %1298, %1299 : tensor<4096x1x3x3xf32>
    %1301 = stablehlo.add %1295, %1300 : tensor<4096x1x3x3xf32>
    %1302 = stablehlo.reshape %1301 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1303 = "stablehlo.scatter"(%1283, %c_59, %1302) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_60 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %1304 = stablehlo.slice %1172 [0:1, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1306 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1307 = stablehlo.slice %1175 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1308 = stablehlo.multiply %1306, %1307 : tensor<4096x1x3x3xf32>
    %1309 = stablehlo.add %1183, %1308 : tensor<4096x1x3x3xf32>
    %1310 = stablehlo.slice %1172 [1:2, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1312 = stablehlo.broadcast_in_dim %1311, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1313 = stablehlo.slice %1178 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1314 = stablehlo.multiply %1312, %1313 : tensor<4096x1x3x3xf32>
    %1315 = stablehlo.add %1309, %1314 : tensor<4096x1x3x3xf32>
    %1316 = stablehlo.slice %1172 [2:3, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1318 = stablehlo.broadcast_in_dim %1317, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1319 = stablehlo.slice %1181 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<4096x1x3x3xf32>
    %1321 = stablehlo.add %1315, %1320 : tensor<4096x1x3x3xf32>
    %1322 = stablehlo.reshape %1321 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1323 = "stablehlo.scatter"(%1303, %c_60, %1322) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_61 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %1324 = stablehlo.slice %1172 [0:1, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1325 = stablehlo.reshape %1324 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1326 = stablehlo.broadcast_in_dim %1325, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1327 = stablehlo.slice %1175 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1328 = stablehlo.multiply %1326, %1327 : tensor<4096x1x3x3xf32>
    %1329 = stablehlo.add %1183, %1328 : tensor<4096x1x3x3xf32>
    %1330 = stablehlo.slice %1172 [1:2, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1331 = stablehlo.reshape %1330 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1332 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1333 = stablehlo.slice %1178 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1334 = stablehlo.multiply %1332, %1333 : tensor<4096x1x3x3xf32>
    %1335 = stablehlo.add %1329, %1334 : tensor<4096x1x3x3xf32>
    %1336 = stablehlo.slice %1172 [2:3, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1337 = stablehlo.reshape %1336 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1338 = stablehlo.broadcast_in_dim %1337, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1339 = stablehlo.slice %1181 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1340 = stablehlo.multiply %1338, %1339 : tensor<4096x1x3x3xf32>
    %1341 = stablehlo.add %1335, %1340 : tensor<4096x1x3x3xf32>
    %1342 = stablehlo.reshape %1341 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1343 = "stablehlo.scatter"(%1323, %c_61, %1342) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_62 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %1344 = stablehlo.slice %1172 [0:1, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1345 = stablehlo.reshape %1344 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1346 = stablehlo.broadcast_in_dim %1345, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1347 = stablehlo.slice %1175 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1348 = stablehlo.multiply %1346, %1347 : tensor<4096x1x3x3xf32>
    %1349 = stablehlo.add %1183, %1348 : tensor<4096x1x3x3xf32>
    %1350 = stablehlo.slice %1172 [1:2, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1351 = stablehlo.reshape %1350 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1352 = stablehlo.broadcast_in_dim %1351, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1353 = stablehlo.slice %1178 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1354 = stablehlo.multiply %1352, %1353 : tensor<4096x1x3x3xf32>
    %1355 = stablehlo.add %1349, %1354 : tensor<4096x1x3x3xf32>
    %1356 = stablehlo.slice %1172 [2:3, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1357 = stablehlo.reshape %1356 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1359 = stablehlo.slice %1181 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1360 = stablehlo.multiply %1358, %1359 : tensor<4096x1x3x3xf32>
    %1361 = stablehlo.add %1355, %1360 : tensor<4096x1x3x3xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1363 = "stablehlo.scatter"(%1343, %c_62, %1362) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_63 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %1364 = stablehlo.slice %1172 [0:1, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1366 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1367 = stablehlo.slice %1175 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1368 = stablehlo.multiply %1366, %1367 : tensor<4096x1x3x3xf32>
    %1369 = stablehlo.add %1183, %1368 : tensor<4096x1x3x3xf32>
    %1370 = stablehlo.slice %1172 [1:2, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1373 = stablehlo.slice %1178 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1374 = stablehlo.multiply %1372, %1373 : tensor<4096x1x3x3xf32>
    %1375 = stablehlo.add %1369, %1374 : tensor<4096x1x3x3xf32>
    %1376 = stablehlo.slice %1172 [2:3, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1378 = stablehlo.broadcast_in_dim %1377, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1379 = stablehlo.slice %1181 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1380 = stablehlo.multiply %1378, %1379 : tensor<4096x1x3x3xf32>
    %1381 = stablehlo.add %1375, %1380 : tensor<4096x1x3x3xf32>
    %1382 = stablehlo.reshape %1381 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1383 = "stablehlo.scatter"(%1363, %c_63, %1382) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_64 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %1384 = stablehlo.slice %1172 [0:1, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1387 = stablehlo.slice %1175 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1388 = stablehlo.multiply %1386, %1387 : tensor<4096x1x3x3xf32>
    %1389 = stablehlo.add %1183, %1388 : tensor<4096x1x3x3xf32>
    %1390 = stablehlo.slice %1172 [1:2, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1391 = stablehlo.reshape %1390 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1392 = stablehlo.broadcast_in_dim %1391, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1393 = stablehlo.slice %1178 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1394 = stablehlo.multiply %1392, %1393 : tensor<4096x1x3x3xf32>
    %1395 = stablehlo.add %1389, %1394 : tensor<4096x1x3x3xf32>
    %1396 = stablehlo.slice %1172 [2:3, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1397 = stablehlo.reshape %1396 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1398 = stablehlo.broadcast_in_dim %1397, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1399 = stablehlo.slice %1181 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1400 = stablehlo.multiply %1398, %1399 : tensor<4096x1x3x3xf32>
    %1401 = stablehlo.add %1395, %1400 : tensor<4096x1x3x3xf32>
    %1402 = stablehlo.reshape %1401 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1403 = "stablehlo.scatter"(%1383, %c_64, %1402) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_65 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %1404 = stablehlo.slice %1172 [0:1, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1405 = stablehlo.reshape %1404 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1406 = stablehlo.broadcast_in_dim %1405, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1407 = stablehlo.slice %1175 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1408 = stablehlo.multiply %1406, %1407 : tensor<4096x1x3x3xf32>
    %1409 = stablehlo.add %1183, %1408 : tensor<4096x1x3x3xf32>
    %1410 = stablehlo.slice %1172 [1:2, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1411 = stablehlo.reshape %1410 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1412 = stablehlo.broadcast_in_dim %1411, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1413 = stablehlo.slice %1178 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1414 = stablehlo.multiply %1412, %1413 : tensor<4096x1x3x3xf32>
    %1415 = stablehlo.add %1409, %1414 : tensor<4096x1x3x3xf32>
    %1416 = stablehlo.slice %1172 [2:3, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1417 = stablehlo.reshape %1416 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1418 = stablehlo.broadcast_in_dim %1417, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1419 = stablehlo.slice %1181 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1420 = stablehlo.multiply %1418, %1419 : tensor<4096x1x3x3xf32>
    %1421 = stablehlo.add %1415, %1420 : tensor<4096x1x3x3xf32>
    %1422 = stablehlo.reshape %1421 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1423 = "stablehlo.scatter"(%1403, %c_65, %1422) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_66 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %1424 = stablehlo.slice %1172 [0:1, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1426 = stablehlo.broadcast_in_dim %1425, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1427 = stablehlo.slice %1175 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1428 = stablehlo.multiply %1426, %1427 : tensor<4096x1x3x3xf32>
    %1429 = stablehlo.add %1183, %1428 : tensor<4096x1x3x3xf32>
    %1430 = stablehlo.slice %1172 [1:2, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1432 = stablehlo.broadcast_in_dim %1431, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1433 = stablehlo.slice %1178 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1434 = stablehlo.multiply %1432, %1433 : tensor<4096x1x3x3xf32>
    %1435 = stablehlo.add %1429, %1434 : tensor<4096x1x3x3xf32>
    %1436 = stablehlo.slice %1172 [2:3, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1437 = stablehlo.reshape %1436 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1438 = stablehlo.broadcast_in_dim %1437, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1439 = stablehlo.slice %1181 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1440 = stablehlo.multiply %1438, %1439 : tensor<4096x1x3x3xf32>
    %1441 = stablehlo.add %1435, %1440 : tensor<4096x1x3x3xf32>
    %1442 = stablehlo.reshape %1441 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1443 = "stablehlo.scatter"(%1423, %c_66, %1442) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_67 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %1444 = stablehlo.slice %1172 [0:1, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1445 = stablehlo.reshape %1444 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1447 = stablehlo.slice %1175 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1448 = stablehlo.multiply %1446, %1447 : tensor<4096x1x3x3xf32>
    %1449 = stablehlo.add %1183, %1448 : tensor<4096x1x3x3xf32>
    %1450 = stablehlo.slice %1172 [1:2, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1452 = stablehlo.broadcast_in_dim %1451, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1453 = stablehlo.slice %1178 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1454 = stablehlo.multiply %1452, %1453 : tensor<4096x1x3x3xf32>
    %1455 = stablehlo.add %1449, %1454 : tensor<4096x1x3x3xf32>
    %1456 = stablehlo.slice %1172 [2:3, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1457 = stablehlo.reshape %1456 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1458 = stablehlo.broadcast_in_dim %1457, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1459 = stablehlo.slice %1181 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1460 = stablehlo.multiply %1458, %1459 : tensor<4096x1x3x3xf32>
    %1461 = stablehlo.add %1455, %1460 : tensor<4096x1x3x3xf32>
    %1462 = stablehlo.reshape %1461 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1463 = "stablehlo.scatter"(%1443, %c_67, %1462) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_68 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %1464 = stablehlo.slice %1172 [0:1, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1465 = stablehlo.reshape %1464 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1466 = stablehlo.broadcast_in_dim %1465, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1467 = stablehlo.slice %1175 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1468 = stablehlo.multiply %1466, %1467 : tensor<4096x1x3x3xf32>
    %1469 = stablehlo.add %1183, %1468 : tensor<4096x1x3x3xf32>
    %1470 = stablehlo.slice %1172 [1:2, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1471 = stablehlo.reshape %1470 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1472 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1473 = stablehlo.slice %1178 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1474 = stablehlo.multiply %1472, %1473 : tensor<4096x1x3x3xf32>
    %1475 = stablehlo.add %1469, %1474 : tensor<4096x1x3x3xf32>
    %1476 = stablehlo.slice %1172 [2:3, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1477 = stablehlo.reshape %1476 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1478 = stablehlo.broadcast_in_dim %1477, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1479 = stablehlo.slice %1181 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1480 = stablehlo.multiply %1478, %1479 : tensor<4096x1x3x3xf32>
    %1481 = stablehlo.add %1475, %1480 : tensor<4096x1x3x3xf32>
    %1482 = stablehlo.reshape %1481 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1483 = "stablehlo.scatter"(%1463, %c_68, %1482) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_69 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %1484 = stablehlo.slice %1172 [0:1, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1485 = stablehlo.reshape %1484 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1486 = stablehlo.broadcast_in_dim %1485, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1487 = stablehlo.slice %1175 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1488 = stablehlo.multiply %1486, %1487 : tensor<4096x1x3x3xf32>
    %1489 = stablehlo.add %1183, %1488 : tensor<4096x1x3x3xf32>
    %1490 = stablehlo.slice %1172 [1:2, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1491 = stablehlo.reshape %1490 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1492 = stablehlo.broadcast_in_dim %1491, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1493 = stablehlo.slice %1178 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1494 = stablehlo.multiply %1492, %1493 : tensor<4096x1x3x3xf32>
    %1495 = stablehlo.add %1489, %1494 : tensor<4096x1x3x3xf32>
    %1496 = stablehlo.slice %1172 [2:3, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1497 = stablehlo.reshape %1496 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1498 = stablehlo.broadcast_in_dim %1497, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1499 = stablehlo.slice %1181 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1500 = stablehlo.multiply %1498, %1499 : tensor<4096x1x3x3xf32>
    %1501 = stablehlo.add %1495, %1500 : tensor<4096x1x3x3xf32>
    %1502 = stablehlo.reshape %1501 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1503 = "stablehlo.scatter"(%1483, %c_69, %1502) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_70 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %1504 = stablehlo.slice %1172 [0:1, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1505 = stablehlo.reshape %1504 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1507 = stablehlo.slice %1175 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1508 = stablehlo.multiply %1506, %1507 : tensor<4096x1x3x3xf32>
    %1509 = stablehlo.add %1183, %1508 : tensor<4096x1x3x3xf32>
    %1510 = stablehlo.slice %1172 [1:2, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1511 = stablehlo.reshape %1510 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1512 = stablehlo.broadcast_in_dim %1511, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1513 = stablehlo.slice %1178 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1514 = stablehlo.multiply %1512, %1513 : tensor<4096x1x3x3xf32>
    %1515 = stablehlo.add %1509, %1514 : tensor<4096x1x3x3xf32>
    %1516 = stablehlo.slice %1172 [2:3, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1517 = stablehlo.reshape %1516 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1518 = stablehlo.broadcast_in_dim %1517, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1519 = stablehlo.slice %1181 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1520 = stablehlo.multiply %1518, %1519 : tensor<4096x1x3x3xf32>
    %1521 = stablehlo.add %1515, %1520 : tensor<4096x1x3x3xf32>
    %1522 = stablehlo.reshape %1521 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1523 = "stablehlo.scatter"(%1503, %c_70, %1522) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_71 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %1524 = stablehlo.slice %1172 [0:1, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1525 = stablehlo.reshape %1524 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1526 = stablehlo.broadcast_in_dim %1525, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1527 = stablehlo.slice %1175 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1528 = stablehlo.multiply %1526, %1527 : tensor<4096x1x3x3xf32>
    %1529 = stablehlo.add %1183, %1528 : tensor<4096x1x3x3xf32>
    %1530 = stablehlo.slice %1172 [1:2, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1531 = stablehlo.reshape %1530 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1532 = stablehlo.broadcast_in_dim %1531, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1533 = stablehlo.slice %1178 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1534 = stablehlo.multiply %1532, %1533 : tensor<4096x1x3x3xf32>
    %1535 = stablehlo.add %1529, %1534 : tensor<4096x1x3x3xf32>
    %1536 = stablehlo.slice %1172 [2:3, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1537 = stablehlo.reshape %1536 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1538 = stablehlo.broadcast_in_dim %1537, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1539 = stablehlo.slice %1181 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1540 = stablehlo.multiply %1538, %1539 : tensor<4096x1x3x3xf32>
    %1541 = stablehlo.add %1535, %1540 : tensor<4096x1x3x3xf32>
    %1542 = stablehlo.reshape %1541 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1543 = "stablehlo.scatter"(%1523, %c_71, %1542) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_72 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %1544 = stablehlo.slice %1172 [0:1, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1545 = stablehlo.reshape %1544 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1546 = stablehlo.broadcast_in_dim %1545, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1547 = stablehlo.slice %1175 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<4096x1x3x3xf32>
    %1549 = stablehlo.add %1183, %1548 : tensor<4096x1x3x3xf32>
    %1550 = stablehlo.slice %1172 [1:2, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1551 = stablehlo.reshape %1550 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1552 = stablehlo.broadcast_in_dim %1551, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1553 = stablehlo.slice %1178 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1554 = stablehlo.multiply %1552, %1553 : tensor<4096x1x3x3xf32>
    %1555 = stablehlo.add %1549, %1554 : tensor<4096x1x3x3xf32>
    %1556 = stablehlo.slice %1172 [2:3, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1557 = stablehlo.reshape %1556 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1558 = stablehlo.broadcast_in_dim %1557, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1559 = stablehlo.slice %1181 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1560 = stablehlo.multiply %1558, %1559 : tensor<4096x1x3x3xf32>
    %1561 = stablehlo.add %1555, %1560 : tensor<4096x1x3x3xf32>
    %1562 = stablehlo.reshape %1561 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1563 = "stablehlo.scatter"(%1543, %c_72, %1562) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_73 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %1564 = stablehlo.slice %1172 [0:1, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1565 = stablehlo.reshape %1564 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1566 = stablehlo.broadcast_in_dim %1565, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1567 = stablehlo.slice %1175 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1568 = stablehlo.multiply %1566, %1567 : tensor<4096x1x3x3xf32>
    %1569 = stablehlo.add %1183, %1568 : tensor<4096x1x3x3xf32>
    %1570 = stablehlo.slice %1172 [1:2, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1571 = stablehlo.reshape %1570 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1572 = stablehlo.broadcast_in_dim %1571, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1573 = stablehlo.slice %1178 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<4096x1x3x3xf32>
    %1575 = stablehlo.add %1569, %1574 : tensor<4096x1x3x3xf32>
    %1576 = stablehlo.slice %1172 [2:3, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1577 = stablehlo.reshape %1576 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1578 = stablehlo.broadcast_in_dim %1577, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1579 = stablehlo.slice %1181 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1580 = stablehlo.multiply %1578, %1579 : tensor<4096x1x3x3xf32>
    %1581 = stablehlo.add %1575, %1580 : tensor<4096x1x3x3xf32>
    %1582 = stablehlo.reshape %1581 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1583 = "stablehlo.scatter"(%1563, %c_73, %1582) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_74 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %1584 = stablehlo.slice %1172 [0:1, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1585 = stablehlo.reshape %1584 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1586 = stablehlo.broadcast_in_dim %1585, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1587 = stablehlo.slice %1175 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1588 = stablehlo.multiply %1586, %1587 : tensor<4096x1x3x3xf32>
    %1589 = stablehlo.add %1183, %1588 : tensor<4096x1x3x3xf32>
    %1590 = stablehlo.slice %1172 [1:2, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1591 = stablehlo.reshape %1590 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1592 = stablehlo.broadcast_in_dim %1591, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1593 = stablehlo.slice %1178 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1594 = stablehlo.multiply %1592, %1593 : tensor<4096x1x3x3xf32>
    %1595 = stablehlo.add %1589, %1594 : tensor<4096x1x3x3xf32>
    %1596 = stablehlo.slice %1172 [2:3, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1597 = stablehlo.reshape %1596 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1598 = stablehlo.broadcast_in_dim %1597, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1599 = stablehlo.slice %1181 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1600 = stablehlo.multiply %1598, %1599 : tensor<4096x1x3x3xf32>
    %1601 = stablehlo.add %1595, %1600 : tensor<4096x1x3x3xf32>
    %1602 = stablehlo.reshape %1601 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1603 = "stablehlo.scatter"(%1583, %c_74, %1602) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_75 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %1604 = stablehlo.slice %1172 [0:1, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1605 = stablehlo.reshape %1604 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1607 = stablehlo.slice %1175 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1608 = stablehlo.multiply %1606, %1607 : tensor<4096x1x3x3xf32>
    %1609 = stablehlo.add %1183, %1608 : tensor<4096x1x3x3xf32>
    %1610 = stablehlo.slice %1172 [1:2, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1611 = stablehlo.reshape %1610 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1612 = stablehlo.broadcast_in_dim %1611, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1613 = stablehlo.slice %1178 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1614 = stablehlo.multiply %1612, %1613 : tensor<4096x1x3x3xf32>
    %1615 = stablehlo.add %1609, %1614 : tensor<4096x1x3x3xf32>
    %1616 = stablehlo.slice %1172 [2:3, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1617 = stablehlo.reshape %1616 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1618 = stablehlo.broadcast_in_dim %1617, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1619 = stablehlo.slice %1181 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1620 = stablehlo.multiply %1618, %1619 : tensor<4096x1x3x3xf32>
    %1621 = stablehlo.add %1615, %1620 : tensor<4096x1x3x3xf32>
    %1622 = stablehlo.reshape %1621 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1623 = "stablehlo.scatter"(%1603, %c_75, %1622) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_76 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %1624 = stablehlo.slice %1172 [0:1, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1625 = stablehlo.reshape %1624 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1626 = stablehlo.broadcast_in_dim %1625, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1627 = stablehlo.slice %1175 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1628 = stablehlo.multiply %1626, %1627 : tensor<4096x1x3x3xf32>
    %1629 = stablehlo.add %1183, %1628 : tensor<4096x1x3x3xf32>
    %1630 = stablehlo.slice %1172 [1:2, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1631 = stablehlo.reshape %1630 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1632 = stablehlo.broadcast_in_dim %1631, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1633 = stablehlo.slice %1178 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1634 = stablehlo.multiply %1632, %1633 : tensor<4096x1x3x3xf32>
    %1635 = stablehlo.add %1629, %1634 : tensor<4096x1x3x3xf32>
    %1636 = stablehlo.slice %1172 [2:3, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1637 = stablehlo.reshape %1636 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1638 = stablehlo.broadcast_in_dim %1637, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1639 = stablehlo.slice %1181 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1640 = stablehlo.multiply %1638, %1639 : tensor<4096x1x3x3xf32>
    %1641 = stablehlo.add %1635, %1640 : tensor<4096x1x3x3xf32>
    %1642 = stablehlo.reshape %1641 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1643 = "stablehlo.scatter"(%1623, %c_76, %1642) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_77 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %1644 = stablehlo.slice %1172 [0:1, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1645 = stablehlo.reshape %1644 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1646 = stablehlo.broadcast_in_dim %1645, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1647 = stablehlo.slice %1175 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1648 = stablehlo.multiply %1646, %1647 : tensor<4096x1x3x3xf32>
    %1649 = stablehlo.add %1183, %1648 : tensor<4096x1x3x3xf32>
    %1650 = stablehlo.slice %1172 [1:2, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1651 = stablehlo.reshape %1650 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1652 = stablehlo.broadcast_in_dim %1651, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1653 = stablehlo.slice %1178 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1654 = stablehlo.multiply %1652, %1653 : tensor<4096x1x3x3xf32>
    %1655 = stablehlo.add %1649, %1654 : tensor<4096x1x3x3xf32>
    %1656 = stablehlo.slice %1172 [2:3, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1657 = stablehlo.reshape %1656 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1658 = stablehlo.broadcast_in_dim %1657, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1659 = stablehlo.slice %1181 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1660 = stablehlo.multiply %1658, %1659 : tensor<4096x1x3x3xf32>
    %1661 = stablehlo.add %1655, %1660 : tensor<4096x1x3x3xf32>
    %1662 = stablehlo.reshape %1661 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1663 = "stablehlo.scatter"(%1643, %c_77, %1662) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_78 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %1664 = stablehlo.slice %1172 [0:1, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1665 = stablehlo.reshape %1664 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1666 = stablehlo.broadcast_in_dim %1665, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1667 = stablehlo.slice %1175 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1668 = stablehlo.multiply %1666, %1667 : tensor<4096x1x3x3xf32>
    %1669 = stablehlo.add %1183, %1668 : tensor<4096x1x3x3xf32>
    %1670 = stablehlo.slice %1172 [1:2, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1671 = stablehlo.reshape %1670 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1672 = stablehlo.broadcast_in_dim %1671, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1673 = stablehlo.slice %1178 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1674 = stablehlo.multiply %1672, %1673 : tensor<4096x1x3x3xf32>
    %1675 = stablehlo.add %1669, %1674 : tensor<4096x1x3x3xf32>
    %1676 = stablehlo.slice %1172 [2:3, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1677 = stablehlo.reshape %1676 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1678 = stablehlo.broadcast_in_dim %1677, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1679 = stablehlo.slice %1181 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1680 = stablehlo.multiply %1678, %1679 : tensor<4096x1x3x3xf32>
    %1681 = stablehlo.add %1675, %1680 : tensor<4096x1x3x3xf32>
    %1682 = stablehlo.reshape %1681 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1683 = "stablehlo.scatter"(%1663, %c_78, %1682) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_79 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %1684 = stablehlo.slice %1172 [0:1, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1685 = stablehlo.reshape %1684 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1686 = stablehlo.broadcast_in_dim %1685, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1687 = stablehlo.slice %1175 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<4096x1x3x3xf32>
    %1689 = stablehlo.add %1183, %1688 : tensor<4096x1x3x3xf32>
    %1690 = stablehlo.slice %1172 [1:2, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1691 = stablehlo.reshape %1690 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1692 = stablehlo.broadcast_in_dim %1691, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1693 = stablehlo.slice %1178 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1694 = stablehlo.multiply %1692, %1693 : tensor<4096x1x3x3xf32>
    %1695 = stablehlo.add %1689, %1694 : tensor<4096x1x3x3xf32>
    %1696 = stablehlo.slice %1172 [2:3, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1697 = stablehlo.reshape %1696 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1698 = stablehlo.broadcast_in_dim %1697, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1699 = stablehlo.slice %1181 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1700 = stablehlo.multiply %1698, %1699 : tensor<4096x1x3x3xf32>
    %1701 = stablehlo.add %1695, %1700 : tensor<4096x1x3x3xf32>
    %1702 = stablehlo.reshape %1701 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1703 = "stablehlo.scatter"(%1683, %c_79, %1702) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_80 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %1704 = stablehlo.slice %1172 [0:1, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1705 = stablehlo.reshape %1704 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1706 = stablehlo.broadcast_in_dim %1705, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1707 = stablehlo.slice %1175 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1708 = stablehlo.multiply %1706, %1707 : tensor<4096x1x3x3xf32>
    %1709 = stablehlo.add %1183, %1708 : tensor<4096x1x3x3xf32>
    %1710 = stablehlo.slice %1172 [1:2, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1711 = stablehlo.reshape %1710 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1712 = stablehlo.broadcast_in_dim %1711, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1713 = stablehlo.slice %1178 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1714 = stablehlo.multiply %1712, %1713 : tensor<4096x1x3x3xf32>
    %1715 = stablehlo.add %1709, %1714 : tensor<4096x1x3x3xf32>
    %1716 = stablehlo.slice %1172 [2:3, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1717 = stablehlo.reshape %1716 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1718 = stablehlo.broadcast_in_dim %1717, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1719 = stablehlo.slice %1181 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1720 = stablehlo.multiply %1718, %1719 : tensor<4096x1x3x3xf32>
    %1721 = stablehlo.add %1715, %1720 : tensor<4096x1x3x3xf32>
    %1722 = stablehlo.reshape %1721 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1723 = "stablehlo.scatter"(%1703, %c_80, %1722) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_81 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %1724 = stablehlo.slice %1172 [0:1, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1725 = stablehlo.reshape %1724 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1726 = stablehlo.broadcast_in_dim %1725, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1727 = stablehlo.slice %1175 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1728 = stablehlo.multiply %1726, %1727 : tensor<4096x1x3x3xf32>
    %1729 = stablehlo.add %1183, %1728 : tensor<4096x1x3x3xf32>
    %1730 = stablehlo.slice %1172 [1:2, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1731 = stablehlo.reshape %1730 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1732 = stablehlo.broadcast_in_dim %1731, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1733 = stablehlo.slice %1178 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1734 = stablehlo.multiply %1732, %1733 : tensor<4096x1x3x3xf32>
    %1735 = stablehlo.add %1729, %1734 : tensor<4096x1x3x3xf32>
    %1736 = stablehlo.slice %1172 [2:3, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1737 = stablehlo.reshape %1736 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1738 = stablehlo.broadcast_in_dim %1737, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1739 = stablehlo.slice %1181 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1740 = stablehlo.multiply %1738, %1739 : tensor<4096x1x3x3xf32>
    %1741 = stablehlo.add %1735, %1740 : tensor<4096x1x3x3xf32>
    %1742 = stablehlo.reshape %1741 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1743 = "stablehlo.scatter"(%1723, %c_81, %1742) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_82 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %1744 = stablehlo.slice %1172 [0:1, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1745 = stablehlo.reshape %1744 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1746 = stablehlo.broadcast_in_dim %1745, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1747 = stablehlo.slice %1175 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1748 = stablehlo.multiply %1746, %1747 : tensor<4096x1x3x3xf32>
    %1749 = stablehlo.add %1183, %1748 : tensor<4096x1x3x3xf32>
    %1750 = stablehlo.slice %1172 [1:2, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1751 = stablehlo.reshape %1750 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1752 = stablehlo.broadcast_in_dim %1751, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1753 = stablehlo.slice %1178 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1754 = stablehlo.multiply %1752, %1753 : tensor<4096x1x3x3xf32>
    %1755 = stablehlo.add %1749, %1754 : tensor<4096x1x3x3xf32>
    %1756 = stablehlo.slice %1172 [2:3, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1757 = stablehlo.reshape %1756 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1758 = stablehlo.broadcast_in_dim %1757, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1759 = stablehlo.slice %1181 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1760 = stablehlo.multiply %1758, %1759 : tensor<4096x1x3x3xf32>
    %1761 = stablehlo.add %1755, %1760 : tensor<4096x1x3x3xf32>
    %1762 = stablehlo.reshape %1761 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1763 = "stablehlo.scatter"(%1743, %c_82, %1762) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_83 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %1764 = stablehlo.slice %1172 [0:1, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1765 = stablehlo.reshape %1764 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1766 = stablehlo.broadcast_in_dim %1765, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1767 = stablehlo.slice %1175 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1768 = stablehlo.multiply %1766, %1767 : tensor<4096x1x3x3xf32>
    %1769 = stablehlo.add %1183, %1768 : tensor<4096x1x3x3xf32>
    %1770 = stablehlo.slice %1172 [1:2, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1771 = stablehlo.reshape %1770 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1772 = stablehlo.broadcast_in_dim %1771, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1773 = stablehlo.slice %1178 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1774 = stablehlo.multiply %1772, %1773 : tensor<4096x1x3x3xf32>
    %1775 = stablehlo.add %1769, %1774 : tensor<4096x1x3x3xf32>
    %1776 = stablehlo.slice %1172 [2:3, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1777 = stablehlo.reshape %1776 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1778 = stablehlo.broadcast_in_dim %1777, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1779 = stablehlo.slice %1181 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1780 = stablehlo.multiply %1778, %1779 : tensor<4096x1x3x3xf32>
    %1781 = stablehlo.add %1775, %1780 : tensor<4096x1x3x3xf32>
    %1782 = stablehlo.reshape %1781 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1783 = "stablehlo.scatter"(%1763, %c_83, %1782) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_84 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %1784 = stablehlo.slice %1172 [0:1, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1785 = stablehlo.reshape %1784 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1786 = stablehlo.broadcast_in_dim %1785, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1787 = stablehlo.slice %1175 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<4096x1x3x3xf32>
    %1789 = stablehlo.add %1183, %1788 : tensor<4096x1x3x3xf32>
    %1790 = stablehlo.slice %1172 [1:2, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1791 = stablehlo.reshape %1790 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1792 = stablehlo.broadcast_in_dim %1791, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1793 = stablehlo.slice %1178 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1794 = stablehlo.multiply %1792, %1793 : tensor<4096x1x3x3xf32>
    %1795 = stablehlo.add %1789, %1794 : tensor<4096x1x3x3xf32>
    %1796 = stablehlo.slice %1172 [2:3, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1797 = stablehlo.reshape %1796 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1798 = stablehlo.broadcast_in_dim %1797, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1799 = stablehlo.slice %1181 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1800 = stablehlo.multiply %1798, %1799 : tensor<4096x1x3x3xf32>
    %1801 = stablehlo.add %1795, %1800 : tensor<4096x1x3x3xf32>
    %1802 = stablehlo.reshape %1801 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1803 = "stablehlo.scatter"(%1783, %c_84, %1802) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_85 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %1804 = stablehlo.slice %1172 [0:1, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1805 = stablehlo.reshape %1804 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1806 = stablehlo.broadcast_in_dim %1805, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1807 = stablehlo.slice %1175 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1808 = stablehlo.multiply %1806, %1807 : tensor<4096x1x3x3xf32>
    %1809 = stablehlo.add %1183, %1808 : tensor<4096x1x3x3xf32>
    %1810 = stablehlo.slice %1172 [1:2, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1811 = stablehlo.reshape %1810 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1812 = stablehlo.broadcast_in_dim %1811, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1813 = stablehlo.slice %1178 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1814 = stablehlo.multiply %1812, %1813 : tensor<4096x1x3x3xf32>
    %1815 = stablehlo.add %1809, %1814 : tensor<4096x1x3x3xf32>
    %1816 = stablehlo.slice %1172 [2:3, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1817 = stablehlo.reshape %1816 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1818 = stablehlo.broadcast_in_dim %1817, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1819 = stablehlo.slice %1181 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1820 = stablehlo.multiply %1818, %1819 : tensor<4096x1x3x3xf32>
    %1821 = stablehlo.add %1815, %1820 : tensor<4096x1x3x3xf32>
    %1822 = stablehlo.reshape %1821 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1823 = "stablehlo.scatter"(%1803, %c_85, %1822) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_86 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1824 = stablehlo.slice %1172 [0:1, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1825 = stablehlo.reshape %1824 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1826 = stablehlo.broadcast_in_dim %1825, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1827 = stablehlo.slice %1175 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1828 = stablehlo.multiply %1826, %1827 : tensor<4096x1x3x3xf32>
    %1829 = stablehlo.add %1183, %1828 : tensor<4096x1x3x3xf32>
    %1830 = stablehlo.slice %1172 [1:2, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1831 = stablehlo.reshape %1830 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1832 = stablehlo.broadcast_in_dim %1831, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1833 = stablehlo.slice %1178 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1834 = stablehlo.multiply %1832, %1833 : tensor<4096x1x3x3xf32>
    %1835 = stablehlo.add %1829, %1834 : tensor<4096x1x3x3xf32>
    %1836 = stablehlo.slice %1172 [2:3, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1837 = stablehlo.reshape %1836 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1838 = stablehlo.broadcast_in_dim %1837, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1839 = stablehlo.slice %1181 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1840 = stablehlo.multiply %1838, %1839 : tensor<4096x1x3x3xf32>
    %1841 = stablehlo.add %1835, %1840 : tensor<4096x1x3x3xf32>
    %1842 = stablehlo.reshape %1841 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1843 = "stablehlo.scatter"(%1823, %c_86, %1842) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_87 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1844 = stablehlo.slice %1172 [0:1, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1845 = stablehlo.reshape %1844 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1846 = stablehlo.broadcast_in_dim %1845, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1847 = stablehlo.slice %1175 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1848 = stablehlo.multiply %1846, %1847 : tensor<4096x1x3x3xf32>
    %1849 = stablehlo.add %1183, %1848 : tensor<4096x1x3x3xf32>
    %1850 = stablehlo.slice %1172 [1:2, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1851 = stablehlo.reshape %1850 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1852 = stablehlo.broadcast_in_dim %1851, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1853 = stablehlo.slice %1178 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1854 = stablehlo.multiply %1852, %1853 : tensor<4096x1x3x3xf32>
    %1855 = stablehlo.add %1849, %1854 : tensor<4096x1x3x3xf32>
    %1856 = stablehlo.slice %1172 [2:3, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1857 = stablehlo.reshape %1856 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1858 = stablehlo.broadcast_in_dim %1857, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1859 = stablehlo.slice %1181 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1860 = stablehlo.multiply %1858, %1859 : tensor<4096x1x3x3xf32>
    %1861 = stablehlo.add %1855, %1860 : tensor<4096x1x3x3xf32>
    %1862 = stablehlo.reshape %1861 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1863 = "stablehlo.scatter"(%1843, %c_87, %1862) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_88 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1864 = stablehlo.slice %1172 [0:1, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1865 = stablehlo.reshape %1864 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1866 = stablehlo.broadcast_in_dim %1865, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1867 = stablehlo.slice %1175 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1868 = stablehlo.multiply %1866, %1867 : tensor<4096x1x3x3xf32>
    %1869 = stablehlo.add %1183, %1868 : tensor<4096x1x3x3xf32>
    %1870 = stablehlo.slice %1172 [1:2, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1871 = stablehlo.reshape %1870 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1872 = stablehlo.broadcast_in_dim %1871, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1873 = stablehlo.slice %1178 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1874 = stablehlo.multiply %1872, %1873 : tensor<4096x1x3x3xf32>
    %1875 = stablehlo.add %1869, %1874 : tensor<4096x1x3x3xf32>
    %1876 = stablehlo.slice %1172 [2:3, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1877 = stablehlo.reshape %1876 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1878 = stablehlo.broadcast_in_dim %1877, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1879 = stablehlo.slice %1181 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1880 = stablehlo.multiply %1878, %1879 : tensor<4096x1x3x3xf32>
    %1881 = stablehlo.add %1875, %1880 : tensor<4096x1x3x3xf32>
    %1882 = stablehlo.reshape %1881 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1883 = "stablehlo.scatter"(%1863, %c_88, %1882) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_89 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1884 = stablehlo.slice %1172 [0:1, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1885 = stablehlo.reshape %1884 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1886 = stablehlo.broadcast_in_dim %1885, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1887 = stablehlo.slice %1175 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1888 = stablehlo.multiply %1886, %1887 : tensor<4096x1x3x3xf32>
    %1889 = stablehlo.add %1183, %1888 : tensor<4096x1x3x3xf32>
    %1890 = stablehlo.slice %1172 [1:2, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1891 = stablehlo.reshape %1890 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1892 = stablehlo.broadcast_in_dim %1891, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1893 = stablehlo.slice %1178 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1894 = stablehlo.multiply %1892, %1893 : tensor<4096x1x3x3xf32>
    %1895 = stablehlo.add %1889, %1894 : tensor<4096x1x3x3xf32>
    %1896 = stablehlo.slice %1172 [2:3, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1897 = stablehlo.reshape %1896 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1898 = stablehlo.broadcast_in_dim %1897, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1899 = stablehlo.slice %1181 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1900 = stablehlo.multiply %1898, %1899 : tensor<4096x1x3x3xf32>
    %1901 = stablehlo.add %1895, %1900 : tensor<4096x1x3x3xf32>
    %1902 = stablehlo.reshape %1901 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1903 = "stablehlo.scatter"(%1883, %c_89, %1902) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_90 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1904 = stablehlo.slice %1172 [0:1, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1905 = stablehlo.reshape %1904 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1906 = stablehlo.broadcast_in_dim %1905, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1907 = stablehlo.slice %1175 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1908 = stablehlo.multiply %1906, %1907 : tensor<4096x1x3x3xf32>
    %1909 = stablehlo.add %1183, %1908 : tensor<4096x1x3x3xf32>
    %1910 = stablehlo.slice %1172 [1:2, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1911 = stablehlo.reshape %1910 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1912 = stablehlo.broadcast_in_dim %1911, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1913 = stablehlo.slice %1178 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1914 = stablehlo.multiply %1912, %1913 : tensor<4096x1x3x3xf32>
    %1915 = stablehlo.add %1909, %1914 : tensor<4096x1x3x3xf32>
    %1916 = stablehlo.slice %1172 [2:3, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1917 = stablehlo.reshape %1916 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1918 = stablehlo.broadcast_in_dim %1917, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1919 = stablehlo.slice %1181 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1920 = stablehlo.multiply %1918, %1919 : tensor<4096x1x3x3xf32>
    %1921 = stablehlo.add %1915, %1920 : tensor<4096x1x3x3xf32>
    %1922 = stablehlo.reshape %1921 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1923 = "stablehlo.scatter"(%1903, %c_90, %1922) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_91 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1924 = stablehlo.slice %1172 [0:1, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1925 = stablehlo.reshape %1924 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1926 = stablehlo.broadcast_in_dim %1925, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1927 = stablehlo.slice %1175 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1928 = stablehlo.multiply %1926, %1927 : tensor<4096x1x3x3xf32>
    %1929 = stablehlo.add %1183, %1928 : tensor<4096x1x3x3xf32>
    %1930 = stablehlo.slice %1172 [1:2, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1931 = stablehlo.reshape %1930 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1932 = stablehlo.broadcast_in_dim %1931, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1933 = stablehlo.slice %1178 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1934 = stablehlo.multiply %1932, %1933 : tensor<4096x1x3x3xf32>
    %1935 = stablehlo.add %1929, %1934 : tensor<4096x1x3x3xf32>
    %1936 = stablehlo.slice %1172 [2:3, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1937 = stablehlo.reshape %1936 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1938 = stablehlo.broadcast_in_dim %1937, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1939 = stablehlo.slice %1181 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1940 = stablehlo.multiply %1938, %1939 : tensor<4096x1x3x3xf32>
    %1941 = stablehlo.add %1935, %1940 : tensor<4096x1x3x3xf32>
    %1942 = stablehlo.reshape %1941 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1943 = "stablehlo.scatter"(%1923, %c_91, %1942) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_92 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1944 = stablehlo.slice %1172 [0:1, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1945 = stablehlo.reshape %1944 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1946 = stablehlo.broadcast_in_dim %1945, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1947 = stablehlo.slice %1175 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1948 = stablehlo.multiply %1946, %1947 : tensor<4096x1x3x3xf32>
    %1949 = stablehlo.add %1183, %1948 : tensor<4096x1x3x3xf32>
    %1950 = stablehlo.slice %1172 [1:2, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1951 = stablehlo.reshape %1950 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1952 = stablehlo.broadcast_in_dim %1951, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1953 = stablehlo.slice %1178 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1954 = stablehlo.multiply %1952, %1953 : tensor<4096x1x3x3xf32>
    %1955 = stablehlo.add %1949, %1954 : tensor<4096x1x3x3xf32>
    %1956 = stablehlo.slice %1172 [2:3, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1957 = stablehlo.reshape %1956 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1958 = stablehlo.broadcast_in_dim %1957, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1959 = stablehlo.slice %1181 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1960 = stablehlo.multiply %1958, %1959 : tensor<4096x1x3x3xf32>
    %1961 = stablehlo.add %1955, %1960 : tensor<4096x1x3x3xf32>
    %1962 = stablehlo.reshape %1961 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1963 = "stablehlo.scatter"(%1943, %c_92, %1962) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_93 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1964 = stablehlo.slice %1172 [0:1, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1965 = stablehlo.reshape %1964 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1966 = stablehlo.broadcast_in_dim %1965, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1967 = stablehlo.slice %1175 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1968 = stablehlo.multiply %1966, %1967 : tensor<4096x1x3x3xf32>
    %1969 = stablehlo.add %1183, %1968 : tensor<4096x1x3x3xf32>
    %1970 = stablehlo.slice %1172 [1:2, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1971 = stablehlo.reshape %1970 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1972 = stablehlo.broadcast_in_dim %1971, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1973 = stablehlo.slice %1178 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1974 = stablehlo.multiply %1972, %1973 : tensor<4096x1x3x3xf32>
    %1975 = stablehlo.add %1969, %1974 : tensor<4096x1x3x3xf32>
    %1976 = stablehlo.slice %1172 [2:3, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1977 = stablehlo.reshape %1976 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1978 = stablehlo.broadcast_in_dim %1977, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1979 = stablehlo.slice %1181 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1980 = stablehlo.multiply %1978, %1979 : tensor<4096x1x3x3xf32>
    %1981 = stablehlo.add %1975, %1980 : tensor<4096x1x3x3xf32>
    %1982 = stablehlo.reshape %1981 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1983 = "stablehlo.scatter"(%1963, %c_93, %1982) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_94 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1984 = stablehlo.slice %1172 [0:1, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1985 = stablehlo.reshape %1984 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1986 = stablehlo.broadcast_in_dim %1985, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1987 = stablehlo.slice %1175 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1988 = stablehlo.multiply %1986, %1987 : tensor<4096x1x3x3xf32>
    %1989 = stablehlo.add %1183, %1988 : tensor<4096x1x3x3xf32>
    %1990 = stablehlo.slice %1172 [1:2, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1991 = stablehlo.reshape %1990 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1992 = stablehlo.broadcast_in_dim %1991, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1993 = stablehlo.slice %1178 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %1994 = stablehlo.multiply %1992, %1993 : tensor<4096x1x3x3xf32>
    %1995 = stablehlo.add %1989, %1994 : tensor<4096x1x3x3xf32>
    %1996 = stablehlo.slice %1172 [2:3, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1997 = stablehlo.reshape %1996 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1998 = stablehlo.broadcast_in_dim %1997, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %1999 = stablehlo.slice %1181 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2000 = stablehlo.multiply %1998, %1999 : tensor<4096x1x3x3xf32>
    %2001 = stablehlo.add %1995, %2000 : tensor<4096x1x3x3xf32>
    %2002 = stablehlo.reshape %2001 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2003 = "stablehlo.scatter"(%1983, %c_94, %2002) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_95 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %2004 = stablehlo.slice %1172 [0:1, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2005 = stablehlo.reshape %2004 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2006 = stablehlo.broadcast_in_dim %2005, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2007 = stablehlo.slice %1175 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2008 = stablehlo.multiply %2006, %2007 : tensor<4096x1x3x3xf32>
    %2009 = stablehlo.add %1183, %2008 : tensor<4096x1x3x3xf32>
    %2010 = stablehlo.slice %1172 [1:2, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2011 = stablehlo.reshape %2010 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2012 = stablehlo.broadcast_in_dim %2011, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2013 = stablehlo.slice %1178 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2014 = stablehlo.multiply %2012, %2013 : tensor<4096x1x3x3xf32>
    %2015 = stablehlo.add %2009, %2014 : tensor<4096x1x3x3xf32>
    %2016 = stablehlo.slice %1172 [2:3, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2017 = stablehlo.reshape %2016 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2018 = stablehlo.broadcast_in_dim %2017, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2019 = stablehlo.slice %1181 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2020 = stablehlo.multiply %2018, %2019 : tensor<4096x1x3x3xf32>
    %2021 = stablehlo.add %2015, %2020 : tensor<4096x1x3x3xf32>
    %2022 = stablehlo.reshape %2021 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2023 = "stablehlo.scatter"(%2003, %c_95, %2022) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_96 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %2024 = stablehlo.slice %1172 [0:1, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2025 = stablehlo.reshape %2024 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2026 = stablehlo.broadcast_in_dim %2025, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2027 = stablehlo.slice %1175 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2028 = stablehlo.multiply %2026, %2027 : tensor<4096x1x3x3xf32>
    %2029 = stablehlo.add %1183, %2028 : tensor<4096x1x3x3xf32>
    %2030 = stablehlo.slice %1172 [1:2, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2031 = stablehlo.reshape %2030 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2032 = stablehlo.broadcast_in_dim %2031, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2033 = stablehlo.slice %1178 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2034 = stablehlo.multiply %2032, %2033 : tensor<4096x1x3x3xf32>
    %2035 = stablehlo.add %2029, %2034 : tensor<4096x1x3x3xf32>
    %2036 = stablehlo.slice %1172 [2:3, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2037 = stablehlo.reshape %2036 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2038 = stablehlo.broadcast_in_dim %2037, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2039 = stablehlo.slice %1181 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2040 = stablehlo.multiply %2038, %2039 : tensor<4096x1x3x3xf32>
    %2041 = stablehlo.add %2035, %2040 : tensor<4096x1x3x3xf32>
    %2042 = stablehlo.reshape %2041 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2043 = "stablehlo.scatter"(%2023, %c_96, %2042) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_97 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %2044 = stablehlo.slice %1172 [0:1, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2045 = stablehlo.reshape %2044 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2046 = stablehlo.broadcast_in_dim %2045, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2047 = stablehlo.slice %1175 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2048 = stablehlo.multiply %2046, %2047 : tensor<4096x1x3x3xf32>
    %2049 = stablehlo.add %1183, %2048 : tensor<4096x1x3x3xf32>
    %2050 = stablehlo.slice %1172 [1:2, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2051 = stablehlo.reshape %2050 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2052 = stablehlo.broadcast_in_dim %2051, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2053 = stablehlo.slice %1178 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2054 = stablehlo.multiply %2052, %2053 : tensor<4096x1x3x3xf32>
    %2055 = stablehlo.add %2049, %2054 : tensor<4096x1x3x3xf32>
    %2056 = stablehlo.slice %1172 [2:3, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2057 = stablehlo.reshape %2056 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2058 = stablehlo.broadcast_in_dim %2057, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2059 = stablehlo.slice %1181 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2060 = stablehlo.multiply %2058, %2059 : tensor<4096x1x3x3xf32>
    %2061 = stablehlo.add %2055, %2060 : tensor<4096x1x3x3xf32>
    %2062 = stablehlo.reshape %2061 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2063 = "stablehlo.scatter"(%2043, %c_97, %2062) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_98 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %2064 = stablehlo.slice %1172 [0:1, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2065 = stablehlo.reshape %2064 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2066 = stablehlo.broadcast_in_dim %2065, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2067 = stablehlo.slice %1175 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2068 = stablehlo.multiply %2066, %2067 : tensor<4096x1x3x3xf32>
    %2069 = stablehlo.add %1183, %2068 : tensor<4096x1x3x3xf32>
    %2070 = stablehlo.slice %1172 [1:2, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2071 = stablehlo.reshape %2070 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2072 = stablehlo.broadcast_in_dim %2071, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2073 = stablehlo.slice %1178 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2074 = stablehlo.multiply %2072, %2073 : tensor<4096x1x3x3xf32>
    %2075 = stablehlo.add %2069, %2074 : tensor<4096x1x3x3xf32>
    %2076 = stablehlo.slice %1172 [2:3, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2077 = stablehlo.reshape %2076 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2078 = stablehlo.broadcast_in_dim %2077, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2079 = stablehlo.slice %1181 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2080 = stablehlo.multiply %2078, %2079 : tensor<4096x1x3x3xf32>
    %2081 = stablehlo.add %2075, %2080 : tensor<4096x1x3x3xf32>
    %2082 = stablehlo.reshape %2081 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2083 = "stablehlo.scatter"(%2063, %c_98, %2082) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_99 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %2084 = stablehlo.slice %1172 [0:1, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2085 = stablehlo.reshape %2084 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2086 = stablehlo.broadcast_in_dim %2085, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2087 = stablehlo.slice %1175 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2088 = stablehlo.multiply %2086, %2087 : tensor<4096x1x3x3xf32>
    %2089 = stablehlo.add %1183, %2088 : tensor<4096x1x3x3xf32>
    %2090 = stablehlo.slice %1172 [1:2, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2091 = stablehlo.reshape %2090 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2092 = stablehlo.broadcast_in_dim %2091, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2093 = stablehlo.slice %1178 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2094 = stablehlo.multiply %2092, %2093 : tensor<4096x1x3x3xf32>
    %2095 = stablehlo.add %2089, %2094 : tensor<4096x1x3x3xf32>
    %2096 = stablehlo.slice %1172 [2:3, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2097 = stablehlo.reshape %2096 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2098 = stablehlo.broadcast_in_dim %2097, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2099 = stablehlo.slice %1181 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2100 = stablehlo.multiply %2098, %2099 : tensor<4096x1x3x3xf32>
    %2101 = stablehlo.add %2095, %2100 : tensor<4096x1x3x3xf32>
    %2102 = stablehlo.reshape %2101 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2103 = "stablehlo.scatter"(%2083, %c_99, %2102) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_100 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %2104 = stablehlo.slice %1172 [0:1, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2105 = stablehlo.reshape %2104 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2106 = stablehlo.broadcast_in_dim %2105, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2107 = stablehlo.slice %1175 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2108 = stablehlo.multiply %2106, %2107 : tensor<4096x1x3x3xf32>
    %2109 = stablehlo.add %1183, %2108 : tensor<4096x1x3x3xf32>
    %2110 = stablehlo.slice %1172 [1:2, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2111 = stablehlo.reshape %2110 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2112 = stablehlo.broadcast_in_dim %2111, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2113 = stablehlo.slice %1178 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2114 = stablehlo.multiply %2112, %2113 : tensor<4096x1x3x3xf32>
    %2115 = stablehlo.add %2109, %2114 : tensor<4096x1x3x3xf32>
    %2116 = stablehlo.slice %1172 [2:3, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2117 = stablehlo.reshape %2116 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2118 = stablehlo.broadcast_in_dim %2117, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2119 = stablehlo.slice %1181 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2120 = stablehlo.multiply %2118, %2119 : tensor<4096x1x3x3xf32>
    %2121 = stablehlo.add %2115, %2120 : tensor<4096x1x3x3xf32>
    %2122 = stablehlo.reshape %2121 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2123 = "stablehlo.scatter"(%2103, %c_100, %2122) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_101 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %2124 = stablehlo.slice %1172 [0:1, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2125 = stablehlo.reshape %2124 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2126 = stablehlo.broadcast_in_dim %2125, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2127 = stablehlo.slice %1175 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2128 = stablehlo.multiply %2126, %2127 : tensor<4096x1x3x3xf32>
    %2129 = stablehlo.add %1183, %2128 : tensor<4096x1x3x3xf32>
    %2130 = stablehlo.slice %1172 [1:2, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2131 = stablehlo.reshape %2130 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2132 = stablehlo.broadcast_in_dim %2131, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2133 = stablehlo.slice %1178 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2134 = stablehlo.multiply %2132, %2133 : tensor<4096x1x3x3xf32>
    %2135 = stablehlo.add %2129, %2134 : tensor<4096x1x3x3xf32>
    %2136 = stablehlo.slice %1172 [2:3, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2137 = stablehlo.reshape %2136 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2138 = stablehlo.broadcast_in_dim %2137, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2139 = stablehlo.slice %1181 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2140 = stablehlo.multiply %2138, %2139 : tensor<4096x1x3x3xf32>
    %2141 = stablehlo.add %2135, %2140 : tensor<4096x1x3x3xf32>
    %2142 = stablehlo.reshape %2141 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2143 = "stablehlo.scatter"(%2123, %c_101, %2142) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_102 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %2144 = stablehlo.slice %1172 [0:1, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2145 = stablehlo.reshape %2144 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2146 = stablehlo.broadcast_in_dim %2145, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2147 = stablehlo.slice %1175 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2148 = stablehlo.multiply %2146, %2147 : tensor<4096x1x3x3xf32>
    %2149 = stablehlo.add %1183, %2148 : tensor<4096x1x3x3xf32>
    %2150 = stablehlo.slice %1172 [1:2, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2151 = stablehlo.reshape %2150 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2152 = stablehlo.broadcast_in_dim %2151, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2153 = stablehlo.slice %1178 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2154 = stablehlo.multiply %2152, %2153 : tensor<4096x1x3x3xf32>
    %2155 = stablehlo.add %2149, %2154 : tensor<4096x1x3x3xf32>
    %2156 = stablehlo.slice %1172 [2:3, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2157 = stablehlo.reshape %2156 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2158 = stablehlo.broadcast_in_dim %2157, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2159 = stablehlo.slice %1181 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2160 = stablehlo.multiply %2158, %2159 : tensor<4096x1x3x3xf32>
    %2161 = stablehlo.add %2155, %2160 : tensor<4096x1x3x3xf32>
    %2162 = stablehlo.reshape %2161 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2163 = "stablehlo.scatter"(%2143, %c_102, %2162) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_103 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %2164 = stablehlo.slice %1172 [0:1, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2165 = stablehlo.reshape %2164 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2166 = stablehlo.broadcast_in_dim %2165, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2167 = stablehlo.slice %1175 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2168 = stablehlo.multiply %2166, %2167 : tensor<4096x1x3x3xf32>
    %2169 = stablehlo.add %1183, %2168 : tensor<4096x1x3x3xf32>
    %2170 = stablehlo.slice %1172 [1:2, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2171 = stablehlo.reshape %2170 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2172 = stablehlo.broadcast_in_dim %2171, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2173 = stablehlo.slice %1178 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2174 = stablehlo.multiply %2172, %2173 : tensor<4096x1x3x3xf32>
    %2175 = stablehlo.add %2169, %2174 : tensor<4096x1x3x3xf32>
    %2176 = stablehlo.slice %1172 [2:3, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2177 = stablehlo.reshape %2176 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2178 = stablehlo.broadcast_in_dim %2177, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2179 = stablehlo.slice %1181 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2180 = stablehlo.multiply %2178, %2179 : tensor<4096x1x3x3xf32>
    %2181 = stablehlo.add %2175, %2180 : tensor<4096x1x3x3xf32>
    %2182 = stablehlo.reshape %2181 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2183 = "stablehlo.scatter"(%2163, %c_103, %2182) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_104 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %2184 = stablehlo.slice %1172 [0:1, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2185 = stablehlo.reshape %2184 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2186 = stablehlo.broadcast_in_dim %2185, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2187 = stablehlo.slice %1175 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2188 = stablehlo.multiply %2186, %2187 : tensor<4096x1x3x3xf32>
    %2189 = stablehlo.add %1183, %2188 : tensor<4096x1x3x3xf32>
    %2190 = stablehlo.slice %1172 [1:2, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2191 = stablehlo.reshape %2190 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2192 = stablehlo.broadcast_in_dim %2191, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2193 = stablehlo.slice %1178 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2194 = stablehlo.multiply %2192, %2193 : tensor<4096x1x3x3xf32>
    %2195 = stablehlo.add %2189, %2194 : tensor<4096x1x3x3xf32>
    %2196 = stablehlo.slice %1172 [2:3, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2197 = stablehlo.reshape %2196 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2198 = stablehlo.broadcast_in_dim %2197, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2199 = stablehlo.slice %1181 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2200 = stablehlo.multiply %2198, %2199 : tensor<4096x1x3x3xf32>
    %2201 = stablehlo.add %2195, %2200 : tensor<4096x1x3x3xf32>
    %2202 = stablehlo.reshape %2201 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2203 = "stablehlo.scatter"(%2183, %c_104, %2202) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_105 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %2204 = stablehlo.slice %1172 [0:1, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2205 = stablehlo.reshape %2204 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2206 = stablehlo.broadcast_in_dim %2205, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2207 = stablehlo.slice %1175 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2208 = stablehlo.multiply %2206, %2207 : tensor<4096x1x3x3xf32>
    %2209 = stablehlo.add %1183, %2208 : tensor<4096x1x3x3xf32>
    %2210 = stablehlo.slice %1172 [1:2, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2211 = stablehlo.reshape %2210 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2212 = stablehlo.broadcast_in_dim %2211, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2213 = stablehlo.slice %1178 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2214 = stablehlo.multiply %2212, %2213 : tensor<4096x1x3x3xf32>
    %2215 = stablehlo.add %2209, %2214 : tensor<4096x1x3x3xf32>
    %2216 = stablehlo.slice %1172 [2:3, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2217 = stablehlo.reshape %2216 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2218 = stablehlo.broadcast_in_dim %2217, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2219 = stablehlo.slice %1181 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2220 = stablehlo.multiply %2218, %2219 : tensor<4096x1x3x3xf32>
    %2221 = stablehlo.add %2215, %2220 : tensor<4096x1x3x3xf32>
    %2222 = stablehlo.reshape %2221 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2223 = "stablehlo.scatter"(%2203, %c_105, %2222) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_106 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %2224 = stablehlo.slice %1172 [0:1, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2225 = stablehlo.reshape %2224 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2226 = stablehlo.broadcast_in_dim %2225, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2227 = stablehlo.slice %1175 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2228 = stablehlo.multiply %2226, %2227 : tensor<4096x1x3x3xf32>
    %2229 = stablehlo.add %1183, %2228 : tensor<4096x1x3x3xf32>
    %2230 = stablehlo.slice %1172 [1:2, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2231 = stablehlo.reshape %2230 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2232 = stablehlo.broadcast_in_dim %2231, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2233 = stablehlo.slice %1178 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2234 = stablehlo.multiply %2232, %2233 : tensor<4096x1x3x3xf32>
    %2235 = stablehlo.add %2229, %2234 : tensor<4096x1x3x3xf32>
    %2236 = stablehlo.slice %1172 [2:3, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2237 = stablehlo.reshape %2236 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2238 = stablehlo.broadcast_in_dim %2237, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2239 = stablehlo.slice %1181 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2240 = stablehlo.multiply %2238, %2239 : tensor<4096x1x3x3xf32>
    %2241 = stablehlo.add %2235, %2240 : tensor<4096x1x3x3xf32>
    %2242 = stablehlo.reshape %2241 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2243 = "stablehlo.scatter"(%2223, %c_106, %2242) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_107 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %2244 = stablehlo.slice %1172 [0:1, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2245 = stablehlo.reshape %2244 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2246 = stablehlo.broadcast_in_dim %2245, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2247 = stablehlo.slice %1175 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2248 = stablehlo.multiply %2246, %2247 : tensor<4096x1x3x3xf32>
    %2249 = stablehlo.add %1183, %2248 : tensor<4096x1x3x3xf32>
    %2250 = stablehlo.slice %1172 [1:2, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2251 = stablehlo.reshape %2250 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2252 = stablehlo.broadcast_in_dim %2251, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2253 = stablehlo.slice %1178 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2254 = stablehlo.multiply %2252, %2253 : tensor<4096x1x3x3xf32>
    %2255 = stablehlo.add %2249, %2254 : tensor<4096x1x3x3xf32>
    %2256 = stablehlo.slice %1172 [2:3, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2257 = stablehlo.reshape %2256 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2258 = stablehlo.broadcast_in_dim %2257, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2259 = stablehlo.slice %1181 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2260 = stablehlo.multiply %2258, %2259 : tensor<4096x1x3x3xf32>
    %2261 = stablehlo.add %2255, %2260 : tensor<4096x1x3x3xf32>
    %2262 = stablehlo.reshape %2261 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2263 = "stablehlo.scatter"(%2243, %c_107, %2262) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_108 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %2264 = stablehlo.slice %1172 [0:1, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2265 = stablehlo.reshape %2264 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2266 = stablehlo.broadcast_in_dim %2265, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2267 = stablehlo.slice %1175 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2268 = stablehlo.multiply %2266, %2267 : tensor<4096x1x3x3xf32>
    %2269 = stablehlo.add %1183, %2268 : tensor<4096x1x3x3xf32>
    %2270 = stablehlo.slice %1172 [1:2, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2271 = stablehlo.reshape %2270 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2272 = stablehlo.broadcast_in_dim %2271, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2273 = stablehlo.slice %1178 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2274 = stablehlo.multiply %2272, %2273 : tensor<4096x1x3x3xf32>
    %2275 = stablehlo.add %2269, %2274 : tensor<4096x1x3x3xf32>
    %2276 = stablehlo.slice %1172 [2:3, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2277 = stablehlo.reshape %2276 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2278 = stablehlo.broadcast_in_dim %2277, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2279 = stablehlo.slice %1181 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2280 = stablehlo.multiply %2278, %2279 : tensor<4096x1x3x3xf32>
    %2281 = stablehlo.add %2275, %2280 : tensor<4096x1x3x3xf32>
    %2282 = stablehlo.reshape %2281 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2283 = "stablehlo.scatter"(%2263, %c_108, %2282) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_109 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %2284 = stablehlo.slice %1172 [0:1, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2285 = stablehlo.reshape %2284 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2286 = stablehlo.broadcast_in_dim %2285, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2287 = stablehlo.slice %1175 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2288 = stablehlo.multiply %2286, %2287 : tensor<4096x1x3x3xf32>
    %2289 = stablehlo.add %1183, %2288 : tensor<4096x1x3x3xf32>
    %2290 = stablehlo.slice %1172 [1:2, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2291 = stablehlo.reshape %2290 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2292 = stablehlo.broadcast_in_dim %2291, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2293 = stablehlo.slice %1178 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2294 = stablehlo.multiply %2292, %2293 : tensor<4096x1x3x3xf32>
    %2295 = stablehlo.add %2289, %2294 : tensor<4096x1x3x3xf32>
    %2296 = stablehlo.slice %1172 [2:3, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2297 = stablehlo.reshape %2296 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2298 = stablehlo.broadcast_in_dim %2297, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2299 = stablehlo.slice %1181 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2300 = stablehlo.multiply %2298, %2299 : tensor<4096x1x3x3xf32>
    %2301 = stablehlo.add %2295, %2300 : tensor<4096x1x3x3xf32>
    %2302 = stablehlo.reshape %2301 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2303 = "stablehlo.scatter"(%2283, %c_109, %2302) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_110 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %2304 = stablehlo.slice %1172 [0:1, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2305 = stablehlo.reshape %2304 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2306 = stablehlo.broadcast_in_dim %2305, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2307 = stablehlo.slice %1175 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2308 = stablehlo.multiply %2306, %2307 : tensor<4096x1x3x3xf32>
    %2309 = stablehlo.add %1183, %2308 : tensor<4096x1x3x3xf32>
    %2310 = stablehlo.slice %1172 [1:2, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2311 = stablehlo.reshape %2310 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2312 = stablehlo.broadcast_in_dim %2311, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2313 = stablehlo.slice %1178 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2314 = stablehlo.multiply %2312, %2313 : tensor<4096x1x3x3xf32>
    %2315 = stablehlo.add %2309, %2314 : tensor<4096x1x3x3xf32>
    %2316 = stablehlo.slice %1172 [2:3, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2317 = stablehlo.reshape %2316 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2318 = stablehlo.broadcast_in_dim %2317, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2319 = stablehlo.slice %1181 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2320 = stablehlo.multiply %2318, %2319 : tensor<4096x1x3x3xf32>
    %2321 = stablehlo.add %2315, %2320 : tensor<4096x1x3x3xf32>
    %2322 = stablehlo.reshape %2321 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2323 = "stablehlo.scatter"(%2303, %c_110, %2322) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_111 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %2324 = stablehlo.slice %1172 [0:1, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2325 = stablehlo.reshape %2324 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2326 = stablehlo.broadcast_in_dim %2325, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2327 = stablehlo.slice %1175 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2328 = stablehlo.multiply %2326, %2327 : tensor<4096x1x3x3xf32>
    %2329 = stablehlo.add %1183, %2328 : tensor<4096x1x3x3xf32>
    %2330 = stablehlo.slice %1172 [1:2, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2331 = stablehlo.reshape %2330 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2332 = stablehlo.broadcast_in_dim %2331, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2333 = stablehlo.slice %1178 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2334 = stablehlo.multiply %2332, %2333 : tensor<4096x1x3x3xf32>
    %2335 = stablehlo.add %2329, %2334 : tensor<4096x1x3x3xf32>
    %2336 = stablehlo.slice %1172 [2:3, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2337 = stablehlo.reshape %2336 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2338 = stablehlo.broadcast_in_dim %2337, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2339 = stablehlo.slice %1181 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2340 = stablehlo.multiply %2338, %2339 : tensor<4096x1x3x3xf32>
    %2341 = stablehlo.add %2335, %2340 : tensor<4096x1x3x3xf32>
    %2342 = stablehlo.reshape %2341 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2343 = "stablehlo.scatter"(%2323, %c_111, %2342) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_112 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %2344 = stablehlo.slice %1172 [0:1, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2345 = stablehlo.reshape %2344 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2346 = stablehlo.broadcast_in_dim %2345, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2347 = stablehlo.slice %1175 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2348 = stablehlo.multiply %2346, %2347 : tensor<4096x1x3x3xf32>
    %2349 = stablehlo.add %1183, %2348 : tensor<4096x1x3x3xf32>
    %2350 = stablehlo.slice %1172 [1:2, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2351 = stablehlo.reshape %2350 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2352 = stablehlo.broadcast_in_dim %2351, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2353 = stablehlo.slice %1178 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2354 = stablehlo.multiply %2352, %2353 : tensor<4096x1x3x3xf32>
    %2355 = stablehlo.add %2349, %2354 : tensor<4096x1x3x3xf32>
    %2356 = stablehlo.slice %1172 [2:3, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2357 = stablehlo.reshape %2356 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2358 = stablehlo.broadcast_in_dim %2357, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2359 = stablehlo.slice %1181 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2360 = stablehlo.multiply %2358, %2359 : tensor<4096x1x3x3xf32>
    %2361 = stablehlo.add %2355, %2360 : tensor<4096x1x3x3xf32>
    %2362 = stablehlo.reshape %2361 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2363 = "stablehlo.scatter"(%2343, %c_112, %2362) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_113 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %2364 = stablehlo.slice %1172 [0:1, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2365 = stablehlo.reshape %2364 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2366 = stablehlo.broadcast_in_dim %2365, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2367 = stablehlo.slice %1175 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2368 = stablehlo.multiply %2366, %2367 : tensor<4096x1x3x3xf32>
    %2369 = stablehlo.add %1183, %2368 : tensor<4096x1x3x3xf32>
    %2370 = stablehlo.slice %1172 [1:2, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2371 = stablehlo.reshape %2370 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2372 = stablehlo.broadcast_in_dim %2371, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2373 = stablehlo.slice %1178 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2374 = stablehlo.multiply %2372, %2373 : tensor<4096x1x3x3xf32>
    %2375 = stablehlo.add %2369, %2374 : tensor<4096x1x3x3xf32>
    %2376 = stablehlo.slice %1172 [2:3, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2377 = stablehlo.reshape %2376 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2378 = stablehlo.broadcast_in_dim %2377, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2379 = stablehlo.slice %1181 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2380 = stablehlo.multiply %2378, %2379 : tensor<4096x1x3x3xf32>
    %2381 = stablehlo.add %2375, %2380 : tensor<4096x1x3x3xf32>
    %2382 = stablehlo.reshape %2381 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2383 = "stablehlo.scatter"(%2363, %c_113, %2382) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_114 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %2384 = stablehlo.slice %1172 [0:1, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2385 = stablehlo.reshape %2384 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2386 = stablehlo.broadcast_in_dim %2385, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2387 = stablehlo.slice %1175 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2388 = stablehlo.multiply %2386, %2387 : tensor<4096x1x3x3xf32>
    %2389 = stablehlo.add %1183, %2388 : tensor<4096x1x3x3xf32>
    %2390 = stablehlo.slice %1172 [1:2, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2391 = stablehlo.reshape %2390 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2392 = stablehlo.broadcast_in_dim %2391, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2393 = stablehlo.slice %1178 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2394 = stablehlo.multiply %2392, %2393 : tensor<4096x1x3x3xf32>
    %2395 = stablehlo.add %2389, %2394 : tensor<4096x1x3x3xf32>
    %2396 = stablehlo.slice %1172 [2:3, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2397 = stablehlo.reshape %2396 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2398 = stablehlo.broadcast_in_dim %2397, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2399 = stablehlo.slice %1181 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2400 = stablehlo.multiply %2398, %2399 : tensor<4096x1x3x3xf32>
    %2401 = stablehlo.add %2395, %2400 : tensor<4096x1x3x3xf32>
    %2402 = stablehlo.reshape %2401 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2403 = "stablehlo.scatter"(%2383, %c_114, %2402) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_115 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %2404 = stablehlo.slice %1172 [0:1, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2405 = stablehlo.reshape %2404 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2406 = stablehlo.broadcast_in_dim %2405, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2407 = stablehlo.slice %1175 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2408 = stablehlo.multiply %2406, %2407 : tensor<4096x1x3x3xf32>
    %2409 = stablehlo.add %1183, %2408 : tensor<4096x1x3x3xf32>
    %2410 = stablehlo.slice %1172 [1:2, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2411 = stablehlo.reshape %2410 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2412 = stablehlo.broadcast_in_dim %2411, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2413 = stablehlo.slice %1178 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2414 = stablehlo.multiply %2412, %2413 : tensor<4096x1x3x3xf32>
    %2415 = stablehlo.add %2409, %2414 : tensor<4096x1x3x3xf32>
    %2416 = stablehlo.slice %1172 [2:3, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2417 = stablehlo.reshape %2416 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2418 = stablehlo.broadcast_in_dim %2417, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2419 = stablehlo.slice %1181 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2420 = stablehlo.multiply %2418, %2419 : tensor<4096x1x3x3xf32>
    %2421 = stablehlo.add %2415, %2420 : tensor<4096x1x3x3xf32>
    %2422 = stablehlo.reshape %2421 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2423 = "stablehlo.scatter"(%2403, %c_115, %2422) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_116 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %2424 = stablehlo.slice %1172 [0:1, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2425 = stablehlo.reshape %2424 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2426 = stablehlo.broadcast_in_dim %2425, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2427 = stablehlo.slice %1175 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2428 = stablehlo.multiply %2426, %2427 : tensor<4096x1x3x3xf32>
    %2429 = stablehlo.add %1183, %2428 : tensor<4096x1x3x3xf32>
    %2430 = stablehlo.slice %1172 [1:2, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2431 = stablehlo.reshape %2430 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2432 = stablehlo.broadcast_in_dim %2431, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2433 = stablehlo.slice %1178 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2434 = stablehlo.multiply %2432, %2433 : tensor<4096x1x3x3xf32>
    %2435 = stablehlo.add %2429, %2434 : tensor<4096x1x3x3xf32>
    %2436 = stablehlo.slice %1172 [2:3, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2437 = stablehlo.reshape %2436 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2438 = stablehlo.broadcast_in_dim %2437, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2439 = stablehlo.slice %1181 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2440 = stablehlo.multiply %2438, %2439 : tensor<4096x1x3x3xf32>
    %2441 = stablehlo.add %2435, %2440 : tensor<4096x1x3x3xf32>
    %2442 = stablehlo.reshape %2441 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2443 = "stablehlo.scatter"(%2423, %c_116, %2442) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_117 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %2444 = stablehlo.slice %1172 [0:1, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2445 = stablehlo.reshape %2444 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2446 = stablehlo.broadcast_in_dim %2445, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2447 = stablehlo.slice %1175 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2448 = stablehlo.multiply %2446, %2447 : tensor<4096x1x3x3xf32>
    %2449 = stablehlo.add %1183, %2448 : tensor<4096x1x3x3xf32>
    %2450 = stablehlo.slice %1172 [1:2, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2451 = stablehlo.reshape %2450 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2452 = stablehlo.broadcast_in_dim %2451, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2453 = stablehlo.slice %1178 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2454 = stablehlo.multiply %2452, %2453 : tensor<4096x1x3x3xf32>
    %2455 = stablehlo.add %2449, %2454 : tensor<4096x1x3x3xf32>
    %2456 = stablehlo.slice %1172 [2:3, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2457 = stablehlo.reshape %2456 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2458 = stablehlo.broadcast_in_dim %2457, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2459 = stablehlo.slice %1181 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2460 = stablehlo.multiply %2458, %2459 : tensor<4096x1x3x3xf32>
    %2461 = stablehlo.add %2455, %2460 : tensor<4096x1x3x3xf32>
    %2462 = stablehlo.reshape %2461 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2463 = "stablehlo.scatter"(%2443, %c_117, %2462) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_118 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %2464 = stablehlo.slice %1172 [0:1, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2465 = stablehlo.reshape %2464 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2466 = stablehlo.broadcast_in_dim %2465, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2467 = stablehlo.slice %1175 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2468 = stablehlo.multiply %2466, %2467 : tensor<4096x1x3x3xf32>
    %2469 = stablehlo.add %1183, %2468 : tensor<4096x1x3x3xf32>
    %2470 = stablehlo.slice %1172 [1:2, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2471 = stablehlo.reshape %2470 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2472 = stablehlo.broadcast_in_dim %2471, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2473 = stablehlo.slice %1178 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2474 = stablehlo.multiply %2472, %2473 : tensor<4096x1x3x3xf32>
    %2475 = stablehlo.add %2469, %2474 : tensor<4096x1x3x3xf32>
    %2476 = stablehlo.slice %1172 [2:3, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2477 = stablehlo.reshape %2476 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2478 = stablehlo.broadcast_in_dim %2477, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2479 = stablehlo.slice %1181 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2480 = stablehlo.multiply %2478, %2479 : tensor<4096x1x3x3xf32>
    %2481 = stablehlo.add %2475, %2480 : tensor<4096x1x3x3xf32>
    %2482 = stablehlo.reshape %2481 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2483 = "stablehlo.scatter"(%2463, %c_118, %2482) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_119 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %2484 = stablehlo.slice %1172 [0:1, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2485 = stablehlo.reshape %2484 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2486 = stablehlo.broadcast_in_dim %2485, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2487 = stablehlo.slice %1175 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2488 = stablehlo.multiply %2486, %2487 : tensor<4096x1x3x3xf32>
    %2489 = stablehlo.add %1183, %2488 : tensor<4096x1x3x3xf32>
    %2490 = stablehlo.slice %1172 [1:2, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2491 = stablehlo.reshape %2490 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2492 = stablehlo.broadcast_in_dim %2491, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2493 = stablehlo.slice %1178 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2494 = stablehlo.multiply %2492, %2493 : tensor<4096x1x3x3xf32>
    %2495 = stablehlo.add %2489, %2494 : tensor<4096x1x3x3xf32>
    %2496 = stablehlo.slice %1172 [2:3, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2497 = stablehlo.reshape %2496 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2498 = stablehlo.broadcast_in_dim %2497, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2499 = stablehlo.slice %1181 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2500 = stablehlo.multiply %2498, %2499 : tensor<4096x1x3x3xf32>
    %2501 = stablehlo.add %2495, %2500 : tensor<4096x1x3x3xf32>
    %2502 = stablehlo.reshape %2501 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2503 = "stablehlo.scatter"(%2483, %c_119, %2502) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_120 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %2504 = stablehlo.slice %1172 [0:1, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2505 = stablehlo.reshape %2504 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2506 = stablehlo.broadcast_in_dim %2505, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2507 = stablehlo.slice %1175 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2508 = stablehlo.multiply %2506, %2507 : tensor<4096x1x3x3xf32>
    %2509 = stablehlo.add %1183, %2508 : tensor<4096x1x3x3xf32>
    %2510 = stablehlo.slice %1172 [1:2, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2511 = stablehlo.reshape %2510 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2512 = stablehlo.broadcast_in_dim %2511, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2513 = stablehlo.slice %1178 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2514 = stablehlo.multiply %2512, %2513 : tensor<4096x1x3x3xf32>
    %2515 = stablehlo.add %2509, %2514 : tensor<4096x1x3x3xf32>
    %2516 = stablehlo.slice %1172 [2:3, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2517 = stablehlo.reshape %2516 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2518 = stablehlo.broadcast_in_dim %2517, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2519 = stablehlo.slice %1181 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2520 = stablehlo.multiply %2518, %2519 : tensor<4096x1x3x3xf32>
    %2521 = stablehlo.add %2515, %2520 : tensor<4096x1x3x3xf32>
    %2522 = stablehlo.reshape %2521 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2523 = "stablehlo.scatter"(%2503, %c_120, %2522) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_121 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %2524 = stablehlo.slice %1172 [0:1, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2525 = stablehlo.reshape %2524 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2526 = stablehlo.broadcast_in_dim %2525, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2527 = stablehlo.slice %1175 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2528 = stablehlo.multiply %2526, %2527 : tensor<4096x1x3x3xf32>
    %2529 = stablehlo.add %1183, %2528 : tensor<4096x1x3x3xf32>
    %2530 = stablehlo.slice %1172 [1:2, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2531 = stablehlo.reshape %2530 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2532 = stablehlo.broadcast_in_dim %2531, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2533 = stablehlo.slice %1178 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2534 = stablehlo.multiply %2532, %2533 : tensor<4096x1x3x3xf32>
    %2535 = stablehlo.add %2529, %2534 : tensor<4096x1x3x3xf32>
    %2536 = stablehlo.slice %1172 [2:3, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2537 = stablehlo.reshape %2536 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2538 = stablehlo.broadcast_in_dim %2537, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2539 = stablehlo.slice %1181 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2540 = stablehlo.multiply %2538, %2539 : tensor<4096x1x3x3xf32>
    %2541 = stablehlo.add %2535, %2540 : tensor<4096x1x3x3xf32>
    %2542 = stablehlo.reshape %2541 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2543 = "stablehlo.scatter"(%2523, %c_121, %2542) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_122 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %2544 = stablehlo.slice %1172 [0:1, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2545 = stablehlo.reshape %2544 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2546 = stablehlo.broadcast_in_dim %2545, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2547 = stablehlo.slice %1175 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2548 = stablehlo.multiply %2546, %2547 : tensor<4096x1x3x3xf32>
    %2549 = stablehlo.add %1183, %2548 : tensor<4096x1x3x3xf32>
    %2550 = stablehlo.slice %1172 [1:2, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2551 = stablehlo.reshape %2550 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2552 = stablehlo.broadcast_in_dim %2551, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2553 = stablehlo.slice %1178 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2554 = stablehlo.multiply %2552, %2553 : tensor<4096x1x3x3xf32>
    %2555 = stablehlo.add %2549, %2554 : tensor<4096x1x3x3xf32>
    %2556 = stablehlo.slice %1172 [2:3, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2557 = stablehlo.reshape %2556 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2558 = stablehlo.broadcast_in_dim %2557, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2559 = stablehlo.slice %1181 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2560 = stablehlo.multiply %2558, %2559 : tensor<4096x1x3x3xf32>
    %2561 = stablehlo.add %2555, %2560 : tensor<4096x1x3x3xf32>
    %2562 = stablehlo.reshape %2561 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2563 = "stablehlo.scatter"(%2543, %c_122, %2562) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_123 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %2564 = stablehlo.slice %1172 [0:1, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2565 = stablehlo.reshape %2564 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2566 = stablehlo.broadcast_in_dim %2565, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2567 = stablehlo.slice %1175 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2568 = stablehlo.multiply %2566, %2567 : tensor<4096x1x3x3xf32>
    %2569 = stablehlo.add %1183, %2568 : tensor<4096x1x3x3xf32>
    %2570 = stablehlo.slice %1172 [1:2, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2571 = stablehlo.reshape %2570 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2572 = stablehlo.broadcast_in_dim %2571, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2573 = stablehlo.slice %1178 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2574 = stablehlo.multiply %2572, %2573 : tensor<4096x1x3x3xf32>
    %2575 = stablehlo.add %2569, %2574 : tensor<4096x1x3x3xf32>
    %2576 = stablehlo.slice %1172 [2:3, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2577 = stablehlo.reshape %2576 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2578 = stablehlo.broadcast_in_dim %2577, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2579 = stablehlo.slice %1181 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2580 = stablehlo.multiply %2578, %2579 : tensor<4096x1x3x3xf32>
    %2581 = stablehlo.add %2575, %2580 : tensor<4096x1x3x3xf32>
    %2582 = stablehlo.reshape %2581 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2583 = "stablehlo.scatter"(%2563, %c_123, %2582) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_124 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %2584 = stablehlo.slice %1172 [0:1, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2585 = stablehlo.reshape %2584 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2586 = stablehlo.broadcast_in_dim %2585, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2587 = stablehlo.slice %1175 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2588 = stablehlo.multiply %2586, %2587 : tensor<4096x1x3x3xf32>
    %2589 = stablehlo.add %1183, %2588 : tensor<4096x1x3x3xf32>
    %2590 = stablehlo.slice %1172 [1:2, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2591 = stablehlo.reshape %2590 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2592 = stablehlo.broadcast_in_dim %2591, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2593 = stablehlo.slice %1178 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2594 = stablehlo.multiply %2592, %2593 : tensor<4096x1x3x3xf32>
    %2595 = stablehlo.add %2589, %2594 : tensor<4096x1x3x3xf32>
    %2596 = stablehlo.slice %1172 [2:3, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2597 = stablehlo.reshape %2596 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2598 = stablehlo.broadcast_in_dim %2597, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2599 = stablehlo.slice %1181 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2600 = stablehlo.multiply %2598, %2599 : tensor<4096x1x3x3xf32>
    %2601 = stablehlo.add %2595, %2600 : tensor<4096x1x3x3xf32>
    %2602 = stablehlo.reshape %2601 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2603 = "stablehlo.scatter"(%2583, %c_124, %2602) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_125 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %2604 = stablehlo.slice %1172 [0:1, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2605 = stablehlo.reshape %2604 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2606 = stablehlo.broadcast_in_dim %2605, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2607 = stablehlo.slice %1175 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2608 = stablehlo.multiply %2606, %2607 : tensor<4096x1x3x3xf32>
    %2609 = stablehlo.add %1183, %2608 : tensor<4096x1x3x3xf32>
    %2610 = stablehlo.slice %1172 [1:2, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2611 = stablehlo.reshape %2610 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2612 = stablehlo.broadcast_in_dim %2611, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2613 = stablehlo.slice %1178 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2614 = stablehlo.multiply %2612, %2613 : tensor<4096x1x3x3xf32>
    %2615 = stablehlo.add %2609, %2614 : tensor<4096x1x3x3xf32>
    %2616 = stablehlo.slice %1172 [2:3, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2617 = stablehlo.reshape %2616 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2618 = stablehlo.broadcast_in_dim %2617, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2619 = stablehlo.slice %1181 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2620 = stablehlo.multiply %2618, %2619 : tensor<4096x1x3x3xf32>
    %2621 = stablehlo.add %2615, %2620 : tensor<4096x1x3x3xf32>
    %2622 = stablehlo.reshape %2621 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2623 = "stablehlo.scatter"(%2603, %c_125, %2622) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_126 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %2624 = stablehlo.slice %1172 [0:1, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2625 = stablehlo.reshape %2624 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2626 = stablehlo.broadcast_in_dim %2625, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2627 = stablehlo.slice %1175 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2628 = stablehlo.multiply %2626, %2627 : tensor<4096x1x3x3xf32>
    %2629 = stablehlo.add %1183, %2628 : tensor<4096x1x3x3xf32>
    %2630 = stablehlo.slice %1172 [1:2, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2631 = stablehlo.reshape %2630 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2632 = stablehlo.broadcast_in_dim %2631, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2633 = stablehlo.slice %1178 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2634 = stablehlo.multiply %2632, %2633 : tensor<4096x1x3x3xf32>
    %2635 = stablehlo.add %2629, %2634 : tensor<4096x1x3x3xf32>
    %2636 = stablehlo.slice %1172 [2:3, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2637 = stablehlo.reshape %2636 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2638 = stablehlo.broadcast_in_dim %2637, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2639 = stablehlo.slice %1181 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2640 = stablehlo.multiply %2638, %2639 : tensor<4096x1x3x3xf32>
    %2641 = stablehlo.add %2635, %2640 : tensor<4096x1x3x3xf32>
    %2642 = stablehlo.reshape %2641 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2643 = "stablehlo.scatter"(%2623, %c_126, %2642) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_127 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %2644 = stablehlo.slice %1172 [0:1, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2645 = stablehlo.reshape %2644 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2646 = stablehlo.broadcast_in_dim %2645, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2647 = stablehlo.slice %1175 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2648 = stablehlo.multiply %2646, %2647 : tensor<4096x1x3x3xf32>
    %2649 = stablehlo.add %1183, %2648 : tensor<4096x1x3x3xf32>
    %2650 = stablehlo.slice %1172 [1:2, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2651 = stablehlo.reshape %2650 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2652 = stablehlo.broadcast_in_dim %2651, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2653 = stablehlo.slice %1178 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2654 = stablehlo.multiply %2652, %2653 : tensor<4096x1x3x3xf32>
    %2655 = stablehlo.add %2649, %2654 : tensor<4096x1x3x3xf32>
    %2656 = stablehlo.slice %1172 [2:3, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2657 = stablehlo.reshape %2656 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2658 = stablehlo.broadcast_in_dim %2657, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2659 = stablehlo.slice %1181 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2660 = stablehlo.multiply %2658, %2659 : tensor<4096x1x3x3xf32>
    %2661 = stablehlo.add %2655, %2660 : tensor<4096x1x3x3xf32>
    %2662 = stablehlo.reshape %2661 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2663 = "stablehlo.scatter"(%2643, %c_127, %2662) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_128 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %2664 = stablehlo.slice %1172 [0:1, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2665 = stablehlo.reshape %2664 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2666 = stablehlo.broadcast_in_dim %2665, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2667 = stablehlo.slice %1175 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2668 = stablehlo.multiply %2666, %2667 : tensor<4096x1x3x3xf32>
    %2669 = stablehlo.add %1183, %2668 : tensor<4096x1x3x3xf32>
    %2670 = stablehlo.slice %1172 [1:2, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2671 = stablehlo.reshape %2670 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2672 = stablehlo.broadcast_in_dim %2671, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2673 = stablehlo.slice %1178 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2674 = stablehlo.multiply %2672, %2673 : tensor<4096x1x3x3xf32>
    %2675 = stablehlo.add %2669, %2674 : tensor<4096x1x3x3xf32>
    %2676 = stablehlo.slice %1172 [2:3, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2677 = stablehlo.reshape %2676 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2678 = stablehlo.broadcast_in_dim %2677, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2679 = stablehlo.slice %1181 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2680 = stablehlo.multiply %2678, %2679 : tensor<4096x1x3x3xf32>
    %2681 = stablehlo.add %2675, %2680 : tensor<4096x1x3x3xf32>
    %2682 = stablehlo.reshape %2681 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2683 = "stablehlo.scatter"(%2663, %c_128, %2682) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_129 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %2684 = stablehlo.slice %1172 [0:1, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2685 = stablehlo.reshape %2684 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2686 = stablehlo.broadcast_in_dim %2685, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2687 = stablehlo.slice %1175 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2688 = stablehlo.multiply %2686, %2687 : tensor<4096x1x3x3xf32>
    %2689 = stablehlo.add %1183, %2688 : tensor<4096x1x3x3xf32>
    %2690 = stablehlo.slice %1172 [1:2, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2691 = stablehlo.reshape %2690 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2692 = stablehlo.broadcast_in_dim %2691, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2693 = stablehlo.slice %1178 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2694 = stablehlo.multiply %2692, %2693 : tensor<4096x1x3x3xf32>
    %2695 = stablehlo.add %2689, %2694 : tensor<4096x1x3x3xf32>
    %2696 = stablehlo.slice %1172 [2:3, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2697 = stablehlo.reshape %2696 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2698 = stablehlo.broadcast_in_dim %2697, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2699 = stablehlo.slice %1181 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2700 = stablehlo.multiply %2698, %2699 : tensor<4096x1x3x3xf32>
    %2701 = stablehlo.add %2695, %2700 : tensor<4096x1x3x3xf32>
    %2702 = stablehlo.reshape %2701 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2703 = "stablehlo.scatter"(%2683, %c_129, %2702) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_130 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %2704 = stablehlo.slice %1172 [0:1, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2705 = stablehlo.reshape %2704 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2706 = stablehlo.broadcast_in_dim %2705, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2707 = stablehlo.slice %1175 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2708 = stablehlo.multiply %2706, %2707 : tensor<4096x1x3x3xf32>
    %2709 = stablehlo.add %1183, %2708 : tensor<4096x1x3x3xf32>
    %2710 = stablehlo.slice %1172 [1:2, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2711 = stablehlo.reshape %2710 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2712 = stablehlo.broadcast_in_dim %2711, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2713 = stablehlo.slice %1178 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2714 = stablehlo.multiply %2712, %2713 : tensor<4096x1x3x3xf32>
    %2715 = stablehlo.add %2709, %2714 : tensor<4096x1x3x3xf32>
    %2716 = stablehlo.slice %1172 [2:3, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2717 = stablehlo.reshape %2716 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2718 = stablehlo.broadcast_in_dim %2717, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2719 = stablehlo.slice %1181 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2720 = stablehlo.multiply %2718, %2719 : tensor<4096x1x3x3xf32>
    %2721 = stablehlo.add %2715, %2720 : tensor<4096x1x3x3xf32>
    %2722 = stablehlo.reshape %2721 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2723 = "stablehlo.scatter"(%2703, %c_130, %2722) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_131 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %2724 = stablehlo.slice %1172 [0:1, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2725 = stablehlo.reshape %2724 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2726 = stablehlo.broadcast_in_dim %2725, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2727 = stablehlo.slice %1175 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2728 = stablehlo.multiply %2726, %2727 : tensor<4096x1x3x3xf32>
    %2729 = stablehlo.add %1183, %2728 : tensor<4096x1x3x3xf32>
    %2730 = stablehlo.slice %1172 [1:2, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2731 = stablehlo.reshape %2730 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2732 = stablehlo.broadcast_in_dim %2731, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2733 = stablehlo.slice %1178 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2734 = stablehlo.multiply %2732, %2733 : tensor<4096x1x3x3xf32>
    %2735 = stablehlo.add %2729, %2734 : tensor<4096x1x3x3xf32>
    %2736 = stablehlo.slice %1172 [2:3, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2737 = stablehlo.reshape %2736 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2738 = stablehlo.broadcast_in_dim %2737, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2739 = stablehlo.slice %1181 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2740 = stablehlo.multiply %2738, %2739 : tensor<4096x1x3x3xf32>
    %2741 = stablehlo.add %2735, %2740 : tensor<4096x1x3x3xf32>
    %2742 = stablehlo.reshape %2741 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2743 = "stablehlo.scatter"(%2723, %c_131, %2742) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_132 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %2744 = stablehlo.slice %1172 [0:1, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2745 = stablehlo.reshape %2744 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2746 = stablehlo.broadcast_in_dim %2745, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2747 = stablehlo.slice %1175 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2748 = stablehlo.multiply %2746, %2747 : tensor<4096x1x3x3xf32>
    %2749 = stablehlo.add %1183, %2748 : tensor<4096x1x3x3xf32>
    %2750 = stablehlo.slice %1172 [1:2, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2751 = stablehlo.reshape %2750 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2752 = stablehlo.broadcast_in_dim %2751, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2753 = stablehlo.slice %1178 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2754 = stablehlo.multiply %2752, %2753 : tensor<4096x1x3x3xf32>
    %2755 = stablehlo.add %2749, %2754 : tensor<4096x1x3x3xf32>
    %2756 = stablehlo.slice %1172 [2:3, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2757 = stablehlo.reshape %2756 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2758 = stablehlo.broadcast_in_dim %2757, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2759 = stablehlo.slice %1181 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2760 = stablehlo.multiply %2758, %2759 : tensor<4096x1x3x3xf32>
    %2761 = stablehlo.add %2755, %2760 : tensor<4096x1x3x3xf32>
    %2762 = stablehlo.reshape %2761 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2763 = "stablehlo.scatter"(%2743, %c_132, %2762) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_133 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %2764 = stablehlo.slice %1172 [0:1, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2765 = stablehlo.reshape %2764 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2766 = stablehlo.broadcast_in_dim %2765, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2767 = stablehlo.slice %1175 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2768 = stablehlo.multiply %2766, %2767 : tensor<4096x1x3x3xf32>
    %2769 = stablehlo.add %1183, %2768 : tensor<4096x1x3x3xf32>
    %2770 = stablehlo.slice %1172 [1:2, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2771 = stablehlo.reshape %2770 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2772 = stablehlo.broadcast_in_dim %2771, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2773 = stablehlo.slice %1178 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2774 = stablehlo.multiply %2772, %2773 : tensor<4096x1x3x3xf32>
    %2775 = stablehlo.add %2769, %2774 : tensor<4096x1x3x3xf32>
    %2776 = stablehlo.slice %1172 [2:3, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2777 = stablehlo.reshape %2776 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2778 = stablehlo.broadcast_in_dim %2777, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2779 = stablehlo.slice %1181 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2780 = stablehlo.multiply %2778, %2779 : tensor<4096x1x3x3xf32>
    %2781 = stablehlo.add %2775, %2780 : tensor<4096x1x3x3xf32>
    %2782 = stablehlo.reshape %2781 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2783 = "stablehlo.scatter"(%2763, %c_133, %2782) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_134 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %2784 = stablehlo.slice %1172 [0:1, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2785 = stablehlo.reshape %2784 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2786 = stablehlo.broadcast_in_dim %2785, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2787 = stablehlo.slice %1175 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2788 = stablehlo.multiply %2786, %2787 : tensor<4096x1x3x3xf32>
    %2789 = stablehlo.add %1183, %2788 : tensor<4096x1x3x3xf32>
    %2790 = stablehlo.slice %1172 [1:2, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2791 = stablehlo.reshape %2790 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2792 = stablehlo.broadcast_in_dim %2791, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2793 = stablehlo.slice %1178 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2794 = stablehlo.multiply %2792, %2793 : tensor<4096x1x3x3xf32>
    %2795 = stablehlo.add %2789, %2794 : tensor<4096x1x3x3xf32>
    %2796 = stablehlo.slice %1172 [2:3, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %2797 = stablehlo.reshape %2796 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %2798 = stablehlo.broadcast_in_dim %2797, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4096x1x3x3xf32>
    %2799 = stablehlo.slice %1181 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x10x10xf32>) -> tensor<4096x1x3x3xf32>
    %2800 = stablehlo.multiply %2798, %2799 : tensor<4096x1x3x3xf32>
    %2801 = stablehlo.add %2795, %2800 : tensor<4096x1x3x3xf32>
    %2802 = stablehlo.reshape %2801 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %2803 = "stablehlo.scatter"(%2783, %c_134, %2802) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %2804 = stablehlo.reshape %2803 : (tensor<4096x729xf32>) -> tensor<4096x27x27xf32>
    %2805 = stablehlo.dot_general %2804, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x27x27xf32>, tensor<4096x27xf32>) -> tensor<4096x27xf32>
    %2806 = stablehlo.add %809, %2805 : tensor<4096x27xf32>
    %2807 = stablehlo.reshape %arg2 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %2808 = stablehlo.reshape %2806 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %2809 = stablehlo.dot_general %2807, %2808, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %2810 = stablehlo.divide %arg3, %2809 : tensor<f32>
    %2811 = stablehlo.broadcast_in_dim %2810, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %2812 = stablehlo.multiply %2811, %arg2 : tensor<4096x27xf32>
    %2813 = stablehlo.add %arg0, %2812 : tensor<4096x27xf32>
    %2814 = stablehlo.multiply %2811, %2806 : tensor<4096x27xf32>
    %2815 = stablehlo.subtract %arg1, %2814 : tensor<4096x27xf32>
    %2816 = stablehlo.reshape %2815 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %2817 = stablehlo.dot_general %2816, %2816, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %2818 = stablehlo.divide %2817, %arg3 : tensor<f32>
    %2819 = stablehlo.broadcast_in_dim %2818, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %2820 = stablehlo.multiply %2819, %arg2 : tensor<4096x27xf32>
    %2821 = stablehlo.add %2815, %2820 : tensor<4096x27xf32>
    return %2813, %2815, %2821, %2817 : tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<f32>
  }
}
