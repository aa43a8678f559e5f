"""Native hooks of ``rulebooks/seed.rules``: only what the rule language cannot say.

* rewriters that build regions (the language copies regions only whole):
  ``@scatter_current_as``, ``@while_slice_carry``;
* ``@forward_gather_of_scatter``: forwarding through a chain of stores, any window layout
  (docs/rules.md shows the whole-rows case as a text rule with ``covers`` and ``runs``);
* ``@earlier_twin``, ``@has_marks``.

Window geometry (``windows``, ``covers``, ...), constant evaluation (``value``) and list
functions are builtins of the language now (rules/builtins.py, dialect/windows.py,
engine/fold).
* ``strip_marks``: a native rule rooted at any op (marker ops are unregistered).

Every hook declines (returns None / raises ``ValueError``, which makes a ``where`` false)
rather than guess: batching dimensions, dynamic shapes, non-integer index math.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Sequence
from typing import Any

import numpy as np
from hlorules.dialect import REGISTRY, Elementwise
from hlorules.dialect.constants import from_numpy
from hlorules.dialect.types import shape_of, to_dtype
from hlorules.dialect.windows import NONE, PARTLY, covering
from hlorules.rules import runtime as _R
from hlorules.rules.hooks import constraint, rewriter
from xdsl.dialects.builtin import DenseArrayBase, TensorType
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue

from hlorules.errors import Location
from hlorules.rewrite import Rewrite

MARK_PREFIX = "enzymexla."

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


def _const(new: list[Operation], arr: np.ndarray, t: TensorType) -> SSAValue:
    op = REGISTRY["stablehlo.constant"].cls.create(  # type: ignore[union-attr]
        operands=[], result_types=[t], properties={"value": from_numpy(arr, t)})
    new.append(op)
    return op.results[0]


@rewriter("scatter_current_as",
          description="scatter(scatter(x, I, u1) storing c, I, u2) -> scatter(x, I, u2) with the "
                      "outer body's current value replaced by c")
def _scatter_current_as(outer_v: SSAValue, c: SSAValue) -> Rewrite | None:
    outer = _owner(outer_v)
    assert outer is not None
    inner = _owner(outer.operands[0])
    if inner is None or c.owner is None:
        return None
    region = outer.regions[0].clone()
    blk = region.blocks.first
    assert blk is not None and isinstance(c.owner, Operation)
    cc = c.owner.clone()
    blk.insert_op_before(cc, blk.first_op)  # type: ignore[arg-type]
    blk.args[0].replace_all_uses_with(cc.results[0])
    new: list[Operation] = []
    props = dict(outer.properties)
    op = REGISTRY["stablehlo.scatter"].cls.create(  # type: ignore[union-attr]
        operands=[inner.operands[0], outer.operands[1], outer.operands[2]],
        result_types=[outer.results[0].type], properties=props, regions=[region])
    new.append(op)
    return Rewrite(new, [op.results[0]])


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
    grid = np.stack(np.indices(gb), axis=-1) if gb else np.zeros((0,), np.int64)
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
    assert g is not None
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
            while (e < ng and (r := plan[e]) is not None and r[0] == L and r[1] == j + e - k
                   and np.array_equal(r[2], off)):
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


# --------------------------------------------------------------------------- while carry


def _carry_box(w: Operation, i: int) -> tuple[list[int], list[int]] | None:
    res = w.results[i]
    shape = shape_of(res.type)
    if not shape or 0 in shape or not res.uses:
        return None
    lo, hi = list(shape), [0] * len(shape)
    for use in res.uses:
        sl = use.operation
        if sl.name != "stablehlo.slice":
            return None
        s, l, k = (_ints(sl.properties[x]) for x in ("start_indices", "limit_indices", "strides"))
        for d in range(len(shape)):
            n = max(0, -(-(l[d] - s[d]) // k[d]))
            if n == 0:
                return None
            lo[d] = min(lo[d], s[d])
            hi[d] = max(hi[d], s[d] + (n - 1) * k[d] + 1)
    if lo == [0] * len(shape) and hi == list(shape):
        return None
    return lo, hi


def _carry_chain(w: Operation, i: int) -> list[Operation] | None:
    """The body ops computing carried value i from itself, all elementwise, or None."""
    cond, body = (r.blocks.first for r in w.regions)
    if cond is None or body is None or cond.args[i].uses:
        return None
    ret = body.last_op
    assert ret is not None
    shape = shape_of(w.results[i].type)
    chain: list[Operation] = []
    seen: set[int] = set()
    todo: list[SSAValue] = [body.args[i]]
    while todo:
        v = todo.pop()
        for use in v.uses:
            u = use.operation
            if u is ret:
                if use.index != i:
                    return None
                continue
            if id(u) in seen:
                continue
            if (u.parent is not body or not u.has_trait(Elementwise) or len(u.results) != 1
                    or shape_of(u.results[0].type) != shape or u.regions):
                return None
            seen.add(id(u))
            chain.append(u)
            todo.append(u.results[0])
    last = ret.operands[i]
    if last is not body.args[i] and not (isinstance(last, OpResult) and id(last.op) in seen):
        return None
    order = {id(o): n for n, o in enumerate(body.ops)}
    return sorted(chain, key=lambda o: order[id(o)])


@rewriter("while_slice_carry",
          description="carry only the bounding box of the slices that read a carried value "
                      "updated elementwise")
def _while_slice_carry(wv: SSAValue) -> Rewrite | None:
    w = _owner(wv)
    assert w is not None
    for i in range(len(w.results)):
        box = _carry_box(w, i)
        chain = _carry_chain(w, i) if box is not None else None
        if box is None or chain is None:
            continue
        return _rebuild_while(w, i, box, chain)
    return None


def _rebuild_while(w: Operation, i: int, box: tuple[list[int], list[int]],
                   chain: list[Operation]) -> Rewrite:
    lo, hi = box
    full = shape_of(w.results[i].type)
    bshape = [b - a for a, b in zip(lo, hi)]
    new: list[Operation] = []
    inits = list(w.operands)
    inits[i] = _slice(new, inits[i], lo, hi)
    types = [v.type for v in inits]
    regions = []
    in_chain = {id(o) for o in chain}
    body = w.regions[1].blocks.first
    assert body is not None
    carried = {id(body.args[i])} | {id(o.results[0]) for o in chain}
    for r in w.regions:
        old = r.blocks.first
        assert old is not None
        blk = Block(arg_types=types)
        vmap: dict[SSAValue, SSAValue] = dict(zip(old.args, blk.args))
        for op in old.ops:
            if id(op) not in in_chain:
                blk.add_op(op.clone(value_mapper=vmap))
                continue
            inner: list[Operation] = []
            ops = []
            for o in op.operands:
                m = vmap.get(o, o)
                if id(o) not in carried and shape_of(o.type) == full:
                    m = _slice(inner, m, lo, hi)  # a loop-invariant or body value: cut it too
                ops.append(m)
            rt = op.results[0].type
            assert isinstance(rt, TensorType)
            nop = type(op).create(operands=ops, result_types=[TensorType(rt.get_element_type(), bshape)],
                                  properties=dict(op.properties), attributes=dict(op.attributes))
            for o in inner:
                blk.add_op(o)
            blk.add_op(nop)
            vmap[op.results[0]] = nop.results[0]
        regions.append(Region(blk))
    nw = REGISTRY["stablehlo.while"].cls.create(operands=inits, result_types=types, regions=regions)  # type: ignore[union-attr]
    new.append(nw)
    reps: list[SSAValue] = list(nw.results)
    rt = w.results[i].type
    assert isinstance(rt, TensorType)
    st = TensorType(rt.get_element_type(), [])
    zero = _const(new, np.zeros((), dtype=to_dtype(rt.get_element_type())), st)
    reps[i] = _mk(new, "stablehlo.pad", [nw.results[i], zero], edge_padding_low=tuple(lo),
                  edge_padding_high=tuple(f - b for f, b in zip(full, hi)),
                  interior_padding=(0,) * len(full))
    return Rewrite(new, reps)


# --------------------------------------------------------------------------- marks


def _marks(op: Operation) -> list[str]:
    return [k for k in op.attributes if k.startswith(MARK_PREFIX)]


@constraint("has_marks", description="the op carries discardable enzymexla.* attributes")
def _has_marks(v: SSAValue) -> bool:
    op = _owner(v)
    return op is not None and bool(_marks(op))


def _op_name(op: Operation) -> str:
    """The op's name; for an unregistered op (imported with allow_unknown), its real name."""
    n = getattr(op, "op_name", None)
    return str(getattr(n, "data", n)) if n is not None else op.name


