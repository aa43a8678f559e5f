// The seed family's cut phase: a slice of a transpose becomes a transpose of a slice; exec's
// main phase moves the slice back below the transpose (transpose_slice), so the full pipeline
// ends where it started rather than cycling.
// RUN: %hlorules opt --rulebook %inputs/cut.book %s | %filecheck %s
// RUN: %hlorules opt --rulebook exec %s | %filecheck %s --check-prefix=EXEC

func.func @main(%x: tensor<8x4xf32>) -> tensor<2x3xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %s = stablehlo.slice %t [1:3, 2:5] : (tensor<4x8xf32>) -> tensor<2x3xf32>
  %n = stablehlo.negate %s : tensor<2x3xf32>
  return %n : tensor<2x3xf32>
}
// CHECK-LABEL: func.func @main
// CHECK:       %[[S:.*]] = stablehlo.slice %arg0 [2:5, 1:3] : (tensor<8x4xf32>) -> tensor<3x2xf32>
// CHECK:       stablehlo.transpose %[[S]], dims = [1, 0]
// EXEC:        %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0]
// EXEC:        stablehlo.slice %[[T]] [1:3, 2:5]
