"""Does a rulebook reach the forms that lit tests expect? (issue 18's "N of M" measure)

``python bench/lit_forms.py DIR_OR_FILES... [-b BOOK] [--cases] [--timeout S] [--out FILE]``

Each lit test file (MLIR with ``// RUN:`` lines naming another tool's passes and FileCheck
lines, e.g. Enzyme-JAX's ``test/lit_tests``) is cut into test cases as lit and FileCheck see
them, then each case is rewritten with our rulebook (``exec`` unless ``-b``) and its CHECK
lines are run through the ``filecheck`` package (the test extra):

* a **run** is one ``// RUN:`` pipeline ending in ``FileCheck %s [options]``; its options
  (``--check-prefix(es)``, ...) are passed on unchanged; RUN lines without FileCheck are
  skipped;
* the input is cut into ``// -----`` chunks when the run's command has
  ``--split-input-file``;
* a pass option of the run's ``enzymexlamlir-opt`` stage that has a book setting of the same
  meaning overrides the book's ``set`` line for that run (:data:`PASS_OPTION_SETTINGS`:
  ``max_constant_expansion=N`` -> ``fold_limit = N``);
* in a chunk, the run's check lines are grouped by function: a group starts at a check line
  naming ``func.func @f`` or a ``-LABEL`` line naming ``@f`` (or only ``f``, a function the
  chunk defines), and is checked against the
  printed text of ``@f`` only (check lines naming no function: one group, the whole output).

Each case is then one of

* ``n/a``     -- no rewrite expected: the input itself, printed by the same printer with no
  rule applied, already passes the check lines;
* ``reaches`` -- the rewritten module passes them;
* ``differs`` -- it does not;
* ``error``   -- the chunk could not be imported, rewritten or exported by hlorules (an op it
  does not know, a cycle, a timeout), or FileCheck could not run.

The output is a markdown table, one row per file (counts per verdict), and the totals;
``--cases`` adds a row per case that needs a rewrite (verdict, the rules that fired in its
chunk, the first FileCheck complaint).  ``--enzyme`` judges instead the installed Enzyme-JAX's
output of each RUN line's own ``enzymexlamlir-opt`` passes (``enzyme_ad``, Python 3.11): a
calibration of the harness and of how far the expectations are from the Enzyme-JAX version
we compare with.  Nothing is asserted: it prints what it measured.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import shlex
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

VERDICTS = ("reaches", "differs", "n/a", "error")

FUNC_NAME = re.compile(r"@([\w$.\-]+)")
BARE_NAME = re.compile(r"\s*([\w$.\-]+)\s*")  # a -LABEL naming a function without its @
FUNC_DEF = re.compile(r"^\s*func\.func\b[^@]*@([\w$.\-]+)", re.MULTILINE)


@dataclass
class Run:
    """One ``// RUN:`` pipeline that ends in FileCheck."""

    command: str                  # the whole RUN command, continuation lines joined
    filecheck_args: list[str]     # FileCheck's options, ``%s`` removed
    prefixes: list[str]           # the check prefixes those options select
    split: bool                   # the command splits the input at ``// -----``


@dataclass
class Case:
    """One test case: a run, a chunk of the input, the check lines of one function."""

    file: str
    run: int
    chunk: int
    function: str | None          # None: the check lines name no function
    occurrence: int               # the k-th function of that name in the chunk (0: first)
    chunk_text: str
    check_lines: list[str]        # the check lines, at their line numbers (others blank)
    verdict: str = ""
    rules: dict[str, int] = field(default_factory=dict)
    why: str = ""
    failure: str = ""             # an ``error``'s kind: "import" (refused), "crash", "timeout"
    before: str = ""              # the chunk as imported and printed (not an error)
    after: str = ""               # ... and as rewritten

    @property
    def name(self) -> str:
        fn = f"@{self.function}" if self.function else "*"
        if self.occurrence:
            fn += f"#{self.occurrence}"
        return f"{self.file}:run{self.run}:chunk{self.chunk}:{fn}"


