// input: x = [[1, 2], [3, 4]] (reshape_of_reverse_leading.npz); original [3, 4, 1, 2], rewritten [4, 3, 2, 1]
func.func @main(%x: tensor<2x2xf32>) -> tensor<4xf32> {
  %r = stablehlo.reverse %x, dims = [0] : tensor<2x2xf32>
  %f = stablehlo.reshape %r : (tensor<2x2xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
