"""Start-up cost of the command line, next to ``python -c "import jax"``.

Each command runs as a fresh process, interleaved, ``--repeats`` times; prints median wall
and CPU (user + system of the child) seconds. Nothing is asserted. ``opt`` runs twice: with
the parse cache (rules/cache.py; a private one in a temporary folder, filled by one run
first) and without it (``HLORULES_NO_CACHE=1``, every rule file and book parsed). On a
loaded machine, read the CPU column: wall time then measures the other processes too.

    python bench/startup.py [--repeats 5] [--base-python PY]

``--base-python PY`` also runs the hlorules commands with the interpreter ``PY`` (e.g. a
venv where an earlier commit's tree is installed), interleaved with ours, so that before and
after come from one run.

``--process [MODULE ...]`` (default: ``bench/gpu_modules/gpu/*.orig.mlir``) measures instead
the whole process on real modules, interleaved: ``hlorules opt -b rulebooks/exec.book M``
against Enzyme-JAX 0.0.16's process (Python, ``enzyme_ad`` and jax imported, the seed's
pipeline of ``bench/gpu.py`` run on the text, the result written), with the CPU ratio.

Children run with Python's bytecode cache on, as a default install has it (pip compiles a
wheel's modules when it installs them; an editable tree gets its ``__pycache__`` on the
first run): ``PYTHONDONTWRITEBYTECODE`` is removed from their environment and every command
runs once before the timed rounds. Otherwise an editable tree on a machine that sets it
(this project's sandboxes do) recompiles all of hlorules' modules in every process, about
0.15 s of CPU that no user pays, while site-packages (jax, xdsl, Enzyme-JAX) keep theirs.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Enzyme-JAX's process: what a user of its Python API runs to rewrite a file.
ENZYME_PROCESS = """
import sys
sys.path.insert(0, sys.argv[3])
from enzyme_ad.jax import enzyme_call
from gpu import enzyme_pipeline
text = open(sys.argv[1]).read()
_, out = enzyme_call.run_pass_pipeline([], text, enzyme_pipeline())
open(sys.argv[2], "w").write(out)
"""

# `hlorules` of another source tree (``--base``), imported by path as bench/engine.py does.
BASE_CLI = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from engine import _use_tree
_use_tree(Path(sys.argv[2]))
from hlorules.cli import main
sys.argv = ["hlorules", *sys.argv[3:]]
main()
"""

MODULE = """func.func @main(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %y : tensor<8xf32>
  %1 = stablehlo.multiply %0, %x : tensor<8xf32>
  %2 = stablehlo.negate %1 : tensor<8xf32>
  %3 = stablehlo.abs %2 : tensor<8xf32>
  %4 = stablehlo.subtract %3, %y : tensor<8xf32>
  %5 = stablehlo.maximum %4, %x : tensor<8xf32>
  %6 = stablehlo.minimum %5, %y : tensor<8xf32>
  %7 = stablehlo.add %6, %6 : tensor<8xf32>
  %8 = stablehlo.slice %7 [2:6] : (tensor<8xf32>) -> tensor<4xf32>
  return %8 : tensor<4xf32>
}
"""


