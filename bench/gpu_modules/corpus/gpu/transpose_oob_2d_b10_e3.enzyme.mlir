module @jit_transpose_oob_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[0], [10], [20], [30], [40], [50], [60], [70], [80], [90]], [[1], [11], [21], [31], [41], [51], [61], [71], [81], [91]], [[2], [12], [22], [32], [42], [52], [62], [72], [82], [92]], [[3], [13], [23], [33], [43], [53], [63], [73], [83], [93]], [[4], [14], [24], [34], [44], [54], [64], [74], [84], [94]], [[5], [15], [25], [35], [45], [55], [65], [75], [85], [95]], [[6], [16], [26], [36], [46], [56], [66], [76], [86], [96]], [[7], [17], [27], [37], [47], [57], [67], [77], [87], [97]], [[8], [18], [28], [38], [48], [58], [68], [78], [88], [98]], [[9], [19], [29], [39], [49], [59], [69], [79], [89], [99]]]> : tensor<10x10x1xi32>
    %c_0 = stablehlo.constant dense<[[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]], [[3], [4], [5], [5], [5], [5], [5], [5], [5], [5]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]], [[6], [7], [8], [8], [8], [8], [8], [8], [8], [8]]]> : tensor<10x10x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<10x10xi32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<524288x10x10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<524288x9xf32>
    %c_3 = stablehlo.constant dense<100> : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<10x10xi32>
    %c_5 = stablehlo.constant dense<16777216> : tensor<10x10xi32>
    %c_6 = stablehlo.constant dense<10> : tensor<10x10xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<524288x100xf32>
    %c_8 = stablehlo.constant dense<3> : tensor<10x10xi32>
    %c_9 = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]]> : tensor<10x10xi32>
    %c_10 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<10x10xi32>
    %c_11 = stablehlo.constant dense<[[true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false]]> : tensor<10x10xi1>
    %0 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %1 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %2 = stablehlo.multiply %c_9, %c_6 : tensor<10x10xi32>
    %3 = stablehlo.add %2, %c_10 : tensor<10x10xi32>
    %4 = stablehlo.select %c_11, %3, %c_5 : tensor<10x10xi1>, tensor<10x10xi32>
    %5 = stablehlo.compare LT, %4, %c_4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %6 = stablehlo.add %4, %c_3 : tensor<10x10xi32>
    %7 = stablehlo.select %5, %6, %4 : tensor<10x10xi1>, tensor<10x10xi32>
    %8 = stablehlo.reshape %7 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %9 = "stablehlo.scatter"(%cst_7, %8, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %10 = "stablehlo.gather"(%9, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %11 = stablehlo.multiply %c_9, %c_8 : tensor<10x10xi32>
    %12 = stablehlo.add %11, %c_10 : tensor<10x10xi32>
    %13 = stablehlo.multiply %10, %cst : tensor<524288x10x10xf32>
    %14 = stablehlo.select %c_11, %12, %c_5 : tensor<10x10xi1>, tensor<10x10xi32>
    %15 = stablehlo.compare LT, %14, %c_4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %16 = stablehlo.add %14, %c_1 : tensor<10x10xi32>
    %17 = stablehlo.select %15, %16, %14 : tensor<10x10xi1>, tensor<10x10xi32>
    %18 = stablehlo.reshape %17 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %19 = "stablehlo.scatter"(%cst_2, %18, %13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x9xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x9xf32>
    %20 = stablehlo.reshape %19 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    return %20 : tensor<524288x3x3xf32>
  }
}
