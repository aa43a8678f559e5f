"""Generators of gather and scatter."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence
from typing import Any

from hlorules.dialect import domains as dm
from hlorules.rules import model as m

from .generate_base import _DimField, _dims_struct, _full, _index_values, _ints
from .generate_control import _body_kind, _neutral_into_body, _scatter_body
from .generate_core import TT, Builder, Reject, Val, generator
from .generate_domain import DOMAIN_SHARE, draw_instance, props_text
from .generate_index_hints import (
    _hint_affine_indices,
    _hint_holed_mask,
    _hint_masked_store,
    _hint_run_indices,
    _hint_sink_indices,
    _hint_store_run,
)
from .generate_layout import (
    _crossing_layout,
    _emit_layout_gather,
    _Family,
    _family,
    _gather_general,
    _gs_operand,
    _hint_gather_indices,
    _hint_store_indices,
    _index_type,
    _lanes_aside,
    _Layout,
    _layout_fits,
    _note_store,
    _operand_for,
    _reads_chain,
    _shared_layout,
    _store_input,
    _store_sizes,
    _window_size,
)
from .generate_needs import reads_gather_index_values, splits_starts

# the near misses of a blocked-repeat gather, one per program (see _gather_repeat)
_REPEAT_MISSES = ("index_map", "collapsed", "sizes", "positions")


def _gather_repeat(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, role: str,
                   bound: int) -> Val:
    """A gather that takes every row of one operand dim d r times in order (an unrolled
    loop's ``x[:, sel]``, ``sel = [0]*r + [1]*r + ...``: constant indices k // r, one per
    lane, d collapsed, every other dim's window whole, the lanes at d's place in the
    result), half of the time with one near miss of that layout: a second indexed dim
    (whole window, so its start clamps to 0), a unit dim before d collapsed too, one other
    window one short, or the lanes at another place in the result. The indices keep the
    blocked values in each case, so a rule that drops one layout test fires on them."""
    rng = b.rng
    kx = b.known_type(xp)
    x = kx or b.rand_type(rank=rng.choice([1, 2, 2, 3]))
    if not x.shape or 0 in x.shape:
        raise Reject("a blocked-repeat gather of a rank-0 or empty operand")
    if kx is None and x.elem == "i1":
        x = x.with_elem("f32")
    miss = rng.choice(_REPEAT_MISSES) if rng.random() < 0.5 else ""
    shape = list(x.shape)
    d = rng.randrange(len(shape))
    if miss == "collapsed" and kx is None:  # a unit dim before d, collapsed with it
        shape.insert(rng.randint(0, d), 1)
        d += 1
    others = [e for e in range(len(shape)) if e != d]
    r = rng.choice([2, 4]) if miss == "index_map" else rng.randint(1, 3)
    n = shape[d] * r
    index_map, collapsed = [d], [d]
    sizes = [1 if e == d else s for e, s in enumerate(shape)]
    if miss == "index_map" and others:
        index_map.append(rng.choice(others))
    elif miss == "collapsed" and shape[:d].count(1):
        collapsed.insert(0, rng.choice([e for e in range(d) if shape[e] == 1]))
    elif miss == "sizes" and any(shape[e] >= 2 for e in others):
        e = rng.choice([e for e in others if shape[e] >= 2])
        sizes[e] -= 1
    lanes = n // len(index_map)
    rank_out = 1 + len(shape) - len(collapsed)
    at = min(d, rank_out - 1)  # where the lanes go in the result
    if miss == "positions" and rank_out > 1:
        at = rng.choice([i for i in range(rank_out) if i != at])
    lay = _Layout(len(shape), tuple(index_map), tuple(collapsed), (lanes,), 1, False,
                  tuple(i for i in range(rank_out) if i != at))
    vx = b.gen(xp, x.with_shape(shape), role, bound)
    if list(vx.type.shape) != shape:
        raise Reject("gather operand of an unexpected shape")
    it = lay.index_type()
    b.index_hint = (it.shape, [k // r for k in range(n)])
    vi = b.gen(ip, it, "index", max(shape))
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    return _emit_layout_gather(b, pat, vx, vi, lay, sizes, len(shape))


# ---- affine starts over several index batch dims

_AFFINE_MISSES = ("off", "shared", "cancel", "cancel", "wide", "wide")


def _gather_affine(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, role: str,
                   bound: int) -> Val:
    """A gather whose constant indices have two or three index batch dims (of 1-4 lanes),
    the window starts affine in the lane (:func:`_hint_affine_indices`), over an operand of
    rank 2 or 3 of which all dims or all but one are indexed (room for each batch dim to
    step its own dim, or for a batch dim to step two), 9 times in 10 with one of that
    hint's near misses (a near miss is what a wrong rule fires on beyond the rule; the
    last two twice as likely as the first two): one lane off by one, two batch dims stepping one
    operand dim, a batch dim stepping two of which another steps one back ("cancel": each
    dim's steps summed over the batch dims name one batch dim, which only the rule's
    one-dim-per-batch-dim clause tells apart), a window 2 wide along a stepped dim. Window
    dims and batch dims interleave at random in the result, and the dims collapsed are
    drawn among the indexed unit windows (the other layouts give one batch dim mostly)."""
    rng = b.rng
    kx = b.known_type(xp)
    miss = rng.choice(_AFFINE_MISSES) if rng.random() < 0.9 else ""
    x = kx or _gs_operand(b, [2, 3, 3])
    if not x.shape or 0 in x.shape:
        raise Reject("an affine gather of a rank-0 or empty operand")
    if kx is None and x.elem == "i1":
        x = x.with_elem("f32")
    r = len(x.shape)
    index_map = tuple(rng.sample(range(r), r if rng.random() < 0.7 else max(1, r - 1)))
    batch = tuple(rng.choice([1, 2, 2, 3, 4]) for _ in range(rng.choice([2, 2, 3])))
    ivd = rng.randint(0, len(batch))
    sizes = [_window_size(b, n) for n in x.shape]
    vx = b.gen(xp, x, role, bound)
    if vx.type.shape != x.shape:
        raise Reject("gather operand of an unexpected shape")
    it = TT(batch[:ivd] + (len(index_map),) + batch[ivd:], "i32")
    sizes = _hint_affine_indices(b, x, index_map, sizes, it, ivd, False, miss)
    collapsed = tuple(sorted(d for d in index_map if sizes[d] == 1 and rng.random() < 0.7))
    nw = r - len(collapsed)
    lay = _Layout(r, index_map, collapsed, batch, ivd, False,
                  tuple(sorted(rng.sample(range(len(batch) + nw), nw))))
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    return _emit_layout_gather(b, pat, vx, vi, lay, sizes, r)


# ---- a gather of rows of a gather (the layout clauses of a rule over one)

_ROWS_MISSES = ("inner_vector", "inner_offsets", "outer_map", "outer_offsets", "outer_short",
                "outer_kept")


def _gather_of_rows(b: Builder, pat: m.OpPat, xp: m.OpPat, ip: m.Pattern, role: str,
                    bound: int) -> Val:
    """A gather of whole rows of a gather (rules that read an inner gather's indices, over a
    gather of a gather, not reading window starts): the inner gather's indices one row
    per lane (index vector last, 1-4 lanes), its window dims after the lane dim; the outer
    gather's indices one row index per lane, collapsing the lane dim and taking every other
    dim whole. 80% of the time one layout near miss: the inner index vector leading, the
    inner lane dim after its windows, the outer indexing another dim than the lanes, the
    outer lane dim after its windows, an outer window one short, or the lane dim kept as a
    window of 1 (each a layout clause such a rule needs that the others do not imply)."""
    rng = b.rng
    (xq, iq) = b.operands(xp)
    miss = rng.choice(_ROWS_MISSES) if rng.random() < 0.8 else ""
    x = b.rand_type(rank=rng.choice([1, 2, 2, 3]))
    if x.elem == "i1":
        x = x.with_elem("f32")
    r = len(x.shape)
    index_map = tuple(rng.sample(range(r), rng.randint(1, r)))
    collapsed = tuple(sorted(d for d in index_map if rng.random() < 0.6))
    sizes = [1 if d in collapsed else _window_size(b, n) for d, n in enumerate(x.shape)]
    n, nw = rng.randint(1, 4), r - len(collapsed)
    lead = miss == "inner_vector" and len(index_map) > 1  # a [k, n] index: vector dim 0
    inner = _Layout(r, index_map, collapsed, (n,), 0 if lead else 1, False,
                    tuple(range(nw)) if miss == "inner_offsets" and nw else tuple(range(1, nw + 1)))
    vx = b.gen(xq, x, role, bound)
    if vx.type.shape != x.shape:
        raise Reject("gather operand of an unexpected shape")
    vi = b.gen(iq, inner.index_type(), "index", max(x.shape))
    if not _layout_fits(inner, vi.type):
        raise Reject("gather indices of unexpected shape")
    vh = _emit_layout_gather(b, xp, vx, vi, inner, sizes, r)
    if xp.bind:
        b.values[xp.bind] = vh
    h = vh.type.shape
    lanes = 0  # the outer gather takes rows of h's dim 0 (a window dim for inner_offsets)
    others = [q for q in range(len(h)) if q != lanes]
    dim = rng.choice(others) if miss == "outer_map" and others else lanes
    kept = miss == "outer_kept"
    osizes = [1 if q == lanes else h[q] for q in range(len(h))]
    short = [q for q in others if h[q] >= 2]
    if miss == "outer_short" and short:
        osizes[rng.choice(short)] -= 1
    ocol = () if kept else (lanes,)
    onw = len(h) - len(ocol)
    outer = _Layout(len(h), (dim,), ocol, (rng.randint(1, 4),), 1, False,
                    tuple(range(onw)) if miss == "outer_offsets" and onw else tuple(range(1, onw + 1)))
    vj = b.gen(ip, outer.index_type(), "index", n + 1)
    if not _layout_fits(outer, vj.type):
        raise Reject("gather indices of unexpected shape")
    return _emit_layout_gather(b, pat, vh, vj, outer, osizes, len(h))


def _gather_of_lanes(b: Builder, xp: m.OpPat, ip: m.Pattern, pat: m.OpPat, role: str,
                     bound: int) -> Val:
    """A gather of a gather's lanes (rules that read window starts, for a gather whose operand
    is a gather): the inner gather drawn first (70% of the time a random layout: at times
    two or more index batch dims), then an outer gather whose indices address exactly the
    inner one's lanes (its index batch dims, wherever they lie, in a random order) and
    collapse them, taking every other dim whole; near misses: one lane dim kept as a window
    dim of size 1, or a window one element short of a dim."""
    rng = b.rng
    if rng.random() < 0.7:
        b.memo["gs_family"] = _Family("general", rng.randint(1, 4))
    vh = b.gen(xp, None, role, bound)
    h = vh.type
    offsets = b.memo.get(("gather_offsets", vh.name))
    if offsets is None or not h.shape or 0 in h.shape:
        raise Reject("a gather of lanes over an operand that is not a generated gather")
    r = len(h.shape)
    lanes = [q for q in range(r) if q not in offsets] or [rng.randrange(r)]
    index_map = tuple(rng.sample(lanes, len(lanes)))
    collapsed = tuple(sorted(lanes))
    if len(collapsed) > 1 and rng.random() < 0.1:  # near miss: a lane dim kept
        collapsed = tuple(sorted(rng.sample(collapsed, len(collapsed) - 1)))
    sizes = [1 if q in lanes else h.shape[q] - (h.shape[q] > 1 and rng.random() < 0.3)
             for q in range(r)]
    batch = tuple(rng.randint(1, 4) for _ in range(rng.choice([1, 1, 2])))
    implicit = len(index_map) == 1 and rng.random() < 0.3
    ivd = len(batch) if implicit else rng.randint(0, len(batch))
    nw = r - len(collapsed)
    pos = tuple(sorted(rng.sample(range(len(batch) + nw), nw)))
    lay = _Layout(r, index_map, collapsed, batch, ivd, implicit, pos)
    vi = b.gen(ip, lay.index_type(), "index", max(h.shape))
    if not _layout_fits(lay, vi.type):
        raise Reject("gather indices of unexpected shape")
    dn: list[_DimField] = [
        ("offset_dims", list(pos)), ("collapsed_slice_dims", list(collapsed)),
        ("start_index_map", list(index_map)), ("index_vector_dim", ivd)]
    props = (f"dimension_numbers = {_dims_struct('gather', dn)}, indices_are_sorted = false, "
             f"slice_sizes = {_ints(sizes)}")
    return b.emit("stablehlo.gather", [vh, vi], h.with_shape(lay.outer_shape(sizes)), props)


@generator("gather")
def _gather(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    xp, ip = b.operands(pat)
    # rules that read a gather's constant index values: at times indices k // r
    if want is None and reads_gather_index_values(b.rule) and b.rng.random() < 0.6:
        return _gather_repeat(b, pat, xp, ip, role, bound)
    # rules that read window starts affinely: mostly two or three index batch dims
    if want is None and b.affine and b.rng.random() < 0.8:
        return _gather_affine(b, pat, xp, ip, role, bound)
    # over a gather of a gather, rules that do not read window starts: mostly whole rows of
    # the inner one, with a layout near miss
    if not b.runs and isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.gather" \
            and want is None and b.known_type(xp) is None and b.rng.random() < 0.6:
        return _gather_of_rows(b, pat, xp, ip, role, bound)
    # rules that read window starts, over a gather of a gather: half of the time the outer
    # one takes whole lanes of the inner one
    if b.runs and isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.gather" \
            and b.known_type(xp) is None and b.rng.random() < 0.5:
        return _gather_of_lanes(b, xp, ip, pat, role, bound)
    # at times (check only, over an operand that is not a gather or scatter, with which
    # the layouts below coordinate it): a layout drawn from the gather's whole domain
    if want is None and not b.domain_first and not _reads_windows_of(xp) \
            and b.rng.random() < _drawn_share(b):
        return _gather_drawn(b, pat, xp, ip, role, bound)
    fam = _family(b)
    if isinstance(xp, m.OpPat) and _full(xp.op) == "stablehlo.gather":
        b.memo["gs_vary_family"] = True
    kx, ki = b.known_type(xp), b.known_type(ip)
    if fam.kind != "general" and _reads_chain(b, xp, kx, ki) and b.rng.random() < 0.5:
        # a gather over a chain of stores: mostly a general layout, which its stores share
        # (the other families lay a store out as the gather)
        fam = b.memo["gs_family"] = dataclasses.replace(fam, kind="general")
    if fam.kind == "general" or ki is not None and len(ki.shape) != 2:
        return _gather_general(b, xp, ip, pat, want, role, bound, kx, ki)
    if ki is not None and len(ki.shape) == 2:
        fam = _Family(fam.kind, ki.shape[0])
    x = _operand_for(b, fam, kx, want)
    if not x.shape or x.elem == "i1" and b.rng.random() < 0.5:
        x = x.with_shape(x.shape or (4,)).with_elem("f32")
    vx = b.gen(xp, x, role, bound)
    x = vx.type
    r = len(x.shape)
    dn: list[_DimField]
    out: tuple[int, ...]
    if fam.kind == "points":
        dn = [("collapsed_slice_dims", list(range(r))), ("start_index_map", list(range(r))),
              ("index_vector_dim", 1)]
        sizes = [1] * r
        out = (fam.k,)
    elif fam.kind == "rows":
        dn = [("offset_dims", list(range(1, r))), ("collapsed_slice_dims", [0]),
              ("start_index_map", [0]), ("index_vector_dim", 1)]
        sizes = [1, *x.shape[1:]]
        out = (fam.k, *x.shape[1:])
    else:
        sizes = _store_sizes(b, [b.rng.randint(min(1, n), n) for n in x.shape])  # 0: empty dim
        dn = [("offset_dims", list(range(1, r + 1))), ("start_index_map", [0]),
              ("index_vector_dim", 1)]
        out = (fam.k, *sizes)
    it = ki or _index_type(fam, x)
    if len(it.shape) == 2:
        _hint_gather_indices(b, x, range(r) if fam.kind == "points" else [0], sizes, it, 1,
                             False)
        sizes = _hint_run_indices(b, x, range(r) if fam.kind == "points" else [0], sizes,
                                  it, 1, False)
        if fam.kind == "windows":
            out = (fam.k, *sizes)
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    if len(vi.type.shape) != 2:
        raise Reject("gather indices of unexpected rank")
    sizes = list(b.pick(pat, "slice_sizes", lambda: tuple(sizes)))
    props = (f"dimension_numbers = {_dims_struct('gather', dn)}, indices_are_sorted = false, "
             f"slice_sizes = {_ints(sizes)}")
    v = b.emit("stablehlo.gather", [vx, vi], x.with_shape(out), props)
    offsets = dict(dn).get("offset_dims", [])
    b.memo[("gather_offsets", v.name)] = tuple(offsets) if isinstance(offsets, list) else ()
    return v


def _vector_width(it: TT, lay: _Layout | None) -> int:
    """The entries of an index vector of indices ``it`` laid out as ``lay`` (None: a
    family's layout, the vector dim 1)."""
    if lay is None:
        return it.shape[1] if len(it.shape) == 2 else 1
    return 1 if lay.implicit else it.shape[lay.ivd]


def _xla_gathers(c: Any) -> bool:
    """Whether instance ``c`` keeps off what XLA's CPU gather expander aborts the process
    on: a collapsed dim of slice size 0, which StableHLO allows (xla.compile refuses it in
    a gather, not in a dynamic_gather, which reads its slice sizes from an operand); a
    batching dim of slice size 0 is kept off too."""
    dn, sizes = dict(c.attributes["dimension_numbers"]), c.attributes["slice_sizes"]
    return all(sizes[d] for d in (*dn["collapsed_slice_dims"], *dn["operand_batching_dims"]))


def _gather_drawn(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, role: str,
                  bound: int) -> Val:
    """A gather whose dimension numbers and slice sizes are one instance of its domain over
    the operand and index types built (index batch rank 0 to 2, the index vector dim
    anywhere or implicit) that XLA runs (:func:`_xla_gathers`), its indices not declared
    sorted (the generator's index values are not)."""
    kx, ki = b.known_type(xp), b.known_type(ip)
    x = kx or _drawn_operand_type(b)
    if not x.shape:
        x = x.with_shape((b.dim(),))
    vx = b.gen(xp, x, role, bound)
    x = vx.type
    it, ivd = (ki, None) if ki is not None else _drawn_index_type(b, x)
    at = _vector_at(ivd, "dimension_numbers")
    lo = b.domain_bound().min_dim  # empty windows only where the builder draws empty dims
    c = draw_instance(b, pat, "stablehlo.gather", [x, it], keep=lambda c: _xla_gathers(c) and min(
        c.attributes["slice_sizes"], default=lo) >= lo and at(c))
    c = _unflagged(b, pat, c)
    dn = dict(c.attributes["dimension_numbers"])
    sizes = _hint_drawn(b, x, it, dn, c.attributes["slice_sizes"],
                        (dn["offset_dims"], dn["collapsed_slice_dims"]), store=False)
    out = TT(dm.gather_result(x.shape, it.shape, dn, sizes), x.elem)
    c = dataclasses.replace(c, attrs=tuple((k, tuple(sizes) if k == "slice_sizes" else v)
                                           for k, v in c.attrs))
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    b.memo.pop("next_index_hint", None)
    v = b.emit("stablehlo.gather", [vx, vi], out, props_text(c))
    b.memo[("gather_offsets", v.name)] = tuple(dict(c.attributes["dimension_numbers"])[
        "offset_dims"])
    return v


_SCATTER_FIELDS = ("update_window_dims", "inserted_window_dims", "input_batching_dims",
                   "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
                   "index_vector_dim")
_GATHER_FIELDS = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                  "start_indices_batching_dims", "start_index_map", "index_vector_dim")


