"""Ops of the dialects StableHLO programs carry besides StableHLO (arith, shape, tensor,
math, CHLO, func) import by default, print back as read, and a tensor ``arith.constant`` is
a constant to rules and the folder."""

from __future__ import annotations

from pathlib import Path

import pytest

import hlorules
from hlorules.base.errors import HloRulesError
from hlorules.lowering import exporter, importer, jaxlib_api

EXEC_BOOK = Path(__file__).resolve().parents[1] / "rulebooks" / "exec.book"

SHAPES = """\
func.func @f(%x: tensor<?xf32>) -> (tensor<1xindex>, tensor<2xi64>, index, tensor<?xf32>) {
  %c = arith.constant 1 : index
  %s = shape.shape_of %x : tensor<?xf32> -> tensor<1xindex>
  %k = shape.const_shape [4, 32] : tensor<2xindex>
  %e = tensor.from_elements %c : tensor<1xindex>
  %i = arith.index_cast %k : tensor<2xindex> to tensor<2xi64>
  %j = arith.addi %c, %c : index
  %z = tensor.extract %k[%c] : tensor<2xindex>
  %w = shape.cstr_broadcastable %s, %e : tensor<1xindex>, tensor<1xindex>
  %m = math.sqrt %x : tensor<?xf32>
  return %e, %i, %j, %m : tensor<1xindex>, tensor<2xi64>, index, tensor<?xf32>
}
"""


def _jaxlib_generic(text: str) -> str:
    return str(jaxlib_api.print_module(jaxlib_api.parse_module(text), generic=True))


def test_carried_dialect_ops_import_by_default_and_print_back_as_read() -> None:
    module = importer.from_text(SHAPES, "shapes.mlir")
    module.verify()
    out = exporter.to_text(module)
    assert _jaxlib_generic(out) == _jaxlib_generic(SHAPES)
    for via in ("jaxlib", "xdsl"):
        assert exporter.to_text(importer.from_text(out, via=via)) == out


def test_opaque_op_keeps_properties_apart_from_attributes() -> None:
    text = SHAPES.replace("%j = arith.addi %c, %c : index",
                          '%j = arith.addi %c, %c {note = "kept"} : index')
    out = exporter.to_text(importer.from_text(text))
    line = next(x for x in out.splitlines() if '"arith.addi"' in x)
    assert "<{overflowFlags = #arith.overflow<none>}>" in line
    assert '{note = "kept"}' in line
    assert "op_name__" not in out


def test_modelled_ops_are_their_table_rows() -> None:
    names = {op.name for op in importer.from_text(SHAPES).walk()}
    assert {"arith.constant", "arith.index_cast", "shape.shape_of", "shape.const_shape",
            "tensor.from_elements", "tensor.extract"} <= names
    opaque = {type(op).__name__ for op in importer.from_text(SHAPES).walk()
              if op.name == "builtin.unregistered"}
    assert opaque == {"UnregisteredOpWithNameOp"}


def test_ops_of_unknown_dialects_are_refused_with_a_location_when_asked() -> None:
    text = SHAPES.replace("math.sqrt %x : tensor<?xf32>",
                          '"mydialect.sqrt"(%x) : (tensor<?xf32>) -> tensor<?xf32>')
    with pytest.raises(HloRulesError, match=r"shapes\.mlir:10:8: error: unknown op 'mydialect"):
        importer.from_text(text, "shapes.mlir", allow_unknown=False)


def test_ops_of_unknown_dialects_are_carried_typed_and_printed_back_by_default() -> None:
    text = SHAPES.replace("math.sqrt %x : tensor<?xf32>",
                          '"mydialect.sqrt"(%x) {k = 2 : i32} : (tensor<?xf32>) -> tensor<?xf32>')
    mod = importer.from_text(text, "shapes.mlir")
    op = next(o for o in mod.walk() if o.name == "builtin.unregistered"
              and o.op_name.data == "mydialect.sqrt")  # type: ignore[attr-defined]
    assert [str(r.type) for r in op.results] == [str(op.operands[0].type)]
    out = exporter.to_text(mod)
    assert '"mydialect.sqrt"(' in out and "k = 2 : i32" in out
    assert exporter.to_text(importer.from_text(out, via="xdsl")) == out


def test_malformed_carried_op_is_a_located_error() -> None:
    text = SHAPES.replace("arith.constant 1 : index", "arith.constant : index")
    with pytest.raises(HloRulesError, match=r"^shapes\.mlir:2:\d+: "):
        importer.from_text(text, "shapes.mlir")


def _folded(text: str) -> str:
    module, _ = hlorules.apply(importer.from_text(text), str(EXEC_BOOK))
    return exporter.to_text(module)


def test_tensor_arith_constant_is_folded_like_a_stablehlo_constant() -> None:
    text = """\
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %2 = stablehlo.add %0, %1 : tensor<2xi32>
  return %2 : tensor<2xi32>
}
"""
    out = _folded(text)
    assert "stablehlo.add" not in out
    assert "dense<[11, 22]> : tensor<2xi32>" in out


def test_scalar_arith_constant_is_not_a_tensor_constant() -> None:
    from hlorules.dialect.fold import value_of

    module = importer.from_text(SHAPES)
    c = next(op for op in module.walk() if op.name == "arith.constant")
    assert value_of(c.results[0]) is None
