module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x4x4xf32>) -> (tensor<524288x4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<524288x4x4xf32>) -> tensor<524288x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<524288x4x4xf32>
    %1 = stablehlo.slice %0 [0:524288, 0:1] : (tensor<524288x16xf32>) -> tensor<524288x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<524288x1xf32>) -> tensor<524288x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x1x1xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<524288x1x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %6 = stablehlo.slice %cst_0 [0:524288, 0:1, 1:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x3xf32>
    %7 = stablehlo.reshape %6 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %8 = stablehlo.slice %0 [0:524288, 4:6] : (tensor<524288x16xf32>) -> tensor<524288x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<524288x2xf32>) -> tensor<524288x1x2xf32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x1x2xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<524288x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<524288x1x2xf32>) -> tensor<524288x2xf32>
    %13 = stablehlo.slice %cst_0 [0:524288, 1:2, 2:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<524288x1x2xf32>) -> tensor<524288x2xf32>
    %15 = stablehlo.slice %0 [0:524288, 8:11] : (tensor<524288x16xf32>) -> tensor<524288x3xf32>
    %16 = stablehlo.reshape %15 : (tensor<524288x3xf32>) -> tensor<524288x1x3xf32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x1x3xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<524288x1x3xf32>
    %19 = stablehlo.reshape %18 : (tensor<524288x1x3xf32>) -> tensor<524288x3xf32>
    %20 = stablehlo.slice %cst_0 [0:524288, 2:3, 3:4] : (tensor<524288x4x4xf32>) -> tensor<524288x1x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<524288x1x1xf32>) -> tensor<524288x1xf32>
    %22 = stablehlo.slice %0 [0:524288, 12:16] : (tensor<524288x16xf32>) -> tensor<524288x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<524288x4xf32>) -> tensor<524288x1x4xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x1x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<524288x1x4xf32>
    %26 = stablehlo.reshape %25 : (tensor<524288x1x4xf32>) -> tensor<524288x4xf32>
    %27 = stablehlo.concatenate %5, %7, %12, %14, %19, %21, %26, dim = 1 : (tensor<524288x1xf32>, tensor<524288x3xf32>, tensor<524288x2xf32>, tensor<524288x2xf32>, tensor<524288x3xf32>, tensor<524288x1xf32>, tensor<524288x4xf32>) -> tensor<524288x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<524288x16xf32>) -> tensor<524288x4x4xf32>
    return %28 : tensor<524288x4x4xf32>
  }
}
