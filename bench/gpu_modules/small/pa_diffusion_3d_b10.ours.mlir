module @jit_pa_diffusion_3d_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x27xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<64x6x27xf32>) -> (tensor<64x27xf32> {jax.result_info = "result"}) {
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
    %0 = stablehlo.slice %arg0 [0:64, 0:9] : (tensor<64x27xf32>) -> tensor<64x9xf32>
    %1 = stablehlo.slice %arg0 [0:64, 9:18] : (tensor<64x27xf32>) -> tensor<64x9xf32>
    %2 = stablehlo.slice %arg0 [0:64, 18:27] : (tensor<64x27xf32>) -> tensor<64x9xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = "stablehlo.gather"(%3, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %8 = stablehlo.slice %0 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.slice %0 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %10 = stablehlo.slice %0 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %11 = stablehlo.concatenate %8, %8, %8, %9, %9, %9, %10, %10, %10, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %12 = stablehlo.reshape %11 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<64x3x3xf32>
    %14 = "stablehlo.gather"(%3, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %15 = stablehlo.reshape %14 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %17 = stablehlo.slice %0 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %18 = stablehlo.slice %0 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %19 = stablehlo.slice %0 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %20 = stablehlo.concatenate %17, %17, %17, %18, %18, %18, %19, %19, %19, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %21 = stablehlo.reshape %20 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<64x3x3xf32>
    %23 = stablehlo.add %13, %22 : tensor<64x3x3xf32>
    %24 = "stablehlo.gather"(%3, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %25 = stablehlo.reshape %24 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %27 = stablehlo.slice %0 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %28 = stablehlo.slice %0 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %29 = stablehlo.slice %0 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %30 = stablehlo.concatenate %27, %27, %27, %28, %28, %28, %29, %29, %29, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %31 = stablehlo.reshape %30 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<64x3x3xf32>
    %33 = stablehlo.add %23, %32 : tensor<64x3x3xf32>
    %34 = "stablehlo.gather"(%4, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %35 = stablehlo.reshape %34 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %37 = stablehlo.multiply %36, %12 : tensor<64x3x3xf32>
    %38 = "stablehlo.gather"(%4, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %39 = stablehlo.reshape %38 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %41 = stablehlo.multiply %40, %21 : tensor<64x3x3xf32>
    %42 = stablehlo.add %37, %41 : tensor<64x3x3xf32>
    %43 = "stablehlo.gather"(%4, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %44 = stablehlo.reshape %43 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %46 = stablehlo.multiply %45, %31 : tensor<64x3x3xf32>
    %47 = stablehlo.add %42, %46 : tensor<64x3x3xf32>
    %48 = stablehlo.slice %1 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %49 = stablehlo.slice %1 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %50 = stablehlo.slice %1 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %51 = stablehlo.concatenate %48, %48, %48, %49, %49, %49, %50, %50, %50, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %52 = stablehlo.reshape %51 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %53 = stablehlo.multiply %7, %52 : tensor<64x3x3xf32>
    %54 = stablehlo.slice %1 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %55 = stablehlo.slice %1 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %56 = stablehlo.slice %1 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %57 = stablehlo.concatenate %54, %54, %54, %55, %55, %55, %56, %56, %56, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %58 = stablehlo.reshape %57 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %59 = stablehlo.multiply %16, %58 : tensor<64x3x3xf32>
    %60 = stablehlo.add %53, %59 : tensor<64x3x3xf32>
    %61 = stablehlo.slice %1 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %62 = stablehlo.slice %1 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %63 = stablehlo.slice %1 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %64 = stablehlo.concatenate %61, %61, %61, %62, %62, %62, %63, %63, %63, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %65 = stablehlo.reshape %64 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %66 = stablehlo.multiply %26, %65 : tensor<64x3x3xf32>
    %67 = stablehlo.add %60, %66 : tensor<64x3x3xf32>
    %68 = stablehlo.multiply %36, %52 : tensor<64x3x3xf32>
    %69 = stablehlo.multiply %40, %58 : tensor<64x3x3xf32>
    %70 = stablehlo.add %68, %69 : tensor<64x3x3xf32>
    %71 = stablehlo.multiply %45, %65 : tensor<64x3x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<64x3x3xf32>
    %73 = stablehlo.slice %2 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %74 = stablehlo.slice %2 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %75 = stablehlo.slice %2 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %76 = stablehlo.concatenate %73, %73, %73, %74, %74, %74, %75, %75, %75, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %77 = stablehlo.reshape %76 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %78 = stablehlo.multiply %7, %77 : tensor<64x3x3xf32>
    %79 = stablehlo.slice %2 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %80 = stablehlo.slice %2 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %81 = stablehlo.slice %2 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %82 = stablehlo.concatenate %79, %79, %79, %80, %80, %80, %81, %81, %81, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %83 = stablehlo.reshape %82 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %84 = stablehlo.multiply %16, %83 : tensor<64x3x3xf32>
    %85 = stablehlo.add %78, %84 : tensor<64x3x3xf32>
    %86 = stablehlo.slice %2 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %87 = stablehlo.slice %2 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %88 = stablehlo.slice %2 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %89 = stablehlo.concatenate %86, %86, %86, %87, %87, %87, %88, %88, %88, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %90 = stablehlo.reshape %89 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %91 = stablehlo.multiply %26, %90 : tensor<64x3x3xf32>
    %92 = stablehlo.add %85, %91 : tensor<64x3x3xf32>
    %93 = stablehlo.multiply %36, %77 : tensor<64x3x3xf32>
    %94 = stablehlo.multiply %40, %83 : tensor<64x3x3xf32>
    %95 = stablehlo.add %93, %94 : tensor<64x3x3xf32>
    %96 = stablehlo.multiply %45, %90 : tensor<64x3x3xf32>
    %97 = stablehlo.add %95, %96 : tensor<64x3x3xf32>
    %98 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %99 = stablehlo.reshape %98 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %101 = stablehlo.slice %arg3 [0:64, 0:1, 0:9] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %102 = stablehlo.reshape %101 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %103 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %104 = stablehlo.reshape %103 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %106 = stablehlo.reshape %47 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %107 = stablehlo.slice %106 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %108 = stablehlo.concatenate %107, %107, %107, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %109 = stablehlo.reshape %108 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %110 = stablehlo.multiply %105, %109 : tensor<64x3x3xf32>
    %111 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %112 = stablehlo.reshape %111 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %114 = stablehlo.slice %106 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %115 = stablehlo.concatenate %114, %114, %114, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %116 = stablehlo.reshape %115 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<64x3x3xf32>
    %118 = stablehlo.add %110, %117 : tensor<64x3x3xf32>
    %119 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %120 = stablehlo.reshape %119 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %122 = stablehlo.slice %106 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %123 = stablehlo.concatenate %122, %122, %122, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %124 = stablehlo.reshape %123 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %125 = stablehlo.multiply %121, %124 : tensor<64x3x3xf32>
    %126 = stablehlo.add %118, %125 : tensor<64x3x3xf32>
    %127 = stablehlo.multiply %100, %126 : tensor<64x3x3xf32>
    %128 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %129 = stablehlo.reshape %128 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %131 = stablehlo.reshape %72 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %132 = stablehlo.slice %131 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %133 = stablehlo.concatenate %132, %132, %132, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %134 = stablehlo.reshape %133 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %135 = stablehlo.multiply %105, %134 : tensor<64x3x3xf32>
    %136 = stablehlo.slice %131 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %137 = stablehlo.concatenate %136, %136, %136, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %138 = stablehlo.reshape %137 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %139 = stablehlo.multiply %113, %138 : tensor<64x3x3xf32>
    %140 = stablehlo.add %135, %139 : tensor<64x3x3xf32>
    %141 = stablehlo.slice %131 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %142 = stablehlo.concatenate %141, %141, %141, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %143 = stablehlo.reshape %142 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %144 = stablehlo.multiply %121, %143 : tensor<64x3x3xf32>
    %145 = stablehlo.add %140, %144 : tensor<64x3x3xf32>
    %146 = stablehlo.multiply %130, %145 : tensor<64x3x3xf32>
    %147 = stablehlo.add %127, %146 : tensor<64x3x3xf32>
    %148 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %149 = stablehlo.reshape %148 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %151 = stablehlo.reshape %97 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %152 = stablehlo.slice %151 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %153 = stablehlo.concatenate %152, %152, %152, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %154 = stablehlo.reshape %153 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %155 = stablehlo.multiply %105, %154 : tensor<64x3x3xf32>
    %156 = stablehlo.slice %151 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %157 = stablehlo.concatenate %156, %156, %156, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %158 = stablehlo.reshape %157 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %159 = stablehlo.multiply %113, %158 : tensor<64x3x3xf32>
    %160 = stablehlo.add %155, %159 : tensor<64x3x3xf32>
    %161 = stablehlo.slice %151 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %162 = stablehlo.concatenate %161, %161, %161, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %163 = stablehlo.reshape %162 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %164 = stablehlo.multiply %121, %163 : tensor<64x3x3xf32>
    %165 = stablehlo.add %160, %164 : tensor<64x3x3xf32>
    %166 = stablehlo.multiply %150, %165 : tensor<64x3x3xf32>
    %167 = stablehlo.add %147, %166 : tensor<64x3x3xf32>
    %168 = stablehlo.multiply %102, %167 : tensor<64x3x3xf32>
    %169 = stablehlo.slice %arg3 [0:64, 1:2, 0:9] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %170 = stablehlo.reshape %169 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %171 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %172 = stablehlo.reshape %171 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %174 = stablehlo.reshape %33 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %175 = stablehlo.slice %174 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %178 = stablehlo.multiply %173, %177 : tensor<64x3x3xf32>
    %179 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %180 = stablehlo.reshape %179 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %182 = stablehlo.slice %174 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %183 = stablehlo.concatenate %182, %182, %182, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %184 = stablehlo.reshape %183 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %185 = stablehlo.multiply %181, %184 : tensor<64x3x3xf32>
    %186 = stablehlo.add %178, %185 : tensor<64x3x3xf32>
    %187 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %188 = stablehlo.reshape %187 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %190 = stablehlo.slice %174 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %191 = stablehlo.concatenate %190, %190, %190, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %192 = stablehlo.reshape %191 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<64x3x3xf32>
    %194 = stablehlo.add %186, %193 : tensor<64x3x3xf32>
    %195 = stablehlo.multiply %100, %194 : tensor<64x3x3xf32>
    %196 = stablehlo.reshape %67 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %197 = stablehlo.slice %196 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %198 = stablehlo.concatenate %197, %197, %197, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %199 = stablehlo.reshape %198 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %200 = stablehlo.multiply %173, %199 : tensor<64x3x3xf32>
    %201 = stablehlo.slice %196 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %202 = stablehlo.concatenate %201, %201, %201, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %203 = stablehlo.reshape %202 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %204 = stablehlo.multiply %181, %203 : tensor<64x3x3xf32>
    %205 = stablehlo.add %200, %204 : tensor<64x3x3xf32>
    %206 = stablehlo.slice %196 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %207 = stablehlo.concatenate %206, %206, %206, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %208 = stablehlo.reshape %207 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %209 = stablehlo.multiply %189, %208 : tensor<64x3x3xf32>
    %210 = stablehlo.add %205, %209 : tensor<64x3x3xf32>
    %211 = stablehlo.multiply %130, %210 : tensor<64x3x3xf32>
    %212 = stablehlo.add %195, %211 : tensor<64x3x3xf32>
    %213 = stablehlo.reshape %92 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %214 = stablehlo.slice %213 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %215 = stablehlo.concatenate %214, %214, %214, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %216 = stablehlo.reshape %215 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %217 = stablehlo.multiply %173, %216 : tensor<64x3x3xf32>
    %218 = stablehlo.slice %213 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %219 = stablehlo.concatenate %218, %218, %218, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %220 = stablehlo.reshape %219 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %221 = stablehlo.multiply %181, %220 : tensor<64x3x3xf32>
    %222 = stablehlo.add %217, %221 : tensor<64x3x3xf32>
    %223 = stablehlo.slice %213 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %224 = stablehlo.concatenate %223, %223, %223, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %225 = stablehlo.reshape %224 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %226 = stablehlo.multiply %189, %225 : tensor<64x3x3xf32>
    %227 = stablehlo.add %222, %226 : tensor<64x3x3xf32>
    %228 = stablehlo.multiply %150, %227 : tensor<64x3x3xf32>
    %229 = stablehlo.add %212, %228 : tensor<64x3x3xf32>
    %230 = stablehlo.multiply %170, %229 : tensor<64x3x3xf32>
    %231 = stablehlo.add %168, %230 : tensor<64x3x3xf32>
    %232 = stablehlo.slice %arg3 [0:64, 2:3, 0:9] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %233 = stablehlo.reshape %232 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %234 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %235 = stablehlo.reshape %234 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %237 = stablehlo.multiply %105, %177 : tensor<64x3x3xf32>
    %238 = stablehlo.multiply %113, %184 : tensor<64x3x3xf32>
    %239 = stablehlo.add %237, %238 : tensor<64x3x3xf32>
    %240 = stablehlo.multiply %121, %192 : tensor<64x3x3xf32>
    %241 = stablehlo.add %239, %240 : tensor<64x3x3xf32>
    %242 = stablehlo.multiply %236, %241 : tensor<64x3x3xf32>
    %243 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %244 = stablehlo.reshape %243 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %246 = stablehlo.multiply %105, %199 : tensor<64x3x3xf32>
    %247 = stablehlo.multiply %113, %203 : tensor<64x3x3xf32>
    %248 = stablehlo.add %246, %247 : tensor<64x3x3xf32>
    %249 = stablehlo.multiply %121, %208 : tensor<64x3x3xf32>
    %250 = stablehlo.add %248, %249 : tensor<64x3x3xf32>
    %251 = stablehlo.multiply %245, %250 : tensor<64x3x3xf32>
    %252 = stablehlo.add %242, %251 : tensor<64x3x3xf32>
    %253 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %254 = stablehlo.reshape %253 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %256 = stablehlo.multiply %105, %216 : tensor<64x3x3xf32>
    %257 = stablehlo.multiply %113, %220 : tensor<64x3x3xf32>
    %258 = stablehlo.add %256, %257 : tensor<64x3x3xf32>
    %259 = stablehlo.multiply %121, %225 : tensor<64x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<64x3x3xf32>
    %261 = stablehlo.multiply %255, %260 : tensor<64x3x3xf32>
    %262 = stablehlo.add %252, %261 : tensor<64x3x3xf32>
    %263 = stablehlo.multiply %233, %262 : tensor<64x3x3xf32>
    %264 = stablehlo.add %231, %263 : tensor<64x3x3xf32>
    %265 = stablehlo.multiply %100, %264 : tensor<64x3x3xf32>
    %266 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %267 = stablehlo.reshape %266 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %269 = stablehlo.slice %arg3 [0:64, 0:1, 9:18] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %270 = stablehlo.reshape %269 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %271 = stablehlo.multiply %268, %126 : tensor<64x3x3xf32>
    %272 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %273 = stablehlo.reshape %272 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %275 = stablehlo.multiply %274, %145 : tensor<64x3x3xf32>
    %276 = stablehlo.add %271, %275 : tensor<64x3x3xf32>
    %277 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %278 = stablehlo.reshape %277 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %280 = stablehlo.multiply %279, %165 : tensor<64x3x3xf32>
    %281 = stablehlo.add %276, %280 : tensor<64x3x3xf32>
    %282 = stablehlo.multiply %270, %281 : tensor<64x3x3xf32>
    %283 = stablehlo.slice %arg3 [0:64, 1:2, 9:18] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %284 = stablehlo.reshape %283 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %285 = stablehlo.multiply %268, %194 : tensor<64x3x3xf32>
    %286 = stablehlo.multiply %274, %210 : tensor<64x3x3xf32>
    %287 = stablehlo.add %285, %286 : tensor<64x3x3xf32>
    %288 = stablehlo.multiply %279, %227 : tensor<64x3x3xf32>
    %289 = stablehlo.add %287, %288 : tensor<64x3x3xf32>
    %290 = stablehlo.multiply %284, %289 : tensor<64x3x3xf32>
    %291 = stablehlo.add %282, %290 : tensor<64x3x3xf32>
    %292 = stablehlo.slice %arg3 [0:64, 2:3, 9:18] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %293 = stablehlo.reshape %292 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %294 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %295 = stablehlo.reshape %294 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %297 = stablehlo.multiply %296, %241 : tensor<64x3x3xf32>
    %298 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %299 = stablehlo.reshape %298 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %301 = stablehlo.multiply %300, %250 : tensor<64x3x3xf32>
    %302 = stablehlo.add %297, %301 : tensor<64x3x3xf32>
    %303 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %304 = stablehlo.reshape %303 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %306 = stablehlo.multiply %305, %260 : tensor<64x3x3xf32>
    %307 = stablehlo.add %302, %306 : tensor<64x3x3xf32>
    %308 = stablehlo.multiply %293, %307 : tensor<64x3x3xf32>
    %309 = stablehlo.add %291, %308 : tensor<64x3x3xf32>
    %310 = stablehlo.multiply %268, %309 : tensor<64x3x3xf32>
    %311 = stablehlo.add %265, %310 : tensor<64x3x3xf32>
    %312 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %315 = stablehlo.slice %arg3 [0:64, 0:1, 18:27] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %316 = stablehlo.reshape %315 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %317 = stablehlo.multiply %314, %126 : tensor<64x3x3xf32>
    %318 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %319 = stablehlo.reshape %318 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %321 = stablehlo.multiply %320, %145 : tensor<64x3x3xf32>
    %322 = stablehlo.add %317, %321 : tensor<64x3x3xf32>
    %323 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %324 = stablehlo.reshape %323 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %326 = stablehlo.multiply %325, %165 : tensor<64x3x3xf32>
    %327 = stablehlo.add %322, %326 : tensor<64x3x3xf32>
    %328 = stablehlo.multiply %316, %327 : tensor<64x3x3xf32>
    %329 = stablehlo.slice %arg3 [0:64, 1:2, 18:27] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %330 = stablehlo.reshape %329 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %331 = stablehlo.multiply %314, %194 : tensor<64x3x3xf32>
    %332 = stablehlo.multiply %320, %210 : tensor<64x3x3xf32>
    %333 = stablehlo.add %331, %332 : tensor<64x3x3xf32>
    %334 = stablehlo.multiply %325, %227 : tensor<64x3x3xf32>
    %335 = stablehlo.add %333, %334 : tensor<64x3x3xf32>
    %336 = stablehlo.multiply %330, %335 : tensor<64x3x3xf32>
    %337 = stablehlo.add %328, %336 : tensor<64x3x3xf32>
    %338 = stablehlo.slice %arg3 [0:64, 2:3, 18:27] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %339 = stablehlo.reshape %338 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %340 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %341 = stablehlo.reshape %340 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %343 = stablehlo.multiply %342, %241 : tensor<64x3x3xf32>
    %344 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %345 = stablehlo.reshape %344 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %347 = stablehlo.multiply %346, %250 : tensor<64x3x3xf32>
    %348 = stablehlo.add %343, %347 : tensor<64x3x3xf32>
    %349 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %350 = stablehlo.reshape %349 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %352 = stablehlo.multiply %351, %260 : tensor<64x3x3xf32>
    %353 = stablehlo.add %348, %352 : tensor<64x3x3xf32>
    %354 = stablehlo.multiply %339, %353 : tensor<64x3x3xf32>
    %355 = stablehlo.add %337, %354 : tensor<64x3x3xf32>
    %356 = stablehlo.multiply %314, %355 : tensor<64x3x3xf32>
    %357 = stablehlo.add %311, %356 : tensor<64x3x3xf32>
    %358 = stablehlo.multiply %170, %167 : tensor<64x3x3xf32>
    %359 = stablehlo.slice %arg3 [0:64, 3:4, 0:9] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %360 = stablehlo.reshape %359 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %361 = stablehlo.multiply %360, %229 : tensor<64x3x3xf32>
    %362 = stablehlo.add %358, %361 : tensor<64x3x3xf32>
    %363 = stablehlo.slice %arg3 [0:64, 4:5, 0:9] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %364 = stablehlo.reshape %363 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %365 = stablehlo.multiply %364, %262 : tensor<64x3x3xf32>
    %366 = stablehlo.add %362, %365 : tensor<64x3x3xf32>
    %367 = stablehlo.multiply %100, %366 : tensor<64x3x3xf32>
    %368 = stablehlo.multiply %284, %281 : tensor<64x3x3xf32>
    %369 = stablehlo.slice %arg3 [0:64, 3:4, 9:18] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %370 = stablehlo.reshape %369 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %371 = stablehlo.multiply %370, %289 : tensor<64x3x3xf32>
    %372 = stablehlo.add %368, %371 : tensor<64x3x3xf32>
    %373 = stablehlo.slice %arg3 [0:64, 4:5, 9:18] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %374 = stablehlo.reshape %373 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %375 = stablehlo.multiply %374, %307 : tensor<64x3x3xf32>
    %376 = stablehlo.add %372, %375 : tensor<64x3x3xf32>
    %377 = stablehlo.multiply %268, %376 : tensor<64x3x3xf32>
    %378 = stablehlo.add %367, %377 : tensor<64x3x3xf32>
    %379 = stablehlo.multiply %330, %327 : tensor<64x3x3xf32>
    %380 = stablehlo.slice %arg3 [0:64, 3:4, 18:27] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %381 = stablehlo.reshape %380 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %382 = stablehlo.multiply %381, %335 : tensor<64x3x3xf32>
    %383 = stablehlo.add %379, %382 : tensor<64x3x3xf32>
    %384 = stablehlo.slice %arg3 [0:64, 4:5, 18:27] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %385 = stablehlo.reshape %384 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %386 = stablehlo.multiply %385, %353 : tensor<64x3x3xf32>
    %387 = stablehlo.add %383, %386 : tensor<64x3x3xf32>
    %388 = stablehlo.multiply %314, %387 : tensor<64x3x3xf32>
    %389 = stablehlo.add %378, %388 : tensor<64x3x3xf32>
    %390 = stablehlo.multiply %233, %167 : tensor<64x3x3xf32>
    %391 = stablehlo.multiply %364, %229 : tensor<64x3x3xf32>
    %392 = stablehlo.add %390, %391 : tensor<64x3x3xf32>
    %393 = stablehlo.slice %arg3 [0:64, 5:6, 0:9] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %394 = stablehlo.reshape %393 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %395 = stablehlo.multiply %394, %262 : tensor<64x3x3xf32>
    %396 = stablehlo.add %392, %395 : tensor<64x3x3xf32>
    %397 = stablehlo.multiply %236, %396 : tensor<64x3x3xf32>
    %398 = stablehlo.multiply %293, %281 : tensor<64x3x3xf32>
    %399 = stablehlo.multiply %374, %289 : tensor<64x3x3xf32>
    %400 = stablehlo.add %398, %399 : tensor<64x3x3xf32>
    %401 = stablehlo.slice %arg3 [0:64, 5:6, 9:18] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %402 = stablehlo.reshape %401 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %403 = stablehlo.multiply %402, %307 : tensor<64x3x3xf32>
    %404 = stablehlo.add %400, %403 : tensor<64x3x3xf32>
    %405 = stablehlo.multiply %296, %404 : tensor<64x3x3xf32>
    %406 = stablehlo.add %397, %405 : tensor<64x3x3xf32>
    %407 = stablehlo.multiply %339, %327 : tensor<64x3x3xf32>
    %408 = stablehlo.multiply %385, %335 : tensor<64x3x3xf32>
    %409 = stablehlo.add %407, %408 : tensor<64x3x3xf32>
    %410 = stablehlo.slice %arg3 [0:64, 5:6, 18:27] : (tensor<64x6x27xf32>) -> tensor<64x1x9xf32>
    %411 = stablehlo.reshape %410 : (tensor<64x1x9xf32>) -> tensor<64x3x3xf32>
    %412 = stablehlo.multiply %411, %353 : tensor<64x3x3xf32>
    %413 = stablehlo.add %409, %412 : tensor<64x3x3xf32>
    %414 = stablehlo.multiply %342, %413 : tensor<64x3x3xf32>
    %415 = stablehlo.add %406, %414 : tensor<64x3x3xf32>
    %416 = stablehlo.multiply %130, %264 : tensor<64x3x3xf32>
    %417 = stablehlo.multiply %274, %309 : tensor<64x3x3xf32>
    %418 = stablehlo.add %416, %417 : tensor<64x3x3xf32>
    %419 = stablehlo.multiply %320, %355 : tensor<64x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<64x3x3xf32>
    %421 = stablehlo.multiply %130, %366 : tensor<64x3x3xf32>
    %422 = stablehlo.multiply %274, %376 : tensor<64x3x3xf32>
    %423 = stablehlo.add %421, %422 : tensor<64x3x3xf32>
    %424 = stablehlo.multiply %320, %387 : tensor<64x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<64x3x3xf32>
    %426 = stablehlo.multiply %245, %396 : tensor<64x3x3xf32>
    %427 = stablehlo.multiply %300, %404 : tensor<64x3x3xf32>
    %428 = stablehlo.add %426, %427 : tensor<64x3x3xf32>
    %429 = stablehlo.multiply %346, %413 : tensor<64x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<64x3x3xf32>
    %431 = stablehlo.multiply %150, %264 : tensor<64x3x3xf32>
    %432 = stablehlo.multiply %279, %309 : tensor<64x3x3xf32>
    %433 = stablehlo.add %431, %432 : tensor<64x3x3xf32>
    %434 = stablehlo.multiply %325, %355 : tensor<64x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<64x3x3xf32>
    %436 = stablehlo.multiply %150, %366 : tensor<64x3x3xf32>
    %437 = stablehlo.multiply %279, %376 : tensor<64x3x3xf32>
    %438 = stablehlo.add %436, %437 : tensor<64x3x3xf32>
    %439 = stablehlo.multiply %325, %387 : tensor<64x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<64x3x3xf32>
    %441 = stablehlo.multiply %255, %396 : tensor<64x3x3xf32>
    %442 = stablehlo.multiply %305, %404 : tensor<64x3x3xf32>
    %443 = stablehlo.add %441, %442 : tensor<64x3x3xf32>
    %444 = stablehlo.multiply %351, %413 : tensor<64x3x3xf32>
    %445 = stablehlo.add %443, %444 : tensor<64x3x3xf32>
    %446 = "stablehlo.gather"(%3, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %447 = stablehlo.reshape %446 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %449 = stablehlo.reshape %357 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %450 = stablehlo.slice %449 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %451 = stablehlo.concatenate %450, %450, %450, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %452 = stablehlo.reshape %451 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %453 = stablehlo.multiply %448, %452 : tensor<64x3x3xf32>
    %454 = "stablehlo.gather"(%3, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %455 = stablehlo.reshape %454 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %457 = stablehlo.slice %449 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %458 = stablehlo.concatenate %457, %457, %457, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %459 = stablehlo.reshape %458 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %460 = stablehlo.multiply %456, %459 : tensor<64x3x3xf32>
    %461 = stablehlo.add %453, %460 : tensor<64x3x3xf32>
    %462 = "stablehlo.gather"(%3, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %465 = stablehlo.slice %449 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %466 = stablehlo.concatenate %465, %465, %465, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %467 = stablehlo.reshape %466 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %468 = stablehlo.multiply %464, %467 : tensor<64x3x3xf32>
    %469 = stablehlo.add %461, %468 : tensor<64x3x3xf32>
    %470 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %471 = stablehlo.reshape %470 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %473 = stablehlo.reshape %389 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %474 = stablehlo.slice %473 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %475 = stablehlo.concatenate %474, %474, %474, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %476 = stablehlo.reshape %475 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %477 = stablehlo.multiply %472, %476 : tensor<64x3x3xf32>
    %478 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %479 = stablehlo.reshape %478 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %481 = stablehlo.slice %473 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %482 = stablehlo.concatenate %481, %481, %481, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %483 = stablehlo.reshape %482 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %484 = stablehlo.multiply %480, %483 : tensor<64x3x3xf32>
    %485 = stablehlo.add %477, %484 : tensor<64x3x3xf32>
    %486 = "stablehlo.gather"(%4, %c_14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %489 = stablehlo.slice %473 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %490 = stablehlo.concatenate %489, %489, %489, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %491 = stablehlo.reshape %490 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %492 = stablehlo.multiply %488, %491 : tensor<64x3x3xf32>
    %493 = stablehlo.add %485, %492 : tensor<64x3x3xf32>
    %494 = stablehlo.reshape %415 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %495 = stablehlo.slice %494 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %496 = stablehlo.concatenate %495, %495, %495, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %497 = stablehlo.reshape %496 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %498 = stablehlo.multiply %448, %497 : tensor<64x3x3xf32>
    %499 = stablehlo.slice %494 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %500 = stablehlo.concatenate %499, %499, %499, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %501 = stablehlo.reshape %500 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %502 = stablehlo.multiply %456, %501 : tensor<64x3x3xf32>
    %503 = stablehlo.add %498, %502 : tensor<64x3x3xf32>
    %504 = stablehlo.slice %494 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %505 = stablehlo.concatenate %504, %504, %504, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %506 = stablehlo.reshape %505 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %507 = stablehlo.multiply %464, %506 : tensor<64x3x3xf32>
    %508 = stablehlo.add %503, %507 : tensor<64x3x3xf32>
    %509 = stablehlo.reshape %420 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %510 = stablehlo.slice %509 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %511 = stablehlo.concatenate %510, %510, %510, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %512 = stablehlo.reshape %511 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %513 = stablehlo.multiply %448, %512 : tensor<64x3x3xf32>
    %514 = stablehlo.slice %509 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %515 = stablehlo.concatenate %514, %514, %514, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %516 = stablehlo.reshape %515 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %517 = stablehlo.multiply %456, %516 : tensor<64x3x3xf32>
    %518 = stablehlo.add %513, %517 : tensor<64x3x3xf32>
    %519 = stablehlo.slice %509 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %520 = stablehlo.concatenate %519, %519, %519, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %521 = stablehlo.reshape %520 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %522 = stablehlo.multiply %464, %521 : tensor<64x3x3xf32>
    %523 = stablehlo.add %518, %522 : tensor<64x3x3xf32>
    %524 = stablehlo.reshape %425 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %525 = stablehlo.slice %524 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %526 = stablehlo.concatenate %525, %525, %525, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %527 = stablehlo.reshape %526 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %528 = stablehlo.multiply %472, %527 : tensor<64x3x3xf32>
    %529 = stablehlo.slice %524 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %530 = stablehlo.concatenate %529, %529, %529, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %531 = stablehlo.reshape %530 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %532 = stablehlo.multiply %480, %531 : tensor<64x3x3xf32>
    %533 = stablehlo.add %528, %532 : tensor<64x3x3xf32>
    %534 = stablehlo.slice %524 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %535 = stablehlo.concatenate %534, %534, %534, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %536 = stablehlo.reshape %535 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %537 = stablehlo.multiply %488, %536 : tensor<64x3x3xf32>
    %538 = stablehlo.add %533, %537 : tensor<64x3x3xf32>
    %539 = stablehlo.reshape %430 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %540 = stablehlo.slice %539 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %541 = stablehlo.concatenate %540, %540, %540, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %542 = stablehlo.reshape %541 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %543 = stablehlo.multiply %448, %542 : tensor<64x3x3xf32>
    %544 = stablehlo.slice %539 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %545 = stablehlo.concatenate %544, %544, %544, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %546 = stablehlo.reshape %545 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %547 = stablehlo.multiply %456, %546 : tensor<64x3x3xf32>
    %548 = stablehlo.add %543, %547 : tensor<64x3x3xf32>
    %549 = stablehlo.slice %539 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %550 = stablehlo.concatenate %549, %549, %549, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %551 = stablehlo.reshape %550 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %552 = stablehlo.multiply %464, %551 : tensor<64x3x3xf32>
    %553 = stablehlo.add %548, %552 : tensor<64x3x3xf32>
    %554 = stablehlo.reshape %435 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %555 = stablehlo.slice %554 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %556 = stablehlo.concatenate %555, %555, %555, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %557 = stablehlo.reshape %556 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %558 = stablehlo.multiply %448, %557 : tensor<64x3x3xf32>
    %559 = stablehlo.slice %554 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %560 = stablehlo.concatenate %559, %559, %559, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %561 = stablehlo.reshape %560 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %562 = stablehlo.multiply %456, %561 : tensor<64x3x3xf32>
    %563 = stablehlo.add %558, %562 : tensor<64x3x3xf32>
    %564 = stablehlo.slice %554 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %565 = stablehlo.concatenate %564, %564, %564, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %566 = stablehlo.reshape %565 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %567 = stablehlo.multiply %464, %566 : tensor<64x3x3xf32>
    %568 = stablehlo.add %563, %567 : tensor<64x3x3xf32>
    %569 = stablehlo.reshape %440 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %570 = stablehlo.slice %569 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %571 = stablehlo.concatenate %570, %570, %570, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %572 = stablehlo.reshape %571 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %573 = stablehlo.multiply %472, %572 : tensor<64x3x3xf32>
    %574 = stablehlo.slice %569 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %575 = stablehlo.concatenate %574, %574, %574, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %576 = stablehlo.reshape %575 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %577 = stablehlo.multiply %480, %576 : tensor<64x3x3xf32>
    %578 = stablehlo.add %573, %577 : tensor<64x3x3xf32>
    %579 = stablehlo.slice %569 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %580 = stablehlo.concatenate %579, %579, %579, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %581 = stablehlo.reshape %580 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %582 = stablehlo.multiply %488, %581 : tensor<64x3x3xf32>
    %583 = stablehlo.add %578, %582 : tensor<64x3x3xf32>
    %584 = stablehlo.reshape %445 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %585 = stablehlo.slice %584 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %586 = stablehlo.concatenate %585, %585, %585, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %587 = stablehlo.reshape %586 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %588 = stablehlo.multiply %448, %587 : tensor<64x3x3xf32>
    %589 = stablehlo.slice %584 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %590 = stablehlo.concatenate %589, %589, %589, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %591 = stablehlo.reshape %590 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %592 = stablehlo.multiply %456, %591 : tensor<64x3x3xf32>
    %593 = stablehlo.add %588, %592 : tensor<64x3x3xf32>
    %594 = stablehlo.slice %584 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %595 = stablehlo.concatenate %594, %594, %594, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %596 = stablehlo.reshape %595 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %597 = stablehlo.multiply %464, %596 : tensor<64x3x3xf32>
    %598 = stablehlo.add %593, %597 : tensor<64x3x3xf32>
    %599 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %600 = stablehlo.reshape %599 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %602 = stablehlo.reshape %469 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %603 = stablehlo.slice %602 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %604 = stablehlo.slice %602 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %605 = stablehlo.slice %602 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %606 = stablehlo.concatenate %603, %603, %603, %604, %604, %604, %605, %605, %605, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %607 = stablehlo.reshape %606 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %608 = stablehlo.multiply %601, %607 : tensor<64x3x3xf32>
    %609 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %610 = stablehlo.reshape %609 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %612 = stablehlo.reshape %493 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %613 = stablehlo.slice %612 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %614 = stablehlo.slice %612 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %615 = stablehlo.slice %612 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %616 = stablehlo.concatenate %613, %613, %613, %614, %614, %614, %615, %615, %615, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %617 = stablehlo.reshape %616 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %618 = stablehlo.reshape %508 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %619 = stablehlo.slice %618 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %620 = stablehlo.slice %618 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %621 = stablehlo.slice %618 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %622 = stablehlo.concatenate %619, %619, %619, %620, %620, %620, %621, %621, %621, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %623 = stablehlo.reshape %622 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %624 = stablehlo.add %617, %623 : tensor<64x3x3xf32>
    %625 = stablehlo.multiply %611, %624 : tensor<64x3x3xf32>
    %626 = stablehlo.add %608, %625 : tensor<64x3x3xf32>
    %627 = "stablehlo.gather"(%4, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %628 = stablehlo.reshape %627 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %630 = stablehlo.slice %602 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %631 = stablehlo.slice %602 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %632 = stablehlo.slice %602 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %633 = stablehlo.concatenate %630, %630, %630, %631, %631, %631, %632, %632, %632, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %634 = stablehlo.reshape %633 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %635 = stablehlo.multiply %629, %634 : tensor<64x3x3xf32>
    %636 = "stablehlo.gather"(%3, %c_13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %637 = stablehlo.reshape %636 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %639 = stablehlo.slice %612 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %640 = stablehlo.slice %612 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %641 = stablehlo.slice %612 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %642 = stablehlo.concatenate %639, %639, %639, %640, %640, %640, %641, %641, %641, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %643 = stablehlo.reshape %642 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %644 = stablehlo.slice %618 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %645 = stablehlo.slice %618 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %646 = stablehlo.slice %618 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %647 = stablehlo.concatenate %644, %644, %644, %645, %645, %645, %646, %646, %646, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %648 = stablehlo.reshape %647 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %649 = stablehlo.add %643, %648 : tensor<64x3x3xf32>
    %650 = stablehlo.multiply %638, %649 : tensor<64x3x3xf32>
    %651 = stablehlo.add %635, %650 : tensor<64x3x3xf32>
    %652 = stablehlo.add %626, %651 : tensor<64x3x3xf32>
    %653 = "stablehlo.gather"(%4, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %654 = stablehlo.reshape %653 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %656 = stablehlo.slice %602 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %657 = stablehlo.slice %602 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %658 = stablehlo.slice %602 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %659 = stablehlo.concatenate %656, %656, %656, %657, %657, %657, %658, %658, %658, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %660 = stablehlo.reshape %659 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %661 = stablehlo.multiply %655, %660 : tensor<64x3x3xf32>
    %662 = "stablehlo.gather"(%3, %c_12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %663 = stablehlo.reshape %662 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %665 = stablehlo.slice %612 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %666 = stablehlo.slice %612 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %667 = stablehlo.slice %612 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %668 = stablehlo.concatenate %665, %665, %665, %666, %666, %666, %667, %667, %667, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %669 = stablehlo.reshape %668 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %670 = stablehlo.slice %618 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %671 = stablehlo.slice %618 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %672 = stablehlo.slice %618 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %673 = stablehlo.concatenate %670, %670, %670, %671, %671, %671, %672, %672, %672, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %674 = stablehlo.reshape %673 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %675 = stablehlo.add %669, %674 : tensor<64x3x3xf32>
    %676 = stablehlo.multiply %664, %675 : tensor<64x3x3xf32>
    %677 = stablehlo.add %661, %676 : tensor<64x3x3xf32>
    %678 = stablehlo.add %652, %677 : tensor<64x3x3xf32>
    %679 = stablehlo.reshape %678 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %680 = stablehlo.reshape %523 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %681 = stablehlo.slice %680 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %682 = stablehlo.slice %680 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %683 = stablehlo.slice %680 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %684 = stablehlo.concatenate %681, %681, %681, %682, %682, %682, %683, %683, %683, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %685 = stablehlo.reshape %684 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %686 = stablehlo.multiply %601, %685 : tensor<64x3x3xf32>
    %687 = stablehlo.reshape %538 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %688 = stablehlo.slice %687 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %689 = stablehlo.slice %687 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %690 = stablehlo.slice %687 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %691 = stablehlo.concatenate %688, %688, %688, %689, %689, %689, %690, %690, %690, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %692 = stablehlo.reshape %691 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %693 = stablehlo.reshape %553 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %694 = stablehlo.slice %693 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %695 = stablehlo.slice %693 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %696 = stablehlo.slice %693 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %697 = stablehlo.concatenate %694, %694, %694, %695, %695, %695, %696, %696, %696, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %698 = stablehlo.reshape %697 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %699 = stablehlo.add %692, %698 : tensor<64x3x3xf32>
    %700 = stablehlo.multiply %611, %699 : tensor<64x3x3xf32>
    %701 = stablehlo.add %686, %700 : tensor<64x3x3xf32>
    %702 = stablehlo.slice %680 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %703 = stablehlo.slice %680 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %704 = stablehlo.slice %680 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %705 = stablehlo.concatenate %702, %702, %702, %703, %703, %703, %704, %704, %704, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %706 = stablehlo.reshape %705 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %707 = stablehlo.multiply %629, %706 : tensor<64x3x3xf32>
    %708 = stablehlo.slice %687 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %709 = stablehlo.slice %687 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %710 = stablehlo.slice %687 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %711 = stablehlo.concatenate %708, %708, %708, %709, %709, %709, %710, %710, %710, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %712 = stablehlo.reshape %711 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %713 = stablehlo.slice %693 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %714 = stablehlo.slice %693 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %715 = stablehlo.slice %693 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %716 = stablehlo.concatenate %713, %713, %713, %714, %714, %714, %715, %715, %715, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %717 = stablehlo.reshape %716 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %718 = stablehlo.add %712, %717 : tensor<64x3x3xf32>
    %719 = stablehlo.multiply %638, %718 : tensor<64x3x3xf32>
    %720 = stablehlo.add %707, %719 : tensor<64x3x3xf32>
    %721 = stablehlo.add %701, %720 : tensor<64x3x3xf32>
    %722 = stablehlo.slice %680 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %723 = stablehlo.slice %680 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %724 = stablehlo.slice %680 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %725 = stablehlo.concatenate %722, %722, %722, %723, %723, %723, %724, %724, %724, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %726 = stablehlo.reshape %725 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %727 = stablehlo.multiply %655, %726 : tensor<64x3x3xf32>
    %728 = stablehlo.slice %687 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %729 = stablehlo.slice %687 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %730 = stablehlo.slice %687 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %731 = stablehlo.concatenate %728, %728, %728, %729, %729, %729, %730, %730, %730, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %732 = stablehlo.reshape %731 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %733 = stablehlo.slice %693 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %734 = stablehlo.slice %693 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %735 = stablehlo.slice %693 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %736 = stablehlo.concatenate %733, %733, %733, %734, %734, %734, %735, %735, %735, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %737 = stablehlo.reshape %736 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %738 = stablehlo.add %732, %737 : tensor<64x3x3xf32>
    %739 = stablehlo.multiply %664, %738 : tensor<64x3x3xf32>
    %740 = stablehlo.add %727, %739 : tensor<64x3x3xf32>
    %741 = stablehlo.add %721, %740 : tensor<64x3x3xf32>
    %742 = stablehlo.reshape %741 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %743 = stablehlo.reshape %568 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %744 = stablehlo.slice %743 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %745 = stablehlo.slice %743 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %746 = stablehlo.slice %743 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %747 = stablehlo.concatenate %744, %744, %744, %745, %745, %745, %746, %746, %746, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %748 = stablehlo.reshape %747 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %749 = stablehlo.multiply %601, %748 : tensor<64x3x3xf32>
    %750 = stablehlo.reshape %583 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %751 = stablehlo.slice %750 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %752 = stablehlo.slice %750 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %753 = stablehlo.slice %750 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %754 = stablehlo.concatenate %751, %751, %751, %752, %752, %752, %753, %753, %753, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %755 = stablehlo.reshape %754 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %756 = stablehlo.reshape %598 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %757 = stablehlo.slice %756 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %758 = stablehlo.slice %756 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %759 = stablehlo.slice %756 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %760 = stablehlo.concatenate %757, %757, %757, %758, %758, %758, %759, %759, %759, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %761 = stablehlo.reshape %760 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %762 = stablehlo.add %755, %761 : tensor<64x3x3xf32>
    %763 = stablehlo.multiply %611, %762 : tensor<64x3x3xf32>
    %764 = stablehlo.add %749, %763 : tensor<64x3x3xf32>
    %765 = stablehlo.slice %743 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %766 = stablehlo.slice %743 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %767 = stablehlo.slice %743 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %768 = stablehlo.concatenate %765, %765, %765, %766, %766, %766, %767, %767, %767, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %769 = stablehlo.reshape %768 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %770 = stablehlo.multiply %629, %769 : tensor<64x3x3xf32>
    %771 = stablehlo.slice %750 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %772 = stablehlo.slice %750 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %773 = stablehlo.slice %750 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %774 = stablehlo.concatenate %771, %771, %771, %772, %772, %772, %773, %773, %773, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %775 = stablehlo.reshape %774 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %776 = stablehlo.slice %756 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %777 = stablehlo.slice %756 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %778 = stablehlo.slice %756 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %779 = stablehlo.concatenate %776, %776, %776, %777, %777, %777, %778, %778, %778, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %780 = stablehlo.reshape %779 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %781 = stablehlo.add %775, %780 : tensor<64x3x3xf32>
    %782 = stablehlo.multiply %638, %781 : tensor<64x3x3xf32>
    %783 = stablehlo.add %770, %782 : tensor<64x3x3xf32>
    %784 = stablehlo.add %764, %783 : tensor<64x3x3xf32>
    %785 = stablehlo.slice %743 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %786 = stablehlo.slice %743 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %787 = stablehlo.slice %743 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %788 = stablehlo.concatenate %785, %785, %785, %786, %786, %786, %787, %787, %787, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %789 = stablehlo.reshape %788 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %790 = stablehlo.multiply %655, %789 : tensor<64x3x3xf32>
    %791 = stablehlo.slice %750 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %792 = stablehlo.slice %750 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %793 = stablehlo.slice %750 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %794 = stablehlo.concatenate %791, %791, %791, %792, %792, %792, %793, %793, %793, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %795 = stablehlo.reshape %794 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %796 = stablehlo.slice %756 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %797 = stablehlo.slice %756 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %798 = stablehlo.slice %756 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %799 = stablehlo.concatenate %796, %796, %796, %797, %797, %797, %798, %798, %798, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %800 = stablehlo.reshape %799 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %801 = stablehlo.add %795, %800 : tensor<64x3x3xf32>
    %802 = stablehlo.multiply %664, %801 : tensor<64x3x3xf32>
    %803 = stablehlo.add %790, %802 : tensor<64x3x3xf32>
    %804 = stablehlo.add %784, %803 : tensor<64x3x3xf32>
    %805 = stablehlo.reshape %804 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %806 = stablehlo.concatenate %679, %742, %805, dim = 1 : (tensor<64x9xf32>, tensor<64x9xf32>, tensor<64x9xf32>) -> tensor<64x27xf32>
    return %806 : tensor<64x27xf32>
  }
}
