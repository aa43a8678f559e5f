// The seed family's cut rules: a strided slice of an integer iota is a scaled, offset iota.
// RUN: %hlorules opt --rulebook exec %s | %filecheck %s

func.func @main() -> tensor<4xi32> {
  %i = stablehlo.iota dim = 0 : tensor<16xi32>
  %s = stablehlo.slice %i [2:14:3] : (tensor<16xi32>) -> tensor<4xi32>
  return %s : tensor<4xi32>
}
// CHECK-LABEL: func.func @main
// CHECK-NOT:   stablehlo.slice
// CHECK:       stablehlo.constant dense<[2, 5, 8, 11]> : tensor<4xi32>
