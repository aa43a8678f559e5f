module @jit_stencil_cmp_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3xf32>) -> (tensor<64x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<64x3xf32>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<64x3xf32>
    %c = stablehlo.constant dense<[[0], [1], [2]]> : tensor<3x1xi32>
    %0 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x3xf32>, tensor<3x1xi32>) -> tensor<64x3xf32>
    %1 = stablehlo.slice %0 [0:64, 0:2] : (tensor<64x3xf32>) -> tensor<64x2xf32>
    %2 = stablehlo.concatenate %cst, %1, dim = 1 : (tensor<64x1xf32>, tensor<64x2xf32>) -> tensor<64x3xf32>
    %3 = stablehlo.multiply %2, %cst_1 : tensor<64x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<64x3xf32>
    %4 = stablehlo.multiply %0, %cst_2 : tensor<64x3xf32>
    %5 = stablehlo.add %3, %4 : tensor<64x3xf32>
    %6 = stablehlo.slice %0 [0:64, 1:3] : (tensor<64x3xf32>) -> tensor<64x2xf32>
    %7 = stablehlo.concatenate %6, %cst, dim = 1 : (tensor<64x2xf32>, tensor<64x1xf32>) -> tensor<64x3xf32>
    %8 = stablehlo.multiply %7, %cst_1 : tensor<64x3xf32>
    %9 = stablehlo.add %5, %8 : tensor<64x3xf32>
    %10 = "stablehlo.scatter"(%cst_0, %c, %9) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<64x3xf32>, tensor<3x1xi32>, tensor<64x3xf32>) -> tensor<64x3xf32>
    return %10 : tensor<64x3xf32>
  }
}
