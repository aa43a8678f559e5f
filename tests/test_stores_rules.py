"""rulebooks/stores.rules (issue 46): stores that cannot be told apart and read-modify-write
chains over overlapping windows, as dense ops.

Per rule: a positive module (it fires, the op it removes is gone, before and after bitwise
equal on XLA CPU with NaN, infinities, signed zeros and subnormals among the inputs) and
negative ones (it must not fire). Per lane-padded kernel of bench/lane_kernels.py: after
``opt -b exec`` no scatter, gather or while is left where a dense form exists, and the
result is bitwise equal to XLA's on the original."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from seed_data.seedcase import count, same

import hlorules
from hlorules.engine.schedule import Phase
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

import lane_kernels

RULES = load_rules(ROOT / "rulebooks" / "stores.rules")
SPECIAL = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-40, -1e-40, 1.5, -2.25], np.float32)


def _inputs(shapes: list[tuple[int, ...]], rng: np.random.Generator, dtype: Any = np.float32) -> list[np.ndarray]:
    out = []
    for shape in shapes:
        if np.dtype(dtype).kind in "iu":
            out.append(rng.integers(-2**31, 2**31 - 1, size=shape).astype(dtype))
            continue
        a = rng.standard_normal(shape).astype(np.float32).reshape(-1)
        a[rng.integers(0, a.size, size=min(a.size, 12))] = rng.choice(SPECIAL, size=min(a.size, 12))
        out.append(a.reshape(shape))
    return out


def check(text: str, rules: tuple[str, ...], shapes: list[tuple[int, ...]], n: int = 6,
          dtype: Any = np.float32) -> tuple[int, Any]:
    """Apply ``rules`` alone (one phase, to a fixpoint) and compare before and after on XLA CPU
    bitwise (NaNs equal); returns (rewrites, the rewritten module)."""
    mod = from_text(text)
    before = xla_compile(text)
    _, trace = hlorules.apply(mod, Phase("only", tuple(RULES[r] for r in rules)), checked=True,
                              inline=False)
    after = xla_compile(mod)
    rng = np.random.default_rng(0)
    for _ in range(n):
        args = _inputs(shapes, rng, dtype)
        for w, g in zip(before(*args), after(*args), strict=True):
            assert same(w, g), f"{rules} changed the result:\n{text}\nwant {w}\ngot {g}\n{mod}"
    return sum(trace.fired().values()), mod


def _scatter(x: str, idx: list[int], u: str, xt: str, ut: str, body: str = "set") -> str:
    n = len(idx)
    ret = "%b" if body == "set" else "%r"
    op = "" if body == "set" else "      %r = stablehlo.add %a, %b : tensor<f32>\n"
    return (f"  %i = stablehlo.constant dense<{[[k] for k in idx]}> : tensor<{n}x1xi32>\n"
            f'  %s = "stablehlo.scatter"({x}, %i, {u}) <{{scatter_dimension_numbers = '
            "#stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], "
            "scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({\n"
            "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n" + op +
            f'      "stablehlo.return"({ret}) : (tensor<f32>) -> ()\n'
            f"    }}) : ({xt}, tensor<{n}x1xi32>, {ut}) -> {xt}\n")


def _module(args: str, body: str, rt: str, res: str = "%s") -> str:
    return f"func.func @main({args}) -> {rt} {{\n{body}  return {res} : {rt}\n}}\n"


# ----------------------------------------------------------------- scatter_splat_store_box
def _splat_store(idx: list[int], value: str = "-1.0", base: str = "%x") -> str:
    n = len(idx)
    body = (f"  %c = stablehlo.constant dense<{value}> : tensor<f32>\n"
            f"  %u = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<3x{n}xf32>\n")
    if base != "%x":
        body += f"  %x0 = stablehlo.constant dense<{base}> : tensor<3x9xf32>\n"
    body += _scatter("%x" if base == "%x" else "%x0", idx, "%u", "tensor<3x9xf32>",
                     f"tensor<3x{n}xf32>")
    return _module("%x: tensor<3x9xf32>", body, "tensor<3x9xf32>")


@pytest.mark.parametrize("idx", [[8, 8, 8], [2, 3, 3, 4], [5], [7, 9, 8, 7]])
def test_duplicate_stores_of_one_value_are_an_update_of_their_box(idx: list[int]) -> None:
    fired, mod = check(_splat_store(idx), ("scatter_splat_store_box",), [(3, 9)])
    assert fired == 1 and count(mod, "stablehlo.scatter") == 0
    assert count(mod, "stablehlo.dynamic_update_slice") == 1


@pytest.mark.parametrize("idx", [[1, 3], [9, 10], [0, 2, 2]])
def test_stores_of_one_value_not_a_box_decline(idx: list[int]) -> None:
    """Written elements not one box ([1, 3]: a gap), or none in bounds ([9, 10])."""
    fired, _ = check(_splat_store(idx), ("scatter_splat_store_box",), [(3, 9)])
    assert fired == 0


def test_store_of_an_argument_with_duplicates_declines() -> None:
    body = _scatter("%x", [4, 4], "%u", "tensor<3x9xf32>", "tensor<3x2xf32>")
    text = _module("%x: tensor<3x9xf32>, %u: tensor<3x2xf32>", body, "tensor<3x9xf32>")
    fired, _ = check(text, ("scatter_splat_store_box",), [(3, 9), (3, 2)])
    assert fired == 0


# ----------------------------------------------------------------- dynamic_update_slice_same_fill
def _dus_fill(xv: str, uv: str, bcast: bool = True) -> str:
    body = (f"  %a = stablehlo.constant dense<{xv}> : tensor<f32>\n"
            f"  %b = stablehlo.constant dense<{uv}> : tensor<f32>\n"
            "  %x = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<3x9xf32>\n"
            "  %u = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<3x2xf32>\n"
            "  %k = stablehlo.constant dense<1> : tensor<i64>\n"
            "  %z = stablehlo.constant dense<0> : tensor<i64>\n"
            "  %d = stablehlo.dynamic_update_slice %x, %u, %z, %k : "
            "(tensor<3x9xf32>, tensor<3x2xf32>, tensor<i64>, tensor<i64>) -> tensor<3x9xf32>\n"
            "  %r = stablehlo.add %d, %y : tensor<3x9xf32>\n")
    return _module("%y: tensor<3x9xf32>", body, "tensor<3x9xf32>", "%r")


def test_update_of_a_fill_by_the_same_value_is_the_fill() -> None:
    fired, mod = check(_dus_fill("-1.0", "-1.0"), ("dynamic_update_slice_same_fill",), [(3, 9)])
    assert fired == 1 and count(mod, "stablehlo.dynamic_update_slice") == 0


@pytest.mark.parametrize(("xv", "uv"), [("0.0", "-0.0"), ("1.0", "2.0")])
def test_update_of_a_fill_by_other_bits_declines(xv: str, uv: str) -> None:
    fired, _ = check(_dus_fill(xv, uv), ("dynamic_update_slice_same_fill",), [(3, 9)])
    assert fired == 0


# ----------------------------------------------------------------- dynamic_update_slice_beside_update
def _dus2(sa: int, na: int, sb: int, nb: int, rows_b: int = 3, used_twice: bool = False) -> str:
    body = (f"  %p = stablehlo.constant dense<{sa}> : tensor<i64>\n"
            f"  %q = stablehlo.constant dense<{sb}> : tensor<i64>\n"
            "  %z = stablehlo.constant dense<0> : tensor<i64>\n"
            f"  %d1 = stablehlo.dynamic_update_slice %x, %a, %z, %p : (tensor<3x9xf32>, tensor<3x{na}xf32>, "
            "tensor<i64>, tensor<i64>) -> tensor<3x9xf32>\n"
            f"  %s = stablehlo.dynamic_update_slice %d1, %b, %z, %q : (tensor<3x9xf32>, tensor<{rows_b}x{nb}xf32>, "
            "tensor<i64>, tensor<i64>) -> tensor<3x9xf32>\n")
    res = "%s"
    if used_twice:
        body += "  %t = stablehlo.add %s, %d1 : tensor<3x9xf32>\n"
        res = "%t"
    return _module(f"%x: tensor<3x9xf32>, %a: tensor<3x{na}xf32>, %b: tensor<{rows_b}x{nb}xf32>", body,
                   "tensor<3x9xf32>", res)


@pytest.mark.parametrize(("sa", "na", "sb", "nb"), [(5, 1, 0, 5), (0, 4, 4, 5), (2, 3, 7, 5)])
def test_updates_beside_each_other_are_one_update(sa: int, na: int, sb: int, nb: int) -> None:
    """Beside after or before; (2, 3, 7, 5): b's start 7 clamps to 4, so b's [4, 9) overlaps
    a's [2, 5) and the rule declines."""
    fired, mod = check(_dus2(sa, na, sb, nb), ("dynamic_update_slice_beside_update",),
                       [(3, 9), (3, na), (3, nb)])
    want = 0 if (sa, sb) == (2, 7) else 1
    assert fired == want and count(mod, "stablehlo.dynamic_update_slice") == 2 - want


