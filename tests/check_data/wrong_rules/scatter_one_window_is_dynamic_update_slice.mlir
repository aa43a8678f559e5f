// input: x = [0, 0, 0, 0], i = [3], u = [1, 2] (scatter_one_window_is_dynamic_update_slice.npz);
// original [0, 0, 0, 0], rewritten [0, 0, 1, 2]
func.func @main(%x: tensor<4xf32>, %i: tensor<1xi32>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>, indices_are_sorted = false, unique_indices = false} : (tensor<4xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
