module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x4x4xf32>) -> (tensor<32x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<32x4x4xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.slice %0 [0:32, 0:1] : (tensor<32x16xf32>) -> tensor<32x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<32x1x1xf32>
    %3 = stablehlo.multiply %2, %cst : tensor<32x1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<32x1x1xf32>) -> tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<32x3xf32>
    %5 = stablehlo.slice %0 [0:32, 4:6] : (tensor<32x16xf32>) -> tensor<32x2xf32>
    %6 = stablehlo.reshape %5 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x2xf32>
    %7 = stablehlo.multiply %6, %cst_1 : tensor<32x1x2xf32>
    %8 = stablehlo.reshape %7 : (tensor<32x1x2xf32>) -> tensor<32x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<32x2xf32>
    %9 = stablehlo.slice %0 [0:32, 8:11] : (tensor<32x16xf32>) -> tensor<32x3xf32>
    %10 = stablehlo.reshape %9 : (tensor<32x3xf32>) -> tensor<32x1x3xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x3xf32>
    %11 = stablehlo.multiply %10, %cst_3 : tensor<32x1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<32x1x3xf32>) -> tensor<32x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<32x1xf32>
    %13 = stablehlo.slice %0 [0:32, 12:16] : (tensor<32x16xf32>) -> tensor<32x4xf32>
    %14 = stablehlo.reshape %13 : (tensor<32x4xf32>) -> tensor<32x1x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<32x1x4xf32>
    %15 = stablehlo.multiply %14, %cst_5 : tensor<32x1x4xf32>
    %16 = stablehlo.reshape %15 : (tensor<32x1x4xf32>) -> tensor<32x4xf32>
    %17 = stablehlo.concatenate %4, %cst_0, %8, %cst_2, %12, %cst_4, %16, dim = 1 : (tensor<32x1xf32>, tensor<32x3xf32>, tensor<32x2xf32>, tensor<32x2xf32>, tensor<32x3xf32>, tensor<32x1xf32>, tensor<32x4xf32>) -> tensor<32x16xf32>
    %18 = stablehlo.reshape %17 : (tensor<32x16xf32>) -> tensor<32x4x4xf32>
    return %18 : tensor<32x4x4xf32>
  }
}
