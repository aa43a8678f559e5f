"""The seed-like corpus (bench/seed_corpus.py) and its bench/gpu.py integration (--corpus seed).

CPU tests (default run): every kernel equals its hand-written ideal (bitwise for data
movement, within the stated FMA allowance otherwise); each kernel is raised-style (scatter,
gather or while) where its ideal has none of them; the corpus spans the issue's axes;
``prepare --corpus seed`` on two kernels writes modules that agree; the committed corpus
modules agree with jax.jit of the kernel; counts parse; ``time --corpus seed`` runs with only
jax and numpy.  Slow: kernel == ideal at the timed (gpu profile) sizes.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parent.parent
BENCH = REPO / "bench"
CORPUS = BENCH / "gpu_modules" / "corpus"
sys.path.insert(0, str(BENCH))

import gpu
import seed_corpus as sc

NAMES = list(sc.KERNELS)


def _lowered_counts(fn, args) -> dict[str, int]:
    import jax

    return gpu.op_counts(jax.jit(fn).lower(*args).as_text())


@pytest.mark.parametrize("name", NAMES)
def test_kernel_equals_its_ideal(name):
    k = sc.KERNELS[name]
    same, rel = sc.check(k, k.elements["small"], seed=3)
    if k.exact:
        assert same, f"{name}: data movement must be bitwise, max rel diff {rel}"
    else:
        assert rel <= k.tol, f"{name}: max rel diff {rel} > {k.tol}"


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_kernel_equals_its_ideal_at_the_timed_size(name):
    k = sc.KERNELS[name]
    same, rel = sc.check(k, k.elements["gpu"], seed=gpu.SEED)
    assert sc.agrees(k, same, rel), (name, same, rel)


def test_check_rejects_an_ideal_that_differs():
    """The check can fail: an ideal that reverses the other way round is caught."""
    import jax.numpy as jnp

    k = sc.KERNELS["reverse_neg1_1d_b24_e4"]
    wrong = dataclasses.replace(
        k, make=lambda L, D: (sc.reverse_neg1_1d(L, D)[0], lambda x, w: x * w),
        _fns={})
    same, rel = sc.check(wrong, 16, seed=0)
    assert not same and not sc.agrees(wrong, same, rel)
    near = dataclasses.replace(
        k, make=lambda L, D: (sc.reverse_neg1_1d(L, D)[0],
                              lambda x, w: jnp.nextafter(jnp.flip(x, 1) * w, jnp.inf)),
        _fns={})
    same, rel = sc.check(near, 16, seed=0)
    assert not same and rel > 0 and not sc.agrees(near, same, rel)  # exact: one ulp fails


@pytest.mark.parametrize("name", NAMES)
def test_kernel_is_raised_style_and_ideal_is_plain(name):
    """The kernel stores or loads through scatter / gather (or loops); the ideal has none."""
    k = sc.KERNELS[name]
    args = k.args(2, seed=0)
    kc, ic = _lowered_counts(k.fn(), args), _lowered_counts(k.ideal(), args)
    assert kc["gather"] + kc["scatter"] + kc["while"] > 0, kc
    assert ic["gather"] == ic["scatter"] == ic["while"] == 0, ic


def test_corpus_spans_the_issue_axes():
    import jax

    ks = list(sc.KERNELS.values())
    assert len(ks) >= 12
    assert {k.L for k in ks} == {10, 24} and {k.D for k in ks} == {2, 3, 4}
    assert {k.lanes for k in ks} == {"1-D", "2-D", "3-D"}
    masks = " ".join(k.mask for k in ks)
    assert "OOB" in masks and "-1" in masks and "compare chain" in masks
    texts = {k.name: jax.jit(k.fn()).lower(*k.args(2)).as_text() for k in ks}
    assert any("stablehlo.dynamic_slice" in t for t in texts.values())
    assert any("stablehlo.slice" in t and "stablehlo.scatter" in t for t in texts.values())
    assert sum("stablehlo.while" in t for t in texts.values()) >= 4
    # the -1 kernels really store through a wrapped negative index (a sink slot)
    for k in ks:
        if "-1" in k.mask:
            assert "-1" in texts[k.name], k.name
    # GPU sizes: at least 400k padded lanes per batch
    for k in ks:
        assert k.elements["gpu"] * k.L ** int(k.lanes[0]) >= 400_000, k.name


def test_leftovers_lists_only_kinds_the_ideal_lacks():
    c = {"ours": {"gather": 2, "scatter": 0, "while": 1},
         "ideal": {"gather": 0, "scatter": 0, "while": 1}}
    assert gpu.leftovers(c) == ["2 gather"]
    assert gpu.leftovers({"ideal": c["ideal"]}) == []


def test_prepare_corpus_on_two_kernels_writes_agreeing_modules(tmp_path):
    only = ["reverse_neg1_1d_b24_e4", "transpose_oob_2d_b10_e3"]
    rc = gpu.prepare_corpus(["small"], only, REPO / "rulebooks" / "exec.book", tmp_path)
    assert rc == 0
    man = json.loads((tmp_path / "small" / "manifest.json").read_text())
    assert list(man["kernels"]) == only
    for name in only:
        entry = man["kernels"][name]
        assert set(entry["counts"]) >= {"orig", "ours", "ideal"}
        for v, how in entry["agree"].items():
            assert how == "bitwise", (name, v, how)  # both are pure data movement
        for v in entry["counts"]:
            assert (tmp_path / "small" / f"{name}.{v}.mlir").exists()
    counts = gpu.corpus_counts("small", tmp_path)
    assert {n: c for n, c in counts.items()} == {n: man["kernels"][n]["counts"] for n in only}
    md = gpu.corpus_counts_markdown("small", tmp_path)
    assert md.count("\n| reverse_neg1_1d_b24_e4 | 1-D |") == 1


def _manifest(profile: str) -> dict:
    p = CORPUS / profile / "manifest.json"
    if not p.exists():
        pytest.skip(f"{p} not prepared (python bench/gpu.py prepare --corpus seed)")
    return json.loads(p.read_text())


def test_committed_corpus_is_complete():
    for profile in ("gpu", "small"):
        man = _manifest(profile)
        assert list(man["kernels"]) == NAMES
        for name, entry in man["kernels"].items():
            assert entry["elements"] == sc.KERNELS[name].elements[profile]
            for v in ("orig", "ours", "ideal"):
                assert (CORPUS / profile / f"{name}.{v}.mlir").exists(), (profile, name, v)


@pytest.mark.parametrize("name", NAMES)
def test_committed_corpus_modules_agree_with_the_kernel(name):
    """On XLA CPU at the small size: orig == jax.jit(kernel) bitwise; ours, Enzyme-JAX and
    ideal agree with it within the kernel's contract."""
    import jax

    from hlorules.lowering import xla

    k = sc.KERNELS[name]
    man = _manifest("small")
    args = k.args(man["kernels"][name]["elements"], man["seed"])
    want = [np.asarray(jax.jit(k.fn())(*args))]
    for v in gpu.CORPUS_VARIANTS:
        p = CORPUS / "small" / f"{name}.{v}.mlir"
        if not p.exists():
            continue
        got = xla.run(p.read_text(), *args)
        how, ok, _ = gpu._agreement(k, want, got)
        if v == "orig":
            assert how == "bitwise", (name, how)
        assert ok, (name, v, how)


