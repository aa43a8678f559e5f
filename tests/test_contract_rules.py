"""rulebooks/contract.rules, constprop.rules and elementwise.rules: Enzyme-JAX's reduce,
dot_general, constant-propagation and elementwise algebra families, each rule exact.

Per rule (the table ``CASES``): a positive module where the rule fires and leaves the
expected ops, a negative module where a precondition fails (or the pattern is unsound) and
it must not fire, and the positive module before and after the rule compared on XLA CPU
(``hlorules.checker``'s boundary inputs -- NaN, +-Inf, -0.0, subnormals, integer
extremes -- then drawn ones; bitwise, any two NaNs equal, the sign of zero compared).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_table import (
    Case,
    table_tests,
)

import hlorules
from hlorules.engine.rulebook import parse_book_text
from hlorules.lowering import fold_oracle
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

assert fold_oracle.backend_evaluator  # registers XLA as the folder's "cpu" backend
ROOT = Path(__file__).resolve().parent.parent
FILES = ("contract.rules", "constprop.rules", "elementwise.rules")
RULES = {name: rule for f in FILES
         for name, rule in load_rules(ROOT / "rulebooks" / f).items()}
FILE_OF = {name: f for f in FILES for name in load_rules(ROOT / "rulebooks" / f)}


def _reduce(x: str, init: str, op: str, dims: str, xt: str, et: str, rt: str,
            name: str = "%r") -> str:
    """A reduce of ``x`` (of type ``xt``) from ``init`` combining with ``op``."""
    return (f"  {name} = stablehlo.reduce({x} init: {init}) applies stablehlo.{op} across "
            f"dimensions = [{dims}] : ({xt}, tensor<{et}>) -> {rt}")


def _reduce_window(x: str, window: str, xt: str, rt: str) -> str:
    """``%r``, an add reduce_window of ``x`` from 0.0 with windows of ``window``."""
    return ("  %i = stablehlo.constant dense<0.0> : tensor<f32>\n"
            f'  %r = "stablehlo.reduce_window"({x}, %i) <{{window_dimensions = '
            f"array<i64: {window}>}}> ({{\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
            "    %s = stablehlo.add %p, %q : tensor<f32>\n"
            "    stablehlo.return %s : tensor<f32>\n"
            f"  }}) : ({xt}, tensor<f32>) -> {rt}")


F = "tensor<2x3xf32>"
I = "tensor<2x3xi32>"
BIN = {"add": "f32", "subtract": "i32", "multiply": "f32", "divide": "i32", "remainder": "i32",
       "power": "i32", "atan2": "f32", "maximum": "f32", "minimum": "f32", "and": "i1",
       "or": "i32", "xor": "i32", "shift_left": "i32", "shift_right_arithmetic": "i32",
       "shift_right_logical": "i32"}


def _chlo_binary(op: str, et: str) -> Case:
    """chlo.broadcast_OP of one type -> stablehlo.OP; of two shapes it stays."""
    t = f"tensor<2x3x{et}>"
    u = f"tensor<3x{et}>"
    return Case(
        f"%a: {t}, %b: {t}", t,
        f"  %r = chlo.broadcast_{op} %a, %b : ({t}, {t}) -> {t}",
        (f"stablehlo.{op}",), ("chlo.",),
        f"  %r = chlo.broadcast_{op} %a, %b {{broadcast_dimensions = array<i64: 1>}} : "
        f"({t}, {u}) -> {t}", neg_args=f"%a: {t}, %b: {u}")


def _unary(outer: str, inner: str, t: str, neg_inner: str, rt: str = "", chlo: bool = False,
           expect: tuple[str, ...] = (), gone: tuple[str, ...] = ()) -> Case:
    """``outer(inner(a))`` over ``a: t`` (result ``rt``, default ``t``); the negative case
    puts ``neg_inner`` in ``inner``'s place."""
    rt = rt or t
    arrow = f" : {t} -> {rt}" if chlo else (f" : ({t}) -> {rt}" if rt != t else f" : {t}")

    def body(i: str) -> str:
        return f"  %0 = stablehlo.{i} %a : {t}\n  %r = {outer} %0{arrow}"
    return Case(f"%a: {t}", rt, body(inner), expect, gone or (f"stablehlo.{inner}",),
                body(neg_inner))


def _binary(op: str, inner: str, t: str, pos_args: tuple[str, str], neg_args: tuple[str, str],
            expect: tuple[str, ...] = (), gone: tuple[str, ...] = ()) -> Case:
    """``op(x, inner(y, z))`` over ``%a, %b: t``: args of the outer and inner op."""
    def body(args: tuple[str, str]) -> str:
        return (f"  %0 = stablehlo.{inner} {args[1]} : {t}\n"
                f"  %r = stablehlo.{op} {args[0]}, %0 : {t}")
    return Case(f"%a: {t}, %b: {t}", t, body(pos_args), expect, gone, body(neg_args))


def _dot(a: str, b: str, at: str, bt: str, rt: str) -> str:
    """``%r = dot_general(a, b)`` contracting a's dim 1 with b's dim 0."""
    return (f"  %r = stablehlo.dot_general {a}, {b}, contracting_dims = [1] x [0] : "
            f"({at}, {bt}) -> {rt}")


def _dot_case(pre: str, a: str, b: str, et: str, expect: tuple[str, ...],
              neg_pre: str, neg_a: str, neg_b: str, neg_et: str = "") -> Case:
    """A dot_general of 2x3 and 3x4 operands after ``pre`` (ops over ``%x``, ``%y``)."""
    def body(p: str, x: str, y: str, e: str) -> str:
        return p + _dot(x, y, f"tensor<2x3x{e}>", f"tensor<3x4x{e}>", f"tensor<2x4x{e}>")
    neg_et = neg_et or et
    return Case(f"%x: tensor<2x3x{et}>, %y: tensor<3x4x{et}>", f"tensor<2x4x{et}>",
                body(pre, a, b, et), expect, (), body(neg_pre, neg_a, neg_b, neg_et),
                neg_args=f"%x: tensor<2x3x{neg_et}>, %y: tensor<3x4x{neg_et}>",
                neg_ret=f"tensor<2x4x{neg_et}>")


def _negs(et: str, which: str = "xy") -> str:
    shapes = {"x": "2x3", "y": "3x4"}
    return "".join(f"  %n{v} = stablehlo.negate %{v} : tensor<{shapes[v]}x{et}>\n"
                   for v in which)


