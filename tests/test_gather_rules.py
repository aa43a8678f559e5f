"""rulebooks/gathers.rules: Enzyme-JAX's gathers whose indices are known, each rule exact.

Per rule (the table ``CASES``, rows as in tests/test_layout_rules.py): a positive module
where the rule fires once and leaves the expected ops, a negative module where a
precondition fails and it must not fire, and the positive module before and after the rule
compared on XLA CPU (boundary inputs -- NaN, +-Inf, -0.0, subnormals, integer extremes,
out-of-bounds indices -- then a few drawn ones; bitwise, the sign of zero compared).
"""

from __future__ import annotations

from pathlib import Path

from rule_table import (
    Case,
    func,
    rewrite_alone,
    table_tests,
)

import hlorules
from hlorules.engine.rulebook import parse_book_text
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules(ROOT / "rulebooks" / "gathers.rules")


def _gather(x: str, i: str, xt: str, it: str, rt: str, dims: str, sizes: str,
            out: str = "%r") -> str:
    """``out = gather(x, i)`` with the dimension numbers ``dims`` (the attribute's body)."""
    return (f'  {out} = "stablehlo.gather"({x}, {i}) {{dimension_numbers = '
            f"#stablehlo.gather<{dims}>, slice_sizes = array<i64: {sizes}>}} : "
            f"({xt}, {it}) -> {rt}\n")


def _const(values: str, t: str, out: str = "%j") -> str:
    return f"  {out} = stablehlo.constant dense<{values}> : {t}\n"


LANES = "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1"
ROW = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], " \
      "index_vector_dim = 1"


def _lanes(values: str, n: int, x: str = "tensor<10xf32>", out: str = "%r") -> str:
    """gather(x, J) of the constant starts ``values`` (n of them), one element each."""
    return (_const(values, f"tensor<{n}x1xi64>")
            + _gather("%x", "%j", x, f"tensor<{n}x1xi64>", f"tensor<{n}xf32>", LANES, "1", out))


def _digits(values: str) -> str:
    """reshape(gather(x: 100, J: 8 starts)) to 2x2x2."""
    return (_lanes(values, 8, "tensor<100xf32>", "%g")
            + "  %r = stablehlo.reshape %g : (tensor<8xf32>) -> tensor<2x2x2xf32>")


ROWS_SDN = ("update_window_dims = [1], inserted_window_dims = [0], "
            "scatter_dims_to_operand_dims = [0], index_vector_dim = 1")
ROWS_GDN = "offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], " \
           "index_vector_dim = 1"


def _store_then_gather(stored: str, read: str, n: int = 3, m: int = 2) -> str:
    """scatter of ``n`` rows of 4 into x: 6x4 at rows ``stored``, its body returning the
    constant 1.5 defined before it; then gather of ``m`` rows at ``read``."""
    return (_const(stored, f"tensor<{n}x1xi64>", "%i")
            + "  %k = stablehlo.constant dense<1.5> : tensor<f32>\n"
            + f'  %s = "stablehlo.scatter"(%x, %i, %u) <{{scatter_dimension_numbers = '
            f"#stablehlo.scatter<{ROWS_SDN}>}}> ({{\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
            f"    stablehlo.return %k : tensor<f32>\n  }}) : (tensor<6x4xf32>, "
            f"tensor<{n}x1xi64>, tensor<{n}x4xf32>) -> tensor<6x4xf32>\n"
            + _const(read, f"tensor<{m}x1xi64>")
            + _gather("%s", "%j", "tensor<6x4xf32>", f"tensor<{m}x1xi64>",
                      f"tensor<{m}x4xf32>", ROWS_GDN, "1, 4").rstrip("\n"))


CASES: dict[str, Case] = {
    "gather_one_window_dynamic_slice": Case(
        "%x: tensor<4x5xf32>, %i: tensor<1x2xi32>", "tensor<1x3xf32>",
        _gather("%x", "%i", "tensor<4x5xf32>", "tensor<1x2xi32>", "tensor<1x3xf32>", ROW,
                "1, 3").rstrip("\n"),
        ("stablehlo.dynamic_slice %arg0", "sizes = [1, 3]"), ("stablehlo.gather",),
        _gather("%x", "%i", "tensor<4x5xf32>", "tensor<2x2xi32>", "tensor<2x3xf32>", ROW,
                "1, 3").rstrip("\n"),
        neg_args="%x: tensor<4x5xf32>, %i: tensor<2x2xi32>", neg_ret="tensor<2x3xf32>"),
    "gather_progression_slice": Case(
        "%x: tensor<10xf32>", "tensor<4xf32>",
        _lanes("[[1], [3], [5], [7]]", 4).rstrip("\n"),
        ("stablehlo.slice %arg0 [1:9:2]",), ("stablehlo.gather",),
        _lanes("[[1], [3], [6], [7]]", 4).rstrip("\n")),
    "reshape_gather_digit_slice": Case(
        "%x: tensor<100xf32>", "tensor<2x2x2xf32>",
        _digits("[[1], [2], [6], [7], [11], [12], [16], [17]]"),
        ("(tensor<100xf32>) -> tensor<10x2x5xf32>", "[0:2, 0:2, 1:3]"), ("stablehlo.gather",),
        # the last digit carries: 4, 5 cross a multiple of 5
        _digits("[[4], [5], [9], [10], [14], [15], [19], [20]]")),
    "real_of_real": Case(
        "%x: tensor<3xf32>", "tensor<3xf32>",
        "  %r = stablehlo.real %x : tensor<3xf32>",
        (), ("stablehlo.real",),
        "  %r = stablehlo.real %x : (tensor<3xcomplex<f32>>) -> tensor<3xf32>",
        neg_args="%x: tensor<3xcomplex<f32>>"),
    # rows 2 and 0 read back from a store of 1.5 at rows 0, 2, 1: a splat of 1.5
    "gather_of_constant_store": Case(
        "%x: tensor<6x4xf32>, %u: tensor<3x4xf32>", "tensor<2x4xf32>",
        _store_then_gather("[[0], [2], [1]]", "[[2], [0]]"),
        ("stablehlo.constant dense<1.500000e+00> : tensor<2x4xf32>",), ("stablehlo.gather",),
        # row 3 was not stored: it holds x's
        _store_then_gather("[[0], [2], [1]]", "[[2], [3]]")),
}

