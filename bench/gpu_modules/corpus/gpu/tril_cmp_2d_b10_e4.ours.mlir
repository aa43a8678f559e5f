module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x4x4xf32>) -> (tensor<524288x4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x4x4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<524288x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<524288x4x4xf32>
    %2 = stablehlo.slice %1 [0:524288, 0:1, 0:1] : (tensor<524288x4x4xf32>) -> tensor<524288x1x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %4 = stablehlo.slice %cst_0 [0:524288, 0:1, 1:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %6 = stablehlo.slice %1 [0:524288, 1:2, 0:2] : (tensor<524288x4x4xf32>) -> tensor<524288x1x2xf32>
    %7 = stablehlo.reshape %6 : (tensor<524288x1x2xf32>) -> tensor<524288x2xf32>
    %8 = stablehlo.slice %cst_0 [0:524288, 1:2, 2:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<524288x1x2xf32>) -> tensor<524288x2xf32>
    %10 = stablehlo.slice %1 [0:524288, 2:3, 0:3] : (tensor<524288x4x4xf32>) -> tensor<524288x1x3xf32>
    %11 = stablehlo.reshape %10 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %12 = stablehlo.slice %cst_0 [0:524288, 2:3, 3:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %14 = stablehlo.slice %1 [0:524288, 3:4, 0:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x4xf32>
    %15 = stablehlo.reshape %14 : (tensor<524288x1x4xf32>) -> tensor<524288x4xf32>
    %16 = stablehlo.concatenate %3, %5, %7, %9, %11, %13, %15, dim = 1 : (tensor<524288x1xf32>, tensor<524288x3xf32>, tensor<524288x2xf32>, tensor<524288x2xf32>, tensor<524288x3xf32>, tensor<524288x1xf32>, tensor<524288x4xf32>) -> tensor<524288x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<524288x16xf32>) -> tensor<524288x4x4xf32>
    return %17 : tensor<524288x4x4xf32>
  }
}
