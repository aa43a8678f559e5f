module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4x4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2097152x4x4xf32>) -> tensor<2097152x16xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %2 = stablehlo.slice %0 [0:2097152, 0:4] : (tensor<2097152x16xf32>) -> tensor<2097152x4xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2097152x4xf32>
    %5 = stablehlo.add %1, %4 : tensor<2097152x4xf32>
    %6 = stablehlo.slice %0 [0:2097152, 4:8] : (tensor<2097152x16xf32>) -> tensor<2097152x4xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<2097152x4xf32>
    %8 = stablehlo.add %5, %7 : tensor<2097152x4xf32>
    %9 = stablehlo.slice %0 [0:2097152, 8:12] : (tensor<2097152x16xf32>) -> tensor<2097152x4xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<2097152x4xf32>
    %11 = stablehlo.add %8, %10 : tensor<2097152x4xf32>
    %12 = stablehlo.slice %0 [0:2097152, 12:16] : (tensor<2097152x16xf32>) -> tensor<2097152x4xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<2097152x4xf32>
    %14 = stablehlo.add %11, %13 : tensor<2097152x4xf32>
    return %14 : tensor<2097152x4xf32>
  }
}
