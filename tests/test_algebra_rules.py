"""rulebooks/algebra.rules: Enzyme-JAX's algebra families, each rule exact.

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
    assert_equal_on_xla_cpu,
    assert_fires_to_the_expected_form,
    func,
    negative,
    rewrite_alone,
    table_tests,
)

import hlorules
from hlorules.checker.module import Pair, arg_specs, run_cases
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules(ROOT / "rulebooks" / "algebra.rules")


F = "tensor<2x3xf32>"
I = "tensor<2x3xi32>"
FF = f"%a: {F}, %b: {F}"
II = f"%a: {I}, %b: {I}"

CASES: dict[str, Case] = {
    "pad_pad": Case(
        f"%a: {F}, %p: tensor<f32>", "tensor<6x7xf32>",
        "  %0 = stablehlo.pad %a, %p, low = [1, 0], high = [0, 2], interior = [1, 0] : "
        f"({F}, tensor<f32>) -> tensor<4x5xf32>\n"
        "  %r = stablehlo.pad %0, %p, low = [1, 1], high = [1, 1], interior = [0, 0] : "
        "(tensor<4x5xf32>, tensor<f32>) -> tensor<6x7xf32>",
        ("low = [2, 1], high = [1, 3], interior = [1, 0]",), (),
        "  %0 = stablehlo.pad %a, %p, low = [-1, 0], high = [0, 0], interior = [0, 0] : "
        f"({F}, tensor<f32>) -> tensor<1x3xf32>\n"
        "  %r = stablehlo.pad %0, %p, low = [1, 0], high = [0, 0], interior = [0, 0] : "
        "(tensor<1x3xf32>, tensor<f32>) -> tensor<2x3xf32>", neg_ret=F),
    "transpose_pad": Case(
        f"%a: {F}, %p: tensor<f32>", "tensor<4x3xf32>",
        "  %0 = stablehlo.pad %a, %p, low = [1, 0], high = [0, 1], interior = [0, 0] : "
        f"({F}, tensor<f32>) -> tensor<3x4xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>",
        ("low = [0, 1], high = [1, 0]",), (),
        "  %0 = stablehlo.pad %a, %p, low = [1, 0], high = [0, 1], interior = [0, 0] : "
        f"({F}, tensor<f32>) -> tensor<3x4xf32>\n"
        "  %r = stablehlo.negate %0 : tensor<3x4xf32>", neg_ret="tensor<3x4xf32>"),
    "transpose_broadcast_in_dim": Case(
        "%a: tensor<3xf32>", "tensor<3x2xf32>",
        "  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>",
        ("dims = [0]",), ("stablehlo.transpose",),
        "  %0 = stablehlo.reshape %a : (tensor<3xf32>) -> tensor<1x3xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<1x3xf32>) -> tensor<3x1xf32>",
        neg_ret="tensor<3x1xf32>"),
    "transpose_iota": Case(
        "", "tensor<3x2xi32>",
        "  %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>",
        ("dim = 1",), ("stablehlo.transpose",),
        "  %0 = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>"),
    "broadcast_in_dim_iota": Case(
        "", "tensor<2x3xf32>",
        "  %0 = stablehlo.iota dim = 0 : tensor<3xf32>\n"
        "  %r = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>",
        ("stablehlo.iota dim = 1",), ("stablehlo.broadcast_in_dim",),
        "  %0 = stablehlo.iota dim = 0 : tensor<1xf32>\n"
        "  %r = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<1xf32>) -> tensor<2x3xf32>"),
    "reshape_of_scalar_broadcast": Case(
        "%a: tensor<f32>", "tensor<6xf32>",
        f"  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> {F}\n"
        f"  %r = stablehlo.reshape %0 : ({F}) -> tensor<6xf32>",
        ("broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<6xf32>",),
        ("stablehlo.reshape",),
        f"  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> {F}\n"
        f"  %r = stablehlo.reshape %0 : ({F}) -> tensor<6xf32>", neg_args="%a: tensor<3xf32>"),
    "reverse_reverse": Case(
        f"%a: {F}", F,
        f"  %0 = stablehlo.reverse %a, dims = [1] : {F}\n"
        f"  %r = stablehlo.reverse %0, dims = [1] : {F}",
        (), ("stablehlo.reverse",),
        f"  %0 = stablehlo.reverse %a, dims = [1] : {F}\n"
        f"  %r = stablehlo.reverse %0, dims = [0] : {F}"),
    "negate_negate": Case(
        f"%a: {I}", I,
        f"  %0 = stablehlo.negate %a : {I}\n  %r = stablehlo.negate %0 : {I}",
        (), ("stablehlo.negate",),
        f"  %0 = stablehlo.abs %a : {I}\n  %r = stablehlo.negate %0 : {I}"),
    "not_not": Case(
        f"%a: {I}", I,
        f"  %0 = stablehlo.not %a : {I}\n  %r = stablehlo.not %0 : {I}",
        (), ("stablehlo.not",),
        f"  %0 = stablehlo.negate %a : {I}\n  %r = stablehlo.not %0 : {I}"),
    "abs_abs": Case(
        f"%a: {F}", F,
        f"  %0 = stablehlo.abs %a : {F}\n  %r = stablehlo.abs %0 : {F}",
        ("stablehlo.abs",), (),
        f"  %0 = stablehlo.sine %a : {F}\n  %r = stablehlo.abs %0 : {F}"),
    "abs_negate": Case(
        f"%a: {I}", I,
        f"  %0 = stablehlo.negate %a : {I}\n  %r = stablehlo.abs %0 : {I}",
        ("stablehlo.abs",), ("stablehlo.negate",),
        f"  %0 = stablehlo.not %a : {I}\n  %r = stablehlo.abs %0 : {I}"),
    "max_same_operands": Case(
        f"%a: {F}", F, f"  %r = stablehlo.maximum %a, %a : {F}",
        (), ("stablehlo.maximum",),
        f"  %r = stablehlo.maximum %a, %b : {F}", neg_args=FF),
    "min_same_operands": Case(
        f"%a: {F}", F, f"  %r = stablehlo.minimum %a, %a : {F}",
        (), ("stablehlo.minimum",),
        f"  %r = stablehlo.minimum %a, %b : {F}", neg_args=FF),
    "and_same_operands": Case(
        f"%a: {I}", I, f"  %r = stablehlo.and %a, %a : {I}",
        (), ("stablehlo.and",),
        f"  %r = stablehlo.and %a, %b : {I}", neg_args=II),
    "or_same_operands": Case(
        f"%a: {I}", I, f"  %r = stablehlo.or %a, %a : {I}",
        (), ("stablehlo.or",),
        f"  %r = stablehlo.or %a, %b : {I}", neg_args=II),
    "add_negate_to_subtract": Case(
        FF, F, f"  %0 = stablehlo.negate %b : {F}\n  %r = stablehlo.add %0, %a : {F}",
        ("stablehlo.subtract %arg0, %arg1",), ("stablehlo.negate", "stablehlo.add"),
        f"  %0 = stablehlo.abs %b : {F}\n  %r = stablehlo.add %0, %a : {F}"),
    "subtract_negate_to_add": Case(
        FF, F, f"  %0 = stablehlo.negate %b : {F}\n  %r = stablehlo.subtract %a, %0 : {F}",
        ("stablehlo.add %arg0, %arg1",), ("stablehlo.negate", "stablehlo.subtract"),
        f"  %0 = stablehlo.negate %b : {F}\n  %r = stablehlo.subtract %0, %a : {F}"),
    "negate_times_negate": Case(
        FF, F, f"  %0 = stablehlo.negate %a : {F}\n  %1 = stablehlo.negate %b : {F}\n"
        f"  %r = stablehlo.multiply %0, %1 : {F}",
        ("stablehlo.multiply %arg0, %arg1",), ("stablehlo.negate",),
        f"  %0 = stablehlo.negate %a : {F}\n  %r = stablehlo.multiply %0, %b : {F}"),
    "negate_subtract": Case(
        II, I, f"  %0 = stablehlo.subtract %a, %b : {I}\n  %r = stablehlo.negate %0 : {I}",
        ("stablehlo.subtract %arg1, %arg0",), ("stablehlo.negate",),
        f"  %0 = stablehlo.subtract %a, %b : {F}\n  %r = stablehlo.negate %0 : {F}",
        neg_args=FF, neg_ret=F),
    "multiply_by_minus_one": Case(
        f"%a: {I}", I, f"  %c = stablehlo.constant dense<-1> : {I}\n"
        f"  %r = stablehlo.multiply %a, %c : {I}",
        ("stablehlo.negate",), ("stablehlo.multiply",),
        f"  %c = stablehlo.constant dense<-1.0> : {F}\n  %r = stablehlo.multiply %a, %c : {F}",
        neg_args=f"%a: {F}", neg_ret=F),
    "divide_by_one": Case(
        f"%a: {F}", F, f"  %c = stablehlo.constant dense<1.0> : {F}\n"
        f"  %r = stablehlo.divide %a, %c : {F}",
        (), ("stablehlo.divide",),
        f"  %c = stablehlo.constant dense<1.0> : {F}\n  %r = stablehlo.divide %c, %a : {F}"),
    "transpose_of_concatenate": Case(
        FF, "tensor<6x2xf32>",
        "  %0 = stablehlo.concatenate %a, %b, dim = 1 : "
        f"({F}, {F}) -> tensor<2x6xf32>\n"
        "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x6xf32>) -> tensor<6x2xf32>",
        ("dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>", "dim = 0"), (),
        "  %0 = stablehlo.concatenate %a, %b, dim = 1 : "
        f"({F}, {F}) -> tensor<2x6xf32>\n"
        "  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x6xf32>) -> tensor<6x2xf32>\n"
        "  %2 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x6xf32>) -> tensor<6x2xf32>\n"
        "  %r = stablehlo.add %1, %2 : tensor<6x2xf32>"),
    "concatenate_splat_to_pad_high": Case(
        f"%a: {F}, %s: tensor<f32>", "tensor<2x5xf32>",
        "  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x2xf32>\n"
        f"  %r = stablehlo.concatenate %a, %0, dim = 1 : ({F}, tensor<2x2xf32>) "
        "-> tensor<2x5xf32>",
        ("low = [0, 0], high = [0, 2], interior = [0, 0]",),
        ("stablehlo.concatenate", "stablehlo.broadcast_in_dim"),
        "  %0 = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<2xf32>) -> tensor<2x2xf32>\n"
        f"  %r = stablehlo.concatenate %a, %0, dim = 1 : ({F}, tensor<2x2xf32>) "
        "-> tensor<2x5xf32>", neg_args=f"%a: {F}, %s: tensor<2xf32>"),
    "concatenate_splat_to_pad_low": Case(
        f"%a: {F}, %s: tensor<f32>", "tensor<4x3xf32>",
        "  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>\n"
        f"  %r = stablehlo.concatenate %0, %a, dim = 0 : (tensor<2x3xf32>, {F}) "
        "-> tensor<4x3xf32>",
        ("low = [2, 0], high = [0, 0], interior = [0, 0]",),
        ("stablehlo.concatenate", "stablehlo.broadcast_in_dim"),
        f"  %r = stablehlo.concatenate %a, %a, dim = 0 : ({F}, {F}) -> tensor<4x3xf32>",
        neg_args=f"%a: {F}"),
    "concatenate_splat_constant_to_pad_low": Case(
        FF, "tensor<6x3xf32>",
        "  %c = stablehlo.constant dense<-0.0> : tensor<2x3xf32>\n"
        f"  %r = stablehlo.concatenate %c, %a, %b, dim = 0 : (tensor<2x3xf32>, {F}, {F}) "
        "-> tensor<6x3xf32>",
        ("low = [2, 0], high = [0, 0], interior = [0, 0]",
         f"stablehlo.concatenate %arg0, %arg1, dim = 0 : ({F}, {F}) -> tensor<4x3xf32>"), (),
        "  %c = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>\n"
        f"  %r = stablehlo.concatenate %c, %a, %b, dim = 0 : (tensor<2x3xf32>, {F}, {F}) "
        "-> tensor<6x3xf32>"),
    "concatenate_splat_constant_to_pad_high": Case(
        f"%a: {F}", "tensor<2x5xf32>",
        "  %c = stablehlo.constant dense<0x7FC00001> : tensor<2x2xf32>\n"
        f"  %r = stablehlo.concatenate %a, %c, dim = 1 : ({F}, tensor<2x2xf32>) "
        "-> tensor<2x5xf32>",
        ("low = [0, 0], high = [0, 2], interior = [0, 0]",), ("stablehlo.concatenate",),
        "  %c = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>\n"
        f"  %r = stablehlo.concatenate %a, %c, dim = 1 : ({F}, tensor<2x2xf32>) "
        "-> tensor<2x5xf32>"),
    "concatenate_same_splats": Case(
        "%s: tensor<i32>", "tensor<2x5xi32>",
        "  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2x2xi32>\n"
        "  %1 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2x3xi32>\n"
        "  %r = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2xi32>, tensor<2x3xi32>) "
        "-> tensor<2x5xi32>",
        ("stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i32>) -> tensor<2x5xi32>",),
        ("stablehlo.concatenate",),
        "  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<2x2xi32>\n"
        "  %1 = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<i32>) -> tensor<2x3xi32>\n"
        "  %r = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x2xi32>, tensor<2x3xi32>) "
        "-> tensor<2x5xi32>", neg_args="%s: tensor<i32>, %t: tensor<i32>"),
    "pad_of_splat_with_itself": Case(
        "%p: tensor<f32>", "tensor<4x5xf32>",
        f"  %0 = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> {F}\n"
        "  %r = stablehlo.pad %0, %p, low = [1, -1], high = [1, 1], interior = [0, 1] : "
        f"({F}, tensor<f32>) -> tensor<4x5xf32>",
        ("stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>",),
        ("stablehlo.pad",),
        f"  %0 = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> {F}\n"
        "  %r = stablehlo.pad %0, %q, low = [1, -1], high = [1, 1], interior = [0, 1] : "
        f"({F}, tensor<f32>) -> tensor<4x5xf32>", neg_args="%p: tensor<f32>, %q: tensor<f32>"),
    "reverse_of_splat": Case(
        "%s: tensor<f32>", F,
        f"  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> {F}\n"
        f"  %r = stablehlo.reverse %0, dims = [1] : {F}",
        (), ("stablehlo.reverse",),
        f"  %0 = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<3xf32>) -> {F}\n"
        f"  %r = stablehlo.reverse %0, dims = [1] : {F}", neg_args="%s: tensor<3xf32>"),
    "dot_general_zero_rhs": Case(
        "%a: tensor<2x3xi32>", "tensor<2x4xi32>",
        "  %c = stablehlo.constant dense<0> : tensor<3x4xi32>\n"
        "  %r = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] : "
        "(tensor<2x3xi32>, tensor<3x4xi32>) -> tensor<2x4xi32>",
        ("stablehlo.constant dense<0> : tensor<2x4xi32>",), ("stablehlo.dot_general",),
        "  %c = stablehlo.constant dense<0.0> : tensor<3x4xf32>\n"
        "  %r = stablehlo.dot_general %a, %c, contracting_dims = [1] x [0] : "
        "(tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>",
        neg_args=f"%a: {F}", neg_ret="tensor<2x4xf32>"),
    "dot_general_zero_lhs": Case(
        "%a: tensor<3x4xi32>", "tensor<2x4xi32>",
        "  %c = stablehlo.constant dense<0> : tensor<2x3xi32>\n"
        "  %r = stablehlo.dot_general %c, %a, contracting_dims = [1] x [0] : "
        "(tensor<2x3xi32>, tensor<3x4xi32>) -> tensor<2x4xi32>",
        ("stablehlo.constant dense<0> : tensor<2x4xi32>",), ("stablehlo.dot_general",),
        "  %c = stablehlo.constant dense<0.0> : tensor<2x3xf32>\n"
        "  %r = stablehlo.dot_general %c, %a, contracting_dims = [1] x [0] : "
        "(tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>",
        neg_args="%a: tensor<3x4xf32>", neg_ret="tensor<2x4xf32>"),
    "power_of_zero_exponent": Case(
        f"%a: {F}", F,
        f"  %c = stablehlo.constant dense<-0.0> : {F}\n"
        f"  %r = stablehlo.power %a, %c : {F}",
        ("stablehlo.constant dense<1.000000e+00>",), ("stablehlo.power",),
        f"  %c = stablehlo.constant dense<[[0.0, 0.0, 0.0], [0.0, 0.0, 1.0]]> : {F}\n"
        f"  %r = stablehlo.power %a, %c : {F}"),
    "power_of_one_exponent": Case(
        f"%a: {I}", I,
        f"  %c = stablehlo.constant dense<1> : {I}\n"
        f"  %r = stablehlo.power %a, %c : {I}",
        ("return %arg0",), ("stablehlo.power",),
        f"  %c = stablehlo.constant dense<-1> : {I}\n"
        f"  %r = stablehlo.power %a, %c : {I}"),
}


_rewritten = rewrite_alone(RULES)


def test_every_rule_has_a_case() -> None:
    assert set(RULES) == set(CASES)
    assert all("algebra" in r.tags for r in RULES.values())


(test_rule_fires_to_the_expected_form,
 test_rule_declines_where_unsound_or_unmatched,
 test_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(CASES, _rewritten, 40)


def test_negate_subtract_on_floats_would_change_the_sign_of_zero() -> None:
    """The negative case of negate_subtract is a real difference: -(x - x) is -0.0."""
    c = CASES["negate_subtract"]
    original = to_text(from_text(negative(c)))
    swapped = func(c.neg_args, c.neg_ret, f"  %r = stablehlo.subtract %b, %a : {F}")
    run = run_cases(Pair(original, to_text(from_text(swapped)), ["negate_subtract"]),
                    arg_specs(from_text(original)), 40, signed_zeros=True)
    assert run.counterexample is not None


_forms = rewrite_alone(load_rules(ROOT / "rulebooks" / "simplify_forms.rules"))
_DYN_PART = {
    "concatenate_splat_to_pad_high": (
        _rewritten, "%x: tensor<2x3xf32>, %s: tensor<f32>", "tensor<6x3xf32>",
        ("  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> "
        "tensor<?x3xf32, #stablehlo.bounds<4, ?>>\n"
        "  %r = stablehlo.concatenate %x, %b, dim = 0 : (tensor<2x3xf32>, "
        "tensor<?x3xf32, #stablehlo.bounds<4, ?>>) -> tensor<6x3xf32>")),
    "concatenate_splat_to_pad_low": (
        _rewritten, "%x: tensor<2x3xf32>, %s: tensor<f32>", "tensor<6x3xf32>",
        ("  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> "
        "tensor<?x3xf32, #stablehlo.bounds<4, ?>>\n"
        "  %r = stablehlo.concatenate %b, %x, dim = 0 : ("
        "tensor<?x3xf32, #stablehlo.bounds<4, ?>>, tensor<2x3xf32>) -> tensor<6x3xf32>")),
    "transpose_of_concatenate": (
        _rewritten, "%a: tensor<1x2xi32>, %b: tensor<?x2xi32>", "tensor<2x3xi32>",
        ("  %k = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x2xi32>, tensor<?x2xi32>) "
         "-> tensor<3x2xi32>\n"
         "  %r = stablehlo.transpose %k, dims = [1, 0] : (tensor<3x2xi32>) -> tensor<2x3xi32>")),
    "SliceOp_OfConcatenate": (
        _forms, "%a: tensor<1xi32>, %b: tensor<?xi32>", "tensor<1xi32>",
        ("  %c = stablehlo.constant dense<-1> : tensor<3xi32>\n"
        "  %k = stablehlo.concatenate %c, %a, %b, dim = 0 : (tensor<3xi32>, tensor<1xi32>, "
        "tensor<?xi32>) -> tensor<5xi32>\n"
        "  %r = stablehlo.slice %k [3:5:6] : (tensor<5xi32>) -> tensor<1xi32>")),
}


@pytest.mark.parametrize("rule", sorted(_DYN_PART))
def test_concatenate_moves_decline_a_static_concatenate_of_a_dynamic_part(rule: str) -> None:
    """A concatenate may be typed static over a part of dynamic (or bounded) extent; the
    part's extent reads as unknown, so the rewrite would build ill-typed IR (a negative
    padding, a slice cut past the parts it keeps), which stopped ``opt`` on a valid module."""
    rewrite, args, ret, body = _DYN_PART[rule]
    n, out = rewrite(func(args, ret, body), rule)
    assert n == 0, out


@pytest.mark.parametrize(("rule", "args", "ret", "body"), [
    ("negate_subtract", "%x: tensor<?x1xi32>, %y: tensor<2x1xi32>", "tensor<?x1xi32>",
     ("  %0 = stablehlo.subtract %x, %y : (tensor<?x1xi32>, tensor<2x1xi32>) -> "
     "tensor<?x1xi32>\n  %r = stablehlo.negate %0 : tensor<?x1xi32>")),
])
def test_a_rebuilt_op_whose_inferred_type_is_not_the_roots_is_declined(rule: str, args: str,
                                                                      ret: str, body: str) -> None:
    """`subtract(%y, %x)` takes %y's type: where that is not the root's (%x dynamic, %y
    static), the rewrite would replace a value by one of another type (opt stopped)."""
    n, out = _rewritten(func(args, ret, body), rule)
    assert n == 0, out


@pytest.mark.parametrize(("rule", "ty", "exponent"), [
    ("power_of_zero_exponent", I, "0"),
    ("power_of_zero_exponent", "tensor<2x3xf64>", "0.0"),
    ("power_of_one_exponent", F, "1.0"),
    ("power_of_one_exponent", "tensor<2x3xbf16>", "1.0"),
])
def test_power_exponent_rules_hold_for_other_element_types(rule: str, ty: str,
                                                           exponent: str) -> None:
    """x^0 = 1 and x^1 = x in integers (0^0 included) and in every float type, NaN, the
    infinities and -0.0 included: the rows above cover one type each."""
    c = Case(f"%a: {ty}", ty,
             f"  %c = stablehlo.constant dense<{exponent}> : {ty}\n"
             f"  %r = stablehlo.power %a, %c : {ty}", (), ("stablehlo.power",), "")
    assert_fires_to_the_expected_form(_rewritten, rule, c)
    assert_equal_on_xla_cpu(_rewritten, rule, c, 40)


@pytest.mark.parametrize(("rule", "ret"), [
    ("power_of_zero_exponent", "tensor<?xf32>"),
    ("power_of_one_exponent", "tensor<2xf32>"),
])
def test_power_exponent_rules_decline_where_the_types_differ(rule: str, ret: str) -> None:
    """A result of unknown extent has no splat of 1 to build; a dynamic %x under a static
    power would replace it by a value of another type."""
    body = ("  %c = stablehlo.constant dense<CONST> : tensor<2xf32>\n"
            f"  %r = stablehlo.power %a, %c : (tensor<?xf32>, tensor<2xf32>) -> {ret}")
    body = body.replace("CONST", "0.0" if "zero" in rule else "1.0")
    n, out = _rewritten(func("%a: tensor<?xf32>", ret, body), rule)
    assert n == 0, out


@pytest.mark.parametrize("body", [
    ("  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
     "  %1 = stablehlo.transpose %b, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
     "  %r = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x2xf32>, tensor<3x2xf32>) "
     "-> tensor<3x4xf32>"),
    ("  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) "
     "-> tensor<4x3xf32>\n"
     "  %r = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>"),
])
def test_algebra_book_writes_a_transposed_concatenate_as_a_concatenate_of_transposes(
        body: str) -> None:
    """transpose_of_concatenate's direction, the book's only one: the transposes stay on the
    operands (no rule moves them back below the concatenate, so no cycle)."""
    mod = from_text(func(FF, "tensor<3x4xf32>", body))
    hlorules.apply(mod, ROOT / "rulebooks" / "algebra.book")
    out = to_text(mod, pretty=True)
    assert "stablehlo.transpose %arg0" in out and "stablehlo.transpose %arg1" in out, out
    assert "concatenate %0, %1, dim = 1" in out, out
