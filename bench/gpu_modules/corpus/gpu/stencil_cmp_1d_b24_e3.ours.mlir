module @jit_stencil_cmp_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2097152x3xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %1 = stablehlo.slice %cst [0:2097152, 0:1] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %2 = stablehlo.slice %arg0 [0:2097152, 0:2] : (tensor<2097152x3xf32>) -> tensor<2097152x2xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<2097152x1xf32>, tensor<2097152x2xf32>) -> tensor<2097152x3xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2097152x3xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2097152x3xf32>
    %7 = stablehlo.add %4, %6 : tensor<2097152x3xf32>
    %8 = stablehlo.slice %arg0 [0:2097152, 1:3] : (tensor<2097152x3xf32>) -> tensor<2097152x2xf32>
    %9 = stablehlo.slice %cst [0:2097152, 2:3] : (tensor<2097152x3xf32>) -> tensor<2097152x1xf32>
    %10 = stablehlo.concatenate %8, %9, dim = 1 : (tensor<2097152x2xf32>, tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
    %11 = stablehlo.multiply %0, %10 : tensor<2097152x3xf32>
    %12 = stablehlo.add %7, %11 : tensor<2097152x3xf32>
    return %12 : tensor<2097152x3xf32>
  }
}
