"""The README's main job: the seed pipeline on the bundled seed-like JAX examples.

Each example is lowered from JAX, rewritten with ``rulebooks/exec.book``, and both the
original and the rewritten module run on XLA with the same inputs; the table shows op and
gather/scatter counts before and after, and whether the outputs are bitwise equal.
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table

from hlorules.engine.trace import Trace

def _exec_book() -> Path:
    import hlorules.rulebooks

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


def run_demo(seed: int = 0, backend: str = "cpu", book: Path = EXEC_BOOK,
             console: Console | None = None) -> bool:
    """Run ``book`` on every bundled example; True if every rewritten module is equivalent."""
    import hlorules
    from hlorules.examples import EXAMPLES
    from hlorules.lowering import exporter, importer, xla

    console = console or Console()
    table = Table(title=f"hlorules demo: {book.name} on the bundled examples, XLA {backend}")
    for col in ("example", "ops", "gather", "scatter", "while", "rewrites", "engine ms",
                "outputs equal"):
        table.add_column(col, justify="right" if col != "example" else "left")
    total = Trace()
    all_ok = True
    rng = np.random.default_rng(seed)
    for ex in EXAMPLES:
        args = ex.make_args(rng)
        module = importer.from_jax(ex.fn, *args)
        before_text = exporter.to_text(module)
        before = op_counts(module)
        t0 = time.perf_counter()
        module, trace = hlorules.apply(module, book)
        dt = time.perf_counter() - t0
        module.verify()
        after = op_counts(module)
        ref = xla.run(before_text, *args, backend=backend)
        outs = xla.run(module, *args, backend=backend)
        ok = len(outs) == len(ref) and all(bitwise_equal(o, r) for o, r in zip(outs, ref))
        all_ok &= ok
        total.merge(trace)

        def pair(name: str) -> str:
            return f"{before[name]} → {after[name]}"

        table.add_row(ex.name, f"{sum(before.values())} → {sum(after.values())}",
                      pair("stablehlo.gather"), pair("stablehlo.scatter"), pair("stablehlo.while"),
                      str(trace.total_rewrites), f"{dt * 1e3:.0f}", "yes" if ok else "NO")
    console.print(table)
    total.summary(console)
    console.print("all outputs bitwise equal" if all_ok else "SOME OUTPUTS DIFFER")
    return all_ok
