"""The incremental driver: rules' read sets (rules/compiler.py ``read_reach``) and the tries
the driver leaves out because nothing a rule reads changed since it failed (engine/driver.py
``_Memo``).  Every test compares with the driver that tries every rule everywhere."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hlorules.base.options import book_options
from hlorules.engine import Driver, Trace
from hlorules.engine.api import resolve
from hlorules.engine.schedule import Phase, Seq
from hlorules.engine.scheduler import run_schedule
from hlorules.lowering import exporter, importer
from hlorules.rules import parse_rules
from hlorules.rules.compiler import ReadSet, read_reach
from hlorules.rules.ruleset import load_rules

REPO = Path(__file__).resolve().parent.parent


def reach(text: str) -> ReadSet | None:
    (model,) = parse_rules(text, "t.rules")
    return read_reach(model)


# --------------------------------------------------------------------------- read sets


@pytest.mark.parametrize(("rule", "want"), [
    # the root only: its operands are values, read by identity
    ("rule r { match add(%x, %x) as %r rewrite %x }", ReadSet(0, -1)),
    # one op pattern below the root, and the op a builtin reads below that one
    ("rule r { match negate(negate(%x)) where is_constant(%x) rewrite %x }", ReadSet(2, -1)),
    # the uses of an operand's value: the use list of the op at depth 1 (only the root read)
    ("rule r { match negate(%x) where has_one_use(%x) rewrite %x }", ReadSet(0, 1)),
    # operand() walks one op further; foldable() reads the operands' producers as well
    (("rule r { match negate(%x) as %r where op_name(operand(%x, 0)) == \"stablehlo.abs\" "
     "rewrite %r }"), ReadSet(2, -1)),
    ("rule r { match negate(%x) as %r where foldable(%r) rewrite %x }", ReadSet(1, -1)),
    # a list of values passed to a builder is taken, not read
    ("rule r { match negate(%x) as %r rewrite rebuild(%r, [%x], type(%r)) }", ReadSet(0, -1)),
    # value() after `where foldable(%r)` folds the root over its constant operands
    (("rule r { match negate(%x) as %r where foldable(%r) let $v = value(%r) "
      "rewrite const($v, type(%r)) }"), ReadSet(1, -1)),
    # twin reads the root; its block's table tells the engine itself (may_match_again)
    ("rule r { match add(%a, %b) as %r where twin(%r) != %r rewrite twin(%r) }", ReadSet(0, -1)),
    # value() and windows() read the value's producer and its operands' producers (the
    # elements, once known, never change; a value not known yet is the driver's business)
    ("rule r { match negate(%x) as %r where is_constant(%x), value(%x) == 0 rewrite %x }",
     ReadSet(2, -1)),
    ("rule r { match negate(%x) as %r where foldable(%r), value(%x) == 0 rewrite %x }",
     ReadSet(2, -1)),
    ("rule r { match negate(%x) as %r where value(%r) == 0, foldable(%r) rewrite %x }",
     ReadSet(1, -1)),
    (("rule r { match concatenate(%xs...) as %r where foldable(%r), "
      "all(value(%r) == 0 for %r in %xs) rewrite %r }"), ReadSet(2, -1)),
    ("rule r { match scatter(%x, %i, %u) as %s where all(in_bounds(windows(%s))) rewrite %x }",
     ReadSet(1, -1)),
])
def test_read_sets_count_operand_edges_from_the_root(rule: str, want: ReadSet) -> None:
    assert reach(rule) == want


@pytest.mark.parametrize("rule", [
    # stores() walks a chain of scatters of any length
    "rule r { match scatter(%x, %i, %u) as %s where len(stores(%s)) > 1 rewrite %x }",
    # what a region's terminator reads may be defined outside the region
    "rule r { match while(%a) cond(%c) { return(compare(%c, %c)) } as %w rewrite %a }",
])
def test_rules_reading_beyond_a_bounded_cone_have_no_read_set(rule: str) -> None:
    assert reach(rule) is None


# --------------------------------------------------------------------------- the driver


def run(text: str, schedule: Any, incremental: bool, options: dict[str, Any] | None = None
        ) -> tuple[str, Trace]:
    module = importer.from_text(text)
    trace = Trace()
    with book_options(options or {}):
        run_schedule(schedule, module, Driver(trace, incremental=incremental))
    return exporter.to_text(module), trace


def both(rules_text: str, module_text: str) -> tuple[str, Trace, Trace]:
    """One phase of the rules over the module, incremental and not: the incremental
    driver's output and trace, and the other's trace (the outputs must be the same)."""
    phase = Seq((Phase("p", tuple(load_rules(rules_text).values())),))
    base, tb = run(module_text, phase, incremental=False)
    got, tr = run(module_text, phase, incremental=True)
    assert got == base
    return got, tr, tb


# A use of %y goes away only when the tanh is rewritten, after the negate of %y has been
# tried and failed (two uses then): the next sweep must try the negate again.
_USES = """
rule neg_one_use {
  match negate(%y) as %r where has_one_use(%y)
  rewrite abs(%y) : type(%r)
}
rule tanh_of_exp {
  match tanh(exponential(%x)) as %r
  rewrite sine(%x) : type(%r)
}
"""

_USES_MODULE = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %y = stablehlo.exponential %x : tensor<4xf32>
  %n = stablehlo.negate %y : tensor<4xf32>
  %t = stablehlo.tanh %y : tensor<4xf32>
  return %n, %t : tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_rule_is_tried_again_where_a_use_it_reads_went_away() -> None:
    got, tr, tb = both(_USES, _USES_MODULE)
    assert "stablehlo.abs" in got  # fired in a later sweep, once %y had one use
    assert tr.rules["neg_one_use"].rewrites == tb.rules["neg_one_use"].rewrites == 1


# A rule two ops deep: the op it needs two levels below the root appears only after the
# root was tried and failed (the tanh turns into an exponential once the sine, after the
# negate in program order, no longer uses it): the next sweep must try the negate again.
_DEEP = """
rule deep {
  match negate(abs(exponential(%x))) as %r
  rewrite %x
}
rule tanh_one_use {
  match tanh(%x) as %r where has_one_use(%r)
  rewrite exponential(%x) : type(%r)
}
rule sine_of_tanh {
  match sine(tanh(%x)) as %r
  rewrite cosine(%x) : type(%r)
}
"""

_DEEP_MODULE = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.tanh %x : tensor<4xf32>
  %b = stablehlo.abs %a : tensor<4xf32>
  %n = stablehlo.negate %b : tensor<4xf32>
  %s = stablehlo.sine %a : tensor<4xf32>
  return %n, %s : tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_rule_is_tried_again_where_an_op_within_its_depth_changed() -> None:
    _, tr, tb = both(_DEEP, _DEEP_MODULE)
    assert tr.rules["deep"].rewrites == tb.rules["deep"].rewrites == 1
    assert tr.phases[0].sweeps >= 2  # the negate failed in the first sweep


# value() of a value that is not computed from constants yet fails; it becomes one when a
# rewrite three ops below the root (beyond the rule's read set) folds: the tanh of a
# constant, used twice, turns into the constant once the sine, after the negate in program
# order, stops using it. The negate's failed try must not be recorded (VALUE_MISSES).
_VALUE = """
rule neg_known {
  match negate(%y) as %r
  where not is_constant(%y), len(flat(value(%y))) > 0
  rewrite negate(const(value(%y), type(%y))) : type(%r)
}
rule tanh_one_use {
  match tanh(%x) as %r where has_one_use(%r)
  rewrite %x
}
rule sine_of_tanh {
  match sine(tanh(%x)) as %r
  rewrite cosine(%x) : type(%r)
}
"""

_VALUE_MODULE = """func.func @main() -> (tensor<4xf32>, tensor<4xf32>) {
  %k = stablehlo.constant dense<-1.0> : tensor<4xf32>
  %a = stablehlo.tanh %k : tensor<4xf32>
  %b = stablehlo.abs %a : tensor<4xf32>
  %c = stablehlo.abs %b : tensor<4xf32>
  %d = stablehlo.abs %c : tensor<4xf32>
  %n = stablehlo.negate %d : tensor<4xf32>
  %s = stablehlo.sine %a : tensor<4xf32>
  return %n, %s : tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_rule_is_tried_again_where_a_value_it_read_was_not_known_yet() -> None:
    assert load_rules(_VALUE)["neg_known"].reads == ReadSet(2, -1)
    _, tr, tb = both(_VALUE, _VALUE_MODULE)
    assert tr.rules["neg_known"].rewrites == tb.rules["neg_known"].rewrites == 1
    assert tr.rules["tanh_one_use"].rewrites == 1 and tr.phases[0].sweeps >= 3


# Each op's rules are left out by what they read, not by the deepest rule of the phase: the
# tanh turns into an exponential once its other user, the cosine (after the sine in program
# order), lets go of it, which stamps the abs, one operand edge below the sine. `shallow`
# reads the sine alone, so the confirming sweep does not try it there again, although
# `deep` (rooted at negates, none here) reads two edges down.
_CONE = _DEEP + """
rule shallow {
  match sine(%x) as %r where rank(%x) == 7
  rewrite %x
}
rule cosine_of_tanh {
  match cosine(tanh(%x)) as %r
  rewrite cosine(%x) : type(%r)
}
"""

_CONE_MODULE = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.tanh %x : tensor<4xf32>
  %b = stablehlo.abs %a : tensor<4xf32>
  %s = stablehlo.sine %b : tensor<4xf32>
  %c = stablehlo.cosine %a : tensor<4xf32>
  return %s, %c : tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_rule_is_left_out_by_its_own_read_set_not_the_phase_s_deepest() -> None:
    got, tr, tb = both(_CONE, _CONE_MODULE)
    assert "stablehlo.exponential" in got
    assert tr.rules["tanh_one_use"].rewrites == 1 and tr.phases[0].sweeps == 2
    assert tb.rules["shallow"].attempts == 2  # once per sweep
    assert tr.rules["shallow"].attempts == 1 and tr.rules["shallow"].skipped == 1


def test_the_exec_book_gives_the_same_module_with_fewer_tries() -> None:
    text = (REPO / "bench/gpu_modules/corpus/small/mass_apply_2d_b10_e3.orig.mlir").read_text()
    schedule, options = resolve(REPO / "rulebooks/exec.book")
    base, tb = run(text, schedule, incremental=False, options=options)
    got, tr = run(text, schedule, incremental=True, options=options)
    assert got == base
    tries = sum(r.attempts for r in tr.rules.values())
    skipped = sum(r.skipped for r in tr.rules.values())
    # the phase runs left out whole ("unchanged") made one sweep that changed nothing
    # in the other driver; every other try it made is a try or a skip here
    assert [(p.name, p.rewrites, p.erased) for p in tr.phases] == \
        [(p.name, p.rewrites, p.erased) for p in tb.phases]
    left_out = [i for i, p in enumerate(tr.phases) if p.stopped_by == "unchanged"]
    assert left_out and all(tb.phases[i].sweeps == 1 and not tb.phases[i].changed
                            and tr.phases[i].sweeps == 0 for i in left_out)
    assert sum(r.attempts for r in tb.rules.values()) > tries + skipped
    assert skipped > 0
    assert [(r.name, r.rewrites) for r in tr.rules.values()] == \
        [(r.name, r.rewrites) for r in tb.rules.values()]


@pytest.mark.parametrize("name", ["mass_apply_2d_b10_e3", "scan_recur_neg1_1d_b10_e2",
                                  "fori_matvec_1d_b24_e3"])
def test_the_op_count_kept_by_the_driver_is_the_module_s_after_every_phase(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # (the cycle check compares op counts kept, not counted: erasures, merged constants,
    # hash-consed builds and copied regions must all keep it exact)
    import hlorules
    from hlorules.engine.driver import count_ops

    text = (REPO / f"bench/gpu_modules/corpus/gpu/{name}.orig.mlir").read_text()
    real = Driver.run_phase
    counts: list[tuple[str, int, int]] = []

    def checked(self: Driver, phase: Any, module: Any) -> Any:
        st = real(self, phase, module)
        counts.append((phase.name, st.ops_after, count_ops(module)))
        return st

    monkeypatch.setattr(Driver, "run_phase", checked)
    _, tr = hlorules.apply(importer.from_text(text), REPO / "rulebooks/exec.book")
    assert counts and all(kept == walked for _, kept, walked in counts), counts
    assert sum(p.rewrites + p.erased for p in tr.phases) > 0


# A phase run again on the module its last run left after a sweep that changed nothing:
# the sweep is left out, unless something changed since (another phase's rewrite), a rule
# calls a hook (Python: it may do what it likes), or a constant was merged on entry.
_TWICE = """
rule neg_neg {
  match negate(negate(%x))
  rewrite %x
}
rule abs_abs {
  match abs(abs(%x)) as %r
  rewrite abs(%x) : type(%r)
}
"""

_TWICE_MODULE = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.negate %a : tensor<4xf32>
  %c = stablehlo.abs %b : tensor<4xf32>
  %d = stablehlo.abs %c : tensor<4xf32>
  return %d : tensor<4xf32>
}
"""


def test_a_phase_run_again_on_the_module_it_left_is_not_swept() -> None:
    rules = load_rules(_TWICE)
    p = Phase("p", (rules["neg_neg"],))
    q = Phase("q", (rules["abs_abs"],))
    schedule = Seq((p, q, p, q, q))
    base, tb = run(_TWICE_MODULE, schedule, incremental=False)
    got, tr = run(_TWICE_MODULE, schedule, incremental=True)
    assert got == base and "stablehlo.negate" not in got and got.count("stablehlo.abs") == 1
    # p: rewrites, then p again after q changed the module (swept); q after p changed
    # nothing: the module is as q's last run left it
    assert [p.stopped_by for p in tr.phases] == [None, None, None, "unchanged", "unchanged"]
    assert [p.sweeps for p in tr.phases] == [2, 2, 1, 0, 0]
    assert [p.sweeps for p in tb.phases] == [2, 2, 1, 1, 1]


# p walks the module at its start and for its second sweep, which changes nothing: q
# starts from that walk, and walks for its second sweep; pq and qp start from q's. When
# each later sweep's walk is said to hold two identical constants in a block, it is not
# handed on: p and q also walk at their start, pq too, and qp starts from pq's walk.
@pytest.mark.parametrize(("identical_constants", "walks_made"), [(False, 3), (True, 5)])
def test_a_phase_starts_from_the_last_walk_while_no_phase_changed_the_module(
        identical_constants: bool, walks_made: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from hlorules.engine import driver as driver_module

    walks: list[int] = []
    real, real_scan = driver_module.preorder, driver_module._scan

    def counted(op: Any) -> list[Any]:
        if op.name == "builtin.module":
            walks.append(1)
        return real(op)

    def counted_scan(op: Any) -> Any:
        walks.append(1)  # (a phase's walk at its start, or a later sweep's)
        return real_scan(op)

    monkeypatch.setattr(driver_module, "preorder", counted)
    monkeypatch.setattr(driver_module, "_scan", counted_scan)
    if identical_constants:
        monkeypatch.setattr(driver_module, "_duplicates", lambda consts: True)
    rules = load_rules(_TWICE)
    p = Phase("p", (rules["neg_neg"],))
    q = Phase("q", (rules["abs_abs"],))
    pq = Phase("pq", (rules["neg_neg"], rules["abs_abs"]))
    qp = Phase("qp", (rules["abs_abs"], rules["neg_neg"]))
    base, _ = run(_TWICE_MODULE, Seq((p, q, pq, qp)), incremental=False)
    walks.clear()
    got, tr = run(_TWICE_MODULE, Seq((p, q, pq, qp)), incremental=True)
    assert got == base
    assert [ph.rewrites for ph in tr.phases] == [1, 1, 0, 0]
    assert [ph.sweeps for ph in tr.phases] == [2, 2, 1, 1]
    assert tr.phases[3].ops_before == tr.phases[2].ops_after
    assert len(walks) == walks_made


def test_a_phase_with_a_hook_rule_is_swept_again() -> None:
    import hlorules

    calls: list[int] = []

    @hlorules.constraint("counted_twice_test")
    def counted(x: Any) -> bool:
        calls.append(1)
        return False

    rules = load_rules("rule h { match abs(%x) where @counted_twice_test(%x) rewrite %x }")
    assert not rules["h"].pure and load_rules(_TWICE)["neg_neg"].pure
    schedule = Seq((Phase("h", (rules["h"],)),) * 2)
    _, tr = run(_TWICE_MODULE, schedule, incremental=True)
    assert [p.sweeps for p in tr.phases] == [1, 1] and len(calls) == 4  # two abs, twice


# twin() at an op depends on its block's table as well as on the op: an identical op made
# earlier in the block, after the later one was tried and failed, changes nothing a read set
# covers (the negate %n, its operand a block argument). The sine's rewrite lets the tanh
# become an exponential, the abs of it a negate of %x before %n: twin() tells the engine
# (may_match_again), which must try %n again in the next sweep and merge it.
_TWIN = """
rule cse_negate {
  match negate(_) as %r
  where twin(%r) != %r
  rewrite twin(%r)
}
rule tanh_one_use {
  match tanh(%x) as %r where has_one_use(%r)
  rewrite exponential(%x) : type(%r)
}
rule sine_of_tanh {
  match sine(tanh(%x)) as %r
  rewrite cosine(%x) : type(%r)
}
rule abs_of_exp {
  match abs(exponential(%x)) as %r
  rewrite negate(%x) : type(%r)
}
"""

_TWIN_MODULE = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.tanh %x : tensor<4xf32>
  %b = stablehlo.abs %a : tensor<4xf32>
  %n = stablehlo.negate %x : tensor<4xf32>
  %s = stablehlo.sine %a : tensor<4xf32>
  return %b, %n, %s : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_twin_made_earlier_after_a_failed_try_is_still_merged() -> None:
    got, tr, tb = both(_TWIN, _TWIN_MODULE)
    assert got.count("stablehlo.negate") == 1  # the two negates of %x are one
    assert tr.rules["cse_negate"].rewrites == tb.rules["cse_negate"].rewrites == 1
    assert tr.rules["cse_negate"].skipped > 0  # the memo did leave tries out


# --------------------------------------------------------------------------- operand 0 index


def _first(text: str) -> frozenset[str] | None:
    (rule,) = load_rules(text).values()
    return rule.first  # type: ignore[no-any-return]


@pytest.mark.parametrize(("pattern", "want"), [
    ("slice(transpose(%x))", {"stablehlo.transpose"}),
    ("negate((abs | exponential)(%x))", {"stablehlo.abs", "stablehlo.exponential"}),
    ("subtract(multiply(%x, %y), %z)", {"stablehlo.multiply"}),
    # a commutative root matches both operand orders: operand 0 may be either
    ("add(multiply(%x, %y), %z)", None),
    ("negate(%x)", None),
    ("negate(*(%x))", None),
    ("concatenate(%xs...)", None),
])
def test_a_compiled_rule_names_the_ops_its_first_operand_needs(
        pattern: str, want: set[str] | None) -> None:
    got = _first(f"rule r {{ match {pattern} as %r rewrite %r }}")
    assert got == (None if want is None else frozenset(want))


_FIRST = """
rule sub_of_mul {
  match subtract(multiply(%x, %y), %z) as %r
  rewrite negate(%z) : type(%r)
}
rule add_of_mul {
  match add(multiply(%x, %y), %z) as %r
  rewrite negate(%z) : type(%r)
}
"""

_FIRST_MODULE = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %m = stablehlo.multiply %x, %x : tensor<4xf32>
  %e = stablehlo.exponential %x : tensor<4xf32>
  %s = stablehlo.subtract %e, %x : tensor<4xf32>
  %t = stablehlo.subtract %m, %x : tensor<4xf32>
  %a = stablehlo.add %e, %m : tensor<4xf32>
  return %s, %t, %a : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
"""


@pytest.mark.parametrize("incremental", [False, True])
def test_rules_are_not_tried_where_operand_0_comes_from_another_op(incremental: bool) -> None:
    rules = load_rules(_FIRST)
    phase = Seq((Phase("p", tuple(rules.values())),))
    got, tr = run(_FIRST_MODULE, phase, incremental=incremental)
    # sub_of_mul is tried at %t (operand 0 a multiply) only, never at %s (an exponential)
    assert tr.rules["sub_of_mul"].attempts == 1 and tr.rules["sub_of_mul"].rewrites == 1
    # add_of_mul still matches the multiply as operand 1 of the (commutative) add
    assert tr.rules["add_of_mul"].rewrites == 1
    assert got.count("stablehlo.negate") == 2 and "stablehlo.subtract" in got


# Once a sweep has left no dead op, the next sweeps visit only the ops some rule of the phase
# roots at (Driver._sweep, _Memo.clean): every op a rewrite leaves dead must then be erased
# with it, the ops outside a region that only the region read included.
def _while_module(body: str, after: str = "", result: str = "%w#1") -> str:
    """A function whose while counts %i down from %n, its body ``body`` (ops over %v, the
    last defining %a) yielding ``%i, %a``; ``after``: ops after the loop."""
    ops = "".join(f"    {line.strip()}\n" for line in body.strip().splitlines())
    rest = "".join(f"  {line.strip()}\n" for line in after.strip().splitlines())
    return f"""func.func @main(%x: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {{
  %e = stablehlo.exponential %x : tensor<f32>
  %w:2 = stablehlo.while(%i = %n, %v = %x) : tensor<i32>, tensor<f32>
  cond {{
    %z = stablehlo.constant dense<0> : tensor<i32>
    %c = stablehlo.compare GT, %i, %z : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }} do {{
{ops}    stablehlo.return %i, %a : tensor<i32>, tensor<f32>
  }}
{rest}  return {result} : tensor<f32>
}}
"""


def _after_a_clean_phase(rules_text: str, name: str, module: str) -> str:
    """Phase ``abs_abs`` (its sweep leaves the module clean), then a phase of rule ``name``
    of ``rules_text``: the output, the same as the driver trying everything, erasing as
    many ops in each phase."""
    rules = load_rules("rule abs_abs { match abs(abs(%x)) as %r rewrite abs(%x) : type(%r) }\n"
                       + rules_text)
    schedule = Seq((Phase("a", (rules["abs_abs"],)), Phase("p", (rules[name],))))
    base, tb = run(module, schedule, incremental=False)
    got, tr = run(module, schedule, incremental=True)
    assert got == base
    assert [p.erased for p in tr.phases] == [p.erased for p in tb.phases]
    return got

def test_an_op_only_a_dropped_region_read_is_erased_with_the_region() -> None:
    # sweep 1 (every op) drops the tanh's negate; sweep 2 (negates and tanhs only, the
    # module being clean) turns the tanh into a constant: the while goes, and with it the
    # exponential its body read, which no sweep visits any more
    rules = """
    rule neg_tanh { match negate(tanh(%x)) as %r rewrite tanh(negate(%x)) : type(%r) }
    rule tanh_zero { match tanh(negate(_)) as %r rewrite splat(0.0, type(%r)) }
    """
    module = _while_module("%a = stablehlo.add %v, %e : tensor<f32>",
                           after="""%t = stablehlo.tanh %w#1 : tensor<f32>
                                    %r = stablehlo.negate %t : tensor<f32>""", result="%r")
    got, tr, tb = both(rules, module)
    assert "stablehlo.while" not in got and "stablehlo.exponential" not in got
    assert tr.phases[0].erased == tb.phases[0].erased


def test_dead_ops_of_each_input_module_are_erased_by_the_first_sweep() -> None:
    # a module comes in with dead ops no rule roots at: the first sweep of a driver over it
    # visits every op (a driver run before on another module knows nothing of this one)
    rules = load_rules("rule abs_abs { match abs(abs(%x)) as %r rewrite abs(%x) : type(%r) }")
    schedule = Seq((Phase("a", (rules["abs_abs"],)),))
    module = _TWICE_MODULE.replace("  return", """  %e = stablehlo.exponential %x : tensor<4xf32>
  %n = stablehlo.negate %e : tensor<4xf32>
  return""")
    driver = Driver(Trace(), incremental=True)
    for _ in range(2):
        m = importer.from_text(module)
        run_schedule(schedule, m, driver)
        got = exporter.to_text(m)
        assert "stablehlo.exponential" not in got and got.count("stablehlo.negate") == 2
        assert got.count("stablehlo.abs") == 1


def test_a_new_op_replacing_an_unused_result_is_erased_in_its_sweep() -> None:
    # the while's first result is unused: the negate replacing it is dead from the start,
    # in a sweep that (the module being clean) visits only whiles
    rule = "rule drop_while { match while(%i, %v) rewrite => (negate(%i) : type(%i), abs(%v) : type(%v)) }"
    got = _after_a_clean_phase(rule, "drop_while",
                               _while_module("%a = stablehlo.abs %v : tensor<f32>"))
    assert "stablehlo.while" not in got and "stablehlo.negate" not in got

def test_an_op_left_dead_in_a_copied_region_is_erased_by_the_next_sweep() -> None:
    # the copy of the body reads a zero where the abs was: the exponential the abs read is
    # left dead inside the new while, which no sweep of whiles only would visit
    rule = """
    rule zero_body {
      match while(%xs...) as %w
      where len(region_ops(%w, "body")) >= 2, op_name(region_ops(%w, "body")[1]) == "stablehlo.abs"
      rewrite {
        %o = region_ops(%w, "body")[1]
        => while(%xs...) regions(%w, %o -> splat(0.0, type(%o)))
      }
    }
    """
    module = _while_module("""%d = stablehlo.exponential %v : tensor<f32>
                              %a = stablehlo.abs %d : tensor<f32>""")
    got = _after_a_clean_phase(rule, "zero_body", module)
    assert "stablehlo.abs" not in got and "stablehlo.exponential" not in got


# A rule whose root must carry a discardable attribute (``{enzymexla.* = _}``: the seed's
# strip_marks) is not tried at an op that carries none (CompiledRule.needs_attrs), and a
# clean module's sweeps do not visit such ops for it at all.
@pytest.mark.parametrize(("pattern", "want"), [
    ("stablehlo.*(%xs...) {enzymexla.* = _}", True),
    ("negate(%x) {mark.tag = $t}", True),
    ("concatenate(%xs...) {dimension = $d}", False),
    ("negate(%x)", False),
])
def test_a_compiled_rule_says_whether_its_root_needs_a_discardable_attribute(
        pattern: str, want: bool) -> None:
    (rule,) = load_rules(f"rule r {{ match {pattern} as %r rewrite %r }}").values()
    assert rule.needs_attrs is want


_MARKS = """
rule strip {
  attrs drop
  match stablehlo.*(%xs...) {enzymexla.* = _} as %r
  where len(%xs) >= 1
  rewrite copy(%r) {-enzymexla.*}
}
rule neg_neg {
  match negate(negate(%x)) as %r
  rewrite %x
}
"""

_MARKED = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.exponential %x {enzymexla.mark = 1 : i64} : tensor<4xf32>
  %b = stablehlo.negate %a : tensor<4xf32>
  %c = stablehlo.negate %b : tensor<4xf32>
  %d = stablehlo.abs %c {enzymexla.mark = 2 : i64} : tensor<4xf32>
  %e = stablehlo.sine %d : tensor<4xf32>
  return %e : tensor<4xf32>
}
"""


@pytest.mark.parametrize("incremental", [False, True])
def test_a_rule_needing_an_attribute_is_tried_only_at_ops_carrying_one(
        incremental: bool) -> None:
    phase = Seq((Phase("p", tuple(load_rules(_MARKS).values())),))
    got, tr = run(_MARKED, phase, incremental=incremental)
    assert "enzymexla" not in got and "stablehlo.negate" not in got
    assert "stablehlo.exponential" in got and "stablehlo.abs" in got
    # tried at %a and %d (and at the copies it makes, which carry none: not again);
    # neg_neg, needing nothing, is tried at every negate
    assert tr.rules["strip"].attempts == 2 and tr.rules["strip"].rewrites == 2
    assert tr.rules["neg_neg"].rewrites == 1
    base, _ = run(_MARKED, phase, incremental=not incremental)
    assert got == base


# Leading `where is_constant(%x)` clauses on the root's operand 0 (of both operands where
# the two are matched in either order) make operand 0's producer a constant: the rule's
# ``first`` (the fold rules' form).
@pytest.mark.parametrize(("text", "want"), [
    ("match negate(%x) as %r where is_constant(%x), foldable(%r) rewrite %r", True),
    ("match subtract(%a, %b) as %r where is_constant(%a) rewrite %r", True),
    # add is commutative: %a may be operand 1, unless %b is a constant too
    ("match add(%a, %b) as %r where is_constant(%a) rewrite %r", False),
    ("match add(%a, %b) as %r where is_constant(%a), is_constant(%b) rewrite %r", True),
    ("match subtract(%a, %b) as %r where is_constant(%b) rewrite %r", False),
    # not leading (something else is computed first), or not a requirement
    ("match negate(%x) as %r where foldable(%r), is_constant(%x) rewrite %r", False),
    ("match negate(%x) as %r where not is_constant(%x) rewrite %r", False),
])
def test_leading_is_constant_clauses_name_the_op_operand_0_needs(text: str, want: bool) -> None:
    got = _first(f"rule r {{ {text} }}")
    assert got == (frozenset({"stablehlo.constant", "arith.constant", "shape.const_shape"})
                   if want else None)


_CONST_MODULE = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.negate %c : tensor<4xf32>
  %d = stablehlo.abs %a : tensor<4xf32>
  return %d, %b : tensor<4xf32>, tensor<4xf32>
}
"""


