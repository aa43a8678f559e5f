module @jit_matvec_neg1_2d_b24_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x2x2xf32>, %arg1: tensor<16x2xf32>) -> (tensor<16x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:16, 0:1, 0:1] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %1 = stablehlo.slice %arg1 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<16x1x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %5 = stablehlo.slice %arg0 [0:16, 0:1, 1:2] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %6 = stablehlo.slice %arg1 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<16x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %10 = stablehlo.add %4, %9 : tensor<16xf32>
    %11 = stablehlo.slice %arg0 [0:16, 1:2, 0:1] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %12 = stablehlo.multiply %11, %2 : tensor<16x1x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %14 = stablehlo.slice %arg0 [0:16, 1:2, 1:2] : (tensor<16x2x2xf32>) -> tensor<16x1x1xf32>
    %15 = stablehlo.multiply %14, %7 : tensor<16x1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %17 = stablehlo.add %13, %16 : tensor<16xf32>
    %18 = stablehlo.reshape %10 : (tensor<16xf32>) -> tensor<16x1xf32>
    %19 = stablehlo.reshape %17 : (tensor<16xf32>) -> tensor<16x1xf32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    return %20 : tensor<16x2xf32>
  }
}
