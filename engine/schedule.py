"""Typed model of rulebooks and rewrite schedules.

A :class:`Book` is what :func:`hlorules.engine.rulebook.load_book` returns: the parsed
rulebook with its includes merged, rule references still symbolic.
:func:`hlorules.engine.rulebook.resolve_book` turns it into a *schedule tree*:

* :class:`Phase` -- a leaf: one run of the greedy driver over an ordered list of rules.
* :class:`Seq` -- run items in order.
* :class:`Repeat` -- run ``body`` ``n`` times, ending early after a round that changes
  nothing (the next rounds would change nothing either).
* :class:`FirstOf` -- run the first alternative that changes the module.
* :class:`UntilFixpoint` -- run ``body`` until an iteration changes nothing (``max_iters``).

Phase semantics (what the driver is asked to do):

* default: sweep the phase's rules over the module until a sweep changes nothing, at most
  ``max_sweeps`` sweeps (:data:`DEFAULT_MAX_SWEEPS`); hitting the limit silently ends the phase.
* ``until fixpoint (max N)``: the same loop, but convergence is *required*: ``until_fixpoint``
  is True and hitting ``max_sweeps`` (default :data:`DEFAULT_FIXPOINT_MAX`) is reported as
  non-convergence (the driver decides whether that is a warning or an error).
* ``once``: exactly one sweep (``max_sweeps == 1``).
* ``sweeps N``: sets ``max_sweeps`` for a default phase.
* ``cap N``: at most N rewrites in the phase (``rewrite_cap``; None means unlimited).

``FirstOf`` semantics: alternatives are tried in order; the first one that changes the module
is the one that ran, and the rest are skipped.  An alternative that changes nothing left the
module as it was, so trying the next one is sound.  ``UntilFixpoint`` with no ``(max N)``
allows :data:`DEFAULT_FIXPOINT_MAX` iterations.  In both loops a round that ends in a module
state an earlier round of the same loop ended in is a rewrite cycle (phases undoing each
other), an error rather than a run to the limit (:mod:`hlorules.engine.scheduler`).

Before resolution the same container classes hold :class:`PhaseRef` leaves.  Locations are
excluded from equality, so trees can be compared structurally.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Protocol, TypeAlias

from hlorules.base.errors import Location
from hlorules.base.search_path import is_file, resolve

DEFAULT_MAX_SWEEPS = 10
"""Sweep limit of a phase without ``until``/``once``/``sweeps``."""

DEFAULT_FIXPOINT_MAX = 100
"""Sweep (or iteration) limit of an ``until fixpoint`` without ``(max N)``."""

OptionValue: TypeAlias = int | str | bool


class RuleLike(Protocol):
    """What the resolver needs of a rule: its name, its tags and where it was defined."""

    @property
    def name(self) -> str: ...

    @property
    def tags(self) -> frozenset[str]: ...

    @property
    def location(self) -> Location | None: ...


# --------------------------------------------------------------------------- rule sets


@dataclass(frozen=True)
class NameRef:
    """A rule or ruleset name in a rule-set expression (``all`` means every rule)."""

    name: str
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class TagRef:
    """``tag(x)``: every rule carrying tag ``x``, in registry order."""

    tag: str
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class SetStep:
    """One step of a :class:`SetExpr`: add (``+``, also written ``,``) or remove (``-``)."""

    op: Literal["+", "-"]
    term: SetTerm


@dataclass(frozen=True)
class SetExpr:
    """A rule-set expression, evaluated left to right into an ordered set of rule names."""

    steps: tuple[SetStep, ...]
    location: Location | None = field(default=None, compare=False)


SetTerm: TypeAlias = NameRef | TagRef | SetExpr


@dataclass(frozen=True)
class RulesetDecl:
    """``ruleset NAME = expr``."""

    name: str
    body: SetExpr
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Toggle:
    """``disable NAME`` (``enabled=False``) or ``enable NAME`` (``enabled=True``)."""

    name: str
    enabled: bool
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class PhaseDecl:
    """An unresolved phase: its rules are still a :class:`SetExpr`."""

    name: str
    body: SetExpr
    until_fixpoint: bool = False
    max_sweeps: int = DEFAULT_MAX_SWEEPS
    rewrite_cap: int | None = None
    once: bool = False
    location: Location | None = field(default=None, compare=False)


# --------------------------------------------------------------------------- schedules


@dataclass(frozen=True)
class Phase:
    """A resolved phase: the concrete rule objects in the order the driver should try them."""

    name: str
    rules: tuple[RuleLike, ...]
    until_fixpoint: bool = False
    max_sweeps: int = DEFAULT_MAX_SWEEPS
    rewrite_cap: int | None = None
    once: bool = False
    location: Location | None = field(default=None, compare=False)

    @property
    def rule_names(self) -> tuple[str, ...]:
        """The names of :attr:`rules`, in order."""
        return tuple(r.name for r in self.rules)


@dataclass(frozen=True)
class PhaseRef:
    """A phase named in a schedule, before resolution."""

    name: str
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Seq:
    """Run ``items`` one after the other."""

    items: tuple[ScheduleNode, ...]
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Repeat:
    """Run ``body`` ``n`` times (``n >= 1``), stopping after a round that changes nothing."""

    n: int
    body: Seq
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class FirstOf:
    """Run the first alternative that changes the module (``first { a | b }``)."""

    alternatives: tuple[Seq, ...]
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class UntilFixpoint:
    """Run ``body`` until one iteration changes nothing, at most ``max_iters`` times."""

    body: Seq
    max_iters: int = DEFAULT_FIXPOINT_MAX
    location: Location | None = field(default=None, compare=False)


Schedule: TypeAlias = Phase | Seq | Repeat | FirstOf | UntilFixpoint
"""A resolved schedule tree (leaves are :class:`Phase`)."""

ScheduleNode: TypeAlias = Schedule | PhaseRef
"""A schedule tree node before or after resolution."""


def iter_phases(node: ScheduleNode) -> Iterator[Phase | PhaseRef]:
    """Yield the leaves of a schedule tree in execution-text order (repeats not unrolled)."""
    if isinstance(node, (Phase, PhaseRef)):
        yield node
    elif isinstance(node, Seq):
        for item in node.items:
            yield from iter_phases(item)
    elif isinstance(node, (Repeat, UntilFixpoint)):
        yield from iter_phases(node.body)
    elif isinstance(node, FirstOf):
        for alt in node.alternatives:
            yield from iter_phases(alt)


def format_schedule(node: ScheduleNode, indent: int = 0) -> str:
    """Render a schedule tree as the body of a ``schedule { ... }`` block (phases by name)."""
    pad = "  " * indent

    def seq_lines(seq: Seq, depth: int) -> list[str]:
        return [format_schedule(item, depth) for item in seq.items]

    if isinstance(node, (Phase, PhaseRef)):
        return pad + node.name
    if isinstance(node, Seq):
        return "\n".join(seq_lines(node, indent))
    if isinstance(node, Repeat):
        inner = "\n".join(seq_lines(node.body, indent + 1))
        return f"{pad}repeat {node.n} {{\n{inner}\n{pad}}}"
    if isinstance(node, UntilFixpoint):
        inner = "\n".join(seq_lines(node.body, indent + 1))
        return f"{pad}until fixpoint (max {node.max_iters}) {{\n{inner}\n{pad}}}"
    if isinstance(node, FirstOf):
        alts = [
            "; ".join(format_schedule(item).strip() for item in alt.items)
            for alt in node.alternatives
        ]
        return f"{pad}first {{ " + " | ".join(alts) + " }"
    raise TypeError(f"not a schedule node: {node!r}")


# --------------------------------------------------------------------------- books


@dataclass
class Book:
    """A parsed rulebook with its included books merged in; rule references are symbolic.

    ``rule_files`` lists every ``*.rules`` file named by this book or a book it includes, in
    include order, without duplicates (they are not opened while the book is loaded).
    ``options`` and ``disabled`` are the merged settings: a book's own ``set``/``disable``/
    ``enable`` statements override those of the books it includes, and a later include
    overrides an earlier one.  ``phases`` and ``rulesets`` include those of included books;
    ``schedule`` is this book's own ``schedule { ... }`` (included books' schedules are not
    used), or, if it has none, its own top-level phases in file order.
    """

    file: str
    rule_files: list[Path] = field(default_factory=list)
    options: dict[str, OptionValue] = field(default_factory=dict)
    disabled: set[str] = field(default_factory=set)
    toggles: list[Toggle] = field(default_factory=list)
    rulesets: dict[str, RulesetDecl] = field(default_factory=dict)
    phases: dict[str, PhaseDecl] = field(default_factory=dict)
    schedule: Seq = field(default_factory=lambda: Seq(()))
    has_schedule: bool = False
    includes: list[Path] = field(default_factory=list)
    sources: dict[str, dict[int, str]] = field(default_factory=dict, repr=False)
    rule_file_sites: dict[Path, tuple[str, Location]] = field(default_factory=dict, repr=False)
    """The name an ``include`` wrote for each of :attr:`rule_files`, and where (the first)."""

    def require_rule_files(self) -> None:
        """Raise a :class:`~hlorules.base.errors.HloRulesError` at the ``include`` line of the
        first of :attr:`rule_files` that does not exist."""

        for f in self.rule_files:
            if is_file(f):
                continue
            site = self.rule_file_sites.get(f)
            if site is None:
                resolve(f, ".rules")
            else:
                name, at = site
                resolve(name, ".rules", base_dir=Path(at.file).parent, location=at,
                        source_line=self.source_line(at))

    def source_line(self, location: Location | None) -> str | None:
        """The text of the source line at ``location``, if this book knows it."""
        if location is None:
            return None
        return self.sources.get(location.file, {}).get(location.line)
