module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<4194304x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.minimum %0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.add %4, %7 : tensor<10xi32>
    %9 = stablehlo.select %6, %8, %4 : tensor<10xi1>, tensor<10xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %11 = "stablehlo.gather"(%arg1, %10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x10xf32>
    %13 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4194304x3x2xf32>) -> tensor<3x4194304x2xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14:5 = stablehlo.while(%iterArg = %13, %iterArg_8 = %11, %iterArg_9 = %4, %iterArg_10 = %c_3, %iterArg_11 = %12) : tensor<3x4194304x2xf32>, tensor<10xf32>, tensor<10xi32>, tensor<i32>, tensor<4194304x10xf32>
    cond {
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_10, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %25 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<3x4194304x2xf32>, tensor<i32>) -> tensor<4194304x2xf32>
      %26 = func.call @closed_call(%iterArg_8, %iterArg_9, %iterArg_11, %25) : (tensor<10xf32>, tensor<10xi32>, tensor<4194304x10xf32>, tensor<4194304x2xf32>) -> tensor<4194304x10xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_10, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %27, %26 : tensor<3x4194304x2xf32>, tensor<10xf32>, tensor<10xi32>, tensor<i32>, tensor<4194304x10xf32>
    }
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4194304x3xf32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %16 = call @_where(%2, %0, %c_5) : (tensor<10xi1>, tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %20 = stablehlo.add %16, %19 : tensor<10xi32>
    %21 = stablehlo.select %18, %20, %16 : tensor<10xi1>, tensor<10xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %23 = "stablehlo.scatter"(%15, %22, %14#4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x3xf32>, tensor<10x1xi32>, tensor<4194304x10xf32>) -> tensor<4194304x3xf32>
    %24 = stablehlo.slice %23 [0:4194304, 0:2] : (tensor<4194304x3xf32>) -> tensor<4194304x2xf32>
    return %24 : tensor<4194304x2xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4194304x2xf32>, %arg1: tensor<i32>) -> tensor<4194304x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4194304, 2] : (tensor<3x4194304x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4194304x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    return %1 : tensor<4194304x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<10xf32>, %arg1: tensor<10xi32>, %arg2: tensor<4194304x10xf32>, %arg3: tensor<4194304x2xf32>) -> tensor<4194304x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4194304x10xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<4194304x10xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.compare LT, %arg1, %3, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.add %arg1, %5 : tensor<10xi32>
    %7 = stablehlo.select %4, %6, %arg1 : tensor<10xi1>, tensor<10xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %9 = "stablehlo.gather"(%arg3, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x2xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
    %10 = stablehlo.add %2, %9 : tensor<4194304x10xf32>
    return %10 : tensor<4194304x10xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xi32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10xi1>, tensor<10xi32>
    return %2 : tensor<10xi32>
  }
}
