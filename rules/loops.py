"""Builtins about ops' results and loop-carried values: ``result``, ``read_box``,
``carries_elementwise`` and ``narrow_carry`` (rebuild a ``while`` carrying only a box of one
value). They are generic: any op, any carried index, any rank.

* ``read_box(%v)``: the bounding box ``(lo, hi)`` (hi exclusive) of what the static slices
  reading ``%v`` take; raises when a use is not a ``stablehlo.slice`` or a slice is empty.
* ``carries_elementwise(%w, i)``: carried value ``i`` of a while is not read by ``cond``
  and the body computes it from itself only through elementwise ops of its shape.
* ``narrow_carry(%w, i, lo, hi)``: the while rebuilt carrying only ``[lo, hi)`` of value
  ``i`` (its init sliced, the elementwise ops depending on it re-typed with their other
  full-shape operands sliced inside the body, ``cond`` copied), result ``i`` padded back
  with zeros; all results, one per result of ``%w``.
* ``carry_dead(%w, i)``: nothing but carried value ``i`` reads it (``drop_carry`` then
  drops it); ``with_result(%op, i, %x)``: an op's results with result ``i`` replaced.
* ``window_source(%v)`` and ``dims_through(%src, %v)``: the chain of transposes, reshapes
  and broadcasts moving a window, and which dim of the source each dim of the result runs
  along, checked on an iota of the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue, Use

from hlorules.dialect import REGISTRY, Elementwise
from hlorules.dialect.fold.core import evaluate
from hlorules.dialect.types import shape_of, to_dtype

from . import runtime as _R
from .builtins import BOX, _constant, builtin
from .control import _block, _inside, _region

__all__ = [
    "carried_unchanged",
    "carries_elementwise",
    "carry_chain",
    "carry_dead",
    "defined_in",
    "dims_through",
    "drop_carry",
    "hoisted",
    "inputs",
    "narrow_carry",
    "num_results",
    "passed_through",
    "reaches",
    "read_box",
    "region_ops",
    "result",
    "window_source",
    "with_result",
]


def _op(v: Any) -> Operation:
    if isinstance(v, (tuple, list)) and v:  # a multi-result op built by the rewrite: its results
        v = v[0]
    if not isinstance(v, OpResult):
        raise TypeError("the value is not an op result")
    return v.op


def _ints(a: Any) -> tuple[int, ...]:
    return tuple(int(x) for x in np.asarray(a).reshape(-1))


@builtin("result", "value data", "value",
         "result i of the op that defines the value (or of a multi-result op the rewrite built)",
         reads="producer")
def result(v: SSAValue, i: int) -> SSAValue:
    """Result ``i`` of ``v``'s op."""
    return _op(v).results[int(i)]


@builtin("with_result", "value data value", "values",
         "the results of the op defining the value, result i replaced by the given value: "
         "one value per result (rewrite only)", reads="producer")
def with_result(v: SSAValue, i: Any, x: SSAValue) -> tuple[SSAValue, ...]:
    """``v``'s op's results with ``x`` at position ``i``."""
    res: list[SSAValue] = list(_op(v).results)
    res[int(i)] = x
    return tuple(res)


@builtin("read_box", "value", "data",
         "the bounding box (lo, hi) of what the static slices reading the value take; "
         "every use must be a non-empty slice", reads="uses", needs="root_readers")
def read_box(v: SSAValue) -> Any:
    """The box ``(lo, hi)`` covering every element a use of ``v`` reads, every use a non-empty
    ``stablehlo.slice`` (hi is one past the last element taken); raises otherwise."""
    shape = shape_of(v.type)
    if v.first_use is None:
        raise ValueError("the value has no uses")
    lo, hi = list(shape), [0] * len(shape)
    rank = len(shape)
    use: Use | None = v.first_use  # xDSL's use list, walked directly
    while use is not None:
        sl = use.operation
        use = use._next_use
        if sl.name != "stablehlo.slice":
            raise ValueError(f"a use is {sl.name}, not a slice")
        box = sl.__dict__.get(_BOX)
        if box is None:
            box = sl.__dict__[_BOX] = _slice_box(sl)
        slo, shi = box
        if len(slo) != rank:
            raise ValueError("a slice of another rank")
        lo = [min(b, a) for a, b in zip(lo, slo)]
        hi = [max(b, a) for a, b in zip(hi, shi)]
    return BOX((tuple(lo), tuple(hi)))


