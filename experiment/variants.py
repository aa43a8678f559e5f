"""Variants as edits of the base :class:`~hlorules.engine.schedule.Book`, before resolution.

Editing the Book (phase declarations, the ``schedule`` tree of :class:`PhaseRef` leaves, the
``disabled`` set) rather than the resolved tree keeps every edit expressible in the
rulebook language itself: the edited book resolves with the ordinary resolver, so a bad
name is reported by the same checks, and :func:`format_schedule` prints the result.

The edits (see :data:`hlorules.experiment.spec.EDIT_KINDS`):

* ``remove P, Q`` -- drop every reference to phases P, Q from the schedule (a ``repeat``,
  ``until`` or ``first`` block left empty goes too);
* ``remove S from P`` / ``add S to P`` -- append ``- S`` / ``+ S`` to phase P's rule set;
  ``move S to P`` -- ``- S`` in every other phase, ``+ S`` in P;
* ``repeat N [of P]`` -- the count of the ``repeat`` block containing phase P (without
  ``of``: the schedule's only repeat block);
* ``order A, B, ...`` -- the top-level schedule items named (an item is named by any phase
  it contains) take the slots those items occupy, in the order listed;
* ``shuffle phases`` / ``shuffle A, B`` -- a seeded random ``order`` of all / those items;
* ``shuffle rules [in P, ...]`` -- a seeded random order of each phase's resolved rules;
* ``disable S`` / ``enable S`` -- rules dropped from / restored to every phase;
* ``cap [P] N|none``, ``sweeps [P] N`` -- a phase's (or every phase's) rewrite cap / sweep
  limit.

A selector S is a rule or ruleset name, ``tag(x)``, or ``propagate(up|down)`` (every rule
declared ``propagate up``/``down``: "propagate up vs down" is ``disable propagate(down)``
against ``disable propagate(up)``).  Seeded edits draw from ``random.Random(f"{seed}:{name}")``
so a variant's ordering depends only on the spec's seed and the variant's name.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hlorules.base.errors import HloRulesError
from hlorules.engine.rulebook import resolve_book
from hlorules.engine.schedule import (
    Book,
    FirstOf,
    NameRef,
    PhaseDecl,
    PhaseRef,
    Repeat,
    ScheduleNode,
    Seq,
    SetExpr,
    SetStep,
    SetTerm,
    TagRef,
    UntilFixpoint,
    format_schedule,
    iter_phases,
)

from .spec import Edit, Spec, Variant, did_you_mean

__all__ = ["PreparedVariant", "apply_edits", "describe_schedule", "prepare_variant",
           "variant_rng"]


@dataclass
class PreparedVariant:
    """A variant's edited book and what it resolves to (for the results metadata)."""

    name: str
    book: Book
    schedule_text: str
    phases: dict[str, dict[str, Any]]
    edits: list[str]
    random: bool = False


def variant_rng(spec: Spec, variant: Variant) -> random.Random:
    """The variant's random source: a function of the spec's seed and the variant's name."""
    return random.Random(f"{spec.seed}:{variant.name}")


def prepare_variant(spec: Spec, base: Book, rules: Mapping[str, Any],
                    variant: Variant) -> PreparedVariant:
    """Apply ``variant``'s edits to ``base`` and resolve the result against ``rules``.

    Raises a located HloRulesError (pointing into the spec) for an edit that names an
    unknown phase, rule, ruleset or tag, or that does not apply to the base book.
    """
    book = apply_edits(spec, base, rules, variant)
    try:
        schedule = resolve_book(book, rules)
    except HloRulesError as e:
        raise HloRulesError(f"variant '{variant.name}': {e.message}", e.location,
                            e.source_line) from None
    return PreparedVariant(variant.name, book, format_schedule(book.schedule),
                           describe_schedule(schedule), [e.text for e in variant.edits],
                           variant.random)


def describe_schedule(schedule: ScheduleNode) -> dict[str, dict[str, Any]]:
    """Phase name -> its resolved rules and limits, for every phase the schedule runs."""
    out: dict[str, dict[str, Any]] = {}
    for ph in iter_phases(schedule):
        if ph.name in out or isinstance(ph, PhaseRef):
            continue
        out[ph.name] = {"rules": list(ph.rule_names), "until_fixpoint": ph.until_fixpoint,
                        "max_sweeps": ph.max_sweeps, "cap": ph.rewrite_cap, "once": ph.once}
    return out


# --------------------------------------------------------------------------- editing


def _copy(book: Book, spec: Spec) -> Book:
    sources = dict(book.sources)
    sources[spec.file] = dict(enumerate(spec.text.splitlines(), start=1))
    return dataclasses.replace(book, phases=dict(book.phases), disabled=set(book.disabled),
                               toggles=list(book.toggles), rulesets=dict(book.rulesets),
                               rule_files=list(book.rule_files), options=dict(book.options),
                               includes=list(book.includes), sources=sources)


