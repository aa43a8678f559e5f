"""What a run of the engine did: per-rule and per-phase statistics, an optional event log.

A :class:`Trace` is filled by the driver and the scheduler.  ``Trace.rules`` maps rule names
to :class:`RuleStats` (attempts, matches, rewrites, seconds spent in ``apply``);
``Trace.phases`` lists one :class:`PhaseStats` per phase *run* (a phase inside ``repeat 3``
appears three times), ``Trace.loops`` one :class:`LoopStats` per run of a ``repeat`` or
``until fixpoint`` (rounds run, why it stopped).  With ``events=True`` (or an ``event_file``) every rewrite is also
recorded as an :class:`Event` -- rule, rule location, root op, phase, sweep -- and written as
JSON lines.  ``summary()`` renders both tables with rich for humans.
"""

from __future__ import annotations

import io
import json
from collections import deque
from dataclasses import asdict, dataclass, field
from typing import IO, Any

from hlorules.base.errors import Location, plural

LAST_FIRED = 16
"""How many of the latest rewrites a trace remembers without an event log."""


@dataclass
class RuleStats:
    """Counters for one rule over a whole run."""

    name: str
    location: str = ""
    attempts: int = 0
    matches: int = 0
    rewrites: int = 0
    seconds: float = 0.0
    skipped: int = 0  # tries left out: nothing the rule reads had changed since it failed
    approx: str = ""  # the declared tolerance of an approximate rule ("ulp 2"), else ""


@dataclass
class PhaseStats:
    """One run of one phase."""

    name: str
    location: str = ""
    sweeps: int = 0
    rewrites: int = 0
    erased: int = 0
    deduplicated: int = 0
    ops_before: int = 0
    ops_after: int = 0
    seconds: float = 0.0
    converged: bool = True
    # "cap", "cycle", "max_sweeps", "runaway"; "unchanged": no sweep, the module being as
    # this phase's last run left it after a sweep that changed nothing (engine/driver.py)
    stopped_by: str | None = None
    fired: dict[str, int] = field(default_factory=dict)  # rule -> rewrites in this run

    @property
    def changed(self) -> bool:
        return self.rewrites > 0 or self.erased > 0 or self.deduplicated > 0


@dataclass
class LoopStats:
    """One run of a schedule loop (``repeat N`` or ``until fixpoint``).

    ``stopped_by``: ``"fixpoint"`` (a full round changed nothing: the rest would too),
    ``"limit"`` (ran ``limit`` rounds), ``"cycle"`` (a round ended in a module state an
    earlier round had ended in), ``"runaway"`` (the rounds grew the module too much).
    """

    kind: str  # "repeat" or "until fixpoint"
    location: str = ""
    limit: int = 0
    rounds: int = 0
    stopped_by: str | None = None


@dataclass
class Event:
    """One rewrite: which rule fired where, at which root op, in which phase and sweep."""

    phase: str
    sweep: int
    rule: str
    location: str
    op: str
    index: int  # running rewrite number within the run
    matched: str = ""
    """With :attr:`Trace.details`: the root op and the ops defining its operands, as text."""
    replacement: str = ""
    """With :attr:`Trace.details`: the ops the rewrite added and the values it put in the
    root's place, as text (names shared with :attr:`matched`)."""

    def to_json(self) -> str:
        data = asdict(self)
        for key in ("matched", "replacement"):
            if not data[key]:
                del data[key]
        return json.dumps(data, sort_keys=False)