@pytest.mark.parametrize(("sa", "na", "sb", "nb", "rows_b", "twice"), [
    (0, 3, 4, 2, 3, False),   # a gap
    (0, 3, 2, 2, 3, False),   # overlapping
    (0, 3, 3, 2, 2, False),   # another extent on the other dim
    (0, 3, 3, 2, 3, True)])   # the inner update read elsewhere
def test_updates_not_beside_decline(sa: int, na: int, sb: int, nb: int, rows_b: int, twice: bool) -> None:
    fired, _ = check(_dus2(sa, na, sb, nb, rows_b, twice), ("dynamic_update_slice_beside_update",),
                     [(3, 9), (3, na), (rows_b, nb)])
    assert fired == 0


# ----------------------------------------------------------------- scatter_masked_lanes_split
def _masked(idx: list[int], live: list[bool]) -> str:
    n = len(idx)
    m = [live] * 3
    body = (f"  %m = stablehlo.constant dense<{str(m).lower()}> : tensor<3x{n}xi1>\n"
            f"  %p = stablehlo.constant dense<7.0> : tensor<3x{n}xf32>\n"
            f"  %u = stablehlo.select %m, %v, %p : tensor<3x{n}xi1>, tensor<3x{n}xf32>\n"
            + _scatter("%x", idx, "%u", "tensor<3x9xf32>", f"tensor<3x{n}xf32>"))
    return _module(f"%x: tensor<3x9xf32>, %v: tensor<3x{n}xf32>", body, "tensor<3x9xf32>")


