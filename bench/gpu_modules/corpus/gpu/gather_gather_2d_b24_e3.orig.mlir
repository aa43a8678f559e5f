module @jit_gather_gather_2d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65536x3x3xf32>) -> (tensor<65536x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %1 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %6 = stablehlo.and %3, %5 : tensor<24x24xi1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %8 = stablehlo.minimum %0, %7 : tensor<24x24xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %10 = stablehlo.minimum %1, %9 : tensor<24x24xi32>
    %11 = stablehlo.reshape %arg0 : (tensor<65536x3x3xf32>) -> tensor<65536x9xf32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %13 = stablehlo.multiply %8, %12 : tensor<24x24xi32>
    %14 = stablehlo.add %13, %10 : tensor<24x24xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_5 = stablehlo.constant dense<9> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %18 = stablehlo.add %14, %17 : tensor<24x24xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<24x24xi1>, tensor<24x24xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %21 = "stablehlo.gather"(%11, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 65536, 1>}> : (tensor<65536x9xf32>, tensor<24x24x1xi32>) -> tensor<65536x24x24xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x576xf32>
    %c_6 = stablehlo.constant dense<24> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %24 = stablehlo.multiply %0, %23 : tensor<24x24xi32>
    %25 = stablehlo.add %24, %1 : tensor<24x24xi32>
    %c_7 = stablehlo.constant dense<16777216> : tensor<i32>
    %26 = call @_where(%6, %25, %c_7) : (tensor<24x24xi1>, tensor<24x24xi32>, tensor<i32>) -> tensor<24x24xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_9 = stablehlo.constant dense<576> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %30 = stablehlo.add %26, %29 : tensor<24x24xi32>
    %31 = stablehlo.select %28, %30, %26 : tensor<24x24xi1>, tensor<24x24xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %33 = "stablehlo.scatter"(%22, %32, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<65536x576xf32>, tensor<24x24x1xi32>, tensor<65536x24x24xf32>) -> tensor<65536x576xf32>
    %c_10 = stablehlo.constant dense<24> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %35 = stablehlo.multiply %1, %34 : tensor<24x24xi32>
    %36 = stablehlo.add %35, %0 : tensor<24x24xi32>
    %37 = stablehlo.reshape %36 : (tensor<24x24xi32>) -> tensor<576xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<576xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<576xi32>, tensor<576xi32>) -> tensor<576xi1>
    %c_12 = stablehlo.constant dense<576> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<576xi32>
    %41 = stablehlo.add %37, %40 : tensor<576xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<576xi1>, tensor<576xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<576xi32>) -> tensor<576x1xi32>
    %44 = "stablehlo.gather"(%33, %43) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 65536, 1>}> : (tensor<65536x576xf32>, tensor<576x1xi32>) -> tensor<65536x576xf32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %46 = stablehlo.subtract %45, %8 : tensor<24x24xi32>
    %c_14 = stablehlo.constant dense<24> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %48 = stablehlo.multiply %46, %47 : tensor<24x24xi32>
    %49 = stablehlo.add %48, %10 : tensor<24x24xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %51 = stablehlo.compare LT, %49, %50, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_16 = stablehlo.constant dense<576> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %53 = stablehlo.add %49, %52 : tensor<24x24xi32>
    %54 = stablehlo.select %51, %53, %49 : tensor<24x24xi1>, tensor<24x24xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 65536, 1>}> : (tensor<65536x576xf32>, tensor<24x24x1xi32>) -> tensor<65536x24x24xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<65536x9xf32>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %59 = stablehlo.multiply %0, %58 : tensor<24x24xi32>
    %60 = stablehlo.add %59, %1 : tensor<24x24xi32>
    %c_19 = stablehlo.constant dense<16777216> : tensor<i32>
    %61 = call @_where(%6, %60, %c_19) : (tensor<24x24xi1>, tensor<24x24xi32>, tensor<i32>) -> tensor<24x24xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %63 = stablehlo.compare LT, %61, %62, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_21 = stablehlo.constant dense<9> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %65 = stablehlo.add %61, %64 : tensor<24x24xi32>
    %66 = stablehlo.select %63, %65, %61 : tensor<24x24xi1>, tensor<24x24xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %68 = "stablehlo.scatter"(%57, %67, %56) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<65536x9xf32>, tensor<24x24x1xi32>, tensor<65536x24x24xf32>) -> tensor<65536x9xf32>
    %69 = stablehlo.reshape %68 : (tensor<65536x9xf32>) -> tensor<65536x3x3xf32>
    return %69 : tensor<65536x3x3xf32>
  }
  func.func private @_where(%arg0: tensor<24x24xi1>, %arg1: tensor<24x24xi32>, %arg2: tensor<i32>) -> tensor<24x24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24x24xi1>, tensor<24x24xi32>
    return %2 : tensor<24x24xi32>
  }
}
