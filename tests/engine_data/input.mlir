func.func @main(%x: tensor<4xf32>, %y: tensor<8x16xf32>) -> (tensor<4xf32>, tensor<4x4xf32>, tensor<6xi32>) {
  %n = stablehlo.negate %x : tensor<4xf32>
  %m = stablehlo.negate %n : tensor<4xf32>
  %a = stablehlo.add %m, %m : tensor<4xf32>
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %s = stablehlo.slice %t [2:6, 0:4] : (tensor<16x8xf32>) -> tensor<4x4xf32>
  %i = stablehlo.iota dim = 0 : tensor<24xi32>
  %j = stablehlo.slice %i [3:15:2] : (tensor<24xi32>) -> tensor<6xi32>
  return %a, %s, %j : tensor<4xf32>, tensor<4x4xf32>, tensor<6xi32>
}
