"""Shipped rules on values of bounded-dynamic type (``tensor<?xf32, #stablehlo.bounds<4>>``),
which StableHLO lets most ops produce: a rule replacing its root by an inner value needs
the two types equal (the checker's bounded variants found ``abs_abs`` without it)."""

from __future__ import annotations

from pathlib import Path

import hlorules
from hlorules.engine.schedule import Phase
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[1]
ABS_ABS = ("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{\n"
           "  %a = stablehlo.abs %x : (tensor<4xf32>) -> {inner}\n"
           "  %b = stablehlo.abs %a : ({inner}) -> tensor<4xf32>\n"
           "  return %b : tensor<4xf32>\n}}")


def _fired(text: str, rule: str) -> tuple[int, str]:
    mod = from_text(text)
    rules = load_rules(ROOT / "rulebooks" / "algebra.rules")
    _, trace = hlorules.apply(mod, Phase("only", (rules[rule],)), checked=True, inline=False)
    return sum(trace.fired().values()), to_text(mod)


def test_abs_abs_keeps_an_outer_abs_that_fixes_a_bounded_type() -> None:
    bounded = ABS_ABS.format(inner="tensor<?xf32, #stablehlo.bounds<4>>")
    fired, out = _fired(bounded, "abs_abs")
    assert fired == 0 and out.count("stablehlo.abs") == 2
    fired, out = _fired(ABS_ABS.format(inner="tensor<4xf32>"), "abs_abs")
    assert fired == 1 and out.count("stablehlo.abs") == 1
