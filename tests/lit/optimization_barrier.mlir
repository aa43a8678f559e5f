// optimization_barrier forwarding in the exec book (indexing.rules): a constant goes through
// the barrier and folds on, an argument passed twice is fenced once, an unread operand is not
// fenced; a barrier with nothing left to fence goes.
// RUN: %hlorules opt --rulebook exec --split-input-file %s | %filecheck %s

func.func @constant_through(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
  %b:4 = stablehlo.optimization_barrier %c, %arg0, %arg0, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  %m = stablehlo.multiply %b#0, %b#3 : tensor<4xf32>
  return %m, %b#1, %b#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
// CHECK-LABEL: func.func @constant_through
// CHECK-DAG:   %[[B:.*]] = stablehlo.optimization_barrier %arg0 : tensor<4xf32>
// CHECK-DAG:   %[[C:.*]] = stablehlo.constant dense<4.000000e+00> : tensor<4xf32>
// CHECK-NOT:   stablehlo.multiply
// CHECK:       return %[[C]], %[[B]], %[[B]]

// -----

func.func @nothing_left(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
  %c = stablehlo.constant dense<7> : tensor<3xi32>
  %b:2 = stablehlo.optimization_barrier %c, %arg1 : tensor<3xi32>, tensor<3xi32>
  %s = stablehlo.add %b#0, %arg0 : tensor<3xi32>
  return %s : tensor<3xi32>
}
// CHECK-LABEL: func.func @nothing_left
// CHECK-NOT:   optimization_barrier
// CHECK:       stablehlo.add %arg0
