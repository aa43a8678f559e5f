module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<2097152x4x4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[12], [13], [14], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15], [15]]> : tensor<24x1xi32>
    %c_0 = stablehlo.constant dense<[[8], [9], [10], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11], [11]]> : tensor<24x1xi32>
    %c_1 = stablehlo.constant dense<[[4], [5], [6], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7], [7]]> : tensor<24x1xi32>
    %c_2 = stablehlo.constant dense<[[72], [73], [74], [75], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]> : tensor<24x1xi32>
    %c_3 = stablehlo.constant dense<[[48], [49], [50], [51], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]> : tensor<24x1xi32>
    %c_4 = stablehlo.constant dense<[[24], [25], [26], [27], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]> : tensor<24x1xi32>
    %c_5 = stablehlo.constant dense<[[0], [1], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3]]> : tensor<24x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2097152x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<2097152x24xf32>
    %c_7 = stablehlo.constant dense<[[0], [1], [2], [3], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216], [16777216]]> : tensor<24x1xi32>
    %cst_8 = stablehlo.constant dense<1.500000e+00> : tensor<2097152x24xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2097152x96xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %c_11 = stablehlo.constant dense<24> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %0 = stablehlo.reshape %arg0 : (tensor<2097152x4x4xf32>) -> tensor<2097152x16xf32>
    %1 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %2 = stablehlo.multiply %1, %cst_8 : tensor<2097152x24xf32>
    %3 = "stablehlo.scatter"(%cst_9, %c_7, %2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %4 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %5 = stablehlo.multiply %4, %cst_8 : tensor<2097152x24xf32>
    %6 = "stablehlo.scatter"(%3, %c_4, %5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %7 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %8 = stablehlo.multiply %7, %cst_8 : tensor<2097152x24xf32>
    %9 = "stablehlo.scatter"(%6, %c_3, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %10 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %11 = stablehlo.multiply %10, %cst_8 : tensor<2097152x24xf32>
    %12 = "stablehlo.scatter"(%9, %c_2, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %13:2 = stablehlo.while(%iterArg = %c_12, %iterArg_14 = %cst_6) : tensor<i32>, tensor<2097152x24xf32>
    cond {
      %15 = stablehlo.compare LT, %iterArg, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = stablehlo.add %iterArg, %c_10 : tensor<i32>
      %16 = stablehlo.multiply %iterArg, %c_11 : tensor<i32>
      %17 = stablehlo.dynamic_slice %12, %c_12, %16, sizes = [2097152, 24] : (tensor<2097152x96xf32>, tensor<i32>, tensor<i32>) -> tensor<2097152x24xf32>
      %18 = stablehlo.add %iterArg_14, %17 : tensor<2097152x24xf32>
      stablehlo.return %15, %18 : tensor<i32>, tensor<2097152x24xf32>
    }
    %14 = "stablehlo.scatter"(%cst, %c_7, %13#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x4xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x4xf32>
    return %14 : tensor<2097152x4xf32>
  }
}
