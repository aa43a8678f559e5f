// Two phases that undo each other are reported, naming the rules, with exit code 3
// (no convergence), never a hang.
// RUN: %expect-exit 3 %hlorules opt --rulebook %inputs/cycle.book %s > /dev/null 2> %t.err
// RUN: %filecheck %s < %t.err

func.func @main(%x: tensor<8x4xf32>) -> tensor<2x3xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %s = stablehlo.slice %t [1:3, 2:5] : (tensor<4x8xf32>) -> tensor<2x3xf32>
  %n = stablehlo.negate %s : tensor<2x3xf32>
  return %n : tensor<2x3xf32>
}
// CHECK: error: {{.*}}cycle
// CHECK-DAG: slice_transpose
// CHECK-DAG: transpose_slice
