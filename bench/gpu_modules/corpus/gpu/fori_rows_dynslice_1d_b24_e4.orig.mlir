module @jit_fori_rows_dynslice_1d_b24_e4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2097152x4x4xf32>) -> (tensor<2097152x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<24xi32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %4 = stablehlo.minimum %0, %3 : tensor<24xi32>
    %5 = stablehlo.reshape %arg0 : (tensor<2097152x4x4xf32>) -> tensor<2097152x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2097152x96xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %8 = stablehlo.add %7, %0 : tensor<24xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %10 = stablehlo.add %9, %4 : tensor<24xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_4 = stablehlo.constant dense<16> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %14 = stablehlo.add %10, %13 : tensor<24xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<24xi1>, tensor<24xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %17 = "stablehlo.gather"(%5, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<2097152x24xf32>
    %c_6 = stablehlo.constant dense<16777216> : tensor<i32>
    %20 = call @_where(%2, %8, %c_6) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_8 = stablehlo.constant dense<96> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %24 = stablehlo.add %20, %23 : tensor<24xi32>
    %25 = stablehlo.select %22, %24, %20 : tensor<24xi1>, tensor<24xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %27 = "stablehlo.scatter"(%6, %26, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %c_9 = stablehlo.constant dense<24> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %29 = stablehlo.add %28, %0 : tensor<24xi32>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %31 = stablehlo.add %30, %4 : tensor<24xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %33 = stablehlo.compare LT, %31, %32, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %35 = stablehlo.add %31, %34 : tensor<24xi32>
    %36 = stablehlo.select %33, %35, %31 : tensor<24xi1>, tensor<24xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %38 = "stablehlo.gather"(%5, %37) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %cst_13 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2097152x24xf32>
    %c_14 = stablehlo.constant dense<16777216> : tensor<i32>
    %41 = call @_where(%2, %29, %c_14) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %43 = stablehlo.compare LT, %41, %42, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_16 = stablehlo.constant dense<96> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %45 = stablehlo.add %41, %44 : tensor<24xi32>
    %46 = stablehlo.select %43, %45, %41 : tensor<24xi1>, tensor<24xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %48 = "stablehlo.scatter"(%27, %47, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %c_17 = stablehlo.constant dense<48> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %50 = stablehlo.add %49, %0 : tensor<24xi32>
    %c_18 = stablehlo.constant dense<8> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %52 = stablehlo.add %51, %4 : tensor<24xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %54 = stablehlo.compare LT, %52, %53, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_20 = stablehlo.constant dense<16> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %56 = stablehlo.add %52, %55 : tensor<24xi32>
    %57 = stablehlo.select %54, %56, %52 : tensor<24xi1>, tensor<24xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %59 = "stablehlo.gather"(%5, %58) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %cst_21 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2097152x24xf32>
    %c_22 = stablehlo.constant dense<16777216> : tensor<i32>
    %62 = call @_where(%2, %50, %c_22) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %64 = stablehlo.compare LT, %62, %63, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_24 = stablehlo.constant dense<96> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %66 = stablehlo.add %62, %65 : tensor<24xi32>
    %67 = stablehlo.select %64, %66, %62 : tensor<24xi1>, tensor<24xi32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %69 = "stablehlo.scatter"(%48, %68, %61) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %c_25 = stablehlo.constant dense<72> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %71 = stablehlo.add %70, %0 : tensor<24xi32>
    %c_26 = stablehlo.constant dense<12> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %73 = stablehlo.add %72, %4 : tensor<24xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %75 = stablehlo.compare LT, %73, %74, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_28 = stablehlo.constant dense<16> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %77 = stablehlo.add %73, %76 : tensor<24xi32>
    %78 = stablehlo.select %75, %77, %73 : tensor<24xi1>, tensor<24xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %80 = "stablehlo.gather"(%5, %79) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2097152, 1>}> : (tensor<2097152x16xf32>, tensor<24x1xi32>) -> tensor<2097152x24xf32>
    %cst_29 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<2097152x24xf32>
    %c_30 = stablehlo.constant dense<16777216> : tensor<i32>
    %83 = call @_where(%2, %71, %c_30) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %85 = stablehlo.compare LT, %83, %84, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_32 = stablehlo.constant dense<96> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %87 = stablehlo.add %83, %86 : tensor<24xi32>
    %88 = stablehlo.select %85, %87, %83 : tensor<24xi1>, tensor<24xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %90 = "stablehlo.scatter"(%69, %89, %82) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x96xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x96xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2097152x24xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %92:4 = stablehlo.while(%iterArg = %90, %iterArg_40 = %c_35, %iterArg_41 = %c_34, %iterArg_42 = %91) : tensor<2097152x96xf32>, tensor<i32>, tensor<i32>, tensor<2097152x24xf32>
    cond {
      %c_43 = stablehlo.constant dense<4> : tensor<i32>
      %102 = stablehlo.compare LT, %iterArg_40, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %102 : tensor<i1>
    } do {
      %102:2 = func.call @closed_call(%iterArg, %iterArg_41, %iterArg_42) : (tensor<2097152x96xf32>, tensor<i32>, tensor<2097152x24xf32>) -> (tensor<i32>, tensor<2097152x24xf32>)
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %103 = stablehlo.add %iterArg_40, %c_43 : tensor<i32>
      stablehlo.return %iterArg, %103, %102#0, %102#1 : tensor<2097152x96xf32>, tensor<i32>, tensor<i32>, tensor<2097152x24xf32>
    }
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2097152x4xf32>
    %c_37 = stablehlo.constant dense<16777216> : tensor<i32>
    %94 = call @_where(%2, %0, %c_37) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %96 = stablehlo.compare LT, %94, %95, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_39 = stablehlo.constant dense<4> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %98 = stablehlo.add %94, %97 : tensor<24xi32>
    %99 = stablehlo.select %96, %98, %94 : tensor<24xi1>, tensor<24xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %101 = "stablehlo.scatter"(%93, %100, %92#3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<2097152x4xf32>, tensor<24x1xi32>, tensor<2097152x24xf32>) -> tensor<2097152x4xf32>
    return %101 : tensor<2097152x4xf32>
  }
  func.func private @_where(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24xi1>, tensor<24xi32>
    return %2 : tensor<24xi32>
  }
  func.func private @closed_call(%arg0: tensor<2097152x96xf32>, %arg1: tensor<i32>, %arg2: tensor<2097152x24xf32>) -> (tensor<i32>, tensor<2097152x24xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<24> : tensor<i32>
    %1 = stablehlo.multiply %arg1, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<96> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %c_3, %5, sizes = [2097152, 24] : (tensor<2097152x96xf32>, tensor<i32>, tensor<i32>) -> tensor<2097152x24xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2097152x24xf32>
    return %0, %7 : tensor<i32>, tensor<2097152x24xf32>
  }
}
