// Chunks (--split-input-file) and a check prefix; the RUN line without FileCheck is not a
// run. The first chunk needs a rewrite the book does not do (a sine of a constant is not
// folded: transcendentals stay opt-in), the second one it does (x + 0 is x).
// RUN: some-opt %s -o %t
// RUN: some-opt --split-input-file \
// RUN:   --some-pass %s | FileCheck %s --check-prefix=OPT

func.func @sine() -> tensor<f32> {
  %c = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.sine %c : tensor<f32>
  return %0 : tensor<f32>
}
// OPT-LABEL: func.func @sine
// OPT-NOT:   stablehlo.sine

// -----

func.func @add_zero(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.add %arg0, %c : tensor<4xi32>
  return %0 : tensor<4xi32>
}
// OPT-LABEL: func.func @add_zero
// OPT-NEXT:  return %arg0
// CHECK:     this line is not of the run's prefix
