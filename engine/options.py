"""The running rulebook's options (``set fold_limit = 1024``), for rules and hooks to read.

:func:`hlorules.engine.apply` sets them, for the duration of the run, from the book's ``set``
lines (merged with those of included books); native hooks read one with
:func:`current_option`.  Outside a run (e.g. ``rule.apply(op)`` in a test) there are none
and every lookup gives its default; :func:`book_options` sets them by hand.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType
from typing import Any

__all__ = ["book_options", "current_option", "current_options"]

_EMPTY: Mapping[str, Any] = MappingProxyType({})
_OPTIONS: ContextVar[Mapping[str, Any]] = ContextVar("hlorules_book_options", default=_EMPTY)


def current_options() -> Mapping[str, Any]:
    """The options of the rulebook being run (read-only; empty outside a run)."""
    return _OPTIONS.get()


def current_option(name: str, default: Any = None) -> Any:
    """The running book's option ``name`` (``set name = value``), else ``default``."""
    return _OPTIONS.get().get(name, default)


@contextmanager
def book_options(options: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """Make ``options`` the current options inside the ``with`` block (restored after)."""
    frozen = MappingProxyType(dict(options))
    token = _OPTIONS.set(frozen)
    try:
        yield frozen
    finally:
        _OPTIONS.reset(token)