def _all_constant(op: Operation) -> bool:
    return bool(op.operands) and all(
        (o := _owner(v)) is not None and o.name == "stablehlo.constant" for v in op.operands)


class StripMarks:
    """``strip_marks``: a constant loses its ``enzymexla.*`` attributes; a marker op ``"enzymexla.*"(c)`` (one operand, one result of its
    type) on a constant is replaced by the constant; an op over constants only loses its
    ``enzymexla.*`` attributes. Native: it roots at any op, including unregistered ones."""

    roots: frozenset[str] = frozenset()

    def __init__(self, declared: Any) -> None:
        self.name = declared.name
        self.tags = declared.tags
        self.benefit = declared.benefit
        self.location: Location = declared.location
        self.propagate = getattr(declared, "propagate", None)
        self.assumes = getattr(declared, "assumes", frozenset())
        self.declared = declared

    def __repr__(self) -> str:
        return f"<native rule {self.name} at {self.location}>"

    def apply(self, op: Operation) -> Rewrite | None:
        if op.name == "stablehlo.constant":
            return self.declared.apply(op)  # the DSL body: constants
        if not _all_constant(op):
            return None
        if (_op_name(op).startswith(MARK_PREFIX) and len(op.operands) == 1 and len(op.results) == 1
                and op.results[0].type == op.operands[0].type and not op.regions):
            return Rewrite([], [op.operands[0]])
        if op.name.startswith("stablehlo.") and _marks(op):
            c = op.clone()
            for k in _marks(c):
                del c.attributes[k]
            return Rewrite([c], list(c.results))
        return None


