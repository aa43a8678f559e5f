// input: x = [[1, 2, 3], [4, 5, 6]] (broadcast_in_dim_same_size_is_reshape.npz);
// original [[1, 4], [2, 5], [3, 6]], rewritten [[1, 2], [3, 4], [5, 6]]
func.func @main(%x: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %b = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %b : tensor<3x2xi32>
}
