"""``set hoist_constants = true`` (engine/hoist.py): constants at the start of their block,
in the order MLIR's constant folder gives, with the module's semantics unchanged."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from engine_data.pyrules import NegNeg, registry

import hlorules
from hlorules.base.errors import HloRulesError, Location
from hlorules.base.options import OPTIONS
from hlorules.engine.hoist import hoist_constants
from hlorules.engine.rulebook import load_book
from hlorules.lowering import exporter, importer, xla

SCATTERED = """
func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %c0 = stablehlo.constant dense<1.0> : tensor<f32>
  %c1 = stablehlo.constant dense<2.0> : tensor<f32>
  %0 = stablehlo.add %a, %c0 : tensor<f32>
  %c2 = stablehlo.constant dense<3.0> : tensor<f32>
  %1 = stablehlo.multiply %0, %c2 : tensor<f32>
  %c3 = stablehlo.constant dense<4.0> : tensor<f32>
  %c4 = stablehlo.constant dense<5.0> : tensor<f32>
  %2 = stablehlo.subtract %1, %c3 : tensor<f32>
  %3 = stablehlo.divide %2, %c4 : tensor<f32>
  %4 = stablehlo.add %3, %c1 : tensor<f32>
  return %4 : tensor<f32>
}
"""

LOOP = """
func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %n = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %n, %x = %a) : tensor<i32>, tensor<f32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %y = stablehlo.multiply %x, %x : tensor<f32>
    %half = stablehlo.constant dense<0.5> : tensor<f32>
    %z = stablehlo.add %y, %half : tensor<f32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %z : tensor<i32>, tensor<f32>
  }
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %r = stablehlo.multiply %w#1, %two : tensor<f32>
  return %r : tensor<f32>
}
"""


def _constants(text: str) -> list[str]:
    """The values of the constants of ``text``, in order."""
    return [ln.split("dense<")[1].split(">")[0] for ln in text.splitlines()
            if "stablehlo.constant" in ln]


def _ops(text: str) -> list[str]:
    return [ln.split("=", 1)[1].split()[0] if "=" in ln else ln.split()[0]
            for ln in (raw.strip() for raw in text.splitlines())
            if ln and not ln.startswith(("func.func", "module", "}", "^", "cond", "})"))]


def test_constants_move_to_the_top_in_the_folders_order() -> None:
    m = importer.from_text(SCATTERED)
    assert hoist_constants(m) == 3
    text = exporter.to_text(m, pretty=True)
    # walking the block: 1.0 is first and 2.0 follows it (both stay); 3.0, then 4.0, then
    # 5.0 (whose neighbour 4.0 has just left) each move to the very start
    assert _constants(text) == ["5.000000e+00", "4.000000e+00", "3.000000e+00",
                                "1.000000e+00", "2.000000e+00"]
    assert _ops(text)[:5] == ["stablehlo.constant"] * 5
    assert hoist_constants(m) == 0  # a second walk finds them placed


def test_hoisting_keeps_constants_in_their_own_block() -> None:
    m = importer.from_text(LOOP)
    hoist_constants(m)
    text = exporter.to_text(m, pretty=True)
    body = text[text.index("do {"):]
    cond = text[text.index("cond {"):text.index("do {")]
    assert _constants(cond) == ["3"]
    assert _constants(body) == ["1", "5.000000e-01"]  # at the body's start, not hoisted out
    head = text[:text.index("stablehlo.while")]
    assert _constants(head) == ["2.000000e+00", "0"]


@pytest.mark.parametrize("src", [SCATTERED, LOOP])
def test_hoisting_keeps_the_semantics_on_xla_cpu(src: str) -> None:
    before = exporter.to_text(importer.from_text(src), pretty=True)
    m = importer.from_text(src)
    hoist_constants(m)
    after = exporter.to_text(m, pretty=True)
    assert after != before
    for v in (np.float32(0.75), np.float32(-2.5), np.float32(np.nan)):
        want = xla.run(before, v)
        got = xla.run(after, v)
        np.testing.assert_array_equal(got[0], want[0])


def _book(tmp_path: Path, extra: str) -> Path:
    book = tmp_path / "b.book"
    book.write_text(f"phase p {{ neg_neg }}\n{extra}")
    return book


def test_the_option_is_off_by_default_and_on_when_set(tmp_path: Path) -> None:
    assert OPTIONS["hoist_constants"].default is False
    assert load_book(_book(tmp_path, "")).options.get("hoist_constants") is None
    m, _ = hlorules.apply(importer.from_text(SCATTERED), _book(tmp_path, ""), registry(NegNeg()))
    assert _constants(exporter.to_text(m, pretty=True))[:3] == ["1.000000e+00", "2.000000e+00",
                                                   "3.000000e+00"]
    book = _book(tmp_path, "set hoist_constants = true\n")
    m, _ = hlorules.apply(importer.from_text(SCATTERED), book, registry(NegNeg()))
    assert _constants(exporter.to_text(m, pretty=True))[:3] == ["5.000000e+00", "4.000000e+00",
                                                   "3.000000e+00"]


def test_a_bad_value_is_a_located_error(tmp_path: Path) -> None:
    book = _book(tmp_path, "set hoist_constants = 1\n")
    with pytest.raises(HloRulesError) as info:
        load_book(book)
    assert info.value.location == Location(str(book), 2, 23)
    assert "option 'hoist_constants' takes true or false, got 1" in info.value.message
