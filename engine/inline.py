"""Inline ``func.call`` of single-block functions and drop private functions left unused.

JAX emits private helpers (``@_where``, ``@cumsum``, ...) called through ``func.call``;
patterns that look across them (``while_slice_elementwise_carry``) need them inlined.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr
from xdsl.ir import Attribute, Operation, SSAValue

from hlorules.dialect.identity import MISS, IdentityCache

from .driver import preorder  # op.walk()'s order, by the blocks' linked lists

__all__ = ["inline_calls"]


def _sym(op: Operation) -> str | None:
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return getattr(name, "data", None)


def _callee(call: Operation) -> str | None:
    ref = call.properties.get("callee") or call.attributes.get("callee")
    if isinstance(ref, SymbolRefAttr):
        return ref.root_reference.data
    return None


_REFS: IdentityCache[frozenset[str]] = IdentityCache()
"""An attribute's symbol references (attributes are immutable; modules share many)."""


def _attr_refs(attr: Attribute) -> frozenset[str]:
    """The root names of the symbol references anywhere inside ``attr``."""
    got = _REFS.get(attr)
    if got is MISS:
        out: set[str] = set()
        _refs(attr, out)
        got = _REFS.put(attr, frozenset(out))
    return got


def _refs(attr: Attribute, out: set[str]) -> None:
    if isinstance(attr, SymbolRefAttr):
        out.add(attr.root_reference.data)
        return
    data = getattr(attr, "data", None)
    if isinstance(data, (tuple, list)):
        for a in data:
            if isinstance(a, Attribute):
                _refs(a, out)
    elif isinstance(data, dict):
        for a in data.values():
            if isinstance(a, Attribute):
                _refs(a, out)


def _functions(module: ModuleOp) -> dict[str, Operation]:
    return {s: op for op in module.body.block.ops
            if op.name == "func.func" and (s := _sym(op)) is not None}


def _inline_one(call: Operation, func: Operation) -> None:
    body = func.regions[0]
    block = body.blocks.first
    assert block is not None
    mapping: dict[SSAValue, SSAValue] = dict(zip(block.args, call.operands, strict=True))
    ret: Operation | None = None
    new_ops: list[Operation] = []
    for inner in block.ops:
        if inner.name == "func.return" and inner is block.last_op:
            ret = inner
            break
        new_ops.append(inner.clone(value_mapper=mapping))
    assert ret is not None
    parent = call.parent
    assert parent is not None
    parent.insert_ops_before(new_ops, call)
    for res, val in zip(call.results, ret.operands, strict=True):
        res.replace_all_uses_with(mapping.get(val, val))
    parent.erase_op(call)


def _inlinable(func: Operation) -> bool:
    if not func.regions or len(func.regions[0].blocks) != 1:
        return False
    last = func.regions[0].blocks.first.last_op  # type: ignore[union-attr]
    return last is not None and last.name == "func.return"


def inline_calls(module: ModuleOp, *, remove_dead: bool = True, max_depth: int = 64) -> int:
    """Inline ``func.call``s of public functions to single-block functions; returns how many.

    Calls inside inlined bodies are inlined too (recursion stops after ``max_depth`` rounds).
    With ``remove_dead``, private functions no longer referenced by any symbol are erased.
    """
    count = 0
    for _ in range(max_depth):
        funcs = _functions(module)
        # inline into public functions only: private ones are inlined into them, then dropped
        calls = [op for f in funcs.values() if not _private(f)
                 for op in preorder(f) if op.name == "func.call"]
        done = 0
        for call in calls:
            name = _callee(call)
            func = funcs.get(name) if name else None
            if func is None or not _inlinable(func) or _inside(call, func):
                continue
            _inline_one(call, func)
            done += 1
        count += done
        if not done:
            break
    if remove_dead:
        _remove_dead_private(module)
    return count


def _inside(op: Operation, func: Operation) -> bool:
    cur: Any = op.parent_op()
    while cur is not None:
        if cur is func:
            return True
        cur = cur.parent_op()
    return False


def _remove_dead_private(module: ModuleOp) -> None:
    while True:
        funcs = _functions(module)
        if not any(_private(f) for f in funcs.values()):
            return  # nothing could be dead
        used: set[str] = set()
        top = module.body.block
        for op in preorder(module):
            if op.name == "func.func" and op.parent is top:
                continue
            for a in op.properties.values():
                used |= _attr_refs(a)
            for a in op.attributes.values():
                used |= _attr_refs(a)
        dead = [f for s, f in funcs.items() if s not in used and _private(f)]
        # functions only referenced from dead functions go on the next round
        if not dead:
            return
        for f in dead:
            module.body.block.erase_op(f, safe_erase=False)


def _private(func: Operation) -> bool:
    vis = func.properties.get("sym_visibility") or func.attributes.get("sym_visibility")
    return getattr(vis, "data", None) == "private"
