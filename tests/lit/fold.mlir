// The fold family: ops over constants become constants, bit for bit as XLA CPU computes
// them; integer division by zero follows XLA's run time (-1), never its crashing folder.
// RUN: %hlorules opt --rulebook exec %s | %filecheck %s

func.func @main() -> (tensor<3xi32>, tensor<3xi32>) {
  %a = stablehlo.constant dense<[7, -7, 9]> : tensor<3xi32>
  %b = stablehlo.constant dense<[2, 2, 0]> : tensor<3xi32>
  %s = stablehlo.add %a, %b : tensor<3xi32>
  %d = stablehlo.divide %a, %b : tensor<3xi32>
  return %s, %d : tensor<3xi32>, tensor<3xi32>
}
// CHECK-LABEL: func.func @main
// CHECK-DAG:   stablehlo.constant dense<[9, -5, 9]> : tensor<3xi32>
// CHECK-DAG:   stablehlo.constant dense<[3, -3, -1]> : tensor<3xi32>
// CHECK-NOT:   stablehlo.add
// CHECK-NOT:   stablehlo.divide
