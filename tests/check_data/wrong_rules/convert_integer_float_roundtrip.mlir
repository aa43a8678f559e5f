// input: x = [16777217] (convert_integer_float_roundtrip.npz); original [16777216], rewritten [16777217]
func.func @main(%x: tensor<1xi32>) -> tensor<1xi32> {
  %f = stablehlo.convert %x : (tensor<1xi32>) -> tensor<1xf32>
  %y = stablehlo.convert %f : (tensor<1xf32>) -> tensor<1xi32>
  return %y : tensor<1xi32>
}
