"""rulebooks/whiles.rules: Enzyme-JAX's while simplifications that keep the loop (a dead
carried value, a passed-through one an op computes, a loop that copies a box, a counted
loop's integer values known in every iteration: range marks, constants, equal values), each
exact.

Per rule (the table ``CASES``): a positive module where the rule fires and leaves the
expected ops, a negative module where a precondition fails and it must not fire, and the
positive module before and after the rule compared on XLA CPU (boundary inputs, then drawn
ones; bitwise, the sign of zero compared).
"""

from __future__ import annotations

from pathlib import Path

from rule_table import (
    Case,
    func,
    table_tests,
)

import hlorules
from hlorules.engine.rulebook import parse_book_text
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules(ROOT / "rulebooks" / "whiles.rules")

V = "tensor<4xf32>"
C = ("  %c0 = stablehlo.constant dense<0> : tensor<i64>\n"
     "  %c3 = stablehlo.constant dense<3> : tensor<i64>\n"
     "  %one = stablehlo.constant dense<1> : tensor<i64>\n")


def _loop(inits: str, types: str, body: str, yields: str, n: int) -> str:
    """A while counting %i from 0 while < 3 over ``inits`` (after the counter)."""
    return (C + f"  %w:{n} = stablehlo.while(%i = %c0, {inits}) : tensor<i64>, {types}\n"
            "   cond {\n"
            "    %p = stablehlo.compare LT, %i, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
            "    stablehlo.return %p : tensor<i1>\n"
            "  } do {\n"
            "    %n = stablehlo.add %i, %one : tensor<i64>\n"
            f"{body}"
            f"    stablehlo.return %n, {yields} : tensor<i64>, {types}\n"
            "  }\n")


def _copy(src_index: str, limit: int = 9) -> str:
    """A loop copying element k of %b to element k of %a for k < ``limit``, the source
    start computed by ``src_index`` from %k (the counter as i32)."""
    return ("  %c0 = stablehlo.constant dense<0> : tensor<i64>\n"
            f"  %lim = stablehlo.constant dense<{limit}> : tensor<i64>\n"
            "  %one = stablehlo.constant dense<1> : tensor<i64>\n"
            "  %nine = stablehlo.constant dense<9> : tensor<i32>\n"
            "  %w:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<10xf32>\n"
            "   cond {\n"
            "    %p = stablehlo.compare LT, %i, %lim : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
            "    stablehlo.return %p : tensor<i1>\n"
            "  } do {\n"
            "    %n = stablehlo.add %i, %one : tensor<i64>\n"
            "    %k = stablehlo.convert %i : (tensor<i64>) -> tensor<i32>\n"
            f"    %q = {src_index}\n"
            "    %e = stablehlo.dynamic_slice %b, %q, sizes = [1] : "
            "(tensor<10xf32>, tensor<i32>) -> tensor<1xf32>\n"
            "    %u = stablehlo.dynamic_update_slice %x, %e, %k : "
            "(tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>\n"
            "    stablehlo.return %n, %u : tensor<i64>, tensor<10xf32>\n"
            "  }\n"
            "  %r = stablehlo.negate %w#1 : tensor<10xf32>")


def _copy_transposed(src_index: str) -> str:
    """A loop storing row k of %b (4x3), transposed, as column k of %a (3x4), k < 4; the
    row start computed by ``src_index`` from %k (the counter as i32)."""
    return ("  %c0 = stablehlo.constant dense<0> : tensor<i64>\n"
            "  %lim = stablehlo.constant dense<4> : tensor<i64>\n"
            "  %one = stablehlo.constant dense<1> : tensor<i64>\n"
            "  %z = stablehlo.constant dense<0> : tensor<i32>\n"
            "  %three = stablehlo.constant dense<3> : tensor<i32>\n"
            "  %w:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<3x4xf32>\n"
            "   cond {\n"
            "    %p = stablehlo.compare LT, %i, %lim : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
            "    stablehlo.return %p : tensor<i1>\n"
            "  } do {\n"
            "    %n = stablehlo.add %i, %one : tensor<i64>\n"
            "    %k = stablehlo.convert %i : (tensor<i64>) -> tensor<i32>\n"
            f"    %q = {src_index}\n"
            "    %e = stablehlo.dynamic_slice %b, %q, %z, sizes = [1, 3] : "
            "(tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>\n"
            "    %t = stablehlo.transpose %e, dims = [1, 0] : "
            "(tensor<1x3xf32>) -> tensor<3x1xf32>\n"
            "    %u = stablehlo.dynamic_update_slice %x, %t, %z, %k : "
            "(tensor<3x4xf32>, tensor<3x1xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n"
            "    stablehlo.return %n, %u : tensor<i64>, tensor<3x4xf32>\n"
            "  }\n"
            "  %r = stablehlo.negate %w#1 : tensor<3x4xf32>")


