"""Rule-level checking: programs generated from patterns; the three outcomes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

import hlorules.checker  # noqa: F401 -- registers @all_distinct
import hlorules.checker.rules as rc
from hlorules.checker.rules import (
    COULD_NOT_GENERATE,
    COUNTEREXAMPLE,
    VERIFIED,
    WEAK,
    check_rule,
    check_rules,
)
from hlorules.rules import load_rules

TESTS = Path(__file__).parent
DATA = TESTS / "check_data"
ROOT = TESTS.parent
SHIPPED = [TESTS / "rules_ok" / "seed_subset.rules", TESTS / "engine_data" / "seed.rules",
           *sorted((ROOT / "rulebooks").glob("*.rules"))]


def _rule(path: Path, name: str):
    return load_rules(path)[name]


def test_wrong_slice_iota_is_caught():
    rep = check_rule(_rule(DATA / "wrong_slice_iota.rules", "slice_iota_stride_ignored"))
    assert rep.outcome == COUNTEREXAMPLE
    assert "stablehlo.iota" in rep.render()


def test_gather_of_masked_scatter_without_uniqueness_is_caught_and_shrunk(tmp_path):
    rule = _rule(DATA / "gather_of_masked_scatter_no_unique.rules",
                 "gather_of_masked_scatter_no_unique")
    rep = check_rule(rule, outdir=tmp_path, programs=12)
    assert rep.outcome == COUNTEREXAMPLE
    cex = rep.counterexample
    # shrunk: few, small inputs; the duplicate index lives in the program's constant
    assert sum(x.size for x in cex.inputs) <= 12
    assert (tmp_path / "gather_of_masked_scatter_no_unique.npz").exists()
    assert "stablehlo.scatter" in cex.original


def test_gather_of_masked_scatter_with_uniqueness_has_no_counterexample():
    rule = _rule(DATA / "gather_of_masked_scatter.rules", "gather_of_masked_scatter")
    # at a CI budget of 12 programs; weak is allowed (the --allow-weak of the CLI): negative
    # gather indices are generated a few times and never fire (the rule's in-range clause
    # excludes them, without enough programs to say so)
    rep = check_rule(rule, programs=12, min_programs=12)
    assert rep.outcome in (VERIFIED, WEAK), rep.render()
    assert rep.programs_fired >= 6 and rep.cases >= 100


ADD_NEG_ZERO = ('module {\n  func.func @main() -> (tensor<2xf64>) {\n'
                '    %x = "stablehlo.constant"() <{value = dense<5.0e-324> : tensor<2xf64>}> : '
                '() -> tensor<2xf64>\n'
                '    %c = "stablehlo.constant"() <{value = dense<-0.0> : tensor<2xf64>}> : '
                '() -> tensor<2xf64>\n'
                '    %r = "stablehlo.add"(%x, %c) : (tensor<2xf64>, tensor<2xf64>) -> '
                'tensor<2xf64>\n'
                '    "func.return"(%r) : (tensor<2xf64>) -> ()\n  }\n}\n')


def test_input_free_programs_keep_the_constants_the_rule_matches_as_constants():
    """AddOp_RemoveNoop matches ``add(%x, constant() as %c)``: lifting -0.0 too made XLA
    compute ``5e-324 + -0.0`` at run time (flushed to 0) while the rewrite keeps 5e-324, a
    false counterexample; %c stays a constant (XLA's simplifier removes ``x + -0.0``)."""
    from hlorules.checker.module import Pair
    from hlorules.checker.rules import _rewrite_alone, _run_lifted, lift_constants

    rule = _rule(ROOT / "rulebooks" / "simplify.rules", "AddOp_RemoveNoop")
    rewritten, fired = _rewrite_alone(rule, ADD_NEG_ZERO)
    assert fired
    original, _, values = lift_constants(ADD_NEG_ZERO, rewritten, rule)
    assert [v.tolist() for v in values] == [[5e-324, 5e-324]]  # %x lifted, %c kept
    assert original.count("stablehlo.constant") == 1
    assert len(lift_constants(ADD_NEG_ZERO, rewritten)[2]) == 2  # no rule: every constant
    pair = Pair(ADD_NEG_ZERO, rewritten, [rule.name], 0, "cpu")
    assert _run_lifted(pair, False, rule) is None
    rep = check_rule(rule, programs=12)
    assert rep.outcome in (VERIFIED, WEAK), rep.render()


def test_a_real_dynamic_slice_keeps_its_constant_bounds_when_its_operand_is_lifted():
    """Lifted, the matched start/limit/stride constants made the original a truly dynamic
    real_dynamic_slice, which XLA cannot translate (reported as a counterexample at seed 0)."""
    from hlorules.checker.rules import lift_constants

    rule = _rule(ROOT / "rulebooks" / "simplify.rules", "RealDynamicSliceOp_ReplaceWithSlice")
    rep = check_rule(rule, programs=12, seed=0)
    assert rep.outcome in (VERIFIED, WEAK), rep.render()
    free = [p for p in rep.programs if "tensor<" in p and "^bb0" not in p]
    assert free  # input-free programs were run: only the operand becomes an argument
    original, _, values = lift_constants(free[0], free[0], rule)
    assert len(values) == 1 and original.count("stablehlo.constant") == 3


@pytest.mark.parametrize("name", ["slice_iota", "slice_transpose", "transpose_slice"])
def test_seed_subset_rules_verify(name):
    """At 12 programs a rare boundary class (a -0.0 constant) may show up in a program
    that fails the where clauses and in none that fires, which leaves one seed weak:
    the rule must verify at two of three seeds, and never meet a counterexample."""
    rule = _rule(TESTS / "rules_ok" / "seed_subset.rules", name)
    reps = [check_rule(rule, programs=12, min_programs=12, seed=s) for s in range(3)]
    assert all(r.outcome in (VERIFIED, WEAK) for r in reps), [r.render() for r in reps]
    assert sum(r.outcome == VERIFIED for r in reps) >= 2, [r.render() for r in reps]
    assert all(r.programs_fired >= 6 for r in reps)


def test_could_not_generate_says_why():
    reps = {r.name: r for r in check_rules(load_rules(DATA / "cannot_generate.rules"),
                                           attempts=60)}
    w = reps["while_carry_identity"]
    assert w.outcome == COULD_NOT_GENERATE and "stablehlo.while" in w.reason
    n = reps["never_matches"]
    assert n.outcome == COULD_NOT_GENERATE and "rank(%x) == 17" in n.reason


def test_reports_count_programs_and_cases():
    rep = check_rule(_rule(TESTS / "rules_ok" / "seed_subset.rules", "slice_transpose"),
                     programs=4, max_examples=40)
    # a program without inputs is one case: it counts a quarter toward ``programs``; the
    # dynamic-shape variants that run add their cases to the budget's
    dynamic = rc.DYNAMIC_RUN_PROGRAMS * rc.DYNAMIC_RUN_CASES
    assert 4 <= rep.programs_fired <= 16 and 4 <= rep.cases <= 40 + dynamic
    assert rep.programs_tried >= 4
    # fewer distinct programs than the default minimum of 100: weak, not verified
    assert rep.outcome == WEAK and "verified needs 100" in rep.reason
    assert f"no counterexample in {rep.cases} cases ({rep.programs_fired} programs)" in \
        rep.summary()


def test_seed_makes_rule_checks_reproducible():
    rule = _rule(DATA / "wrong_slice_iota.rules", "slice_iota_stride_ignored")
    a, b = check_rule(rule, seed=5, programs=12), check_rule(rule, seed=5, programs=12)
    assert a.counterexample.original == b.counterexample.original
    assert all(np.array_equal(x, y) for x, y in zip(a.counterexample.actual,
                                                     b.counterexample.actual))


# a larger budget for rules whose programs have no inputs (see below)
_INPUT_FREE_BUDGET = {"programs": 250, "max_examples": 250 * 50, "attempts": 6000}


# known shortfalls of the generator (not of the rule): the test fails on the case count, with
# no counterexample; listed so that the slow run shows them as xfail with the reason
_SHORT_OF_CASES = {
    "ConcatenateOp_AdjacentSplats": "the generator seldom draws two equal splats side by side: "
                                    "547 distinct input-free programs over 8 seeds, 1000 asked",
    "ReverseOp_ZeroElements": "zero-element reverses are input-free and few at the "
                              "generator's dims: 781 distinct programs over 8 seeds, 1000 "
                              "asked",
}


def _shipped_rules() -> list:
    return [pytest.param(path, name, id=f"{path.name}:{name}",
                         marks=[pytest.mark.xfail(reason=_SHORT_OF_CASES[name], strict=False)]
                         if name in _SHORT_OF_CASES else [])
            for path in SHIPPED for name in load_rules(path)]


@pytest.mark.slow
@pytest.mark.parametrize(("path", "name"), _shipped_rules())
def test_shipped_rule_has_no_false_counterexample(path, name):
    """>= 1,000 cases per rule: input cases, or distinct programs for input-free ones."""
    rule = _rule(path, name)
    rep = check_rule(rule, programs=24, max_examples=1200)
    if rep.outcome in (VERIFIED, WEAK) and rep.cases < 1000:  # programs without inputs
        # hypothesis runs out of distinct inputs on small programs, and an input-free
        # program is one case (it counts a quarter toward ``programs``: 250 -> 1000
        # programs): more programs, up to 50 inputs each
        rep = check_rule(rule, **_INPUT_FREE_BUDGET)
    assert rep.outcome != COUNTEREXAMPLE, rep.render()
    cases = rep.cases
    if rep.outcome in (VERIFIED, WEAK) and cases < 1000 and cases == len(rep.programs):
        # input-free programs from a small space (IotaOp_FoldScalarToZero: an iota with a
        # size-1 dim): one seed's search keeps revisiting it, so further seeds add the
        # distinct programs they fire, counted once across seeds
        distinct = set(rep.programs)
        for seed in range(1, 8):
            if len(distinct) >= 1000:
                break
            more = check_rule(rule, **_INPUT_FREE_BUDGET, seed=seed)
            assert more.outcome != COUNTEREXAMPLE, more.render()
            distinct |= set(more.programs)
        cases = len(distinct)
    if rep.outcome in (VERIFIED, WEAK):
        assert cases >= 1000, f"{rep.summary()}; {cases} distinct cases over seeds"


EMPTY_REDUCE = """
rule empty_reduce {
  match reduce(%x, %i) : $T
  where is_static(%x), num_elements(%x) == 0GUARD
  rewrite broadcast_in_dim(%i) {broadcast_dimensions = []} : $T
}
"""


def test_a_rewrite_stablehlo_refuses_on_a_dynamic_shape_is_a_counterexample():
    # without is_static($T) the rule broadcasts to a dynamic result type, which our dialect
    # refuses as StableHLO does: the rewrite fails on a dynamic-shape variant
    loose = check_rule(load_rules(EMPTY_REDUCE.replace("GUARD", ""), "r")["empty_reduce"],
                       programs=12, shrink=False)
    assert loose.outcome == COUNTEREXAMPLE, loose.render()
    assert "dynamic shape" in loose.reason and "broadcast_in_dim" in loose.reason
    assert "must be statically shaped" in loose.reason
    guarded = check_rule(load_rules(EMPTY_REDUCE.replace("GUARD", ", is_static($T)"), "r")[
        "empty_reduce"], programs=12, shrink=False)
    assert guarded.outcome != COUNTEREXAMPLE, guarded.render()


def test_a_rewrite_only_stablehlo_refuses_is_still_a_counterexample(monkeypatch):
    # the second net: were our dialect to accept the dynamic broadcast (as it did before
    # it learnt StableHLO's static-result constraint), jaxlib's verifier of the rewritten
    # dynamic variant still makes it a counterexample
    from hlorules.dialect import ops_shape

    monkeypatch.setattr(ops_shape, "_static_result", lambda op, *, bounded: None)
    loose = check_rule(load_rules(EMPTY_REDUCE.replace("GUARD", ""), "r")["empty_reduce"],
                       programs=12, shrink=False)
    assert loose.outcome == COUNTEREXAMPLE, loose.render()
    assert "does not verify in StableHLO" in loose.reason and "broadcast_in_dim" in loose.reason


def _shipped_and_loosened(file: str, name: str, clause: str, by: str = "") -> tuple[Any, Any]:
    """A shipped rule compiled from its own text (with its file's includes), and the same text
    with ``clause`` cut out (a rule author's forgotten guard) or replaced ``by`` another."""
    text = (ROOT / "rulebooks" / file).read_text()
    start = text.index(f"rule {name} {{")
    rule_text = text[start:text.index("\n}\n", start) + 3]
    loose = rule_text.replace(clause, by)
    assert loose != rule_text
    includes = "".join(ln + "\n" for ln in text.splitlines() if ln.startswith("include "))
    return load_rules(includes + rule_text, "r")[name], load_rules(includes + loose, "r")[name]


def test_slice_of_pad_padding_without_the_interior_guard_is_caught_at_seed_0():
    # without `$ip == fill(rank(%x), 0)` the rule takes a slice starting past lo + n for
    # padding, but with interior padding x's data runs on to lo + (n-1)*(ip+1) + 1: the
    # slices of a pad drawn at its boundaries (lo + n, the gaps, the data's end) read a
    # datum there (seed 0 missed it when slices of a pad were drawn at random only)
    shipped, loose = _shipped_and_loosened("indexing.rules", "slice_of_pad_padding",
                                           "$ip == fill(rank(%x), 0),")
    rep = check_rule(loose, programs=12, seed=0, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    rep = check_rule(shipped, programs=12, seed=0, shrink=False)
    assert rep.outcome != COUNTEREXAMPLE, rep.render()


@pytest.mark.parametrize(("name", "data"), [("gather_constant_slice", "%s"),
                                          ("scatter_constant_update_slice", "%u")])
def test_a_run_rule_that_forgets_to_transpose_is_caught_at_seed_0(name: str, data: str) -> None:
    # a run of windows the result lays out in another order than the operand needs a
    # transpose; random layouts gave one in about 60 programs, so without it the rule was
    # weak (no counterexample) at 12 programs: runs now cross the result's dims often
    # (generate._crossing_layout)
    clause = f"if $lay == $srt then {data} else"
    shipped, loose = _shipped_and_loosened("indexing.rules", name, clause,
                                           clause.replace("$lay == $srt", "true"))
    rep = check_rule(loose, programs=12, seed=0, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    rep = check_rule(shipped, programs=12, seed=0, shrink=False)
    assert rep.outcome != COUNTEREXAMPLE, rep.render()


def test_a_rewrite_wrong_only_on_dynamic_shapes_is_run_refined_and_caught():
    # without its guard (the dimension static) the fold reads a dynamic dim as a number (the
    # sentinel, which wraps to 0 in i32): only dynamic-shape variants show it, XLA runs
    # static shapes only; refined back to the static program's shapes, both sides run and
    # differ
    shipped, loose = _shipped_and_loosened("simplify.rules", "GetDimensionSizeOp_Fold",
                                           "  where shape(%x)[$d] >= 0\n")
    rep = check_rule(loose, programs=12, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    assert "on a dynamic shape" in rep.reason and "refined" in rep.reason
    assert "?" not in rep.counterexample.original  # the refined module: replayable
    rep = check_rule(shipped, programs=12, shrink=False)
    assert rep.outcome != COUNTEREXAMPLE, rep.render()
    # a rule right on dynamic shapes: its variants are rewritten, refined and run, no
    # counterexample
    twice = load_rules("rule twice {\n  match negate(negate(%x))\n  rewrite %x\n}\n",
                       "r")["twice"]
    rep = check_rule(twice, programs=12, shrink=False)
    assert rep.outcome != COUNTEREXAMPLE, rep.render()
    assert any("refined to static shapes" in r for r in rep.reasons), rep.reasons


def test_pinned_dynamic_variant_takes_the_static_arguments_and_refines():
    from hlorules.checker.rules import pin_arguments
    from hlorules.lowering.jaxlib_api import refine_shapes

    static = ("func.func @main(%a: tensor<2x3xf32>) -> tensor<i32> {\n"
              "  %0 = stablehlo.get_dimension_size %a, dim = 0 : (tensor<2x3xf32>) -> tensor<i32>\n"
              "  return %0 : tensor<i32>\n}\n")
    variant = static.replace("tensor<2x3xf32>", "tensor<?x3xf32>")
    pinned = pin_arguments(variant, static)
    assert "%arg0: tensor<2x3xf32>" in pinned and "stablehlo.convert" in pinned
    assert "get_dimension_size" in pinned
    refined = refine_shapes(pinned)
    assert refined is not None and "?" not in refined
    assert "dense<2> : tensor<i32>" in refined  # the dim the static argument gives
    assert refine_shapes(variant) is None  # a dynamic argument: nothing to refine from


@pytest.mark.slow
def test_check_finds_the_float_loop_unrolling_that_xla_reassociates():
    # the loop adds constants (or the converted counter) to a carried float; XLA folds the
    # unrolled adds into one, so at 2**p (where adding 1 rounds) the results differ
    from pathlib import Path

    path = Path(__file__).parent / "check_data" / "unroll_float_adds.rules"
    rep = check_rule(load_rules(path.read_text(), str(path))["unroll_float_adds"])
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    assert "dynamic" not in rep.reason


DIVIDE_SELF = """
rule divide_self {
  match divide(%x, %x) : $T
  where is_float($T)
  rewrite splat(1.0, $T)
}
"""


@pytest.mark.slow
def test_a_rewrite_ill_typed_on_dynamic_shapes_and_wrong_on_values_says_both():
    rep = check_rule(load_rules(DIVIDE_SELF, "r")["divide_self"], programs=12, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    assert rep.reason.startswith("output 0")  # the value mismatch (0 / 0 is NaN) first
    assert "ill-typed IR when shapes are dynamic: guard it with is_static($T)" in rep.reason


@pytest.mark.slow
def test_a_rewrite_ill_typed_only_on_dynamic_shapes_names_the_guard():
    rule = load_rules(EMPTY_REDUCE.replace("GUARD", "").replace(
        "broadcast_in_dim(%i) {broadcast_dimensions = []} : $T", "splat(0, $T)").replace(
        "match reduce(%x, %i) : $T", "match subtract(%x, %x) : $T").replace(
        "where is_static(%x), num_elements(%x) == 0", "where is_integer($T)"), "r")["empty_reduce"]
    rep = check_rule(rule, programs=12, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    assert "ill-typed IR when shapes are dynamic: guard it with is_static($T)" in rep.reason