_BOX = "_hlorules_slice_box"
"""The attribute of a slice op caching :func:`_slice_box` (a slice's properties are never
changed in place)."""


def _slice_box(sl: Operation) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(lo, hi)`` of the elements a static slice takes (hi one past the last); raises
    ``ValueError`` for an empty slice."""
    s, l, k = (_R.py(sl.properties[x]) for x in ("start_indices", "limit_indices", "strides"))
    lo, hi = [], []
    for d in range(len(s)):
        n = max(0, -(-(l[d] - s[d]) // k[d]))
        if n == 0:
            raise ValueError("an empty slice")
        lo.append(s[d])
        hi.append(s[d] + (n - 1) * k[d] + 1)
    return tuple(lo), tuple(hi)


def carry_chain(w: Operation, i: int) -> list[Operation] | None:
    """The body ops computing carried value ``i`` of while ``w`` from itself, in block order,
    when they are all single-result elementwise ops of its shape, ``cond`` does not read it
    and the body's terminator reads them only at position ``i``; else None."""
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


@builtin("carries_elementwise", "value data", "data",
         "carried value i of the while is not read by its cond and its body updates it only "
         "through elementwise ops of its shape", reads="nonlocal")
def carries_elementwise(w: SSAValue, i: int) -> bool:
    """Whether ``carry_chain`` finds the elementwise update of carried value ``i``."""
    op = _op(w)
    if op.name != "stablehlo.while" or not 0 <= int(i) < len(op.results):
        return False
    return carry_chain(op, int(i)) is not None


def _slice(ops: list[Operation], v: SSAValue, lo: Sequence[int], hi: Sequence[int]) -> SSAValue:
    return _R.build(ops, REGISTRY["stablehlo.slice"], [v],
                    {"start_indices": tuple(lo), "limit_indices": tuple(hi),
                     "strides": (1,) * len(lo)}, None, None)


@builtin("narrow_carry", "value data data data", "values",
         "the while rebuilt carrying only the box [lo, hi) of carried value i (updated "
         "elementwise), result i padded back with zeros: one value per result",
         builds=True, reads="nonlocal")
