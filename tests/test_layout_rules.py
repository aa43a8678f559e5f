"""rulebooks/layout.rules: Enzyme-JAX's data-movement families, each rule exact.

Per rule (the table ``CASES``, rows as in tests/test_algebra_rules.py): a positive module
where the rule fires once and leaves the expected ops, a negative module where a
precondition fails and it must not fire, and the positive module before and after the rule
compared on XLA CPU (boundary inputs -- NaN, +-Inf, -0.0, subnormals, integer extremes --
then a few drawn ones; bitwise, the sign of zero compared).
"""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from driven import rewrite_once
from rule_table import (
    Case,
    func,
    positive,
    rewrite_alone,
    table_tests,
)

from hlorules.checker.module import Pair
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules(ROOT / "rulebooks" / "layout.rules")


def _t(shape: str, elem: str = "f32") -> str:
    return f"tensor<{shape}x{elem}>" if shape else f"tensor<{elem}>"


def _pad(x: str, p: str, lo: str, hi: str, i: str, src: str, dst: str, out: str = "%0") -> str:
    return (f"  {out} = stablehlo.pad {x}, {p}, low = [{lo}], high = [{hi}], interior = [{i}] : "
            f"({src}, tensor<f32>) -> {dst}\n")


def _bc(x: str, dims: str, src: str, dst: str, out: str = "%0") -> str:
    return f"  {out} = stablehlo.broadcast_in_dim {x}, dims = [{dims}] : ({src}) -> {dst}\n"


def _un(op: str, x: str, t: str, out: str = "%r") -> str:
    return f"  {out} = stablehlo.{op} {x} : {t}"


A23 = f"%a: {_t('2x3')}, %b: {_t('2x3')}"
AP = "%a: tensor<4xf32>, %p: tensor<f32>"

