module @jit_permute_oob_3d_b10_e3 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x3x3x3xf32>) -> (tensor<32768x3x3x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32768x1000xf32>
    %c = stablehlo.constant dense<[[[[0], [1], [2]], [[10], [11], [12]], [[20], [21], [22]]], [[[100], [101], [102]], [[110], [111], [112]], [[120], [121], [122]]], [[[200], [201], [202]], [[210], [211], [212]], [[220], [221], [222]]]]> : tensor<3x3x3x1xi32>
    %1 = "stablehlo.scatter"(%0, %c, %arg0) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 3>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<32768x1000xf32>, tensor<3x3x3x1xi32>, tensor<32768x3x3x3xf32>) -> tensor<32768x1000xf32>
    %c_0 = stablehlo.constant dense<[[[[0], [100], [200]], [[1], [101], [201]], [[2], [102], [202]]], [[[10], [110], [210]], [[11], [111], [211]], [[12], [112], [212]]], [[[20], [120], [220]], [[21], [121], [221]], [[22], [122], [222]]]]> : tensor<3x3x3x1xi32>
    %2 = "stablehlo.gather"(%1, %c_0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 32768, 1>}> : (tensor<32768x1000xf32>, tensor<3x3x3x1xi32>) -> tensor<32768x3x3x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32768x3x3x3xf32>
    %4 = stablehlo.add %2, %3 : tensor<32768x3x3x3xf32>
    return %4 : tensor<32768x3x3x3xf32>
  }
}
