"""Rewritten modules compiled and run on the GPU through jaxlib (skipped without a GPU)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parent.parent
EXEC_BOOK = REPO / "rulebooks" / "exec.book"


def _has_gpu() -> bool:
    try:
        import jax

        return bool(jax.devices("gpu"))
    except RuntimeError:
        return False


pytestmark = [pytest.mark.gpu, pytest.mark.skipif(not _has_gpu(), reason="no GPU jax backend")]


@pytest.mark.parametrize("name", ["lane_scratch", "masked_padded_lanes", "loop_accumulate",
                                  "store_twice", "lane_iota_offsets"])
def test_jit_on_gpu_matches_jax(name):
    import jax

    import hlorules
    from hlorules.examples import by_name

    ex = by_name(name)
    args = ex.make_args(np.random.default_rng(0))
    g = hlorules.jit(ex.fn, rulebook=EXEC_BOOK, backend="gpu")
    got = jax.tree_util.tree_leaves(g(*args))
    ref = jax.tree_util.tree_leaves(jax.jit(ex.fn)(*args))
    assert g.trace(*args).total_rewrites > 0
    for a, b in zip(got, ref):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.shape == b.shape
        np.testing.assert_allclose(a.astype(np.float64), b.astype(np.float64), rtol=1e-6, atol=1e-6)


def test_cli_run_on_gpu(tmp_path):
    from hlorules.examples import by_name
    from hlorules.lowering import exporter, importer

    ex = by_name("lane_scratch")
    args = ex.make_args(np.random.default_rng(0))
    p = tmp_path / "m.mlir"
    p.write_text(exporter.to_text(importer.from_jax(ex.fn, *args)))
    r = subprocess.run([sys.executable, "-m", "hlorules.cli", "run", "--rulebook", str(EXEC_BOOK),
                        str(p), "--backend", "gpu"], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
