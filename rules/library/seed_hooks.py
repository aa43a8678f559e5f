"""Native hooks of ``rulebooks/seed.rules``: only what the rule language cannot say.

* ``@forward_gather_of_scatter``: forwarding through a chain of stores, any window layout
  (docs/rules.md shows the whole-rows case as a text rule with ``covers`` and ``runs``).

Window geometry (``windows``, ``covers``, ...), constant evaluation (``value``), list
functions, regions in replacements, any-op roots and hash-consing (``twin``) are builtins of
the language now (rules/builtins.py, dialect/windows.py, engine/fold, rules/loops.py).

Every hook declines (returns None / raises ``ValueError``, which makes a ``where`` false)
rather than guess: batching dimensions, dynamic shapes, non-integer index math.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from hlorules.dialect import REGISTRY
from hlorules.dialect.types import shape_of
from hlorules.dialect.windows import NONE, PARTLY, covering
from hlorules.rules import runtime as _R
from hlorules.rules.hooks import rewriter
from xdsl.dialects.builtin import DenseArrayBase, TensorType
from xdsl.ir import Operation, OpResult, Region, SSAValue

from hlorules.rewrite import Rewrite

# --------------------------------------------------------------------------- folding


def _owner(v: SSAValue) -> Operation | None:
    return v.owner if isinstance(v, OpResult) else None


def _ints(a: Any) -> tuple[int, ...]:
    if isinstance(a, DenseArrayBase):
        return tuple(int(x) for x in a.get_values())
    return tuple(int(x) for x in a)


# --------------------------------------------------------------------------- window geometry


def _scatter_parts(op: Operation) -> tuple[SSAValue, SSAValue, SSAValue, Any]:
    if op.name != "stablehlo.scatter" or len(op.operands) != 3:
        raise ValueError("not a single-input scatter")
    dn = op.properties["scatter_dimension_numbers"]
    if dn["input_batching_dims"] or dn["scatter_indices_batching_dims"]:  # type: ignore[index]
        raise ValueError("batching dimensions are not analysed")
    return op.operands[0], op.operands[1], op.operands[2], dn


BAD = "bad"
"""A window partly or multiply written by one store: no static answer."""


def _window_plan(g: Operation, s: Operation) -> list[Any]:
    """Per gathered window: (scatter lane, offset in its window) when exactly one in-bounds
    scattered window overlaps it and contains it; None when none overlaps; ``BAD`` else.
    The windows are the language's ``windows()`` (cached per op; ``covering`` vectorised)."""
    from hlorules.rules.builtins import _windows

    sw = _windows(s.results[0])
    gw = _windows(g.results[0])
    plan: list[Any] = []
    for k, j in enumerate(covering(gw, sw).tolist()):
        if j == NONE:
            plan.append(None)
        elif j == PARTLY:
            plan.append(BAD)
        else:
            plan.append((j, gw.starts[k] - sw.starts[j]))
    return plan


def _is_set_body(s: Operation) -> bool:
    blk = s.regions[0].blocks.first
    if blk is None or len(blk.args) != 2 or blk.last_op is None:
        return False
    ret = blk.last_op
    return len(list(blk.ops)) == 1 and ret.name == "stablehlo.return" and ret.operands[0] is blk.args[1]


# --------------------------------------------------------------------------- building


def _mk(new: list[Operation], name: str, operands: Sequence[SSAValue], rtype: Any = None,
        regions: Sequence[Region] = (), **props: Any) -> SSAValue:
    spec = REGISTRY[name]
    if regions:
        attrs = {k: _R.to_attr(v, spec.props[k].type) for k, v in props.items() if v is not None}
        op = spec.cls.create(operands=list(operands), result_types=[rtype], properties=attrs,  # type: ignore[union-attr]
                             regions=list(regions))
        new.append(op)
        return op.results[0]
    return _R.build(new, spec, operands, props, rtype, None)


def _slice(new: list[Operation], v: SSAValue, lo: Sequence[int], hi: Sequence[int]) -> SSAValue:
    return _mk(new, "stablehlo.slice", [v], start_indices=tuple(int(a) for a in lo),
               limit_indices=tuple(int(a) for a in hi), strides=(1,) * len(lo))


def _reshape(new: list[Operation], v: SSAValue, shape: Sequence[int]) -> SSAValue:
    t = v.type
    assert isinstance(t, TensorType)
    if tuple(shape_of(t)) == tuple(shape):
        return v
    return _mk(new, "stablehlo.reshape", [v], TensorType(t.get_element_type(), list(shape)))


MAX_PIECES = 9
"""Most pieces (runs of windows from one source) a forwarded gather is built from."""

MAX_CHAIN = 16
"""Most scatters of a chain ``scatter(scatter(...))`` a gather is forwarded through."""


