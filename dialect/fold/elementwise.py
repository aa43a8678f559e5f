"""Elementwise evaluators: integer, boolean and float math, compare, select, clamp, convert.

Every function takes numpy arrays of the operands' element types and returns the result
array, or None when it cannot promise XLA's exact bits for that input.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from . import floats as fl
from .floats import F32, F64, flush, is_float, isnan, narrow, ubits, widen

Arr = np.ndarray


def _is_int(dt: np.dtype) -> bool:
    return np.dtype(dt).kind in "iu"


def _is_bool(dt: np.dtype) -> bool:
    return np.dtype(dt) == np.bool_


def _signed(dt: np.dtype) -> np.dtype:
    return np.dtype(f"i{np.dtype(dt).itemsize}")


def _unsigned(dt: np.dtype) -> np.dtype:
    return np.dtype(f"u{np.dtype(dt).itemsize}")


def _1d(*arrays: Arr) -> tuple[tuple[int, ...], list[Arr]]:
    """Flatten to 1-d (numpy scalars warn on overflow; arrays wrap silently)."""
    shape = arrays[0].shape
    if all(a.shape == shape for a in arrays):  # the common case: no broadcast to make
        return shape, [np.ascontiguousarray(a).reshape(-1) for a in arrays]
    shape = np.broadcast_shapes(*(a.shape for a in arrays))
    return shape, [np.ascontiguousarray(np.broadcast_to(a, shape)).reshape(-1) for a in arrays]


# ------------------------------------------------------------------------------- integers

def _int_div(a: Arr, b: Arr) -> Arr:
    dt = a.dtype
    zero = b == 0
    over = np.zeros_like(zero)
    if dt.kind == "i":
        over = (a == np.iinfo(dt).min) & (b == -1)
    bs = np.where(zero | over, np.ones_like(b), b)
    q = np.floor_divide(a, bs)
    if dt.kind == "i":
        r = a - q * bs
        q = np.where((r != 0) & ((a < 0) != (bs < 0)), q + 1, q)
    q = np.where(over, a, q)
    return np.where(zero, np.array(-1).astype(dt) if dt.kind == "i" else np.iinfo(dt).max, q).astype(dt)


def _int_rem(a: Arr, b: Arr) -> Arr:
    dt = a.dtype
    zero = b == 0
    bs = np.where(zero, np.ones_like(b), b)
    if dt.kind == "i":
        bs = np.where((a == np.iinfo(dt).min) & (b == -1), np.ones_like(b), bs)
    r = np.fmod(a, bs)
    return np.where(zero, a, r).astype(dt)


def _shift(kind: str, a: Arr, s: Arr) -> Arr:
    dt = a.dtype
    w = dt.itemsize * 8
    ua, us = a.view(_unsigned(dt)), s.view(_unsigned(dt))
    big = us >= w
    ss = np.where(big, 0, us).astype(_unsigned(dt))
    if kind == "left":
        r = np.where(big, 0, ua << ss).astype(_unsigned(dt))
    elif kind == "logical":
        r = np.where(big, 0, ua >> ss).astype(_unsigned(dt))
    else:
        sa = a.view(_signed(dt))
        fill = np.where(sa < 0, -1, 0).astype(_signed(dt))
        r = np.where(big, fill, sa >> ss.astype(_signed(dt))).astype(_signed(dt)).view(_unsigned(dt))
    return r.view(dt)


def _int_pow(a: Arr, b: Arr) -> Arr:
    """XLA's integer power: square-and-multiply over the low 6 exponent bits; an exponent
    that is negative *as a signed number* (also for unsigned types) gives 1 for base 1,
    +-1 for base -1 (all ones) by parity, else 0."""
    dt = a.dtype
    sb = b.view(_signed(dt))
    neg = sb < 0
    e = np.where(neg, 0, b.view(_unsigned(dt))).astype(_unsigned(dt))
    result = np.ones_like(a)
    base = a.copy()
    for _ in range(6):
        odd = (e & 1).astype(bool)
        result = np.where(odd, result * base, result).astype(dt)
        base = (base * base).astype(dt)
        e = e >> np.array(1, e.dtype)
    sa = a.view(_signed(dt))
    minus_one = np.where(sb % 2 == 0, 1, -1).astype(_signed(dt)).view(dt)
    neg_val = np.where(sa == 1, np.ones_like(a), np.where(sa == -1, minus_one, np.zeros_like(a)))
    return np.where(neg, neg_val, result).astype(dt)


def _clz(a: Arr) -> Arr:
    dt = a.dtype
    w = dt.itemsize * 8
    u = a.view(_unsigned(dt)).astype(np.uint64)
    n = np.zeros(u.shape, np.int64)
    for shift in (32, 16, 8, 4, 2, 1):
        if shift >= w:
            continue
        hi = u >> np.uint64(shift)
        empty = hi == 0
        n = n + np.where(empty, shift, 0)
        u = np.where(empty, u, hi)
    # u is now 0 or 1
    n = n + np.where(u == 0, 1, 0)
    return n.astype(dt)


_INT_BINARY: dict[str, Callable[[Arr, Arr], Arr]] = {
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "divide": _int_div,
    "remainder": _int_rem,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "and": np.bitwise_and,
    "or": np.bitwise_or,
    "xor": np.bitwise_xor,
    "shift_left": lambda a, b: _shift("left", a, b),
    "shift_right_arithmetic": lambda a, b: _shift("arith", a, b),
    "shift_right_logical": lambda a, b: _shift("logical", a, b),
    "power": _int_pow,
}

_INT_UNARY: dict[str, Callable[[Arr], Arr]] = {
    "not": np.invert,
    "negate": lambda a: (np.zeros_like(a) - a),
    "abs": lambda a: np.where(a.view(_signed(a.dtype)) < 0, np.zeros_like(a) - a, a) if a.dtype.kind == "i" else a.copy(),
    "sign": lambda a: np.sign(a).astype(a.dtype),
    "popcnt": lambda a: np.bitwise_count(a.view(_unsigned(a.dtype))).astype(a.dtype),
    "count_leading_zeros": _clz,
}

_BOOL_BINARY: dict[str, Callable[[Arr, Arr], Arr]] = {
    "and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor,
    "maximum": np.logical_or, "minimum": np.logical_and,
}
_BOOL_UNARY: dict[str, Callable[[Arr], Arr]] = {"not": np.logical_not}


# --------------------------------------------------------------------------------- floats

def _fminmax(x: Arr, y: Arr, is_max: bool) -> Arr:
    """XLA CPU's maximum/minimum in the compute type (NaN-propagating, -0 < +0)."""
    xf, yf = flush(x), flush(y)
    ux, uy = ubits(xf), ubits(yf)
    s = ux.dtype.type(fl._sign_mask(x.dtype))
    if is_max:
        win = np.where(xf > yf, ux, uy)
        eqv = ux & uy
        nanb = ubits(y) & (ux | ~s)
    else:
        win = np.where(xf < yf, ux, uy)
        eqv = ux | uy
        nanb = ubits(y) | (ux & s)
    r = np.where(xf == yf, eqv, win)
    r = np.where(isnan(y), nanb, r)
    r = np.where(isnan(x), ubits(x), r)
    return r.view(x.dtype)


