"""Gather and scatter dimension-number layouts: the families of layouts drawn, index
types, operands and windows that fit them, and stores read through chains of scatters."""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hlorules.rules import model as m

from .generate_base import (
    _DimField,
    _dims_struct,
    _flat,
    _full,
    _index_values,
    _index_vectors,
    _ints,
)
from .generate_core import TT, Builder, Reject, Val
from .generate_index_hints import _crossing_runs, _hint_run_indices

# --------------------------------------------------------------------------- gather/scatter


@dataclass
class _Family:
    """How gather/scatter index the operand: ``rows`` (one leading dim per index),
    ``points`` (a full index vector, scalar windows), ``windows`` (leading-dim start,
    full-rank windows) or ``general`` (a random :class:`_Layout`)."""

    kind: str
    k: int                       # number of indices
    extra: tuple[int, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class _Layout:
    """A random gather/scatter layout over an operand of rank ``r``: the operand dims the
    index vector addresses (``index_map``, in vector order), those whose size-1 window is
    dropped (``collapsed``: gather's ``collapsed_slice_dims``, scatter's
    ``inserted_window_dims``), the index batch shape, where the index vector sits in the
    indices (``ivd``; ``implicit`` when the indices have no vector dim: a length-1 vector)
    and where the window dims sit in the result/update (``window_pos``)."""

    r: int
    index_map: tuple[int, ...]
    collapsed: tuple[int, ...]
    batch: tuple[int, ...]
    ivd: int
    implicit: bool
    window_pos: tuple[int, ...]

    def index_type(self) -> TT:
        if self.implicit:
            return TT(self.batch, "i32")
        s = list(self.batch)
        s.insert(self.ivd, len(self.index_map))
        return TT(tuple(s), "i32")

    def outer_shape(self, windows: list[int]) -> tuple[int, ...]:
        """The gather result / scatter update shape for per-operand-dim window sizes."""
        kept = [w for d, w in enumerate(windows) if d not in self.collapsed]
        out, bi, wi = [], 0, 0
        for pos in range(len(self.batch) + len(kept)):
            if pos in self.window_pos:
                out.append(kept[wi])
                wi += 1
            else:
                out.append(self.batch[bi])
                bi += 1
        return tuple(out)


def _layout(b: Builder, r: int, batch: tuple[int, ...] | None = None,
            window_pos: tuple[int, ...] | None = None, p_collapse: float = 0.6) -> _Layout:
    """A random layout over a rank-``r`` operand (with the batch shape or the window
    positions fixed when given: derived from a wanted result type); an indexed dim is
    collapsed with probability ``p_collapse``."""
    rng = b.rng
    ni = rng.randint(1, r)
    index_map = tuple(rng.sample(range(r), ni))
    if window_pos is not None:
        nc = r - len(window_pos)
        if nc < 0 or nc > ni:
            raise Reject("a gather result of this rank does not fit the layout")
        collapsed = tuple(sorted(rng.sample(index_map, nc)))
    else:
        collapsed = tuple(sorted(d for d in index_map if rng.random() < p_collapse))
    if batch is None:
        # (one store read by a gather: index batches of two dims as often as without chains)
        nb = rng.choice([0, 1, 1, 1, 2] if b.chains and not b.one_store else [0, 1, 1, 2, 2])
        batch = tuple(rng.randint(1, 4) for _ in range(nb))
        if b.runs and nb and rng.random() < 0.08:  # runs: at times no window at all
            batch = (0, *batch[1:])
    nb = len(batch)
    implicit = ni == 1 and rng.random() < 0.4
    ivd = nb if implicit else rng.randint(0, nb)
    nw = r - len(collapsed)
    if window_pos is None:
        window_pos = tuple(sorted(rng.sample(range(nb + nw), nw)))
    return _Layout(r, index_map, collapsed, batch, ivd, implicit, window_pos)


def _layout_fits(lay: _Layout, it: TT) -> bool:
    return lay.index_type().shape == it.shape


def _vary_layout(b: Builder, lay: _Layout, keep_collapsed: bool = False) -> _Layout:
    """``lay`` with its window positions redrawn, or its collapsed dims redrawn among the
    indexed ones (unless ``keep_collapsed``): a gather and a scatter that nearly share a
    layout (their result and update types can still agree while their windows differ)."""
    rng = b.rng
    collapsed = lay.collapsed
    if not keep_collapsed and rng.random() < 0.5:
        collapsed = tuple(sorted(d for d in lay.index_map if rng.random() < 0.6))
    nw = lay.r - len(collapsed)
    pos = tuple(sorted(rng.sample(range(len(lay.batch) + nw), nw)))
    if keep_collapsed:  # the data laid out another way: other window positions if any
        others = [p for p in itertools.combinations(range(len(lay.batch) + nw), nw)
                  if p != lay.window_pos]
        pos = rng.choice(others) if others else pos
    return dataclasses.replace(lay, collapsed=collapsed, window_pos=pos)


def _shared_layout(b: Builder, x: TT, ki: TT | None) -> _Layout:
    key = ("gs_layout", len(x.shape))
    again = key in b.memo
    # stores read by one gather: fewer collapsed dims, so that windows have data dims to
    # lay out in another order
    lay = b.shared(key, lambda: _layout(b, len(x.shape), p_collapse=0.3 if b.chains else 0.6))
    # stores read by one gather: their layouts differ from the gather's more often
    if again and b.rng.random() < (0.6 if b.chains else 0.3):
        # stores of a chain: the same windows, their data laid out another way
        lay = _vary_layout(b, lay, keep_collapsed=b.chains)
    if ki is not None and not _layout_fits(lay, ki):
        lay = _layout_from_indices(b, len(x.shape), ki)
    return lay


def _layout_from_indices(b: Builder, r: int, it: TT) -> _Layout:
    """A layout for indices of a known type (the vector dim picked among the dims that fit)."""
    rng = b.rng
    for _ in range(8):
        if it.shape and rng.random() < 0.7:
            ivd = rng.randrange(len(it.shape))
            n = it.shape[ivd]
            if 1 <= n <= r:
                batch = it.shape[:ivd] + it.shape[ivd + 1:]
                index_map = tuple(rng.sample(range(r), n))
                collapsed = tuple(sorted(d for d in index_map if rng.random() < 0.6))
                nw = r - len(collapsed)
                pos = tuple(sorted(rng.sample(range(len(batch) + nw), nw)))
                return _Layout(r, index_map, collapsed, batch, ivd, False, pos)
        else:
            batch = it.shape
            index_map = (rng.randrange(r),)
            collapsed = index_map if rng.random() < 0.6 else ()
            nw = r - len(collapsed)
            pos = tuple(sorted(rng.sample(range(len(batch) + nw), nw)))
            return _Layout(r, index_map, collapsed, batch, len(batch), True, pos)
    raise Reject("no gather/scatter layout fits the indices")


def _family(b: Builder) -> _Family:
    # rules that read through chains of stores: mostly random layouts (rows and points
    # always lay a store out as its gather); so for rules that compare a run's layout
    # with the operand's (a run laid out across the result's dims needs a general layout)
    kinds = ["rows", "points", "windows", "general", "general", "general"] \
        if b.chains or b.crossing else ["rows", "rows", "points", "windows", "general", "general"]
    if b.memo.pop("gs_vary_family", False) and b.rng.random() < 0.4:
        # the inner gather of a gather of a gather: at times a layout of its own (near
        # misses of rules that ask both for one layout)
        return _Family(b.rng.choice(kinds), b.rng.randint(1, 4 if b.runs else 6))
    # rules that read window starts: at most 4 indices, so that a run fits in the operand
    return b.shared("gs_family", lambda: _Family(b.rng.choice(kinds),
                                                 b.rng.randint(1, 4 if b.runs else 6)))


def _operand_for(b: Builder, fam: _Family, known: TT | None, want_out: TT | None) -> TT:
    if known is not None:
        return known
    if want_out is not None and fam.kind == "rows" and want_out.shape:
        return want_out.with_shape((b.dim(2) + 1, *want_out.shape[1:]))
    return b.shared("gs_operand", lambda: _gs_operand(b, [1, 1, 2, 2, 3]))


def _gs_operand(b: Builder, ranks: list[int]) -> TT:
    """A gather/scatter operand type; for rules that read through chains of stores or read
    window starts, mostly dims of 3 or more (room for several windows of 2 or more, so that
    a gather can read runs)."""
    t = b.rand_type(rank=b.rng.choice(ranks))
    if (b.chains or b.runs) and b.rng.random() < 0.7:
        t = t.with_shape(b.shape(len(t.shape), lo=3))
    return t


def _index_type(fam: _Family, x: TT) -> TT:
    if fam.kind == "points":
        return TT((fam.k, len(x.shape)), "i32")
    return TT((fam.k, 1), "i32")


def _emit_layout_gather(b: Builder, pat: m.OpPat, vx: Val, vi: Val, lay: _Layout,
                        sizes: list[int], rank: int) -> Val:
    """Emit the gather of ``vx`` at indices ``vi`` with layout ``lay`` and window ``sizes``
    (the pattern's own ``slice_sizes`` where it fixes them); rejects sizes of a rank other
    than the operand's."""
    sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(sizes)))
    if len(sizes) != rank:
        raise Reject("slice_sizes of the wrong rank")
    dn: list[_DimField] = [
        ("offset_dims", list(lay.window_pos)), ("collapsed_slice_dims", list(lay.collapsed)),
        ("start_index_map", list(lay.index_map)), ("index_vector_dim", lay.ivd)]
    props = (f"dimension_numbers = {_dims_struct('gather', dn)}, indices_are_sorted = false, "
             f"slice_sizes = {_ints(sizes)}")
    return b.emit("stablehlo.gather", [vx, vi], vx.type.with_shape(lay.outer_shape(sizes)), props)


