module @jit_mass_apply_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
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
    %11 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x100xf32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %14 = stablehlo.multiply %0, %13 : tensor<10x10xi32>
    %15 = stablehlo.add %14, %1 : tensor<10x10xi32>
    %16 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %18 = stablehlo.multiply %8, %17 : tensor<10x10xi32>
    %19 = stablehlo.add %18, %10 : tensor<10x10xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_6 = stablehlo.constant dense<9> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %23 = stablehlo.add %19, %22 : tensor<10x10xi32>
    %24 = stablehlo.select %21, %23, %19 : tensor<10x10xi1>, tensor<10x10xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %26 = "stablehlo.gather"(%16, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %c_7 = stablehlo.constant dense<16777216> : tensor<i32>
    %27 = call @_where(%6, %15, %c_7) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_9 = stablehlo.constant dense<100> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %31 = stablehlo.add %27, %30 : tensor<10x10xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<10x10xi1>, tensor<10x10xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %34 = "stablehlo.scatter"(%12, %33, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %c_10 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %36 = stablehlo.multiply %10, %35 : tensor<10x10xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %38 = stablehlo.add %36, %37 : tensor<10x10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %40 = stablehlo.compare LT, %38, %39, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_13 = stablehlo.constant dense<9> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %42 = stablehlo.add %38, %41 : tensor<10x10xi32>
    %43 = stablehlo.select %40, %42, %38 : tensor<10x10xi1>, tensor<10x10xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %45 = "stablehlo.gather"(%11, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_14 = stablehlo.constant dense<10> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %47 = stablehlo.multiply %8, %46 : tensor<10x10xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %49 = stablehlo.add %47, %48 : tensor<10x10xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %51 = stablehlo.compare LT, %49, %50, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_17 = stablehlo.constant dense<100> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %53 = stablehlo.add %49, %52 : tensor<10x10xi32>
    %54 = stablehlo.select %51, %53, %49 : tensor<10x10xi1>, tensor<10x10xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %56 = "stablehlo.gather"(%34, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %57 = stablehlo.broadcast_in_dim %45, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<524288x10x10xf32>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %61 = stablehlo.multiply %10, %60 : tensor<10x10xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %63 = stablehlo.add %61, %62 : tensor<10x10xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %65 = stablehlo.compare LT, %63, %64, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_21 = stablehlo.constant dense<9> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %67 = stablehlo.add %63, %66 : tensor<10x10xi32>
    %68 = stablehlo.select %65, %67, %63 : tensor<10x10xi1>, tensor<10x10xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %70 = "stablehlo.gather"(%11, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_22 = stablehlo.constant dense<10> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %72 = stablehlo.multiply %8, %71 : tensor<10x10xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %74 = stablehlo.add %72, %73 : tensor<10x10xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %76 = stablehlo.compare LT, %74, %75, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_25 = stablehlo.constant dense<100> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %78 = stablehlo.add %74, %77 : tensor<10x10xi32>
    %79 = stablehlo.select %76, %78, %74 : tensor<10x10xi1>, tensor<10x10xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %81 = "stablehlo.gather"(%34, %80) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %82 = stablehlo.broadcast_in_dim %70, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %84 = stablehlo.multiply %83, %81 : tensor<524288x10x10xf32>
    %85 = stablehlo.add %59, %84 : tensor<524288x10x10xf32>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %87 = stablehlo.multiply %10, %86 : tensor<10x10xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %89 = stablehlo.add %87, %88 : tensor<10x10xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %91 = stablehlo.compare LT, %89, %90, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_29 = stablehlo.constant dense<9> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %93 = stablehlo.add %89, %92 : tensor<10x10xi32>
    %94 = stablehlo.select %91, %93, %89 : tensor<10x10xi1>, tensor<10x10xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %96 = "stablehlo.gather"(%11, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_30 = stablehlo.constant dense<10> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %98 = stablehlo.multiply %8, %97 : tensor<10x10xi32>
    %c_31 = stablehlo.constant dense<2> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %100 = stablehlo.add %98, %99 : tensor<10x10xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %102 = stablehlo.compare LT, %100, %101, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_33 = stablehlo.constant dense<100> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %104 = stablehlo.add %100, %103 : tensor<10x10xi32>
    %105 = stablehlo.select %102, %104, %100 : tensor<10x10xi1>, tensor<10x10xi32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %107 = "stablehlo.gather"(%34, %106) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %108 = stablehlo.broadcast_in_dim %96, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %110 = stablehlo.multiply %109, %107 : tensor<524288x10x10xf32>
    %111 = stablehlo.add %85, %110 : tensor<524288x10x10xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<524288x100xf32>
    %c_35 = stablehlo.constant dense<10> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %114 = stablehlo.multiply %0, %113 : tensor<10x10xi32>
    %115 = stablehlo.add %114, %1 : tensor<10x10xi32>
    %c_36 = stablehlo.constant dense<16777216> : tensor<i32>
    %116 = call @_where(%6, %115, %c_36) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %118 = stablehlo.compare LT, %116, %117, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_38 = stablehlo.constant dense<100> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %120 = stablehlo.add %116, %119 : tensor<10x10xi32>
    %121 = stablehlo.select %118, %120, %116 : tensor<10x10xi1>, tensor<10x10xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %123 = "stablehlo.scatter"(%112, %122, %111) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %c_39 = stablehlo.constant dense<3> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %125 = stablehlo.multiply %8, %124 : tensor<10x10xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %127 = stablehlo.add %125, %126 : tensor<10x10xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %129 = stablehlo.compare LT, %127, %128, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_42 = stablehlo.constant dense<9> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %131 = stablehlo.add %127, %130 : tensor<10x10xi32>
    %132 = stablehlo.select %129, %131, %127 : tensor<10x10xi1>, tensor<10x10xi32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %134 = "stablehlo.gather"(%11, %133) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %136 = stablehlo.add %135, %10 : tensor<10x10xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %138 = stablehlo.compare LT, %136, %137, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_45 = stablehlo.constant dense<100> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %140 = stablehlo.add %136, %139 : tensor<10x10xi32>
    %141 = stablehlo.select %138, %140, %136 : tensor<10x10xi1>, tensor<10x10xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %143 = "stablehlo.gather"(%123, %142) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %144 = stablehlo.broadcast_in_dim %134, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %146 = stablehlo.multiply %145, %143 : tensor<524288x10x10xf32>
    %c_46 = stablehlo.constant dense<3> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %148 = stablehlo.multiply %8, %147 : tensor<10x10xi32>
    %c_47 = stablehlo.constant dense<1> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %150 = stablehlo.add %148, %149 : tensor<10x10xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %151 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %152 = stablehlo.compare LT, %150, %151, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_49 = stablehlo.constant dense<9> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %154 = stablehlo.add %150, %153 : tensor<10x10xi32>
    %155 = stablehlo.select %152, %154, %150 : tensor<10x10xi1>, tensor<10x10xi32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %157 = "stablehlo.gather"(%11, %156) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_50 = stablehlo.constant dense<10> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %159 = stablehlo.add %158, %10 : tensor<10x10xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %160 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %161 = stablehlo.compare LT, %159, %160, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_52 = stablehlo.constant dense<100> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %163 = stablehlo.add %159, %162 : tensor<10x10xi32>
    %164 = stablehlo.select %161, %163, %159 : tensor<10x10xi1>, tensor<10x10xi32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %166 = "stablehlo.gather"(%123, %165) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %167 = stablehlo.broadcast_in_dim %157, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %169 = stablehlo.multiply %168, %166 : tensor<524288x10x10xf32>
    %170 = stablehlo.add %146, %169 : tensor<524288x10x10xf32>
    %c_53 = stablehlo.constant dense<3> : tensor<i32>
    %171 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %172 = stablehlo.multiply %8, %171 : tensor<10x10xi32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %173 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %174 = stablehlo.add %172, %173 : tensor<10x10xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %176 = stablehlo.compare LT, %174, %175, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_56 = stablehlo.constant dense<9> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %178 = stablehlo.add %174, %177 : tensor<10x10xi32>
    %179 = stablehlo.select %176, %178, %174 : tensor<10x10xi1>, tensor<10x10xi32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %181 = "stablehlo.gather"(%11, %180) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_57 = stablehlo.constant dense<20> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %183 = stablehlo.add %182, %10 : tensor<10x10xi32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %185 = stablehlo.compare LT, %183, %184, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_59 = stablehlo.constant dense<100> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %187 = stablehlo.add %183, %186 : tensor<10x10xi32>
    %188 = stablehlo.select %185, %187, %183 : tensor<10x10xi1>, tensor<10x10xi32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %190 = "stablehlo.gather"(%123, %189) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %191 = stablehlo.broadcast_in_dim %181, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %193 = stablehlo.multiply %192, %190 : tensor<524288x10x10xf32>
    %194 = stablehlo.add %170, %193 : tensor<524288x10x10xf32>
    %195 = stablehlo.reshape %arg2 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %c_60 = stablehlo.constant dense<3> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %197 = stablehlo.multiply %8, %196 : tensor<10x10xi32>
    %198 = stablehlo.add %197, %10 : tensor<10x10xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %200 = stablehlo.compare LT, %198, %199, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_62 = stablehlo.constant dense<9> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %202 = stablehlo.add %198, %201 : tensor<10x10xi32>
    %203 = stablehlo.select %200, %202, %198 : tensor<10x10xi1>, tensor<10x10xi32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %205 = "stablehlo.gather"(%195, %204) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %206 = stablehlo.multiply %194, %205 : tensor<524288x10x10xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<524288x100xf32>
    %c_64 = stablehlo.constant dense<10> : tensor<i32>
    %208 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %209 = stablehlo.multiply %0, %208 : tensor<10x10xi32>
    %210 = stablehlo.add %209, %1 : tensor<10x10xi32>
    %c_65 = stablehlo.constant dense<16777216> : tensor<i32>
    %211 = call @_where(%6, %210, %c_65) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %212 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %213 = stablehlo.compare LT, %211, %212, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_67 = stablehlo.constant dense<100> : tensor<i32>
    %214 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %215 = stablehlo.add %211, %214 : tensor<10x10xi32>
    %216 = stablehlo.select %213, %215, %211 : tensor<10x10xi1>, tensor<10x10xi32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %218 = "stablehlo.scatter"(%207, %217, %206) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %219 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %220 = stablehlo.add %219, %10 : tensor<10x10xi32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %221 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %222 = stablehlo.compare LT, %220, %221, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_70 = stablehlo.constant dense<9> : tensor<i32>
    %223 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %224 = stablehlo.add %220, %223 : tensor<10x10xi32>
    %225 = stablehlo.select %222, %224, %220 : tensor<10x10xi1>, tensor<10x10xi32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %227 = "stablehlo.gather"(%11, %226) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_71 = stablehlo.constant dense<10> : tensor<i32>
    %228 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %229 = stablehlo.multiply %8, %228 : tensor<10x10xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %230 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %231 = stablehlo.add %229, %230 : tensor<10x10xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %233 = stablehlo.compare LT, %231, %232, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_74 = stablehlo.constant dense<100> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %235 = stablehlo.add %231, %234 : tensor<10x10xi32>
    %236 = stablehlo.select %233, %235, %231 : tensor<10x10xi1>, tensor<10x10xi32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %238 = "stablehlo.gather"(%218, %237) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %239 = stablehlo.broadcast_in_dim %227, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<524288x10x10xf32>
    %c_75 = stablehlo.constant dense<3> : tensor<i32>
    %242 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %243 = stablehlo.add %242, %10 : tensor<10x10xi32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %244 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %245 = stablehlo.compare LT, %243, %244, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_77 = stablehlo.constant dense<9> : tensor<i32>
    %246 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %247 = stablehlo.add %243, %246 : tensor<10x10xi32>
    %248 = stablehlo.select %245, %247, %243 : tensor<10x10xi1>, tensor<10x10xi32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %250 = "stablehlo.gather"(%11, %249) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_78 = stablehlo.constant dense<10> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %252 = stablehlo.multiply %8, %251 : tensor<10x10xi32>
    %c_79 = stablehlo.constant dense<1> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %254 = stablehlo.add %252, %253 : tensor<10x10xi32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %256 = stablehlo.compare LT, %254, %255, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_81 = stablehlo.constant dense<100> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %258 = stablehlo.add %254, %257 : tensor<10x10xi32>
    %259 = stablehlo.select %256, %258, %254 : tensor<10x10xi1>, tensor<10x10xi32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %261 = "stablehlo.gather"(%218, %260) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %262 = stablehlo.broadcast_in_dim %250, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %264 = stablehlo.multiply %263, %261 : tensor<524288x10x10xf32>
    %265 = stablehlo.add %241, %264 : tensor<524288x10x10xf32>
    %c_82 = stablehlo.constant dense<6> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %267 = stablehlo.add %266, %10 : tensor<10x10xi32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %268 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %269 = stablehlo.compare LT, %267, %268, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_84 = stablehlo.constant dense<9> : tensor<i32>
    %270 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %271 = stablehlo.add %267, %270 : tensor<10x10xi32>
    %272 = stablehlo.select %269, %271, %267 : tensor<10x10xi1>, tensor<10x10xi32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %274 = "stablehlo.gather"(%11, %273) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_85 = stablehlo.constant dense<10> : tensor<i32>
    %275 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %276 = stablehlo.multiply %8, %275 : tensor<10x10xi32>
    %c_86 = stablehlo.constant dense<2> : tensor<i32>
    %277 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %278 = stablehlo.add %276, %277 : tensor<10x10xi32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %279 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %280 = stablehlo.compare LT, %278, %279, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_88 = stablehlo.constant dense<100> : tensor<i32>
    %281 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %282 = stablehlo.add %278, %281 : tensor<10x10xi32>
    %283 = stablehlo.select %280, %282, %278 : tensor<10x10xi1>, tensor<10x10xi32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %285 = "stablehlo.gather"(%218, %284) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %286 = stablehlo.broadcast_in_dim %274, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %288 = stablehlo.multiply %287, %285 : tensor<524288x10x10xf32>
    %289 = stablehlo.add %265, %288 : tensor<524288x10x10xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<524288x100xf32>
    %c_90 = stablehlo.constant dense<10> : tensor<i32>
    %291 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %292 = stablehlo.multiply %0, %291 : tensor<10x10xi32>
    %293 = stablehlo.add %292, %1 : tensor<10x10xi32>
    %c_91 = stablehlo.constant dense<16777216> : tensor<i32>
    %294 = call @_where(%6, %293, %c_91) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %295 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %296 = stablehlo.compare LT, %294, %295, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_93 = stablehlo.constant dense<100> : tensor<i32>
    %297 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %298 = stablehlo.add %294, %297 : tensor<10x10xi32>
    %299 = stablehlo.select %296, %298, %294 : tensor<10x10xi1>, tensor<10x10xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %301 = "stablehlo.scatter"(%290, %300, %289) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x100xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x100xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %302 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %303 = stablehlo.add %302, %8 : tensor<10x10xi32>
    %c_95 = stablehlo.constant dense<0> : tensor<i32>
    %304 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %305 = stablehlo.compare LT, %303, %304, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_96 = stablehlo.constant dense<9> : tensor<i32>
    %306 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %307 = stablehlo.add %303, %306 : tensor<10x10xi32>
    %308 = stablehlo.select %305, %307, %303 : tensor<10x10xi1>, tensor<10x10xi32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %310 = "stablehlo.gather"(%11, %309) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %311 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %312 = stablehlo.add %311, %10 : tensor<10x10xi32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %313 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %314 = stablehlo.compare LT, %312, %313, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_99 = stablehlo.constant dense<100> : tensor<i32>
    %315 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %316 = stablehlo.add %312, %315 : tensor<10x10xi32>
    %317 = stablehlo.select %314, %316, %312 : tensor<10x10xi1>, tensor<10x10xi32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %319 = "stablehlo.gather"(%301, %318) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %320 = stablehlo.broadcast_in_dim %310, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %322 = stablehlo.multiply %321, %319 : tensor<524288x10x10xf32>
    %c_100 = stablehlo.constant dense<3> : tensor<i32>
    %323 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %324 = stablehlo.add %323, %8 : tensor<10x10xi32>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %325 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %326 = stablehlo.compare LT, %324, %325, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_102 = stablehlo.constant dense<9> : tensor<i32>
    %327 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %328 = stablehlo.add %324, %327 : tensor<10x10xi32>
    %329 = stablehlo.select %326, %328, %324 : tensor<10x10xi1>, tensor<10x10xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %331 = "stablehlo.gather"(%11, %330) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_103 = stablehlo.constant dense<10> : tensor<i32>
    %332 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %333 = stablehlo.add %332, %10 : tensor<10x10xi32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %334 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %335 = stablehlo.compare LT, %333, %334, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_105 = stablehlo.constant dense<100> : tensor<i32>
    %336 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %337 = stablehlo.add %333, %336 : tensor<10x10xi32>
    %338 = stablehlo.select %335, %337, %333 : tensor<10x10xi1>, tensor<10x10xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %340 = "stablehlo.gather"(%301, %339) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %341 = stablehlo.broadcast_in_dim %331, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %343 = stablehlo.multiply %342, %340 : tensor<524288x10x10xf32>
    %344 = stablehlo.add %322, %343 : tensor<524288x10x10xf32>
    %c_106 = stablehlo.constant dense<6> : tensor<i32>
    %345 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %346 = stablehlo.add %345, %8 : tensor<10x10xi32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %347 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %348 = stablehlo.compare LT, %346, %347, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_108 = stablehlo.constant dense<9> : tensor<i32>
    %349 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %350 = stablehlo.add %346, %349 : tensor<10x10xi32>
    %351 = stablehlo.select %348, %350, %346 : tensor<10x10xi1>, tensor<10x10xi32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %353 = "stablehlo.gather"(%11, %352) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_109 = stablehlo.constant dense<20> : tensor<i32>
    %354 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %355 = stablehlo.add %354, %10 : tensor<10x10xi32>
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %356 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %357 = stablehlo.compare LT, %355, %356, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_111 = stablehlo.constant dense<100> : tensor<i32>
    %358 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %359 = stablehlo.add %355, %358 : tensor<10x10xi32>
    %360 = stablehlo.select %357, %359, %355 : tensor<10x10xi1>, tensor<10x10xi32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %362 = "stablehlo.gather"(%301, %361) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x100xf32>, tensor<10x10x1xi32>) -> tensor<524288x10x10xf32>
    %363 = stablehlo.broadcast_in_dim %353, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<524288x10x10xf32>
    %365 = stablehlo.multiply %364, %362 : tensor<524288x10x10xf32>
    %366 = stablehlo.add %344, %365 : tensor<524288x10x10xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<524288x9xf32>
    %c_113 = stablehlo.constant dense<3> : tensor<i32>
    %368 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %369 = stablehlo.multiply %0, %368 : tensor<10x10xi32>
    %370 = stablehlo.add %369, %1 : tensor<10x10xi32>
    %c_114 = stablehlo.constant dense<16777216> : tensor<i32>
    %371 = call @_where(%6, %370, %c_114) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %372 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %373 = stablehlo.compare LT, %371, %372, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_116 = stablehlo.constant dense<9> : tensor<i32>
    %374 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %375 = stablehlo.add %371, %374 : tensor<10x10xi32>
    %376 = stablehlo.select %373, %375, %371 : tensor<10x10xi1>, tensor<10x10xi32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %378 = "stablehlo.scatter"(%367, %377, %366) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x9xf32>, tensor<10x10x1xi32>, tensor<524288x10x10xf32>) -> tensor<524288x9xf32>
    %379 = stablehlo.reshape %378 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    return %379 : tensor<524288x3x3xf32>
  }
  func.func private @_where(%arg0: tensor<10x10xi1>, %arg1: tensor<10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10xi1>, tensor<10x10xi32>
    return %2 : tensor<10x10xi32>
  }
}
