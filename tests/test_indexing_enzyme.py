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
from hypothesis import strategies as st
from seed_data.seedcase import count, dense, gather, module, rand_args, same, scatter, t
from test_indexing_rules import apply_rules, check, sweep_fired

import hlorules
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
RULES = load_rules(ROOT / "rulebooks" / "indexing.rules")
EXEC_BOOK = ROOT / "rulebooks" / "exec.book"
F = np.float32
SCATTER_BODY_RULES = ("scatter_constant_body_store", "scatter_splat_update_into_body",
                      "scatter_splat_base_into_body")


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


@pytest.mark.parametrize(("I", "base", "c"), [([1, 2, 3], "arg", "7.0"), ([4, 4, 0], "arg", "-0.0"),
                                              ([9, -1, 2], "splat", "1.0e-45"), ([0, 1, 2], "bcast", "0x7FC00001")])
def test_scatter_constant_body_is_a_store_of_the_constant(I: list[int], base: str, c: str) -> None:
    """Duplicates (each writes the constant), out-of-bounds and -1 windows (skipped by both);
    -0.0 and a subnormal are moved, not computed: their bits stay (and a NaN stays a NaN)."""
    text, types = _scatter(I, body=f"const:{c}", base=base)
    fired, mod = check(text, ("scatter_constant_body_store",), types)
    assert fired == 1 and scatter_body(mod) == ["stablehlo.return"]
    assert count(mod, "stablehlo.constant") >= 2


def test_scatter_constant_body_then_store_rules_make_a_pad() -> None:
    """With the store rules after it, a constant written to a run of a splat buffer is a pad."""
    text, types = _scatter([2, 3, 4], body="const:7.0", base="bcast")
    fired, mod = check(text, ("scatter_constant_body_store", "scatter_constant_update_slice"), types)
    assert fired == 2 and count(mod, "stablehlo.scatter") == 0 and count(mod, "stablehlo.pad") == 1


def test_scatter_constant_body_into_a_constant_folds_through_exec_book() -> None:
    """A constant base, constant indices with duplicates and an out-of-bounds row: once the
    body's constant is the update, the folder evaluates the store (Enzyme's scatter const fold)."""
    lines = ["%x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>",
             f"%i = {dense(np.array([[4], [1], [4], [9]]))}",
             scatter("%s", "%x", "%i", "%u", t([6]), t([4, 1], "i32"), t([4]), inserted=[0], uwd=[], s2o=[0], ivd=1,
                     body="const:-2.5")]
    text = module([("%u", t([4]))], lines, [("%s", t([6]))])
    mod = from_text(text)
    hlorules.apply(mod, EXEC_BOOK, checked=True)
    assert count(mod, "stablehlo.scatter") == 0
    u = np.zeros(4, F)
    assert same(xla_compile(text)(u)[0], np.array([1.0, -2.5, 3.0, 4.0, -2.5, 6.0], F))
    assert same(xla_compile(mod)(u)[0], xla_compile(text)(u)[0])


@pytest.mark.parametrize("body", ["set", "add", "keep"])
def test_scatter_body_not_returning_a_constant_stays(body: str) -> None:
    text, _ = _scatter([1, 2], body=body)
    assert apply_rules(from_text(text), "scatter_constant_body_store") == 0


@pytest.mark.parametrize("body", ["add", "mul"])
def test_scatter_splat_update_moves_into_the_body(body: str) -> None:
    text, types = _scatter([1, 1, 9, -1], body=body, upd="splat", elem="i32")  # duplicates, OOB, -1
    fired, mod = check(text, ("scatter_splat_update_into_body",), types)
    assert fired == 1 and "stablehlo.constant" in scatter_body(mod)
    s = next(o for o in mod.walk() if o.name == "stablehlo.scatter")
    assert not any(s.regions[0].blocks[0].args[1].uses)


