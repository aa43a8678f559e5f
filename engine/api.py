"""The engine's public surface: ``apply(module, rulebook) -> (module, trace)``.

``rulebook`` is a path to a ``.book`` file, a parsed :class:`Book`, or an already resolved
schedule tree.  Rules come from ``rules`` (a mapping name -> rule) when given, else from the
book's ``rule_files`` through :func:`hlorules.rules.load_rules`.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Mapping
from typing import IO, Any

from xdsl.dialects.builtin import ModuleOp

from hlorules.base import search_path
from hlorules.base.gc_tuning import engine_gc
from hlorules.base.options import book_options
from hlorules.engine.driver import Driver, OnCycle
from hlorules.engine.hoist import hoist_constants
from hlorules.engine.inline import inline_calls
from hlorules.engine.rulebook import load_book, resolve_book
from hlorules.engine.schedule import Book, FirstOf, Phase, Repeat, Schedule, Seq, UntilFixpoint
from hlorules.engine.scheduler import run_schedule
from hlorules.engine.trace import Trace
from hlorules.rules import load_rules

__all__ = ["apply", "load_rule_files", "resolve"]

RulebookLike = str | os.PathLike[str] | Book | Schedule


def load_rule_files(paths: Iterable[str | os.PathLike[str]]) -> dict[str, Any]:
    """Load ``*.rules`` files with :func:`hlorules.rules.load_rules`, merged in order; a bare
    name is found on the search path (:func:`hlorules.base.search_path.resolve`)."""
    out: dict[str, Any] = {}
    for p in paths:
        rs = load_rules(search_path.resolve(p, ".rules"))
        for name in rs:
            out[name] = rs[name]
    return out


def resolve(rulebook: RulebookLike, rules: Mapping[str, Any] | None = None,
            unmatched: list[str] | None = None) -> tuple[Schedule, dict[str, Any]]:
    """The schedule tree of ``rulebook`` and its options (``inline`` defaults to true).
    ``rules`` given in place of the rule files the book includes, and ``unmatched`` a list: a
    name or tag of the book that ``rules`` lack selects nothing, said in ``unmatched``
    (:func:`hlorules.engine.rulebook.resolve_book`)."""
    options: dict[str, Any] = {}
    if isinstance(rulebook, (Phase, Seq, Repeat, FirstOf, UntilFixpoint)):
        return rulebook, {"inline": True}
    if isinstance(rulebook, Book):
        book = rulebook
    else:
        book = load_book(rulebook)
    options.update(book.options)
    options.setdefault("inline", True)
    if rules is None:
        book.require_rule_files()
        rules = load_rule_files(book.rule_files)
        unmatched = None
    elif not book.rule_files:
        unmatched = None  # the given rules are the book's only ones: a name they lack is wrong
    return resolve_book(book, rules, unmatched), options


def apply(module: ModuleOp, rulebook: RulebookLike, rules: Mapping[str, Any] | None = None, *,
          checked: bool = False, trace: Trace | None = None, on_cycle: OnCycle = "raise",
          inline: bool | None = None, events: bool = False,
          event_file: IO[str] | None = None,
          input_verified: bool = False) -> tuple[ModuleOp, Trace]:
    """Rewrite ``module`` in place with ``rulebook``; returns the module and the trace.

    ``inline`` (default: the book's ``set inline = ...``, else true) first inlines
    ``func.call``s and drops dead private functions.  ``checked`` verifies the IR after each
    rewrite and names the rule responsible for any failure (and first verifies the input,
    unless ``input_verified``: the caller has run xDSL's verifiers on it already).
    ``on_cycle="raise"`` raises :class:`~hlorules.engine.driver.CycleError` (or
    ``RunawayError``); ``"stop"`` ends the phase, keeps going and records a warning.
    ``events``/``event_file`` record every rewrite.
    Raises :class:`HloRulesError` for bad rulebooks, rules or rewrites.
    """
    t0 = time.perf_counter()
    unmatched: list[str] = []
    schedule, options = resolve(rulebook, rules, unmatched)
    if trace is None:
        trace = Trace()
    for line in unmatched:
        trace.warn(line)
    if events:
        trace.events_enabled = True
    if event_file is not None:
        trace.event_file = event_file
    do_inline = options.get("inline", True) if inline is None else inline
    driver = Driver(trace, checked=checked, on_cycle=on_cycle)
    try:
        with engine_gc():
            if do_inline:
                trace.inlined_calls += inline_calls(module)
            # the importer leaves verification to jaxlib; checked mode adds ours
            if checked and not input_verified:
                driver.verify_input(module)
            with book_options(options):  # hooks read e.g. fold_limit (hlorules/base/options.py)
                run_schedule(schedule, module, driver)
            if options.get("hoist_constants", False):  # engine/hoist.py
                hoist_constants(module)
    finally:
        trace.seconds += time.perf_counter() - t0
    return module, trace