_rewritten = rewrite_alone(RULES)


def test_every_gather_rule_has_a_case() -> None:
    assert set(RULES) == set(CASES)
    assert all("algebra" in r.tags for r in RULES.values())


(test_gather_rule_fires_to_the_expected_form,
 test_gather_rule_declines_where_a_precondition_fails,
 test_gather_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(CASES, _rewritten, 8)


def test_gather_progression_slice_limits_the_slice_to_the_operand() -> None:
    """Starts 1, 4, 7 of 8 elements: Enzyme's limit s + n k = 10 lies past the operand; the
    slice stops at its end (the same three elements)."""
    n, out = _rewritten(func("%x: tensor<8xf32>", "tensor<3xf32>",
                             _lanes("[[1], [4], [7]]", 3, "tensor<8xf32>").rstrip("\n")),
                        "gather_progression_slice")
    assert n == 1, out
    assert "stablehlo.slice %arg0 [1:8:3]" in out, out


def test_gather_progression_slice_declines_a_progression_the_clamp_breaks() -> None:
    """Starts 6, 8, 10 of 10 elements: gather clamps the last to 9, so the windows read 6, 8,
    9 -- no progression, no slice."""
    n, out = _rewritten(func("%x: tensor<10xf32>", "tensor<3xf32>",
                             _lanes("[[6], [8], [10]]", 3).rstrip("\n")),
                        "gather_progression_slice")
    assert n == 0, out


def test_gather_one_window_dynamic_slice_leaves_constant_indices_to_the_slice_rules() -> None:
    n, out = _rewritten(func("%x: tensor<10xf32>", "tensor<1xf32>",
                             _lanes("[[3]]", 1).rstrip("\n")),
                        "gather_one_window_dynamic_slice")
    assert n == 0, out


def test_complex_of_parts_declines_a_float_value() -> None:
    """complex(real(x), imag(x)) of a float x is a complex value, not x (simplify.rules'
    ComplexOp_CancelOutComposedOps built ill-typed IR there); of a complex x it is x."""
    simplify = rewrite_alone(load_rules(ROOT / "rulebooks" / "simplify.rules"))
    body = ("  %a = stablehlo.real %x : {t}\n  %b = stablehlo.imag %x : {t}\n"
            "  %r = stablehlo.complex %a, %b : tensor<3xcomplex<f32>>")
    n, out = simplify(func("%x: tensor<3xf32>", "tensor<3xcomplex<f32>>",
                           body.format(t="tensor<3xf32>")), "ComplexOp_CancelOutComposedOps")
    assert n == 0, out
    n, out = simplify(func("%x: tensor<3xcomplex<f32>>", "tensor<3xcomplex<f32>>",
                           body.format(t="(tensor<3xcomplex<f32>>) -> tensor<3xf32>")),
                      "ComplexOp_CancelOutComposedOps")
    assert n == 1 and "stablehlo.complex" not in out, out


def _fastmath(text: str) -> str:
    path = ROOT / "rulebooks" / "fastmath.book"
    mod, _ = hlorules.apply(from_text(text), parse_book_text(path.read_text(), str(path)))
    mod.verify()
    return to_text(mod, pretty=True)


def test_fastmath_book_turns_a_gather_of_an_iota_into_a_slice() -> None:
    """The iota folds to a constant, then gather_constant_slice (indexing.rules, run by
    name in algebra.book's `moves`, which fastmath.book's phase runs) makes it a slice."""
    out = _fastmath(func(
        "%x: tensor<10xf32>", "tensor<5xf32>",
        "  %j = stablehlo.iota dim = 0 : tensor<5x1xi64>\n"
        + _gather("%x", "%j", "tensor<10xf32>", "tensor<5x1xi64>", "tensor<5xf32>",
                  LANES, "1").rstrip("\n")))
    assert "stablehlo.slice %arg0 [0:5]" in out and "stablehlo.gather" not in out, out


def test_gather_of_constant_store_declines_a_row_the_scatter_skipped() -> None:
    """Row 6 of 6 is out of bounds: scatter skips that window, gather clamps its start to
    row 5, which holds x's."""
    text = func("%x: tensor<6x4xf32>, %u: tensor<3x4xf32>", "tensor<2x4xf32>",
                _store_then_gather("[[0], [6], [1]]", "[[0], [6]]"))
    assert _rewritten(text, "gather_of_constant_store")[0] == 0


def test_gather_of_constant_store_declines_a_window_across_two_stores() -> None:
    """A gathered window of two rows over rows 1 and 2, stored by two windows: each element
    is 1.5, but the rule asks for one window containing it (writers' -2) and declines."""
    text = func("%x: tensor<6x4xf32>, %u: tensor<3x4xf32>", "tensor<1x2x4xf32>",
                _store_then_gather("[[0], [2], [1]]", "[[0]]", m=1).replace(
                    "array<i64: 1, 4>", "array<i64: 2, 4>").replace(
                    "offset_dims = [1], collapsed_slice_dims = [0]", "offset_dims = [1, 2]")
                .replace("-> tensor<1x4xf32>", "-> tensor<1x2x4xf32>"))
    assert _rewritten(text, "gather_of_constant_store")[0] == 0
