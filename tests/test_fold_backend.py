"""``set fold_backend = "cpu"``: fold.rules' ``fold_through_backend`` folds transcendentals
of constants to what XLA CPU computes for them, only where XLA's compile-time folder and its
compiled code agree bit for bit and the result is finite."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import hlorules
from hlorules.engine.rulebook import parse_book_text
from hlorules.lowering.fold_oracle import XlaOracle, bits, single_op_module
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import run

BOOKS = Path(__file__).resolve().parent.parent / "rulebooks"
ORACLE = XlaOracle()


def fold(text: str, backend: str | None) -> tuple[object, dict[str, int]]:
    setting = "" if backend is None else f'set fold_backend = "{backend}"\n'
    book = parse_book_text(f'include "fold.rules"\n{setting}phase p {{ tag(folding) }}\n'
                           "schedule { p }\n", str(BOOKS / "test_fold_backend.book"))
    mod, trace = hlorules.apply(from_text(text), book)
    return mod, trace.fired()


def one_op(op: str, values: list[float], dialect: str = "stablehlo") -> str:
    n = len(values)
    dense = ", ".join(repr(float(np.float32(v))) for v in values)
    arrow = f" : tensor<{n}xf32> -> tensor<{n}xf32>" if dialect == "chlo" else f" : tensor<{n}xf32>"
    return (f"func.func @main() -> tensor<{n}xf32> {{\n"
            f"  %c = stablehlo.constant dense<[{dense}]> : tensor<{n}xf32>\n"
            f"  %r = {dialect}.{op} %c{arrow}\n  return %r : tensor<{n}xf32>\n}}\n")


FOLDED = [("cosine", [0.0, 0.5235987755982989, 0.7853981633974483, 1.5707963267948966]),
          ("sine", [0.0, 0.5235987755982989, 1.0]),
          ("exponential", [0.0, 1.0]),
          ("tanh", [-0.4812118250596034, 0.0, 0.4812118250596034]),
          ("logistic", [0.0, 100.0]),
          ("rsqrt", [4.0, 0.25])]


@pytest.mark.parametrize("op,values", FOLDED, ids=[o for o, _ in FOLDED])
def test_transcendental_of_constants_folds_to_what_xla_cpu_computes(op: str,
                                                                   values: list[float]) -> None:
    text = one_op(op, values)
    mod, fired = fold(text, "cpu")
    assert fired.get("fold_through_backend") == 1, fired
    assert f"stablehlo.{op}" not in str(mod)
    x = np.array(values, np.float32)
    t = f"tensor<{len(values)}xf32>"
    at_run_time = ORACLE(single_op_module(f'"stablehlo.{op}"(%a0) : ({t}) -> {t}', [t], [t]), x)
    original = run(from_text(text))
    folded = run(mod)
    assert bits(folded[0]).tolist() == bits(original[0]).tolist() == bits(at_run_time[0]).tolist()


def test_chlo_erf_of_constants_folds_like_xla_cpu() -> None:
    text = one_op("erf", [-0.5, 0.0, 1.1631], dialect="chlo")
    mod, fired = fold(text, "cpu")
    assert fired.get("fold_through_backend") == 1, fired
    assert bits(run(mod)[0]).tolist() == bits(run(from_text(text))[0]).tolist()


def test_transcendentals_are_not_folded_without_a_backend() -> None:
    mod, fired = fold(one_op("cosine", [0.0, 1.0]), None)
    assert "fold_through_backend" not in fired
    assert "stablehlo.cosine" in str(mod)


def test_a_non_finite_result_is_not_folded() -> None:
    mod, fired = fold(one_op("log", [0.0]), "cpu")  # -inf
    assert "fold_through_backend" not in fired
    assert "stablehlo.log" in str(mod)


def test_a_value_xla_folds_otherwise_than_it_computes_is_not_folded() -> None:
    # log(e as f32): XLA's compile-time folder (the host's libm) and its compiled code
    # round differently, so the original's bits depend on whether XLA folds it
    text = one_op("log", [2.718281828459045])
    x = np.array([2.718281828459045], np.float32)
    t = "tensor<1xf32>"
    at_run_time = ORACLE(single_op_module(f'"stablehlo.log"(%a0) : ({t}) -> {t}', [t], [t]), x)
    folded_by_xla = run(from_text(text))
    assert bits(at_run_time[0]).tolist() != bits(folded_by_xla[0]).tolist()
    mod, fired = fold(text, "cpu")
    assert "fold_through_backend" not in fired
    assert "stablehlo.log" in str(mod)
