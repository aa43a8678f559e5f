"""``twin(%v)``: hash-consing for rules, the identical earlier op in the same block.

Two ops are identical when they have the same name, the same operand values, properties,
discardable attributes and result types (as MLIR's CSE and egglog's hash-consing compare
them). Only side-effect-free ops (the ``Pure`` trait) without regions have twins.

The lookup is a hash table per block (``hash of the op's key -> op``), built by one pass
over the block on its first lookup and kept across calls, so finding a twin costs one
dictionary lookup plus an exact re-check of the key (two keys of one hash are told apart
there: the later op misses its twin only if its hash is another key's, a 64-bit
collision): the IR changes under the table, so every candidate's own key is compared
(recomputed where its operands changed), and a missing or stale entry is replaced by the
op looked up.
Block order is kept as numbers per op (see :func:`position`), so "earlier" is one
comparison.

``twin`` reads the op defining its value (``reads="producer"``), so the engine leaves a
rule calling it out where that op has not changed since the rule failed there; what the
table adds is reported: when an op registers ahead of an identical, later one, the later
one's rules may match again (``hlorules.rules.rewrite.may_match_again``), since the table is
changed only by lookups and the later op's answer changes only through such a lookup.
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.traits import Pure

from hlorules.dialect import op_state
from hlorules.dialect.constants import shared
from hlorules.dialect.identity import attr_hash
from hlorules.rules.rewrite import may_match_again

from .builtins import builtin

__all__ = ["position", "twin"]

_TABLE = op_state.TWINS
"""The attribute of a block holding its table: it lives and dies with the block (a weak
dictionary keyed by the block would keep it alive forever, since the table's ops point
back to their block)."""
_POS = op_state.POSITION
"""The attribute of an op holding its number (:func:`position`): it lives and dies with the
op, and reading it costs one dictionary lookup (a weak dictionary keyed by the op makes a
weak reference per lookup)."""
_SCAN = 64
"""How far ``position`` looks for numbered neighbours before renumbering the block."""


@builtin("twin", "value", "value",
         "the same result of an identical op (name, operands, properties, attributes, result "
         "types) earlier in the same block; the value itself when there is none", reads="producer",
         needs="identical_op")
def twin(v: SSAValue) -> SSAValue:
    """The result at ``v``'s index of the first op identical to ``v``'s op earlier in its
    block, or ``v`` itself (no twin, a block argument, an op with regions or side effects)."""
    if not isinstance(v, OpResult):
        return v
    op = v.op
    blk = op.parent
    if blk is None or op.regions or not _pure(op):
        return v
    _, h, ids, sig = _key(op)
    table = blk.__dict__.get(_TABLE)
    if table is None:
        table = _index(blk)
        setattr(blk, _TABLE, table)
    cand = table.get(h)
    if cand is None or cand is op or not _is_key(cand, blk, h, ids, sig):
        table[h] = op  # (a stale entry: the op changed or left the block since)
        return v
    if position(cand) < position(op):
        return cand.results[v.index]
    table[h] = op  # op is the earlier one: the later twin finds it when it is visited
    may_match_again(cand)  # ... even where the engine's read sets see nothing changed there
    return v


def earlier_twin(op: Operation, blk: Block, before: Operation) -> Operation | None:
    """An op of ``blk`` identical to ``op`` (an op not in the IR yet, e.g. one a rewrite
    built) that comes before ``before``, as the block's table knows it (None when the block
    has no table yet, or the table's op of that key is not one)."""
    table = blk.__dict__.get(_TABLE)
    if table is None or not _pure(op):
        return None
    _, h, ids, sig = _key(op)
    cand = table.get(h)
    if cand is None or not _is_key(cand, blk, h, ids, sig):
        return None
    return cand if position(cand) < position(before) else None


def _is_key(cand: Operation, blk: Block, h: int, ids: tuple[int, ...],
            sig: tuple[Any, ...]) -> bool:
    """Whether ``cand`` (a table entry) is still in ``blk`` under the key ``(h, ids, sig)``."""
    if cand.parent is not blk:
        return False
    _, ch, cids, csig = _key(cand)
    return ch == h and cids == ids and csig == sig


_PURE: dict[type, bool] = {}
"""``type(op) -> op.has_trait(Pure)``: traits belong to the op's class."""


def _pure(op: Operation) -> bool:
    cls = type(op)
    got = _PURE.get(cls)
    if got is None:
        got = _PURE[cls] = op.has_trait(Pure)
    return got


