"""Match attempts per second of the compiled matchers on a ~10k-op module.

Imports ``generate(10000)`` from ``bench/engine.py`` (slices of iotas and transposes,
transposes of slices, scatters at constant indices), and for each rule set -- the seed
rules (``rulebooks/seed.rules``) and the whole ``exec.book`` set (seed + fold + simplify) --
tries, on every op, every rule whose roots include the op's name (any-op rules on every
op): N passes of ``rule.match(op)`` (the generated ``_match``), best of 3
(``time.perf_counter``). It prints attempts, matches, attempts/s, and the five rules that
take the most time. A native rule (``strip_marks``) is measured through its DSL declaration.

The AST interpreter this once compared against is gone (issue 17: one rule semantics, the
compiler's); compare commits by running this script on each.

Usage: python bench/match.py [n_ops] [passes]     (default 10000 3)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "bench"))

from engine import generate
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules


def dsl_rules(files: list[str]) -> list[Any]:
    out = []
    for f in files:
        for r in load_rules(REPO / "rulebooks" / f).values():
            r = getattr(r, "declared", r)  # native rules: their DSL declaration
            if hasattr(r, "model") and hasattr(r, "match"):
                out.append(r)
    return out


def attempts(rules: list[Any], ops: list[Any]) -> list[tuple[Any, Any]]:
    """(rule, op) pairs to try: every rule that can root at the op."""
    return [(r, op) for op in ops for r in rules if not r.roots or op.name in r.roots]


def best(fn: Any, passes: int, repeat: int = 3) -> tuple[float, int]:
    times, got = [], 0
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(passes):
            got = fn()
        times.append(time.perf_counter() - t)
    return min(times), got


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n_ops", nargs="?", type=int, default=10000, help="module size (ops)")
    ap.add_argument("passes", nargs="?", type=int, default=3, help="passes per timing")
    args = ap.parse_args(argv)
    n_ops, passes = args.n_ops, args.passes
    t = time.perf_counter()
    mod = from_text(generate(n_ops))
    ops = list(mod.walk())
    print(f"module: generate({n_ops}) -> {len(ops)} ops (import {time.perf_counter() - t:.2f} s); "
          f"{passes} passes per timing, best of 3")
    sets = [("seed", ["seed.rules"]),
            ("exec.book", ["seed.rules", "fold.rules", "simplify.rules"])]
    head = f"{'rule set':<10} {'rules':>5} {'attempts':>9} {'matches':>8} {'attempts/s':>12}"
    print(head)
    print("-" * len(head))
    for label, files in sets:
        rules = dsl_rules(files)
        pairs = attempts(rules, ops)
        cm = [(r.match, op) for r, op in pairs]

        def compiled(cm: list[tuple[Any, Any]] = cm) -> int:
            return sum(1 for f, op in cm if f(op) is not None)

        tc, mc = best(compiled, passes)
        print(f"{label:<10} {len(rules):>5} {len(pairs):>9} {mc:>8} "
              f"{len(pairs) * passes / tc:>12,.0f}")
        per: dict[str, float] = {}
        for r, op in pairs:
            t0 = time.perf_counter()
            r.match(op)
            per[r.name] = per.get(r.name, 0.0) + time.perf_counter() - t0
        top = sorted(per.items(), key=lambda kv: -kv[1])[:5]
        print("  most time: " + ", ".join(f"{n} {t * 1e3:.1f} ms" for n, t in top))
    print("attempts/matches are per pass")


if __name__ == "__main__":
    main(sys.argv[1:])
