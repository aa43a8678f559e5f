module @jit_pa_diffusion_3d_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x27xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<64x6x27xf32>) -> (tensor<64x27xf32> {jax.result_info = "result"}) {
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
    %c_15 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %c_16 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %c_17 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %c_18 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %c_19 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %c_20 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %c_21 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %c_22 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.gather"(%arg0, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %1 = "stablehlo.gather"(%arg0, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %2 = "stablehlo.gather"(%arg0, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %4 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %5 = "stablehlo.gather"(%3, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %8 = stablehlo.reshape %0 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %9 = stablehlo.slice %8 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %10 = stablehlo.slice %8 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %11 = stablehlo.slice %8 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %12 = stablehlo.concatenate %9, %9, %9, %10, %10, %10, %11, %11, %11, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %13 = stablehlo.reshape %12 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<64x3x3xf32>
    %15 = "stablehlo.gather"(%3, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %18 = stablehlo.slice %8 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %19 = stablehlo.slice %8 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %20 = stablehlo.slice %8 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %21 = stablehlo.concatenate %18, %18, %18, %19, %19, %19, %20, %20, %20, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %22 = stablehlo.reshape %21 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %23 = stablehlo.multiply %17, %22 : tensor<64x3x3xf32>
    %24 = stablehlo.add %14, %23 : tensor<64x3x3xf32>
    %25 = "stablehlo.gather"(%3, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %26 = stablehlo.reshape %25 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %28 = stablehlo.slice %8 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %29 = stablehlo.slice %8 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %30 = stablehlo.slice %8 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %31 = stablehlo.concatenate %28, %28, %28, %29, %29, %29, %30, %30, %30, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %32 = stablehlo.reshape %31 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<64x3x3xf32>
    %34 = stablehlo.add %24, %33 : tensor<64x3x3xf32>
    %35 = "stablehlo.gather"(%4, %c_22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %36 = stablehlo.reshape %35 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %38 = stablehlo.multiply %37, %13 : tensor<64x3x3xf32>
    %39 = "stablehlo.gather"(%4, %c_21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %40 = stablehlo.reshape %39 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %42 = stablehlo.multiply %41, %22 : tensor<64x3x3xf32>
    %43 = stablehlo.add %38, %42 : tensor<64x3x3xf32>
    %44 = "stablehlo.gather"(%4, %c_20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %45 = stablehlo.reshape %44 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %47 = stablehlo.multiply %46, %32 : tensor<64x3x3xf32>
    %48 = stablehlo.add %43, %47 : tensor<64x3x3xf32>
    %49 = stablehlo.reshape %1 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %50 = stablehlo.slice %49 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %51 = stablehlo.slice %49 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %52 = stablehlo.slice %49 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %53 = stablehlo.concatenate %50, %50, %50, %51, %51, %51, %52, %52, %52, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %54 = stablehlo.reshape %53 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %55 = stablehlo.multiply %7, %54 : tensor<64x3x3xf32>
    %56 = stablehlo.slice %49 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %57 = stablehlo.slice %49 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %58 = stablehlo.slice %49 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %59 = stablehlo.concatenate %56, %56, %56, %57, %57, %57, %58, %58, %58, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %60 = stablehlo.reshape %59 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %61 = stablehlo.multiply %17, %60 : tensor<64x3x3xf32>
    %62 = stablehlo.add %55, %61 : tensor<64x3x3xf32>
    %63 = stablehlo.slice %49 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %64 = stablehlo.slice %49 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %65 = stablehlo.slice %49 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %66 = stablehlo.concatenate %63, %63, %63, %64, %64, %64, %65, %65, %65, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %67 = stablehlo.reshape %66 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %68 = stablehlo.multiply %27, %67 : tensor<64x3x3xf32>
    %69 = stablehlo.add %62, %68 : tensor<64x3x3xf32>
    %70 = stablehlo.multiply %37, %54 : tensor<64x3x3xf32>
    %71 = stablehlo.multiply %41, %60 : tensor<64x3x3xf32>
    %72 = stablehlo.add %70, %71 : tensor<64x3x3xf32>
    %73 = stablehlo.multiply %46, %67 : tensor<64x3x3xf32>
    %74 = stablehlo.add %72, %73 : tensor<64x3x3xf32>
    %75 = stablehlo.reshape %2 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %76 = stablehlo.slice %75 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %77 = stablehlo.slice %75 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %78 = stablehlo.slice %75 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %79 = stablehlo.concatenate %76, %76, %76, %77, %77, %77, %78, %78, %78, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %80 = stablehlo.reshape %79 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %81 = stablehlo.multiply %7, %80 : tensor<64x3x3xf32>
    %82 = stablehlo.slice %75 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %83 = stablehlo.slice %75 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %84 = stablehlo.slice %75 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %85 = stablehlo.concatenate %82, %82, %82, %83, %83, %83, %84, %84, %84, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %86 = stablehlo.reshape %85 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %87 = stablehlo.multiply %17, %86 : tensor<64x3x3xf32>
    %88 = stablehlo.add %81, %87 : tensor<64x3x3xf32>
    %89 = stablehlo.slice %75 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %90 = stablehlo.slice %75 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %91 = stablehlo.slice %75 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %92 = stablehlo.concatenate %89, %89, %89, %90, %90, %90, %91, %91, %91, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %93 = stablehlo.reshape %92 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %94 = stablehlo.multiply %27, %93 : tensor<64x3x3xf32>
    %95 = stablehlo.add %88, %94 : tensor<64x3x3xf32>
    %96 = stablehlo.multiply %37, %80 : tensor<64x3x3xf32>
    %97 = stablehlo.multiply %41, %86 : tensor<64x3x3xf32>
    %98 = stablehlo.add %96, %97 : tensor<64x3x3xf32>
    %99 = stablehlo.multiply %46, %93 : tensor<64x3x3xf32>
    %100 = stablehlo.add %98, %99 : tensor<64x3x3xf32>
    %101 = stablehlo.slice %arg3 [0:64, 0:1, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %102 = stablehlo.reshape %101 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %103 = stablehlo.slice %arg3 [0:64, 1:2, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %104 = stablehlo.reshape %103 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %105 = stablehlo.slice %arg3 [0:64, 2:3, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %106 = stablehlo.reshape %105 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %107 = stablehlo.slice %arg3 [0:64, 3:4, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %108 = stablehlo.reshape %107 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %109 = stablehlo.slice %arg3 [0:64, 4:5, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %110 = stablehlo.reshape %109 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %111 = stablehlo.slice %arg3 [0:64, 5:6, 0:27] : (tensor<64x6x27xf32>) -> tensor<64x1x27xf32>
    %112 = stablehlo.reshape %111 : (tensor<64x1x27xf32>) -> tensor<64x27xf32>
    %113 = "stablehlo.gather"(%3, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %114 = stablehlo.reshape %113 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %116 = "stablehlo.gather"(%102, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %117 = "stablehlo.gather"(%3, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %118 = stablehlo.reshape %117 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %120 = stablehlo.reshape %48 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %121 = stablehlo.slice %120 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %122 = stablehlo.concatenate %121, %121, %121, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %123 = stablehlo.reshape %122 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %124 = stablehlo.multiply %119, %123 : tensor<64x3x3xf32>
    %125 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %126 = stablehlo.reshape %125 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %128 = stablehlo.slice %120 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %129 = stablehlo.concatenate %128, %128, %128, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %130 = stablehlo.reshape %129 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<64x3x3xf32>
    %132 = stablehlo.add %124, %131 : tensor<64x3x3xf32>
    %133 = "stablehlo.gather"(%3, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %134 = stablehlo.reshape %133 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %136 = stablehlo.slice %120 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %137 = stablehlo.concatenate %136, %136, %136, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %138 = stablehlo.reshape %137 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %139 = stablehlo.multiply %135, %138 : tensor<64x3x3xf32>
    %140 = stablehlo.add %132, %139 : tensor<64x3x3xf32>
    %141 = stablehlo.multiply %115, %140 : tensor<64x3x3xf32>
    %142 = "stablehlo.gather"(%3, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %143 = stablehlo.reshape %142 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %145 = stablehlo.reshape %74 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %146 = stablehlo.slice %145 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %147 = stablehlo.concatenate %146, %146, %146, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %148 = stablehlo.reshape %147 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %149 = stablehlo.multiply %119, %148 : tensor<64x3x3xf32>
    %150 = stablehlo.slice %145 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %151 = stablehlo.concatenate %150, %150, %150, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %152 = stablehlo.reshape %151 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %153 = stablehlo.multiply %127, %152 : tensor<64x3x3xf32>
    %154 = stablehlo.add %149, %153 : tensor<64x3x3xf32>
    %155 = stablehlo.slice %145 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %156 = stablehlo.concatenate %155, %155, %155, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %157 = stablehlo.reshape %156 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %158 = stablehlo.multiply %135, %157 : tensor<64x3x3xf32>
    %159 = stablehlo.add %154, %158 : tensor<64x3x3xf32>
    %160 = stablehlo.multiply %144, %159 : tensor<64x3x3xf32>
    %161 = stablehlo.add %141, %160 : tensor<64x3x3xf32>
    %162 = "stablehlo.gather"(%3, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %163 = stablehlo.reshape %162 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %165 = stablehlo.reshape %100 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %166 = stablehlo.slice %165 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %167 = stablehlo.concatenate %166, %166, %166, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %168 = stablehlo.reshape %167 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %169 = stablehlo.multiply %119, %168 : tensor<64x3x3xf32>
    %170 = stablehlo.slice %165 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %171 = stablehlo.concatenate %170, %170, %170, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %172 = stablehlo.reshape %171 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %173 = stablehlo.multiply %127, %172 : tensor<64x3x3xf32>
    %174 = stablehlo.add %169, %173 : tensor<64x3x3xf32>
    %175 = stablehlo.slice %165 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %176 = stablehlo.concatenate %175, %175, %175, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %177 = stablehlo.reshape %176 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %178 = stablehlo.multiply %135, %177 : tensor<64x3x3xf32>
    %179 = stablehlo.add %174, %178 : tensor<64x3x3xf32>
    %180 = stablehlo.multiply %164, %179 : tensor<64x3x3xf32>
    %181 = stablehlo.add %161, %180 : tensor<64x3x3xf32>
    %182 = stablehlo.multiply %116, %181 : tensor<64x3x3xf32>
    %183 = "stablehlo.gather"(%104, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %184 = "stablehlo.gather"(%4, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %185 = stablehlo.reshape %184 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %187 = stablehlo.reshape %34 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %188 = stablehlo.slice %187 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %189 = stablehlo.concatenate %188, %188, %188, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %190 = stablehlo.reshape %189 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<64x3x3xf32>
    %192 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %193 = stablehlo.reshape %192 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %195 = stablehlo.slice %187 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %196 = stablehlo.concatenate %195, %195, %195, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %197 = stablehlo.reshape %196 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<64x3x3xf32>
    %199 = stablehlo.add %191, %198 : tensor<64x3x3xf32>
    %200 = "stablehlo.gather"(%4, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %201 = stablehlo.reshape %200 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %203 = stablehlo.slice %187 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %204 = stablehlo.concatenate %203, %203, %203, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %205 = stablehlo.reshape %204 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<64x3x3xf32>
    %207 = stablehlo.add %199, %206 : tensor<64x3x3xf32>
    %208 = stablehlo.multiply %115, %207 : tensor<64x3x3xf32>
    %209 = stablehlo.reshape %69 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %210 = stablehlo.slice %209 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %211 = stablehlo.concatenate %210, %210, %210, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %212 = stablehlo.reshape %211 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %213 = stablehlo.multiply %186, %212 : tensor<64x3x3xf32>
    %214 = stablehlo.slice %209 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %215 = stablehlo.concatenate %214, %214, %214, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %216 = stablehlo.reshape %215 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %217 = stablehlo.multiply %194, %216 : tensor<64x3x3xf32>
    %218 = stablehlo.add %213, %217 : tensor<64x3x3xf32>
    %219 = stablehlo.slice %209 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %220 = stablehlo.concatenate %219, %219, %219, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %221 = stablehlo.reshape %220 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %222 = stablehlo.multiply %202, %221 : tensor<64x3x3xf32>
    %223 = stablehlo.add %218, %222 : tensor<64x3x3xf32>
    %224 = stablehlo.multiply %144, %223 : tensor<64x3x3xf32>
    %225 = stablehlo.add %208, %224 : tensor<64x3x3xf32>
    %226 = stablehlo.reshape %95 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %227 = stablehlo.slice %226 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %228 = stablehlo.concatenate %227, %227, %227, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %229 = stablehlo.reshape %228 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %230 = stablehlo.multiply %186, %229 : tensor<64x3x3xf32>
    %231 = stablehlo.slice %226 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %232 = stablehlo.concatenate %231, %231, %231, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %233 = stablehlo.reshape %232 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %234 = stablehlo.multiply %194, %233 : tensor<64x3x3xf32>
    %235 = stablehlo.add %230, %234 : tensor<64x3x3xf32>
    %236 = stablehlo.slice %226 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %237 = stablehlo.concatenate %236, %236, %236, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %238 = stablehlo.reshape %237 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %239 = stablehlo.multiply %202, %238 : tensor<64x3x3xf32>
    %240 = stablehlo.add %235, %239 : tensor<64x3x3xf32>
    %241 = stablehlo.multiply %164, %240 : tensor<64x3x3xf32>
    %242 = stablehlo.add %225, %241 : tensor<64x3x3xf32>
    %243 = stablehlo.multiply %183, %242 : tensor<64x3x3xf32>
    %244 = stablehlo.add %182, %243 : tensor<64x3x3xf32>
    %245 = "stablehlo.gather"(%106, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %246 = "stablehlo.gather"(%4, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %247 = stablehlo.reshape %246 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %249 = stablehlo.multiply %119, %190 : tensor<64x3x3xf32>
    %250 = stablehlo.multiply %127, %197 : tensor<64x3x3xf32>
    %251 = stablehlo.add %249, %250 : tensor<64x3x3xf32>
    %252 = stablehlo.multiply %135, %205 : tensor<64x3x3xf32>
    %253 = stablehlo.add %251, %252 : tensor<64x3x3xf32>
    %254 = stablehlo.multiply %248, %253 : tensor<64x3x3xf32>
    %255 = "stablehlo.gather"(%4, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %256 = stablehlo.reshape %255 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %258 = stablehlo.multiply %119, %212 : tensor<64x3x3xf32>
    %259 = stablehlo.multiply %127, %216 : tensor<64x3x3xf32>
    %260 = stablehlo.add %258, %259 : tensor<64x3x3xf32>
    %261 = stablehlo.multiply %135, %221 : tensor<64x3x3xf32>
    %262 = stablehlo.add %260, %261 : tensor<64x3x3xf32>
    %263 = stablehlo.multiply %257, %262 : tensor<64x3x3xf32>
    %264 = stablehlo.add %254, %263 : tensor<64x3x3xf32>
    %265 = "stablehlo.gather"(%4, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %266 = stablehlo.reshape %265 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %268 = stablehlo.multiply %119, %229 : tensor<64x3x3xf32>
    %269 = stablehlo.multiply %127, %233 : tensor<64x3x3xf32>
    %270 = stablehlo.add %268, %269 : tensor<64x3x3xf32>
    %271 = stablehlo.multiply %135, %238 : tensor<64x3x3xf32>
    %272 = stablehlo.add %270, %271 : tensor<64x3x3xf32>
    %273 = stablehlo.multiply %267, %272 : tensor<64x3x3xf32>
    %274 = stablehlo.add %264, %273 : tensor<64x3x3xf32>
    %275 = stablehlo.multiply %245, %274 : tensor<64x3x3xf32>
    %276 = stablehlo.add %244, %275 : tensor<64x3x3xf32>
    %277 = stablehlo.multiply %115, %276 : tensor<64x3x3xf32>
    %278 = "stablehlo.gather"(%3, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %279 = stablehlo.reshape %278 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %281 = "stablehlo.gather"(%102, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %282 = stablehlo.multiply %280, %140 : tensor<64x3x3xf32>
    %283 = "stablehlo.gather"(%3, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %284 = stablehlo.reshape %283 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %286 = stablehlo.multiply %285, %159 : tensor<64x3x3xf32>
    %287 = stablehlo.add %282, %286 : tensor<64x3x3xf32>
    %288 = "stablehlo.gather"(%3, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %289 = stablehlo.reshape %288 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %291 = stablehlo.multiply %290, %179 : tensor<64x3x3xf32>
    %292 = stablehlo.add %287, %291 : tensor<64x3x3xf32>
    %293 = stablehlo.multiply %281, %292 : tensor<64x3x3xf32>
    %294 = "stablehlo.gather"(%104, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %295 = stablehlo.multiply %280, %207 : tensor<64x3x3xf32>
    %296 = stablehlo.multiply %285, %223 : tensor<64x3x3xf32>
    %297 = stablehlo.add %295, %296 : tensor<64x3x3xf32>
    %298 = stablehlo.multiply %290, %240 : tensor<64x3x3xf32>
    %299 = stablehlo.add %297, %298 : tensor<64x3x3xf32>
    %300 = stablehlo.multiply %294, %299 : tensor<64x3x3xf32>
    %301 = stablehlo.add %293, %300 : tensor<64x3x3xf32>
    %302 = "stablehlo.gather"(%106, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %303 = "stablehlo.gather"(%4, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %304 = stablehlo.reshape %303 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %306 = stablehlo.multiply %305, %253 : tensor<64x3x3xf32>
    %307 = "stablehlo.gather"(%4, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %308 = stablehlo.reshape %307 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %310 = stablehlo.multiply %309, %262 : tensor<64x3x3xf32>
    %311 = stablehlo.add %306, %310 : tensor<64x3x3xf32>
    %312 = "stablehlo.gather"(%4, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %313 = stablehlo.reshape %312 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %315 = stablehlo.multiply %314, %272 : tensor<64x3x3xf32>
    %316 = stablehlo.add %311, %315 : tensor<64x3x3xf32>
    %317 = stablehlo.multiply %302, %316 : tensor<64x3x3xf32>
    %318 = stablehlo.add %301, %317 : tensor<64x3x3xf32>
    %319 = stablehlo.multiply %280, %318 : tensor<64x3x3xf32>
    %320 = stablehlo.add %277, %319 : tensor<64x3x3xf32>
    %321 = "stablehlo.gather"(%3, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %322 = stablehlo.reshape %321 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %324 = "stablehlo.gather"(%102, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %325 = stablehlo.multiply %323, %140 : tensor<64x3x3xf32>
    %326 = "stablehlo.gather"(%3, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %327 = stablehlo.reshape %326 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %329 = stablehlo.multiply %328, %159 : tensor<64x3x3xf32>
    %330 = stablehlo.add %325, %329 : tensor<64x3x3xf32>
    %331 = "stablehlo.gather"(%3, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %332 = stablehlo.reshape %331 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %334 = stablehlo.multiply %333, %179 : tensor<64x3x3xf32>
    %335 = stablehlo.add %330, %334 : tensor<64x3x3xf32>
    %336 = stablehlo.multiply %324, %335 : tensor<64x3x3xf32>
    %337 = "stablehlo.gather"(%104, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %338 = stablehlo.multiply %323, %207 : tensor<64x3x3xf32>
    %339 = stablehlo.multiply %328, %223 : tensor<64x3x3xf32>
    %340 = stablehlo.add %338, %339 : tensor<64x3x3xf32>
    %341 = stablehlo.multiply %333, %240 : tensor<64x3x3xf32>
    %342 = stablehlo.add %340, %341 : tensor<64x3x3xf32>
    %343 = stablehlo.multiply %337, %342 : tensor<64x3x3xf32>
    %344 = stablehlo.add %336, %343 : tensor<64x3x3xf32>
    %345 = "stablehlo.gather"(%106, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %346 = "stablehlo.gather"(%4, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %347 = stablehlo.reshape %346 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %349 = stablehlo.multiply %348, %253 : tensor<64x3x3xf32>
    %350 = "stablehlo.gather"(%4, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %351 = stablehlo.reshape %350 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %353 = stablehlo.multiply %352, %262 : tensor<64x3x3xf32>
    %354 = stablehlo.add %349, %353 : tensor<64x3x3xf32>
    %355 = "stablehlo.gather"(%4, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %356 = stablehlo.reshape %355 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %358 = stablehlo.multiply %357, %272 : tensor<64x3x3xf32>
    %359 = stablehlo.add %354, %358 : tensor<64x3x3xf32>
    %360 = stablehlo.multiply %345, %359 : tensor<64x3x3xf32>
    %361 = stablehlo.add %344, %360 : tensor<64x3x3xf32>
    %362 = stablehlo.multiply %323, %361 : tensor<64x3x3xf32>
    %363 = stablehlo.add %320, %362 : tensor<64x3x3xf32>
    %364 = stablehlo.multiply %183, %181 : tensor<64x3x3xf32>
    %365 = "stablehlo.gather"(%108, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %366 = stablehlo.multiply %365, %242 : tensor<64x3x3xf32>
    %367 = stablehlo.add %364, %366 : tensor<64x3x3xf32>
    %368 = "stablehlo.gather"(%110, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %369 = stablehlo.multiply %368, %274 : tensor<64x3x3xf32>
    %370 = stablehlo.add %367, %369 : tensor<64x3x3xf32>
    %371 = stablehlo.multiply %115, %370 : tensor<64x3x3xf32>
    %372 = stablehlo.multiply %294, %292 : tensor<64x3x3xf32>
    %373 = "stablehlo.gather"(%108, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %374 = stablehlo.multiply %373, %299 : tensor<64x3x3xf32>
    %375 = stablehlo.add %372, %374 : tensor<64x3x3xf32>
    %376 = "stablehlo.gather"(%110, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %377 = stablehlo.multiply %376, %316 : tensor<64x3x3xf32>
    %378 = stablehlo.add %375, %377 : tensor<64x3x3xf32>
    %379 = stablehlo.multiply %280, %378 : tensor<64x3x3xf32>
    %380 = stablehlo.add %371, %379 : tensor<64x3x3xf32>
    %381 = stablehlo.multiply %337, %335 : tensor<64x3x3xf32>
    %382 = "stablehlo.gather"(%108, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %383 = stablehlo.multiply %382, %342 : tensor<64x3x3xf32>
    %384 = stablehlo.add %381, %383 : tensor<64x3x3xf32>
    %385 = "stablehlo.gather"(%110, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %386 = stablehlo.multiply %385, %359 : tensor<64x3x3xf32>
    %387 = stablehlo.add %384, %386 : tensor<64x3x3xf32>
    %388 = stablehlo.multiply %323, %387 : tensor<64x3x3xf32>
    %389 = stablehlo.add %380, %388 : tensor<64x3x3xf32>
    %390 = stablehlo.multiply %245, %181 : tensor<64x3x3xf32>
    %391 = stablehlo.multiply %368, %242 : tensor<64x3x3xf32>
    %392 = stablehlo.add %390, %391 : tensor<64x3x3xf32>
    %393 = "stablehlo.gather"(%112, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %394 = stablehlo.multiply %393, %274 : tensor<64x3x3xf32>
    %395 = stablehlo.add %392, %394 : tensor<64x3x3xf32>
    %396 = stablehlo.multiply %248, %395 : tensor<64x3x3xf32>
    %397 = stablehlo.multiply %302, %292 : tensor<64x3x3xf32>
    %398 = stablehlo.multiply %376, %299 : tensor<64x3x3xf32>
    %399 = stablehlo.add %397, %398 : tensor<64x3x3xf32>
    %400 = "stablehlo.gather"(%112, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %401 = stablehlo.multiply %400, %316 : tensor<64x3x3xf32>
    %402 = stablehlo.add %399, %401 : tensor<64x3x3xf32>
    %403 = stablehlo.multiply %305, %402 : tensor<64x3x3xf32>
    %404 = stablehlo.add %396, %403 : tensor<64x3x3xf32>
    %405 = stablehlo.multiply %345, %335 : tensor<64x3x3xf32>
    %406 = stablehlo.multiply %385, %342 : tensor<64x3x3xf32>
    %407 = stablehlo.add %405, %406 : tensor<64x3x3xf32>
    %408 = "stablehlo.gather"(%112, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %409 = stablehlo.multiply %408, %359 : tensor<64x3x3xf32>
    %410 = stablehlo.add %407, %409 : tensor<64x3x3xf32>
    %411 = stablehlo.multiply %348, %410 : tensor<64x3x3xf32>
    %412 = stablehlo.add %404, %411 : tensor<64x3x3xf32>
    %413 = stablehlo.multiply %144, %276 : tensor<64x3x3xf32>
    %414 = stablehlo.multiply %285, %318 : tensor<64x3x3xf32>
    %415 = stablehlo.add %413, %414 : tensor<64x3x3xf32>
    %416 = stablehlo.multiply %328, %361 : tensor<64x3x3xf32>
    %417 = stablehlo.add %415, %416 : tensor<64x3x3xf32>
    %418 = stablehlo.multiply %144, %370 : tensor<64x3x3xf32>
    %419 = stablehlo.multiply %285, %378 : tensor<64x3x3xf32>
    %420 = stablehlo.add %418, %419 : tensor<64x3x3xf32>
    %421 = stablehlo.multiply %328, %387 : tensor<64x3x3xf32>
    %422 = stablehlo.add %420, %421 : tensor<64x3x3xf32>
    %423 = stablehlo.multiply %257, %395 : tensor<64x3x3xf32>
    %424 = stablehlo.multiply %309, %402 : tensor<64x3x3xf32>
    %425 = stablehlo.add %423, %424 : tensor<64x3x3xf32>
    %426 = stablehlo.multiply %352, %410 : tensor<64x3x3xf32>
    %427 = stablehlo.add %425, %426 : tensor<64x3x3xf32>
    %428 = stablehlo.multiply %164, %276 : tensor<64x3x3xf32>
    %429 = stablehlo.multiply %290, %318 : tensor<64x3x3xf32>
    %430 = stablehlo.add %428, %429 : tensor<64x3x3xf32>
    %431 = stablehlo.multiply %333, %361 : tensor<64x3x3xf32>
    %432 = stablehlo.add %430, %431 : tensor<64x3x3xf32>
    %433 = stablehlo.multiply %164, %370 : tensor<64x3x3xf32>
    %434 = stablehlo.multiply %290, %378 : tensor<64x3x3xf32>
    %435 = stablehlo.add %433, %434 : tensor<64x3x3xf32>
    %436 = stablehlo.multiply %333, %387 : tensor<64x3x3xf32>
    %437 = stablehlo.add %435, %436 : tensor<64x3x3xf32>
    %438 = stablehlo.multiply %267, %395 : tensor<64x3x3xf32>
    %439 = stablehlo.multiply %314, %402 : tensor<64x3x3xf32>
    %440 = stablehlo.add %438, %439 : tensor<64x3x3xf32>
    %441 = stablehlo.multiply %357, %410 : tensor<64x3x3xf32>
    %442 = stablehlo.add %440, %441 : tensor<64x3x3xf32>
    %443 = "stablehlo.gather"(%3, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %444 = stablehlo.reshape %443 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %446 = stablehlo.reshape %363 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %447 = stablehlo.slice %446 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %448 = stablehlo.concatenate %447, %447, %447, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %449 = stablehlo.reshape %448 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %450 = stablehlo.multiply %445, %449 : tensor<64x3x3xf32>
    %451 = "stablehlo.gather"(%3, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %452 = stablehlo.reshape %451 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %454 = stablehlo.slice %446 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %455 = stablehlo.concatenate %454, %454, %454, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %456 = stablehlo.reshape %455 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %457 = stablehlo.multiply %453, %456 : tensor<64x3x3xf32>
    %458 = stablehlo.add %450, %457 : tensor<64x3x3xf32>
    %459 = "stablehlo.gather"(%3, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %460 = stablehlo.reshape %459 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %462 = stablehlo.slice %446 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %463 = stablehlo.concatenate %462, %462, %462, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %464 = stablehlo.reshape %463 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %465 = stablehlo.multiply %461, %464 : tensor<64x3x3xf32>
    %466 = stablehlo.add %458, %465 : tensor<64x3x3xf32>
    %467 = "stablehlo.gather"(%4, %c_19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %468 = stablehlo.reshape %467 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %470 = stablehlo.reshape %389 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %471 = stablehlo.slice %470 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %472 = stablehlo.concatenate %471, %471, %471, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %473 = stablehlo.reshape %472 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %474 = stablehlo.multiply %469, %473 : tensor<64x3x3xf32>
    %475 = "stablehlo.gather"(%4, %c_18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %476 = stablehlo.reshape %475 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %478 = stablehlo.slice %470 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %479 = stablehlo.concatenate %478, %478, %478, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %480 = stablehlo.reshape %479 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %481 = stablehlo.multiply %477, %480 : tensor<64x3x3xf32>
    %482 = stablehlo.add %474, %481 : tensor<64x3x3xf32>
    %483 = "stablehlo.gather"(%4, %c_17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %484 = stablehlo.reshape %483 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %486 = stablehlo.slice %470 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %487 = stablehlo.concatenate %486, %486, %486, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %488 = stablehlo.reshape %487 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %489 = stablehlo.multiply %485, %488 : tensor<64x3x3xf32>
    %490 = stablehlo.add %482, %489 : tensor<64x3x3xf32>
    %491 = stablehlo.reshape %412 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %492 = stablehlo.slice %491 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %493 = stablehlo.concatenate %492, %492, %492, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %494 = stablehlo.reshape %493 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %495 = stablehlo.multiply %445, %494 : tensor<64x3x3xf32>
    %496 = stablehlo.slice %491 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %497 = stablehlo.concatenate %496, %496, %496, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %498 = stablehlo.reshape %497 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %499 = stablehlo.multiply %453, %498 : tensor<64x3x3xf32>
    %500 = stablehlo.add %495, %499 : tensor<64x3x3xf32>
    %501 = stablehlo.slice %491 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %502 = stablehlo.concatenate %501, %501, %501, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %503 = stablehlo.reshape %502 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %504 = stablehlo.multiply %461, %503 : tensor<64x3x3xf32>
    %505 = stablehlo.add %500, %504 : tensor<64x3x3xf32>
    %506 = stablehlo.reshape %417 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %507 = stablehlo.slice %506 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %508 = stablehlo.concatenate %507, %507, %507, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %509 = stablehlo.reshape %508 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %510 = stablehlo.multiply %445, %509 : tensor<64x3x3xf32>
    %511 = stablehlo.slice %506 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %512 = stablehlo.concatenate %511, %511, %511, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %513 = stablehlo.reshape %512 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %514 = stablehlo.multiply %453, %513 : tensor<64x3x3xf32>
    %515 = stablehlo.add %510, %514 : tensor<64x3x3xf32>
    %516 = stablehlo.slice %506 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %517 = stablehlo.concatenate %516, %516, %516, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %518 = stablehlo.reshape %517 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %519 = stablehlo.multiply %461, %518 : tensor<64x3x3xf32>
    %520 = stablehlo.add %515, %519 : tensor<64x3x3xf32>
    %521 = stablehlo.reshape %422 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %522 = stablehlo.slice %521 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %523 = stablehlo.concatenate %522, %522, %522, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %524 = stablehlo.reshape %523 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %525 = stablehlo.multiply %469, %524 : tensor<64x3x3xf32>
    %526 = stablehlo.slice %521 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %527 = stablehlo.concatenate %526, %526, %526, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %528 = stablehlo.reshape %527 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %529 = stablehlo.multiply %477, %528 : tensor<64x3x3xf32>
    %530 = stablehlo.add %525, %529 : tensor<64x3x3xf32>
    %531 = stablehlo.slice %521 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %532 = stablehlo.concatenate %531, %531, %531, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %533 = stablehlo.reshape %532 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %534 = stablehlo.multiply %485, %533 : tensor<64x3x3xf32>
    %535 = stablehlo.add %530, %534 : tensor<64x3x3xf32>
    %536 = stablehlo.reshape %427 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %537 = stablehlo.slice %536 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %538 = stablehlo.concatenate %537, %537, %537, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %539 = stablehlo.reshape %538 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %540 = stablehlo.multiply %445, %539 : tensor<64x3x3xf32>
    %541 = stablehlo.slice %536 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %542 = stablehlo.concatenate %541, %541, %541, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %543 = stablehlo.reshape %542 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %544 = stablehlo.multiply %453, %543 : tensor<64x3x3xf32>
    %545 = stablehlo.add %540, %544 : tensor<64x3x3xf32>
    %546 = stablehlo.slice %536 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %547 = stablehlo.concatenate %546, %546, %546, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %548 = stablehlo.reshape %547 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %549 = stablehlo.multiply %461, %548 : tensor<64x3x3xf32>
    %550 = stablehlo.add %545, %549 : tensor<64x3x3xf32>
    %551 = stablehlo.reshape %432 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %552 = stablehlo.slice %551 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %553 = stablehlo.concatenate %552, %552, %552, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %554 = stablehlo.reshape %553 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %555 = stablehlo.multiply %445, %554 : tensor<64x3x3xf32>
    %556 = stablehlo.slice %551 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %557 = stablehlo.concatenate %556, %556, %556, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %558 = stablehlo.reshape %557 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %559 = stablehlo.multiply %453, %558 : tensor<64x3x3xf32>
    %560 = stablehlo.add %555, %559 : tensor<64x3x3xf32>
    %561 = stablehlo.slice %551 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %562 = stablehlo.concatenate %561, %561, %561, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %563 = stablehlo.reshape %562 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %564 = stablehlo.multiply %461, %563 : tensor<64x3x3xf32>
    %565 = stablehlo.add %560, %564 : tensor<64x3x3xf32>
    %566 = stablehlo.reshape %437 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %567 = stablehlo.slice %566 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %568 = stablehlo.concatenate %567, %567, %567, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %569 = stablehlo.reshape %568 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %570 = stablehlo.multiply %469, %569 : tensor<64x3x3xf32>
    %571 = stablehlo.slice %566 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %572 = stablehlo.concatenate %571, %571, %571, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %573 = stablehlo.reshape %572 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %574 = stablehlo.multiply %477, %573 : tensor<64x3x3xf32>
    %575 = stablehlo.add %570, %574 : tensor<64x3x3xf32>
    %576 = stablehlo.slice %566 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %577 = stablehlo.concatenate %576, %576, %576, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %578 = stablehlo.reshape %577 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %579 = stablehlo.multiply %485, %578 : tensor<64x3x3xf32>
    %580 = stablehlo.add %575, %579 : tensor<64x3x3xf32>
    %581 = stablehlo.reshape %442 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %582 = stablehlo.slice %581 [0:64, 0:3] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %583 = stablehlo.concatenate %582, %582, %582, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %584 = stablehlo.reshape %583 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %585 = stablehlo.multiply %445, %584 : tensor<64x3x3xf32>
    %586 = stablehlo.slice %581 [0:64, 3:6] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %587 = stablehlo.concatenate %586, %586, %586, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %588 = stablehlo.reshape %587 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %589 = stablehlo.multiply %453, %588 : tensor<64x3x3xf32>
    %590 = stablehlo.add %585, %589 : tensor<64x3x3xf32>
    %591 = stablehlo.slice %581 [0:64, 6:9] : (tensor<64x9xf32>) -> tensor<64x3xf32>
    %592 = stablehlo.concatenate %591, %591, %591, dim = 1 : (tensor<64x3xf32>, tensor<64x3xf32>, tensor<64x3xf32>) -> tensor<64x9xf32>
    %593 = stablehlo.reshape %592 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %594 = stablehlo.multiply %461, %593 : tensor<64x3x3xf32>
    %595 = stablehlo.add %590, %594 : tensor<64x3x3xf32>
    %596 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x27xf32>
    %597 = "stablehlo.gather"(%4, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %598 = stablehlo.reshape %597 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %600 = stablehlo.reshape %466 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %601 = stablehlo.slice %600 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %602 = stablehlo.slice %600 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %603 = stablehlo.slice %600 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %604 = stablehlo.concatenate %601, %601, %601, %602, %602, %602, %603, %603, %603, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %605 = stablehlo.reshape %604 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %606 = stablehlo.multiply %599, %605 : tensor<64x3x3xf32>
    %607 = "stablehlo.gather"(%3, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %608 = stablehlo.reshape %607 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %610 = stablehlo.reshape %490 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %611 = stablehlo.slice %610 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %612 = stablehlo.slice %610 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %613 = stablehlo.slice %610 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %614 = stablehlo.concatenate %611, %611, %611, %612, %612, %612, %613, %613, %613, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %615 = stablehlo.reshape %614 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %616 = stablehlo.reshape %505 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %617 = stablehlo.slice %616 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %618 = stablehlo.slice %616 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %619 = stablehlo.slice %616 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %620 = stablehlo.concatenate %617, %617, %617, %618, %618, %618, %619, %619, %619, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %621 = stablehlo.reshape %620 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %622 = stablehlo.add %615, %621 : tensor<64x3x3xf32>
    %623 = stablehlo.multiply %609, %622 : tensor<64x3x3xf32>
    %624 = stablehlo.add %606, %623 : tensor<64x3x3xf32>
    %625 = "stablehlo.gather"(%4, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %626 = stablehlo.reshape %625 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %628 = stablehlo.slice %600 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %629 = stablehlo.slice %600 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %630 = stablehlo.slice %600 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %631 = stablehlo.concatenate %628, %628, %628, %629, %629, %629, %630, %630, %630, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %632 = stablehlo.reshape %631 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %633 = stablehlo.multiply %627, %632 : tensor<64x3x3xf32>
    %634 = "stablehlo.gather"(%3, %c_16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %635 = stablehlo.reshape %634 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %637 = stablehlo.slice %610 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %638 = stablehlo.slice %610 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %639 = stablehlo.slice %610 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %640 = stablehlo.concatenate %637, %637, %637, %638, %638, %638, %639, %639, %639, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %641 = stablehlo.reshape %640 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %642 = stablehlo.slice %616 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %643 = stablehlo.slice %616 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %644 = stablehlo.slice %616 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %645 = stablehlo.concatenate %642, %642, %642, %643, %643, %643, %644, %644, %644, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %646 = stablehlo.reshape %645 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %647 = stablehlo.add %641, %646 : tensor<64x3x3xf32>
    %648 = stablehlo.multiply %636, %647 : tensor<64x3x3xf32>
    %649 = stablehlo.add %633, %648 : tensor<64x3x3xf32>
    %650 = stablehlo.add %624, %649 : tensor<64x3x3xf32>
    %651 = "stablehlo.gather"(%4, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %652 = stablehlo.reshape %651 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %654 = stablehlo.slice %600 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %655 = stablehlo.slice %600 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %656 = stablehlo.slice %600 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %657 = stablehlo.concatenate %654, %654, %654, %655, %655, %655, %656, %656, %656, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %658 = stablehlo.reshape %657 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %659 = stablehlo.multiply %653, %658 : tensor<64x3x3xf32>
    %660 = "stablehlo.gather"(%3, %c_15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %661 = stablehlo.reshape %660 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<64x3x3xf32>
    %663 = stablehlo.slice %610 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %664 = stablehlo.slice %610 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %665 = stablehlo.slice %610 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %666 = stablehlo.concatenate %663, %663, %663, %664, %664, %664, %665, %665, %665, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %667 = stablehlo.reshape %666 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %668 = stablehlo.slice %616 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %669 = stablehlo.slice %616 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %670 = stablehlo.slice %616 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %671 = stablehlo.concatenate %668, %668, %668, %669, %669, %669, %670, %670, %670, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %672 = stablehlo.reshape %671 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %673 = stablehlo.add %667, %672 : tensor<64x3x3xf32>
    %674 = stablehlo.multiply %662, %673 : tensor<64x3x3xf32>
    %675 = stablehlo.add %659, %674 : tensor<64x3x3xf32>
    %676 = stablehlo.add %650, %675 : tensor<64x3x3xf32>
    %677 = "stablehlo.scatter"(%596, %c_14, %676) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x27xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x27xf32>
    %678 = stablehlo.reshape %520 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %679 = stablehlo.slice %678 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %680 = stablehlo.slice %678 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %681 = stablehlo.slice %678 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %682 = stablehlo.concatenate %679, %679, %679, %680, %680, %680, %681, %681, %681, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %683 = stablehlo.reshape %682 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %684 = stablehlo.multiply %599, %683 : tensor<64x3x3xf32>
    %685 = stablehlo.reshape %535 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %686 = stablehlo.slice %685 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %687 = stablehlo.slice %685 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %688 = stablehlo.slice %685 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %689 = stablehlo.concatenate %686, %686, %686, %687, %687, %687, %688, %688, %688, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %690 = stablehlo.reshape %689 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %691 = stablehlo.reshape %550 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %692 = stablehlo.slice %691 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %693 = stablehlo.slice %691 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %694 = stablehlo.slice %691 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %695 = stablehlo.concatenate %692, %692, %692, %693, %693, %693, %694, %694, %694, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %696 = stablehlo.reshape %695 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %697 = stablehlo.add %690, %696 : tensor<64x3x3xf32>
    %698 = stablehlo.multiply %609, %697 : tensor<64x3x3xf32>
    %699 = stablehlo.add %684, %698 : tensor<64x3x3xf32>
    %700 = stablehlo.slice %678 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %701 = stablehlo.slice %678 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %702 = stablehlo.slice %678 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %703 = stablehlo.concatenate %700, %700, %700, %701, %701, %701, %702, %702, %702, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %704 = stablehlo.reshape %703 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %705 = stablehlo.multiply %627, %704 : tensor<64x3x3xf32>
    %706 = stablehlo.slice %685 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %707 = stablehlo.slice %685 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %708 = stablehlo.slice %685 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %709 = stablehlo.concatenate %706, %706, %706, %707, %707, %707, %708, %708, %708, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %710 = stablehlo.reshape %709 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %711 = stablehlo.slice %691 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %712 = stablehlo.slice %691 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %713 = stablehlo.slice %691 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %714 = stablehlo.concatenate %711, %711, %711, %712, %712, %712, %713, %713, %713, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %715 = stablehlo.reshape %714 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %716 = stablehlo.add %710, %715 : tensor<64x3x3xf32>
    %717 = stablehlo.multiply %636, %716 : tensor<64x3x3xf32>
    %718 = stablehlo.add %705, %717 : tensor<64x3x3xf32>
    %719 = stablehlo.add %699, %718 : tensor<64x3x3xf32>
    %720 = stablehlo.slice %678 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %721 = stablehlo.slice %678 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %722 = stablehlo.slice %678 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %723 = stablehlo.concatenate %720, %720, %720, %721, %721, %721, %722, %722, %722, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %724 = stablehlo.reshape %723 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %725 = stablehlo.multiply %653, %724 : tensor<64x3x3xf32>
    %726 = stablehlo.slice %685 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %727 = stablehlo.slice %685 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %728 = stablehlo.slice %685 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %729 = stablehlo.concatenate %726, %726, %726, %727, %727, %727, %728, %728, %728, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %730 = stablehlo.reshape %729 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %731 = stablehlo.slice %691 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %732 = stablehlo.slice %691 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %733 = stablehlo.slice %691 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %734 = stablehlo.concatenate %731, %731, %731, %732, %732, %732, %733, %733, %733, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %735 = stablehlo.reshape %734 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %736 = stablehlo.add %730, %735 : tensor<64x3x3xf32>
    %737 = stablehlo.multiply %662, %736 : tensor<64x3x3xf32>
    %738 = stablehlo.add %725, %737 : tensor<64x3x3xf32>
    %739 = stablehlo.add %719, %738 : tensor<64x3x3xf32>
    %740 = "stablehlo.scatter"(%677, %c_13, %739) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x27xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x27xf32>
    %741 = stablehlo.reshape %565 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %742 = stablehlo.slice %741 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %743 = stablehlo.slice %741 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %744 = stablehlo.slice %741 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %745 = stablehlo.concatenate %742, %742, %742, %743, %743, %743, %744, %744, %744, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %746 = stablehlo.reshape %745 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %747 = stablehlo.multiply %599, %746 : tensor<64x3x3xf32>
    %748 = stablehlo.reshape %580 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %749 = stablehlo.slice %748 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %750 = stablehlo.slice %748 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %751 = stablehlo.slice %748 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %752 = stablehlo.concatenate %749, %749, %749, %750, %750, %750, %751, %751, %751, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %753 = stablehlo.reshape %752 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %754 = stablehlo.reshape %595 : (tensor<64x3x3xf32>) -> tensor<64x9xf32>
    %755 = stablehlo.slice %754 [0:64, 0:1] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %756 = stablehlo.slice %754 [0:64, 3:4] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %757 = stablehlo.slice %754 [0:64, 6:7] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %758 = stablehlo.concatenate %755, %755, %755, %756, %756, %756, %757, %757, %757, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %759 = stablehlo.reshape %758 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %760 = stablehlo.add %753, %759 : tensor<64x3x3xf32>
    %761 = stablehlo.multiply %609, %760 : tensor<64x3x3xf32>
    %762 = stablehlo.add %747, %761 : tensor<64x3x3xf32>
    %763 = stablehlo.slice %741 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %764 = stablehlo.slice %741 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %765 = stablehlo.slice %741 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %766 = stablehlo.concatenate %763, %763, %763, %764, %764, %764, %765, %765, %765, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %767 = stablehlo.reshape %766 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %768 = stablehlo.multiply %627, %767 : tensor<64x3x3xf32>
    %769 = stablehlo.slice %748 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %770 = stablehlo.slice %748 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %771 = stablehlo.slice %748 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %772 = stablehlo.concatenate %769, %769, %769, %770, %770, %770, %771, %771, %771, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %773 = stablehlo.reshape %772 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %774 = stablehlo.slice %754 [0:64, 1:2] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %775 = stablehlo.slice %754 [0:64, 4:5] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %776 = stablehlo.slice %754 [0:64, 7:8] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %777 = stablehlo.concatenate %774, %774, %774, %775, %775, %775, %776, %776, %776, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %778 = stablehlo.reshape %777 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %779 = stablehlo.add %773, %778 : tensor<64x3x3xf32>
    %780 = stablehlo.multiply %636, %779 : tensor<64x3x3xf32>
    %781 = stablehlo.add %768, %780 : tensor<64x3x3xf32>
    %782 = stablehlo.add %762, %781 : tensor<64x3x3xf32>
    %783 = stablehlo.slice %741 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %784 = stablehlo.slice %741 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %785 = stablehlo.slice %741 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %786 = stablehlo.concatenate %783, %783, %783, %784, %784, %784, %785, %785, %785, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %787 = stablehlo.reshape %786 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %788 = stablehlo.multiply %653, %787 : tensor<64x3x3xf32>
    %789 = stablehlo.slice %748 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %790 = stablehlo.slice %748 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %791 = stablehlo.slice %748 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %792 = stablehlo.concatenate %789, %789, %789, %790, %790, %790, %791, %791, %791, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %793 = stablehlo.reshape %792 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %794 = stablehlo.slice %754 [0:64, 2:3] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %795 = stablehlo.slice %754 [0:64, 5:6] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %796 = stablehlo.slice %754 [0:64, 8:9] : (tensor<64x9xf32>) -> tensor<64x1xf32>
    %797 = stablehlo.concatenate %794, %794, %794, %795, %795, %795, %796, %796, %796, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x9xf32>
    %798 = stablehlo.reshape %797 : (tensor<64x9xf32>) -> tensor<64x3x3xf32>
    %799 = stablehlo.add %793, %798 : tensor<64x3x3xf32>
    %800 = stablehlo.multiply %662, %799 : tensor<64x3x3xf32>
    %801 = stablehlo.add %788, %800 : tensor<64x3x3xf32>
    %802 = stablehlo.add %782, %801 : tensor<64x3x3xf32>
    %803 = "stablehlo.scatter"(%740, %c_12, %802) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<64x27xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x27xf32>
    return %803 : tensor<64x27xf32>
  }
}
