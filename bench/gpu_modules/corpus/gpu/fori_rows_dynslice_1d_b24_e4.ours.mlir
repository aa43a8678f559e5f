module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4x4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %2 = stablehlo.slice %arg0 [0:2097152, 0:1, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %4 = stablehlo.multiply %3, %0 : tensor<2097152x4xf32>
    %5 = stablehlo.add %1, %4 : tensor<2097152x4xf32>
    %6 = stablehlo.slice %arg0 [0:2097152, 1:2, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %8 = stablehlo.multiply %7, %0 : tensor<2097152x4xf32>
    %9 = stablehlo.add %5, %8 : tensor<2097152x4xf32>
    %10 = stablehlo.slice %arg0 [0:2097152, 2:3, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %12 = stablehlo.multiply %11, %0 : tensor<2097152x4xf32>
    %13 = stablehlo.add %9, %12 : tensor<2097152x4xf32>
    %14 = stablehlo.slice %arg0 [0:2097152, 3:4, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %15 = stablehlo.reshape %14 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %16 = stablehlo.multiply %15, %0 : tensor<2097152x4xf32>
    %17 = stablehlo.add %13, %16 : tensor<2097152x4xf32>
    return %17 : tensor<2097152x4xf32>
  }
}