def narrow_carry(new: list[Operation], w: SSAValue, i: int, lo: Any, hi: Any) -> tuple[SSAValue, ...]:
    """The rebuilt while's results, result ``i`` padded back to its full shape with zeros.
    Declines (``runtime.Decline``) when ``carries_elementwise(w, i)`` does not hold."""
    op = _op(w)
    i, lo, hi = int(i), list(_ints(lo)), list(_ints(hi))
    chain = carry_chain(op, i) if op.name == "stablehlo.while" else None
    if chain is None:
        raise _R.Decline("the carried value is not updated elementwise")
    full = shape_of(op.results[i].type)
    bshape = [b - a for a, b in zip(lo, hi)]
    inits = list(op.operands)
    inits[i] = _slice(new, inits[i], lo, hi)
    types = [v.type for v in inits]
    in_chain = {id(o) for o in chain}
    body = op.regions[1].blocks.first
    assert body is not None
    carried = {id(body.args[i])} | {id(o.results[0]) for o in chain}
    regions = []
    for r in op.regions:
        old = r.blocks.first
        assert old is not None
        blk = Block(arg_types=types)
        vmap: dict[SSAValue, SSAValue] = dict(zip(old.args, blk.args))
        for o in old.ops:
            if id(o) not in in_chain:
                blk.add_op(o.clone(value_mapper=vmap))
                continue
            inner: list[Operation] = []
            operands = []
            for x in o.operands:
                m = vmap.get(x, x)
                if id(x) not in carried and shape_of(x.type) == full:
                    m = _slice(inner, m, lo, hi)  # a loop-invariant or body value: cut it too
                operands.append(m)
            rt = o.results[0].type
            assert isinstance(rt, TensorType)
            nop = type(o).create(operands=operands,
                                 result_types=[TensorType(rt.get_element_type(), bshape)],
                                 properties=dict(o.properties), attributes=dict(o.attributes))
            for x in inner:
                blk.add_op(x)
            blk.add_op(nop)
            vmap[o.results[0]] = nop.results[0]
        regions.append(Region(blk))
    nw = REGISTRY["stablehlo.while"].cls.create(  # type: ignore[union-attr]
        operands=inits, result_types=types, regions=regions)
    new.append(nw)
    reps: list[SSAValue] = list(nw.results)
    rt = op.results[i].type
    assert isinstance(rt, TensorType)
    zero = _constant(new, np.zeros((), dtype=to_dtype(rt.get_element_type())),
                     TensorType(rt.get_element_type(), []))
    reps[i] = _R.build(new, REGISTRY["stablehlo.pad"], [nw.results[i], zero],
                       {"edge_padding_low": tuple(lo),
                        "edge_padding_high": tuple(f - b for f, b in zip(full, hi)),
                        "interior_padding": (0,) * len(full)}, None, None)
    return tuple(reps)


# --------------------------------------------------------------------------- region motion
#
# Loop-invariant code motion, written as text in rulebooks/loops.rules
# (`hoist_loop_invariant`) with these generic pieces: the ops of a region, the values an op
# reads (its regions' uses from outside included), where a value is defined, whether a
# while's body passes a carried value through unchanged, and an op copied out of a region.



def _inputs(op: Operation) -> list[SSAValue]:
    """``op``'s operands, then the values from outside ``op`` that its regions' ops read,
    each once, in order of first use."""
    out: list[SSAValue] = []
    seen: set[int] = set()

    def add(v: SSAValue) -> None:
        if id(v) not in seen:
            seen.add(id(v))
            out.append(v)

    for v in op.operands:
        add(v)
    for r in op.regions:
        for inner in r.walk():
            for v in inner.operands:
                if not _inside(v, op):
                    add(v)
    return out


@builtin("region_ops", "value data", "values",
         "the first result of each op of region r of the op (its one block, in order; the "
         "terminator and ops without results left out)", reads="producer")
def region_ops(v: SSAValue, r: Any) -> tuple[SSAValue, ...]:
    """One value per op of region ``r`` (an index or a name: ``"body"``) of ``v``'s op that
    has results, its first; raises when the region is not one block."""
    blk = _block(_region(_op(v), r))
    return tuple(o.results[0] for o in blk.ops if o is not blk.last_op and o.results)


@builtin("inputs", "value", "values",
         "the values the op reads: its operands, then the values from outside it that the "
         "ops of its regions use (each once)", reads="nonlocal")
def inputs(v: SSAValue) -> tuple[SSAValue, ...]:
    """What ``v``'s op computes from: operands, then its regions' implicit captures."""
    return tuple(_inputs(_op(v)))


@builtin("reaches", "value", "data",
         "an op that computes from the value, reading it or a result computed from it (inside "
         "the value's block, nested regions included), is one of the named ops", rest="data",
         reads="nonlocal")
def reaches(v: SSAValue, *names: str) -> bool:
    """Whether some op downstream of ``v`` in its block (a user, a user of a user, ...; a
    use inside an op's region counts for that op too) is named in ``names`` (``divide``
    means ``stablehlo.divide``)."""
    want = {n if "." in n else f"stablehlo.{n}" for n in names}
    home = v.owner if isinstance(v, BlockArgument) else v.owner.parent  # type: ignore[union-attr]
    seen: set[int] = set()
    todo = [v]
    while todo:
        for use in todo.pop().uses:
            u: Operation | None = use.operation
            while u is not None and id(u) not in seen:
                seen.add(id(u))
                if u.name in want:
                    return True
                todo.extend(u.results)
                u = None if u.parent is home else u.parent_op()
    return False


