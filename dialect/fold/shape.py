"""Data-movement evaluators: iota, broadcast, reshape, transpose, slices, pad, gather, scatter.

These only move bits, so they are exact for every element type; the indexing semantics
follow the StableHLO spec (gather clamps each window into range; scatter skips every
update window that is not wholly in range; dynamic_slice/dynamic_update_slice clamp their
start indices).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import numpy as np

Arr = np.ndarray


def iota(shape: Sequence[int], dim: int, dt: np.dtype, to_type: Callable[[Arr, np.dtype], Arr | None]) -> Arr | None:
    n = shape[dim]
    idx = np.arange(n, dtype=np.int64)
    if np.dtype(dt) == np.bool_:
        return None
    vals = to_type(idx, dt)
    if vals is None:
        return None
    view = [1] * len(shape)
    view[dim] = n
    return np.broadcast_to(vals.reshape(view), tuple(shape)).copy()


def broadcast_in_dim(a: Arr, dims: Sequence[int], shape: Sequence[int]) -> Arr | None:
    if len(dims) != a.ndim:
        return None
    order = sorted(range(a.ndim), key=lambda i: dims[i])
    t = np.transpose(a, order)
    view = [1] * len(shape)
    for i in order:
        view[dims[i]] = a.shape[i]
    out = np.empty(tuple(shape), dtype=a.dtype)
    try:
        out[...] = t.reshape(view)  # broadcasts as np.broadcast_to, copying the bits
    except ValueError:
        return None
    return out


def slice_(a: Arr, start: Sequence[int], limit: Sequence[int], strides: Sequence[int]) -> Arr:
    return a[tuple(slice(s, l, k) for s, l, k in zip(start, limit, strides))].copy()


def pad(a: Arr, v: Arr, lo: Sequence[int], hi: Sequence[int], interior: Sequence[int]) -> Arr | None:
    if any(i < 0 for i in interior):
        return None
    # interior padding and the positive edges first, then crop the negative edges
    big_shape = []
    for n, l, h, i in zip(a.shape, lo, hi, interior):
        core = n + max(n - 1, 0) * i
        big_shape.append(max(l, 0) + core + max(h, 0))
    out = np.full(big_shape, v.reshape(()), dtype=a.dtype)
    dst = tuple(slice(max(l, 0), max(l, 0) + (n + max(n - 1, 0) * i), i + 1)
                for n, l, i in zip(a.shape, lo, interior))
    out[dst] = a
    crop = tuple(slice(max(-l, 0), b - max(-h, 0)) for l, h, b in zip(lo, hi, big_shape))
    out = out[crop]
    want = [l + h + n + max(n - 1, 0) * i for n, l, h, i in zip(a.shape, lo, hi, interior)]
    if list(out.shape) != want:
        return None
    return out.copy()


def dynamic_slice(a: Arr, starts: Sequence[int], sizes: Sequence[int]) -> Arr | None:
    if len(starts) != a.ndim or any(s > n for s, n in zip(sizes, a.shape)):
        return None
    st = [min(max(int(s), 0), n - k) for s, n, k in zip(starts, a.shape, sizes)]
    return a[tuple(slice(s, s + k) for s, k in zip(st, sizes))].copy()


def dynamic_update_slice(a: Arr, u: Arr, starts: Sequence[int]) -> Arr | None:
    if len(starts) != a.ndim or u.ndim != a.ndim or any(k > n for k, n in zip(u.shape, a.shape)):
        return None
    st = [min(max(int(s), 0), n - k) for s, n, k in zip(starts, a.shape, u.shape)]
    out = a.copy()
    out[tuple(slice(s, s + k) for s, k in zip(st, u.shape))] = u
    return out


def _ivd(dn) -> int:
    """index_vector_dim (a parsed struct may leave out the default 0)."""
    try:
        return int(dn["index_vector_dim"])
    except KeyError:
        return 0


def _index_vectors(indices: Arr, ivd: int) -> tuple[Arr, tuple[int, ...]]:
    """(batch..., k) array of index vectors, and the batch shape."""
    if ivd == indices.ndim:
        indices = indices[..., None]
    moved = np.moveaxis(indices, ivd, -1)
    return moved.astype(np.int64), moved.shape[:-1]


def _batch_pos(dim: int, ivd: int) -> int:
    """Position in the batch index of start_indices dimension ``dim`` (ivd removed)."""
    return dim if dim < ivd else dim - 1


def gather(a: Arr, indices: Arr, dn: dict, slice_sizes: Sequence[int],
           out_shape: Sequence[int]) -> Arr | None:
    offset_dims = list(dn["offset_dims"])
    collapsed = list(dn["collapsed_slice_dims"])
    obatch = list(dn["operand_batching_dims"])
    sbatch = list(dn["start_indices_batching_dims"])
    sim = list(dn["start_index_map"])
    ivd = _ivd(dn)
    if indices.dtype.kind not in "iu" or len(slice_sizes) != a.ndim:
        return None
    vecs, batch_shape = _index_vectors(indices, ivd)
    if vecs.shape[-1] != len(sim):
        return None
    dropped = set(collapsed) | set(obatch)
    offset_operand_dims = [d for d in range(a.ndim) if d not in dropped]
    window_shape = [slice_sizes[d] for d in offset_operand_dims]
    res_rank = len(batch_shape) + len(window_shape)
    if res_rank != len(out_shape):
        return None
    tmp = np.empty(tuple(batch_shape) + tuple(window_shape), dtype=a.dtype)
    for bidx in itertools.product(*(range(n) for n in batch_shape)):
        start = [0] * a.ndim
        vec = vecs[bidx]
        for k, d in enumerate(sim):
            start[d] = int(vec[k])
        for od, sd in zip(obatch, sbatch):
            start[od] = bidx[_batch_pos(sd, ivd)]
        for d in range(a.ndim):
            if d not in obatch:
                start[d] = min(max(start[d], 0), a.shape[d] - slice_sizes[d])
        win = a[tuple(slice(s, s + k) for s, k in zip(start, slice_sizes))]
        tmp[bidx] = win.reshape(window_shape)
    # result dims: offset_dims hold the window dims in order, the rest the batch dims
    batch_res_dims = [d for d in range(res_rank) if d not in offset_dims]
    src_for = {}
    for i, d in enumerate(batch_res_dims):
        src_for[d] = i
    for i, d in enumerate(offset_dims):
        src_for[d] = len(batch_shape) + i
    out = np.transpose(tmp, [src_for[d] for d in range(res_rank)])
    if tuple(out.shape) != tuple(out_shape):
        return None
    return out.copy()


def scatter_windows(a_shape: Sequence[int], indices: Arr, u_shape: Sequence[int], dn: dict):
    """For each update index: (update index, operand index or None when its window is out
    of bounds). Raises ValueError on ill-formed dimension numbers."""
    uwd = list(dn["update_window_dims"])
    inserted = list(dn["inserted_window_dims"])
    ibatch = list(dn["input_batching_dims"])
    sbatch = list(dn["scatter_indices_batching_dims"])
    sdod = list(dn["scatter_dims_to_operand_dims"])
    ivd = _ivd(dn)
    rank = len(a_shape)
    vecs, batch_shape = _index_vectors(indices, ivd)
    if vecs.shape[-1] != len(sdod):
        raise ValueError("index vector size")
    scatter_dims = [d for d in range(len(u_shape)) if d not in uwd]
    window_operand_dims = [d for d in range(rank) if d not in inserted and d not in ibatch]
    if len(window_operand_dims) != len(uwd) or len(scatter_dims) != len(batch_shape):
        raise ValueError("rank")
    wsize = [1] * rank
    for k, d in enumerate(window_operand_dims):
        wsize[d] = u_shape[uwd[k]]
    if tuple(u_shape[d] for d in scatter_dims) != tuple(batch_shape):
        raise ValueError("update scatter dims")
    plan = []
    for bidx in itertools.product(*(range(n) for n in batch_shape)):
        start = [0] * rank
        vec = vecs[bidx]
        for k, d in enumerate(sdod):
            start[d] = int(vec[k])
        for od, sd in zip(ibatch, sbatch):
            start[od] = bidx[_batch_pos(sd, ivd)]
        inb = all(0 <= s and s + w <= n for s, w, n in zip(start, wsize, a_shape))
        plan.append((bidx, start if inb else None))
    return plan, scatter_dims, window_operand_dims, uwd, wsize


def scatter(a: Arr, indices: Arr, u: Arr, dn: dict,
            combine: Callable[[Arr, Arr], Arr | None] | None, order_free: bool) -> Arr | None:
    """Scatter ``u`` into ``a``. ``combine(current, update)`` is the body on arrays.

    ``order_free``: the body gives the same result whatever order duplicates are applied
    in; otherwise an element written twice is only folded if it is a plain set (``combine``
    is None-safe) whose writes agree, which the caller signals by ``combine is None``.
    """
    if indices.dtype.kind not in "iu":
        return None
    try:
        plan, scatter_dims, wod, uwd, wsize = scatter_windows(a.shape, indices, u.shape, dn)
    except ValueError:
        return None
    # move update dims to (scatter..., window...)
    ut = np.transpose(u, scatter_dims + uwd)
    n_sc = len(scatter_dims)
    # collect the (operand flat index, update value) pairs, in update order
    targets: list[np.ndarray] = []
    values: list[np.ndarray] = []
    for bidx, start in plan:
        if start is None:
            continue
        wshape = [wsize[d] for d in wod]
        win = ut[bidx].reshape(wshape) if n_sc else ut.reshape(wshape)
        grids = np.indices(wshape).reshape(len(wshape), -1) if wshape else np.zeros((0, 1), int)
        full = np.array([[s] * grids.shape[1] for s in start], dtype=np.int64).reshape(len(start), -1)
        for k, d in enumerate(wod):
            full[d] += grids[k]
        flat: Arr = (np.asarray(np.ravel_multi_index(tuple(full), a.shape)) if a.ndim
                     else np.zeros(full.shape[1], np.int64))
        targets.append(flat)
        values.append(win.reshape(-1))
    out = a.copy().reshape(-1)
    if not targets:
        return out.reshape(a.shape)
    tgt = np.concatenate(targets)
    val = np.concatenate(values)
    uniq, counts = np.unique(tgt, return_counts=True)
    dup = bool((counts > 1).any())
    if combine is None:  # set: last write wins, allowed only if duplicate writes agree
        if dup:
            bits = val.view(f"u{val.dtype.itemsize}") if val.dtype != np.bool_ else val
            for t in uniq[counts > 1]:
                b = bits[tgt == t]
                if not (b == b[0]).all():
                    return None
        out[tgt] = val
        return out.reshape(a.shape)
    if dup and not order_free:
        return None
    if not dup:
        r = combine(out[tgt], val)
        if r is None:
            return None
        out[tgt] = r
        return out.reshape(a.shape)
    # order-free body with duplicates: apply in rounds of distinct targets
    remaining = np.arange(len(tgt))
    while remaining.size:
        _, first = np.unique(tgt[remaining], return_index=True)
        sel = remaining[first]
        r = combine(out[tgt[sel]], val[sel])
        if r is None:
            return None
        out[tgt[sel]] = r
        remaining = np.setdiff1d(remaining, sel)
    return out.reshape(a.shape)


def reduce(a: Arr, init: Arr, dims: Sequence[int], combine: Callable[[Arr, Arr], Arr | None]) -> Arr | None:
    """Reduce ``a`` over ``dims`` (order-free bodies only: the caller checks)."""
    keep = [d for d in range(a.ndim) if d not in dims]
    t = np.transpose(a, keep + list(dims))
    out_shape = [a.shape[d] for d in keep]
    n = math.prod(a.shape[d] for d in dims)
    t = t.reshape(out_shape + [n])
    acc = np.broadcast_to(init.reshape(()), out_shape).copy()
    for i in range(n):
        r = combine(acc, t[..., i])
        if r is None:
            return None
        acc = r
    return np.asarray(acc).reshape(out_shape)
