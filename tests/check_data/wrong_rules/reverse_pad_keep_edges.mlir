// input: x = [1, 2, 3] (reverse_pad_keep_edges.npz); original [3, 2, 1, 0], rewritten [0, 3, 2, 1]
func.func @main(%x: tensor<3xi32>) -> tensor<4xi32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %p = stablehlo.pad %x, %z, low = [1], high = [0], interior = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  %r = stablehlo.reverse %p, dims = [0] : tensor<4xi32>
  return %r : tensor<4xi32>
}
