module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x3xf32>, %arg1: tensor<32x3x3xf32>) -> (tensor<32x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]]> : tensor<10x10xi32>
    %c_0 = stablehlo.constant dense<[[0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2], [0, 1, 2, 2, 2, 2, 2, 2, 2, 2]]> : tensor<10x10xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %c_1 = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32x3x3xf32>
    %2:7 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %c, %iterArg_4 = %0, %iterArg_5 = %c_0, %iterArg_6 = %1, %iterArg_7 = %c_2, %iterArg_8 = %cst) : tensor<3xi32>, tensor<10x10xi32>, tensor<32x9xf32>, tensor<10x10xi32>, tensor<32x9xf32>, tensor<i32>, tensor<32x3x3xf32>
    cond {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<3> : tensor<i32>
      %c_10 = stablehlo.constant dense<3> : tensor<3x3xi32>
      %c_11 = stablehlo.constant dense<9> : tensor<3x3xi32>
      %c_12 = stablehlo.constant dense<0> : tensor<3x3xi32>
      %3 = stablehlo.dynamic_slice %iterArg, %iterArg_7, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %4 = stablehlo.slice %iterArg_3 [0:3, 0:3] : (tensor<10x10xi32>) -> tensor<3x3xi32>
      %5 = stablehlo.multiply %4, %c_10 : tensor<3x3xi32>
      %6 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
      %8 = stablehlo.add %5, %7 : tensor<3x3xi32>
      %9 = stablehlo.compare LT, %8, %c_12, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %10 = stablehlo.add %8, %c_11 : tensor<3x3xi32>
      %11 = stablehlo.select %9, %10, %8 : tensor<3x3xi1>, tensor<3x3xi32>
      %12 = stablehlo.reshape %11 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
      %13 = "stablehlo.gather"(%iterArg_4, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
      %14 = stablehlo.multiply %6, %c_9 : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
      %16 = stablehlo.slice %iterArg_5 [0:3, 0:3] : (tensor<10x10xi32>) -> tensor<3x3xi32>
      %17 = stablehlo.add %15, %16 : tensor<3x3xi32>
      %18 = stablehlo.compare LT, %17, %c_12, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %19 = stablehlo.add %17, %c_11 : tensor<3x3xi32>
      %20 = stablehlo.select %18, %19, %17 : tensor<3x3xi1>, tensor<3x3xi32>
      %21 = stablehlo.reshape %20 : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
      %22 = "stablehlo.gather"(%iterArg_6, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
      %23 = stablehlo.multiply %13, %22 : tensor<32x3x3xf32>
      %24 = stablehlo.add %iterArg_8, %23 : tensor<32x3x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_7, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %25, %24 : tensor<3xi32>, tensor<10x10xi32>, tensor<32x9xf32>, tensor<10x10xi32>, tensor<32x9xf32>, tensor<i32>, tensor<32x3x3xf32>
    }
    return %2#6 : tensor<32x3x3xf32>
  }
}
