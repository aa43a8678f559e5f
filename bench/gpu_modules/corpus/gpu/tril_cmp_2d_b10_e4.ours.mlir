module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x4x4xf32>) -> (tensor<524288x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<524288x4x4xf32>) -> tensor<524288x16xf32>
    %c = stablehlo.constant dense<[[[0], [1], [2], [3], [3], [3], [3], [3], [3], [3]], [[4], [5], [6], [7], [7], [7], [7], [7], [7], [7]], [[8], [9], [10], [11], [11], [11], [11], [11], [11], [11]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]], [[12], [13], [14], [15], [15], [15], [15], [15], [15], [15]]]> : tensor<10x10x1xi32>
    %1 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x16xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x10x10xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<524288x10x10xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<524288x4x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %5 = stablehlo.slice %4 [0:524288, 0:1] : (tensor<524288x100xf32>) -> tensor<524288x1xf32>
    %6 = stablehlo.reshape %cst_0 : (tensor<524288x4x4xf32>) -> tensor<524288x16xf32>
    %7 = stablehlo.slice %6 [0:524288, 1:4] : (tensor<524288x16xf32>) -> tensor<524288x3xf32>
    %8 = stablehlo.slice %4 [0:524288, 10:12] : (tensor<524288x100xf32>) -> tensor<524288x2xf32>
    %9 = stablehlo.slice %6 [0:524288, 6:8] : (tensor<524288x16xf32>) -> tensor<524288x2xf32>
    %10 = stablehlo.slice %4 [0:524288, 20:23] : (tensor<524288x100xf32>) -> tensor<524288x3xf32>
    %11 = stablehlo.slice %6 [0:524288, 11:12] : (tensor<524288x16xf32>) -> tensor<524288x1xf32>
    %12 = stablehlo.slice %4 [0:524288, 30:34] : (tensor<524288x100xf32>) -> tensor<524288x4xf32>
    %13 = stablehlo.concatenate %5, %7, %8, %9, %10, %11, %12, dim = 1 : (tensor<524288x1xf32>, tensor<524288x3xf32>, tensor<524288x2xf32>, tensor<524288x2xf32>, tensor<524288x3xf32>, tensor<524288x1xf32>, tensor<524288x4xf32>) -> tensor<524288x16xf32>
    %14 = stablehlo.reshape %13 : (tensor<524288x16xf32>) -> tensor<524288x4x4xf32>
    return %14 : tensor<524288x4x4xf32>
  }
}
