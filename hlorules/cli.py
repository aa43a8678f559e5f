"""The ``hlorules`` command line (typer): demo, roundtrip, opt, run, ...

Every command turns ``HloRulesError`` into one located message on stderr and exit code 1;
no traceback reaches the user for bad input.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from hlorules.base import __version__
from hlorules.base.errors import HloRulesError, decode_utf8, plural, read_source
from hlorules.base.exit_codes import ExitCode
from hlorules.base.extras import MissingExtra
from hlorules.base.search_path import describe, search_dirs, shipped

if TYPE_CHECKING:
    from rich.console import Console

app = typer.Typer(add_completion=True, no_args_is_help=True, pretty_exceptions_enable=False,
                  rich_markup_mode=None,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="Declarative rewrite rules and a fixpoint engine for StableHLO.")
# piped or redirected, tables keep their columns (rich would wrap them at 80)
PIPED_WIDTH = 200
_ALLOW_UNKNOWN = ("carry ops of other dialects than stablehlo, chlo, func, arith, shape, "
                  "tensor, math and enzymexla opaquely (--no-allow-unknown refuses them)")


@functools.cache
def _console(stderr: bool = False) -> Console:
    """The rich console for stdout (or stderr), made on first use: rich costs start-up."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    return Console(stderr=stderr, highlight=False,
                   width=None if stream.isatty() else PIPED_WIDTH)


def _version(value: bool) -> None:
    if value:
        sys.stdout.write(f"hlorules {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option(
        "--version", callback=_version, is_eager=True, help="print the version and exit")] = False,
) -> None:
    """Declarative rewrite rules and a fixpoint engine for StableHLO."""


def located_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run a command, turning HloRulesError into a clean message and exit code 1 (10 for a
    missing optional extra)."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except MissingExtra as e:
            sys.stderr.write(e.render() + "\n")
            raise typer.Exit(ExitCode.MISSING_EXTRA) from None
        except HloRulesError as e:
            sys.stderr.write(e.render() + "\n")
            raise typer.Exit(1) from None

    return wrapper


def _write(text: str, output: Path | None) -> None:
    if output is None or str(output) == "-":
        sys.stdout.write(text)
    else:
        output.write_text(text)


@app.command(short_help="import, verify and print a module back")
@located_errors
def roundtrip(
    input: Annotated[Path, typer.Argument(help="MLIR file (pretty or generic), or - for stdin")],
    output: Annotated[Path | None, typer.Option("--output", "-o", help="output file (default stdout)")] = None,
    via: Annotated[str, typer.Option(help="parser: jaxlib (fast, any form) or xdsl (generic)")] = "jaxlib",
    pretty: Annotated[bool, typer.Option(help="print jaxlib's pretty form")] = False,
    locations: Annotated[bool, typer.Option(help="keep source locations")] = False,
    allow_unknown: Annotated[bool, typer.Option(help=_ALLOW_UNKNOWN)] = True,
) -> None:
    """Import a module into hlorules' IR, verify it and print it back."""
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.lowering import exporter, importer

    _EXIT_AT_ONCE[0] = True
    text = _read(input)
    name = "<stdin>" if str(input) == "-" else str(input)
    if via == "jaxlib" and locations:
        module, locs = importer.from_text_with_locations(text, name, allow_unknown=allow_unknown)
        _write(exporter.to_text(module, locs, pretty=pretty), output)
        return
    module = importer.from_text(text, name, via=via, allow_unknown=allow_unknown)
    _write(exporter.to_text(module, pretty=pretty), output)


SPLIT_MARKER = "// -----\n"


def _chunks(text: str, split: bool) -> list[str]:
    """The input, or its ``// -----`` chunks (as mlir-opt's --split-input-file), each padded
    with the newlines before it so that error locations keep the file's line numbers."""
    if not split:
        return [text]
    chunks, start, line0 = [], 0, 0
    lines = text.splitlines(keepends=True)
    for i, line in enumerate([*lines, "// -----"]):
        if line.strip() == "// -----":
            chunks.append("\n" * line0 + "".join(lines[start:i]))
            start, line0 = i + 1, i + 1
    return chunks


