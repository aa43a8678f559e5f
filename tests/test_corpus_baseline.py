"""The corpus is sound using only jax/jaxlib.

For every program: lower with ``jax.jit``, take the StableHLO *text*, compile
that text directly with jaxlib's CPU client, execute it, and compare the
outputs bitwise to ``jax.jit(p.fn)(*args)``.  This is exactly the pipeline the
hlorules round-trip test exercises, minus hlorules.
"""

from __future__ import annotations

import sys
from pathlib import Path

import jax
import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import PROGRAMS, Program, assert_bitwise_equal, bitwise_equal, by_name, expected_outputs
from jax._src import xla_bridge
from jax._src.lib import xla_client as xc

_BACKEND = xla_bridge.get_backend("cpu")
_DEVICE = _BACKEND.devices()[0]


def compile_text(text: str):
    """Compile StableHLO text with jaxlib's CPU client (jax 0.10.2 / 0.11.x)."""
    opts = xc.CompileOptions()
    try:
        devices = xc.DeviceList((_DEVICE,))
    except (AttributeError, TypeError):  # pragma: no cover - older/newer jaxlib without DeviceList
        devices = [_DEVICE]
    try:
        return _BACKEND.compile_and_load(text, devices, opts)
    except TypeError:  # pragma: no cover - signature variants
        return _BACKEND.compile_and_load(text, [_DEVICE], opts)


def execute(exe, args) -> list[np.ndarray]:
    outs = exe.execute([jax.device_put(a, _DEVICE) for a in args])
    return [np.asarray(o) for o in outs]


def lower_for_text(p: Program, args):
    """Lower ``p`` and return (stablehlo text, the args that the text's @main takes).

    ``jax.jit`` prunes unused arguments (keep_unused=False); the kept indices
    come from the lowering.  If that private field is unavailable (a jax
    version change), fall back to ``keep_unused=True``.
    """
    lowered = jax.jit(p.fn).lower(*args)
    try:
        kept = sorted(lowered._lowering.compile_args["kept_var_idx"])
    except (AttributeError, KeyError, TypeError):  # pragma: no cover - jax internals moved
        lowered = jax.jit(p.fn, keep_unused=True).lower(*args)
        kept = list(range(len(args)))
    return lowered.as_text(), [args[i] for i in kept]


def test_corpus_shape():
    names = [p.name for p in PROGRAMS]
    assert len(PROGRAMS) >= 34
    assert len(set(names)) == len(names)
    for n in names:
        assert n.isidentifier() and n == n.lower(), n
        assert by_name(n).name == n


def test_make_args_deterministic():
    for p in PROGRAMS:
        a = p.make_args(np.random.default_rng(123))
        b = p.make_args(np.random.default_rng(123))
        assert len(a) == len(b)
        for x, y in zip(a, b):
            assert_bitwise_equal(x, y, p.name)
            assert np.asarray(x).dtype.itemsize <= 4, f"{p.name}: 64-bit input"
            assert np.asarray(x).size <= 64 * 64


def test_bitwise_helper_detects_differences():
    a = np.array([0.0, np.nan], np.float32)
    assert bitwise_equal(a, a.copy())
    assert not bitwise_equal(a, np.array([-0.0, np.nan], np.float32))  # -0.0 vs 0.0
    assert not bitwise_equal(a, a.astype(np.float16))  # dtype
    with pytest.raises(AssertionError):
        assert_bitwise_equal(np.array([1, 2], np.int32), np.array([1, 3], np.int32))
    import ml_dtypes

    h = np.array([1.0, 2.0], ml_dtypes.bfloat16)
    assert bitwise_equal(h, h.copy())
    assert not bitwise_equal(h, h[::-1].copy())
    assert not bitwise_equal(np.array([True]), np.array([False]))


# the corpus checked against itself, without hlorules: test_roundtrip_corpus.py compares the
# same programs through hlorules in the default run, this one tells a corpus fault from ours
@pytest.mark.slow
@pytest.mark.parametrize("name", [p.name for p in PROGRAMS])
def test_baseline_text_compiles_bitwise(name):
    p = by_name(name)
    args = p.args()
    expected = expected_outputs(p, args)
    assert expected, "program has no outputs"

    text, kept_args = lower_for_text(p, args)
    assert "func.func public @main" in text
    outs = execute(compile_text(text), kept_args)

    assert len(outs) == len(expected), f"{len(outs)} outputs, expected {len(expected)}"
    for k, (got, want) in enumerate(zip(outs, expected)):
        assert_bitwise_equal(got, want, f"{name} output {k}")


# tag -> substring that the lowered StableHLO text must contain
_TAG_OPS = {
    "gather": "stablehlo.gather",
    "scatter": "stablehlo.scatter",
    "while": "stablehlo.while",
    "sort": "stablehlo.sort",
    "conv": "stablehlo.convolution",
    "case": "stablehlo.case",
    "reduce_window": "stablehlo.reduce_window",
    "bf16": "bf16>",
    "chlo": "chlo.",
}


@pytest.mark.parametrize("name", [p.name for p in PROGRAMS])
def test_tags_match_lowering(name):
    p = by_name(name)
    text, _ = lower_for_text(p, p.args())
    for tag, needle in _TAG_OPS.items():
        if tag in p.tags:
            assert needle in text, f"tagged {tag!r} but no {needle!r} in the lowering"
    if "chlo" not in p.tags:
        assert "chlo." not in text, "untagged program lowers to chlo ops"


def test_shape_poly_export():
    """jax 0.10.2 supports symbolic shapes; the export runs for several n."""
    from corpus import _shape_poly_fn, shape_poly_export, shape_poly_module_text

    text = shape_poly_module_text()
    assert "tensor<?xf32>" in text
    assert "loc(" not in text
    assert "loc(" in shape_poly_module_text(debug_info=True)
    exp = shape_poly_export()
    for n in (1, 5, 17):
        x = np.linspace(-1, 1, n).astype(np.float32)
        got = [np.asarray(v) for v in jax.tree_util.tree_leaves(exp.call(x))]
        want = expected_outputs(Program("shape_poly", _shape_poly_fn, lambda r: ()), (x,))
        assert [g.shape for g in got] == [w.shape for w in want]
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, w, rtol=1e-6)
