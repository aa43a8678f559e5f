"""Run an experiment: every (program, variant) job through an executor, then write it up.

:func:`run_experiment` validates the whole spec first (base book, rule files, every
variant's edits, the corpus: errors are located in the spec), then runs the jobs with a
rich progress bar, and writes ``results.csv``, ``metadata.json``, ``table.txt``,
``ops.png`` and ``runtime.png`` into the output folder.
"""

from __future__ import annotations

import hashlib
import io
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console

from hlorules.base.errors import HloRulesError, plural
from hlorules.base.extras import MissingExtra, require

from . import results as res
from .bundle import bundle_spec
from .corpus import load_corpus
from .executors import make_executor
from .measure import ORIGINAL, Job, load_base, run_job
from .spec import Spec
from .variants import PreparedVariant, prepare_variant

__all__ = ["ExperimentRun", "plan", "run_experiment"]


@dataclass
class ExperimentRun:
    """What a run produced: sorted rows, the metadata written, and the files."""

    spec: Spec
    rows: list[dict[str, Any]]
    metadata: dict[str, Any]
    programs: list[str]
    variants: list[str]
    out_dir: Path
    files: dict[str, Path] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    """What the run left out and why (plots without the ``plot`` extra), one line each."""


def _sha256(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""


def plan(spec: Spec, variants: Sequence[str] | None = None,
         programs: Sequence[str] | None = None
         ) -> tuple[list[PreparedVariant], list[Any], dict[str, Any]]:
    """Validate ``spec`` and pick the variants/programs to run (None: all).

    Returns the prepared variants (spec order), the corpus programs (corpus order) and
    metadata about the base book and rule files.  Raises a located HloRulesError.
    """
    book, rules = load_base(spec)
    names = [v.name for v in spec.variants]
    for v in variants or ():
        if v not in names and v != ORIGINAL:
            raise HloRulesError(f"no variant '{v}' in {spec.file} (variants: {', '.join(names)})")
    chosen = [v for v in spec.variants if not variants or v.name in variants]
    prepared = [prepare_variant(spec, book, rules, v) for v in chosen]
    corpus = load_corpus(spec)
    if programs:
        known = {p.name for p in corpus}
        for p in programs:
            if p not in known:
                raise HloRulesError(f"no program '{p}' in the corpus of {spec.file} "
                                    f"(programs: {', '.join(sorted(known))})")
        corpus = [p for p in corpus if p.name in programs]
    # Rule files named in the spec are relative to the spec; the book's are already resolved
    # against the book's folder.
    rule_files = ([spec.path(f) for f in spec.rule_files] if spec.rule_files
                  else [Path(f) for f in book.rule_files])
    base_meta = {
        "base": {"path": str(spec.path(spec.base)), "sha256": _sha256(spec.path(spec.base))},
        "rule_files": [{"path": str(f), "sha256": _sha256(f)} for f in rule_files],
        "rules": len(rules),
    }
    return prepared, corpus, base_meta


def run_experiment(spec: Spec, out_dir: str | Path, *, jobs: int = 1,
                   executor: Any = "process", address: str | None = None,
                   backend: str = "cpu",
                   variants: Sequence[str] | None = None,
                   programs: Sequence[str] | None = None,
                   console: Console | None = None, progress: bool = True,
                   plots: bool = True) -> ExperimentRun:
    """Run ``spec`` and write its results into ``out_dir`` (created if needed).

    ``jobs`` workers of ``executor`` (a name, see :mod:`hlorules.experiment.executors`,
    with ``address`` for a Dask or Ray cluster; or an object with ``imap`` and ``close``,
    which this function closes); timings on ``backend``, equivalence on XLA CPU.  The
    files the spec reads travel with each job, so workers need no shared file system.
    The progress bar, fed by job completions, goes to stderr; the table to ``console``.
    Rows are sorted by corpus then spec order, so
    the same spec and seed give the same table (time columns aside).
    """
    started = datetime.now(UTC)
    t0 = time.perf_counter()
    console = console or Console(highlight=False)
    prepared, corpus, base_meta = plan(spec, variants, programs)
    vnames = [ORIGINAL] + [p.name for p in prepared]
    pnames = [p.name for p in corpus]
    shipped, bundle = bundle_spec(spec)
    job_list = [Job(shipped, p, v, backend, bundle=bundle) for p in pnames for v in vnames]
    ex = make_executor(executor, jobs, address) if isinstance(executor, str) else executor
    rows: list[dict[str, Any]] = []
    try:
        if progress:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            with Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                          MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
                          TextColumn("{task.fields[last]}"),
                          console=Console(stderr=True, highlight=False),
                          transient=False) as bar:
                task = bar.add_task(f"{spec.name}", total=len(job_list), last="")
                for job, row in ex.imap(run_job, job_list):
                    rows.append(row)
                    bar.update(task, advance=1, last=f"{job.program} / {job.variant}: "
                                                      f"{row['status']}")
        else:
            for _, row in ex.imap(run_job, job_list):
                rows.append(row)
    finally:
        ex.close()
    order = {(p, v): i for i, (p, v) in enumerate((j.program, j.variant) for j in job_list)}
    rows.sort(key=lambda r: order[(r["program"], r["variant"])])

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    files = {"results": out / "results.csv", "metadata": out / "metadata.json",
             "table": out / "table.txt"}
    res.write_csv(files["results"], rows)
    title = (f"{spec.name}: {plural(len(pnames), 'program')} x {plural(len(vnames), 'ordering')} on {backend} "
             "(engine, compile: ms; run: median µs; rw: rewrites; eq: equal to original)")
    table = res.render_table(rows, title)
    summary = res.render_summary(rows, vnames, f"{spec.name}: per ordering")
    rec = Console(record=True, width=200, highlight=False, file=io.StringIO())
    rec.print(table)
    rec.print(summary)
    files["table"].write_text(rec.export_text())
    notes: list[str] = []
    if plots:

        try:
            require("plot", "plots")
        except MissingExtra as e:
            notes.append(f"no plots written: they need {e.need}")
        else:
            ops_png, run_png = _plots(rows, pnames, vnames, out, spec.name, backend)
            files["ops_plot"], files["runtime_plot"] = ops_png, run_png
    meta = {
        "experiment": spec.name,
        "spec": {"file": str(Path(spec.file).resolve()), "sha256":
                 hashlib.sha256(spec.text.encode()).hexdigest(), "text": spec.text},
        **base_meta,
        "seed": spec.seed, "repeats": spec.repeats, "inputs": spec.inputs,
        "input_seeding": "np.random.default_rng([seed, crc32(program name), input set])",
        "variant_seeding": "random.Random(f'{seed}:{variant name}')",
        "backend": backend, "check_backend": "cpu", "jobs": jobs,
        "executor": getattr(ex, "name", executor),
        "programs": [{"name": p.name, "source": p.source} for p in corpus],
        "variants": [{"name": ORIGINAL, "random": False, "edits": [], "schedule": None,
                      "phases": {}}] + [
            {"name": p.name, "random": p.random, "edits": p.edits, "schedule": p.schedule_text,
             "phases": p.phases} for p in prepared],
        "columns": list(res.COLUMNS), "time_columns": sorted(res.TIME_COLUMNS),
        "versions": res.versions(), "machine": res.machine_info(backend),
        "command": res.command_line(), "started": started.isoformat(timespec="seconds"),
        "wall_seconds": round(time.perf_counter() - t0, 2),
        "files": {k: v.name for k, v in files.items()},
    }
    res.write_metadata(files["metadata"], meta)
    if progress:
        console.print(table)
        console.print(summary)
    return ExperimentRun(spec, rows, meta, pnames, vnames, out, files, notes)


def _plots(rows: list[dict[str, Any]], programs: list[str], variants: list[str], out: Path,
              name: str, backend: str) -> list[Path]:
    # lazy: matplotlib (the plot extra) is needed only for plots
    from .plots import plot_results

    return plot_results(rows, programs, variants, out, name, backend)
