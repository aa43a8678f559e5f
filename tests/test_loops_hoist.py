"""rulebooks/loops.rules `hoist_loop_invariant`: a pure op of a `while` body whose inputs do
not change from one iteration to the next (defined outside the loop, constants, carried values
the body yields back unchanged, or ops hoisted already) is computed once before the loop.
Written in the rule language with the generic builtins of rules/loops.py (`region_ops`,
`inputs`, `defined_in`, `passed_through`, `reaches`, `hoisted`). Positive cases check where
the ops end up and compare the compiled modules bitwise on XLA CPU for trip counts 0 to 5;
negative cases must not fire."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from seed_data.seedcase import same

import hlorules
from hlorules.engine.schedule import Phase
from hlorules.lowering.importer import from_jax, from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
LOOPS = load_rules(ROOT / "rulebooks" / "loops.rules")
HOIST = LOOPS["hoist_loop_invariant"]


def _hoist(mod: Any, rules: Any = (HOIST,)) -> int:
    """Apply the rules alone (one phase, to a fixpoint, checked); the rewrites made."""
    _, trace = hlorules.apply(mod, Phase("only", tuple(rules)), checked=True)
    return sum(trace.fired().values())


def _while(mod: Any) -> Any:
    return next(o for o in mod.walk() if o.name == "stablehlo.while")


def _body(mod: Any) -> list[str]:
    """The op names of the (first) while's body, its terminator left out."""
    blk = _while(mod).regions[1].blocks.first
    return [o.name for o in blk.ops][:-1]


def _before(mod: Any) -> list[str]:
    """The op names of the function's block up to the while."""
    out = []
    for o in _while(mod).parent.ops:
        if o.name == "stablehlo.while":
            break
        out.append(o.name)
    return out


# A loop whose trip count is an argument (never unrolled): %i counts, %a changes, %z is
# carried through unchanged; BODY computes %u from them and the outer %x, %t, %k.
LOOP = """func.func @main(%x: tensor<8xf32>, %t: tensor<6x4xf32>, %k: tensor<4xi32>,
                 %n: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %a0 = stablehlo.constant dense<0.5> : tensor<4xf32>
  %r:3 = stablehlo.while(%i = %c0, %a = %a0, %z = %x) : tensor<i32>, tensor<4xf32>, tensor<8xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
BODY
    %b = stablehlo.add %a, %u : tensor<4xf32>
    stablehlo.return %j, %b, %z : tensor<i32>, tensor<4xf32>, tensor<8xf32>
  }
  return %r#1, %r#0 : tensor<4xf32>, tensor<i32>
}"""

GATHER = """    %ix = stablehlo.constant dense<[[5], [0], [2], [2]]> : tensor<4x1xi32>
    %g = "stablehlo.gather"(%t, %ix) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
      collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<4x1xi32>) -> tensor<4x4xf32>
    %s = stablehlo.slice %g [0:4, 1:2] : (tensor<4x4xf32>) -> tensor<4x1xf32>
    %u = stablehlo.reshape %s : (tensor<4x1xf32>) -> tensor<4xf32>"""

CARRY_SLICE = """    %s = stablehlo.slice %z [2:6] : (tensor<8xf32>) -> tensor<4xf32>
    %u = stablehlo.negate %s : tensor<4xf32>"""

CHAIN = """    %s = stablehlo.slice %t [1:5, 0:2] : (tensor<6x4xf32>) -> tensor<4x2xf32>
    %tr = stablehlo.transpose %s, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
    %r0 = stablehlo.slice %tr [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %v = stablehlo.reshape %r0 : (tensor<1x4xf32>) -> tensor<4xf32>
    %c2 = stablehlo.constant dense<2.0> : tensor<f32>
    %b2 = stablehlo.broadcast_in_dim %c2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %m = stablehlo.maximum %v, %b2 : tensor<4xf32>
    %u = stablehlo.subtract %m, %a : tensor<4xf32>"""

DYNAMIC = """    %s = stablehlo.slice %k [3:4] : (tensor<4xi32>) -> tensor<1xi32>
    %q = stablehlo.reshape %s : (tensor<1xi32>) -> tensor<i32>
    %c0b = stablehlo.constant dense<0> : tensor<i32>
    %d = stablehlo.dynamic_slice %z, %q, sizes = [4] : (tensor<8xf32>, tensor<i32>) -> tensor<4xf32>
    %u = stablehlo.abs %d : tensor<4xf32>"""

