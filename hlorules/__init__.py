"""hlorules: a declarative rewrite-rule DSL and fixpoint engine for StableHLO.

The public names below are imported on first use, so ``import hlorules`` (and the command
line's ``--help``) does not pay for xDSL, jaxlib and the rule compiler up front.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hlorules.base import __version__

_LAZY = {
    "apply": "hlorules.engine.api", "jit": "hlorules.engine.api",
    "CycleError": "hlorules.engine.driver", "RewriteError": "hlorules.engine.driver",
    "RunawayError": "hlorules.engine.driver", "Trace": "hlorules.engine.trace",
    "HloRulesError": "hlorules.base.errors", "Location": "hlorules.base.errors",
    "constraint": "hlorules.rules.hooks", "function": "hlorules.rules.hooks",
    "rewriter": "hlorules.rules.hooks", "check": "hlorules.checker",
}

__all__ = ["CycleError", "HloRulesError", "Location", "RewriteError", "RunawayError", "Trace",
           "__version__", "apply", "check", "constraint", "function", "jit", "rewriter"]

if TYPE_CHECKING:
    from hlorules.base.errors import HloRulesError, Location
    from hlorules.checker import check
    from hlorules.engine.api import apply, jit
    from hlorules.engine.driver import CycleError, RewriteError, RunawayError
    from hlorules.engine.trace import Trace
    from hlorules.rules.hooks import constraint, function, rewriter


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'hlorules' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
