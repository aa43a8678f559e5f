module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]]> : tensor<10x10xi32>
    %c_0 = stablehlo.constant dense<[[0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2]]> : tensor<10x10xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %c_1 = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x3x3xf32>
    %3:7 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %c, %iterArg_4 = %0, %iterArg_5 = %c_0, %iterArg_6 = %1, %iterArg_7 = %c_2, %iterArg_8 = %2) : tensor<3xi32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<i32>, tensor<524288x3x3xf32>
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %c_10 = stablehlo.constant dense<3> : tensor<3x3xi32>
      %c_11 = stablehlo.constant dense<9> : tensor<3x3xi32>
      %c_12 = stablehlo.constant dense<0> : tensor<3x3xi32>
      %4 = stablehlo.dynamic_slice %iterArg, %iterArg_7, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %5 = stablehlo.slice %iterArg_3 [0:3, 0:3] : (tensor<10x10xi32>) -> tensor<3x3xi32>
      %6 = stablehlo.multiply %5, %c_10 : tensor<3x3xi32>
      %7 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<i32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
      %9 = stablehlo.add %6, %8 : tensor<3x3xi32>
      %10 = stablehlo.compare LT, %9, %c_12, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %11 = stablehlo.add %9, %c_11 : tensor<3x3xi32>
      %12 = stablehlo.select %10, %11, %9 : tensor<3x3xi1>, tensor<3x3xi32>
      %13 = stablehlo.reshape %12 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
      %14 = "stablehlo.gather"(%iterArg_4, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
      %15 = stablehlo.multiply %7, %c_9 : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
      %17 = stablehlo.slice %iterArg_5 [0:3, 0:3] : (tensor<10x10xi32>) -> tensor<3x3xi32>
      %18 = stablehlo.add %16, %17 : tensor<3x3xi32>
      %19 = stablehlo.compare LT, %18, %c_12, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %20 = stablehlo.add %18, %c_11 : tensor<3x3xi32>
      %21 = stablehlo.select %19, %20, %18 : tensor<3x3xi1>, tensor<3x3xi32>
      %22 = stablehlo.reshape %21 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
      %23 = "stablehlo.gather"(%iterArg_6, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
      %24 = stablehlo.multiply %14, %23 : tensor<524288x3x3xf32>
      %25 = stablehlo.add %iterArg_8, %24 : tensor<524288x3x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_7, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %26, %25 : tensor<3xi32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<i32>, tensor<524288x3x3xf32>
    }
    return %3#6 : tensor<524288x3x3xf32>
  }
}