def test_scatter_of_an_empty_splat_update_keeps_its_body() -> None:
    """An update constant with no element is a splat without a value: the scatter (a no-op)
    is left alone, not rewritten (the rewrite read the splat's missing element)."""
    text = """func.func @main(%x: tensor<3x0xi32>, %i: tensor<1x1xi32>) -> tensor<3x0xi32> {
  %u = stablehlo.constant dense<> : tensor<1x0xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %r = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %r : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x0xi32>, tensor<1x1xi32>, tensor<1x0xi32>) -> tensor<3x0xi32>
  return %s : tensor<3x0xi32>
}"""
    assert apply_rules(from_text(text), "scatter_splat_update_into_body") == 0


@pytest.mark.parametrize(("body", "upd"), [("set", "splat"), ("add", "arg")])
def test_scatter_plain_store_or_argument_update_keeps_its_body(body: str, upd: str) -> None:
    """A plain store of a splat is already the store form (the two rules would undo each
    other); an argument update is not a constant."""
    text, _ = _scatter([1, 2], body=body, upd=upd, elem="i32")
    assert apply_rules(from_text(text), "scatter_splat_update_into_body") == 0


def _float_add_of(cur: str, upd: str) -> str:
    """A float scatter-add of x[4] at [0], [1], the body adding ``cur`` and ``upd``."""
    lines = [f"%i = {dense(np.array([[0], [1]]))}", "%u = stablehlo.constant dense<0.0> : tensor<2xf32>",
             scatter("%s", "%x", "%i", "%u", t([4]), t([2, 1], "i32"), t([2]), inserted=[0], uwd=[], s2o=[0], ivd=1,
                     body="add")]
    text = module([("%x", t([4]))], lines, [("%s", t([4]))])
    return text.replace("%sr = stablehlo.add %sb0, %sb1",
                        f"%k = stablehlo.constant dense<0.0> : tensor<f32>\n    %sr = stablehlo.add {cur}, {upd}")


def test_float_constants_stay_out_of_scatter_bodies() -> None:
    """Why the two rules are integer-only: with the update's +0.0 written into the body, XLA
    simplifies the add away, and with it the run-time flush of a subnormal and -0 + 0 = +0."""
    x = np.array([-0.0, 1e-45, 1.0, 2.0], F)
    want = xla_compile(_float_add_of("%sb0", "%sb1"))(x)[0]
    moved = xla_compile(_float_add_of("%sb0", "%k"))(x)[0]
    assert not same(want, moved)
    for base in ("arg", "splat"):
        text, _ = _scatter([1, 2], body="add", base=base, upd="splat")
        assert apply_rules(from_text(text), "scatter_splat_update_into_body", "scatter_splat_base_into_body") == 0


@pytest.mark.parametrize(("I", "base", "body"), [([1, 2, 3], "splat", "add"), ([5, 0, 9], "bcast", "mul"),
                                                 ([-1, 3, 8], "splat", "add"), ([2, 7], "bcast", "keep")])
def test_scatter_splat_base_moves_into_a_disjoint_body(I: list[int], base: str, body: str) -> None:
    """Disjoint in-bounds windows (out-of-bounds and -1 windows write nothing): each window's
    current value is the base's."""
    text, types = _scatter(I, body=body, base=base, elem="i32")
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
    text, _ = _scatter(I, body="add", base=base, unique=unique, elem="i32")
    assert apply_rules(from_text(text), "scatter_splat_base_into_body") == 0


def test_scatter_splat_base_with_argument_indices_declines() -> None:
    lines = ["%x = stablehlo.constant dense<3> : tensor<8xi32>",
             scatter("%s", "%x", "%i", "%u", t([8], "i32"), t([2, 1], "i32"), t([2], "i32"), inserted=[0], uwd=[],
                     s2o=[0], ivd=1, body="add", unique=True, elem="i32")]
    text = module([("%i", t([2, 1], "i32")), ("%u", t([2], "i32"))], lines, [("%s", t([8], "i32"))])
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


