module @jit_reverse_neg1_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4xf32>, %arg1: tensor<4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:2097152, 3:4] : (tensor<2097152x4xf32>) -> tensor<2097152x1xf32>
    %1 = stablehlo.slice %arg0 [0:2097152, 2:3] : (tensor<2097152x4xf32>) -> tensor<2097152x1xf32>
    %2 = stablehlo.slice %arg0 [0:2097152, 1:2] : (tensor<2097152x4xf32>) -> tensor<2097152x1xf32>
    %3 = stablehlo.slice %arg0 [0:2097152, 0:1] : (tensor<2097152x4xf32>) -> tensor<2097152x1xf32>
    %4 = stablehlo.concatenate %0, %1, %2, %3, dim = 1 : (tensor<2097152x1xf32>, tensor<2097152x1xf32>, tensor<2097152x1xf32>, tensor<2097152x1xf32>) -> tensor<2097152x4xf32>
    %5 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2097152x4xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2097152x4xf32>
    return %7 : tensor<2097152x4xf32>
  }
}
