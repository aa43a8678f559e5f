module @jit_tril_cmp_2d_b10_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x4x4xf32>) -> (tensor<524288x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %6 = stablehlo.and %3, %5 : tensor<10x10xi1>
    %7 = stablehlo.compare LE, %1, %0, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %8 = stablehlo.and %6, %7 : tensor<10x10xi1>
    %9 = stablehlo.reshape %arg0 : (tensor<524288x4x4xf32>) -> tensor<524288x16xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %11 = stablehlo.minimum %0, %10 : tensor<10x10xi32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %13 = stablehlo.multiply %11, %12 : tensor<10x10xi32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %15 = stablehlo.minimum %1, %14 : tensor<10x10xi32>
    %16 = stablehlo.add %13, %15 : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_5 = stablehlo.constant dense<16> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %20 = stablehlo.add %16, %19 : tensor<10x10xi32>
    %21 = stablehlo.select %18, %20, %16 : tensor<10x10xi1>, tensor<10x10xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %23 = "stablehlo.gather"(%9, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x16xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x100xf32>
    %c_6 = stablehlo.constant dense<10> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %26 = stablehlo.multiply %0, %25 : tensor<10x10xi32>
    %27 = stablehlo.add %26, %1 : tensor<10x10xi32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<524288x10x10xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<524288x10x10xf32>
    %c_8 = stablehlo.constant dense<16777216> : tensor<i32>
    %30 = call @_where(%8, %27, %c_8) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_10 = stablehlo.constant dense<100> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %34 = stablehlo.add %30, %33 : tensor<10x10xi32>
    %35 = stablehlo.select %32, %34, %30 : tensor<10x10xi1>, tensor<10x10xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %37 = "stablehlo.scatter"(%24, %36, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %c_11 = stablehlo.constant dense<10> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %39 = stablehlo.multiply %0, %38 : tensor<10x10xi32>
    %40 = stablehlo.add %39, %1 : tensor<10x10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_13 = stablehlo.constant dense<100> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %44 = stablehlo.add %40, %43 : tensor<10x10xi32>
    %45 = stablehlo.select %42, %44, %40 : tensor<10x10xi1>, tensor<10x10xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %47 = "stablehlo.gather"(%37, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<524288x16xf32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %50 = stablehlo.multiply %0, %49 : tensor<10x10xi32>
    %51 = stablehlo.add %50, %1 : tensor<10x10xi32>
    %c_16 = stablehlo.constant dense<16777216> : tensor<i32>
    %52 = call @_where(%6, %51, %c_16) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %54 = stablehlo.compare LT, %52, %53, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_18 = stablehlo.constant dense<16> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %56 = stablehlo.add %52, %55 : tensor<10x10xi32>
    %57 = stablehlo.select %54, %56, %52 : tensor<10x10xi1>, tensor<10x10xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %59 = "stablehlo.scatter"(%48, %58, %47) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<524288x16xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<524288x16xf32>) -> tensor<524288x4x4xf32>
    return %60 : tensor<524288x4x4xf32>
  }
  func.func private @_where(%arg0: tensor<10x10xi1>, %arg1: tensor<10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10xi1>, tensor<10x10xi32>
    return %2 : tensor<10x10xi32>
  }
}
