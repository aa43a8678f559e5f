module @jit_stencil_cmp_1d_b24_e3_ideal attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<2097152x3xf32>, tensor<i32>) -> tensor<2097152x5xf32>
    %1 = stablehlo.slice %0 [0:2097152, 0:3] : (tensor<2097152x5xf32>) -> tensor<2097152x3xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2097152x3xf32>
    %4 = stablehlo.slice %0 [0:2097152, 1:4] : (tensor<2097152x5xf32>) -> tensor<2097152x3xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<2097152x3xf32>
    %7 = stablehlo.add %3, %6 : tensor<2097152x3xf32>
    %8 = stablehlo.slice %0 [0:2097152, 2:5] : (tensor<2097152x5xf32>) -> tensor<2097152x3xf32>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2097152x3xf32>
    %11 = stablehlo.add %7, %10 : tensor<2097152x3xf32>
    return %11 : tensor<2097152x3xf32>
  }
  func.func private @_pad(%arg0: tensor<2097152x3xf32>, %arg1: tensor<i32>) -> tensor<2097152x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<2097152x3xf32>, tensor<f32>) -> tensor<2097152x5xf32>
    return %1 : tensor<2097152x5xf32>
  }
}
