module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<4194304x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[0, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<[[0], [1], [1], [1], [1], [1], [1], [1], [1], [1]]> : tensor<10x1xi32>
    %0 = "stablehlo.gather"(%arg1, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x10xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4194304x3x2xf32>) -> tensor<3x4194304x2xf32>
    %3:5 = stablehlo.while(%iterArg = %2, %iterArg_3 = %0, %iterArg_4 = %c, %iterArg_5 = %c_0, %iterArg_6 = %1) : tensor<3x4194304x2xf32>, tensor<10xf32>, tensor<10xi32>, tensor<i32>, tensor<4194304x10xf32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_5, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.dynamic_slice %iterArg, %iterArg_5, %c_7, %c_7, sizes = [1, 4194304, 2] : (tensor<3x4194304x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4194304x2xf32>
      %8 = stablehlo.reshape %7 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
      %9 = stablehlo.reshape %iterArg_3 : (tensor<10xf32>) -> tensor<1x10xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4194304x10xf32>
      %11 = stablehlo.multiply %iterArg_6, %10 : tensor<4194304x10xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<10xi32>
      %12 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
      %c_9 = stablehlo.constant dense<2> : tensor<10xi32>
      %13 = stablehlo.add %iterArg_4, %c_9 : tensor<10xi32>
      %14 = stablehlo.select %12, %13, %iterArg_4 : tensor<10xi1>, tensor<10xi32>
      %15 = stablehlo.reshape %14 : (tensor<10xi32>) -> tensor<10x1xi32>
      %16 = "stablehlo.gather"(%8, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x2xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
      %17 = stablehlo.add %11, %16 : tensor<4194304x10xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_5, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %18, %17 : tensor<3x4194304x2xf32>, tensor<10xf32>, tensor<10xi32>, tensor<i32>, tensor<4194304x10xf32>
    }
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x3xf32>
    %c_2 = stablehlo.constant dense<[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]> : tensor<10x1xi32>
    %5 = "stablehlo.scatter"(%4, %c_2, %3#4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x3xf32>, tensor<10x1xi32>, tensor<4194304x10xf32>) -> tensor<4194304x3xf32>
    %6 = stablehlo.slice %5 [0:4194304, 0:2] : (tensor<4194304x3xf32>) -> tensor<4194304x2xf32>
    return %6 : tensor<4194304x2xf32>
  }
}
