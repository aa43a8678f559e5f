// input: lo = [3], x = [0], hi = [1] (clamp_as_max_of_min.npz); original [1], rewritten [3]
func.func @main(%lo: tensor<1xi32>, %x: tensor<1xi32>, %hi: tensor<1xi32>) -> tensor<1xi32> {
  %y = stablehlo.clamp %lo, %x, %hi : tensor<1xi32>
  return %y : tensor<1xi32>
}