def test_integer_scatter_add_into_zeros_at_distinct_indices_is_a_pad() -> None:
    """x.at[I].add(u) into zeros, I a run (so disjoint): the zero moves into the body, the
    simplifier drops the add of 0, the store rules make the plain store a pad."""
    text, _ = _scatter([3, 4, 5], body="add", base="bcast", elem="i32")
    text = text.replace("dense<3> : tensor<i32>", "dense<0> : tensor<i32>")
    mod = from_text(text)
    before = xla_compile(text)
    hlorules.apply(mod, EXEC_BOOK, checked=True)
    assert count(mod, "stablehlo.scatter") == 0 and count(mod, "stablehlo.pad") == 1
    u = np.array([7, -2, 9], np.int32)
    assert all(same(a, b) for a, b in zip(before(u), xla_compile(mod)(u), strict=True))


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


@pytest.mark.parametrize(("gen", "rules"), [(gen_scatter_body, SCATTER_BODY_RULES),
                                            (gen_gather_of, ("gather_of_splat_operand",))],
                         ids=["scatter_bodies", "gather_of_splat_operand"])
def test_rules_equivalent_on_xla(gen: Any, rules: tuple[str, ...]) -> None:
    fired, programs = sweep_fired(gen, rules, n_inputs=4, examples=60)
    assert fired >= 10, f"{rules}: fired on {fired} of {programs} programs"


# --------------------------------------------------------------------------- iota-like indices


def _iota_index(shape: list[int], dims: list[int], offs: list[int]) -> list[str]:
    """Lines building %I : tensor<shape x len(dims) x i32>, component c = iota along batch dim
    dims[c] (-1: zeros) plus offs[c]: the indices JAX builds for x[iota_i[:, None], iota_j]."""
    one = t([*shape, 1], "i32")
    lines, parts = [], []
    for c, (d, o) in enumerate(zip(dims, offs, strict=True)):
        base = (f"%z{c} = stablehlo.constant dense<0> : {one}" if d < 0
                else f"%z{c} = stablehlo.iota dim = {d} : {one}")
        lines += [base, f"%o{c} = stablehlo.constant dense<{o}> : {one}", f"%p{c} = stablehlo.add %z{c}, %o{c} : {one}"]
        parts.append(f"%p{c}")
    it = t([*shape, len(dims)], "i32")
    if len(parts) == 1:
        lines.append(f"%I = stablehlo.reshape %p0 : ({one}) -> {it}")
    else:
        lines.append(f"%I = stablehlo.concatenate {', '.join(parts)}, dim = {len(shape)} : "
                     f"({', '.join([one] * len(parts))}) -> {it}")
    return lines


def _grid_store(p: int, q: int, dims: list[int], offs: list[int], *, base: str = "arg", window: bool = False,
                consts: list[list[list[int]]] | None = None) -> tuple[str, list]:
    """scatter(x[5, 6] (or x[5, 6, 3] with whole windows along the last dim), I[p, q, 2], u[p, q
    (, 3)]) a plain store of elements: I iota-like (component c steps batch dim dims[c], plus
    offs[c]) or the given constant rows; base "arg" or "zero" (a broadcast 0.0)."""
    xs = [5, 6, 3] if window else [5, 6]
    us = [p, q, 3] if window else [p, q]
    lines = (_iota_index([p, q], dims, offs) if consts is None
             else [f"%I = {dense(np.array(consts))}"])
    args, types = [("%u", t(us))], [(tuple(us), F)]
    if base == "arg":
        args.insert(0, ("%x", t(xs)))
        types.insert(0, (tuple(xs), F))
    else:
        lines += ["%c0 = stablehlo.constant dense<0.0> : tensor<f32>",
                  f"%x = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<f32>) -> {t(xs)}"]
    lines.append(scatter("%s", "%x", "%I", "%u", t(xs), t([p, q, 2], "i32"), t(us), inserted=[0, 1],
                         uwd=[2] if window else [], s2o=[0, 1], ivd=2))
    return module(args, lines, [("%s", t(xs))]), types


GRID_RULES = ("scatter_constant_grid_update", "dynamic_update_slice_into_splat")


