module @jit_matvec_neg1_2d_b24_e2_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65536x2x2xf32>, %arg1: tensor<65536x2xf32>) -> (tensor<65536x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<65536x2xf32>) -> tensor<65536x1x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<65536x1x2xf32>) -> tensor<65536x2x2xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<65536x2x2xf32>
    %3 = stablehlo.slice %2 [0:65536, 0:2, 0:1] : (tensor<65536x2x2xf32>) -> tensor<65536x2x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<65536x2x1xf32>) -> tensor<65536x2xf32>
    %5 = stablehlo.slice %2 [0:65536, 0:2, 1:2] : (tensor<65536x2x2xf32>) -> tensor<65536x2x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<65536x2x1xf32>) -> tensor<65536x2xf32>
    %7 = stablehlo.add %4, %6 : tensor<65536x2xf32>
    return %7 : tensor<65536x2xf32>
  }
}