REDUCE = """    %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %mx = stablehlo.reduce(%t init: %init) applies stablehlo.maximum across dimensions = [0]
      : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %u = stablehlo.minimum %mx, %a : tensor<4xf32>"""

RNG = np.random.default_rng(7)


def _args(n: int) -> list[np.ndarray]:
    x = RNG.standard_normal(8).astype(np.float32)
    x[1] = -0.0
    t = (RNG.standard_normal((6, 4)) * 4).astype(np.float32)
    t[2, 1] = np.nan
    k = RNG.integers(-3, 9, 4).astype(np.int32)
    return [x, t, k, np.int32(n)]


def _bitwise(text: str, mod: Any, trips: range = range(6)) -> None:
    before, after = xla_compile(text), xla_compile(mod)
    for n in trips:
        args = _args(n)
        for w, g in zip(before(*args), after(*args), strict=True):
            assert same(w, g), (n, w, g)


def test_gather_of_outer_value_hoisted_bitwise_equal() -> None:
    text = LOOP.replace("BODY", GATHER)
    mod = from_text(text)
    assert _hoist(mod) == 3  # the gather, then its slice, then the reshape
    assert _body(mod) == ["stablehlo.constant", "stablehlo.add", "stablehlo.add"]
    assert ["stablehlo.gather", "stablehlo.slice", "stablehlo.reshape"] == [
        n for n in _before(mod) if n != "stablehlo.constant"]
    _bitwise(text, mod)


def test_slice_of_unchanged_carry_hoisted_reads_the_while_operand() -> None:
    text = LOOP.replace("BODY", CARRY_SLICE)
    mod = from_text(text)
    assert _hoist(mod) == 2
    w = _while(mod)
    sl = next(o for o in w.parent.ops if o.name == "stablehlo.slice")
    assert sl.operands[0] is w.operands[2]  # the carried %z's initial value: %x
    assert "stablehlo.slice" not in _body(mod) and "stablehlo.negate" not in _body(mod)
    _bitwise(text, mod)


def test_nested_chain_hoisted_one_op_per_firing() -> None:
    text = LOOP.replace("BODY", CHAIN)
    mod = from_text(text)
    # slice, transpose, slice, reshape, broadcast (of a body constant, copied out), maximum
    assert _hoist(mod) == 6
    assert _body(mod) == ["stablehlo.constant", "stablehlo.add", "stablehlo.subtract",
                          "stablehlo.add"]
    _bitwise(text, mod)


def test_dynamic_slice_at_invariant_start_hoisted() -> None:
    text = LOOP.replace("BODY", DYNAMIC)
    mod = from_text(text)
    assert _hoist(mod) == 4
    assert "stablehlo.dynamic_slice" in _before(mod)
    assert "stablehlo.dynamic_slice" not in _body(mod)
    _bitwise(text, mod)


def test_reduce_with_region_hoisted() -> None:
    text = LOOP.replace("BODY", REDUCE)
    mod = from_text(text)
    assert _hoist(mod) == 1
    assert "stablehlo.reduce" in _before(mod) and "stablehlo.reduce" not in _body(mod)
    _bitwise(text, mod)


@pytest.mark.parametrize("body,why", [
    ("""    %s = stablehlo.slice %a [0:4] : (tensor<4xf32>) -> tensor<4xf32>
    %u = stablehlo.negate %s : tensor<4xf32>""", "reads the changing carry"),
    ("""    %d = stablehlo.dynamic_slice %x, %i, sizes = [4] : (tensor<8xf32>, tensor<i32>) -> tensor<4xf32>
    %u = stablehlo.negate %d : tensor<4xf32>""", "reads the counter"),
    ("""    %f = stablehlo.convert %j : (tensor<i32>) -> tensor<f32>
    %u = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>""",
     "reads the next counter"),
    ("""    %e = stablehlo.custom_call @log(%x) {has_side_effect = true} : (tensor<8xf32>) -> tensor<8xf32>
    %s = stablehlo.slice %e [0:4] : (tensor<8xf32>) -> tensor<4xf32>
    %u = stablehlo.negate %s : tensor<4xf32>""", "side effect, and what reads it"),
    ("""    %u = stablehlo.constant dense<1.0> : tensor<4xf32>""", "a constant stays in the body"),
])
def test_variant_ops_stay_in_the_body(body: str, why: str) -> None:
    mod = from_text(LOOP.replace("BODY", body))
    assert _hoist(mod) == 0, why