@pytest.mark.parametrize(("p", "q", "dims", "offs", "window", "transposes"), [
    (2, 3, [0, 1], [1, 2], False, 0),      # x.at[1 + iota_i[:, None], 2 + iota_j].set(u)
    (2, 3, [1, 0], [1, 2], False, 1),      # the batch transposed against the operand
    (5, 6, [0, 1], [0, 0], False, 0),      # the whole operand
    (3, 2, [1, 0], [2, 3], True, 1),       # with whole windows along a third dim
    (1, 3, [0, 1], [4, 1], False, 0)])     # a unit batch dim
def test_scatter_iota_grid_is_a_dynamic_update_slice(p: int, q: int, dims: list[int], offs: list[int],
                                                     window: bool, transposes: int) -> None:
    text, types = _grid_store(p, q, dims, offs, window=window)
    rules = ("scatter_constant_grid_update",) if p > 1 else ("scatter_constant_update_slice",)
    fired, mod = check(text, rules, types)
    assert fired == 1 and count(mod, "stablehlo.scatter") == 0
    assert count(mod, "stablehlo.dynamic_update_slice") == 1 and count(mod, "stablehlo.transpose") == transposes


def test_scatter_iota_grid_into_a_splat_is_a_pad() -> None:
    text, types = _grid_store(2, 3, [1, 0], [2, 1], base="zero")
    fired, mod = check(text, GRID_RULES, types)
    assert fired == 2 and count(mod, "stablehlo.scatter", "stablehlo.dynamic_update_slice") == 0
    assert count(mod, "stablehlo.pad") == 1


@pytest.mark.parametrize(("dims", "offs", "consts"), [
    ([0, 1], [4, 2], None),                # rows 4, 5 of 5: partly out of bounds (dus would clamp)
    ([0, 1], [-1, 0], None),               # -1 is out of bounds in StableHLO (JAX wraps it before)
    ([0, -1], [0, 2], None),               # every column index 2: duplicates along the second batch dim
    ([0, 0], [0, 1], None),                # both components step the same operand dim... by one batch dim
    (None, None, [[[0, 0], [0, 2]], [[1, 0], [1, 2]]]),    # a step of 2
    (None, None, [[[0, 1], [0, 0]], [[1, 1], [1, 0]]])])   # a step of -1 (descending)
def test_scatter_grid_not_unit_steps_in_bounds_declines(dims: Any, offs: Any, consts: Any) -> None:
    for base in ("arg", "zero"):
        text, _ = _grid_store(2, 2 if consts else 3, dims or [0, 1], offs or [0, 0], base=base, consts=consts)
        mod = from_text(text)
        assert apply_rules(mod, *GRID_RULES, "scatter_constant_update_slice") == 0


def test_scatter_grid_with_a_false_unique_promise_declines() -> None:
    """Duplicates under unique_indices = true: the rule proves the grid from the indices."""
    text, _ = _grid_store(2, 3, [0, -1], [0, 2])
    text = text.replace("index_vector_dim = 2>", "index_vector_dim = 2>, unique_indices = true")
    assert "unique_indices = true" in text
    assert apply_rules(from_text(text), *GRID_RULES) == 0


def test_scatter_grid_read_back_by_a_gather_is_left_to_forwarding() -> None:
    """A store read by a gather or slice (here a gather of the element [2, 3]) stays a scatter
    for the forwarding rules (a gather of a dynamic_update_slice is not forwarded; the corpus's
    gather_gather_2d lost its forward to the flattened-tile rule before this guard)."""
    text, _ = _grid_store(2, 3, [0, 1], [1, 2])
    read = gather("%g", "%s", "%j", t([5, 6]), t([1, 2], "i32"), t([1]), offset=[], collapsed=[0, 1], sim=[0, 1], ivd=1,
                  ss=[1, 1])
    text = text.replace("  return %s", f"  %j = {dense(np.array([[2, 3]]))}\n  {read}\n  return %g").replace(
        f"-> ({t([5, 6])})", f"-> ({t([1])})").replace(f"return %g : {t([5, 6])}", f"return %g : {t([1])}")
    mod = from_text(text)
    assert apply_rules(mod, *GRID_RULES, "scatter_split_strided_dim") == 0
    assert apply_rules(mod, "gather_scatter_lanes_forward", *GRID_RULES) >= 1 and count(mod, "stablehlo.scatter") == 0


