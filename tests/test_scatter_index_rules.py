"""rulebooks/scatters.rules: scatters at constant indices forming one run, exact.

Per rule (the table ``CASES``, rows as in tests/test_layout_rules.py): positive modules
where the rule fires once and leaves the expected ops, negative modules where a
precondition fails and it must not fire, and each positive module before and after the
rule compared on XLA CPU (boundary inputs first, the sign of zero compared); and the
fast-math book running it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_table import (
    Case,
    positive,
    rewrite_alone,
    table_tests,
)

import hlorules
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules
from hlorules.rules.builtins import BUILTINS
from hlorules.rules.control import inline_elementwise

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules(ROOT / "rulebooks" / "scatters.rules")
from_constants = BUILTINS["from_constants"].fn
OWN = ("scatter_constant_run_concatenate", "scatter_constant_run_fill_pad")


def _scatter(x: str, xt: str, idx: str, it: str, u: str, ut: str, dn: str, body: str,
             out: str = "%r") -> str:
    """``out = scatter(x, %i, u)`` with constant indices ``idx`` and body ``body`` over
    ``%c`` (current) and ``%n`` (update), ending in ``stablehlo.return``."""
    return (f"  %i = stablehlo.constant dense<{idx}> : {it}\n"
            f'  {out} = "stablehlo.scatter"({x}, %i, {u}) <{{indices_are_sorted = false, '
            f"scatter_dimension_numbers = #stablehlo.scatter<{dn}>, unique_indices = false}}> "
            f"({{\n  ^bb0(%c: tensor<f32>, %n: tensor<f32>):\n{body}\n  }}) : "
            f"({xt}, {it}, {ut}) -> {xt}")


ELEM = "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1"
ROWS = ("update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = "
        "[0], index_vector_dim = 1")
SUB = "    %s = stablehlo.subtract %c, %n : tensor<f32>\n    stablehlo.return %s : tensor<f32>"
SET = "    stablehlo.return %n : tensor<f32>"
V8 = "%x: tensor<8xf32>, %u: tensor<3xf32>"


def _elem(idx: str, body: str = SUB, n: int = 3) -> str:
    return _scatter("%x", "tensor<8xf32>", idx, f"tensor<{n}x1xi32>", "%u",
                    f"tensor<{n}xf32>", ELEM, body)


CASES: dict[str, Case] = {
    # a run counting up from 2 into the middle of x: the pieces before and after around it
    "scatter_constant_run_concatenate": Case(
        V8, "tensor<8xf32>", _elem("[[2], [3], [4]]"),
        ("stablehlo.slice %arg0 [2:5]", "stablehlo.subtract %0, %arg1 : tensor<3xf32>",
         "stablehlo.slice %arg0 [0:2]", "stablehlo.slice %arg0 [5:8]",
         "stablehlo.concatenate %2, %1, %3, dim = 0"), ("stablehlo.scatter",),
        # the last window (index 8) is out of bounds: scatter skips it
        _elem("[[6], [7], [8]]")),
    # counting down from 2: the update reversed, no piece before the box
    "scatter_constant_run_concatenate/down": Case(
        V8, "tensor<8xf32>", _elem("[[2], [1], [0]]"),
        ("stablehlo.reverse %arg1, dims = [0]", "stablehlo.concatenate %2, %3, dim = 0"),
        ("stablehlo.scatter",),
        # a duplicate index: not a run
        _elem("[[2], [2], [3]]")),
    # rows of a matrix, a plain store at rows 1..2: cut along dim 0
    "scatter_constant_run_concatenate/rows": Case(
        "%x: tensor<4x3xf32>, %u: tensor<2x3xf32>", "tensor<4x3xf32>",
        _scatter("%x", "tensor<4x3xf32>", "[[1], [2]]", "tensor<2x1xi32>", "%u",
                 "tensor<2x3xf32>", ROWS, SET),
        ("stablehlo.concatenate %0, %arg1, %1, dim = 0",), ("stablehlo.scatter",),
        # a body computing a transcendental (XLA CPU may round it otherwise in another shape)
        _scatter("%x", "tensor<4x3xf32>", "[[1], [2]]", "tensor<2x1xi32>", "%u",
                 "tensor<2x3xf32>", ROWS,
                 "    %s = stablehlo.exponential %n : tensor<f32>\n"
                 "    stablehlo.return %s : tensor<f32>")),
    # a body reading a value from outside: broadcast to the run's shape
    "scatter_constant_run_concatenate/captured": Case(
        V8 + ", %k: tensor<f32>", "tensor<8xf32>",
        _elem("[[0], [1], [2]]", "    %m = stablehlo.multiply %n, %k : tensor<f32>\n"
              "    %s = stablehlo.add %c, %m : tensor<f32>\n    stablehlo.return %s : tensor<f32>"),
        ("stablehlo.broadcast_in_dim %arg2, dims = []", "stablehlo.multiply %arg1, %1",
         "stablehlo.add %0, %2"), ("stablehlo.scatter",),
        # a single window of a matrix cut along two dims (not one piece before and after)
        "  %i = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi32>\n"
        '  %r = "stablehlo.scatter"(%y, %i, %v) <{indices_are_sorted = false, '
        "scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], "
        "scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> "
        "({\n  ^bb0(%c: tensor<f32>, %n: tensor<f32>):\n" + SUB + "\n  }) : "
        "(tensor<3x3xf32>, tensor<1x2xi32>, tensor<1xf32>) -> tensor<3x3xf32>",
        "%y: tensor<3x3xf32>, %v: tensor<1xf32>, %k: tensor<f32>", "tensor<3x3xf32>"),
    # a body returning a constant from outside: a splat of it over the run (a pad)
    "scatter_constant_run_concatenate/constant": Case(
        V8, "tensor<8xf32>",
        "  %k = stablehlo.constant dense<-0.0> : tensor<f32>\n"
        + _elem("[[5], [6], [7]]", "    stablehlo.return %k : tensor<f32>"),
        ("stablehlo.broadcast_in_dim %cst, dims = []", "stablehlo.concatenate %1, %0, dim = 0"),
        ("stablehlo.scatter",),
        # a run starting at -1 (out of bounds in StableHLO): scatter skips that window
        "  %k = stablehlo.constant dense<-0.0> : tensor<f32>\n"
        + _elem("[[-1], [0], [1]]", "    stablehlo.return %k : tensor<f32>")),
    # a float body adding a constant update (-0.0): XLA simplifies x + -0.0 in the
    # elementwise form and keeps a subnormal x that the scatter's add flushes
    "scatter_constant_run_concatenate/constant_update": Case(
        V8, "tensor<8xf32>", _elem("[[2], [3], [4]]"), ("stablehlo.concatenate",),
        ("stablehlo.scatter",),
        "  %z = stablehlo.constant dense<-0.0> : tensor<3xf32>\n"
        + _scatter("%x", "tensor<8xf32>", "[[2], [3], [4]]", "tensor<3x1xi32>", "%z",
                   "tensor<3xf32>", ELEM, SUB.replace("subtract", "add"))),
    # a run of rows at the start storing a constant from outside: a pad of the rows after it
    "scatter_constant_run_fill_pad": Case(
        "%x: tensor<4x3xf32>, %u: tensor<2x3xf32>", "tensor<4x3xf32>",
        "  %f = stablehlo.constant dense<-0.0> : tensor<f32>\n"
        + _scatter("%x", "tensor<4x3xf32>", "[[0], [1]]", "tensor<2x1xi32>", "%u",
                   "tensor<2x3xf32>", ROWS, "    stablehlo.return %f : tensor<f32>"),
        ("stablehlo.slice %arg0 [2:4, 0:3]",
         "stablehlo.pad %0, %cst, low = [2, 0], high = [0, 0]"),
        ("stablehlo.scatter", "stablehlo.concatenate"),
        # rows 1..2 of 4: neither end (the general rule's concatenate)
        "  %f = stablehlo.constant dense<-0.0> : tensor<f32>\n"
        + _scatter("%x", "tensor<4x3xf32>", "[[1], [2]]", "tensor<2x1xi32>", "%u",
                   "tensor<2x3xf32>", ROWS, "    stablehlo.return %f : tensor<f32>")),
    # a run counting down to the end of x storing a constant: a high pad
    "scatter_constant_run_fill_pad/end": Case(
        V8, "tensor<8xf32>",
        "  %k = stablehlo.constant dense<1.0e-40> : tensor<f32>\n"
        + _elem("[[7], [6], [5]]", "    stablehlo.return %k : tensor<f32>"),
        ("stablehlo.slice %arg0 [0:5]", "high = [3]"), ("stablehlo.scatter",),
        # the body returns its update argument (a plain store, not a fill)
        _elem("[[7], [6], [5]]", SET)),
}
XLA_REFUSES = {"scatter_constant_run_concatenate/captured"}
"""Rows whose original XLA does not compile (a scatter body reading an outside value is
refused at export): compared nowhere."""

_rewritten = rewrite_alone(RULES)


def test_every_scatter_rule_has_a_case() -> None:
    assert set(OWN) == {c.split("/")[0] for c in CASES}
    assert all("algebra" in RULES[r].tags for r in OWN)


def _rule(row: str) -> str:
    return row.split("/")[0]


(test_scatter_rule_fires_to_the_expected_form,
 test_scatter_rule_declines_where_a_precondition_fails,
 test_scatter_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(
    CASES,
    _rewritten,
    8,
    rule_of=_rule,
    not_on_xla=frozenset(XLA_REFUSES))


def test_the_fastmath_book_runs_the_rule_to_the_concatenate_form() -> None:
    """algebra.book (and fastmath.book over it) includes scatters.rules."""
    mod = from_text(positive(CASES["scatter_constant_run_concatenate"]))
    hlorules.apply(mod, ROOT / "rulebooks" / "fastmath.book", checked=True)
    out = to_text(mod, pretty=True)
    assert "stablehlo.scatter" not in out and "stablehlo.concatenate" in out, out


def test_a_computing_body_over_rows_of_a_matrix_stays_a_scatter() -> None:
    """Enzyme's form (ScatterOpCanon) inlines a computing body only into a run over a rank-1
    operand; a run of rows with a multiply body stays a scatter (scatteruniqueindices'
    @test_scatter_unique), while a plain store of rows still becomes a concatenate."""
    mul = ("    %s = stablehlo.multiply %c, %n : tensor<f32>\n"
           "    stablehlo.return %s : tensor<f32>")
    rows = Case("%x: tensor<4x3xf32>, %u: tensor<2x3xf32>", "tensor<4x3xf32>",
                _scatter("%x", "tensor<4x3xf32>", "[[1], [2]]", "tensor<2x1xi32>", "%u",
                         "tensor<2x3xf32>", ROWS, mul), (), (), "")
    n, out = _rewritten(positive(rows), "scatter_constant_run_concatenate")
    assert n == 0, out


def _scatter_op(body: str):
    """The module of a run scatter with ``body`` (over %c, %n and the outside %k), its
    scatter and its arguments %x, %u, %k."""
    mod = from_text(positive(Case(V8 + ", %k: tensor<f32>", "tensor<8xf32>",
                                  _elem("[[2], [3], [4]]", body), (), (), "")))
    s = next(o for o in mod.walk() if o.name == "stablehlo.scatter")
    return s, next(o for o in mod.walk() if o.name == "func.func").body.block.args


def test_inline_elementwise_applies_the_body_to_tensors_and_broadcasts_outside_values() -> None:
    s, (_, u, k) = _scatter_op("    %m = stablehlo.multiply %n, %k : tensor<f32>\n"
                               "    %s = stablehlo.subtract %c, %m : tensor<f32>\n"
                               "    stablehlo.return %s : tensor<f32>")
    new: list = []
    (r,) = inline_elementwise(new, s.results[0], "body", [u, u])
    assert [o.name for o in new] == ["stablehlo.broadcast_in_dim", "stablehlo.multiply",
                                     "stablehlo.subtract"]
    assert new[0].operands[0] is k and new[0].results[0].type == u.type
    assert r is new[-1].results[0] and r.type == u.type


def test_inline_elementwise_refuses_a_region_with_an_op_that_is_not_elementwise() -> None:
    s, (_, u, _) = _scatter_op("    %s = stablehlo.reshape %n : (tensor<f32>) -> tensor<f32>\n"
                               "    stablehlo.return %s : tensor<f32>")
    with pytest.raises(ValueError, match="not elementwise"):
        inline_elementwise([], s.results[0], "body", [u, u])


def test_inline_elementwise_refuses_values_of_two_shapes() -> None:
    s, (x, u, _) = _scatter_op(SUB)
    with pytest.raises(ValueError, match="do not match"):
        inline_elementwise([], s.results[0], "body", [x, u])


def test_from_constants_is_false_only_with_an_argument_under_the_value() -> None:
    mod = from_text("func.func @main(%a: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {\n"
                    "  %c = stablehlo.constant dense<1.0> : tensor<f32>\n"
                    "  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> "
                    "tensor<3xf32>\n"
                    "  %n = stablehlo.negate %b : tensor<3xf32>\n"
                    "  %s = stablehlo.add %n, %a : tensor<3xf32>\n"
                    "  return %n, %s : tensor<3xf32>, tensor<3xf32>\n}\n")
    ops = {o.name: o for o in mod.walk()}
    arg = ops["func.func"].body.block.args[0]
    assert from_constants(ops["stablehlo.negate"].results[0])
    assert not from_constants(ops["stablehlo.add"].results[0])
    assert not from_constants(arg)