def test_op_a_divide_computes_from_stays_bitwise() -> None:
    """XLA divides by a loop-invariant value as a multiply by its reciprocal when it sees the
    divisor computed in the body; hoisted, the body divides exactly (195 of 200 random
    inputs differed): an op a divide computes from stays (the reshape feeds it through the
    broadcast and the add); the one feeding only the other operand is hoisted."""
    body = """    %s = stablehlo.slice %x [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %q = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
    %bq = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %w = stablehlo.add %bq, %bq : tensor<4xf32>
    %ng = stablehlo.slice %t [0:1, 0:4] : (tensor<6x4xf32>) -> tensor<1x4xf32>
    %nr = stablehlo.reshape %ng : (tensor<1x4xf32>) -> tensor<4xf32>
    %m = stablehlo.multiply %a, %nr : tensor<4xf32>
    %u = stablehlo.divide %m, %w : tensor<4xf32>"""
    text = LOOP.replace("BODY", body)
    mod = from_text(text)
    assert _hoist(mod) == 0  # %ng and %nr reach the divide too, through %m
    body2 = body.replace("%m = stablehlo.multiply %a, %nr", "%m = stablehlo.multiply %a, %a") \
                .replace("%u = stablehlo.divide %m, %w : tensor<4xf32>",
                         "%dv = stablehlo.divide %m, %w : tensor<4xf32>\n"
                         "    %u = stablehlo.add %dv, %nr : tensor<4xf32>")
    text2 = LOOP.replace("BODY", body2)
    mod2 = from_text(text2)
    assert _hoist(mod2) == 2  # %ng and %nr, which only the add reads
    assert "stablehlo.broadcast_in_dim" in _body(mod2)
    _bitwise(text2, mod2)


def test_integer_divide_and_its_operands_stay() -> None:
    """A divide (or remainder) stays in the body with every op it computes from: XLA's
    compiler crashes on an integer division by zero whose operands fold to constants, and a
    hoisted one would read the while's operands. What reads the quotient reads a body value
    then; only the abs of a loop-invariant value is computed from by nothing else."""
    body = """    %ab = stablehlo.abs %k : tensor<4xi32>
    %cz = stablehlo.constant dense<[0, 3, -1, 0]> : tensor<4xi32>
    %dv = stablehlo.divide %ab, %cz : tensor<4xi32>
    %rm = stablehlo.remainder %dv, %cz : tensor<4xi32>
    %ng = stablehlo.negate %k : tensor<4xi32>
    %s = stablehlo.add %rm, %ng : tensor<4xi32>
    %u = stablehlo.convert %s : (tensor<4xi32>) -> tensor<4xf32>"""
    text = LOOP.replace("BODY", body)
    mod = from_text(text)
    assert _hoist(mod) == 1  # the negate
    assert {"stablehlo.abs", "stablehlo.divide", "stablehlo.remainder",
            "stablehlo.convert"} <= set(_body(mod))
    assert "stablehlo.negate" in _before(mod)
    _bitwise(text, mod)


def test_exp_stays_for_xla_exp_product() -> None:
    """XLA CPU rewrites exp(a) * exp(b) into exp(a + b), bitwise different from the product
    it computes when exp(b) is a loop-carried value."""
    body = """    %s = stablehlo.slice %x [0:4] : (tensor<8xf32>) -> tensor<4xf32>
    %e = stablehlo.exponential %s : tensor<4xf32>
    %ea = stablehlo.exponential %a : tensor<4xf32>
    %p = stablehlo.multiply %ea, %e : tensor<4xf32>
    %u = stablehlo.tanh %p : tensor<4xf32>"""
    text = LOOP.replace("BODY", body)
    mod = from_text(text)
    assert _hoist(mod) == 1  # the slice, not the exponential
    assert "stablehlo.exponential" not in _before(mod)
    _bitwise(text, mod)


