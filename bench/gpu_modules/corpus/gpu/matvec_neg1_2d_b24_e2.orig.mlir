module @jit_matvec_neg1_2d_b24_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65536x2x2xf32>, %arg1: tensor<65536x2xf32>) -> (tensor<65536x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %1 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %5 = stablehlo.compare LT, %1, %4, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %6 = stablehlo.and %3, %5 : tensor<24x24xi1>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %8 = stablehlo.minimum %0, %7 : tensor<24x24xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %10 = stablehlo.minimum %1, %9 : tensor<24x24xi32>
    %11 = stablehlo.reshape %arg0 : (tensor<65536x2x2xf32>) -> tensor<65536x4xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %13 = stablehlo.multiply %8, %12 : tensor<24x24xi32>
    %14 = stablehlo.add %13, %10 : tensor<24x24xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %18 = stablehlo.add %14, %17 : tensor<24x24xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<24x24xi1>, tensor<24x24xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %21 = "stablehlo.gather"(%11, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 65536, 1>}> : (tensor<65536x4xf32>, tensor<24x24x1xi32>) -> tensor<65536x24x24xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %23 = stablehlo.compare LT, %10, %22, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %25 = stablehlo.add %10, %24 : tensor<24x24xi32>
    %26 = stablehlo.select %23, %25, %10 : tensor<24x24xi1>, tensor<24x24xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %28 = "stablehlo.gather"(%arg1, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 65536, 1>}> : (tensor<65536x2xf32>, tensor<24x24x1xi32>) -> tensor<65536x24x24xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<65536x24x24xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x577xf32>
    %c_8 = stablehlo.constant dense<24> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %32 = stablehlo.multiply %0, %31 : tensor<24x24xi32>
    %33 = stablehlo.add %32, %1 : tensor<24x24xi32>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %34 = call @_where(%6, %33, %c_9) : (tensor<24x24xi1>, tensor<24x24xi32>, tensor<i32>) -> tensor<24x24xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %36 = stablehlo.compare LT, %34, %35, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %c_11 = stablehlo.constant dense<577> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %38 = stablehlo.add %34, %37 : tensor<24x24xi32>
    %39 = stablehlo.select %36, %38, %34 : tensor<24x24xi1>, tensor<24x24xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<24x24xi32>) -> tensor<24x24x1xi32>
    %41 = "stablehlo.scatter"(%30, %40, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<65536x577xf32>, tensor<24x24x1xi32>, tensor<65536x24x24xf32>) -> tensor<65536x577xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.compare LT, %c_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<65536> : tensor<i32>
    %43 = stablehlo.add %c_14, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.select %42, %43, %c_16 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<577> : tensor<i32>
    %46 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.select %45, %46, %c_21 : tensor<i1>, tensor<i32>
    %48 = stablehlo.dynamic_slice %41, %44, %47, sizes = [65536, 2] : (tensor<65536x577xf32>, tensor<i32>, tensor<i32>) -> tensor<65536x2xf32>
    %49 = stablehlo.slice %48 [0:65536, 0:1] : (tensor<65536x2xf32>) -> tensor<65536x1xf32>
    %50 = stablehlo.reshape %49 : (tensor<65536x1xf32>) -> tensor<65536xf32>
    %51 = stablehlo.slice %48 [0:65536, 1:2] : (tensor<65536x2xf32>) -> tensor<65536x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<65536x1xf32>) -> tensor<65536xf32>
    %53 = stablehlo.add %50, %52 : tensor<65536xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.compare LT, %c_22, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<65536> : tensor<i32>
    %55 = stablehlo.add %c_24, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.select %54, %55, %c_26 : tensor<i1>, tensor<i32>
    %c_27 = stablehlo.constant dense<24> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.compare LT, %c_27, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<24> : tensor<i32>
    %c_30 = stablehlo.constant dense<577> : tensor<i32>
    %58 = stablehlo.add %c_29, %c_30 : tensor<i32>
    %c_31 = stablehlo.constant dense<24> : tensor<i32>
    %59 = stablehlo.select %57, %58, %c_31 : tensor<i1>, tensor<i32>
    %60 = stablehlo.dynamic_slice %41, %56, %59, sizes = [65536, 2] : (tensor<65536x577xf32>, tensor<i32>, tensor<i32>) -> tensor<65536x2xf32>
    %61 = stablehlo.slice %60 [0:65536, 0:1] : (tensor<65536x2xf32>) -> tensor<65536x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<65536x1xf32>) -> tensor<65536xf32>
    %63 = stablehlo.slice %60 [0:65536, 1:2] : (tensor<65536x2xf32>) -> tensor<65536x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<65536x1xf32>) -> tensor<65536xf32>
    %65 = stablehlo.add %62, %64 : tensor<65536xf32>
    %66 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<65536xf32>) -> tensor<65536x1xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<65536xf32>) -> tensor<65536x1xf32>
    %68 = stablehlo.concatenate %66, %67, dim = 1 : (tensor<65536x1xf32>, tensor<65536x1xf32>) -> tensor<65536x2xf32>
    return %68 : tensor<65536x2xf32>
  }
  func.func private @_where(%arg0: tensor<24x24xi1>, %arg1: tensor<24x24xi32>, %arg2: tensor<i32>) -> tensor<24x24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24x24xi1>, tensor<24x24xi32>
    return %2 : tensor<24x24xi32>
  }
}