def parse_runs(text: str) -> list[Run]:
    """The RUN pipelines of a lit file that end in FileCheck reading the output of the command
    before it (``\\`` continues a line; FileCheck's options stop at a redirection or ``;``)."""
    commands: list[str] = []
    pending = ""
    for line in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        commands.append(pending + part)
        pending = ""
    if pending:
        commands.append(pending)
    runs = []
    for cmd in commands:
        stages = cmd.split("|")
        last = stages[-1].strip()
        try:
            words = shlex.split(last)
        except ValueError:
            words = last.split()
        if len(stages) < 2 or not words or not words[0].lower().endswith("filecheck"):
            continue  # FileCheck not reading a command's output
        stop = next((i for i, w in enumerate(words) if w in (";", "&&", "||")
                     or w.startswith(("<", ">", "2>"))), len(words))
        if stop < len(words) and words[stop].startswith("<"):
            continue  # it reads a file, not the pipeline
        args = [w for w in words[1:stop] if w != "%s"]
        runs.append(Run(cmd, args, _prefixes(args), "split-input-file" in cmd))
    return runs


def _prefixes(args: list[str]) -> list[str]:
    out: list[str] = []
    it = iter(args)
    for a in it:
        name, eq, val = a.lstrip("-").partition("=")
        if name in ("check-prefix", "check-prefixes"):
            if not eq:
                val = next(it, "")
            out += [p for p in val.split(",") if p]
    return out or ["CHECK"]


def check_line_re(prefixes: list[str]) -> re.Pattern[str]:
    """A check line of one of ``prefixes`` (``// CHECK:``, ``// CHECK-NEXT:``, ...)."""
    alts = "|".join(re.escape(p) for p in prefixes)
    return re.compile(rf"(?<![\w-])(?:{alts})(?:-NEXT|-SAME|-NOT|-LABEL|-DAG|-EMPTY|-COUNT-\d+)?(?:\{{LITERAL\}})?:")


def chunks(text: str, split: bool) -> list[tuple[int, str]]:
    """(first line number, text) of each ``// -----`` chunk, or the whole text; a chunk's text
    keeps blank lines for the lines before it, so line numbers stay the file's."""
    lines = text.splitlines(keepends=True)
    if not split:
        return [(0, text)]
    out, start = [], 0
    for i, line in enumerate([*lines, "// -----"]):
        if line.strip() == "// -----":
            out.append((start, "\n" * start + "".join(lines[start:i])))
            start = i + 1
    return out


def group_checks(chunk_text: str, run: Run) -> list[tuple[str | None, list[str]]]:
    """The chunk's check lines of ``run`` grouped by the function they name, each group as a
    list of the chunk's lines with everything but its check lines blanked."""
    pat = check_line_re(run.prefixes)
    lines = chunk_text.splitlines()
    defined = set(FUNC_DEF.findall(chunk_text))
    groups: list[tuple[str | None, list[int]]] = []
    for i, line in enumerate(lines):
        m = pat.search(line)
        if not m:
            continue
        body = line[m.end():]
        label = line[m.start():m.end()].endswith("-LABEL:")
        fm = FUNC_NAME.search(body)
        bare = BARE_NAME.fullmatch(body)
        starts = fm is not None and ("func.func" in body or label)
        if starts and fm is not None:
            groups.append((fm.group(1), [i]))
        elif label and bare is not None and bare.group(1) in defined:
            groups.append((bare.group(1), [i]))
        elif groups:
            groups[-1][1].append(i)
        else:
            groups.append((None, [i]))
    # check lines before the first function's: they belong to it
    if len(groups) > 1 and groups[0][0] is None:
        lead = groups.pop(0)[1]
        groups[0] = (groups[0][0], lead + groups[0][1])
    out = []
    for name, idx in groups:
        keep = set(idx)
        out.append((name, [ln if i in keep else "" for i, ln in enumerate(lines)]))
    return out


def function_text(module_text: str, name: str, occurrence: int = 0) -> str | None:
    """The printed text of the ``occurrence``-th function ``@name`` in a module (up to the next
    ``func.func``; several top-level modules may each have a ``@main``)."""
    defs = list(FUNC_DEF.finditer(module_text))
    seen = 0
    for k, m in enumerate(defs):
        if m.group(1) == name and seen < occurrence:
            seen += 1
        elif m.group(1) == name:
            end = defs[k + 1].start() if k + 1 < len(defs) else len(module_text)
            start = module_text.rfind("\n", 0, m.start()) + 1
            return module_text[start:end]
    return None