def _batch_block(rank: int, window_dims: Sequence[int]) -> int | None:
    """Where the batch dims (those not in ``window_dims``) start, when they are contiguous."""
    wd = {int(d) for d in window_dims}
    batch = [d for d in range(rank) if d not in wd]
    if not batch:
        return 0
    if batch != list(range(batch[0], batch[0] + len(batch))):
        return None
    return batch[0]


def _chain_plan(g: Operation, s: Operation) -> tuple[list[Operation], list[tuple[int, int, np.ndarray] | None]]:
    """The chain of plain stores ``s = scatter(scatter(..., I2, u2), I1, u1)`` under a gather
    (outermost first) and per gathered window: (level, lane, offset) of the last store that
    covers it, or None when no store of the chain touches it (it reads the chain's base).
    Raises ``ValueError`` when a window is partly or multiply written by one store."""
    chain = [s]
    while len(chain) < MAX_CHAIN:
        b = _owner(chain[-1].operands[0])
        if b is None or b.name != "stablehlo.scatter" or len(b.operands) != 3 or not _is_set_body(b):
            break
        chain.append(b)
    plans = [_window_plan(g, lvl) for lvl in chain]
    out: list[tuple[int, int, np.ndarray] | None] = []
    for k in range(len(plans[0])):
        got = None
        for L, p in enumerate(plans):  # outermost (last written) first
            if p[k] is BAD:
                raise ValueError("a gathered window is partly or multiply written")
            if p[k] is not None:
                got = (L, p[k][0], p[k][1])
                break
        out.append(got)
    return chain, out


def _forward_box(g: Operation, chain: list[Operation], plan: list[Any], gshape: tuple[int, ...],
                 ss: tuple[int, ...], C: list[int], q: int, new: list[Operation]) -> SSAValue | None:
    """Every gathered window from one store, at one offset, its lanes a box of the update's
    batch grid laid out as the gather's batch: one slice of the update (no reshape/concat)."""
    if any(p is None for p in plan) or len({p[0] for p in plan}) != 1:
        return None
    L = plan[0][0]
    off = plan[0][2]
    if any(not np.array_equal(p[2], off) for p in plan):
        return None
    _, _, u, sdn = _scatter_parts(chain[L])
    us = tuple(shape_of(u.type))
    uwd = tuple(int(d) for d in sdn["update_window_dims"])  # type: ignore[index]
    pu = _batch_block(len(us), uwd)
    if pu is None:
        return None
    ub = us[pu:pu + len(us) - len(uwd)]
    gb = gshape[q:q + len(gshape) - len(C)]
    if len(ub) != len(gb):
        return None
    lanes = np.array([p[1] for p in plan]).reshape(gb)
    coords = np.stack(np.unravel_index(lanes, ub), axis=-1) if ub else np.zeros(gb + (0,), np.int64)
    lo = coords.reshape(-1, len(ub))[0] if lanes.size else np.zeros(len(ub), np.int64)
    # numpy's stubs want a sequence for stack; an ndarray is one along its first axis
    grid = (np.stack(np.indices(gb), axis=-1)  # type: ignore[call-overload]
            if gb else np.zeros((0,), np.int64))
    if lanes.size == 0 or not np.array_equal(coords, grid + lo):
        return None
    inserted = set(sdn["inserted_window_dims"])  # type: ignore[index]
    A = [d for d in range(len(ss)) if d not in inserted]
    wlo = [int(off[a]) for a in A]
    whi = [int(off[a]) + ss[a] for a in A]
    blo = [int(x) for x in lo]
    bhi = [int(x) + n for x, n in zip(lo, gb)]
    slo = wlo[:pu] + blo + wlo[pu:]
    shi = whi[:pu] + bhi + whi[pu:]
    piece = u if (slo == [0] * len(us) and shi == list(us)) else _slice(new, u, slo, shi)
    pre_u = [a for a in A[:pu] if ss[a] != 1]
    pre_g = [c for c in C[:q] if ss[c] != 1]
    post_u = [a for a in A[pu:] if ss[a] != 1]
    post_g = [c for c in C[q:] if ss[c] != 1]
    if (pre_u != pre_g or post_u != post_g) and math.prod(gb) != 1:
        return None  # would need a transpose
    return _reshape(new, piece, gshape)


@rewriter("forward_gather_of_scatter",
          description="gather(scatter(...scatter(x, I2, u2)..., I1, u1), J), the indices "
                      "foldable: each gathered window from the last update of the chain that "
                      "covers it, or from x where none touches it")
