module @jit_scan_matmul_2d_b10_e3_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x3x3xf32>
    %1 = stablehlo.slice %arg0 [0:524288, 0:3, 0:1] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %2 = stablehlo.slice %arg1 [0:524288, 0:1, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<524288x3x3xf32>
    %6 = stablehlo.add %0, %5 : tensor<524288x3x3xf32>
    %7 = stablehlo.slice %arg0 [0:524288, 0:3, 1:2] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %8 = stablehlo.slice %arg1 [0:524288, 1:2, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<524288x3x3xf32>
    %12 = stablehlo.add %6, %11 : tensor<524288x3x3xf32>
    %13 = stablehlo.slice %arg0 [0:524288, 0:3, 2:3] : (tensor<524288x3x3xf32>) -> tensor<524288x3x1xf32>
    %14 = stablehlo.slice %arg1 [0:524288, 2:3, 0:3] : (tensor<524288x3x3xf32>) -> tensor<524288x1x3xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<524288x3x1xf32>) -> tensor<524288x3x3xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<524288x1x3xf32>) -> tensor<524288x3x3xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<524288x3x3xf32>
    %18 = stablehlo.add %12, %17 : tensor<524288x3x3xf32>
    return %18 : tensor<524288x3x3xf32>
  }
}
