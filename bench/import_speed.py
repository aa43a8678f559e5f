"""Import and export speed (ops/s), optionally against another source tree, interleaved.

Each measurement is a fresh child process that imports one module with
``importer.from_text`` (jaxlib parse, walk into xDSL, our dialect's verification; and with
``dialect_verify=False``) and prints it with ``exporter.to_text``: the minimum CPU time
(``time.process_time``) of three calls after a warm-up. Children alternate between
``--base DIR`` (an hlorules source tree, e.g. a ``git worktree`` of an earlier commit,
imported by path as ``bench/engine.py`` does) and this tree, round by round; medians over
``--repeats`` rounds. The export's SHA-1 of base and ours is compared (a difference is
reported, exit code 1).

Workloads: ``bench/gpu_modules/gpu/*.orig.mlir`` and the generated modules of
``bench/engine.py`` (``--sizes``, default 10000 50000).

    python bench/import_speed.py [--base DIR] [--repeats 3] [--sizes N ...] [--only SUBSTRING ...]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent

CHILD = r"""
import hashlib, json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from engine import _use_tree
root = Path(sys.argv[1])
if root != Path(sys.argv[3]).parent:
    _use_tree(root)
from hlorules.lowering import exporter, importer
text = Path(sys.argv[2]).read_text()
importer.from_text(text)  # warm-up: imports, caches, the jaxlib context

def cpu(fn):
    best = float("inf")
    for _ in range(3):
        t = time.process_time()
        fn()
        best = min(best, time.process_time() - t)
    return best

m = importer.from_text(text)
out = exporter.to_text(m)
print(json.dumps({
    "ops": sum(1 for _ in m.walk()) - 1,
    "import": cpu(lambda: importer.from_text(text)),
    "import_unverified": cpu(lambda: importer.from_text(text, dialect_verify=False)),
    "export": cpu(lambda: exporter.to_text(m)),
    "sha1": hashlib.sha1(out.encode()).hexdigest()}))
"""

KEYS = ("import", "import_unverified", "export")


def _child(root: Path, module: Path) -> dict[str, float | str]:
    p = subprocess.run([sys.executable, "-c", CHILD, str(root), str(module), str(BENCH)],
                       capture_output=True, text=True, check=False)
    if p.returncode != 0:
        raise SystemExit(f"child on {module.name} ({root}) failed:\n{p.stderr[-3000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="bench/import_speed.py",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", type=Path, help="an hlorules source tree to compare against")
    ap.add_argument("--repeats", type=int, default=3, help="interleaved rounds (default 3)")
    ap.add_argument("--sizes", type=int, nargs="*", default=[10000, 50000],
                    help="ops of bench/engine.py's generated modules (default: 10000 50000)")
    ap.add_argument("--only", nargs="*", default=[], help="workloads whose name contains one")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(BENCH))
    from engine import generate

    impls = [("ours", REPO)] + ([("base", args.base.resolve())] if args.base else [])
    runs: dict[tuple[str, str], list[dict[str, float | str]]] = {}
    with tempfile.TemporaryDirectory() as d:
        work = sorted((BENCH / "gpu_modules" / "gpu").glob("*.orig.mlir"))
        for n in args.sizes:
            p = Path(d) / f"generated_{n // 1000}k.mlir"
            p.write_text(generate(n))
            work.append(p)
        if args.only:
            work = [w for w in work if any(s in w.name for s in args.only)]
        for _ in range(args.repeats):
            for w in work:
                for name, root in impls[::-1]:
                    runs.setdefault((w.name, name), []).append(_child(root, w))
    bad = 0
    for w in work:
        ours = runs[(w.name, "ours")]
        n = int(ours[0]["ops"])
        line = [f"{w.name.removesuffix('.orig.mlir').removesuffix('.mlir'):>22} {n:>6} ops"]
        for k in KEYS:
            o = statistics.median(float(r[k]) for r in ours)
            if args.base:
                b = statistics.median(float(r[k]) for r in runs[(w.name, "base")])
                line.append(f"{k} {n / b / 1e3:.0f}k -> {n / o / 1e3:.0f}k ops/s "
                            f"({b:.3f} -> {o:.3f} s, x{b / o:.2f})")
            else:
                line.append(f"{k} {n / o / 1e3:.0f}k ops/s ({o:.3f} s)")
        if args.base:
            same = {r["sha1"] for k in ("ours", "base") for r in runs[(w.name, k)]}
            bad += len(same) != 1
            line.append("same output" if len(same) == 1 else "OUTPUT DIFFERS")
        print(" | ".join(line))
    print(f"(CPU seconds, medians of {args.repeats} interleaved rounds; min of 3 calls each)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