def test_jax_fori_loop_closure_gather_hoisted() -> None:
    """jax passes a closed-over array through the loop as a carried value; a gather and a
    broadcast of it move out."""
    idx = jnp.array([3, 0, 2, 2])

    def f(x, y, n):  # type: ignore[no-untyped-def]
        def body(i, a):  # type: ignore[no-untyped-def]
            return jnp.maximum(a - y[idx], jnp.broadcast_to(y[1], a.shape)) + i.astype(jnp.float32)
        return jax.lax.fori_loop(0, n, body, x)
    x, y = RNG.standard_normal(4).astype(np.float32), RNG.standard_normal(5).astype(np.float32)
    mod = from_jax(f, x, y, np.int32(3))
    ops = _body(mod)
    assert _hoist(mod) >= 2
    assert "stablehlo.gather" in ops and "stablehlo.gather" not in _body(mod)
    assert "stablehlo.broadcast_in_dim" in _before(mod)
    before, after = xla_compile(from_jax(f, x, y, np.int32(3))), xla_compile(mod)
    for n in range(5):
        assert same(before(x, y, np.int32(n))[0], after(x, y, np.int32(n))[0])


def test_nested_while_inner_invariant_hoisted_to_outer_body() -> None:
    """The inner loop's invariant op moves into the outer body; from there, reading only
    outer values, out of the outer loop too."""
    text = """func.func @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %s:2 = stablehlo.while(%k = %c1, %b = %a) : tensor<i32>, tensor<4xf32>
    cond {
      %q = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %c2 = stablehlo.constant dense<1> : tensor<i32>
      %k2 = stablehlo.add %k, %c2 : tensor<i32>
      %v = stablehlo.reverse %x, dims = [0] : tensor<4xf32>
      %b2 = stablehlo.maximum %b, %v : tensor<4xf32>
      stablehlo.return %k2, %b2 : tensor<i32>, tensor<4xf32>
    }
    stablehlo.return %j, %s#1 : tensor<i32>, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}"""
    mod = from_text(text)
    assert _hoist(mod) == 2
    assert _before(mod) == ["stablehlo.constant", "stablehlo.reverse"]
    before, after = xla_compile(text), xla_compile(mod)
    x = np.array([1.0, -2.0, np.nan, 0.5], np.float32)
    for n in range(4):
        assert same(before(x, np.int32(n))[0], after(x, np.int32(n))[0])


@settings(max_examples=30, deadline=None)
@given(n=st.integers(0, 5), seed=st.integers(0, 2**32 - 1), special=st.booleans())
def test_hoisted_loops_equal_bitwise_over_trip_counts(n: int, seed: int, special: bool) -> None:
    """Every hoisting body above, on random data (NaN, infinities and -0.0 when `special`),
    trip counts 0 to 5: the rewritten module's outputs equal the original's bit for bit."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(8).astype(np.float32)
    t = (rng.standard_normal((6, 4)) * 3).astype(np.float32)
    if special:
        x[rng.integers(0, 8, 3)] = [np.nan, -np.inf, -0.0]
        t[rng.integers(0, 6), rng.integers(0, 4)] = np.inf
    k = rng.integers(-10, 10, 4).astype(np.int32)
    for text, mod in _compiled():
        for w, g in zip(text(x, t, k, np.int32(n)), mod(x, t, k, np.int32(n)), strict=True):
            assert same(w, g), (n, w, g)


_CACHE: list[tuple[Any, Any]] = []


def _compiled() -> list[tuple[Any, Any]]:
    """The hoisting bodies' modules, original and rewritten, compiled once."""
    if not _CACHE:
        for body in (GATHER, CARRY_SLICE, CHAIN, DYNAMIC, REDUCE):
            text = LOOP.replace("BODY", body)
            mod = from_text(text)
            assert _hoist(mod) > 0
            _CACHE.append((xla_compile(text), xla_compile(mod)))
    return _CACHE