def _gather_general(b: Builder, xp: m.Pattern, ip: m.Pattern, pat: m.OpPat, want: TT | None,
                    role: str, bound: int, kx: TT | None, ki: TT | None) -> Val:
    rng = b.rng
    if kx is None and want is not None and want.shape and ki is None:
        # from the wanted result: pick its window positions, the rest are batch dims
        out = want.shape
        nw = rng.randint(1, len(out))
        pos = tuple(sorted(rng.sample(range(len(out)), nw)))
        batch = tuple(n for i, n in enumerate(out) if i not in pos)
        r = nw + rng.randint(0, 1)
        lay = _layout(b, r, batch, pos)
        kept = iter(out[i] for i in pos)
        sizes = [1 if d in lay.collapsed else next(kept) for d in range(r)]
        x = want.with_shape([s + rng.choice([0, 0, 1, 2]) for s in sizes])
    else:
        x = kx or b.shared("gs_operand", lambda: _gs_operand(b, [1, 2, 2, 3]))
        if not x.shape:
            raise Reject("gather of a rank-0 operand")
        lay = _shared_layout(b, x, ki)
        sizes = [1 if d in lay.collapsed else _window_size(b, n) for d, n in enumerate(x.shape)]
        if b.crossing and ki is None and rng.random() < 0.4:
            lay, sizes = _crossing_layout(b, x) or (lay, sizes)
    # a gather over a chain of stores (rules that call stores()): half of the time it reads
    # one block of the last write, laid out another way or at two offsets
    block = _reads_chain(b, xp, kx, ki) and rng.random() < 0.5
    if ki is None and not block:
        b.bound_check(lay.index_type())  # the index type, final unless a block re-lays it
    if block:
        x, lay = _block_layout(b, x, lay)
        sizes = [1 if d in lay.collapsed else min(n, w) for d, (n, w) in
                 enumerate(zip(sizes, x.shape))]
    if x.elem == "i1" and rng.random() < 0.5:
        x = x.with_elem("f32")
    if b.covers and not block:  # a store it reads back: mostly the gather's windows and layout
        b.memo.setdefault(("gs_window", x.shape, lay.collapsed), tuple(sizes))
        b.memo["gs_read_back"] = (x.shape, tuple(sizes))
    vx = b.gen(xp, x, role, bound)
    if vx.type.shape != x.shape:
        raise Reject("gather operand of an unexpected shape")
    if want is None or kx is not None or ki is not None:
        sizes = _store_sizes(b, sizes)
    got = _read_block(b, x) if block else None
    if got is not None:
        lay, sizes = got
    it = ki or lay.index_type()
    if got is None:
        _hint_gather_indices(b, x, lay.index_map, sizes, it, lay.ivd, lay.implicit,
                             (lay.window_pos, lay.collapsed))
    sizes = _hint_run_indices(b, x, lay.index_map, sizes, it, lay.ivd, lay.implicit,
                              (lay.window_pos, lay.collapsed) if b.crossing else None)
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    v = _emit_layout_gather(b, pat, vx, vi, lay, sizes, len(x.shape))
    b.memo[("gather_offsets", v.name)] = lay.window_pos  # for a gather of it (_gather_of_lanes)
    return v


