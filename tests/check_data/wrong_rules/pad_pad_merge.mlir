// input: x = [1.0, 2.0, 3.0] (pad_pad_merge.npz); original [1, 2, 0], rewritten [1, 2, 3]
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.pad %x, %z, low = [0], high = [-1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<2xf32>
  %b = stablehlo.pad %a, %z, low = [0], high = [1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<3xf32>
  return %b : tensor<3xf32>
}
