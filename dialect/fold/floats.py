"""How XLA CPU (x86-64) computes floats, bit for bit, rebuilt with numpy.

Measured against XLA (see ``tests/test_fold_eval.py``):

* Arithmetic runs with MXCSR ``DAZ`` and ``FTZ`` set: f32/f64 subnormal *inputs* of
  arithmetic, comparisons, rounding, min/max and f32<->f64 conversion read as zero of the
  same sign, and subnormal *results* become zero of the same sign. Pure bit operations
  (negate, abs, select, is_finite, bitcast, TOTALORDER compare) keep subnormals.
* bf16 and f16 are not computed natively: each op widens its operands to f32, computes in
  f32 (with DAZ/FTZ) and narrows once. Widening bf16 is a 16-bit shift (exact, NaN bits
  kept, subnormals stay f32 subnormals and so are then flushed by the arithmetic);
  widening f16 is ``vcvtph2ps`` (exact, subnormals become normal f32, sNaN is quieted,
  payload kept). Narrowing to bf16 is software round-to-nearest-even (no DAZ: f32
  subnormals round to bf16 subnormals), every NaN becomes ``sign | 0x7fc0``; narrowing to f16 is ``vcvtps2ph`` (RNE, produces f16 subnormals, reads
  f32 subnormals as zero, NaN keeps sign and the top payload bits and is quieted).
* NaN propagation follows SSE: the result of a binary op with one NaN operand is that NaN,
  quieted; with two it is the *left* one, quieted; a NaN made from non-NaN operands is the
  x86 default NaN ``0xffc00000`` (negative!).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from hlorules.dialect.types import ml_dtype

F16 = np.dtype(np.float16)
F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)

_U = {2: np.uint16, 4: np.uint32, 8: np.uint64}
_MANT = {F16: 10, F32: 23, F64: 52}
_BF16_MANT = 7


def bf16() -> np.dtype:
    """ml_dtypes' bfloat16 (importing ml_dtypes on first use: ~0.7 s of start-up)."""
    return ml_dtype("bfloat16")


def is_bf16(dt: Any) -> bool:
    """True when ``dt`` is bfloat16; builtin numpy dtypes answer without importing ml_dtypes
    (a bf16 array cannot exist before ml_dtypes is imported)."""
    dt = np.dtype(dt)
    return dt.isbuiltin == 2 and dt == bf16()


def __getattr__(name: str) -> Any:
    """``BF16`` and ``FLOATS`` (bf16, f16, f32, f64), made on first use."""
    if name == "BF16":
        return bf16()
    if name == "FLOATS":
        return (bf16(), F16, F32, F64)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def is_float(dt: np.dtype) -> bool:
    return np.dtype(dt) in (F16, F32, F64) or is_bf16(dt)


def ubits(a: np.ndarray) -> np.ndarray:
    a = np.asarray(a)
    return np.ascontiguousarray(a).reshape(a.shape).view(_U[a.dtype.itemsize])


def from_bits(u: np.ndarray, dt: np.dtype) -> np.ndarray:
    u = np.asarray(u)
    return np.ascontiguousarray(u).reshape(u.shape).astype(_U[np.dtype(dt).itemsize]).view(dt)


def has_bf16_nan(a: np.ndarray, noncanonical: bool = False) -> bool:
    """True when ``a`` is bf16 and holds a NaN (with ``noncanonical``: one other than
    ``sign | 0x7fc0``).

    XLA CPU keeps a non-canonical payload on some code paths and canonicalises it on
    others, by shape (broadcasting 0x7fc5 to (4,) keeps it, to (2, 3) gives 0x7fc0); bf16
    arithmetic on any NaN gives different bits in different XLA versions."""
    if not is_bf16(a.dtype):
        return False
    u = ubits(a) & np.uint16(0x7FFF)
    nan = u > 0x7F80
    return bool((nan & (u != 0x7FC0)).any() if noncanonical else nan.any())


def _sign_mask(dt: np.dtype) -> int:
    return 1 << (np.dtype(dt).itemsize * 8 - 1)


def _quiet_bit(dt: np.dtype) -> int:
    return 1 << ((_BF16_MANT if is_bf16(dt) else _MANT[np.dtype(dt)]) - 1)


def isnan(a: np.ndarray) -> np.ndarray:
    return np.isnan(a.astype(F32) if is_bf16(a.dtype) else a)


class Ambiguous(ValueError):
    """A float value XLA computes two ways, so no fold can promise its bits.

    XLA's compile-time folder (HloEvaluator) computes plain IEEE and keeps a subnormal that
    its compiled code (DAZ/FTZ) reads or writes as zero; a module's constant subexpression
    gets one or the other depending on whether XLA folds it. ``evaluate`` declines (None).
    """


_TINY = {F32: np.finfo(F32).tiny, F64: np.finfo(F64).tiny}
"""The smallest normal f32/f64: below it in magnitude, a subnormal or a zero."""


def flush(a: np.ndarray, *, same_as_ieee: bool = False) -> np.ndarray:
    """DAZ/FTZ: f32/f64 subnormals become zeros of the same sign (other dtypes unchanged).

    Raises :class:`Ambiguous` when ``a`` holds a subnormal, unless the caller states that
    IEEE arithmetic gives the same bits for it (``same_as_ieee``: e.g. a truncation to an
    integer, or a narrowing whose smallest subnormal is far above any f32/f64 subnormal).
    """
    tiny = _TINY.get(a.dtype)
    if tiny is None:
        return a
    mag = np.abs(a)
    if not (mag < tiny).any():  # no subnormal (nor NaN: it compares false)
        return a
    sub = (mag < tiny) & (a != 0)
    if not sub.any():
        return a
    if not same_as_ieee:
        raise Ambiguous("a subnormal: XLA's compile-time folder keeps it, its compiled code "
                        "flushes it")
    u = ubits(a)
    return from_bits(np.where(sub, u & _U[a.dtype.itemsize](_sign_mask(a.dtype)), u), a.dtype)


