// The seed family's forward phase: a gather that reads back exactly what a scatter with
// constant indices stored is the stored update.
// RUN: %hlorules opt --rulebook exec %s | %filecheck %s

func.func @main(%x: tensor<10xf32>, %u: tensor<3xf32>) -> tensor<3xf32> {
  %i = stablehlo.constant dense<[[0], [1], [2]]> : tensor<3x1xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<10xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<10xf32>
  %g = "stablehlo.gather"(%s, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<3x1xi32>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}
// CHECK-LABEL: func.func @main
// CHECK-NOT:   stablehlo.gather
// CHECK-NOT:   stablehlo.scatter
// CHECK:       return %arg1
