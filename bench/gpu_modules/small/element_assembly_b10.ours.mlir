module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<64x27xf32>) -> (tensor<64x27x27xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x1x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<[[0], [0], [0], [0], [0], [0], [0], [0], [0], [1], [1], [1], [1], [1], [1], [1], [1], [1], [2], [2], [2], [2], [2], [2], [2], [2], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [4], [4], [4], [4], [4], [4], [4], [4], [4], [5], [5], [5], [5], [5], [5], [5], [5], [5], [6], [6], [6], [6], [6], [6], [6], [6], [6], [7], [7], [7], [7], [7], [7], [7], [7], [7], [8], [8], [8], [8], [8], [8], [8], [8], [8]]> : tensor<81x1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1 = stablehlo.constant dense<[[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %1 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_2 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %2 = "stablehlo.gather"(%0, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<10x10xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %c_3 = stablehlo.constant dense<[[[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %5 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_4 = stablehlo.constant dense<[[[3], [3], [3], [3], [3], [3], [3], [3], [3], [3]], [[4], [4], [4], [4], [4], [4], [4], [4], [4], [4]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %6 = "stablehlo.gather"(%0, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<10x10xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %c_5 = stablehlo.constant dense<[[[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %9 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_6 = stablehlo.constant dense<[[[6], [6], [6], [6], [6], [6], [6], [6], [6], [6]], [[7], [7], [7], [7], [7], [7], [7], [7], [7], [7]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %10 = "stablehlo.gather"(%0, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<10x10xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %13 = "stablehlo.gather"(%arg1, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<64x10x10xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %15 = "stablehlo.gather"(%arg1, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<64x10x10xf32>
    %17 = stablehlo.add %14, %16 : tensor<64x10x10xf32>
    %c_9 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %18 = "stablehlo.gather"(%arg1, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %19 = stablehlo.multiply %12, %18 : tensor<64x10x10xf32>
    %20 = stablehlo.add %17, %19 : tensor<64x10x10xf32>
    %c_10 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %21 = "stablehlo.gather"(%arg1, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %22 = stablehlo.multiply %4, %21 : tensor<64x10x10xf32>
    %c_11 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %23 = "stablehlo.gather"(%arg1, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %24 = stablehlo.multiply %8, %23 : tensor<64x10x10xf32>
    %25 = stablehlo.add %22, %24 : tensor<64x10x10xf32>
    %c_12 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %26 = "stablehlo.gather"(%arg1, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %27 = stablehlo.multiply %12, %26 : tensor<64x10x10xf32>
    %28 = stablehlo.add %25, %27 : tensor<64x10x10xf32>
    %c_13 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %29 = "stablehlo.gather"(%arg1, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %30 = stablehlo.multiply %4, %29 : tensor<64x10x10xf32>
    %c_14 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %31 = "stablehlo.gather"(%arg1, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %32 = stablehlo.multiply %8, %31 : tensor<64x10x10xf32>
    %33 = stablehlo.add %30, %32 : tensor<64x10x10xf32>
    %c_15 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %34 = "stablehlo.gather"(%arg1, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %35 = stablehlo.multiply %12, %34 : tensor<64x10x10xf32>
    %36 = stablehlo.add %33, %35 : tensor<64x10x10xf32>
    %c_16 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %37 = "stablehlo.gather"(%arg1, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %38 = stablehlo.multiply %4, %37 : tensor<64x10x10xf32>
    %c_17 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %39 = "stablehlo.gather"(%arg1, %c_17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %40 = stablehlo.multiply %8, %39 : tensor<64x10x10xf32>
    %41 = stablehlo.add %38, %40 : tensor<64x10x10xf32>
    %c_18 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %42 = "stablehlo.gather"(%arg1, %c_18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %43 = stablehlo.multiply %12, %42 : tensor<64x10x10xf32>
    %44 = stablehlo.add %41, %43 : tensor<64x10x10xf32>
    %c_19 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %45 = "stablehlo.gather"(%arg1, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %46 = stablehlo.multiply %4, %45 : tensor<64x10x10xf32>
    %c_20 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %47 = "stablehlo.gather"(%arg1, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %48 = stablehlo.multiply %8, %47 : tensor<64x10x10xf32>
    %49 = stablehlo.add %46, %48 : tensor<64x10x10xf32>
    %c_21 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %50 = "stablehlo.gather"(%arg1, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %51 = stablehlo.multiply %12, %50 : tensor<64x10x10xf32>
    %52 = stablehlo.add %49, %51 : tensor<64x10x10xf32>
    %c_22 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %53 = "stablehlo.gather"(%arg1, %c_22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %54 = stablehlo.multiply %4, %53 : tensor<64x10x10xf32>
    %c_23 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %55 = "stablehlo.gather"(%arg1, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %56 = stablehlo.multiply %8, %55 : tensor<64x10x10xf32>
    %57 = stablehlo.add %54, %56 : tensor<64x10x10xf32>
    %c_24 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %58 = "stablehlo.gather"(%arg1, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %59 = stablehlo.multiply %12, %58 : tensor<64x10x10xf32>
    %60 = stablehlo.add %57, %59 : tensor<64x10x10xf32>
    %c_25 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %61 = "stablehlo.gather"(%arg1, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %62 = stablehlo.multiply %4, %61 : tensor<64x10x10xf32>
    %c_26 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %63 = "stablehlo.gather"(%arg1, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %64 = stablehlo.multiply %8, %63 : tensor<64x10x10xf32>
    %65 = stablehlo.add %62, %64 : tensor<64x10x10xf32>
    %c_27 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %66 = "stablehlo.gather"(%arg1, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %67 = stablehlo.multiply %12, %66 : tensor<64x10x10xf32>
    %68 = stablehlo.add %65, %67 : tensor<64x10x10xf32>
    %c_28 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %69 = "stablehlo.gather"(%arg1, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %70 = stablehlo.multiply %4, %69 : tensor<64x10x10xf32>
    %c_29 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %71 = "stablehlo.gather"(%arg1, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %72 = stablehlo.multiply %8, %71 : tensor<64x10x10xf32>
    %73 = stablehlo.add %70, %72 : tensor<64x10x10xf32>
    %c_30 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %74 = "stablehlo.gather"(%arg1, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %75 = stablehlo.multiply %12, %74 : tensor<64x10x10xf32>
    %76 = stablehlo.add %73, %75 : tensor<64x10x10xf32>
    %c_31 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %77 = "stablehlo.gather"(%arg1, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %78 = stablehlo.multiply %4, %77 : tensor<64x10x10xf32>
    %c_32 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %79 = "stablehlo.gather"(%arg1, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %80 = stablehlo.multiply %8, %79 : tensor<64x10x10xf32>
    %81 = stablehlo.add %78, %80 : tensor<64x10x10xf32>
    %c_33 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %82 = "stablehlo.gather"(%arg1, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %83 = stablehlo.multiply %12, %82 : tensor<64x10x10xf32>
    %84 = stablehlo.add %81, %83 : tensor<64x10x10xf32>
    %85 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x1xf32>) -> tensor<f32>
    %87 = stablehlo.multiply %86, %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %89 = stablehlo.multiply %88, %20 : tensor<64x10x10xf32>
    %90 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x1xf32>) -> tensor<f32>
    %92 = stablehlo.multiply %91, %91 : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %94 = stablehlo.multiply %93, %28 : tensor<64x10x10xf32>
    %95 = stablehlo.add %89, %94 : tensor<64x10x10xf32>
    %96 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x1xf32>) -> tensor<f32>
    %98 = stablehlo.multiply %97, %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %100 = stablehlo.multiply %99, %36 : tensor<64x10x10xf32>
    %101 = stablehlo.add %95, %100 : tensor<64x10x10xf32>
    %102 = stablehlo.multiply %88, %44 : tensor<64x10x10xf32>
    %103 = stablehlo.multiply %93, %52 : tensor<64x10x10xf32>
    %104 = stablehlo.add %102, %103 : tensor<64x10x10xf32>
    %105 = stablehlo.multiply %99, %60 : tensor<64x10x10xf32>
    %106 = stablehlo.add %104, %105 : tensor<64x10x10xf32>
    %107 = stablehlo.multiply %88, %68 : tensor<64x10x10xf32>
    %108 = stablehlo.multiply %93, %76 : tensor<64x10x10xf32>
    %109 = stablehlo.add %107, %108 : tensor<64x10x10xf32>
    %110 = stablehlo.multiply %99, %84 : tensor<64x10x10xf32>
    %111 = stablehlo.add %109, %110 : tensor<64x10x10xf32>
    %112 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x1xf32>) -> tensor<f32>
    %114 = stablehlo.multiply %86, %113 : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %116 = stablehlo.multiply %115, %20 : tensor<64x10x10xf32>
    %117 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x1xf32>) -> tensor<f32>
    %119 = stablehlo.multiply %91, %118 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %121 = stablehlo.multiply %120, %28 : tensor<64x10x10xf32>
    %122 = stablehlo.add %116, %121 : tensor<64x10x10xf32>
    %123 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x1xf32>) -> tensor<f32>
    %125 = stablehlo.multiply %97, %124 : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %127 = stablehlo.multiply %126, %36 : tensor<64x10x10xf32>
    %128 = stablehlo.add %122, %127 : tensor<64x10x10xf32>
    %129 = stablehlo.multiply %115, %44 : tensor<64x10x10xf32>
    %130 = stablehlo.multiply %120, %52 : tensor<64x10x10xf32>
    %131 = stablehlo.add %129, %130 : tensor<64x10x10xf32>
    %132 = stablehlo.multiply %126, %60 : tensor<64x10x10xf32>
    %133 = stablehlo.add %131, %132 : tensor<64x10x10xf32>
    %134 = stablehlo.multiply %115, %68 : tensor<64x10x10xf32>
    %135 = stablehlo.multiply %120, %76 : tensor<64x10x10xf32>
    %136 = stablehlo.add %134, %135 : tensor<64x10x10xf32>
    %137 = stablehlo.multiply %126, %84 : tensor<64x10x10xf32>
    %138 = stablehlo.add %136, %137 : tensor<64x10x10xf32>
    %139 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %140 = stablehlo.reshape %139 : (tensor<1x1xf32>) -> tensor<f32>
    %141 = stablehlo.multiply %86, %140 : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %143 = stablehlo.multiply %142, %20 : tensor<64x10x10xf32>
    %144 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x1xf32>) -> tensor<f32>
    %146 = stablehlo.multiply %91, %145 : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %148 = stablehlo.multiply %147, %28 : tensor<64x10x10xf32>
    %149 = stablehlo.add %143, %148 : tensor<64x10x10xf32>
    %150 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x1xf32>) -> tensor<f32>
    %152 = stablehlo.multiply %97, %151 : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %154 = stablehlo.multiply %153, %36 : tensor<64x10x10xf32>
    %155 = stablehlo.add %149, %154 : tensor<64x10x10xf32>
    %156 = stablehlo.multiply %142, %44 : tensor<64x10x10xf32>
    %157 = stablehlo.multiply %147, %52 : tensor<64x10x10xf32>
    %158 = stablehlo.add %156, %157 : tensor<64x10x10xf32>
    %159 = stablehlo.multiply %153, %60 : tensor<64x10x10xf32>
    %160 = stablehlo.add %158, %159 : tensor<64x10x10xf32>
    %161 = stablehlo.multiply %142, %68 : tensor<64x10x10xf32>
    %162 = stablehlo.multiply %147, %76 : tensor<64x10x10xf32>
    %163 = stablehlo.add %161, %162 : tensor<64x10x10xf32>
    %164 = stablehlo.multiply %153, %84 : tensor<64x10x10xf32>
    %165 = stablehlo.add %163, %164 : tensor<64x10x10xf32>
    %166 = stablehlo.multiply %113, %86 : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %168 = stablehlo.multiply %167, %20 : tensor<64x10x10xf32>
    %169 = stablehlo.multiply %118, %91 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %171 = stablehlo.multiply %170, %28 : tensor<64x10x10xf32>
    %172 = stablehlo.add %168, %171 : tensor<64x10x10xf32>
    %173 = stablehlo.multiply %124, %97 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %175 = stablehlo.multiply %174, %36 : tensor<64x10x10xf32>
    %176 = stablehlo.add %172, %175 : tensor<64x10x10xf32>
    %177 = stablehlo.multiply %167, %44 : tensor<64x10x10xf32>
    %178 = stablehlo.multiply %170, %52 : tensor<64x10x10xf32>
    %179 = stablehlo.add %177, %178 : tensor<64x10x10xf32>
    %180 = stablehlo.multiply %174, %60 : tensor<64x10x10xf32>
    %181 = stablehlo.add %179, %180 : tensor<64x10x10xf32>
    %182 = stablehlo.multiply %167, %68 : tensor<64x10x10xf32>
    %183 = stablehlo.multiply %170, %76 : tensor<64x10x10xf32>
    %184 = stablehlo.add %182, %183 : tensor<64x10x10xf32>
    %185 = stablehlo.multiply %174, %84 : tensor<64x10x10xf32>
    %186 = stablehlo.add %184, %185 : tensor<64x10x10xf32>
    %187 = stablehlo.multiply %113, %113 : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %189 = stablehlo.multiply %188, %20 : tensor<64x10x10xf32>
    %190 = stablehlo.multiply %118, %118 : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %192 = stablehlo.multiply %191, %28 : tensor<64x10x10xf32>
    %193 = stablehlo.add %189, %192 : tensor<64x10x10xf32>
    %194 = stablehlo.multiply %124, %124 : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %196 = stablehlo.multiply %195, %36 : tensor<64x10x10xf32>
    %197 = stablehlo.add %193, %196 : tensor<64x10x10xf32>
    %198 = stablehlo.multiply %188, %44 : tensor<64x10x10xf32>
    %199 = stablehlo.multiply %191, %52 : tensor<64x10x10xf32>
    %200 = stablehlo.add %198, %199 : tensor<64x10x10xf32>
    %201 = stablehlo.multiply %195, %60 : tensor<64x10x10xf32>
    %202 = stablehlo.add %200, %201 : tensor<64x10x10xf32>
    %203 = stablehlo.multiply %188, %68 : tensor<64x10x10xf32>
    %204 = stablehlo.multiply %191, %76 : tensor<64x10x10xf32>
    %205 = stablehlo.add %203, %204 : tensor<64x10x10xf32>
    %206 = stablehlo.multiply %195, %84 : tensor<64x10x10xf32>
    %207 = stablehlo.add %205, %206 : tensor<64x10x10xf32>
    %208 = stablehlo.multiply %113, %140 : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %210 = stablehlo.multiply %209, %20 : tensor<64x10x10xf32>
    %211 = stablehlo.multiply %118, %145 : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %213 = stablehlo.multiply %212, %28 : tensor<64x10x10xf32>
    %214 = stablehlo.add %210, %213 : tensor<64x10x10xf32>
    %215 = stablehlo.multiply %124, %151 : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %217 = stablehlo.multiply %216, %36 : tensor<64x10x10xf32>
    %218 = stablehlo.add %214, %217 : tensor<64x10x10xf32>
    %219 = stablehlo.multiply %209, %44 : tensor<64x10x10xf32>
    %220 = stablehlo.multiply %212, %52 : tensor<64x10x10xf32>
    %221 = stablehlo.add %219, %220 : tensor<64x10x10xf32>
    %222 = stablehlo.multiply %216, %60 : tensor<64x10x10xf32>
    %223 = stablehlo.add %221, %222 : tensor<64x10x10xf32>
    %224 = stablehlo.multiply %209, %68 : tensor<64x10x10xf32>
    %225 = stablehlo.multiply %212, %76 : tensor<64x10x10xf32>
    %226 = stablehlo.add %224, %225 : tensor<64x10x10xf32>
    %227 = stablehlo.multiply %216, %84 : tensor<64x10x10xf32>
    %228 = stablehlo.add %226, %227 : tensor<64x10x10xf32>
    %229 = stablehlo.multiply %140, %86 : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %231 = stablehlo.multiply %230, %20 : tensor<64x10x10xf32>
    %232 = stablehlo.multiply %145, %91 : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %234 = stablehlo.multiply %233, %28 : tensor<64x10x10xf32>
    %235 = stablehlo.add %231, %234 : tensor<64x10x10xf32>
    %236 = stablehlo.multiply %151, %97 : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %238 = stablehlo.multiply %237, %36 : tensor<64x10x10xf32>
    %239 = stablehlo.add %235, %238 : tensor<64x10x10xf32>
    %240 = stablehlo.multiply %230, %44 : tensor<64x10x10xf32>
    %241 = stablehlo.multiply %233, %52 : tensor<64x10x10xf32>
    %242 = stablehlo.add %240, %241 : tensor<64x10x10xf32>
    %243 = stablehlo.multiply %237, %60 : tensor<64x10x10xf32>
    %244 = stablehlo.add %242, %243 : tensor<64x10x10xf32>
    %245 = stablehlo.multiply %230, %68 : tensor<64x10x10xf32>
    %246 = stablehlo.multiply %233, %76 : tensor<64x10x10xf32>
    %247 = stablehlo.add %245, %246 : tensor<64x10x10xf32>
    %248 = stablehlo.multiply %237, %84 : tensor<64x10x10xf32>
    %249 = stablehlo.add %247, %248 : tensor<64x10x10xf32>
    %250 = stablehlo.multiply %140, %113 : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %252 = stablehlo.multiply %251, %20 : tensor<64x10x10xf32>
    %253 = stablehlo.multiply %145, %118 : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %255 = stablehlo.multiply %254, %28 : tensor<64x10x10xf32>
    %256 = stablehlo.add %252, %255 : tensor<64x10x10xf32>
    %257 = stablehlo.multiply %151, %124 : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %259 = stablehlo.multiply %258, %36 : tensor<64x10x10xf32>
    %260 = stablehlo.add %256, %259 : tensor<64x10x10xf32>
    %261 = stablehlo.multiply %251, %44 : tensor<64x10x10xf32>
    %262 = stablehlo.multiply %254, %52 : tensor<64x10x10xf32>
    %263 = stablehlo.add %261, %262 : tensor<64x10x10xf32>
    %264 = stablehlo.multiply %258, %60 : tensor<64x10x10xf32>
    %265 = stablehlo.add %263, %264 : tensor<64x10x10xf32>
    %266 = stablehlo.multiply %251, %68 : tensor<64x10x10xf32>
    %267 = stablehlo.multiply %254, %76 : tensor<64x10x10xf32>
    %268 = stablehlo.add %266, %267 : tensor<64x10x10xf32>
    %269 = stablehlo.multiply %258, %84 : tensor<64x10x10xf32>
    %270 = stablehlo.add %268, %269 : tensor<64x10x10xf32>
    %271 = stablehlo.multiply %140, %140 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %273 = stablehlo.multiply %272, %20 : tensor<64x10x10xf32>
    %274 = stablehlo.multiply %145, %145 : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %276 = stablehlo.multiply %275, %28 : tensor<64x10x10xf32>
    %277 = stablehlo.add %273, %276 : tensor<64x10x10xf32>
    %278 = stablehlo.multiply %151, %151 : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %280 = stablehlo.multiply %279, %36 : tensor<64x10x10xf32>
    %281 = stablehlo.add %277, %280 : tensor<64x10x10xf32>
    %282 = stablehlo.multiply %272, %44 : tensor<64x10x10xf32>
    %283 = stablehlo.multiply %275, %52 : tensor<64x10x10xf32>
    %284 = stablehlo.add %282, %283 : tensor<64x10x10xf32>
    %285 = stablehlo.multiply %279, %60 : tensor<64x10x10xf32>
    %286 = stablehlo.add %284, %285 : tensor<64x10x10xf32>
    %287 = stablehlo.multiply %272, %68 : tensor<64x10x10xf32>
    %288 = stablehlo.multiply %275, %76 : tensor<64x10x10xf32>
    %289 = stablehlo.add %287, %288 : tensor<64x10x10xf32>
    %290 = stablehlo.multiply %279, %84 : tensor<64x10x10xf32>
    %291 = stablehlo.add %289, %290 : tensor<64x10x10xf32>
    %292 = stablehlo.reshape %101 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %293 = stablehlo.reshape %106 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %294 = stablehlo.reshape %111 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %295 = stablehlo.concatenate %292, %293, %294, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %296 = stablehlo.reshape %128 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %297 = stablehlo.reshape %133 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %298 = stablehlo.reshape %138 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %299 = stablehlo.concatenate %296, %297, %298, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %300 = stablehlo.reshape %155 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %301 = stablehlo.reshape %160 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %302 = stablehlo.reshape %165 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %303 = stablehlo.concatenate %300, %301, %302, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %304 = stablehlo.reshape %176 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %305 = stablehlo.reshape %181 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %306 = stablehlo.reshape %186 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %307 = stablehlo.concatenate %304, %305, %306, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %308 = stablehlo.reshape %197 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %309 = stablehlo.reshape %202 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %310 = stablehlo.reshape %207 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %311 = stablehlo.concatenate %308, %309, %310, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %312 = stablehlo.reshape %218 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %313 = stablehlo.reshape %223 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %314 = stablehlo.reshape %228 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %315 = stablehlo.concatenate %312, %313, %314, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %316 = stablehlo.reshape %239 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %317 = stablehlo.reshape %244 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %318 = stablehlo.reshape %249 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %319 = stablehlo.concatenate %316, %317, %318, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %320 = stablehlo.reshape %260 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %321 = stablehlo.reshape %265 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %322 = stablehlo.reshape %270 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %323 = stablehlo.concatenate %320, %321, %322, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %324 = stablehlo.reshape %281 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %325 = stablehlo.reshape %286 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %326 = stablehlo.reshape %291 : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %327 = stablehlo.concatenate %324, %325, %326, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %328 = stablehlo.reshape %295 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %329 = stablehlo.reshape %299 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %330 = stablehlo.reshape %303 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %331 = stablehlo.reshape %307 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %332 = stablehlo.reshape %311 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %333 = stablehlo.reshape %315 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %334 = stablehlo.reshape %319 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %335 = stablehlo.reshape %323 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %336 = stablehlo.reshape %327 : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %337 = stablehlo.concatenate %328, %329, %330, %331, %332, %333, %334, %335, %336, dim = 1 : (tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>) -> tensor<64x9x3x10x10xf32>
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
    %367 = stablehlo.slice %337 [0:64, 0:9, 0:1, 0:10, 0:10] : (tensor<64x9x3x10x10xf32>) -> tensor<64x9x1x10x10xf32>
    %368 = stablehlo.reshape %367 : (tensor<64x9x1x10x10xf32>) -> tensor<64x9x10x10xf32>
    %369 = "stablehlo.gather"(%368, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 10, 10>}> : (tensor<64x9x10x10xf32>, tensor<81x1xi32>) -> tensor<64x81x10x10xf32>
    %370 = stablehlo.slice %337 [0:64, 0:9, 1:2, 0:10, 0:10] : (tensor<64x9x3x10x10xf32>) -> tensor<64x9x1x10x10xf32>
    %371 = stablehlo.reshape %370 : (tensor<64x9x1x10x10xf32>) -> tensor<64x9x10x10xf32>
    %372 = "stablehlo.gather"(%371, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 10, 10>}> : (tensor<64x9x10x10xf32>, tensor<81x1xi32>) -> tensor<64x81x10x10xf32>
    %373 = stablehlo.slice %337 [0:64, 0:9, 2:3, 0:10, 0:10] : (tensor<64x9x3x10x10xf32>) -> tensor<64x9x1x10x10xf32>
    %374 = stablehlo.reshape %373 : (tensor<64x9x1x10x10xf32>) -> tensor<64x9x10x10xf32>
    %375 = "stablehlo.gather"(%374, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 10, 10>}> : (tensor<64x9x10x10xf32>, tensor<81x1xi32>) -> tensor<64x81x10x10xf32>
    %376 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x729xf32>
    %c_34 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %377 = stablehlo.slice %366 [0:1, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %380 = stablehlo.slice %369 [0:64, 0:1, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<64x1x3x3xf32>
    %382 = stablehlo.add %381, %cst : tensor<64x1x3x3xf32>
    %383 = stablehlo.slice %366 [1:2, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %384 = stablehlo.reshape %383 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %386 = stablehlo.slice %372 [0:64, 0:1, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<64x1x3x3xf32>
    %388 = stablehlo.add %382, %387 : tensor<64x1x3x3xf32>
    %389 = stablehlo.slice %366 [2:3, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %390 = stablehlo.reshape %389 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %392 = stablehlo.slice %375 [0:64, 0:1, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<64x1x3x3xf32>
    %394 = stablehlo.add %388, %393 : tensor<64x1x3x3xf32>
    %395 = stablehlo.reshape %394 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %396 = "stablehlo.scatter"(%376, %c_34, %395) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_35 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %397 = stablehlo.slice %366 [0:1, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %400 = stablehlo.slice %369 [0:64, 1:2, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<64x1x3x3xf32>
    %402 = stablehlo.add %401, %cst : tensor<64x1x3x3xf32>
    %403 = stablehlo.slice %366 [1:2, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %406 = stablehlo.slice %372 [0:64, 1:2, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<64x1x3x3xf32>
    %408 = stablehlo.add %402, %407 : tensor<64x1x3x3xf32>
    %409 = stablehlo.slice %366 [2:3, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %412 = stablehlo.slice %375 [0:64, 1:2, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %413 = stablehlo.multiply %411, %412 : tensor<64x1x3x3xf32>
    %414 = stablehlo.add %408, %413 : tensor<64x1x3x3xf32>
    %415 = stablehlo.reshape %414 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %416 = "stablehlo.scatter"(%396, %c_35, %415) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_36 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %417 = stablehlo.slice %366 [0:1, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %420 = stablehlo.slice %369 [0:64, 2:3, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<64x1x3x3xf32>
    %422 = stablehlo.add %421, %cst : tensor<64x1x3x3xf32>
    %423 = stablehlo.slice %366 [1:2, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %426 = stablehlo.slice %372 [0:64, 2:3, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %427 = stablehlo.multiply %425, %426 : tensor<64x1x3x3xf32>
    %428 = stablehlo.add %422, %427 : tensor<64x1x3x3xf32>
    %429 = stablehlo.slice %366 [2:3, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %430 = stablehlo.reshape %429 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %432 = stablehlo.slice %375 [0:64, 2:3, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<64x1x3x3xf32>
    %434 = stablehlo.add %428, %433 : tensor<64x1x3x3xf32>
    %435 = stablehlo.reshape %434 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %436 = "stablehlo.scatter"(%416, %c_36, %435) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_37 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %437 = stablehlo.slice %366 [0:1, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %438 = stablehlo.reshape %437 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %440 = stablehlo.slice %369 [0:64, 3:4, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<64x1x3x3xf32>
    %442 = stablehlo.add %441, %cst : tensor<64x1x3x3xf32>
    %443 = stablehlo.slice %366 [1:2, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %446 = stablehlo.slice %372 [0:64, 3:4, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %447 = stablehlo.multiply %445, %446 : tensor<64x1x3x3xf32>
    %448 = stablehlo.add %442, %447 : tensor<64x1x3x3xf32>
    %449 = stablehlo.slice %366 [2:3, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %450 = stablehlo.reshape %449 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %452 = stablehlo.slice %375 [0:64, 3:4, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %453 = stablehlo.multiply %451, %452 : tensor<64x1x3x3xf32>
    %454 = stablehlo.add %448, %453 : tensor<64x1x3x3xf32>
    %455 = stablehlo.reshape %454 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %456 = "stablehlo.scatter"(%436, %c_37, %455) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_38 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %457 = stablehlo.slice %366 [0:1, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %458 = stablehlo.reshape %457 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %460 = stablehlo.slice %369 [0:64, 4:5, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %461 = stablehlo.multiply %459, %460 : tensor<64x1x3x3xf32>
    %462 = stablehlo.add %461, %cst : tensor<64x1x3x3xf32>
    %463 = stablehlo.slice %366 [1:2, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %464 = stablehlo.reshape %463 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %466 = stablehlo.slice %372 [0:64, 4:5, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %467 = stablehlo.multiply %465, %466 : tensor<64x1x3x3xf32>
    %468 = stablehlo.add %462, %467 : tensor<64x1x3x3xf32>
    %469 = stablehlo.slice %366 [2:3, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %470 = stablehlo.reshape %469 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %472 = stablehlo.slice %375 [0:64, 4:5, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %473 = stablehlo.multiply %471, %472 : tensor<64x1x3x3xf32>
    %474 = stablehlo.add %468, %473 : tensor<64x1x3x3xf32>
    %475 = stablehlo.reshape %474 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %476 = "stablehlo.scatter"(%456, %c_38, %475) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_39 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %477 = stablehlo.slice %366 [0:1, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %478 = stablehlo.reshape %477 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %480 = stablehlo.slice %369 [0:64, 5:6, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %481 = stablehlo.multiply %479, %480 : tensor<64x1x3x3xf32>
    %482 = stablehlo.add %481, %cst : tensor<64x1x3x3xf32>
    %483 = stablehlo.slice %366 [1:2, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %486 = stablehlo.slice %372 [0:64, 5:6, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %487 = stablehlo.multiply %485, %486 : tensor<64x1x3x3xf32>
    %488 = stablehlo.add %482, %487 : tensor<64x1x3x3xf32>
    %489 = stablehlo.slice %366 [2:3, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %490 = stablehlo.reshape %489 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %492 = stablehlo.slice %375 [0:64, 5:6, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %493 = stablehlo.multiply %491, %492 : tensor<64x1x3x3xf32>
    %494 = stablehlo.add %488, %493 : tensor<64x1x3x3xf32>
    %495 = stablehlo.reshape %494 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %496 = "stablehlo.scatter"(%476, %c_39, %495) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_40 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %497 = stablehlo.slice %366 [0:1, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %498 = stablehlo.reshape %497 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %500 = stablehlo.slice %369 [0:64, 6:7, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<64x1x3x3xf32>
    %502 = stablehlo.add %501, %cst : tensor<64x1x3x3xf32>
    %503 = stablehlo.slice %366 [1:2, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %504 = stablehlo.reshape %503 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %506 = stablehlo.slice %372 [0:64, 6:7, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %507 = stablehlo.multiply %505, %506 : tensor<64x1x3x3xf32>
    %508 = stablehlo.add %502, %507 : tensor<64x1x3x3xf32>
    %509 = stablehlo.slice %366 [2:3, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %510 = stablehlo.reshape %509 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %512 = stablehlo.slice %375 [0:64, 6:7, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %513 = stablehlo.multiply %511, %512 : tensor<64x1x3x3xf32>
    %514 = stablehlo.add %508, %513 : tensor<64x1x3x3xf32>
    %515 = stablehlo.reshape %514 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %516 = "stablehlo.scatter"(%496, %c_40, %515) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_41 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %517 = stablehlo.slice %366 [0:1, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %518 = stablehlo.reshape %517 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %520 = stablehlo.slice %369 [0:64, 7:8, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %521 = stablehlo.multiply %519, %520 : tensor<64x1x3x3xf32>
    %522 = stablehlo.add %521, %cst : tensor<64x1x3x3xf32>
    %523 = stablehlo.slice %366 [1:2, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %524 = stablehlo.reshape %523 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %526 = stablehlo.slice %372 [0:64, 7:8, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %527 = stablehlo.multiply %525, %526 : tensor<64x1x3x3xf32>
    %528 = stablehlo.add %522, %527 : tensor<64x1x3x3xf32>
    %529 = stablehlo.slice %366 [2:3, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %530 = stablehlo.reshape %529 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %532 = stablehlo.slice %375 [0:64, 7:8, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %533 = stablehlo.multiply %531, %532 : tensor<64x1x3x3xf32>
    %534 = stablehlo.add %528, %533 : tensor<64x1x3x3xf32>
    %535 = stablehlo.reshape %534 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %536 = "stablehlo.scatter"(%516, %c_41, %535) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_42 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %537 = stablehlo.slice %366 [0:1, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %540 = stablehlo.slice %369 [0:64, 8:9, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %541 = stablehlo.multiply %539, %540 : tensor<64x1x3x3xf32>
    %542 = stablehlo.add %541, %cst : tensor<64x1x3x3xf32>
    %543 = stablehlo.slice %366 [1:2, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %544 = stablehlo.reshape %543 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %546 = stablehlo.slice %372 [0:64, 8:9, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<64x1x3x3xf32>
    %548 = stablehlo.add %542, %547 : tensor<64x1x3x3xf32>
    %549 = stablehlo.slice %366 [2:3, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %550 = stablehlo.reshape %549 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %552 = stablehlo.slice %375 [0:64, 8:9, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %553 = stablehlo.multiply %551, %552 : tensor<64x1x3x3xf32>
    %554 = stablehlo.add %548, %553 : tensor<64x1x3x3xf32>
    %555 = stablehlo.reshape %554 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %556 = "stablehlo.scatter"(%536, %c_42, %555) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_43 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %557 = stablehlo.slice %366 [0:1, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %558 = stablehlo.reshape %557 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %560 = stablehlo.slice %369 [0:64, 9:10, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %561 = stablehlo.multiply %559, %560 : tensor<64x1x3x3xf32>
    %562 = stablehlo.add %561, %cst : tensor<64x1x3x3xf32>
    %563 = stablehlo.slice %366 [1:2, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %564 = stablehlo.reshape %563 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %566 = stablehlo.slice %372 [0:64, 9:10, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<64x1x3x3xf32>
    %568 = stablehlo.add %562, %567 : tensor<64x1x3x3xf32>
    %569 = stablehlo.slice %366 [2:3, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %570 = stablehlo.reshape %569 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %572 = stablehlo.slice %375 [0:64, 9:10, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<64x1x3x3xf32>
    %574 = stablehlo.add %568, %573 : tensor<64x1x3x3xf32>
    %575 = stablehlo.reshape %574 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %576 = "stablehlo.scatter"(%556, %c_43, %575) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_44 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %577 = stablehlo.slice %366 [0:1, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %578 = stablehlo.reshape %577 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %580 = stablehlo.slice %369 [0:64, 10:11, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %581 = stablehlo.multiply %579, %580 : tensor<64x1x3x3xf32>
    %582 = stablehlo.add %581, %cst : tensor<64x1x3x3xf32>
    %583 = stablehlo.slice %366 [1:2, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %584 = stablehlo.reshape %583 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %586 = stablehlo.slice %372 [0:64, 10:11, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<64x1x3x3xf32>
    %588 = stablehlo.add %582, %587 : tensor<64x1x3x3xf32>
    %589 = stablehlo.slice %366 [2:3, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %590 = stablehlo.reshape %589 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %592 = stablehlo.slice %375 [0:64, 10:11, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %593 = stablehlo.multiply %591, %592 : tensor<64x1x3x3xf32>
    %594 = stablehlo.add %588, %593 : tensor<64x1x3x3xf32>
    %595 = stablehlo.reshape %594 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %596 = "stablehlo.scatter"(%576, %c_44, %595) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_45 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %597 = stablehlo.slice %366 [0:1, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %598 = stablehlo.reshape %597 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %600 = stablehlo.slice %369 [0:64, 11:12, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %601 = stablehlo.multiply %599, %600 : tensor<64x1x3x3xf32>
    %602 = stablehlo.add %601, %cst : tensor<64x1x3x3xf32>
    %603 = stablehlo.slice %366 [1:2, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %604 = stablehlo.reshape %603 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %606 = stablehlo.slice %372 [0:64, 11:12, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %607 = stablehlo.multiply %605, %606 : tensor<64x1x3x3xf32>
    %608 = stablehlo.add %602, %607 : tensor<64x1x3x3xf32>
    %609 = stablehlo.slice %366 [2:3, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %610 = stablehlo.reshape %609 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %612 = stablehlo.slice %375 [0:64, 11:12, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %613 = stablehlo.multiply %611, %612 : tensor<64x1x3x3xf32>
    %614 = stablehlo.add %608, %613 : tensor<64x1x3x3xf32>
    %615 = stablehlo.reshape %614 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %616 = "stablehlo.scatter"(%596, %c_45, %615) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_46 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %617 = stablehlo.slice %366 [0:1, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %618 = stablehlo.reshape %617 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %620 = stablehlo.slice %369 [0:64, 12:13, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<64x1x3x3xf32>
    %622 = stablehlo.add %621, %cst : tensor<64x1x3x3xf32>
    %623 = stablehlo.slice %366 [1:2, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %624 = stablehlo.reshape %623 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %626 = stablehlo.slice %372 [0:64, 12:13, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<64x1x3x3xf32>
    %628 = stablehlo.add %622, %627 : tensor<64x1x3x3xf32>
    %629 = stablehlo.slice %366 [2:3, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %630 = stablehlo.reshape %629 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %632 = stablehlo.slice %375 [0:64, 12:13, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %633 = stablehlo.multiply %631, %632 : tensor<64x1x3x3xf32>
    %634 = stablehlo.add %628, %633 : tensor<64x1x3x3xf32>
    %635 = stablehlo.reshape %634 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %636 = "stablehlo.scatter"(%616, %c_46, %635) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_47 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %637 = stablehlo.slice %366 [0:1, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %638 = stablehlo.reshape %637 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %640 = stablehlo.slice %369 [0:64, 13:14, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %641 = stablehlo.multiply %639, %640 : tensor<64x1x3x3xf32>
    %642 = stablehlo.add %641, %cst : tensor<64x1x3x3xf32>
    %643 = stablehlo.slice %366 [1:2, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %644 = stablehlo.reshape %643 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %646 = stablehlo.slice %372 [0:64, 13:14, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<64x1x3x3xf32>
    %648 = stablehlo.add %642, %647 : tensor<64x1x3x3xf32>
    %649 = stablehlo.slice %366 [2:3, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %650 = stablehlo.reshape %649 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %652 = stablehlo.slice %375 [0:64, 13:14, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %653 = stablehlo.multiply %651, %652 : tensor<64x1x3x3xf32>
    %654 = stablehlo.add %648, %653 : tensor<64x1x3x3xf32>
    %655 = stablehlo.reshape %654 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %656 = "stablehlo.scatter"(%636, %c_47, %655) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_48 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %657 = stablehlo.slice %366 [0:1, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %658 = stablehlo.reshape %657 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %660 = stablehlo.slice %369 [0:64, 14:15, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %661 = stablehlo.multiply %659, %660 : tensor<64x1x3x3xf32>
    %662 = stablehlo.add %661, %cst : tensor<64x1x3x3xf32>
    %663 = stablehlo.slice %366 [1:2, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %664 = stablehlo.reshape %663 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %666 = stablehlo.slice %372 [0:64, 14:15, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %667 = stablehlo.multiply %665, %666 : tensor<64x1x3x3xf32>
    %668 = stablehlo.add %662, %667 : tensor<64x1x3x3xf32>
    %669 = stablehlo.slice %366 [2:3, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %670 = stablehlo.reshape %669 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %672 = stablehlo.slice %375 [0:64, 14:15, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %673 = stablehlo.multiply %671, %672 : tensor<64x1x3x3xf32>
    %674 = stablehlo.add %668, %673 : tensor<64x1x3x3xf32>
    %675 = stablehlo.reshape %674 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %676 = "stablehlo.scatter"(%656, %c_48, %675) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_49 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %677 = stablehlo.slice %366 [0:1, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %678 = stablehlo.reshape %677 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %680 = stablehlo.slice %369 [0:64, 15:16, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %681 = stablehlo.multiply %679, %680 : tensor<64x1x3x3xf32>
    %682 = stablehlo.add %681, %cst : tensor<64x1x3x3xf32>
    %683 = stablehlo.slice %366 [1:2, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %684 = stablehlo.reshape %683 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %686 = stablehlo.slice %372 [0:64, 15:16, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %687 = stablehlo.multiply %685, %686 : tensor<64x1x3x3xf32>
    %688 = stablehlo.add %682, %687 : tensor<64x1x3x3xf32>
    %689 = stablehlo.slice %366 [2:3, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %690 = stablehlo.reshape %689 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %692 = stablehlo.slice %375 [0:64, 15:16, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %693 = stablehlo.multiply %691, %692 : tensor<64x1x3x3xf32>
    %694 = stablehlo.add %688, %693 : tensor<64x1x3x3xf32>
    %695 = stablehlo.reshape %694 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %696 = "stablehlo.scatter"(%676, %c_49, %695) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_50 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %697 = stablehlo.slice %366 [0:1, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %698 = stablehlo.reshape %697 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %700 = stablehlo.slice %369 [0:64, 16:17, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %701 = stablehlo.multiply %699, %700 : tensor<64x1x3x3xf32>
    %702 = stablehlo.add %701, %cst : tensor<64x1x3x3xf32>
    %703 = stablehlo.slice %366 [1:2, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %704 = stablehlo.reshape %703 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %706 = stablehlo.slice %372 [0:64, 16:17, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %707 = stablehlo.multiply %705, %706 : tensor<64x1x3x3xf32>
    %708 = stablehlo.add %702, %707 : tensor<64x1x3x3xf32>
    %709 = stablehlo.slice %366 [2:3, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %710 = stablehlo.reshape %709 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %712 = stablehlo.slice %375 [0:64, 16:17, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %713 = stablehlo.multiply %711, %712 : tensor<64x1x3x3xf32>
    %714 = stablehlo.add %708, %713 : tensor<64x1x3x3xf32>
    %715 = stablehlo.reshape %714 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %716 = "stablehlo.scatter"(%696, %c_50, %715) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_51 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %717 = stablehlo.slice %366 [0:1, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %718 = stablehlo.reshape %717 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %720 = stablehlo.slice %369 [0:64, 17:18, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<64x1x3x3xf32>
    %722 = stablehlo.add %721, %cst : tensor<64x1x3x3xf32>
    %723 = stablehlo.slice %366 [1:2, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %724 = stablehlo.reshape %723 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %726 = stablehlo.slice %372 [0:64, 17:18, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %727 = stablehlo.multiply %725, %726 : tensor<64x1x3x3xf32>
    %728 = stablehlo.add %722, %727 : tensor<64x1x3x3xf32>
    %729 = stablehlo.slice %366 [2:3, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %730 = stablehlo.reshape %729 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %732 = stablehlo.slice %375 [0:64, 17:18, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %733 = stablehlo.multiply %731, %732 : tensor<64x1x3x3xf32>
    %734 = stablehlo.add %728, %733 : tensor<64x1x3x3xf32>
    %735 = stablehlo.reshape %734 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %736 = "stablehlo.scatter"(%716, %c_51, %735) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_52 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %737 = stablehlo.slice %366 [0:1, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %740 = stablehlo.slice %369 [0:64, 18:19, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %741 = stablehlo.multiply %739, %740 : tensor<64x1x3x3xf32>
    %742 = stablehlo.add %741, %cst : tensor<64x1x3x3xf32>
    %743 = stablehlo.slice %366 [1:2, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %744 = stablehlo.reshape %743 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %746 = stablehlo.slice %372 [0:64, 18:19, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %747 = stablehlo.multiply %745, %746 : tensor<64x1x3x3xf32>
    %748 = stablehlo.add %742, %747 : tensor<64x1x3x3xf32>
    %749 = stablehlo.slice %366 [2:3, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %750 = stablehlo.reshape %749 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %752 = stablehlo.slice %375 [0:64, 18:19, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %753 = stablehlo.multiply %751, %752 : tensor<64x1x3x3xf32>
    %754 = stablehlo.add %748, %753 : tensor<64x1x3x3xf32>
    %755 = stablehlo.reshape %754 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %756 = "stablehlo.scatter"(%736, %c_52, %755) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_53 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %757 = stablehlo.slice %366 [0:1, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %758 = stablehlo.reshape %757 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %760 = stablehlo.slice %369 [0:64, 19:20, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %761 = stablehlo.multiply %759, %760 : tensor<64x1x3x3xf32>
    %762 = stablehlo.add %761, %cst : tensor<64x1x3x3xf32>
    %763 = stablehlo.slice %366 [1:2, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %764 = stablehlo.reshape %763 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %766 = stablehlo.slice %372 [0:64, 19:20, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %767 = stablehlo.multiply %765, %766 : tensor<64x1x3x3xf32>
    %768 = stablehlo.add %762, %767 : tensor<64x1x3x3xf32>
    %769 = stablehlo.slice %366 [2:3, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %770 = stablehlo.reshape %769 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %772 = stablehlo.slice %375 [0:64, 19:20, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %773 = stablehlo.multiply %771, %772 : tensor<64x1x3x3xf32>
    %774 = stablehlo.add %768, %773 : tensor<64x1x3x3xf32>
    %775 = stablehlo.reshape %774 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %776 = "stablehlo.scatter"(%756, %c_53, %775) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_54 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %777 = stablehlo.slice %366 [0:1, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %778 = stablehlo.reshape %777 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %779 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %780 = stablehlo.slice %369 [0:64, 20:21, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %781 = stablehlo.multiply %779, %780 : tensor<64x1x3x3xf32>
    %782 = stablehlo.add %781, %cst : tensor<64x1x3x3xf32>
    %783 = stablehlo.slice %366 [1:2, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %784 = stablehlo.reshape %783 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %786 = stablehlo.slice %372 [0:64, 20:21, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %787 = stablehlo.multiply %785, %786 : tensor<64x1x3x3xf32>
    %788 = stablehlo.add %782, %787 : tensor<64x1x3x3xf32>
    %789 = stablehlo.slice %366 [2:3, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %790 = stablehlo.reshape %789 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %792 = stablehlo.slice %375 [0:64, 20:21, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %793 = stablehlo.multiply %791, %792 : tensor<64x1x3x3xf32>
    %794 = stablehlo.add %788, %793 : tensor<64x1x3x3xf32>
    %795 = stablehlo.reshape %794 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %796 = "stablehlo.scatter"(%776, %c_54, %795) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_55 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %797 = stablehlo.slice %366 [0:1, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %798 = stablehlo.reshape %797 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %800 = stablehlo.slice %369 [0:64, 21:22, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %801 = stablehlo.multiply %799, %800 : tensor<64x1x3x3xf32>
    %802 = stablehlo.add %801, %cst : tensor<64x1x3x3xf32>
    %803 = stablehlo.slice %366 [1:2, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %804 = stablehlo.reshape %803 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %806 = stablehlo.slice %372 [0:64, 21:22, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %807 = stablehlo.multiply %805, %806 : tensor<64x1x3x3xf32>
    %808 = stablehlo.add %802, %807 : tensor<64x1x3x3xf32>
    %809 = stablehlo.slice %366 [2:3, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %810 = stablehlo.reshape %809 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %812 = stablehlo.slice %375 [0:64, 21:22, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %813 = stablehlo.multiply %811, %812 : tensor<64x1x3x3xf32>
    %814 = stablehlo.add %808, %813 : tensor<64x1x3x3xf32>
    %815 = stablehlo.reshape %814 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %816 = "stablehlo.scatter"(%796, %c_55, %815) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_56 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %817 = stablehlo.slice %366 [0:1, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %818 = stablehlo.reshape %817 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %820 = stablehlo.slice %369 [0:64, 22:23, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %821 = stablehlo.multiply %819, %820 : tensor<64x1x3x3xf32>
    %822 = stablehlo.add %821, %cst : tensor<64x1x3x3xf32>
    %823 = stablehlo.slice %366 [1:2, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %824 = stablehlo.reshape %823 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %826 = stablehlo.slice %372 [0:64, 22:23, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %827 = stablehlo.multiply %825, %826 : tensor<64x1x3x3xf32>
    %828 = stablehlo.add %822, %827 : tensor<64x1x3x3xf32>
    %829 = stablehlo.slice %366 [2:3, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %830 = stablehlo.reshape %829 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %832 = stablehlo.slice %375 [0:64, 22:23, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %833 = stablehlo.multiply %831, %832 : tensor<64x1x3x3xf32>
    %834 = stablehlo.add %828, %833 : tensor<64x1x3x3xf32>
    %835 = stablehlo.reshape %834 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %836 = "stablehlo.scatter"(%816, %c_56, %835) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_57 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %837 = stablehlo.slice %366 [0:1, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %838 = stablehlo.reshape %837 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %840 = stablehlo.slice %369 [0:64, 23:24, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %841 = stablehlo.multiply %839, %840 : tensor<64x1x3x3xf32>
    %842 = stablehlo.add %841, %cst : tensor<64x1x3x3xf32>
    %843 = stablehlo.slice %366 [1:2, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %844 = stablehlo.reshape %843 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %846 = stablehlo.slice %372 [0:64, 23:24, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %847 = stablehlo.multiply %845, %846 : tensor<64x1x3x3xf32>
    %848 = stablehlo.add %842, %847 : tensor<64x1x3x3xf32>
    %849 = stablehlo.slice %366 [2:3, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %850 = stablehlo.reshape %849 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %852 = stablehlo.slice %375 [0:64, 23:24, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<64x1x3x3xf32>
    %854 = stablehlo.add %848, %853 : tensor<64x1x3x3xf32>
    %855 = stablehlo.reshape %854 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %856 = "stablehlo.scatter"(%836, %c_57, %855) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_58 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %857 = stablehlo.slice %366 [0:1, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %858 = stablehlo.reshape %857 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %860 = stablehlo.slice %369 [0:64, 24:25, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %861 = stablehlo.multiply %859, %860 : tensor<64x1x3x3xf32>
    %862 = stablehlo.add %861, %cst : tensor<64x1x3x3xf32>
    %863 = stablehlo.slice %366 [1:2, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %864 = stablehlo.reshape %863 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %866 = stablehlo.slice %372 [0:64, 24:25, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %867 = stablehlo.multiply %865, %866 : tensor<64x1x3x3xf32>
    %868 = stablehlo.add %862, %867 : tensor<64x1x3x3xf32>
    %869 = stablehlo.slice %366 [2:3, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %870 = stablehlo.reshape %869 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %872 = stablehlo.slice %375 [0:64, 24:25, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %873 = stablehlo.multiply %871, %872 : tensor<64x1x3x3xf32>
    %874 = stablehlo.add %868, %873 : tensor<64x1x3x3xf32>
    %875 = stablehlo.reshape %874 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %876 = "stablehlo.scatter"(%856, %c_58, %875) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_59 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %877 = stablehlo.slice %366 [0:1, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %878 = stablehlo.reshape %877 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %879 = stablehlo.broadcast_in_dim %878, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %880 = stablehlo.slice %369 [0:64, 25:26, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %881 = stablehlo.multiply %879, %880 : tensor<64x1x3x3xf32>
    %882 = stablehlo.add %881, %cst : tensor<64x1x3x3xf32>
    %883 = stablehlo.slice %366 [1:2, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %884 = stablehlo.reshape %883 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %886 = stablehlo.slice %372 [0:64, 25:26, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %887 = stablehlo.multiply %885, %886 : tensor<64x1x3x3xf32>
    %888 = stablehlo.add %882, %887 : tensor<64x1x3x3xf32>
    %889 = stablehlo.slice %366 [2:3, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %890 = stablehlo.reshape %889 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %891 = stablehlo.broadcast_in_dim %890, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %892 = stablehlo.slice %375 [0:64, 25:26, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %893 = stablehlo.multiply %891, %892 : tensor<64x1x3x3xf32>
    %894 = stablehlo.add %888, %893 : tensor<64x1x3x3xf32>
    %895 = stablehlo.reshape %894 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %896 = "stablehlo.scatter"(%876, %c_59, %895) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_60 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %897 = stablehlo.slice %366 [0:1, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %898 = stablehlo.reshape %897 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %900 = stablehlo.slice %369 [0:64, 26:27, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %901 = stablehlo.multiply %899, %900 : tensor<64x1x3x3xf32>
    %902 = stablehlo.add %901, %cst : tensor<64x1x3x3xf32>
    %903 = stablehlo.slice %366 [1:2, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %904 = stablehlo.reshape %903 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %906 = stablehlo.slice %372 [0:64, 26:27, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %907 = stablehlo.multiply %905, %906 : tensor<64x1x3x3xf32>
    %908 = stablehlo.add %902, %907 : tensor<64x1x3x3xf32>
    %909 = stablehlo.slice %366 [2:3, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %910 = stablehlo.reshape %909 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %912 = stablehlo.slice %375 [0:64, 26:27, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %913 = stablehlo.multiply %911, %912 : tensor<64x1x3x3xf32>
    %914 = stablehlo.add %908, %913 : tensor<64x1x3x3xf32>
    %915 = stablehlo.reshape %914 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %916 = "stablehlo.scatter"(%896, %c_60, %915) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_61 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %917 = stablehlo.slice %366 [0:1, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %918 = stablehlo.reshape %917 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %920 = stablehlo.slice %369 [0:64, 27:28, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %921 = stablehlo.multiply %919, %920 : tensor<64x1x3x3xf32>
    %922 = stablehlo.add %921, %cst : tensor<64x1x3x3xf32>
    %923 = stablehlo.slice %366 [1:2, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %924 = stablehlo.reshape %923 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %926 = stablehlo.slice %372 [0:64, 27:28, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %927 = stablehlo.multiply %925, %926 : tensor<64x1x3x3xf32>
    %928 = stablehlo.add %922, %927 : tensor<64x1x3x3xf32>
    %929 = stablehlo.slice %366 [2:3, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %930 = stablehlo.reshape %929 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %932 = stablehlo.slice %375 [0:64, 27:28, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %933 = stablehlo.multiply %931, %932 : tensor<64x1x3x3xf32>
    %934 = stablehlo.add %928, %933 : tensor<64x1x3x3xf32>
    %935 = stablehlo.reshape %934 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %936 = "stablehlo.scatter"(%916, %c_61, %935) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_62 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %937 = stablehlo.slice %366 [0:1, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %938 = stablehlo.reshape %937 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %939 = stablehlo.broadcast_in_dim %938, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %940 = stablehlo.slice %369 [0:64, 28:29, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %941 = stablehlo.multiply %939, %940 : tensor<64x1x3x3xf32>
    %942 = stablehlo.add %941, %cst : tensor<64x1x3x3xf32>
    %943 = stablehlo.slice %366 [1:2, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %944 = stablehlo.reshape %943 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %946 = stablehlo.slice %372 [0:64, 28:29, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %947 = stablehlo.multiply %945, %946 : tensor<64x1x3x3xf32>
    %948 = stablehlo.add %942, %947 : tensor<64x1x3x3xf32>
    %949 = stablehlo.slice %366 [2:3, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %950 = stablehlo.reshape %949 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %951 = stablehlo.broadcast_in_dim %950, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %952 = stablehlo.slice %375 [0:64, 28:29, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %953 = stablehlo.multiply %951, %952 : tensor<64x1x3x3xf32>
    %954 = stablehlo.add %948, %953 : tensor<64x1x3x3xf32>
    %955 = stablehlo.reshape %954 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %956 = "stablehlo.scatter"(%936, %c_62, %955) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_63 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %957 = stablehlo.slice %366 [0:1, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %958 = stablehlo.reshape %957 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %960 = stablehlo.slice %369 [0:64, 29:30, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %961 = stablehlo.multiply %959, %960 : tensor<64x1x3x3xf32>
    %962 = stablehlo.add %961, %cst : tensor<64x1x3x3xf32>
    %963 = stablehlo.slice %366 [1:2, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %964 = stablehlo.reshape %963 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %965 = stablehlo.broadcast_in_dim %964, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %966 = stablehlo.slice %372 [0:64, 29:30, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %967 = stablehlo.multiply %965, %966 : tensor<64x1x3x3xf32>
    %968 = stablehlo.add %962, %967 : tensor<64x1x3x3xf32>
    %969 = stablehlo.slice %366 [2:3, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %970 = stablehlo.reshape %969 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %972 = stablehlo.slice %375 [0:64, 29:30, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %973 = stablehlo.multiply %971, %972 : tensor<64x1x3x3xf32>
    %974 = stablehlo.add %968, %973 : tensor<64x1x3x3xf32>
    %975 = stablehlo.reshape %974 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %976 = "stablehlo.scatter"(%956, %c_63, %975) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_64 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %977 = stablehlo.slice %366 [0:1, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %978 = stablehlo.reshape %977 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %980 = stablehlo.slice %369 [0:64, 30:31, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %981 = stablehlo.multiply %979, %980 : tensor<64x1x3x3xf32>
    %982 = stablehlo.add %981, %cst : tensor<64x1x3x3xf32>
    %983 = stablehlo.slice %366 [1:2, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %984 = stablehlo.reshape %983 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %986 = stablehlo.slice %372 [0:64, 30:31, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %987 = stablehlo.multiply %985, %986 : tensor<64x1x3x3xf32>
    %988 = stablehlo.add %982, %987 : tensor<64x1x3x3xf32>
    %989 = stablehlo.slice %366 [2:3, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %990 = stablehlo.reshape %989 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %992 = stablehlo.slice %375 [0:64, 30:31, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %993 = stablehlo.multiply %991, %992 : tensor<64x1x3x3xf32>
    %994 = stablehlo.add %988, %993 : tensor<64x1x3x3xf32>
    %995 = stablehlo.reshape %994 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %996 = "stablehlo.scatter"(%976, %c_64, %995) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_65 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %997 = stablehlo.slice %366 [0:1, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %998 = stablehlo.reshape %997 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1000 = stablehlo.slice %369 [0:64, 31:32, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1001 = stablehlo.multiply %999, %1000 : tensor<64x1x3x3xf32>
    %1002 = stablehlo.add %1001, %cst : tensor<64x1x3x3xf32>
    %1003 = stablehlo.slice %366 [1:2, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1004 = stablehlo.reshape %1003 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1006 = stablehlo.slice %372 [0:64, 31:32, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1007 = stablehlo.multiply %1005, %1006 : tensor<64x1x3x3xf32>
    %1008 = stablehlo.add %1002, %1007 : tensor<64x1x3x3xf32>
    %1009 = stablehlo.slice %366 [2:3, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1010 = stablehlo.reshape %1009 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1012 = stablehlo.slice %375 [0:64, 31:32, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1013 = stablehlo.multiply %1011, %1012 : tensor<64x1x3x3xf32>
    %1014 = stablehlo.add %1008, %1013 : tensor<64x1x3x3xf32>
    %1015 = stablehlo.reshape %1014 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1016 = "stablehlo.scatter"(%996, %c_65, %1015) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_66 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1017 = stablehlo.slice %366 [0:1, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1019 = stablehlo.broadcast_in_dim %1018, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1020 = stablehlo.slice %369 [0:64, 32:33, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1021 = stablehlo.multiply %1019, %1020 : tensor<64x1x3x3xf32>
    %1022 = stablehlo.add %1021, %cst : tensor<64x1x3x3xf32>
    %1023 = stablehlo.slice %366 [1:2, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1026 = stablehlo.slice %372 [0:64, 32:33, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1027 = stablehlo.multiply %1025, %1026 : tensor<64x1x3x3xf32>
    %1028 = stablehlo.add %1022, %1027 : tensor<64x1x3x3xf32>
    %1029 = stablehlo.slice %366 [2:3, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1030 = stablehlo.reshape %1029 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1031 = stablehlo.broadcast_in_dim %1030, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1032 = stablehlo.slice %375 [0:64, 32:33, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1033 = stablehlo.multiply %1031, %1032 : tensor<64x1x3x3xf32>
    %1034 = stablehlo.add %1028, %1033 : tensor<64x1x3x3xf32>
    %1035 = stablehlo.reshape %1034 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1036 = "stablehlo.scatter"(%1016, %c_66, %1035) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_67 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1037 = stablehlo.slice %366 [0:1, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1038 = stablehlo.reshape %1037 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1040 = stablehlo.slice %369 [0:64, 33:34, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1041 = stablehlo.multiply %1039, %1040 : tensor<64x1x3x3xf32>
    %1042 = stablehlo.add %1041, %cst : tensor<64x1x3x3xf32>
    %1043 = stablehlo.slice %366 [1:2, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1044 = stablehlo.reshape %1043 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1045 = stablehlo.broadcast_in_dim %1044, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1046 = stablehlo.slice %372 [0:64, 33:34, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1047 = stablehlo.multiply %1045, %1046 : tensor<64x1x3x3xf32>
    %1048 = stablehlo.add %1042, %1047 : tensor<64x1x3x3xf32>
    %1049 = stablehlo.slice %366 [2:3, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1050 = stablehlo.reshape %1049 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1052 = stablehlo.slice %375 [0:64, 33:34, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1053 = stablehlo.multiply %1051, %1052 : tensor<64x1x3x3xf32>
    %1054 = stablehlo.add %1048, %1053 : tensor<64x1x3x3xf32>
    %1055 = stablehlo.reshape %1054 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1056 = "stablehlo.scatter"(%1036, %c_67, %1055) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_68 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1057 = stablehlo.slice %366 [0:1, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1058 = stablehlo.reshape %1057 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1059 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1060 = stablehlo.slice %369 [0:64, 34:35, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1061 = stablehlo.multiply %1059, %1060 : tensor<64x1x3x3xf32>
    %1062 = stablehlo.add %1061, %cst : tensor<64x1x3x3xf32>
    %1063 = stablehlo.slice %366 [1:2, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1064 = stablehlo.reshape %1063 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1066 = stablehlo.slice %372 [0:64, 34:35, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1067 = stablehlo.multiply %1065, %1066 : tensor<64x1x3x3xf32>
    %1068 = stablehlo.add %1062, %1067 : tensor<64x1x3x3xf32>
    %1069 = stablehlo.slice %366 [2:3, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1070 = stablehlo.reshape %1069 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1071 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1072 = stablehlo.slice %375 [0:64, 34:35, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1073 = stablehlo.multiply %1071, %1072 : tensor<64x1x3x3xf32>
    %1074 = stablehlo.add %1068, %1073 : tensor<64x1x3x3xf32>
    %1075 = stablehlo.reshape %1074 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1076 = "stablehlo.scatter"(%1056, %c_68, %1075) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_69 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1077 = stablehlo.slice %366 [0:1, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1078 = stablehlo.reshape %1077 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1079 = stablehlo.broadcast_in_dim %1078, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1080 = stablehlo.slice %369 [0:64, 35:36, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<64x1x3x3xf32>
    %1082 = stablehlo.add %1081, %cst : tensor<64x1x3x3xf32>
    %1083 = stablehlo.slice %366 [1:2, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1086 = stablehlo.slice %372 [0:64, 35:36, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1087 = stablehlo.multiply %1085, %1086 : tensor<64x1x3x3xf32>
    %1088 = stablehlo.add %1082, %1087 : tensor<64x1x3x3xf32>
    %1089 = stablehlo.slice %366 [2:3, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1090 = stablehlo.reshape %1089 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1092 = stablehlo.slice %375 [0:64, 35:36, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1093 = stablehlo.multiply %1091, %1092 : tensor<64x1x3x3xf32>
    %1094 = stablehlo.add %1088, %1093 : tensor<64x1x3x3xf32>
    %1095 = stablehlo.reshape %1094 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1096 = "stablehlo.scatter"(%1076, %c_69, %1095) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_70 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1097 = stablehlo.slice %366 [0:1, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1098 = stablehlo.reshape %1097 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1100 = stablehlo.slice %369 [0:64, 36:37, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1101 = stablehlo.multiply %1099, %1100 : tensor<64x1x3x3xf32>
    %1102 = stablehlo.add %1101, %cst : tensor<64x1x3x3xf32>
    %1103 = stablehlo.slice %366 [1:2, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1104 = stablehlo.reshape %1103 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1106 = stablehlo.slice %372 [0:64, 36:37, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1107 = stablehlo.multiply %1105, %1106 : tensor<64x1x3x3xf32>
    %1108 = stablehlo.add %1102, %1107 : tensor<64x1x3x3xf32>
    %1109 = stablehlo.slice %366 [2:3, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1110 = stablehlo.reshape %1109 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1111 = stablehlo.broadcast_in_dim %1110, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1112 = stablehlo.slice %375 [0:64, 36:37, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1113 = stablehlo.multiply %1111, %1112 : tensor<64x1x3x3xf32>
    %1114 = stablehlo.add %1108, %1113 : tensor<64x1x3x3xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1116 = "stablehlo.scatter"(%1096, %c_70, %1115) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_71 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1117 = stablehlo.slice %366 [0:1, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1118 = stablehlo.reshape %1117 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1119 = stablehlo.broadcast_in_dim %1118, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1120 = stablehlo.slice %369 [0:64, 37:38, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1121 = stablehlo.multiply %1119, %1120 : tensor<64x1x3x3xf32>
    %1122 = stablehlo.add %1121, %cst : tensor<64x1x3x3xf32>
    %1123 = stablehlo.slice %366 [1:2, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1124 = stablehlo.reshape %1123 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1126 = stablehlo.slice %372 [0:64, 37:38, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1127 = stablehlo.multiply %1125, %1126 : tensor<64x1x3x3xf32>
    %1128 = stablehlo.add %1122, %1127 : tensor<64x1x3x3xf32>
    %1129 = stablehlo.slice %366 [2:3, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1132 = stablehlo.slice %375 [0:64, 37:38, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1133 = stablehlo.multiply %1131, %1132 : tensor<64x1x3x3xf32>
    %1134 = stablehlo.add %1128, %1133 : tensor<64x1x3x3xf32>
    %1135 = stablehlo.reshape %1134 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1136 = "stablehlo.scatter"(%1116, %c_71, %1135) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_72 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1137 = stablehlo.slice %366 [0:1, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1138 = stablehlo.reshape %1137 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1140 = stablehlo.slice %369 [0:64, 38:39, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1141 = stablehlo.multiply %1139, %1140 : tensor<64x1x3x3xf32>
    %1142 = stablehlo.add %1141, %cst : tensor<64x1x3x3xf32>
    %1143 = stablehlo.slice %366 [1:2, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1144 = stablehlo.reshape %1143 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1146 = stablehlo.slice %372 [0:64, 38:39, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1147 = stablehlo.multiply %1145, %1146 : tensor<64x1x3x3xf32>
    %1148 = stablehlo.add %1142, %1147 : tensor<64x1x3x3xf32>
    %1149 = stablehlo.slice %366 [2:3, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1150 = stablehlo.reshape %1149 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1151 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1152 = stablehlo.slice %375 [0:64, 38:39, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1153 = stablehlo.multiply %1151, %1152 : tensor<64x1x3x3xf32>
    %1154 = stablehlo.add %1148, %1153 : tensor<64x1x3x3xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1156 = "stablehlo.scatter"(%1136, %c_72, %1155) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_73 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1157 = stablehlo.slice %366 [0:1, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1160 = stablehlo.slice %369 [0:64, 39:40, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1161 = stablehlo.multiply %1159, %1160 : tensor<64x1x3x3xf32>
    %1162 = stablehlo.add %1161, %cst : tensor<64x1x3x3xf32>
    %1163 = stablehlo.slice %366 [1:2, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1164 = stablehlo.reshape %1163 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1166 = stablehlo.slice %372 [0:64, 39:40, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1167 = stablehlo.multiply %1165, %1166 : tensor<64x1x3x3xf32>
    %1168 = stablehlo.add %1162, %1167 : tensor<64x1x3x3xf32>
    %1169 = stablehlo.slice %366 [2:3, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1170 = stablehlo.reshape %1169 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1171 = stablehlo.broadcast_in_dim %1170, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1172 = stablehlo.slice %375 [0:64, 39:40, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1173 = stablehlo.multiply %1171, %1172 : tensor<64x1x3x3xf32>
    %1174 = stablehlo.add %1168, %1173 : tensor<64x1x3x3xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1176 = "stablehlo.scatter"(%1156, %c_73, %1175) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_74 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1177 = stablehlo.slice %366 [0:1, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1178 = stablehlo.reshape %1177 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1179 = stablehlo.broadcast_in_dim %1178, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1180 = stablehlo.slice %369 [0:64, 40:41, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1181 = stablehlo.multiply %1179, %1180 : tensor<64x1x3x3xf32>
    %1182 = stablehlo.add %1181, %cst : tensor<64x1x3x3xf32>
    %1183 = stablehlo.slice %366 [1:2, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1184 = stablehlo.reshape %1183 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1186 = stablehlo.slice %372 [0:64, 40:41, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1187 = stablehlo.multiply %1185, %1186 : tensor<64x1x3x3xf32>
    %1188 = stablehlo.add %1182, %1187 : tensor<64x1x3x3xf32>
    %1189 = stablehlo.slice %366 [2:3, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1190 = stablehlo.reshape %1189 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1192 = stablehlo.slice %375 [0:64, 40:41, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1193 = stablehlo.multiply %1191, %1192 : tensor<64x1x3x3xf32>
    %1194 = stablehlo.add %1188, %1193 : tensor<64x1x3x3xf32>
    %1195 = stablehlo.reshape %1194 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1196 = "stablehlo.scatter"(%1176, %c_74, %1195) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_75 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1197 = stablehlo.slice %366 [0:1, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1198 = stablehlo.reshape %1197 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1199 = stablehlo.broadcast_in_dim %1198, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1200 = stablehlo.slice %369 [0:64, 41:42, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1201 = stablehlo.multiply %1199, %1200 : tensor<64x1x3x3xf32>
    %1202 = stablehlo.add %1201, %cst : tensor<64x1x3x3xf32>
    %1203 = stablehlo.slice %366 [1:2, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1204 = stablehlo.reshape %1203 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1205 = stablehlo.broadcast_in_dim %1204, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1206 = stablehlo.slice %372 [0:64, 41:42, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1207 = stablehlo.multiply %1205, %1206 : tensor<64x1x3x3xf32>
    %1208 = stablehlo.add %1202, %1207 : tensor<64x1x3x3xf32>
    %1209 = stablehlo.slice %366 [2:3, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1210 = stablehlo.reshape %1209 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1211 = stablehlo.broadcast_in_dim %1210, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1212 = stablehlo.slice %375 [0:64, 41:42, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1213 = stablehlo.multiply %1211, %1212 : tensor<64x1x3x3xf32>
    %1214 = stablehlo.add %1208, %1213 : tensor<64x1x3x3xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1216 = "stablehlo.scatter"(%1196, %c_75, %1215) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_76 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1217 = stablehlo.slice %366 [0:1, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1219 = stablehlo.broadcast_in_dim %1218, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1220 = stablehlo.slice %369 [0:64, 42:43, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1221 = stablehlo.multiply %1219, %1220 : tensor<64x1x3x3xf32>
    %1222 = stablehlo.add %1221, %cst : tensor<64x1x3x3xf32>
    %1223 = stablehlo.slice %366 [1:2, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1224 = stablehlo.reshape %1223 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1226 = stablehlo.slice %372 [0:64, 42:43, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1227 = stablehlo.multiply %1225, %1226 : tensor<64x1x3x3xf32>
    %1228 = stablehlo.add %1222, %1227 : tensor<64x1x3x3xf32>
    %1229 = stablehlo.slice %366 [2:3, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1230 = stablehlo.reshape %1229 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1232 = stablehlo.slice %375 [0:64, 42:43, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1233 = stablehlo.multiply %1231, %1232 : tensor<64x1x3x3xf32>
    %1234 = stablehlo.add %1228, %1233 : tensor<64x1x3x3xf32>
    %1235 = stablehlo.reshape %1234 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1236 = "stablehlo.scatter"(%1216, %c_76, %1235) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_77 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1237 = stablehlo.slice %366 [0:1, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1238 = stablehlo.reshape %1237 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1240 = stablehlo.slice %369 [0:64, 43:44, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1241 = stablehlo.multiply %1239, %1240 : tensor<64x1x3x3xf32>
    %1242 = stablehlo.add %1241, %cst : tensor<64x1x3x3xf32>
    %1243 = stablehlo.slice %366 [1:2, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1244 = stablehlo.reshape %1243 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1245 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1246 = stablehlo.slice %372 [0:64, 43:44, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1247 = stablehlo.multiply %1245, %1246 : tensor<64x1x3x3xf32>
    %1248 = stablehlo.add %1242, %1247 : tensor<64x1x3x3xf32>
    %1249 = stablehlo.slice %366 [2:3, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1251 = stablehlo.broadcast_in_dim %1250, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1252 = stablehlo.slice %375 [0:64, 43:44, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1253 = stablehlo.multiply %1251, %1252 : tensor<64x1x3x3xf32>
    %1254 = stablehlo.add %1248, %1253 : tensor<64x1x3x3xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1256 = "stablehlo.scatter"(%1236, %c_77, %1255) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_78 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1257 = stablehlo.slice %366 [0:1, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1258 = stablehlo.reshape %1257 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1259 = stablehlo.broadcast_in_dim %1258, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1260 = stablehlo.slice %369 [0:64, 44:45, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1261 = stablehlo.multiply %1259, %1260 : tensor<64x1x3x3xf32>
    %1262 = stablehlo.add %1261, %cst : tensor<64x1x3x3xf32>
    %1263 = stablehlo.slice %366 [1:2, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1264 = stablehlo.reshape %1263 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1266 = stablehlo.slice %372 [0:64, 44:45, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1267 = stablehlo.multiply %1265, %1266 : tensor<64x1x3x3xf32>
    %1268 = stablehlo.add %1262, %1267 : tensor<64x1x3x3xf32>
    %1269 = stablehlo.slice %366 [2:3, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1270 = stablehlo.reshape %1269 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1271 = stablehlo.broadcast_in_dim %1270, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1272 = stablehlo.slice %375 [0:64, 44:45, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1273 = stablehlo.multiply %1271, %1272 : tensor<64x1x3x3xf32>
    %1274 = stablehlo.add %1268, %1273 : tensor<64x1x3x3xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1276 = "stablehlo.scatter"(%1256, %c_78, %1275) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_79 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1277 = stablehlo.slice %366 [0:1, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1279 = stablehlo.broadcast_in_dim %1278, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1280 = stablehlo.slice %369 [0:64, 45:46, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1281 = stablehlo.multiply %1279, %1280 : tensor<64x1x3x3xf32>
    %1282 = stablehlo.add %1281, %cst : tensor<64x1x3x3xf32>
    %1283 = stablehlo.slice %366 [1:2, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1284 = stablehlo.reshape %1283 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1285 = stablehlo.broadcast_in_dim %1284, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1286 = stablehlo.slice %372 [0:64, 45:46, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1287 = stablehlo.multiply %1285, %1286 : tensor<64x1x3x3xf32>
    %1288 = stablehlo.add %1282, %1287 : tensor<64x1x3x3xf32>
    %1289 = stablehlo.slice %366 [2:3, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1291 = stablehlo.broadcast_in_dim %1290, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1292 = stablehlo.slice %375 [0:64, 45:46, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1293 = stablehlo.multiply %1291, %1292 : tensor<64x1x3x3xf32>
    %1294 = stablehlo.add %1288, %1293 : tensor<64x1x3x3xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1296 = "stablehlo.scatter"(%1276, %c_79, %1295) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_80 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1297 = stablehlo.slice %366 [0:1, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1298 = stablehlo.reshape %1297 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1299 = stablehlo.broadcast_in_dim %1298, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1300 = stablehlo.slice %369 [0:64, 46:47, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1301 = stablehlo.multiply %1299, %1300 : tensor<64x1x3x3xf32>
    %1302 = stablehlo.add %1301, %cst : tensor<64x1x3x3xf32>
    %1303 = stablehlo.slice %366 [1:2, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1304 = stablehlo.reshape %1303 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1305 = stablehlo.broadcast_in_dim %1304, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1306 = stablehlo.slice %372 [0:64, 46:47, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1307 = stablehlo.multiply %1305, %1306 : tensor<64x1x3x3xf32>
    %1308 = stablehlo.add %1302, %1307 : tensor<64x1x3x3xf32>
    %1309 = stablehlo.slice %366 [2:3, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1310 = stablehlo.reshape %1309 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1311 = stablehlo.broadcast_in_dim %1310, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1312 = stablehlo.slice %375 [0:64, 46:47, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1313 = stablehlo.multiply %1311, %1312 : tensor<64x1x3x3xf32>
    %1314 = stablehlo.add %1308, %1313 : tensor<64x1x3x3xf32>
    %1315 = stablehlo.reshape %1314 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1316 = "stablehlo.scatter"(%1296, %c_80, %1315) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_81 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1317 = stablehlo.slice %366 [0:1, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1318 = stablehlo.reshape %1317 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1319 = stablehlo.broadcast_in_dim %1318, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1320 = stablehlo.slice %369 [0:64, 47:48, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1321 = stablehlo.multiply %1319, %1320 : tensor<64x1x3x3xf32>
    %1322 = stablehlo.add %1321, %cst : tensor<64x1x3x3xf32>
    %1323 = stablehlo.slice %366 [1:2, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1324 = stablehlo.reshape %1323 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1325 = stablehlo.broadcast_in_dim %1324, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1326 = stablehlo.slice %372 [0:64, 47:48, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1327 = stablehlo.multiply %1325, %1326 : tensor<64x1x3x3xf32>
    %1328 = stablehlo.add %1322, %1327 : tensor<64x1x3x3xf32>
    %1329 = stablehlo.slice %366 [2:3, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1330 = stablehlo.reshape %1329 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1331 = stablehlo.broadcast_in_dim %1330, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1332 = stablehlo.slice %375 [0:64, 47:48, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1333 = stablehlo.multiply %1331, %1332 : tensor<64x1x3x3xf32>
    %1334 = stablehlo.add %1328, %1333 : tensor<64x1x3x3xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1336 = "stablehlo.scatter"(%1316, %c_81, %1335) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_82 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1337 = stablehlo.slice %366 [0:1, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1340 = stablehlo.slice %369 [0:64, 48:49, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1341 = stablehlo.multiply %1339, %1340 : tensor<64x1x3x3xf32>
    %1342 = stablehlo.add %1341, %cst : tensor<64x1x3x3xf32>
    %1343 = stablehlo.slice %366 [1:2, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1345 = stablehlo.broadcast_in_dim %1344, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1346 = stablehlo.slice %372 [0:64, 48:49, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1347 = stablehlo.multiply %1345, %1346 : tensor<64x1x3x3xf32>
    %1348 = stablehlo.add %1342, %1347 : tensor<64x1x3x3xf32>
    %1349 = stablehlo.slice %366 [2:3, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1351 = stablehlo.broadcast_in_dim %1350, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1352 = stablehlo.slice %375 [0:64, 48:49, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1353 = stablehlo.multiply %1351, %1352 : tensor<64x1x3x3xf32>
    %1354 = stablehlo.add %1348, %1353 : tensor<64x1x3x3xf32>
    %1355 = stablehlo.reshape %1354 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1356 = "stablehlo.scatter"(%1336, %c_82, %1355) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_83 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1357 = stablehlo.slice %366 [0:1, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1359 = stablehlo.broadcast_in_dim %1358, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1360 = stablehlo.slice %369 [0:64, 49:50, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1361 = stablehlo.multiply %1359, %1360 : tensor<64x1x3x3xf32>
    %1362 = stablehlo.add %1361, %cst : tensor<64x1x3x3xf32>
    %1363 = stablehlo.slice %366 [1:2, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1364 = stablehlo.reshape %1363 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1365 = stablehlo.broadcast_in_dim %1364, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1366 = stablehlo.slice %372 [0:64, 49:50, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1367 = stablehlo.multiply %1365, %1366 : tensor<64x1x3x3xf32>
    %1368 = stablehlo.add %1362, %1367 : tensor<64x1x3x3xf32>
    %1369 = stablehlo.slice %366 [2:3, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1370 = stablehlo.reshape %1369 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1371 = stablehlo.broadcast_in_dim %1370, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1372 = stablehlo.slice %375 [0:64, 49:50, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1373 = stablehlo.multiply %1371, %1372 : tensor<64x1x3x3xf32>
    %1374 = stablehlo.add %1368, %1373 : tensor<64x1x3x3xf32>
    %1375 = stablehlo.reshape %1374 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1376 = "stablehlo.scatter"(%1356, %c_83, %1375) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_84 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1377 = stablehlo.slice %366 [0:1, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1378 = stablehlo.reshape %1377 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1379 = stablehlo.broadcast_in_dim %1378, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1380 = stablehlo.slice %369 [0:64, 50:51, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1381 = stablehlo.multiply %1379, %1380 : tensor<64x1x3x3xf32>
    %1382 = stablehlo.add %1381, %cst : tensor<64x1x3x3xf32>
    %1383 = stablehlo.slice %366 [1:2, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1384 = stablehlo.reshape %1383 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1385 = stablehlo.broadcast_in_dim %1384, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1386 = stablehlo.slice %372 [0:64, 50:51, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1387 = stablehlo.multiply %1385, %1386 : tensor<64x1x3x3xf32>
    %1388 = stablehlo.add %1382, %1387 : tensor<64x1x3x3xf32>
    %1389 = stablehlo.slice %366 [2:3, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1390 = stablehlo.reshape %1389 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1391 = stablehlo.broadcast_in_dim %1390, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1392 = stablehlo.slice %375 [0:64, 50:51, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1393 = stablehlo.multiply %1391, %1392 : tensor<64x1x3x3xf32>
    %1394 = stablehlo.add %1388, %1393 : tensor<64x1x3x3xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1396 = "stablehlo.scatter"(%1376, %c_84, %1395) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_85 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1397 = stablehlo.slice %366 [0:1, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1398 = stablehlo.reshape %1397 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1399 = stablehlo.broadcast_in_dim %1398, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1400 = stablehlo.slice %369 [0:64, 51:52, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1401 = stablehlo.multiply %1399, %1400 : tensor<64x1x3x3xf32>
    %1402 = stablehlo.add %1401, %cst : tensor<64x1x3x3xf32>
    %1403 = stablehlo.slice %366 [1:2, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1405 = stablehlo.broadcast_in_dim %1404, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1406 = stablehlo.slice %372 [0:64, 51:52, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1407 = stablehlo.multiply %1405, %1406 : tensor<64x1x3x3xf32>
    %1408 = stablehlo.add %1402, %1407 : tensor<64x1x3x3xf32>
    %1409 = stablehlo.slice %366 [2:3, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1411 = stablehlo.broadcast_in_dim %1410, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1412 = stablehlo.slice %375 [0:64, 51:52, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1413 = stablehlo.multiply %1411, %1412 : tensor<64x1x3x3xf32>
    %1414 = stablehlo.add %1408, %1413 : tensor<64x1x3x3xf32>
    %1415 = stablehlo.reshape %1414 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1416 = "stablehlo.scatter"(%1396, %c_85, %1415) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_86 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1417 = stablehlo.slice %366 [0:1, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1418 = stablehlo.reshape %1417 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1419 = stablehlo.broadcast_in_dim %1418, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1420 = stablehlo.slice %369 [0:64, 52:53, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1421 = stablehlo.multiply %1419, %1420 : tensor<64x1x3x3xf32>
    %1422 = stablehlo.add %1421, %cst : tensor<64x1x3x3xf32>
    %1423 = stablehlo.slice %366 [1:2, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1424 = stablehlo.reshape %1423 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1426 = stablehlo.slice %372 [0:64, 52:53, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1427 = stablehlo.multiply %1425, %1426 : tensor<64x1x3x3xf32>
    %1428 = stablehlo.add %1422, %1427 : tensor<64x1x3x3xf32>
    %1429 = stablehlo.slice %366 [2:3, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1430 = stablehlo.reshape %1429 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1431 = stablehlo.broadcast_in_dim %1430, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1432 = stablehlo.slice %375 [0:64, 52:53, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1433 = stablehlo.multiply %1431, %1432 : tensor<64x1x3x3xf32>
    %1434 = stablehlo.add %1428, %1433 : tensor<64x1x3x3xf32>
    %1435 = stablehlo.reshape %1434 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1436 = "stablehlo.scatter"(%1416, %c_86, %1435) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_87 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1437 = stablehlo.slice %366 [0:1, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1438 = stablehlo.reshape %1437 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1439 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1440 = stablehlo.slice %369 [0:64, 53:54, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1441 = stablehlo.multiply %1439, %1440 : tensor<64x1x3x3xf32>
    %1442 = stablehlo.add %1441, %cst : tensor<64x1x3x3xf32>
    %1443 = stablehlo.slice %366 [1:2, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1444 = stablehlo.reshape %1443 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1445 = stablehlo.broadcast_in_dim %1444, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1446 = stablehlo.slice %372 [0:64, 53:54, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1447 = stablehlo.multiply %1445, %1446 : tensor<64x1x3x3xf32>
    %1448 = stablehlo.add %1442, %1447 : tensor<64x1x3x3xf32>
    %1449 = stablehlo.slice %366 [2:3, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1450 = stablehlo.reshape %1449 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1451 = stablehlo.broadcast_in_dim %1450, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1452 = stablehlo.slice %375 [0:64, 53:54, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1453 = stablehlo.multiply %1451, %1452 : tensor<64x1x3x3xf32>
    %1454 = stablehlo.add %1448, %1453 : tensor<64x1x3x3xf32>
    %1455 = stablehlo.reshape %1454 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1456 = "stablehlo.scatter"(%1436, %c_87, %1455) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_88 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1457 = stablehlo.slice %366 [0:1, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1458 = stablehlo.reshape %1457 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1459 = stablehlo.broadcast_in_dim %1458, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1460 = stablehlo.slice %369 [0:64, 54:55, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1461 = stablehlo.multiply %1459, %1460 : tensor<64x1x3x3xf32>
    %1462 = stablehlo.add %1461, %cst : tensor<64x1x3x3xf32>
    %1463 = stablehlo.slice %366 [1:2, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1464 = stablehlo.reshape %1463 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1465 = stablehlo.broadcast_in_dim %1464, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1466 = stablehlo.slice %372 [0:64, 54:55, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1467 = stablehlo.multiply %1465, %1466 : tensor<64x1x3x3xf32>
    %1468 = stablehlo.add %1462, %1467 : tensor<64x1x3x3xf32>
    %1469 = stablehlo.slice %366 [2:3, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1470 = stablehlo.reshape %1469 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1471 = stablehlo.broadcast_in_dim %1470, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1472 = stablehlo.slice %375 [0:64, 54:55, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1473 = stablehlo.multiply %1471, %1472 : tensor<64x1x3x3xf32>
    %1474 = stablehlo.add %1468, %1473 : tensor<64x1x3x3xf32>
    %1475 = stablehlo.reshape %1474 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1476 = "stablehlo.scatter"(%1456, %c_88, %1475) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_89 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1477 = stablehlo.slice %366 [0:1, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1478 = stablehlo.reshape %1477 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1479 = stablehlo.broadcast_in_dim %1478, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1480 = stablehlo.slice %369 [0:64, 55:56, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1481 = stablehlo.multiply %1479, %1480 : tensor<64x1x3x3xf32>
    %1482 = stablehlo.add %1481, %cst : tensor<64x1x3x3xf32>
    %1483 = stablehlo.slice %366 [1:2, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1484 = stablehlo.reshape %1483 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1485 = stablehlo.broadcast_in_dim %1484, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1486 = stablehlo.slice %372 [0:64, 55:56, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1487 = stablehlo.multiply %1485, %1486 : tensor<64x1x3x3xf32>
    %1488 = stablehlo.add %1482, %1487 : tensor<64x1x3x3xf32>
    %1489 = stablehlo.slice %366 [2:3, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1490 = stablehlo.reshape %1489 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1492 = stablehlo.slice %375 [0:64, 55:56, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1493 = stablehlo.multiply %1491, %1492 : tensor<64x1x3x3xf32>
    %1494 = stablehlo.add %1488, %1493 : tensor<64x1x3x3xf32>
    %1495 = stablehlo.reshape %1494 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1496 = "stablehlo.scatter"(%1476, %c_89, %1495) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_90 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1497 = stablehlo.slice %366 [0:1, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1498 = stablehlo.reshape %1497 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1499 = stablehlo.broadcast_in_dim %1498, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1500 = stablehlo.slice %369 [0:64, 56:57, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1501 = stablehlo.multiply %1499, %1500 : tensor<64x1x3x3xf32>
    %1502 = stablehlo.add %1501, %cst : tensor<64x1x3x3xf32>
    %1503 = stablehlo.slice %366 [1:2, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1504 = stablehlo.reshape %1503 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1505 = stablehlo.broadcast_in_dim %1504, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1506 = stablehlo.slice %372 [0:64, 56:57, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1507 = stablehlo.multiply %1505, %1506 : tensor<64x1x3x3xf32>
    %1508 = stablehlo.add %1502, %1507 : tensor<64x1x3x3xf32>
    %1509 = stablehlo.slice %366 [2:3, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1510 = stablehlo.reshape %1509 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1511 = stablehlo.broadcast_in_dim %1510, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1512 = stablehlo.slice %375 [0:64, 56:57, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1513 = stablehlo.multiply %1511, %1512 : tensor<64x1x3x3xf32>
    %1514 = stablehlo.add %1508, %1513 : tensor<64x1x3x3xf32>
    %1515 = stablehlo.reshape %1514 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1516 = "stablehlo.scatter"(%1496, %c_90, %1515) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_91 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1517 = stablehlo.slice %366 [0:1, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1518 = stablehlo.reshape %1517 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1519 = stablehlo.broadcast_in_dim %1518, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1520 = stablehlo.slice %369 [0:64, 57:58, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1521 = stablehlo.multiply %1519, %1520 : tensor<64x1x3x3xf32>
    %1522 = stablehlo.add %1521, %cst : tensor<64x1x3x3xf32>
    %1523 = stablehlo.slice %366 [1:2, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1524 = stablehlo.reshape %1523 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1525 = stablehlo.broadcast_in_dim %1524, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1526 = stablehlo.slice %372 [0:64, 57:58, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1527 = stablehlo.multiply %1525, %1526 : tensor<64x1x3x3xf32>
    %1528 = stablehlo.add %1522, %1527 : tensor<64x1x3x3xf32>
    %1529 = stablehlo.slice %366 [2:3, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1530 = stablehlo.reshape %1529 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1531 = stablehlo.broadcast_in_dim %1530, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1532 = stablehlo.slice %375 [0:64, 57:58, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1533 = stablehlo.multiply %1531, %1532 : tensor<64x1x3x3xf32>
    %1534 = stablehlo.add %1528, %1533 : tensor<64x1x3x3xf32>
    %1535 = stablehlo.reshape %1534 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1536 = "stablehlo.scatter"(%1516, %c_91, %1535) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_92 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1537 = stablehlo.slice %366 [0:1, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1538 = stablehlo.reshape %1537 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1539 = stablehlo.broadcast_in_dim %1538, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1540 = stablehlo.slice %369 [0:64, 58:59, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1541 = stablehlo.multiply %1539, %1540 : tensor<64x1x3x3xf32>
    %1542 = stablehlo.add %1541, %cst : tensor<64x1x3x3xf32>
    %1543 = stablehlo.slice %366 [1:2, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1544 = stablehlo.reshape %1543 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1545 = stablehlo.broadcast_in_dim %1544, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1546 = stablehlo.slice %372 [0:64, 58:59, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1547 = stablehlo.multiply %1545, %1546 : tensor<64x1x3x3xf32>
    %1548 = stablehlo.add %1542, %1547 : tensor<64x1x3x3xf32>
    %1549 = stablehlo.slice %366 [2:3, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1550 = stablehlo.reshape %1549 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1551 = stablehlo.broadcast_in_dim %1550, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1552 = stablehlo.slice %375 [0:64, 58:59, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1553 = stablehlo.multiply %1551, %1552 : tensor<64x1x3x3xf32>
    %1554 = stablehlo.add %1548, %1553 : tensor<64x1x3x3xf32>
    %1555 = stablehlo.reshape %1554 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1556 = "stablehlo.scatter"(%1536, %c_92, %1555) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_93 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1557 = stablehlo.slice %366 [0:1, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1558 = stablehlo.reshape %1557 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1559 = stablehlo.broadcast_in_dim %1558, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1560 = stablehlo.slice %369 [0:64, 59:60, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1561 = stablehlo.multiply %1559, %1560 : tensor<64x1x3x3xf32>
    %1562 = stablehlo.add %1561, %cst : tensor<64x1x3x3xf32>
    %1563 = stablehlo.slice %366 [1:2, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1564 = stablehlo.reshape %1563 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1565 = stablehlo.broadcast_in_dim %1564, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1566 = stablehlo.slice %372 [0:64, 59:60, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1567 = stablehlo.multiply %1565, %1566 : tensor<64x1x3x3xf32>
    %1568 = stablehlo.add %1562, %1567 : tensor<64x1x3x3xf32>
    %1569 = stablehlo.slice %366 [2:3, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1570 = stablehlo.reshape %1569 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1571 = stablehlo.broadcast_in_dim %1570, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1572 = stablehlo.slice %375 [0:64, 59:60, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1573 = stablehlo.multiply %1571, %1572 : tensor<64x1x3x3xf32>
    %1574 = stablehlo.add %1568, %1573 : tensor<64x1x3x3xf32>
    %1575 = stablehlo.reshape %1574 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1576 = "stablehlo.scatter"(%1556, %c_93, %1575) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_94 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1577 = stablehlo.slice %366 [0:1, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1578 = stablehlo.reshape %1577 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1579 = stablehlo.broadcast_in_dim %1578, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1580 = stablehlo.slice %369 [0:64, 60:61, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1581 = stablehlo.multiply %1579, %1580 : tensor<64x1x3x3xf32>
    %1582 = stablehlo.add %1581, %cst : tensor<64x1x3x3xf32>
    %1583 = stablehlo.slice %366 [1:2, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1584 = stablehlo.reshape %1583 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1585 = stablehlo.broadcast_in_dim %1584, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1586 = stablehlo.slice %372 [0:64, 60:61, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1587 = stablehlo.multiply %1585, %1586 : tensor<64x1x3x3xf32>
    %1588 = stablehlo.add %1582, %1587 : tensor<64x1x3x3xf32>
    %1589 = stablehlo.slice %366 [2:3, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1590 = stablehlo.reshape %1589 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1591 = stablehlo.broadcast_in_dim %1590, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1592 = stablehlo.slice %375 [0:64, 60:61, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1593 = stablehlo.multiply %1591, %1592 : tensor<64x1x3x3xf32>
    %1594 = stablehlo.add %1588, %1593 : tensor<64x1x3x3xf32>
    %1595 = stablehlo.reshape %1594 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1596 = "stablehlo.scatter"(%1576, %c_94, %1595) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_95 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1597 = stablehlo.slice %366 [0:1, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1598 = stablehlo.reshape %1597 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1599 = stablehlo.broadcast_in_dim %1598, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1600 = stablehlo.slice %369 [0:64, 61:62, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1601 = stablehlo.multiply %1599, %1600 : tensor<64x1x3x3xf32>
    %1602 = stablehlo.add %1601, %cst : tensor<64x1x3x3xf32>
    %1603 = stablehlo.slice %366 [1:2, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1604 = stablehlo.reshape %1603 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1605 = stablehlo.broadcast_in_dim %1604, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1606 = stablehlo.slice %372 [0:64, 61:62, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1607 = stablehlo.multiply %1605, %1606 : tensor<64x1x3x3xf32>
    %1608 = stablehlo.add %1602, %1607 : tensor<64x1x3x3xf32>
    %1609 = stablehlo.slice %366 [2:3, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1610 = stablehlo.reshape %1609 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1611 = stablehlo.broadcast_in_dim %1610, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1612 = stablehlo.slice %375 [0:64, 61:62, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1613 = stablehlo.multiply %1611, %1612 : tensor<64x1x3x3xf32>
    %1614 = stablehlo.add %1608, %1613 : tensor<64x1x3x3xf32>
    %1615 = stablehlo.reshape %1614 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1616 = "stablehlo.scatter"(%1596, %c_95, %1615) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_96 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1617 = stablehlo.slice %366 [0:1, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1618 = stablehlo.reshape %1617 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1619 = stablehlo.broadcast_in_dim %1618, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1620 = stablehlo.slice %369 [0:64, 62:63, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1621 = stablehlo.multiply %1619, %1620 : tensor<64x1x3x3xf32>
    %1622 = stablehlo.add %1621, %cst : tensor<64x1x3x3xf32>
    %1623 = stablehlo.slice %366 [1:2, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1624 = stablehlo.reshape %1623 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1625 = stablehlo.broadcast_in_dim %1624, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1626 = stablehlo.slice %372 [0:64, 62:63, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1627 = stablehlo.multiply %1625, %1626 : tensor<64x1x3x3xf32>
    %1628 = stablehlo.add %1622, %1627 : tensor<64x1x3x3xf32>
    %1629 = stablehlo.slice %366 [2:3, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1630 = stablehlo.reshape %1629 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1631 = stablehlo.broadcast_in_dim %1630, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1632 = stablehlo.slice %375 [0:64, 62:63, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1633 = stablehlo.multiply %1631, %1632 : tensor<64x1x3x3xf32>
    %1634 = stablehlo.add %1628, %1633 : tensor<64x1x3x3xf32>
    %1635 = stablehlo.reshape %1634 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1636 = "stablehlo.scatter"(%1616, %c_96, %1635) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_97 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1637 = stablehlo.slice %366 [0:1, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1638 = stablehlo.reshape %1637 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1639 = stablehlo.broadcast_in_dim %1638, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1640 = stablehlo.slice %369 [0:64, 63:64, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1641 = stablehlo.multiply %1639, %1640 : tensor<64x1x3x3xf32>
    %1642 = stablehlo.add %1641, %cst : tensor<64x1x3x3xf32>
    %1643 = stablehlo.slice %366 [1:2, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1644 = stablehlo.reshape %1643 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1645 = stablehlo.broadcast_in_dim %1644, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1646 = stablehlo.slice %372 [0:64, 63:64, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1647 = stablehlo.multiply %1645, %1646 : tensor<64x1x3x3xf32>
    %1648 = stablehlo.add %1642, %1647 : tensor<64x1x3x3xf32>
    %1649 = stablehlo.slice %366 [2:3, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1650 = stablehlo.reshape %1649 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1651 = stablehlo.broadcast_in_dim %1650, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1652 = stablehlo.slice %375 [0:64, 63:64, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1653 = stablehlo.multiply %1651, %1652 : tensor<64x1x3x3xf32>
    %1654 = stablehlo.add %1648, %1653 : tensor<64x1x3x3xf32>
    %1655 = stablehlo.reshape %1654 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1656 = "stablehlo.scatter"(%1636, %c_97, %1655) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_98 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1657 = stablehlo.slice %366 [0:1, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1658 = stablehlo.reshape %1657 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1659 = stablehlo.broadcast_in_dim %1658, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1660 = stablehlo.slice %369 [0:64, 64:65, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1661 = stablehlo.multiply %1659, %1660 : tensor<64x1x3x3xf32>
    %1662 = stablehlo.add %1661, %cst : tensor<64x1x3x3xf32>
    %1663 = stablehlo.slice %366 [1:2, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1664 = stablehlo.reshape %1663 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1665 = stablehlo.broadcast_in_dim %1664, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1666 = stablehlo.slice %372 [0:64, 64:65, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1667 = stablehlo.multiply %1665, %1666 : tensor<64x1x3x3xf32>
    %1668 = stablehlo.add %1662, %1667 : tensor<64x1x3x3xf32>
    %1669 = stablehlo.slice %366 [2:3, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1670 = stablehlo.reshape %1669 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1671 = stablehlo.broadcast_in_dim %1670, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1672 = stablehlo.slice %375 [0:64, 64:65, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1673 = stablehlo.multiply %1671, %1672 : tensor<64x1x3x3xf32>
    %1674 = stablehlo.add %1668, %1673 : tensor<64x1x3x3xf32>
    %1675 = stablehlo.reshape %1674 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1676 = "stablehlo.scatter"(%1656, %c_98, %1675) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_99 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1677 = stablehlo.slice %366 [0:1, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1678 = stablehlo.reshape %1677 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1679 = stablehlo.broadcast_in_dim %1678, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1680 = stablehlo.slice %369 [0:64, 65:66, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1681 = stablehlo.multiply %1679, %1680 : tensor<64x1x3x3xf32>
    %1682 = stablehlo.add %1681, %cst : tensor<64x1x3x3xf32>
    %1683 = stablehlo.slice %366 [1:2, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1684 = stablehlo.reshape %1683 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1685 = stablehlo.broadcast_in_dim %1684, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1686 = stablehlo.slice %372 [0:64, 65:66, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1687 = stablehlo.multiply %1685, %1686 : tensor<64x1x3x3xf32>
    %1688 = stablehlo.add %1682, %1687 : tensor<64x1x3x3xf32>
    %1689 = stablehlo.slice %366 [2:3, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1690 = stablehlo.reshape %1689 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1691 = stablehlo.broadcast_in_dim %1690, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1692 = stablehlo.slice %375 [0:64, 65:66, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1693 = stablehlo.multiply %1691, %1692 : tensor<64x1x3x3xf32>
    %1694 = stablehlo.add %1688, %1693 : tensor<64x1x3x3xf32>
    %1695 = stablehlo.reshape %1694 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1696 = "stablehlo.scatter"(%1676, %c_99, %1695) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_100 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1697 = stablehlo.slice %366 [0:1, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1698 = stablehlo.reshape %1697 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1699 = stablehlo.broadcast_in_dim %1698, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1700 = stablehlo.slice %369 [0:64, 66:67, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1701 = stablehlo.multiply %1699, %1700 : tensor<64x1x3x3xf32>
    %1702 = stablehlo.add %1701, %cst : tensor<64x1x3x3xf32>
    %1703 = stablehlo.slice %366 [1:2, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1704 = stablehlo.reshape %1703 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1705 = stablehlo.broadcast_in_dim %1704, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1706 = stablehlo.slice %372 [0:64, 66:67, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1707 = stablehlo.multiply %1705, %1706 : tensor<64x1x3x3xf32>
    %1708 = stablehlo.add %1702, %1707 : tensor<64x1x3x3xf32>
    %1709 = stablehlo.slice %366 [2:3, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1710 = stablehlo.reshape %1709 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1711 = stablehlo.broadcast_in_dim %1710, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1712 = stablehlo.slice %375 [0:64, 66:67, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1713 = stablehlo.multiply %1711, %1712 : tensor<64x1x3x3xf32>
    %1714 = stablehlo.add %1708, %1713 : tensor<64x1x3x3xf32>
    %1715 = stablehlo.reshape %1714 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1716 = "stablehlo.scatter"(%1696, %c_100, %1715) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_101 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1717 = stablehlo.slice %366 [0:1, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1718 = stablehlo.reshape %1717 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1719 = stablehlo.broadcast_in_dim %1718, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1720 = stablehlo.slice %369 [0:64, 67:68, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1721 = stablehlo.multiply %1719, %1720 : tensor<64x1x3x3xf32>
    %1722 = stablehlo.add %1721, %cst : tensor<64x1x3x3xf32>
    %1723 = stablehlo.slice %366 [1:2, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1724 = stablehlo.reshape %1723 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1725 = stablehlo.broadcast_in_dim %1724, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1726 = stablehlo.slice %372 [0:64, 67:68, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1727 = stablehlo.multiply %1725, %1726 : tensor<64x1x3x3xf32>
    %1728 = stablehlo.add %1722, %1727 : tensor<64x1x3x3xf32>
    %1729 = stablehlo.slice %366 [2:3, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1730 = stablehlo.reshape %1729 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1731 = stablehlo.broadcast_in_dim %1730, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1732 = stablehlo.slice %375 [0:64, 67:68, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1733 = stablehlo.multiply %1731, %1732 : tensor<64x1x3x3xf32>
    %1734 = stablehlo.add %1728, %1733 : tensor<64x1x3x3xf32>
    %1735 = stablehlo.reshape %1734 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1736 = "stablehlo.scatter"(%1716, %c_101, %1735) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_102 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1737 = stablehlo.slice %366 [0:1, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1738 = stablehlo.reshape %1737 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1739 = stablehlo.broadcast_in_dim %1738, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1740 = stablehlo.slice %369 [0:64, 68:69, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1741 = stablehlo.multiply %1739, %1740 : tensor<64x1x3x3xf32>
    %1742 = stablehlo.add %1741, %cst : tensor<64x1x3x3xf32>
    %1743 = stablehlo.slice %366 [1:2, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1744 = stablehlo.reshape %1743 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1745 = stablehlo.broadcast_in_dim %1744, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1746 = stablehlo.slice %372 [0:64, 68:69, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1747 = stablehlo.multiply %1745, %1746 : tensor<64x1x3x3xf32>
    %1748 = stablehlo.add %1742, %1747 : tensor<64x1x3x3xf32>
    %1749 = stablehlo.slice %366 [2:3, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1750 = stablehlo.reshape %1749 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1751 = stablehlo.broadcast_in_dim %1750, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1752 = stablehlo.slice %375 [0:64, 68:69, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1753 = stablehlo.multiply %1751, %1752 : tensor<64x1x3x3xf32>
    %1754 = stablehlo.add %1748, %1753 : tensor<64x1x3x3xf32>
    %1755 = stablehlo.reshape %1754 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1756 = "stablehlo.scatter"(%1736, %c_102, %1755) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_103 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1757 = stablehlo.slice %366 [0:1, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1758 = stablehlo.reshape %1757 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1759 = stablehlo.broadcast_in_dim %1758, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1760 = stablehlo.slice %369 [0:64, 69:70, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1761 = stablehlo.multiply %1759, %1760 : tensor<64x1x3x3xf32>
    %1762 = stablehlo.add %1761, %cst : tensor<64x1x3x3xf32>
    %1763 = stablehlo.slice %366 [1:2, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1764 = stablehlo.reshape %1763 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1765 = stablehlo.broadcast_in_dim %1764, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1766 = stablehlo.slice %372 [0:64, 69:70, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1767 = stablehlo.multiply %1765, %1766 : tensor<64x1x3x3xf32>
    %1768 = stablehlo.add %1762, %1767 : tensor<64x1x3x3xf32>
    %1769 = stablehlo.slice %366 [2:3, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1770 = stablehlo.reshape %1769 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1771 = stablehlo.broadcast_in_dim %1770, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1772 = stablehlo.slice %375 [0:64, 69:70, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1773 = stablehlo.multiply %1771, %1772 : tensor<64x1x3x3xf32>
    %1774 = stablehlo.add %1768, %1773 : tensor<64x1x3x3xf32>
    %1775 = stablehlo.reshape %1774 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1776 = "stablehlo.scatter"(%1756, %c_103, %1775) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_104 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1777 = stablehlo.slice %366 [0:1, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1778 = stablehlo.reshape %1777 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1779 = stablehlo.broadcast_in_dim %1778, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1780 = stablehlo.slice %369 [0:64, 70:71, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1781 = stablehlo.multiply %1779, %1780 : tensor<64x1x3x3xf32>
    %1782 = stablehlo.add %1781, %cst : tensor<64x1x3x3xf32>
    %1783 = stablehlo.slice %366 [1:2, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1784 = stablehlo.reshape %1783 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1785 = stablehlo.broadcast_in_dim %1784, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1786 = stablehlo.slice %372 [0:64, 70:71, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1787 = stablehlo.multiply %1785, %1786 : tensor<64x1x3x3xf32>
    %1788 = stablehlo.add %1782, %1787 : tensor<64x1x3x3xf32>
    %1789 = stablehlo.slice %366 [2:3, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1790 = stablehlo.reshape %1789 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1791 = stablehlo.broadcast_in_dim %1790, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1792 = stablehlo.slice %375 [0:64, 70:71, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1793 = stablehlo.multiply %1791, %1792 : tensor<64x1x3x3xf32>
    %1794 = stablehlo.add %1788, %1793 : tensor<64x1x3x3xf32>
    %1795 = stablehlo.reshape %1794 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1796 = "stablehlo.scatter"(%1776, %c_104, %1795) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_105 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1797 = stablehlo.slice %366 [0:1, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1798 = stablehlo.reshape %1797 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1799 = stablehlo.broadcast_in_dim %1798, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1800 = stablehlo.slice %369 [0:64, 71:72, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1801 = stablehlo.multiply %1799, %1800 : tensor<64x1x3x3xf32>
    %1802 = stablehlo.add %1801, %cst : tensor<64x1x3x3xf32>
    %1803 = stablehlo.slice %366 [1:2, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1804 = stablehlo.reshape %1803 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1805 = stablehlo.broadcast_in_dim %1804, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1806 = stablehlo.slice %372 [0:64, 71:72, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1807 = stablehlo.multiply %1805, %1806 : tensor<64x1x3x3xf32>
    %1808 = stablehlo.add %1802, %1807 : tensor<64x1x3x3xf32>
    %1809 = stablehlo.slice %366 [2:3, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1810 = stablehlo.reshape %1809 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1811 = stablehlo.broadcast_in_dim %1810, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1812 = stablehlo.slice %375 [0:64, 71:72, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1813 = stablehlo.multiply %1811, %1812 : tensor<64x1x3x3xf32>
    %1814 = stablehlo.add %1808, %1813 : tensor<64x1x3x3xf32>
    %1815 = stablehlo.reshape %1814 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1816 = "stablehlo.scatter"(%1796, %c_105, %1815) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_106 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1817 = stablehlo.slice %366 [0:1, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1818 = stablehlo.reshape %1817 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1819 = stablehlo.broadcast_in_dim %1818, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1820 = stablehlo.slice %369 [0:64, 72:73, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1821 = stablehlo.multiply %1819, %1820 : tensor<64x1x3x3xf32>
    %1822 = stablehlo.add %1821, %cst : tensor<64x1x3x3xf32>
    %1823 = stablehlo.slice %366 [1:2, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1824 = stablehlo.reshape %1823 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1825 = stablehlo.broadcast_in_dim %1824, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1826 = stablehlo.slice %372 [0:64, 72:73, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1827 = stablehlo.multiply %1825, %1826 : tensor<64x1x3x3xf32>
    %1828 = stablehlo.add %1822, %1827 : tensor<64x1x3x3xf32>
    %1829 = stablehlo.slice %366 [2:3, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1830 = stablehlo.reshape %1829 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1831 = stablehlo.broadcast_in_dim %1830, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1832 = stablehlo.slice %375 [0:64, 72:73, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1833 = stablehlo.multiply %1831, %1832 : tensor<64x1x3x3xf32>
    %1834 = stablehlo.add %1828, %1833 : tensor<64x1x3x3xf32>
    %1835 = stablehlo.reshape %1834 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1836 = "stablehlo.scatter"(%1816, %c_106, %1835) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_107 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1837 = stablehlo.slice %366 [0:1, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1838 = stablehlo.reshape %1837 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1839 = stablehlo.broadcast_in_dim %1838, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1840 = stablehlo.slice %369 [0:64, 73:74, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1841 = stablehlo.multiply %1839, %1840 : tensor<64x1x3x3xf32>
    %1842 = stablehlo.add %1841, %cst : tensor<64x1x3x3xf32>
    %1843 = stablehlo.slice %366 [1:2, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1844 = stablehlo.reshape %1843 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1845 = stablehlo.broadcast_in_dim %1844, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1846 = stablehlo.slice %372 [0:64, 73:74, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1847 = stablehlo.multiply %1845, %1846 : tensor<64x1x3x3xf32>
    %1848 = stablehlo.add %1842, %1847 : tensor<64x1x3x3xf32>
    %1849 = stablehlo.slice %366 [2:3, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1850 = stablehlo.reshape %1849 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1851 = stablehlo.broadcast_in_dim %1850, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1852 = stablehlo.slice %375 [0:64, 73:74, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1853 = stablehlo.multiply %1851, %1852 : tensor<64x1x3x3xf32>
    %1854 = stablehlo.add %1848, %1853 : tensor<64x1x3x3xf32>
    %1855 = stablehlo.reshape %1854 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1856 = "stablehlo.scatter"(%1836, %c_107, %1855) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_108 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1857 = stablehlo.slice %366 [0:1, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1858 = stablehlo.reshape %1857 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1859 = stablehlo.broadcast_in_dim %1858, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1860 = stablehlo.slice %369 [0:64, 74:75, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1861 = stablehlo.multiply %1859, %1860 : tensor<64x1x3x3xf32>
    %1862 = stablehlo.add %1861, %cst : tensor<64x1x3x3xf32>
    %1863 = stablehlo.slice %366 [1:2, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1864 = stablehlo.reshape %1863 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1865 = stablehlo.broadcast_in_dim %1864, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1866 = stablehlo.slice %372 [0:64, 74:75, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1867 = stablehlo.multiply %1865, %1866 : tensor<64x1x3x3xf32>
    %1868 = stablehlo.add %1862, %1867 : tensor<64x1x3x3xf32>
    %1869 = stablehlo.slice %366 [2:3, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1870 = stablehlo.reshape %1869 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1871 = stablehlo.broadcast_in_dim %1870, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1872 = stablehlo.slice %375 [0:64, 74:75, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1873 = stablehlo.multiply %1871, %1872 : tensor<64x1x3x3xf32>
    %1874 = stablehlo.add %1868, %1873 : tensor<64x1x3x3xf32>
    %1875 = stablehlo.reshape %1874 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1876 = "stablehlo.scatter"(%1856, %c_108, %1875) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_109 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1877 = stablehlo.slice %366 [0:1, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1878 = stablehlo.reshape %1877 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1879 = stablehlo.broadcast_in_dim %1878, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1880 = stablehlo.slice %369 [0:64, 75:76, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1881 = stablehlo.multiply %1879, %1880 : tensor<64x1x3x3xf32>
    %1882 = stablehlo.add %1881, %cst : tensor<64x1x3x3xf32>
    %1883 = stablehlo.slice %366 [1:2, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1884 = stablehlo.reshape %1883 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1885 = stablehlo.broadcast_in_dim %1884, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1886 = stablehlo.slice %372 [0:64, 75:76, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1887 = stablehlo.multiply %1885, %1886 : tensor<64x1x3x3xf32>
    %1888 = stablehlo.add %1882, %1887 : tensor<64x1x3x3xf32>
    %1889 = stablehlo.slice %366 [2:3, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1890 = stablehlo.reshape %1889 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1891 = stablehlo.broadcast_in_dim %1890, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1892 = stablehlo.slice %375 [0:64, 75:76, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1893 = stablehlo.multiply %1891, %1892 : tensor<64x1x3x3xf32>
    %1894 = stablehlo.add %1888, %1893 : tensor<64x1x3x3xf32>
    %1895 = stablehlo.reshape %1894 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1896 = "stablehlo.scatter"(%1876, %c_109, %1895) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_110 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1897 = stablehlo.slice %366 [0:1, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1898 = stablehlo.reshape %1897 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1899 = stablehlo.broadcast_in_dim %1898, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1900 = stablehlo.slice %369 [0:64, 76:77, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1901 = stablehlo.multiply %1899, %1900 : tensor<64x1x3x3xf32>
    %1902 = stablehlo.add %1901, %cst : tensor<64x1x3x3xf32>
    %1903 = stablehlo.slice %366 [1:2, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1904 = stablehlo.reshape %1903 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1905 = stablehlo.broadcast_in_dim %1904, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1906 = stablehlo.slice %372 [0:64, 76:77, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1907 = stablehlo.multiply %1905, %1906 : tensor<64x1x3x3xf32>
    %1908 = stablehlo.add %1902, %1907 : tensor<64x1x3x3xf32>
    %1909 = stablehlo.slice %366 [2:3, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1910 = stablehlo.reshape %1909 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1911 = stablehlo.broadcast_in_dim %1910, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1912 = stablehlo.slice %375 [0:64, 76:77, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1913 = stablehlo.multiply %1911, %1912 : tensor<64x1x3x3xf32>
    %1914 = stablehlo.add %1908, %1913 : tensor<64x1x3x3xf32>
    %1915 = stablehlo.reshape %1914 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1916 = "stablehlo.scatter"(%1896, %c_110, %1915) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_111 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1917 = stablehlo.slice %366 [0:1, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1918 = stablehlo.reshape %1917 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1919 = stablehlo.broadcast_in_dim %1918, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1920 = stablehlo.slice %369 [0:64, 77:78, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1921 = stablehlo.multiply %1919, %1920 : tensor<64x1x3x3xf32>
    %1922 = stablehlo.add %1921, %cst : tensor<64x1x3x3xf32>
    %1923 = stablehlo.slice %366 [1:2, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1924 = stablehlo.reshape %1923 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1925 = stablehlo.broadcast_in_dim %1924, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1926 = stablehlo.slice %372 [0:64, 77:78, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1927 = stablehlo.multiply %1925, %1926 : tensor<64x1x3x3xf32>
    %1928 = stablehlo.add %1922, %1927 : tensor<64x1x3x3xf32>
    %1929 = stablehlo.slice %366 [2:3, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1930 = stablehlo.reshape %1929 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1931 = stablehlo.broadcast_in_dim %1930, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1932 = stablehlo.slice %375 [0:64, 77:78, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1933 = stablehlo.multiply %1931, %1932 : tensor<64x1x3x3xf32>
    %1934 = stablehlo.add %1928, %1933 : tensor<64x1x3x3xf32>
    %1935 = stablehlo.reshape %1934 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1936 = "stablehlo.scatter"(%1916, %c_111, %1935) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_112 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1937 = stablehlo.slice %366 [0:1, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1938 = stablehlo.reshape %1937 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1939 = stablehlo.broadcast_in_dim %1938, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1940 = stablehlo.slice %369 [0:64, 78:79, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1941 = stablehlo.multiply %1939, %1940 : tensor<64x1x3x3xf32>
    %1942 = stablehlo.add %1941, %cst : tensor<64x1x3x3xf32>
    %1943 = stablehlo.slice %366 [1:2, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1944 = stablehlo.reshape %1943 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1945 = stablehlo.broadcast_in_dim %1944, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1946 = stablehlo.slice %372 [0:64, 78:79, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1947 = stablehlo.multiply %1945, %1946 : tensor<64x1x3x3xf32>
    %1948 = stablehlo.add %1942, %1947 : tensor<64x1x3x3xf32>
    %1949 = stablehlo.slice %366 [2:3, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1950 = stablehlo.reshape %1949 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1951 = stablehlo.broadcast_in_dim %1950, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1952 = stablehlo.slice %375 [0:64, 78:79, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1953 = stablehlo.multiply %1951, %1952 : tensor<64x1x3x3xf32>
    %1954 = stablehlo.add %1948, %1953 : tensor<64x1x3x3xf32>
    %1955 = stablehlo.reshape %1954 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1956 = "stablehlo.scatter"(%1936, %c_112, %1955) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_113 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1957 = stablehlo.slice %366 [0:1, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1958 = stablehlo.reshape %1957 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1959 = stablehlo.broadcast_in_dim %1958, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1960 = stablehlo.slice %369 [0:64, 79:80, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1961 = stablehlo.multiply %1959, %1960 : tensor<64x1x3x3xf32>
    %1962 = stablehlo.add %1961, %cst : tensor<64x1x3x3xf32>
    %1963 = stablehlo.slice %366 [1:2, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1964 = stablehlo.reshape %1963 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1965 = stablehlo.broadcast_in_dim %1964, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1966 = stablehlo.slice %372 [0:64, 79:80, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1967 = stablehlo.multiply %1965, %1966 : tensor<64x1x3x3xf32>
    %1968 = stablehlo.add %1962, %1967 : tensor<64x1x3x3xf32>
    %1969 = stablehlo.slice %366 [2:3, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1970 = stablehlo.reshape %1969 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1971 = stablehlo.broadcast_in_dim %1970, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1972 = stablehlo.slice %375 [0:64, 79:80, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1973 = stablehlo.multiply %1971, %1972 : tensor<64x1x3x3xf32>
    %1974 = stablehlo.add %1968, %1973 : tensor<64x1x3x3xf32>
    %1975 = stablehlo.reshape %1974 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1976 = "stablehlo.scatter"(%1956, %c_113, %1975) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %c_114 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1977 = stablehlo.slice %366 [0:1, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1978 = stablehlo.reshape %1977 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1979 = stablehlo.broadcast_in_dim %1978, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1980 = stablehlo.slice %369 [0:64, 80:81, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1981 = stablehlo.multiply %1979, %1980 : tensor<64x1x3x3xf32>
    %1982 = stablehlo.add %1981, %cst : tensor<64x1x3x3xf32>
    %1983 = stablehlo.slice %366 [1:2, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1984 = stablehlo.reshape %1983 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1985 = stablehlo.broadcast_in_dim %1984, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1986 = stablehlo.slice %372 [0:64, 80:81, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1987 = stablehlo.multiply %1985, %1986 : tensor<64x1x3x3xf32>
    %1988 = stablehlo.add %1982, %1987 : tensor<64x1x3x3xf32>
    %1989 = stablehlo.slice %366 [2:3, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1990 = stablehlo.reshape %1989 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1991 = stablehlo.broadcast_in_dim %1990, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<64x1x3x3xf32>
    %1992 = stablehlo.slice %375 [0:64, 80:81, 0:3, 0:3] : (tensor<64x81x10x10xf32>) -> tensor<64x1x3x3xf32>
    %1993 = stablehlo.multiply %1991, %1992 : tensor<64x1x3x3xf32>
    %1994 = stablehlo.add %1988, %1993 : tensor<64x1x3x3xf32>
    %1995 = stablehlo.reshape %1994 : (tensor<64x1x3x3xf32>) -> tensor<64x3x3xf32>
    %1996 = "stablehlo.scatter"(%1976, %c_114, %1995) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<3x3x1xi32>, tensor<64x3x3xf32>) -> tensor<64x729xf32>
    %1997 = stablehlo.reshape %1996 : (tensor<64x729xf32>) -> tensor<64x27x27xf32>
    return %1997 : tensor<64x27x27xf32>
  }
}
