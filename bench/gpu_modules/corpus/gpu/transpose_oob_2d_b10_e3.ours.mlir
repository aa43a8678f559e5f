module @jit_transpose_oob_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %1 = stablehlo.slice %0 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %2 = stablehlo.slice %0 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %3 = stablehlo.slice %0 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %4 = stablehlo.slice %0 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %5 = stablehlo.slice %0 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %6 = stablehlo.slice %0 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %7 = stablehlo.slice %0 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %8 = stablehlo.slice %0 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %9 = stablehlo.slice %0 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %10 = stablehlo.concatenate %1, %2, %3, %4, %5, %6, %7, %8, %9, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %11 = stablehlo.reshape %10 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x3x3xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<524288x3x3xf32>
    return %13 : tensor<524288x3x3xf32>
  }
}
