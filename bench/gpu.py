"""GPU benchmark: XLA on the original module, on ours (hlorules), and on Enzyme-JAX's.

Two steps, on two machines:

``python bench/gpu.py prepare [--profiles gpu,small] [--rulebook BOOK] [--only NAMES]``
    Here (Python 3.11, jax 0.10.2, hlorules, xdsl, enzyme-ad 0.0.16).  Lowers each workload of
    ``bench/gpu_workloads.py`` at each profile's size and writes, under
    ``bench/gpu_modules/<profile>/``:

    * ``<name>.orig.mlir``   -- ``jax.jit(fn, keep_unused=True)``, through hlorules'
      importer/exporter (so it is exactly what our engine starts from);
    * ``<name>.enzyme.mlir`` -- Enzyme-JAX 0.0.16 running the seed's pipeline with the patterns
      it has (see ``ENZYME_*`` below); ``@main`` made public again;
    * ``<name>.ours.mlir``   -- ``hlorules.apply`` with ``rulebooks/exec.book`` (only when the
      book and its rule files resolve; otherwise a note in the manifest);
    * ``<name>.bound3.mlir`` -- the same kernel written with its lanes at the real extent 3
      (no padding): a reference for what cutting the dead lanes can reach, not a competitor;

    and ``manifest.json`` (sizes, input seeds, argument shapes, op counts).  No inputs are
    stored: ``time`` makes them from the seed with numpy.

``python bench/gpu.py time [--backend gpu|cpu] [--profile gpu|small] [--runs 20] [--out FILE]``
    Needs only jax and numpy (no hlorules, xdsl or lark: the GPU machine has none of them).
    Compiles each committed text with XLA for the backend, checks the outputs of the three
    modules against each other (bitwise, else max |diff|) and against the unpadded float64
    numpy reference, then times ``execute`` on device-resident inputs: warm-ups, then samples interleaved
    across the modules, each sample a batch of calls issued back to back and synchronised on
    the last one's outputs (the batch sized so the fastest module's takes ~2 ms: per-call
    dispatch and timer jitter are amortised); reports the median ms per call and the ratios,
    as a table and as markdown (``--out``).

``python bench/gpu.py counts [--profile P]``: op / gather / scatter counts of the committed texts.

``--corpus seed`` (on all three): the kernels of ``bench/seed_corpus.py`` instead, under
``bench/gpu_modules/corpus/<profile>/``, with a fourth variant ``<name>.ideal.mlir`` (the
hand-written live-lanes kernel) in place of ``bound3``; ``prepare`` also runs every variant on
XLA CPU against orig, ``counts --markdown`` prints gather / scatter / while per variant, and
``time`` reports XLA orig, ours, Enzyme-JAX and ideal with ratios and geo-means.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
MODULES = BENCH / "gpu_modules"
sys.path.insert(0, str(BENCH))

import gpu_workloads

VARIANTS = ("orig", "ours", "enzyme", "bound3")
# bound3: the same kernel written with the lanes at the real extent (no padding, no dead
# lanes; scratch still through scatters/gathers): what cutting the padding alone could reach.
SEED = 20261012

# --------------------------------------------------------------------------- Enzyme-JAX
# The seed's pipeline (/work/shared/design/patterns.md), with the names Enzyme-JAX 0.0.16 has.
# Absent from 0.0.16: gather_scatter_constant_forward.  Parameterised patterns take (limit).
ENZYME_CONSTPROP = [
    "abs_const_prop", "add_const_prop", "and_const_prop", "ceil_const_prop", "clamp_const_prop",
    "const_prop_through_barrier", "div_const_prop", "floor_const_prop", "gather_const_prop",
    "max_const_prop", "min_const_prop", "mul_const_prop", "neg_const_prop", "not_const_prop",
    "or_const_prop", "rem_const_prop", "sign_const_prop", "sub_const_prop", "xor_const_prop",
    "reduce_const_prop", "scatter_update_computation_const_prop", "concat_const_prop(1024)",
    "dynamic_update_slice_const_prop(1024)", "iota_simplify(1024)",
    "broadcast_in_dim_simplify(1024)", "pad_simplify(1024)", "scatter_const_fold(1024)",
    "compare_iota_const_simplify", "select_comp_iota_const_simplify", "select_simplify",
    "and_simplify", "or_simplify", "add_simplify", "mul_simplify", "sub_simplify",
    "reshape_op_canon", "convert_simplify", "noop_slice", "slice_simplify",
    "transpose_simplify", "reshape_iota", "broadcast_iota_simplify", "compare_op_canon",
    "select_op_canon(1024)", "min_max_iota_const_simplify",
]
ENZYME_FORWARD = ["gather_of_masked_scatter", "scatter_of_scatter_simplify"]
ENZYME_CUT = ["scatter_masked_index_slice", "slice_transpose", "while_slice_elementwise_carry",
              "slice_iota", "scatter_out_of_bounds_noop"]
ENZYME_MAIN = ["transpose_slice", "slice_slice", "slice_elementwise", "slice_broadcast",
               "slice_reshape", "slice_concat", "slice_pad", "reshape_slice(1)",
               "gather_of_scatter_simplify", "scatter_indices_are_unique",
               "scatter_to_dynamic_update_slice", "dynamic_slice_to_static", "cse_gather",
               "cse_scatter", "cse_slice", "cse_broadcast_in_dim", "cse_add", "cse_mul",
               "while_simplify(1)", "while_deadresult", "noop_slice", "reshape_op_canon",
               "merge_consecutive_reshapes", "transpose_transpose", "add_simplify",
               "mul_simplify", "select_simplify"] + ENZYME_CUT[:-4] * 0


def _td(patterns: list[str]) -> str:
    return ("enzyme-hlo-generate-td{patterns=" + ";".join(patterns) + "},"
            "transform-interpreter,enzyme-hlo-remove-transform")


def enzyme_pipeline() -> str:
    """inline; 3 x (constant propagation; fold); forward; cut; main (hlo-opt + list)."""
    steps = ["inline"]
    for _ in range(3):
        steps += [_td(ENZYME_CONSTPROP), "canonicalize"]
    steps += [_td(ENZYME_FORWARD), _td(ENZYME_CUT),
              "enzyme-hlo-opt{max_constant_expansion=1024}", _td(ENZYME_MAIN), "canonicalize",
              "cse", "symbol-dce"]
    return ",".join(steps)


def _make_main_public(text: str) -> str:
    text = re.sub(r"func\.func\s+private\s+@main\b", "func.func @main", text)
    return re.sub(r'(sym_name = "main"[^>]*?),?\s*sym_visibility = "private"', r"\1", text)


# --------------------------------------------------------------------------- jaxlib, no hlorules
def _jaxlib_context() -> Any:
    from jax._src.interpreters import mlir as jmlir

    ctx = jmlir.make_ir_context()
    ctx.allow_unregistered_dialects = True
    return ctx


def _strip_enzymexla_attrs(op: Any) -> int:
    """Drop Enzyme-JAX's analysis marks (``enzymexla.non_negative``, ``enzymexla.bounds``,
    ...) from ``op`` and everything nested: XLA's parser does not know the dialect."""
    n = 0
    attrs = op.attributes
    names = [attrs[i].name for i in range(len(attrs))]
    for name in names:
        if name.startswith("enzymexla."):
            del op.attributes[name]
            n += 1
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                n += _strip_enzymexla_attrs(inner.operation)
    return n