def test_scatter_grid_with_a_combining_body_declines() -> None:
    text, _ = _grid_store(2, 3, [0, 1], [0, 0])
    text = text.replace("stablehlo.return %sb1", "%sr = stablehlo.add %sb0, %sb1 : tensor<f32>\n    stablehlo.return %sr")
    assert apply_rules(from_text(text), *GRID_RULES) == 0


def _grid_read(p: int, q: int, dims: list[int], offs: list[int]) -> tuple[str, list]:
    """gather(x[5, 6], I[p, q, 2]) of elements, I iota-like."""
    lines = _iota_index([p, q], dims, offs)
    lines.append(gather("%g", "%x", "%I", t([5, 6]), t([p, q, 2], "i32"), t([p, q]), offset=[], collapsed=[0, 1],
                        sim=[0, 1], ivd=2, ss=[1, 1]))
    return module([("%x", t([5, 6]))], lines, [("%g", t([p, q]))]), [((5, 6), F)]


@pytest.mark.parametrize(("dims", "offs", "ops"), [
    ([0, 1], [1, 2], {"stablehlo.slice"}),
    ([1, 0], [0, 0], {"stablehlo.slice", "stablehlo.transpose"}),
    ([0, 1], [4, 5], {"stablehlo.slice", "stablehlo.broadcast_in_dim"}),   # clamped: starts 3, 4 ... repeated
    ([0, -1], [0, 3], {"stablehlo.slice", "stablehlo.broadcast_in_dim"})])  # a column read by every lane
def test_gather_iota_grid_is_a_slice(dims: list[int], offs: list[int], ops: set[str]) -> None:
    """Gathers clamp their starts: an iota grid past the end reads the last rows again, which
    the strided rule sees after clamping (a repeat is a broadcast)."""
    text, types = _grid_read(2, 3, dims, offs)
    fired, mod = check(text, ("gather_constant_slice", "gather_constant_strided"), types)
    got = {o.name for o in mod.walk() if o.name.startswith("stablehlo.") and o.name not in
           ("stablehlo.constant", "stablehlo.iota", "stablehlo.add", "stablehlo.concatenate", "stablehlo.reshape")}
    assert fired >= 1 and count(mod, "stablehlo.gather") == 0 and got <= ops, got


def test_dynamic_update_slice_into_a_splat_clamps_its_starts() -> None:
    lines = ["%c = stablehlo.constant dense<2.5> : tensor<6x4xf32>",
             "%a = stablehlo.constant dense<9> : tensor<i32>", "%b = stablehlo.constant dense<-3> : tensor<i32>",
             (f"%d = stablehlo.dynamic_update_slice %c, %u, %a, %b : ({t([6, 4])}, {t([2, 3])}, tensor<i32>, "
              f"tensor<i32>) -> {t([6, 4])}")]
    text = module([("%u", t([2, 3]))], lines, [("%d", t([6, 4]))])
    fired, mod = check(text, ("dynamic_update_slice_into_splat",), [((2, 3), F)])
    assert fired == 1 and count(mod, "stablehlo.pad") == 1 and count(mod, "stablehlo.dynamic_update_slice") == 0


def test_dynamic_update_slice_into_a_value_or_at_argument_starts_declines() -> None:
    for base, start in (("arg", "const"), ("splat", "arg")):
        lines = ["%c = stablehlo.constant dense<2.5> : tensor<6xf32>"] if base == "splat" else []
        lines += ["%a = stablehlo.constant dense<1> : tensor<i32>"] if start == "const" else []
        lines.append(f"%d = stablehlo.dynamic_update_slice %{'c' if base == 'splat' else 'x'}, %u, %a : "
                     f"({t([6])}, {t([2])}, tensor<i32>) -> {t([6])}")
        args = [("%u", t([2]))] + ([("%x", t([6]))] if base == "arg" else []) + (
            [("%a", "tensor<i32>")] if start == "arg" else [])
        assert apply_rules(from_text(module(args, lines, [("%d", t([6]))])), "dynamic_update_slice_into_splat") == 0