def _scaled(et: str, v: str) -> str:
    shape = {"x": "2x3", "y": "3x4"}[v]
    three = "3.0" if et.startswith("f") else "3"
    return (f"  %c = stablehlo.constant dense<{three}> : tensor<{shape}x{et}>\n"
            f"  %s{v} = stablehlo.multiply %{v}, %c : tensor<{shape}x{et}>\n")


CASES: dict[str, Case] = {
    "reduce_over_unit_dims": Case(
        "%a: tensor<1x3xf32>", "tensor<3xf32>",
        "  %i = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
        + _reduce("%a", "%i", "maximum", "0", "tensor<1x3xf32>", "f32", "tensor<3xf32>"),
        ("stablehlo.reshape",), ("stablehlo.reduce",),
        "  %i = stablehlo.constant dense<0.0> : tensor<f32>\n"
        + _reduce("%a", "%i", "add", "0", "tensor<1x3xf32>", "f32", "tensor<3xf32>")),
    "reduce_drop_unit_dims": Case(
        "%a: tensor<1x3x2xi32>, %i: tensor<i32>", "tensor<2xi32>",
        _reduce("%a", "%i", "add", "0, 1", "tensor<1x3x2xi32>", "i32", "tensor<2xi32>"),
        ("across dimensions = [0] : (tensor<3x2xi32>",), (),
        _reduce("%a", "%i", "add", "0, 1", "tensor<1x3x2xf32>", "f32", "tensor<2xf32>"),
        neg_args="%a: tensor<1x3x2xf32>, %i: tensor<f32>", neg_ret="tensor<2xf32>"),
    "reduce_of_transpose": Case(
        "%a: tensor<2x3x4xi32>, %i: tensor<i32>", "tensor<4x2xi32>",
        "  %t = stablehlo.transpose %a, dims = [2, 1, 0] : (tensor<2x3x4xi32>) -> "
        "tensor<4x3x2xi32>\n"
        + _reduce("%t", "%i", "add", "1", "tensor<4x3x2xi32>", "i32", "tensor<4x2xi32>"),
        ("across dimensions = [1] : (tensor<2x3x4xi32>", "dims = [1, 0]"), (),
        "  %t = stablehlo.transpose %a, dims = [2, 1, 0] : (tensor<2x3x4xf32>) -> "
        "tensor<4x3x2xf32>\n"
        + _reduce("%t", "%i", "add", "1", "tensor<4x3x2xf32>", "f32", "tensor<4x2xf32>"),
        neg_args="%a: tensor<2x3x4xf32>, %i: tensor<f32>", neg_ret="tensor<4x2xf32>"),
    "reduce_of_reduce": Case(
        "%a: tensor<2x3x4xi32>", "tensor<3xi32>",
        "  %i = stablehlo.constant dense<-2147483648> : tensor<i32>\n"
        + _reduce("%a", "%i", "maximum", "2", "tensor<2x3x4xi32>", "i32", "tensor<2x3xi32>",
                  "%s") + "\n"
        + _reduce("%s", "%i", "maximum", "0", I, "i32", "tensor<3xi32>"),
        ("across dimensions = [0, 2] : (tensor<2x3x4xi32>",), (),
        "  %i = stablehlo.constant dense<-2147483648> : tensor<i32>\n"
        + _reduce("%a", "%i", "add", "2", "tensor<2x3x4xi32>", "i32", "tensor<2x3xi32>",
                  "%s") + "\n"
        + _reduce("%s", "%i", "maximum", "0", I, "i32", "tensor<3xi32>")),
    "reduce_of_concatenate": Case(
        f"%a: {I}, %b: tensor<2x2xi32>", "tensor<2xi32>",
        "  %i = stablehlo.constant dense<0> : tensor<i32>\n"
        f"  %c = stablehlo.concatenate %a, %b, dim = 1 : ({I}, tensor<2x2xi32>) -> "
        "tensor<2x5xi32>\n"
        + _reduce("%c", "%i", "add", "1", "tensor<2x5xi32>", "i32", "tensor<2xi32>"),
        ("stablehlo.add",), ("stablehlo.concatenate",),
        "  %i = stablehlo.constant dense<1> : tensor<i32>\n"
        f"  %c = stablehlo.concatenate %a, %b, dim = 1 : ({I}, tensor<2x2xi32>) -> "
        "tensor<2x5xi32>\n"
        + _reduce("%c", "%i", "add", "1", "tensor<2x5xi32>", "i32", "tensor<2xi32>")),
    "reduce_of_pad": Case(
        f"%a: {I}", "tensor<2xi32>",
        "  %i = stablehlo.constant dense<2147483647> : tensor<i32>\n"
        "  %p = stablehlo.pad %a, %i, low = [0, 2], high = [0, 1], interior = [0, 1] : "
        f"({I}, tensor<i32>) -> tensor<2x8xi32>\n"
        + _reduce("%p", "%i", "minimum", "1", "tensor<2x8xi32>", "i32", "tensor<2xi32>"),
        (f"across dimensions = [1] : ({I}",), ("stablehlo.pad",),
        "  %p = stablehlo.pad %a, %i, low = [1, 2], high = [0, 1], interior = [0, 1] : "
        f"({I}, tensor<i32>) -> tensor<3x8xi32>\n"
        + _reduce("%p", "%i", "minimum", "1", "tensor<3x8xi32>", "i32", "tensor<3xi32>"),
        neg_args=f"%a: {I}, %i: tensor<i32>", neg_ret="tensor<3xi32>"),
    "reduce_of_broadcast_idempotent": Case(
        "%a: tensor<3xi32>", "tensor<3xi32>",
        "  %i = stablehlo.constant dense<-2147483648> : tensor<i32>\n"
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>\n"
        + _reduce("%b", "%i", "maximum", "0", "tensor<4x3xi32>", "i32", "tensor<3xi32>"),
        ("broadcast_in_dim %arg0, dims = [0]",), ("stablehlo.reduce",),
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>\n"
        + _reduce("%b", "%i", "maximum", "0", "tensor<4x3xi32>", "i32", "tensor<3xi32>"),
        neg_args="%a: tensor<3xi32>, %i: tensor<i32>"),
    "reduce_add_of_broadcast": Case(
        "%a: tensor<3xi32>", "tensor<3xi32>",
        "  %i = stablehlo.constant dense<0> : tensor<i32>\n"
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xi32>) -> tensor<4x3xi32>\n"
        + _reduce("%b", "%i", "add", "0", "tensor<4x3xi32>", "i32", "tensor<3xi32>"),
        ("stablehlo.multiply", "dense<4>"), ("stablehlo.reduce",),
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>\n"
        + _reduce("%b", "%i", "add", "0", "tensor<4x3xf32>", "f32", "tensor<3xf32>"),
        neg_args="%a: tensor<3xf32>, %i: tensor<f32>", neg_ret="tensor<3xf32>"),
    "reduce_add_of_negate": Case(
        f"%a: {I}", "tensor<2xi32>",
        f"  %i = stablehlo.constant dense<0> : tensor<i32>\n  %n = stablehlo.negate %a : {I}\n"
        + _reduce("%n", "%i", "add", "1", I, "i32", "tensor<2xi32>"),
        ("stablehlo.negate %0 : tensor<2xi32>",), (),
        f"  %i = stablehlo.constant dense<0.0> : tensor<f32>\n  %n = stablehlo.negate %a : {F}\n"
        + _reduce("%n", "%i", "add", "1", F, "f32", "tensor<2xf32>"),
        neg_args=f"%a: {F}", neg_ret="tensor<2xf32>"),
    "reduce_add_of_scaled": Case(
        f"%a: {I}", "tensor<2xi32>",
        f"  %i = stablehlo.constant dense<0> : tensor<i32>\n"
        f"  %c = stablehlo.constant dense<-7> : {I}\n  %n = stablehlo.multiply %a, %c : {I}\n"
        + _reduce("%n", "%i", "add", "1", I, "i32", "tensor<2xi32>"),
        ("stablehlo.multiply %0, %c",), (),
        f"  %i = stablehlo.constant dense<1> : tensor<i32>\n"
        f"  %c = stablehlo.constant dense<-7> : {I}\n  %n = stablehlo.multiply %a, %c : {I}\n"
        + _reduce("%n", "%i", "add", "1", I, "i32", "tensor<2xi32>")),
    **{f"chlo_broadcast_{op}": _chlo_binary(op, et) for op, et in BIN.items()},
    "chlo_broadcast_select": Case(
        f"%p: tensor<2x3xi1>, %a: {F}, %b: {F}", F,
        f"  %r = chlo.broadcast_select %p, %a, %b : (tensor<2x3xi1>, {F}, {F}) -> {F}",
        ("stablehlo.select",), ("chlo.",),
        f"  %r = chlo.broadcast_select %p, %a, %b : (tensor<3xi1>, {F}, {F}) -> {F}",
        neg_args=f"%p: tensor<3xi1>, %a: {F}, %b: {F}"),
    "chlo_square": Case(
        f"%a: {F}", F, f"  %r = chlo.square %a : {F} -> {F}",
        ("stablehlo.multiply %arg0, %arg0",), ("chlo.",),
        "  %r = chlo.square %a : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>",
        neg_args="%a: tensor<2xcomplex<f32>>", neg_ret="tensor<2xcomplex<f32>>"),
    "chlo_is_inf_of_constant": Case(
        "", "tensor<4xi1>",
        "  %c = stablehlo.constant dense<[1.0, 0xFF800000, 0x7F800000, 0x7FC00000]> : "
        "tensor<4xf32>\n  %r = chlo.is_inf %c : tensor<4xf32> -> tensor<4xi1>",
        ("stablehlo.compare",), ("chlo.",),
        "  %r = chlo.is_inf %a : tensor<4xf32> -> tensor<4xi1>", neg_args="%a: tensor<4xf32>"),
    "chlo_is_pos_inf_of_constant": Case(
        "", "tensor<4xi1>",
        "  %c = stablehlo.constant dense<[1.0, 0xFF800000, 0x7F800000, 0x7FC00000]> : "
        "tensor<4xf32>\n  %r = chlo.is_pos_inf %c : tensor<4xf32> -> tensor<4xi1>",
        ("stablehlo.compare",), ("chlo.",),
        "  %r = chlo.is_pos_inf %a : tensor<4xf32> -> tensor<4xi1>",
        neg_args="%a: tensor<4xf32>"),
    "chlo_is_neg_inf_of_constant": Case(
        "", "tensor<4xi1>",
        "  %c = stablehlo.constant dense<[1.0, 0xFF800000, 0x7F800000, 0x7FC00000]> : "
        "tensor<4xf64>\n  %r = chlo.is_neg_inf %c : tensor<4xf64> -> tensor<4xi1>",
        ("stablehlo.compare",), ("chlo.",),
        "  %r = chlo.is_neg_inf %a : tensor<4xf64> -> tensor<4xi1>",
        neg_args="%a: tensor<4xf64>"),
    "fold_chlo_through_backend": Case(
        "", "tensor<3xf32>",
        "  %c = stablehlo.constant dense<[1.0, 2.0, 0.5]> : tensor<3xf32>\n"
        "  %r = chlo.erfc %c : tensor<3xf32> -> tensor<3xf32>",
        ("stablehlo.constant dense<[0.157299",), ("chlo.",),
        "  %c = stablehlo.constant dense<[1.0, 2.0, 0.5]> : tensor<3xf32>\n"
        "  %r = chlo.erfc %c : tensor<3xf32> -> tensor<3xf32>"),
    "min_max_of_iota": Case(
        "", "tensor<4x3xf32>",
        "  %i = stablehlo.iota dim = 0 : tensor<4x3xf32>\n"
        "  %c = stablehlo.constant dense<3.0> : tensor<4x3xf32>\n"
        "  %r = stablehlo.maximum %i, %c : tensor<4x3xf32>",
        ("stablehlo.constant dense<3.0",), ("stablehlo.maximum", "stablehlo.iota"),
        "  %i = stablehlo.iota dim = 0 : tensor<4x3xf32>\n"
        "  %c = stablehlo.constant dense<-0.0> : tensor<4x3xf32>\n"
        "  %r = stablehlo.maximum %i, %c : tensor<4x3xf32>"),
    "min_max_of_iota/minimum": Case(
        "", "tensor<4x3xi64>",
        "  %i = stablehlo.iota dim = 1 : tensor<4x3xi64>\n"
        "  %c = stablehlo.constant dense<2> : tensor<4x3xi64>\n"
        "  %r = stablehlo.minimum %i, %c : tensor<4x3xi64>",
        ("stablehlo.iota dim = 1",), ("stablehlo.minimum",),
        "  %i = stablehlo.iota dim = 1 : tensor<4x3xi64>\n"
        "  %c = stablehlo.constant dense<1> : tensor<4x3xi64>\n"
        "  %r = stablehlo.minimum %i, %c : tensor<4x3xi64>"),
    "clamp_of_iota": Case(
        "", "tensor<5xf32>",
        "  %i = stablehlo.iota dim = 0 : tensor<5xf32>\n"
        "  %lo = stablehlo.constant dense<0.0> : tensor<f32>\n"
        "  %hi = stablehlo.constant dense<7.5> : tensor<f32>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : (tensor<f32>, tensor<5xf32>, tensor<f32>) -> "
        "tensor<5xf32>",
        ("stablehlo.iota dim = 0",), ("stablehlo.clamp",),
        "  %i = stablehlo.iota dim = 0 : tensor<5xf32>\n"
        "  %lo = stablehlo.constant dense<-1.0e-45> : tensor<f32>\n"
        "  %hi = stablehlo.constant dense<7.5> : tensor<f32>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : (tensor<f32>, tensor<5xf32>, tensor<f32>) -> "
        "tensor<5xf32>"),
    "clamp_of_iota_past_bound": Case(
        "", "tensor<4xi64>",
        "  %i = stablehlo.iota dim = 0 : tensor<4xi64>\n"
        "  %lo = stablehlo.constant dense<6> : tensor<4xi64>\n"
        "  %hi = stablehlo.constant dense<10> : tensor<4xi64>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : tensor<4xi64>",
        ("stablehlo.constant dense<6>",), ("stablehlo.clamp", "stablehlo.iota"),
        "  %i = stablehlo.iota dim = 0 : tensor<4xi64>\n"
        "  %lo = stablehlo.constant dense<2> : tensor<4xi64>\n"
        "  %hi = stablehlo.constant dense<10> : tensor<4xi64>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : tensor<4xi64>"),
    "clamp_of_iota_past_bound/smaller_high": Case(
        "", "tensor<4xf32>",
        "  %i = stablehlo.iota dim = 0 : tensor<4xf32>\n"
        "  %lo = stablehlo.constant dense<6.0> : tensor<f32>\n"
        "  %hi = stablehlo.constant dense<-2.0> : tensor<f32>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> "
        "tensor<4xf32>",
        ("stablehlo.constant dense<-2.0", "tensor<4xf32>"), ("stablehlo.clamp",),
        "  %i = stablehlo.iota dim = 0 : tensor<4xf32>\n"
        "  %lo = stablehlo.constant dense<6.0> : tensor<f32>\n"
        "  %hi = stablehlo.constant dense<0x7FC00000> : tensor<f32>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> "
        "tensor<4xf32>"),
    "clamp_of_iota_past_bound/below_high": Case(
        "", "tensor<4xf32>",
        "  %i = stablehlo.iota dim = 0 : tensor<4xf32>\n"
        "  %lo = stablehlo.constant dense<-6.0> : tensor<4xf32>\n"
        "  %hi = stablehlo.constant dense<-1.0> : tensor<4xf32>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : tensor<4xf32>",
        ("stablehlo.constant dense<-1.0",), ("stablehlo.clamp", "stablehlo.iota"),
        "  %i = stablehlo.iota dim = 0 : tensor<4xf32>\n"
        "  %lo = stablehlo.constant dense<-0.0> : tensor<4xf32>\n"
        "  %hi = stablehlo.constant dense<0.0> : tensor<4xf32>\n"
        "  %r = stablehlo.clamp %lo, %i, %hi : tensor<4xf32>"),
    "relu_of_constant": Case(
        "", "tensor<3xf32>",
        "  %c = stablehlo.constant dense<[-1.0, -0.0, 2.0]> : tensor<3xf32>\n"
        "  %r = enzymexla.math.relu %c : (tensor<3xf32>) -> tensor<3xf32>",
        ("stablehlo.maximum %cst, %cst_0",), ("enzymexla.math.relu",),
        "  %r = enzymexla.math.relu %a : (tensor<3xf32>) -> tensor<3xf32>",
        neg_args="%a: tensor<3xf32>"),
    "broadcast_of_arithmetic_constant": Case(
        "", "tensor<20x80xi32>",
        "  %c = stablehlo.constant dense<[5, 3, 1, -1, -3, -5, -7, -9, -11, -13, -15, -17, -19, "
        "-21, -23, -25, -27, -29, -31, -33]> : tensor<20xi32>\n"
        "  %r = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<20xi32>) -> "
        "tensor<20x80xi32>",
        ("stablehlo.iota dim = 0", "dense<-2>", "dense<5>"), ("stablehlo.broadcast_in_dim",),
        "  %c = stablehlo.constant dense<[5, 3, 1, -1, -3, -5, -7, -9, -11, -13, -15, -17, -19, "
        "-21, -23, -25, -27, -29, -31, -34]> : tensor<20xi32>\n"
        "  %r = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<20xi32>) -> "
        "tensor<20x80xi32>"),
    "is_finite_of_sign_change": _unary(
        "stablehlo.is_finite", "negate", F, "sine", rt="tensor<2x3xi1>"),
    "chlo_is_inf_of_sign_change": _unary(
        "chlo.is_inf", "abs", F, "sine", rt="tensor<2x3xi1>", chlo=True),
    "chlo_is_pos_inf_of_negate": _unary(
        "chlo.is_pos_inf", "negate", F, "abs", rt="tensor<2x3xi1>", chlo=True,
        expect=("chlo.is_neg_inf",)),
    "chlo_is_neg_inf_of_negate": _unary(
        "chlo.is_neg_inf", "negate", F, "abs", rt="tensor<2x3xi1>", chlo=True,
        expect=("chlo.is_pos_inf",)),
    "chlo_is_pos_inf_of_abs": _unary(
        "chlo.is_pos_inf", "abs", F, "negate", rt="tensor<2x3xi1>", chlo=True,
        expect=("chlo.is_inf",)),
    "chlo_is_neg_inf_of_abs": _unary(
        "chlo.is_neg_inf", "abs", F, "negate", rt="tensor<2x3xi1>", chlo=True,
        expect=("dense<false>",)),
    "round_of_rounded": _unary("stablehlo.floor", "ceil", F, "sine",
                               gone=("stablehlo.floor",)),
    "sign_of_sign": _unary("stablehlo.sign", "sign", F, "abs", gone=("sign %0",)),
    "sign_of_negate": _unary("stablehlo.sign", "negate", F, "sine",
                             expect=("stablehlo.negate %0",), gone=("sign %0",)),
    "sign_of_abs": _unary("stablehlo.sign", "abs", F, "negate",
                          expect=("stablehlo.abs %0",), gone=("sign %0",)),
    "round_of_converted_integer": Case(
        f"%a: {I}", F, f"  %0 = stablehlo.convert %a : ({I}) -> {F}\n"
        f"  %r = stablehlo.round_nearest_even %0 : {F}",
        ("stablehlo.convert",), ("stablehlo.round_nearest_even",),
        f"  %0 = stablehlo.convert %a : ({F}) -> {F}\n"
        f"  %r = stablehlo.round_nearest_even %0 : {F}", neg_args=f"%a: {F}"),
    "convert_round_trip": Case(
        "%a: tensor<2x3xbf16>", "tensor<2x3xbf16>",
        "  %0 = stablehlo.convert %a : (tensor<2x3xbf16>) -> tensor<2x3xf32>\n"
        "  %r = stablehlo.convert %0 : (tensor<2x3xf32>) -> tensor<2x3xbf16>",
        (), ("stablehlo.convert",),
        "  %0 = stablehlo.convert %a : (tensor<2x3xbf16>) -> tensor<2x3xf16>\n"
        "  %r = stablehlo.convert %0 : (tensor<2x3xf16>) -> tensor<2x3xbf16>"),
    "absorption": _binary("maximum", "minimum", I, ("%a", "%a, %b"), ("%b", "%a, %a"),
                          gone=("stablehlo.maximum", "stablehlo.minimum")),
    "idempotent_repeat": _binary("and", "and", I, ("%b", "%a, %b"), ("%b", "%a, %a"),
                                 expect=("stablehlo.and %arg0, %arg1",)),
    "complement": Case(
        f"%a: {I}", I, f"  %0 = stablehlo.not %a : {I}\n  %r = stablehlo.or %0, %a : {I}",
        ("dense<-1>",), ("stablehlo.or",),
        f"  %0 = stablehlo.not %a : {I}\n  %r = stablehlo.or %0, %b : {I}",
        neg_args=f"%a: {I}, %b: {I}"),
    "de_morgan": Case(
        f"%a: {I}, %b: {I}", I,
        f"  %0 = stablehlo.not %a : {I}\n  %1 = stablehlo.not %b : {I}\n"
        f"  %2 = stablehlo.and %0, %1 : {I}\n  %r = stablehlo.not %2 : {I}",
        ("stablehlo.or %arg0, %arg1",), ("stablehlo.not",),
        f"  %0 = stablehlo.not %a : {I}\n"
        f"  %2 = stablehlo.and %0, %b : {I}\n  %r = stablehlo.not %2 : {I}"),
    "xor_cancel": _binary("xor", "xor", I, ("%b", "%a, %b"), ("%a", "%b, %b"),
                          gone=("stablehlo.xor",)),
    "not_of_integer_compare": Case(
        f"%a: {I}, %b: {I}", "tensor<2x3xi1>",
        f"  %0 = stablehlo.compare LT, %a, %b : ({I}, {I}) -> tensor<2x3xi1>\n"
        "  %r = stablehlo.not %0 : tensor<2x3xi1>",
        ("stablehlo.compare GE",), ("stablehlo.not",),
        f"  %0 = stablehlo.compare LT, %a, %b : ({F}, {F}) -> tensor<2x3xi1>\n"
        "  %r = stablehlo.not %0 : tensor<2x3xi1>", neg_args=f"%a: {F}, %b: {F}"),
    "compare_of_negates": Case(
        f"%a: {F}, %b: {F}", "tensor<2x3xi1>",
        f"  %0 = stablehlo.negate %a : {F}\n  %1 = stablehlo.negate %b : {F}\n"
        f"  %r = stablehlo.compare LT, %0, %1 : ({F}, {F}) -> tensor<2x3xi1>",
        ("stablehlo.compare LT, %arg1, %arg0",), ("stablehlo.negate",),
        f"  %0 = stablehlo.negate %a : {I}\n  %1 = stablehlo.negate %b : {I}\n"
        f"  %r = stablehlo.compare LT, %0, %1 : ({I}, {I}) -> tensor<2x3xi1>",
        neg_args=f"%a: {I}, %b: {I}"),
    "dot_general_of_negates": _dot_case(
        _negs("f32"), "%nx", "%ny", "f32", ("stablehlo.dot_general %arg0, %arg1",),
        _negs("f32", "x"), "%nx", "%y"),
    "dot_general_negate_lhs": _dot_case(
        _negs("i32", "x"), "%nx", "%y", "i32", ("stablehlo.negate %0",),
        _negs("f32", "x"), "%nx", "%y", "f32"),
    "dot_general_negate_rhs": _dot_case(
        _negs("i32", "y"), "%x", "%ny", "i32", ("stablehlo.negate %0",),
        _negs("f32", "y"), "%x", "%ny", "f32"),
    "dot_general_scaled_lhs": _dot_case(
        _scaled("i32", "x"), "%sx", "%y", "i32", ("stablehlo.multiply %0",),
        _scaled("f32", "x"), "%sx", "%y", "f32"),
    "dot_general_scaled_rhs": _dot_case(
        _scaled("i32", "y"), "%x", "%sy", "i32", ("stablehlo.multiply %0",),
        _scaled("f32", "y"), "%x", "%sy", "f32"),
    "reduce_idempotent_of_broadcast": Case(
        "%a: tensor<2x3xi32>, %i: tensor<i32>", "tensor<2xi32>",
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x3xi32>) -> "
        "tensor<4x2x3xi32>\n"
        + _reduce("%b", "%i", "maximum", "0, 2", "tensor<4x2x3xi32>", "i32", "tensor<2xi32>"),
        ("across dimensions = [1] : (tensor<2x3xi32>",), ("stablehlo.broadcast_in_dim",),
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x3xf32>) -> "
        "tensor<4x2x3xf32>\n"
        + _reduce("%b", "%i", "maximum", "0, 2", "tensor<4x2x3xf32>", "f32", "tensor<2xf32>"),
        neg_args="%a: tensor<2x3xf32>, %i: tensor<f32>", neg_ret="tensor<2xf32>"),
    "reduce_idempotent_of_broadcast/lone_element": Case(
        "%a: tensor<2x1xi32>", "tensor<2xi32>",
        "  %i = stablehlo.constant dense<-2147483648> : tensor<i32>\n"
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x1xi32>) -> "
        "tensor<4x2x3xi32>\n"
        + _reduce("%b", "%i", "maximum", "0, 2", "tensor<4x2x3xi32>", "i32", "tensor<2xi32>"),
        ("across dimensions = [1] : (tensor<2x1xi32>",), ("stablehlo.broadcast_in_dim",),
        "  %b = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x1xi32>) -> "
        "tensor<4x2x3xi32>\n"
        + _reduce("%b", "%i", "maximum", "0, 2", "tensor<4x2x3xi32>", "i32", "tensor<2xi32>"),
        neg_args="%a: tensor<2x1xi32>, %i: tensor<i32>"),
    "reduce_idempotent_of_pad": Case(
        "%a: tensor<2x3xi32>, %p: tensor<i32>", "tensor<3xi32>",
        "  %i = stablehlo.constant dense<2147483647> : tensor<i32>\n"
        "  %d = stablehlo.pad %a, %p, low = [1, 2], high = [0, 1], interior = [0, 1] : "
        "(tensor<2x3xi32>, tensor<i32>) -> tensor<3x8xi32>\n"
        + _reduce("%d", "%i", "minimum", "1", "tensor<3x8xi32>", "i32", "tensor<3xi32>"),
        ("across dimensions = [1] : (tensor<2x3xi32>", "stablehlo.minimum %0, %1",
         "low = [1], high = [0], interior = [0]"), (),
        "  %i = stablehlo.constant dense<0x7F800000> : tensor<f32>\n"
        "  %d = stablehlo.pad %a, %p, low = [1, 2], high = [0, 1], interior = [0, 1] : "
        "(tensor<2x3xf32>, tensor<f32>) -> tensor<3x8xf32>\n"
        + _reduce("%d", "%i", "minimum", "1", "tensor<3x8xf32>", "f32", "tensor<3xf32>"),
        neg_args="%a: tensor<2x3xf32>, %p: tensor<f32>", neg_ret="tensor<3xf32>"),
    "reduce_window_of_whole_dims": Case(
        "%a: tensor<2x3xf32>", "tensor<1x3xf32>",
        _reduce_window("%a", "2, 1", "tensor<2x3xf32>", "tensor<1x3xf32>"),
        ("across dimensions = [0] : (tensor<2x3xf32>", "stablehlo.reshape"),
        ("stablehlo.reduce_window",),
        _reduce_window("%a", "2, 1", "tensor<3x3xf32>", "tensor<2x3xf32>"),
        neg_args="%a: tensor<3x3xf32>", neg_ret="tensor<2x3xf32>"),
    "dot_general_transpose_lhs": Case(
        "%x: tensor<3x2xf32>, %y: tensor<3x4xf32>", "tensor<2x4xf32>",
        "  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>\n"
        + _dot("%t", "%y", "tensor<2x3xf32>", "tensor<3x4xf32>", "tensor<2x4xf32>"),
        ("contracting_dims = [0] x [0]",), ("stablehlo.transpose",),
        "  %t = stablehlo.transpose %x, dims = [2, 1, 0] : (tensor<3x2x5xf32>) -> "
        "tensor<5x2x3xf32>\n"
        "  %r = stablehlo.dot_general %t, %y, contracting_dims = [2] x [0] : "
        "(tensor<5x2x3xf32>, tensor<3x4xf32>) -> tensor<5x2x4xf32>",
        neg_args="%x: tensor<3x2x5xf32>, %y: tensor<3x4xf32>", neg_ret="tensor<5x2x4xf32>"),
    "dot_general_transpose_rhs": Case(
        "%x: tensor<2x3xf32>, %y: tensor<4x3xf32>", "tensor<2x4xf32>",
        "  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>\n"
        + _dot("%x", "%t", "tensor<2x3xf32>", "tensor<3x4xf32>", "tensor<2x4xf32>"),
        ("contracting_dims = [1] x [1]",), ("stablehlo.transpose",),
        "  %t = stablehlo.transpose %y, dims = [1, 2, 0] : (tensor<5x3x4xf32>) -> "
        "tensor<3x4x5xf32>\n"
        "  %r = stablehlo.dot_general %x, %t, contracting_dims = [1] x [0] : "
        "(tensor<2x3xf32>, tensor<3x4x5xf32>) -> tensor<2x4x5xf32>",
        neg_args="%x: tensor<2x3xf32>, %y: tensor<5x3x4xf32>", neg_ret="tensor<2x4x5xf32>"),
    "dot_general_one_term_ones_lhs": Case(
        "%y: tensor<1x4xf32>", "tensor<3x4xf32>",
        "  %c = stablehlo.constant dense<1.0> : tensor<3x1xf32>\n"
        + _dot("%c", "%y", "tensor<3x1xf32>", "tensor<1x4xf32>", "tensor<3x4xf32>"),
        ("stablehlo.reshape", "stablehlo.broadcast_in_dim"), ("stablehlo.dot_general",),
        "  %c = stablehlo.constant dense<2.0> : tensor<3x1xf32>\n"
        + _dot("%c", "%y", "tensor<3x1xf32>", "tensor<1x4xf32>", "tensor<3x4xf32>")),
    "dot_general_one_term_ones_rhs": Case(
        "%x: tensor<2x1xf32>", "tensor<2x3xf32>",
        "  %c = stablehlo.constant dense<1.0> : tensor<1x3xf32>\n"
        + _dot("%x", "%c", "tensor<2x1xf32>", "tensor<1x3xf32>", "tensor<2x3xf32>"),
        ("stablehlo.reshape", "stablehlo.broadcast_in_dim"), ("stablehlo.dot_general",),
        "  %c = stablehlo.constant dense<1.0> : tensor<2x3xf32>\n"
        + _dot("%x", "%c", "tensor<2x2xf32>", "tensor<2x3xf32>", "tensor<2x3xf32>"),
        neg_args="%x: tensor<2x2xf32>"),
    "dot_general_empty_contraction": Case(
        "%x: tensor<2x0xf32>, %y: tensor<0x4xf32>", "tensor<2x4xf32>",
        _dot("%x", "%y", "tensor<2x0xf32>", "tensor<0x4xf32>", "tensor<2x4xf32>"),
        ("dense<0.000000e+00> : tensor<2x4xf32>",), ("stablehlo.dot_general",),
        _dot("%x", "%y", "tensor<2x1xf32>", "tensor<1x4xf32>", "tensor<2x4xf32>"),
        neg_args="%x: tensor<2x1xf32>, %y: tensor<1x4xf32>"),
}


