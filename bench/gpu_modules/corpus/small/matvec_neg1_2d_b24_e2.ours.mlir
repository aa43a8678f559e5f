module @jit_matvec_neg1_2d_b24_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x2x2xf32>, %arg1: tensor<16x2xf32>) -> (tensor<16x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<16x2x2xf32>) -> tensor<16x4xf32>
    %1 = stablehlo.slice %0 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %3 = stablehlo.slice %arg1 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<16x1x1xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %7 = stablehlo.slice %0 [0:16, 1:2] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %9 = stablehlo.slice %arg1 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<16x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %13 = stablehlo.add %6, %12 : tensor<16xf32>
    %14 = stablehlo.slice %0 [0:16, 2:3] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %16 = stablehlo.multiply %15, %4 : tensor<16x1x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %18 = stablehlo.slice %0 [0:16, 3:4] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %20 = stablehlo.multiply %19, %10 : tensor<16x1x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x1x1xf32>) -> tensor<16xf32>
    %22 = stablehlo.add %17, %21 : tensor<16xf32>
    %23 = stablehlo.reshape %13 : (tensor<16xf32>) -> tensor<16x1xf32>
    %24 = stablehlo.reshape %22 : (tensor<16xf32>) -> tensor<16x1xf32>
    %25 = stablehlo.concatenate %23, %24, dim = 1 : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x2xf32>
    return %25 : tensor<16x2xf32>
  }
}
