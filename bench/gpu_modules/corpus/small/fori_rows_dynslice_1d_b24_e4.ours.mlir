module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x4x4xf32>) -> (tensor<64x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.500000e+00> : tensor<64x4xf32>
    %c = stablehlo.constant dense<[[0], [1], [2], [3]]> : tensor<4x1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<64x4x4xf32>) -> tensor<64x16xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x96xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x16xf32>, tensor<4x1xi32>) -> tensor<64x4xf32>
    %3 = stablehlo.multiply %2, %cst_1 : tensor<64x4xf32>
    %4 = "stablehlo.scatter"(%1, %c, %3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<64x96xf32>, tensor<4x1xi32>, tensor<64x4xf32>) -> tensor<64x96xf32>
    %c_3 = stablehlo.constant dense<[[24], [25], [26], [27]]> : tensor<4x1xi32>
    %c_4 = stablehlo.constant dense<[[4], [5], [6], [7]]> : tensor<4x1xi32>
    %5 = "stablehlo.gather"(%0, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x16xf32>, tensor<4x1xi32>) -> tensor<64x4xf32>
    %6 = stablehlo.multiply %5, %cst_1 : tensor<64x4xf32>
    %7 = "stablehlo.scatter"(%4, %c_3, %6) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<64x96xf32>, tensor<4x1xi32>, tensor<64x4xf32>) -> tensor<64x96xf32>
    %c_5 = stablehlo.constant dense<[[48], [49], [50], [51]]> : tensor<4x1xi32>
    %c_6 = stablehlo.constant dense<[[8], [9], [10], [11]]> : tensor<4x1xi32>
    %8 = "stablehlo.gather"(%0, %c_6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x16xf32>, tensor<4x1xi32>) -> tensor<64x4xf32>
    %9 = stablehlo.multiply %8, %cst_1 : tensor<64x4xf32>
    %10 = "stablehlo.scatter"(%7, %c_5, %9) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<64x96xf32>, tensor<4x1xi32>, tensor<64x4xf32>) -> tensor<64x96xf32>
    %c_7 = stablehlo.constant dense<[[72], [73], [74], [75]]> : tensor<4x1xi32>
    %c_8 = stablehlo.constant dense<[[12], [13], [14], [15]]> : tensor<4x1xi32>
    %11 = "stablehlo.gather"(%0, %c_8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x16xf32>, tensor<4x1xi32>) -> tensor<64x4xf32>
    %12 = stablehlo.multiply %11, %cst_1 : tensor<64x4xf32>
    %13 = "stablehlo.scatter"(%10, %c_7, %12) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<64x96xf32>, tensor<4x1xi32>, tensor<64x4xf32>) -> tensor<64x96xf32>
    %14:4 = stablehlo.while(%iterArg = %13, %iterArg_9 = %c_2, %iterArg_10 = %c_2, %iterArg_11 = %cst) : tensor<64x96xf32>, tensor<i32>, tensor<i32>, tensor<64x4xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_10, %c_12 : tensor<i32>
      %c_13 = stablehlo.constant dense<24> : tensor<i32>
      %17 = stablehlo.multiply %iterArg_10, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare LT, %17, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<96> : tensor<i32>
      %19 = stablehlo.add %17, %c_15 : tensor<i32>
      %20 = stablehlo.select %18, %19, %17 : tensor<i1>, tensor<i32>
      %21 = stablehlo.dynamic_slice %iterArg, %c_14, %20, sizes = [64, 24] : (tensor<64x96xf32>, tensor<i32>, tensor<i32>) -> tensor<64x24xf32>
      %22 = stablehlo.slice %21 [0:64, 0:4] : (tensor<64x24xf32>) -> tensor<64x4xf32>
      %23 = stablehlo.add %iterArg_11, %22 : tensor<64x4xf32>
      %24 = stablehlo.add %iterArg_9, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %24, %16, %23 : tensor<64x96xf32>, tensor<i32>, tensor<i32>, tensor<64x4xf32>
    }
    %15 = "stablehlo.scatter"(%cst, %c, %14#3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<64x4xf32>, tensor<4x1xi32>, tensor<64x4xf32>) -> tensor<64x4xf32>
    return %15 : tensor<64x4xf32>
  }
}
