module @jit_fori_rows_dynslice_1d_b24_e4_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4x4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %1 = stablehlo.slice %arg0 [0:2097152, 0:1, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2097152x4xf32>
    %5 = stablehlo.add %0, %4 : tensor<2097152x4xf32>
    %6 = stablehlo.slice %arg0 [0:2097152, 1:2, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2097152x4xf32>
    %10 = stablehlo.add %5, %9 : tensor<2097152x4xf32>
    %11 = stablehlo.slice %arg0 [0:2097152, 2:3, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %12 = stablehlo.reshape %11 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2097152x4xf32>
    %15 = stablehlo.add %10, %14 : tensor<2097152x4xf32>
    %16 = stablehlo.slice %arg0 [0:2097152, 3:4, 0:4] : (tensor<2097152x4x4xf32>) -> tensor<2097152x1x4xf32>
    %17 = stablehlo.reshape %16 : (tensor<2097152x1x4xf32>) -> tensor<2097152x4xf32>
    %cst_3 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2097152x4xf32>
    %20 = stablehlo.add %15, %19 : tensor<2097152x4xf32>
    return %20 : tensor<2097152x4xf32>
  }
}