NATIVE_RULES = {"strip_marks": StripMarks}


def finish(rules: Any) -> Any:
    """The rule set with each declared native rule (``NATIVE_RULES``) swapped in."""
    if not any(n in rules for n in NATIVE_RULES):
        return rules
    from hlorules.rules.ruleset import RuleSet

    out = RuleSet([])
    for name in rules:
        r = rules[name]
        out._rules[name] = NATIVE_RULES[name](r) if name in NATIVE_RULES else r
        for root in sorted(out._rules[name].roots):
            out.by_root.setdefault(root, []).append(out._rules[name])
    return out


# --------------------------------------------------------------------------- slices up


@rewriter("earlier_twin",
          description="an identical op (name, operands, properties, result types) earlier in the "
                      "same block, to replace this one by")
def _earlier_twin(rv: SSAValue) -> Rewrite | None:
    # native: finding another op by its operands' uses and block order (common subexpression
    # elimination); patterns only walk from a root to its operands
    op = _owner(rv)
    if (op is None or op.regions or not op.operands or op.parent is None
            or op.name == "stablehlo.constant"):  # the engine merges constants itself
        return None
    blk = op.parent
    key = _twin_key(op)
    table = _TWINS.setdefault(blk, {})
    cand = table.get(key)
    # The table is a hint (the IR changes under it): every candidate is re-checked in full.
    if cand is None or cand is op or not _same_op(cand, op, blk):
        table[key] = op
        return None
    if _position(cand) < _position(op):
        return Rewrite([], list(cand.results))
    table[key] = op  # op is the earlier one: the later twin is replaced when it is visited
    return None


_TWINS: weakref.WeakKeyDictionary[Any, dict[Any, Operation]] = weakref.WeakKeyDictionary()
_POS: weakref.WeakKeyDictionary[Operation, float] = weakref.WeakKeyDictionary()


def _position(op: Operation) -> float:
    """A number ordering ``op`` among the non-constant ops of its block.

    The engine inserts and erases ops but never moves one (it hoists only constants), so
    the relative order of two ops never changes: a block is numbered once, and an op
    inserted later gets a number between its nearest numbered neighbours."""
    got = _POS.get(op)
    if got is not None:
        return got
    prev, steps = op.prev_op, 0
    while prev is not None and (prev.name == "stablehlo.constant" or prev not in _POS):
        prev, steps = prev.prev_op, steps + 1
        if steps > 64:
            break
    nxt, steps2 = op.next_op, 0
    while nxt is not None and (nxt.name == "stablehlo.constant" or nxt not in _POS):
        nxt, steps2 = nxt.next_op, steps2 + 1
        if steps2 > 64:
            break
    if steps > 64 or steps2 > 64 or (prev is None and nxt is None):
        blk = op.parent
        assert blk is not None
        for i, o in enumerate(blk.ops):
            if o.name != "stablehlo.constant":
                _POS[o] = float(2 * i)
        return _POS[op]
    lo = _POS[prev] if prev is not None else _POS[nxt] - 2.0  # type: ignore[index]
    hi = _POS[nxt] if nxt is not None else lo + 2.0
    _POS[op] = got = (lo + hi) / 2
    return got


def _twin_key(op: Operation) -> Any:
    return (op.name, tuple(id(v) for v in op.operands), tuple(r.type for r in op.results),
            tuple(sorted(op.properties.items())), tuple(sorted(op.attributes.items())))


def _same_op(o: Operation, op: Operation, blk: Any) -> bool:
    return (o.parent is blk and o.name == op.name and len(o.operands) == len(op.operands)
            and all(a is b for a, b in zip(o.operands, op.operands))
            and [r.type for r in o.results] == [r.type for r in op.results]
            and o.properties == op.properties and o.attributes == op.attributes)
