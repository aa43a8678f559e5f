"""CPU time of ``hlorules.apply(exec.book)`` against Enzyme-JAX's C++ pipeline, in process.

Workloads: the five ``bench/gpu_modules/gpu/*.orig.mlir`` modules and generated seed-like
modules of about 10k and 50k ops (:func:`generate`: slices of integer iotas, slices of
transposes and transposes of slices, scatters into a constant buffer at constant indices).
Each measurement runs in a fresh child process (so runs do not share caches or garbage),
after a warm-up that loads the rules (ours) or the passes (Enzyme-JAX) on a tiny module; the
children are interleaved round by round over the workloads and the implementations, and
the medians of ``time.process_time`` (CPU seconds of the whole process, all threads) are
reported:

* ``enzyme``: Enzyme-JAX 0.0.16's ``run_pass_pipeline`` (text in, text out), when
  ``enzyme_ad`` imports: on the GPU modules the seed's pipeline (``bench/gpu.py``'s
  ``enzyme_pipeline()``), on the generated ones the phases of :data:`ENZYME_PATTERNS`;
* ``ours``: import (MLIR text -> xDSL, ``importer.from_text``), ``hlorules.apply`` with
  ``rulebooks/exec.book`` (to fixpoint), export (``exporter.to_text``);
* ``base`` (with ``--base DIR``): the same for the hlorules source tree at ``DIR`` (e.g. a
  ``git worktree`` of an earlier commit, installed nowhere: imported by path), so that
  before/after figures come from one interleaved run.  The output's SHA-1 of each
  implementation is compared: a difference is reported (and the exit code is 1).

``--profile`` adds, for each workload, one run of ours under cProfile with the CPU time
grouped by category (matching, builtins, driver, import, export, xDSL IR, gc, other).

Usage: python bench/engine.py [--sizes N ...] [--no-gpu-modules] [--base DIR] [--repeats R]
       [--profile [SUBSTRING ...]] [--json PATH] [--only SUBSTRING ...]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
GPU_MODULES = REPO / "bench" / "gpu_modules" / "gpu"

SCATTER = (
    '  %{n}s = "stablehlo.scatter"(%buf, %idx, %{n}u) <{{indices_are_sorted = false, '
    "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
    "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
    "unique_indices = false}}> ({{\n"
    "  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
    '    "stablehlo.return"(%b) : (tensor<f32>) -> ()\n'
    "  }}) : (tensor<16x4xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<16x4xf32>"
)


def generate(n_ops: int) -> str:
    """MLIR text of a module with about ``n_ops`` ops (nested ones included)."""
    out = ["func.func @main(%x: tensor<8x16xf32>) -> tensor<4x4xf32> {",
           "  %acc0 = stablehlo.constant dense<0.0> : tensor<4x4xf32>",
           "  %buf = stablehlo.constant dense<0.0> : tensor<16x4xf32>",
           "  %idx = stablehlo.constant dense<[[0], [4], [8], [12]]> : tensor<4x1xi32>"]
    ops = 4
    k = 0
    acc = "%acc0"
    while ops < n_ops:
        n = f"m{k}"
        kind = k % 4
        if kind == 0:  # slice of an integer iota
            out += [f"  %{n}i = stablehlo.iota dim = 1 : tensor<4x{8 + k % 8}xi32>",
                    (f"  %{n}l = stablehlo.slice %{n}i [0:4, 1:8:2] : (tensor<4x{8 + k % 8}xi32>)"
                    " -> tensor<4x4xi32>"),
                    f"  %{n}c = stablehlo.convert %{n}l : (tensor<4x4xi32>) -> tensor<4x4xf32>"]
            val, ops = f"%{n}c", ops + 3
        elif kind == 1:  # slice of a transpose
            r = k % 5
            out += [(f"  %{n}t = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x16xf32>) -> "
                    "tensor<16x8xf32>"),
                    (f"  %{n}l = stablehlo.slice %{n}t [{r}:{r + 4}, 2:6] : (tensor<16x8xf32>) -> "
                    "tensor<4x4xf32>")]
            val, ops = f"%{n}l", ops + 2
        elif kind == 2:  # transpose of a slice, then a chain of elementwise ops
            r = k % 4
            out += [(f"  %{n}l = stablehlo.slice %x [{r}:{r + 4}, 4:8] : (tensor<8x16xf32>) -> "
                    "tensor<4x4xf32>"),
                    (f"  %{n}t = stablehlo.transpose %{n}l, dims = [1, 0] : (tensor<4x4xf32>) -> "
                    "tensor<4x4xf32>"),
                    f"  %{n}e = stablehlo.multiply %{n}t, %{n}t : tensor<4x4xf32>"]
            val, ops = f"%{n}e", ops + 3
        else:  # scatter at constant indices into a constant buffer, read back by a slice
            r = k % 4
            out += [(f"  %{n}u = stablehlo.slice %x [{r}:{r + 4}, 0:4] : (tensor<8x16xf32>) -> "
                    "tensor<4x4xf32>"),
                    SCATTER.format(n=n),
                    (f"  %{n}r = stablehlo.slice %{n}s [0:4, 0:4] : (tensor<16x4xf32>) -> "
                    "tensor<4x4xf32>")]
            val, ops = f"%{n}r", ops + 5
        out.append(f"  %acc{k + 1} = stablehlo.add {acc}, {val} : tensor<4x4xf32>")
        acc = f"%acc{k + 1}"
        ops += 1
        k += 1
    out += [f"  return {acc} : tensor<4x4xf32>", "}"]
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- child processes


def _use_tree(root: Path) -> None:
    """Import ``hlorules`` from the source tree ``root`` (its pyproject's package-dir map)."""
    import importlib.abc
    import importlib.machinery
    import importlib.util
    import tomllib

    conf = tomllib.loads((root / "pyproject.toml").read_text())
    dirs = {k: str(root / v) for k, v in conf["tool"]["setuptools"]["package-dir"].items()}

    class Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
            if name in dirs:
                return importlib.util.spec_from_file_location(
                    name, Path(dirs[name]) / "__init__.py",
                    submodule_search_locations=[dirs[name]])
            parent = name.rpartition(".")[0]
            if parent in dirs:
                return importlib.machinery.PathFinder.find_spec(name, [dirs[parent]])
            return None

    sys.meta_path.insert(0, Finder())


_CATEGORIES = [  # (category, path fragments), first match wins
    ("matching", ["<rule ", "/rules/runtime.py", "/rules/compiler.py", "/rules/hashcons.py"]),
    ("builtins", ["/rules/builtins.py", "/rules/hooks.py", "/rules/loops.py", "/dialect/fold/",
                  "/dialect/windows.py", "/dialect/infer.py", "/dialect/constants.py",
                  "/rules/limits.py", "/rules/control.py"]),
    ("driver", ["/engine/driver.py", "/engine/scheduler.py", "/engine/discardable.py",
                "/engine/api.py", "/engine/inline.py", "/engine/trace.py"]),
    ("import", ["/lowering/importer.py", "/lowering/mlir_walk.py", "/lowering/jaxlib_api.py",
                "/hlorules/base/input_limits.py", "/lowering/text_parser.py", "jaxlib"]),
    ("export", ["/lowering/exporter.py"]),
    ("xdsl IR", ["/xdsl/"]),
    ("numpy", ["/numpy/", "ml_dtypes"]),
]


def _category(filename: str) -> str:
    for cat, frags in _CATEGORIES:
        if any(f in filename for f in frags):
            return cat
    return "other"


def _child_ours(root: Path, module_path: Path, profile: bool) -> dict[str, Any]:
    if root != REPO:
        _use_tree(root)
    import gc

    import hlorules
    from hlorules.lowering import exporter, importer

    assert Path(hlorules.__file__).resolve().is_relative_to(root), hlorules.__file__
    book = root / "rulebooks" / "exec.book"
    hlorules.apply(importer.from_text(generate(60)), book)  # warm-up: load the rule files
    text = module_path.read_text()
    gc_s = [0.0]
    gc_t = [0.0]

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            gc_t[0] = time.process_time()
        else:
            gc_s[0] += time.process_time() - gc_t[0]

    gc.callbacks.append(on_gc)
    prof = None
    if profile:
        import cProfile

        prof = cProfile.Profile()
        prof.enable()
    c0 = time.process_time()
    module = importer.from_text(text, str(module_path))
    c1 = time.process_time()
    _, trace = hlorules.apply(module, book)
    c2 = time.process_time()
    out = exporter.to_text(module)
    c3 = time.process_time()
    if prof is not None:
        prof.disable()
    gc.callbacks.remove(on_gc)
    res: dict[str, Any] = {
        "import": c1 - c0, "apply": c2 - c1, "export": c3 - c2, "total": c3 - c0,
        "gc": gc_s[0], "rewrites": trace.total_rewrites,
        "ops_in": sum(1 for _ in importer.from_text(text).walk()) - 1 if profile else None,
        "sha1": hashlib.sha1(out.encode()).hexdigest(), "out_lines": out.count("\n")}
    if prof is not None:
        import pstats

        stats = pstats.Stats(prof).stats  # type: ignore[attr-defined]
        cats: dict[str, float] = {}
        for (filename, _line, _fn), (_cc, _nc, tt, _ct, callers) in stats.items():
            if filename != "~" or not callers:
                c = _category(filename)
                cats[c] = cats.get(c, 0.0) + tt
                continue
            # a C function (len, isinstance, dict.get, ...): its time goes to its callers
            for (cfile, _l, _f), edge in callers.items():
                c = _category(cfile)
                cats[c] = cats.get(c, 0.0) + edge[2]
        cats["gc"] = gc_s[0]
        res["profile"] = cats
    return res


# For the generated modules: the seed pipeline's phases with the patterns Enzyme-JAX 0.0.16
# has that apply to their motifs, one transform pass each (transpose_slice and
# slice_transpose in one pass hang it forever).  Its full pipeline (constant propagation
# included) takes minutes on them: 44 s CPU at 10k ops, against 0.24 s on a 5.5k-op GPU module.
ENZYME_PATTERNS = [
    ["gather_of_masked_scatter", "scatter_of_scatter_simplify"],
    ["scatter_masked_index_slice", "slice_transpose", "while_slice_elementwise_carry",
     "slice_iota", "scatter_out_of_bounds_noop"],
    ["transpose_slice"],
]


def _child_enzyme(module_path: Path) -> dict[str, Any]:
    sys.path.insert(0, str(REPO / "bench"))
    from enzyme_ad.jax import enzyme_call  # type: ignore[import-not-found]
    from gpu import _td, enzyme_pipeline  # type: ignore[import-not-found]

    pipeline = (",".join(_td(p) for p in ENZYME_PATTERNS)
                if module_path.name.startswith("generated_") else enzyme_pipeline())
    enzyme_call.run_pass_pipeline([], generate(60), pipeline)  # warm-up
    text = module_path.read_text()
    c0 = time.process_time()
    _, out = enzyme_call.run_pass_pipeline([], text, pipeline)
    c1 = time.process_time()
    return {"total": c1 - c0, "out_lines": out.count("\n")}


def _run_child(kind: str, root: Path, module: Path, profile: bool = False) -> dict[str, Any]:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind, "--root", str(root),
           "--module", str(module)] + (["--profile"] if profile else [])  # --profile alone: []
    p = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if p.returncode != 0:
        raise SystemExit(f"child {kind} on {module.name} failed:\n{p.stderr[-3000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


# --------------------------------------------------------------------------- the report


def growth(per_op: dict[int, float]) -> float:
    """``{op count: time per op}`` -> the time per op of the largest module over that of the
    smallest: 1.0 when time grows linearly with the op count, above it when faster."""
    if len(per_op) < 2:
        raise ValueError("growth needs modules of at least two sizes")
    return per_op[max(per_op)] / per_op[min(per_op)]


def _count_ops(path: Path) -> int:
    """The ops of the module at ``path``, nested ones included (not the module itself)."""
    from hlorules.engine.driver import count_ops
    from hlorules.lowering import importer

    return count_ops(importer.from_text(path.read_text(), str(path)))


def _workloads(args: argparse.Namespace, tmp: Path) -> list[tuple[str, Path, int]]:
    out: list[tuple[str, Path, int]] = []
    if not args.no_gpu_modules:
        for p in sorted(GPU_MODULES.glob("*.orig.mlir")):
            out.append((p.name.removesuffix(".orig.mlir"), p, 0))
    for n in args.sizes:
        p = tmp / f"generated_{n}.mlir"
        p.write_text(generate(n))
        out.append((f"generated_{n // 1000}k", p, n))
    if args.only:
        out = [w for w in out if any(s in w[0] for s in args.only)]
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark (or, with ``--child``, one measurement); returns the exit code."""
    ap = argparse.ArgumentParser(
        prog="bench/engine.py", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Children print one JSON line; the parent prints tables of medians.")
    ap.add_argument("--sizes", type=int, nargs="*", default=[10000, 50000],
                    help="ops of the generated modules (default: 10000 50000)")
    ap.add_argument("--no-gpu-modules", action="store_true",
                    help="skip bench/gpu_modules/gpu/*.orig.mlir")
    ap.add_argument("--only", nargs="*", default=[], help="workloads whose name contains one")
    ap.add_argument("--base", type=Path, help="an hlorules source tree to compare against")
    ap.add_argument("--repeats", type=int, default=3, help="interleaved rounds (default 3)")
    ap.add_argument("--no-enzyme", action="store_true", help="do not run Enzyme-JAX")
    ap.add_argument("--profile", nargs="*", default=None, metavar="SUBSTRING",
                    help="also profile one run of ours per workload (or those whose name "
                         "contains a SUBSTRING), by category")
    ap.add_argument("--json", type=Path, help="write every measurement here")
    ap.add_argument("--child", choices=["ours", "enzyme"], help=argparse.SUPPRESS)
    ap.add_argument("--root", type=Path, default=REPO, help=argparse.SUPPRESS)
    ap.add_argument("--module", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        res = (_child_ours(args.root.resolve(), args.module, args.profile is not None)
               if args.child == "ours" else _child_enzyme(args.module))
        print(json.dumps(res))
        return 0

    impls: list[tuple[str, Path]] = [("ours", REPO)]
    if args.base is not None:
        impls.insert(0, ("base", args.base.resolve()))
    with_enzyme = not args.no_enzyme
    if with_enzyme:
        try:
            import enzyme_ad  # type: ignore[import-not-found]  # noqa: F401
        except ImportError:
            print("Enzyme-JAX: not installed")
            with_enzyme = False
    runs: dict[tuple[str, str], list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory() as td:
        work = _workloads(args, Path(td))
        ops = {w: _count_ops(p) for w, p, n in work if n}  # (generated: growth)
        kinds = [name for name, _ in impls] + (["enzyme"] if with_enzyme else [])
        roots = dict(impls)
        for rnd in range(args.repeats):
            for wname, path, _ in work:
                order = kinds[rnd % len(kinds):] + kinds[:rnd % len(kinds)]
                for k in order:
                    r = (_run_child("enzyme", REPO, path) if k == "enzyme"
                         else _run_child("ours", roots[k], path))
                    runs.setdefault((wname, k), []).append(r)
                    print(f"round {rnd + 1} {wname:24} {k:6} {r['total']:8.3f} s CPU",
                          file=sys.stderr, flush=True)
        profiles = {w: _run_child("ours", REPO, p, profile=True) for w, p, _ in work
                    if not args.profile or any(s in w for s in args.profile)} \
            if args.profile is not None else {}
    bad = 0

    def med(w: str, k: str, key: str) -> float:
        return statistics.median(r[key] for r in runs[(w, k)])

    print(f"CPU seconds, median of {args.repeats} interleaved runs (fresh process each)")
    cols = ["workload", "rewrites"]
    for name, _ in impls:
        cols += [f"{name} import", f"{name} apply", f"{name} export", f"{name} total"]
    if with_enzyme:
        cols += ["enzyme"] + [f"{n} apply/enz" for n, _ in impls] + \
            [f"{n} total/enz" for n, _ in impls]
    if args.base is not None:
        cols += ["apply base/ours", "same output"]
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))
    for wname, _, _ in work:
        row = [wname, str(runs[(wname, "ours")][0]["rewrites"])]
        for name, _ in impls:
            row += [f"{med(wname, name, k):.2f}" for k in ("import", "apply", "export", "total")]
        if with_enzyme:
            e = med(wname, "enzyme", "total")
            row += [f"{e:.2f}"]
            row += [f"{med(wname, n, 'apply') / e:.1f}" for n, _ in impls]
            row += [f"{med(wname, n, 'total') / e:.1f}" for n, _ in impls]
        if args.base is not None:
            row.append(f"{med(wname, 'base', 'apply') / med(wname, 'ours', 'apply'):.2f}")
            shas = {r["sha1"] for k in ("base", "ours") for r in runs[(wname, k)]}
            row.append("yes" if len(shas) == 1 else "NO")
            bad += len(shas) != 1
        print("| " + " | ".join(row) + " |")
    sized = [(w, n) for w, _, n in work if n]
    if len(sized) >= 2:
        print("\nGrowth: CPU time per op of the generated modules (medians; ours: apply, "
              "enzyme: its pipeline), the largest over the smallest (1.00: linear)")
        print("| impl | " + " | ".join(f"{w} ({ops[w]} ops) us/op" for w, _ in sized)
              + " | growth |")
        print("|" + "---|" * (len(sized) + 2))
        for k in [name for name, _ in impls] + (["enzyme"] if with_enzyme else []):
            key = "total" if k == "enzyme" else "apply"
            per_op = {ops[w]: med(w, k, key) / ops[w] for w, _ in sized}
            print(f"| {k} | " + " | ".join(f"{1e6 * per_op[ops[w]]:.1f}" for w, _ in sized)
                  + f" | {growth(per_op):.2f} |")
    if profiles:
        cats = ["matching", "builtins", "driver", "import", "export", "xdsl IR", "numpy", "gc",
                "other"]
        print("\nProfile of ours (cProfile, own time by category, % of import+apply+export; "
              "gc: collector time from gc.callbacks, also inside the others)")
        print("| workload | total s | " + " | ".join(cats) + " |")
        print("|" + "---|" * (len(cats) + 2))
        for w, r in profiles.items():
            p = r["profile"]
            tot = sum(v for k, v in p.items() if k != "gc")
            print(f"| {w} | {r['total']:.2f} | "
                  + " | ".join(f"{100 * p.get(c, 0.0) / tot:.0f}%" for c in cats) + " |")
    if args.json is not None:
        args.json.write_text(json.dumps({f"{w}|{k}": v for (w, k), v in runs.items()}
                                        | {f"{w}|profile": v for w, v in profiles.items()},
                                        indent=1))
    if bad:
        print(f"{bad} workload(s) where base and ours wrote different modules", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
