"""rulebooks/loops.rules: a `while` with a constant small trip count unrolled (the generic
`inline`/`trip_count`/`region_size` builtins of rules/control.py) and a `case` with a constant
index inlined. Positive cases are compared bitwise on XLA CPU before and after; negative
cases must not fire. The loop bodies avoid a multiply feeding an add: XLA CPU contracts
such a pair into an FMA in straight-line code but not always inside a loop body (1 ulp
apart), a compiler choice and not a change of meaning."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from seed_data.seedcase import same

import hlorules
from hlorules.engine.schedule import Phase
from hlorules.lowering.importer import from_jax, from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
LOOPS = load_rules(ROOT / "rulebooks" / "loops.rules")


def _apply(mod: Any, *rules: str, limit: int | None = None) -> int:
    """Apply the named loops rules alone (one phase, to a fixpoint; with a book setting
    `unroll_limit` when limit is given); the rewrites made."""
    book: Any = Phase("only", tuple(LOOPS[r] for r in rules))
    with tempfile.TemporaryDirectory() as tmp:
        if limit is not None:
            book = Path(tmp) / "capped.book"
            book.write_text(f'include "{ROOT / "rulebooks" / "loops.rules"}"\n'
                            f"set unroll_limit = {limit}\n"
                            f'phase only {{ {", ".join(rules)} }}\nschedule {{ only }}\n')
        _, trace = hlorules.apply(mod, book, checked=True)
    return sum(trace.fired().values())


def _ops(mod: Any, name: str) -> int:
    return sum(1 for o in mod.walk() if o.name == name)


def _check(fn: Any, args: list[np.ndarray], rule: str, limit: int | None = None) -> tuple[int, Any]:
    """Export fn, rewrite it, compare both compiled modules bitwise on args."""
    mod = from_jax(fn, *args)
    before = xla_compile(from_jax(fn, *args))
    fired = _apply(mod, rule, limit=limit)
    after = xla_compile(mod)
    for w, g in zip(before(*args), after(*args), strict=True):
        assert same(w, g), (w, g)
    return fired, mod


X = np.linspace(-1.5, 2.5, 6, dtype=np.float32)
Y = np.arange(6, dtype=np.float32) - 2.0


def _fori(n: int, start: int = 0):  # type: ignore[no-untyped-def]
    def f(x, y):  # type: ignore[no-untyped-def]
        def body(i, c):  # type: ignore[no-untyped-def]
            a, b = c
            return (jnp.maximum(-a, i.astype(jnp.float32)), jnp.minimum(b, jnp.maximum(a, i.astype(jnp.float32))))
        return jax.lax.fori_loop(start, start + n, body, (x, y))
    return f


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_fori_loop_unrolled_bitwise_equal(n: int) -> None:
    fired, mod = _check(_fori(n), [X, Y], "unroll_counted_while")
    assert fired == 1
    assert _ops(mod, "stablehlo.while") == 0


def _while(start: int, limit: int, step: int, op: str = "lt", dtype: Any = jnp.int32):  # type: ignore[no-untyped-def]
    """A lax.while_loop counting from start by step while `counter op limit`, its counter
    used in the body, two more carried values."""
    cmp = {"lt": jnp.less, "le": jnp.less_equal, "ne": jnp.not_equal, "gt": jnp.greater,
           "ge": jnp.greater_equal}[op]

    def f(x, y):  # type: ignore[no-untyped-def]
        def body(c):  # type: ignore[no-untyped-def]
            i, a, b = c
            return (i + dtype(step), jnp.maximum(-a, i.astype(jnp.float32)), jnp.minimum(b, a))
        _, a, b = jax.lax.while_loop(lambda c: cmp(c[0], dtype(limit)), body,
                                     (dtype(start), x, y))
        return a, b
    return f


@pytest.mark.parametrize("start,limit,step,op,n", [
    (0, 3, 1, "lt", 3), (0, 3, 1, "le", 4), (7, 3, -2, "gt", 2),
    (7, 3, -2, "ge", 3), (0, 6, 2, "ne", 3), (-2, 2, 1, "lt", 4)])
def test_while_forms_unrolled_bitwise_equal(start: int, limit: int, step: int, op: str,
                                            n: int) -> None:
    mod = from_jax(_while(start, limit, step, op), X, Y)
    assert _ops(mod, "stablehlo.while") == 1
    fired, mod = _check(_while(start, limit, step, op), [X, Y], "unroll_counted_while")
    assert fired == 1 and _ops(mod, "stablehlo.while") == 0
    # n copies of the body's minimum(b, a)
    assert _ops(mod, "stablehlo.minimum") == n


@pytest.mark.parametrize("start,limit,step", [(5, 5, 1), (5, 4, 3)])
def test_loop_running_no_iteration_is_kept(start: int, limit: int, step: int) -> None:
    # XLA CPU runs the (5, 4, 3) loop's body once: removing the loop would change that
    mod = from_jax(_while(start, limit, step), X, Y)
    assert _apply(mod, "unroll_counted_while") == 0 and _ops(mod, "stablehlo.while") == 1


def test_float_loop_adding_constants_is_kept() -> None:
    # unrolled, XLA folds the adds into one (x + 4.0): at 2**24 the loop gives 2**24
    mod = from_jax(lambda x: jax.lax.fori_loop(0, 4, lambda i, c: c + 1.0, x),
                   np.float32(2.0 ** 24))
    assert _apply(mod, "unroll_counted_while") == 0 and _ops(mod, "stablehlo.while") == 1


def test_unsigned_counter_unrolled_bitwise_equal() -> None:
    fired, mod = _check(_while(1, 4, 1, "lt", jnp.uint32), [X, Y], "unroll_counted_while")
    assert fired == 1 and _ops(mod, "stablehlo.while") == 0


@pytest.mark.parametrize("start,limit,step,op", [(0, 3, 0, "lt"), (0, 3, -1, "lt"),
                                                  (0, 5, 2, "ne")])
def test_endless_or_wrapping_loop_is_kept(start: int, limit: int, step: int, op: str) -> None:
    mod = from_jax(_while(start, limit, step, op), X, Y)
    assert _apply(mod, "unroll_counted_while") == 0
    assert _ops(mod, "stablehlo.while") == 1


@pytest.mark.parametrize("n", [1, 2, 3])
def test_scan_unrolled_bitwise_equal(n: int) -> None:
    def g(x):  # type: ignore[no-untyped-def]
        return jax.lax.scan(lambda c, t: (jnp.maximum(-c, t), jnp.minimum(c, t)), x,
                            jnp.arange(n * 6.0).reshape(n, 6))
    fired, mod = _check(g, [X], "unroll_counted_while")
    assert fired == 1 and _ops(mod, "stablehlo.while") == 0


def test_loop_over_the_cap_is_kept() -> None:
    fired, mod = _check(_fori(4), [X, Y], "unroll_counted_while", limit=8)
    assert fired == 0 and _ops(mod, "stablehlo.while") == 1


def test_counter_used_in_body_sees_each_iteration() -> None:
    fired, _ = _check(_fori(3, start=5), [X, Y], "unroll_counted_while")
    assert fired == 1


def test_long_loop_is_kept() -> None:
    mod = from_jax(_while(0, 100000, 1), X, Y)
    assert _apply(mod, "unroll_counted_while") == 0


def test_non_constant_start_is_kept() -> None:
    def f(s, x):  # type: ignore[no-untyped-def]
        return jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2.0), (s, x))[1]
    mod = from_jax(f, np.int32(0), X)
    assert _apply(mod, "unroll_counted_while") == 0


def test_cond_reading_another_value_is_kept() -> None:
    def f(x):  # type: ignore[no-untyped-def]
        return jax.lax.while_loop(lambda c: (c[0] < 3) & (c[1][0] < 100.0),
                                  lambda c: (c[0] + 1, c[1] * 2.0), (0, x))[1]
    mod = from_jax(f, X)
    assert _apply(mod, "unroll_counted_while") == 0


def test_counter_not_stepped_by_a_constant_is_kept() -> None:
    def f(x):  # type: ignore[no-untyped-def]
        return jax.lax.while_loop(lambda c: c[0] < 30, lambda c: (c[0] * 2 + 1, c[1] * 2.0),
                                  (0, x))[1]
    mod = from_jax(f, X)
    assert _apply(mod, "unroll_counted_while") == 0


WHILE_EFFECT = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %b = BODY
    stablehlo.return %j, %b : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}"""