def quiet(a: np.ndarray) -> np.ndarray:
    """Set the quiet bit of every NaN."""
    nan = isnan(a)
    if not nan.any():
        return a
    u = ubits(a)
    return from_bits(np.where(nan, u | _U[a.dtype.itemsize](_quiet_bit(a.dtype)), u), a.dtype)


# ---------------------------------------------------------------------------- widening

def widen(a: np.ndarray) -> np.ndarray:
    """Operand as XLA CPU's compute type sees it (bf16/f16 -> f32; f32/f64 unchanged)."""
    if is_bf16(a.dtype):
        return (ubits(a).astype(np.uint32) << np.uint32(16)).view(F32)
    if a.dtype == F16:
        u = ubits(a).astype(np.uint32)
        nan = np.isnan(a)
        out = a.astype(F32)
        if nan.any():
            nb = ((u & 0x8000) << 16) | np.uint32(0x7fc00000) | ((u & 0x3ff) << 13)
            out = np.where(nan, nb.view(F32), out)
        return out
    return a


def f32_to_f64(a: np.ndarray) -> np.ndarray:
    a = flush(a)
    out = a.astype(F64)
    nan = np.isnan(a)
    if nan.any():
        u = ubits(a).astype(np.uint64)
        nb = ((u & 0x80000000) << 32) | np.uint64(0x7ff8000000000000) | ((u & 0x7fffff) << 29)
        out = np.where(nan, nb.view(F64), out)
    return out


def f64_to_f32(a: np.ndarray) -> np.ndarray:
    a = flush(a, same_as_ieee=True)  # an f64 subnormal rounds to an f32 zero either way
    with np.errstate(over="ignore"):
        out = flush(a.astype(F32))
    nan = np.isnan(a)
    if nan.any():
        u = ubits(a)
        nb = (((u >> 32) & 0x80000000) | 0x7fc00000 | ((u >> 29) & 0x7fffff)).astype(np.uint32)
        out = np.where(nan, nb.view(F32), out)
    return out


# ---------------------------------------------------------------------------- narrowing

def narrow(x: np.ndarray, dt: np.dtype) -> np.ndarray:
    """A compute-type result (f32 for bf16/f16) rounded to ``dt`` as XLA CPU does."""
    dt = np.dtype(dt)
    if dt == x.dtype:
        return x
    if is_bf16(dt):
        return f32_to_bf16(x)
    if dt == F16:
        return f32_to_f16(x)
    raise ValueError(f"cannot narrow {x.dtype} to {dt}")


def f32_to_bf16(x: np.ndarray, daz: bool = False) -> np.ndarray:
    if daz:
        x = flush(x)
    u = ubits(x).astype(np.uint64)
    r = ((u + 0x7fff + ((u >> 16) & 1)) >> 16) & 0xffff
    nan = np.isnan(x)
    r = np.where(nan, ((u >> 16) & 0x8000) | 0x7fc0, r)
    return r.astype(np.uint16).view(bf16())


def f32_to_f16(x: np.ndarray) -> np.ndarray:
    x = flush(x, same_as_ieee=True)  # an f32 subnormal rounds to an f16 zero either way
    with np.errstate(over="ignore"):
        out = x.astype(F16)
    nan = np.isnan(x)
    if nan.any():
        u = ubits(x)
        nb = (((u >> 16) & 0x8000) | 0x7e00 | ((u >> 13) & 0x3ff)).astype(np.uint16)
        out = np.where(nan, nb.view(F16), out)
    return out


def convert_float(a: np.ndarray, dt: np.dtype) -> np.ndarray | None:
    """Float -> float ``stablehlo.convert``; None where the exact XLA path is not known."""
    dt = np.dtype(dt)
    src = a.dtype
    if src == dt:
        return a.copy()
    if dt == F64:
        return f32_to_f64(widen(a))
    if src == F64:
        y = f64_to_f32(a)
        if dt == F32:
            return y
        if is_bf16(dt):
            return f32_to_bf16(y)
        return None  # f64 -> f16 is a libcall with its own rounding; not modelled
    w = widen(a)
    if dt == F32:
        return w
    return narrow(w, dt)


def default_nan(dt: np.dtype) -> np.ndarray:
    """The x86 default NaN (negative, quiet, zero payload) of f32/f64."""
    dt = np.dtype(dt)
    u = {F32: 0xffc00000, F64: 0xfff8000000000000}[dt]
    return np.array(u, _U[dt.itemsize]).view(dt)


def sse_nans(r: np.ndarray, *operands: np.ndarray) -> np.ndarray:
    """Fix the NaNs of an SSE-style result ``r`` (f32/f64) computed from ``operands``: the
    first NaN operand, quieted; else the default NaN where ``r`` is NaN. (numpy's own loops
    do not promise which operand's NaN they return.)"""
    if not np.isnan(r).any() and not any(np.isnan(x).any() for x in operands):
        return r  # no NaN anywhere: nothing to fix
    out = np.where(np.isnan(r), default_nan(r.dtype), r)
    for x in reversed(operands):
        out = np.where(np.isnan(x), quiet(x), out)
    return out.astype(r.dtype)
