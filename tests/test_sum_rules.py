"""The sum-of-products tolerance (``approx sum N``, docs/rules.md) and the regrouped-sum rules
of rulebooks/fastmath.rules: the rule compiler refuses the tolerance on a rule that matches
or builds another op; the magnitude program that judges it; the bound itself (NaN, infinities,
signed zeros); each rule fires on a positive module, declines a negative one, and stays
within its tolerance on XLA CPU; and check refutes a tolerance tighter than a regrouping's
error, and a wrong rule at the largest tolerance."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from rule_table import (
    Case,
    assert_tolerance_holds_and_tighter_is_refuted,
    func,
    negative,
    positive,
    rewrite_alone,
)

from hlorules.base.errors import HloRulesError
from hlorules.checker.inputs import within_sum_bound
from hlorules.checker.magnitude import magnitude_program
from hlorules.checker.module import NotJudged, Pair, arg_specs, rule_sums, run_cases
from hlorules.checker.rules import COUNTEREXAMPLE, check_rule
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
FASTMATH = load_rules(ROOT / "rulebooks" / "fastmath.rules")
F32 = "tensor<f32>"
ZERO = "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"

# reduce-add(concatenate(X, Y)) -> reduce-add(X) + reduce-add(Y), its tolerance left open
SPLIT = """
rule split {
  approx TOLERANCE
  match reduce(concatenate(%x, %y) {dimension = $k}, %init) {dimensions = $d}
          body(%a, %b) { return(add(%a, %b)) } : $T as %r
  where is_float($T), contains($d, $k), is_splat(%init), splat_value(%init) == 0
  rewrite REWRITE
}
"""
BOTH = ("add(reduce(%x, %init) {dimensions = $d} regions(%r) : $T,\n"
        "              reduce(%y, %init) {dimensions = $d} regions(%r) : $T)")
DROPPED = "reduce(%x, %init) {dimensions = $d} regions(%r) : $T"


def _split(tolerance: str, rewrite: str = BOTH):
    text = SPLIT.replace("TOLERANCE", tolerance).replace("REWRITE", rewrite)
    return load_rules(text, "split.rules")["split"]


def test_approx_sum_declares_a_whole_number_of_unit_roundoffs():
    assert _split("sum 8").approx == ("sum", 8.0)
    assert rule_sums(_split("sum 8")) == 8
    assert rule_sums(FASTMATH["reduce_add_of_concatenate"]) == 4096
    assert rule_sums(FASTMATH["pow_two_to_multiply"]) == 0


@pytest.mark.parametrize(("text", "where", "why"), [
    (SPLIT.replace("TOLERANCE", "sum 0").replace("REWRITE", BOTH), "split.rules:3:14",
     "approx sum takes a whole number of unit roundoffs from 1 to 1048576, not 0"),
    ("rule m {\n  approx sum 8\n  match add(%u, %v)\n  rewrite maximum(%u, %v)\n}\n",
     "split.rules:4:11", ("approx sum holds for sums of products only: stablehlo.maximum "
     "is not one")),
    (("rule m {\n  approx sum 8\n  match reduce(%u, %i) {dimensions = $d}\n"
     "    body(%a, %b) { return(_) }\n  rewrite %u\n}\n"), "split.rules:4:27",
     "a region must return named ops of them or its arguments"),
    ("rule m {\n  approx sum 8\n  match *(%u, %v)\n  rewrite %u\n}\n", "split.rules:3:9",
     "the ops this pattern matches are not named"),
    (("rule m {\n  approx sum 8\n  match add(%u, %v) as %r\n  rewrite rebuild(%r, [%v, %u], "
     "type(%r))\n}\n"), "split.rules:4:11", "rebuild() may build other ops"),
])
def test_approx_sum_on_other_ops_is_one_located_error(text, where, why):
    with pytest.raises(HloRulesError) as e:
        load_rules(text, "split.rules")
    assert str(e.value).startswith(where + ": error:"), str(e.value)
    assert why in str(e.value)


SUMS = """\
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  %c = stablehlo.constant dense<-2.0> : tensor<4xf32>
  %s = stablehlo.subtract %a, %b : tensor<4xf32>
  %n = stablehlo.negate %s : tensor<4xf32>
  %m = stablehlo.multiply %n, %c : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [0]
         : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
