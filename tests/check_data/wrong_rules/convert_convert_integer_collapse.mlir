// input: x = [200] (convert_convert_integer_collapse.npz); original [-56], rewritten [200]
func.func @main(%x: tensor<1xui8>) -> tensor<1xi32> {
  %a = stablehlo.convert %x : (tensor<1xui8>) -> tensor<1xi8>
  %b = stablehlo.convert %a : (tensor<1xi8>) -> tensor<1xi32>
  return %b : tensor<1xi32>
}
