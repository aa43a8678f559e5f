module @jit_scan_matmul_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x3xf32>, %arg1: tensor<32x3x3xf32>) -> (tensor<32x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<32x3x3xf32>
    %c = stablehlo.constant dense<[[[0], [0], [0]], [[3], [3], [3]], [[6], [6], [6]]]> : tensor<3x3x1xi32>
    %2 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %c_0 = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %3 = "stablehlo.gather"(%1, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x3x3xf32>
    %5 = stablehlo.add %4, %cst : tensor<32x3x3xf32>
    %c_1 = stablehlo.constant dense<[[[1], [1], [1]], [[4], [4], [4]], [[7], [7], [7]]]> : tensor<3x3x1xi32>
    %6 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %c_2 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %7 = "stablehlo.gather"(%1, %c_2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32x3x3xf32>
    %9 = stablehlo.add %5, %8 : tensor<32x3x3xf32>
    %c_3 = stablehlo.constant dense<[[[2], [2], [2]], [[5], [5], [5]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %10 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %c_4 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %11 = "stablehlo.gather"(%1, %c_4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x9xf32>, tensor<3x3x1xi32>) -> tensor<32x3x3xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32x3x3xf32>
    %13 = stablehlo.add %9, %12 : tensor<32x3x3xf32>
    return %13 : tensor<32x3x3xf32>
  }
}
