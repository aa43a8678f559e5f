"""Modules that crash XLA's compiler instead of failing: found before XLA sees them.

XLA's constant folder kills the process with SIGFPE on an integer division or remainder
whose operands both fold to constants when the divisor holds 0, or -1 with the type's
minimum as dividend (x86 ``idiv`` traps on both). Run time is defined for both (XLA returns
-1 / the dividend), so only a constant-derived dividend is a problem.

XLA's CPU gather expander aborts the process (a CHECK failure in ``CreateReshape``) on a
gather that collapses a dim whose slice size is 0, which StableHLO allows
(``slice_sizes[collapsed] <= 1``); the checker's mutation bench met one at seed 1."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.ir import Operation, SSAValue

from hlorules.dialect.constants import to_numpy
from hlorules.dialect.types import elem_of, is_integer_type

from .importer import from_text

__all__ = ["compiler_trap", "constant_division_trap", "empty_collapsed_gather"]

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
        vals = _distinct(to_numpy(value))
        if (vals == 0).any():
            return f"{op.name} of constants by a divisor holding 0"
        if np.issubdtype(vals.dtype, np.signedinteger) and (vals == -1).any():
            xo = x.owner
            xv = xo.properties.get("value") if isinstance(xo, Operation) else None
            if not (isinstance(xo, Operation) and xo.name == "stablehlo.constant"
                    and isinstance(xv, DenseIntOrFPElementsAttr)) or (
                    _distinct(to_numpy(xv)) == np.iinfo(vals.dtype).min).any():
                return f"{op.name} of constants by a divisor holding -1"
    return None


def empty_collapsed_gather(module: Operation) -> str | None:
    """A description of the first gather that collapses a dim of slice size 0, or None."""
    for op in module.walk():
        if op.name != "stablehlo.gather":
            continue
        dn: Any = op.properties.get("dimension_numbers")
        sizes: Any = op.properties.get("slice_sizes")
        if dn is None or sizes is None:
            continue
        ss = [int(x) for x in sizes.get_values()]
        zero = [d for d in dn["collapsed_slice_dims"] if 0 <= d < len(ss) and ss[d] == 0]
        if zero:
            return f"stablehlo.gather collapsing dim {zero[0]} of slice size 0"
    return None


# text that may hold a trap: a division, or a slice size of 0 (only those are parsed)
_TRAP_TEXT = re.compile(r"stablehlo\.(?:divide|remainder)|slice_sizes = array<i64:[^>]*\b0\b")


def compiler_trap(module_or_text: Operation | str) -> str | None:
    """Why XLA's compiler would kill the process on this module (the whole message of the
    error to raise instead), or None. Text is parsed only when it holds a division or a
    slice size of 0."""
    if isinstance(module_or_text, str):
        if _TRAP_TEXT.search(module_or_text) is None:
            return None

        module: Operation = from_text(module_or_text)
    else:
        module = module_or_text
    trap = constant_division_trap(module)
    if trap is not None:
        return (f"not compiled: XLA's constant folder crashes (SIGFPE) on a {trap}; pass the "
                "divisor or dividend as an argument")
    trap = empty_collapsed_gather(module)
    if trap is not None:
        return (f"not compiled: XLA's gather expander aborts on a {trap} (StableHLO allows "
                "it; its windows hold no element)")
    return None


def _distinct(arr: np.ndarray) -> np.ndarray:
    """``arr``, or its one element when it is a splat kept as one (a broadcast view): the
    checks above ask which values occur, and a large splat is not expanded to answer."""
    arr = np.asarray(arr)
    return arr.reshape(-1)[:1] if arr.size > 1 and not any(arr.strides) else arr
