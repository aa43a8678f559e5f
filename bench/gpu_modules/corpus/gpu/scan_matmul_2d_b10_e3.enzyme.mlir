module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2], [0, 1, 2], [0, 1, 2]]> : tensor<3x3xi32>
    %c_0 = stablehlo.constant dense<[[0, 0, 0], [3, 3, 3], [6, 6, 6]]> : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<3x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<3x3xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<524288x3x3xf32>
    %c_3 = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %2:2 = stablehlo.while(%iterArg = %c_6, %iterArg_7 = %cst) : tensor<i32>, tensor<524288x3x3xf32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = stablehlo.dynamic_slice %c_3, %iterArg, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
      %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi32>) -> tensor<3x3xi32>
      %6 = stablehlo.add %c_0, %5 : tensor<3x3xi32>
      %7 = stablehlo.compare LT, %6, %c_2, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %8 = stablehlo.add %c_0, %c_1 : tensor<3x3xi32>
      %9 = stablehlo.add %5, %8 : tensor<3x3xi32>
      %10 = stablehlo.select %7, %9, %6 : tensor<3x3xi1>, tensor<3x3xi32>
      %11 = stablehlo.reshape %10 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
      %12 = "stablehlo.gather"(%0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
      %13 = stablehlo.multiply %4, %c_5 : tensor<i32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
      %15 = stablehlo.add %14, %c : tensor<3x3xi32>
      %16 = stablehlo.compare LT, %15, %c_2, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %17 = stablehlo.add %c, %c_1 : tensor<3x3xi32>
      %18 = stablehlo.add %14, %17 : tensor<3x3xi32>
      %19 = stablehlo.select %16, %18, %15 : tensor<3x3xi1>, tensor<3x3xi32>
      %20 = stablehlo.reshape %19 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
      %21 = "stablehlo.gather"(%1, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
      %22 = stablehlo.multiply %12, %21 : tensor<524288x3x3xf32>
      %23 = stablehlo.add %iterArg_7, %22 : tensor<524288x3x3xf32>
      %24 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %24, %23 : tensor<i32>, tensor<524288x3x3xf32>
    }
    return %2#1 : tensor<524288x3x3xf32>
  }
}
