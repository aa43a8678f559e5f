module @jit_transpose_oob_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:524288, 0:1, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %2 = stablehlo.slice %arg0 [0:524288, 1:2, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %4 = stablehlo.slice %arg0 [0:524288, 2:3, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %6 = stablehlo.slice %arg0 [0:524288, 0:1, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %8 = stablehlo.slice %arg0 [0:524288, 1:2, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %10 = stablehlo.slice %arg0 [0:524288, 2:3, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %12 = stablehlo.slice %arg0 [0:524288, 0:1, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %14 = stablehlo.slice %arg0 [0:524288, 1:2, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %16 = stablehlo.slice %arg0 [0:524288, 2:3, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %18 = stablehlo.concatenate %1, %3, %5, %7, %9, %11, %13, %15, %17, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %19 = stablehlo.reshape %18 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x3x3xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<524288x3x3xf32>
    return %21 : tensor<524288x3x3xf32>
  }
}
