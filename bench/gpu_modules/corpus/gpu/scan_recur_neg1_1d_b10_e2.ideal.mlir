module @jit_scan_recur_neg1_1d_b10_e2_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<4194304x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x2xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4194304x2xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4194304x2xf32>
    %4 = stablehlo.slice %arg0 [0:4194304, 0:1, 0:2] : (tensor<4194304x3x2xf32>) -> tensor<4194304x1x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<4194304x1x2xf32>) -> tensor<4194304x2xf32>
    %6 = stablehlo.add %3, %5 : tensor<4194304x2xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4194304x2xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<4194304x2xf32>
    %10 = stablehlo.slice %arg0 [0:4194304, 1:2, 0:2] : (tensor<4194304x3x2xf32>) -> tensor<4194304x1x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<4194304x1x2xf32>) -> tensor<4194304x2xf32>
    %12 = stablehlo.add %9, %11 : tensor<4194304x2xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4194304x2xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4194304x2xf32>
    %16 = stablehlo.slice %arg0 [0:4194304, 2:3, 0:2] : (tensor<4194304x3x2xf32>) -> tensor<4194304x1x2xf32>
    %17 = stablehlo.reshape %16 : (tensor<4194304x1x2xf32>) -> tensor<4194304x2xf32>
    %18 = stablehlo.add %15, %17 : tensor<4194304x2xf32>
    return %18 : tensor<4194304x2xf32>
  }
}