_FLAGS = ("indices_are_sorted", "unique_indices")


def _unflagged(b: Builder, pat: m.OpPat, c: Any) -> Any:
    """Instance ``c`` declaring its indices neither sorted nor unique (the generator's index
    values are neither), the pattern's variables bound to those flags rebound to false."""
    for a in pat.attrs:
        if a.kind == "bind" and a.name in _FLAGS:
            b.attrs[a.value] = False
    return dataclasses.replace(c, attrs=tuple((k, False if k in _FLAGS else v)
                                              for k, v in c.attrs))


def _reads_windows_of(p: m.Pattern) -> bool:
    """Whether pattern ``p`` is a gather or scatter (a gather over one reads its windows)."""
    return isinstance(p, m.OpPat) and _full(p.op) in ("stablehlo.gather", "stablehlo.scatter")


def _drawn_share(b: Builder) -> float:
    """How often check draws a gather or scatter from its whole domain: the domain share,
    a third of it for rules whose builtins read window starts or chains of stores (their
    other layouts are laid out for the index values those builtins need)."""
    return DOMAIN_SHARE if b.affine or not (b.runs or b.chains) else DOMAIN_SHARE / 3


def _drawn_operand_type(b: Builder) -> TT:
    """The operand type of a gather or scatter drawn from its domain, where nothing fixes it:
    rank 1 to 3; for rules whose builtins ask whether starts are affine in the lane, rank 2
    or 3 with dims of 2 or more (room for a grid of lanes to step two dims)."""
    if not b.affine:
        return b.rand_type(rank=b.rng.choice([1, 2, 2, 3]))
    return TT(b.shape(b.rng.choice([2, 2, 3]), lo=2), b.elem())