def cases_of(path: Path, text: str) -> list[Case]:
    """The test cases of one lit file."""
    out = []
    for r, run in enumerate(parse_runs(text)):
        for c, (_, chunk) in enumerate(chunks(text, run.split)):
            seen: dict[str | None, int] = {}
            for fn, checks in group_checks(chunk, run):
                k = seen[fn] = seen.get(fn, -1) + 1
                out.append(Case(path.name, r, c, fn, k, chunk, checks))
    return out


class FileCheckCrash(Exception):
    """The filecheck package itself failed (a construct it does not support)."""


def filecheck(checks: list[str], output: str, args: list[str]) -> tuple[bool, str]:
    """Run the ``filecheck`` package on ``output`` with ``checks`` as the check file; (passed,
    first line of its complaint). Raises :class:`FileCheckCrash` when it crashes."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write("\n".join(checks) + "\n")
        name = f.name
    try:
        r = subprocess.run([sys.executable, "-m", "filecheck", *args, name], input=output,
                           capture_output=True, text=True, timeout=120, check=False)
    finally:
        Path(name).unlink()
    if "Traceback (most recent call last)" in r.stderr:
        last = r.stderr.strip().splitlines()[-1]
        raise FileCheckCrash(f"filecheck crashed: {last}")
    why = next((ln.split("error:", 1)[1].strip() for ln in r.stderr.splitlines()
                if "error:" in ln), r.stderr.strip().splitlines()[0] if r.stderr.strip() else "")
    return r.returncode == 0, why


class _Timeout(Exception):
    pass


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Raise :class:`_Timeout` after ``seconds`` (main thread only; 0 = none)."""
    if seconds <= 0:
        yield
        return

    def on_alarm(signum: int, frame: Any) -> None:
        raise _Timeout

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


class ImportRefused(Exception):
    """The importer refused a chunk (an op or attribute it does not model)."""


def rewrite_chunk(chunk: str, name: str, book: str, timeout: float,
                  settings: dict[str, Any] | None = None) -> tuple[str, str, dict[str, int]]:
    """(input printed, rewritten module printed, rules fired) of one chunk, ``settings``
    overriding the book's ``set`` lines (:func:`run_settings`); raises
    :class:`ImportRefused` (the importer's ``HloRulesError``), ``HloRulesError`` (an invalid
    rewrite), ``CycleError``/``RunawayError`` or ``_Timeout``."""
    from hlorules.base.errors import HloRulesError
    from hlorules.engine.api import apply
    from hlorules.engine.rulebook import load_book
    from hlorules.lowering import exporter, importer
    from hlorules.lowering.validate import export_validated

    loaded = load_book(book)
    loaded.options.update(settings or {})
    try:
        module = importer.from_text(chunk, name)
    except HloRulesError as e:
        raise ImportRefused(str(e)) from None
    before = exporter.to_text(module, pretty=True)
    with _deadline(timeout):
        _, trace = apply(module, loaded)
    return before, export_validated(module, trace, pretty=True), trace.fired()


ENZYME_SKIP = {"%s", "-allow-unregistered-dialect", "--allow-unregistered-dialect",
               "-split-input-file", "--split-input-file"}


def enzyme_pipeline(run: Run) -> str | None:
    """The pass pipeline of the run's ``enzymexlamlir-opt`` stage, as Enzyme-JAX's
    ``run_pass_pipeline`` takes it (``a,b{opts},c``); None when the run has no such stage."""
    stage = next((st.strip() for st in run.command.split("|")
                  if st.strip().startswith("enzymexlamlir-opt")), None)
    if stage is None:
        return None
    try:
        words = shlex.split(stage)[1:]
    except ValueError:
        return None
    passes: list[str] = []
    for w in words:
        if w in ENZYME_SKIP or not w.startswith("-"):
            continue
        name, eq, val = w.lstrip("-").partition("=")
        if name == "pass-pipeline":
            m = re.fullmatch(r"(?:builtin\.module|any|func\.func)\((.*)\)", val)
            passes.append(m.group(1) if m else val)
        else:
            passes.append(f"{name}{{{val}}}" if eq else name)
    return ",".join(passes) or None


