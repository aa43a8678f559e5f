"""rulebooks/indexing.rules, the Enzyme-JAX section (issue 18): scatters whose body returns a
constant, splat updates and splat bases folded into scatter bodies, gathers of splats with
any indices, gathers and scatters with iota-like indices. For every rule a positive example
(it fires, bitwise equal on XLA CPU), negative ones (out-of-bounds, -1, duplicate indices, a
false unique_indices promise: it must not fire) and a hypothesis sweep compared on XLA CPU."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hlorules.engine.schedule import Phase
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.rules import load_rules
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seed_data.seedcase import count, dense, gather, module, rand_args, same, scatter, t

import hlorules

ROOT = Path(__file__).resolve().parents[1]
RULES = load_rules(ROOT / "rulebooks" / "indexing.rules")
EXEC_BOOK = ROOT / "rulebooks" / "exec.book"
F = np.float32
SCATTER_BODY_RULES = ("scatter_constant_body_store", "scatter_splat_update_into_body",
                      "scatter_splat_base_into_body")


def apply_rules(mod: Any, *rules: str) -> int:
    """Apply the named indexing rules alone (one phase, to a fixpoint); the rewrites made."""
    _, trace = hlorules.apply(mod, Phase("only", tuple(RULES[r] for r in rules)), checked=True,
                              inline=False)
    return sum(trace.fired().values())


def check(text: str, rules: tuple[str, ...], types: list, n_inputs: int = 5, seed: int = 0) -> Any:
    """Apply ``rules``; compare before and after on XLA CPU, bitwise (NaNs equal). Returns
    (rewrites, the rewritten module)."""
    mod = from_text(text)
    before = xla_compile(text)
    fired = apply_rules(mod, *rules)
    after = xla_compile(mod)
    rng = np.random.default_rng(seed)
    for _ in range(n_inputs):
        args = rand_args(types, rng)
        for w, g in zip(before(*args), after(*args), strict=True):
            assert same(w, g), f"{rules} changed the result:\n{text}\nwant {w}\ngot {g}\n{mod}"
    return fired, mod


def scatter_body(mod: Any) -> list[str]:
    """The op names in the (one) scatter's body."""
    s = next(o for o in mod.walk() if o.name == "stablehlo.scatter")
    return [o.name for o in s.regions[0].blocks[0].ops]


# --------------------------------------------------------------------------- builders


def _scatter(I: list[int], *, body: str = "set", base: str = "arg", upd: str = "arg", X: int = 8,
             unique: bool | None = None, elem: str = "f32") -> tuple[str, list]:
    """scatter(base, I, u) of elements of x[X]; base "arg", "splat" (a splat constant 1.5 / 3)
    or "bcast" (broadcast of a scalar constant); update "arg" or "splat" (constant 2.5 / 5)."""
    n = len(I)
    dt = F if elem == "f32" else np.int32
    cb, cu = ("1.5", "2.5") if elem == "f32" else ("3", "5")
    lines = [f"%i = {dense(np.array(I).reshape(n, 1))}"]
    args: list[tuple[str, str]] = []
    types: list = []
    if base == "arg":
        args.append(("%x", t([X], elem)))
        types.append(((X,), dt))
    elif base == "splat":
        lines.append(f"%x = stablehlo.constant dense<{cb}> : {t([X], elem)}")
    else:
        lines += [f"%z = stablehlo.constant dense<{cb}> : tensor<{elem}>",
                  f"%x = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<{elem}>) -> {t([X], elem)}"]
    if upd == "arg":
        args.append(("%u", t([n], elem)))
        types.append(((n,), dt))
    else:
        lines.append(f"%u = stablehlo.constant dense<{cu}> : {t([n], elem)}")
    lines.append(scatter("%s", "%x", "%i", "%u", t([X], elem), t([n, 1], "i32"), t([n], elem), inserted=[0],
                         uwd=[], s2o=[0], ivd=1, body=body, elem=elem, unique=unique))
    return module(args, lines, [("%s", t([X], elem))]), types


# --------------------------------------------------------------------------- scatter bodies


@pytest.mark.parametrize(("I", "base"), [([1, 2, 3], "arg"), ([4, 4, 0], "arg"), ([9, -1, 2], "splat"),
                                         ([0, 1, 2], "bcast")])
def test_scatter_constant_body_is_a_store_of_the_constant(I: list[int], base: str) -> None:
    """Duplicates (each writes the constant), out-of-bounds and -1 windows (skipped by both)."""
    text, types = _scatter(I, body="const:7.0", base=base)
    fired, mod = check(text, ("scatter_constant_body_store",), types)
    assert fired == 1 and scatter_body(mod) == ["stablehlo.return"]
    assert count(mod, "stablehlo.constant") >= 2


