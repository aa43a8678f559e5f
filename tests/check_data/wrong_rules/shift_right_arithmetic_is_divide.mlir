// input: x = [-3, 6] (shift_right_arithmetic_is_divide.npz); original [-2, 3], rewritten [-1, 3]
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %c = stablehlo.constant dense<1> : tensor<2xi32>
  %y = stablehlo.shift_right_arithmetic %x, %c : tensor<2xi32>
  return %y : tensor<2xi32>
}
