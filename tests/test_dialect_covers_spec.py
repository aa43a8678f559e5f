"""The dialect has every op of the StableHLO specification, and each op added for it
imports, verifies and prints back exactly as jaxlib (StableHLO's own verifier) reads it."""

from __future__ import annotations

import pytest

from hlorules.dialect import REGISTRY
from hlorules.lowering import exporter, importer, jaxlib_api

# The op headings of docs/spec.md in openxla/stablehlo at 3d6e82530d20411f7e6d18d46279a230113d2925
# (StableHLO 1.16.4, 2026-05-22): every `### name` between `### abs` and `### xor`.
SPEC_OPS = (
    "abs", "add", "after_all", "all_gather", "all_reduce", "all_to_all", "and", "async_done",
    "async_start", "atan2", "batch_norm_grad", "batch_norm_inference", "batch_norm_training",
    "bitcast_convert", "broadcast_in_dim", "case", "cbrt", "ceil", "cholesky", "clamp",
    "collective_broadcast", "collective_permute", "compare", "complex", "composite",
    "concatenate", "constant", "convert", "convolution", "cosine", "count_leading_zeros",
    "custom_call", "divide", "dot_general", "dynamic_broadcast_in_dim", "dynamic_conv",
    "dynamic_gather", "dynamic_iota", "dynamic_pad", "dynamic_reshape", "dynamic_slice",
    "dynamic_update_slice", "exponential", "exponential_minus_one", "fft", "floor", "gather",
    "get_dimension_size", "get_tuple_element", "if", "imag", "infeed", "iota", "is_finite",
    "log", "log_plus_one", "logistic", "map", "maximum", "minimum", "multiply", "negate", "not",
    "optimization_barrier", "or", "outfeed", "pad", "partition_id", "popcnt", "power", "real",
    "recv", "reduce", "reduce_precision", "reduce_scatter", "reduce_window", "remainder",
    "replica_id", "reshape", "reverse", "rng", "rng_bit_generator", "round_nearest_afz",
    "round_nearest_even", "rsqrt", "scatter", "select", "select_and_scatter", "send",
    "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "slice",
    "sort", "sqrt", "subtract", "tan", "tanh", "transpose", "triangular_solve", "tuple",
    "uniform_dequantize", "uniform_quantize", "while", "xor",
)
SPEC_OP_COUNT = 107  # `### ` op headings of that spec.md (lines 589-6909)

# Ops of stablehlo/dialect/StablehloOps.td at the same commit that the spec does not list.
DIALECT_ONLY_OPS = ("broadcast", "create_token", "dot", "einsum", "return",
                    "set_dimension_size", "torch_index_select", "unary_einsum")


def test_spec_op_list_is_complete_and_distinct() -> None:
    assert len(SPEC_OPS) == SPEC_OP_COUNT
    assert len(set(SPEC_OPS)) == SPEC_OP_COUNT
    assert list(SPEC_OPS) == sorted(SPEC_OPS)


@pytest.mark.parametrize("ops", [SPEC_OPS, DIALECT_ONLY_OPS], ids=["spec", "dialect_only"])
def test_dialect_defines_every_stablehlo_op(ops: tuple[str, ...]) -> None:
    missing = [n for n in ops if f"stablehlo.{n}" not in REGISTRY]
    assert missing == []


def _module(args: str, body: str, results: str) -> str:
    return (f"func.func @main({args}) -> ({results}) {{\n{body}\n}}\n")


T = "tensor<4x2xf32>"
TOK = "!stablehlo.token"
_GROUPS = "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>"
_CHANNEL = "channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>"
_ADD_F32 = ('({\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n'
            '    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n'
            '    "stablehlo.return"(%s) : (tensor<f32>) -> ()\n  })')
_V = "tensor<2xf32>"
_BN = "epsilon = 1.000000e-03 : f32, feature_index = 1 : i64"
_QT = "tensor<4x2x!quant.uniform<i8:f32, 1.000000e-01>>"