def normalise(text: str, strip_marks: bool = False) -> str:
    """Parse with jaxlib and print its pretty form, no locations (what both jaxlibs read)."""
    from jax._src.lib.mlir import ir

    with _jaxlib_context():
        m = ir.Module.parse(text)
        if strip_marks:
            _strip_enzymexla_attrs(m.operation)
        out = m.operation.get_asm(enable_debug_info=False, use_local_scope=True) + "\n"
    if "enzymexla" in out:
        raise SystemExit("an enzymexla op or attribute is left in the module: XLA rejects it")
    return out


def _backend(name: str) -> Any:
    from jax._src import xla_bridge

    keys = {"gpu": ("cuda", "gpu"), "cuda": ("cuda", "gpu")}.get(name, (name,))
    err: Exception | None = None
    for k in keys:
        try:
            return xla_bridge.get_backend(k)
        except RuntimeError as e:
            err = e
    raise SystemExit(f"no jax backend {name!r} here ({err})")


class Compiled:
    """One module compiled on the backend's first device (hlorules' xla.compile when it
    imports, else the same jaxlib calls inline: the GPU machine has no xdsl)."""

    def __init__(self, text: str, backend: str) -> None:
        t0 = time.perf_counter()
        try:
            from hlorules.lowering import xla  # type: ignore[import-not-found]

            e = xla.compile(text, backend)
            self.exe, self.device = e.exe, e.device
        except ImportError:
            from jax._src.lib import xla_client as xc

            b = _backend(backend)
            self.device = b.local_devices()[0]
            self.exe = b.compile_and_load(text, xc.DeviceList((self.device,)),
                                          xc.CompileOptions())
        self.compile_s = time.perf_counter() - t0

    def put(self, args: list[np.ndarray]) -> list[Any]:
        import jax

        return [jax.device_put(np.asarray(a), self.device) for a in args]

    def run(self, dev_args: list[Any]) -> list[Any]:
        return list(self.exe.execute(list(dev_args)))


def _sync(outs: list[Any]) -> None:
    for o in outs:
        o.block_until_ready()


# --------------------------------------------------------------------------- counts
_OP = re.compile(r'(?<![#!\w.])"?((?:stablehlo|func|chlo|enzymexla|mhlo)\.[a-z_]+)"?(?=[\s(<{])')


def op_counts(text: str) -> dict[str, int]:
    c = Counter(m.group(1) for m in _OP.finditer(text))
    return {"ops": sum(c.values()), "gather": c["stablehlo.gather"],
            "scatter": c["stablehlo.scatter"], "while": c["stablehlo.while"],
            "call": c["func.call"], "funcs": c["func.func"]}


# --------------------------------------------------------------------------- prepare
def _resolve_book(book: Path) -> tuple[Any, str | None]:
    try:
        from hlorules.engine.api import resolve

        resolve(book)
        return book, None
    except Exception as e:  # noqa: BLE001 - any failure means: no ours this time
        where = book.relative_to(REPO) if book.is_relative_to(REPO) else book
        why = str(e).splitlines()[0] if str(e) else type(e).__name__
        return None, f"{where} does not resolve: {why}"


