module @jit_scale_oob_1d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3xf32>, %arg1: tensor<3xf32>) -> (tensor<4194304x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0], [1], [2]]> : tensor<3x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x3xf32>, tensor<3x1xi32>) -> tensor<4194304x3xf32>
    %1 = "stablehlo.gather"(%arg1, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %2 = stablehlo.reshape %1 : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4194304x3xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4194304x3xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x3xf32>
    %6 = stablehlo.add %4, %0 : tensor<4194304x3xf32>
    %7 = "stablehlo.scatter"(%5, %c, %6) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x3xf32>, tensor<3x1xi32>, tensor<4194304x3xf32>) -> tensor<4194304x3xf32>
    return %7 : tensor<4194304x3xf32>
  }
}