def _fround_afz(x: Arr) -> Arr:
    t = np.trunc(x)
    with np.errstate(invalid="ignore"):
        up = np.abs(x - t) >= 0.5
    r = np.where(up, t + np.copysign(np.ones_like(x), x), t)
    return np.where(np.isnan(x), x, r).astype(x.dtype)


def _fsign(x: Arr) -> Arr:
    one = np.copysign(np.ones_like(x), x)
    r = np.where(x == 0, x, one)
    return np.where(np.isnan(x), x, r).astype(x.dtype)


_F_BINARY: dict[str, Callable[[Arr, Arr], Arr]] = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply, "divide": np.divide,
    "maximum": lambda x, y: _fminmax(x, y, True),
    "minimum": lambda x, y: _fminmax(x, y, False),
}
# Unary ops computed after DAZ (flush) and with the result flushed.
_F_UNARY: dict[str, Callable[[Arr], Arr]] = {
    "sqrt": np.sqrt, "floor": np.floor, "ceil": np.ceil, "round_nearest_even": np.rint,
    "round_nearest_afz": _fround_afz, "sign": _fsign,
}
# Bit operations: no flushing.
_F_BITWISE_UNARY: dict[str, Callable[[Arr], Arr]] = {
    "negate": lambda x: (ubits(x) ^ ubits(x).dtype.type(fl._sign_mask(x.dtype))).view(x.dtype),
    "abs": lambda x: (ubits(x) & ~ubits(x).dtype.type(fl._sign_mask(x.dtype))).view(x.dtype),
}
_NO_FLUSH_RESULT = {"maximum", "minimum"}