def _copy_moved(src_index: str) -> str:
    """Row k of %b (5x4x3: b[:, k, :]) broadcast with its dims moved and reshaped, stored
    as slab k of %a (4x5x3), k < 4 (Enzyme-JAX's while_is_copy.mlir ``@main#6``); the row
    start computed by ``src_index`` from %i (the counter)."""
    return ("  %c0 = stablehlo.constant dense<0> : tensor<i64>\n"
            "  %lim = stablehlo.constant dense<4> : tensor<i64>\n"
            "  %one = stablehlo.constant dense<1> : tensor<i64>\n"
            "  %three = stablehlo.constant dense<3> : tensor<i64>\n"
            "  %w:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<4x5x3xf32>\n"
            "   cond {\n"
            "    %p = stablehlo.compare LT, %i, %lim : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
            "    stablehlo.return %p : tensor<i1>\n"
            "  } do {\n"
            "    %n = stablehlo.add %i, %one : tensor<i64>\n"
            f"    %q = {src_index}\n"
            "    %e = stablehlo.dynamic_slice %b, %c0, %q, %c0, sizes = [5, 1, 3] : "
            "(tensor<5x4x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<5x1x3xf32>\n"
            "    %t = stablehlo.broadcast_in_dim %e, dims = [2, 0, 3] : "
            "(tensor<5x1x3xf32>) -> tensor<1x1x5x3xf32>\n"
            "    %s = stablehlo.reshape %t : (tensor<1x1x5x3xf32>) -> tensor<1x5x3xf32>\n"
            "    %u = stablehlo.dynamic_update_slice %x, %s, %i, %c0, %c0 : (tensor<4x5x3xf32>, "
            "tensor<1x5x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<4x5x3xf32>\n"
            "    stablehlo.return %n, %u : tensor<i64>, tensor<4x5x3xf32>\n"
            "  }\n"
            "  %r = stablehlo.negate %w#1 : tensor<4x5x3xf32>")


def _copy_stepped(start: int, limit: int, step: int, direction: str, w: int, dst: int,
                  src: int) -> str:
    """A loop whose counter runs from ``start`` by ``step`` while ``direction`` ``limit``,
    storing the ``w`` elements of %b at counter + ``src`` at counter + ``dst`` of %a."""
    return (f"  %c0 = stablehlo.constant dense<{start}> : tensor<i64>\n"
            f"  %lim = stablehlo.constant dense<{limit}> : tensor<i64>\n"
            f"  %st = stablehlo.constant dense<{step}> : tensor<i64>\n"
            f"  %cd = stablehlo.constant dense<{dst}> : tensor<i64>\n"
            f"  %cs = stablehlo.constant dense<{src}> : tensor<i64>\n"
            "  %w:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<10xf32>\n"
            "   cond {\n"
            f"    %p = stablehlo.compare {direction}, %i, %lim : "
            "(tensor<i64>, tensor<i64>) -> tensor<i1>\n"
            "    stablehlo.return %p : tensor<i1>\n"
            "  } do {\n"
            "    %n = stablehlo.add %i, %st : tensor<i64>\n"
            "    %q = stablehlo.add %i, %cs : tensor<i64>\n"
            "    %k = stablehlo.add %i, %cd : tensor<i64>\n"
            f"    %e = stablehlo.dynamic_slice %b, %q, sizes = [{w}] : "
            f"(tensor<10xf32>, tensor<i64>) -> tensor<{w}xf32>\n"
            "    %u = stablehlo.dynamic_update_slice %x, %e, %k : "
            f"(tensor<10xf32>, tensor<{w}xf32>, tensor<i64>) -> tensor<10xf32>\n"
            "    stablehlo.return %n, %u : tensor<i64>, tensor<10xf32>\n"
            "  }\n"
            "  %r = stablehlo.negate %w#1 : tensor<10xf32>")


