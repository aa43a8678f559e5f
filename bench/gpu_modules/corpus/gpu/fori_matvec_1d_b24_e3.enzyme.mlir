module @jit_fori_matvec_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[0, 3, 6]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<9> : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<3xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2097152x3xf32>
    %0:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %cst) : tensor<i32>, tensor<2097152x3xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      %2 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
      %3 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %4 = stablehlo.add %c, %3 : tensor<3xi32>
      %5 = stablehlo.compare LT, %4, %c_1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %6 = stablehlo.add %c, %c_0 : tensor<3xi32>
      %7 = stablehlo.add %3, %6 : tensor<3xi32>
      %8 = stablehlo.select %5, %7, %4 : tensor<3xi1>, tensor<3xi32>
      %9 = stablehlo.reshape %8 : (tensor<3xi32>) -> tensor<3x1xi32>
      %10 = "stablehlo.gather"(%2, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x1xi32>) -> tensor<3xf32>
      %11 = stablehlo.dynamic_slice %arg1, %c_4, %iterArg, sizes = [2097152, 1] : (tensor<2097152x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2097152x1xf32>
      %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<2097152x3xf32>
      %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x3xf32>
      %14 = stablehlo.multiply %12, %13 : tensor<2097152x3xf32>
      %15 = stablehlo.add %iterArg_5, %14 : tensor<2097152x3xf32>
      stablehlo.return %1, %15 : tensor<i32>, tensor<2097152x3xf32>
    }
    return %0#1 : tensor<2097152x3xf32>
  }
}
