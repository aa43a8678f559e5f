"""One job of an experiment: one program under one ordering, measured.

:func:`run_job` is what every executor runs (in the parent, a process-pool worker or a
cluster worker); it takes a picklable :class:`Job` and returns one results row (a dict of
plain values, see :data:`hlorules.experiment.results.COLUMNS`).  Each process loads the base
book, the rules and the corpus once per spec and keeps the original programs' compiled
executables and reference outputs, so the rows of one program cost one import each.

Measured per row: how the engine ended (``terminated``, ``cycle`` with the phase and the
rules named, ``runaway``, ``cap`` hit, ``unconverged``, or ``error``), sweeps, rewrites (in
all and per rule), op count and op-kind histogram after, engine time, XLA compile time, XLA
run time (median of ``repeats`` timed repeats, each averaging enough calls to last >= 1 ms)
and equivalence to the original on ``inputs`` seeded random input sets on XLA CPU (bitwise;
floats may differ only where both are NaN).  The variant named ``original`` is the program
without rewriting: the reference row.
"""

from __future__ import annotations

import hashlib
import json
import math
import statistics
import time
import traceback
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hlorules.base.errors import HloRulesError
from hlorules.engine.api import apply, load_rule_files
from hlorules.engine.driver import CycleError, RunawayError, count_ops
from hlorules.engine.rulebook import load_book
from hlorules.lowering import exporter, importer, xla

from .bundle import Bundle, rooted
from .corpus import CorpusProgram, load_corpus
from .spec import Spec
from .variants import PreparedVariant, prepare_variant

__all__ = ["ORIGINAL", "Job", "load_base", "outputs_equal", "run_job"]

ORIGINAL = "original"
"""The reference variant: the program as imported, not rewritten."""

_MIN_REPEAT_SECONDS = 1e-3
_MAX_CALLS_PER_REPEAT = 1000


@dataclass(frozen=True)
class Job:
    """One (program, variant) pair of ``spec`` to run on ``backend``; ``bundle`` carries the
    files the spec reads (:mod:`hlorules.experiment.bundle`), or None to read them from this
    machine's file system."""

    spec: Spec
    program: str
    variant: str
    backend: str = "cpu"
    check_backend: str = "cpu"
    bundle: Bundle | None = None


def load_base(spec: Spec) -> tuple[Any, Mapping[str, Any]]:
    """The spec's base book and its rules (the spec's ``rules`` files, else the book's)."""
    path = spec.path(spec.base)
    if not path.is_file():
        raise spec.error(f"cannot find base rulebook '{path}'", spec.base_location)
    book = load_book(path)
    files = [spec.path(f) for f in spec.rule_files] if spec.rule_files else list(book.rule_files)
    for f in files:
        if not f.is_file():
            why = "" if spec.rule_files else (f" (included by {path}; give rule files with "
                                              "'rules \"a.rules\", ...' in the spec)")
            raise spec.error(f"cannot find rule file '{f}'{why}", spec.base_location)
    return book, load_rule_files(files)


@dataclass
class _Original:
    text: str
    ops: int
    inputs: list[list[np.ndarray]]
    outputs: list[list[np.ndarray]]


@dataclass
class _Context:
    spec: Spec
    book: Any
    rules: Mapping[str, Any]
    programs: dict[str, CorpusProgram]
    variants: dict[str, PreparedVariant] = field(default_factory=dict)
    originals: dict[str, _Original] = field(default_factory=dict)
    warmed: bool = False

    def variant(self, name: str) -> PreparedVariant:
        pv = self.variants.get(name)
        if pv is None:
            pv = self.variants[name] = prepare_variant(self.spec, self.book, self.rules,
                                                       self.spec.variant(name))
        return pv

    def original(self, name: str, check_backend: str) -> _Original:
        orig = self.originals.get(name)
        if orig is None:
            prog = self.programs[name]
            text = prog.text()
            inputs = [prog.inputs(k) for k in range(max(self.spec.inputs, 1))]
            exe = xla.compile(text, check_backend)
            outputs = [exe(*args) for args in inputs[: self.spec.inputs]]
            orig = self.originals[name] = _Original(
                text, count_ops(importer.from_text(text, name)), inputs, outputs)
        return orig


_CONTEXTS: dict[tuple[str, str, str], _Context] = {}


def _context(job: Job) -> _Context:
    spec = job.spec
    key = (spec.file, spec.text, job.bundle.digest if job.bundle is not None else "")
    ctx = _CONTEXTS.get(key)
    if ctx is None:
        if job.bundle is not None:
            spec = rooted(spec, job.bundle)
        book, rules = load_base(spec)
        programs = {p.name: p for p in load_corpus(spec)}
        ctx = _CONTEXTS[key] = _Context(spec, book, rules, programs)
    return ctx


def outputs_equal(a: list[np.ndarray], b: list[np.ndarray]) -> bool:
    """Same number of outputs, each of the same dtype, shape and bits (NaN == NaN)."""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        x, y = np.asarray(x), np.asarray(y)
        if x.dtype != y.dtype or x.shape != y.shape:
            return False
        if x.tobytes() == y.tobytes():
            continue
        try:
            nx, ny = np.isnan(x), np.isnan(y)
        except TypeError:
            return False
        if not np.array_equal(nx, ny):
            return False
        keep = ~nx
        if x[keep].tobytes() != y[keep].tobytes():
            return False
    return True


