module @jit_fori_matvec_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %2 = stablehlo.slice %0 [0:7:3] : (tensor<9xf32>) -> tensor<3xf32>
    %3 = stablehlo.reshape %2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
    %5 = stablehlo.slice %arg1 [0:2097152, 0:1] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2097152x3xf32>
    %8 = stablehlo.add %1, %7 : tensor<2097152x3xf32>
    %9 = stablehlo.slice %0 [1:8:3] : (tensor<9xf32>) -> tensor<3xf32>
    %10 = stablehlo.reshape %9 : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
    %12 = stablehlo.slice %arg1 [0:2097152, 1:2] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2097152x3xf32>
    %15 = stablehlo.add %8, %14 : tensor<2097152x3xf32>
    %16 = stablehlo.slice %0 [2:9:3] : (tensor<9xf32>) -> tensor<3xf32>
    %17 = stablehlo.reshape %16 : (tensor<3xf32>) -> tensor<1x3xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
    %19 = stablehlo.slice %arg1 [0:2097152, 2:3] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<2097152x3xf32>
    %22 = stablehlo.add %15, %21 : tensor<2097152x3xf32>
    return %22 : tensor<2097152x3xf32>
  }
}
