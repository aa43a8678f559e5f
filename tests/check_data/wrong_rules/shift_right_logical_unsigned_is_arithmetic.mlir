// input: x = [4294967295] (shift_right_logical_unsigned_is_arithmetic.npz); original [268435455], rewritten [4294967295]
func.func @main(%x: tensor<1xui32>) -> tensor<1xui32> {
  %c = stablehlo.constant dense<4> : tensor<1xui32>
  %y = stablehlo.shift_right_logical %x, %c : tensor<1xui32>
  return %y : tensor<1xui32>
}