def gen_grid_store(draw: Any) -> tuple[str, list]:
    """An iota-like grid store of any orientation and offset (partly or wholly out of bounds,
    -1), a duplicate component, or random constant rows; into an argument or zeros."""
    p, q = draw(st.sampled_from([2, 3, 2, 1])), draw(st.sampled_from([3, 2, 3, 1]))
    window = draw(st.booleans())
    base = draw(st.sampled_from(["arg", "zero"]))
    if draw(st.integers(0, 9)) == 7:
        rows = draw(st.lists(st.lists(st.integers(-1, 6), min_size=2, max_size=2), min_size=p * q, max_size=p * q))
        return _grid_store(p, q, [0, 1], [0, 0], base=base, window=window,
                           consts=np.array(rows).reshape(p, q, 2).tolist())
    dims = draw(st.sampled_from([[0, 1], [1, 0], [0, 1], [1, 0], [0, -1], [0, 0]]))
    offs = [draw(st.sampled_from([1, 0, 2, 1, 0, -1, 5])), draw(st.sampled_from([2, 0, 1, 3, 0, -1, 6]))]
    return _grid_store(p, q, dims, offs, base=base, window=window)


def test_grid_rules_equivalent_on_xla() -> None:
    """The grid rule (and the pad after it) on 60 random stores: it fired on 11 (most draws
    are out of bounds, duplicated, one-dimensional or random rows: declined, still compared)."""
    fired, programs = sweep_fired(gen_grid_store, GRID_RULES, n_inputs=4, examples=60)
    assert fired >= 8, f"fired on {fired} of {programs} programs"


# --------------------------------------------------------------------------- a tile into a flattened dim

SPLIT_RULES = ("scatter_split_strided_dim", "scatter_constant_grid_update")


def _flat_tile(I: list[list[int]], X: int = 12, body: str = "set") -> tuple[str, list]:
    """scatter(x[2, X], I[p, q, 1], u[2, p, q]): element_assembly's K[e, 27 i + j] stores, a
    window along dim 0 whole, I the flattened column of each lane."""
    arr = np.array(I)
    b = list(arr.shape)
    lines = [f"%i = {dense(arr[..., None])}",
             scatter("%s", "%x", "%i", "%u", t([2, X]), t([*b, 1], "i32"), t([2, *b]), inserted=[1], uwd=[0], s2o=[1],
                     ivd=len(b), body=body)]
    return module([("%x", t([2, X])), ("%u", t([2, *b]))], lines, [("%s", t([2, X]))]), [((2, X), F), ((2, *b), F)]


@pytest.mark.parametrize(("I", "X"), [([[1, 5, 9], [2, 6, 10]], 12),              # rows 0-2, cols 1-2 of 3x4
                                      ([[9, 36, 63], [10, 37, 64], [11, 38, 65]], 729),   # element_assembly
                                      ([[0, 4], [1, 5], [2, 6], [3, 7]], 8),      # the whole buffer
                                      ([[1, 2], [4, 5]], 6)])                     # the strides the other way
def test_tile_stored_into_a_flattened_dim_is_a_dynamic_update_slice(I: list[list[int]], X: int) -> None:
    text, types = _flat_tile(I, X)
    fired, mod = check(text, SPLIT_RULES, types)
    assert fired == 2 and count(mod, "stablehlo.scatter") == 0 and count(mod, "stablehlo.dynamic_update_slice") == 1


@pytest.mark.parametrize(("I", "X", "body"), [
    ([[3, 7, 11], [4, 8, 12]], 16, "set"),     # the inner run 3, 4 carries past a multiple of 4
    ([[1, 5, 9], [2, 6, 10]], 10, "set"),      # 4 does not divide 10
    ([[5, 9, 13], [6, 10, 14]], 12, "set"),    # 13, 14 out of bounds (dynamic_update_slice would clamp)
    ([[1, 5, 9], [1, 5, 9]], 12, "set"),       # duplicates along the first batch dim
    ([[1, 7, 13], [2, 8, 14]], 18, "set"),     # strides 6 and 1 on 18 = 3 x 6: fine, but ...
    ([[1, 5, 9], [2, 6, 10]], 12, "add")])     # a combining body
