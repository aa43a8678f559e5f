module {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<2xi32>) -> tensor<2x2xf32> {
    %c = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
    %k = stablehlo.constant dense<1> : tensor<2xi32>
    %l = stablehlo.add %arg1, %c : tensor<2xi32>
    %r = stablehlo.real_dynamic_slice %arg0, %arg1, %l, %k : (tensor<4x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x2xf32>
    return %r : tensor<2x2xf32>
  }
}