CASES: dict[str, Case] = {
    "transpose_elementwise": Case(
        A23, _t("3x2"),
        f"  %0 = stablehlo.subtract %a, %b : {_t('2x3')}\n"
        f"  %r = stablehlo.transpose %0, dims = [1, 0] : ({_t('2x3')}) -> {_t('3x2')}",
        ("%0 = stablehlo.transpose %arg1", "%1 = stablehlo.transpose %arg0",
         "stablehlo.subtract %1, %0 : tensor<3x2xf32>"), (),
        f"  %0 = stablehlo.subtract %a, %b : {_t('2x3')}\n"
        f"  %1 = stablehlo.transpose %0, dims = [1, 0] : ({_t('2x3')}) -> {_t('3x2')}\n"
        f"  %2 = stablehlo.transpose %0, dims = [1, 0] : ({_t('2x3')}) -> {_t('3x2')}\n"
        f"  %r = stablehlo.add %1, %2 : {_t('3x2')}"),
    "reverse_elementwise": Case(
        A23, _t("2x3"),
        f"  %0 = stablehlo.multiply %a, %b : {_t('2x3')}\n"
        f"  %r = stablehlo.reverse %0, dims = [1] : {_t('2x3')}",
        ("stablehlo.reverse %arg0", "stablehlo.reverse %arg1"), (),
        f"  %0 = stablehlo.multiply %a, %b : {_t('2x3')}\n"
        f"  %1 = stablehlo.reverse %0, dims = [1] : {_t('2x3')}\n"
        f"  %r = stablehlo.add %0, %1 : {_t('2x3')}"),
    "reshape_elementwise": Case(
        A23, _t("6"),
        f"  %0 = stablehlo.maximum %a, %b : {_t('2x3')}\n"
        f"  %r = stablehlo.reshape %0 : ({_t('2x3')}) -> {_t('6')}",
        ("%0 = stablehlo.reshape %arg1", "%1 = stablehlo.reshape %arg0",
         "stablehlo.maximum %1, %0 : tensor<6xf32>"), (),
        f"  %0 = stablehlo.maximum %a, %b : {_t('2x3')}\n"
        f"  %1 = stablehlo.reshape %0 : ({_t('2x3')}) -> {_t('6')}\n"
        f"  %2 = stablehlo.reshape %0 : ({_t('2x3')}) -> {_t('6')}\n"
        f"  %r = stablehlo.add %1, %2 : {_t('6')}", neg_ret=_t("6")),
    "elementwise_of_broadcasts": Case(
        "%a: tensor<3xf32>, %b: tensor<3xf32>", _t("2x3"),
        _bc("%a", "1", "tensor<3xf32>", _t("2x3"))
        + f"  %c = stablehlo.constant dense<-0.0> : {_t('2x3')}\n"
        f"  %r = stablehlo.multiply %0, %c : {_t('2x3')}",
        ("stablehlo.multiply %arg0, %cst : tensor<3xf32>",), (),
        _bc("%a", "1", "tensor<3xf32>", _t("2x3"))
        + _bc("%b", "0", "tensor<2xf32>", _t("2x3"), "%1")
        + f"  %r = stablehlo.add %0, %1 : {_t('2x3')}",
        neg_args="%a: tensor<3xf32>, %b: tensor<2xf32>"),
    "slice_of_pad_straddling": Case(
        AP, _t("4"),
        _pad("%a", "%p", "3", "3", "0", _t("4"), _t("10"))
        + f"  %r = stablehlo.slice %0 [1:5] : ({_t('10')}) -> {_t('4')}",
        ("stablehlo.slice %arg0 [0:2]", "low = [2], high = [0]"), (),
        _pad("%a", "%p", "3", "3", "0", _t("4"), _t("10"))
        + f"  %r = stablehlo.slice %0 [3:7] : ({_t('10')}) -> {_t('4')}"),
    "slice_of_broadcast_along_expanded": Case(
        "%a: tensor<3xf32>", _t("2x3"),
        _bc("%a", "1", "tensor<3xf32>", _t("5x3"))
        + f"  %r = stablehlo.slice %0 [1:3, 0:3] : ({_t('5x3')}) -> {_t('2x3')}",
        ("broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>",),
        ("stablehlo.slice",),
        _bc("%a", "1", "tensor<3xf32>", _t("5x3"))
        + f"  %r = stablehlo.slice %0 [1:3, 0:2] : ({_t('5x3')}) -> {_t('2x2')}",
        neg_ret=_t("2x2")),
    "dynamic_slice_of_broadcast_along_expanded": Case(
        "%a: tensor<3xf32>, %i: tensor<i32>", _t("2x3"),
        _bc("%a", "1", "tensor<3xf32>", _t("5x3"))
        + f"  %r = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 3] : ({_t('5x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>",
        ("broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>",),
        ("stablehlo.dynamic_slice",),
        _bc("%a", "1", "tensor<3xf32>", _t("5x3"))
        + f"  %r = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 2] : ({_t('5x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>", neg_ret=_t("2x2")),
    "slice_of_iota_along_other_dims": Case(
        "", _t("2x3"),
        "  %0 = stablehlo.iota dim = 1 : tensor<5x3xf32>\n"
        f"  %r = stablehlo.slice %0 [2:4, 0:3] : ({_t('5x3')}) -> {_t('2x3')}",
        ("stablehlo.iota dim = 1 : tensor<2x3xf32>",), ("stablehlo.slice",),
        "  %0 = stablehlo.iota dim = 0 : tensor<5x3xf32>\n"
        f"  %r = stablehlo.slice %0 [2:4, 0:3] : ({_t('5x3')}) -> {_t('2x3')}"),
    "dynamic_slice_of_iota_along_other_dims": Case(
        "%i: tensor<i32>", _t("2x3"),
        "  %0 = stablehlo.iota dim = 1 : tensor<5x3xf32>\n"
        f"  %r = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 3] : ({_t('5x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>",
        ("stablehlo.iota dim = 1 : tensor<2x3xf32>",), ("stablehlo.dynamic_slice",),
        "  %0 = stablehlo.iota dim = 0 : tensor<5x3xf32>\n"
        f"  %r = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 3] : ({_t('5x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>"),
    "slice_of_reverse": Case(
        "%a: tensor<7x3xf32>", _t("2x2"),
        "  %0 = stablehlo.reverse %a, dims = [0] : tensor<7x3xf32>\n"
        f"  %r = stablehlo.slice %0 [1:5:3, 0:2] : (tensor<7x3xf32>) -> {_t('2x2')}",
        ("stablehlo.slice %arg0 [2:6:3, 0:2]", "stablehlo.reverse"), (),
        "  %0 = stablehlo.reverse %a, dims = [0] : tensor<7x3xf32>\n"
        f"  %1 = stablehlo.slice %0 [1:5:3, 0:2] : (tensor<7x3xf32>) -> {_t('2x2')}\n"
        f"  %2 = stablehlo.slice %0 [0:2, 0:2] : (tensor<7x3xf32>) -> {_t('2x2')}\n"
        f"  %r = stablehlo.add %1, %2 : {_t('2x2')}"),
    "dynamic_slice_of_transpose": Case(
        "%a: tensor<4x3xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("2x3"),
        "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 3] : (tensor<3x4xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>",
        ("stablehlo.dynamic_slice %arg0, %arg2, %arg1, sizes = [3, 2]",), (),
        "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>\n"
        "  %1 = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 3] : (tensor<3x4xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>\n"
        "  %2 = stablehlo.dynamic_slice %0, %j, %i, sizes = [2, 3] : (tensor<3x4xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>\n"
        f"  %r = stablehlo.add %1, %2 : {_t('2x3')}"),
    "dynamic_slice_elementwise": Case(
        f"{A23}, %i: tensor<i32>", _t("2x2"),
        f"  %0 = stablehlo.divide %a, %b : {_t('2x3')}\n"
        f"  %r = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 2] : ({_t('2x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>",
        ("stablehlo.divide %0, %1 : tensor<2x2xf32>",), (),
        f"  %0 = stablehlo.divide %a, %b : {_t('2x3')}\n"
        f"  %1 = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 2] : ({_t('2x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>\n"
        f"  %2 = stablehlo.slice %0 [0:2, 0:2] : ({_t('2x3')}) -> {_t('2x2')}\n"
        f"  %r = stablehlo.add %1, %2 : {_t('2x2')}"),
    "reverse_reverse_merge": Case(
        f"%a: {_t('2x3')}", _t("2x3"),
        f"  %0 = stablehlo.reverse %a, dims = [0, 1] : {_t('2x3')}\n"
        f"  %r = stablehlo.reverse %0, dims = [1] : {_t('2x3')}",
        ("stablehlo.reverse %arg0, dims = [0] :",), (),
        f"  %0 = stablehlo.reverse %a, dims = [0, 1] : {_t('2x3')}\n"
        f"  %r = stablehlo.reverse %0, dims = [1, 0] : {_t('2x3')}"),
    "reverse_drop_unit_dims": Case(
        f"%a: {_t('1x3')}", _t("1x3"),
        f"  %r = stablehlo.reverse %a, dims = [0, 1] : {_t('1x3')}",
        ("dims = [1]",), (),
        f"  %r = stablehlo.reverse %a, dims = [0, 1] : {_t('2x3')}", neg_args=f"%a: {_t('2x3')}",
        neg_ret=_t("2x3")),
    "reverse_of_broadcast_in_dim": Case(
        "%a: tensor<3x1xf32>", _t("2x3x4"),
        _bc("%a", "1, 2", "tensor<3x1xf32>", _t("2x3x4"))
        + f"  %r = stablehlo.reverse %0, dims = [0, 1, 2] : {_t('2x3x4')}",
        ("stablehlo.reverse %arg0, dims = [0] : tensor<3x1xf32>",), (),
        "  %0 = stablehlo.reshape %a : (tensor<3x1xf32>) -> tensor<1x3x1xf32>\n"
        "  %r = stablehlo.reverse %0, dims = [1] : tensor<1x3x1xf32>",
        neg_ret="tensor<1x3x1xf32>"),
    "reverse_of_iota_along_other_dims": Case(
        "", _t("2x3"),
        "  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>\n"
        f"  %r = stablehlo.reverse %0, dims = [0] : {_t('2x3')}",
        ("stablehlo.iota",), ("stablehlo.reverse",),
        "  %0 = stablehlo.iota dim = 1 : tensor<2x3xf32>\n"
        f"  %r = stablehlo.reverse %0, dims = [1] : {_t('2x3')}"),
    "reverse_of_pad": Case(
        "%a: tensor<2x3xf32>, %p: tensor<f32>", _t("5x4"),
        _pad("%a", "%p", "2, 0", "1, -1", "0, 1", _t("2x3"), _t("5x4"))
        + f"  %r = stablehlo.reverse %0, dims = [0, 1] : {_t('5x4')}",
        ("low = [1, -1], high = [2, 0], interior = [0, 1]", "stablehlo.reverse %arg0"), (),
        _pad("%a", "%p", "2, 0", "1, -1", "0, 1", _t("2x3"), _t("5x4"))
        + f"  %1 = stablehlo.reverse %0, dims = [0, 1] : {_t('5x4')}\n"
        + f"  %r = stablehlo.add %0, %1 : {_t('5x4')}"),
    "reverse_of_concatenate": Case(
        "%a: tensor<2x3xf32>, %b: tensor<1x3xf32>", _t("3x3"),
        "  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) "
        "-> tensor<3x3xf32>\n"
        f"  %r = stablehlo.reverse %0, dims = [0, 1] : {_t('3x3')}",
        ("stablehlo.reverse %arg1",
         "stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>)"), (),
        "  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) "
        "-> tensor<3x3xf32>\n"
        f"  %1 = stablehlo.reverse %0, dims = [0, 1] : {_t('3x3')}\n"
        f"  %r = stablehlo.add %0, %1 : {_t('3x3')}"),
    "transpose_of_reverse": Case(
        "%a: tensor<2x3xf32>", _t("3x2"),
        f"  %0 = stablehlo.reverse %a, dims = [1] : {_t('2x3')}\n"
        f"  %r = stablehlo.transpose %0, dims = [1, 0] : ({_t('2x3')}) -> {_t('3x2')}",
        ("stablehlo.reverse %0, dims = [0] : tensor<3x2xf32>",), (),
        f"  %0 = stablehlo.reverse %a, dims = [1] : {_t('2x3')}\n"
        f"  %1 = stablehlo.transpose %0, dims = [1, 0] : ({_t('2x3')}) -> {_t('3x2')}\n"
        f"  %2 = stablehlo.transpose %1, dims = [1, 0] : ({_t('3x2')}) -> {_t('2x3')}\n"
        f"  %r = stablehlo.add %0, %2 : {_t('2x3')}", neg_ret=_t("2x3")),
    "broadcast_in_dim_of_transpose": Case(
        "%a: tensor<4x2xf32>", _t("2x3x4"),
        "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>\n"
        + _bc("%0", "0, 2", "tensor<2x4xf32>", _t("2x3x4"), "%r"),
        ("broadcast_in_dim %arg0, dims = [2, 0] : (tensor<4x2xf32>) -> tensor<2x3x4xf32>",),
        ("stablehlo.transpose",),
        "  %0 = stablehlo.reverse %a, dims = [1] : tensor<4x2xf32>\n"
        + _bc("%0", "2, 0", "tensor<4x2xf32>", _t("2x3x4"), "%r")),
    "transpose_of_dynamic_update_slice": Case(
        "%a: tensor<3x4xf32>, %u: tensor<1x2xf32>, %i: tensor<i32>, %j: tensor<i32>",
        _t("4x3"),
        "  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<3x4xf32>, "
        "tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>",
        ("stablehlo.dynamic_update_slice %0, %1, %arg3, %arg2",), (),
        "  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<3x4xf32>, "
        "tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n"
        "  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>\n"
        "  %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>\n"
        "  %r = stablehlo.add %0, %2 : tensor<3x4xf32>", neg_ret="tensor<3x4xf32>"),
    "reshape_of_pad": Case(
        "%a: tensor<2x3x1xf32>, %p: tensor<f32>", "tensor<1x5x8xf32>",
        _pad("%a", "%p", "1, 2, 0", "2, 1, 0", "0, 1, 0", "tensor<2x3x1xf32>",
             "tensor<5x8x1xf32>")
        + "  %r = stablehlo.reshape %0 : (tensor<5x8x1xf32>) -> tensor<1x5x8xf32>",
        ("stablehlo.reshape %arg0 : (tensor<2x3x1xf32>) -> tensor<1x2x3xf32>",
         "low = [0, 1, 2], high = [0, 2, 1], interior = [0, 0, 1]"), (),
        _pad("%a", "%p", "1, 2, 1", "2, 1, 0", "0, 1, 0", "tensor<2x3x0xf32>",
             "tensor<5x8x1xf32>")
        + "  %r = stablehlo.reshape %0 : (tensor<5x8x1xf32>) -> tensor<1x5x8xf32>",
        neg_args="%a: tensor<2x3x0xf32>, %p: tensor<f32>"),
    "reshape_of_iota": Case(
        "", "tensor<1x4x1x5xi32>",
        "  %0 = stablehlo.iota dim = 1 : tensor<4x5xi32>\n"
        "  %r = stablehlo.reshape %0 : (tensor<4x5xi32>) -> tensor<1x4x1x5xi32>",
        ("stablehlo.iota dim = 3 : tensor<1x4x1x5xi32>",), ("stablehlo.reshape",),
        "  %0 = stablehlo.iota dim = 1 : tensor<4x5xi32>\n"
        "  %r = stablehlo.reshape %0 : (tensor<4x5xi32>) -> tensor<20xi32>",
        neg_ret="tensor<20xi32>"),
    "reshape_of_broadcast_in_dim": Case(
        "%a: tensor<4x2xf32>", "tensor<3x2x4xf32>",
        _bc("%a", "4, 2", "tensor<4x2xf32>", "tensor<3x1x2x1x4xf32>")
        + "  %r = stablehlo.reshape %0 : (tensor<3x1x2x1x4xf32>) -> tensor<3x2x4xf32>",
        ("dims = [2, 1] : (tensor<4x2xf32>) -> tensor<3x2x4xf32>",), ("stablehlo.reshape",),
        _bc("%a", "4, 2", "tensor<4x2xf32>", "tensor<3x1x2x1x4xf32>")
        + "  %r = stablehlo.reshape %0 : (tensor<3x1x2x1x4xf32>) -> tensor<6x4xf32>",
        neg_ret="tensor<6x4xf32>"),
    "broadcast_in_dim_of_reshape": Case(
        "%a: tensor<1x3xf32>", "tensor<3x2xf32>",
        "  %0 = stablehlo.reshape %a : (tensor<1x3xf32>) -> tensor<3xf32>\n"
        + _bc("%0", "0", "tensor<3xf32>", "tensor<3x2xf32>", "%r"),
        ("dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x2xf32>",), ("stablehlo.reshape",),
        "  %0 = stablehlo.reshape %a : (tensor<1x3xf32>) -> tensor<3xf32>\n"
        + _bc("%0", "", "tensor<3xf32>", "tensor<3xf32>", "%r").replace("dims = []",
                                                                         "dims = [0]"),
        neg_ret="tensor<3xf32>"),
    "reshape_of_reverse": Case(
        "%a: tensor<2x3xf32>", "tensor<2x1x3xf32>",
        f"  %0 = stablehlo.reverse %a, dims = [1] : {_t('2x3')}\n"
        "  %r = stablehlo.reshape %0 : (tensor<2x3xf32>) -> tensor<2x1x3xf32>",
        ("stablehlo.reverse %0, dims = [2] : tensor<2x1x3xf32>",), (),
        f"  %0 = stablehlo.reverse %a, dims = [1] : {_t('2x3')}\n"
        "  %r = stablehlo.reshape %0 : (tensor<2x3xf32>) -> tensor<3x2xf32>",
        neg_ret="tensor<3x2xf32>"),
    "concatenate_adjacent_slices": Case(
        "%a: tensor<4x4xf32>", _t("4x3"),
        f"  %0 = stablehlo.slice %a [0:4, 0:1] : (tensor<4x4xf32>) -> {_t('4x1')}\n"
        f"  %1 = stablehlo.slice %a [0:4, 1:3] : (tensor<4x4xf32>) -> {_t('4x2')}\n"
        f"  %r = stablehlo.concatenate %0, %1, dim = 1 : ({_t('4x1')}, {_t('4x2')}) -> {_t('4x3')}",
        ("stablehlo.slice %arg0 [0:4, 0:3]",), ("stablehlo.concatenate",),
        f"  %0 = stablehlo.slice %a [0:4, 0:1] : (tensor<4x4xf32>) -> {_t('4x1')}\n"
        f"  %1 = stablehlo.slice %a [0:4, 2:4] : (tensor<4x4xf32>) -> {_t('4x2')}\n"
        f"  %r = stablehlo.concatenate %0, %1, dim = 1 : ({_t('4x1')}, {_t('4x2')}) -> {_t('4x3')}"),
    "concatenate_same_operand": Case(
        f"%a: {_t('2x3')}", _t("6x3"),
        f"  %r = stablehlo.concatenate %a, %a, %a, dim = 0 : ({_t('2x3')}, {_t('2x3')}, "
        f"{_t('2x3')}) -> {_t('6x3')}",
        ("dims = [1, 2] : (tensor<2x3xf32>) -> tensor<3x2x3xf32>", "stablehlo.reshape"),
        ("stablehlo.concatenate",),
        f"  %r = stablehlo.concatenate %a, %b, %a, dim = 0 : ({_t('2x3')}, {_t('2x3')}, "
        f"{_t('2x3')}) -> {_t('6x3')}", neg_args=A23),
    "concatenate_same_broadcasts": Case(
        "%a: tensor<3xf32>", _t("5x3"),
        _bc("%a", "1", "tensor<3xf32>", _t("2x3"))
        + _bc("%a", "1", "tensor<3xf32>", _t("3x3"), "%1")
        + f"  %r = stablehlo.concatenate %0, %1, dim = 0 : ({_t('2x3')}, {_t('3x3')}) -> {_t('5x3')}",
        ("dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>",), ("stablehlo.concatenate",),
        _bc("%a", "1", "tensor<3xf32>", _t("2x3"))
        + _bc("%a", "1", "tensor<3xf32>", _t("2x3"), "%1")
        + f"  %r = stablehlo.concatenate %0, %1, dim = 1 : ({_t('2x3')}, {_t('2x3')}) -> {_t('2x6')}",
        neg_ret=_t("2x6")),
    "concatenate_of_reshapes": Case(
        A23, _t("2x2x3"),
        f"  %0 = stablehlo.reshape %a : ({_t('2x3')}) -> {_t('1x2x3')}\n"
        f"  %1 = stablehlo.reshape %b : ({_t('2x3')}) -> {_t('1x2x3')}\n"
        f"  %r = stablehlo.concatenate %0, %1, dim = 0 : ({_t('1x2x3')}, {_t('1x2x3')}) "
        f"-> {_t('2x2x3')}",
        ("stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>)",), (),
        f"  %0 = stablehlo.reshape %a : ({_t('2x3')}) -> {_t('2x1x3')}\n"
        f"  %1 = stablehlo.reshape %b : ({_t('2x3')}) -> {_t('2x1x3')}\n"
        f"  %r = stablehlo.concatenate %0, %1, dim = 1 : ({_t('2x1x3')}, {_t('2x1x3')}) "
        f"-> {_t('2x2x3')}"),
    "concatenate_iotas_along_other_dim": Case(
        "", "tensor<5x3xi32>",
        "  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>\n"
        "  %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>\n"
        "  %r = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x3xi32>, tensor<3x3xi32>) "
        "-> tensor<5x3xi32>",
        ("stablehlo.iota dim = 1 : tensor<5x3xi32>",), ("stablehlo.concatenate",),
        "  %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>\n"
        "  %1 = stablehlo.iota dim = 0 : tensor<3x3xi32>\n"
        "  %r = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x3xi32>, tensor<3x3xi32>) "
        "-> tensor<5x3xi32>"),
    "concatenate_of_low_pad": Case(
        "%a: tensor<2x3xf32>, %b: tensor<2x1xf32>, %p: tensor<f32>", _t("2x6"),
        _pad("%a", "%p", "0, 2", "0, 0", "0, 0", _t("2x3"), _t("2x5"))
        + f"  %r = stablehlo.concatenate %0, %b, dim = 1 : ({_t('2x5')}, {_t('2x1')}) -> {_t('2x6')}",
        ("stablehlo.concatenate %arg0, %arg1", "low = [0, 2], high = [0, 0]"), (),
        _pad("%a", "%p", "0, 0", "0, 2", "0, 0", _t("2x3"), _t("2x5"))
        + f"  %r = stablehlo.concatenate %0, %b, dim = 1 : ({_t('2x5')}, {_t('2x1')}) -> {_t('2x6')}"),
    "concatenate_of_high_pad": Case(
        "%a: tensor<2x3xf32>, %b: tensor<2x1xf32>, %p: tensor<f32>", _t("2x6"),
        _pad("%a", "%p", "0, 0", "0, 2", "0, 0", _t("2x3"), _t("2x5"))
        + f"  %r = stablehlo.concatenate %b, %0, dim = 1 : ({_t('2x1')}, {_t('2x5')}) -> {_t('2x6')}",
        ("stablehlo.concatenate %arg1, %arg0", "low = [0, 0], high = [0, 2]"), (),
        _pad("%a", "%p", "0, 2", "0, 0", "0, 0", _t("2x3"), _t("2x5"))
        + f"  %r = stablehlo.concatenate %b, %0, dim = 1 : ({_t('2x1')}, {_t('2x5')}) -> {_t('2x6')}"),
    "pad_negative_edges_to_slice": Case(
        AP, _t("5"),
        _pad("%a", "%p", "-1", "2", "0", _t("4"), _t("5"), "%r").rstrip("\n"),
        ("stablehlo.slice %arg0 [1:4]", "low = [0], high = [2]"), (),
        _pad("%a", "%p", "1", "0", "0", _t("4"), _t("5"), "%r").rstrip("\n")),
    "broadcast_in_dim_of_pad": Case(
        "%a: tensor<1x2xf32>, %p: tensor<f32>", _t("3x4"),
        _pad("%a", "%p", "0, 1", "0, 1", "0, 0", _t("1x2"), _t("1x4"))
        + _bc("%0", "0, 1", _t("1x4"), _t("3x4"), "%r"),
        ("(tensor<1x2xf32>) -> tensor<3x2xf32>", "low = [0, 1], high = [0, 1]"), (),
        _pad("%a", "%p", "-1, 0", "0, 0", "0, 0", _t("2x2"), _t("1x2"))
        + _bc("%0", "0, 1", _t("1x2"), _t("3x2"), "%r"),
        neg_args="%a: tensor<2x2xf32>, %p: tensor<f32>", neg_ret=_t("3x2")),
    "slice_of_transpose_read_by_slices": Case(
        "%a: tensor<3x4xf32>", _t("2x3"),
        "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>\n"
        f"  %1 = stablehlo.slice %0 [0:1, 0:3] : (tensor<4x3xf32>) -> {_t('1x3')}\n"
        f"  %2 = stablehlo.slice %0 [1:2, 0:3] : (tensor<4x3xf32>) -> {_t('1x3')}\n"
        f"  %r = stablehlo.concatenate %1, %2, dim = 0 : ({_t('1x3')}, {_t('1x3')}) -> {_t('2x3')}",
        ("stablehlo.slice %arg0 [0:3, 0:1]",), (),
        "  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>\n"
        f"  %1 = stablehlo.slice %0 [0:1, 0:3] : (tensor<4x3xf32>) -> {_t('1x3')}\n"
        f"  %2 = stablehlo.slice %0 [1:2, 0:3] : (tensor<4x3xf32>) -> {_t('1x3')}\n"
        f"  %3 = stablehlo.concatenate %1, %2, dim = 0 : ({_t('1x3')}, {_t('1x3')}) -> {_t('2x3')}\n"
        "  %r = stablehlo.reverse %0, dims = [0] : tensor<4x3xf32>", neg_ret="tensor<4x3xf32>"),
    "slice_of_interior_pad_taking_the_operand": Case(
        "%a: tensor<4x2xf32>, %p: tensor<f32>", _t("2x2"),
        _pad("%a", "%p", "1, 0", "0, 0", "2, 0", _t("4x2"), _t("11x2"))
        + f"  %r = stablehlo.slice %0 [4:11:6, 0:2] : ({_t('11x2')}) -> {_t('2x2')}",
        ("stablehlo.slice %arg0 [1:4:2, 0:2]",), ("stablehlo.pad",),
        _pad("%a", "%p", "1, 0", "0, 0", "2, 0", _t("4x2"), _t("11x2"))
        + f"  %r = stablehlo.slice %0 [4:11:4, 0:2] : ({_t('11x2')}) -> {_t('2x2')}"),
    "pad_interior_of_unit_dims": Case(
        "%a: tensor<1x2xf32>, %p: tensor<f32>", _t("2x3"),
        _pad("%a", "%p", "1, 0", "0, 0", "3, 1", _t("1x2"), _t("2x3"), "%r").rstrip("\n"),
        ("interior = [0, 1]",), (),
        _pad("%a", "%p", "1, 0", "0, 0", "0, 1", _t("1x2"), _t("2x3"), "%r").rstrip("\n")),
    "dynamic_slice_whole": Case(
        f"%a: {_t('2x3')}, %i: tensor<i32>", _t("2x3"),
        f"  %r = stablehlo.dynamic_slice %a, %i, %i, sizes = [2, 3] : ({_t('2x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>",
        (), ("stablehlo.dynamic_slice",),
        f"  %r = stablehlo.dynamic_slice %a, %i, %i, sizes = [2, 2] : ({_t('2x3')}, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>", neg_ret=_t("2x2")),
    "dynamic_slice_of_reshape": Case(
        "%a: tensor<1x5xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("2x1"),
        "  %0 = stablehlo.reshape %a : (tensor<1x5xf32>) -> tensor<5x1xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 1] : (tensor<5x1xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x1xf32>",
        ("stablehlo.dynamic_slice %arg0, %c, %arg1, sizes = [1, 2]",), (),
        "  %0 = stablehlo.reshape %a : (tensor<1x5xf32>) -> tensor<5x1xf32>\n"
        "  %1 = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 1] : (tensor<5x1xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x1xf32>\n"
        "  %2 = stablehlo.slice %0 [0:2, 0:1] : (tensor<5x1xf32>) -> tensor<2x1xf32>\n"
        f"  %r = stablehlo.add %1, %2 : {_t('2x1')}"),
    "reshape_of_dynamic_update_slice": Case(
        "%a: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i32>", _t("1x4"),
        "  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4xf32>, tensor<2xf32>, "
        "tensor<i32>) -> tensor<4xf32>\n"
        "  %r = stablehlo.reshape %0 : (tensor<4xf32>) -> tensor<1x4xf32>",
        ("stablehlo.dynamic_update_slice %1, %0, %c, %arg2 : (tensor<1x4xf32>, tensor<1x2xf32>",),
        (),
        "  %0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4xf32>, tensor<2xf32>, "
        "tensor<i32>) -> tensor<4xf32>\n"
        "  %r = stablehlo.reshape %0 : (tensor<4xf32>) -> tensor<2x2xf32>", neg_ret=_t("2x2")),
    "concatenate_of_elementwise": Case(
        A23, _t("4x3"),
        f"  %0 = stablehlo.add %a, %b : {_t('2x3')}\n"
        f"  %1 = stablehlo.add %b, %b : {_t('2x3')}\n"
        f"  %r = stablehlo.concatenate %0, %1, dim = 0 : ({_t('2x3')}, {_t('2x3')}) -> {_t('4x3')}",
        ("stablehlo.add %0, %1 : tensor<4x3xf32>",), (),
        f"  %0 = stablehlo.add %a, %b : {_t('2x3')}\n"
        f"  %1 = stablehlo.subtract %b, %b : {_t('2x3')}\n"
        f"  %r = stablehlo.concatenate %0, %1, dim = 0 : ({_t('2x3')}, {_t('2x3')}) -> {_t('4x3')}"),
    "broadcast_in_dim_unit_dim_to_unit": Case(
        "%a: tensor<1xf32>", _t("1x5"),
        _bc("%a", "1", "tensor<1xf32>", _t("1x5"), "%r").rstrip("\n"),
        ("dims = [0] : (tensor<1xf32>) -> tensor<1x5xf32>",), (),
        _bc("%a", "1", "tensor<1xf32>", _t("2x5"), "%r").rstrip("\n"), neg_ret=_t("2x5")),
    "dynamic_slice_of_reverse": Case(
        "%a: tensor<5x3xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("2x2"),
        "  %0 = stablehlo.reverse %a, dims = [0] : tensor<5x3xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 2] : (tensor<5x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>",
        ("stablehlo.clamp", "stablehlo.reverse %2, dims = [0] : tensor<2x2xf32>"), (),
        "  %0 = stablehlo.reverse %a, dims = [0] : tensor<5x3xf32>\n"
        "  %1 = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 2] : (tensor<5x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>\n"
        "  %2 = stablehlo.slice %0 [0:2, 0:2] : (tensor<5x3xf32>) -> tensor<2x2xf32>\n"
        f"  %r = stablehlo.add %1, %2 : {_t('2x2')}"),
    "dynamic_slice_of_broadcast_in_dim": Case(
        "%a: tensor<4x1xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("2x3"),
        _bc("%a", "0, 1", "tensor<4x1xf32>", _t("4x5"))
        + "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 3] : (tensor<4x5xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x3xf32>",
        ("stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [2, 1]",), (),
        _bc("%a", "0, 1", "tensor<4x1xf32>", _t("4x5"))
        + "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [4, 3] : (tensor<4x5xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<4x3xf32>", neg_ret=_t("4x3")),
    "dynamic_slice_of_concatenate": Case(
        "%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("3x2"),
        "  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) "
        "-> tensor<3x3xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [3, 2] : (tensor<3x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<3x2xf32>",
        ("stablehlo.dynamic_slice %arg0, %c, %arg3, sizes = [2, 2]",
         "stablehlo.dynamic_slice %arg1, %c, %arg3, sizes = [1, 2]"), (),
        "  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) "
        "-> tensor<3x3xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 2] : (tensor<3x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>", neg_ret=_t("2x2")),
    "dynamic_update_slice_of_own_window": Case(
        "%a: tensor<4x3xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("4x3"),
        "  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] : (tensor<4x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>\n"
        "  %r = stablehlo.dynamic_update_slice %a, %0, %i, %j : (tensor<4x3xf32>, "
        "tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>",
        (), ("stablehlo.dynamic_update_slice",),
        "  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] : (tensor<4x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>\n"
        "  %r = stablehlo.dynamic_update_slice %a, %0, %j, %i : (tensor<4x3xf32>, "
        "tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>"),
    "convert_of_iota": Case(
        "", "tensor<2x100xbf16>",
        "  %0 = stablehlo.iota dim = 1 : tensor<2x100xi32>\n"
        "  %r = stablehlo.convert %0 : (tensor<2x100xi32>) -> tensor<2x100xbf16>",
        ("stablehlo.iota dim = 1 : tensor<2x100xbf16>",), ("stablehlo.convert",),
        "  %0 = stablehlo.iota dim = 1 : tensor<2x300xi32>\n"
        "  %r = stablehlo.convert %0 : (tensor<2x300xi32>) -> tensor<2x300xbf16>",
        neg_ret="tensor<2x300xbf16>"),
    "slice_of_dynamic_slice": Case(
        "%a: tensor<6x3xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("2x2"),
        "  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [4, 2] : (tensor<6x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<4x2xf32>\n"
        "  %r = stablehlo.slice %0 [1:3, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>",
        ("stablehlo.add %0, %c", "sizes = [2, 2]"), ("stablehlo.slice",),
        "  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [4, 2] : (tensor<6x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<4x2xf32>\n"
        "  %r = stablehlo.slice %0 [1:4:2, 0:2] : (tensor<4x2xf32>) -> tensor<2x2xf32>"),
    "dynamic_slice_of_slice": Case(
        "%a: tensor<6x3xf32>, %i: tensor<i32>, %j: tensor<i32>", _t("2x2"),
        "  %0 = stablehlo.slice %a [1:5, 0:3] : (tensor<6x3xf32>) -> tensor<4x3xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 2] : (tensor<4x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>",
        ("stablehlo.clamp", "stablehlo.dynamic_slice %arg0"), ("stablehlo.slice",),
        "  %0 = stablehlo.slice %a [1:5:2, 0:3] : (tensor<6x3xf32>) -> tensor<2x3xf32>\n"
        "  %r = stablehlo.dynamic_slice %0, %i, %j, sizes = [2, 2] : (tensor<2x3xf32>, "
        "tensor<i32>, tensor<i32>) -> tensor<2x2xf32>"),
    "transpose_of_unit_reshape_to_broadcast": Case(
        "%a: tensor<5x4xf32>", "tensor<4x5x1xf32>",
        "  %0 = stablehlo.reshape %a : (tensor<5x4xf32>) -> tensor<1x5x4xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [2, 1, 0] : (tensor<1x5x4xf32>) "
        "-> tensor<4x5x1xf32>",
        ("broadcast_in_dim %arg0, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5x1xf32>",),
        ("stablehlo.transpose", "stablehlo.reshape"),
        "  %0 = stablehlo.reshape %a : (tensor<5x4xf32>) -> tensor<1x20xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<1x20xf32>) "
        "-> tensor<20x1xf32>", neg_ret="tensor<20x1xf32>"),
}