@pytest.mark.parametrize(("idx", "live"), [([0, 1, 2, 8, 8], [True, True, True, False, False]),
                                          ([8, 3, 4], [False, True, True])])
def test_dead_lanes_split_off_a_masked_store(idx: list[int], live: list[bool]) -> None:
    text = _masked(idx, live)
    fired, _ = check(text, ("scatter_masked_lanes_split",), [(3, 9), (3, len(idx))])
    assert fired == 1
    mod = from_text(text)
    hlorules.apply(mod, "exec")
    assert count(mod, "stablehlo.select", "stablehlo.scatter") == 0


@pytest.mark.parametrize(("idx", "live"), [([0, 1, 1], [True, True, False]),   # a dead lane on a live one
                                          ([0, 8, 1], [True, False, True]),    # live lanes not a box
                                          ([0, 1, 2], [True, True, True])])    # nothing dead
def test_masked_store_not_split_apart_declines(idx: list[int], live: list[bool]) -> None:
    fired, _ = check(_masked(idx, live), ("scatter_masked_lanes_split",), [(3, 9), (3, len(idx))])
    assert fired == 0


def test_masked_lanes_split_off_a_combining_scatter() -> None:
    """An integer scatter-add: the dead lanes' add of zeros goes apart, then goes
    (scatter_of_identity)."""
    text = _masked([0, 1, 8, 8], [True, True, False, False]).replace("f32", "i32").replace(
        "dense<7.0>", "dense<0>").replace('"stablehlo.return"(%b)', '%r = stablehlo.add %a, %b : tensor<i32>\n'
                                          '      "stablehlo.return"(%r)')
    fired, _ = check(text, ("scatter_masked_lanes_split",), [(3, 9), (3, 4)], dtype=np.int32)
    assert fired == 1
    mod = from_text(text)
    _, trace = hlorules.apply(mod, "exec")
    assert trace.fired()["scatter_of_identity"] == 1
    assert count(mod, "stablehlo.scatter") == 1 and count(mod, "stablehlo.select") == 0


