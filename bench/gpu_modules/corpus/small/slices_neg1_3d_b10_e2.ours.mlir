module @jit_slices_neg1_3d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x2x2x2xf32>) -> (tensor<8x2x2x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x2x2x2xf32>) -> tensor<8x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<8x2x2x2xf32>
    %1 = stablehlo.multiply %arg0, %cst : tensor<8x2x2x2xf32>
    %2 = stablehlo.slice %1 [0:8, 0:1, 0:1, 0:2] : (tensor<8x2x2x2xf32>) -> tensor<8x1x1x2xf32>
    %3 = stablehlo.reshape %2 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %4 = stablehlo.slice %1 [0:8, 0:1, 1:2, 0:2] : (tensor<8x2x2x2xf32>) -> tensor<8x1x1x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %6 = stablehlo.slice %1 [0:8, 1:2, 0:1, 0:2] : (tensor<8x2x2x2xf32>) -> tensor<8x1x1x2xf32>
    %7 = stablehlo.reshape %6 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %8 = stablehlo.slice %1 [0:8, 1:2, 1:2, 0:2] : (tensor<8x2x2x2xf32>) -> tensor<8x1x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %10 = stablehlo.concatenate %3, %5, %7, %9, dim = 1 : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.add %10, %0 : tensor<8x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x8xf32>) -> tensor<8x2x2x2xf32>
    return %12 : tensor<8x2x2x2xf32>
  }
}
