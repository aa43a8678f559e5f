"""The StableHLO dialect: properties where jaxlib puts them, verifiers, type inference."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IntegerAttr, f32, i1, i32, i64
from xdsl.utils.exceptions import VerifyException

from hlorules.dialect import REGISTRY
from hlorules.dialect.types import tensor
from hlorules.lowering import importer


def _module(body: str, args: str, ret: str) -> str:
    return f"func.func @main({args}) -> {ret} {{\n{body}\n}}\n"


def test_compare_type_is_a_property():
    m = importer.from_text(_module(
        "  %0 = stablehlo.compare LT, %x, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
        "  return %0 : tensor<4xi1>", "%x: tensor<4xf32>", "tensor<4xi1>"))
    cmp = next(op for op in m.walk() if op.name == "stablehlo.compare")
    assert set(cmp.properties) == {"comparison_direction", "compare_type"}
    assert not cmp.attributes
    assert cmp.properties["comparison_direction"].data == "LT"


def _arr(*v: int) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(v))


def test_slice_inference_and_verifier():
    spec = REGISTRY["stablehlo.slice"]
    props = {"start_indices": _arr(2), "limit_indices": _arr(8), "strides": _arr(2)}
    assert spec.infer([tensor([8], i32)], props) == [tensor([3], i32)]
    with pytest.raises(ValueError):
        spec.infer([tensor([8], i32)], {**props, "limit_indices": _arr(9)})


def test_transpose_rejects_non_permutation():
    with pytest.raises(ValueError, match="not a permutation"):
        REGISTRY["stablehlo.transpose"].infer([tensor([2, 3], f32)], {"permutation": _arr(0, 0)})


def test_compare_infers_i1():
    out = REGISTRY["stablehlo.compare"].infer([tensor([4], f32)] * 2, {})
    assert out == [tensor([4], i1)]


def test_concatenate_and_pad_inference():
    cat = REGISTRY["stablehlo.concatenate"].infer(
        [tensor([2, 3], f32), tensor([4, 3], f32)], {"dimension": IntegerAttr(0, i64)})
    assert cat == [tensor([6, 3], f32)]
    pad = REGISTRY["stablehlo.pad"].infer(
        [tensor([3], f32), tensor([], f32)],
        {"edge_padding_low": _arr(1), "edge_padding_high": _arr(-1), "interior_padding": _arr(2)})
    assert pad == [tensor([3 + 4 + 1 - 1], f32)]


def test_verifier_catches_wrong_result_type():
    spec = REGISTRY["stablehlo.slice"]
    x = importer.from_text(_module("  return %x : tensor<8xi32>", "%x: tensor<8xi32>",
                                   "tensor<8xi32>"))
    arg = next(op for op in x.walk() if op.name == "func.func").body.blocks.first.args[0]
    op = spec.cls.create(operands=[arg], result_types=[tensor([4], i32)],
                         properties={"start_indices": _arr(2), "limit_indices": _arr(8),
                                     "strides": _arr(2)})
    with pytest.raises(VerifyException, match="result type mismatch"):
        op.verify()


def test_broadcast_in_dim_verifier():
    bad = _module(
        "  %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<2x4xf32>\n"
        "  return %0 : tensor<2x4xf32>", "%x: tensor<3xf32>", "tensor<2x4xf32>")
    from hlorules.base.errors import HloRulesError

    with pytest.raises(HloRulesError):
        importer.from_text(bad, "b.mlir")


@pytest.mark.parametrize(("name", "props", "static_line", "dynamic_line"), [
    ("stablehlo.broadcast_in_dim", {"broadcast_dimensions": [1]},
     "stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>",
     "stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<2xf32>) -> tensor<?x2xf32>"),
    ("stablehlo.reshape", {},
     "stablehlo.reshape %x : (tensor<2xf32>) -> tensor<1x2xf32>",
     "stablehlo.reshape %x : (tensor<2xf32>) -> tensor<?x2xf32>"),
    ("stablehlo.iota", {"iota_dimension": 1},
     "stablehlo.iota dim = 1 : tensor<3x2xf32>",
     "stablehlo.iota dim = 1 : tensor<?x2xf32>"),
])
def test_ops_stablehlo_wants_static_refuse_a_dynamic_result(name, props, static_line,
                                                            dynamic_line):
    """Built by a rewrite (xDSL's create) or imported, a dynamic result type is refused as
    jaxlib's StableHLO verifier refuses it; the static one verifies."""
    from hlorules.base.errors import HloRulesError

    def module(line: str, ret: str) -> str:
        return _module(f"  %0 = {line}\n  return %0 : {ret}", "%x: tensor<2xf32>", ret)

    importer.from_text(module(static_line, static_line.rsplit(" ", 1)[-1]))
    with pytest.raises(HloRulesError):
        importer.from_text(module(dynamic_line, dynamic_line.rsplit(" ", 1)[-1]))
    x = importer.from_text(_module("  return %x : tensor<2xf32>", "%x: tensor<2xf32>",
                                   "tensor<2xf32>"))
    arg = next(op for op in x.walk() if op.name == "func.func").body.blocks.first.args[0]
    spec = REGISTRY[name]
    attrs = {k: _arr(*v) if isinstance(v, list) else IntegerAttr(v, i64)
             for k, v in props.items()}
    operands = [] if name == "stablehlo.iota" else [arg]
    dynamic = spec.cls.create(operands=operands, result_types=[tensor([DYNAMIC_INDEX, 2], f32)],
                              properties=attrs)
    with pytest.raises(VerifyException, match="must be statically shaped"):
        dynamic.verify()


def test_gather_inference_matches_jax():
    import jax.numpy as jnp
    import numpy as np

    m = importer.from_jax(lambda x, i: x[i], np.zeros((5, 3), np.float32), np.array([1, 2], np.int32))
    g = next(op for op in m.walk() if op.name == "stablehlo.gather")
    got = REGISTRY["stablehlo.gather"].infer([o.type for o in g.operands], dict(g.properties))
    assert got == [g.results[0].type]
    _ = jnp


def test_registry_covers_the_seed_ops():
    for name in ["constant", "iota", "slice", "transpose", "scatter", "gather", "while",
                 "select", "compare", "broadcast_in_dim", "reshape", "convolution", "sort",
                 "reduce_window", "custom_call", "optimization_barrier", "case", "if"]:
        assert f"stablehlo.{name}" in REGISTRY


def test_omitted_index_vector_dim_reads_as_zero():
    text = ('func.func @main(%x: tensor<5x3xf32>, %i: tensor<2xi32>) -> tensor<3xf32> {\n'
            '  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<'
            'offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0, 1], '
            'index_vector_dim = 0>, slice_sizes = array<i64: 1, 3>}> : '
            '(tensor<5x3xf32>, tensor<2xi32>) -> tensor<3xf32>\n'
            '  return %0 : tensor<3xf32>\n}\n')
    m = importer.from_text(text)
    g = next(op for op in m.walk() if op.name == "stablehlo.gather")
    assert g.properties["dimension_numbers"]["index_vector_dim"] == 0
    assert g.properties["dimension_numbers"]["offset_dims"] == (0,)
