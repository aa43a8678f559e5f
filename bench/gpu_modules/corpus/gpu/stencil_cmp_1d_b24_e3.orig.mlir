module @jit_stencil_cmp_1d_b24_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x3xf32>) -> (tensor<2097152x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.compare GE, %0, %1, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %4 = stablehlo.compare LE, %0, %3, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %5 = stablehlo.and %2, %4 : tensor<24xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %8 = stablehlo.subtract %0, %7 : tensor<24xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %9 = call @clip(%8, %c_2, %c_3) : (tensor<24xi32>, tensor<i32>, tensor<i32>) -> tensor<24xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %11 = stablehlo.compare LT, %9, %10, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %13 = stablehlo.add %9, %12 : tensor<24xi32>
    %14 = stablehlo.select %11, %13, %9 : tensor<24xi1>, tensor<24xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %16 = "stablehlo.gather"(%arg0, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x3xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %c_6 = stablehlo.constant dense<16777216> : tensor<i32>
    %17 = call @_where(%5, %0, %c_6) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_8 = stablehlo.constant dense<24> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %21 = stablehlo.add %17, %20 : tensor<24xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<24xi1>, tensor<24xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %24 = "stablehlo.scatter"(%6, %23, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x24xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x24xf32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %26 = stablehlo.subtract %0, %25 : tensor<24xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %28 = stablehlo.maximum %26, %27 : tensor<24xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_12 = stablehlo.constant dense<24> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %32 = stablehlo.add %28, %31 : tensor<24xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<24xi1>, tensor<24xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %35 = "stablehlo.gather"(%24, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x24xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %37 = stablehlo.compare LT, %0, %36, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_14 = stablehlo.constant dense<24> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %39 = stablehlo.add %0, %38 : tensor<24xi32>
    %40 = stablehlo.select %37, %39, %0 : tensor<24xi1>, tensor<24xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %42 = "stablehlo.gather"(%24, %41) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x24xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %44 = stablehlo.add %0, %43 : tensor<24xi32>
    %c_16 = stablehlo.constant dense<23> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %46 = stablehlo.minimum %44, %45 : tensor<24xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_18 = stablehlo.constant dense<24> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %50 = stablehlo.add %46, %49 : tensor<24xi32>
    %51 = stablehlo.select %48, %50, %46 : tensor<24xi1>, tensor<24xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %53 = "stablehlo.gather"(%24, %52) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x24xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %cst_19 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %55 = stablehlo.multiply %54, %35 : tensor<2097152x24xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %57 = stablehlo.multiply %56, %42 : tensor<2097152x24xf32>
    %58 = stablehlo.add %55, %57 : tensor<2097152x24xf32>
    %cst_21 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %60 = stablehlo.multiply %59, %53 : tensor<2097152x24xf32>
    %61 = stablehlo.add %58, %60 : tensor<2097152x24xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2097152x3xf32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %64 = stablehlo.subtract %0, %63 : tensor<24xi32>
    %c_24 = stablehlo.constant dense<16777216> : tensor<i32>
    %65 = call @_where(%5, %64, %c_24) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %67 = stablehlo.compare LT, %65, %66, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %69 = stablehlo.add %65, %68 : tensor<24xi32>
    %70 = stablehlo.select %67, %69, %65 : tensor<24xi1>, tensor<24xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %72 = "stablehlo.scatter"(%62, %71, %61) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x3xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x3xf32>
    return %72 : tensor<2097152x3xf32>
  }
  func.func private @clip(%arg0: tensor<24xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<24xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<24xi32>
    return %5 : tensor<24xi32>
  }
  func.func private @_where(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24xi1>, tensor<24xi32>
    return %2 : tensor<24xi32>
  }
}
