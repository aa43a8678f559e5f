"""The worklist greedy driver: matching, worklist, dead code, constants, errors, termination."""

from __future__ import annotations

import time
from typing import Any

import jax.numpy as jnp
import numpy as np
import pytest
from engine_data.pyrules import (
    AddSelf,
    Crash,
    ExpandNeg,
    Grow,
    GrowPerSweep,
    IllFormed,
    IncConst,
    Liar,
    MulToAdd,
    NegNeg,
    PyRule,
    SliceIota,
    SliceTranspose,
    Tag,
    TransposeSlice,
    Watch,
    WrongType,
)
from xdsl.ir import Operation

from hlorules.base.errors import HloRulesError
from hlorules.engine import CycleError, Driver, RewriteError, RunawayError, Trace, apply
from hlorules.engine.driver import count_ops, dedupe_constants, module_hash
from hlorules.engine.schedule import Phase, Seq
from hlorules.lowering import exporter, importer, xla
from hlorules.rules.rewrite import Rewrite


def mod(body: str, args: str = "%x: tensor<4xf32>", results: str = "tensor<4xf32>") -> Any:
    return importer.from_text(f"func.func @main({args}) -> ({results}) {{\n{body}\n}}")


def names(module: Any) -> list[str]:
    return [op.name for op in module.walk()
            if op.name not in ("builtin.module", "func.func", "func.return")]


def run_phase(module: Any, *rules: Any, **kw: Any) -> tuple[Any, Trace]:
    opts = {k: kw.pop(k) for k in ("checked", "on_cycle") if k in kw}
    return apply(module, Seq((Phase("p", tuple(rules), **kw),)), **opts)


def same_on_xla(before_text: str, after: Any, *args: np.ndarray) -> None:
    a = xla.run(before_text, *args)
    b = xla.run(after, *args)
    assert len(a) == len(b)
    for u, v in zip(a, b, strict=True):
        np.testing.assert_array_equal(u, v)


# --------------------------------------------------------------------------- rewriting


def test_rewrite_replaces_root_and_module_stays_verified_and_equivalent() -> None:
    m = mod("""
  %a = stablehlo.add %x, %x : tensor<4xf32>
  %b = stablehlo.add %a, %a : tensor<4xf32>
  return %b : tensor<4xf32>""")
    before = exporter.to_text(m)
    m, tr = run_phase(m, AddSelf(), checked=True)
    assert names(m) == ["stablehlo.constant", "stablehlo.multiply", "stablehlo.multiply"]
    m.verify()
    assert tr.rules["add_self"].rewrites == 2
    same_on_xla(before, m, np.arange(4, dtype=np.float32))


def test_rules_are_tried_only_on_their_root_ops() -> None:
    m = mod("""
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.abs %a : tensor<4xf32>
  %c = stablehlo.add %b, %a : tensor<4xf32>
  return %c : tensor<4xf32>""")
    watch = Watch()
    _, tr = run_phase(m, AddSelf(), watch)
    assert tr.rules["add_self"].attempts == 1  # one add, one sweep, no match
    assert tr.rules["add_self"].matches == 0
    # a rule without roots is tried on every op, terminator included
    assert sorted(watch.seen) == sorted(["stablehlo.negate", "stablehlo.abs", "stablehlo.add",
                                         "func.return"])


def test_ops_in_nested_regions_are_rewritten() -> None:
    import jax
    from jax import lax

    def f(x: Any) -> Any:
        return lax.fori_loop(0, 3, lambda i, acc: acc + acc, x)

    x = np.arange(4, dtype=np.float32)
    m = importer.from_jax(f, x)
    before = exporter.to_text(m)
    n_adds_in_body = sum(1 for op in m.walk() if op.name == "stablehlo.add"
                         and op.operands[0] is op.operands[1])
    assert n_adds_in_body == 1
    m, tr = run_phase(m, AddSelf(), checked=True)
    assert tr.rules["add_self"].rewrites == 1
    m.verify()
    same_on_xla(before, m, x)
    np.testing.assert_array_equal(xla.run(m, x)[0], np.asarray(jax.jit(f)(x)))


