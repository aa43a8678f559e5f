"""Building xDSL ops with the least work xDSL allows (xdsl 0.75, pinned in pyproject).

What ``Operation.create`` and ``Block.add_ops`` do, for ops just made: fresh operands,
results and regions, no successors, no default properties to fill in, blocks filled once.
The per-op checks of those functions (an op or region already attached elsewhere, an op
added inside itself) cannot fail for such ops, and their setters' bookkeeping for replacing
old operands or successors has nothing to do. The importer builds every op it reads this
way, and rules every op they build (rules/runtime.build): ``Operation.create`` costs
~5 us an op, this ~1 us."""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import UNKNOWN_LOC
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue, SSAValues, Use
from xdsl.irdl import IRDLOperation, OptionalDef

__all__ = ["build_op", "create", "fill_block", "has_defaults"]


def has_defaults(op_def: Any) -> bool:
    """Whether ``IRDLOperation.__post_init__`` fills default properties or attributes in."""
    return any(d.default_value is not None and not isinstance(d, OptionalDef)
               for d in (*op_def.properties.values(), *op_def.attributes.values()))


def build_op(cls: type[Operation], operands: list[SSAValue], result_types: list[Attribute],
             properties: dict[str, Attribute], attributes: dict[str, Attribute],
             regions: list[Region]) -> Operation:
    """``cls.create(...)`` for an IRDL op class without defaults; takes the two dicts and
    the (unattached) regions over."""
    op = cls.__new__(cls)
    if operands:
        uses = tuple([Use(op, i) for i in range(len(operands))])
        for v, u in zip(operands, uses):
            v.add_use(u)
        op._operands = SSAValues(operands)
        op._operand_uses = uses
    op.results = SSAValues([OpResult(t, op, i) for i, t in enumerate(result_types)])
    op.properties = properties
    op.attributes = attributes
    op.location = UNKNOWN_LOC
    if regions:
        for r in regions:
            if r.parent is not None:
                raise ValueError("a region already attached to an op")
            r.parent = op
        op.regions = tuple(regions)
    return op


_PLAIN: dict[type, bool] = {}
"""``cls -> build_op may build it``: an IRDL op class without default properties or
attributes to fill in."""


def create(cls: type[Operation], operands: list[SSAValue], result_types: list[Attribute],
           properties: dict[str, Attribute], attributes: dict[str, Attribute],
           regions: list[Region]) -> Operation:
    """``cls.create(...)``: by :func:`build_op` where the class allows it, else xDSL's own."""
    plain = _PLAIN.get(cls)
    if plain is None:
        plain = _PLAIN[cls] = issubclass(cls, IRDLOperation) and not has_defaults(
            cls.get_irdl_definition())
    if plain:
        return build_op(cls, operands, result_types, properties, attributes, regions)
    return cls.create(operands=operands, result_types=result_types, properties=properties,
                      attributes=attributes, regions=regions)


def fill_block(block: Block, ops: list[Operation]) -> None:
    """``block.add_ops(ops)`` for an empty block and ops attached nowhere."""
    prev: Operation | None = None
    for op in ops:
        op.parent = block
        op._prev_op = prev
        if prev is not None:
            prev._next_op = op
        prev = op
    if ops:
        block._first_op = ops[0]
        block._last_op = prev
