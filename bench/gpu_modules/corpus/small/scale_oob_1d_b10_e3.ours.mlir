module @jit_scale_oob_1d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3xf32>, %arg1: tensor<3xf32>) -> (tensor<64x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<64x3xf32>
    %3 = stablehlo.add %2, %arg0 : tensor<64x3xf32>
    return %3 : tensor<64x3xf32>
  }
}
