"""Verify a module as xDSL's ``Operation.verify`` does, checking each op signature once.

A large StableHLO module repeats the same few op signatures thousands of times (the same
op with the same operand and result types and attributes). An op of our dialect without
regions or successors verifies from its own operand types, result types, properties and
attributes alone: the IRDL constraints, the traits whose verifier is local (none, or
``SameOperandsAndResultType``) and the table's inference and ``verify=`` function (see
``opdef.define``) read nothing else. :func:`verify_module` runs the full verification of
the first op of each signature and, for the others, only the structural checks xDSL makes
(erased operands, terminators); the walk order is xDSL's, so a module is rejected with the
same first error as ``module.verify()`` gives. A region op of our dialect (a scatter, a
reduce) whose regions hold only such ops, wired among themselves, is verified once per
signature and region structure (:func:`_region_key`) in the same way.
"""

from __future__ import annotations

import functools
from typing import Any

from xdsl.ir import Block, ErasedSSAValue, Operation, Region
from xdsl.irdl import IRDLOperation
from xdsl.traits import IsTerminator, NoTerminator, OpTrait, SameOperandsAndResultType
from xdsl.utils.exceptions import VerifyException

__all__ = ["signature", "verify_module"]

#: Trait verifiers that read only the op's own operand and result types.
_LOCAL_TRAIT_VERIFIERS = (OpTrait.verify, SameOperandsAndResultType.verify)
#: ... and, inside a region described by :func:`_region_key`, the op's place in its block.
_BODY_TRAIT_VERIFIERS = (*_LOCAL_TRAIT_VERIFIERS, IsTerminator.verify)


@functools.cache
def _traits_within(cls: type[Operation], verifiers: tuple[Any, ...]) -> bool:
    """Whether ``cls`` is a table-defined op (``opdef.define``) whose traits all verify
    with one of ``verifiers``."""
    return (issubclass(cls, IRDLOperation) and getattr(cls, "SPEC", None) is not None
            and all(type(t).verify in verifiers for t in cls.get_irdl_definition().traits))


def _is_local(cls: type[Operation]) -> bool:
    """Whether an op of ``cls`` (regions and successors aside) verifies from its signature:
    a table-defined op whose traits all verify locally."""
    return _traits_within(cls, _LOCAL_TRAIT_VERIFIERS)


def _in_body(cls: type[Operation]) -> bool:
    """Whether an op of ``cls`` inside a region verifies from what :func:`_region_key`
    records: a local op, or one whose other traits only ask it to end its block."""
    return _traits_within(cls, _BODY_TRAIT_VERIFIERS)


def _structural(op: Operation) -> None:
    """What ``Operation.verify`` checks before the op's own verifier (no successors here)."""
    for operand in op._operands:
        if isinstance(operand, ErasedSSAValue):
            raise ValueError("Erased SSA value is used by the operation")  # noqa: TRY004 -- xDSL's
    block = op.parent
    region = None if block is None else block.parent
    if block is not None and region is not None and block.last_op is op:
        if len(region.blocks) == 1:
            parent_op = region.parent
            if (parent_op is not None and not parent_op.has_trait(NoTerminator)
                    and not op.has_trait(IsTerminator)):
                raise VerifyException(f"Operation {op.name} terminates block in "
                                      "single-block region but is not a terminator")
        elif len(region.blocks) > 1 and not op.has_trait(IsTerminator):
            raise VerifyException(f"Operation {op.name} terminates block in multi-block "
                                  "region but is not a terminator")


def signature(op: Operation) -> tuple[Any, ...]:
    """What a region-free op of our dialect verifies from (see the module's docstring):
    its class, the ids of its operand and result types and of its properties and
    attributes (by name).  By identity: the importer (and ``rules.runtime``) share one
    object per distinct type and attribute; a caller keeping signatures keeps the objects
    alive too, so that no other object takes their ids."""
    return (type(op), tuple([id(o.type) for o in op._operands]),  # xDSL's operand tuple
            tuple([id(r.type) for r in op.results]),
            tuple([(k, id(v)) for k, v in op.properties.items()]),
            tuple([(k, id(v)) for k, v in op.attributes.items()]))


def _region_key(op: Operation) -> tuple[Any, ...] | None:
    """The whole of ``op``'s regions as its verifiers see them: per block its argument
    types and per op its :func:`signature` and where each operand comes from (a block
    argument or an earlier op's result, by position). None when a nested op has regions
    or successors or is not :func:`_in_body`, when an operand is defined outside the
    regions (or erased), or when a parent pointer is wrong: such an op is verified in
    full every time."""
    where: dict[int, int] = {}
    out: list[Any] = []
    for region in op.regions:
        if region.parent is not op:
            return None
        blocks: list[Any] = []
        for block in region.blocks:
            if block.parent is not region:
                return None
            args = []
            for a in block.args:
                where[id(a)] = len(where)
                args.append(id(a.type))
            body: list[Any] = []
            for o in block.ops:
                if o.parent is not block or o.regions or o.successors or not _in_body(type(o)):
                    return None
                srcs = []
                for v in o.operands:
                    k = where.get(id(v))
                    if k is None:
                        return None
                    srcs.append(k)
                for r in o.results:
                    where[id(r)] = len(where)
                body.append((signature(o), tuple(srcs)))
            blocks.append((tuple(args), tuple(body)))
        out.append(tuple(blocks))
    return tuple(out)


def _verify_block(block: Block, seen: set[tuple[Any, ...]]) -> None:
    # Block.verify, with each op verified by _verify_op
    for op in block.ops:
        if op.parent != block:
            raise ValueError("Parent pointer of operation does not refer to containing region")
        _verify_op(op, seen)
    if (block.first_op is None and (region := block.parent) is not None
            and (parent_op := region.parent) is not None and len(region.blocks) == 1
            and not parent_op.has_trait(NoTerminator)):
        raise VerifyException(f"Operation {parent_op.name} contains empty block in "
                              "single-block region that expects at least a terminator")


def _verify_region(region: Region, seen: set[tuple[Any, ...]]) -> None:
    for block in region.blocks:
        _verify_block(block, seen)
        if block.parent != region:
            raise ValueError("Parent pointer of block does not refer to containing region")


def _verify_op(op: Operation, seen: set[tuple[Any, ...]]) -> None:
    if op.successors:
        op.verify()  # xDSL's own, nested ops included
        return
    if op.regions:
        # a region op of our dialect (a scatter, a reduce) whose regions hold only ops
        # verified from their signatures: once per signature and region structure
        rkey = _region_key(op) if _is_local(type(op)) else None
        key = None if rkey is None else (signature(op), rkey)
        _structural(op)
        if key is not None and key in seen:
            return
        for region in op.regions:
            _verify_region(region, seen)
        op.verify(verify_nested_ops=False)  # the structural checks again, then its own
        if key is not None:
            seen.add(key)
        return
    if not _is_local(type(op)):
        op.verify(verify_nested_ops=False)
        return
    key = signature(op)
    if key in seen:
        _structural(op)
        return
    op.verify(verify_nested_ops=False)
    seen.add(key)


def verify_module(op: Operation) -> None:
    """Verify ``op`` and everything nested in it; raises what ``op.verify()`` raises."""
    _verify_op(op, set())
