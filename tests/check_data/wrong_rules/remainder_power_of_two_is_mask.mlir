// input: x = [-5, 5] (remainder_power_of_two_is_mask.npz); original [-1, 1], rewritten [3, 1]
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %c = stablehlo.constant dense<4> : tensor<2xi32>
  %y = stablehlo.remainder %x, %c : tensor<2xi32>
  return %y : tensor<2xi32>
}