def _ensure_newline(text: str) -> str:
    return text if text.endswith("\n") else text + "\n"


def _read(path: Path) -> str:
    """A text file (``-``: standard input) as UTF-8; invalid bytes give a located error."""
    if str(path) == "-":
        return decode_utf8(sys.stdin.buffer.read(), "<stdin>")
    return read_source(path)


@app.command(short_help="the main job on the bundled examples")
@located_errors
def demo(
    seed: Annotated[int, typer.Option(help="input seed")] = 0,
    backend: Annotated[str, typer.Option(help="jax backend: cpu or gpu")] = "cpu",
    show_ir: Annotated[str | None, typer.Option(
        "--show-ir", help="print this example's module before and after")] = None,
    stats: Annotated[bool, typer.Option("--stats", help="add the rules table")] = False,
) -> None:
    """The main job on the bundled examples: import, rewrite, run on XLA, compare."""
    from rich.console import Console

    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.demo import run_demo

    ok = run_demo(seed=seed, backend=backend, console=Console(highlight=False, width=150),
                  show_ir=show_ir, stats=stats)
    if not ok:
        raise typer.Exit(ExitCode.OUTPUTS_DIFFER)


def _load_rules_opt(rules: list[Path] | None) -> dict[str, Any] | None:
    if not rules:
        return None
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.engine.api import load_rule_files

    return load_rule_files(rules)


def _apply_or_exit(module: Any, rulebook: Path, rules: list[Path] | None, checked: bool,
                   trace_file: Path | None, inline: bool | None, details: bool = False) -> Any:
    """Apply a rulebook; a cycle or runaway phase exits with ExitCode.NO_CONVERGENCE (3), naming
    the rules and their file:line. ``details``: the trace keeps every rewrite with its
    matched ops and replacement (for ``--report``)."""
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.engine.api import apply
    from hlorules.engine.driver import CycleError, RunawayError
    from hlorules.engine.trace import Trace

    fp = None
    if trace_file is not None:
        try:
            fp = sys.stdout if str(trace_file) == "-" else trace_file.open("w")
        except OSError as e:
            raise HloRulesError(f"cannot write {trace_file}: {e.strerror}") from None
    try:
        _, trace = apply(module, rulebook, _load_rules_opt(rules), checked=checked,
                         event_file=fp, inline=inline,
                         trace=Trace(events_enabled=True, details=True) if details else None)
    except (CycleError, RunawayError) as e:
        sys.stderr.write(e.render() + "\n")
        raise typer.Exit(ExitCode.NO_CONVERGENCE) from None
    finally:
        if fp is not None and fp is not sys.stdout:
            fp.close()
    return trace


