module @jit_element_assembly_b10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<64x27xf32>) -> (tensor<64x27x27xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 8, 8]> : tensor<81xi32>
    %0 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %6 = stablehlo.and %3, %5 : tensor<10x10xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %8 = stablehlo.minimum %1, %7 : tensor<10x10xi32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %10 = stablehlo.minimum %0, %9 : tensor<10x10xi32>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %12 = stablehlo.multiply %0, %11 : tensor<10x10xi32>
    %13 = stablehlo.add %12, %1 : tensor<10x10xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %16 = stablehlo.multiply %13, %15 : tensor<10x10xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %18 = stablehlo.add %16, %17 : tensor<10x10xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %20 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %22 = stablehlo.multiply %19, %21 : tensor<10x10xi32>
    %23 = stablehlo.add %22, %8 : tensor<10x10xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_10 = stablehlo.constant dense<9> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %27 = stablehlo.add %23, %26 : tensor<10x10xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<10x10xi1>, tensor<10x10xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %30 = "stablehlo.gather"(%20, %29) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %32 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_12 = stablehlo.constant dense<3> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %34 = stablehlo.multiply %31, %33 : tensor<10x10xi32>
    %35 = stablehlo.add %34, %10 : tensor<10x10xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %37 = stablehlo.compare LT, %35, %36, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_14 = stablehlo.constant dense<9> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %39 = stablehlo.add %35, %38 : tensor<10x10xi32>
    %40 = stablehlo.select %37, %39, %35 : tensor<10x10xi1>, tensor<10x10xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %42 = "stablehlo.gather"(%32, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<10x10xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %45 = stablehlo.compare LT, %18, %44, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_16 = stablehlo.constant dense<1000> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %47 = stablehlo.add %18, %46 : tensor<10x10xi32>
    %48 = stablehlo.select %45, %47, %18 : tensor<10x10xi1>, tensor<10x10xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %50 = stablehlo.broadcast_in_dim %43, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %51 = "stablehlo.scatter"(%14, %49, %50) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_17 = stablehlo.constant dense<10> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %53 = stablehlo.multiply %13, %52 : tensor<10x10xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %55 = stablehlo.add %53, %54 : tensor<10x10xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %57 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_20 = stablehlo.constant dense<3> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %59 = stablehlo.multiply %56, %58 : tensor<10x10xi32>
    %60 = stablehlo.add %59, %8 : tensor<10x10xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %62 = stablehlo.compare LT, %60, %61, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_22 = stablehlo.constant dense<9> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %64 = stablehlo.add %60, %63 : tensor<10x10xi32>
    %65 = stablehlo.select %62, %64, %60 : tensor<10x10xi1>, tensor<10x10xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %67 = "stablehlo.gather"(%57, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %69 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_24 = stablehlo.constant dense<3> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %71 = stablehlo.multiply %68, %70 : tensor<10x10xi32>
    %72 = stablehlo.add %71, %10 : tensor<10x10xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %74 = stablehlo.compare LT, %72, %73, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_26 = stablehlo.constant dense<9> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %76 = stablehlo.add %72, %75 : tensor<10x10xi32>
    %77 = stablehlo.select %74, %76, %72 : tensor<10x10xi1>, tensor<10x10xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %79 = "stablehlo.gather"(%69, %78) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %80 = stablehlo.multiply %67, %79 : tensor<10x10xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %82 = stablehlo.compare LT, %55, %81, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_28 = stablehlo.constant dense<1000> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %84 = stablehlo.add %55, %83 : tensor<10x10xi32>
    %85 = stablehlo.select %82, %84, %55 : tensor<10x10xi1>, tensor<10x10xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %87 = stablehlo.broadcast_in_dim %80, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %88 = "stablehlo.scatter"(%51, %86, %87) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_29 = stablehlo.constant dense<10> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %90 = stablehlo.multiply %13, %89 : tensor<10x10xi32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %92 = stablehlo.add %90, %91 : tensor<10x10xi32>
    %c_31 = stablehlo.constant dense<2> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %94 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_32 = stablehlo.constant dense<3> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %96 = stablehlo.multiply %93, %95 : tensor<10x10xi32>
    %97 = stablehlo.add %96, %8 : tensor<10x10xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %99 = stablehlo.compare LT, %97, %98, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_34 = stablehlo.constant dense<9> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %101 = stablehlo.add %97, %100 : tensor<10x10xi32>
    %102 = stablehlo.select %99, %101, %97 : tensor<10x10xi1>, tensor<10x10xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %104 = "stablehlo.gather"(%94, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %c_35 = stablehlo.constant dense<2> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %106 = stablehlo.reshape %arg0 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_36 = stablehlo.constant dense<3> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %108 = stablehlo.multiply %105, %107 : tensor<10x10xi32>
    %109 = stablehlo.add %108, %10 : tensor<10x10xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %111 = stablehlo.compare LT, %109, %110, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_38 = stablehlo.constant dense<9> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %113 = stablehlo.add %109, %112 : tensor<10x10xi32>
    %114 = stablehlo.select %111, %113, %109 : tensor<10x10xi1>, tensor<10x10xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %116 = "stablehlo.gather"(%106, %115) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x10x1xi32>) -> tensor<10x10xf32>
    %117 = stablehlo.multiply %104, %116 : tensor<10x10xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %119 = stablehlo.compare LT, %92, %118, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_40 = stablehlo.constant dense<1000> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %121 = stablehlo.add %92, %120 : tensor<10x10xi32>
    %122 = stablehlo.select %119, %121, %92 : tensor<10x10xi1>, tensor<10x10xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %124 = stablehlo.broadcast_in_dim %117, dims = [1, 2] : (tensor<10x10xf32>) -> tensor<64x10x10xf32>
    %125 = "stablehlo.scatter"(%88, %123, %124) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %127 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %128 = stablehlo.multiply %127, %0 : tensor<10x10xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %130 = stablehlo.add %129, %128 : tensor<10x10xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %132 = stablehlo.compare LT, %130, %131, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_45 = stablehlo.constant dense<27> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %134 = stablehlo.add %130, %133 : tensor<10x10xi32>
    %135 = stablehlo.select %132, %134, %130 : tensor<10x10xi1>, tensor<10x10xi32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %137 = "stablehlo.gather"(%arg1, %136) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_46 = stablehlo.constant dense<10> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %139 = stablehlo.multiply %13, %138 : tensor<10x10xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %141 = stablehlo.add %139, %140 : tensor<10x10xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %143 = stablehlo.compare LT, %141, %142, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_49 = stablehlo.constant dense<1000> : tensor<i32>
    %144 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %145 = stablehlo.add %141, %144 : tensor<10x10xi32>
    %146 = stablehlo.select %143, %145, %141 : tensor<10x10xi1>, tensor<10x10xi32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %148 = "stablehlo.gather"(%125, %147) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %149 = stablehlo.multiply %148, %137 : tensor<64x10x10xf32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %151 = stablehlo.multiply %150, %0 : tensor<10x10xi32>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %152 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %153 = stablehlo.add %152, %151 : tensor<10x10xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %155 = stablehlo.compare LT, %153, %154, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_53 = stablehlo.constant dense<27> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %157 = stablehlo.add %153, %156 : tensor<10x10xi32>
    %158 = stablehlo.select %155, %157, %153 : tensor<10x10xi1>, tensor<10x10xi32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %160 = "stablehlo.gather"(%arg1, %159) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_54 = stablehlo.constant dense<10> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %162 = stablehlo.multiply %13, %161 : tensor<10x10xi32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %164 = stablehlo.add %162, %163 : tensor<10x10xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %165 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %166 = stablehlo.compare LT, %164, %165, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_57 = stablehlo.constant dense<1000> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %168 = stablehlo.add %164, %167 : tensor<10x10xi32>
    %169 = stablehlo.select %166, %168, %164 : tensor<10x10xi1>, tensor<10x10xi32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %171 = "stablehlo.gather"(%125, %170) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %172 = stablehlo.multiply %171, %160 : tensor<64x10x10xf32>
    %173 = stablehlo.add %149, %172 : tensor<64x10x10xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %175 = stablehlo.multiply %174, %0 : tensor<10x10xi32>
    %c_59 = stablehlo.constant dense<2> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %177 = stablehlo.add %176, %175 : tensor<10x10xi32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %179 = stablehlo.compare LT, %177, %178, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_61 = stablehlo.constant dense<27> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %181 = stablehlo.add %177, %180 : tensor<10x10xi32>
    %182 = stablehlo.select %179, %181, %177 : tensor<10x10xi1>, tensor<10x10xi32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %184 = "stablehlo.gather"(%arg1, %183) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_62 = stablehlo.constant dense<10> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %186 = stablehlo.multiply %13, %185 : tensor<10x10xi32>
    %c_63 = stablehlo.constant dense<2> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %188 = stablehlo.add %186, %187 : tensor<10x10xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %190 = stablehlo.compare LT, %188, %189, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_65 = stablehlo.constant dense<1000> : tensor<i32>
    %191 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %192 = stablehlo.add %188, %191 : tensor<10x10xi32>
    %193 = stablehlo.select %190, %192, %188 : tensor<10x10xi1>, tensor<10x10xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %195 = "stablehlo.gather"(%125, %194) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %196 = stablehlo.multiply %195, %184 : tensor<64x10x10xf32>
    %197 = stablehlo.add %173, %196 : tensor<64x10x10xf32>
    %c_66 = stablehlo.constant dense<10> : tensor<i32>
    %198 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %199 = stablehlo.multiply %13, %198 : tensor<10x10xi32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %200 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %201 = stablehlo.add %199, %200 : tensor<10x10xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %202 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %203 = stablehlo.compare LT, %201, %202, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_69 = stablehlo.constant dense<1000> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %205 = stablehlo.add %201, %204 : tensor<10x10xi32>
    %206 = stablehlo.select %203, %205, %201 : tensor<10x10xi1>, tensor<10x10xi32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %208 = "stablehlo.scatter"(%126, %207, %197) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %209 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %210 = stablehlo.multiply %209, %0 : tensor<10x10xi32>
    %c_71 = stablehlo.constant dense<3> : tensor<i32>
    %211 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %212 = stablehlo.add %211, %210 : tensor<10x10xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %213 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %214 = stablehlo.compare LT, %212, %213, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_73 = stablehlo.constant dense<27> : tensor<i32>
    %215 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %216 = stablehlo.add %212, %215 : tensor<10x10xi32>
    %217 = stablehlo.select %214, %216, %212 : tensor<10x10xi1>, tensor<10x10xi32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %219 = "stablehlo.gather"(%arg1, %218) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_74 = stablehlo.constant dense<10> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %221 = stablehlo.multiply %13, %220 : tensor<10x10xi32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %222 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %223 = stablehlo.add %221, %222 : tensor<10x10xi32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %224 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %225 = stablehlo.compare LT, %223, %224, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_77 = stablehlo.constant dense<1000> : tensor<i32>
    %226 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %227 = stablehlo.add %223, %226 : tensor<10x10xi32>
    %228 = stablehlo.select %225, %227, %223 : tensor<10x10xi1>, tensor<10x10xi32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %230 = "stablehlo.gather"(%125, %229) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %231 = stablehlo.multiply %230, %219 : tensor<64x10x10xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %233 = stablehlo.multiply %232, %0 : tensor<10x10xi32>
    %c_79 = stablehlo.constant dense<4> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %235 = stablehlo.add %234, %233 : tensor<10x10xi32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %236 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %237 = stablehlo.compare LT, %235, %236, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_81 = stablehlo.constant dense<27> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %239 = stablehlo.add %235, %238 : tensor<10x10xi32>
    %240 = stablehlo.select %237, %239, %235 : tensor<10x10xi1>, tensor<10x10xi32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %242 = "stablehlo.gather"(%arg1, %241) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_82 = stablehlo.constant dense<10> : tensor<i32>
    %243 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %244 = stablehlo.multiply %13, %243 : tensor<10x10xi32>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %245 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %246 = stablehlo.add %244, %245 : tensor<10x10xi32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %247 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %248 = stablehlo.compare LT, %246, %247, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_85 = stablehlo.constant dense<1000> : tensor<i32>
    %249 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %250 = stablehlo.add %246, %249 : tensor<10x10xi32>
    %251 = stablehlo.select %248, %250, %246 : tensor<10x10xi1>, tensor<10x10xi32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %253 = "stablehlo.gather"(%125, %252) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %254 = stablehlo.multiply %253, %242 : tensor<64x10x10xf32>
    %255 = stablehlo.add %231, %254 : tensor<64x10x10xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %256 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %257 = stablehlo.multiply %256, %0 : tensor<10x10xi32>
    %c_87 = stablehlo.constant dense<5> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %259 = stablehlo.add %258, %257 : tensor<10x10xi32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %260 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %261 = stablehlo.compare LT, %259, %260, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_89 = stablehlo.constant dense<27> : tensor<i32>
    %262 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %263 = stablehlo.add %259, %262 : tensor<10x10xi32>
    %264 = stablehlo.select %261, %263, %259 : tensor<10x10xi1>, tensor<10x10xi32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %266 = "stablehlo.gather"(%arg1, %265) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_90 = stablehlo.constant dense<10> : tensor<i32>
    %267 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %268 = stablehlo.multiply %13, %267 : tensor<10x10xi32>
    %c_91 = stablehlo.constant dense<2> : tensor<i32>
    %269 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %270 = stablehlo.add %268, %269 : tensor<10x10xi32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %271 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %272 = stablehlo.compare LT, %270, %271, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_93 = stablehlo.constant dense<1000> : tensor<i32>
    %273 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %274 = stablehlo.add %270, %273 : tensor<10x10xi32>
    %275 = stablehlo.select %272, %274, %270 : tensor<10x10xi1>, tensor<10x10xi32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %277 = "stablehlo.gather"(%125, %276) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %278 = stablehlo.multiply %277, %266 : tensor<64x10x10xf32>
    %279 = stablehlo.add %255, %278 : tensor<64x10x10xf32>
    %c_94 = stablehlo.constant dense<10> : tensor<i32>
    %280 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %281 = stablehlo.multiply %13, %280 : tensor<10x10xi32>
    %c_95 = stablehlo.constant dense<1> : tensor<i32>
    %282 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %283 = stablehlo.add %281, %282 : tensor<10x10xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %284 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %285 = stablehlo.compare LT, %283, %284, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_97 = stablehlo.constant dense<1000> : tensor<i32>
    %286 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %287 = stablehlo.add %283, %286 : tensor<10x10xi32>
    %288 = stablehlo.select %285, %287, %283 : tensor<10x10xi1>, tensor<10x10xi32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %290 = "stablehlo.scatter"(%208, %289, %279) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %291 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %292 = stablehlo.multiply %291, %0 : tensor<10x10xi32>
    %c_99 = stablehlo.constant dense<6> : tensor<i32>
    %293 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %294 = stablehlo.add %293, %292 : tensor<10x10xi32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %295 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %296 = stablehlo.compare LT, %294, %295, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_101 = stablehlo.constant dense<27> : tensor<i32>
    %297 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %298 = stablehlo.add %294, %297 : tensor<10x10xi32>
    %299 = stablehlo.select %296, %298, %294 : tensor<10x10xi1>, tensor<10x10xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %301 = "stablehlo.gather"(%arg1, %300) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_102 = stablehlo.constant dense<10> : tensor<i32>
    %302 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %303 = stablehlo.multiply %13, %302 : tensor<10x10xi32>
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %304 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %305 = stablehlo.add %303, %304 : tensor<10x10xi32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %306 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %307 = stablehlo.compare LT, %305, %306, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_105 = stablehlo.constant dense<1000> : tensor<i32>
    %308 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %309 = stablehlo.add %305, %308 : tensor<10x10xi32>
    %310 = stablehlo.select %307, %309, %305 : tensor<10x10xi1>, tensor<10x10xi32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %312 = "stablehlo.gather"(%125, %311) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %313 = stablehlo.multiply %312, %301 : tensor<64x10x10xf32>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %314 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %315 = stablehlo.multiply %314, %0 : tensor<10x10xi32>
    %c_107 = stablehlo.constant dense<7> : tensor<i32>
    %316 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %317 = stablehlo.add %316, %315 : tensor<10x10xi32>
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %318 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %319 = stablehlo.compare LT, %317, %318, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_109 = stablehlo.constant dense<27> : tensor<i32>
    %320 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %321 = stablehlo.add %317, %320 : tensor<10x10xi32>
    %322 = stablehlo.select %319, %321, %317 : tensor<10x10xi1>, tensor<10x10xi32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %324 = "stablehlo.gather"(%arg1, %323) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_110 = stablehlo.constant dense<10> : tensor<i32>
    %325 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %326 = stablehlo.multiply %13, %325 : tensor<10x10xi32>
    %c_111 = stablehlo.constant dense<1> : tensor<i32>
    %327 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %328 = stablehlo.add %326, %327 : tensor<10x10xi32>
    %c_112 = stablehlo.constant dense<0> : tensor<i32>
    %329 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %330 = stablehlo.compare LT, %328, %329, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_113 = stablehlo.constant dense<1000> : tensor<i32>
    %331 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %332 = stablehlo.add %328, %331 : tensor<10x10xi32>
    %333 = stablehlo.select %330, %332, %328 : tensor<10x10xi1>, tensor<10x10xi32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %335 = "stablehlo.gather"(%125, %334) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %336 = stablehlo.multiply %335, %324 : tensor<64x10x10xf32>
    %337 = stablehlo.add %313, %336 : tensor<64x10x10xf32>
    %c_114 = stablehlo.constant dense<0> : tensor<i32>
    %338 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %339 = stablehlo.multiply %338, %0 : tensor<10x10xi32>
    %c_115 = stablehlo.constant dense<8> : tensor<i32>
    %340 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %341 = stablehlo.add %340, %339 : tensor<10x10xi32>
    %c_116 = stablehlo.constant dense<0> : tensor<i32>
    %342 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %343 = stablehlo.compare LT, %341, %342, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_117 = stablehlo.constant dense<27> : tensor<i32>
    %344 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %345 = stablehlo.add %341, %344 : tensor<10x10xi32>
    %346 = stablehlo.select %343, %345, %341 : tensor<10x10xi1>, tensor<10x10xi32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %348 = "stablehlo.gather"(%arg1, %347) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_118 = stablehlo.constant dense<10> : tensor<i32>
    %349 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %350 = stablehlo.multiply %13, %349 : tensor<10x10xi32>
    %c_119 = stablehlo.constant dense<2> : tensor<i32>
    %351 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %352 = stablehlo.add %350, %351 : tensor<10x10xi32>
    %c_120 = stablehlo.constant dense<0> : tensor<i32>
    %353 = stablehlo.broadcast_in_dim %c_120, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %354 = stablehlo.compare LT, %352, %353, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_121 = stablehlo.constant dense<1000> : tensor<i32>
    %355 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %356 = stablehlo.add %352, %355 : tensor<10x10xi32>
    %357 = stablehlo.select %354, %356, %352 : tensor<10x10xi1>, tensor<10x10xi32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %359 = "stablehlo.gather"(%125, %358) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %360 = stablehlo.multiply %359, %348 : tensor<64x10x10xf32>
    %361 = stablehlo.add %337, %360 : tensor<64x10x10xf32>
    %c_122 = stablehlo.constant dense<10> : tensor<i32>
    %362 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %363 = stablehlo.multiply %13, %362 : tensor<10x10xi32>
    %c_123 = stablehlo.constant dense<2> : tensor<i32>
    %364 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %365 = stablehlo.add %363, %364 : tensor<10x10xi32>
    %c_124 = stablehlo.constant dense<0> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %367 = stablehlo.compare LT, %365, %366, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_125 = stablehlo.constant dense<1000> : tensor<i32>
    %368 = stablehlo.broadcast_in_dim %c_125, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %369 = stablehlo.add %365, %368 : tensor<10x10xi32>
    %370 = stablehlo.select %367, %369, %365 : tensor<10x10xi1>, tensor<10x10xi32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %372 = "stablehlo.scatter"(%290, %371, %361) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_127 = stablehlo.constant dense<0> : tensor<i32>
    %374 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %375 = stablehlo.multiply %374, %0 : tensor<10x10xi32>
    %c_128 = stablehlo.constant dense<9> : tensor<i32>
    %376 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %377 = stablehlo.add %376, %375 : tensor<10x10xi32>
    %c_129 = stablehlo.constant dense<0> : tensor<i32>
    %378 = stablehlo.broadcast_in_dim %c_129, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %379 = stablehlo.compare LT, %377, %378, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_130 = stablehlo.constant dense<27> : tensor<i32>
    %380 = stablehlo.broadcast_in_dim %c_130, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %381 = stablehlo.add %377, %380 : tensor<10x10xi32>
    %382 = stablehlo.select %379, %381, %377 : tensor<10x10xi1>, tensor<10x10xi32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %384 = "stablehlo.gather"(%arg1, %383) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_131 = stablehlo.constant dense<10> : tensor<i32>
    %385 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %386 = stablehlo.multiply %13, %385 : tensor<10x10xi32>
    %c_132 = stablehlo.constant dense<0> : tensor<i32>
    %387 = stablehlo.broadcast_in_dim %c_132, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %388 = stablehlo.add %386, %387 : tensor<10x10xi32>
    %c_133 = stablehlo.constant dense<0> : tensor<i32>
    %389 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %390 = stablehlo.compare LT, %388, %389, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_134 = stablehlo.constant dense<1000> : tensor<i32>
    %391 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %392 = stablehlo.add %388, %391 : tensor<10x10xi32>
    %393 = stablehlo.select %390, %392, %388 : tensor<10x10xi1>, tensor<10x10xi32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %395 = "stablehlo.gather"(%125, %394) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %396 = stablehlo.multiply %395, %384 : tensor<64x10x10xf32>
    %c_135 = stablehlo.constant dense<0> : tensor<i32>
    %397 = stablehlo.broadcast_in_dim %c_135, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %398 = stablehlo.multiply %397, %0 : tensor<10x10xi32>
    %c_136 = stablehlo.constant dense<10> : tensor<i32>
    %399 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %400 = stablehlo.add %399, %398 : tensor<10x10xi32>
    %c_137 = stablehlo.constant dense<0> : tensor<i32>
    %401 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %402 = stablehlo.compare LT, %400, %401, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_138 = stablehlo.constant dense<27> : tensor<i32>
    %403 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %404 = stablehlo.add %400, %403 : tensor<10x10xi32>
    %405 = stablehlo.select %402, %404, %400 : tensor<10x10xi1>, tensor<10x10xi32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %407 = "stablehlo.gather"(%arg1, %406) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_139 = stablehlo.constant dense<10> : tensor<i32>
    %408 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %409 = stablehlo.multiply %13, %408 : tensor<10x10xi32>
    %c_140 = stablehlo.constant dense<1> : tensor<i32>
    %410 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %411 = stablehlo.add %409, %410 : tensor<10x10xi32>
    %c_141 = stablehlo.constant dense<0> : tensor<i32>
    %412 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %413 = stablehlo.compare LT, %411, %412, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_142 = stablehlo.constant dense<1000> : tensor<i32>
    %414 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %415 = stablehlo.add %411, %414 : tensor<10x10xi32>
    %416 = stablehlo.select %413, %415, %411 : tensor<10x10xi1>, tensor<10x10xi32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %418 = "stablehlo.gather"(%125, %417) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %419 = stablehlo.multiply %418, %407 : tensor<64x10x10xf32>
    %420 = stablehlo.add %396, %419 : tensor<64x10x10xf32>
    %c_143 = stablehlo.constant dense<0> : tensor<i32>
    %421 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %422 = stablehlo.multiply %421, %0 : tensor<10x10xi32>
    %c_144 = stablehlo.constant dense<11> : tensor<i32>
    %423 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %424 = stablehlo.add %423, %422 : tensor<10x10xi32>
    %c_145 = stablehlo.constant dense<0> : tensor<i32>
    %425 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %426 = stablehlo.compare LT, %424, %425, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_146 = stablehlo.constant dense<27> : tensor<i32>
    %427 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %428 = stablehlo.add %424, %427 : tensor<10x10xi32>
    %429 = stablehlo.select %426, %428, %424 : tensor<10x10xi1>, tensor<10x10xi32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %431 = "stablehlo.gather"(%arg1, %430) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_147 = stablehlo.constant dense<10> : tensor<i32>
    %432 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %433 = stablehlo.multiply %13, %432 : tensor<10x10xi32>
    %c_148 = stablehlo.constant dense<2> : tensor<i32>
    %434 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %435 = stablehlo.add %433, %434 : tensor<10x10xi32>
    %c_149 = stablehlo.constant dense<0> : tensor<i32>
    %436 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %437 = stablehlo.compare LT, %435, %436, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_150 = stablehlo.constant dense<1000> : tensor<i32>
    %438 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %439 = stablehlo.add %435, %438 : tensor<10x10xi32>
    %440 = stablehlo.select %437, %439, %435 : tensor<10x10xi1>, tensor<10x10xi32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %442 = "stablehlo.gather"(%125, %441) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %443 = stablehlo.multiply %442, %431 : tensor<64x10x10xf32>
    %444 = stablehlo.add %420, %443 : tensor<64x10x10xf32>
    %c_151 = stablehlo.constant dense<10> : tensor<i32>
    %445 = stablehlo.broadcast_in_dim %c_151, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %446 = stablehlo.multiply %13, %445 : tensor<10x10xi32>
    %c_152 = stablehlo.constant dense<0> : tensor<i32>
    %447 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %448 = stablehlo.add %446, %447 : tensor<10x10xi32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %449 = stablehlo.broadcast_in_dim %c_153, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %450 = stablehlo.compare LT, %448, %449, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_154 = stablehlo.constant dense<1000> : tensor<i32>
    %451 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %452 = stablehlo.add %448, %451 : tensor<10x10xi32>
    %453 = stablehlo.select %450, %452, %448 : tensor<10x10xi1>, tensor<10x10xi32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %455 = "stablehlo.scatter"(%373, %454, %444) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_155 = stablehlo.constant dense<0> : tensor<i32>
    %456 = stablehlo.broadcast_in_dim %c_155, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %457 = stablehlo.multiply %456, %0 : tensor<10x10xi32>
    %c_156 = stablehlo.constant dense<12> : tensor<i32>
    %458 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %459 = stablehlo.add %458, %457 : tensor<10x10xi32>
    %c_157 = stablehlo.constant dense<0> : tensor<i32>
    %460 = stablehlo.broadcast_in_dim %c_157, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %461 = stablehlo.compare LT, %459, %460, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_158 = stablehlo.constant dense<27> : tensor<i32>
    %462 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %463 = stablehlo.add %459, %462 : tensor<10x10xi32>
    %464 = stablehlo.select %461, %463, %459 : tensor<10x10xi1>, tensor<10x10xi32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %466 = "stablehlo.gather"(%arg1, %465) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_159 = stablehlo.constant dense<10> : tensor<i32>
    %467 = stablehlo.broadcast_in_dim %c_159, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %468 = stablehlo.multiply %13, %467 : tensor<10x10xi32>
    %c_160 = stablehlo.constant dense<0> : tensor<i32>
    %469 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %470 = stablehlo.add %468, %469 : tensor<10x10xi32>
    %c_161 = stablehlo.constant dense<0> : tensor<i32>
    %471 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %472 = stablehlo.compare LT, %470, %471, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_162 = stablehlo.constant dense<1000> : tensor<i32>
    %473 = stablehlo.broadcast_in_dim %c_162, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %474 = stablehlo.add %470, %473 : tensor<10x10xi32>
    %475 = stablehlo.select %472, %474, %470 : tensor<10x10xi1>, tensor<10x10xi32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %477 = "stablehlo.gather"(%125, %476) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %478 = stablehlo.multiply %477, %466 : tensor<64x10x10xf32>
    %c_163 = stablehlo.constant dense<0> : tensor<i32>
    %479 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %480 = stablehlo.multiply %479, %0 : tensor<10x10xi32>
    %c_164 = stablehlo.constant dense<13> : tensor<i32>
    %481 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %482 = stablehlo.add %481, %480 : tensor<10x10xi32>
    %c_165 = stablehlo.constant dense<0> : tensor<i32>
    %483 = stablehlo.broadcast_in_dim %c_165, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %484 = stablehlo.compare LT, %482, %483, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_166 = stablehlo.constant dense<27> : tensor<i32>
    %485 = stablehlo.broadcast_in_dim %c_166, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %486 = stablehlo.add %482, %485 : tensor<10x10xi32>
    %487 = stablehlo.select %484, %486, %482 : tensor<10x10xi1>, tensor<10x10xi32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %489 = "stablehlo.gather"(%arg1, %488) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_167 = stablehlo.constant dense<10> : tensor<i32>
    %490 = stablehlo.broadcast_in_dim %c_167, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %491 = stablehlo.multiply %13, %490 : tensor<10x10xi32>
    %c_168 = stablehlo.constant dense<1> : tensor<i32>
    %492 = stablehlo.broadcast_in_dim %c_168, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %493 = stablehlo.add %491, %492 : tensor<10x10xi32>
    %c_169 = stablehlo.constant dense<0> : tensor<i32>
    %494 = stablehlo.broadcast_in_dim %c_169, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %495 = stablehlo.compare LT, %493, %494, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_170 = stablehlo.constant dense<1000> : tensor<i32>
    %496 = stablehlo.broadcast_in_dim %c_170, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %497 = stablehlo.add %493, %496 : tensor<10x10xi32>
    %498 = stablehlo.select %495, %497, %493 : tensor<10x10xi1>, tensor<10x10xi32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %500 = "stablehlo.gather"(%125, %499) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %501 = stablehlo.multiply %500, %489 : tensor<64x10x10xf32>
    %502 = stablehlo.add %478, %501 : tensor<64x10x10xf32>
    %c_171 = stablehlo.constant dense<0> : tensor<i32>
    %503 = stablehlo.broadcast_in_dim %c_171, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %504 = stablehlo.multiply %503, %0 : tensor<10x10xi32>
    %c_172 = stablehlo.constant dense<14> : tensor<i32>
    %505 = stablehlo.broadcast_in_dim %c_172, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %506 = stablehlo.add %505, %504 : tensor<10x10xi32>
    %c_173 = stablehlo.constant dense<0> : tensor<i32>
    %507 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %508 = stablehlo.compare LT, %506, %507, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_174 = stablehlo.constant dense<27> : tensor<i32>
    %509 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %510 = stablehlo.add %506, %509 : tensor<10x10xi32>
    %511 = stablehlo.select %508, %510, %506 : tensor<10x10xi1>, tensor<10x10xi32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %513 = "stablehlo.gather"(%arg1, %512) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_175 = stablehlo.constant dense<10> : tensor<i32>
    %514 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %515 = stablehlo.multiply %13, %514 : tensor<10x10xi32>
    %c_176 = stablehlo.constant dense<2> : tensor<i32>
    %516 = stablehlo.broadcast_in_dim %c_176, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %517 = stablehlo.add %515, %516 : tensor<10x10xi32>
    %c_177 = stablehlo.constant dense<0> : tensor<i32>
    %518 = stablehlo.broadcast_in_dim %c_177, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %519 = stablehlo.compare LT, %517, %518, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_178 = stablehlo.constant dense<1000> : tensor<i32>
    %520 = stablehlo.broadcast_in_dim %c_178, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %521 = stablehlo.add %517, %520 : tensor<10x10xi32>
    %522 = stablehlo.select %519, %521, %517 : tensor<10x10xi1>, tensor<10x10xi32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %524 = "stablehlo.gather"(%125, %523) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %525 = stablehlo.multiply %524, %513 : tensor<64x10x10xf32>
    %526 = stablehlo.add %502, %525 : tensor<64x10x10xf32>
    %c_179 = stablehlo.constant dense<10> : tensor<i32>
    %527 = stablehlo.broadcast_in_dim %c_179, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %528 = stablehlo.multiply %13, %527 : tensor<10x10xi32>
    %c_180 = stablehlo.constant dense<1> : tensor<i32>
    %529 = stablehlo.broadcast_in_dim %c_180, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %530 = stablehlo.add %528, %529 : tensor<10x10xi32>
    %c_181 = stablehlo.constant dense<0> : tensor<i32>
    %531 = stablehlo.broadcast_in_dim %c_181, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %532 = stablehlo.compare LT, %530, %531, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_182 = stablehlo.constant dense<1000> : tensor<i32>
    %533 = stablehlo.broadcast_in_dim %c_182, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %534 = stablehlo.add %530, %533 : tensor<10x10xi32>
    %535 = stablehlo.select %532, %534, %530 : tensor<10x10xi1>, tensor<10x10xi32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %537 = "stablehlo.scatter"(%455, %536, %526) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_183 = stablehlo.constant dense<0> : tensor<i32>
    %538 = stablehlo.broadcast_in_dim %c_183, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %539 = stablehlo.multiply %538, %0 : tensor<10x10xi32>
    %c_184 = stablehlo.constant dense<15> : tensor<i32>
    %540 = stablehlo.broadcast_in_dim %c_184, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %541 = stablehlo.add %540, %539 : tensor<10x10xi32>
    %c_185 = stablehlo.constant dense<0> : tensor<i32>
    %542 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %543 = stablehlo.compare LT, %541, %542, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_186 = stablehlo.constant dense<27> : tensor<i32>
    %544 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %545 = stablehlo.add %541, %544 : tensor<10x10xi32>
    %546 = stablehlo.select %543, %545, %541 : tensor<10x10xi1>, tensor<10x10xi32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %548 = "stablehlo.gather"(%arg1, %547) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_187 = stablehlo.constant dense<10> : tensor<i32>
    %549 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %550 = stablehlo.multiply %13, %549 : tensor<10x10xi32>
    %c_188 = stablehlo.constant dense<0> : tensor<i32>
    %551 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %552 = stablehlo.add %550, %551 : tensor<10x10xi32>
    %c_189 = stablehlo.constant dense<0> : tensor<i32>
    %553 = stablehlo.broadcast_in_dim %c_189, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %554 = stablehlo.compare LT, %552, %553, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_190 = stablehlo.constant dense<1000> : tensor<i32>
    %555 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %556 = stablehlo.add %552, %555 : tensor<10x10xi32>
    %557 = stablehlo.select %554, %556, %552 : tensor<10x10xi1>, tensor<10x10xi32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %559 = "stablehlo.gather"(%125, %558) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %560 = stablehlo.multiply %559, %548 : tensor<64x10x10xf32>
    %c_191 = stablehlo.constant dense<0> : tensor<i32>
    %561 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %562 = stablehlo.multiply %561, %0 : tensor<10x10xi32>
    %c_192 = stablehlo.constant dense<16> : tensor<i32>
    %563 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %564 = stablehlo.add %563, %562 : tensor<10x10xi32>
    %c_193 = stablehlo.constant dense<0> : tensor<i32>
    %565 = stablehlo.broadcast_in_dim %c_193, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %566 = stablehlo.compare LT, %564, %565, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_194 = stablehlo.constant dense<27> : tensor<i32>
    %567 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %568 = stablehlo.add %564, %567 : tensor<10x10xi32>
    %569 = stablehlo.select %566, %568, %564 : tensor<10x10xi1>, tensor<10x10xi32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %571 = "stablehlo.gather"(%arg1, %570) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_195 = stablehlo.constant dense<10> : tensor<i32>
    %572 = stablehlo.broadcast_in_dim %c_195, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %573 = stablehlo.multiply %13, %572 : tensor<10x10xi32>
    %c_196 = stablehlo.constant dense<1> : tensor<i32>
    %574 = stablehlo.broadcast_in_dim %c_196, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %575 = stablehlo.add %573, %574 : tensor<10x10xi32>
    %c_197 = stablehlo.constant dense<0> : tensor<i32>
    %576 = stablehlo.broadcast_in_dim %c_197, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %577 = stablehlo.compare LT, %575, %576, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_198 = stablehlo.constant dense<1000> : tensor<i32>
    %578 = stablehlo.broadcast_in_dim %c_198, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %579 = stablehlo.add %575, %578 : tensor<10x10xi32>
    %580 = stablehlo.select %577, %579, %575 : tensor<10x10xi1>, tensor<10x10xi32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %582 = "stablehlo.gather"(%125, %581) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %583 = stablehlo.multiply %582, %571 : tensor<64x10x10xf32>
    %584 = stablehlo.add %560, %583 : tensor<64x10x10xf32>
    %c_199 = stablehlo.constant dense<0> : tensor<i32>
    %585 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %586 = stablehlo.multiply %585, %0 : tensor<10x10xi32>
    %c_200 = stablehlo.constant dense<17> : tensor<i32>
    %587 = stablehlo.broadcast_in_dim %c_200, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %588 = stablehlo.add %587, %586 : tensor<10x10xi32>
    %c_201 = stablehlo.constant dense<0> : tensor<i32>
    %589 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %590 = stablehlo.compare LT, %588, %589, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_202 = stablehlo.constant dense<27> : tensor<i32>
    %591 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %592 = stablehlo.add %588, %591 : tensor<10x10xi32>
    %593 = stablehlo.select %590, %592, %588 : tensor<10x10xi1>, tensor<10x10xi32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %595 = "stablehlo.gather"(%arg1, %594) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_203 = stablehlo.constant dense<10> : tensor<i32>
    %596 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %597 = stablehlo.multiply %13, %596 : tensor<10x10xi32>
    %c_204 = stablehlo.constant dense<2> : tensor<i32>
    %598 = stablehlo.broadcast_in_dim %c_204, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %599 = stablehlo.add %597, %598 : tensor<10x10xi32>
    %c_205 = stablehlo.constant dense<0> : tensor<i32>
    %600 = stablehlo.broadcast_in_dim %c_205, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %601 = stablehlo.compare LT, %599, %600, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_206 = stablehlo.constant dense<1000> : tensor<i32>
    %602 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %603 = stablehlo.add %599, %602 : tensor<10x10xi32>
    %604 = stablehlo.select %601, %603, %599 : tensor<10x10xi1>, tensor<10x10xi32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %606 = "stablehlo.gather"(%125, %605) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %607 = stablehlo.multiply %606, %595 : tensor<64x10x10xf32>
    %608 = stablehlo.add %584, %607 : tensor<64x10x10xf32>
    %c_207 = stablehlo.constant dense<10> : tensor<i32>
    %609 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %610 = stablehlo.multiply %13, %609 : tensor<10x10xi32>
    %c_208 = stablehlo.constant dense<2> : tensor<i32>
    %611 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %612 = stablehlo.add %610, %611 : tensor<10x10xi32>
    %c_209 = stablehlo.constant dense<0> : tensor<i32>
    %613 = stablehlo.broadcast_in_dim %c_209, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %614 = stablehlo.compare LT, %612, %613, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_210 = stablehlo.constant dense<1000> : tensor<i32>
    %615 = stablehlo.broadcast_in_dim %c_210, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %616 = stablehlo.add %612, %615 : tensor<10x10xi32>
    %617 = stablehlo.select %614, %616, %612 : tensor<10x10xi1>, tensor<10x10xi32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %619 = "stablehlo.scatter"(%537, %618, %608) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %c_212 = stablehlo.constant dense<0> : tensor<i32>
    %621 = stablehlo.broadcast_in_dim %c_212, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %622 = stablehlo.multiply %621, %0 : tensor<10x10xi32>
    %c_213 = stablehlo.constant dense<18> : tensor<i32>
    %623 = stablehlo.broadcast_in_dim %c_213, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %624 = stablehlo.add %623, %622 : tensor<10x10xi32>
    %c_214 = stablehlo.constant dense<0> : tensor<i32>
    %625 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %626 = stablehlo.compare LT, %624, %625, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_215 = stablehlo.constant dense<27> : tensor<i32>
    %627 = stablehlo.broadcast_in_dim %c_215, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %628 = stablehlo.add %624, %627 : tensor<10x10xi32>
    %629 = stablehlo.select %626, %628, %624 : tensor<10x10xi1>, tensor<10x10xi32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %631 = "stablehlo.gather"(%arg1, %630) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_216 = stablehlo.constant dense<10> : tensor<i32>
    %632 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %633 = stablehlo.multiply %13, %632 : tensor<10x10xi32>
    %c_217 = stablehlo.constant dense<0> : tensor<i32>
    %634 = stablehlo.broadcast_in_dim %c_217, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %635 = stablehlo.add %633, %634 : tensor<10x10xi32>
    %c_218 = stablehlo.constant dense<0> : tensor<i32>
    %636 = stablehlo.broadcast_in_dim %c_218, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %637 = stablehlo.compare LT, %635, %636, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_219 = stablehlo.constant dense<1000> : tensor<i32>
    %638 = stablehlo.broadcast_in_dim %c_219, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %639 = stablehlo.add %635, %638 : tensor<10x10xi32>
    %640 = stablehlo.select %637, %639, %635 : tensor<10x10xi1>, tensor<10x10xi32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %642 = "stablehlo.gather"(%125, %641) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %643 = stablehlo.multiply %642, %631 : tensor<64x10x10xf32>
    %c_220 = stablehlo.constant dense<0> : tensor<i32>
    %644 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %645 = stablehlo.multiply %644, %0 : tensor<10x10xi32>
    %c_221 = stablehlo.constant dense<19> : tensor<i32>
    %646 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %647 = stablehlo.add %646, %645 : tensor<10x10xi32>
    %c_222 = stablehlo.constant dense<0> : tensor<i32>
    %648 = stablehlo.broadcast_in_dim %c_222, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %649 = stablehlo.compare LT, %647, %648, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_223 = stablehlo.constant dense<27> : tensor<i32>
    %650 = stablehlo.broadcast_in_dim %c_223, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %651 = stablehlo.add %647, %650 : tensor<10x10xi32>
    %652 = stablehlo.select %649, %651, %647 : tensor<10x10xi1>, tensor<10x10xi32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %654 = "stablehlo.gather"(%arg1, %653) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_224 = stablehlo.constant dense<10> : tensor<i32>
    %655 = stablehlo.broadcast_in_dim %c_224, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %656 = stablehlo.multiply %13, %655 : tensor<10x10xi32>
    %c_225 = stablehlo.constant dense<1> : tensor<i32>
    %657 = stablehlo.broadcast_in_dim %c_225, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %658 = stablehlo.add %656, %657 : tensor<10x10xi32>
    %c_226 = stablehlo.constant dense<0> : tensor<i32>
    %659 = stablehlo.broadcast_in_dim %c_226, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %660 = stablehlo.compare LT, %658, %659, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_227 = stablehlo.constant dense<1000> : tensor<i32>
    %661 = stablehlo.broadcast_in_dim %c_227, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %662 = stablehlo.add %658, %661 : tensor<10x10xi32>
    %663 = stablehlo.select %660, %662, %658 : tensor<10x10xi1>, tensor<10x10xi32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %665 = "stablehlo.gather"(%125, %664) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %666 = stablehlo.multiply %665, %654 : tensor<64x10x10xf32>
    %667 = stablehlo.add %643, %666 : tensor<64x10x10xf32>
    %c_228 = stablehlo.constant dense<0> : tensor<i32>
    %668 = stablehlo.broadcast_in_dim %c_228, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %669 = stablehlo.multiply %668, %0 : tensor<10x10xi32>
    %c_229 = stablehlo.constant dense<20> : tensor<i32>
    %670 = stablehlo.broadcast_in_dim %c_229, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %671 = stablehlo.add %670, %669 : tensor<10x10xi32>
    %c_230 = stablehlo.constant dense<0> : tensor<i32>
    %672 = stablehlo.broadcast_in_dim %c_230, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %673 = stablehlo.compare LT, %671, %672, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_231 = stablehlo.constant dense<27> : tensor<i32>
    %674 = stablehlo.broadcast_in_dim %c_231, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %675 = stablehlo.add %671, %674 : tensor<10x10xi32>
    %676 = stablehlo.select %673, %675, %671 : tensor<10x10xi1>, tensor<10x10xi32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %678 = "stablehlo.gather"(%arg1, %677) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_232 = stablehlo.constant dense<10> : tensor<i32>
    %679 = stablehlo.broadcast_in_dim %c_232, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %680 = stablehlo.multiply %13, %679 : tensor<10x10xi32>
    %c_233 = stablehlo.constant dense<2> : tensor<i32>
    %681 = stablehlo.broadcast_in_dim %c_233, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %682 = stablehlo.add %680, %681 : tensor<10x10xi32>
    %c_234 = stablehlo.constant dense<0> : tensor<i32>
    %683 = stablehlo.broadcast_in_dim %c_234, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %684 = stablehlo.compare LT, %682, %683, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_235 = stablehlo.constant dense<1000> : tensor<i32>
    %685 = stablehlo.broadcast_in_dim %c_235, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %686 = stablehlo.add %682, %685 : tensor<10x10xi32>
    %687 = stablehlo.select %684, %686, %682 : tensor<10x10xi1>, tensor<10x10xi32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %689 = "stablehlo.gather"(%125, %688) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %690 = stablehlo.multiply %689, %678 : tensor<64x10x10xf32>
    %691 = stablehlo.add %667, %690 : tensor<64x10x10xf32>
    %c_236 = stablehlo.constant dense<10> : tensor<i32>
    %692 = stablehlo.broadcast_in_dim %c_236, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %693 = stablehlo.multiply %13, %692 : tensor<10x10xi32>
    %c_237 = stablehlo.constant dense<0> : tensor<i32>
    %694 = stablehlo.broadcast_in_dim %c_237, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %695 = stablehlo.add %693, %694 : tensor<10x10xi32>
    %c_238 = stablehlo.constant dense<0> : tensor<i32>
    %696 = stablehlo.broadcast_in_dim %c_238, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %697 = stablehlo.compare LT, %695, %696, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_239 = stablehlo.constant dense<1000> : tensor<i32>
    %698 = stablehlo.broadcast_in_dim %c_239, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %699 = stablehlo.add %695, %698 : tensor<10x10xi32>
    %700 = stablehlo.select %697, %699, %695 : tensor<10x10xi1>, tensor<10x10xi32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %702 = "stablehlo.scatter"(%620, %701, %691) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_240 = stablehlo.constant dense<0> : tensor<i32>
    %703 = stablehlo.broadcast_in_dim %c_240, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %704 = stablehlo.multiply %703, %0 : tensor<10x10xi32>
    %c_241 = stablehlo.constant dense<21> : tensor<i32>
    %705 = stablehlo.broadcast_in_dim %c_241, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %706 = stablehlo.add %705, %704 : tensor<10x10xi32>
    %c_242 = stablehlo.constant dense<0> : tensor<i32>
    %707 = stablehlo.broadcast_in_dim %c_242, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %708 = stablehlo.compare LT, %706, %707, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_243 = stablehlo.constant dense<27> : tensor<i32>
    %709 = stablehlo.broadcast_in_dim %c_243, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %710 = stablehlo.add %706, %709 : tensor<10x10xi32>
    %711 = stablehlo.select %708, %710, %706 : tensor<10x10xi1>, tensor<10x10xi32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %713 = "stablehlo.gather"(%arg1, %712) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_244 = stablehlo.constant dense<10> : tensor<i32>
    %714 = stablehlo.broadcast_in_dim %c_244, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %715 = stablehlo.multiply %13, %714 : tensor<10x10xi32>
    %c_245 = stablehlo.constant dense<0> : tensor<i32>
    %716 = stablehlo.broadcast_in_dim %c_245, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %717 = stablehlo.add %715, %716 : tensor<10x10xi32>
    %c_246 = stablehlo.constant dense<0> : tensor<i32>
    %718 = stablehlo.broadcast_in_dim %c_246, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %719 = stablehlo.compare LT, %717, %718, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_247 = stablehlo.constant dense<1000> : tensor<i32>
    %720 = stablehlo.broadcast_in_dim %c_247, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %721 = stablehlo.add %717, %720 : tensor<10x10xi32>
    %722 = stablehlo.select %719, %721, %717 : tensor<10x10xi1>, tensor<10x10xi32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %724 = "stablehlo.gather"(%125, %723) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %725 = stablehlo.multiply %724, %713 : tensor<64x10x10xf32>
    %c_248 = stablehlo.constant dense<0> : tensor<i32>
    %726 = stablehlo.broadcast_in_dim %c_248, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %727 = stablehlo.multiply %726, %0 : tensor<10x10xi32>
    %c_249 = stablehlo.constant dense<22> : tensor<i32>
    %728 = stablehlo.broadcast_in_dim %c_249, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %729 = stablehlo.add %728, %727 : tensor<10x10xi32>
    %c_250 = stablehlo.constant dense<0> : tensor<i32>
    %730 = stablehlo.broadcast_in_dim %c_250, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %731 = stablehlo.compare LT, %729, %730, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_251 = stablehlo.constant dense<27> : tensor<i32>
    %732 = stablehlo.broadcast_in_dim %c_251, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %733 = stablehlo.add %729, %732 : tensor<10x10xi32>
    %734 = stablehlo.select %731, %733, %729 : tensor<10x10xi1>, tensor<10x10xi32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %736 = "stablehlo.gather"(%arg1, %735) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_252 = stablehlo.constant dense<10> : tensor<i32>
    %737 = stablehlo.broadcast_in_dim %c_252, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %738 = stablehlo.multiply %13, %737 : tensor<10x10xi32>
    %c_253 = stablehlo.constant dense<1> : tensor<i32>
    %739 = stablehlo.broadcast_in_dim %c_253, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %740 = stablehlo.add %738, %739 : tensor<10x10xi32>
    %c_254 = stablehlo.constant dense<0> : tensor<i32>
    %741 = stablehlo.broadcast_in_dim %c_254, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %742 = stablehlo.compare LT, %740, %741, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_255 = stablehlo.constant dense<1000> : tensor<i32>
    %743 = stablehlo.broadcast_in_dim %c_255, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %744 = stablehlo.add %740, %743 : tensor<10x10xi32>
    %745 = stablehlo.select %742, %744, %740 : tensor<10x10xi1>, tensor<10x10xi32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %747 = "stablehlo.gather"(%125, %746) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %748 = stablehlo.multiply %747, %736 : tensor<64x10x10xf32>
    %749 = stablehlo.add %725, %748 : tensor<64x10x10xf32>
    %c_256 = stablehlo.constant dense<0> : tensor<i32>
    %750 = stablehlo.broadcast_in_dim %c_256, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %751 = stablehlo.multiply %750, %0 : tensor<10x10xi32>
    %c_257 = stablehlo.constant dense<23> : tensor<i32>
    %752 = stablehlo.broadcast_in_dim %c_257, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %753 = stablehlo.add %752, %751 : tensor<10x10xi32>
    %c_258 = stablehlo.constant dense<0> : tensor<i32>
    %754 = stablehlo.broadcast_in_dim %c_258, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %755 = stablehlo.compare LT, %753, %754, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_259 = stablehlo.constant dense<27> : tensor<i32>
    %756 = stablehlo.broadcast_in_dim %c_259, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %757 = stablehlo.add %753, %756 : tensor<10x10xi32>
    %758 = stablehlo.select %755, %757, %753 : tensor<10x10xi1>, tensor<10x10xi32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %760 = "stablehlo.gather"(%arg1, %759) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_260 = stablehlo.constant dense<10> : tensor<i32>
    %761 = stablehlo.broadcast_in_dim %c_260, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %762 = stablehlo.multiply %13, %761 : tensor<10x10xi32>
    %c_261 = stablehlo.constant dense<2> : tensor<i32>
    %763 = stablehlo.broadcast_in_dim %c_261, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %764 = stablehlo.add %762, %763 : tensor<10x10xi32>
    %c_262 = stablehlo.constant dense<0> : tensor<i32>
    %765 = stablehlo.broadcast_in_dim %c_262, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %766 = stablehlo.compare LT, %764, %765, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_263 = stablehlo.constant dense<1000> : tensor<i32>
    %767 = stablehlo.broadcast_in_dim %c_263, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %768 = stablehlo.add %764, %767 : tensor<10x10xi32>
    %769 = stablehlo.select %766, %768, %764 : tensor<10x10xi1>, tensor<10x10xi32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %771 = "stablehlo.gather"(%125, %770) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %772 = stablehlo.multiply %771, %760 : tensor<64x10x10xf32>
    %773 = stablehlo.add %749, %772 : tensor<64x10x10xf32>
    %c_264 = stablehlo.constant dense<10> : tensor<i32>
    %774 = stablehlo.broadcast_in_dim %c_264, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %775 = stablehlo.multiply %13, %774 : tensor<10x10xi32>
    %c_265 = stablehlo.constant dense<1> : tensor<i32>
    %776 = stablehlo.broadcast_in_dim %c_265, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %777 = stablehlo.add %775, %776 : tensor<10x10xi32>
    %c_266 = stablehlo.constant dense<0> : tensor<i32>
    %778 = stablehlo.broadcast_in_dim %c_266, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %779 = stablehlo.compare LT, %777, %778, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_267 = stablehlo.constant dense<1000> : tensor<i32>
    %780 = stablehlo.broadcast_in_dim %c_267, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %781 = stablehlo.add %777, %780 : tensor<10x10xi32>
    %782 = stablehlo.select %779, %781, %777 : tensor<10x10xi1>, tensor<10x10xi32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %784 = "stablehlo.scatter"(%702, %783, %773) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_268 = stablehlo.constant dense<0> : tensor<i32>
    %785 = stablehlo.broadcast_in_dim %c_268, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %786 = stablehlo.multiply %785, %0 : tensor<10x10xi32>
    %c_269 = stablehlo.constant dense<24> : tensor<i32>
    %787 = stablehlo.broadcast_in_dim %c_269, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %788 = stablehlo.add %787, %786 : tensor<10x10xi32>
    %c_270 = stablehlo.constant dense<0> : tensor<i32>
    %789 = stablehlo.broadcast_in_dim %c_270, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %790 = stablehlo.compare LT, %788, %789, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_271 = stablehlo.constant dense<27> : tensor<i32>
    %791 = stablehlo.broadcast_in_dim %c_271, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %792 = stablehlo.add %788, %791 : tensor<10x10xi32>
    %793 = stablehlo.select %790, %792, %788 : tensor<10x10xi1>, tensor<10x10xi32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %795 = "stablehlo.gather"(%arg1, %794) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_272 = stablehlo.constant dense<10> : tensor<i32>
    %796 = stablehlo.broadcast_in_dim %c_272, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %797 = stablehlo.multiply %13, %796 : tensor<10x10xi32>
    %c_273 = stablehlo.constant dense<0> : tensor<i32>
    %798 = stablehlo.broadcast_in_dim %c_273, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %799 = stablehlo.add %797, %798 : tensor<10x10xi32>
    %c_274 = stablehlo.constant dense<0> : tensor<i32>
    %800 = stablehlo.broadcast_in_dim %c_274, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %801 = stablehlo.compare LT, %799, %800, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_275 = stablehlo.constant dense<1000> : tensor<i32>
    %802 = stablehlo.broadcast_in_dim %c_275, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %803 = stablehlo.add %799, %802 : tensor<10x10xi32>
    %804 = stablehlo.select %801, %803, %799 : tensor<10x10xi1>, tensor<10x10xi32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %806 = "stablehlo.gather"(%125, %805) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %807 = stablehlo.multiply %806, %795 : tensor<64x10x10xf32>
    %c_276 = stablehlo.constant dense<0> : tensor<i32>
    %808 = stablehlo.broadcast_in_dim %c_276, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %809 = stablehlo.multiply %808, %0 : tensor<10x10xi32>
    %c_277 = stablehlo.constant dense<25> : tensor<i32>
    %810 = stablehlo.broadcast_in_dim %c_277, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %811 = stablehlo.add %810, %809 : tensor<10x10xi32>
    %c_278 = stablehlo.constant dense<0> : tensor<i32>
    %812 = stablehlo.broadcast_in_dim %c_278, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %813 = stablehlo.compare LT, %811, %812, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_279 = stablehlo.constant dense<27> : tensor<i32>
    %814 = stablehlo.broadcast_in_dim %c_279, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %815 = stablehlo.add %811, %814 : tensor<10x10xi32>
    %816 = stablehlo.select %813, %815, %811 : tensor<10x10xi1>, tensor<10x10xi32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %818 = "stablehlo.gather"(%arg1, %817) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_280 = stablehlo.constant dense<10> : tensor<i32>
    %819 = stablehlo.broadcast_in_dim %c_280, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %820 = stablehlo.multiply %13, %819 : tensor<10x10xi32>
    %c_281 = stablehlo.constant dense<1> : tensor<i32>
    %821 = stablehlo.broadcast_in_dim %c_281, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %822 = stablehlo.add %820, %821 : tensor<10x10xi32>
    %c_282 = stablehlo.constant dense<0> : tensor<i32>
    %823 = stablehlo.broadcast_in_dim %c_282, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %824 = stablehlo.compare LT, %822, %823, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_283 = stablehlo.constant dense<1000> : tensor<i32>
    %825 = stablehlo.broadcast_in_dim %c_283, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %826 = stablehlo.add %822, %825 : tensor<10x10xi32>
    %827 = stablehlo.select %824, %826, %822 : tensor<10x10xi1>, tensor<10x10xi32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %829 = "stablehlo.gather"(%125, %828) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %830 = stablehlo.multiply %829, %818 : tensor<64x10x10xf32>
    %831 = stablehlo.add %807, %830 : tensor<64x10x10xf32>
    %c_284 = stablehlo.constant dense<0> : tensor<i32>
    %832 = stablehlo.broadcast_in_dim %c_284, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %833 = stablehlo.multiply %832, %0 : tensor<10x10xi32>
    %c_285 = stablehlo.constant dense<26> : tensor<i32>
    %834 = stablehlo.broadcast_in_dim %c_285, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %835 = stablehlo.add %834, %833 : tensor<10x10xi32>
    %c_286 = stablehlo.constant dense<0> : tensor<i32>
    %836 = stablehlo.broadcast_in_dim %c_286, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %837 = stablehlo.compare LT, %835, %836, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_287 = stablehlo.constant dense<27> : tensor<i32>
    %838 = stablehlo.broadcast_in_dim %c_287, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %839 = stablehlo.add %835, %838 : tensor<10x10xi32>
    %840 = stablehlo.select %837, %839, %835 : tensor<10x10xi1>, tensor<10x10xi32>
    %841 = stablehlo.broadcast_in_dim %840, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %842 = "stablehlo.gather"(%arg1, %841) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x27xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_288 = stablehlo.constant dense<10> : tensor<i32>
    %843 = stablehlo.broadcast_in_dim %c_288, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %844 = stablehlo.multiply %13, %843 : tensor<10x10xi32>
    %c_289 = stablehlo.constant dense<2> : tensor<i32>
    %845 = stablehlo.broadcast_in_dim %c_289, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %846 = stablehlo.add %844, %845 : tensor<10x10xi32>
    %c_290 = stablehlo.constant dense<0> : tensor<i32>
    %847 = stablehlo.broadcast_in_dim %c_290, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %848 = stablehlo.compare LT, %846, %847, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_291 = stablehlo.constant dense<1000> : tensor<i32>
    %849 = stablehlo.broadcast_in_dim %c_291, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %850 = stablehlo.add %846, %849 : tensor<10x10xi32>
    %851 = stablehlo.select %848, %850, %846 : tensor<10x10xi1>, tensor<10x10xi32>
    %852 = stablehlo.broadcast_in_dim %851, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %853 = "stablehlo.gather"(%125, %852) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %854 = stablehlo.multiply %853, %842 : tensor<64x10x10xf32>
    %855 = stablehlo.add %831, %854 : tensor<64x10x10xf32>
    %c_292 = stablehlo.constant dense<10> : tensor<i32>
    %856 = stablehlo.broadcast_in_dim %c_292, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %857 = stablehlo.multiply %13, %856 : tensor<10x10xi32>
    %c_293 = stablehlo.constant dense<2> : tensor<i32>
    %858 = stablehlo.broadcast_in_dim %c_293, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %859 = stablehlo.add %857, %858 : tensor<10x10xi32>
    %c_294 = stablehlo.constant dense<0> : tensor<i32>
    %860 = stablehlo.broadcast_in_dim %c_294, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %861 = stablehlo.compare LT, %859, %860, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_295 = stablehlo.constant dense<1000> : tensor<i32>
    %862 = stablehlo.broadcast_in_dim %c_295, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %863 = stablehlo.add %859, %862 : tensor<10x10xi32>
    %864 = stablehlo.select %861, %863, %859 : tensor<10x10xi1>, tensor<10x10xi32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %866 = "stablehlo.scatter"(%784, %865, %855) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %868 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %869 = stablehlo.reshape %868 : (tensor<1x1xf32>) -> tensor<f32>
    %870 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %871 = stablehlo.reshape %870 : (tensor<1x1xf32>) -> tensor<f32>
    %872 = stablehlo.multiply %869, %871 : tensor<f32>
    %c_297 = stablehlo.constant dense<10> : tensor<i32>
    %873 = stablehlo.broadcast_in_dim %c_297, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %874 = stablehlo.multiply %13, %873 : tensor<10x10xi32>
    %c_298 = stablehlo.constant dense<0> : tensor<i32>
    %875 = stablehlo.broadcast_in_dim %c_298, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %876 = stablehlo.add %874, %875 : tensor<10x10xi32>
    %c_299 = stablehlo.constant dense<0> : tensor<i32>
    %877 = stablehlo.broadcast_in_dim %c_299, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %878 = stablehlo.compare LT, %876, %877, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_300 = stablehlo.constant dense<1000> : tensor<i32>
    %879 = stablehlo.broadcast_in_dim %c_300, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %880 = stablehlo.add %876, %879 : tensor<10x10xi32>
    %881 = stablehlo.select %878, %880, %876 : tensor<10x10xi1>, tensor<10x10xi32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %883 = "stablehlo.gather"(%372, %882) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %884 = stablehlo.broadcast_in_dim %872, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %885 = stablehlo.multiply %884, %883 : tensor<64x10x10xf32>
    %886 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %887 = stablehlo.reshape %886 : (tensor<1x1xf32>) -> tensor<f32>
    %888 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %889 = stablehlo.reshape %888 : (tensor<1x1xf32>) -> tensor<f32>
    %890 = stablehlo.multiply %887, %889 : tensor<f32>
    %c_301 = stablehlo.constant dense<10> : tensor<i32>
    %891 = stablehlo.broadcast_in_dim %c_301, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %892 = stablehlo.multiply %13, %891 : tensor<10x10xi32>
    %c_302 = stablehlo.constant dense<1> : tensor<i32>
    %893 = stablehlo.broadcast_in_dim %c_302, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %894 = stablehlo.add %892, %893 : tensor<10x10xi32>
    %c_303 = stablehlo.constant dense<0> : tensor<i32>
    %895 = stablehlo.broadcast_in_dim %c_303, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %896 = stablehlo.compare LT, %894, %895, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_304 = stablehlo.constant dense<1000> : tensor<i32>
    %897 = stablehlo.broadcast_in_dim %c_304, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %898 = stablehlo.add %894, %897 : tensor<10x10xi32>
    %899 = stablehlo.select %896, %898, %894 : tensor<10x10xi1>, tensor<10x10xi32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %901 = "stablehlo.gather"(%372, %900) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %902 = stablehlo.broadcast_in_dim %890, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %903 = stablehlo.multiply %902, %901 : tensor<64x10x10xf32>
    %904 = stablehlo.add %885, %903 : tensor<64x10x10xf32>
    %905 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %906 = stablehlo.reshape %905 : (tensor<1x1xf32>) -> tensor<f32>
    %907 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %908 = stablehlo.reshape %907 : (tensor<1x1xf32>) -> tensor<f32>
    %909 = stablehlo.multiply %906, %908 : tensor<f32>
    %c_305 = stablehlo.constant dense<10> : tensor<i32>
    %910 = stablehlo.broadcast_in_dim %c_305, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %911 = stablehlo.multiply %13, %910 : tensor<10x10xi32>
    %c_306 = stablehlo.constant dense<2> : tensor<i32>
    %912 = stablehlo.broadcast_in_dim %c_306, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %913 = stablehlo.add %911, %912 : tensor<10x10xi32>
    %c_307 = stablehlo.constant dense<0> : tensor<i32>
    %914 = stablehlo.broadcast_in_dim %c_307, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %915 = stablehlo.compare LT, %913, %914, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_308 = stablehlo.constant dense<1000> : tensor<i32>
    %916 = stablehlo.broadcast_in_dim %c_308, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %917 = stablehlo.add %913, %916 : tensor<10x10xi32>
    %918 = stablehlo.select %915, %917, %913 : tensor<10x10xi1>, tensor<10x10xi32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %920 = "stablehlo.gather"(%372, %919) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %921 = stablehlo.broadcast_in_dim %909, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %922 = stablehlo.multiply %921, %920 : tensor<64x10x10xf32>
    %923 = stablehlo.add %904, %922 : tensor<64x10x10xf32>
    %c_309 = stablehlo.constant dense<10> : tensor<i32>
    %924 = stablehlo.broadcast_in_dim %c_309, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %925 = stablehlo.multiply %13, %924 : tensor<10x10xi32>
    %c_310 = stablehlo.constant dense<0> : tensor<i32>
    %926 = stablehlo.broadcast_in_dim %c_310, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %927 = stablehlo.add %925, %926 : tensor<10x10xi32>
    %c_311 = stablehlo.constant dense<0> : tensor<i32>
    %928 = stablehlo.broadcast_in_dim %c_311, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %929 = stablehlo.compare LT, %927, %928, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_312 = stablehlo.constant dense<1000> : tensor<i32>
    %930 = stablehlo.broadcast_in_dim %c_312, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %931 = stablehlo.add %927, %930 : tensor<10x10xi32>
    %932 = stablehlo.select %929, %931, %927 : tensor<10x10xi1>, tensor<10x10xi32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %934 = "stablehlo.scatter"(%867, %933, %923) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %935 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %936 = stablehlo.reshape %935 : (tensor<1x1xf32>) -> tensor<f32>
    %937 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %938 = stablehlo.reshape %937 : (tensor<1x1xf32>) -> tensor<f32>
    %939 = stablehlo.multiply %936, %938 : tensor<f32>
    %c_313 = stablehlo.constant dense<10> : tensor<i32>
    %940 = stablehlo.broadcast_in_dim %c_313, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %941 = stablehlo.multiply %13, %940 : tensor<10x10xi32>
    %c_314 = stablehlo.constant dense<0> : tensor<i32>
    %942 = stablehlo.broadcast_in_dim %c_314, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %943 = stablehlo.add %941, %942 : tensor<10x10xi32>
    %c_315 = stablehlo.constant dense<0> : tensor<i32>
    %944 = stablehlo.broadcast_in_dim %c_315, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %945 = stablehlo.compare LT, %943, %944, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_316 = stablehlo.constant dense<1000> : tensor<i32>
    %946 = stablehlo.broadcast_in_dim %c_316, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %947 = stablehlo.add %943, %946 : tensor<10x10xi32>
    %948 = stablehlo.select %945, %947, %943 : tensor<10x10xi1>, tensor<10x10xi32>
    %949 = stablehlo.broadcast_in_dim %948, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %950 = "stablehlo.gather"(%619, %949) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %951 = stablehlo.broadcast_in_dim %939, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %952 = stablehlo.multiply %951, %950 : tensor<64x10x10xf32>
    %953 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %954 = stablehlo.reshape %953 : (tensor<1x1xf32>) -> tensor<f32>
    %955 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %956 = stablehlo.reshape %955 : (tensor<1x1xf32>) -> tensor<f32>
    %957 = stablehlo.multiply %954, %956 : tensor<f32>
    %c_317 = stablehlo.constant dense<10> : tensor<i32>
    %958 = stablehlo.broadcast_in_dim %c_317, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %959 = stablehlo.multiply %13, %958 : tensor<10x10xi32>
    %c_318 = stablehlo.constant dense<1> : tensor<i32>
    %960 = stablehlo.broadcast_in_dim %c_318, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %961 = stablehlo.add %959, %960 : tensor<10x10xi32>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %962 = stablehlo.broadcast_in_dim %c_319, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %963 = stablehlo.compare LT, %961, %962, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_320 = stablehlo.constant dense<1000> : tensor<i32>
    %964 = stablehlo.broadcast_in_dim %c_320, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %965 = stablehlo.add %961, %964 : tensor<10x10xi32>
    %966 = stablehlo.select %963, %965, %961 : tensor<10x10xi1>, tensor<10x10xi32>
    %967 = stablehlo.broadcast_in_dim %966, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %968 = "stablehlo.gather"(%619, %967) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %969 = stablehlo.broadcast_in_dim %957, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %970 = stablehlo.multiply %969, %968 : tensor<64x10x10xf32>
    %971 = stablehlo.add %952, %970 : tensor<64x10x10xf32>
    %972 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %973 = stablehlo.reshape %972 : (tensor<1x1xf32>) -> tensor<f32>
    %974 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %975 = stablehlo.reshape %974 : (tensor<1x1xf32>) -> tensor<f32>
    %976 = stablehlo.multiply %973, %975 : tensor<f32>
    %c_321 = stablehlo.constant dense<10> : tensor<i32>
    %977 = stablehlo.broadcast_in_dim %c_321, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %978 = stablehlo.multiply %13, %977 : tensor<10x10xi32>
    %c_322 = stablehlo.constant dense<2> : tensor<i32>
    %979 = stablehlo.broadcast_in_dim %c_322, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %980 = stablehlo.add %978, %979 : tensor<10x10xi32>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %981 = stablehlo.broadcast_in_dim %c_323, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %982 = stablehlo.compare LT, %980, %981, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_324 = stablehlo.constant dense<1000> : tensor<i32>
    %983 = stablehlo.broadcast_in_dim %c_324, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %984 = stablehlo.add %980, %983 : tensor<10x10xi32>
    %985 = stablehlo.select %982, %984, %980 : tensor<10x10xi1>, tensor<10x10xi32>
    %986 = stablehlo.broadcast_in_dim %985, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %987 = "stablehlo.gather"(%619, %986) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %988 = stablehlo.broadcast_in_dim %976, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %989 = stablehlo.multiply %988, %987 : tensor<64x10x10xf32>
    %990 = stablehlo.add %971, %989 : tensor<64x10x10xf32>
    %c_325 = stablehlo.constant dense<10> : tensor<i32>
    %991 = stablehlo.broadcast_in_dim %c_325, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %992 = stablehlo.multiply %13, %991 : tensor<10x10xi32>
    %c_326 = stablehlo.constant dense<1> : tensor<i32>
    %993 = stablehlo.broadcast_in_dim %c_326, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %994 = stablehlo.add %992, %993 : tensor<10x10xi32>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %995 = stablehlo.broadcast_in_dim %c_327, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %996 = stablehlo.compare LT, %994, %995, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_328 = stablehlo.constant dense<1000> : tensor<i32>
    %997 = stablehlo.broadcast_in_dim %c_328, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %998 = stablehlo.add %994, %997 : tensor<10x10xi32>
    %999 = stablehlo.select %996, %998, %994 : tensor<10x10xi1>, tensor<10x10xi32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1001 = "stablehlo.scatter"(%934, %1000, %990) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1002 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1003 = stablehlo.reshape %1002 : (tensor<1x1xf32>) -> tensor<f32>
    %1004 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1005 = stablehlo.reshape %1004 : (tensor<1x1xf32>) -> tensor<f32>
    %1006 = stablehlo.multiply %1003, %1005 : tensor<f32>
    %c_329 = stablehlo.constant dense<10> : tensor<i32>
    %1007 = stablehlo.broadcast_in_dim %c_329, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1008 = stablehlo.multiply %13, %1007 : tensor<10x10xi32>
    %c_330 = stablehlo.constant dense<0> : tensor<i32>
    %1009 = stablehlo.broadcast_in_dim %c_330, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1010 = stablehlo.add %1008, %1009 : tensor<10x10xi32>
    %c_331 = stablehlo.constant dense<0> : tensor<i32>
    %1011 = stablehlo.broadcast_in_dim %c_331, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1012 = stablehlo.compare LT, %1010, %1011, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_332 = stablehlo.constant dense<1000> : tensor<i32>
    %1013 = stablehlo.broadcast_in_dim %c_332, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1014 = stablehlo.add %1010, %1013 : tensor<10x10xi32>
    %1015 = stablehlo.select %1012, %1014, %1010 : tensor<10x10xi1>, tensor<10x10xi32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1017 = "stablehlo.gather"(%866, %1016) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1018 = stablehlo.broadcast_in_dim %1006, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1019 = stablehlo.multiply %1018, %1017 : tensor<64x10x10xf32>
    %1020 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1021 = stablehlo.reshape %1020 : (tensor<1x1xf32>) -> tensor<f32>
    %1022 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1023 = stablehlo.reshape %1022 : (tensor<1x1xf32>) -> tensor<f32>
    %1024 = stablehlo.multiply %1021, %1023 : tensor<f32>
    %c_333 = stablehlo.constant dense<10> : tensor<i32>
    %1025 = stablehlo.broadcast_in_dim %c_333, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1026 = stablehlo.multiply %13, %1025 : tensor<10x10xi32>
    %c_334 = stablehlo.constant dense<1> : tensor<i32>
    %1027 = stablehlo.broadcast_in_dim %c_334, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1028 = stablehlo.add %1026, %1027 : tensor<10x10xi32>
    %c_335 = stablehlo.constant dense<0> : tensor<i32>
    %1029 = stablehlo.broadcast_in_dim %c_335, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1030 = stablehlo.compare LT, %1028, %1029, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_336 = stablehlo.constant dense<1000> : tensor<i32>
    %1031 = stablehlo.broadcast_in_dim %c_336, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1032 = stablehlo.add %1028, %1031 : tensor<10x10xi32>
    %1033 = stablehlo.select %1030, %1032, %1028 : tensor<10x10xi1>, tensor<10x10xi32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1035 = "stablehlo.gather"(%866, %1034) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1036 = stablehlo.broadcast_in_dim %1024, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1037 = stablehlo.multiply %1036, %1035 : tensor<64x10x10xf32>
    %1038 = stablehlo.add %1019, %1037 : tensor<64x10x10xf32>
    %1039 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1040 = stablehlo.reshape %1039 : (tensor<1x1xf32>) -> tensor<f32>
    %1041 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1042 = stablehlo.reshape %1041 : (tensor<1x1xf32>) -> tensor<f32>
    %1043 = stablehlo.multiply %1040, %1042 : tensor<f32>
    %c_337 = stablehlo.constant dense<10> : tensor<i32>
    %1044 = stablehlo.broadcast_in_dim %c_337, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1045 = stablehlo.multiply %13, %1044 : tensor<10x10xi32>
    %c_338 = stablehlo.constant dense<2> : tensor<i32>
    %1046 = stablehlo.broadcast_in_dim %c_338, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1047 = stablehlo.add %1045, %1046 : tensor<10x10xi32>
    %c_339 = stablehlo.constant dense<0> : tensor<i32>
    %1048 = stablehlo.broadcast_in_dim %c_339, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1049 = stablehlo.compare LT, %1047, %1048, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_340 = stablehlo.constant dense<1000> : tensor<i32>
    %1050 = stablehlo.broadcast_in_dim %c_340, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1051 = stablehlo.add %1047, %1050 : tensor<10x10xi32>
    %1052 = stablehlo.select %1049, %1051, %1047 : tensor<10x10xi1>, tensor<10x10xi32>
    %1053 = stablehlo.broadcast_in_dim %1052, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1054 = "stablehlo.gather"(%866, %1053) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1055 = stablehlo.broadcast_in_dim %1043, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1056 = stablehlo.multiply %1055, %1054 : tensor<64x10x10xf32>
    %1057 = stablehlo.add %1038, %1056 : tensor<64x10x10xf32>
    %c_341 = stablehlo.constant dense<10> : tensor<i32>
    %1058 = stablehlo.broadcast_in_dim %c_341, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1059 = stablehlo.multiply %13, %1058 : tensor<10x10xi32>
    %c_342 = stablehlo.constant dense<2> : tensor<i32>
    %1060 = stablehlo.broadcast_in_dim %c_342, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1061 = stablehlo.add %1059, %1060 : tensor<10x10xi32>
    %c_343 = stablehlo.constant dense<0> : tensor<i32>
    %1062 = stablehlo.broadcast_in_dim %c_343, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1063 = stablehlo.compare LT, %1061, %1062, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_344 = stablehlo.constant dense<1000> : tensor<i32>
    %1064 = stablehlo.broadcast_in_dim %c_344, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1065 = stablehlo.add %1061, %1064 : tensor<10x10xi32>
    %1066 = stablehlo.select %1063, %1065, %1061 : tensor<10x10xi1>, tensor<10x10xi32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1068 = "stablehlo.scatter"(%1001, %1067, %1057) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %1070 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<1x1xf32>) -> tensor<f32>
    %1072 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<1x1xf32>) -> tensor<f32>
    %1074 = stablehlo.multiply %1071, %1073 : tensor<f32>
    %c_346 = stablehlo.constant dense<10> : tensor<i32>
    %1075 = stablehlo.broadcast_in_dim %c_346, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1076 = stablehlo.multiply %13, %1075 : tensor<10x10xi32>
    %c_347 = stablehlo.constant dense<0> : tensor<i32>
    %1077 = stablehlo.broadcast_in_dim %c_347, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1078 = stablehlo.add %1076, %1077 : tensor<10x10xi32>
    %c_348 = stablehlo.constant dense<0> : tensor<i32>
    %1079 = stablehlo.broadcast_in_dim %c_348, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1080 = stablehlo.compare LT, %1078, %1079, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_349 = stablehlo.constant dense<1000> : tensor<i32>
    %1081 = stablehlo.broadcast_in_dim %c_349, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1082 = stablehlo.add %1078, %1081 : tensor<10x10xi32>
    %1083 = stablehlo.select %1080, %1082, %1078 : tensor<10x10xi1>, tensor<10x10xi32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1085 = "stablehlo.gather"(%372, %1084) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1086 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1087 = stablehlo.multiply %1086, %1085 : tensor<64x10x10xf32>
    %1088 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1089 = stablehlo.reshape %1088 : (tensor<1x1xf32>) -> tensor<f32>
    %1090 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<1x1xf32>) -> tensor<f32>
    %1092 = stablehlo.multiply %1089, %1091 : tensor<f32>
    %c_350 = stablehlo.constant dense<10> : tensor<i32>
    %1093 = stablehlo.broadcast_in_dim %c_350, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1094 = stablehlo.multiply %13, %1093 : tensor<10x10xi32>
    %c_351 = stablehlo.constant dense<1> : tensor<i32>
    %1095 = stablehlo.broadcast_in_dim %c_351, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1096 = stablehlo.add %1094, %1095 : tensor<10x10xi32>
    %c_352 = stablehlo.constant dense<0> : tensor<i32>
    %1097 = stablehlo.broadcast_in_dim %c_352, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1098 = stablehlo.compare LT, %1096, %1097, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_353 = stablehlo.constant dense<1000> : tensor<i32>
    %1099 = stablehlo.broadcast_in_dim %c_353, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1100 = stablehlo.add %1096, %1099 : tensor<10x10xi32>
    %1101 = stablehlo.select %1098, %1100, %1096 : tensor<10x10xi1>, tensor<10x10xi32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1103 = "stablehlo.gather"(%372, %1102) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1104 = stablehlo.broadcast_in_dim %1092, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1105 = stablehlo.multiply %1104, %1103 : tensor<64x10x10xf32>
    %1106 = stablehlo.add %1087, %1105 : tensor<64x10x10xf32>
    %1107 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1108 = stablehlo.reshape %1107 : (tensor<1x1xf32>) -> tensor<f32>
    %1109 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1110 = stablehlo.reshape %1109 : (tensor<1x1xf32>) -> tensor<f32>
    %1111 = stablehlo.multiply %1108, %1110 : tensor<f32>
    %c_354 = stablehlo.constant dense<10> : tensor<i32>
    %1112 = stablehlo.broadcast_in_dim %c_354, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1113 = stablehlo.multiply %13, %1112 : tensor<10x10xi32>
    %c_355 = stablehlo.constant dense<2> : tensor<i32>
    %1114 = stablehlo.broadcast_in_dim %c_355, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1115 = stablehlo.add %1113, %1114 : tensor<10x10xi32>
    %c_356 = stablehlo.constant dense<0> : tensor<i32>
    %1116 = stablehlo.broadcast_in_dim %c_356, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1117 = stablehlo.compare LT, %1115, %1116, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_357 = stablehlo.constant dense<1000> : tensor<i32>
    %1118 = stablehlo.broadcast_in_dim %c_357, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1119 = stablehlo.add %1115, %1118 : tensor<10x10xi32>
    %1120 = stablehlo.select %1117, %1119, %1115 : tensor<10x10xi1>, tensor<10x10xi32>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1122 = "stablehlo.gather"(%372, %1121) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1123 = stablehlo.broadcast_in_dim %1111, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1124 = stablehlo.multiply %1123, %1122 : tensor<64x10x10xf32>
    %1125 = stablehlo.add %1106, %1124 : tensor<64x10x10xf32>
    %c_358 = stablehlo.constant dense<10> : tensor<i32>
    %1126 = stablehlo.broadcast_in_dim %c_358, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1127 = stablehlo.multiply %13, %1126 : tensor<10x10xi32>
    %c_359 = stablehlo.constant dense<0> : tensor<i32>
    %1128 = stablehlo.broadcast_in_dim %c_359, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1129 = stablehlo.add %1127, %1128 : tensor<10x10xi32>
    %c_360 = stablehlo.constant dense<0> : tensor<i32>
    %1130 = stablehlo.broadcast_in_dim %c_360, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1131 = stablehlo.compare LT, %1129, %1130, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_361 = stablehlo.constant dense<1000> : tensor<i32>
    %1132 = stablehlo.broadcast_in_dim %c_361, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1133 = stablehlo.add %1129, %1132 : tensor<10x10xi32>
    %1134 = stablehlo.select %1131, %1133, %1129 : tensor<10x10xi1>, tensor<10x10xi32>
    %1135 = stablehlo.broadcast_in_dim %1134, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1136 = "stablehlo.scatter"(%1069, %1135, %1125) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1137 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1138 = stablehlo.reshape %1137 : (tensor<1x1xf32>) -> tensor<f32>
    %1139 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1140 = stablehlo.reshape %1139 : (tensor<1x1xf32>) -> tensor<f32>
    %1141 = stablehlo.multiply %1138, %1140 : tensor<f32>
    %c_362 = stablehlo.constant dense<10> : tensor<i32>
    %1142 = stablehlo.broadcast_in_dim %c_362, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1143 = stablehlo.multiply %13, %1142 : tensor<10x10xi32>
    %c_363 = stablehlo.constant dense<0> : tensor<i32>
    %1144 = stablehlo.broadcast_in_dim %c_363, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1145 = stablehlo.add %1143, %1144 : tensor<10x10xi32>
    %c_364 = stablehlo.constant dense<0> : tensor<i32>
    %1146 = stablehlo.broadcast_in_dim %c_364, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1147 = stablehlo.compare LT, %1145, %1146, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_365 = stablehlo.constant dense<1000> : tensor<i32>
    %1148 = stablehlo.broadcast_in_dim %c_365, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1149 = stablehlo.add %1145, %1148 : tensor<10x10xi32>
    %1150 = stablehlo.select %1147, %1149, %1145 : tensor<10x10xi1>, tensor<10x10xi32>
    %1151 = stablehlo.broadcast_in_dim %1150, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1152 = "stablehlo.gather"(%619, %1151) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1153 = stablehlo.broadcast_in_dim %1141, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1154 = stablehlo.multiply %1153, %1152 : tensor<64x10x10xf32>
    %1155 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1156 = stablehlo.reshape %1155 : (tensor<1x1xf32>) -> tensor<f32>
    %1157 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<1x1xf32>) -> tensor<f32>
    %1159 = stablehlo.multiply %1156, %1158 : tensor<f32>
    %c_366 = stablehlo.constant dense<10> : tensor<i32>
    %1160 = stablehlo.broadcast_in_dim %c_366, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1161 = stablehlo.multiply %13, %1160 : tensor<10x10xi32>
    %c_367 = stablehlo.constant dense<1> : tensor<i32>
    %1162 = stablehlo.broadcast_in_dim %c_367, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1163 = stablehlo.add %1161, %1162 : tensor<10x10xi32>
    %c_368 = stablehlo.constant dense<0> : tensor<i32>
    %1164 = stablehlo.broadcast_in_dim %c_368, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1165 = stablehlo.compare LT, %1163, %1164, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_369 = stablehlo.constant dense<1000> : tensor<i32>
    %1166 = stablehlo.broadcast_in_dim %c_369, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1167 = stablehlo.add %1163, %1166 : tensor<10x10xi32>
    %1168 = stablehlo.select %1165, %1167, %1163 : tensor<10x10xi1>, tensor<10x10xi32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1170 = "stablehlo.gather"(%619, %1169) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1171 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1172 = stablehlo.multiply %1171, %1170 : tensor<64x10x10xf32>
    %1173 = stablehlo.add %1154, %1172 : tensor<64x10x10xf32>
    %1174 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<1x1xf32>) -> tensor<f32>
    %1176 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1177 = stablehlo.reshape %1176 : (tensor<1x1xf32>) -> tensor<f32>
    %1178 = stablehlo.multiply %1175, %1177 : tensor<f32>
    %c_370 = stablehlo.constant dense<10> : tensor<i32>
    %1179 = stablehlo.broadcast_in_dim %c_370, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1180 = stablehlo.multiply %13, %1179 : tensor<10x10xi32>
    %c_371 = stablehlo.constant dense<2> : tensor<i32>
    %1181 = stablehlo.broadcast_in_dim %c_371, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1182 = stablehlo.add %1180, %1181 : tensor<10x10xi32>
    %c_372 = stablehlo.constant dense<0> : tensor<i32>
    %1183 = stablehlo.broadcast_in_dim %c_372, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1184 = stablehlo.compare LT, %1182, %1183, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_373 = stablehlo.constant dense<1000> : tensor<i32>
    %1185 = stablehlo.broadcast_in_dim %c_373, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1186 = stablehlo.add %1182, %1185 : tensor<10x10xi32>
    %1187 = stablehlo.select %1184, %1186, %1182 : tensor<10x10xi1>, tensor<10x10xi32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1189 = "stablehlo.gather"(%619, %1188) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1190 = stablehlo.broadcast_in_dim %1178, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1191 = stablehlo.multiply %1190, %1189 : tensor<64x10x10xf32>
    %1192 = stablehlo.add %1173, %1191 : tensor<64x10x10xf32>
    %c_374 = stablehlo.constant dense<10> : tensor<i32>
    %1193 = stablehlo.broadcast_in_dim %c_374, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1194 = stablehlo.multiply %13, %1193 : tensor<10x10xi32>
    %c_375 = stablehlo.constant dense<1> : tensor<i32>
    %1195 = stablehlo.broadcast_in_dim %c_375, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1196 = stablehlo.add %1194, %1195 : tensor<10x10xi32>
    %c_376 = stablehlo.constant dense<0> : tensor<i32>
    %1197 = stablehlo.broadcast_in_dim %c_376, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1198 = stablehlo.compare LT, %1196, %1197, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_377 = stablehlo.constant dense<1000> : tensor<i32>
    %1199 = stablehlo.broadcast_in_dim %c_377, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1200 = stablehlo.add %1196, %1199 : tensor<10x10xi32>
    %1201 = stablehlo.select %1198, %1200, %1196 : tensor<10x10xi1>, tensor<10x10xi32>
    %1202 = stablehlo.broadcast_in_dim %1201, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1203 = "stablehlo.scatter"(%1136, %1202, %1192) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1204 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1205 = stablehlo.reshape %1204 : (tensor<1x1xf32>) -> tensor<f32>
    %1206 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<1x1xf32>) -> tensor<f32>
    %1208 = stablehlo.multiply %1205, %1207 : tensor<f32>
    %c_378 = stablehlo.constant dense<10> : tensor<i32>
    %1209 = stablehlo.broadcast_in_dim %c_378, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1210 = stablehlo.multiply %13, %1209 : tensor<10x10xi32>
    %c_379 = stablehlo.constant dense<0> : tensor<i32>
    %1211 = stablehlo.broadcast_in_dim %c_379, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1212 = stablehlo.add %1210, %1211 : tensor<10x10xi32>
    %c_380 = stablehlo.constant dense<0> : tensor<i32>
    %1213 = stablehlo.broadcast_in_dim %c_380, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1214 = stablehlo.compare LT, %1212, %1213, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_381 = stablehlo.constant dense<1000> : tensor<i32>
    %1215 = stablehlo.broadcast_in_dim %c_381, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1216 = stablehlo.add %1212, %1215 : tensor<10x10xi32>
    %1217 = stablehlo.select %1214, %1216, %1212 : tensor<10x10xi1>, tensor<10x10xi32>
    %1218 = stablehlo.broadcast_in_dim %1217, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1219 = "stablehlo.gather"(%866, %1218) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1220 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1221 = stablehlo.multiply %1220, %1219 : tensor<64x10x10xf32>
    %1222 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1223 = stablehlo.reshape %1222 : (tensor<1x1xf32>) -> tensor<f32>
    %1224 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1225 = stablehlo.reshape %1224 : (tensor<1x1xf32>) -> tensor<f32>
    %1226 = stablehlo.multiply %1223, %1225 : tensor<f32>
    %c_382 = stablehlo.constant dense<10> : tensor<i32>
    %1227 = stablehlo.broadcast_in_dim %c_382, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1228 = stablehlo.multiply %13, %1227 : tensor<10x10xi32>
    %c_383 = stablehlo.constant dense<1> : tensor<i32>
    %1229 = stablehlo.broadcast_in_dim %c_383, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1230 = stablehlo.add %1228, %1229 : tensor<10x10xi32>
    %c_384 = stablehlo.constant dense<0> : tensor<i32>
    %1231 = stablehlo.broadcast_in_dim %c_384, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1232 = stablehlo.compare LT, %1230, %1231, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_385 = stablehlo.constant dense<1000> : tensor<i32>
    %1233 = stablehlo.broadcast_in_dim %c_385, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1234 = stablehlo.add %1230, %1233 : tensor<10x10xi32>
    %1235 = stablehlo.select %1232, %1234, %1230 : tensor<10x10xi1>, tensor<10x10xi32>
    %1236 = stablehlo.broadcast_in_dim %1235, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1237 = "stablehlo.gather"(%866, %1236) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1238 = stablehlo.broadcast_in_dim %1226, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1239 = stablehlo.multiply %1238, %1237 : tensor<64x10x10xf32>
    %1240 = stablehlo.add %1221, %1239 : tensor<64x10x10xf32>
    %1241 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<1x1xf32>) -> tensor<f32>
    %1243 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1244 = stablehlo.reshape %1243 : (tensor<1x1xf32>) -> tensor<f32>
    %1245 = stablehlo.multiply %1242, %1244 : tensor<f32>
    %c_386 = stablehlo.constant dense<10> : tensor<i32>
    %1246 = stablehlo.broadcast_in_dim %c_386, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1247 = stablehlo.multiply %13, %1246 : tensor<10x10xi32>
    %c_387 = stablehlo.constant dense<2> : tensor<i32>
    %1248 = stablehlo.broadcast_in_dim %c_387, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1249 = stablehlo.add %1247, %1248 : tensor<10x10xi32>
    %c_388 = stablehlo.constant dense<0> : tensor<i32>
    %1250 = stablehlo.broadcast_in_dim %c_388, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1251 = stablehlo.compare LT, %1249, %1250, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_389 = stablehlo.constant dense<1000> : tensor<i32>
    %1252 = stablehlo.broadcast_in_dim %c_389, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1253 = stablehlo.add %1249, %1252 : tensor<10x10xi32>
    %1254 = stablehlo.select %1251, %1253, %1249 : tensor<10x10xi1>, tensor<10x10xi32>
    %1255 = stablehlo.broadcast_in_dim %1254, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1256 = "stablehlo.gather"(%866, %1255) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1257 = stablehlo.broadcast_in_dim %1245, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1258 = stablehlo.multiply %1257, %1256 : tensor<64x10x10xf32>
    %1259 = stablehlo.add %1240, %1258 : tensor<64x10x10xf32>
    %c_390 = stablehlo.constant dense<10> : tensor<i32>
    %1260 = stablehlo.broadcast_in_dim %c_390, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1261 = stablehlo.multiply %13, %1260 : tensor<10x10xi32>
    %c_391 = stablehlo.constant dense<2> : tensor<i32>
    %1262 = stablehlo.broadcast_in_dim %c_391, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1263 = stablehlo.add %1261, %1262 : tensor<10x10xi32>
    %c_392 = stablehlo.constant dense<0> : tensor<i32>
    %1264 = stablehlo.broadcast_in_dim %c_392, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1265 = stablehlo.compare LT, %1263, %1264, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_393 = stablehlo.constant dense<1000> : tensor<i32>
    %1266 = stablehlo.broadcast_in_dim %c_393, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1267 = stablehlo.add %1263, %1266 : tensor<10x10xi32>
    %1268 = stablehlo.select %1265, %1267, %1263 : tensor<10x10xi1>, tensor<10x10xi32>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1270 = "stablehlo.scatter"(%1203, %1269, %1259) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %1272 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1273 = stablehlo.reshape %1272 : (tensor<1x1xf32>) -> tensor<f32>
    %1274 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<1x1xf32>) -> tensor<f32>
    %1276 = stablehlo.multiply %1273, %1275 : tensor<f32>
    %c_395 = stablehlo.constant dense<10> : tensor<i32>
    %1277 = stablehlo.broadcast_in_dim %c_395, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1278 = stablehlo.multiply %13, %1277 : tensor<10x10xi32>
    %c_396 = stablehlo.constant dense<0> : tensor<i32>
    %1279 = stablehlo.broadcast_in_dim %c_396, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1280 = stablehlo.add %1278, %1279 : tensor<10x10xi32>
    %c_397 = stablehlo.constant dense<0> : tensor<i32>
    %1281 = stablehlo.broadcast_in_dim %c_397, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1282 = stablehlo.compare LT, %1280, %1281, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_398 = stablehlo.constant dense<1000> : tensor<i32>
    %1283 = stablehlo.broadcast_in_dim %c_398, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1284 = stablehlo.add %1280, %1283 : tensor<10x10xi32>
    %1285 = stablehlo.select %1282, %1284, %1280 : tensor<10x10xi1>, tensor<10x10xi32>
    %1286 = stablehlo.broadcast_in_dim %1285, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1287 = "stablehlo.gather"(%372, %1286) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1288 = stablehlo.broadcast_in_dim %1276, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1289 = stablehlo.multiply %1288, %1287 : tensor<64x10x10xf32>
    %1290 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1291 = stablehlo.reshape %1290 : (tensor<1x1xf32>) -> tensor<f32>
    %1292 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<1x1xf32>) -> tensor<f32>
    %1294 = stablehlo.multiply %1291, %1293 : tensor<f32>
    %c_399 = stablehlo.constant dense<10> : tensor<i32>
    %1295 = stablehlo.broadcast_in_dim %c_399, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1296 = stablehlo.multiply %13, %1295 : tensor<10x10xi32>
    %c_400 = stablehlo.constant dense<1> : tensor<i32>
    %1297 = stablehlo.broadcast_in_dim %c_400, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1298 = stablehlo.add %1296, %1297 : tensor<10x10xi32>
    %c_401 = stablehlo.constant dense<0> : tensor<i32>
    %1299 = stablehlo.broadcast_in_dim %c_401, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1300 = stablehlo.compare LT, %1298, %1299, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_402 = stablehlo.constant dense<1000> : tensor<i32>
    %1301 = stablehlo.broadcast_in_dim %c_402, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1302 = stablehlo.add %1298, %1301 : tensor<10x10xi32>
    %1303 = stablehlo.select %1300, %1302, %1298 : tensor<10x10xi1>, tensor<10x10xi32>
    %1304 = stablehlo.broadcast_in_dim %1303, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1305 = "stablehlo.gather"(%372, %1304) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1306 = stablehlo.broadcast_in_dim %1294, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1307 = stablehlo.multiply %1306, %1305 : tensor<64x10x10xf32>
    %1308 = stablehlo.add %1289, %1307 : tensor<64x10x10xf32>
    %1309 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1310 = stablehlo.reshape %1309 : (tensor<1x1xf32>) -> tensor<f32>
    %1311 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1312 = stablehlo.reshape %1311 : (tensor<1x1xf32>) -> tensor<f32>
    %1313 = stablehlo.multiply %1310, %1312 : tensor<f32>
    %c_403 = stablehlo.constant dense<10> : tensor<i32>
    %1314 = stablehlo.broadcast_in_dim %c_403, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1315 = stablehlo.multiply %13, %1314 : tensor<10x10xi32>
    %c_404 = stablehlo.constant dense<2> : tensor<i32>
    %1316 = stablehlo.broadcast_in_dim %c_404, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1317 = stablehlo.add %1315, %1316 : tensor<10x10xi32>
    %c_405 = stablehlo.constant dense<0> : tensor<i32>
    %1318 = stablehlo.broadcast_in_dim %c_405, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1319 = stablehlo.compare LT, %1317, %1318, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_406 = stablehlo.constant dense<1000> : tensor<i32>
    %1320 = stablehlo.broadcast_in_dim %c_406, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1321 = stablehlo.add %1317, %1320 : tensor<10x10xi32>
    %1322 = stablehlo.select %1319, %1321, %1317 : tensor<10x10xi1>, tensor<10x10xi32>
    %1323 = stablehlo.broadcast_in_dim %1322, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1324 = "stablehlo.gather"(%372, %1323) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1325 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1326 = stablehlo.multiply %1325, %1324 : tensor<64x10x10xf32>
    %1327 = stablehlo.add %1308, %1326 : tensor<64x10x10xf32>
    %c_407 = stablehlo.constant dense<10> : tensor<i32>
    %1328 = stablehlo.broadcast_in_dim %c_407, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1329 = stablehlo.multiply %13, %1328 : tensor<10x10xi32>
    %c_408 = stablehlo.constant dense<0> : tensor<i32>
    %1330 = stablehlo.broadcast_in_dim %c_408, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1331 = stablehlo.add %1329, %1330 : tensor<10x10xi32>
    %c_409 = stablehlo.constant dense<0> : tensor<i32>
    %1332 = stablehlo.broadcast_in_dim %c_409, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1333 = stablehlo.compare LT, %1331, %1332, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_410 = stablehlo.constant dense<1000> : tensor<i32>
    %1334 = stablehlo.broadcast_in_dim %c_410, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1335 = stablehlo.add %1331, %1334 : tensor<10x10xi32>
    %1336 = stablehlo.select %1333, %1335, %1331 : tensor<10x10xi1>, tensor<10x10xi32>
    %1337 = stablehlo.broadcast_in_dim %1336, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1338 = "stablehlo.scatter"(%1271, %1337, %1327) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1339 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<1x1xf32>) -> tensor<f32>
    %1341 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1342 = stablehlo.reshape %1341 : (tensor<1x1xf32>) -> tensor<f32>
    %1343 = stablehlo.multiply %1340, %1342 : tensor<f32>
    %c_411 = stablehlo.constant dense<10> : tensor<i32>
    %1344 = stablehlo.broadcast_in_dim %c_411, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1345 = stablehlo.multiply %13, %1344 : tensor<10x10xi32>
    %c_412 = stablehlo.constant dense<0> : tensor<i32>
    %1346 = stablehlo.broadcast_in_dim %c_412, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1347 = stablehlo.add %1345, %1346 : tensor<10x10xi32>
    %c_413 = stablehlo.constant dense<0> : tensor<i32>
    %1348 = stablehlo.broadcast_in_dim %c_413, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1349 = stablehlo.compare LT, %1347, %1348, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_414 = stablehlo.constant dense<1000> : tensor<i32>
    %1350 = stablehlo.broadcast_in_dim %c_414, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1351 = stablehlo.add %1347, %1350 : tensor<10x10xi32>
    %1352 = stablehlo.select %1349, %1351, %1347 : tensor<10x10xi1>, tensor<10x10xi32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1354 = "stablehlo.gather"(%619, %1353) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1355 = stablehlo.broadcast_in_dim %1343, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1356 = stablehlo.multiply %1355, %1354 : tensor<64x10x10xf32>
    %1357 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<1x1xf32>) -> tensor<f32>
    %1359 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1360 = stablehlo.reshape %1359 : (tensor<1x1xf32>) -> tensor<f32>
    %1361 = stablehlo.multiply %1358, %1360 : tensor<f32>
    %c_415 = stablehlo.constant dense<10> : tensor<i32>
    %1362 = stablehlo.broadcast_in_dim %c_415, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1363 = stablehlo.multiply %13, %1362 : tensor<10x10xi32>
    %c_416 = stablehlo.constant dense<1> : tensor<i32>
    %1364 = stablehlo.broadcast_in_dim %c_416, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1365 = stablehlo.add %1363, %1364 : tensor<10x10xi32>
    %c_417 = stablehlo.constant dense<0> : tensor<i32>
    %1366 = stablehlo.broadcast_in_dim %c_417, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1367 = stablehlo.compare LT, %1365, %1366, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_418 = stablehlo.constant dense<1000> : tensor<i32>
    %1368 = stablehlo.broadcast_in_dim %c_418, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1369 = stablehlo.add %1365, %1368 : tensor<10x10xi32>
    %1370 = stablehlo.select %1367, %1369, %1365 : tensor<10x10xi1>, tensor<10x10xi32>
    %1371 = stablehlo.broadcast_in_dim %1370, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1372 = "stablehlo.gather"(%619, %1371) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1373 = stablehlo.broadcast_in_dim %1361, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1374 = stablehlo.multiply %1373, %1372 : tensor<64x10x10xf32>
    %1375 = stablehlo.add %1356, %1374 : tensor<64x10x10xf32>
    %1376 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<1x1xf32>) -> tensor<f32>
    %1378 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1379 = stablehlo.reshape %1378 : (tensor<1x1xf32>) -> tensor<f32>
    %1380 = stablehlo.multiply %1377, %1379 : tensor<f32>
    %c_419 = stablehlo.constant dense<10> : tensor<i32>
    %1381 = stablehlo.broadcast_in_dim %c_419, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1382 = stablehlo.multiply %13, %1381 : tensor<10x10xi32>
    %c_420 = stablehlo.constant dense<2> : tensor<i32>
    %1383 = stablehlo.broadcast_in_dim %c_420, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1384 = stablehlo.add %1382, %1383 : tensor<10x10xi32>
    %c_421 = stablehlo.constant dense<0> : tensor<i32>
    %1385 = stablehlo.broadcast_in_dim %c_421, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1386 = stablehlo.compare LT, %1384, %1385, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_422 = stablehlo.constant dense<1000> : tensor<i32>
    %1387 = stablehlo.broadcast_in_dim %c_422, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1388 = stablehlo.add %1384, %1387 : tensor<10x10xi32>
    %1389 = stablehlo.select %1386, %1388, %1384 : tensor<10x10xi1>, tensor<10x10xi32>
    %1390 = stablehlo.broadcast_in_dim %1389, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1391 = "stablehlo.gather"(%619, %1390) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1392 = stablehlo.broadcast_in_dim %1380, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1393 = stablehlo.multiply %1392, %1391 : tensor<64x10x10xf32>
    %1394 = stablehlo.add %1375, %1393 : tensor<64x10x10xf32>
    %c_423 = stablehlo.constant dense<10> : tensor<i32>
    %1395 = stablehlo.broadcast_in_dim %c_423, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1396 = stablehlo.multiply %13, %1395 : tensor<10x10xi32>
    %c_424 = stablehlo.constant dense<1> : tensor<i32>
    %1397 = stablehlo.broadcast_in_dim %c_424, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1398 = stablehlo.add %1396, %1397 : tensor<10x10xi32>
    %c_425 = stablehlo.constant dense<0> : tensor<i32>
    %1399 = stablehlo.broadcast_in_dim %c_425, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1400 = stablehlo.compare LT, %1398, %1399, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_426 = stablehlo.constant dense<1000> : tensor<i32>
    %1401 = stablehlo.broadcast_in_dim %c_426, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1402 = stablehlo.add %1398, %1401 : tensor<10x10xi32>
    %1403 = stablehlo.select %1400, %1402, %1398 : tensor<10x10xi1>, tensor<10x10xi32>
    %1404 = stablehlo.broadcast_in_dim %1403, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1405 = "stablehlo.scatter"(%1338, %1404, %1394) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1406 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1407 = stablehlo.reshape %1406 : (tensor<1x1xf32>) -> tensor<f32>
    %1408 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1409 = stablehlo.reshape %1408 : (tensor<1x1xf32>) -> tensor<f32>
    %1410 = stablehlo.multiply %1407, %1409 : tensor<f32>
    %c_427 = stablehlo.constant dense<10> : tensor<i32>
    %1411 = stablehlo.broadcast_in_dim %c_427, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1412 = stablehlo.multiply %13, %1411 : tensor<10x10xi32>
    %c_428 = stablehlo.constant dense<0> : tensor<i32>
    %1413 = stablehlo.broadcast_in_dim %c_428, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1414 = stablehlo.add %1412, %1413 : tensor<10x10xi32>
    %c_429 = stablehlo.constant dense<0> : tensor<i32>
    %1415 = stablehlo.broadcast_in_dim %c_429, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1416 = stablehlo.compare LT, %1414, %1415, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_430 = stablehlo.constant dense<1000> : tensor<i32>
    %1417 = stablehlo.broadcast_in_dim %c_430, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1418 = stablehlo.add %1414, %1417 : tensor<10x10xi32>
    %1419 = stablehlo.select %1416, %1418, %1414 : tensor<10x10xi1>, tensor<10x10xi32>
    %1420 = stablehlo.broadcast_in_dim %1419, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1421 = "stablehlo.gather"(%866, %1420) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1422 = stablehlo.broadcast_in_dim %1410, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1423 = stablehlo.multiply %1422, %1421 : tensor<64x10x10xf32>
    %1424 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1425 = stablehlo.reshape %1424 : (tensor<1x1xf32>) -> tensor<f32>
    %1426 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1427 = stablehlo.reshape %1426 : (tensor<1x1xf32>) -> tensor<f32>
    %1428 = stablehlo.multiply %1425, %1427 : tensor<f32>
    %c_431 = stablehlo.constant dense<10> : tensor<i32>
    %1429 = stablehlo.broadcast_in_dim %c_431, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1430 = stablehlo.multiply %13, %1429 : tensor<10x10xi32>
    %c_432 = stablehlo.constant dense<1> : tensor<i32>
    %1431 = stablehlo.broadcast_in_dim %c_432, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1432 = stablehlo.add %1430, %1431 : tensor<10x10xi32>
    %c_433 = stablehlo.constant dense<0> : tensor<i32>
    %1433 = stablehlo.broadcast_in_dim %c_433, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1434 = stablehlo.compare LT, %1432, %1433, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_434 = stablehlo.constant dense<1000> : tensor<i32>
    %1435 = stablehlo.broadcast_in_dim %c_434, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1436 = stablehlo.add %1432, %1435 : tensor<10x10xi32>
    %1437 = stablehlo.select %1434, %1436, %1432 : tensor<10x10xi1>, tensor<10x10xi32>
    %1438 = stablehlo.broadcast_in_dim %1437, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1439 = "stablehlo.gather"(%866, %1438) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1440 = stablehlo.broadcast_in_dim %1428, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1441 = stablehlo.multiply %1440, %1439 : tensor<64x10x10xf32>
    %1442 = stablehlo.add %1423, %1441 : tensor<64x10x10xf32>
    %1443 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1444 = stablehlo.reshape %1443 : (tensor<1x1xf32>) -> tensor<f32>
    %1445 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1446 = stablehlo.reshape %1445 : (tensor<1x1xf32>) -> tensor<f32>
    %1447 = stablehlo.multiply %1444, %1446 : tensor<f32>
    %c_435 = stablehlo.constant dense<10> : tensor<i32>
    %1448 = stablehlo.broadcast_in_dim %c_435, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1449 = stablehlo.multiply %13, %1448 : tensor<10x10xi32>
    %c_436 = stablehlo.constant dense<2> : tensor<i32>
    %1450 = stablehlo.broadcast_in_dim %c_436, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1451 = stablehlo.add %1449, %1450 : tensor<10x10xi32>
    %c_437 = stablehlo.constant dense<0> : tensor<i32>
    %1452 = stablehlo.broadcast_in_dim %c_437, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1453 = stablehlo.compare LT, %1451, %1452, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_438 = stablehlo.constant dense<1000> : tensor<i32>
    %1454 = stablehlo.broadcast_in_dim %c_438, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1455 = stablehlo.add %1451, %1454 : tensor<10x10xi32>
    %1456 = stablehlo.select %1453, %1455, %1451 : tensor<10x10xi1>, tensor<10x10xi32>
    %1457 = stablehlo.broadcast_in_dim %1456, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1458 = "stablehlo.gather"(%866, %1457) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1459 = stablehlo.broadcast_in_dim %1447, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1460 = stablehlo.multiply %1459, %1458 : tensor<64x10x10xf32>
    %1461 = stablehlo.add %1442, %1460 : tensor<64x10x10xf32>
    %c_439 = stablehlo.constant dense<10> : tensor<i32>
    %1462 = stablehlo.broadcast_in_dim %c_439, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1463 = stablehlo.multiply %13, %1462 : tensor<10x10xi32>
    %c_440 = stablehlo.constant dense<2> : tensor<i32>
    %1464 = stablehlo.broadcast_in_dim %c_440, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1465 = stablehlo.add %1463, %1464 : tensor<10x10xi32>
    %c_441 = stablehlo.constant dense<0> : tensor<i32>
    %1466 = stablehlo.broadcast_in_dim %c_441, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1467 = stablehlo.compare LT, %1465, %1466, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_442 = stablehlo.constant dense<1000> : tensor<i32>
    %1468 = stablehlo.broadcast_in_dim %c_442, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1469 = stablehlo.add %1465, %1468 : tensor<10x10xi32>
    %1470 = stablehlo.select %1467, %1469, %1465 : tensor<10x10xi1>, tensor<10x10xi32>
    %1471 = stablehlo.broadcast_in_dim %1470, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1472 = "stablehlo.scatter"(%1405, %1471, %1461) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %1474 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1475 = stablehlo.reshape %1474 : (tensor<1x1xf32>) -> tensor<f32>
    %1476 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1477 = stablehlo.reshape %1476 : (tensor<1x1xf32>) -> tensor<f32>
    %1478 = stablehlo.multiply %1475, %1477 : tensor<f32>
    %c_444 = stablehlo.constant dense<10> : tensor<i32>
    %1479 = stablehlo.broadcast_in_dim %c_444, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1480 = stablehlo.multiply %13, %1479 : tensor<10x10xi32>
    %c_445 = stablehlo.constant dense<0> : tensor<i32>
    %1481 = stablehlo.broadcast_in_dim %c_445, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1482 = stablehlo.add %1480, %1481 : tensor<10x10xi32>
    %c_446 = stablehlo.constant dense<0> : tensor<i32>
    %1483 = stablehlo.broadcast_in_dim %c_446, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1484 = stablehlo.compare LT, %1482, %1483, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_447 = stablehlo.constant dense<1000> : tensor<i32>
    %1485 = stablehlo.broadcast_in_dim %c_447, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1486 = stablehlo.add %1482, %1485 : tensor<10x10xi32>
    %1487 = stablehlo.select %1484, %1486, %1482 : tensor<10x10xi1>, tensor<10x10xi32>
    %1488 = stablehlo.broadcast_in_dim %1487, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1489 = "stablehlo.gather"(%372, %1488) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1490 = stablehlo.broadcast_in_dim %1478, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1491 = stablehlo.multiply %1490, %1489 : tensor<64x10x10xf32>
    %1492 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1493 = stablehlo.reshape %1492 : (tensor<1x1xf32>) -> tensor<f32>
    %1494 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1495 = stablehlo.reshape %1494 : (tensor<1x1xf32>) -> tensor<f32>
    %1496 = stablehlo.multiply %1493, %1495 : tensor<f32>
    %c_448 = stablehlo.constant dense<10> : tensor<i32>
    %1497 = stablehlo.broadcast_in_dim %c_448, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1498 = stablehlo.multiply %13, %1497 : tensor<10x10xi32>
    %c_449 = stablehlo.constant dense<1> : tensor<i32>
    %1499 = stablehlo.broadcast_in_dim %c_449, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1500 = stablehlo.add %1498, %1499 : tensor<10x10xi32>
    %c_450 = stablehlo.constant dense<0> : tensor<i32>
    %1501 = stablehlo.broadcast_in_dim %c_450, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1502 = stablehlo.compare LT, %1500, %1501, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_451 = stablehlo.constant dense<1000> : tensor<i32>
    %1503 = stablehlo.broadcast_in_dim %c_451, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1504 = stablehlo.add %1500, %1503 : tensor<10x10xi32>
    %1505 = stablehlo.select %1502, %1504, %1500 : tensor<10x10xi1>, tensor<10x10xi32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1507 = "stablehlo.gather"(%372, %1506) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1508 = stablehlo.broadcast_in_dim %1496, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1509 = stablehlo.multiply %1508, %1507 : tensor<64x10x10xf32>
    %1510 = stablehlo.add %1491, %1509 : tensor<64x10x10xf32>
    %1511 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1512 = stablehlo.reshape %1511 : (tensor<1x1xf32>) -> tensor<f32>
    %1513 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1514 = stablehlo.reshape %1513 : (tensor<1x1xf32>) -> tensor<f32>
    %1515 = stablehlo.multiply %1512, %1514 : tensor<f32>
    %c_452 = stablehlo.constant dense<10> : tensor<i32>
    %1516 = stablehlo.broadcast_in_dim %c_452, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1517 = stablehlo.multiply %13, %1516 : tensor<10x10xi32>
    %c_453 = stablehlo.constant dense<2> : tensor<i32>
    %1518 = stablehlo.broadcast_in_dim %c_453, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1519 = stablehlo.add %1517, %1518 : tensor<10x10xi32>
    %c_454 = stablehlo.constant dense<0> : tensor<i32>
    %1520 = stablehlo.broadcast_in_dim %c_454, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1521 = stablehlo.compare LT, %1519, %1520, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_455 = stablehlo.constant dense<1000> : tensor<i32>
    %1522 = stablehlo.broadcast_in_dim %c_455, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1523 = stablehlo.add %1519, %1522 : tensor<10x10xi32>
    %1524 = stablehlo.select %1521, %1523, %1519 : tensor<10x10xi1>, tensor<10x10xi32>
    %1525 = stablehlo.broadcast_in_dim %1524, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1526 = "stablehlo.gather"(%372, %1525) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1527 = stablehlo.broadcast_in_dim %1515, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1528 = stablehlo.multiply %1527, %1526 : tensor<64x10x10xf32>
    %1529 = stablehlo.add %1510, %1528 : tensor<64x10x10xf32>
    %c_456 = stablehlo.constant dense<10> : tensor<i32>
    %1530 = stablehlo.broadcast_in_dim %c_456, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1531 = stablehlo.multiply %13, %1530 : tensor<10x10xi32>
    %c_457 = stablehlo.constant dense<0> : tensor<i32>
    %1532 = stablehlo.broadcast_in_dim %c_457, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1533 = stablehlo.add %1531, %1532 : tensor<10x10xi32>
    %c_458 = stablehlo.constant dense<0> : tensor<i32>
    %1534 = stablehlo.broadcast_in_dim %c_458, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1535 = stablehlo.compare LT, %1533, %1534, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_459 = stablehlo.constant dense<1000> : tensor<i32>
    %1536 = stablehlo.broadcast_in_dim %c_459, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1537 = stablehlo.add %1533, %1536 : tensor<10x10xi32>
    %1538 = stablehlo.select %1535, %1537, %1533 : tensor<10x10xi1>, tensor<10x10xi32>
    %1539 = stablehlo.broadcast_in_dim %1538, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1540 = "stablehlo.scatter"(%1473, %1539, %1529) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1541 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1542 = stablehlo.reshape %1541 : (tensor<1x1xf32>) -> tensor<f32>
    %1543 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1544 = stablehlo.reshape %1543 : (tensor<1x1xf32>) -> tensor<f32>
    %1545 = stablehlo.multiply %1542, %1544 : tensor<f32>
    %c_460 = stablehlo.constant dense<10> : tensor<i32>
    %1546 = stablehlo.broadcast_in_dim %c_460, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1547 = stablehlo.multiply %13, %1546 : tensor<10x10xi32>
    %c_461 = stablehlo.constant dense<0> : tensor<i32>
    %1548 = stablehlo.broadcast_in_dim %c_461, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1549 = stablehlo.add %1547, %1548 : tensor<10x10xi32>
    %c_462 = stablehlo.constant dense<0> : tensor<i32>
    %1550 = stablehlo.broadcast_in_dim %c_462, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1551 = stablehlo.compare LT, %1549, %1550, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_463 = stablehlo.constant dense<1000> : tensor<i32>
    %1552 = stablehlo.broadcast_in_dim %c_463, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1553 = stablehlo.add %1549, %1552 : tensor<10x10xi32>
    %1554 = stablehlo.select %1551, %1553, %1549 : tensor<10x10xi1>, tensor<10x10xi32>
    %1555 = stablehlo.broadcast_in_dim %1554, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1556 = "stablehlo.gather"(%619, %1555) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1557 = stablehlo.broadcast_in_dim %1545, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1558 = stablehlo.multiply %1557, %1556 : tensor<64x10x10xf32>
    %1559 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1560 = stablehlo.reshape %1559 : (tensor<1x1xf32>) -> tensor<f32>
    %1561 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1562 = stablehlo.reshape %1561 : (tensor<1x1xf32>) -> tensor<f32>
    %1563 = stablehlo.multiply %1560, %1562 : tensor<f32>
    %c_464 = stablehlo.constant dense<10> : tensor<i32>
    %1564 = stablehlo.broadcast_in_dim %c_464, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1565 = stablehlo.multiply %13, %1564 : tensor<10x10xi32>
    %c_465 = stablehlo.constant dense<1> : tensor<i32>
    %1566 = stablehlo.broadcast_in_dim %c_465, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1567 = stablehlo.add %1565, %1566 : tensor<10x10xi32>
    %c_466 = stablehlo.constant dense<0> : tensor<i32>
    %1568 = stablehlo.broadcast_in_dim %c_466, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1569 = stablehlo.compare LT, %1567, %1568, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_467 = stablehlo.constant dense<1000> : tensor<i32>
    %1570 = stablehlo.broadcast_in_dim %c_467, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1571 = stablehlo.add %1567, %1570 : tensor<10x10xi32>
    %1572 = stablehlo.select %1569, %1571, %1567 : tensor<10x10xi1>, tensor<10x10xi32>
    %1573 = stablehlo.broadcast_in_dim %1572, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1574 = "stablehlo.gather"(%619, %1573) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1575 = stablehlo.broadcast_in_dim %1563, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1576 = stablehlo.multiply %1575, %1574 : tensor<64x10x10xf32>
    %1577 = stablehlo.add %1558, %1576 : tensor<64x10x10xf32>
    %1578 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1579 = stablehlo.reshape %1578 : (tensor<1x1xf32>) -> tensor<f32>
    %1580 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1581 = stablehlo.reshape %1580 : (tensor<1x1xf32>) -> tensor<f32>
    %1582 = stablehlo.multiply %1579, %1581 : tensor<f32>
    %c_468 = stablehlo.constant dense<10> : tensor<i32>
    %1583 = stablehlo.broadcast_in_dim %c_468, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1584 = stablehlo.multiply %13, %1583 : tensor<10x10xi32>
    %c_469 = stablehlo.constant dense<2> : tensor<i32>
    %1585 = stablehlo.broadcast_in_dim %c_469, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1586 = stablehlo.add %1584, %1585 : tensor<10x10xi32>
    %c_470 = stablehlo.constant dense<0> : tensor<i32>
    %1587 = stablehlo.broadcast_in_dim %c_470, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1588 = stablehlo.compare LT, %1586, %1587, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_471 = stablehlo.constant dense<1000> : tensor<i32>
    %1589 = stablehlo.broadcast_in_dim %c_471, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1590 = stablehlo.add %1586, %1589 : tensor<10x10xi32>
    %1591 = stablehlo.select %1588, %1590, %1586 : tensor<10x10xi1>, tensor<10x10xi32>
    %1592 = stablehlo.broadcast_in_dim %1591, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1593 = "stablehlo.gather"(%619, %1592) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1594 = stablehlo.broadcast_in_dim %1582, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1595 = stablehlo.multiply %1594, %1593 : tensor<64x10x10xf32>
    %1596 = stablehlo.add %1577, %1595 : tensor<64x10x10xf32>
    %c_472 = stablehlo.constant dense<10> : tensor<i32>
    %1597 = stablehlo.broadcast_in_dim %c_472, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1598 = stablehlo.multiply %13, %1597 : tensor<10x10xi32>
    %c_473 = stablehlo.constant dense<1> : tensor<i32>
    %1599 = stablehlo.broadcast_in_dim %c_473, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1600 = stablehlo.add %1598, %1599 : tensor<10x10xi32>
    %c_474 = stablehlo.constant dense<0> : tensor<i32>
    %1601 = stablehlo.broadcast_in_dim %c_474, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1602 = stablehlo.compare LT, %1600, %1601, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_475 = stablehlo.constant dense<1000> : tensor<i32>
    %1603 = stablehlo.broadcast_in_dim %c_475, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1604 = stablehlo.add %1600, %1603 : tensor<10x10xi32>
    %1605 = stablehlo.select %1602, %1604, %1600 : tensor<10x10xi1>, tensor<10x10xi32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1607 = "stablehlo.scatter"(%1540, %1606, %1596) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1608 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1609 = stablehlo.reshape %1608 : (tensor<1x1xf32>) -> tensor<f32>
    %1610 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1611 = stablehlo.reshape %1610 : (tensor<1x1xf32>) -> tensor<f32>
    %1612 = stablehlo.multiply %1609, %1611 : tensor<f32>
    %c_476 = stablehlo.constant dense<10> : tensor<i32>
    %1613 = stablehlo.broadcast_in_dim %c_476, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1614 = stablehlo.multiply %13, %1613 : tensor<10x10xi32>
    %c_477 = stablehlo.constant dense<0> : tensor<i32>
    %1615 = stablehlo.broadcast_in_dim %c_477, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1616 = stablehlo.add %1614, %1615 : tensor<10x10xi32>
    %c_478 = stablehlo.constant dense<0> : tensor<i32>
    %1617 = stablehlo.broadcast_in_dim %c_478, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1618 = stablehlo.compare LT, %1616, %1617, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_479 = stablehlo.constant dense<1000> : tensor<i32>
    %1619 = stablehlo.broadcast_in_dim %c_479, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1620 = stablehlo.add %1616, %1619 : tensor<10x10xi32>
    %1621 = stablehlo.select %1618, %1620, %1616 : tensor<10x10xi1>, tensor<10x10xi32>
    %1622 = stablehlo.broadcast_in_dim %1621, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1623 = "stablehlo.gather"(%866, %1622) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1624 = stablehlo.broadcast_in_dim %1612, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1625 = stablehlo.multiply %1624, %1623 : tensor<64x10x10xf32>
    %1626 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1627 = stablehlo.reshape %1626 : (tensor<1x1xf32>) -> tensor<f32>
    %1628 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1629 = stablehlo.reshape %1628 : (tensor<1x1xf32>) -> tensor<f32>
    %1630 = stablehlo.multiply %1627, %1629 : tensor<f32>
    %c_480 = stablehlo.constant dense<10> : tensor<i32>
    %1631 = stablehlo.broadcast_in_dim %c_480, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1632 = stablehlo.multiply %13, %1631 : tensor<10x10xi32>
    %c_481 = stablehlo.constant dense<1> : tensor<i32>
    %1633 = stablehlo.broadcast_in_dim %c_481, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1634 = stablehlo.add %1632, %1633 : tensor<10x10xi32>
    %c_482 = stablehlo.constant dense<0> : tensor<i32>
    %1635 = stablehlo.broadcast_in_dim %c_482, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1636 = stablehlo.compare LT, %1634, %1635, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_483 = stablehlo.constant dense<1000> : tensor<i32>
    %1637 = stablehlo.broadcast_in_dim %c_483, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1638 = stablehlo.add %1634, %1637 : tensor<10x10xi32>
    %1639 = stablehlo.select %1636, %1638, %1634 : tensor<10x10xi1>, tensor<10x10xi32>
    %1640 = stablehlo.broadcast_in_dim %1639, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1641 = "stablehlo.gather"(%866, %1640) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1642 = stablehlo.broadcast_in_dim %1630, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1643 = stablehlo.multiply %1642, %1641 : tensor<64x10x10xf32>
    %1644 = stablehlo.add %1625, %1643 : tensor<64x10x10xf32>
    %1645 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1646 = stablehlo.reshape %1645 : (tensor<1x1xf32>) -> tensor<f32>
    %1647 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1648 = stablehlo.reshape %1647 : (tensor<1x1xf32>) -> tensor<f32>
    %1649 = stablehlo.multiply %1646, %1648 : tensor<f32>
    %c_484 = stablehlo.constant dense<10> : tensor<i32>
    %1650 = stablehlo.broadcast_in_dim %c_484, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1651 = stablehlo.multiply %13, %1650 : tensor<10x10xi32>
    %c_485 = stablehlo.constant dense<2> : tensor<i32>
    %1652 = stablehlo.broadcast_in_dim %c_485, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1653 = stablehlo.add %1651, %1652 : tensor<10x10xi32>
    %c_486 = stablehlo.constant dense<0> : tensor<i32>
    %1654 = stablehlo.broadcast_in_dim %c_486, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1655 = stablehlo.compare LT, %1653, %1654, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_487 = stablehlo.constant dense<1000> : tensor<i32>
    %1656 = stablehlo.broadcast_in_dim %c_487, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1657 = stablehlo.add %1653, %1656 : tensor<10x10xi32>
    %1658 = stablehlo.select %1655, %1657, %1653 : tensor<10x10xi1>, tensor<10x10xi32>
    %1659 = stablehlo.broadcast_in_dim %1658, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1660 = "stablehlo.gather"(%866, %1659) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1661 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1662 = stablehlo.multiply %1661, %1660 : tensor<64x10x10xf32>
    %1663 = stablehlo.add %1644, %1662 : tensor<64x10x10xf32>
    %c_488 = stablehlo.constant dense<10> : tensor<i32>
    %1664 = stablehlo.broadcast_in_dim %c_488, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1665 = stablehlo.multiply %13, %1664 : tensor<10x10xi32>
    %c_489 = stablehlo.constant dense<2> : tensor<i32>
    %1666 = stablehlo.broadcast_in_dim %c_489, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1667 = stablehlo.add %1665, %1666 : tensor<10x10xi32>
    %c_490 = stablehlo.constant dense<0> : tensor<i32>
    %1668 = stablehlo.broadcast_in_dim %c_490, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1669 = stablehlo.compare LT, %1667, %1668, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_491 = stablehlo.constant dense<1000> : tensor<i32>
    %1670 = stablehlo.broadcast_in_dim %c_491, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1671 = stablehlo.add %1667, %1670 : tensor<10x10xi32>
    %1672 = stablehlo.select %1669, %1671, %1667 : tensor<10x10xi1>, tensor<10x10xi32>
    %1673 = stablehlo.broadcast_in_dim %1672, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1674 = "stablehlo.scatter"(%1607, %1673, %1663) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %1676 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1677 = stablehlo.reshape %1676 : (tensor<1x1xf32>) -> tensor<f32>
    %1678 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1679 = stablehlo.reshape %1678 : (tensor<1x1xf32>) -> tensor<f32>
    %1680 = stablehlo.multiply %1677, %1679 : tensor<f32>
    %c_493 = stablehlo.constant dense<10> : tensor<i32>
    %1681 = stablehlo.broadcast_in_dim %c_493, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1682 = stablehlo.multiply %13, %1681 : tensor<10x10xi32>
    %c_494 = stablehlo.constant dense<0> : tensor<i32>
    %1683 = stablehlo.broadcast_in_dim %c_494, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1684 = stablehlo.add %1682, %1683 : tensor<10x10xi32>
    %c_495 = stablehlo.constant dense<0> : tensor<i32>
    %1685 = stablehlo.broadcast_in_dim %c_495, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1686 = stablehlo.compare LT, %1684, %1685, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_496 = stablehlo.constant dense<1000> : tensor<i32>
    %1687 = stablehlo.broadcast_in_dim %c_496, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1688 = stablehlo.add %1684, %1687 : tensor<10x10xi32>
    %1689 = stablehlo.select %1686, %1688, %1684 : tensor<10x10xi1>, tensor<10x10xi32>
    %1690 = stablehlo.broadcast_in_dim %1689, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1691 = "stablehlo.gather"(%372, %1690) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1692 = stablehlo.broadcast_in_dim %1680, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1693 = stablehlo.multiply %1692, %1691 : tensor<64x10x10xf32>
    %1694 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1695 = stablehlo.reshape %1694 : (tensor<1x1xf32>) -> tensor<f32>
    %1696 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1697 = stablehlo.reshape %1696 : (tensor<1x1xf32>) -> tensor<f32>
    %1698 = stablehlo.multiply %1695, %1697 : tensor<f32>
    %c_497 = stablehlo.constant dense<10> : tensor<i32>
    %1699 = stablehlo.broadcast_in_dim %c_497, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1700 = stablehlo.multiply %13, %1699 : tensor<10x10xi32>
    %c_498 = stablehlo.constant dense<1> : tensor<i32>
    %1701 = stablehlo.broadcast_in_dim %c_498, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1702 = stablehlo.add %1700, %1701 : tensor<10x10xi32>
    %c_499 = stablehlo.constant dense<0> : tensor<i32>
    %1703 = stablehlo.broadcast_in_dim %c_499, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1704 = stablehlo.compare LT, %1702, %1703, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_500 = stablehlo.constant dense<1000> : tensor<i32>
    %1705 = stablehlo.broadcast_in_dim %c_500, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1706 = stablehlo.add %1702, %1705 : tensor<10x10xi32>
    %1707 = stablehlo.select %1704, %1706, %1702 : tensor<10x10xi1>, tensor<10x10xi32>
    %1708 = stablehlo.broadcast_in_dim %1707, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1709 = "stablehlo.gather"(%372, %1708) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1710 = stablehlo.broadcast_in_dim %1698, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1711 = stablehlo.multiply %1710, %1709 : tensor<64x10x10xf32>
    %1712 = stablehlo.add %1693, %1711 : tensor<64x10x10xf32>
    %1713 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1714 = stablehlo.reshape %1713 : (tensor<1x1xf32>) -> tensor<f32>
    %1715 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1716 = stablehlo.reshape %1715 : (tensor<1x1xf32>) -> tensor<f32>
    %1717 = stablehlo.multiply %1714, %1716 : tensor<f32>
    %c_501 = stablehlo.constant dense<10> : tensor<i32>
    %1718 = stablehlo.broadcast_in_dim %c_501, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1719 = stablehlo.multiply %13, %1718 : tensor<10x10xi32>
    %c_502 = stablehlo.constant dense<2> : tensor<i32>
    %1720 = stablehlo.broadcast_in_dim %c_502, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1721 = stablehlo.add %1719, %1720 : tensor<10x10xi32>
    %c_503 = stablehlo.constant dense<0> : tensor<i32>
    %1722 = stablehlo.broadcast_in_dim %c_503, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1723 = stablehlo.compare LT, %1721, %1722, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_504 = stablehlo.constant dense<1000> : tensor<i32>
    %1724 = stablehlo.broadcast_in_dim %c_504, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1725 = stablehlo.add %1721, %1724 : tensor<10x10xi32>
    %1726 = stablehlo.select %1723, %1725, %1721 : tensor<10x10xi1>, tensor<10x10xi32>
    %1727 = stablehlo.broadcast_in_dim %1726, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1728 = "stablehlo.gather"(%372, %1727) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1729 = stablehlo.broadcast_in_dim %1717, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1730 = stablehlo.multiply %1729, %1728 : tensor<64x10x10xf32>
    %1731 = stablehlo.add %1712, %1730 : tensor<64x10x10xf32>
    %c_505 = stablehlo.constant dense<10> : tensor<i32>
    %1732 = stablehlo.broadcast_in_dim %c_505, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1733 = stablehlo.multiply %13, %1732 : tensor<10x10xi32>
    %c_506 = stablehlo.constant dense<0> : tensor<i32>
    %1734 = stablehlo.broadcast_in_dim %c_506, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1735 = stablehlo.add %1733, %1734 : tensor<10x10xi32>
    %c_507 = stablehlo.constant dense<0> : tensor<i32>
    %1736 = stablehlo.broadcast_in_dim %c_507, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1737 = stablehlo.compare LT, %1735, %1736, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_508 = stablehlo.constant dense<1000> : tensor<i32>
    %1738 = stablehlo.broadcast_in_dim %c_508, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1739 = stablehlo.add %1735, %1738 : tensor<10x10xi32>
    %1740 = stablehlo.select %1737, %1739, %1735 : tensor<10x10xi1>, tensor<10x10xi32>
    %1741 = stablehlo.broadcast_in_dim %1740, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1742 = "stablehlo.scatter"(%1675, %1741, %1731) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1743 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1744 = stablehlo.reshape %1743 : (tensor<1x1xf32>) -> tensor<f32>
    %1745 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1746 = stablehlo.reshape %1745 : (tensor<1x1xf32>) -> tensor<f32>
    %1747 = stablehlo.multiply %1744, %1746 : tensor<f32>
    %c_509 = stablehlo.constant dense<10> : tensor<i32>
    %1748 = stablehlo.broadcast_in_dim %c_509, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1749 = stablehlo.multiply %13, %1748 : tensor<10x10xi32>
    %c_510 = stablehlo.constant dense<0> : tensor<i32>
    %1750 = stablehlo.broadcast_in_dim %c_510, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1751 = stablehlo.add %1749, %1750 : tensor<10x10xi32>
    %c_511 = stablehlo.constant dense<0> : tensor<i32>
    %1752 = stablehlo.broadcast_in_dim %c_511, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1753 = stablehlo.compare LT, %1751, %1752, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_512 = stablehlo.constant dense<1000> : tensor<i32>
    %1754 = stablehlo.broadcast_in_dim %c_512, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1755 = stablehlo.add %1751, %1754 : tensor<10x10xi32>
    %1756 = stablehlo.select %1753, %1755, %1751 : tensor<10x10xi1>, tensor<10x10xi32>
    %1757 = stablehlo.broadcast_in_dim %1756, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1758 = "stablehlo.gather"(%619, %1757) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1759 = stablehlo.broadcast_in_dim %1747, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1760 = stablehlo.multiply %1759, %1758 : tensor<64x10x10xf32>
    %1761 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1762 = stablehlo.reshape %1761 : (tensor<1x1xf32>) -> tensor<f32>
    %1763 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1764 = stablehlo.reshape %1763 : (tensor<1x1xf32>) -> tensor<f32>
    %1765 = stablehlo.multiply %1762, %1764 : tensor<f32>
    %c_513 = stablehlo.constant dense<10> : tensor<i32>
    %1766 = stablehlo.broadcast_in_dim %c_513, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1767 = stablehlo.multiply %13, %1766 : tensor<10x10xi32>
    %c_514 = stablehlo.constant dense<1> : tensor<i32>
    %1768 = stablehlo.broadcast_in_dim %c_514, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1769 = stablehlo.add %1767, %1768 : tensor<10x10xi32>
    %c_515 = stablehlo.constant dense<0> : tensor<i32>
    %1770 = stablehlo.broadcast_in_dim %c_515, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1771 = stablehlo.compare LT, %1769, %1770, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_516 = stablehlo.constant dense<1000> : tensor<i32>
    %1772 = stablehlo.broadcast_in_dim %c_516, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1773 = stablehlo.add %1769, %1772 : tensor<10x10xi32>
    %1774 = stablehlo.select %1771, %1773, %1769 : tensor<10x10xi1>, tensor<10x10xi32>
    %1775 = stablehlo.broadcast_in_dim %1774, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1776 = "stablehlo.gather"(%619, %1775) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1777 = stablehlo.broadcast_in_dim %1765, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1778 = stablehlo.multiply %1777, %1776 : tensor<64x10x10xf32>
    %1779 = stablehlo.add %1760, %1778 : tensor<64x10x10xf32>
    %1780 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1781 = stablehlo.reshape %1780 : (tensor<1x1xf32>) -> tensor<f32>
    %1782 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1783 = stablehlo.reshape %1782 : (tensor<1x1xf32>) -> tensor<f32>
    %1784 = stablehlo.multiply %1781, %1783 : tensor<f32>
    %c_517 = stablehlo.constant dense<10> : tensor<i32>
    %1785 = stablehlo.broadcast_in_dim %c_517, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1786 = stablehlo.multiply %13, %1785 : tensor<10x10xi32>
    %c_518 = stablehlo.constant dense<2> : tensor<i32>
    %1787 = stablehlo.broadcast_in_dim %c_518, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1788 = stablehlo.add %1786, %1787 : tensor<10x10xi32>
    %c_519 = stablehlo.constant dense<0> : tensor<i32>
    %1789 = stablehlo.broadcast_in_dim %c_519, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1790 = stablehlo.compare LT, %1788, %1789, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_520 = stablehlo.constant dense<1000> : tensor<i32>
    %1791 = stablehlo.broadcast_in_dim %c_520, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1792 = stablehlo.add %1788, %1791 : tensor<10x10xi32>
    %1793 = stablehlo.select %1790, %1792, %1788 : tensor<10x10xi1>, tensor<10x10xi32>
    %1794 = stablehlo.broadcast_in_dim %1793, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1795 = "stablehlo.gather"(%619, %1794) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1796 = stablehlo.broadcast_in_dim %1784, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1797 = stablehlo.multiply %1796, %1795 : tensor<64x10x10xf32>
    %1798 = stablehlo.add %1779, %1797 : tensor<64x10x10xf32>
    %c_521 = stablehlo.constant dense<10> : tensor<i32>
    %1799 = stablehlo.broadcast_in_dim %c_521, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1800 = stablehlo.multiply %13, %1799 : tensor<10x10xi32>
    %c_522 = stablehlo.constant dense<1> : tensor<i32>
    %1801 = stablehlo.broadcast_in_dim %c_522, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1802 = stablehlo.add %1800, %1801 : tensor<10x10xi32>
    %c_523 = stablehlo.constant dense<0> : tensor<i32>
    %1803 = stablehlo.broadcast_in_dim %c_523, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1804 = stablehlo.compare LT, %1802, %1803, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_524 = stablehlo.constant dense<1000> : tensor<i32>
    %1805 = stablehlo.broadcast_in_dim %c_524, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1806 = stablehlo.add %1802, %1805 : tensor<10x10xi32>
    %1807 = stablehlo.select %1804, %1806, %1802 : tensor<10x10xi1>, tensor<10x10xi32>
    %1808 = stablehlo.broadcast_in_dim %1807, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1809 = "stablehlo.scatter"(%1742, %1808, %1798) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1810 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1811 = stablehlo.reshape %1810 : (tensor<1x1xf32>) -> tensor<f32>
    %1812 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1813 = stablehlo.reshape %1812 : (tensor<1x1xf32>) -> tensor<f32>
    %1814 = stablehlo.multiply %1811, %1813 : tensor<f32>
    %c_525 = stablehlo.constant dense<10> : tensor<i32>
    %1815 = stablehlo.broadcast_in_dim %c_525, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1816 = stablehlo.multiply %13, %1815 : tensor<10x10xi32>
    %c_526 = stablehlo.constant dense<0> : tensor<i32>
    %1817 = stablehlo.broadcast_in_dim %c_526, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1818 = stablehlo.add %1816, %1817 : tensor<10x10xi32>
    %c_527 = stablehlo.constant dense<0> : tensor<i32>
    %1819 = stablehlo.broadcast_in_dim %c_527, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1820 = stablehlo.compare LT, %1818, %1819, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_528 = stablehlo.constant dense<1000> : tensor<i32>
    %1821 = stablehlo.broadcast_in_dim %c_528, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1822 = stablehlo.add %1818, %1821 : tensor<10x10xi32>
    %1823 = stablehlo.select %1820, %1822, %1818 : tensor<10x10xi1>, tensor<10x10xi32>
    %1824 = stablehlo.broadcast_in_dim %1823, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1825 = "stablehlo.gather"(%866, %1824) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1826 = stablehlo.broadcast_in_dim %1814, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1827 = stablehlo.multiply %1826, %1825 : tensor<64x10x10xf32>
    %1828 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1829 = stablehlo.reshape %1828 : (tensor<1x1xf32>) -> tensor<f32>
    %1830 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1831 = stablehlo.reshape %1830 : (tensor<1x1xf32>) -> tensor<f32>
    %1832 = stablehlo.multiply %1829, %1831 : tensor<f32>
    %c_529 = stablehlo.constant dense<10> : tensor<i32>
    %1833 = stablehlo.broadcast_in_dim %c_529, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1834 = stablehlo.multiply %13, %1833 : tensor<10x10xi32>
    %c_530 = stablehlo.constant dense<1> : tensor<i32>
    %1835 = stablehlo.broadcast_in_dim %c_530, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1836 = stablehlo.add %1834, %1835 : tensor<10x10xi32>
    %c_531 = stablehlo.constant dense<0> : tensor<i32>
    %1837 = stablehlo.broadcast_in_dim %c_531, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1838 = stablehlo.compare LT, %1836, %1837, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_532 = stablehlo.constant dense<1000> : tensor<i32>
    %1839 = stablehlo.broadcast_in_dim %c_532, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1840 = stablehlo.add %1836, %1839 : tensor<10x10xi32>
    %1841 = stablehlo.select %1838, %1840, %1836 : tensor<10x10xi1>, tensor<10x10xi32>
    %1842 = stablehlo.broadcast_in_dim %1841, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1843 = "stablehlo.gather"(%866, %1842) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1844 = stablehlo.broadcast_in_dim %1832, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1845 = stablehlo.multiply %1844, %1843 : tensor<64x10x10xf32>
    %1846 = stablehlo.add %1827, %1845 : tensor<64x10x10xf32>
    %1847 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1848 = stablehlo.reshape %1847 : (tensor<1x1xf32>) -> tensor<f32>
    %1849 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1850 = stablehlo.reshape %1849 : (tensor<1x1xf32>) -> tensor<f32>
    %1851 = stablehlo.multiply %1848, %1850 : tensor<f32>
    %c_533 = stablehlo.constant dense<10> : tensor<i32>
    %1852 = stablehlo.broadcast_in_dim %c_533, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1853 = stablehlo.multiply %13, %1852 : tensor<10x10xi32>
    %c_534 = stablehlo.constant dense<2> : tensor<i32>
    %1854 = stablehlo.broadcast_in_dim %c_534, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1855 = stablehlo.add %1853, %1854 : tensor<10x10xi32>
    %c_535 = stablehlo.constant dense<0> : tensor<i32>
    %1856 = stablehlo.broadcast_in_dim %c_535, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1857 = stablehlo.compare LT, %1855, %1856, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_536 = stablehlo.constant dense<1000> : tensor<i32>
    %1858 = stablehlo.broadcast_in_dim %c_536, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1859 = stablehlo.add %1855, %1858 : tensor<10x10xi32>
    %1860 = stablehlo.select %1857, %1859, %1855 : tensor<10x10xi1>, tensor<10x10xi32>
    %1861 = stablehlo.broadcast_in_dim %1860, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1862 = "stablehlo.gather"(%866, %1861) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1863 = stablehlo.broadcast_in_dim %1851, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1864 = stablehlo.multiply %1863, %1862 : tensor<64x10x10xf32>
    %1865 = stablehlo.add %1846, %1864 : tensor<64x10x10xf32>
    %c_537 = stablehlo.constant dense<10> : tensor<i32>
    %1866 = stablehlo.broadcast_in_dim %c_537, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1867 = stablehlo.multiply %13, %1866 : tensor<10x10xi32>
    %c_538 = stablehlo.constant dense<2> : tensor<i32>
    %1868 = stablehlo.broadcast_in_dim %c_538, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1869 = stablehlo.add %1867, %1868 : tensor<10x10xi32>
    %c_539 = stablehlo.constant dense<0> : tensor<i32>
    %1870 = stablehlo.broadcast_in_dim %c_539, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1871 = stablehlo.compare LT, %1869, %1870, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_540 = stablehlo.constant dense<1000> : tensor<i32>
    %1872 = stablehlo.broadcast_in_dim %c_540, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1873 = stablehlo.add %1869, %1872 : tensor<10x10xi32>
    %1874 = stablehlo.select %1871, %1873, %1869 : tensor<10x10xi1>, tensor<10x10xi32>
    %1875 = stablehlo.broadcast_in_dim %1874, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1876 = "stablehlo.scatter"(%1809, %1875, %1865) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_541 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1877 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %1878 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1879 = stablehlo.reshape %1878 : (tensor<1x1xf32>) -> tensor<f32>
    %1880 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1881 = stablehlo.reshape %1880 : (tensor<1x1xf32>) -> tensor<f32>
    %1882 = stablehlo.multiply %1879, %1881 : tensor<f32>
    %c_542 = stablehlo.constant dense<10> : tensor<i32>
    %1883 = stablehlo.broadcast_in_dim %c_542, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1884 = stablehlo.multiply %13, %1883 : tensor<10x10xi32>
    %c_543 = stablehlo.constant dense<0> : tensor<i32>
    %1885 = stablehlo.broadcast_in_dim %c_543, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1886 = stablehlo.add %1884, %1885 : tensor<10x10xi32>
    %c_544 = stablehlo.constant dense<0> : tensor<i32>
    %1887 = stablehlo.broadcast_in_dim %c_544, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1888 = stablehlo.compare LT, %1886, %1887, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_545 = stablehlo.constant dense<1000> : tensor<i32>
    %1889 = stablehlo.broadcast_in_dim %c_545, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1890 = stablehlo.add %1886, %1889 : tensor<10x10xi32>
    %1891 = stablehlo.select %1888, %1890, %1886 : tensor<10x10xi1>, tensor<10x10xi32>
    %1892 = stablehlo.broadcast_in_dim %1891, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1893 = "stablehlo.gather"(%372, %1892) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1894 = stablehlo.broadcast_in_dim %1882, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1895 = stablehlo.multiply %1894, %1893 : tensor<64x10x10xf32>
    %1896 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1897 = stablehlo.reshape %1896 : (tensor<1x1xf32>) -> tensor<f32>
    %1898 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1899 = stablehlo.reshape %1898 : (tensor<1x1xf32>) -> tensor<f32>
    %1900 = stablehlo.multiply %1897, %1899 : tensor<f32>
    %c_546 = stablehlo.constant dense<10> : tensor<i32>
    %1901 = stablehlo.broadcast_in_dim %c_546, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1902 = stablehlo.multiply %13, %1901 : tensor<10x10xi32>
    %c_547 = stablehlo.constant dense<1> : tensor<i32>
    %1903 = stablehlo.broadcast_in_dim %c_547, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1904 = stablehlo.add %1902, %1903 : tensor<10x10xi32>
    %c_548 = stablehlo.constant dense<0> : tensor<i32>
    %1905 = stablehlo.broadcast_in_dim %c_548, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1906 = stablehlo.compare LT, %1904, %1905, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_549 = stablehlo.constant dense<1000> : tensor<i32>
    %1907 = stablehlo.broadcast_in_dim %c_549, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1908 = stablehlo.add %1904, %1907 : tensor<10x10xi32>
    %1909 = stablehlo.select %1906, %1908, %1904 : tensor<10x10xi1>, tensor<10x10xi32>
    %1910 = stablehlo.broadcast_in_dim %1909, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1911 = "stablehlo.gather"(%372, %1910) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1912 = stablehlo.broadcast_in_dim %1900, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1913 = stablehlo.multiply %1912, %1911 : tensor<64x10x10xf32>
    %1914 = stablehlo.add %1895, %1913 : tensor<64x10x10xf32>
    %1915 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1916 = stablehlo.reshape %1915 : (tensor<1x1xf32>) -> tensor<f32>
    %1917 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1918 = stablehlo.reshape %1917 : (tensor<1x1xf32>) -> tensor<f32>
    %1919 = stablehlo.multiply %1916, %1918 : tensor<f32>
    %c_550 = stablehlo.constant dense<10> : tensor<i32>
    %1920 = stablehlo.broadcast_in_dim %c_550, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1921 = stablehlo.multiply %13, %1920 : tensor<10x10xi32>
    %c_551 = stablehlo.constant dense<2> : tensor<i32>
    %1922 = stablehlo.broadcast_in_dim %c_551, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1923 = stablehlo.add %1921, %1922 : tensor<10x10xi32>
    %c_552 = stablehlo.constant dense<0> : tensor<i32>
    %1924 = stablehlo.broadcast_in_dim %c_552, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1925 = stablehlo.compare LT, %1923, %1924, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_553 = stablehlo.constant dense<1000> : tensor<i32>
    %1926 = stablehlo.broadcast_in_dim %c_553, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1927 = stablehlo.add %1923, %1926 : tensor<10x10xi32>
    %1928 = stablehlo.select %1925, %1927, %1923 : tensor<10x10xi1>, tensor<10x10xi32>
    %1929 = stablehlo.broadcast_in_dim %1928, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1930 = "stablehlo.gather"(%372, %1929) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1931 = stablehlo.broadcast_in_dim %1919, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1932 = stablehlo.multiply %1931, %1930 : tensor<64x10x10xf32>
    %1933 = stablehlo.add %1914, %1932 : tensor<64x10x10xf32>
    %c_554 = stablehlo.constant dense<10> : tensor<i32>
    %1934 = stablehlo.broadcast_in_dim %c_554, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1935 = stablehlo.multiply %13, %1934 : tensor<10x10xi32>
    %c_555 = stablehlo.constant dense<0> : tensor<i32>
    %1936 = stablehlo.broadcast_in_dim %c_555, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1937 = stablehlo.add %1935, %1936 : tensor<10x10xi32>
    %c_556 = stablehlo.constant dense<0> : tensor<i32>
    %1938 = stablehlo.broadcast_in_dim %c_556, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1939 = stablehlo.compare LT, %1937, %1938, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_557 = stablehlo.constant dense<1000> : tensor<i32>
    %1940 = stablehlo.broadcast_in_dim %c_557, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1941 = stablehlo.add %1937, %1940 : tensor<10x10xi32>
    %1942 = stablehlo.select %1939, %1941, %1937 : tensor<10x10xi1>, tensor<10x10xi32>
    %1943 = stablehlo.broadcast_in_dim %1942, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1944 = "stablehlo.scatter"(%1877, %1943, %1933) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %1945 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1946 = stablehlo.reshape %1945 : (tensor<1x1xf32>) -> tensor<f32>
    %1947 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1948 = stablehlo.reshape %1947 : (tensor<1x1xf32>) -> tensor<f32>
    %1949 = stablehlo.multiply %1946, %1948 : tensor<f32>
    %c_558 = stablehlo.constant dense<10> : tensor<i32>
    %1950 = stablehlo.broadcast_in_dim %c_558, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1951 = stablehlo.multiply %13, %1950 : tensor<10x10xi32>
    %c_559 = stablehlo.constant dense<0> : tensor<i32>
    %1952 = stablehlo.broadcast_in_dim %c_559, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1953 = stablehlo.add %1951, %1952 : tensor<10x10xi32>
    %c_560 = stablehlo.constant dense<0> : tensor<i32>
    %1954 = stablehlo.broadcast_in_dim %c_560, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1955 = stablehlo.compare LT, %1953, %1954, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_561 = stablehlo.constant dense<1000> : tensor<i32>
    %1956 = stablehlo.broadcast_in_dim %c_561, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1957 = stablehlo.add %1953, %1956 : tensor<10x10xi32>
    %1958 = stablehlo.select %1955, %1957, %1953 : tensor<10x10xi1>, tensor<10x10xi32>
    %1959 = stablehlo.broadcast_in_dim %1958, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1960 = "stablehlo.gather"(%619, %1959) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1961 = stablehlo.broadcast_in_dim %1949, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1962 = stablehlo.multiply %1961, %1960 : tensor<64x10x10xf32>
    %1963 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1964 = stablehlo.reshape %1963 : (tensor<1x1xf32>) -> tensor<f32>
    %1965 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1966 = stablehlo.reshape %1965 : (tensor<1x1xf32>) -> tensor<f32>
    %1967 = stablehlo.multiply %1964, %1966 : tensor<f32>
    %c_562 = stablehlo.constant dense<10> : tensor<i32>
    %1968 = stablehlo.broadcast_in_dim %c_562, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1969 = stablehlo.multiply %13, %1968 : tensor<10x10xi32>
    %c_563 = stablehlo.constant dense<1> : tensor<i32>
    %1970 = stablehlo.broadcast_in_dim %c_563, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1971 = stablehlo.add %1969, %1970 : tensor<10x10xi32>
    %c_564 = stablehlo.constant dense<0> : tensor<i32>
    %1972 = stablehlo.broadcast_in_dim %c_564, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1973 = stablehlo.compare LT, %1971, %1972, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_565 = stablehlo.constant dense<1000> : tensor<i32>
    %1974 = stablehlo.broadcast_in_dim %c_565, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1975 = stablehlo.add %1971, %1974 : tensor<10x10xi32>
    %1976 = stablehlo.select %1973, %1975, %1971 : tensor<10x10xi1>, tensor<10x10xi32>
    %1977 = stablehlo.broadcast_in_dim %1976, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1978 = "stablehlo.gather"(%619, %1977) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1979 = stablehlo.broadcast_in_dim %1967, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1980 = stablehlo.multiply %1979, %1978 : tensor<64x10x10xf32>
    %1981 = stablehlo.add %1962, %1980 : tensor<64x10x10xf32>
    %1982 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1983 = stablehlo.reshape %1982 : (tensor<1x1xf32>) -> tensor<f32>
    %1984 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %1985 = stablehlo.reshape %1984 : (tensor<1x1xf32>) -> tensor<f32>
    %1986 = stablehlo.multiply %1983, %1985 : tensor<f32>
    %c_566 = stablehlo.constant dense<10> : tensor<i32>
    %1987 = stablehlo.broadcast_in_dim %c_566, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1988 = stablehlo.multiply %13, %1987 : tensor<10x10xi32>
    %c_567 = stablehlo.constant dense<2> : tensor<i32>
    %1989 = stablehlo.broadcast_in_dim %c_567, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1990 = stablehlo.add %1988, %1989 : tensor<10x10xi32>
    %c_568 = stablehlo.constant dense<0> : tensor<i32>
    %1991 = stablehlo.broadcast_in_dim %c_568, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1992 = stablehlo.compare LT, %1990, %1991, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_569 = stablehlo.constant dense<1000> : tensor<i32>
    %1993 = stablehlo.broadcast_in_dim %c_569, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %1994 = stablehlo.add %1990, %1993 : tensor<10x10xi32>
    %1995 = stablehlo.select %1992, %1994, %1990 : tensor<10x10xi1>, tensor<10x10xi32>
    %1996 = stablehlo.broadcast_in_dim %1995, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %1997 = "stablehlo.gather"(%619, %1996) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %1998 = stablehlo.broadcast_in_dim %1986, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %1999 = stablehlo.multiply %1998, %1997 : tensor<64x10x10xf32>
    %2000 = stablehlo.add %1981, %1999 : tensor<64x10x10xf32>
    %c_570 = stablehlo.constant dense<10> : tensor<i32>
    %2001 = stablehlo.broadcast_in_dim %c_570, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2002 = stablehlo.multiply %13, %2001 : tensor<10x10xi32>
    %c_571 = stablehlo.constant dense<1> : tensor<i32>
    %2003 = stablehlo.broadcast_in_dim %c_571, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2004 = stablehlo.add %2002, %2003 : tensor<10x10xi32>
    %c_572 = stablehlo.constant dense<0> : tensor<i32>
    %2005 = stablehlo.broadcast_in_dim %c_572, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2006 = stablehlo.compare LT, %2004, %2005, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_573 = stablehlo.constant dense<1000> : tensor<i32>
    %2007 = stablehlo.broadcast_in_dim %c_573, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2008 = stablehlo.add %2004, %2007 : tensor<10x10xi32>
    %2009 = stablehlo.select %2006, %2008, %2004 : tensor<10x10xi1>, tensor<10x10xi32>
    %2010 = stablehlo.broadcast_in_dim %2009, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2011 = "stablehlo.scatter"(%1944, %2010, %2000) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2012 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2013 = stablehlo.reshape %2012 : (tensor<1x1xf32>) -> tensor<f32>
    %2014 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2015 = stablehlo.reshape %2014 : (tensor<1x1xf32>) -> tensor<f32>
    %2016 = stablehlo.multiply %2013, %2015 : tensor<f32>
    %c_574 = stablehlo.constant dense<10> : tensor<i32>
    %2017 = stablehlo.broadcast_in_dim %c_574, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2018 = stablehlo.multiply %13, %2017 : tensor<10x10xi32>
    %c_575 = stablehlo.constant dense<0> : tensor<i32>
    %2019 = stablehlo.broadcast_in_dim %c_575, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2020 = stablehlo.add %2018, %2019 : tensor<10x10xi32>
    %c_576 = stablehlo.constant dense<0> : tensor<i32>
    %2021 = stablehlo.broadcast_in_dim %c_576, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2022 = stablehlo.compare LT, %2020, %2021, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_577 = stablehlo.constant dense<1000> : tensor<i32>
    %2023 = stablehlo.broadcast_in_dim %c_577, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2024 = stablehlo.add %2020, %2023 : tensor<10x10xi32>
    %2025 = stablehlo.select %2022, %2024, %2020 : tensor<10x10xi1>, tensor<10x10xi32>
    %2026 = stablehlo.broadcast_in_dim %2025, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2027 = "stablehlo.gather"(%866, %2026) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2028 = stablehlo.broadcast_in_dim %2016, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2029 = stablehlo.multiply %2028, %2027 : tensor<64x10x10xf32>
    %2030 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2031 = stablehlo.reshape %2030 : (tensor<1x1xf32>) -> tensor<f32>
    %2032 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2033 = stablehlo.reshape %2032 : (tensor<1x1xf32>) -> tensor<f32>
    %2034 = stablehlo.multiply %2031, %2033 : tensor<f32>
    %c_578 = stablehlo.constant dense<10> : tensor<i32>
    %2035 = stablehlo.broadcast_in_dim %c_578, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2036 = stablehlo.multiply %13, %2035 : tensor<10x10xi32>
    %c_579 = stablehlo.constant dense<1> : tensor<i32>
    %2037 = stablehlo.broadcast_in_dim %c_579, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2038 = stablehlo.add %2036, %2037 : tensor<10x10xi32>
    %c_580 = stablehlo.constant dense<0> : tensor<i32>
    %2039 = stablehlo.broadcast_in_dim %c_580, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2040 = stablehlo.compare LT, %2038, %2039, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_581 = stablehlo.constant dense<1000> : tensor<i32>
    %2041 = stablehlo.broadcast_in_dim %c_581, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2042 = stablehlo.add %2038, %2041 : tensor<10x10xi32>
    %2043 = stablehlo.select %2040, %2042, %2038 : tensor<10x10xi1>, tensor<10x10xi32>
    %2044 = stablehlo.broadcast_in_dim %2043, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2045 = "stablehlo.gather"(%866, %2044) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2046 = stablehlo.broadcast_in_dim %2034, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2047 = stablehlo.multiply %2046, %2045 : tensor<64x10x10xf32>
    %2048 = stablehlo.add %2029, %2047 : tensor<64x10x10xf32>
    %2049 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2050 = stablehlo.reshape %2049 : (tensor<1x1xf32>) -> tensor<f32>
    %2051 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2052 = stablehlo.reshape %2051 : (tensor<1x1xf32>) -> tensor<f32>
    %2053 = stablehlo.multiply %2050, %2052 : tensor<f32>
    %c_582 = stablehlo.constant dense<10> : tensor<i32>
    %2054 = stablehlo.broadcast_in_dim %c_582, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2055 = stablehlo.multiply %13, %2054 : tensor<10x10xi32>
    %c_583 = stablehlo.constant dense<2> : tensor<i32>
    %2056 = stablehlo.broadcast_in_dim %c_583, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2057 = stablehlo.add %2055, %2056 : tensor<10x10xi32>
    %c_584 = stablehlo.constant dense<0> : tensor<i32>
    %2058 = stablehlo.broadcast_in_dim %c_584, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2059 = stablehlo.compare LT, %2057, %2058, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_585 = stablehlo.constant dense<1000> : tensor<i32>
    %2060 = stablehlo.broadcast_in_dim %c_585, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2061 = stablehlo.add %2057, %2060 : tensor<10x10xi32>
    %2062 = stablehlo.select %2059, %2061, %2057 : tensor<10x10xi1>, tensor<10x10xi32>
    %2063 = stablehlo.broadcast_in_dim %2062, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2064 = "stablehlo.gather"(%866, %2063) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2065 = stablehlo.broadcast_in_dim %2053, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2066 = stablehlo.multiply %2065, %2064 : tensor<64x10x10xf32>
    %2067 = stablehlo.add %2048, %2066 : tensor<64x10x10xf32>
    %c_586 = stablehlo.constant dense<10> : tensor<i32>
    %2068 = stablehlo.broadcast_in_dim %c_586, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2069 = stablehlo.multiply %13, %2068 : tensor<10x10xi32>
    %c_587 = stablehlo.constant dense<2> : tensor<i32>
    %2070 = stablehlo.broadcast_in_dim %c_587, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2071 = stablehlo.add %2069, %2070 : tensor<10x10xi32>
    %c_588 = stablehlo.constant dense<0> : tensor<i32>
    %2072 = stablehlo.broadcast_in_dim %c_588, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2073 = stablehlo.compare LT, %2071, %2072, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_589 = stablehlo.constant dense<1000> : tensor<i32>
    %2074 = stablehlo.broadcast_in_dim %c_589, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2075 = stablehlo.add %2071, %2074 : tensor<10x10xi32>
    %2076 = stablehlo.select %2073, %2075, %2071 : tensor<10x10xi1>, tensor<10x10xi32>
    %2077 = stablehlo.broadcast_in_dim %2076, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2078 = "stablehlo.scatter"(%2011, %2077, %2067) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_590 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2079 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %2080 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2081 = stablehlo.reshape %2080 : (tensor<1x1xf32>) -> tensor<f32>
    %2082 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2083 = stablehlo.reshape %2082 : (tensor<1x1xf32>) -> tensor<f32>
    %2084 = stablehlo.multiply %2081, %2083 : tensor<f32>
    %c_591 = stablehlo.constant dense<10> : tensor<i32>
    %2085 = stablehlo.broadcast_in_dim %c_591, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2086 = stablehlo.multiply %13, %2085 : tensor<10x10xi32>
    %c_592 = stablehlo.constant dense<0> : tensor<i32>
    %2087 = stablehlo.broadcast_in_dim %c_592, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2088 = stablehlo.add %2086, %2087 : tensor<10x10xi32>
    %c_593 = stablehlo.constant dense<0> : tensor<i32>
    %2089 = stablehlo.broadcast_in_dim %c_593, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2090 = stablehlo.compare LT, %2088, %2089, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_594 = stablehlo.constant dense<1000> : tensor<i32>
    %2091 = stablehlo.broadcast_in_dim %c_594, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2092 = stablehlo.add %2088, %2091 : tensor<10x10xi32>
    %2093 = stablehlo.select %2090, %2092, %2088 : tensor<10x10xi1>, tensor<10x10xi32>
    %2094 = stablehlo.broadcast_in_dim %2093, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2095 = "stablehlo.gather"(%372, %2094) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2096 = stablehlo.broadcast_in_dim %2084, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2097 = stablehlo.multiply %2096, %2095 : tensor<64x10x10xf32>
    %2098 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2099 = stablehlo.reshape %2098 : (tensor<1x1xf32>) -> tensor<f32>
    %2100 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2101 = stablehlo.reshape %2100 : (tensor<1x1xf32>) -> tensor<f32>
    %2102 = stablehlo.multiply %2099, %2101 : tensor<f32>
    %c_595 = stablehlo.constant dense<10> : tensor<i32>
    %2103 = stablehlo.broadcast_in_dim %c_595, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2104 = stablehlo.multiply %13, %2103 : tensor<10x10xi32>
    %c_596 = stablehlo.constant dense<1> : tensor<i32>
    %2105 = stablehlo.broadcast_in_dim %c_596, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2106 = stablehlo.add %2104, %2105 : tensor<10x10xi32>
    %c_597 = stablehlo.constant dense<0> : tensor<i32>
    %2107 = stablehlo.broadcast_in_dim %c_597, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2108 = stablehlo.compare LT, %2106, %2107, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_598 = stablehlo.constant dense<1000> : tensor<i32>
    %2109 = stablehlo.broadcast_in_dim %c_598, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2110 = stablehlo.add %2106, %2109 : tensor<10x10xi32>
    %2111 = stablehlo.select %2108, %2110, %2106 : tensor<10x10xi1>, tensor<10x10xi32>
    %2112 = stablehlo.broadcast_in_dim %2111, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2113 = "stablehlo.gather"(%372, %2112) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2114 = stablehlo.broadcast_in_dim %2102, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2115 = stablehlo.multiply %2114, %2113 : tensor<64x10x10xf32>
    %2116 = stablehlo.add %2097, %2115 : tensor<64x10x10xf32>
    %2117 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2118 = stablehlo.reshape %2117 : (tensor<1x1xf32>) -> tensor<f32>
    %2119 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2120 = stablehlo.reshape %2119 : (tensor<1x1xf32>) -> tensor<f32>
    %2121 = stablehlo.multiply %2118, %2120 : tensor<f32>
    %c_599 = stablehlo.constant dense<10> : tensor<i32>
    %2122 = stablehlo.broadcast_in_dim %c_599, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2123 = stablehlo.multiply %13, %2122 : tensor<10x10xi32>
    %c_600 = stablehlo.constant dense<2> : tensor<i32>
    %2124 = stablehlo.broadcast_in_dim %c_600, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2125 = stablehlo.add %2123, %2124 : tensor<10x10xi32>
    %c_601 = stablehlo.constant dense<0> : tensor<i32>
    %2126 = stablehlo.broadcast_in_dim %c_601, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2127 = stablehlo.compare LT, %2125, %2126, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_602 = stablehlo.constant dense<1000> : tensor<i32>
    %2128 = stablehlo.broadcast_in_dim %c_602, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2129 = stablehlo.add %2125, %2128 : tensor<10x10xi32>
    %2130 = stablehlo.select %2127, %2129, %2125 : tensor<10x10xi1>, tensor<10x10xi32>
    %2131 = stablehlo.broadcast_in_dim %2130, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2132 = "stablehlo.gather"(%372, %2131) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2133 = stablehlo.broadcast_in_dim %2121, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2134 = stablehlo.multiply %2133, %2132 : tensor<64x10x10xf32>
    %2135 = stablehlo.add %2116, %2134 : tensor<64x10x10xf32>
    %c_603 = stablehlo.constant dense<10> : tensor<i32>
    %2136 = stablehlo.broadcast_in_dim %c_603, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2137 = stablehlo.multiply %13, %2136 : tensor<10x10xi32>
    %c_604 = stablehlo.constant dense<0> : tensor<i32>
    %2138 = stablehlo.broadcast_in_dim %c_604, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2139 = stablehlo.add %2137, %2138 : tensor<10x10xi32>
    %c_605 = stablehlo.constant dense<0> : tensor<i32>
    %2140 = stablehlo.broadcast_in_dim %c_605, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2141 = stablehlo.compare LT, %2139, %2140, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_606 = stablehlo.constant dense<1000> : tensor<i32>
    %2142 = stablehlo.broadcast_in_dim %c_606, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2143 = stablehlo.add %2139, %2142 : tensor<10x10xi32>
    %2144 = stablehlo.select %2141, %2143, %2139 : tensor<10x10xi1>, tensor<10x10xi32>
    %2145 = stablehlo.broadcast_in_dim %2144, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2146 = "stablehlo.scatter"(%2079, %2145, %2135) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2147 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2148 = stablehlo.reshape %2147 : (tensor<1x1xf32>) -> tensor<f32>
    %2149 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2150 = stablehlo.reshape %2149 : (tensor<1x1xf32>) -> tensor<f32>
    %2151 = stablehlo.multiply %2148, %2150 : tensor<f32>
    %c_607 = stablehlo.constant dense<10> : tensor<i32>
    %2152 = stablehlo.broadcast_in_dim %c_607, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2153 = stablehlo.multiply %13, %2152 : tensor<10x10xi32>
    %c_608 = stablehlo.constant dense<0> : tensor<i32>
    %2154 = stablehlo.broadcast_in_dim %c_608, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2155 = stablehlo.add %2153, %2154 : tensor<10x10xi32>
    %c_609 = stablehlo.constant dense<0> : tensor<i32>
    %2156 = stablehlo.broadcast_in_dim %c_609, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2157 = stablehlo.compare LT, %2155, %2156, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_610 = stablehlo.constant dense<1000> : tensor<i32>
    %2158 = stablehlo.broadcast_in_dim %c_610, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2159 = stablehlo.add %2155, %2158 : tensor<10x10xi32>
    %2160 = stablehlo.select %2157, %2159, %2155 : tensor<10x10xi1>, tensor<10x10xi32>
    %2161 = stablehlo.broadcast_in_dim %2160, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2162 = "stablehlo.gather"(%619, %2161) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2163 = stablehlo.broadcast_in_dim %2151, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2164 = stablehlo.multiply %2163, %2162 : tensor<64x10x10xf32>
    %2165 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2166 = stablehlo.reshape %2165 : (tensor<1x1xf32>) -> tensor<f32>
    %2167 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2168 = stablehlo.reshape %2167 : (tensor<1x1xf32>) -> tensor<f32>
    %2169 = stablehlo.multiply %2166, %2168 : tensor<f32>
    %c_611 = stablehlo.constant dense<10> : tensor<i32>
    %2170 = stablehlo.broadcast_in_dim %c_611, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2171 = stablehlo.multiply %13, %2170 : tensor<10x10xi32>
    %c_612 = stablehlo.constant dense<1> : tensor<i32>
    %2172 = stablehlo.broadcast_in_dim %c_612, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2173 = stablehlo.add %2171, %2172 : tensor<10x10xi32>
    %c_613 = stablehlo.constant dense<0> : tensor<i32>
    %2174 = stablehlo.broadcast_in_dim %c_613, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2175 = stablehlo.compare LT, %2173, %2174, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_614 = stablehlo.constant dense<1000> : tensor<i32>
    %2176 = stablehlo.broadcast_in_dim %c_614, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2177 = stablehlo.add %2173, %2176 : tensor<10x10xi32>
    %2178 = stablehlo.select %2175, %2177, %2173 : tensor<10x10xi1>, tensor<10x10xi32>
    %2179 = stablehlo.broadcast_in_dim %2178, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2180 = "stablehlo.gather"(%619, %2179) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2181 = stablehlo.broadcast_in_dim %2169, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2182 = stablehlo.multiply %2181, %2180 : tensor<64x10x10xf32>
    %2183 = stablehlo.add %2164, %2182 : tensor<64x10x10xf32>
    %2184 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2185 = stablehlo.reshape %2184 : (tensor<1x1xf32>) -> tensor<f32>
    %2186 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2187 = stablehlo.reshape %2186 : (tensor<1x1xf32>) -> tensor<f32>
    %2188 = stablehlo.multiply %2185, %2187 : tensor<f32>
    %c_615 = stablehlo.constant dense<10> : tensor<i32>
    %2189 = stablehlo.broadcast_in_dim %c_615, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2190 = stablehlo.multiply %13, %2189 : tensor<10x10xi32>
    %c_616 = stablehlo.constant dense<2> : tensor<i32>
    %2191 = stablehlo.broadcast_in_dim %c_616, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2192 = stablehlo.add %2190, %2191 : tensor<10x10xi32>
    %c_617 = stablehlo.constant dense<0> : tensor<i32>
    %2193 = stablehlo.broadcast_in_dim %c_617, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2194 = stablehlo.compare LT, %2192, %2193, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_618 = stablehlo.constant dense<1000> : tensor<i32>
    %2195 = stablehlo.broadcast_in_dim %c_618, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2196 = stablehlo.add %2192, %2195 : tensor<10x10xi32>
    %2197 = stablehlo.select %2194, %2196, %2192 : tensor<10x10xi1>, tensor<10x10xi32>
    %2198 = stablehlo.broadcast_in_dim %2197, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2199 = "stablehlo.gather"(%619, %2198) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2200 = stablehlo.broadcast_in_dim %2188, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2201 = stablehlo.multiply %2200, %2199 : tensor<64x10x10xf32>
    %2202 = stablehlo.add %2183, %2201 : tensor<64x10x10xf32>
    %c_619 = stablehlo.constant dense<10> : tensor<i32>
    %2203 = stablehlo.broadcast_in_dim %c_619, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2204 = stablehlo.multiply %13, %2203 : tensor<10x10xi32>
    %c_620 = stablehlo.constant dense<1> : tensor<i32>
    %2205 = stablehlo.broadcast_in_dim %c_620, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2206 = stablehlo.add %2204, %2205 : tensor<10x10xi32>
    %c_621 = stablehlo.constant dense<0> : tensor<i32>
    %2207 = stablehlo.broadcast_in_dim %c_621, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2208 = stablehlo.compare LT, %2206, %2207, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_622 = stablehlo.constant dense<1000> : tensor<i32>
    %2209 = stablehlo.broadcast_in_dim %c_622, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2210 = stablehlo.add %2206, %2209 : tensor<10x10xi32>
    %2211 = stablehlo.select %2208, %2210, %2206 : tensor<10x10xi1>, tensor<10x10xi32>
    %2212 = stablehlo.broadcast_in_dim %2211, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2213 = "stablehlo.scatter"(%2146, %2212, %2202) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2214 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2215 = stablehlo.reshape %2214 : (tensor<1x1xf32>) -> tensor<f32>
    %2216 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2217 = stablehlo.reshape %2216 : (tensor<1x1xf32>) -> tensor<f32>
    %2218 = stablehlo.multiply %2215, %2217 : tensor<f32>
    %c_623 = stablehlo.constant dense<10> : tensor<i32>
    %2219 = stablehlo.broadcast_in_dim %c_623, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2220 = stablehlo.multiply %13, %2219 : tensor<10x10xi32>
    %c_624 = stablehlo.constant dense<0> : tensor<i32>
    %2221 = stablehlo.broadcast_in_dim %c_624, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2222 = stablehlo.add %2220, %2221 : tensor<10x10xi32>
    %c_625 = stablehlo.constant dense<0> : tensor<i32>
    %2223 = stablehlo.broadcast_in_dim %c_625, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2224 = stablehlo.compare LT, %2222, %2223, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_626 = stablehlo.constant dense<1000> : tensor<i32>
    %2225 = stablehlo.broadcast_in_dim %c_626, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2226 = stablehlo.add %2222, %2225 : tensor<10x10xi32>
    %2227 = stablehlo.select %2224, %2226, %2222 : tensor<10x10xi1>, tensor<10x10xi32>
    %2228 = stablehlo.broadcast_in_dim %2227, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2229 = "stablehlo.gather"(%866, %2228) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2230 = stablehlo.broadcast_in_dim %2218, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2231 = stablehlo.multiply %2230, %2229 : tensor<64x10x10xf32>
    %2232 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2233 = stablehlo.reshape %2232 : (tensor<1x1xf32>) -> tensor<f32>
    %2234 = stablehlo.slice %arg0 [1:2, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2235 = stablehlo.reshape %2234 : (tensor<1x1xf32>) -> tensor<f32>
    %2236 = stablehlo.multiply %2233, %2235 : tensor<f32>
    %c_627 = stablehlo.constant dense<10> : tensor<i32>
    %2237 = stablehlo.broadcast_in_dim %c_627, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2238 = stablehlo.multiply %13, %2237 : tensor<10x10xi32>
    %c_628 = stablehlo.constant dense<1> : tensor<i32>
    %2239 = stablehlo.broadcast_in_dim %c_628, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2240 = stablehlo.add %2238, %2239 : tensor<10x10xi32>
    %c_629 = stablehlo.constant dense<0> : tensor<i32>
    %2241 = stablehlo.broadcast_in_dim %c_629, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2242 = stablehlo.compare LT, %2240, %2241, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_630 = stablehlo.constant dense<1000> : tensor<i32>
    %2243 = stablehlo.broadcast_in_dim %c_630, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2244 = stablehlo.add %2240, %2243 : tensor<10x10xi32>
    %2245 = stablehlo.select %2242, %2244, %2240 : tensor<10x10xi1>, tensor<10x10xi32>
    %2246 = stablehlo.broadcast_in_dim %2245, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2247 = "stablehlo.gather"(%866, %2246) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2248 = stablehlo.broadcast_in_dim %2236, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2249 = stablehlo.multiply %2248, %2247 : tensor<64x10x10xf32>
    %2250 = stablehlo.add %2231, %2249 : tensor<64x10x10xf32>
    %2251 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2252 = stablehlo.reshape %2251 : (tensor<1x1xf32>) -> tensor<f32>
    %2253 = stablehlo.slice %arg0 [2:3, 0:1] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2254 = stablehlo.reshape %2253 : (tensor<1x1xf32>) -> tensor<f32>
    %2255 = stablehlo.multiply %2252, %2254 : tensor<f32>
    %c_631 = stablehlo.constant dense<10> : tensor<i32>
    %2256 = stablehlo.broadcast_in_dim %c_631, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2257 = stablehlo.multiply %13, %2256 : tensor<10x10xi32>
    %c_632 = stablehlo.constant dense<2> : tensor<i32>
    %2258 = stablehlo.broadcast_in_dim %c_632, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2259 = stablehlo.add %2257, %2258 : tensor<10x10xi32>
    %c_633 = stablehlo.constant dense<0> : tensor<i32>
    %2260 = stablehlo.broadcast_in_dim %c_633, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2261 = stablehlo.compare LT, %2259, %2260, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_634 = stablehlo.constant dense<1000> : tensor<i32>
    %2262 = stablehlo.broadcast_in_dim %c_634, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2263 = stablehlo.add %2259, %2262 : tensor<10x10xi32>
    %2264 = stablehlo.select %2261, %2263, %2259 : tensor<10x10xi1>, tensor<10x10xi32>
    %2265 = stablehlo.broadcast_in_dim %2264, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2266 = "stablehlo.gather"(%866, %2265) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2267 = stablehlo.broadcast_in_dim %2255, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2268 = stablehlo.multiply %2267, %2266 : tensor<64x10x10xf32>
    %2269 = stablehlo.add %2250, %2268 : tensor<64x10x10xf32>
    %c_635 = stablehlo.constant dense<10> : tensor<i32>
    %2270 = stablehlo.broadcast_in_dim %c_635, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2271 = stablehlo.multiply %13, %2270 : tensor<10x10xi32>
    %c_636 = stablehlo.constant dense<2> : tensor<i32>
    %2272 = stablehlo.broadcast_in_dim %c_636, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2273 = stablehlo.add %2271, %2272 : tensor<10x10xi32>
    %c_637 = stablehlo.constant dense<0> : tensor<i32>
    %2274 = stablehlo.broadcast_in_dim %c_637, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2275 = stablehlo.compare LT, %2273, %2274, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_638 = stablehlo.constant dense<1000> : tensor<i32>
    %2276 = stablehlo.broadcast_in_dim %c_638, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2277 = stablehlo.add %2273, %2276 : tensor<10x10xi32>
    %2278 = stablehlo.select %2275, %2277, %2273 : tensor<10x10xi1>, tensor<10x10xi32>
    %2279 = stablehlo.broadcast_in_dim %2278, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2280 = "stablehlo.scatter"(%2213, %2279, %2269) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_639 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2281 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %2282 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2283 = stablehlo.reshape %2282 : (tensor<1x1xf32>) -> tensor<f32>
    %2284 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2285 = stablehlo.reshape %2284 : (tensor<1x1xf32>) -> tensor<f32>
    %2286 = stablehlo.multiply %2283, %2285 : tensor<f32>
    %c_640 = stablehlo.constant dense<10> : tensor<i32>
    %2287 = stablehlo.broadcast_in_dim %c_640, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2288 = stablehlo.multiply %13, %2287 : tensor<10x10xi32>
    %c_641 = stablehlo.constant dense<0> : tensor<i32>
    %2289 = stablehlo.broadcast_in_dim %c_641, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2290 = stablehlo.add %2288, %2289 : tensor<10x10xi32>
    %c_642 = stablehlo.constant dense<0> : tensor<i32>
    %2291 = stablehlo.broadcast_in_dim %c_642, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2292 = stablehlo.compare LT, %2290, %2291, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_643 = stablehlo.constant dense<1000> : tensor<i32>
    %2293 = stablehlo.broadcast_in_dim %c_643, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2294 = stablehlo.add %2290, %2293 : tensor<10x10xi32>
    %2295 = stablehlo.select %2292, %2294, %2290 : tensor<10x10xi1>, tensor<10x10xi32>
    %2296 = stablehlo.broadcast_in_dim %2295, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2297 = "stablehlo.gather"(%372, %2296) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2298 = stablehlo.broadcast_in_dim %2286, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2299 = stablehlo.multiply %2298, %2297 : tensor<64x10x10xf32>
    %2300 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2301 = stablehlo.reshape %2300 : (tensor<1x1xf32>) -> tensor<f32>
    %2302 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2303 = stablehlo.reshape %2302 : (tensor<1x1xf32>) -> tensor<f32>
    %2304 = stablehlo.multiply %2301, %2303 : tensor<f32>
    %c_644 = stablehlo.constant dense<10> : tensor<i32>
    %2305 = stablehlo.broadcast_in_dim %c_644, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2306 = stablehlo.multiply %13, %2305 : tensor<10x10xi32>
    %c_645 = stablehlo.constant dense<1> : tensor<i32>
    %2307 = stablehlo.broadcast_in_dim %c_645, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2308 = stablehlo.add %2306, %2307 : tensor<10x10xi32>
    %c_646 = stablehlo.constant dense<0> : tensor<i32>
    %2309 = stablehlo.broadcast_in_dim %c_646, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2310 = stablehlo.compare LT, %2308, %2309, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_647 = stablehlo.constant dense<1000> : tensor<i32>
    %2311 = stablehlo.broadcast_in_dim %c_647, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2312 = stablehlo.add %2308, %2311 : tensor<10x10xi32>
    %2313 = stablehlo.select %2310, %2312, %2308 : tensor<10x10xi1>, tensor<10x10xi32>
    %2314 = stablehlo.broadcast_in_dim %2313, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2315 = "stablehlo.gather"(%372, %2314) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2316 = stablehlo.broadcast_in_dim %2304, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2317 = stablehlo.multiply %2316, %2315 : tensor<64x10x10xf32>
    %2318 = stablehlo.add %2299, %2317 : tensor<64x10x10xf32>
    %2319 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2320 = stablehlo.reshape %2319 : (tensor<1x1xf32>) -> tensor<f32>
    %2321 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2322 = stablehlo.reshape %2321 : (tensor<1x1xf32>) -> tensor<f32>
    %2323 = stablehlo.multiply %2320, %2322 : tensor<f32>
    %c_648 = stablehlo.constant dense<10> : tensor<i32>
    %2324 = stablehlo.broadcast_in_dim %c_648, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2325 = stablehlo.multiply %13, %2324 : tensor<10x10xi32>
    %c_649 = stablehlo.constant dense<2> : tensor<i32>
    %2326 = stablehlo.broadcast_in_dim %c_649, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2327 = stablehlo.add %2325, %2326 : tensor<10x10xi32>
    %c_650 = stablehlo.constant dense<0> : tensor<i32>
    %2328 = stablehlo.broadcast_in_dim %c_650, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2329 = stablehlo.compare LT, %2327, %2328, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_651 = stablehlo.constant dense<1000> : tensor<i32>
    %2330 = stablehlo.broadcast_in_dim %c_651, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2331 = stablehlo.add %2327, %2330 : tensor<10x10xi32>
    %2332 = stablehlo.select %2329, %2331, %2327 : tensor<10x10xi1>, tensor<10x10xi32>
    %2333 = stablehlo.broadcast_in_dim %2332, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2334 = "stablehlo.gather"(%372, %2333) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2335 = stablehlo.broadcast_in_dim %2323, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2336 = stablehlo.multiply %2335, %2334 : tensor<64x10x10xf32>
    %2337 = stablehlo.add %2318, %2336 : tensor<64x10x10xf32>
    %c_652 = stablehlo.constant dense<10> : tensor<i32>
    %2338 = stablehlo.broadcast_in_dim %c_652, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2339 = stablehlo.multiply %13, %2338 : tensor<10x10xi32>
    %c_653 = stablehlo.constant dense<0> : tensor<i32>
    %2340 = stablehlo.broadcast_in_dim %c_653, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2341 = stablehlo.add %2339, %2340 : tensor<10x10xi32>
    %c_654 = stablehlo.constant dense<0> : tensor<i32>
    %2342 = stablehlo.broadcast_in_dim %c_654, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2343 = stablehlo.compare LT, %2341, %2342, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_655 = stablehlo.constant dense<1000> : tensor<i32>
    %2344 = stablehlo.broadcast_in_dim %c_655, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2345 = stablehlo.add %2341, %2344 : tensor<10x10xi32>
    %2346 = stablehlo.select %2343, %2345, %2341 : tensor<10x10xi1>, tensor<10x10xi32>
    %2347 = stablehlo.broadcast_in_dim %2346, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2348 = "stablehlo.scatter"(%2281, %2347, %2337) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2349 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2350 = stablehlo.reshape %2349 : (tensor<1x1xf32>) -> tensor<f32>
    %2351 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2352 = stablehlo.reshape %2351 : (tensor<1x1xf32>) -> tensor<f32>
    %2353 = stablehlo.multiply %2350, %2352 : tensor<f32>
    %c_656 = stablehlo.constant dense<10> : tensor<i32>
    %2354 = stablehlo.broadcast_in_dim %c_656, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2355 = stablehlo.multiply %13, %2354 : tensor<10x10xi32>
    %c_657 = stablehlo.constant dense<0> : tensor<i32>
    %2356 = stablehlo.broadcast_in_dim %c_657, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2357 = stablehlo.add %2355, %2356 : tensor<10x10xi32>
    %c_658 = stablehlo.constant dense<0> : tensor<i32>
    %2358 = stablehlo.broadcast_in_dim %c_658, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2359 = stablehlo.compare LT, %2357, %2358, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_659 = stablehlo.constant dense<1000> : tensor<i32>
    %2360 = stablehlo.broadcast_in_dim %c_659, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2361 = stablehlo.add %2357, %2360 : tensor<10x10xi32>
    %2362 = stablehlo.select %2359, %2361, %2357 : tensor<10x10xi1>, tensor<10x10xi32>
    %2363 = stablehlo.broadcast_in_dim %2362, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2364 = "stablehlo.gather"(%619, %2363) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2365 = stablehlo.broadcast_in_dim %2353, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2366 = stablehlo.multiply %2365, %2364 : tensor<64x10x10xf32>
    %2367 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2368 = stablehlo.reshape %2367 : (tensor<1x1xf32>) -> tensor<f32>
    %2369 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2370 = stablehlo.reshape %2369 : (tensor<1x1xf32>) -> tensor<f32>
    %2371 = stablehlo.multiply %2368, %2370 : tensor<f32>
    %c_660 = stablehlo.constant dense<10> : tensor<i32>
    %2372 = stablehlo.broadcast_in_dim %c_660, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2373 = stablehlo.multiply %13, %2372 : tensor<10x10xi32>
    %c_661 = stablehlo.constant dense<1> : tensor<i32>
    %2374 = stablehlo.broadcast_in_dim %c_661, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2375 = stablehlo.add %2373, %2374 : tensor<10x10xi32>
    %c_662 = stablehlo.constant dense<0> : tensor<i32>
    %2376 = stablehlo.broadcast_in_dim %c_662, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2377 = stablehlo.compare LT, %2375, %2376, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_663 = stablehlo.constant dense<1000> : tensor<i32>
    %2378 = stablehlo.broadcast_in_dim %c_663, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2379 = stablehlo.add %2375, %2378 : tensor<10x10xi32>
    %2380 = stablehlo.select %2377, %2379, %2375 : tensor<10x10xi1>, tensor<10x10xi32>
    %2381 = stablehlo.broadcast_in_dim %2380, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2382 = "stablehlo.gather"(%619, %2381) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2383 = stablehlo.broadcast_in_dim %2371, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2384 = stablehlo.multiply %2383, %2382 : tensor<64x10x10xf32>
    %2385 = stablehlo.add %2366, %2384 : tensor<64x10x10xf32>
    %2386 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2387 = stablehlo.reshape %2386 : (tensor<1x1xf32>) -> tensor<f32>
    %2388 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2389 = stablehlo.reshape %2388 : (tensor<1x1xf32>) -> tensor<f32>
    %2390 = stablehlo.multiply %2387, %2389 : tensor<f32>
    %c_664 = stablehlo.constant dense<10> : tensor<i32>
    %2391 = stablehlo.broadcast_in_dim %c_664, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2392 = stablehlo.multiply %13, %2391 : tensor<10x10xi32>
    %c_665 = stablehlo.constant dense<2> : tensor<i32>
    %2393 = stablehlo.broadcast_in_dim %c_665, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2394 = stablehlo.add %2392, %2393 : tensor<10x10xi32>
    %c_666 = stablehlo.constant dense<0> : tensor<i32>
    %2395 = stablehlo.broadcast_in_dim %c_666, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2396 = stablehlo.compare LT, %2394, %2395, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_667 = stablehlo.constant dense<1000> : tensor<i32>
    %2397 = stablehlo.broadcast_in_dim %c_667, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2398 = stablehlo.add %2394, %2397 : tensor<10x10xi32>
    %2399 = stablehlo.select %2396, %2398, %2394 : tensor<10x10xi1>, tensor<10x10xi32>
    %2400 = stablehlo.broadcast_in_dim %2399, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2401 = "stablehlo.gather"(%619, %2400) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2402 = stablehlo.broadcast_in_dim %2390, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2403 = stablehlo.multiply %2402, %2401 : tensor<64x10x10xf32>
    %2404 = stablehlo.add %2385, %2403 : tensor<64x10x10xf32>
    %c_668 = stablehlo.constant dense<10> : tensor<i32>
    %2405 = stablehlo.broadcast_in_dim %c_668, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2406 = stablehlo.multiply %13, %2405 : tensor<10x10xi32>
    %c_669 = stablehlo.constant dense<1> : tensor<i32>
    %2407 = stablehlo.broadcast_in_dim %c_669, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2408 = stablehlo.add %2406, %2407 : tensor<10x10xi32>
    %c_670 = stablehlo.constant dense<0> : tensor<i32>
    %2409 = stablehlo.broadcast_in_dim %c_670, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2410 = stablehlo.compare LT, %2408, %2409, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_671 = stablehlo.constant dense<1000> : tensor<i32>
    %2411 = stablehlo.broadcast_in_dim %c_671, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2412 = stablehlo.add %2408, %2411 : tensor<10x10xi32>
    %2413 = stablehlo.select %2410, %2412, %2408 : tensor<10x10xi1>, tensor<10x10xi32>
    %2414 = stablehlo.broadcast_in_dim %2413, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2415 = "stablehlo.scatter"(%2348, %2414, %2404) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2416 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2417 = stablehlo.reshape %2416 : (tensor<1x1xf32>) -> tensor<f32>
    %2418 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2419 = stablehlo.reshape %2418 : (tensor<1x1xf32>) -> tensor<f32>
    %2420 = stablehlo.multiply %2417, %2419 : tensor<f32>
    %c_672 = stablehlo.constant dense<10> : tensor<i32>
    %2421 = stablehlo.broadcast_in_dim %c_672, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2422 = stablehlo.multiply %13, %2421 : tensor<10x10xi32>
    %c_673 = stablehlo.constant dense<0> : tensor<i32>
    %2423 = stablehlo.broadcast_in_dim %c_673, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2424 = stablehlo.add %2422, %2423 : tensor<10x10xi32>
    %c_674 = stablehlo.constant dense<0> : tensor<i32>
    %2425 = stablehlo.broadcast_in_dim %c_674, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2426 = stablehlo.compare LT, %2424, %2425, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_675 = stablehlo.constant dense<1000> : tensor<i32>
    %2427 = stablehlo.broadcast_in_dim %c_675, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2428 = stablehlo.add %2424, %2427 : tensor<10x10xi32>
    %2429 = stablehlo.select %2426, %2428, %2424 : tensor<10x10xi1>, tensor<10x10xi32>
    %2430 = stablehlo.broadcast_in_dim %2429, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2431 = "stablehlo.gather"(%866, %2430) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2432 = stablehlo.broadcast_in_dim %2420, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2433 = stablehlo.multiply %2432, %2431 : tensor<64x10x10xf32>
    %2434 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2435 = stablehlo.reshape %2434 : (tensor<1x1xf32>) -> tensor<f32>
    %2436 = stablehlo.slice %arg0 [1:2, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2437 = stablehlo.reshape %2436 : (tensor<1x1xf32>) -> tensor<f32>
    %2438 = stablehlo.multiply %2435, %2437 : tensor<f32>
    %c_676 = stablehlo.constant dense<10> : tensor<i32>
    %2439 = stablehlo.broadcast_in_dim %c_676, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2440 = stablehlo.multiply %13, %2439 : tensor<10x10xi32>
    %c_677 = stablehlo.constant dense<1> : tensor<i32>
    %2441 = stablehlo.broadcast_in_dim %c_677, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2442 = stablehlo.add %2440, %2441 : tensor<10x10xi32>
    %c_678 = stablehlo.constant dense<0> : tensor<i32>
    %2443 = stablehlo.broadcast_in_dim %c_678, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2444 = stablehlo.compare LT, %2442, %2443, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_679 = stablehlo.constant dense<1000> : tensor<i32>
    %2445 = stablehlo.broadcast_in_dim %c_679, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2446 = stablehlo.add %2442, %2445 : tensor<10x10xi32>
    %2447 = stablehlo.select %2444, %2446, %2442 : tensor<10x10xi1>, tensor<10x10xi32>
    %2448 = stablehlo.broadcast_in_dim %2447, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2449 = "stablehlo.gather"(%866, %2448) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2450 = stablehlo.broadcast_in_dim %2438, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2451 = stablehlo.multiply %2450, %2449 : tensor<64x10x10xf32>
    %2452 = stablehlo.add %2433, %2451 : tensor<64x10x10xf32>
    %2453 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2454 = stablehlo.reshape %2453 : (tensor<1x1xf32>) -> tensor<f32>
    %2455 = stablehlo.slice %arg0 [2:3, 1:2] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2456 = stablehlo.reshape %2455 : (tensor<1x1xf32>) -> tensor<f32>
    %2457 = stablehlo.multiply %2454, %2456 : tensor<f32>
    %c_680 = stablehlo.constant dense<10> : tensor<i32>
    %2458 = stablehlo.broadcast_in_dim %c_680, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2459 = stablehlo.multiply %13, %2458 : tensor<10x10xi32>
    %c_681 = stablehlo.constant dense<2> : tensor<i32>
    %2460 = stablehlo.broadcast_in_dim %c_681, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2461 = stablehlo.add %2459, %2460 : tensor<10x10xi32>
    %c_682 = stablehlo.constant dense<0> : tensor<i32>
    %2462 = stablehlo.broadcast_in_dim %c_682, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2463 = stablehlo.compare LT, %2461, %2462, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_683 = stablehlo.constant dense<1000> : tensor<i32>
    %2464 = stablehlo.broadcast_in_dim %c_683, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2465 = stablehlo.add %2461, %2464 : tensor<10x10xi32>
    %2466 = stablehlo.select %2463, %2465, %2461 : tensor<10x10xi1>, tensor<10x10xi32>
    %2467 = stablehlo.broadcast_in_dim %2466, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2468 = "stablehlo.gather"(%866, %2467) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2469 = stablehlo.broadcast_in_dim %2457, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2470 = stablehlo.multiply %2469, %2468 : tensor<64x10x10xf32>
    %2471 = stablehlo.add %2452, %2470 : tensor<64x10x10xf32>
    %c_684 = stablehlo.constant dense<10> : tensor<i32>
    %2472 = stablehlo.broadcast_in_dim %c_684, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2473 = stablehlo.multiply %13, %2472 : tensor<10x10xi32>
    %c_685 = stablehlo.constant dense<2> : tensor<i32>
    %2474 = stablehlo.broadcast_in_dim %c_685, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2475 = stablehlo.add %2473, %2474 : tensor<10x10xi32>
    %c_686 = stablehlo.constant dense<0> : tensor<i32>
    %2476 = stablehlo.broadcast_in_dim %c_686, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2477 = stablehlo.compare LT, %2475, %2476, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_687 = stablehlo.constant dense<1000> : tensor<i32>
    %2478 = stablehlo.broadcast_in_dim %c_687, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2479 = stablehlo.add %2475, %2478 : tensor<10x10xi32>
    %2480 = stablehlo.select %2477, %2479, %2475 : tensor<10x10xi1>, tensor<10x10xi32>
    %2481 = stablehlo.broadcast_in_dim %2480, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2482 = "stablehlo.scatter"(%2415, %2481, %2471) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %cst_688 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2483 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %2484 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2485 = stablehlo.reshape %2484 : (tensor<1x1xf32>) -> tensor<f32>
    %2486 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2487 = stablehlo.reshape %2486 : (tensor<1x1xf32>) -> tensor<f32>
    %2488 = stablehlo.multiply %2485, %2487 : tensor<f32>
    %c_689 = stablehlo.constant dense<10> : tensor<i32>
    %2489 = stablehlo.broadcast_in_dim %c_689, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2490 = stablehlo.multiply %13, %2489 : tensor<10x10xi32>
    %c_690 = stablehlo.constant dense<0> : tensor<i32>
    %2491 = stablehlo.broadcast_in_dim %c_690, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2492 = stablehlo.add %2490, %2491 : tensor<10x10xi32>
    %c_691 = stablehlo.constant dense<0> : tensor<i32>
    %2493 = stablehlo.broadcast_in_dim %c_691, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2494 = stablehlo.compare LT, %2492, %2493, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_692 = stablehlo.constant dense<1000> : tensor<i32>
    %2495 = stablehlo.broadcast_in_dim %c_692, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2496 = stablehlo.add %2492, %2495 : tensor<10x10xi32>
    %2497 = stablehlo.select %2494, %2496, %2492 : tensor<10x10xi1>, tensor<10x10xi32>
    %2498 = stablehlo.broadcast_in_dim %2497, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2499 = "stablehlo.gather"(%372, %2498) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2500 = stablehlo.broadcast_in_dim %2488, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2501 = stablehlo.multiply %2500, %2499 : tensor<64x10x10xf32>
    %2502 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2503 = stablehlo.reshape %2502 : (tensor<1x1xf32>) -> tensor<f32>
    %2504 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2505 = stablehlo.reshape %2504 : (tensor<1x1xf32>) -> tensor<f32>
    %2506 = stablehlo.multiply %2503, %2505 : tensor<f32>
    %c_693 = stablehlo.constant dense<10> : tensor<i32>
    %2507 = stablehlo.broadcast_in_dim %c_693, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2508 = stablehlo.multiply %13, %2507 : tensor<10x10xi32>
    %c_694 = stablehlo.constant dense<1> : tensor<i32>
    %2509 = stablehlo.broadcast_in_dim %c_694, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2510 = stablehlo.add %2508, %2509 : tensor<10x10xi32>
    %c_695 = stablehlo.constant dense<0> : tensor<i32>
    %2511 = stablehlo.broadcast_in_dim %c_695, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2512 = stablehlo.compare LT, %2510, %2511, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_696 = stablehlo.constant dense<1000> : tensor<i32>
    %2513 = stablehlo.broadcast_in_dim %c_696, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2514 = stablehlo.add %2510, %2513 : tensor<10x10xi32>
    %2515 = stablehlo.select %2512, %2514, %2510 : tensor<10x10xi1>, tensor<10x10xi32>
    %2516 = stablehlo.broadcast_in_dim %2515, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2517 = "stablehlo.gather"(%372, %2516) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2518 = stablehlo.broadcast_in_dim %2506, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2519 = stablehlo.multiply %2518, %2517 : tensor<64x10x10xf32>
    %2520 = stablehlo.add %2501, %2519 : tensor<64x10x10xf32>
    %2521 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2522 = stablehlo.reshape %2521 : (tensor<1x1xf32>) -> tensor<f32>
    %2523 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2524 = stablehlo.reshape %2523 : (tensor<1x1xf32>) -> tensor<f32>
    %2525 = stablehlo.multiply %2522, %2524 : tensor<f32>
    %c_697 = stablehlo.constant dense<10> : tensor<i32>
    %2526 = stablehlo.broadcast_in_dim %c_697, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2527 = stablehlo.multiply %13, %2526 : tensor<10x10xi32>
    %c_698 = stablehlo.constant dense<2> : tensor<i32>
    %2528 = stablehlo.broadcast_in_dim %c_698, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2529 = stablehlo.add %2527, %2528 : tensor<10x10xi32>
    %c_699 = stablehlo.constant dense<0> : tensor<i32>
    %2530 = stablehlo.broadcast_in_dim %c_699, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2531 = stablehlo.compare LT, %2529, %2530, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_700 = stablehlo.constant dense<1000> : tensor<i32>
    %2532 = stablehlo.broadcast_in_dim %c_700, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2533 = stablehlo.add %2529, %2532 : tensor<10x10xi32>
    %2534 = stablehlo.select %2531, %2533, %2529 : tensor<10x10xi1>, tensor<10x10xi32>
    %2535 = stablehlo.broadcast_in_dim %2534, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2536 = "stablehlo.gather"(%372, %2535) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2537 = stablehlo.broadcast_in_dim %2525, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2538 = stablehlo.multiply %2537, %2536 : tensor<64x10x10xf32>
    %2539 = stablehlo.add %2520, %2538 : tensor<64x10x10xf32>
    %c_701 = stablehlo.constant dense<10> : tensor<i32>
    %2540 = stablehlo.broadcast_in_dim %c_701, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2541 = stablehlo.multiply %13, %2540 : tensor<10x10xi32>
    %c_702 = stablehlo.constant dense<0> : tensor<i32>
    %2542 = stablehlo.broadcast_in_dim %c_702, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2543 = stablehlo.add %2541, %2542 : tensor<10x10xi32>
    %c_703 = stablehlo.constant dense<0> : tensor<i32>
    %2544 = stablehlo.broadcast_in_dim %c_703, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2545 = stablehlo.compare LT, %2543, %2544, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_704 = stablehlo.constant dense<1000> : tensor<i32>
    %2546 = stablehlo.broadcast_in_dim %c_704, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2547 = stablehlo.add %2543, %2546 : tensor<10x10xi32>
    %2548 = stablehlo.select %2545, %2547, %2543 : tensor<10x10xi1>, tensor<10x10xi32>
    %2549 = stablehlo.broadcast_in_dim %2548, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2550 = "stablehlo.scatter"(%2483, %2549, %2539) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2551 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2552 = stablehlo.reshape %2551 : (tensor<1x1xf32>) -> tensor<f32>
    %2553 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2554 = stablehlo.reshape %2553 : (tensor<1x1xf32>) -> tensor<f32>
    %2555 = stablehlo.multiply %2552, %2554 : tensor<f32>
    %c_705 = stablehlo.constant dense<10> : tensor<i32>
    %2556 = stablehlo.broadcast_in_dim %c_705, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2557 = stablehlo.multiply %13, %2556 : tensor<10x10xi32>
    %c_706 = stablehlo.constant dense<0> : tensor<i32>
    %2558 = stablehlo.broadcast_in_dim %c_706, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2559 = stablehlo.add %2557, %2558 : tensor<10x10xi32>
    %c_707 = stablehlo.constant dense<0> : tensor<i32>
    %2560 = stablehlo.broadcast_in_dim %c_707, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2561 = stablehlo.compare LT, %2559, %2560, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_708 = stablehlo.constant dense<1000> : tensor<i32>
    %2562 = stablehlo.broadcast_in_dim %c_708, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2563 = stablehlo.add %2559, %2562 : tensor<10x10xi32>
    %2564 = stablehlo.select %2561, %2563, %2559 : tensor<10x10xi1>, tensor<10x10xi32>
    %2565 = stablehlo.broadcast_in_dim %2564, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2566 = "stablehlo.gather"(%619, %2565) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2567 = stablehlo.broadcast_in_dim %2555, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2568 = stablehlo.multiply %2567, %2566 : tensor<64x10x10xf32>
    %2569 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2570 = stablehlo.reshape %2569 : (tensor<1x1xf32>) -> tensor<f32>
    %2571 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2572 = stablehlo.reshape %2571 : (tensor<1x1xf32>) -> tensor<f32>
    %2573 = stablehlo.multiply %2570, %2572 : tensor<f32>
    %c_709 = stablehlo.constant dense<10> : tensor<i32>
    %2574 = stablehlo.broadcast_in_dim %c_709, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2575 = stablehlo.multiply %13, %2574 : tensor<10x10xi32>
    %c_710 = stablehlo.constant dense<1> : tensor<i32>
    %2576 = stablehlo.broadcast_in_dim %c_710, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2577 = stablehlo.add %2575, %2576 : tensor<10x10xi32>
    %c_711 = stablehlo.constant dense<0> : tensor<i32>
    %2578 = stablehlo.broadcast_in_dim %c_711, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2579 = stablehlo.compare LT, %2577, %2578, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_712 = stablehlo.constant dense<1000> : tensor<i32>
    %2580 = stablehlo.broadcast_in_dim %c_712, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2581 = stablehlo.add %2577, %2580 : tensor<10x10xi32>
    %2582 = stablehlo.select %2579, %2581, %2577 : tensor<10x10xi1>, tensor<10x10xi32>
    %2583 = stablehlo.broadcast_in_dim %2582, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2584 = "stablehlo.gather"(%619, %2583) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2585 = stablehlo.broadcast_in_dim %2573, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2586 = stablehlo.multiply %2585, %2584 : tensor<64x10x10xf32>
    %2587 = stablehlo.add %2568, %2586 : tensor<64x10x10xf32>
    %2588 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2589 = stablehlo.reshape %2588 : (tensor<1x1xf32>) -> tensor<f32>
    %2590 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2591 = stablehlo.reshape %2590 : (tensor<1x1xf32>) -> tensor<f32>
    %2592 = stablehlo.multiply %2589, %2591 : tensor<f32>
    %c_713 = stablehlo.constant dense<10> : tensor<i32>
    %2593 = stablehlo.broadcast_in_dim %c_713, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2594 = stablehlo.multiply %13, %2593 : tensor<10x10xi32>
    %c_714 = stablehlo.constant dense<2> : tensor<i32>
    %2595 = stablehlo.broadcast_in_dim %c_714, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2596 = stablehlo.add %2594, %2595 : tensor<10x10xi32>
    %c_715 = stablehlo.constant dense<0> : tensor<i32>
    %2597 = stablehlo.broadcast_in_dim %c_715, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2598 = stablehlo.compare LT, %2596, %2597, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_716 = stablehlo.constant dense<1000> : tensor<i32>
    %2599 = stablehlo.broadcast_in_dim %c_716, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2600 = stablehlo.add %2596, %2599 : tensor<10x10xi32>
    %2601 = stablehlo.select %2598, %2600, %2596 : tensor<10x10xi1>, tensor<10x10xi32>
    %2602 = stablehlo.broadcast_in_dim %2601, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2603 = "stablehlo.gather"(%619, %2602) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2604 = stablehlo.broadcast_in_dim %2592, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2605 = stablehlo.multiply %2604, %2603 : tensor<64x10x10xf32>
    %2606 = stablehlo.add %2587, %2605 : tensor<64x10x10xf32>
    %c_717 = stablehlo.constant dense<10> : tensor<i32>
    %2607 = stablehlo.broadcast_in_dim %c_717, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2608 = stablehlo.multiply %13, %2607 : tensor<10x10xi32>
    %c_718 = stablehlo.constant dense<1> : tensor<i32>
    %2609 = stablehlo.broadcast_in_dim %c_718, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2610 = stablehlo.add %2608, %2609 : tensor<10x10xi32>
    %c_719 = stablehlo.constant dense<0> : tensor<i32>
    %2611 = stablehlo.broadcast_in_dim %c_719, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2612 = stablehlo.compare LT, %2610, %2611, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_720 = stablehlo.constant dense<1000> : tensor<i32>
    %2613 = stablehlo.broadcast_in_dim %c_720, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2614 = stablehlo.add %2610, %2613 : tensor<10x10xi32>
    %2615 = stablehlo.select %2612, %2614, %2610 : tensor<10x10xi1>, tensor<10x10xi32>
    %2616 = stablehlo.broadcast_in_dim %2615, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2617 = "stablehlo.scatter"(%2550, %2616, %2606) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %2618 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2619 = stablehlo.reshape %2618 : (tensor<1x1xf32>) -> tensor<f32>
    %2620 = stablehlo.slice %arg0 [0:1, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2621 = stablehlo.reshape %2620 : (tensor<1x1xf32>) -> tensor<f32>
    %2622 = stablehlo.multiply %2619, %2621 : tensor<f32>
    %c_721 = stablehlo.constant dense<10> : tensor<i32>
    %2623 = stablehlo.broadcast_in_dim %c_721, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2624 = stablehlo.multiply %13, %2623 : tensor<10x10xi32>
    %c_722 = stablehlo.constant dense<0> : tensor<i32>
    %2625 = stablehlo.broadcast_in_dim %c_722, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2626 = stablehlo.add %2624, %2625 : tensor<10x10xi32>
    %c_723 = stablehlo.constant dense<0> : tensor<i32>
    %2627 = stablehlo.broadcast_in_dim %c_723, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2628 = stablehlo.compare LT, %2626, %2627, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_724 = stablehlo.constant dense<1000> : tensor<i32>
    %2629 = stablehlo.broadcast_in_dim %c_724, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2630 = stablehlo.add %2626, %2629 : tensor<10x10xi32>
    %2631 = stablehlo.select %2628, %2630, %2626 : tensor<10x10xi1>, tensor<10x10xi32>
    %2632 = stablehlo.broadcast_in_dim %2631, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2633 = "stablehlo.gather"(%866, %2632) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2634 = stablehlo.broadcast_in_dim %2622, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2635 = stablehlo.multiply %2634, %2633 : tensor<64x10x10xf32>
    %2636 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2637 = stablehlo.reshape %2636 : (tensor<1x1xf32>) -> tensor<f32>
    %2638 = stablehlo.slice %arg0 [1:2, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2639 = stablehlo.reshape %2638 : (tensor<1x1xf32>) -> tensor<f32>
    %2640 = stablehlo.multiply %2637, %2639 : tensor<f32>
    %c_725 = stablehlo.constant dense<10> : tensor<i32>
    %2641 = stablehlo.broadcast_in_dim %c_725, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2642 = stablehlo.multiply %13, %2641 : tensor<10x10xi32>
    %c_726 = stablehlo.constant dense<1> : tensor<i32>
    %2643 = stablehlo.broadcast_in_dim %c_726, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2644 = stablehlo.add %2642, %2643 : tensor<10x10xi32>
    %c_727 = stablehlo.constant dense<0> : tensor<i32>
    %2645 = stablehlo.broadcast_in_dim %c_727, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2646 = stablehlo.compare LT, %2644, %2645, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_728 = stablehlo.constant dense<1000> : tensor<i32>
    %2647 = stablehlo.broadcast_in_dim %c_728, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2648 = stablehlo.add %2644, %2647 : tensor<10x10xi32>
    %2649 = stablehlo.select %2646, %2648, %2644 : tensor<10x10xi1>, tensor<10x10xi32>
    %2650 = stablehlo.broadcast_in_dim %2649, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2651 = "stablehlo.gather"(%866, %2650) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2652 = stablehlo.broadcast_in_dim %2640, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2653 = stablehlo.multiply %2652, %2651 : tensor<64x10x10xf32>
    %2654 = stablehlo.add %2635, %2653 : tensor<64x10x10xf32>
    %2655 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2656 = stablehlo.reshape %2655 : (tensor<1x1xf32>) -> tensor<f32>
    %2657 = stablehlo.slice %arg0 [2:3, 2:3] : (tensor<3x3xf32>) -> tensor<1x1xf32>
    %2658 = stablehlo.reshape %2657 : (tensor<1x1xf32>) -> tensor<f32>
    %2659 = stablehlo.multiply %2656, %2658 : tensor<f32>
    %c_729 = stablehlo.constant dense<10> : tensor<i32>
    %2660 = stablehlo.broadcast_in_dim %c_729, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2661 = stablehlo.multiply %13, %2660 : tensor<10x10xi32>
    %c_730 = stablehlo.constant dense<2> : tensor<i32>
    %2662 = stablehlo.broadcast_in_dim %c_730, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2663 = stablehlo.add %2661, %2662 : tensor<10x10xi32>
    %c_731 = stablehlo.constant dense<0> : tensor<i32>
    %2664 = stablehlo.broadcast_in_dim %c_731, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2665 = stablehlo.compare LT, %2663, %2664, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_732 = stablehlo.constant dense<1000> : tensor<i32>
    %2666 = stablehlo.broadcast_in_dim %c_732, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2667 = stablehlo.add %2663, %2666 : tensor<10x10xi32>
    %2668 = stablehlo.select %2665, %2667, %2663 : tensor<10x10xi1>, tensor<10x10xi32>
    %2669 = stablehlo.broadcast_in_dim %2668, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2670 = "stablehlo.gather"(%866, %2669) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2671 = stablehlo.broadcast_in_dim %2659, dims = [] : (tensor<f32>) -> tensor<64x10x10xf32>
    %2672 = stablehlo.multiply %2671, %2670 : tensor<64x10x10xf32>
    %2673 = stablehlo.add %2654, %2672 : tensor<64x10x10xf32>
    %c_733 = stablehlo.constant dense<10> : tensor<i32>
    %2674 = stablehlo.broadcast_in_dim %c_733, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2675 = stablehlo.multiply %13, %2674 : tensor<10x10xi32>
    %c_734 = stablehlo.constant dense<2> : tensor<i32>
    %2676 = stablehlo.broadcast_in_dim %c_734, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2677 = stablehlo.add %2675, %2676 : tensor<10x10xi32>
    %c_735 = stablehlo.constant dense<0> : tensor<i32>
    %2678 = stablehlo.broadcast_in_dim %c_735, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2679 = stablehlo.compare LT, %2677, %2678, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_736 = stablehlo.constant dense<1000> : tensor<i32>
    %2680 = stablehlo.broadcast_in_dim %c_736, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2681 = stablehlo.add %2677, %2680 : tensor<10x10xi32>
    %2682 = stablehlo.select %2679, %2681, %2677 : tensor<10x10xi1>, tensor<10x10xi32>
    %2683 = stablehlo.broadcast_in_dim %2682, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2684 = "stablehlo.scatter"(%2617, %2683, %2673) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x1000xf32>
    %c_737 = stablehlo.constant dense<10> : tensor<i32>
    %2685 = stablehlo.broadcast_in_dim %c_737, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2686 = stablehlo.multiply %13, %2685 : tensor<10x10xi32>
    %c_738 = stablehlo.constant dense<0> : tensor<i32>
    %2687 = stablehlo.broadcast_in_dim %c_738, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2688 = stablehlo.add %2686, %2687 : tensor<10x10xi32>
    %c_739 = stablehlo.constant dense<0> : tensor<i32>
    %2689 = stablehlo.broadcast_in_dim %c_739, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2690 = stablehlo.compare LT, %2688, %2689, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_740 = stablehlo.constant dense<1000> : tensor<i32>
    %2691 = stablehlo.broadcast_in_dim %c_740, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2692 = stablehlo.add %2688, %2691 : tensor<10x10xi32>
    %2693 = stablehlo.select %2690, %2692, %2688 : tensor<10x10xi1>, tensor<10x10xi32>
    %2694 = stablehlo.broadcast_in_dim %2693, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2695 = "stablehlo.gather"(%1068, %2694) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_741 = stablehlo.constant dense<10> : tensor<i32>
    %2696 = stablehlo.broadcast_in_dim %c_741, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2697 = stablehlo.multiply %13, %2696 : tensor<10x10xi32>
    %c_742 = stablehlo.constant dense<1> : tensor<i32>
    %2698 = stablehlo.broadcast_in_dim %c_742, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2699 = stablehlo.add %2697, %2698 : tensor<10x10xi32>
    %c_743 = stablehlo.constant dense<0> : tensor<i32>
    %2700 = stablehlo.broadcast_in_dim %c_743, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2701 = stablehlo.compare LT, %2699, %2700, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_744 = stablehlo.constant dense<1000> : tensor<i32>
    %2702 = stablehlo.broadcast_in_dim %c_744, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2703 = stablehlo.add %2699, %2702 : tensor<10x10xi32>
    %2704 = stablehlo.select %2701, %2703, %2699 : tensor<10x10xi1>, tensor<10x10xi32>
    %2705 = stablehlo.broadcast_in_dim %2704, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2706 = "stablehlo.gather"(%1068, %2705) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_745 = stablehlo.constant dense<10> : tensor<i32>
    %2707 = stablehlo.broadcast_in_dim %c_745, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2708 = stablehlo.multiply %13, %2707 : tensor<10x10xi32>
    %c_746 = stablehlo.constant dense<2> : tensor<i32>
    %2709 = stablehlo.broadcast_in_dim %c_746, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2710 = stablehlo.add %2708, %2709 : tensor<10x10xi32>
    %c_747 = stablehlo.constant dense<0> : tensor<i32>
    %2711 = stablehlo.broadcast_in_dim %c_747, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2712 = stablehlo.compare LT, %2710, %2711, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_748 = stablehlo.constant dense<1000> : tensor<i32>
    %2713 = stablehlo.broadcast_in_dim %c_748, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2714 = stablehlo.add %2710, %2713 : tensor<10x10xi32>
    %2715 = stablehlo.select %2712, %2714, %2710 : tensor<10x10xi1>, tensor<10x10xi32>
    %2716 = stablehlo.broadcast_in_dim %2715, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2717 = "stablehlo.gather"(%1068, %2716) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2718 = stablehlo.broadcast_in_dim %2695, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2719 = stablehlo.broadcast_in_dim %2706, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2720 = stablehlo.broadcast_in_dim %2717, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2721 = stablehlo.concatenate %2718, %2719, %2720, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_749 = stablehlo.constant dense<10> : tensor<i32>
    %2722 = stablehlo.broadcast_in_dim %c_749, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2723 = stablehlo.multiply %13, %2722 : tensor<10x10xi32>
    %c_750 = stablehlo.constant dense<0> : tensor<i32>
    %2724 = stablehlo.broadcast_in_dim %c_750, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2725 = stablehlo.add %2723, %2724 : tensor<10x10xi32>
    %c_751 = stablehlo.constant dense<0> : tensor<i32>
    %2726 = stablehlo.broadcast_in_dim %c_751, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2727 = stablehlo.compare LT, %2725, %2726, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_752 = stablehlo.constant dense<1000> : tensor<i32>
    %2728 = stablehlo.broadcast_in_dim %c_752, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2729 = stablehlo.add %2725, %2728 : tensor<10x10xi32>
    %2730 = stablehlo.select %2727, %2729, %2725 : tensor<10x10xi1>, tensor<10x10xi32>
    %2731 = stablehlo.broadcast_in_dim %2730, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2732 = "stablehlo.gather"(%1270, %2731) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_753 = stablehlo.constant dense<10> : tensor<i32>
    %2733 = stablehlo.broadcast_in_dim %c_753, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2734 = stablehlo.multiply %13, %2733 : tensor<10x10xi32>
    %c_754 = stablehlo.constant dense<1> : tensor<i32>
    %2735 = stablehlo.broadcast_in_dim %c_754, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2736 = stablehlo.add %2734, %2735 : tensor<10x10xi32>
    %c_755 = stablehlo.constant dense<0> : tensor<i32>
    %2737 = stablehlo.broadcast_in_dim %c_755, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2738 = stablehlo.compare LT, %2736, %2737, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_756 = stablehlo.constant dense<1000> : tensor<i32>
    %2739 = stablehlo.broadcast_in_dim %c_756, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2740 = stablehlo.add %2736, %2739 : tensor<10x10xi32>
    %2741 = stablehlo.select %2738, %2740, %2736 : tensor<10x10xi1>, tensor<10x10xi32>
    %2742 = stablehlo.broadcast_in_dim %2741, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2743 = "stablehlo.gather"(%1270, %2742) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_757 = stablehlo.constant dense<10> : tensor<i32>
    %2744 = stablehlo.broadcast_in_dim %c_757, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2745 = stablehlo.multiply %13, %2744 : tensor<10x10xi32>
    %c_758 = stablehlo.constant dense<2> : tensor<i32>
    %2746 = stablehlo.broadcast_in_dim %c_758, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2747 = stablehlo.add %2745, %2746 : tensor<10x10xi32>
    %c_759 = stablehlo.constant dense<0> : tensor<i32>
    %2748 = stablehlo.broadcast_in_dim %c_759, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2749 = stablehlo.compare LT, %2747, %2748, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_760 = stablehlo.constant dense<1000> : tensor<i32>
    %2750 = stablehlo.broadcast_in_dim %c_760, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2751 = stablehlo.add %2747, %2750 : tensor<10x10xi32>
    %2752 = stablehlo.select %2749, %2751, %2747 : tensor<10x10xi1>, tensor<10x10xi32>
    %2753 = stablehlo.broadcast_in_dim %2752, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2754 = "stablehlo.gather"(%1270, %2753) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2755 = stablehlo.broadcast_in_dim %2732, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2756 = stablehlo.broadcast_in_dim %2743, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2757 = stablehlo.broadcast_in_dim %2754, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2758 = stablehlo.concatenate %2755, %2756, %2757, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_761 = stablehlo.constant dense<10> : tensor<i32>
    %2759 = stablehlo.broadcast_in_dim %c_761, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2760 = stablehlo.multiply %13, %2759 : tensor<10x10xi32>
    %c_762 = stablehlo.constant dense<0> : tensor<i32>
    %2761 = stablehlo.broadcast_in_dim %c_762, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2762 = stablehlo.add %2760, %2761 : tensor<10x10xi32>
    %c_763 = stablehlo.constant dense<0> : tensor<i32>
    %2763 = stablehlo.broadcast_in_dim %c_763, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2764 = stablehlo.compare LT, %2762, %2763, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_764 = stablehlo.constant dense<1000> : tensor<i32>
    %2765 = stablehlo.broadcast_in_dim %c_764, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2766 = stablehlo.add %2762, %2765 : tensor<10x10xi32>
    %2767 = stablehlo.select %2764, %2766, %2762 : tensor<10x10xi1>, tensor<10x10xi32>
    %2768 = stablehlo.broadcast_in_dim %2767, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2769 = "stablehlo.gather"(%1472, %2768) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_765 = stablehlo.constant dense<10> : tensor<i32>
    %2770 = stablehlo.broadcast_in_dim %c_765, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2771 = stablehlo.multiply %13, %2770 : tensor<10x10xi32>
    %c_766 = stablehlo.constant dense<1> : tensor<i32>
    %2772 = stablehlo.broadcast_in_dim %c_766, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2773 = stablehlo.add %2771, %2772 : tensor<10x10xi32>
    %c_767 = stablehlo.constant dense<0> : tensor<i32>
    %2774 = stablehlo.broadcast_in_dim %c_767, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2775 = stablehlo.compare LT, %2773, %2774, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_768 = stablehlo.constant dense<1000> : tensor<i32>
    %2776 = stablehlo.broadcast_in_dim %c_768, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2777 = stablehlo.add %2773, %2776 : tensor<10x10xi32>
    %2778 = stablehlo.select %2775, %2777, %2773 : tensor<10x10xi1>, tensor<10x10xi32>
    %2779 = stablehlo.broadcast_in_dim %2778, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2780 = "stablehlo.gather"(%1472, %2779) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_769 = stablehlo.constant dense<10> : tensor<i32>
    %2781 = stablehlo.broadcast_in_dim %c_769, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2782 = stablehlo.multiply %13, %2781 : tensor<10x10xi32>
    %c_770 = stablehlo.constant dense<2> : tensor<i32>
    %2783 = stablehlo.broadcast_in_dim %c_770, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2784 = stablehlo.add %2782, %2783 : tensor<10x10xi32>
    %c_771 = stablehlo.constant dense<0> : tensor<i32>
    %2785 = stablehlo.broadcast_in_dim %c_771, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2786 = stablehlo.compare LT, %2784, %2785, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_772 = stablehlo.constant dense<1000> : tensor<i32>
    %2787 = stablehlo.broadcast_in_dim %c_772, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2788 = stablehlo.add %2784, %2787 : tensor<10x10xi32>
    %2789 = stablehlo.select %2786, %2788, %2784 : tensor<10x10xi1>, tensor<10x10xi32>
    %2790 = stablehlo.broadcast_in_dim %2789, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2791 = "stablehlo.gather"(%1472, %2790) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2792 = stablehlo.broadcast_in_dim %2769, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2793 = stablehlo.broadcast_in_dim %2780, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2794 = stablehlo.broadcast_in_dim %2791, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2795 = stablehlo.concatenate %2792, %2793, %2794, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_773 = stablehlo.constant dense<10> : tensor<i32>
    %2796 = stablehlo.broadcast_in_dim %c_773, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2797 = stablehlo.multiply %13, %2796 : tensor<10x10xi32>
    %c_774 = stablehlo.constant dense<0> : tensor<i32>
    %2798 = stablehlo.broadcast_in_dim %c_774, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2799 = stablehlo.add %2797, %2798 : tensor<10x10xi32>
    %c_775 = stablehlo.constant dense<0> : tensor<i32>
    %2800 = stablehlo.broadcast_in_dim %c_775, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2801 = stablehlo.compare LT, %2799, %2800, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_776 = stablehlo.constant dense<1000> : tensor<i32>
    %2802 = stablehlo.broadcast_in_dim %c_776, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2803 = stablehlo.add %2799, %2802 : tensor<10x10xi32>
    %2804 = stablehlo.select %2801, %2803, %2799 : tensor<10x10xi1>, tensor<10x10xi32>
    %2805 = stablehlo.broadcast_in_dim %2804, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2806 = "stablehlo.gather"(%1674, %2805) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_777 = stablehlo.constant dense<10> : tensor<i32>
    %2807 = stablehlo.broadcast_in_dim %c_777, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2808 = stablehlo.multiply %13, %2807 : tensor<10x10xi32>
    %c_778 = stablehlo.constant dense<1> : tensor<i32>
    %2809 = stablehlo.broadcast_in_dim %c_778, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2810 = stablehlo.add %2808, %2809 : tensor<10x10xi32>
    %c_779 = stablehlo.constant dense<0> : tensor<i32>
    %2811 = stablehlo.broadcast_in_dim %c_779, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2812 = stablehlo.compare LT, %2810, %2811, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_780 = stablehlo.constant dense<1000> : tensor<i32>
    %2813 = stablehlo.broadcast_in_dim %c_780, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2814 = stablehlo.add %2810, %2813 : tensor<10x10xi32>
    %2815 = stablehlo.select %2812, %2814, %2810 : tensor<10x10xi1>, tensor<10x10xi32>
    %2816 = stablehlo.broadcast_in_dim %2815, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2817 = "stablehlo.gather"(%1674, %2816) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_781 = stablehlo.constant dense<10> : tensor<i32>
    %2818 = stablehlo.broadcast_in_dim %c_781, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2819 = stablehlo.multiply %13, %2818 : tensor<10x10xi32>
    %c_782 = stablehlo.constant dense<2> : tensor<i32>
    %2820 = stablehlo.broadcast_in_dim %c_782, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2821 = stablehlo.add %2819, %2820 : tensor<10x10xi32>
    %c_783 = stablehlo.constant dense<0> : tensor<i32>
    %2822 = stablehlo.broadcast_in_dim %c_783, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2823 = stablehlo.compare LT, %2821, %2822, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_784 = stablehlo.constant dense<1000> : tensor<i32>
    %2824 = stablehlo.broadcast_in_dim %c_784, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2825 = stablehlo.add %2821, %2824 : tensor<10x10xi32>
    %2826 = stablehlo.select %2823, %2825, %2821 : tensor<10x10xi1>, tensor<10x10xi32>
    %2827 = stablehlo.broadcast_in_dim %2826, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2828 = "stablehlo.gather"(%1674, %2827) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2829 = stablehlo.broadcast_in_dim %2806, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2830 = stablehlo.broadcast_in_dim %2817, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2831 = stablehlo.broadcast_in_dim %2828, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2832 = stablehlo.concatenate %2829, %2830, %2831, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_785 = stablehlo.constant dense<10> : tensor<i32>
    %2833 = stablehlo.broadcast_in_dim %c_785, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2834 = stablehlo.multiply %13, %2833 : tensor<10x10xi32>
    %c_786 = stablehlo.constant dense<0> : tensor<i32>
    %2835 = stablehlo.broadcast_in_dim %c_786, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2836 = stablehlo.add %2834, %2835 : tensor<10x10xi32>
    %c_787 = stablehlo.constant dense<0> : tensor<i32>
    %2837 = stablehlo.broadcast_in_dim %c_787, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2838 = stablehlo.compare LT, %2836, %2837, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_788 = stablehlo.constant dense<1000> : tensor<i32>
    %2839 = stablehlo.broadcast_in_dim %c_788, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2840 = stablehlo.add %2836, %2839 : tensor<10x10xi32>
    %2841 = stablehlo.select %2838, %2840, %2836 : tensor<10x10xi1>, tensor<10x10xi32>
    %2842 = stablehlo.broadcast_in_dim %2841, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2843 = "stablehlo.gather"(%1876, %2842) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_789 = stablehlo.constant dense<10> : tensor<i32>
    %2844 = stablehlo.broadcast_in_dim %c_789, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2845 = stablehlo.multiply %13, %2844 : tensor<10x10xi32>
    %c_790 = stablehlo.constant dense<1> : tensor<i32>
    %2846 = stablehlo.broadcast_in_dim %c_790, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2847 = stablehlo.add %2845, %2846 : tensor<10x10xi32>
    %c_791 = stablehlo.constant dense<0> : tensor<i32>
    %2848 = stablehlo.broadcast_in_dim %c_791, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2849 = stablehlo.compare LT, %2847, %2848, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_792 = stablehlo.constant dense<1000> : tensor<i32>
    %2850 = stablehlo.broadcast_in_dim %c_792, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2851 = stablehlo.add %2847, %2850 : tensor<10x10xi32>
    %2852 = stablehlo.select %2849, %2851, %2847 : tensor<10x10xi1>, tensor<10x10xi32>
    %2853 = stablehlo.broadcast_in_dim %2852, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2854 = "stablehlo.gather"(%1876, %2853) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_793 = stablehlo.constant dense<10> : tensor<i32>
    %2855 = stablehlo.broadcast_in_dim %c_793, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2856 = stablehlo.multiply %13, %2855 : tensor<10x10xi32>
    %c_794 = stablehlo.constant dense<2> : tensor<i32>
    %2857 = stablehlo.broadcast_in_dim %c_794, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2858 = stablehlo.add %2856, %2857 : tensor<10x10xi32>
    %c_795 = stablehlo.constant dense<0> : tensor<i32>
    %2859 = stablehlo.broadcast_in_dim %c_795, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2860 = stablehlo.compare LT, %2858, %2859, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_796 = stablehlo.constant dense<1000> : tensor<i32>
    %2861 = stablehlo.broadcast_in_dim %c_796, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2862 = stablehlo.add %2858, %2861 : tensor<10x10xi32>
    %2863 = stablehlo.select %2860, %2862, %2858 : tensor<10x10xi1>, tensor<10x10xi32>
    %2864 = stablehlo.broadcast_in_dim %2863, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2865 = "stablehlo.gather"(%1876, %2864) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2866 = stablehlo.broadcast_in_dim %2843, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2867 = stablehlo.broadcast_in_dim %2854, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2868 = stablehlo.broadcast_in_dim %2865, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2869 = stablehlo.concatenate %2866, %2867, %2868, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_797 = stablehlo.constant dense<10> : tensor<i32>
    %2870 = stablehlo.broadcast_in_dim %c_797, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2871 = stablehlo.multiply %13, %2870 : tensor<10x10xi32>
    %c_798 = stablehlo.constant dense<0> : tensor<i32>
    %2872 = stablehlo.broadcast_in_dim %c_798, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2873 = stablehlo.add %2871, %2872 : tensor<10x10xi32>
    %c_799 = stablehlo.constant dense<0> : tensor<i32>
    %2874 = stablehlo.broadcast_in_dim %c_799, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2875 = stablehlo.compare LT, %2873, %2874, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_800 = stablehlo.constant dense<1000> : tensor<i32>
    %2876 = stablehlo.broadcast_in_dim %c_800, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2877 = stablehlo.add %2873, %2876 : tensor<10x10xi32>
    %2878 = stablehlo.select %2875, %2877, %2873 : tensor<10x10xi1>, tensor<10x10xi32>
    %2879 = stablehlo.broadcast_in_dim %2878, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2880 = "stablehlo.gather"(%2078, %2879) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_801 = stablehlo.constant dense<10> : tensor<i32>
    %2881 = stablehlo.broadcast_in_dim %c_801, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2882 = stablehlo.multiply %13, %2881 : tensor<10x10xi32>
    %c_802 = stablehlo.constant dense<1> : tensor<i32>
    %2883 = stablehlo.broadcast_in_dim %c_802, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2884 = stablehlo.add %2882, %2883 : tensor<10x10xi32>
    %c_803 = stablehlo.constant dense<0> : tensor<i32>
    %2885 = stablehlo.broadcast_in_dim %c_803, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2886 = stablehlo.compare LT, %2884, %2885, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_804 = stablehlo.constant dense<1000> : tensor<i32>
    %2887 = stablehlo.broadcast_in_dim %c_804, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2888 = stablehlo.add %2884, %2887 : tensor<10x10xi32>
    %2889 = stablehlo.select %2886, %2888, %2884 : tensor<10x10xi1>, tensor<10x10xi32>
    %2890 = stablehlo.broadcast_in_dim %2889, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2891 = "stablehlo.gather"(%2078, %2890) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_805 = stablehlo.constant dense<10> : tensor<i32>
    %2892 = stablehlo.broadcast_in_dim %c_805, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2893 = stablehlo.multiply %13, %2892 : tensor<10x10xi32>
    %c_806 = stablehlo.constant dense<2> : tensor<i32>
    %2894 = stablehlo.broadcast_in_dim %c_806, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2895 = stablehlo.add %2893, %2894 : tensor<10x10xi32>
    %c_807 = stablehlo.constant dense<0> : tensor<i32>
    %2896 = stablehlo.broadcast_in_dim %c_807, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2897 = stablehlo.compare LT, %2895, %2896, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_808 = stablehlo.constant dense<1000> : tensor<i32>
    %2898 = stablehlo.broadcast_in_dim %c_808, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2899 = stablehlo.add %2895, %2898 : tensor<10x10xi32>
    %2900 = stablehlo.select %2897, %2899, %2895 : tensor<10x10xi1>, tensor<10x10xi32>
    %2901 = stablehlo.broadcast_in_dim %2900, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2902 = "stablehlo.gather"(%2078, %2901) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2903 = stablehlo.broadcast_in_dim %2880, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2904 = stablehlo.broadcast_in_dim %2891, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2905 = stablehlo.broadcast_in_dim %2902, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2906 = stablehlo.concatenate %2903, %2904, %2905, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_809 = stablehlo.constant dense<10> : tensor<i32>
    %2907 = stablehlo.broadcast_in_dim %c_809, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2908 = stablehlo.multiply %13, %2907 : tensor<10x10xi32>
    %c_810 = stablehlo.constant dense<0> : tensor<i32>
    %2909 = stablehlo.broadcast_in_dim %c_810, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2910 = stablehlo.add %2908, %2909 : tensor<10x10xi32>
    %c_811 = stablehlo.constant dense<0> : tensor<i32>
    %2911 = stablehlo.broadcast_in_dim %c_811, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2912 = stablehlo.compare LT, %2910, %2911, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_812 = stablehlo.constant dense<1000> : tensor<i32>
    %2913 = stablehlo.broadcast_in_dim %c_812, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2914 = stablehlo.add %2910, %2913 : tensor<10x10xi32>
    %2915 = stablehlo.select %2912, %2914, %2910 : tensor<10x10xi1>, tensor<10x10xi32>
    %2916 = stablehlo.broadcast_in_dim %2915, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2917 = "stablehlo.gather"(%2280, %2916) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_813 = stablehlo.constant dense<10> : tensor<i32>
    %2918 = stablehlo.broadcast_in_dim %c_813, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2919 = stablehlo.multiply %13, %2918 : tensor<10x10xi32>
    %c_814 = stablehlo.constant dense<1> : tensor<i32>
    %2920 = stablehlo.broadcast_in_dim %c_814, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2921 = stablehlo.add %2919, %2920 : tensor<10x10xi32>
    %c_815 = stablehlo.constant dense<0> : tensor<i32>
    %2922 = stablehlo.broadcast_in_dim %c_815, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2923 = stablehlo.compare LT, %2921, %2922, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_816 = stablehlo.constant dense<1000> : tensor<i32>
    %2924 = stablehlo.broadcast_in_dim %c_816, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2925 = stablehlo.add %2921, %2924 : tensor<10x10xi32>
    %2926 = stablehlo.select %2923, %2925, %2921 : tensor<10x10xi1>, tensor<10x10xi32>
    %2927 = stablehlo.broadcast_in_dim %2926, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2928 = "stablehlo.gather"(%2280, %2927) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_817 = stablehlo.constant dense<10> : tensor<i32>
    %2929 = stablehlo.broadcast_in_dim %c_817, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2930 = stablehlo.multiply %13, %2929 : tensor<10x10xi32>
    %c_818 = stablehlo.constant dense<2> : tensor<i32>
    %2931 = stablehlo.broadcast_in_dim %c_818, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2932 = stablehlo.add %2930, %2931 : tensor<10x10xi32>
    %c_819 = stablehlo.constant dense<0> : tensor<i32>
    %2933 = stablehlo.broadcast_in_dim %c_819, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2934 = stablehlo.compare LT, %2932, %2933, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_820 = stablehlo.constant dense<1000> : tensor<i32>
    %2935 = stablehlo.broadcast_in_dim %c_820, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2936 = stablehlo.add %2932, %2935 : tensor<10x10xi32>
    %2937 = stablehlo.select %2934, %2936, %2932 : tensor<10x10xi1>, tensor<10x10xi32>
    %2938 = stablehlo.broadcast_in_dim %2937, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2939 = "stablehlo.gather"(%2280, %2938) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2940 = stablehlo.broadcast_in_dim %2917, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2941 = stablehlo.broadcast_in_dim %2928, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2942 = stablehlo.broadcast_in_dim %2939, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2943 = stablehlo.concatenate %2940, %2941, %2942, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_821 = stablehlo.constant dense<10> : tensor<i32>
    %2944 = stablehlo.broadcast_in_dim %c_821, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2945 = stablehlo.multiply %13, %2944 : tensor<10x10xi32>
    %c_822 = stablehlo.constant dense<0> : tensor<i32>
    %2946 = stablehlo.broadcast_in_dim %c_822, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2947 = stablehlo.add %2945, %2946 : tensor<10x10xi32>
    %c_823 = stablehlo.constant dense<0> : tensor<i32>
    %2948 = stablehlo.broadcast_in_dim %c_823, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2949 = stablehlo.compare LT, %2947, %2948, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_824 = stablehlo.constant dense<1000> : tensor<i32>
    %2950 = stablehlo.broadcast_in_dim %c_824, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2951 = stablehlo.add %2947, %2950 : tensor<10x10xi32>
    %2952 = stablehlo.select %2949, %2951, %2947 : tensor<10x10xi1>, tensor<10x10xi32>
    %2953 = stablehlo.broadcast_in_dim %2952, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2954 = "stablehlo.gather"(%2482, %2953) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_825 = stablehlo.constant dense<10> : tensor<i32>
    %2955 = stablehlo.broadcast_in_dim %c_825, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2956 = stablehlo.multiply %13, %2955 : tensor<10x10xi32>
    %c_826 = stablehlo.constant dense<1> : tensor<i32>
    %2957 = stablehlo.broadcast_in_dim %c_826, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2958 = stablehlo.add %2956, %2957 : tensor<10x10xi32>
    %c_827 = stablehlo.constant dense<0> : tensor<i32>
    %2959 = stablehlo.broadcast_in_dim %c_827, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2960 = stablehlo.compare LT, %2958, %2959, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_828 = stablehlo.constant dense<1000> : tensor<i32>
    %2961 = stablehlo.broadcast_in_dim %c_828, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2962 = stablehlo.add %2958, %2961 : tensor<10x10xi32>
    %2963 = stablehlo.select %2960, %2962, %2958 : tensor<10x10xi1>, tensor<10x10xi32>
    %2964 = stablehlo.broadcast_in_dim %2963, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2965 = "stablehlo.gather"(%2482, %2964) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_829 = stablehlo.constant dense<10> : tensor<i32>
    %2966 = stablehlo.broadcast_in_dim %c_829, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2967 = stablehlo.multiply %13, %2966 : tensor<10x10xi32>
    %c_830 = stablehlo.constant dense<2> : tensor<i32>
    %2968 = stablehlo.broadcast_in_dim %c_830, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2969 = stablehlo.add %2967, %2968 : tensor<10x10xi32>
    %c_831 = stablehlo.constant dense<0> : tensor<i32>
    %2970 = stablehlo.broadcast_in_dim %c_831, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2971 = stablehlo.compare LT, %2969, %2970, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_832 = stablehlo.constant dense<1000> : tensor<i32>
    %2972 = stablehlo.broadcast_in_dim %c_832, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2973 = stablehlo.add %2969, %2972 : tensor<10x10xi32>
    %2974 = stablehlo.select %2971, %2973, %2969 : tensor<10x10xi1>, tensor<10x10xi32>
    %2975 = stablehlo.broadcast_in_dim %2974, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2976 = "stablehlo.gather"(%2482, %2975) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %2977 = stablehlo.broadcast_in_dim %2954, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2978 = stablehlo.broadcast_in_dim %2965, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2979 = stablehlo.broadcast_in_dim %2976, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %2980 = stablehlo.concatenate %2977, %2978, %2979, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %c_833 = stablehlo.constant dense<10> : tensor<i32>
    %2981 = stablehlo.broadcast_in_dim %c_833, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2982 = stablehlo.multiply %13, %2981 : tensor<10x10xi32>
    %c_834 = stablehlo.constant dense<0> : tensor<i32>
    %2983 = stablehlo.broadcast_in_dim %c_834, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2984 = stablehlo.add %2982, %2983 : tensor<10x10xi32>
    %c_835 = stablehlo.constant dense<0> : tensor<i32>
    %2985 = stablehlo.broadcast_in_dim %c_835, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2986 = stablehlo.compare LT, %2984, %2985, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_836 = stablehlo.constant dense<1000> : tensor<i32>
    %2987 = stablehlo.broadcast_in_dim %c_836, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2988 = stablehlo.add %2984, %2987 : tensor<10x10xi32>
    %2989 = stablehlo.select %2986, %2988, %2984 : tensor<10x10xi1>, tensor<10x10xi32>
    %2990 = stablehlo.broadcast_in_dim %2989, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %2991 = "stablehlo.gather"(%2684, %2990) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_837 = stablehlo.constant dense<10> : tensor<i32>
    %2992 = stablehlo.broadcast_in_dim %c_837, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2993 = stablehlo.multiply %13, %2992 : tensor<10x10xi32>
    %c_838 = stablehlo.constant dense<1> : tensor<i32>
    %2994 = stablehlo.broadcast_in_dim %c_838, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2995 = stablehlo.add %2993, %2994 : tensor<10x10xi32>
    %c_839 = stablehlo.constant dense<0> : tensor<i32>
    %2996 = stablehlo.broadcast_in_dim %c_839, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2997 = stablehlo.compare LT, %2995, %2996, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_840 = stablehlo.constant dense<1000> : tensor<i32>
    %2998 = stablehlo.broadcast_in_dim %c_840, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2999 = stablehlo.add %2995, %2998 : tensor<10x10xi32>
    %3000 = stablehlo.select %2997, %2999, %2995 : tensor<10x10xi1>, tensor<10x10xi32>
    %3001 = stablehlo.broadcast_in_dim %3000, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3002 = "stablehlo.gather"(%2684, %3001) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %c_841 = stablehlo.constant dense<10> : tensor<i32>
    %3003 = stablehlo.broadcast_in_dim %c_841, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3004 = stablehlo.multiply %13, %3003 : tensor<10x10xi32>
    %c_842 = stablehlo.constant dense<2> : tensor<i32>
    %3005 = stablehlo.broadcast_in_dim %c_842, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3006 = stablehlo.add %3004, %3005 : tensor<10x10xi32>
    %c_843 = stablehlo.constant dense<0> : tensor<i32>
    %3007 = stablehlo.broadcast_in_dim %c_843, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3008 = stablehlo.compare LT, %3006, %3007, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_844 = stablehlo.constant dense<1000> : tensor<i32>
    %3009 = stablehlo.broadcast_in_dim %c_844, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3010 = stablehlo.add %3006, %3009 : tensor<10x10xi32>
    %3011 = stablehlo.select %3008, %3010, %3006 : tensor<10x10xi1>, tensor<10x10xi32>
    %3012 = stablehlo.broadcast_in_dim %3011, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3013 = "stablehlo.gather"(%2684, %3012) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1>}> : (tensor<64x1000xf32>, tensor<10x10x1xi32>) -> tensor<64x10x10xf32>
    %3014 = stablehlo.broadcast_in_dim %2991, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3015 = stablehlo.broadcast_in_dim %3002, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3016 = stablehlo.broadcast_in_dim %3013, dims = [0, 2, 3] : (tensor<64x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3017 = stablehlo.concatenate %3014, %3015, %3016, dim = 1 : (tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>, tensor<64x1x10x10xf32>) -> tensor<64x3x10x10xf32>
    %3018 = stablehlo.broadcast_in_dim %2721, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3019 = stablehlo.broadcast_in_dim %2758, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3020 = stablehlo.broadcast_in_dim %2795, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3021 = stablehlo.broadcast_in_dim %2832, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3022 = stablehlo.broadcast_in_dim %2869, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3023 = stablehlo.broadcast_in_dim %2906, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3024 = stablehlo.broadcast_in_dim %2943, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3025 = stablehlo.broadcast_in_dim %2980, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3026 = stablehlo.broadcast_in_dim %3017, dims = [0, 2, 3, 4] : (tensor<64x3x10x10xf32>) -> tensor<64x1x3x10x10xf32>
    %3027 = stablehlo.concatenate %3018, %3019, %3020, %3021, %3022, %3023, %3024, %3025, %3026, dim = 1 : (tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>, tensor<64x1x3x10x10xf32>) -> tensor<64x9x3x10x10xf32>
    %3028 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3029 = stablehlo.reshape %3028 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3030 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3031 = stablehlo.reshape %3030 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3032 = stablehlo.multiply %3029, %3031 : tensor<3xf32>
    %3033 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3034 = stablehlo.reshape %3033 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3035 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3036 = stablehlo.reshape %3035 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3037 = stablehlo.multiply %3034, %3036 : tensor<3xf32>
    %3038 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3039 = stablehlo.reshape %3038 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3040 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3041 = stablehlo.reshape %3040 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3042 = stablehlo.multiply %3039, %3041 : tensor<3xf32>
    %3043 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3044 = stablehlo.reshape %3043 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3045 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3046 = stablehlo.reshape %3045 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3047 = stablehlo.multiply %3044, %3046 : tensor<3xf32>
    %3048 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3049 = stablehlo.reshape %3048 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3050 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3051 = stablehlo.reshape %3050 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3052 = stablehlo.multiply %3049, %3051 : tensor<3xf32>
    %3053 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3054 = stablehlo.reshape %3053 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3055 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3056 = stablehlo.reshape %3055 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3057 = stablehlo.multiply %3054, %3056 : tensor<3xf32>
    %3058 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3059 = stablehlo.reshape %3058 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3060 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3061 = stablehlo.reshape %3060 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3062 = stablehlo.multiply %3059, %3061 : tensor<3xf32>
    %3063 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3064 = stablehlo.reshape %3063 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3065 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3066 = stablehlo.reshape %3065 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3067 = stablehlo.multiply %3064, %3066 : tensor<3xf32>
    %3068 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3069 = stablehlo.reshape %3068 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3070 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3071 = stablehlo.reshape %3070 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3072 = stablehlo.multiply %3069, %3071 : tensor<3xf32>
    %3073 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3074 = stablehlo.reshape %3073 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3075 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3076 = stablehlo.reshape %3075 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3077 = stablehlo.multiply %3074, %3076 : tensor<3xf32>
    %3078 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3079 = stablehlo.reshape %3078 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3080 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3081 = stablehlo.reshape %3080 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3082 = stablehlo.multiply %3079, %3081 : tensor<3xf32>
    %3083 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3084 = stablehlo.reshape %3083 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3085 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3086 = stablehlo.reshape %3085 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3087 = stablehlo.multiply %3084, %3086 : tensor<3xf32>
    %3088 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3089 = stablehlo.reshape %3088 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3090 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3091 = stablehlo.reshape %3090 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3092 = stablehlo.multiply %3089, %3091 : tensor<3xf32>
    %3093 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3094 = stablehlo.reshape %3093 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3095 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3096 = stablehlo.reshape %3095 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3097 = stablehlo.multiply %3094, %3096 : tensor<3xf32>
    %3098 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3099 = stablehlo.reshape %3098 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3100 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3101 = stablehlo.reshape %3100 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3102 = stablehlo.multiply %3099, %3101 : tensor<3xf32>
    %3103 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3104 = stablehlo.reshape %3103 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3105 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3106 = stablehlo.reshape %3105 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3107 = stablehlo.multiply %3104, %3106 : tensor<3xf32>
    %3108 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3109 = stablehlo.reshape %3108 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3110 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3111 = stablehlo.reshape %3110 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3112 = stablehlo.multiply %3109, %3111 : tensor<3xf32>
    %3113 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3114 = stablehlo.reshape %3113 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3115 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3116 = stablehlo.reshape %3115 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3117 = stablehlo.multiply %3114, %3116 : tensor<3xf32>
    %3118 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3119 = stablehlo.reshape %3118 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3120 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3121 = stablehlo.reshape %3120 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3122 = stablehlo.multiply %3119, %3121 : tensor<3xf32>
    %3123 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3124 = stablehlo.reshape %3123 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3125 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3126 = stablehlo.reshape %3125 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3127 = stablehlo.multiply %3124, %3126 : tensor<3xf32>
    %3128 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3129 = stablehlo.reshape %3128 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3130 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3131 = stablehlo.reshape %3130 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3132 = stablehlo.multiply %3129, %3131 : tensor<3xf32>
    %3133 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3134 = stablehlo.reshape %3133 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3135 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3136 = stablehlo.reshape %3135 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3137 = stablehlo.multiply %3134, %3136 : tensor<3xf32>
    %3138 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3139 = stablehlo.reshape %3138 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3140 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3141 = stablehlo.reshape %3140 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3142 = stablehlo.multiply %3139, %3141 : tensor<3xf32>
    %3143 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3144 = stablehlo.reshape %3143 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3145 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3146 = stablehlo.reshape %3145 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3147 = stablehlo.multiply %3144, %3146 : tensor<3xf32>
    %3148 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3149 = stablehlo.reshape %3148 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3150 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3151 = stablehlo.reshape %3150 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3152 = stablehlo.multiply %3149, %3151 : tensor<3xf32>
    %3153 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3154 = stablehlo.reshape %3153 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3155 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3156 = stablehlo.reshape %3155 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3157 = stablehlo.multiply %3154, %3156 : tensor<3xf32>
    %3158 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3159 = stablehlo.reshape %3158 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3160 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3161 = stablehlo.reshape %3160 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3162 = stablehlo.multiply %3159, %3161 : tensor<3xf32>
    %3163 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3164 = stablehlo.reshape %3163 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3165 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3166 = stablehlo.reshape %3165 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3167 = stablehlo.multiply %3164, %3166 : tensor<3xf32>
    %3168 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3169 = stablehlo.reshape %3168 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3170 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3171 = stablehlo.reshape %3170 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3172 = stablehlo.multiply %3169, %3171 : tensor<3xf32>
    %3173 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3174 = stablehlo.reshape %3173 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3175 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3176 = stablehlo.reshape %3175 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3177 = stablehlo.multiply %3174, %3176 : tensor<3xf32>
    %3178 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3179 = stablehlo.reshape %3178 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3180 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3181 = stablehlo.reshape %3180 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3182 = stablehlo.multiply %3179, %3181 : tensor<3xf32>
    %3183 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3184 = stablehlo.reshape %3183 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3185 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3186 = stablehlo.reshape %3185 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3187 = stablehlo.multiply %3184, %3186 : tensor<3xf32>
    %3188 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3189 = stablehlo.reshape %3188 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3190 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3191 = stablehlo.reshape %3190 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3192 = stablehlo.multiply %3189, %3191 : tensor<3xf32>
    %3193 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3194 = stablehlo.reshape %3193 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3195 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3196 = stablehlo.reshape %3195 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3197 = stablehlo.multiply %3194, %3196 : tensor<3xf32>
    %3198 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3199 = stablehlo.reshape %3198 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3200 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3201 = stablehlo.reshape %3200 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3202 = stablehlo.multiply %3199, %3201 : tensor<3xf32>
    %3203 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3204 = stablehlo.reshape %3203 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3205 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3206 = stablehlo.reshape %3205 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3207 = stablehlo.multiply %3204, %3206 : tensor<3xf32>
    %3208 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3209 = stablehlo.reshape %3208 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3210 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3211 = stablehlo.reshape %3210 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3212 = stablehlo.multiply %3209, %3211 : tensor<3xf32>
    %3213 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3214 = stablehlo.reshape %3213 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3215 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3216 = stablehlo.reshape %3215 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3217 = stablehlo.multiply %3214, %3216 : tensor<3xf32>
    %3218 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3219 = stablehlo.reshape %3218 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3220 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3221 = stablehlo.reshape %3220 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3222 = stablehlo.multiply %3219, %3221 : tensor<3xf32>
    %3223 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3224 = stablehlo.reshape %3223 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3225 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3226 = stablehlo.reshape %3225 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3227 = stablehlo.multiply %3224, %3226 : tensor<3xf32>
    %3228 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3229 = stablehlo.reshape %3228 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3230 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3231 = stablehlo.reshape %3230 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3232 = stablehlo.multiply %3229, %3231 : tensor<3xf32>
    %3233 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3234 = stablehlo.reshape %3233 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3235 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3236 = stablehlo.reshape %3235 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3237 = stablehlo.multiply %3234, %3236 : tensor<3xf32>
    %3238 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3239 = stablehlo.reshape %3238 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3240 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3241 = stablehlo.reshape %3240 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3242 = stablehlo.multiply %3239, %3241 : tensor<3xf32>
    %3243 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3244 = stablehlo.reshape %3243 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3245 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3246 = stablehlo.reshape %3245 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3247 = stablehlo.multiply %3244, %3246 : tensor<3xf32>
    %3248 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3249 = stablehlo.reshape %3248 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3250 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3251 = stablehlo.reshape %3250 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3252 = stablehlo.multiply %3249, %3251 : tensor<3xf32>
    %3253 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3254 = stablehlo.reshape %3253 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3255 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3256 = stablehlo.reshape %3255 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3257 = stablehlo.multiply %3254, %3256 : tensor<3xf32>
    %3258 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3259 = stablehlo.reshape %3258 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3260 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3261 = stablehlo.reshape %3260 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3262 = stablehlo.multiply %3259, %3261 : tensor<3xf32>
    %3263 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3264 = stablehlo.reshape %3263 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3265 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3266 = stablehlo.reshape %3265 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3267 = stablehlo.multiply %3264, %3266 : tensor<3xf32>
    %3268 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3269 = stablehlo.reshape %3268 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3270 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3271 = stablehlo.reshape %3270 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3272 = stablehlo.multiply %3269, %3271 : tensor<3xf32>
    %3273 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3274 = stablehlo.reshape %3273 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3275 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3276 = stablehlo.reshape %3275 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3277 = stablehlo.multiply %3274, %3276 : tensor<3xf32>
    %3278 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3279 = stablehlo.reshape %3278 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3280 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3281 = stablehlo.reshape %3280 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3282 = stablehlo.multiply %3279, %3281 : tensor<3xf32>
    %3283 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3284 = stablehlo.reshape %3283 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3285 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3286 = stablehlo.reshape %3285 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3287 = stablehlo.multiply %3284, %3286 : tensor<3xf32>
    %3288 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3289 = stablehlo.reshape %3288 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3290 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3291 = stablehlo.reshape %3290 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3292 = stablehlo.multiply %3289, %3291 : tensor<3xf32>
    %3293 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3294 = stablehlo.reshape %3293 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3295 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3296 = stablehlo.reshape %3295 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3297 = stablehlo.multiply %3294, %3296 : tensor<3xf32>
    %3298 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3299 = stablehlo.reshape %3298 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3300 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3301 = stablehlo.reshape %3300 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3302 = stablehlo.multiply %3299, %3301 : tensor<3xf32>
    %3303 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3304 = stablehlo.reshape %3303 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3305 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3306 = stablehlo.reshape %3305 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3307 = stablehlo.multiply %3304, %3306 : tensor<3xf32>
    %3308 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3309 = stablehlo.reshape %3308 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3310 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3311 = stablehlo.reshape %3310 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3312 = stablehlo.multiply %3309, %3311 : tensor<3xf32>
    %3313 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3314 = stablehlo.reshape %3313 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3315 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3316 = stablehlo.reshape %3315 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3317 = stablehlo.multiply %3314, %3316 : tensor<3xf32>
    %3318 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3319 = stablehlo.reshape %3318 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3320 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3321 = stablehlo.reshape %3320 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3322 = stablehlo.multiply %3319, %3321 : tensor<3xf32>
    %3323 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3324 = stablehlo.reshape %3323 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3325 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3326 = stablehlo.reshape %3325 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3327 = stablehlo.multiply %3324, %3326 : tensor<3xf32>
    %3328 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3329 = stablehlo.reshape %3328 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3330 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3331 = stablehlo.reshape %3330 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3332 = stablehlo.multiply %3329, %3331 : tensor<3xf32>
    %3333 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3334 = stablehlo.reshape %3333 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3335 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3336 = stablehlo.reshape %3335 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3337 = stablehlo.multiply %3334, %3336 : tensor<3xf32>
    %3338 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3339 = stablehlo.reshape %3338 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3340 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3341 = stablehlo.reshape %3340 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3342 = stablehlo.multiply %3339, %3341 : tensor<3xf32>
    %3343 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3344 = stablehlo.reshape %3343 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3345 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3346 = stablehlo.reshape %3345 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3347 = stablehlo.multiply %3344, %3346 : tensor<3xf32>
    %3348 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3349 = stablehlo.reshape %3348 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3350 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3351 = stablehlo.reshape %3350 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3352 = stablehlo.multiply %3349, %3351 : tensor<3xf32>
    %3353 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3354 = stablehlo.reshape %3353 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3355 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3356 = stablehlo.reshape %3355 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3357 = stablehlo.multiply %3354, %3356 : tensor<3xf32>
    %3358 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3359 = stablehlo.reshape %3358 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3360 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3361 = stablehlo.reshape %3360 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3362 = stablehlo.multiply %3359, %3361 : tensor<3xf32>
    %3363 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3364 = stablehlo.reshape %3363 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3365 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3366 = stablehlo.reshape %3365 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3367 = stablehlo.multiply %3364, %3366 : tensor<3xf32>
    %3368 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3369 = stablehlo.reshape %3368 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3370 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3371 = stablehlo.reshape %3370 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3372 = stablehlo.multiply %3369, %3371 : tensor<3xf32>
    %3373 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3374 = stablehlo.reshape %3373 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3375 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3376 = stablehlo.reshape %3375 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3377 = stablehlo.multiply %3374, %3376 : tensor<3xf32>
    %3378 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3379 = stablehlo.reshape %3378 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3380 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3381 = stablehlo.reshape %3380 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3382 = stablehlo.multiply %3379, %3381 : tensor<3xf32>
    %3383 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3384 = stablehlo.reshape %3383 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3385 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3386 = stablehlo.reshape %3385 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3387 = stablehlo.multiply %3384, %3386 : tensor<3xf32>
    %3388 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3389 = stablehlo.reshape %3388 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3390 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3391 = stablehlo.reshape %3390 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3392 = stablehlo.multiply %3389, %3391 : tensor<3xf32>
    %3393 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3394 = stablehlo.reshape %3393 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3395 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3396 = stablehlo.reshape %3395 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3397 = stablehlo.multiply %3394, %3396 : tensor<3xf32>
    %3398 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3399 = stablehlo.reshape %3398 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3400 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3401 = stablehlo.reshape %3400 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3402 = stablehlo.multiply %3399, %3401 : tensor<3xf32>
    %3403 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3404 = stablehlo.reshape %3403 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3405 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3406 = stablehlo.reshape %3405 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3407 = stablehlo.multiply %3404, %3406 : tensor<3xf32>
    %3408 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3409 = stablehlo.reshape %3408 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3410 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3411 = stablehlo.reshape %3410 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3412 = stablehlo.multiply %3409, %3411 : tensor<3xf32>
    %3413 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3414 = stablehlo.reshape %3413 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3415 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3416 = stablehlo.reshape %3415 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3417 = stablehlo.multiply %3414, %3416 : tensor<3xf32>
    %3418 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3419 = stablehlo.reshape %3418 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3420 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3421 = stablehlo.reshape %3420 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3422 = stablehlo.multiply %3419, %3421 : tensor<3xf32>
    %3423 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3424 = stablehlo.reshape %3423 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3425 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3426 = stablehlo.reshape %3425 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3427 = stablehlo.multiply %3424, %3426 : tensor<3xf32>
    %3428 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3429 = stablehlo.reshape %3428 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3430 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3431 = stablehlo.reshape %3430 : (tensor<3x1xf32>) -> tensor<3xf32>
    %3432 = stablehlo.multiply %3429, %3431 : tensor<3xf32>
    %3433 = stablehlo.broadcast_in_dim %3032, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3434 = stablehlo.broadcast_in_dim %3037, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3435 = stablehlo.broadcast_in_dim %3042, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3436 = stablehlo.broadcast_in_dim %3047, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3437 = stablehlo.broadcast_in_dim %3052, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3438 = stablehlo.broadcast_in_dim %3057, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3439 = stablehlo.broadcast_in_dim %3062, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3440 = stablehlo.broadcast_in_dim %3067, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3441 = stablehlo.broadcast_in_dim %3072, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3442 = stablehlo.broadcast_in_dim %3077, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3443 = stablehlo.broadcast_in_dim %3082, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3444 = stablehlo.broadcast_in_dim %3087, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3445 = stablehlo.broadcast_in_dim %3092, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3446 = stablehlo.broadcast_in_dim %3097, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3447 = stablehlo.broadcast_in_dim %3102, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3448 = stablehlo.broadcast_in_dim %3107, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3449 = stablehlo.broadcast_in_dim %3112, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3450 = stablehlo.broadcast_in_dim %3117, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3451 = stablehlo.broadcast_in_dim %3122, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3452 = stablehlo.broadcast_in_dim %3127, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3453 = stablehlo.broadcast_in_dim %3132, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3454 = stablehlo.broadcast_in_dim %3137, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3455 = stablehlo.broadcast_in_dim %3142, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3456 = stablehlo.broadcast_in_dim %3147, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3457 = stablehlo.broadcast_in_dim %3152, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3458 = stablehlo.broadcast_in_dim %3157, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3459 = stablehlo.broadcast_in_dim %3162, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3460 = stablehlo.broadcast_in_dim %3167, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3461 = stablehlo.broadcast_in_dim %3172, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3462 = stablehlo.broadcast_in_dim %3177, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3463 = stablehlo.broadcast_in_dim %3182, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3464 = stablehlo.broadcast_in_dim %3187, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3465 = stablehlo.broadcast_in_dim %3192, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3466 = stablehlo.broadcast_in_dim %3197, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3467 = stablehlo.broadcast_in_dim %3202, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3468 = stablehlo.broadcast_in_dim %3207, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3469 = stablehlo.broadcast_in_dim %3212, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3470 = stablehlo.broadcast_in_dim %3217, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3471 = stablehlo.broadcast_in_dim %3222, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3472 = stablehlo.broadcast_in_dim %3227, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3473 = stablehlo.broadcast_in_dim %3232, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3474 = stablehlo.broadcast_in_dim %3237, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3475 = stablehlo.broadcast_in_dim %3242, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3476 = stablehlo.broadcast_in_dim %3247, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3477 = stablehlo.broadcast_in_dim %3252, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3478 = stablehlo.broadcast_in_dim %3257, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3479 = stablehlo.broadcast_in_dim %3262, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3480 = stablehlo.broadcast_in_dim %3267, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3481 = stablehlo.broadcast_in_dim %3272, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3482 = stablehlo.broadcast_in_dim %3277, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3483 = stablehlo.broadcast_in_dim %3282, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3484 = stablehlo.broadcast_in_dim %3287, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3485 = stablehlo.broadcast_in_dim %3292, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3486 = stablehlo.broadcast_in_dim %3297, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3487 = stablehlo.broadcast_in_dim %3302, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3488 = stablehlo.broadcast_in_dim %3307, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3489 = stablehlo.broadcast_in_dim %3312, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3490 = stablehlo.broadcast_in_dim %3317, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3491 = stablehlo.broadcast_in_dim %3322, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3492 = stablehlo.broadcast_in_dim %3327, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3493 = stablehlo.broadcast_in_dim %3332, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3494 = stablehlo.broadcast_in_dim %3337, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3495 = stablehlo.broadcast_in_dim %3342, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3496 = stablehlo.broadcast_in_dim %3347, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3497 = stablehlo.broadcast_in_dim %3352, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3498 = stablehlo.broadcast_in_dim %3357, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3499 = stablehlo.broadcast_in_dim %3362, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3500 = stablehlo.broadcast_in_dim %3367, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3501 = stablehlo.broadcast_in_dim %3372, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3502 = stablehlo.broadcast_in_dim %3377, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3503 = stablehlo.broadcast_in_dim %3382, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3504 = stablehlo.broadcast_in_dim %3387, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3505 = stablehlo.broadcast_in_dim %3392, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3506 = stablehlo.broadcast_in_dim %3397, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3507 = stablehlo.broadcast_in_dim %3402, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3508 = stablehlo.broadcast_in_dim %3407, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3509 = stablehlo.broadcast_in_dim %3412, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3510 = stablehlo.broadcast_in_dim %3417, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3511 = stablehlo.broadcast_in_dim %3422, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3512 = stablehlo.broadcast_in_dim %3427, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3513 = stablehlo.broadcast_in_dim %3432, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3514 = stablehlo.concatenate %3433, %3434, %3435, %3436, %3437, %3438, %3439, %3440, %3441, %3442, %3443, %3444, %3445, %3446, %3447, %3448, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %3515 = stablehlo.concatenate %3449, %3450, %3451, %3452, %3453, %3454, %3455, %3456, %3457, %3458, %3459, %3460, %3461, %3462, %3463, %3464, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %3516 = stablehlo.concatenate %3465, %3466, %3467, %3468, %3469, %3470, %3471, %3472, %3473, %3474, %3475, %3476, %3477, %3478, %3479, %3480, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %3517 = stablehlo.concatenate %3481, %3482, %3483, %3484, %3485, %3486, %3487, %3488, %3489, %3490, %3491, %3492, %3493, %3494, %3495, %3496, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %3518 = stablehlo.concatenate %3497, %3498, %3499, %3500, %3501, %3502, %3503, %3504, %3505, %3506, %3507, %3508, %3509, %3510, %3511, %3512, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x16xf32>
    %3519 = stablehlo.concatenate %3513, dim = 1 : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %3520 = stablehlo.concatenate %3514, %3515, %3516, %3517, %3518, %3519, dim = 1 : (tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x16xf32>, tensor<3x1xf32>) -> tensor<3x81xf32>
    %cst_845 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3521 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<64x81x10x10xf32>
    %c_846 = stablehlo.constant dense<0> : tensor<i32>
    %c_847 = stablehlo.constant dense<0> : tensor<i32>
    %3522:6 = stablehlo.while(%iterArg = %3027, %iterArg_1335 = %3520, %iterArg_1336 = %c, %iterArg_1337 = %c_847, %iterArg_1338 = %c_846, %iterArg_1339 = %3521) : tensor<64x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<64x81x10x10xf32>
    cond {
      %c_1340 = stablehlo.constant dense<3> : tensor<i32>
      %4902 = stablehlo.compare LT, %iterArg_1337, %c_1340, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4902 : tensor<i1>
    } do {
      %4902:2 = func.call @closed_call(%iterArg, %iterArg_1335, %iterArg_1336, %iterArg_1338, %iterArg_1339) : (tensor<64x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<64x81x10x10xf32>) -> (tensor<i32>, tensor<64x81x10x10xf32>)
      %c_1340 = stablehlo.constant dense<1> : tensor<i32>
      %4903 = stablehlo.add %iterArg_1337, %c_1340 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1335, %iterArg_1336, %4903, %4902#0, %4902#1 : tensor<64x9x3x10x10xf32>, tensor<3x81xf32>, tensor<81xi32>, tensor<i32>, tensor<i32>, tensor<64x81x10x10xf32>
    }
    %cst_848 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3523 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<64x729xf32>
    %c_849 = stablehlo.constant dense<0> : tensor<i32>
    %3524 = stablehlo.broadcast_in_dim %c_849, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3525 = stablehlo.add %3524, %8 : tensor<10x10xi32>
    %c_850 = stablehlo.constant dense<0> : tensor<i32>
    %3526 = stablehlo.broadcast_in_dim %c_850, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3527 = stablehlo.add %3526, %10 : tensor<10x10xi32>
    %c_851 = stablehlo.constant dense<27> : tensor<i32>
    %3528 = stablehlo.broadcast_in_dim %c_851, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3529 = stablehlo.multiply %3525, %3528 : tensor<10x10xi32>
    %3530 = stablehlo.add %3529, %3527 : tensor<10x10xi32>
    %3531 = stablehlo.slice %3522#5 [0:64, 0:1, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3532 = stablehlo.reshape %3531 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_852 = stablehlo.constant dense<16777216> : tensor<i32>
    %3533 = call @_where(%6, %3530, %c_852) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_853 = stablehlo.constant dense<0> : tensor<i32>
    %3534 = stablehlo.broadcast_in_dim %c_853, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3535 = stablehlo.compare LT, %3533, %3534, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_854 = stablehlo.constant dense<729> : tensor<i32>
    %3536 = stablehlo.broadcast_in_dim %c_854, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3537 = stablehlo.add %3533, %3536 : tensor<10x10xi32>
    %3538 = stablehlo.select %3535, %3537, %3533 : tensor<10x10xi1>, tensor<10x10xi32>
    %3539 = stablehlo.broadcast_in_dim %3538, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3540 = "stablehlo.scatter"(%3523, %3539, %3532) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_855 = stablehlo.constant dense<0> : tensor<i32>
    %3541 = stablehlo.broadcast_in_dim %c_855, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3542 = stablehlo.add %3541, %8 : tensor<10x10xi32>
    %c_856 = stablehlo.constant dense<9> : tensor<i32>
    %3543 = stablehlo.broadcast_in_dim %c_856, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3544 = stablehlo.add %3543, %10 : tensor<10x10xi32>
    %c_857 = stablehlo.constant dense<27> : tensor<i32>
    %3545 = stablehlo.broadcast_in_dim %c_857, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3546 = stablehlo.multiply %3542, %3545 : tensor<10x10xi32>
    %3547 = stablehlo.add %3546, %3544 : tensor<10x10xi32>
    %3548 = stablehlo.slice %3522#5 [0:64, 1:2, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3549 = stablehlo.reshape %3548 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_858 = stablehlo.constant dense<16777216> : tensor<i32>
    %3550 = call @_where(%6, %3547, %c_858) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_859 = stablehlo.constant dense<0> : tensor<i32>
    %3551 = stablehlo.broadcast_in_dim %c_859, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3552 = stablehlo.compare LT, %3550, %3551, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_860 = stablehlo.constant dense<729> : tensor<i32>
    %3553 = stablehlo.broadcast_in_dim %c_860, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3554 = stablehlo.add %3550, %3553 : tensor<10x10xi32>
    %3555 = stablehlo.select %3552, %3554, %3550 : tensor<10x10xi1>, tensor<10x10xi32>
    %3556 = stablehlo.broadcast_in_dim %3555, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3557 = "stablehlo.scatter"(%3540, %3556, %3549) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_861 = stablehlo.constant dense<0> : tensor<i32>
    %3558 = stablehlo.broadcast_in_dim %c_861, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3559 = stablehlo.add %3558, %8 : tensor<10x10xi32>
    %c_862 = stablehlo.constant dense<18> : tensor<i32>
    %3560 = stablehlo.broadcast_in_dim %c_862, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3561 = stablehlo.add %3560, %10 : tensor<10x10xi32>
    %c_863 = stablehlo.constant dense<27> : tensor<i32>
    %3562 = stablehlo.broadcast_in_dim %c_863, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3563 = stablehlo.multiply %3559, %3562 : tensor<10x10xi32>
    %3564 = stablehlo.add %3563, %3561 : tensor<10x10xi32>
    %3565 = stablehlo.slice %3522#5 [0:64, 2:3, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3566 = stablehlo.reshape %3565 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_864 = stablehlo.constant dense<16777216> : tensor<i32>
    %3567 = call @_where(%6, %3564, %c_864) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_865 = stablehlo.constant dense<0> : tensor<i32>
    %3568 = stablehlo.broadcast_in_dim %c_865, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3569 = stablehlo.compare LT, %3567, %3568, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_866 = stablehlo.constant dense<729> : tensor<i32>
    %3570 = stablehlo.broadcast_in_dim %c_866, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3571 = stablehlo.add %3567, %3570 : tensor<10x10xi32>
    %3572 = stablehlo.select %3569, %3571, %3567 : tensor<10x10xi1>, tensor<10x10xi32>
    %3573 = stablehlo.broadcast_in_dim %3572, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3574 = "stablehlo.scatter"(%3557, %3573, %3566) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_867 = stablehlo.constant dense<9> : tensor<i32>
    %3575 = stablehlo.broadcast_in_dim %c_867, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3576 = stablehlo.add %3575, %8 : tensor<10x10xi32>
    %c_868 = stablehlo.constant dense<0> : tensor<i32>
    %3577 = stablehlo.broadcast_in_dim %c_868, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3578 = stablehlo.add %3577, %10 : tensor<10x10xi32>
    %c_869 = stablehlo.constant dense<27> : tensor<i32>
    %3579 = stablehlo.broadcast_in_dim %c_869, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3580 = stablehlo.multiply %3576, %3579 : tensor<10x10xi32>
    %3581 = stablehlo.add %3580, %3578 : tensor<10x10xi32>
    %3582 = stablehlo.slice %3522#5 [0:64, 3:4, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3583 = stablehlo.reshape %3582 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_870 = stablehlo.constant dense<16777216> : tensor<i32>
    %3584 = call @_where(%6, %3581, %c_870) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_871 = stablehlo.constant dense<0> : tensor<i32>
    %3585 = stablehlo.broadcast_in_dim %c_871, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3586 = stablehlo.compare LT, %3584, %3585, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_872 = stablehlo.constant dense<729> : tensor<i32>
    %3587 = stablehlo.broadcast_in_dim %c_872, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3588 = stablehlo.add %3584, %3587 : tensor<10x10xi32>
    %3589 = stablehlo.select %3586, %3588, %3584 : tensor<10x10xi1>, tensor<10x10xi32>
    %3590 = stablehlo.broadcast_in_dim %3589, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3591 = "stablehlo.scatter"(%3574, %3590, %3583) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_873 = stablehlo.constant dense<9> : tensor<i32>
    %3592 = stablehlo.broadcast_in_dim %c_873, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3593 = stablehlo.add %3592, %8 : tensor<10x10xi32>
    %c_874 = stablehlo.constant dense<9> : tensor<i32>
    %3594 = stablehlo.broadcast_in_dim %c_874, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3595 = stablehlo.add %3594, %10 : tensor<10x10xi32>
    %c_875 = stablehlo.constant dense<27> : tensor<i32>
    %3596 = stablehlo.broadcast_in_dim %c_875, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3597 = stablehlo.multiply %3593, %3596 : tensor<10x10xi32>
    %3598 = stablehlo.add %3597, %3595 : tensor<10x10xi32>
    %3599 = stablehlo.slice %3522#5 [0:64, 4:5, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3600 = stablehlo.reshape %3599 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_876 = stablehlo.constant dense<16777216> : tensor<i32>
    %3601 = call @_where(%6, %3598, %c_876) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_877 = stablehlo.constant dense<0> : tensor<i32>
    %3602 = stablehlo.broadcast_in_dim %c_877, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3603 = stablehlo.compare LT, %3601, %3602, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_878 = stablehlo.constant dense<729> : tensor<i32>
    %3604 = stablehlo.broadcast_in_dim %c_878, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3605 = stablehlo.add %3601, %3604 : tensor<10x10xi32>
    %3606 = stablehlo.select %3603, %3605, %3601 : tensor<10x10xi1>, tensor<10x10xi32>
    %3607 = stablehlo.broadcast_in_dim %3606, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3608 = "stablehlo.scatter"(%3591, %3607, %3600) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_879 = stablehlo.constant dense<9> : tensor<i32>
    %3609 = stablehlo.broadcast_in_dim %c_879, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3610 = stablehlo.add %3609, %8 : tensor<10x10xi32>
    %c_880 = stablehlo.constant dense<18> : tensor<i32>
    %3611 = stablehlo.broadcast_in_dim %c_880, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3612 = stablehlo.add %3611, %10 : tensor<10x10xi32>
    %c_881 = stablehlo.constant dense<27> : tensor<i32>
    %3613 = stablehlo.broadcast_in_dim %c_881, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3614 = stablehlo.multiply %3610, %3613 : tensor<10x10xi32>
    %3615 = stablehlo.add %3614, %3612 : tensor<10x10xi32>
    %3616 = stablehlo.slice %3522#5 [0:64, 5:6, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3617 = stablehlo.reshape %3616 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_882 = stablehlo.constant dense<16777216> : tensor<i32>
    %3618 = call @_where(%6, %3615, %c_882) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_883 = stablehlo.constant dense<0> : tensor<i32>
    %3619 = stablehlo.broadcast_in_dim %c_883, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3620 = stablehlo.compare LT, %3618, %3619, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_884 = stablehlo.constant dense<729> : tensor<i32>
    %3621 = stablehlo.broadcast_in_dim %c_884, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3622 = stablehlo.add %3618, %3621 : tensor<10x10xi32>
    %3623 = stablehlo.select %3620, %3622, %3618 : tensor<10x10xi1>, tensor<10x10xi32>
    %3624 = stablehlo.broadcast_in_dim %3623, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3625 = "stablehlo.scatter"(%3608, %3624, %3617) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_885 = stablehlo.constant dense<18> : tensor<i32>
    %3626 = stablehlo.broadcast_in_dim %c_885, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3627 = stablehlo.add %3626, %8 : tensor<10x10xi32>
    %c_886 = stablehlo.constant dense<0> : tensor<i32>
    %3628 = stablehlo.broadcast_in_dim %c_886, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3629 = stablehlo.add %3628, %10 : tensor<10x10xi32>
    %c_887 = stablehlo.constant dense<27> : tensor<i32>
    %3630 = stablehlo.broadcast_in_dim %c_887, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3631 = stablehlo.multiply %3627, %3630 : tensor<10x10xi32>
    %3632 = stablehlo.add %3631, %3629 : tensor<10x10xi32>
    %3633 = stablehlo.slice %3522#5 [0:64, 6:7, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3634 = stablehlo.reshape %3633 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_888 = stablehlo.constant dense<16777216> : tensor<i32>
    %3635 = call @_where(%6, %3632, %c_888) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_889 = stablehlo.constant dense<0> : tensor<i32>
    %3636 = stablehlo.broadcast_in_dim %c_889, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3637 = stablehlo.compare LT, %3635, %3636, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_890 = stablehlo.constant dense<729> : tensor<i32>
    %3638 = stablehlo.broadcast_in_dim %c_890, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3639 = stablehlo.add %3635, %3638 : tensor<10x10xi32>
    %3640 = stablehlo.select %3637, %3639, %3635 : tensor<10x10xi1>, tensor<10x10xi32>
    %3641 = stablehlo.broadcast_in_dim %3640, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3642 = "stablehlo.scatter"(%3625, %3641, %3634) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_891 = stablehlo.constant dense<18> : tensor<i32>
    %3643 = stablehlo.broadcast_in_dim %c_891, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3644 = stablehlo.add %3643, %8 : tensor<10x10xi32>
    %c_892 = stablehlo.constant dense<9> : tensor<i32>
    %3645 = stablehlo.broadcast_in_dim %c_892, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3646 = stablehlo.add %3645, %10 : tensor<10x10xi32>
    %c_893 = stablehlo.constant dense<27> : tensor<i32>
    %3647 = stablehlo.broadcast_in_dim %c_893, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3648 = stablehlo.multiply %3644, %3647 : tensor<10x10xi32>
    %3649 = stablehlo.add %3648, %3646 : tensor<10x10xi32>
    %3650 = stablehlo.slice %3522#5 [0:64, 7:8, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3651 = stablehlo.reshape %3650 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_894 = stablehlo.constant dense<16777216> : tensor<i32>
    %3652 = call @_where(%6, %3649, %c_894) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_895 = stablehlo.constant dense<0> : tensor<i32>
    %3653 = stablehlo.broadcast_in_dim %c_895, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3654 = stablehlo.compare LT, %3652, %3653, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_896 = stablehlo.constant dense<729> : tensor<i32>
    %3655 = stablehlo.broadcast_in_dim %c_896, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3656 = stablehlo.add %3652, %3655 : tensor<10x10xi32>
    %3657 = stablehlo.select %3654, %3656, %3652 : tensor<10x10xi1>, tensor<10x10xi32>
    %3658 = stablehlo.broadcast_in_dim %3657, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3659 = "stablehlo.scatter"(%3642, %3658, %3651) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_897 = stablehlo.constant dense<18> : tensor<i32>
    %3660 = stablehlo.broadcast_in_dim %c_897, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3661 = stablehlo.add %3660, %8 : tensor<10x10xi32>
    %c_898 = stablehlo.constant dense<18> : tensor<i32>
    %3662 = stablehlo.broadcast_in_dim %c_898, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3663 = stablehlo.add %3662, %10 : tensor<10x10xi32>
    %c_899 = stablehlo.constant dense<27> : tensor<i32>
    %3664 = stablehlo.broadcast_in_dim %c_899, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3665 = stablehlo.multiply %3661, %3664 : tensor<10x10xi32>
    %3666 = stablehlo.add %3665, %3663 : tensor<10x10xi32>
    %3667 = stablehlo.slice %3522#5 [0:64, 8:9, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3668 = stablehlo.reshape %3667 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_900 = stablehlo.constant dense<16777216> : tensor<i32>
    %3669 = call @_where(%6, %3666, %c_900) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_901 = stablehlo.constant dense<0> : tensor<i32>
    %3670 = stablehlo.broadcast_in_dim %c_901, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3671 = stablehlo.compare LT, %3669, %3670, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_902 = stablehlo.constant dense<729> : tensor<i32>
    %3672 = stablehlo.broadcast_in_dim %c_902, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3673 = stablehlo.add %3669, %3672 : tensor<10x10xi32>
    %3674 = stablehlo.select %3671, %3673, %3669 : tensor<10x10xi1>, tensor<10x10xi32>
    %3675 = stablehlo.broadcast_in_dim %3674, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3676 = "stablehlo.scatter"(%3659, %3675, %3668) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_903 = stablehlo.constant dense<0> : tensor<i32>
    %3677 = stablehlo.broadcast_in_dim %c_903, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3678 = stablehlo.add %3677, %8 : tensor<10x10xi32>
    %c_904 = stablehlo.constant dense<3> : tensor<i32>
    %3679 = stablehlo.broadcast_in_dim %c_904, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3680 = stablehlo.add %3679, %10 : tensor<10x10xi32>
    %c_905 = stablehlo.constant dense<27> : tensor<i32>
    %3681 = stablehlo.broadcast_in_dim %c_905, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3682 = stablehlo.multiply %3678, %3681 : tensor<10x10xi32>
    %3683 = stablehlo.add %3682, %3680 : tensor<10x10xi32>
    %3684 = stablehlo.slice %3522#5 [0:64, 9:10, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3685 = stablehlo.reshape %3684 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_906 = stablehlo.constant dense<16777216> : tensor<i32>
    %3686 = call @_where(%6, %3683, %c_906) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_907 = stablehlo.constant dense<0> : tensor<i32>
    %3687 = stablehlo.broadcast_in_dim %c_907, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3688 = stablehlo.compare LT, %3686, %3687, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_908 = stablehlo.constant dense<729> : tensor<i32>
    %3689 = stablehlo.broadcast_in_dim %c_908, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3690 = stablehlo.add %3686, %3689 : tensor<10x10xi32>
    %3691 = stablehlo.select %3688, %3690, %3686 : tensor<10x10xi1>, tensor<10x10xi32>
    %3692 = stablehlo.broadcast_in_dim %3691, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3693 = "stablehlo.scatter"(%3676, %3692, %3685) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_909 = stablehlo.constant dense<0> : tensor<i32>
    %3694 = stablehlo.broadcast_in_dim %c_909, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3695 = stablehlo.add %3694, %8 : tensor<10x10xi32>
    %c_910 = stablehlo.constant dense<12> : tensor<i32>
    %3696 = stablehlo.broadcast_in_dim %c_910, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3697 = stablehlo.add %3696, %10 : tensor<10x10xi32>
    %c_911 = stablehlo.constant dense<27> : tensor<i32>
    %3698 = stablehlo.broadcast_in_dim %c_911, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3699 = stablehlo.multiply %3695, %3698 : tensor<10x10xi32>
    %3700 = stablehlo.add %3699, %3697 : tensor<10x10xi32>
    %3701 = stablehlo.slice %3522#5 [0:64, 10:11, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3702 = stablehlo.reshape %3701 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_912 = stablehlo.constant dense<16777216> : tensor<i32>
    %3703 = call @_where(%6, %3700, %c_912) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_913 = stablehlo.constant dense<0> : tensor<i32>
    %3704 = stablehlo.broadcast_in_dim %c_913, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3705 = stablehlo.compare LT, %3703, %3704, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_914 = stablehlo.constant dense<729> : tensor<i32>
    %3706 = stablehlo.broadcast_in_dim %c_914, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3707 = stablehlo.add %3703, %3706 : tensor<10x10xi32>
    %3708 = stablehlo.select %3705, %3707, %3703 : tensor<10x10xi1>, tensor<10x10xi32>
    %3709 = stablehlo.broadcast_in_dim %3708, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3710 = "stablehlo.scatter"(%3693, %3709, %3702) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_915 = stablehlo.constant dense<0> : tensor<i32>
    %3711 = stablehlo.broadcast_in_dim %c_915, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3712 = stablehlo.add %3711, %8 : tensor<10x10xi32>
    %c_916 = stablehlo.constant dense<21> : tensor<i32>
    %3713 = stablehlo.broadcast_in_dim %c_916, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3714 = stablehlo.add %3713, %10 : tensor<10x10xi32>
    %c_917 = stablehlo.constant dense<27> : tensor<i32>
    %3715 = stablehlo.broadcast_in_dim %c_917, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3716 = stablehlo.multiply %3712, %3715 : tensor<10x10xi32>
    %3717 = stablehlo.add %3716, %3714 : tensor<10x10xi32>
    %3718 = stablehlo.slice %3522#5 [0:64, 11:12, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3719 = stablehlo.reshape %3718 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_918 = stablehlo.constant dense<16777216> : tensor<i32>
    %3720 = call @_where(%6, %3717, %c_918) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_919 = stablehlo.constant dense<0> : tensor<i32>
    %3721 = stablehlo.broadcast_in_dim %c_919, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3722 = stablehlo.compare LT, %3720, %3721, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_920 = stablehlo.constant dense<729> : tensor<i32>
    %3723 = stablehlo.broadcast_in_dim %c_920, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3724 = stablehlo.add %3720, %3723 : tensor<10x10xi32>
    %3725 = stablehlo.select %3722, %3724, %3720 : tensor<10x10xi1>, tensor<10x10xi32>
    %3726 = stablehlo.broadcast_in_dim %3725, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3727 = "stablehlo.scatter"(%3710, %3726, %3719) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_921 = stablehlo.constant dense<9> : tensor<i32>
    %3728 = stablehlo.broadcast_in_dim %c_921, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3729 = stablehlo.add %3728, %8 : tensor<10x10xi32>
    %c_922 = stablehlo.constant dense<3> : tensor<i32>
    %3730 = stablehlo.broadcast_in_dim %c_922, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3731 = stablehlo.add %3730, %10 : tensor<10x10xi32>
    %c_923 = stablehlo.constant dense<27> : tensor<i32>
    %3732 = stablehlo.broadcast_in_dim %c_923, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3733 = stablehlo.multiply %3729, %3732 : tensor<10x10xi32>
    %3734 = stablehlo.add %3733, %3731 : tensor<10x10xi32>
    %3735 = stablehlo.slice %3522#5 [0:64, 12:13, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3736 = stablehlo.reshape %3735 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_924 = stablehlo.constant dense<16777216> : tensor<i32>
    %3737 = call @_where(%6, %3734, %c_924) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_925 = stablehlo.constant dense<0> : tensor<i32>
    %3738 = stablehlo.broadcast_in_dim %c_925, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3739 = stablehlo.compare LT, %3737, %3738, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_926 = stablehlo.constant dense<729> : tensor<i32>
    %3740 = stablehlo.broadcast_in_dim %c_926, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3741 = stablehlo.add %3737, %3740 : tensor<10x10xi32>
    %3742 = stablehlo.select %3739, %3741, %3737 : tensor<10x10xi1>, tensor<10x10xi32>
    %3743 = stablehlo.broadcast_in_dim %3742, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3744 = "stablehlo.scatter"(%3727, %3743, %3736) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_927 = stablehlo.constant dense<9> : tensor<i32>
    %3745 = stablehlo.broadcast_in_dim %c_927, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3746 = stablehlo.add %3745, %8 : tensor<10x10xi32>
    %c_928 = stablehlo.constant dense<12> : tensor<i32>
    %3747 = stablehlo.broadcast_in_dim %c_928, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3748 = stablehlo.add %3747, %10 : tensor<10x10xi32>
    %c_929 = stablehlo.constant dense<27> : tensor<i32>
    %3749 = stablehlo.broadcast_in_dim %c_929, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3750 = stablehlo.multiply %3746, %3749 : tensor<10x10xi32>
    %3751 = stablehlo.add %3750, %3748 : tensor<10x10xi32>
    %3752 = stablehlo.slice %3522#5 [0:64, 13:14, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3753 = stablehlo.reshape %3752 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_930 = stablehlo.constant dense<16777216> : tensor<i32>
    %3754 = call @_where(%6, %3751, %c_930) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_931 = stablehlo.constant dense<0> : tensor<i32>
    %3755 = stablehlo.broadcast_in_dim %c_931, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3756 = stablehlo.compare LT, %3754, %3755, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_932 = stablehlo.constant dense<729> : tensor<i32>
    %3757 = stablehlo.broadcast_in_dim %c_932, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3758 = stablehlo.add %3754, %3757 : tensor<10x10xi32>
    %3759 = stablehlo.select %3756, %3758, %3754 : tensor<10x10xi1>, tensor<10x10xi32>
    %3760 = stablehlo.broadcast_in_dim %3759, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3761 = "stablehlo.scatter"(%3744, %3760, %3753) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_933 = stablehlo.constant dense<9> : tensor<i32>
    %3762 = stablehlo.broadcast_in_dim %c_933, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3763 = stablehlo.add %3762, %8 : tensor<10x10xi32>
    %c_934 = stablehlo.constant dense<21> : tensor<i32>
    %3764 = stablehlo.broadcast_in_dim %c_934, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3765 = stablehlo.add %3764, %10 : tensor<10x10xi32>
    %c_935 = stablehlo.constant dense<27> : tensor<i32>
    %3766 = stablehlo.broadcast_in_dim %c_935, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3767 = stablehlo.multiply %3763, %3766 : tensor<10x10xi32>
    %3768 = stablehlo.add %3767, %3765 : tensor<10x10xi32>
    %3769 = stablehlo.slice %3522#5 [0:64, 14:15, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3770 = stablehlo.reshape %3769 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_936 = stablehlo.constant dense<16777216> : tensor<i32>
    %3771 = call @_where(%6, %3768, %c_936) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_937 = stablehlo.constant dense<0> : tensor<i32>
    %3772 = stablehlo.broadcast_in_dim %c_937, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3773 = stablehlo.compare LT, %3771, %3772, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_938 = stablehlo.constant dense<729> : tensor<i32>
    %3774 = stablehlo.broadcast_in_dim %c_938, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3775 = stablehlo.add %3771, %3774 : tensor<10x10xi32>
    %3776 = stablehlo.select %3773, %3775, %3771 : tensor<10x10xi1>, tensor<10x10xi32>
    %3777 = stablehlo.broadcast_in_dim %3776, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3778 = "stablehlo.scatter"(%3761, %3777, %3770) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_939 = stablehlo.constant dense<18> : tensor<i32>
    %3779 = stablehlo.broadcast_in_dim %c_939, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3780 = stablehlo.add %3779, %8 : tensor<10x10xi32>
    %c_940 = stablehlo.constant dense<3> : tensor<i32>
    %3781 = stablehlo.broadcast_in_dim %c_940, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3782 = stablehlo.add %3781, %10 : tensor<10x10xi32>
    %c_941 = stablehlo.constant dense<27> : tensor<i32>
    %3783 = stablehlo.broadcast_in_dim %c_941, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3784 = stablehlo.multiply %3780, %3783 : tensor<10x10xi32>
    %3785 = stablehlo.add %3784, %3782 : tensor<10x10xi32>
    %3786 = stablehlo.slice %3522#5 [0:64, 15:16, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3787 = stablehlo.reshape %3786 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_942 = stablehlo.constant dense<16777216> : tensor<i32>
    %3788 = call @_where(%6, %3785, %c_942) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_943 = stablehlo.constant dense<0> : tensor<i32>
    %3789 = stablehlo.broadcast_in_dim %c_943, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3790 = stablehlo.compare LT, %3788, %3789, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_944 = stablehlo.constant dense<729> : tensor<i32>
    %3791 = stablehlo.broadcast_in_dim %c_944, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3792 = stablehlo.add %3788, %3791 : tensor<10x10xi32>
    %3793 = stablehlo.select %3790, %3792, %3788 : tensor<10x10xi1>, tensor<10x10xi32>
    %3794 = stablehlo.broadcast_in_dim %3793, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3795 = "stablehlo.scatter"(%3778, %3794, %3787) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_945 = stablehlo.constant dense<18> : tensor<i32>
    %3796 = stablehlo.broadcast_in_dim %c_945, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3797 = stablehlo.add %3796, %8 : tensor<10x10xi32>
    %c_946 = stablehlo.constant dense<12> : tensor<i32>
    %3798 = stablehlo.broadcast_in_dim %c_946, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3799 = stablehlo.add %3798, %10 : tensor<10x10xi32>
    %c_947 = stablehlo.constant dense<27> : tensor<i32>
    %3800 = stablehlo.broadcast_in_dim %c_947, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3801 = stablehlo.multiply %3797, %3800 : tensor<10x10xi32>
    %3802 = stablehlo.add %3801, %3799 : tensor<10x10xi32>
    %3803 = stablehlo.slice %3522#5 [0:64, 16:17, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3804 = stablehlo.reshape %3803 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_948 = stablehlo.constant dense<16777216> : tensor<i32>
    %3805 = call @_where(%6, %3802, %c_948) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_949 = stablehlo.constant dense<0> : tensor<i32>
    %3806 = stablehlo.broadcast_in_dim %c_949, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3807 = stablehlo.compare LT, %3805, %3806, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_950 = stablehlo.constant dense<729> : tensor<i32>
    %3808 = stablehlo.broadcast_in_dim %c_950, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3809 = stablehlo.add %3805, %3808 : tensor<10x10xi32>
    %3810 = stablehlo.select %3807, %3809, %3805 : tensor<10x10xi1>, tensor<10x10xi32>
    %3811 = stablehlo.broadcast_in_dim %3810, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3812 = "stablehlo.scatter"(%3795, %3811, %3804) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_951 = stablehlo.constant dense<18> : tensor<i32>
    %3813 = stablehlo.broadcast_in_dim %c_951, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3814 = stablehlo.add %3813, %8 : tensor<10x10xi32>
    %c_952 = stablehlo.constant dense<21> : tensor<i32>
    %3815 = stablehlo.broadcast_in_dim %c_952, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3816 = stablehlo.add %3815, %10 : tensor<10x10xi32>
    %c_953 = stablehlo.constant dense<27> : tensor<i32>
    %3817 = stablehlo.broadcast_in_dim %c_953, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3818 = stablehlo.multiply %3814, %3817 : tensor<10x10xi32>
    %3819 = stablehlo.add %3818, %3816 : tensor<10x10xi32>
    %3820 = stablehlo.slice %3522#5 [0:64, 17:18, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3821 = stablehlo.reshape %3820 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_954 = stablehlo.constant dense<16777216> : tensor<i32>
    %3822 = call @_where(%6, %3819, %c_954) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_955 = stablehlo.constant dense<0> : tensor<i32>
    %3823 = stablehlo.broadcast_in_dim %c_955, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3824 = stablehlo.compare LT, %3822, %3823, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_956 = stablehlo.constant dense<729> : tensor<i32>
    %3825 = stablehlo.broadcast_in_dim %c_956, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3826 = stablehlo.add %3822, %3825 : tensor<10x10xi32>
    %3827 = stablehlo.select %3824, %3826, %3822 : tensor<10x10xi1>, tensor<10x10xi32>
    %3828 = stablehlo.broadcast_in_dim %3827, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3829 = "stablehlo.scatter"(%3812, %3828, %3821) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_957 = stablehlo.constant dense<0> : tensor<i32>
    %3830 = stablehlo.broadcast_in_dim %c_957, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3831 = stablehlo.add %3830, %8 : tensor<10x10xi32>
    %c_958 = stablehlo.constant dense<6> : tensor<i32>
    %3832 = stablehlo.broadcast_in_dim %c_958, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3833 = stablehlo.add %3832, %10 : tensor<10x10xi32>
    %c_959 = stablehlo.constant dense<27> : tensor<i32>
    %3834 = stablehlo.broadcast_in_dim %c_959, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3835 = stablehlo.multiply %3831, %3834 : tensor<10x10xi32>
    %3836 = stablehlo.add %3835, %3833 : tensor<10x10xi32>
    %3837 = stablehlo.slice %3522#5 [0:64, 18:19, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3838 = stablehlo.reshape %3837 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_960 = stablehlo.constant dense<16777216> : tensor<i32>
    %3839 = call @_where(%6, %3836, %c_960) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_961 = stablehlo.constant dense<0> : tensor<i32>
    %3840 = stablehlo.broadcast_in_dim %c_961, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3841 = stablehlo.compare LT, %3839, %3840, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_962 = stablehlo.constant dense<729> : tensor<i32>
    %3842 = stablehlo.broadcast_in_dim %c_962, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3843 = stablehlo.add %3839, %3842 : tensor<10x10xi32>
    %3844 = stablehlo.select %3841, %3843, %3839 : tensor<10x10xi1>, tensor<10x10xi32>
    %3845 = stablehlo.broadcast_in_dim %3844, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3846 = "stablehlo.scatter"(%3829, %3845, %3838) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_963 = stablehlo.constant dense<0> : tensor<i32>
    %3847 = stablehlo.broadcast_in_dim %c_963, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3848 = stablehlo.add %3847, %8 : tensor<10x10xi32>
    %c_964 = stablehlo.constant dense<15> : tensor<i32>
    %3849 = stablehlo.broadcast_in_dim %c_964, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3850 = stablehlo.add %3849, %10 : tensor<10x10xi32>
    %c_965 = stablehlo.constant dense<27> : tensor<i32>
    %3851 = stablehlo.broadcast_in_dim %c_965, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3852 = stablehlo.multiply %3848, %3851 : tensor<10x10xi32>
    %3853 = stablehlo.add %3852, %3850 : tensor<10x10xi32>
    %3854 = stablehlo.slice %3522#5 [0:64, 19:20, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3855 = stablehlo.reshape %3854 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_966 = stablehlo.constant dense<16777216> : tensor<i32>
    %3856 = call @_where(%6, %3853, %c_966) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_967 = stablehlo.constant dense<0> : tensor<i32>
    %3857 = stablehlo.broadcast_in_dim %c_967, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3858 = stablehlo.compare LT, %3856, %3857, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_968 = stablehlo.constant dense<729> : tensor<i32>
    %3859 = stablehlo.broadcast_in_dim %c_968, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3860 = stablehlo.add %3856, %3859 : tensor<10x10xi32>
    %3861 = stablehlo.select %3858, %3860, %3856 : tensor<10x10xi1>, tensor<10x10xi32>
    %3862 = stablehlo.broadcast_in_dim %3861, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3863 = "stablehlo.scatter"(%3846, %3862, %3855) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_969 = stablehlo.constant dense<0> : tensor<i32>
    %3864 = stablehlo.broadcast_in_dim %c_969, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3865 = stablehlo.add %3864, %8 : tensor<10x10xi32>
    %c_970 = stablehlo.constant dense<24> : tensor<i32>
    %3866 = stablehlo.broadcast_in_dim %c_970, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3867 = stablehlo.add %3866, %10 : tensor<10x10xi32>
    %c_971 = stablehlo.constant dense<27> : tensor<i32>
    %3868 = stablehlo.broadcast_in_dim %c_971, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3869 = stablehlo.multiply %3865, %3868 : tensor<10x10xi32>
    %3870 = stablehlo.add %3869, %3867 : tensor<10x10xi32>
    %3871 = stablehlo.slice %3522#5 [0:64, 20:21, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3872 = stablehlo.reshape %3871 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_972 = stablehlo.constant dense<16777216> : tensor<i32>
    %3873 = call @_where(%6, %3870, %c_972) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_973 = stablehlo.constant dense<0> : tensor<i32>
    %3874 = stablehlo.broadcast_in_dim %c_973, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3875 = stablehlo.compare LT, %3873, %3874, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_974 = stablehlo.constant dense<729> : tensor<i32>
    %3876 = stablehlo.broadcast_in_dim %c_974, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3877 = stablehlo.add %3873, %3876 : tensor<10x10xi32>
    %3878 = stablehlo.select %3875, %3877, %3873 : tensor<10x10xi1>, tensor<10x10xi32>
    %3879 = stablehlo.broadcast_in_dim %3878, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3880 = "stablehlo.scatter"(%3863, %3879, %3872) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_975 = stablehlo.constant dense<9> : tensor<i32>
    %3881 = stablehlo.broadcast_in_dim %c_975, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3882 = stablehlo.add %3881, %8 : tensor<10x10xi32>
    %c_976 = stablehlo.constant dense<6> : tensor<i32>
    %3883 = stablehlo.broadcast_in_dim %c_976, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3884 = stablehlo.add %3883, %10 : tensor<10x10xi32>
    %c_977 = stablehlo.constant dense<27> : tensor<i32>
    %3885 = stablehlo.broadcast_in_dim %c_977, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3886 = stablehlo.multiply %3882, %3885 : tensor<10x10xi32>
    %3887 = stablehlo.add %3886, %3884 : tensor<10x10xi32>
    %3888 = stablehlo.slice %3522#5 [0:64, 21:22, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3889 = stablehlo.reshape %3888 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_978 = stablehlo.constant dense<16777216> : tensor<i32>
    %3890 = call @_where(%6, %3887, %c_978) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_979 = stablehlo.constant dense<0> : tensor<i32>
    %3891 = stablehlo.broadcast_in_dim %c_979, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3892 = stablehlo.compare LT, %3890, %3891, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_980 = stablehlo.constant dense<729> : tensor<i32>
    %3893 = stablehlo.broadcast_in_dim %c_980, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3894 = stablehlo.add %3890, %3893 : tensor<10x10xi32>
    %3895 = stablehlo.select %3892, %3894, %3890 : tensor<10x10xi1>, tensor<10x10xi32>
    %3896 = stablehlo.broadcast_in_dim %3895, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3897 = "stablehlo.scatter"(%3880, %3896, %3889) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_981 = stablehlo.constant dense<9> : tensor<i32>
    %3898 = stablehlo.broadcast_in_dim %c_981, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3899 = stablehlo.add %3898, %8 : tensor<10x10xi32>
    %c_982 = stablehlo.constant dense<15> : tensor<i32>
    %3900 = stablehlo.broadcast_in_dim %c_982, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3901 = stablehlo.add %3900, %10 : tensor<10x10xi32>
    %c_983 = stablehlo.constant dense<27> : tensor<i32>
    %3902 = stablehlo.broadcast_in_dim %c_983, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3903 = stablehlo.multiply %3899, %3902 : tensor<10x10xi32>
    %3904 = stablehlo.add %3903, %3901 : tensor<10x10xi32>
    %3905 = stablehlo.slice %3522#5 [0:64, 22:23, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3906 = stablehlo.reshape %3905 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_984 = stablehlo.constant dense<16777216> : tensor<i32>
    %3907 = call @_where(%6, %3904, %c_984) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_985 = stablehlo.constant dense<0> : tensor<i32>
    %3908 = stablehlo.broadcast_in_dim %c_985, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3909 = stablehlo.compare LT, %3907, %3908, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_986 = stablehlo.constant dense<729> : tensor<i32>
    %3910 = stablehlo.broadcast_in_dim %c_986, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3911 = stablehlo.add %3907, %3910 : tensor<10x10xi32>
    %3912 = stablehlo.select %3909, %3911, %3907 : tensor<10x10xi1>, tensor<10x10xi32>
    %3913 = stablehlo.broadcast_in_dim %3912, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3914 = "stablehlo.scatter"(%3897, %3913, %3906) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_987 = stablehlo.constant dense<9> : tensor<i32>
    %3915 = stablehlo.broadcast_in_dim %c_987, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3916 = stablehlo.add %3915, %8 : tensor<10x10xi32>
    %c_988 = stablehlo.constant dense<24> : tensor<i32>
    %3917 = stablehlo.broadcast_in_dim %c_988, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3918 = stablehlo.add %3917, %10 : tensor<10x10xi32>
    %c_989 = stablehlo.constant dense<27> : tensor<i32>
    %3919 = stablehlo.broadcast_in_dim %c_989, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3920 = stablehlo.multiply %3916, %3919 : tensor<10x10xi32>
    %3921 = stablehlo.add %3920, %3918 : tensor<10x10xi32>
    %3922 = stablehlo.slice %3522#5 [0:64, 23:24, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3923 = stablehlo.reshape %3922 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_990 = stablehlo.constant dense<16777216> : tensor<i32>
    %3924 = call @_where(%6, %3921, %c_990) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_991 = stablehlo.constant dense<0> : tensor<i32>
    %3925 = stablehlo.broadcast_in_dim %c_991, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3926 = stablehlo.compare LT, %3924, %3925, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_992 = stablehlo.constant dense<729> : tensor<i32>
    %3927 = stablehlo.broadcast_in_dim %c_992, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3928 = stablehlo.add %3924, %3927 : tensor<10x10xi32>
    %3929 = stablehlo.select %3926, %3928, %3924 : tensor<10x10xi1>, tensor<10x10xi32>
    %3930 = stablehlo.broadcast_in_dim %3929, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3931 = "stablehlo.scatter"(%3914, %3930, %3923) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_993 = stablehlo.constant dense<18> : tensor<i32>
    %3932 = stablehlo.broadcast_in_dim %c_993, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3933 = stablehlo.add %3932, %8 : tensor<10x10xi32>
    %c_994 = stablehlo.constant dense<6> : tensor<i32>
    %3934 = stablehlo.broadcast_in_dim %c_994, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3935 = stablehlo.add %3934, %10 : tensor<10x10xi32>
    %c_995 = stablehlo.constant dense<27> : tensor<i32>
    %3936 = stablehlo.broadcast_in_dim %c_995, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3937 = stablehlo.multiply %3933, %3936 : tensor<10x10xi32>
    %3938 = stablehlo.add %3937, %3935 : tensor<10x10xi32>
    %3939 = stablehlo.slice %3522#5 [0:64, 24:25, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3940 = stablehlo.reshape %3939 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_996 = stablehlo.constant dense<16777216> : tensor<i32>
    %3941 = call @_where(%6, %3938, %c_996) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_997 = stablehlo.constant dense<0> : tensor<i32>
    %3942 = stablehlo.broadcast_in_dim %c_997, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3943 = stablehlo.compare LT, %3941, %3942, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_998 = stablehlo.constant dense<729> : tensor<i32>
    %3944 = stablehlo.broadcast_in_dim %c_998, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3945 = stablehlo.add %3941, %3944 : tensor<10x10xi32>
    %3946 = stablehlo.select %3943, %3945, %3941 : tensor<10x10xi1>, tensor<10x10xi32>
    %3947 = stablehlo.broadcast_in_dim %3946, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3948 = "stablehlo.scatter"(%3931, %3947, %3940) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_999 = stablehlo.constant dense<18> : tensor<i32>
    %3949 = stablehlo.broadcast_in_dim %c_999, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3950 = stablehlo.add %3949, %8 : tensor<10x10xi32>
    %c_1000 = stablehlo.constant dense<15> : tensor<i32>
    %3951 = stablehlo.broadcast_in_dim %c_1000, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3952 = stablehlo.add %3951, %10 : tensor<10x10xi32>
    %c_1001 = stablehlo.constant dense<27> : tensor<i32>
    %3953 = stablehlo.broadcast_in_dim %c_1001, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3954 = stablehlo.multiply %3950, %3953 : tensor<10x10xi32>
    %3955 = stablehlo.add %3954, %3952 : tensor<10x10xi32>
    %3956 = stablehlo.slice %3522#5 [0:64, 25:26, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3957 = stablehlo.reshape %3956 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1002 = stablehlo.constant dense<16777216> : tensor<i32>
    %3958 = call @_where(%6, %3955, %c_1002) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1003 = stablehlo.constant dense<0> : tensor<i32>
    %3959 = stablehlo.broadcast_in_dim %c_1003, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3960 = stablehlo.compare LT, %3958, %3959, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1004 = stablehlo.constant dense<729> : tensor<i32>
    %3961 = stablehlo.broadcast_in_dim %c_1004, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3962 = stablehlo.add %3958, %3961 : tensor<10x10xi32>
    %3963 = stablehlo.select %3960, %3962, %3958 : tensor<10x10xi1>, tensor<10x10xi32>
    %3964 = stablehlo.broadcast_in_dim %3963, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3965 = "stablehlo.scatter"(%3948, %3964, %3957) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1005 = stablehlo.constant dense<18> : tensor<i32>
    %3966 = stablehlo.broadcast_in_dim %c_1005, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3967 = stablehlo.add %3966, %8 : tensor<10x10xi32>
    %c_1006 = stablehlo.constant dense<24> : tensor<i32>
    %3968 = stablehlo.broadcast_in_dim %c_1006, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3969 = stablehlo.add %3968, %10 : tensor<10x10xi32>
    %c_1007 = stablehlo.constant dense<27> : tensor<i32>
    %3970 = stablehlo.broadcast_in_dim %c_1007, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3971 = stablehlo.multiply %3967, %3970 : tensor<10x10xi32>
    %3972 = stablehlo.add %3971, %3969 : tensor<10x10xi32>
    %3973 = stablehlo.slice %3522#5 [0:64, 26:27, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3974 = stablehlo.reshape %3973 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1008 = stablehlo.constant dense<16777216> : tensor<i32>
    %3975 = call @_where(%6, %3972, %c_1008) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1009 = stablehlo.constant dense<0> : tensor<i32>
    %3976 = stablehlo.broadcast_in_dim %c_1009, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3977 = stablehlo.compare LT, %3975, %3976, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1010 = stablehlo.constant dense<729> : tensor<i32>
    %3978 = stablehlo.broadcast_in_dim %c_1010, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3979 = stablehlo.add %3975, %3978 : tensor<10x10xi32>
    %3980 = stablehlo.select %3977, %3979, %3975 : tensor<10x10xi1>, tensor<10x10xi32>
    %3981 = stablehlo.broadcast_in_dim %3980, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3982 = "stablehlo.scatter"(%3965, %3981, %3974) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1011 = stablehlo.constant dense<3> : tensor<i32>
    %3983 = stablehlo.broadcast_in_dim %c_1011, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3984 = stablehlo.add %3983, %8 : tensor<10x10xi32>
    %c_1012 = stablehlo.constant dense<0> : tensor<i32>
    %3985 = stablehlo.broadcast_in_dim %c_1012, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3986 = stablehlo.add %3985, %10 : tensor<10x10xi32>
    %c_1013 = stablehlo.constant dense<27> : tensor<i32>
    %3987 = stablehlo.broadcast_in_dim %c_1013, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3988 = stablehlo.multiply %3984, %3987 : tensor<10x10xi32>
    %3989 = stablehlo.add %3988, %3986 : tensor<10x10xi32>
    %3990 = stablehlo.slice %3522#5 [0:64, 27:28, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %3991 = stablehlo.reshape %3990 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1014 = stablehlo.constant dense<16777216> : tensor<i32>
    %3992 = call @_where(%6, %3989, %c_1014) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1015 = stablehlo.constant dense<0> : tensor<i32>
    %3993 = stablehlo.broadcast_in_dim %c_1015, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3994 = stablehlo.compare LT, %3992, %3993, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1016 = stablehlo.constant dense<729> : tensor<i32>
    %3995 = stablehlo.broadcast_in_dim %c_1016, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %3996 = stablehlo.add %3992, %3995 : tensor<10x10xi32>
    %3997 = stablehlo.select %3994, %3996, %3992 : tensor<10x10xi1>, tensor<10x10xi32>
    %3998 = stablehlo.broadcast_in_dim %3997, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %3999 = "stablehlo.scatter"(%3982, %3998, %3991) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1017 = stablehlo.constant dense<3> : tensor<i32>
    %4000 = stablehlo.broadcast_in_dim %c_1017, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4001 = stablehlo.add %4000, %8 : tensor<10x10xi32>
    %c_1018 = stablehlo.constant dense<9> : tensor<i32>
    %4002 = stablehlo.broadcast_in_dim %c_1018, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4003 = stablehlo.add %4002, %10 : tensor<10x10xi32>
    %c_1019 = stablehlo.constant dense<27> : tensor<i32>
    %4004 = stablehlo.broadcast_in_dim %c_1019, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4005 = stablehlo.multiply %4001, %4004 : tensor<10x10xi32>
    %4006 = stablehlo.add %4005, %4003 : tensor<10x10xi32>
    %4007 = stablehlo.slice %3522#5 [0:64, 28:29, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4008 = stablehlo.reshape %4007 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1020 = stablehlo.constant dense<16777216> : tensor<i32>
    %4009 = call @_where(%6, %4006, %c_1020) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1021 = stablehlo.constant dense<0> : tensor<i32>
    %4010 = stablehlo.broadcast_in_dim %c_1021, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4011 = stablehlo.compare LT, %4009, %4010, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1022 = stablehlo.constant dense<729> : tensor<i32>
    %4012 = stablehlo.broadcast_in_dim %c_1022, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4013 = stablehlo.add %4009, %4012 : tensor<10x10xi32>
    %4014 = stablehlo.select %4011, %4013, %4009 : tensor<10x10xi1>, tensor<10x10xi32>
    %4015 = stablehlo.broadcast_in_dim %4014, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4016 = "stablehlo.scatter"(%3999, %4015, %4008) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1023 = stablehlo.constant dense<3> : tensor<i32>
    %4017 = stablehlo.broadcast_in_dim %c_1023, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4018 = stablehlo.add %4017, %8 : tensor<10x10xi32>
    %c_1024 = stablehlo.constant dense<18> : tensor<i32>
    %4019 = stablehlo.broadcast_in_dim %c_1024, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4020 = stablehlo.add %4019, %10 : tensor<10x10xi32>
    %c_1025 = stablehlo.constant dense<27> : tensor<i32>
    %4021 = stablehlo.broadcast_in_dim %c_1025, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4022 = stablehlo.multiply %4018, %4021 : tensor<10x10xi32>
    %4023 = stablehlo.add %4022, %4020 : tensor<10x10xi32>
    %4024 = stablehlo.slice %3522#5 [0:64, 29:30, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4025 = stablehlo.reshape %4024 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1026 = stablehlo.constant dense<16777216> : tensor<i32>
    %4026 = call @_where(%6, %4023, %c_1026) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1027 = stablehlo.constant dense<0> : tensor<i32>
    %4027 = stablehlo.broadcast_in_dim %c_1027, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4028 = stablehlo.compare LT, %4026, %4027, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1028 = stablehlo.constant dense<729> : tensor<i32>
    %4029 = stablehlo.broadcast_in_dim %c_1028, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4030 = stablehlo.add %4026, %4029 : tensor<10x10xi32>
    %4031 = stablehlo.select %4028, %4030, %4026 : tensor<10x10xi1>, tensor<10x10xi32>
    %4032 = stablehlo.broadcast_in_dim %4031, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4033 = "stablehlo.scatter"(%4016, %4032, %4025) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1029 = stablehlo.constant dense<12> : tensor<i32>
    %4034 = stablehlo.broadcast_in_dim %c_1029, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4035 = stablehlo.add %4034, %8 : tensor<10x10xi32>
    %c_1030 = stablehlo.constant dense<0> : tensor<i32>
    %4036 = stablehlo.broadcast_in_dim %c_1030, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4037 = stablehlo.add %4036, %10 : tensor<10x10xi32>
    %c_1031 = stablehlo.constant dense<27> : tensor<i32>
    %4038 = stablehlo.broadcast_in_dim %c_1031, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4039 = stablehlo.multiply %4035, %4038 : tensor<10x10xi32>
    %4040 = stablehlo.add %4039, %4037 : tensor<10x10xi32>
    %4041 = stablehlo.slice %3522#5 [0:64, 30:31, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4042 = stablehlo.reshape %4041 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1032 = stablehlo.constant dense<16777216> : tensor<i32>
    %4043 = call @_where(%6, %4040, %c_1032) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1033 = stablehlo.constant dense<0> : tensor<i32>
    %4044 = stablehlo.broadcast_in_dim %c_1033, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4045 = stablehlo.compare LT, %4043, %4044, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1034 = stablehlo.constant dense<729> : tensor<i32>
    %4046 = stablehlo.broadcast_in_dim %c_1034, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4047 = stablehlo.add %4043, %4046 : tensor<10x10xi32>
    %4048 = stablehlo.select %4045, %4047, %4043 : tensor<10x10xi1>, tensor<10x10xi32>
    %4049 = stablehlo.broadcast_in_dim %4048, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4050 = "stablehlo.scatter"(%4033, %4049, %4042) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1035 = stablehlo.constant dense<12> : tensor<i32>
    %4051 = stablehlo.broadcast_in_dim %c_1035, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4052 = stablehlo.add %4051, %8 : tensor<10x10xi32>
    %c_1036 = stablehlo.constant dense<9> : tensor<i32>
    %4053 = stablehlo.broadcast_in_dim %c_1036, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4054 = stablehlo.add %4053, %10 : tensor<10x10xi32>
    %c_1037 = stablehlo.constant dense<27> : tensor<i32>
    %4055 = stablehlo.broadcast_in_dim %c_1037, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4056 = stablehlo.multiply %4052, %4055 : tensor<10x10xi32>
    %4057 = stablehlo.add %4056, %4054 : tensor<10x10xi32>
    %4058 = stablehlo.slice %3522#5 [0:64, 31:32, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4059 = stablehlo.reshape %4058 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1038 = stablehlo.constant dense<16777216> : tensor<i32>
    %4060 = call @_where(%6, %4057, %c_1038) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1039 = stablehlo.constant dense<0> : tensor<i32>
    %4061 = stablehlo.broadcast_in_dim %c_1039, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4062 = stablehlo.compare LT, %4060, %4061, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1040 = stablehlo.constant dense<729> : tensor<i32>
    %4063 = stablehlo.broadcast_in_dim %c_1040, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4064 = stablehlo.add %4060, %4063 : tensor<10x10xi32>
    %4065 = stablehlo.select %4062, %4064, %4060 : tensor<10x10xi1>, tensor<10x10xi32>
    %4066 = stablehlo.broadcast_in_dim %4065, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4067 = "stablehlo.scatter"(%4050, %4066, %4059) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1041 = stablehlo.constant dense<12> : tensor<i32>
    %4068 = stablehlo.broadcast_in_dim %c_1041, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4069 = stablehlo.add %4068, %8 : tensor<10x10xi32>
    %c_1042 = stablehlo.constant dense<18> : tensor<i32>
    %4070 = stablehlo.broadcast_in_dim %c_1042, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4071 = stablehlo.add %4070, %10 : tensor<10x10xi32>
    %c_1043 = stablehlo.constant dense<27> : tensor<i32>
    %4072 = stablehlo.broadcast_in_dim %c_1043, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4073 = stablehlo.multiply %4069, %4072 : tensor<10x10xi32>
    %4074 = stablehlo.add %4073, %4071 : tensor<10x10xi32>
    %4075 = stablehlo.slice %3522#5 [0:64, 32:33, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4076 = stablehlo.reshape %4075 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1044 = stablehlo.constant dense<16777216> : tensor<i32>
    %4077 = call @_where(%6, %4074, %c_1044) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1045 = stablehlo.constant dense<0> : tensor<i32>
    %4078 = stablehlo.broadcast_in_dim %c_1045, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4079 = stablehlo.compare LT, %4077, %4078, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1046 = stablehlo.constant dense<729> : tensor<i32>
    %4080 = stablehlo.broadcast_in_dim %c_1046, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4081 = stablehlo.add %4077, %4080 : tensor<10x10xi32>
    %4082 = stablehlo.select %4079, %4081, %4077 : tensor<10x10xi1>, tensor<10x10xi32>
    %4083 = stablehlo.broadcast_in_dim %4082, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4084 = "stablehlo.scatter"(%4067, %4083, %4076) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1047 = stablehlo.constant dense<21> : tensor<i32>
    %4085 = stablehlo.broadcast_in_dim %c_1047, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4086 = stablehlo.add %4085, %8 : tensor<10x10xi32>
    %c_1048 = stablehlo.constant dense<0> : tensor<i32>
    %4087 = stablehlo.broadcast_in_dim %c_1048, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4088 = stablehlo.add %4087, %10 : tensor<10x10xi32>
    %c_1049 = stablehlo.constant dense<27> : tensor<i32>
    %4089 = stablehlo.broadcast_in_dim %c_1049, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4090 = stablehlo.multiply %4086, %4089 : tensor<10x10xi32>
    %4091 = stablehlo.add %4090, %4088 : tensor<10x10xi32>
    %4092 = stablehlo.slice %3522#5 [0:64, 33:34, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4093 = stablehlo.reshape %4092 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1050 = stablehlo.constant dense<16777216> : tensor<i32>
    %4094 = call @_where(%6, %4091, %c_1050) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1051 = stablehlo.constant dense<0> : tensor<i32>
    %4095 = stablehlo.broadcast_in_dim %c_1051, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4096 = stablehlo.compare LT, %4094, %4095, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1052 = stablehlo.constant dense<729> : tensor<i32>
    %4097 = stablehlo.broadcast_in_dim %c_1052, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4098 = stablehlo.add %4094, %4097 : tensor<10x10xi32>
    %4099 = stablehlo.select %4096, %4098, %4094 : tensor<10x10xi1>, tensor<10x10xi32>
    %4100 = stablehlo.broadcast_in_dim %4099, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4101 = "stablehlo.scatter"(%4084, %4100, %4093) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1053 = stablehlo.constant dense<21> : tensor<i32>
    %4102 = stablehlo.broadcast_in_dim %c_1053, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4103 = stablehlo.add %4102, %8 : tensor<10x10xi32>
    %c_1054 = stablehlo.constant dense<9> : tensor<i32>
    %4104 = stablehlo.broadcast_in_dim %c_1054, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4105 = stablehlo.add %4104, %10 : tensor<10x10xi32>
    %c_1055 = stablehlo.constant dense<27> : tensor<i32>
    %4106 = stablehlo.broadcast_in_dim %c_1055, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4107 = stablehlo.multiply %4103, %4106 : tensor<10x10xi32>
    %4108 = stablehlo.add %4107, %4105 : tensor<10x10xi32>
    %4109 = stablehlo.slice %3522#5 [0:64, 34:35, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4110 = stablehlo.reshape %4109 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1056 = stablehlo.constant dense<16777216> : tensor<i32>
    %4111 = call @_where(%6, %4108, %c_1056) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1057 = stablehlo.constant dense<0> : tensor<i32>
    %4112 = stablehlo.broadcast_in_dim %c_1057, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4113 = stablehlo.compare LT, %4111, %4112, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1058 = stablehlo.constant dense<729> : tensor<i32>
    %4114 = stablehlo.broadcast_in_dim %c_1058, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4115 = stablehlo.add %4111, %4114 : tensor<10x10xi32>
    %4116 = stablehlo.select %4113, %4115, %4111 : tensor<10x10xi1>, tensor<10x10xi32>
    %4117 = stablehlo.broadcast_in_dim %4116, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4118 = "stablehlo.scatter"(%4101, %4117, %4110) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1059 = stablehlo.constant dense<21> : tensor<i32>
    %4119 = stablehlo.broadcast_in_dim %c_1059, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4120 = stablehlo.add %4119, %8 : tensor<10x10xi32>
    %c_1060 = stablehlo.constant dense<18> : tensor<i32>
    %4121 = stablehlo.broadcast_in_dim %c_1060, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4122 = stablehlo.add %4121, %10 : tensor<10x10xi32>
    %c_1061 = stablehlo.constant dense<27> : tensor<i32>
    %4123 = stablehlo.broadcast_in_dim %c_1061, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4124 = stablehlo.multiply %4120, %4123 : tensor<10x10xi32>
    %4125 = stablehlo.add %4124, %4122 : tensor<10x10xi32>
    %4126 = stablehlo.slice %3522#5 [0:64, 35:36, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4127 = stablehlo.reshape %4126 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1062 = stablehlo.constant dense<16777216> : tensor<i32>
    %4128 = call @_where(%6, %4125, %c_1062) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1063 = stablehlo.constant dense<0> : tensor<i32>
    %4129 = stablehlo.broadcast_in_dim %c_1063, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4130 = stablehlo.compare LT, %4128, %4129, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1064 = stablehlo.constant dense<729> : tensor<i32>
    %4131 = stablehlo.broadcast_in_dim %c_1064, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4132 = stablehlo.add %4128, %4131 : tensor<10x10xi32>
    %4133 = stablehlo.select %4130, %4132, %4128 : tensor<10x10xi1>, tensor<10x10xi32>
    %4134 = stablehlo.broadcast_in_dim %4133, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4135 = "stablehlo.scatter"(%4118, %4134, %4127) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1065 = stablehlo.constant dense<3> : tensor<i32>
    %4136 = stablehlo.broadcast_in_dim %c_1065, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4137 = stablehlo.add %4136, %8 : tensor<10x10xi32>
    %c_1066 = stablehlo.constant dense<3> : tensor<i32>
    %4138 = stablehlo.broadcast_in_dim %c_1066, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4139 = stablehlo.add %4138, %10 : tensor<10x10xi32>
    %c_1067 = stablehlo.constant dense<27> : tensor<i32>
    %4140 = stablehlo.broadcast_in_dim %c_1067, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4141 = stablehlo.multiply %4137, %4140 : tensor<10x10xi32>
    %4142 = stablehlo.add %4141, %4139 : tensor<10x10xi32>
    %4143 = stablehlo.slice %3522#5 [0:64, 36:37, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4144 = stablehlo.reshape %4143 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1068 = stablehlo.constant dense<16777216> : tensor<i32>
    %4145 = call @_where(%6, %4142, %c_1068) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1069 = stablehlo.constant dense<0> : tensor<i32>
    %4146 = stablehlo.broadcast_in_dim %c_1069, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4147 = stablehlo.compare LT, %4145, %4146, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1070 = stablehlo.constant dense<729> : tensor<i32>
    %4148 = stablehlo.broadcast_in_dim %c_1070, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4149 = stablehlo.add %4145, %4148 : tensor<10x10xi32>
    %4150 = stablehlo.select %4147, %4149, %4145 : tensor<10x10xi1>, tensor<10x10xi32>
    %4151 = stablehlo.broadcast_in_dim %4150, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4152 = "stablehlo.scatter"(%4135, %4151, %4144) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1071 = stablehlo.constant dense<3> : tensor<i32>
    %4153 = stablehlo.broadcast_in_dim %c_1071, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4154 = stablehlo.add %4153, %8 : tensor<10x10xi32>
    %c_1072 = stablehlo.constant dense<12> : tensor<i32>
    %4155 = stablehlo.broadcast_in_dim %c_1072, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4156 = stablehlo.add %4155, %10 : tensor<10x10xi32>
    %c_1073 = stablehlo.constant dense<27> : tensor<i32>
    %4157 = stablehlo.broadcast_in_dim %c_1073, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4158 = stablehlo.multiply %4154, %4157 : tensor<10x10xi32>
    %4159 = stablehlo.add %4158, %4156 : tensor<10x10xi32>
    %4160 = stablehlo.slice %3522#5 [0:64, 37:38, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4161 = stablehlo.reshape %4160 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1074 = stablehlo.constant dense<16777216> : tensor<i32>
    %4162 = call @_where(%6, %4159, %c_1074) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1075 = stablehlo.constant dense<0> : tensor<i32>
    %4163 = stablehlo.broadcast_in_dim %c_1075, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4164 = stablehlo.compare LT, %4162, %4163, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1076 = stablehlo.constant dense<729> : tensor<i32>
    %4165 = stablehlo.broadcast_in_dim %c_1076, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4166 = stablehlo.add %4162, %4165 : tensor<10x10xi32>
    %4167 = stablehlo.select %4164, %4166, %4162 : tensor<10x10xi1>, tensor<10x10xi32>
    %4168 = stablehlo.broadcast_in_dim %4167, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4169 = "stablehlo.scatter"(%4152, %4168, %4161) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1077 = stablehlo.constant dense<3> : tensor<i32>
    %4170 = stablehlo.broadcast_in_dim %c_1077, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4171 = stablehlo.add %4170, %8 : tensor<10x10xi32>
    %c_1078 = stablehlo.constant dense<21> : tensor<i32>
    %4172 = stablehlo.broadcast_in_dim %c_1078, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4173 = stablehlo.add %4172, %10 : tensor<10x10xi32>
    %c_1079 = stablehlo.constant dense<27> : tensor<i32>
    %4174 = stablehlo.broadcast_in_dim %c_1079, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4175 = stablehlo.multiply %4171, %4174 : tensor<10x10xi32>
    %4176 = stablehlo.add %4175, %4173 : tensor<10x10xi32>
    %4177 = stablehlo.slice %3522#5 [0:64, 38:39, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4178 = stablehlo.reshape %4177 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1080 = stablehlo.constant dense<16777216> : tensor<i32>
    %4179 = call @_where(%6, %4176, %c_1080) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1081 = stablehlo.constant dense<0> : tensor<i32>
    %4180 = stablehlo.broadcast_in_dim %c_1081, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4181 = stablehlo.compare LT, %4179, %4180, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1082 = stablehlo.constant dense<729> : tensor<i32>
    %4182 = stablehlo.broadcast_in_dim %c_1082, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4183 = stablehlo.add %4179, %4182 : tensor<10x10xi32>
    %4184 = stablehlo.select %4181, %4183, %4179 : tensor<10x10xi1>, tensor<10x10xi32>
    %4185 = stablehlo.broadcast_in_dim %4184, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4186 = "stablehlo.scatter"(%4169, %4185, %4178) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1083 = stablehlo.constant dense<12> : tensor<i32>
    %4187 = stablehlo.broadcast_in_dim %c_1083, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4188 = stablehlo.add %4187, %8 : tensor<10x10xi32>
    %c_1084 = stablehlo.constant dense<3> : tensor<i32>
    %4189 = stablehlo.broadcast_in_dim %c_1084, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4190 = stablehlo.add %4189, %10 : tensor<10x10xi32>
    %c_1085 = stablehlo.constant dense<27> : tensor<i32>
    %4191 = stablehlo.broadcast_in_dim %c_1085, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4192 = stablehlo.multiply %4188, %4191 : tensor<10x10xi32>
    %4193 = stablehlo.add %4192, %4190 : tensor<10x10xi32>
    %4194 = stablehlo.slice %3522#5 [0:64, 39:40, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4195 = stablehlo.reshape %4194 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1086 = stablehlo.constant dense<16777216> : tensor<i32>
    %4196 = call @_where(%6, %4193, %c_1086) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1087 = stablehlo.constant dense<0> : tensor<i32>
    %4197 = stablehlo.broadcast_in_dim %c_1087, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4198 = stablehlo.compare LT, %4196, %4197, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1088 = stablehlo.constant dense<729> : tensor<i32>
    %4199 = stablehlo.broadcast_in_dim %c_1088, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4200 = stablehlo.add %4196, %4199 : tensor<10x10xi32>
    %4201 = stablehlo.select %4198, %4200, %4196 : tensor<10x10xi1>, tensor<10x10xi32>
    %4202 = stablehlo.broadcast_in_dim %4201, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4203 = "stablehlo.scatter"(%4186, %4202, %4195) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1089 = stablehlo.constant dense<12> : tensor<i32>
    %4204 = stablehlo.broadcast_in_dim %c_1089, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4205 = stablehlo.add %4204, %8 : tensor<10x10xi32>
    %c_1090 = stablehlo.constant dense<12> : tensor<i32>
    %4206 = stablehlo.broadcast_in_dim %c_1090, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4207 = stablehlo.add %4206, %10 : tensor<10x10xi32>
    %c_1091 = stablehlo.constant dense<27> : tensor<i32>
    %4208 = stablehlo.broadcast_in_dim %c_1091, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4209 = stablehlo.multiply %4205, %4208 : tensor<10x10xi32>
    %4210 = stablehlo.add %4209, %4207 : tensor<10x10xi32>
    %4211 = stablehlo.slice %3522#5 [0:64, 40:41, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4212 = stablehlo.reshape %4211 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1092 = stablehlo.constant dense<16777216> : tensor<i32>
    %4213 = call @_where(%6, %4210, %c_1092) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1093 = stablehlo.constant dense<0> : tensor<i32>
    %4214 = stablehlo.broadcast_in_dim %c_1093, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4215 = stablehlo.compare LT, %4213, %4214, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1094 = stablehlo.constant dense<729> : tensor<i32>
    %4216 = stablehlo.broadcast_in_dim %c_1094, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4217 = stablehlo.add %4213, %4216 : tensor<10x10xi32>
    %4218 = stablehlo.select %4215, %4217, %4213 : tensor<10x10xi1>, tensor<10x10xi32>
    %4219 = stablehlo.broadcast_in_dim %4218, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4220 = "stablehlo.scatter"(%4203, %4219, %4212) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1095 = stablehlo.constant dense<12> : tensor<i32>
    %4221 = stablehlo.broadcast_in_dim %c_1095, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4222 = stablehlo.add %4221, %8 : tensor<10x10xi32>
    %c_1096 = stablehlo.constant dense<21> : tensor<i32>
    %4223 = stablehlo.broadcast_in_dim %c_1096, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4224 = stablehlo.add %4223, %10 : tensor<10x10xi32>
    %c_1097 = stablehlo.constant dense<27> : tensor<i32>
    %4225 = stablehlo.broadcast_in_dim %c_1097, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4226 = stablehlo.multiply %4222, %4225 : tensor<10x10xi32>
    %4227 = stablehlo.add %4226, %4224 : tensor<10x10xi32>
    %4228 = stablehlo.slice %3522#5 [0:64, 41:42, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4229 = stablehlo.reshape %4228 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1098 = stablehlo.constant dense<16777216> : tensor<i32>
    %4230 = call @_where(%6, %4227, %c_1098) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1099 = stablehlo.constant dense<0> : tensor<i32>
    %4231 = stablehlo.broadcast_in_dim %c_1099, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4232 = stablehlo.compare LT, %4230, %4231, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1100 = stablehlo.constant dense<729> : tensor<i32>
    %4233 = stablehlo.broadcast_in_dim %c_1100, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4234 = stablehlo.add %4230, %4233 : tensor<10x10xi32>
    %4235 = stablehlo.select %4232, %4234, %4230 : tensor<10x10xi1>, tensor<10x10xi32>
    %4236 = stablehlo.broadcast_in_dim %4235, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4237 = "stablehlo.scatter"(%4220, %4236, %4229) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1101 = stablehlo.constant dense<21> : tensor<i32>
    %4238 = stablehlo.broadcast_in_dim %c_1101, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4239 = stablehlo.add %4238, %8 : tensor<10x10xi32>
    %c_1102 = stablehlo.constant dense<3> : tensor<i32>
    %4240 = stablehlo.broadcast_in_dim %c_1102, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4241 = stablehlo.add %4240, %10 : tensor<10x10xi32>
    %c_1103 = stablehlo.constant dense<27> : tensor<i32>
    %4242 = stablehlo.broadcast_in_dim %c_1103, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4243 = stablehlo.multiply %4239, %4242 : tensor<10x10xi32>
    %4244 = stablehlo.add %4243, %4241 : tensor<10x10xi32>
    %4245 = stablehlo.slice %3522#5 [0:64, 42:43, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4246 = stablehlo.reshape %4245 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1104 = stablehlo.constant dense<16777216> : tensor<i32>
    %4247 = call @_where(%6, %4244, %c_1104) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1105 = stablehlo.constant dense<0> : tensor<i32>
    %4248 = stablehlo.broadcast_in_dim %c_1105, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4249 = stablehlo.compare LT, %4247, %4248, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1106 = stablehlo.constant dense<729> : tensor<i32>
    %4250 = stablehlo.broadcast_in_dim %c_1106, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4251 = stablehlo.add %4247, %4250 : tensor<10x10xi32>
    %4252 = stablehlo.select %4249, %4251, %4247 : tensor<10x10xi1>, tensor<10x10xi32>
    %4253 = stablehlo.broadcast_in_dim %4252, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4254 = "stablehlo.scatter"(%4237, %4253, %4246) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1107 = stablehlo.constant dense<21> : tensor<i32>
    %4255 = stablehlo.broadcast_in_dim %c_1107, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4256 = stablehlo.add %4255, %8 : tensor<10x10xi32>
    %c_1108 = stablehlo.constant dense<12> : tensor<i32>
    %4257 = stablehlo.broadcast_in_dim %c_1108, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4258 = stablehlo.add %4257, %10 : tensor<10x10xi32>
    %c_1109 = stablehlo.constant dense<27> : tensor<i32>
    %4259 = stablehlo.broadcast_in_dim %c_1109, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4260 = stablehlo.multiply %4256, %4259 : tensor<10x10xi32>
    %4261 = stablehlo.add %4260, %4258 : tensor<10x10xi32>
    %4262 = stablehlo.slice %3522#5 [0:64, 43:44, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4263 = stablehlo.reshape %4262 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1110 = stablehlo.constant dense<16777216> : tensor<i32>
    %4264 = call @_where(%6, %4261, %c_1110) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1111 = stablehlo.constant dense<0> : tensor<i32>
    %4265 = stablehlo.broadcast_in_dim %c_1111, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4266 = stablehlo.compare LT, %4264, %4265, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1112 = stablehlo.constant dense<729> : tensor<i32>
    %4267 = stablehlo.broadcast_in_dim %c_1112, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4268 = stablehlo.add %4264, %4267 : tensor<10x10xi32>
    %4269 = stablehlo.select %4266, %4268, %4264 : tensor<10x10xi1>, tensor<10x10xi32>
    %4270 = stablehlo.broadcast_in_dim %4269, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4271 = "stablehlo.scatter"(%4254, %4270, %4263) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1113 = stablehlo.constant dense<21> : tensor<i32>
    %4272 = stablehlo.broadcast_in_dim %c_1113, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4273 = stablehlo.add %4272, %8 : tensor<10x10xi32>
    %c_1114 = stablehlo.constant dense<21> : tensor<i32>
    %4274 = stablehlo.broadcast_in_dim %c_1114, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4275 = stablehlo.add %4274, %10 : tensor<10x10xi32>
    %c_1115 = stablehlo.constant dense<27> : tensor<i32>
    %4276 = stablehlo.broadcast_in_dim %c_1115, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4277 = stablehlo.multiply %4273, %4276 : tensor<10x10xi32>
    %4278 = stablehlo.add %4277, %4275 : tensor<10x10xi32>
    %4279 = stablehlo.slice %3522#5 [0:64, 44:45, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4280 = stablehlo.reshape %4279 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1116 = stablehlo.constant dense<16777216> : tensor<i32>
    %4281 = call @_where(%6, %4278, %c_1116) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1117 = stablehlo.constant dense<0> : tensor<i32>
    %4282 = stablehlo.broadcast_in_dim %c_1117, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4283 = stablehlo.compare LT, %4281, %4282, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1118 = stablehlo.constant dense<729> : tensor<i32>
    %4284 = stablehlo.broadcast_in_dim %c_1118, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4285 = stablehlo.add %4281, %4284 : tensor<10x10xi32>
    %4286 = stablehlo.select %4283, %4285, %4281 : tensor<10x10xi1>, tensor<10x10xi32>
    %4287 = stablehlo.broadcast_in_dim %4286, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4288 = "stablehlo.scatter"(%4271, %4287, %4280) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1119 = stablehlo.constant dense<3> : tensor<i32>
    %4289 = stablehlo.broadcast_in_dim %c_1119, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4290 = stablehlo.add %4289, %8 : tensor<10x10xi32>
    %c_1120 = stablehlo.constant dense<6> : tensor<i32>
    %4291 = stablehlo.broadcast_in_dim %c_1120, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4292 = stablehlo.add %4291, %10 : tensor<10x10xi32>
    %c_1121 = stablehlo.constant dense<27> : tensor<i32>
    %4293 = stablehlo.broadcast_in_dim %c_1121, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4294 = stablehlo.multiply %4290, %4293 : tensor<10x10xi32>
    %4295 = stablehlo.add %4294, %4292 : tensor<10x10xi32>
    %4296 = stablehlo.slice %3522#5 [0:64, 45:46, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4297 = stablehlo.reshape %4296 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1122 = stablehlo.constant dense<16777216> : tensor<i32>
    %4298 = call @_where(%6, %4295, %c_1122) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1123 = stablehlo.constant dense<0> : tensor<i32>
    %4299 = stablehlo.broadcast_in_dim %c_1123, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4300 = stablehlo.compare LT, %4298, %4299, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1124 = stablehlo.constant dense<729> : tensor<i32>
    %4301 = stablehlo.broadcast_in_dim %c_1124, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4302 = stablehlo.add %4298, %4301 : tensor<10x10xi32>
    %4303 = stablehlo.select %4300, %4302, %4298 : tensor<10x10xi1>, tensor<10x10xi32>
    %4304 = stablehlo.broadcast_in_dim %4303, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4305 = "stablehlo.scatter"(%4288, %4304, %4297) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1125 = stablehlo.constant dense<3> : tensor<i32>
    %4306 = stablehlo.broadcast_in_dim %c_1125, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4307 = stablehlo.add %4306, %8 : tensor<10x10xi32>
    %c_1126 = stablehlo.constant dense<15> : tensor<i32>
    %4308 = stablehlo.broadcast_in_dim %c_1126, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4309 = stablehlo.add %4308, %10 : tensor<10x10xi32>
    %c_1127 = stablehlo.constant dense<27> : tensor<i32>
    %4310 = stablehlo.broadcast_in_dim %c_1127, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4311 = stablehlo.multiply %4307, %4310 : tensor<10x10xi32>
    %4312 = stablehlo.add %4311, %4309 : tensor<10x10xi32>
    %4313 = stablehlo.slice %3522#5 [0:64, 46:47, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4314 = stablehlo.reshape %4313 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1128 = stablehlo.constant dense<16777216> : tensor<i32>
    %4315 = call @_where(%6, %4312, %c_1128) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1129 = stablehlo.constant dense<0> : tensor<i32>
    %4316 = stablehlo.broadcast_in_dim %c_1129, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4317 = stablehlo.compare LT, %4315, %4316, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1130 = stablehlo.constant dense<729> : tensor<i32>
    %4318 = stablehlo.broadcast_in_dim %c_1130, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4319 = stablehlo.add %4315, %4318 : tensor<10x10xi32>
    %4320 = stablehlo.select %4317, %4319, %4315 : tensor<10x10xi1>, tensor<10x10xi32>
    %4321 = stablehlo.broadcast_in_dim %4320, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4322 = "stablehlo.scatter"(%4305, %4321, %4314) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1131 = stablehlo.constant dense<3> : tensor<i32>
    %4323 = stablehlo.broadcast_in_dim %c_1131, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4324 = stablehlo.add %4323, %8 : tensor<10x10xi32>
    %c_1132 = stablehlo.constant dense<24> : tensor<i32>
    %4325 = stablehlo.broadcast_in_dim %c_1132, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4326 = stablehlo.add %4325, %10 : tensor<10x10xi32>
    %c_1133 = stablehlo.constant dense<27> : tensor<i32>
    %4327 = stablehlo.broadcast_in_dim %c_1133, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4328 = stablehlo.multiply %4324, %4327 : tensor<10x10xi32>
    %4329 = stablehlo.add %4328, %4326 : tensor<10x10xi32>
    %4330 = stablehlo.slice %3522#5 [0:64, 47:48, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4331 = stablehlo.reshape %4330 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1134 = stablehlo.constant dense<16777216> : tensor<i32>
    %4332 = call @_where(%6, %4329, %c_1134) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1135 = stablehlo.constant dense<0> : tensor<i32>
    %4333 = stablehlo.broadcast_in_dim %c_1135, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4334 = stablehlo.compare LT, %4332, %4333, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1136 = stablehlo.constant dense<729> : tensor<i32>
    %4335 = stablehlo.broadcast_in_dim %c_1136, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4336 = stablehlo.add %4332, %4335 : tensor<10x10xi32>
    %4337 = stablehlo.select %4334, %4336, %4332 : tensor<10x10xi1>, tensor<10x10xi32>
    %4338 = stablehlo.broadcast_in_dim %4337, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4339 = "stablehlo.scatter"(%4322, %4338, %4331) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1137 = stablehlo.constant dense<12> : tensor<i32>
    %4340 = stablehlo.broadcast_in_dim %c_1137, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4341 = stablehlo.add %4340, %8 : tensor<10x10xi32>
    %c_1138 = stablehlo.constant dense<6> : tensor<i32>
    %4342 = stablehlo.broadcast_in_dim %c_1138, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4343 = stablehlo.add %4342, %10 : tensor<10x10xi32>
    %c_1139 = stablehlo.constant dense<27> : tensor<i32>
    %4344 = stablehlo.broadcast_in_dim %c_1139, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4345 = stablehlo.multiply %4341, %4344 : tensor<10x10xi32>
    %4346 = stablehlo.add %4345, %4343 : tensor<10x10xi32>
    %4347 = stablehlo.slice %3522#5 [0:64, 48:49, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4348 = stablehlo.reshape %4347 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1140 = stablehlo.constant dense<16777216> : tensor<i32>
    %4349 = call @_where(%6, %4346, %c_1140) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1141 = stablehlo.constant dense<0> : tensor<i32>
    %4350 = stablehlo.broadcast_in_dim %c_1141, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4351 = stablehlo.compare LT, %4349, %4350, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1142 = stablehlo.constant dense<729> : tensor<i32>
    %4352 = stablehlo.broadcast_in_dim %c_1142, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4353 = stablehlo.add %4349, %4352 : tensor<10x10xi32>
    %4354 = stablehlo.select %4351, %4353, %4349 : tensor<10x10xi1>, tensor<10x10xi32>
    %4355 = stablehlo.broadcast_in_dim %4354, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4356 = "stablehlo.scatter"(%4339, %4355, %4348) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1143 = stablehlo.constant dense<12> : tensor<i32>
    %4357 = stablehlo.broadcast_in_dim %c_1143, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4358 = stablehlo.add %4357, %8 : tensor<10x10xi32>
    %c_1144 = stablehlo.constant dense<15> : tensor<i32>
    %4359 = stablehlo.broadcast_in_dim %c_1144, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4360 = stablehlo.add %4359, %10 : tensor<10x10xi32>
    %c_1145 = stablehlo.constant dense<27> : tensor<i32>
    %4361 = stablehlo.broadcast_in_dim %c_1145, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4362 = stablehlo.multiply %4358, %4361 : tensor<10x10xi32>
    %4363 = stablehlo.add %4362, %4360 : tensor<10x10xi32>
    %4364 = stablehlo.slice %3522#5 [0:64, 49:50, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4365 = stablehlo.reshape %4364 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1146 = stablehlo.constant dense<16777216> : tensor<i32>
    %4366 = call @_where(%6, %4363, %c_1146) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1147 = stablehlo.constant dense<0> : tensor<i32>
    %4367 = stablehlo.broadcast_in_dim %c_1147, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4368 = stablehlo.compare LT, %4366, %4367, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1148 = stablehlo.constant dense<729> : tensor<i32>
    %4369 = stablehlo.broadcast_in_dim %c_1148, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4370 = stablehlo.add %4366, %4369 : tensor<10x10xi32>
    %4371 = stablehlo.select %4368, %4370, %4366 : tensor<10x10xi1>, tensor<10x10xi32>
    %4372 = stablehlo.broadcast_in_dim %4371, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4373 = "stablehlo.scatter"(%4356, %4372, %4365) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1149 = stablehlo.constant dense<12> : tensor<i32>
    %4374 = stablehlo.broadcast_in_dim %c_1149, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4375 = stablehlo.add %4374, %8 : tensor<10x10xi32>
    %c_1150 = stablehlo.constant dense<24> : tensor<i32>
    %4376 = stablehlo.broadcast_in_dim %c_1150, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4377 = stablehlo.add %4376, %10 : tensor<10x10xi32>
    %c_1151 = stablehlo.constant dense<27> : tensor<i32>
    %4378 = stablehlo.broadcast_in_dim %c_1151, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4379 = stablehlo.multiply %4375, %4378 : tensor<10x10xi32>
    %4380 = stablehlo.add %4379, %4377 : tensor<10x10xi32>
    %4381 = stablehlo.slice %3522#5 [0:64, 50:51, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4382 = stablehlo.reshape %4381 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1152 = stablehlo.constant dense<16777216> : tensor<i32>
    %4383 = call @_where(%6, %4380, %c_1152) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1153 = stablehlo.constant dense<0> : tensor<i32>
    %4384 = stablehlo.broadcast_in_dim %c_1153, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4385 = stablehlo.compare LT, %4383, %4384, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1154 = stablehlo.constant dense<729> : tensor<i32>
    %4386 = stablehlo.broadcast_in_dim %c_1154, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4387 = stablehlo.add %4383, %4386 : tensor<10x10xi32>
    %4388 = stablehlo.select %4385, %4387, %4383 : tensor<10x10xi1>, tensor<10x10xi32>
    %4389 = stablehlo.broadcast_in_dim %4388, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4390 = "stablehlo.scatter"(%4373, %4389, %4382) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1155 = stablehlo.constant dense<21> : tensor<i32>
    %4391 = stablehlo.broadcast_in_dim %c_1155, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4392 = stablehlo.add %4391, %8 : tensor<10x10xi32>
    %c_1156 = stablehlo.constant dense<6> : tensor<i32>
    %4393 = stablehlo.broadcast_in_dim %c_1156, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4394 = stablehlo.add %4393, %10 : tensor<10x10xi32>
    %c_1157 = stablehlo.constant dense<27> : tensor<i32>
    %4395 = stablehlo.broadcast_in_dim %c_1157, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4396 = stablehlo.multiply %4392, %4395 : tensor<10x10xi32>
    %4397 = stablehlo.add %4396, %4394 : tensor<10x10xi32>
    %4398 = stablehlo.slice %3522#5 [0:64, 51:52, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4399 = stablehlo.reshape %4398 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1158 = stablehlo.constant dense<16777216> : tensor<i32>
    %4400 = call @_where(%6, %4397, %c_1158) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1159 = stablehlo.constant dense<0> : tensor<i32>
    %4401 = stablehlo.broadcast_in_dim %c_1159, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4402 = stablehlo.compare LT, %4400, %4401, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1160 = stablehlo.constant dense<729> : tensor<i32>
    %4403 = stablehlo.broadcast_in_dim %c_1160, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4404 = stablehlo.add %4400, %4403 : tensor<10x10xi32>
    %4405 = stablehlo.select %4402, %4404, %4400 : tensor<10x10xi1>, tensor<10x10xi32>
    %4406 = stablehlo.broadcast_in_dim %4405, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4407 = "stablehlo.scatter"(%4390, %4406, %4399) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1161 = stablehlo.constant dense<21> : tensor<i32>
    %4408 = stablehlo.broadcast_in_dim %c_1161, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4409 = stablehlo.add %4408, %8 : tensor<10x10xi32>
    %c_1162 = stablehlo.constant dense<15> : tensor<i32>
    %4410 = stablehlo.broadcast_in_dim %c_1162, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4411 = stablehlo.add %4410, %10 : tensor<10x10xi32>
    %c_1163 = stablehlo.constant dense<27> : tensor<i32>
    %4412 = stablehlo.broadcast_in_dim %c_1163, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4413 = stablehlo.multiply %4409, %4412 : tensor<10x10xi32>
    %4414 = stablehlo.add %4413, %4411 : tensor<10x10xi32>
    %4415 = stablehlo.slice %3522#5 [0:64, 52:53, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4416 = stablehlo.reshape %4415 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1164 = stablehlo.constant dense<16777216> : tensor<i32>
    %4417 = call @_where(%6, %4414, %c_1164) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1165 = stablehlo.constant dense<0> : tensor<i32>
    %4418 = stablehlo.broadcast_in_dim %c_1165, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4419 = stablehlo.compare LT, %4417, %4418, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1166 = stablehlo.constant dense<729> : tensor<i32>
    %4420 = stablehlo.broadcast_in_dim %c_1166, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4421 = stablehlo.add %4417, %4420 : tensor<10x10xi32>
    %4422 = stablehlo.select %4419, %4421, %4417 : tensor<10x10xi1>, tensor<10x10xi32>
    %4423 = stablehlo.broadcast_in_dim %4422, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4424 = "stablehlo.scatter"(%4407, %4423, %4416) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1167 = stablehlo.constant dense<21> : tensor<i32>
    %4425 = stablehlo.broadcast_in_dim %c_1167, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4426 = stablehlo.add %4425, %8 : tensor<10x10xi32>
    %c_1168 = stablehlo.constant dense<24> : tensor<i32>
    %4427 = stablehlo.broadcast_in_dim %c_1168, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4428 = stablehlo.add %4427, %10 : tensor<10x10xi32>
    %c_1169 = stablehlo.constant dense<27> : tensor<i32>
    %4429 = stablehlo.broadcast_in_dim %c_1169, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4430 = stablehlo.multiply %4426, %4429 : tensor<10x10xi32>
    %4431 = stablehlo.add %4430, %4428 : tensor<10x10xi32>
    %4432 = stablehlo.slice %3522#5 [0:64, 53:54, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4433 = stablehlo.reshape %4432 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1170 = stablehlo.constant dense<16777216> : tensor<i32>
    %4434 = call @_where(%6, %4431, %c_1170) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1171 = stablehlo.constant dense<0> : tensor<i32>
    %4435 = stablehlo.broadcast_in_dim %c_1171, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4436 = stablehlo.compare LT, %4434, %4435, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1172 = stablehlo.constant dense<729> : tensor<i32>
    %4437 = stablehlo.broadcast_in_dim %c_1172, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4438 = stablehlo.add %4434, %4437 : tensor<10x10xi32>
    %4439 = stablehlo.select %4436, %4438, %4434 : tensor<10x10xi1>, tensor<10x10xi32>
    %4440 = stablehlo.broadcast_in_dim %4439, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4441 = "stablehlo.scatter"(%4424, %4440, %4433) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1173 = stablehlo.constant dense<6> : tensor<i32>
    %4442 = stablehlo.broadcast_in_dim %c_1173, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4443 = stablehlo.add %4442, %8 : tensor<10x10xi32>
    %c_1174 = stablehlo.constant dense<0> : tensor<i32>
    %4444 = stablehlo.broadcast_in_dim %c_1174, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4445 = stablehlo.add %4444, %10 : tensor<10x10xi32>
    %c_1175 = stablehlo.constant dense<27> : tensor<i32>
    %4446 = stablehlo.broadcast_in_dim %c_1175, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4447 = stablehlo.multiply %4443, %4446 : tensor<10x10xi32>
    %4448 = stablehlo.add %4447, %4445 : tensor<10x10xi32>
    %4449 = stablehlo.slice %3522#5 [0:64, 54:55, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4450 = stablehlo.reshape %4449 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1176 = stablehlo.constant dense<16777216> : tensor<i32>
    %4451 = call @_where(%6, %4448, %c_1176) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1177 = stablehlo.constant dense<0> : tensor<i32>
    %4452 = stablehlo.broadcast_in_dim %c_1177, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4453 = stablehlo.compare LT, %4451, %4452, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1178 = stablehlo.constant dense<729> : tensor<i32>
    %4454 = stablehlo.broadcast_in_dim %c_1178, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4455 = stablehlo.add %4451, %4454 : tensor<10x10xi32>
    %4456 = stablehlo.select %4453, %4455, %4451 : tensor<10x10xi1>, tensor<10x10xi32>
    %4457 = stablehlo.broadcast_in_dim %4456, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4458 = "stablehlo.scatter"(%4441, %4457, %4450) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1179 = stablehlo.constant dense<6> : tensor<i32>
    %4459 = stablehlo.broadcast_in_dim %c_1179, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4460 = stablehlo.add %4459, %8 : tensor<10x10xi32>
    %c_1180 = stablehlo.constant dense<9> : tensor<i32>
    %4461 = stablehlo.broadcast_in_dim %c_1180, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4462 = stablehlo.add %4461, %10 : tensor<10x10xi32>
    %c_1181 = stablehlo.constant dense<27> : tensor<i32>
    %4463 = stablehlo.broadcast_in_dim %c_1181, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4464 = stablehlo.multiply %4460, %4463 : tensor<10x10xi32>
    %4465 = stablehlo.add %4464, %4462 : tensor<10x10xi32>
    %4466 = stablehlo.slice %3522#5 [0:64, 55:56, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4467 = stablehlo.reshape %4466 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1182 = stablehlo.constant dense<16777216> : tensor<i32>
    %4468 = call @_where(%6, %4465, %c_1182) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1183 = stablehlo.constant dense<0> : tensor<i32>
    %4469 = stablehlo.broadcast_in_dim %c_1183, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4470 = stablehlo.compare LT, %4468, %4469, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1184 = stablehlo.constant dense<729> : tensor<i32>
    %4471 = stablehlo.broadcast_in_dim %c_1184, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4472 = stablehlo.add %4468, %4471 : tensor<10x10xi32>
    %4473 = stablehlo.select %4470, %4472, %4468 : tensor<10x10xi1>, tensor<10x10xi32>
    %4474 = stablehlo.broadcast_in_dim %4473, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4475 = "stablehlo.scatter"(%4458, %4474, %4467) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1185 = stablehlo.constant dense<6> : tensor<i32>
    %4476 = stablehlo.broadcast_in_dim %c_1185, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4477 = stablehlo.add %4476, %8 : tensor<10x10xi32>
    %c_1186 = stablehlo.constant dense<18> : tensor<i32>
    %4478 = stablehlo.broadcast_in_dim %c_1186, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4479 = stablehlo.add %4478, %10 : tensor<10x10xi32>
    %c_1187 = stablehlo.constant dense<27> : tensor<i32>
    %4480 = stablehlo.broadcast_in_dim %c_1187, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4481 = stablehlo.multiply %4477, %4480 : tensor<10x10xi32>
    %4482 = stablehlo.add %4481, %4479 : tensor<10x10xi32>
    %4483 = stablehlo.slice %3522#5 [0:64, 56:57, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4484 = stablehlo.reshape %4483 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1188 = stablehlo.constant dense<16777216> : tensor<i32>
    %4485 = call @_where(%6, %4482, %c_1188) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1189 = stablehlo.constant dense<0> : tensor<i32>
    %4486 = stablehlo.broadcast_in_dim %c_1189, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4487 = stablehlo.compare LT, %4485, %4486, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1190 = stablehlo.constant dense<729> : tensor<i32>
    %4488 = stablehlo.broadcast_in_dim %c_1190, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4489 = stablehlo.add %4485, %4488 : tensor<10x10xi32>
    %4490 = stablehlo.select %4487, %4489, %4485 : tensor<10x10xi1>, tensor<10x10xi32>
    %4491 = stablehlo.broadcast_in_dim %4490, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4492 = "stablehlo.scatter"(%4475, %4491, %4484) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1191 = stablehlo.constant dense<15> : tensor<i32>
    %4493 = stablehlo.broadcast_in_dim %c_1191, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4494 = stablehlo.add %4493, %8 : tensor<10x10xi32>
    %c_1192 = stablehlo.constant dense<0> : tensor<i32>
    %4495 = stablehlo.broadcast_in_dim %c_1192, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4496 = stablehlo.add %4495, %10 : tensor<10x10xi32>
    %c_1193 = stablehlo.constant dense<27> : tensor<i32>
    %4497 = stablehlo.broadcast_in_dim %c_1193, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4498 = stablehlo.multiply %4494, %4497 : tensor<10x10xi32>
    %4499 = stablehlo.add %4498, %4496 : tensor<10x10xi32>
    %4500 = stablehlo.slice %3522#5 [0:64, 57:58, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4501 = stablehlo.reshape %4500 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1194 = stablehlo.constant dense<16777216> : tensor<i32>
    %4502 = call @_where(%6, %4499, %c_1194) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1195 = stablehlo.constant dense<0> : tensor<i32>
    %4503 = stablehlo.broadcast_in_dim %c_1195, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4504 = stablehlo.compare LT, %4502, %4503, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1196 = stablehlo.constant dense<729> : tensor<i32>
    %4505 = stablehlo.broadcast_in_dim %c_1196, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4506 = stablehlo.add %4502, %4505 : tensor<10x10xi32>
    %4507 = stablehlo.select %4504, %4506, %4502 : tensor<10x10xi1>, tensor<10x10xi32>
    %4508 = stablehlo.broadcast_in_dim %4507, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4509 = "stablehlo.scatter"(%4492, %4508, %4501) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1197 = stablehlo.constant dense<15> : tensor<i32>
    %4510 = stablehlo.broadcast_in_dim %c_1197, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4511 = stablehlo.add %4510, %8 : tensor<10x10xi32>
    %c_1198 = stablehlo.constant dense<9> : tensor<i32>
    %4512 = stablehlo.broadcast_in_dim %c_1198, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4513 = stablehlo.add %4512, %10 : tensor<10x10xi32>
    %c_1199 = stablehlo.constant dense<27> : tensor<i32>
    %4514 = stablehlo.broadcast_in_dim %c_1199, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4515 = stablehlo.multiply %4511, %4514 : tensor<10x10xi32>
    %4516 = stablehlo.add %4515, %4513 : tensor<10x10xi32>
    %4517 = stablehlo.slice %3522#5 [0:64, 58:59, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4518 = stablehlo.reshape %4517 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1200 = stablehlo.constant dense<16777216> : tensor<i32>
    %4519 = call @_where(%6, %4516, %c_1200) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1201 = stablehlo.constant dense<0> : tensor<i32>
    %4520 = stablehlo.broadcast_in_dim %c_1201, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4521 = stablehlo.compare LT, %4519, %4520, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1202 = stablehlo.constant dense<729> : tensor<i32>
    %4522 = stablehlo.broadcast_in_dim %c_1202, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4523 = stablehlo.add %4519, %4522 : tensor<10x10xi32>
    %4524 = stablehlo.select %4521, %4523, %4519 : tensor<10x10xi1>, tensor<10x10xi32>
    %4525 = stablehlo.broadcast_in_dim %4524, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4526 = "stablehlo.scatter"(%4509, %4525, %4518) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1203 = stablehlo.constant dense<15> : tensor<i32>
    %4527 = stablehlo.broadcast_in_dim %c_1203, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4528 = stablehlo.add %4527, %8 : tensor<10x10xi32>
    %c_1204 = stablehlo.constant dense<18> : tensor<i32>
    %4529 = stablehlo.broadcast_in_dim %c_1204, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4530 = stablehlo.add %4529, %10 : tensor<10x10xi32>
    %c_1205 = stablehlo.constant dense<27> : tensor<i32>
    %4531 = stablehlo.broadcast_in_dim %c_1205, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4532 = stablehlo.multiply %4528, %4531 : tensor<10x10xi32>
    %4533 = stablehlo.add %4532, %4530 : tensor<10x10xi32>
    %4534 = stablehlo.slice %3522#5 [0:64, 59:60, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4535 = stablehlo.reshape %4534 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1206 = stablehlo.constant dense<16777216> : tensor<i32>
    %4536 = call @_where(%6, %4533, %c_1206) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1207 = stablehlo.constant dense<0> : tensor<i32>
    %4537 = stablehlo.broadcast_in_dim %c_1207, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4538 = stablehlo.compare LT, %4536, %4537, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1208 = stablehlo.constant dense<729> : tensor<i32>
    %4539 = stablehlo.broadcast_in_dim %c_1208, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4540 = stablehlo.add %4536, %4539 : tensor<10x10xi32>
    %4541 = stablehlo.select %4538, %4540, %4536 : tensor<10x10xi1>, tensor<10x10xi32>
    %4542 = stablehlo.broadcast_in_dim %4541, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4543 = "stablehlo.scatter"(%4526, %4542, %4535) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1209 = stablehlo.constant dense<24> : tensor<i32>
    %4544 = stablehlo.broadcast_in_dim %c_1209, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4545 = stablehlo.add %4544, %8 : tensor<10x10xi32>
    %c_1210 = stablehlo.constant dense<0> : tensor<i32>
    %4546 = stablehlo.broadcast_in_dim %c_1210, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4547 = stablehlo.add %4546, %10 : tensor<10x10xi32>
    %c_1211 = stablehlo.constant dense<27> : tensor<i32>
    %4548 = stablehlo.broadcast_in_dim %c_1211, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4549 = stablehlo.multiply %4545, %4548 : tensor<10x10xi32>
    %4550 = stablehlo.add %4549, %4547 : tensor<10x10xi32>
    %4551 = stablehlo.slice %3522#5 [0:64, 60:61, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4552 = stablehlo.reshape %4551 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1212 = stablehlo.constant dense<16777216> : tensor<i32>
    %4553 = call @_where(%6, %4550, %c_1212) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1213 = stablehlo.constant dense<0> : tensor<i32>
    %4554 = stablehlo.broadcast_in_dim %c_1213, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4555 = stablehlo.compare LT, %4553, %4554, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1214 = stablehlo.constant dense<729> : tensor<i32>
    %4556 = stablehlo.broadcast_in_dim %c_1214, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4557 = stablehlo.add %4553, %4556 : tensor<10x10xi32>
    %4558 = stablehlo.select %4555, %4557, %4553 : tensor<10x10xi1>, tensor<10x10xi32>
    %4559 = stablehlo.broadcast_in_dim %4558, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4560 = "stablehlo.scatter"(%4543, %4559, %4552) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1215 = stablehlo.constant dense<24> : tensor<i32>
    %4561 = stablehlo.broadcast_in_dim %c_1215, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4562 = stablehlo.add %4561, %8 : tensor<10x10xi32>
    %c_1216 = stablehlo.constant dense<9> : tensor<i32>
    %4563 = stablehlo.broadcast_in_dim %c_1216, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4564 = stablehlo.add %4563, %10 : tensor<10x10xi32>
    %c_1217 = stablehlo.constant dense<27> : tensor<i32>
    %4565 = stablehlo.broadcast_in_dim %c_1217, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4566 = stablehlo.multiply %4562, %4565 : tensor<10x10xi32>
    %4567 = stablehlo.add %4566, %4564 : tensor<10x10xi32>
    %4568 = stablehlo.slice %3522#5 [0:64, 61:62, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4569 = stablehlo.reshape %4568 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1218 = stablehlo.constant dense<16777216> : tensor<i32>
    %4570 = call @_where(%6, %4567, %c_1218) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1219 = stablehlo.constant dense<0> : tensor<i32>
    %4571 = stablehlo.broadcast_in_dim %c_1219, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4572 = stablehlo.compare LT, %4570, %4571, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1220 = stablehlo.constant dense<729> : tensor<i32>
    %4573 = stablehlo.broadcast_in_dim %c_1220, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4574 = stablehlo.add %4570, %4573 : tensor<10x10xi32>
    %4575 = stablehlo.select %4572, %4574, %4570 : tensor<10x10xi1>, tensor<10x10xi32>
    %4576 = stablehlo.broadcast_in_dim %4575, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4577 = "stablehlo.scatter"(%4560, %4576, %4569) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1221 = stablehlo.constant dense<24> : tensor<i32>
    %4578 = stablehlo.broadcast_in_dim %c_1221, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4579 = stablehlo.add %4578, %8 : tensor<10x10xi32>
    %c_1222 = stablehlo.constant dense<18> : tensor<i32>
    %4580 = stablehlo.broadcast_in_dim %c_1222, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4581 = stablehlo.add %4580, %10 : tensor<10x10xi32>
    %c_1223 = stablehlo.constant dense<27> : tensor<i32>
    %4582 = stablehlo.broadcast_in_dim %c_1223, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4583 = stablehlo.multiply %4579, %4582 : tensor<10x10xi32>
    %4584 = stablehlo.add %4583, %4581 : tensor<10x10xi32>
    %4585 = stablehlo.slice %3522#5 [0:64, 62:63, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4586 = stablehlo.reshape %4585 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1224 = stablehlo.constant dense<16777216> : tensor<i32>
    %4587 = call @_where(%6, %4584, %c_1224) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1225 = stablehlo.constant dense<0> : tensor<i32>
    %4588 = stablehlo.broadcast_in_dim %c_1225, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4589 = stablehlo.compare LT, %4587, %4588, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1226 = stablehlo.constant dense<729> : tensor<i32>
    %4590 = stablehlo.broadcast_in_dim %c_1226, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4591 = stablehlo.add %4587, %4590 : tensor<10x10xi32>
    %4592 = stablehlo.select %4589, %4591, %4587 : tensor<10x10xi1>, tensor<10x10xi32>
    %4593 = stablehlo.broadcast_in_dim %4592, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4594 = "stablehlo.scatter"(%4577, %4593, %4586) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1227 = stablehlo.constant dense<6> : tensor<i32>
    %4595 = stablehlo.broadcast_in_dim %c_1227, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4596 = stablehlo.add %4595, %8 : tensor<10x10xi32>
    %c_1228 = stablehlo.constant dense<3> : tensor<i32>
    %4597 = stablehlo.broadcast_in_dim %c_1228, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4598 = stablehlo.add %4597, %10 : tensor<10x10xi32>
    %c_1229 = stablehlo.constant dense<27> : tensor<i32>
    %4599 = stablehlo.broadcast_in_dim %c_1229, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4600 = stablehlo.multiply %4596, %4599 : tensor<10x10xi32>
    %4601 = stablehlo.add %4600, %4598 : tensor<10x10xi32>
    %4602 = stablehlo.slice %3522#5 [0:64, 63:64, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4603 = stablehlo.reshape %4602 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1230 = stablehlo.constant dense<16777216> : tensor<i32>
    %4604 = call @_where(%6, %4601, %c_1230) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1231 = stablehlo.constant dense<0> : tensor<i32>
    %4605 = stablehlo.broadcast_in_dim %c_1231, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4606 = stablehlo.compare LT, %4604, %4605, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1232 = stablehlo.constant dense<729> : tensor<i32>
    %4607 = stablehlo.broadcast_in_dim %c_1232, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4608 = stablehlo.add %4604, %4607 : tensor<10x10xi32>
    %4609 = stablehlo.select %4606, %4608, %4604 : tensor<10x10xi1>, tensor<10x10xi32>
    %4610 = stablehlo.broadcast_in_dim %4609, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4611 = "stablehlo.scatter"(%4594, %4610, %4603) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1233 = stablehlo.constant dense<6> : tensor<i32>
    %4612 = stablehlo.broadcast_in_dim %c_1233, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4613 = stablehlo.add %4612, %8 : tensor<10x10xi32>
    %c_1234 = stablehlo.constant dense<12> : tensor<i32>
    %4614 = stablehlo.broadcast_in_dim %c_1234, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4615 = stablehlo.add %4614, %10 : tensor<10x10xi32>
    %c_1235 = stablehlo.constant dense<27> : tensor<i32>
    %4616 = stablehlo.broadcast_in_dim %c_1235, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4617 = stablehlo.multiply %4613, %4616 : tensor<10x10xi32>
    %4618 = stablehlo.add %4617, %4615 : tensor<10x10xi32>
    %4619 = stablehlo.slice %3522#5 [0:64, 64:65, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4620 = stablehlo.reshape %4619 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1236 = stablehlo.constant dense<16777216> : tensor<i32>
    %4621 = call @_where(%6, %4618, %c_1236) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1237 = stablehlo.constant dense<0> : tensor<i32>
    %4622 = stablehlo.broadcast_in_dim %c_1237, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4623 = stablehlo.compare LT, %4621, %4622, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1238 = stablehlo.constant dense<729> : tensor<i32>
    %4624 = stablehlo.broadcast_in_dim %c_1238, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4625 = stablehlo.add %4621, %4624 : tensor<10x10xi32>
    %4626 = stablehlo.select %4623, %4625, %4621 : tensor<10x10xi1>, tensor<10x10xi32>
    %4627 = stablehlo.broadcast_in_dim %4626, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4628 = "stablehlo.scatter"(%4611, %4627, %4620) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1239 = stablehlo.constant dense<6> : tensor<i32>
    %4629 = stablehlo.broadcast_in_dim %c_1239, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4630 = stablehlo.add %4629, %8 : tensor<10x10xi32>
    %c_1240 = stablehlo.constant dense<21> : tensor<i32>
    %4631 = stablehlo.broadcast_in_dim %c_1240, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4632 = stablehlo.add %4631, %10 : tensor<10x10xi32>
    %c_1241 = stablehlo.constant dense<27> : tensor<i32>
    %4633 = stablehlo.broadcast_in_dim %c_1241, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4634 = stablehlo.multiply %4630, %4633 : tensor<10x10xi32>
    %4635 = stablehlo.add %4634, %4632 : tensor<10x10xi32>
    %4636 = stablehlo.slice %3522#5 [0:64, 65:66, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4637 = stablehlo.reshape %4636 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1242 = stablehlo.constant dense<16777216> : tensor<i32>
    %4638 = call @_where(%6, %4635, %c_1242) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1243 = stablehlo.constant dense<0> : tensor<i32>
    %4639 = stablehlo.broadcast_in_dim %c_1243, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4640 = stablehlo.compare LT, %4638, %4639, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1244 = stablehlo.constant dense<729> : tensor<i32>
    %4641 = stablehlo.broadcast_in_dim %c_1244, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4642 = stablehlo.add %4638, %4641 : tensor<10x10xi32>
    %4643 = stablehlo.select %4640, %4642, %4638 : tensor<10x10xi1>, tensor<10x10xi32>
    %4644 = stablehlo.broadcast_in_dim %4643, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4645 = "stablehlo.scatter"(%4628, %4644, %4637) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1245 = stablehlo.constant dense<15> : tensor<i32>
    %4646 = stablehlo.broadcast_in_dim %c_1245, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4647 = stablehlo.add %4646, %8 : tensor<10x10xi32>
    %c_1246 = stablehlo.constant dense<3> : tensor<i32>
    %4648 = stablehlo.broadcast_in_dim %c_1246, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4649 = stablehlo.add %4648, %10 : tensor<10x10xi32>
    %c_1247 = stablehlo.constant dense<27> : tensor<i32>
    %4650 = stablehlo.broadcast_in_dim %c_1247, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4651 = stablehlo.multiply %4647, %4650 : tensor<10x10xi32>
    %4652 = stablehlo.add %4651, %4649 : tensor<10x10xi32>
    %4653 = stablehlo.slice %3522#5 [0:64, 66:67, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4654 = stablehlo.reshape %4653 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1248 = stablehlo.constant dense<16777216> : tensor<i32>
    %4655 = call @_where(%6, %4652, %c_1248) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1249 = stablehlo.constant dense<0> : tensor<i32>
    %4656 = stablehlo.broadcast_in_dim %c_1249, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4657 = stablehlo.compare LT, %4655, %4656, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1250 = stablehlo.constant dense<729> : tensor<i32>
    %4658 = stablehlo.broadcast_in_dim %c_1250, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4659 = stablehlo.add %4655, %4658 : tensor<10x10xi32>
    %4660 = stablehlo.select %4657, %4659, %4655 : tensor<10x10xi1>, tensor<10x10xi32>
    %4661 = stablehlo.broadcast_in_dim %4660, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4662 = "stablehlo.scatter"(%4645, %4661, %4654) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1251 = stablehlo.constant dense<15> : tensor<i32>
    %4663 = stablehlo.broadcast_in_dim %c_1251, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4664 = stablehlo.add %4663, %8 : tensor<10x10xi32>
    %c_1252 = stablehlo.constant dense<12> : tensor<i32>
    %4665 = stablehlo.broadcast_in_dim %c_1252, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4666 = stablehlo.add %4665, %10 : tensor<10x10xi32>
    %c_1253 = stablehlo.constant dense<27> : tensor<i32>
    %4667 = stablehlo.broadcast_in_dim %c_1253, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4668 = stablehlo.multiply %4664, %4667 : tensor<10x10xi32>
    %4669 = stablehlo.add %4668, %4666 : tensor<10x10xi32>
    %4670 = stablehlo.slice %3522#5 [0:64, 67:68, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4671 = stablehlo.reshape %4670 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1254 = stablehlo.constant dense<16777216> : tensor<i32>
    %4672 = call @_where(%6, %4669, %c_1254) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1255 = stablehlo.constant dense<0> : tensor<i32>
    %4673 = stablehlo.broadcast_in_dim %c_1255, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4674 = stablehlo.compare LT, %4672, %4673, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1256 = stablehlo.constant dense<729> : tensor<i32>
    %4675 = stablehlo.broadcast_in_dim %c_1256, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4676 = stablehlo.add %4672, %4675 : tensor<10x10xi32>
    %4677 = stablehlo.select %4674, %4676, %4672 : tensor<10x10xi1>, tensor<10x10xi32>
    %4678 = stablehlo.broadcast_in_dim %4677, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4679 = "stablehlo.scatter"(%4662, %4678, %4671) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1257 = stablehlo.constant dense<15> : tensor<i32>
    %4680 = stablehlo.broadcast_in_dim %c_1257, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4681 = stablehlo.add %4680, %8 : tensor<10x10xi32>
    %c_1258 = stablehlo.constant dense<21> : tensor<i32>
    %4682 = stablehlo.broadcast_in_dim %c_1258, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4683 = stablehlo.add %4682, %10 : tensor<10x10xi32>
    %c_1259 = stablehlo.constant dense<27> : tensor<i32>
    %4684 = stablehlo.broadcast_in_dim %c_1259, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4685 = stablehlo.multiply %4681, %4684 : tensor<10x10xi32>
    %4686 = stablehlo.add %4685, %4683 : tensor<10x10xi32>
    %4687 = stablehlo.slice %3522#5 [0:64, 68:69, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4688 = stablehlo.reshape %4687 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1260 = stablehlo.constant dense<16777216> : tensor<i32>
    %4689 = call @_where(%6, %4686, %c_1260) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1261 = stablehlo.constant dense<0> : tensor<i32>
    %4690 = stablehlo.broadcast_in_dim %c_1261, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4691 = stablehlo.compare LT, %4689, %4690, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1262 = stablehlo.constant dense<729> : tensor<i32>
    %4692 = stablehlo.broadcast_in_dim %c_1262, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4693 = stablehlo.add %4689, %4692 : tensor<10x10xi32>
    %4694 = stablehlo.select %4691, %4693, %4689 : tensor<10x10xi1>, tensor<10x10xi32>
    %4695 = stablehlo.broadcast_in_dim %4694, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4696 = "stablehlo.scatter"(%4679, %4695, %4688) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1263 = stablehlo.constant dense<24> : tensor<i32>
    %4697 = stablehlo.broadcast_in_dim %c_1263, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4698 = stablehlo.add %4697, %8 : tensor<10x10xi32>
    %c_1264 = stablehlo.constant dense<3> : tensor<i32>
    %4699 = stablehlo.broadcast_in_dim %c_1264, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4700 = stablehlo.add %4699, %10 : tensor<10x10xi32>
    %c_1265 = stablehlo.constant dense<27> : tensor<i32>
    %4701 = stablehlo.broadcast_in_dim %c_1265, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4702 = stablehlo.multiply %4698, %4701 : tensor<10x10xi32>
    %4703 = stablehlo.add %4702, %4700 : tensor<10x10xi32>
    %4704 = stablehlo.slice %3522#5 [0:64, 69:70, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4705 = stablehlo.reshape %4704 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1266 = stablehlo.constant dense<16777216> : tensor<i32>
    %4706 = call @_where(%6, %4703, %c_1266) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1267 = stablehlo.constant dense<0> : tensor<i32>
    %4707 = stablehlo.broadcast_in_dim %c_1267, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4708 = stablehlo.compare LT, %4706, %4707, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1268 = stablehlo.constant dense<729> : tensor<i32>
    %4709 = stablehlo.broadcast_in_dim %c_1268, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4710 = stablehlo.add %4706, %4709 : tensor<10x10xi32>
    %4711 = stablehlo.select %4708, %4710, %4706 : tensor<10x10xi1>, tensor<10x10xi32>
    %4712 = stablehlo.broadcast_in_dim %4711, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4713 = "stablehlo.scatter"(%4696, %4712, %4705) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1269 = stablehlo.constant dense<24> : tensor<i32>
    %4714 = stablehlo.broadcast_in_dim %c_1269, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4715 = stablehlo.add %4714, %8 : tensor<10x10xi32>
    %c_1270 = stablehlo.constant dense<12> : tensor<i32>
    %4716 = stablehlo.broadcast_in_dim %c_1270, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4717 = stablehlo.add %4716, %10 : tensor<10x10xi32>
    %c_1271 = stablehlo.constant dense<27> : tensor<i32>
    %4718 = stablehlo.broadcast_in_dim %c_1271, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4719 = stablehlo.multiply %4715, %4718 : tensor<10x10xi32>
    %4720 = stablehlo.add %4719, %4717 : tensor<10x10xi32>
    %4721 = stablehlo.slice %3522#5 [0:64, 70:71, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4722 = stablehlo.reshape %4721 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1272 = stablehlo.constant dense<16777216> : tensor<i32>
    %4723 = call @_where(%6, %4720, %c_1272) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1273 = stablehlo.constant dense<0> : tensor<i32>
    %4724 = stablehlo.broadcast_in_dim %c_1273, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4725 = stablehlo.compare LT, %4723, %4724, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1274 = stablehlo.constant dense<729> : tensor<i32>
    %4726 = stablehlo.broadcast_in_dim %c_1274, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4727 = stablehlo.add %4723, %4726 : tensor<10x10xi32>
    %4728 = stablehlo.select %4725, %4727, %4723 : tensor<10x10xi1>, tensor<10x10xi32>
    %4729 = stablehlo.broadcast_in_dim %4728, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4730 = "stablehlo.scatter"(%4713, %4729, %4722) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1275 = stablehlo.constant dense<24> : tensor<i32>
    %4731 = stablehlo.broadcast_in_dim %c_1275, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4732 = stablehlo.add %4731, %8 : tensor<10x10xi32>
    %c_1276 = stablehlo.constant dense<21> : tensor<i32>
    %4733 = stablehlo.broadcast_in_dim %c_1276, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4734 = stablehlo.add %4733, %10 : tensor<10x10xi32>
    %c_1277 = stablehlo.constant dense<27> : tensor<i32>
    %4735 = stablehlo.broadcast_in_dim %c_1277, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4736 = stablehlo.multiply %4732, %4735 : tensor<10x10xi32>
    %4737 = stablehlo.add %4736, %4734 : tensor<10x10xi32>
    %4738 = stablehlo.slice %3522#5 [0:64, 71:72, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4739 = stablehlo.reshape %4738 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1278 = stablehlo.constant dense<16777216> : tensor<i32>
    %4740 = call @_where(%6, %4737, %c_1278) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1279 = stablehlo.constant dense<0> : tensor<i32>
    %4741 = stablehlo.broadcast_in_dim %c_1279, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4742 = stablehlo.compare LT, %4740, %4741, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1280 = stablehlo.constant dense<729> : tensor<i32>
    %4743 = stablehlo.broadcast_in_dim %c_1280, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4744 = stablehlo.add %4740, %4743 : tensor<10x10xi32>
    %4745 = stablehlo.select %4742, %4744, %4740 : tensor<10x10xi1>, tensor<10x10xi32>
    %4746 = stablehlo.broadcast_in_dim %4745, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4747 = "stablehlo.scatter"(%4730, %4746, %4739) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1281 = stablehlo.constant dense<6> : tensor<i32>
    %4748 = stablehlo.broadcast_in_dim %c_1281, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4749 = stablehlo.add %4748, %8 : tensor<10x10xi32>
    %c_1282 = stablehlo.constant dense<6> : tensor<i32>
    %4750 = stablehlo.broadcast_in_dim %c_1282, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4751 = stablehlo.add %4750, %10 : tensor<10x10xi32>
    %c_1283 = stablehlo.constant dense<27> : tensor<i32>
    %4752 = stablehlo.broadcast_in_dim %c_1283, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4753 = stablehlo.multiply %4749, %4752 : tensor<10x10xi32>
    %4754 = stablehlo.add %4753, %4751 : tensor<10x10xi32>
    %4755 = stablehlo.slice %3522#5 [0:64, 72:73, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4756 = stablehlo.reshape %4755 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1284 = stablehlo.constant dense<16777216> : tensor<i32>
    %4757 = call @_where(%6, %4754, %c_1284) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1285 = stablehlo.constant dense<0> : tensor<i32>
    %4758 = stablehlo.broadcast_in_dim %c_1285, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4759 = stablehlo.compare LT, %4757, %4758, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1286 = stablehlo.constant dense<729> : tensor<i32>
    %4760 = stablehlo.broadcast_in_dim %c_1286, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4761 = stablehlo.add %4757, %4760 : tensor<10x10xi32>
    %4762 = stablehlo.select %4759, %4761, %4757 : tensor<10x10xi1>, tensor<10x10xi32>
    %4763 = stablehlo.broadcast_in_dim %4762, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4764 = "stablehlo.scatter"(%4747, %4763, %4756) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1287 = stablehlo.constant dense<6> : tensor<i32>
    %4765 = stablehlo.broadcast_in_dim %c_1287, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4766 = stablehlo.add %4765, %8 : tensor<10x10xi32>
    %c_1288 = stablehlo.constant dense<15> : tensor<i32>
    %4767 = stablehlo.broadcast_in_dim %c_1288, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4768 = stablehlo.add %4767, %10 : tensor<10x10xi32>
    %c_1289 = stablehlo.constant dense<27> : tensor<i32>
    %4769 = stablehlo.broadcast_in_dim %c_1289, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4770 = stablehlo.multiply %4766, %4769 : tensor<10x10xi32>
    %4771 = stablehlo.add %4770, %4768 : tensor<10x10xi32>
    %4772 = stablehlo.slice %3522#5 [0:64, 73:74, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4773 = stablehlo.reshape %4772 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1290 = stablehlo.constant dense<16777216> : tensor<i32>
    %4774 = call @_where(%6, %4771, %c_1290) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1291 = stablehlo.constant dense<0> : tensor<i32>
    %4775 = stablehlo.broadcast_in_dim %c_1291, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4776 = stablehlo.compare LT, %4774, %4775, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1292 = stablehlo.constant dense<729> : tensor<i32>
    %4777 = stablehlo.broadcast_in_dim %c_1292, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4778 = stablehlo.add %4774, %4777 : tensor<10x10xi32>
    %4779 = stablehlo.select %4776, %4778, %4774 : tensor<10x10xi1>, tensor<10x10xi32>
    %4780 = stablehlo.broadcast_in_dim %4779, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4781 = "stablehlo.scatter"(%4764, %4780, %4773) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1293 = stablehlo.constant dense<6> : tensor<i32>
    %4782 = stablehlo.broadcast_in_dim %c_1293, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4783 = stablehlo.add %4782, %8 : tensor<10x10xi32>
    %c_1294 = stablehlo.constant dense<24> : tensor<i32>
    %4784 = stablehlo.broadcast_in_dim %c_1294, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4785 = stablehlo.add %4784, %10 : tensor<10x10xi32>
    %c_1295 = stablehlo.constant dense<27> : tensor<i32>
    %4786 = stablehlo.broadcast_in_dim %c_1295, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4787 = stablehlo.multiply %4783, %4786 : tensor<10x10xi32>
    %4788 = stablehlo.add %4787, %4785 : tensor<10x10xi32>
    %4789 = stablehlo.slice %3522#5 [0:64, 74:75, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4790 = stablehlo.reshape %4789 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1296 = stablehlo.constant dense<16777216> : tensor<i32>
    %4791 = call @_where(%6, %4788, %c_1296) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1297 = stablehlo.constant dense<0> : tensor<i32>
    %4792 = stablehlo.broadcast_in_dim %c_1297, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4793 = stablehlo.compare LT, %4791, %4792, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1298 = stablehlo.constant dense<729> : tensor<i32>
    %4794 = stablehlo.broadcast_in_dim %c_1298, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4795 = stablehlo.add %4791, %4794 : tensor<10x10xi32>
    %4796 = stablehlo.select %4793, %4795, %4791 : tensor<10x10xi1>, tensor<10x10xi32>
    %4797 = stablehlo.broadcast_in_dim %4796, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4798 = "stablehlo.scatter"(%4781, %4797, %4790) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1299 = stablehlo.constant dense<15> : tensor<i32>
    %4799 = stablehlo.broadcast_in_dim %c_1299, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4800 = stablehlo.add %4799, %8 : tensor<10x10xi32>
    %c_1300 = stablehlo.constant dense<6> : tensor<i32>
    %4801 = stablehlo.broadcast_in_dim %c_1300, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4802 = stablehlo.add %4801, %10 : tensor<10x10xi32>
    %c_1301 = stablehlo.constant dense<27> : tensor<i32>
    %4803 = stablehlo.broadcast_in_dim %c_1301, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4804 = stablehlo.multiply %4800, %4803 : tensor<10x10xi32>
    %4805 = stablehlo.add %4804, %4802 : tensor<10x10xi32>
    %4806 = stablehlo.slice %3522#5 [0:64, 75:76, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4807 = stablehlo.reshape %4806 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1302 = stablehlo.constant dense<16777216> : tensor<i32>
    %4808 = call @_where(%6, %4805, %c_1302) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1303 = stablehlo.constant dense<0> : tensor<i32>
    %4809 = stablehlo.broadcast_in_dim %c_1303, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4810 = stablehlo.compare LT, %4808, %4809, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1304 = stablehlo.constant dense<729> : tensor<i32>
    %4811 = stablehlo.broadcast_in_dim %c_1304, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4812 = stablehlo.add %4808, %4811 : tensor<10x10xi32>
    %4813 = stablehlo.select %4810, %4812, %4808 : tensor<10x10xi1>, tensor<10x10xi32>
    %4814 = stablehlo.broadcast_in_dim %4813, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4815 = "stablehlo.scatter"(%4798, %4814, %4807) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1305 = stablehlo.constant dense<15> : tensor<i32>
    %4816 = stablehlo.broadcast_in_dim %c_1305, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4817 = stablehlo.add %4816, %8 : tensor<10x10xi32>
    %c_1306 = stablehlo.constant dense<15> : tensor<i32>
    %4818 = stablehlo.broadcast_in_dim %c_1306, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4819 = stablehlo.add %4818, %10 : tensor<10x10xi32>
    %c_1307 = stablehlo.constant dense<27> : tensor<i32>
    %4820 = stablehlo.broadcast_in_dim %c_1307, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4821 = stablehlo.multiply %4817, %4820 : tensor<10x10xi32>
    %4822 = stablehlo.add %4821, %4819 : tensor<10x10xi32>
    %4823 = stablehlo.slice %3522#5 [0:64, 76:77, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4824 = stablehlo.reshape %4823 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1308 = stablehlo.constant dense<16777216> : tensor<i32>
    %4825 = call @_where(%6, %4822, %c_1308) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1309 = stablehlo.constant dense<0> : tensor<i32>
    %4826 = stablehlo.broadcast_in_dim %c_1309, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4827 = stablehlo.compare LT, %4825, %4826, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1310 = stablehlo.constant dense<729> : tensor<i32>
    %4828 = stablehlo.broadcast_in_dim %c_1310, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4829 = stablehlo.add %4825, %4828 : tensor<10x10xi32>
    %4830 = stablehlo.select %4827, %4829, %4825 : tensor<10x10xi1>, tensor<10x10xi32>
    %4831 = stablehlo.broadcast_in_dim %4830, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4832 = "stablehlo.scatter"(%4815, %4831, %4824) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1311 = stablehlo.constant dense<15> : tensor<i32>
    %4833 = stablehlo.broadcast_in_dim %c_1311, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4834 = stablehlo.add %4833, %8 : tensor<10x10xi32>
    %c_1312 = stablehlo.constant dense<24> : tensor<i32>
    %4835 = stablehlo.broadcast_in_dim %c_1312, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4836 = stablehlo.add %4835, %10 : tensor<10x10xi32>
    %c_1313 = stablehlo.constant dense<27> : tensor<i32>
    %4837 = stablehlo.broadcast_in_dim %c_1313, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4838 = stablehlo.multiply %4834, %4837 : tensor<10x10xi32>
    %4839 = stablehlo.add %4838, %4836 : tensor<10x10xi32>
    %4840 = stablehlo.slice %3522#5 [0:64, 77:78, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4841 = stablehlo.reshape %4840 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1314 = stablehlo.constant dense<16777216> : tensor<i32>
    %4842 = call @_where(%6, %4839, %c_1314) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1315 = stablehlo.constant dense<0> : tensor<i32>
    %4843 = stablehlo.broadcast_in_dim %c_1315, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4844 = stablehlo.compare LT, %4842, %4843, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1316 = stablehlo.constant dense<729> : tensor<i32>
    %4845 = stablehlo.broadcast_in_dim %c_1316, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4846 = stablehlo.add %4842, %4845 : tensor<10x10xi32>
    %4847 = stablehlo.select %4844, %4846, %4842 : tensor<10x10xi1>, tensor<10x10xi32>
    %4848 = stablehlo.broadcast_in_dim %4847, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4849 = "stablehlo.scatter"(%4832, %4848, %4841) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1317 = stablehlo.constant dense<24> : tensor<i32>
    %4850 = stablehlo.broadcast_in_dim %c_1317, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4851 = stablehlo.add %4850, %8 : tensor<10x10xi32>
    %c_1318 = stablehlo.constant dense<6> : tensor<i32>
    %4852 = stablehlo.broadcast_in_dim %c_1318, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4853 = stablehlo.add %4852, %10 : tensor<10x10xi32>
    %c_1319 = stablehlo.constant dense<27> : tensor<i32>
    %4854 = stablehlo.broadcast_in_dim %c_1319, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4855 = stablehlo.multiply %4851, %4854 : tensor<10x10xi32>
    %4856 = stablehlo.add %4855, %4853 : tensor<10x10xi32>
    %4857 = stablehlo.slice %3522#5 [0:64, 78:79, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4858 = stablehlo.reshape %4857 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1320 = stablehlo.constant dense<16777216> : tensor<i32>
    %4859 = call @_where(%6, %4856, %c_1320) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1321 = stablehlo.constant dense<0> : tensor<i32>
    %4860 = stablehlo.broadcast_in_dim %c_1321, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4861 = stablehlo.compare LT, %4859, %4860, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1322 = stablehlo.constant dense<729> : tensor<i32>
    %4862 = stablehlo.broadcast_in_dim %c_1322, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4863 = stablehlo.add %4859, %4862 : tensor<10x10xi32>
    %4864 = stablehlo.select %4861, %4863, %4859 : tensor<10x10xi1>, tensor<10x10xi32>
    %4865 = stablehlo.broadcast_in_dim %4864, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4866 = "stablehlo.scatter"(%4849, %4865, %4858) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1323 = stablehlo.constant dense<24> : tensor<i32>
    %4867 = stablehlo.broadcast_in_dim %c_1323, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4868 = stablehlo.add %4867, %8 : tensor<10x10xi32>
    %c_1324 = stablehlo.constant dense<15> : tensor<i32>
    %4869 = stablehlo.broadcast_in_dim %c_1324, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4870 = stablehlo.add %4869, %10 : tensor<10x10xi32>
    %c_1325 = stablehlo.constant dense<27> : tensor<i32>
    %4871 = stablehlo.broadcast_in_dim %c_1325, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4872 = stablehlo.multiply %4868, %4871 : tensor<10x10xi32>
    %4873 = stablehlo.add %4872, %4870 : tensor<10x10xi32>
    %4874 = stablehlo.slice %3522#5 [0:64, 79:80, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4875 = stablehlo.reshape %4874 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1326 = stablehlo.constant dense<16777216> : tensor<i32>
    %4876 = call @_where(%6, %4873, %c_1326) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1327 = stablehlo.constant dense<0> : tensor<i32>
    %4877 = stablehlo.broadcast_in_dim %c_1327, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4878 = stablehlo.compare LT, %4876, %4877, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1328 = stablehlo.constant dense<729> : tensor<i32>
    %4879 = stablehlo.broadcast_in_dim %c_1328, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4880 = stablehlo.add %4876, %4879 : tensor<10x10xi32>
    %4881 = stablehlo.select %4878, %4880, %4876 : tensor<10x10xi1>, tensor<10x10xi32>
    %4882 = stablehlo.broadcast_in_dim %4881, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4883 = "stablehlo.scatter"(%4866, %4882, %4875) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %c_1329 = stablehlo.constant dense<24> : tensor<i32>
    %4884 = stablehlo.broadcast_in_dim %c_1329, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4885 = stablehlo.add %4884, %8 : tensor<10x10xi32>
    %c_1330 = stablehlo.constant dense<24> : tensor<i32>
    %4886 = stablehlo.broadcast_in_dim %c_1330, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4887 = stablehlo.add %4886, %10 : tensor<10x10xi32>
    %c_1331 = stablehlo.constant dense<27> : tensor<i32>
    %4888 = stablehlo.broadcast_in_dim %c_1331, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4889 = stablehlo.multiply %4885, %4888 : tensor<10x10xi32>
    %4890 = stablehlo.add %4889, %4887 : tensor<10x10xi32>
    %4891 = stablehlo.slice %3522#5 [0:64, 80:81, 0:10, 0:10] : (tensor<64x81x10x10xf32>) -> tensor<64x1x10x10xf32>
    %4892 = stablehlo.reshape %4891 : (tensor<64x1x10x10xf32>) -> tensor<64x10x10xf32>
    %c_1332 = stablehlo.constant dense<16777216> : tensor<i32>
    %4893 = call @_where(%6, %4890, %c_1332) : (tensor<10x10xi1>, tensor<10x10xi32>, tensor<i32>) -> tensor<10x10xi32>
    %c_1333 = stablehlo.constant dense<0> : tensor<i32>
    %4894 = stablehlo.broadcast_in_dim %c_1333, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4895 = stablehlo.compare LT, %4893, %4894, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_1334 = stablehlo.constant dense<729> : tensor<i32>
    %4896 = stablehlo.broadcast_in_dim %c_1334, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %4897 = stablehlo.add %4893, %4896 : tensor<10x10xi32>
    %4898 = stablehlo.select %4895, %4897, %4893 : tensor<10x10xi1>, tensor<10x10xi32>
    %4899 = stablehlo.broadcast_in_dim %4898, dims = [0, 1] : (tensor<10x10xi32>) -> tensor<10x10x1xi32>
    %4900 = "stablehlo.scatter"(%4883, %4899, %4892) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<64x729xf32>, tensor<10x10x1xi32>, tensor<64x10x10xf32>) -> tensor<64x729xf32>
    %4901 = stablehlo.reshape %4900 : (tensor<64x729xf32>) -> tensor<64x27x27xf32>
    return %4901 : tensor<64x27x27xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x9x3x10x10xf32>, %arg1: tensor<3x81xf32>, %arg2: tensor<81xi32>, %arg3: tensor<i32>, %arg4: tensor<64x81x10x10xf32>) -> (tensor<i32>, tensor<64x81x10x10xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim(%arg0, %arg3) : (tensor<64x9x3x10x10xf32>, tensor<i32>) -> tensor<64x9x10x10xf32>
    %2 = call @dynamic_index_in_dim_0(%arg1, %arg3) : (tensor<3x81xf32>, tensor<i32>) -> tensor<81xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<81xf32>) -> tensor<1x81x1x1xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<81xi32>
    %5 = stablehlo.compare LT, %arg2, %4, SIGNED : (tensor<81xi32>, tensor<81xi32>) -> tensor<81xi1>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<81xi32>
    %7 = stablehlo.add %arg2, %6 : tensor<81xi32>
    %8 = stablehlo.select %5, %7, %arg2 : tensor<81xi1>, tensor<81xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<81xi32>) -> tensor<81x1xi32>
    %10 = "stablehlo.gather"(%1, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 64, 1, 10, 10>}> : (tensor<64x9x10x10xf32>, tensor<81x1xi32>) -> tensor<64x81x10x10xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x81x1x1xf32>) -> tensor<64x81x10x10xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<64x81x10x10xf32>
    %13 = stablehlo.add %arg4, %12 : tensor<64x81x10x10xf32>
    return %0, %13 : tensor<i32>, tensor<64x81x10x10xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<64x9x3x10x10xf32>, %arg1: tensor<i32>) -> tensor<64x9x10x10xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %c_1, %c_2, %3, %c_3, %c_4, sizes = [64, 9, 1, 10, 10] : (tensor<64x9x3x10x10xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x9x1x10x10xf32>
    %5 = stablehlo.reshape %4 : (tensor<64x9x1x10x10xf32>) -> tensor<64x9x10x10xf32>
    return %5 : tensor<64x9x10x10xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x81xf32>, %arg1: tensor<i32>) -> tensor<81xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, %c_1, sizes = [1, 81] : (tensor<3x81xf32>, tensor<i32>, tensor<i32>) -> tensor<1x81xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x81xf32>) -> tensor<81xf32>
    return %5 : tensor<81xf32>
  }
  func.func private @_where(%arg0: tensor<10x10xi1>, %arg1: tensor<10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10xi1>, tensor<10x10xi32>
    return %2 : tensor<10x10xi32>
  }
}
