"""Cuts moved onto the operands of a float op leave its constants as XLA sees them.

A slice (or dynamic_slice) of a float constant that is not a splat may be a splat of 0.0,
which XLA folds away at compile time (``x + 0.0 -> x``), keeping a subnormal ``x`` that the
run-time add flushes to zero: ``slice_elementwise`` (seed.rules) and
``dynamic_slice_elementwise`` (layout.rules) need ``cut_keeps_constants`` (prelude);
``concatenate_of_elementwise`` pairs constants alike (``concat_keeps_constants``)."""

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


CONCAT = ("func.func @main(%x: tensor<{n}x{t}>, %y: tensor<{m}x{t}>) -> tensor<3x{t}> {{\n"
          "{body}"
          "  %r = stablehlo.concatenate %e, %f, dim = 0 : "
          "(tensor<1x{t}>, tensor<2x{t}>) -> tensor<3x{t}>\n"
          "  return %r : tensor<3x{t}>\n}}")
_layout = rewrite_alone(load_rules(ROOT / "rulebooks" / "layout.rules"))


@pytest.mark.parametrize(("t", "body"), [
    # ceil of a subnormal constant: XLA folds it at compile time, otherwise than at run time
    ("f32", ("  %e = stablehlo.ceil %x : tensor<1xf32>\n"
            "  %c = stablehlo.constant dense<1.0e-45> : tensor<2xf32>\n"
            "  %f = stablehlo.ceil %c : tensor<2xf32>\n")),
    # x / 3.0 is x * (1 / 3.0) on XLA; a divisor concatenated with an argument is not
    ("f16", ("  %c = stablehlo.constant dense<3.0> : tensor<1xf16>\n"
            "  %e = stablehlo.divide %x, %c : tensor<1xf16>\n"
            "  %f = stablehlo.divide %y, %y : tensor<2xf16>\n")),
    # two splats of other values concatenated are no splat: x + 0.0 is no longer folded
    ("f32", ("  %c = stablehlo.constant dense<0.0> : tensor<1xf32>\n"
            "  %d = stablehlo.constant dense<1.0> : tensor<2xf32>\n"
            "  %e = stablehlo.add %x, %c : tensor<1xf32>\n"
            "  %f = stablehlo.add %y, %d : tensor<2xf32>\n")),
    # true + true: XLA folds an i1 add of constants to false, runs it as true
    ("i1", ("  %e = stablehlo.add %x, %x : tensor<1xi1>\n"
           "  %c = stablehlo.constant dense<true> : tensor<2xi1>\n"
           "  %f = stablehlo.add %c, %c : tensor<2xi1>\n")),
])
def test_concatenate_of_elementwise_declines_constants_paired_unlike(t: str, body: str) -> None:
    assert _layout(CONCAT.format(n=1, m=2, t=t, body=body), "concatenate_of_elementwise")[0] == 0


def test_concatenate_of_elementwise_pairs_arguments_and_equal_splats() -> None:
    body = ("  %c = stablehlo.constant dense<2.0> : tensor<1xf32>\n"
            "  %d = stablehlo.constant dense<2.0> : tensor<2xf32>\n"
            "  %e = stablehlo.divide %x, %c : tensor<1xf32>\n"
            "  %f = stablehlo.divide %y, %d : tensor<2xf32>\n")
    fired, out = _layout(CONCAT.format(n=1, m=2, t="f32", body=body), "concatenate_of_elementwise")
    assert fired == 1 and out.count("stablehlo.divide") == 1, out
