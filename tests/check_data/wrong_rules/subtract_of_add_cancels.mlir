// input: a = [1.0], b = [16777216.0] (subtract_of_add_cancels.npz); original [0.0], rewritten [1.0]
func.func @main(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  %s = stablehlo.add %a, %b : tensor<1xf32>
  %d = stablehlo.subtract %s, %b : tensor<1xf32>
  return %d : tensor<1xf32>
}
