"""Each rulebook schedule construct, run by the engine on small modules."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest
from engine_data.pyrules import (
    AddSelf,
    GrowPerSweep,
    MulToAdd,
    NegNeg,
    PyRule,
    SliceIota,
    SliceTranspose,
    registry,
)
from xdsl.ir import Operation

from hlorules.base.errors import HloRulesError
from hlorules.engine import CycleError, apply
from hlorules.engine.rulebook import parse_book_text, resolve_book
from hlorules.lowering import exporter, importer, xla
from hlorules.rules.rewrite import Rewrite


class Counter(PyRule):
    """Never matches; counts the sweeps it saw (one attempt on the root per sweep)."""

    def __init__(self, name: str = "count") -> None:
        super().__init__(name, frozenset({"func.return"}), 1)
        self.sweeps = 0

    def apply(self, op: Operation) -> Rewrite | None:
        self.sweeps += 1
        return None


def rules() -> dict[str, Any]:
    return registry(AddSelf(), NegNeg(), SliceIota(), SliceTranspose(), Counter(),
                    GrowPerSweep("grow1", 2))


def module(body: str) -> Any:
    return importer.from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                              + body + "\n}")


ADDS = """
  %a = stablehlo.add %x, %x : tensor<4xf32>
  %b = stablehlo.add %a, %a : tensor<4xf32>
  return %b : tensor<4xf32>"""
ABS = """
  %a = stablehlo.abs %x : tensor<4xf32>
  return %a : tensor<4xf32>"""
NOTHING = """
  %a = stablehlo.exponential %x : tensor<4xf32>
  return %a : tensor<4xf32>"""


def run(book_text: str, body: str, reg: dict[str, Any] | None = None) -> tuple[Any, Any, dict]:
    reg = reg if reg is not None else rules()
    book = parse_book_text(book_text, "t.book")
    m = module(body)
    m, tr = apply(m, book, reg)
    return m, tr, reg


def phase_order(tr: Any) -> list[str]:
    return [p.name for p in tr.phases]


def test_default_phase_sweeps_until_nothing_changes() -> None:
    _m, tr, reg = run("phase a { add_self, count }", ADDS)
    assert tr.phases[0].sweeps == 2 and tr.phases[0].converged
    assert reg["count"].sweeps == 2
    assert tr.rules["add_self"].rewrites == 2


def test_default_phase_stops_silently_at_its_sweep_limit() -> None:
    _, tr, _reg = run("phase a { grow1 }", ABS)
    p = tr.phases[0]
    assert p.sweeps == 10 and p.converged and not tr.warnings  # DEFAULT_MAX_SWEEPS


def test_sweeps_n_sets_the_limit() -> None:
    _, tr, _ = run("phase a sweeps 3 { grow1 }", ABS)
    assert tr.phases[0].sweeps == 3
    assert tr.rules["grow1"].rewrites == 1 + 2 + 4  # every abs doubles, once per sweep


def test_once_runs_exactly_one_sweep() -> None:
    _, tr, reg = run("phase a once { grow1, count }", ABS)
    assert tr.phases[0].sweeps == 1
    assert reg["count"].sweeps == 1
    assert tr.rules["grow1"].rewrites == 1


def test_until_fixpoint_phase_reports_non_convergence() -> None:
    _, tr, _ = run("phase a until fixpoint (max 4) { grow1 }", ABS)
    p = tr.phases[0]
    assert p.sweeps == 4 and not p.converged
    assert tr.warnings == ["phase 'a' did not reach a fixpoint in 4 sweeps"]


def test_until_fixpoint_phase_that_converges_is_quiet() -> None:
    _, tr, _ = run("phase a until fixpoint (max 4) { add_self }", ADDS)
    assert tr.phases[0].converged and not tr.warnings


def test_cap_limits_rewrites() -> None:
    _, tr, _ = run("phase a cap 2 { grow1 }", ABS)
    assert tr.rules["grow1"].rewrites == 2
    assert tr.phases[0].stopped_by == "cap"


def test_seq_runs_phases_in_order() -> None:
    _, tr, _ = run("""phase a { add_self }
