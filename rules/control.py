"""Builtins over control flow, on an op's regions: ``inline`` (a region's ops copied in
place, its block arguments bound to given values, optionally repeated), ``region_size``
(how many ops a region holds), ``num_regions`` and ``trip_count`` (the constant number of iterations of a counted
``while``). They are generic: any op with single-block regions, any carried values.

* ``inline(%op, r, %vs, n?)``: region ``r`` (an index, or a name such as ``"body"``) of the
  op defining ``%op`` copied ``n`` times (default 1) before the rewritten op: the block
  arguments of copy 1 are ``%vs``, those of copy k the values copy k-1 yields; the values
  the last copy's terminator yields (``%vs`` itself for ``n == 0``).
* ``inline_elementwise(%op, r, %vs)``: region ``r`` of the op defining ``%op``, one block of
  elementwise ops on rank-0 tensors, copied once before the rewritten op on tensors of the
  values' one shape S: each block argument bound to its value, each op's result given shape
  S, each value from outside the region read broadcast to S; the values its terminator
  yields.
* ``region_size(%op, r)``: the number of ops in region ``r``, nested regions' ops included,
  terminators not counted.
* ``trip_count(%w, cap)``: the number of times a ``while`` runs its body when its cond is
  exactly one ``compare`` of a carried counter with a constant (or with a carried value the
  body passes through unchanged and whose initial value is constant), the body's next
  counter is ``add(counter, c)`` with a constant ``c``, and the counter starts from a
  constant. The counter is stepped with dialect/fold's own ``add`` and ``compare`` (integer
  wrap-around, signed or unsigned order as the compare says); more than ``cap`` iterations
  (a zero or wrong-way step never ends) raises.
* ``iteration_values(%w, %v, cap)``: a body value computed from the counter of such a loop
  and constants, evaluated in every iteration (one flat list of elements per iteration).
* ``from_counter(%w, %v)``: whether ``iteration_values`` evaluates ``%v`` (the loop counted,
  ``%v`` computed from its counter and constants alone) through integer and boolean values
  only.
* ``attr_names(%v)``: the names of the discardable attributes of the op defining ``%v``.
* ``marked(%op, %v, name, value)``: the op defining ``%op`` rebuilt (its regions copied),
  the op of those regions defining ``%v`` carrying the discardable attribute ``name`` set
  to ``value``; one value per result (rewrite only).
* ``region_arg(%op, r, i)`` and ``yielded(%op, r, i)``: block argument ``i`` of region
  ``r``, and what its terminator yields at position ``i``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue

from hlorules.dialect import REGISTRY, Elementwise
from hlorules.dialect.fold import value_of, value_with
from hlorules.dialect.fold.core import evaluate
from hlorules.dialect.types import elem_of, is_bool_type, is_integer_type, shape_of, tensor

from . import runtime as _R
from .builtins import builtin

__all__ = ["attr_names", "from_counter", "inline", "inline_elementwise",
           "iteration_values", "marked", "num_regions", "region_arg",
           "region_size", "trip_count", "yielded"]


def _op(v: Any) -> Operation:
    if not isinstance(v, OpResult):
        raise TypeError("the value is not an op result")
    return v.op


def _region(op: Operation, r: Any) -> Region:
    """Region ``r`` of ``op``: by index, or by its name in the op's definition."""
    if isinstance(r, str):
        names = [n for n, _ in type(op).get_irdl_definition().regions]  # type: ignore[attr-defined]
        if r not in names or len(names) != len(op.regions):
            raise ValueError(f"{op.name} has no single region named {r!r}")
        r = names.index(r)
    i = int(r)
    if not 0 <= i < len(op.regions):
        raise IndexError(f"{op.name} has no region {i}")
    return op.regions[i]


def _block(region: Region) -> Block:
    if len(region.blocks) != 1:
        raise ValueError("the region does not have exactly one block")
    blk = region.blocks.first
    assert blk is not None
    return blk


@builtin("inline", "value data values data", "values",
         "region r of the op copied n times (default 1) in place, the block arguments of the "
         "first copy bound to the values and of each later copy to what the one before "
         "yields: the values the last copy yields", optional=2, builds=True, reads="nonlocal")
