module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<4194304x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<4194304x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]> : tensor<10x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<4194304x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4194304x10xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<[[0], [1], [1], [1], [1], [1], [1], [1], [1], [1]]> : tensor<10x1xi32>
    %0 = "stablehlo.gather"(%arg1, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4194304x3x2xf32>) -> tensor<3x4194304x2xf32>
    %2:2 = stablehlo.while(%iterArg = %c_2, %iterArg_5 = %cst_0) : tensor<i32>, tensor<4194304x10xf32>
    cond {
      %5 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = stablehlo.dynamic_slice %1, %iterArg, %c_2, %c_2, sizes = [1, 4194304, 2] : (tensor<3x4194304x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4194304x2xf32>
      %6 = stablehlo.reshape %5 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
      %7 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<10xf32>) -> tensor<4194304x10xf32>
      %8 = stablehlo.multiply %iterArg_5, %7 : tensor<4194304x10xf32>
      %9 = "stablehlo.gather"(%6, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x2xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
      %10 = stablehlo.add %8, %9 : tensor<4194304x10xf32>
      %11 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %11, %10 : tensor<i32>, tensor<4194304x10xf32>
    }
    %3 = "stablehlo.scatter"(%cst, %c, %2#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x3xf32>, tensor<10x1xi32>, tensor<4194304x10xf32>) -> tensor<4194304x3xf32>
    %4 = stablehlo.slice %3 [0:4194304, 0:2] : (tensor<4194304x3xf32>) -> tensor<4194304x2xf32>
    return %4 : tensor<4194304x2xf32>
  }
}