def _drawn_index_type(b: Builder, x: TT) -> tuple[TT, int | None]:
    """The index type of a gather or scatter drawn from its domain over operand ``x``, and
    the index vector dim it is drawn for (None: any): rank 0 to 2; for rules whose
    builtins ask whether starts are affine in the lane, one or two batch dims of 2 or more
    lanes and, anywhere among them, an index vector of 1 to rank(x) entries, mostly 2 or
    more (a grid of lanes stepping operand dims)."""
    if not b.affine:
        return TT(b.shape(b.rng.choice([0, 1, 1, 2, 2])), "i32"), None
    dims = [b.rng.randint(2, max(2, max(x.shape, default=2)))
            for _ in range(b.rng.choice([1, 2, 2]))]
    ivd = b.rng.randint(0, len(dims))
    r = max(1, len(x.shape))
    dims.insert(ivd, b.rng.randint(min(2, r), r) if b.rng.random() < 0.8 else b.rng.randint(1, r))
    return TT(tuple(dims), "i32"), ivd


def _vector_at(ivd: int | None, field: str) -> Any:
    """A test of an instance: its index vector dim is ``ivd`` (any when None)."""
    return lambda c: ivd is None or dict(c.attributes[field])["index_vector_dim"] == ivd


def _hint_drawn(b: Builder, x: TT, it: TT, dn: dict[str, Any], sizes: Sequence[int],
                layout: tuple[Sequence[int], Sequence[int]], store: bool) -> list[int]:
    """For a gather or scatter drawn from its domain (dimension numbers ``dn`` in gather's
    names, window ``sizes``) without batching dims: the index values the rule's builtins
    need (the same hints as for the op's other layouts: lanes reading recorded stores, runs
    or affine starts, a store's distinct or consecutive windows, masked lanes stored into a
    sink, noted in ``memo["drawn_sink"]``); returns the window sizes, which a run hint may
    cut."""
    sizes = list(sizes)
    if dn["operand_batching_dims"]:
        return sizes
    ivd, imap = dn["index_vector_dim"], dn["start_index_map"]
    implicit = ivd == len(it.shape)
    if store:
        _hint_store_indices(b, x, imap, sizes, it, ivd, implicit)
    else:
        _hint_gather_indices(b, x, imap, sizes, it, ivd, implicit)
    sizes = _hint_run_indices(b, x, imap, sizes, it, ivd, implicit,
                              layout if b.crossing else None)
    if store:
        sizes = _hint_store_run(b, x, imap, sizes, it, ivd, implicit, layout)
        b.memo["drawn_sink"] = _hint_sink_indices(b, x, imap, sizes, it, ivd, implicit)
    return [1 if d in dn["collapsed_slice_dims"] else n for d, n in enumerate(sizes)]


