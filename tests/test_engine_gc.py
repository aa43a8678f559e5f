"""The engine and the cyclic garbage collector (hlorules/base/gc_tuning.py, engine/driver.py
``_release``): ops the driver erases are freed by reference counting, and what a run of
the engine made is promoted to the oldest generation, still collectable."""

from __future__ import annotations

import gc
import weakref

import pytest
from xdsl.ir import Block, Operation, SSAValue, SSAValues

from hlorules.base.gc_tuning import engine_gc
from hlorules.engine import Driver, Trace
from hlorules.engine.schedule import Phase, Seq
from hlorules.engine.scheduler import run_schedule
from hlorules.lowering import importer
from hlorules.rules.ruleset import load_rules

_MODULE = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = stablehlo.constant dense<1.0> : tensor<4xf32>
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.negate %a : tensor<4xf32>
  %j = stablehlo.constant dense<1.0> : tensor<4xf32>
  %c = stablehlo.add %b, %k : tensor<4xf32>
  %d = stablehlo.add %c, %j : tensor<4xf32>
  %t = stablehlo.add %d, %d : tensor<4xf32>
  %s = stablehlo.sine %d : tensor<4xf32>
  %g = stablehlo.multiply %s, %t : tensor<4xf32>
  return %g : tensor<4xf32>
}
"""

# double_negate erases two negates; the constants are deduplicated when the phase starts;
# sine_to_add builds an add that the CSE rule would merge into %t (hash-consing drops it)
_RULES = """
rule double_negate { match negate(negate(%x)) rewrite %x }
rule sine_to_add { match sine(%x) as %r rewrite add(%x, %x) : type(%r) }
rule cse { match add(_, _) as %r where twin(%r) != %r rewrite twin(%r) }
"""


def _run_spied(monkeypatch: pytest.MonkeyPatch) -> tuple[Trace, list[Operation], list[Operation]]:
    """Run ``_RULES`` over ``_MODULE``; returns the trace, the ops the driver erased and
    those hash-consing dropped."""
    rules = tuple(load_rules(_RULES).values())
    m = importer.from_text(_MODULE)
    erased: list[Operation] = []
    dropped: list[Operation] = []
    erase_one, hashcons = Driver._erase_one, Driver._hashcons

    def spy_erase(self: Driver, op: Operation, inner: list[Operation]) -> None:
        erased.append(op)
        erase_one(self, op, inner)

    def spy_cons(self: Driver, block: Block, op: Operation, new_ops: list[Operation],
                 reps: list[SSAValue]) -> tuple[list[Operation], list[SSAValue]]:
        kept, got = hashcons(self, block, op, new_ops, reps)
        dropped.extend(n for n in new_ops if all(n is not k for k in kept))
        return kept, got

    monkeypatch.setattr(Driver, "_erase_one", spy_erase)
    monkeypatch.setattr(Driver, "_hashcons", spy_cons)
    trace = Trace()
    run_schedule(Seq((Phase("p", rules),)), m, Driver(trace))
    assert trace.rules["double_negate"].rewrites == 1
    assert trace.phases[0].deduplicated == 1
    assert len(dropped) == 1
    return trace, erased, dropped


def test_an_op_the_driver_drops_holds_no_values(monkeypatch: pytest.MonkeyPatch) -> None:
    _, erased, dropped = _run_spied(monkeypatch)
    assert {"stablehlo.negate", "stablehlo.sine"} <= {o.name for o in erased}
    for o in erased + dropped:
        assert not o.results and not o._operands and o.parent is None


def test_a_run_leaves_no_garbage_for_the_collector() -> None:
    rules = tuple(load_rules(_RULES).values())
    m = importer.from_text(_MODULE)
    trace = Trace()
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        run_schedule(Seq((Phase("p", rules),)), m, Driver(trace))
        # ops left three ways: erased (Driver._erase), merged into an identical constant
        # (dedupe_constants), built and never inserted (Driver._hashcons: the CSE rule had
        # nothing to merge)
        assert trace.rules["double_negate"].rewrites == 1
        assert trace.phases[0].deduplicated == 1
        assert trace.rules["sine_to_add"].rewrites == 1 and trace.rules["cse"].rewrites == 0
        # reference counting freed them: the collector finds none of the IR (other tests'
        # threads may leave garbage of their own meanwhile)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        ir = [o for o in gc.garbage if isinstance(o, (Operation, SSAValue, SSAValues))]
        assert ir == []
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was:
            gc.enable()


def test_engine_gc_raises_the_threshold_and_restores_it() -> None:
    before = gc.get_threshold()
    with engine_gc():
        inside = gc.get_threshold()
        with engine_gc():  # nested: unchanged
            assert gc.get_threshold() == inside
        assert gc.get_threshold() == inside
    assert inside[0] >= 50_000 and inside[0] >= before[0]
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the collector frees it


def test_what_the_body_made_is_promoted_and_still_collectable() -> None:
    with engine_gc():
        kept = _Node()
        lost = weakref.ref(_Node())
    assert any(o is kept for o in gc.get_objects(generation=2))
    gc.collect()
    assert lost() is None  # garbage made meanwhile: a full collection finds it
