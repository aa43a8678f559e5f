module @jit_slices_neg1_3d_b10_e2_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x2x2x2xf32>) -> (tensor<32768x2x2x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x2x2x2xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32768x2x2x2xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<32768x2x2x2xf32>
    return %2 : tensor<32768x2x2x2xf32>
  }
}