def test_flattened_tile_declines(I: list[list[int]], X: int, body: str) -> None:
    text, _ = _flat_tile(I, X, body)
    got = apply_rules(from_text(text), "scatter_split_strided_dim")
    assert got == (1 if X == 18 else 0)


def gen_flat_tile(draw: Any) -> tuple[str, list]:
    """A p x q tile at strides (h, 1) or (1, h) into a flattened dim of extent X, anywhere
    (carrying, out of bounds, -1), or random rows."""
    h = draw(st.sampled_from([4, 3, 2, 6]))
    X = h * draw(st.sampled_from([3, 2, 4])) + draw(st.sampled_from([0, 0, 0, 1]))
    p, q = draw(st.sampled_from([2, 3])), draw(st.sampled_from([2, 3]))
    s0 = draw(st.sampled_from([0, 1, 0, 2, -1, X - 2]))
    if draw(st.integers(0, 9)) == 7:
        I = draw(st.lists(st.lists(st.integers(-1, X), min_size=q, max_size=q), min_size=p, max_size=p))
    elif draw(st.booleans()):
        I = [[s0 + a + h * c for c in range(q)] for a in range(p)]
    else:
        I = [[s0 + h * a + c for c in range(q)] for a in range(p)]
    return _flat_tile(I, X, draw(st.sampled_from(["set", "set", "add"])))


def test_flattened_tile_rules_equivalent_on_xla() -> None:
    fired, programs = sweep_fired(gen_flat_tile, SPLIT_RULES, n_inputs=4, examples=60)
    assert fired >= 8, f"fired on {fired} of {programs} programs"


def _tiles_chain() -> tuple[str, list]:
    """element_assembly in small: a [2, 4, 2, 2] tensor's four 2x2 blocks (lanes j, i: the
    inner stride first) stored one after another into a zero [2, 16] buffer (4x4 flattened)."""
    lines = ["%c0 = stablehlo.constant dense<0.0> : tensor<f32>",
             f"%b0 = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<f32>) -> {t([2, 16])}"]
    for blk in range(4):
        a, b = divmod(blk, 2)
        idx = [[(2 * a + i) * 4 + 2 * b + j for i in range(2)] for j in range(2)]
        lines += [f"%i{blk} = {dense(np.array(idx)[..., None])}",
                  (f'%q{blk} = "stablehlo.slice"(%t) <{{start_indices = array<i64: 0, {blk}, 0, 0>, limit_indices = '
                   f"array<i64: 2, {blk + 1}, 2, 2>, strides = array<i64: 1, 1, 1, 1>}}> : ({t([2, 4, 2, 2])}) -> "
                   f"{t([2, 1, 2, 2])}"),
                  f"%u{blk} = stablehlo.reshape %q{blk} : ({t([2, 1, 2, 2])}) -> {t([2, 2, 2])}",
                  scatter(f"%b{blk + 1}", f"%b{blk}", f"%i{blk}", f"%u{blk}", t([2, 16]), t([2, 2, 1], "i32"),
                          t([2, 2, 2]), inserted=[1], uwd=[0], s2o=[1], ivd=2)]
    return module([("%t", t([2, 4, 2, 2]))], lines, [("%b4", t([2, 16]))]), [((2, 4, 2, 2), F)]


def test_tiles_into_a_flattened_buffer_through_exec_book_leave_one_transpose() -> None:
    """The four stores become dynamic_update_slices of transposed updates; the transposes move
    up through the unit reshapes and over the slices (transpose_slice) and merge
    (cse_transpose): no scatter, one transpose, bitwise equal."""
    text, types = _tiles_chain()
    mod = from_text(text)
    hlorules.apply(mod, EXEC_BOOK, checked=True)
    assert count(mod, "stablehlo.scatter") == 0 and count(mod, "stablehlo.transpose") == 1
    x = rand_args(types, np.random.default_rng(3))
    assert all(same(a, b) for a, b in zip(xla_compile(text)(*x), xla_compile(mod)(*x), strict=True))


