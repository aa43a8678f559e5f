module @jit_reverse_neg1_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4xf32>, %arg1: tensor<4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x25xf32>
    %c = stablehlo.constant dense<[[0], [1], [2], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3], [3]]> : tensor<24x1xi32>
    %1 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x4xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %c_0 = stablehlo.constant dense<[[3], [2], [1], [0], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24], [24]]> : tensor<24x1xi32>
    %2 = "stablehlo.scatter"(%0, %c_0, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<2097152x25xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x25xf32>
    %3 = stablehlo.slice %2 [0:2097152, 0:4] : (tensor<2097152x25xf32>) -> tensor<2097152x4xf32>
    %4 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2097152x4xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2097152x4xf32>
    return %6 : tensor<2097152x4xf32>
  }
}
