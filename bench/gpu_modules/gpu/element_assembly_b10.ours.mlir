module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<8192x27xf32>) -> (tensor<8192x27x27xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<[[0], [0], [0], [0], [0], [0], [0], [0], [0], [1], [1], [1], [1], [1], [1], [1], [1], [1], [2], [2], [2], [2], [2], [2], [2], [2], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [4], [4], [4], [4], [4], [4], [4], [4], [4], [5], [5], [5], [5], [5], [5], [5], [5], [5], [6], [6], [6], [6], [6], [6], [6], [6], [6], [7], [7], [7], [7], [7], [7], [7], [7], [7], [8], [8], [8], [8], [8], [8], [8], [8], [8]]> : tensor<81x1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_0 = stablehlo.constant dense<[[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %1 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1 = stablehlo.constant dense<[[[0], [0], [0], [0], [0], [0], [0], [0], [0], [0]], [[1], [1], [1], [1], [1], [1], [1], [1], [1], [1]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]], [[2], [2], [2], [2], [2], [2], [2], [2], [2], [2]]]> : tensor<10x10x1xi32>
    %2 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<10x10xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<8192x10x10xf32>
    %c_2 = stablehlo.constant dense<[[[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %5 = "stablehlo.gather"(%0, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_3 = stablehlo.constant dense<[[[3], [3], [3], [3], [3], [3], [3], [3], [3], [3]], [[4], [4], [4], [4], [4], [4], [4], [4], [4], [4]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]], [[5], [5], [5], [5], [5], [5], [5], [5], [5], [5]]]> : tensor<10x10x1xi32>
    %6 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<10x10xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<8192x10x10xf32>
    %c_4 = stablehlo.constant dense<[[[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %9 = "stablehlo.gather"(%0, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_5 = stablehlo.constant dense<[[[6], [6], [6], [6], [6], [6], [6], [6], [6], [6]], [[7], [7], [7], [7], [7], [7], [7], [7], [7], [7]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]], [[8], [8], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %10 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<10x10xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<8192x10x10xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<10x10x1xi32>
    %13 = "stablehlo.gather"(%arg1, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<8192x10x10xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<10x10x1xi32>
    %15 = "stablehlo.gather"(%arg1, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<8192x10x10xf32>
    %17 = stablehlo.add %14, %16 : tensor<8192x10x10xf32>
    %c_8 = stablehlo.constant dense<2> : tensor<10x10x1xi32>
    %18 = "stablehlo.gather"(%arg1, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %19 = stablehlo.multiply %12, %18 : tensor<8192x10x10xf32>
    %20 = stablehlo.add %17, %19 : tensor<8192x10x10xf32>
    %c_9 = stablehlo.constant dense<3> : tensor<10x10x1xi32>
    %21 = "stablehlo.gather"(%arg1, %c_9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %22 = stablehlo.multiply %4, %21 : tensor<8192x10x10xf32>
    %c_10 = stablehlo.constant dense<4> : tensor<10x10x1xi32>
    %23 = "stablehlo.gather"(%arg1, %c_10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %24 = stablehlo.multiply %8, %23 : tensor<8192x10x10xf32>
    %25 = stablehlo.add %22, %24 : tensor<8192x10x10xf32>
    %c_11 = stablehlo.constant dense<5> : tensor<10x10x1xi32>
    %26 = "stablehlo.gather"(%arg1, %c_11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %27 = stablehlo.multiply %12, %26 : tensor<8192x10x10xf32>
    %28 = stablehlo.add %25, %27 : tensor<8192x10x10xf32>
    %c_12 = stablehlo.constant dense<6> : tensor<10x10x1xi32>
    %29 = "stablehlo.gather"(%arg1, %c_12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %30 = stablehlo.multiply %4, %29 : tensor<8192x10x10xf32>
    %c_13 = stablehlo.constant dense<7> : tensor<10x10x1xi32>
    %31 = "stablehlo.gather"(%arg1, %c_13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %32 = stablehlo.multiply %8, %31 : tensor<8192x10x10xf32>
    %33 = stablehlo.add %30, %32 : tensor<8192x10x10xf32>
    %c_14 = stablehlo.constant dense<8> : tensor<10x10x1xi32>
    %34 = "stablehlo.gather"(%arg1, %c_14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %35 = stablehlo.multiply %12, %34 : tensor<8192x10x10xf32>
    %36 = stablehlo.add %33, %35 : tensor<8192x10x10xf32>
    %c_15 = stablehlo.constant dense<9> : tensor<10x10x1xi32>
    %37 = "stablehlo.gather"(%arg1, %c_15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %38 = stablehlo.multiply %4, %37 : tensor<8192x10x10xf32>
    %c_16 = stablehlo.constant dense<10> : tensor<10x10x1xi32>
    %39 = "stablehlo.gather"(%arg1, %c_16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %40 = stablehlo.multiply %8, %39 : tensor<8192x10x10xf32>
    %41 = stablehlo.add %38, %40 : tensor<8192x10x10xf32>
    %c_17 = stablehlo.constant dense<11> : tensor<10x10x1xi32>
    %42 = "stablehlo.gather"(%arg1, %c_17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %43 = stablehlo.multiply %12, %42 : tensor<8192x10x10xf32>
    %44 = stablehlo.add %41, %43 : tensor<8192x10x10xf32>
    %c_18 = stablehlo.constant dense<12> : tensor<10x10x1xi32>
    %45 = "stablehlo.gather"(%arg1, %c_18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %46 = stablehlo.multiply %4, %45 : tensor<8192x10x10xf32>
    %c_19 = stablehlo.constant dense<13> : tensor<10x10x1xi32>
    %47 = "stablehlo.gather"(%arg1, %c_19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %48 = stablehlo.multiply %8, %47 : tensor<8192x10x10xf32>
    %49 = stablehlo.add %46, %48 : tensor<8192x10x10xf32>
    %c_20 = stablehlo.constant dense<14> : tensor<10x10x1xi32>
    %50 = "stablehlo.gather"(%arg1, %c_20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %51 = stablehlo.multiply %12, %50 : tensor<8192x10x10xf32>
    %52 = stablehlo.add %49, %51 : tensor<8192x10x10xf32>
    %c_21 = stablehlo.constant dense<15> : tensor<10x10x1xi32>
    %53 = "stablehlo.gather"(%arg1, %c_21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %54 = stablehlo.multiply %4, %53 : tensor<8192x10x10xf32>
    %c_22 = stablehlo.constant dense<16> : tensor<10x10x1xi32>
    %55 = "stablehlo.gather"(%arg1, %c_22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %56 = stablehlo.multiply %8, %55 : tensor<8192x10x10xf32>
    %57 = stablehlo.add %54, %56 : tensor<8192x10x10xf32>
    %c_23 = stablehlo.constant dense<17> : tensor<10x10x1xi32>
    %58 = "stablehlo.gather"(%arg1, %c_23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %59 = stablehlo.multiply %12, %58 : tensor<8192x10x10xf32>
    %60 = stablehlo.add %57, %59 : tensor<8192x10x10xf32>
    %c_24 = stablehlo.constant dense<18> : tensor<10x10x1xi32>
    %61 = "stablehlo.gather"(%arg1, %c_24) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %62 = stablehlo.multiply %4, %61 : tensor<8192x10x10xf32>
    %c_25 = stablehlo.constant dense<19> : tensor<10x10x1xi32>
    %63 = "stablehlo.gather"(%arg1, %c_25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %64 = stablehlo.multiply %8, %63 : tensor<8192x10x10xf32>
    %65 = stablehlo.add %62, %64 : tensor<8192x10x10xf32>
    %c_26 = stablehlo.constant dense<20> : tensor<10x10x1xi32>
    %66 = "stablehlo.gather"(%arg1, %c_26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %67 = stablehlo.multiply %12, %66 : tensor<8192x10x10xf32>
    %68 = stablehlo.add %65, %67 : tensor<8192x10x10xf32>
    %c_27 = stablehlo.constant dense<21> : tensor<10x10x1xi32>
    %69 = "stablehlo.gather"(%arg1, %c_27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %70 = stablehlo.multiply %4, %69 : tensor<8192x10x10xf32>
    %c_28 = stablehlo.constant dense<22> : tensor<10x10x1xi32>
    %71 = "stablehlo.gather"(%arg1, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %72 = stablehlo.multiply %8, %71 : tensor<8192x10x10xf32>
    %73 = stablehlo.add %70, %72 : tensor<8192x10x10xf32>
    %c_29 = stablehlo.constant dense<23> : tensor<10x10x1xi32>
    %74 = "stablehlo.gather"(%arg1, %c_29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %75 = stablehlo.multiply %12, %74 : tensor<8192x10x10xf32>
    %76 = stablehlo.add %73, %75 : tensor<8192x10x10xf32>
    %c_30 = stablehlo.constant dense<24> : tensor<10x10x1xi32>
    %77 = "stablehlo.gather"(%arg1, %c_30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %78 = stablehlo.multiply %4, %77 : tensor<8192x10x10xf32>
    %c_31 = stablehlo.constant dense<25> : tensor<10x10x1xi32>
    %79 = "stablehlo.gather"(%arg1, %c_31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %80 = stablehlo.multiply %8, %79 : tensor<8192x10x10xf32>
    %81 = stablehlo.add %78, %80 : tensor<8192x10x10xf32>
    %c_32 = stablehlo.constant dense<26> : tensor<10x10x1xi32>
    %82 = "stablehlo.gather"(%arg1, %c_32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %83 = stablehlo.multiply %12, %82 : tensor<8192x10x10xf32>
    %84 = stablehlo.add %81, %83 : tensor<8192x10x10xf32>
    %85 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x1xf32>) -> tensor<f32>
    %87 = stablehlo.multiply %86, %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %89 = stablehlo.multiply %88, %20 : tensor<8192x10x10xf32>
    %90 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x1xf32>) -> tensor<f32>
    %92 = stablehlo.multiply %91, %91 : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %94 = stablehlo.multiply %93, %28 : tensor<8192x10x10xf32>
    %95 = stablehlo.add %89, %94 : tensor<8192x10x10xf32>
    %96 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x1xf32>) -> tensor<f32>
    %98 = stablehlo.multiply %97, %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %100 = stablehlo.multiply %99, %36 : tensor<8192x10x10xf32>
    %101 = stablehlo.add %95, %100 : tensor<8192x10x10xf32>
    %102 = stablehlo.multiply %88, %44 : tensor<8192x10x10xf32>
    %103 = stablehlo.multiply %93, %52 : tensor<8192x10x10xf32>
    %104 = stablehlo.add %102, %103 : tensor<8192x10x10xf32>
    %105 = stablehlo.multiply %99, %60 : tensor<8192x10x10xf32>
    %106 = stablehlo.add %104, %105 : tensor<8192x10x10xf32>
    %107 = stablehlo.multiply %88, %68 : tensor<8192x10x10xf32>
    %108 = stablehlo.multiply %93, %76 : tensor<8192x10x10xf32>
    %109 = stablehlo.add %107, %108 : tensor<8192x10x10xf32>
    %110 = stablehlo.multiply %99, %84 : tensor<8192x10x10xf32>
    %111 = stablehlo.add %109, %110 : tensor<8192x10x10xf32>
    %112 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x1xf32>) -> tensor<f32>
    %114 = stablehlo.multiply %86, %113 : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %116 = stablehlo.multiply %115, %20 : tensor<8192x10x10xf32>
    %117 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x1xf32>) -> tensor<f32>
    %119 = stablehlo.multiply %91, %118 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %121 = stablehlo.multiply %120, %28 : tensor<8192x10x10xf32>
    %122 = stablehlo.add %116, %121 : tensor<8192x10x10xf32>
    %123 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x1xf32>) -> tensor<f32>
    %125 = stablehlo.multiply %97, %124 : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %127 = stablehlo.multiply %126, %36 : tensor<8192x10x10xf32>
    %128 = stablehlo.add %122, %127 : tensor<8192x10x10xf32>
    %129 = stablehlo.multiply %115, %44 : tensor<8192x10x10xf32>
    %130 = stablehlo.multiply %120, %52 : tensor<8192x10x10xf32>
    %131 = stablehlo.add %129, %130 : tensor<8192x10x10xf32>
    %132 = stablehlo.multiply %126, %60 : tensor<8192x10x10xf32>
    %133 = stablehlo.add %131, %132 : tensor<8192x10x10xf32>
    %134 = stablehlo.multiply %115, %68 : tensor<8192x10x10xf32>
    %135 = stablehlo.multiply %120, %76 : tensor<8192x10x10xf32>
    %136 = stablehlo.add %134, %135 : tensor<8192x10x10xf32>
    %137 = stablehlo.multiply %126, %84 : tensor<8192x10x10xf32>
    %138 = stablehlo.add %136, %137 : tensor<8192x10x10xf32>
    %139 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %140 = stablehlo.reshape %139 : (tensor<1x1xf32>) -> tensor<f32>
    %141 = stablehlo.multiply %86, %140 : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %143 = stablehlo.multiply %142, %20 : tensor<8192x10x10xf32>
    %144 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x1xf32>) -> tensor<f32>
    %146 = stablehlo.multiply %91, %145 : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %148 = stablehlo.multiply %147, %28 : tensor<8192x10x10xf32>
    %149 = stablehlo.add %143, %148 : tensor<8192x10x10xf32>
    %150 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x1xf32>) -> tensor<f32>
    %152 = stablehlo.multiply %97, %151 : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %154 = stablehlo.multiply %153, %36 : tensor<8192x10x10xf32>
    %155 = stablehlo.add %149, %154 : tensor<8192x10x10xf32>
    %156 = stablehlo.multiply %142, %44 : tensor<8192x10x10xf32>
    %157 = stablehlo.multiply %147, %52 : tensor<8192x10x10xf32>
    %158 = stablehlo.add %156, %157 : tensor<8192x10x10xf32>
    %159 = stablehlo.multiply %153, %60 : tensor<8192x10x10xf32>
    %160 = stablehlo.add %158, %159 : tensor<8192x10x10xf32>
    %161 = stablehlo.multiply %142, %68 : tensor<8192x10x10xf32>
    %162 = stablehlo.multiply %147, %76 : tensor<8192x10x10xf32>
    %163 = stablehlo.add %161, %162 : tensor<8192x10x10xf32>
    %164 = stablehlo.multiply %153, %84 : tensor<8192x10x10xf32>
    %165 = stablehlo.add %163, %164 : tensor<8192x10x10xf32>
    %166 = stablehlo.multiply %113, %86 : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %168 = stablehlo.multiply %167, %20 : tensor<8192x10x10xf32>
    %169 = stablehlo.multiply %118, %91 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %171 = stablehlo.multiply %170, %28 : tensor<8192x10x10xf32>
    %172 = stablehlo.add %168, %171 : tensor<8192x10x10xf32>
    %173 = stablehlo.multiply %124, %97 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %175 = stablehlo.multiply %174, %36 : tensor<8192x10x10xf32>
    %176 = stablehlo.add %172, %175 : tensor<8192x10x10xf32>
    %177 = stablehlo.multiply %167, %44 : tensor<8192x10x10xf32>
    %178 = stablehlo.multiply %170, %52 : tensor<8192x10x10xf32>
    %179 = stablehlo.add %177, %178 : tensor<8192x10x10xf32>
    %180 = stablehlo.multiply %174, %60 : tensor<8192x10x10xf32>
    %181 = stablehlo.add %179, %180 : tensor<8192x10x10xf32>
    %182 = stablehlo.multiply %167, %68 : tensor<8192x10x10xf32>
    %183 = stablehlo.multiply %170, %76 : tensor<8192x10x10xf32>
    %184 = stablehlo.add %182, %183 : tensor<8192x10x10xf32>
    %185 = stablehlo.multiply %174, %84 : tensor<8192x10x10xf32>
    %186 = stablehlo.add %184, %185 : tensor<8192x10x10xf32>
    %187 = stablehlo.multiply %113, %113 : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %189 = stablehlo.multiply %188, %20 : tensor<8192x10x10xf32>
    %190 = stablehlo.multiply %118, %118 : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %192 = stablehlo.multiply %191, %28 : tensor<8192x10x10xf32>
    %193 = stablehlo.add %189, %192 : tensor<8192x10x10xf32>
    %194 = stablehlo.multiply %124, %124 : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %196 = stablehlo.multiply %195, %36 : tensor<8192x10x10xf32>
    %197 = stablehlo.add %193, %196 : tensor<8192x10x10xf32>
    %198 = stablehlo.multiply %188, %44 : tensor<8192x10x10xf32>
    %199 = stablehlo.multiply %191, %52 : tensor<8192x10x10xf32>
    %200 = stablehlo.add %198, %199 : tensor<8192x10x10xf32>
    %201 = stablehlo.multiply %195, %60 : tensor<8192x10x10xf32>
    %202 = stablehlo.add %200, %201 : tensor<8192x10x10xf32>
    %203 = stablehlo.multiply %188, %68 : tensor<8192x10x10xf32>
    %204 = stablehlo.multiply %191, %76 : tensor<8192x10x10xf32>
    %205 = stablehlo.add %203, %204 : tensor<8192x10x10xf32>
    %206 = stablehlo.multiply %195, %84 : tensor<8192x10x10xf32>
    %207 = stablehlo.add %205, %206 : tensor<8192x10x10xf32>
    %208 = stablehlo.multiply %113, %140 : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %210 = stablehlo.multiply %209, %20 : tensor<8192x10x10xf32>
    %211 = stablehlo.multiply %118, %145 : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %213 = stablehlo.multiply %212, %28 : tensor<8192x10x10xf32>
    %214 = stablehlo.add %210, %213 : tensor<8192x10x10xf32>
    %215 = stablehlo.multiply %124, %151 : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %217 = stablehlo.multiply %216, %36 : tensor<8192x10x10xf32>
    %218 = stablehlo.add %214, %217 : tensor<8192x10x10xf32>
    %219 = stablehlo.multiply %209, %44 : tensor<8192x10x10xf32>
    %220 = stablehlo.multiply %212, %52 : tensor<8192x10x10xf32>
    %221 = stablehlo.add %219, %220 : tensor<8192x10x10xf32>
    %222 = stablehlo.multiply %216, %60 : tensor<8192x10x10xf32>
    %223 = stablehlo.add %221, %222 : tensor<8192x10x10xf32>
    %224 = stablehlo.multiply %209, %68 : tensor<8192x10x10xf32>
    %225 = stablehlo.multiply %212, %76 : tensor<8192x10x10xf32>
    %226 = stablehlo.add %224, %225 : tensor<8192x10x10xf32>
    %227 = stablehlo.multiply %216, %84 : tensor<8192x10x10xf32>
    %228 = stablehlo.add %226, %227 : tensor<8192x10x10xf32>
    %229 = stablehlo.multiply %140, %86 : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %231 = stablehlo.multiply %230, %20 : tensor<8192x10x10xf32>
    %232 = stablehlo.multiply %145, %91 : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %234 = stablehlo.multiply %233, %28 : tensor<8192x10x10xf32>
    %235 = stablehlo.add %231, %234 : tensor<8192x10x10xf32>
    %236 = stablehlo.multiply %151, %97 : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %238 = stablehlo.multiply %237, %36 : tensor<8192x10x10xf32>
    %239 = stablehlo.add %235, %238 : tensor<8192x10x10xf32>
    %240 = stablehlo.multiply %230, %44 : tensor<8192x10x10xf32>
    %241 = stablehlo.multiply %233, %52 : tensor<8192x10x10xf32>
    %242 = stablehlo.add %240, %241 : tensor<8192x10x10xf32>
    %243 = stablehlo.multiply %237, %60 : tensor<8192x10x10xf32>
    %244 = stablehlo.add %242, %243 : tensor<8192x10x10xf32>
    %245 = stablehlo.multiply %230, %68 : tensor<8192x10x10xf32>
    %246 = stablehlo.multiply %233, %76 : tensor<8192x10x10xf32>
    %247 = stablehlo.add %245, %246 : tensor<8192x10x10xf32>
    %248 = stablehlo.multiply %237, %84 : tensor<8192x10x10xf32>
    %249 = stablehlo.add %247, %248 : tensor<8192x10x10xf32>
    %250 = stablehlo.multiply %140, %113 : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %252 = stablehlo.multiply %251, %20 : tensor<8192x10x10xf32>
    %253 = stablehlo.multiply %145, %118 : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %255 = stablehlo.multiply %254, %28 : tensor<8192x10x10xf32>
    %256 = stablehlo.add %252, %255 : tensor<8192x10x10xf32>
    %257 = stablehlo.multiply %151, %124 : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %259 = stablehlo.multiply %258, %36 : tensor<8192x10x10xf32>
    %260 = stablehlo.add %256, %259 : tensor<8192x10x10xf32>
    %261 = stablehlo.multiply %251, %44 : tensor<8192x10x10xf32>
    %262 = stablehlo.multiply %254, %52 : tensor<8192x10x10xf32>
    %263 = stablehlo.add %261, %262 : tensor<8192x10x10xf32>
    %264 = stablehlo.multiply %258, %60 : tensor<8192x10x10xf32>
    %265 = stablehlo.add %263, %264 : tensor<8192x10x10xf32>
    %266 = stablehlo.multiply %251, %68 : tensor<8192x10x10xf32>
    %267 = stablehlo.multiply %254, %76 : tensor<8192x10x10xf32>
    %268 = stablehlo.add %266, %267 : tensor<8192x10x10xf32>
    %269 = stablehlo.multiply %258, %84 : tensor<8192x10x10xf32>
    %270 = stablehlo.add %268, %269 : tensor<8192x10x10xf32>
    %271 = stablehlo.multiply %140, %140 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %273 = stablehlo.multiply %272, %20 : tensor<8192x10x10xf32>
    %274 = stablehlo.multiply %145, %145 : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %276 = stablehlo.multiply %275, %28 : tensor<8192x10x10xf32>
    %277 = stablehlo.add %273, %276 : tensor<8192x10x10xf32>
    %278 = stablehlo.multiply %151, %151 : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<8192x10x10xf32>
    %280 = stablehlo.multiply %279, %36 : tensor<8192x10x10xf32>
    %281 = stablehlo.add %277, %280 : tensor<8192x10x10xf32>
    %282 = stablehlo.multiply %272, %44 : tensor<8192x10x10xf32>
    %283 = stablehlo.multiply %275, %52 : tensor<8192x10x10xf32>
    %284 = stablehlo.add %282, %283 : tensor<8192x10x10xf32>
    %285 = stablehlo.multiply %279, %60 : tensor<8192x10x10xf32>
    %286 = stablehlo.add %284, %285 : tensor<8192x10x10xf32>
    %287 = stablehlo.multiply %272, %68 : tensor<8192x10x10xf32>
    %288 = stablehlo.multiply %275, %76 : tensor<8192x10x10xf32>
    %289 = stablehlo.add %287, %288 : tensor<8192x10x10xf32>
    %290 = stablehlo.multiply %279, %84 : tensor<8192x10x10xf32>
    %291 = stablehlo.add %289, %290 : tensor<8192x10x10xf32>
    %292 = stablehlo.reshape %101 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %293 = stablehlo.reshape %106 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %294 = stablehlo.reshape %111 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %295 = stablehlo.concatenate %292, %293, %294, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %296 = stablehlo.reshape %128 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %297 = stablehlo.reshape %133 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %298 = stablehlo.reshape %138 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %299 = stablehlo.concatenate %296, %297, %298, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %300 = stablehlo.reshape %155 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %301 = stablehlo.reshape %160 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %302 = stablehlo.reshape %165 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %303 = stablehlo.concatenate %300, %301, %302, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %304 = stablehlo.reshape %176 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %305 = stablehlo.reshape %181 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %306 = stablehlo.reshape %186 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %307 = stablehlo.concatenate %304, %305, %306, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %308 = stablehlo.reshape %197 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %309 = stablehlo.reshape %202 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %310 = stablehlo.reshape %207 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %311 = stablehlo.concatenate %308, %309, %310, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %312 = stablehlo.reshape %218 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %313 = stablehlo.reshape %223 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %314 = stablehlo.reshape %228 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %315 = stablehlo.concatenate %312, %313, %314, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %316 = stablehlo.reshape %239 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %317 = stablehlo.reshape %244 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %318 = stablehlo.reshape %249 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %319 = stablehlo.concatenate %316, %317, %318, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %320 = stablehlo.reshape %260 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %321 = stablehlo.reshape %265 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %322 = stablehlo.reshape %270 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %323 = stablehlo.concatenate %320, %321, %322, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %324 = stablehlo.reshape %281 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %325 = stablehlo.reshape %286 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %326 = stablehlo.reshape %291 : (tensor<8192x10x10xf32>) -> tensor<8192x1x10x10xf32>
    %327 = stablehlo.concatenate %324, %325, %326, dim = 1 : (tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>, tensor<8192x1x10x10xf32>) -> tensor<8192x3x10x10xf32>
    %328 = stablehlo.reshape %295 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %329 = stablehlo.reshape %299 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %330 = stablehlo.reshape %303 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %331 = stablehlo.reshape %307 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %332 = stablehlo.reshape %311 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %333 = stablehlo.reshape %315 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %334 = stablehlo.reshape %319 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %335 = stablehlo.reshape %323 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %336 = stablehlo.reshape %327 : (tensor<8192x3x10x10xf32>) -> tensor<8192x1x3x10x10xf32>
    %337 = stablehlo.concatenate %328, %329, %330, %331, %332, %333, %334, %335, %336, dim = 1 : (tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>, tensor<8192x1x3x10x10xf32>) -> tensor<8192x9x3x10x10xf32>
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
    %367 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x81x3x3xf32>
    %368 = stablehlo.slice %366 [0:1, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %369 = stablehlo.reshape %368 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<8192x81x3x3xf32>
    %371 = stablehlo.slice %337 [0:8192, 0:9, 0:1, 0:3, 0:3] : (tensor<8192x9x3x10x10xf32>) -> tensor<8192x9x1x3x3xf32>
    %372 = stablehlo.reshape %371 : (tensor<8192x9x1x3x3xf32>) -> tensor<8192x9x3x3xf32>
    %373 = "stablehlo.gather"(%372, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1, 3, 3>}> : (tensor<8192x9x3x3xf32>, tensor<81x1xi32>) -> tensor<8192x81x3x3xf32>
    %374 = stablehlo.multiply %370, %373 : tensor<8192x81x3x3xf32>
    %375 = stablehlo.add %367, %374 : tensor<8192x81x3x3xf32>
    %376 = stablehlo.slice %366 [1:2, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %377 = stablehlo.reshape %376 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<8192x81x3x3xf32>
    %379 = stablehlo.slice %337 [0:8192, 0:9, 1:2, 0:3, 0:3] : (tensor<8192x9x3x10x10xf32>) -> tensor<8192x9x1x3x3xf32>
    %380 = stablehlo.reshape %379 : (tensor<8192x9x1x3x3xf32>) -> tensor<8192x9x3x3xf32>
    %381 = "stablehlo.gather"(%380, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1, 3, 3>}> : (tensor<8192x9x3x3xf32>, tensor<81x1xi32>) -> tensor<8192x81x3x3xf32>
    %382 = stablehlo.multiply %378, %381 : tensor<8192x81x3x3xf32>
    %383 = stablehlo.add %375, %382 : tensor<8192x81x3x3xf32>
    %384 = stablehlo.slice %366 [2:3, 0:81] : (tensor<3x81xf32>) -> tensor<1x81xf32>
    %385 = stablehlo.reshape %384 : (tensor<1x81xf32>) -> tensor<1x81x1x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<8192x81x3x3xf32>
    %387 = stablehlo.slice %337 [0:8192, 0:9, 2:3, 0:3, 0:3] : (tensor<8192x9x3x10x10xf32>) -> tensor<8192x9x1x3x3xf32>
    %388 = stablehlo.reshape %387 : (tensor<8192x9x1x3x3xf32>) -> tensor<8192x9x3x3xf32>
    %389 = "stablehlo.gather"(%388, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1, 3, 3>}> : (tensor<8192x9x3x3xf32>, tensor<81x1xi32>) -> tensor<8192x81x3x3xf32>
    %390 = stablehlo.multiply %386, %389 : tensor<8192x81x3x3xf32>
    %391 = stablehlo.add %383, %390 : tensor<8192x81x3x3xf32>
    %392 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x729xf32>
    %c_33 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %393 = stablehlo.slice %391 [0:8192, 0:1, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %394 = stablehlo.reshape %393 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %395 = "stablehlo.scatter"(%392, %c_33, %394) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_34 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %396 = stablehlo.slice %391 [0:8192, 1:2, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %397 = stablehlo.reshape %396 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %398 = "stablehlo.scatter"(%395, %c_34, %397) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_35 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %399 = stablehlo.slice %391 [0:8192, 2:3, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %400 = stablehlo.reshape %399 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %401 = "stablehlo.scatter"(%398, %c_35, %400) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_36 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %402 = stablehlo.slice %391 [0:8192, 3:4, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %403 = stablehlo.reshape %402 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %404 = "stablehlo.scatter"(%401, %c_36, %403) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_37 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %405 = stablehlo.slice %391 [0:8192, 4:5, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %406 = stablehlo.reshape %405 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %407 = "stablehlo.scatter"(%404, %c_37, %406) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_38 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %408 = stablehlo.slice %391 [0:8192, 5:6, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %409 = stablehlo.reshape %408 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %410 = "stablehlo.scatter"(%407, %c_38, %409) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_39 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %411 = stablehlo.slice %391 [0:8192, 6:7, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %412 = stablehlo.reshape %411 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %413 = "stablehlo.scatter"(%410, %c_39, %412) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_40 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %414 = stablehlo.slice %391 [0:8192, 7:8, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %415 = stablehlo.reshape %414 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %416 = "stablehlo.scatter"(%413, %c_40, %415) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_41 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %417 = stablehlo.slice %391 [0:8192, 8:9, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %418 = stablehlo.reshape %417 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %419 = "stablehlo.scatter"(%416, %c_41, %418) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_42 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %420 = stablehlo.slice %391 [0:8192, 9:10, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %421 = stablehlo.reshape %420 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %422 = "stablehlo.scatter"(%419, %c_42, %421) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_43 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %423 = stablehlo.slice %391 [0:8192, 10:11, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %424 = stablehlo.reshape %423 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %425 = "stablehlo.scatter"(%422, %c_43, %424) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_44 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %426 = stablehlo.slice %391 [0:8192, 11:12, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %427 = stablehlo.reshape %426 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %428 = "stablehlo.scatter"(%425, %c_44, %427) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_45 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %429 = stablehlo.slice %391 [0:8192, 12:13, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %430 = stablehlo.reshape %429 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %431 = "stablehlo.scatter"(%428, %c_45, %430) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_46 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %432 = stablehlo.slice %391 [0:8192, 13:14, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %433 = stablehlo.reshape %432 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %434 = "stablehlo.scatter"(%431, %c_46, %433) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_47 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %435 = stablehlo.slice %391 [0:8192, 14:15, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %436 = stablehlo.reshape %435 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %437 = "stablehlo.scatter"(%434, %c_47, %436) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_48 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %438 = stablehlo.slice %391 [0:8192, 15:16, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %439 = stablehlo.reshape %438 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %440 = "stablehlo.scatter"(%437, %c_48, %439) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_49 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %441 = stablehlo.slice %391 [0:8192, 16:17, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %442 = stablehlo.reshape %441 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %443 = "stablehlo.scatter"(%440, %c_49, %442) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_50 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %444 = stablehlo.slice %391 [0:8192, 17:18, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %445 = stablehlo.reshape %444 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %446 = "stablehlo.scatter"(%443, %c_50, %445) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_51 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %447 = stablehlo.slice %391 [0:8192, 18:19, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %448 = stablehlo.reshape %447 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %449 = "stablehlo.scatter"(%446, %c_51, %448) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_52 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %450 = stablehlo.slice %391 [0:8192, 19:20, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %451 = stablehlo.reshape %450 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %452 = "stablehlo.scatter"(%449, %c_52, %451) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_53 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %453 = stablehlo.slice %391 [0:8192, 20:21, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %454 = stablehlo.reshape %453 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %455 = "stablehlo.scatter"(%452, %c_53, %454) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_54 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %456 = stablehlo.slice %391 [0:8192, 21:22, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %457 = stablehlo.reshape %456 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %458 = "stablehlo.scatter"(%455, %c_54, %457) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_55 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %459 = stablehlo.slice %391 [0:8192, 22:23, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %460 = stablehlo.reshape %459 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %461 = "stablehlo.scatter"(%458, %c_55, %460) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_56 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %462 = stablehlo.slice %391 [0:8192, 23:24, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %463 = stablehlo.reshape %462 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %464 = "stablehlo.scatter"(%461, %c_56, %463) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_57 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %465 = stablehlo.slice %391 [0:8192, 24:25, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %466 = stablehlo.reshape %465 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %467 = "stablehlo.scatter"(%464, %c_57, %466) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_58 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %468 = stablehlo.slice %391 [0:8192, 25:26, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %469 = stablehlo.reshape %468 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %470 = "stablehlo.scatter"(%467, %c_58, %469) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_59 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %471 = stablehlo.slice %391 [0:8192, 26:27, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %472 = stablehlo.reshape %471 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %473 = "stablehlo.scatter"(%470, %c_59, %472) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_60 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %474 = stablehlo.slice %391 [0:8192, 27:28, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %475 = stablehlo.reshape %474 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %476 = "stablehlo.scatter"(%473, %c_60, %475) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_61 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %477 = stablehlo.slice %391 [0:8192, 28:29, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %478 = stablehlo.reshape %477 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %479 = "stablehlo.scatter"(%476, %c_61, %478) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_62 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %480 = stablehlo.slice %391 [0:8192, 29:30, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %481 = stablehlo.reshape %480 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %482 = "stablehlo.scatter"(%479, %c_62, %481) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_63 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %483 = stablehlo.slice %391 [0:8192, 30:31, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %484 = stablehlo.reshape %483 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %485 = "stablehlo.scatter"(%482, %c_63, %484) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_64 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %486 = stablehlo.slice %391 [0:8192, 31:32, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %487 = stablehlo.reshape %486 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %488 = "stablehlo.scatter"(%485, %c_64, %487) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_65 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %489 = stablehlo.slice %391 [0:8192, 32:33, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %490 = stablehlo.reshape %489 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %491 = "stablehlo.scatter"(%488, %c_65, %490) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_66 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %492 = stablehlo.slice %391 [0:8192, 33:34, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %493 = stablehlo.reshape %492 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %494 = "stablehlo.scatter"(%491, %c_66, %493) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_67 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %495 = stablehlo.slice %391 [0:8192, 34:35, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %496 = stablehlo.reshape %495 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %497 = "stablehlo.scatter"(%494, %c_67, %496) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_68 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %498 = stablehlo.slice %391 [0:8192, 35:36, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %499 = stablehlo.reshape %498 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %500 = "stablehlo.scatter"(%497, %c_68, %499) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_69 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %501 = stablehlo.slice %391 [0:8192, 36:37, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %502 = stablehlo.reshape %501 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %503 = "stablehlo.scatter"(%500, %c_69, %502) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_70 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %504 = stablehlo.slice %391 [0:8192, 37:38, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %505 = stablehlo.reshape %504 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %506 = "stablehlo.scatter"(%503, %c_70, %505) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_71 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %507 = stablehlo.slice %391 [0:8192, 38:39, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %508 = stablehlo.reshape %507 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %509 = "stablehlo.scatter"(%506, %c_71, %508) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_72 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %510 = stablehlo.slice %391 [0:8192, 39:40, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %511 = stablehlo.reshape %510 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %512 = "stablehlo.scatter"(%509, %c_72, %511) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_73 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %513 = stablehlo.slice %391 [0:8192, 40:41, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %514 = stablehlo.reshape %513 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %515 = "stablehlo.scatter"(%512, %c_73, %514) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_74 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %516 = stablehlo.slice %391 [0:8192, 41:42, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %517 = stablehlo.reshape %516 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %518 = "stablehlo.scatter"(%515, %c_74, %517) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_75 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %519 = stablehlo.slice %391 [0:8192, 42:43, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %520 = stablehlo.reshape %519 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %521 = "stablehlo.scatter"(%518, %c_75, %520) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_76 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %522 = stablehlo.slice %391 [0:8192, 43:44, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %523 = stablehlo.reshape %522 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %524 = "stablehlo.scatter"(%521, %c_76, %523) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_77 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %525 = stablehlo.slice %391 [0:8192, 44:45, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %526 = stablehlo.reshape %525 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %527 = "stablehlo.scatter"(%524, %c_77, %526) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_78 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %528 = stablehlo.slice %391 [0:8192, 45:46, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %529 = stablehlo.reshape %528 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %530 = "stablehlo.scatter"(%527, %c_78, %529) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_79 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %531 = stablehlo.slice %391 [0:8192, 46:47, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %532 = stablehlo.reshape %531 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %533 = "stablehlo.scatter"(%530, %c_79, %532) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_80 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %534 = stablehlo.slice %391 [0:8192, 47:48, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %535 = stablehlo.reshape %534 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %536 = "stablehlo.scatter"(%533, %c_80, %535) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_81 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %537 = stablehlo.slice %391 [0:8192, 48:49, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %538 = stablehlo.reshape %537 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %539 = "stablehlo.scatter"(%536, %c_81, %538) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_82 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %540 = stablehlo.slice %391 [0:8192, 49:50, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %541 = stablehlo.reshape %540 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %542 = "stablehlo.scatter"(%539, %c_82, %541) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_83 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %543 = stablehlo.slice %391 [0:8192, 50:51, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %544 = stablehlo.reshape %543 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %545 = "stablehlo.scatter"(%542, %c_83, %544) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_84 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %546 = stablehlo.slice %391 [0:8192, 51:52, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %547 = stablehlo.reshape %546 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %548 = "stablehlo.scatter"(%545, %c_84, %547) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_85 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %549 = stablehlo.slice %391 [0:8192, 52:53, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %550 = stablehlo.reshape %549 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %551 = "stablehlo.scatter"(%548, %c_85, %550) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_86 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %552 = stablehlo.slice %391 [0:8192, 53:54, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %553 = stablehlo.reshape %552 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %554 = "stablehlo.scatter"(%551, %c_86, %553) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_87 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %555 = stablehlo.slice %391 [0:8192, 54:55, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %556 = stablehlo.reshape %555 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %557 = "stablehlo.scatter"(%554, %c_87, %556) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_88 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %558 = stablehlo.slice %391 [0:8192, 55:56, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %559 = stablehlo.reshape %558 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %560 = "stablehlo.scatter"(%557, %c_88, %559) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_89 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %561 = stablehlo.slice %391 [0:8192, 56:57, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %562 = stablehlo.reshape %561 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %563 = "stablehlo.scatter"(%560, %c_89, %562) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_90 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %564 = stablehlo.slice %391 [0:8192, 57:58, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %565 = stablehlo.reshape %564 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %566 = "stablehlo.scatter"(%563, %c_90, %565) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_91 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %567 = stablehlo.slice %391 [0:8192, 58:59, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %568 = stablehlo.reshape %567 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %569 = "stablehlo.scatter"(%566, %c_91, %568) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_92 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %570 = stablehlo.slice %391 [0:8192, 59:60, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %571 = stablehlo.reshape %570 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %572 = "stablehlo.scatter"(%569, %c_92, %571) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_93 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %573 = stablehlo.slice %391 [0:8192, 60:61, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %574 = stablehlo.reshape %573 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %575 = "stablehlo.scatter"(%572, %c_93, %574) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_94 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %576 = stablehlo.slice %391 [0:8192, 61:62, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %577 = stablehlo.reshape %576 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %578 = "stablehlo.scatter"(%575, %c_94, %577) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_95 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %579 = stablehlo.slice %391 [0:8192, 62:63, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %580 = stablehlo.reshape %579 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %581 = "stablehlo.scatter"(%578, %c_95, %580) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_96 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %582 = stablehlo.slice %391 [0:8192, 63:64, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %583 = stablehlo.reshape %582 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %584 = "stablehlo.scatter"(%581, %c_96, %583) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_97 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %585 = stablehlo.slice %391 [0:8192, 64:65, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %586 = stablehlo.reshape %585 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %587 = "stablehlo.scatter"(%584, %c_97, %586) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_98 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %588 = stablehlo.slice %391 [0:8192, 65:66, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %589 = stablehlo.reshape %588 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %590 = "stablehlo.scatter"(%587, %c_98, %589) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_99 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %591 = stablehlo.slice %391 [0:8192, 66:67, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %592 = stablehlo.reshape %591 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %593 = "stablehlo.scatter"(%590, %c_99, %592) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_100 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %594 = stablehlo.slice %391 [0:8192, 67:68, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %595 = stablehlo.reshape %594 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %596 = "stablehlo.scatter"(%593, %c_100, %595) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_101 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %597 = stablehlo.slice %391 [0:8192, 68:69, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %598 = stablehlo.reshape %597 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %599 = "stablehlo.scatter"(%596, %c_101, %598) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_102 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %600 = stablehlo.slice %391 [0:8192, 69:70, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %601 = stablehlo.reshape %600 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %602 = "stablehlo.scatter"(%599, %c_102, %601) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_103 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %603 = stablehlo.slice %391 [0:8192, 70:71, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %604 = stablehlo.reshape %603 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %605 = "stablehlo.scatter"(%602, %c_103, %604) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_104 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %606 = stablehlo.slice %391 [0:8192, 71:72, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %607 = stablehlo.reshape %606 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %608 = "stablehlo.scatter"(%605, %c_104, %607) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_105 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %609 = stablehlo.slice %391 [0:8192, 72:73, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %610 = stablehlo.reshape %609 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %611 = "stablehlo.scatter"(%608, %c_105, %610) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_106 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %612 = stablehlo.slice %391 [0:8192, 73:74, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %613 = stablehlo.reshape %612 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %614 = "stablehlo.scatter"(%611, %c_106, %613) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_107 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %615 = stablehlo.slice %391 [0:8192, 74:75, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %616 = stablehlo.reshape %615 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %617 = "stablehlo.scatter"(%614, %c_107, %616) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_108 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %618 = stablehlo.slice %391 [0:8192, 75:76, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %619 = stablehlo.reshape %618 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %620 = "stablehlo.scatter"(%617, %c_108, %619) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_109 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %621 = stablehlo.slice %391 [0:8192, 76:77, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %622 = stablehlo.reshape %621 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %623 = "stablehlo.scatter"(%620, %c_109, %622) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_110 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %624 = stablehlo.slice %391 [0:8192, 77:78, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %625 = stablehlo.reshape %624 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %626 = "stablehlo.scatter"(%623, %c_110, %625) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_111 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %627 = stablehlo.slice %391 [0:8192, 78:79, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %628 = stablehlo.reshape %627 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %629 = "stablehlo.scatter"(%626, %c_111, %628) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_112 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %630 = stablehlo.slice %391 [0:8192, 79:80, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %631 = stablehlo.reshape %630 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %632 = "stablehlo.scatter"(%629, %c_112, %631) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_113 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %633 = stablehlo.slice %391 [0:8192, 80:81, 0:3, 0:3] : (tensor<8192x81x3x3xf32>) -> tensor<8192x1x3x3xf32>
    %634 = stablehlo.reshape %633 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %635 = "stablehlo.scatter"(%632, %c_113, %634) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %636 = stablehlo.reshape %635 : (tensor<8192x729xf32>) -> tensor<8192x27x27xf32>
    return %636 : tensor<8192x27x27xf32>
  }
}