@app.command(short_help="rewrite a module with a rulebook (mlir-opt style)")
@located_errors
def opt(
    input: Annotated[Path, typer.Argument(help="MLIR file (pretty or generic), or - for stdin")],
    rulebook: Annotated[Path, typer.Option("--rulebook", "-b", help="rulebook (.book) to apply")],
    rules: Annotated[list[Path] | None, typer.Option(
        "--rules", metavar="<file>", help="rule files to use instead of the book's own "
        "(repeatable; a book name they lack selects nothing, with a warning)")] = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="output file (default stdout)")] = None,
    trace: Annotated[Path | None, typer.Option(
        "--trace", help="write every rewrite as JSON lines to this file")] = None,
    stats: Annotated[bool, typer.Option("--stats", help="print per-phase/rule stats to stderr")] = False,
    checked: Annotated[bool, typer.Option("--checked", help="verify the IR after every rewrite")] = False,
    generic: Annotated[bool, typer.Option(
        "--print-op-generic", help="print the generic op form (default: pretty)")] = False,
    split_input_file: Annotated[bool, typer.Option(
        "--split-input-file", help="rewrite each '// -----' chunk of the input on its own")] = False,
    allow_unknown: Annotated[bool, typer.Option(help=_ALLOW_UNKNOWN)] = True,
    inline: Annotated[bool | None, typer.Option(
        "--inline/--no-inline", help="inline func.call first (default: the book's setting)")] = None,
    report: Annotated[Path | None, typer.Option(
        "--report", help="write an HTML page of the run: the module before and after, "
        "rewrites per phase and rule, each rewrite linked to its rule's source line")] = None,
) -> None:
    """Rewrite a module with a rulebook, mlir-opt style (the input file is never modified).

    Exit codes: 0 done, 1 bad input (one located message), 2 usage, 3 a rewrite cycle or
    runaway phase.
    """
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.lowering import importer
    from hlorules.lowering.validate import export_validated

    _EXIT_AT_ONCE[0] = True
    name = "<stdin>" if str(input) == "-" else str(input)
    text = _read(input)
    outs, failed = [], False
    runs: list[Any] = []
    for chunk in _chunks(text, split_input_file):
        try:  # a bad chunk is reported and the others still run, as in mlir-opt
            module = importer.from_text(chunk, name, allow_unknown=allow_unknown)
            tr = _apply_or_exit(module, rulebook, rules, checked, trace, inline,
                                details=report is not None)
        except HloRulesError as e:
            if not split_input_file:
                raise
            sys.stderr.write(e.render() + "\n")
            failed = True
            continue
        outs.append(_ensure_newline(export_validated(module, tr, pretty=not generic)))  # jaxlib parses it first
        if report is not None:
            from hlorules.report import Run  # lazy: only with --report

            runs.append(Run(chunk.lstrip("\n"), outs[-1], tr))
        if stats:
            tr.summary(_console(stderr=True))
        else:
            for w in tr.warnings:
                sys.stderr.write(f"warning: {w}\n")
    _write(SPLIT_MARKER.join(outs), output)
    if report is not None:
        from hlorules.report import write  # lazy: only with --report

        write(report, runs, f"hlorules opt -b {rulebook} {name}")
    if failed:
        raise typer.Exit(1)


def _random_inputs(module: Any, seed: int) -> list[Any]:
    import numpy as np

    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.lowering.inputs import random_inputs

    return random_inputs(module, np.random.default_rng(seed))


def _load_inputs(path: Path) -> list[Any]:
    import zipfile

    import numpy as np

    bad = (OSError, ValueError, EOFError, zipfile.BadZipFile)
    try:
        data = np.load(path)
    except bad as e:
        raise HloRulesError(f"cannot read inputs {path}: {e}") from None
    if not isinstance(data, np.lib.npyio.NpzFile):
        raise HloRulesError(f"cannot read inputs {path}: not an .npz archive (np.savez)")
    try:
        with data:
            return [data[k] for k in data.files]
    except bad as e:
        raise HloRulesError(f"cannot read inputs {path}: {e}") from None


