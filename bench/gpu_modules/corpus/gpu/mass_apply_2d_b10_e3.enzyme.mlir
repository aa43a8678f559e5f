module @jit_mass_apply_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<9> : tensor<10x10xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<524288x9xf32>
    %c_0 = stablehlo.constant dense<6> : tensor<10x10xi32>
    %c_1 = stablehlo.constant dense<20> : tensor<10x10xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<10x10xi32>
    %c_3 = stablehlo.constant dense<100> : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<10x10xi32>
    %c_5 = stablehlo.constant dense<16777216> : tensor<10x10xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<10x10xi32>
    %c_7 = stablehlo.constant dense<10> : tensor<10x10xi32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<524288x100xf32>
    %c_9 = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]]> : tensor<10x10xi32>
    %c_10 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<10x10xi32>
    %c_11 = stablehlo.constant dense<[[true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false]]> : tensor<10x10xi1>
    %c_12 = stablehlo.constant dense<2> : tensor<10x10xi32>
    %0 = stablehlo.minimum %c_9, %c_12 : tensor<10x10xi32>
    %1 = stablehlo.minimum %c_10, %c_12 : tensor<10x10xi32>
    %2 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %3 = stablehlo.multiply %c_9, %c_7 : tensor<10x10xi32>
    %4 = stablehlo.add %3, %c_10 : tensor<10x10xi32>
    %5 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %6 = stablehlo.multiply %0, %c_6 : tensor<10x10xi32>
    %7 = stablehlo.add %6, %1 : tensor<10x10xi32>
    %8 = stablehlo.reshape %7 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %9 = "stablehlo.gather"(%5, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %10 = stablehlo.select %c_11, %4, %c_5 : tensor<10x10xi1>, tensor<10x10xi32>
    %11 = stablehlo.compare LT, %10, %c_4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %12 = stablehlo.add %10, %c_3 : tensor<10x10xi32>
    %13 = stablehlo.select %11, %12, %10 : tensor<10x10xi1>, tensor<10x10xi32>
    %14 = stablehlo.reshape %13 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %15 = "stablehlo.scatter"(%cst_8, %14, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %16 = stablehlo.multiply %1, %c_6 : tensor<10x10xi32>
    %17 = stablehlo.reshape %16 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %18 = "stablehlo.gather"(%2, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %19 = stablehlo.multiply %0, %c_7 : tensor<10x10xi32>
    %20 = stablehlo.reshape %19 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %21 = "stablehlo.gather"(%15, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<524288x10x10xf32>
    %24 = stablehlo.add %16, %c_2 : tensor<10x10xi32>
    %25 = stablehlo.reshape %24 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %26 = "stablehlo.gather"(%2, %25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %27 = stablehlo.add %19, %c_2 : tensor<10x10xi32>
    %28 = stablehlo.reshape %27 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %29 = "stablehlo.gather"(%15, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %30 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<524288x10x10xf32>
    %32 = stablehlo.add %23, %31 : tensor<524288x10x10xf32>
    %33 = stablehlo.add %16, %c_12 : tensor<10x10xi32>
    %34 = stablehlo.reshape %33 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %35 = "stablehlo.gather"(%2, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %36 = stablehlo.add %19, %c_12 : tensor<10x10xi32>
    %37 = stablehlo.reshape %36 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %38 = "stablehlo.gather"(%15, %37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %39 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<524288x10x10xf32>
    %41 = stablehlo.add %32, %40 : tensor<524288x10x10xf32>
    %42 = "stablehlo.scatter"(%cst_8, %14, %41) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %43 = stablehlo.reshape %6 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %44 = "stablehlo.gather"(%2, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %45 = stablehlo.reshape %1 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %46 = "stablehlo.gather"(%42, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<524288x10x10xf32>
    %49 = stablehlo.add %6, %c_2 : tensor<10x10xi32>
    %50 = stablehlo.reshape %49 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %51 = "stablehlo.gather"(%2, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %52 = stablehlo.add %c_7, %1 : tensor<10x10xi32>
    %53 = stablehlo.reshape %52 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %54 = "stablehlo.gather"(%42, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %55 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<524288x10x10xf32>
    %57 = stablehlo.add %48, %56 : tensor<524288x10x10xf32>
    %58 = stablehlo.add %6, %c_12 : tensor<10x10xi32>
    %59 = stablehlo.reshape %58 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %60 = "stablehlo.gather"(%2, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %61 = stablehlo.add %c_1, %1 : tensor<10x10xi32>
    %62 = stablehlo.reshape %61 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %63 = "stablehlo.gather"(%42, %62) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %64 = stablehlo.broadcast_in_dim %60, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<524288x10x10xf32>
    %66 = stablehlo.add %57, %65 : tensor<524288x10x10xf32>
    %67 = stablehlo.reshape %arg2 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %68 = "stablehlo.gather"(%67, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<524288x10x10xf32>
    %70 = "stablehlo.scatter"(%cst_8, %14, %69) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %71 = "stablehlo.gather"(%2, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %72 = "stablehlo.gather"(%70, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<524288x10x10xf32>
    %75 = stablehlo.add %c_6, %1 : tensor<10x10xi32>
    %76 = stablehlo.reshape %75 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %77 = "stablehlo.gather"(%2, %76) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %78 = "stablehlo.gather"(%70, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<524288x10x10xf32>
    %81 = stablehlo.add %74, %80 : tensor<524288x10x10xf32>
    %82 = stablehlo.add %c_0, %1 : tensor<10x10xi32>
    %83 = stablehlo.reshape %82 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %84 = "stablehlo.gather"(%2, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %85 = "stablehlo.gather"(%70, %37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<524288x10x10xf32>
    %88 = stablehlo.add %81, %87 : tensor<524288x10x10xf32>
    %89 = "stablehlo.scatter"(%cst_8, %14, %88) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %90 = stablehlo.reshape %0 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %91 = "stablehlo.gather"(%2, %90) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %92 = "stablehlo.gather"(%89, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<524288x10x10xf32>
    %95 = stablehlo.add %c_6, %0 : tensor<10x10xi32>
    %96 = stablehlo.reshape %95 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %97 = "stablehlo.gather"(%2, %96) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %98 = "stablehlo.gather"(%89, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<524288x10x10xf32>
    %101 = stablehlo.add %94, %100 : tensor<524288x10x10xf32>
    %102 = stablehlo.add %c_0, %0 : tensor<10x10xi32>
    %103 = stablehlo.reshape %102 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %104 = "stablehlo.gather"(%2, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %105 = "stablehlo.gather"(%89, %62) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<524288x10x10xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<524288x10x10xf32>
    %108 = stablehlo.add %101, %107 : tensor<524288x10x10xf32>
    %109 = stablehlo.multiply %c_9, %c_6 : tensor<10x10xi32>
    %110 = stablehlo.add %109, %c_10 : tensor<10x10xi32>
    %111 = stablehlo.select %c_11, %110, %c_5 : tensor<10x10xi1>, tensor<10x10xi32>
    %112 = stablehlo.compare LT, %111, %c_4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %113 = stablehlo.add %111, %c : tensor<10x10xi32>
    %114 = stablehlo.select %112, %113, %111 : tensor<10x10xi1>, tensor<10x10xi32>
    %115 = stablehlo.reshape %114 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %116 = "stablehlo.scatter"(%cst, %115, %108) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x9xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x9xf32>
    %117 = stablehlo.reshape %116 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    return %117 : tensor<524288x3x3xf32>
  }
}
