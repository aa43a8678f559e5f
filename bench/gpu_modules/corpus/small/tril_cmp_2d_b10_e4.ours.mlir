module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x4x4xf32>) -> (tensor<32x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:32, 0:1, 0:1] : (tensor<32x4x4xf32>) -> tensor<32x1x1xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<32x1x1xf32>
    %1 = stablehlo.multiply %0, %cst : tensor<32x1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x1x1xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<32x3xf32>
    %3 = stablehlo.slice %arg0 [0:32, 1:2, 0:2] : (tensor<32x4x4xf32>) -> tensor<32x1x2xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x2xf32>
    %4 = stablehlo.multiply %3, %cst_1 : tensor<32x1x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x1x2xf32>) -> tensor<32x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<32x2xf32>
    %6 = stablehlo.slice %arg0 [0:32, 2:3, 0:3] : (tensor<32x4x4xf32>) -> tensor<32x1x3xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x3xf32>
    %7 = stablehlo.multiply %6, %cst_3 : tensor<32x1x3xf32>
    %8 = stablehlo.reshape %7 : (tensor<32x1x3xf32>) -> tensor<32x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<32x1xf32>
    %9 = stablehlo.slice %arg0 [0:32, 3:4, 0:4] : (tensor<32x4x4xf32>) -> tensor<32x1x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x4xf32>
    %10 = stablehlo.multiply %9, %cst_5 : tensor<32x1x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<32x1x4xf32>) -> tensor<32x4xf32>
    %12 = stablehlo.concatenate %2, %cst_0, %5, %cst_2, %8, %cst_4, %11, dim = 1 : (tensor<32x1xf32>, tensor<32x3xf32>, tensor<32x2xf32>, tensor<32x2xf32>, tensor<32x3xf32>, tensor<32x1xf32>, tensor<32x4xf32>) -> tensor<32x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<32x16xf32>) -> tensor<32x4x4xf32>
    return %13 : tensor<32x4x4xf32>
  }
}
