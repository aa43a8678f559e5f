// no input; original [[1, 1, 1], [3, 3, 3]], rewritten [[1, 1, 1], [2, 2, 2]]
func.func @main() -> tensor<2x3xi32> {
  %i = stablehlo.iota dim = 0 : tensor<4x3xi32>
  %s = stablehlo.slice %i [1:4:2, 0:3] : (tensor<4x3xi32>) -> tensor<2x3xi32>
  return %s : tensor<2x3xi32>
}
