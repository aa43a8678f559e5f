module @jit_slices_neg1_3d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x2x2x2xf32>) -> (tensor<8x2x2x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<8x1x1x2xf32>
    %0 = stablehlo.reshape %arg0 : (tensor<8x2x2x2xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.slice %0 [0:8, 0:2] : (tensor<8x8xf32>) -> tensor<8x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x2xf32>) -> tensor<8x1x1x2xf32>
    %3 = stablehlo.multiply %2, %cst : tensor<8x1x1x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %5 = stablehlo.slice %0 [0:8, 2:4] : (tensor<8x8xf32>) -> tensor<8x2xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x2xf32>) -> tensor<8x1x1x2xf32>
    %7 = stablehlo.multiply %6, %cst : tensor<8x1x1x2xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %9 = stablehlo.slice %0 [0:8, 4:6] : (tensor<8x8xf32>) -> tensor<8x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<8x2xf32>) -> tensor<8x1x1x2xf32>
    %11 = stablehlo.multiply %10, %cst : tensor<8x1x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %13 = stablehlo.slice %0 [0:8, 6:8] : (tensor<8x8xf32>) -> tensor<8x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<8x2xf32>) -> tensor<8x1x1x2xf32>
    %15 = stablehlo.multiply %14, %cst : tensor<8x1x1x2xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x1x1x2xf32>) -> tensor<8x2xf32>
    %17 = stablehlo.concatenate %4, %8, %12, %16, dim = 1 : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x8xf32>
    %18 = stablehlo.add %17, %0 : tensor<8x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<8x8xf32>) -> tensor<8x2x2x2xf32>
    return %19 : tensor<8x2x2x2xf32>
  }
}
