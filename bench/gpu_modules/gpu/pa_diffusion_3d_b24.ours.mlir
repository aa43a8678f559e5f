module @jit_pa_diffusion_3d_b24 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x27xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<1024x6x27xf32>) -> (tensor<1024x27xf32> {jax.result_info = "result"}) {
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
    %c_12 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %c_13 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %c_14 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_15 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %c_16 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %c_17 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %c_18 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %c_19 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
    %0 = stablehlo.slice %arg0 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %1 = stablehlo.slice %arg0 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %2 = stablehlo.slice %arg0 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = "stablehlo.gather"(%3, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %8 = stablehlo.slice %0 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %9 = stablehlo.slice %0 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %10 = stablehlo.slice %0 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %11 = stablehlo.concatenate %8, %8, %8, %9, %9, %9, %10, %10, %10, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %12 = stablehlo.reshape %11 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<1024x3x3xf32>
    %14 = "stablehlo.gather"(%3, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %15 = stablehlo.reshape %14 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %17 = stablehlo.slice %0 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %18 = stablehlo.slice %0 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %19 = stablehlo.slice %0 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %20 = stablehlo.concatenate %17, %17, %17, %18, %18, %18, %19, %19, %19, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %21 = stablehlo.reshape %20 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<1024x3x3xf32>
    %23 = stablehlo.add %13, %22 : tensor<1024x3x3xf32>
    %24 = "stablehlo.gather"(%3, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %25 = stablehlo.reshape %24 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %27 = stablehlo.slice %0 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %28 = stablehlo.slice %0 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %29 = stablehlo.slice %0 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %30 = stablehlo.concatenate %27, %27, %27, %28, %28, %28, %29, %29, %29, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %31 = stablehlo.reshape %30 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<1024x3x3xf32>
    %33 = stablehlo.add %23, %32 : tensor<1024x3x3xf32>
    %34 = "stablehlo.gather"(%4, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %35 = stablehlo.reshape %34 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %37 = stablehlo.multiply %36, %12 : tensor<1024x3x3xf32>
    %38 = "stablehlo.gather"(%4, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %39 = stablehlo.reshape %38 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %41 = stablehlo.multiply %40, %21 : tensor<1024x3x3xf32>
    %42 = stablehlo.add %37, %41 : tensor<1024x3x3xf32>
    %43 = "stablehlo.gather"(%4, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %44 = stablehlo.reshape %43 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %46 = stablehlo.multiply %45, %31 : tensor<1024x3x3xf32>
    %47 = stablehlo.add %42, %46 : tensor<1024x3x3xf32>
    %48 = stablehlo.slice %1 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %49 = stablehlo.slice %1 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %50 = stablehlo.slice %1 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %51 = stablehlo.concatenate %48, %48, %48, %49, %49, %49, %50, %50, %50, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %52 = stablehlo.reshape %51 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %53 = stablehlo.multiply %7, %52 : tensor<1024x3x3xf32>
    %54 = stablehlo.slice %1 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %55 = stablehlo.slice %1 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %56 = stablehlo.slice %1 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %57 = stablehlo.concatenate %54, %54, %54, %55, %55, %55, %56, %56, %56, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %58 = stablehlo.reshape %57 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %59 = stablehlo.multiply %16, %58 : tensor<1024x3x3xf32>
    %60 = stablehlo.add %53, %59 : tensor<1024x3x3xf32>
    %61 = stablehlo.slice %1 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %62 = stablehlo.slice %1 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %63 = stablehlo.slice %1 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %64 = stablehlo.concatenate %61, %61, %61, %62, %62, %62, %63, %63, %63, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %65 = stablehlo.reshape %64 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %66 = stablehlo.multiply %26, %65 : tensor<1024x3x3xf32>
    %67 = stablehlo.add %60, %66 : tensor<1024x3x3xf32>
    %68 = stablehlo.multiply %36, %52 : tensor<1024x3x3xf32>
    %69 = stablehlo.multiply %40, %58 : tensor<1024x3x3xf32>
    %70 = stablehlo.add %68, %69 : tensor<1024x3x3xf32>
    %71 = stablehlo.multiply %45, %65 : tensor<1024x3x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<1024x3x3xf32>
    %73 = stablehlo.slice %2 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %74 = stablehlo.slice %2 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %75 = stablehlo.slice %2 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %76 = stablehlo.concatenate %73, %73, %73, %74, %74, %74, %75, %75, %75, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %77 = stablehlo.reshape %76 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %78 = stablehlo.multiply %7, %77 : tensor<1024x3x3xf32>
    %79 = stablehlo.slice %2 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %80 = stablehlo.slice %2 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %81 = stablehlo.slice %2 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %82 = stablehlo.concatenate %79, %79, %79, %80, %80, %80, %81, %81, %81, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %83 = stablehlo.reshape %82 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %84 = stablehlo.multiply %16, %83 : tensor<1024x3x3xf32>
    %85 = stablehlo.add %78, %84 : tensor<1024x3x3xf32>
    %86 = stablehlo.slice %2 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %87 = stablehlo.slice %2 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %88 = stablehlo.slice %2 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %89 = stablehlo.concatenate %86, %86, %86, %87, %87, %87, %88, %88, %88, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %90 = stablehlo.reshape %89 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %91 = stablehlo.multiply %26, %90 : tensor<1024x3x3xf32>
    %92 = stablehlo.add %85, %91 : tensor<1024x3x3xf32>
    %93 = stablehlo.multiply %36, %77 : tensor<1024x3x3xf32>
    %94 = stablehlo.multiply %40, %83 : tensor<1024x3x3xf32>
    %95 = stablehlo.add %93, %94 : tensor<1024x3x3xf32>
    %96 = stablehlo.multiply %45, %90 : tensor<1024x3x3xf32>
    %97 = stablehlo.add %95, %96 : tensor<1024x3x3xf32>
    %98 = stablehlo.slice %arg3 [0:1024, 0:1, 0:27] : (tensor<1024x6x27xf32>) -> tensor<1024x1x27xf32>
    %99 = stablehlo.reshape %98 : (tensor<1024x1x27xf32>) -> tensor<1024x27xf32>
    %100 = stablehlo.slice %arg3 [0:1024, 1:2, 0:27] : (tensor<1024x6x27xf32>) -> tensor<1024x1x27xf32>
    %101 = stablehlo.reshape %100 : (tensor<1024x1x27xf32>) -> tensor<1024x27xf32>
    %102 = stablehlo.slice %arg3 [0:1024, 2:3, 0:27] : (tensor<1024x6x27xf32>) -> tensor<1024x1x27xf32>
    %103 = stablehlo.reshape %102 : (tensor<1024x1x27xf32>) -> tensor<1024x27xf32>
    %104 = stablehlo.slice %arg3 [0:1024, 3:4, 0:27] : (tensor<1024x6x27xf32>) -> tensor<1024x1x27xf32>
    %105 = stablehlo.reshape %104 : (tensor<1024x1x27xf32>) -> tensor<1024x27xf32>
    %106 = stablehlo.slice %arg3 [0:1024, 4:5, 0:27] : (tensor<1024x6x27xf32>) -> tensor<1024x1x27xf32>
    %107 = stablehlo.reshape %106 : (tensor<1024x1x27xf32>) -> tensor<1024x27xf32>
    %108 = stablehlo.slice %arg3 [0:1024, 5:6, 0:27] : (tensor<1024x6x27xf32>) -> tensor<1024x1x27xf32>
    %109 = stablehlo.reshape %108 : (tensor<1024x1x27xf32>) -> tensor<1024x27xf32>
    %110 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %111 = stablehlo.reshape %110 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %113 = stablehlo.slice %99 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %114 = stablehlo.reshape %113 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %115 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %116 = stablehlo.reshape %115 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %118 = stablehlo.reshape %47 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %119 = stablehlo.slice %118 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %120 = stablehlo.concatenate %119, %119, %119, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %121 = stablehlo.reshape %120 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %122 = stablehlo.multiply %117, %121 : tensor<1024x3x3xf32>
    %123 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %124 = stablehlo.reshape %123 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %126 = stablehlo.slice %118 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %127 = stablehlo.concatenate %126, %126, %126, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %128 = stablehlo.reshape %127 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %129 = stablehlo.multiply %125, %128 : tensor<1024x3x3xf32>
    %130 = stablehlo.add %122, %129 : tensor<1024x3x3xf32>
    %131 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %132 = stablehlo.reshape %131 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %134 = stablehlo.slice %118 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %135 = stablehlo.concatenate %134, %134, %134, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %136 = stablehlo.reshape %135 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %137 = stablehlo.multiply %133, %136 : tensor<1024x3x3xf32>
    %138 = stablehlo.add %130, %137 : tensor<1024x3x3xf32>
    %139 = stablehlo.multiply %112, %138 : tensor<1024x3x3xf32>
    %140 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %141 = stablehlo.reshape %140 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %143 = stablehlo.reshape %72 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %144 = stablehlo.slice %143 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %145 = stablehlo.concatenate %144, %144, %144, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %146 = stablehlo.reshape %145 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %147 = stablehlo.multiply %117, %146 : tensor<1024x3x3xf32>
    %148 = stablehlo.slice %143 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %149 = stablehlo.concatenate %148, %148, %148, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %150 = stablehlo.reshape %149 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %151 = stablehlo.multiply %125, %150 : tensor<1024x3x3xf32>
    %152 = stablehlo.add %147, %151 : tensor<1024x3x3xf32>
    %153 = stablehlo.slice %143 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %154 = stablehlo.concatenate %153, %153, %153, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %155 = stablehlo.reshape %154 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %156 = stablehlo.multiply %133, %155 : tensor<1024x3x3xf32>
    %157 = stablehlo.add %152, %156 : tensor<1024x3x3xf32>
    %158 = stablehlo.multiply %142, %157 : tensor<1024x3x3xf32>
    %159 = stablehlo.add %139, %158 : tensor<1024x3x3xf32>
    %160 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %161 = stablehlo.reshape %160 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %163 = stablehlo.reshape %97 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %164 = stablehlo.slice %163 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %165 = stablehlo.concatenate %164, %164, %164, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %166 = stablehlo.reshape %165 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %167 = stablehlo.multiply %117, %166 : tensor<1024x3x3xf32>
    %168 = stablehlo.slice %163 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %169 = stablehlo.concatenate %168, %168, %168, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %170 = stablehlo.reshape %169 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %171 = stablehlo.multiply %125, %170 : tensor<1024x3x3xf32>
    %172 = stablehlo.add %167, %171 : tensor<1024x3x3xf32>
    %173 = stablehlo.slice %163 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %174 = stablehlo.concatenate %173, %173, %173, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %175 = stablehlo.reshape %174 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %176 = stablehlo.multiply %133, %175 : tensor<1024x3x3xf32>
    %177 = stablehlo.add %172, %176 : tensor<1024x3x3xf32>
    %178 = stablehlo.multiply %162, %177 : tensor<1024x3x3xf32>
    %179 = stablehlo.add %159, %178 : tensor<1024x3x3xf32>
    %180 = stablehlo.multiply %114, %179 : tensor<1024x3x3xf32>
    %181 = stablehlo.slice %101 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %182 = stablehlo.reshape %181 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %183 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %184 = stablehlo.reshape %183 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %186 = stablehlo.reshape %33 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %187 = stablehlo.slice %186 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %188 = stablehlo.concatenate %187, %187, %187, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %189 = stablehlo.reshape %188 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %190 = stablehlo.multiply %185, %189 : tensor<1024x3x3xf32>
    %191 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %192 = stablehlo.reshape %191 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %194 = stablehlo.slice %186 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %195 = stablehlo.concatenate %194, %194, %194, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %196 = stablehlo.reshape %195 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %197 = stablehlo.multiply %193, %196 : tensor<1024x3x3xf32>
    %198 = stablehlo.add %190, %197 : tensor<1024x3x3xf32>
    %199 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %200 = stablehlo.reshape %199 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %202 = stablehlo.slice %186 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %203 = stablehlo.concatenate %202, %202, %202, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %204 = stablehlo.reshape %203 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %205 = stablehlo.multiply %201, %204 : tensor<1024x3x3xf32>
    %206 = stablehlo.add %198, %205 : tensor<1024x3x3xf32>
    %207 = stablehlo.multiply %112, %206 : tensor<1024x3x3xf32>
    %208 = stablehlo.reshape %67 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %209 = stablehlo.slice %208 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %210 = stablehlo.concatenate %209, %209, %209, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %211 = stablehlo.reshape %210 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %212 = stablehlo.multiply %185, %211 : tensor<1024x3x3xf32>
    %213 = stablehlo.slice %208 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %214 = stablehlo.concatenate %213, %213, %213, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %215 = stablehlo.reshape %214 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %216 = stablehlo.multiply %193, %215 : tensor<1024x3x3xf32>
    %217 = stablehlo.add %212, %216 : tensor<1024x3x3xf32>
    %218 = stablehlo.slice %208 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %219 = stablehlo.concatenate %218, %218, %218, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %220 = stablehlo.reshape %219 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %221 = stablehlo.multiply %201, %220 : tensor<1024x3x3xf32>
    %222 = stablehlo.add %217, %221 : tensor<1024x3x3xf32>
    %223 = stablehlo.multiply %142, %222 : tensor<1024x3x3xf32>
    %224 = stablehlo.add %207, %223 : tensor<1024x3x3xf32>
    %225 = stablehlo.reshape %92 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %226 = stablehlo.slice %225 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %227 = stablehlo.concatenate %226, %226, %226, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %228 = stablehlo.reshape %227 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %229 = stablehlo.multiply %185, %228 : tensor<1024x3x3xf32>
    %230 = stablehlo.slice %225 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %231 = stablehlo.concatenate %230, %230, %230, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %232 = stablehlo.reshape %231 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %233 = stablehlo.multiply %193, %232 : tensor<1024x3x3xf32>
    %234 = stablehlo.add %229, %233 : tensor<1024x3x3xf32>
    %235 = stablehlo.slice %225 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %236 = stablehlo.concatenate %235, %235, %235, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %237 = stablehlo.reshape %236 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %238 = stablehlo.multiply %201, %237 : tensor<1024x3x3xf32>
    %239 = stablehlo.add %234, %238 : tensor<1024x3x3xf32>
    %240 = stablehlo.multiply %162, %239 : tensor<1024x3x3xf32>
    %241 = stablehlo.add %224, %240 : tensor<1024x3x3xf32>
    %242 = stablehlo.multiply %182, %241 : tensor<1024x3x3xf32>
    %243 = stablehlo.add %180, %242 : tensor<1024x3x3xf32>
    %244 = stablehlo.slice %103 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %245 = stablehlo.reshape %244 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %246 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %247 = stablehlo.reshape %246 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %249 = stablehlo.multiply %117, %189 : tensor<1024x3x3xf32>
    %250 = stablehlo.multiply %125, %196 : tensor<1024x3x3xf32>
    %251 = stablehlo.add %249, %250 : tensor<1024x3x3xf32>
    %252 = stablehlo.multiply %133, %204 : tensor<1024x3x3xf32>
    %253 = stablehlo.add %251, %252 : tensor<1024x3x3xf32>
    %254 = stablehlo.multiply %248, %253 : tensor<1024x3x3xf32>
    %255 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %256 = stablehlo.reshape %255 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %258 = stablehlo.multiply %117, %211 : tensor<1024x3x3xf32>
    %259 = stablehlo.multiply %125, %215 : tensor<1024x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<1024x3x3xf32>
    %261 = stablehlo.multiply %133, %220 : tensor<1024x3x3xf32>
    %262 = stablehlo.add %260, %261 : tensor<1024x3x3xf32>
    %263 = stablehlo.multiply %257, %262 : tensor<1024x3x3xf32>
    %264 = stablehlo.add %254, %263 : tensor<1024x3x3xf32>
    %265 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %266 = stablehlo.reshape %265 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %268 = stablehlo.multiply %117, %228 : tensor<1024x3x3xf32>
    %269 = stablehlo.multiply %125, %232 : tensor<1024x3x3xf32>
    %270 = stablehlo.add %268, %269 : tensor<1024x3x3xf32>
    %271 = stablehlo.multiply %133, %237 : tensor<1024x3x3xf32>
    %272 = stablehlo.add %270, %271 : tensor<1024x3x3xf32>
    %273 = stablehlo.multiply %267, %272 : tensor<1024x3x3xf32>
    %274 = stablehlo.add %264, %273 : tensor<1024x3x3xf32>
    %275 = stablehlo.multiply %245, %274 : tensor<1024x3x3xf32>
    %276 = stablehlo.add %243, %275 : tensor<1024x3x3xf32>
    %277 = stablehlo.multiply %112, %276 : tensor<1024x3x3xf32>
    %278 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %279 = stablehlo.reshape %278 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %281 = stablehlo.slice %99 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %282 = stablehlo.reshape %281 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %283 = stablehlo.multiply %280, %138 : tensor<1024x3x3xf32>
    %284 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %285 = stablehlo.reshape %284 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %287 = stablehlo.multiply %286, %157 : tensor<1024x3x3xf32>
    %288 = stablehlo.add %283, %287 : tensor<1024x3x3xf32>
    %289 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %290 = stablehlo.reshape %289 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %292 = stablehlo.multiply %291, %177 : tensor<1024x3x3xf32>
    %293 = stablehlo.add %288, %292 : tensor<1024x3x3xf32>
    %294 = stablehlo.multiply %282, %293 : tensor<1024x3x3xf32>
    %295 = stablehlo.slice %101 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %296 = stablehlo.reshape %295 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %297 = stablehlo.multiply %280, %206 : tensor<1024x3x3xf32>
    %298 = stablehlo.multiply %286, %222 : tensor<1024x3x3xf32>
    %299 = stablehlo.add %297, %298 : tensor<1024x3x3xf32>
    %300 = stablehlo.multiply %291, %239 : tensor<1024x3x3xf32>
    %301 = stablehlo.add %299, %300 : tensor<1024x3x3xf32>
    %302 = stablehlo.multiply %296, %301 : tensor<1024x3x3xf32>
    %303 = stablehlo.add %294, %302 : tensor<1024x3x3xf32>
    %304 = stablehlo.slice %103 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %305 = stablehlo.reshape %304 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %306 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %307 = stablehlo.reshape %306 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %309 = stablehlo.multiply %308, %253 : tensor<1024x3x3xf32>
    %310 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %311 = stablehlo.reshape %310 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %313 = stablehlo.multiply %312, %262 : tensor<1024x3x3xf32>
    %314 = stablehlo.add %309, %313 : tensor<1024x3x3xf32>
    %315 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %316 = stablehlo.reshape %315 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %318 = stablehlo.multiply %317, %272 : tensor<1024x3x3xf32>
    %319 = stablehlo.add %314, %318 : tensor<1024x3x3xf32>
    %320 = stablehlo.multiply %305, %319 : tensor<1024x3x3xf32>
    %321 = stablehlo.add %303, %320 : tensor<1024x3x3xf32>
    %322 = stablehlo.multiply %280, %321 : tensor<1024x3x3xf32>
    %323 = stablehlo.add %277, %322 : tensor<1024x3x3xf32>
    %324 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %325 = stablehlo.reshape %324 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %327 = stablehlo.slice %99 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %328 = stablehlo.reshape %327 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %329 = stablehlo.multiply %326, %138 : tensor<1024x3x3xf32>
    %330 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %331 = stablehlo.reshape %330 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %333 = stablehlo.multiply %332, %157 : tensor<1024x3x3xf32>
    %334 = stablehlo.add %329, %333 : tensor<1024x3x3xf32>
    %335 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %336 = stablehlo.reshape %335 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %338 = stablehlo.multiply %337, %177 : tensor<1024x3x3xf32>
    %339 = stablehlo.add %334, %338 : tensor<1024x3x3xf32>
    %340 = stablehlo.multiply %328, %339 : tensor<1024x3x3xf32>
    %341 = stablehlo.slice %101 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %342 = stablehlo.reshape %341 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %343 = stablehlo.multiply %326, %206 : tensor<1024x3x3xf32>
    %344 = stablehlo.multiply %332, %222 : tensor<1024x3x3xf32>
    %345 = stablehlo.add %343, %344 : tensor<1024x3x3xf32>
    %346 = stablehlo.multiply %337, %239 : tensor<1024x3x3xf32>
    %347 = stablehlo.add %345, %346 : tensor<1024x3x3xf32>
    %348 = stablehlo.multiply %342, %347 : tensor<1024x3x3xf32>
    %349 = stablehlo.add %340, %348 : tensor<1024x3x3xf32>
    %350 = stablehlo.slice %103 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %351 = stablehlo.reshape %350 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %352 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %353 = stablehlo.reshape %352 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %355 = stablehlo.multiply %354, %253 : tensor<1024x3x3xf32>
    %356 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %357 = stablehlo.reshape %356 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %359 = stablehlo.multiply %358, %262 : tensor<1024x3x3xf32>
    %360 = stablehlo.add %355, %359 : tensor<1024x3x3xf32>
    %361 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %362 = stablehlo.reshape %361 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %364 = stablehlo.multiply %363, %272 : tensor<1024x3x3xf32>
    %365 = stablehlo.add %360, %364 : tensor<1024x3x3xf32>
    %366 = stablehlo.multiply %351, %365 : tensor<1024x3x3xf32>
    %367 = stablehlo.add %349, %366 : tensor<1024x3x3xf32>
    %368 = stablehlo.multiply %326, %367 : tensor<1024x3x3xf32>
    %369 = stablehlo.add %323, %368 : tensor<1024x3x3xf32>
    %370 = stablehlo.multiply %182, %179 : tensor<1024x3x3xf32>
    %371 = stablehlo.slice %105 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %372 = stablehlo.reshape %371 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %373 = stablehlo.multiply %372, %241 : tensor<1024x3x3xf32>
    %374 = stablehlo.add %370, %373 : tensor<1024x3x3xf32>
    %375 = stablehlo.slice %107 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %376 = stablehlo.reshape %375 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %377 = stablehlo.multiply %376, %274 : tensor<1024x3x3xf32>
    %378 = stablehlo.add %374, %377 : tensor<1024x3x3xf32>
    %379 = stablehlo.multiply %112, %378 : tensor<1024x3x3xf32>
    %380 = stablehlo.multiply %296, %293 : tensor<1024x3x3xf32>
    %381 = stablehlo.slice %105 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %382 = stablehlo.reshape %381 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %383 = stablehlo.multiply %382, %301 : tensor<1024x3x3xf32>
    %384 = stablehlo.add %380, %383 : tensor<1024x3x3xf32>
    %385 = stablehlo.slice %107 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %386 = stablehlo.reshape %385 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %387 = stablehlo.multiply %386, %319 : tensor<1024x3x3xf32>
    %388 = stablehlo.add %384, %387 : tensor<1024x3x3xf32>
    %389 = stablehlo.multiply %280, %388 : tensor<1024x3x3xf32>
    %390 = stablehlo.add %379, %389 : tensor<1024x3x3xf32>
    %391 = stablehlo.multiply %342, %339 : tensor<1024x3x3xf32>
    %392 = stablehlo.slice %105 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %393 = stablehlo.reshape %392 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %394 = stablehlo.multiply %393, %347 : tensor<1024x3x3xf32>
    %395 = stablehlo.add %391, %394 : tensor<1024x3x3xf32>
    %396 = stablehlo.slice %107 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %397 = stablehlo.reshape %396 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %398 = stablehlo.multiply %397, %365 : tensor<1024x3x3xf32>
    %399 = stablehlo.add %395, %398 : tensor<1024x3x3xf32>
    %400 = stablehlo.multiply %326, %399 : tensor<1024x3x3xf32>
    %401 = stablehlo.add %390, %400 : tensor<1024x3x3xf32>
    %402 = stablehlo.multiply %245, %179 : tensor<1024x3x3xf32>
    %403 = stablehlo.multiply %376, %241 : tensor<1024x3x3xf32>
    %404 = stablehlo.add %402, %403 : tensor<1024x3x3xf32>
    %405 = stablehlo.slice %109 [0:1024, 0:9] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %406 = stablehlo.reshape %405 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %407 = stablehlo.multiply %406, %274 : tensor<1024x3x3xf32>
    %408 = stablehlo.add %404, %407 : tensor<1024x3x3xf32>
    %409 = stablehlo.multiply %248, %408 : tensor<1024x3x3xf32>
    %410 = stablehlo.multiply %305, %293 : tensor<1024x3x3xf32>
    %411 = stablehlo.multiply %386, %301 : tensor<1024x3x3xf32>
    %412 = stablehlo.add %410, %411 : tensor<1024x3x3xf32>
    %413 = stablehlo.slice %109 [0:1024, 9:18] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %414 = stablehlo.reshape %413 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %415 = stablehlo.multiply %414, %319 : tensor<1024x3x3xf32>
    %416 = stablehlo.add %412, %415 : tensor<1024x3x3xf32>
    %417 = stablehlo.multiply %308, %416 : tensor<1024x3x3xf32>
    %418 = stablehlo.add %409, %417 : tensor<1024x3x3xf32>
    %419 = stablehlo.multiply %351, %339 : tensor<1024x3x3xf32>
    %420 = stablehlo.multiply %397, %347 : tensor<1024x3x3xf32>
    %421 = stablehlo.add %419, %420 : tensor<1024x3x3xf32>
    %422 = stablehlo.slice %109 [0:1024, 18:27] : (tensor<1024x27xf32>) -> tensor<1024x9xf32>
    %423 = stablehlo.reshape %422 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %424 = stablehlo.multiply %423, %365 : tensor<1024x3x3xf32>
    %425 = stablehlo.add %421, %424 : tensor<1024x3x3xf32>
    %426 = stablehlo.multiply %354, %425 : tensor<1024x3x3xf32>
    %427 = stablehlo.add %418, %426 : tensor<1024x3x3xf32>
    %428 = stablehlo.multiply %142, %276 : tensor<1024x3x3xf32>
    %429 = stablehlo.multiply %286, %321 : tensor<1024x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<1024x3x3xf32>
    %431 = stablehlo.multiply %332, %367 : tensor<1024x3x3xf32>
    %432 = stablehlo.add %430, %431 : tensor<1024x3x3xf32>
    %433 = stablehlo.multiply %142, %378 : tensor<1024x3x3xf32>
    %434 = stablehlo.multiply %286, %388 : tensor<1024x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<1024x3x3xf32>
    %436 = stablehlo.multiply %332, %399 : tensor<1024x3x3xf32>
    %437 = stablehlo.add %435, %436 : tensor<1024x3x3xf32>
    %438 = stablehlo.multiply %257, %408 : tensor<1024x3x3xf32>
    %439 = stablehlo.multiply %312, %416 : tensor<1024x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<1024x3x3xf32>
    %441 = stablehlo.multiply %358, %425 : tensor<1024x3x3xf32>
    %442 = stablehlo.add %440, %441 : tensor<1024x3x3xf32>
    %443 = stablehlo.multiply %162, %276 : tensor<1024x3x3xf32>
    %444 = stablehlo.multiply %291, %321 : tensor<1024x3x3xf32>
    %445 = stablehlo.add %443, %444 : tensor<1024x3x3xf32>
    %446 = stablehlo.multiply %337, %367 : tensor<1024x3x3xf32>
    %447 = stablehlo.add %445, %446 : tensor<1024x3x3xf32>
    %448 = stablehlo.multiply %162, %378 : tensor<1024x3x3xf32>
    %449 = stablehlo.multiply %291, %388 : tensor<1024x3x3xf32>
    %450 = stablehlo.add %448, %449 : tensor<1024x3x3xf32>
    %451 = stablehlo.multiply %337, %399 : tensor<1024x3x3xf32>
    %452 = stablehlo.add %450, %451 : tensor<1024x3x3xf32>
    %453 = stablehlo.multiply %267, %408 : tensor<1024x3x3xf32>
    %454 = stablehlo.multiply %317, %416 : tensor<1024x3x3xf32>
    %455 = stablehlo.add %453, %454 : tensor<1024x3x3xf32>
    %456 = stablehlo.multiply %363, %425 : tensor<1024x3x3xf32>
    %457 = stablehlo.add %455, %456 : tensor<1024x3x3xf32>
    %458 = "stablehlo.gather"(%3, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %459 = stablehlo.reshape %458 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %461 = stablehlo.reshape %369 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %462 = stablehlo.slice %461 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %463 = stablehlo.concatenate %462, %462, %462, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %464 = stablehlo.reshape %463 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %465 = stablehlo.multiply %460, %464 : tensor<1024x3x3xf32>
    %466 = "stablehlo.gather"(%3, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %467 = stablehlo.reshape %466 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %469 = stablehlo.slice %461 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %470 = stablehlo.concatenate %469, %469, %469, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %471 = stablehlo.reshape %470 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %472 = stablehlo.multiply %468, %471 : tensor<1024x3x3xf32>
    %473 = stablehlo.add %465, %472 : tensor<1024x3x3xf32>
    %474 = "stablehlo.gather"(%3, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %475 = stablehlo.reshape %474 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %477 = stablehlo.slice %461 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %478 = stablehlo.concatenate %477, %477, %477, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %479 = stablehlo.reshape %478 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %480 = stablehlo.multiply %476, %479 : tensor<1024x3x3xf32>
    %481 = stablehlo.add %473, %480 : tensor<1024x3x3xf32>
    %482 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %483 = stablehlo.reshape %482 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %485 = stablehlo.reshape %401 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %486 = stablehlo.slice %485 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %487 = stablehlo.concatenate %486, %486, %486, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %488 = stablehlo.reshape %487 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %489 = stablehlo.multiply %484, %488 : tensor<1024x3x3xf32>
    %490 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %491 = stablehlo.reshape %490 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %493 = stablehlo.slice %485 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %494 = stablehlo.concatenate %493, %493, %493, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %495 = stablehlo.reshape %494 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %496 = stablehlo.multiply %492, %495 : tensor<1024x3x3xf32>
    %497 = stablehlo.add %489, %496 : tensor<1024x3x3xf32>
    %498 = "stablehlo.gather"(%4, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %499 = stablehlo.reshape %498 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %501 = stablehlo.slice %485 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %502 = stablehlo.concatenate %501, %501, %501, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %503 = stablehlo.reshape %502 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %504 = stablehlo.multiply %500, %503 : tensor<1024x3x3xf32>
    %505 = stablehlo.add %497, %504 : tensor<1024x3x3xf32>
    %506 = stablehlo.reshape %427 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %507 = stablehlo.slice %506 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %508 = stablehlo.concatenate %507, %507, %507, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %509 = stablehlo.reshape %508 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %510 = stablehlo.multiply %460, %509 : tensor<1024x3x3xf32>
    %511 = stablehlo.slice %506 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %512 = stablehlo.concatenate %511, %511, %511, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %513 = stablehlo.reshape %512 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %514 = stablehlo.multiply %468, %513 : tensor<1024x3x3xf32>
    %515 = stablehlo.add %510, %514 : tensor<1024x3x3xf32>
    %516 = stablehlo.slice %506 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %517 = stablehlo.concatenate %516, %516, %516, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %518 = stablehlo.reshape %517 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %519 = stablehlo.multiply %476, %518 : tensor<1024x3x3xf32>
    %520 = stablehlo.add %515, %519 : tensor<1024x3x3xf32>
    %521 = stablehlo.reshape %432 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %522 = stablehlo.slice %521 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %523 = stablehlo.concatenate %522, %522, %522, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %524 = stablehlo.reshape %523 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %525 = stablehlo.multiply %460, %524 : tensor<1024x3x3xf32>
    %526 = stablehlo.slice %521 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %527 = stablehlo.concatenate %526, %526, %526, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %528 = stablehlo.reshape %527 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %529 = stablehlo.multiply %468, %528 : tensor<1024x3x3xf32>
    %530 = stablehlo.add %525, %529 : tensor<1024x3x3xf32>
    %531 = stablehlo.slice %521 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %532 = stablehlo.concatenate %531, %531, %531, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %533 = stablehlo.reshape %532 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %534 = stablehlo.multiply %476, %533 : tensor<1024x3x3xf32>
    %535 = stablehlo.add %530, %534 : tensor<1024x3x3xf32>
    %536 = stablehlo.reshape %437 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %537 = stablehlo.slice %536 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %538 = stablehlo.concatenate %537, %537, %537, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %539 = stablehlo.reshape %538 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %540 = stablehlo.multiply %484, %539 : tensor<1024x3x3xf32>
    %541 = stablehlo.slice %536 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %542 = stablehlo.concatenate %541, %541, %541, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %543 = stablehlo.reshape %542 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %544 = stablehlo.multiply %492, %543 : tensor<1024x3x3xf32>
    %545 = stablehlo.add %540, %544 : tensor<1024x3x3xf32>
    %546 = stablehlo.slice %536 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %547 = stablehlo.concatenate %546, %546, %546, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %548 = stablehlo.reshape %547 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %549 = stablehlo.multiply %500, %548 : tensor<1024x3x3xf32>
    %550 = stablehlo.add %545, %549 : tensor<1024x3x3xf32>
    %551 = stablehlo.reshape %442 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %552 = stablehlo.slice %551 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %553 = stablehlo.concatenate %552, %552, %552, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %554 = stablehlo.reshape %553 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %555 = stablehlo.multiply %460, %554 : tensor<1024x3x3xf32>
    %556 = stablehlo.slice %551 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %557 = stablehlo.concatenate %556, %556, %556, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %558 = stablehlo.reshape %557 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %559 = stablehlo.multiply %468, %558 : tensor<1024x3x3xf32>
    %560 = stablehlo.add %555, %559 : tensor<1024x3x3xf32>
    %561 = stablehlo.slice %551 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %562 = stablehlo.concatenate %561, %561, %561, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %563 = stablehlo.reshape %562 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %564 = stablehlo.multiply %476, %563 : tensor<1024x3x3xf32>
    %565 = stablehlo.add %560, %564 : tensor<1024x3x3xf32>
    %566 = stablehlo.reshape %447 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %567 = stablehlo.slice %566 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %568 = stablehlo.concatenate %567, %567, %567, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %569 = stablehlo.reshape %568 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %570 = stablehlo.multiply %460, %569 : tensor<1024x3x3xf32>
    %571 = stablehlo.slice %566 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %572 = stablehlo.concatenate %571, %571, %571, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %573 = stablehlo.reshape %572 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %574 = stablehlo.multiply %468, %573 : tensor<1024x3x3xf32>
    %575 = stablehlo.add %570, %574 : tensor<1024x3x3xf32>
    %576 = stablehlo.slice %566 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %577 = stablehlo.concatenate %576, %576, %576, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %578 = stablehlo.reshape %577 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %579 = stablehlo.multiply %476, %578 : tensor<1024x3x3xf32>
    %580 = stablehlo.add %575, %579 : tensor<1024x3x3xf32>
    %581 = stablehlo.reshape %452 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %582 = stablehlo.slice %581 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %583 = stablehlo.concatenate %582, %582, %582, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %584 = stablehlo.reshape %583 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %585 = stablehlo.multiply %484, %584 : tensor<1024x3x3xf32>
    %586 = stablehlo.slice %581 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %587 = stablehlo.concatenate %586, %586, %586, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %588 = stablehlo.reshape %587 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %589 = stablehlo.multiply %492, %588 : tensor<1024x3x3xf32>
    %590 = stablehlo.add %585, %589 : tensor<1024x3x3xf32>
    %591 = stablehlo.slice %581 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %592 = stablehlo.concatenate %591, %591, %591, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %593 = stablehlo.reshape %592 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %594 = stablehlo.multiply %500, %593 : tensor<1024x3x3xf32>
    %595 = stablehlo.add %590, %594 : tensor<1024x3x3xf32>
    %596 = stablehlo.reshape %457 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %597 = stablehlo.slice %596 [0:1024, 0:3] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %598 = stablehlo.concatenate %597, %597, %597, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %599 = stablehlo.reshape %598 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %600 = stablehlo.multiply %460, %599 : tensor<1024x3x3xf32>
    %601 = stablehlo.slice %596 [0:1024, 3:6] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %602 = stablehlo.concatenate %601, %601, %601, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %603 = stablehlo.reshape %602 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %604 = stablehlo.multiply %468, %603 : tensor<1024x3x3xf32>
    %605 = stablehlo.add %600, %604 : tensor<1024x3x3xf32>
    %606 = stablehlo.slice %596 [0:1024, 6:9] : (tensor<1024x9xf32>) -> tensor<1024x3xf32>
    %607 = stablehlo.concatenate %606, %606, %606, dim = 1 : (tensor<1024x3xf32>, tensor<1024x3xf32>, tensor<1024x3xf32>) -> tensor<1024x9xf32>
    %608 = stablehlo.reshape %607 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %609 = stablehlo.multiply %476, %608 : tensor<1024x3x3xf32>
    %610 = stablehlo.add %605, %609 : tensor<1024x3x3xf32>
    %611 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %612 = stablehlo.reshape %611 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %614 = stablehlo.reshape %481 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %615 = stablehlo.slice %614 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %616 = stablehlo.slice %614 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %617 = stablehlo.slice %614 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %618 = stablehlo.concatenate %615, %615, %615, %616, %616, %616, %617, %617, %617, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %619 = stablehlo.reshape %618 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %620 = stablehlo.multiply %613, %619 : tensor<1024x3x3xf32>
    %621 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %622 = stablehlo.reshape %621 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %624 = stablehlo.reshape %505 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %625 = stablehlo.slice %624 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %626 = stablehlo.slice %624 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %627 = stablehlo.slice %624 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %628 = stablehlo.concatenate %625, %625, %625, %626, %626, %626, %627, %627, %627, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %629 = stablehlo.reshape %628 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %630 = stablehlo.reshape %520 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %631 = stablehlo.slice %630 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %632 = stablehlo.slice %630 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %633 = stablehlo.slice %630 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %634 = stablehlo.concatenate %631, %631, %631, %632, %632, %632, %633, %633, %633, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %635 = stablehlo.reshape %634 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %636 = stablehlo.add %629, %635 : tensor<1024x3x3xf32>
    %637 = stablehlo.multiply %623, %636 : tensor<1024x3x3xf32>
    %638 = stablehlo.add %620, %637 : tensor<1024x3x3xf32>
    %639 = "stablehlo.gather"(%4, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %640 = stablehlo.reshape %639 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %642 = stablehlo.slice %614 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %643 = stablehlo.slice %614 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %644 = stablehlo.slice %614 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %645 = stablehlo.concatenate %642, %642, %642, %643, %643, %643, %644, %644, %644, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %646 = stablehlo.reshape %645 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %647 = stablehlo.multiply %641, %646 : tensor<1024x3x3xf32>
    %648 = "stablehlo.gather"(%3, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %649 = stablehlo.reshape %648 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %651 = stablehlo.slice %624 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %652 = stablehlo.slice %624 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %653 = stablehlo.slice %624 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %654 = stablehlo.concatenate %651, %651, %651, %652, %652, %652, %653, %653, %653, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %655 = stablehlo.reshape %654 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %656 = stablehlo.slice %630 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %657 = stablehlo.slice %630 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %658 = stablehlo.slice %630 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %659 = stablehlo.concatenate %656, %656, %656, %657, %657, %657, %658, %658, %658, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %660 = stablehlo.reshape %659 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %661 = stablehlo.add %655, %660 : tensor<1024x3x3xf32>
    %662 = stablehlo.multiply %650, %661 : tensor<1024x3x3xf32>
    %663 = stablehlo.add %647, %662 : tensor<1024x3x3xf32>
    %664 = stablehlo.add %638, %663 : tensor<1024x3x3xf32>
    %665 = "stablehlo.gather"(%4, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %666 = stablehlo.reshape %665 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %668 = stablehlo.slice %614 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %669 = stablehlo.slice %614 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %670 = stablehlo.slice %614 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %671 = stablehlo.concatenate %668, %668, %668, %669, %669, %669, %670, %670, %670, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %672 = stablehlo.reshape %671 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %673 = stablehlo.multiply %667, %672 : tensor<1024x3x3xf32>
    %674 = "stablehlo.gather"(%3, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %675 = stablehlo.reshape %674 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<1024x3x3xf32>
    %677 = stablehlo.slice %624 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %678 = stablehlo.slice %624 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %679 = stablehlo.slice %624 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %680 = stablehlo.concatenate %677, %677, %677, %678, %678, %678, %679, %679, %679, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %681 = stablehlo.reshape %680 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %682 = stablehlo.slice %630 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %683 = stablehlo.slice %630 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %684 = stablehlo.slice %630 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %685 = stablehlo.concatenate %682, %682, %682, %683, %683, %683, %684, %684, %684, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %686 = stablehlo.reshape %685 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %687 = stablehlo.add %681, %686 : tensor<1024x3x3xf32>
    %688 = stablehlo.multiply %676, %687 : tensor<1024x3x3xf32>
    %689 = stablehlo.add %673, %688 : tensor<1024x3x3xf32>
    %690 = stablehlo.add %664, %689 : tensor<1024x3x3xf32>
    %691 = stablehlo.reshape %690 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %692 = stablehlo.reshape %535 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %693 = stablehlo.slice %692 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %694 = stablehlo.slice %692 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %695 = stablehlo.slice %692 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %696 = stablehlo.concatenate %693, %693, %693, %694, %694, %694, %695, %695, %695, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %697 = stablehlo.reshape %696 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %698 = stablehlo.multiply %613, %697 : tensor<1024x3x3xf32>
    %699 = stablehlo.reshape %550 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %700 = stablehlo.slice %699 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %701 = stablehlo.slice %699 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %702 = stablehlo.slice %699 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %703 = stablehlo.concatenate %700, %700, %700, %701, %701, %701, %702, %702, %702, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %704 = stablehlo.reshape %703 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %705 = stablehlo.reshape %565 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %706 = stablehlo.slice %705 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %707 = stablehlo.slice %705 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %708 = stablehlo.slice %705 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %709 = stablehlo.concatenate %706, %706, %706, %707, %707, %707, %708, %708, %708, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %710 = stablehlo.reshape %709 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %711 = stablehlo.add %704, %710 : tensor<1024x3x3xf32>
    %712 = stablehlo.multiply %623, %711 : tensor<1024x3x3xf32>
    %713 = stablehlo.add %698, %712 : tensor<1024x3x3xf32>
    %714 = stablehlo.slice %692 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %715 = stablehlo.slice %692 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %716 = stablehlo.slice %692 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %717 = stablehlo.concatenate %714, %714, %714, %715, %715, %715, %716, %716, %716, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %718 = stablehlo.reshape %717 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %719 = stablehlo.multiply %641, %718 : tensor<1024x3x3xf32>
    %720 = stablehlo.slice %699 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %721 = stablehlo.slice %699 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %722 = stablehlo.slice %699 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %723 = stablehlo.concatenate %720, %720, %720, %721, %721, %721, %722, %722, %722, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %724 = stablehlo.reshape %723 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %725 = stablehlo.slice %705 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %726 = stablehlo.slice %705 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %727 = stablehlo.slice %705 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %728 = stablehlo.concatenate %725, %725, %725, %726, %726, %726, %727, %727, %727, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %729 = stablehlo.reshape %728 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %730 = stablehlo.add %724, %729 : tensor<1024x3x3xf32>
    %731 = stablehlo.multiply %650, %730 : tensor<1024x3x3xf32>
    %732 = stablehlo.add %719, %731 : tensor<1024x3x3xf32>
    %733 = stablehlo.add %713, %732 : tensor<1024x3x3xf32>
    %734 = stablehlo.slice %692 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %735 = stablehlo.slice %692 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %736 = stablehlo.slice %692 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %737 = stablehlo.concatenate %734, %734, %734, %735, %735, %735, %736, %736, %736, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %738 = stablehlo.reshape %737 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %739 = stablehlo.multiply %667, %738 : tensor<1024x3x3xf32>
    %740 = stablehlo.slice %699 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %741 = stablehlo.slice %699 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %742 = stablehlo.slice %699 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %743 = stablehlo.concatenate %740, %740, %740, %741, %741, %741, %742, %742, %742, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %744 = stablehlo.reshape %743 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %745 = stablehlo.slice %705 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %746 = stablehlo.slice %705 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %747 = stablehlo.slice %705 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %748 = stablehlo.concatenate %745, %745, %745, %746, %746, %746, %747, %747, %747, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %749 = stablehlo.reshape %748 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %750 = stablehlo.add %744, %749 : tensor<1024x3x3xf32>
    %751 = stablehlo.multiply %676, %750 : tensor<1024x3x3xf32>
    %752 = stablehlo.add %739, %751 : tensor<1024x3x3xf32>
    %753 = stablehlo.add %733, %752 : tensor<1024x3x3xf32>
    %754 = stablehlo.reshape %753 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %755 = stablehlo.reshape %580 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %756 = stablehlo.slice %755 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %757 = stablehlo.slice %755 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %758 = stablehlo.slice %755 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %759 = stablehlo.concatenate %756, %756, %756, %757, %757, %757, %758, %758, %758, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %760 = stablehlo.reshape %759 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %761 = stablehlo.multiply %613, %760 : tensor<1024x3x3xf32>
    %762 = stablehlo.reshape %595 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %763 = stablehlo.slice %762 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %764 = stablehlo.slice %762 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %765 = stablehlo.slice %762 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %766 = stablehlo.concatenate %763, %763, %763, %764, %764, %764, %765, %765, %765, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %767 = stablehlo.reshape %766 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %768 = stablehlo.reshape %610 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %769 = stablehlo.slice %768 [0:1024, 0:1] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %770 = stablehlo.slice %768 [0:1024, 3:4] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %771 = stablehlo.slice %768 [0:1024, 6:7] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %772 = stablehlo.concatenate %769, %769, %769, %770, %770, %770, %771, %771, %771, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %773 = stablehlo.reshape %772 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %774 = stablehlo.add %767, %773 : tensor<1024x3x3xf32>
    %775 = stablehlo.multiply %623, %774 : tensor<1024x3x3xf32>
    %776 = stablehlo.add %761, %775 : tensor<1024x3x3xf32>
    %777 = stablehlo.slice %755 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %778 = stablehlo.slice %755 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %779 = stablehlo.slice %755 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %780 = stablehlo.concatenate %777, %777, %777, %778, %778, %778, %779, %779, %779, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %781 = stablehlo.reshape %780 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %782 = stablehlo.multiply %641, %781 : tensor<1024x3x3xf32>
    %783 = stablehlo.slice %762 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %784 = stablehlo.slice %762 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %785 = stablehlo.slice %762 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %786 = stablehlo.concatenate %783, %783, %783, %784, %784, %784, %785, %785, %785, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %787 = stablehlo.reshape %786 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %788 = stablehlo.slice %768 [0:1024, 1:2] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %789 = stablehlo.slice %768 [0:1024, 4:5] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %790 = stablehlo.slice %768 [0:1024, 7:8] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %791 = stablehlo.concatenate %788, %788, %788, %789, %789, %789, %790, %790, %790, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %792 = stablehlo.reshape %791 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %793 = stablehlo.add %787, %792 : tensor<1024x3x3xf32>
    %794 = stablehlo.multiply %650, %793 : tensor<1024x3x3xf32>
    %795 = stablehlo.add %782, %794 : tensor<1024x3x3xf32>
    %796 = stablehlo.add %776, %795 : tensor<1024x3x3xf32>
    %797 = stablehlo.slice %755 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %798 = stablehlo.slice %755 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %799 = stablehlo.slice %755 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %800 = stablehlo.concatenate %797, %797, %797, %798, %798, %798, %799, %799, %799, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %801 = stablehlo.reshape %800 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %802 = stablehlo.multiply %667, %801 : tensor<1024x3x3xf32>
    %803 = stablehlo.slice %762 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %804 = stablehlo.slice %762 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %805 = stablehlo.slice %762 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %806 = stablehlo.concatenate %803, %803, %803, %804, %804, %804, %805, %805, %805, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %807 = stablehlo.reshape %806 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %808 = stablehlo.slice %768 [0:1024, 2:3] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %809 = stablehlo.slice %768 [0:1024, 5:6] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %810 = stablehlo.slice %768 [0:1024, 8:9] : (tensor<1024x9xf32>) -> tensor<1024x1xf32>
    %811 = stablehlo.concatenate %808, %808, %808, %809, %809, %809, %810, %810, %810, dim = 1 : (tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x9xf32>
    %812 = stablehlo.reshape %811 : (tensor<1024x9xf32>) -> tensor<1024x3x3xf32>
    %813 = stablehlo.add %807, %812 : tensor<1024x3x3xf32>
    %814 = stablehlo.multiply %676, %813 : tensor<1024x3x3xf32>
    %815 = stablehlo.add %802, %814 : tensor<1024x3x3xf32>
    %816 = stablehlo.add %796, %815 : tensor<1024x3x3xf32>
    %817 = stablehlo.reshape %816 : (tensor<1024x3x3xf32>) -> tensor<1024x9xf32>
    %818 = stablehlo.concatenate %691, %754, %817, dim = 1 : (tensor<1024x9xf32>, tensor<1024x9xf32>, tensor<1024x9xf32>) -> tensor<1024x27xf32>
    return %818 : tensor<1024x27xf32>
  }
}
