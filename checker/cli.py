"""The body of ``hlorules check`` (the typer command in ``hlorules/cli.py`` calls ``run_check``)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hlorules.base.errors import HloRulesError, decode_utf8, read_source
from hlorules.base.exit_codes import ExitCode
from hlorules.base.search_path import resolve
from hlorules.engine.api import load_rule_files
from hlorules.experiment.executors import make_executor
from hlorules.lowering import importer
from hlorules.rules import load_rules

from . import module as mod
from . import rules as rc
from . import tasks as tk
from .progress import showing

__all__ = ["run_check"]


def run_check(target: Path | None, *, rulebook: Path | None, rules: Sequence[Path] | None,
              only: Sequence[str] | None, seed: int, max_examples: int | None,
              programs: int | None, outdir: Path, replay_dir: Path | None, backend: str,
              echo: Any, executor: str = "local", jobs: int = 1, address: str | None = None,
              seed_blocks: int = 1, progress: bool | None = None, min_programs: int | None = None,
              allow_weak: bool = False, fmt: str = "text") -> int:
    """Run a module-level check (``.mlir`` + ``--rulebook``), a rule-level check (``.rules``)
    or a replay; print the report with ``echo``; return the exit code
    (:class:`~hlorules.base.exit_codes.ExitCode`: OK, COUNTEREXAMPLE for a counterexample or a
    replay that still differs, NOT_GENERATED when a rule could not be exercised, WEAK when
    a rule is weak -- too few distinct programs fired (``min_programs``) or a boundary
    class went uncovered -- unless ``allow_weak``). ``fmt="json"`` prints one JSON
    document (a list of per-rule reports with their coverage) instead of text.

    A rule-level check runs one task per rule and seed block (``seed_blocks`` per rule,
    :mod:`hlorules.checker.tasks`) on
    ``executor`` (``local`` process pool of ``jobs``, ``serial``, ``dask`` or ``ray``, at
    ``address`` or a local cluster); the reports are the same on each, printed in file
    order; progress (rules, programs, cases) goes to stderr when it is a terminal or
    ``progress`` is true (:mod:`hlorules.checker.progress`)."""

    if replay_dir is not None:
        bad = 0
        for r in mod.replay(replay_dir, backend):
            if r.mismatch is None:
                echo(f"{r.name}: fixed ({r.note})")
            else:
                bad += 1
                echo(f"{r.name}: still failing ({r.note}): {r.mismatch}")
        return ExitCode.COUNTEREXAMPLE if bad else ExitCode.OK
    if target is None:
        raise HloRulesError("check needs a module (.mlir with --rulebook), a rule file "
                            "(.rules), or --replay DIR")
    if target.suffix == ".rules" or (not target.suffix and rulebook is None):

        target = resolve(target, ".rules")
        text = read_source(target, str(target))
        ruleset = load_rules(text, filename=str(target))
        if only is not None:
            unknown = set(only) - set(ruleset)
            if unknown:
                raise HloRulesError(f"no rule named {', '.join(sorted(unknown))}")
        names = [n for n in ruleset if only is None or n in set(only)]
        kw: dict[str, Any] = {"backend": backend}
        if max_examples is not None:
            kw["max_examples"] = max_examples
        if programs is not None:
            kw["programs"] = programs
        if min_programs is not None:
            if min_programs < 0:
                raise HloRulesError(f"--min-programs must be at least 0, not {min_programs}")
            kw["min_programs"] = min_programs
        if fmt not in ("text", "json"):
            raise HloRulesError(f"--format must be text or json, not {fmt}")
        if seed_blocks < 1:
            raise HloRulesError(f"--seed-blocks must be at least 1, not {seed_blocks}")
        task_list = tk.rule_tasks(str(target), text, names, seed, kw, seed_blocks)
        ex = make_executor(executor, jobs, address)
        reports = _with_progress(task_list, ruleset, ex, outdir, progress)
        if fmt == "json":
            import json

            echo(json.dumps([rep.to_json() for rep in reports], indent=1))
        else:
            for rep in reports:
                echo(rep.render())
        outcomes = {rep.outcome for rep in reports}
        if rc.COUNTEREXAMPLE in outcomes:
            return ExitCode.COUNTEREXAMPLE
        if rc.COULD_NOT_GENERATE in outcomes:
            return ExitCode.NOT_GENERATED
        return ExitCode.WEAK if rc.WEAK in outcomes and not allow_weak else ExitCode.OK
    if rulebook is None:
        raise HloRulesError(f"{target}: a module-level check needs --rulebook")

    if str(target) == "-":
        name, text = "<stdin>", decode_utf8(sys.stdin.buffer.read(), "<stdin>")
    else:
        name, text = str(target), read_source(target)
    module, locations = importer.from_text_with_locations(text, name)
    mod.refuse_bounded_sizes(module, locations, name, text)
    rule_map = load_rule_files(rules) if rules else None

    with showing(progress):
        report = mod.check_module(module, rulebook, rule_map, seed=seed, backend=backend,
                                  max_examples=max_examples or mod.DEFAULT_MAX_EXAMPLES,
                                  outdir=outdir, name=target.stem)
    echo(report.render())
    return ExitCode.OK if report.ok else ExitCode.COUNTEREXAMPLE


def _with_progress(task_list: Sequence[Any], ruleset: Any, ex: Any, outdir: Path,
                   progress: bool | None) -> list[Any]:
    """The tasks' reports, with progress on stderr (:mod:`hlorules.checker.progress`)."""

    with showing(progress, rules=len(task_list)) as p:
        done = None if p is None else (
            lambda task, rep: p.task_done(task.rule, rep.outcome, rep.programs_tried, rep.cases))
        return tk.check_rule_tasks(task_list, ruleset, ex, outdir, on_done=done)
