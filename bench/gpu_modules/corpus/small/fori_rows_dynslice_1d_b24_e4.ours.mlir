module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x4x4xf32>) -> (tensor<64x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<64x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<64x4xf32>
    %0 = stablehlo.slice %arg0 [0:64, 0:1, 0:4] : (tensor<64x4x4xf32>) -> tensor<64x1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %2 = stablehlo.multiply %1, %cst : tensor<64x4xf32>
    %3 = stablehlo.add %2, %cst_0 : tensor<64x4xf32>
    %4 = stablehlo.slice %arg0 [0:64, 1:2, 0:4] : (tensor<64x4x4xf32>) -> tensor<64x1x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %6 = stablehlo.multiply %5, %cst : tensor<64x4xf32>
    %7 = stablehlo.add %3, %6 : tensor<64x4xf32>
    %8 = stablehlo.slice %arg0 [0:64, 2:3, 0:4] : (tensor<64x4x4xf32>) -> tensor<64x1x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %10 = stablehlo.multiply %9, %cst : tensor<64x4xf32>
    %11 = stablehlo.add %7, %10 : tensor<64x4xf32>
    %12 = stablehlo.slice %arg0 [0:64, 3:4, 0:4] : (tensor<64x4x4xf32>) -> tensor<64x1x4xf32>
    %13 = stablehlo.reshape %12 : (tensor<64x1x4xf32>) -> tensor<64x4xf32>
    %14 = stablehlo.multiply %13, %cst : tensor<64x4xf32>
    %15 = stablehlo.add %11, %14 : tensor<64x4xf32>
    return %15 : tensor<64x4xf32>
  }
}
