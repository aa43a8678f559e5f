// The simplify family (StableHLO's DRR patterns, IEEE-sound): x + 0 stays for floats (-0.0),
// goes for integers; a transpose of a transpose composes.
// RUN: %hlorules opt --rulebook simplify %s | %filecheck %s

func.func @main(%x: tensor<4xi32>, %y: tensor<4xf32>, %z: tensor<2x3xf32>) -> (tensor<4xi32>, tensor<4xf32>, tensor<2x3xf32>) {
  %c = stablehlo.constant dense<0> : tensor<4xi32>
  %a = stablehlo.add %x, %c : tensor<4xi32>
  %f = stablehlo.constant dense<0.0> : tensor<4xf32>
  %b = stablehlo.add %y, %f : tensor<4xf32>
  %t = stablehlo.transpose %z, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %u = stablehlo.transpose %t, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  return %a, %b, %u : tensor<4xi32>, tensor<4xf32>, tensor<2x3xf32>
}
// CHECK-LABEL: func.func @main
// CHECK:       %[[B:.*]] = stablehlo.add %arg1
// CHECK-NOT:   stablehlo.transpose
// CHECK:       return %arg0, %[[B]], %arg2
