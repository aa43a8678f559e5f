"""Native hooks of ``rulebooks/fold.rules``: constant folding through ``engine.fold``.

* ``@fold_constants(%r)`` (rewriter): the op defining ``%r``, every operand a constant, as
  ``stablehlo.constant`` ops holding its results, computed bit-exactly as XLA CPU does
  (:func:`hlorules.engine.fold.fold`). It declines (None) when the op cannot be folded:
  an operand is not a constant, the op or element type is not handled, or a result has more
  than ``fold_limit`` elements (the running book's ``set fold_limit = N``, default 1024;
  operands may hold ``OPERAND_FACTOR`` times that in all).
* ``@all_constant(%xs...)`` (constraint): every value given (values or lists of values) is
  produced by ``stablehlo.constant``; the list form of the builtin ``is_constant``.

Why hooks: evaluating an op on arrays bit-exactly (IEEE rounding, NaN payloads, XLA's
integer rules) is outside the expression language. ``hlorules.rules.load_rules`` imports
this module lazily with the rest of the library when it loads a shipped rule file; import it
yourself to load a copy of ``fold.rules`` kept elsewhere.
"""

from __future__ import annotations

from typing import Any

from hlorules.dialect import REGISTRY
from hlorules.engine.fold import can_fold, fold
from hlorules.engine.options import current_option
from hlorules.rules.hooks import constraint, rewriter
from xdsl.ir import Operation, SSAValue

from hlorules.rewrite import Rewrite

__all__ = ["DEFAULT_FOLD_LIMIT", "all_constant", "fold_constants", "fold_limit"]

DEFAULT_FOLD_LIMIT = 1024
"""Largest result (in elements) folded when the running book sets no ``fold_limit``."""


def fold_limit() -> int:
    """The running book's ``fold_limit`` (elements per result), else the default."""
    v = current_option("fold_limit", DEFAULT_FOLD_LIMIT)
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"set fold_limit = {v!r}: expected a number of elements")
    return v


def _is_constant(v: Any) -> bool:
    return (isinstance(v, SSAValue) and isinstance(v.owner, Operation)
            and v.owner.name == "stablehlo.constant")


@constraint("all_constant", "every value is produced by stablehlo.constant")
def all_constant(*values: Any) -> bool:
    out = True
    for v in values:
        if isinstance(v, (tuple, list)):
            out = out and all(_is_constant(x) for x in v)
        else:
            out = out and _is_constant(v)
    return out


@rewriter("fold_constants", "the op over constants, folded to constants as XLA computes it")
def fold_constants(root: SSAValue) -> Rewrite | None:
    op = root.owner
    if not isinstance(op, Operation):
        return None
    cap = fold_limit()
    if not can_fold(op, cap):
        return None
    values = fold(op, cap)
    if values is None:
        return None
    cls = REGISTRY["stablehlo.constant"].cls
    assert cls is not None
    new_ops = [cls.create(operands=[], result_types=[r.type], properties={"value": v})
               for r, v in zip(op.results, values)]
    return Rewrite(new_ops, [c.results[0] for c in new_ops])