@pytest.mark.parametrize("incremental", [False, True])
def test_a_rule_needing_a_constant_operand_0_is_not_tried_at_other_ops(
        incremental: bool) -> None:
    rules = load_rules("rule neg_c { match negate(%x) as %r where is_constant(%x), "
                       "foldable(%r) let $v = value(%r) rewrite const($v, type(%r)) }")
    phase = Seq((Phase("p", tuple(rules.values())),))
    got, tr = run(_CONST_MODULE, phase, incremental=incremental)
    assert tr.rules["neg_c"].attempts == 1 and tr.rules["neg_c"].rewrites == 1
    assert got.count("stablehlo.negate") == 1 and "0x000000C0000000C0000000C0000000C0" in got


_STAMPED = """func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.add %a, %y : tensor<4xf32>
  %c = stablehlo.multiply %b, %a : tensor<4xf32>
  %d = stablehlo.add %c, %x : tensor<4xf32>
  return %d : tensor<4xf32>
}
"""


@pytest.mark.parametrize("depth", [0, 1])
@pytest.mark.parametrize("uses", [-1, 0, 1])
def test_the_unrolled_cone_check_is_the_walk(depth: int, uses: int) -> None:
    # one stamp at a time newer than the failure (the check is an "or" of them): every op
    # or block argument, either stamp
    from hlorules.engine.driver import _STAMP, _USE_STAMP, _Cone, _Memo
    m = importer.from_text(_STAMPED)
    func = next(iter(m.body.block.ops))
    block = func.body.block
    ops = [o for o in block.ops if o.name != "func.return"]
    cone = _Cone.__new__(_Cone)
    cone.depth, cone.uses, cone.reach = depth, uses, max(depth, uses)
    differ = 0
    for x in [*ops, *block.args]:
        for kind in (_STAMP, _USE_STAMP):
            setattr(x, kind, 2)
            for op in ops:
                got = _Memo.unchanged(op, 1, cone)
                assert got is _Memo.walk_unchanged(op, 1, cone)
                differ += not got
            delattr(x, kind)
    assert differ  # (some stamp is always seen: the op's own)


