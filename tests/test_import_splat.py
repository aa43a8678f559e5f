"""Splat constants over the element limit (``HLORULES_MAX_ELEMENTS``) import as their one
element, rewrite and print back; a non-splat over the limit is still refused.

A splat such as ``dense<1.0> : tensor<1048576x1048576xf64>`` (2**40 elements, 8 TiB if
expanded) is kept as a dense attribute of its full type holding one element's bytes
(``dialect.constants.splat_attr``). Anything that would expand it (the constant folder, the
builtins that read elements) declines; a test that expanded it would die of MemoryError.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from driven import rewrite_once
from typer.testing import CliRunner

from hlorules.base.errors import HloRulesError
from hlorules.cli import app
from hlorules.dialect.constants import is_compact_splat, is_splat, splat_element, to_numpy
from hlorules.dialect.fold import evaluate, fold, value_of
from hlorules.lowering import exporter, importer
from hlorules.rules import load_rules

T = "tensor<1048576x1048576xf64>"  # 2**40 elements


def module(*lines: str, t: str = T) -> str:
    body = "\n".join(f"  {ln}" for ln in lines)
    return (f"func.func @main(%x: {t}) -> {t} {{\n{body}\n}}\n")


SPLAT = module("%c = stablehlo.constant dense<1.000000e+00> : " + T,
               f"%0 = stablehlo.multiply %x, %c : {T}",
               f"return %0 : {T}")


def ops(m: object, name: str) -> list:  # type: ignore[type-arg]
    return [op for op in m.walk() if op.name == name]  # type: ignore[attr-defined]


def constant_text(text: str) -> list[str]:
    """The literals of the constants in pretty-form ``text``."""
    return re.findall(r"stablehlo\.constant (.*)", text)


@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_huge_splat_imports_as_one_element(via: str) -> None:
    text = SPLAT if via == "jaxlib" else exporter.to_text(importer.from_text(SPLAT))
    m = importer.from_text(text, "s.mlir", via=via)
    (c,) = ops(m, "stablehlo.constant")
    attr = c.properties["value"]
    assert is_compact_splat(attr) and len(attr.data.data) == 8
    assert is_splat(attr) and splat_element(attr).item() == 1.0
    assert to_numpy(attr).shape == (1 << 20, 1 << 20)  # a broadcast view, nothing copied


@pytest.mark.parametrize("literal", [
    "dense<1.000000e+00> : tensor<5000x5000xf32>",
    "dense<0x7FF8000000000001> : tensor<5000x5000xf64>",
    "dense<-2.500000e+00> : tensor<5000x5000xbf16>",
    "dense<(1.000000e+00,-2.000000e+00)> : tensor<5000x5000xcomplex<f32>>",
    "dense<true> : tensor<5000x5000xi1>",
    "dense<-3> : tensor<5000x5000xi4>",
    "dense<200> : tensor<5000x5000xui8>",
    "dense<-1> : tensor<4294967296x4294967296xi64>",
])
def test_huge_splat_prints_back_exactly(literal: str) -> None:
    t = literal.split(" : ")[1]
    text = f"func.func @main() -> {t} {{\n  %0 = stablehlo.constant {literal}\n  return %0 : {t}\n}}\n"
    m = importer.from_text(text)
    assert constant_text(exporter.to_text(m, pretty=True)) == [literal]
    generic = exporter.to_text(m)  # the generic form reads back (xDSL's parser too)
    for via in ("jaxlib", "xdsl"):
        again = importer.from_text(generic, "g.mlir", via=via)
        assert constant_text(exporter.to_text(again, pretty=True)) == [literal]


def test_a_rule_reading_splat_value_fires_on_a_huge_splat() -> None:
    rules = load_rules("""
