"""The engine's public surface: ``apply(module, rulebook) -> (module, trace)`` and ``jit``.

``rulebook`` is a path to a ``.book`` file, a parsed :class:`Book`, or an already resolved
schedule tree.  Rules come from ``rules`` (a mapping name -> rule) when given, else from the
book's ``rule_files`` through :func:`hlorules.rules.load_rules`.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from hlorules.engine.driver import Driver, OnCycle
from hlorules.engine.inline import inline_calls
from hlorules.engine.options import book_options
from hlorules.engine.schedule import Book, FirstOf, Phase, Repeat, Schedule, Seq, UntilFixpoint
from hlorules.engine.scheduler import run_schedule
from hlorules.engine.trace import Trace
from xdsl.dialects.builtin import ModuleOp

from hlorules.errors import HloRulesError, Location
from hlorules.gc_tuning import engine_gc

__all__ = ["apply", "export_validated", "jit", "load_rule_files", "resolve"]

RulebookLike = str | os.PathLike[str] | Book | Schedule


def load_rule_files(paths: Iterable[str | os.PathLike[str]]) -> dict[str, Any]:
    """Load ``*.rules`` files with :func:`hlorules.rules.load_rules`, merged in order; a bare
    name is found on the search path (:func:`hlorules.engine.search_path.resolve`)."""
    from hlorules.engine.search_path import resolve

    try:
        from hlorules.rules import load_rules  # type: ignore[attr-defined]
    except ImportError:
        raise HloRulesError(
            "rule files need hlorules.rules.load_rules, which is not available in this "
            "installation; pass rules={name: rule} explicitly") from None
    out: dict[str, Any] = {}
    for p in paths:
        rs = _load_cached(resolve(p, ".rules"), load_rules)
        for name in rs:
            out[name] = rs[name]
    return out


_RULE_FILE_CACHE: dict[tuple[str, int, int], Any] = {}


def _load_cached(path: Path, load_rules: Any) -> Any:
    """A rule file loaded once per (path, mtime, size): a pipeline applied to many modules
    parses and checks its rule files once. Compiled rules hold no per-module state."""
    try:
        st = path.stat()
    except OSError:
        return load_rules(path)  # load_rules reports the missing file with its location
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    got = _RULE_FILE_CACHE.get(key)
    if got is None:
        got = _RULE_FILE_CACHE[key] = load_rules(path)
    return got


def resolve(rulebook: RulebookLike, rules: Mapping[str, Any] | None = None
            ) -> tuple[Schedule, dict[str, Any]]:
    """The schedule tree of ``rulebook`` and its options (``inline`` defaults to true)."""
    options: dict[str, Any] = {}
    if isinstance(rulebook, (Phase, Seq, Repeat, FirstOf, UntilFixpoint)):
        return rulebook, {"inline": True}
    if isinstance(rulebook, Book):
        book = rulebook
    else:
        from hlorules.engine.rulebook import load_book

        book = load_book(rulebook)
    options.update(book.options)
    options.setdefault("inline", True)
    if rules is None:
        book.require_rule_files()
        rules = load_rule_files(book.rule_files)
    return book.resolve(rules), options


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
    schedule, options = resolve(rulebook, rules)
    if trace is None:
        trace = Trace()
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
            with book_options(options):  # hooks read e.g. fold_limit (engine/options.py)
                run_schedule(schedule, module, driver)
    finally:
        trace.seconds += time.perf_counter() - t0
    return module, trace


def export_validated(module: ModuleOp, trace: Trace | None = None, *,
                     pretty: bool = False) -> str:
    """The MLIR text of a rewritten ``module``, after jaxlib has parsed and verified it.

    What the engine writes must be a module XLA accepts: the generic text is parsed by
    jaxlib (which verifies it); ``pretty`` returns jaxlib's pretty print of that parse.  A
    module jaxlib rejects raises a located :class:`HloRulesError` (at the last rule that
    fired) naming jaxlib's complaint and the last rules that fired (``trace``), instead of
    writing a silently wrong module.
    """
    from hlorules.lowering import exporter, jaxlib_api

    text = exporter.to_text(module)
    try:
        jm = jaxlib_api.parse_module(text)
        ok = jm.operation.verify()
    except jaxlib_api.mlir_error_type() as e:
        diags = getattr(e, "error_diagnostics", None) or []
        why = diags[0].message if diags else str(e)
        ok = False
    else:
        why = "verification failed"
    if not ok:
        why = (why.strip().splitlines() or ["invalid"])[0]
        recent = trace.recent_rules() if trace is not None else []
        if trace is None:
            names = "last rules that fired: unknown (no trace)"
        else:
            names = "last rules that fired, latest first: " + (", ".join(
                f"{n} ({loc or '<python>'})" for n, loc in recent) or "none")
        loc = next((lo for _, lo in recent if isinstance(lo, Location)), None)
        raise HloRulesError(f"the rewritten module is invalid ({why}); {names}", loc)
    if pretty:
        return jaxlib_api.print_module(jm, generic=False)
    return text


# --------------------------------------------------------------------------- jit


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
    from hlorules.lowering.jax_bridge import Jitted

    def many(x: Any) -> tuple[Any, ...]:
        return (x,) if isinstance(x, (int, str)) else tuple(x)

    if fn is None:
        return lambda f: jit(f, rulebook=rulebook, rules=rules, backend=backend,
                             checked=checked, on_cycle=on_cycle, static_argnums=static_argnums,
                             static_argnames=static_argnames, donate_argnums=donate_argnums)
    return Jitted(fn, rulebook, rules, checked, on_cycle, static_argnums=many(static_argnums),
                  static_argnames=many(static_argnames), donate_argnums=many(donate_argnums),
                  backend=backend)