def _prepared_manifest(path: Path, section: str, profile: str, **fields: Any) -> dict[str, Any]:
    """The manifest at ``path`` (or a new one) with ``section`` present and the header
    (``fields``, profile, input seed, Enzyme-JAX pipeline, jax and Python versions) set for
    this prepare run; entries of modules not prepared again are kept."""
    import jax

    manifest: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    manifest.setdefault(section, {})
    manifest.update({**fields, "profile": profile, "seed": SEED,
                     "enzyme_pipeline": enzyme_pipeline(),
                     "prepared_with": f"jax {jax.__version__}, Python "
                                      f"{platform.python_version()}"})
    return manifest


def _rewritten(orig: str, enzyme_call: Any, book: Any, book_note: str | None,
               entry: dict[str, Any]) -> dict[str, str]:
    """The Enzyme-JAX (when ``enzyme_call`` is there) and our (when ``book`` is) rewrites of
    ``orig``, normalised; records their seconds, our rewrite count and why one is missing
    in ``entry``."""
    texts: dict[str, str] = {}
    if enzyme_call is not None:
        t0 = time.perf_counter()
        _, etext = enzyme_call.run_pass_pipeline([], orig, enzyme_pipeline())
        entry["seconds"]["enzyme"] = round(time.perf_counter() - t0, 2)
        texts["enzyme"] = normalise(_make_main_public(etext), strip_marks=True)
    else:
        entry["notes"].append("enzyme: enzyme_ad not installed")
    if book is not None:
        from hlorules.engine import api
        from hlorules.lowering import exporter, importer

        t0 = time.perf_counter()
        try:
            module = importer.from_text(orig)
            _, trace = api.apply(module, book)
            texts["ours"] = normalise(exporter.to_text(module))
            entry["rewrites"] = trace.total_rewrites
        except Exception as e:  # noqa: BLE001 - record and go on
            entry["notes"].append(f"ours failed: {str(e).splitlines()[0]}")
        entry["seconds"]["ours"] = round(time.perf_counter() - t0, 2)
    else:
        entry["notes"].append(f"ours: {book_note}")
    return texts


def _write_variants(out_dir: Path, name: str, variants: Any, texts: dict[str, str],
                    entry: dict[str, Any]) -> None:
    """Write ``<name>.<variant>.mlir`` for each variant made, count its ops into ``entry``,
    and delete the file of a variant not made (never time a stale module)."""
    for v in variants:
        p = out_dir / f"{name}.{v}.mlir"
        if v in texts:
            p.write_text(texts[v])
            entry["counts"][v] = op_counts(texts[v])
        elif p.exists():
            p.unlink()


def prepare(profiles: list[str], only: list[str] | None, book_path: Path,
            modules: Path = MODULES) -> None:
    import jax

    from hlorules.lowering import exporter, importer

    try:
        from enzyme_ad.jax import enzyme_call  # type: ignore[import-not-found]
    except ImportError:
        enzyme_call = None
    book, book_note = _resolve_book(book_path)
    print(f"ours: {'rulebook ' + str(book_path) if book else 'SKIPPED: ' + str(book_note)}")
    print(f"enzyme: {'enzyme-ad 0.0.16 pipeline' if enzyme_call else 'SKIPPED: no enzyme_ad'}")
    for profile in profiles:
        out_dir = modules / profile
        out_dir.mkdir(parents=True, exist_ok=True)
        manifest_path = out_dir / "manifest.json"
        manifest = _prepared_manifest(manifest_path, "workloads", profile)
        for name, w in gpu_workloads.WORKLOADS.items():
            if only and name not in only:
                continue
            E = w.elements[profile]
            args = w.args(E, SEED)
            specs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in args]
            entry: dict[str, Any] = {
                "elements": E, "bound": w.bound,
                "args": [[list(a.shape), str(a.dtype)] for a in args], "counts": {}, "notes": [],
                "seconds": {}}
            t0 = time.perf_counter()
            orig = normalise(exporter.to_text(importer.from_jax(w.fn(), *specs)))
            entry["seconds"]["lower"] = round(time.perf_counter() - t0, 2)
            texts = {"orig": orig}
            texts["bound3"] = normalise(exporter.to_text(importer.from_jax(
                w.make_fn(gpu_workloads.D), *specs)))
            texts.update(_rewritten(orig, enzyme_call, book, book_note, entry))
            _write_variants(out_dir, name, VARIANTS, texts, entry)
            manifest["workloads"][name] = entry
            _print_counts(profile, name, entry)
        manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")


def _print_counts(profile: str, name: str, entry: dict[str, Any]) -> None:
    for v, c in entry["counts"].items():
        print(f"{profile:>5} {name:<22} {v:<6} ops {c['ops']:>6}  gather {c['gather']:>4}  "
              f"scatter {c['scatter']:>4}  while {c['while']}  call {c['call']}")
    for n in entry["notes"]:
        print(f"{profile:>5} {name:<22} note: {n}")