# ----------------------------------------------------------------- scatter_of_identity
def _combine(op: str, value: str, et: str = "i32") -> str:
    body = (f"  %c = stablehlo.constant dense<{value}> : tensor<{et}>\n"
            f"  %u = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<{et}>) -> tensor<3x3x{et}>\n"
            + _scatter("%x", [2, 2, 7], "%u", "tensor<3x9xf32>", "tensor<3x3xf32>", body="add")
            .replace("stablehlo.add %a, %b", f"stablehlo.{op} %b, %a").replace("f32", et))
    return _module(f"%x: tensor<3x9x{et}>", body, f"tensor<3x9x{et}>")


@pytest.mark.parametrize(("op", "value"), [("add", "0"), ("maximum", "-2147483648"), ("multiply", "1"),
                                           ("xor", "0")])
def test_integer_scatter_of_its_identity_is_its_operand(op: str, value: str) -> None:
    fired, mod = check(_combine(op, value), ("scatter_of_identity",), [(3, 9)], dtype=np.int32)
    assert fired == 1 and count(mod, "stablehlo.scatter") == 0


@pytest.mark.parametrize(("op", "value", "et"), [("add", "1", "i32"), ("maximum", "0", "i32"),
                                                 ("add", "0.0", "f32"), ("add", "-0.0", "f32")])
def test_scatter_of_a_non_identity_or_a_float_declines(op: str, value: str, et: str) -> None:
    """Not the identity; or floats (XLA CPU's scatter turns -0.0 + 0.0 into +0.0 and
    flushes a subnormal)."""
    dt = np.int32 if et == "i32" else np.float32
    fired, _ = check(_combine(op, value, et), ("scatter_of_identity",), [(3, 9)], dtype=dt)
    assert fired == 0


def test_masked_lanes_split_reads_a_broadcast_mask_over_a_large_batch() -> None:
    """The mask of jnp.where(live[None, :], ...) is a broadcast of one row; over a batch past
    the constant evaluator's cap (65536 elements) window_mask reads it as a broadcast."""
    n, rows = 4, 20000
    text = (_masked([0, 1, 8, 8], [True, True, False, False])
            .replace(f"%m = stablehlo.constant dense<{str([[True, True, False, False]] * 3).lower()}> "
                     f": tensor<3x{n}xi1>",
                     "%m0 = stablehlo.constant dense<[[true, true, false, false]]> : tensor<1x4xi1>\n"
                     "  %m = stablehlo.broadcast_in_dim %m0, dims = [0, 1] : (tensor<1x4xi1>) -> tensor<3x4xi1>")
            .replace("3x", f"{rows}x"))
    assert "%m0" in text
    mod = from_text(text)
    _, trace = hlorules.apply(mod, Phase("only", (RULES["scatter_masked_lanes_split"],)), inline=False)
    assert trace.fired()["scatter_masked_lanes_split"] == 1