def test_benefit_orders_rules_on_the_same_root() -> None:
    m = mod("""
  %a = stablehlo.abs %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    low, high = Tag("low", benefit=1), Tag("high", benefit=5)
    _, tr = run_phase(m, low, high)  # listed first, but lower benefit
    assert tr.rules["high"].rewrites == 1
    assert tr.rules["low"].rewrites == 0
    m = mod("""
  %a = stablehlo.abs %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    _, tr = run_phase(m, Tag("first", benefit=3), Tag("second", benefit=3))  # tie: phase order
    assert tr.rules["first"].rewrites == 1 and tr.rules["second"].rewrites == 0


def test_new_ops_and_users_are_revisited_in_the_same_sweep() -> None:
    # neg(neg(neg(neg(x)))) collapses fully in one sweep: each rewrite exposes the next
    body = "\n".join(f"  %n{i} = stablehlo.negate {'%x' if i == 0 else f'%n{i-1}'} : tensor<4xf32>"
                     for i in range(8))
    m = mod(body + "\n  return %n7 : tensor<4xf32>")
    m, tr = run_phase(m, NegNeg())
    assert names(m) == []
    assert tr.phases[0].rewrites == 4
    assert tr.phases[0].sweeps == 2  # the second sweep confirms the fixpoint


def test_slice_iota_and_slice_transpose_equivalent_on_xla() -> None:
    m = mod("""
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %s = stablehlo.slice %t [2:6, 0:4] : (tensor<16x8xf32>) -> tensor<4x4xf32>
  %i = stablehlo.iota dim = 0 : tensor<24xi32>
  %j = stablehlo.slice %i [2:14:2] : (tensor<24xi32>) -> tensor<6xi32>
  return %s, %j : tensor<4x4xf32>, tensor<6xi32>""", "%y: tensor<8x16xf32>",
            "tensor<4x4xf32>, tensor<6xi32>")
    before = exporter.to_text(m)
    m, tr = run_phase(m, SliceIota(), SliceTranspose(), checked=True, until_fixpoint=True)
    assert tr.fired() == {"slice_iota": 1, "slice_transpose": 1}
    m.verify()
    same_on_xla(before, m, np.random.default_rng(0).standard_normal((8, 16)).astype(np.float32))


# --------------------------------------------------------------------------- dead code, constants


def test_dead_pure_ops_are_removed_but_side_effects_and_terminators_kept() -> None:
    m = mod("""
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.abs %a : tensor<4xf32>
  %c0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %c0) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %cc = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>""")
    m, tr = run_phase(m)
    # negate, abs, the reduce (pure body) and its now-unused constant go; the custom call stays
    assert names(m) == ["stablehlo.custom_call"]
    assert tr.phases[0].erased == 4
    assert tr.phases[0].changed


def test_replaced_ops_and_their_dead_operands_are_erased_at_once() -> None:
    m = mod("""
  %n = stablehlo.negate %x : tensor<4xf32>
  %e = stablehlo.exponential %n : tensor<4xf32>
  %n2 = stablehlo.negate %e : tensor<4xf32>
  %n3 = stablehlo.negate %n2 : tensor<4xf32>
  return %n3 : tensor<4xf32>""")
    m, tr = run_phase(m, NegNeg(), max_sweeps=1)
    assert names(m) == ["stablehlo.negate", "stablehlo.exponential"]
    assert count_ops(m) == 4  # func, negate, exponential, return
    assert tr.phases[0].ops_after == 4 and tr.phases[0].ops_before == 6


@pytest.mark.parametrize("rules", [(AddSelf(),), (SliceIota(), SliceTranspose()), (NegNeg(),)])
def test_tracked_op_count_matches_the_module(rules: tuple[Any, ...]) -> None:
    from jax import lax

    def f(x: Any, y: Any) -> Any:
        i = jnp.arange(24, dtype=jnp.int32)
        z = lax.fori_loop(0, 2, lambda k, a: a + a, jnp.negative(jnp.negative(x)))
        return z + x + x, y.T[1:3, :], i[2:14:2]

    m = importer.from_jax(f, np.ones(4, np.float32), np.ones((4, 4), np.float32))
    _, tr = run_phase(m, *rules)
    assert tr.phases[0].ops_after == count_ops(m)


def test_identical_constants_are_merged_per_block() -> None:
    m = mod("""
  %c1 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %c2 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %c3 = stablehlo.constant dense<3.0> : tensor<4xf32>
  %c4 = stablehlo.constant dense<2> : tensor<4xi32>
  %c5 = stablehlo.convert %c4 : (tensor<4xi32>) -> tensor<4xf32>
  %a = stablehlo.multiply %x, %c1 : tensor<4xf32>
  %b = stablehlo.multiply %a, %c2 : tensor<4xf32>
  %c = stablehlo.multiply %b, %c3 : tensor<4xf32>
  %d = stablehlo.multiply %c, %c5 : tensor<4xf32>
  return %d : tensor<4xf32>""")
    before = exporter.to_text(m)
    assert dedupe_constants(m) == 1
    consts = [op for op in m.walk() if op.name == "stablehlo.constant"]
    assert len(consts) == 3  # 2.0 f32 once, 3.0 f32, 2 i32 (same value, other type)
    m.verify()
    same_on_xla(before, m, np.arange(4, dtype=np.float32))


def test_dedupe_merges_each_block_in_block_order_however_the_constants_are_found() -> None:
    from hlorules.engine.driver import _scan

    text = """func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %w:2 = stablehlo.while(%i = %x, %j = %x) : tensor<4xi32>, tensor<4xi32>
  cond {
    %p = stablehlo.constant dense<true> : tensor<i1>
    %q = stablehlo.constant dense<true> : tensor<i1>
    %r = stablehlo.and %p, %q : tensor<i1>
    stablehlo.return %r : tensor<i1>
  } do {
    %k1 = stablehlo.constant dense<2> : tensor<4xi32>
    %k2 = stablehlo.constant dense<2> : tensor<4xi32>
    %a = stablehlo.add %i, %k2 : tensor<4xi32>
    %b = stablehlo.add %a, %k1 : tensor<4xi32>
    stablehlo.return %b, %j : tensor<4xi32>, tensor<4xi32>
  }
  %c1 = stablehlo.constant dense<2> : tensor<4xi32>
  %c2 = stablehlo.constant dense<2> : tensor<4xi32>
  %d = stablehlo.add %w#0, %c2 : tensor<4xi32>
  %e = stablehlo.add %d, %c1 : tensor<4xi32>
  return %e : tensor<4xi32>
}
"""
    # the constants found by dedupe_constants itself or given from the phase's scan
    merges: list[list[tuple[str, str]]] = []
    outs = []
    for how in ("none", "scan"):
        m = importer.from_text(text)
        got: list[tuple[str, str]] = []
        merges.append(got)

        def seen(dup: Any, kept: Any, users: list[Any], got: list[tuple[str, str]] = got) -> None:
            # the first constant of the block stays, the later one goes
            assert next(o for o in kept.parent.ops if o.name == "stablehlo.constant") is kept
            assert dup.parent is None and not dup.results and users
            got.append((kept.parent.parent.parent.name, users[0].name))

        if how == "scan":
            n = dedupe_constants(m, seen, consts=_scan(m)[2])
        else:
            n = dedupe_constants(m, seen)
        assert n == 3  # one duplicate per block: main's, cond's, body's
        outs.append(exporter.to_text(m))
        m.verify()
    assert sorted(merges[0]) == sorted(merges[1]) == [
        ("func.func", "stablehlo.add"), ("stablehlo.while", "stablehlo.add"),
        ("stablehlo.while", "stablehlo.and")]
    assert outs[0] == outs[1] and outs[0].count("stablehlo.constant") == 3


def test_phase_scan_is_the_preorder_with_its_names_and_constants_by_block() -> None:
    from hlorules.engine.driver import _scan, preorder

    m = importer.from_text("""func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<1> : tensor<4xi32>
  %w:2 = stablehlo.while(%i = %x, %j = %x) : tensor<4xi32>, tensor<4xi32>
  cond {
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %k = stablehlo.constant dense<2> : tensor<4xi32>
    %a = stablehlo.add %i, %k : tensor<4xi32>
    %k3 = stablehlo.constant dense<3> : tensor<4xi32>
    %b = stablehlo.add %a, %k3 : tensor<4xi32>
    stablehlo.return %b, %j : tensor<4xi32>, tensor<4xi32>
  }
  %d = stablehlo.add %w#0, %c : tensor<4xi32>
  %k4 = stablehlo.constant dense<4> : tensor<4xi32>
  %e = stablehlo.add %d, %k4 : tensor<4xi32>
  return %e : tensor<4xi32>
}
""")
    walk = preorder(m)
    ops, names, consts = _scan(m)
    assert ops == walk
    assert names == [o.name for o in walk]
    by_block: dict[Any, list[Any]] = {}
    for o in walk:
        if o.name == "stablehlo.constant":
            by_block.setdefault(o.parent, []).append(o)
    assert consts == by_block and list(map(len, consts.values())) == [2, 1, 2]


def test_constants_created_by_rewrites_are_merged() -> None:
    m = mod("""
  %k = stablehlo.constant dense<2.0> : tensor<4xf32>
  %u = stablehlo.multiply %x, %k : tensor<4xf32>
  %a = stablehlo.add %x, %x : tensor<4xf32>
  %b = stablehlo.add %a, %a : tensor<4xf32>
  %c = stablehlo.add %b, %u : tensor<4xf32>
  return %c : tensor<4xf32>""")
    before = exporter.to_text(m)
    m, tr = run_phase(m, AddSelf(), checked=True)
    consts = [op for op in m.walk() if op.name == "stablehlo.constant"]
    assert len(consts) == 1
    assert tr.phases[0].deduplicated == 2
    m.verify()
    same_on_xla(before, m, np.arange(4, dtype=np.float32))


def test_constants_in_nested_blocks_are_not_merged_with_outer_ones() -> None:
    from jax import lax

    def f(x: Any) -> Any:
        return lax.fori_loop(0, 2, lambda i, a: a * 2.0, x * 2.0)

    m = importer.from_jax(f, np.ones(4, np.float32))
    n_before = sum(1 for op in m.walk() if op.name == "stablehlo.constant")
    dedupe_constants(m)
    m.verify()
    # each block keeps its own copy of 2.0
    blocks_with_two = {id(op.parent) for op in m.walk() if op.name == "stablehlo.constant"}
    assert len(blocks_with_two) >= 2
    assert sum(1 for op in m.walk() if op.name == "stablehlo.constant") <= n_before


# --------------------------------------------------------------------------- bad rewrites


def test_ill_typed_replacement_is_an_error_naming_the_rule() -> None:
    m = mod("""
  %a = stablehlo.multiply %x, %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(RewriteError) as e:
        run_phase(m, WrongType())
    msg = str(e.value)
    assert "rule 'wrong_type' (tests/engine_data/pyrules.py:239:1)" in msg
    assert "stablehlo.multiply result of type tensor<4xf32>" in msg
    assert "tensor<4xi32>" in msg
    assert msg.startswith("tests/engine_data/pyrules.py:239:1: error:")


def test_rewrite_without_change_is_an_error_naming_the_rule() -> None:
    m = mod("""
  %a = stablehlo.multiply %x, %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(RewriteError, match=r"rule 'liar' .* changes nothing"):
        run_phase(m, Liar())


def test_wrong_number_of_replacements_is_an_error() -> None:
    class Short(PyRule):
        def __init__(self) -> None:
            super().__init__("short", frozenset({"stablehlo.multiply"}), 1)

        def apply(self, op: Operation) -> Rewrite | None:
            return Rewrite([], [])

    m = mod("""
  %a = stablehlo.multiply %x, %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(RewriteError, match=r"'short' .* 0 replacement\(s\) for stablehlo.multiply"):
        run_phase(m, Short())


def test_a_crashing_rule_is_named() -> None:
    m = mod("""
  %a = stablehlo.multiply %x, %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(RewriteError, match=r"rule 'crash' .* crashed on stablehlo.multiply: "
                                           r"ZeroDivisionError: boom"):
        run_phase(m, Crash())


def test_checked_mode_attributes_invalid_ir_to_the_rule() -> None:
    body = """
  %a = stablehlo.multiply %x, %x : tensor<4xf32>
  return %a : tensor<4xf32>"""
    with pytest.raises(RewriteError) as e:
        run_phase(mod(body), IllFormed(), checked=True)
    assert "rule 'ill_formed'" in str(e.value)
    assert "invalid IR at stablehlo.subtract" in str(e.value)
    assert e.value.rule == "ill_formed"
    # unchecked, the same rule goes through (the types of the replaced values agree)
    m, _ = run_phase(mod(body), IllFormed())
    with pytest.raises(Exception):  # noqa: B017 - the verifier's own exception
        m.verify()


def test_checked_mode_catches_use_before_definition() -> None:
    class Forward(PyRule):
        """negate(x) -> negate of a value defined later in the block."""

        def __init__(self) -> None:
            super().__init__("forward_ref", frozenset({"stablehlo.negate"}), 7)

        def apply(self, op: Operation) -> Rewrite | None:
            later = op.next_op
            if later is None or later.name != "stablehlo.abs":
                return None
            from engine_data.pyrules import mk

            n = mk("stablehlo.negate", [later.results[0]], op.results[0].type)
            return Rewrite([n], [n.results[0]])

    m = mod("""
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.abs %x : tensor<4xf32>
  %c = stablehlo.add %a, %b : tensor<4xf32>
  return %c : tensor<4xf32>""")
    with pytest.raises(RewriteError, match="'forward_ref' .* not defined before stablehlo.negate"):
        run_phase(m, Forward(), checked=True)


# --------------------------------------------------------------------------- termination


TRANSPOSE_SLICE = """
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %s = stablehlo.slice %t [2:6, 0:4] : (tensor<16x8xf32>) -> tensor<4x4xf32>
  %u = stablehlo.slice %y [0:4, 0:4] : (tensor<8x16xf32>) -> tensor<4x4xf32>
  %v = stablehlo.transpose %u, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %w = stablehlo.add %s, %v : tensor<4x4xf32>
  return %w : tensor<4x4xf32>"""


def test_transpose_slice_with_slice_transpose_is_reported_as_a_cycle_quickly() -> None:
    m = mod(TRANSPOSE_SLICE, "%y: tensor<8x16xf32>", "tensor<4x4xf32>")
    t0 = time.perf_counter()
    with pytest.raises(CycleError) as e:
        run_phase(m, TransposeSlice(), SliceTranspose(), until_fixpoint=True, max_sweeps=20)
    elapsed = time.perf_counter() - t0
    err = e.value
    assert set(err.rules) == {"transpose_slice", "slice_transpose"}
    msg = str(err)
    assert "transpose_slice (tests/engine_data/pyrules.py:153)" in msg
    assert "slice_transpose (tests/engine_data/pyrules.py:176)" in msg
    assert "rewrite cycle in phase 'p'" in msg
    assert len(err.cycle) % 2 == 0
    print(f"cycle reported in {elapsed:.3f}s")  # shown with -s; the bound is checked by bench


def test_cycle_in_stop_mode_records_a_warning_and_leaves_a_valid_module() -> None:
    m = mod(TRANSPOSE_SLICE, "%y: tensor<8x16xf32>", "tensor<4x4xf32>")
    before = exporter.to_text(m)
    m, tr = run_phase(m, TransposeSlice(), SliceTranspose(), until_fixpoint=True,
                      on_cycle="stop")
    assert tr.phases[0].stopped_by == "cycle"
    assert not tr.phases[0].converged
    assert any("rewrite cycle" in w for w in tr.warnings)
    m.verify()
    y = np.random.default_rng(1).standard_normal((8, 16)).astype(np.float32)
    same_on_xla(before, m, y)


def test_mutually_inverse_rules_cycle_names_both() -> None:
    m = mod("""
  %a = stablehlo.abs %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(CycleError) as e:
        run_phase(m, ExpandNeg(), NegNeg())
    assert set(e.value.rules) == {"expand_neg", "neg_neg"}


def test_add_self_and_its_inverse_cycle() -> None:
    m = mod("""
  %a = stablehlo.add %x, %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(CycleError) as e:
        run_phase(m, AddSelf(), MulToAdd())
    assert set(e.value.rules) == {"add_self", "mul_two"}


class Alternate(PyRule):
    """Wraps a rule and lets every other attempt through: fires at most once per op lineage
    per sweep, so the cycle it makes only shows across sweeps."""

    def __init__(self, inner: PyRule) -> None:
        super().__init__("alt_" + inner.name, inner.roots, inner.line)
        self.inner = inner
        self.calls = 0

    def apply(self, op: Operation) -> Rewrite | None:
        self.calls += 1
        return self.inner.apply(op) if self.calls % 2 == 1 else None


class Recreate(PyRule):
    """Replaces sine(x) with a fresh, identical sine(x)."""

    def __init__(self) -> None:
        super().__init__("recreate", frozenset({"stablehlo.sine"}), 11)

    def apply(self, op: Operation) -> Rewrite | None:
        from engine_data.pyrules import mk

        n = mk("stablehlo.sine", [op.operands[0]], op.results[0].type)
        return Rewrite([n], [n.results[0]])


def test_cycle_across_sweeps_is_detected_by_hashing_each_sweep() -> None:
    m = mod("""
  %a = stablehlo.sine %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(CycleError) as e:
        run_phase(m, Alternate(Recreate()), until_fixpoint=True, max_sweeps=50)
    assert "across sweeps" in str(e.value)
    assert e.value.rules == ["alt_recreate"]
    assert e.value.cycle == [("alt_recreate", e.value.cycle[0][1])]


def test_identical_rewrite_within_one_sweep_is_a_cycle() -> None:
    m = mod("""
  %a = stablehlo.sine %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(CycleError, match="within one sweep.*recreate"):
        run_phase(m, Recreate())


def test_runaway_growth_is_stopped_and_reported() -> None:
    m = mod("""
  %a = stablehlo.abs %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    with pytest.raises(RunawayError) as e:
        run_phase(m, Grow())
    assert e.value.rules == ["grow"]
    assert "does not terminate" in str(e.value)


def _runaway_work(extra: int) -> tuple[int, int, int]:
    """(rewrites, module hashes, ops hashed) until IncConst is reported as a runaway on a
    module with ``extra`` unrelated ops."""
    body = ["  %c = stablehlo.constant dense<0> : tensor<4xi32>",
            "  %a = stablehlo.add %i, %c : tensor<4xi32>"]
    prev = "%x"
    for k in range(extra):
        body.append(f"  %n{k} = stablehlo.negate {prev} : tensor<4xf32>")
        prev = f"%n{k}"
    body.append(f"  return %a, {prev} : tensor<4xi32>, tensor<4xf32>")
    m = mod("\n".join(body), "%i: tensor<4xi32>, %x: tensor<4xf32>",
            "tensor<4xi32>, tensor<4xf32>")
    work = [0, 0]

    def counting_hash(module: Operation) -> str:
        work[0] += 1
        work[1] += count_ops(module)
        return module_hash(module)

    tr = Trace()
    with pytest.raises(RunawayError, match="no repeated state"):
        Driver(tr, hash_fn=counting_hash).run_phase(Phase("p", (IncConst(),)), m)
    return tr.total_rewrites, work[0], work[1]


def test_runaway_detection_costs_a_bounded_number_of_hashes_whatever_the_module_size() -> None:
    """Past a sweep's budget (10 * ops + 1000 rewrites) the driver confirms a cycle or a
    runaway with a bounded number of module hashes (it used to hash after every rewrite
    for 2000 rewrites, so the cost grew with the module: bench/runaway.py)."""
    sizes = (0, 100, 200)
    runs = [_runaway_work(n) for n in sizes]
    for n, (rewrites, _, _) in zip(sizes, runs, strict=True):
        assert rewrites == 10 * (n + 4) + 1000 + 2000 + 1  # budget, then the window
    hashes = {h for _, h, _ in runs}
    assert len(hashes) == 1 and hashes.pop() <= 2 * 8  # two per power-of-two checkpoint
    for rewrites, _, hashed in runs:
        assert hashed <= 2 * rewrites  # O(1) per rewrite, amortised


def test_growth_one_step_per_sweep_stops_at_max_sweeps_with_a_warning() -> None:
    m = mod("""
  %a = stablehlo.abs %x : tensor<4xf32>
  return %a : tensor<4xf32>""")
    m, tr = run_phase(m, GrowPerSweep(), until_fixpoint=True, max_sweeps=5)
    p = tr.phases[0]
    assert p.sweeps == 5 and not p.converged and p.stopped_by == "max_sweeps"
    assert any("did not reach a fixpoint in 5 sweeps" in w for w in tr.warnings)
    assert p.ops_after > p.ops_before
    m.verify()


def test_rewrite_cap_stops_the_phase() -> None:
    body = "\n".join(f"  %a{i} = stablehlo.add {'%x' if i == 0 else f'%a{i-1}'}, "
                     f"{'%x' if i == 0 else f'%a{i-1}'} : tensor<4xf32>" for i in range(10))
    m = mod(body + "\n  return %a9 : tensor<4xf32>")
    before = exporter.to_text(m)
    m, tr = run_phase(m, AddSelf(), rewrite_cap=3)
    assert tr.rules["add_self"].rewrites == 3
    assert tr.phases[0].stopped_by == "cap"
    assert sum(1 for op in m.walk() if op.name == "stablehlo.add") == 7
    m.verify()
    same_on_xla(before, m, np.arange(4, dtype=np.float32))


def test_module_hash_is_structural() -> None:
    a = mod("  %a = stablehlo.negate %x : tensor<4xf32>\n  return %a : tensor<4xf32>")
    b = mod("  %zz = stablehlo.negate %x : tensor<4xf32>\n  return %zz : tensor<4xf32>")
    c = mod("  %a = stablehlo.abs %x : tensor<4xf32>\n  return %a : tensor<4xf32>")
    assert module_hash(a) == module_hash(b) != module_hash(c)


_STATES = [
    "  %a = stablehlo.negate %x : tensor<4xf32>\n  return %a : tensor<4xf32>",
    "  %b = stablehlo.negate %x : tensor<4xf32>\n  return %b : tensor<4xf32>",
    "  %a = stablehlo.abs %x : tensor<4xf32>\n  return %a : tensor<4xf32>",
    ("  %c = stablehlo.constant dense<-1.0> : tensor<4xf32>\n"
    "  %a = stablehlo.add %x, %c : tensor<4xf32>\n  return %a : tensor<4xf32>"),
    ("  %c = stablehlo.constant dense<-2.0> : tensor<4xf32>\n"
    "  %a = stablehlo.add %x, %c : tensor<4xf32>\n  return %a : tensor<4xf32>"),
    ("  %c = stablehlo.constant dense<-2.0> : tensor<4xf32>\n"
    "  %a = stablehlo.add %c, %x : tensor<4xf32>\n  return %a : tensor<4xf32>"),
    ("  %c = stablehlo.constant dense<-0.0> : tensor<4xf32>\n"
    "  %a = stablehlo.add %x, %c : tensor<4xf32>\n  return %a : tensor<4xf32>"),
    ("  %c = stablehlo.constant dense<0.0> : tensor<4xf32>\n"
    "  %a = stablehlo.add %x, %c : tensor<4xf32>\n  return %a : tensor<4xf32>"),
    ("  %a = stablehlo.negate %x {mhlo.sharding = \"{replicated}\"} : tensor<4xf32>\n"
    "  return %a : tensor<4xf32>"),
    ("  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %a = stablehlo.slice %x [0:2] : (tensor<4xf32>) -> tensor<2xf32>\n"
    "  %b = stablehlo.pad %a, %z, low = [1], high = [1], interior = [0] : "
    "(tensor<2xf32>, tensor<f32>) -> tensor<4xf32>\n  return %b : tensor<4xf32>"),
    ("  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %a = stablehlo.slice %x [1:3] : (tensor<4xf32>) -> tensor<2xf32>\n"
    "  %b = stablehlo.pad %a, %z, low = [1], high = [1], interior = [0] : "
    "(tensor<2xf32>, tensor<f32>) -> tensor<4xf32>\n  return %b : tensor<4xf32>"),
    ("  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
    "    %s = stablehlo.add %p, %q : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n"
    "  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n"
    "  %a = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
    "  return %a : tensor<4xf32>"),
    ("  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
    "    %s = stablehlo.add %q, %p : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n"
    "  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n"
    "  %a = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
    "  return %a : tensor<4xf32>"),
    ("  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %r = \"stablehlo.reduce\"(%x, %z) ({\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
    "    %s = stablehlo.maximum %p, %q : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n"
    "  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n"
    "  %a = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<4xf32>\n"
    "  return %a : tensor<4xf32>"),
]


def test_module_hashes_are_equal_exactly_when_the_exported_texts_are() -> None:
    """The state hash tells states apart as the exported text does, not as Python's
    equality and hashing of attributes do (-1 and -2 hash alike; -0.0 == 0.0): operand
    order, attribute values, discardable attributes, region bodies."""
    mods = [mod(b) for b in _STATES] + [mod(b) for b in _STATES[:3]]
    texts = [exporter.to_text(m) for m in mods]
    hashes = [module_hash(m) for m in mods]
    assert len(set(texts)) == len(_STATES) - 1  # the first two differ in names only
    for i in range(len(mods)):
        for j in range(len(mods)):
            assert (hashes[i] == hashes[j]) == (texts[i] == texts[j]), (i, j)


def test_driver_rejects_bad_on_cycle() -> None:
    with pytest.raises(ValueError):
        Driver(on_cycle="ignore")  # type: ignore[arg-type]


def test_errors_are_hlorules_errors() -> None:
    assert issubclass(CycleError, HloRulesError)
    assert issubclass(RunawayError, HloRulesError)
    assert issubclass(RewriteError, HloRulesError)


def test_jax_module_where_and_transpose_equivalent_after_rewrites() -> None:
    def f(x: Any, y: Any) -> Any:
        i = jnp.arange(24, dtype=jnp.int32)
        return (x.T[1:3, :] + (y + y)[:4], i[2:14:2] + 1)

    x = np.random.default_rng(2).standard_normal((4, 4)).astype(np.float32)
    y = np.random.default_rng(3).standard_normal(4).astype(np.float32)
    m = importer.from_jax(f, x, y)
    before = exporter.to_text(m)
    m, tr = run_phase(m, SliceIota(), SliceTranspose(), AddSelf(), checked=True)
    assert tr.fired().keys() >= {"slice_iota", "slice_transpose"}
    m.verify()
    same_on_xla(before, m, x, y)


def test_replace_uses_moves_every_use_as_xdsl_does_and_names_the_users() -> None:
    """The driver's own use replacement leaves the IR, the use lists' order and the name
    hints exactly as xDSL's ``replace_all_uses_with`` does, and returns one user per use."""
    from hlorules.engine.driver import _replace_uses

    body = """
  %a = stablehlo.abs %x : tensor<4xf32>
  %b = stablehlo.negate %x : tensor<4xf32>
  %c = stablehlo.add %a, %a : tensor<4xf32>
  %d = stablehlo.multiply %c, %a : tensor<4xf32>
  %e = stablehlo.add %d, %b : tensor<4xf32>
  return %e : tensor<4xf32>"""
    ours, theirs = mod(body), mod(body)

    def values(m: Any) -> tuple[Any, Any, list[Operation]]:
        ops = [op for op in m.walk() if op.name.startswith("stablehlo.")]
        return ops[0].results[0], ops[1].results[0], ops

    old, new, ops = values(ours)
    old.name_hint, new.name_hint = "a", None
    users = _replace_uses(old, new)
    assert [u.name for u in users] == ["stablehlo.multiply", "stablehlo.add", "stablehlo.add"]
    assert users[1] is users[2] is ops[2] and users[0] is ops[3]
    t_old, t_new, t_ops = values(theirs)
    t_old.name_hint, t_new.name_hint = "a", None
    t_old.replace_all_uses_with(t_new)
    assert exporter.to_text(ours) == exporter.to_text(theirs)
    assert old.first_use is None and new.name_hint == t_new.name_hint == "a"
    order = [(ops.index(u.operation), u.index) for u in new.uses]
    assert order == [(t_ops.index(u.operation), u.index) for u in t_new.uses]
    assert _replace_uses(new, new) == [] and len(list(new.uses)) == 4


def test_insert_before_links_new_ops_as_xdsl_does() -> None:
    """The driver's insertion of regionless ops leaves a block's order and links exactly as
    xDSL's ``insert_ops_before`` does, at the block's start and in its middle."""
    from engine_data.pyrules import mk

    from hlorules.engine.driver import _insert_before

    body = """
  %a = stablehlo.abs %x : tensor<4xf32>
  %b = stablehlo.negate %a : tensor<4xf32>
  return %b : tensor<4xf32>"""
    ours, theirs = mod(body), mod(body)

    def block_and_ops(m: Any) -> tuple[Any, list[Operation]]:
        ops = [op for op in m.walk() if op.name.startswith("stablehlo.")]
        return ops[0].parent, ops

    for m, insert in ((ours, _insert_before),
                      (theirs, lambda blk, new, at: blk.insert_ops_before(new, at))):
        blk, (a, b) = block_and_ops(m)
        x = blk.args[0]
        insert(blk, [mk("stablehlo.sine", [x], x.type), mk("stablehlo.cosine", [x], x.type)], a)
        insert(blk, [mk("stablehlo.tanh", [x], x.type)], b)
    assert exporter.to_text(ours) == exporter.to_text(theirs)
    blk, _ = block_and_ops(ours)
    names = [op.name for op in blk.ops]
    assert names[:5] == ["stablehlo.sine", "stablehlo.cosine", "stablehlo.abs",
                         "stablehlo.tanh", "stablehlo.negate"]
    back, op = [], blk.last_op
    while op is not None:
        back.append(op.name)
        op = op.prev_op
    assert back[::-1] == names and all(o.parent is blk for o in blk.ops)


def test_drop_operand_uses_leaves_the_use_lists_as_xdsl_does() -> None:
    """The driver's release of an erased op's operands leaves every use list (order and
    links) exactly as xDSL's ``drop_all_references`` does: the first, a middle and the last
    use of a value, and a value used twice by the op."""
    from hlorules.engine.driver import _drop_operand_uses

    body = """
  %a = stablehlo.abs %x : tensor<4xf32>
  %b = stablehlo.add %a, %x : tensor<4xf32>
  %c = stablehlo.multiply %a, %a : tensor<4xf32>
  %d = stablehlo.add %x, %a : tensor<4xf32>
  %e = stablehlo.add %b, %d : tensor<4xf32>
  return %e : tensor<4xf32>"""
    ours, theirs = mod(body), mod(body)

    def ops_of(m: Any) -> list[Operation]:
        return [op for op in m.walk() if op.name.startswith("stablehlo.")]

    def uses(m: Any) -> list[list[tuple[int, int]]]:
        ops = ops_of(m)
        out = []
        for v in [ops[0].parent.args[0]] + [o.results[0] for o in ops]:
            out.append([(ops.index(u.operation) if u.operation in ops else -1, u.index)
                        for u in v.uses])
        return out

    for m, drop in ((ours, _drop_operand_uses), (theirs, lambda op: op.drop_all_references())):
        ops = ops_of(m)
        for i in (2, 1):  # the multiply (%a twice), then an add using %a first and %x last
            ops[i].parent.detach_op(ops[i])
            drop(ops[i])
            assert ops[i].parent is None and not ops[i]._operand_uses
    assert uses(ours) == uses(theirs)
    a = ops_of(ours)[0].results[0]
    assert [u.operation.name for u in a.uses] == ["stablehlo.add"]


def test_module_hash_follows_in_place_changes_as_the_text_does() -> None:
    """The state hash keeps each op's printed text between hashes; an operand replaced, a
    discardable attribute set or dropped in place, an op erased: the hash is again that of
    the module the new text imports to (and differs from the old one)."""
    from xdsl.dialects.builtin import StringAttr

    m = mod("""
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.abs %x : tensor<4xf32>
  %c = stablehlo.add %a, %b : tensor<4xf32>
  %i = stablehlo.convert %c : (tensor<4xf32>) -> tensor<4xi32>
  %d = stablehlo.convert %i : (tensor<4xi32>) -> tensor<4xf32>
  return %d : tensor<4xf32>""")

    def fresh(module: Any) -> str:
        return module_hash(importer.from_text(exporter.to_text(module)))

    ops = [op for op in m.walk() if op.name.startswith("stablehlo.")]
    seen = {module_hash(m)}
    assert fresh(m) in seen
    ops[2].operands = [ops[1].results[0], ops[1].results[0]]  # add(%b, %b)
    assert module_hash(m) == fresh(m) and module_hash(m) not in seen
    seen.add(module_hash(m))
    ops[1].attributes["mhlo.frontend_attributes"] = StringAttr("x")
    assert module_hash(m) == fresh(m) and module_hash(m) not in seen
    seen.add(module_hash(m))
    del ops[1].attributes["mhlo.frontend_attributes"]
    ops[0].parent.erase_op(ops[0])  # the negate, now unused
    h = module_hash(m)
    assert h == fresh(m) and h not in seen
    seen.add(h)
    ops[4].operands = [ops[2].results[0]]  # convert(%c): its operand type is now f32
    h = module_hash(m)
    assert h == fresh(m) and h not in seen


def test_ops_of_one_signature_print_their_state_text_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The state hash prints an op's text (less SSA names) once per signature: the ops a
    batch of identical kernels holds share it."""
    from hlorules.engine.state_hash import StateHasher

    printed: list[str] = []
    real = StateHasher._text_hash

    def spy(self: StateHasher, op: Any) -> int:
        printed.append(op.name)
        return real(self, op)

    monkeypatch.setattr(StateHasher, "_text_hash", spy)
    T = "tensor<7x3xf32>"
    m = importer.from_text(f"""func.func @main(%x: {T}, %y: {T}) -> {T} {{
  %a = stablehlo.cosine %x : {T}
  %b = stablehlo.cosine %y : {T}
  %c = stablehlo.cosine %a : {T}
  %d = stablehlo.add %b, %c : {T}
  return %d : {T}
}}""")
    module_hash(m)
    assert printed.count("stablehlo.cosine") <= 1 and "func.func" in printed  # (regions: always)
    again = importer.from_text(exporter.to_text(m))
    assert module_hash(again) == module_hash(m)


@pytest.mark.parametrize(("second", "first_in_body", "expect"), [
    ("dense<2>", "dense<3>", True),  # main's block
    ("dense<3>", "dense<2>", True),  # the loop body's
    ("dense<3>", "dense<3>", False),  # equal constants only in different blocks
    ('{mhlo.sharding = "{replicated}"} dense<2>', "dense<3>", False),  # (attributes differ)
])
def test_duplicates_is_whether_dedupe_would_merge_anything(second: str, first_in_body: str,
                                                          expect: bool) -> None:
    from hlorules.engine.driver import _duplicates, _scan

    m = importer.from_text(f"""func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {{
  %k = stablehlo.constant dense<2> : tensor<4xi32>
  %k2 = stablehlo.constant {second} : tensor<4xi32>
  %w:2 = stablehlo.while(%i = %x, %j = %k2) : tensor<4xi32>, tensor<4xi32>
  cond {{
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %b = stablehlo.constant {first_in_body} : tensor<4xi32>
    %b2 = stablehlo.constant dense<2> : tensor<4xi32>
    %a = stablehlo.add %i, %b : tensor<4xi32>
    %a2 = stablehlo.add %a, %b2 : tensor<4xi32>
    stablehlo.return %a2, %j : tensor<4xi32>, tensor<4xi32>
  }}
  %e = stablehlo.add %w#0, %k : tensor<4xi32>
  return %e : tensor<4xi32>
}}""")
    assert _duplicates(_scan(m)[2]) is expect
    assert (dedupe_constants(m) > 0) is expect
    assert _duplicates(_scan(m)[2]) is False  # (none left)


def _while_with(body_op: str) -> Any:
    return importer.from_text("""func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %w = stablehlo.while(%i = %x) : tensor<4xi32>
  cond {
    %p = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %a = """ + body_op + """
    stablehlo.return %a : tensor<4xi32>
  }
  return %x : tensor<4xi32>
}""")


@pytest.mark.parametrize("pure_first", [True, False])
def test_a_region_op_is_removable_by_what_its_regions_hold(pure_first: bool) -> None:
    from hlorules.engine.driver import is_removable
    pure = _while_with("stablehlo.add %i, %i : tensor<4xi32>")
    effect = _while_with("stablehlo.custom_call @f(%i) {has_side_effect = true} : "
                         "(tensor<4xi32>) -> tensor<4xi32>")
    loops = {k: next(o for o in m.walk() if o.name == "stablehlo.while")
             for k, m in (("pure", pure), ("effect", effect))}
    for k in ("pure", "effect") if pure_first else ("effect", "pure"):
        for _ in range(2):  # (the second answer from the cache)
            assert is_removable(loops[k]) is (k == "pure")