def _rewritten(text: str, case: str, backend: str = "cpu") -> tuple[int, str]:
    """The module after one phase of the case's rule alone (a case ``rule/variant`` is one
    more of ``rule``'s), in a book that sets ``fold_backend``."""
    rule = case.split("/")[0]
    book = parse_book_text(f'include "{FILE_OF[rule]}"\nset fold_backend = "{backend}"\n'
                           f"phase p {{ {rule} }}\nschedule {{ p }}\n",
                           str(ROOT / "rulebooks" / "test_contract.book"))
    mod, trace = hlorules.apply(from_text(text), book)
    mod.verify()
    return trace.total_rewrites, to_text(mod, pretty=True)


def test_every_rule_has_a_case() -> None:
    assert set(RULES) == {case.split("/")[0] for case in CASES}
    assert all("algebra" in r.tags for r in RULES.values())


(test_rule_fires_to_the_expected_form,
 test_rule_declines_where_unsound_or_unmatched,
 test_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(
    CASES,
    _rewritten,
    12,
    decline_rewrite=lambda text,
    case: _rewritten(text, case, ""))


def test_xla_runs_relu_as_its_definition_max_with_zero() -> None:
    """XLA cannot run ``enzymexla.math.relu``: compiling writes it as max(x, 0) (static real
    tensors), -0.0 and NaN as maximum gives them; a dynamic one is left (XLA refuses it)."""
    import numpy as np

    from hlorules.base.errors import HloRulesError
    from hlorules.lowering import xla

    text = ("func.func @main(%a: tensor<4xf32>, %b: tensor<2xi8>) -> (tensor<4xf32>, "
            "tensor<2xi8>) {\n  %0 = enzymexla.math.relu %a : (tensor<4xf32>) -> tensor<4xf32>\n"
            "  %1 = enzymexla.math.relu %b : (tensor<2xi8>) -> tensor<2xi8>\n"
            "  return %0, %1 : tensor<4xf32>, tensor<2xi8>\n}\n")
    a = np.array([-1.0, -0.0, np.nan, 3.0], np.float32)
    got_a, got_b = xla.run(text, a, np.array([-128, 127], np.int8))
    want_a, _ = xla.run(text.replace("enzymexla.math.relu %a : (tensor<4xf32>) -> tensor<4xf32>",
                                     "stablehlo.maximum %a, %z : tensor<4xf32>").replace(
        "  %0 =", "  %z = stablehlo.constant dense<0.0> : tensor<4xf32>\n  %0 =", 1),
        a, np.array([0, 0], np.int8))
    assert fold_oracle.bits(got_a).tobytes() == fold_oracle.bits(want_a).tobytes()
    assert got_b.tolist() == [0, 127]
    dynamic = "enzymexla.math.relu %a : (tensor<?xf32>) -> tensor<?xf32>"
    assert "stablehlo.maximum" not in xla.defined(f"  %0 = {dynamic}\n")
    with pytest.raises(HloRulesError):
        xla.run(text.replace("tensor<4xf32>", "tensor<?xf32>"), a, np.array([1, 2], np.int8))


def test_xla_runner_applies_the_definitions_book_and_nothing_else() -> None:
    """The runner's definitions come from rulebooks/definitions.book: the relu goes, a call
    and its private callee stay as they are."""
    from hlorules.lowering import xla

    text = ("func.func @main(%a: tensor<3xi32>) -> tensor<3xi32> {\n"
            "  %0 = enzymexla.math.relu %a : (tensor<3xi32>) -> tensor<3xi32>\n"
            "  %1 = func.call @neg(%0) : (tensor<3xi32>) -> tensor<3xi32>\n"
            "  return %1 : tensor<3xi32>\n}\n"
            "func.func private @neg(%x: tensor<3xi32>) -> tensor<3xi32> {\n"
            "  %0 = stablehlo.negate %x : tensor<3xi32>\n  return %0 : tensor<3xi32>\n}\n")
    out = xla.defined(text)
    assert "enzymexla.math.relu" not in out and "stablehlo.maximum" in out
    assert "func.call" in out and "@neg" in out
    import numpy as np
    assert xla.run(text, np.array([-4, 0, 5], np.int32))[0].tolist() == [0, 0, -5]


@pytest.mark.parametrize("et, values, folds", [
    ("f32", "[-1.0, -0.0, 0.0, 2.5, 0x7FC00000, 0xFF800000, 0x7F800000, 3.0e38]", True),
    ("f32", "[-1.0, 1.0e-45, -1.0e-45]", False),
    ("f64", "[-1.0, -0.0, 0.0, 0x7FF8000000000000, 4.9e-324, -4.9e-324]", False),
    ("bf16", "[-1.0, -0.0, 0.0, 0x7FC0, 2.5]", False),
    ("i32", "[-2147483648, -1, 0, 1, 2147483647, 7]", True),
])
def test_relu_of_constant_is_what_xla_runs_for_max_with_zero(et: str, values: str,
                                                             folds: bool) -> None:
    """relu(C) is rewritten to Enzyme-JAX's definition max(C, 0), which fold.rules folds to
    what XLA CPU runs for max(x, 0) on C passed as an argument, bit for bit (-0.0, NaN, Inf,
    integer extremes); where it does not fold (a subnormal, bf16) max(C, 0) stays as written."""
    n = values.count(",") + 1
    t = f"tensor<{n}x{et}>"
    text = (f"func.func @main() -> {t} {{\n  %c = stablehlo.constant dense<{values}> : {t}\n"
            f"  %r = enzymexla.math.relu %c : ({t}) -> {t}\n  return %r : {t}\n}}\n")
    book = parse_book_text('include "algebra.book"\nphase p until fixpoint { relu_of_constant, '
                           'fold_elementwise_binary }\nschedule { p }\n',
                           str(ROOT / "rulebooks" / "test_relu.book"))
    mod, _ = hlorules.apply(from_text(text), book)
    out = to_text(mod, pretty=True)
    assert "enzymexla" not in out and ("maximum" not in out) == folds, out
    if not folds:
        assert f"stablehlo.maximum %cst, %cst_0 : {t}" in out, out
        return
    oracle = fold_oracle.XlaOracle("cpu")
    (got,) = oracle(to_text(mod))
    (arg,) = oracle(f"func.func @main() -> {t} {{\n"
                    f"  %c = stablehlo.constant dense<{values}> : {t}\n  return %c : {t}\n}}\n")
    zero = "0" if et.startswith("i") else "0.0"
    (want,) = oracle(f"func.func @main(%x: {t}) -> {t} {{\n"
                     f"  %z = stablehlo.constant dense<{zero}> : {t}\n"
                     f"  %r = stablehlo.maximum %x, %z : {t}\n  return %r : {t}\n}}\n", arg)
    assert fold_oracle.bits(got).tobytes() == fold_oracle.bits(want).tobytes(), (got, want)


def test_chlo_square_declines_a_result_of_another_type_than_its_operand() -> None:
    """`multiply(%x, %x)` takes %x's type: with %x dynamic under a static square the rewrite
    would replace the result by a value of another type (opt stopped)."""
    text = ('func.func @main(%x: tensor<?xf32>) -> tensor<2xf32> {\n'
            '  %r = "chlo.square"(%x) : (tensor<?xf32>) -> tensor<2xf32>\n'
            '  return %r : tensor<2xf32>\n}')
    n, out = _rewritten(text, "chlo_square")
    assert n == 0, out


@pytest.mark.parametrize(("rule", "body"), [
    ("sign_of_abs", ("  %0 = stablehlo.abs %x : (tensor<?xf32>) -> tensor<2xf32>\n"
                    "  %r = stablehlo.sign %0 : tensor<2xf32>")),
    ("compare_of_negates",
     ("  %0 = stablehlo.negate %y : tensor<2xf32>\n"
     "  %1 = stablehlo.negate %x : tensor<?xf32>\n"
     "  %2 = stablehlo.compare LT, %0, %1 : (tensor<2xf32>, tensor<?xf32>) -> tensor<2xi1>\n"
     "  %r = stablehlo.convert %2 : (tensor<2xi1>) -> tensor<2xf32>")),
])
def test_elementwise_moves_decline_an_operand_of_another_shape_than_the_root(rule: str,
                                                                             body: str) -> None:
    """The rebuilt op infers its type from the moved operand: a dynamic operand under a
    static root would give the replacement another type (opt stopped on a valid module)."""
    text = (f"func.func @main(%x: tensor<?xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {{\n{body}\n"
            "  return %r : tensor<2xf32>\n}")
    n, out = _rewritten(text, rule)
    assert n == 0, out


@pytest.mark.parametrize(("props", "out", "fires"), [
    ("window_strides = array<i64: 5, 1>", "1x3", True),
    ("window_strides = array<i64: 1, 1>, base_dilations = array<i64: 1, 1>", "1x3", True),
    ("window_strides = array<i64: 1, 2>", "1x2", False),
    ("padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>", "1x4", False),
    ("base_dilations = array<i64: 2, 1>", "2x3", False),
])
def test_reduce_window_of_whole_dims_reads_which_optional_properties_are_set(
        props: str, out: str, fires: bool) -> None:
    """Strides, padding and dilations left out or all ones (`given`): the reduce StableHLO
    defines; a stride past a one-element window skips rows, padding or dilation adds
    init-valued elements: declined."""
    rt = f"tensor<{out}xf32>"
    text = _reduce_window("%a", "2, 1", "tensor<2x3xf32>", rt).replace(
        "window_dimensions = array<i64: 2, 1>", f"window_dimensions = array<i64: 2, 1>, {props}")
    mod = f"func.func @main(%a: tensor<2x3xf32>) -> {rt} {{\n{text}\n  return %r : {rt}\n}}\n"
    n, got = _rewritten(mod, "reduce_window_of_whole_dims")
    assert n == (1 if fires else 0), got


@pytest.mark.parametrize(("rule", "dot"), [
    ("dot_general_one_term_ones_lhs",
     "%c, %y, contracting_dims = [1] x [0] : (tensor<3x1xf32>, tensor<1x4xbf16>)"),
    ("dot_general_one_term_ones_rhs",
     "%y, %c, contracting_dims = [0] x [1] : (tensor<1x4xbf16>, tensor<3x1xf32>)"),
])
def test_one_term_ones_decline_an_operand_of_another_element_type(rule: str, dot: str) -> None:
    """A bf16 operand under an f32 dot_general: the operand itself would replace the result
    with a value of another type (opt stopped with "would build ill-typed IR")."""
    out = "tensor<3x4xf32>" if rule.endswith("lhs") else "tensor<4x3xf32>"
    text = ("func.func @main(%y: tensor<1x4xbf16>) -> " + out + " {\n"
            "  %c = stablehlo.constant dense<1.0> : tensor<3x1xf32>\n"
            f"  %r = stablehlo.dot_general {dot} -> {out}\n"
            f"  return %r : {out}\n}}")
    n, got = _rewritten(text, rule)
    assert n == 0, got


@pytest.mark.parametrize(("rule", "body"), [
    ("dot_general_transpose_lhs",
     ("  %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>\n"
     "  %r = stablehlo.dot_general %t, %v, contracting_dims = [1] x [0] : "
     "(tensor<64x64xf32>, tensor<64xf32>) -> tensor<64xf32>")),
    ("dot_general_transpose_rhs",
     ("  %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>\n"
     "  %r = stablehlo.dot_general %v, %t, contracting_dims = [0] x [0] : "
     "(tensor<64xf32>, tensor<64x64xf32>) -> tensor<64xf32>")),
])
def test_transpose_folds_decline_a_matrix_vector_product(rule: str, body: str) -> None:
    """XLA CPU sums a matrix-vector product along the matrix's layout: with the transpose
    folded into the dimension numbers, 3.8e-06 apart on random inputs (Enzyme-JAX's
    reshapebroadcast @main#1)."""
    text = ("func.func @main(%m: tensor<64x64xf32>, %v: tensor<64xf32>) -> tensor<64xf32> {\n"
            f"{body}\n  return %r : tensor<64xf32>\n}}")
    n, got = _rewritten(text, rule)
    assert n == 0, got
