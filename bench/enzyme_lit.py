"""Enzyme-JAX's lit tests for issue 46's pattern families: expected forms and soundness.

``python bench/enzyme_lit.py LIT_DIR [-b BOOK] [--family F ...] [--examples N] [--cases]``

``LIT_DIR`` is a checkout of Enzyme-JAX's ``test/lit_tests`` (read from a fetched mirror,
never committed here). The files of each family (``FAMILIES``: file names in that folder)
are cut into cases and judged by ``bench/lit_forms.py`` (``reaches`` / ``differs`` / ``n/a``
/ ``error``); then every function the book changed is run, original against rewritten, on
XLA CPU (``hlorules.checker``'s boundary inputs -- NaN, +-Inf, -0.0, subnormals, integer
extremes, out-of-bounds indices -- then ``--examples`` drawn ones; bitwise, any two NaNs
equal, the sign of zero compared; where approximate rules fired, within the largest
tolerance they declare). It prints, per family
and in all, the functions

* **expected** -- reaching the expected form (of those needing a rewrite),
* **unsound**  -- whose rewritten function differs from the original on some input,
* **crashes**  -- whose chunk the book could not rewrite or print back (or timed out),
* **refused**  -- whose chunk the importer refused (an op or attribute it does not model),

and, with ``--cases``, one row per case. ``--enzyme`` judges the installed Enzyme-JAX's output
of each RUN line's own passes instead (``enzyme_ad``, Python 3.11) and runs it against its
input the same way: the list it ends with names every function whose Enzyme-JAX output is
not equivalent to its input, with the input that shows it. Enzyme-JAX's discardable
``enzymexla.*`` attributes are dropped from its output before the comparison (XLA cannot
parse them; they are hints, not semantics). Nothing is asserted: it prints what it measured.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import lit_forms

FAMILIES: dict[str, tuple[str, ...]] = {
    "const-prop": (
        "and_const_prop", "chlo_is_inf_const_prop", "chlo_lgamma_prop", "constgather",
        "convertconst", "gatherconstprop", "is_finite_const_prop", "log_const_prop",
        "math_const_prop", "not_const_prop", "reshapeconst", "transposeconstant",
        "iotaconstbroadcast", "min_max_iota_const", "scatterconstfold",
        "scattersliceconstfold", "scatterupdatecomputationconstprop"),
    "gather/scatter forwarding": (
        "gather_scatter", "foldgather", "elementwise_gather", "gather_iota_to_slice",
        "scatteruniqueindices", "scatterindexsimplify", "scattertodynamicsliceupdate",
        "addscatter", "mulscatter", "subscatter", "divscatter", "unaryscatter",
        "mulscatterones"),
    "scatter-of-scatter": ("scatter_of_scatter", "scatter_binop_multiple_simplify"),
    "slice/transpose": (
        "slicetranspose", "transposeallusersslice", "sliceslice", "slicepad", "slicebroadcast",
        "sliceelem", "concatslice", "slicereshape", "transposetranspose", "transposesimplify",
        "reshapetranspose", "transposepad", "transposebroadcastindim", "transposeconcatenate",
        "transposeelementwise"),
    "pad/concat/reshape/broadcast": (
        "padpad", "concatpad", "concattopad", "foldpad", "broadcastpad", "broadcastreshape",
        "bcastreshape", "broadcastsimplify", "reshapebroadcast", "reshapepad", "concatfuse",
        "concattobcast", "concatreshape", "reshapeslice", "reshape_to_broadcast",
        "reshapeiota"),
    "dot_general/reduce": (
        "dotsimplify", "dottranspose", "dot_general_ones", "dotgeneralreshape",
        "dotgeneraldeletedims", "reduce_reduce", "reduce_empty", "reducetranspose",
        "reducepad", "reducereshape", "reduceconcat", "broadcastreduce", "reduceconvert",
        "trivial_reduce_window_simplify"),
    "while induction/invariant": (
        "while_induction_reduction", "while_induction_replacement", "while_licm",
        "while_simplify", "while_noop", "whiledeadarg", "while_is_copy",
        "whileInductionStableHlo"),
    "fast-math (log/exp/pow)": (
        "pow_simplify", "powtosqrt", "multopow", "dividesqrttomulrsqrt", "logsimplify",
        "exponential_minus_one_simplify", "log_plus_one_simplify", "powint",
        "zerobasepowsimplify"),
}
"""Lit file stems per family. The fast-math family's rewrites are exact only up to rounding:
measure it with a book that enables approximate rules (``-b fastmath``)."""


@dataclass
class Soundness:
    """The XLA comparison of one rewritten function with its original."""

    verdict: str                  # "sound", "unsound", "not compared"
    detail: str = ""
    shown: str = ""               # the counterexample's inputs and outputs (unsound only)


def nested_module(module_text: str, function: str, occurrence: int = 0) -> str:
    """Where ``module_text`` is a module of modules (a chunk holding several ``module {}``),
    the one holding the ``occurrence``-th ``@function``, alone; else ``module_text``."""
    if module_text.count("module") < 2:
        return module_text
    from hlorules.lowering import exporter, importer

    mod = importer.from_text(module_text)
    inner = [op for op in mod.body.block.ops if op.name == "builtin.module"]
    found = [m for m in inner for f in m.walk() if f.name == "func.func"
             and f.properties["sym_name"].data == function]
    if len(found) <= occurrence:
        return module_text
    return exporter.to_text(found[occurrence], pretty=True)


def as_entry(module_text: str, function: str) -> str:
    """``module_text`` with ``@function`` renamed to ``@main`` (a ``@main`` of its own moved
    aside), so XLA compiles it as the entry point."""
    if function == "main":
        return module_text
    aside = re.sub(r"@main\b", "@main__aside", module_text)
    return re.sub(rf"@{re.escape(function)}(?![\w$.\-])", "@main", aside)


def drop_hint_attributes(text: str) -> str:
    """``text`` without discardable ``enzymexla.*`` attributes (``{enzymexla.x = ...}`` entries
    of an op's attribute dictionary, brackets inside the value respected); an attribute
    dictionary left empty goes too."""
    out, i = [], 0
    for m in re.finditer(r"(?:, )?\benzymexla\.[\w.]+ = ", text):
        if m.start() < i:
            continue
        j, depth = m.end(), 0
        while j < len(text):
            ch = text[j]
            if ch in "[{(<":
                depth += 1
            elif ch in "]})>":
                if depth == 0:
                    break
                depth -= 1
            elif ch == "," and depth == 0:
                break
            j += 1
        out.append(text[i:m.start()])
        i = j + 2 if text.startswith(", ", j) and not m.group(0).startswith(",") else j
    out.append(text[i:])
    return re.sub(r" \{\}", "", "".join(out))


def tolerances(book: str) -> dict[str, Any]:
    """Rule name -> rule, for the book's approximate rules."""
    from hlorules.engine.api import resolve
    from hlorules.engine.schedule import Phase, iter_phases

    schedule, _ = resolve(book)
    return {r.name: r for p in iter_phases(schedule)
            if isinstance(p, Phase) for r in p.rules if getattr(r, "approx", None)}


def compare(case: lit_forms.Case, examples: int, seconds: float = 0.0,
            approx: dict[str, Any] | None = None) -> Soundness:
    """Run ``case``'s function before and after the rewrite on the same inputs on XLA CPU
    (giving up after ``seconds``, 0: never); where rules of ``approx`` (``tolerances``)
    fired, outputs within their largest tolerance are equal (``approx sum N``: judged
    against the original's magnitude program; where it is no sum of products, sound only
    if equal bit for bit, else not compared)."""
    from hlorules.base.errors import HloRulesError
    from hlorules.checker.module import NotJudged, OriginalRejected, Pair, arg_specs, run_cases
    from hlorules.lowering import importer

    if case.function is None:
        return Soundness("not compared", "the check lines name no function")
    before, after = (as_entry(nested_module(t, case.function, case.occurrence), case.function)
                     for t in (case.before, case.after))
    if before == after:
        return Soundness("sound", "unchanged")
    try:
        with lit_forms._deadline(seconds):
            specs = arg_specs(importer.from_text(before))
            fired = [approx[n] for n in case.rules if n in (approx or {})]
            pair = Pair.of_rules(before, after, fired, fired=sorted(case.rules))
            try:
                run = run_cases(pair, specs, examples, signed_zeros=True)
            except NotJudged as e:  # no sum of products: equal bit for bit, or not compared
                pair = replace(pair, sums=0)
                run = run_cases(pair, specs, examples, signed_zeros=True)
                if run.counterexample is not None:
                    return Soundness("not compared", str(e).splitlines()[0])
    except lit_forms._Timeout:
        return Soundness("not compared", f"comparison timed out after {seconds:g} s")
    except OriginalRejected as e:
        return Soundness("not compared", f"XLA refuses the original: {str(e).splitlines()[0]}")
    except HloRulesError as e:
        return Soundness("not compared", str(e).splitlines()[0])
    except Exception as e:  # noqa: BLE001  # the input search interrupted by the deadline
        return Soundness("not compared", f"comparison failed: {type(e).__name__}")
    if run.counterexample is not None:
        shown = "\n".join(run.counterexample.render().splitlines()[2:])
        return Soundness("unsound", str(run.counterexample.mismatch), shown)
    return Soundness("sound")


COLUMNS = ("cases", "expected", "need a rewrite", "unsound", "crashes", "refused")


def measure(lit_dir: Path, book: str, families: list[str], examples: int,
            timeout: float, enzyme: bool = False) -> list[tuple[str, lit_forms.Case, Soundness]]:
    """(family, case, soundness) for every case of the families' files found in ``lit_dir``;
    ``timeout`` bounds each chunk's rewrite and each function's comparison; ``enzyme``:
    Enzyme-JAX's output judged and compared instead of the book's."""
    out = []
    approx = {} if enzyme else tolerances(book)
    for fam in families:
        paths = [lit_dir / f"{stem}.mlir" for stem in FAMILIES[fam]]
        cases = []
        for path in paths:
            if path.exists():
                print(f"{fam}: {path.name}", file=sys.stderr, flush=True)
                cases += lit_forms.evaluate([path], book, timeout, enzyme=enzyme,
                                            keep_going=True)
        for c in cases:
            if enzyme and c.after:
                c.after = drop_hint_attributes(c.after)
            sound = (compare(c, examples, timeout, approx) if c.verdict in ("reaches", "differs")
                     else Soundness("not compared"))
            out.append((fam, c, sound))
        print(report([r for r in out if r[0] == fam], False).splitlines()[2],
              file=sys.stderr, flush=True)
    return out


def report(rows: list[tuple[str, lit_forms.Case, Soundness]], per_case: bool) -> str:
    """The markdown table: one row per family, the totals, and (``per_case``) every case."""
    counts: dict[str, dict[str, int]] = {}
    for fam, c, s in rows:
        row = counts.setdefault(fam, dict.fromkeys(COLUMNS, 0))
        row["cases"] += 1
        row["expected"] += c.verdict == "reaches"
        row["need a rewrite"] += c.verdict != "n/a"
        row["unsound"] += s.verdict == "unsound"
        row["crashes"] += c.verdict == "error" and c.failure != "import"
        row["refused"] += c.failure == "import"
    lines = ["| family | " + " | ".join(COLUMNS) + " |", "|---|" + "---|" * len(COLUMNS)]
    total = dict.fromkeys(COLUMNS, 0)
    for fam, row in counts.items():
        lines.append(f"| {fam} | " + " | ".join(str(row[k]) for k in COLUMNS) + " |")
        for k in COLUMNS:
            total[k] += row[k]
    lines.append("| **total** | " + " | ".join(f"**{total[k]}**" for k in COLUMNS) + " |")
    lines += ["", (f"expected form: {total['expected']} of {total['need a rewrite']} functions "
              f"that need a rewrite; unsound {total['unsound']}; crashes {total['crashes']}; "
              f"refused at import {total['refused']}")]
    if per_case:
        lines += ["", "| case | verdict | soundness | rules fired | why |", "|---|---|---|---|---|"]
        for _, c, s in rows:
            if c.verdict == "n/a":
                continue
            fired = ", ".join(f"{n}×{k}" for n, k in sorted(c.rules.items())) or "none"
            why = (s.detail if s.verdict == "unsound" else c.why).replace("|", "\\|")[:160]
            kind = f"{c.verdict} ({c.failure})" if c.failure else c.verdict
            lines.append(f"| {c.name} | {kind} | {s.verdict} | {fired} | {why} |")
    bad = [(c, s) for _, c, s in rows if s.verdict == "unsound"]
    if bad:
        lines += ["", "Functions whose rewritten form is not equivalent to the input:", ""]
        for c, s in bad:
            lines += [f"* `{c.name}`: {s.detail}", "  ```", *("  " + ln for ln in
                      s.shown.splitlines()), "  ```"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("lit_dir", type=Path, help="Enzyme-JAX's test/lit_tests folder")
    ap.add_argument("-b", "--rulebook", default="exec", help="rulebook (default: exec)")
    ap.add_argument("--family", action="append", choices=sorted(FAMILIES),
                    help="only these families (default: all)")
    ap.add_argument("--examples", type=int, default=30,
                    help="inputs per changed function after the boundary ones (default 30)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per chunk's rewrite")
    ap.add_argument("--cases", action="store_true", help="list every case that needs a rewrite")
    ap.add_argument("--out", type=Path, help="also write the markdown here")
    ap.add_argument("--enzyme", action="store_true",
                    help="judge and compare the installed Enzyme-JAX's output instead (enzyme_ad)")
    a = ap.parse_args(argv)
    if not a.lit_dir.is_dir():
        ap.error(f"no such folder: {a.lit_dir}")
    if a.enzyme:
        try:
            import enzyme_ad.jax.enzyme_call  # type: ignore[import-not-found]  # noqa: F401
        except ImportError:
            ap.error("--enzyme needs enzyme_ad (pip install '.[enzyme]', Python 3.11)")
    md = report(measure(a.lit_dir, a.rulebook, a.family or list(FAMILIES), a.examples,
                        a.timeout, a.enzyme), a.cases)
    sys.stdout.write(md)
    if a.out:
        a.out.write_text(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
