"""Index constants of gathers and scatters drawn where a rule's builtins read them:
runs of window starts and their near misses, duplicates, masks with holes, starts affine
in the lane, sink slots, and boxes of a chain of stores."""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Sequence

from .generate_base import _index_values
from .generate_core import TT, Builder

# ---- contiguous runs of windows (rules that read window starts: starts())

_RUN_KINDS = ("run",) * 8 + ("gap", "duplicate", "descending", "clamped", "past_end",
                             "negative", "diagonal", "step2")


def _crossing_runs(x: TT, index_map: Sequence[int], sizes: Sequence[int], batch: Sequence[int],
                   layout: tuple[Sequence[int], Sequence[int]]) -> list[int]:
    """The indexed, collapsed dims d along which a run of the ``batch``'s lanes (one batch
    dim) has room and lays its data out in another order than the operand's: the lanes
    (standing for d) sit before a window dim of a lower operand dim, or after one of a
    higher, among the window dims wider than 1 (``layout``: the window positions in the
    result or update and the collapsed dims). A rule that turns such a run into a slice
    must transpose it."""
    window_pos, collapsed = layout
    if len(batch) != 1 or batch[0] < 2:
        return []
    kept = iter(c for c in range(len(x.shape)) if c not in collapsed)
    order: list[int] = []  # operand dims in result order, -1 for the lanes
    for pos in range(1 + len(window_pos)):
        if pos in window_pos:
            c = next(kept)
            if sizes[c] > 1:
                order.append(c)
        else:
            order.append(-1)
    out = []
    for d in index_map:
        if d in collapsed and x.shape[d] >= batch[0]:
            seq = [d if c == -1 else c for c in order]
            if seq != sorted(seq):
                out.append(d)
    return out


def _hint_run_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                      it: TT, ivd: int, implicit: bool,
                      layout: tuple[Sequence[int], Sequence[int]] | None = None) -> list[int]:
    """For rules that read window starts (``starts()``, not through chains of stores): 60% of
    the time, give the constant indices lanes that form a contiguous run of windows along
    one indexed operand dim d (mostly one whose window extent is 1): starts s0, s0 + e_d,
    s0 + 2 e_d, ... in lane order, s0 in bounds; or one of its near misses: one gap, one
    duplicate, one descending pair, a run that runs one past the last in-bounds start
    (clamped by gather, skipped by scatter), one starting at -1, a diagonal step (e_d + e_c)
    or a step of 2. Returns the window sizes: along a d whose window is wider than 1 and
    leaves no room for the run, the window is cut to 2 (overlapping windows, a near miss)
    where the dim allows it. Given the ``layout`` (window positions, collapsed dims), 70%
    of the time the run goes along a dim whose lanes the result lays out in another order
    than the operand (:func:`_crossing_runs`), where one exists."""
    rng = b.rng
    sizes = list(sizes)
    if b.affine and len(sizes) == len(x.shape) and index_map and rng.random() < 0.75:
        return _hint_affine_indices(b, x, index_map, sizes, it, ivd, implicit)
    if b.covers and len(sizes) == len(x.shape) and index_map and rng.random() < 0.3:
        _hint_duplicate_indices(b, x, index_map, sizes, it, ivd, implicit)
        return sizes
    if not b.runs or len(sizes) != len(x.shape) or not index_map or rng.random() < 0.4:
        return sizes
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n == 0:
        return sizes
    crossed = _crossing_runs(x, index_map, sizes, batch, layout) if layout else []
    if crossed and rng.random() < 0.7:
        d = rng.choice(crossed)
    else:
        unit = [c for c in index_map if sizes[c] == 1]
        pool = unit if unit and rng.random() < 0.5 else list(index_map)
        roomy = [c for c in pool if x.shape[c] - sizes[c] + 1 >= n]  # room for the whole run
        d = rng.choice(roomy or pool)
    if sizes[d] > 2 and x.shape[d] - sizes[d] + 1 < n:
        sizes[d] = 2
    top = {c: x.shape[c] - sizes[c] for c in index_map}  # the last in-bounds start
    kind = rng.choice(_RUN_KINDS)
    s0 = {c: rng.randint(0, max(0, top[c])) for c in index_map}
    s0[d] = rng.randint(0, max(0, top[d] - n + 1))
    step = {c: 0 for c in index_map}
    step[d] = 2 if kind == "step2" else 1
    others = [c for c in index_map if c != d]
    if kind == "diagonal" and others:
        c = rng.choice(others)
        step[c] = 1
        s0[c] = rng.randint(0, max(0, top[c] - n + 1))
    if kind == "clamped":  # the last lane one past the last in-bounds start
        s0[d] = top[d] - n + 2
    elif kind == "negative":
        s0[d] = -1
    lanes = [[s0[c] + k * step[c] for c in index_map] for k in range(n)]
    j = rng.randint(1, n - 1) if n > 1 else 0
    di = list(index_map).index(d)
    if kind == "gap" and n > 1:
        for lane in lanes[j:]:
            lane[di] += 1
    elif kind == "duplicate" and n > 1:
        for lane in lanes[j:]:
            lane[di] -= 1
    elif kind == "descending" and n > 1:
        lanes[j - 1], lanes[j] = lanes[j], lanes[j - 1]
    elif kind == "past_end":  # the last lane's window runs out of bounds by one
        lanes[-1][di] = top[d] + 1
    b.index_hint = (it.shape, _index_values([tuple(lane) for lane in lanes], it.shape, ivd,
                                            implicit))
    return sizes


