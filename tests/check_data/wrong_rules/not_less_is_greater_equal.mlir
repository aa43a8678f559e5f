// input: a = [NaN, 1.0], b = [0.0, 2.0] (not_less_is_greater_equal.npz);
// original [true, false], rewritten [false, false]
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %n = stablehlo.not %c : tensor<2xi1>
  return %n : tensor<2xi1>
}