@app.command(short_help="rewrite, run both modules on XLA, compare")
@located_errors
def run(
    input: Annotated[Path, typer.Argument(help="MLIR file, or - for stdin")],
    rulebook: Annotated[Path, typer.Option("--rulebook", "-b", help="rulebook (.book) to apply")],
    inputs: Annotated[Path | None, typer.Option(
        "--inputs", help=".npz of arguments in order (default: random, from --seed)")] = None,
    rules: Annotated[list[Path] | None, typer.Option(
        "--rules", metavar="<file>", help="rule files to use instead of the book's own (repeatable)")] = None,
    backend: Annotated[str, typer.Option(help="jax backend: cpu or gpu")] = "cpu",
    seed: Annotated[int, typer.Option(help="seed for random inputs")] = 0,
    checked: Annotated[bool, typer.Option("--checked", help="verify the IR after every rewrite")] = False,
    stats: Annotated[bool, typer.Option("--stats", help="print per-phase/rule stats")] = False,
    allow_unknown: Annotated[bool, typer.Option(help=_ALLOW_UNKNOWN)] = True,
) -> None:
    """Apply a rulebook, run original and rewritten module on XLA, compare the outputs.

    Exit codes: 0 equal, 1 bad input, 2 usage, 3 a rewrite cycle or runaway phase, 7 the
    outputs differ.
    """
    import numpy as np

    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.lowering import exporter, importer, xla
    from hlorules.lowering.validate import export_validated

    module = importer.from_file(input, allow_unknown=allow_unknown)
    original = exporter.to_text(module)
    if inputs is not None:
        # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
        from hlorules.lowering.inputs import check_inputs

        args = check_inputs(module, _load_inputs(inputs), str(inputs))
    else:
        args = _random_inputs(module, seed)
    tr = _apply_or_exit(module, rulebook, rules, checked, None, None)
    rewritten = export_validated(module, tr)  # jaxlib parses it first
    before = xla.run(original, *args, backend=backend)
    after = xla.run(rewritten, *args, backend=backend)
    from rich.table import Table

    console = _console()
    table = Table(title=f"{plural(tr.total_rewrites, 'rewrite')}; outputs on {backend}", title_justify="left")
    for col in ("output", "shape", "dtype", "equal", "max |diff|"):
        table.add_column(col)
    all_equal = len(before) == len(after)
    for i, (a, b) in enumerate(zip(before, after, strict=False)):
        same = a.shape == b.shape and a.dtype == b.dtype and np.array_equal(
            a, b, equal_nan=a.dtype.kind in "fc")
        diff = ""
        if not same and a.shape == b.shape and a.dtype.kind in "fciu":
            diff = f"{float(np.max(np.abs(a.astype(np.float64) - b.astype(np.float64)))):.3g}"
        all_equal &= same
        table.add_row(str(i), str(a.shape), str(a.dtype), "yes" if same else "NO", diff)
    console.print(table)
    if stats:
        tr.summary(console)
    console.print("outputs equal" if all_equal else "outputs DIFFER")
    if not all_equal:
        raise typer.Exit(ExitCode.OUTPUTS_DIFFER)


@app.command(short_help="list the shipped rulebooks, rule files and specs")
def books() -> None:
    """List the shipped rulebooks, rule files and experiment specs, one line each."""
    for suffix in (".book", ".rules", ".spec"):
        for p in shipped(suffix):
            sys.stdout.write(f"{p.name:<22} {describe(p)}\n")
    sys.stdout.write("searched for a bare name, in order: "
                     + ", ".join(str(d) for d in search_dirs()) + "\n")


@app.command(short_help="sweep rulebook orderings over a corpus")
@located_errors
def experiment(
    spec: Annotated[Path, typer.Argument(help="experiment spec (.spec)")],
    out: Annotated[Path | None, typer.Option(
        "--out", "-o", help="results folder (default experiment-results/<name>)")] = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="worker processes")] = 1,
    executor: Annotated[str, typer.Option(
        help="local (= process), serial, dask, ray or module:factory")] = "process",
    address: Annotated[str | None, typer.Option(
        help="Dask scheduler (tcp://host:8786) or Ray cluster (ray://host:10001, auto) for "
        "--executor dask/ray; without it a local cluster of --jobs workers")] = None,
    backend: Annotated[str, typer.Option(help="timing backend: cpu or gpu")] = "cpu",
    variant: Annotated[list[str] | None, typer.Option(
        "--variant", metavar="<name>", help="run only this variant (repeatable)")] = None,
    program: Annotated[list[str] | None, typer.Option(
        "--program", metavar="<name>", help="run only this program (repeatable)")] = None,
    plots: Annotated[bool, typer.Option("--plots/--no-plots", help="write PNG plots")] = True,
    check_against: Annotated[Path | None, typer.Option(
        "--check-against", help="a previous results.csv: exit 3 unless this run reproduces "
        "it (time columns aside)")] = None,
) -> None:
    """Sweep rulebook orderings over a corpus: table, results.csv + metadata.json, plots.

    Exit codes: 0 done (cycles found are results, not failures), 1 bad input, 2 usage, 6 the
    run differs from --check-against.
    """
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.experiment import compare_rows, load_spec, read_csv, run_experiment

    sp = load_spec(spec)
    previous = read_csv(check_against) if check_against is not None else None
    out_dir = out if out is not None else Path("experiment-results") / sp.name
    from rich.console import Console

    console, err_console = _console(), _console(stderr=True)
    wide = console if console.is_terminal else Console(highlight=False, width=160)
    result = run_experiment(sp, out_dir, jobs=jobs, executor=executor, address=address,
                            backend=backend,
                            variants=variant, programs=program, console=wide, plots=plots)
    console.print(f"wrote {', '.join(str(p) for p in result.files.values())}")
    for note in result.notes:
        err_console.print(note, markup=False)
    bad = [r for r in result.rows if r["equivalent"] == "NO" or r["status"] == "error"]
    for r in bad:
        what = "NOT EQUIVALENT" if r["equivalent"] == "NO" else f"error: {r['error']}"
        console.print(f"[bold red]{r['program']} / {r['variant']}: {what}[/]")
    if previous is not None:
        diffs = compare_rows(previous, result.rows)
        if diffs:
            for d in diffs[:50]:
                err_console.print(f"differs: {d}")
            err_console.print(f"{plural(len(diffs), 'difference')} from {check_against}")
            raise typer.Exit(ExitCode.DIFFERS)
        console.print(f"reproduces {check_against} (time columns aside)")


