"""What every part of the program generator shares: op families by name, MLIR text of
attributes and constants, index-vector arithmetic."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable, Sequence
from typing import Any


def _full(name: str) -> str:
    return name if "." in name else f"stablehlo.{name}"


def _ints(xs: Iterable[int]) -> str:
    xs = list(xs)
    return "array<i64" + (": " + ", ".join(map(str, xs)) if xs else "") + ">"


def _list(xs: Iterable[int]) -> str:
    return "[" + ", ".join(map(str, xs)) + "]"


# one field of a dimension-numbers struct: a list of dims, or one dim
_DimField = tuple[str, list[int] | int]


def _dims_struct(kind: str, fields: Sequence[_DimField]) -> str:
    parts = []
    for k, v in fields:
        if isinstance(v, list):
            if v:
                parts.append(f"{k} = {_list(v)}")
        else:
            parts.append(f"{k} = {v}")
    return f"#stablehlo.{kind}<{', '.join(parts)}>"


_SMALLEST_SUBNORMAL = {"f16": 2.0**-24, "bf16": 2.0**-133, "f32": 2.0**-149, "f64": 2.0**-1074}
_FLOAT_BITS = {"f16": ("<f2", "<u2", 4), "f32": ("<f4", "<u4", 8), "f64": ("<f8", "<u8", 16)}


def _float_hex(v: float, elem: str) -> str:
    """The bit pattern of ``v`` in ``elem`` as MLIR's hex float literal (NaN, Inf and
    subnormals have no exact decimal spelling in the IR)."""
    import numpy as np

    if elem == "bf16":
        bits = int(np.array(v, "<f4").view("<u4")) >> 16  # exact for the values drawn
        return f"0x{bits:04X}"
    ftype, utype, digits = _FLOAT_BITS[elem]
    return f"0x{int(np.array(v, ftype).view(utype)):0{digits}X}"


def _scalar_text(v: Any, elem: str) -> str:
    if elem == "i1":
        return "true" if v else "false"
    if elem.startswith(("f", "bf")):
        f = float(v)
        if not math.isfinite(f) or (f != 0.0 and abs(f) < 2.0**-14):
            return _float_hex(f, elem)
        return f"{f:.6e}"
    return str(int(v))


def _dense(values: list[Any], shape: tuple[int, ...], elem: str) -> str:
    if len(set(map(repr, values))) == 1 and values:
        return f"dense<{_scalar_text(values[0], elem)}>"

    def nest(vals: list[Any], dims: tuple[int, ...]) -> str:
        if not dims:
            return _scalar_text(vals[0], elem)
        step = math.prod(dims[1:])
        return "[" + ", ".join(nest(vals[i * step:(i + 1) * step], dims[1:])
                               for i in range(dims[0])) + "]"
    return f"dense<{nest(values, shape)}>"


def _mask_values(rng: random.Random, shape: tuple[int, ...]) -> list[bool]:
    """A boolean mask of ``shape`` (row-major) with structure: a box along the leading dim,
    a box over every dim (cutting index vectors: rows that mix true and false), random
    values constant along some dims (whole index rows, not a box), or a box with a hole."""
    n = math.prod(shape)
    coords = [tuple((i // math.prod(shape[d + 1:])) % shape[d] for d in range(len(shape)))
              for i in range(n)]

    def box(dims: Iterable[int]) -> list[tuple[int, int]]:
        out = [(0, k) for k in shape]
        for d in dims:
            lo = rng.randint(0, shape[d] - 1)
            out[d] = (lo, rng.randint(lo + 1, shape[d]))
        return out

    r = rng.random()
    if r < 0.3:
        bx = box([0])
    elif r < 0.6:
        bx = box(range(len(shape)))
    elif r < 0.85:
        keep = [d for d in range(len(shape)) if rng.random() < 0.5]
        cell: dict[tuple[int, ...], bool] = {}
        return [cell.setdefault(tuple(c[d] for d in keep), rng.random() < 0.5)
                for c in coords]
    else:
        bx = box(range(len(shape)))
        hole = tuple(rng.randint(lo, hi - 1) for lo, hi in bx)
        return [all(lo <= x < hi for x, (lo, hi) in zip(c, bx)) and c != hole
                for c in coords]
    return [all(lo <= x < hi for x, (lo, hi) in zip(c, bx)) for c in coords]


# --------------------------------------------------------------------------- elementwise

_FLOAT_ONLY = {"exponential", "log", "sqrt", "rsqrt", "sine", "cosine", "tanh", "floor", "ceil",
               "logistic", "exponential_minus_one", "log_plus_one", "cbrt", "round_nearest_afz",
               "round_nearest_even", "tan", "atan2", "is_finite"}
_INT_BOOL = {"and", "or", "xor", "not", "popcnt", "count_leading_zeros", "shift_left",
             "shift_right_arithmetic", "shift_right_logical"}
_UNARY = {"abs", "negate", "sign", "exponential", "log", "sqrt", "rsqrt", "sine", "cosine", "tanh",
          "floor", "ceil", "logistic", "exponential_minus_one", "log_plus_one", "cbrt",
          "round_nearest_afz", "round_nearest_even", "tan", "not", "popcnt",
          "count_leading_zeros", "is_finite"}
_BINARY = {"add", "subtract", "multiply", "divide", "maximum", "minimum", "and", "or", "xor",
           "power", "remainder", "atan2", "shift_left", "shift_right_arithmetic",
           "shift_right_logical"}


# ---- chains of stores and gathers that read them (rules that call stores())


def _index_vectors(vals: list[Any], shape: tuple[int, ...], ivd: int,
                   implicit: bool) -> list[tuple[int, ...]]:
    """The index vectors of constant indices (row-major over the index batch)."""
    if implicit:
        return [(int(v),) for v in vals]
    batch = shape[:ivd] + shape[ivd + 1:]
    out = []
    for lane in itertools.product(*(range(n) for n in batch)):
        vec = []
        for k in range(shape[ivd]):
            pos = (*lane[:ivd], k, *lane[ivd:])
            vec.append(int(vals[_flat(pos, shape)]))
        out.append(tuple(vec))
    return out


def _flat(pos: Sequence[int], shape: Sequence[int]) -> int:
    i = 0
    for p, n in zip(pos, shape):
        i = i * n + p
    return i


def _index_values(vecs: list[tuple[int, ...]], shape: tuple[int, ...], ivd: int,
                  implicit: bool) -> list[int]:
    """Inverse of :func:`_index_vectors`: the row-major values of indices of ``shape``."""
    if implicit:
        return [v[0] for v in vecs]
    batch = shape[:ivd] + shape[ivd + 1:]
    return [vecs[_flat((*pos[:ivd], *pos[ivd + 1:]), batch)][pos[ivd]]
            for pos in itertools.product(*(range(n) for n in shape))]
