"""``hlorules check``'s progress display: rules done, programs tried and input cases run.

The checker calls :func:`note_program` for each program it tries and :func:`note_case` for
each input case it runs; outside a :class:`CheckProgress` these do nothing. Inside one (in
the process that shows it), they move the display at once, so a long rule shows life while
it runs. Work done in other processes (``--jobs``, Dask, Ray) is counted from each task's
report as it finishes.

The display goes to standard error, and only when it is a terminal, or when asked for
(``--progress``); ``--no-progress`` turns it off. Standard output is never written: reports
and repro paths stay clean when piped. On a terminal the line is redrawn in place (rich);
otherwise (``--progress`` with stderr redirected) a plain line is written at most every
:data:`PLAIN_EVERY` seconds, and a last one at the end.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import IO, Any, Self

__all__ = ["PLAIN_EVERY", "CheckProgress", "enabled", "note_case", "note_program", "showing"]

PLAIN_EVERY = 10.0
"""Seconds between two plain progress lines (stderr not a terminal, ``--progress``)."""

_current: CheckProgress | None = None


def note_program(n: int = 1) -> None:
    """The checker tried ``n`` more programs (a no-op unless a display is showing)."""
    if _current is not None:
        _current.live(programs=n)


def note_case(n: int = 1) -> None:
    """The checker ran ``n`` more input cases (a no-op unless a display is showing)."""
    if _current is not None:
        _current.live(cases=n)


def enabled(flag: bool | None, stream: IO[str] | None = None) -> bool:
    """Whether to show progress: ``flag`` when given, else whether ``stream`` (default
    stderr) is a terminal."""
    if flag is not None:
        return flag
    stream = stream if stream is not None else sys.stderr
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # a closed or replaced stream
        return False


class CheckProgress:
    """Counts of a check in progress, drawn to ``stream`` (rich on a terminal, plain lines
    otherwise). ``rules`` is the number of tasks to finish (0: a module-level check)."""

    def __init__(self, rules: int, stream: IO[str], clock: Callable[[], float] = time.monotonic
                 ) -> None:
        self.rules_total = rules
        self.rules_done = 0
        self.programs = self.cases = 0          # from finished tasks' reports
        self.live_programs = self.live_cases = 0  # noted since the last task finished
        self.last = ""
        self.stream = stream
        self.clock = clock
        self.start = clock()
        self._plain_at = self.start
        self._bar: Any = None
        self._task: Any = None

    # -- counting
    def live(self, programs: int = 0, cases: int = 0) -> None:
        """Work noted in this process, while a task runs."""
        self.live_programs += programs
        self.live_cases += cases
        self._draw()

    def task_done(self, name: str, outcome: str, programs: int, cases: int) -> None:
        """A task finished: its report's counts replace what was noted while it ran."""
        self.rules_done += 1
        self.programs += programs
        self.cases += cases
        self.live_programs = self.live_cases = 0
        self.last = f"{name}: {outcome}"
        self._draw(force=True)

    @property
    def total_programs(self) -> int:
        return self.programs + self.live_programs

    @property
    def total_cases(self) -> int:
        return self.cases + self.live_cases

    def line(self) -> str:
        """The progress as one plain line."""
        secs = int(self.clock() - self.start)
        parts = [f"{self.rules_done}/{self.rules_total} rules"] if self.rules_total else []
        parts += [f"{self.total_programs} programs"] if self.rules_total else []
        parts += [f"{self.total_cases} cases", f"{secs // 60}:{secs % 60:02d}"]
        if self.last:
            parts.append(self.last)
        return "check: " + ", ".join(parts)

    # -- drawing
    def _fields(self) -> dict[str, Any]:
        what = (f"{self.total_programs} programs, " if self.rules_total else "") + (
            f"{self.total_cases} cases")
        return {"what": what, "last": self.last}

    def _draw(self, force: bool = False) -> None:
        if self._bar is not None:
            self._bar.update(self._task, completed=self.rules_done, **self._fields())
            return
        now = self.clock()
        if force or now - self._plain_at >= PLAIN_EVERY:
            self._plain_at = now
            self.stream.write(self.line() + "\n")
            self.stream.flush()

    def __enter__(self) -> Self:
        if self.stream.isatty():
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            columns: list[Any] = [TextColumn("[bold]check")]
            if self.rules_total:
                columns += [BarColumn(), MofNCompleteColumn(), TextColumn("rules,")]
            columns += [TextColumn("{task.fields[what]}"), TimeElapsedColumn(),
                        TextColumn("{task.fields[last]}")]
            console = Console(file=self.stream, highlight=False)
            self._bar = Progress(*columns, console=console, redirect_stdout=False,
                                 redirect_stderr=False)
            self._bar.__enter__()
            self._task = self._bar.add_task("check", total=self.rules_total or None,
                                            **self._fields())
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._draw()
            self._bar.__exit__(*exc)
            self._bar = None
        elif self.rules_done < self.rules_total or not self.rules_total:
            self._draw(force=True)  # the last plain line (a finished task drew its own)


@contextmanager
def showing(flag: bool | None, rules: int = 0, stream: IO[str] | None = None
            ) -> Iterator[CheckProgress | None]:
    """A :class:`CheckProgress` receiving this process's notes while the block runs, when
    :func:`enabled`; else None (and notes stay no-ops)."""
    global _current
    stream = stream if stream is not None else sys.stderr
    if not enabled(flag, stream):
        yield None
        return
    outer = _current
    with CheckProgress(rules, stream) as p:
        _current = p
        try:
            yield p
        finally:
            _current = outer
