module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<524288x4x4xf32>) -> (tensor<524288x4x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]], [[10], [11], [12], [13], [14], [15], [16], [17], [18], [19]], [[20], [21], [22], [23], [24], [25], [26], [27], [28], [29]], [[30], [31], [32], [33], [34], [35], [36], [37], [38], [39]], [[40], [41], [42], [43], [44], [45], [46], [47], [48], [49]], [[50], [51], [52], [53], [54], [55], [56], [57], [58], [59]], [[60], [61], [62], [63], [64], [65], [66], [67], [68], [69]], [[70], [71], [72], [73], [74], [75], [76], [77], [78], [79]], [[80], [81], [82], [83], [84], [85], [86], [87], [88], [89]], [[90], [91], [92], [93], [94], [95], [96], [97], [98], [99]]]> : tensor<10x10x1xi32>
    %c_0 = stablehlo.constant dense<[[[0], [1], [2], [3], [3], [3], [3], [3], [3], [3]], [[4], [5], [6], [7], [7], [7], [7], [7], [7], [7]], [[8], [9], [10], [11], [11], [11], [11], [11], [11], [11]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]]]> : tensor<10x10x1xi32>
    %c_1 = stablehlo.constant dense<16> : tensor<10x10xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<524288x16xf32>
    %c_2 = stablehlo.constant dense<100> : tensor<10x10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<16777216> : tensor<10x10xi32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<524288x10x10xf32>
    %c_6 = stablehlo.constant dense<10> : tensor<10x10xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<524288x100xf32>
    %c_8 = stablehlo.constant dense<4> : tensor<10x10xi32>
    %c_9 = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [8, 8, 8, 8, 8, 8, 8, 8, 8, 8], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]]> : tensor<10x10xi32>
    %c_10 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<10x10xi32>
    %c_11 = stablehlo.constant dense<[[true, true, true, true, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false]]> : tensor<10x10xi1>
    %c_12 = stablehlo.constant dense<[[true, false, false, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false, false, false], [true, true, true, false, false, false, false, false, false, false], [true, true, true, true, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, false, false]]> : tensor<10x10xi1>
    %0 = stablehlo.reshape %arg0 : (tensor<524288x4x4xf32>) -> tensor<524288x16xf32>
    %1 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x16xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %2 = stablehlo.multiply %c_9, %c_6 : tensor<10x10xi32>
    %3 = stablehlo.add %2, %c_10 : tensor<10x10xi32>
    %4 = stablehlo.multiply %1, %cst_5 : tensor<524288x10x10xf32>
    %5 = stablehlo.select %c_12, %3, %c_4 : tensor<10x10xi1>, tensor<10x10xi32>
    %6 = stablehlo.compare LT, %5, %c_3, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %7 = stablehlo.add %5, %c_2 : tensor<10x10xi32>
    %8 = stablehlo.select %6, %7, %5 : tensor<10x10xi1>, tensor<10x10xi32>
    %9 = stablehlo.reshape %8 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %10 = "stablehlo.scatter"(%cst_7, %9, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %11 = "stablehlo.gather"(%10, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %12 = stablehlo.multiply %c_9, %c_8 : tensor<10x10xi32>
    %13 = stablehlo.add %12, %c_10 : tensor<10x10xi32>
    %14 = stablehlo.select %c_11, %13, %c_4 : tensor<10x10xi1>, tensor<10x10xi32>
    %15 = stablehlo.compare LT, %14, %c_3, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %16 = stablehlo.add %14, %c_1 : tensor<10x10xi32>
    %17 = stablehlo.select %15, %16, %14 : tensor<10x10xi1>, tensor<10x10xi32>
    %18 = stablehlo.reshape %17 : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %19 = "stablehlo.scatter"(%cst, %18, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x16xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x16xf32>
    %20 = stablehlo.reshape %19 : (tensor<524288x16xf32>) -> tensor<524288x4x4xf32>
    return %20 : tensor<524288x4x4xf32>
  }
}
