// input: x[i,j,k] = 9i + 3j + k (reduce_reduce_merge_dims.npz); original [33, 51, 69], rewritten [45, 51, 57]
func.func @main(%x: tensor<2x3x3xi32>) -> tensor<3xi32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %a = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2x3x3xi32>, tensor<i32>) -> tensor<3x3xi32>
  %b = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x3xi32>, tensor<i32>) -> tensor<3xi32>
  return %b : tensor<3xi32>
}