def _index(blk: Block) -> dict[int, Operation]:
    """The block's table on first use: each eligible op under its key's hash, the first one
    kept. Ops inserted later enter it when they are looked up (a miss registers the op)."""
    table: dict[int, Operation] = {}
    for o in blk.ops:
        if not o.regions and _pure(o):
            table.setdefault(_key(o)[1], o)
    return table


def position(op: Operation) -> float:
    """A number ordering ``op`` among the non-constant ops of its block.

    The engine inserts and erases ops but never moves one (it hoists only constants), so
    the relative order of two ops never changes: a block is numbered once, and an op
    inserted later gets a number between its nearest numbered neighbours."""
    got = getattr(op, _POS, None)
    if got is not None:
        return got  # type: ignore[no-any-return]
    prev, steps = op.prev_op, 0
    while prev is not None and (prev.name == "stablehlo.constant" or not hasattr(prev, _POS)):
        prev, steps = prev.prev_op, steps + 1
        if steps > _SCAN:
            break
    nxt, steps2 = op.next_op, 0
    while nxt is not None and (nxt.name == "stablehlo.constant" or not hasattr(nxt, _POS)):
        nxt, steps2 = nxt.next_op, steps2 + 1
        if steps2 > _SCAN:
            break
    if steps > _SCAN or steps2 > _SCAN or (prev is None and nxt is None):
        blk = op.parent
        assert blk is not None
        for i, o in enumerate(blk.ops):
            if o.name != "stablehlo.constant":
                setattr(o, _POS, float(2 * i))
        return getattr(op, _POS)  # type: ignore[no-any-return]
    if prev is not None:
        lo = getattr(prev, _POS)
    else:
        assert nxt is not None
        lo = getattr(nxt, _POS) - 2.0
    hi = getattr(nxt, _POS) if nxt is not None else lo + 2.0
    got = (lo + hi) / 2
    setattr(op, _POS, got)
    return got


_KEY = op_state.TWIN_KEY
"""The attribute of an op caching its key: ``(operand tuple, hash, operand ids, signature)``."""

_SIGNATURES: dict[tuple[Any, ...], tuple[tuple[Any, ...], int]] = {}
"""An op's signature part of the key (name, result types, properties) by the identities of
those objects (rewrites and the importer share types and attributes between ops): its
fields (which keep the objects alive, so that their ids stay theirs) and their hash."""


def _signature(name: str, types: list[Any], props: dict[str, Any], attrs: dict[str, Any]
               ) -> tuple[tuple[Any, ...], int]:
    """``(fields, hash)`` of an op's name, result types, properties and discardable
    attributes (each sorted by name), hashed from the attributes' cached hashes."""
    pk = sorted(props) if props else ()
    ak = sorted(attrs) if attrs else ()
    pv = [props[k] for k in pk]
    av = [attrs[k] for k in ak]
    fields = (name, *types, None, *pk, *pv, None, *ak, *av)
    return fields, hash((name, *map(attr_hash, types), *pk, *map(attr_hash, pv), *ak,
                         *map(attr_hash, av)))


def _key(op: Operation) -> tuple[Any, int, tuple[int, ...], tuple[Any, ...]]:
    """``(operands, h, ids, sig)``: the op's identity for the twin table, its operand ids
    and its signature (name, result types, properties, discardable attributes:
    :func:`_signature`), ``h`` their hash; the table maps ``h`` to an op, and a hit is
    confirmed by comparing ``ids`` and ``sig`` (few objects for the collector to track; ops
    of one signature share its tuple, compared by identity first). Kept on the op while
    its operands are the same tuple (xDSL replaces ``op._operands`` on every operand change)
    and it has no discardable attributes (the engine merges a replaced op's into the op that
    survives it); properties and result types are never changed in place."""
    attrs = op.attributes
    operands = op._operands  # its identity says the operands are unchanged
    if not attrs:
        hit = getattr(op, _KEY, None)  # (not op.__dict__: reading it makes the op a dict)
        if hit is not None and hit[0] is operands:
            return hit  # type: ignore[no-any-return]
    props = op.properties
    name = op.name
    types = [r.type for r in op.results]
    if attrs:
        sig, sh = _signature(name, types, props, attrs)
    else:
        skey = (name, *map(id, types), *props, *map(id, props.values()))
        sig, sh = shared(_SIGNATURES, skey, _signature, 65536, name, types, props, attrs)
    ids = tuple(map(id, operands))
    key = (operands, hash((ids, sh)), ids, sig)
    if not attrs:
        setattr(op, _KEY, key)
    return key
