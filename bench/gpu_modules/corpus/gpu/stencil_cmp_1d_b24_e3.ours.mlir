module @jit_stencil_cmp_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2097152x3xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %c = stablehlo.constant dense<[[0], [1], [2]]> : tensor<3x1xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.gather"(%arg0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x3xf32>, tensor<3x1xi32>) -> tensor<2097152x3xf32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %3 = stablehlo.slice %cst [0:2097152, 0:1] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %4 = stablehlo.slice %0 [0:2097152, 0:2] : (tensor<2097152x3xf32>) -> tensor<2097152x2xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<2097152x1xf32>, tensor<2097152x2xf32>) -> tensor<2097152x3xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<2097152x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %8 = stablehlo.multiply %7, %0 : tensor<2097152x3xf32>
    %9 = stablehlo.add %6, %8 : tensor<2097152x3xf32>
    %10 = stablehlo.slice %0 [0:2097152, 1:3] : (tensor<2097152x3xf32>) -> tensor<2097152x2xf32>
    %11 = stablehlo.slice %cst [0:2097152, 2:3] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %12 = stablehlo.concatenate %10, %11, dim = 1 : (tensor<2097152x2xf32>, tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %13 = stablehlo.multiply %2, %12 : tensor<2097152x3xf32>
    %14 = stablehlo.add %9, %13 : tensor<2097152x3xf32>
    %15 = "stablehlo.scatter"(%1, %c, %14) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x3xf32>, tensor<3x1xi32>, tensor<2097152x3xf32>) -> tensor<2097152x3xf32>
    return %15 : tensor<2097152x3xf32>
  }
}
