"""What imports and checks reuse across modules: jaxlib's context, attributes read from text,
the dense-literal type check, compiled executables (for the checker's speed)."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.utils.exceptions import ParseError

from hlorules.checker import module as check_module
from hlorules.dialect import make_context
from hlorules.lowering import importer, jaxlib_api
from hlorules.lowering.text_parser import FixedParser

MODULE = """func.func @main(%x: tensor<4xf32>) -> tensor<4xi1> {
  %c = stablehlo.constant dense<1.5> : tensor<4xf32>
  %p = stablehlo.compare GT, %x, %c, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %p : tensor<4xi1>
}
"""


def _compare(module: object) -> object:
    return next(op for op in module.walk() if op.name == "stablehlo.compare")  # type: ignore[attr-defined]


def test_two_imports_of_one_text_share_the_attributes_read_from_text() -> None:
    a, b = importer.from_text(MODULE), importer.from_text(MODULE)
    ca, cb = _compare(a), _compare(b)
    assert ca is not cb
    assert ca.properties["comparison_direction"] is cb.properties["comparison_direction"]
    assert str(a) == str(b)


def test_the_shared_jaxlib_context_is_renewed_after_its_parse_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jaxlib_api, "_RENEW_PARSES", 2)
    monkeypatch.setattr(jaxlib_api._SHARED, "ctx", None, raising=False)
    first = jaxlib_api.parse_module(MODULE)
    second = jaxlib_api.parse_module(MODULE)
    third = jaxlib_api.parse_module(MODULE)
    assert first.context is second.context
    assert third.context is not first.context
    # a module parsed before the renewal keeps its context alive and still prints
    assert "stablehlo.compare" in jaxlib_api.print_module(first)


def test_the_shared_jaxlib_context_is_renewed_after_its_text_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jaxlib_api, "_RENEW_CHARS", len(MODULE) + 1)
    monkeypatch.setattr(jaxlib_api._SHARED, "ctx", None, raising=False)
    first = jaxlib_api.parse_module(MODULE)
    second = jaxlib_api.parse_module(MODULE)
    third = jaxlib_api.parse_module(MODULE)
    assert first.context is second.context  # under the budget when the second one began
    assert third.context is not first.context


@pytest.mark.parametrize(("literal", "message"), [
    ("dense<1> : tensor<?xi32>", "should have a static shape"),
    ("dense<1> : tensor<2x!stablehlo.token>", "Expected memref, vector or tensor type"),
])
def test_a_dense_literal_of_a_type_it_cannot_have_is_refused(literal: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        FixedParser(make_context(), literal).parse_attribute()


def test_a_dense_literal_of_an_allowed_type_still_reads() -> None:
    got = FixedParser(make_context(), "dense<[1, 2]> : tensor<2xi32>").parse_attribute()
    assert isinstance(got, DenseIntOrFPElementsAttr)
    assert [int(v) for v in got.get_values()] == [1, 2]


def test_the_checker_compiles_one_text_once_and_runs_it_again() -> None:
    check_module._COMPILED.clear()
    exe = check_module.compiled(MODULE, "cpu")
    again = check_module.compiled(MODULE, "cpu")
    assert again is exe
    other = check_module.compiled(MODULE.replace("GT", "LT"), "cpu")
    assert other is not exe
    x = np.array([1.0, 2.0, -1.0, 1.5], dtype=np.float32)
    assert exe(x)[0].tolist() == [False, True, False, False]
    assert other(x)[0].tolist() == [True, False, True, False]


def test_the_checker_keeps_only_its_last_executables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check_module, "_COMPILED_CAP", 1)
    check_module._COMPILED.clear()
    exe = check_module.compiled(MODULE, "cpu")
    check_module.compiled(MODULE.replace("GT", "LT"), "cpu")
    assert check_module.compiled(MODULE, "cpu") is not exe
    assert len(check_module._COMPILED) == 1
