module @jit_slices_neg1_3d_b10_e2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x2x2x2xf32>) -> (tensor<32768x2x2x2xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10x10x10xi32>
    %1 = stablehlo.iota dim = 1 : tensor<10x10x10xi32>
    %2 = stablehlo.iota dim = 2 : tensor<10x10x10xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %4 = stablehlo.compare LT, %0, %3, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %6 = stablehlo.compare LT, %1, %5, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %7 = stablehlo.and %4, %6 : tensor<10x10x10xi1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %9 = stablehlo.compare LT, %2, %8, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %10 = stablehlo.and %7, %9 : tensor<10x10x10xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %12 = stablehlo.minimum %0, %11 : tensor<10x10x10xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %14 = stablehlo.minimum %1, %13 : tensor<10x10x10xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %16 = stablehlo.minimum %2, %15 : tensor<10x10x10xi32>
    %17 = stablehlo.reshape %arg0 : (tensor<32768x2x2x2xf32>) -> tensor<32768x8xf32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %19 = stablehlo.multiply %12, %18 : tensor<10x10x10xi32>
    %20 = stablehlo.add %19, %14 : tensor<10x10x10xi32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %22 = stablehlo.multiply %20, %21 : tensor<10x10x10xi32>
    %23 = stablehlo.add %22, %16 : tensor<10x10x10xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %27 = stablehlo.add %23, %26 : tensor<10x10x10xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<10x10x10xi32>) -> tensor<10x10x10x1xi32>
    %30 = "stablehlo.gather"(%17, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 32768, 1>}> : (tensor<32768x8xf32>, tensor<10x10x10x1xi32>) -> tensor<32768x10x10x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x1001xf32>
    %c_9 = stablehlo.constant dense<10> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %33 = stablehlo.multiply %0, %32 : tensor<10x10x10xi32>
    %34 = stablehlo.add %33, %1 : tensor<10x10x10xi32>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %36 = stablehlo.multiply %34, %35 : tensor<10x10x10xi32>
    %37 = stablehlo.add %36, %2 : tensor<10x10x10xi32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32768x10x10x10xf32>
    %39 = stablehlo.multiply %30, %38 : tensor<32768x10x10x10xf32>
    %c_12 = stablehlo.constant dense<-1> : tensor<i32>
    %40 = call @_where(%10, %37, %c_12) : (tensor<10x10x10xi1>, tensor<10x10x10xi32>, tensor<i32>) -> tensor<10x10x10xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<10x10x10xi32>, tensor<10x10x10xi32>) -> tensor<10x10x10xi1>
    %c_14 = stablehlo.constant dense<1001> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %44 = stablehlo.add %40, %43 : tensor<10x10x10xi32>
    %45 = stablehlo.select %42, %44, %40 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<10x10x10xi32>) -> tensor<10x10x10x1xi32>
    %47 = "stablehlo.scatter"(%31, %46, %39) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<32768x1001xf32>, tensor<10x10x10x1xi32>, tensor<32768x10x10x10xf32>) -> tensor<32768x1001xf32>
    %48 = stablehlo.slice %47 [0:32768, 0:2] : (tensor<32768x1001xf32>) -> tensor<32768x2xf32>
    %49 = stablehlo.slice %47 [0:32768, 10:12] : (tensor<32768x1001xf32>) -> tensor<32768x2xf32>
    %50 = stablehlo.slice %47 [0:32768, 100:102] : (tensor<32768x1001xf32>) -> tensor<32768x2xf32>
    %51 = stablehlo.slice %47 [0:32768, 110:112] : (tensor<32768x1001xf32>) -> tensor<32768x2xf32>
    %52 = stablehlo.concatenate %48, %49, %50, %51, dim = 1 : (tensor<32768x2xf32>, tensor<32768x2xf32>, tensor<32768x2xf32>, tensor<32768x2xf32>) -> tensor<32768x8xf32>
    %53 = stablehlo.reshape %arg0 : (tensor<32768x2x2x2xf32>) -> tensor<32768x8xf32>
    %54 = stablehlo.add %52, %53 : tensor<32768x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<32768x8xf32>) -> tensor<32768x2x2x2xf32>
    return %55 : tensor<32768x2x2x2xf32>
  }
  func.func private @_where(%arg0: tensor<10x10x10xi1>, %arg1: tensor<10x10x10xi32>, %arg2: tensor<i32>) -> tensor<10x10x10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10x10x10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x10x10xi1>, tensor<10x10x10xi32>
    return %2 : tensor<10x10x10xi32>
  }
}
