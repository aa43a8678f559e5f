module @jit_fori_matvec_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<[0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]> : tensor<24xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %1:6 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %c_0, %iterArg_5 = %0) : tensor<3x3xf32>, tensor<24xi32>, tensor<2097152x3xf32>, tensor<i32>, tensor<i32>, tensor<2097152x3xf32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<3> : tensor<3xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      %3 = stablehlo.reshape %iterArg : (tensor<3x3xf32>) -> tensor<9xf32>
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
      %6 = stablehlo.select %4, %5, %iterArg_4 : tensor<i1>, tensor<i32>
      %7 = stablehlo.dynamic_slice %iterArg_2, %c_9, %6, sizes = [2097152, 1] : (tensor<2097152x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2097152x1xf32>
      %8 = stablehlo.slice %iterArg_1 [0:3] : (tensor<24xi32>) -> tensor<3xi32>
      %9 = stablehlo.multiply %8, %c_6 : tensor<3xi32>
      %10 = stablehlo.broadcast_in_dim %iterArg_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %11 = stablehlo.add %9, %10 : tensor<3xi32>
      %c_10 = stablehlo.constant dense<0> : tensor<3xi32>
      %12 = stablehlo.compare LT, %11, %c_10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_11 = stablehlo.constant dense<9> : tensor<3xi32>
      %13 = stablehlo.add %11, %c_11 : tensor<3xi32>
      %14 = stablehlo.select %12, %13, %11 : tensor<3xi1>, tensor<3xi32>
      %15 = stablehlo.reshape %14 : (tensor<3xi32>) -> tensor<3x1xi32>
      %16 = "stablehlo.gather"(%3, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x1xi32>) -> tensor<3xf32>
      %17 = stablehlo.reshape %16 : (tensor<3xf32>) -> tensor<1x3xf32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2097152x3xf32>
      %19 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
      %20 = stablehlo.multiply %18, %19 : tensor<2097152x3xf32>
      %21 = stablehlo.add %iterArg_5, %20 : tensor<2097152x3xf32>
      %22 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %22, %2, %21 : tensor<3x3xf32>, tensor<24xi32>, tensor<2097152x3xf32>, tensor<i32>, tensor<i32>, tensor<2097152x3xf32>
    }
    return %1#5 : tensor<2097152x3xf32>
  }
}