def inline(new: list[Operation], v: SSAValue, r: Any, vals: Any = (), n: Any = 1
           ) -> tuple[SSAValue, ...]:
    """The values region ``r`` of ``v``'s op yields after ``n`` chained copies, each built
    into ``new``. Raises when the region is not one block whose terminator is
    ``stablehlo.return``, when the values do not match the block arguments' number and
    types, or when ``n`` is negative."""
    op = _op(v)
    blk = _block(_region(op, r))
    cur: list[SSAValue] = list(vals)
    n = int(n)
    if n < 0:
        raise ValueError("a negative number of copies")
    ret = blk.last_op
    if ret is None or ret.name != "stablehlo.return":
        raise ValueError("the region does not end in stablehlo.return")
    if len(cur) != len(blk.args) or any(a.type != x.type for a, x in zip(blk.args, cur)):
        raise ValueError("the values do not match the region's block arguments")
    if n > 1 and [x.type for x in ret.operands] != [a.type for a in blk.args]:
        raise ValueError("the region yields values of other types than its arguments")
    for _ in range(n):
        vmap: dict[SSAValue, SSAValue] = dict(zip(blk.args, cur))
        for o in blk.ops:
            if o is ret:
                break
            new.append(o.clone(value_mapper=vmap))
        cur = [vmap.get(x, x) for x in ret.operands]
    return tuple(cur)


@builtin("inline_elementwise", "value data values", "values",
         "region r of the op (one block of elementwise ops on rank-0 tensors) copied in place "
         "on tensors of the values' shape: block arguments bound to the values, outside "
         "values broadcast to it; the values its terminator yields", builds=True,
         reads="nonlocal")
def inline_elementwise(new: list[Operation], v: SSAValue, r: Any, vals: Any
                       ) -> tuple[SSAValue, ...]:
    """The values region ``r`` of ``v``'s op yields, its ops applied element by element to
    tensors of the one shape of ``vals``. Raises when the region is not one block ending in
    ``stablehlo.return``, when an op of it is not ``Elementwise`` or holds a region, when a
    value it reads is not a rank-0 tensor, or when the values do not match the block
    arguments' number and element types or differ in shape."""

    op = _op(v)
    blk = _block(_region(op, r))
    cur = list(vals)
    ret = blk.last_op
    if ret is None or ret.name != "stablehlo.return":
        raise ValueError("the region does not end in stablehlo.return")
    if len(cur) != len(blk.args) or not cur:
        raise ValueError("the values do not match the region's block arguments")
    shp = tuple(shape_of(cur[0].type))
    for a, x in zip(blk.args, cur):
        if tuple(shape_of(x.type)) != shp or elem_of(x.type) != elem_of(a.type) \
                or shape_of(a.type) != ():
            raise ValueError("the values do not match the region's block arguments")
    vmap: dict[SSAValue, SSAValue] = dict(zip(blk.args, cur))

    def mapped(x: SSAValue) -> SSAValue:
        if x in vmap:
            return vmap[x]
        if not isinstance(x.type, TensorType) or shape_of(x.type) != ():
            raise ValueError("the region reads a value that is not a rank-0 tensor")
        b = _R.build(new, REGISTRY["stablehlo.broadcast_in_dim"], [x],
                     {"broadcast_dimensions": ()}, tensor(shp, elem_of(x.type)), None)
        vmap[x] = b
        return b

    for o in blk.ops:
        if o is ret:
            break
        if o.regions or not o.has_trait(Elementwise):
            raise ValueError(f"{o.name} in the region is not elementwise")
        if any(not isinstance(t, TensorType) or shape_of(t) != () for t in o.result_types):
            raise ValueError("an op of the region has a result that is not a rank-0 tensor")
        nop = type(o).create(operands=[mapped(x) for x in o.operands],
                             result_types=[tensor(shp, elem_of(t)) for t in o.result_types],
                             properties=dict(o.properties), attributes=dict(o.attributes))
        new.append(nop)
        vmap.update(zip(o.results, nop.results))
    return tuple(mapped(x) for x in ret.operands)


@builtin("region_size", "value data", "data",
         "the number of ops in region r of the op (nested regions included, terminators not)",
         reads="producer")
def region_size(v: SSAValue, r: Any) -> int:
    """Ops of region ``r`` of ``v``'s op and of the regions nested in it, terminators
    (the last op of each block) not counted."""
    return _count(_region(_op(v), r))