phase b { neg_neg }
phase c { count }
schedule { c a b c }""", ADDS)
    assert phase_order(tr) == ["c", "a", "b", "c"]


def test_top_level_phases_run_in_file_order_without_schedule() -> None:
    _, tr, _ = run("phase b { neg_neg }\nphase a { add_self }", ADDS)
    assert phase_order(tr) == ["b", "a"]


def test_repeat_runs_its_body_n_times_while_rounds_change_the_module() -> None:
    _, tr, _ = run("""phase a once { grow1 }
phase b { count }
schedule { repeat 3 { a; b } }""", ABS)
    assert phase_order(tr) == ["a", "b"] * 3
    assert [(lp.kind, lp.rounds, lp.limit, lp.stopped_by) for lp in tr.loops] == [
        ("repeat", 3, 3, "limit")]
    assert not tr.warnings


def test_repeat_stops_after_a_round_that_changes_nothing() -> None:
    _, tr, _ = run("""phase a { count }
phase b { add_self }
schedule { repeat 3 { a; b } }""", ADDS)
    assert phase_order(tr) == ["a", "b"] * 2  # the 2nd round changed nothing: so would the 3rd
    assert tr.rules["add_self"].rewrites == 2
    assert [(lp.rounds, lp.stopped_by) for lp in tr.loops] == [(2, "fixpoint")]
    assert tr.to_dict()["loops"][0]["stopped_by"] == "fixpoint"
    assert "repeat at t.book:3:12: 2 of 3 rounds, stopped by fixpoint" in tr.summary()


def test_repeat_a_million_of_an_idle_phase_runs_one_round() -> None:
    _, tr, reg = run("""phase p { count }
schedule { repeat 1000000 { p } }""", NOTHING)
    assert phase_order(tr) == ["p"] and reg["count"].sweeps == 1
    assert [(lp.rounds, lp.limit, lp.stopped_by) for lp in tr.loops] == [
        (1, 1000000, "fixpoint")]


def test_first_of_skips_the_rest_after_a_change() -> None:
    _, tr, _ = run("""phase a { add_self }
phase b { count }
schedule { first { a | b } }""", ADDS)
    assert phase_order(tr) == ["a"]


def test_first_of_tries_the_next_alternative_when_nothing_changed() -> None:
    _m, tr, _ = run("""phase a { neg_neg }
phase b { add_self }
phase c { count }
schedule { first { a | b | c } }""", ADDS)
    assert phase_order(tr) == ["a", "b"]
    assert tr.rules["add_self"].rewrites == 2


def test_first_of_with_no_change_anywhere_runs_all() -> None:
    _, tr, _ = run("""phase a { neg_neg }
phase b { add_self }
schedule { first { a | b } }""", NOTHING)
    assert phase_order(tr) == ["a", "b"]


def test_until_fixpoint_block_repeats_until_an_iteration_changes_nothing() -> None:
    _, tr, _ = run("""phase a { add_self }
phase b { count }
schedule { until fixpoint { a; b } }""", ADDS)
    assert phase_order(tr) == ["a", "b", "a", "b"]  # 2nd iteration changed nothing


def test_until_fixpoint_block_max_is_a_warning() -> None:
    _, tr, _ = run("""phase a once { grow1 }
schedule { until fixpoint (max 3) { a } }""", ABS)
    assert phase_order(tr) == ["a"] * 3
    assert any("did not converge in 3 iterations" in w for w in tr.warnings)


def test_exec_like_book_runs_and_stays_equivalent_on_xla() -> None:
    book = """