def apply_edits(spec: Spec, base: Book, rules: Mapping[str, Any], variant: Variant) -> Book:
    """A copy of ``base`` with ``variant``'s edits applied in order (``base`` is unchanged)."""
    book = _copy(base, spec)
    rng = variant_rng(spec, variant)
    for edit in variant.edits:
        _Editor(spec, book, rules, edit, rng).run()
    return book


class _Editor:
    def __init__(self, spec: Spec, book: Book, rules: Mapping[str, Any], edit: Edit,
                 rng: random.Random) -> None:
        self.spec, self.book, self.rules, self.edit, self.rng = spec, book, rules, edit, rng

    def fail(self, message: str) -> HloRulesError:
        return self.spec.error(message, self.edit.location)

    def run(self) -> None:
        getattr(self, "do_" + self.edit.kind)()

    # ------------------------------------------------------------- helpers

    def scheduled(self) -> list[str]:
        names: list[str] = []
        for ph in iter_phases(self.book.schedule):
            if ph.name not in names:
                names.append(ph.name)
        return names

    def phase(self, name: str) -> PhaseDecl:
        decl = self.book.phases.get(name)
        if decl is None:
            raise self.fail(f"unknown phase '{name}'{did_you_mean(name, list(self.book.phases))}")
        return decl

    def term(self, sel: str) -> list[SetTerm]:
        loc = self.edit.location
        if sel.startswith("tag("):
            return [TagRef(sel[4:-1], loc)]
        if sel.startswith("propagate("):
            direction = sel[len("propagate("):-1]
            names = [n for n, r in self.rules.items() if getattr(r, "propagate", None) == direction]
            if not names:
                raise self.fail(f"no rule is declared 'propagate {direction}'")
            return [NameRef(n, loc) for n in names]
        if sel not in self.rules and sel not in self.book.rulesets:
            hint = did_you_mean(sel, [*self.rules, *self.book.rulesets])
            raise self.fail(f"unknown rule or ruleset '{sel}'{hint}")
        return [NameRef(sel, loc)]

    def rule_names(self, sel: str) -> list[str]:
        """The rules a selector stands for (tags, rulesets and directions expanded)."""
        terms = self.term(sel)
        if all(isinstance(t, NameRef) and t.name in self.rules for t in terms):
            return [t.name for t in terms if isinstance(t, NameRef)]
        if isinstance(terms[0], TagRef):
            names = [n for n, r in self.rules.items() if terms[0].tag in r.tags]
            if not names:
                raise self.fail(f"unknown tag '{terms[0].tag}' (no rule has it)")
            return names
        return self.resolve_set(SetExpr(tuple(SetStep("+", t) for t in terms)))

    def resolve_set(self, expr: SetExpr) -> list[str]:
        """Evaluate a rule-set expression against the book (disabled rules left out)."""
        tmp = "__experiment_tmp"
        probe = dataclasses.replace(
            self.book, phases={**self.book.phases, tmp: PhaseDecl(tmp, expr)},
            schedule=Seq((PhaseRef(tmp),)), disabled=set(self.book.disabled))
        try:
            tree = resolve_book(probe, self.rules)
        except HloRulesError as e:
            raise self.fail(e.message) from None
        (phase,) = list(iter_phases(tree))
        return list(phase.rule_names)  # type: ignore[union-attr]

    def add_steps(self, phase: str, op: str, terms: list[SetTerm]) -> None:
        decl = self.phase(phase)
        steps = decl.body.steps + tuple(SetStep(op, t) for t in terms)  # type: ignore[arg-type]
        self.book.phases[phase] = dataclasses.replace(
            decl, body=SetExpr(steps, decl.body.location))

    def top_items(self, names: tuple[str, ...]) -> list[int]:
        """Indices of the top-level schedule items named (each by a phase it contains)."""
        items = self.book.schedule.items
        out: list[int] = []
        for name in names:
            hits = [i for i, it in enumerate(items)
                    if any(p.name == name for p in iter_phases(it))]
            if not hits:
                raise self.fail(f"no phase '{name}' in the schedule"
                                f"{did_you_mean(name, self.scheduled())}")
            if len(hits) > 1:
                raise self.fail(f"phase '{name}' appears in {len(hits)} top-level schedule "
                                "items; name a phase that appears once")
            if hits[0] in out:
                prev = names[out.index(hits[0])]
                raise self.fail(f"'{name}' and '{prev}' name the same schedule item")
            out.append(hits[0])
        return out

    def reorder(self, idx: list[int], order: list[int]) -> None:
        items = list(self.book.schedule.items)
        slots = sorted(idx)
        picked = [items[i] for i in order]
        for slot, item in zip(slots, picked, strict=True):
            items[slot] = item
        self.book.schedule = Seq(tuple(items), self.book.schedule.location)

    # ------------------------------------------------------------- edits

    def do_remove(self) -> None:
        present = self.scheduled()
        for name in self.edit.names:
            if name not in present:
                raise self.fail(f"no phase '{name}' in the schedule"
                                f"{did_you_mean(name, present)}")
        new = _without(self.book.schedule, set(self.edit.names))
        self.book.schedule = new if isinstance(new, Seq) else Seq((), self.book.schedule.location)

    def do_remove_rules(self) -> None:
        assert self.edit.target is not None
        terms = [t for s in self.edit.names for t in self.term(s)]
        self.add_steps(self.edit.target, "-", terms)

    def do_add(self) -> None:
        assert self.edit.target is not None
        terms = [t for s in self.edit.names for t in self.term(s)]
        self.add_steps(self.edit.target, "+", terms)

    def do_move(self) -> None:
        target = self.edit.target
        assert target is not None
        self.phase(target)
        terms = [t for s in self.edit.names for t in self.term(s)]
        for name in list(self.book.phases):
            if name != target:
                self.add_steps(name, "-", terms)
        self.add_steps(target, "+", terms)

    def do_repeat(self) -> None:
        target, n = self.edit.target, self.edit.value
        assert n is not None
        found = 0

        def visit(node: ScheduleNode) -> ScheduleNode:
            nonlocal found
            if isinstance(node, Repeat):
                body = visit(node.body)
                assert isinstance(body, Seq)
                if target is None or any(p.name == target for p in iter_phases(node.body)):
                    found += 1
                    return Repeat(n, body, node.location)
                return Repeat(node.n, body, node.location)
            return _map_children(node, visit)

        new = visit(self.book.schedule)
        if target is None and found > 1:
            raise self.fail(f"the schedule has {found} repeat blocks; say which: "
                            f"'repeat {n} of PHASE'")
        if found == 0:
            where = f" containing phase '{target}'" if target else ""
            raise self.fail(f"the schedule has no repeat block{where}")
        assert isinstance(new, Seq)
        self.book.schedule = new

    def do_order(self) -> None:
        idx = self.top_items(self.edit.names)
        self.reorder(idx, idx)

    def do_shuffle_phases(self) -> None:
        if self.edit.names:
            idx = self.top_items(self.edit.names)
        else:
            idx = list(range(len(self.book.schedule.items)))
        order = list(idx)
        self.rng.shuffle(order)
        self.reorder(idx, order)

    def do_shuffle_rules(self) -> None:
        names = list(self.edit.names) or self.scheduled()
        for name in names:
            decl = self.phase(name)
            rules = self.resolve_set(decl.body)
            self.rng.shuffle(rules)
            loc = decl.body.location
            steps = tuple(SetStep("+", NameRef(r, loc)) for r in rules)
            if not steps:
                continue
            self.book.phases[name] = dataclasses.replace(decl, body=SetExpr(steps, loc))

    def do_disable(self) -> None:
        for sel in self.edit.names:
            self.book.disabled.update(self.rule_names(sel))

    def do_enable(self) -> None:
        for sel in self.edit.names:
            if sel in self.rules:
                self.book.disabled.discard(sel)
                continue
            saved, self.book.disabled = self.book.disabled, set()
            try:
                names = self.rule_names(sel)
            finally:
                self.book.disabled = saved
            self.book.disabled.difference_update(names)

    def _set_phase_field(self, **fields: Any) -> None:
        names = [self.edit.target] if self.edit.target else self.scheduled()
        for name in names:
            assert name is not None
            decl = self.phase(name)
            if "max_sweeps" in fields and decl.once:
                fields = {**fields, "once": False}
            self.book.phases[name] = dataclasses.replace(decl, **fields)

    def do_cap(self) -> None:
        self._set_phase_field(rewrite_cap=self.edit.value)

    def do_sweeps(self) -> None:
        self._set_phase_field(max_sweeps=self.edit.value)


