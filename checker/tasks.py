"""A rule library's check as independent tasks, for a process pool or a Dask/Ray cluster.

``hlorules check RULEFILE --executor local|dask|ray`` splits the check into one
:class:`RuleTask` per rule: the rule file's *text* travels with the task (with the name it
is reported under), so a worker needs ``hlorules`` installed and no shared file system.  A
task returns the rule's :class:`~hlorules.checker.rules.RuleReport`; repro files of a
counterexample are written by the submitting process, not by the worker.  Reports are the
same whichever executor runs the tasks: ``check_rule`` is a function of the rule, the seed
and the options only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .rules import COUNTEREXAMPLE, RuleReport, _write, check_rule

__all__ = ["RuleTask", "check_rule_tasks", "rule_tasks", "run_rule_task"]


@dataclass(frozen=True)
class RuleTask:
    """Check rule ``rule`` of the rule file ``text`` (reported as ``file``) with ``seed``;
    ``options`` are ``check_rule``'s keyword arguments (``programs``, ``max_examples``,
    ``backend``)."""

    file: str
    text: str
    rule: str
    seed: int
    options: tuple[tuple[str, Any], ...] = ()


_RULESETS: dict[tuple[str, str], Any] = {}


def _ruleset(file: str, text: str) -> Any:
    key = (file, text)
    rs = _RULESETS.get(key)
    if rs is None:
        from hlorules.rules import load_rules

        rs = _RULESETS[key] = load_rules(text, filename=file)
    return rs


def run_rule_task(task: RuleTask) -> RuleReport:
    """Check one rule on this worker (its rule file compiled once per process)."""
    rule = _ruleset(task.file, task.text)[task.rule]
    return check_rule(rule, seed=task.seed, outdir=None, **dict(task.options))


def rule_tasks(file: str, text: str, names: Sequence[str], seed: int,
               options: Mapping[str, Any]) -> list[RuleTask]:
    """One task per rule named, in that order."""
    opts = tuple(sorted(options.items()))
    return [RuleTask(file, text, n, seed, opts) for n in names]


def check_rule_tasks(tasks: Sequence[RuleTask], ruleset: Mapping[str, Any], executor: Any,
                     outdir: str | Path | None,
                     on_done: Callable[[RuleTask, RuleReport], None] | None = None
                     ) -> list[RuleReport]:
    """Run ``tasks`` through ``executor`` (``imap``/``close``, which this closes); calls
    ``on_done`` as each finishes; writes counterexample repros under ``outdir`` (here, with
    ``ruleset``'s rules naming their file); returns the reports in task order."""
    got: dict[int, RuleReport] = {}
    index = {id(t): i for i, t in enumerate(tasks)}
    try:
        for task, report in executor.imap(run_rule_task, tasks):
            i = index.get(id(task))
            if i is None:  # the task came back as a copy (a cluster): find it by value
                i = tasks.index(task)
            got[i] = report
            if on_done is not None:
                on_done(task, report)
    finally:
        executor.close()
    reports = [got[i] for i in range(len(tasks))]
    if outdir is not None:
        for task, rep in zip(tasks, reports, strict=True):
            if rep.outcome == COUNTEREXAMPLE and rep.counterexample is not None:
                _write(rep.counterexample, outdir, rep.name, ruleset[task.rule])
    return reports