def _count(region: Region) -> int:
    n = 0
    for blk in region.blocks:
        for o in blk.ops:
            if o is not blk.last_op:
                n += 1 + sum(_count(x) for x in o.regions)
    return n


@builtin("num_regions", "value", "data", "the number of regions of the op defining the value",
         reads="producer")
def num_regions(v: SSAValue) -> int:
    """How many regions ``v``'s op has (a ``case``: its branches)."""
    return len(_op(v).regions)


@builtin("trip_count", "value data", "data",
         "the constant number of iterations of the while (cond: one compare of a carried "
         "counter with a constant; body: the counter plus a constant; a constant start), at "
         "most cap", reads="nonlocal")
def trip_count(w: SSAValue, cap: Any) -> int:
    """How many times the while defining ``w`` runs its body; raises when the loop is not
    of the counted form above or runs more than ``cap`` times."""
    return len(_counter(_op(w), cap)[1])


def _counter(op: Operation, cap: Any) -> tuple[int, list[np.ndarray]]:
    """The index of the counted while ``op``'s counter and its value in each iteration
    (``trip_count``'s form); raises as ``trip_count`` does."""
    if op.name != "stablehlo.while":
        raise ValueError("not a while")
    cond, body = (_block(r) for r in op.regions)
    cret, bret = cond.last_op, body.last_op
    assert cret is not None and bret is not None
    cmp = [o for o in cond.ops if o is not cret and o.name != "stablehlo.constant"]
    if len(cmp) != 1 or cmp[0].name != "stablehlo.compare" or list(cret.operands) != \
            [cmp[0].results[0]]:
        raise ValueError("the cond is not exactly one compare")
    c = cmp[0]
    sides = list(c.operands)
    args = [x for x in sides if isinstance(x, BlockArgument) and x.owner is cond]
    if not args:
        raise ValueError("the compare reads no carried value")

    def invariant_init(x: SSAValue) -> np.ndarray | None:
        # a carried value the body passes through unchanged, from a constant start
        if isinstance(x, BlockArgument) and x.owner is cond:
            if bret.operands[x.index] is not body.args[x.index]:
                return None
            return value_of(op.operands[x.index])
        return value_of(x)

    for ctr in args:
        i = ctr.index
        other = sides[1] if sides[0] is ctr else sides[0]
        if other is ctr:
            continue
        limit = invariant_init(other)
        nxt = bret.operands[i]
        if limit is None or not isinstance(nxt, OpResult) or nxt.op.name != "stablehlo.add" \
                or nxt.op.parent is not body:
            continue
        add = nxt.op
        a, b = add.operands
        if a is body.args[i]:
            step = value_of(b)
        elif b is body.args[i]:
            step = value_of(a)
        else:
            continue
        start = value_of(op.operands[i])
        if step is None or start is None:
            continue
        t = op.operands[i].type
        if not isinstance(t, TensorType) or t.get_shape() or start.dtype.kind not in "iu":
            continue
        x, n, cap = start, 0, int(cap)
        seen: list[np.ndarray] = []
        while True:
            got = evaluate(c, [x, limit] if sides[0] is ctr else [limit, x])
            if got is None:
                raise ValueError("the compare does not evaluate")
            if not bool(np.asarray(got[0]).reshape(-1)[0]):
                return i, seen
            seen.append(x)
            n += 1
            if n > cap:
                raise ValueError(f"the loop runs more than {cap} times")
            stepped = evaluate(add, [x, step] if a is body.args[i] else [step, x])
            if stepped is None:
                raise ValueError("the step does not evaluate")
            x = stepped[0]
    raise ValueError("no carried counter with a constant start, step and limit")


@builtin("iteration_values", "value value data", "data",
         "the elements of a value of the counted while's body (trip_count's form) computed "
         "from its counter and constants alone, in each iteration: one flat list per "
         "iteration, at most cap iterations", reads="nonlocal", needs="loop_windows")
def iteration_values(w: SSAValue, v: SSAValue, cap: Any) -> list[list[Any]]:
    """``v`` (in the body of ``w``'s while, or outside it) evaluated in every iteration,
    the counter bound to its value there, every other input a constant (the folder's
    ``value_with``). Raises when ``v`` reads another carried value or an op the folder
    does not evaluate."""
    op = _op(w)
    i, xs = _counter(op, cap)
    ctr = _block(op.regions[1]).args[i]
    out = []
    for x in xs:
        got = value_with(v, {ctr: x})
        if got is None:
            raise ValueError("the value is not computed from the counter and constants alone")
        out.append([a.item() for a in np.asarray(got).reshape(-1)])
    return out


