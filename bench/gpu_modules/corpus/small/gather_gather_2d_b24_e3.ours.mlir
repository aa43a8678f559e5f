module @jit_gather_gather_2d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3x3xf32>) -> (tensor<16x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<16x3x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<16x3x3xf32>) -> tensor<16x3x3xf32>
    return %1 : tensor<16x3x3xf32>
  }
}
