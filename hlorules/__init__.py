"""hlorules: a declarative rewrite-rule DSL and fixpoint engine for StableHLO.

The public names below are imported on first use, so ``import hlorules`` (and the command
line's ``--help``) does not pay for xDSL, jaxlib and the rule compiler up front.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hlorules.base import __version__

_LAZY = {
    "apply": "hlorules.engine.api",
    "CycleError": "hlorules.engine.driver", "RewriteError": "hlorules.engine.driver",
    "RunawayError": "hlorules.engine.driver", "Trace": "hlorules.engine.trace",
    "HloRulesError": "hlorules.base.errors", "Location": "hlorules.base.errors",
    "constraint": "hlorules.rules.hooks", "function": "hlorules.rules.hooks",
    "rewriter": "hlorules.rules.hooks", "check": "hlorules.checker",
}

__all__ = ["CycleError", "HloRulesError", "Location", "RewriteError", "RunawayError", "Trace",
           "__version__", "apply", "check", "constraint", "function", "jit", "rewriter"]

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from hlorules.base.errors import HloRulesError, Location
    from hlorules.checker import check
    from hlorules.engine.api import RulebookLike, apply
    from hlorules.engine.driver import CycleError, OnCycle, RewriteError, RunawayError
    from hlorules.engine.trace import Trace
    from hlorules.rules.hooks import constraint, function, rewriter


def jit(fn: Callable[..., Any] | None = None, *, rulebook: RulebookLike,
        rules: Mapping[str, Any] | None = None, backend: str | None = None,
        checked: bool = False, on_cycle: OnCycle = "raise",
        static_argnums: int | Sequence[int] = (), static_argnames: str | Sequence[str] = (),
        donate_argnums: int | Sequence[int] = ()) -> Any:
    """``jax.jit`` whose XLA program is ``fn``'s module rewritten with ``rulebook``.

    It composes with JAX both ways: ``jax.grad``, ``jax.vmap`` and ``jax.jit`` of the result
    (their modules are rewritten too), ``hlorules.jit(jax.grad(f))``; pytrees in and out,
    keyword arguments, ``static_argnums``/``static_argnames``/``donate_argnums`` as in
    ``jax.jit``; a cached call dispatches through ``jax.jit`` itself. ``.trace(*args)`` gives
    the rewrite trace for those arguments, ``.module(*args)`` the rewritten module.
    ``backend`` (``cpu``, ``gpu``) runs on that backend's first device (default: JAX's).
    Usable as a decorator: ``@hlorules.jit(rulebook="exec")``. See lowering/jax_bridge.py.
    """
    from hlorules.engine.api import apply  # lazy: start-up (``import hlorules`` stays light)
    from hlorules.lowering.jax_bridge import Jitted  # lazy: start-up

    def many(x: Any) -> tuple[Any, ...]:
        return (x,) if isinstance(x, (int, str)) else tuple(x)

    if fn is None:
        return lambda f: jit(f, rulebook=rulebook, rules=rules, backend=backend,
                             checked=checked, on_cycle=on_cycle, static_argnums=static_argnums,
                             static_argnames=static_argnames, donate_argnums=donate_argnums)
    return Jitted(fn, apply, rulebook, rules, checked, on_cycle, static_argnums=many(static_argnums),
                  static_argnames=many(static_argnames), donate_argnums=many(donate_argnums),
                  backend=backend)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'hlorules' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
