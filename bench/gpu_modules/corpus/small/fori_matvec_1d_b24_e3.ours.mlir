module @jit_fori_matvec_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<64x3xf32>) -> (tensor<64x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x3xf32>
    %1 = stablehlo.slice %0 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %2 = stablehlo.reshape %1 : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %4 = stablehlo.slice %arg1 [0:64, 0:1] : (tensor<64x3xf32>) -> tensor<64x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<64x3xf32>
    %7 = stablehlo.add %6, %cst : tensor<64x3xf32>
    %8 = stablehlo.slice %0 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %9 = stablehlo.reshape %8 : (tensor<3xf32>) -> tensor<1x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %11 = stablehlo.slice %arg1 [0:64, 1:2] : (tensor<64x3xf32>) -> tensor<64x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<64x3xf32>
    %14 = stablehlo.add %7, %13 : tensor<64x3xf32>
    %15 = stablehlo.slice %0 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %16 = stablehlo.reshape %15 : (tensor<3xf32>) -> tensor<1x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %18 = stablehlo.slice %arg1 [0:64, 2:3] : (tensor<64x3xf32>) -> tensor<64x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x3xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<64x3xf32>
    %21 = stablehlo.add %14, %20 : tensor<64x3xf32>
    return %21 : tensor<64x3xf32>
  }
}