def counts(profile: str, modules: Path = MODULES) -> None:
    man = json.loads((modules / profile / "manifest.json").read_text())
    for name, entry in man["workloads"].items():
        entry = dict(entry)
        entry["counts"] = {v: op_counts((modules / profile / f"{name}.{v}.mlir").read_text())
                           for v in VARIANTS if (modules / profile / f"{name}.{v}.mlir").exists()}
        _print_counts(profile, name, entry)


# --------------------------------------------------------------------------- time
def _compare(a: list[np.ndarray], b: list[np.ndarray]) -> tuple[bool, float]:
    if len(a) != len(b) or any(x.shape != y.shape for x, y in zip(a, b, strict=True)):
        return False, float("inf")
    same = all(np.array_equal(x, y, equal_nan=True) for x, y in zip(a, b, strict=True))
    diff = max(float(np.max(np.abs(x.astype(np.float64) - y.astype(np.float64)), initial=0.0))
               for x, y in zip(a, b, strict=True))
    return same, diff


def _rel_err(outs: list[np.ndarray], ref: list[np.ndarray]) -> float:
    return max(float(np.max(np.abs(o.astype(np.float64) - r)) / (np.max(np.abs(r)) + 1e-300))
               for o, r in zip(outs, ref, strict=True))


def _machine(backend: str, dev: Any) -> str:
    import jax

    kind = getattr(dev, "device_kind", str(dev))
    return (f"{kind} ({backend}), jax {jax.__version__}, Python {platform.python_version()}, "
            f"{platform.machine()}, {platform.node() or 'host'}")


def _manifest(modules: Path, profile: str, how: str) -> dict[str, Any]:
    """The ``manifest.json`` that ``prepare`` wrote for ``profile`` (exit naming ``how`` to
    make it when missing)."""
    man_path = modules / profile / "manifest.json"
    if not man_path.exists():
        raise SystemExit(f"{man_path} missing: run `{how}` first")
    man: dict[str, Any] = json.loads(man_path.read_text())
    return man


def _manifest_args(name: str, entry: dict[str, Any], args: list[np.ndarray]) -> list[np.ndarray]:
    """``args``, after checking their shapes and dtypes are the ones the modules were made for."""
    got = [[list(a.shape), str(a.dtype)] for a in args]
    if got != entry["args"]:
        raise SystemExit(f"{name}: inputs {got} do not match the manifest {entry['args']}")
    return args


def _compile_variants(folder: Path, name: str, variants: Any, backend: str) -> dict[str, Compiled]:
    """Each committed ``<name>.<variant>.mlir`` in ``folder`` compiled for ``backend``."""
    comp: dict[str, Compiled] = {}
    for v in variants:
        p = folder / f"{name}.{v}.mlir"
        if p.exists():
            comp[v] = Compiled(p.read_text(), backend)
    return comp


def _batch_size(comp: dict[str, Compiled], dev_args: dict[str, list[Any]],
                target_s: float = 2e-3, cap: int = 64) -> int:
    """Calls per sample, the same for every variant of a row: enough back-to-back calls
    that the fastest variant's batch takes about ``target_s`` (at most ``cap``), so that
    per-call host dispatch (~50 us on the H200) and timer jitter do not dominate kernels of
    a few tenths of a millisecond."""
    fastest = float("inf")
    for v, c in comp.items():
        t0 = time.perf_counter()
        _sync(c.run(dev_args[v]))
        fastest = min(fastest, time.perf_counter() - t0)
    return max(1, min(cap, math.ceil(target_s / max(fastest, 1e-6))))


def _time_interleaved(comp: dict[str, Compiled], dev_args: dict[str, list[Any]], runs: int,
                      warmup: int, row: dict[str, Any]) -> None:
    """The timing protocol: ``warmup`` calls of every module, then ``runs`` rounds taking
    one sample of each module in turn (interleaved). A sample is ``row["batch"]`` calls
    issued back to back and synchronised on the last one's outputs (XLA runs them in order
    on the device's stream), divided by the batch; the median and the minimum per call in ms
    go to ``row["ms"]`` and ``row["min_ms"]``."""
    for _ in range(warmup):
        for v, c in comp.items():
            _sync(c.run(dev_args[v]))
    batch = row["batch"] = _batch_size(comp, dev_args)
    samples: dict[str, list[float]] = {v: [] for v in comp}
    for _ in range(runs):
        for v, c in comp.items():
            args = dev_args[v]
            t0 = time.perf_counter()
            for _ in range(batch - 1):
                c.run(args)
            o = c.run(args)
            _sync(o)
            samples[v].append((time.perf_counter() - t0) / batch)
            del o
    for v, s in samples.items():
        row["ms"][v] = 1e3 * statistics.median(s)
        row.setdefault("min_ms", {})[v] = 1e3 * min(s)


