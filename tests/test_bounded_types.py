"""Shipped rules on values of bounded-dynamic type (``tensor<?xf32, #stablehlo.bounds<4>>``),
which StableHLO lets most ops produce, and on results more precise than their operands'
types: the engine gives a built op the root's more precise type, and declines a
replacement by an inner value whose type differs from the root's in precision."""

from __future__ import annotations

import re
from pathlib import Path

from rule_table import rewrite_alone

import hlorules
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
ABS_ABS = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{\n"
           "  %a = stablehlo.abs %x : (tensor<4xf32>) -> {inner}\n"
           "  %b = stablehlo.abs %a : ({inner}) -> tensor<4xf32>\n"
           "  return %b : tensor<4xf32>\n}}")
_fired = rewrite_alone(load_rules(ROOT / "rulebooks" / "algebra.rules"))


def test_abs_abs_keeps_an_outer_abs_that_fixes_a_bounded_type() -> None:
    bounded = ABS_ABS.format(inner="tensor<?xf32, #stablehlo.bounds<4>>")
    fired, out = _fired(bounded, "abs_abs")
    assert fired == 0 and out.count("stablehlo.abs") == 2
    fired, out = _fired(ABS_ABS.format(inner="tensor<4xf32>"), "abs_abs")
    assert fired == 1 and out.count("stablehlo.abs") == 1


SIMPLIFY = ROOT / "rulebooks" / "simplify.book"
ADD = ("func.func @main(%x: tensor<?xi64>) -> tensor<1xi64> {{\n"
       "  %c = stablehlo.constant dense<{c}> : tensor<1xi64>\n"
       "  %a = stablehlo.add {ops} : ({types}) -> tensor<1xi64>\n"
       "  return %a : tensor<1xi64>\n}}")


def test_a_static_result_over_a_dynamic_operand_verifies_in_either_operand_order() -> None:
    """StableHLO lets a result be more precise than its operands; the first operand's type
    alone is not the judge."""
    for ops, types in [("%c, %x", "tensor<1xi64>, tensor<?xi64>"),
                       ("%x, %c", "tensor<?xi64>, tensor<1xi64>")]:
        from_text(ADD.format(c=2, ops=ops, types=types))


def test_a_built_op_takes_the_roots_more_precise_type() -> None:
    """AddOp_CanonicalizeConstantToRhs builds add(x, c), inferred tensor<?xi64>; it takes
    the root's tensor<1xi64>, where it would otherwise be ill-typed."""
    mod = from_text(ADD.format(c=2, ops="%c, %x", types="tensor<1xi64>, tensor<?xi64>"))
    _, trace = hlorules.apply(mod, SIMPLIFY, checked=True)
    assert trace.fired().get("AddOp_CanonicalizeConstantToRhs") == 1
    assert re.search(r'"stablehlo.add"\(%arg0, %\d+\) : \(tensor<\?xi64>, tensor<1xi64>\) '
                     r'-> tensor<1xi64>', to_text(mod)), to_text(mod)


def test_an_existing_value_of_another_precision_declines_the_rewrite() -> None:
    """AddOp_RemoveNoop would return x : tensor<?xi64> for the tensor<1xi64> root (the
    function returns tensor<1xi64>): declined, the module kept as it was."""
    text = ADD.format(c=0, ops="%x, %c", types="tensor<?xi64>, tensor<1xi64>")
    mod = from_text(text)
    before = to_text(mod)
    _, trace = hlorules.apply(mod, SIMPLIFY, checked=True)
    assert not trace.fired().get("AddOp_RemoveNoop") and to_text(mod) == before
    static = from_text(text.replace("tensor<?xi64>", "tensor<1xi64>"))
    _, trace = hlorules.apply(static, SIMPLIFY, checked=True)
    assert trace.fired().get("AddOp_RemoveNoop") == 1


REVERSE_SLICE = ("func.func @main(%x: tensor<{n}xi32>) -> tensor<1xi32> {{\n"
                 "  %r = stablehlo.reverse %x, dims = [0] : (tensor<{n}xi32>) -> tensor<2xi32>\n"
                 "  %s = stablehlo.slice %r [1:2:2] : (tensor<2xi32>) -> tensor<1xi32>\n"
                 "  return %s : tensor<1xi32>\n}}")
_layout = rewrite_alone(load_rules(ROOT / "rulebooks" / "layout.rules"))


def test_slice_of_reverse_reads_the_extents_of_a_static_operand_only() -> None:
    """A reverse typed static over a dynamic operand: the mirrored bounds need x's extents."""
    fired, out = _layout(REVERSE_SLICE.format(n="?"), "slice_of_reverse")
    assert fired == 0 and "stablehlo.reverse" in out
    fired, out = _layout(REVERSE_SLICE.format(n="2"), "slice_of_reverse")
    assert fired == 1 and "[0:1:2]" in out, out


EMPTY_SELECT = ("func.func @main(%x: tensor<0xf32>, %y: tensor<0xf32>) -> tensor<0xf32> {\n"
                "  %p = stablehlo.constant dense<> : tensor<0xi1>\n"
                "  %s = stablehlo.select %p, %x, %y : tensor<0xi1>, tensor<0xf32>\n"
                "  return %s : tensor<0xf32>\n}")


def test_a_select_of_an_empty_predicate_constant_is_left_to_the_empty_rules() -> None:
    """is_splat holds on a constant with no element; its splat_value does not exist."""
    _simplify = rewrite_alone(load_rules(ROOT / "rulebooks" / "simplify.rules"))
    fired, out = _simplify(EMPTY_SELECT, "SelectOp_ConstantPredicate")
    assert fired == 0 and "stablehlo.select" in out