def _is_plain_store(pat: m.OpPat) -> bool:
    """A scatter pattern whose body returns the update (``body(_, %b) { return(%b) }``)."""
    for rp in pat.regions:
        term = rp.terminator
        if isinstance(term, m.OpPat) and term.operands:
            inner = term.operands[0]
            return isinstance(inner, m.ValuePat) and inner.name in rp.args \
                and rp.args.index(inner.name) == 1
    return False


def _store_input(b: Builder, pat: m.OpPat, xp: m.Pattern, x: TT, role: str, bound: int) -> Val:
    """The input of a scatter: when the rule follows chains of stores (``stores()``) and the
    pattern is a plain store whose input is open (``_``), 0 to 3 more plain stores into one
    base first, each drawn as this one is (a layout shared or varied, its own window size,
    constant indices): 1 to 4 stacked stores with different windows."""
    left = b.memo.get("gs_chain")
    if left is None:
        left = (b.rng.choice([0, 1, 1, 2, 2, 3]) if b.chains and _is_plain_store(pat)
                and isinstance(xp, m.WildPat) else 0)
    if left > 0 and isinstance(xp, m.WildPat):
        b.memo["gs_chain"] = left - 1
        wild: list[m.Pattern | m.RestPat] = [m.WildPat(pat.loc) for _ in range(3)]
        inner = dataclasses.replace(pat, operands=wild, attrs=[], bind=None, type=None)
        b.memo.setdefault("gs_inner", set()).add(id(inner))  # its indices: constant
        return b.gen(inner, x, role, bound)
    b.memo["gs_chain"] = 0
    return b.gen(xp, x, role, bound)


