"""Generators of the ops that move data between shapes: slice, transpose, reshape,
broadcast_in_dim, reverse, concatenate, pad, dynamic_slice and dynamic_update_slice."""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence

from hlorules.rules import model as m

from .generate_base import _full, _ints
from .generate_core import TT, Builder, Reject, Val, generator, int_range
from .generate_domain import _tt, draw_instance, props_text
from .generate_index_hints import _sink_slice, _store_slice

# --------------------------------------------------------------------------- shape ops


@generator("slice")
def _slice(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    rng = b.rng
    planned = False
    starts: list[int] = []
    limits: list[int] = []
    strides: list[int] = []
    exact = _builds_exactly(b, o)
    if known is None and want is not None and want.shape:
        dims = []
        # at times unit strides and one start shared by every dim (a clause over all of a
        # slice's dims, "every dim not indexed starts at 0", then meets both answers)
        shared = rng.choice([0, 1, 1, 2]) if len(want.shape) > 1 and rng.random() < 0.3 \
            else None
        for r in want.shape:
            k = rng.choice([1, 1, 2, 3]) if shared is None else 1
            s = rng.randint(0, 2) if shared is None else shared
            # every limit that keeps r elements: one past the last taken up to k - 1 more
            lim = s + (r - 1) * k + 1 + rng.randint(0, k - 1) if r > 0 else s
            starts.append(s)
            strides.append(k)
            limits.append(lim)
            dims.append(lim + rng.randint(0, 2))
            if exact:  # the operand will have these dims (and more)
                b.bound_check(want.with_shape(dims))
        known = want.with_shape(dims)
        planned = True
    if known is None:
        # a chain of stores read as windows: rank 2 or 3 (a window dim
        # beside the lanes, which the stores' updates can lay out unlike the slice)
        known = b.rand_type(rank=rng.choice([2, 2, 3] if b.store_slices else [1, 1, 2, 2, 3]))
        # a strided slice of a tiny dim keeps one element: grow some dims
        known = known.with_shape([n + rng.choice([0, 0, 2, 4]) for n in known.shape])
        if rng.random() < 0.6:  # size-1 dims among the others (kept whole, or emptied)
            known = known.with_shape(_unit_shuffle(b, known.shape))
    if not known.shape:
        raise Reject("slice of rank 0")
    v = None
    if not planned:
        if exact:
            b.bound_check(known)
        # build the operand first and cut its actual type (an op generator may not reach
        # the type asked for: a gather's batch size comes from its indices)
        v = b.gen(o, known, role, bound)
        known = v.type
        if not known.shape:
            raise Reject("slice of rank 0")
        # size-1 dims: mostly one way per program (taken whole, or emptied as [0, 0) or
        # as [1, 1)), so a program can have every unit dim emptied the same way
        # any valid start, limit and stride (on dims small enough to list a dim's options)
        if max(known.shape) <= 16 and rng.random() < 0.25:
            whole = b.from_domain("stablehlo.slice", [known])
            starts, limits, strides = (list(whole[n]) for n in
                                       ("start_indices", "limit_indices", "strides"))
        else:
            for s, lim, k in b.slice_dims(known.shape):
                starts.append(s)
                limits.append(lim)
                strides.append(k)
        earlier = b.memo.get(("slices_of", v.name))
        if earlier and rng.random() < 0.7:
            starts, limits, strides = _neighbour_slice(b, known.shape, want,
                                                       *rng.choice(earlier))
        parts = b.memo.get("concats", {}).get(v.name)
        if parts is not None and rng.random() < 0.5:  # a slice of a concatenate: across a seam
            starts, limits, strides = _seam_slice(b, known.shape, parts, starts, limits,
                                                  strides)
        pad = b.memo.get("pads", {}).get(v.name)
        if pad is not None and rng.random() < 0.5:  # a slice of a pad: its boundaries
            starts, limits, strides = _pad_boundary_slice(b, known.shape, pad, starts,
                                                          limits, strides)
        offsets = b.memo.get(("gather_offsets", v.name))
        if offsets and rng.random() < 0.5:  # a slice of a gather: its windows whole (the
            # lanes cut as drawn), at times every window dim at a stride of 2
            starts, limits, strides = _window_whole_slice(b, known.shape, offsets, starts,
                                                          limits, strides)
        sink = b.memo.pop(("sink", v.name), None)
        if sink is not None:  # a scatter with a sink slot: read its live windows
            starts, limits, strides = _sink_slice(b, known.shape, sink, starts, limits, strides)
        stores = b.memo.get("gs_stores") if b.store_slices and isinstance(o, m.OpPat) \
            and _full(o.op) == "stablehlo.scatter" else None
        if stores:  # a slice of a chain of stores read as windows: a box of their windows
            starts, limits, strides = _store_slice(b, known.shape, stores, starts, limits, strides)
    starts = list(b.pick(pat, "start_indices", lambda: tuple(starts)))
    limits = list(b.pick(pat, "limit_indices", lambda: tuple(limits)))
    strides = list(b.pick(pat, "strides", lambda: tuple(strides)))
    if v is None:
        v = b.gen(o, known, role, bound)
    if not (len(starts) == len(limits) == len(strides) == len(v.type.shape)):
        raise Reject("slice attributes of the wrong rank")
    out = [max(0, -(-(lim - s) // k)) for s, lim, k in zip(starts, limits, strides)]
    b.memo.setdefault(("slices_of", v.name), []).append((starts, limits, strides))
    props = (f"limit_indices = {_ints(limits)}, start_indices = {_ints(starts)}, "
             f"strides = {_ints(strides)}")
    return b.emit("stablehlo.slice", [v], v.type.with_shape(out), props)


def _builds_exactly(b: Builder, o: m.Pattern) -> bool:
    """Whether the operand pattern ``o`` of a slice is built as exactly the type asked for:
    a new leaf, or a slice whose own operand and attributes are still open (it plans its
    operand from the type asked for). Only then may the slice tell ``bound_check`` that
    type before building it."""
    if isinstance(o, m.WildPat):
        return True
    if isinstance(o, m.ValuePat):
        return o.name not in b.values
    if isinstance(o, m.OpPat) and _full(o.op) == "stablehlo.slice" and len(o.alts) <= 1 \
            and not o.prefix and not o.traits and len(o.operands) == 1 \
            and isinstance(o.operands[0], (m.ValuePat, m.WildPat)) \
            and b.known_type(o.operands[0]) is None \
            and not (o.type is not None and o.type.names):
        return all(a.kind == "bind" and a.value not in b.attrs for a in o.attrs
                   if a.name in ("start_indices", "limit_indices", "strides"))
    return False


def _window_whole_slice(b: Builder, shape: tuple[int, ...], offsets: Sequence[int],
                        starts: list[int], limits: list[int], strides: list[int]
                        ) -> tuple[list[int], list[int], list[int]]:
    """A slice of ``gather(...)`` (``shape`` its result's, ``offsets`` its window dims) that
    takes every window dim from 0 to its end at one stride, 1 or 2 (every other element of
    each window), or (a third of the time) at a stride of 1 with one window dim of 2 or
    more one element short; its lane dims as drawn."""
    k = b.rng.choice([1, 2, 0])  # 0: one window dim one short
    starts, limits, strides = list(starts), list(limits), list(strides)
    dims = [d for d in offsets if d < len(shape)]
    for d in dims:
        starts[d], limits[d], strides[d] = 0, shape[d], max(k, 1)
    wide = [d for d in dims if shape[d] >= 2]
    if k == 0 and wide:
        limits[b.rng.choice(wide)] -= 1
    return starts, limits, strides


def _seam_slice(b: Builder, shape: tuple[int, ...], parts: tuple[int, list[int]],
                starts: list[int], limits: list[int], strides: list[int]
                ) -> tuple[list[int], list[int], list[int]]:
    """A slice of ``concatenate(...)`` (``shape`` its result's; ``parts`` its dimension and
    its parts' extents along it) that crosses a seam: unit stride along the dimension, from
    inside one non-empty part to inside the next non-empty one (so with three parts or more
    some part is left out); the other dims as drawn."""
    d, sizes = parts
    if d >= len(shape) or sum(sizes) != shape[d]:
        return starts, limits, strides
    offs = [sum(sizes[:i]) for i in range(len(sizes))]
    full = [i for i, n in enumerate(sizes) if n > 0]
    seams = list(itertools.pairwise(full))
    if not seams:
        return starts, limits, strides
    i, j = b.rng.choice(seams)
    starts, limits, strides = list(starts), list(limits), list(strides)
    starts[d] = b.rng.randint(offs[i], offs[i] + sizes[i] - 1)
    limits[d] = b.rng.randint(offs[j] + 1, offs[j] + sizes[j])
    strides[d] = 1
    return starts, limits, strides


def _pad_boundary_slice(b: Builder, shape: tuple[int, ...],
                        pad: tuple[tuple[int, ...], list[int], list[int], list[int]],
                        starts: list[int], limits: list[int], strides: list[int]
                        ) -> tuple[list[int], list[int], list[int]]:
    """A slice of ``pad(x)`` (``shape`` its result's) starting, along one or two dims, at a
    boundary of the pad's geometry: where ``x``'s first element lands (``lo``), one before
    it, just past ``lo + n`` (the end of ``x`` were there no interior padding: with it, still
    inside the data), in an interior gap, at the last data element, or at the first element
    of the high padding; one or two elements long or to the end, unit stride. What rules
    that tell padding from data must get right at the edges."""
    rng = b.rng
    x_shape, lo, _hi, it = pad
    starts, limits, strides = list(starts), list(limits), list(strides)
    for d in rng.sample(range(len(shape)), min(len(shape), rng.choice([1, 1, 2]))):
        n, size = x_shape[d], shape[d]
        end = lo[d] + max(n - 1, 0) * (it[d] + 1) + 1 if n else lo[d]  # past the last datum
        marks = [lo[d], lo[d] - 1, lo[d] + n, end - 1, end]
        if it[d] and n > 1:
            marks += [lo[d] + 1, lo[d] + rng.randrange(1, n) * (it[d] + 1) - 1]
        s = min(max(rng.choice(marks), 0), size)
        lim = size if rng.random() < 0.3 else min(size, s + rng.choice([1, 1, 2]))
        starts[d], limits[d], strides[d] = s, lim, 1
    return starts, limits, strides


def _neighbour_slice(b: Builder, shape: tuple[int, ...], want: TT | None, starts: list[int],
                     limits: list[int], strides: list[int]
                     ) -> tuple[list[int], list[int], list[int]]:
    """A second slice of one value, next to an earlier one along one dim (the others
    equal; the dim is one where the wanted result differs from the earlier slice, as a
    concatenate asks): adjacent to it, overlapping it by one, with a gap of one, or the
    same."""
    rng = b.rng
    starts, limits, strides = list(starts), list(limits), list(strides)
    if len(starts) != len(shape):
        return starts, limits, strides
    d = rng.randrange(len(shape))
    if want is not None and len(want.shape) == len(shape):
        prev = [max(0, -(-(lim - s) // k)) for s, lim, k in zip(starts, limits, strides)]
        differ = [i for i, (a, c) in enumerate(zip(want.shape, prev)) if a != c]
        if differ:
            d = rng.choice(differ)
    strides[d] = 1
    n, s0, l0 = shape[d], starts[d], limits[d]
    rel = rng.choice(["adjacent", "adjacent", "overlap", "gap", "before", "same"])
    if rel == "same":
        return starts, limits, strides
    if rel == "before":  # ends where the earlier one starts
        lo = rng.randint(0, s0)
        return starts[:d] + [lo] + starts[d + 1:], limits[:d] + [s0] + limits[d + 1:], strides
    first = {"adjacent": l0, "overlap": max(0, l0 - 1), "gap": l0 + 1}[rel]
    first = min(first, n)
    last = rng.randint(first, n) if rng.random() < 0.5 else n
    starts[d], limits[d] = first, last
    return starts, limits, strides


def _rand_perm(b: Builder, n: int, moving: bool = False) -> tuple[int, ...]:
    """A random permutation of ``range(n)`` (:meth:`Builder.perm`: at rank 3 or more mostly
    not its own inverse); ``moving``: not the identity (n >= 2)."""
    p = b.perm(n)
    if moving and n > 1 and p == sorted(p):  # swap two neighbours: a bounded draw (prove
        i = b.rng.randrange(n - 1)            # enumerates every path of a rejection loop)
        p[i], p[i + 1] = p[i + 1], p[i]
    return tuple(p)


@generator("transpose")
def _transpose(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    rank = len(known.shape) if known else (len(want.shape) if want else b.rng.choice([2, 3, 3, 1]))
    # over a reshape: mostly a permutation that moves dims (an identity one passes anything)
    of_reshape = isinstance(o, m.OpPat) and _full(o.op) == "stablehlo.reshape"
    perm = list(b.pick(pat, "permutation", lambda: _rand_perm(
        b, rank, moving=of_reshape and rank > 1 and b.rng.random() < 0.6)))
    if known is None:
        if want is not None and len(want.shape) == len(perm):
            inv = [0] * len(perm)
            for i, p in enumerate(perm):
                inv[p] = i
            known = want.with_shape([want.shape[inv[d]] for d in range(len(perm))])
        else:
            known = b.rand_type(rank=len(perm))
    if of_reshape:
        b.memo["reshape_of_transposed"] = True  # see _reshape
    v = b.gen(o, known, role, bound)
    b.memo.pop("reshape_of_transposed", None)
    if sorted(perm) != list(range(len(v.type.shape))):
        raise Reject("permutation does not fit the operand")
    out = [v.type.shape[p] for p in perm]
    return b.emit("stablehlo.transpose", [v], v.type.with_shape(out),
                  f"permutation = {_ints(perm)}")


def _unit_shuffle(b: Builder, shape: tuple[int, ...]) -> tuple[int, ...]:
    """``shape`` with some of its size-1 dims dropped and 0-2 new ones inserted anywhere:
    a reshape that adds AND drops unit dims (the non-unit sizes keep their order)."""
    s = [n for n in shape if n != 1 or b.rng.random() < 0.3]
    for _ in range(b.rng.choice([0, 1, 1, 2])):
        s.insert(b.rng.randint(0, len(s)), 1)
    return tuple(s)


def _reshape_of(b: Builder, shape: tuple[int, ...]) -> tuple[int, ...]:
    """A shape of as many elements as ``shape``: flattened, a unit dim added or dropped,
    unit dims shuffled (added and dropped at once), or refactored."""
    n = math.prod(shape)
    r = b.rng.random()
    if r < 0.2:
        return (n,)
    if r < 0.35:
        s = list(shape)
        s.insert(b.rng.randint(0, len(s)), 1)
        return tuple(s)
    if r < 0.45 and 1 in shape:
        s = list(shape)
        s.remove(1)
        return tuple(s)
    if r < 0.8:
        return _unit_shuffle(b, shape)
    divs = [d for d in range(1, n + 1) if n % d == 0]
    if not divs:  # no element: only unit dims move
        return _unit_shuffle(b, shape)
    d = b.rng.choice(divs)
    if b.rng.random() < 0.3:
        return _unit_shuffle(b, (d, n // d))
    return (d, n // d)


def _moved_sizes(b: Builder, shape: tuple[int, ...]) -> tuple[int, ...]:
    """The operand shape of a reshape a transpose reads, 60% of the time:
    ``shape``'s sizes other than 1 in another order (two of
    them swapped where they differ), unit dims shuffled: a reshape that moves data between
    dims although the sizes that are not 1 are the same ones, the near miss of a reshape
    that only adds or drops unit dims (which a transpose may pass through)."""
    sizes = [n for n in shape if n != 1]
    pairs = [(i, j) for i in range(len(sizes)) for j in range(i + 1, len(sizes))
             if sizes[i] != sizes[j]]
    if pairs:
        i, j = b.rng.choice(pairs)
        sizes[i], sizes[j] = sizes[j], sizes[i]
    return _unit_shuffle(b, tuple(sizes))


def _with_unit_dim(b: Builder, t: TT) -> TT:
    """``t``, 70% of the time with a dim of extent 1 inserted where it has none and rank
    < 3: a reshape's operand mostly has a unit dim to delete."""
    if 1 in t.shape or len(t.shape) >= 3 or b.rng.random() < 0.3:
        return t
    s = list(t.shape)
    s.insert(b.rng.randint(0, len(s)), 1)
    return t.with_shape(s)


@generator("reshape")
def _reshape(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    known = b.known_type(o)
    moved = b.memo.pop("reshape_of_transposed", False)
    _note_unit_reader(b, o)
    if known is None and want is not None and moved and b.rng.random() < 0.6:
        known = want.with_shape(_moved_sizes(b, want.shape))
    elif known is None:
        known = want.with_shape(_reshape_of(b, want.shape)) if want else _with_unit_dim(
            b, b.rand_type())
    v = b.gen(o, known, role, bound)
    units = [i for i, n in enumerate(v.type.shape) if n == 1]
    if want is None and units and b.rng.random() < 0.4:
        # often a unit dim of the operand deleted (the one _with_unit_dim gives it): an
        # extent-1 dim an op made (an edge-padded empty dim, a dim cut to one) then vanishes
        d = b.rng.choice(units)
        out = v.type.with_shape([n for i, n in enumerate(v.type.shape) if i != d])
    else:
        out = want if want is not None and want.numel == v.type.numel else \
            v.type.with_shape(_reshape_of(b, v.type.shape))
    if out.elem != v.type.elem:
        raise Reject("reshape cannot change the element type")
    return b.emit("stablehlo.reshape", [v], out)


def _note_unit_reader(b: Builder, o: m.Pattern) -> None:
    """A reshape or broadcast_in_dim whose operand pattern is a pad: noted for the pad
    (:func:`_pad_reaching`), whose extent-1 dims such an op deletes, moves or expands."""
    if isinstance(o, m.OpPat) and _full(o.op) == "stablehlo.pad":
        b.memo["pad_units_read"] = True


@generator("broadcast_in_dim")
def _broadcast(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    out, dims, known = b.broadcast_plan(b.known_type(o), want)
    _note_unit_reader(b, o)
    dims = list(b.pick(pat, "broadcast_dimensions", lambda: tuple(dims)))
    v = b.gen(o, known, role, bound)
    return b.emit("stablehlo.broadcast_in_dim", [v], out,
                  f"broadcast_dimensions = {_ints(dims)}")


@generator("reverse")
def _reverse(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    (o,) = b.operands(pat)
    t = want or b.known_type(o) or b.rand_type(rank=b.rng.choice([1, 2]))
    dims = list(b.pick(pat, "dimensions", lambda: tuple(
        # any valid dims (none, or in any order) at times
        b.from_domain("stablehlo.reverse", [t])["dimensions"] if b.rng.random() < 0.25 else
        sorted(b.rng.sample(range(len(t.shape)), b.rng.randint(1, max(1, len(t.shape)))))
        if t.shape else ())))
    return b.emit("stablehlo.reverse", [b.gen(o, t, role, bound)], t,
                  f"dimensions = {_ints(dims)}")


@generator("concatenate")
def _concatenate(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats: list[m.Pattern] = []
    for o in pat.operands:
        if isinstance(o, m.RestPat):
            n = b.rng.randint(0, 2) if o.name is None or o.name not in b.values else 0
            if n < 2 and (o.name in b.const_names or o.name in b.related) \
                    and b.rng.random() < 0.6:
                n = b.rng.randint(2, 3)  # parts the rule reads one by one: side by side
            # a sliced concatenate of a variadic list: mostly two or three parts (with one,
            # a slice across the parts' seams, strided or not, is never drawn)
            if n < 2 and len(pat.operands) == 1 and b.memo.pop("sliced_concatenate", False) \
                    and b.rng.random() < 0.6:
                n = b.rng.randint(2, 3)
            pats += b.rest_parts(o, n)
        else:
            pats.append(o)
    if not pats:
        pats = [m.WildPat(pat.loc)]
    if want is not None:
        return _concatenate_of(b, pat, pats, want, role, bound)
    base = b.rand_type(rank=b.rng.choice([1, 1, 2]))
    if not base.shape:
        base = base.with_shape((2,))
    d = int(b.pick(pat, "dimension", lambda: b.rng.randrange(len(base.shape))))
    if d >= len(base.shape):
        raise Reject("concatenate dimension out of range")
    vals: list[Val] = []
    for p in pats:
        # a part of a variadic operand the rule relates: at times a sibling of the value
        # before it (that value, a clone, the slice next to it along d: Builder.sibling)
        sib = None
        if vals and isinstance(p, m.ValuePat) and p.name.endswith("]") \
                and p.name not in b.values:
            sib = b.sibling(p.name, None, vals[-1], d)
        if sib is not None and isinstance(p, m.ValuePat):
            b.values[p.name] = sib
            vals.append(sib)
            continue
        s = list(base.shape)
        s[d] = b.dim()
        kt = b.known_type(p)
        if kt is None and (isinstance(p, m.WildPat) or isinstance(p, m.ValuePat)
                           and p.name not in b.values):
            # a new leaf is built as asked: the result's dim with it, before its values
            part = list(s)
            part[d] += sum(v.type.shape[d] for v in vals if len(v.type.shape) > d)
            b.bound_check(base.with_shape(part))
        vals.append(b.gen(p, kt or base.with_shape(s), role, bound))
        if vals[0].type.shape and len(vals[0].type.shape) == len(vals[-1].type.shape) > d:
            part = list(vals[0].type.shape)  # the result's dim so far (it only grows)
            part[d] = sum(v.type.shape[d] for v in vals if len(v.type.shape) > d)
            b.bound_check(vals[0].type.with_shape(part))
    if any(len(v.type.shape) <= d for v in vals):
        raise Reject("a concatenate part of rank too low for its dimension")
    out = list(vals[0].type.shape)
    out[d] = sum(v.type.shape[d] for v in vals)
    c = b.emit("stablehlo.concatenate", vals, vals[0].type.with_shape(out),
               f"dimension = {d} : i64")
    b.memo.setdefault("concats", {})[c.name] = (d, [v.type.shape[d] for v in vals])
    return c


def _concatenate_of(b: Builder, pat: m.OpPat, pats: list[m.Pattern], want: TT, role: str,
                   bound: int) -> Val:
    """A concatenate of ``pats`` giving ``want``: the dimension and the parts' sizes one of
    every split of the result the op's domain allows (the first part's size drawn first,
    the others among the instances giving ``want``; parts of a known type keep it)."""
    if not want.shape:
        raise Reject("concatenate of rank 0")
    d = int(b.pick(pat, "dimension", lambda: b.rng.randrange(len(want.shape))))
    if not 0 <= d < len(want.shape):
        raise Reject("concatenate dimension out of range")
    kts = [b.known_type(p) for p in pats]
    lo = b.domain_bound().min_dim
    first = kts[0] or want.with_shape(
        [*want.shape[:d], b.rng.randint(min(lo, want.shape[d]), want.shape[d]),
         *want.shape[d + 1:]])
    c = draw_instance(b, pat, "stablehlo.concatenate", [first], want, lambda c: len(
        c.operands) == len(pats) and all(k is None or _tt(t) == k for k, t in zip(kts, c.operands)),
        max_operands=len(pats))
    b.bound_check(want)
    vals = [b.gen(p, _tt(t), role, bound) for p, t in zip(pats, c.operands)]
    if any(v.type != _tt(t) for v, t in zip(vals, c.operands)):
        raise Reject("a concatenate part built of another type than asked")
    r = b.emit("stablehlo.concatenate", vals, want, props_text(c))
    b.memo.setdefault("concats", {})[r.name] = (d, [v.type.shape[d] for v in vals])
    return r


_PAD_ATTRS = ("edge_padding_low", "edge_padding_high", "interior_padding")


@generator("pad")
def _pad(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    x, pv = b.operands(pat)
    units = b.memo.pop("pad_units_read", False)  # a reshape or broadcast reads it
    into = b.memo.get("buffer_pad", False)  # a dynamic_update_slice writes into it: often 2-D
    t = b.known_type(x) or b.rand_type(rank=b.rng.choice([1, 2, 2, 3] if into else [1, 2]))
    kp = b.known_type(pv)
    fixed = kp if kp is not None else want  # the element type is fixed: a shared padding
    if fixed is not None:  # value, or the type a parent asks for
        t = t.with_elem(fixed.elem)
    plan = None
    if want is not None and b.known_type(x) is None and not into:
        plan = _sibling_pad(b, want)
        if plan is None and b.rng.random() < (0.85 if 1 in want.shape else 0.4):
            # the parent's shape: extent-1 dims by padding too (an empty operand dim padded
            # where the operand is a leaf, which can be empty whatever the rule reads);
            # drawn again a few times, mostly, where it breaks a where clause on its
            # attributes
            empty = b.zero_dims or not isinstance(x, m.OpPat)
            plan = _pad_reaching(b, want, empty, units)
            tries = 8 if b.constrained(pat, _PAD_ATTRS) and b.rng.random() < 0.75 else 0
            while plan is not None and tries and \
                    not b.meets(pat, dict(zip(_PAD_ATTRS, plan[1:]))):
                plan, tries = _pad_reaching(b, want, empty, units), tries - 1
    if plan is not None:
        t = t.with_shape(plan[0])
    vx = b.gen(x, t, role, bound)  # an op may not reach the type asked for: pad what it built
    t = vx.type
    r = len(t.shape)
    if plan is not None and t.shape == tuple(plan[0]):
        _, plo, phi, pit = plan
        lo, hi, it = (list(b.pick(pat, name, functools.partial(tuple, v))) for name, v in (
            ("edge_padding_low", plo), ("edge_padding_high", phi), ("interior_padding", pit)))
        return _emit_pad(b, pat, pv, vx, t, lo, hi, it)
    # edge padding: negative (crops), zero and positive; interior padding 0, 1 or 2; a pad
    # a dynamic_update_slice writes into: 70% a buffer (edge padding >= 0, no interior; 15%
    # of them interior padding 1 along one dim, a near miss), of rank 1-3
    buffer = b.memo.pop("buffer_pad", False) and b.rng.random() < 0.7
    if not buffer and r > 1 and b.rng.random() < 0.5:
        # some dims padded, each by one kind of padding (low, high or interior), the others
        # untouched: what rules that allow padding along some dims only must tell apart
        kinds = [b.rng.randrange(-3, 3) for _ in range(r)]  # < 0: untouched
        if max(kinds) < 0:
            kinds[b.rng.randrange(r)] = b.rng.randrange(3)
        sub = [[b.rng.choice([1, 1, 2]) if kinds[j] == c else 0 for j in range(r)]
               for c in range(3)]
        lo, hi, it = (list(b.pick(pat, name, functools.partial(tuple, v))) for name, v in zip(
            ("edge_padding_low", "edge_padding_high", "interior_padding"), sub))
        return _emit_pad(b, pat, pv, vx, t, lo, hi, it)
    if not buffer and r and b.rng.random() < 0.25:  # any valid edge and interior padding
        whole = b.from_domain("stablehlo.pad", [t], max_dim=3)

        def attr(name: str) -> list[int]:
            return list(b.pick(pat, name, lambda: whole[name]))

        lo, hi, it = (attr(n) for n in ("edge_padding_low", "edge_padding_high",
                                        "interior_padding"))
        return _emit_pad(b, pat, pv, vx, t, lo, hi, it)
    edge = [0, 0, 1, 1, 2, 3] if buffer else [-2, -1, -1, 0, 0, 1, 1, 2, 3]
    lo = list(b.pick(pat, "edge_padding_low", lambda: tuple(b.rng.choice(edge) for _ in range(r))))
    shift = not buffer and b.rng.random() < 0.3  # hi = -lo: same shape, contents shifted
    hi = list(b.pick(pat, "edge_padding_high", lambda: tuple(
        -lo[i] if shift and i < len(lo) else b.rng.choice(edge) for i in range(r))))
    it = list(b.pick(pat, "interior_padding", lambda: tuple(
        0 if buffer else b.rng.choice([0, 0, 1, 2]) for _ in range(r))))
    if buffer and r and b.rng.random() < 0.15:  # near miss: interior padding along one dim
        it[b.rng.randrange(r)] = 1
    return _emit_pad(b, pat, pv, vx, t, lo, hi, it)


def _sibling_pad(b: Builder, want: TT
                 ) -> tuple[list[int], list[int], list[int], list[int]] | None:
    """At times (40 %), where this program already holds a pad of ``want``'s shape: that
    pad's operand shape and padding with one dim redrawn (the operand extent, at least one
    element mostly, and a low edge >= 0; mostly a dim the other pad does not fill), half the
    time apart from the other's piece along that dim, else anywhere; the interior padding
    kept, at times one more along another dim (a near miss). Two pads of one result type
    whose boxes agree but along one dim (adjacent, apart, overlapping or nested) are what
    rules merging or comparing pads read; independent draws almost never make them. None
    otherwise."""
    sibs = [v for v in b.memo.get("pads", {}).values()
            if len(v[0]) == len(want.shape) and _padded_shape(*v) == list(want.shape)]
    if not sibs or b.rng.random() >= 0.4:
        return None
    shape, lo, hi, it = (list(p) for p in b.rng.choice(sibs))
    dims = [d for d in range(len(shape)) if want.shape[d] > 0]
    part = [d for d in dims if shape[d] < want.shape[d]]  # where the other leaves room
    if not dims:
        return None
    d = b.rng.choice(part if part and b.rng.random() < 0.8 else dims)
    w, k = want.shape[d], it[d]

    def span(n: int) -> int:
        return n + max(n - 1, 0) * k

    least = 0 if b.zero_dims and b.rng.random() < 0.2 else 1  # mostly a piece, not nothing
    pieces = [(n, low) for n in range(least, w + 1) for low in range(w - span(n) + 1)
              if (n, low) != (shape[d], lo[d])]
    apart = [(n, low) for n, low in pieces
             if low >= lo[d] + span(shape[d]) or lo[d] >= low + span(n)]
    pool = apart if apart and b.rng.random() < 0.5 else pieces
    if not pool:
        return None
    shape[d], lo[d] = b.rng.choice(pool)
    hi[d] = w - lo[d] - span(shape[d])
    others = [j for j in range(len(shape)) if j != d and shape[j] > 1]
    if others and b.rng.random() < 0.15:  # a near miss: interior padding along another dim
        j = b.rng.choice(others)
        it[j] += 1
        hi[j] -= shape[j] - 1
    return shape, lo, hi, it


# the ways a pad reaches a dim of extent 1 from an operand dim that is not a plain unit dim
# (operand extent, low, high): an empty dim padded by one on either side; a dim of two cut
# by one negative edge; a longer one cut down by both, a unit dim shifted (one edge +1, the
# other -1)
_UNIT_FROM_EMPTY = ((0, 1, 0), (0, 0, 1))
_UNIT_CUT_BY_ONE = ((2, -1, 0), (2, 0, -1))
_UNIT_REACHES = ((3, -1, -1), (3, -2, 0), (3, 0, -2), (1, 1, -1), (1, -1, 1))


def _pad_reaching(b: Builder, want: TT, empty: bool, units: bool = False
                  ) -> tuple[list[int], list[int], list[int], list[int]] | None:
    """An operand shape and edge and interior padding whose pad has ``want``'s shape, each
    dim drawn from the op's domain around it: negative edges that cut the operand, positive
    ones over an empty dim (where the rule reads element counts, or ``empty``), interior
    padding; at times (rank > 1) each dim untouched or padded by one kind of padding only;
    a dim of extent 1 mostly either a plain unit dim or one of
    :data:`_UNIT_FROM_EMPTY` (only where ``empty``), :data:`_UNIT_CUT_BY_ONE` or
    :data:`_UNIT_REACHES`. ``units``: a reshape or broadcast_in_dim reads the pad (it deletes,
    moves or expands the extent-1 dims), so those are mostly reached by padding (a plain one
    a fifth of the time, by one cut edge two in five) and seldom left untouched by the
    some-dims plan. None where a dim finds none in a few draws."""
    rng, least = b.rng, 0 if b.zero_dims else 1
    plan: tuple[list[int], list[int], list[int], list[int]] = ([], [], [], [])
    units = units and 1 in want.shape
    plain, from_empty = (0.2, 0.45) if units else (0.25, 0.6)
    if len(want.shape) > 1 and rng.random() < (0.15 if units else 0.4):
        # some dims padded, each by one kind of padding, the others untouched (as _pad's)
        for w in want.shape:
            kind, a = rng.randrange(-3, 3), rng.choice([1, 1, 2])
            n, lo, hi, it = w, 0, 0, 0
            if kind in (0, 1) and w - a >= least:
                n, lo, hi = w - a, a if kind == 0 else 0, a if kind == 1 else 0
            elif kind == 2 and w >= 3 and (w + a) % (a + 1) == 0:
                n, it = (w + a) // (a + 1), a
            for part, v in zip(plan, (n, lo, hi, it)):
                part.append(v)
        return plan
    for w in want.shape:
        if w == 1 and rng.random() < 0.8:  # plain, from an empty dim, cut by one edge or
            u = rng.random()  # another reach: 25/35/25/15% (units: 20/25/40/15%)
            n, lo, hi = (1, 0, 0) if u < plain else rng.choice(
                _UNIT_FROM_EMPTY if u < from_empty and empty else
                _UNIT_CUT_BY_ONE if u < 0.85 else _UNIT_REACHES)
            # interior padding changes nothing at <= 1 element: mostly none, a plain unit
            # dim's often some (padding whose every edge is 0 but not it)
            it = rng.choice([0, 0, 1, 2] if (n, lo, hi) == (1, 0, 0) else [0, 0, 0, 1]) \
                if n <= 1 else 0
        else:
            for _ in range(8):
                n, lo, it = rng.randint(least, w + 2), rng.choice([-2, -1, 0, 0, 1, 2]), \
                    rng.choice([0, 0, 1, 2])
                hi = w - lo - n - max(n - 1, 0) * it
                if -3 <= hi <= 3:
                    break
            else:
                return None
        for part, v in zip(plan, (n, lo, hi, it)):
            part.append(v)
    return plan


def _padded_shape(shape: Sequence[int], lo: Sequence[int], hi: Sequence[int],
                  it: Sequence[int]) -> list[int]:
    """The shape of ``shape`` padded by ``lo``, ``hi`` and interior ``it`` (a dim may come
    out negative: the caller rejects it)."""
    return [a + c + n + max(n - 1, 0) * i for n, a, c, i in zip(shape, lo, hi, it)]


def _emit_pad(b: Builder, pat: m.OpPat, pv: m.Pattern, vx: Val, t: TT, lo: list[int],
              hi: list[int], it: list[int]) -> Val:
    """The pad of ``vx`` (of type ``t``) by ``lo``, ``hi`` and ``it``, its padding value
    built from ``pv``."""
    vp = b.gen(pv, t.with_shape(()))
    out = _padded_shape(t.shape, lo, hi, it)
    if any(o < 0 for o in out):
        raise Reject("negative padded size")
    props = (f"edge_padding_high = {_ints(hi)}, edge_padding_low = {_ints(lo)}, "
             f"interior_padding = {_ints(it)}")
    v = b.emit("stablehlo.pad", [vx, vp], t.with_shape(out), props)
    b.memo.setdefault("pads", {})[v.name] = (t.shape, lo, hi, it)
    return v


@generator("dynamic_slice")
def _dynamic_slice(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = list(pat.operands)
    x = pats[0]
    t = b.known_type(x)
    if t is None and want is not None:  # an operand holding the result: as large or more
        t = want.with_shape([n + b.rng.choice([0, 0, 1, 2]) for n in want.shape])
    # of rank 0 at times (no start index, sizes []); rank 3 a third of the time: a start
    # per dim of three, where a permutation of the dims may differ from its inverse
    t = t or b.rand_type(rank=b.rng.choice([0, 1, 2, 2, 3, 3]))
    it = _index_elem(b)
    if it in ("i8", "ui8") and t.shape and b.known_type(x) is None and b.rng.random() < 0.85:
        t = _past_index_range(b, t, it)
    vx = b.gen(x, t, role, bound)
    idx: list[Val] = []
    rest, const = _rest_indices(b, pat, pats[1:], len(vx.type.shape))
    for p, n in zip(rest, vx.type.shape):
        idx.append(_start_index(b, p, const, n, it))
    # every slice size the op allows (up to the dim; 0 where the builder draws empty dims),
    # or every one giving the asked-for result
    lo = b.domain_bound().min_dim
    top = int_range(it)[1]
    past = [d for d, n in enumerate(vx.type.shape) if n > top + 1]
    if want is None and past and b.rng.random() < 0.7:
        # along a dim longer than the index type's range: mostly a window short enough
        # that starts past the range are valid (the clamp bound exceeds the type too)
        shape = vx.type.shape
        sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(
            b.rng.randint(max(lo, min(1, n)), n - top - 1) if d in past else
            b.rng.randint(lo, n) for d, n in enumerate(shape))))
        if len(sizes) == len(shape) and all(0 <= z <= n for z, n in zip(sizes, shape)):
            return b.emit("stablehlo.dynamic_slice", [vx, *idx], vx.type.with_shape(sizes),
                          f"slice_sizes = {_ints(sizes)}")
    try:
        c = draw_instance(b, pat, "stablehlo.dynamic_slice", [vx.type], want,
                          lambda c: min(c.results[0][0], default=lo) >= lo)
    except Reject:
        if want is None or not past:
            raise
        # a result type asked for over a dim past the index type's range: too many
        # instances to list, and the one giving it (its sizes are the result's shape) is
        # seldom among the step draws
        sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(want.shape)))
        if sizes != list(want.shape) or len(sizes) != len(vx.type.shape) or any(
                not 0 <= z <= n for z, n in zip(sizes, vx.type.shape)):
            raise
        return b.emit("stablehlo.dynamic_slice", [vx, *idx], want,
                      f"slice_sizes = {_ints(sizes)}")
    return b.emit("stablehlo.dynamic_slice", [vx, *idx], _tt(c.results[0]), props_text(c))


@generator("dynamic_update_slice")
def _dus(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = list(pat.operands)
    t = want or b.known_type(pats[0]) or b.rand_type(rank=b.rng.choice([1, 2]))
    if isinstance(pats[0], m.OpPat) and _full(pats[0].op) == "stablehlo.pad":
        b.memo["buffer_pad"] = True
    vx = b.gen(pats[0], t, role, bound)
    b.memo.pop("buffer_pad", None)
    t = vx.type  # an op may not reach the type asked for (a pad): update what it built
    beside = _beside_pad(b, vx)
    ut = b.known_type(pats[1])
    if ut is None and beside:
        ut = t.with_shape(beside[0])
    if ut is None:  # every update the op allows (each dim up to the operand's; 0 where
        # the builder draws empty dims)
        lo = b.domain_bound().min_dim
        c = draw_instance(b, pat, "stablehlo.dynamic_update_slice", [t],
                          keep=lambda c: min(c.operands[1][0], default=lo) >= lo)
        ut = _tt(c.operands[1])
    vu = b.gen(pats[1], ut)
    rest, const = _rest_indices(b, pat, pats[2:], len(t.shape))
    idx = []
    for j, (p, n) in enumerate(zip(rest, t.shape)):
        if beside and j < len(beside[1]):
            b.index_hint = ((), [beside[1][j]])
        idx.append(_start_index(b, p, const, n))
        b.index_hint = None
    return b.emit("stablehlo.dynamic_update_slice", [vx, vu, *idx], t)


def _rest_indices(b: Builder, pat: m.OpPat, rest: list[m.Pattern | m.RestPat],
                  rank: int) -> tuple[list[m.Pattern | m.RestPat], bool | None]:
    """The start-index operand patterns of a dynamic slice/update (one per dim when the
    pattern has none or one variadic ``%is...``), and how to build them: None, by their
    patterns; True, as constants; False, as arguments. The last two when the rule's checks
    want ``%is`` constant (``all(is_constant(%i) for %i in %is)``): constants 90% of the
    time, else arguments (the near miss; a leaf there would often be a constant again, one
    program reached by both branches)."""
    if not rest:
        return [m.WildPat(pat.loc) for _ in range(rank)], None
    only = rest[0]
    if len(rest) == 1 and isinstance(only, m.RestPat) and only.name in b.repeated:
        # one list of starts the pattern names twice: the same values both times
        return [m.ValuePat(pat.loc, name=f"{only.name}[{k}]") for k in range(rank)], None
    if len(rest) == 1 and isinstance(only, m.RestPat):
        wants = only.name is not None and only.name in b.const_names
        return [m.WildPat(pat.loc) for _ in range(rank)], (b.rng.random() < 0.9) if wants else None
    return rest, None


def _index_elem(b: Builder) -> str:
    """The element type of a dynamic_slice's start indices: i32, or two times in five a
    wider, an unsigned or (most often) a narrow one (i8: an extent past 127 overflows it)."""
    if b.rng.random() < 0.6:
        return "i32"
    return b.rng.choice(["i64", "ui32", "i16", "ui8", "i8", "i8", "i8"])


def _past_index_range(b: Builder, t: TT, it: str) -> TT:
    """``t`` with one dim longer than the largest value of the index type ``it``."""
    top = int_range(it)[1]
    d = b.rng.randrange(len(t.shape))
    return t.with_shape([top + b.rng.randint(2, 40) if i == d else n
                         for i, n in enumerate(t.shape)])


def _start_index(b: Builder, p: m.Pattern | m.RestPat, const: bool | None, n: int,
                 elem: str = "i32") -> Val:
    """One start index of extent ``n`` and element type ``elem``, built as
    :func:`_rest_indices` says."""
    t = TT((), elem)
    if const is None:
        return b.gen(p, t, "index", n)
    return b.constant(t, "index", n) if const else b.arg(t, n)


def _beside_pad(b: Builder, vx: Val) -> tuple[list[int], list[int]] | None:
    """When a dynamic_update_slice writes into a pad of ``a`` built here with edge padding
    >= 0 and no interior padding (a buffer), 70% of the time: an update shape and starts
    that put the update exactly beside ``a`` along one dim d (after it, or before it),
    the same box as ``a`` on every other dim; or a near miss (30%): one start off by one
    (a gap, an overlap, or another dim), one other extent one short, or a start past the
    end or below 0 (clamped into the buffer by the op). Near misses are 50%, of rank 2 and more 60% of them the start one off along
    another dim than d (the box beside ``a`` but shifted: what the tests of which dims
    differ from ``a``'s box reject), and most other shifts along d (a gap or an overlap)."""
    pad = b.memo.get("pads", {}).get(vx.name)
    rng = b.rng
    if pad is None or rng.random() < 0.3:
        return None
    shape, lo, hi, it = pad
    if any(v < 0 for v in (*lo, *hi, *it)) or not shape:
        return None
    r = len(shape)
    d = rng.randrange(r)
    after = rng.random() < 0.5
    room = hi[d] if after else lo[d]
    if room == 0:
        return None
    ext = list(shape)
    ext[d] = rng.randint(1, room)
    at = list(lo)
    at[d] = lo[d] + shape[d] if after else lo[d] - ext[d]
    if rng.random() < 0.5:
        kind = rng.choice(["shift", "shift", "short", "past", "negative"])
        c = rng.randrange(r)
        if r > 1 and rng.random() < 0.6:  # one off beside a along another dim
            kind, c = "shift", rng.choice([e for e in range(r) if e != d])
        elif kind == "shift" and rng.random() < 0.6:  # a gap or an overlap beside a
            c = d
        if kind == "shift":
            at[c] += rng.choice([-1, 1])
        elif kind == "short" and r > 1 and ext[(d + 1) % r] > 1:
            ext[(d + 1) % r] -= 1
        elif kind == "past":
            at[d] = lo[d] + shape[d] + hi[d] + rng.randint(0, 2)
        elif kind == "negative":
            at[d] = -1
    return ext, at