PASS_OPTION_SETTINGS = {"max_constant_expansion": "fold_limit"}
"""A pass option of the run's ``enzymexlamlir-opt`` stage -> the book setting that means the
same: Enzyme's ``max_constant_expansion=N`` (largest constant its folds materialise) is our
``fold_limit``."""


def run_settings(run: Run) -> dict[str, Any]:
    """The book settings the run's pass options ask for (:data:`PASS_OPTION_SETTINGS`): e.g.
    ``--enzyme-hlo-opt="max_constant_expansion=0"`` -> ``{"fold_limit": 0}``."""
    pipeline = enzyme_pipeline(run) or ""
    out: dict[str, Any] = {}
    for opts in re.findall(r"\{([^{}]*)\}", pipeline):
        for name, val in re.findall(r"([\w-]+)\s*=\s*(\w+)", opts):
            setting = PASS_OPTION_SETTINGS.get(name)
            if setting is not None and val.isdigit():
                out[setting] = int(val)
    return out


def enzyme_chunk(chunk: str, name: str, pipeline: str) -> tuple[str, str, dict[str, int]]:
    """(input printed by our printer, Enzyme-JAX's output without locations, {}) of one chunk:
    the calibration of ``--enzyme`` (what the installed Enzyme-JAX reaches)."""
    from enzyme_ad.jax import enzyme_call  # type: ignore[import-not-found]

    from hlorules.lowering import exporter, importer

    before = exporter.to_text(importer.from_text(chunk, name), pretty=True)
    _, out = enzyme_call.run_pass_pipeline([], chunk, pipeline)
    out = "\n".join(ln for ln in out.splitlines() if not ln.startswith("#loc"))
    out = re.sub(r" loc\((?:#loc\d*|\"[^\"]*\":\d+:\d+|unknown)\)", "", out)
    public = set(re.findall(r"func\.func\s+@([\w$.\-]+)", chunk))  # the wrapper makes them private
    out = re.sub(r"func\.func private @([\w$.\-]+)",
                 lambda m: f"func.func @{m.group(1)}" if m.group(1) in public else m.group(0), out)
    return before, out + "\n", {}


def evaluate(paths: list[Path], book: str = "exec", timeout: float = 120.0,
             enzyme: bool = False, keep_going: bool = False) -> list[Case]:
    """Every case of every lit file in ``paths`` (files, or folders of ``*.mlir``), judged:
    against the book's output, or (``enzyme``) against the installed Enzyme-JAX's output of
    the run's own ``enzymexlamlir-opt`` passes. An ``error`` case's ``failure`` says whether
    the importer refused the chunk (``import``), the rewrite did not end (``timeout``) or
    failed (``crash``); an exception of our own code propagates unless ``keep_going``."""
    from hlorules.base.errors import HloRulesError
    from hlorules.engine.driver import CycleError, RunawayError

    files: list[Path] = []
    for p in paths:
        files += sorted(p.glob("*.mlir")) if p.is_dir() else [p]
    out: list[Case] = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        cases = cases_of(path, text)
        runs = parse_runs(text)
        done: dict[tuple[str, str], Any] = {}  # (passes, chunk) -> (before, after, fired) or why
        for case in cases:
            pipeline = enzyme_pipeline(runs[case.run]) if enzyme else None
            settings = {} if enzyme else run_settings(runs[case.run])
            key = (pipeline or repr(sorted(settings.items())), case.chunk_text)
            if key not in done:
                fail = "crash"
                try:
                    if not enzyme:
                        done[key] = rewrite_chunk(case.chunk_text, str(path), book, timeout,
                                                  settings)
                    elif pipeline is None:
                        done[key] = "no enzymexlamlir-opt stage in the RUN line"
                    else:
                        done[key] = enzyme_chunk(case.chunk_text, str(path), pipeline)
                except ImportRefused as e:
                    fail, done[key] = "import", str(e).splitlines()[0]
                except HloRulesError as e:
                    done[key] = str(e).splitlines()[0]
                except (CycleError, RunawayError) as e:
                    fail, done[key] = "timeout", f"no convergence: {str(e).splitlines()[0]}"
                except _Timeout:
                    fail, done[key] = "timeout", f"timeout after {timeout:g} s"
                except RecursionError:
                    done[key] = "recursion limit"
                except Exception as e:  # Enzyme-JAX's errors (a pattern it lacks, a bad pipeline)
                    if not (enzyme or keep_going):
                        raise
                    who = "enzyme" if enzyme else type(e).__name__
                    done[key] = f"{who}: {(str(e).strip().splitlines() or [type(e).__name__])[0]}"
                if isinstance(done[key], str):
                    done[key] = (fail, done[key])
            res = done[key]
            if len(res) == 2:
                case.verdict, (case.failure, case.why) = "error", res
                out.append(case)
                continue
            before, after, case.rules = res
            case.before, case.after = before, after
            judge(case, before, after, runs[case.run].filecheck_args)
            out.append(case)
    return out