def float_binary(name: str, a: Arr, b: Arr) -> Arr | None:
    fn = _F_BINARY.get(name)
    if fn is None:
        return None
    x, y = widen(a), widen(b)
    with np.errstate(all="ignore"):
        if name in _NO_FLUSH_RESULT:
            r = fn(x, y)
            if a.dtype == fl.F16 and (np.isnan(x) | np.isnan(y)).any():
                # f16 min/max NaN results depend on XLA's code path: the vectorised loop
                # gives the canonical 0x7e00, a broadcast scalar operand the f32 rule.
                return None
        else:
            r = flush(fn(flush(x), flush(y)).astype(x.dtype))
            r = fl.sse_nans(r, x, y)
    return narrow(r, a.dtype)


def float_unary(name: str, a: Arr) -> Arr | None:
    if a.dtype == fl.F16 and name in _F_BITWISE_UNARY:  # f16 negate/abs: bit ops on f16
        return _F_BITWISE_UNARY[name](a)
    x = widen(a)
    with np.errstate(all="ignore"):
        if name in _F_BITWISE_UNARY:
            r = _F_BITWISE_UNARY[name](x)
        elif name in _F_UNARY:
            r = _F_UNARY[name](flush(x))
            r = flush(r.astype(x.dtype))
            if name == "sign":  # sign passes a NaN through unchanged
                r = np.where(np.isnan(x), x, r)
            else:  # rounding and sqrt quiet it; sqrt(-x) is the default NaN
                r = fl.sse_nans(r, x)
        elif name == "is_finite":
            return np.isfinite(x)
        else:
            return None
    out = narrow(r, a.dtype)
    if name == "sign" and a.dtype == fl.F16:  # f16 sign passes NaN bits through unchanged
        out = np.where(np.isnan(a), a, out)
    return out


# ------------------------------------------------------------------------- dispatchers

def unary(name: str, a: Arr, out_dt: np.dtype) -> Arr | None:
    dt = a.dtype
    if is_float(dt):
        return float_unary(name, a)
    if _is_bool(dt):
        fn = _BOOL_UNARY.get(name)
        return None if fn is None else fn(a)
    if _is_int(dt):
        fn = _INT_UNARY.get(name)
        if fn is None:
            return None
        shape, (x,) = _1d(a)
        return fn(x).astype(dt).reshape(shape)
    return None


def binary(name: str, a: Arr, b: Arr) -> Arr | None:
    if a.dtype != b.dtype:
        return None
    dt = a.dtype
    if is_float(dt):
        return float_binary(name, a, b)
    if _is_bool(dt):
        fn = _BOOL_BINARY.get(name)
        return None if fn is None else fn(a, b)
    if _is_int(dt):
        fn = _INT_BINARY.get(name)
        if fn is None:
            return None
        shape, (x, y) = _1d(a, b)
        with np.errstate(all="ignore"):
            return fn(x, y).astype(dt).reshape(shape)
    return None


def _total_order_key(a: Arr) -> Arr:
    u = ubits(a)
    s = u.view(_signed(u.dtype))
    mag = np.array(np.iinfo(s.dtype).max, s.dtype)
    return np.where(s < 0, s ^ mag, s)


