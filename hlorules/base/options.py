"""Rulebook options (``set fold_limit = 1024``): their declared types and ranges, and the
running book's values, for rules and hooks to read.

Every option a book may set is declared here (or by a native-hook module, with
:func:`declare_option`, before the book is loaded) with a type (``int``, ``bool`` or
``str``), a range for integers, a default and a description.  Loading a book checks each
``set`` line against its declaration and reports an unknown name or a wrong type or range
as one located error, so that no option is found wrong only when a rule fires.

:func:`hlorules.engine.apply` sets the current options, for the duration of the run, from
the book's ``set`` lines (merged with those of included books); native hooks read one with
:func:`current_option`.  Outside a run (e.g. ``rule.apply(op)`` in a test) none is set and
every lookup gives its default; :func:`book_options` sets them by hand.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

__all__ = ["DEFAULT_ALLOC_LIMIT", "OPTIONS", "OptionSpec", "book_options", "current_option",
           "current_options", "declare_option", "option_problem"]


@dataclass(frozen=True)
class OptionSpec:
    """A declared option: ``kind`` is ``int``, ``bool`` or ``str``; integers lie in
    ``[minimum, maximum]``."""

    name: str
    kind: type
    default: Any
    doc: str
    minimum: int | None = None
    maximum: int | None = None

    def describe(self) -> str:
        """What the option takes, in words (``an integer from 1 to 1099511627776``)."""
        if self.kind is bool:
            return "true or false"
        if self.kind is str:
            return "a string"
        if self.minimum is not None and self.maximum is not None:
            return f"an integer from {self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"an integer of at least {self.minimum}"
        return "an integer"

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` has the declared type and lies in the range."""
        if self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                return False
            return ((self.minimum is None or value >= self.minimum)
                    and (self.maximum is None or value <= self.maximum))
        return type(value) is self.kind


OPTIONS: dict[str, OptionSpec] = {}
"""Every declared option, by name."""


def declare_option(name: str, kind: type, default: Any, doc: str, *,
                   minimum: int | None = None, maximum: int | None = None) -> OptionSpec:
    """Declare option ``name`` (idempotent for an identical declaration; a different one
    for a declared name raises ``ValueError``)."""
    if kind not in (int, bool, str):
        raise ValueError(f"option {name}: kind must be int, bool or str, not {kind!r}")
    spec = OptionSpec(name, kind, default, doc, minimum, maximum)
    if not spec.accepts(default):
        raise ValueError(f"option {name}: default {default!r} is not {spec.describe()}")
    old = OPTIONS.get(name)
    if old is not None and old != spec:
        raise ValueError(f"option {name} is already declared differently: {old}")
    OPTIONS[name] = spec
    return spec


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"' if len(value) <= 40 else f'"{value[:37]}..."'
    return str(value)


def option_problem(name: str, value: Any) -> str | None:
    """Why ``set name = value`` is wrong (unknown name, wrong type or out of range), in
    words; None when it is right."""
    spec = OPTIONS.get(name)
    if spec is None:
        close = difflib.get_close_matches(name, sorted(OPTIONS), n=1, cutoff=0.6)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        return f"unknown option '{name}'{hint} (options: {', '.join(sorted(OPTIONS))})"
    if not spec.accepts(value):
        return f"option '{name}' takes {spec.describe()}, got {_shown(value)}"
    return None


DEFAULT_ALLOC_LIMIT = 1 << 24
"""Most elements one builtin call of a rule may create when the book sets no
``alloc_limit`` (16,777,216: a 64 MiB f32 constant)."""

declare_option("fold_limit", int, 1024,
               "largest result, in elements, the constant folder materialises",
               minimum=0, maximum=2**31 - 1)
declare_option("unroll_limit", int, 256,
               "most ops (trip count x body ops) a loop may unroll into (rulebooks/loops.rules)",
               minimum=0, maximum=2**31 - 1)
declare_option("inline", bool, True, "inline func.call (and drop dead private functions) "
               "before the schedule runs")
declare_option("approx", bool, False,
               "run the rules exact only up to a declared tolerance (`approx ulp N`, "
               "`approx rtol X`); off: the book's phases leave them out")
declare_option("fold_backend", str, "",
               "evaluate the ops no backend-independent fold computes exactly (transcendentals) "
               "through XLA on this backend (\"cpu\", \"gpu\"), folding where XLA's "
               "compile-time and run-time results agree bit for bit; empty: never")
declare_option("hoist_constants", bool, False,
               "when the book's run ends, move every constant op to the start of its block "
               "in the order MLIR's constant folder (Enzyme-JAX) gives; off: constants stay "
               "next to the op that first used them")
declare_option("alloc_limit", int, DEFAULT_ALLOC_LIMIT,
               "most elements one builtin call of a rule may create (fill, range, concat, "
               "splat, const); more is a located error naming the rule",
               minimum=1, maximum=2**40)

_EMPTY: Mapping[str, Any] = MappingProxyType({})
_OPTIONS: ContextVar[Mapping[str, Any]] = ContextVar("hlorules_book_options", default=_EMPTY)
_UNSET = object()


def current_options() -> Mapping[str, Any]:
    """The options of the rulebook being run (read-only; empty outside a run)."""
    return _OPTIONS.get()


def current_option(name: str, default: Any = _UNSET) -> Any:
    """The running book's option ``name`` (``set name = value``), else ``default``, else
    the declared default (None for an undeclared name)."""
    got = _OPTIONS.get().get(name, _UNSET)
    if got is not _UNSET:
        return got
    if default is not _UNSET:
        return default
    spec = OPTIONS.get(name)
    return spec.default if spec is not None else None


@contextmanager
def book_options(options: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """Make ``options`` the current options inside the ``with`` block (restored after)."""
    frozen = MappingProxyType(dict(options))
    token = _OPTIONS.set(frozen)
    try:
        yield frozen
    finally:
        _OPTIONS.reset(token)