"""


def test_the_magnitude_program_sums_absolute_values():
    got = magnitude_program(SUMS)
    assert not isinstance(got, str)
    assert got.eps == 2.0 ** -24 and got.tiny == np.finfo(np.float32).tiny
    assert "subtract" not in got.text and "negate" not in got.text
    assert got.text.count("stablehlo.abs") == 4  # two arguments, two constants
    pair = Pair(got.text, got.text, [])
    a = np.array([1.0, -2.0, 3.0, -4.0], np.float32)
    b = np.array([-1.0, 2.0, 0.5, 0.0], np.float32)
    out, _ = pair.run([a, b])
    assert float(out[0]) == 2 * (2 + 4 + 3.5 + 4)  # sum of 2 (|a| + |b|)


@pytest.mark.parametrize(("old", "new", "why"), [
    ("stablehlo.multiply %n, %c", "stablehlo.maximum %n, %c", "stablehlo.maximum is not"),
    ("stablehlo.negate %s : tensor<4xf32>",
     "stablehlo.convert %s : (tensor<4xf32>) -> tensor<4xf32>", None),
    ("applies stablehlo.add", "applies stablehlo.multiply", "a reduce whose body is not one add"),
])
def test_a_program_of_other_ops_has_no_magnitude_program(old, new, why):
    got = magnitude_program(SUMS.replace(old, new))
    if why is None:
        assert not isinstance(got, str)  # a convert to the same type is one of them
    else:
        assert isinstance(got, str) and why in got


def test_a_narrowing_convert_has_no_magnitude_program():
    text = ("func.func @main(%a: tensor<4xf32>) -> tensor<4xbf16> {\n"
            "  %r = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xbf16>\n"
            "  return %r : tensor<4xbf16>\n}\n")
    got = magnitude_program(text)
    assert isinstance(got, str) and "narrower" in got
    pair = Pair(to_text(from_text(text)), to_text(from_text(text)), ["r"], sums=8)
    with pytest.raises(NotJudged):
        pair.executables()


def _bound(x, y, s, n=4):
    arr = [np.array(v, np.float32) for v in (x, y, s)]
    return within_sum_bound([arr[0]], [arr[1]], [arr[2]], n, 2.0 ** -24,
                            float(np.finfo(np.float32).tiny))


def test_the_sum_bound_scales_with_the_magnitudes():
    assert _bound([1.0], [1.0 + 2 ** -22], [1.0]) is None  # 4 u S
    assert _bound([1.0], [1.0 + 2 ** -21], [1.0]) is not None
    assert _bound([0.0], [2 ** -22], [1.0]) is None  # cancellation: S, not the result
    assert _bound([0.0], [-0.0], [0.0]) is None  # a zero's sign is within it
    assert _bound([1e-38], [0.0], [1e-38]) is None  # a flushed subnormal


def test_the_sum_bound_compares_non_finite_values_exactly_unless_s_overflows():
    nan, inf = float("nan"), float("inf")
    assert _bound([nan], [nan], [nan]) is None
    assert _bound([nan], [1.0], [nan]) is not None
    assert _bound([inf], [1e38], [1e38]) is not None  # S finite: an infinity is exact
    assert _bound([inf], [-inf], [1e38]) is not None
    assert _bound([inf], [3.0], [inf]) is None  # S overflows: the bound says nothing
    assert _bound([nan], [3.0], [inf]) is None
    ints = within_sum_bound([np.array([1])], [np.array([2])], [np.array([3])], 4, 1.0, 1.0)
    assert ints is not None


# ------------------------------------------------------------------ the rules

CASES: dict[str, Case] = {
    "reduce_add_of_concatenate": Case(
        "%a: tensor<2x3xf32>, %b: tensor<1x3xf32>", "tensor<3xf32>",
        ZERO + "  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, "
        "tensor<1x3xf32>) -> tensor<3x3xf32>\n"
        "  %r = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = [0] "
        ": (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>",
        ("stablehlo.add", "(tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>"),
        ("(tensor<3x3xf32>, tensor<f32>)",),
        ZERO + "  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, "
        "tensor<1x3xf32>) -> tensor<3x3xf32>\n"
        "  %r = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = [1] "
        ": (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>"),  # the cut dim is kept
    "reduce_add_of_reduce_add": Case(
        "%x: tensor<5x4x3xf32>", "tensor<4xf32>",
        ZERO + "  %i = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions "
        "= [0] : (tensor<5x4x3xf32>, tensor<f32>) -> tensor<4x3xf32>\n"
        "  %r = stablehlo.reduce(%i init: %z) applies stablehlo.add across dimensions = [1] "
        ": (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>",
        ("dimensions = [0, 2] : (tensor<5x4x3xf32>",), ("tensor<4x3xf32>",),
        "  %z = stablehlo.constant dense<1.0> : tensor<f32>\n"
        "  %i = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions "
        "= [0] : (tensor<5x4x3xf32>, tensor<f32>) -> tensor<4x3xf32>\n"
        "  %r = stablehlo.reduce(%i init: %z) applies stablehlo.add across dimensions = [1] "
        ": (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>"),  # init 1: counted per sum
    "reduce_add_of_transpose": Case(
        "%x: tensor<3x4x5xf32>", "tensor<5x4xf32>",
        ZERO + "  %t = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<3x4x5xf32>) "
        "-> tensor<3x5x4xf32>\n"
        "  %r = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [0] "
        ": (tensor<3x5x4xf32>, tensor<f32>) -> tensor<5x4xf32>",
        ("(tensor<3x4x5xf32>, tensor<f32>) -> tensor<4x5xf32>", "dims = [1, 0]"),
        ("tensor<3x5x4xf32>",),
        ZERO + "  %t = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<3x4x5xf32>) "
        "-> tensor<3x5x4xf32>\n"
        "  %r = stablehlo.reduce(%t init: %z) applies stablehlo.maximum across dimensions "
        "= [0] : (tensor<3x5x4xf32>, tensor<f32>) -> tensor<5x4xf32>"),  # not a sum
    "reduce_add_of_converted_reshape": Case(
        "%x: tensor<1x32xbf16>", F32,
        ZERO + "  %s = stablehlo.reshape %x : (tensor<1x32xbf16>) -> tensor<1x1x32xbf16>\n"
        "  %c = stablehlo.convert %s : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>\n"
        "  %r = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = "
        "[0, 1, 2] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<f32>",
        ("(tensor<1x32xbf16>) -> tensor<1x32xf32>", "dimensions = [0, 1]"),
        ("stablehlo.reshape",),
        ZERO + "  %s = stablehlo.reshape %x : (tensor<1x32xbf16>) -> tensor<1x1x32xbf16>\n"
        "  %c = stablehlo.convert %s : (tensor<1x1x32xbf16>) -> tensor<1x1x32xf32>\n"
        "  %r = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = "
        "[0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>", neg_ret="tensor<32xf32>"),
    "reduce_add_of_multiply_to_dot": Case(
        "%a: tensor<4x5xf32>, %b: tensor<4x5xf32>", "tensor<5xf32>",
        ZERO + "  %m = stablehlo.multiply %a, %b : tensor<4x5xf32>\n"
        "  %r = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [0] "
        ": (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>",
        (("stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = "
         "[0] x [0]"),), ("stablehlo.reduce", "stablehlo.multiply"),
        ZERO + "  %m = stablehlo.add %a, %b : tensor<4x5xf32>\n"
        "  %r = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [0] "
        ": (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>"),  # a sum, not of products
    "dot_general_full_of_moved_sum": Case(
        "%a: tensor<20xf32>, %b: tensor<20xf32>", F32,
        "  %p = stablehlo.reshape %a : (tensor<20xf32>) -> tensor<4x5xf32>\n"
        "  %q = stablehlo.reshape %b : (tensor<20xf32>) -> tensor<4x5xf32>\n"
        "  %m = stablehlo.add %p, %q : tensor<4x5xf32>\n"
        "  %r = stablehlo.dot_general %m, %m, contracting_dims = [0, 1] x [0, 1] "
        ": (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<f32>",
        ("stablehlo.add %arg0, %arg1 : tensor<20xf32>", "contracting_dims = [0] x [0]"),
        ("stablehlo.reshape",),
        "  %p = stablehlo.reshape %a : (tensor<20xf32>) -> tensor<4x5xf32>\n"
        "  %q = stablehlo.transpose %b, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>\n"
        "  %m = stablehlo.add %p, %q : tensor<4x5xf32>\n"
        "  %r = stablehlo.dot_general %m, %m, contracting_dims = [0, 1] x [0, 1] "
        ": (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<f32>",
        neg_args="%a: tensor<20xf32>, %b: tensor<5x4xf32>"),  # a reshape and a transpose
    "dot_general_ones_lhs_to_reduce": Case(
        "%b: tensor<6x4xf32>", "tensor<3x4xf32>",
        "  %c = stablehlo.constant dense<1.0> : tensor<3x6xf32>\n"
        "  %r = stablehlo.dot_general %c, %b, contracting_dims = [1] x [0] "
        ": (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>",
        ("(tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>", "dims = [1]"),
        ("stablehlo.dot_general",),
        "  %c = stablehlo.constant dense<2.0> : tensor<3x6xf32>\n"
        "  %r = stablehlo.dot_general %c, %b, contracting_dims = [1] x [0] "
        ": (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>"),  # twos, not ones
    "dot_general_ones_rhs_to_reduce": Case(
        "%a: tensor<3x6xf32>", "tensor<3x4xf32>",
        "  %c = stablehlo.constant dense<1.0> : tensor<6x4xf32>\n"
        "  %r = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] "
        ": (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>",
        ("(tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>", "dims = [0]"),
        ("stablehlo.dot_general",),
        "  %c = stablehlo.constant dense<1.0> : tensor<6x4xf32>\n"
        "  %r = stablehlo.dot_general %a, %c, batching_dims = [0] x [1], contracting_dims = "
        "[1] x [0] : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<4xf32>",
        neg_args="%a: tensor<4x6xf32>", neg_ret="tensor<4xf32>"),  # batched
    "reduce_add_over_unit_dims": Case(
        "%x: tensor<1x3xf32>", "tensor<3xf32>",
        ZERO + "  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions "
        "= [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>",
        ("stablehlo.reshape",), ("stablehlo.reduce",),
        ZERO + "  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions "
        "= [1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xf32>", neg_ret="tensor<1xf32>"),
}
REWRITE = rewrite_alone(FASTMATH)


@pytest.mark.parametrize("row", sorted(CASES))
def test_sum_rule_fires_to_the_expected_form(row):
    n, out = REWRITE(positive(CASES[row]), row)
    assert n == 1, out
    for s in CASES[row].expect:
        assert s in out, out
    for s in CASES[row].gone:
        assert s not in out, out


@pytest.mark.parametrize("row", sorted(CASES))
def test_sum_rule_declines_where_a_precondition_fails(row):
    n, out = REWRITE(negative(CASES[row]), row)
    assert n == 0, out


@pytest.mark.parametrize("row", sorted(CASES))
def test_sum_rule_stays_within_its_tolerance_on_xla_cpu(row):
    original = to_text(from_text(positive(CASES[row])))
    n, rewritten = REWRITE(original, row)
    assert n == 1
    pair = Pair(original, rewritten, [row], sums=rule_sums(FASTMATH[row]))
    run = run_cases(pair, arg_specs(from_text(original)), 24, signed_zeros=True)
    assert run.cases > 1
    assert run.counterexample is None, run.counterexample.render()


def test_regrouped_sum_differs_bit_for_bit_but_not_beyond_its_bound():
    """(1 + 2^-24) + 2^-24 rounds to 1, 1 + (2^-24 + 2^-24) to 1 + 2^-23: two ulps apart,
    within 4 unit roundoffs of S = 1 + 2^-23, beyond 1."""
    args = ("%x: tensor<f32>, %y: tensor<f32>, %w: tensor<f32>", F32)
    left = to_text(from_text(func(*args, "  %s = stablehlo.add %x, %y : tensor<f32>\n"
                                  "  %r = stablehlo.add %s, %w : tensor<f32>")))
    right = to_text(from_text(func(*args, "  %s = stablehlo.add %y, %w : tensor<f32>\n"
                                   "  %r = stablehlo.add %x, %s : tensor<f32>")))
    t = np.float32(2.0 ** -24)
    inputs = [np.array(v, np.float32) for v in (1.0, t, t)]
    assert Pair(left, right, ["r"]).outcome(inputs)[2] is not None  # not bit for bit
    assert Pair(left, right, ["r"], sums=4).outcome(inputs)[2] is None
    assert Pair(left, right, ["r"], sums=1).outcome(inputs)[2] is not None


# (x + y) + z -> x - -(y + z), which is x + (y + z) bit for bit (and no add of an add to
# match again): a regrouping of three terms, each grouping within 2 u S of the exact sum;
# REASSOCIATE's rewrite left open (a wrong one drops z)
REASSOCIATE = """
rule reassociate {
  approx TOLERANCE
  match add(add(%x, %y) as %s, %z) : $T
  where is_float($T), has_one_use(%s)
  rewrite REWRITE
}
"""


def _reassociate(tolerance: str, rewrite: str = "subtract(%x, negate(add(%y, %z)))"):
    text = REASSOCIATE.replace("TOLERANCE", tolerance).replace("REWRITE", rewrite)
    return load_rules(text, "reassociate.rules")["reassociate"]


@pytest.mark.slow
def test_check_refutes_a_sum_tolerance_tighter_than_the_regroupings_error():
    assert_tolerance_holds_and_tighter_is_refuted(_reassociate, "sum 4", "sum 1", 24)


@pytest.mark.slow
def test_check_refutes_a_dropped_term_at_the_largest_sum_tolerance():
    wrong = check_rule(_reassociate("sum 1048576", "add(%x, %y)"), programs=12, seed=0)
    assert wrong.outcome == COUNTEREXAMPLE, wrong.render()
    split = check_rule(_split("sum 1048576", DROPPED), programs=12, seed=0)
    assert split.outcome == COUNTEREXAMPLE, split.render()
