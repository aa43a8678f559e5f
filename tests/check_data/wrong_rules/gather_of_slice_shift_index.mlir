// input: x = [0, 1, 2, 3, 4, 5], i = [[2]] (gather_of_slice_shift_index.npz);
// original [[2, 3]], rewritten [[3, 4]]
func.func @main(%x: tensor<6xf32>, %i: tensor<1x1xi32>) -> tensor<1x2xf32> {
  %s = stablehlo.slice %x [1:4] : (tensor<6xf32>) -> tensor<3xf32>
  %g = "stablehlo.gather"(%s, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>, indices_are_sorted = false} : (tensor<3xf32>, tensor<1x1xi32>) -> tensor<1x2xf32>
  return %g : tensor<1x2xf32>
}