def _map_children(node: ScheduleNode, fn: Any) -> ScheduleNode:
    if isinstance(node, Seq):
        return Seq(tuple(fn(i) for i in node.items), node.location)
    if isinstance(node, Repeat):
        return Repeat(node.n, fn(node.body), node.location)
    if isinstance(node, UntilFixpoint):
        return UntilFixpoint(fn(node.body), node.max_iters, node.location)
    if isinstance(node, FirstOf):
        return FirstOf(tuple(fn(a) for a in node.alternatives), node.location)
    return node


def _without(node: ScheduleNode, names: set[str]) -> ScheduleNode | None:
    """``node`` without references to ``names``; None when nothing is left of it."""
    if isinstance(node, PhaseRef):
        return None if node.name in names else node
    if isinstance(node, Seq):
        items = tuple(x for x in (_without(i, names) for i in node.items) if x is not None)
        return Seq(items, node.location) if items else None
    if isinstance(node, Repeat):
        body = _without(node.body, names)
        return Repeat(node.n, body, node.location) if isinstance(body, Seq) else None
    if isinstance(node, UntilFixpoint):
        body = _without(node.body, names)
        return UntilFixpoint(body, node.max_iters, node.location) if isinstance(body, Seq) \
            else None
    if isinstance(node, FirstOf):
        alts = tuple(a for a in (_without(x, names) for x in node.alternatives)
                     if isinstance(a, Seq))
        return FirstOf(alts, node.location) if alts else None
    return node
