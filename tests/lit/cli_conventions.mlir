// mlir-opt conventions of `hlorules opt`: pretty form by default with a trailing newline,
// --print-op-generic, --split-input-file, --version, -h, one located error and exit code 1
// for bad input (other chunks still rewritten), exit code 2 for a usage error.
// RUN: %hlorules opt --rulebook exec %s --split-input-file | %filecheck %s --check-prefix=PRETTY
// RUN: %hlorules opt --rulebook exec %s --split-input-file --print-op-generic | %filecheck %s --check-prefix=GENERIC
// RUN: %hlorules --version | %filecheck %s --check-prefix=VERSION
// RUN: %hlorules opt -h | %filecheck %s --check-prefix=HELP
// RUN: not %hlorules opt --rulebook exec %inputs/bad.mlir 2>&1 | %filecheck %s --check-prefix=BAD
// RUN: %expect-exit 1 %hlorules opt --rulebook exec %inputs/bad.mlir
// RUN: %expect-exit 2 %hlorules opt --no-such-flag %s

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  return %x : tensor<4xi32>
}
// PRETTY:      module {
// PRETTY:      stablehlo.negate %arg0 : tensor<4xf32>
// PRETTY:      // -----
// PRETTY:      func.func @main(%arg0: tensor<4xi32>) -> tensor<4xi32>
// GENERIC:     "builtin.module"() ({
// GENERIC:     "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC:     // -----
// VERSION:     hlorules {{[0-9]+\.[0-9]+\.[0-9]+}}
// HELP:        Usage:
// BAD:         bad.mlir:2:10: error: use of undeclared SSA value name
// BAD-NOT:     Traceback
