"""The README's main job: bundled seed-like JAX examples through hlorules and XLA."""

from __future__ import annotations

import time

import numpy as np
from rich.console import Console
from rich.table import Table


def bitwise_equal(a: np.ndarray, b: np.ndarray) -> bool:
    """Same dtype, shape and bits (NaN payloads and -0.0 included)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    return a.tobytes() == b.tobytes()


def run_demo(seed: int = 0, backend: str = "cpu", console: Console | None = None) -> bool:
    """Import each bundled example, round-trip it, run it on XLA; True if all agree with jax."""
    import jax

    from hlorules.examples import EXAMPLES
    from hlorules.lowering import exporter, importer, xla

    console = console or Console()
    table = Table(title=f"hlorules demo: bundled examples on XLA {backend}")
    for col in ("example", "ops", "import ms", "export ms", "compile ms", "equal to jax.jit"):
        table.add_column(col)
    all_ok = True
    rng = np.random.default_rng(seed)
    for ex in EXAMPLES:
        args = ex.make_args(rng)
        t0 = time.perf_counter()
        module = importer.from_jax(ex.fn, *args)
        module.verify()
        t1 = time.perf_counter()
        text = exporter.to_text(module)
        t2 = time.perf_counter()
        exe = xla.compile(text, backend)
        outs = exe(*args)
        ref = [np.asarray(r) for r in jax.tree_util.tree_leaves(jax.jit(ex.fn)(*args))]
        ok = len(outs) == len(ref) and all(bitwise_equal(o, r) for o, r in zip(outs, ref))
        all_ok &= ok
        n_ops = sum(1 for _ in module.walk()) - 1
        table.add_row(ex.name, str(n_ops), f"{(t1 - t0) * 1e3:.1f}", f"{(t2 - t1) * 1e3:.1f}",
                      f"{exe.compile_seconds * 1e3:.1f}", "yes" if ok else "NO")
    console.print(table)
    return all_ok
