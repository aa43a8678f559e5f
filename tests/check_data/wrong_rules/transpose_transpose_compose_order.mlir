// input: x[i,j,k] = 9i + 3j + k (transpose_transpose_compose_order.npz);
// original = transpose(x, [1, 2, 0]), rewritten = transpose(x, [2, 0, 1]); out[0,0,1]: 9 vs 3
func.func @main(%x: tensor<3x3x3xi32>) -> tensor<3x3x3xi32> {
  %a = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<3x3x3xi32>) -> tensor<3x3x3xi32>
  %b = stablehlo.transpose %a, dims = [0, 2, 1] : (tensor<3x3x3xi32>) -> tensor<3x3x3xi32>
  return %b : tensor<3x3x3xi32>
}