def test_scatter_constant_body_then_store_rules_make_a_pad() -> None:
    """With the store rules after it, a constant written to a run of a splat buffer is a pad."""
    text, types = _scatter([2, 3, 4], body="const:7.0", base="bcast")
    fired, mod = check(text, ("scatter_constant_body_store", "scatter_constant_update_slice"), types)
    assert fired == 2 and count(mod, "stablehlo.scatter") == 0 and count(mod, "stablehlo.pad") == 1


@pytest.mark.parametrize("body", ["set", "add", "keep"])
def test_scatter_body_not_returning_a_constant_stays(body: str) -> None:
    text, _ = _scatter([1, 2], body=body)
    assert apply_rules(from_text(text), "scatter_constant_body_store") == 0


@pytest.mark.parametrize(("body", "elem"), [("add", "f32"), ("mul", "f32"), ("add", "i32")])
def test_scatter_splat_update_moves_into_the_body(body: str, elem: str) -> None:
    text, types = _scatter([1, 1, 9, -1], body=body, upd="splat", elem=elem)  # duplicates, OOB, -1
    fired, mod = check(text, ("scatter_splat_update_into_body",), types)
    assert fired == 1 and "stablehlo.constant" in scatter_body(mod)
    s = next(o for o in mod.walk() if o.name == "stablehlo.scatter")
    assert not any(s.regions[0].blocks[0].args[1].uses)


@pytest.mark.parametrize("upd", ["splat", "arg"])
def test_scatter_plain_store_or_argument_update_keeps_its_body(upd: str) -> None:
    """A plain store of a splat is already the store form (the two rules would undo each
    other); an argument update is not a constant."""
    text, _ = _scatter([1, 2], body="set" if upd == "splat" else "add", upd=upd)
    assert apply_rules(from_text(text), "scatter_splat_update_into_body") == 0


@pytest.mark.parametrize(("I", "base", "elem"), [([1, 2, 3], "splat", "f32"), ([5, 0, 9], "bcast", "f32"),
                                                 ([-1, 3, 8], "splat", "i32"), ([2, 7], "bcast", "i32")])
def test_scatter_splat_base_moves_into_a_disjoint_body(I: list[int], base: str, elem: str) -> None:
    """Disjoint in-bounds windows (out-of-bounds and -1 windows write nothing): each window's
    current value is the base's."""
    text, types = _scatter(I, body="add", base=base, elem=elem)
    fired, mod = check(text, ("scatter_splat_base_into_body",), types)
    assert fired == 1
    s = next(o for o in mod.walk() if o.name == "stablehlo.scatter")
    assert not any(s.regions[0].blocks[0].args[0].uses)


@pytest.mark.parametrize(("I", "base", "unique"), [([3, 3], "splat", None), ([3, 3], "bcast", True),
                                                   ([1, 2], "arg", None)])
def test_scatter_splat_base_with_duplicates_or_a_value_base_declines(I: list[int], base: str,
                                                                      unique: bool | None) -> None:
    """A duplicate window's second write sees the first one's result, not the base, even under
    a (false) unique_indices = true; an argument base is no constant."""
    text, _ = _scatter(I, body="add", base=base, unique=unique)
    assert apply_rules(from_text(text), "scatter_splat_base_into_body") == 0


def test_scatter_splat_base_with_argument_indices_declines() -> None:
    lines = ["%x = stablehlo.constant dense<1.5> : tensor<8xf32>",
             scatter("%s", "%x", "%i", "%u", t([8]), t([2, 1], "i32"), t([2]), inserted=[0], uwd=[], s2o=[0],
                     ivd=1, body="add", unique=True)]
    text = module([("%i", t([2, 1], "i32")), ("%u", t([2]))], lines, [("%s", t([8]))])
    assert apply_rules(from_text(text), "scatter_splat_base_into_body") == 0


def test_integer_add_into_a_splat_with_a_splat_update_folds_to_a_pad() -> None:
    """Both constants move into the body, the folder evaluates it, the body returns a
    constant, the store of that constant is a pad: exec.book leaves no scatter."""
    text, types = _scatter([2, 3, 4], body="add", base="bcast", upd="splat", elem="i32")
    mod = from_text(text)
    before = xla_compile(text)
    hlorules.apply(mod, EXEC_BOOK, checked=True)
    assert count(mod, "stablehlo.scatter") == 0
    assert all(same(a, b) for a, b in zip(before(), xla_compile(mod)(), strict=True))
    del types


# --------------------------------------------------------------------------- gather of a splat


