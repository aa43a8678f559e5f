"""``set hoist_constants = true``: constants placed where MLIR's constant folder places them.

MLIR's greedy rewriter (and so Enzyme-JAX's ``enzyme-hlo-opt``) hands every constant it
meets to its ``OperationFolder``, which moves the constant to the start of its block unless
it already is the block's first op or follows a constant the folder has already placed
(``OperationFolder::insertKnownConstant``); a constant a rewrite created next to its user
thus ends up above the constants that were there before.  The engine builds a new constant
next to the op that uses it instead.  :func:`hoist_constants`, run when a book that sets the
option ends, replays the folder's walk over every block: the forms then print in the order
(and with the SSA names) that Enzyme-JAX's lit tests expect.

Only operand-free, region-free constant ops move, and only within their own block, to its
start: a constant is pure and defines its value from nothing, so above all its users in the
same block it still dominates them; no op crosses a region boundary.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

__all__ = ["CONSTANT_OPS", "hoist_constants", "is_hoistable_constant"]

CONSTANT_OPS = frozenset({"stablehlo.constant", "arith.constant"})
"""The constant ops (MLIR's ``ConstantLike``) that :func:`hoist_constants` moves."""


def is_hoistable_constant(op: Operation) -> bool:
    """Whether ``op`` is a constant op with no operands and no regions."""
    return op.name in CONSTANT_OPS and not op.operands and not op.regions


def _hoist_block(block: Block) -> int:
    moved = 0
    placed: set[int] = set()  # id() of the constants the walk has placed
    for op in list(block.ops):
        if not is_hoistable_constant(op):
            continue
        first = block.first_op
        prev = op.prev_op
        if op is not first and (prev is None or id(prev) not in placed):
            assert first is not None
            op.detach()
            block.insert_op_before(op, first)
            moved += 1
        placed.add(id(op))
    return moved


def hoist_constants(root: Operation) -> int:
    """Move the constants of every block under ``root`` to the start of their block, in the
    order MLIR's folder gives (walking each block in order, a constant that is neither the
    block's first op nor right after a constant already placed moves to the very start);
    returns how many moved."""
    blocks = [b for op in root.walk() for r in op.regions for b in r.blocks]
    return sum(_hoist_block(b) for b in blocks)
