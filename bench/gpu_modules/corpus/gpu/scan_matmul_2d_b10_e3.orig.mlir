module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3 = stablehlo.minimum %0, %2 : tensor<10x10xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %5 = stablehlo.minimum %1, %4 : tensor<10x10xi32>
    %6 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x10x10xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10:7 = stablehlo.while(%iterArg = %9, %iterArg_2 = %3, %iterArg_3 = %6, %iterArg_4 = %5, %iterArg_5 = %7, %iterArg_6 = %c_1, %iterArg_7 = %8) : tensor<3xi32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<i32>, tensor<524288x10x10xf32>
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
      %13 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_7, %12) : (tensor<10x10xi32>, tensor<524288x9xf32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<524288x10x10xf32>, tensor<i32>) -> tensor<524288x10x10xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %14, %13 : tensor<3xi32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<10x10xi32>, tensor<524288x9xf32>, tensor<i32>, tensor<524288x10x10xf32>
    }
    %11 = stablehlo.slice %10#6 [0:524288, 0:3, 0:3] : (tensor<524288x10x10xf32>) -> tensor<524288x3x3xf32>
    return %11 : tensor<524288x3x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<10x10xi32>, %arg1: tensor<524288x9xf32>, %arg2: tensor<10x10xi32>, %arg3: tensor<524288x9xf32>, %arg4: tensor<524288x10x10xf32>, %arg5: tensor<i32>) -> tensor<524288x10x10xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<10x10xi32>
    %2 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3 = stablehlo.add %1, %2 : tensor<10x10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %7 = stablehlo.add %3, %6 : tensor<10x10xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<10x10xi1>, tensor<10x10xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %10 = "stablehlo.gather"(%arg1, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.multiply %arg5, %c_2 : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %13 = stablehlo.add %12, %arg2 : tensor<10x10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %15 = stablehlo.compare LT, %13, %14, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_4 = stablehlo.constant dense<9> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %17 = stablehlo.add %13, %16 : tensor<10x10xi32>
    %18 = stablehlo.select %15, %17, %13 : tensor<10x10xi1>, tensor<10x10xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %20 = "stablehlo.gather"(%arg3, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %21 = stablehlo.multiply %10, %20 : tensor<524288x10x10xf32>
    %22 = stablehlo.add %arg4, %21 : tensor<524288x10x10xf32>
    return %22 : tensor<524288x10x10xf32>
  }
}