def _unbounded(loop: str) -> str:
    """``loop`` with its limit the argument %m instead of the constant 3."""
    return loop.replace("compare LT, %i, %c3", "compare LT, %i, %m")


def _select_on(pred: str) -> str:
    """A body selecting the sine of %s where ``pred`` (a compare's operands) holds."""
    return (f"    %q = stablehlo.compare {pred} : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
            f"    %sn = stablehlo.sine %s : {V}\n"
            f"    %y = stablehlo.select %q, %sn, %s : tensor<i1>, {V}\n")


def _add_converted(k: str) -> str:
    """A body adding (i + 1) rem ``k``, as a float, to %s."""
    return (f"    %ck = stablehlo.constant dense<{k}> : tensor<i64>\n"
            "    %m = stablehlo.remainder %n, %ck : tensor<i64>\n"
            "    %f = stablehlo.convert %m : (tensor<i64>) -> tensor<f32>\n"
            f"    %g = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> {V}\n"
            f"    %y = stablehlo.add %s, %g : {V}\n")


CASES: dict[str, Case] = {
    # the second carried value only feeds itself: it leaves the loop, its sine is dead
    "while_dead_carry": Case(
        f"%a: {V}, %b: {V}", V,
        _loop("%s = %a, %t = %b", f"{V}, {V}",
              f"    %y = stablehlo.sine %s : {V}\n    %z = stablehlo.cosine %t : {V}\n",
              "%y, %z", 3)
        + f"  %r = stablehlo.add %w#2, %b : {V}",
        ("stablehlo.cosine", ":2 = stablehlo.while"), ("stablehlo.sine",),
        # the sine of the second carries into the third: not dead
        _loop("%s = %a, %t = %b", f"{V}, {V}",
              f"    %y = stablehlo.sine %s : {V}\n    %z = stablehlo.add %t, %y : {V}\n",
              "%y, %z", 3)
        + f"  %r = stablehlo.add %w#2, %b : {V}"),
    # a constant carried through unchanged is read where it is
    "while_invariant_carry": Case(
        f"%a: {V}", V,
        f"  %k = stablehlo.constant dense<1.5> : {V}\n"
        + _loop("%s = %a, %t = %k", f"{V}, {V}",
                f"    %y = stablehlo.multiply %s, %t : {V}\n", "%y, %t", 3)
        + f"  %r = stablehlo.add %w#1, %w#2 : {V}",
        (":2 = stablehlo.while",), (":3 = stablehlo.while",),
        # a function argument carried through unchanged stays carried
        _loop("%s = %a, %t = %b", f"{V}, {V}",
              f"    %y = stablehlo.multiply %s, %t : {V}\n", "%y, %t", 3)
        + f"  %r = stablehlo.add %w#1, %w#2 : {V}",
        neg_args=f"%a: {V}, %b: {V}"),
    # elements 0..8 of %b copied one by one into %a: one slice stored at 0
    "while_copy_loop": Case(
        "%a: tensor<10xf32>, %b: tensor<10xf32>", "tensor<10xf32>",
        _copy("stablehlo.add %k, %k0 : tensor<i32>").replace(
            "  %nine", "  %k0 = stablehlo.constant dense<0> : tensor<i32>\n  %nine"),
        ("stablehlo.slice %arg1 [0:9]", "stablehlo.dynamic_update_slice %arg0"), (),
        # element 9 - k read into element k: the offset changes, not one slice
        _copy("stablehlo.subtract %nine, %k : tensor<i32>")),
    # row k of %b stored transposed as column k of %a: %a is %b transposed
    "while_copy_loop/transposed": Case(
        "%a: tensor<3x4xf32>, %b: tensor<4x3xf32>", "tensor<3x4xf32>",
        _copy_transposed("stablehlo.add %k, %z : tensor<i32>"),
        ("stablehlo.transpose %0, dims = [1, 0]", "stablehlo.dynamic_update_slice %arg0"), (),
        # row 3 - k into column k: the offset changes
        _copy_transposed("stablehlo.subtract %three, %k : tensor<i32>")),
    # pairs of elements, the counter stepping by 2 from 0 while < 6: %b[1:7] at 3
    "while_copy_loop/stride2": Case(
        "%a: tensor<10xf32>, %b: tensor<10xf32>", "tensor<10xf32>",
        _copy_stepped(0, 6, 2, "LT", 2, 3, 1),
        ("stablehlo.slice %arg1 [1:7]", "stablehlo.dynamic_update_slice %arg0"), (),
        # windows of 3 at a step of 2 overlap: not a box's tiling
        _copy_stepped(0, 6, 2, "LT", 3, 3, 1)),
    # counting down from 7 while > 2: %b[3:8] at 2, the last window written first
    "while_copy_loop/down": Case(
        "%a: tensor<10xf32>, %b: tensor<10xf32>", "tensor<10xf32>",
        _copy_stepped(7, 2, -1, "GT", 1, -1, 0),
        ("stablehlo.slice %arg1 [3:8]", "stablehlo.dynamic_update_slice %arg0"), (),
        # the destination one past the end in the first iteration: clamped
        _copy_stepped(7, 2, -1, "GT", 1, 3, 0)),
    # the window broadcast and reshaped on its way: %b's dims 0 and 1 swapped
    "while_copy_loop/moved": Case(
        "%a: tensor<4x5x3xf32>, %b: tensor<5x4x3xf32>", "tensor<4x5x3xf32>",
        _copy_moved("stablehlo.add %i, %c0 : tensor<i64>"),
        ("stablehlo.transpose %0, dims = [1, 0, 2]", "stablehlo.dynamic_update_slice %arg0"),
        (),
        # row 3 - k into slab k: the offset changes
        _copy_moved("stablehlo.subtract %three, %i : tensor<i64>")),
    # the counter's next value runs over 1..3: marked with that range
    "while_counter_bounds": Case(
        f"%a: {V}", V,
        _loop("%s = %a", V, f"    %y = stablehlo.sine %s : {V}\n", "%y", 2)
        + f"  %r = stablehlo.add %w#1, %a : {V}",
        ("stablehlo.add %iterArg, %c_1 {enzymexla.bounds = [[1, 3]]}",), (),
        # the limit is an argument: the values are not known
        _unbounded(_loop("%s = %a", V, f"    %y = stablehlo.sine %s : {V}\n", "%y", 2))
        + f"  %r = stablehlo.add %w#1, %a : {V}",
        neg_args=f"%a: {V}, %m: tensor<i64>"),
    # i >= 0 holds in every iteration (i = 0, 1, 2): the select reads true
    "while_iteration_constant": Case(
        f"%a: {V}", V,
        _loop("%s = %a", V, _select_on("GE, %i, %c0"), "%y", 2)
        + f"  %r = stablehlo.add %w#1, %a : {V}",
        ("dense<true>", "stablehlo.select"), ("compare  GE", "compare GE"),
        # i >= 1 is false in the first iteration
        _loop("%s = %a", V, _select_on("GE, %i, %one"), "%y", 2)
        + f"  %r = stablehlo.add %w#1, %a : {V}"),
    # (i + 1) rem 4 for i + 1 in 1..3 is i + 1: the remainder is gone
    "while_iteration_equal": Case(
        f"%a: {V}", V,
        _loop("%s = %a", V, _add_converted("4"), "%y", 2)
        + f"  %r = stablehlo.add %w#1, %a : {V}",
        ("stablehlo.convert",), ("stablehlo.remainder",),
        # (i + 1) rem 3 is 0 in the last iteration
        _loop("%s = %a", V, _add_converted("3"), "%y", 2)
        + f"  %r = stablehlo.add %w#1, %a : {V}"),
    # a one-element window's cosine between a reshape to a scalar and one back
    "reshape_elementwise_reshape": Case(
        "%x: tensor<1xf32>", "tensor<1xf32>",
        "  %s = stablehlo.reshape %x : (tensor<1xf32>) -> tensor<f32>\n"
        "  %c = stablehlo.cosine %s : tensor<f32>\n"
        "  %r = stablehlo.reshape %c : (tensor<f32>) -> tensor<1xf32>",
        ("stablehlo.cosine %arg0 : tensor<1xf32>",), ("stablehlo.reshape",),
        # the outer reshape goes to another type than the window's
        "  %s = stablehlo.reshape %x : (tensor<1xf32>) -> tensor<f32>\n"
        "  %c = stablehlo.cosine %s : tensor<f32>\n"
        "  %r = stablehlo.reshape %c : (tensor<f32>) -> tensor<1x1xf32>",
        neg_ret="tensor<1x1xf32>"),
}


