"""Hypothesis strategies for the arguments of a module, and the output comparison.

Strategies are dtype- and shape-aware: floats mix NaN, +-Inf, -0.0, denormals, the
extremes and small integers with arbitrary values (f16/bf16 included) and with values where
rounding shows (:func:`rounding_values`: magnitudes near 2**p, where p is the type's
significand width, so adding 1 rounds; values of mixed exponents; halves of the largest
value, whose sums overflow); integers mix their extremes with small values; booleans are
booleans. Arguments that reach gather/scatter/
dynamic_slice index operands ("index-like") draw from a small pool of values around the
indexed dimension, so duplicates and out-of-bounds indices are common.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import ml_dtypes
import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from hlorules.base.errors import HloRulesError

__all__ = [
    "SUPPORTED",
    "ArgSpec",
    "Mismatch",
    "arg_strategy",
    "args_strategy",
    "boundary_cases",
    "compare_outputs",
    "rounding_values",
    "ulp_distance",
    "within_sum_bound",
]

ELEM_DTYPES = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
               "ui8": np.uint8, "ui32": np.uint32, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
               "f32": np.float32, "f64": np.float64, "complex<f32>": np.complex64,
               "complex<f64>": np.complex128}
"""The numpy dtype of each element type the checker generates and runs."""


SUPPORTED = ("static-shaped tensors of i1, i8..i64, ui8..ui64, f16, bf16, f32, f64, complex<f32>, "
             "complex<f64>")


@dataclass(frozen=True)
class ArgSpec:
    """One argument: its shape and numpy dtype; ``index_bound`` > 0 for index-like ones
    (the size of the dimension being indexed), ``unique`` to draw distinct indices."""

    shape: tuple[int, ...]
    dtype: np.dtype
    index_bound: int = 0
    unique: bool = False
    allow_nan: bool = True
    allow_inf: bool = True


def _float_specials(dt: np.dtype) -> list[float]:
    fi = ml_dtypes.finfo(dt) if dt == ml_dtypes.bfloat16 else np.finfo(dt)
    tiny = float(fi.tiny)
    return [0.0, -0.0, 1.0, -1.0, 2.0, 0.5, float("nan"), float("inf"), float("-inf"),
            float(fi.max), -float(fi.max), tiny, -tiny, tiny / 4, -tiny / 2, float(fi.eps)]


def rounding_values(dt: np.dtype) -> list[float]:
    """Float values of dtype ``dt`` at which rounding, overflow and a compiler's
    reassociation of float arithmetic change results: +-2**p (p the significand's width
    with its implicit bit: 24 for f32, 53 for f64, 11 for f16, 8 for bf16; there ``x + 1``
    rounds back to ``x`` while ``x + 2`` does not), 2**p + 2 and 2**p - 1 (odd and even
    neighbours, where ties round differently), 1.5 * 2**p, 2**-p and 1 + 2**(1-p) (mixed
    with 1, an addend below half an ulp), and half the largest value (two of them
    overflow)."""
    fi = ml_dtypes.finfo(dt) if dt == ml_dtypes.bfloat16 else np.finfo(dt)
    p = int(fi.nmant) + 1
    big = float(2 ** p)
    return [big, -big, big + 2, big - 1, 1.5 * big, 2.0 ** -p, 1.0 + 2.0 ** (1 - p),
            float(fi.max) / 2]


def _part_dtype(dt: np.dtype) -> np.dtype:
    """The float dtype of a complex dtype's parts (complex64 -> float32)."""
    return np.dtype(f"f{dt.itemsize // 2}")


def _elements(dt: np.dtype, allow_nan: bool = True, allow_inf: bool = True
              ) -> st.SearchStrategy:
    if dt == np.bool_:
        return st.booleans()
    if dt.kind == "c":  # two parts of the float type of its half width
        part = _elements(_part_dtype(dt), allow_nan, allow_inf)
        return st.builds(complex, part, part)
    if dt.kind in "iu":
        ii = np.iinfo(dt)
        small = st.integers(max(ii.min, -8), min(ii.max, 8))
        extreme = st.sampled_from(sorted({int(ii.min), int(ii.max), int(ii.min) + 1,
                                          int(ii.max) - 1, 0, 1}))
        return st.one_of(small, extreme, st.integers(int(ii.min), int(ii.max)))
    width: Literal[16, 32, 64] = 32 if dt == ml_dtypes.bfloat16 else (
        16 if dt.itemsize == 2 else 64 if dt.itemsize == 8 else 32)
    small_floats = st.integers(-8, 8).map(float)
    specials = [v for v in _float_specials(dt)
                if (allow_nan or not math.isnan(v)) and (allow_inf or abs(v) != float("inf"))]
    special = st.sampled_from(specials)
    rounding = st.sampled_from(rounding_values(dt))
    anyf = st.floats(width=width, allow_nan=allow_nan, allow_infinity=allow_inf,
                     allow_subnormal=True)
    return st.one_of(small_floats, special, rounding, anyf)


