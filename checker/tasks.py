"""A rule library's check as independent tasks, for a process pool or a Dask/Ray cluster.

``hlorules check RULEFILE --executor local|dask|ray`` splits the check into one
:class:`RuleTask` per rule and seed block: the rule file's *text* travels with the task
(with the name it is reported under), so a worker needs ``hlorules`` installed and no
shared file system.  With ``--seed-blocks K`` a rule is checked as K tasks, block ``b``
with seed ``seed + b`` and a K-th of the programs and cases (rounded up); the blocks'
reports merge into one (:func:`merge_reports`: the first block's counterexample, else,
when a block fired, verified or weak by the merged counts and coverage
(:func:`~hlorules.checker.rules.verdict`), else could-not-generate; counts added).  A task returns
its :class:`~hlorules.checker.rules.RuleReport`; repro files of a counterexample are
written by the submitting process, not by the worker.  Reports are the same whichever
executor runs the tasks: ``check_rule`` is a function of the rule, the seed and the
options only.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hlorules.rules import load_rules

from .rules import (
    COULD_NOT_GENERATE,
    COUNTEREXAMPLE,
    DEFAULT_MAX_EXAMPLES,
    DEFAULT_MIN_PROGRAMS,
    DEFAULT_PROGRAMS,
    VERIFIED,
    WEAK,
    RuleReport,
    _write,
    check_rule,
    verdict,
)

__all__ = ["RuleTask", "check_rule_tasks", "merge_reports", "rule_tasks", "run_rule_task"]


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
    block: int = 0


_RULESETS: dict[tuple[str, str], Any] = {}


def _ruleset(file: str, text: str) -> Any:
    key = (file, text)
    rs = _RULESETS.get(key)
    if rs is None:

        rs = _RULESETS[key] = load_rules(text, filename=file)
    return rs


def run_rule_task(task: RuleTask) -> RuleReport:
    """Check one rule on this worker (its rule file compiled once per process)."""
    rule = _ruleset(task.file, task.text)[task.rule]
    return check_rule(rule, seed=task.seed, outdir=None, **dict(task.options))


def rule_tasks(file: str, text: str, names: Sequence[str], seed: int,
               options: Mapping[str, Any], blocks: int = 1) -> list[RuleTask]:
    """``blocks`` tasks per rule named, in that order (one block: exactly ``check_rule``
    with ``seed`` and ``options``)."""
    if blocks <= 1:
        opts = tuple(sorted(options.items()))
        return [RuleTask(file, text, n, seed, opts) for n in names]
    split = dict(options)
    split["programs"] = math.ceil(split.get("programs", DEFAULT_PROGRAMS) / blocks)
    split["max_examples"] = math.ceil(split.get("max_examples", DEFAULT_MAX_EXAMPLES) / blocks)
    # each block may be weak alone: the minimum applies to the merged report
    split["min_programs"] = math.ceil(split.get("min_programs", DEFAULT_MIN_PROGRAMS) / blocks)
    opts = tuple(sorted(split.items()))
    return [RuleTask(file, text, n, seed + b, opts, b) for n in names for b in range(blocks)]


def merge_reports(parts: Sequence[RuleReport]) -> RuleReport:
    """One rule's block reports (in block order) as one report."""
    if len(parts) == 1:
        return parts[0]
    first = parts[0]
    reasons: Counter[str] = Counter()
    for p in parts:
        reasons.update(p.reasons)
    tried = sum(p.programs_tried for p in parts)
    fired = sum(p.programs_fired for p in parts)
    cases = sum(p.cases for p in parts)
    programs = [t for p in parts for t in p.programs]
    covs = [p.coverage for p in parts if p.coverage is not None]
    cov = None
    for c in covs:
        cov = c if cov is None else cov.merge(c)
    need = sum(p.min_programs for p in parts)
    bad = next((p for p in parts if p.outcome == COUNTEREXAMPLE), None)
    if bad is not None:
        return RuleReport(first.name, first.location, COUNTEREXAMPLE, tried, fired, cases,
                          bad.reason, bad.counterexample, dict(reasons), programs, cov, need)
    if any(p.outcome in (VERIFIED, WEAK) for p in parts):
        outcome, why = verdict(fired, cov, need)
        return RuleReport(first.name, first.location, outcome, tried, fired, cases, why,
                          reasons=dict(reasons), programs=programs, coverage=cov,
                          min_programs=need)
    if not fired and reasons:
        why = reasons.most_common(1)[0][0]
        reason = f"none of {tried} programs matched; most common: {why}"
    else:
        reason = first.reason
    return RuleReport(first.name, first.location, COULD_NOT_GENERATE, tried, fired, cases,
                      reason, reasons=dict(reasons), programs=programs, coverage=cov,
                      min_programs=need)


def check_rule_tasks(tasks: Sequence[RuleTask], ruleset: Mapping[str, Any], executor: Any,
                     outdir: str | Path | None,
                     on_done: Callable[[RuleTask, RuleReport], None] | None = None
                     ) -> list[RuleReport]:
    """Run ``tasks`` through ``executor`` (``imap``/``close``, which this closes); calls
    ``on_done`` as each finishes; writes counterexample repros under ``outdir`` (here, with
    ``ruleset``'s rules naming their file); returns one report per rule (its blocks
    merged), in task order."""
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
    by_rule: dict[str, list[RuleReport]] = {}
    for i, task in enumerate(tasks):
        by_rule.setdefault(task.rule, []).append(got[i])
    reports = [merge_reports(parts) for parts in by_rule.values()]
    if outdir is not None:
        for rep in reports:
            if rep.outcome == COUNTEREXAMPLE and rep.counterexample is not None:
                _write(rep.counterexample, outdir, rep.name, ruleset[rep.name])
    return reports
