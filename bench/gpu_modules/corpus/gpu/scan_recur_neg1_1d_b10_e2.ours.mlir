module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<4194304x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4194304x3x2xf32>) -> tensor<3x4194304x2xf32>
    %1 = stablehlo.slice %0 [0:1, 0:4194304, 0:2] : (tensor<3x4194304x2xf32>) -> tensor<1x4194304x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    %3 = stablehlo.slice %0 [1:2, 0:4194304, 0:2] : (tensor<3x4194304x2xf32>) -> tensor<1x4194304x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    %5 = stablehlo.slice %0 [2:3, 0:4194304, 0:2] : (tensor<3x4194304x2xf32>) -> tensor<1x4194304x2xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x2xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<2xf32>) -> tensor<1x2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4194304x2xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4194304x2xf32>
    %11 = stablehlo.add %10, %2 : tensor<4194304x2xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<4194304x2xf32>
    %13 = stablehlo.add %12, %4 : tensor<4194304x2xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<4194304x2xf32>
    %15 = stablehlo.add %14, %6 : tensor<4194304x2xf32>
    return %15 : tensor<4194304x2xf32>
  }
}
