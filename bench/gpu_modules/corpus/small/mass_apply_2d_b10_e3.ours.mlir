module @jit_mass_apply_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<32x3x3xf32>) -> (tensor<32x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %0 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %c_0 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
    %1 = "stablehlo.gather"(%0, %c_0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %5 = stablehlo.slice %4 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.slice %4 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %7 = stablehlo.slice %4 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %8 = stablehlo.concatenate %5, %5, %5, %6, %6, %6, %7, %7, %7, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %9 = stablehlo.reshape %8 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x3x3xf32>
    %c_1 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %11 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %14 = stablehlo.slice %4 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %15 = stablehlo.slice %4 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %16 = stablehlo.slice %4 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %17 = stablehlo.concatenate %14, %14, %14, %15, %15, %15, %16, %16, %16, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %18 = stablehlo.reshape %17 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<32x3x3xf32>
    %20 = stablehlo.add %10, %19 : tensor<32x3x3xf32>
    %c_2 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %21 = "stablehlo.gather"(%0, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %22 = stablehlo.reshape %21 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %24 = stablehlo.slice %4 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %25 = stablehlo.slice %4 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %26 = stablehlo.slice %4 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %27 = stablehlo.concatenate %24, %24, %24, %25, %25, %25, %26, %26, %26, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %28 = stablehlo.reshape %27 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<32x3x3xf32>
    %30 = stablehlo.add %20, %29 : tensor<32x3x3xf32>
    %c_3 = stablehlo.constant dense<[[[0], [0], [0]], [[3], [3], [3]], [[6], [6], [6]]]> : tensor<3x3x1xi32>
    %31 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %32 = stablehlo.reshape %31 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %34 = stablehlo.reshape %30 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %35 = stablehlo.slice %34 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %36 = stablehlo.concatenate %35, %35, %35, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %38 = stablehlo.multiply %33, %37 : tensor<32x3x3xf32>
    %c_4 = stablehlo.constant dense<[[[1], [1], [1]], [[4], [4], [4]], [[7], [7], [7]]]> : tensor<3x3x1xi32>
    %39 = "stablehlo.gather"(%0, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %40 = stablehlo.reshape %39 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %42 = stablehlo.slice %34 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %43 = stablehlo.concatenate %42, %42, %42, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %44 = stablehlo.reshape %43 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<32x3x3xf32>
    %46 = stablehlo.add %38, %45 : tensor<32x3x3xf32>
    %c_5 = stablehlo.constant dense<[[[2], [2], [2]], [[5], [5], [5]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %47 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %48 = stablehlo.reshape %47 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %50 = stablehlo.slice %34 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %51 = stablehlo.concatenate %50, %50, %50, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %52 = stablehlo.reshape %51 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<32x3x3xf32>
    %54 = stablehlo.add %46, %53 : tensor<32x3x3xf32>
    %55 = stablehlo.multiply %54, %arg2 : tensor<32x3x3xf32>
    %56 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %57 = stablehlo.reshape %56 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %59 = stablehlo.reshape %55 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %60 = stablehlo.slice %59 [0:32, 0:1] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %61 = stablehlo.slice %59 [0:32, 3:4] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %62 = stablehlo.slice %59 [0:32, 6:7] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %63 = stablehlo.concatenate %60, %60, %60, %61, %61, %61, %62, %62, %62, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %64 = stablehlo.reshape %63 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %65 = stablehlo.multiply %58, %64 : tensor<32x3x3xf32>
    %c_6 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %66 = "stablehlo.gather"(%0, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %67 = stablehlo.reshape %66 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %69 = stablehlo.slice %59 [0:32, 1:2] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %70 = stablehlo.slice %59 [0:32, 4:5] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %71 = stablehlo.slice %59 [0:32, 7:8] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %72 = stablehlo.concatenate %69, %69, %69, %70, %70, %70, %71, %71, %71, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %73 = stablehlo.reshape %72 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %74 = stablehlo.multiply %68, %73 : tensor<32x3x3xf32>
    %75 = stablehlo.add %65, %74 : tensor<32x3x3xf32>
    %c_7 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %76 = "stablehlo.gather"(%0, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %77 = stablehlo.reshape %76 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %79 = stablehlo.slice %59 [0:32, 2:3] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %80 = stablehlo.slice %59 [0:32, 5:6] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %81 = stablehlo.slice %59 [0:32, 8:9] : (tensor<32x9xf32>) -> tensor<32x1xf32>
    %82 = stablehlo.concatenate %79, %79, %79, %80, %80, %80, %81, %81, %81, dim = 1 : (tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>, tensor<32x1xf32>) -> tensor<32x9xf32>
    %83 = stablehlo.reshape %82 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %84 = stablehlo.multiply %78, %83 : tensor<32x3x3xf32>
    %85 = stablehlo.add %75, %84 : tensor<32x3x3xf32>
    %c_8 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %86 = "stablehlo.gather"(%0, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %87 = stablehlo.reshape %86 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %89 = stablehlo.reshape %85 : (tensor<32x3x3xf32>) -> tensor<32x9xf32>
    %90 = stablehlo.slice %89 [0:32, 0:3] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %91 = stablehlo.concatenate %90, %90, %90, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %92 = stablehlo.reshape %91 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %93 = stablehlo.multiply %88, %92 : tensor<32x3x3xf32>
    %c_9 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %94 = "stablehlo.gather"(%0, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %95 = stablehlo.reshape %94 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %97 = stablehlo.slice %89 [0:32, 3:6] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %98 = stablehlo.concatenate %97, %97, %97, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %99 = stablehlo.reshape %98 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<32x3x3xf32>
    %101 = stablehlo.add %93, %100 : tensor<32x3x3xf32>
    %c_10 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %102 = "stablehlo.gather"(%0, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %103 = stablehlo.reshape %102 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<32x3x3xf32>
    %105 = stablehlo.slice %89 [0:32, 6:9] : (tensor<32x9xf32>) -> tensor<32x3xf32>
    %106 = stablehlo.concatenate %105, %105, %105, dim = 1 : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x9xf32>
    %107 = stablehlo.reshape %106 : (tensor<32x9xf32>) -> tensor<32x3x3xf32>
    %108 = stablehlo.multiply %104, %107 : tensor<32x3x3xf32>
    %109 = stablehlo.add %101, %108 : tensor<32x3x3xf32>
    return %109 : tensor<32x3x3xf32>
  }
}
