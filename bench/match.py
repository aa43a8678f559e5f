"""Match attempts per second on a ~10k-op module: compiled matchers vs an AST interpreter.

Imports ``generate(10000)`` from ``bench/engine.py`` (slices of iotas and transposes,
transposes of slices, scatters at constant indices), and for each rule set -- the seed
rules (``rulebooks/seed.rules``) and the whole ``exec.book`` set (seed + fold + simplify) --
tries, on every op, every rule whose roots include the op's name (any-op rules on every
op). It times, in the same run, N passes of

* compiled: ``rule.match(op)`` (the generated ``_match``), and
* interpreted: ``hlorules.rules.interpret.interpret_match(rule.model, op)``, which walks
  the rule model's pattern tree and ``where``/``let`` expressions at run time,

best of 3 (``time.perf_counter``), and prints attempts, matches, attempts/s and the ratio.
Rules the interpreter raises ``NotImplementedError`` for are left out of both columns (counted).

Usage: python bench/match.py [n_ops] [passes]     (default 10000 3)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "bench"))

from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules
from hlorules.rules.interpret import interpret_match

from engine import generate


def dsl_rules(files: list[str]) -> list[Any]:
    out = []
    for f in files:
        for r in load_rules(REPO / "rulebooks" / f).values():
            if hasattr(r, "model") and hasattr(r, "match"):
                out.append(r)
    return out


def attempts(rules: list[Any], ops: list[Any]) -> tuple[list[tuple[Any, Any]], int]:
    """(rule, op) pairs to try, and how many rules were skipped (NotImplementedError)."""
    skipped: set[str] = set()
    pairs = []
    for op in ops:
        for r in rules:
            if r.name in skipped or (r.roots and op.name not in r.roots):
                continue
            try:
                interpret_match(r.model, op)
            except NotImplementedError:
                skipped.add(r.name)
                continue
            pairs.append((r, op))
    pairs = [(r, op) for r, op in pairs if r.name not in skipped]
    return pairs, len(skipped)


def best(fn: Any, passes: int, repeat: int = 3) -> tuple[float, int]:
    times, got = [], 0
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(passes):
            got = fn()
        times.append(time.perf_counter() - t)
    return min(times), got


def main(argv: list[str]) -> None:
    n_ops = int(argv[0]) if argv else 10000
    passes = int(argv[1]) if len(argv) > 1 else 3
    t = time.perf_counter()
    mod = from_text(generate(n_ops))
    ops = list(mod.walk())
    print(f"module: generate({n_ops}) -> {len(ops)} ops (import {time.perf_counter() - t:.2f} s); "
          f"{passes} passes per timing, best of 3")
    sets = [("seed", ["seed.rules"]),
            ("exec.book", ["seed.rules", "fold.rules", "simplify.rules"])]
    head = (f"{'rule set':<10} {'rules':>5} {'skip':>4} {'attempts':>9} {'matches':>8} "
            f"{'compiled/s':>12} {'interp/s':>12} {'compiled/interp':>16}")
    print(head)
    print("-" * len(head))
    for label, files in sets:
        rules = dsl_rules(files)
        pairs, skipped = attempts(rules, ops)
        cm = [(r.match, op) for r, op in pairs]
        im = [(r.model, op) for r, op in pairs]

        def compiled(cm: list[tuple[Any, Any]] = cm) -> int:
            return sum(1 for f, op in cm if f(op) is not None)

        def interpreted(im: list[tuple[Any, Any]] = im) -> int:
            return sum(1 for mdl, op in im if interpret_match(mdl, op) is not None)

        tc, mc = best(compiled, passes)
        ti, mi = best(interpreted, passes)
        n = len(pairs) * passes
        rc, ri = n / tc, n / ti
        matches = str(mc) if mc == mi else f"{mc}|{mi}"
        print(f"{label:<10} {len(rules):>5} {skipped:>4} {len(pairs):>9} {matches:>8} "
              f"{rc:>12,.0f} {ri:>12,.0f} {rc / ri:>15.2f}x")
    print("attempts/matches are per pass; 'skip': rules the interpreter leaves out "
          "(NotImplementedError)")


if __name__ == "__main__":
    main(sys.argv[1:])
