module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<64x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0], [1], [1], [1], [1], [1], [1], [1], [1], [1]]> : tensor<10x1xi32>
    %0 = "stablehlo.gather"(%arg1, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x10xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<64x3x2xf32>) -> tensor<3x64x2xf32>
    %2 = stablehlo.slice %1 [0:1, 0:64, 0:2] : (tensor<3x64x2xf32>) -> tensor<1x64x2xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
    %4 = stablehlo.reshape %0 : (tensor<10xf32>) -> tensor<1x10xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %6 = stablehlo.multiply %5, %cst : tensor<64x10xf32>
    %7 = "stablehlo.gather"(%3, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x2xf32>, tensor<10x1xi32>) -> tensor<64x10xf32>
    %8 = stablehlo.add %6, %7 : tensor<64x10xf32>
    %9 = stablehlo.slice %1 [1:2, 0:64, 0:2] : (tensor<3x64x2xf32>) -> tensor<1x64x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
    %11 = stablehlo.multiply %8, %5 : tensor<64x10xf32>
    %12 = "stablehlo.gather"(%10, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x2xf32>, tensor<10x1xi32>) -> tensor<64x10xf32>
    %13 = stablehlo.add %11, %12 : tensor<64x10xf32>
    %14 = stablehlo.slice %1 [2:3, 0:64, 0:2] : (tensor<3x64x2xf32>) -> tensor<1x64x2xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x64x2xf32>) -> tensor<64x2xf32>
    %16 = stablehlo.multiply %13, %5 : tensor<64x10xf32>
    %17 = "stablehlo.gather"(%15, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x2xf32>, tensor<10x1xi32>) -> tensor<64x10xf32>
    %18 = stablehlo.add %16, %17 : tensor<64x10xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<64x3xf32>
    %c_1 = stablehlo.constant dense<[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]> : tensor<10x1xi32>
    %19 = "stablehlo.scatter"(%cst_0, %c_1, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x3xf32>, tensor<10x1xi32>, tensor<64x10xf32>) -> tensor<64x3xf32>
    %20 = stablehlo.slice %19 [0:64, 0:2] : (tensor<64x3xf32>) -> tensor<64x2xf32>
    return %20 : tensor<64x2xf32>
  }
}