def _scatter_drawn(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, up: m.Pattern,
                   want: TT | None, role: str, bound: int) -> Val:
    """A single-input scatter whose dimension numbers (update window, inserted window and
    batching dims, the index vector dim anywhere or implicit) are one instance of its domain
    over the input and index types built (index batch rank 0 to 2), its update of the shape
    that instance gives, its body the pattern's or a store or combining one, its indices
    declared neither sorted nor unique (the generator's index values are neither)."""
    kx, ki = b.known_type(xp), b.known_type(ip)
    x = want or kx or _drawn_operand_type(b)
    if not x.shape:
        x = x.with_shape((b.dim(),))
    vx = _store_input(b, pat, xp, x, role, bound)
    x = vx.type
    it, ivd = (ki, None) if ki is not None else _drawn_index_type(b, x)
    at = _vector_at(ivd, "scatter_dimension_numbers")
    lo = b.domain_bound().min_dim  # empty windows only where the builder draws empty dims
    c = _unflagged(b, pat, draw_instance(b, pat, "stablehlo.scatter", [x, it], keep=lambda c: min(
        c.operands[2][0], default=lo) >= lo and at(c)))
    sdn = dict(c.attributes["scatter_dimension_numbers"])
    dn = {g: sdn[f] for f, g in zip(_SCATTER_FIELDS, _GATHER_FIELDS)}
    ushape = c.operands[2][0]
    win = iter(ushape[p] for p in dn["offset_dims"])
    sizes = [1 if d in dn["collapsed_slice_dims"] or d in dn["operand_batching_dims"]
             else next(win) for d in range(len(x.shape))]
    lay = (dn["offset_dims"], dn["collapsed_slice_dims"])
    sizes = _hint_drawn(b, x, it, dn, sizes, lay, store=True)
    ut = TT(dm.gather_result(x.shape, it.shape, dn, sizes), x.elem)
    vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = None
    b.memo.pop("next_index_hint", None)
    implicit = dn["index_vector_dim"] == len(it.shape)
    if not dn["operand_batching_dims"]:
        _note_store(b, vi, x, dn["start_index_map"], dn["index_vector_dim"], implicit, sizes,
                    lay)
    ku = b.known_type(up)
    vu = b.gen(up, ku or ut, role, bound)
    if vu.type != ut:
        raise Reject("scatter update of an unexpected shape")
    kind = _body_kind(b, pat, x.elem)
    vx, vu = _neutral_into_body(b, pat, kind, (xp, up), (vx, vu))
    v = b.emit("stablehlo.scatter", [vx, vi, vu], x, props_text(c),
               region=_scatter_body(kind, x.elem))
    sink = b.memo.pop("drawn_sink", None)
    if sink is not None and b.const_values.get(vi.name) is not None:
        b.memo[("sink", v.name)] = sink  # for the slice that reads it (_sink_slice)
    return v


