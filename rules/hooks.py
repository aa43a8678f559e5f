"""Native Python hooks that rule files refer to by name (``@name(...)``).

Hooks are registered from Python only, with the decorators below; a rule file can name
them but never defines or runs code itself. The loader resolves every ``@name`` when the
file is loaded and reports unknown names (and wrong argument counts) with a location.

* ``@constraint("name")``: a predicate, ``fn(*args) -> bool``, usable in ``where``.
* ``@function("name", returns="data")``: a value for expressions; ``returns`` says what it
  gives: ``"data"`` (ints, lists, arrays, bools), ``"type"`` or ``"value"`` (an SSA value).
* ``@rewriter("name")``: a whole native rewrite, ``rewrite @name(%root, ...)``; it returns a
  ``Rewrite`` (new ops, replacement values) or ``None`` to decline.

Arguments arrive as the rule sees them: ``%x`` as an ``SSAValue``, ``$a`` as its Python
value (ints, tuples, enum member names, struct attributes), ``$T`` as an xDSL type.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Hook", "constraint", "function", "hook_names", "lookup_hook", "rewriter"]

KINDS = ("constraint", "function", "rewriter")
RETURNS = ("data", "type", "value")


@dataclass(frozen=True)
class Hook:
    """One registered hook: its name, kind, callable, result kind and description."""

    name: str
    kind: str
    fn: Callable[..., Any]
    returns: str
    description: str

    def accepts(self, n: int) -> bool:
        """Whether the callable can be called with ``n`` positional arguments."""
        try:
            inspect.signature(self.fn).bind(*range(n))
        except TypeError:
            return False
        except ValueError:  # no signature (a builtin): assume it accepts
            return True
        return True

    def arity(self) -> str:
        try:
            params = inspect.signature(self.fn).parameters.values()
        except ValueError:
            return "some"
        if any(p.kind == p.VAR_POSITIONAL for p in params):
            return "any number of"
        pos = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        need = sum(p.default is p.empty for p in pos)
        return str(need) if need == len(pos) else f"{need} to {len(pos)}"


_REGISTRY: dict[str, Hook] = {}


def _register(name: str, kind: str, returns: str, description: str | None
              ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    if not name.isidentifier():
        raise ValueError(f"hook name {name!r} must be an identifier")
    if returns not in RETURNS:
        raise ValueError(f"returns must be one of {RETURNS}, not {returns!r}")

    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        doc = description or (inspect.getdoc(fn) or "").split("\n")[0] or f"native {kind} {name}"
        _REGISTRY[name] = Hook(name, kind, fn, returns, doc)
        return fn

    return deco


def constraint(name: str, description: str | None = None
               ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register ``fn(*args) -> bool`` as the constraint ``@name`` (replaces an earlier one)."""
    return _register(name, "constraint", "data", description)


def function(name: str, returns: str = "data", description: str | None = None
             ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register ``fn(*args)`` as the expression function ``@name``, giving ``returns``."""
    return _register(name, "function", returns, description)


def rewriter(name: str, description: str | None = None
             ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register ``fn(*args) -> Rewrite | None`` as the native rewriter ``@name``."""
    return _register(name, "rewriter", "value", description)


def lookup_hook(name: str) -> Hook | None:
    """The hook registered under ``name``, or None."""
    return _REGISTRY.get(name)


def hook_names() -> list[str]:
    return sorted(_REGISTRY)


def unregister(name: str) -> None:
    """Remove a hook (tests use this to keep the registry clean)."""
    _REGISTRY.pop(name, None)
