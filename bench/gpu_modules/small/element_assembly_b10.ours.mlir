module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<64x27xf32>) -> (tensor<64x27x27xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1xf32>) -> tensor<f32>
    %3 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1xf32>) -> tensor<f32>
    %5 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x1xf32>) -> tensor<f32>
    %7 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1xf32>) -> tensor<f32>
    %9 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x1xf32>) -> tensor<f32>
    %11 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x1xf32>) -> tensor<f32>
    %13 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x1xf32>) -> tensor<f32>
    %15 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1xf32>) -> tensor<f32>
    %17 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x1xf32>) -> tensor<f32>
    %19 = stablehlo.multiply %2, %2 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %c = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %21 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %c_0 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %22 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<3x3xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<64x3x3xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<3x3x1xi32>
    %25 = "stablehlo.gather"(%arg1, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<64x3x3xf32>
    %c_2 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %27 = "stablehlo.gather"(%0, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %c_3 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %28 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<3x3xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<64x3x3xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<3x3x1xi32>
    %31 = "stablehlo.gather"(%arg1, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<64x3x3xf32>
    %33 = stablehlo.add %26, %32 : tensor<64x3x3xf32>
    %c_5 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %34 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %c_6 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %35 = "stablehlo.gather"(%0, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<3x3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<64x3x3xf32>
    %c_7 = stablehlo.constant dense<2> : tensor<3x3x1xi32>
    %38 = "stablehlo.gather"(%arg1, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<64x3x3xf32>
    %40 = stablehlo.add %33, %39 : tensor<64x3x3xf32>
    %41 = stablehlo.multiply %20, %40 : tensor<64x3x3xf32>
    %42 = stablehlo.multiply %4, %4 : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %c_8 = stablehlo.constant dense<3> : tensor<3x3x1xi32>
    %44 = "stablehlo.gather"(%arg1, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %45 = stablehlo.multiply %24, %44 : tensor<64x3x3xf32>
    %c_9 = stablehlo.constant dense<4> : tensor<3x3x1xi32>
    %46 = "stablehlo.gather"(%arg1, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %47 = stablehlo.multiply %30, %46 : tensor<64x3x3xf32>
    %48 = stablehlo.add %45, %47 : tensor<64x3x3xf32>
    %c_10 = stablehlo.constant dense<5> : tensor<3x3x1xi32>
    %49 = "stablehlo.gather"(%arg1, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %50 = stablehlo.multiply %37, %49 : tensor<64x3x3xf32>
    %51 = stablehlo.add %48, %50 : tensor<64x3x3xf32>
    %52 = stablehlo.multiply %43, %51 : tensor<64x3x3xf32>
    %53 = stablehlo.add %41, %52 : tensor<64x3x3xf32>
    %54 = stablehlo.multiply %6, %6 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %c_11 = stablehlo.constant dense<6> : tensor<3x3x1xi32>
    %56 = "stablehlo.gather"(%arg1, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %57 = stablehlo.multiply %24, %56 : tensor<64x3x3xf32>
    %c_12 = stablehlo.constant dense<7> : tensor<3x3x1xi32>
    %58 = "stablehlo.gather"(%arg1, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %59 = stablehlo.multiply %30, %58 : tensor<64x3x3xf32>
    %60 = stablehlo.add %57, %59 : tensor<64x3x3xf32>
    %c_13 = stablehlo.constant dense<8> : tensor<3x3x1xi32>
    %61 = "stablehlo.gather"(%arg1, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %62 = stablehlo.multiply %37, %61 : tensor<64x3x3xf32>
    %63 = stablehlo.add %60, %62 : tensor<64x3x3xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<64x3x3xf32>
    %65 = stablehlo.add %53, %64 : tensor<64x3x3xf32>
    %66 = stablehlo.reshape %65 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %c_14 = stablehlo.constant dense<9> : tensor<3x3x1xi32>
    %67 = "stablehlo.gather"(%arg1, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %68 = stablehlo.multiply %24, %67 : tensor<64x3x3xf32>
    %c_15 = stablehlo.constant dense<10> : tensor<3x3x1xi32>
    %69 = "stablehlo.gather"(%arg1, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %70 = stablehlo.multiply %30, %69 : tensor<64x3x3xf32>
    %71 = stablehlo.add %68, %70 : tensor<64x3x3xf32>
    %c_16 = stablehlo.constant dense<11> : tensor<3x3x1xi32>
    %72 = "stablehlo.gather"(%arg1, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %73 = stablehlo.multiply %37, %72 : tensor<64x3x3xf32>
    %74 = stablehlo.add %71, %73 : tensor<64x3x3xf32>
    %75 = stablehlo.multiply %20, %74 : tensor<64x3x3xf32>
    %c_17 = stablehlo.constant dense<12> : tensor<3x3x1xi32>
    %76 = "stablehlo.gather"(%arg1, %c_17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %77 = stablehlo.multiply %24, %76 : tensor<64x3x3xf32>
    %c_18 = stablehlo.constant dense<13> : tensor<3x3x1xi32>
    %78 = "stablehlo.gather"(%arg1, %c_18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %79 = stablehlo.multiply %30, %78 : tensor<64x3x3xf32>
    %80 = stablehlo.add %77, %79 : tensor<64x3x3xf32>
    %c_19 = stablehlo.constant dense<14> : tensor<3x3x1xi32>
    %81 = "stablehlo.gather"(%arg1, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %82 = stablehlo.multiply %37, %81 : tensor<64x3x3xf32>
    %83 = stablehlo.add %80, %82 : tensor<64x3x3xf32>
    %84 = stablehlo.multiply %43, %83 : tensor<64x3x3xf32>
    %85 = stablehlo.add %75, %84 : tensor<64x3x3xf32>
    %c_20 = stablehlo.constant dense<15> : tensor<3x3x1xi32>
    %86 = "stablehlo.gather"(%arg1, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %87 = stablehlo.multiply %24, %86 : tensor<64x3x3xf32>
    %c_21 = stablehlo.constant dense<16> : tensor<3x3x1xi32>
    %88 = "stablehlo.gather"(%arg1, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %89 = stablehlo.multiply %30, %88 : tensor<64x3x3xf32>
    %90 = stablehlo.add %87, %89 : tensor<64x3x3xf32>
    %c_22 = stablehlo.constant dense<17> : tensor<3x3x1xi32>
    %91 = "stablehlo.gather"(%arg1, %c_22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %92 = stablehlo.multiply %37, %91 : tensor<64x3x3xf32>
    %93 = stablehlo.add %90, %92 : tensor<64x3x3xf32>
    %94 = stablehlo.multiply %55, %93 : tensor<64x3x3xf32>
    %95 = stablehlo.add %85, %94 : tensor<64x3x3xf32>
    %96 = stablehlo.reshape %95 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %c_23 = stablehlo.constant dense<18> : tensor<3x3x1xi32>
    %97 = "stablehlo.gather"(%arg1, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %98 = stablehlo.multiply %24, %97 : tensor<64x3x3xf32>
    %c_24 = stablehlo.constant dense<19> : tensor<3x3x1xi32>
    %99 = "stablehlo.gather"(%arg1, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %100 = stablehlo.multiply %30, %99 : tensor<64x3x3xf32>
    %101 = stablehlo.add %98, %100 : tensor<64x3x3xf32>
    %c_25 = stablehlo.constant dense<20> : tensor<3x3x1xi32>
    %102 = "stablehlo.gather"(%arg1, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %103 = stablehlo.multiply %37, %102 : tensor<64x3x3xf32>
    %104 = stablehlo.add %101, %103 : tensor<64x3x3xf32>
    %105 = stablehlo.multiply %20, %104 : tensor<64x3x3xf32>
    %c_26 = stablehlo.constant dense<21> : tensor<3x3x1xi32>
    %106 = "stablehlo.gather"(%arg1, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %107 = stablehlo.multiply %24, %106 : tensor<64x3x3xf32>
    %c_27 = stablehlo.constant dense<22> : tensor<3x3x1xi32>
    %108 = "stablehlo.gather"(%arg1, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %109 = stablehlo.multiply %30, %108 : tensor<64x3x3xf32>
    %110 = stablehlo.add %107, %109 : tensor<64x3x3xf32>
    %c_28 = stablehlo.constant dense<23> : tensor<3x3x1xi32>
    %111 = "stablehlo.gather"(%arg1, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %112 = stablehlo.multiply %37, %111 : tensor<64x3x3xf32>
    %113 = stablehlo.add %110, %112 : tensor<64x3x3xf32>
    %114 = stablehlo.multiply %43, %113 : tensor<64x3x3xf32>
    %115 = stablehlo.add %105, %114 : tensor<64x3x3xf32>
    %c_29 = stablehlo.constant dense<24> : tensor<3x3x1xi32>
    %116 = "stablehlo.gather"(%arg1, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %117 = stablehlo.multiply %24, %116 : tensor<64x3x3xf32>
    %c_30 = stablehlo.constant dense<25> : tensor<3x3x1xi32>
    %118 = "stablehlo.gather"(%arg1, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %119 = stablehlo.multiply %30, %118 : tensor<64x3x3xf32>
    %120 = stablehlo.add %117, %119 : tensor<64x3x3xf32>
    %c_31 = stablehlo.constant dense<26> : tensor<3x3x1xi32>
    %121 = "stablehlo.gather"(%arg1, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<3x3x1xi32>) -> tensor<64x3x3xf32>
    %122 = stablehlo.multiply %37, %121 : tensor<64x3x3xf32>
    %123 = stablehlo.add %120, %122 : tensor<64x3x3xf32>
    %124 = stablehlo.multiply %55, %123 : tensor<64x3x3xf32>
    %125 = stablehlo.add %115, %124 : tensor<64x3x3xf32>
    %126 = stablehlo.reshape %125 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %127 = stablehlo.concatenate %66, %96, %126, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %128 = stablehlo.reshape %127 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %129 = stablehlo.multiply %2, %8 : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %131 = stablehlo.multiply %130, %40 : tensor<64x3x3xf32>
    %132 = stablehlo.multiply %4, %10 : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %134 = stablehlo.multiply %133, %51 : tensor<64x3x3xf32>
    %135 = stablehlo.add %131, %134 : tensor<64x3x3xf32>
    %136 = stablehlo.multiply %6, %12 : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %138 = stablehlo.multiply %137, %63 : tensor<64x3x3xf32>
    %139 = stablehlo.add %135, %138 : tensor<64x3x3xf32>
    %140 = stablehlo.reshape %139 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %141 = stablehlo.multiply %130, %74 : tensor<64x3x3xf32>
    %142 = stablehlo.multiply %133, %83 : tensor<64x3x3xf32>
    %143 = stablehlo.add %141, %142 : tensor<64x3x3xf32>
    %144 = stablehlo.multiply %137, %93 : tensor<64x3x3xf32>
    %145 = stablehlo.add %143, %144 : tensor<64x3x3xf32>
    %146 = stablehlo.reshape %145 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %147 = stablehlo.multiply %130, %104 : tensor<64x3x3xf32>
    %148 = stablehlo.multiply %133, %113 : tensor<64x3x3xf32>
    %149 = stablehlo.add %147, %148 : tensor<64x3x3xf32>
    %150 = stablehlo.multiply %137, %123 : tensor<64x3x3xf32>
    %151 = stablehlo.add %149, %150 : tensor<64x3x3xf32>
    %152 = stablehlo.reshape %151 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %153 = stablehlo.concatenate %140, %146, %152, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %154 = stablehlo.reshape %153 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %155 = stablehlo.multiply %2, %14 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %157 = stablehlo.multiply %156, %40 : tensor<64x3x3xf32>
    %158 = stablehlo.multiply %4, %16 : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %160 = stablehlo.multiply %159, %51 : tensor<64x3x3xf32>
    %161 = stablehlo.add %157, %160 : tensor<64x3x3xf32>
    %162 = stablehlo.multiply %6, %18 : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %164 = stablehlo.multiply %163, %63 : tensor<64x3x3xf32>
    %165 = stablehlo.add %161, %164 : tensor<64x3x3xf32>
    %166 = stablehlo.reshape %165 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %167 = stablehlo.multiply %156, %74 : tensor<64x3x3xf32>
    %168 = stablehlo.multiply %159, %83 : tensor<64x3x3xf32>
    %169 = stablehlo.add %167, %168 : tensor<64x3x3xf32>
    %170 = stablehlo.multiply %163, %93 : tensor<64x3x3xf32>
    %171 = stablehlo.add %169, %170 : tensor<64x3x3xf32>
    %172 = stablehlo.reshape %171 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %173 = stablehlo.multiply %156, %104 : tensor<64x3x3xf32>
    %174 = stablehlo.multiply %159, %113 : tensor<64x3x3xf32>
    %175 = stablehlo.add %173, %174 : tensor<64x3x3xf32>
    %176 = stablehlo.multiply %163, %123 : tensor<64x3x3xf32>
    %177 = stablehlo.add %175, %176 : tensor<64x3x3xf32>
    %178 = stablehlo.reshape %177 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %179 = stablehlo.concatenate %166, %172, %178, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %180 = stablehlo.reshape %179 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %181 = stablehlo.multiply %8, %2 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %183 = stablehlo.multiply %182, %40 : tensor<64x3x3xf32>
    %184 = stablehlo.multiply %10, %4 : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %186 = stablehlo.multiply %185, %51 : tensor<64x3x3xf32>
    %187 = stablehlo.add %183, %186 : tensor<64x3x3xf32>
    %188 = stablehlo.multiply %12, %6 : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %190 = stablehlo.multiply %189, %63 : tensor<64x3x3xf32>
    %191 = stablehlo.add %187, %190 : tensor<64x3x3xf32>
    %192 = stablehlo.reshape %191 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %193 = stablehlo.multiply %182, %74 : tensor<64x3x3xf32>
    %194 = stablehlo.multiply %185, %83 : tensor<64x3x3xf32>
    %195 = stablehlo.add %193, %194 : tensor<64x3x3xf32>
    %196 = stablehlo.multiply %189, %93 : tensor<64x3x3xf32>
    %197 = stablehlo.add %195, %196 : tensor<64x3x3xf32>
    %198 = stablehlo.reshape %197 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %199 = stablehlo.multiply %182, %104 : tensor<64x3x3xf32>
    %200 = stablehlo.multiply %185, %113 : tensor<64x3x3xf32>
    %201 = stablehlo.add %199, %200 : tensor<64x3x3xf32>
    %202 = stablehlo.multiply %189, %123 : tensor<64x3x3xf32>
    %203 = stablehlo.add %201, %202 : tensor<64x3x3xf32>
    %204 = stablehlo.reshape %203 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %205 = stablehlo.concatenate %192, %198, %204, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %206 = stablehlo.reshape %205 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %207 = stablehlo.multiply %8, %8 : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %209 = stablehlo.multiply %208, %40 : tensor<64x3x3xf32>
    %210 = stablehlo.multiply %10, %10 : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %212 = stablehlo.multiply %211, %51 : tensor<64x3x3xf32>
    %213 = stablehlo.add %209, %212 : tensor<64x3x3xf32>
    %214 = stablehlo.multiply %12, %12 : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %216 = stablehlo.multiply %215, %63 : tensor<64x3x3xf32>
    %217 = stablehlo.add %213, %216 : tensor<64x3x3xf32>
    %218 = stablehlo.reshape %217 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %219 = stablehlo.multiply %208, %74 : tensor<64x3x3xf32>
    %220 = stablehlo.multiply %211, %83 : tensor<64x3x3xf32>
    %221 = stablehlo.add %219, %220 : tensor<64x3x3xf32>
    %222 = stablehlo.multiply %215, %93 : tensor<64x3x3xf32>
    %223 = stablehlo.add %221, %222 : tensor<64x3x3xf32>
    %224 = stablehlo.reshape %223 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %225 = stablehlo.multiply %208, %104 : tensor<64x3x3xf32>
    %226 = stablehlo.multiply %211, %113 : tensor<64x3x3xf32>
    %227 = stablehlo.add %225, %226 : tensor<64x3x3xf32>
    %228 = stablehlo.multiply %215, %123 : tensor<64x3x3xf32>
    %229 = stablehlo.add %227, %228 : tensor<64x3x3xf32>
    %230 = stablehlo.reshape %229 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %231 = stablehlo.concatenate %218, %224, %230, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %232 = stablehlo.reshape %231 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %233 = stablehlo.multiply %8, %14 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %235 = stablehlo.multiply %234, %40 : tensor<64x3x3xf32>
    %236 = stablehlo.multiply %10, %16 : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %238 = stablehlo.multiply %237, %51 : tensor<64x3x3xf32>
    %239 = stablehlo.add %235, %238 : tensor<64x3x3xf32>
    %240 = stablehlo.multiply %12, %18 : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %242 = stablehlo.multiply %241, %63 : tensor<64x3x3xf32>
    %243 = stablehlo.add %239, %242 : tensor<64x3x3xf32>
    %244 = stablehlo.reshape %243 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %245 = stablehlo.multiply %234, %74 : tensor<64x3x3xf32>
    %246 = stablehlo.multiply %237, %83 : tensor<64x3x3xf32>
    %247 = stablehlo.add %245, %246 : tensor<64x3x3xf32>
    %248 = stablehlo.multiply %241, %93 : tensor<64x3x3xf32>
    %249 = stablehlo.add %247, %248 : tensor<64x3x3xf32>
    %250 = stablehlo.reshape %249 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %251 = stablehlo.multiply %234, %104 : tensor<64x3x3xf32>
    %252 = stablehlo.multiply %237, %113 : tensor<64x3x3xf32>
    %253 = stablehlo.add %251, %252 : tensor<64x3x3xf32>
    %254 = stablehlo.multiply %241, %123 : tensor<64x3x3xf32>
    %255 = stablehlo.add %253, %254 : tensor<64x3x3xf32>
    %256 = stablehlo.reshape %255 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %257 = stablehlo.concatenate %244, %250, %256, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %258 = stablehlo.reshape %257 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %259 = stablehlo.multiply %14, %2 : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %261 = stablehlo.multiply %260, %40 : tensor<64x3x3xf32>
    %262 = stablehlo.multiply %16, %4 : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %264 = stablehlo.multiply %263, %51 : tensor<64x3x3xf32>
    %265 = stablehlo.add %261, %264 : tensor<64x3x3xf32>
    %266 = stablehlo.multiply %18, %6 : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %268 = stablehlo.multiply %267, %63 : tensor<64x3x3xf32>
    %269 = stablehlo.add %265, %268 : tensor<64x3x3xf32>
    %270 = stablehlo.reshape %269 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %271 = stablehlo.multiply %260, %74 : tensor<64x3x3xf32>
    %272 = stablehlo.multiply %263, %83 : tensor<64x3x3xf32>
    %273 = stablehlo.add %271, %272 : tensor<64x3x3xf32>
    %274 = stablehlo.multiply %267, %93 : tensor<64x3x3xf32>
    %275 = stablehlo.add %273, %274 : tensor<64x3x3xf32>
    %276 = stablehlo.reshape %275 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %277 = stablehlo.multiply %260, %104 : tensor<64x3x3xf32>
    %278 = stablehlo.multiply %263, %113 : tensor<64x3x3xf32>
    %279 = stablehlo.add %277, %278 : tensor<64x3x3xf32>
    %280 = stablehlo.multiply %267, %123 : tensor<64x3x3xf32>
    %281 = stablehlo.add %279, %280 : tensor<64x3x3xf32>
    %282 = stablehlo.reshape %281 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %283 = stablehlo.concatenate %270, %276, %282, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %284 = stablehlo.reshape %283 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %285 = stablehlo.multiply %14, %8 : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %287 = stablehlo.multiply %286, %40 : tensor<64x3x3xf32>
    %288 = stablehlo.multiply %16, %10 : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %290 = stablehlo.multiply %289, %51 : tensor<64x3x3xf32>
    %291 = stablehlo.add %287, %290 : tensor<64x3x3xf32>
    %292 = stablehlo.multiply %18, %12 : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %294 = stablehlo.multiply %293, %63 : tensor<64x3x3xf32>
    %295 = stablehlo.add %291, %294 : tensor<64x3x3xf32>
    %296 = stablehlo.reshape %295 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %297 = stablehlo.multiply %286, %74 : tensor<64x3x3xf32>
    %298 = stablehlo.multiply %289, %83 : tensor<64x3x3xf32>
    %299 = stablehlo.add %297, %298 : tensor<64x3x3xf32>
    %300 = stablehlo.multiply %293, %93 : tensor<64x3x3xf32>
    %301 = stablehlo.add %299, %300 : tensor<64x3x3xf32>
    %302 = stablehlo.reshape %301 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %303 = stablehlo.multiply %286, %104 : tensor<64x3x3xf32>
    %304 = stablehlo.multiply %289, %113 : tensor<64x3x3xf32>
    %305 = stablehlo.add %303, %304 : tensor<64x3x3xf32>
    %306 = stablehlo.multiply %293, %123 : tensor<64x3x3xf32>
    %307 = stablehlo.add %305, %306 : tensor<64x3x3xf32>
    %308 = stablehlo.reshape %307 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %309 = stablehlo.concatenate %296, %302, %308, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %310 = stablehlo.reshape %309 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %311 = stablehlo.multiply %14, %14 : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %313 = stablehlo.multiply %312, %40 : tensor<64x3x3xf32>
    %314 = stablehlo.multiply %16, %16 : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %316 = stablehlo.multiply %315, %51 : tensor<64x3x3xf32>
    %317 = stablehlo.add %313, %316 : tensor<64x3x3xf32>
    %318 = stablehlo.multiply %18, %18 : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<64x3x3xf32>
    %320 = stablehlo.multiply %319, %63 : tensor<64x3x3xf32>
    %321 = stablehlo.add %317, %320 : tensor<64x3x3xf32>
    %322 = stablehlo.reshape %321 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %323 = stablehlo.multiply %312, %74 : tensor<64x3x3xf32>
    %324 = stablehlo.multiply %315, %83 : tensor<64x3x3xf32>
    %325 = stablehlo.add %323, %324 : tensor<64x3x3xf32>
    %326 = stablehlo.multiply %319, %93 : tensor<64x3x3xf32>
    %327 = stablehlo.add %325, %326 : tensor<64x3x3xf32>
    %328 = stablehlo.reshape %327 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %329 = stablehlo.multiply %312, %104 : tensor<64x3x3xf32>
    %330 = stablehlo.multiply %315, %113 : tensor<64x3x3xf32>
    %331 = stablehlo.add %329, %330 : tensor<64x3x3xf32>
    %332 = stablehlo.multiply %319, %123 : tensor<64x3x3xf32>
    %333 = stablehlo.add %331, %332 : tensor<64x3x3xf32>
    %334 = stablehlo.reshape %333 : (tensor<64x3x3xf32>) -> tensor<64x1x3x3xf32>
    %335 = stablehlo.concatenate %322, %328, %334, dim = 1 : (tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>, tensor<64x1x3x3xf32>) -> tensor<64x3x3x3xf32>
    %336 = stablehlo.reshape %335 : (tensor<64x3x3x3xf32>) -> tensor<64x1x3x3x3xf32>
    %337 = stablehlo.concatenate %128, %154, %180, %206, %232, %258, %284, %310, %336, dim = 1 : (tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>, tensor<64x1x3x3x3xf32>) -> tensor<64x9x3x3x3xf32>
    %338 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<3x1xf32>) -> tensor<3xf32>
    %340 = stablehlo.multiply %339, %339 : tensor<3xf32>
    %341 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %342 = stablehlo.reshape %341 : (tensor<3x1xf32>) -> tensor<3xf32>
    %343 = stablehlo.multiply %339, %342 : tensor<3xf32>
    %344 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<3x1xf32>) -> tensor<3xf32>
    %346 = stablehlo.multiply %339, %345 : tensor<3xf32>
    %347 = stablehlo.multiply %342, %339 : tensor<3xf32>
    %348 = stablehlo.multiply %342, %342 : tensor<3xf32>
    %349 = stablehlo.multiply %342, %345 : tensor<3xf32>
    %350 = stablehlo.multiply %345, %339 : tensor<3xf32>
    %351 = stablehlo.multiply %345, %342 : tensor<3xf32>
    %352 = stablehlo.multiply %345, %345 : tensor<3xf32>
    %353 = stablehlo.reshape %340 : (tensor<3xf32>) -> tensor<3x1xf32>
    %354 = stablehlo.reshape %343 : (tensor<3xf32>) -> tensor<3x1xf32>
    %355 = stablehlo.reshape %346 : (tensor<3xf32>) -> tensor<3x1xf32>
    %356 = stablehlo.reshape %347 : (tensor<3xf32>) -> tensor<3x1xf32>
    %357 = stablehlo.reshape %348 : (tensor<3xf32>) -> tensor<3x1xf32>
    %358 = stablehlo.reshape %349 : (tensor<3xf32>) -> tensor<3x1xf32>
    %359 = stablehlo.reshape %350 : (tensor<3xf32>) -> tensor<3x1xf32>
    %360 = stablehlo.reshape %351 : (tensor<3xf32>) -> tensor<3x1xf32>
    %361 = stablehlo.reshape %352 : (tensor<3xf32>) -> tensor<3x1xf32>
    %362 = stablehlo.concatenate %360, %361, %353, %354, %355, %356, %357, %358, %359, %360, %361, %353, %354, %355, %356, %357, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %363 = stablehlo.concatenate %358, %359, %360, %361, %353, %354, %355, %356, %357, %358, %359, %360, %361, %353, %354, %355, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %364 = stablehlo.concatenate %356, %357, %358, %359, %360, %361, %353, %354, %355, %356, %357, %358, %359, %360, %361, %353, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %365 = stablehlo.concatenate %354, %355, %356, %357, %358, %359, %360, %361, %353, %354, %355, %356, %357, %358, %359, %360, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %366 = stablehlo.concatenate %353, %354, %355, %356, %357, %358, %359, %360, %361, %353, %354, %355, %356, %357, %358, %359, %362, %363, %364, %365, %361, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %367 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x81x3x3xf32>
    %368 = stablehlo.slice %366 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %369 = stablehlo.reshape %368 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x3x3xf32>
    %371 = stablehlo.slice %337 [0:64, 0:9, 0:1, 0:3, 0:3] : (tensor<64x9x3x3x3xf32>) -> tensor<64x9x1x3x3xf32>
    %372 = stablehlo.reshape %371 : (tensor<64x9x1x3x3xf32>) -> tensor<64x9x3x3xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 3, 4] : (tensor<64x9x3x3xf32>) -> tensor<64x9x9x3x3xf32>
    %374 = stablehlo.reshape %373 : (tensor<64x9x9x3x3xf32>) -> tensor<64x81x3x3xf32>
    %375 = stablehlo.multiply %370, %374 : tensor<64x81x3x3xf32>
    %376 = stablehlo.add %367, %375 : tensor<64x81x3x3xf32>
    %377 = stablehlo.slice %366 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x3x3xf32>
    %380 = stablehlo.slice %337 [0:64, 0:9, 1:2, 0:3, 0:3] : (tensor<64x9x3x3x3xf32>) -> tensor<64x9x1x3x3xf32>
    %381 = stablehlo.reshape %380 : (tensor<64x9x1x3x3xf32>) -> tensor<64x9x3x3xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 3, 4] : (tensor<64x9x3x3xf32>) -> tensor<64x9x9x3x3xf32>
    %383 = stablehlo.reshape %382 : (tensor<64x9x9x3x3xf32>) -> tensor<64x81x3x3xf32>
    %384 = stablehlo.multiply %379, %383 : tensor<64x81x3x3xf32>
    %385 = stablehlo.add %376, %384 : tensor<64x81x3x3xf32>
    %386 = stablehlo.slice %366 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %387 = stablehlo.reshape %386 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x3x3xf32>
    %389 = stablehlo.slice %337 [0:64, 0:9, 2:3, 0:3, 0:3] : (tensor<64x9x3x3x3xf32>) -> tensor<64x9x1x3x3xf32>
    %390 = stablehlo.reshape %389 : (tensor<64x9x1x3x3xf32>) -> tensor<64x9x3x3xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 3, 4] : (tensor<64x9x3x3xf32>) -> tensor<64x9x9x3x3xf32>
    %392 = stablehlo.reshape %391 : (tensor<64x9x9x3x3xf32>) -> tensor<64x81x3x3xf32>
    %393 = stablehlo.multiply %388, %392 : tensor<64x81x3x3xf32>
    %394 = stablehlo.add %385, %393 : tensor<64x81x3x3xf32>
    %395 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x729xf32>
    %c_32 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %396 = stablehlo.slice %394 [0:64, 0:1, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %397 = stablehlo.reshape %396 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %398 = "stablehlo.scatter"(%395, %c_32, %397) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_33 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %399 = stablehlo.slice %394 [0:64, 1:2, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %400 = stablehlo.reshape %399 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %401 = "stablehlo.scatter"(%398, %c_33, %400) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_34 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %402 = stablehlo.slice %394 [0:64, 2:3, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %403 = stablehlo.reshape %402 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %404 = "stablehlo.scatter"(%401, %c_34, %403) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_35 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %405 = stablehlo.slice %394 [0:64, 3:4, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %406 = stablehlo.reshape %405 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %407 = "stablehlo.scatter"(%404, %c_35, %406) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_36 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %408 = stablehlo.slice %394 [0:64, 4:5, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %409 = stablehlo.reshape %408 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %410 = "stablehlo.scatter"(%407, %c_36, %409) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_37 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %411 = stablehlo.slice %394 [0:64, 5:6, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %412 = stablehlo.reshape %411 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %413 = "stablehlo.scatter"(%410, %c_37, %412) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_38 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %414 = stablehlo.slice %394 [0:64, 6:7, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %415 = stablehlo.reshape %414 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %416 = "stablehlo.scatter"(%413, %c_38, %415) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_39 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %417 = stablehlo.slice %394 [0:64, 7:8, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %418 = stablehlo.reshape %417 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %419 = "stablehlo.scatter"(%416, %c_39, %418) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_40 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %420 = stablehlo.slice %394 [0:64, 8:9, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %421 = stablehlo.reshape %420 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %422 = "stablehlo.scatter"(%419, %c_40, %421) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_41 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %423 = stablehlo.slice %394 [0:64, 9:10, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %424 = stablehlo.reshape %423 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %425 = "stablehlo.scatter"(%422, %c_41, %424) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_42 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %426 = stablehlo.slice %394 [0:64, 10:11, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %427 = stablehlo.reshape %426 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %428 = "stablehlo.scatter"(%425, %c_42, %427) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_43 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %429 = stablehlo.slice %394 [0:64, 11:12, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %430 = stablehlo.reshape %429 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %431 = "stablehlo.scatter"(%428, %c_43, %430) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_44 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %432 = stablehlo.slice %394 [0:64, 12:13, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %433 = stablehlo.reshape %432 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %434 = "stablehlo.scatter"(%431, %c_44, %433) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_45 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %435 = stablehlo.slice %394 [0:64, 13:14, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %436 = stablehlo.reshape %435 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %437 = "stablehlo.scatter"(%434, %c_45, %436) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_46 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %438 = stablehlo.slice %394 [0:64, 14:15, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %439 = stablehlo.reshape %438 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %440 = "stablehlo.scatter"(%437, %c_46, %439) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_47 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %441 = stablehlo.slice %394 [0:64, 15:16, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %442 = stablehlo.reshape %441 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %443 = "stablehlo.scatter"(%440, %c_47, %442) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_48 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %444 = stablehlo.slice %394 [0:64, 16:17, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %445 = stablehlo.reshape %444 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %446 = "stablehlo.scatter"(%443, %c_48, %445) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_49 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %447 = stablehlo.slice %394 [0:64, 17:18, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %448 = stablehlo.reshape %447 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %449 = "stablehlo.scatter"(%446, %c_49, %448) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_50 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %450 = stablehlo.slice %394 [0:64, 18:19, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %451 = stablehlo.reshape %450 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %452 = "stablehlo.scatter"(%449, %c_50, %451) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_51 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %453 = stablehlo.slice %394 [0:64, 19:20, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %454 = stablehlo.reshape %453 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %455 = "stablehlo.scatter"(%452, %c_51, %454) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_52 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %456 = stablehlo.slice %394 [0:64, 20:21, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %457 = stablehlo.reshape %456 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %458 = "stablehlo.scatter"(%455, %c_52, %457) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_53 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %459 = stablehlo.slice %394 [0:64, 21:22, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %460 = stablehlo.reshape %459 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %461 = "stablehlo.scatter"(%458, %c_53, %460) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_54 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %462 = stablehlo.slice %394 [0:64, 22:23, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %464 = "stablehlo.scatter"(%461, %c_54, %463) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_55 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %465 = stablehlo.slice %394 [0:64, 23:24, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %466 = stablehlo.reshape %465 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %467 = "stablehlo.scatter"(%464, %c_55, %466) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_56 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %468 = stablehlo.slice %394 [0:64, 24:25, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %469 = stablehlo.reshape %468 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %470 = "stablehlo.scatter"(%467, %c_56, %469) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_57 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %471 = stablehlo.slice %394 [0:64, 25:26, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %472 = stablehlo.reshape %471 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %473 = "stablehlo.scatter"(%470, %c_57, %472) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_58 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %474 = stablehlo.slice %394 [0:64, 26:27, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %475 = stablehlo.reshape %474 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %476 = "stablehlo.scatter"(%473, %c_58, %475) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_59 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %477 = stablehlo.slice %394 [0:64, 27:28, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %478 = stablehlo.reshape %477 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %479 = "stablehlo.scatter"(%476, %c_59, %478) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_60 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %480 = stablehlo.slice %394 [0:64, 28:29, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %481 = stablehlo.reshape %480 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %482 = "stablehlo.scatter"(%479, %c_60, %481) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_61 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %483 = stablehlo.slice %394 [0:64, 29:30, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %484 = stablehlo.reshape %483 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %485 = "stablehlo.scatter"(%482, %c_61, %484) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_62 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %486 = stablehlo.slice %394 [0:64, 30:31, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %488 = "stablehlo.scatter"(%485, %c_62, %487) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_63 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %489 = stablehlo.slice %394 [0:64, 31:32, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %490 = stablehlo.reshape %489 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %491 = "stablehlo.scatter"(%488, %c_63, %490) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_64 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %492 = stablehlo.slice %394 [0:64, 32:33, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %493 = stablehlo.reshape %492 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %494 = "stablehlo.scatter"(%491, %c_64, %493) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_65 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %495 = stablehlo.slice %394 [0:64, 33:34, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %496 = stablehlo.reshape %495 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %497 = "stablehlo.scatter"(%494, %c_65, %496) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_66 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %498 = stablehlo.slice %394 [0:64, 34:35, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %499 = stablehlo.reshape %498 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %500 = "stablehlo.scatter"(%497, %c_66, %499) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_67 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %501 = stablehlo.slice %394 [0:64, 35:36, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %502 = stablehlo.reshape %501 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %503 = "stablehlo.scatter"(%500, %c_67, %502) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_68 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %504 = stablehlo.slice %394 [0:64, 36:37, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %505 = stablehlo.reshape %504 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %506 = "stablehlo.scatter"(%503, %c_68, %505) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_69 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %507 = stablehlo.slice %394 [0:64, 37:38, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %508 = stablehlo.reshape %507 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %509 = "stablehlo.scatter"(%506, %c_69, %508) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_70 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %510 = stablehlo.slice %394 [0:64, 38:39, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %511 = stablehlo.reshape %510 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %512 = "stablehlo.scatter"(%509, %c_70, %511) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_71 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %513 = stablehlo.slice %394 [0:64, 39:40, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %514 = stablehlo.reshape %513 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %515 = "stablehlo.scatter"(%512, %c_71, %514) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_72 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %516 = stablehlo.slice %394 [0:64, 40:41, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %517 = stablehlo.reshape %516 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %518 = "stablehlo.scatter"(%515, %c_72, %517) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_73 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %519 = stablehlo.slice %394 [0:64, 41:42, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %520 = stablehlo.reshape %519 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %521 = "stablehlo.scatter"(%518, %c_73, %520) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_74 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %522 = stablehlo.slice %394 [0:64, 42:43, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %523 = stablehlo.reshape %522 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %524 = "stablehlo.scatter"(%521, %c_74, %523) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_75 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %525 = stablehlo.slice %394 [0:64, 43:44, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %526 = stablehlo.reshape %525 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %527 = "stablehlo.scatter"(%524, %c_75, %526) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_76 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %528 = stablehlo.slice %394 [0:64, 44:45, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %529 = stablehlo.reshape %528 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %530 = "stablehlo.scatter"(%527, %c_76, %529) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_77 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %531 = stablehlo.slice %394 [0:64, 45:46, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %532 = stablehlo.reshape %531 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %533 = "stablehlo.scatter"(%530, %c_77, %532) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_78 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %534 = stablehlo.slice %394 [0:64, 46:47, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %535 = stablehlo.reshape %534 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %536 = "stablehlo.scatter"(%533, %c_78, %535) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_79 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %537 = stablehlo.slice %394 [0:64, 47:48, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %538 = stablehlo.reshape %537 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %539 = "stablehlo.scatter"(%536, %c_79, %538) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_80 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %540 = stablehlo.slice %394 [0:64, 48:49, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %541 = stablehlo.reshape %540 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %542 = "stablehlo.scatter"(%539, %c_80, %541) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_81 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %543 = stablehlo.slice %394 [0:64, 49:50, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %544 = stablehlo.reshape %543 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %545 = "stablehlo.scatter"(%542, %c_81, %544) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_82 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %546 = stablehlo.slice %394 [0:64, 50:51, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %547 = stablehlo.reshape %546 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %548 = "stablehlo.scatter"(%545, %c_82, %547) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_83 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %549 = stablehlo.slice %394 [0:64, 51:52, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %550 = stablehlo.reshape %549 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %551 = "stablehlo.scatter"(%548, %c_83, %550) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_84 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %552 = stablehlo.slice %394 [0:64, 52:53, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %553 = stablehlo.reshape %552 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %554 = "stablehlo.scatter"(%551, %c_84, %553) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_85 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %555 = stablehlo.slice %394 [0:64, 53:54, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %556 = stablehlo.reshape %555 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %557 = "stablehlo.scatter"(%554, %c_85, %556) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_86 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %558 = stablehlo.slice %394 [0:64, 54:55, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %559 = stablehlo.reshape %558 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %560 = "stablehlo.scatter"(%557, %c_86, %559) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_87 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %561 = stablehlo.slice %394 [0:64, 55:56, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %562 = stablehlo.reshape %561 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %563 = "stablehlo.scatter"(%560, %c_87, %562) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_88 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %564 = stablehlo.slice %394 [0:64, 56:57, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %565 = stablehlo.reshape %564 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %566 = "stablehlo.scatter"(%563, %c_88, %565) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_89 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %567 = stablehlo.slice %394 [0:64, 57:58, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %568 = stablehlo.reshape %567 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %569 = "stablehlo.scatter"(%566, %c_89, %568) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_90 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %570 = stablehlo.slice %394 [0:64, 58:59, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %571 = stablehlo.reshape %570 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %572 = "stablehlo.scatter"(%569, %c_90, %571) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_91 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %573 = stablehlo.slice %394 [0:64, 59:60, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %574 = stablehlo.reshape %573 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %575 = "stablehlo.scatter"(%572, %c_91, %574) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_92 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %576 = stablehlo.slice %394 [0:64, 60:61, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %577 = stablehlo.reshape %576 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %578 = "stablehlo.scatter"(%575, %c_92, %577) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_93 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %579 = stablehlo.slice %394 [0:64, 61:62, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %580 = stablehlo.reshape %579 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %581 = "stablehlo.scatter"(%578, %c_93, %580) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_94 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %582 = stablehlo.slice %394 [0:64, 62:63, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %583 = stablehlo.reshape %582 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %584 = "stablehlo.scatter"(%581, %c_94, %583) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_95 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %585 = stablehlo.slice %394 [0:64, 63:64, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %586 = stablehlo.reshape %585 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %587 = "stablehlo.scatter"(%584, %c_95, %586) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_96 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %588 = stablehlo.slice %394 [0:64, 64:65, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %589 = stablehlo.reshape %588 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %590 = "stablehlo.scatter"(%587, %c_96, %589) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_97 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %591 = stablehlo.slice %394 [0:64, 65:66, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %592 = stablehlo.reshape %591 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %593 = "stablehlo.scatter"(%590, %c_97, %592) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_98 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %594 = stablehlo.slice %394 [0:64, 66:67, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %595 = stablehlo.reshape %594 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %596 = "stablehlo.scatter"(%593, %c_98, %595) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_99 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %597 = stablehlo.slice %394 [0:64, 67:68, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %598 = stablehlo.reshape %597 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %599 = "stablehlo.scatter"(%596, %c_99, %598) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_100 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %600 = stablehlo.slice %394 [0:64, 68:69, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %601 = stablehlo.reshape %600 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %602 = "stablehlo.scatter"(%599, %c_100, %601) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_101 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %603 = stablehlo.slice %394 [0:64, 69:70, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %604 = stablehlo.reshape %603 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %605 = "stablehlo.scatter"(%602, %c_101, %604) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_102 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %606 = stablehlo.slice %394 [0:64, 70:71, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %607 = stablehlo.reshape %606 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %608 = "stablehlo.scatter"(%605, %c_102, %607) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_103 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %609 = stablehlo.slice %394 [0:64, 71:72, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %610 = stablehlo.reshape %609 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %611 = "stablehlo.scatter"(%608, %c_103, %610) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_104 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %612 = stablehlo.slice %394 [0:64, 72:73, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %613 = stablehlo.reshape %612 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %614 = "stablehlo.scatter"(%611, %c_104, %613) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_105 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %615 = stablehlo.slice %394 [0:64, 73:74, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %616 = stablehlo.reshape %615 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %617 = "stablehlo.scatter"(%614, %c_105, %616) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_106 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %618 = stablehlo.slice %394 [0:64, 74:75, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %619 = stablehlo.reshape %618 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %620 = "stablehlo.scatter"(%617, %c_106, %619) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_107 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %621 = stablehlo.slice %394 [0:64, 75:76, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %622 = stablehlo.reshape %621 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %623 = "stablehlo.scatter"(%620, %c_107, %622) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_108 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %624 = stablehlo.slice %394 [0:64, 76:77, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %625 = stablehlo.reshape %624 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %626 = "stablehlo.scatter"(%623, %c_108, %625) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_109 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %627 = stablehlo.slice %394 [0:64, 77:78, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %628 = stablehlo.reshape %627 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %629 = "stablehlo.scatter"(%626, %c_109, %628) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_110 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %630 = stablehlo.slice %394 [0:64, 78:79, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %631 = stablehlo.reshape %630 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %632 = "stablehlo.scatter"(%629, %c_110, %631) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_111 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %633 = stablehlo.slice %394 [0:64, 79:80, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %634 = stablehlo.reshape %633 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %635 = "stablehlo.scatter"(%632, %c_111, %634) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_112 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %636 = stablehlo.slice %394 [0:64, 80:81, 0:3, 0:3] : (tensor<64x81x3x3xf32>) -> tensor<64x1x3x3xf32>
    %637 = stablehlo.reshape %636 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %638 = "stablehlo.scatter"(%635, %c_112, %637) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %639 = stablehlo.reshape %638 : (tensor<64x729xf32>) -> tensor<64x27x27xf32>
    return %639 : tensor<64x27x27xf32>
  }
}