def _gather_of(kind: str, idx: str = "arg", X: int = 8, J: list[int] | None = None) -> tuple[str, list]:
    """gather(x[X, 3], J) of whole rows; x a splat constant ("splat"), a broadcast of a scalar
    argument ("bcast"), of a one-element argument ("bcast1"), of a non-splat constant vector
    ("row") or an argument ("arg"); J an argument or the constant J."""
    J = J if J is not None else [1, 9, -3]
    m = len(J)
    args: list[tuple[str, str]] = []
    types: list = []
    lines: list[str] = []
    xt = t([X, 3])
    if kind == "splat":
        lines.append(f"%x = stablehlo.constant dense<4.5> : {xt}")
    elif kind == "bcast":
        args.append(("%a", "tensor<f32>"))
        types.append(((), F))
        lines.append(f"%x = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> {xt}")
    elif kind == "bcast1":
        args.append(("%a", t([1])))
        types.append(((1,), F))
        lines.append(f"%x = stablehlo.broadcast_in_dim %a, dims = [1] : ({t([1])}) -> {xt}")
    elif kind == "row":
        lines += [f"%r = stablehlo.constant dense<[1.0, 2.0, 3.0]> : {t([3])}",
                  f"%x = stablehlo.broadcast_in_dim %r, dims = [1] : ({t([3])}) -> {xt}"]
    else:
        args.append(("%x", xt))
        types.append(((X, 3), F))
    if idx == "arg":
        args.append(("%j", t([m, 1], "i32")))
        types.append(((m, 1), np.int32))
    else:
        lines.append(f"%j = {dense(np.array(J).reshape(m, 1))}")
    lines.append(gather("%g", "%x", "%j", xt, t([m, 1], "i32"), t([m, 3]), offset=[1], collapsed=[0], sim=[0],
                        ivd=1, ss=[1, 3]))
    return module(args, lines, [("%g", t([m, 3]))]), types


@pytest.mark.parametrize(("kind", "idx"), [("splat", "arg"), ("bcast", "arg"), ("bcast1", "arg"),
                                           ("bcast", "const")])
def test_gather_of_a_splat_with_any_indices_is_the_splat(kind: str, idx: str) -> None:
    """Argument indices (rand_args draws -50..50: out of range, negative, duplicated; gather
    clamps them) read the one value everywhere."""
    text, types = _gather_of(kind, idx)
    fired, mod = check(text, ("gather_of_splat_operand",), types, n_inputs=8)
    assert fired == 1 and count(mod, "stablehlo.gather") == 0


@pytest.mark.parametrize("kind", ["row", "arg"])
def test_gather_of_a_non_splat_declines(kind: str) -> None:
    text, _ = _gather_of(kind)
    assert apply_rules(from_text(text), "gather_of_splat_operand") == 0


# --------------------------------------------------------------------------- hypothesis sweeps


def gen_scatter_body(draw: Any) -> tuple[str, list]:
    """scatter(base, I, u) with any of the bodies, bases, updates; I a run, random (with
    duplicates, out-of-bounds and -1 indices)."""
    X = draw(st.integers(2, 9))
    n = draw(st.integers(1, 5))
    I = (list(range(s0 := draw(st.integers(-1, X)), s0 + n)) if draw(st.booleans())
         else draw(st.lists(st.integers(-1, X), min_size=n, max_size=n)))
    elem = draw(st.sampled_from(["f32", "i32"]))
    body = draw(st.sampled_from(["set", "add", "mul", "keep", "const:7"]))
    if body == "const:7" and elem == "f32":
        body = "const:7.0"
    unique = draw(st.sampled_from([None, True]))
    return _scatter(I, body=body, base=draw(st.sampled_from(["arg", "splat", "bcast"])),
                    upd=draw(st.sampled_from(["arg", "splat"])), X=X, unique=unique, elem=elem)


def gen_gather_of(draw: Any) -> tuple[str, list]:
    J = draw(st.lists(st.integers(-3, 10), min_size=1, max_size=4))
    return _gather_of(draw(st.sampled_from(["splat", "bcast", "bcast1", "row", "arg"])),
                      draw(st.sampled_from(["arg", "const"])), X=draw(st.integers(1, 8)), J=J)


def sweep_fired(gen: Any, rules: tuple[str, ...], examples: int = 60) -> tuple[int, int]:
    """``examples`` derandomised programs drawn by ``gen``, each rewritten by ``rules`` and
    checked bitwise equal on XLA CPU; returns (programs on which a rule fired, programs)."""
    stats = {"fired": 0, "programs": 0}

    @settings(max_examples=examples, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def go(data: Any) -> None:
        text, types = gen(data.draw)
        fired, _ = check(text, rules, types, n_inputs=4, seed=stats["programs"])
        stats["programs"] += 1
        stats["fired"] += bool(fired)

    go()
    return stats["fired"], stats["programs"]


@pytest.mark.parametrize(("gen", "rules"), [(gen_scatter_body, SCATTER_BODY_RULES),
                                            (gen_gather_of, ("gather_of_splat_operand",))],
                         ids=["scatter_bodies", "gather_of_splat_operand"])
def test_rules_equivalent_on_xla(gen: Any, rules: tuple[str, ...]) -> None:
    fired, programs = sweep_fired(gen, rules)
    assert fired >= 10, f"{rules}: fired on {fired} of {programs} programs"