def _random_array(spec: ArgSpec, seed: int) -> np.ndarray:
    """A dense pseudo-random array (fast for big shapes), specials sprinkled in."""
    rng = np.random.default_rng(seed)
    dt, shape = spec.dtype, spec.shape
    if dt.kind == "c":  # two float arrays of the part type
        part = dataclasses.replace(spec, dtype=_part_dtype(dt))
        out = np.empty(shape, dt)  # parts set one by one: re + 1j * inf would make re NaN
        out.real, out.imag = _random_array(part, seed), _random_array(part, seed + 1)
        return out
    if dt == np.bool_:
        return rng.random(shape) < 0.5
    if dt.kind in "iu":
        ii = np.iinfo(dt)
        if spec.index_bound > 0:
            lo = 0 if dt.kind == "u" else -2
            pool = rng.integers(lo, _index_bound(spec) + 2, size=4)
            return rng.choice(pool, size=shape).astype(dt)
        small = rng.integers(max(ii.min, -8), min(ii.max, 8) + 1, size=shape)
        full = rng.integers(ii.min, ii.max, size=shape, endpoint=True, dtype=dt)
        out = np.where(rng.random(shape) < 0.7, small, full).astype(dt)
        ext = rng.random(shape) < 0.1
        out[ext] = rng.choice(np.array([ii.min, ii.max, 0], dtype=dt), size=int(ext.sum()))
        return out
    base = np.where(rng.random(shape) < 0.5, rng.integers(-8, 9, size=shape),
                    rng.standard_normal(shape) * 10.0 ** rng.integers(-3, 4, size=shape))
    specials = np.array([v for v in _float_specials(dt)
                         if (spec.allow_nan or not math.isnan(v))
                         and (spec.allow_inf or abs(v) != float("inf"))])
    sp = rng.random(shape)
    base = np.where(sp < 0.1, rng.choice(specials, size=shape), base)
    base = np.where((sp >= 0.1) & (sp < 0.15),
                    rng.choice(np.array(rounding_values(dt)), size=shape), base)
    with np.errstate(over="ignore"):
        out = base.astype(np.float32 if dt == ml_dtypes.bfloat16 else dt).astype(dt)
    if not spec.allow_inf:
        out = np.where(np.isinf(out), np.zeros_like(out), out)
    return out


def _exact(spec: ArgSpec) -> st.SearchStrategy[np.ndarray]:
    dt, shape = spec.dtype, spec.shape
    if spec.index_bound > 0 and dt.kind in "iu":
        n = _index_bound(spec)
        lo = 0 if dt.kind == "u" else -2
        near = st.integers(lo, n + 1)
        pool = st.lists(near, min_size=1, max_size=4)
        return pool.flatmap(lambda vals: hnp.arrays(dt, shape, elements=st.sampled_from(vals)))
    if dt == ml_dtypes.bfloat16:
        el = _elements(dt, spec.allow_nan, spec.allow_inf)
        return hnp.arrays(np.float32, shape, elements=el, fill=el).map(
            lambda a: a.astype(ml_dtypes.bfloat16))
    elems = _elements(dt, spec.allow_nan, spec.allow_inf)
    if dt.kind == "f" and dt.itemsize == 2:
        elems = elems.map(lambda v: float(np.float16(v)))
    return hnp.arrays(dt, shape, elements=elems, fill=elems)


