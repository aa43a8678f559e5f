module @jit_reverse_neg1_1d_b24_e4_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4xf32>, %arg1: tensor<4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %0 = call @_flip(%arg0) : (tensor<2097152x4xf32>) -> tensor<2097152x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2097152x4xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2097152x4xf32>
    return %3 : tensor<2097152x4xf32>
  }
  func.func private @_flip(%arg0: tensor<2097152x4xf32>) -> tensor<2097152x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2097152x4xf32>
    return %0 : tensor<2097152x4xf32>
  }
}