# ----------------------------------------------------------------- select_of_filled_mask
@pytest.mark.parametrize(("mask", "fires"), [("true", True), ("false", True), ("[[true, false]]", False)])
def test_select_of_a_broadcast_splat_mask_is_one_side(mask: str, fires: bool) -> None:
    body = (f"  %m0 = stablehlo.constant dense<{mask}> : tensor<1x2xi1>\n"
            "  %m = stablehlo.broadcast_in_dim %m0, dims = [0, 1] : (tensor<1x2xi1>) -> tensor<3x2xi1>\n"
            "  %s = stablehlo.select %m, %a, %b : tensor<3x2xi1>, tensor<3x2xf32>\n")
    text = _module("%a: tensor<3x2xf32>, %b: tensor<3x2xf32>", body, "tensor<3x2xf32>")
    fired, mod = check(text, ("select_of_filled_mask",), [(3, 2), (3, 2)])
    assert fired == int(fires) and count(mod, "stablehlo.select") == int(not fires)


# ----------------------------------------------------------------- scatter_reversed_run
def _store(idx: list[int]) -> str:
    n = len(idx)
    body = _scatter("%x", idx, "%u", "tensor<3x9xf32>", f"tensor<3x{n}xf32>")
    return _module(f"%x: tensor<3x9xf32>, %u: tensor<3x{n}xf32>", body, "tensor<3x9xf32>")


@pytest.mark.parametrize("idx", [[4, 3, 2, 1, 0], [8, 7]])
def test_store_in_reverse_lane_order_is_reversed_into_a_run(idx: list[int]) -> None:
    fired, mod = check(_store(idx), ("scatter_reversed_run",), [(3, 9), (3, len(idx))])
    assert fired == 1 and count(mod, "stablehlo.reverse") == 2
    ind = load_rules(ROOT / "rulebooks" / "indexing.rules")
    hlorules.apply(mod, Phase("p", (ind["scatter_constant_update_slice"],)), inline=False)
    assert count(mod, "stablehlo.scatter") == 0


@pytest.mark.parametrize("idx", [[0, 1, 2], [4, 2, 0], [9, 8, 7], [3, 3]])
def test_store_not_a_reversed_in_bounds_run_declines(idx: list[int]) -> None:
    fired, _ = check(_store(idx), ("scatter_reversed_run",), [(3, 9), (3, len(idx))])
    assert fired == 0


# ----------------------------------------------------------------- scatter_add_into_zeros_store
def _add_into(idx: list[int], base: str) -> str:
    n = len(idx)
    body = f"  %x0 = stablehlo.constant dense<{base}> : tensor<3x9xf32>\n"
    body += _scatter("%x0", idx, "%u", "tensor<3x9xf32>", f"tensor<3x{n}xf32>", body="add")
    return _module(f"%u: tensor<3x{n}xf32>", body, "tensor<3x9xf32>")


@pytest.mark.parametrize("idx", [[0, 3, 1, 4, 2], [8, 1], [2, 9, 4]])
def test_float_add_into_zeros_at_disjoint_windows_is_a_store_of_the_flushed_update(
        idx: list[int]) -> None:
    """-0.0 and subnormal updates (SPECIAL) come out as XLA's run-time 0.0 + u gives them;
    an out-of-bounds window (9) is skipped by the store as by the add."""
    fired, mod = check(_add_into(idx, "0.0"), ("scatter_add_into_zeros_store",),
                       [(3, len(idx))], n=12)
    assert fired == 1 and count(mod, "stablehlo.select") == 1 and count(mod, "stablehlo.add") == 0


@pytest.mark.parametrize("idx,base", [([0, 3, 3], "0.0"), ([1, 2], "-0.0"), ([1, 2], "1.5"),
                                      ([8], "0.0")])
def test_float_add_into_zeros_with_duplicates_another_base_or_one_window_declines(
        idx: list[int], base: str) -> None:
    """One window: XLA makes the scatter an update of a slice and drops its add of zeros, so
    an update of -0.0 stays -0.0 there (the store of the flushed update would differ)."""
    fired, _ = check(_add_into(idx, base), ("scatter_add_into_zeros_store",), [(3, len(idx))])
    assert fired == 0


# ----------------------------------------------------------------- scatter_windows_sorted
@pytest.mark.parametrize("idx,body", [([0, 3, 1, 4, 2], "set"), ([8, 2, 5], "add"),
                                      ([1, 0], "set")])
