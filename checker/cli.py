"""The body of ``hlorules check`` (the typer command in ``hlorules/cli.py`` calls ``run_check``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hlorules.errors import HloRulesError

__all__ = ["run_check"]


def run_check(target: Path | None, *, rulebook: Path | None, rules: Sequence[Path] | None,
              only: Sequence[str] | None, seed: int, max_examples: int | None,
              programs: int | None, outdir: Path, replay_dir: Path | None, backend: str,
              echo: Any) -> int:
    """Run a module-level check (``.mlir`` + ``--rulebook``), a rule-level check (``.rules``)
    or a replay; print the report with ``echo``; return the exit code
    (:class:`~hlorules.exit_codes.ExitCode`: OK, COUNTEREXAMPLE for a counterexample or a
    replay that still differs, NOT_GENERATED when a rule could not be exercised)."""
    from hlorules.exit_codes import ExitCode

    from . import module as mod
    from . import rules as rc

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
    if target.suffix == ".rules":
        from hlorules.rules import load_rules

        ruleset = load_rules(target)
        kw: dict[str, Any] = {"seed": seed, "backend": backend, "outdir": outdir}
        if max_examples is not None:
            kw["max_examples"] = max_examples
        if programs is not None:
            kw["programs"] = programs
        failed = not_generated = 0
        for rep in rc.check_rules(ruleset, only=only, **kw):
            echo(rep.render())
            failed += rep.outcome == rc.COUNTEREXAMPLE
            not_generated += rep.outcome == rc.COULD_NOT_GENERATE
        if failed:
            return ExitCode.COUNTEREXAMPLE
        return ExitCode.NOT_GENERATED if not_generated else ExitCode.OK
    if rulebook is None:
        raise HloRulesError(f"{target}: a module-level check needs --rulebook")
    from hlorules.engine.api import load_rule_files
    from hlorules.lowering import importer

    module = importer.from_file(target)
    rule_map = load_rule_files(rules) if rules else None
    report = mod.check_module(module, rulebook, rule_map, seed=seed, backend=backend,
                              max_examples=max_examples or mod.DEFAULT_MAX_EXAMPLES,
                              outdir=outdir, name=target.stem)
    echo(report.render())
    return ExitCode.OK if report.ok else ExitCode.COUNTEREXAMPLE
