module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<64x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[0, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : tensor<10xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<[[0], [1], [1], [1], [1], [1], [1], [1], [1], [1]]> : tensor<10x1xi32>
    %0 = "stablehlo.gather"(%arg1, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x10xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<64x3x2xf32>) -> tensor<3x64x2xf32>
    %2:5 = stablehlo.while(%iterArg = %1, %iterArg_4 = %0, %iterArg_5 = %c, %iterArg_6 = %c_0, %iterArg_7 = %cst) : tensor<3x64x2xf32>, tensor<10xf32>, tensor<10xi32>, tensor<i32>, tensor<64x10xf32>
    cond {
      %c_8 = stablehlo.constant dense<3> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %5 = stablehlo.dynamic_slice %iterArg, %iterArg_6, %c_8, %c_8, sizes = [1, 64, 2] : (tensor<3x64x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x2xf32>
      %6 = stablehlo.reshape %5 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
      %7 = stablehlo.reshape %iterArg_4 : (tensor<10xf32>) -> tensor<1x10xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
      %9 = stablehlo.multiply %iterArg_7, %8 : tensor<64x10xf32>
      %c_9 = stablehlo.constant dense<0> : tensor<10xi32>
      %10 = stablehlo.compare LT, %iterArg_5, %c_9, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
      %c_10 = stablehlo.constant dense<2> : tensor<10xi32>
      %11 = stablehlo.add %iterArg_5, %c_10 : tensor<10xi32>
      %12 = stablehlo.select %10, %11, %iterArg_5 : tensor<10xi1>, tensor<10xi32>
      %13 = stablehlo.reshape %12 : (tensor<10xi32>) -> tensor<10x1xi32>
      %14 = "stablehlo.gather"(%6, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x2xf32>, tensor<10x1xi32>) -> tensor<64x10xf32>
      %15 = stablehlo.add %9, %14 : tensor<64x10xf32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_6, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %16, %15 : tensor<3x64x2xf32>, tensor<10xf32>, tensor<10xi32>, tensor<i32>, tensor<64x10xf32>
    }
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<64x3xf32>
    %c_3 = stablehlo.constant dense<[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]> : tensor<10x1xi32>
    %3 = "stablehlo.scatter"(%cst_2, %c_3, %2#4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3xf32>, tensor<10x1xi32>, tensor<64x10xf32>) -> tensor<64x3xf32>
    %4 = stablehlo.slice %3 [0:64, 0:2] : (tensor<64x3xf32>) -> tensor<64x2xf32>
    return %4 : tensor<64x2xf32>
  }
}