@builtin("num_results", "value", "data", "the number of results of the op defining the value",
         reads="producer")
def num_results(v: SSAValue) -> int:
    """How many results ``v``'s op has."""
    return len(_op(v).results)


@builtin("defined_in", "value value", "data",
         "the first value is defined inside a region of the op defining the second (a block "
         "argument or an op result there, at any depth)", reads="nonlocal")
def defined_in(v: SSAValue, w: SSAValue) -> bool:
    """Whether ``v`` is defined in one of the regions of ``w``'s op."""
    return _inside(v, _op(w))


def _passed_through(op: Operation, v: SSAValue) -> int:
    """``i`` when ``v`` is block argument ``i`` of while ``op``'s body and the body yields it
    back at position ``i``; else -1."""
    if op.name != "stablehlo.while" or not isinstance(v, BlockArgument):
        return -1
    body = op.regions[1].blocks.first
    if body is None or v.owner is not body or len(op.regions[1].blocks) != 1:
        return -1
    ret = body.last_op
    i = v.index
    if ret is None or i >= len(ret.operands) or ret.operands[i] is not v:
        return -1
    return i


@builtin("passed_through", "value value", "data",
         "the second value is carried value i of the while's body and the body yields it back "
         "unchanged at position i: it holds the while's operand i in every iteration",
         reads="producer")
def passed_through(w: SSAValue, v: SSAValue) -> bool:
    """Whether ``v`` is a body argument of ``w``'s while that the body returns unchanged."""
    return _passed_through(_op(w), v) >= 0


def _carried_unchanged(op: Operation, i: int) -> bool:
    """Whether while ``op``'s body yields carried value ``i`` back as it got it (its block
    argument ``i``) or yields the while's operand ``i`` itself."""
    if op.name != "stablehlo.while" or not 0 <= i < len(op.results):
        return False
    body = op.regions[1].blocks.first
    if body is None or body.last_op is None or len(op.regions[1].blocks) != 1:
        return False
    ret = body.last_op.operands
    return i < len(ret) and (ret[i] is body.args[i] or ret[i] is op.operands[i])


@builtin("carried_unchanged", "value data", "data",
         "the while's body yields carried value i back unchanged (its block argument i, or "
         "the while's operand i): it holds the while's operand i in every iteration",
         reads="producer")
def carried_unchanged(w: SSAValue, i: int) -> bool:
    """``_carried_unchanged`` of ``w``'s op."""
    return _carried_unchanged(_op(w), int(i))


def _carry_dead(op: Operation, i: int) -> bool:
    """Whether nothing but carried value ``i`` of while ``op`` itself reads it: result ``i``
    is unused, ``cond`` does not read block argument ``i``, and in the body every op that
    computes from block argument ``i`` (a use in a nested region counts for the op holding
    it) is side-effect free and reaches the terminator only at position ``i``."""
    from xdsl.traits import is_side_effect_free

    if op.name != "stablehlo.while" or not 0 <= i < len(op.results) or op.results[i].uses:
        return False
    cond, body = (r.blocks.first for r in op.regions[:2])
    if cond is None or body is None or any(len(r.blocks) != 1 for r in op.regions[:2]):
        return False
    if cond.args[i].uses or body.last_op is None:
        return False
    ret = body.last_op
    seen: set[int] = set()
    todo: list[SSAValue] = [body.args[i]]
    while todo:
        for use in todo.pop().uses:
            u: Operation | None = use.operation
            while u is not None and u.parent is not body:
                u = u.parent_op()
            if u is None:
                return False
            if u is ret:
                if use.index != i:
                    return False
                continue
            if id(u) in seen:
                continue
            seen.add(id(u))
            if not is_side_effect_free(u):
                return False
            todo.extend(u.results)
    return True


