module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x4x4xf32>) -> (tensor<64x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<64x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<64x4xf32>
    %0 = stablehlo.reshape %arg0 : (tensor<64x4x4xf32>) -> tensor<64x16xf32>
    %1 = stablehlo.slice %0 [0:64, 0:4] : (tensor<64x16xf32>) -> tensor<64x4xf32>
    %2 = stablehlo.multiply %1, %cst : tensor<64x4xf32>
    %3 = stablehlo.add %2, %cst_0 : tensor<64x4xf32>
    %4 = stablehlo.slice %0 [0:64, 4:8] : (tensor<64x16xf32>) -> tensor<64x4xf32>
    %5 = stablehlo.multiply %4, %cst : tensor<64x4xf32>
    %6 = stablehlo.add %3, %5 : tensor<64x4xf32>
    %7 = stablehlo.slice %0 [0:64, 8:12] : (tensor<64x16xf32>) -> tensor<64x4xf32>
    %8 = stablehlo.multiply %7, %cst : tensor<64x4xf32>
    %9 = stablehlo.add %6, %8 : tensor<64x4xf32>
    %10 = stablehlo.slice %0 [0:64, 12:16] : (tensor<64x16xf32>) -> tensor<64x4xf32>
    %11 = stablehlo.multiply %10, %cst : tensor<64x4xf32>
    %12 = stablehlo.add %9, %11 : tensor<64x4xf32>
    return %12 : tensor<64x4xf32>
  }
}