def test_side_effecting_body_is_kept() -> None:
    text = WHILE_EFFECT.replace(
        "BODY", 'stablehlo.custom_call @log(%a) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>')
    mod = from_text(text)
    assert _apply(mod, "unroll_counted_while") == 0 and _ops(mod, "stablehlo.while") == 1


def test_text_while_unrolled_and_counted() -> None:
    mod = from_text(WHILE_EFFECT.replace("BODY", "stablehlo.multiply %a, %a : tensor<4xf32>"))
    before = xla_compile(from_text(WHILE_EFFECT.replace("BODY", "stablehlo.multiply %a, %a : tensor<4xf32>")))
    assert _apply(mod, "unroll_counted_while") == 1
    assert _ops(mod, "stablehlo.while") == 0 and _ops(mod, "stablehlo.multiply") == 3
    x = np.array([1.1, -0.5, 2.0, np.nan], np.float32)
    assert same(before(x)[0], xla_compile(mod)(x)[0])


CASE = """func.func @main(%x: tensor<4xf32>, %k: tensor<i32>) -> tensor<4xf32> {
  %i = INDEX
  %r = "stablehlo.case"(%i) ({
    %a = stablehlo.add %x, %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }, {
    %a = stablehlo.multiply %x, %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }, {
    %a = stablehlo.subtract %x, %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}"""