def _hint_duplicate_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                            it: TT, ivd: int, implicit: bool) -> None:
    """For rules that ask which window covers a gathered one (``covers``): constant indices
    whose windows are duplicated, the boundary class a masked store read back must refuse
    (XLA keeps one of the duplicate writes): half of the time every lane at one in-bounds
    start, else lane 0 at one start and every later lane at another whose window does not
    overlap lane 0's (one step of the window size along an indexed dim, where that fits)."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n < 2:
        return
    s0 = {c: rng.randint(0, max(0, x.shape[c] - sizes[c])) for c in index_map}
    s1 = dict(s0)
    if rng.random() < 0.5:
        room = [c for c in index_map if s0[c] + 2 * sizes[c] <= x.shape[c] or s0[c] >= sizes[c]]
        if room:
            c = rng.choice(room)
            s1[c] += sizes[c] if s0[c] + 2 * sizes[c] <= x.shape[c] else -sizes[c]
    lanes = [tuple(s0[c] for c in index_map)] + [tuple(s1[c] for c in index_map)] * (n - 1)
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))


def _hint_masked_store(b: Builder, x: TT, index_map: Sequence[int], sizes: Sequence[int],
                       it: TT, ivd: int, implicit: bool) -> None:
    """For rules that ask which window covers a gathered one (``covers``), of scatter
    indices ``select(mask, live, dead)``: a store of two or more lanes that a gather of the
    live indices can read back -- live indices on distinct cells of the window grid (windows
    disjoint and in bounds), a mask of whole index rows, each lane live or dead at random
    (some of each where there are three or more), dead indices -1 (out of bounds: skipped).
    Then a dead lane's gather window reads x where no store wrote, and which lanes are live
    matters (how the mask is laid out over the result, whether the update's layout is the
    result's). Sets the mask hint and the live, then the dead, index hints."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n < 2 or len(sizes) != len(x.shape) or any(s < 1 for s in sizes):
        return
    cells = list(itertools.product(*(range(0, x.shape[d] - sizes[d] + 1, sizes[d])
                                     for d in index_map)))
    if len(cells) < n:
        return
    picked = rng.sample(cells, n)
    live = [rng.random() < 0.5 for _ in range(n)]
    if n >= 3 and (all(live) or not any(live)):
        live[rng.randrange(n)] = not live[0]
    # a third of the time (where a window is 2 or more wide along an indexed dim it does not
    # fill): every dead lane's live index a live lane's cell moved by one along such a dim,
    # so that its gather window is partly covered by that lane's store (not uncovered)
    wide = [k for k, d in enumerate(index_map) if 2 <= sizes[d] < x.shape[d]]
    if wide and any(live) and not all(live) and rng.random() < 0.3:
        starts = [c for c, v in zip(picked, live) if v]
        for j in (j for j in range(n) if not live[j]):
            cell, k = list(rng.choice(starts)), rng.choice(wide)
            d = index_map[k]
            cell[k] += 1 if cell[k] + sizes[d] < x.shape[d] else -1
            picked[j] = tuple(cell)
    width = 1 if implicit else it.shape[ivd]
    b.mask_hint = (it.shape, _index_values([(v,) * width for v in live], it.shape, ivd,
                                           implicit))
    b.index_hint = (it.shape, _index_values(picked, it.shape, ivd, implicit))
    b.memo["next_index_hint"] = (it.shape, [-1] * it.numel)


def _hint_holed_mask(b: Builder, it: TT, ivd: int, implicit: bool) -> None:
    """For rules that read a mask by whole index rows and take its bounding box (``box``,
    ``index_rows``), of scatter indices ``select(mask, live, dead)``: a mask true over a box
    of the index batch (3 or more rows long along each dim that has 3) less one row inside
    it whose removal leaves the other rows' bounding box the box, that row's live index
    vector 0 (in bounds), every other live one and every dead one -1 (out of bounds:
    skipped); half of the time the hole is false only in its last index-vector entry (a
    row that mixes live and dead). Storing the mask's bounding box writes the hole's
    window, which the masked store skips: the near miss of a box test. Sets the mask hint
    and the live, then the dead, index hints."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    if not batch or math.prod(batch) < 3:
        return
    rows = list(itertools.product(*(range(n) for n in batch)))
    lo = [rng.randint(0, max(0, n - 3)) for n in batch]
    hi = [rng.randint(min(n, a + 3), n) for a, n in zip(lo, batch)]
    inside = [r for r in rows if all(a <= c < e for c, a, e in zip(r, lo, hi))]

    def bounds(rs: list[tuple[int, ...]]) -> list[tuple[int, int]]:
        return [(min(r[k] for r in rs), max(r[k] for r in rs)) for k in range(len(batch))]

    # a hole that leaves the bounding box of the other rows the box itself
    holes = [h for h in inside if len(inside) > 2
             and bounds([r for r in inside if r != h]) == bounds(inside)]
    if not holes:
        return
    hole = rng.choice(holes)
    live = {r: r in inside and r != hole for r in rows}
    width = 1 if implicit else it.shape[ivd]
    u = rng.random() if width >= 2 else 1.0
    part = u < 0.4  # the hole only partly false: a mixed row
    if u < 0.9 and not part:  # no hole, but every row of the box true in its leading k
        # index-vector entries only: a box of the mask that cuts the index vector (rows
        # that mix live and dead), every index -1 (each window skipped)
        k = rng.randint(1, width - 1)
        b.mask_hint = (it.shape, _index_values(
            [(r in inside,) * k + (False,) * (width - k) for r in rows], it.shape, ivd,
            implicit))
        b.index_hint = (it.shape, [-1] * it.numel)
        b.memo["next_index_hint"] = (it.shape, [-1] * it.numel)
        return
    b.mask_hint = (it.shape, _index_values(
        [(True,) * (width - 1) + (False,) if part and r == hole else (live[r],) * width
         for r in rows], it.shape, ivd, implicit))
    b.index_hint = (it.shape, _index_values([(0 if r == hole else -1,) * width for r in rows],
                                            it.shape, ivd, implicit))
    b.memo["next_index_hint"] = (it.shape, [-1] * it.numel)


def _hint_affine_indices(b: Builder, x: TT, index_map: Sequence[int], sizes: list[int],
                         it: TT, ivd: int, implicit: bool, miss: str | None = None) -> list[int]:
    """For rules that read window starts and do lane arithmetic on them: constant indices whose window starts are affine in the lane, start_0 +
    sum_k i_k S_k over the index batch dims k, each batch dim of 2 or more stepping its own
    indexed operand dim by -2, -1, 1, 2 or 3 (or nothing: repeated lanes), the window 1
    wide along a stepped dim and start_0 placed so that every window is in bounds where
    they fit; a third of the time a near miss: one lane off by one, two batch dims stepping
    one operand dim, a batch dim stepping two, or a window 2 wide along a stepped dim
    (``miss`` chooses it: one of those names, or "" for none; drawn when None; "cancel",
    asked for only, makes a batch dim step a second dim that another batch dim steps back).
    Returns the window sizes."""
    rng = b.rng
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    if math.prod(batch) == 0:
        return sizes
    free = list(index_map)
    rng.shuffle(free)
    steps: list[list[tuple[int, int]]] = []
    for nk in batch:
        if nk > 1 and free and rng.random() < 0.85:
            steps.append([(free.pop(), rng.choice([1, 1, 2, -1, -2, 3]))])
        else:
            steps.append([])
    stepped = [st for st in steps if st]
    if miss is None:
        miss = rng.choice(["off", "shared", "diagonal", "wide"]) if rng.random() < 0.33 else ""
    idle = [k for k, nk in enumerate(batch) if nk > 1 and not steps[k]]
    if miss == "shared" and stepped and (len(stepped) >= 2 or idle):
        if len(stepped) >= 2:
            stepped[1][0] = (stepped[0][0][0], stepped[1][0][1])
        else:  # a batch dim that stepped nothing steps the stepped one's dim too
            steps[idle[0]].append((stepped[0][0][0], rng.choice([1, -1, 2])))
    elif miss == "diagonal" and stepped and free:
        stepped[0].append((free.pop(), 1))
    elif miss == "cancel" and len(stepped) >= 2:
        # a batch dim stepping a second dim that another batch dim steps back (the steps'
        # sum over the batch dims then moves one dim each); the extra step goes to the
        # batch dim of the lower operand dim, so each batch dim's first stepped dim is its own
        (c0, h0), (c1, h1) = stepped[0][0], stepped[1][0]
        if c0 < c1:
            stepped[0].append((c1, -h1))
        else:
            stepped[1].append((c0, -h0))
    for st in stepped:
        for c, _ in st:
            sizes[c] = 1
    if miss == "wide" and stepped:
        c = stepped[0][0][0]
        sizes[c] = min(2, x.shape[c])
    s0 = {}
    for c in index_map:
        span = [(s * (nk - 1)) for st, nk in zip(steps, batch) for d, s in st if d == c]
        lo = -sum(min(0, a) for a in span)
        hi = x.shape[c] - sizes[c] - sum(max(0, a) for a in span)
        s0[c] = rng.randint(lo, max(lo, hi))
    lanes = []
    for pos in itertools.product(*(range(nk) for nk in batch)):
        off = {c: 0 for c in index_map}
        for k, st in enumerate(steps):
            for c, s in st:
                off[c] += s * pos[k]
        lanes.append([s0[c] + off[c] for c in index_map])
    if miss == "off" and len(lanes) > 1:
        lanes[rng.randrange(1, len(lanes))][rng.randrange(len(index_map))] += 1
    b.index_hint = (it.shape, _index_values([tuple(v) for v in lanes], it.shape, ivd,
                                            implicit))
    return sizes


# ---- masked lanes stored into a sink slot (rules that ask which windows a box overlaps)

def _hint_sink_indices(b: Builder, x: TT, index_map: Sequence[int], size: Sequence[int],
                       it: TT, ivd: int, implicit: bool) -> tuple[int, int, int] | None:
    """For rules that ask which windows a slice reads (``overlaps``): half of the time, give
    a scatter's constant indices the shape of a masked kernel's store: the lanes whose
    coordinate along one index batch dim is below k (a box of the batch) store disjoint
    windows side by side along one indexed operand dim d from 0 up, and every other lane
    stores into a sink, the last window position along d (the other indexed dims: one
    in-bounds start shared by every lane). Returns (d, end of the live windows along d,
    the sink's start) for the slice that reads the scatter (:func:`_sink_slice`), or None
    where no such layout fits (then nothing is hinted)."""
    rng = b.rng
    if not b.sinks or b.index_hint is not None or len(size) != len(x.shape) or not index_map \
            or rng.random() < 0.5:
        return None
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    many = [j for j, n in enumerate(batch) if n > 1]
    if not many:
        return None
    d = rng.choice(list(index_map))
    w = size[d]
    sink = x.shape[d] - w
    j = rng.choice(many)
    per = math.prod(batch) // batch[j]  # lanes per coordinate along batch dim j
    k = rng.randint(1, batch[j] - 1)
    while k > 0 and k * per * w > sink:
        k -= 1
    if k == 0:
        return None
    shared = {c: rng.randint(0, x.shape[c] - size[c]) for c in index_map}
    lanes, live = [], 0
    for pos in itertools.product(*(range(n) for n in batch)):
        at = live * w if pos[j] < k else sink
        live += pos[j] < k
        lanes.append(tuple(at if c == d else shared[c] for c in index_map))
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))
    return d, live * w, sink


def _sink_slice(b: Builder, shape: tuple[int, ...], sink: tuple[int, int, int],
                starts: list[int], limits: list[int], strides: list[int]
                ) -> tuple[list[int], list[int], list[int]]:
    """The slice of a scatter hinted by :func:`_hint_sink_indices`: along its dim d, mostly
    the live windows' region [0, end) with unit stride (the sink lanes then write nothing
    the slice reads), else a near miss: one element into the sink's window, or a part of
    the live region starting at a window boundary; the other dims as drawn."""
    d, end, sink_at = sink
    starts, limits, strides = list(starts), list(limits), list(strides)
    if d >= len(shape) or end <= 0:
        return starts, limits, strides
    u = b.rng.random()
    lo, hi = 0, end
    if u < 0.2:
        hi = min(shape[d], sink_at + 1)
    elif u < 0.4:
        lo = b.rng.randint(0, end - 1)
    starts[d], limits[d], strides[d] = lo, hi, 1
    return starts, limits, strides


# ---- slices of a chain of stores read as windows (rules that read a box of a chain of
# stores as its windows)

def _store_runs(starts: Sequence[tuple[int, ...] | None], size: Sequence[int]
                ) -> list[tuple[int, int, int | None]]:
    """The maximal runs of a store's lanes whose windows step by one along one operand dim
    where they are 1 wide (lane j + 1 starting one past lane j there, equal elsewhere), as
    (first lane, end lane, that dim or None for a run of one lane); out-of-bounds lanes
    (None) are left out."""
    out: list[tuple[int, int, int | None]] = []
    j = 0
    while j < len(starts):
        if starts[j] is None:
            j += 1
            continue
        e, d = j + 1, None
        while e < len(starts) and (cur := starts[e]) is not None:
            prev = starts[e - 1]
            assert prev is not None
            diff = [a - p for a, p in zip(cur, prev)]
            moved = [c for c, x in enumerate(diff) if x != 0]
            if len(moved) != 1 or diff[moved[0]] != 1 or size[moved[0]] != 1 \
                    or d not in (None, moved[0]):
                break
            d = moved[0]
            e += 1
        out.append((j, e, d))
        j = e
    return out


def _hint_store_run(b: Builder, x: TT, index_map: Sequence[int], size: Sequence[int],
                    it: TT, ivd: int, implicit: bool,
                    layout: tuple[Sequence[int], Sequence[int]] | None = None) -> list[int]:
    """For rules that read a slice of a chain of stores as windows: 80% of the time (an
    index batch of two or more lanes), a store's lanes form a run along one indexed operand
    dim d, windows 1 wide there: starts s0, s0 + 1, ... along d, one in-bounds start shared
    by every lane on the other indexed dims; 60% of the time the run an earlier store of
    the chain drew (its d, s0 and starts), so that two stores write the same cells, and 40%
    a tail of lanes out of bounds (the store skips them: the earlier store's lanes then
    supply those cells); 25% of them shifted one along another indexed dim every other
    lane. Given the store's ``layout`` (update window positions, inserted
    dims), 80% of the fresh runs go along a d that lays the update's data out unlike a
    slice of the run (a window dim 2 or more wide before d in the operand but after the
    lanes in the update, or the reverse). Returns the window size (1 along d)."""
    size = list(size)
    rng = b.rng
    if not b.store_slices or len(size) != len(x.shape) or not index_map or rng.random() < 0.2:
        return size
    batch = it.shape if implicit else it.shape[:ivd] + it.shape[ivd + 1:]
    n = math.prod(batch)
    if n < 2:
        return size
    prev = b.memo.get(("store_run", x.shape))
    if prev is not None and prev[0] in index_map and set(index_map) <= set(prev[1]) \
            and rng.random() < 0.6 \
            and all(prev[1][c] + size[c] <= x.shape[c] for c in index_map if c != prev[0]):
        d, at = prev
    else:
        unlike = _unlike_dims(index_map, size, layout, len(batch)) if layout else []
        d = rng.choice(unlike if unlike and rng.random() < 0.8 else list(index_map))
        at = {c: rng.randint(0, x.shape[c] - (1 if c == d else size[c])) for c in index_map}
        at[d] = rng.randint(0, max(0, x.shape[d] - n))
    size[d] = 1
    b.memo[("store_run", x.shape)] = (d, at)
    live = n if rng.random() < 0.6 else rng.randint(1, n - 1)
    # a near miss (25%): every other lane one further along another indexed dim c where
    # the windows are 2 or more wide (consecutive lanes at different offsets in a slice)
    wide = [c for c in index_map if c != d and size[c] >= 2 and at[c] + size[c] < x.shape[c]]
    shift = rng.choice(wide) if wide and rng.random() < 0.25 else -1
    lanes = [tuple((at[d] + k if k < live else x.shape[d]) if c == d else at[c] + (k % 2) * (c == shift)
                   for c in index_map) for k in range(n)]
    b.index_hint = (it.shape, _index_values(lanes, it.shape, ivd, implicit))
    return size


def _unlike_dims(index_map: Sequence[int], size: Sequence[int],
                 layout: tuple[Sequence[int], Sequence[int]], nbatch: int) -> list[int]:
    """The indexed dims d along which a run of a store with this layout (update window
    positions, inserted dims) and index batch rank has its data laid out unlike the slice
    that reads it: a window dim c 2 or more wide on the other side of the lanes in the
    update than of d in the operand."""
    window_pos, inserted = (list(v) for v in layout)
    spans = [c for c in range(len(size)) if c not in inserted]
    if len(spans) != len(window_pos):
        return []
    free = [q for q in range(len(window_pos) + nbatch) if q not in window_pos]
    if not free:
        return []
    pos = dict(zip(spans, window_pos))
    return [d for d in index_map
            if any(c != d and size[c] >= 2 and (c < d) != (pos[c] < free[0]) for c in spans)]


def _store_shifts(starts: Sequence[tuple[int, ...] | None], size: Sequence[int]
                  ) -> list[tuple[int, int, int]]:
    """Consecutive lanes j, j + 1 of a store whose windows step by one along a dim d where
    they are 1 wide and by one (either way) along another dim c where they are 2 or more
    wide: (j, d, c). A slice of both reads them at different offsets along c."""
    out = []
    for j in range(len(starts) - 1):
        one, two = starts[j], starts[j + 1]
        if one is None or two is None:
            continue
        diff = [z - a for a, z in zip(one, two)]
        moved = [c for c, v in enumerate(diff) if v != 0]
        if len(moved) != 2:
            continue
        for d, c in (moved, moved[::-1]):
            if diff[d] == 1 and size[d] == 1 and abs(diff[c]) == 1 and size[c] >= 2:
                out.append((j, d, c))
    return out


def _store_handoffs(stores: Sequence[tuple[tuple[tuple[int, ...] | None, ...], tuple[int, ...],
                                          Hashable]], k: int
                    ) -> list[tuple[int, int, int]]:
    """Where store ``k``'s last lane in bounds hands over to an earlier store's next lane:
    (lane l, earlier store t, dim c) when store k skips lane l + 1 (out of bounds, or it has
    no such lane) and store t's lane l + 1 starts one past store k's lane l along c, both
    windows 1 wide there (a slice reading both lanes reads consecutive lanes of two
    stores)."""
    own, size, _ = stores[k]
    out = []
    for lane, st in enumerate(own):
        if st is None or lane + 1 < len(own) and own[lane + 1] is not None:
            continue
        for t in range(k):
            other, tsize, _ = stores[t]
            nxt = other[lane + 1] if lane + 1 < len(other) else None
            if nxt is None or len(nxt) != len(st):
                continue
            diff = [a - p for a, p in zip(nxt, st)]
            moved = [c for c, v in enumerate(diff) if v != 0]
            if len(moved) == 1 and diff[moved[0]] == 1 and size[moved[0]] == tsize[moved[0]] == 1:
                out.append((lane, t, moved[0]))
    return out


def _store_slice(b: Builder, shape: tuple[int, ...],
                 stores: Sequence[tuple[tuple[tuple[int, ...] | None, ...], tuple[int, ...],
                                        Hashable]],
                 starts: list[int], limits: list[int], strides: list[int]
                 ) -> tuple[list[int], list[int], list[int]]:
    """The slice of a chain of stores, for rules that read its box as windows: 80% of the
    time a box of one recorded store's windows (mostly the last write's): half of the time
    where there are any, two consecutive lanes at different offsets (_store_shifts), or
    the last lanes of the store and the next lane of an earlier one (_store_handoffs);
    else lanes j..j+m-1 of a run stepping by one along a dim where the windows are 1 wide
    (m >= 2, 2 half of the time, from the run's first lane at times), or a part of one
    window; along the other
    dims the windows' extent, or a part of it (30%); 25% of them a near miss, one element
    longer along one dim (half of the time past the run along d, else along any dim: into
    another store's windows or x); 15% a stride of 2 along one dim.
    Else the slice as drawn."""
    rng = b.rng
    starts, limits, strides = list(starts), list(limits), list(strides)
    if rng.random() < 0.2:
        return starts, limits, strides
    k = len(stores) - 1 if rng.random() < 0.6 else rng.randrange(len(stores))
    lane_starts, size, _ = stores[k]
    if len(size) != len(shape):
        return starts, limits, strides
    handoffs = _store_handoffs(stores, k)
    if handoffs and rng.random() < 0.5:  # the last lanes of a store and the next of another
        lane, t, c = rng.choice(handoffs)
        nxt = stores[t][0][lane + 1]
        at = lane_starts[lane]
        assert nxt is not None and at is not None
        back = [r for r in _store_runs(lane_starts, size) if r[0] <= lane < r[1] and r[2] == c]
        begin = rng.randint(back[0][0], lane) if back else lane
        lo = [max(a, n) for a, n in zip(at, nxt)]
        hi = [min(a + w, n + v) for a, w, n, v in zip(at, size, nxt, stores[t][1])]
        lo[c], hi[c] = at[c] - (lane - begin), at[c] + 2
        if all(0 <= a < z <= n for a, z, n in zip(lo, hi, shape)):
            return lo, hi, [1] * len(shape)
    shifted = _store_shifts(lane_starts, size)
    if shifted and rng.random() < 0.5:  # two consecutive lanes at different offsets
        p, dd, _ = rng.choice(shifted)
        one, after = lane_starts[p], lane_starts[p + 1]
        assert one is not None and after is not None
        lo = [max(a, z) for a, z in zip(one, after)]
        hi = [min(a, z) + w for a, z, w in zip(one, after, size)]
        hi[dd] = lo[dd] + 1
        lo[dd] = one[dd]
        return lo, hi, [1] * len(shape)
    runs = _store_runs(lane_starts, size)
    long = [r for r in runs if r[1] - r[0] >= 2]
    if not runs:
        return starts, limits, strides
    j, e, d = rng.choice(long if long and rng.random() < 0.8 else runs)
    m = 1 if d is None else 2 if rng.random() < 0.5 else rng.randint(2, e - j)
    j = j if rng.random() < 0.3 else rng.randint(j, e - m)
    first = lane_starts[j]
    assert first is not None
    lo, hi = list(first), [a + w for a, w in zip(first, size)]
    if d is not None:
        hi[d] = lo[d] + m
    for c in range(len(shape)):
        if c != d and hi[c] - lo[c] > 1 and rng.random() < 0.3:
            a = rng.randint(lo[c], hi[c] - 1)
            lo[c], hi[c] = a, rng.randint(a + 1, hi[c])
    if rng.random() < 0.25:  # a near miss: one element more along one dim (mostly d)
        c = d if d is not None and rng.random() < 0.5 else rng.randrange(len(shape))
        if hi[c] < shape[c]:
            hi[c] += 1
        elif lo[c] > 0:
            lo[c] -= 1
    step = [1] * len(shape)
    room = [c for c in range(len(shape)) if hi[c] - lo[c] >= 2]
    if room and rng.random() < 0.15:  # a near miss: a stride of 2 along one dim
        step[rng.choice(room)] = 2
    return lo, hi, step