ruleset simplify = add_self, neg_neg
phase strip { neg_neg }
phase fold { add_self }
phase cut { slice_iota, slice_transpose }
phase main until fixpoint (max 20) cap 10000 { simplify, slice_iota }
schedule {
  strip
  repeat 3 { fold; strip }
  first { cut | main }
  main
}
"""
    txt = """func.func @main(%x: tensor<4xf32>, %y: tensor<8x16xf32>) -> (tensor<4xf32>, tensor<4x4xf32>, tensor<6xi32>) {
  %n = stablehlo.negate %x : tensor<4xf32>
  %m = stablehlo.negate %n : tensor<4xf32>
  %a = stablehlo.add %m, %m : tensor<4xf32>
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %s = stablehlo.slice %t [2:6, 0:4] : (tensor<16x8xf32>) -> tensor<4x4xf32>
  %i = stablehlo.iota dim = 0 : tensor<24xi32>
  %j = stablehlo.slice %i [3:15:2] : (tensor<24xi32>) -> tensor<6xi32>
  return %a, %s, %j : tensor<4xf32>, tensor<4x4xf32>, tensor<6xi32>
}"""
    m = importer.from_text(txt)
    m2, tr = apply(m, parse_book_text(book, "exec_like.book"), rules(), checked=True)
    assert m2 is m
    # the second round of repeat 3 changes nothing, so the third does not run
    assert phase_order(tr) == ["strip", "fold", "strip", "fold", "strip", "cut", "main"]
    assert tr.fired() == {"neg_neg": 1, "add_self": 1, "slice_iota": 1, "slice_transpose": 1}
    m.verify()
    rng = np.random.default_rng(0)
    args = (rng.standard_normal(4).astype(np.float32),
            rng.standard_normal((8, 16)).astype(np.float32))
    for u, v in zip(xla.run(txt, *args), xla.run(m, *args), strict=True):
        np.testing.assert_array_equal(u, v)
    assert "stablehlo.negate" not in exporter.to_text(m)


def test_unknown_rule_in_a_book_is_a_located_error() -> None:
    with pytest.raises(HloRulesError) as e:
        run("phase a { add_slef }", ADDS)
    assert str(e.value).startswith("t.book:1:11: error: unknown rule or ruleset 'add_slef'")


# --------------------------------------------------------------------------- loop cycles

UNDO = """phase expand { mul_two }
phase contract { add_self }
"""


def test_phases_undoing_each_other_in_until_fixpoint_are_a_cycle() -> None:
    reg = registry(AddSelf(), MulToAdd())
    with pytest.raises(CycleError) as e:
        run(UNDO + "schedule { until fixpoint { contract; expand } }", ADDS[:ADDS.index("%b")]
            + "return %a : tensor<4xf32>", reg)
    err = e.value
    assert err.phases == ["contract", "expand"] and err.phase == "contract,expand"
    assert err.rules == ["add_self", "mul_two"]
    assert str(err).startswith("t.book:3:12: error: rewrite cycle across phases 'contract' -> "
                               "'expand' (until fixpoint: round 2 ends where round 1 ended, "
                               "2 rewrites per turn): add_self (tests/engine_data/pyrules.py:62:1)")
    assert err.location is not None and (err.location.line, err.location.col) == (3, 12)


@pytest.mark.parametrize("loop", ["until fixpoint (max 1000000000)", "repeat 1000000000"])
def test_phases_undoing_each_other_stop_at_the_second_round_whatever_the_limit(
        loop: str) -> None:
    reg = registry(AddSelf(), MulToAdd())
    m = module(ADDS)
    book = parse_book_text(UNDO + f"schedule {{ {loop} {{ contract; expand }} }}", "t.book")
    m, tr = apply(m, book, reg, on_cycle="stop")
    assert [p.name for p in tr.phases] == ["contract", "expand"] * 2
    assert tr.loops[0].rounds == 2 and tr.loops[0].stopped_by == "cycle"
    assert tr.phases[-1].stopped_by == "cycle"
    assert any("rewrite cycle across phases 'contract' -> 'expand'" in w for w in tr.warnings)
    m.verify()


def test_loop_cycle_names_every_phase_run_between_the_visits() -> None:
    """An idle phase between the two that undo each other is named too: the error lists
    every phase that ran between the two visits, in order."""
    reg = registry(AddSelf(), MulToAdd(), NegNeg())
    with pytest.raises(CycleError) as e:
        run("phase expand { mul_two }\nphase contract { add_self }\nphase tidy { neg_neg }\n"
            "schedule { until fixpoint { expand; tidy; contract } }", ADDS, reg)
    assert e.value.phases == ["expand", "tidy", "contract"]
    assert "round 2 ends where round 1 ended" in str(e.value)


def test_loop_whose_rounds_never_repeat_a_state_runs_to_its_limit() -> None:
    """A grow rule makes a new state every round: no cycle, the limit is reached."""
    _, tr, _ = run("""phase a once { grow1 }
