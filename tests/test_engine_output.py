"""What the engine writes is a valid module: no self-using replacement, jaxlib-validated output."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_data.pyrules import PyRule, mk
from typer.testing import CliRunner
from xdsl.ir import Operation

from hlorules.base.errors import HloRulesError
from hlorules.cli import app
from hlorules.engine import RewriteError, apply
from hlorules.engine.schedule import Phase, Seq
from hlorules.lowering import exporter, importer
from hlorules.lowering.validate import export_validated
from hlorules.rules.rewrite import Rewrite

DATA = Path(__file__).resolve().parent / "engine_data"

NEG = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
MUL = NEG.replace("stablehlo.negate %x", "stablehlo.multiply %x, %x")


def invoke(*args: Any) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args])


@pytest.mark.parametrize("checked", [False, True])
def test_replacement_using_the_value_it_replaces_is_a_located_error(
        tmp_path: Path, checked: bool) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(NEG)
    out = tmp_path / "out.mlir"
    r = invoke("opt", "-b", DATA / "self_use.book", src, "-o", out,
               *(["--checked"] if checked else []))
    assert r.exit_code == 1, r.output
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{DATA / 'self_use.rules'}:2:6: error: rule 'self_use'"), first
    assert "the replacement would use itself" in first
    assert "Traceback" not in r.output and not out.exists()
    assert src.read_text() == NEG


class SwapResults(PyRule):
    """Replaces result 0 of a two-result op by result 1 and result 1 by result 0."""

    def __init__(self) -> None:
        super().__init__("swap_results", frozenset({"stablehlo.sort"}), 7)

    def apply(self, op: Operation) -> Rewrite | None:
        return Rewrite([], [op.results[1], op.results[0]])


class UsesOwnResultInRegion(PyRule):
    """Wraps the root's own result in a new op: negate(x) -> negate(negate(x) itself)."""

    def __init__(self) -> None:
        super().__init__("own_result", frozenset({"stablehlo.negate"}), 9)

    def apply(self, op: Operation) -> Rewrite | None:
        n = mk("stablehlo.negate", [op.results[0]], op.results[0].type)
        return Rewrite([n], [n.results[0]])


def test_python_rule_building_from_its_root_result_is_refused() -> None:
    m = importer.from_text(NEG)
    with pytest.raises(RewriteError, match="own_result.*the replacement would use itself"):
        apply(m, Seq((Phase("p", (UsesOwnResultInRegion(),)),)))


def test_replacing_a_result_by_another_replaced_result_is_refused() -> None:
    m = importer.from_text("""func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>)
        -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = "stablehlo.sort"(%x, %y) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}""")
    with pytest.raises(RewriteError, match="replaces result 0 of stablehlo.sort with result 1"):
        apply(m, Seq((Phase("p", (SwapResults(),)),)))


def test_opt_refuses_to_write_a_module_jaxlib_rejects_and_names_the_last_rule(
        tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(MUL)
    out = tmp_path / "out.mlir"
    r = invoke("opt", "-b", DATA / "ill_typed.book", src, "-o", out)
    assert r.exit_code == 1, r.output
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{DATA / 'ill_typed.rules'}:3:6: error: the rewritten module is "
                            "invalid ("), first
    assert "last rules that fired, latest first: ill_typed (" in first
    assert not out.exists() and r.stdout == "" and "Traceback" not in r.output
    r = invoke("opt", "-b", DATA / "ill_typed.book", src)
    assert r.exit_code == 1 and r.stdout == "" and "Traceback" not in r.output


def test_run_refuses_a_module_jaxlib_rejects(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(MUL)
    r = invoke("run", "-b", DATA / "ill_typed.book", src)
    assert r.exit_code == 1, r.output
    assert "the rewritten module is invalid" in r.stderr and "ill_typed" in r.stderr
    assert "Traceback" not in r.output


def test_export_validated_returns_the_exported_text_of_a_valid_module() -> None:
    m = importer.from_text(NEG)
    m, tr = apply(m, DATA / "simple.book")
    assert export_validated(m, tr) == exporter.to_text(m)
    pretty = export_validated(m, tr, pretty=True)
    assert pretty.startswith("module") and "stablehlo.negate" in pretty


def test_export_validated_without_a_trace_still_refuses() -> None:
    m = importer.from_text(MUL)
    apply(m, DATA / "ill_typed.book")
    with pytest.raises(HloRulesError, match=r"invalid \('stablehlo.subtract' op .*last rules "
                       r"that fired: unknown \(no trace\)") as e:
        export_validated(m, None)
    assert e.value.location is None


def test_module_check_and_jit_refuse_an_invalid_rewrite_with_a_located_error() -> None:
    import jax.numpy as jnp

    import hlorules
    from hlorules.checker.module import check_module

    with pytest.raises(HloRulesError, match="invalid .*ill_typed") as e:
        check_module(MUL, DATA / "ill_typed.book", max_examples=2)
    assert e.value.location is not None and e.value.location.file.endswith("ill_typed.rules")
    f = hlorules.jit(lambda x: x * x, rulebook=DATA / "ill_typed.book")
    with pytest.raises(HloRulesError, match="the rewritten module is invalid"):
        f(jnp.ones(4, jnp.float32))


def test_a_property_of_the_wrong_kind_is_an_ill_typed_rewrite_not_a_crash() -> None:
    """Found by the rule fuzzer: iota_dimension bound to a list (the slice's strides)."""
    from hlorules.engine.schedule import Phase
    from hlorules.lowering.importer import from_text
    from hlorules.rules import load_rules

    rules = load_rules("""rule wrong_kind {
  match slice(iota() {iota_dimension = $d}) {start_indices = $s, strides = $k} : $R
  rewrite iota() {iota_dimension = $k} : $R
}""", "wrong_kind.rules")
    m = from_text("func.func @main() -> tensor<4xi32> {\n"
                  "  %i = stablehlo.iota dim = 0 : tensor<16xi32>\n"
                  "  %s = stablehlo.slice %i [2:14:3] : (tensor<16xi32>) -> tensor<4xi32>\n"
                  "  return %s : tensor<4xi32>\n}\n")
    with pytest.raises(HloRulesError, match=r"wrong_kind.rules:1:6: error: rule 'wrong_kind' "
                                            r"would build ill-typed IR: stablehlo.iota") as e:
        apply(m, Phase("p", tuple(rules.values())), inline=False)
    assert "crashed" not in str(e.value)


def test_a_rank_0_dynamic_slice_prints_in_a_form_that_parses_back() -> None:
    """StableHLO's pretty printer writes a dynamic_slice without starts as
    ``dynamic_slice %x, , sizes = []``, which its parser refuses: that op prints generic."""
    from hlorules.lowering.exporter import to_text
    from hlorules.lowering.importer import from_text
    from hlorules.lowering.jaxlib_api import parse_module

    text = to_text(from_text(
        'func.func @main(%x: tensor<f32>) -> tensor<f32> {\n'
        '  %0 = "stablehlo.dynamic_slice"(%x) <{slice_sizes = array<i64>}> : '
        '(tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}'), pretty=True)
    assert ", ," not in text and "func.func @main" in text
    parse_module(text)
