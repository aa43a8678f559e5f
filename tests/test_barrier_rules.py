"""optimization_barrier forwarding (rulebooks/indexing.rules, issue 18): constants go through
(Enzyme-JAX's const_prop_through_barrier), an operand passed twice goes through once, unread
operands do not go through, and no barrier is left when nothing needs fencing. Positive and
negative examples, a derandomised hypothesis sweep compared bitwise on XLA CPU, the rule
checker, and the exec book on a JAX function."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jax import lax
from seed_data.seedcase import count, rand_args, same, t

import hlorules
from hlorules.engine.schedule import Phase
from hlorules.lowering.importer import from_jax, from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.lowering.xla import run
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
INDEXING = ROOT / "rulebooks" / "indexing.rules"
RULES = load_rules(INDEXING)
BARRIER = ("optimization_barrier_forward", "optimization_barrier_none_left")
F = np.float32


def barrier_module(operands: list[str], outputs: list[str], n_args: int = 2,
                   shape: tuple[int, ...] = (4,)) -> str:
    """A module whose barrier takes ``operands`` (``a0``.. arguments, ``c`` a constant) and
    returns ``outputs`` (``r0``.. barrier results, ``a0``.. arguments; ``sum`` adds results
    0 and 1)."""
    ty = t(list(shape))
    names = {f"a{i}": f"%arg{i}" for i in range(n_args)} | {"c": "%c"}
    lines = [f"%c = stablehlo.constant dense<1.500000e+00> : {ty}"]
    k = len(operands)
    res = "%b" if k == 1 else f"%b:{k}"
    lines.append(f"{res} = stablehlo.optimization_barrier {', '.join(names[o] for o in operands)} "
                 f": {', '.join([ty] * k)}")
    rname = {f"r{i}": ("%b" if k == 1 else f"%b#{i}") for i in range(k)}
    if "sum" in outputs:
        lines.append(f"%s = stablehlo.add {rname['r0']}, {rname['r1']} : {ty}")
    rets = [("%s" if o == "sum" else rname.get(o) or names[o]) for o in outputs]
    args = ", ".join(f"%arg{i}: {ty}" for i in range(n_args))
    return (f"func.func @main({args}) -> ({', '.join([ty] * len(rets))}) {{\n  "
            + "\n  ".join(lines) + f"\n  return {', '.join(rets)} : {', '.join([ty] * len(rets))}\n}}\n")


def apply_barrier_rules(mod: Any) -> int:
    _, trace = hlorules.apply(mod, Phase("only", tuple(RULES[r] for r in BARRIER)), checked=True,
                              inline=False)
    return sum(trace.fired().values())


def check(text: str, n_args: int = 2, shape: tuple[int, ...] = (4,), seed: int = 0) -> tuple[int, Any]:
    """Apply the barrier rules; every output bitwise equal on XLA CPU before and after."""
    mod = from_text(text)
    before = xla_compile(text)
    fired = apply_barrier_rules(mod)
    after = xla_compile(mod)
    rng = np.random.default_rng(seed)
    for _ in range(3):
        args = rand_args([(shape, F)] * n_args, rng)
        for w, g in zip(before(*args), after(*args), strict=True):
            assert same(w, g), f"changed the result:\n{text}\n{mod}"
    return fired, mod


def barrier_operands(mod: Any) -> list[int]:
    """The operand count of each barrier left."""
    return [len(op.operands) for op in mod.walk() if op.name == "stablehlo.optimization_barrier"]


def test_constant_goes_through_and_the_rest_stays_fenced() -> None:
    fired, mod = check(barrier_module(["c", "a0"], ["sum", "r1"]))
    assert fired == 1
    assert barrier_operands(mod) == [1]
    add = next(op for op in mod.walk() if op.name == "stablehlo.add")
    assert any(o.owner.name == "stablehlo.constant" for o in add.operands)  # type: ignore[union-attr]


def test_operand_passed_twice_goes_through_once() -> None:
    fired, mod = check(barrier_module(["a0", "a1", "a0"], ["r0", "r1", "r2"]))
    assert fired == 1
    assert barrier_operands(mod) == [2]
    ret = next(op for op in mod.walk() if op.name == "func.return")
    assert ret.operands[0] is ret.operands[2]


def test_unread_operand_does_not_go_through() -> None:
    fired, mod = check(barrier_module(["a0", "a1"], ["r1"]))
    assert fired == 1
    assert barrier_operands(mod) == [1]


def test_no_barrier_left_when_nothing_needs_fencing() -> None:
    fired, mod = check(barrier_module(["c", "c", "a0"], ["sum", "r1"]))
    assert fired == 1
    assert barrier_operands(mod) == []


@pytest.mark.parametrize("operands, outputs", [
    (["a0"], ["r0"]),                 # one argument, read
    (["a0", "a1"], ["sum"]),          # two arguments, both read
    (["a1", "a0"], ["r0", "r1", "a0"]),
])
def test_barrier_of_read_arguments_is_kept(operands: list[str], outputs: list[str]) -> None:
    fired, mod = check(barrier_module(operands, outputs))
    assert fired == 0
    assert barrier_operands(mod) == [len(operands)]


def test_barrier_rules_are_tagged_for_constant_propagation_and_indexing() -> None:
    for r in BARRIER:
        assert {"indexing", "constprop"} <= set(RULES[r].tags)


@settings(max_examples=60, deadline=None, database=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(st.data())
def test_barrier_forwarding_equivalent_on_xla(data: Any) -> None:
    ops = data.draw(st.lists(st.sampled_from(["a0", "a1", "a2", "c"]), min_size=1, max_size=5))
    outs = data.draw(st.lists(st.sampled_from([f"r{i}" for i in range(len(ops))] + ["a1"]),
                              min_size=1, max_size=4))
    if len(ops) >= 2 and data.draw(st.booleans()):
        outs.append("sum")
    shape = data.draw(st.sampled_from([(), (3,), (2, 2)]))
    _, mod = check(barrier_module(ops, outs, n_args=3, shape=shape), n_args=3, shape=shape)
    read = {i for i in range(len(ops)) if f"r{i}" in outs} | ({0, 1} if "sum" in outs else set())
    fenced = {o for i, o in enumerate(ops) if o != "c" and i in read}
    # what stays behind the barrier: each read argument once
    assert sorted(barrier_operands(mod)) == ([len(fenced)] if fenced else [])


@pytest.mark.parametrize("rule", BARRIER)
def test_rule_checker_verifies(rule: str) -> None:
    from hlorules.checker import rules as rc

    rep = rc.check_rule(RULES[rule], programs=40, max_examples=80, min_programs=20)
    assert rep.outcome == "verified", rep


def test_exec_book_folds_constants_through_a_jax_barrier() -> None:
    def f(x: Any) -> Any:
        c, y = lax.optimization_barrier((jnp.full((4,), 2.0, jnp.float32), x))
        return c * 3.0 + y

    x = np.arange(4, dtype=F)
    mod = from_jax(f, x)
    before = run(mod, x)
    hlorules.apply(mod, ROOT / "rulebooks" / "exec.book", checked=True)
    assert barrier_operands(mod) == [1]
    assert count(mod, "stablehlo.multiply") == 0  # 2 * 3 folded
    assert all(same(a, b) for a, b in zip(before, run(mod, x), strict=True))


def test_first_index_gives_each_values_first_position() -> None:
    from hlorules.rules.builtins import BUILTINS

    mod = from_text(barrier_module(["a0", "a1", "a0", "c", "a1"], ["r0"]))
    bar = next(op for op in mod.walk() if op.name == "stablehlo.optimization_barrier")
    assert BUILTINS["first_index"].fn(list(bar.operands)) == (0, 1, 0, 3, 1)
    assert BUILTINS["first_index"].fn([]) == ()


def test_first_index_compares_data_by_value() -> None:
    """Equal ints, tuples and lists that are distinct Python objects share a position (the
    language's ``==``); an identity key would give large ints their own."""
    from hlorules.rules.builtins import BUILTINS

    fn = BUILTINS["first_index"].fn
    big = [10**9 + 7, int("1000000007"), 3]
    assert big[0] is not big[1]
    assert fn(big) == (0, 0, 2)
    assert fn([[1, 2], [1, 2], (1, 2), [2]]) == (0, 0, 2, 3)


def test_wide_barrier_keeps_its_arguments_and_drops_a_duplicate_and_a_constant() -> None:
    """300 distinct read arguments: nothing to forward; one more passed twice and a constant:
    both go (the rule's clauses are data work over first_index, not a comparison of every
    pair of operands)."""
    n = 300
    ops = [f"a{i}" for i in range(n)]
    mod = from_text(barrier_module(ops, [f"r{i}" for i in range(n)], n_args=n))
    assert apply_barrier_rules(mod) == 0
    mod = from_text(barrier_module([*ops, "a7", "c"], [f"r{i}" for i in range(n + 2)], n_args=n))
    assert apply_barrier_rules(mod) == 1
    assert barrier_operands(mod) == [n]