def test_corpus_counts_parse_the_committed_modules():
    man = _manifest("small")
    counts = gpu.corpus_counts("small")
    for name, c in counts.items():
        assert c == man["kernels"][name]["counts"], name
        assert c["ideal"]["gather"] == c["ideal"]["scatter"] == c["ideal"]["while"] == 0


def test_time_corpus_runs_with_only_jax_and_numpy(tmp_path):
    """As on the GPU machine: no hlorules, xdsl or lark; the CPU backend stands in."""
    _manifest("small")
    code = (
        "import sys\n"
        "for m in ('hlorules', 'xdsl', 'lark'):\n"
        "    sys.modules[m] = None\n"
        "sys.argv = ['gpu.py', 'time', '--corpus', 'seed', '--backend', 'cpu', '--profile',"
        " 'small', '--only', 'transpose_oob_2d_b10_e3,fori_matvec_1d_b24_e3', '--runs', '20',"
        f" '--warmup', '3', '--out', {str(tmp_path / 't.md')!r}]\n"
        f"sys.path.insert(0, {str(BENCH)!r})\n"
        "import runpy\n"
        f"runpy.run_path({str(BENCH / 'gpu.py')!r}, run_name='__main__')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=300, cwd=tmp_path, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
    md = (tmp_path / "t.md").read_text()
    assert "CPU (development only)" in md and "| transpose_oob_2d_b10_e3 | 2-D | 10 | 3 |" in md
    assert "| **geo-mean** |" in md
    rows = json.loads((tmp_path / "t.json").read_text())["rows"]
    assert [r["name"] for r in rows] == ["transpose_oob_2d_b10_e3", "fori_matvec_1d_b24_e3"]
    assert all(set(r["ms"]) >= {"orig", "ours", "ideal"} for r in rows)
    assert rows[0]["vs_ideal"]["orig"] == "bitwise"


def test_prepare_corpus_reports_a_variant_that_disagrees(tmp_path, monkeypatch):
    """An ideal that is off by a factor: prepare records it and exits 1 (no rulebook: ours
    is skipped and says why)."""
    k = sc.KERNELS["transpose_oob_2d_b10_e3"]
    wrong = dataclasses.replace(
        k, make=lambda L, D: (sc.transpose_oob_2d(L, D)[0],
                              lambda A: sc.transpose_oob_2d(L, D)[1](A) * 2.0),
        _fns={})
    monkeypatch.setattr(sc, "KERNELS", {k.name: wrong})
    rc = gpu.prepare_corpus(["small"], None, tmp_path / "missing.book", tmp_path / "m")
    assert rc == 1
    entry = json.loads((tmp_path / "m" / "small" / "manifest.json").read_text())["kernels"][k.name]
    assert entry["agree"]["ideal"].startswith("max rel d=")
    assert any("ideal DISAGREES" in n for n in entry["notes"])
    assert any(n.startswith("ours: ") and "does not resolve" in n for n in entry["notes"])
    assert not (tmp_path / "m" / "small" / f"{k.name}.ours.mlir").exists()


def test_time_corpus_fails_when_a_module_is_off_its_ideal(tmp_path):
    """A committed module edited to compute something else: time reports it and exits 1."""
    man = _manifest("small")
    name = "transpose_oob_2d_b10_e3"
    (tmp_path / "small").mkdir()
    sub = dict(man, kernels={name: man["kernels"][name]})
    (tmp_path / "small" / "manifest.json").write_text(json.dumps(sub))
    for v in ("orig", "ideal"):
        text = (CORPUS / "small" / f"{name}.{v}.mlir").read_text()
        if v == "ideal":
            assert "3.000000e+00" in text
            text = text.replace("3.000000e+00", "2.500000e+00")
        (tmp_path / "small" / f"{name}.{v}.mlir").write_text(text)
    rc = gpu.time_corpus("cpu", "small", 2, 1, None, tmp_path / "t.md", 1e-5, tmp_path)
    assert rc == 1
    md = (tmp_path / "t.md").read_text()
    assert f"| {name} |" in md and "max rel d=" in md


# ------------------------------------------------------------------------------ GPU
@pytest.mark.gpu
@pytest.mark.parametrize("name", NAMES)
def test_corpus_modules_agree_on_gpu(name):
    """At the timed size on the GPU: every variant agrees with the ideal within the
    kernel's contract (bitwise for data movement)."""
    import jax

    try:
        if not jax.devices("gpu"):
            pytest.skip("no jax GPU backend")
    except RuntimeError:
        pytest.skip("no jax GPU backend")
    man = _manifest("gpu")
    k = sc.KERNELS[name]
    args = k.args(man["kernels"][name]["elements"], man["seed"])
    outs = {}
    for v in gpu.CORPUS_VARIANTS:
        p = CORPUS / "gpu" / f"{name}.{v}.mlir"
        if p.exists():
            c = gpu.Compiled(p.read_text(), "gpu")
            outs[v] = [np.asarray(o) for o in c.run(c.put(args))]
    for v, o in outs.items():
        how, ok, rel = gpu._agreement(k, outs["ideal"], o)
        assert ok or (not k.exact and rel <= 1e-5), (name, v, how)