def _pos(rule: str) -> str:
    return positive(CASES[rule])


_rewritten = rewrite_alone(RULES)


def test_every_layout_rule_has_a_case() -> None:
    assert set(RULES) == set(CASES)
    assert all("algebra" in r.tags for r in RULES.values())


(test_layout_rule_fires_to_the_expected_form,
 test_layout_rule_declines_where_a_precondition_fails,
 test_layout_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(CASES, _rewritten, 8)


@pytest.mark.parametrize("rule", ["transpose_elementwise", "reverse_elementwise",
                                  "reshape_elementwise", "dynamic_slice_elementwise"])
def test_layout_moves_leave_transcendentals_in_place(rule: str) -> None:
    """XLA CPU may compute a transcendental differently in another shape or a folded
    constant: only exactly rounded ops are moved through."""
    mod = from_text(_pos(rule).replace("stablehlo.subtract", "stablehlo.atan2")
                    .replace("stablehlo.multiply", "stablehlo.atan2")
                    .replace("stablehlo.maximum", "stablehlo.atan2")
                    .replace("stablehlo.divide", "stablehlo.atan2"))
    assert rewrite_once(mod, {rule: RULES[rule]}) == 0


@pytest.mark.parametrize(("rule", "body", "ret"), [
    ("dynamic_slice_of_reshape",
     ("  %0 = stablehlo.reshape %a : (tensor<3xf32>) -> tensor<3x1xf32>\n"
      "  %r = stablehlo.dynamic_slice %0, %i, %i, sizes = [2, 0] : (tensor<3x1xf32>, "
      "tensor<i32>, tensor<i32>) -> tensor<2x0xf32>"), "tensor<2x0xf32>"),
    ("reshape_of_dynamic_update_slice",
     ("  %0 = stablehlo.dynamic_update_slice %b, %u, %i, %i : (tensor<1x2xf32>, "
      "tensor<0x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>\n"
      "  %r = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2x1xf32>"), "tensor<2x1xf32>"),
])
def test_unit_reshape_moves_decline_an_empty_window(rule: str, body: str, ret: str) -> None:
    """A size 0 along a dim the reshape inserts has no place in the other shape: the rewrite
    would build a reshape that changes the element count (found by ``prove``)."""
    args = "%a: tensor<3xf32>, %b: tensor<1x2xf32>, %u: tensor<0x2xf32>, %i: tensor<i32>"
    n, out = _rewritten(func(args, ret, body), rule)
    assert n == 0, out


@pytest.mark.parametrize(("rule", "operands", "types"), [
    ("concatenate_of_low_pad", "%0, %y", "tensor<3x3xf32>, tensor<?x3xf32>"),
    ("concatenate_of_high_pad", "%y, %0", "tensor<?x3xf32>, tensor<3x3xf32>"),
])
def test_concatenate_of_pad_declines_a_dynamic_concatenation(rule: str, operands: str,
                                                             types: str) -> None:
    """Where another operand is dynamic along the concatenation dim the result's extent
    there is unknown: the rewrite would build a pad of a negative extent (ill-typed IR
    that stopped ``opt`` on a valid module)."""
    edges = "low = [1, 0], high = [0, 0]" if "low" in rule else "low = [0, 0], high = [1, 0]"
    body = (f"  %0 = stablehlo.pad %a, %p, {edges}, interior = [0, 0] : "
            "(tensor<2x3xf32>, tensor<f32>) -> tensor<3x3xf32>\n"
            f"  %r = stablehlo.concatenate {operands}, dim = 0 : ({types}) -> tensor<?x3xf32>")
    args = "%y: tensor<?x3xf32>, %a: tensor<2x3xf32>, %p: tensor<f32>"
    n, out = _rewritten(func(args, "tensor<?x3xf32>", body), rule)
    assert n == 0, out


@pytest.mark.parametrize(("rule", "op"), [
    ("slice_of_dynamic_slice",
     ("  %d = stablehlo.dynamic_slice %x, %i, sizes = [10] : (tensor<300xf32>, tensor<i8>) -> "
     "tensor<10xf32>\n  %r = stablehlo.slice %d [2:5] : (tensor<10xf32>) -> tensor<3xf32>")),
    ("dynamic_slice_of_slice",
     ("  %s = stablehlo.slice %x [0:290] : (tensor<300xf32>) -> tensor<290xf32>\n"
     "  %r = stablehlo.dynamic_slice %s, %i, sizes = [3] : (tensor<290xf32>, tensor<i8>) -> "
     "tensor<3xf32>")),
    ("dynamic_slice_of_reverse",
     ("  %v = stablehlo.reverse %x, dims = [0] : tensor<300xf32>\n"
     "  %r = stablehlo.dynamic_slice %v, %i, sizes = [3] : (tensor<300xf32>, tensor<i8>) -> "
     "tensor<3xf32>")),
])
def test_start_moves_decline_a_start_type_too_narrow_for_the_extents(rule: str, op: str) -> None:
    """The rewrite builds starts from the operand's extents in the start's own type: an i8
    start over 300 elements would wrap (slice_of_dynamic_slice read x[34:37] for x[290:293])."""
    n, out = _rewritten(func("%x: tensor<300xf32>, %i: tensor<i8>", "tensor<3xf32>", op), rule)
    assert n == 0, out
    wide = func("%x: tensor<300xf32>, %i: tensor<i32>", "tensor<3xf32>",
                op.replace("tensor<i8>", "tensor<i32>"))
    assert _rewritten(wide, rule)[0] == 1


def test_dynamic_slice_of_broadcast_declines_a_dynamic_operand() -> None:
    """A dynamic dim of x may be 1 at run time (broadcast wider): the rewrite would cut x by
    the result's slice size there, which StableHLO's shape refinement then rejects."""
    body = ("  %bc = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<?x4xf32>) -> "
            "tensor<3x4xf32>\n  %r = stablehlo.dynamic_slice %bc, %i, %i, sizes = [2, 2] : "
            "(tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>")
    args = "%x: tensor<?x4xf32>, %i: tensor<i32>"
    n, out = _rewritten(func(args, "tensor<2x2xf32>", body), "dynamic_slice_of_broadcast_in_dim")
    assert n == 0, out
    static = func(args.replace("?x4", "3x4"), "tensor<2x2xf32>", body.replace("?x4", "3x4"))
    assert _rewritten(static, "dynamic_slice_of_broadcast_in_dim")[0] == 1


@pytest.mark.parametrize("kind", ["TOTALORDER", "FLOAT"])
def test_transpose_elementwise_leaves_a_total_order_float_compare_in_place(kind: str) -> None:
    """XLA CPU compares floats in TOTALORDER against a transposed constant wrongly (a zero
    against [[-1, 3], [0, 0], [-2, -2], [1, -2]] gave other lanes than the compare
    transposed after): such a compare is not moved; a FLOAT compare is."""
    body = ("  %c = stablehlo.constant dense<[[-1.0, 3.0], [0.0, 0.0], [-2.0, -2.0], "
            "[1.0, -2.0]]> : tensor<4x2xf32>\n"
            f"  %e = stablehlo.compare GT, %x, %c, {kind} : (tensor<4x2xf32>, tensor<4x2xf32>)"
            " -> tensor<4x2xi1>\n"
            "  %r = stablehlo.transpose %e, dims = [1, 0] : (tensor<4x2xi1>) -> tensor<2x4xi1>")
    n, out = _rewritten(func("%x: tensor<4x2xf32>", "tensor<2x4xi1>", body),
                        "transpose_elementwise")
    assert n == (0 if kind == "TOTALORDER" else 1), out


@pytest.mark.parametrize("et", ["bf16", "f32"])
def test_reverse_elementwise_leaves_a_bf16_compare_in_place(et: str) -> None:
    """XLA CPU compares a bf16 subnormal as zero in one form and not the other:
    reverse(compare(NE, [1, 0], x)) gives [False, True] at x = [0, -5.9e-39], the compare of
    the reversed operands [True, True]; such a compare is not moved, an f32 one is (both
    forms compare alike there)."""
    from hlorules.lowering import xla

    body = (f"  %c = stablehlo.constant dense<[1.0, 0.0]> : tensor<2x{et}>\n"
            f"  %e = stablehlo.compare NE, %c, %x, FLOAT : (tensor<2x{et}>, tensor<2x{et}>) -> "
            "tensor<2xi1>\n"
            "  %r = stablehlo.reverse %e, dims = [0] : tensor<2xi1>")
    text = func(f"%x: tensor<2x{et}>", "tensor<2xi1>", body)
    n, out = _rewritten(text, "reverse_elementwise")
    assert n == (0 if et == "bf16" else 1), out
    x = np.array([0, -5.9e-39], ml_dtypes.bfloat16 if et == "bf16" else np.float32)
    assert xla.run(out, x)[0].tolist() == xla.run(text, x)[0].tolist()


@pytest.mark.parametrize("args,ret,body,twin", [
    ("%x: tensor<?x1xi32>", "tensor<5x1xi32>",
     ("  %b = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<?x1xi32>) -> "
      "tensor<5x1xi32>\n  %c = stablehlo.constant dense<3> : tensor<5x1xi32>\n"
      "  %r = stablehlo.and %b, %c : tensor<5x1xi32>"),
     [("?x1", "5x1")]),
    ("%x: tensor<0xi32>", "tensor<3x0xi32>",
     ("  %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<0xi32>) -> tensor<3x0xi32>\n"
      "  %c = stablehlo.constant dense<> : tensor<3x0xi32>\n"
      "  %r = stablehlo.and %b, %c : tensor<3x0xi32>"),
     [("<0x", "<2x"), ("3x0", "3x2"), ("dense<>", "dense<3>")]),
], ids=["dynamic-operand", "empty-result"])
def test_elementwise_of_broadcasts_declines_a_dynamic_operand_or_an_empty_result(
        args: str, ret: str, body: str, twin: list[tuple[str, str]]) -> None:
    """A dynamic operand of the broadcast gives no static shape for the ops built inside it,
    and an empty splat constant no value to splat again: the rule used to raise there (opt
    exited with 'would build ill-typed IR' on a valid module); it declines instead, and
    fires on the static, non-empty twin of each module."""
    n, out = _rewritten(func(args, ret, body), "elementwise_of_broadcasts")
    assert n == 0, out
    for old, new in twin:
        args, ret, body = (s.replace(old, new) for s in (args, ret, body))
    assert _rewritten(func(args, ret, body), "elementwise_of_broadcasts")[0] == 1


def test_elementwise_of_broadcasts_leaves_a_float_division_alone() -> None:
    """XLA computes ``x / broadcast(y)`` as ``x * (1 / y)``: at bf16 y = -3.39e38 the
    reciprocal is a subnormal flushed to zero, so the original gives 0 where ``y / y`` moved
    inside the broadcast gives 1 (found by ``hlorules check``). A float division of
    broadcasts stays; an integer one moves inside."""
    body = ("  %b = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<1xT>) -> tensor<1x8xT>\n"
            "  %r = stablehlo.divide %b, %b : tensor<1x8xT>")
    text = func("%x: tensor<1xT>", "tensor<1x8xT>", body)
    float_text = text.replace("T>", "bf16>")
    rewritten = text.replace("T>", "bf16>").replace(
        "  %b = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<1xbf16>) -> tensor<1x8xbf16>\n"
        "  %r = stablehlo.divide %b, %b : tensor<1x8xbf16>",
        "  %d = stablehlo.divide %x, %x : tensor<1xbf16>\n"
        "  %r = stablehlo.broadcast_in_dim %d, dims = [0] : (tensor<1xbf16>) -> tensor<1x8xbf16>")
    pair = Pair(float_text, rewritten, [])
    _, _, mismatch = pair.outcome([np.array([-3.38953e38], ml_dtypes.bfloat16)])
    assert mismatch is not None
    assert _rewritten(float_text, "elementwise_of_broadcasts")[0] == 0
    assert _rewritten(text.replace("T>", "i32>"), "elementwise_of_broadcasts")[0] == 1
