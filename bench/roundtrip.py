"""Import/export/XLA-compile throughput on generated modules of 1k, 10k and 50k ops.

Prints, side by side in one run: jaxlib's own parse and print (the reference), our import
(jaxlib parse + object walk into xDSL; and the xDSL text parser), our export, and XLA
compile time; with ops/s and the ratio to jaxlib. Usage: python bench/roundtrip.py [sizes]
"""

from __future__ import annotations

import argparse
import sys
import time

from hlorules.lowering import exporter, importer, jaxlib_api, xla
from hlorules.lowering.mlir_walk import Walker


def generate(n_ops: int) -> str:
    """A module of about n_ops StableHLO ops: elementwise chains, slices, compares, selects."""
    lines = ["func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {"]
    cur = "%x"
    i = 0
    k = 0
    while k < n_ops - 1:
        # Each intermediate is used once: a DAG with reuse makes XLA's fusion duplicate
        # producers, and its compile time explode, which is not what this measures.
        lines += [
            f"  %c{i} = stablehlo.constant dense<{(i % 7) + 0.5:.1f}> : tensor<64xf32>",
            f"  %a{i} = stablehlo.add {cur}, %c{i} : tensor<64xf32>",
            f"  %m{i} = stablehlo.multiply %a{i}, %y : tensor<64xf32>",
            f"  %p{i} = stablehlo.compare GT, %x, %y, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>",
            f"  %s{i} = stablehlo.select %p{i}, %m{i}, %x : tensor<64xi1>, tensor<64xf32>",
            f"  %t{i} = stablehlo.slice %s{i} [0:32] : (tensor<64xf32>) -> tensor<32xf32>",
            f"  %q{i} = stablehlo.slice %y [32:64] : (tensor<64xf32>) -> tensor<32xf32>",
            f"  %u{i} = stablehlo.concatenate %t{i}, %q{i}, dim = 0 : (tensor<32xf32>, tensor<32xf32>) -> tensor<64xf32>",
            f"  %v{i} = stablehlo.tanh %u{i} : tensor<64xf32>",
        ]
        cur = f"%v{i}"
        i += 1
        k += 9
    lines.append(f"  return {cur} : tensor<64xf32>")
    lines.append("}")
    return "\n".join(lines) + "\n"


def best(fn, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main(sizes: list[int]) -> None:
    print(f"{'ops':>7} | {'jaxlib parse':>12} {'jaxlib print':>12} | {'import':>10} {'(walk only)':>11} "
          f"{'xdsl-text':>10} | {'export':>10} | {'XLA compile':>11} | import/s   export/s   "
          f"import vs jaxlib parse+print")
    for n in sizes:
        pretty = generate(n)
        jm = jaxlib_api.parse_module(pretty)
        generic = jaxlib_api.print_module(jm, generic=True)
        n_ops = sum(1 for line in generic.splitlines() if '= "' in line or '"func.return"' in line)
        t_jparse = best(lambda g=generic: jaxlib_api.parse_module(g))
        t_jprint = best(lambda m=jm: jaxlib_api.print_module(m, generic=True))
        t_import = best(lambda g=generic: importer.from_text(g, verify=False))
        t_walk = best(lambda m=jm: Walker().module(m))
        t_xdsl = best(lambda g=generic: importer.from_text(g, via="xdsl", verify=False), repeat=1) if n <= 10_000 else float("nan")
        module = importer.from_text(generic)
        t_export = best(lambda m=module: exporter.to_text(m))
        t_compile = (best(lambda m=module: xla.compile(exporter.to_text(m)), repeat=1)
                     if n <= 10_000 else float("nan"))
        print(f"{n_ops:>7} | {t_jparse * 1e3:>10.1f}ms {t_jprint * 1e3:>10.1f}ms | {t_import * 1e3:>8.1f}ms "
              f"{t_walk * 1e3:>9.1f}ms {t_xdsl * 1e3:>8.1f}ms | {t_export * 1e3:>8.1f}ms | "
              f"{t_compile * 1e3:>9.1f}ms | {n_ops / t_import:>8.0f}  {n_ops / t_export:>8.0f}   "
              f"{t_import / (t_jparse + t_jprint):.1f}x")


def _sizes(argv: list[str], default: list[int]) -> list[int]:
    """The sizes on the command line (``--help`` says so), or ``default``."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("sizes", nargs="*", type=int, help="module sizes (ops) (default %(default)s)")
    return ap.parse_args(argv).sizes or default


if __name__ == "__main__":
    main(_sizes(sys.argv[1:], [1_000, 10_000, 50_000]))
