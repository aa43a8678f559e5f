// input: x = [1.0, 2.0, 3.0] (slice_pad_forgets_interior.npz); original [1, 0, 2], rewritten [1, 2, 3]
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
  %s = stablehlo.slice %p [0:3] : (tensor<5xf32>) -> tensor<3xf32>
  return %s : tensor<3xf32>
}
