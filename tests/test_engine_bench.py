"""bench/engine.py's growth figure: time per op of the largest module over the smallest."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

_PATH = Path(__file__).resolve().parent.parent / "bench" / "engine.py"


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("hlorules_bench_engine", _PATH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_growth_is_one_for_time_proportional_to_the_op_count() -> None:
    bench = _bench()
    assert bench.growth({10_000: 50e-6, 50_000: 50e-6, 20_000: 80e-6}) == 1.0


def test_growth_compares_the_largest_module_with_the_smallest_whatever_the_order() -> None:
    bench = _bench()
    assert bench.growth({50_000: 60e-6, 10_000: 50e-6}) == pytest.approx(1.2)
    assert bench.growth({10_000: 50e-6, 1_000: 100e-6, 50_000: 75e-6}) == pytest.approx(0.75)


def test_growth_needs_two_sizes() -> None:
    with pytest.raises(ValueError, match="two sizes"):
        _bench().growth({10_000: 50e-6})


def test_count_ops_counts_nested_ops_and_not_the_module(tmp_path: Path) -> None:
    bench = _bench()
    p = tmp_path / "m.mlir"
    # a function holding a constant, a scatter (its body: one return), a slice, a return
    head = ("func.func @main(%x: tensor<8x16xf32>) -> tensor<4x4xf32> {\n"
            "  %buf = stablehlo.constant dense<0.0> : tensor<16x4xf32>\n"
            "  %idx = stablehlo.constant dense<[[0], [4], [8], [12]]> : tensor<4x1xi32>\n"
            "  %mu = stablehlo.slice %x [0:4, 0:4] : (tensor<8x16xf32>) -> tensor<4x4xf32>\n")
    tail = ("\n  %r = stablehlo.slice %ms [0:4, 0:4] : (tensor<16x4xf32>) -> tensor<4x4xf32>\n"
            "  return %r : tensor<4x4xf32>\n}\n")
    p.write_text(head + bench.SCATTER.format(n="m") + tail)
    # func; two constants, a slice, the scatter and its return, a slice, the return
    assert bench._count_ops(p) == 8
