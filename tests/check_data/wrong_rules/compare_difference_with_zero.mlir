// input: a = [2147483647], b = [-1] (compare_difference_with_zero.npz); original [true], rewritten [false]
func.func @main(%a: tensor<1xi32>, %b: tensor<1xi32>) -> tensor<1xi1> {
  %z = stablehlo.constant dense<0> : tensor<1xi32>
  %d = stablehlo.subtract %a, %b : tensor<1xi32>
  %c = stablehlo.compare LT, %d, %z, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
  return %c : tensor<1xi1>
}
