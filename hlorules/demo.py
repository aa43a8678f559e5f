"""The README's main job: the seed pipeline on the bundled seed-like JAX examples.

Each example is lowered from JAX, rewritten with ``rulebooks/exec.book``, and both the
original and the rewritten module run on XLA with the same inputs; the table shows op and
gather/scatter counts before and after, and whether the outputs are bitwise equal.
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.table import Table

import hlorules
import hlorules.engine.api
import hlorules.rulebooks
from hlorules.base.errors import HloRulesError, plural
from hlorules.engine.trace import Trace
from hlorules.examples import EXAMPLES
from hlorules.lowering import exporter, importer, xla


def _exec_book() -> Path:
    return Path(hlorules.rulebooks.__file__).resolve().parent / "exec.book"


EXEC_BOOK = _exec_book()


def bitwise_equal(a: np.ndarray, b: np.ndarray) -> bool:
    """Same dtype, shape and bits (NaN payloads and -0.0 included)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    return a.tobytes() == b.tobytes()


def op_counts(module: object) -> Counter[str]:
    """Op names in the module (nested regions included), module and functions excluded."""
    skip = {"builtin.module", "func.func", "func.return", "stablehlo.return"}
    return Counter(op.name for op in module.walk() if op.name not in skip)  # type: ignore[attr-defined]


def _changes(before: Counter[str], after: Counter[str]) -> str:
    """``+2 slice, -1 scatter``: the op kinds a rewrite added and removed (most first)."""
    diff = Counter(after)
    diff.subtract(before)
    parts = sorted(((n, k) for k, n in diff.items() if n), key=lambda nk: (-abs(nk[0]), nk[1]))
    return ", ".join(f"{n:+d} {k.removeprefix('stablehlo.')}" for n, k in parts) or "no change"


def _phase_line(trace: Trace) -> str:
    """The phase runs that changed something, in order, with their rewrites."""
    def what(p: Any) -> str:
        parts = [plural(p.rewrites, "rewrite")] + [f"{n} {w}" for n, w in (
            (p.erased, "erased"), (p.deduplicated, "merged")) if n]
        return f"{p.name} ({', '.join(parts)})"

    runs = [what(p) for p in trace.phases if p.changed]
    return ", ".join(runs) or "none changed anything"


def run_demo(seed: int = 0, backend: str = "cpu", book: Path = EXEC_BOOK,
             console: Console | None = None, show_ir: str | None = None,
             stats: bool = False) -> bool:
    """Run ``book`` on every bundled example; True if every rewritten module is equivalent.

    Prints a table (ops, gathers, scatters, whiles before and after, rewrites, equal?), then
    one block per example: what it is, what changed and which phases did it, and a note where
    the counts alone would mislead. ``show_ir`` prints that example's module before and
    after; ``stats`` adds the rules table summed over the examples.
    """
    console = console or Console()
    names = [ex.name for ex in EXAMPLES]
    if show_ir is not None and show_ir not in names:
        raise HloRulesError(f"no example '{show_ir}' (examples: {', '.join(names)})")
    hlorules.engine.api.resolve(book)  # load and compile the rules once, outside the timings
    table = Table(title=f"hlorules demo: {book.name} on the bundled examples, XLA {backend}")
    for col in ("example", "ops", "gather", "scatter", "while", "rewrites", "engine ms",
                "outputs equal"):
        table.add_column(col, justify="right" if col != "example" else "left")
    total = Trace()
    all_ok = True
    rng = np.random.default_rng(seed)
    blocks: list[str] = []
    for ex in EXAMPLES:
        args = ex.make_args(rng)
        module = importer.from_jax(ex.fn, *args)
        before_text = exporter.to_text(module)
        before = op_counts(module)
        if ex.name == show_ir:
            console.print(f"[bold]{ex.name} before[/]")
            console.print(exporter.to_text(module, pretty=True), markup=False)
        t0 = time.perf_counter()
        module, trace = hlorules.apply(module, book)
        dt = time.perf_counter() - t0
        module.verify()
        after = op_counts(module)
        if ex.name == show_ir:
            console.print(f"[bold]{ex.name} after {book.name}[/]")
            console.print(exporter.to_text(module, pretty=True), markup=False)
        ref = xla.run(before_text, *args, backend=backend)
        outs = xla.run(module, *args, backend=backend)
        ok = len(outs) == len(ref) and all(bitwise_equal(o, r) for o, r in zip(outs, ref))
        all_ok &= ok
        total.merge(trace)

        table.add_row(ex.name, f"{sum(before.values())} → {sum(after.values())}",
                      *(f"{before[k]} → {after[k]}" for k in ("stablehlo.gather",
                                                            "stablehlo.scatter", "stablehlo.while")),
                      str(trace.total_rewrites), f"{dt * 1e3:.0f}", "yes" if ok else "NO")
        lines = [f"{ex.name}: {ex.doc}",
                 f"  changed: {_changes(before, after)}",
                 f"  phases:  {_phase_line(trace)}"]
        if ex.note:
            lines.append(f"  note:    {ex.note}")
        blocks.append("\n".join(lines))
    console.print(table)
    for block in blocks:
        console.print(block, markup=False, highlight=False)
    if stats:
        total.summary(console)
    console.print("all outputs bitwise equal" if all_ok else "SOME OUTPUTS DIFFER")
    return all_ok
