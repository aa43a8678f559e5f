"""What one builtin call of a rule may allocate.

The builtins that create data or constants (``fill``, ``range``, ``concat``, ``splat``,
``const``) first count the elements they would create; over the running book's
``alloc_limit`` (``set alloc_limit = N``, default
:data:`~hlorules.base.options.DEFAULT_ALLOC_LIMIT`) the call raises one located error naming
the rule and the call, instead of allocating without bound (``fill(100000000, 1)``, a
4 GiB ``const``) or failing with a MemoryError. A ``splat`` over the constant limit
(``HLORULES_MAX_ELEMENTS``) is kept as its one element and counts as one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue

from hlorules.base.errors import Location, located
from hlorules.base.input_limits import max_constant_elements
from hlorules.base.options import current_option

from . import model as m

__all__ = ["ALLOC_SIZES", "guard_builtin"]


def _count(x: Any) -> int:
    """Elements of a list or array (1 for a scalar)."""
    if isinstance(x, np.ndarray):
        return int(x.size)
    if isinstance(x, (tuple, list)):
        return len(x)
    return 1


def _elements(t: Any) -> int | None:
    """Elements of a static tensor type (or of a value's type); None when unknown."""
    t = t.type if isinstance(t, SSAValue) else t
    if not isinstance(t, TensorType):
        return None
    n = 1
    for d in t.get_shape():
        if d < 0:
            return None
        n *= int(d)
    return n


def _splat_size(t: Any) -> int | None:
    """Elements ``splat`` creates: those of the type, or 1 over the constant limit
    (``HLORULES_MAX_ELEMENTS``), where the splat is kept as its one element."""
    n = _elements(t)
    return 1 if n is not None and n > max_constant_elements() else n


def _range_size(a: Any, b: Any = None) -> int:
    lo, hi = (0, int(a)) if b is None else (int(a), int(b))
    return max(0, hi - lo)


ALLOC_SIZES: dict[str, Callable[..., int | None]] = {
    "fill": lambda n, v: max(0, int(n)) * max(1, _count(v)),
    "range": _range_size,
    "concat": lambda *xs: sum(_count(x) for x in xs),
    "splat": lambda new, v, t: _splat_size(t),
    "const": lambda new, a, t: _elements(t),
    "affine_points": lambda start, steps, grid: int(np.prod(np.asarray(grid, np.int64)))
    * _count(start),
}
"""Builtin name -> the number of elements a call with these arguments would create."""


def guard_builtin(name: str, fn: Callable[..., Any], rule: m.RuleModel,
                  loc: Location) -> Callable[..., Any]:
    """``fn``, or for a builtin of :data:`ALLOC_SIZES` a wrapper that refuses, with an error
    located at ``loc`` naming ``rule``, a call creating more than ``alloc_limit`` elements.
    Arguments the size cannot be computed from are left to the builtin's own checks."""
    size = ALLOC_SIZES.get(name)
    if size is None:
        return fn

    def guarded(*args: Any) -> Any:
        try:
            n = size(*args)
        except (TypeError, ValueError, OverflowError, AttributeError):
            n = None
        if n is not None:
            limit = current_option("alloc_limit")
            if n > limit:
                raise located(f"rule '{rule.name}': {name}() would create {n} elements, "
                              f"over the book's alloc_limit of {limit} (raise it with `set "
                              f"alloc_limit = N`)", loc.file, rule.source, loc.line, loc.col)
        return fn(*args)

    guarded.__name__ = getattr(fn, "__name__", name)
    guarded.__doc__ = fn.__doc__
    return guarded
