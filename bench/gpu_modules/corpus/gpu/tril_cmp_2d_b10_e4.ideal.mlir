module @jit_tril_cmp_2d_b10_e4_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x4x4xf32>) -> (tensor<524288x4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x4x4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<524288x4x4xf32>
    %2 = call @tril(%1) : (tensor<524288x4x4xf32>) -> tensor<524288x4x4xf32>
    return %2 : tensor<524288x4x4xf32>
  }
  func.func private @tril(%arg0: tensor<524288x4x4xf32>) -> tensor<524288x4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<524288x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x4x4xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<524288x4x4xi1>, tensor<524288x4x4xf32>
    return %7 : tensor<524288x4x4xf32>
  }
}
