module @jit_stencil_cmp_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[16777216], [0], [1], [2], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]> : tensor<24x1xi32>
    %c_0 = stablehlo.constant dense<[[1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [23]]> : tensor<24x1xi32>
    %c_1 = stablehlo.constant dense<[[0], [0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22]]> : tensor<24x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2097152x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2097152x24xf32>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<2097152x24xf32>
    %c_4 = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23]]> : tensor<24x1xi32>
    %c_5 = stablehlo.constant dense<[[16777216], [1], [2], [3], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]> : tensor<24x1xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2097152x24xf32>
    %c_7 = stablehlo.constant dense<[[0], [0], [1], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2], [2]]> : tensor<24x1xi32>
    %0 = "stablehlo.gather"(%arg0, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x3xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %1 = "stablehlo.scatter"(%cst_6, %c_5, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x24xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x24xf32>
    %2 = "stablehlo.gather"(%1, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x24xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %3 = "stablehlo.gather"(%1, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x24xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %4 = "stablehlo.gather"(%1, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x24xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %5 = stablehlo.multiply %cst_3, %2 : tensor<2097152x24xf32>
    %6 = stablehlo.multiply %cst_2, %3 : tensor<2097152x24xf32>
    %7 = stablehlo.add %5, %6 : tensor<2097152x24xf32>
    %8 = stablehlo.multiply %cst_3, %4 : tensor<2097152x24xf32>
    %9 = stablehlo.add %7, %8 : tensor<2097152x24xf32>
    %10 = "stablehlo.scatter"(%cst, %c, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x3xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x3xf32>
    return %10 : tensor<2097152x3xf32>
  }
}