def arg_strategy(spec: ArgSpec) -> st.SearchStrategy[np.ndarray]:
    """Arrays of ``spec``'s shape and dtype (see the module docstring): element-wise drawn
    arrays (which shrink to simple values), and for bigger shapes also dense
    pseudo-random ones (fast to draw)."""
    dt, shape = spec.dtype, spec.shape
    size = int(np.prod(shape)) if shape else 1
    if spec.index_bound > 0 and dt.kind in "iu" and spec.unique:
        n, top = spec.index_bound, _index_top(spec)
        return (st.permutations(list(range(max(n, size))))
                .map(lambda p: np.asarray([v % top for v in p[:size]], dtype=dt).reshape(shape)))
    exact = _exact(spec)
    if size <= 8:
        return exact
    return st.one_of(exact, st.integers(0, 2**32 - 1).map(lambda s: _random_array(spec, s)))


def args_strategy(specs: Sequence[ArgSpec]) -> st.SearchStrategy[tuple[np.ndarray, ...]]:
    return st.tuples(*(arg_strategy(s) for s in specs))


def _index_top(spec: ArgSpec) -> int:
    """One past the largest value an index argument's integer type holds (unique indices
    past it wrap)."""
    return int(np.iinfo(spec.dtype).max) + 1


def _index_bound(spec: ArgSpec) -> int:
    """The extent an index argument indexes, capped so that one past it still fits the
    argument's integer type (an i8 start of a 300-element dim is drawn up to 126 + 1)."""
    return min(spec.index_bound, _index_top(spec) - 2)


def _boundary_values(spec: ArgSpec) -> list[object]:
    """The values :func:`boundary_cases` fills ``spec``'s argument with, in order."""
    dt = spec.dtype
    if dt == np.bool_:
        return [True, False]
    if dt.kind in "iu":
        if spec.index_bound > 0:  # the indexed extent's edges: in bounds, past it, negative
            n = _index_bound(spec)
            return [v for v in (0, n - 1, n, -1, 1) if dt.kind == "i" or v >= 0]
        ii = np.iinfo(dt)
        lo, hi = int(ii.min), int(ii.max)
        order = [0, -1, hi, lo, 1, 2, hi - 1, lo + 1]
        return [v for i, v in enumerate(order) if lo <= v <= hi and v not in order[:i]]
    if dt.kind == "c":  # the part type's values, the imaginary part three places along
        parts = _boundary_values(dataclasses.replace(spec, dtype=_part_dtype(dt)))
        return [complex(float(v), float(parts[(i + 3) % len(parts)]))  # type: ignore[arg-type]
                for i, v in enumerate(parts)]
    specials = _float_specials(dt)
    floats = [specials[i] for i in _BOUNDARY_ORDER]
    return [v for v in floats
            if (spec.allow_nan or not math.isnan(v)) and (spec.allow_inf or abs(v) != math.inf)]


# _float_specials' values, the likeliest to tell two programs apart first: NaN, -0.0, +Inf,
# a subnormal, -Inf, the largest, 0, -1, the most negative, -subnormal, 1, the smallest
# normal, 2, its negation, 0.5, eps
_BOUNDARY_ORDER = (6, 1, 7, 13, 8, 9, 0, 3, 10, 14, 2, 11, 4, 12, 5, 15)


def boundary_cases(specs: Sequence[ArgSpec]) -> list[tuple[np.ndarray, ...]]:
    """Input cases to try before the drawn ones, so that every check meets the boundary
    values however few cases it draws. Two cases fill each argument elementwise with its
    type's specials in turn, the likeliest to tell two programs apart first (floats: NaN,
    -0.0, +Inf, a subnormal, -Inf, the largest, 0, -1, ... unless the spec excludes NaN or
    Inf; integers: 0, -1, the extremes, 1, 2; booleans alternating; index-like arguments 0,
    the last in-bounds index, the extent, -1 and 1, a permutation where the spec asks for
    unique indices); argument k starts k places along the list (so two arguments meet
    different values) and the second case half way further. When an argument is a float
    (or complex) one, a third case fills the float arguments with
    :func:`rounding_values` in turn (argument k from its k-th, so the first meets 2**p),
    the others as the first case does. When two arguments share an element type, a last
    case fills every argument from the start of its list, so those arguments hold equal
    values element by element (``a - a``, ``compare(a, a)``, ``max(a, a)``: where an
    operand's identity with another changes a result, such as the sign of ``-(a - b)`` at
    ``a == b``)."""
    cases: list[tuple[np.ndarray, ...]] = []
    for half in (0, 1):
        cases.append(tuple(_filled(spec, _boundary_values(spec), k, half)
                           for k, spec in enumerate(specs)))
    if any(s.dtype.kind in "fc" or s.dtype == ml_dtypes.bfloat16 for s in specs):
        cases.append(tuple(
            _filled(spec, _rounding_fill(spec), k, 0) if _rounding_fill(spec)
            else cases[0][k] for k, spec in enumerate(specs)))
    def indexes(s: ArgSpec) -> bool:
        return s.index_bound > 0 and s.dtype.kind in "iu"

    plain = [s.dtype for s in specs if not indexes(s)]
    if len(plain) != len(set(plain)):
        cases.append(tuple(cases[0][k] if indexes(spec)
                           else _filled(spec, _boundary_values(spec), 0, 0)
                           for k, spec in enumerate(specs)))
    return cases