# the near misses of a tile store, one per program at most (see _scatter_split)
_SPLIT_MISSES = ("carry", "divides", "wide", "wide", "diagonal", "off", "strides", "repeat",
                 "third", "bounds")


def _scatter_split(b: Builder, pat: m.OpPat, xp: m.Pattern, ip: m.Pattern, up: m.Pattern,
                   role: str, bound: int) -> Val:
    """A store of a 2-D tile into a flattened dim (``K[e, h*i + j]``): constant indices
    whose starts step one operand dim c of extent n = h * q (h of 2-4) by two index batch
    dims, at strides h and 1 (starts h*i + j + s0, the inner run not crossing a multiple
    of h), c inserted (window 1 wide), 0-2 more batch dims each stepping its own dim by 1 or
    of extent 1, other dims indexed or not with windows of any size (at times one of extent
    0), more inserted unit windows (before or after c), the batch dims in any order, the index vector and the
    update's window dims anywhere; 3 times in 5 with one near miss (``_SPLIT_MISSES``):
    an inner run carrying across a multiple of h, h not dividing n, c not inserted (a
    window 2 wide along c, at times 1), a batch dim stepping c and another dim, one lane
    off by one, an inner stride of 2, a batch dim of 2 stepping nothing (repeated lanes),
    a third batch dim stepping c, windows running out of bounds."""
    rng = b.rng
    miss = rng.choice(_SPLIT_MISSES) if rng.random() < 0.6 else ""
    kx = b.known_type(xp)
    diagonal = miss == "diagonal"  # a dim after c to step too (c stays the first stepped)
    r = len(kx.shape) if kx is not None else rng.choice([2, 3] if diagonal else [1, 2, 2, 3, 3])
    if r == 0:
        raise Reject("a tile store into a rank-0 operand")
    # (c mostly not the last dim: the rewrite re-numbers the dims after it)
    c = rng.randrange(r - 1 if r > 1 and (diagonal or rng.random() < 0.5) else r)
    h = 4 if miss == "strides" else rng.choice([2, 3, 4])
    roomy = miss in ("carry", "wide")  # room along c for a run that carries or a wide window
    q = 3 if roomy else rng.choice([2, 2, 3])
    n = h * q + (rng.randint(1, h - 1) if miss == "divides" else 0)
    shape = [n if d == c else rng.randint(1, 4) for d in range(r)]
    if kx is not None:
        shape = list(kx.shape)
        n = shape[c]
        q = max(2, n // h)
    inner = 2 if miss == "strides" else 1  # the inner batch dim's stride along c
    bo = 2 if roomy else rng.randint(2, max(2, min(q, n // h)))
    bi = rng.randint(2, max(2, (h - 1) // inner + 1))
    # the batch dims: (extent, {operand dim: step})
    dims: list[tuple[int, dict[int, int]]] = [(bo, {c: h}), (bi, {c: inner})]
    others = [d for d in range(r) if d != c]
    rng.shuffle(others)
    for d in others[:rng.choice([0, 1, 1, 2])]:
        if shape[d] >= 2 and rng.random() < 0.6:
            dims.append((rng.randint(2, shape[d]), {d: 1}))
    if rng.random() < 0.2 or miss == "repeat":
        dims.append((2 if miss == "repeat" else 1, {}))
    if miss == "third":
        dims.append((2, {c: rng.choice([1, h])}))
    if diagonal and others:
        e = max(others)
        k = rng.randrange(2)
        dims[k][1][e] = 1
        if kx is None:
            shape[e] = max(shape[e], dims[k][0])
        dims = [dk for dk in dims if dk[1] != {e: 1}]
    stepped = {d for _, st in dims for d in st}
    if kx is None and rng.random() < 0.15:  # at times an empty dim beside the tile
        for d in [d for d in others if d not in stepped][:1]:
            shape[d] = 0
    index_map = [d for d in range(r) if d in stepped or rng.random() < 0.5]
    rng.shuffle(index_map)
    sizes = [1 if d in stepped or shape[d] and rng.random() < 0.5 else
             rng.randint(min(1, shape[d]), shape[d]) for d in range(r)]
    if miss == "wide":
        sizes[c] = 2 if rng.random() < 0.8 else 1
    # where the windows start: along c, h*a + o, the run in bounds and not carrying (or,
    # for its near misses, carrying / out of bounds) where it fits
    span = {d: sum(s * (nk - 1) for nk, st in dims for e, s in st.items() if e == d)
            for d in range(r)}
    s0 = [rng.randint(0, max(0, shape[d] - sizes[d] - span[d])) if d in index_map else 0
          for d in range(r)]
    run = inner * (bi - 1) + 1
    pairs = [(a, o) for a in range(q + 1) for o in range(h)
             if (o + run > h) == (miss == "carry")
             and (h * a + o + span[c] + sizes[c] <= n) != (miss == "bounds")]
    if pairs:
        a, o = rng.choice(pairs)
        s0[c] = h * a + o
    elif miss == "bounds":
        s0[c] = n - sizes[c] - span[c] + 1
    lanes = []
    for pos in itertools.product(*(range(nk) for nk, _ in dims)):
        lane = list(s0)
        for p, (_, st) in zip(pos, dims):
            for d, s in st.items():
                lane[d] += s * p
        lanes.append(lane)
    if miss == "off" and len(lanes) > 1:
        lanes[rng.randrange(1, len(lanes))][c] += 1
    inserted = [d for d in range(r) if sizes[d] == 1 and (
        d == c and miss != "wide" or d != c and rng.random() < 0.75)]
    order = list(range(len(dims)))
    rng.shuffle(order)
    batch = tuple(dims[k][0] for k in order)
    lanes_by_pos = dict(zip(itertools.product(*(range(nk) for nk, _ in dims)), lanes))
    vecs = [tuple(lanes_by_pos[tuple(pos[order.index(k)] for k in range(len(dims)))][d]
                  for d in index_map)
            for pos in itertools.product(*(range(nk) for nk in batch))]
    ivd = rng.randint(0, len(batch))
    nw = r - len(inserted)
    lay = _Layout(r, tuple(index_map), tuple(inserted), batch, ivd, False,
                  tuple(sorted(rng.sample(range(len(batch) + nw), nw))))
    x = kx or TT(tuple(shape), b.elem())
    vx = b.gen(xp, x, role, bound)
    if list(vx.type.shape) != shape:
        raise Reject("scatter operand of an unexpected shape")
    it = lay.index_type()
    b.index_hint = (it.shape, _index_values(vecs, it.shape, ivd, False))
    vi = b.gen(ip, it, "index", n)  # (a constant mostly, as the pattern's indices are drawn)
    b.index_hint = None
    if not _layout_fits(lay, vi.type):
        raise Reject("scatter indices of unexpected shape")
    vu = b.gen(up, vx.type.with_shape(lay.outer_shape(sizes)), role, bound)
    dn: list[_DimField] = [("update_window_dims", list(lay.window_pos)),
                           ("inserted_window_dims", list(lay.collapsed)),
                           ("scatter_dims_to_operand_dims", list(lay.index_map)),
                           ("index_vector_dim", lay.ivd)]
    kind = _body_kind(b, pat, vx.type.elem)
    unique = b.pick(pat, "unique_indices", lambda: False)
    props = (f"indices_are_sorted = false, scatter_dimension_numbers = "
             f"{_dims_struct('scatter', dn)}, unique_indices = {'true' if unique else 'false'}")
    return b.emit("stablehlo.scatter", [vx, vi, vu], vx.type, props,
                  region=_scatter_body(kind, vx.type.elem))


@generator("scatter")
def _scatter(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    ops = b.operands(pat)
    if len(ops) != 3:
        raise Reject("only single-operand scatters are generated")
    xp, ip, up = ops
    if want is None and splits_starts(b.rule) and b.rng.random() < 0.7:
        return _scatter_split(b, pat, xp, ip, up, role, bound)
    # at times (check only, for a scatter no gather reads back, whose layout the gather's
    # plan coordinates): a layout drawn from the scatter's whole domain
    if not b.domain_first and "gs_read_back" not in b.memo and b.rng.random() < _drawn_share(b):
        return _scatter_drawn(b, pat, xp, ip, up, want, role, bound)
    fam = _family(b)
    kx, ki = b.known_type(xp), b.known_type(ip)
    general = fam.kind == "general" or ki is not None and len(ki.shape) != 2
    if ki is not None and len(ki.shape) == 2 and not general:
        fam = _Family(fam.kind, ki.shape[0])
    x = want or _operand_for(b, fam, kx, None)
    if not x.shape:
        x = x.with_shape((4,))
    vx = _store_input(b, pat, xp, x, role, bound)
    x = vx.type
    if 0 in x.shape:  # the windows laid out here have at least one element per dim
        raise Reject("a scatter window over an empty dim")
    r = len(x.shape)
    dn: list[_DimField]
    if general:
        lay = _shared_layout(b, x, ki)
        if b.store_slices and b.rng.random() < 0.5:  # see _lanes_aside
            lay = _lanes_aside(b, lay)
        if "gs_read_back" in b.memo and lay.collapsed and b.rng.random() < 0.25:
            # a store read back laid out nearly as the gather: a unit window dim the gather
            # drops kept (the same windows; the update's type is not the gather's result's)
            keep = b.rng.choice(lay.collapsed)
            col = tuple(d for d in lay.collapsed if d != keep)
            nw = lay.r - len(col)
            lay = dataclasses.replace(lay, collapsed=col, window_pos=tuple(
                sorted(b.rng.sample(range(len(lay.batch) + nw), nw))))
        ws = b.shared(("gs_window", x.shape, lay.collapsed), lambda: tuple(
            1 if d in lay.collapsed else _window_size(b, n) for d, n in enumerate(x.shape)))
        if b.rng.random() < (0.25 if b.chains else 0.1 if b.covers else 0.5):  # (one size:
            # often for stores of a chain, mostly for a store a gather reads back)
            ws = tuple(1 if d in lay.collapsed else
                       _window_size(b, n) if b.chains else b.rng.randint(1, n)
                       for d, n in enumerate(x.shape))
        if b.crossing and ki is None and b.rng.random() < 0.4:
            lay, sizes = _crossing_layout(b, x) or (lay, list(ws))
            ws = tuple(sizes)
        read = b.memo.get("gs_read_back")
        if read is not None and read[0] == x.shape and b.rng.random() < 0.9 \
                and all(read[1][d] == 1 for d in lay.collapsed):
            ws = read[1]  # the gather's windows, also under a varied layout (which then
            # keeps a unit window dim the gather collapses, or the other way round)
        dn = [("update_window_dims", list(lay.window_pos)),
              ("inserted_window_dims", list(lay.collapsed)),
              ("scatter_dims_to_operand_dims", list(lay.index_map)),
              ("index_vector_dim", lay.ivd)]
        ut = x.with_shape(lay.outer_shape(list(ws)))
    elif fam.kind == "points":
        dn = [("inserted_window_dims", list(range(r))),
              ("scatter_dims_to_operand_dims", list(range(r))), ("index_vector_dim", 1)]
        ut = x.with_shape((fam.k,))
    elif fam.kind == "rows":
        dn = [("update_window_dims", list(range(1, r))), ("inserted_window_dims", [0]),
              ("scatter_dims_to_operand_dims", [0]), ("index_vector_dim", 1)]
        ut = x.with_shape((fam.k, *x.shape[1:]))
    else:
        ws = b.shared("gs_window", lambda: tuple(b.rng.randint(1, n) for n in x.shape))
        if len(ws) != r or any(w > n for w, n in zip(ws, x.shape)) or b.rng.random() < 0.5:
            ws = tuple(b.rng.randint(1, n) for n in x.shape)
        dn = [("update_window_dims", list(range(1, r + 1))),
              ("scatter_dims_to_operand_dims", [0]), ("index_vector_dim", 1)]
        ut = x.with_shape((fam.k, *ws))
    it = ki or (lay.index_type() if general else _index_type(fam, x))
    b.bound_check(it)
    sink: tuple[int, int, int] | None = None
    hint_args: tuple[Any, ...] | None = None  # where a store's indices lie, for the hints
    if general:
        hint_args = (x, lay.index_map, ws, it, lay.ivd, lay.implicit)
        _hint_store_indices(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit)
        ws = tuple(_hint_run_indices(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit,
                                     (lay.window_pos, lay.collapsed) if b.crossing else None))
        ws = tuple(_hint_store_run(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit,
                                   (lay.window_pos, lay.collapsed)))
        ut = x.with_shape(lay.outer_shape(list(ws)))
        sink = _hint_sink_indices(b, x, lay.index_map, ws, it, lay.ivd, lay.implicit)
    elif len(it.shape) == 2:
        args = (x, range(r) if fam.kind == "points" else [0],
                [1] * r if fam.kind == "points" else [1, *x.shape[1:]]
                if fam.kind == "rows" else ws, it, 1, False)
        _hint_store_indices(b, *args)
        cut = _hint_run_indices(b, *args)
        if fam.kind != "windows":  # rows and points: windows 1 wide along every indexed dim
            _hint_store_run(b, *args)
        if fam.kind == "windows":
            ws = tuple(cut)
            ut = x.with_shape((fam.k, *ws))
            args = (*args[:2], ws, *args[3:])
        sink = _hint_sink_indices(b, *args)
        hint_args = args
    # (mostly where an index vector has 2 or more entries, which a box can cut)
    if b.holes and b.index_hint is None and isinstance(ip, m.OpPat) \
            and _full(ip.op) == "stablehlo.select" \
            and b.rng.random() < (0.6 if _vector_width(it, lay if general else None) > 1
                                  else 0.15):
        _hint_holed_mask(b, it, lay.ivd if general else 1, lay.implicit if general else False)
    elif b.covers and hint_args is not None and isinstance(ip, m.OpPat) \
            and _full(ip.op) == "stablehlo.select" and b.rng.random() < 0.5:
        _hint_masked_store(b, *hint_args)  # (in place of any run or store hint)
    if id(pat) in b.memo.get("gs_inner", ()) and b.rng.random() < 0.97:
        vi = b.constant(it, "index", max(x.shape))  # a store the rule reads through
    else:
        vi = b.gen(ip, it, "index", max(x.shape))
    b.index_hint = b.mask_hint = None
    b.memo.pop("next_index_hint", None)
    if general and not _layout_fits(lay, vi.type) or not general and len(vi.type.shape) != 2:
        raise Reject("scatter indices of unexpected shape")
    if general:
        _note_store(b, vi, x, lay.index_map, lay.ivd, lay.implicit, ws,
                    (lay.window_pos, lay.collapsed))
    else:
        _note_store(b, vi, x, range(r) if fam.kind == "points" else [0], 1, False,
                    [1] * r if fam.kind == "points" else [1, *x.shape[1:]]
                    if fam.kind == "rows" else ws)
    ku = b.known_type(up)
    vu = b.gen(up, ku or ut, role, bound)
    kind = _body_kind(b, pat, x.elem)
    vx, vu = _neutral_into_body(b, pat, kind, (xp, up), (vx, vu))
    unique = b.pick(pat, "unique_indices", lambda: False)
    dn_text = _dims_struct("scatter", dn)
    props = (f"indices_are_sorted = false, scatter_dimension_numbers = {dn_text}, "
             f"unique_indices = {'true' if unique else 'false'}")
    v = b.emit("stablehlo.scatter", [vx, vi, vu], x, props, region=_scatter_body(kind, x.elem))
    if sink is not None and b.const_values.get(vi.name) is not None:
        b.memo[("sink", v.name)] = sink  # for the slice that reads it (_sink_slice)
    return v