def time_all(backend: str, profile: str, runs: int, warmup: int, only: list[str] | None,
             out: Path | None, tol: float, modules: Path = MODULES) -> int:
    man = _manifest(modules, profile, "python bench/gpu.py prepare")
    rows: list[dict[str, Any]] = []
    machine = None
    failures = 0
    for name, entry in man["workloads"].items():
        if only and name not in only:
            continue
        w = gpu_workloads.WORKLOADS[name]
        args = _manifest_args(name, entry, w.args(entry["elements"], man["seed"]))
        ref = gpu_workloads.reference(name, args)
        comp = _compile_variants(modules / profile, name, VARIANTS, backend)
        machine = machine or _machine(backend, comp["orig"].device)
        dev_args = {v: c.put(args) for v, c in comp.items()}
        outs = {}
        for v, c in comp.items():
            o = c.run(dev_args[v])
            _sync(o)
            outs[v] = [np.asarray(x) for x in o]
        row: dict[str, Any] = {"name": name, "bound": entry["bound"], "E": entry["elements"],
                               "ms": {}, "equal": {}, "diff": {}, "relerr": {},
                               "compile_s": {v: c.compile_s for v, c in comp.items()}}
        for v in comp:
            row["relerr"][v] = _rel_err(outs[v], ref)
            if v != "orig":
                row["equal"][v], row["diff"][v] = _compare(outs["orig"], outs[v])
            if row["relerr"][v] > tol:
                failures += 1
        _time_interleaved(comp, dev_args, runs, warmup, row)
        rows.append(row)
        _print_row(row)
        del comp, dev_args, outs
    md = markdown(rows, machine or backend, backend, profile, runs, warmup)
    print()
    print(md)
    if out is not None:
        out.write_text(md)
        print(f"wrote {out}")
        (out.with_suffix(".json")).write_text(json.dumps(
            {"machine": machine, "backend": backend, "profile": profile, "runs": runs,
             "warmup": warmup, "rows": rows}, indent=1) + "\n")
    if failures:
        print(f"{failures} module(s) off the float64 reference by more than {tol:g}")
    return 1 if failures else 0


def _fmt(x: float | None, spec: str = ".3f") -> str:
    return "-" if x is None else format(x, spec)


def _print_row(row: dict[str, Any]) -> None:
    ms = row["ms"]
    parts = [f"{row['name']:<22} E={row['E']:<5}"]
    for v in VARIANTS:
        parts.append(f"{v} {_fmt(ms.get(v))} ms")
    if "bound3" in ms:
        parts.append(f"orig/bound3 {ms['orig'] / ms['bound3']:.2f}x")
    if "ours" in ms:
        parts.append(f"orig/ours {ms['orig'] / ms['ours']:.2f}x")
        if "enzyme" in ms:
            parts.append(f"enzyme/ours {ms['enzyme'] / ms['ours']:.2f}x")
    if "enzyme" in ms:
        parts.append(f"orig/enzyme {ms['orig'] / ms['enzyme']:.2f}x")
    for v in row["equal"]:
        same = "bitwise" if row["equal"][v] else f"max|d|={row['diff'][v]:.2g}"
        parts.append(f"{v}: {same}")
    parts.append("relerr " + " ".join(f"{v}={e:.1e}" for v, e in row["relerr"].items()))
    print("  ".join(parts))