def _env(**extra: str) -> dict[str, str]:
    """The children's environment: ours with the bytecode cache on (see the module's
    docstring), plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(extra)
    return env


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=env)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def process(modules: list[Path], repeats: int, base: Path | None = None) -> None:
    """``hlorules opt`` against Enzyme-JAX's process on each module; medians, CPU ratio.
    With ``base``, also that source tree's ``hlorules opt`` (its own rulebook)."""
    py = sys.executable
    env = _env()
    book = str(REPO / "rulebooks" / "exec.book")
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "out.mlir")
        cmds = {"hlorules opt": lambda m: [py, "-m", "hlorules.cli", "opt", "-b", book,
                                           str(m), "-o", out],
                "Enzyme-JAX": lambda m: [py, "-c", ENZYME_PROCESS, str(m), out,
                                         str(REPO / "bench")]}
        if base is not None:
            cmds["base opt"] = lambda m: [py, "-c", BASE_CLI, str(REPO / "bench"), str(base),
                                          "opt", "-b", str(base / "rulebooks" / "exec.book"),
                                          str(m), "-o", out]
        for c in cmds.values():  # fills the parse cache and the bytecode caches
            _run(c(modules[0]), env)
        for _ in range(repeats):
            for m in modules:
                for k, c in cmds.items():
                    times.setdefault((m.name, k), []).append(_run(c(m), env))
    print(f"{'module':>28} | {'opt wall':>8} {'opt CPU':>8} | {'Enzyme wall':>11} "
          f"{'Enzyme CPU':>10} | CPU ratio (median of {repeats})")
    for m in modules:
        o, e = times[(m.name, "hlorules opt")], times[(m.name, "Enzyme-JAX")]
        ow, oc = statistics.median(w for w, _ in o), statistics.median(c for _, c in o)
        ew, ec = statistics.median(w for w, _ in e), statistics.median(c for _, c in e)
        print(f"{m.name:>28} | {ow:8.2f} {oc:8.2f} | {ew:11.2f} {ec:10.2f} | {oc / ec:.2f}")
        if base is not None:
            b = times[(m.name, "base opt")]
            bw, bc = statistics.median(w for w, _ in b), statistics.median(c for _, c in b)
            print(f"{'base: ' + m.name:>28} | {bw:8.2f} {bc:8.2f} | {'':>11} {'':>10} | "
                  f"{bc / ec:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--process", nargs="*", type=Path, default=None, metavar="MODULE",
                    help="time hlorules opt against Enzyme-JAX's process on these modules "
                         "(default: bench/gpu_modules/gpu/*.orig.mlir)")
    ap.add_argument("--base", type=Path, help="with --process: also time this hlorules "
                                                 "source tree's opt")
    ap.add_argument("--base-python", help="also time the hlorules commands with this "
                                           "interpreter (an earlier tree installed there)")
    a = ap.parse_args()
    if a.process is not None:
        process(a.process or sorted((REPO / "bench/gpu_modules/gpu").glob("*.orig.mlir")),
                a.repeats, a.base.resolve() if a.base else None)
        return
    with tempfile.TemporaryDirectory() as d:
        m = os.path.join(d, "m.mlir")
        with open(m, "w") as f:
            f.write(MODULE)
        py = sys.executable
        cached = _env(HLORULES_CACHE_DIR=os.path.join(d, "cache"))
        cached.pop("HLORULES_NO_CACHE", None)
        uncached = _env(HLORULES_NO_CACHE="1")
        opt = [py, "-m", "hlorules.cli", "opt", "--rulebook", "exec", m]
        cmds = {
            'python -c "pass"': ([py, "-c", "pass"], cached),
            'python -c "import jax"': ([py, "-c", "import jax"], cached),
            'python -c "import hlorules"': ([py, "-c", "import hlorules"], cached),
            "hlorules --help": ([py, "-m", "hlorules.cli", "--help"], cached),
            "hlorules opt (10 ops, exec)": (opt, cached),
            "  the same, no parse cache": (opt, uncached),
        }
        if a.base_python:
            bp = a.base_python
            bopt = [bp, "-m", "hlorules.cli", "opt", "--rulebook", "exec", m]
            base_cached = _env(HLORULES_CACHE_DIR=os.path.join(d, "base-cache"))
            base_cached.pop("HLORULES_NO_CACHE", None)
            cmds.update({
                'base: python -c "import hlorules"': ([bp, "-c", "import hlorules"],
                                                     base_cached),
                "base: hlorules --help": ([bp, "-m", "hlorules.cli", "--help"], base_cached),
                "base: hlorules opt (10 ops, exec)": (bopt, base_cached),
                "base:  the same, no parse cache": (bopt, uncached),
            })
        for c, env in cmds.values():  # fills the parse cache and the bytecode caches
            _run(c, env)
        times: dict[str, list[tuple[float, float]]] = {k: [] for k in cmds}
        for _ in range(a.repeats):
            for k, (c, env) in cmds.items():
                times[k].append(_run(c, env))
    for k, v in times.items():
        wall = statistics.median(w for w, _ in v)
        cpu = statistics.median(c for _, c in v)
        print(f"{k:>36}: {wall:6.2f} s wall, {cpu:6.2f} s CPU (median of {a.repeats})")


if __name__ == "__main__":
    main()
