module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x4x4xf32>) -> (tensor<32x4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<32x4x4xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<32x4x4xf32>
    %1 = stablehlo.slice %0 [0:32, 0:1, 0:1] : (tensor<32x4x4xf32>) -> tensor<32x1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x1x1xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<32x3xf32>
    %3 = stablehlo.slice %0 [0:32, 1:2, 0:2] : (tensor<32x4x4xf32>) -> tensor<32x1x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<32x1x2xf32>) -> tensor<32x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<32x2xf32>
    %5 = stablehlo.slice %0 [0:32, 2:3, 0:3] : (tensor<32x4x4xf32>) -> tensor<32x1x3xf32>
    %6 = stablehlo.reshape %5 : (tensor<32x1x3xf32>) -> tensor<32x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<32x1xf32>
    %7 = stablehlo.slice %0 [0:32, 3:4, 0:4] : (tensor<32x4x4xf32>) -> tensor<32x1x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<32x1x4xf32>) -> tensor<32x4xf32>
    %9 = stablehlo.concatenate %2, %cst_0, %4, %cst_1, %6, %cst_2, %8, dim = 1 : (tensor<32x1xf32>, tensor<32x3xf32>, tensor<32x2xf32>, tensor<32x2xf32>, tensor<32x3xf32>, tensor<32x1xf32>, tensor<32x4xf32>) -> tensor<32x16xf32>
    %10 = stablehlo.reshape %9 : (tensor<32x16xf32>) -> tensor<32x4x4xf32>
    return %10 : tensor<32x4x4xf32>
  }
}
