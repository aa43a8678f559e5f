"""Per-call overhead of a cached ``hlorules.jit`` call next to ``jax.jit`` of the same function.

Both are timed interleaved in one run (rounds of N calls each, medians), on small inputs so
that dispatch dominates; prints the ratio. Nothing is asserted.

    python bench/jit_overhead.py [--rounds 15] [--calls 2000]
"""

from __future__ import annotations

import argparse
import statistics
import time

import jax
import jax.numpy as jnp
import numpy as np

import hlorules


def f(x, y):
    return {"a": (x * 2.0)[1:3] + y[0], "b": jnp.sin(x).sum()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--calls", type=int, default=2000)
    a = ap.parse_args()
    x, y = np.arange(4, dtype=np.float32), np.ones(3, np.float32)
    fns = {"jax.jit": jax.jit(f), "hlorules.jit": hlorules.jit(f, rulebook="exec")}
    times: dict[str, list[float]] = {k: [] for k in fns}
    for fn in fns.values():
        jax.block_until_ready(fn(x, y))
    for _ in range(a.rounds):
        for name, fn in fns.items():
            t = time.perf_counter()
            for _ in range(a.calls):
                out = fn(x, y)
            jax.block_until_ready(out)
            times[name].append((time.perf_counter() - t) / a.calls * 1e6)
    med = {k: statistics.median(v) for k, v in times.items()}
    for k, v in med.items():
        print(f"{k:>13}: {v:7.1f} us per call (median of {a.rounds} rounds of {a.calls})")
    print(f"ratio hlorules.jit / jax.jit: {med['hlorules.jit'] / med['jax.jit']:.2f}")


if __name__ == "__main__":
    main()