def test_builtins_describe_the_body() -> None:
    """The generic builtins the rule reads, on the DYNAMIC body: region_ops, inputs (a
    region's captures included), defined_in, passed_through, reaches."""
    from hlorules.rules.loops import defined_in, inputs, passed_through, reaches, region_ops
    mod = from_text(LOOP.replace("BODY", DYNAMIC))
    w = _while(mod)
    wv = w.results[0]
    body = w.regions[1].blocks.first
    vals = region_ops(wv, "body")
    assert [v.owner.name for v in vals] == [o.name for o in body.ops][:-1]
    i, a, z = body.args
    assert passed_through(wv, z) and not passed_through(wv, a) and not passed_through(wv, i)
    d = next(v for v in vals if v.owner.name == "stablehlo.dynamic_slice")
    assert list(inputs(d)) == [z, d.owner.operands[1]]
    assert defined_in(d, wv) and defined_in(z, wv) and not defined_in(w.operands[2], wv)
    assert reaches(d, "add") and not reaches(d, "divide", "multiply")
    rmod = from_text(LOOP.replace("BODY", REDUCE))
    red = next(o for o in _while(rmod).regions[1].blocks.first.ops if o.name == "stablehlo.reduce")
    got = inputs(red.results[0])
    assert len(got) == 2 and all(not defined_in(v, red.results[0]) for v in got)


def test_docs_example_hoists() -> None:
    """The docs/rules.md example of the region-motion builtins works as written."""
    doc = (ROOT / "docs" / "rules.md").read_text()
    block = next(b for b in re.findall(r"```rules\n(.*?)```", doc, flags=re.DOTALL)
                 if "rule hoist_slices " in b)
    rules = load_rules(block, "docs/rules.md")
    text = LOOP.replace("BODY", CARRY_SLICE)
    mod = from_text(text)
    assert _hoist(mod, tuple(rules[r] for r in rules)) == 1  # the slice; the negate stays
    assert _body(mod) == ["stablehlo.constant", "stablehlo.add", "stablehlo.negate",
                          "stablehlo.add"]
    _bitwise(text, mod)


def test_exec_book_hoists_and_reaches_a_fixpoint() -> None:
    """The shipped exec.book runs the rule in its loops phase; nothing moves the ops back."""
    text = LOOP.replace("BODY", CHAIN)
    mod = from_text(text)
    hlorules.apply(mod, "exec", checked=True)
    assert "stablehlo.transpose" not in _body(mod) and "stablehlo.slice" not in _body(mod)
    _bitwise(text, mod)


def test_checker_verifies_hoist_loop_invariant() -> None:
    """checker/generate.py's counted whiles compute a loop-invariant value half the time
    (from an outer argument, a passed-through carry or a constant); the rewritten programs
    agree with the originals on XLA CPU."""
    from checker.rules import check_rule
    rep = check_rule(HOIST, programs=12, min_programs=12)
    assert rep.outcome == "verified", rep


def test_exec_book_main_phase_hoists_what_the_cut_puts_in_a_kept_loop() -> None:
    """A loop with an argument trip count is kept; the cut narrows its carried value to the
    slice read after it (while_slice_elementwise_carry), slicing the outer operand of its add
    inside the body; the main phase moves that slice out."""
    text = """func.func @main(%x: tensor<8xf32>, %y: tensor<8xf32>, %n: tensor<i32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<8xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %b = stablehlo.add %a, %y : tensor<8xf32>
    stablehlo.return %j, %b : tensor<i32>, tensor<8xf32>
  }
  %s = stablehlo.slice %r#1 [0:3] : (tensor<8xf32>) -> tensor<3xf32>
  return %s : tensor<3xf32>
}"""
    mod = from_text(text)
    _, trace = hlorules.apply(mod, "exec", checked=True)
    assert trace.fired().get("while_slice_elementwise_carry") == 1
    assert trace.fired().get("hoist_loop_invariant") == 1
    assert _body(mod) == ["stablehlo.constant", "stablehlo.add", "stablehlo.add"]
    before, after = xla_compile(text), xla_compile(mod)
    x, y = RNG.standard_normal(8).astype(np.float32), RNG.standard_normal(8).astype(np.float32)
    for n in range(4):
        assert same(before(x, y, np.int32(n))[0], after(x, y, np.int32(n))[0])