# name -> (function arguments, the lines defining %r (or %r#0, returned), the returned type)
NEW_OPS: dict[str, tuple[str, str, str]] = {
    "broadcast": (f"%a: {T}", (f'%r = "stablehlo.broadcast"(%a) <{{broadcast_sizes = '
                  f'array<i64: 3>}}> : ({T}) -> tensor<3x4x2xf32>'), "tensor<3x4x2xf32>"),
    "set_dimension_size": (
        f"%a: {T}, %s: tensor<i32>",
        (f'%r = "stablehlo.set_dimension_size"(%a, %s) <{{dimension = 0 : i64}}> : '
        f'({T}, tensor<i32>) -> tensor<?x2xf32, #stablehlo.bounds<4, ?>>'),
        "tensor<?x2xf32, #stablehlo.bounds<4, ?>>"),
    "outfeed": (f"%a: {T}, %t: {TOK}", (f'%r = "stablehlo.outfeed"(%a, %t) <{{outfeed_config = '
                f'"cfg"}}> : ({T}, {TOK}) -> {TOK}'), TOK),
    "infeed": (f"%t: {TOK}", (f'%r:2 = "stablehlo.infeed"(%t) <{{infeed_config = ""}}> : '
               f'({TOK}) -> ({T}, {TOK})'), T),
    "send": (f"%a: {T}, %t: {TOK}", (f'%r = "stablehlo.send"(%a, %t) <{{{_CHANNEL}, '
             f'is_host_transfer = true}}> : ({T}, {TOK}) -> {TOK}'), TOK),
    "recv": (f"%t: {TOK}", (f'%r:2 = "stablehlo.recv"(%t) <{{{_CHANNEL.replace("2", "3")}, '
             f'is_host_transfer = true}}> : ({TOK}) -> ({T}, {TOK})'), T),
    "all_gather": (f"%a: {T}", (f'%r = "stablehlo.all_gather"(%a) <{{all_gather_dim = 1 : i64, '
                   f'{_GROUPS}}}> : ({T}) -> tensor<4x4xf32>'), "tensor<4x4xf32>"),
    "all_reduce": (f"%a: {T}", (f'%r = "stablehlo.all_reduce"(%a) <{{{_GROUPS}}}> {_ADD_F32} : '
                   f'({T}) -> {T}'), T),
    "all_to_all": (f"%a: {T}", (f'%r = "stablehlo.all_to_all"(%a) <{{concat_dimension = 1 : i64, '
                   f'{_GROUPS}, split_count = 2 : i64, split_dimension = 0 : i64}}> : '
                   f'({T}) -> tensor<2x4xf32>'), "tensor<2x4xf32>"),
    "reduce_scatter": (f"%a: {T}", (f'%r = "stablehlo.reduce_scatter"(%a) <{{{_GROUPS}, '
                       f'scatter_dimension = 0 : i64}}> {_ADD_F32} : ({T}) -> tensor<2x2xf32>'),
                       "tensor<2x2xf32>"),
    "collective_broadcast": (f"%a: {T}", (f'%r = "stablehlo.collective_broadcast"(%a) '
                             f'<{{{_GROUPS}}}> : ({T}) -> {T}'), T),
    "collective_permute": (f"%a: {T}", (f'%r = "stablehlo.collective_permute"(%a) '
                           '<{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> '
                           f': ({T}) -> {T}'), T),
    "async_start": (f"%a: {T}", (f'%f = "stablehlo.async_start"(%a) ({{\n  ^bb0(%y: {T}):\n'
                    f'    %g = "stablehlo.all_gather"(%y) <{{all_gather_dim = 1 : i64, {_GROUPS}}}>'
                    f' : ({T}) -> tensor<4x4xf32>\n    "stablehlo.return"(%g) : (tensor<4x4xf32>)'
                    f' -> ()\n  }}) : ({T}) -> !stablehlo.future<tensor<4x4xf32>>\n'
                    '%r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x4xf32>>) -> '
                    'tensor<4x4xf32>'), "tensor<4x4xf32>"),
    "map": (f"%a: {T}, %b: {T}", (f'%r = "stablehlo.map"(%a, %b) <{{dimensions = array<i64: 0, 1>}}>'
            f' {_ADD_F32} : ({T}, {T}) -> {T}'), T),
    "batch_norm_inference": (
        f"%a: {T}, %s: {_V}, %o: {_V}, %m: {_V}, %v: {_V}",
        (f'%r = "stablehlo.batch_norm_inference"(%a, %s, %o, %m, %v) <{{{_BN}}}> : '
        f'({T}, {_V}, {_V}, {_V}, {_V}) -> {T}'), T),
    "batch_norm_training": (
        f"%a: {T}, %s: {_V}, %o: {_V}",
        (f'%r:3 = "stablehlo.batch_norm_training"(%a, %s, %o) <{{{_BN}}}> : '
        f'({T}, {_V}, {_V}) -> ({T}, {_V}, {_V})'), T),
    "batch_norm_grad": (
        f"%a: {T}, %s: {_V}, %m: {_V}, %v: {_V}, %g: {T}",
        (f'%r:3 = "stablehlo.batch_norm_grad"(%a, %s, %m, %v, %g) <{{{_BN}}}> : '
        f'({T}, {_V}, {_V}, {_V}, {T}) -> ({T}, {_V}, {_V})'), T),
    "einsum": ("%a: tensor<4x2xf32>, %b: tensor<2x3xf32>",
               ('%r = "stablehlo.einsum"(%a, %b) <{einsum_config = "ab,bc->ac"}> : '
               "(tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>"), "tensor<4x3xf32>"),
    "unary_einsum": (f"%a: {T}", (f'%r = "stablehlo.unary_einsum"(%a) <{{einsum_config = '
                     f'"ab->ba"}}> : ({T}) -> tensor<2x4xf32>'), "tensor<2x4xf32>"),
    "torch_index_select": (
        f"%a: {T}, %i: tensor<3xi32>",
        (f'%r = "stablehlo.torch_index_select"(%a, %i) <{{batch_dims = 0 : i64, dim = 0 : i64}}>'
        f' : ({T}, tensor<3xi32>) -> tensor<3x2xf32>'), "tensor<3x2xf32>"),
    "dynamic_conv": (
        "%a: tensor<1x8x8x1xf32>, %k: tensor<3x3x1x1xf32>, %p: tensor<2x2xi64>",
        ('%r = "stablehlo.dynamic_conv"(%a, %k, %p) <{batch_group_count = 1 : i64, '
        "dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, "
        "feature_group_count = 1 : i64}> : (tensor<1x8x8x1xf32>, tensor<3x3x1x1xf32>, "
        "tensor<2x2xi64>) -> tensor<1x8x8x1xf32>"), "tensor<1x8x8x1xf32>"),
    "uniform_quantize": (f"%a: {T}", f'%r = "stablehlo.uniform_quantize"(%a) : ({T}) -> {_QT}',
                         _QT),
    "uniform_dequantize": (f"%a: {_QT}", (f'%r = "stablehlo.uniform_dequantize"(%a) : ({_QT}) '
                           f"-> {T}"), T),
}
NEW_OPS["async_done"] = NEW_OPS["async_start"]


