module @jit_transpose_oob_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %6 = stablehlo.and %3, %5 : tensor<10x10xi1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %8 = stablehlo.minimum %0, %7 : tensor<10x10xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %10 = stablehlo.minimum %1, %9 : tensor<10x10xi32>
    %11 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %13 = stablehlo.multiply %8, %12 : tensor<10x10xi32>
    %14 = stablehlo.add %13, %10 : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_5 = stablehlo.constant dense<9> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %18 = stablehlo.add %14, %17 : tensor<10x10xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<10x10xi1>, tensor<10x10xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %21 = "stablehlo.gather"(%11, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x100xf32>
    %c_6 = stablehlo.constant dense<10> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %24 = stablehlo.multiply %0, %23 : tensor<10x10xi32>
    %25 = stablehlo.add %24, %1 : tensor<10x10xi32>
    %c_7 = stablehlo.constant dense<16777216> : tensor<i32>
    %26 = call @_where(%6, %25, %c_7) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_9 = stablehlo.constant dense<100> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %30 = stablehlo.add %26, %29 : tensor<10x10xi32>
    %31 = stablehlo.select %28, %30, %26 : tensor<10x10xi1>, tensor<10x10xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %33 = "stablehlo.scatter"(%22, %32, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %35 = stablehlo.multiply %1, %34 : tensor<10x10xi32>
    %36 = stablehlo.add %35, %0 : tensor<10x10xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_12 = stablehlo.constant dense<100> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %40 = stablehlo.add %36, %39 : tensor<10x10xi32>
    %41 = stablehlo.select %38, %40, %36 : tensor<10x10xi1>, tensor<10x10xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %43 = "stablehlo.gather"(%33, %42) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<524288x9xf32>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %46 = stablehlo.multiply %0, %45 : tensor<10x10xi32>
    %47 = stablehlo.add %46, %1 : tensor<10x10xi32>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<524288x10x10xf32>
    %49 = stablehlo.multiply %43, %48 : tensor<524288x10x10xf32>
    %c_16 = stablehlo.constant dense<16777216> : tensor<i32>
    %50 = call @_where(%6, %47, %c_16) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_18 = stablehlo.constant dense<9> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %54 = stablehlo.add %50, %53 : tensor<10x10xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<10x10xi1>, tensor<10x10xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %57 = "stablehlo.scatter"(%44, %56, %49) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x9xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x9xf32>
    %58 = stablehlo.reshape %57 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    return %58 : tensor<524288x3x3xf32>
  }
  func.func private @_where(%arg0: tensor<10x10xi1>, %arg1: tensor<10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10xi1>, tensor<10x10xi32>
    return %2 : tensor<10x10xi32>
  }
}