@builtin("from_counter", "value value", "data",
         "iteration_values evaluates the value: the while is counted (trip_count's form, at "
         "most 1024 iterations) and the value is computed from its counter and constants "
         "alone, through integer and boolean values only", reads="nonlocal", needs="loop_windows")
def from_counter(w: SSAValue, v: SSAValue) -> bool:
    """Whether ``iteration_values(w, v, 1024)`` answers (it raises otherwise) and every
    value it evaluates on the way is an integer or boolean tensor: integer arithmetic wraps
    alike in the folder and at run time, where a float one may not (XLA CPU flushes
    subnormals the folder keeps)."""
    try:
        op = _op(w)
        if op.name != "stablehlo.while":
            return False
        body = _block(op.regions[1])
        todo, seen = [v], set()
        while todo:  # the types first: a float on the way declines before any evaluation
            u = todo.pop()
            if id(u) in seen:
                continue
            seen.add(id(u))
            t = u.type
            if not isinstance(t, TensorType) or not (is_integer_type(elem_of(t))
                                                      or is_bool_type(elem_of(t))):
                return False
            if isinstance(u, OpResult) and u.op.parent is body:
                todo.extend(u.op.operands)
        iteration_values(w, v, 1024)
    except (ValueError, TypeError, AssertionError):
        return False
    return True


@builtin("attr_names", "value", "data",
         "the names of the discardable attributes of the op defining the value (none for a "
         "block argument)", reads="producer")
def attr_names(v: SSAValue) -> list[str]:
    """``op.attributes``' names, sorted: a StableHLO op's discardable attributes."""
    return sorted(v.op.attributes) if isinstance(v, OpResult) else []


@builtin("marked", "value value data data", "values",
         "the op defining the first value rebuilt (its regions copied), the op of those regions "
         "defining the second value carrying the discardable attribute name (dotted) set to "
         "the data; one value per result", builds=True, reads="nonlocal")
def marked(new: list[Operation], w: SSAValue, v: SSAValue, name: Any, value: Any
           ) -> tuple[SSAValue, ...]:
    """A clone of ``w``'s op (properties, attributes and regions), the copy of ``v``'s op
    in it marked ``name = value``; raises unless ``v`` is an op result inside those regions
    and ``name`` a discardable attribute's (dotted) name."""
    op = _op(w)
    if not isinstance(name, str) or "." not in name:
        raise ValueError("a discardable attribute's name is dotted")
    if not isinstance(v, OpResult) or not _inside(v, op):
        raise ValueError("the value is not defined inside the op's regions")
    vmap: dict[SSAValue, SSAValue] = {}
    nw = op.clone(value_mapper=vmap)
    got = vmap.get(v)
    if not isinstance(got, OpResult):
        raise TypeError("the value has no copy")
    got.op.attributes[name] = _R.to_attr(value, None)
    new.append(nw)
    return tuple(nw.results)


def _inside(v: SSAValue, op: Operation) -> bool:
    """Whether ``v`` is defined inside a region of ``op`` (at any depth)."""
    blk = v.owner if isinstance(v, BlockArgument) else getattr(v.owner, "parent", None)
    while isinstance(blk, Block):
        parent = blk.parent_op()
        if parent is op:
            return True
        if parent is None:
            return False
        blk = parent.parent
    return False


@builtin("region_arg", "value data data", "value",
         "block argument i of region r of the op defining the value", reads="producer")
def region_arg(v: SSAValue, r: Any, i: Any) -> SSAValue:
    """Argument ``i`` of the one block of region ``r`` of ``v``'s op."""
    return _block(_region(_op(v), r)).args[int(i)]


@builtin("yielded", "value data data", "value",
         "the value region r of the op defining the value yields at position i (its "
         "terminator's operand i)", reads="producer")
def yielded(v: SSAValue, r: Any, i: Any) -> SSAValue:
    """Operand ``i`` of the terminator of region ``r`` of ``v``'s op."""
    ret = _block(_region(_op(v), r)).last_op
    assert ret is not None
    return ret.operands[int(i)]