def _forward_gather_of_scatter(gv: SSAValue) -> Rewrite | None:
    # native: per-window coverage over a chain of stores (a loop over index rows) and a
    # replacement with one slice per run of windows (the language builds a fixed number of ops)
    g = _owner(gv)
    if g is None or g.name != "stablehlo.gather":  # bound by a rule to another op
        return None
    s = _owner(g.operands[0])
    if s is None or not _is_set_body(s):
        return None
    try:
        _scatter_parts(s)
        chain, plan = _chain_plan(g, s)
    except (ValueError, KeyError):
        return None
    base = chain[-1].operands[0]
    gt = gv.type
    assert isinstance(gt, TensorType)
    gshape, gdn = tuple(shape_of(gt)), g.properties["dimension_numbers"]
    ss = _ints(g.properties["slice_sizes"])
    collapsed = set(gdn["collapsed_slice_dims"])  # type: ignore[index]
    C = [d for d in range(len(ss)) if d not in collapsed]
    q = _batch_block(len(gshape), tuple(gdn["offset_dims"]))  # type: ignore[index]
    if q is None:
        return None
    ng = len(plan)
    gwin = [ss[d] for d in C]
    gflat_shape = (*gwin[:q], ng, *gwin[q:])
    new: list[Operation] = []

    def gather_base() -> SSAValue:
        return _mk(new, "stablehlo.gather", [base, g.operands[1]], gt, dimension_numbers=gdn,
                   slice_sizes=ss, indices_are_sorted=g.properties.get("indices_are_sorted"))

    if all(p is None for p in plan):  # nothing gathered was written: read the base
        return Rewrite(new, [gather_base()])
    boxed = _forward_box(g, chain, plan, gshape, ss, C, q, new)
    if boxed is not None:
        return Rewrite(new, [boxed])
    # runs of consecutive windows from consecutive lanes of one store (or from the base)
    runs: list[tuple[int, int, tuple[int, int, np.ndarray] | None]] = []
    k = 0
    while k < ng:
        p, e = plan[k], k + 1
        if p is None:
            while e < ng and plan[e] is None:
                e += 1
        else:
            L, j, off = p
            while (e < ng and (nxt := plan[e]) is not None and nxt[0] == L
                   and nxt[1] == j + e - k and np.array_equal(nxt[2], off)):
                e += 1
        runs.append((k, e, p))
        k = e
    if len(runs) > MAX_PIECES:
        return None
    flats: dict[int, tuple[SSAValue, list[int], int]] = {}
    pieces: list[SSAValue] = []
    gflat = None
    for k, e, p in runs:
        if p is None:
            if gflat is None:
                gflat = _reshape(new, gather_base(), gflat_shape)
            lo, hi = [0] * len(gflat_shape), list(gflat_shape)
            lo[q], hi[q] = k, e
            pieces.append(gflat if (k, e) == (0, ng) else _slice(new, gflat, lo, hi))
            continue
        L, j, off = p
        st = chain[L]
        _, _, u, sdn = _scatter_parts(st)
        us = tuple(shape_of(u.type))
        uwd = tuple(int(d) for d in sdn["update_window_dims"])  # type: ignore[index]
        inserted = set(sdn["inserted_window_dims"])  # type: ignore[index]
        A = [d for d in range(len(ss)) if d not in inserted]
        pu = _batch_block(len(us), uwd)
        if pu is None or list(uwd) != sorted(uwd):
            return None
        r = e - k
        pre_u = [a for a in A[:pu] if ss[a] != 1]
        pre_g = [c for c in C[:q] if ss[c] != 1]
        post_u = [a for a in A[pu:] if ss[a] != 1]
        post_g = [c for c in C[q:] if ss[c] != 1]
        if r != 1 and (pre_u != pre_g or post_u != post_g):
            return None  # would need a transpose
        if L not in flats:
            win = [us[d] for d in uwd]
            nu = math.prod(us[d] for d in range(len(us)) if d not in set(uwd))
            flats[L] = (_reshape(new, u, (*win[:pu], nu, *win[pu:])), win, nu)
        uflat, win, nu = flats[L]
        lo = [int(off[a]) for a in A]
        hi = [int(off[a]) + ss[a] for a in A]
        lo.insert(pu, j)
        hi.insert(pu, j + r)
        full = lo == [0] * len(lo) and hi == [*win[:pu], nu, *win[pu:]]
        if full and len(runs) == 1 and us == gshape:
            return Rewrite([], [u])  # every window reads its own lane's whole update
        piece = uflat if full else _slice(new, uflat, lo, hi)
        pieces.append(_reshape(new, piece, (*gwin[:q], r, *gwin[q:])))
    out = pieces[0] if len(pieces) == 1 else _mk(new, "stablehlo.concatenate", pieces, dimension=q)
    return Rewrite(new, [_reshape(new, out, gshape)])


