"""Honest rule-check verdicts: weak below the program minimum or with a boundary class
uncovered, coverage read from the matched ops, wrong rules caught at every seed with a
shrunk program, and the CLI's exit codes and JSON for them (issue 16)."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

import hlorules.checker  # noqa: F401 -- registers @all_distinct
from hlorules.base.exit_codes import ExitCode
from hlorules.checker import rules as check_rules_module
from hlorules.checker.coverage import Coverage, classify, matched_ops
from hlorules.checker.generate import Program
from hlorules.checker.rules import (
    COUNTEREXAMPLE,
    VERIFIED,
    WEAK,
    _far_edit,
    _program_size,
    check_rule,
    verdict,
)
from hlorules.cli import app
from hlorules.lowering import importer
from hlorules.rules import load_rules

DATA = Path(__file__).parent / "check_data"
PAD = DATA / "pad_of_pad.rules"
CONCAT = DATA / "concat_slices.rules"
SEEDS_FAST = [0, 1]
SLOW_SEEDS = [pytest.param(s, marks=pytest.mark.slow) for s in range(2, 10)]


def _rule(path: Path, name: str):
    return load_rules(path)[name]


MODULE = """
func.func @main(%a: tensor<4x3xf32>, %i: tensor<2x1xi32>) -> tensor<6x3xf32> {
  %c = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %p = stablehlo.pad %a, %c, low = [0, -1], high = [1, 1], interior = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<5x5xf32>
  %s = stablehlo.slice %p [0:2, 0:5:2] : (tensor<5x5xf32>) -> tensor<2x3xf32>
  %k = stablehlo.compare LT, %s, %s, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %j = stablehlo.constant dense<[[-1], [5], [5]]> : tensor<3x1xi32>
  %g = "stablehlo.gather"(%a, %j) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<4x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
  %x0 = stablehlo.slice %a [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
  %x1 = stablehlo.slice %a [3:4, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
  %cc = stablehlo.concatenate %x0, %x1, %g, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<3x3xf32>) -> tensor<5x3xf32>
  %x2 = stablehlo.slice %a [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
  %out = stablehlo.concatenate %cc, %x2, dim = 0 : (tensor<5x3xf32>, tensor<1x3xf32>) -> tensor<6x3xf32>
  return %out : tensor<6x3xf32>
}
"""


def test_classify_reads_boundary_classes_from_the_ops():
    module = importer.from_text(MODULE)
    ops = [op for op in module.walk() if op.name.startswith("stablehlo.")]
    by = {}
    for op in ops:
        by.setdefault(op.name.split(".")[-1], []).append(classify(op))
    pad = by["pad"][0]
    assert {"negative edge", "zero edge", "positive edge", "interior > 0",
            "float constant NaN"} <= pad
    assert {"stride > 1", "whole dim", "dim of extent 1"} <= by["slice"][0] | by["slice"][1]
    assert {"direction LT", "type FLOAT"} <= by["compare"][0]
    assert {"negative index", "index out of bounds", "duplicate index"} <= by["gather"][0]
    inner, outer = by["concatenate"]
    assert "slices with a gap" in inner  # [0:1) then [3:4) of %a along dim 0
    slices = {"slices adjacent", "slices overlapping", "slices with a gap"}
    assert not slices - {"slices with a gap"} & inner
    assert not slices & outer  # one operand is no slice


def test_matched_ops_label_the_pattern_positions():
    rule = _rule(PAD, "pad_of_pad")
    text = """
func.func @main(%x: tensor<3xf32>, %v: tensor<f32>) -> tensor<5xf32> {
  %0 = stablehlo.pad %x, %v, low = [-1], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.pad %0, %v, low = [2], high = [1], interior = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}
"""
    module = importer.from_text(text)
    root = list(module.walk())[-1].operands[0].owner  # what func.return returns
    got = {label: classify(op) for label, op in matched_ops(rule.model.pattern, root)}
    assert set(got) == {"pad", "pad.0:pad"}
    assert "negative edge" in got["pad.0:pad"] and "negative edge" not in got["pad"]
    cov = Coverage()
    keys = cov.observe(rule, root, rule.progress(root))
    assert "pad.0:pad negative edge" in keys
    # the guard `all($lo1 >= 0)` is the clause that failed
    assert cov.clause_false["all($lo1 >= 0)"] == 1 and cov.clause_true["all($lo1 >= 0)"] == 0


def test_a_class_seen_rarely_and_never_fired_makes_the_check_weak():
    cov = Coverage()
    cov.programs_seen, cov.programs_fired, cov.evidence_fired = 100, 50, 50
    # progress of the 100 structure-matching programs: 30 failed check 5, 20 check 6, 50 fired
    cov.scores.update({5: 30, 6: 20, 7: 50})
    cov.seen.update({"pad negative edge": 2, "pad zero edge": 90, "pad interior > 0": 10})
    cov.class_scores.update({"pad negative edge": Counter({5: 2}),
                             "pad interior > 0": Counter({6: 10})})
    cov.fired.update({"pad zero edge": 50})
    # 2 programs failing check 5, which 50 of 100 programs pass to fire: 1 fire expected if
    # the where clauses were blind to it -- not enough to call it excluded; 10 programs
    # failing check 6, which 50 of 70 pass: 7.1 expected, none seen -- excluded
    assert cov.expected("pad negative edge") == 1.0
    assert round(cov.expected("pad interior > 0"), 1) == 7.1
    assert cov.uncovered() == ["pad negative edge"]
    assert cov.excluded() == ["pad interior > 0"]
    outcome, why = verdict(120, cov, 100)
    assert outcome == WEAK and "pad negative edge (in 2 programs, fired in none" in why
    cov.fired["pad negative edge"] = 1
    assert verdict(120, cov, 100) == (VERIFIED, "")
    outcome, why = verdict(7, cov, 12)
    assert outcome == WEAK and "only 7 distinct programs fired (verified needs 12)" in why


def test_programs_that_are_not_evidence_cover_classes_but_do_not_excuse_them():
    # the directed search's second pass edits near misses of one class on purpose: its
    # programs must not pile up evidence that the where clauses forbid the class
    rule = _rule(PAD, "pad_of_pad")
    module = importer.from_text("""
func.func @main(%a: tensor<3xf32>) -> tensor<5xf32> {
  %v = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %p = stablehlo.pad %a, %v, low = [0], high = [1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  %q = stablehlo.pad %p, %v, low = [1], high = [0], interior = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  return %q : tensor<5xf32>
}
""")
    root = [op for op in module.walk() if op.name == "stablehlo.pad"][-1]
    cov = Coverage()
    cov.scores.update({9: 50})
    cov.evidence_fired = cov.programs_fired = 50
    score = rule.progress(root)
    keys = cov.observe(rule, root, score, evidence=False)
    assert "pad float constant -Inf" in keys and all(cov.seen[k] == 1 and cov.expected(k) == 0 for k in keys)
    cov.fire(keys, evidence=False)
    assert cov.programs_fired == 51 and cov.evidence_fired == 50
    assert set(keys) <= set(cov.covered())
    cov.observe(rule, root, score)
    assert all(cov.expected(k) > 0 for k in keys)


def test_fewer_fired_programs_than_the_minimum_is_weak_not_verified():
    # the report: "verified on 294 cases (7 programs)" when more were asked for
    rep = check_rule(_rule(PAD, "pad_of_pad"), programs=6, max_examples=30)
    assert rep.outcome == WEAK, rep.render()
    assert "verified needs 100" in rep.reason and rep.programs_fired < 100
    assert not rep.ok and "weak:" in rep.summary()


@pytest.mark.parametrize("seed", [0, *[pytest.param(s, marks=pytest.mark.slow)
                                       for s in range(1, 10)]])
def test_pad_of_pad_without_the_inner_guard_is_caught_and_shrunk(seed):
    rep = check_rule(_rule(PAD, "pad_of_pad_unguarded"), seed=seed)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    prog = rep.counterexample.original
    # shrunk: no tensor of more than 16 elements
    types = [t.split(">")[0].split("x")[:-1] for t in prog.split("tensor<")[1:]]
    assert all(math.prod(int(d) for d in t) <= 16 for t in types), prog


@pytest.mark.parametrize("seed", [
    pytest.param(0, marks=[pytest.mark.slow, pytest.mark.xfail(
        strict=True, reason="with pads drawn from their domain in check, the directed search "
        "no longer makes a +Inf padding value fire within its budget (weak, not verified); "
        "open in issue 47")]),
    *[pytest.param(s, marks=pytest.mark.slow) for s in range(1, 10)]])
def test_pad_of_pad_with_the_guard_is_verified(seed):
    rep = check_rule(_rule(PAD, "pad_of_pad"), seed=seed)
    assert rep.outcome == VERIFIED, rep.render()
    assert rep.programs_fired >= 100
    assert "pad.0:pad negative edge" in rep.coverage.excluded()


@pytest.mark.parametrize("seed", [*SEEDS_FAST, *SLOW_SEEDS])
def test_slice_fusion_across_a_gap_is_caught(seed):
    rep = check_rule(_rule(CONCAT, "concat_slices_with_gap"), seed=seed)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    assert "stablehlo.concatenate" in rep.counterexample.original


# seed 1 (slow, like seeds 2-9): its +Inf slice constant first shows up in the directed
# search for another class
@pytest.mark.parametrize("seed", [0, *[pytest.param(s, marks=pytest.mark.slow)
                                       for s in range(1, 10)]])
def test_slice_fusion_of_adjacent_slices_is_verified(seed):
    rep = check_rule(_rule(CONCAT, "concat_adjacent_slices"), seed=seed)
    assert rep.outcome == VERIFIED, rep.render()
    assert "concatenate slices adjacent" in rep.coverage.covered()


def test_cli_weak_exit_code_allow_weak_and_json(tmp_path):
    args = ["check", str(PAD), "--rule", "pad_of_pad", "--programs", "6",
            "--max-examples", "30", "--outdir", str(tmp_path)]
    r = CliRunner().invoke(app, args)
    assert r.exit_code == ExitCode.WEAK, r.output
    assert "weak:" in r.output and "coverage:" in r.output
    r = CliRunner().invoke(app, [*args, "--allow-weak"])
    assert r.exit_code == ExitCode.OK, r.output
    r = CliRunner().invoke(app, [*args, "--min-programs", "6", "--format", "json"])
    got = json.loads(r.stdout)
    assert [g["rule"] for g in got] == ["pad_of_pad"]
    assert got[0]["min_programs"] == 6 and got[0]["outcome"] in (VERIFIED, WEAK)
    assert "pad.0:pad zero edge" in got[0]["coverage"]["classes"]
    assert r.exit_code == (ExitCode.OK if got[0]["outcome"] == VERIFIED else ExitCode.WEAK)


def _elements(program: str) -> int:
    return sum(math.prod(int(d) for d in t.split(">")[0].split("x")[:-1])
               for t in program.split("tensor<")[1:])


def test_counterexample_programs_are_shrunk_not_only_their_inputs():
    rule = _rule(CONCAT, "concat_slices_with_gap")
    for seed in range(3):
        raw = check_rule(rule, seed=seed, shrink=False).counterexample.original
        small = check_rule(rule, seed=seed).counterexample.original
        assert _elements(small) <= _elements(raw), (raw, small)
        if seed == 0:  # 39 elements in all types before, 31 after
            assert _elements(small) < _elements(raw), (raw, small)


def test_shrinking_counts_a_long_splat_constant_by_its_elements():
    # the unguarded pad_of_pad at seed 3 once stopped at a splat constant of 258 i32s: its
    # text is short, so text length and the generator's size called it small
    long = ('%0 = "stablehlo.constant"() <{value = dense<3> : tensor<258xi32>}> : () -> '
            'tensor<258xi32>')
    short = '"func.func"() ({^bb0(%arg0: tensor<2x3xi32>): "func.return"(%arg0) : '\
            '(tensor<2x3xi32>) -> ()})'
    small_gen = Program(long, [], 1)
    big_gen = Program(short, [], 50)
    assert _program_size(small_gen, long)[0] == 2 * 258
    assert _program_size(big_gen, short)[0] == 2 * 6
    assert _program_size(big_gen, short) < _program_size(small_gen, long)


def test_far_edits_cross_with_a_fired_program_and_set_runs_of_draws_alike():
    rng = random.Random(0)
    sample, fired = [0.9] * 12, [0.1] * 12
    crossed = [_far_edit(rng, sample, fired, j) for j in range(1, 300, 3)]
    # a run or a share of the fired draws comes in, the rest stays the sample's
    assert all(set(c) <= {0.1, 0.9} and len(c) == 12 for c in crossed)
    assert any(0.1 in c and 0.9 in c for c in crossed)
    runs = [_far_edit(rng, sample, fired, j) for j in range(2, 300, 3)]
    for r in runs:
        low = [i for i, v in enumerate(r) if v != 0.9]
        assert 1 <= len(low) <= 4 and low == list(range(low[0], low[-1] + 1))
        assert len({r[i] for i in low}) == 1 and r[low[0]] < 0.5


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="with pads drawn from their domain, seed 6's first pass already fires every pad float constant (verified, not weak): the test needs a seed whose first pass leaves one uncovered; open in issue 47")
def test_the_second_directed_pass_makes_a_rare_padding_value_fire_and_only_adds(monkeypatch):
    # seed 6: sixteen programs padded with -Inf all failed the zero-interior guard, and
    # one or two redraws never fixed every interior draw at once
    rule = _rule(PAD, "pad_of_pad")
    monkeypatch.setattr(check_rules_module, "FAR_ATTEMPTS_PER_PROGRAM", 0)
    without = check_rule(rule, seed=6)
    assert without.outcome == WEAK and "pad float constant -Inf" in without.reason
    monkeypatch.undo()
    rep = check_rule(rule, seed=6)
    assert rep.outcome == VERIFIED, rep.render()
    assert "pad float constant -Inf" in rep.coverage.covered()  # fired, not excused
    # the first pass's programs come first and are run as before; the second pass adds
    assert rep.programs[:len(without.programs)] == without.programs
    assert len(rep.programs) > len(without.programs) and rep.cases > without.cases


def test_a_value_counterexample_found_on_a_dynamic_variant_is_shown_on_its_static_program() -> None:
    rule = load_rules(Path(__file__).resolve().parents[1] / "examples" / "wrong.rules")[
        "reverse_reverse_any"]
    rep = check_rule(rule, seed=0, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE
    cex = rep.counterexample
    assert cex is not None and "dynamic" not in cex.mismatch.reason
    assert "?" not in cex.original  # a static program, the one the author can read
