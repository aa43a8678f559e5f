"""Builtins about what a scatter's windows write: ``written`` (the elements some window that
takes effect writes), ``window_mask`` (a mask over the update read window by window) and
``apart`` (two groups of windows share no element). Generic: any rank, any dimension
numbers ``windows`` accepts (rulebooks/stores.rules uses them)."""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.ir import Operation, SSAValue

from hlorules.dialect.fold import value_of
from hlorules.dialect.types import shape_of
from hlorules.dialect.windows import WindowSet, overlap_pairs

from .builtins import _array, _wset, builtin

__all__ = ["apart", "window_mask", "written"]


@builtin("written", "data", "data",
         "the elements of the operand (an array of its shape) that some window taking effect "
         "writes or reads", needs="window_starts")
def written(w: Any) -> np.ndarray:
    ws: WindowSet = _wset(w)
    out = np.zeros(ws.operand, bool)
    for start, live in zip(ws.starts, ws.live):
        if live:
            out[tuple(slice(int(a), int(a) + n) for a, n in zip(start, ws.sizes))] = True
    out.setflags(write=False)  # read-only: is_box and box remember what they find
    return out


def _elements(v: SSAValue) -> np.ndarray:
    """The elements of a value computed from constants; a ``broadcast_in_dim`` of one as a
    read-only broadcast view (a mask over a large batch is never materialised)."""
    op = v.owner
    if isinstance(op, Operation) and op.name == "stablehlo.broadcast_in_dim":
        small = np.asarray(value_of(op.operands[0]))
        dims = [int(d) for d in op.properties["broadcast_dimensions"].get_values()]  # type: ignore[attr-defined]
        out = shape_of(v.type)
        shaped = small.reshape([small.shape[dims.index(d)] if d in dims else 1 for d in range(len(out))])
        return np.broadcast_to(shaped, out)
    return np.asarray(value_of(v))


@builtin("window_mask", "value value", "data",
         "per window of the scatter (an array of its index batch shape): 1 when the mask (a value "
         "of the update's shape computed from constants) is true on every element of the "
         "window's update, 0 when false on every one, -1 when mixed", reads="values",
         needs="elements")
def window_mask(s: SSAValue, m: SSAValue) -> np.ndarray:
    op = s.owner
    if not isinstance(op, Operation) or op.name != "stablehlo.scatter" or len(op.operands) != 3:
        raise ValueError("the value is not a single-input scatter")
    dn: Any = op.properties["scatter_dimension_numbers"]
    mask = _elements(m).astype(bool, copy=False)
    ushape = shape_of(op.operands[2].type)
    if mask.shape != ushape:
        raise ValueError(f"a mask of shape {mask.shape} for an update of shape {ushape}")
    uwd = tuple(int(d) for d in dn["update_window_dims"])
    batch = tuple(ushape[d] for d in range(mask.ndim) if d not in uwd)
    if 0 in ushape:
        return np.zeros(batch, np.int64)
    every, some = mask.all(axis=uwd), mask.any(axis=uwd)
    return np.where(every, 1, np.where(some, -1, 0)).reshape(batch)


@builtin("apart", "data data", "data",
         "the windows taking effect where the mask (per window) is true share no element with "
         "those where it is false", needs="window_overlaps")
def apart(w: Any, m: Any) -> bool:
    ws: WindowSet = _wset(w)
    group = np.asarray(_array(m), bool).reshape(-1)
    if group.size != ws.starts.shape[0]:
        raise ValueError("a mask of another number of windows")
    i, j = overlap_pairs(ws, ws)
    return not bool((group[i] != group[j]).any())
