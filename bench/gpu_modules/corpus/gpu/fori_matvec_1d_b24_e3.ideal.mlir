module @jit_fori_matvec_1d_b24_e3_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %4 = stablehlo.slice %arg1 [0:2097152, 0:1] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2097152x3xf32>
    %8 = stablehlo.add %0, %7 : tensor<2097152x3xf32>
    %9 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<3x1xf32>) -> tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %12 = stablehlo.slice %arg1 [0:2097152, 1:2] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2097152x3xf32>
    %16 = stablehlo.add %8, %15 : tensor<2097152x3xf32>
    %17 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<3x1xf32>) -> tensor<3xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %20 = stablehlo.slice %arg1 [0:2097152, 2:3] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2097152x3xf32>
    %24 = stablehlo.add %16, %23 : tensor<2097152x3xf32>
    return %24 : tensor<2097152x3xf32>
  }
}
