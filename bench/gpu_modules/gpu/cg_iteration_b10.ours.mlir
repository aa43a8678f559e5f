module @jit_cg_iteration_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x27xf32>, %arg1: tensor<4096x27xf32>, %arg2: tensor<4096x27xf32>, %arg3: tensor<f32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<4096x6x27xf32>, %arg7: tensor<4096x27xf32>) -> (tensor<4096x27xf32> {jax.result_info = "result[0]"}, tensor<4096x27xf32> {jax.result_info = "result[1]"}, tensor<4096x27xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_0 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %c_1 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %c_2 = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %c_3 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %c_4 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %c_5 = stablehlo.constant dense<8> : tensor<3x3x1xi32>
    %c_6 = stablehlo.constant dense<7> : tensor<3x3x1xi32>
    %c_7 = stablehlo.constant dense<6> : tensor<3x3x1xi32>
    %c_8 = stablehlo.constant dense<5> : tensor<3x3x1xi32>
    %c_9 = stablehlo.constant dense<4> : tensor<3x3x1xi32>
    %c_10 = stablehlo.constant dense<3> : tensor<3x3x1xi32>
    %c_11 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<3x3x1xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_14 = stablehlo.constant dense<[[[2], [2], [2]], [[5], [5], [5]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_15 = stablehlo.constant dense<[[[1], [1], [1]], [[4], [4], [4]], [[7], [7], [7]]]> : tensor<3x3x1xi32>
    %c_16 = stablehlo.constant dense<[[[0], [0], [0]], [[3], [3], [3]], [[6], [6], [6]]]> : tensor<3x3x1xi32>
    %c_17 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %c_18 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %c_19 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
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
    %98 = "stablehlo.gather"(%3, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %99 = stablehlo.reshape %98 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %101 = stablehlo.slice %arg6 [0:4096, 0:1, 0:9] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %102 = stablehlo.reshape %101 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %103 = "stablehlo.gather"(%3, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %104 = stablehlo.reshape %103 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %106 = stablehlo.reshape %47 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %107 = stablehlo.slice %106 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %108 = stablehlo.concatenate %107, %107, %107, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %109 = stablehlo.reshape %108 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %110 = stablehlo.multiply %105, %109 : tensor<4096x3x3xf32>
    %111 = "stablehlo.gather"(%3, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %112 = stablehlo.reshape %111 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %114 = stablehlo.slice %106 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %115 = stablehlo.concatenate %114, %114, %114, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %116 = stablehlo.reshape %115 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<4096x3x3xf32>
    %118 = stablehlo.add %110, %117 : tensor<4096x3x3xf32>
    %119 = "stablehlo.gather"(%3, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %120 = stablehlo.reshape %119 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %122 = stablehlo.slice %106 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %123 = stablehlo.concatenate %122, %122, %122, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %124 = stablehlo.reshape %123 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %125 = stablehlo.multiply %121, %124 : tensor<4096x3x3xf32>
    %126 = stablehlo.add %118, %125 : tensor<4096x3x3xf32>
    %127 = stablehlo.multiply %100, %126 : tensor<4096x3x3xf32>
    %128 = "stablehlo.gather"(%3, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %171 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %172 = stablehlo.reshape %171 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %174 = stablehlo.reshape %33 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %175 = stablehlo.slice %174 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %178 = stablehlo.multiply %173, %177 : tensor<4096x3x3xf32>
    %179 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %180 = stablehlo.reshape %179 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %182 = stablehlo.slice %174 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %183 = stablehlo.concatenate %182, %182, %182, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %184 = stablehlo.reshape %183 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %185 = stablehlo.multiply %181, %184 : tensor<4096x3x3xf32>
    %186 = stablehlo.add %178, %185 : tensor<4096x3x3xf32>
    %187 = "stablehlo.gather"(%4, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %234 = "stablehlo.gather"(%4, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %235 = stablehlo.reshape %234 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %237 = stablehlo.multiply %105, %177 : tensor<4096x3x3xf32>
    %238 = stablehlo.multiply %113, %184 : tensor<4096x3x3xf32>
    %239 = stablehlo.add %237, %238 : tensor<4096x3x3xf32>
    %240 = stablehlo.multiply %121, %192 : tensor<4096x3x3xf32>
    %241 = stablehlo.add %239, %240 : tensor<4096x3x3xf32>
    %242 = stablehlo.multiply %236, %241 : tensor<4096x3x3xf32>
    %243 = "stablehlo.gather"(%4, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %266 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %294 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %312 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %315 = stablehlo.slice %arg6 [0:4096, 0:1, 18:27] : (tensor<4096x6x27xf32>) -> tensor<4096x1x9xf32>
    %316 = stablehlo.reshape %315 : (tensor<4096x1x9xf32>) -> tensor<4096x3x3xf32>
    %317 = stablehlo.multiply %314, %126 : tensor<4096x3x3xf32>
    %318 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %319 = stablehlo.reshape %318 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %321 = stablehlo.multiply %320, %145 : tensor<4096x3x3xf32>
    %322 = stablehlo.add %317, %321 : tensor<4096x3x3xf32>
    %323 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %340 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %341 = stablehlo.reshape %340 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %343 = stablehlo.multiply %342, %241 : tensor<4096x3x3xf32>
    %344 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %345 = stablehlo.reshape %344 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %347 = stablehlo.multiply %346, %250 : tensor<4096x3x3xf32>
    %348 = stablehlo.add %343, %347 : tensor<4096x3x3xf32>
    %349 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
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
    %446 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %447 = stablehlo.reshape %446 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %449 = stablehlo.reshape %357 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %450 = stablehlo.slice %449 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %451 = stablehlo.concatenate %450, %450, %450, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %452 = stablehlo.reshape %451 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %453 = stablehlo.multiply %448, %452 : tensor<4096x3x3xf32>
    %454 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %455 = stablehlo.reshape %454 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %457 = stablehlo.slice %449 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %458 = stablehlo.concatenate %457, %457, %457, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %459 = stablehlo.reshape %458 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %460 = stablehlo.multiply %456, %459 : tensor<4096x3x3xf32>
    %461 = stablehlo.add %453, %460 : tensor<4096x3x3xf32>
    %462 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %465 = stablehlo.slice %449 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %466 = stablehlo.concatenate %465, %465, %465, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %467 = stablehlo.reshape %466 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %468 = stablehlo.multiply %464, %467 : tensor<4096x3x3xf32>
    %469 = stablehlo.add %461, %468 : tensor<4096x3x3xf32>
    %470 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %471 = stablehlo.reshape %470 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %473 = stablehlo.reshape %389 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %474 = stablehlo.slice %473 [0:4096, 0:3] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %475 = stablehlo.concatenate %474, %474, %474, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %476 = stablehlo.reshape %475 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %477 = stablehlo.multiply %472, %476 : tensor<4096x3x3xf32>
    %478 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %479 = stablehlo.reshape %478 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %481 = stablehlo.slice %473 [0:4096, 3:6] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %482 = stablehlo.concatenate %481, %481, %481, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %483 = stablehlo.reshape %482 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %484 = stablehlo.multiply %480, %483 : tensor<4096x3x3xf32>
    %485 = stablehlo.add %477, %484 : tensor<4096x3x3xf32>
    %486 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %489 = stablehlo.slice %473 [0:4096, 6:9] : (tensor<4096x9xf32>) -> tensor<4096x3xf32>
    %490 = stablehlo.concatenate %489, %489, %489, dim = 1 : (tensor<4096x3xf32>, tensor<4096x3xf32>, tensor<4096x3xf32>) -> tensor<4096x9xf32>
    %491 = stablehlo.reshape %490 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %492 = stablehlo.multiply %488, %491 : tensor<4096x3x3xf32>
    %493 = stablehlo.add %485, %492 : tensor<4096x3x3xf32>
    %494 = stablehlo.reshape %415 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %509 = stablehlo.reshape %420 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %524 = stablehlo.reshape %425 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %539 = stablehlo.reshape %430 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %554 = stablehlo.reshape %435 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %569 = stablehlo.reshape %440 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %584 = stablehlo.reshape %445 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
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
    %599 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %600 = stablehlo.reshape %599 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %602 = stablehlo.reshape %469 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %603 = stablehlo.slice %602 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %604 = stablehlo.slice %602 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %605 = stablehlo.slice %602 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %606 = stablehlo.concatenate %603, %603, %603, %604, %604, %604, %605, %605, %605, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %607 = stablehlo.reshape %606 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %608 = stablehlo.multiply %601, %607 : tensor<4096x3x3xf32>
    %609 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %610 = stablehlo.reshape %609 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %612 = stablehlo.reshape %493 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %613 = stablehlo.slice %612 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %614 = stablehlo.slice %612 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %615 = stablehlo.slice %612 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %616 = stablehlo.concatenate %613, %613, %613, %614, %614, %614, %615, %615, %615, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %617 = stablehlo.reshape %616 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %618 = stablehlo.reshape %508 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %619 = stablehlo.slice %618 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %620 = stablehlo.slice %618 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %621 = stablehlo.slice %618 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %622 = stablehlo.concatenate %619, %619, %619, %620, %620, %620, %621, %621, %621, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %623 = stablehlo.reshape %622 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %624 = stablehlo.add %617, %623 : tensor<4096x3x3xf32>
    %625 = stablehlo.multiply %611, %624 : tensor<4096x3x3xf32>
    %626 = stablehlo.add %608, %625 : tensor<4096x3x3xf32>
    %627 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %628 = stablehlo.reshape %627 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %630 = stablehlo.slice %602 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %631 = stablehlo.slice %602 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %632 = stablehlo.slice %602 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %633 = stablehlo.concatenate %630, %630, %630, %631, %631, %631, %632, %632, %632, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %634 = stablehlo.reshape %633 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %635 = stablehlo.multiply %629, %634 : tensor<4096x3x3xf32>
    %636 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %637 = stablehlo.reshape %636 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %639 = stablehlo.slice %612 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %640 = stablehlo.slice %612 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %641 = stablehlo.slice %612 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %642 = stablehlo.concatenate %639, %639, %639, %640, %640, %640, %641, %641, %641, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %643 = stablehlo.reshape %642 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %644 = stablehlo.slice %618 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %645 = stablehlo.slice %618 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %646 = stablehlo.slice %618 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %647 = stablehlo.concatenate %644, %644, %644, %645, %645, %645, %646, %646, %646, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %648 = stablehlo.reshape %647 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %649 = stablehlo.add %643, %648 : tensor<4096x3x3xf32>
    %650 = stablehlo.multiply %638, %649 : tensor<4096x3x3xf32>
    %651 = stablehlo.add %635, %650 : tensor<4096x3x3xf32>
    %652 = stablehlo.add %626, %651 : tensor<4096x3x3xf32>
    %653 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %654 = stablehlo.reshape %653 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %656 = stablehlo.slice %602 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %657 = stablehlo.slice %602 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %658 = stablehlo.slice %602 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %659 = stablehlo.concatenate %656, %656, %656, %657, %657, %657, %658, %658, %658, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %660 = stablehlo.reshape %659 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %661 = stablehlo.multiply %655, %660 : tensor<4096x3x3xf32>
    %662 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %663 = stablehlo.reshape %662 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<4096x3x3xf32>
    %665 = stablehlo.slice %612 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %666 = stablehlo.slice %612 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %667 = stablehlo.slice %612 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %668 = stablehlo.concatenate %665, %665, %665, %666, %666, %666, %667, %667, %667, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %669 = stablehlo.reshape %668 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %670 = stablehlo.slice %618 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %671 = stablehlo.slice %618 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %672 = stablehlo.slice %618 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %673 = stablehlo.concatenate %670, %670, %670, %671, %671, %671, %672, %672, %672, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %674 = stablehlo.reshape %673 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %675 = stablehlo.add %669, %674 : tensor<4096x3x3xf32>
    %676 = stablehlo.multiply %664, %675 : tensor<4096x3x3xf32>
    %677 = stablehlo.add %661, %676 : tensor<4096x3x3xf32>
    %678 = stablehlo.add %652, %677 : tensor<4096x3x3xf32>
    %679 = stablehlo.reshape %678 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %680 = stablehlo.reshape %523 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %681 = stablehlo.slice %680 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %682 = stablehlo.slice %680 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %683 = stablehlo.slice %680 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %684 = stablehlo.concatenate %681, %681, %681, %682, %682, %682, %683, %683, %683, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %685 = stablehlo.reshape %684 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %686 = stablehlo.multiply %601, %685 : tensor<4096x3x3xf32>
    %687 = stablehlo.reshape %538 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %688 = stablehlo.slice %687 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %689 = stablehlo.slice %687 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %690 = stablehlo.slice %687 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %691 = stablehlo.concatenate %688, %688, %688, %689, %689, %689, %690, %690, %690, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %692 = stablehlo.reshape %691 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %693 = stablehlo.reshape %553 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %694 = stablehlo.slice %693 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %695 = stablehlo.slice %693 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %696 = stablehlo.slice %693 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %697 = stablehlo.concatenate %694, %694, %694, %695, %695, %695, %696, %696, %696, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %698 = stablehlo.reshape %697 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %699 = stablehlo.add %692, %698 : tensor<4096x3x3xf32>
    %700 = stablehlo.multiply %611, %699 : tensor<4096x3x3xf32>
    %701 = stablehlo.add %686, %700 : tensor<4096x3x3xf32>
    %702 = stablehlo.slice %680 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %703 = stablehlo.slice %680 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %704 = stablehlo.slice %680 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %705 = stablehlo.concatenate %702, %702, %702, %703, %703, %703, %704, %704, %704, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %706 = stablehlo.reshape %705 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %707 = stablehlo.multiply %629, %706 : tensor<4096x3x3xf32>
    %708 = stablehlo.slice %687 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %709 = stablehlo.slice %687 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %710 = stablehlo.slice %687 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %711 = stablehlo.concatenate %708, %708, %708, %709, %709, %709, %710, %710, %710, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %712 = stablehlo.reshape %711 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %713 = stablehlo.slice %693 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %714 = stablehlo.slice %693 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %715 = stablehlo.slice %693 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %716 = stablehlo.concatenate %713, %713, %713, %714, %714, %714, %715, %715, %715, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %717 = stablehlo.reshape %716 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %718 = stablehlo.add %712, %717 : tensor<4096x3x3xf32>
    %719 = stablehlo.multiply %638, %718 : tensor<4096x3x3xf32>
    %720 = stablehlo.add %707, %719 : tensor<4096x3x3xf32>
    %721 = stablehlo.add %701, %720 : tensor<4096x3x3xf32>
    %722 = stablehlo.slice %680 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %723 = stablehlo.slice %680 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %724 = stablehlo.slice %680 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %725 = stablehlo.concatenate %722, %722, %722, %723, %723, %723, %724, %724, %724, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %726 = stablehlo.reshape %725 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %727 = stablehlo.multiply %655, %726 : tensor<4096x3x3xf32>
    %728 = stablehlo.slice %687 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %729 = stablehlo.slice %687 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %730 = stablehlo.slice %687 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %731 = stablehlo.concatenate %728, %728, %728, %729, %729, %729, %730, %730, %730, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %732 = stablehlo.reshape %731 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %733 = stablehlo.slice %693 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %734 = stablehlo.slice %693 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %735 = stablehlo.slice %693 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %736 = stablehlo.concatenate %733, %733, %733, %734, %734, %734, %735, %735, %735, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %737 = stablehlo.reshape %736 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %738 = stablehlo.add %732, %737 : tensor<4096x3x3xf32>
    %739 = stablehlo.multiply %664, %738 : tensor<4096x3x3xf32>
    %740 = stablehlo.add %727, %739 : tensor<4096x3x3xf32>
    %741 = stablehlo.add %721, %740 : tensor<4096x3x3xf32>
    %742 = stablehlo.reshape %741 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %743 = stablehlo.reshape %568 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %744 = stablehlo.slice %743 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %745 = stablehlo.slice %743 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %746 = stablehlo.slice %743 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %747 = stablehlo.concatenate %744, %744, %744, %745, %745, %745, %746, %746, %746, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %748 = stablehlo.reshape %747 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %749 = stablehlo.multiply %601, %748 : tensor<4096x3x3xf32>
    %750 = stablehlo.reshape %583 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %751 = stablehlo.slice %750 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %752 = stablehlo.slice %750 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %753 = stablehlo.slice %750 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %754 = stablehlo.concatenate %751, %751, %751, %752, %752, %752, %753, %753, %753, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %755 = stablehlo.reshape %754 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %756 = stablehlo.reshape %598 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %757 = stablehlo.slice %756 [0:4096, 0:1] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %758 = stablehlo.slice %756 [0:4096, 3:4] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %759 = stablehlo.slice %756 [0:4096, 6:7] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %760 = stablehlo.concatenate %757, %757, %757, %758, %758, %758, %759, %759, %759, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %761 = stablehlo.reshape %760 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %762 = stablehlo.add %755, %761 : tensor<4096x3x3xf32>
    %763 = stablehlo.multiply %611, %762 : tensor<4096x3x3xf32>
    %764 = stablehlo.add %749, %763 : tensor<4096x3x3xf32>
    %765 = stablehlo.slice %743 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %766 = stablehlo.slice %743 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %767 = stablehlo.slice %743 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %768 = stablehlo.concatenate %765, %765, %765, %766, %766, %766, %767, %767, %767, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %769 = stablehlo.reshape %768 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %770 = stablehlo.multiply %629, %769 : tensor<4096x3x3xf32>
    %771 = stablehlo.slice %750 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %772 = stablehlo.slice %750 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %773 = stablehlo.slice %750 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %774 = stablehlo.concatenate %771, %771, %771, %772, %772, %772, %773, %773, %773, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %775 = stablehlo.reshape %774 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %776 = stablehlo.slice %756 [0:4096, 1:2] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %777 = stablehlo.slice %756 [0:4096, 4:5] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %778 = stablehlo.slice %756 [0:4096, 7:8] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %779 = stablehlo.concatenate %776, %776, %776, %777, %777, %777, %778, %778, %778, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %780 = stablehlo.reshape %779 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %781 = stablehlo.add %775, %780 : tensor<4096x3x3xf32>
    %782 = stablehlo.multiply %638, %781 : tensor<4096x3x3xf32>
    %783 = stablehlo.add %770, %782 : tensor<4096x3x3xf32>
    %784 = stablehlo.add %764, %783 : tensor<4096x3x3xf32>
    %785 = stablehlo.slice %743 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %786 = stablehlo.slice %743 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %787 = stablehlo.slice %743 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %788 = stablehlo.concatenate %785, %785, %785, %786, %786, %786, %787, %787, %787, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %789 = stablehlo.reshape %788 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %790 = stablehlo.multiply %655, %789 : tensor<4096x3x3xf32>
    %791 = stablehlo.slice %750 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %792 = stablehlo.slice %750 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %793 = stablehlo.slice %750 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %794 = stablehlo.concatenate %791, %791, %791, %792, %792, %792, %793, %793, %793, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %795 = stablehlo.reshape %794 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %796 = stablehlo.slice %756 [0:4096, 2:3] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %797 = stablehlo.slice %756 [0:4096, 5:6] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %798 = stablehlo.slice %756 [0:4096, 8:9] : (tensor<4096x9xf32>) -> tensor<4096x1xf32>
    %799 = stablehlo.concatenate %796, %796, %796, %797, %797, %797, %798, %798, %798, dim = 1 : (tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x9xf32>
    %800 = stablehlo.reshape %799 : (tensor<4096x9xf32>) -> tensor<4096x3x3xf32>
    %801 = stablehlo.add %795, %800 : tensor<4096x3x3xf32>
    %802 = stablehlo.multiply %664, %801 : tensor<4096x3x3xf32>
    %803 = stablehlo.add %790, %802 : tensor<4096x3x3xf32>
    %804 = stablehlo.add %784, %803 : tensor<4096x3x3xf32>
    %805 = stablehlo.reshape %804 : (tensor<4096x3x3xf32>) -> tensor<4096x9xf32>
    %806 = stablehlo.concatenate %679, %742, %805, dim = 1 : (tensor<4096x9xf32>, tensor<4096x9xf32>, tensor<4096x9xf32>) -> tensor<4096x27xf32>
    %807 = stablehlo.slice %arg4 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %808 = stablehlo.reshape %807 : (tensor<1x1xf32>) -> tensor<f32>
    %809 = stablehlo.slice %arg4 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %810 = stablehlo.reshape %809 : (tensor<1x1xf32>) -> tensor<f32>
    %811 = stablehlo.slice %arg4 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %812 = stablehlo.reshape %811 : (tensor<1x1xf32>) -> tensor<f32>
    %813 = stablehlo.slice %arg4 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %814 = stablehlo.reshape %813 : (tensor<1x1xf32>) -> tensor<f32>
    %815 = stablehlo.slice %arg4 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %816 = stablehlo.reshape %815 : (tensor<1x1xf32>) -> tensor<f32>
    %817 = stablehlo.slice %arg4 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %818 = stablehlo.reshape %817 : (tensor<1x1xf32>) -> tensor<f32>
    %819 = stablehlo.slice %arg4 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %820 = stablehlo.reshape %819 : (tensor<1x1xf32>) -> tensor<f32>
    %821 = stablehlo.slice %arg4 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %822 = stablehlo.reshape %821 : (tensor<1x1xf32>) -> tensor<f32>
    %823 = stablehlo.slice %arg4 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %824 = stablehlo.reshape %823 : (tensor<1x1xf32>) -> tensor<f32>
    %825 = stablehlo.multiply %808, %808 : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %827 = stablehlo.multiply %609, %446 : tensor<3x3xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<4096x3x3xf32>
    %829 = "stablehlo.gather"(%arg7, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %830 = stablehlo.multiply %828, %829 : tensor<4096x3x3xf32>
    %831 = stablehlo.multiply %636, %454 : tensor<3x3xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<4096x3x3xf32>
    %833 = "stablehlo.gather"(%arg7, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %834 = stablehlo.multiply %832, %833 : tensor<4096x3x3xf32>
    %835 = stablehlo.add %830, %834 : tensor<4096x3x3xf32>
    %836 = stablehlo.multiply %662, %462 : tensor<3x3xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<4096x3x3xf32>
    %838 = "stablehlo.gather"(%arg7, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %839 = stablehlo.multiply %837, %838 : tensor<4096x3x3xf32>
    %840 = stablehlo.add %835, %839 : tensor<4096x3x3xf32>
    %841 = stablehlo.multiply %826, %840 : tensor<4096x3x3xf32>
    %842 = stablehlo.multiply %810, %810 : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %844 = "stablehlo.gather"(%arg7, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %845 = stablehlo.multiply %828, %844 : tensor<4096x3x3xf32>
    %846 = "stablehlo.gather"(%arg7, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %847 = stablehlo.multiply %832, %846 : tensor<4096x3x3xf32>
    %848 = stablehlo.add %845, %847 : tensor<4096x3x3xf32>
    %849 = "stablehlo.gather"(%arg7, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %850 = stablehlo.multiply %837, %849 : tensor<4096x3x3xf32>
    %851 = stablehlo.add %848, %850 : tensor<4096x3x3xf32>
    %852 = stablehlo.multiply %843, %851 : tensor<4096x3x3xf32>
    %853 = stablehlo.add %841, %852 : tensor<4096x3x3xf32>
    %854 = stablehlo.multiply %812, %812 : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %856 = "stablehlo.gather"(%arg7, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %857 = stablehlo.multiply %828, %856 : tensor<4096x3x3xf32>
    %858 = "stablehlo.gather"(%arg7, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %859 = stablehlo.multiply %832, %858 : tensor<4096x3x3xf32>
    %860 = stablehlo.add %857, %859 : tensor<4096x3x3xf32>
    %861 = "stablehlo.gather"(%arg7, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %862 = stablehlo.multiply %837, %861 : tensor<4096x3x3xf32>
    %863 = stablehlo.add %860, %862 : tensor<4096x3x3xf32>
    %864 = stablehlo.multiply %855, %863 : tensor<4096x3x3xf32>
    %865 = stablehlo.add %853, %864 : tensor<4096x3x3xf32>
    %866 = stablehlo.reshape %865 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %c_20 = stablehlo.constant dense<9> : tensor<3x3x1xi32>
    %867 = "stablehlo.gather"(%arg7, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %868 = stablehlo.multiply %828, %867 : tensor<4096x3x3xf32>
    %c_21 = stablehlo.constant dense<10> : tensor<3x3x1xi32>
    %869 = "stablehlo.gather"(%arg7, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %870 = stablehlo.multiply %832, %869 : tensor<4096x3x3xf32>
    %871 = stablehlo.add %868, %870 : tensor<4096x3x3xf32>
    %c_22 = stablehlo.constant dense<11> : tensor<3x3x1xi32>
    %872 = "stablehlo.gather"(%arg7, %c_22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %873 = stablehlo.multiply %837, %872 : tensor<4096x3x3xf32>
    %874 = stablehlo.add %871, %873 : tensor<4096x3x3xf32>
    %875 = stablehlo.multiply %826, %874 : tensor<4096x3x3xf32>
    %c_23 = stablehlo.constant dense<12> : tensor<3x3x1xi32>
    %876 = "stablehlo.gather"(%arg7, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %877 = stablehlo.multiply %828, %876 : tensor<4096x3x3xf32>
    %c_24 = stablehlo.constant dense<13> : tensor<3x3x1xi32>
    %878 = "stablehlo.gather"(%arg7, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %879 = stablehlo.multiply %832, %878 : tensor<4096x3x3xf32>
    %880 = stablehlo.add %877, %879 : tensor<4096x3x3xf32>
    %c_25 = stablehlo.constant dense<14> : tensor<3x3x1xi32>
    %881 = "stablehlo.gather"(%arg7, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %882 = stablehlo.multiply %837, %881 : tensor<4096x3x3xf32>
    %883 = stablehlo.add %880, %882 : tensor<4096x3x3xf32>
    %884 = stablehlo.multiply %843, %883 : tensor<4096x3x3xf32>
    %885 = stablehlo.add %875, %884 : tensor<4096x3x3xf32>
    %c_26 = stablehlo.constant dense<15> : tensor<3x3x1xi32>
    %886 = "stablehlo.gather"(%arg7, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %887 = stablehlo.multiply %828, %886 : tensor<4096x3x3xf32>
    %c_27 = stablehlo.constant dense<16> : tensor<3x3x1xi32>
    %888 = "stablehlo.gather"(%arg7, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %889 = stablehlo.multiply %832, %888 : tensor<4096x3x3xf32>
    %890 = stablehlo.add %887, %889 : tensor<4096x3x3xf32>
    %c_28 = stablehlo.constant dense<17> : tensor<3x3x1xi32>
    %891 = "stablehlo.gather"(%arg7, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %892 = stablehlo.multiply %837, %891 : tensor<4096x3x3xf32>
    %893 = stablehlo.add %890, %892 : tensor<4096x3x3xf32>
    %894 = stablehlo.multiply %855, %893 : tensor<4096x3x3xf32>
    %895 = stablehlo.add %885, %894 : tensor<4096x3x3xf32>
    %896 = stablehlo.reshape %895 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %c_29 = stablehlo.constant dense<18> : tensor<3x3x1xi32>
    %897 = "stablehlo.gather"(%arg7, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %898 = stablehlo.multiply %828, %897 : tensor<4096x3x3xf32>
    %c_30 = stablehlo.constant dense<19> : tensor<3x3x1xi32>
    %899 = "stablehlo.gather"(%arg7, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %900 = stablehlo.multiply %832, %899 : tensor<4096x3x3xf32>
    %901 = stablehlo.add %898, %900 : tensor<4096x3x3xf32>
    %c_31 = stablehlo.constant dense<20> : tensor<3x3x1xi32>
    %902 = "stablehlo.gather"(%arg7, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %903 = stablehlo.multiply %837, %902 : tensor<4096x3x3xf32>
    %904 = stablehlo.add %901, %903 : tensor<4096x3x3xf32>
    %905 = stablehlo.multiply %826, %904 : tensor<4096x3x3xf32>
    %c_32 = stablehlo.constant dense<21> : tensor<3x3x1xi32>
    %906 = "stablehlo.gather"(%arg7, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %907 = stablehlo.multiply %828, %906 : tensor<4096x3x3xf32>
    %c_33 = stablehlo.constant dense<22> : tensor<3x3x1xi32>
    %908 = "stablehlo.gather"(%arg7, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %909 = stablehlo.multiply %832, %908 : tensor<4096x3x3xf32>
    %910 = stablehlo.add %907, %909 : tensor<4096x3x3xf32>
    %c_34 = stablehlo.constant dense<23> : tensor<3x3x1xi32>
    %911 = "stablehlo.gather"(%arg7, %c_34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %912 = stablehlo.multiply %837, %911 : tensor<4096x3x3xf32>
    %913 = stablehlo.add %910, %912 : tensor<4096x3x3xf32>
    %914 = stablehlo.multiply %843, %913 : tensor<4096x3x3xf32>
    %915 = stablehlo.add %905, %914 : tensor<4096x3x3xf32>
    %c_35 = stablehlo.constant dense<24> : tensor<3x3x1xi32>
    %916 = "stablehlo.gather"(%arg7, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %917 = stablehlo.multiply %828, %916 : tensor<4096x3x3xf32>
    %c_36 = stablehlo.constant dense<25> : tensor<3x3x1xi32>
    %918 = "stablehlo.gather"(%arg7, %c_36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %919 = stablehlo.multiply %832, %918 : tensor<4096x3x3xf32>
    %920 = stablehlo.add %917, %919 : tensor<4096x3x3xf32>
    %c_37 = stablehlo.constant dense<26> : tensor<3x3x1xi32>
    %921 = "stablehlo.gather"(%arg7, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 4096, 1>}> : (tensor<4096x27xf32>, tensor<3x3x1xi32>) -> tensor<4096x3x3xf32>
    %922 = stablehlo.multiply %837, %921 : tensor<4096x3x3xf32>
    %923 = stablehlo.add %920, %922 : tensor<4096x3x3xf32>
    %924 = stablehlo.multiply %855, %923 : tensor<4096x3x3xf32>
    %925 = stablehlo.add %915, %924 : tensor<4096x3x3xf32>
    %926 = stablehlo.reshape %925 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %927 = stablehlo.concatenate %866, %896, %926, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %928 = stablehlo.reshape %927 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %929 = stablehlo.multiply %808, %814 : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %931 = stablehlo.multiply %930, %840 : tensor<4096x3x3xf32>
    %932 = stablehlo.multiply %810, %816 : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %934 = stablehlo.multiply %933, %851 : tensor<4096x3x3xf32>
    %935 = stablehlo.add %931, %934 : tensor<4096x3x3xf32>
    %936 = stablehlo.multiply %812, %818 : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %938 = stablehlo.multiply %937, %863 : tensor<4096x3x3xf32>
    %939 = stablehlo.add %935, %938 : tensor<4096x3x3xf32>
    %940 = stablehlo.reshape %939 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %941 = stablehlo.multiply %930, %874 : tensor<4096x3x3xf32>
    %942 = stablehlo.multiply %933, %883 : tensor<4096x3x3xf32>
    %943 = stablehlo.add %941, %942 : tensor<4096x3x3xf32>
    %944 = stablehlo.multiply %937, %893 : tensor<4096x3x3xf32>
    %945 = stablehlo.add %943, %944 : tensor<4096x3x3xf32>
    %946 = stablehlo.reshape %945 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %947 = stablehlo.multiply %930, %904 : tensor<4096x3x3xf32>
    %948 = stablehlo.multiply %933, %913 : tensor<4096x3x3xf32>
    %949 = stablehlo.add %947, %948 : tensor<4096x3x3xf32>
    %950 = stablehlo.multiply %937, %923 : tensor<4096x3x3xf32>
    %951 = stablehlo.add %949, %950 : tensor<4096x3x3xf32>
    %952 = stablehlo.reshape %951 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %953 = stablehlo.concatenate %940, %946, %952, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %954 = stablehlo.reshape %953 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %955 = stablehlo.multiply %808, %820 : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %957 = stablehlo.multiply %956, %840 : tensor<4096x3x3xf32>
    %958 = stablehlo.multiply %810, %822 : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %960 = stablehlo.multiply %959, %851 : tensor<4096x3x3xf32>
    %961 = stablehlo.add %957, %960 : tensor<4096x3x3xf32>
    %962 = stablehlo.multiply %812, %824 : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %964 = stablehlo.multiply %963, %863 : tensor<4096x3x3xf32>
    %965 = stablehlo.add %961, %964 : tensor<4096x3x3xf32>
    %966 = stablehlo.reshape %965 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %967 = stablehlo.multiply %956, %874 : tensor<4096x3x3xf32>
    %968 = stablehlo.multiply %959, %883 : tensor<4096x3x3xf32>
    %969 = stablehlo.add %967, %968 : tensor<4096x3x3xf32>
    %970 = stablehlo.multiply %963, %893 : tensor<4096x3x3xf32>
    %971 = stablehlo.add %969, %970 : tensor<4096x3x3xf32>
    %972 = stablehlo.reshape %971 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %973 = stablehlo.multiply %956, %904 : tensor<4096x3x3xf32>
    %974 = stablehlo.multiply %959, %913 : tensor<4096x3x3xf32>
    %975 = stablehlo.add %973, %974 : tensor<4096x3x3xf32>
    %976 = stablehlo.multiply %963, %923 : tensor<4096x3x3xf32>
    %977 = stablehlo.add %975, %976 : tensor<4096x3x3xf32>
    %978 = stablehlo.reshape %977 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %979 = stablehlo.concatenate %966, %972, %978, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %980 = stablehlo.reshape %979 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %981 = stablehlo.multiply %814, %808 : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %983 = stablehlo.multiply %982, %840 : tensor<4096x3x3xf32>
    %984 = stablehlo.multiply %816, %810 : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %986 = stablehlo.multiply %985, %851 : tensor<4096x3x3xf32>
    %987 = stablehlo.add %983, %986 : tensor<4096x3x3xf32>
    %988 = stablehlo.multiply %818, %812 : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %988, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %990 = stablehlo.multiply %989, %863 : tensor<4096x3x3xf32>
    %991 = stablehlo.add %987, %990 : tensor<4096x3x3xf32>
    %992 = stablehlo.reshape %991 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %993 = stablehlo.multiply %982, %874 : tensor<4096x3x3xf32>
    %994 = stablehlo.multiply %985, %883 : tensor<4096x3x3xf32>
    %995 = stablehlo.add %993, %994 : tensor<4096x3x3xf32>
    %996 = stablehlo.multiply %989, %893 : tensor<4096x3x3xf32>
    %997 = stablehlo.add %995, %996 : tensor<4096x3x3xf32>
    %998 = stablehlo.reshape %997 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %999 = stablehlo.multiply %982, %904 : tensor<4096x3x3xf32>
    %1000 = stablehlo.multiply %985, %913 : tensor<4096x3x3xf32>
    %1001 = stablehlo.add %999, %1000 : tensor<4096x3x3xf32>
    %1002 = stablehlo.multiply %989, %923 : tensor<4096x3x3xf32>
    %1003 = stablehlo.add %1001, %1002 : tensor<4096x3x3xf32>
    %1004 = stablehlo.reshape %1003 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1005 = stablehlo.concatenate %992, %998, %1004, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %1006 = stablehlo.reshape %1005 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %1007 = stablehlo.multiply %814, %814 : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1009 = stablehlo.multiply %1008, %840 : tensor<4096x3x3xf32>
    %1010 = stablehlo.multiply %816, %816 : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1012 = stablehlo.multiply %1011, %851 : tensor<4096x3x3xf32>
    %1013 = stablehlo.add %1009, %1012 : tensor<4096x3x3xf32>
    %1014 = stablehlo.multiply %818, %818 : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1016 = stablehlo.multiply %1015, %863 : tensor<4096x3x3xf32>
    %1017 = stablehlo.add %1013, %1016 : tensor<4096x3x3xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1019 = stablehlo.multiply %1008, %874 : tensor<4096x3x3xf32>
    %1020 = stablehlo.multiply %1011, %883 : tensor<4096x3x3xf32>
    %1021 = stablehlo.add %1019, %1020 : tensor<4096x3x3xf32>
    %1022 = stablehlo.multiply %1015, %893 : tensor<4096x3x3xf32>
    %1023 = stablehlo.add %1021, %1022 : tensor<4096x3x3xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1025 = stablehlo.multiply %1008, %904 : tensor<4096x3x3xf32>
    %1026 = stablehlo.multiply %1011, %913 : tensor<4096x3x3xf32>
    %1027 = stablehlo.add %1025, %1026 : tensor<4096x3x3xf32>
    %1028 = stablehlo.multiply %1015, %923 : tensor<4096x3x3xf32>
    %1029 = stablehlo.add %1027, %1028 : tensor<4096x3x3xf32>
    %1030 = stablehlo.reshape %1029 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1031 = stablehlo.concatenate %1018, %1024, %1030, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %1033 = stablehlo.multiply %814, %820 : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1035 = stablehlo.multiply %1034, %840 : tensor<4096x3x3xf32>
    %1036 = stablehlo.multiply %816, %822 : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %1036, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1038 = stablehlo.multiply %1037, %851 : tensor<4096x3x3xf32>
    %1039 = stablehlo.add %1035, %1038 : tensor<4096x3x3xf32>
    %1040 = stablehlo.multiply %818, %824 : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %1040, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1042 = stablehlo.multiply %1041, %863 : tensor<4096x3x3xf32>
    %1043 = stablehlo.add %1039, %1042 : tensor<4096x3x3xf32>
    %1044 = stablehlo.reshape %1043 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1045 = stablehlo.multiply %1034, %874 : tensor<4096x3x3xf32>
    %1046 = stablehlo.multiply %1037, %883 : tensor<4096x3x3xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<4096x3x3xf32>
    %1048 = stablehlo.multiply %1041, %893 : tensor<4096x3x3xf32>
    %1049 = stablehlo.add %1047, %1048 : tensor<4096x3x3xf32>
    %1050 = stablehlo.reshape %1049 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1051 = stablehlo.multiply %1034, %904 : tensor<4096x3x3xf32>
    %1052 = stablehlo.multiply %1037, %913 : tensor<4096x3x3xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<4096x3x3xf32>
    %1054 = stablehlo.multiply %1041, %923 : tensor<4096x3x3xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<4096x3x3xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1057 = stablehlo.concatenate %1044, %1050, %1056, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %1058 = stablehlo.reshape %1057 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %1059 = stablehlo.multiply %820, %808 : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1061 = stablehlo.multiply %1060, %840 : tensor<4096x3x3xf32>
    %1062 = stablehlo.multiply %822, %810 : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1064 = stablehlo.multiply %1063, %851 : tensor<4096x3x3xf32>
    %1065 = stablehlo.add %1061, %1064 : tensor<4096x3x3xf32>
    %1066 = stablehlo.multiply %824, %812 : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1068 = stablehlo.multiply %1067, %863 : tensor<4096x3x3xf32>
    %1069 = stablehlo.add %1065, %1068 : tensor<4096x3x3xf32>
    %1070 = stablehlo.reshape %1069 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1071 = stablehlo.multiply %1060, %874 : tensor<4096x3x3xf32>
    %1072 = stablehlo.multiply %1063, %883 : tensor<4096x3x3xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<4096x3x3xf32>
    %1074 = stablehlo.multiply %1067, %893 : tensor<4096x3x3xf32>
    %1075 = stablehlo.add %1073, %1074 : tensor<4096x3x3xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1077 = stablehlo.multiply %1060, %904 : tensor<4096x3x3xf32>
    %1078 = stablehlo.multiply %1063, %913 : tensor<4096x3x3xf32>
    %1079 = stablehlo.add %1077, %1078 : tensor<4096x3x3xf32>
    %1080 = stablehlo.multiply %1067, %923 : tensor<4096x3x3xf32>
    %1081 = stablehlo.add %1079, %1080 : tensor<4096x3x3xf32>
    %1082 = stablehlo.reshape %1081 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1083 = stablehlo.concatenate %1070, %1076, %1082, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %1085 = stablehlo.multiply %820, %814 : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1087 = stablehlo.multiply %1086, %840 : tensor<4096x3x3xf32>
    %1088 = stablehlo.multiply %822, %816 : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1090 = stablehlo.multiply %1089, %851 : tensor<4096x3x3xf32>
    %1091 = stablehlo.add %1087, %1090 : tensor<4096x3x3xf32>
    %1092 = stablehlo.multiply %824, %818 : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1094 = stablehlo.multiply %1093, %863 : tensor<4096x3x3xf32>
    %1095 = stablehlo.add %1091, %1094 : tensor<4096x3x3xf32>
    %1096 = stablehlo.reshape %1095 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1097 = stablehlo.multiply %1086, %874 : tensor<4096x3x3xf32>
    %1098 = stablehlo.multiply %1089, %883 : tensor<4096x3x3xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<4096x3x3xf32>
    %1100 = stablehlo.multiply %1093, %893 : tensor<4096x3x3xf32>
    %1101 = stablehlo.add %1099, %1100 : tensor<4096x3x3xf32>
    %1102 = stablehlo.reshape %1101 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1103 = stablehlo.multiply %1086, %904 : tensor<4096x3x3xf32>
    %1104 = stablehlo.multiply %1089, %913 : tensor<4096x3x3xf32>
    %1105 = stablehlo.add %1103, %1104 : tensor<4096x3x3xf32>
    %1106 = stablehlo.multiply %1093, %923 : tensor<4096x3x3xf32>
    %1107 = stablehlo.add %1105, %1106 : tensor<4096x3x3xf32>
    %1108 = stablehlo.reshape %1107 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1109 = stablehlo.concatenate %1096, %1102, %1108, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %1110 = stablehlo.reshape %1109 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %1111 = stablehlo.multiply %820, %820 : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1113 = stablehlo.multiply %1112, %840 : tensor<4096x3x3xf32>
    %1114 = stablehlo.multiply %822, %822 : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1116 = stablehlo.multiply %1115, %851 : tensor<4096x3x3xf32>
    %1117 = stablehlo.add %1113, %1116 : tensor<4096x3x3xf32>
    %1118 = stablehlo.multiply %824, %824 : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %1118, dims = [] : (tensor<f32>) -> tensor<4096x3x3xf32>
    %1120 = stablehlo.multiply %1119, %863 : tensor<4096x3x3xf32>
    %1121 = stablehlo.add %1117, %1120 : tensor<4096x3x3xf32>
    %1122 = stablehlo.reshape %1121 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1123 = stablehlo.multiply %1112, %874 : tensor<4096x3x3xf32>
    %1124 = stablehlo.multiply %1115, %883 : tensor<4096x3x3xf32>
    %1125 = stablehlo.add %1123, %1124 : tensor<4096x3x3xf32>
    %1126 = stablehlo.multiply %1119, %893 : tensor<4096x3x3xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<4096x3x3xf32>
    %1128 = stablehlo.reshape %1127 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1129 = stablehlo.multiply %1112, %904 : tensor<4096x3x3xf32>
    %1130 = stablehlo.multiply %1115, %913 : tensor<4096x3x3xf32>
    %1131 = stablehlo.add %1129, %1130 : tensor<4096x3x3xf32>
    %1132 = stablehlo.multiply %1119, %923 : tensor<4096x3x3xf32>
    %1133 = stablehlo.add %1131, %1132 : tensor<4096x3x3xf32>
    %1134 = stablehlo.reshape %1133 : (tensor<4096x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1135 = stablehlo.concatenate %1122, %1128, %1134, dim = 1 : (tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>, tensor<4096x1x3x3xf32>) -> tensor<4096x3x3x3xf32>
    %1136 = stablehlo.reshape %1135 : (tensor<4096x3x3x3xf32>) -> tensor<4096x1x3x3x3xf32>
    %1137 = stablehlo.concatenate %928, %954, %980, %1006, %1032, %1058, %1084, %1110, %1136, dim = 1 : (tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>, tensor<4096x1x3x3x3xf32>) -> tensor<4096x9x3x3x3xf32>
    %1138 = stablehlo.slice %arg4 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1139 = stablehlo.reshape %1138 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1140 = stablehlo.multiply %1139, %1139 : tensor<3xf32>
    %1141 = stablehlo.slice %arg4 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1142 = stablehlo.reshape %1141 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1143 = stablehlo.multiply %1139, %1142 : tensor<3xf32>
    %1144 = stablehlo.slice %arg4 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<3x1xf32>) -> tensor<3xf32>
    %1146 = stablehlo.multiply %1139, %1145 : tensor<3xf32>
    %1147 = stablehlo.multiply %1142, %1139 : tensor<3xf32>
    %1148 = stablehlo.multiply %1142, %1142 : tensor<3xf32>
    %1149 = stablehlo.multiply %1142, %1145 : tensor<3xf32>
    %1150 = stablehlo.multiply %1145, %1139 : tensor<3xf32>
    %1151 = stablehlo.multiply %1145, %1142 : tensor<3xf32>
    %1152 = stablehlo.multiply %1145, %1145 : tensor<3xf32>
    %1153 = stablehlo.reshape %1140 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1154 = stablehlo.reshape %1143 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1155 = stablehlo.reshape %1146 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1156 = stablehlo.reshape %1147 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1157 = stablehlo.reshape %1148 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1158 = stablehlo.reshape %1149 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1159 = stablehlo.reshape %1150 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1160 = stablehlo.reshape %1151 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1161 = stablehlo.reshape %1152 : (tensor<3xf32>) -> tensor<3x1xf32>
    %1162 = stablehlo.concatenate %1160, %1161, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1153, %1154, %1155, %1156, %1157, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1163 = stablehlo.concatenate %1158, %1159, %1160, %1161, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1153, %1154, %1155, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1164 = stablehlo.concatenate %1156, %1157, %1158, %1159, %1160, %1161, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1153, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1165 = stablehlo.concatenate %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %1166 = stablehlo.concatenate %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1162, %1163, %1164, %1165, %1161, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %1167 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x81x3x3xf32>
    %1168 = stablehlo.slice %1166 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1169 = stablehlo.reshape %1168 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1170 = stablehlo.broadcast_in_dim %1169, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1171 = stablehlo.slice %1137 [0:4096, 0:9, 0:1, 0:3, 0:3] : (tensor<4096x9x3x3x3xf32>) -> tensor<4096x9x1x3x3xf32>
    %1172 = stablehlo.reshape %1171 : (tensor<4096x9x1x3x3xf32>) -> tensor<4096x9x3x3xf32>
    %1173 = stablehlo.broadcast_in_dim %1172, dims = [0, 1, 3, 4] : (tensor<4096x9x3x3xf32>) -> tensor<4096x9x9x3x3xf32>
    %1174 = stablehlo.reshape %1173 : (tensor<4096x9x9x3x3xf32>) -> tensor<4096x81x3x3xf32>
    %1175 = stablehlo.multiply %1170, %1174 : tensor<4096x81x3x3xf32>
    %1176 = stablehlo.add %1167, %1175 : tensor<4096x81x3x3xf32>
    %1177 = stablehlo.slice %1166 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1178 = stablehlo.reshape %1177 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1179 = stablehlo.broadcast_in_dim %1178, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1180 = stablehlo.slice %1137 [0:4096, 0:9, 1:2, 0:3, 0:3] : (tensor<4096x9x3x3x3xf32>) -> tensor<4096x9x1x3x3xf32>
    %1181 = stablehlo.reshape %1180 : (tensor<4096x9x1x3x3xf32>) -> tensor<4096x9x3x3xf32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 3, 4] : (tensor<4096x9x3x3xf32>) -> tensor<4096x9x9x3x3xf32>
    %1183 = stablehlo.reshape %1182 : (tensor<4096x9x9x3x3xf32>) -> tensor<4096x81x3x3xf32>
    %1184 = stablehlo.multiply %1179, %1183 : tensor<4096x81x3x3xf32>
    %1185 = stablehlo.add %1176, %1184 : tensor<4096x81x3x3xf32>
    %1186 = stablehlo.slice %1166 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %1187 = stablehlo.reshape %1186 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<4096x81x3x3xf32>
    %1189 = stablehlo.slice %1137 [0:4096, 0:9, 2:3, 0:3, 0:3] : (tensor<4096x9x3x3x3xf32>) -> tensor<4096x9x1x3x3xf32>
    %1190 = stablehlo.reshape %1189 : (tensor<4096x9x1x3x3xf32>) -> tensor<4096x9x3x3xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 3, 4] : (tensor<4096x9x3x3xf32>) -> tensor<4096x9x9x3x3xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<4096x9x9x3x3xf32>) -> tensor<4096x81x3x3xf32>
    %1193 = stablehlo.multiply %1188, %1192 : tensor<4096x81x3x3xf32>
    %1194 = stablehlo.add %1185, %1193 : tensor<4096x81x3x3xf32>
    %1195 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x729xf32>
    %c_38 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %1196 = stablehlo.slice %1194 [0:4096, 0:1, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1198 = "stablehlo.scatter"(%1195, %c_38, %1197) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_39 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %1199 = stablehlo.slice %1194 [0:4096, 1:2, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1200 = stablehlo.reshape %1199 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1201 = "stablehlo.scatter"(%1198, %c_39, %1200) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_40 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %1202 = stablehlo.slice %1194 [0:4096, 2:3, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1204 = "stablehlo.scatter"(%1201, %c_40, %1203) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_41 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %1205 = stablehlo.slice %1194 [0:4096, 3:4, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1206 = stablehlo.reshape %1205 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1207 = "stablehlo.scatter"(%1204, %c_41, %1206) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_42 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %1208 = stablehlo.slice %1194 [0:4096, 4:5, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1209 = stablehlo.reshape %1208 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1210 = "stablehlo.scatter"(%1207, %c_42, %1209) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_43 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %1211 = stablehlo.slice %1194 [0:4096, 5:6, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1212 = stablehlo.reshape %1211 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1213 = "stablehlo.scatter"(%1210, %c_43, %1212) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_44 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %1214 = stablehlo.slice %1194 [0:4096, 6:7, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1216 = "stablehlo.scatter"(%1213, %c_44, %1215) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_45 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %1217 = stablehlo.slice %1194 [0:4096, 7:8, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1219 = "stablehlo.scatter"(%1216, %c_45, %1218) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_46 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %1220 = stablehlo.slice %1194 [0:4096, 8:9, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1221 = stablehlo.reshape %1220 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1222 = "stablehlo.scatter"(%1219, %c_46, %1221) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_47 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %1223 = stablehlo.slice %1194 [0:4096, 9:10, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1224 = stablehlo.reshape %1223 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1225 = "stablehlo.scatter"(%1222, %c_47, %1224) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_48 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %1226 = stablehlo.slice %1194 [0:4096, 10:11, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1227 = stablehlo.reshape %1226 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1228 = "stablehlo.scatter"(%1225, %c_48, %1227) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_49 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %1229 = stablehlo.slice %1194 [0:4096, 11:12, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1230 = stablehlo.reshape %1229 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1231 = "stablehlo.scatter"(%1228, %c_49, %1230) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_50 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %1232 = stablehlo.slice %1194 [0:4096, 12:13, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1233 = stablehlo.reshape %1232 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1234 = "stablehlo.scatter"(%1231, %c_50, %1233) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_51 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %1235 = stablehlo.slice %1194 [0:4096, 13:14, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1237 = "stablehlo.scatter"(%1234, %c_51, %1236) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_52 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %1238 = stablehlo.slice %1194 [0:4096, 14:15, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1240 = "stablehlo.scatter"(%1237, %c_52, %1239) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_53 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %1241 = stablehlo.slice %1194 [0:4096, 15:16, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1243 = "stablehlo.scatter"(%1240, %c_53, %1242) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_54 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %1244 = stablehlo.slice %1194 [0:4096, 16:17, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1246 = "stablehlo.scatter"(%1243, %c_54, %1245) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_55 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %1247 = stablehlo.slice %1194 [0:4096, 17:18, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1248 = stablehlo.reshape %1247 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1249 = "stablehlo.scatter"(%1246, %c_55, %1248) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_56 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %1250 = stablehlo.slice %1194 [0:4096, 18:19, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1252 = "stablehlo.scatter"(%1249, %c_56, %1251) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_57 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %1253 = stablehlo.slice %1194 [0:4096, 19:20, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1254 = stablehlo.reshape %1253 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1255 = "stablehlo.scatter"(%1252, %c_57, %1254) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_58 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %1256 = stablehlo.slice %1194 [0:4096, 20:21, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1258 = "stablehlo.scatter"(%1255, %c_58, %1257) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_59 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %1259 = stablehlo.slice %1194 [0:4096, 21:22, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1261 = "stablehlo.scatter"(%1258, %c_59, %1260) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_60 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %1262 = stablehlo.slice %1194 [0:4096, 22:23, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1263 = stablehlo.reshape %1262 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1264 = "stablehlo.scatter"(%1261, %c_60, %1263) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_61 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %1265 = stablehlo.slice %1194 [0:4096, 23:24, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1267 = "stablehlo.scatter"(%1264, %c_61, %1266) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_62 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %1268 = stablehlo.slice %1194 [0:4096, 24:25, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1269 = stablehlo.reshape %1268 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1270 = "stablehlo.scatter"(%1267, %c_62, %1269) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_63 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %1271 = stablehlo.slice %1194 [0:4096, 25:26, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1273 = "stablehlo.scatter"(%1270, %c_63, %1272) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_64 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %1274 = stablehlo.slice %1194 [0:4096, 26:27, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1276 = "stablehlo.scatter"(%1273, %c_64, %1275) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_65 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %1277 = stablehlo.slice %1194 [0:4096, 27:28, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1279 = "stablehlo.scatter"(%1276, %c_65, %1278) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_66 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %1280 = stablehlo.slice %1194 [0:4096, 28:29, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1281 = stablehlo.reshape %1280 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1282 = "stablehlo.scatter"(%1279, %c_66, %1281) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_67 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %1283 = stablehlo.slice %1194 [0:4096, 29:30, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1284 = stablehlo.reshape %1283 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1285 = "stablehlo.scatter"(%1282, %c_67, %1284) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_68 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %1286 = stablehlo.slice %1194 [0:4096, 30:31, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1288 = "stablehlo.scatter"(%1285, %c_68, %1287) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_69 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %1289 = stablehlo.slice %1194 [0:4096, 31:32, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1291 = "stablehlo.scatter"(%1288, %c_69, %1290) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_70 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1292 = stablehlo.slice %1194 [0:4096, 32:33, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1294 = "stablehlo.scatter"(%1291, %c_70, %1293) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_71 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1295 = stablehlo.slice %1194 [0:4096, 33:34, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1297 = "stablehlo.scatter"(%1294, %c_71, %1296) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_72 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1298 = stablehlo.slice %1194 [0:4096, 34:35, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1300 = "stablehlo.scatter"(%1297, %c_72, %1299) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_73 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1301 = stablehlo.slice %1194 [0:4096, 35:36, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1302 = stablehlo.reshape %1301 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1303 = "stablehlo.scatter"(%1300, %c_73, %1302) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_74 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1304 = stablehlo.slice %1194 [0:4096, 36:37, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1306 = "stablehlo.scatter"(%1303, %c_74, %1305) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_75 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1307 = stablehlo.slice %1194 [0:4096, 37:38, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1309 = "stablehlo.scatter"(%1306, %c_75, %1308) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_76 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1310 = stablehlo.slice %1194 [0:4096, 38:39, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1312 = "stablehlo.scatter"(%1309, %c_76, %1311) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_77 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1313 = stablehlo.slice %1194 [0:4096, 39:40, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1314 = stablehlo.reshape %1313 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1315 = "stablehlo.scatter"(%1312, %c_77, %1314) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_78 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1316 = stablehlo.slice %1194 [0:4096, 40:41, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1318 = "stablehlo.scatter"(%1315, %c_78, %1317) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_79 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1319 = stablehlo.slice %1194 [0:4096, 41:42, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1320 = stablehlo.reshape %1319 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1321 = "stablehlo.scatter"(%1318, %c_79, %1320) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_80 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1322 = stablehlo.slice %1194 [0:4096, 42:43, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1324 = "stablehlo.scatter"(%1321, %c_80, %1323) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_81 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1325 = stablehlo.slice %1194 [0:4096, 43:44, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1327 = "stablehlo.scatter"(%1324, %c_81, %1326) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_82 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1328 = stablehlo.slice %1194 [0:4096, 44:45, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1329 = stablehlo.reshape %1328 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1330 = "stablehlo.scatter"(%1327, %c_82, %1329) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_83 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1331 = stablehlo.slice %1194 [0:4096, 45:46, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1332 = stablehlo.reshape %1331 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1333 = "stablehlo.scatter"(%1330, %c_83, %1332) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_84 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1334 = stablehlo.slice %1194 [0:4096, 46:47, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1336 = "stablehlo.scatter"(%1333, %c_84, %1335) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_85 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1337 = stablehlo.slice %1194 [0:4096, 47:48, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1339 = "stablehlo.scatter"(%1336, %c_85, %1338) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_86 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1340 = stablehlo.slice %1194 [0:4096, 48:49, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1341 = stablehlo.reshape %1340 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1342 = "stablehlo.scatter"(%1339, %c_86, %1341) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_87 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1343 = stablehlo.slice %1194 [0:4096, 49:50, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1345 = "stablehlo.scatter"(%1342, %c_87, %1344) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_88 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1346 = stablehlo.slice %1194 [0:4096, 50:51, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1347 = stablehlo.reshape %1346 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1348 = "stablehlo.scatter"(%1345, %c_88, %1347) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_89 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1349 = stablehlo.slice %1194 [0:4096, 51:52, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1351 = "stablehlo.scatter"(%1348, %c_89, %1350) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_90 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1352 = stablehlo.slice %1194 [0:4096, 52:53, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1353 = stablehlo.reshape %1352 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1354 = "stablehlo.scatter"(%1351, %c_90, %1353) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_91 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1355 = stablehlo.slice %1194 [0:4096, 53:54, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1356 = stablehlo.reshape %1355 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1357 = "stablehlo.scatter"(%1354, %c_91, %1356) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_92 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1358 = stablehlo.slice %1194 [0:4096, 54:55, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1360 = "stablehlo.scatter"(%1357, %c_92, %1359) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_93 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1361 = stablehlo.slice %1194 [0:4096, 55:56, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1363 = "stablehlo.scatter"(%1360, %c_93, %1362) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_94 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1364 = stablehlo.slice %1194 [0:4096, 56:57, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1366 = "stablehlo.scatter"(%1363, %c_94, %1365) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_95 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1367 = stablehlo.slice %1194 [0:4096, 57:58, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1368 = stablehlo.reshape %1367 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1369 = "stablehlo.scatter"(%1366, %c_95, %1368) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_96 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1370 = stablehlo.slice %1194 [0:4096, 58:59, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1372 = "stablehlo.scatter"(%1369, %c_96, %1371) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_97 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1373 = stablehlo.slice %1194 [0:4096, 59:60, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1375 = "stablehlo.scatter"(%1372, %c_97, %1374) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_98 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1376 = stablehlo.slice %1194 [0:4096, 60:61, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1378 = "stablehlo.scatter"(%1375, %c_98, %1377) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_99 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1379 = stablehlo.slice %1194 [0:4096, 61:62, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1381 = "stablehlo.scatter"(%1378, %c_99, %1380) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_100 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1382 = stablehlo.slice %1194 [0:4096, 62:63, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1384 = "stablehlo.scatter"(%1381, %c_100, %1383) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_101 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1385 = stablehlo.slice %1194 [0:4096, 63:64, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1386 = stablehlo.reshape %1385 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1387 = "stablehlo.scatter"(%1384, %c_101, %1386) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_102 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1388 = stablehlo.slice %1194 [0:4096, 64:65, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1389 = stablehlo.reshape %1388 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1390 = "stablehlo.scatter"(%1387, %c_102, %1389) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_103 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1391 = stablehlo.slice %1194 [0:4096, 65:66, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1393 = "stablehlo.scatter"(%1390, %c_103, %1392) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_104 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1394 = stablehlo.slice %1194 [0:4096, 66:67, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1396 = "stablehlo.scatter"(%1393, %c_104, %1395) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_105 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1397 = stablehlo.slice %1194 [0:4096, 67:68, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1399 = "stablehlo.scatter"(%1396, %c_105, %1398) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_106 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1400 = stablehlo.slice %1194 [0:4096, 68:69, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1402 = "stablehlo.scatter"(%1399, %c_106, %1401) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_107 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1403 = stablehlo.slice %1194 [0:4096, 69:70, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1405 = "stablehlo.scatter"(%1402, %c_107, %1404) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_108 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1406 = stablehlo.slice %1194 [0:4096, 70:71, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1407 = stablehlo.reshape %1406 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1408 = "stablehlo.scatter"(%1405, %c_108, %1407) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_109 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1409 = stablehlo.slice %1194 [0:4096, 71:72, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1411 = "stablehlo.scatter"(%1408, %c_109, %1410) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_110 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1412 = stablehlo.slice %1194 [0:4096, 72:73, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1413 = stablehlo.reshape %1412 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1414 = "stablehlo.scatter"(%1411, %c_110, %1413) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_111 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1415 = stablehlo.slice %1194 [0:4096, 73:74, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1417 = "stablehlo.scatter"(%1414, %c_111, %1416) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_112 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1418 = stablehlo.slice %1194 [0:4096, 74:75, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1420 = "stablehlo.scatter"(%1417, %c_112, %1419) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_113 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1421 = stablehlo.slice %1194 [0:4096, 75:76, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1422 = stablehlo.reshape %1421 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1423 = "stablehlo.scatter"(%1420, %c_113, %1422) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_114 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1424 = stablehlo.slice %1194 [0:4096, 76:77, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1426 = "stablehlo.scatter"(%1423, %c_114, %1425) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_115 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1427 = stablehlo.slice %1194 [0:4096, 77:78, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1428 = stablehlo.reshape %1427 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1429 = "stablehlo.scatter"(%1426, %c_115, %1428) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_116 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1430 = stablehlo.slice %1194 [0:4096, 78:79, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1432 = "stablehlo.scatter"(%1429, %c_116, %1431) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_117 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1433 = stablehlo.slice %1194 [0:4096, 79:80, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1434 = stablehlo.reshape %1433 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1435 = "stablehlo.scatter"(%1432, %c_117, %1434) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %c_118 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1436 = stablehlo.slice %1194 [0:4096, 80:81, 0:3, 0:3] : (tensor<4096x81x3x3xf32>) -> tensor<4096x1x3x3xf32>
    %1437 = stablehlo.reshape %1436 : (tensor<4096x1x3x3xf32>) -> tensor<4096x3x3xf32>
    %1438 = "stablehlo.scatter"(%1435, %c_118, %1437) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<4096x729xf32>, tensor<3x3x1xi32>, tensor<4096x3x3xf32>) -> tensor<4096x729xf32>
    %1439 = stablehlo.reshape %1438 : (tensor<4096x729xf32>) -> tensor<4096x27x27xf32>
    %1440 = stablehlo.dot_general %1439, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x27x27xf32>, tensor<4096x27xf32>) -> tensor<4096x27xf32>
    %1441 = stablehlo.add %806, %1440 : tensor<4096x27xf32>
    %1442 = stablehlo.reshape %arg2 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1443 = stablehlo.reshape %1441 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1444 = stablehlo.dot_general %1442, %1443, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1445 = stablehlo.divide %arg3, %1444 : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1447 = stablehlo.multiply %1446, %arg2 : tensor<4096x27xf32>
    %1448 = stablehlo.add %arg0, %1447 : tensor<4096x27xf32>
    %1449 = stablehlo.multiply %1446, %1441 : tensor<4096x27xf32>
    %1450 = stablehlo.subtract %arg1, %1449 : tensor<4096x27xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<4096x27xf32>) -> tensor<110592xf32>
    %1452 = stablehlo.dot_general %1451, %1451, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<110592xf32>, tensor<110592xf32>) -> tensor<f32>
    %1453 = stablehlo.divide %1452, %arg3 : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %1453, dims = [] : (tensor<f32>) -> tensor<4096x27xf32>
    %1455 = stablehlo.multiply %1454, %arg2 : tensor<4096x27xf32>
    %1456 = stablehlo.add %1450, %1455 : tensor<4096x27xf32>
    return %1448, %1450, %1456, %1452 : tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<4096x27xf32>, tensor<f32>
  }
}