def judge(case: Case, before: str, after: str, args: list[str]) -> None:
    """Set ``case.verdict`` from the input and the rewritten module's printed texts."""
    if case.function is not None:
        b = function_text(before, case.function, case.occurrence)
        a = function_text(after, case.function, case.occurrence)
        if b is None:
            case.verdict, case.why = "error", f"no function @{case.function} in the input"
            return
        before = b
        after = a if a is not None else ""
    try:
        ok, _ = filecheck(case.check_lines, before, args)
        if ok:
            case.verdict = "n/a"
            return
        ok, why = filecheck(case.check_lines, after, args)
    except FileCheckCrash as e:
        case.verdict, case.why = "error", str(e)
        return
    case.verdict = "reaches" if ok else "differs"
    case.why = "" if ok else why


def table(cases: list[Case], per_case: bool = False) -> str:
    """The markdown report: one row per file, the totals, and (``per_case``) a row per case
    that needs a rewrite."""
    files: dict[str, dict[str, int]] = {}
    for c in cases:
        files.setdefault(c.file, dict.fromkeys(VERDICTS, 0))[c.verdict] += 1
    lines = ["| file | " + " | ".join(VERDICTS) + " |", "|---|" + "---|" * len(VERDICTS)]
    total = dict.fromkeys(VERDICTS, 0)
    for name, counts in files.items():
        lines.append(f"| {name} | " + " | ".join(str(counts[v]) for v in VERDICTS) + " |")
        for v in VERDICTS:
            total[v] += counts[v]
    lines.append("| **total** | " + " | ".join(f"**{total[v]}**" for v in VERDICTS) + " |")
    need = total["reaches"] + total["differs"] + total["error"]
    lines += ["", (f"reaches the expected form: {total['reaches']} of {need} cases that need a "
              f"rewrite ({total['n/a']} need none; {len(cases)} cases in {len(files)} files)")]
    if per_case:
        lines += ["", "| case | verdict | rules fired | first complaint |", "|---|---|---|---|"]
        for c in cases:
            if c.verdict == "n/a":
                continue
            fired = ", ".join(f"{n}×{k}" for n, k in sorted(c.rules.items())) or "none"
            why = c.why.replace("|", "\\|")[:160]
            lines.append(f"| {c.name} | {c.verdict} | {fired} | {why} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("paths", nargs="+", type=Path, help="lit files, or folders of *.mlir")
    ap.add_argument("-b", "--rulebook", default="exec", help="rulebook (default: exec)")
    ap.add_argument("--cases", action="store_true", help="list every case that needs a rewrite")
    ap.add_argument("--timeout", type=float, default=120.0,
                    help="seconds per chunk's rewrite (0: none)")
    ap.add_argument("--out", type=Path, help="also write the markdown here")
    ap.add_argument("--enzyme", action="store_true",
                    help="judge the installed Enzyme-JAX's output of each RUN line's "
                         "enzymexlamlir-opt passes instead (a calibration; needs enzyme_ad)")
    a = ap.parse_args(argv)
    missing = [str(p) for p in a.paths if not p.exists()]
    if missing:
        ap.error(f"no such file or folder: {', '.join(missing)}")
    if a.enzyme:
        try:
            import enzyme_ad.jax.enzyme_call  # type: ignore[import-not-found]  # noqa: F401
        except ImportError:
            ap.error("--enzyme needs enzyme_ad (pip install '.[enzyme]', Python 3.11)")
    md = table(evaluate(a.paths, a.rulebook, a.timeout, a.enzyme), a.cases)
    sys.stdout.write(md)
    if a.out:
        a.out.write_text(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