def markdown(rows: list[dict[str, Any]], machine: str, backend: str, profile: str, runs: int,
             warmup: int) -> str:
    label = "GPU" if backend in ("gpu", "cuda") else f"{backend.upper()} (development only)"
    lines = [(f"Backend: **{label}**. Machine: {machine}. Profile `{profile}`; median of {runs} "
              f"samples after {warmup} warm-ups, each a batch of {_batches(rows)} calls issued "
              "back to back and synchronised on the last (time per call), samples interleaved "
              "across the modules. "
              "Ratios > 1 mean the second module is faster; `unpadded` is the kernel written at "
              "the real extent (a reference, not a competitor)."),
             "",
             ("| workload | bound | elements | XLA orig (ms) | XLA ours (ms) | XLA Enzyme-JAX (ms) "
              "| orig/ours | Enzyme/ours | orig/Enzyme | ours = orig | Enzyme = orig "
              "| unpadded, bound 3 (ms) |"),
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ms = r["ms"]
        o, u, e = ms.get("orig"), ms.get("ours"), ms.get("enzyme")

        def eq(v: str, r: dict[str, Any] = r) -> str:
            if v not in r["equal"]:
                return "-"
            return "bitwise" if r["equal"][v] else f"max abs diff {r['diff'][v]:.2g}"

        lines.append(
            f"| {r['name']} | {r['bound']} | {r['E']} | {_fmt(o)} | {_fmt(u)} | {_fmt(e)} "
            f"| {_fmt(o / u if o and u else None, '.2f')} "
            f"| {_fmt(e / u if e and u else None, '.2f')} "
            f"| {_fmt(o / e if o and e else None, '.2f')} | {eq('ours')} | {eq('enzyme')} "
            f"| {_fmt(ms.get('bound3'))} |")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- seed-like corpus
# `--corpus seed`: the kernels of bench/seed_corpus.py, each with its hand-written live-lanes
# ideal.  Modules under gpu_modules/corpus/<profile>/: orig, ours, enzyme (as above) and
# ideal (jax.jit of the ideal); prepare checks every variant against orig on XLA CPU.
CORPUS_VARIANTS = ("orig", "ours", "enzyme", "ideal")
CORPUS_MODULES = MODULES / "corpus"


def _corpus() -> Any:
    import seed_corpus

    return seed_corpus


def _agreement(k: Any, ref: list[np.ndarray], got: list[np.ndarray]
               ) -> tuple[str, bool, float]:
    """How ``got`` compares with ``ref``: ``bitwise`` or ``max rel d=...``; whether that is
    within the kernel's contract (bitwise for data movement, ``k.tol`` otherwise); the max
    difference relative to ``ref``'s magnitude (inf when the shapes differ)."""
    same, diff = _compare(ref, got)
    if same:
        return "bitwise", True, 0.0
    scale = max((float(np.max(np.abs(r.astype(np.float64)), initial=0.0)) for r in ref),
                default=0.0) or 1.0
    rel = diff / scale
    return f"max rel d={rel:.2g}", (not k.exact) and rel <= k.tol, rel


def prepare_corpus(profiles: list[str], only: list[str] | None, book_path: Path,
                   modules: Path = CORPUS_MODULES, check: bool = True) -> int:
    """Write each corpus kernel's orig / ours / enzyme / ideal modules and a manifest; with
    ``check``, run every variant on XLA CPU and compare it with orig.  Returns 1 when a
    variant disagrees beyond its kernel's contract, else 0."""
    import jax

    from hlorules.lowering import exporter, importer

    try:
        from enzyme_ad.jax import enzyme_call
    except ImportError:
        enzyme_call = None
    sc = _corpus()
    book, book_note = _resolve_book(book_path)
    print(f"ours: {'rulebook ' + str(book_path) if book else 'SKIPPED: ' + str(book_note)}")
    print(f"enzyme: {'enzyme-ad 0.0.16 pipeline' if enzyme_call else 'SKIPPED: no enzyme_ad'}")
    bad = 0
    for profile in profiles:
        out_dir = modules / profile
        out_dir.mkdir(parents=True, exist_ok=True)
        manifest_path = out_dir / "manifest.json"
        manifest = _prepared_manifest(manifest_path, "kernels", profile, corpus="seed")
        for name, k in sc.KERNELS.items():
            if only and name not in only:
                continue
            E = k.elements[profile]
            args = k.args(E, SEED)
            specs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in args]
            entry: dict[str, Any] = {
                "elements": E, "bound": k.L, "extent": k.D, "lanes": k.lanes, "mask": k.mask,
                "reads": k.reads, "exact": k.exact, "tol": k.tol,
                "args": [[list(a.shape), str(a.dtype)] for a in args], "counts": {},
                "agree": {}, "notes": [], "seconds": {}}
            t0 = time.perf_counter()
            orig = normalise(exporter.to_text(importer.from_jax(k.fn(), *specs)))
            entry["seconds"]["lower"] = round(time.perf_counter() - t0, 2)
            texts = {"orig": orig,
                     "ideal": normalise(exporter.to_text(importer.from_jax(k.ideal(), *specs)))}
            texts.update(_rewritten(orig, enzyme_call, book, book_note, entry))
            _write_variants(out_dir, name, CORPUS_VARIANTS, texts, entry)
            if check:
                outs = {}
                for v, t in texts.items():
                    c = Compiled(t, "cpu")
                    outs[v] = [np.asarray(o) for o in c.run(c.put(args))]
                for v in texts:
                    if v == "orig":
                        continue
                    how, ok, _ = _agreement(k, outs["orig"], outs[v])
                    entry["agree"][v] = how
                    if not ok:
                        bad += 1
                        entry["notes"].append(f"{v} DISAGREES with orig on XLA CPU: {how}")
            manifest["kernels"][name] = entry
            _print_corpus_counts(profile, name, entry)
        manifest["kernels"] = dict(sorted(manifest["kernels"].items(),
                                          key=lambda kv: list(sc.KERNELS).index(kv[0])
                                          if kv[0] in sc.KERNELS else len(sc.KERNELS)))
        manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    return 1 if bad else 0


def _print_corpus_counts(profile: str, name: str, entry: dict[str, Any]) -> None:
    for v, c in entry["counts"].items():
        agree = entry.get("agree", {}).get(v, "")
        print(f"{profile:>5} {name:<30} {v:<6} ops {c['ops']:>5}  gather {c['gather']:>3}  "
              f"scatter {c['scatter']:>3}  while {c['while']}  {agree}")
    for n in entry["notes"]:
        print(f"{profile:>5} {name:<30} note: {n}")


def corpus_counts(profile: str, modules: Path = CORPUS_MODULES) -> dict[str, dict[str, Any]]:
    """Op counts of the committed corpus modules: ``{kernel: {variant: counts}}``."""
    man = json.loads((modules / profile / "manifest.json").read_text())
    return {name: {v: op_counts((modules / profile / f"{name}.{v}.mlir").read_text())
                   for v in CORPUS_VARIANTS
                   if (modules / profile / f"{name}.{v}.mlir").exists()}
            for name in man["kernels"]}


def _gsw(c: dict[str, int] | None) -> str:
    return "-" if c is None else f"{c['gather']} / {c['scatter']} / {c['while']}"


def leftovers(counts: dict[str, dict[str, int]], variant: str = "ours") -> list[str]:
    """The kinds among gather / scatter / while that ``variant`` keeps where ideal has none."""
    got, ideal = counts.get(variant), counts.get("ideal")
    if got is None or ideal is None:
        return []
    return [f"{got[kind]} {kind}" for kind in ("gather", "scatter", "while")
            if got[kind] and not ideal[kind]]