schedule { until fixpoint (max 4) { a } }""", ABS)
    assert tr.loops[0].stopped_by == "limit" and tr.loops[0].rounds == 4


def test_loop_whose_rounds_keep_growing_the_module_is_a_runaway_not_a_hang() -> None:
    """Each round grows the module and never repeats a state: with a huge limit the loop
    would run (and grow) for a billion rounds; the growth bound (here 2 * ops + 20) stops
    it at the first round past it."""
    from hlorules.engine import Driver, RunawayError, Trace
    from hlorules.engine.scheduler import run_schedule

    book = parse_book_text("phase a once { grow1 }\n"
                           "schedule { until fixpoint (max 1000000000) { a } }", "t.book")
    schedule = resolve_book(book, rules())
    m = module(ABS)
    tr = Trace()
    with pytest.raises(RunawayError) as e:
        run_schedule(schedule, m, Driver(tr, growth=(2, 20)))
    msg = str(e.value)
    assert re.match(r"t\.book:2:12: error: phase 'a' does not terminate: until fixpoint grew "
                    r"the module from 3 to (\d+) ops in (\d+) rounds \(limit 26\); most "
                    r"frequent: grow1 \(", msg), msg
    grown, rounds = (int(g) for g in re.search(r"to (\d+) ops in (\d+)", msg).groups())
    assert grown > 26 and tr.phases[-2].ops_after <= 26  # stopped at the first round past it
    assert tr.loops[0].stopped_by == "runaway" and tr.loops[0].rounds == rounds == len(tr.phases)
    m.verify()


def test_loop_hashes_a_state_only_when_a_later_round_changes_it() -> None:
    """A round's end state is hashed for later rounds to compare with; the hash is taken
    just before the next round first changes the module (``Driver.defer``), so a loop whose
    next round changes nothing never hashes, and every hash reads the state it stands for."""
    from hlorules.engine import Driver, Trace
    from hlorules.engine.api import resolve
    from hlorules.engine.driver import count_ops, module_hash
    from hlorules.engine.scheduler import run_schedule

    def run_counting(book_text: str, body: str) -> tuple[list[int], list[int], Any]:
        hashed: list[int] = []  # the op count of each state hashed, when hashed

        def hash_fn(m: Any) -> str:
            hashed.append(count_ops(m))
            return module_hash(m)

        m = module(body)
        tr = Trace()
        book = parse_book_text(book_text, "t.book")
        sched, _ = resolve(book, rules())
        run_schedule(sched, m, Driver(tr, hash_fn=hash_fn))
        return hashed, [p.ops_after for p in tr.phases], tr

    hashed, _, tr = run_counting("phase a { add_self }\nschedule { repeat 3 { a } }", ADDS)
    assert tr.loops[0].rounds == 2 and tr.loops[0].stopped_by == "fixpoint"
    assert hashed == []  # round 2 changed nothing: round 1's state was never needed
    hashed, ends, tr = run_counting("phase a once { grow1 }\nschedule { repeat 3 { a } }", ABS)
    assert tr.loops[0].rounds == 3 and tr.loops[0].stopped_by == "limit"
    assert hashed == ends[:2] and ends[0] < ends[1] < ends[2]  # rounds 1 and 2, as they ended