@app.command(short_help="property-based check of a rewrite or of rules")
@located_errors
def check(
    target: Annotated[Path | None, typer.Argument(
        help="a module (.mlir, with --rulebook) or a rule file (.rules)")] = None,
    rulebook: Annotated[Path | None, typer.Option("--rulebook", "-b", help="rulebook (.book)")] = None,
    rules: Annotated[list[Path] | None, typer.Option(
        "--rules", metavar="<file>", help="rule files to use instead of the book's own (repeatable)")] = None,
    rule: Annotated[list[str] | None, typer.Option(
        "--rule", metavar="<name>", help="check only this rule of a .rules file (repeatable)")] = None,
    seed: Annotated[int, typer.Option(help="seed for programs and inputs")] = 0,
    max_examples: Annotated[int | None, typer.Option(
        "--max-examples", help="input cases per module (per rule, in all)")] = None,
    programs: Annotated[int | None, typer.Option(
        help="programs generated per rule (rule-level)")] = None,
    outdir: Annotated[Path, typer.Option(help="where counterexample repros go")] = Path(
        "hlorules-check"),
    replay: Annotated[Path | None, typer.Option(
        "--replay", help="re-run the repros written under this directory")] = None,
    backend: Annotated[str, typer.Option(help="jax backend: cpu or gpu")] = "cpu",
    executor: Annotated[str, typer.Option(
        help="where a rule file's rules are checked, one task per rule: local (process "
        "pool of --jobs), serial, dask or ray")] = "local",
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="workers (local cluster size)")] = 1,
    address: Annotated[str | None, typer.Option(
        help="Dask scheduler or Ray cluster address for --executor dask/ray")] = None,
    seed_blocks: Annotated[int, typer.Option(
        "--seed-blocks", help="check each rule as K tasks, seeds SEED..SEED+K-1, each with "
        "a K-th of the programs and cases")] = 1,
    progress: Annotated[bool | None, typer.Option(
        "--progress/--no-progress", help="rules, programs and cases done, on stderr "
        "(default: when stderr is a terminal)")] = None,
    min_programs: Annotated[int | None, typer.Option(
        "--min-programs", help="distinct fired programs a rule needs to be verified "
        "(default 100); fewer is weak")] = None,
    allow_weak: Annotated[bool, typer.Option(
        "--allow-weak", help="exit 0 when rules are weak (not verified) but none fails")] = False,
    fmt: Annotated[str, typer.Option("--format", help="rule-level report: text or json")] = "text",
) -> None:
    """Property-based equivalence check of a rewrite (module) or of each rule (rule file).

    Exit codes: 0 verified (no difference found), 1 bad input, 2 usage, 4 a counterexample,
    5 a rule could not be exercised (not verified), 8 a rule is weak (too few programs
    fired or a boundary class uncovered; 0 with --allow-weak).
    """
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.checker.cli import run_check

    code = run_check(target, rulebook=rulebook, rules=rules, only=rule, seed=seed,
                     max_examples=max_examples, programs=programs, outdir=outdir,
                     replay_dir=replay, backend=backend, echo=typer.echo,
                     executor=executor, jobs=jobs, address=address, seed_blocks=seed_blocks,
                     progress=progress, min_programs=min_programs, allow_weak=allow_weak,
                     fmt=fmt)
    if code:
        raise typer.Exit(code)


