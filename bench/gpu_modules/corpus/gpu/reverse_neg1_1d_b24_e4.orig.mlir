module @jit_reverse_neg1_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4xf32>, %arg1: tensor<4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x25xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %5 = stablehlo.subtract %4, %0 : tensor<24xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %7 = stablehlo.minimum %0, %6 : tensor<24xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %9 = stablehlo.compare LT, %7, %8, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %11 = stablehlo.add %7, %10 : tensor<24xi32>
    %12 = stablehlo.select %9, %11, %7 : tensor<24xi1>, tensor<24xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x4xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %15 = call @_where(%2, %5, %c_4) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_6 = stablehlo.constant dense<25> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %19 = stablehlo.add %15, %18 : tensor<24xi32>
    %20 = stablehlo.select %17, %19, %15 : tensor<24xi1>, tensor<24xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %22 = "stablehlo.scatter"(%3, %21, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<2097152x25xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x25xf32>
    %23 = stablehlo.slice %22 [0:2097152, 0:4] : (tensor<2097152x25xf32>) -> tensor<2097152x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2097152x4xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2097152x4xf32>
    return %26 : tensor<2097152x4xf32>
  }
  func.func private @_where(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24xi1>, tensor<24xi32>
    return %2 : tensor<24xi32>
  }
}
