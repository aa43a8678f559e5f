module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x3x3xf32>
    %3 = stablehlo.slice %0 [0:524288, 0:7:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<524288x3xf32>) -> tensor<524288x3x3xf32>
    %5 = stablehlo.slice %1 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<524288x3xf32>) -> tensor<524288x3x3xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<524288x3x3xf32>
    %8 = stablehlo.add %2, %7 : tensor<524288x3x3xf32>
    %9 = stablehlo.slice %0 [0:524288, 1:8:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<524288x3xf32>) -> tensor<524288x3x3xf32>
    %11 = stablehlo.slice %1 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 2] : (tensor<524288x3xf32>) -> tensor<524288x3x3xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<524288x3x3xf32>
    %14 = stablehlo.add %8, %13 : tensor<524288x3x3xf32>
    %15 = stablehlo.slice %0 [0:524288, 2:9:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<524288x3xf32>) -> tensor<524288x3x3xf32>
    %17 = stablehlo.slice %1 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2] : (tensor<524288x3xf32>) -> tensor<524288x3x3xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<524288x3x3xf32>
    %20 = stablehlo.add %14, %19 : tensor<524288x3x3xf32>
    return %20 : tensor<524288x3x3xf32>
  }
}
