module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4x4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %c = stablehlo.constant dense<[[0], [1], [2], [3]]> : tensor<4x1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<2097152x4x4xf32>) -> tensor<2097152x16xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x96xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<4x1xi32>) -> tensor<2097152x4xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2097152x4xf32>
    %5 = "stablehlo.scatter"(%1, %c, %4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<4x1xi32>, tensor<2097152x4xf32>) -> tensor<2097152x96xf32>
    %c_2 = stablehlo.constant dense<[[24], [25], [26], [27]]> : tensor<4x1xi32>
    %c_3 = stablehlo.constant dense<[[4], [5], [6], [7]]> : tensor<4x1xi32>
    %6 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<4x1xi32>) -> tensor<2097152x4xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<2097152x4xf32>
    %8 = "stablehlo.scatter"(%5, %c_2, %7) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<4x1xi32>, tensor<2097152x4xf32>) -> tensor<2097152x96xf32>
    %c_4 = stablehlo.constant dense<[[48], [49], [50], [51]]> : tensor<4x1xi32>
    %c_5 = stablehlo.constant dense<[[8], [9], [10], [11]]> : tensor<4x1xi32>
    %9 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<4x1xi32>) -> tensor<2097152x4xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<2097152x4xf32>
    %11 = "stablehlo.scatter"(%8, %c_4, %10) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<4x1xi32>, tensor<2097152x4xf32>) -> tensor<2097152x96xf32>
    %c_6 = stablehlo.constant dense<[[72], [73], [74], [75]]> : tensor<4x1xi32>
    %c_7 = stablehlo.constant dense<[[12], [13], [14], [15]]> : tensor<4x1xi32>
    %12 = "stablehlo.gather"(%0, %c_7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<4x1xi32>) -> tensor<2097152x4xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<2097152x4xf32>
    %14 = "stablehlo.scatter"(%11, %c_6, %13) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<4x1xi32>, tensor<2097152x4xf32>) -> tensor<2097152x96xf32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %16:4 = stablehlo.while(%iterArg = %14, %iterArg_8 = %c_1, %iterArg_9 = %c_1, %iterArg_10 = %15) : tensor<2097152x96xf32>, tensor<i32>, tensor<i32>, tensor<2097152x4xf32>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_9, %c_11 : tensor<i32>
      %c_12 = stablehlo.constant dense<24> : tensor<i32>
      %19 = stablehlo.multiply %iterArg_9, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.compare LT, %19, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_14 = stablehlo.constant dense<96> : tensor<i32>
      %21 = stablehlo.add %19, %c_14 : tensor<i32>
      %22 = stablehlo.select %20, %21, %19 : tensor<i1>, tensor<i32>
      %23 = stablehlo.dynamic_slice %iterArg, %c_13, %22, sizes = [2097152, 24] : (tensor<2097152x96xf32>, tensor<i32>, tensor<i32>) -> tensor<2097152x24xf32>
      %24 = stablehlo.slice %23 [0:2097152, 0:4] : (tensor<2097152x24xf32>) -> tensor<2097152x4xf32>
      %25 = stablehlo.add %iterArg_10, %24 : tensor<2097152x4xf32>
      %26 = stablehlo.add %iterArg_8, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %26, %18, %25 : tensor<2097152x96xf32>, tensor<i32>, tensor<i32>, tensor<2097152x4xf32>
    }
    %17 = "stablehlo.scatter"(%15, %c, %16#3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x4xf32>, tensor<4x1xi32>, tensor<2097152x4xf32>) -> tensor<2097152x4xf32>
    return %17 : tensor<2097152x4xf32>
  }
}
