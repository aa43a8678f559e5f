module @jit_slices_neg1_3d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x2x2x2xf32>) -> (tensor<32768x2x2x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<32768x2x2x2xf32>) -> tensor<32768x8xf32>
    %1 = stablehlo.slice %0 [0:32768, 0:2] : (tensor<32768x8xf32>) -> tensor<32768x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<32768x2xf32>) -> tensor<32768x1x1x2xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x1x1x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32768x1x1x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %6 = stablehlo.slice %0 [0:32768, 2:4] : (tensor<32768x8xf32>) -> tensor<32768x2xf32>
    %7 = stablehlo.reshape %6 : (tensor<32768x2xf32>) -> tensor<32768x1x1x2xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<32768x1x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %10 = stablehlo.slice %0 [0:32768, 4:6] : (tensor<32768x8xf32>) -> tensor<32768x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<32768x2xf32>) -> tensor<32768x1x1x2xf32>
    %12 = stablehlo.multiply %11, %3 : tensor<32768x1x1x2xf32>
    %13 = stablehlo.reshape %12 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %14 = stablehlo.slice %0 [0:32768, 6:8] : (tensor<32768x8xf32>) -> tensor<32768x2xf32>
    %15 = stablehlo.reshape %14 : (tensor<32768x2xf32>) -> tensor<32768x1x1x2xf32>
    %16 = stablehlo.multiply %15, %3 : tensor<32768x1x1x2xf32>
    %17 = stablehlo.reshape %16 : (tensor<32768x1x1x2xf32>) -> tensor<32768x2xf32>
    %18 = stablehlo.concatenate %5, %9, %13, %17, dim = 1 : (tensor<32768x2xf32>, tensor<32768x2xf32>, tensor<32768x2xf32>, tensor<32768x2xf32>) -> tensor<32768x8xf32>
    %19 = stablehlo.add %18, %0 : tensor<32768x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<32768x8xf32>) -> tensor<32768x2x2x2xf32>
    return %20 : tensor<32768x2x2x2xf32>
  }
}