@app.command(short_help="SMT proof of rules within a shape bound (z3)")
@located_errors
def prove(
    target: Annotated[Path, typer.Argument(help="a rule file (.rules)")],
    rule: Annotated[list[str] | None, typer.Option(
        "--rule", metavar="<name>", help="prove only this rule (repeatable)")] = None,
    max_rank: Annotated[int | None, typer.Option(
        "--max-rank", help="largest tensor rank (default: per rule)")] = None,
    max_dim: Annotated[int | None, typer.Option(
        "--max-dim", help="largest dimension size (default: per rule)")] = None,
    elems: Annotated[str | None, typer.Option(
        help="element types in the bound, comma-separated, or 'all' (default: per rule, "
             "i1,i32,f32 and more where the pattern needs them)")] = None,
    timeout: Annotated[float, typer.Option(help="seconds per solver query")] = 20.0,
    time_limit: Annotated[float, typer.Option(
        "--time-limit", help="CPU seconds per rule (then unknown)")] = 300.0,
    max_programs: Annotated[int, typer.Option(
        "--max-programs", help="distinct programs per rule (then unknown)")] = 100_000,
    outdir: Annotated[Path, typer.Option(help="where counterexample repros go")] = Path(
        "hlorules-check"),
    backend: Annotated[str, typer.Option(help="jax backend for confirming counterexamples")] = "cpu",
) -> None:
    """SMT proof of each rule for every generated program within a shape bound (z3).

    Exit codes: 0 every rule proved, 1 bad input, 2 usage, 4 a counterexample (repro written,
    replay with `check --replay`), 9 a rule neither proved nor refuted (unknown), 10 z3 (the
    'prove' extra) is not installed.
    """
    # lazy: start-up (`hlorules --help` loads no xDSL, lark or jax)
    from hlorules.checker.prove import run_prove

    code = run_prove(target, only=rule, max_rank=max_rank, max_dim=max_dim, elems=elems,
                     timeout=timeout, time_limit=time_limit, max_programs=max_programs,
                     outdir=outdir, backend=backend, echo=typer.echo)
    if code:
        raise typer.Exit(code)


_EXIT_AT_ONCE = [False]
"""Set by a command whose process has nothing left to tear down once it returns: its files
are written and closed, it started no thread, executor or device (``opt``, ``roundtrip``)."""


def main() -> None:
    """Console-script entry point (``hlorules``, ``python -m hlorules.cli``).

    After ``opt`` or ``roundtrip``, the process ends with ``os._exit`` once standard output
    and error are flushed, with the command's exit code: it does not free the module it
    built object by object (as clang's ``-disable-free``; on cg_iteration_b10, 12k ops,
    Python's teardown took ~0.5 s of a 2.7 s run). Every other command, and a standard
    stream that cannot be flushed (a closed pipe), end as usual."""
    _EXIT_AT_ONCE[0] = False  # (set by an earlier in-process run of opt, e.g. a test's)
    try:
        app()
    except SystemExit as e:
        if _EXIT_AT_ONCE[0] and (e.code is None or isinstance(e.code, int)):
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            except (OSError, ValueError):
                raise e from None
            os._exit(e.code or 0)
        raise


if __name__ == "__main__":
    main()