def test_scatter_at_disjoint_unsorted_windows_is_the_scatter_of_sorted_windows(
        idx: list[int], body: str) -> None:
    n = len(idx)
    text = _module(f"%x: tensor<3x9xf32>, %u: tensor<3x{n}xf32>",
                   _scatter("%x", idx, "%u", "tensor<3x9xf32>", f"tensor<3x{n}xf32>", body=body),
                   "tensor<3x9xf32>")
    fired, mod = check(text, ("scatter_windows_sorted",), [(3, 9), (3, n)])
    assert fired == 1 and count(mod, "stablehlo.concatenate") == 2
    shown = str(mod)
    assert f"[{', '.join(str([k]) for k in sorted(idx))}]" in shown.replace("\n", "") or \
        count(mod, "stablehlo.scatter") == 1


@pytest.mark.parametrize("idx", [[0, 1, 2], [3, 3, 1], [9, 2], [4, 2, 0, 2]])
def test_scatter_windows_sorted_or_not_disjoint_or_out_of_bounds_decline(idx: list[int]) -> None:
    n = len(idx)
    fired, _ = check(_store(idx), ("scatter_windows_sorted",), [(3, 9), (3, n)])
    assert fired == 0


# ----------------------------------------------------------------- read-modify-write chains
def _rmw(starts: list[int], base: str = "0", arg_base: bool = False, flip: bool = False,
         et: str = "i32") -> str:
    return _rmw_f32(starts, base, arg_base, flip).replace("f32", et)


def _rmw_f32(starts: list[int], base: str, arg_base: bool, flip: bool) -> str:
    n = len(starts)
    args = f"%k: tensor<{n}x3x2xf32>" + (", %acc0: tensor<3x7xf32>" if arg_base else "")
    body = ""
    if not arg_base:
        body += (f"  %c0 = stablehlo.constant dense<{base}> : tensor<f32>\n"
                 "  %acc0 = stablehlo.broadcast_in_dim %c0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>\n")
    body += "  %z = stablehlo.constant dense<0> : tensor<i64>\n"
    for e, s in enumerate(starts):
        body += (f"  %s{e} = stablehlo.constant dense<{s}> : tensor<i64>\n"
                 f"  %w{e} = stablehlo.dynamic_slice %acc{e}, %z, %s{e}, sizes = [3, 2] : "
                 "(tensor<3x7xf32>, tensor<i64>, tensor<i64>) -> tensor<3x2xf32>\n"
                 f"  %ks{e} = stablehlo.slice %k [{e}:{e + 1}, 0:3, 0:2] : (tensor<{n}x3x2xf32>) -> tensor<1x3x2xf32>\n"
                 f"  %kr{e} = stablehlo.reshape %ks{e} : (tensor<1x3x2xf32>) -> tensor<3x2xf32>\n"
                 + (f"  %y{e} = stablehlo.add %kr{e}, %w{e} : tensor<3x2xf32>\n" if flip else
                    f"  %y{e} = stablehlo.add %w{e}, %kr{e} : tensor<3x2xf32>\n") +
                 f"  %acc{e + 1} = stablehlo.dynamic_update_slice %acc{e}, %y{e}, %z, %s{e} : "
                 "(tensor<3x7xf32>, tensor<3x2xf32>, tensor<i64>, tensor<i64>) -> tensor<3x7xf32>\n")
    return _module(args, body, "tensor<3x7xf32>", f"%acc{n}")


RMW = ("dynamic_update_slice_accumulate",)
DS = load_rules(ROOT / "rulebooks" / "indexing.rules")["dynamic_slice_constant"]


def _rmw_check(text: str, shapes: list[tuple[int, ...]], dtype: Any = np.int32) -> tuple[int, Any]:
    mod = from_text(text)
    hlorules.apply(mod, Phase("ds", (DS,)), inline=False)  # dynamic_slice -> slice, as exec does
    from hlorules.lowering.exporter import to_text

    return check(to_text(mod), RMW, shapes, dtype=dtype)


