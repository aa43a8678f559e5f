"""Round-trip every corpus program through hlorules.lowering.

jax function -> xDSL ModuleOp (importer.from_jax) -> verify -> StableHLO text
(exporter.to_text) -> XLA CPU executable (xla.compile) -> outputs, compared
bitwise to ``jax.jit(p.fn)(*args)``.  Also: the exported text is a fixpoint of
``from_text`` + ``to_text``.

Contract assumed of the API: ``from_jax(fn, *args)`` keeps every positional
argument (``keep_unused=True``), so ``exe(*args)`` takes all of them, and the
executable returns the flattened output leaves as a list of numpy arrays.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

importer = pytest.importorskip("hlorules.lowering.importer")

import hlorules.lowering.xla as hxla
import numpy as np
from hlorules.lowering import exporter

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import PROGRAMS, assert_bitwise_equal, by_name, expected_outputs

NAMES = [p.name for p in PROGRAMS]


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
