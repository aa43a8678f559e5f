"""Hypothesis equivalence of every shipped seed rule on XLA CPU.

Each test draws small instantiations of one rule's pattern (shapes, constant indices,
masks, attribute values; some break a precondition), applies that rule alone with the
engine, compiles the original and the rewritten program once each and compares them bitwise
(NaNs equal) on random inputs. A case is one (program, input) pair; each rule must be
checked on >= 200 cases where it fired. ``-m slow`` runs a larger sweep.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seed_data.seedcase import (
    check_equivalent,
    cmp,
    dense,
    gather,
    ilist,
    module,
    scatter,
    select,
    t,
)

INPUTS = 32          # random inputs per program
PROGRAMS = 10        # programs per rule (default run)
MIN_CASES = 200      # fired (program, input) pairs per rule


Gen = Callable[[Any], tuple[str, list[tuple[tuple[int, ...], Any]]]]


def _idx(draw: Any, n: int, lo: int, hi: int) -> np.ndarray:
    return np.array(draw(st.lists(st.integers(lo, hi), min_size=n, max_size=n)), np.int32)


# ------------------------------------------------------------------ generators


def gen_forward(draw: Any) -> Any:
    X = draw(st.integers(4, 12))
    N, M = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    w = draw(st.sampled_from([0, 1, 2]))          # 0: scalar windows (inserted dim)
    wg = draw(st.sampled_from([0, 1, 2])) if w else draw(st.sampled_from([0, 1]))
    pool = draw(st.sampled_from(["spread", "small"]))
    I = (np.arange(N, dtype=np.int32) * max(w, 1) + draw(st.integers(-1, 2))) if pool == "spread" \
        else _idx(draw, N, -1, X)
    J = I[_idx(draw, M, 0, N - 1)] + _idx(draw, M, 0, max(w - 1, 0)) if draw(st.booleans()) \
        else _idx(draw, M, -1, X)
    ut, uwd, ins = (t([N]), [], [0]) if w == 0 else (t([N, w]), [1], [])
    gt, off, col, ss = (t([M]), [], [0], [1]) if wg == 0 else (t([M, wg]), [1], [], [wg])
    lines = [f"%i = {dense(I.reshape(N, 1))}", f"%j = {dense(J.reshape(M, 1))}",
             scatter("%s", "%x", "%i", "%u", t([X]), t([N, 1], "i32"), ut, inserted=ins, uwd=uwd,
                     s2o=[0], ivd=1),
             gather("%g", "%s", "%j", t([X]), t([M, 1], "i32"), gt, offset=off, collapsed=col,
                    sim=[0], ivd=1, ss=ss)]
    text = module([("%x", t([X])), ("%u", ut)], lines, [("%g", gt)])
    return text, [((X,), np.float32), ((N,) if w == 0 else (N, w), np.float32)]


def gen_masked_gather(draw: Any) -> Any:
    X, N = draw(st.integers(4, 12)), draw(st.integers(1, 8))
    live = _idx(draw, N, 0, X - 1) if draw(st.booleans()) else \
        np.array(draw(st.permutations(range(X)))[:N], np.int32) if N <= X else _idx(draw, N, 0, X - 1)
    mask = np.array(draw(st.lists(st.booleans(), min_size=N, max_size=N)))
    dead = draw(st.sampled_from([X + 5, 1000, -3, 0, X - 1]))
    T = t([N, 1], "i32")
    lines = [f"%l = {dense(live.reshape(N, 1))}", f"%m = {dense(mask.reshape(N, 1), 'i1')}",
             f"%d = stablehlo.constant dense<{dead}> : {T}", select("%i", "%m", "%l", "%d", T),
             scatter("%s", "%x", "%i", "%u", t([X]), T, t([N]), inserted=[0], uwd=[], s2o=[0], ivd=1),
             gather("%g", "%s", "%l", t([X]), T, t([N]), offset=[], collapsed=[0], sim=[0], ivd=1, ss=[1])]
    return module([("%x", t([X])), ("%u", t([N]))], lines, [("%g", t([N]))]), \
        [((X,), np.float32), ((N,), np.float32)]


def _sos(draw: Any, inner_body: str, outer_bodies: list[str]) -> Any:
    X = draw(st.integers(3, 10), label="X")
    N = draw(st.integers(1, min(6, X + 2)))  # the unique branch draws N of X + 2 indices
    I = _idx(draw, N, -1, X) if draw(st.booleans()) else \
        np.array(draw(st.permutations(range(X + 2)))[:N], np.int32) - 1
    T = t([N, 1], "i32")
    ob = draw(st.sampled_from(outer_bodies))
    lines = [f"%i = {dense(I.reshape(N, 1))}",
             scatter("%a", "%x", "%i", "%u1", t([X]), T, t([N]), inserted=[0], uwd=[], s2o=[0], ivd=1,
                     body=inner_body),
             scatter("%b", "%a", "%i", "%u2", t([X]), T, t([N]), inserted=[0], uwd=[], s2o=[0], ivd=1,
                     body=ob)]
    return module([("%x", t([X])), ("%u1", t([N])), ("%u2", t([N]))], lines, [("%b", t([X]))]), \
        [((X,), np.float32), ((N,), np.float32), ((N,), np.float32)]


def gen_sos(draw: Any) -> Any:
    return _sos(draw, draw(st.sampled_from(["set", "add"])), ["set", "set", "add"])


def gen_sos_const(draw: Any) -> Any:
    return _sos(draw, draw(st.sampled_from(["const:2.5", "const:-1.0"])), ["add", "mul", "set"])


def gen_masked_slice(draw: Any) -> Any:
    X, L = draw(st.integers(4, 16)), draw(st.integers(2, 10))
    hi = draw(st.integers(1, L))
    lo = draw(st.integers(0, hi - 1))
    dead = draw(st.sampled_from([1000, X, -1, X + 3, 2]))
    T = t([L, 1], "i32")
    lines = ["%io = stablehlo.iota dim = 0 : " + T, f"%ch = stablehlo.constant dense<{hi}> : {T}",
             cmp("%m1", "%io", "%ch", T, "LT")]
    if lo:
        lines += [f"%cl = stablehlo.constant dense<{lo}> : {T}", cmp("%m2", "%io", "%cl", T, "GE"),
                  f"%m = stablehlo.and %m1, %m2 : {t([L, 1], 'i1')}"]
    else:
        lines += [f"%m = stablehlo.add %m1, %m1 : {t([L, 1], 'i1')}" if False else
                  f"%m = stablehlo.or %m1, %m1 : {t([L, 1], 'i1')}"]
    lines += [f"%d = stablehlo.constant dense<{dead}> : {T}", select("%i", "%m", "%li", "%d", T),
              scatter("%s", "%x", "%i", "%u", t([X]), T, t([L]), inserted=[0], uwd=[], s2o=[0], ivd=1)]
    return module([("%x", t([X])), ("%li", T), ("%u", t([L]))], lines, [("%s", t([X]))]), \
        [((X,), np.float32), ((L, 1), np.int32), ((L,), np.float32)]


def gen_in_bounds_slice(draw: Any) -> Any:
    X, N = draw(st.integers(3, 10)), draw(st.integers(2, 8))
    a = draw(st.integers(0, N - 1))
    b = draw(st.integers(a + 1, N))
    I = _idx(draw, N, 0, X - 1)
    oob = draw(st.sampled_from([X, 100, -1, -7]))
    I[:a] = oob
    I[b:] = oob
    if draw(st.integers(0, 4)) == 0:  # a hole: no box
        I[draw(st.integers(0, N - 1))] = oob
    body = draw(st.sampled_from(["set", "add"]))
    T = t([N, 1], "i32")
    lines = [f"%i = {dense(I.reshape(N, 1))}",
             scatter("%s", "%x", "%i", "%u", t([X]), T, t([N]), inserted=[0], uwd=[], s2o=[0], ivd=1, body=body)]
    return module([("%x", t([X])), ("%u", t([N]))], lines, [("%s", t([X]))]), \
        [((X,), np.float32), ((N,), np.float32)]


def gen_oob_noop(draw: Any) -> Any:
    X, N, w = draw(st.integers(3, 10)), draw(st.integers(1, 6)), draw(st.sampled_from([0, 2]))
    k, c = draw(st.integers(0, 3)), draw(st.integers(-8, 14))
    T = t([N, 1], "i32")
    lines = ["%io = stablehlo.iota dim = 0 : " + T, f"%k = stablehlo.constant dense<{k}> : {T}",
             f"%c = stablehlo.constant dense<{c}> : tensor<i32>",
             f"%cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> {T}",
             f"%m = stablehlo.multiply %io, %k : {T}", f"%i = stablehlo.add %m, %cb : {T}"]
    ut, uwd, ins = (t([N]), [], [0]) if w == 0 else (t([N, w]), [1], [])
    lines.append(scatter("%s", "%x", "%i", "%u", t([X]), T, ut, inserted=ins, uwd=uwd, s2o=[0], ivd=1,
                         body=draw(st.sampled_from(["set", "add"]))))
    return module([("%x", t([X])), ("%u", ut)], lines, [("%s", t([X]))]), \
        [((X,), np.float32), ((N,) if w == 0 else (N, w), np.float32)]


def _slice_params(draw: Any, shape: tuple[int, ...], wide: bool = False
                  ) -> tuple[list[int], list[int], list[int]]:
    s, l, k = [], [], []
    for n in shape:
        a = draw(st.integers(0, min(1, n - 1) if wide else n - 1))
        s.append(a)
        l.append(draw(st.integers(max(a + 1, n - 1), n) if wide else st.integers(a + 1, n)))
        k.append(draw(st.integers(1, 3)))
    return s, l, k


def _out(s: list[int], l: list[int], k: list[int]) -> list[int]:
    return [-(-(b - a) // c) for a, b, c in zip(s, l, k)]


def _slice(res: str, x: str, shape: Any, s: list[int], l: list[int], k: list[int], elem: str = "f32") -> str:
    return (f'{res} = "stablehlo.slice"({x}) <{{start_indices = array<i64: {", ".join(map(str, s))}>, '
            f'limit_indices = array<i64: {", ".join(map(str, l))}>, strides = array<i64: '
            f'{", ".join(map(str, k))}>}}> : ({t(shape, elem)}) -> {t(_out(s, l, k), elem)}')


def gen_slice_iota(draw: Any) -> Any:
    shape = tuple(draw(st.lists(st.integers(1, 9), min_size=1, max_size=3)))
    d = draw(st.integers(0, len(shape) - 1))
    elem = draw(st.sampled_from(["i32", "i32", "f32"]))
    s, l, k = _slice_params(draw, shape)
    o = _out(s, l, k)
    lines = [f"%io = stablehlo.iota dim = {d} : {t(shape, elem)}", _slice("%r", "%io", shape, s, l, k, elem),
             f"%y = stablehlo.add %r, %x : {t(o, elem)}"]
    return module([("%x", t(o, elem))], lines, [("%y", t(o, elem))]), \
        [(tuple(o), np.int32 if elem == "i32" else np.float32)]


def _perm_case(draw: Any, slice_first: bool) -> Any:
    shape = tuple(draw(st.lists(st.integers(2, 6), min_size=2, max_size=3)))
    p = list(draw(st.permutations(range(len(shape))).filter(lambda q: list(q) != sorted(q))))
    tshape = tuple(shape[i] for i in p)
    if slice_first:
        s, l, k = _slice_params(draw, shape, wide=True)
        o = _out(s, l, k)
        lines = [_slice("%a", "%x", shape, s, l, k),
                 f"%r = stablehlo.transpose %a, dims = {ilist(p)} : ({t(o)}) -> {t([o[i] for i in p])}"]
        out = [o[i] for i in p]
    else:
        s, l, k = _slice_params(draw, tshape)
        lines = [f"%a = stablehlo.transpose %x, dims = {ilist(p)} : ({t(shape)}) -> {t(tshape)}",
                 _slice("%r", "%a", tshape, s, l, k)]
        out = _out(s, l, k)
    return module([("%x", t(shape))], lines, [("%r", t(out))]), [(shape, np.float32)]


def gen_slice_transpose(draw: Any) -> Any:
    return _perm_case(draw, slice_first=False)


def gen_transpose_slice(draw: Any) -> Any:
    return _perm_case(draw, slice_first=True)


def gen_while_carry(draw: Any) -> Any:
    L, K = draw(st.integers(2, 12)), draw(st.integers(0, 4))
    T = t([L])
    upd = draw(st.sampled_from(["add", "muladd", "max", "sel"]))
    body = {"add": [f"%n1 = stablehlo.add %b1, %b2 : {T}"],
            "muladd": [f"%n0 = stablehlo.multiply %b1, %b2 : {T}", f"%n1 = stablehlo.add %n0, %y : {T}"],
            "max": [f"%n0 = stablehlo.maximum %b1, %b2 : {T}", f"%n1 = stablehlo.subtract %n0, %y : {T}"],
            "sel": [f'%n0 = "stablehlo.compare"(%b1, %y) <{{comparison_direction = #stablehlo<comparison_direction GT>}}> : ({T}, {T}) -> {t([L], "i1")}',
                    f'%n1 = "stablehlo.select"(%n0, %b2, %b1) : ({t([L], "i1")}, {T}, {T}) -> {T}']}[upd]
    ss = [_slice_params(draw, (L,)) for _ in range(draw(st.integers(1, 2)))]
    full = draw(st.integers(0, 5)) == 0   # the full carry is also returned: must not fire
    lines = ["%z = stablehlo.constant dense<0> : tensor<i32>", f"%n = stablehlo.constant dense<{K}> : tensor<i32>",
             f'%w:3 = "stablehlo.while"(%z, %init, %x) ({{\n  ^bb0(%a0: tensor<i32>, %a1: {T}, %a2: {T}):\n'
             f'    %c = "stablehlo.compare"(%a0, %n) <{{comparison_direction = #stablehlo<comparison_direction LT>}}> : (tensor<i32>, tensor<i32>) -> tensor<i1>\n'
             f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n  }}, {{\n  ^bb0(%b0: tensor<i32>, %b1: {T}, %b2: {T}):\n'
             f'    %one = stablehlo.constant dense<1> : tensor<i32>\n    %i2 = stablehlo.add %b0, %one : tensor<i32>\n    '
             + "\n    ".join(body) +
             f'\n    "stablehlo.return"(%i2, %n1, %b2) : (tensor<i32>, {T}, {T}) -> ()\n  }}) : (tensor<i32>, {T}, {T}) -> (tensor<i32>, {T}, {T})']
    rets = []
    for q, (s, l, k) in enumerate(ss):
        lines.append(_slice(f"%r{q}", "%w#1", (L,), s, l, k))
        rets.append((f"%r{q}", t(_out(s, l, k))))
    if full:
        rets.append(("%w#1", T))
    return module([("%init", T), ("%x", T), ("%y", T)], lines, rets), [((L,), np.float32)] * 3


def gen_slice_pad(draw: Any) -> Any:
    L = draw(st.integers(1, 8))
    lo, hi = draw(st.integers(-1, 3)), draw(st.integers(0, 3))
    P = L + lo + hi
    if P < 1:
        lo = 0
        P = L + hi
    if draw(st.integers(0, 3)) and L > 0:  # mostly inside x
        a = draw(st.integers(0, L - 1))
        s, l, k = [a + lo], [draw(st.integers(a + 1, L)) + lo], [draw(st.integers(1, 2))]
        if s[0] < 0:
            s, l, k = _slice_params(draw, (P,))
    else:
        s, l, k = _slice_params(draw, (P,))
    lines = ["%p0 = stablehlo.constant dense<7.0> : tensor<f32>",
             f"%p = stablehlo.pad %x, %p0, low = [{lo}], high = [{hi}], interior = [0] : ({t([L])}, tensor<f32>) -> {t([P])}",
             _slice("%r", "%p", (P,), s, l, k)]
    return module([("%x", t([L]))], lines, [("%r", t(_out(s, l, k)))]), [((L,), np.float32)]


def gen_strip(draw: Any) -> Any:
    """A marked constant through a marker op; the reference is the program without marks."""
    L = draw(st.integers(1, 6))
    v = draw(st.integers(-3, 3))
    mark = draw(st.sampled_from(["enzymexla.non_negative", "enzymexla.bounds", "other.mark"]))
    marker = draw(st.booleans())
    c = f"stablehlo.constant {{{mark} = 1 : i32}} dense<{v}.0> : {t([L])}"
    lines = [f"%c = {c}", f'%k = "enzymexla.non_negative"(%c) : ({t([L])}) -> {t([L])}' if marker
             else f"%k = stablehlo.negate %c : {t([L])}", f"%y = stablehlo.add %x, %k : {t([L])}"]
    text = module([("%x", t([L]))], lines, [("%y", t([L]))])
    ref = text.replace(f'"enzymexla.non_negative"(%c) : ({t([L])}) -> {t([L])}',
                       f"stablehlo.negate %c : {t([L])}").replace(f"dense<{v}.0>", f"dense<{-v}.0>")
    return text, [((L,), np.float32)], ref if marker else None


def gen_forward_chain(draw: Any) -> Any:
    """gather(scatter(...scatter(x | zeros, I1, u1)..., Ik, uk), J), the window dim leading
    (jax's buf.at[:, idx]); indices with duplicates and out-of-bounds rows, some windows wide."""
    X, R, k = draw(st.integers(4, 10)), draw(st.integers(1, 2)), draw(st.integers(1, 3))
    w = draw(st.sampled_from([1, 1, 2]))
    zero = draw(st.booleans())
    lines = ["%z = stablehlo.constant dense<0.0> : tensor<f32>",
             f"%x = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> {t([R, X])}"] if zero else []
    args, types, prev = ([] if zero else [("%x", t([R, X]))]), ([] if zero else [((R, X), np.float32)]), "%x"
    written = []
    for n in range(k):
        N = draw(st.integers(1, 5))
        I = _idx(draw, N, -1, X) if draw(st.booleans()) else np.array(
            draw(st.permutations(range(X)))[:N], np.int32)
        N = len(I)
        written += list(I)
        ut, uwd, ins = (t([R, N]), [0], [1]) if w == 1 else (t([R, N, w]), [0, 2], [])
        lines += [f"%i{n} = {dense(I.reshape(N, 1))}",
                  scatter(f"%s{n}", prev, f"%i{n}", f"%u{n}", t([R, X]), t([N, 1], "i32"), ut,
                          inserted=ins, uwd=uwd, s2o=[1], ivd=1)]
        args.append((f"%u{n}", ut))
        types.append(((R, N) if w == 1 else (R, N, w), np.float32))
        prev = f"%s{n}"
    M = draw(st.integers(1, 6))
    J = np.array(written, np.int32)[_idx(draw, M, 0, len(written) - 1)] if draw(st.booleans()) \
        else _idx(draw, M, -1, X)
    lines.append(gather("%g", prev, "%j", t([R, X]), t([M, 1], "i32"), t([R, M]), offset=[0],
                        collapsed=[1], sim=[1], ivd=1, ss=[R, 1]))
    lines.insert(0, f"%j = {dense(J.reshape(M, 1))}")
    return module(args, lines, [("%g", t([R, M]))]), types


def gen_slice_up(draw: Any) -> Any:
    """slice(select(compare(a, b), a * b, broadcast(c))) / slice(gather(x, J) batch dims) /
    slice(reshape(slice(x))) with the reshape adding a unit dim."""
    kind = draw(st.integers(0, 2))
    if kind == 2:
        shape = tuple(draw(st.lists(st.integers(1, 7), min_size=1, max_size=2)))
        s1, l1, k1 = _slice_params(draw, shape)
        mid = tuple(_out(s1, l1, k1))
        pos = draw(st.integers(0, len(mid)))
        rshape = mid[:pos] + (1,) + mid[pos:]
        s2, l2, k2 = _slice_params(draw, rshape)
        lines = [_slice("%a", "%x", shape, s1, l1, k1),
                 f"%rs = stablehlo.reshape %a : ({t(mid)}) -> {t(rshape)}",
                 _slice("%r", "%rs", rshape, s2, l2, k2)]
        return module([("%x", t(shape))], lines, [("%r", t(_out(s2, l2, k2)))]), [(shape, np.float32)]
    if kind == 0:
        shape = tuple(draw(st.lists(st.integers(1, 6), min_size=1, max_size=3)))
        s, l, k = _slice_params(draw, shape)
        T, B = t(shape), t(shape, "i1")
        cshape = tuple(1 if draw(st.booleans()) else n for n in shape)
        dims = ilist(range(len(shape)))
        lines = [f"%m = stablehlo.multiply %a, %b : {T}",
                 f"%p = stablehlo.compare GT, %a, %b : ({T}, {T}) -> {B}",
                 f"%bc = stablehlo.broadcast_in_dim %c, dims = {dims} : ({t(cshape)}) -> {T}",
                 f"%e = stablehlo.select %p, %m, %bc : {B}, {T}",
                 _slice("%r", "%e", shape, s, l, k)]
        return module([("%a", T), ("%b", T), ("%c", t(cshape))], lines, [("%r", t(_out(s, l, k)))]), \
            [(shape, np.float32), (shape, np.float32), (cshape, np.float32)]
    X, R, M1, M2 = draw(st.integers(2, 8)), draw(st.integers(1, 3)), draw(st.integers(1, 4)), draw(st.integers(1, 4))
    J = _idx(draw, M1 * M2, -2, X + 1).reshape(M1, M2, 1)
    gs = (R, M1, M2)
    s, l, k = _slice_params(draw, gs)
    if draw(st.integers(0, 3)):
        s[0], l[0], k[0] = 0, R, 1
    lines = [f"%j = {dense(J)}",
             gather("%g", "%x", "%j", t([R, X]), t([M1, M2, 1], "i32"), t(list(gs)), offset=[0],
                    collapsed=[1], sim=[1], ivd=2, ss=[R, 1]),
             _slice("%r", "%g", gs, s, l, k)]
    return module([("%x", t([R, X]))], lines, [("%r", t(_out(s, l, k)))]), [((R, X), np.float32)]


CASES: dict[str, tuple[tuple[str, ...], Gen]] = {
    "gather_scatter_constant_forward": (("gather_scatter_constant_forward",), gen_forward),
    "gather_of_masked_scatter": (("gather_of_masked_scatter",), gen_masked_gather),
    "scatter_of_scatter_simplify": (("scatter_of_scatter_simplify",), gen_sos),
    "scatter_of_scatter_simplify_const": (("scatter_of_scatter_simplify_const",), gen_sos_const),
    "scatter_masked_index_slice": (("scatter_masked_index_slice",), gen_masked_slice),
    "scatter_in_bounds_slice": (("scatter_in_bounds_slice",), gen_in_bounds_slice),
    "scatter_out_of_bounds_noop": (("scatter_out_of_bounds_noop",), gen_oob_noop),
    "slice_iota": (("slice_iota",), gen_slice_iota),
    "slice_transpose": (("slice_transpose",), gen_slice_transpose),
    "transpose_slice": (("transpose_slice",), gen_transpose_slice),
    "while_slice_elementwise_carry": (("while_slice_elementwise_carry", "slice_pad_interior"), gen_while_carry),
    "slice_pad_interior": (("slice_pad_interior",), gen_slice_pad),
    "strip_marks": (("strip_marks", "strip_marker_ops"), gen_strip),
    "forward_chain": (("gather_scatter_constant_forward", "gather_of_splat"), gen_forward_chain),
    "slice_up": (("slice_elementwise", "slice_broadcast_in_dim", "slice_gather", "cse_pure", "slice_slice",
                  "slice_unit_reshape"), gen_slice_up),
}


# rules whose generators often break a precondition on purpose draw more programs
MORE = {"gather_of_masked_scatter": 2.5, "scatter_of_scatter_simplify": 1.7,
        "scatter_of_scatter_simplify_const": 1.7, "strip_marks": 1.5,
        "scatter_out_of_bounds_noop": 2.0, "transpose_slice": 2.5,
        "while_slice_elementwise_carry": 1.6, "forward_chain": 2.0, "slice_up": 1.5}


def _sweep(rule: str, programs: int, min_cases: int) -> None:
    rules, gen = CASES[rule]
    programs = int(programs * MORE.get(rule, 1))
    stats = {"fired": 0, "cases": 0, "programs": 0}

    @settings(max_examples=programs, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def run(data: Any) -> None:
        text, arg_types, *ref = gen(data.draw)
        fired, n = check_equivalent(text, rules, arg_types, INPUTS, stats["programs"],
                                    allow_unknown=True, reference=ref[0] if ref else None)
        stats["programs"] += 1
        stats["cases"] += n
        if fired:
            stats["fired"] += n

    run()
    assert stats["fired"] >= min_cases, f"{rule}: only {stats['fired']} fired cases of {stats['cases']}"


@pytest.mark.parametrize("rule", sorted(CASES))
def test_rule_equivalent_on_xla(rule: str) -> None:
    _sweep(rule, PROGRAMS, MIN_CASES)


@pytest.mark.slow
@pytest.mark.parametrize("rule", sorted(CASES))
def test_rule_equivalent_on_xla_slow(rule: str) -> None:
    _sweep(rule, 300, 2000)
