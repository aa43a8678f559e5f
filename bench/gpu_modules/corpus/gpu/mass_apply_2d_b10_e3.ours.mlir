module @jit_mass_apply_2d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<524288x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<524288x3x3xf32>) -> (tensor<524288x3x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[[0], [1], [2]], [[0], [1], [2]], [[0], [1], [2]]]> : tensor<3x3x1xi32>
    %c_0 = stablehlo.constant dense<[[[0], [1], [2]], [[3], [4], [5]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %0 = stablehlo.reshape %arg1 : (tensor<3x3xf32>) -> tensor<9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reshape %arg0 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %2 = "stablehlo.gather"(%1, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
    %c_1 = stablehlo.constant dense<[[[0], [3], [6]], [[0], [3], [6]], [[0], [3], [6]]]> : tensor<3x3x1xi32>
    %3 = "stablehlo.gather"(%0, %c_1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %4 = stablehlo.reshape %3 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %6 = stablehlo.reshape %2 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %7 = stablehlo.slice %6 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %8 = stablehlo.slice %6 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %9 = stablehlo.slice %6 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %10 = stablehlo.concatenate %7, %7, %7, %8, %8, %8, %9, %9, %9, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %11 = stablehlo.reshape %10 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %12 = stablehlo.multiply %5, %11 : tensor<524288x3x3xf32>
    %c_2 = stablehlo.constant dense<[[[1], [4], [7]], [[1], [4], [7]], [[1], [4], [7]]]> : tensor<3x3x1xi32>
    %13 = "stablehlo.gather"(%0, %c_2) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %14 = stablehlo.reshape %13 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %16 = stablehlo.slice %6 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %17 = stablehlo.slice %6 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %18 = stablehlo.slice %6 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %19 = stablehlo.concatenate %16, %16, %16, %17, %17, %17, %18, %18, %18, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %20 = stablehlo.reshape %19 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %21 = stablehlo.multiply %15, %20 : tensor<524288x3x3xf32>
    %22 = stablehlo.add %12, %21 : tensor<524288x3x3xf32>
    %c_3 = stablehlo.constant dense<[[[2], [5], [8]], [[2], [5], [8]], [[2], [5], [8]]]> : tensor<3x3x1xi32>
    %23 = "stablehlo.gather"(%0, %c_3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %24 = stablehlo.reshape %23 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %26 = stablehlo.slice %6 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %27 = stablehlo.slice %6 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %28 = stablehlo.slice %6 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %29 = stablehlo.concatenate %26, %26, %26, %27, %27, %27, %28, %28, %28, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %30 = stablehlo.reshape %29 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<524288x3x3xf32>
    %32 = stablehlo.add %22, %31 : tensor<524288x3x3xf32>
    %33 = stablehlo.reshape %arg2 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %c_4 = stablehlo.constant dense<[[[0], [0], [0]], [[3], [3], [3]], [[6], [6], [6]]]> : tensor<3x3x1xi32>
    %34 = "stablehlo.gather"(%0, %c_4) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %35 = stablehlo.reshape %34 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %37 = stablehlo.reshape %32 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %38 = stablehlo.slice %37 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %39 = stablehlo.concatenate %38, %38, %38, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %40 = stablehlo.reshape %39 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<524288x3x3xf32>
    %c_5 = stablehlo.constant dense<[[[1], [1], [1]], [[4], [4], [4]], [[7], [7], [7]]]> : tensor<3x3x1xi32>
    %42 = "stablehlo.gather"(%0, %c_5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %43 = stablehlo.reshape %42 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %45 = stablehlo.slice %37 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %46 = stablehlo.concatenate %45, %45, %45, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %47 = stablehlo.reshape %46 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<524288x3x3xf32>
    %49 = stablehlo.add %41, %48 : tensor<524288x3x3xf32>
    %c_6 = stablehlo.constant dense<[[[2], [2], [2]], [[5], [5], [5]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %50 = "stablehlo.gather"(%0, %c_6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %51 = stablehlo.reshape %50 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %53 = stablehlo.slice %37 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %54 = stablehlo.concatenate %53, %53, %53, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %55 = stablehlo.reshape %54 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<524288x3x3xf32>
    %57 = stablehlo.add %49, %56 : tensor<524288x3x3xf32>
    %58 = "stablehlo.gather"(%33, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 524288, 1>}> : (tensor<524288x9xf32>, tensor<3x3x1xi32>) -> tensor<524288x3x3xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<524288x3x3xf32>
    %60 = "stablehlo.gather"(%0, %c) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %61 = stablehlo.reshape %60 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %63 = stablehlo.reshape %59 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %64 = stablehlo.slice %63 [0:524288, 0:1] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %65 = stablehlo.slice %63 [0:524288, 3:4] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %66 = stablehlo.slice %63 [0:524288, 6:7] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %67 = stablehlo.concatenate %64, %64, %64, %65, %65, %65, %66, %66, %66, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %68 = stablehlo.reshape %67 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %69 = stablehlo.multiply %62, %68 : tensor<524288x3x3xf32>
    %c_7 = stablehlo.constant dense<[[[3], [4], [5]], [[3], [4], [5]], [[3], [4], [5]]]> : tensor<3x3x1xi32>
    %70 = "stablehlo.gather"(%0, %c_7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %71 = stablehlo.reshape %70 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %73 = stablehlo.slice %63 [0:524288, 1:2] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %74 = stablehlo.slice %63 [0:524288, 4:5] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %75 = stablehlo.slice %63 [0:524288, 7:8] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %76 = stablehlo.concatenate %73, %73, %73, %74, %74, %74, %75, %75, %75, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %77 = stablehlo.reshape %76 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %78 = stablehlo.multiply %72, %77 : tensor<524288x3x3xf32>
    %79 = stablehlo.add %69, %78 : tensor<524288x3x3xf32>
    %c_8 = stablehlo.constant dense<[[[6], [7], [8]], [[6], [7], [8]], [[6], [7], [8]]]> : tensor<3x3x1xi32>
    %80 = "stablehlo.gather"(%0, %c_8) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %81 = stablehlo.reshape %80 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %83 = stablehlo.slice %63 [0:524288, 2:3] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %84 = stablehlo.slice %63 [0:524288, 5:6] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %85 = stablehlo.slice %63 [0:524288, 8:9] : (tensor<524288x9xf32>) -> tensor<524288x1xf32>
    %86 = stablehlo.concatenate %83, %83, %83, %84, %84, %84, %85, %85, %85, dim = 1 : (tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>, tensor<524288x1xf32>) -> tensor<524288x9xf32>
    %87 = stablehlo.reshape %86 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %88 = stablehlo.multiply %82, %87 : tensor<524288x3x3xf32>
    %89 = stablehlo.add %79, %88 : tensor<524288x3x3xf32>
    %90 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<524288x9xf32>
    %c_9 = stablehlo.constant dense<[[[0], [0], [0]], [[1], [1], [1]], [[2], [2], [2]]]> : tensor<3x3x1xi32>
    %91 = "stablehlo.gather"(%0, %c_9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %92 = stablehlo.reshape %91 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %94 = stablehlo.reshape %89 : (tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %95 = stablehlo.slice %94 [0:524288, 0:3] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %96 = stablehlo.concatenate %95, %95, %95, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %97 = stablehlo.reshape %96 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %98 = stablehlo.multiply %93, %97 : tensor<524288x3x3xf32>
    %c_10 = stablehlo.constant dense<[[[3], [3], [3]], [[4], [4], [4]], [[5], [5], [5]]]> : tensor<3x3x1xi32>
    %99 = "stablehlo.gather"(%0, %c_10) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %100 = stablehlo.reshape %99 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %102 = stablehlo.slice %94 [0:524288, 3:6] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %103 = stablehlo.concatenate %102, %102, %102, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %104 = stablehlo.reshape %103 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %105 = stablehlo.multiply %101, %104 : tensor<524288x3x3xf32>
    %106 = stablehlo.add %98, %105 : tensor<524288x3x3xf32>
    %c_11 = stablehlo.constant dense<[[[6], [6], [6]], [[7], [7], [7]], [[8], [8], [8]]]> : tensor<3x3x1xi32>
    %107 = "stablehlo.gather"(%0, %c_11) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %108 = stablehlo.reshape %107 : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<524288x3x3xf32>
    %110 = stablehlo.slice %94 [0:524288, 6:9] : (tensor<524288x9xf32>) -> tensor<524288x3xf32>
    %111 = stablehlo.concatenate %110, %110, %110, dim = 1 : (tensor<524288x3xf32>, tensor<524288x3xf32>, tensor<524288x3xf32>) -> tensor<524288x9xf32>
    %112 = stablehlo.reshape %111 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<524288x3x3xf32>
    %114 = stablehlo.add %106, %113 : tensor<524288x3x3xf32>
    %115 = "stablehlo.scatter"(%90, %c_0, %114) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<524288x9xf32>, tensor<3x3x1xi32>, tensor<524288x3x3xf32>) -> tensor<524288x9xf32>
    %116 = stablehlo.reshape %115 : (tensor<524288x9xf32>) -> tensor<524288x3x3xf32>
    return %116 : tensor<524288x3x3xf32>
  }
}
