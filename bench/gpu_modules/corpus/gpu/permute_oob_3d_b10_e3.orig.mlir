module @jit_permute_oob_3d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x3x3x3xf32>) -> (tensor<32768x3x3x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10x10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10x10xi32>
    %2 = stablehlo.iota dim = 2 : tensor<10x10x10xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %4 = stablehlo.compare LT, %0, %3, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %6 = stablehlo.compare LT, %1, %5, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %7 = stablehlo.and %4, %6 : tensor<10x10x10xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %9 = stablehlo.compare LT, %2, %8, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %10 = stablehlo.and %7, %9 : tensor<10x10x10xi1>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %12 = stablehlo.minimum %0, %11 : tensor<10x10x10xi32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %14 = stablehlo.minimum %1, %13 : tensor<10x10x10xi32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %16 = stablehlo.minimum %2, %15 : tensor<10x10x10xi32>
    %17 = stablehlo.reshape %arg0 : (tensor<32768x3x3x3xf32>) -> tensor<32768x27xf32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %19 = stablehlo.multiply %12, %18 : tensor<10x10x10xi32>
    %20 = stablehlo.add %19, %14 : tensor<10x10x10xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %22 = stablehlo.multiply %20, %21 : tensor<10x10x10xi32>
    %23 = stablehlo.add %22, %16 : tensor<10x10x10xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_8 = stablehlo.constant dense<27> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %27 = stablehlo.add %23, %26 : tensor<10x10x10xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<10x10x10xi32>) -> tensor<10x10x10x1xi32>
    %30 = "stablehlo.gather"(%17, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 32768, 1>}> : (tensor<32768x27xf32>, tensor<10x10x10x1xi32>) -> tensor<32768x10x10x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x1000xf32>
    %c_9 = stablehlo.constant dense<10> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %33 = stablehlo.multiply %0, %32 : tensor<10x10x10xi32>
    %34 = stablehlo.add %33, %1 : tensor<10x10x10xi32>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %36 = stablehlo.multiply %34, %35 : tensor<10x10x10xi32>
    %37 = stablehlo.add %36, %2 : tensor<10x10x10xi32>
    %c_11 = stablehlo.constant dense<16777216> : tensor<i32>
    %38 = call @_where(%10, %37, %c_11) : (tensor<10x10x10xi1>, tensor<10x10x10xi32>, tensor<i32>) -> tensor<10x10x10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %40 = stablehlo.compare LT, %38, %39, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_13 = stablehlo.constant dense<1000> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %42 = stablehlo.add %38, %41 : tensor<10x10x10xi32>
    %43 = stablehlo.select %40, %42, %38 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<10x10x10xi32>) -> tensor<10x10x10x1xi32>
    %45 = "stablehlo.scatter"(%31, %44, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<32768x1000xf32>, tensor<10x10x10x1xi32>, tensor<32768x10x10x10xf32>) -> tensor<32768x1000xf32>
    %c_14 = stablehlo.constant dense<10> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %47 = stablehlo.multiply %2, %46 : tensor<10x10x10xi32>
    %48 = stablehlo.add %47, %0 : tensor<10x10x10xi32>
    %c_15 = stablehlo.constant dense<10> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %50 = stablehlo.multiply %48, %49 : tensor<10x10x10xi32>
    %51 = stablehlo.add %50, %1 : tensor<10x10x10xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %53 = stablehlo.compare LT, %51, %52, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_17 = stablehlo.constant dense<1000> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %55 = stablehlo.add %51, %54 : tensor<10x10x10xi32>
    %56 = stablehlo.select %53, %55, %51 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<10x10x10xi32>) -> tensor<10x10x10x1xi32>
    %58 = "stablehlo.gather"(%45, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 32768, 1>}> : (tensor<32768x1000xf32>, tensor<10x10x10x1xi32>) -> tensor<32768x10x10x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32768x27xf32>
    %c_19 = stablehlo.constant dense<3> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %61 = stablehlo.multiply %0, %60 : tensor<10x10x10xi32>
    %62 = stablehlo.add %61, %1 : tensor<10x10x10xi32>
    %c_20 = stablehlo.constant dense<3> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %64 = stablehlo.multiply %62, %63 : tensor<10x10x10xi32>
    %65 = stablehlo.add %64, %2 : tensor<10x10x10xi32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32768x10x10x10xf32>
    %67 = stablehlo.add %58, %66 : tensor<32768x10x10x10xf32>
    %c_22 = stablehlo.constant dense<16777216> : tensor<i32>
    %68 = call @_where(%10, %65, %c_22) : (tensor<10x10x10xi1>, tensor<10x10x10xi32>, tensor<i32>) -> tensor<10x10x10xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %70 = stablehlo.compare LT, %68, %69, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_24 = stablehlo.constant dense<27> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %72 = stablehlo.add %68, %71 : tensor<10x10x10xi32>
    %73 = stablehlo.select %70, %72, %68 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<10x10x10xi32>) -> tensor<10x10x10x1xi32>
    %75 = "stablehlo.scatter"(%59, %74, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<32768x27xf32>, tensor<10x10x10x1xi32>, tensor<32768x10x10x10xf32>) -> tensor<32768x27xf32>
    %76 = stablehlo.reshape %75 : (tensor<32768x27xf32>) -> tensor<32768x3x3x3xf32>
    return %76 : tensor<32768x3x3x3xf32>
  }
  func.func private @_where(%arg0: tensor<10x10x10xi1>, %arg1: tensor<10x10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    return %2 : tensor<10x10x10xi32>
  }
}