def _note_store(b: Builder, vi: Val, x: TT, index_map: Sequence[int], ivd: int, implicit: bool,
                size: Sequence[int], layout: Hashable = None) -> None:
    """Remember the windows a store with constant indices ``vi`` writes (starts in operand
    space, in lane order, ``None`` for a window out of bounds, which the store skips; one
    size), for gathers that read them."""
    vals = b.const_values.get(vi.name)
    if not b.chains:
        return
    # every store of the chain in order (the last write last; None: indices not constant),
    # with its index map and batch: what _read_block reads (no draw: programs unchanged)
    geo = b.memo.setdefault("gs_chain_geo", [])
    if vals is None:
        geo.append(None)
        return
    starts = []
    for vec in _index_vectors(vals, vi.type.shape, ivd, implicit):
        st = [0] * len(x.shape)
        for k, d in enumerate(index_map):
            st[d] = vec[k]
        ok = all(0 <= a and a + w <= n for a, w, n in zip(st, size, x.shape))
        starts.append(tuple(st) if ok else None)
    batch = vi.type.shape if implicit else vi.type.shape[:ivd] + vi.type.shape[ivd + 1:]
    geo.append((tuple(starts), tuple(size), tuple(index_map), layout, tuple(batch)))
    if any(st is not None for st in starts):
        b.memo.setdefault("gs_stores", []).append((tuple(starts), tuple(size), layout))


def _hint_store_indices(b: Builder, x: TT, index_map: Sequence[int], size: Sequence[int],
                        it: TT, ivd: int, implicit: bool) -> None:
    """Often, give a store's constant indices distinct in-bounds windows (a gather can only
    read through a window written once), mostly on the grid of the window size (stores of
    one size then write the same windows or disjoint ones, so that a gather can read
    through several), at times as consecutive cells, with some lanes out of bounds (which
    the store skips) and a few duplicates."""
    rng = b.rng
    block = b.memo.get("gs_block", False)  # a gather reads a block of it: always, on the grid
    if not b.chains or len(size) != len(x.shape) or not block and rng.random() < 0.3:
        return
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    grid = rng.random() < 0.7 or block
    cells = list(itertools.product(*(range(0, x.shape[d] - size[d] + 1, size[d] if grid else 1)
                                     for d in index_map)))
    if rng.random() < 0.5:  # consecutive cells
        k0 = rng.randrange(len(cells)) if cells else 0
        picked = cells[k0:k0 + n]
    else:
        picked = rng.sample(cells, min(n, len(cells)))
    lanes: list[tuple[int, ...]] = []
    for k in range(n):
        r = rng.random()
        if k < len(picked) and (r >= 0.08 or block):
            lanes.append(picked[k])
        elif lanes and r < 0.03:
            lanes.append(rng.choice(lanes))
        else:
            lanes.append(tuple(rng.choice([-1, x.shape[d]]) for d in index_map))
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))