rule multiply_by_one {
  match multiply(%x, constant() as %c)
  where is_splat(%c), splat_value(%c) == 1
  rewrite %x
}
""", "one.rules")
    m = importer.from_text(SPLAT)
    assert rewrite_once(m, rules) == 1
    assert not ops(m, "stablehlo.multiply")


def test_a_rewrite_building_a_huge_splat_keeps_it_one_element() -> None:
    rules = load_rules("""
rule power_of_zero {
  match power(_, constant() as %c) : $T
  where is_splat(%c), splat_value(%c) == 0
  rewrite splat(1, $T)
}
""", "pow.rules")
    text = module("%c = stablehlo.constant dense<0.000000e+00> : " + T,
                  f"%0 = stablehlo.power %x, %c : {T}", f"return %0 : {T}")
    m = importer.from_text(text)
    assert rewrite_once(m, rules) == 1
    (c,) = ops(m, "stablehlo.constant")
    assert is_compact_splat(c.properties["value"])
    assert constant_text(exporter.to_text(m, pretty=True)) == [f"dense<1.000000e+00> : {T}"]


def test_the_folder_and_element_readers_decline_a_huge_splat() -> None:
    rules = load_rules("""
rule reads_value {
  match add(%a, %b)
  where is_constant(%a), sum(flat(value(%a))) == 2
  rewrite %b
}
""", "value.rules")
    text = module("%c = stablehlo.constant dense<1.000000e+00> : " + T,
                  f"%0 = stablehlo.add %c, %c : {T}", f"return %0 : {T}")
    m = importer.from_text(text)
    (c,) = ops(m, "stablehlo.constant")
    (add,) = ops(m, "stablehlo.add")
    assert fold(add, 1 << 50) is None
    assert evaluate(c, []) is None
    assert value_of(add.results[0], 1 << 50) is None
    assert rewrite_once(m, rules) == 0  # value() declines: the guard fails, nothing raises
    assert ops(m, "stablehlo.add")


def test_a_huge_splat_through_the_cli_books(tmp_path: Path) -> None:
    p = tmp_path / "s.mlir"
    p.write_text(SPLAT)
    for book in ("algebra", "simplify", "exec"):
        r = CliRunner().invoke(app, ["opt", str(p), "-b", book])
        assert r.exit_code == 0, r.stderr
        assert "stablehlo.multiply" not in r.stdout  # x * 1 -> x


@pytest.mark.parametrize("via", ["jaxlib", "xdsl"])
def test_a_non_splat_over_the_limit_is_still_refused(via: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    t = "tensor<4xf32>"
    text = module("%c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : " + t,
                  f"%0 = stablehlo.add %x, %c : {t}", f"return %0 : {t}", t=t)
    if via == "xdsl":
        text = exporter.to_text(importer.from_text(text))
    monkeypatch.setenv("HLORULES_MAX_ELEMENTS", "3")
    with pytest.raises(HloRulesError) as info:
        importer.from_text(text, "big.mlir", via=via)
    msg = str(info.value)
    assert re.match(r"big\.mlir:\d+:\d+: error: constant too large", msg), msg
    assert "has 4 elements, more than the limit of 3" in msg
    # a splat of the same size imports under the same limit
    importer.from_text(text.replace("[1.0, 2.0, 3.0, 4.0]", "2.0").replace(
        "dense<\"0x0000803F000000400000404000008040\">", "dense<2.0>"), "s.mlir", via=via)


def test_the_cli_reports_a_non_splat_over_the_limit_as_one_located_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    t = "tensor<4xf32>"
    p = tmp_path / "big.mlir"
    p.write_text(module("%c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : " + t,
                        f"%0 = stablehlo.add %x, %c : {t}", f"return %0 : {t}", t=t))
    monkeypatch.setenv("HLORULES_MAX_ELEMENTS", "3")
    r = CliRunner().invoke(app, ["opt", str(p), "-b", "algebra"])
    assert r.exit_code == 1 and "Traceback" not in r.stderr
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{p}:2:") and "error: constant too large" in first, first
