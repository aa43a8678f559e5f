module @jit_permute_oob_3d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x3x3x3xf32>) -> (tensor<32768x3x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 3, 1] : (tensor<32768x3x3x3xf32>) -> tensor<32768x3x3x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x3x3x3xf32>
    %2 = stablehlo.add %0, %1 : tensor<32768x3x3x3xf32>
    return %2 : tensor<32768x3x3x3xf32>
  }
}
