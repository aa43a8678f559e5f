"""The contract between rules and the engine: a rule proposes, the engine mutates.

A rule's ``apply(op)`` returns a ``Rewrite`` (or None when it does not match): the new ops
to insert before ``op`` in dependency order, and one replacement value per result of
``op``. Rules never mutate IR; the engine inserts, replaces, erases dead ops, and updates
its worklist. The engine also moves the root's discardable attributes to the op that
survives it (``hlorules.engine.discardable``) and refuses new ops that use a result of the
root itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from xdsl.ir import Operation, SSAValue

from hlorules.base.errors import Location


@dataclass
class Rewrite:
    """What one application of a rule changes."""

    new_ops: list[Operation] = field(default_factory=list)
    replacements: list[SSAValue] = field(default_factory=list)


@runtime_checkable
class RewriteRule(Protocol):
    """What the engine needs from a rule (compiled DSL rules and Python rules alike)."""

    name: str
    tags: frozenset[str]
    benefit: int
    location: Location
    roots: frozenset[str]  # op names this rule can root at; empty = any op

    def apply(self, op: Operation) -> Rewrite | None: ...


_LISTENERS: list[Callable[[Operation], None]] = []


def may_match_again(op: Operation) -> None:
    """Tell the running engine that a rule's answer at ``op`` may have changed although
    nothing a read set covers did: a builtin whose answer also depends on other state says
    so where that state changes (``twin``: an op identical to ``op`` registered earlier in
    its block). The engine then tries its rules at ``op`` again (:func:`listening`)."""
    if _LISTENERS:
        _LISTENERS[-1](op)


@contextmanager
def listening(fn: Callable[[Operation], None]) -> Iterator[None]:
    """While the block runs, :func:`may_match_again` calls ``fn`` (the innermost engine)."""
    _LISTENERS.append(fn)
    try:
        yield
    finally:
        _LISTENERS.pop()