def _window_size(b: Builder, n: int) -> int:
    """A gather/scatter window's size along an operand dim of ``n``: for rules that read
    through chains of stores mostly 2 or half the dim (windows with data to lay out, and
    room for several in the operand), else the whole dim or a random size."""
    rng = b.rng
    if b.chains:
        return min(n, rng.choice([1, 2, 2, max(1, n // 2), n]))
    return n if rng.random() < 0.4 else rng.randint(min(1, n), n)


def _store_sizes(b: Builder, sizes: list[int]) -> list[int]:
    """Gather window sizes cut to the recorded stores' (for rules that read through chains
    of stores: always, to every store's or to one store's), so their windows can hold
    them."""
    stores = [st for st in b.memo.get("gs_stores", []) if len(st[1]) == len(sizes)]
    rng = b.rng
    if not stores or rng.random() < (0.0 if b.chains else 0.4):
        return sizes
    if b.chains and rng.random() < 0.6:
        return [min(s, *(st[1][d] for st in stores)) for d, s in enumerate(sizes)]
    _, size, _ = rng.choice(stores)
    return [min(s, w) for s, w in zip(sizes, size)]


def _hint_gather_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                         it: TT, ivd: int, implicit: bool, layout: Hashable = None) -> None:
    """Most of the time, give the gather's constant indices lanes that read the recorded
    stores' windows: either one block of consecutive lanes of one store at one offset
    (mostly the last write, else often a store laid out unlike the gather), or runs of consecutive
    lanes from several stores (a run often going on at the lane where the last one
    stopped, from another store or offset) mixed with random lanes (untouched, partly
    covered or out of bounds)."""
    stores = b.memo.get("gs_stores", [])
    rng = b.rng
    if not b.chains or not stores or rng.random() < 0.2:
        return
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    lanes: list[tuple[int, ...]] = []

    def read(starts: Sequence[Any], size: Sequence[int], j: int, run: int) -> None:
        off = [rng.randint(0, max(0, w - s)) for w, s in zip(size, sizes)]
        lanes.extend(tuple(st[d] + off[d] for d in index_map) for st in starts[j:j + run]
                     if st is not None)

    if rng.random() < 0.6:  # one block of one store: mostly the last write (no store
        # shadows it), else one laid out unlike the gather if any
        other = [st for st in stores if st[2] != layout]
        starts, size, _ = (stores[-1] if rng.random() < 0.7 else
                           rng.choice(other if other and rng.random() < 0.8 else stores))
        read(starts, size, rng.randrange(max(1, len(starts) - n + 1)), n)
    nxt = 0  # the lane after the last run: a run of another store or offset may go on there
    while len(lanes) < n:
        if rng.random() < 0.7:
            starts, size, _ = rng.choice(stores)
            j = nxt if nxt < len(starts) and rng.random() < 0.4 else rng.randrange(len(starts))
            run = n - len(lanes) if rng.random() < 0.4 else rng.randint(1, n - len(lanes))
            read(starts, size, j, run)
            nxt = min(j + run, len(starts))
        else:
            lanes.append(tuple(rng.randint(-1, x.shape[d]) for d in index_map))
    b.index_hint = (it.shape, _index_values(lanes[:n], it.shape, ivd, implicit))


# ---- one block of a store read laid out another way (a gather over a chain of stores)


def _reads_chain(b: Builder, xp: m.Pattern, kx: TT | None, ki: TT | None) -> bool:
    """Whether a gather reads a chain of stores whose windows the rule follows: its operand
    pattern is a scatter, the rule calls ``stores()`` (not only ``writers`` over one store),
    and neither operand's type is fixed already."""
    return kx is None and ki is None and b.chains and not b.one_store \
        and isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.scatter"


def _data_layout(r: int, collapsed: Sequence[int], window_pos: Sequence[int], nb: int,
                 sizes: Sequence[int]) -> tuple[int, ...] | None:
    """``layout(w, sizes)`` of the windows of a gather/scatter layout before it is built: the
    data dims as the operand dims they span, the ``nb`` index batch dims merged into one -1
    (first when there are none), the window dims of size 1 left out; None when the batch
    dims are not contiguous (``layout`` fails there)."""
    kept = iter(d for d in range(r) if d not in collapsed)
    data = [next(kept) if pos in window_pos else -1
            for pos in range(nb + r - len(collapsed))]
    at = [k for k, d in enumerate(data) if d == -1]
    if at and at != list(range(at[0], at[0] + len(at))):
        return None
    q = at[0] if at else 0
    dims = [d for d in data if d != -1]
    return tuple(d for d in (*dims[:q], -1, *dims[q:]) if d == -1 or sizes[d] != 1)


def _block_layout(b: Builder, x: TT, lay: _Layout) -> tuple[TT, _Layout]:
    """The operand and layout a gather that reads a block of a store (:func:`_read_block`)
    shares with the chain's stores, drawn before them: an index batch of 2 or more lanes
    (2-4 in one dim where ``lay``'s has fewer), a dim d not collapsed (none collapsed where
    all are) of extent 4 or more (grown where smaller) whose window is 2 wide, so that two
    windows fit along d; the stores' indices then always distinct grid cells in bounds
    (``gs_block``, :func:`_hint_store_indices`)."""
    rng = b.rng
    r = len(x.shape)
    collapsed = lay.collapsed if len(lay.collapsed) < r else ()
    d = rng.choice([c for c in range(r) if c not in collapsed])
    x = x.with_shape(tuple(max(n, 4) if c == d else n for c, n in enumerate(x.shape)))
    batch = lay.batch if math.prod(lay.batch) >= 2 else (rng.randint(2, 4),)
    nb, nw = len(batch), r - len(collapsed)
    if (batch, collapsed) != (lay.batch, lay.collapsed):
        lay = dataclasses.replace(
            lay, collapsed=collapsed, batch=batch, ivd=nb if lay.implicit else rng.randint(0, nb),
            window_pos=tuple(sorted(rng.sample(range(nb + nw), nw))))
    b.memo["gs_operand"] = x
    b.memo[("gs_layout", r)] = lay
    b.memo[("gs_window", x.shape, collapsed)] = tuple(
        1 if c in collapsed else 2 if c == d else _window_size(b, n)
        for c, n in enumerate(x.shape))
    b.memo["gs_block"] = True
    return x, lay


def _read_block(b: Builder, x: TT) -> tuple[_Layout, list[int]] | None:
    """The windows of a gather that reads one block of the last write of a chain of stores
    (drawn by :func:`_block_layout`): a box of that store's index batch (each extent at most
    3; lanes writing in-bounds windows that no other lane of the store overlaps; 30% of the
    time one at lane 0), the gather's index batch of the box's shape, and either (60%) the
    stored windows whole with the gather's data laid out unlike the store's update (the
    lanes on the other side of a window dim wider than 1: only a transpose maps one onto the
    other; half of the time laid out as the next store of the chain lays its data out, where
    it has one), or (40%) laid out as the store's, the window one short of the store's along
    a wide dim and the box's later lanes one further along it (one store, two offsets): the
    near misses of a forwarding rule's layout and key tests. Returns the gather's layout and
    window sizes, with the index hint set, or None (the caller draws as before)."""
    rng = b.rng
    geo = b.memo.get("gs_chain_geo", [])
    if not geo or geo[-1] is None or geo[-1][3] is None:
        return None
    starts, size, index_map, (spos, scoll), sbatch = geo[-1]
    r = len(x.shape)
    wide = [d for d in range(r) if d not in scoll and size[d] >= 2]
    slay = _data_layout(r, scoll, spos, len(sbatch), size)
    if not wide or not sbatch or len(starts) != math.prod(sbatch) or slay is None:
        return None
    placed = [st for st in starts if st is not None]

    def alone(st: tuple[int, ...]) -> bool:  # no other window of the store overlaps st
        return sum(all(a < c + w and c < a + w for a, c, w in zip(st, o, size))
                   for o in placed) == 1

    ok = [st is not None and alone(st) for st in starts]
    boxes = []  # (lo, extents): 2 or more lanes, each extent at most 3, every lane ok
    for ext in itertools.product(*(range(1, min(3, n) + 1) for n in sbatch)):
        for lo in itertools.product(*(range(n - e + 1) for n, e in zip(sbatch, ext))):
            if math.prod(ext) >= 2 and all(
                    ok[_flat([a + c for a, c in zip(lo, p)], sbatch)]
                    for p in itertools.product(*(range(e) for e in ext))):
                boxes.append((lo, ext))
    if not boxes:
        return None
    first = [bx for bx in boxes if not any(bx[0])]
    lo, ext = rng.choice(first if first and rng.random() < 0.3 else boxes)
    wins = [starts[_flat([a + c for a, c in zip(lo, p)], sbatch)]
            for p in itertools.product(*(range(e) for e in ext))]
    gsize = list(size)
    off = [[0] * r for _ in wins]
    nb, nw = len(ext), r - len(scoll)
    combos = list(itertools.combinations(range(nb + nw), nw))
    if rng.random() < 0.6:  # laid out unlike the store: a transpose away
        pick = [p for p in combos if _data_layout(r, scoll, p, nb, gsize) not in (None, slay)]
        nxt = geo[-2] if len(geo) >= 2 else None
        if nxt is not None and nxt[3] is not None and rng.random() < 0.5:
            like = _data_layout(r, nxt[3][1], nxt[3][0], len(nxt[4]), gsize)
            pick = [p for p in pick if _data_layout(r, scoll, p, nb, gsize) == like] or pick
    else:  # laid out as the store, the later lanes one further along a wide dim
        d = rng.choice(wide)
        gsize[d] -= 1
        for o in off[rng.randint(1, len(wins) - 1):]:
            o[d] = 1
        same = _data_layout(r, scoll, spos, len(sbatch), gsize)
        pick = [p for p in combos if _data_layout(r, scoll, p, nb, gsize) == same]
    if not pick:
        return None
    implicit = len(index_map) == 1 and rng.random() < 0.4
    lay = _Layout(r, tuple(index_map), tuple(scoll), tuple(ext),
                  nb if implicit else rng.randint(0, nb), implicit, rng.choice(pick))
    vecs = [tuple(w[d] + o[d] for d in index_map) for w, o in zip(wins, off)]
    it = lay.index_type()
    b.index_hint = (it.shape, _index_values(vecs, it.shape, lay.ivd, implicit))
    return lay, gsize


def _crossing_layout(b: Builder, x: TT) -> tuple[_Layout, list[int]] | None:
    """For rules that compare a run's layout with the operand's (``Builder.crossing``): a
    layout with one index batch dim of 2-4 lanes and one indexed, collapsed dim d with room
    for them, the lanes placed where a run along d lays its data out in another order than
    the operand (:func:`_crossing_runs`), and the window sizes; None where the operand has no two dims for it. Random layouts give one
    in about 60 programs: too rare for a transposing rewrite to be checked at 12 programs."""
    rng = b.rng
    r = len(x.shape)
    ds = [d for d in range(r) if x.shape[d] >= 2]
    if r < 2 or not ds:
        return None
    d = rng.choice(ds)
    batch = (rng.randint(2, min(4, x.shape[d])),)
    sizes = [1 if c == d else rng.randint(1, n) for c, n in enumerate(x.shape)]
    wide = [c for c in range(r) if c != d and x.shape[c] >= 2]
    if not wide:
        return None
    c = rng.choice(wide)
    sizes[c] = rng.randint(2, x.shape[c])
    nw = r - 1
    crossing = [p for p in range(nw + 1)
                if _crossing_runs(x, (d,), sizes, batch,
                                  (tuple(q for q in range(nw + 1) if q != p), (d,)))]
    if not crossing:
        return None
    p = rng.choice(crossing)
    implicit = rng.random() < 0.5
    lay = _Layout(r, (d,), (d,), batch, 1 if implicit else rng.randint(0, 1), implicit,
                  tuple(q for q in range(nw + 1) if q != p))
    return lay, sizes


def _lanes_aside(b: Builder, lay: _Layout) -> _Layout:
    """The layout with the update's index batch dims after every window dim, or before
    every one: for rules that read a slice of a chain of stores as windows, a store whose
    data a slice of a run along an indexed dim reads in another order (lanes last where a
    window dim follows an indexed dim in the operand, first where one precedes it)."""
    kept = [c for c in range(lay.r) if c not in lay.collapsed]
    ways = []
    if any(c > d for d in lay.index_map for c in kept):
        ways.append(tuple(range(len(kept))))  # lanes last
    if any(c < d for d in lay.index_map for c in kept):
        ways.append(tuple(range(len(lay.batch), len(lay.batch) + len(kept))))  # lanes first
    return dataclasses.replace(lay, window_pos=b.rng.choice(ways)) if ways and lay.batch else lay