def _rounding_fill(spec: ArgSpec) -> list[object]:
    """:func:`rounding_values` for a float argument (a complex one: as real parts, with
    the list's next value as imaginary part); none for the others."""
    dt = spec.dtype
    if dt.kind == "c":
        parts = rounding_values(_part_dtype(dt))
        return [complex(v, parts[(i + 1) % len(parts)]) for i, v in enumerate(parts)]
    if dt.kind == "f" or dt == ml_dtypes.bfloat16:
        return list(rounding_values(dt))
    return []


def _filled(spec: ArgSpec, vals: list[object], k: int, half: int) -> np.ndarray:
    """``spec``'s argument filled with ``vals`` in turn from place k (and half the list
    further when ``half``); a unique index argument is a permutation (reversed when
    ``half``)."""
    size = int(np.prod(spec.shape)) if spec.shape else 1
    if spec.index_bound > 0 and spec.unique and spec.dtype.kind in "iu":
        perm = np.arange(size) % _index_top(spec)
        return (perm[::-1] if half else perm).astype(spec.dtype).reshape(spec.shape)
    shift = k + half * (len(vals) // 2)
    flat = [vals[(shift + i) % len(vals)] for i in range(size)]
    if spec.dtype == ml_dtypes.bfloat16 or (spec.dtype.kind == "f" and spec.dtype.itemsize == 2):
        arr = np.asarray(flat, dtype=np.float32).astype(spec.dtype)
    else:
        arr = np.asarray(flat, dtype=spec.dtype)
    return arr.reshape(spec.shape)


def ulp_distance(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Elementwise distance in units in the last place (floats of one dtype); a distance
    across zero is the sum of both magnitudes' (each capped at 2**62, so nothing wraps)."""
    nbits = 8 * a.dtype.itemsize
    bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    ua = a.view(bits).astype(np.uint64)
    ub = b.view(bits).astype(np.uint64)
    low = np.uint64((1 << (nbits - 1)) - 1)
    cap = np.int64(1 << 61)
    ma = (ua & low).astype(np.int64)
    mb = (ub & low).astype(np.int64)
    same = (ua >> np.uint64(nbits - 1)) == (ub >> np.uint64(nbits - 1))
    return np.where(same, np.abs(ma - mb), np.minimum(ma, cap) + np.minimum(mb, cap))


@dataclass
class Mismatch:
    """Why two output lists differ: which output, and where."""

    output: int
    reason: str
    index: tuple[int, ...] | None = None

    def __str__(self) -> str:
        at = f" at {list(self.index)}" if self.index is not None else ""
        return f"output {self.output}{at}: {self.reason}"


def compare_outputs(a: Sequence[np.ndarray], b: Sequence[np.ndarray], ulps: int = 0,
                    signed_zeros: bool = False, rtol: float = 0.0) -> Mismatch | None:
    """None when equal: bitwise for integers and booleans; for floats equal (or both NaN),
    within ``ulps`` units in the last place, or both finite and within ``rtol`` of the larger
    magnitude; ``-0.0 == 0.0`` unless ``signed_zeros``; a
    bfloat16 subnormal equal to the zero of its sign (XLA CPU flushes bf16 subnormals in
    some fusions of data-movement ops and not in others: a slice+broadcast_in_dim fusion
    flushes one that the slice or the broadcast alone keeps)."""
    if len(a) != len(b):
        raise HloRulesError(f"the rewritten module has {len(b)} outputs, the original {len(a)}")
    for i, (x, y) in enumerate(zip(a, b)):
        x, y = np.asarray(x), np.asarray(y)
        if x.shape != y.shape or x.dtype != y.dtype:
            return Mismatch(i, f"type {x.dtype}{list(x.shape)} vs {y.dtype}{list(y.shape)}")
        if x.dtype.kind == "c":  # each part as a float
            got = compare_outputs([x.real, x.imag], [y.real, y.imag], ulps, signed_zeros, rtol)
            if got is not None:
                return Mismatch(i, f"{'real' if got.output == 0 else 'imaginary'} part: "
                                   f"{got.reason}", got.index)
            continue
        if x.dtype.kind in "biu":
            bad = x != y
        else:
            xf, yf = x.astype(np.float64), y.astype(np.float64)
            if x.dtype == ml_dtypes.bfloat16:
                tiny = float(ml_dtypes.finfo(ml_dtypes.bfloat16).tiny)
                xf = np.where(np.abs(xf) < tiny, np.copysign(0.0, xf), xf)
                yf = np.where(np.abs(yf) < tiny, np.copysign(0.0, yf), yf)
            both_nan = np.isnan(xf) & np.isnan(yf)
            eq = (xf == yf) | both_nan
            if signed_zeros:
                eq &= (np.signbit(xf) == np.signbit(yf)) | both_nan
            if ulps > 0:
                fin = np.isfinite(xf) & np.isfinite(yf)
                near = np.zeros_like(eq)
                if fin.any():
                    near = fin & (ulp_distance(x, y) <= ulps)
                eq |= near
            if rtol > 0:
                fin = np.isfinite(xf) & np.isfinite(yf)
                with np.errstate(invalid="ignore", over="ignore"):  # inf - inf: not finite
                    eq |= fin & (np.abs(xf - yf) <= rtol * np.maximum(np.abs(xf), np.abs(yf)))
            bad = ~eq
        if bad.any():
            idx = tuple(int(v) for v in np.argwhere(bad)[0]) if x.ndim else ()
            return Mismatch(i, f"{x[idx]!r} vs {y[idx]!r}", idx)
    return None


def within_sum_bound(a: Sequence[np.ndarray], b: Sequence[np.ndarray], s: Sequence[np.ndarray],
                     n: int, eps: float, tiny: float) -> Mismatch | None:
    """None when the outputs ``a`` (original) and ``b`` (rewritten) agree within ``approx
    sum n``: integers and booleans bitwise; a float element where the magnitude program's
    ``s`` is finite either equal (both NaN included), or both finite with
    ``|a - b| <= n * (eps * s + tiny)`` (``eps`` the unit roundoff, ``tiny`` the smallest
    normal: a subnormal flushed at each of n roundings); where ``s`` is NaN equal; where
    ``s`` is infinite (an infinite input or an overflowing intermediate) not judged."""
    if len(a) != len(b):
        raise HloRulesError(f"the rewritten module has {len(b)} outputs, the original {len(a)}")
    for i, (x, y, m) in enumerate(zip(a, b, s)):
        x, y = np.asarray(x), np.asarray(y)
        if x.shape != y.shape or x.dtype != y.dtype:
            return Mismatch(i, f"type {x.dtype}{list(x.shape)} vs {y.dtype}{list(y.shape)}")
        if x.dtype.kind in "biu":
            bad = x != y
            bound = None
        else:
            xf, yf = x.astype(np.float64), y.astype(np.float64)
            mf = np.asarray(m).astype(np.float64)
            bound = n * (eps * mf + tiny)
            eq = (xf == yf) | (np.isnan(xf) & np.isnan(yf))
            fin = np.isfinite(xf) & np.isfinite(yf) & np.isfinite(mf)
            with np.errstate(invalid="ignore", over="ignore"):
                eq |= fin & (np.abs(xf - yf) <= bound)
            eq |= np.isinf(mf)
            bad = ~eq
        if bad.any():
            idx = tuple(int(v) for v in np.argwhere(bad)[0]) if x.ndim else ()
            why = f"{x[idx]!r} vs {y[idx]!r}"
            if bound is not None:
                why += f" (apart by more than {n} x (eps x {float(np.asarray(m)[idx]):g} + tiny))"
            return Mismatch(i, why, idx)
    return None
