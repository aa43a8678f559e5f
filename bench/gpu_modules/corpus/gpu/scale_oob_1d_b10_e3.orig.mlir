module @jit_scale_oob_1d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4194304x3xf32>, %arg1: tensor<3xf32>) -> (tensor<4194304x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.minimum %0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.add %4, %7 : tensor<10xi32>
    %9 = stablehlo.select %6, %8, %4 : tensor<10xi1>, tensor<10xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x3xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.compare LT, %4, %12, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %15 = stablehlo.add %4, %14 : tensor<10xi32>
    %16 = stablehlo.select %13, %15, %4 : tensor<10xi1>, tensor<10xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %18 = "stablehlo.gather"(%arg1, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4194304x10xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4194304x10xf32>
    %22 = stablehlo.multiply %11, %21 : tensor<4194304x10xf32>
    %c_5 = stablehlo.constant dense<16777216> : tensor<i32>
    %23 = call @_where(%2, %0, %c_5) : (tensor<10xi1>, tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<10> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.add %23, %26 : tensor<10xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<10xi1>, tensor<10xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %30 = "stablehlo.scatter"(%19, %29, %22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x10xf32>, tensor<10x1xi32>, tensor<4194304x10xf32>) -> tensor<4194304x10xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %32 = stablehlo.compare LT, %4, %31, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_9 = stablehlo.constant dense<10> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %34 = stablehlo.add %4, %33 : tensor<10xi32>
    %35 = stablehlo.select %32, %34, %4 : tensor<10xi1>, tensor<10xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %37 = "stablehlo.gather"(%30, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4194304, 1>}> : (tensor<4194304x10xf32>, tensor<10x1xi32>) -> tensor<4194304x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4194304x3xf32>
    %39 = stablehlo.add %37, %11 : tensor<4194304x10xf32>
    %c_11 = stablehlo.constant dense<16777216> : tensor<i32>
    %40 = call @_where(%2, %0, %c_11) : (tensor<10xi1>, tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<3> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %44 = stablehlo.add %40, %43 : tensor<10xi32>
    %45 = stablehlo.select %42, %44, %40 : tensor<10xi1>, tensor<10xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %47 = "stablehlo.scatter"(%38, %46, %39) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4194304x3xf32>, tensor<10x1xi32>, tensor<4194304x10xf32>) -> tensor<4194304x3xf32>
    return %47 : tensor<4194304x3xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xi32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10xi1>, tensor<10xi32>
    return %2 : tensor<10xi32>
  }
}