def corpus_counts_markdown(profile: str, modules: Path = CORPUS_MODULES) -> str:
    """The op-count table of docs/library.md: gathers / scatters / whiles per variant."""
    man = json.loads((modules / profile / "manifest.json").read_text())
    lines = [("| kernel | lanes | mask | reads | orig | ours | Enzyme-JAX | ideal "
              "| ops orig → ours / Enzyme / ideal | ours leaves (ideal has none) |"),
             "|---|---|---|---|---|---|---|---|---|---|"]
    for name, c in corpus_counts(profile, modules).items():
        e = man["kernels"][name]
        ops = " / ".join(str(c[v]["ops"]) if v in c else "-" for v in ("ours", "enzyme", "ideal"))
        left = ", ".join(leftovers(c)) or "nothing"
        lines.append(f"| {name} | {e['lanes']} | {e['mask']} | {e['reads']} | {_gsw(c.get('orig'))} "
                     f"| {_gsw(c.get('ours'))} | {_gsw(c.get('enzyme'))} | {_gsw(c.get('ideal'))} "
                     f"| {c['orig']['ops']} → {ops} | {left} |")
    return "\n".join(lines) + "\n"


def counts_corpus(profile: str, modules: Path = CORPUS_MODULES, md: bool = False) -> None:
    man = json.loads((modules / profile / "manifest.json").read_text())
    if md:
        print(corpus_counts_markdown(profile, modules), end="")
        return
    for name, c in corpus_counts(profile, modules).items():
        entry = {"counts": c, "agree": man["kernels"][name].get("agree", {}), "notes": []}
        _print_corpus_counts(profile, name, entry)
        left = leftovers(c)
        if left:
            print(f"{profile:>5} {name:<30} ours keeps what ideal lacks: {', '.join(left)}")


def _geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return float(np.exp(np.mean(np.log(xs)))) if xs else None


def time_corpus(backend: str, profile: str, runs: int, warmup: int, only: list[str] | None,
                out: Path | None, tol: float, modules: Path = CORPUS_MODULES) -> int:
    """Compile each committed corpus module, check it against orig and ideal, time it
    (median of ``runs`` synchronised calls after ``warmup``, interleaved across variants)."""
    sc = _corpus()
    man = _manifest(modules, profile, "python bench/gpu.py prepare --corpus seed")
    rows: list[dict[str, Any]] = []
    machine = None
    failures = 0
    for name, entry in man["kernels"].items():
        if only and name not in only:
            continue
        k = sc.KERNELS[name]
        args = _manifest_args(name, entry, k.args(entry["elements"], man["seed"]))
        comp = _compile_variants(modules / profile, name, CORPUS_VARIANTS, backend)
        machine = machine or _machine(backend, comp["orig"].device)
        dev_args = {v: c.put(args) for v, c in comp.items()}
        outs = {}
        for v, c in comp.items():
            o = c.run(dev_args[v])
            _sync(o)
            outs[v] = [np.asarray(x) for x in o]
        row: dict[str, Any] = {"name": name, "bound": k.L, "extent": k.D, "lanes": k.lanes,
                               "E": entry["elements"], "ms": {}, "vs_orig": {}, "vs_ideal": {},
                               "compile_s": {v: c.compile_s for v, c in comp.items()}}
        for v in comp:
            if v != "orig":
                row["vs_orig"][v] = _agreement(k, outs["orig"], outs[v])[0]
            if "ideal" in outs and v != "ideal":
                how, _, rel = _agreement(k, outs["ideal"], outs[v])
                row["vs_ideal"][v] = how
                if (k.exact and how != "bitwise") or rel > tol:
                    failures += 1
                    print(f"{name}: {v} is off the ideal: {how}")
        _time_interleaved(comp, dev_args, runs, warmup, row)
        rows.append(row)
        ms = row["ms"]
        print(f"{name:<30} E={row['E']:<6} " + "  ".join(
            f"{v} {_fmt(ms.get(v))} ms" for v in CORPUS_VARIANTS)
            + "  " + "  ".join(f"{v}: {h}" for v, h in row["vs_orig"].items()))
        del comp, dev_args, outs
    md = corpus_markdown(rows, machine or backend, backend, profile, runs, warmup)
    print()
    print(md)
    if out is not None:
        out.write_text(md)
        print(f"wrote {out}")
        out.with_suffix(".json").write_text(json.dumps(
            {"corpus": "seed", "machine": machine, "backend": backend, "profile": profile,
             "runs": runs, "warmup": warmup, "rows": rows}, indent=1) + "\n")
    if failures:
        print(f"{failures} module(s) off the ideal (bitwise for data movement, else {tol:g})")
    return 1 if failures else 0


def _batches(rows: list[dict[str, Any]]) -> str:
    """The batch sizes of the rows, for the table's header (``4`` or ``1-8``)."""
    b = sorted({int(r.get("batch", 1)) for r in rows}) or [1]
    return str(b[0]) if len(b) == 1 else f"{b[0]}-{b[-1]}"


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a and b else None


