"""Round-trip every corpus program through hlorules.lowering.

jax function -> xDSL ModuleOp (importer.from_jax) -> verify -> StableHLO text
(exporter.to_text) -> XLA CPU executable (xla.compile) -> outputs, compared
bitwise to ``jax.jit(p.fn)(*args)``.  Also: the exported text is a fixpoint of
``from_text`` + ``to_text``. Library programs (jnp.linalg, jnp.fft, complex math)
are also rewritten by rulebooks/exec.book and run, and their LAPACK custom calls keep
every attribute.

Contract assumed of the API: ``from_jax(fn, *args)`` keeps every positional
argument (``keep_unused=True``), so ``exe(*args)`` takes all of them, and the
executable returns the flattened output leaves as a list of numpy arrays.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

importer = pytest.importorskip("hlorules.lowering.importer")

import numpy as np

import hlorules.lowering.xla as hxla
from hlorules.lowering import exporter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import LIBRARY_PROGRAMS, PROGRAMS, assert_bitwise_equal, by_name, expected_outputs

import hlorules
from hlorules.lowering import jaxlib_api

NAMES = [p.name for p in PROGRAMS + LIBRARY_PROGRAMS]
LIBRARY_NAMES = [p.name for p in LIBRARY_PROGRAMS]
EXEC_BOOK = Path(__file__).resolve().parents[1] / "rulebooks" / "exec.book"


@pytest.mark.parametrize("name", NAMES)
def test_roundtrip_bitwise(name):
    p = by_name(name)
    args = p.args()
    expected = expected_outputs(p, args)

    module = importer.from_jax(p.fn, *args)
    module.verify()
    text = exporter.to_text(module)
    assert isinstance(text, str) and text.strip()

    exe = hxla.compile(text, backend="cpu")
    outs = [np.asarray(o) for o in exe(*args)]

    assert len(outs) == len(expected), f"{len(outs)} outputs, expected {len(expected)}"
    for k, (got, want) in enumerate(zip(outs, expected)):
        assert_bitwise_equal(got, want, f"{name} output {k}")


@pytest.mark.parametrize("name", NAMES)
def test_text_fixpoint(name):
    p = by_name(name)
    args = p.args()
    text = exporter.to_text(importer.from_jax(p.fn, *args))
    reparsed = importer.from_text(text)
    reparsed.verify()
    again = exporter.to_text(reparsed)
    assert again == text


@pytest.mark.parametrize("name", LIBRARY_NAMES)
def test_library_program_rewritten_by_exec_book_runs_bitwise(name):
    """jnp.linalg / jnp.fft / complex programs: import, apply exec.book, run on XLA CPU."""
    p = by_name(name)
    args = p.args()
    expected = expected_outputs(p, args)
    module = importer.from_jax(p.fn, *args)
    module, _ = hlorules.apply(module, EXEC_BOOK)
    module.verify()
    outs = hxla.run(module, *args)
    assert len(outs) == len(expected)
    for k, (got, want) in enumerate(zip(outs, expected)):
        assert_bitwise_equal(got, want, f"{name} output {k} after exec.book")


# What our printer adds that jaxlib leaves implicit: each equals the op's default.
_DEFAULTS = {"api_version": "1 : i32", "called_computations": "[]", "has_side_effect": "false"}


def _custom_call_attributes(text):
    """(target, {name: printed value}) of every custom_call, through jaxlib's own objects."""
    found = []

    def visit(op):
        op = op.operation
        if op.name == "stablehlo.custom_call":
            attrs = {op.attributes[i].name: str(op.attributes[i].attr)
                     for i in range(len(op.attributes))}
            found.append(attrs)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner)

    visit(jaxlib_api.parse_module(text).operation)
    return found


@pytest.mark.parametrize("name", [n for n in LIBRARY_NAMES if "linalg" in by_name(n).tags])
def test_lapack_custom_calls_keep_every_attribute(name):
    """Layouts, aliases, backend_config, frontend attributes and sdy.sharding_rule survive."""
    import jax

    p = by_name(name)
    args = p.args()
    original = jax.jit(p.fn, keep_unused=True).lower(*args).as_text()
    ours = exporter.to_text(importer.from_text(original))
    before, after = _custom_call_attributes(original), _custom_call_attributes(ours)
    assert before and len(before) == len(after)
    assert any("sdy.sharding_rule" in a for a in before)
    for b, a in zip(before, after):
        for key, value in b.items():
            assert a.get(key) == value, f"{key}: {a.get(key)} != {value}"
        for key in set(a) - set(b):
            assert _DEFAULTS.get(key) == a[key], f"added {key} = {a[key]}"