def _histogram(module: Any) -> dict[str, int]:
    c = Counter(op.name for op in module.walk() if op.name != "builtin.module")
    return dict(sorted(c.items()))


def _sha(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def _time_run(exe: Any, args: list[np.ndarray], repeats: int) -> tuple[float, float, float]:
    """Median, fastest and slowest seconds per call over ``repeats`` repeats (after one
    warm-up call)."""
    import jax

    dev = exe.put(args)
    jax.block_until_ready(exe.run_on_device(dev))
    t0 = time.perf_counter()
    jax.block_until_ready(exe.run_on_device(dev))
    once = max(time.perf_counter() - t0, 1e-7)
    number = max(1, min(_MAX_CALLS_PER_REPEAT, math.ceil(_MIN_REPEAT_SECONDS / once)))
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(number):
            out = exe.run_on_device(dev)
        jax.block_until_ready(out)
        samples.append((time.perf_counter() - t0) / number)
    return statistics.median(samples), min(samples), max(samples)


def _blank_row(job: Job) -> dict[str, Any]:
    return {"program": job.program, "variant": job.variant, "status": "error", "stopped": "",
            "cycle_phase": "", "cycle_rules": "", "sweeps": 0, "rewrites": 0,
            "rewrites_by_rule": "", "ops_before": 0, "ops_after": 0, "op_hist": "",
            "equivalent": "", "inputs_checked": 0, "module_sha": "", "warnings": 0,
            "engine_ms": float("nan"), "compile_ms": float("nan"), "run_us": float("nan"),
            "run_us_min": float("nan"), "run_us_max": float("nan"), "backend": job.backend, "error": ""}


def run_job(job: Job) -> dict[str, Any]:
    """Run one (program, variant) job and return its row; failures become ``status=error``."""
    row = _blank_row(job)
    try:
        _run(job, row)
    except HloRulesError as e:
        row["status"], row["error"] = "error", str(e)
    except Exception as e:  # noqa: BLE001 -- a bug must not sink the sweep: record it
        tb = traceback.format_exception_only(type(e), e)[-1].strip()
        row["status"], row["error"] = "error", tb
    return row


def _run(job: Job, row: dict[str, Any]) -> None:
    ctx = _context(job)
    spec = ctx.spec
    orig = ctx.original(job.program, job.check_backend)
    row["ops_before"] = orig.ops
    module = importer.from_text(orig.text, job.program)
    if job.variant == ORIGINAL:
        row.update(status="original", ops_after=orig.ops, op_hist=json.dumps(_histogram(module)),
                   module_sha=_sha(orig.text), engine_ms=0.0)
        text = orig.text
    else:
        pv = ctx.variant(job.variant)
        if not ctx.warmed:  # a process's first run pays one-time costs: keep them out of rows
            apply(importer.from_text(orig.text, job.program), pv.book, ctx.rules,
                  on_cycle="stop")
            ctx.warmed = True
        module, trace = apply(module, pv.book, ctx.rules, on_cycle="stop")
        stopped = [(p.name, p.stopped_by) for p in trace.phases if p.stopped_by]
        kinds = {k for _, k in stopped}
        status = "terminated"
        if any(not p.converged for p in trace.phases) or any(
                "did not converge" in w for w in trace.warnings):
            status = "unconverged"
        for kind in ("cap", "runaway", "cycle"):
            if kind in kinds:
                status = kind
        if kinds & {"cycle", "runaway"}:
            # the stopped run only left the message; rerun to get the error's structured rules
            again = importer.from_text(orig.text, job.program)
            try:
                apply(again, pv.book, ctx.rules, on_cycle="raise")
            except (CycleError, RunawayError) as e:
                row["cycle_phase"] = e.phase
                row["cycle_rules"] = ";".join(e.rules)
        fired = trace.fired()
        text = exporter.to_text(module)
        row.update(
            status=status,
            stopped=";".join(f"{n}:{k}" for n, k in stopped),
            sweeps=sum(p.sweeps for p in trace.phases),
            rewrites=trace.total_rewrites,
            rewrites_by_rule=";".join(f"{n}={c}" for n, c in sorted(fired.items())),
            ops_after=count_ops(module),
            op_hist=json.dumps(_histogram(module)),
            module_sha=_sha(text),
            warnings=len(trace.warnings),
            engine_ms=trace.seconds * 1e3,
        )
    exe = xla.compile(text, job.backend)
    row["compile_ms"] = exe.compile_seconds * 1e3
    med, fast, slow = _time_run(exe, orig.inputs[0], spec.repeats)
    row["run_us"], row["run_us_min"], row["run_us_max"] = med * 1e6, fast * 1e6, slow * 1e6
    if job.variant != ORIGINAL and spec.inputs:
        check = exe if job.backend == job.check_backend else xla.compile(text, job.check_backend)
        same = all(outputs_equal(check(*args), want)
                   for args, want in zip(orig.inputs, orig.outputs, strict=False))
        row["equivalent"] = "yes" if same else "NO"
        row["inputs_checked"] = len(orig.outputs)
