"""Cuts moved onto the operands of a float op leave its constants as XLA sees them.

A slice (or dynamic_slice) of a float constant that is not a splat may be a splat of 0.0,
which XLA folds away at compile time (``x + 0.0 -> x``), keeping a subnormal ``x`` that the
run-time add flushes to zero: ``slice_elementwise`` (seed.rules) and
``dynamic_slice_elementwise`` (layout.rules) need ``cut_keeps_constants`` (prelude)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_table import rewrite_alone

from hlorules.checker.module import check_module
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
SLICE = ("func.func @main(%x: tensor<2xf64>) -> tensor<1xf64> {{\n"
         "  %c = stablehlo.constant dense<{c}> : tensor<2xf64>\n"
         "  %a = stablehlo.add %x, %c : tensor<2xf64>\n"
         "  %s = {cut} : (tensor<2xf64>{idx}) -> tensor<1xf64>\n"
         "  return %s : tensor<1xf64>\n}}")
CUTS = {
    "slice_elementwise": ("seed.rules", "stablehlo.slice %a [1:2]", ""),
    "dynamic_slice_elementwise": (
        "layout.rules", "stablehlo.dynamic_slice %a, %i, sizes = [1]", ", tensor<i32>"),
}


def _module(rule: str, const: str) -> str:
    _, cut, idx = CUTS[rule]
    text = SLICE.format(c=const, cut=cut, idx=idx)
    if idx:  # the start: a constant 1 (the cut keeps the constant's 0.0)
        text = text.replace("  %s =", "  %i = stablehlo.constant dense<1> : tensor<i32>\n  %s =")
    return text


def _fires(rule: str, text: str) -> int:
    return rewrite_alone(load_rules(ROOT / "rulebooks" / CUTS[rule][0]))(text, rule)[0]


@pytest.mark.parametrize("rule", sorted(CUTS))
def test_a_cut_declines_a_float_constant_that_is_not_a_splat(rule: str) -> None:
    assert _fires(rule, _module(rule, "[0.5, 0.0]")) == 0
    assert _fires(rule, _module(rule, "0.5")) == 1  # a splat stays itself: the cut moves


@pytest.mark.parametrize(("rule", "book"), [("slice_elementwise", "exec.book"),
                                             ("dynamic_slice_elementwise", "algebra.book")])
def test_the_book_keeps_a_subnormal_as_xla_computes_it(rule: str, book: str) -> None:
    """Cut, the module would return the subnormal x[1] that XLA's run-time add flushes."""
    rep = check_module(_module(rule, "[0.5, 0.0]"), ROOT / "rulebooks" / book)
    assert rep.ok, rep.render()