def test_a_run_on_a_module_an_earlier_run_changed_tries_as_a_run_on_a_fresh_copy() -> None:
    # the stamps ops keep from the first run (simplify.book) are older than anything the
    # second run's memo (exec.book) records: one clock, so they cost it no tries a run on a
    # fresh copy would not make
    import hlorules

    text = (REPO / "bench/gpu_modules/corpus/gpu/scan_recur_neg1_1d_b10_e2.orig.mlir").read_text()
    book = REPO / "rulebooks/exec.book"
    m = importer.from_text(text)
    _, first = hlorules.apply(m, REPO / "rulebooks/simplify.book")
    assert first.total_rewrites > 0
    once = exporter.to_text(m)
    _, again = hlorules.apply(m, book)
    copy = importer.from_text(once)
    _, fresh = hlorules.apply(copy, book)
    assert exporter.to_text(m) == exporter.to_text(copy) != once
    assert [(r.name, r.attempts, r.skipped) for r in again.rules.values()] == \
        [(r.name, r.attempts, r.skipped) for r in fresh.rules.values()]
    assert sum(r.skipped for r in again.rules.values()) > 0


def test_a_new_memo_s_failures_are_newer_than_every_stamp_already_on_the_ops() -> None:
    from hlorules.engine.driver import _Cone, _Memo

    m = importer.from_text(_STAMPED)
    ops = [o for o in next(iter(m.body.block.ops)).body.block.ops if o.name != "func.return"]
    cone = _Cone.__new__(_Cone)
    cone.depth, cone.uses, cone.reach = 1, 1, 1
    earlier = _Memo()
    for _ in range(5):
        earlier.changed(ops[1])
        earlier.uses_changed(ops[0].results[0])
    later = _Memo()
    # rules failing at any op now, under the later memo, would fail again: nothing changed
    assert all(_Memo.unchanged(op, later.epoch, cone) for op in ops)
    # ... until the later memo changes something
    later.changed(ops[0])
    assert not _Memo.unchanged(ops[1], later.epoch - 1, cone)
