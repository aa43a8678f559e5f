module @jit_slices_neg1_3d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x2x2x2xf32>) -> (tensor<32768x2x2x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<32768x2x2x2xf32>) -> tensor<32768x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x2x2x2xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<32768x2x2x2xf32>
    %3 = stablehlo.slice %2 [0:32768, 0:1, 0:1, 0:2] : (tensor<32768x2x2x2xf32>) -> tensor<32768x1x1x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %5 = stablehlo.slice %2 [0:32768, 0:1, 1:2, 0:2] : (tensor<32768x2x2x2xf32>) -> tensor<32768x1x1x2xf32>
    %6 = stablehlo.reshape %5 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %7 = stablehlo.slice %2 [0:32768, 1:2, 0:1, 0:2] : (tensor<32768x2x2x2xf32>) -> tensor<32768x1x1x2xf32>
    %8 = stablehlo.reshape %7 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %9 = stablehlo.slice %2 [0:32768, 1:2, 1:2, 0:2] : (tensor<32768x2x2x2xf32>) -> tensor<32768x1x1x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %11 = stablehlo.concatenate %4, %6, %8, %10, dim = 1 : (tensor<32768x2xf32>, tensor<32768x2xf32>, tensor<32768x2xf32>, tensor<32768x2xf32>) -> tensor<32768x8xf32>
    %12 = stablehlo.add %11, %0 : tensor<32768x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<32768x8xf32>) -> tensor<32768x2x2x2xf32>
    return %13 : tensor<32768x2x2x2xf32>
  }
}
