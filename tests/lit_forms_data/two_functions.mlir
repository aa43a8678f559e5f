// Two functions in one file (no --split-input-file): the first needs a rewrite the exec
// book does (a slice of an iota folds to a constant), the second none.
// RUN: some-opt --some-pass %s | FileCheck %s

func.func @sliced_iota() -> tensor<3xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<8xi32>
  %1 = stablehlo.slice %0 [2:5] : (tensor<8xi32>) -> tensor<3xi32>
  return %1 : tensor<3xi32>
}

// CHECK-LABEL: func.func @sliced_iota
// CHECK-NEXT:  %c = stablehlo.constant dense<[2, 3, 4]> : tensor<3xi32>
// CHECK-NEXT:  return %c

func.func @plain(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @plain
// CHECK-NEXT:  %0 = stablehlo.negate %arg0 : tensor<4xf32>
