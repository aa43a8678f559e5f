// input: x[i,j,k] = 4i + 2j + k (broadcast_in_dim_of_transpose.npz);
// original = transpose(x, [1, 2, 0]), rewritten = transpose(x, [2, 0, 1]); out[0,0,1]: 4 vs 2
func.func @main(%x: tensor<2x2x2xi32>) -> tensor<2x2x2xi32> {
  %t = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  %b = stablehlo.broadcast_in_dim %t, dims = [0, 1, 2] : (tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  return %b : tensor<2x2x2xi32>
}
