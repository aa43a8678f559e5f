"""bench/enzyme_lit.py: lit cases grouped by family, each changed function compared with its
original on XLA CPU (small lit-style files of our own, tests/lit_forms_data and tmp files)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "lit_forms_data"


def _load():
    sys.path.insert(0, str(ROOT / "bench"))
    spec = importlib.util.spec_from_file_location("enzyme_lit", ROOT / "bench" / "enzyme_lit.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["enzyme_lit"] = mod
    spec.loader.exec_module(mod)
    return mod


el = _load()

ADD_ZERO = """// RUN: some-opt %s | FileCheck %s
func.func @add_zero(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.constant dense<0.0> : tensor<4xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
// CHECK-LABEL: func.func @add_zero
// CHECK-NOT: stablehlo.add
"""

WRONG_RULES = """rule multiply_by_zero {
  match multiply(_, constant() as %c)
  where is_splat(%c), splat_value(%c) == 0
  rewrite %c
}
"""


def test_function_renamed_to_the_entry_point():
    text = "func.func @main() {}\nfunc.func @f() { call @main() }\n"
    assert el.as_entry(text, "f") == "func.func @main__aside() {}\nfunc.func @main() { call @main__aside() }\n"
    assert el.as_entry(text, "main") == text


def test_a_chunk_of_modules_is_compared_one_module_at_a_time():
    one = "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %x : tensor<2xf32>\n}"
    two = one.replace("tensor<2xf32>", "tensor<3xf32>")
    text = f"module {{\nmodule {{\n{one}\n}}\nmodule {{\n{two}\n}}\n}}\n"
    assert "tensor<3xf32>" not in el.nested_module(text, "main", 0)
    assert "tensor<2xf32>" not in el.nested_module(text, "main", 1)
    assert el.nested_module(one, "main", 0) == one  # one module: as it is


def test_report_counts_expected_and_refused(monkeypatch):
    monkeypatch.setattr(el, "FAMILIES", {"fam": ("split_prefix", "unknown_op", "absent")})
    md = el.report(el.measure(DATA, "exec", ["fam"], 5, 60.0), per_case=True)
    assert "| fam | 3 | 1 | 3 | 0 | 0 | 1 |" in md
    assert "refused at import 1" in md


def test_a_rewrite_that_drops_nan_and_inf_is_unsound(tmp_path, monkeypatch):
    (tmp_path / "add_zero.mlir").write_text(ADD_ZERO.replace("stablehlo.add", "stablehlo.multiply"))
    (tmp_path / "wrong.rules").write_text(WRONG_RULES)
    book = tmp_path / "wrong.book"
    book.write_text('include "wrong.rules"\nphase p { multiply_by_zero }\nschedule { p }\n')
    monkeypatch.setattr(el, "FAMILIES", {"fam": ("add_zero",)})
    rows = el.measure(tmp_path, str(book), ["fam"], 5, 60.0)
    ((_, case, sound),) = rows
    assert case.verdict == "reaches"
    assert sound.verdict == "unsound"
    listed = el.report(rows, per_case=False).split("not equivalent to the input:")[1]
    assert "add_zero" in listed and "input 0 (float32[4])" in listed


def test_enzyme_hint_attributes_are_dropped_and_the_rest_kept():
    text = ("%1 = stablehlo.add %a, %b {enzymexla.bounds = [[1, 10]], keep = 1 : i64} : t\n"
            "%2 = stablehlo.add %a, %b {keep = 2 : i64, enzymexla.symmetric_matrix = "
            "[#enzymexla<guaranteed NOTGUARANTEED>]} : t\n"
            "%3 = stablehlo.add %a, %b {enzymexla.finite = [#enzymexla<guaranteed GUARANTEED>]} : t\n"
            "%4 = enzymexla.math.relu %a : t\n")
    assert el.drop_hint_attributes(text) == (
        "%1 = stablehlo.add %a, %b {keep = 1 : i64} : t\n"
        "%2 = stablehlo.add %a, %b {keep = 2 : i64} : t\n"
        "%3 = stablehlo.add %a, %b : t\n"
        "%4 = enzymexla.math.relu %a : t\n")


def test_enzyme_output_is_judged_and_compared(tmp_path, monkeypatch):
    pytest.importorskip("enzyme_ad.jax.enzyme_call")
    lit = ADD_ZERO.replace("some-opt %s", "enzymexlamlir-opt %s --enzyme-hlo-opt").replace(
        "dense<0.0>", "dense<-0.0>")
    (tmp_path / "add_zero.mlir").write_text(lit)
    monkeypatch.setattr(el, "FAMILIES", {"fam": ("add_zero",)})
    ((_, case, sound),) = el.measure(tmp_path, "exec", ["fam"], 5, 60.0, enzyme=True)
    assert case.verdict == "reaches"
    assert sound.verdict == "sound"


@pytest.mark.parametrize("book", ["exec"])
def test_a_sound_rewrite_is_sound(tmp_path, monkeypatch, book):
    (tmp_path / "add_zero.mlir").write_text(ADD_ZERO.replace("dense<0.0>", "dense<-0.0>"))
    monkeypatch.setattr(el, "FAMILIES", {"fam": ("add_zero",)})
    ((_, case, sound),) = el.measure(tmp_path, book, ["fam"], 5, 60.0)
    assert case.verdict == "reaches"
    assert sound.verdict == "sound"