@pytest.mark.parametrize(("xs", "ys", "perm", "fires"), [
    ([2, 1, 3, 4], [2, 3, 4], [0, 2, 1], True),       # drops a unit dim
    ([3, 4], [1, 3, 1, 4], [3, 0, 2, 1], True),       # adds unit dims
    ([6, 4], [2, 3, 4], [0, 2, 1], False)])           # merges dims: not a unit reshape
def test_transpose_moves_up_through_a_unit_reshape(xs: list[int], ys: list[int], perm: list[int], fires: bool) -> None:
    out = [ys[p] for p in perm]
    lines = [f"%r = stablehlo.reshape %x : ({t(xs)}) -> {t(ys)}",
             f"%y = stablehlo.transpose %r, dims = {perm} : ({t(ys)}) -> {t(out)}"]
    text = module([("%x", t(xs))], lines, [("%y", t(out))])
    fired, mod = check(text, ("transpose_unit_reshape",), [(tuple(xs), F)])
    assert fired == (1 if fires else 0)
    if fires:
        tr = [o for o in mod.walk() if o.name == "stablehlo.transpose"]
        fn = next(o for o in mod.walk() if o.name == "func.func")
        assert all(o.operands[0] is fn.body.blocks[0].args[0] for o in tr)


def test_transpose_of_a_shared_unit_reshape_declines() -> None:
    lines = [f"%r = stablehlo.reshape %x : ({t([2, 1, 3])}) -> {t([2, 3])}",
             f"%y = stablehlo.transpose %r, dims = [1, 0] : ({t([2, 3])}) -> {t([3, 2])}"]
    text = module([("%x", t([2, 1, 3]))], lines, [("%y", t([3, 2])), ("%r", t([2, 3]))])
    assert apply_rules(from_text(text), "transpose_unit_reshape") == 0


def test_identical_transposes_merge_and_exec_main_phase_dedupes_lifted_ones() -> None:
    """Two slices of x each transposed: transpose_slice (main) lifts both transposes over
    their slices; the two transpose(x) are one (cse_transpose; cse_pure in main for the rest)."""
    lines = [(f'%a = "stablehlo.slice"(%x) <{{start_indices = array<i64: {s}, 0>, limit_indices = array<i64: {s + 2}, 5>, '
              f"strides = array<i64: 1, 1>}}> : ({t([4, 5])}) -> {t([2, 5])}").replace("%a", n)
             for n, s in (("%a", 0), ("%b", 2))]
    lines += [f"%ta = stablehlo.transpose %a, dims = [1, 0] : ({t([2, 5])}) -> {t([5, 2])}",
              f"%tb = stablehlo.transpose %b, dims = [1, 0] : ({t([2, 5])}) -> {t([5, 2])}"]
    text = module([("%x", t([4, 5]))], lines, [("%ta", t([5, 2])), ("%tb", t([5, 2]))])
    mod = from_text(text)
    hlorules.apply(mod, EXEC_BOOK, checked=True)
    assert count(mod, "stablehlo.transpose") == 1
    x = rand_args([((4, 5), F)], np.random.default_rng(1))
    assert all(same(a, b) for a, b in zip(xla_compile(text)(*x), xla_compile(mod)(*x), strict=True))
    twice = module([("%x", t([4, 5]))], [f"%p = stablehlo.transpose %x, dims = [1, 0] : ({t([4, 5])}) -> {t([5, 4])}",
                                         f"%q = stablehlo.transpose %x, dims = [1, 0] : ({t([4, 5])}) -> {t([5, 4])}"],
                   [("%p", t([5, 4])), ("%q", t([5, 4]))])
    fired, mod = check(twice, ("cse_transpose",), [((4, 5), F)])
    assert fired == 1 and count(mod, "stablehlo.transpose") == 1
