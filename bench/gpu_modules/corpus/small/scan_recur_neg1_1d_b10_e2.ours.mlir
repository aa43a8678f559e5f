module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<64x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<64x3x2xf32>) -> tensor<3x64x2xf32>
    %1 = stablehlo.slice %0 [0:1, 0:64, 0:2] : (tensor<3x64x2xf32>) -> tensor<1x64x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
    %3 = stablehlo.slice %0 [1:2, 0:64, 0:2] : (tensor<3x64x2xf32>) -> tensor<1x64x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
    %5 = stablehlo.slice %0 [2:3, 0:64, 0:2] : (tensor<3x64x2xf32>) -> tensor<1x64x2xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x2xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<2xf32>) -> tensor<1x2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<64x2xf32>
    %9 = stablehlo.multiply %8, %cst : tensor<64x2xf32>
    %10 = stablehlo.add %9, %2 : tensor<64x2xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<64x2xf32>
    %12 = stablehlo.add %11, %4 : tensor<64x2xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<64x2xf32>
    %14 = stablehlo.add %13, %6 : tensor<64x2xf32>
    return %14 : tensor<64x2xf32>
  }
}
