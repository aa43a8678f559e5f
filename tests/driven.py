"""Rules applied by the engine's driver, for tests that exercise a few rules on a module."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hlorules.engine.api import apply
from hlorules.engine.schedule import Phase


def rewrite_once(module: Any, rules: Mapping[str, Any], cap: int | None = None) -> int:
    """Rewrite ``module`` in place with one sweep of the driver over ``rules`` (in their
    order, calls left in place), at most ``cap`` rewrites; returns the number of rewrites.
    Dead ops go as in any run (the driver's ``is_removable``)."""
    phase = Phase("once", tuple(rules.values()), max_sweeps=1, rewrite_cap=cap, once=True)
    _, trace = apply(module, phase, inline=False)
    return trace.total_rewrites