def _new_op_text(name: str) -> str:
    args, body, result = NEW_OPS[name]
    value = "%r" if "%r =" in body else "%r#0"
    lines = "\n".join("  " + line for line in body.splitlines())
    return _module(args, f"{lines}\n  return {value} : {result}", result)


def test_every_added_op_has_a_round_trip_case() -> None:
    added = {"all_gather", "all_reduce", "all_to_all", "async_done", "async_start",
             "batch_norm_grad", "batch_norm_inference", "batch_norm_training", "broadcast",
             "collective_broadcast", "collective_permute", "dynamic_conv", "einsum", "infeed",
             "map", "outfeed", "recv", "reduce_scatter", "send", "set_dimension_size",
             "torch_index_select", "unary_einsum", "uniform_dequantize", "uniform_quantize"}
    assert added <= set(NEW_OPS)


QUANTIZED = ("uniform_dequantize", "uniform_quantize")
"""Ops on ``!quant.uniform`` types: jaxlib does not load the quant dialect, so neither its
parser nor its verifier reads them."""


@pytest.mark.parametrize("name", sorted(set(NEW_OPS) - set(QUANTIZED)))
def test_new_op_round_trips_byte_identical(name: str) -> None:
    """Imported, verified, printed: jaxlib reads the print as the same module as the input,
    and reading the print back prints it byte for byte."""
    text = _new_op_text(name)
    module = importer.from_text(text, f"{name}.mlir")
    module.verify()
    out = exporter.to_text(module)
    assert f'"stablehlo.{name}"' in out
    assert _jaxlib_generic(out) == _jaxlib_generic(text)
    assert exporter.to_text(importer.from_text(out, via="xdsl")) == out
    assert exporter.to_text(importer.from_text(out)) == out


@pytest.mark.parametrize("name", QUANTIZED)
def test_quantized_op_round_trips_through_xdsl(name: str) -> None:
    src, dst = (T, _QT) if name == "uniform_quantize" else (_QT, T)
    generic = ('"builtin.module"() ({\n'
               f'  "func.func"() <{{function_type = ({src}) -> {dst}, sym_name = "main"}}> ({{\n'
               f"  ^bb0(%arg0: {src}):\n"
               f'    %0 = "stablehlo.{name}"(%arg0) : ({src}) -> {dst}\n'
               f'    "func.return"(%0) : ({dst}) -> ()\n'
               "  }) : () -> ()\n}) : () -> ()\n")
    module = importer.from_text(generic, f"{name}.mlir", via="xdsl", verify=False)
    module.verify()
    out = exporter.to_text(module)
    assert out == generic


def _jaxlib_generic(text: str) -> str:
    return str(jaxlib_api.print_module(jaxlib_api.parse_module(text), generic=True))
