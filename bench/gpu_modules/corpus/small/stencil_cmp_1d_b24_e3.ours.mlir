module @jit_stencil_cmp_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3xf32>) -> (tensor<64x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<64x3xf32>
    %0 = stablehlo.slice %arg0 [0:64, 0:2] : (tensor<64x3xf32>) -> tensor<64x2xf32>
    %1 = stablehlo.concatenate %cst, %0, dim = 1 : (tensor<64x1xf32>, tensor<64x2xf32>) -> tensor<64x3xf32>
    %2 = stablehlo.multiply %1, %cst_0 : tensor<64x3xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<64x3xf32>
    %3 = stablehlo.multiply %arg0, %cst_1 : tensor<64x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<64x3xf32>
    %5 = stablehlo.slice %arg0 [0:64, 1:3] : (tensor<64x3xf32>) -> tensor<64x2xf32>
    %6 = stablehlo.concatenate %5, %cst, dim = 1 : (tensor<64x2xf32>, tensor<64x1xf32>) -> tensor<64x3xf32>
    %7 = stablehlo.multiply %6, %cst_0 : tensor<64x3xf32>
    %8 = stablehlo.add %4, %7 : tensor<64x3xf32>
    return %8 : tensor<64x3xf32>
  }
}