def _rewritten(text: str, case: str) -> tuple[int, str]:
    """The module after one phase of the case's rule alone (a case ``rule/variant`` is one
    more of ``rule``'s)."""
    rule = case.split("/")[0]
    book = parse_book_text(f'include "whiles.rules"\nphase p {{ {rule} }}\nschedule {{ p }}\n',
                           str(ROOT / "rulebooks" / "test_whiles.book"))
    mod, trace = hlorules.apply(from_text(text), book)
    mod.verify()
    return trace.total_rewrites, to_text(mod, pretty=True)


def test_every_rule_has_a_case() -> None:
    assert set(RULES) == {case.split("/")[0] for case in CASES}
    assert all("algebra" in r.tags for r in RULES.values())


(test_rule_fires_to_the_expected_form,
 test_rule_declines_where_a_precondition_fails,
 test_rewrite_equals_original_on_xla_cpu_special_values) = table_tests(CASES, _rewritten, 12)


def test_copy_loop_declines_a_move_that_repeats_elements() -> None:
    # a broadcast that repeats the window's elements is no permutation of its dims
    text = CASES["while_copy_loop/moved"].pos.replace(
        "dims = [2, 0, 3] : (tensor<5x1x3xf32>) -> tensor<1x1x5x3xf32>",
        "dims = [2, 1, 3] : (tensor<5x1x3xf32>) -> tensor<1x2x5x3xf32>").replace(
        "(tensor<1x1x5x3xf32>) -> tensor<1x5x3xf32>", "(tensor<1x2x5x3xf32>) -> tensor<2x5x3xf32>"
    ).replace("tensor<1x5x3xf32>, tensor<i64>", "tensor<2x5x3xf32>, tensor<i64>")
    mod = from_text(func("%a: tensor<4x5x3xf32>, %b: tensor<5x4x3xf32>", "tensor<4x5x3xf32>",
                         text))
    loop = next(op for op in mod.walk() if op.name == "stablehlo.while")
    why = RULES["while_copy_loop"].explain(loop)
    assert "dims_through" in why, why


