module @jit_fori_matvec_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.minimum %0, %1 : tensor<24xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:6 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %2, %iterArg_3 = %arg1, %iterArg_4 = %c_1, %iterArg_5 = %c_0, %iterArg_6 = %3) : tensor<3x3xf32>, tensor<24xi32>, tensor<2097152x3xf32>, tensor<i32>, tensor<i32>, tensor<2097152x24xf32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_5, %iterArg_6) : (tensor<3x3xf32>, tensor<24xi32>, tensor<2097152x3xf32>, tensor<i32>, tensor<2097152x24xf32>) -> (tensor<i32>, tensor<2097152x24xf32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %7, %6#0, %6#1 : tensor<3x3xf32>, tensor<24xi32>, tensor<2097152x3xf32>, tensor<i32>, tensor<i32>, tensor<2097152x24xf32>
    }
    %5 = stablehlo.slice %4#5 [0:2097152, 0:3] : (tensor<2097152x24xf32>) -> tensor<2097152x3xf32>
    return %5 : tensor<2097152x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x3xf32>, %arg1: tensor<24xi32>, %arg2: tensor<2097152x3xf32>, %arg3: tensor<i32>, %arg4: tensor<2097152x24xf32>) -> (tensor<i32>, tensor<2097152x24xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<24xi32>
    %4 = stablehlo.convert %arg3 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %6 = stablehlo.add %3, %5 : tensor<24xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %8 = stablehlo.compare LT, %6, %7, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_2 = stablehlo.constant dense<9> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %10 = stablehlo.add %6, %9 : tensor<24xi32>
    %11 = stablehlo.select %8, %10, %6 : tensor<24xi1>, tensor<24xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %13 = "stablehlo.gather"(%1, %12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<24x1xi32>) -> tensor<24xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %arg3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = stablehlo.convert %arg3 : tensor<i32>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %16 = stablehlo.add %15, %c_4 : tensor<i32>
    %17 = stablehlo.select %14, %16, %arg3 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.dynamic_slice %arg2, %c_5, %17, sizes = [2097152, 1] : (tensor<2097152x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2097152x1xf32>
    %19 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<2097152x24xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2097152x1xf32>) -> tensor<2097152x24xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2097152x24xf32>
    %23 = stablehlo.add %arg4, %22 : tensor<2097152x24xf32>
    return %0, %23 : tensor<i32>, tensor<2097152x24xf32>
  }
}
