// An op of StableHLO that does not exist: the case is an error, not a verdict on the rules.
// RUN: some-opt %s | FileCheck %s

func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.frobnicate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: func.func @main
// CHECK-NOT: frobnicate