@pytest.mark.parametrize("index,op", [(0, "add"), (1, "multiply"), (2, "subtract"),
                                      (3, "subtract"), (-1, "subtract"), (-7, "subtract")])
def test_case_with_constant_index_inlined(index: int, op: str) -> None:
    text = CASE.replace("INDEX", f"stablehlo.constant dense<{index}> : tensor<i32>")
    mod = from_text(text)
    assert _apply(mod, "case_constant_index") == 1
    assert _ops(mod, "stablehlo.case") == 0 and _ops(mod, f"stablehlo.{op}") == 1
    x = np.array([1.5, -2.0, 0.0, np.inf], np.float32)
    k = np.int32(0)
    assert same(xla_compile(text)(x, k)[0], xla_compile(mod)(x, k)[0])


def test_case_with_argument_index_is_kept() -> None:
    mod = from_text(CASE.replace("INDEX", "stablehlo.abs %k : tensor<i32>"))
    assert _apply(mod, "case_constant_index") == 0 and _ops(mod, "stablehlo.case") == 1


def test_jax_switch_with_constant_index_inlined() -> None:
    def h(x):  # type: ignore[no-untyped-def]
        return jax.lax.switch(5, [lambda x: x + 1.0, lambda x: x * 2.0], x)
    mod = from_jax(h, X)
    if _ops(mod, "stablehlo.case") == 0:
        pytest.skip("jax folded the constant switch itself")
    fired, mod = _check(h, [X], "case_constant_index")
    assert fired == 1 and _ops(mod, "stablehlo.case") == 0


def test_docs_example_unrolls_and_inlines() -> None:
    """The docs/rules.md example of inline/trip_count (the shipped rules' text) works."""
    import re
    doc = (ROOT / "docs" / "rules.md").read_text()
    block = next(b for b in re.findall(r"```rules\n(.*?)```", doc, flags=re.DOTALL)
                 if "rule unroll_counted_while " in b)
    rules = load_rules(block, "docs/rules.md")
    mod = from_text(WHILE_EFFECT.replace("BODY", "stablehlo.multiply %a, %a : tensor<4xf32>"))
    hlorules.apply(mod, Phase("doc", tuple(rules[r] for r in rules)), checked=True)
    assert _ops(mod, "stablehlo.while") == 0 and _ops(mod, "stablehlo.multiply") == 3
    mod = from_text(CASE.replace("INDEX", "stablehlo.constant dense<9> : tensor<i32>"))
    hlorules.apply(mod, Phase("doc", tuple(rules[r] for r in rules)), checked=True)
    assert _ops(mod, "stablehlo.case") == 0 and _ops(mod, "stablehlo.subtract") == 1


@pytest.mark.parametrize("rule", ["unroll_counted_while", "case_constant_index"])
def test_checker_verifies_loops_rules(rule: str) -> None:
    """checker/generate.py builds counted whiles (LT/LE/NE/GT/GE, signed and unsigned
    counters, steps of either sign, 0 to 12 trips) and cases with constant indices in and
    out of range; the rewritten programs agree with the originals on XLA CPU."""
    from checker.rules import check_rule
    rep = check_rule(LOOPS[rule], programs=12, min_programs=12)
    assert rep.outcome == "verified", rep