def test_copy_loop_declines_a_window_the_dynamic_slice_would_clamp() -> None:
    # k + 2 for k < 9 reads at 10: clamped to 9, so not one slice
    text = CASES["while_copy_loop"].pos.replace("%k, %k0", "%k, %k2").replace(
        "dense<0> : tensor<i32>", "dense<2> : tensor<i32>").replace("%k0 =", "%k2 =")
    n, out = _rewritten(func("%a: tensor<10xf32>, %b: tensor<10xf32>", "tensor<10xf32>",
                             text), "while_copy_loop")
    assert n == 0, out


def test_iteration_constant_keeps_the_counters_update() -> None:
    # one iteration (-2 by 2 while < -1): the update is 0 in it, but XLA computes the trip
    # count from the update (and runs this loop no iteration): it stays, the starts (0) fold
    text = _copy_stepped(-2, -1, 2, "LT", 1, 2, 2)
    n, out = _rewritten(func("%a: tensor<10xf32>, %b: tensor<10xf32>", "tensor<10xf32>",
                             text), "while_iteration_constant")
    assert n == 2, out
    assert "stablehlo.add %iterArg, %c_1 : tensor<i64>" in out, out


def test_iteration_constant_declines_a_float_computed_from_the_counter() -> None:
    # i * 0.5 >= 0 holds in every iteration, but it is computed through a float
    body = _select_on("GE, %i, %c0").replace(
        "    %q = stablehlo.compare GE, %i, %c0 : (tensor<i64>, tensor<i64>) -> tensor<i1>\n",
        "    %fi = stablehlo.convert %i : (tensor<i64>) -> tensor<f32>\n"
        "    %h = stablehlo.constant dense<5.000000e-01> : tensor<f32>\n"
        "    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
        "    %fh = stablehlo.multiply %fi, %h : tensor<f32>\n"
        "    %q = stablehlo.compare GE, %fh, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>\n")
    text = _loop("%s = %a", V, body, "%y", 2) + f"  %r = stablehlo.add %w#1, %a : {V}"
    n, out = _rewritten(func(f"%a: {V}", V, text), "while_iteration_constant")
    assert n == 0, out
