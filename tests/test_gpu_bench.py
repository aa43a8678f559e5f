"""The GPU benchmark's workloads and committed modules (bench/gpu_workloads.py, bench/gpu.py).

CPU tests (always run): each workload matches its unpadded float64 reference; its module
round-trips through hlorules and runs on XLA CPU bitwise equal to ``jax.jit``; the committed
Enzyme-JAX (and, when present, hlorules) modules give the original's outputs; ``gpu.py time``
runs with neither hlorules nor xdsl nor lark importable (as on the GPU machine).

GPU tests (``-m gpu``; skipped without a jax GPU backend): the same equivalences on the GPU,
at the sizes that are timed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parent.parent
BENCH = REPO / "bench"
MODULES = BENCH / "gpu_modules"
sys.path.insert(0, str(BENCH))

import gpu_workloads

NAMES = list(gpu_workloads.WORKLOADS)


def _has_gpu() -> bool:
    import jax

    try:
        return bool(jax.devices("gpu"))
    except RuntimeError:
        return False


def _outs(x):
    return [np.asarray(o) for o in (x if isinstance(x, (tuple, list)) else (x,))]


def _manifest(profile: str) -> dict:
    p = MODULES / profile / "manifest.json"
    if not p.exists():
        pytest.skip(f"{p.relative_to(REPO)} not prepared (python bench/gpu.py prepare)")
    return json.loads(p.read_text())


# cg_iteration is the other two kernels plus dot products and axpys, and the slowest to
# compile on XLA CPU (~40 s here): run with -m slow.
# the default run checks pa_diffusion at b10 (element_assembly's XLA compile takes twice
# as long: slow with cg and the b24 sizes); the lane kernels of tests/test_stores_rules.py
# assemble elements in the default run
CPU_PARAMS = [pytest.param(n, marks=pytest.mark.slow)
              if n.startswith(("cg_", "element_assembly")) or n.endswith("_b24") else n
              for n in NAMES]


@pytest.mark.parametrize("name", CPU_PARAMS)
def test_workload_roundtrips_bitwise_and_committed_modules_agree(name):
    """At the committed small profile's size: hlorules' round trip == jax.jit bitwise; the
    committed Enzyme-JAX (and ours, when present) modules give the same outputs."""
    import jax

    from hlorules.lowering import exporter, importer, xla

    w = gpu_workloads.WORKLOADS[name]
    man = _manifest("small")
    entry = man["workloads"][name]
    args = w.args(entry["elements"], man["seed"])
    assert [[list(a.shape), str(a.dtype)] for a in args] == entry["args"]
    expected = _outs(jax.jit(w.fn())(*args))
    for e, r in zip(expected, gpu_workloads.reference(name, args), strict=True):
        assert np.max(np.abs(e - r)) <= 1e-5 * np.max(np.abs(r)), name
    text = exporter.to_text(importer.from_jax(w.fn(), *args))
    got = xla.run(text, *args, backend="cpu")
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        assert g.dtype == e.dtype and g.shape == e.shape
        assert np.array_equal(g, e), f"{name}: max |diff| {np.max(np.abs(g - e))}"
    for v in ("enzyme", "ours"):
        p = MODULES / "small" / f"{name}.{v}.mlir"
        if not p.exists():
            continue
        text = p.read_text()
        assert "enzymexla" not in text and "func.func private @main" not in text
        for g, e in zip(xla.run(text, *args), expected, strict=True):
            assert g.shape == e.shape and g.dtype == e.dtype
            np.testing.assert_allclose(g, e, rtol=1e-6, atol=1e-6 * float(np.max(np.abs(e))),
                                       err_msg=f"{name}.{v}")


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_unpadded_reference_module_agrees(name):
    from hlorules.lowering import xla

    man = _manifest("small")
    entry = man["workloads"][name]
    args = gpu_workloads.WORKLOADS[name].args(entry["elements"], man["seed"])
    got = xla.run((MODULES / "small" / f"{name}.bound3.mlir").read_text(), *args)
    for g, r in zip(got, gpu_workloads.reference(name, args), strict=True):
        assert np.max(np.abs(g - r)) <= 1e-5 * np.max(np.abs(r)), name


def test_gpu_modules_are_complete_and_small():
    total = 0
    for profile in ("gpu", "small"):
        man = _manifest(profile)
        assert set(man["workloads"]) == set(NAMES)
        for name, entry in man["workloads"].items():
            assert entry["elements"] == gpu_workloads.WORKLOADS[name].elements[profile]
            for v in ("orig", "enzyme", "bound3"):
                assert (MODULES / profile / f"{name}.{v}.mlir").exists(), (profile, name, v)
    for p in MODULES.rglob("*"):
        if p.is_file():
            total += p.stat().st_size
    assert total < 24 * 2**20, f"bench/gpu_modules is {total / 2**20:.1f} MiB"


@pytest.mark.slow  # compiles three 0.5 MB modules; the GPU machine's own run is the real one
def test_time_runs_with_only_jax_and_numpy(tmp_path):
    """As on the GPU machine: no hlorules, xdsl or lark; the CPU backend stands in."""
    _manifest("small")
    code = (
        "import sys\n"
        "for m in ('hlorules', 'xdsl', 'lark'):\n"
        "    sys.modules[m] = None\n"
        f"sys.argv = ['gpu.py', 'time', '--backend', 'cpu', '--profile', 'small', '--only',"
        f" 'pa_diffusion_3d_b10', '--runs', '3', '--warmup', '1', '--out', "
        f"{str(tmp_path / 't.md')!r}]\n"
        f"sys.path.insert(0, {str(BENCH)!r})\n"
        "import runpy\n"
        f"runpy.run_path({str(BENCH / 'gpu.py')!r}, run_name='__main__')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=300, cwd=tmp_path, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
    md = (tmp_path / "t.md").read_text()
    assert "CPU (development only)" in md and "| pa_diffusion_3d_b10 | 10 |" in md
    assert "bitwise" in md


# ------------------------------------------------------------------------------ GPU
@pytest.mark.gpu
@pytest.mark.parametrize("name", NAMES)
def test_gpu_modules_agree_on_gpu(name):
    if not _has_gpu():
        pytest.skip("no jax GPU backend")
    import gpu  # bench/gpu.py: runs without hlorules

    man = _manifest("gpu")
    entry = man["workloads"][name]
    args = gpu_workloads.WORKLOADS[name].args(entry["elements"], man["seed"])
    ref = gpu_workloads.reference(name, args)
    outs = {}
    for v in gpu.VARIANTS:
        p = MODULES / "gpu" / f"{name}.{v}.mlir"
        if p.exists():
            c = gpu.Compiled(p.read_text(), "gpu")
            outs[v] = [np.asarray(o) for o in c.run(c.put(args))]
    for v, o in outs.items():
        assert gpu._rel_err(o, ref) < 1e-5, (name, v)
        if v != "orig":
            same, diff = gpu._compare(outs["orig"], o)
            assert same or diff <= 1e-5 * max(float(np.max(np.abs(r))) for r in ref), (v, diff)
