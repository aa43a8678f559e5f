// input: x = [1.0, 2.0] (reverse_slice_strided.npz); original [1.0], rewritten [2.0]
func.func @main(%x: tensor<2xf32>) -> tensor<1xf32> {
  %s = stablehlo.slice %x [0:2:2] : (tensor<2xf32>) -> tensor<1xf32>
  %r = stablehlo.reverse %s, dims = [0] : tensor<1xf32>
  return %r : tensor<1xf32>
}