@dataclass
class Trace:
    """Statistics and (optionally) the event log of one engine run."""

    events_enabled: bool = False
    event_file: IO[str] | None = None
    details: bool = False
    """Whether recorded events also hold the matched ops and the replacement as text."""
    rules: dict[str, RuleStats] = field(default_factory=dict)
    phases: list[PhaseStats] = field(default_factory=list)
    loops: list[LoopStats] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    inlined_calls: int = 0
    seconds: float = 0.0
    last_fired: deque[tuple[str, Any]] = field(
        default_factory=lambda: deque(maxlen=LAST_FIRED), repr=False)
    _count: int = 0

    # ----------------------------------------------------------------- recording

    def rule(self, name: str, location: Location | str | None, approx: str = "") -> RuleStats:
        """The stats record of rule ``name``, created on first use (``approx``: its declared
        tolerance when it is an approximate rule, see :func:`approx_label`)."""
        st = self.rules.get(name)
        if st is None:
            st = self.rules[name] = RuleStats(name, str(location) if location else "", approx=approx)
        return st

    def approximate_fired(self) -> dict[str, str]:
        """Approximate rules that fired: name -> declared tolerance (``ulp 2``)."""
        return {n: s.approx for n, s in self.rules.items() if s.approx and s.rewrites}

    @property
    def recording(self) -> bool:
        return self.events_enabled or self.event_file is not None

    def event(self, phase: str, sweep: int, rule: str, location: str, op: str,
              matched: str = "", replacement: str = "") -> None:
        """Record one rewrite (only called when :attr:`recording`)."""
        self._count += 1
        ev = Event(phase, sweep, rule, location, op, self._count, matched, replacement)
        if self.events_enabled:
            self.events.append(ev)
        if self.event_file is not None:
            self.event_file.write(ev.to_json() + "\n")

    def warn(self, message: str) -> None:
        self.warnings.append(message)

    def recent_rules(self) -> list[tuple[str, Any]]:
        """The distinct rules among the last :data:`LAST_FIRED` rewrites (the driver appends
        ``(name, location)`` to :attr:`last_fired` on every rewrite), latest first."""
        out: dict[str, Any] = {}
        for name, loc in reversed(self.last_fired):
            out.setdefault(name, loc)
        return list(out.items())

    # ----------------------------------------------------------------- reading

    @property
    def total_rewrites(self) -> int:
        return sum(p.rewrites for p in self.phases)

    def fired(self) -> dict[str, int]:
        """Rule name -> rewrites, for rules that fired at least once."""
        return {n: s.rewrites for n, s in self.rules.items() if s.rewrites}

    def to_dict(self) -> dict[str, Any]:
        """Everything but the events, as plain JSON-able data."""
        return {
            "seconds": self.seconds,
            "inlined_calls": self.inlined_calls,
            "rules": [asdict(s) for s in self.rules.values()],
            "phases": [asdict(p) for p in self.phases],
            "loops": [asdict(lp) for lp in self.loops],
            "warnings": list(self.warnings),
        }

    def write_events(self, fp: IO[str]) -> None:
        """Write the recorded events as JSON lines."""
        for ev in self.events:
            fp.write(ev.to_json() + "\n")

    def merge(self, other: Trace) -> None:
        """Add another run's counts into this trace: rules by name, phases by name (their
        sweeps, rewrites and op counts summed), time, inlined calls and warnings."""
        for name, st in other.rules.items():
            agg = self.rule(name, st.location, st.approx)
            agg.attempts += st.attempts
            agg.matches += st.matches
            agg.rewrites += st.rewrites
            agg.seconds += st.seconds
            agg.skipped += st.skipped
        by_name = {p.name: p for p in self.phases}
        for p in other.phases:
            ph = by_name.get(p.name)
            if ph is None:
                ph = by_name[p.name] = PhaseStats(p.name, p.location)
                self.phases.append(ph)
            ph.sweeps += p.sweeps
            ph.rewrites += p.rewrites
            ph.erased += p.erased
            ph.deduplicated += p.deduplicated
            ph.ops_before += p.ops_before
            ph.ops_after += p.ops_after
            ph.seconds += p.seconds
            for rule, n in p.fired.items():
                ph.fired[rule] = ph.fired.get(rule, 0) + n
        self.loops += other.loops
        self.seconds += other.seconds
        self.inlined_calls += other.inlined_calls
        self.warnings += other.warnings

    def summary(self, console: Any = None) -> str:
        """A human summary (phases, then rules that were tried); printed to ``console`` if given."""
        from rich.console import Console
        from rich.table import Table

        pt = Table(title="phases", title_justify="left")
        for col in ("phase", "sweeps", "rewrites", "erased", "dedup", "ops before", "ops after",
                    "ms", "note"):
            pt.add_column(col, justify="left" if col in ("phase", "note") else "right")
        for p in self.phases:
            note = p.stopped_by or ""
            pt.add_row(p.name, str(p.sweeps), str(p.rewrites), str(p.erased),
                       str(p.deduplicated), str(p.ops_before), str(p.ops_after),
                       f"{p.seconds * 1e3:.1f}", note)
        rt = Table(title="rules", title_justify="left")
        for col in ("rule", "location", "attempts", "matches", "rewrites", "ms"):
            rt.add_column(col, justify="left" if col in ("rule", "location") else "right")
        for s in sorted(self.rules.values(), key=lambda s: (-s.rewrites, -s.seconds, s.name)):
            if s.attempts == 0:
                continue
            name = f"{s.name} (approx {s.approx})" if s.approx else s.name
            rt.add_row(name, s.location, str(s.attempts), str(s.matches), str(s.rewrites),
                       f"{s.seconds * 1e3:.1f}")
        out = Console(record=True, width=120, highlight=False, file=io.StringIO())
        out.print(pt)
        out.print(rt)
        tail = [f"total: {plural(self.total_rewrites, 'rewrite')} in {self.seconds * 1e3:.1f} ms"]
        tail += [f"{lp.kind}{' at ' + lp.location if lp.location else ''}: {lp.rounds} of "
                 f"{plural(lp.limit, 'round')}" + (f", stopped by {lp.stopped_by}" if lp.stopped_by else "")
                 for lp in self.loops if lp.stopped_by in ("cycle", "runaway")
                 or (lp.kind == "repeat" and lp.stopped_by == "fixpoint")]
        if self.inlined_calls:
            tail.append(f"inlined {plural(self.inlined_calls, 'call')}")
        approx = self.approximate_fired()
        if approx:
            tail.append("approximate rules fired (exact only within their tolerance): "
                        + ", ".join(f"{n} ({t})" for n, t in sorted(approx.items())))
        tail += [f"warning: {w}" for w in self.warnings]
        for line in tail:
            out.print(line)
        text = out.export_text()
        if console is not None:
            console.print(pt)
            console.print(rt)
            for line in tail:
                console.print(line)
        return text
