// An op hlorules does not know: the case is an error, not a verdict on the rules.
// RUN: some-opt %s | FileCheck %s

func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mydialect.frobnicate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: func.func @main
// CHECK-NOT: frobnicate
