"""Cost of runaway detection against module size (issue 14).

A rule that rewrites one op forever without repeating a state (``add(x, c)`` ->
``add(x, c + 1)``: same op count each time, a new module each time) runs on modules with
0, 1,000 and 2,000 extra unrelated ops.  The driver gives a sweep ``10 * ops + 1000``
rewrites, then watches for a cycle or a runaway; the script prints, per size, the seconds
to the :class:`RunawayError`, the rewrites run, the module hashes taken, the ops those
hashes printed, and the ops hashed per rewrite (flat when detection is O(1) per rewrite).

Usage: python bench/runaway.py [extra ops ...]      (default 0 1000 2000)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

RULES = """rule inc {
  match add(%x, %c) : $T
  where is_splat(%c)
  rewrite add(%x, splat(splat_value(%c) + 1, $T))
}
"""
BOOK = 'include "inc.rules"\nphase p { inc }\n'


def module_text(extra: int) -> str:
    """``add(x, 0)`` plus a chain of ``extra`` negates the rule never touches."""
    lines = [("func.func @main(%x: tensor<4xi32>, %y: tensor<4xf32>)"
              " -> (tensor<4xi32>, tensor<4xf32>) {"),
             "  %c = stablehlo.constant dense<0> : tensor<4xi32>",
             "  %a = stablehlo.add %x, %c : tensor<4xi32>"]
    prev = "%y"
    for i in range(extra):
        lines.append(f"  %n{i} = stablehlo.negate {prev} : tensor<4xf32>")
        prev = f"%n{i}"
    lines += [f"  return %a, {prev} : tensor<4xi32>, tensor<4xf32>", "}"]
    return "\n".join(lines) + "\n"


def measure(extra: int, book: Path) -> dict[str, Any]:
    """Run the runaway book over a module with ``extra`` ops; counts and seconds."""
    from hlorules.engine.api import resolve
    from hlorules.engine.driver import Driver, RunawayError, count_ops, module_hash
    from hlorules.engine.scheduler import run_schedule
    from hlorules.engine.trace import Trace
    from hlorules.lowering import importer

    module = importer.from_text(module_text(extra))
    schedule, _ = resolve(book)
    hashes = [0, 0]

    def counting_hash(m: Any) -> str:
        hashes[0] += 1
        hashes[1] += count_ops(m)
        return module_hash(m)

    trace = Trace()
    driver = Driver(trace, hash_fn=counting_hash)
    t0 = time.perf_counter()
    try:
        run_schedule(schedule, module, driver)
        outcome = "no error"
    except RunawayError:
        outcome = "runaway"
    seconds = time.perf_counter() - t0
    rewrites = trace.total_rewrites
    return {"extra": extra, "ops": count_ops(module), "seconds": seconds,
            "rewrites": rewrites, "hashes": hashes[0], "ops_hashed": hashes[1],
            "per_rewrite": hashes[1] / max(rewrites, 1), "outcome": outcome}


def main(argv: list[str]) -> None:
    sizes = _sizes(argv, [0, 1000, 2000])
    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "inc.rules").write_text(RULES)
        book = Path(d) / "inc.book"
        book.write_text(BOOK)
        measure(0, book)  # warm up: rule compilation, jaxlib
        print(f"{'extra ops':>9} {'seconds':>8} {'rewrites':>8} {'hashes':>6} "
              f"{'ops hashed':>10} {'hashed/rewrite':>14}  outcome")
        for n in sizes:
            r = measure(n, book)
            print(f"{r['extra']:>9} {r['seconds']:>8.2f} {r['rewrites']:>8} {r['hashes']:>6} "
                  f"{r['ops_hashed']:>10} {r['per_rewrite']:>14.2f}  {r['outcome']}",
                  flush=True)


def _sizes(argv: list[str], default: list[int]) -> list[int]:
    """The sizes on the command line (``--help`` says so), or ``default``."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("sizes", nargs="*", type=int, help="extra unrelated ops per run (default %(default)s)")
    return ap.parse_args(argv).sizes or default


if __name__ == "__main__":
    main(sys.argv[1:])
