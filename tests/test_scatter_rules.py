"""rulebooks/scatters.rules: Enzyme-JAX's scatter-of-scatter and scatter update-computation
folds, each exact.

Per rule (the table ``CASES``): a positive module where the rule fires and leaves the
expected ops, a negative module where a precondition fails and it must not fire, and the
positive module before and after the rule compared on XLA CPU (``hlorules.checker``'s
boundary inputs -- NaN, +-Inf, -0.0, subnormals, index-like arguments with duplicates and
out-of-bounds rows -- then drawn ones; bitwise, any two NaNs equal, the sign of zero
compared).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_table import (
    Case,
    func,
    rewrite_alone,
    table_tests,
)

from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules(ROOT / "rulebooks" / "scatters.rules")

X = "tensor<4xf32>"
U = "tensor<2xf32>"
IT = "tensor<2x1xi64>"
DN = ("scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], "
      "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>")


def _scatter(name: str, x: str, i: str, u: str, body: str, et: str = "f32") -> str:
    """``name = scatter(x, i, u)`` over X, IT, U; ``body`` the ops over ``%p`` (current)
    and ``%q`` (update), its last line returning."""
    return (f'  {name} = "stablehlo.scatter"({x}, {i}, {u}) <{{{DN}}}> ({{\n'
            f"  ^bb0(%p: tensor<{et}>, %q: tensor<{et}>):\n{body}\n"
            f"  }}) : ({X}, {IT}, {U}) -> {X}")


STORE = "    stablehlo.return %q : tensor<f32>"
ADD = "    %t = stablehlo.add %p, %q : tensor<f32>\n    stablehlo.return %t : tensor<f32>"
SUB = "    %t = stablehlo.subtract %p, %q : tensor<f32>\n    stablehlo.return %t : tensor<f32>"
CONST_BODY = "    stablehlo.return %c : tensor<f32>"
SPLATS = ("  %c = stablehlo.constant dense<1.500000e+00> : tensor<f32>\n"
          f"  %v = stablehlo.constant dense<2.000000e+00> : {U}\n")


def _const_indices(rows: str) -> str:
    return f"  %i = stablehlo.constant dense<{rows}> : {IT}\n"


def _diag_store(rows: str, et: str) -> str:
    """``%s = scatter(%z, [[rows]], %v)``, a plain store of ``%v`` (4 elements) into the 4x4
    ``%z`` at the index pairs ``rows``."""
    return (f"  %i = stablehlo.constant dense<[[{rows}]]> : tensor<4x2xi64>\n"
            f'  %s = "stablehlo.scatter"(%z, %i, %v) <{{scatter_dimension_numbers = '
            "#stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = "
            f"[0, 1], index_vector_dim = 1>}}> ({{\n  ^bb0(%p: tensor<{et}>, %q: tensor<{et}>):\n"
            f"    stablehlo.return %q : tensor<{et}>\n  }}) : (tensor<4x4x{et}>, "
            f"tensor<4x2xi64>, tensor<4x{et}>) -> tensor<4x4x{et}>")


CASES: dict[str, Case] = {
    # an add-scatter overwritten by a store at the same (argument) indices: the store alone
    "scatter_overwrites_scatter": Case(
        f"%x: {X}, %i: {IT}, %a: {U}, %b: {U}", X,
        _scatter("%s", "%x", "%i", "%a", ADD) + "\n" + _scatter("%r", "%s", "%i", "%b", STORE),
        ('"stablehlo.scatter"(%arg0, %arg1, %arg3)',), ("stablehlo.add",),
        # the outer scatter adds to what the inner one wrote: it reads the current value
        _scatter("%s", "%x", "%i", "%a", STORE) + "\n" + _scatter("%r", "%s", "%i", "%b", ADD)),
    # a store of 1.5 (disjoint constant rows), then subtract 2.0 there: a store of -0.5
    "scatter_of_constant_store_folds": Case(
        f"%x: {X}", X,
        SPLATS + _const_indices("[[0], [2]]") + _scatter("%s", "%x", "%i", "%v", CONST_BODY)
        + "\n" + _scatter("%r", "%s", "%i", "%v", SUB),
        ("dense<-5.000000e-01> : tensor<f32>",), ("stablehlo.subtract",),
        # row 0 twice: the second subtract would see the first one's result
        SPLATS + _const_indices("[[0], [0]]") + _scatter("%s", "%x", "%i", "%v", CONST_BODY)
        + "\n" + _scatter("%r", "%s", "%i", "%v", SUB)),
    # a store of splat 2.0 at argument indices (duplicates too): a body returning 2.0
    "scatter_splat_store_body": Case(
        f"%x: {X}, %i: {IT}", X,
        f"  %v = stablehlo.constant dense<2.000000e+00> : {U}\n"
        + _scatter("%r", "%x", "%i", "%v", STORE),
        ("stablehlo.return %cst_0 : tensor<f32>",), ("stablehlo.return %arg",),
        # an update that is not one value
        _scatter("%r", "%x", "%i", "%u", STORE), neg_args=f"%x: {X}, %i: {IT}, %u: {U}"),
    # x - (a store of v at the diagonal of zeros), integers: a subtract-scatter into x
    "elementwise_of_identity_store": Case(
        "%x: tensor<4x4xi32>, %v: tensor<4xi32>", "tensor<4x4xi32>",
        "  %z = stablehlo.constant dense<0> : tensor<4x4xi32>\n"
        + _diag_store("0, 0], [1, 1], [2, 2], [3, 3", "i32")
        + "\n  %r = stablehlo.subtract %x, %s : tensor<4x4xi32>",
        ('"stablehlo.scatter"(%arg0, %c, %arg1)', "stablehlo.subtract %arg2, %arg3"),
        ("stablehlo.constant dense<0> : tensor<4x4xi32>",),
        # floats: x - 0.0 flushes a subnormal x at run time, the scatter would pass it through
        "  %z = stablehlo.constant dense<0.0> : tensor<4x4xf32>\n"
        + _diag_store("0, 0], [1, 1], [2, 2], [3, 3", "f32")
        + "\n  %r = stablehlo.subtract %x, %s : tensor<4x4xf32>",
        neg_args="%x: tensor<4x4xf32>, %v: tensor<4xf32>", neg_ret="tensor<4x4xf32>"),
    # an add at constant rows 0 and 2, in bounds and apart: marked unique
    "scatter_disjoint_unique_indices": Case(
        f"%x: {X}, %u: {U}", X, _const_indices("[[0], [2]]") + _scatter("%r", "%x", "%i", "%u", ADD),
        ("unique_indices = true",), ("unique_indices = false",),
        # row 1 twice: the add sums both updates there
        _const_indices("[[1], [1]]") + _scatter("%r", "%x", "%i", "%u", ADD)),
}

_rewritten = rewrite_alone(RULES)


def test_every_rule_has_a_case() -> None:
    """scatters.rules' rules are covered here and, those at constant runs of windows, in
    tests/test_scatter_index_rules.py (its ``OWN``)."""
    runs = {n for n in RULES if n.startswith("scatter_constant_run_")}
    assert set(RULES) - runs == set(CASES)
    assert all("algebra" in r.tags for r in RULES.values())


(test_rule_fires_to_the_expected_form,
 test_rule_declines_where_unsound_or_unmatched,
 test_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(CASES, _rewritten, 40)


def test_fused_constant_is_read_from_outside_the_body() -> None:
    """The fused body returns a constant defined before the scatter (Enzyme's form), not a
    copy inside the body."""
    _, out = _rewritten(func(CASES["scatter_of_constant_store_folds"].args, X,
                             CASES["scatter_of_constant_store_folds"].pos),
                        "scatter_of_constant_store_folds")
    head, _, body = out.partition("^bb0")
    assert "dense<-5.000000e-01>" in head and "stablehlo.constant" not in body.split("})")[0]


@pytest.mark.parametrize("stored", ["1.000000e-38", "-0.000000e+00"])
def test_constant_store_fold_declines_a_subnormal_meeting_arithmetic(stored: str) -> None:
    """1e-38 * 0.5 is subnormal: XLA CPU's run flushes it to zero, a folded constant would
    keep it, so the folder declines and the rule does not fire; -0.0 * 0.5 folds to -0.0."""
    body = ("    %t = stablehlo.multiply %p, %q : tensor<f32>\n"
            "    stablehlo.return %t : tensor<f32>")
    text = func(f"%x: {X}", X,
                f"  %c = stablehlo.constant dense<{stored}> : tensor<f32>\n"
                f"  %v = stablehlo.constant dense<5.000000e-01> : {U}\n"
                + _const_indices("[[0], [2]]") + _scatter("%s", "%x", "%i", "%v", CONST_BODY)
                + "\n" + _scatter("%r", "%s", "%i", "%v", body))
    n, out = _rewritten(text, "scatter_of_constant_store_folds")
    assert n == (0 if stored.startswith("1.") else 1), out


def test_value_on_evaluates_a_body_op_on_given_elements_and_declines_a_subnormal() -> None:
    """``value_on`` computes an op that reads block arguments from the elements given for its
    operands (a scalar fills the operand's shape); a subnormal meeting float arithmetic, or
    another number of operands, is no answer."""
    from hlorules.lowering.importer import from_text
    from hlorules.rules.builtins import BUILTINS

    value_on = BUILTINS["value_on"].fn
    mod = from_text(func(f"%x: {X}", X, SPLATS + _const_indices("[[0], [2]]")
                         + _scatter("%r", "%x", "%i", "%v", SUB)))
    sub = next(op for op in mod.walk() if op.name == "stablehlo.subtract")
    assert float(value_on(sub.results[0], [1.5, 2.0])) == -0.5
    for bad in ([1.0e-39, 0.0], [1.0]):
        with pytest.raises(ValueError):
            value_on(sub.results[0], bad)


@pytest.mark.parametrize("book", ["algebra", "fastmath"])
def test_a_store_of_a_splat_reaches_a_fixpoint_in_the_books(book: str) -> None:
    """The books write a store of one value as a scatter whose body returns it and run no
    rule turning it back (indexing.rules' scatter_constant_body_store goes the other way for
    exec.book): the two together cycled."""
    import hlorules
    from hlorules.lowering.exporter import to_text
    from hlorules.lowering.importer import from_text

    text = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %i = stablehlo.constant dense<[[1], [3]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<2.5> : tensor<2xf32>
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
     : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""
    out, _ = hlorules.apply(from_text(text), book)
    assert "stablehlo.return %cst" in to_text(out, pretty=True)


def _windows_of_two(rows: str) -> str:
    """``%r = scatter(%x, rows, %u)``, ``%u`` two windows of two elements of X."""
    return (_const_indices(rows)
            + '  %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = '
            "#stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], "
            f"index_vector_dim = 1>}}> ({{\n  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n{ADD}\n"
            f"  }}) : ({X}, {IT}, tensor<2x2xf32>) -> {X}")


@pytest.mark.parametrize("rows, unique", [
    ("[[0], [2]]", True),    # [0, 2) and [2, 4)
    ("[[0], [1]]", False),   # distinct indices, but [0, 2) and [1, 3) share element 1
    ("[[0], [3]]", False),   # [3, 5) is out of bounds: scatter skips it
    ("[[2], [-1]]", False),  # a negative start: skipped too
])
def test_unique_indices_needs_windows_apart_and_in_bounds(rows: str, unique: bool) -> None:
    """The mark says no element is written twice: the windows (not only the index rows)
    must be disjoint, and every one must take effect."""
    n, out = _rewritten(func(f"%x: {X}, %u: tensor<2x2xf32>", X, _windows_of_two(rows)),
                        "scatter_disjoint_unique_indices")
    assert n == (1 if unique else 0), out


def test_unique_indices_reads_an_omitted_mark_as_false_and_leaves_a_true_one() -> None:
    text = func(f"%x: {X}, %u: {U}", X,
                _const_indices("[[0], [2]]") + _scatter("%r", "%x", "%i", "%u", ADD))
    assert "unique_indices" not in text
    n, out = _rewritten(text, "scatter_disjoint_unique_indices")
    assert n == 1 and "unique_indices = true" in out
    assert _rewritten(out, "scatter_disjoint_unique_indices")[0] == 0


def _identity_store(op: str, splat: str, rows: str = "0, 0], [1, 1], [2, 2], [3, 3",
                    store_left: bool = False) -> str:
    """``op(x, scatter(splat, rows, v))`` over 4x4 i32 (the scatter first when
    ``store_left``)."""
    args = "%s, %x" if store_left else "%x, %s"
    return func("%x: tensor<4x4xi32>, %v: tensor<4xi32>", "tensor<4x4xi32>",
                f"  %z = stablehlo.constant dense<{splat}> : tensor<4x4xi32>\n"
                + _diag_store(rows, "i32")
                + f"\n  %r = stablehlo.{op} {args} : tensor<4x4xi32>")


@pytest.mark.parametrize("op, splat, store_left, fires", [
    ("add", "0", True, True),            # 0 + x: add commutes
    ("divide", "1", False, True),        # x / 1
    ("multiply", "1", True, True),
    ("maximum", "-2147483648", False, True),   # max(x, lowest)
    ("and", "-1", False, True),          # x & all ones
    ("shift_left", "0", False, True),
    ("subtract", "0", True, False),      # 0 - x is not x
    ("divide", "0", False, False),       # x / 0 is not x
    ("multiply", "0", False, False),
    ("add", "1", False, False),
])
def test_elementwise_of_identity_store_needs_a_right_identity(op: str, splat: str,
                                                              store_left: bool,
                                                              fires: bool) -> None:
    n, out = _rewritten(_identity_store(op, splat, store_left=store_left),
                        "elementwise_of_identity_store")
    assert n == (1 if fires else 0), out


@pytest.mark.parametrize("rows", ["0, 0], [1, 1], [1, 1], [3, 3",    # a duplicate
                                  "0, 0], [1, 1], [2, 2], [3, 4"])   # out of bounds: skipped
def test_elementwise_of_identity_store_needs_disjoint_windows(rows: str) -> None:
    """Two windows at (1, 1): the store keeps one update there, the add-scatter would add
    both, so the rule declines; a window out of bounds is skipped by both and fires."""
    n, out = _rewritten(_identity_store("add", "0", rows), "elementwise_of_identity_store")
    assert n == (0 if "[1, 1], [1, 1]" in rows else 1), out


def test_elementwise_of_identity_store_equals_the_original_with_a_skipped_window() -> None:
    from hlorules.checker.module import Pair, arg_specs, run_cases
    from hlorules.lowering.exporter import to_text
    from hlorules.lowering.importer import from_text

    original = to_text(from_text(_identity_store("xor", "0", "0, 0], [1, 1], [2, 2], [3, 4")))
    n, rewritten = _rewritten(original, "elementwise_of_identity_store")
    assert n == 1
    run = run_cases(Pair(original, rewritten, ["elementwise_of_identity_store"]),
                    arg_specs(from_text(original)), 40, signed_zeros=True)
    assert run.counterexample is None, run.counterexample.render()
