"""Enzyme-JAX's ``enzymexla`` ops (``math.*``, ``kernel_call``) and its attribute marks
import from Enzyme-JAX's custom assembly, survive a rewrite, and print back in that form."""

from __future__ import annotations

import pytest

from hlorules.base.errors import HloRulesError
from hlorules.dialect import lookup
from hlorules.engine.api import apply
from hlorules.lowering import enzymexla_syntax, exporter, importer

ENZYME = """\
module {
  func.func @main(%arg0: tensor<5xf32> {enzymexla.memory_effects = []}, %arg1: tensor<i64>) -> tensor<5xf32> attributes {enzymexla.memory_effects = []} {
    %0 = enzymexla.math.relu %arg0 : (tensor<5xf32>) -> tensor<5xf32>
    %1 = enzymexla.math.gelu %0, approximation = TANH : (tensor<5xf32>) -> tensor<5xf32>
    %2 = enzymexla.math.hypot %1, %0 {enzymexla.non_negative = [#enzymexla<guaranteed GUARANTEED>]} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %3 = enzymexla.math.fmuladd %2, %1, %0 : tensor<5xf32>
    %4 = enzymexla.math.softplus %3 : (tensor<5xf32>) -> tensor<5xf32>
    %5 = stablehlo.negate %4 {enzymexla.finite = [#enzymexla<guaranteed NOTGUARANTEED>]} : tensor<5xf32>
    %6 = stablehlo.negate %5 : tensor<5xf32>
    enzymexla.kernel_call @main blocks in(%arg1, %arg1, %arg1) threads in(%arg1, %arg1, %arg1) shmem = %arg1 (%6) {} : (tensor<5xf32>) -> ()
    %7 = enzymexla.kernel_call @main clusters in(%arg1, %arg1, %arg1) blocks in(%arg1, %arg1, %arg1) threads in(%arg1, %arg1, %arg1) shmem = %arg1 (%6, %arg0) {backend_config = "x"} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    return %6 : tensor<5xf32>
  }
}
"""


def test_enzymexla_custom_assembly_round_trips_exactly() -> None:
    module = importer.from_text(ENZYME, "enzyme.mlir")
    assert exporter.to_text(module, pretty=True) == ENZYME


def test_enzymexla_math_ops_are_modelled_and_kernel_call_carried() -> None:
    module = importer.from_text(ENZYME, "enzyme.mlir")
    names = {op.name for op in module.walk()}
    assert {"enzymexla.math.relu", "enzymexla.math.gelu", "enzymexla.math.hypot",
            "enzymexla.math.fmuladd", "enzymexla.math.softplus"} <= names
    assert lookup("enzymexla.math.gelu") is not None
    assert lookup("enzymexla.kernel_call") is None
    gelu = next(op for op in module.walk() if op.name == "enzymexla.math.gelu")
    assert "TANH" in str(gelu.properties["gelu_approximation"])


def test_module_with_enzymexla_ops_rewrites_around_them() -> None:
    module = importer.from_text(ENZYME, "enzyme.mlir")
    apply(module, "algebra")
    out = exporter.to_text(module, pretty=True)
    assert "stablehlo.negate" not in out  # negate(negate(x)) -> x
    for name in ("relu", "gelu", "hypot", "fmuladd", "softplus"):
        assert out.count(f"= enzymexla.math.{name} %") == 1
    assert "approximation = TANH" in out
    assert "{enzymexla.non_negative = [#enzymexla<guaranteed GUARANTEED>]}" in out
    assert out.count("enzymexla.kernel_call @main") == 2


def test_text_without_enzymexla_ops_is_left_as_is() -> None:
    text = "func.func @f(%x: tensor<f32>) -> tensor<f32> { return %x : tensor<f32> }\n"
    assert enzymexla_syntax.to_generic(text) == text
    assert enzymexla_syntax.to_custom(text) == text


def test_malformed_enzymexla_op_is_a_located_error() -> None:
    bad = ENZYME.replace("enzymexla.math.relu %arg0 :", "enzymexla.math.relu %arg0 garbage :")
    with pytest.raises(HloRulesError) as e:
        importer.from_text(bad, "bad.mlir")
    assert str(e.value).startswith("bad.mlir:3:")
