module @jit_transpose_oob_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[0], [1], [2]], [[3], [4], [5]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x9xf32>
    %3 = stablehlo.reshape %1 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %4 = stablehlo.slice %3 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %5 = stablehlo.slice %3 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %6 = stablehlo.slice %3 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %7 = stablehlo.slice %3 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %8 = stablehlo.slice %3 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %9 = stablehlo.slice %3 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %10 = stablehlo.slice %3 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %11 = stablehlo.slice %3 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %12 = stablehlo.slice %3 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %13 = stablehlo.concatenate %4, %5, %6, %7, %8, %9, %10, %11, %12, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %14 = stablehlo.reshape %13 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<524288x3x3xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<524288x3x3xf32>
    %17 = "stablehlo.scatter"(%2, %c, %16) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x9xf32>, tensor<3x3x1xi32>, tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %18 = stablehlo.reshape %17 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    return %18 : tensor<524288x3x3xf32>
  }
}
