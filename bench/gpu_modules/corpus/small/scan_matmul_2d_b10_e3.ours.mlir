module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x3xf32>, %arg1: tensor<32x3x3xf32>) -> (tensor<32x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32x3x3xf32>
    %2 = stablehlo.slice %0 [0:32, 0:7:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<32x3xf32>) -> tensor<32x3x3xf32>
    %4 = stablehlo.slice %1 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x3x3xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<32x3x3xf32>
    %7 = stablehlo.add %6, %cst : tensor<32x3x3xf32>
    %8 = stablehlo.slice %0 [0:32, 1:8:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<32x3xf32>) -> tensor<32x3x3xf32>
    %10 = stablehlo.slice %1 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x3x3xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<32x3x3xf32>
    %13 = stablehlo.add %7, %12 : tensor<32x3x3xf32>
    %14 = stablehlo.slice %0 [0:32, 2:9:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<32x3xf32>) -> tensor<32x3x3xf32>
    %16 = stablehlo.slice %1 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x3x3xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<32x3x3xf32>
    %19 = stablehlo.add %13, %18 : tensor<32x3x3xf32>
    return %19 : tensor<32x3x3xf32>
  }
}