@builtin("carry_dead", "value data", "data",
         "nothing but carried value i of the while reads it: result i is unused, cond does "
         "not read it, and what the body computes from it is side-effect free and reaches "
         "only the body's yield i", reads="nonlocal", needs="dead_carry")
def carry_dead(w: SSAValue, i: int) -> bool:
    """``_carry_dead`` of ``w``'s op."""
    return _carry_dead(_op(w), int(i))


@builtin("drop_carry", "value data", "values",
         "the while rebuilt without carried value i, which its body yields back unchanged or "
         "nothing but itself reads (carry_dead): cond and body read the while's operand i "
         "instead; one value per result of the while, result i being that operand",
         builds=True, reads="nonlocal")
def drop_carry(new: list[Operation], w: SSAValue, i: int) -> tuple[SSAValue, ...]:
    """The rebuilt while's results with the while's operand ``i`` at position ``i`` (its
    properties and attributes kept). Declines (``runtime.Decline``) unless
    ``carried_unchanged(w, i)`` or ``carry_dead(w, i)`` (then what the body computed from
    the carried value computes from the operand, read by nothing: dead code)."""
    op, i = _op(w), int(i)
    if not _carried_unchanged(op, i) and not _carry_dead(op, i):
        raise _R.Decline("the carried value changes in the body")
    outer = op.operands[i]
    keep = [k for k in range(len(op.operands)) if k != i]
    regions = []
    for r in op.regions:
        old = r.blocks.first
        assert old is not None
        blk = Block(arg_types=[old.args[k].type for k in keep])
        vmap: dict[SSAValue, SSAValue] = {old.args[k]: a for k, a in zip(keep, blk.args)}
        vmap[old.args[i]] = outer
        for o in old.ops:
            c = o.clone(value_mapper=vmap)
            if r is op.regions[1] and o is old.last_op:  # the body's return: i dropped
                c.operands = [c.operands[k] for k in keep]
            blk.add_op(c)
        regions.append(Region(blk))
    nw = type(op).create(operands=[op.operands[k] for k in keep],
                         result_types=[op.results[k].type for k in keep],
                         properties=dict(op.properties), attributes=dict(op.attributes),
                         regions=regions)
    new.append(nw)
    reps: list[SSAValue] = list(nw.results)
    reps.insert(i, outer)
    return tuple(reps)


@builtin("hoisted", "value value", "value",
         "the op defining the first value (in a region of the op defining the second) copied "
         "before that op: a carried value the while's body passes through unchanged read as "
         "the while's operand, constants of the region copied too; its result at the value's "
         "position (every other value it reads must be defined outside the op)", builds=True,
         reads="nonlocal")
def hoisted(new: list[Operation], v: SSAValue, w: SSAValue) -> SSAValue:
    """A copy of ``v``'s op built into ``new`` (so before ``w``'s op), its inputs mapped out
    of ``w``'s regions: a ``passed_through`` carried value to ``w``'s operand, a constant
    defined inside to a copy of it. Raises when ``v``'s op is not inside ``w``'s regions or
    reads any other value defined inside them."""
    op, outer = _op(v), _op(w)
    if not _inside(v, outer):
        raise ValueError("the value is not defined inside the op's regions")
    vmap: dict[SSAValue, SSAValue] = {}
    for x in _inputs(op):
        if not _inside(x, outer):
            continue
        i = _passed_through(outer, x)
        if i >= 0:
            vmap[x] = outer.operands[i]
        elif isinstance(x, OpResult) and x.op.name == "stablehlo.constant":
            c = x.op.clone()
            new.append(c)
            vmap[x] = c.results[x.index]
        else:
            raise ValueError("the op reads a value that changes inside the region")
    c = op.clone(value_mapper=vmap)
    new.append(c)
    assert isinstance(v, OpResult)
    return c.results[v.index]