def compare(direction: str, ctype: str | None, a: Arr, b: Arr) -> Arr | None:
    dt = a.dtype
    if is_float(dt):
        ctype = ctype or "FLOAT"
        if ctype == "FLOAT":
            x, y = flush(widen(a)), flush(widen(b))
        elif ctype == "TOTALORDER":
            x, y = _total_order_key(a), _total_order_key(b)
        else:
            return None
    elif _is_bool(dt):
        if ctype not in (None, "UNSIGNED"):
            return None
        x, y = a.astype(np.uint8), b.astype(np.uint8)
    elif _is_int(dt):
        ctype = ctype or ("UNSIGNED" if dt.kind == "u" else "SIGNED")
        if ctype == "SIGNED":
            x, y = a.view(_signed(dt)), b.view(_signed(dt))
        elif ctype == "UNSIGNED":
            x, y = a.view(_unsigned(dt)), b.view(_unsigned(dt))
        else:
            return None
    else:
        return None
    fn = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal,
          "GT": np.greater, "GE": np.greater_equal}[direction]
    return np.asarray(fn(x, y))


def select(pred: Arr, t: Arr, f: Arr) -> Arr:
    if fl.is_bf16(t.dtype):  # computed in f32: NaNs come back canonical
        return narrow(np.where(pred, widen(t), widen(f)), t.dtype)
    return np.where(pred, t, f).astype(t.dtype)


def clamp(lo: Arr, x: Arr, hi: Arr) -> Arr | None:
    """XLA: ``minimum(maximum(lo, x), hi)`` with its NaN-propagating min/max."""
    lo = np.broadcast_to(lo, x.shape)
    hi = np.broadcast_to(hi, x.shape)
    m = binary("maximum", lo, x)
    return None if m is None else binary("minimum", m, hi)


# ------------------------------------------------------------------------------- convert

def _float_to_int(a: Arr, dt: np.dtype) -> Arr:
    x = widen(a)
    # a subnormal truncates to 0 whether or not it is flushed first
    if x.dtype == F32:
        x = flush(x, same_as_ieee=True).astype(F64)
    else:
        x = flush(x, same_as_ieee=True)
    info = np.iinfo(dt)
    t = np.trunc(x)
    nan = np.isnan(t)
    lo_f, hi_f = float(info.min), float(info.max)  # 2**63 - 1 -> 2**63 (rounded up)
    safe = np.where(nan | (t <= lo_f) | (t >= hi_f), 0.0, t)
    r = safe.astype(dt)
    r = np.where(t <= lo_f, info.min, r)
    r = np.where(t >= hi_f, info.max, r)
    return np.where(nan, 0, r).astype(dt)


def _int_to_float(a: Arr, dt: np.dtype) -> Arr | None:
    if dt in (F32, F64):
        return a.astype(dt)
    # bf16/f16: converted through f32 (rounded twice), as XLA CPU's LLVM lowering does
    return narrow(a.astype(F32), dt)


def convert(a: Arr, dt: np.dtype) -> Arr | None:
    src, dt = a.dtype, np.dtype(dt)
    if is_float(src):
        if is_float(dt):
            return fl.convert_float(a, dt)
        if _is_bool(dt):
            return (a.astype(F32) if fl.is_bf16(a.dtype) else flush(widen(a))) != 0
        if _is_int(dt):
            return _float_to_int(a, dt)
        return None
    if _is_bool(src):
        if is_float(dt):
            return _int_to_float(a.astype(np.uint8), dt)
        if _is_int(dt) or _is_bool(dt):
            return a.astype(dt)
        return None
    if _is_int(src):
        if is_float(dt):
            return _int_to_float(a, dt)
        if _is_bool(dt):
            return a != 0
        if _is_int(dt):
            shape, (x,) = _1d(a)
            return x.astype(dt).reshape(shape)
    return None


def bitcast_convert(a: Arr, dt: np.dtype) -> Arr | None:
    dt = np.dtype(dt)
    if a.dtype.itemsize != dt.itemsize or _is_bool(a.dtype) or _is_bool(dt):
        return None
    return np.ascontiguousarray(a).reshape(a.shape).view(dt).copy()


_ = F32
