module @jit_scan_recur_neg1_1d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3x2xf32>, %arg1: tensor<2xf32>) -> (tensor<4194304x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0], [1], [1], [1], [1], [1], [1], [1], [1], [1]]> : tensor<10x1xi32>
    %0 = "stablehlo.gather"(%arg1, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x10xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4194304x3x2xf32>) -> tensor<3x4194304x2xf32>
    %3 = stablehlo.slice %2 [0:1, 0:4194304, 0:2] : (tensor<3x4194304x2xf32>) -> tensor<1x4194304x2xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    %5 = stablehlo.reshape %0 : (tensor<10xf32>) -> tensor<1x10xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4194304x10xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<4194304x10xf32>
    %8 = "stablehlo.gather"(%4, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x2xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
    %9 = stablehlo.add %7, %8 : tensor<4194304x10xf32>
    %10 = stablehlo.slice %2 [1:2, 0:4194304, 0:2] : (tensor<3x4194304x2xf32>) -> tensor<1x4194304x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    %12 = stablehlo.multiply %9, %6 : tensor<4194304x10xf32>
    %13 = "stablehlo.gather"(%11, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x2xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
    %14 = stablehlo.add %12, %13 : tensor<4194304x10xf32>
    %15 = stablehlo.slice %2 [2:3, 0:4194304, 0:2] : (tensor<3x4194304x2xf32>) -> tensor<1x4194304x2xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x4194304x2xf32>) -> tensor<4194304x2xf32>
    %17 = stablehlo.multiply %14, %6 : tensor<4194304x10xf32>
    %18 = "stablehlo.gather"(%16, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x2xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
    %19 = stablehlo.add %17, %18 : tensor<4194304x10xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x3xf32>
    %c_0 = stablehlo.constant dense<[[0], [1], [2], [2], [2], [2], [2], [2], [2], [2]]> : tensor<10x1xi32>
    %21 = "stablehlo.scatter"(%20, %c_0, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x3xf32>, tensor<10x1xi32>, tensor<4194304x10xf32>) -> tensor<4194304x3xf32>
    %22 = stablehlo.slice %21 [0:4194304, 0:2] : (tensor<4194304x3xf32>) -> tensor<4194304x2xf32>
    return %22 : tensor<4194304x2xf32>
  }
}
