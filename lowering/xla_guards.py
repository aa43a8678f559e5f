"""Modules that crash XLA's compiler instead of failing: found before XLA sees them.

XLA's constant folder kills the process with SIGFPE on an integer division or remainder
whose operands both fold to constants when the divisor holds 0, or -1 with the type's
minimum as dividend (x86 ``idiv`` traps on both). Run time is defined for both (XLA returns
-1 / the dividend), so only a constant-derived dividend is a problem."""

from __future__ import annotations

import numpy as np
from hlorules.dialect.constants import to_numpy
from hlorules.dialect.types import elem_of, is_integer_type
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.ir import Operation, SSAValue

__all__ = ["constant_division_trap"]

_DIV = ("stablehlo.divide", "stablehlo.remainder")


def _constant_derived(v: SSAValue, memo: dict[int, bool]) -> bool:
    op = v.owner
    if not isinstance(op, Operation):
        return False
    key = id(op)
    if key not in memo:
        memo[key] = False  # cycles (regions) count as not constant
        memo[key] = not op.regions and all(_constant_derived(o, memo) for o in op.operands)
    return memo[key]


def constant_division_trap(module: Operation) -> str | None:
    """A description of the first integer divide/remainder that would crash XLA's constant
    folder, or None."""
    memo: dict[int, bool] = {}
    for op in module.walk():
        if op.name not in _DIV or len(op.operands) != 2:
            continue
        x, y = op.operands
        if not is_integer_type(elem_of(y.type)):
            continue
        d = y.owner
        if not (isinstance(d, Operation) and d.name == "stablehlo.constant"):
            continue
        if not _constant_derived(x, memo):
            continue
        value = d.properties["value"]
        if not isinstance(value, DenseIntOrFPElementsAttr):
            continue
        vals = np.asarray(to_numpy(value))
        if (vals == 0).any():
            return f"{op.name} of constants by a divisor holding 0"
        if np.issubdtype(vals.dtype, np.signedinteger) and (vals == -1).any():
            xo = x.owner
            xv = xo.properties.get("value") if isinstance(xo, Operation) else None
            if not (isinstance(xo, Operation) and xo.name == "stablehlo.constant"
                    and isinstance(xv, DenseIntOrFPElementsAttr)) or (
                    np.asarray(to_numpy(xv)) == np.iinfo(vals.dtype).min).any():
                return f"{op.name} of constants by a divisor holding -1"
    return None
