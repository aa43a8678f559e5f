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
    %367 = stablehlo.slice %337 [0:8192, 0:9, 0:1, 0:10, 0:10] : (tensor<8192x9x3x10x10xf32>) -> tensor<8192x9x1x10x10xf32>
    %368 = stablehlo.reshape %367 : (tensor<8192x9x1x10x10xf32>) -> tensor<8192x9x10x10xf32>
    %369 = "stablehlo.gather"(%368, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1, 10, 10>}> : (tensor<8192x9x10x10xf32>, tensor<81x1xi32>) -> tensor<8192x81x10x10xf32>
    %370 = stablehlo.slice %337 [0:8192, 0:9, 1:2, 0:10, 0:10] : (tensor<8192x9x3x10x10xf32>) -> tensor<8192x9x1x10x10xf32>
    %371 = stablehlo.reshape %370 : (tensor<8192x9x1x10x10xf32>) -> tensor<8192x9x10x10xf32>
    %372 = "stablehlo.gather"(%371, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1, 10, 10>}> : (tensor<8192x9x10x10xf32>, tensor<81x1xi32>) -> tensor<8192x81x10x10xf32>
    %373 = stablehlo.slice %337 [0:8192, 0:9, 2:3, 0:10, 0:10] : (tensor<8192x9x3x10x10xf32>) -> tensor<8192x9x1x10x10xf32>
    %374 = stablehlo.reshape %373 : (tensor<8192x9x1x10x10xf32>) -> tensor<8192x9x10x10xf32>
    %375 = "stablehlo.gather"(%374, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1, 10, 10>}> : (tensor<8192x9x10x10xf32>, tensor<81x1xi32>) -> tensor<8192x81x10x10xf32>
    %376 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x729xf32>
    %c_33 = stablehlo.constant dense<[[[0], [27], [54]], [[1], [28], [55]], [[2], [29], [56]]]> : tensor<3x3x1xi32>
    %377 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x1x3x3xf32>
    %378 = stablehlo.slice %366 [0:1, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %379 = stablehlo.reshape %378 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %381 = stablehlo.slice %369 [0:8192, 0:1, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<8192x1x3x3xf32>
    %383 = stablehlo.add %377, %382 : tensor<8192x1x3x3xf32>
    %384 = stablehlo.slice %366 [1:2, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %385 = stablehlo.reshape %384 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %387 = stablehlo.slice %372 [0:8192, 0:1, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<8192x1x3x3xf32>
    %389 = stablehlo.add %383, %388 : tensor<8192x1x3x3xf32>
    %390 = stablehlo.slice %366 [2:3, 0:1] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %393 = stablehlo.slice %375 [0:8192, 0:1, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %394 = stablehlo.multiply %392, %393 : tensor<8192x1x3x3xf32>
    %395 = stablehlo.add %389, %394 : tensor<8192x1x3x3xf32>
    %396 = stablehlo.reshape %395 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %397 = "stablehlo.scatter"(%376, %c_33, %396) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_34 = stablehlo.constant dense<[[[9], [36], [63]], [[10], [37], [64]], [[11], [38], [65]]]> : tensor<3x3x1xi32>
    %398 = stablehlo.slice %366 [0:1, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %399 = stablehlo.reshape %398 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %401 = stablehlo.slice %369 [0:8192, 1:2, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %402 = stablehlo.multiply %400, %401 : tensor<8192x1x3x3xf32>
    %403 = stablehlo.add %377, %402 : tensor<8192x1x3x3xf32>
    %404 = stablehlo.slice %366 [1:2, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %407 = stablehlo.slice %372 [0:8192, 1:2, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<8192x1x3x3xf32>
    %409 = stablehlo.add %403, %408 : tensor<8192x1x3x3xf32>
    %410 = stablehlo.slice %366 [2:3, 1:2] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %413 = stablehlo.slice %375 [0:8192, 1:2, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<8192x1x3x3xf32>
    %415 = stablehlo.add %409, %414 : tensor<8192x1x3x3xf32>
    %416 = stablehlo.reshape %415 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %417 = "stablehlo.scatter"(%397, %c_34, %416) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_35 = stablehlo.constant dense<[[[18], [45], [72]], [[19], [46], [73]], [[20], [47], [74]]]> : tensor<3x3x1xi32>
    %418 = stablehlo.slice %366 [0:1, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %421 = stablehlo.slice %369 [0:8192, 2:3, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<8192x1x3x3xf32>
    %423 = stablehlo.add %377, %422 : tensor<8192x1x3x3xf32>
    %424 = stablehlo.slice %366 [1:2, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %425 = stablehlo.reshape %424 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %427 = stablehlo.slice %372 [0:8192, 2:3, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<8192x1x3x3xf32>
    %429 = stablehlo.add %423, %428 : tensor<8192x1x3x3xf32>
    %430 = stablehlo.slice %366 [2:3, 2:3] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %431 = stablehlo.reshape %430 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %433 = stablehlo.slice %375 [0:8192, 2:3, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %434 = stablehlo.multiply %432, %433 : tensor<8192x1x3x3xf32>
    %435 = stablehlo.add %429, %434 : tensor<8192x1x3x3xf32>
    %436 = stablehlo.reshape %435 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %437 = "stablehlo.scatter"(%417, %c_35, %436) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_36 = stablehlo.constant dense<[[[243], [270], [297]], [[244], [271], [298]], [[245], [272], [299]]]> : tensor<3x3x1xi32>
    %438 = stablehlo.slice %366 [0:1, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %439 = stablehlo.reshape %438 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %441 = stablehlo.slice %369 [0:8192, 3:4, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<8192x1x3x3xf32>
    %443 = stablehlo.add %377, %442 : tensor<8192x1x3x3xf32>
    %444 = stablehlo.slice %366 [1:2, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %445 = stablehlo.reshape %444 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %447 = stablehlo.slice %372 [0:8192, 3:4, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %448 = stablehlo.multiply %446, %447 : tensor<8192x1x3x3xf32>
    %449 = stablehlo.add %443, %448 : tensor<8192x1x3x3xf32>
    %450 = stablehlo.slice %366 [2:3, 3:4] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %451 = stablehlo.reshape %450 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %453 = stablehlo.slice %375 [0:8192, 3:4, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<8192x1x3x3xf32>
    %455 = stablehlo.add %449, %454 : tensor<8192x1x3x3xf32>
    %456 = stablehlo.reshape %455 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %457 = "stablehlo.scatter"(%437, %c_36, %456) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_37 = stablehlo.constant dense<[[[252], [279], [306]], [[253], [280], [307]], [[254], [281], [308]]]> : tensor<3x3x1xi32>
    %458 = stablehlo.slice %366 [0:1, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %459 = stablehlo.reshape %458 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %461 = stablehlo.slice %369 [0:8192, 4:5, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<8192x1x3x3xf32>
    %463 = stablehlo.add %377, %462 : tensor<8192x1x3x3xf32>
    %464 = stablehlo.slice %366 [1:2, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %465 = stablehlo.reshape %464 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %467 = stablehlo.slice %372 [0:8192, 4:5, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %468 = stablehlo.multiply %466, %467 : tensor<8192x1x3x3xf32>
    %469 = stablehlo.add %463, %468 : tensor<8192x1x3x3xf32>
    %470 = stablehlo.slice %366 [2:3, 4:5] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %471 = stablehlo.reshape %470 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %473 = stablehlo.slice %375 [0:8192, 4:5, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<8192x1x3x3xf32>
    %475 = stablehlo.add %469, %474 : tensor<8192x1x3x3xf32>
    %476 = stablehlo.reshape %475 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %477 = "stablehlo.scatter"(%457, %c_37, %476) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_38 = stablehlo.constant dense<[[[261], [288], [315]], [[262], [289], [316]], [[263], [290], [317]]]> : tensor<3x3x1xi32>
    %478 = stablehlo.slice %366 [0:1, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %479 = stablehlo.reshape %478 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %481 = stablehlo.slice %369 [0:8192, 5:6, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<8192x1x3x3xf32>
    %483 = stablehlo.add %377, %482 : tensor<8192x1x3x3xf32>
    %484 = stablehlo.slice %366 [1:2, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %485 = stablehlo.reshape %484 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %487 = stablehlo.slice %372 [0:8192, 5:6, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %488 = stablehlo.multiply %486, %487 : tensor<8192x1x3x3xf32>
    %489 = stablehlo.add %483, %488 : tensor<8192x1x3x3xf32>
    %490 = stablehlo.slice %366 [2:3, 5:6] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %491 = stablehlo.reshape %490 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %493 = stablehlo.slice %375 [0:8192, 5:6, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<8192x1x3x3xf32>
    %495 = stablehlo.add %489, %494 : tensor<8192x1x3x3xf32>
    %496 = stablehlo.reshape %495 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %497 = "stablehlo.scatter"(%477, %c_38, %496) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_39 = stablehlo.constant dense<[[[486], [513], [540]], [[487], [514], [541]], [[488], [515], [542]]]> : tensor<3x3x1xi32>
    %498 = stablehlo.slice %366 [0:1, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %501 = stablehlo.slice %369 [0:8192, 6:7, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %502 = stablehlo.multiply %500, %501 : tensor<8192x1x3x3xf32>
    %503 = stablehlo.add %377, %502 : tensor<8192x1x3x3xf32>
    %504 = stablehlo.slice %366 [1:2, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %505 = stablehlo.reshape %504 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %507 = stablehlo.slice %372 [0:8192, 6:7, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %508 = stablehlo.multiply %506, %507 : tensor<8192x1x3x3xf32>
    %509 = stablehlo.add %503, %508 : tensor<8192x1x3x3xf32>
    %510 = stablehlo.slice %366 [2:3, 6:7] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %511 = stablehlo.reshape %510 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %513 = stablehlo.slice %375 [0:8192, 6:7, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %514 = stablehlo.multiply %512, %513 : tensor<8192x1x3x3xf32>
    %515 = stablehlo.add %509, %514 : tensor<8192x1x3x3xf32>
    %516 = stablehlo.reshape %515 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %517 = "stablehlo.scatter"(%497, %c_39, %516) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_40 = stablehlo.constant dense<[[[495], [522], [549]], [[496], [523], [550]], [[497], [524], [551]]]> : tensor<3x3x1xi32>
    %518 = stablehlo.slice %366 [0:1, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %521 = stablehlo.slice %369 [0:8192, 7:8, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<8192x1x3x3xf32>
    %523 = stablehlo.add %377, %522 : tensor<8192x1x3x3xf32>
    %524 = stablehlo.slice %366 [1:2, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %525 = stablehlo.reshape %524 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %527 = stablehlo.slice %372 [0:8192, 7:8, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %528 = stablehlo.multiply %526, %527 : tensor<8192x1x3x3xf32>
    %529 = stablehlo.add %523, %528 : tensor<8192x1x3x3xf32>
    %530 = stablehlo.slice %366 [2:3, 7:8] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %531 = stablehlo.reshape %530 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %533 = stablehlo.slice %375 [0:8192, 7:8, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<8192x1x3x3xf32>
    %535 = stablehlo.add %529, %534 : tensor<8192x1x3x3xf32>
    %536 = stablehlo.reshape %535 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %537 = "stablehlo.scatter"(%517, %c_40, %536) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_41 = stablehlo.constant dense<[[[504], [531], [558]], [[505], [532], [559]], [[506], [533], [560]]]> : tensor<3x3x1xi32>
    %538 = stablehlo.slice %366 [0:1, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %539 = stablehlo.reshape %538 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %541 = stablehlo.slice %369 [0:8192, 8:9, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<8192x1x3x3xf32>
    %543 = stablehlo.add %377, %542 : tensor<8192x1x3x3xf32>
    %544 = stablehlo.slice %366 [1:2, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %545 = stablehlo.reshape %544 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %547 = stablehlo.slice %372 [0:8192, 8:9, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<8192x1x3x3xf32>
    %549 = stablehlo.add %543, %548 : tensor<8192x1x3x3xf32>
    %550 = stablehlo.slice %366 [2:3, 8:9] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %553 = stablehlo.slice %375 [0:8192, 8:9, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<8192x1x3x3xf32>
    %555 = stablehlo.add %549, %554 : tensor<8192x1x3x3xf32>
    %556 = stablehlo.reshape %555 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %557 = "stablehlo.scatter"(%537, %c_41, %556) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_42 = stablehlo.constant dense<[[[3], [30], [57]], [[4], [31], [58]], [[5], [32], [59]]]> : tensor<3x3x1xi32>
    %558 = stablehlo.slice %366 [0:1, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %559 = stablehlo.reshape %558 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %561 = stablehlo.slice %369 [0:8192, 9:10, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<8192x1x3x3xf32>
    %563 = stablehlo.add %377, %562 : tensor<8192x1x3x3xf32>
    %564 = stablehlo.slice %366 [1:2, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %565 = stablehlo.reshape %564 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %567 = stablehlo.slice %372 [0:8192, 9:10, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %568 = stablehlo.multiply %566, %567 : tensor<8192x1x3x3xf32>
    %569 = stablehlo.add %563, %568 : tensor<8192x1x3x3xf32>
    %570 = stablehlo.slice %366 [2:3, 9:10] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %571 = stablehlo.reshape %570 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %573 = stablehlo.slice %375 [0:8192, 9:10, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %574 = stablehlo.multiply %572, %573 : tensor<8192x1x3x3xf32>
    %575 = stablehlo.add %569, %574 : tensor<8192x1x3x3xf32>
    %576 = stablehlo.reshape %575 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %577 = "stablehlo.scatter"(%557, %c_42, %576) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_43 = stablehlo.constant dense<[[[12], [39], [66]], [[13], [40], [67]], [[14], [41], [68]]]> : tensor<3x3x1xi32>
    %578 = stablehlo.slice %366 [0:1, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %579 = stablehlo.reshape %578 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %581 = stablehlo.slice %369 [0:8192, 10:11, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<8192x1x3x3xf32>
    %583 = stablehlo.add %377, %582 : tensor<8192x1x3x3xf32>
    %584 = stablehlo.slice %366 [1:2, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %585 = stablehlo.reshape %584 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %587 = stablehlo.slice %372 [0:8192, 10:11, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %588 = stablehlo.multiply %586, %587 : tensor<8192x1x3x3xf32>
    %589 = stablehlo.add %583, %588 : tensor<8192x1x3x3xf32>
    %590 = stablehlo.slice %366 [2:3, 10:11] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %591 = stablehlo.reshape %590 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %593 = stablehlo.slice %375 [0:8192, 10:11, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %594 = stablehlo.multiply %592, %593 : tensor<8192x1x3x3xf32>
    %595 = stablehlo.add %589, %594 : tensor<8192x1x3x3xf32>
    %596 = stablehlo.reshape %595 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %597 = "stablehlo.scatter"(%577, %c_43, %596) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_44 = stablehlo.constant dense<[[[21], [48], [75]], [[22], [49], [76]], [[23], [50], [77]]]> : tensor<3x3x1xi32>
    %598 = stablehlo.slice %366 [0:1, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %599 = stablehlo.reshape %598 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %601 = stablehlo.slice %369 [0:8192, 11:12, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<8192x1x3x3xf32>
    %603 = stablehlo.add %377, %602 : tensor<8192x1x3x3xf32>
    %604 = stablehlo.slice %366 [1:2, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %605 = stablehlo.reshape %604 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %607 = stablehlo.slice %372 [0:8192, 11:12, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %608 = stablehlo.multiply %606, %607 : tensor<8192x1x3x3xf32>
    %609 = stablehlo.add %603, %608 : tensor<8192x1x3x3xf32>
    %610 = stablehlo.slice %366 [2:3, 11:12] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %611 = stablehlo.reshape %610 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %613 = stablehlo.slice %375 [0:8192, 11:12, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %614 = stablehlo.multiply %612, %613 : tensor<8192x1x3x3xf32>
    %615 = stablehlo.add %609, %614 : tensor<8192x1x3x3xf32>
    %616 = stablehlo.reshape %615 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %617 = "stablehlo.scatter"(%597, %c_44, %616) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_45 = stablehlo.constant dense<[[[246], [273], [300]], [[247], [274], [301]], [[248], [275], [302]]]> : tensor<3x3x1xi32>
    %618 = stablehlo.slice %366 [0:1, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %619 = stablehlo.reshape %618 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %621 = stablehlo.slice %369 [0:8192, 12:13, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<8192x1x3x3xf32>
    %623 = stablehlo.add %377, %622 : tensor<8192x1x3x3xf32>
    %624 = stablehlo.slice %366 [1:2, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %625 = stablehlo.reshape %624 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %627 = stablehlo.slice %372 [0:8192, 12:13, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %628 = stablehlo.multiply %626, %627 : tensor<8192x1x3x3xf32>
    %629 = stablehlo.add %623, %628 : tensor<8192x1x3x3xf32>
    %630 = stablehlo.slice %366 [2:3, 12:13] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %631 = stablehlo.reshape %630 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %633 = stablehlo.slice %375 [0:8192, 12:13, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<8192x1x3x3xf32>
    %635 = stablehlo.add %629, %634 : tensor<8192x1x3x3xf32>
    %636 = stablehlo.reshape %635 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %637 = "stablehlo.scatter"(%617, %c_45, %636) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_46 = stablehlo.constant dense<[[[255], [282], [309]], [[256], [283], [310]], [[257], [284], [311]]]> : tensor<3x3x1xi32>
    %638 = stablehlo.slice %366 [0:1, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %639 = stablehlo.reshape %638 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %641 = stablehlo.slice %369 [0:8192, 13:14, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<8192x1x3x3xf32>
    %643 = stablehlo.add %377, %642 : tensor<8192x1x3x3xf32>
    %644 = stablehlo.slice %366 [1:2, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %645 = stablehlo.reshape %644 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %647 = stablehlo.slice %372 [0:8192, 13:14, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<8192x1x3x3xf32>
    %649 = stablehlo.add %643, %648 : tensor<8192x1x3x3xf32>
    %650 = stablehlo.slice %366 [2:3, 13:14] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %651 = stablehlo.reshape %650 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %653 = stablehlo.slice %375 [0:8192, 13:14, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %654 = stablehlo.multiply %652, %653 : tensor<8192x1x3x3xf32>
    %655 = stablehlo.add %649, %654 : tensor<8192x1x3x3xf32>
    %656 = stablehlo.reshape %655 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %657 = "stablehlo.scatter"(%637, %c_46, %656) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_47 = stablehlo.constant dense<[[[264], [291], [318]], [[265], [292], [319]], [[266], [293], [320]]]> : tensor<3x3x1xi32>
    %658 = stablehlo.slice %366 [0:1, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %659 = stablehlo.reshape %658 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %661 = stablehlo.slice %369 [0:8192, 14:15, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<8192x1x3x3xf32>
    %663 = stablehlo.add %377, %662 : tensor<8192x1x3x3xf32>
    %664 = stablehlo.slice %366 [1:2, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %665 = stablehlo.reshape %664 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %667 = stablehlo.slice %372 [0:8192, 14:15, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %668 = stablehlo.multiply %666, %667 : tensor<8192x1x3x3xf32>
    %669 = stablehlo.add %663, %668 : tensor<8192x1x3x3xf32>
    %670 = stablehlo.slice %366 [2:3, 14:15] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %671 = stablehlo.reshape %670 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %673 = stablehlo.slice %375 [0:8192, 14:15, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %674 = stablehlo.multiply %672, %673 : tensor<8192x1x3x3xf32>
    %675 = stablehlo.add %669, %674 : tensor<8192x1x3x3xf32>
    %676 = stablehlo.reshape %675 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %677 = "stablehlo.scatter"(%657, %c_47, %676) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_48 = stablehlo.constant dense<[[[489], [516], [543]], [[490], [517], [544]], [[491], [518], [545]]]> : tensor<3x3x1xi32>
    %678 = stablehlo.slice %366 [0:1, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %679 = stablehlo.reshape %678 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %681 = stablehlo.slice %369 [0:8192, 15:16, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<8192x1x3x3xf32>
    %683 = stablehlo.add %377, %682 : tensor<8192x1x3x3xf32>
    %684 = stablehlo.slice %366 [1:2, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %685 = stablehlo.reshape %684 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %687 = stablehlo.slice %372 [0:8192, 15:16, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %688 = stablehlo.multiply %686, %687 : tensor<8192x1x3x3xf32>
    %689 = stablehlo.add %683, %688 : tensor<8192x1x3x3xf32>
    %690 = stablehlo.slice %366 [2:3, 15:16] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %693 = stablehlo.slice %375 [0:8192, 15:16, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %694 = stablehlo.multiply %692, %693 : tensor<8192x1x3x3xf32>
    %695 = stablehlo.add %689, %694 : tensor<8192x1x3x3xf32>
    %696 = stablehlo.reshape %695 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %697 = "stablehlo.scatter"(%677, %c_48, %696) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_49 = stablehlo.constant dense<[[[498], [525], [552]], [[499], [526], [553]], [[500], [527], [554]]]> : tensor<3x3x1xi32>
    %698 = stablehlo.slice %366 [0:1, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %699 = stablehlo.reshape %698 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %701 = stablehlo.slice %369 [0:8192, 16:17, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<8192x1x3x3xf32>
    %703 = stablehlo.add %377, %702 : tensor<8192x1x3x3xf32>
    %704 = stablehlo.slice %366 [1:2, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %705 = stablehlo.reshape %704 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %707 = stablehlo.slice %372 [0:8192, 16:17, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %708 = stablehlo.multiply %706, %707 : tensor<8192x1x3x3xf32>
    %709 = stablehlo.add %703, %708 : tensor<8192x1x3x3xf32>
    %710 = stablehlo.slice %366 [2:3, 16:17] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %711 = stablehlo.reshape %710 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %713 = stablehlo.slice %375 [0:8192, 16:17, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<8192x1x3x3xf32>
    %715 = stablehlo.add %709, %714 : tensor<8192x1x3x3xf32>
    %716 = stablehlo.reshape %715 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %717 = "stablehlo.scatter"(%697, %c_49, %716) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_50 = stablehlo.constant dense<[[[507], [534], [561]], [[508], [535], [562]], [[509], [536], [563]]]> : tensor<3x3x1xi32>
    %718 = stablehlo.slice %366 [0:1, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %719 = stablehlo.reshape %718 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %721 = stablehlo.slice %369 [0:8192, 17:18, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %722 = stablehlo.multiply %720, %721 : tensor<8192x1x3x3xf32>
    %723 = stablehlo.add %377, %722 : tensor<8192x1x3x3xf32>
    %724 = stablehlo.slice %366 [1:2, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %725 = stablehlo.reshape %724 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %727 = stablehlo.slice %372 [0:8192, 17:18, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %728 = stablehlo.multiply %726, %727 : tensor<8192x1x3x3xf32>
    %729 = stablehlo.add %723, %728 : tensor<8192x1x3x3xf32>
    %730 = stablehlo.slice %366 [2:3, 17:18] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %731 = stablehlo.reshape %730 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %733 = stablehlo.slice %375 [0:8192, 17:18, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<8192x1x3x3xf32>
    %735 = stablehlo.add %729, %734 : tensor<8192x1x3x3xf32>
    %736 = stablehlo.reshape %735 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %737 = "stablehlo.scatter"(%717, %c_50, %736) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_51 = stablehlo.constant dense<[[[6], [33], [60]], [[7], [34], [61]], [[8], [35], [62]]]> : tensor<3x3x1xi32>
    %738 = stablehlo.slice %366 [0:1, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %739 = stablehlo.reshape %738 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %741 = stablehlo.slice %369 [0:8192, 18:19, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %742 = stablehlo.multiply %740, %741 : tensor<8192x1x3x3xf32>
    %743 = stablehlo.add %377, %742 : tensor<8192x1x3x3xf32>
    %744 = stablehlo.slice %366 [1:2, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %745 = stablehlo.reshape %744 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %747 = stablehlo.slice %372 [0:8192, 18:19, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %748 = stablehlo.multiply %746, %747 : tensor<8192x1x3x3xf32>
    %749 = stablehlo.add %743, %748 : tensor<8192x1x3x3xf32>
    %750 = stablehlo.slice %366 [2:3, 18:19] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %751 = stablehlo.reshape %750 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %753 = stablehlo.slice %375 [0:8192, 18:19, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %754 = stablehlo.multiply %752, %753 : tensor<8192x1x3x3xf32>
    %755 = stablehlo.add %749, %754 : tensor<8192x1x3x3xf32>
    %756 = stablehlo.reshape %755 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %757 = "stablehlo.scatter"(%737, %c_51, %756) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_52 = stablehlo.constant dense<[[[15], [42], [69]], [[16], [43], [70]], [[17], [44], [71]]]> : tensor<3x3x1xi32>
    %758 = stablehlo.slice %366 [0:1, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %759 = stablehlo.reshape %758 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %761 = stablehlo.slice %369 [0:8192, 19:20, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %762 = stablehlo.multiply %760, %761 : tensor<8192x1x3x3xf32>
    %763 = stablehlo.add %377, %762 : tensor<8192x1x3x3xf32>
    %764 = stablehlo.slice %366 [1:2, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %765 = stablehlo.reshape %764 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %767 = stablehlo.slice %372 [0:8192, 19:20, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %768 = stablehlo.multiply %766, %767 : tensor<8192x1x3x3xf32>
    %769 = stablehlo.add %763, %768 : tensor<8192x1x3x3xf32>
    %770 = stablehlo.slice %366 [2:3, 19:20] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %771 = stablehlo.reshape %770 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %773 = stablehlo.slice %375 [0:8192, 19:20, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %774 = stablehlo.multiply %772, %773 : tensor<8192x1x3x3xf32>
    %775 = stablehlo.add %769, %774 : tensor<8192x1x3x3xf32>
    %776 = stablehlo.reshape %775 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %777 = "stablehlo.scatter"(%757, %c_52, %776) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_53 = stablehlo.constant dense<[[[24], [51], [78]], [[25], [52], [79]], [[26], [53], [80]]]> : tensor<3x3x1xi32>
    %778 = stablehlo.slice %366 [0:1, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %779 = stablehlo.reshape %778 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %781 = stablehlo.slice %369 [0:8192, 20:21, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %782 = stablehlo.multiply %780, %781 : tensor<8192x1x3x3xf32>
    %783 = stablehlo.add %377, %782 : tensor<8192x1x3x3xf32>
    %784 = stablehlo.slice %366 [1:2, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %785 = stablehlo.reshape %784 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %787 = stablehlo.slice %372 [0:8192, 20:21, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %788 = stablehlo.multiply %786, %787 : tensor<8192x1x3x3xf32>
    %789 = stablehlo.add %783, %788 : tensor<8192x1x3x3xf32>
    %790 = stablehlo.slice %366 [2:3, 20:21] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %791 = stablehlo.reshape %790 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %792 = stablehlo.broadcast_in_dim %791, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %793 = stablehlo.slice %375 [0:8192, 20:21, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %794 = stablehlo.multiply %792, %793 : tensor<8192x1x3x3xf32>
    %795 = stablehlo.add %789, %794 : tensor<8192x1x3x3xf32>
    %796 = stablehlo.reshape %795 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %797 = "stablehlo.scatter"(%777, %c_53, %796) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_54 = stablehlo.constant dense<[[[249], [276], [303]], [[250], [277], [304]], [[251], [278], [305]]]> : tensor<3x3x1xi32>
    %798 = stablehlo.slice %366 [0:1, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %799 = stablehlo.reshape %798 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %801 = stablehlo.slice %369 [0:8192, 21:22, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %802 = stablehlo.multiply %800, %801 : tensor<8192x1x3x3xf32>
    %803 = stablehlo.add %377, %802 : tensor<8192x1x3x3xf32>
    %804 = stablehlo.slice %366 [1:2, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %805 = stablehlo.reshape %804 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %807 = stablehlo.slice %372 [0:8192, 21:22, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<8192x1x3x3xf32>
    %809 = stablehlo.add %803, %808 : tensor<8192x1x3x3xf32>
    %810 = stablehlo.slice %366 [2:3, 21:22] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %811 = stablehlo.reshape %810 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %813 = stablehlo.slice %375 [0:8192, 21:22, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %814 = stablehlo.multiply %812, %813 : tensor<8192x1x3x3xf32>
    %815 = stablehlo.add %809, %814 : tensor<8192x1x3x3xf32>
    %816 = stablehlo.reshape %815 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %817 = "stablehlo.scatter"(%797, %c_54, %816) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_55 = stablehlo.constant dense<[[[258], [285], [312]], [[259], [286], [313]], [[260], [287], [314]]]> : tensor<3x3x1xi32>
    %818 = stablehlo.slice %366 [0:1, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %819 = stablehlo.reshape %818 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %821 = stablehlo.slice %369 [0:8192, 22:23, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %822 = stablehlo.multiply %820, %821 : tensor<8192x1x3x3xf32>
    %823 = stablehlo.add %377, %822 : tensor<8192x1x3x3xf32>
    %824 = stablehlo.slice %366 [1:2, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %825 = stablehlo.reshape %824 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %827 = stablehlo.slice %372 [0:8192, 22:23, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %828 = stablehlo.multiply %826, %827 : tensor<8192x1x3x3xf32>
    %829 = stablehlo.add %823, %828 : tensor<8192x1x3x3xf32>
    %830 = stablehlo.slice %366 [2:3, 22:23] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %831 = stablehlo.reshape %830 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %833 = stablehlo.slice %375 [0:8192, 22:23, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %834 = stablehlo.multiply %832, %833 : tensor<8192x1x3x3xf32>
    %835 = stablehlo.add %829, %834 : tensor<8192x1x3x3xf32>
    %836 = stablehlo.reshape %835 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %837 = "stablehlo.scatter"(%817, %c_55, %836) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_56 = stablehlo.constant dense<[[[267], [294], [321]], [[268], [295], [322]], [[269], [296], [323]]]> : tensor<3x3x1xi32>
    %838 = stablehlo.slice %366 [0:1, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %839 = stablehlo.reshape %838 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %841 = stablehlo.slice %369 [0:8192, 23:24, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %842 = stablehlo.multiply %840, %841 : tensor<8192x1x3x3xf32>
    %843 = stablehlo.add %377, %842 : tensor<8192x1x3x3xf32>
    %844 = stablehlo.slice %366 [1:2, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %845 = stablehlo.reshape %844 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %846 = stablehlo.broadcast_in_dim %845, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %847 = stablehlo.slice %372 [0:8192, 23:24, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %848 = stablehlo.multiply %846, %847 : tensor<8192x1x3x3xf32>
    %849 = stablehlo.add %843, %848 : tensor<8192x1x3x3xf32>
    %850 = stablehlo.slice %366 [2:3, 23:24] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %851 = stablehlo.reshape %850 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %852 = stablehlo.broadcast_in_dim %851, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %853 = stablehlo.slice %375 [0:8192, 23:24, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %854 = stablehlo.multiply %852, %853 : tensor<8192x1x3x3xf32>
    %855 = stablehlo.add %849, %854 : tensor<8192x1x3x3xf32>
    %856 = stablehlo.reshape %855 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %857 = "stablehlo.scatter"(%837, %c_56, %856) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_57 = stablehlo.constant dense<[[[492], [519], [546]], [[493], [520], [547]], [[494], [521], [548]]]> : tensor<3x3x1xi32>
    %858 = stablehlo.slice %366 [0:1, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %859 = stablehlo.reshape %858 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %861 = stablehlo.slice %369 [0:8192, 24:25, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %862 = stablehlo.multiply %860, %861 : tensor<8192x1x3x3xf32>
    %863 = stablehlo.add %377, %862 : tensor<8192x1x3x3xf32>
    %864 = stablehlo.slice %366 [1:2, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %865 = stablehlo.reshape %864 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %867 = stablehlo.slice %372 [0:8192, 24:25, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %868 = stablehlo.multiply %866, %867 : tensor<8192x1x3x3xf32>
    %869 = stablehlo.add %863, %868 : tensor<8192x1x3x3xf32>
    %870 = stablehlo.slice %366 [2:3, 24:25] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %871 = stablehlo.reshape %870 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %873 = stablehlo.slice %375 [0:8192, 24:25, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %874 = stablehlo.multiply %872, %873 : tensor<8192x1x3x3xf32>
    %875 = stablehlo.add %869, %874 : tensor<8192x1x3x3xf32>
    %876 = stablehlo.reshape %875 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %877 = "stablehlo.scatter"(%857, %c_57, %876) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_58 = stablehlo.constant dense<[[[501], [528], [555]], [[502], [529], [556]], [[503], [530], [557]]]> : tensor<3x3x1xi32>
    %878 = stablehlo.slice %366 [0:1, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %879 = stablehlo.reshape %878 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %880 = stablehlo.broadcast_in_dim %879, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %881 = stablehlo.slice %369 [0:8192, 25:26, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %882 = stablehlo.multiply %880, %881 : tensor<8192x1x3x3xf32>
    %883 = stablehlo.add %377, %882 : tensor<8192x1x3x3xf32>
    %884 = stablehlo.slice %366 [1:2, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %885 = stablehlo.reshape %884 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %887 = stablehlo.slice %372 [0:8192, 25:26, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %888 = stablehlo.multiply %886, %887 : tensor<8192x1x3x3xf32>
    %889 = stablehlo.add %883, %888 : tensor<8192x1x3x3xf32>
    %890 = stablehlo.slice %366 [2:3, 25:26] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %891 = stablehlo.reshape %890 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %893 = stablehlo.slice %375 [0:8192, 25:26, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %894 = stablehlo.multiply %892, %893 : tensor<8192x1x3x3xf32>
    %895 = stablehlo.add %889, %894 : tensor<8192x1x3x3xf32>
    %896 = stablehlo.reshape %895 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %897 = "stablehlo.scatter"(%877, %c_58, %896) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_59 = stablehlo.constant dense<[[[510], [537], [564]], [[511], [538], [565]], [[512], [539], [566]]]> : tensor<3x3x1xi32>
    %898 = stablehlo.slice %366 [0:1, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %899 = stablehlo.reshape %898 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %901 = stablehlo.slice %369 [0:8192, 26:27, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %902 = stablehlo.multiply %900, %901 : tensor<8192x1x3x3xf32>
    %903 = stablehlo.add %377, %902 : tensor<8192x1x3x3xf32>
    %904 = stablehlo.slice %366 [1:2, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %905 = stablehlo.reshape %904 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %907 = stablehlo.slice %372 [0:8192, 26:27, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %908 = stablehlo.multiply %906, %907 : tensor<8192x1x3x3xf32>
    %909 = stablehlo.add %903, %908 : tensor<8192x1x3x3xf32>
    %910 = stablehlo.slice %366 [2:3, 26:27] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %911 = stablehlo.reshape %910 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %913 = stablehlo.slice %375 [0:8192, 26:27, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %914 = stablehlo.multiply %912, %913 : tensor<8192x1x3x3xf32>
    %915 = stablehlo.add %909, %914 : tensor<8192x1x3x3xf32>
    %916 = stablehlo.reshape %915 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %917 = "stablehlo.scatter"(%897, %c_59, %916) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_60 = stablehlo.constant dense<[[[81], [108], [135]], [[82], [109], [136]], [[83], [110], [137]]]> : tensor<3x3x1xi32>
    %918 = stablehlo.slice %366 [0:1, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %919 = stablehlo.reshape %918 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %920 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %921 = stablehlo.slice %369 [0:8192, 27:28, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %922 = stablehlo.multiply %920, %921 : tensor<8192x1x3x3xf32>
    %923 = stablehlo.add %377, %922 : tensor<8192x1x3x3xf32>
    %924 = stablehlo.slice %366 [1:2, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %925 = stablehlo.reshape %924 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %927 = stablehlo.slice %372 [0:8192, 27:28, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<8192x1x3x3xf32>
    %929 = stablehlo.add %923, %928 : tensor<8192x1x3x3xf32>
    %930 = stablehlo.slice %366 [2:3, 27:28] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %931 = stablehlo.reshape %930 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %933 = stablehlo.slice %375 [0:8192, 27:28, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %934 = stablehlo.multiply %932, %933 : tensor<8192x1x3x3xf32>
    %935 = stablehlo.add %929, %934 : tensor<8192x1x3x3xf32>
    %936 = stablehlo.reshape %935 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %937 = "stablehlo.scatter"(%917, %c_60, %936) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_61 = stablehlo.constant dense<[[[90], [117], [144]], [[91], [118], [145]], [[92], [119], [146]]]> : tensor<3x3x1xi32>
    %938 = stablehlo.slice %366 [0:1, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %939 = stablehlo.reshape %938 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %941 = stablehlo.slice %369 [0:8192, 28:29, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %942 = stablehlo.multiply %940, %941 : tensor<8192x1x3x3xf32>
    %943 = stablehlo.add %377, %942 : tensor<8192x1x3x3xf32>
    %944 = stablehlo.slice %366 [1:2, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %945 = stablehlo.reshape %944 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %946 = stablehlo.broadcast_in_dim %945, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %947 = stablehlo.slice %372 [0:8192, 28:29, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %948 = stablehlo.multiply %946, %947 : tensor<8192x1x3x3xf32>
    %949 = stablehlo.add %943, %948 : tensor<8192x1x3x3xf32>
    %950 = stablehlo.slice %366 [2:3, 28:29] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %951 = stablehlo.reshape %950 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %953 = stablehlo.slice %375 [0:8192, 28:29, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %954 = stablehlo.multiply %952, %953 : tensor<8192x1x3x3xf32>
    %955 = stablehlo.add %949, %954 : tensor<8192x1x3x3xf32>
    %956 = stablehlo.reshape %955 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %957 = "stablehlo.scatter"(%937, %c_61, %956) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_62 = stablehlo.constant dense<[[[99], [126], [153]], [[100], [127], [154]], [[101], [128], [155]]]> : tensor<3x3x1xi32>
    %958 = stablehlo.slice %366 [0:1, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %959 = stablehlo.reshape %958 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %961 = stablehlo.slice %369 [0:8192, 29:30, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %962 = stablehlo.multiply %960, %961 : tensor<8192x1x3x3xf32>
    %963 = stablehlo.add %377, %962 : tensor<8192x1x3x3xf32>
    %964 = stablehlo.slice %366 [1:2, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %965 = stablehlo.reshape %964 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %967 = stablehlo.slice %372 [0:8192, 29:30, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %968 = stablehlo.multiply %966, %967 : tensor<8192x1x3x3xf32>
    %969 = stablehlo.add %963, %968 : tensor<8192x1x3x3xf32>
    %970 = stablehlo.slice %366 [2:3, 29:30] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %971 = stablehlo.reshape %970 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %973 = stablehlo.slice %375 [0:8192, 29:30, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %974 = stablehlo.multiply %972, %973 : tensor<8192x1x3x3xf32>
    %975 = stablehlo.add %969, %974 : tensor<8192x1x3x3xf32>
    %976 = stablehlo.reshape %975 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %977 = "stablehlo.scatter"(%957, %c_62, %976) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_63 = stablehlo.constant dense<[[[324], [351], [378]], [[325], [352], [379]], [[326], [353], [380]]]> : tensor<3x3x1xi32>
    %978 = stablehlo.slice %366 [0:1, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %979 = stablehlo.reshape %978 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %981 = stablehlo.slice %369 [0:8192, 30:31, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %982 = stablehlo.multiply %980, %981 : tensor<8192x1x3x3xf32>
    %983 = stablehlo.add %377, %982 : tensor<8192x1x3x3xf32>
    %984 = stablehlo.slice %366 [1:2, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %985 = stablehlo.reshape %984 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %986 = stablehlo.broadcast_in_dim %985, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %987 = stablehlo.slice %372 [0:8192, 30:31, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %988 = stablehlo.multiply %986, %987 : tensor<8192x1x3x3xf32>
    %989 = stablehlo.add %983, %988 : tensor<8192x1x3x3xf32>
    %990 = stablehlo.slice %366 [2:3, 30:31] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %991 = stablehlo.reshape %990 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %992 = stablehlo.broadcast_in_dim %991, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %993 = stablehlo.slice %375 [0:8192, 30:31, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %994 = stablehlo.multiply %992, %993 : tensor<8192x1x3x3xf32>
    %995 = stablehlo.add %989, %994 : tensor<8192x1x3x3xf32>
    %996 = stablehlo.reshape %995 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %997 = "stablehlo.scatter"(%977, %c_63, %996) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_64 = stablehlo.constant dense<[[[333], [360], [387]], [[334], [361], [388]], [[335], [362], [389]]]> : tensor<3x3x1xi32>
    %998 = stablehlo.slice %366 [0:1, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %999 = stablehlo.reshape %998 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1001 = stablehlo.slice %369 [0:8192, 31:32, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1002 = stablehlo.multiply %1000, %1001 : tensor<8192x1x3x3xf32>
    %1003 = stablehlo.add %377, %1002 : tensor<8192x1x3x3xf32>
    %1004 = stablehlo.slice %366 [1:2, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1005 = stablehlo.reshape %1004 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1007 = stablehlo.slice %372 [0:8192, 31:32, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1008 = stablehlo.multiply %1006, %1007 : tensor<8192x1x3x3xf32>
    %1009 = stablehlo.add %1003, %1008 : tensor<8192x1x3x3xf32>
    %1010 = stablehlo.slice %366 [2:3, 31:32] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1013 = stablehlo.slice %375 [0:8192, 31:32, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1014 = stablehlo.multiply %1012, %1013 : tensor<8192x1x3x3xf32>
    %1015 = stablehlo.add %1009, %1014 : tensor<8192x1x3x3xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1017 = "stablehlo.scatter"(%997, %c_64, %1016) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_65 = stablehlo.constant dense<[[[342], [369], [396]], [[343], [370], [397]], [[344], [371], [398]]]> : tensor<3x3x1xi32>
    %1018 = stablehlo.slice %366 [0:1, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1021 = stablehlo.slice %369 [0:8192, 32:33, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1022 = stablehlo.multiply %1020, %1021 : tensor<8192x1x3x3xf32>
    %1023 = stablehlo.add %377, %1022 : tensor<8192x1x3x3xf32>
    %1024 = stablehlo.slice %366 [1:2, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1025 = stablehlo.reshape %1024 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1027 = stablehlo.slice %372 [0:8192, 32:33, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1028 = stablehlo.multiply %1026, %1027 : tensor<8192x1x3x3xf32>
    %1029 = stablehlo.add %1023, %1028 : tensor<8192x1x3x3xf32>
    %1030 = stablehlo.slice %366 [2:3, 32:33] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1031 = stablehlo.reshape %1030 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1033 = stablehlo.slice %375 [0:8192, 32:33, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1034 = stablehlo.multiply %1032, %1033 : tensor<8192x1x3x3xf32>
    %1035 = stablehlo.add %1029, %1034 : tensor<8192x1x3x3xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1037 = "stablehlo.scatter"(%1017, %c_65, %1036) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_66 = stablehlo.constant dense<[[[567], [594], [621]], [[568], [595], [622]], [[569], [596], [623]]]> : tensor<3x3x1xi32>
    %1038 = stablehlo.slice %366 [0:1, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1039 = stablehlo.reshape %1038 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1040 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1041 = stablehlo.slice %369 [0:8192, 33:34, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1042 = stablehlo.multiply %1040, %1041 : tensor<8192x1x3x3xf32>
    %1043 = stablehlo.add %377, %1042 : tensor<8192x1x3x3xf32>
    %1044 = stablehlo.slice %366 [1:2, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1045 = stablehlo.reshape %1044 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1047 = stablehlo.slice %372 [0:8192, 33:34, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1048 = stablehlo.multiply %1046, %1047 : tensor<8192x1x3x3xf32>
    %1049 = stablehlo.add %1043, %1048 : tensor<8192x1x3x3xf32>
    %1050 = stablehlo.slice %366 [2:3, 33:34] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1051 = stablehlo.reshape %1050 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1052 = stablehlo.broadcast_in_dim %1051, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1053 = stablehlo.slice %375 [0:8192, 33:34, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1054 = stablehlo.multiply %1052, %1053 : tensor<8192x1x3x3xf32>
    %1055 = stablehlo.add %1049, %1054 : tensor<8192x1x3x3xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1057 = "stablehlo.scatter"(%1037, %c_66, %1056) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_67 = stablehlo.constant dense<[[[576], [603], [630]], [[577], [604], [631]], [[578], [605], [632]]]> : tensor<3x3x1xi32>
    %1058 = stablehlo.slice %366 [0:1, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1061 = stablehlo.slice %369 [0:8192, 34:35, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1062 = stablehlo.multiply %1060, %1061 : tensor<8192x1x3x3xf32>
    %1063 = stablehlo.add %377, %1062 : tensor<8192x1x3x3xf32>
    %1064 = stablehlo.slice %366 [1:2, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1066 = stablehlo.broadcast_in_dim %1065, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1067 = stablehlo.slice %372 [0:8192, 34:35, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1068 = stablehlo.multiply %1066, %1067 : tensor<8192x1x3x3xf32>
    %1069 = stablehlo.add %1063, %1068 : tensor<8192x1x3x3xf32>
    %1070 = stablehlo.slice %366 [2:3, 34:35] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1072 = stablehlo.broadcast_in_dim %1071, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1073 = stablehlo.slice %375 [0:8192, 34:35, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1074 = stablehlo.multiply %1072, %1073 : tensor<8192x1x3x3xf32>
    %1075 = stablehlo.add %1069, %1074 : tensor<8192x1x3x3xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1077 = "stablehlo.scatter"(%1057, %c_67, %1076) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_68 = stablehlo.constant dense<[[[585], [612], [639]], [[586], [613], [640]], [[587], [614], [641]]]> : tensor<3x3x1xi32>
    %1078 = stablehlo.slice %366 [0:1, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1079 = stablehlo.reshape %1078 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1080 = stablehlo.broadcast_in_dim %1079, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1081 = stablehlo.slice %369 [0:8192, 35:36, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1082 = stablehlo.multiply %1080, %1081 : tensor<8192x1x3x3xf32>
    %1083 = stablehlo.add %377, %1082 : tensor<8192x1x3x3xf32>
    %1084 = stablehlo.slice %366 [1:2, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1085 = stablehlo.reshape %1084 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1087 = stablehlo.slice %372 [0:8192, 35:36, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<8192x1x3x3xf32>
    %1089 = stablehlo.add %1083, %1088 : tensor<8192x1x3x3xf32>
    %1090 = stablehlo.slice %366 [2:3, 35:36] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1092 = stablehlo.broadcast_in_dim %1091, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1093 = stablehlo.slice %375 [0:8192, 35:36, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1094 = stablehlo.multiply %1092, %1093 : tensor<8192x1x3x3xf32>
    %1095 = stablehlo.add %1089, %1094 : tensor<8192x1x3x3xf32>
    %1096 = stablehlo.reshape %1095 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1097 = "stablehlo.scatter"(%1077, %c_68, %1096) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_69 = stablehlo.constant dense<[[[84], [111], [138]], [[85], [112], [139]], [[86], [113], [140]]]> : tensor<3x3x1xi32>
    %1098 = stablehlo.slice %366 [0:1, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1099 = stablehlo.reshape %1098 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1100 = stablehlo.broadcast_in_dim %1099, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1101 = stablehlo.slice %369 [0:8192, 36:37, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1102 = stablehlo.multiply %1100, %1101 : tensor<8192x1x3x3xf32>
    %1103 = stablehlo.add %377, %1102 : tensor<8192x1x3x3xf32>
    %1104 = stablehlo.slice %366 [1:2, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1105 = stablehlo.reshape %1104 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1107 = stablehlo.slice %372 [0:8192, 36:37, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1108 = stablehlo.multiply %1106, %1107 : tensor<8192x1x3x3xf32>
    %1109 = stablehlo.add %1103, %1108 : tensor<8192x1x3x3xf32>
    %1110 = stablehlo.slice %366 [2:3, 36:37] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1111 = stablehlo.reshape %1110 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1113 = stablehlo.slice %375 [0:8192, 36:37, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1114 = stablehlo.multiply %1112, %1113 : tensor<8192x1x3x3xf32>
    %1115 = stablehlo.add %1109, %1114 : tensor<8192x1x3x3xf32>
    %1116 = stablehlo.reshape %1115 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1117 = "stablehlo.scatter"(%1097, %c_69, %1116) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_70 = stablehlo.constant dense<[[[93], [120], [147]], [[94], [121], [148]], [[95], [122], [149]]]> : tensor<3x3x1xi32>
    %1118 = stablehlo.slice %366 [0:1, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1119 = stablehlo.reshape %1118 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1121 = stablehlo.slice %369 [0:8192, 37:38, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1122 = stablehlo.multiply %1120, %1121 : tensor<8192x1x3x3xf32>
    %1123 = stablehlo.add %377, %1122 : tensor<8192x1x3x3xf32>
    %1124 = stablehlo.slice %366 [1:2, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1125 = stablehlo.reshape %1124 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1127 = stablehlo.slice %372 [0:8192, 37:38, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1128 = stablehlo.multiply %1126, %1127 : tensor<8192x1x3x3xf32>
    %1129 = stablehlo.add %1123, %1128 : tensor<8192x1x3x3xf32>
    %1130 = stablehlo.slice %366 [2:3, 37:38] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1131 = stablehlo.reshape %1130 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1132 = stablehlo.broadcast_in_dim %1131, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1133 = stablehlo.slice %375 [0:8192, 37:38, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1134 = stablehlo.multiply %1132, %1133 : tensor<8192x1x3x3xf32>
    %1135 = stablehlo.add %1129, %1134 : tensor<8192x1x3x3xf32>
    %1136 = stablehlo.reshape %1135 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1137 = "stablehlo.scatter"(%1117, %c_70, %1136) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_71 = stablehlo.constant dense<[[[102], [129], [156]], [[103], [130], [157]], [[104], [131], [158]]]> : tensor<3x3x1xi32>
    %1138 = stablehlo.slice %366 [0:1, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1139 = stablehlo.reshape %1138 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1140 = stablehlo.broadcast_in_dim %1139, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1141 = stablehlo.slice %369 [0:8192, 38:39, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1142 = stablehlo.multiply %1140, %1141 : tensor<8192x1x3x3xf32>
    %1143 = stablehlo.add %377, %1142 : tensor<8192x1x3x3xf32>
    %1144 = stablehlo.slice %366 [1:2, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1147 = stablehlo.slice %372 [0:8192, 38:39, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1148 = stablehlo.multiply %1146, %1147 : tensor<8192x1x3x3xf32>
    %1149 = stablehlo.add %1143, %1148 : tensor<8192x1x3x3xf32>
    %1150 = stablehlo.slice %366 [2:3, 38:39] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1151 = stablehlo.reshape %1150 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1153 = stablehlo.slice %375 [0:8192, 38:39, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1154 = stablehlo.multiply %1152, %1153 : tensor<8192x1x3x3xf32>
    %1155 = stablehlo.add %1149, %1154 : tensor<8192x1x3x3xf32>
    %1156 = stablehlo.reshape %1155 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1157 = "stablehlo.scatter"(%1137, %c_71, %1156) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_72 = stablehlo.constant dense<[[[327], [354], [381]], [[328], [355], [382]], [[329], [356], [383]]]> : tensor<3x3x1xi32>
    %1158 = stablehlo.slice %366 [0:1, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1159 = stablehlo.reshape %1158 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1160 = stablehlo.broadcast_in_dim %1159, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1161 = stablehlo.slice %369 [0:8192, 39:40, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1162 = stablehlo.multiply %1160, %1161 : tensor<8192x1x3x3xf32>
    %1163 = stablehlo.add %377, %1162 : tensor<8192x1x3x3xf32>
    %1164 = stablehlo.slice %366 [1:2, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1165 = stablehlo.reshape %1164 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1167 = stablehlo.slice %372 [0:8192, 39:40, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1168 = stablehlo.multiply %1166, %1167 : tensor<8192x1x3x3xf32>
    %1169 = stablehlo.add %1163, %1168 : tensor<8192x1x3x3xf32>
    %1170 = stablehlo.slice %366 [2:3, 39:40] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1171 = stablehlo.reshape %1170 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1173 = stablehlo.slice %375 [0:8192, 39:40, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1174 = stablehlo.multiply %1172, %1173 : tensor<8192x1x3x3xf32>
    %1175 = stablehlo.add %1169, %1174 : tensor<8192x1x3x3xf32>
    %1176 = stablehlo.reshape %1175 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1177 = "stablehlo.scatter"(%1157, %c_72, %1176) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_73 = stablehlo.constant dense<[[[336], [363], [390]], [[337], [364], [391]], [[338], [365], [392]]]> : tensor<3x3x1xi32>
    %1178 = stablehlo.slice %366 [0:1, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1179 = stablehlo.reshape %1178 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1180 = stablehlo.broadcast_in_dim %1179, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1181 = stablehlo.slice %369 [0:8192, 40:41, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1182 = stablehlo.multiply %1180, %1181 : tensor<8192x1x3x3xf32>
    %1183 = stablehlo.add %377, %1182 : tensor<8192x1x3x3xf32>
    %1184 = stablehlo.slice %366 [1:2, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1185 = stablehlo.reshape %1184 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1187 = stablehlo.slice %372 [0:8192, 40:41, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1188 = stablehlo.multiply %1186, %1187 : tensor<8192x1x3x3xf32>
    %1189 = stablehlo.add %1183, %1188 : tensor<8192x1x3x3xf32>
    %1190 = stablehlo.slice %366 [2:3, 40:41] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1193 = stablehlo.slice %375 [0:8192, 40:41, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1194 = stablehlo.multiply %1192, %1193 : tensor<8192x1x3x3xf32>
    %1195 = stablehlo.add %1189, %1194 : tensor<8192x1x3x3xf32>
    %1196 = stablehlo.reshape %1195 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1197 = "stablehlo.scatter"(%1177, %c_73, %1196) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_74 = stablehlo.constant dense<[[[345], [372], [399]], [[346], [373], [400]], [[347], [374], [401]]]> : tensor<3x3x1xi32>
    %1198 = stablehlo.slice %366 [0:1, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1199 = stablehlo.reshape %1198 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1200 = stablehlo.broadcast_in_dim %1199, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1201 = stablehlo.slice %369 [0:8192, 41:42, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1202 = stablehlo.multiply %1200, %1201 : tensor<8192x1x3x3xf32>
    %1203 = stablehlo.add %377, %1202 : tensor<8192x1x3x3xf32>
    %1204 = stablehlo.slice %366 [1:2, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1207 = stablehlo.slice %372 [0:8192, 41:42, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1208 = stablehlo.multiply %1206, %1207 : tensor<8192x1x3x3xf32>
    %1209 = stablehlo.add %1203, %1208 : tensor<8192x1x3x3xf32>
    %1210 = stablehlo.slice %366 [2:3, 41:42] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1211 = stablehlo.reshape %1210 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1212 = stablehlo.broadcast_in_dim %1211, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1213 = stablehlo.slice %375 [0:8192, 41:42, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<8192x1x3x3xf32>
    %1215 = stablehlo.add %1209, %1214 : tensor<8192x1x3x3xf32>
    %1216 = stablehlo.reshape %1215 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1217 = "stablehlo.scatter"(%1197, %c_74, %1216) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_75 = stablehlo.constant dense<[[[570], [597], [624]], [[571], [598], [625]], [[572], [599], [626]]]> : tensor<3x3x1xi32>
    %1218 = stablehlo.slice %366 [0:1, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1219 = stablehlo.reshape %1218 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1220 = stablehlo.broadcast_in_dim %1219, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1221 = stablehlo.slice %369 [0:8192, 42:43, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1222 = stablehlo.multiply %1220, %1221 : tensor<8192x1x3x3xf32>
    %1223 = stablehlo.add %377, %1222 : tensor<8192x1x3x3xf32>
    %1224 = stablehlo.slice %366 [1:2, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1225 = stablehlo.reshape %1224 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1226 = stablehlo.broadcast_in_dim %1225, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1227 = stablehlo.slice %372 [0:8192, 42:43, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1228 = stablehlo.multiply %1226, %1227 : tensor<8192x1x3x3xf32>
    %1229 = stablehlo.add %1223, %1228 : tensor<8192x1x3x3xf32>
    %1230 = stablehlo.slice %366 [2:3, 42:43] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1231 = stablehlo.reshape %1230 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1232 = stablehlo.broadcast_in_dim %1231, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1233 = stablehlo.slice %375 [0:8192, 42:43, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1234 = stablehlo.multiply %1232, %1233 : tensor<8192x1x3x3xf32>
    %1235 = stablehlo.add %1229, %1234 : tensor<8192x1x3x3xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1237 = "stablehlo.scatter"(%1217, %c_75, %1236) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_76 = stablehlo.constant dense<[[[579], [606], [633]], [[580], [607], [634]], [[581], [608], [635]]]> : tensor<3x3x1xi32>
    %1238 = stablehlo.slice %366 [0:1, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1240 = stablehlo.broadcast_in_dim %1239, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1241 = stablehlo.slice %369 [0:8192, 43:44, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1242 = stablehlo.multiply %1240, %1241 : tensor<8192x1x3x3xf32>
    %1243 = stablehlo.add %377, %1242 : tensor<8192x1x3x3xf32>
    %1244 = stablehlo.slice %366 [1:2, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1246 = stablehlo.broadcast_in_dim %1245, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1247 = stablehlo.slice %372 [0:8192, 43:44, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1248 = stablehlo.multiply %1246, %1247 : tensor<8192x1x3x3xf32>
    %1249 = stablehlo.add %1243, %1248 : tensor<8192x1x3x3xf32>
    %1250 = stablehlo.slice %366 [2:3, 43:44] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1251 = stablehlo.reshape %1250 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1253 = stablehlo.slice %375 [0:8192, 43:44, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1254 = stablehlo.multiply %1252, %1253 : tensor<8192x1x3x3xf32>
    %1255 = stablehlo.add %1249, %1254 : tensor<8192x1x3x3xf32>
    %1256 = stablehlo.reshape %1255 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1257 = "stablehlo.scatter"(%1237, %c_76, %1256) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_77 = stablehlo.constant dense<[[[588], [615], [642]], [[589], [616], [643]], [[590], [617], [644]]]> : tensor<3x3x1xi32>
    %1258 = stablehlo.slice %366 [0:1, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1260 = stablehlo.broadcast_in_dim %1259, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1261 = stablehlo.slice %369 [0:8192, 44:45, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1262 = stablehlo.multiply %1260, %1261 : tensor<8192x1x3x3xf32>
    %1263 = stablehlo.add %377, %1262 : tensor<8192x1x3x3xf32>
    %1264 = stablehlo.slice %366 [1:2, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1265 = stablehlo.reshape %1264 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1266 = stablehlo.broadcast_in_dim %1265, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1267 = stablehlo.slice %372 [0:8192, 44:45, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1268 = stablehlo.multiply %1266, %1267 : tensor<8192x1x3x3xf32>
    %1269 = stablehlo.add %1263, %1268 : tensor<8192x1x3x3xf32>
    %1270 = stablehlo.slice %366 [2:3, 44:45] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1272 = stablehlo.broadcast_in_dim %1271, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1273 = stablehlo.slice %375 [0:8192, 44:45, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1274 = stablehlo.multiply %1272, %1273 : tensor<8192x1x3x3xf32>
    %1275 = stablehlo.add %1269, %1274 : tensor<8192x1x3x3xf32>
    %1276 = stablehlo.reshape %1275 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1277 = "stablehlo.scatter"(%1257, %c_77, %1276) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_78 = stablehlo.constant dense<[[[87], [114], [141]], [[88], [115], [142]], [[89], [116], [143]]]> : tensor<3x3x1xi32>
    %1278 = stablehlo.slice %366 [0:1, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1279 = stablehlo.reshape %1278 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1280 = stablehlo.broadcast_in_dim %1279, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1281 = stablehlo.slice %369 [0:8192, 45:46, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1282 = stablehlo.multiply %1280, %1281 : tensor<8192x1x3x3xf32>
    %1283 = stablehlo.add %377, %1282 : tensor<8192x1x3x3xf32>
    %1284 = stablehlo.slice %366 [1:2, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1285 = stablehlo.reshape %1284 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1286 = stablehlo.broadcast_in_dim %1285, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1287 = stablehlo.slice %372 [0:8192, 45:46, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1288 = stablehlo.multiply %1286, %1287 : tensor<8192x1x3x3xf32>
    %1289 = stablehlo.add %1283, %1288 : tensor<8192x1x3x3xf32>
    %1290 = stablehlo.slice %366 [2:3, 45:46] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1291 = stablehlo.reshape %1290 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1293 = stablehlo.slice %375 [0:8192, 45:46, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1294 = stablehlo.multiply %1292, %1293 : tensor<8192x1x3x3xf32>
    %1295 = stablehlo.add %1289, %1294 : tensor<8192x1x3x3xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1297 = "stablehlo.scatter"(%1277, %c_78, %1296) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_79 = stablehlo.constant dense<[[[96], [123], [150]], [[97], [124], [151]], [[98], [125], [152]]]> : tensor<3x3x1xi32>
    %1298 = stablehlo.slice %366 [0:1, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1300 = stablehlo.broadcast_in_dim %1299, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1301 = stablehlo.slice %369 [0:8192, 46:47, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1302 = stablehlo.multiply %1300, %1301 : tensor<8192x1x3x3xf32>
    %1303 = stablehlo.add %377, %1302 : tensor<8192x1x3x3xf32>
    %1304 = stablehlo.slice %366 [1:2, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1306 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1307 = stablehlo.slice %372 [0:8192, 46:47, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1308 = stablehlo.multiply %1306, %1307 : tensor<8192x1x3x3xf32>
    %1309 = stablehlo.add %1303, %1308 : tensor<8192x1x3x3xf32>
    %1310 = stablehlo.slice %366 [2:3, 46:47] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1312 = stablehlo.broadcast_in_dim %1311, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1313 = stablehlo.slice %375 [0:8192, 46:47, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1314 = stablehlo.multiply %1312, %1313 : tensor<8192x1x3x3xf32>
    %1315 = stablehlo.add %1309, %1314 : tensor<8192x1x3x3xf32>
    %1316 = stablehlo.reshape %1315 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1317 = "stablehlo.scatter"(%1297, %c_79, %1316) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_80 = stablehlo.constant dense<[[[105], [132], [159]], [[106], [133], [160]], [[107], [134], [161]]]> : tensor<3x3x1xi32>
    %1318 = stablehlo.slice %366 [0:1, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1319 = stablehlo.reshape %1318 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1320 = stablehlo.broadcast_in_dim %1319, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1321 = stablehlo.slice %369 [0:8192, 47:48, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1322 = stablehlo.multiply %1320, %1321 : tensor<8192x1x3x3xf32>
    %1323 = stablehlo.add %377, %1322 : tensor<8192x1x3x3xf32>
    %1324 = stablehlo.slice %366 [1:2, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1325 = stablehlo.reshape %1324 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1326 = stablehlo.broadcast_in_dim %1325, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1327 = stablehlo.slice %372 [0:8192, 47:48, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1328 = stablehlo.multiply %1326, %1327 : tensor<8192x1x3x3xf32>
    %1329 = stablehlo.add %1323, %1328 : tensor<8192x1x3x3xf32>
    %1330 = stablehlo.slice %366 [2:3, 47:48] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1331 = stablehlo.reshape %1330 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1332 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1333 = stablehlo.slice %375 [0:8192, 47:48, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1334 = stablehlo.multiply %1332, %1333 : tensor<8192x1x3x3xf32>
    %1335 = stablehlo.add %1329, %1334 : tensor<8192x1x3x3xf32>
    %1336 = stablehlo.reshape %1335 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1337 = "stablehlo.scatter"(%1317, %c_80, %1336) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_81 = stablehlo.constant dense<[[[330], [357], [384]], [[331], [358], [385]], [[332], [359], [386]]]> : tensor<3x3x1xi32>
    %1338 = stablehlo.slice %366 [0:1, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1339 = stablehlo.reshape %1338 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1340 = stablehlo.broadcast_in_dim %1339, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1341 = stablehlo.slice %369 [0:8192, 48:49, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1342 = stablehlo.multiply %1340, %1341 : tensor<8192x1x3x3xf32>
    %1343 = stablehlo.add %377, %1342 : tensor<8192x1x3x3xf32>
    %1344 = stablehlo.slice %366 [1:2, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1345 = stablehlo.reshape %1344 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1346 = stablehlo.broadcast_in_dim %1345, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1347 = stablehlo.slice %372 [0:8192, 48:49, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1348 = stablehlo.multiply %1346, %1347 : tensor<8192x1x3x3xf32>
    %1349 = stablehlo.add %1343, %1348 : tensor<8192x1x3x3xf32>
    %1350 = stablehlo.slice %366 [2:3, 48:49] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1351 = stablehlo.reshape %1350 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1352 = stablehlo.broadcast_in_dim %1351, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1353 = stablehlo.slice %375 [0:8192, 48:49, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1354 = stablehlo.multiply %1352, %1353 : tensor<8192x1x3x3xf32>
    %1355 = stablehlo.add %1349, %1354 : tensor<8192x1x3x3xf32>
    %1356 = stablehlo.reshape %1355 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1357 = "stablehlo.scatter"(%1337, %c_81, %1356) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_82 = stablehlo.constant dense<[[[339], [366], [393]], [[340], [367], [394]], [[341], [368], [395]]]> : tensor<3x3x1xi32>
    %1358 = stablehlo.slice %366 [0:1, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1360 = stablehlo.broadcast_in_dim %1359, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1361 = stablehlo.slice %369 [0:8192, 49:50, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1362 = stablehlo.multiply %1360, %1361 : tensor<8192x1x3x3xf32>
    %1363 = stablehlo.add %377, %1362 : tensor<8192x1x3x3xf32>
    %1364 = stablehlo.slice %366 [1:2, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1366 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1367 = stablehlo.slice %372 [0:8192, 49:50, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1368 = stablehlo.multiply %1366, %1367 : tensor<8192x1x3x3xf32>
    %1369 = stablehlo.add %1363, %1368 : tensor<8192x1x3x3xf32>
    %1370 = stablehlo.slice %366 [2:3, 49:50] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1371 = stablehlo.reshape %1370 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1373 = stablehlo.slice %375 [0:8192, 49:50, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1374 = stablehlo.multiply %1372, %1373 : tensor<8192x1x3x3xf32>
    %1375 = stablehlo.add %1369, %1374 : tensor<8192x1x3x3xf32>
    %1376 = stablehlo.reshape %1375 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1377 = "stablehlo.scatter"(%1357, %c_82, %1376) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_83 = stablehlo.constant dense<[[[348], [375], [402]], [[349], [376], [403]], [[350], [377], [404]]]> : tensor<3x3x1xi32>
    %1378 = stablehlo.slice %366 [0:1, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1379 = stablehlo.reshape %1378 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1380 = stablehlo.broadcast_in_dim %1379, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1381 = stablehlo.slice %369 [0:8192, 50:51, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1382 = stablehlo.multiply %1380, %1381 : tensor<8192x1x3x3xf32>
    %1383 = stablehlo.add %377, %1382 : tensor<8192x1x3x3xf32>
    %1384 = stablehlo.slice %366 [1:2, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1387 = stablehlo.slice %372 [0:8192, 50:51, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1388 = stablehlo.multiply %1386, %1387 : tensor<8192x1x3x3xf32>
    %1389 = stablehlo.add %1383, %1388 : tensor<8192x1x3x3xf32>
    %1390 = stablehlo.slice %366 [2:3, 50:51] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1391 = stablehlo.reshape %1390 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1392 = stablehlo.broadcast_in_dim %1391, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1393 = stablehlo.slice %375 [0:8192, 50:51, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1394 = stablehlo.multiply %1392, %1393 : tensor<8192x1x3x3xf32>
    %1395 = stablehlo.add %1389, %1394 : tensor<8192x1x3x3xf32>
    %1396 = stablehlo.reshape %1395 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1397 = "stablehlo.scatter"(%1377, %c_83, %1396) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_84 = stablehlo.constant dense<[[[573], [600], [627]], [[574], [601], [628]], [[575], [602], [629]]]> : tensor<3x3x1xi32>
    %1398 = stablehlo.slice %366 [0:1, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1399 = stablehlo.reshape %1398 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1400 = stablehlo.broadcast_in_dim %1399, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1401 = stablehlo.slice %369 [0:8192, 51:52, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1402 = stablehlo.multiply %1400, %1401 : tensor<8192x1x3x3xf32>
    %1403 = stablehlo.add %377, %1402 : tensor<8192x1x3x3xf32>
    %1404 = stablehlo.slice %366 [1:2, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1405 = stablehlo.reshape %1404 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1406 = stablehlo.broadcast_in_dim %1405, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1407 = stablehlo.slice %372 [0:8192, 51:52, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1408 = stablehlo.multiply %1406, %1407 : tensor<8192x1x3x3xf32>
    %1409 = stablehlo.add %1403, %1408 : tensor<8192x1x3x3xf32>
    %1410 = stablehlo.slice %366 [2:3, 51:52] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1411 = stablehlo.reshape %1410 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1412 = stablehlo.broadcast_in_dim %1411, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1413 = stablehlo.slice %375 [0:8192, 51:52, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1414 = stablehlo.multiply %1412, %1413 : tensor<8192x1x3x3xf32>
    %1415 = stablehlo.add %1409, %1414 : tensor<8192x1x3x3xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1417 = "stablehlo.scatter"(%1397, %c_84, %1416) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_85 = stablehlo.constant dense<[[[582], [609], [636]], [[583], [610], [637]], [[584], [611], [638]]]> : tensor<3x3x1xi32>
    %1418 = stablehlo.slice %366 [0:1, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1420 = stablehlo.broadcast_in_dim %1419, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1421 = stablehlo.slice %369 [0:8192, 52:53, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1422 = stablehlo.multiply %1420, %1421 : tensor<8192x1x3x3xf32>
    %1423 = stablehlo.add %377, %1422 : tensor<8192x1x3x3xf32>
    %1424 = stablehlo.slice %366 [1:2, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1426 = stablehlo.broadcast_in_dim %1425, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1427 = stablehlo.slice %372 [0:8192, 52:53, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1428 = stablehlo.multiply %1426, %1427 : tensor<8192x1x3x3xf32>
    %1429 = stablehlo.add %1423, %1428 : tensor<8192x1x3x3xf32>
    %1430 = stablehlo.slice %366 [2:3, 52:53] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1432 = stablehlo.broadcast_in_dim %1431, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1433 = stablehlo.slice %375 [0:8192, 52:53, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1434 = stablehlo.multiply %1432, %1433 : tensor<8192x1x3x3xf32>
    %1435 = stablehlo.add %1429, %1434 : tensor<8192x1x3x3xf32>
    %1436 = stablehlo.reshape %1435 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1437 = "stablehlo.scatter"(%1417, %c_85, %1436) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_86 = stablehlo.constant dense<[[[591], [618], [645]], [[592], [619], [646]], [[593], [620], [647]]]> : tensor<3x3x1xi32>
    %1438 = stablehlo.slice %366 [0:1, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1439 = stablehlo.reshape %1438 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1440 = stablehlo.broadcast_in_dim %1439, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1441 = stablehlo.slice %369 [0:8192, 53:54, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1442 = stablehlo.multiply %1440, %1441 : tensor<8192x1x3x3xf32>
    %1443 = stablehlo.add %377, %1442 : tensor<8192x1x3x3xf32>
    %1444 = stablehlo.slice %366 [1:2, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1445 = stablehlo.reshape %1444 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1447 = stablehlo.slice %372 [0:8192, 53:54, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1448 = stablehlo.multiply %1446, %1447 : tensor<8192x1x3x3xf32>
    %1449 = stablehlo.add %1443, %1448 : tensor<8192x1x3x3xf32>
    %1450 = stablehlo.slice %366 [2:3, 53:54] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1452 = stablehlo.broadcast_in_dim %1451, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1453 = stablehlo.slice %375 [0:8192, 53:54, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1454 = stablehlo.multiply %1452, %1453 : tensor<8192x1x3x3xf32>
    %1455 = stablehlo.add %1449, %1454 : tensor<8192x1x3x3xf32>
    %1456 = stablehlo.reshape %1455 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1457 = "stablehlo.scatter"(%1437, %c_86, %1456) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_87 = stablehlo.constant dense<[[[162], [189], [216]], [[163], [190], [217]], [[164], [191], [218]]]> : tensor<3x3x1xi32>
    %1458 = stablehlo.slice %366 [0:1, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1459 = stablehlo.reshape %1458 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1460 = stablehlo.broadcast_in_dim %1459, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1461 = stablehlo.slice %369 [0:8192, 54:55, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1462 = stablehlo.multiply %1460, %1461 : tensor<8192x1x3x3xf32>
    %1463 = stablehlo.add %377, %1462 : tensor<8192x1x3x3xf32>
    %1464 = stablehlo.slice %366 [1:2, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1465 = stablehlo.reshape %1464 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1466 = stablehlo.broadcast_in_dim %1465, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1467 = stablehlo.slice %372 [0:8192, 54:55, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1468 = stablehlo.multiply %1466, %1467 : tensor<8192x1x3x3xf32>
    %1469 = stablehlo.add %1463, %1468 : tensor<8192x1x3x3xf32>
    %1470 = stablehlo.slice %366 [2:3, 54:55] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1471 = stablehlo.reshape %1470 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1472 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1473 = stablehlo.slice %375 [0:8192, 54:55, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1474 = stablehlo.multiply %1472, %1473 : tensor<8192x1x3x3xf32>
    %1475 = stablehlo.add %1469, %1474 : tensor<8192x1x3x3xf32>
    %1476 = stablehlo.reshape %1475 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1477 = "stablehlo.scatter"(%1457, %c_87, %1476) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_88 = stablehlo.constant dense<[[[171], [198], [225]], [[172], [199], [226]], [[173], [200], [227]]]> : tensor<3x3x1xi32>
    %1478 = stablehlo.slice %366 [0:1, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1479 = stablehlo.reshape %1478 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1480 = stablehlo.broadcast_in_dim %1479, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1481 = stablehlo.slice %369 [0:8192, 55:56, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1482 = stablehlo.multiply %1480, %1481 : tensor<8192x1x3x3xf32>
    %1483 = stablehlo.add %377, %1482 : tensor<8192x1x3x3xf32>
    %1484 = stablehlo.slice %366 [1:2, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1485 = stablehlo.reshape %1484 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1486 = stablehlo.broadcast_in_dim %1485, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1487 = stablehlo.slice %372 [0:8192, 55:56, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1488 = stablehlo.multiply %1486, %1487 : tensor<8192x1x3x3xf32>
    %1489 = stablehlo.add %1483, %1488 : tensor<8192x1x3x3xf32>
    %1490 = stablehlo.slice %366 [2:3, 55:56] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1491 = stablehlo.reshape %1490 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1492 = stablehlo.broadcast_in_dim %1491, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1493 = stablehlo.slice %375 [0:8192, 55:56, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1494 = stablehlo.multiply %1492, %1493 : tensor<8192x1x3x3xf32>
    %1495 = stablehlo.add %1489, %1494 : tensor<8192x1x3x3xf32>
    %1496 = stablehlo.reshape %1495 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1497 = "stablehlo.scatter"(%1477, %c_88, %1496) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_89 = stablehlo.constant dense<[[[180], [207], [234]], [[181], [208], [235]], [[182], [209], [236]]]> : tensor<3x3x1xi32>
    %1498 = stablehlo.slice %366 [0:1, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1499 = stablehlo.reshape %1498 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1500 = stablehlo.broadcast_in_dim %1499, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1501 = stablehlo.slice %369 [0:8192, 56:57, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1502 = stablehlo.multiply %1500, %1501 : tensor<8192x1x3x3xf32>
    %1503 = stablehlo.add %377, %1502 : tensor<8192x1x3x3xf32>
    %1504 = stablehlo.slice %366 [1:2, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1505 = stablehlo.reshape %1504 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1507 = stablehlo.slice %372 [0:8192, 56:57, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1508 = stablehlo.multiply %1506, %1507 : tensor<8192x1x3x3xf32>
    %1509 = stablehlo.add %1503, %1508 : tensor<8192x1x3x3xf32>
    %1510 = stablehlo.slice %366 [2:3, 56:57] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1511 = stablehlo.reshape %1510 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1512 = stablehlo.broadcast_in_dim %1511, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1513 = stablehlo.slice %375 [0:8192, 56:57, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1514 = stablehlo.multiply %1512, %1513 : tensor<8192x1x3x3xf32>
    %1515 = stablehlo.add %1509, %1514 : tensor<8192x1x3x3xf32>
    %1516 = stablehlo.reshape %1515 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1517 = "stablehlo.scatter"(%1497, %c_89, %1516) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_90 = stablehlo.constant dense<[[[405], [432], [459]], [[406], [433], [460]], [[407], [434], [461]]]> : tensor<3x3x1xi32>
    %1518 = stablehlo.slice %366 [0:1, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1519 = stablehlo.reshape %1518 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1520 = stablehlo.broadcast_in_dim %1519, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1521 = stablehlo.slice %369 [0:8192, 57:58, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1522 = stablehlo.multiply %1520, %1521 : tensor<8192x1x3x3xf32>
    %1523 = stablehlo.add %377, %1522 : tensor<8192x1x3x3xf32>
    %1524 = stablehlo.slice %366 [1:2, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1525 = stablehlo.reshape %1524 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1526 = stablehlo.broadcast_in_dim %1525, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1527 = stablehlo.slice %372 [0:8192, 57:58, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1528 = stablehlo.multiply %1526, %1527 : tensor<8192x1x3x3xf32>
    %1529 = stablehlo.add %1523, %1528 : tensor<8192x1x3x3xf32>
    %1530 = stablehlo.slice %366 [2:3, 57:58] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1531 = stablehlo.reshape %1530 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1532 = stablehlo.broadcast_in_dim %1531, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1533 = stablehlo.slice %375 [0:8192, 57:58, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1534 = stablehlo.multiply %1532, %1533 : tensor<8192x1x3x3xf32>
    %1535 = stablehlo.add %1529, %1534 : tensor<8192x1x3x3xf32>
    %1536 = stablehlo.reshape %1535 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1537 = "stablehlo.scatter"(%1517, %c_90, %1536) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_91 = stablehlo.constant dense<[[[414], [441], [468]], [[415], [442], [469]], [[416], [443], [470]]]> : tensor<3x3x1xi32>
    %1538 = stablehlo.slice %366 [0:1, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1539 = stablehlo.reshape %1538 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1540 = stablehlo.broadcast_in_dim %1539, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1541 = stablehlo.slice %369 [0:8192, 58:59, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1542 = stablehlo.multiply %1540, %1541 : tensor<8192x1x3x3xf32>
    %1543 = stablehlo.add %377, %1542 : tensor<8192x1x3x3xf32>
    %1544 = stablehlo.slice %366 [1:2, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1545 = stablehlo.reshape %1544 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1546 = stablehlo.broadcast_in_dim %1545, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1547 = stablehlo.slice %372 [0:8192, 58:59, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<8192x1x3x3xf32>
    %1549 = stablehlo.add %1543, %1548 : tensor<8192x1x3x3xf32>
    %1550 = stablehlo.slice %366 [2:3, 58:59] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1551 = stablehlo.reshape %1550 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1552 = stablehlo.broadcast_in_dim %1551, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1553 = stablehlo.slice %375 [0:8192, 58:59, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1554 = stablehlo.multiply %1552, %1553 : tensor<8192x1x3x3xf32>
    %1555 = stablehlo.add %1549, %1554 : tensor<8192x1x3x3xf32>
    %1556 = stablehlo.reshape %1555 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1557 = "stablehlo.scatter"(%1537, %c_91, %1556) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_92 = stablehlo.constant dense<[[[423], [450], [477]], [[424], [451], [478]], [[425], [452], [479]]]> : tensor<3x3x1xi32>
    %1558 = stablehlo.slice %366 [0:1, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1559 = stablehlo.reshape %1558 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1560 = stablehlo.broadcast_in_dim %1559, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1561 = stablehlo.slice %369 [0:8192, 59:60, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1562 = stablehlo.multiply %1560, %1561 : tensor<8192x1x3x3xf32>
    %1563 = stablehlo.add %377, %1562 : tensor<8192x1x3x3xf32>
    %1564 = stablehlo.slice %366 [1:2, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1565 = stablehlo.reshape %1564 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1566 = stablehlo.broadcast_in_dim %1565, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1567 = stablehlo.slice %372 [0:8192, 59:60, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1568 = stablehlo.multiply %1566, %1567 : tensor<8192x1x3x3xf32>
    %1569 = stablehlo.add %1563, %1568 : tensor<8192x1x3x3xf32>
    %1570 = stablehlo.slice %366 [2:3, 59:60] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1571 = stablehlo.reshape %1570 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1572 = stablehlo.broadcast_in_dim %1571, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1573 = stablehlo.slice %375 [0:8192, 59:60, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<8192x1x3x3xf32>
    %1575 = stablehlo.add %1569, %1574 : tensor<8192x1x3x3xf32>
    %1576 = stablehlo.reshape %1575 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1577 = "stablehlo.scatter"(%1557, %c_92, %1576) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_93 = stablehlo.constant dense<[[[648], [675], [702]], [[649], [676], [703]], [[650], [677], [704]]]> : tensor<3x3x1xi32>
    %1578 = stablehlo.slice %366 [0:1, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1579 = stablehlo.reshape %1578 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1580 = stablehlo.broadcast_in_dim %1579, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1581 = stablehlo.slice %369 [0:8192, 60:61, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1582 = stablehlo.multiply %1580, %1581 : tensor<8192x1x3x3xf32>
    %1583 = stablehlo.add %377, %1582 : tensor<8192x1x3x3xf32>
    %1584 = stablehlo.slice %366 [1:2, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1585 = stablehlo.reshape %1584 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1586 = stablehlo.broadcast_in_dim %1585, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1587 = stablehlo.slice %372 [0:8192, 60:61, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1588 = stablehlo.multiply %1586, %1587 : tensor<8192x1x3x3xf32>
    %1589 = stablehlo.add %1583, %1588 : tensor<8192x1x3x3xf32>
    %1590 = stablehlo.slice %366 [2:3, 60:61] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1591 = stablehlo.reshape %1590 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1592 = stablehlo.broadcast_in_dim %1591, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1593 = stablehlo.slice %375 [0:8192, 60:61, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1594 = stablehlo.multiply %1592, %1593 : tensor<8192x1x3x3xf32>
    %1595 = stablehlo.add %1589, %1594 : tensor<8192x1x3x3xf32>
    %1596 = stablehlo.reshape %1595 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1597 = "stablehlo.scatter"(%1577, %c_93, %1596) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_94 = stablehlo.constant dense<[[[657], [684], [711]], [[658], [685], [712]], [[659], [686], [713]]]> : tensor<3x3x1xi32>
    %1598 = stablehlo.slice %366 [0:1, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1599 = stablehlo.reshape %1598 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1600 = stablehlo.broadcast_in_dim %1599, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1601 = stablehlo.slice %369 [0:8192, 61:62, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1602 = stablehlo.multiply %1600, %1601 : tensor<8192x1x3x3xf32>
    %1603 = stablehlo.add %377, %1602 : tensor<8192x1x3x3xf32>
    %1604 = stablehlo.slice %366 [1:2, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1605 = stablehlo.reshape %1604 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1607 = stablehlo.slice %372 [0:8192, 61:62, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1608 = stablehlo.multiply %1606, %1607 : tensor<8192x1x3x3xf32>
    %1609 = stablehlo.add %1603, %1608 : tensor<8192x1x3x3xf32>
    %1610 = stablehlo.slice %366 [2:3, 61:62] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1611 = stablehlo.reshape %1610 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1612 = stablehlo.broadcast_in_dim %1611, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1613 = stablehlo.slice %375 [0:8192, 61:62, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1614 = stablehlo.multiply %1612, %1613 : tensor<8192x1x3x3xf32>
    %1615 = stablehlo.add %1609, %1614 : tensor<8192x1x3x3xf32>
    %1616 = stablehlo.reshape %1615 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1617 = "stablehlo.scatter"(%1597, %c_94, %1616) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_95 = stablehlo.constant dense<[[[666], [693], [720]], [[667], [694], [721]], [[668], [695], [722]]]> : tensor<3x3x1xi32>
    %1618 = stablehlo.slice %366 [0:1, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1619 = stablehlo.reshape %1618 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1620 = stablehlo.broadcast_in_dim %1619, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1621 = stablehlo.slice %369 [0:8192, 62:63, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1622 = stablehlo.multiply %1620, %1621 : tensor<8192x1x3x3xf32>
    %1623 = stablehlo.add %377, %1622 : tensor<8192x1x3x3xf32>
    %1624 = stablehlo.slice %366 [1:2, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1625 = stablehlo.reshape %1624 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1626 = stablehlo.broadcast_in_dim %1625, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1627 = stablehlo.slice %372 [0:8192, 62:63, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1628 = stablehlo.multiply %1626, %1627 : tensor<8192x1x3x3xf32>
    %1629 = stablehlo.add %1623, %1628 : tensor<8192x1x3x3xf32>
    %1630 = stablehlo.slice %366 [2:3, 62:63] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1631 = stablehlo.reshape %1630 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1632 = stablehlo.broadcast_in_dim %1631, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1633 = stablehlo.slice %375 [0:8192, 62:63, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1634 = stablehlo.multiply %1632, %1633 : tensor<8192x1x3x3xf32>
    %1635 = stablehlo.add %1629, %1634 : tensor<8192x1x3x3xf32>
    %1636 = stablehlo.reshape %1635 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1637 = "stablehlo.scatter"(%1617, %c_95, %1636) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_96 = stablehlo.constant dense<[[[165], [192], [219]], [[166], [193], [220]], [[167], [194], [221]]]> : tensor<3x3x1xi32>
    %1638 = stablehlo.slice %366 [0:1, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1639 = stablehlo.reshape %1638 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1640 = stablehlo.broadcast_in_dim %1639, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1641 = stablehlo.slice %369 [0:8192, 63:64, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1642 = stablehlo.multiply %1640, %1641 : tensor<8192x1x3x3xf32>
    %1643 = stablehlo.add %377, %1642 : tensor<8192x1x3x3xf32>
    %1644 = stablehlo.slice %366 [1:2, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1645 = stablehlo.reshape %1644 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1646 = stablehlo.broadcast_in_dim %1645, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1647 = stablehlo.slice %372 [0:8192, 63:64, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1648 = stablehlo.multiply %1646, %1647 : tensor<8192x1x3x3xf32>
    %1649 = stablehlo.add %1643, %1648 : tensor<8192x1x3x3xf32>
    %1650 = stablehlo.slice %366 [2:3, 63:64] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1651 = stablehlo.reshape %1650 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1652 = stablehlo.broadcast_in_dim %1651, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1653 = stablehlo.slice %375 [0:8192, 63:64, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1654 = stablehlo.multiply %1652, %1653 : tensor<8192x1x3x3xf32>
    %1655 = stablehlo.add %1649, %1654 : tensor<8192x1x3x3xf32>
    %1656 = stablehlo.reshape %1655 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1657 = "stablehlo.scatter"(%1637, %c_96, %1656) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_97 = stablehlo.constant dense<[[[174], [201], [228]], [[175], [202], [229]], [[176], [203], [230]]]> : tensor<3x3x1xi32>
    %1658 = stablehlo.slice %366 [0:1, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1659 = stablehlo.reshape %1658 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1660 = stablehlo.broadcast_in_dim %1659, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1661 = stablehlo.slice %369 [0:8192, 64:65, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1662 = stablehlo.multiply %1660, %1661 : tensor<8192x1x3x3xf32>
    %1663 = stablehlo.add %377, %1662 : tensor<8192x1x3x3xf32>
    %1664 = stablehlo.slice %366 [1:2, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1665 = stablehlo.reshape %1664 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1666 = stablehlo.broadcast_in_dim %1665, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1667 = stablehlo.slice %372 [0:8192, 64:65, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1668 = stablehlo.multiply %1666, %1667 : tensor<8192x1x3x3xf32>
    %1669 = stablehlo.add %1663, %1668 : tensor<8192x1x3x3xf32>
    %1670 = stablehlo.slice %366 [2:3, 64:65] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1671 = stablehlo.reshape %1670 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1672 = stablehlo.broadcast_in_dim %1671, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1673 = stablehlo.slice %375 [0:8192, 64:65, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1674 = stablehlo.multiply %1672, %1673 : tensor<8192x1x3x3xf32>
    %1675 = stablehlo.add %1669, %1674 : tensor<8192x1x3x3xf32>
    %1676 = stablehlo.reshape %1675 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1677 = "stablehlo.scatter"(%1657, %c_97, %1676) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_98 = stablehlo.constant dense<[[[183], [210], [237]], [[184], [211], [238]], [[185], [212], [239]]]> : tensor<3x3x1xi32>
    %1678 = stablehlo.slice %366 [0:1, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1679 = stablehlo.reshape %1678 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1680 = stablehlo.broadcast_in_dim %1679, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1681 = stablehlo.slice %369 [0:8192, 65:66, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1682 = stablehlo.multiply %1680, %1681 : tensor<8192x1x3x3xf32>
    %1683 = stablehlo.add %377, %1682 : tensor<8192x1x3x3xf32>
    %1684 = stablehlo.slice %366 [1:2, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1685 = stablehlo.reshape %1684 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1686 = stablehlo.broadcast_in_dim %1685, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1687 = stablehlo.slice %372 [0:8192, 65:66, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<8192x1x3x3xf32>
    %1689 = stablehlo.add %1683, %1688 : tensor<8192x1x3x3xf32>
    %1690 = stablehlo.slice %366 [2:3, 65:66] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1691 = stablehlo.reshape %1690 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1692 = stablehlo.broadcast_in_dim %1691, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1693 = stablehlo.slice %375 [0:8192, 65:66, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1694 = stablehlo.multiply %1692, %1693 : tensor<8192x1x3x3xf32>
    %1695 = stablehlo.add %1689, %1694 : tensor<8192x1x3x3xf32>
    %1696 = stablehlo.reshape %1695 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1697 = "stablehlo.scatter"(%1677, %c_98, %1696) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_99 = stablehlo.constant dense<[[[408], [435], [462]], [[409], [436], [463]], [[410], [437], [464]]]> : tensor<3x3x1xi32>
    %1698 = stablehlo.slice %366 [0:1, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1699 = stablehlo.reshape %1698 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1700 = stablehlo.broadcast_in_dim %1699, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1701 = stablehlo.slice %369 [0:8192, 66:67, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1702 = stablehlo.multiply %1700, %1701 : tensor<8192x1x3x3xf32>
    %1703 = stablehlo.add %377, %1702 : tensor<8192x1x3x3xf32>
    %1704 = stablehlo.slice %366 [1:2, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1705 = stablehlo.reshape %1704 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1706 = stablehlo.broadcast_in_dim %1705, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1707 = stablehlo.slice %372 [0:8192, 66:67, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1708 = stablehlo.multiply %1706, %1707 : tensor<8192x1x3x3xf32>
    %1709 = stablehlo.add %1703, %1708 : tensor<8192x1x3x3xf32>
    %1710 = stablehlo.slice %366 [2:3, 66:67] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1711 = stablehlo.reshape %1710 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1712 = stablehlo.broadcast_in_dim %1711, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1713 = stablehlo.slice %375 [0:8192, 66:67, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1714 = stablehlo.multiply %1712, %1713 : tensor<8192x1x3x3xf32>
    %1715 = stablehlo.add %1709, %1714 : tensor<8192x1x3x3xf32>
    %1716 = stablehlo.reshape %1715 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1717 = "stablehlo.scatter"(%1697, %c_99, %1716) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_100 = stablehlo.constant dense<[[[417], [444], [471]], [[418], [445], [472]], [[419], [446], [473]]]> : tensor<3x3x1xi32>
    %1718 = stablehlo.slice %366 [0:1, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1719 = stablehlo.reshape %1718 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1720 = stablehlo.broadcast_in_dim %1719, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1721 = stablehlo.slice %369 [0:8192, 67:68, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1722 = stablehlo.multiply %1720, %1721 : tensor<8192x1x3x3xf32>
    %1723 = stablehlo.add %377, %1722 : tensor<8192x1x3x3xf32>
    %1724 = stablehlo.slice %366 [1:2, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1725 = stablehlo.reshape %1724 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1726 = stablehlo.broadcast_in_dim %1725, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1727 = stablehlo.slice %372 [0:8192, 67:68, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1728 = stablehlo.multiply %1726, %1727 : tensor<8192x1x3x3xf32>
    %1729 = stablehlo.add %1723, %1728 : tensor<8192x1x3x3xf32>
    %1730 = stablehlo.slice %366 [2:3, 67:68] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1731 = stablehlo.reshape %1730 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1732 = stablehlo.broadcast_in_dim %1731, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1733 = stablehlo.slice %375 [0:8192, 67:68, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1734 = stablehlo.multiply %1732, %1733 : tensor<8192x1x3x3xf32>
    %1735 = stablehlo.add %1729, %1734 : tensor<8192x1x3x3xf32>
    %1736 = stablehlo.reshape %1735 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1737 = "stablehlo.scatter"(%1717, %c_100, %1736) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_101 = stablehlo.constant dense<[[[426], [453], [480]], [[427], [454], [481]], [[428], [455], [482]]]> : tensor<3x3x1xi32>
    %1738 = stablehlo.slice %366 [0:1, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1739 = stablehlo.reshape %1738 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1740 = stablehlo.broadcast_in_dim %1739, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1741 = stablehlo.slice %369 [0:8192, 68:69, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1742 = stablehlo.multiply %1740, %1741 : tensor<8192x1x3x3xf32>
    %1743 = stablehlo.add %377, %1742 : tensor<8192x1x3x3xf32>
    %1744 = stablehlo.slice %366 [1:2, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1745 = stablehlo.reshape %1744 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1746 = stablehlo.broadcast_in_dim %1745, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1747 = stablehlo.slice %372 [0:8192, 68:69, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1748 = stablehlo.multiply %1746, %1747 : tensor<8192x1x3x3xf32>
    %1749 = stablehlo.add %1743, %1748 : tensor<8192x1x3x3xf32>
    %1750 = stablehlo.slice %366 [2:3, 68:69] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1751 = stablehlo.reshape %1750 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1752 = stablehlo.broadcast_in_dim %1751, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1753 = stablehlo.slice %375 [0:8192, 68:69, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1754 = stablehlo.multiply %1752, %1753 : tensor<8192x1x3x3xf32>
    %1755 = stablehlo.add %1749, %1754 : tensor<8192x1x3x3xf32>
    %1756 = stablehlo.reshape %1755 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1757 = "stablehlo.scatter"(%1737, %c_101, %1756) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_102 = stablehlo.constant dense<[[[651], [678], [705]], [[652], [679], [706]], [[653], [680], [707]]]> : tensor<3x3x1xi32>
    %1758 = stablehlo.slice %366 [0:1, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1759 = stablehlo.reshape %1758 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1760 = stablehlo.broadcast_in_dim %1759, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1761 = stablehlo.slice %369 [0:8192, 69:70, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1762 = stablehlo.multiply %1760, %1761 : tensor<8192x1x3x3xf32>
    %1763 = stablehlo.add %377, %1762 : tensor<8192x1x3x3xf32>
    %1764 = stablehlo.slice %366 [1:2, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1765 = stablehlo.reshape %1764 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1766 = stablehlo.broadcast_in_dim %1765, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1767 = stablehlo.slice %372 [0:8192, 69:70, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1768 = stablehlo.multiply %1766, %1767 : tensor<8192x1x3x3xf32>
    %1769 = stablehlo.add %1763, %1768 : tensor<8192x1x3x3xf32>
    %1770 = stablehlo.slice %366 [2:3, 69:70] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1771 = stablehlo.reshape %1770 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1772 = stablehlo.broadcast_in_dim %1771, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1773 = stablehlo.slice %375 [0:8192, 69:70, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1774 = stablehlo.multiply %1772, %1773 : tensor<8192x1x3x3xf32>
    %1775 = stablehlo.add %1769, %1774 : tensor<8192x1x3x3xf32>
    %1776 = stablehlo.reshape %1775 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1777 = "stablehlo.scatter"(%1757, %c_102, %1776) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_103 = stablehlo.constant dense<[[[660], [687], [714]], [[661], [688], [715]], [[662], [689], [716]]]> : tensor<3x3x1xi32>
    %1778 = stablehlo.slice %366 [0:1, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1779 = stablehlo.reshape %1778 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1780 = stablehlo.broadcast_in_dim %1779, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1781 = stablehlo.slice %369 [0:8192, 70:71, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1782 = stablehlo.multiply %1780, %1781 : tensor<8192x1x3x3xf32>
    %1783 = stablehlo.add %377, %1782 : tensor<8192x1x3x3xf32>
    %1784 = stablehlo.slice %366 [1:2, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1785 = stablehlo.reshape %1784 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1786 = stablehlo.broadcast_in_dim %1785, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1787 = stablehlo.slice %372 [0:8192, 70:71, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1788 = stablehlo.multiply %1786, %1787 : tensor<8192x1x3x3xf32>
    %1789 = stablehlo.add %1783, %1788 : tensor<8192x1x3x3xf32>
    %1790 = stablehlo.slice %366 [2:3, 70:71] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1791 = stablehlo.reshape %1790 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1792 = stablehlo.broadcast_in_dim %1791, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1793 = stablehlo.slice %375 [0:8192, 70:71, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1794 = stablehlo.multiply %1792, %1793 : tensor<8192x1x3x3xf32>
    %1795 = stablehlo.add %1789, %1794 : tensor<8192x1x3x3xf32>
    %1796 = stablehlo.reshape %1795 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1797 = "stablehlo.scatter"(%1777, %c_103, %1796) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_104 = stablehlo.constant dense<[[[669], [696], [723]], [[670], [697], [724]], [[671], [698], [725]]]> : tensor<3x3x1xi32>
    %1798 = stablehlo.slice %366 [0:1, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1799 = stablehlo.reshape %1798 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1800 = stablehlo.broadcast_in_dim %1799, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1801 = stablehlo.slice %369 [0:8192, 71:72, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1802 = stablehlo.multiply %1800, %1801 : tensor<8192x1x3x3xf32>
    %1803 = stablehlo.add %377, %1802 : tensor<8192x1x3x3xf32>
    %1804 = stablehlo.slice %366 [1:2, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1805 = stablehlo.reshape %1804 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1806 = stablehlo.broadcast_in_dim %1805, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1807 = stablehlo.slice %372 [0:8192, 71:72, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1808 = stablehlo.multiply %1806, %1807 : tensor<8192x1x3x3xf32>
    %1809 = stablehlo.add %1803, %1808 : tensor<8192x1x3x3xf32>
    %1810 = stablehlo.slice %366 [2:3, 71:72] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1811 = stablehlo.reshape %1810 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1812 = stablehlo.broadcast_in_dim %1811, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1813 = stablehlo.slice %375 [0:8192, 71:72, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1814 = stablehlo.multiply %1812, %1813 : tensor<8192x1x3x3xf32>
    %1815 = stablehlo.add %1809, %1814 : tensor<8192x1x3x3xf32>
    %1816 = stablehlo.reshape %1815 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1817 = "stablehlo.scatter"(%1797, %c_104, %1816) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_105 = stablehlo.constant dense<[[[168], [195], [222]], [[169], [196], [223]], [[170], [197], [224]]]> : tensor<3x3x1xi32>
    %1818 = stablehlo.slice %366 [0:1, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1819 = stablehlo.reshape %1818 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1820 = stablehlo.broadcast_in_dim %1819, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1821 = stablehlo.slice %369 [0:8192, 72:73, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1822 = stablehlo.multiply %1820, %1821 : tensor<8192x1x3x3xf32>
    %1823 = stablehlo.add %377, %1822 : tensor<8192x1x3x3xf32>
    %1824 = stablehlo.slice %366 [1:2, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1825 = stablehlo.reshape %1824 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1826 = stablehlo.broadcast_in_dim %1825, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1827 = stablehlo.slice %372 [0:8192, 72:73, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1828 = stablehlo.multiply %1826, %1827 : tensor<8192x1x3x3xf32>
    %1829 = stablehlo.add %1823, %1828 : tensor<8192x1x3x3xf32>
    %1830 = stablehlo.slice %366 [2:3, 72:73] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1831 = stablehlo.reshape %1830 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1832 = stablehlo.broadcast_in_dim %1831, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1833 = stablehlo.slice %375 [0:8192, 72:73, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1834 = stablehlo.multiply %1832, %1833 : tensor<8192x1x3x3xf32>
    %1835 = stablehlo.add %1829, %1834 : tensor<8192x1x3x3xf32>
    %1836 = stablehlo.reshape %1835 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1837 = "stablehlo.scatter"(%1817, %c_105, %1836) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_106 = stablehlo.constant dense<[[[177], [204], [231]], [[178], [205], [232]], [[179], [206], [233]]]> : tensor<3x3x1xi32>
    %1838 = stablehlo.slice %366 [0:1, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1839 = stablehlo.reshape %1838 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1840 = stablehlo.broadcast_in_dim %1839, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1841 = stablehlo.slice %369 [0:8192, 73:74, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1842 = stablehlo.multiply %1840, %1841 : tensor<8192x1x3x3xf32>
    %1843 = stablehlo.add %377, %1842 : tensor<8192x1x3x3xf32>
    %1844 = stablehlo.slice %366 [1:2, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1845 = stablehlo.reshape %1844 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1846 = stablehlo.broadcast_in_dim %1845, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1847 = stablehlo.slice %372 [0:8192, 73:74, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1848 = stablehlo.multiply %1846, %1847 : tensor<8192x1x3x3xf32>
    %1849 = stablehlo.add %1843, %1848 : tensor<8192x1x3x3xf32>
    %1850 = stablehlo.slice %366 [2:3, 73:74] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1851 = stablehlo.reshape %1850 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1852 = stablehlo.broadcast_in_dim %1851, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1853 = stablehlo.slice %375 [0:8192, 73:74, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1854 = stablehlo.multiply %1852, %1853 : tensor<8192x1x3x3xf32>
    %1855 = stablehlo.add %1849, %1854 : tensor<8192x1x3x3xf32>
    %1856 = stablehlo.reshape %1855 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1857 = "stablehlo.scatter"(%1837, %c_106, %1856) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_107 = stablehlo.constant dense<[[[186], [213], [240]], [[187], [214], [241]], [[188], [215], [242]]]> : tensor<3x3x1xi32>
    %1858 = stablehlo.slice %366 [0:1, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1859 = stablehlo.reshape %1858 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1860 = stablehlo.broadcast_in_dim %1859, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1861 = stablehlo.slice %369 [0:8192, 74:75, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1862 = stablehlo.multiply %1860, %1861 : tensor<8192x1x3x3xf32>
    %1863 = stablehlo.add %377, %1862 : tensor<8192x1x3x3xf32>
    %1864 = stablehlo.slice %366 [1:2, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1865 = stablehlo.reshape %1864 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1866 = stablehlo.broadcast_in_dim %1865, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1867 = stablehlo.slice %372 [0:8192, 74:75, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1868 = stablehlo.multiply %1866, %1867 : tensor<8192x1x3x3xf32>
    %1869 = stablehlo.add %1863, %1868 : tensor<8192x1x3x3xf32>
    %1870 = stablehlo.slice %366 [2:3, 74:75] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1871 = stablehlo.reshape %1870 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1872 = stablehlo.broadcast_in_dim %1871, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1873 = stablehlo.slice %375 [0:8192, 74:75, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1874 = stablehlo.multiply %1872, %1873 : tensor<8192x1x3x3xf32>
    %1875 = stablehlo.add %1869, %1874 : tensor<8192x1x3x3xf32>
    %1876 = stablehlo.reshape %1875 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1877 = "stablehlo.scatter"(%1857, %c_107, %1876) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_108 = stablehlo.constant dense<[[[411], [438], [465]], [[412], [439], [466]], [[413], [440], [467]]]> : tensor<3x3x1xi32>
    %1878 = stablehlo.slice %366 [0:1, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1879 = stablehlo.reshape %1878 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1880 = stablehlo.broadcast_in_dim %1879, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1881 = stablehlo.slice %369 [0:8192, 75:76, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1882 = stablehlo.multiply %1880, %1881 : tensor<8192x1x3x3xf32>
    %1883 = stablehlo.add %377, %1882 : tensor<8192x1x3x3xf32>
    %1884 = stablehlo.slice %366 [1:2, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1885 = stablehlo.reshape %1884 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1886 = stablehlo.broadcast_in_dim %1885, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1887 = stablehlo.slice %372 [0:8192, 75:76, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1888 = stablehlo.multiply %1886, %1887 : tensor<8192x1x3x3xf32>
    %1889 = stablehlo.add %1883, %1888 : tensor<8192x1x3x3xf32>
    %1890 = stablehlo.slice %366 [2:3, 75:76] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1891 = stablehlo.reshape %1890 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1892 = stablehlo.broadcast_in_dim %1891, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1893 = stablehlo.slice %375 [0:8192, 75:76, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1894 = stablehlo.multiply %1892, %1893 : tensor<8192x1x3x3xf32>
    %1895 = stablehlo.add %1889, %1894 : tensor<8192x1x3x3xf32>
    %1896 = stablehlo.reshape %1895 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1897 = "stablehlo.scatter"(%1877, %c_108, %1896) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_109 = stablehlo.constant dense<[[[420], [447], [474]], [[421], [448], [475]], [[422], [449], [476]]]> : tensor<3x3x1xi32>
    %1898 = stablehlo.slice %366 [0:1, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1899 = stablehlo.reshape %1898 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1900 = stablehlo.broadcast_in_dim %1899, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1901 = stablehlo.slice %369 [0:8192, 76:77, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1902 = stablehlo.multiply %1900, %1901 : tensor<8192x1x3x3xf32>
    %1903 = stablehlo.add %377, %1902 : tensor<8192x1x3x3xf32>
    %1904 = stablehlo.slice %366 [1:2, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1905 = stablehlo.reshape %1904 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1906 = stablehlo.broadcast_in_dim %1905, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1907 = stablehlo.slice %372 [0:8192, 76:77, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1908 = stablehlo.multiply %1906, %1907 : tensor<8192x1x3x3xf32>
    %1909 = stablehlo.add %1903, %1908 : tensor<8192x1x3x3xf32>
    %1910 = stablehlo.slice %366 [2:3, 76:77] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1911 = stablehlo.reshape %1910 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1912 = stablehlo.broadcast_in_dim %1911, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1913 = stablehlo.slice %375 [0:8192, 76:77, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1914 = stablehlo.multiply %1912, %1913 : tensor<8192x1x3x3xf32>
    %1915 = stablehlo.add %1909, %1914 : tensor<8192x1x3x3xf32>
    %1916 = stablehlo.reshape %1915 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1917 = "stablehlo.scatter"(%1897, %c_109, %1916) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_110 = stablehlo.constant dense<[[[429], [456], [483]], [[430], [457], [484]], [[431], [458], [485]]]> : tensor<3x3x1xi32>
    %1918 = stablehlo.slice %366 [0:1, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1919 = stablehlo.reshape %1918 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1920 = stablehlo.broadcast_in_dim %1919, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1921 = stablehlo.slice %369 [0:8192, 77:78, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1922 = stablehlo.multiply %1920, %1921 : tensor<8192x1x3x3xf32>
    %1923 = stablehlo.add %377, %1922 : tensor<8192x1x3x3xf32>
    %1924 = stablehlo.slice %366 [1:2, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1925 = stablehlo.reshape %1924 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1926 = stablehlo.broadcast_in_dim %1925, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1927 = stablehlo.slice %372 [0:8192, 77:78, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1928 = stablehlo.multiply %1926, %1927 : tensor<8192x1x3x3xf32>
    %1929 = stablehlo.add %1923, %1928 : tensor<8192x1x3x3xf32>
    %1930 = stablehlo.slice %366 [2:3, 77:78] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1931 = stablehlo.reshape %1930 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1932 = stablehlo.broadcast_in_dim %1931, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1933 = stablehlo.slice %375 [0:8192, 77:78, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1934 = stablehlo.multiply %1932, %1933 : tensor<8192x1x3x3xf32>
    %1935 = stablehlo.add %1929, %1934 : tensor<8192x1x3x3xf32>
    %1936 = stablehlo.reshape %1935 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1937 = "stablehlo.scatter"(%1917, %c_110, %1936) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_111 = stablehlo.constant dense<[[[654], [681], [708]], [[655], [682], [709]], [[656], [683], [710]]]> : tensor<3x3x1xi32>
    %1938 = stablehlo.slice %366 [0:1, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1939 = stablehlo.reshape %1938 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1940 = stablehlo.broadcast_in_dim %1939, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1941 = stablehlo.slice %369 [0:8192, 78:79, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1942 = stablehlo.multiply %1940, %1941 : tensor<8192x1x3x3xf32>
    %1943 = stablehlo.add %377, %1942 : tensor<8192x1x3x3xf32>
    %1944 = stablehlo.slice %366 [1:2, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1945 = stablehlo.reshape %1944 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1946 = stablehlo.broadcast_in_dim %1945, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1947 = stablehlo.slice %372 [0:8192, 78:79, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1948 = stablehlo.multiply %1946, %1947 : tensor<8192x1x3x3xf32>
    %1949 = stablehlo.add %1943, %1948 : tensor<8192x1x3x3xf32>
    %1950 = stablehlo.slice %366 [2:3, 78:79] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1951 = stablehlo.reshape %1950 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1952 = stablehlo.broadcast_in_dim %1951, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1953 = stablehlo.slice %375 [0:8192, 78:79, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1954 = stablehlo.multiply %1952, %1953 : tensor<8192x1x3x3xf32>
    %1955 = stablehlo.add %1949, %1954 : tensor<8192x1x3x3xf32>
    %1956 = stablehlo.reshape %1955 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1957 = "stablehlo.scatter"(%1937, %c_111, %1956) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_112 = stablehlo.constant dense<[[[663], [690], [717]], [[664], [691], [718]], [[665], [692], [719]]]> : tensor<3x3x1xi32>
    %1958 = stablehlo.slice %366 [0:1, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1959 = stablehlo.reshape %1958 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1960 = stablehlo.broadcast_in_dim %1959, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1961 = stablehlo.slice %369 [0:8192, 79:80, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1962 = stablehlo.multiply %1960, %1961 : tensor<8192x1x3x3xf32>
    %1963 = stablehlo.add %377, %1962 : tensor<8192x1x3x3xf32>
    %1964 = stablehlo.slice %366 [1:2, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1965 = stablehlo.reshape %1964 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1966 = stablehlo.broadcast_in_dim %1965, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1967 = stablehlo.slice %372 [0:8192, 79:80, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1968 = stablehlo.multiply %1966, %1967 : tensor<8192x1x3x3xf32>
    %1969 = stablehlo.add %1963, %1968 : tensor<8192x1x3x3xf32>
    %1970 = stablehlo.slice %366 [2:3, 79:80] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1971 = stablehlo.reshape %1970 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1972 = stablehlo.broadcast_in_dim %1971, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1973 = stablehlo.slice %375 [0:8192, 79:80, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1974 = stablehlo.multiply %1972, %1973 : tensor<8192x1x3x3xf32>
    %1975 = stablehlo.add %1969, %1974 : tensor<8192x1x3x3xf32>
    %1976 = stablehlo.reshape %1975 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1977 = "stablehlo.scatter"(%1957, %c_112, %1976) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %c_113 = stablehlo.constant dense<[[[672], [699], [726]], [[673], [700], [727]], [[674], [701], [728]]]> : tensor<3x3x1xi32>
    %1978 = stablehlo.slice %366 [0:1, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1979 = stablehlo.reshape %1978 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1980 = stablehlo.broadcast_in_dim %1979, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1981 = stablehlo.slice %369 [0:8192, 80:81, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1982 = stablehlo.multiply %1980, %1981 : tensor<8192x1x3x3xf32>
    %1983 = stablehlo.add %377, %1982 : tensor<8192x1x3x3xf32>
    %1984 = stablehlo.slice %366 [1:2, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1985 = stablehlo.reshape %1984 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1986 = stablehlo.broadcast_in_dim %1985, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1987 = stablehlo.slice %372 [0:8192, 80:81, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1988 = stablehlo.multiply %1986, %1987 : tensor<8192x1x3x3xf32>
    %1989 = stablehlo.add %1983, %1988 : tensor<8192x1x3x3xf32>
    %1990 = stablehlo.slice %366 [2:3, 80:81] : (tensor<3x81xf32>) -> tensor<1x1xf32>
    %1991 = stablehlo.reshape %1990 : (tensor<1x1xf32>) -> tensor<1x1x1x1xf32>
    %1992 = stablehlo.broadcast_in_dim %1991, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<8192x1x3x3xf32>
    %1993 = stablehlo.slice %375 [0:8192, 80:81, 0:3, 0:3] : (tensor<8192x81x10x10xf32>) -> tensor<8192x1x3x3xf32>
    %1994 = stablehlo.multiply %1992, %1993 : tensor<8192x1x3x3xf32>
    %1995 = stablehlo.add %1989, %1994 : tensor<8192x1x3x3xf32>
    %1996 = stablehlo.reshape %1995 : (tensor<8192x1x3x3xf32>) -> tensor<8192x3x3xf32>
    %1997 = "stablehlo.scatter"(%1977, %c_113, %1996) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<8192x729xf32>, tensor<3x3x1xi32>, tensor<8192x3x3xf32>) -> tensor<8192x729xf32>
    %1998 = stablehlo.reshape %1997 : (tensor<8192x729xf32>) -> tensor<8192x27x27xf32>
    return %1998 : tensor<8192x27x27xf32>
  }
}
