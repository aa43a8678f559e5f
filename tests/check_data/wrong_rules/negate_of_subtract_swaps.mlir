// input: a = [1.0], b = [1.0] (negate_of_subtract_swaps.npz); original [-0.0], rewritten [+0.0]
func.func @main(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  %d = stablehlo.subtract %a, %b : tensor<1xf32>
  %n = stablehlo.negate %d : tensor<1xf32>
  return %n : tensor<1xf32>
}