@pytest.mark.parametrize(("starts", "flip"), [([0, 1, 2, 3, 4, 5], False), ([5, 3, 3, 0], True),
                                              ([2, 0, 1], False)])
def test_accumulating_updates_over_overlapping_windows_are_adds_of_pads(starts: list[int], flip: bool) -> None:
    fired, mod = _rmw_check(_rmw(starts, flip=flip), [(len(starts), 3, 2)])
    assert fired == len(starts) and count(mod, "stablehlo.dynamic_update_slice") == 0


def test_accumulating_floats_declines() -> None:
    """Float chains stay: no padding value z makes acc + z equal acc on XLA CPU for every acc
    (+0.0 changes -0.0; -0.0 is folded away where the chain's add flushes a subnormal)."""
    fired, mod = _rmw_check(_rmw([0, 1, 2], base="0.0", et="f32"), [(3, 3, 2)], np.float32)
    assert fired == 0 and count(mod, "stablehlo.dynamic_update_slice") == 3


def test_accumulating_into_an_argument_is_exact_for_integers() -> None:
    fired, _ = _rmw_check(_rmw([0, 1], arg_base=True), [(2, 3, 2), (3, 7)])
    assert fired == 2


def test_accumulate_reading_another_window_declines() -> None:
    """The first update reads [3, 5) and writes [1, 3): not a read-modify-write."""
    text = _rmw([1, 2]).replace("%s0 = stablehlo.constant dense<1> : tensor<i64>",
                                "%s0 = stablehlo.constant dense<1> : tensor<i64>\n"
                                "  %t0 = stablehlo.constant dense<3> : tensor<i64>").replace(
        "%w0 = stablehlo.dynamic_slice %acc0, %z, %s0", "%w0 = stablehlo.dynamic_slice %acc0, %z, %t0")
    fired, mod = _rmw_check(text, [(2, 3, 2)])
    assert fired == 1 and count(mod, "stablehlo.dynamic_update_slice") == 1  # the second one only


def _pads(la: int, na: int, lb: int, nb: int, pv: str = "0", et: str = "i32") -> str:
    return _pads_f32(la, na, lb, nb, pv).replace("f32", et)


def _pads_f32(la: int, na: int, lb: int, nb: int, pv: str) -> str:
    body = (f"  %z = stablehlo.constant dense<{pv}> : tensor<f32>\n"
            f"  %pa = stablehlo.pad %a, %z, low = [0, {la}], high = [0, {9 - la - na}], interior = [0, 0] : "
            f"(tensor<3x{na}xf32>, tensor<f32>) -> tensor<3x9xf32>\n"
            f"  %pb = stablehlo.pad %b, %z, low = [0, {lb}], high = [0, {9 - lb - nb}], interior = [0, 0] : "
            f"(tensor<3x{nb}xf32>, tensor<f32>) -> tensor<3x9xf32>\n"
            "  %s1 = stablehlo.add %v, %pa : tensor<3x9xf32>\n"
            "  %s = stablehlo.add %s1, %pb : tensor<3x9xf32>\n")
    return _module(f"%v: tensor<3x9xf32>, %a: tensor<3x{na}xf32>, %b: tensor<3x{nb}xf32>", body,
                   "tensor<3x9xf32>")


@pytest.mark.parametrize(("la", "na", "lb", "nb"), [(0, 2, 2, 3), (5, 2, 1, 2), (0, 1, 8, 1)])
def test_adds_of_pads_apart_merge_into_one_pad(la: int, na: int, lb: int, nb: int) -> None:
    fired, mod = check(_pads(la, na, lb, nb), ("add_pads_apart_merge",), [(3, 9), (3, na), (3, nb)],
                       dtype=np.int32)
    assert fired == 1 and count(mod, "stablehlo.pad") == 1 and count(mod, "stablehlo.add") == 1


