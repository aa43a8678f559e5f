func.func @main(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  return %arg0 : tensor<2xcomplex<f32>>
}
