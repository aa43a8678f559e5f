module @jit_pa_diffusion_3d_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x27xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<8192x6x27xf32>) -> (tensor<8192x27xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %6 = stablehlo.and %3, %5 : tensor<10x10xi1>
    %7 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %8 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %10 = stablehlo.compare LT, %7, %9, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %12 = stablehlo.compare LT, %8, %11, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %13 = stablehlo.and %10, %12 : tensor<10x10xi1>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %15 = stablehlo.minimum %0, %14 : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %17 = stablehlo.minimum %1, %16 : tensor<10x10xi32>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %19 = stablehlo.multiply %0, %18 : tensor<10x10xi32>
    %20 = stablehlo.add %19, %1 : tensor<10x10xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %23 = stablehlo.add %22, %15 : tensor<10x10xi32>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %25 = stablehlo.multiply %23, %24 : tensor<10x10xi32>
    %26 = stablehlo.add %25, %17 : tensor<10x10xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_9 = stablehlo.constant dense<27> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %30 = stablehlo.add %26, %29 : tensor<10x10xi32>
    %31 = stablehlo.select %28, %30, %26 : tensor<10x10xi1>, tensor<10x10xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %33 = "stablehlo.gather"(%arg0, %32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %35 = stablehlo.add %34, %0 : tensor<10x10xi32>
    %c_11 = stablehlo.constant dense<10> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %37 = stablehlo.multiply %35, %36 : tensor<10x10xi32>
    %38 = stablehlo.add %37, %1 : tensor<10x10xi32>
    %c_12 = stablehlo.constant dense<16777216> : tensor<i32>
    %39 = call @_where(%13, %38, %c_12) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %41 = stablehlo.compare LT, %39, %40, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_14 = stablehlo.constant dense<1000> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %43 = stablehlo.add %39, %42 : tensor<10x10xi32>
    %44 = stablehlo.select %41, %43, %39 : tensor<10x10xi1>, tensor<10x10xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %46 = "stablehlo.scatter"(%21, %45, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_15 = stablehlo.constant dense<3> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %48 = stablehlo.add %47, %15 : tensor<10x10xi32>
    %c_16 = stablehlo.constant dense<3> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %50 = stablehlo.multiply %48, %49 : tensor<10x10xi32>
    %51 = stablehlo.add %50, %17 : tensor<10x10xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %53 = stablehlo.compare LT, %51, %52, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_18 = stablehlo.constant dense<27> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %55 = stablehlo.add %51, %54 : tensor<10x10xi32>
    %56 = stablehlo.select %53, %55, %51 : tensor<10x10xi1>, tensor<10x10xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %58 = "stablehlo.gather"(%arg0, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_19 = stablehlo.constant dense<10> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %60 = stablehlo.add %59, %0 : tensor<10x10xi32>
    %c_20 = stablehlo.constant dense<10> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %62 = stablehlo.multiply %60, %61 : tensor<10x10xi32>
    %63 = stablehlo.add %62, %1 : tensor<10x10xi32>
    %c_21 = stablehlo.constant dense<16777216> : tensor<i32>
    %64 = call @_where(%13, %63, %c_21) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %66 = stablehlo.compare LT, %64, %65, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_23 = stablehlo.constant dense<1000> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %68 = stablehlo.add %64, %67 : tensor<10x10xi32>
    %69 = stablehlo.select %66, %68, %64 : tensor<10x10xi1>, tensor<10x10xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %71 = "stablehlo.scatter"(%46, %70, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_24 = stablehlo.constant dense<6> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %73 = stablehlo.add %72, %15 : tensor<10x10xi32>
    %c_25 = stablehlo.constant dense<3> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %75 = stablehlo.multiply %73, %74 : tensor<10x10xi32>
    %76 = stablehlo.add %75, %17 : tensor<10x10xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %78 = stablehlo.compare LT, %76, %77, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_27 = stablehlo.constant dense<27> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %80 = stablehlo.add %76, %79 : tensor<10x10xi32>
    %81 = stablehlo.select %78, %80, %76 : tensor<10x10xi1>, tensor<10x10xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %83 = "stablehlo.gather"(%arg0, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_28 = stablehlo.constant dense<20> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %85 = stablehlo.add %84, %0 : tensor<10x10xi32>
    %c_29 = stablehlo.constant dense<10> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %87 = stablehlo.multiply %85, %86 : tensor<10x10xi32>
    %88 = stablehlo.add %87, %1 : tensor<10x10xi32>
    %c_30 = stablehlo.constant dense<16777216> : tensor<i32>
    %89 = call @_where(%13, %88, %c_30) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %91 = stablehlo.compare LT, %89, %90, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_32 = stablehlo.constant dense<1000> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %93 = stablehlo.add %89, %92 : tensor<10x10xi32>
    %94 = stablehlo.select %91, %93, %89 : tensor<10x10xi1>, tensor<10x10xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %96 = "stablehlo.scatter"(%71, %95, %83) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %100 = stablehlo.add %99, %0 : tensor<10x10xi32>
    %c_36 = stablehlo.constant dense<10> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %102 = stablehlo.multiply %100, %101 : tensor<10x10xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %104 = stablehlo.add %102, %103 : tensor<10x10xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %106 = stablehlo.compare LT, %104, %105, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_39 = stablehlo.constant dense<1000> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %108 = stablehlo.add %104, %107 : tensor<10x10xi32>
    %109 = stablehlo.select %106, %108, %104 : tensor<10x10xi1>, tensor<10x10xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %111 = "stablehlo.gather"(%96, %110) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %112 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_40 = stablehlo.constant dense<3> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %114 = stablehlo.multiply %17, %113 : tensor<10x10xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %116 = stablehlo.add %114, %115 : tensor<10x10xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %118 = stablehlo.compare LT, %116, %117, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_43 = stablehlo.constant dense<9> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %120 = stablehlo.add %116, %119 : tensor<10x10xi32>
    %121 = stablehlo.select %118, %120, %116 : tensor<10x10xi1>, tensor<10x10xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %123 = "stablehlo.gather"(%112, %122) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %126 = stablehlo.multiply %125, %111 : tensor<8192x10x10xf32>
    %127 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_44 = stablehlo.constant dense<3> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %129 = stablehlo.multiply %17, %128 : tensor<10x10xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %131 = stablehlo.add %129, %130 : tensor<10x10xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %133 = stablehlo.compare LT, %131, %132, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_47 = stablehlo.constant dense<9> : tensor<i32>
    %134 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %135 = stablehlo.add %131, %134 : tensor<10x10xi32>
    %136 = stablehlo.select %133, %135, %131 : tensor<10x10xi1>, tensor<10x10xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %138 = "stablehlo.gather"(%127, %137) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %141 = stablehlo.multiply %140, %111 : tensor<8192x10x10xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %143 = stablehlo.add %142, %0 : tensor<10x10xi32>
    %c_49 = stablehlo.constant dense<10> : tensor<i32>
    %144 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %145 = stablehlo.multiply %143, %144 : tensor<10x10xi32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %147 = stablehlo.add %145, %146 : tensor<10x10xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %148 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %149 = stablehlo.compare LT, %147, %148, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_52 = stablehlo.constant dense<1000> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %151 = stablehlo.add %147, %150 : tensor<10x10xi32>
    %152 = stablehlo.select %149, %151, %147 : tensor<10x10xi1>, tensor<10x10xi32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %154 = "stablehlo.gather"(%96, %153) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %155 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_53 = stablehlo.constant dense<3> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %157 = stablehlo.multiply %17, %156 : tensor<10x10xi32>
    %c_54 = stablehlo.constant dense<1> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %159 = stablehlo.add %157, %158 : tensor<10x10xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %160 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %161 = stablehlo.compare LT, %159, %160, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_56 = stablehlo.constant dense<9> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %163 = stablehlo.add %159, %162 : tensor<10x10xi32>
    %164 = stablehlo.select %161, %163, %159 : tensor<10x10xi1>, tensor<10x10xi32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %166 = "stablehlo.gather"(%155, %165) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %169 = stablehlo.multiply %168, %154 : tensor<8192x10x10xf32>
    %170 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_57 = stablehlo.constant dense<3> : tensor<i32>
    %171 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %172 = stablehlo.multiply %17, %171 : tensor<10x10xi32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %173 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %174 = stablehlo.add %172, %173 : tensor<10x10xi32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %176 = stablehlo.compare LT, %174, %175, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_60 = stablehlo.constant dense<9> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %178 = stablehlo.add %174, %177 : tensor<10x10xi32>
    %179 = stablehlo.select %176, %178, %174 : tensor<10x10xi1>, tensor<10x10xi32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %181 = "stablehlo.gather"(%170, %180) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %184 = stablehlo.multiply %183, %154 : tensor<8192x10x10xf32>
    %185 = stablehlo.add %126, %169 : tensor<8192x10x10xf32>
    %186 = stablehlo.add %141, %184 : tensor<8192x10x10xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %188 = stablehlo.add %187, %0 : tensor<10x10xi32>
    %c_62 = stablehlo.constant dense<10> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %190 = stablehlo.multiply %188, %189 : tensor<10x10xi32>
    %c_63 = stablehlo.constant dense<2> : tensor<i32>
    %191 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %192 = stablehlo.add %190, %191 : tensor<10x10xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %193 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %194 = stablehlo.compare LT, %192, %193, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_65 = stablehlo.constant dense<1000> : tensor<i32>
    %195 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %196 = stablehlo.add %192, %195 : tensor<10x10xi32>
    %197 = stablehlo.select %194, %196, %192 : tensor<10x10xi1>, tensor<10x10xi32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %199 = "stablehlo.gather"(%96, %198) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %200 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_66 = stablehlo.constant dense<3> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %202 = stablehlo.multiply %17, %201 : tensor<10x10xi32>
    %c_67 = stablehlo.constant dense<2> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %204 = stablehlo.add %202, %203 : tensor<10x10xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %205 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %206 = stablehlo.compare LT, %204, %205, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_69 = stablehlo.constant dense<9> : tensor<i32>
    %207 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %208 = stablehlo.add %204, %207 : tensor<10x10xi32>
    %209 = stablehlo.select %206, %208, %204 : tensor<10x10xi1>, tensor<10x10xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %211 = "stablehlo.gather"(%200, %210) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %214 = stablehlo.multiply %213, %199 : tensor<8192x10x10xf32>
    %215 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_70 = stablehlo.constant dense<3> : tensor<i32>
    %216 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %217 = stablehlo.multiply %17, %216 : tensor<10x10xi32>
    %c_71 = stablehlo.constant dense<2> : tensor<i32>
    %218 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %219 = stablehlo.add %217, %218 : tensor<10x10xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %221 = stablehlo.compare LT, %219, %220, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_73 = stablehlo.constant dense<9> : tensor<i32>
    %222 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %223 = stablehlo.add %219, %222 : tensor<10x10xi32>
    %224 = stablehlo.select %221, %223, %219 : tensor<10x10xi1>, tensor<10x10xi32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %226 = "stablehlo.gather"(%215, %225) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %229 = stablehlo.multiply %228, %199 : tensor<8192x10x10xf32>
    %230 = stablehlo.add %185, %214 : tensor<8192x10x10xf32>
    %231 = stablehlo.add %186, %229 : tensor<8192x10x10xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %233 = stablehlo.add %232, %0 : tensor<10x10xi32>
    %c_75 = stablehlo.constant dense<10> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %235 = stablehlo.multiply %233, %234 : tensor<10x10xi32>
    %236 = stablehlo.add %235, %1 : tensor<10x10xi32>
    %c_76 = stablehlo.constant dense<16777216> : tensor<i32>
    %237 = call @_where(%13, %236, %c_76) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %239 = stablehlo.compare LT, %237, %238, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_78 = stablehlo.constant dense<1000> : tensor<i32>
    %240 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %241 = stablehlo.add %237, %240 : tensor<10x10xi32>
    %242 = stablehlo.select %239, %241, %237 : tensor<10x10xi1>, tensor<10x10xi32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %244 = "stablehlo.scatter"(%97, %243, %230) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %245 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %246 = stablehlo.add %245, %0 : tensor<10x10xi32>
    %c_80 = stablehlo.constant dense<10> : tensor<i32>
    %247 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %248 = stablehlo.multiply %246, %247 : tensor<10x10xi32>
    %249 = stablehlo.add %248, %1 : tensor<10x10xi32>
    %c_81 = stablehlo.constant dense<16777216> : tensor<i32>
    %250 = call @_where(%13, %249, %c_81) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %252 = stablehlo.compare LT, %250, %251, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_83 = stablehlo.constant dense<1000> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %254 = stablehlo.add %250, %253 : tensor<10x10xi32>
    %255 = stablehlo.select %252, %254, %250 : tensor<10x10xi1>, tensor<10x10xi32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %257 = "stablehlo.scatter"(%98, %256, %231) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_84 = stablehlo.constant dense<10> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %259 = stablehlo.add %258, %0 : tensor<10x10xi32>
    %c_85 = stablehlo.constant dense<10> : tensor<i32>
    %260 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %261 = stablehlo.multiply %259, %260 : tensor<10x10xi32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %262 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %263 = stablehlo.add %261, %262 : tensor<10x10xi32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %264 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %265 = stablehlo.compare LT, %263, %264, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_88 = stablehlo.constant dense<1000> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %267 = stablehlo.add %263, %266 : tensor<10x10xi32>
    %268 = stablehlo.select %265, %267, %263 : tensor<10x10xi1>, tensor<10x10xi32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %270 = "stablehlo.gather"(%96, %269) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %271 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_89 = stablehlo.constant dense<3> : tensor<i32>
    %272 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %273 = stablehlo.multiply %17, %272 : tensor<10x10xi32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %274 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %275 = stablehlo.add %273, %274 : tensor<10x10xi32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %276 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %277 = stablehlo.compare LT, %275, %276, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_92 = stablehlo.constant dense<9> : tensor<i32>
    %278 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %279 = stablehlo.add %275, %278 : tensor<10x10xi32>
    %280 = stablehlo.select %277, %279, %275 : tensor<10x10xi1>, tensor<10x10xi32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %282 = "stablehlo.gather"(%271, %281) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %285 = stablehlo.multiply %284, %270 : tensor<8192x10x10xf32>
    %286 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_93 = stablehlo.constant dense<3> : tensor<i32>
    %287 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %288 = stablehlo.multiply %17, %287 : tensor<10x10xi32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %289 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %290 = stablehlo.add %288, %289 : tensor<10x10xi32>
    %c_95 = stablehlo.constant dense<0> : tensor<i32>
    %291 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_96 = stablehlo.constant dense<9> : tensor<i32>
    %293 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %294 = stablehlo.add %290, %293 : tensor<10x10xi32>
    %295 = stablehlo.select %292, %294, %290 : tensor<10x10xi1>, tensor<10x10xi32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %297 = "stablehlo.gather"(%286, %296) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %300 = stablehlo.multiply %299, %270 : tensor<8192x10x10xf32>
    %c_97 = stablehlo.constant dense<10> : tensor<i32>
    %301 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %302 = stablehlo.add %301, %0 : tensor<10x10xi32>
    %c_98 = stablehlo.constant dense<10> : tensor<i32>
    %303 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %304 = stablehlo.multiply %302, %303 : tensor<10x10xi32>
    %c_99 = stablehlo.constant dense<1> : tensor<i32>
    %305 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %306 = stablehlo.add %304, %305 : tensor<10x10xi32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %307 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %308 = stablehlo.compare LT, %306, %307, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_101 = stablehlo.constant dense<1000> : tensor<i32>
    %309 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %310 = stablehlo.add %306, %309 : tensor<10x10xi32>
    %311 = stablehlo.select %308, %310, %306 : tensor<10x10xi1>, tensor<10x10xi32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %313 = "stablehlo.gather"(%96, %312) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %314 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_102 = stablehlo.constant dense<3> : tensor<i32>
    %315 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %316 = stablehlo.multiply %17, %315 : tensor<10x10xi32>
    %c_103 = stablehlo.constant dense<1> : tensor<i32>
    %317 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %318 = stablehlo.add %316, %317 : tensor<10x10xi32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %319 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %320 = stablehlo.compare LT, %318, %319, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_105 = stablehlo.constant dense<9> : tensor<i32>
    %321 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %322 = stablehlo.add %318, %321 : tensor<10x10xi32>
    %323 = stablehlo.select %320, %322, %318 : tensor<10x10xi1>, tensor<10x10xi32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %325 = "stablehlo.gather"(%314, %324) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %328 = stablehlo.multiply %327, %313 : tensor<8192x10x10xf32>
    %329 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_106 = stablehlo.constant dense<3> : tensor<i32>
    %330 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %331 = stablehlo.multiply %17, %330 : tensor<10x10xi32>
    %c_107 = stablehlo.constant dense<1> : tensor<i32>
    %332 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %333 = stablehlo.add %331, %332 : tensor<10x10xi32>
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %334 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %335 = stablehlo.compare LT, %333, %334, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_109 = stablehlo.constant dense<9> : tensor<i32>
    %336 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %337 = stablehlo.add %333, %336 : tensor<10x10xi32>
    %338 = stablehlo.select %335, %337, %333 : tensor<10x10xi1>, tensor<10x10xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %340 = "stablehlo.gather"(%329, %339) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %343 = stablehlo.multiply %342, %313 : tensor<8192x10x10xf32>
    %344 = stablehlo.add %285, %328 : tensor<8192x10x10xf32>
    %345 = stablehlo.add %300, %343 : tensor<8192x10x10xf32>
    %c_110 = stablehlo.constant dense<10> : tensor<i32>
    %346 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %347 = stablehlo.add %346, %0 : tensor<10x10xi32>
    %c_111 = stablehlo.constant dense<10> : tensor<i32>
    %348 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %349 = stablehlo.multiply %347, %348 : tensor<10x10xi32>
    %c_112 = stablehlo.constant dense<2> : tensor<i32>
    %350 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %351 = stablehlo.add %349, %350 : tensor<10x10xi32>
    %c_113 = stablehlo.constant dense<0> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %353 = stablehlo.compare LT, %351, %352, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_114 = stablehlo.constant dense<1000> : tensor<i32>
    %354 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %355 = stablehlo.add %351, %354 : tensor<10x10xi32>
    %356 = stablehlo.select %353, %355, %351 : tensor<10x10xi1>, tensor<10x10xi32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %358 = "stablehlo.gather"(%96, %357) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %359 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_115 = stablehlo.constant dense<3> : tensor<i32>
    %360 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %361 = stablehlo.multiply %17, %360 : tensor<10x10xi32>
    %c_116 = stablehlo.constant dense<2> : tensor<i32>
    %362 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %363 = stablehlo.add %361, %362 : tensor<10x10xi32>
    %c_117 = stablehlo.constant dense<0> : tensor<i32>
    %364 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %365 = stablehlo.compare LT, %363, %364, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_118 = stablehlo.constant dense<9> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %367 = stablehlo.add %363, %366 : tensor<10x10xi32>
    %368 = stablehlo.select %365, %367, %363 : tensor<10x10xi1>, tensor<10x10xi32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %370 = "stablehlo.gather"(%359, %369) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %373 = stablehlo.multiply %372, %358 : tensor<8192x10x10xf32>
    %374 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_119 = stablehlo.constant dense<3> : tensor<i32>
    %375 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %376 = stablehlo.multiply %17, %375 : tensor<10x10xi32>
    %c_120 = stablehlo.constant dense<2> : tensor<i32>
    %377 = stablehlo.broadcast_in_dim %c_120, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %378 = stablehlo.add %376, %377 : tensor<10x10xi32>
    %c_121 = stablehlo.constant dense<0> : tensor<i32>
    %379 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %380 = stablehlo.compare LT, %378, %379, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_122 = stablehlo.constant dense<9> : tensor<i32>
    %381 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %382 = stablehlo.add %378, %381 : tensor<10x10xi32>
    %383 = stablehlo.select %380, %382, %378 : tensor<10x10xi1>, tensor<10x10xi32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %385 = "stablehlo.gather"(%374, %384) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %388 = stablehlo.multiply %387, %358 : tensor<8192x10x10xf32>
    %389 = stablehlo.add %344, %373 : tensor<8192x10x10xf32>
    %390 = stablehlo.add %345, %388 : tensor<8192x10x10xf32>
    %c_123 = stablehlo.constant dense<10> : tensor<i32>
    %391 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %392 = stablehlo.add %391, %0 : tensor<10x10xi32>
    %c_124 = stablehlo.constant dense<10> : tensor<i32>
    %393 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %394 = stablehlo.multiply %392, %393 : tensor<10x10xi32>
    %395 = stablehlo.add %394, %1 : tensor<10x10xi32>
    %c_125 = stablehlo.constant dense<16777216> : tensor<i32>
    %396 = call @_where(%13, %395, %c_125) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_126 = stablehlo.constant dense<0> : tensor<i32>
    %397 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %398 = stablehlo.compare LT, %396, %397, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_127 = stablehlo.constant dense<1000> : tensor<i32>
    %399 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %400 = stablehlo.add %396, %399 : tensor<10x10xi32>
    %401 = stablehlo.select %398, %400, %396 : tensor<10x10xi1>, tensor<10x10xi32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %403 = "stablehlo.scatter"(%244, %402, %389) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_128 = stablehlo.constant dense<10> : tensor<i32>
    %404 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %405 = stablehlo.add %404, %0 : tensor<10x10xi32>
    %c_129 = stablehlo.constant dense<10> : tensor<i32>
    %406 = stablehlo.broadcast_in_dim %c_129, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %407 = stablehlo.multiply %405, %406 : tensor<10x10xi32>
    %408 = stablehlo.add %407, %1 : tensor<10x10xi32>
    %c_130 = stablehlo.constant dense<16777216> : tensor<i32>
    %409 = call @_where(%13, %408, %c_130) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_131 = stablehlo.constant dense<0> : tensor<i32>
    %410 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %411 = stablehlo.compare LT, %409, %410, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_132 = stablehlo.constant dense<1000> : tensor<i32>
    %412 = stablehlo.broadcast_in_dim %c_132, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %413 = stablehlo.add %409, %412 : tensor<10x10xi32>
    %414 = stablehlo.select %411, %413, %409 : tensor<10x10xi1>, tensor<10x10xi32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %416 = "stablehlo.scatter"(%257, %415, %390) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_133 = stablehlo.constant dense<20> : tensor<i32>
    %417 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %418 = stablehlo.add %417, %0 : tensor<10x10xi32>
    %c_134 = stablehlo.constant dense<10> : tensor<i32>
    %419 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %420 = stablehlo.multiply %418, %419 : tensor<10x10xi32>
    %c_135 = stablehlo.constant dense<0> : tensor<i32>
    %421 = stablehlo.broadcast_in_dim %c_135, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %422 = stablehlo.add %420, %421 : tensor<10x10xi32>
    %c_136 = stablehlo.constant dense<0> : tensor<i32>
    %423 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %424 = stablehlo.compare LT, %422, %423, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_137 = stablehlo.constant dense<1000> : tensor<i32>
    %425 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %426 = stablehlo.add %422, %425 : tensor<10x10xi32>
    %427 = stablehlo.select %424, %426, %422 : tensor<10x10xi1>, tensor<10x10xi32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %429 = "stablehlo.gather"(%96, %428) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %430 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_138 = stablehlo.constant dense<3> : tensor<i32>
    %431 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %432 = stablehlo.multiply %17, %431 : tensor<10x10xi32>
    %c_139 = stablehlo.constant dense<0> : tensor<i32>
    %433 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %434 = stablehlo.add %432, %433 : tensor<10x10xi32>
    %c_140 = stablehlo.constant dense<0> : tensor<i32>
    %435 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %436 = stablehlo.compare LT, %434, %435, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_141 = stablehlo.constant dense<9> : tensor<i32>
    %437 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %438 = stablehlo.add %434, %437 : tensor<10x10xi32>
    %439 = stablehlo.select %436, %438, %434 : tensor<10x10xi1>, tensor<10x10xi32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %441 = "stablehlo.gather"(%430, %440) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %444 = stablehlo.multiply %443, %429 : tensor<8192x10x10xf32>
    %445 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_142 = stablehlo.constant dense<3> : tensor<i32>
    %446 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %447 = stablehlo.multiply %17, %446 : tensor<10x10xi32>
    %c_143 = stablehlo.constant dense<0> : tensor<i32>
    %448 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %449 = stablehlo.add %447, %448 : tensor<10x10xi32>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %450 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %451 = stablehlo.compare LT, %449, %450, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_145 = stablehlo.constant dense<9> : tensor<i32>
    %452 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %453 = stablehlo.add %449, %452 : tensor<10x10xi32>
    %454 = stablehlo.select %451, %453, %449 : tensor<10x10xi1>, tensor<10x10xi32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %456 = "stablehlo.gather"(%445, %455) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %459 = stablehlo.multiply %458, %429 : tensor<8192x10x10xf32>
    %c_146 = stablehlo.constant dense<20> : tensor<i32>
    %460 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %461 = stablehlo.add %460, %0 : tensor<10x10xi32>
    %c_147 = stablehlo.constant dense<10> : tensor<i32>
    %462 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %463 = stablehlo.multiply %461, %462 : tensor<10x10xi32>
    %c_148 = stablehlo.constant dense<1> : tensor<i32>
    %464 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %465 = stablehlo.add %463, %464 : tensor<10x10xi32>
    %c_149 = stablehlo.constant dense<0> : tensor<i32>
    %466 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %467 = stablehlo.compare LT, %465, %466, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_150 = stablehlo.constant dense<1000> : tensor<i32>
    %468 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %469 = stablehlo.add %465, %468 : tensor<10x10xi32>
    %470 = stablehlo.select %467, %469, %465 : tensor<10x10xi1>, tensor<10x10xi32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %472 = "stablehlo.gather"(%96, %471) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %473 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_151 = stablehlo.constant dense<3> : tensor<i32>
    %474 = stablehlo.broadcast_in_dim %c_151, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %475 = stablehlo.multiply %17, %474 : tensor<10x10xi32>
    %c_152 = stablehlo.constant dense<1> : tensor<i32>
    %476 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %477 = stablehlo.add %475, %476 : tensor<10x10xi32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %478 = stablehlo.broadcast_in_dim %c_153, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %479 = stablehlo.compare LT, %477, %478, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_154 = stablehlo.constant dense<9> : tensor<i32>
    %480 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %481 = stablehlo.add %477, %480 : tensor<10x10xi32>
    %482 = stablehlo.select %479, %481, %477 : tensor<10x10xi1>, tensor<10x10xi32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %484 = "stablehlo.gather"(%473, %483) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %487 = stablehlo.multiply %486, %472 : tensor<8192x10x10xf32>
    %488 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_155 = stablehlo.constant dense<3> : tensor<i32>
    %489 = stablehlo.broadcast_in_dim %c_155, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %490 = stablehlo.multiply %17, %489 : tensor<10x10xi32>
    %c_156 = stablehlo.constant dense<1> : tensor<i32>
    %491 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %492 = stablehlo.add %490, %491 : tensor<10x10xi32>
    %c_157 = stablehlo.constant dense<0> : tensor<i32>
    %493 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %494 = stablehlo.compare LT, %492, %493, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_158 = stablehlo.constant dense<9> : tensor<i32>
    %495 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %496 = stablehlo.add %492, %495 : tensor<10x10xi32>
    %497 = stablehlo.select %494, %496, %492 : tensor<10x10xi1>, tensor<10x10xi32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %499 = "stablehlo.gather"(%488, %498) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %502 = stablehlo.multiply %501, %472 : tensor<8192x10x10xf32>
    %503 = stablehlo.add %444, %487 : tensor<8192x10x10xf32>
    %504 = stablehlo.add %459, %502 : tensor<8192x10x10xf32>
    %c_159 = stablehlo.constant dense<20> : tensor<i32>
    %505 = stablehlo.broadcast_in_dim %c_159, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %506 = stablehlo.add %505, %0 : tensor<10x10xi32>
    %c_160 = stablehlo.constant dense<10> : tensor<i32>
    %507 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %508 = stablehlo.multiply %506, %507 : tensor<10x10xi32>
    %c_161 = stablehlo.constant dense<2> : tensor<i32>
    %509 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %510 = stablehlo.add %508, %509 : tensor<10x10xi32>
    %c_162 = stablehlo.constant dense<0> : tensor<i32>
    %511 = stablehlo.broadcast_in_dim %c_162, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %512 = stablehlo.compare LT, %510, %511, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_163 = stablehlo.constant dense<1000> : tensor<i32>
    %513 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %514 = stablehlo.add %510, %513 : tensor<10x10xi32>
    %515 = stablehlo.select %512, %514, %510 : tensor<10x10xi1>, tensor<10x10xi32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %517 = "stablehlo.gather"(%96, %516) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %518 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_164 = stablehlo.constant dense<3> : tensor<i32>
    %519 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %520 = stablehlo.multiply %17, %519 : tensor<10x10xi32>
    %c_165 = stablehlo.constant dense<2> : tensor<i32>
    %521 = stablehlo.broadcast_in_dim %c_165, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %522 = stablehlo.add %520, %521 : tensor<10x10xi32>
    %c_166 = stablehlo.constant dense<0> : tensor<i32>
    %523 = stablehlo.broadcast_in_dim %c_166, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %524 = stablehlo.compare LT, %522, %523, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_167 = stablehlo.constant dense<9> : tensor<i32>
    %525 = stablehlo.broadcast_in_dim %c_167, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %526 = stablehlo.add %522, %525 : tensor<10x10xi32>
    %527 = stablehlo.select %524, %526, %522 : tensor<10x10xi1>, tensor<10x10xi32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %529 = "stablehlo.gather"(%518, %528) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %532 = stablehlo.multiply %531, %517 : tensor<8192x10x10xf32>
    %533 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_168 = stablehlo.constant dense<3> : tensor<i32>
    %534 = stablehlo.broadcast_in_dim %c_168, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %535 = stablehlo.multiply %17, %534 : tensor<10x10xi32>
    %c_169 = stablehlo.constant dense<2> : tensor<i32>
    %536 = stablehlo.broadcast_in_dim %c_169, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %537 = stablehlo.add %535, %536 : tensor<10x10xi32>
    %c_170 = stablehlo.constant dense<0> : tensor<i32>
    %538 = stablehlo.broadcast_in_dim %c_170, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %539 = stablehlo.compare LT, %537, %538, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_171 = stablehlo.constant dense<9> : tensor<i32>
    %540 = stablehlo.broadcast_in_dim %c_171, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %541 = stablehlo.add %537, %540 : tensor<10x10xi32>
    %542 = stablehlo.select %539, %541, %537 : tensor<10x10xi1>, tensor<10x10xi32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %544 = "stablehlo.gather"(%533, %543) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %547 = stablehlo.multiply %546, %517 : tensor<8192x10x10xf32>
    %548 = stablehlo.add %503, %532 : tensor<8192x10x10xf32>
    %549 = stablehlo.add %504, %547 : tensor<8192x10x10xf32>
    %c_172 = stablehlo.constant dense<20> : tensor<i32>
    %550 = stablehlo.broadcast_in_dim %c_172, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %551 = stablehlo.add %550, %0 : tensor<10x10xi32>
    %c_173 = stablehlo.constant dense<10> : tensor<i32>
    %552 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %553 = stablehlo.multiply %551, %552 : tensor<10x10xi32>
    %554 = stablehlo.add %553, %1 : tensor<10x10xi32>
    %c_174 = stablehlo.constant dense<16777216> : tensor<i32>
    %555 = call @_where(%13, %554, %c_174) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_175 = stablehlo.constant dense<0> : tensor<i32>
    %556 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %557 = stablehlo.compare LT, %555, %556, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_176 = stablehlo.constant dense<1000> : tensor<i32>
    %558 = stablehlo.broadcast_in_dim %c_176, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %559 = stablehlo.add %555, %558 : tensor<10x10xi32>
    %560 = stablehlo.select %557, %559, %555 : tensor<10x10xi1>, tensor<10x10xi32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %562 = "stablehlo.scatter"(%403, %561, %548) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_177 = stablehlo.constant dense<20> : tensor<i32>
    %563 = stablehlo.broadcast_in_dim %c_177, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %564 = stablehlo.add %563, %0 : tensor<10x10xi32>
    %c_178 = stablehlo.constant dense<10> : tensor<i32>
    %565 = stablehlo.broadcast_in_dim %c_178, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %566 = stablehlo.multiply %564, %565 : tensor<10x10xi32>
    %567 = stablehlo.add %566, %1 : tensor<10x10xi32>
    %c_179 = stablehlo.constant dense<16777216> : tensor<i32>
    %568 = call @_where(%13, %567, %c_179) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_180 = stablehlo.constant dense<0> : tensor<i32>
    %569 = stablehlo.broadcast_in_dim %c_180, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %570 = stablehlo.compare LT, %568, %569, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_181 = stablehlo.constant dense<1000> : tensor<i32>
    %571 = stablehlo.broadcast_in_dim %c_181, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %572 = stablehlo.add %568, %571 : tensor<10x10xi32>
    %573 = stablehlo.select %570, %572, %568 : tensor<10x10xi1>, tensor<10x10xi32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %575 = "stablehlo.scatter"(%416, %574, %549) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %c_185 = stablehlo.constant dense<0> : tensor<i32>
    %579 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %580 = stablehlo.add %579, %1 : tensor<10x10xi32>
    %c_186 = stablehlo.constant dense<0> : tensor<i32>
    %581 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %582 = stablehlo.compare LT, %580, %581, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_187 = stablehlo.constant dense<1000> : tensor<i32>
    %583 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %584 = stablehlo.add %580, %583 : tensor<10x10xi32>
    %585 = stablehlo.select %582, %584, %580 : tensor<10x10xi1>, tensor<10x10xi32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %587 = "stablehlo.gather"(%562, %586) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_188 = stablehlo.constant dense<0> : tensor<i32>
    %588 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %589 = stablehlo.add %588, %1 : tensor<10x10xi32>
    %c_189 = stablehlo.constant dense<0> : tensor<i32>
    %590 = stablehlo.broadcast_in_dim %c_189, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %591 = stablehlo.compare LT, %589, %590, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_190 = stablehlo.constant dense<1000> : tensor<i32>
    %592 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %593 = stablehlo.add %589, %592 : tensor<10x10xi32>
    %594 = stablehlo.select %591, %593, %589 : tensor<10x10xi1>, tensor<10x10xi32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %596 = "stablehlo.gather"(%575, %595) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %597 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_191 = stablehlo.constant dense<3> : tensor<i32>
    %598 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %599 = stablehlo.multiply %15, %598 : tensor<10x10xi32>
    %c_192 = stablehlo.constant dense<0> : tensor<i32>
    %600 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %601 = stablehlo.add %599, %600 : tensor<10x10xi32>
    %c_193 = stablehlo.constant dense<0> : tensor<i32>
    %602 = stablehlo.broadcast_in_dim %c_193, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %603 = stablehlo.compare LT, %601, %602, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_194 = stablehlo.constant dense<9> : tensor<i32>
    %604 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %605 = stablehlo.add %601, %604 : tensor<10x10xi32>
    %606 = stablehlo.select %603, %605, %601 : tensor<10x10xi1>, tensor<10x10xi32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %608 = "stablehlo.gather"(%597, %607) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %609 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_195 = stablehlo.constant dense<3> : tensor<i32>
    %610 = stablehlo.broadcast_in_dim %c_195, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %611 = stablehlo.multiply %15, %610 : tensor<10x10xi32>
    %c_196 = stablehlo.constant dense<0> : tensor<i32>
    %612 = stablehlo.broadcast_in_dim %c_196, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %613 = stablehlo.add %611, %612 : tensor<10x10xi32>
    %c_197 = stablehlo.constant dense<0> : tensor<i32>
    %614 = stablehlo.broadcast_in_dim %c_197, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %615 = stablehlo.compare LT, %613, %614, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_198 = stablehlo.constant dense<9> : tensor<i32>
    %616 = stablehlo.broadcast_in_dim %c_198, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %617 = stablehlo.add %613, %616 : tensor<10x10xi32>
    %618 = stablehlo.select %615, %617, %613 : tensor<10x10xi1>, tensor<10x10xi32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %620 = "stablehlo.gather"(%609, %619) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %621 = stablehlo.broadcast_in_dim %608, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %623 = stablehlo.multiply %622, %596 : tensor<8192x10x10xf32>
    %624 = stablehlo.broadcast_in_dim %620, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %626 = stablehlo.multiply %625, %587 : tensor<8192x10x10xf32>
    %627 = stablehlo.broadcast_in_dim %608, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %629 = stablehlo.multiply %628, %587 : tensor<8192x10x10xf32>
    %c_199 = stablehlo.constant dense<10> : tensor<i32>
    %630 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %631 = stablehlo.add %630, %1 : tensor<10x10xi32>
    %c_200 = stablehlo.constant dense<0> : tensor<i32>
    %632 = stablehlo.broadcast_in_dim %c_200, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %633 = stablehlo.compare LT, %631, %632, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_201 = stablehlo.constant dense<1000> : tensor<i32>
    %634 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %635 = stablehlo.add %631, %634 : tensor<10x10xi32>
    %636 = stablehlo.select %633, %635, %631 : tensor<10x10xi1>, tensor<10x10xi32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %638 = "stablehlo.gather"(%562, %637) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_202 = stablehlo.constant dense<10> : tensor<i32>
    %639 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %640 = stablehlo.add %639, %1 : tensor<10x10xi32>
    %c_203 = stablehlo.constant dense<0> : tensor<i32>
    %641 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %642 = stablehlo.compare LT, %640, %641, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_204 = stablehlo.constant dense<1000> : tensor<i32>
    %643 = stablehlo.broadcast_in_dim %c_204, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %644 = stablehlo.add %640, %643 : tensor<10x10xi32>
    %645 = stablehlo.select %642, %644, %640 : tensor<10x10xi1>, tensor<10x10xi32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %647 = "stablehlo.gather"(%575, %646) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %648 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_205 = stablehlo.constant dense<3> : tensor<i32>
    %649 = stablehlo.broadcast_in_dim %c_205, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %650 = stablehlo.multiply %15, %649 : tensor<10x10xi32>
    %c_206 = stablehlo.constant dense<1> : tensor<i32>
    %651 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %652 = stablehlo.add %650, %651 : tensor<10x10xi32>
    %c_207 = stablehlo.constant dense<0> : tensor<i32>
    %653 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %654 = stablehlo.compare LT, %652, %653, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_208 = stablehlo.constant dense<9> : tensor<i32>
    %655 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %656 = stablehlo.add %652, %655 : tensor<10x10xi32>
    %657 = stablehlo.select %654, %656, %652 : tensor<10x10xi1>, tensor<10x10xi32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %659 = "stablehlo.gather"(%648, %658) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %660 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_209 = stablehlo.constant dense<3> : tensor<i32>
    %661 = stablehlo.broadcast_in_dim %c_209, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %662 = stablehlo.multiply %15, %661 : tensor<10x10xi32>
    %c_210 = stablehlo.constant dense<1> : tensor<i32>
    %663 = stablehlo.broadcast_in_dim %c_210, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %664 = stablehlo.add %662, %663 : tensor<10x10xi32>
    %c_211 = stablehlo.constant dense<0> : tensor<i32>
    %665 = stablehlo.broadcast_in_dim %c_211, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %666 = stablehlo.compare LT, %664, %665, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_212 = stablehlo.constant dense<9> : tensor<i32>
    %667 = stablehlo.broadcast_in_dim %c_212, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %668 = stablehlo.add %664, %667 : tensor<10x10xi32>
    %669 = stablehlo.select %666, %668, %664 : tensor<10x10xi1>, tensor<10x10xi32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %671 = "stablehlo.gather"(%660, %670) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %672 = stablehlo.broadcast_in_dim %659, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %674 = stablehlo.multiply %673, %647 : tensor<8192x10x10xf32>
    %675 = stablehlo.broadcast_in_dim %671, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %677 = stablehlo.multiply %676, %638 : tensor<8192x10x10xf32>
    %678 = stablehlo.broadcast_in_dim %659, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %680 = stablehlo.multiply %679, %638 : tensor<8192x10x10xf32>
    %681 = stablehlo.add %623, %674 : tensor<8192x10x10xf32>
    %682 = stablehlo.add %626, %677 : tensor<8192x10x10xf32>
    %683 = stablehlo.add %629, %680 : tensor<8192x10x10xf32>
    %c_213 = stablehlo.constant dense<20> : tensor<i32>
    %684 = stablehlo.broadcast_in_dim %c_213, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %685 = stablehlo.add %684, %1 : tensor<10x10xi32>
    %c_214 = stablehlo.constant dense<0> : tensor<i32>
    %686 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %687 = stablehlo.compare LT, %685, %686, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_215 = stablehlo.constant dense<1000> : tensor<i32>
    %688 = stablehlo.broadcast_in_dim %c_215, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %689 = stablehlo.add %685, %688 : tensor<10x10xi32>
    %690 = stablehlo.select %687, %689, %685 : tensor<10x10xi1>, tensor<10x10xi32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %692 = "stablehlo.gather"(%562, %691) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_216 = stablehlo.constant dense<20> : tensor<i32>
    %693 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %694 = stablehlo.add %693, %1 : tensor<10x10xi32>
    %c_217 = stablehlo.constant dense<0> : tensor<i32>
    %695 = stablehlo.broadcast_in_dim %c_217, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %696 = stablehlo.compare LT, %694, %695, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_218 = stablehlo.constant dense<1000> : tensor<i32>
    %697 = stablehlo.broadcast_in_dim %c_218, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %698 = stablehlo.add %694, %697 : tensor<10x10xi32>
    %699 = stablehlo.select %696, %698, %694 : tensor<10x10xi1>, tensor<10x10xi32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %701 = "stablehlo.gather"(%575, %700) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %702 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_219 = stablehlo.constant dense<3> : tensor<i32>
    %703 = stablehlo.broadcast_in_dim %c_219, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %704 = stablehlo.multiply %15, %703 : tensor<10x10xi32>
    %c_220 = stablehlo.constant dense<2> : tensor<i32>
    %705 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %706 = stablehlo.add %704, %705 : tensor<10x10xi32>
    %c_221 = stablehlo.constant dense<0> : tensor<i32>
    %707 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %708 = stablehlo.compare LT, %706, %707, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_222 = stablehlo.constant dense<9> : tensor<i32>
    %709 = stablehlo.broadcast_in_dim %c_222, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %710 = stablehlo.add %706, %709 : tensor<10x10xi32>
    %711 = stablehlo.select %708, %710, %706 : tensor<10x10xi1>, tensor<10x10xi32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %713 = "stablehlo.gather"(%702, %712) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %714 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_223 = stablehlo.constant dense<3> : tensor<i32>
    %715 = stablehlo.broadcast_in_dim %c_223, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %716 = stablehlo.multiply %15, %715 : tensor<10x10xi32>
    %c_224 = stablehlo.constant dense<2> : tensor<i32>
    %717 = stablehlo.broadcast_in_dim %c_224, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %718 = stablehlo.add %716, %717 : tensor<10x10xi32>
    %c_225 = stablehlo.constant dense<0> : tensor<i32>
    %719 = stablehlo.broadcast_in_dim %c_225, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %720 = stablehlo.compare LT, %718, %719, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_226 = stablehlo.constant dense<9> : tensor<i32>
    %721 = stablehlo.broadcast_in_dim %c_226, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %722 = stablehlo.add %718, %721 : tensor<10x10xi32>
    %723 = stablehlo.select %720, %722, %718 : tensor<10x10xi1>, tensor<10x10xi32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %725 = "stablehlo.gather"(%714, %724) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %726 = stablehlo.broadcast_in_dim %713, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %728 = stablehlo.multiply %727, %701 : tensor<8192x10x10xf32>
    %729 = stablehlo.broadcast_in_dim %725, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %731 = stablehlo.multiply %730, %692 : tensor<8192x10x10xf32>
    %732 = stablehlo.broadcast_in_dim %713, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %734 = stablehlo.multiply %733, %692 : tensor<8192x10x10xf32>
    %735 = stablehlo.add %681, %728 : tensor<8192x10x10xf32>
    %736 = stablehlo.add %682, %731 : tensor<8192x10x10xf32>
    %737 = stablehlo.add %683, %734 : tensor<8192x10x10xf32>
    %c_227 = stablehlo.constant dense<10> : tensor<i32>
    %738 = stablehlo.broadcast_in_dim %c_227, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %739 = stablehlo.multiply %20, %738 : tensor<10x10xi32>
    %c_228 = stablehlo.constant dense<0> : tensor<i32>
    %740 = stablehlo.broadcast_in_dim %c_228, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %741 = stablehlo.add %739, %740 : tensor<10x10xi32>
    %c_229 = stablehlo.constant dense<0> : tensor<i32>
    %742 = stablehlo.broadcast_in_dim %c_229, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %743 = stablehlo.compare LT, %741, %742, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_230 = stablehlo.constant dense<1000> : tensor<i32>
    %744 = stablehlo.broadcast_in_dim %c_230, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %745 = stablehlo.add %741, %744 : tensor<10x10xi32>
    %746 = stablehlo.select %743, %745, %741 : tensor<10x10xi1>, tensor<10x10xi32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %748 = "stablehlo.scatter"(%576, %747, %735) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_231 = stablehlo.constant dense<10> : tensor<i32>
    %749 = stablehlo.broadcast_in_dim %c_231, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %750 = stablehlo.multiply %20, %749 : tensor<10x10xi32>
    %c_232 = stablehlo.constant dense<0> : tensor<i32>
    %751 = stablehlo.broadcast_in_dim %c_232, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %752 = stablehlo.add %750, %751 : tensor<10x10xi32>
    %c_233 = stablehlo.constant dense<0> : tensor<i32>
    %753 = stablehlo.broadcast_in_dim %c_233, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %754 = stablehlo.compare LT, %752, %753, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_234 = stablehlo.constant dense<1000> : tensor<i32>
    %755 = stablehlo.broadcast_in_dim %c_234, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %756 = stablehlo.add %752, %755 : tensor<10x10xi32>
    %757 = stablehlo.select %754, %756, %752 : tensor<10x10xi1>, tensor<10x10xi32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %759 = "stablehlo.scatter"(%577, %758, %736) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_235 = stablehlo.constant dense<10> : tensor<i32>
    %760 = stablehlo.broadcast_in_dim %c_235, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %761 = stablehlo.multiply %20, %760 : tensor<10x10xi32>
    %c_236 = stablehlo.constant dense<0> : tensor<i32>
    %762 = stablehlo.broadcast_in_dim %c_236, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %763 = stablehlo.add %761, %762 : tensor<10x10xi32>
    %c_237 = stablehlo.constant dense<0> : tensor<i32>
    %764 = stablehlo.broadcast_in_dim %c_237, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %765 = stablehlo.compare LT, %763, %764, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_238 = stablehlo.constant dense<1000> : tensor<i32>
    %766 = stablehlo.broadcast_in_dim %c_238, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %767 = stablehlo.add %763, %766 : tensor<10x10xi32>
    %768 = stablehlo.select %765, %767, %763 : tensor<10x10xi1>, tensor<10x10xi32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %770 = "stablehlo.scatter"(%578, %769, %737) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_239 = stablehlo.constant dense<100> : tensor<i32>
    %771 = stablehlo.broadcast_in_dim %c_239, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %772 = stablehlo.add %771, %1 : tensor<10x10xi32>
    %c_240 = stablehlo.constant dense<0> : tensor<i32>
    %773 = stablehlo.broadcast_in_dim %c_240, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %774 = stablehlo.compare LT, %772, %773, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_241 = stablehlo.constant dense<1000> : tensor<i32>
    %775 = stablehlo.broadcast_in_dim %c_241, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %776 = stablehlo.add %772, %775 : tensor<10x10xi32>
    %777 = stablehlo.select %774, %776, %772 : tensor<10x10xi1>, tensor<10x10xi32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %779 = "stablehlo.gather"(%562, %778) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_242 = stablehlo.constant dense<100> : tensor<i32>
    %780 = stablehlo.broadcast_in_dim %c_242, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %781 = stablehlo.add %780, %1 : tensor<10x10xi32>
    %c_243 = stablehlo.constant dense<0> : tensor<i32>
    %782 = stablehlo.broadcast_in_dim %c_243, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %783 = stablehlo.compare LT, %781, %782, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_244 = stablehlo.constant dense<1000> : tensor<i32>
    %784 = stablehlo.broadcast_in_dim %c_244, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %785 = stablehlo.add %781, %784 : tensor<10x10xi32>
    %786 = stablehlo.select %783, %785, %781 : tensor<10x10xi1>, tensor<10x10xi32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %788 = "stablehlo.gather"(%575, %787) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %789 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_245 = stablehlo.constant dense<3> : tensor<i32>
    %790 = stablehlo.broadcast_in_dim %c_245, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %791 = stablehlo.multiply %15, %790 : tensor<10x10xi32>
    %c_246 = stablehlo.constant dense<0> : tensor<i32>
    %792 = stablehlo.broadcast_in_dim %c_246, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %793 = stablehlo.add %791, %792 : tensor<10x10xi32>
    %c_247 = stablehlo.constant dense<0> : tensor<i32>
    %794 = stablehlo.broadcast_in_dim %c_247, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %795 = stablehlo.compare LT, %793, %794, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_248 = stablehlo.constant dense<9> : tensor<i32>
    %796 = stablehlo.broadcast_in_dim %c_248, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %797 = stablehlo.add %793, %796 : tensor<10x10xi32>
    %798 = stablehlo.select %795, %797, %793 : tensor<10x10xi1>, tensor<10x10xi32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %800 = "stablehlo.gather"(%789, %799) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %801 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_249 = stablehlo.constant dense<3> : tensor<i32>
    %802 = stablehlo.broadcast_in_dim %c_249, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %803 = stablehlo.multiply %15, %802 : tensor<10x10xi32>
    %c_250 = stablehlo.constant dense<0> : tensor<i32>
    %804 = stablehlo.broadcast_in_dim %c_250, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %805 = stablehlo.add %803, %804 : tensor<10x10xi32>
    %c_251 = stablehlo.constant dense<0> : tensor<i32>
    %806 = stablehlo.broadcast_in_dim %c_251, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %807 = stablehlo.compare LT, %805, %806, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_252 = stablehlo.constant dense<9> : tensor<i32>
    %808 = stablehlo.broadcast_in_dim %c_252, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %809 = stablehlo.add %805, %808 : tensor<10x10xi32>
    %810 = stablehlo.select %807, %809, %805 : tensor<10x10xi1>, tensor<10x10xi32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %812 = "stablehlo.gather"(%801, %811) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %813 = stablehlo.broadcast_in_dim %800, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %815 = stablehlo.multiply %814, %788 : tensor<8192x10x10xf32>
    %816 = stablehlo.broadcast_in_dim %812, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %818 = stablehlo.multiply %817, %779 : tensor<8192x10x10xf32>
    %819 = stablehlo.broadcast_in_dim %800, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %821 = stablehlo.multiply %820, %779 : tensor<8192x10x10xf32>
    %c_253 = stablehlo.constant dense<110> : tensor<i32>
    %822 = stablehlo.broadcast_in_dim %c_253, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %823 = stablehlo.add %822, %1 : tensor<10x10xi32>
    %c_254 = stablehlo.constant dense<0> : tensor<i32>
    %824 = stablehlo.broadcast_in_dim %c_254, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %825 = stablehlo.compare LT, %823, %824, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_255 = stablehlo.constant dense<1000> : tensor<i32>
    %826 = stablehlo.broadcast_in_dim %c_255, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %827 = stablehlo.add %823, %826 : tensor<10x10xi32>
    %828 = stablehlo.select %825, %827, %823 : tensor<10x10xi1>, tensor<10x10xi32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %830 = "stablehlo.gather"(%562, %829) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_256 = stablehlo.constant dense<110> : tensor<i32>
    %831 = stablehlo.broadcast_in_dim %c_256, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %832 = stablehlo.add %831, %1 : tensor<10x10xi32>
    %c_257 = stablehlo.constant dense<0> : tensor<i32>
    %833 = stablehlo.broadcast_in_dim %c_257, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %834 = stablehlo.compare LT, %832, %833, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_258 = stablehlo.constant dense<1000> : tensor<i32>
    %835 = stablehlo.broadcast_in_dim %c_258, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %836 = stablehlo.add %832, %835 : tensor<10x10xi32>
    %837 = stablehlo.select %834, %836, %832 : tensor<10x10xi1>, tensor<10x10xi32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %839 = "stablehlo.gather"(%575, %838) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %840 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_259 = stablehlo.constant dense<3> : tensor<i32>
    %841 = stablehlo.broadcast_in_dim %c_259, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %842 = stablehlo.multiply %15, %841 : tensor<10x10xi32>
    %c_260 = stablehlo.constant dense<1> : tensor<i32>
    %843 = stablehlo.broadcast_in_dim %c_260, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %844 = stablehlo.add %842, %843 : tensor<10x10xi32>
    %c_261 = stablehlo.constant dense<0> : tensor<i32>
    %845 = stablehlo.broadcast_in_dim %c_261, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %846 = stablehlo.compare LT, %844, %845, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_262 = stablehlo.constant dense<9> : tensor<i32>
    %847 = stablehlo.broadcast_in_dim %c_262, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %848 = stablehlo.add %844, %847 : tensor<10x10xi32>
    %849 = stablehlo.select %846, %848, %844 : tensor<10x10xi1>, tensor<10x10xi32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %851 = "stablehlo.gather"(%840, %850) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %852 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_263 = stablehlo.constant dense<3> : tensor<i32>
    %853 = stablehlo.broadcast_in_dim %c_263, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %854 = stablehlo.multiply %15, %853 : tensor<10x10xi32>
    %c_264 = stablehlo.constant dense<1> : tensor<i32>
    %855 = stablehlo.broadcast_in_dim %c_264, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %856 = stablehlo.add %854, %855 : tensor<10x10xi32>
    %c_265 = stablehlo.constant dense<0> : tensor<i32>
    %857 = stablehlo.broadcast_in_dim %c_265, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %858 = stablehlo.compare LT, %856, %857, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_266 = stablehlo.constant dense<9> : tensor<i32>
    %859 = stablehlo.broadcast_in_dim %c_266, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %860 = stablehlo.add %856, %859 : tensor<10x10xi32>
    %861 = stablehlo.select %858, %860, %856 : tensor<10x10xi1>, tensor<10x10xi32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %863 = "stablehlo.gather"(%852, %862) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %864 = stablehlo.broadcast_in_dim %851, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %866 = stablehlo.multiply %865, %839 : tensor<8192x10x10xf32>
    %867 = stablehlo.broadcast_in_dim %863, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %869 = stablehlo.multiply %868, %830 : tensor<8192x10x10xf32>
    %870 = stablehlo.broadcast_in_dim %851, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %872 = stablehlo.multiply %871, %830 : tensor<8192x10x10xf32>
    %873 = stablehlo.add %815, %866 : tensor<8192x10x10xf32>
    %874 = stablehlo.add %818, %869 : tensor<8192x10x10xf32>
    %875 = stablehlo.add %821, %872 : tensor<8192x10x10xf32>
    %c_267 = stablehlo.constant dense<120> : tensor<i32>
    %876 = stablehlo.broadcast_in_dim %c_267, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %877 = stablehlo.add %876, %1 : tensor<10x10xi32>
    %c_268 = stablehlo.constant dense<0> : tensor<i32>
    %878 = stablehlo.broadcast_in_dim %c_268, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %879 = stablehlo.compare LT, %877, %878, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_269 = stablehlo.constant dense<1000> : tensor<i32>
    %880 = stablehlo.broadcast_in_dim %c_269, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %881 = stablehlo.add %877, %880 : tensor<10x10xi32>
    %882 = stablehlo.select %879, %881, %877 : tensor<10x10xi1>, tensor<10x10xi32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %884 = "stablehlo.gather"(%562, %883) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_270 = stablehlo.constant dense<120> : tensor<i32>
    %885 = stablehlo.broadcast_in_dim %c_270, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %886 = stablehlo.add %885, %1 : tensor<10x10xi32>
    %c_271 = stablehlo.constant dense<0> : tensor<i32>
    %887 = stablehlo.broadcast_in_dim %c_271, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %888 = stablehlo.compare LT, %886, %887, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_272 = stablehlo.constant dense<1000> : tensor<i32>
    %889 = stablehlo.broadcast_in_dim %c_272, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %890 = stablehlo.add %886, %889 : tensor<10x10xi32>
    %891 = stablehlo.select %888, %890, %886 : tensor<10x10xi1>, tensor<10x10xi32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %893 = "stablehlo.gather"(%575, %892) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %894 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_273 = stablehlo.constant dense<3> : tensor<i32>
    %895 = stablehlo.broadcast_in_dim %c_273, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %896 = stablehlo.multiply %15, %895 : tensor<10x10xi32>
    %c_274 = stablehlo.constant dense<2> : tensor<i32>
    %897 = stablehlo.broadcast_in_dim %c_274, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %898 = stablehlo.add %896, %897 : tensor<10x10xi32>
    %c_275 = stablehlo.constant dense<0> : tensor<i32>
    %899 = stablehlo.broadcast_in_dim %c_275, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %900 = stablehlo.compare LT, %898, %899, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_276 = stablehlo.constant dense<9> : tensor<i32>
    %901 = stablehlo.broadcast_in_dim %c_276, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %902 = stablehlo.add %898, %901 : tensor<10x10xi32>
    %903 = stablehlo.select %900, %902, %898 : tensor<10x10xi1>, tensor<10x10xi32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %905 = "stablehlo.gather"(%894, %904) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %906 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_277 = stablehlo.constant dense<3> : tensor<i32>
    %907 = stablehlo.broadcast_in_dim %c_277, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %908 = stablehlo.multiply %15, %907 : tensor<10x10xi32>
    %c_278 = stablehlo.constant dense<2> : tensor<i32>
    %909 = stablehlo.broadcast_in_dim %c_278, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %910 = stablehlo.add %908, %909 : tensor<10x10xi32>
    %c_279 = stablehlo.constant dense<0> : tensor<i32>
    %911 = stablehlo.broadcast_in_dim %c_279, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %912 = stablehlo.compare LT, %910, %911, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_280 = stablehlo.constant dense<9> : tensor<i32>
    %913 = stablehlo.broadcast_in_dim %c_280, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %914 = stablehlo.add %910, %913 : tensor<10x10xi32>
    %915 = stablehlo.select %912, %914, %910 : tensor<10x10xi1>, tensor<10x10xi32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %917 = "stablehlo.gather"(%906, %916) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %918 = stablehlo.broadcast_in_dim %905, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %920 = stablehlo.multiply %919, %893 : tensor<8192x10x10xf32>
    %921 = stablehlo.broadcast_in_dim %917, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %923 = stablehlo.multiply %922, %884 : tensor<8192x10x10xf32>
    %924 = stablehlo.broadcast_in_dim %905, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %926 = stablehlo.multiply %925, %884 : tensor<8192x10x10xf32>
    %927 = stablehlo.add %873, %920 : tensor<8192x10x10xf32>
    %928 = stablehlo.add %874, %923 : tensor<8192x10x10xf32>
    %929 = stablehlo.add %875, %926 : tensor<8192x10x10xf32>
    %c_281 = stablehlo.constant dense<10> : tensor<i32>
    %930 = stablehlo.broadcast_in_dim %c_281, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %931 = stablehlo.multiply %20, %930 : tensor<10x10xi32>
    %c_282 = stablehlo.constant dense<1> : tensor<i32>
    %932 = stablehlo.broadcast_in_dim %c_282, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %933 = stablehlo.add %931, %932 : tensor<10x10xi32>
    %c_283 = stablehlo.constant dense<0> : tensor<i32>
    %934 = stablehlo.broadcast_in_dim %c_283, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %935 = stablehlo.compare LT, %933, %934, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_284 = stablehlo.constant dense<1000> : tensor<i32>
    %936 = stablehlo.broadcast_in_dim %c_284, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %937 = stablehlo.add %933, %936 : tensor<10x10xi32>
    %938 = stablehlo.select %935, %937, %933 : tensor<10x10xi1>, tensor<10x10xi32>
    %939 = stablehlo.broadcast_in_dim %938, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %940 = "stablehlo.scatter"(%748, %939, %927) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_285 = stablehlo.constant dense<10> : tensor<i32>
    %941 = stablehlo.broadcast_in_dim %c_285, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %942 = stablehlo.multiply %20, %941 : tensor<10x10xi32>
    %c_286 = stablehlo.constant dense<1> : tensor<i32>
    %943 = stablehlo.broadcast_in_dim %c_286, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %944 = stablehlo.add %942, %943 : tensor<10x10xi32>
    %c_287 = stablehlo.constant dense<0> : tensor<i32>
    %945 = stablehlo.broadcast_in_dim %c_287, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %946 = stablehlo.compare LT, %944, %945, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_288 = stablehlo.constant dense<1000> : tensor<i32>
    %947 = stablehlo.broadcast_in_dim %c_288, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %948 = stablehlo.add %944, %947 : tensor<10x10xi32>
    %949 = stablehlo.select %946, %948, %944 : tensor<10x10xi1>, tensor<10x10xi32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %951 = "stablehlo.scatter"(%759, %950, %928) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_289 = stablehlo.constant dense<10> : tensor<i32>
    %952 = stablehlo.broadcast_in_dim %c_289, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %953 = stablehlo.multiply %20, %952 : tensor<10x10xi32>
    %c_290 = stablehlo.constant dense<1> : tensor<i32>
    %954 = stablehlo.broadcast_in_dim %c_290, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %955 = stablehlo.add %953, %954 : tensor<10x10xi32>
    %c_291 = stablehlo.constant dense<0> : tensor<i32>
    %956 = stablehlo.broadcast_in_dim %c_291, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %957 = stablehlo.compare LT, %955, %956, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_292 = stablehlo.constant dense<1000> : tensor<i32>
    %958 = stablehlo.broadcast_in_dim %c_292, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %959 = stablehlo.add %955, %958 : tensor<10x10xi32>
    %960 = stablehlo.select %957, %959, %955 : tensor<10x10xi1>, tensor<10x10xi32>
    %961 = stablehlo.broadcast_in_dim %960, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %962 = "stablehlo.scatter"(%770, %961, %929) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_293 = stablehlo.constant dense<200> : tensor<i32>
    %963 = stablehlo.broadcast_in_dim %c_293, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %964 = stablehlo.add %963, %1 : tensor<10x10xi32>
    %c_294 = stablehlo.constant dense<0> : tensor<i32>
    %965 = stablehlo.broadcast_in_dim %c_294, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %966 = stablehlo.compare LT, %964, %965, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_295 = stablehlo.constant dense<1000> : tensor<i32>
    %967 = stablehlo.broadcast_in_dim %c_295, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %968 = stablehlo.add %964, %967 : tensor<10x10xi32>
    %969 = stablehlo.select %966, %968, %964 : tensor<10x10xi1>, tensor<10x10xi32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %971 = "stablehlo.gather"(%562, %970) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_296 = stablehlo.constant dense<200> : tensor<i32>
    %972 = stablehlo.broadcast_in_dim %c_296, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %973 = stablehlo.add %972, %1 : tensor<10x10xi32>
    %c_297 = stablehlo.constant dense<0> : tensor<i32>
    %974 = stablehlo.broadcast_in_dim %c_297, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %975 = stablehlo.compare LT, %973, %974, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_298 = stablehlo.constant dense<1000> : tensor<i32>
    %976 = stablehlo.broadcast_in_dim %c_298, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %977 = stablehlo.add %973, %976 : tensor<10x10xi32>
    %978 = stablehlo.select %975, %977, %973 : tensor<10x10xi1>, tensor<10x10xi32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %980 = "stablehlo.gather"(%575, %979) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %981 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_299 = stablehlo.constant dense<3> : tensor<i32>
    %982 = stablehlo.broadcast_in_dim %c_299, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %983 = stablehlo.multiply %15, %982 : tensor<10x10xi32>
    %c_300 = stablehlo.constant dense<0> : tensor<i32>
    %984 = stablehlo.broadcast_in_dim %c_300, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %985 = stablehlo.add %983, %984 : tensor<10x10xi32>
    %c_301 = stablehlo.constant dense<0> : tensor<i32>
    %986 = stablehlo.broadcast_in_dim %c_301, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %987 = stablehlo.compare LT, %985, %986, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_302 = stablehlo.constant dense<9> : tensor<i32>
    %988 = stablehlo.broadcast_in_dim %c_302, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %989 = stablehlo.add %985, %988 : tensor<10x10xi32>
    %990 = stablehlo.select %987, %989, %985 : tensor<10x10xi1>, tensor<10x10xi32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %992 = "stablehlo.gather"(%981, %991) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %993 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_303 = stablehlo.constant dense<3> : tensor<i32>
    %994 = stablehlo.broadcast_in_dim %c_303, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %995 = stablehlo.multiply %15, %994 : tensor<10x10xi32>
    %c_304 = stablehlo.constant dense<0> : tensor<i32>
    %996 = stablehlo.broadcast_in_dim %c_304, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %997 = stablehlo.add %995, %996 : tensor<10x10xi32>
    %c_305 = stablehlo.constant dense<0> : tensor<i32>
    %998 = stablehlo.broadcast_in_dim %c_305, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %999 = stablehlo.compare LT, %997, %998, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_306 = stablehlo.constant dense<9> : tensor<i32>
    %1000 = stablehlo.broadcast_in_dim %c_306, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1001 = stablehlo.add %997, %1000 : tensor<10x10xi32>
    %1002 = stablehlo.select %999, %1001, %997 : tensor<10x10xi1>, tensor<10x10xi32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1004 = "stablehlo.gather"(%993, %1003) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %1005 = stablehlo.broadcast_in_dim %992, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1007 = stablehlo.multiply %1006, %980 : tensor<8192x10x10xf32>
    %1008 = stablehlo.broadcast_in_dim %1004, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1010 = stablehlo.multiply %1009, %971 : tensor<8192x10x10xf32>
    %1011 = stablehlo.broadcast_in_dim %992, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1013 = stablehlo.multiply %1012, %971 : tensor<8192x10x10xf32>
    %c_307 = stablehlo.constant dense<210> : tensor<i32>
    %1014 = stablehlo.broadcast_in_dim %c_307, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1015 = stablehlo.add %1014, %1 : tensor<10x10xi32>
    %c_308 = stablehlo.constant dense<0> : tensor<i32>
    %1016 = stablehlo.broadcast_in_dim %c_308, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1017 = stablehlo.compare LT, %1015, %1016, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_309 = stablehlo.constant dense<1000> : tensor<i32>
    %1018 = stablehlo.broadcast_in_dim %c_309, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1019 = stablehlo.add %1015, %1018 : tensor<10x10xi32>
    %1020 = stablehlo.select %1017, %1019, %1015 : tensor<10x10xi1>, tensor<10x10xi32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1022 = "stablehlo.gather"(%562, %1021) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_310 = stablehlo.constant dense<210> : tensor<i32>
    %1023 = stablehlo.broadcast_in_dim %c_310, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1024 = stablehlo.add %1023, %1 : tensor<10x10xi32>
    %c_311 = stablehlo.constant dense<0> : tensor<i32>
    %1025 = stablehlo.broadcast_in_dim %c_311, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1026 = stablehlo.compare LT, %1024, %1025, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_312 = stablehlo.constant dense<1000> : tensor<i32>
    %1027 = stablehlo.broadcast_in_dim %c_312, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1028 = stablehlo.add %1024, %1027 : tensor<10x10xi32>
    %1029 = stablehlo.select %1026, %1028, %1024 : tensor<10x10xi1>, tensor<10x10xi32>
    %1030 = stablehlo.broadcast_in_dim %1029, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1031 = "stablehlo.gather"(%575, %1030) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1032 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_313 = stablehlo.constant dense<3> : tensor<i32>
    %1033 = stablehlo.broadcast_in_dim %c_313, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1034 = stablehlo.multiply %15, %1033 : tensor<10x10xi32>
    %c_314 = stablehlo.constant dense<1> : tensor<i32>
    %1035 = stablehlo.broadcast_in_dim %c_314, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1036 = stablehlo.add %1034, %1035 : tensor<10x10xi32>
    %c_315 = stablehlo.constant dense<0> : tensor<i32>
    %1037 = stablehlo.broadcast_in_dim %c_315, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1038 = stablehlo.compare LT, %1036, %1037, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_316 = stablehlo.constant dense<9> : tensor<i32>
    %1039 = stablehlo.broadcast_in_dim %c_316, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1040 = stablehlo.add %1036, %1039 : tensor<10x10xi32>
    %1041 = stablehlo.select %1038, %1040, %1036 : tensor<10x10xi1>, tensor<10x10xi32>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1043 = "stablehlo.gather"(%1032, %1042) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %1044 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_317 = stablehlo.constant dense<3> : tensor<i32>
    %1045 = stablehlo.broadcast_in_dim %c_317, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1046 = stablehlo.multiply %15, %1045 : tensor<10x10xi32>
    %c_318 = stablehlo.constant dense<1> : tensor<i32>
    %1047 = stablehlo.broadcast_in_dim %c_318, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1048 = stablehlo.add %1046, %1047 : tensor<10x10xi32>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %1049 = stablehlo.broadcast_in_dim %c_319, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1050 = stablehlo.compare LT, %1048, %1049, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_320 = stablehlo.constant dense<9> : tensor<i32>
    %1051 = stablehlo.broadcast_in_dim %c_320, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1052 = stablehlo.add %1048, %1051 : tensor<10x10xi32>
    %1053 = stablehlo.select %1050, %1052, %1048 : tensor<10x10xi1>, tensor<10x10xi32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1055 = "stablehlo.gather"(%1044, %1054) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %1056 = stablehlo.broadcast_in_dim %1043, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1058 = stablehlo.multiply %1057, %1031 : tensor<8192x10x10xf32>
    %1059 = stablehlo.broadcast_in_dim %1055, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1061 = stablehlo.multiply %1060, %1022 : tensor<8192x10x10xf32>
    %1062 = stablehlo.broadcast_in_dim %1043, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1063 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1064 = stablehlo.multiply %1063, %1022 : tensor<8192x10x10xf32>
    %1065 = stablehlo.add %1007, %1058 : tensor<8192x10x10xf32>
    %1066 = stablehlo.add %1010, %1061 : tensor<8192x10x10xf32>
    %1067 = stablehlo.add %1013, %1064 : tensor<8192x10x10xf32>
    %c_321 = stablehlo.constant dense<220> : tensor<i32>
    %1068 = stablehlo.broadcast_in_dim %c_321, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1069 = stablehlo.add %1068, %1 : tensor<10x10xi32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %1070 = stablehlo.broadcast_in_dim %c_322, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1071 = stablehlo.compare LT, %1069, %1070, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_323 = stablehlo.constant dense<1000> : tensor<i32>
    %1072 = stablehlo.broadcast_in_dim %c_323, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1073 = stablehlo.add %1069, %1072 : tensor<10x10xi32>
    %1074 = stablehlo.select %1071, %1073, %1069 : tensor<10x10xi1>, tensor<10x10xi32>
    %1075 = stablehlo.broadcast_in_dim %1074, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1076 = "stablehlo.gather"(%562, %1075) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_324 = stablehlo.constant dense<220> : tensor<i32>
    %1077 = stablehlo.broadcast_in_dim %c_324, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1078 = stablehlo.add %1077, %1 : tensor<10x10xi32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %1079 = stablehlo.broadcast_in_dim %c_325, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1080 = stablehlo.compare LT, %1078, %1079, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_326 = stablehlo.constant dense<1000> : tensor<i32>
    %1081 = stablehlo.broadcast_in_dim %c_326, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1082 = stablehlo.add %1078, %1081 : tensor<10x10xi32>
    %1083 = stablehlo.select %1080, %1082, %1078 : tensor<10x10xi1>, tensor<10x10xi32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1085 = "stablehlo.gather"(%575, %1084) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1086 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_327 = stablehlo.constant dense<3> : tensor<i32>
    %1087 = stablehlo.broadcast_in_dim %c_327, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1088 = stablehlo.multiply %15, %1087 : tensor<10x10xi32>
    %c_328 = stablehlo.constant dense<2> : tensor<i32>
    %1089 = stablehlo.broadcast_in_dim %c_328, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1090 = stablehlo.add %1088, %1089 : tensor<10x10xi32>
    %c_329 = stablehlo.constant dense<0> : tensor<i32>
    %1091 = stablehlo.broadcast_in_dim %c_329, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1092 = stablehlo.compare LT, %1090, %1091, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_330 = stablehlo.constant dense<9> : tensor<i32>
    %1093 = stablehlo.broadcast_in_dim %c_330, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1094 = stablehlo.add %1090, %1093 : tensor<10x10xi32>
    %1095 = stablehlo.select %1092, %1094, %1090 : tensor<10x10xi1>, tensor<10x10xi32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1097 = "stablehlo.gather"(%1086, %1096) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %1098 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_331 = stablehlo.constant dense<3> : tensor<i32>
    %1099 = stablehlo.broadcast_in_dim %c_331, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1100 = stablehlo.multiply %15, %1099 : tensor<10x10xi32>
    %c_332 = stablehlo.constant dense<2> : tensor<i32>
    %1101 = stablehlo.broadcast_in_dim %c_332, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1102 = stablehlo.add %1100, %1101 : tensor<10x10xi32>
    %c_333 = stablehlo.constant dense<0> : tensor<i32>
    %1103 = stablehlo.broadcast_in_dim %c_333, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1104 = stablehlo.compare LT, %1102, %1103, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_334 = stablehlo.constant dense<9> : tensor<i32>
    %1105 = stablehlo.broadcast_in_dim %c_334, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1106 = stablehlo.add %1102, %1105 : tensor<10x10xi32>
    %1107 = stablehlo.select %1104, %1106, %1102 : tensor<10x10xi1>, tensor<10x10xi32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1109 = "stablehlo.gather"(%1098, %1108) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %1110 = stablehlo.broadcast_in_dim %1097, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1111 = stablehlo.broadcast_in_dim %1110, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1112 = stablehlo.multiply %1111, %1085 : tensor<8192x10x10xf32>
    %1113 = stablehlo.broadcast_in_dim %1109, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1114 = stablehlo.broadcast_in_dim %1113, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1115 = stablehlo.multiply %1114, %1076 : tensor<8192x10x10xf32>
    %1116 = stablehlo.broadcast_in_dim %1097, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1117 = stablehlo.broadcast_in_dim %1116, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1118 = stablehlo.multiply %1117, %1076 : tensor<8192x10x10xf32>
    %1119 = stablehlo.add %1065, %1112 : tensor<8192x10x10xf32>
    %1120 = stablehlo.add %1066, %1115 : tensor<8192x10x10xf32>
    %1121 = stablehlo.add %1067, %1118 : tensor<8192x10x10xf32>
    %c_335 = stablehlo.constant dense<10> : tensor<i32>
    %1122 = stablehlo.broadcast_in_dim %c_335, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1123 = stablehlo.multiply %20, %1122 : tensor<10x10xi32>
    %c_336 = stablehlo.constant dense<2> : tensor<i32>
    %1124 = stablehlo.broadcast_in_dim %c_336, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1125 = stablehlo.add %1123, %1124 : tensor<10x10xi32>
    %c_337 = stablehlo.constant dense<0> : tensor<i32>
    %1126 = stablehlo.broadcast_in_dim %c_337, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1127 = stablehlo.compare LT, %1125, %1126, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_338 = stablehlo.constant dense<1000> : tensor<i32>
    %1128 = stablehlo.broadcast_in_dim %c_338, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1129 = stablehlo.add %1125, %1128 : tensor<10x10xi32>
    %1130 = stablehlo.select %1127, %1129, %1125 : tensor<10x10xi1>, tensor<10x10xi32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1132 = "stablehlo.scatter"(%940, %1131, %1119) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_339 = stablehlo.constant dense<10> : tensor<i32>
    %1133 = stablehlo.broadcast_in_dim %c_339, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1134 = stablehlo.multiply %20, %1133 : tensor<10x10xi32>
    %c_340 = stablehlo.constant dense<2> : tensor<i32>
    %1135 = stablehlo.broadcast_in_dim %c_340, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1136 = stablehlo.add %1134, %1135 : tensor<10x10xi32>
    %c_341 = stablehlo.constant dense<0> : tensor<i32>
    %1137 = stablehlo.broadcast_in_dim %c_341, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1138 = stablehlo.compare LT, %1136, %1137, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_342 = stablehlo.constant dense<1000> : tensor<i32>
    %1139 = stablehlo.broadcast_in_dim %c_342, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1140 = stablehlo.add %1136, %1139 : tensor<10x10xi32>
    %1141 = stablehlo.select %1138, %1140, %1136 : tensor<10x10xi1>, tensor<10x10xi32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1143 = "stablehlo.scatter"(%951, %1142, %1120) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_343 = stablehlo.constant dense<10> : tensor<i32>
    %1144 = stablehlo.broadcast_in_dim %c_343, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1145 = stablehlo.multiply %20, %1144 : tensor<10x10xi32>
    %c_344 = stablehlo.constant dense<2> : tensor<i32>
    %1146 = stablehlo.broadcast_in_dim %c_344, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1147 = stablehlo.add %1145, %1146 : tensor<10x10xi32>
    %c_345 = stablehlo.constant dense<0> : tensor<i32>
    %1148 = stablehlo.broadcast_in_dim %c_345, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1149 = stablehlo.compare LT, %1147, %1148, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_346 = stablehlo.constant dense<1000> : tensor<i32>
    %1150 = stablehlo.broadcast_in_dim %c_346, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1151 = stablehlo.add %1147, %1150 : tensor<10x10xi32>
    %1152 = stablehlo.select %1149, %1151, %1147 : tensor<10x10xi1>, tensor<10x10xi32>
    %1153 = stablehlo.broadcast_in_dim %1152, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1154 = "stablehlo.scatter"(%962, %1153, %1121) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %c_350 = stablehlo.constant dense<0> : tensor<i32>
    %1158 = stablehlo.broadcast_in_dim %c_350, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1159 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_351 = stablehlo.constant dense<3> : tensor<i32>
    %1160 = stablehlo.broadcast_in_dim %c_351, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1161 = stablehlo.multiply %1158, %1160 : tensor<10x10xi32>
    %c_352 = stablehlo.constant dense<0> : tensor<i32>
    %1162 = stablehlo.broadcast_in_dim %c_352, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1163 = stablehlo.add %1161, %1162 : tensor<10x10xi32>
    %c_353 = stablehlo.constant dense<0> : tensor<i32>
    %1164 = stablehlo.broadcast_in_dim %c_353, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1165 = stablehlo.compare LT, %1163, %1164, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_354 = stablehlo.constant dense<9> : tensor<i32>
    %1166 = stablehlo.broadcast_in_dim %c_354, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1167 = stablehlo.add %1163, %1166 : tensor<10x10xi32>
    %1168 = stablehlo.select %1165, %1167, %1163 : tensor<10x10xi1>, tensor<10x10xi32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1170 = "stablehlo.gather"(%1159, %1169) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_355 = stablehlo.constant dense<0> : tensor<i32>
    %1171 = stablehlo.broadcast_in_dim %c_355, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1172 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_356 = stablehlo.constant dense<3> : tensor<i32>
    %1173 = stablehlo.broadcast_in_dim %c_356, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1174 = stablehlo.multiply %1171, %1173 : tensor<10x10xi32>
    %c_357 = stablehlo.constant dense<0> : tensor<i32>
    %1175 = stablehlo.broadcast_in_dim %c_357, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1176 = stablehlo.add %1174, %1175 : tensor<10x10xi32>
    %c_358 = stablehlo.constant dense<0> : tensor<i32>
    %1177 = stablehlo.broadcast_in_dim %c_358, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1178 = stablehlo.compare LT, %1176, %1177, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_359 = stablehlo.constant dense<9> : tensor<i32>
    %1179 = stablehlo.broadcast_in_dim %c_359, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1180 = stablehlo.add %1176, %1179 : tensor<10x10xi32>
    %1181 = stablehlo.select %1178, %1180, %1176 : tensor<10x10xi1>, tensor<10x10xi32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1183 = "stablehlo.gather"(%1172, %1182) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_360 = stablehlo.constant dense<10> : tensor<i32>
    %1184 = stablehlo.broadcast_in_dim %c_360, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1185 = stablehlo.multiply %20, %1184 : tensor<10x10xi32>
    %c_361 = stablehlo.constant dense<0> : tensor<i32>
    %1186 = stablehlo.broadcast_in_dim %c_361, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1187 = stablehlo.add %1185, %1186 : tensor<10x10xi32>
    %c_362 = stablehlo.constant dense<0> : tensor<i32>
    %1188 = stablehlo.broadcast_in_dim %c_362, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1189 = stablehlo.compare LT, %1187, %1188, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_363 = stablehlo.constant dense<1000> : tensor<i32>
    %1190 = stablehlo.broadcast_in_dim %c_363, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1191 = stablehlo.add %1187, %1190 : tensor<10x10xi32>
    %1192 = stablehlo.select %1189, %1191, %1187 : tensor<10x10xi1>, tensor<10x10xi32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1194 = "stablehlo.gather"(%1132, %1193) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1195 = stablehlo.broadcast_in_dim %1170, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1196 = stablehlo.broadcast_in_dim %1195, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1197 = stablehlo.multiply %1196, %1194 : tensor<8192x10x10xf32>
    %c_364 = stablehlo.constant dense<10> : tensor<i32>
    %1198 = stablehlo.broadcast_in_dim %c_364, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1199 = stablehlo.multiply %20, %1198 : tensor<10x10xi32>
    %c_365 = stablehlo.constant dense<0> : tensor<i32>
    %1200 = stablehlo.broadcast_in_dim %c_365, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1201 = stablehlo.add %1199, %1200 : tensor<10x10xi32>
    %c_366 = stablehlo.constant dense<0> : tensor<i32>
    %1202 = stablehlo.broadcast_in_dim %c_366, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1203 = stablehlo.compare LT, %1201, %1202, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_367 = stablehlo.constant dense<1000> : tensor<i32>
    %1204 = stablehlo.broadcast_in_dim %c_367, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1205 = stablehlo.add %1201, %1204 : tensor<10x10xi32>
    %1206 = stablehlo.select %1203, %1205, %1201 : tensor<10x10xi1>, tensor<10x10xi32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1208 = "stablehlo.gather"(%1143, %1207) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1209 = stablehlo.broadcast_in_dim %1170, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1211 = stablehlo.multiply %1210, %1208 : tensor<8192x10x10xf32>
    %c_368 = stablehlo.constant dense<10> : tensor<i32>
    %1212 = stablehlo.broadcast_in_dim %c_368, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1213 = stablehlo.multiply %20, %1212 : tensor<10x10xi32>
    %c_369 = stablehlo.constant dense<0> : tensor<i32>
    %1214 = stablehlo.broadcast_in_dim %c_369, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1215 = stablehlo.add %1213, %1214 : tensor<10x10xi32>
    %c_370 = stablehlo.constant dense<0> : tensor<i32>
    %1216 = stablehlo.broadcast_in_dim %c_370, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1217 = stablehlo.compare LT, %1215, %1216, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_371 = stablehlo.constant dense<1000> : tensor<i32>
    %1218 = stablehlo.broadcast_in_dim %c_371, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1219 = stablehlo.add %1215, %1218 : tensor<10x10xi32>
    %1220 = stablehlo.select %1217, %1219, %1215 : tensor<10x10xi1>, tensor<10x10xi32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1222 = "stablehlo.gather"(%1154, %1221) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1223 = stablehlo.broadcast_in_dim %1183, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1224 = stablehlo.broadcast_in_dim %1223, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1225 = stablehlo.multiply %1224, %1222 : tensor<8192x10x10xf32>
    %c_372 = stablehlo.constant dense<0> : tensor<i32>
    %1226 = stablehlo.broadcast_in_dim %c_372, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1227 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_373 = stablehlo.constant dense<3> : tensor<i32>
    %1228 = stablehlo.broadcast_in_dim %c_373, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1229 = stablehlo.multiply %1226, %1228 : tensor<10x10xi32>
    %c_374 = stablehlo.constant dense<1> : tensor<i32>
    %1230 = stablehlo.broadcast_in_dim %c_374, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1231 = stablehlo.add %1229, %1230 : tensor<10x10xi32>
    %c_375 = stablehlo.constant dense<0> : tensor<i32>
    %1232 = stablehlo.broadcast_in_dim %c_375, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1233 = stablehlo.compare LT, %1231, %1232, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_376 = stablehlo.constant dense<9> : tensor<i32>
    %1234 = stablehlo.broadcast_in_dim %c_376, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1235 = stablehlo.add %1231, %1234 : tensor<10x10xi32>
    %1236 = stablehlo.select %1233, %1235, %1231 : tensor<10x10xi1>, tensor<10x10xi32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1238 = "stablehlo.gather"(%1227, %1237) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_377 = stablehlo.constant dense<0> : tensor<i32>
    %1239 = stablehlo.broadcast_in_dim %c_377, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1240 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_378 = stablehlo.constant dense<3> : tensor<i32>
    %1241 = stablehlo.broadcast_in_dim %c_378, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1242 = stablehlo.multiply %1239, %1241 : tensor<10x10xi32>
    %c_379 = stablehlo.constant dense<1> : tensor<i32>
    %1243 = stablehlo.broadcast_in_dim %c_379, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1244 = stablehlo.add %1242, %1243 : tensor<10x10xi32>
    %c_380 = stablehlo.constant dense<0> : tensor<i32>
    %1245 = stablehlo.broadcast_in_dim %c_380, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1246 = stablehlo.compare LT, %1244, %1245, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_381 = stablehlo.constant dense<9> : tensor<i32>
    %1247 = stablehlo.broadcast_in_dim %c_381, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1248 = stablehlo.add %1244, %1247 : tensor<10x10xi32>
    %1249 = stablehlo.select %1246, %1248, %1244 : tensor<10x10xi1>, tensor<10x10xi32>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1251 = "stablehlo.gather"(%1240, %1250) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_382 = stablehlo.constant dense<10> : tensor<i32>
    %1252 = stablehlo.broadcast_in_dim %c_382, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1253 = stablehlo.multiply %20, %1252 : tensor<10x10xi32>
    %c_383 = stablehlo.constant dense<1> : tensor<i32>
    %1254 = stablehlo.broadcast_in_dim %c_383, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1255 = stablehlo.add %1253, %1254 : tensor<10x10xi32>
    %c_384 = stablehlo.constant dense<0> : tensor<i32>
    %1256 = stablehlo.broadcast_in_dim %c_384, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1257 = stablehlo.compare LT, %1255, %1256, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_385 = stablehlo.constant dense<1000> : tensor<i32>
    %1258 = stablehlo.broadcast_in_dim %c_385, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1259 = stablehlo.add %1255, %1258 : tensor<10x10xi32>
    %1260 = stablehlo.select %1257, %1259, %1255 : tensor<10x10xi1>, tensor<10x10xi32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1262 = "stablehlo.gather"(%1132, %1261) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1263 = stablehlo.broadcast_in_dim %1238, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1264 = stablehlo.broadcast_in_dim %1263, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1265 = stablehlo.multiply %1264, %1262 : tensor<8192x10x10xf32>
    %c_386 = stablehlo.constant dense<10> : tensor<i32>
    %1266 = stablehlo.broadcast_in_dim %c_386, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1267 = stablehlo.multiply %20, %1266 : tensor<10x10xi32>
    %c_387 = stablehlo.constant dense<1> : tensor<i32>
    %1268 = stablehlo.broadcast_in_dim %c_387, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1269 = stablehlo.add %1267, %1268 : tensor<10x10xi32>
    %c_388 = stablehlo.constant dense<0> : tensor<i32>
    %1270 = stablehlo.broadcast_in_dim %c_388, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1271 = stablehlo.compare LT, %1269, %1270, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_389 = stablehlo.constant dense<1000> : tensor<i32>
    %1272 = stablehlo.broadcast_in_dim %c_389, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1273 = stablehlo.add %1269, %1272 : tensor<10x10xi32>
    %1274 = stablehlo.select %1271, %1273, %1269 : tensor<10x10xi1>, tensor<10x10xi32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1276 = "stablehlo.gather"(%1143, %1275) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1277 = stablehlo.broadcast_in_dim %1238, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1278 = stablehlo.broadcast_in_dim %1277, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1279 = stablehlo.multiply %1278, %1276 : tensor<8192x10x10xf32>
    %c_390 = stablehlo.constant dense<10> : tensor<i32>
    %1280 = stablehlo.broadcast_in_dim %c_390, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1281 = stablehlo.multiply %20, %1280 : tensor<10x10xi32>
    %c_391 = stablehlo.constant dense<1> : tensor<i32>
    %1282 = stablehlo.broadcast_in_dim %c_391, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1283 = stablehlo.add %1281, %1282 : tensor<10x10xi32>
    %c_392 = stablehlo.constant dense<0> : tensor<i32>
    %1284 = stablehlo.broadcast_in_dim %c_392, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1285 = stablehlo.compare LT, %1283, %1284, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_393 = stablehlo.constant dense<1000> : tensor<i32>
    %1286 = stablehlo.broadcast_in_dim %c_393, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1287 = stablehlo.add %1283, %1286 : tensor<10x10xi32>
    %1288 = stablehlo.select %1285, %1287, %1283 : tensor<10x10xi1>, tensor<10x10xi32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1290 = "stablehlo.gather"(%1154, %1289) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1291 = stablehlo.broadcast_in_dim %1251, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1293 = stablehlo.multiply %1292, %1290 : tensor<8192x10x10xf32>
    %1294 = stablehlo.add %1197, %1265 : tensor<8192x10x10xf32>
    %1295 = stablehlo.add %1211, %1279 : tensor<8192x10x10xf32>
    %1296 = stablehlo.add %1225, %1293 : tensor<8192x10x10xf32>
    %c_394 = stablehlo.constant dense<0> : tensor<i32>
    %1297 = stablehlo.broadcast_in_dim %c_394, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1298 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_395 = stablehlo.constant dense<3> : tensor<i32>
    %1299 = stablehlo.broadcast_in_dim %c_395, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1300 = stablehlo.multiply %1297, %1299 : tensor<10x10xi32>
    %c_396 = stablehlo.constant dense<2> : tensor<i32>
    %1301 = stablehlo.broadcast_in_dim %c_396, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1302 = stablehlo.add %1300, %1301 : tensor<10x10xi32>
    %c_397 = stablehlo.constant dense<0> : tensor<i32>
    %1303 = stablehlo.broadcast_in_dim %c_397, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1304 = stablehlo.compare LT, %1302, %1303, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_398 = stablehlo.constant dense<9> : tensor<i32>
    %1305 = stablehlo.broadcast_in_dim %c_398, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1306 = stablehlo.add %1302, %1305 : tensor<10x10xi32>
    %1307 = stablehlo.select %1304, %1306, %1302 : tensor<10x10xi1>, tensor<10x10xi32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1309 = "stablehlo.gather"(%1298, %1308) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_399 = stablehlo.constant dense<0> : tensor<i32>
    %1310 = stablehlo.broadcast_in_dim %c_399, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1311 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_400 = stablehlo.constant dense<3> : tensor<i32>
    %1312 = stablehlo.broadcast_in_dim %c_400, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1313 = stablehlo.multiply %1310, %1312 : tensor<10x10xi32>
    %c_401 = stablehlo.constant dense<2> : tensor<i32>
    %1314 = stablehlo.broadcast_in_dim %c_401, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1315 = stablehlo.add %1313, %1314 : tensor<10x10xi32>
    %c_402 = stablehlo.constant dense<0> : tensor<i32>
    %1316 = stablehlo.broadcast_in_dim %c_402, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1317 = stablehlo.compare LT, %1315, %1316, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_403 = stablehlo.constant dense<9> : tensor<i32>
    %1318 = stablehlo.broadcast_in_dim %c_403, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1319 = stablehlo.add %1315, %1318 : tensor<10x10xi32>
    %1320 = stablehlo.select %1317, %1319, %1315 : tensor<10x10xi1>, tensor<10x10xi32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1322 = "stablehlo.gather"(%1311, %1321) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_404 = stablehlo.constant dense<10> : tensor<i32>
    %1323 = stablehlo.broadcast_in_dim %c_404, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1324 = stablehlo.multiply %20, %1323 : tensor<10x10xi32>
    %c_405 = stablehlo.constant dense<2> : tensor<i32>
    %1325 = stablehlo.broadcast_in_dim %c_405, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1326 = stablehlo.add %1324, %1325 : tensor<10x10xi32>
    %c_406 = stablehlo.constant dense<0> : tensor<i32>
    %1327 = stablehlo.broadcast_in_dim %c_406, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1328 = stablehlo.compare LT, %1326, %1327, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_407 = stablehlo.constant dense<1000> : tensor<i32>
    %1329 = stablehlo.broadcast_in_dim %c_407, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1330 = stablehlo.add %1326, %1329 : tensor<10x10xi32>
    %1331 = stablehlo.select %1328, %1330, %1326 : tensor<10x10xi1>, tensor<10x10xi32>
    %1332 = stablehlo.broadcast_in_dim %1331, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1333 = "stablehlo.gather"(%1132, %1332) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1334 = stablehlo.broadcast_in_dim %1309, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1335 = stablehlo.broadcast_in_dim %1334, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1336 = stablehlo.multiply %1335, %1333 : tensor<8192x10x10xf32>
    %c_408 = stablehlo.constant dense<10> : tensor<i32>
    %1337 = stablehlo.broadcast_in_dim %c_408, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1338 = stablehlo.multiply %20, %1337 : tensor<10x10xi32>
    %c_409 = stablehlo.constant dense<2> : tensor<i32>
    %1339 = stablehlo.broadcast_in_dim %c_409, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1340 = stablehlo.add %1338, %1339 : tensor<10x10xi32>
    %c_410 = stablehlo.constant dense<0> : tensor<i32>
    %1341 = stablehlo.broadcast_in_dim %c_410, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1342 = stablehlo.compare LT, %1340, %1341, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_411 = stablehlo.constant dense<1000> : tensor<i32>
    %1343 = stablehlo.broadcast_in_dim %c_411, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1344 = stablehlo.add %1340, %1343 : tensor<10x10xi32>
    %1345 = stablehlo.select %1342, %1344, %1340 : tensor<10x10xi1>, tensor<10x10xi32>
    %1346 = stablehlo.broadcast_in_dim %1345, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1347 = "stablehlo.gather"(%1143, %1346) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1348 = stablehlo.broadcast_in_dim %1309, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1349 = stablehlo.broadcast_in_dim %1348, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1350 = stablehlo.multiply %1349, %1347 : tensor<8192x10x10xf32>
    %c_412 = stablehlo.constant dense<10> : tensor<i32>
    %1351 = stablehlo.broadcast_in_dim %c_412, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1352 = stablehlo.multiply %20, %1351 : tensor<10x10xi32>
    %c_413 = stablehlo.constant dense<2> : tensor<i32>
    %1353 = stablehlo.broadcast_in_dim %c_413, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1354 = stablehlo.add %1352, %1353 : tensor<10x10xi32>
    %c_414 = stablehlo.constant dense<0> : tensor<i32>
    %1355 = stablehlo.broadcast_in_dim %c_414, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1356 = stablehlo.compare LT, %1354, %1355, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_415 = stablehlo.constant dense<1000> : tensor<i32>
    %1357 = stablehlo.broadcast_in_dim %c_415, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1358 = stablehlo.add %1354, %1357 : tensor<10x10xi32>
    %1359 = stablehlo.select %1356, %1358, %1354 : tensor<10x10xi1>, tensor<10x10xi32>
    %1360 = stablehlo.broadcast_in_dim %1359, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1361 = "stablehlo.gather"(%1154, %1360) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1362 = stablehlo.broadcast_in_dim %1322, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1363 = stablehlo.broadcast_in_dim %1362, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1364 = stablehlo.multiply %1363, %1361 : tensor<8192x10x10xf32>
    %1365 = stablehlo.add %1294, %1336 : tensor<8192x10x10xf32>
    %1366 = stablehlo.add %1295, %1350 : tensor<8192x10x10xf32>
    %1367 = stablehlo.add %1296, %1364 : tensor<8192x10x10xf32>
    %c_416 = stablehlo.constant dense<0> : tensor<i32>
    %1368 = stablehlo.broadcast_in_dim %c_416, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1369 = stablehlo.add %1368, %15 : tensor<10x10xi32>
    %c_417 = stablehlo.constant dense<3> : tensor<i32>
    %1370 = stablehlo.broadcast_in_dim %c_417, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1371 = stablehlo.multiply %1369, %1370 : tensor<10x10xi32>
    %1372 = stablehlo.add %1371, %17 : tensor<10x10xi32>
    %1373 = stablehlo.slice %arg3 [0:8192, 0:1, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_418 = stablehlo.constant dense<0> : tensor<i32>
    %1375 = stablehlo.broadcast_in_dim %c_418, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1376 = stablehlo.compare LT, %1372, %1375, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_419 = stablehlo.constant dense<27> : tensor<i32>
    %1377 = stablehlo.broadcast_in_dim %c_419, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1378 = stablehlo.add %1372, %1377 : tensor<10x10xi32>
    %1379 = stablehlo.select %1376, %1378, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1380 = stablehlo.broadcast_in_dim %1379, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1381 = "stablehlo.gather"(%1374, %1380) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1382 = stablehlo.slice %arg3 [0:8192, 1:2, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_420 = stablehlo.constant dense<0> : tensor<i32>
    %1384 = stablehlo.broadcast_in_dim %c_420, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1385 = stablehlo.compare LT, %1372, %1384, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_421 = stablehlo.constant dense<27> : tensor<i32>
    %1386 = stablehlo.broadcast_in_dim %c_421, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1387 = stablehlo.add %1372, %1386 : tensor<10x10xi32>
    %1388 = stablehlo.select %1385, %1387, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1390 = "stablehlo.gather"(%1383, %1389) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1391 = stablehlo.slice %arg3 [0:8192, 2:3, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_422 = stablehlo.constant dense<0> : tensor<i32>
    %1393 = stablehlo.broadcast_in_dim %c_422, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1394 = stablehlo.compare LT, %1372, %1393, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_423 = stablehlo.constant dense<27> : tensor<i32>
    %1395 = stablehlo.broadcast_in_dim %c_423, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1396 = stablehlo.add %1372, %1395 : tensor<10x10xi32>
    %1397 = stablehlo.select %1394, %1396, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1398 = stablehlo.broadcast_in_dim %1397, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1399 = "stablehlo.gather"(%1392, %1398) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1400 = stablehlo.slice %arg3 [0:8192, 3:4, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_424 = stablehlo.constant dense<0> : tensor<i32>
    %1402 = stablehlo.broadcast_in_dim %c_424, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1403 = stablehlo.compare LT, %1372, %1402, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_425 = stablehlo.constant dense<27> : tensor<i32>
    %1404 = stablehlo.broadcast_in_dim %c_425, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1405 = stablehlo.add %1372, %1404 : tensor<10x10xi32>
    %1406 = stablehlo.select %1403, %1405, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1407 = stablehlo.broadcast_in_dim %1406, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1408 = "stablehlo.gather"(%1401, %1407) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1409 = stablehlo.slice %arg3 [0:8192, 4:5, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1410 = stablehlo.reshape %1409 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_426 = stablehlo.constant dense<0> : tensor<i32>
    %1411 = stablehlo.broadcast_in_dim %c_426, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1412 = stablehlo.compare LT, %1372, %1411, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_427 = stablehlo.constant dense<27> : tensor<i32>
    %1413 = stablehlo.broadcast_in_dim %c_427, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1414 = stablehlo.add %1372, %1413 : tensor<10x10xi32>
    %1415 = stablehlo.select %1412, %1414, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1416 = stablehlo.broadcast_in_dim %1415, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1417 = "stablehlo.gather"(%1410, %1416) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1418 = stablehlo.slice %arg3 [0:8192, 5:6, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_428 = stablehlo.constant dense<0> : tensor<i32>
    %1420 = stablehlo.broadcast_in_dim %c_428, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1421 = stablehlo.compare LT, %1372, %1420, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_429 = stablehlo.constant dense<27> : tensor<i32>
    %1422 = stablehlo.broadcast_in_dim %c_429, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1423 = stablehlo.add %1372, %1422 : tensor<10x10xi32>
    %1424 = stablehlo.select %1421, %1423, %1372 : tensor<10x10xi1>, tensor<10x10xi32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1426 = "stablehlo.gather"(%1419, %1425) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1427 = stablehlo.multiply %1381, %1365 : tensor<8192x10x10xf32>
    %1428 = stablehlo.multiply %1390, %1366 : tensor<8192x10x10xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<8192x10x10xf32>
    %1430 = stablehlo.multiply %1399, %1367 : tensor<8192x10x10xf32>
    %1431 = stablehlo.add %1429, %1430 : tensor<8192x10x10xf32>
    %1432 = stablehlo.multiply %1390, %1365 : tensor<8192x10x10xf32>
    %1433 = stablehlo.multiply %1408, %1366 : tensor<8192x10x10xf32>
    %1434 = stablehlo.add %1432, %1433 : tensor<8192x10x10xf32>
    %1435 = stablehlo.multiply %1417, %1367 : tensor<8192x10x10xf32>
    %1436 = stablehlo.add %1434, %1435 : tensor<8192x10x10xf32>
    %1437 = stablehlo.multiply %1399, %1365 : tensor<8192x10x10xf32>
    %1438 = stablehlo.multiply %1417, %1366 : tensor<8192x10x10xf32>
    %1439 = stablehlo.add %1437, %1438 : tensor<8192x10x10xf32>
    %1440 = stablehlo.multiply %1426, %1367 : tensor<8192x10x10xf32>
    %1441 = stablehlo.add %1439, %1440 : tensor<8192x10x10xf32>
    %c_430 = stablehlo.constant dense<10> : tensor<i32>
    %1442 = stablehlo.broadcast_in_dim %c_430, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1443 = stablehlo.multiply %20, %1442 : tensor<10x10xi32>
    %c_431 = stablehlo.constant dense<0> : tensor<i32>
    %1444 = stablehlo.broadcast_in_dim %c_431, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1445 = stablehlo.add %1443, %1444 : tensor<10x10xi32>
    %c_432 = stablehlo.constant dense<0> : tensor<i32>
    %1446 = stablehlo.broadcast_in_dim %c_432, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1447 = stablehlo.compare LT, %1445, %1446, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_433 = stablehlo.constant dense<1000> : tensor<i32>
    %1448 = stablehlo.broadcast_in_dim %c_433, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1449 = stablehlo.add %1445, %1448 : tensor<10x10xi32>
    %1450 = stablehlo.select %1447, %1449, %1445 : tensor<10x10xi1>, tensor<10x10xi32>
    %1451 = stablehlo.broadcast_in_dim %1450, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1452 = "stablehlo.scatter"(%1155, %1451, %1431) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_434 = stablehlo.constant dense<10> : tensor<i32>
    %1453 = stablehlo.broadcast_in_dim %c_434, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1454 = stablehlo.multiply %20, %1453 : tensor<10x10xi32>
    %c_435 = stablehlo.constant dense<0> : tensor<i32>
    %1455 = stablehlo.broadcast_in_dim %c_435, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1456 = stablehlo.add %1454, %1455 : tensor<10x10xi32>
    %c_436 = stablehlo.constant dense<0> : tensor<i32>
    %1457 = stablehlo.broadcast_in_dim %c_436, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1458 = stablehlo.compare LT, %1456, %1457, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_437 = stablehlo.constant dense<1000> : tensor<i32>
    %1459 = stablehlo.broadcast_in_dim %c_437, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1460 = stablehlo.add %1456, %1459 : tensor<10x10xi32>
    %1461 = stablehlo.select %1458, %1460, %1456 : tensor<10x10xi1>, tensor<10x10xi32>
    %1462 = stablehlo.broadcast_in_dim %1461, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1463 = "stablehlo.scatter"(%1156, %1462, %1436) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_438 = stablehlo.constant dense<10> : tensor<i32>
    %1464 = stablehlo.broadcast_in_dim %c_438, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1465 = stablehlo.multiply %20, %1464 : tensor<10x10xi32>
    %c_439 = stablehlo.constant dense<0> : tensor<i32>
    %1466 = stablehlo.broadcast_in_dim %c_439, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1467 = stablehlo.add %1465, %1466 : tensor<10x10xi32>
    %c_440 = stablehlo.constant dense<0> : tensor<i32>
    %1468 = stablehlo.broadcast_in_dim %c_440, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1469 = stablehlo.compare LT, %1467, %1468, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_441 = stablehlo.constant dense<1000> : tensor<i32>
    %1470 = stablehlo.broadcast_in_dim %c_441, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1471 = stablehlo.add %1467, %1470 : tensor<10x10xi32>
    %1472 = stablehlo.select %1469, %1471, %1467 : tensor<10x10xi1>, tensor<10x10xi32>
    %1473 = stablehlo.broadcast_in_dim %1472, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1474 = "stablehlo.scatter"(%1157, %1473, %1441) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_442 = stablehlo.constant dense<1> : tensor<i32>
    %1475 = stablehlo.broadcast_in_dim %c_442, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1476 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_443 = stablehlo.constant dense<3> : tensor<i32>
    %1477 = stablehlo.broadcast_in_dim %c_443, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1478 = stablehlo.multiply %1475, %1477 : tensor<10x10xi32>
    %c_444 = stablehlo.constant dense<0> : tensor<i32>
    %1479 = stablehlo.broadcast_in_dim %c_444, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1480 = stablehlo.add %1478, %1479 : tensor<10x10xi32>
    %c_445 = stablehlo.constant dense<0> : tensor<i32>
    %1481 = stablehlo.broadcast_in_dim %c_445, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1482 = stablehlo.compare LT, %1480, %1481, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_446 = stablehlo.constant dense<9> : tensor<i32>
    %1483 = stablehlo.broadcast_in_dim %c_446, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1484 = stablehlo.add %1480, %1483 : tensor<10x10xi32>
    %1485 = stablehlo.select %1482, %1484, %1480 : tensor<10x10xi1>, tensor<10x10xi32>
    %1486 = stablehlo.broadcast_in_dim %1485, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1487 = "stablehlo.gather"(%1476, %1486) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_447 = stablehlo.constant dense<1> : tensor<i32>
    %1488 = stablehlo.broadcast_in_dim %c_447, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1489 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_448 = stablehlo.constant dense<3> : tensor<i32>
    %1490 = stablehlo.broadcast_in_dim %c_448, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1491 = stablehlo.multiply %1488, %1490 : tensor<10x10xi32>
    %c_449 = stablehlo.constant dense<0> : tensor<i32>
    %1492 = stablehlo.broadcast_in_dim %c_449, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1493 = stablehlo.add %1491, %1492 : tensor<10x10xi32>
    %c_450 = stablehlo.constant dense<0> : tensor<i32>
    %1494 = stablehlo.broadcast_in_dim %c_450, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1495 = stablehlo.compare LT, %1493, %1494, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_451 = stablehlo.constant dense<9> : tensor<i32>
    %1496 = stablehlo.broadcast_in_dim %c_451, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1497 = stablehlo.add %1493, %1496 : tensor<10x10xi32>
    %1498 = stablehlo.select %1495, %1497, %1493 : tensor<10x10xi1>, tensor<10x10xi32>
    %1499 = stablehlo.broadcast_in_dim %1498, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1500 = "stablehlo.gather"(%1489, %1499) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_452 = stablehlo.constant dense<10> : tensor<i32>
    %1501 = stablehlo.broadcast_in_dim %c_452, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1502 = stablehlo.multiply %20, %1501 : tensor<10x10xi32>
    %c_453 = stablehlo.constant dense<0> : tensor<i32>
    %1503 = stablehlo.broadcast_in_dim %c_453, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1504 = stablehlo.add %1502, %1503 : tensor<10x10xi32>
    %c_454 = stablehlo.constant dense<0> : tensor<i32>
    %1505 = stablehlo.broadcast_in_dim %c_454, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1506 = stablehlo.compare LT, %1504, %1505, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_455 = stablehlo.constant dense<1000> : tensor<i32>
    %1507 = stablehlo.broadcast_in_dim %c_455, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1508 = stablehlo.add %1504, %1507 : tensor<10x10xi32>
    %1509 = stablehlo.select %1506, %1508, %1504 : tensor<10x10xi1>, tensor<10x10xi32>
    %1510 = stablehlo.broadcast_in_dim %1509, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1511 = "stablehlo.gather"(%1132, %1510) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1512 = stablehlo.broadcast_in_dim %1487, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1513 = stablehlo.broadcast_in_dim %1512, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1514 = stablehlo.multiply %1513, %1511 : tensor<8192x10x10xf32>
    %c_456 = stablehlo.constant dense<10> : tensor<i32>
    %1515 = stablehlo.broadcast_in_dim %c_456, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1516 = stablehlo.multiply %20, %1515 : tensor<10x10xi32>
    %c_457 = stablehlo.constant dense<0> : tensor<i32>
    %1517 = stablehlo.broadcast_in_dim %c_457, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1518 = stablehlo.add %1516, %1517 : tensor<10x10xi32>
    %c_458 = stablehlo.constant dense<0> : tensor<i32>
    %1519 = stablehlo.broadcast_in_dim %c_458, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1520 = stablehlo.compare LT, %1518, %1519, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_459 = stablehlo.constant dense<1000> : tensor<i32>
    %1521 = stablehlo.broadcast_in_dim %c_459, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1522 = stablehlo.add %1518, %1521 : tensor<10x10xi32>
    %1523 = stablehlo.select %1520, %1522, %1518 : tensor<10x10xi1>, tensor<10x10xi32>
    %1524 = stablehlo.broadcast_in_dim %1523, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1525 = "stablehlo.gather"(%1143, %1524) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1526 = stablehlo.broadcast_in_dim %1487, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1527 = stablehlo.broadcast_in_dim %1526, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1528 = stablehlo.multiply %1527, %1525 : tensor<8192x10x10xf32>
    %c_460 = stablehlo.constant dense<10> : tensor<i32>
    %1529 = stablehlo.broadcast_in_dim %c_460, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1530 = stablehlo.multiply %20, %1529 : tensor<10x10xi32>
    %c_461 = stablehlo.constant dense<0> : tensor<i32>
    %1531 = stablehlo.broadcast_in_dim %c_461, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1532 = stablehlo.add %1530, %1531 : tensor<10x10xi32>
    %c_462 = stablehlo.constant dense<0> : tensor<i32>
    %1533 = stablehlo.broadcast_in_dim %c_462, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1534 = stablehlo.compare LT, %1532, %1533, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_463 = stablehlo.constant dense<1000> : tensor<i32>
    %1535 = stablehlo.broadcast_in_dim %c_463, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1536 = stablehlo.add %1532, %1535 : tensor<10x10xi32>
    %1537 = stablehlo.select %1534, %1536, %1532 : tensor<10x10xi1>, tensor<10x10xi32>
    %1538 = stablehlo.broadcast_in_dim %1537, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1539 = "stablehlo.gather"(%1154, %1538) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1540 = stablehlo.broadcast_in_dim %1500, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1541 = stablehlo.broadcast_in_dim %1540, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1542 = stablehlo.multiply %1541, %1539 : tensor<8192x10x10xf32>
    %c_464 = stablehlo.constant dense<1> : tensor<i32>
    %1543 = stablehlo.broadcast_in_dim %c_464, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1544 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_465 = stablehlo.constant dense<3> : tensor<i32>
    %1545 = stablehlo.broadcast_in_dim %c_465, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1546 = stablehlo.multiply %1543, %1545 : tensor<10x10xi32>
    %c_466 = stablehlo.constant dense<1> : tensor<i32>
    %1547 = stablehlo.broadcast_in_dim %c_466, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1548 = stablehlo.add %1546, %1547 : tensor<10x10xi32>
    %c_467 = stablehlo.constant dense<0> : tensor<i32>
    %1549 = stablehlo.broadcast_in_dim %c_467, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1550 = stablehlo.compare LT, %1548, %1549, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_468 = stablehlo.constant dense<9> : tensor<i32>
    %1551 = stablehlo.broadcast_in_dim %c_468, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1552 = stablehlo.add %1548, %1551 : tensor<10x10xi32>
    %1553 = stablehlo.select %1550, %1552, %1548 : tensor<10x10xi1>, tensor<10x10xi32>
    %1554 = stablehlo.broadcast_in_dim %1553, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1555 = "stablehlo.gather"(%1544, %1554) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_469 = stablehlo.constant dense<1> : tensor<i32>
    %1556 = stablehlo.broadcast_in_dim %c_469, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1557 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_470 = stablehlo.constant dense<3> : tensor<i32>
    %1558 = stablehlo.broadcast_in_dim %c_470, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1559 = stablehlo.multiply %1556, %1558 : tensor<10x10xi32>
    %c_471 = stablehlo.constant dense<1> : tensor<i32>
    %1560 = stablehlo.broadcast_in_dim %c_471, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1561 = stablehlo.add %1559, %1560 : tensor<10x10xi32>
    %c_472 = stablehlo.constant dense<0> : tensor<i32>
    %1562 = stablehlo.broadcast_in_dim %c_472, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1563 = stablehlo.compare LT, %1561, %1562, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_473 = stablehlo.constant dense<9> : tensor<i32>
    %1564 = stablehlo.broadcast_in_dim %c_473, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1565 = stablehlo.add %1561, %1564 : tensor<10x10xi32>
    %1566 = stablehlo.select %1563, %1565, %1561 : tensor<10x10xi1>, tensor<10x10xi32>
    %1567 = stablehlo.broadcast_in_dim %1566, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1568 = "stablehlo.gather"(%1557, %1567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_474 = stablehlo.constant dense<10> : tensor<i32>
    %1569 = stablehlo.broadcast_in_dim %c_474, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1570 = stablehlo.multiply %20, %1569 : tensor<10x10xi32>
    %c_475 = stablehlo.constant dense<1> : tensor<i32>
    %1571 = stablehlo.broadcast_in_dim %c_475, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1572 = stablehlo.add %1570, %1571 : tensor<10x10xi32>
    %c_476 = stablehlo.constant dense<0> : tensor<i32>
    %1573 = stablehlo.broadcast_in_dim %c_476, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1574 = stablehlo.compare LT, %1572, %1573, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_477 = stablehlo.constant dense<1000> : tensor<i32>
    %1575 = stablehlo.broadcast_in_dim %c_477, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1576 = stablehlo.add %1572, %1575 : tensor<10x10xi32>
    %1577 = stablehlo.select %1574, %1576, %1572 : tensor<10x10xi1>, tensor<10x10xi32>
    %1578 = stablehlo.broadcast_in_dim %1577, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1579 = "stablehlo.gather"(%1132, %1578) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1580 = stablehlo.broadcast_in_dim %1555, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1581 = stablehlo.broadcast_in_dim %1580, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1582 = stablehlo.multiply %1581, %1579 : tensor<8192x10x10xf32>
    %c_478 = stablehlo.constant dense<10> : tensor<i32>
    %1583 = stablehlo.broadcast_in_dim %c_478, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1584 = stablehlo.multiply %20, %1583 : tensor<10x10xi32>
    %c_479 = stablehlo.constant dense<1> : tensor<i32>
    %1585 = stablehlo.broadcast_in_dim %c_479, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1586 = stablehlo.add %1584, %1585 : tensor<10x10xi32>
    %c_480 = stablehlo.constant dense<0> : tensor<i32>
    %1587 = stablehlo.broadcast_in_dim %c_480, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1588 = stablehlo.compare LT, %1586, %1587, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_481 = stablehlo.constant dense<1000> : tensor<i32>
    %1589 = stablehlo.broadcast_in_dim %c_481, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1590 = stablehlo.add %1586, %1589 : tensor<10x10xi32>
    %1591 = stablehlo.select %1588, %1590, %1586 : tensor<10x10xi1>, tensor<10x10xi32>
    %1592 = stablehlo.broadcast_in_dim %1591, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1593 = "stablehlo.gather"(%1143, %1592) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1594 = stablehlo.broadcast_in_dim %1555, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1595 = stablehlo.broadcast_in_dim %1594, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1596 = stablehlo.multiply %1595, %1593 : tensor<8192x10x10xf32>
    %c_482 = stablehlo.constant dense<10> : tensor<i32>
    %1597 = stablehlo.broadcast_in_dim %c_482, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1598 = stablehlo.multiply %20, %1597 : tensor<10x10xi32>
    %c_483 = stablehlo.constant dense<1> : tensor<i32>
    %1599 = stablehlo.broadcast_in_dim %c_483, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1600 = stablehlo.add %1598, %1599 : tensor<10x10xi32>
    %c_484 = stablehlo.constant dense<0> : tensor<i32>
    %1601 = stablehlo.broadcast_in_dim %c_484, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1602 = stablehlo.compare LT, %1600, %1601, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_485 = stablehlo.constant dense<1000> : tensor<i32>
    %1603 = stablehlo.broadcast_in_dim %c_485, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1604 = stablehlo.add %1600, %1603 : tensor<10x10xi32>
    %1605 = stablehlo.select %1602, %1604, %1600 : tensor<10x10xi1>, tensor<10x10xi32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1607 = "stablehlo.gather"(%1154, %1606) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1608 = stablehlo.broadcast_in_dim %1568, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1609 = stablehlo.broadcast_in_dim %1608, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1610 = stablehlo.multiply %1609, %1607 : tensor<8192x10x10xf32>
    %1611 = stablehlo.add %1514, %1582 : tensor<8192x10x10xf32>
    %1612 = stablehlo.add %1528, %1596 : tensor<8192x10x10xf32>
    %1613 = stablehlo.add %1542, %1610 : tensor<8192x10x10xf32>
    %c_486 = stablehlo.constant dense<1> : tensor<i32>
    %1614 = stablehlo.broadcast_in_dim %c_486, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1615 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_487 = stablehlo.constant dense<3> : tensor<i32>
    %1616 = stablehlo.broadcast_in_dim %c_487, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1617 = stablehlo.multiply %1614, %1616 : tensor<10x10xi32>
    %c_488 = stablehlo.constant dense<2> : tensor<i32>
    %1618 = stablehlo.broadcast_in_dim %c_488, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1619 = stablehlo.add %1617, %1618 : tensor<10x10xi32>
    %c_489 = stablehlo.constant dense<0> : tensor<i32>
    %1620 = stablehlo.broadcast_in_dim %c_489, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1621 = stablehlo.compare LT, %1619, %1620, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_490 = stablehlo.constant dense<9> : tensor<i32>
    %1622 = stablehlo.broadcast_in_dim %c_490, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1623 = stablehlo.add %1619, %1622 : tensor<10x10xi32>
    %1624 = stablehlo.select %1621, %1623, %1619 : tensor<10x10xi1>, tensor<10x10xi32>
    %1625 = stablehlo.broadcast_in_dim %1624, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1626 = "stablehlo.gather"(%1615, %1625) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_491 = stablehlo.constant dense<1> : tensor<i32>
    %1627 = stablehlo.broadcast_in_dim %c_491, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1628 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_492 = stablehlo.constant dense<3> : tensor<i32>
    %1629 = stablehlo.broadcast_in_dim %c_492, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1630 = stablehlo.multiply %1627, %1629 : tensor<10x10xi32>
    %c_493 = stablehlo.constant dense<2> : tensor<i32>
    %1631 = stablehlo.broadcast_in_dim %c_493, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1632 = stablehlo.add %1630, %1631 : tensor<10x10xi32>
    %c_494 = stablehlo.constant dense<0> : tensor<i32>
    %1633 = stablehlo.broadcast_in_dim %c_494, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1634 = stablehlo.compare LT, %1632, %1633, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_495 = stablehlo.constant dense<9> : tensor<i32>
    %1635 = stablehlo.broadcast_in_dim %c_495, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1636 = stablehlo.add %1632, %1635 : tensor<10x10xi32>
    %1637 = stablehlo.select %1634, %1636, %1632 : tensor<10x10xi1>, tensor<10x10xi32>
    %1638 = stablehlo.broadcast_in_dim %1637, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1639 = "stablehlo.gather"(%1628, %1638) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_496 = stablehlo.constant dense<10> : tensor<i32>
    %1640 = stablehlo.broadcast_in_dim %c_496, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1641 = stablehlo.multiply %20, %1640 : tensor<10x10xi32>
    %c_497 = stablehlo.constant dense<2> : tensor<i32>
    %1642 = stablehlo.broadcast_in_dim %c_497, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1643 = stablehlo.add %1641, %1642 : tensor<10x10xi32>
    %c_498 = stablehlo.constant dense<0> : tensor<i32>
    %1644 = stablehlo.broadcast_in_dim %c_498, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1645 = stablehlo.compare LT, %1643, %1644, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_499 = stablehlo.constant dense<1000> : tensor<i32>
    %1646 = stablehlo.broadcast_in_dim %c_499, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1647 = stablehlo.add %1643, %1646 : tensor<10x10xi32>
    %1648 = stablehlo.select %1645, %1647, %1643 : tensor<10x10xi1>, tensor<10x10xi32>
    %1649 = stablehlo.broadcast_in_dim %1648, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1650 = "stablehlo.gather"(%1132, %1649) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1651 = stablehlo.broadcast_in_dim %1626, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1652 = stablehlo.broadcast_in_dim %1651, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1653 = stablehlo.multiply %1652, %1650 : tensor<8192x10x10xf32>
    %c_500 = stablehlo.constant dense<10> : tensor<i32>
    %1654 = stablehlo.broadcast_in_dim %c_500, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1655 = stablehlo.multiply %20, %1654 : tensor<10x10xi32>
    %c_501 = stablehlo.constant dense<2> : tensor<i32>
    %1656 = stablehlo.broadcast_in_dim %c_501, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1657 = stablehlo.add %1655, %1656 : tensor<10x10xi32>
    %c_502 = stablehlo.constant dense<0> : tensor<i32>
    %1658 = stablehlo.broadcast_in_dim %c_502, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1659 = stablehlo.compare LT, %1657, %1658, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_503 = stablehlo.constant dense<1000> : tensor<i32>
    %1660 = stablehlo.broadcast_in_dim %c_503, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1661 = stablehlo.add %1657, %1660 : tensor<10x10xi32>
    %1662 = stablehlo.select %1659, %1661, %1657 : tensor<10x10xi1>, tensor<10x10xi32>
    %1663 = stablehlo.broadcast_in_dim %1662, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1664 = "stablehlo.gather"(%1143, %1663) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1665 = stablehlo.broadcast_in_dim %1626, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1666 = stablehlo.broadcast_in_dim %1665, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1667 = stablehlo.multiply %1666, %1664 : tensor<8192x10x10xf32>
    %c_504 = stablehlo.constant dense<10> : tensor<i32>
    %1668 = stablehlo.broadcast_in_dim %c_504, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1669 = stablehlo.multiply %20, %1668 : tensor<10x10xi32>
    %c_505 = stablehlo.constant dense<2> : tensor<i32>
    %1670 = stablehlo.broadcast_in_dim %c_505, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1671 = stablehlo.add %1669, %1670 : tensor<10x10xi32>
    %c_506 = stablehlo.constant dense<0> : tensor<i32>
    %1672 = stablehlo.broadcast_in_dim %c_506, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1673 = stablehlo.compare LT, %1671, %1672, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_507 = stablehlo.constant dense<1000> : tensor<i32>
    %1674 = stablehlo.broadcast_in_dim %c_507, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1675 = stablehlo.add %1671, %1674 : tensor<10x10xi32>
    %1676 = stablehlo.select %1673, %1675, %1671 : tensor<10x10xi1>, tensor<10x10xi32>
    %1677 = stablehlo.broadcast_in_dim %1676, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1678 = "stablehlo.gather"(%1154, %1677) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1679 = stablehlo.broadcast_in_dim %1639, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1680 = stablehlo.broadcast_in_dim %1679, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1681 = stablehlo.multiply %1680, %1678 : tensor<8192x10x10xf32>
    %1682 = stablehlo.add %1611, %1653 : tensor<8192x10x10xf32>
    %1683 = stablehlo.add %1612, %1667 : tensor<8192x10x10xf32>
    %1684 = stablehlo.add %1613, %1681 : tensor<8192x10x10xf32>
    %c_508 = stablehlo.constant dense<3> : tensor<i32>
    %1685 = stablehlo.broadcast_in_dim %c_508, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1686 = stablehlo.add %1685, %15 : tensor<10x10xi32>
    %c_509 = stablehlo.constant dense<3> : tensor<i32>
    %1687 = stablehlo.broadcast_in_dim %c_509, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1688 = stablehlo.multiply %1686, %1687 : tensor<10x10xi32>
    %1689 = stablehlo.add %1688, %17 : tensor<10x10xi32>
    %1690 = stablehlo.slice %arg3 [0:8192, 0:1, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1691 = stablehlo.reshape %1690 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_510 = stablehlo.constant dense<0> : tensor<i32>
    %1692 = stablehlo.broadcast_in_dim %c_510, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1693 = stablehlo.compare LT, %1689, %1692, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_511 = stablehlo.constant dense<27> : tensor<i32>
    %1694 = stablehlo.broadcast_in_dim %c_511, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1695 = stablehlo.add %1689, %1694 : tensor<10x10xi32>
    %1696 = stablehlo.select %1693, %1695, %1689 : tensor<10x10xi1>, tensor<10x10xi32>
    %1697 = stablehlo.broadcast_in_dim %1696, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1698 = "stablehlo.gather"(%1691, %1697) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1699 = stablehlo.slice %arg3 [0:8192, 1:2, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1700 = stablehlo.reshape %1699 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_512 = stablehlo.constant dense<0> : tensor<i32>
    %1701 = stablehlo.broadcast_in_dim %c_512, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1702 = stablehlo.compare LT, %1689, %1701, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_513 = stablehlo.constant dense<27> : tensor<i32>
    %1703 = stablehlo.broadcast_in_dim %c_513, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1704 = stablehlo.add %1689, %1703 : tensor<10x10xi32>
    %1705 = stablehlo.select %1702, %1704, %1689 : tensor<10x10xi1>, tensor<10x10xi32>
    %1706 = stablehlo.broadcast_in_dim %1705, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1707 = "stablehlo.gather"(%1700, %1706) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1708 = stablehlo.slice %arg3 [0:8192, 2:3, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1709 = stablehlo.reshape %1708 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_514 = stablehlo.constant dense<0> : tensor<i32>
    %1710 = stablehlo.broadcast_in_dim %c_514, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1711 = stablehlo.compare LT, %1689, %1710, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_515 = stablehlo.constant dense<27> : tensor<i32>
    %1712 = stablehlo.broadcast_in_dim %c_515, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1713 = stablehlo.add %1689, %1712 : tensor<10x10xi32>
    %1714 = stablehlo.select %1711, %1713, %1689 : tensor<10x10xi1>, tensor<10x10xi32>
    %1715 = stablehlo.broadcast_in_dim %1714, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1716 = "stablehlo.gather"(%1709, %1715) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1717 = stablehlo.slice %arg3 [0:8192, 3:4, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1718 = stablehlo.reshape %1717 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_516 = stablehlo.constant dense<0> : tensor<i32>
    %1719 = stablehlo.broadcast_in_dim %c_516, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1720 = stablehlo.compare LT, %1689, %1719, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_517 = stablehlo.constant dense<27> : tensor<i32>
    %1721 = stablehlo.broadcast_in_dim %c_517, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1722 = stablehlo.add %1689, %1721 : tensor<10x10xi32>
    %1723 = stablehlo.select %1720, %1722, %1689 : tensor<10x10xi1>, tensor<10x10xi32>
    %1724 = stablehlo.broadcast_in_dim %1723, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1725 = "stablehlo.gather"(%1718, %1724) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1726 = stablehlo.slice %arg3 [0:8192, 4:5, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1727 = stablehlo.reshape %1726 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_518 = stablehlo.constant dense<0> : tensor<i32>
    %1728 = stablehlo.broadcast_in_dim %c_518, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1729 = stablehlo.compare LT, %1689, %1728, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_519 = stablehlo.constant dense<27> : tensor<i32>
    %1730 = stablehlo.broadcast_in_dim %c_519, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1731 = stablehlo.add %1689, %1730 : tensor<10x10xi32>
    %1732 = stablehlo.select %1729, %1731, %1689 : tensor<10x10xi1>, tensor<10x10xi32>
    %1733 = stablehlo.broadcast_in_dim %1732, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1734 = "stablehlo.gather"(%1727, %1733) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1735 = stablehlo.slice %arg3 [0:8192, 5:6, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %1736 = stablehlo.reshape %1735 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_520 = stablehlo.constant dense<0> : tensor<i32>
    %1737 = stablehlo.broadcast_in_dim %c_520, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1738 = stablehlo.compare LT, %1689, %1737, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_521 = stablehlo.constant dense<27> : tensor<i32>
    %1739 = stablehlo.broadcast_in_dim %c_521, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1740 = stablehlo.add %1689, %1739 : tensor<10x10xi32>
    %1741 = stablehlo.select %1738, %1740, %1689 : tensor<10x10xi1>, tensor<10x10xi32>
    %1742 = stablehlo.broadcast_in_dim %1741, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1743 = "stablehlo.gather"(%1736, %1742) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1744 = stablehlo.multiply %1698, %1682 : tensor<8192x10x10xf32>
    %1745 = stablehlo.multiply %1707, %1683 : tensor<8192x10x10xf32>
    %1746 = stablehlo.add %1744, %1745 : tensor<8192x10x10xf32>
    %1747 = stablehlo.multiply %1716, %1684 : tensor<8192x10x10xf32>
    %1748 = stablehlo.add %1746, %1747 : tensor<8192x10x10xf32>
    %1749 = stablehlo.multiply %1707, %1682 : tensor<8192x10x10xf32>
    %1750 = stablehlo.multiply %1725, %1683 : tensor<8192x10x10xf32>
    %1751 = stablehlo.add %1749, %1750 : tensor<8192x10x10xf32>
    %1752 = stablehlo.multiply %1734, %1684 : tensor<8192x10x10xf32>
    %1753 = stablehlo.add %1751, %1752 : tensor<8192x10x10xf32>
    %1754 = stablehlo.multiply %1716, %1682 : tensor<8192x10x10xf32>
    %1755 = stablehlo.multiply %1734, %1683 : tensor<8192x10x10xf32>
    %1756 = stablehlo.add %1754, %1755 : tensor<8192x10x10xf32>
    %1757 = stablehlo.multiply %1743, %1684 : tensor<8192x10x10xf32>
    %1758 = stablehlo.add %1756, %1757 : tensor<8192x10x10xf32>
    %c_522 = stablehlo.constant dense<10> : tensor<i32>
    %1759 = stablehlo.broadcast_in_dim %c_522, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1760 = stablehlo.multiply %20, %1759 : tensor<10x10xi32>
    %c_523 = stablehlo.constant dense<1> : tensor<i32>
    %1761 = stablehlo.broadcast_in_dim %c_523, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1762 = stablehlo.add %1760, %1761 : tensor<10x10xi32>
    %c_524 = stablehlo.constant dense<0> : tensor<i32>
    %1763 = stablehlo.broadcast_in_dim %c_524, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1764 = stablehlo.compare LT, %1762, %1763, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_525 = stablehlo.constant dense<1000> : tensor<i32>
    %1765 = stablehlo.broadcast_in_dim %c_525, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1766 = stablehlo.add %1762, %1765 : tensor<10x10xi32>
    %1767 = stablehlo.select %1764, %1766, %1762 : tensor<10x10xi1>, tensor<10x10xi32>
    %1768 = stablehlo.broadcast_in_dim %1767, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1769 = "stablehlo.scatter"(%1452, %1768, %1748) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_526 = stablehlo.constant dense<10> : tensor<i32>
    %1770 = stablehlo.broadcast_in_dim %c_526, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1771 = stablehlo.multiply %20, %1770 : tensor<10x10xi32>
    %c_527 = stablehlo.constant dense<1> : tensor<i32>
    %1772 = stablehlo.broadcast_in_dim %c_527, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1773 = stablehlo.add %1771, %1772 : tensor<10x10xi32>
    %c_528 = stablehlo.constant dense<0> : tensor<i32>
    %1774 = stablehlo.broadcast_in_dim %c_528, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1775 = stablehlo.compare LT, %1773, %1774, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_529 = stablehlo.constant dense<1000> : tensor<i32>
    %1776 = stablehlo.broadcast_in_dim %c_529, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1777 = stablehlo.add %1773, %1776 : tensor<10x10xi32>
    %1778 = stablehlo.select %1775, %1777, %1773 : tensor<10x10xi1>, tensor<10x10xi32>
    %1779 = stablehlo.broadcast_in_dim %1778, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1780 = "stablehlo.scatter"(%1463, %1779, %1753) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_530 = stablehlo.constant dense<10> : tensor<i32>
    %1781 = stablehlo.broadcast_in_dim %c_530, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1782 = stablehlo.multiply %20, %1781 : tensor<10x10xi32>
    %c_531 = stablehlo.constant dense<1> : tensor<i32>
    %1783 = stablehlo.broadcast_in_dim %c_531, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1784 = stablehlo.add %1782, %1783 : tensor<10x10xi32>
    %c_532 = stablehlo.constant dense<0> : tensor<i32>
    %1785 = stablehlo.broadcast_in_dim %c_532, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1786 = stablehlo.compare LT, %1784, %1785, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_533 = stablehlo.constant dense<1000> : tensor<i32>
    %1787 = stablehlo.broadcast_in_dim %c_533, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1788 = stablehlo.add %1784, %1787 : tensor<10x10xi32>
    %1789 = stablehlo.select %1786, %1788, %1784 : tensor<10x10xi1>, tensor<10x10xi32>
    %1790 = stablehlo.broadcast_in_dim %1789, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1791 = "stablehlo.scatter"(%1474, %1790, %1758) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_534 = stablehlo.constant dense<2> : tensor<i32>
    %1792 = stablehlo.broadcast_in_dim %c_534, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1793 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_535 = stablehlo.constant dense<3> : tensor<i32>
    %1794 = stablehlo.broadcast_in_dim %c_535, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1795 = stablehlo.multiply %1792, %1794 : tensor<10x10xi32>
    %c_536 = stablehlo.constant dense<0> : tensor<i32>
    %1796 = stablehlo.broadcast_in_dim %c_536, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1797 = stablehlo.add %1795, %1796 : tensor<10x10xi32>
    %c_537 = stablehlo.constant dense<0> : tensor<i32>
    %1798 = stablehlo.broadcast_in_dim %c_537, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1799 = stablehlo.compare LT, %1797, %1798, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_538 = stablehlo.constant dense<9> : tensor<i32>
    %1800 = stablehlo.broadcast_in_dim %c_538, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1801 = stablehlo.add %1797, %1800 : tensor<10x10xi32>
    %1802 = stablehlo.select %1799, %1801, %1797 : tensor<10x10xi1>, tensor<10x10xi32>
    %1803 = stablehlo.broadcast_in_dim %1802, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1804 = "stablehlo.gather"(%1793, %1803) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_539 = stablehlo.constant dense<2> : tensor<i32>
    %1805 = stablehlo.broadcast_in_dim %c_539, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1806 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_540 = stablehlo.constant dense<3> : tensor<i32>
    %1807 = stablehlo.broadcast_in_dim %c_540, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1808 = stablehlo.multiply %1805, %1807 : tensor<10x10xi32>
    %c_541 = stablehlo.constant dense<0> : tensor<i32>
    %1809 = stablehlo.broadcast_in_dim %c_541, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1810 = stablehlo.add %1808, %1809 : tensor<10x10xi32>
    %c_542 = stablehlo.constant dense<0> : tensor<i32>
    %1811 = stablehlo.broadcast_in_dim %c_542, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1812 = stablehlo.compare LT, %1810, %1811, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_543 = stablehlo.constant dense<9> : tensor<i32>
    %1813 = stablehlo.broadcast_in_dim %c_543, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1814 = stablehlo.add %1810, %1813 : tensor<10x10xi32>
    %1815 = stablehlo.select %1812, %1814, %1810 : tensor<10x10xi1>, tensor<10x10xi32>
    %1816 = stablehlo.broadcast_in_dim %1815, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1817 = "stablehlo.gather"(%1806, %1816) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_544 = stablehlo.constant dense<10> : tensor<i32>
    %1818 = stablehlo.broadcast_in_dim %c_544, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1819 = stablehlo.multiply %20, %1818 : tensor<10x10xi32>
    %c_545 = stablehlo.constant dense<0> : tensor<i32>
    %1820 = stablehlo.broadcast_in_dim %c_545, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1821 = stablehlo.add %1819, %1820 : tensor<10x10xi32>
    %c_546 = stablehlo.constant dense<0> : tensor<i32>
    %1822 = stablehlo.broadcast_in_dim %c_546, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1823 = stablehlo.compare LT, %1821, %1822, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_547 = stablehlo.constant dense<1000> : tensor<i32>
    %1824 = stablehlo.broadcast_in_dim %c_547, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1825 = stablehlo.add %1821, %1824 : tensor<10x10xi32>
    %1826 = stablehlo.select %1823, %1825, %1821 : tensor<10x10xi1>, tensor<10x10xi32>
    %1827 = stablehlo.broadcast_in_dim %1826, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1828 = "stablehlo.gather"(%1132, %1827) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1829 = stablehlo.broadcast_in_dim %1804, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1830 = stablehlo.broadcast_in_dim %1829, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1831 = stablehlo.multiply %1830, %1828 : tensor<8192x10x10xf32>
    %c_548 = stablehlo.constant dense<10> : tensor<i32>
    %1832 = stablehlo.broadcast_in_dim %c_548, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1833 = stablehlo.multiply %20, %1832 : tensor<10x10xi32>
    %c_549 = stablehlo.constant dense<0> : tensor<i32>
    %1834 = stablehlo.broadcast_in_dim %c_549, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1835 = stablehlo.add %1833, %1834 : tensor<10x10xi32>
    %c_550 = stablehlo.constant dense<0> : tensor<i32>
    %1836 = stablehlo.broadcast_in_dim %c_550, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1837 = stablehlo.compare LT, %1835, %1836, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_551 = stablehlo.constant dense<1000> : tensor<i32>
    %1838 = stablehlo.broadcast_in_dim %c_551, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1839 = stablehlo.add %1835, %1838 : tensor<10x10xi32>
    %1840 = stablehlo.select %1837, %1839, %1835 : tensor<10x10xi1>, tensor<10x10xi32>
    %1841 = stablehlo.broadcast_in_dim %1840, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1842 = "stablehlo.gather"(%1143, %1841) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1843 = stablehlo.broadcast_in_dim %1804, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1844 = stablehlo.broadcast_in_dim %1843, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1845 = stablehlo.multiply %1844, %1842 : tensor<8192x10x10xf32>
    %c_552 = stablehlo.constant dense<10> : tensor<i32>
    %1846 = stablehlo.broadcast_in_dim %c_552, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1847 = stablehlo.multiply %20, %1846 : tensor<10x10xi32>
    %c_553 = stablehlo.constant dense<0> : tensor<i32>
    %1848 = stablehlo.broadcast_in_dim %c_553, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1849 = stablehlo.add %1847, %1848 : tensor<10x10xi32>
    %c_554 = stablehlo.constant dense<0> : tensor<i32>
    %1850 = stablehlo.broadcast_in_dim %c_554, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1851 = stablehlo.compare LT, %1849, %1850, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_555 = stablehlo.constant dense<1000> : tensor<i32>
    %1852 = stablehlo.broadcast_in_dim %c_555, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1853 = stablehlo.add %1849, %1852 : tensor<10x10xi32>
    %1854 = stablehlo.select %1851, %1853, %1849 : tensor<10x10xi1>, tensor<10x10xi32>
    %1855 = stablehlo.broadcast_in_dim %1854, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1856 = "stablehlo.gather"(%1154, %1855) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1857 = stablehlo.broadcast_in_dim %1817, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1858 = stablehlo.broadcast_in_dim %1857, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1859 = stablehlo.multiply %1858, %1856 : tensor<8192x10x10xf32>
    %c_556 = stablehlo.constant dense<2> : tensor<i32>
    %1860 = stablehlo.broadcast_in_dim %c_556, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1861 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_557 = stablehlo.constant dense<3> : tensor<i32>
    %1862 = stablehlo.broadcast_in_dim %c_557, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1863 = stablehlo.multiply %1860, %1862 : tensor<10x10xi32>
    %c_558 = stablehlo.constant dense<1> : tensor<i32>
    %1864 = stablehlo.broadcast_in_dim %c_558, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1865 = stablehlo.add %1863, %1864 : tensor<10x10xi32>
    %c_559 = stablehlo.constant dense<0> : tensor<i32>
    %1866 = stablehlo.broadcast_in_dim %c_559, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1867 = stablehlo.compare LT, %1865, %1866, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_560 = stablehlo.constant dense<9> : tensor<i32>
    %1868 = stablehlo.broadcast_in_dim %c_560, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1869 = stablehlo.add %1865, %1868 : tensor<10x10xi32>
    %1870 = stablehlo.select %1867, %1869, %1865 : tensor<10x10xi1>, tensor<10x10xi32>
    %1871 = stablehlo.broadcast_in_dim %1870, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1872 = "stablehlo.gather"(%1861, %1871) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_561 = stablehlo.constant dense<2> : tensor<i32>
    %1873 = stablehlo.broadcast_in_dim %c_561, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1874 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_562 = stablehlo.constant dense<3> : tensor<i32>
    %1875 = stablehlo.broadcast_in_dim %c_562, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1876 = stablehlo.multiply %1873, %1875 : tensor<10x10xi32>
    %c_563 = stablehlo.constant dense<1> : tensor<i32>
    %1877 = stablehlo.broadcast_in_dim %c_563, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1878 = stablehlo.add %1876, %1877 : tensor<10x10xi32>
    %c_564 = stablehlo.constant dense<0> : tensor<i32>
    %1879 = stablehlo.broadcast_in_dim %c_564, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1880 = stablehlo.compare LT, %1878, %1879, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_565 = stablehlo.constant dense<9> : tensor<i32>
    %1881 = stablehlo.broadcast_in_dim %c_565, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1882 = stablehlo.add %1878, %1881 : tensor<10x10xi32>
    %1883 = stablehlo.select %1880, %1882, %1878 : tensor<10x10xi1>, tensor<10x10xi32>
    %1884 = stablehlo.broadcast_in_dim %1883, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1885 = "stablehlo.gather"(%1874, %1884) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_566 = stablehlo.constant dense<10> : tensor<i32>
    %1886 = stablehlo.broadcast_in_dim %c_566, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1887 = stablehlo.multiply %20, %1886 : tensor<10x10xi32>
    %c_567 = stablehlo.constant dense<1> : tensor<i32>
    %1888 = stablehlo.broadcast_in_dim %c_567, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1889 = stablehlo.add %1887, %1888 : tensor<10x10xi32>
    %c_568 = stablehlo.constant dense<0> : tensor<i32>
    %1890 = stablehlo.broadcast_in_dim %c_568, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1891 = stablehlo.compare LT, %1889, %1890, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_569 = stablehlo.constant dense<1000> : tensor<i32>
    %1892 = stablehlo.broadcast_in_dim %c_569, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1893 = stablehlo.add %1889, %1892 : tensor<10x10xi32>
    %1894 = stablehlo.select %1891, %1893, %1889 : tensor<10x10xi1>, tensor<10x10xi32>
    %1895 = stablehlo.broadcast_in_dim %1894, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1896 = "stablehlo.gather"(%1132, %1895) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1897 = stablehlo.broadcast_in_dim %1872, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1898 = stablehlo.broadcast_in_dim %1897, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1899 = stablehlo.multiply %1898, %1896 : tensor<8192x10x10xf32>
    %c_570 = stablehlo.constant dense<10> : tensor<i32>
    %1900 = stablehlo.broadcast_in_dim %c_570, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1901 = stablehlo.multiply %20, %1900 : tensor<10x10xi32>
    %c_571 = stablehlo.constant dense<1> : tensor<i32>
    %1902 = stablehlo.broadcast_in_dim %c_571, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1903 = stablehlo.add %1901, %1902 : tensor<10x10xi32>
    %c_572 = stablehlo.constant dense<0> : tensor<i32>
    %1904 = stablehlo.broadcast_in_dim %c_572, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1905 = stablehlo.compare LT, %1903, %1904, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_573 = stablehlo.constant dense<1000> : tensor<i32>
    %1906 = stablehlo.broadcast_in_dim %c_573, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1907 = stablehlo.add %1903, %1906 : tensor<10x10xi32>
    %1908 = stablehlo.select %1905, %1907, %1903 : tensor<10x10xi1>, tensor<10x10xi32>
    %1909 = stablehlo.broadcast_in_dim %1908, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1910 = "stablehlo.gather"(%1143, %1909) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1911 = stablehlo.broadcast_in_dim %1872, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1912 = stablehlo.broadcast_in_dim %1911, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1913 = stablehlo.multiply %1912, %1910 : tensor<8192x10x10xf32>
    %c_574 = stablehlo.constant dense<10> : tensor<i32>
    %1914 = stablehlo.broadcast_in_dim %c_574, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1915 = stablehlo.multiply %20, %1914 : tensor<10x10xi32>
    %c_575 = stablehlo.constant dense<1> : tensor<i32>
    %1916 = stablehlo.broadcast_in_dim %c_575, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1917 = stablehlo.add %1915, %1916 : tensor<10x10xi32>
    %c_576 = stablehlo.constant dense<0> : tensor<i32>
    %1918 = stablehlo.broadcast_in_dim %c_576, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1919 = stablehlo.compare LT, %1917, %1918, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_577 = stablehlo.constant dense<1000> : tensor<i32>
    %1920 = stablehlo.broadcast_in_dim %c_577, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1921 = stablehlo.add %1917, %1920 : tensor<10x10xi32>
    %1922 = stablehlo.select %1919, %1921, %1917 : tensor<10x10xi1>, tensor<10x10xi32>
    %1923 = stablehlo.broadcast_in_dim %1922, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1924 = "stablehlo.gather"(%1154, %1923) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1925 = stablehlo.broadcast_in_dim %1885, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1926 = stablehlo.broadcast_in_dim %1925, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1927 = stablehlo.multiply %1926, %1924 : tensor<8192x10x10xf32>
    %1928 = stablehlo.add %1831, %1899 : tensor<8192x10x10xf32>
    %1929 = stablehlo.add %1845, %1913 : tensor<8192x10x10xf32>
    %1930 = stablehlo.add %1859, %1927 : tensor<8192x10x10xf32>
    %c_578 = stablehlo.constant dense<2> : tensor<i32>
    %1931 = stablehlo.broadcast_in_dim %c_578, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1932 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_579 = stablehlo.constant dense<3> : tensor<i32>
    %1933 = stablehlo.broadcast_in_dim %c_579, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1934 = stablehlo.multiply %1931, %1933 : tensor<10x10xi32>
    %c_580 = stablehlo.constant dense<2> : tensor<i32>
    %1935 = stablehlo.broadcast_in_dim %c_580, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1936 = stablehlo.add %1934, %1935 : tensor<10x10xi32>
    %c_581 = stablehlo.constant dense<0> : tensor<i32>
    %1937 = stablehlo.broadcast_in_dim %c_581, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1938 = stablehlo.compare LT, %1936, %1937, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_582 = stablehlo.constant dense<9> : tensor<i32>
    %1939 = stablehlo.broadcast_in_dim %c_582, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1940 = stablehlo.add %1936, %1939 : tensor<10x10xi32>
    %1941 = stablehlo.select %1938, %1940, %1936 : tensor<10x10xi1>, tensor<10x10xi32>
    %1942 = stablehlo.broadcast_in_dim %1941, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1943 = "stablehlo.gather"(%1932, %1942) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_583 = stablehlo.constant dense<2> : tensor<i32>
    %1944 = stablehlo.broadcast_in_dim %c_583, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1945 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_584 = stablehlo.constant dense<3> : tensor<i32>
    %1946 = stablehlo.broadcast_in_dim %c_584, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1947 = stablehlo.multiply %1944, %1946 : tensor<10x10xi32>
    %c_585 = stablehlo.constant dense<2> : tensor<i32>
    %1948 = stablehlo.broadcast_in_dim %c_585, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1949 = stablehlo.add %1947, %1948 : tensor<10x10xi32>
    %c_586 = stablehlo.constant dense<0> : tensor<i32>
    %1950 = stablehlo.broadcast_in_dim %c_586, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1951 = stablehlo.compare LT, %1949, %1950, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_587 = stablehlo.constant dense<9> : tensor<i32>
    %1952 = stablehlo.broadcast_in_dim %c_587, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1953 = stablehlo.add %1949, %1952 : tensor<10x10xi32>
    %1954 = stablehlo.select %1951, %1953, %1949 : tensor<10x10xi1>, tensor<10x10xi32>
    %1955 = stablehlo.broadcast_in_dim %1954, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1956 = "stablehlo.gather"(%1945, %1955) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_588 = stablehlo.constant dense<10> : tensor<i32>
    %1957 = stablehlo.broadcast_in_dim %c_588, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1958 = stablehlo.multiply %20, %1957 : tensor<10x10xi32>
    %c_589 = stablehlo.constant dense<2> : tensor<i32>
    %1959 = stablehlo.broadcast_in_dim %c_589, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1960 = stablehlo.add %1958, %1959 : tensor<10x10xi32>
    %c_590 = stablehlo.constant dense<0> : tensor<i32>
    %1961 = stablehlo.broadcast_in_dim %c_590, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1962 = stablehlo.compare LT, %1960, %1961, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_591 = stablehlo.constant dense<1000> : tensor<i32>
    %1963 = stablehlo.broadcast_in_dim %c_591, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1964 = stablehlo.add %1960, %1963 : tensor<10x10xi32>
    %1965 = stablehlo.select %1962, %1964, %1960 : tensor<10x10xi1>, tensor<10x10xi32>
    %1966 = stablehlo.broadcast_in_dim %1965, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1967 = "stablehlo.gather"(%1132, %1966) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1968 = stablehlo.broadcast_in_dim %1943, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1969 = stablehlo.broadcast_in_dim %1968, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1970 = stablehlo.multiply %1969, %1967 : tensor<8192x10x10xf32>
    %c_592 = stablehlo.constant dense<10> : tensor<i32>
    %1971 = stablehlo.broadcast_in_dim %c_592, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1972 = stablehlo.multiply %20, %1971 : tensor<10x10xi32>
    %c_593 = stablehlo.constant dense<2> : tensor<i32>
    %1973 = stablehlo.broadcast_in_dim %c_593, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1974 = stablehlo.add %1972, %1973 : tensor<10x10xi32>
    %c_594 = stablehlo.constant dense<0> : tensor<i32>
    %1975 = stablehlo.broadcast_in_dim %c_594, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1976 = stablehlo.compare LT, %1974, %1975, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_595 = stablehlo.constant dense<1000> : tensor<i32>
    %1977 = stablehlo.broadcast_in_dim %c_595, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1978 = stablehlo.add %1974, %1977 : tensor<10x10xi32>
    %1979 = stablehlo.select %1976, %1978, %1974 : tensor<10x10xi1>, tensor<10x10xi32>
    %1980 = stablehlo.broadcast_in_dim %1979, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1981 = "stablehlo.gather"(%1143, %1980) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1982 = stablehlo.broadcast_in_dim %1943, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1983 = stablehlo.broadcast_in_dim %1982, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1984 = stablehlo.multiply %1983, %1981 : tensor<8192x10x10xf32>
    %c_596 = stablehlo.constant dense<10> : tensor<i32>
    %1985 = stablehlo.broadcast_in_dim %c_596, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1986 = stablehlo.multiply %20, %1985 : tensor<10x10xi32>
    %c_597 = stablehlo.constant dense<2> : tensor<i32>
    %1987 = stablehlo.broadcast_in_dim %c_597, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1988 = stablehlo.add %1986, %1987 : tensor<10x10xi32>
    %c_598 = stablehlo.constant dense<0> : tensor<i32>
    %1989 = stablehlo.broadcast_in_dim %c_598, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1990 = stablehlo.compare LT, %1988, %1989, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_599 = stablehlo.constant dense<1000> : tensor<i32>
    %1991 = stablehlo.broadcast_in_dim %c_599, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1992 = stablehlo.add %1988, %1991 : tensor<10x10xi32>
    %1993 = stablehlo.select %1990, %1992, %1988 : tensor<10x10xi1>, tensor<10x10xi32>
    %1994 = stablehlo.broadcast_in_dim %1993, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1995 = "stablehlo.gather"(%1154, %1994) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %1996 = stablehlo.broadcast_in_dim %1956, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %1997 = stablehlo.broadcast_in_dim %1996, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %1998 = stablehlo.multiply %1997, %1995 : tensor<8192x10x10xf32>
    %1999 = stablehlo.add %1928, %1970 : tensor<8192x10x10xf32>
    %2000 = stablehlo.add %1929, %1984 : tensor<8192x10x10xf32>
    %2001 = stablehlo.add %1930, %1998 : tensor<8192x10x10xf32>
    %c_600 = stablehlo.constant dense<6> : tensor<i32>
    %2002 = stablehlo.broadcast_in_dim %c_600, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2003 = stablehlo.add %2002, %15 : tensor<10x10xi32>
    %c_601 = stablehlo.constant dense<3> : tensor<i32>
    %2004 = stablehlo.broadcast_in_dim %c_601, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2005 = stablehlo.multiply %2003, %2004 : tensor<10x10xi32>
    %2006 = stablehlo.add %2005, %17 : tensor<10x10xi32>
    %2007 = stablehlo.slice %arg3 [0:8192, 0:1, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %2008 = stablehlo.reshape %2007 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_602 = stablehlo.constant dense<0> : tensor<i32>
    %2009 = stablehlo.broadcast_in_dim %c_602, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2010 = stablehlo.compare LT, %2006, %2009, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_603 = stablehlo.constant dense<27> : tensor<i32>
    %2011 = stablehlo.broadcast_in_dim %c_603, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2012 = stablehlo.add %2006, %2011 : tensor<10x10xi32>
    %2013 = stablehlo.select %2010, %2012, %2006 : tensor<10x10xi1>, tensor<10x10xi32>
    %2014 = stablehlo.broadcast_in_dim %2013, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2015 = "stablehlo.gather"(%2008, %2014) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2016 = stablehlo.slice %arg3 [0:8192, 1:2, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %2017 = stablehlo.reshape %2016 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_604 = stablehlo.constant dense<0> : tensor<i32>
    %2018 = stablehlo.broadcast_in_dim %c_604, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2019 = stablehlo.compare LT, %2006, %2018, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_605 = stablehlo.constant dense<27> : tensor<i32>
    %2020 = stablehlo.broadcast_in_dim %c_605, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2021 = stablehlo.add %2006, %2020 : tensor<10x10xi32>
    %2022 = stablehlo.select %2019, %2021, %2006 : tensor<10x10xi1>, tensor<10x10xi32>
    %2023 = stablehlo.broadcast_in_dim %2022, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2024 = "stablehlo.gather"(%2017, %2023) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2025 = stablehlo.slice %arg3 [0:8192, 2:3, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %2026 = stablehlo.reshape %2025 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_606 = stablehlo.constant dense<0> : tensor<i32>
    %2027 = stablehlo.broadcast_in_dim %c_606, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2028 = stablehlo.compare LT, %2006, %2027, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_607 = stablehlo.constant dense<27> : tensor<i32>
    %2029 = stablehlo.broadcast_in_dim %c_607, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2030 = stablehlo.add %2006, %2029 : tensor<10x10xi32>
    %2031 = stablehlo.select %2028, %2030, %2006 : tensor<10x10xi1>, tensor<10x10xi32>
    %2032 = stablehlo.broadcast_in_dim %2031, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2033 = "stablehlo.gather"(%2026, %2032) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2034 = stablehlo.slice %arg3 [0:8192, 3:4, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %2035 = stablehlo.reshape %2034 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_608 = stablehlo.constant dense<0> : tensor<i32>
    %2036 = stablehlo.broadcast_in_dim %c_608, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2037 = stablehlo.compare LT, %2006, %2036, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_609 = stablehlo.constant dense<27> : tensor<i32>
    %2038 = stablehlo.broadcast_in_dim %c_609, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2039 = stablehlo.add %2006, %2038 : tensor<10x10xi32>
    %2040 = stablehlo.select %2037, %2039, %2006 : tensor<10x10xi1>, tensor<10x10xi32>
    %2041 = stablehlo.broadcast_in_dim %2040, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2042 = "stablehlo.gather"(%2035, %2041) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2043 = stablehlo.slice %arg3 [0:8192, 4:5, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %2044 = stablehlo.reshape %2043 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_610 = stablehlo.constant dense<0> : tensor<i32>
    %2045 = stablehlo.broadcast_in_dim %c_610, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2046 = stablehlo.compare LT, %2006, %2045, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_611 = stablehlo.constant dense<27> : tensor<i32>
    %2047 = stablehlo.broadcast_in_dim %c_611, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2048 = stablehlo.add %2006, %2047 : tensor<10x10xi32>
    %2049 = stablehlo.select %2046, %2048, %2006 : tensor<10x10xi1>, tensor<10x10xi32>
    %2050 = stablehlo.broadcast_in_dim %2049, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2051 = "stablehlo.gather"(%2044, %2050) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2052 = stablehlo.slice %arg3 [0:8192, 5:6, 0:27] : (tensor<8192x6x27xf32>) -> tensor<8192x1x27xf32>
    %2053 = stablehlo.reshape %2052 : (tensor<8192x1x27xf32>) -> tensor<8192x27xf32>
    %c_612 = stablehlo.constant dense<0> : tensor<i32>
    %2054 = stablehlo.broadcast_in_dim %c_612, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2055 = stablehlo.compare LT, %2006, %2054, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_613 = stablehlo.constant dense<27> : tensor<i32>
    %2056 = stablehlo.broadcast_in_dim %c_613, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2057 = stablehlo.add %2006, %2056 : tensor<10x10xi32>
    %2058 = stablehlo.select %2055, %2057, %2006 : tensor<10x10xi1>, tensor<10x10xi32>
    %2059 = stablehlo.broadcast_in_dim %2058, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2060 = "stablehlo.gather"(%2053, %2059) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x27xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2061 = stablehlo.multiply %2015, %1999 : tensor<8192x10x10xf32>
    %2062 = stablehlo.multiply %2024, %2000 : tensor<8192x10x10xf32>
    %2063 = stablehlo.add %2061, %2062 : tensor<8192x10x10xf32>
    %2064 = stablehlo.multiply %2033, %2001 : tensor<8192x10x10xf32>
    %2065 = stablehlo.add %2063, %2064 : tensor<8192x10x10xf32>
    %2066 = stablehlo.multiply %2024, %1999 : tensor<8192x10x10xf32>
    %2067 = stablehlo.multiply %2042, %2000 : tensor<8192x10x10xf32>
    %2068 = stablehlo.add %2066, %2067 : tensor<8192x10x10xf32>
    %2069 = stablehlo.multiply %2051, %2001 : tensor<8192x10x10xf32>
    %2070 = stablehlo.add %2068, %2069 : tensor<8192x10x10xf32>
    %2071 = stablehlo.multiply %2033, %1999 : tensor<8192x10x10xf32>
    %2072 = stablehlo.multiply %2051, %2000 : tensor<8192x10x10xf32>
    %2073 = stablehlo.add %2071, %2072 : tensor<8192x10x10xf32>
    %2074 = stablehlo.multiply %2060, %2001 : tensor<8192x10x10xf32>
    %2075 = stablehlo.add %2073, %2074 : tensor<8192x10x10xf32>
    %c_614 = stablehlo.constant dense<10> : tensor<i32>
    %2076 = stablehlo.broadcast_in_dim %c_614, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2077 = stablehlo.multiply %20, %2076 : tensor<10x10xi32>
    %c_615 = stablehlo.constant dense<2> : tensor<i32>
    %2078 = stablehlo.broadcast_in_dim %c_615, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2079 = stablehlo.add %2077, %2078 : tensor<10x10xi32>
    %c_616 = stablehlo.constant dense<0> : tensor<i32>
    %2080 = stablehlo.broadcast_in_dim %c_616, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2081 = stablehlo.compare LT, %2079, %2080, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_617 = stablehlo.constant dense<1000> : tensor<i32>
    %2082 = stablehlo.broadcast_in_dim %c_617, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2083 = stablehlo.add %2079, %2082 : tensor<10x10xi32>
    %2084 = stablehlo.select %2081, %2083, %2079 : tensor<10x10xi1>, tensor<10x10xi32>
    %2085 = stablehlo.broadcast_in_dim %2084, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2086 = "stablehlo.scatter"(%1769, %2085, %2065) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_618 = stablehlo.constant dense<10> : tensor<i32>
    %2087 = stablehlo.broadcast_in_dim %c_618, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2088 = stablehlo.multiply %20, %2087 : tensor<10x10xi32>
    %c_619 = stablehlo.constant dense<2> : tensor<i32>
    %2089 = stablehlo.broadcast_in_dim %c_619, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2090 = stablehlo.add %2088, %2089 : tensor<10x10xi32>
    %c_620 = stablehlo.constant dense<0> : tensor<i32>
    %2091 = stablehlo.broadcast_in_dim %c_620, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2092 = stablehlo.compare LT, %2090, %2091, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_621 = stablehlo.constant dense<1000> : tensor<i32>
    %2093 = stablehlo.broadcast_in_dim %c_621, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2094 = stablehlo.add %2090, %2093 : tensor<10x10xi32>
    %2095 = stablehlo.select %2092, %2094, %2090 : tensor<10x10xi1>, tensor<10x10xi32>
    %2096 = stablehlo.broadcast_in_dim %2095, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2097 = "stablehlo.scatter"(%1780, %2096, %2070) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_622 = stablehlo.constant dense<10> : tensor<i32>
    %2098 = stablehlo.broadcast_in_dim %c_622, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2099 = stablehlo.multiply %20, %2098 : tensor<10x10xi32>
    %c_623 = stablehlo.constant dense<2> : tensor<i32>
    %2100 = stablehlo.broadcast_in_dim %c_623, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2101 = stablehlo.add %2099, %2100 : tensor<10x10xi32>
    %c_624 = stablehlo.constant dense<0> : tensor<i32>
    %2102 = stablehlo.broadcast_in_dim %c_624, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2103 = stablehlo.compare LT, %2101, %2102, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_625 = stablehlo.constant dense<1000> : tensor<i32>
    %2104 = stablehlo.broadcast_in_dim %c_625, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2105 = stablehlo.add %2101, %2104 : tensor<10x10xi32>
    %2106 = stablehlo.select %2103, %2105, %2101 : tensor<10x10xi1>, tensor<10x10xi32>
    %2107 = stablehlo.broadcast_in_dim %2106, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2108 = "stablehlo.scatter"(%1791, %2107, %2075) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %cst_626 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2109 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2110 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_628 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2111 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %c_629 = stablehlo.constant dense<0> : tensor<i32>
    %2112 = stablehlo.broadcast_in_dim %c_629, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2113 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_630 = stablehlo.constant dense<3> : tensor<i32>
    %2114 = stablehlo.broadcast_in_dim %c_630, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2115 = stablehlo.multiply %2112, %2114 : tensor<10x10xi32>
    %c_631 = stablehlo.constant dense<0> : tensor<i32>
    %2116 = stablehlo.broadcast_in_dim %c_631, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2117 = stablehlo.add %2115, %2116 : tensor<10x10xi32>
    %c_632 = stablehlo.constant dense<0> : tensor<i32>
    %2118 = stablehlo.broadcast_in_dim %c_632, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2119 = stablehlo.compare LT, %2117, %2118, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_633 = stablehlo.constant dense<9> : tensor<i32>
    %2120 = stablehlo.broadcast_in_dim %c_633, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2121 = stablehlo.add %2117, %2120 : tensor<10x10xi32>
    %2122 = stablehlo.select %2119, %2121, %2117 : tensor<10x10xi1>, tensor<10x10xi32>
    %2123 = stablehlo.broadcast_in_dim %2122, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2124 = "stablehlo.gather"(%2113, %2123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_634 = stablehlo.constant dense<0> : tensor<i32>
    %2125 = stablehlo.broadcast_in_dim %c_634, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2126 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_635 = stablehlo.constant dense<3> : tensor<i32>
    %2127 = stablehlo.broadcast_in_dim %c_635, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2128 = stablehlo.multiply %2125, %2127 : tensor<10x10xi32>
    %c_636 = stablehlo.constant dense<0> : tensor<i32>
    %2129 = stablehlo.broadcast_in_dim %c_636, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2130 = stablehlo.add %2128, %2129 : tensor<10x10xi32>
    %c_637 = stablehlo.constant dense<0> : tensor<i32>
    %2131 = stablehlo.broadcast_in_dim %c_637, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2132 = stablehlo.compare LT, %2130, %2131, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_638 = stablehlo.constant dense<9> : tensor<i32>
    %2133 = stablehlo.broadcast_in_dim %c_638, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2134 = stablehlo.add %2130, %2133 : tensor<10x10xi32>
    %2135 = stablehlo.select %2132, %2134, %2130 : tensor<10x10xi1>, tensor<10x10xi32>
    %2136 = stablehlo.broadcast_in_dim %2135, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2137 = "stablehlo.gather"(%2126, %2136) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_639 = stablehlo.constant dense<10> : tensor<i32>
    %2138 = stablehlo.broadcast_in_dim %c_639, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2139 = stablehlo.multiply %20, %2138 : tensor<10x10xi32>
    %c_640 = stablehlo.constant dense<0> : tensor<i32>
    %2140 = stablehlo.broadcast_in_dim %c_640, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2141 = stablehlo.add %2139, %2140 : tensor<10x10xi32>
    %c_641 = stablehlo.constant dense<0> : tensor<i32>
    %2142 = stablehlo.broadcast_in_dim %c_641, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2143 = stablehlo.compare LT, %2141, %2142, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_642 = stablehlo.constant dense<1000> : tensor<i32>
    %2144 = stablehlo.broadcast_in_dim %c_642, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2145 = stablehlo.add %2141, %2144 : tensor<10x10xi32>
    %2146 = stablehlo.select %2143, %2145, %2141 : tensor<10x10xi1>, tensor<10x10xi32>
    %2147 = stablehlo.broadcast_in_dim %2146, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2148 = "stablehlo.gather"(%2086, %2147) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2149 = stablehlo.broadcast_in_dim %2124, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2150 = stablehlo.broadcast_in_dim %2149, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2151 = stablehlo.multiply %2150, %2148 : tensor<8192x10x10xf32>
    %c_643 = stablehlo.constant dense<10> : tensor<i32>
    %2152 = stablehlo.broadcast_in_dim %c_643, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2153 = stablehlo.multiply %20, %2152 : tensor<10x10xi32>
    %c_644 = stablehlo.constant dense<0> : tensor<i32>
    %2154 = stablehlo.broadcast_in_dim %c_644, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2155 = stablehlo.add %2153, %2154 : tensor<10x10xi32>
    %c_645 = stablehlo.constant dense<0> : tensor<i32>
    %2156 = stablehlo.broadcast_in_dim %c_645, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2157 = stablehlo.compare LT, %2155, %2156, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_646 = stablehlo.constant dense<1000> : tensor<i32>
    %2158 = stablehlo.broadcast_in_dim %c_646, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2159 = stablehlo.add %2155, %2158 : tensor<10x10xi32>
    %2160 = stablehlo.select %2157, %2159, %2155 : tensor<10x10xi1>, tensor<10x10xi32>
    %2161 = stablehlo.broadcast_in_dim %2160, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2162 = "stablehlo.gather"(%2097, %2161) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2163 = stablehlo.broadcast_in_dim %2124, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2164 = stablehlo.broadcast_in_dim %2163, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2165 = stablehlo.multiply %2164, %2162 : tensor<8192x10x10xf32>
    %c_647 = stablehlo.constant dense<10> : tensor<i32>
    %2166 = stablehlo.broadcast_in_dim %c_647, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2167 = stablehlo.multiply %20, %2166 : tensor<10x10xi32>
    %c_648 = stablehlo.constant dense<0> : tensor<i32>
    %2168 = stablehlo.broadcast_in_dim %c_648, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2169 = stablehlo.add %2167, %2168 : tensor<10x10xi32>
    %c_649 = stablehlo.constant dense<0> : tensor<i32>
    %2170 = stablehlo.broadcast_in_dim %c_649, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2171 = stablehlo.compare LT, %2169, %2170, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_650 = stablehlo.constant dense<1000> : tensor<i32>
    %2172 = stablehlo.broadcast_in_dim %c_650, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2173 = stablehlo.add %2169, %2172 : tensor<10x10xi32>
    %2174 = stablehlo.select %2171, %2173, %2169 : tensor<10x10xi1>, tensor<10x10xi32>
    %2175 = stablehlo.broadcast_in_dim %2174, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2176 = "stablehlo.gather"(%2108, %2175) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2177 = stablehlo.broadcast_in_dim %2137, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2178 = stablehlo.broadcast_in_dim %2177, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2179 = stablehlo.multiply %2178, %2176 : tensor<8192x10x10xf32>
    %c_651 = stablehlo.constant dense<1> : tensor<i32>
    %2180 = stablehlo.broadcast_in_dim %c_651, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2181 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_652 = stablehlo.constant dense<3> : tensor<i32>
    %2182 = stablehlo.broadcast_in_dim %c_652, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2183 = stablehlo.multiply %2180, %2182 : tensor<10x10xi32>
    %c_653 = stablehlo.constant dense<0> : tensor<i32>
    %2184 = stablehlo.broadcast_in_dim %c_653, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2185 = stablehlo.add %2183, %2184 : tensor<10x10xi32>
    %c_654 = stablehlo.constant dense<0> : tensor<i32>
    %2186 = stablehlo.broadcast_in_dim %c_654, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2187 = stablehlo.compare LT, %2185, %2186, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_655 = stablehlo.constant dense<9> : tensor<i32>
    %2188 = stablehlo.broadcast_in_dim %c_655, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2189 = stablehlo.add %2185, %2188 : tensor<10x10xi32>
    %2190 = stablehlo.select %2187, %2189, %2185 : tensor<10x10xi1>, tensor<10x10xi32>
    %2191 = stablehlo.broadcast_in_dim %2190, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2192 = "stablehlo.gather"(%2181, %2191) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_656 = stablehlo.constant dense<1> : tensor<i32>
    %2193 = stablehlo.broadcast_in_dim %c_656, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2194 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_657 = stablehlo.constant dense<3> : tensor<i32>
    %2195 = stablehlo.broadcast_in_dim %c_657, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2196 = stablehlo.multiply %2193, %2195 : tensor<10x10xi32>
    %c_658 = stablehlo.constant dense<0> : tensor<i32>
    %2197 = stablehlo.broadcast_in_dim %c_658, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2198 = stablehlo.add %2196, %2197 : tensor<10x10xi32>
    %c_659 = stablehlo.constant dense<0> : tensor<i32>
    %2199 = stablehlo.broadcast_in_dim %c_659, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2200 = stablehlo.compare LT, %2198, %2199, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_660 = stablehlo.constant dense<9> : tensor<i32>
    %2201 = stablehlo.broadcast_in_dim %c_660, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2202 = stablehlo.add %2198, %2201 : tensor<10x10xi32>
    %2203 = stablehlo.select %2200, %2202, %2198 : tensor<10x10xi1>, tensor<10x10xi32>
    %2204 = stablehlo.broadcast_in_dim %2203, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2205 = "stablehlo.gather"(%2194, %2204) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_661 = stablehlo.constant dense<10> : tensor<i32>
    %2206 = stablehlo.broadcast_in_dim %c_661, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2207 = stablehlo.multiply %20, %2206 : tensor<10x10xi32>
    %c_662 = stablehlo.constant dense<1> : tensor<i32>
    %2208 = stablehlo.broadcast_in_dim %c_662, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2209 = stablehlo.add %2207, %2208 : tensor<10x10xi32>
    %c_663 = stablehlo.constant dense<0> : tensor<i32>
    %2210 = stablehlo.broadcast_in_dim %c_663, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2211 = stablehlo.compare LT, %2209, %2210, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_664 = stablehlo.constant dense<1000> : tensor<i32>
    %2212 = stablehlo.broadcast_in_dim %c_664, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2213 = stablehlo.add %2209, %2212 : tensor<10x10xi32>
    %2214 = stablehlo.select %2211, %2213, %2209 : tensor<10x10xi1>, tensor<10x10xi32>
    %2215 = stablehlo.broadcast_in_dim %2214, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2216 = "stablehlo.gather"(%2086, %2215) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2217 = stablehlo.broadcast_in_dim %2192, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2218 = stablehlo.broadcast_in_dim %2217, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2219 = stablehlo.multiply %2218, %2216 : tensor<8192x10x10xf32>
    %c_665 = stablehlo.constant dense<10> : tensor<i32>
    %2220 = stablehlo.broadcast_in_dim %c_665, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2221 = stablehlo.multiply %20, %2220 : tensor<10x10xi32>
    %c_666 = stablehlo.constant dense<1> : tensor<i32>
    %2222 = stablehlo.broadcast_in_dim %c_666, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2223 = stablehlo.add %2221, %2222 : tensor<10x10xi32>
    %c_667 = stablehlo.constant dense<0> : tensor<i32>
    %2224 = stablehlo.broadcast_in_dim %c_667, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2225 = stablehlo.compare LT, %2223, %2224, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_668 = stablehlo.constant dense<1000> : tensor<i32>
    %2226 = stablehlo.broadcast_in_dim %c_668, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2227 = stablehlo.add %2223, %2226 : tensor<10x10xi32>
    %2228 = stablehlo.select %2225, %2227, %2223 : tensor<10x10xi1>, tensor<10x10xi32>
    %2229 = stablehlo.broadcast_in_dim %2228, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2230 = "stablehlo.gather"(%2097, %2229) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2231 = stablehlo.broadcast_in_dim %2192, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2232 = stablehlo.broadcast_in_dim %2231, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2233 = stablehlo.multiply %2232, %2230 : tensor<8192x10x10xf32>
    %c_669 = stablehlo.constant dense<10> : tensor<i32>
    %2234 = stablehlo.broadcast_in_dim %c_669, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2235 = stablehlo.multiply %20, %2234 : tensor<10x10xi32>
    %c_670 = stablehlo.constant dense<1> : tensor<i32>
    %2236 = stablehlo.broadcast_in_dim %c_670, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2237 = stablehlo.add %2235, %2236 : tensor<10x10xi32>
    %c_671 = stablehlo.constant dense<0> : tensor<i32>
    %2238 = stablehlo.broadcast_in_dim %c_671, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2239 = stablehlo.compare LT, %2237, %2238, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_672 = stablehlo.constant dense<1000> : tensor<i32>
    %2240 = stablehlo.broadcast_in_dim %c_672, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2241 = stablehlo.add %2237, %2240 : tensor<10x10xi32>
    %2242 = stablehlo.select %2239, %2241, %2237 : tensor<10x10xi1>, tensor<10x10xi32>
    %2243 = stablehlo.broadcast_in_dim %2242, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2244 = "stablehlo.gather"(%2108, %2243) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2245 = stablehlo.broadcast_in_dim %2205, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2246 = stablehlo.broadcast_in_dim %2245, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2247 = stablehlo.multiply %2246, %2244 : tensor<8192x10x10xf32>
    %2248 = stablehlo.add %2151, %2219 : tensor<8192x10x10xf32>
    %2249 = stablehlo.add %2165, %2233 : tensor<8192x10x10xf32>
    %2250 = stablehlo.add %2179, %2247 : tensor<8192x10x10xf32>
    %c_673 = stablehlo.constant dense<2> : tensor<i32>
    %2251 = stablehlo.broadcast_in_dim %c_673, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2252 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_674 = stablehlo.constant dense<3> : tensor<i32>
    %2253 = stablehlo.broadcast_in_dim %c_674, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2254 = stablehlo.multiply %2251, %2253 : tensor<10x10xi32>
    %c_675 = stablehlo.constant dense<0> : tensor<i32>
    %2255 = stablehlo.broadcast_in_dim %c_675, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2256 = stablehlo.add %2254, %2255 : tensor<10x10xi32>
    %c_676 = stablehlo.constant dense<0> : tensor<i32>
    %2257 = stablehlo.broadcast_in_dim %c_676, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2258 = stablehlo.compare LT, %2256, %2257, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_677 = stablehlo.constant dense<9> : tensor<i32>
    %2259 = stablehlo.broadcast_in_dim %c_677, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2260 = stablehlo.add %2256, %2259 : tensor<10x10xi32>
    %2261 = stablehlo.select %2258, %2260, %2256 : tensor<10x10xi1>, tensor<10x10xi32>
    %2262 = stablehlo.broadcast_in_dim %2261, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2263 = "stablehlo.gather"(%2252, %2262) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_678 = stablehlo.constant dense<2> : tensor<i32>
    %2264 = stablehlo.broadcast_in_dim %c_678, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2265 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_679 = stablehlo.constant dense<3> : tensor<i32>
    %2266 = stablehlo.broadcast_in_dim %c_679, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2267 = stablehlo.multiply %2264, %2266 : tensor<10x10xi32>
    %c_680 = stablehlo.constant dense<0> : tensor<i32>
    %2268 = stablehlo.broadcast_in_dim %c_680, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2269 = stablehlo.add %2267, %2268 : tensor<10x10xi32>
    %c_681 = stablehlo.constant dense<0> : tensor<i32>
    %2270 = stablehlo.broadcast_in_dim %c_681, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2271 = stablehlo.compare LT, %2269, %2270, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_682 = stablehlo.constant dense<9> : tensor<i32>
    %2272 = stablehlo.broadcast_in_dim %c_682, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2273 = stablehlo.add %2269, %2272 : tensor<10x10xi32>
    %2274 = stablehlo.select %2271, %2273, %2269 : tensor<10x10xi1>, tensor<10x10xi32>
    %2275 = stablehlo.broadcast_in_dim %2274, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2276 = "stablehlo.gather"(%2265, %2275) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_683 = stablehlo.constant dense<10> : tensor<i32>
    %2277 = stablehlo.broadcast_in_dim %c_683, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2278 = stablehlo.multiply %20, %2277 : tensor<10x10xi32>
    %c_684 = stablehlo.constant dense<2> : tensor<i32>
    %2279 = stablehlo.broadcast_in_dim %c_684, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2280 = stablehlo.add %2278, %2279 : tensor<10x10xi32>
    %c_685 = stablehlo.constant dense<0> : tensor<i32>
    %2281 = stablehlo.broadcast_in_dim %c_685, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2282 = stablehlo.compare LT, %2280, %2281, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_686 = stablehlo.constant dense<1000> : tensor<i32>
    %2283 = stablehlo.broadcast_in_dim %c_686, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2284 = stablehlo.add %2280, %2283 : tensor<10x10xi32>
    %2285 = stablehlo.select %2282, %2284, %2280 : tensor<10x10xi1>, tensor<10x10xi32>
    %2286 = stablehlo.broadcast_in_dim %2285, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2287 = "stablehlo.gather"(%2086, %2286) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2288 = stablehlo.broadcast_in_dim %2263, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2289 = stablehlo.broadcast_in_dim %2288, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2290 = stablehlo.multiply %2289, %2287 : tensor<8192x10x10xf32>
    %c_687 = stablehlo.constant dense<10> : tensor<i32>
    %2291 = stablehlo.broadcast_in_dim %c_687, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2292 = stablehlo.multiply %20, %2291 : tensor<10x10xi32>
    %c_688 = stablehlo.constant dense<2> : tensor<i32>
    %2293 = stablehlo.broadcast_in_dim %c_688, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2294 = stablehlo.add %2292, %2293 : tensor<10x10xi32>
    %c_689 = stablehlo.constant dense<0> : tensor<i32>
    %2295 = stablehlo.broadcast_in_dim %c_689, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2296 = stablehlo.compare LT, %2294, %2295, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_690 = stablehlo.constant dense<1000> : tensor<i32>
    %2297 = stablehlo.broadcast_in_dim %c_690, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2298 = stablehlo.add %2294, %2297 : tensor<10x10xi32>
    %2299 = stablehlo.select %2296, %2298, %2294 : tensor<10x10xi1>, tensor<10x10xi32>
    %2300 = stablehlo.broadcast_in_dim %2299, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2301 = "stablehlo.gather"(%2097, %2300) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2302 = stablehlo.broadcast_in_dim %2263, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2303 = stablehlo.broadcast_in_dim %2302, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2304 = stablehlo.multiply %2303, %2301 : tensor<8192x10x10xf32>
    %c_691 = stablehlo.constant dense<10> : tensor<i32>
    %2305 = stablehlo.broadcast_in_dim %c_691, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2306 = stablehlo.multiply %20, %2305 : tensor<10x10xi32>
    %c_692 = stablehlo.constant dense<2> : tensor<i32>
    %2307 = stablehlo.broadcast_in_dim %c_692, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2308 = stablehlo.add %2306, %2307 : tensor<10x10xi32>
    %c_693 = stablehlo.constant dense<0> : tensor<i32>
    %2309 = stablehlo.broadcast_in_dim %c_693, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2310 = stablehlo.compare LT, %2308, %2309, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_694 = stablehlo.constant dense<1000> : tensor<i32>
    %2311 = stablehlo.broadcast_in_dim %c_694, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2312 = stablehlo.add %2308, %2311 : tensor<10x10xi32>
    %2313 = stablehlo.select %2310, %2312, %2308 : tensor<10x10xi1>, tensor<10x10xi32>
    %2314 = stablehlo.broadcast_in_dim %2313, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2315 = "stablehlo.gather"(%2108, %2314) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2316 = stablehlo.broadcast_in_dim %2276, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2317 = stablehlo.broadcast_in_dim %2316, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2318 = stablehlo.multiply %2317, %2315 : tensor<8192x10x10xf32>
    %2319 = stablehlo.add %2248, %2290 : tensor<8192x10x10xf32>
    %2320 = stablehlo.add %2249, %2304 : tensor<8192x10x10xf32>
    %2321 = stablehlo.add %2250, %2318 : tensor<8192x10x10xf32>
    %c_695 = stablehlo.constant dense<0> : tensor<i32>
    %2322 = stablehlo.broadcast_in_dim %c_695, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2323 = stablehlo.add %2322, %0 : tensor<10x10xi32>
    %c_696 = stablehlo.constant dense<10> : tensor<i32>
    %2324 = stablehlo.broadcast_in_dim %c_696, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2325 = stablehlo.multiply %2323, %2324 : tensor<10x10xi32>
    %2326 = stablehlo.add %2325, %1 : tensor<10x10xi32>
    %c_697 = stablehlo.constant dense<16777216> : tensor<i32>
    %2327 = call @_where(%13, %2326, %c_697) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_698 = stablehlo.constant dense<0> : tensor<i32>
    %2328 = stablehlo.broadcast_in_dim %c_698, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2329 = stablehlo.compare LT, %2327, %2328, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_699 = stablehlo.constant dense<1000> : tensor<i32>
    %2330 = stablehlo.broadcast_in_dim %c_699, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2331 = stablehlo.add %2327, %2330 : tensor<10x10xi32>
    %2332 = stablehlo.select %2329, %2331, %2327 : tensor<10x10xi1>, tensor<10x10xi32>
    %2333 = stablehlo.broadcast_in_dim %2332, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2334 = "stablehlo.scatter"(%2109, %2333, %2319) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_700 = stablehlo.constant dense<0> : tensor<i32>
    %2335 = stablehlo.broadcast_in_dim %c_700, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2336 = stablehlo.add %2335, %0 : tensor<10x10xi32>
    %c_701 = stablehlo.constant dense<10> : tensor<i32>
    %2337 = stablehlo.broadcast_in_dim %c_701, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2338 = stablehlo.multiply %2336, %2337 : tensor<10x10xi32>
    %2339 = stablehlo.add %2338, %1 : tensor<10x10xi32>
    %c_702 = stablehlo.constant dense<16777216> : tensor<i32>
    %2340 = call @_where(%13, %2339, %c_702) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_703 = stablehlo.constant dense<0> : tensor<i32>
    %2341 = stablehlo.broadcast_in_dim %c_703, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2342 = stablehlo.compare LT, %2340, %2341, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_704 = stablehlo.constant dense<1000> : tensor<i32>
    %2343 = stablehlo.broadcast_in_dim %c_704, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2344 = stablehlo.add %2340, %2343 : tensor<10x10xi32>
    %2345 = stablehlo.select %2342, %2344, %2340 : tensor<10x10xi1>, tensor<10x10xi32>
    %2346 = stablehlo.broadcast_in_dim %2345, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2347 = "stablehlo.scatter"(%2110, %2346, %2320) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_705 = stablehlo.constant dense<0> : tensor<i32>
    %2348 = stablehlo.broadcast_in_dim %c_705, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2349 = stablehlo.add %2348, %0 : tensor<10x10xi32>
    %c_706 = stablehlo.constant dense<10> : tensor<i32>
    %2350 = stablehlo.broadcast_in_dim %c_706, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2351 = stablehlo.multiply %2349, %2350 : tensor<10x10xi32>
    %2352 = stablehlo.add %2351, %1 : tensor<10x10xi32>
    %c_707 = stablehlo.constant dense<16777216> : tensor<i32>
    %2353 = call @_where(%13, %2352, %c_707) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_708 = stablehlo.constant dense<0> : tensor<i32>
    %2354 = stablehlo.broadcast_in_dim %c_708, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2355 = stablehlo.compare LT, %2353, %2354, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_709 = stablehlo.constant dense<1000> : tensor<i32>
    %2356 = stablehlo.broadcast_in_dim %c_709, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2357 = stablehlo.add %2353, %2356 : tensor<10x10xi32>
    %2358 = stablehlo.select %2355, %2357, %2353 : tensor<10x10xi1>, tensor<10x10xi32>
    %2359 = stablehlo.broadcast_in_dim %2358, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2360 = "stablehlo.scatter"(%2111, %2359, %2321) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_710 = stablehlo.constant dense<0> : tensor<i32>
    %2361 = stablehlo.broadcast_in_dim %c_710, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2362 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_711 = stablehlo.constant dense<3> : tensor<i32>
    %2363 = stablehlo.broadcast_in_dim %c_711, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2364 = stablehlo.multiply %2361, %2363 : tensor<10x10xi32>
    %c_712 = stablehlo.constant dense<1> : tensor<i32>
    %2365 = stablehlo.broadcast_in_dim %c_712, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2366 = stablehlo.add %2364, %2365 : tensor<10x10xi32>
    %c_713 = stablehlo.constant dense<0> : tensor<i32>
    %2367 = stablehlo.broadcast_in_dim %c_713, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2368 = stablehlo.compare LT, %2366, %2367, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_714 = stablehlo.constant dense<9> : tensor<i32>
    %2369 = stablehlo.broadcast_in_dim %c_714, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2370 = stablehlo.add %2366, %2369 : tensor<10x10xi32>
    %2371 = stablehlo.select %2368, %2370, %2366 : tensor<10x10xi1>, tensor<10x10xi32>
    %2372 = stablehlo.broadcast_in_dim %2371, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2373 = "stablehlo.gather"(%2362, %2372) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_715 = stablehlo.constant dense<0> : tensor<i32>
    %2374 = stablehlo.broadcast_in_dim %c_715, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2375 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_716 = stablehlo.constant dense<3> : tensor<i32>
    %2376 = stablehlo.broadcast_in_dim %c_716, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2377 = stablehlo.multiply %2374, %2376 : tensor<10x10xi32>
    %c_717 = stablehlo.constant dense<1> : tensor<i32>
    %2378 = stablehlo.broadcast_in_dim %c_717, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2379 = stablehlo.add %2377, %2378 : tensor<10x10xi32>
    %c_718 = stablehlo.constant dense<0> : tensor<i32>
    %2380 = stablehlo.broadcast_in_dim %c_718, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2381 = stablehlo.compare LT, %2379, %2380, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_719 = stablehlo.constant dense<9> : tensor<i32>
    %2382 = stablehlo.broadcast_in_dim %c_719, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2383 = stablehlo.add %2379, %2382 : tensor<10x10xi32>
    %2384 = stablehlo.select %2381, %2383, %2379 : tensor<10x10xi1>, tensor<10x10xi32>
    %2385 = stablehlo.broadcast_in_dim %2384, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2386 = "stablehlo.gather"(%2375, %2385) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_720 = stablehlo.constant dense<10> : tensor<i32>
    %2387 = stablehlo.broadcast_in_dim %c_720, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2388 = stablehlo.multiply %20, %2387 : tensor<10x10xi32>
    %c_721 = stablehlo.constant dense<0> : tensor<i32>
    %2389 = stablehlo.broadcast_in_dim %c_721, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2390 = stablehlo.add %2388, %2389 : tensor<10x10xi32>
    %c_722 = stablehlo.constant dense<0> : tensor<i32>
    %2391 = stablehlo.broadcast_in_dim %c_722, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2392 = stablehlo.compare LT, %2390, %2391, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_723 = stablehlo.constant dense<1000> : tensor<i32>
    %2393 = stablehlo.broadcast_in_dim %c_723, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2394 = stablehlo.add %2390, %2393 : tensor<10x10xi32>
    %2395 = stablehlo.select %2392, %2394, %2390 : tensor<10x10xi1>, tensor<10x10xi32>
    %2396 = stablehlo.broadcast_in_dim %2395, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2397 = "stablehlo.gather"(%2086, %2396) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2398 = stablehlo.broadcast_in_dim %2373, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2399 = stablehlo.broadcast_in_dim %2398, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2400 = stablehlo.multiply %2399, %2397 : tensor<8192x10x10xf32>
    %c_724 = stablehlo.constant dense<10> : tensor<i32>
    %2401 = stablehlo.broadcast_in_dim %c_724, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2402 = stablehlo.multiply %20, %2401 : tensor<10x10xi32>
    %c_725 = stablehlo.constant dense<0> : tensor<i32>
    %2403 = stablehlo.broadcast_in_dim %c_725, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2404 = stablehlo.add %2402, %2403 : tensor<10x10xi32>
    %c_726 = stablehlo.constant dense<0> : tensor<i32>
    %2405 = stablehlo.broadcast_in_dim %c_726, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2406 = stablehlo.compare LT, %2404, %2405, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_727 = stablehlo.constant dense<1000> : tensor<i32>
    %2407 = stablehlo.broadcast_in_dim %c_727, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2408 = stablehlo.add %2404, %2407 : tensor<10x10xi32>
    %2409 = stablehlo.select %2406, %2408, %2404 : tensor<10x10xi1>, tensor<10x10xi32>
    %2410 = stablehlo.broadcast_in_dim %2409, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2411 = "stablehlo.gather"(%2097, %2410) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2412 = stablehlo.broadcast_in_dim %2373, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2413 = stablehlo.broadcast_in_dim %2412, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2414 = stablehlo.multiply %2413, %2411 : tensor<8192x10x10xf32>
    %c_728 = stablehlo.constant dense<10> : tensor<i32>
    %2415 = stablehlo.broadcast_in_dim %c_728, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2416 = stablehlo.multiply %20, %2415 : tensor<10x10xi32>
    %c_729 = stablehlo.constant dense<0> : tensor<i32>
    %2417 = stablehlo.broadcast_in_dim %c_729, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2418 = stablehlo.add %2416, %2417 : tensor<10x10xi32>
    %c_730 = stablehlo.constant dense<0> : tensor<i32>
    %2419 = stablehlo.broadcast_in_dim %c_730, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2420 = stablehlo.compare LT, %2418, %2419, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_731 = stablehlo.constant dense<1000> : tensor<i32>
    %2421 = stablehlo.broadcast_in_dim %c_731, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2422 = stablehlo.add %2418, %2421 : tensor<10x10xi32>
    %2423 = stablehlo.select %2420, %2422, %2418 : tensor<10x10xi1>, tensor<10x10xi32>
    %2424 = stablehlo.broadcast_in_dim %2423, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2425 = "stablehlo.gather"(%2108, %2424) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2426 = stablehlo.broadcast_in_dim %2386, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2427 = stablehlo.broadcast_in_dim %2426, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2428 = stablehlo.multiply %2427, %2425 : tensor<8192x10x10xf32>
    %c_732 = stablehlo.constant dense<1> : tensor<i32>
    %2429 = stablehlo.broadcast_in_dim %c_732, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2430 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_733 = stablehlo.constant dense<3> : tensor<i32>
    %2431 = stablehlo.broadcast_in_dim %c_733, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2432 = stablehlo.multiply %2429, %2431 : tensor<10x10xi32>
    %c_734 = stablehlo.constant dense<1> : tensor<i32>
    %2433 = stablehlo.broadcast_in_dim %c_734, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2434 = stablehlo.add %2432, %2433 : tensor<10x10xi32>
    %c_735 = stablehlo.constant dense<0> : tensor<i32>
    %2435 = stablehlo.broadcast_in_dim %c_735, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2436 = stablehlo.compare LT, %2434, %2435, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_736 = stablehlo.constant dense<9> : tensor<i32>
    %2437 = stablehlo.broadcast_in_dim %c_736, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2438 = stablehlo.add %2434, %2437 : tensor<10x10xi32>
    %2439 = stablehlo.select %2436, %2438, %2434 : tensor<10x10xi1>, tensor<10x10xi32>
    %2440 = stablehlo.broadcast_in_dim %2439, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2441 = "stablehlo.gather"(%2430, %2440) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_737 = stablehlo.constant dense<1> : tensor<i32>
    %2442 = stablehlo.broadcast_in_dim %c_737, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2443 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_738 = stablehlo.constant dense<3> : tensor<i32>
    %2444 = stablehlo.broadcast_in_dim %c_738, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2445 = stablehlo.multiply %2442, %2444 : tensor<10x10xi32>
    %c_739 = stablehlo.constant dense<1> : tensor<i32>
    %2446 = stablehlo.broadcast_in_dim %c_739, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2447 = stablehlo.add %2445, %2446 : tensor<10x10xi32>
    %c_740 = stablehlo.constant dense<0> : tensor<i32>
    %2448 = stablehlo.broadcast_in_dim %c_740, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2449 = stablehlo.compare LT, %2447, %2448, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_741 = stablehlo.constant dense<9> : tensor<i32>
    %2450 = stablehlo.broadcast_in_dim %c_741, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2451 = stablehlo.add %2447, %2450 : tensor<10x10xi32>
    %2452 = stablehlo.select %2449, %2451, %2447 : tensor<10x10xi1>, tensor<10x10xi32>
    %2453 = stablehlo.broadcast_in_dim %2452, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2454 = "stablehlo.gather"(%2443, %2453) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_742 = stablehlo.constant dense<10> : tensor<i32>
    %2455 = stablehlo.broadcast_in_dim %c_742, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2456 = stablehlo.multiply %20, %2455 : tensor<10x10xi32>
    %c_743 = stablehlo.constant dense<1> : tensor<i32>
    %2457 = stablehlo.broadcast_in_dim %c_743, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2458 = stablehlo.add %2456, %2457 : tensor<10x10xi32>
    %c_744 = stablehlo.constant dense<0> : tensor<i32>
    %2459 = stablehlo.broadcast_in_dim %c_744, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2460 = stablehlo.compare LT, %2458, %2459, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_745 = stablehlo.constant dense<1000> : tensor<i32>
    %2461 = stablehlo.broadcast_in_dim %c_745, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2462 = stablehlo.add %2458, %2461 : tensor<10x10xi32>
    %2463 = stablehlo.select %2460, %2462, %2458 : tensor<10x10xi1>, tensor<10x10xi32>
    %2464 = stablehlo.broadcast_in_dim %2463, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2465 = "stablehlo.gather"(%2086, %2464) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2466 = stablehlo.broadcast_in_dim %2441, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2467 = stablehlo.broadcast_in_dim %2466, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2468 = stablehlo.multiply %2467, %2465 : tensor<8192x10x10xf32>
    %c_746 = stablehlo.constant dense<10> : tensor<i32>
    %2469 = stablehlo.broadcast_in_dim %c_746, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2470 = stablehlo.multiply %20, %2469 : tensor<10x10xi32>
    %c_747 = stablehlo.constant dense<1> : tensor<i32>
    %2471 = stablehlo.broadcast_in_dim %c_747, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2472 = stablehlo.add %2470, %2471 : tensor<10x10xi32>
    %c_748 = stablehlo.constant dense<0> : tensor<i32>
    %2473 = stablehlo.broadcast_in_dim %c_748, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2474 = stablehlo.compare LT, %2472, %2473, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_749 = stablehlo.constant dense<1000> : tensor<i32>
    %2475 = stablehlo.broadcast_in_dim %c_749, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2476 = stablehlo.add %2472, %2475 : tensor<10x10xi32>
    %2477 = stablehlo.select %2474, %2476, %2472 : tensor<10x10xi1>, tensor<10x10xi32>
    %2478 = stablehlo.broadcast_in_dim %2477, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2479 = "stablehlo.gather"(%2097, %2478) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2480 = stablehlo.broadcast_in_dim %2441, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2481 = stablehlo.broadcast_in_dim %2480, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2482 = stablehlo.multiply %2481, %2479 : tensor<8192x10x10xf32>
    %c_750 = stablehlo.constant dense<10> : tensor<i32>
    %2483 = stablehlo.broadcast_in_dim %c_750, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2484 = stablehlo.multiply %20, %2483 : tensor<10x10xi32>
    %c_751 = stablehlo.constant dense<1> : tensor<i32>
    %2485 = stablehlo.broadcast_in_dim %c_751, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2486 = stablehlo.add %2484, %2485 : tensor<10x10xi32>
    %c_752 = stablehlo.constant dense<0> : tensor<i32>
    %2487 = stablehlo.broadcast_in_dim %c_752, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2488 = stablehlo.compare LT, %2486, %2487, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_753 = stablehlo.constant dense<1000> : tensor<i32>
    %2489 = stablehlo.broadcast_in_dim %c_753, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2490 = stablehlo.add %2486, %2489 : tensor<10x10xi32>
    %2491 = stablehlo.select %2488, %2490, %2486 : tensor<10x10xi1>, tensor<10x10xi32>
    %2492 = stablehlo.broadcast_in_dim %2491, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2493 = "stablehlo.gather"(%2108, %2492) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2494 = stablehlo.broadcast_in_dim %2454, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2495 = stablehlo.broadcast_in_dim %2494, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2496 = stablehlo.multiply %2495, %2493 : tensor<8192x10x10xf32>
    %2497 = stablehlo.add %2400, %2468 : tensor<8192x10x10xf32>
    %2498 = stablehlo.add %2414, %2482 : tensor<8192x10x10xf32>
    %2499 = stablehlo.add %2428, %2496 : tensor<8192x10x10xf32>
    %c_754 = stablehlo.constant dense<2> : tensor<i32>
    %2500 = stablehlo.broadcast_in_dim %c_754, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2501 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_755 = stablehlo.constant dense<3> : tensor<i32>
    %2502 = stablehlo.broadcast_in_dim %c_755, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2503 = stablehlo.multiply %2500, %2502 : tensor<10x10xi32>
    %c_756 = stablehlo.constant dense<1> : tensor<i32>
    %2504 = stablehlo.broadcast_in_dim %c_756, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2505 = stablehlo.add %2503, %2504 : tensor<10x10xi32>
    %c_757 = stablehlo.constant dense<0> : tensor<i32>
    %2506 = stablehlo.broadcast_in_dim %c_757, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2507 = stablehlo.compare LT, %2505, %2506, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_758 = stablehlo.constant dense<9> : tensor<i32>
    %2508 = stablehlo.broadcast_in_dim %c_758, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2509 = stablehlo.add %2505, %2508 : tensor<10x10xi32>
    %2510 = stablehlo.select %2507, %2509, %2505 : tensor<10x10xi1>, tensor<10x10xi32>
    %2511 = stablehlo.broadcast_in_dim %2510, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2512 = "stablehlo.gather"(%2501, %2511) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_759 = stablehlo.constant dense<2> : tensor<i32>
    %2513 = stablehlo.broadcast_in_dim %c_759, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2514 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_760 = stablehlo.constant dense<3> : tensor<i32>
    %2515 = stablehlo.broadcast_in_dim %c_760, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2516 = stablehlo.multiply %2513, %2515 : tensor<10x10xi32>
    %c_761 = stablehlo.constant dense<1> : tensor<i32>
    %2517 = stablehlo.broadcast_in_dim %c_761, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2518 = stablehlo.add %2516, %2517 : tensor<10x10xi32>
    %c_762 = stablehlo.constant dense<0> : tensor<i32>
    %2519 = stablehlo.broadcast_in_dim %c_762, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2520 = stablehlo.compare LT, %2518, %2519, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_763 = stablehlo.constant dense<9> : tensor<i32>
    %2521 = stablehlo.broadcast_in_dim %c_763, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2522 = stablehlo.add %2518, %2521 : tensor<10x10xi32>
    %2523 = stablehlo.select %2520, %2522, %2518 : tensor<10x10xi1>, tensor<10x10xi32>
    %2524 = stablehlo.broadcast_in_dim %2523, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2525 = "stablehlo.gather"(%2514, %2524) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_764 = stablehlo.constant dense<10> : tensor<i32>
    %2526 = stablehlo.broadcast_in_dim %c_764, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2527 = stablehlo.multiply %20, %2526 : tensor<10x10xi32>
    %c_765 = stablehlo.constant dense<2> : tensor<i32>
    %2528 = stablehlo.broadcast_in_dim %c_765, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2529 = stablehlo.add %2527, %2528 : tensor<10x10xi32>
    %c_766 = stablehlo.constant dense<0> : tensor<i32>
    %2530 = stablehlo.broadcast_in_dim %c_766, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2531 = stablehlo.compare LT, %2529, %2530, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_767 = stablehlo.constant dense<1000> : tensor<i32>
    %2532 = stablehlo.broadcast_in_dim %c_767, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2533 = stablehlo.add %2529, %2532 : tensor<10x10xi32>
    %2534 = stablehlo.select %2531, %2533, %2529 : tensor<10x10xi1>, tensor<10x10xi32>
    %2535 = stablehlo.broadcast_in_dim %2534, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2536 = "stablehlo.gather"(%2086, %2535) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2537 = stablehlo.broadcast_in_dim %2512, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2538 = stablehlo.broadcast_in_dim %2537, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2539 = stablehlo.multiply %2538, %2536 : tensor<8192x10x10xf32>
    %c_768 = stablehlo.constant dense<10> : tensor<i32>
    %2540 = stablehlo.broadcast_in_dim %c_768, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2541 = stablehlo.multiply %20, %2540 : tensor<10x10xi32>
    %c_769 = stablehlo.constant dense<2> : tensor<i32>
    %2542 = stablehlo.broadcast_in_dim %c_769, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2543 = stablehlo.add %2541, %2542 : tensor<10x10xi32>
    %c_770 = stablehlo.constant dense<0> : tensor<i32>
    %2544 = stablehlo.broadcast_in_dim %c_770, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2545 = stablehlo.compare LT, %2543, %2544, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_771 = stablehlo.constant dense<1000> : tensor<i32>
    %2546 = stablehlo.broadcast_in_dim %c_771, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2547 = stablehlo.add %2543, %2546 : tensor<10x10xi32>
    %2548 = stablehlo.select %2545, %2547, %2543 : tensor<10x10xi1>, tensor<10x10xi32>
    %2549 = stablehlo.broadcast_in_dim %2548, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2550 = "stablehlo.gather"(%2097, %2549) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2551 = stablehlo.broadcast_in_dim %2512, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2552 = stablehlo.broadcast_in_dim %2551, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2553 = stablehlo.multiply %2552, %2550 : tensor<8192x10x10xf32>
    %c_772 = stablehlo.constant dense<10> : tensor<i32>
    %2554 = stablehlo.broadcast_in_dim %c_772, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2555 = stablehlo.multiply %20, %2554 : tensor<10x10xi32>
    %c_773 = stablehlo.constant dense<2> : tensor<i32>
    %2556 = stablehlo.broadcast_in_dim %c_773, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2557 = stablehlo.add %2555, %2556 : tensor<10x10xi32>
    %c_774 = stablehlo.constant dense<0> : tensor<i32>
    %2558 = stablehlo.broadcast_in_dim %c_774, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2559 = stablehlo.compare LT, %2557, %2558, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_775 = stablehlo.constant dense<1000> : tensor<i32>
    %2560 = stablehlo.broadcast_in_dim %c_775, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2561 = stablehlo.add %2557, %2560 : tensor<10x10xi32>
    %2562 = stablehlo.select %2559, %2561, %2557 : tensor<10x10xi1>, tensor<10x10xi32>
    %2563 = stablehlo.broadcast_in_dim %2562, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2564 = "stablehlo.gather"(%2108, %2563) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2565 = stablehlo.broadcast_in_dim %2525, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2566 = stablehlo.broadcast_in_dim %2565, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2567 = stablehlo.multiply %2566, %2564 : tensor<8192x10x10xf32>
    %2568 = stablehlo.add %2497, %2539 : tensor<8192x10x10xf32>
    %2569 = stablehlo.add %2498, %2553 : tensor<8192x10x10xf32>
    %2570 = stablehlo.add %2499, %2567 : tensor<8192x10x10xf32>
    %c_776 = stablehlo.constant dense<10> : tensor<i32>
    %2571 = stablehlo.broadcast_in_dim %c_776, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2572 = stablehlo.add %2571, %0 : tensor<10x10xi32>
    %c_777 = stablehlo.constant dense<10> : tensor<i32>
    %2573 = stablehlo.broadcast_in_dim %c_777, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2574 = stablehlo.multiply %2572, %2573 : tensor<10x10xi32>
    %2575 = stablehlo.add %2574, %1 : tensor<10x10xi32>
    %c_778 = stablehlo.constant dense<16777216> : tensor<i32>
    %2576 = call @_where(%13, %2575, %c_778) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_779 = stablehlo.constant dense<0> : tensor<i32>
    %2577 = stablehlo.broadcast_in_dim %c_779, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2578 = stablehlo.compare LT, %2576, %2577, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_780 = stablehlo.constant dense<1000> : tensor<i32>
    %2579 = stablehlo.broadcast_in_dim %c_780, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2580 = stablehlo.add %2576, %2579 : tensor<10x10xi32>
    %2581 = stablehlo.select %2578, %2580, %2576 : tensor<10x10xi1>, tensor<10x10xi32>
    %2582 = stablehlo.broadcast_in_dim %2581, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2583 = "stablehlo.scatter"(%2334, %2582, %2568) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_781 = stablehlo.constant dense<10> : tensor<i32>
    %2584 = stablehlo.broadcast_in_dim %c_781, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2585 = stablehlo.add %2584, %0 : tensor<10x10xi32>
    %c_782 = stablehlo.constant dense<10> : tensor<i32>
    %2586 = stablehlo.broadcast_in_dim %c_782, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2587 = stablehlo.multiply %2585, %2586 : tensor<10x10xi32>
    %2588 = stablehlo.add %2587, %1 : tensor<10x10xi32>
    %c_783 = stablehlo.constant dense<16777216> : tensor<i32>
    %2589 = call @_where(%13, %2588, %c_783) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_784 = stablehlo.constant dense<0> : tensor<i32>
    %2590 = stablehlo.broadcast_in_dim %c_784, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2591 = stablehlo.compare LT, %2589, %2590, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_785 = stablehlo.constant dense<1000> : tensor<i32>
    %2592 = stablehlo.broadcast_in_dim %c_785, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2593 = stablehlo.add %2589, %2592 : tensor<10x10xi32>
    %2594 = stablehlo.select %2591, %2593, %2589 : tensor<10x10xi1>, tensor<10x10xi32>
    %2595 = stablehlo.broadcast_in_dim %2594, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2596 = "stablehlo.scatter"(%2347, %2595, %2569) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_786 = stablehlo.constant dense<10> : tensor<i32>
    %2597 = stablehlo.broadcast_in_dim %c_786, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2598 = stablehlo.add %2597, %0 : tensor<10x10xi32>
    %c_787 = stablehlo.constant dense<10> : tensor<i32>
    %2599 = stablehlo.broadcast_in_dim %c_787, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2600 = stablehlo.multiply %2598, %2599 : tensor<10x10xi32>
    %2601 = stablehlo.add %2600, %1 : tensor<10x10xi32>
    %c_788 = stablehlo.constant dense<16777216> : tensor<i32>
    %2602 = call @_where(%13, %2601, %c_788) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_789 = stablehlo.constant dense<0> : tensor<i32>
    %2603 = stablehlo.broadcast_in_dim %c_789, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2604 = stablehlo.compare LT, %2602, %2603, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_790 = stablehlo.constant dense<1000> : tensor<i32>
    %2605 = stablehlo.broadcast_in_dim %c_790, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2606 = stablehlo.add %2602, %2605 : tensor<10x10xi32>
    %2607 = stablehlo.select %2604, %2606, %2602 : tensor<10x10xi1>, tensor<10x10xi32>
    %2608 = stablehlo.broadcast_in_dim %2607, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2609 = "stablehlo.scatter"(%2360, %2608, %2570) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_791 = stablehlo.constant dense<0> : tensor<i32>
    %2610 = stablehlo.broadcast_in_dim %c_791, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2611 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_792 = stablehlo.constant dense<3> : tensor<i32>
    %2612 = stablehlo.broadcast_in_dim %c_792, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2613 = stablehlo.multiply %2610, %2612 : tensor<10x10xi32>
    %c_793 = stablehlo.constant dense<2> : tensor<i32>
    %2614 = stablehlo.broadcast_in_dim %c_793, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2615 = stablehlo.add %2613, %2614 : tensor<10x10xi32>
    %c_794 = stablehlo.constant dense<0> : tensor<i32>
    %2616 = stablehlo.broadcast_in_dim %c_794, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2617 = stablehlo.compare LT, %2615, %2616, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_795 = stablehlo.constant dense<9> : tensor<i32>
    %2618 = stablehlo.broadcast_in_dim %c_795, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2619 = stablehlo.add %2615, %2618 : tensor<10x10xi32>
    %2620 = stablehlo.select %2617, %2619, %2615 : tensor<10x10xi1>, tensor<10x10xi32>
    %2621 = stablehlo.broadcast_in_dim %2620, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2622 = "stablehlo.gather"(%2611, %2621) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_796 = stablehlo.constant dense<0> : tensor<i32>
    %2623 = stablehlo.broadcast_in_dim %c_796, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2624 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_797 = stablehlo.constant dense<3> : tensor<i32>
    %2625 = stablehlo.broadcast_in_dim %c_797, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2626 = stablehlo.multiply %2623, %2625 : tensor<10x10xi32>
    %c_798 = stablehlo.constant dense<2> : tensor<i32>
    %2627 = stablehlo.broadcast_in_dim %c_798, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2628 = stablehlo.add %2626, %2627 : tensor<10x10xi32>
    %c_799 = stablehlo.constant dense<0> : tensor<i32>
    %2629 = stablehlo.broadcast_in_dim %c_799, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2630 = stablehlo.compare LT, %2628, %2629, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_800 = stablehlo.constant dense<9> : tensor<i32>
    %2631 = stablehlo.broadcast_in_dim %c_800, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2632 = stablehlo.add %2628, %2631 : tensor<10x10xi32>
    %2633 = stablehlo.select %2630, %2632, %2628 : tensor<10x10xi1>, tensor<10x10xi32>
    %2634 = stablehlo.broadcast_in_dim %2633, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2635 = "stablehlo.gather"(%2624, %2634) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_801 = stablehlo.constant dense<10> : tensor<i32>
    %2636 = stablehlo.broadcast_in_dim %c_801, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2637 = stablehlo.multiply %20, %2636 : tensor<10x10xi32>
    %c_802 = stablehlo.constant dense<0> : tensor<i32>
    %2638 = stablehlo.broadcast_in_dim %c_802, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2639 = stablehlo.add %2637, %2638 : tensor<10x10xi32>
    %c_803 = stablehlo.constant dense<0> : tensor<i32>
    %2640 = stablehlo.broadcast_in_dim %c_803, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2641 = stablehlo.compare LT, %2639, %2640, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_804 = stablehlo.constant dense<1000> : tensor<i32>
    %2642 = stablehlo.broadcast_in_dim %c_804, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2643 = stablehlo.add %2639, %2642 : tensor<10x10xi32>
    %2644 = stablehlo.select %2641, %2643, %2639 : tensor<10x10xi1>, tensor<10x10xi32>
    %2645 = stablehlo.broadcast_in_dim %2644, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2646 = "stablehlo.gather"(%2086, %2645) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2647 = stablehlo.broadcast_in_dim %2622, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2648 = stablehlo.broadcast_in_dim %2647, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2649 = stablehlo.multiply %2648, %2646 : tensor<8192x10x10xf32>
    %c_805 = stablehlo.constant dense<10> : tensor<i32>
    %2650 = stablehlo.broadcast_in_dim %c_805, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2651 = stablehlo.multiply %20, %2650 : tensor<10x10xi32>
    %c_806 = stablehlo.constant dense<0> : tensor<i32>
    %2652 = stablehlo.broadcast_in_dim %c_806, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2653 = stablehlo.add %2651, %2652 : tensor<10x10xi32>
    %c_807 = stablehlo.constant dense<0> : tensor<i32>
    %2654 = stablehlo.broadcast_in_dim %c_807, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2655 = stablehlo.compare LT, %2653, %2654, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_808 = stablehlo.constant dense<1000> : tensor<i32>
    %2656 = stablehlo.broadcast_in_dim %c_808, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2657 = stablehlo.add %2653, %2656 : tensor<10x10xi32>
    %2658 = stablehlo.select %2655, %2657, %2653 : tensor<10x10xi1>, tensor<10x10xi32>
    %2659 = stablehlo.broadcast_in_dim %2658, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2660 = "stablehlo.gather"(%2097, %2659) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2661 = stablehlo.broadcast_in_dim %2622, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2662 = stablehlo.broadcast_in_dim %2661, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2663 = stablehlo.multiply %2662, %2660 : tensor<8192x10x10xf32>
    %c_809 = stablehlo.constant dense<10> : tensor<i32>
    %2664 = stablehlo.broadcast_in_dim %c_809, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2665 = stablehlo.multiply %20, %2664 : tensor<10x10xi32>
    %c_810 = stablehlo.constant dense<0> : tensor<i32>
    %2666 = stablehlo.broadcast_in_dim %c_810, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2667 = stablehlo.add %2665, %2666 : tensor<10x10xi32>
    %c_811 = stablehlo.constant dense<0> : tensor<i32>
    %2668 = stablehlo.broadcast_in_dim %c_811, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2669 = stablehlo.compare LT, %2667, %2668, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_812 = stablehlo.constant dense<1000> : tensor<i32>
    %2670 = stablehlo.broadcast_in_dim %c_812, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2671 = stablehlo.add %2667, %2670 : tensor<10x10xi32>
    %2672 = stablehlo.select %2669, %2671, %2667 : tensor<10x10xi1>, tensor<10x10xi32>
    %2673 = stablehlo.broadcast_in_dim %2672, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2674 = "stablehlo.gather"(%2108, %2673) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2675 = stablehlo.broadcast_in_dim %2635, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2676 = stablehlo.broadcast_in_dim %2675, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2677 = stablehlo.multiply %2676, %2674 : tensor<8192x10x10xf32>
    %c_813 = stablehlo.constant dense<1> : tensor<i32>
    %2678 = stablehlo.broadcast_in_dim %c_813, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2679 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_814 = stablehlo.constant dense<3> : tensor<i32>
    %2680 = stablehlo.broadcast_in_dim %c_814, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2681 = stablehlo.multiply %2678, %2680 : tensor<10x10xi32>
    %c_815 = stablehlo.constant dense<2> : tensor<i32>
    %2682 = stablehlo.broadcast_in_dim %c_815, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2683 = stablehlo.add %2681, %2682 : tensor<10x10xi32>
    %c_816 = stablehlo.constant dense<0> : tensor<i32>
    %2684 = stablehlo.broadcast_in_dim %c_816, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2685 = stablehlo.compare LT, %2683, %2684, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_817 = stablehlo.constant dense<9> : tensor<i32>
    %2686 = stablehlo.broadcast_in_dim %c_817, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2687 = stablehlo.add %2683, %2686 : tensor<10x10xi32>
    %2688 = stablehlo.select %2685, %2687, %2683 : tensor<10x10xi1>, tensor<10x10xi32>
    %2689 = stablehlo.broadcast_in_dim %2688, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2690 = "stablehlo.gather"(%2679, %2689) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_818 = stablehlo.constant dense<1> : tensor<i32>
    %2691 = stablehlo.broadcast_in_dim %c_818, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2692 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_819 = stablehlo.constant dense<3> : tensor<i32>
    %2693 = stablehlo.broadcast_in_dim %c_819, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2694 = stablehlo.multiply %2691, %2693 : tensor<10x10xi32>
    %c_820 = stablehlo.constant dense<2> : tensor<i32>
    %2695 = stablehlo.broadcast_in_dim %c_820, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2696 = stablehlo.add %2694, %2695 : tensor<10x10xi32>
    %c_821 = stablehlo.constant dense<0> : tensor<i32>
    %2697 = stablehlo.broadcast_in_dim %c_821, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2698 = stablehlo.compare LT, %2696, %2697, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_822 = stablehlo.constant dense<9> : tensor<i32>
    %2699 = stablehlo.broadcast_in_dim %c_822, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2700 = stablehlo.add %2696, %2699 : tensor<10x10xi32>
    %2701 = stablehlo.select %2698, %2700, %2696 : tensor<10x10xi1>, tensor<10x10xi32>
    %2702 = stablehlo.broadcast_in_dim %2701, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2703 = "stablehlo.gather"(%2692, %2702) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_823 = stablehlo.constant dense<10> : tensor<i32>
    %2704 = stablehlo.broadcast_in_dim %c_823, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2705 = stablehlo.multiply %20, %2704 : tensor<10x10xi32>
    %c_824 = stablehlo.constant dense<1> : tensor<i32>
    %2706 = stablehlo.broadcast_in_dim %c_824, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2707 = stablehlo.add %2705, %2706 : tensor<10x10xi32>
    %c_825 = stablehlo.constant dense<0> : tensor<i32>
    %2708 = stablehlo.broadcast_in_dim %c_825, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2709 = stablehlo.compare LT, %2707, %2708, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_826 = stablehlo.constant dense<1000> : tensor<i32>
    %2710 = stablehlo.broadcast_in_dim %c_826, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2711 = stablehlo.add %2707, %2710 : tensor<10x10xi32>
    %2712 = stablehlo.select %2709, %2711, %2707 : tensor<10x10xi1>, tensor<10x10xi32>
    %2713 = stablehlo.broadcast_in_dim %2712, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2714 = "stablehlo.gather"(%2086, %2713) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2715 = stablehlo.broadcast_in_dim %2690, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2716 = stablehlo.broadcast_in_dim %2715, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2717 = stablehlo.multiply %2716, %2714 : tensor<8192x10x10xf32>
    %c_827 = stablehlo.constant dense<10> : tensor<i32>
    %2718 = stablehlo.broadcast_in_dim %c_827, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2719 = stablehlo.multiply %20, %2718 : tensor<10x10xi32>
    %c_828 = stablehlo.constant dense<1> : tensor<i32>
    %2720 = stablehlo.broadcast_in_dim %c_828, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2721 = stablehlo.add %2719, %2720 : tensor<10x10xi32>
    %c_829 = stablehlo.constant dense<0> : tensor<i32>
    %2722 = stablehlo.broadcast_in_dim %c_829, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2723 = stablehlo.compare LT, %2721, %2722, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_830 = stablehlo.constant dense<1000> : tensor<i32>
    %2724 = stablehlo.broadcast_in_dim %c_830, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2725 = stablehlo.add %2721, %2724 : tensor<10x10xi32>
    %2726 = stablehlo.select %2723, %2725, %2721 : tensor<10x10xi1>, tensor<10x10xi32>
    %2727 = stablehlo.broadcast_in_dim %2726, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2728 = "stablehlo.gather"(%2097, %2727) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2729 = stablehlo.broadcast_in_dim %2690, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2730 = stablehlo.broadcast_in_dim %2729, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2731 = stablehlo.multiply %2730, %2728 : tensor<8192x10x10xf32>
    %c_831 = stablehlo.constant dense<10> : tensor<i32>
    %2732 = stablehlo.broadcast_in_dim %c_831, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2733 = stablehlo.multiply %20, %2732 : tensor<10x10xi32>
    %c_832 = stablehlo.constant dense<1> : tensor<i32>
    %2734 = stablehlo.broadcast_in_dim %c_832, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2735 = stablehlo.add %2733, %2734 : tensor<10x10xi32>
    %c_833 = stablehlo.constant dense<0> : tensor<i32>
    %2736 = stablehlo.broadcast_in_dim %c_833, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2737 = stablehlo.compare LT, %2735, %2736, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_834 = stablehlo.constant dense<1000> : tensor<i32>
    %2738 = stablehlo.broadcast_in_dim %c_834, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2739 = stablehlo.add %2735, %2738 : tensor<10x10xi32>
    %2740 = stablehlo.select %2737, %2739, %2735 : tensor<10x10xi1>, tensor<10x10xi32>
    %2741 = stablehlo.broadcast_in_dim %2740, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2742 = "stablehlo.gather"(%2108, %2741) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2743 = stablehlo.broadcast_in_dim %2703, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2744 = stablehlo.broadcast_in_dim %2743, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2745 = stablehlo.multiply %2744, %2742 : tensor<8192x10x10xf32>
    %2746 = stablehlo.add %2649, %2717 : tensor<8192x10x10xf32>
    %2747 = stablehlo.add %2663, %2731 : tensor<8192x10x10xf32>
    %2748 = stablehlo.add %2677, %2745 : tensor<8192x10x10xf32>
    %c_835 = stablehlo.constant dense<2> : tensor<i32>
    %2749 = stablehlo.broadcast_in_dim %c_835, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2750 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_836 = stablehlo.constant dense<3> : tensor<i32>
    %2751 = stablehlo.broadcast_in_dim %c_836, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2752 = stablehlo.multiply %2749, %2751 : tensor<10x10xi32>
    %c_837 = stablehlo.constant dense<2> : tensor<i32>
    %2753 = stablehlo.broadcast_in_dim %c_837, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2754 = stablehlo.add %2752, %2753 : tensor<10x10xi32>
    %c_838 = stablehlo.constant dense<0> : tensor<i32>
    %2755 = stablehlo.broadcast_in_dim %c_838, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2756 = stablehlo.compare LT, %2754, %2755, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_839 = stablehlo.constant dense<9> : tensor<i32>
    %2757 = stablehlo.broadcast_in_dim %c_839, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2758 = stablehlo.add %2754, %2757 : tensor<10x10xi32>
    %2759 = stablehlo.select %2756, %2758, %2754 : tensor<10x10xi1>, tensor<10x10xi32>
    %2760 = stablehlo.broadcast_in_dim %2759, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2761 = "stablehlo.gather"(%2750, %2760) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_840 = stablehlo.constant dense<2> : tensor<i32>
    %2762 = stablehlo.broadcast_in_dim %c_840, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2763 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_841 = stablehlo.constant dense<3> : tensor<i32>
    %2764 = stablehlo.broadcast_in_dim %c_841, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2765 = stablehlo.multiply %2762, %2764 : tensor<10x10xi32>
    %c_842 = stablehlo.constant dense<2> : tensor<i32>
    %2766 = stablehlo.broadcast_in_dim %c_842, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2767 = stablehlo.add %2765, %2766 : tensor<10x10xi32>
    %c_843 = stablehlo.constant dense<0> : tensor<i32>
    %2768 = stablehlo.broadcast_in_dim %c_843, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2769 = stablehlo.compare LT, %2767, %2768, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_844 = stablehlo.constant dense<9> : tensor<i32>
    %2770 = stablehlo.broadcast_in_dim %c_844, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2771 = stablehlo.add %2767, %2770 : tensor<10x10xi32>
    %2772 = stablehlo.select %2769, %2771, %2767 : tensor<10x10xi1>, tensor<10x10xi32>
    %2773 = stablehlo.broadcast_in_dim %2772, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2774 = "stablehlo.gather"(%2763, %2773) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_845 = stablehlo.constant dense<10> : tensor<i32>
    %2775 = stablehlo.broadcast_in_dim %c_845, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2776 = stablehlo.multiply %20, %2775 : tensor<10x10xi32>
    %c_846 = stablehlo.constant dense<2> : tensor<i32>
    %2777 = stablehlo.broadcast_in_dim %c_846, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2778 = stablehlo.add %2776, %2777 : tensor<10x10xi32>
    %c_847 = stablehlo.constant dense<0> : tensor<i32>
    %2779 = stablehlo.broadcast_in_dim %c_847, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2780 = stablehlo.compare LT, %2778, %2779, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_848 = stablehlo.constant dense<1000> : tensor<i32>
    %2781 = stablehlo.broadcast_in_dim %c_848, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2782 = stablehlo.add %2778, %2781 : tensor<10x10xi32>
    %2783 = stablehlo.select %2780, %2782, %2778 : tensor<10x10xi1>, tensor<10x10xi32>
    %2784 = stablehlo.broadcast_in_dim %2783, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2785 = "stablehlo.gather"(%2086, %2784) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2786 = stablehlo.broadcast_in_dim %2761, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2787 = stablehlo.broadcast_in_dim %2786, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2788 = stablehlo.multiply %2787, %2785 : tensor<8192x10x10xf32>
    %c_849 = stablehlo.constant dense<10> : tensor<i32>
    %2789 = stablehlo.broadcast_in_dim %c_849, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2790 = stablehlo.multiply %20, %2789 : tensor<10x10xi32>
    %c_850 = stablehlo.constant dense<2> : tensor<i32>
    %2791 = stablehlo.broadcast_in_dim %c_850, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2792 = stablehlo.add %2790, %2791 : tensor<10x10xi32>
    %c_851 = stablehlo.constant dense<0> : tensor<i32>
    %2793 = stablehlo.broadcast_in_dim %c_851, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2794 = stablehlo.compare LT, %2792, %2793, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_852 = stablehlo.constant dense<1000> : tensor<i32>
    %2795 = stablehlo.broadcast_in_dim %c_852, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2796 = stablehlo.add %2792, %2795 : tensor<10x10xi32>
    %2797 = stablehlo.select %2794, %2796, %2792 : tensor<10x10xi1>, tensor<10x10xi32>
    %2798 = stablehlo.broadcast_in_dim %2797, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2799 = "stablehlo.gather"(%2097, %2798) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2800 = stablehlo.broadcast_in_dim %2761, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2801 = stablehlo.broadcast_in_dim %2800, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2802 = stablehlo.multiply %2801, %2799 : tensor<8192x10x10xf32>
    %c_853 = stablehlo.constant dense<10> : tensor<i32>
    %2803 = stablehlo.broadcast_in_dim %c_853, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2804 = stablehlo.multiply %20, %2803 : tensor<10x10xi32>
    %c_854 = stablehlo.constant dense<2> : tensor<i32>
    %2805 = stablehlo.broadcast_in_dim %c_854, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2806 = stablehlo.add %2804, %2805 : tensor<10x10xi32>
    %c_855 = stablehlo.constant dense<0> : tensor<i32>
    %2807 = stablehlo.broadcast_in_dim %c_855, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2808 = stablehlo.compare LT, %2806, %2807, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_856 = stablehlo.constant dense<1000> : tensor<i32>
    %2809 = stablehlo.broadcast_in_dim %c_856, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2810 = stablehlo.add %2806, %2809 : tensor<10x10xi32>
    %2811 = stablehlo.select %2808, %2810, %2806 : tensor<10x10xi1>, tensor<10x10xi32>
    %2812 = stablehlo.broadcast_in_dim %2811, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2813 = "stablehlo.gather"(%2108, %2812) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2814 = stablehlo.broadcast_in_dim %2774, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2815 = stablehlo.broadcast_in_dim %2814, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2816 = stablehlo.multiply %2815, %2813 : tensor<8192x10x10xf32>
    %2817 = stablehlo.add %2746, %2788 : tensor<8192x10x10xf32>
    %2818 = stablehlo.add %2747, %2802 : tensor<8192x10x10xf32>
    %2819 = stablehlo.add %2748, %2816 : tensor<8192x10x10xf32>
    %c_857 = stablehlo.constant dense<20> : tensor<i32>
    %2820 = stablehlo.broadcast_in_dim %c_857, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2821 = stablehlo.add %2820, %0 : tensor<10x10xi32>
    %c_858 = stablehlo.constant dense<10> : tensor<i32>
    %2822 = stablehlo.broadcast_in_dim %c_858, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2823 = stablehlo.multiply %2821, %2822 : tensor<10x10xi32>
    %2824 = stablehlo.add %2823, %1 : tensor<10x10xi32>
    %c_859 = stablehlo.constant dense<16777216> : tensor<i32>
    %2825 = call @_where(%13, %2824, %c_859) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_860 = stablehlo.constant dense<0> : tensor<i32>
    %2826 = stablehlo.broadcast_in_dim %c_860, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2827 = stablehlo.compare LT, %2825, %2826, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_861 = stablehlo.constant dense<1000> : tensor<i32>
    %2828 = stablehlo.broadcast_in_dim %c_861, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2829 = stablehlo.add %2825, %2828 : tensor<10x10xi32>
    %2830 = stablehlo.select %2827, %2829, %2825 : tensor<10x10xi1>, tensor<10x10xi32>
    %2831 = stablehlo.broadcast_in_dim %2830, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2832 = "stablehlo.scatter"(%2583, %2831, %2817) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_862 = stablehlo.constant dense<20> : tensor<i32>
    %2833 = stablehlo.broadcast_in_dim %c_862, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2834 = stablehlo.add %2833, %0 : tensor<10x10xi32>
    %c_863 = stablehlo.constant dense<10> : tensor<i32>
    %2835 = stablehlo.broadcast_in_dim %c_863, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2836 = stablehlo.multiply %2834, %2835 : tensor<10x10xi32>
    %2837 = stablehlo.add %2836, %1 : tensor<10x10xi32>
    %c_864 = stablehlo.constant dense<16777216> : tensor<i32>
    %2838 = call @_where(%13, %2837, %c_864) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_865 = stablehlo.constant dense<0> : tensor<i32>
    %2839 = stablehlo.broadcast_in_dim %c_865, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2840 = stablehlo.compare LT, %2838, %2839, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_866 = stablehlo.constant dense<1000> : tensor<i32>
    %2841 = stablehlo.broadcast_in_dim %c_866, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2842 = stablehlo.add %2838, %2841 : tensor<10x10xi32>
    %2843 = stablehlo.select %2840, %2842, %2838 : tensor<10x10xi1>, tensor<10x10xi32>
    %2844 = stablehlo.broadcast_in_dim %2843, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2845 = "stablehlo.scatter"(%2596, %2844, %2818) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_867 = stablehlo.constant dense<20> : tensor<i32>
    %2846 = stablehlo.broadcast_in_dim %c_867, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2847 = stablehlo.add %2846, %0 : tensor<10x10xi32>
    %c_868 = stablehlo.constant dense<10> : tensor<i32>
    %2848 = stablehlo.broadcast_in_dim %c_868, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2849 = stablehlo.multiply %2847, %2848 : tensor<10x10xi32>
    %2850 = stablehlo.add %2849, %1 : tensor<10x10xi32>
    %c_869 = stablehlo.constant dense<16777216> : tensor<i32>
    %2851 = call @_where(%13, %2850, %c_869) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_870 = stablehlo.constant dense<0> : tensor<i32>
    %2852 = stablehlo.broadcast_in_dim %c_870, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2853 = stablehlo.compare LT, %2851, %2852, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_871 = stablehlo.constant dense<1000> : tensor<i32>
    %2854 = stablehlo.broadcast_in_dim %c_871, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2855 = stablehlo.add %2851, %2854 : tensor<10x10xi32>
    %2856 = stablehlo.select %2853, %2855, %2851 : tensor<10x10xi1>, tensor<10x10xi32>
    %2857 = stablehlo.broadcast_in_dim %2856, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2858 = "stablehlo.scatter"(%2609, %2857, %2819) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %cst_872 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2859 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_873 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2860 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %cst_874 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2861 = stablehlo.broadcast_in_dim %cst_874, dims = [] : (tensor<f32>) -> tensor<8192x1000xf32>
    %c_875 = stablehlo.constant dense<0> : tensor<i32>
    %2862 = stablehlo.broadcast_in_dim %c_875, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2863 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_876 = stablehlo.constant dense<3> : tensor<i32>
    %2864 = stablehlo.broadcast_in_dim %c_876, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2865 = stablehlo.multiply %2862, %2864 : tensor<10x10xi32>
    %2866 = stablehlo.add %2865, %15 : tensor<10x10xi32>
    %c_877 = stablehlo.constant dense<0> : tensor<i32>
    %2867 = stablehlo.broadcast_in_dim %c_877, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2868 = stablehlo.compare LT, %2866, %2867, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_878 = stablehlo.constant dense<9> : tensor<i32>
    %2869 = stablehlo.broadcast_in_dim %c_878, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2870 = stablehlo.add %2866, %2869 : tensor<10x10xi32>
    %2871 = stablehlo.select %2868, %2870, %2866 : tensor<10x10xi1>, tensor<10x10xi32>
    %2872 = stablehlo.broadcast_in_dim %2871, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2873 = "stablehlo.gather"(%2863, %2872) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_879 = stablehlo.constant dense<0> : tensor<i32>
    %2874 = stablehlo.broadcast_in_dim %c_879, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2875 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_880 = stablehlo.constant dense<3> : tensor<i32>
    %2876 = stablehlo.broadcast_in_dim %c_880, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2877 = stablehlo.multiply %2874, %2876 : tensor<10x10xi32>
    %2878 = stablehlo.add %2877, %15 : tensor<10x10xi32>
    %c_881 = stablehlo.constant dense<0> : tensor<i32>
    %2879 = stablehlo.broadcast_in_dim %c_881, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2880 = stablehlo.compare LT, %2878, %2879, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_882 = stablehlo.constant dense<9> : tensor<i32>
    %2881 = stablehlo.broadcast_in_dim %c_882, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2882 = stablehlo.add %2878, %2881 : tensor<10x10xi32>
    %2883 = stablehlo.select %2880, %2882, %2878 : tensor<10x10xi1>, tensor<10x10xi32>
    %2884 = stablehlo.broadcast_in_dim %2883, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2885 = "stablehlo.gather"(%2875, %2884) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_883 = stablehlo.constant dense<0> : tensor<i32>
    %2886 = stablehlo.broadcast_in_dim %c_883, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2887 = stablehlo.add %2886, %1 : tensor<10x10xi32>
    %c_884 = stablehlo.constant dense<0> : tensor<i32>
    %2888 = stablehlo.broadcast_in_dim %c_884, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2889 = stablehlo.compare LT, %2887, %2888, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_885 = stablehlo.constant dense<1000> : tensor<i32>
    %2890 = stablehlo.broadcast_in_dim %c_885, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2891 = stablehlo.add %2887, %2890 : tensor<10x10xi32>
    %2892 = stablehlo.select %2889, %2891, %2887 : tensor<10x10xi1>, tensor<10x10xi32>
    %2893 = stablehlo.broadcast_in_dim %2892, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2894 = "stablehlo.gather"(%2832, %2893) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2895 = stablehlo.broadcast_in_dim %2873, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2896 = stablehlo.broadcast_in_dim %2895, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2897 = stablehlo.multiply %2896, %2894 : tensor<8192x10x10xf32>
    %c_886 = stablehlo.constant dense<0> : tensor<i32>
    %2898 = stablehlo.broadcast_in_dim %c_886, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2899 = stablehlo.add %2898, %1 : tensor<10x10xi32>
    %c_887 = stablehlo.constant dense<0> : tensor<i32>
    %2900 = stablehlo.broadcast_in_dim %c_887, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2901 = stablehlo.compare LT, %2899, %2900, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_888 = stablehlo.constant dense<1000> : tensor<i32>
    %2902 = stablehlo.broadcast_in_dim %c_888, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2903 = stablehlo.add %2899, %2902 : tensor<10x10xi32>
    %2904 = stablehlo.select %2901, %2903, %2899 : tensor<10x10xi1>, tensor<10x10xi32>
    %2905 = stablehlo.broadcast_in_dim %2904, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2906 = "stablehlo.gather"(%2845, %2905) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2907 = stablehlo.broadcast_in_dim %2885, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2908 = stablehlo.broadcast_in_dim %2907, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2909 = stablehlo.multiply %2908, %2906 : tensor<8192x10x10xf32>
    %c_889 = stablehlo.constant dense<0> : tensor<i32>
    %2910 = stablehlo.broadcast_in_dim %c_889, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2911 = stablehlo.add %2910, %1 : tensor<10x10xi32>
    %c_890 = stablehlo.constant dense<0> : tensor<i32>
    %2912 = stablehlo.broadcast_in_dim %c_890, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2913 = stablehlo.compare LT, %2911, %2912, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_891 = stablehlo.constant dense<1000> : tensor<i32>
    %2914 = stablehlo.broadcast_in_dim %c_891, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2915 = stablehlo.add %2911, %2914 : tensor<10x10xi32>
    %2916 = stablehlo.select %2913, %2915, %2911 : tensor<10x10xi1>, tensor<10x10xi32>
    %2917 = stablehlo.broadcast_in_dim %2916, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2918 = "stablehlo.gather"(%2858, %2917) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2919 = stablehlo.broadcast_in_dim %2873, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2920 = stablehlo.broadcast_in_dim %2919, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2921 = stablehlo.multiply %2920, %2918 : tensor<8192x10x10xf32>
    %c_892 = stablehlo.constant dense<1> : tensor<i32>
    %2922 = stablehlo.broadcast_in_dim %c_892, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2923 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_893 = stablehlo.constant dense<3> : tensor<i32>
    %2924 = stablehlo.broadcast_in_dim %c_893, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2925 = stablehlo.multiply %2922, %2924 : tensor<10x10xi32>
    %2926 = stablehlo.add %2925, %15 : tensor<10x10xi32>
    %c_894 = stablehlo.constant dense<0> : tensor<i32>
    %2927 = stablehlo.broadcast_in_dim %c_894, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2928 = stablehlo.compare LT, %2926, %2927, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_895 = stablehlo.constant dense<9> : tensor<i32>
    %2929 = stablehlo.broadcast_in_dim %c_895, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2930 = stablehlo.add %2926, %2929 : tensor<10x10xi32>
    %2931 = stablehlo.select %2928, %2930, %2926 : tensor<10x10xi1>, tensor<10x10xi32>
    %2932 = stablehlo.broadcast_in_dim %2931, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2933 = "stablehlo.gather"(%2923, %2932) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_896 = stablehlo.constant dense<1> : tensor<i32>
    %2934 = stablehlo.broadcast_in_dim %c_896, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2935 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_897 = stablehlo.constant dense<3> : tensor<i32>
    %2936 = stablehlo.broadcast_in_dim %c_897, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2937 = stablehlo.multiply %2934, %2936 : tensor<10x10xi32>
    %2938 = stablehlo.add %2937, %15 : tensor<10x10xi32>
    %c_898 = stablehlo.constant dense<0> : tensor<i32>
    %2939 = stablehlo.broadcast_in_dim %c_898, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2940 = stablehlo.compare LT, %2938, %2939, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_899 = stablehlo.constant dense<9> : tensor<i32>
    %2941 = stablehlo.broadcast_in_dim %c_899, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2942 = stablehlo.add %2938, %2941 : tensor<10x10xi32>
    %2943 = stablehlo.select %2940, %2942, %2938 : tensor<10x10xi1>, tensor<10x10xi32>
    %2944 = stablehlo.broadcast_in_dim %2943, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2945 = "stablehlo.gather"(%2935, %2944) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_900 = stablehlo.constant dense<10> : tensor<i32>
    %2946 = stablehlo.broadcast_in_dim %c_900, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2947 = stablehlo.add %2946, %1 : tensor<10x10xi32>
    %c_901 = stablehlo.constant dense<0> : tensor<i32>
    %2948 = stablehlo.broadcast_in_dim %c_901, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2949 = stablehlo.compare LT, %2947, %2948, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_902 = stablehlo.constant dense<1000> : tensor<i32>
    %2950 = stablehlo.broadcast_in_dim %c_902, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2951 = stablehlo.add %2947, %2950 : tensor<10x10xi32>
    %2952 = stablehlo.select %2949, %2951, %2947 : tensor<10x10xi1>, tensor<10x10xi32>
    %2953 = stablehlo.broadcast_in_dim %2952, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2954 = "stablehlo.gather"(%2832, %2953) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2955 = stablehlo.broadcast_in_dim %2933, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2956 = stablehlo.broadcast_in_dim %2955, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2957 = stablehlo.multiply %2956, %2954 : tensor<8192x10x10xf32>
    %c_903 = stablehlo.constant dense<10> : tensor<i32>
    %2958 = stablehlo.broadcast_in_dim %c_903, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2959 = stablehlo.add %2958, %1 : tensor<10x10xi32>
    %c_904 = stablehlo.constant dense<0> : tensor<i32>
    %2960 = stablehlo.broadcast_in_dim %c_904, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2961 = stablehlo.compare LT, %2959, %2960, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_905 = stablehlo.constant dense<1000> : tensor<i32>
    %2962 = stablehlo.broadcast_in_dim %c_905, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2963 = stablehlo.add %2959, %2962 : tensor<10x10xi32>
    %2964 = stablehlo.select %2961, %2963, %2959 : tensor<10x10xi1>, tensor<10x10xi32>
    %2965 = stablehlo.broadcast_in_dim %2964, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2966 = "stablehlo.gather"(%2845, %2965) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2967 = stablehlo.broadcast_in_dim %2945, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2968 = stablehlo.broadcast_in_dim %2967, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2969 = stablehlo.multiply %2968, %2966 : tensor<8192x10x10xf32>
    %c_906 = stablehlo.constant dense<10> : tensor<i32>
    %2970 = stablehlo.broadcast_in_dim %c_906, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2971 = stablehlo.add %2970, %1 : tensor<10x10xi32>
    %c_907 = stablehlo.constant dense<0> : tensor<i32>
    %2972 = stablehlo.broadcast_in_dim %c_907, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2973 = stablehlo.compare LT, %2971, %2972, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_908 = stablehlo.constant dense<1000> : tensor<i32>
    %2974 = stablehlo.broadcast_in_dim %c_908, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2975 = stablehlo.add %2971, %2974 : tensor<10x10xi32>
    %2976 = stablehlo.select %2973, %2975, %2971 : tensor<10x10xi1>, tensor<10x10xi32>
    %2977 = stablehlo.broadcast_in_dim %2976, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2978 = "stablehlo.gather"(%2858, %2977) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %2979 = stablehlo.broadcast_in_dim %2933, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %2980 = stablehlo.broadcast_in_dim %2979, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %2981 = stablehlo.multiply %2980, %2978 : tensor<8192x10x10xf32>
    %2982 = stablehlo.add %2897, %2957 : tensor<8192x10x10xf32>
    %2983 = stablehlo.add %2909, %2969 : tensor<8192x10x10xf32>
    %2984 = stablehlo.add %2921, %2981 : tensor<8192x10x10xf32>
    %c_909 = stablehlo.constant dense<2> : tensor<i32>
    %2985 = stablehlo.broadcast_in_dim %c_909, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2986 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_910 = stablehlo.constant dense<3> : tensor<i32>
    %2987 = stablehlo.broadcast_in_dim %c_910, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2988 = stablehlo.multiply %2985, %2987 : tensor<10x10xi32>
    %2989 = stablehlo.add %2988, %15 : tensor<10x10xi32>
    %c_911 = stablehlo.constant dense<0> : tensor<i32>
    %2990 = stablehlo.broadcast_in_dim %c_911, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2991 = stablehlo.compare LT, %2989, %2990, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_912 = stablehlo.constant dense<9> : tensor<i32>
    %2992 = stablehlo.broadcast_in_dim %c_912, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2993 = stablehlo.add %2989, %2992 : tensor<10x10xi32>
    %2994 = stablehlo.select %2991, %2993, %2989 : tensor<10x10xi1>, tensor<10x10xi32>
    %2995 = stablehlo.broadcast_in_dim %2994, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2996 = "stablehlo.gather"(%2986, %2995) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_913 = stablehlo.constant dense<2> : tensor<i32>
    %2997 = stablehlo.broadcast_in_dim %c_913, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2998 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_914 = stablehlo.constant dense<3> : tensor<i32>
    %2999 = stablehlo.broadcast_in_dim %c_914, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3000 = stablehlo.multiply %2997, %2999 : tensor<10x10xi32>
    %3001 = stablehlo.add %3000, %15 : tensor<10x10xi32>
    %c_915 = stablehlo.constant dense<0> : tensor<i32>
    %3002 = stablehlo.broadcast_in_dim %c_915, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3003 = stablehlo.compare LT, %3001, %3002, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_916 = stablehlo.constant dense<9> : tensor<i32>
    %3004 = stablehlo.broadcast_in_dim %c_916, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3005 = stablehlo.add %3001, %3004 : tensor<10x10xi32>
    %3006 = stablehlo.select %3003, %3005, %3001 : tensor<10x10xi1>, tensor<10x10xi32>
    %3007 = stablehlo.broadcast_in_dim %3006, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3008 = "stablehlo.gather"(%2998, %3007) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_917 = stablehlo.constant dense<20> : tensor<i32>
    %3009 = stablehlo.broadcast_in_dim %c_917, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3010 = stablehlo.add %3009, %1 : tensor<10x10xi32>
    %c_918 = stablehlo.constant dense<0> : tensor<i32>
    %3011 = stablehlo.broadcast_in_dim %c_918, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3012 = stablehlo.compare LT, %3010, %3011, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_919 = stablehlo.constant dense<1000> : tensor<i32>
    %3013 = stablehlo.broadcast_in_dim %c_919, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3014 = stablehlo.add %3010, %3013 : tensor<10x10xi32>
    %3015 = stablehlo.select %3012, %3014, %3010 : tensor<10x10xi1>, tensor<10x10xi32>
    %3016 = stablehlo.broadcast_in_dim %3015, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3017 = "stablehlo.gather"(%2832, %3016) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3018 = stablehlo.broadcast_in_dim %2996, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3019 = stablehlo.broadcast_in_dim %3018, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3020 = stablehlo.multiply %3019, %3017 : tensor<8192x10x10xf32>
    %c_920 = stablehlo.constant dense<20> : tensor<i32>
    %3021 = stablehlo.broadcast_in_dim %c_920, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3022 = stablehlo.add %3021, %1 : tensor<10x10xi32>
    %c_921 = stablehlo.constant dense<0> : tensor<i32>
    %3023 = stablehlo.broadcast_in_dim %c_921, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3024 = stablehlo.compare LT, %3022, %3023, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_922 = stablehlo.constant dense<1000> : tensor<i32>
    %3025 = stablehlo.broadcast_in_dim %c_922, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3026 = stablehlo.add %3022, %3025 : tensor<10x10xi32>
    %3027 = stablehlo.select %3024, %3026, %3022 : tensor<10x10xi1>, tensor<10x10xi32>
    %3028 = stablehlo.broadcast_in_dim %3027, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3029 = "stablehlo.gather"(%2845, %3028) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3030 = stablehlo.broadcast_in_dim %3008, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3031 = stablehlo.broadcast_in_dim %3030, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3032 = stablehlo.multiply %3031, %3029 : tensor<8192x10x10xf32>
    %c_923 = stablehlo.constant dense<20> : tensor<i32>
    %3033 = stablehlo.broadcast_in_dim %c_923, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3034 = stablehlo.add %3033, %1 : tensor<10x10xi32>
    %c_924 = stablehlo.constant dense<0> : tensor<i32>
    %3035 = stablehlo.broadcast_in_dim %c_924, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3036 = stablehlo.compare LT, %3034, %3035, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_925 = stablehlo.constant dense<1000> : tensor<i32>
    %3037 = stablehlo.broadcast_in_dim %c_925, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3038 = stablehlo.add %3034, %3037 : tensor<10x10xi32>
    %3039 = stablehlo.select %3036, %3038, %3034 : tensor<10x10xi1>, tensor<10x10xi32>
    %3040 = stablehlo.broadcast_in_dim %3039, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3041 = "stablehlo.gather"(%2858, %3040) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3042 = stablehlo.broadcast_in_dim %2996, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3043 = stablehlo.broadcast_in_dim %3042, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3044 = stablehlo.multiply %3043, %3041 : tensor<8192x10x10xf32>
    %3045 = stablehlo.add %2982, %3020 : tensor<8192x10x10xf32>
    %3046 = stablehlo.add %2983, %3032 : tensor<8192x10x10xf32>
    %3047 = stablehlo.add %2984, %3044 : tensor<8192x10x10xf32>
    %c_926 = stablehlo.constant dense<0> : tensor<i32>
    %3048 = stablehlo.broadcast_in_dim %c_926, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3049 = stablehlo.add %3048, %0 : tensor<10x10xi32>
    %c_927 = stablehlo.constant dense<10> : tensor<i32>
    %3050 = stablehlo.broadcast_in_dim %c_927, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3051 = stablehlo.multiply %3049, %3050 : tensor<10x10xi32>
    %3052 = stablehlo.add %3051, %1 : tensor<10x10xi32>
    %c_928 = stablehlo.constant dense<16777216> : tensor<i32>
    %3053 = call @_where(%13, %3052, %c_928) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_929 = stablehlo.constant dense<0> : tensor<i32>
    %3054 = stablehlo.broadcast_in_dim %c_929, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3055 = stablehlo.compare LT, %3053, %3054, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_930 = stablehlo.constant dense<1000> : tensor<i32>
    %3056 = stablehlo.broadcast_in_dim %c_930, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3057 = stablehlo.add %3053, %3056 : tensor<10x10xi32>
    %3058 = stablehlo.select %3055, %3057, %3053 : tensor<10x10xi1>, tensor<10x10xi32>
    %3059 = stablehlo.broadcast_in_dim %3058, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3060 = "stablehlo.scatter"(%2859, %3059, %3045) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_931 = stablehlo.constant dense<0> : tensor<i32>
    %3061 = stablehlo.broadcast_in_dim %c_931, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3062 = stablehlo.add %3061, %0 : tensor<10x10xi32>
    %c_932 = stablehlo.constant dense<10> : tensor<i32>
    %3063 = stablehlo.broadcast_in_dim %c_932, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3064 = stablehlo.multiply %3062, %3063 : tensor<10x10xi32>
    %3065 = stablehlo.add %3064, %1 : tensor<10x10xi32>
    %c_933 = stablehlo.constant dense<16777216> : tensor<i32>
    %3066 = call @_where(%13, %3065, %c_933) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_934 = stablehlo.constant dense<0> : tensor<i32>
    %3067 = stablehlo.broadcast_in_dim %c_934, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3068 = stablehlo.compare LT, %3066, %3067, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_935 = stablehlo.constant dense<1000> : tensor<i32>
    %3069 = stablehlo.broadcast_in_dim %c_935, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3070 = stablehlo.add %3066, %3069 : tensor<10x10xi32>
    %3071 = stablehlo.select %3068, %3070, %3066 : tensor<10x10xi1>, tensor<10x10xi32>
    %3072 = stablehlo.broadcast_in_dim %3071, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3073 = "stablehlo.scatter"(%2860, %3072, %3046) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_936 = stablehlo.constant dense<0> : tensor<i32>
    %3074 = stablehlo.broadcast_in_dim %c_936, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3075 = stablehlo.add %3074, %0 : tensor<10x10xi32>
    %c_937 = stablehlo.constant dense<10> : tensor<i32>
    %3076 = stablehlo.broadcast_in_dim %c_937, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3077 = stablehlo.multiply %3075, %3076 : tensor<10x10xi32>
    %3078 = stablehlo.add %3077, %1 : tensor<10x10xi32>
    %c_938 = stablehlo.constant dense<16777216> : tensor<i32>
    %3079 = call @_where(%13, %3078, %c_938) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_939 = stablehlo.constant dense<0> : tensor<i32>
    %3080 = stablehlo.broadcast_in_dim %c_939, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3081 = stablehlo.compare LT, %3079, %3080, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_940 = stablehlo.constant dense<1000> : tensor<i32>
    %3082 = stablehlo.broadcast_in_dim %c_940, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3083 = stablehlo.add %3079, %3082 : tensor<10x10xi32>
    %3084 = stablehlo.select %3081, %3083, %3079 : tensor<10x10xi1>, tensor<10x10xi32>
    %3085 = stablehlo.broadcast_in_dim %3084, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3086 = "stablehlo.scatter"(%2861, %3085, %3047) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_941 = stablehlo.constant dense<0> : tensor<i32>
    %3087 = stablehlo.broadcast_in_dim %c_941, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3088 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_942 = stablehlo.constant dense<3> : tensor<i32>
    %3089 = stablehlo.broadcast_in_dim %c_942, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3090 = stablehlo.multiply %3087, %3089 : tensor<10x10xi32>
    %3091 = stablehlo.add %3090, %15 : tensor<10x10xi32>
    %c_943 = stablehlo.constant dense<0> : tensor<i32>
    %3092 = stablehlo.broadcast_in_dim %c_943, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3093 = stablehlo.compare LT, %3091, %3092, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_944 = stablehlo.constant dense<9> : tensor<i32>
    %3094 = stablehlo.broadcast_in_dim %c_944, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3095 = stablehlo.add %3091, %3094 : tensor<10x10xi32>
    %3096 = stablehlo.select %3093, %3095, %3091 : tensor<10x10xi1>, tensor<10x10xi32>
    %3097 = stablehlo.broadcast_in_dim %3096, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3098 = "stablehlo.gather"(%3088, %3097) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_945 = stablehlo.constant dense<0> : tensor<i32>
    %3099 = stablehlo.broadcast_in_dim %c_945, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3100 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_946 = stablehlo.constant dense<3> : tensor<i32>
    %3101 = stablehlo.broadcast_in_dim %c_946, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3102 = stablehlo.multiply %3099, %3101 : tensor<10x10xi32>
    %3103 = stablehlo.add %3102, %15 : tensor<10x10xi32>
    %c_947 = stablehlo.constant dense<0> : tensor<i32>
    %3104 = stablehlo.broadcast_in_dim %c_947, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3105 = stablehlo.compare LT, %3103, %3104, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_948 = stablehlo.constant dense<9> : tensor<i32>
    %3106 = stablehlo.broadcast_in_dim %c_948, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3107 = stablehlo.add %3103, %3106 : tensor<10x10xi32>
    %3108 = stablehlo.select %3105, %3107, %3103 : tensor<10x10xi1>, tensor<10x10xi32>
    %3109 = stablehlo.broadcast_in_dim %3108, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3110 = "stablehlo.gather"(%3100, %3109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_949 = stablehlo.constant dense<100> : tensor<i32>
    %3111 = stablehlo.broadcast_in_dim %c_949, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3112 = stablehlo.add %3111, %1 : tensor<10x10xi32>
    %c_950 = stablehlo.constant dense<0> : tensor<i32>
    %3113 = stablehlo.broadcast_in_dim %c_950, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3114 = stablehlo.compare LT, %3112, %3113, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_951 = stablehlo.constant dense<1000> : tensor<i32>
    %3115 = stablehlo.broadcast_in_dim %c_951, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3116 = stablehlo.add %3112, %3115 : tensor<10x10xi32>
    %3117 = stablehlo.select %3114, %3116, %3112 : tensor<10x10xi1>, tensor<10x10xi32>
    %3118 = stablehlo.broadcast_in_dim %3117, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3119 = "stablehlo.gather"(%2832, %3118) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3120 = stablehlo.broadcast_in_dim %3098, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3121 = stablehlo.broadcast_in_dim %3120, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3122 = stablehlo.multiply %3121, %3119 : tensor<8192x10x10xf32>
    %c_952 = stablehlo.constant dense<100> : tensor<i32>
    %3123 = stablehlo.broadcast_in_dim %c_952, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3124 = stablehlo.add %3123, %1 : tensor<10x10xi32>
    %c_953 = stablehlo.constant dense<0> : tensor<i32>
    %3125 = stablehlo.broadcast_in_dim %c_953, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3126 = stablehlo.compare LT, %3124, %3125, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_954 = stablehlo.constant dense<1000> : tensor<i32>
    %3127 = stablehlo.broadcast_in_dim %c_954, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3128 = stablehlo.add %3124, %3127 : tensor<10x10xi32>
    %3129 = stablehlo.select %3126, %3128, %3124 : tensor<10x10xi1>, tensor<10x10xi32>
    %3130 = stablehlo.broadcast_in_dim %3129, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3131 = "stablehlo.gather"(%2845, %3130) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3132 = stablehlo.broadcast_in_dim %3110, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3133 = stablehlo.broadcast_in_dim %3132, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3134 = stablehlo.multiply %3133, %3131 : tensor<8192x10x10xf32>
    %c_955 = stablehlo.constant dense<100> : tensor<i32>
    %3135 = stablehlo.broadcast_in_dim %c_955, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3136 = stablehlo.add %3135, %1 : tensor<10x10xi32>
    %c_956 = stablehlo.constant dense<0> : tensor<i32>
    %3137 = stablehlo.broadcast_in_dim %c_956, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3138 = stablehlo.compare LT, %3136, %3137, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_957 = stablehlo.constant dense<1000> : tensor<i32>
    %3139 = stablehlo.broadcast_in_dim %c_957, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3140 = stablehlo.add %3136, %3139 : tensor<10x10xi32>
    %3141 = stablehlo.select %3138, %3140, %3136 : tensor<10x10xi1>, tensor<10x10xi32>
    %3142 = stablehlo.broadcast_in_dim %3141, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3143 = "stablehlo.gather"(%2858, %3142) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3144 = stablehlo.broadcast_in_dim %3098, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3145 = stablehlo.broadcast_in_dim %3144, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3146 = stablehlo.multiply %3145, %3143 : tensor<8192x10x10xf32>
    %c_958 = stablehlo.constant dense<1> : tensor<i32>
    %3147 = stablehlo.broadcast_in_dim %c_958, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3148 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_959 = stablehlo.constant dense<3> : tensor<i32>
    %3149 = stablehlo.broadcast_in_dim %c_959, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3150 = stablehlo.multiply %3147, %3149 : tensor<10x10xi32>
    %3151 = stablehlo.add %3150, %15 : tensor<10x10xi32>
    %c_960 = stablehlo.constant dense<0> : tensor<i32>
    %3152 = stablehlo.broadcast_in_dim %c_960, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3153 = stablehlo.compare LT, %3151, %3152, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_961 = stablehlo.constant dense<9> : tensor<i32>
    %3154 = stablehlo.broadcast_in_dim %c_961, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3155 = stablehlo.add %3151, %3154 : tensor<10x10xi32>
    %3156 = stablehlo.select %3153, %3155, %3151 : tensor<10x10xi1>, tensor<10x10xi32>
    %3157 = stablehlo.broadcast_in_dim %3156, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3158 = "stablehlo.gather"(%3148, %3157) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_962 = stablehlo.constant dense<1> : tensor<i32>
    %3159 = stablehlo.broadcast_in_dim %c_962, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3160 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_963 = stablehlo.constant dense<3> : tensor<i32>
    %3161 = stablehlo.broadcast_in_dim %c_963, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3162 = stablehlo.multiply %3159, %3161 : tensor<10x10xi32>
    %3163 = stablehlo.add %3162, %15 : tensor<10x10xi32>
    %c_964 = stablehlo.constant dense<0> : tensor<i32>
    %3164 = stablehlo.broadcast_in_dim %c_964, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3165 = stablehlo.compare LT, %3163, %3164, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_965 = stablehlo.constant dense<9> : tensor<i32>
    %3166 = stablehlo.broadcast_in_dim %c_965, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3167 = stablehlo.add %3163, %3166 : tensor<10x10xi32>
    %3168 = stablehlo.select %3165, %3167, %3163 : tensor<10x10xi1>, tensor<10x10xi32>
    %3169 = stablehlo.broadcast_in_dim %3168, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3170 = "stablehlo.gather"(%3160, %3169) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_966 = stablehlo.constant dense<110> : tensor<i32>
    %3171 = stablehlo.broadcast_in_dim %c_966, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3172 = stablehlo.add %3171, %1 : tensor<10x10xi32>
    %c_967 = stablehlo.constant dense<0> : tensor<i32>
    %3173 = stablehlo.broadcast_in_dim %c_967, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3174 = stablehlo.compare LT, %3172, %3173, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_968 = stablehlo.constant dense<1000> : tensor<i32>
    %3175 = stablehlo.broadcast_in_dim %c_968, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3176 = stablehlo.add %3172, %3175 : tensor<10x10xi32>
    %3177 = stablehlo.select %3174, %3176, %3172 : tensor<10x10xi1>, tensor<10x10xi32>
    %3178 = stablehlo.broadcast_in_dim %3177, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3179 = "stablehlo.gather"(%2832, %3178) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3180 = stablehlo.broadcast_in_dim %3158, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3181 = stablehlo.broadcast_in_dim %3180, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3182 = stablehlo.multiply %3181, %3179 : tensor<8192x10x10xf32>
    %c_969 = stablehlo.constant dense<110> : tensor<i32>
    %3183 = stablehlo.broadcast_in_dim %c_969, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3184 = stablehlo.add %3183, %1 : tensor<10x10xi32>
    %c_970 = stablehlo.constant dense<0> : tensor<i32>
    %3185 = stablehlo.broadcast_in_dim %c_970, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3186 = stablehlo.compare LT, %3184, %3185, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_971 = stablehlo.constant dense<1000> : tensor<i32>
    %3187 = stablehlo.broadcast_in_dim %c_971, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3188 = stablehlo.add %3184, %3187 : tensor<10x10xi32>
    %3189 = stablehlo.select %3186, %3188, %3184 : tensor<10x10xi1>, tensor<10x10xi32>
    %3190 = stablehlo.broadcast_in_dim %3189, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3191 = "stablehlo.gather"(%2845, %3190) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3192 = stablehlo.broadcast_in_dim %3170, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3193 = stablehlo.broadcast_in_dim %3192, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3194 = stablehlo.multiply %3193, %3191 : tensor<8192x10x10xf32>
    %c_972 = stablehlo.constant dense<110> : tensor<i32>
    %3195 = stablehlo.broadcast_in_dim %c_972, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3196 = stablehlo.add %3195, %1 : tensor<10x10xi32>
    %c_973 = stablehlo.constant dense<0> : tensor<i32>
    %3197 = stablehlo.broadcast_in_dim %c_973, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3198 = stablehlo.compare LT, %3196, %3197, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_974 = stablehlo.constant dense<1000> : tensor<i32>
    %3199 = stablehlo.broadcast_in_dim %c_974, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3200 = stablehlo.add %3196, %3199 : tensor<10x10xi32>
    %3201 = stablehlo.select %3198, %3200, %3196 : tensor<10x10xi1>, tensor<10x10xi32>
    %3202 = stablehlo.broadcast_in_dim %3201, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3203 = "stablehlo.gather"(%2858, %3202) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3204 = stablehlo.broadcast_in_dim %3158, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3205 = stablehlo.broadcast_in_dim %3204, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3206 = stablehlo.multiply %3205, %3203 : tensor<8192x10x10xf32>
    %3207 = stablehlo.add %3122, %3182 : tensor<8192x10x10xf32>
    %3208 = stablehlo.add %3134, %3194 : tensor<8192x10x10xf32>
    %3209 = stablehlo.add %3146, %3206 : tensor<8192x10x10xf32>
    %c_975 = stablehlo.constant dense<2> : tensor<i32>
    %3210 = stablehlo.broadcast_in_dim %c_975, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3211 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_976 = stablehlo.constant dense<3> : tensor<i32>
    %3212 = stablehlo.broadcast_in_dim %c_976, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3213 = stablehlo.multiply %3210, %3212 : tensor<10x10xi32>
    %3214 = stablehlo.add %3213, %15 : tensor<10x10xi32>
    %c_977 = stablehlo.constant dense<0> : tensor<i32>
    %3215 = stablehlo.broadcast_in_dim %c_977, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3216 = stablehlo.compare LT, %3214, %3215, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_978 = stablehlo.constant dense<9> : tensor<i32>
    %3217 = stablehlo.broadcast_in_dim %c_978, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3218 = stablehlo.add %3214, %3217 : tensor<10x10xi32>
    %3219 = stablehlo.select %3216, %3218, %3214 : tensor<10x10xi1>, tensor<10x10xi32>
    %3220 = stablehlo.broadcast_in_dim %3219, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3221 = "stablehlo.gather"(%3211, %3220) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_979 = stablehlo.constant dense<2> : tensor<i32>
    %3222 = stablehlo.broadcast_in_dim %c_979, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3223 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_980 = stablehlo.constant dense<3> : tensor<i32>
    %3224 = stablehlo.broadcast_in_dim %c_980, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3225 = stablehlo.multiply %3222, %3224 : tensor<10x10xi32>
    %3226 = stablehlo.add %3225, %15 : tensor<10x10xi32>
    %c_981 = stablehlo.constant dense<0> : tensor<i32>
    %3227 = stablehlo.broadcast_in_dim %c_981, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3228 = stablehlo.compare LT, %3226, %3227, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_982 = stablehlo.constant dense<9> : tensor<i32>
    %3229 = stablehlo.broadcast_in_dim %c_982, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3230 = stablehlo.add %3226, %3229 : tensor<10x10xi32>
    %3231 = stablehlo.select %3228, %3230, %3226 : tensor<10x10xi1>, tensor<10x10xi32>
    %3232 = stablehlo.broadcast_in_dim %3231, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3233 = "stablehlo.gather"(%3223, %3232) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_983 = stablehlo.constant dense<120> : tensor<i32>
    %3234 = stablehlo.broadcast_in_dim %c_983, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3235 = stablehlo.add %3234, %1 : tensor<10x10xi32>
    %c_984 = stablehlo.constant dense<0> : tensor<i32>
    %3236 = stablehlo.broadcast_in_dim %c_984, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3237 = stablehlo.compare LT, %3235, %3236, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_985 = stablehlo.constant dense<1000> : tensor<i32>
    %3238 = stablehlo.broadcast_in_dim %c_985, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3239 = stablehlo.add %3235, %3238 : tensor<10x10xi32>
    %3240 = stablehlo.select %3237, %3239, %3235 : tensor<10x10xi1>, tensor<10x10xi32>
    %3241 = stablehlo.broadcast_in_dim %3240, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3242 = "stablehlo.gather"(%2832, %3241) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3243 = stablehlo.broadcast_in_dim %3221, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3244 = stablehlo.broadcast_in_dim %3243, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3245 = stablehlo.multiply %3244, %3242 : tensor<8192x10x10xf32>
    %c_986 = stablehlo.constant dense<120> : tensor<i32>
    %3246 = stablehlo.broadcast_in_dim %c_986, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3247 = stablehlo.add %3246, %1 : tensor<10x10xi32>
    %c_987 = stablehlo.constant dense<0> : tensor<i32>
    %3248 = stablehlo.broadcast_in_dim %c_987, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3249 = stablehlo.compare LT, %3247, %3248, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_988 = stablehlo.constant dense<1000> : tensor<i32>
    %3250 = stablehlo.broadcast_in_dim %c_988, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3251 = stablehlo.add %3247, %3250 : tensor<10x10xi32>
    %3252 = stablehlo.select %3249, %3251, %3247 : tensor<10x10xi1>, tensor<10x10xi32>
    %3253 = stablehlo.broadcast_in_dim %3252, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3254 = "stablehlo.gather"(%2845, %3253) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3255 = stablehlo.broadcast_in_dim %3233, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3256 = stablehlo.broadcast_in_dim %3255, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3257 = stablehlo.multiply %3256, %3254 : tensor<8192x10x10xf32>
    %c_989 = stablehlo.constant dense<120> : tensor<i32>
    %3258 = stablehlo.broadcast_in_dim %c_989, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3259 = stablehlo.add %3258, %1 : tensor<10x10xi32>
    %c_990 = stablehlo.constant dense<0> : tensor<i32>
    %3260 = stablehlo.broadcast_in_dim %c_990, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3261 = stablehlo.compare LT, %3259, %3260, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_991 = stablehlo.constant dense<1000> : tensor<i32>
    %3262 = stablehlo.broadcast_in_dim %c_991, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3263 = stablehlo.add %3259, %3262 : tensor<10x10xi32>
    %3264 = stablehlo.select %3261, %3263, %3259 : tensor<10x10xi1>, tensor<10x10xi32>
    %3265 = stablehlo.broadcast_in_dim %3264, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3266 = "stablehlo.gather"(%2858, %3265) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3267 = stablehlo.broadcast_in_dim %3221, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3268 = stablehlo.broadcast_in_dim %3267, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3269 = stablehlo.multiply %3268, %3266 : tensor<8192x10x10xf32>
    %3270 = stablehlo.add %3207, %3245 : tensor<8192x10x10xf32>
    %3271 = stablehlo.add %3208, %3257 : tensor<8192x10x10xf32>
    %3272 = stablehlo.add %3209, %3269 : tensor<8192x10x10xf32>
    %c_992 = stablehlo.constant dense<10> : tensor<i32>
    %3273 = stablehlo.broadcast_in_dim %c_992, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3274 = stablehlo.add %3273, %0 : tensor<10x10xi32>
    %c_993 = stablehlo.constant dense<10> : tensor<i32>
    %3275 = stablehlo.broadcast_in_dim %c_993, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3276 = stablehlo.multiply %3274, %3275 : tensor<10x10xi32>
    %3277 = stablehlo.add %3276, %1 : tensor<10x10xi32>
    %c_994 = stablehlo.constant dense<16777216> : tensor<i32>
    %3278 = call @_where(%13, %3277, %c_994) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_995 = stablehlo.constant dense<0> : tensor<i32>
    %3279 = stablehlo.broadcast_in_dim %c_995, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3280 = stablehlo.compare LT, %3278, %3279, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_996 = stablehlo.constant dense<1000> : tensor<i32>
    %3281 = stablehlo.broadcast_in_dim %c_996, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3282 = stablehlo.add %3278, %3281 : tensor<10x10xi32>
    %3283 = stablehlo.select %3280, %3282, %3278 : tensor<10x10xi1>, tensor<10x10xi32>
    %3284 = stablehlo.broadcast_in_dim %3283, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3285 = "stablehlo.scatter"(%3060, %3284, %3270) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_997 = stablehlo.constant dense<10> : tensor<i32>
    %3286 = stablehlo.broadcast_in_dim %c_997, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3287 = stablehlo.add %3286, %0 : tensor<10x10xi32>
    %c_998 = stablehlo.constant dense<10> : tensor<i32>
    %3288 = stablehlo.broadcast_in_dim %c_998, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3289 = stablehlo.multiply %3287, %3288 : tensor<10x10xi32>
    %3290 = stablehlo.add %3289, %1 : tensor<10x10xi32>
    %c_999 = stablehlo.constant dense<16777216> : tensor<i32>
    %3291 = call @_where(%13, %3290, %c_999) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1000 = stablehlo.constant dense<0> : tensor<i32>
    %3292 = stablehlo.broadcast_in_dim %c_1000, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3293 = stablehlo.compare LT, %3291, %3292, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1001 = stablehlo.constant dense<1000> : tensor<i32>
    %3294 = stablehlo.broadcast_in_dim %c_1001, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3295 = stablehlo.add %3291, %3294 : tensor<10x10xi32>
    %3296 = stablehlo.select %3293, %3295, %3291 : tensor<10x10xi1>, tensor<10x10xi32>
    %3297 = stablehlo.broadcast_in_dim %3296, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3298 = "stablehlo.scatter"(%3073, %3297, %3271) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_1002 = stablehlo.constant dense<10> : tensor<i32>
    %3299 = stablehlo.broadcast_in_dim %c_1002, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3300 = stablehlo.add %3299, %0 : tensor<10x10xi32>
    %c_1003 = stablehlo.constant dense<10> : tensor<i32>
    %3301 = stablehlo.broadcast_in_dim %c_1003, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3302 = stablehlo.multiply %3300, %3301 : tensor<10x10xi32>
    %3303 = stablehlo.add %3302, %1 : tensor<10x10xi32>
    %c_1004 = stablehlo.constant dense<16777216> : tensor<i32>
    %3304 = call @_where(%13, %3303, %c_1004) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1005 = stablehlo.constant dense<0> : tensor<i32>
    %3305 = stablehlo.broadcast_in_dim %c_1005, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3306 = stablehlo.compare LT, %3304, %3305, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1006 = stablehlo.constant dense<1000> : tensor<i32>
    %3307 = stablehlo.broadcast_in_dim %c_1006, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3308 = stablehlo.add %3304, %3307 : tensor<10x10xi32>
    %3309 = stablehlo.select %3306, %3308, %3304 : tensor<10x10xi1>, tensor<10x10xi32>
    %3310 = stablehlo.broadcast_in_dim %3309, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3311 = "stablehlo.scatter"(%3086, %3310, %3272) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_1007 = stablehlo.constant dense<0> : tensor<i32>
    %3312 = stablehlo.broadcast_in_dim %c_1007, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3313 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1008 = stablehlo.constant dense<3> : tensor<i32>
    %3314 = stablehlo.broadcast_in_dim %c_1008, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3315 = stablehlo.multiply %3312, %3314 : tensor<10x10xi32>
    %3316 = stablehlo.add %3315, %15 : tensor<10x10xi32>
    %c_1009 = stablehlo.constant dense<0> : tensor<i32>
    %3317 = stablehlo.broadcast_in_dim %c_1009, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3318 = stablehlo.compare LT, %3316, %3317, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1010 = stablehlo.constant dense<9> : tensor<i32>
    %3319 = stablehlo.broadcast_in_dim %c_1010, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3320 = stablehlo.add %3316, %3319 : tensor<10x10xi32>
    %3321 = stablehlo.select %3318, %3320, %3316 : tensor<10x10xi1>, tensor<10x10xi32>
    %3322 = stablehlo.broadcast_in_dim %3321, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3323 = "stablehlo.gather"(%3313, %3322) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1011 = stablehlo.constant dense<0> : tensor<i32>
    %3324 = stablehlo.broadcast_in_dim %c_1011, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3325 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1012 = stablehlo.constant dense<3> : tensor<i32>
    %3326 = stablehlo.broadcast_in_dim %c_1012, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3327 = stablehlo.multiply %3324, %3326 : tensor<10x10xi32>
    %3328 = stablehlo.add %3327, %15 : tensor<10x10xi32>
    %c_1013 = stablehlo.constant dense<0> : tensor<i32>
    %3329 = stablehlo.broadcast_in_dim %c_1013, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3330 = stablehlo.compare LT, %3328, %3329, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1014 = stablehlo.constant dense<9> : tensor<i32>
    %3331 = stablehlo.broadcast_in_dim %c_1014, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3332 = stablehlo.add %3328, %3331 : tensor<10x10xi32>
    %3333 = stablehlo.select %3330, %3332, %3328 : tensor<10x10xi1>, tensor<10x10xi32>
    %3334 = stablehlo.broadcast_in_dim %3333, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3335 = "stablehlo.gather"(%3325, %3334) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1015 = stablehlo.constant dense<200> : tensor<i32>
    %3336 = stablehlo.broadcast_in_dim %c_1015, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3337 = stablehlo.add %3336, %1 : tensor<10x10xi32>
    %c_1016 = stablehlo.constant dense<0> : tensor<i32>
    %3338 = stablehlo.broadcast_in_dim %c_1016, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3339 = stablehlo.compare LT, %3337, %3338, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1017 = stablehlo.constant dense<1000> : tensor<i32>
    %3340 = stablehlo.broadcast_in_dim %c_1017, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3341 = stablehlo.add %3337, %3340 : tensor<10x10xi32>
    %3342 = stablehlo.select %3339, %3341, %3337 : tensor<10x10xi1>, tensor<10x10xi32>
    %3343 = stablehlo.broadcast_in_dim %3342, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3344 = "stablehlo.gather"(%2832, %3343) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3345 = stablehlo.broadcast_in_dim %3323, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3346 = stablehlo.broadcast_in_dim %3345, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3347 = stablehlo.multiply %3346, %3344 : tensor<8192x10x10xf32>
    %c_1018 = stablehlo.constant dense<200> : tensor<i32>
    %3348 = stablehlo.broadcast_in_dim %c_1018, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3349 = stablehlo.add %3348, %1 : tensor<10x10xi32>
    %c_1019 = stablehlo.constant dense<0> : tensor<i32>
    %3350 = stablehlo.broadcast_in_dim %c_1019, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3351 = stablehlo.compare LT, %3349, %3350, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1020 = stablehlo.constant dense<1000> : tensor<i32>
    %3352 = stablehlo.broadcast_in_dim %c_1020, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3353 = stablehlo.add %3349, %3352 : tensor<10x10xi32>
    %3354 = stablehlo.select %3351, %3353, %3349 : tensor<10x10xi1>, tensor<10x10xi32>
    %3355 = stablehlo.broadcast_in_dim %3354, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3356 = "stablehlo.gather"(%2845, %3355) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3357 = stablehlo.broadcast_in_dim %3335, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3358 = stablehlo.broadcast_in_dim %3357, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3359 = stablehlo.multiply %3358, %3356 : tensor<8192x10x10xf32>
    %c_1021 = stablehlo.constant dense<200> : tensor<i32>
    %3360 = stablehlo.broadcast_in_dim %c_1021, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3361 = stablehlo.add %3360, %1 : tensor<10x10xi32>
    %c_1022 = stablehlo.constant dense<0> : tensor<i32>
    %3362 = stablehlo.broadcast_in_dim %c_1022, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3363 = stablehlo.compare LT, %3361, %3362, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1023 = stablehlo.constant dense<1000> : tensor<i32>
    %3364 = stablehlo.broadcast_in_dim %c_1023, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3365 = stablehlo.add %3361, %3364 : tensor<10x10xi32>
    %3366 = stablehlo.select %3363, %3365, %3361 : tensor<10x10xi1>, tensor<10x10xi32>
    %3367 = stablehlo.broadcast_in_dim %3366, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3368 = "stablehlo.gather"(%2858, %3367) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3369 = stablehlo.broadcast_in_dim %3323, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3370 = stablehlo.broadcast_in_dim %3369, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3371 = stablehlo.multiply %3370, %3368 : tensor<8192x10x10xf32>
    %c_1024 = stablehlo.constant dense<1> : tensor<i32>
    %3372 = stablehlo.broadcast_in_dim %c_1024, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3373 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1025 = stablehlo.constant dense<3> : tensor<i32>
    %3374 = stablehlo.broadcast_in_dim %c_1025, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3375 = stablehlo.multiply %3372, %3374 : tensor<10x10xi32>
    %3376 = stablehlo.add %3375, %15 : tensor<10x10xi32>
    %c_1026 = stablehlo.constant dense<0> : tensor<i32>
    %3377 = stablehlo.broadcast_in_dim %c_1026, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3378 = stablehlo.compare LT, %3376, %3377, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1027 = stablehlo.constant dense<9> : tensor<i32>
    %3379 = stablehlo.broadcast_in_dim %c_1027, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3380 = stablehlo.add %3376, %3379 : tensor<10x10xi32>
    %3381 = stablehlo.select %3378, %3380, %3376 : tensor<10x10xi1>, tensor<10x10xi32>
    %3382 = stablehlo.broadcast_in_dim %3381, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3383 = "stablehlo.gather"(%3373, %3382) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1028 = stablehlo.constant dense<1> : tensor<i32>
    %3384 = stablehlo.broadcast_in_dim %c_1028, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3385 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1029 = stablehlo.constant dense<3> : tensor<i32>
    %3386 = stablehlo.broadcast_in_dim %c_1029, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3387 = stablehlo.multiply %3384, %3386 : tensor<10x10xi32>
    %3388 = stablehlo.add %3387, %15 : tensor<10x10xi32>
    %c_1030 = stablehlo.constant dense<0> : tensor<i32>
    %3389 = stablehlo.broadcast_in_dim %c_1030, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3390 = stablehlo.compare LT, %3388, %3389, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1031 = stablehlo.constant dense<9> : tensor<i32>
    %3391 = stablehlo.broadcast_in_dim %c_1031, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3392 = stablehlo.add %3388, %3391 : tensor<10x10xi32>
    %3393 = stablehlo.select %3390, %3392, %3388 : tensor<10x10xi1>, tensor<10x10xi32>
    %3394 = stablehlo.broadcast_in_dim %3393, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3395 = "stablehlo.gather"(%3385, %3394) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1032 = stablehlo.constant dense<210> : tensor<i32>
    %3396 = stablehlo.broadcast_in_dim %c_1032, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3397 = stablehlo.add %3396, %1 : tensor<10x10xi32>
    %c_1033 = stablehlo.constant dense<0> : tensor<i32>
    %3398 = stablehlo.broadcast_in_dim %c_1033, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3399 = stablehlo.compare LT, %3397, %3398, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1034 = stablehlo.constant dense<1000> : tensor<i32>
    %3400 = stablehlo.broadcast_in_dim %c_1034, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3401 = stablehlo.add %3397, %3400 : tensor<10x10xi32>
    %3402 = stablehlo.select %3399, %3401, %3397 : tensor<10x10xi1>, tensor<10x10xi32>
    %3403 = stablehlo.broadcast_in_dim %3402, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3404 = "stablehlo.gather"(%2832, %3403) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3405 = stablehlo.broadcast_in_dim %3383, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3406 = stablehlo.broadcast_in_dim %3405, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3407 = stablehlo.multiply %3406, %3404 : tensor<8192x10x10xf32>
    %c_1035 = stablehlo.constant dense<210> : tensor<i32>
    %3408 = stablehlo.broadcast_in_dim %c_1035, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3409 = stablehlo.add %3408, %1 : tensor<10x10xi32>
    %c_1036 = stablehlo.constant dense<0> : tensor<i32>
    %3410 = stablehlo.broadcast_in_dim %c_1036, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3411 = stablehlo.compare LT, %3409, %3410, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1037 = stablehlo.constant dense<1000> : tensor<i32>
    %3412 = stablehlo.broadcast_in_dim %c_1037, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3413 = stablehlo.add %3409, %3412 : tensor<10x10xi32>
    %3414 = stablehlo.select %3411, %3413, %3409 : tensor<10x10xi1>, tensor<10x10xi32>
    %3415 = stablehlo.broadcast_in_dim %3414, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3416 = "stablehlo.gather"(%2845, %3415) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3417 = stablehlo.broadcast_in_dim %3395, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3418 = stablehlo.broadcast_in_dim %3417, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3419 = stablehlo.multiply %3418, %3416 : tensor<8192x10x10xf32>
    %c_1038 = stablehlo.constant dense<210> : tensor<i32>
    %3420 = stablehlo.broadcast_in_dim %c_1038, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3421 = stablehlo.add %3420, %1 : tensor<10x10xi32>
    %c_1039 = stablehlo.constant dense<0> : tensor<i32>
    %3422 = stablehlo.broadcast_in_dim %c_1039, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3423 = stablehlo.compare LT, %3421, %3422, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1040 = stablehlo.constant dense<1000> : tensor<i32>
    %3424 = stablehlo.broadcast_in_dim %c_1040, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3425 = stablehlo.add %3421, %3424 : tensor<10x10xi32>
    %3426 = stablehlo.select %3423, %3425, %3421 : tensor<10x10xi1>, tensor<10x10xi32>
    %3427 = stablehlo.broadcast_in_dim %3426, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3428 = "stablehlo.gather"(%2858, %3427) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3429 = stablehlo.broadcast_in_dim %3383, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3430 = stablehlo.broadcast_in_dim %3429, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3431 = stablehlo.multiply %3430, %3428 : tensor<8192x10x10xf32>
    %3432 = stablehlo.add %3347, %3407 : tensor<8192x10x10xf32>
    %3433 = stablehlo.add %3359, %3419 : tensor<8192x10x10xf32>
    %3434 = stablehlo.add %3371, %3431 : tensor<8192x10x10xf32>
    %c_1041 = stablehlo.constant dense<2> : tensor<i32>
    %3435 = stablehlo.broadcast_in_dim %c_1041, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3436 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1042 = stablehlo.constant dense<3> : tensor<i32>
    %3437 = stablehlo.broadcast_in_dim %c_1042, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3438 = stablehlo.multiply %3435, %3437 : tensor<10x10xi32>
    %3439 = stablehlo.add %3438, %15 : tensor<10x10xi32>
    %c_1043 = stablehlo.constant dense<0> : tensor<i32>
    %3440 = stablehlo.broadcast_in_dim %c_1043, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3441 = stablehlo.compare LT, %3439, %3440, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1044 = stablehlo.constant dense<9> : tensor<i32>
    %3442 = stablehlo.broadcast_in_dim %c_1044, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3443 = stablehlo.add %3439, %3442 : tensor<10x10xi32>
    %3444 = stablehlo.select %3441, %3443, %3439 : tensor<10x10xi1>, tensor<10x10xi32>
    %3445 = stablehlo.broadcast_in_dim %3444, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3446 = "stablehlo.gather"(%3436, %3445) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1045 = stablehlo.constant dense<2> : tensor<i32>
    %3447 = stablehlo.broadcast_in_dim %c_1045, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3448 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1046 = stablehlo.constant dense<3> : tensor<i32>
    %3449 = stablehlo.broadcast_in_dim %c_1046, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3450 = stablehlo.multiply %3447, %3449 : tensor<10x10xi32>
    %3451 = stablehlo.add %3450, %15 : tensor<10x10xi32>
    %c_1047 = stablehlo.constant dense<0> : tensor<i32>
    %3452 = stablehlo.broadcast_in_dim %c_1047, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3453 = stablehlo.compare LT, %3451, %3452, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1048 = stablehlo.constant dense<9> : tensor<i32>
    %3454 = stablehlo.broadcast_in_dim %c_1048, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3455 = stablehlo.add %3451, %3454 : tensor<10x10xi32>
    %3456 = stablehlo.select %3453, %3455, %3451 : tensor<10x10xi1>, tensor<10x10xi32>
    %3457 = stablehlo.broadcast_in_dim %3456, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3458 = "stablehlo.gather"(%3448, %3457) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1049 = stablehlo.constant dense<220> : tensor<i32>
    %3459 = stablehlo.broadcast_in_dim %c_1049, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3460 = stablehlo.add %3459, %1 : tensor<10x10xi32>
    %c_1050 = stablehlo.constant dense<0> : tensor<i32>
    %3461 = stablehlo.broadcast_in_dim %c_1050, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3462 = stablehlo.compare LT, %3460, %3461, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1051 = stablehlo.constant dense<1000> : tensor<i32>
    %3463 = stablehlo.broadcast_in_dim %c_1051, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3464 = stablehlo.add %3460, %3463 : tensor<10x10xi32>
    %3465 = stablehlo.select %3462, %3464, %3460 : tensor<10x10xi1>, tensor<10x10xi32>
    %3466 = stablehlo.broadcast_in_dim %3465, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3467 = "stablehlo.gather"(%2832, %3466) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3468 = stablehlo.broadcast_in_dim %3446, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3469 = stablehlo.broadcast_in_dim %3468, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3470 = stablehlo.multiply %3469, %3467 : tensor<8192x10x10xf32>
    %c_1052 = stablehlo.constant dense<220> : tensor<i32>
    %3471 = stablehlo.broadcast_in_dim %c_1052, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3472 = stablehlo.add %3471, %1 : tensor<10x10xi32>
    %c_1053 = stablehlo.constant dense<0> : tensor<i32>
    %3473 = stablehlo.broadcast_in_dim %c_1053, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3474 = stablehlo.compare LT, %3472, %3473, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1054 = stablehlo.constant dense<1000> : tensor<i32>
    %3475 = stablehlo.broadcast_in_dim %c_1054, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3476 = stablehlo.add %3472, %3475 : tensor<10x10xi32>
    %3477 = stablehlo.select %3474, %3476, %3472 : tensor<10x10xi1>, tensor<10x10xi32>
    %3478 = stablehlo.broadcast_in_dim %3477, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3479 = "stablehlo.gather"(%2845, %3478) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3480 = stablehlo.broadcast_in_dim %3458, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3481 = stablehlo.broadcast_in_dim %3480, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3482 = stablehlo.multiply %3481, %3479 : tensor<8192x10x10xf32>
    %c_1055 = stablehlo.constant dense<220> : tensor<i32>
    %3483 = stablehlo.broadcast_in_dim %c_1055, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3484 = stablehlo.add %3483, %1 : tensor<10x10xi32>
    %c_1056 = stablehlo.constant dense<0> : tensor<i32>
    %3485 = stablehlo.broadcast_in_dim %c_1056, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3486 = stablehlo.compare LT, %3484, %3485, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1057 = stablehlo.constant dense<1000> : tensor<i32>
    %3487 = stablehlo.broadcast_in_dim %c_1057, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3488 = stablehlo.add %3484, %3487 : tensor<10x10xi32>
    %3489 = stablehlo.select %3486, %3488, %3484 : tensor<10x10xi1>, tensor<10x10xi32>
    %3490 = stablehlo.broadcast_in_dim %3489, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3491 = "stablehlo.gather"(%2858, %3490) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3492 = stablehlo.broadcast_in_dim %3446, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3493 = stablehlo.broadcast_in_dim %3492, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3494 = stablehlo.multiply %3493, %3491 : tensor<8192x10x10xf32>
    %3495 = stablehlo.add %3432, %3470 : tensor<8192x10x10xf32>
    %3496 = stablehlo.add %3433, %3482 : tensor<8192x10x10xf32>
    %3497 = stablehlo.add %3434, %3494 : tensor<8192x10x10xf32>
    %c_1058 = stablehlo.constant dense<20> : tensor<i32>
    %3498 = stablehlo.broadcast_in_dim %c_1058, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3499 = stablehlo.add %3498, %0 : tensor<10x10xi32>
    %c_1059 = stablehlo.constant dense<10> : tensor<i32>
    %3500 = stablehlo.broadcast_in_dim %c_1059, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3501 = stablehlo.multiply %3499, %3500 : tensor<10x10xi32>
    %3502 = stablehlo.add %3501, %1 : tensor<10x10xi32>
    %c_1060 = stablehlo.constant dense<16777216> : tensor<i32>
    %3503 = call @_where(%13, %3502, %c_1060) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1061 = stablehlo.constant dense<0> : tensor<i32>
    %3504 = stablehlo.broadcast_in_dim %c_1061, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3505 = stablehlo.compare LT, %3503, %3504, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1062 = stablehlo.constant dense<1000> : tensor<i32>
    %3506 = stablehlo.broadcast_in_dim %c_1062, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3507 = stablehlo.add %3503, %3506 : tensor<10x10xi32>
    %3508 = stablehlo.select %3505, %3507, %3503 : tensor<10x10xi1>, tensor<10x10xi32>
    %3509 = stablehlo.broadcast_in_dim %3508, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3510 = "stablehlo.scatter"(%3285, %3509, %3495) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_1063 = stablehlo.constant dense<20> : tensor<i32>
    %3511 = stablehlo.broadcast_in_dim %c_1063, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3512 = stablehlo.add %3511, %0 : tensor<10x10xi32>
    %c_1064 = stablehlo.constant dense<10> : tensor<i32>
    %3513 = stablehlo.broadcast_in_dim %c_1064, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3514 = stablehlo.multiply %3512, %3513 : tensor<10x10xi32>
    %3515 = stablehlo.add %3514, %1 : tensor<10x10xi32>
    %c_1065 = stablehlo.constant dense<16777216> : tensor<i32>
    %3516 = call @_where(%13, %3515, %c_1065) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1066 = stablehlo.constant dense<0> : tensor<i32>
    %3517 = stablehlo.broadcast_in_dim %c_1066, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3518 = stablehlo.compare LT, %3516, %3517, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1067 = stablehlo.constant dense<1000> : tensor<i32>
    %3519 = stablehlo.broadcast_in_dim %c_1067, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3520 = stablehlo.add %3516, %3519 : tensor<10x10xi32>
    %3521 = stablehlo.select %3518, %3520, %3516 : tensor<10x10xi1>, tensor<10x10xi32>
    %3522 = stablehlo.broadcast_in_dim %3521, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3523 = "stablehlo.scatter"(%3298, %3522, %3496) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %c_1068 = stablehlo.constant dense<20> : tensor<i32>
    %3524 = stablehlo.broadcast_in_dim %c_1068, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3525 = stablehlo.add %3524, %0 : tensor<10x10xi32>
    %c_1069 = stablehlo.constant dense<10> : tensor<i32>
    %3526 = stablehlo.broadcast_in_dim %c_1069, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3527 = stablehlo.multiply %3525, %3526 : tensor<10x10xi32>
    %3528 = stablehlo.add %3527, %1 : tensor<10x10xi32>
    %c_1070 = stablehlo.constant dense<16777216> : tensor<i32>
    %3529 = call @_where(%13, %3528, %c_1070) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1071 = stablehlo.constant dense<0> : tensor<i32>
    %3530 = stablehlo.broadcast_in_dim %c_1071, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3531 = stablehlo.compare LT, %3529, %3530, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1072 = stablehlo.constant dense<1000> : tensor<i32>
    %3532 = stablehlo.broadcast_in_dim %c_1072, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3533 = stablehlo.add %3529, %3532 : tensor<10x10xi32>
    %3534 = stablehlo.select %3531, %3533, %3529 : tensor<10x10xi1>, tensor<10x10xi32>
    %3535 = stablehlo.broadcast_in_dim %3534, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3536 = "stablehlo.scatter"(%3311, %3535, %3497) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x1000xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x1000xf32>
    %cst_1073 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3537 = stablehlo.broadcast_in_dim %cst_1073, dims = [] : (tensor<f32>) -> tensor<8192x27xf32>
    %c_1074 = stablehlo.constant dense<0> : tensor<i32>
    %3538 = stablehlo.broadcast_in_dim %c_1074, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3539 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1075 = stablehlo.constant dense<3> : tensor<i32>
    %3540 = stablehlo.broadcast_in_dim %c_1075, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3541 = stablehlo.multiply %3538, %3540 : tensor<10x10xi32>
    %3542 = stablehlo.add %3541, %17 : tensor<10x10xi32>
    %c_1076 = stablehlo.constant dense<0> : tensor<i32>
    %3543 = stablehlo.broadcast_in_dim %c_1076, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3544 = stablehlo.compare LT, %3542, %3543, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1077 = stablehlo.constant dense<9> : tensor<i32>
    %3545 = stablehlo.broadcast_in_dim %c_1077, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3546 = stablehlo.add %3542, %3545 : tensor<10x10xi32>
    %3547 = stablehlo.select %3544, %3546, %3542 : tensor<10x10xi1>, tensor<10x10xi32>
    %3548 = stablehlo.broadcast_in_dim %3547, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3549 = "stablehlo.gather"(%3539, %3548) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1078 = stablehlo.constant dense<0> : tensor<i32>
    %3550 = stablehlo.broadcast_in_dim %c_1078, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3551 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1079 = stablehlo.constant dense<3> : tensor<i32>
    %3552 = stablehlo.broadcast_in_dim %c_1079, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3553 = stablehlo.multiply %3550, %3552 : tensor<10x10xi32>
    %3554 = stablehlo.add %3553, %17 : tensor<10x10xi32>
    %c_1080 = stablehlo.constant dense<0> : tensor<i32>
    %3555 = stablehlo.broadcast_in_dim %c_1080, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3556 = stablehlo.compare LT, %3554, %3555, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1081 = stablehlo.constant dense<9> : tensor<i32>
    %3557 = stablehlo.broadcast_in_dim %c_1081, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3558 = stablehlo.add %3554, %3557 : tensor<10x10xi32>
    %3559 = stablehlo.select %3556, %3558, %3554 : tensor<10x10xi1>, tensor<10x10xi32>
    %3560 = stablehlo.broadcast_in_dim %3559, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3561 = "stablehlo.gather"(%3551, %3560) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1082 = stablehlo.constant dense<0> : tensor<i32>
    %3562 = stablehlo.broadcast_in_dim %c_1082, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3563 = stablehlo.add %3562, %0 : tensor<10x10xi32>
    %c_1083 = stablehlo.constant dense<10> : tensor<i32>
    %3564 = stablehlo.broadcast_in_dim %c_1083, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3565 = stablehlo.multiply %3563, %3564 : tensor<10x10xi32>
    %c_1084 = stablehlo.constant dense<0> : tensor<i32>
    %3566 = stablehlo.broadcast_in_dim %c_1084, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3567 = stablehlo.add %3565, %3566 : tensor<10x10xi32>
    %c_1085 = stablehlo.constant dense<0> : tensor<i32>
    %3568 = stablehlo.broadcast_in_dim %c_1085, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3569 = stablehlo.compare LT, %3567, %3568, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1086 = stablehlo.constant dense<1000> : tensor<i32>
    %3570 = stablehlo.broadcast_in_dim %c_1086, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3571 = stablehlo.add %3567, %3570 : tensor<10x10xi32>
    %3572 = stablehlo.select %3569, %3571, %3567 : tensor<10x10xi1>, tensor<10x10xi32>
    %3573 = stablehlo.broadcast_in_dim %3572, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3574 = "stablehlo.gather"(%3510, %3573) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3575 = stablehlo.broadcast_in_dim %3561, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3576 = stablehlo.broadcast_in_dim %3575, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3577 = stablehlo.multiply %3576, %3574 : tensor<8192x10x10xf32>
    %c_1087 = stablehlo.constant dense<0> : tensor<i32>
    %3578 = stablehlo.broadcast_in_dim %c_1087, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3579 = stablehlo.add %3578, %0 : tensor<10x10xi32>
    %c_1088 = stablehlo.constant dense<10> : tensor<i32>
    %3580 = stablehlo.broadcast_in_dim %c_1088, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3581 = stablehlo.multiply %3579, %3580 : tensor<10x10xi32>
    %c_1089 = stablehlo.constant dense<0> : tensor<i32>
    %3582 = stablehlo.broadcast_in_dim %c_1089, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3583 = stablehlo.add %3581, %3582 : tensor<10x10xi32>
    %c_1090 = stablehlo.constant dense<0> : tensor<i32>
    %3584 = stablehlo.broadcast_in_dim %c_1090, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3585 = stablehlo.compare LT, %3583, %3584, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1091 = stablehlo.constant dense<1000> : tensor<i32>
    %3586 = stablehlo.broadcast_in_dim %c_1091, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3587 = stablehlo.add %3583, %3586 : tensor<10x10xi32>
    %3588 = stablehlo.select %3585, %3587, %3583 : tensor<10x10xi1>, tensor<10x10xi32>
    %3589 = stablehlo.broadcast_in_dim %3588, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3590 = "stablehlo.gather"(%3523, %3589) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1092 = stablehlo.constant dense<0> : tensor<i32>
    %3591 = stablehlo.broadcast_in_dim %c_1092, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3592 = stablehlo.add %3591, %0 : tensor<10x10xi32>
    %c_1093 = stablehlo.constant dense<10> : tensor<i32>
    %3593 = stablehlo.broadcast_in_dim %c_1093, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3594 = stablehlo.multiply %3592, %3593 : tensor<10x10xi32>
    %c_1094 = stablehlo.constant dense<0> : tensor<i32>
    %3595 = stablehlo.broadcast_in_dim %c_1094, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3596 = stablehlo.add %3594, %3595 : tensor<10x10xi32>
    %c_1095 = stablehlo.constant dense<0> : tensor<i32>
    %3597 = stablehlo.broadcast_in_dim %c_1095, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3598 = stablehlo.compare LT, %3596, %3597, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1096 = stablehlo.constant dense<1000> : tensor<i32>
    %3599 = stablehlo.broadcast_in_dim %c_1096, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3600 = stablehlo.add %3596, %3599 : tensor<10x10xi32>
    %3601 = stablehlo.select %3598, %3600, %3596 : tensor<10x10xi1>, tensor<10x10xi32>
    %3602 = stablehlo.broadcast_in_dim %3601, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3603 = "stablehlo.gather"(%3536, %3602) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3604 = stablehlo.add %3590, %3603 : tensor<8192x10x10xf32>
    %3605 = stablehlo.broadcast_in_dim %3549, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3606 = stablehlo.broadcast_in_dim %3605, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3607 = stablehlo.multiply %3606, %3604 : tensor<8192x10x10xf32>
    %3608 = stablehlo.add %3577, %3607 : tensor<8192x10x10xf32>
    %c_1097 = stablehlo.constant dense<1> : tensor<i32>
    %3609 = stablehlo.broadcast_in_dim %c_1097, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3610 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1098 = stablehlo.constant dense<3> : tensor<i32>
    %3611 = stablehlo.broadcast_in_dim %c_1098, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3612 = stablehlo.multiply %3609, %3611 : tensor<10x10xi32>
    %3613 = stablehlo.add %3612, %17 : tensor<10x10xi32>
    %c_1099 = stablehlo.constant dense<0> : tensor<i32>
    %3614 = stablehlo.broadcast_in_dim %c_1099, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3615 = stablehlo.compare LT, %3613, %3614, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1100 = stablehlo.constant dense<9> : tensor<i32>
    %3616 = stablehlo.broadcast_in_dim %c_1100, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3617 = stablehlo.add %3613, %3616 : tensor<10x10xi32>
    %3618 = stablehlo.select %3615, %3617, %3613 : tensor<10x10xi1>, tensor<10x10xi32>
    %3619 = stablehlo.broadcast_in_dim %3618, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3620 = "stablehlo.gather"(%3610, %3619) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1101 = stablehlo.constant dense<1> : tensor<i32>
    %3621 = stablehlo.broadcast_in_dim %c_1101, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3622 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1102 = stablehlo.constant dense<3> : tensor<i32>
    %3623 = stablehlo.broadcast_in_dim %c_1102, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3624 = stablehlo.multiply %3621, %3623 : tensor<10x10xi32>
    %3625 = stablehlo.add %3624, %17 : tensor<10x10xi32>
    %c_1103 = stablehlo.constant dense<0> : tensor<i32>
    %3626 = stablehlo.broadcast_in_dim %c_1103, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3627 = stablehlo.compare LT, %3625, %3626, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1104 = stablehlo.constant dense<9> : tensor<i32>
    %3628 = stablehlo.broadcast_in_dim %c_1104, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3629 = stablehlo.add %3625, %3628 : tensor<10x10xi32>
    %3630 = stablehlo.select %3627, %3629, %3625 : tensor<10x10xi1>, tensor<10x10xi32>
    %3631 = stablehlo.broadcast_in_dim %3630, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3632 = "stablehlo.gather"(%3622, %3631) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1105 = stablehlo.constant dense<0> : tensor<i32>
    %3633 = stablehlo.broadcast_in_dim %c_1105, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3634 = stablehlo.add %3633, %0 : tensor<10x10xi32>
    %c_1106 = stablehlo.constant dense<10> : tensor<i32>
    %3635 = stablehlo.broadcast_in_dim %c_1106, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3636 = stablehlo.multiply %3634, %3635 : tensor<10x10xi32>
    %c_1107 = stablehlo.constant dense<1> : tensor<i32>
    %3637 = stablehlo.broadcast_in_dim %c_1107, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3638 = stablehlo.add %3636, %3637 : tensor<10x10xi32>
    %c_1108 = stablehlo.constant dense<0> : tensor<i32>
    %3639 = stablehlo.broadcast_in_dim %c_1108, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3640 = stablehlo.compare LT, %3638, %3639, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1109 = stablehlo.constant dense<1000> : tensor<i32>
    %3641 = stablehlo.broadcast_in_dim %c_1109, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3642 = stablehlo.add %3638, %3641 : tensor<10x10xi32>
    %3643 = stablehlo.select %3640, %3642, %3638 : tensor<10x10xi1>, tensor<10x10xi32>
    %3644 = stablehlo.broadcast_in_dim %3643, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3645 = "stablehlo.gather"(%3510, %3644) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3646 = stablehlo.broadcast_in_dim %3632, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3647 = stablehlo.broadcast_in_dim %3646, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3648 = stablehlo.multiply %3647, %3645 : tensor<8192x10x10xf32>
    %c_1110 = stablehlo.constant dense<0> : tensor<i32>
    %3649 = stablehlo.broadcast_in_dim %c_1110, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3650 = stablehlo.add %3649, %0 : tensor<10x10xi32>
    %c_1111 = stablehlo.constant dense<10> : tensor<i32>
    %3651 = stablehlo.broadcast_in_dim %c_1111, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3652 = stablehlo.multiply %3650, %3651 : tensor<10x10xi32>
    %c_1112 = stablehlo.constant dense<1> : tensor<i32>
    %3653 = stablehlo.broadcast_in_dim %c_1112, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3654 = stablehlo.add %3652, %3653 : tensor<10x10xi32>
    %c_1113 = stablehlo.constant dense<0> : tensor<i32>
    %3655 = stablehlo.broadcast_in_dim %c_1113, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3656 = stablehlo.compare LT, %3654, %3655, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1114 = stablehlo.constant dense<1000> : tensor<i32>
    %3657 = stablehlo.broadcast_in_dim %c_1114, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3658 = stablehlo.add %3654, %3657 : tensor<10x10xi32>
    %3659 = stablehlo.select %3656, %3658, %3654 : tensor<10x10xi1>, tensor<10x10xi32>
    %3660 = stablehlo.broadcast_in_dim %3659, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3661 = "stablehlo.gather"(%3523, %3660) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1115 = stablehlo.constant dense<0> : tensor<i32>
    %3662 = stablehlo.broadcast_in_dim %c_1115, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3663 = stablehlo.add %3662, %0 : tensor<10x10xi32>
    %c_1116 = stablehlo.constant dense<10> : tensor<i32>
    %3664 = stablehlo.broadcast_in_dim %c_1116, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3665 = stablehlo.multiply %3663, %3664 : tensor<10x10xi32>
    %c_1117 = stablehlo.constant dense<1> : tensor<i32>
    %3666 = stablehlo.broadcast_in_dim %c_1117, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3667 = stablehlo.add %3665, %3666 : tensor<10x10xi32>
    %c_1118 = stablehlo.constant dense<0> : tensor<i32>
    %3668 = stablehlo.broadcast_in_dim %c_1118, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3669 = stablehlo.compare LT, %3667, %3668, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1119 = stablehlo.constant dense<1000> : tensor<i32>
    %3670 = stablehlo.broadcast_in_dim %c_1119, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3671 = stablehlo.add %3667, %3670 : tensor<10x10xi32>
    %3672 = stablehlo.select %3669, %3671, %3667 : tensor<10x10xi1>, tensor<10x10xi32>
    %3673 = stablehlo.broadcast_in_dim %3672, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3674 = "stablehlo.gather"(%3536, %3673) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3675 = stablehlo.add %3661, %3674 : tensor<8192x10x10xf32>
    %3676 = stablehlo.broadcast_in_dim %3620, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3677 = stablehlo.broadcast_in_dim %3676, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3678 = stablehlo.multiply %3677, %3675 : tensor<8192x10x10xf32>
    %3679 = stablehlo.add %3648, %3678 : tensor<8192x10x10xf32>
    %3680 = stablehlo.add %3608, %3679 : tensor<8192x10x10xf32>
    %c_1120 = stablehlo.constant dense<2> : tensor<i32>
    %3681 = stablehlo.broadcast_in_dim %c_1120, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3682 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1121 = stablehlo.constant dense<3> : tensor<i32>
    %3683 = stablehlo.broadcast_in_dim %c_1121, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3684 = stablehlo.multiply %3681, %3683 : tensor<10x10xi32>
    %3685 = stablehlo.add %3684, %17 : tensor<10x10xi32>
    %c_1122 = stablehlo.constant dense<0> : tensor<i32>
    %3686 = stablehlo.broadcast_in_dim %c_1122, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3687 = stablehlo.compare LT, %3685, %3686, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1123 = stablehlo.constant dense<9> : tensor<i32>
    %3688 = stablehlo.broadcast_in_dim %c_1123, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3689 = stablehlo.add %3685, %3688 : tensor<10x10xi32>
    %3690 = stablehlo.select %3687, %3689, %3685 : tensor<10x10xi1>, tensor<10x10xi32>
    %3691 = stablehlo.broadcast_in_dim %3690, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3692 = "stablehlo.gather"(%3682, %3691) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1124 = stablehlo.constant dense<2> : tensor<i32>
    %3693 = stablehlo.broadcast_in_dim %c_1124, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3694 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1125 = stablehlo.constant dense<3> : tensor<i32>
    %3695 = stablehlo.broadcast_in_dim %c_1125, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3696 = stablehlo.multiply %3693, %3695 : tensor<10x10xi32>
    %3697 = stablehlo.add %3696, %17 : tensor<10x10xi32>
    %c_1126 = stablehlo.constant dense<0> : tensor<i32>
    %3698 = stablehlo.broadcast_in_dim %c_1126, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3699 = stablehlo.compare LT, %3697, %3698, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1127 = stablehlo.constant dense<9> : tensor<i32>
    %3700 = stablehlo.broadcast_in_dim %c_1127, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3701 = stablehlo.add %3697, %3700 : tensor<10x10xi32>
    %3702 = stablehlo.select %3699, %3701, %3697 : tensor<10x10xi1>, tensor<10x10xi32>
    %3703 = stablehlo.broadcast_in_dim %3702, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3704 = "stablehlo.gather"(%3694, %3703) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1128 = stablehlo.constant dense<0> : tensor<i32>
    %3705 = stablehlo.broadcast_in_dim %c_1128, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3706 = stablehlo.add %3705, %0 : tensor<10x10xi32>
    %c_1129 = stablehlo.constant dense<10> : tensor<i32>
    %3707 = stablehlo.broadcast_in_dim %c_1129, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3708 = stablehlo.multiply %3706, %3707 : tensor<10x10xi32>
    %c_1130 = stablehlo.constant dense<2> : tensor<i32>
    %3709 = stablehlo.broadcast_in_dim %c_1130, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3710 = stablehlo.add %3708, %3709 : tensor<10x10xi32>
    %c_1131 = stablehlo.constant dense<0> : tensor<i32>
    %3711 = stablehlo.broadcast_in_dim %c_1131, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3712 = stablehlo.compare LT, %3710, %3711, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1132 = stablehlo.constant dense<1000> : tensor<i32>
    %3713 = stablehlo.broadcast_in_dim %c_1132, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3714 = stablehlo.add %3710, %3713 : tensor<10x10xi32>
    %3715 = stablehlo.select %3712, %3714, %3710 : tensor<10x10xi1>, tensor<10x10xi32>
    %3716 = stablehlo.broadcast_in_dim %3715, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3717 = "stablehlo.gather"(%3510, %3716) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3718 = stablehlo.broadcast_in_dim %3704, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3719 = stablehlo.broadcast_in_dim %3718, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3720 = stablehlo.multiply %3719, %3717 : tensor<8192x10x10xf32>
    %c_1133 = stablehlo.constant dense<0> : tensor<i32>
    %3721 = stablehlo.broadcast_in_dim %c_1133, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3722 = stablehlo.add %3721, %0 : tensor<10x10xi32>
    %c_1134 = stablehlo.constant dense<10> : tensor<i32>
    %3723 = stablehlo.broadcast_in_dim %c_1134, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3724 = stablehlo.multiply %3722, %3723 : tensor<10x10xi32>
    %c_1135 = stablehlo.constant dense<2> : tensor<i32>
    %3725 = stablehlo.broadcast_in_dim %c_1135, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3726 = stablehlo.add %3724, %3725 : tensor<10x10xi32>
    %c_1136 = stablehlo.constant dense<0> : tensor<i32>
    %3727 = stablehlo.broadcast_in_dim %c_1136, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3728 = stablehlo.compare LT, %3726, %3727, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1137 = stablehlo.constant dense<1000> : tensor<i32>
    %3729 = stablehlo.broadcast_in_dim %c_1137, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3730 = stablehlo.add %3726, %3729 : tensor<10x10xi32>
    %3731 = stablehlo.select %3728, %3730, %3726 : tensor<10x10xi1>, tensor<10x10xi32>
    %3732 = stablehlo.broadcast_in_dim %3731, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3733 = "stablehlo.gather"(%3523, %3732) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1138 = stablehlo.constant dense<0> : tensor<i32>
    %3734 = stablehlo.broadcast_in_dim %c_1138, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3735 = stablehlo.add %3734, %0 : tensor<10x10xi32>
    %c_1139 = stablehlo.constant dense<10> : tensor<i32>
    %3736 = stablehlo.broadcast_in_dim %c_1139, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3737 = stablehlo.multiply %3735, %3736 : tensor<10x10xi32>
    %c_1140 = stablehlo.constant dense<2> : tensor<i32>
    %3738 = stablehlo.broadcast_in_dim %c_1140, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3739 = stablehlo.add %3737, %3738 : tensor<10x10xi32>
    %c_1141 = stablehlo.constant dense<0> : tensor<i32>
    %3740 = stablehlo.broadcast_in_dim %c_1141, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3741 = stablehlo.compare LT, %3739, %3740, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1142 = stablehlo.constant dense<1000> : tensor<i32>
    %3742 = stablehlo.broadcast_in_dim %c_1142, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3743 = stablehlo.add %3739, %3742 : tensor<10x10xi32>
    %3744 = stablehlo.select %3741, %3743, %3739 : tensor<10x10xi1>, tensor<10x10xi32>
    %3745 = stablehlo.broadcast_in_dim %3744, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3746 = "stablehlo.gather"(%3536, %3745) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3747 = stablehlo.add %3733, %3746 : tensor<8192x10x10xf32>
    %3748 = stablehlo.broadcast_in_dim %3692, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3749 = stablehlo.broadcast_in_dim %3748, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3750 = stablehlo.multiply %3749, %3747 : tensor<8192x10x10xf32>
    %3751 = stablehlo.add %3720, %3750 : tensor<8192x10x10xf32>
    %3752 = stablehlo.add %3680, %3751 : tensor<8192x10x10xf32>
    %c_1143 = stablehlo.constant dense<0> : tensor<i32>
    %3753 = stablehlo.broadcast_in_dim %c_1143, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3754 = stablehlo.add %3753, %15 : tensor<10x10xi32>
    %c_1144 = stablehlo.constant dense<3> : tensor<i32>
    %3755 = stablehlo.broadcast_in_dim %c_1144, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3756 = stablehlo.multiply %3754, %3755 : tensor<10x10xi32>
    %3757 = stablehlo.add %3756, %17 : tensor<10x10xi32>
    %c_1145 = stablehlo.constant dense<16777216> : tensor<i32>
    %3758 = call @_where(%13, %3757, %c_1145) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1146 = stablehlo.constant dense<0> : tensor<i32>
    %3759 = stablehlo.broadcast_in_dim %c_1146, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3760 = stablehlo.compare LT, %3758, %3759, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1147 = stablehlo.constant dense<27> : tensor<i32>
    %3761 = stablehlo.broadcast_in_dim %c_1147, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3762 = stablehlo.add %3758, %3761 : tensor<10x10xi32>
    %3763 = stablehlo.select %3760, %3762, %3758 : tensor<10x10xi1>, tensor<10x10xi32>
    %3764 = stablehlo.broadcast_in_dim %3763, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3765 = "stablehlo.scatter"(%3537, %3764, %3752) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x27xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x27xf32>
    %c_1148 = stablehlo.constant dense<0> : tensor<i32>
    %3766 = stablehlo.broadcast_in_dim %c_1148, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3767 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1149 = stablehlo.constant dense<3> : tensor<i32>
    %3768 = stablehlo.broadcast_in_dim %c_1149, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3769 = stablehlo.multiply %3766, %3768 : tensor<10x10xi32>
    %3770 = stablehlo.add %3769, %17 : tensor<10x10xi32>
    %c_1150 = stablehlo.constant dense<0> : tensor<i32>
    %3771 = stablehlo.broadcast_in_dim %c_1150, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3772 = stablehlo.compare LT, %3770, %3771, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1151 = stablehlo.constant dense<9> : tensor<i32>
    %3773 = stablehlo.broadcast_in_dim %c_1151, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3774 = stablehlo.add %3770, %3773 : tensor<10x10xi32>
    %3775 = stablehlo.select %3772, %3774, %3770 : tensor<10x10xi1>, tensor<10x10xi32>
    %3776 = stablehlo.broadcast_in_dim %3775, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3777 = "stablehlo.gather"(%3767, %3776) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1152 = stablehlo.constant dense<0> : tensor<i32>
    %3778 = stablehlo.broadcast_in_dim %c_1152, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3779 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1153 = stablehlo.constant dense<3> : tensor<i32>
    %3780 = stablehlo.broadcast_in_dim %c_1153, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3781 = stablehlo.multiply %3778, %3780 : tensor<10x10xi32>
    %3782 = stablehlo.add %3781, %17 : tensor<10x10xi32>
    %c_1154 = stablehlo.constant dense<0> : tensor<i32>
    %3783 = stablehlo.broadcast_in_dim %c_1154, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3784 = stablehlo.compare LT, %3782, %3783, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1155 = stablehlo.constant dense<9> : tensor<i32>
    %3785 = stablehlo.broadcast_in_dim %c_1155, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3786 = stablehlo.add %3782, %3785 : tensor<10x10xi32>
    %3787 = stablehlo.select %3784, %3786, %3782 : tensor<10x10xi1>, tensor<10x10xi32>
    %3788 = stablehlo.broadcast_in_dim %3787, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3789 = "stablehlo.gather"(%3779, %3788) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1156 = stablehlo.constant dense<10> : tensor<i32>
    %3790 = stablehlo.broadcast_in_dim %c_1156, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3791 = stablehlo.add %3790, %0 : tensor<10x10xi32>
    %c_1157 = stablehlo.constant dense<10> : tensor<i32>
    %3792 = stablehlo.broadcast_in_dim %c_1157, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3793 = stablehlo.multiply %3791, %3792 : tensor<10x10xi32>
    %c_1158 = stablehlo.constant dense<0> : tensor<i32>
    %3794 = stablehlo.broadcast_in_dim %c_1158, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3795 = stablehlo.add %3793, %3794 : tensor<10x10xi32>
    %c_1159 = stablehlo.constant dense<0> : tensor<i32>
    %3796 = stablehlo.broadcast_in_dim %c_1159, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3797 = stablehlo.compare LT, %3795, %3796, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1160 = stablehlo.constant dense<1000> : tensor<i32>
    %3798 = stablehlo.broadcast_in_dim %c_1160, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3799 = stablehlo.add %3795, %3798 : tensor<10x10xi32>
    %3800 = stablehlo.select %3797, %3799, %3795 : tensor<10x10xi1>, tensor<10x10xi32>
    %3801 = stablehlo.broadcast_in_dim %3800, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3802 = "stablehlo.gather"(%3510, %3801) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3803 = stablehlo.broadcast_in_dim %3789, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3804 = stablehlo.broadcast_in_dim %3803, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3805 = stablehlo.multiply %3804, %3802 : tensor<8192x10x10xf32>
    %c_1161 = stablehlo.constant dense<10> : tensor<i32>
    %3806 = stablehlo.broadcast_in_dim %c_1161, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3807 = stablehlo.add %3806, %0 : tensor<10x10xi32>
    %c_1162 = stablehlo.constant dense<10> : tensor<i32>
    %3808 = stablehlo.broadcast_in_dim %c_1162, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3809 = stablehlo.multiply %3807, %3808 : tensor<10x10xi32>
    %c_1163 = stablehlo.constant dense<0> : tensor<i32>
    %3810 = stablehlo.broadcast_in_dim %c_1163, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3811 = stablehlo.add %3809, %3810 : tensor<10x10xi32>
    %c_1164 = stablehlo.constant dense<0> : tensor<i32>
    %3812 = stablehlo.broadcast_in_dim %c_1164, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3813 = stablehlo.compare LT, %3811, %3812, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1165 = stablehlo.constant dense<1000> : tensor<i32>
    %3814 = stablehlo.broadcast_in_dim %c_1165, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3815 = stablehlo.add %3811, %3814 : tensor<10x10xi32>
    %3816 = stablehlo.select %3813, %3815, %3811 : tensor<10x10xi1>, tensor<10x10xi32>
    %3817 = stablehlo.broadcast_in_dim %3816, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3818 = "stablehlo.gather"(%3523, %3817) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1166 = stablehlo.constant dense<10> : tensor<i32>
    %3819 = stablehlo.broadcast_in_dim %c_1166, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3820 = stablehlo.add %3819, %0 : tensor<10x10xi32>
    %c_1167 = stablehlo.constant dense<10> : tensor<i32>
    %3821 = stablehlo.broadcast_in_dim %c_1167, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3822 = stablehlo.multiply %3820, %3821 : tensor<10x10xi32>
    %c_1168 = stablehlo.constant dense<0> : tensor<i32>
    %3823 = stablehlo.broadcast_in_dim %c_1168, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3824 = stablehlo.add %3822, %3823 : tensor<10x10xi32>
    %c_1169 = stablehlo.constant dense<0> : tensor<i32>
    %3825 = stablehlo.broadcast_in_dim %c_1169, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3826 = stablehlo.compare LT, %3824, %3825, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1170 = stablehlo.constant dense<1000> : tensor<i32>
    %3827 = stablehlo.broadcast_in_dim %c_1170, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3828 = stablehlo.add %3824, %3827 : tensor<10x10xi32>
    %3829 = stablehlo.select %3826, %3828, %3824 : tensor<10x10xi1>, tensor<10x10xi32>
    %3830 = stablehlo.broadcast_in_dim %3829, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3831 = "stablehlo.gather"(%3536, %3830) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3832 = stablehlo.add %3818, %3831 : tensor<8192x10x10xf32>
    %3833 = stablehlo.broadcast_in_dim %3777, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3834 = stablehlo.broadcast_in_dim %3833, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3835 = stablehlo.multiply %3834, %3832 : tensor<8192x10x10xf32>
    %3836 = stablehlo.add %3805, %3835 : tensor<8192x10x10xf32>
    %c_1171 = stablehlo.constant dense<1> : tensor<i32>
    %3837 = stablehlo.broadcast_in_dim %c_1171, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3838 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1172 = stablehlo.constant dense<3> : tensor<i32>
    %3839 = stablehlo.broadcast_in_dim %c_1172, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3840 = stablehlo.multiply %3837, %3839 : tensor<10x10xi32>
    %3841 = stablehlo.add %3840, %17 : tensor<10x10xi32>
    %c_1173 = stablehlo.constant dense<0> : tensor<i32>
    %3842 = stablehlo.broadcast_in_dim %c_1173, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3843 = stablehlo.compare LT, %3841, %3842, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1174 = stablehlo.constant dense<9> : tensor<i32>
    %3844 = stablehlo.broadcast_in_dim %c_1174, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3845 = stablehlo.add %3841, %3844 : tensor<10x10xi32>
    %3846 = stablehlo.select %3843, %3845, %3841 : tensor<10x10xi1>, tensor<10x10xi32>
    %3847 = stablehlo.broadcast_in_dim %3846, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3848 = "stablehlo.gather"(%3838, %3847) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1175 = stablehlo.constant dense<1> : tensor<i32>
    %3849 = stablehlo.broadcast_in_dim %c_1175, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3850 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1176 = stablehlo.constant dense<3> : tensor<i32>
    %3851 = stablehlo.broadcast_in_dim %c_1176, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3852 = stablehlo.multiply %3849, %3851 : tensor<10x10xi32>
    %3853 = stablehlo.add %3852, %17 : tensor<10x10xi32>
    %c_1177 = stablehlo.constant dense<0> : tensor<i32>
    %3854 = stablehlo.broadcast_in_dim %c_1177, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3855 = stablehlo.compare LT, %3853, %3854, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1178 = stablehlo.constant dense<9> : tensor<i32>
    %3856 = stablehlo.broadcast_in_dim %c_1178, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3857 = stablehlo.add %3853, %3856 : tensor<10x10xi32>
    %3858 = stablehlo.select %3855, %3857, %3853 : tensor<10x10xi1>, tensor<10x10xi32>
    %3859 = stablehlo.broadcast_in_dim %3858, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3860 = "stablehlo.gather"(%3850, %3859) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1179 = stablehlo.constant dense<10> : tensor<i32>
    %3861 = stablehlo.broadcast_in_dim %c_1179, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3862 = stablehlo.add %3861, %0 : tensor<10x10xi32>
    %c_1180 = stablehlo.constant dense<10> : tensor<i32>
    %3863 = stablehlo.broadcast_in_dim %c_1180, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3864 = stablehlo.multiply %3862, %3863 : tensor<10x10xi32>
    %c_1181 = stablehlo.constant dense<1> : tensor<i32>
    %3865 = stablehlo.broadcast_in_dim %c_1181, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3866 = stablehlo.add %3864, %3865 : tensor<10x10xi32>
    %c_1182 = stablehlo.constant dense<0> : tensor<i32>
    %3867 = stablehlo.broadcast_in_dim %c_1182, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3868 = stablehlo.compare LT, %3866, %3867, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1183 = stablehlo.constant dense<1000> : tensor<i32>
    %3869 = stablehlo.broadcast_in_dim %c_1183, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3870 = stablehlo.add %3866, %3869 : tensor<10x10xi32>
    %3871 = stablehlo.select %3868, %3870, %3866 : tensor<10x10xi1>, tensor<10x10xi32>
    %3872 = stablehlo.broadcast_in_dim %3871, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3873 = "stablehlo.gather"(%3510, %3872) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3874 = stablehlo.broadcast_in_dim %3860, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3875 = stablehlo.broadcast_in_dim %3874, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3876 = stablehlo.multiply %3875, %3873 : tensor<8192x10x10xf32>
    %c_1184 = stablehlo.constant dense<10> : tensor<i32>
    %3877 = stablehlo.broadcast_in_dim %c_1184, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3878 = stablehlo.add %3877, %0 : tensor<10x10xi32>
    %c_1185 = stablehlo.constant dense<10> : tensor<i32>
    %3879 = stablehlo.broadcast_in_dim %c_1185, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3880 = stablehlo.multiply %3878, %3879 : tensor<10x10xi32>
    %c_1186 = stablehlo.constant dense<1> : tensor<i32>
    %3881 = stablehlo.broadcast_in_dim %c_1186, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3882 = stablehlo.add %3880, %3881 : tensor<10x10xi32>
    %c_1187 = stablehlo.constant dense<0> : tensor<i32>
    %3883 = stablehlo.broadcast_in_dim %c_1187, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3884 = stablehlo.compare LT, %3882, %3883, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1188 = stablehlo.constant dense<1000> : tensor<i32>
    %3885 = stablehlo.broadcast_in_dim %c_1188, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3886 = stablehlo.add %3882, %3885 : tensor<10x10xi32>
    %3887 = stablehlo.select %3884, %3886, %3882 : tensor<10x10xi1>, tensor<10x10xi32>
    %3888 = stablehlo.broadcast_in_dim %3887, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3889 = "stablehlo.gather"(%3523, %3888) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1189 = stablehlo.constant dense<10> : tensor<i32>
    %3890 = stablehlo.broadcast_in_dim %c_1189, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3891 = stablehlo.add %3890, %0 : tensor<10x10xi32>
    %c_1190 = stablehlo.constant dense<10> : tensor<i32>
    %3892 = stablehlo.broadcast_in_dim %c_1190, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3893 = stablehlo.multiply %3891, %3892 : tensor<10x10xi32>
    %c_1191 = stablehlo.constant dense<1> : tensor<i32>
    %3894 = stablehlo.broadcast_in_dim %c_1191, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3895 = stablehlo.add %3893, %3894 : tensor<10x10xi32>
    %c_1192 = stablehlo.constant dense<0> : tensor<i32>
    %3896 = stablehlo.broadcast_in_dim %c_1192, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3897 = stablehlo.compare LT, %3895, %3896, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1193 = stablehlo.constant dense<1000> : tensor<i32>
    %3898 = stablehlo.broadcast_in_dim %c_1193, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3899 = stablehlo.add %3895, %3898 : tensor<10x10xi32>
    %3900 = stablehlo.select %3897, %3899, %3895 : tensor<10x10xi1>, tensor<10x10xi32>
    %3901 = stablehlo.broadcast_in_dim %3900, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3902 = "stablehlo.gather"(%3536, %3901) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3903 = stablehlo.add %3889, %3902 : tensor<8192x10x10xf32>
    %3904 = stablehlo.broadcast_in_dim %3848, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3905 = stablehlo.broadcast_in_dim %3904, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3906 = stablehlo.multiply %3905, %3903 : tensor<8192x10x10xf32>
    %3907 = stablehlo.add %3876, %3906 : tensor<8192x10x10xf32>
    %3908 = stablehlo.add %3836, %3907 : tensor<8192x10x10xf32>
    %c_1194 = stablehlo.constant dense<2> : tensor<i32>
    %3909 = stablehlo.broadcast_in_dim %c_1194, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3910 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1195 = stablehlo.constant dense<3> : tensor<i32>
    %3911 = stablehlo.broadcast_in_dim %c_1195, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3912 = stablehlo.multiply %3909, %3911 : tensor<10x10xi32>
    %3913 = stablehlo.add %3912, %17 : tensor<10x10xi32>
    %c_1196 = stablehlo.constant dense<0> : tensor<i32>
    %3914 = stablehlo.broadcast_in_dim %c_1196, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3915 = stablehlo.compare LT, %3913, %3914, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1197 = stablehlo.constant dense<9> : tensor<i32>
    %3916 = stablehlo.broadcast_in_dim %c_1197, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3917 = stablehlo.add %3913, %3916 : tensor<10x10xi32>
    %3918 = stablehlo.select %3915, %3917, %3913 : tensor<10x10xi1>, tensor<10x10xi32>
    %3919 = stablehlo.broadcast_in_dim %3918, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3920 = "stablehlo.gather"(%3910, %3919) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1198 = stablehlo.constant dense<2> : tensor<i32>
    %3921 = stablehlo.broadcast_in_dim %c_1198, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3922 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1199 = stablehlo.constant dense<3> : tensor<i32>
    %3923 = stablehlo.broadcast_in_dim %c_1199, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3924 = stablehlo.multiply %3921, %3923 : tensor<10x10xi32>
    %3925 = stablehlo.add %3924, %17 : tensor<10x10xi32>
    %c_1200 = stablehlo.constant dense<0> : tensor<i32>
    %3926 = stablehlo.broadcast_in_dim %c_1200, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3927 = stablehlo.compare LT, %3925, %3926, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1201 = stablehlo.constant dense<9> : tensor<i32>
    %3928 = stablehlo.broadcast_in_dim %c_1201, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3929 = stablehlo.add %3925, %3928 : tensor<10x10xi32>
    %3930 = stablehlo.select %3927, %3929, %3925 : tensor<10x10xi1>, tensor<10x10xi32>
    %3931 = stablehlo.broadcast_in_dim %3930, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3932 = "stablehlo.gather"(%3922, %3931) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1202 = stablehlo.constant dense<10> : tensor<i32>
    %3933 = stablehlo.broadcast_in_dim %c_1202, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3934 = stablehlo.add %3933, %0 : tensor<10x10xi32>
    %c_1203 = stablehlo.constant dense<10> : tensor<i32>
    %3935 = stablehlo.broadcast_in_dim %c_1203, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3936 = stablehlo.multiply %3934, %3935 : tensor<10x10xi32>
    %c_1204 = stablehlo.constant dense<2> : tensor<i32>
    %3937 = stablehlo.broadcast_in_dim %c_1204, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3938 = stablehlo.add %3936, %3937 : tensor<10x10xi32>
    %c_1205 = stablehlo.constant dense<0> : tensor<i32>
    %3939 = stablehlo.broadcast_in_dim %c_1205, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3940 = stablehlo.compare LT, %3938, %3939, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1206 = stablehlo.constant dense<1000> : tensor<i32>
    %3941 = stablehlo.broadcast_in_dim %c_1206, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3942 = stablehlo.add %3938, %3941 : tensor<10x10xi32>
    %3943 = stablehlo.select %3940, %3942, %3938 : tensor<10x10xi1>, tensor<10x10xi32>
    %3944 = stablehlo.broadcast_in_dim %3943, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3945 = "stablehlo.gather"(%3510, %3944) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3946 = stablehlo.broadcast_in_dim %3932, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3947 = stablehlo.broadcast_in_dim %3946, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3948 = stablehlo.multiply %3947, %3945 : tensor<8192x10x10xf32>
    %c_1207 = stablehlo.constant dense<10> : tensor<i32>
    %3949 = stablehlo.broadcast_in_dim %c_1207, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3950 = stablehlo.add %3949, %0 : tensor<10x10xi32>
    %c_1208 = stablehlo.constant dense<10> : tensor<i32>
    %3951 = stablehlo.broadcast_in_dim %c_1208, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3952 = stablehlo.multiply %3950, %3951 : tensor<10x10xi32>
    %c_1209 = stablehlo.constant dense<2> : tensor<i32>
    %3953 = stablehlo.broadcast_in_dim %c_1209, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3954 = stablehlo.add %3952, %3953 : tensor<10x10xi32>
    %c_1210 = stablehlo.constant dense<0> : tensor<i32>
    %3955 = stablehlo.broadcast_in_dim %c_1210, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3956 = stablehlo.compare LT, %3954, %3955, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1211 = stablehlo.constant dense<1000> : tensor<i32>
    %3957 = stablehlo.broadcast_in_dim %c_1211, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3958 = stablehlo.add %3954, %3957 : tensor<10x10xi32>
    %3959 = stablehlo.select %3956, %3958, %3954 : tensor<10x10xi1>, tensor<10x10xi32>
    %3960 = stablehlo.broadcast_in_dim %3959, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3961 = "stablehlo.gather"(%3523, %3960) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1212 = stablehlo.constant dense<10> : tensor<i32>
    %3962 = stablehlo.broadcast_in_dim %c_1212, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3963 = stablehlo.add %3962, %0 : tensor<10x10xi32>
    %c_1213 = stablehlo.constant dense<10> : tensor<i32>
    %3964 = stablehlo.broadcast_in_dim %c_1213, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3965 = stablehlo.multiply %3963, %3964 : tensor<10x10xi32>
    %c_1214 = stablehlo.constant dense<2> : tensor<i32>
    %3966 = stablehlo.broadcast_in_dim %c_1214, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3967 = stablehlo.add %3965, %3966 : tensor<10x10xi32>
    %c_1215 = stablehlo.constant dense<0> : tensor<i32>
    %3968 = stablehlo.broadcast_in_dim %c_1215, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3969 = stablehlo.compare LT, %3967, %3968, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1216 = stablehlo.constant dense<1000> : tensor<i32>
    %3970 = stablehlo.broadcast_in_dim %c_1216, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3971 = stablehlo.add %3967, %3970 : tensor<10x10xi32>
    %3972 = stablehlo.select %3969, %3971, %3967 : tensor<10x10xi1>, tensor<10x10xi32>
    %3973 = stablehlo.broadcast_in_dim %3972, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3974 = "stablehlo.gather"(%3536, %3973) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %3975 = stablehlo.add %3961, %3974 : tensor<8192x10x10xf32>
    %3976 = stablehlo.broadcast_in_dim %3920, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %3977 = stablehlo.broadcast_in_dim %3976, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %3978 = stablehlo.multiply %3977, %3975 : tensor<8192x10x10xf32>
    %3979 = stablehlo.add %3948, %3978 : tensor<8192x10x10xf32>
    %3980 = stablehlo.add %3908, %3979 : tensor<8192x10x10xf32>
    %c_1217 = stablehlo.constant dense<3> : tensor<i32>
    %3981 = stablehlo.broadcast_in_dim %c_1217, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3982 = stablehlo.add %3981, %15 : tensor<10x10xi32>
    %c_1218 = stablehlo.constant dense<3> : tensor<i32>
    %3983 = stablehlo.broadcast_in_dim %c_1218, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3984 = stablehlo.multiply %3982, %3983 : tensor<10x10xi32>
    %3985 = stablehlo.add %3984, %17 : tensor<10x10xi32>
    %c_1219 = stablehlo.constant dense<16777216> : tensor<i32>
    %3986 = call @_where(%13, %3985, %c_1219) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1220 = stablehlo.constant dense<0> : tensor<i32>
    %3987 = stablehlo.broadcast_in_dim %c_1220, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3988 = stablehlo.compare LT, %3986, %3987, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1221 = stablehlo.constant dense<27> : tensor<i32>
    %3989 = stablehlo.broadcast_in_dim %c_1221, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3990 = stablehlo.add %3986, %3989 : tensor<10x10xi32>
    %3991 = stablehlo.select %3988, %3990, %3986 : tensor<10x10xi1>, tensor<10x10xi32>
    %3992 = stablehlo.broadcast_in_dim %3991, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3993 = "stablehlo.scatter"(%3765, %3992, %3980) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x27xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x27xf32>
    %c_1222 = stablehlo.constant dense<0> : tensor<i32>
    %3994 = stablehlo.broadcast_in_dim %c_1222, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3995 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1223 = stablehlo.constant dense<3> : tensor<i32>
    %3996 = stablehlo.broadcast_in_dim %c_1223, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3997 = stablehlo.multiply %3994, %3996 : tensor<10x10xi32>
    %3998 = stablehlo.add %3997, %17 : tensor<10x10xi32>
    %c_1224 = stablehlo.constant dense<0> : tensor<i32>
    %3999 = stablehlo.broadcast_in_dim %c_1224, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4000 = stablehlo.compare LT, %3998, %3999, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1225 = stablehlo.constant dense<9> : tensor<i32>
    %4001 = stablehlo.broadcast_in_dim %c_1225, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4002 = stablehlo.add %3998, %4001 : tensor<10x10xi32>
    %4003 = stablehlo.select %4000, %4002, %3998 : tensor<10x10xi1>, tensor<10x10xi32>
    %4004 = stablehlo.broadcast_in_dim %4003, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4005 = "stablehlo.gather"(%3995, %4004) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1226 = stablehlo.constant dense<0> : tensor<i32>
    %4006 = stablehlo.broadcast_in_dim %c_1226, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4007 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1227 = stablehlo.constant dense<3> : tensor<i32>
    %4008 = stablehlo.broadcast_in_dim %c_1227, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4009 = stablehlo.multiply %4006, %4008 : tensor<10x10xi32>
    %4010 = stablehlo.add %4009, %17 : tensor<10x10xi32>
    %c_1228 = stablehlo.constant dense<0> : tensor<i32>
    %4011 = stablehlo.broadcast_in_dim %c_1228, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4012 = stablehlo.compare LT, %4010, %4011, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1229 = stablehlo.constant dense<9> : tensor<i32>
    %4013 = stablehlo.broadcast_in_dim %c_1229, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4014 = stablehlo.add %4010, %4013 : tensor<10x10xi32>
    %4015 = stablehlo.select %4012, %4014, %4010 : tensor<10x10xi1>, tensor<10x10xi32>
    %4016 = stablehlo.broadcast_in_dim %4015, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4017 = "stablehlo.gather"(%4007, %4016) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1230 = stablehlo.constant dense<20> : tensor<i32>
    %4018 = stablehlo.broadcast_in_dim %c_1230, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4019 = stablehlo.add %4018, %0 : tensor<10x10xi32>
    %c_1231 = stablehlo.constant dense<10> : tensor<i32>
    %4020 = stablehlo.broadcast_in_dim %c_1231, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4021 = stablehlo.multiply %4019, %4020 : tensor<10x10xi32>
    %c_1232 = stablehlo.constant dense<0> : tensor<i32>
    %4022 = stablehlo.broadcast_in_dim %c_1232, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4023 = stablehlo.add %4021, %4022 : tensor<10x10xi32>
    %c_1233 = stablehlo.constant dense<0> : tensor<i32>
    %4024 = stablehlo.broadcast_in_dim %c_1233, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4025 = stablehlo.compare LT, %4023, %4024, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1234 = stablehlo.constant dense<1000> : tensor<i32>
    %4026 = stablehlo.broadcast_in_dim %c_1234, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4027 = stablehlo.add %4023, %4026 : tensor<10x10xi32>
    %4028 = stablehlo.select %4025, %4027, %4023 : tensor<10x10xi1>, tensor<10x10xi32>
    %4029 = stablehlo.broadcast_in_dim %4028, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4030 = "stablehlo.gather"(%3510, %4029) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %4031 = stablehlo.broadcast_in_dim %4017, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %4032 = stablehlo.broadcast_in_dim %4031, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %4033 = stablehlo.multiply %4032, %4030 : tensor<8192x10x10xf32>
    %c_1235 = stablehlo.constant dense<20> : tensor<i32>
    %4034 = stablehlo.broadcast_in_dim %c_1235, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4035 = stablehlo.add %4034, %0 : tensor<10x10xi32>
    %c_1236 = stablehlo.constant dense<10> : tensor<i32>
    %4036 = stablehlo.broadcast_in_dim %c_1236, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4037 = stablehlo.multiply %4035, %4036 : tensor<10x10xi32>
    %c_1237 = stablehlo.constant dense<0> : tensor<i32>
    %4038 = stablehlo.broadcast_in_dim %c_1237, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4039 = stablehlo.add %4037, %4038 : tensor<10x10xi32>
    %c_1238 = stablehlo.constant dense<0> : tensor<i32>
    %4040 = stablehlo.broadcast_in_dim %c_1238, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4041 = stablehlo.compare LT, %4039, %4040, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1239 = stablehlo.constant dense<1000> : tensor<i32>
    %4042 = stablehlo.broadcast_in_dim %c_1239, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4043 = stablehlo.add %4039, %4042 : tensor<10x10xi32>
    %4044 = stablehlo.select %4041, %4043, %4039 : tensor<10x10xi1>, tensor<10x10xi32>
    %4045 = stablehlo.broadcast_in_dim %4044, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4046 = "stablehlo.gather"(%3523, %4045) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1240 = stablehlo.constant dense<20> : tensor<i32>
    %4047 = stablehlo.broadcast_in_dim %c_1240, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4048 = stablehlo.add %4047, %0 : tensor<10x10xi32>
    %c_1241 = stablehlo.constant dense<10> : tensor<i32>
    %4049 = stablehlo.broadcast_in_dim %c_1241, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4050 = stablehlo.multiply %4048, %4049 : tensor<10x10xi32>
    %c_1242 = stablehlo.constant dense<0> : tensor<i32>
    %4051 = stablehlo.broadcast_in_dim %c_1242, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4052 = stablehlo.add %4050, %4051 : tensor<10x10xi32>
    %c_1243 = stablehlo.constant dense<0> : tensor<i32>
    %4053 = stablehlo.broadcast_in_dim %c_1243, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4054 = stablehlo.compare LT, %4052, %4053, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1244 = stablehlo.constant dense<1000> : tensor<i32>
    %4055 = stablehlo.broadcast_in_dim %c_1244, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4056 = stablehlo.add %4052, %4055 : tensor<10x10xi32>
    %4057 = stablehlo.select %4054, %4056, %4052 : tensor<10x10xi1>, tensor<10x10xi32>
    %4058 = stablehlo.broadcast_in_dim %4057, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4059 = "stablehlo.gather"(%3536, %4058) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %4060 = stablehlo.add %4046, %4059 : tensor<8192x10x10xf32>
    %4061 = stablehlo.broadcast_in_dim %4005, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %4062 = stablehlo.broadcast_in_dim %4061, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %4063 = stablehlo.multiply %4062, %4060 : tensor<8192x10x10xf32>
    %4064 = stablehlo.add %4033, %4063 : tensor<8192x10x10xf32>
    %c_1245 = stablehlo.constant dense<1> : tensor<i32>
    %4065 = stablehlo.broadcast_in_dim %c_1245, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4066 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1246 = stablehlo.constant dense<3> : tensor<i32>
    %4067 = stablehlo.broadcast_in_dim %c_1246, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4068 = stablehlo.multiply %4065, %4067 : tensor<10x10xi32>
    %4069 = stablehlo.add %4068, %17 : tensor<10x10xi32>
    %c_1247 = stablehlo.constant dense<0> : tensor<i32>
    %4070 = stablehlo.broadcast_in_dim %c_1247, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4071 = stablehlo.compare LT, %4069, %4070, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1248 = stablehlo.constant dense<9> : tensor<i32>
    %4072 = stablehlo.broadcast_in_dim %c_1248, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4073 = stablehlo.add %4069, %4072 : tensor<10x10xi32>
    %4074 = stablehlo.select %4071, %4073, %4069 : tensor<10x10xi1>, tensor<10x10xi32>
    %4075 = stablehlo.broadcast_in_dim %4074, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4076 = "stablehlo.gather"(%4066, %4075) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1249 = stablehlo.constant dense<1> : tensor<i32>
    %4077 = stablehlo.broadcast_in_dim %c_1249, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4078 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1250 = stablehlo.constant dense<3> : tensor<i32>
    %4079 = stablehlo.broadcast_in_dim %c_1250, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4080 = stablehlo.multiply %4077, %4079 : tensor<10x10xi32>
    %4081 = stablehlo.add %4080, %17 : tensor<10x10xi32>
    %c_1251 = stablehlo.constant dense<0> : tensor<i32>
    %4082 = stablehlo.broadcast_in_dim %c_1251, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4083 = stablehlo.compare LT, %4081, %4082, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1252 = stablehlo.constant dense<9> : tensor<i32>
    %4084 = stablehlo.broadcast_in_dim %c_1252, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4085 = stablehlo.add %4081, %4084 : tensor<10x10xi32>
    %4086 = stablehlo.select %4083, %4085, %4081 : tensor<10x10xi1>, tensor<10x10xi32>
    %4087 = stablehlo.broadcast_in_dim %4086, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4088 = "stablehlo.gather"(%4078, %4087) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1253 = stablehlo.constant dense<20> : tensor<i32>
    %4089 = stablehlo.broadcast_in_dim %c_1253, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4090 = stablehlo.add %4089, %0 : tensor<10x10xi32>
    %c_1254 = stablehlo.constant dense<10> : tensor<i32>
    %4091 = stablehlo.broadcast_in_dim %c_1254, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4092 = stablehlo.multiply %4090, %4091 : tensor<10x10xi32>
    %c_1255 = stablehlo.constant dense<1> : tensor<i32>
    %4093 = stablehlo.broadcast_in_dim %c_1255, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4094 = stablehlo.add %4092, %4093 : tensor<10x10xi32>
    %c_1256 = stablehlo.constant dense<0> : tensor<i32>
    %4095 = stablehlo.broadcast_in_dim %c_1256, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4096 = stablehlo.compare LT, %4094, %4095, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1257 = stablehlo.constant dense<1000> : tensor<i32>
    %4097 = stablehlo.broadcast_in_dim %c_1257, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4098 = stablehlo.add %4094, %4097 : tensor<10x10xi32>
    %4099 = stablehlo.select %4096, %4098, %4094 : tensor<10x10xi1>, tensor<10x10xi32>
    %4100 = stablehlo.broadcast_in_dim %4099, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4101 = "stablehlo.gather"(%3510, %4100) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %4102 = stablehlo.broadcast_in_dim %4088, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %4103 = stablehlo.broadcast_in_dim %4102, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %4104 = stablehlo.multiply %4103, %4101 : tensor<8192x10x10xf32>
    %c_1258 = stablehlo.constant dense<20> : tensor<i32>
    %4105 = stablehlo.broadcast_in_dim %c_1258, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4106 = stablehlo.add %4105, %0 : tensor<10x10xi32>
    %c_1259 = stablehlo.constant dense<10> : tensor<i32>
    %4107 = stablehlo.broadcast_in_dim %c_1259, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4108 = stablehlo.multiply %4106, %4107 : tensor<10x10xi32>
    %c_1260 = stablehlo.constant dense<1> : tensor<i32>
    %4109 = stablehlo.broadcast_in_dim %c_1260, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4110 = stablehlo.add %4108, %4109 : tensor<10x10xi32>
    %c_1261 = stablehlo.constant dense<0> : tensor<i32>
    %4111 = stablehlo.broadcast_in_dim %c_1261, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4112 = stablehlo.compare LT, %4110, %4111, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1262 = stablehlo.constant dense<1000> : tensor<i32>
    %4113 = stablehlo.broadcast_in_dim %c_1262, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4114 = stablehlo.add %4110, %4113 : tensor<10x10xi32>
    %4115 = stablehlo.select %4112, %4114, %4110 : tensor<10x10xi1>, tensor<10x10xi32>
    %4116 = stablehlo.broadcast_in_dim %4115, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4117 = "stablehlo.gather"(%3523, %4116) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1263 = stablehlo.constant dense<20> : tensor<i32>
    %4118 = stablehlo.broadcast_in_dim %c_1263, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4119 = stablehlo.add %4118, %0 : tensor<10x10xi32>
    %c_1264 = stablehlo.constant dense<10> : tensor<i32>
    %4120 = stablehlo.broadcast_in_dim %c_1264, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4121 = stablehlo.multiply %4119, %4120 : tensor<10x10xi32>
    %c_1265 = stablehlo.constant dense<1> : tensor<i32>
    %4122 = stablehlo.broadcast_in_dim %c_1265, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4123 = stablehlo.add %4121, %4122 : tensor<10x10xi32>
    %c_1266 = stablehlo.constant dense<0> : tensor<i32>
    %4124 = stablehlo.broadcast_in_dim %c_1266, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4125 = stablehlo.compare LT, %4123, %4124, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1267 = stablehlo.constant dense<1000> : tensor<i32>
    %4126 = stablehlo.broadcast_in_dim %c_1267, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4127 = stablehlo.add %4123, %4126 : tensor<10x10xi32>
    %4128 = stablehlo.select %4125, %4127, %4123 : tensor<10x10xi1>, tensor<10x10xi32>
    %4129 = stablehlo.broadcast_in_dim %4128, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4130 = "stablehlo.gather"(%3536, %4129) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %4131 = stablehlo.add %4117, %4130 : tensor<8192x10x10xf32>
    %4132 = stablehlo.broadcast_in_dim %4076, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %4133 = stablehlo.broadcast_in_dim %4132, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %4134 = stablehlo.multiply %4133, %4131 : tensor<8192x10x10xf32>
    %4135 = stablehlo.add %4104, %4134 : tensor<8192x10x10xf32>
    %4136 = stablehlo.add %4064, %4135 : tensor<8192x10x10xf32>
    %c_1268 = stablehlo.constant dense<2> : tensor<i32>
    %4137 = stablehlo.broadcast_in_dim %c_1268, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4138 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1269 = stablehlo.constant dense<3> : tensor<i32>
    %4139 = stablehlo.broadcast_in_dim %c_1269, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4140 = stablehlo.multiply %4137, %4139 : tensor<10x10xi32>
    %4141 = stablehlo.add %4140, %17 : tensor<10x10xi32>
    %c_1270 = stablehlo.constant dense<0> : tensor<i32>
    %4142 = stablehlo.broadcast_in_dim %c_1270, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4143 = stablehlo.compare LT, %4141, %4142, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1271 = stablehlo.constant dense<9> : tensor<i32>
    %4144 = stablehlo.broadcast_in_dim %c_1271, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4145 = stablehlo.add %4141, %4144 : tensor<10x10xi32>
    %4146 = stablehlo.select %4143, %4145, %4141 : tensor<10x10xi1>, tensor<10x10xi32>
    %4147 = stablehlo.broadcast_in_dim %4146, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4148 = "stablehlo.gather"(%4138, %4147) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1272 = stablehlo.constant dense<2> : tensor<i32>
    %4149 = stablehlo.broadcast_in_dim %c_1272, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4150 = stablehlo.reshape %arg2 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_1273 = stablehlo.constant dense<3> : tensor<i32>
    %4151 = stablehlo.broadcast_in_dim %c_1273, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4152 = stablehlo.multiply %4149, %4151 : tensor<10x10xi32>
    %4153 = stablehlo.add %4152, %17 : tensor<10x10xi32>
    %c_1274 = stablehlo.constant dense<0> : tensor<i32>
    %4154 = stablehlo.broadcast_in_dim %c_1274, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4155 = stablehlo.compare LT, %4153, %4154, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1275 = stablehlo.constant dense<9> : tensor<i32>
    %4156 = stablehlo.broadcast_in_dim %c_1275, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4157 = stablehlo.add %4153, %4156 : tensor<10x10xi32>
    %4158 = stablehlo.select %4155, %4157, %4153 : tensor<10x10xi1>, tensor<10x10xi32>
    %4159 = stablehlo.broadcast_in_dim %4158, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4160 = "stablehlo.gather"(%4150, %4159) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_1276 = stablehlo.constant dense<20> : tensor<i32>
    %4161 = stablehlo.broadcast_in_dim %c_1276, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4162 = stablehlo.add %4161, %0 : tensor<10x10xi32>
    %c_1277 = stablehlo.constant dense<10> : tensor<i32>
    %4163 = stablehlo.broadcast_in_dim %c_1277, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4164 = stablehlo.multiply %4162, %4163 : tensor<10x10xi32>
    %c_1278 = stablehlo.constant dense<2> : tensor<i32>
    %4165 = stablehlo.broadcast_in_dim %c_1278, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4166 = stablehlo.add %4164, %4165 : tensor<10x10xi32>
    %c_1279 = stablehlo.constant dense<0> : tensor<i32>
    %4167 = stablehlo.broadcast_in_dim %c_1279, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4168 = stablehlo.compare LT, %4166, %4167, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1280 = stablehlo.constant dense<1000> : tensor<i32>
    %4169 = stablehlo.broadcast_in_dim %c_1280, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4170 = stablehlo.add %4166, %4169 : tensor<10x10xi32>
    %4171 = stablehlo.select %4168, %4170, %4166 : tensor<10x10xi1>, tensor<10x10xi32>
    %4172 = stablehlo.broadcast_in_dim %4171, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4173 = "stablehlo.gather"(%3510, %4172) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %4174 = stablehlo.broadcast_in_dim %4160, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %4175 = stablehlo.broadcast_in_dim %4174, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %4176 = stablehlo.multiply %4175, %4173 : tensor<8192x10x10xf32>
    %c_1281 = stablehlo.constant dense<20> : tensor<i32>
    %4177 = stablehlo.broadcast_in_dim %c_1281, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4178 = stablehlo.add %4177, %0 : tensor<10x10xi32>
    %c_1282 = stablehlo.constant dense<10> : tensor<i32>
    %4179 = stablehlo.broadcast_in_dim %c_1282, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4180 = stablehlo.multiply %4178, %4179 : tensor<10x10xi32>
    %c_1283 = stablehlo.constant dense<2> : tensor<i32>
    %4181 = stablehlo.broadcast_in_dim %c_1283, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4182 = stablehlo.add %4180, %4181 : tensor<10x10xi32>
    %c_1284 = stablehlo.constant dense<0> : tensor<i32>
    %4183 = stablehlo.broadcast_in_dim %c_1284, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4184 = stablehlo.compare LT, %4182, %4183, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1285 = stablehlo.constant dense<1000> : tensor<i32>
    %4185 = stablehlo.broadcast_in_dim %c_1285, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4186 = stablehlo.add %4182, %4185 : tensor<10x10xi32>
    %4187 = stablehlo.select %4184, %4186, %4182 : tensor<10x10xi1>, tensor<10x10xi32>
    %4188 = stablehlo.broadcast_in_dim %4187, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4189 = "stablehlo.gather"(%3523, %4188) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %c_1286 = stablehlo.constant dense<20> : tensor<i32>
    %4190 = stablehlo.broadcast_in_dim %c_1286, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4191 = stablehlo.add %4190, %0 : tensor<10x10xi32>
    %c_1287 = stablehlo.constant dense<10> : tensor<i32>
    %4192 = stablehlo.broadcast_in_dim %c_1287, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4193 = stablehlo.multiply %4191, %4192 : tensor<10x10xi32>
    %c_1288 = stablehlo.constant dense<2> : tensor<i32>
    %4194 = stablehlo.broadcast_in_dim %c_1288, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4195 = stablehlo.add %4193, %4194 : tensor<10x10xi32>
    %c_1289 = stablehlo.constant dense<0> : tensor<i32>
    %4196 = stablehlo.broadcast_in_dim %c_1289, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4197 = stablehlo.compare LT, %4195, %4196, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1290 = stablehlo.constant dense<1000> : tensor<i32>
    %4198 = stablehlo.broadcast_in_dim %c_1290, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4199 = stablehlo.add %4195, %4198 : tensor<10x10xi32>
    %4200 = stablehlo.select %4197, %4199, %4195 : tensor<10x10xi1>, tensor<10x10xi32>
    %4201 = stablehlo.broadcast_in_dim %4200, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4202 = "stablehlo.gather"(%3536, %4201) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 8192, 1>}> : (tensor<8192x1000xf32>, tensor<10x10x1xi32>) -> tensor<8192x10x10xf32>
    %4203 = stablehlo.add %4189, %4202 : tensor<8192x10x10xf32>
    %4204 = stablehlo.broadcast_in_dim %4148, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<1x10x10xf32>
    %4205 = stablehlo.broadcast_in_dim %4204, dims = [0, 1, 2] : (tensor<1x10x10xf32>) -> tensor<8192x10x10xf32>
    %4206 = stablehlo.multiply %4205, %4203 : tensor<8192x10x10xf32>
    %4207 = stablehlo.add %4176, %4206 : tensor<8192x10x10xf32>
    %4208 = stablehlo.add %4136, %4207 : tensor<8192x10x10xf32>
    %c_1291 = stablehlo.constant dense<6> : tensor<i32>
    %4209 = stablehlo.broadcast_in_dim %c_1291, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4210 = stablehlo.add %4209, %15 : tensor<10x10xi32>
    %c_1292 = stablehlo.constant dense<3> : tensor<i32>
    %4211 = stablehlo.broadcast_in_dim %c_1292, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4212 = stablehlo.multiply %4210, %4211 : tensor<10x10xi32>
    %4213 = stablehlo.add %4212, %17 : tensor<10x10xi32>
    %c_1293 = stablehlo.constant dense<16777216> : tensor<i32>
    %4214 = call @_where(%13, %4213, %c_1293) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1294 = stablehlo.constant dense<0> : tensor<i32>
    %4215 = stablehlo.broadcast_in_dim %c_1294, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4216 = stablehlo.compare LT, %4214, %4215, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1295 = stablehlo.constant dense<27> : tensor<i32>
    %4217 = stablehlo.broadcast_in_dim %c_1295, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4218 = stablehlo.add %4214, %4217 : tensor<10x10xi32>
    %4219 = stablehlo.select %4216, %4218, %4214 : tensor<10x10xi1>, tensor<10x10xi32>
    %4220 = stablehlo.broadcast_in_dim %4219, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4221 = "stablehlo.scatter"(%3993, %4220, %4208) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8192x27xf32>, tensor<10x10x1xi32>, tensor<8192x10x10xf32>) -> tensor<8192x27xf32>
    return %4221 : tensor<8192x27xf32>
  }
  func.func private @_where(%arg0: tensor<10x10xi1>, %arg1: tensor<10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10xi1>, tensor<10x10xi32>
    return %2 : tensor<10x10xi32>
  }
}