@pytest.mark.parametrize(("la", "na", "lb", "nb", "pv", "et"), [(0, 2, 1, 2, "0", "i32"),
                                                            (0, 2, 2, 2, "1", "i32"),
                                                            (0, 2, 2, 2, "0.0", "f32")])
def test_adds_of_overlapping_nonzero_or_float_pads_decline(la: int, na: int, lb: int, nb: int, pv: str,
                                                           et: str) -> None:
    """Overlapping boxes, a padding other than 0, or floats (v + 0.0 is not v at v = -0.0)."""
    dt = np.int32 if et == "i32" else np.float32
    fired, _ = check(_pads(la, na, lb, nb, pv, et), ("add_pads_apart_merge",), [(3, 9), (3, na), (3, nb)],
                     dtype=dt)
    assert fired == 0


# ----------------------------------------------------------------- the lane-padded kernels
DENSE = ["gather_masked_lanes", "segment_sum_sink", "bucket_count_int", "fem_assembly_int",
         "fem_assembly_loop", "halo_exchange", "ragged_concat", "masked_topk_writes",
         "dead_lane_fill"]


@pytest.mark.parametrize("batch", [6, 70000])
@pytest.mark.parametrize("name", list(lane_kernels.KERNELS))
def test_lane_kernel_after_exec_equals_xla_bitwise(name: str, batch: int) -> None:
    """Every kernel, rewritten by exec.book, gives XLA's result on the original bit for bit
    (NaN, infinities, signed zeros and subnormals among the inputs), at a small batch and at
    one past the constant evaluator's cap."""
    k = lane_kernels.KERNELS[name]
    shapes = k.shapes(batch)
    text = lane_kernels.module_text(name, batch)
    mod = from_text(text)
    hlorules.apply(mod, "exec")
    before, after = xla_compile(text), xla_compile(mod)
    rng = np.random.default_rng(1)
    for _ in range(4):
        args = _inputs(shapes, rng, k.dtype)
        for w, g in zip(before(*args), after(*args), strict=True):
            assert same(w, g), f"{name}: want {w}\ngot {g}"


@pytest.mark.parametrize("batch", [6, 70000])
@pytest.mark.parametrize("name", DENSE)
def test_lane_kernel_after_exec_has_no_scatter_gather_or_while(name: str, batch: int) -> None:
    """At a small batch and at one whose masks are past the constant evaluator's cap."""
    mod = from_text(lane_kernels.module_text(name, batch))
    hlorules.apply(mod, "exec")
    assert count(mod, "stablehlo.scatter", "stablehlo.gather", "stablehlo.while") == 0, mod
    if name in ("fem_assembly_int", "halo_exchange", "ragged_concat"):  # no scratch buffer left
        assert count(mod, "stablehlo.dynamic_update_slice") == 0, mod


@pytest.mark.parametrize("name", list(lane_kernels.KERNELS))
def test_hand_written_dense_version_computes_the_kernel(name: str) -> None:
    """The timing's third column computes what the kernel does (finite inputs; float sums
    may round in another order)."""
    import jax

    k = lane_kernels.KERNELS[name]
    rng = np.random.default_rng(2)
    args = [rng.standard_normal(s).astype(k.dtype) if np.dtype(k.dtype).kind == "f"
            else rng.integers(-50, 50, size=s).astype(k.dtype) for s in k.shapes(5)]
    np.testing.assert_allclose(np.asarray(jax.jit(k.dense)(*args)), np.asarray(jax.jit(k.fn)(*args)),
                               rtol=1e-6)


def test_lane_kernel_timing_runs_three_ways_side_by_side(capsys: Any) -> None:
    assert lane_kernels.main(["--platform", "cpu", "--batch", "16", "--repeats", "1",
                              "--only", "dead_lane_fill"]) == 0
    out = capsys.readouterr().out
    assert "xla/ours" in out and "ours/dense" in out
    row = next(line for line in out.splitlines() if line.startswith("dead_lane_fill"))
    assert row.endswith("(0, 0, 0)") and len(row.split()) == 10  # name, 3 times, 2 ratios, counts