# --------------------------------------------------------------------------- window moves
# A window a loop copies may be moved between its load and its store by ops that only
# permute its non-unit dims and add or drop unit dims (transpose, reshape, broadcast_in_dim).

_MOVES = ("stablehlo.transpose", "stablehlo.reshape", "stablehlo.broadcast_in_dim")


@builtin("window_source", "value", "value",
         "the value a chain of transpose, reshape and broadcast_in_dim ops ending in the value "
         "starts from (the value itself when no such op defines it)", reads="nonlocal")
def window_source(v: SSAValue) -> SSAValue:
    """Follow operand 0 back through ``_MOVES`` ops."""
    while isinstance(v, OpResult) and v.op.name in _MOVES:
        v = v.op.operands[0]
    return v


@builtin("dims_through", "value value", "data",
         "for each dim of the second value, the dim of the first it takes its elements along "
         "(-1 for a unit dim of none), where the chain of transpose, reshape and "
         "broadcast_in_dim ops between them only permutes non-unit dims and adds or drops "
         "unit dims", reads="nonlocal")
def dims_through(src: SSAValue, dst: SSAValue) -> list[int]:
    """The chain from ``src`` to ``dst`` (``window_source(dst) is src``) evaluated on an
    iota of ``src``'s static shape; the map is checked against the whole result, so it is
    exact. Raises when the chain does something else (repeats or reorders elements another
    way) or a type is not static."""

    chain: list[Operation] = []
    v = dst
    while v is not src:
        if not isinstance(v, OpResult) or v.op.name not in _MOVES:
            raise ValueError("the values are not joined by transposes, reshapes, broadcasts")
        chain.append(v.op)
        v = v.op.operands[0]
    zs, zd = shape_of(src.type), shape_of(dst.type)
    if zs is None or zd is None or any(d < 0 for d in (*zs, *zd)):
        raise ValueError("a dynamic window")
    # element ids in the window's own element type (the ops evaluate on it), exact there
    ids = np.arange(int(np.prod(zs, dtype=np.int64)), dtype=np.int64)
    dt = to_dtype(src.type.get_element_type())  # type: ignore[attr-defined]
    if dt == np.bool_ or ids.size and int(np.asarray(ids[-1]).astype(dt)) != ids[-1]:
        raise ValueError("the element type does not hold the window's element ids")
    cur = ids.astype(dt).reshape(zs)
    for op in reversed(chain):
        got = evaluate(op, [cur])
        if got is None:
            raise ValueError(f"{op.name} does not evaluate")
        cur = np.asarray(got[0])
    cur = cur.astype(np.int64)
    if cur.shape != tuple(zd):
        raise ValueError("the chain does not give the value's shape")
    us = [k for k, e in enumerate(zs) if e != 1]
    ud = [k for k, e in enumerate(zd) if e != 1]
    if len(us) != len(ud):
        raise ValueError("the chain changes the non-unit dims")
    strides = {}
    st = 1
    for k in reversed(range(len(zs))):
        strides[k] = st
        st *= zs[k]
    out = [-1] * len(zd)
    flat0 = int(cur.reshape(-1)[0]) if cur.size else 0
    for d in ud:
        idx = [0] * len(zd)
        idx[d] = 1
        step = int(cur[tuple(idx)]) - flat0
        match = [k for k in us if strides[k] == step and k not in out]
        if len(match) != 1:
            raise ValueError("a dim of the value runs along no single dim of the source")
        out[d] = match[0]
    order = [out[d] for d in ud]
    want = np.arange(cur.size, dtype=np.int64).reshape([zs[k] for k in us])
    want = np.transpose(want, [us.index(k) for k in order]).reshape(zd)
    if not np.array_equal(want, cur):
        raise ValueError("the chain is not a permutation of non-unit dims")
    return out
