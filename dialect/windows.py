"""Gather/scatter window geometry: which operand window each index row addresses.

One implementation for the rule language's window builtins (``windows``, ``in_bounds``,
``disjoint``, ``overlaps``, ``covers``, ``writers``, ``layout``, ``lanes``, ``cut``:
``WindowSet``, vectorised over all rows; rules/builtins.py). Batching dims (``input_batching_dims`` /
``operand_batching_dims``) get a window of size 1 starting at 0: exact for bounds checks
(a batch position is always in bounds); analyses that compare windows across rows must
refuse batching dims themselves (two rows of different batches never overlap)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

from hlorules.dialect.types import shape_of

__all__ = ["LANES", "NONE", "PARTLY", "WindowSet", "Windows", "box_windows", "covering",
           "gather_windows",
           "index_rows", "lane_layout", "overlap_matrix", "overlap_pairs", "pairwise_disjoint", "scatter_windows",
           "window_set", "writers"]


@dataclass
class Windows:
    """One window per index row (rows in the index tensor's batch order)."""

    starts: np.ndarray   # (rows, operand rank)
    sizes: tuple[int, ...]
    batch: tuple[int, ...]  # the index tensor's batch shape

    def in_bounds(self, shape: Sequence[int]) -> np.ndarray:
        # start <= extent - size rather than start + size <= extent: an index near the
        # largest i64 would wrap the sum round to a negative, in-bounds-looking end
        last = np.asarray(shape, np.int64) - np.asarray(self.sizes, np.int64)
        return np.asarray(((self.starts >= 0) & (self.starts <= last)).all(axis=1))


def index_rows(ind: np.ndarray, ivd: int) -> tuple[np.ndarray, tuple[int, ...]]:
    """The index vectors of ``ind`` as rows (index_vector_dim ``ivd``; ``ivd == ind.ndim``
    is the implicit length-1 vector), and the batch shape they came from."""
    if ivd == ind.ndim:
        ind = ind[..., None]
    ind = np.moveaxis(ind, ivd, -1)
    return ind.reshape(-1, ind.shape[-1]).astype(np.int64), tuple(ind.shape[:-1])


def _starts(rows: np.ndarray, rank: int, index_map: Sequence[int]) -> np.ndarray:
    starts = np.zeros((rows.shape[0], rank), np.int64)
    for j, d in enumerate(index_map):
        starts[:, d] = rows[:, j]
    return starts


def scatter_windows(dn: Any, operand_shape: Sequence[int], update_shape: Sequence[int],
                    ind: np.ndarray) -> Windows:
    """The window each index row of a scatter writes (before bounds are checked)."""
    rows, batch = index_rows(ind, int(dn["index_vector_dim"]))
    skip = set(dn["inserted_window_dims"]) | set(dn["input_batching_dims"])
    uwd = list(dn["update_window_dims"])
    sizes, k = [], 0
    for d in range(len(operand_shape)):
        if d in skip:
            sizes.append(1)
        else:
            sizes.append(int(update_shape[uwd[k]]))
            k += 1
    return Windows(_starts(rows, len(operand_shape), dn["scatter_dims_to_operand_dims"]),
                   tuple(sizes), batch)


def gather_windows(dn: Any, operand_shape: Sequence[int], slice_sizes: Sequence[int],
                   ind: np.ndarray) -> Windows:
    """The window each index row of a gather reads, start indices clamped as the spec says."""
    rows, batch = index_rows(ind, int(dn["index_vector_dim"]))
    xs = np.asarray(operand_shape)
    ss = np.asarray(slice_sizes)
    starts = np.clip(_starts(rows, len(xs), dn["start_index_map"]), 0, xs - ss)
    return Windows(starts, tuple(int(s) for s in ss), batch)


# --------------------------------------------------------------------------- window sets


@dataclass
class WindowSet:
    """The windows of one gather or scatter, one per index row, as the rule language's
    ``windows(%op)`` sees them: ``starts`` (rows x operand rank), ``sizes``, the index
    ``batch`` shape, the ``operand`` shape, ``live``: which windows take effect (a
    scatter skips a window that is not wholly in bounds; a gather's clamped windows all
    do), and ``data``: the dims of the tensor holding the windows' elements (a gather's
    result, a scatter's update), each as the operand dim it spans, ``LANES`` (-1) for an
    index batch dim. ``memo`` caches analyses of this set (``writers``).

    To the rule language a set is a record of kind ``windows`` whose fields ``names`` are
    read as ``$w.sizes``, ``$w.batch``, ``$w.operand`` and ``$w.starts`` (:meth:`get`)."""

    starts: np.ndarray
    sizes: tuple[int, ...]
    batch: tuple[int, ...]
    operand: tuple[int, ...]
    live: np.ndarray
    data: tuple[int, ...] = ()
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    kind: ClassVar[str] = "windows"
    names: ClassVar[tuple[str, ...]] = ("sizes", "batch", "operand", "starts")
    shown: ClassVar[tuple[str, ...]] = ("sizes", "batch", "operand")  # in explain, errors

    def get(self, name: str) -> Any:
        """Field ``name`` of :attr:`names`: the window size (one per operand dim), the index
        batch shape (one window per element, numbered in its row-major order), the
        operand's shape, each a tuple of ints; the starts, an array of one row per window
        (operand rank long); ``KeyError`` naming the fields for any other name."""
        if name not in self.names:
            raise KeyError(f"{self.kind} has no field {name!r} (its fields: "
                           f"{', '.join(self.names)})")
        if name == "starts":
            return self.starts
        return tuple(int(n) for n in getattr(self, name))

    def in_bounds(self) -> np.ndarray:
        """Per window (in the index batch's shape): it lies wholly inside the operand
        (read-only, computed once per set)."""
        got = self.memo.get("in_bounds")
        if got is None:
            flat = Windows(self.starts, self.sizes, self.batch).in_bounds(self.operand)
            flat.setflags(write=False)
            got = flat.reshape(self.batch)  # a view of a read-only array: read-only too
            self.memo["in_bounds"] = got
        return got  # type: ignore[no-any-return]


CHUNK = 1 << 20
"""Largest number of window pairs compared in one numpy step."""

SMALL = 4096
"""Up to this many pairs, :func:`overlap_pairs` compares them all at once."""


def overlap_pairs(a: WindowSet, b: WindowSet) -> tuple[np.ndarray, np.ndarray]:
    """Every pair of a live window ``i`` of ``a`` and a live window ``j`` of ``b`` that share
    an element, as two index arrays ``(i, j)`` (the true entries of :func:`overlap_matrix`).

    The windows of a set all have one size, so along each dim a window of ``a`` meets
    exactly the windows of ``b`` whose start lies in an open interval: ``b``'s starts along
    the most selective dim are sorted once and each window of ``a`` takes its candidates
    from a binary search, the other dims checked on the candidates only. The work is about
    the candidates' number, not ``len(a) * len(b)`` (a 576-store chain read by a 576-lane
    gather compares a few thousand pairs instead of 330k)."""
    empty = np.zeros(0, np.int64)
    ia, jb = np.flatnonzero(a.live), np.flatnonzero(b.live)
    if ia.size == 0 or jb.size == 0:
        return empty, empty
    A, B = a.starts[ia], b.starts[jb]
    asz, bsz = np.asarray(a.sizes, np.int64), np.asarray(b.sizes, np.int64)
    rank = A.shape[1]
    if rank == 0:  # windows of a scalar: every pair meets
        return np.repeat(ia, jb.size), np.tile(jb, ia.size)
    if ia.size * jb.size <= SMALL:  # few pairs: one comparison of them all is cheaper
        sa, sb = A[:, None, :], B[None, :, :]
        i, j = np.nonzero(((sb < sa + asz) & (sa < sb + bsz)).all(axis=-1))
        return ia[i], jb[j]
    # along dim d, b's window j meets a's window i iff  A[i, d] - bsz[d] < B[j, d] < A[i, d] + asz[d]
    best = None
    for d in range(rank):
        order = np.argsort(B[:, d], kind="stable")
        col = B[order, d]
        lo = np.searchsorted(col, A[:, d] - bsz[d], side="right")
        hi = np.searchsorted(col, A[:, d] + asz[d], side="left")
        cnt = np.maximum(hi - lo, 0)
        total = int(cnt.sum())
        if best is None or total < best[0]:
            best = (total, order, lo, cnt)
    assert best is not None
    _, order, lo, cnt = best
    out_i: list[np.ndarray] = []
    out_j: list[np.ndarray] = []
    ends = np.cumsum(cnt)
    first = 0
    while first < len(cnt):  # rows of a in groups of at most CHUNK candidates (one row at least)
        last = max(int(np.searchsorted(ends, (ends[first - 1] if first else 0) + CHUNK,
                                       side="right")), first + 1)
        c = cnt[first:last]
        rows = np.repeat(np.arange(first, last), c)
        base = np.repeat(np.cumsum(c) - c, c)
        cand = order[np.repeat(lo[first:last], c) + (np.arange(rows.size) - base)]
        sa, sb = A[rows], B[cand]
        hit = ((sb < sa + asz) & (sa < sb + bsz)).all(axis=1)
        out_i.append(ia[rows[hit]])
        out_j.append(jb[cand[hit]])
        first = last
    return np.concatenate(out_i), np.concatenate(out_j)


def overlap_matrix(a: WindowSet, b: WindowSet) -> np.ndarray:
    """``m[i, j]``: live window i of ``a`` and live window j of ``b`` share an element."""
    out = np.zeros((a.starts.shape[0], b.starts.shape[0]), bool)
    i, j = overlap_pairs(a, b)
    out[i, j] = True
    return out


def pairwise_disjoint(w: WindowSet) -> bool:
    """No two live windows share an element."""
    i, j = overlap_pairs(w, w)
    return not bool((i != j).any())


NONE, PARTLY = -1, -2
"""``covering`` entries: no live window overlaps; overlapped but not by exactly one that
contains it."""


def covering(a: WindowSet, b: WindowSet) -> np.ndarray:
    """Per window of ``a``: the index of the one live window of ``b`` that overlaps it, when
    that window contains it wholly; ``NONE`` (-1) when no live window of ``b`` overlaps it;
    ``PARTLY`` (-2) otherwise (several overlap, or one overlaps without containing it)."""
    na = a.starts.shape[0]
    pi, pj = overlap_pairs(a, b)
    n = np.bincount(pi, minlength=na)
    j = np.zeros(na, np.int64)
    j[pi] = pj  # the one window of b, where n == 1
    off = a.starts - b.starts[j] if b.starts.shape[0] else a.starts
    inside = ((off >= 0) & (off + np.asarray(a.sizes) <= np.asarray(b.sizes))).all(axis=1)
    return np.where(n == 0, NONE, np.where((n == 1) & inside, j, PARTLY)).astype(np.int64)


def _data_layout(rank: int, window_dims: Sequence[int], operand_rank: int,
                 dropped: Sequence[int]) -> tuple[int, ...]:
    """The data tensor's dims as operand dims: its ``window_dims`` (in order) span the operand
    dims not ``dropped`` (inserted / collapsed), its other dims are index batch dims."""
    spans = [d for d in range(operand_rank) if d not in {int(x) for x in dropped}]
    wd = [int(x) for x in window_dims]
    if wd != sorted(wd) or len(wd) != len(spans) or any(not 0 <= k < rank for k in wd):
        raise ValueError("the window dims are unsorted or do not match the operand's dims")
    out = [LANES] * rank
    for k, d in zip(wd, spans):
        out[k] = d
    return tuple(out)


LANES = -1
"""In a ``data`` layout: an index batch dim (in ``lane_layout``: all of them, as one)."""


def lane_layout(w: WindowSet, sizes: Sequence[int] | None = None) -> tuple[int, ...]:
    """``w.data`` with its index batch dims merged into one ``LANES`` dim (at the front when
    there are none): the layout of the windows' data reshaped to (window dims before the
    batch, number of windows, window dims after). Given ``sizes`` (one per operand dim), the
    window dims of size 1 are left out: two layouts that agree then differ only by a
    reshape. ``ValueError`` when the batch dims are not contiguous (that takes a transpose).
    Cached on ``w`` (window sets are shared and read-only)."""
    key = ("lane_layout", sizes if sizes is None or sizes.__class__ is tuple
           else tuple(int(x) for x in sizes))
    got = w.memo.get(key)
    if got is None:
        got = w.memo[key] = _lane_layout(w, key[1])
    return got  # type: ignore[no-any-return]


def _lane_layout(w: WindowSet, sizes: Sequence[int] | None) -> tuple[int, ...]:
    at = [k for k, d in enumerate(w.data) if d == LANES]
    if at and at != list(range(at[0], at[0] + len(at))):
        raise ValueError("the index batch dims of the windows' data are not contiguous")
    q = at[0] if at else 0
    dims = [d for d in w.data if d != LANES]
    out = (*dims[:q], LANES, *dims[q:])
    if sizes is not None:
        out = tuple(d for d in out if d == LANES or int(sizes[d]) != 1)
    return out


def writers(a: WindowSet, layers: Sequence[WindowSet]) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """Per window of ``a``: ``(layer, index, offset)`` of the window that supplies it, looking
    through ``layers`` in order (the last write first): the first layer with a window
    overlapping it must have exactly one, containing it wholly (window ``index`` of that
    layer, ``offset`` its start within that window); ``(NONE, NONE, zeros)`` when no layer
    touches it; ``(PARTLY, PARTLY, zeros)`` when the first layer that does covers it partly or
    more than once. Cached on ``a`` for the same layer objects (window sets are per op)."""
    key = tuple(id(b) for b in layers)
    got = a.memo.get(("writers", key))
    if got is not None and all(x is y for x, y in zip(got[0], layers)):
        return got[1]  # type: ignore[no-any-return]
    n, rank = a.starts.shape[0], a.starts.shape[1] if a.starts.ndim == 2 else len(a.sizes)
    layer = np.full(n, NONE, np.int64)
    index = np.full(n, NONE, np.int64)
    offset = np.zeros((n, rank), np.int64)
    open_ = np.ones(n, bool)
    for k, b in enumerate(layers):
        if not open_.any():
            break
        c = covering(a, b)
        hit = open_ & (c != NONE)
        layer[hit] = np.where(c[hit] == PARTLY, PARTLY, k)
        index[hit] = c[hit]
        ok = hit & (c >= 0)
        if ok.any():
            offset[ok] = a.starts[ok] - b.starts[c[ok]]
        open_ &= ~hit
    rows = tuple(zip(layer.tolist(), index.tolist(), map(tuple, offset.tolist())))
    a.memo[("writers", key)] = (tuple(layers), rows)
    return rows


def box_windows(operand: Sequence[int], lo: Sequence[int], hi: Sequence[int],
                d: int) -> WindowSet:
    """The box ``[lo, hi)`` of an operand of shape ``operand`` read as windows, one per
    position along dim ``d`` (each of size 1 there, the box's extent on every other dim);
    ``d == -1``: the box as one window. The windows' data is the box itself (its dims in
    operand order, ``d`` standing for the lanes), so ``lanes`` of the set is the box's shape:
    what a unit-stride ``slice`` reads, for ``writers`` and ``cut``. ``ValueError`` for an
    empty box or one not inside the operand."""
    shp, a, b = (np.asarray([int(x) for x in v], np.int64) for v in (operand, lo, hi))
    if not (len(shp) == len(a) == len(b)) or not ((a >= 0) & (a < b) & (b <= shp)).all():
        raise ValueError("box_windows() of a box that is empty or not inside the operand")
    if not -1 <= d < len(shp):
        raise ValueError(f"box_windows() along dim {d} of a rank-{len(shp)} operand")
    sizes = b - a
    if d == -1:
        return WindowSet(a[None, :].copy(), tuple(int(x) for x in sizes), (), tuple(int(x) for x in shp),
                         np.ones(1, bool), tuple(range(len(shp))))
    n = int(sizes[d])
    starts = np.repeat(a[None, :], n, axis=0)
    starts[:, d] += np.arange(n)
    sizes[d] = 1
    return WindowSet(starts, tuple(int(x) for x in sizes), (n,), tuple(int(x) for x in shp),
                     np.ones(n, bool), tuple(LANES if c == d else c for c in range(len(shp))))


def _static_shape(t: Any) -> tuple[int, ...]:
    """A gather's or scatter's operand, update or result shape; ``ValueError`` for a dynamic
    dim (where a window lies, and whether a gather clamps it, depends on sizes known only
    at run time)."""
    got = shape_of(t)
    if any(d < 0 for d in got):
        raise ValueError(f"windows of a dynamic shape ({t}) are not analysed")
    return got


def window_set(op: Any, ind: np.ndarray) -> WindowSet:
    """The windows of a single-input ``stablehlo.gather`` or ``stablehlo.scatter`` at index
    array ``ind``; ``ValueError`` for batching dims (rows of different batches are not
    compared), for a dynamic dim of the operand, update or result (:func:`_static_shape`)
    and for other ops."""
    if op.name == "stablehlo.scatter":
        if len(op.operands) != 3:
            raise ValueError("a variadic scatter")
        dn = op.properties["scatter_dimension_numbers"]
        if dn["input_batching_dims"] or dn["scatter_indices_batching_dims"]:
            raise ValueError("batching dimensions are not analysed")
        shape = tuple(_static_shape(op.operands[0].type))
        ushape = tuple(_static_shape(op.operands[2].type))
        _static_shape(op.results[0].type)
        w = scatter_windows(dn, shape, ushape, ind)
        return WindowSet(w.starts, w.sizes, w.batch, shape, w.in_bounds(shape),
                         _data_layout(len(ushape), dn["update_window_dims"], len(shape),
                                      dn["inserted_window_dims"]))
    if op.name == "stablehlo.gather":
        dn = op.properties["dimension_numbers"]
        if dn["operand_batching_dims"] or dn["start_indices_batching_dims"]:
            raise ValueError("batching dimensions are not analysed")
        shape = tuple(_static_shape(op.operands[0].type))
        ss = tuple(int(x) for x in op.properties["slice_sizes"].get_values())
        w = gather_windows(dn, shape, ss, ind)
        rank = len(_static_shape(op.results[0].type))
        return WindowSet(w.starts, w.sizes, w.batch, shape, np.ones(w.starts.shape[0], bool),
                         _data_layout(rank, dn["offset_dims"], len(shape),
                                      dn["collapsed_slice_dims"]))
    raise ValueError(f"{op.name} has no windows (a gather or scatter has)")
