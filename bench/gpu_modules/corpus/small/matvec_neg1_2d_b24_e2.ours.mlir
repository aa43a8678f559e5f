module @jit_matvec_neg1_2d_b24_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x2x2xf32>, %arg1: tensor<16x2xf32>) -> (tensor<16x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x2x2xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x2x2xf32>
    %2 = stablehlo.slice %1 [0:16, 0:1, 0:1] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %4 = stablehlo.slice %1 [0:16, 0:1, 1:2] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %6 = stablehlo.add %3, %5 : tensor<16xf32>
    %7 = stablehlo.slice %1 [0:16, 1:2, 0:1] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %9 = stablehlo.slice %1 [0:16, 1:2, 1:2] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %11 = stablehlo.add %8, %10 : tensor<16xf32>
    %12 = stablehlo.reshape %6 : (tensor<16xf32>) -> tensor<16x1xf32>
    %13 = stablehlo.reshape %11 : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    return %14 : tensor<16x2xf32>
  }
}
