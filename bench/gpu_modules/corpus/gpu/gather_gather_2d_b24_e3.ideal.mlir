module @jit_gather_gather_2d_b24_e3_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65536x3x3xf32>) -> (tensor<65536x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<65536x3x3xf32>) -> tensor<65536x3x3xf32>
    %1 = call @_flip(%0) : (tensor<65536x3x3xf32>) -> tensor<65536x3x3xf32>
    return %1 : tensor<65536x3x3xf32>
  }
  func.func private @_flip(%arg0: tensor<65536x3x3xf32>) -> tensor<65536x3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<65536x3x3xf32>
    return %0 : tensor<65536x3x3xf32>
  }
}