def corpus_markdown(rows: list[dict[str, Any]], machine: str, backend: str, profile: str,
                    runs: int, warmup: int) -> str:
    """The corpus timing table: XLA alone, ours, Enzyme-JAX, ideal; ratios; geo-means."""
    label = "GPU" if backend in ("gpu", "cuda") else f"{backend.upper()} (development only)"
    lines = [(f"Backend: **{label}**. Machine: {machine}. Corpus `seed`, profile `{profile}`; "
              f"median of {runs} samples after {warmup} warm-ups, each sample a batch of "
              f"{_batches(rows)} calls issued back to back and synchronised on the last "
              "(time per call), samples interleaved across the modules. `orig/X` > 1: X is faster than XLA alone; `ours/ideal` > 1: "
              "ours is slower than the hand-written live-lanes kernel."),
             "",
             ("| kernel | lanes | bound | extent | elements | XLA orig (ms) | ours (ms) "
              "| Enzyme-JAX (ms) | ideal (ms) | orig/ours | orig/Enzyme | orig/ideal "
              "| ours/ideal | ours = orig | Enzyme = orig | ideal = orig |"),
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    cols: dict[str, list[float]] = {"ou": [], "oe": [], "oi": [], "ui": []}
    for r in rows:
        ms = r["ms"]
        o, u, e, i = ms.get("orig"), ms.get("ours"), ms.get("enzyme"), ms.get("ideal")
        rat = {"ou": _ratio(o, u), "oe": _ratio(o, e), "oi": _ratio(o, i), "ui": _ratio(u, i)}
        for key, x in rat.items():
            if x is not None:
                cols[key].append(x)
        eq = r["vs_orig"]
        lines.append(
            f"| {r['name']} | {r['lanes']} | {r['bound']} | {r['extent']} | {r['E']} "
            f"| {_fmt(o)} | {_fmt(u)} | {_fmt(e)} | {_fmt(i)} "
            + " ".join(f"| {_fmt(rat[key], '.2f')}" for key in ("ou", "oe", "oi", "ui"))
            + f" | {eq.get('ours', '-')} | {eq.get('enzyme', '-')} | {eq.get('ideal', '-')} |")
    g = {key: _geomean(xs) for key, xs in cols.items()}
    lines.append("| **geo-mean** | | | | | | | | "
                 + " ".join(f"| **{_fmt(g[key], '.2f')}**" for key in ("ou", "oe", "oi", "ui"))
                 + " | | | |")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare", help="lower, run Enzyme-JAX and hlorules; write gpu_modules/")
    p.add_argument("--profiles", default="gpu,small")
    p.add_argument("--only", default=None, help="comma-separated workload names")
    p.add_argument("--rulebook", type=Path, default=REPO / "rulebooks" / "exec.book")
    t = sub.add_parser("time", help="compile the committed modules with XLA, check, time")
    t.add_argument("--backend", default="gpu")
    t.add_argument("--profile", default=None, help="default: gpu on a GPU, else small")
    t.add_argument("--runs", type=int, default=20)
    t.add_argument("--warmup", type=int, default=3)
    t.add_argument("--only", default=None)
    t.add_argument("--out", type=Path, default=None, help="also write the markdown here")
    t.add_argument("--tol", type=float, default=1e-5,
                   help="largest relative error against the float64 reference")
    c = sub.add_parser("counts", help="op counts of the committed modules")
    c.add_argument("--profile", default="gpu")
    c.add_argument("--markdown", action="store_true",
                   help="with --corpus seed: the gather / scatter / while table as markdown")
    p.add_argument("--no-check", action="store_true",
                   help="with --corpus seed: skip running every variant on XLA CPU")
    for q in (p, t, c):
        q.add_argument("--dir", type=Path, default=None,
                       help="modules folder (default bench/gpu_modules, with --corpus seed "
                            "bench/gpu_modules/corpus)")
        q.add_argument("--corpus", choices=("seed",), default=None,
                       help="the seed-like corpus of bench/seed_corpus.py (kernels with a "
                            "hand-written ideal) instead of bench/gpu_workloads.py")
    a = ap.parse_args(argv)
    only = a.only.split(",") if getattr(a, "only", None) else None
    if a.corpus == "seed":
        return _main_corpus(a, only)
    a.dir = a.dir or MODULES
    if a.cmd == "prepare":
        prepare(a.profiles.split(","), only, a.rulebook, a.dir)
        return 0
    if a.cmd == "counts":
        counts(a.profile, a.dir)
        return 0
    if a.runs < 20 or a.warmup < 3:
        print("note: fewer than 20 runs or 3 warm-ups; not the reported protocol")
    profile = a.profile or ("gpu" if a.backend in ("gpu", "cuda") else "small")
    return time_all(a.backend, profile, a.runs, a.warmup, only, a.out, a.tol, a.dir)


def _main_corpus(a: argparse.Namespace, only: list[str] | None) -> int:
    modules = a.dir or CORPUS_MODULES
    if a.cmd == "prepare":
        return prepare_corpus(a.profiles.split(","), only, a.rulebook, modules,
                              check=not a.no_check)
    if a.cmd == "counts":
        counts_corpus(a.profile, modules, md=a.markdown)
        return 0
    if a.runs < 20 or a.warmup < 3:
        print("note: fewer than 20 runs or 3 warm-ups; not the reported protocol")
    profile = a.profile or ("gpu" if a.backend in ("gpu", "cuda") else "small")
    return time_corpus(a.backend, profile, a.runs, a.warmup, only, a.out, a.tol, modules)


if __name__ == "__main__":
    sys.exit(main())
