"""Comprehensions, list builtins, value(), window builtins and computed replacements."""

from __future__ import annotations

import numpy as np
import pytest
from driven import rewrite_once
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import run
from hlorules.rules import explain, load_rules
from hlorules.rules.builtins import BUILTINS
from hlorules.rules.ruleset import RuleSet


def _ops(mod, name):
    return [o for o in mod.walk() if o.name == name]


def _module(body: str, args: str = "%x: tensor<8xi32>", result: str = "tensor<8xi32>") -> str:
    return f"func.func @main({args}) -> {result} {{\n{body}\n  return %0 : {result}\n}}\n"


# ------------------------------------------------------------------ lists


def test_comprehension_filters_and_quantifies_over_attribute_lists() -> None:
    rs = load_rules("""
rule odd_positive_strides {
  match slice(%x) {start_indices = $s, strides = $k}
  let $odd = [$d for $d in range(len($k)) if mod($k[$d], 2) == 1]
  where all($a >= 0 for $a in $s), any($b > 1 for $b in $k), $odd == [1]
  rewrite %x
}""")
    mod = from_text(_module("  %0 = stablehlo.slice %y [0:4:2, 1:7:3] : (tensor<4x8xi32>) -> tensor<2x2xi32>",
                            "%y: tensor<4x8xi32>", "tensor<2x2xi32>"))
    sl = _ops(mod, "stablehlo.slice")[0]
    assert rs["odd_positive_strides"].match(sl) is not None
    mod2 = from_text(_module("  %0 = stablehlo.slice %y [0:4:3, 1:7:2] : (tensor<4x8xi32>) -> tensor<2x3xi32>",
                             "%y: tensor<4x8xi32>", "tensor<2x3xi32>"))
    sl2 = _ops(mod2, "stablehlo.slice")[0]
    assert rs["odd_positive_strides"].match(sl2) is None
    assert "$odd == [1]" in explain(rs["odd_positive_strides"], sl2)


def test_zip_of_unequal_lists_makes_the_clause_false() -> None:
    rs = load_rules("""
rule z {
  match slice(%x) {start_indices = $s}
  where all($a == $b for $a, $b in zip($s, [0]))
  rewrite %x
}""")
    mod = from_text(_module("  %0 = stablehlo.slice %y [0:2, 0:2] : (tensor<4x8xi32>) -> tensor<2x2xi32>",
                            "%y: tensor<4x8xi32>", "tensor<2x2xi32>"))
    why = explain(rs["z"], _ops(mod, "stablehlo.slice")[0])
    assert "zip() of lists of lengths [2, 1]" in why, why


@pytest.mark.parametrize(("name", "args", "want"), [
    ("pick", ((5, 6, 7), (2, 0)), (7, 5)),
    ("set", ((0, 0, 0, 0), (1, 3), (8, 9)), (0, 8, 0, 9)),
    ("set", ((0, 0), 1, 4), (0, 4)),
    ("zip", ((1, 2), (3, 4)), ((1, 3), (2, 4))),
    ("rows", (np.array([[1, 2], [3, 4]]),), ((1, 2), (3, 4))),
    ("columns", (np.array([[1, 2], [3, 4]]),), ((1, 3), (2, 4))),
    ("sorted", (np.array([[3, 0], [1, 2], [1, 1]]),), ((1, 1), (1, 2), (3, 0))),
    ("unique", ((3, 1, 3, 2),), (1, 2, 3)),
    ("runs", ((4, 5, 6, -1, -1, 0, 2),), ((0, 3, 4), (3, 5, -1), (5, 6, 0), (6, 7, 2))),
    ("flat", (np.array([[1, 2], [3, 4]]),), (1, 2, 3, 4)),
])
def test_list_builtin(name: str, args: tuple, want: object) -> None:
    assert BUILTINS[name].fn(*args) == want


def test_extend_repeats_over_trailing_dims_and_refuses_a_misfit() -> None:
    got = BUILTINS["extend"].fn((True, False), (2, 1, 3))
    assert got.shape == (2, 1, 3) and got[0].all() and not got[1].any()
    with pytest.raises(ValueError):
        BUILTINS["extend"].fn((1, 2, 3), (2, 3))


def test_set_of_more_positions_than_values_is_an_error() -> None:
    with pytest.raises(ValueError):
        BUILTINS["set"].fn((0, 0, 0), (0, 1), (5,))


# ------------------------------------------------------------------ value()

FOLDS = """
  %i = stablehlo.iota dim = 0 : tensor<8xi32>
  %c = stablehlo.constant dense<5> : tensor<8xi32>
  %m = stablehlo.compare LT, %i, %c, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
  %z = stablehlo.constant dense<0> : tensor<8xi32>
  %0 = stablehlo.select %m, %x, %z : tensor<8xi1>, tensor<8xi32>"""


def test_value_folds_an_iota_compare_tree_and_fails_on_an_argument() -> None:
    rs = load_rules("""
rule keep_first_five {
  match select(%m, %x, _)
  where value(%m) == [true, true, true, true, true, false, false, false]
  rewrite %x
}
rule mask_is_value {
  match select(_, %x, _)
  where len(flat(value(%x))) == 8
  rewrite %x
}""")
    mod = from_text(_module(FOLDS))
    sel = _ops(mod, "stablehlo.select")[0]
    assert rs["keep_first_five"].match(sel) is not None
    why = explain(rs["mask_is_value"], sel)
    assert "not computed from constants only" in why, why


def test_fold_rules_fold_through_value_and_leave_transcendentals() -> None:
    rs = load_rules("rulebooks/fold.rules")
    mod = from_text(_module(FOLDS))
    before = run(mod, np.arange(8, dtype=np.int32))[0]
    while rewrite_once(mod, rs):
        pass
    assert not _ops(mod, "stablehlo.compare") and not _ops(mod, "stablehlo.iota")
    np.testing.assert_array_equal(run(mod, np.arange(8, dtype=np.int32))[0], before)


# ------------------------------------------------------------------ windows

SCATTER = """
  %i = stablehlo.constant dense<[[0], [2], [7], [4]]> : tensor<4x1xi32>
  %u = stablehlo.constant dense<1> : tensor<4x2xi32>
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %b : tensor<i32>
  }) : (tensor<8xi32>, tensor<4x1xi32>, tensor<4x2xi32>) -> tensor<8xi32>"""


def test_window_builtins_on_a_scatter_at_constant_indices() -> None:
    mod = from_text(_module(SCATTER))
    v = _ops(mod, "stablehlo.scatter")[0].results[0]
    w = BUILTINS["windows"].fn(v)
    assert BUILTINS["windows"].fn(v) is w  # cached per op
    assert w.get("sizes") == (2,)
    assert BUILTINS["in_bounds"].fn(w).tolist() == [True, True, False, True]
    assert BUILTINS["disjoint"].fn(w)
    # the windows at [1] and [2] overlap: not disjoint
    w2 = BUILTINS["windows"].fn(v, np.array([[1], [2], [7], [4]]))
    assert not BUILTINS["disjoint"].fn(w2)
    # window 1 of w2 ([2, 4)) is the one live window of w containing it; window 0 ([1, 3))
    # straddles two; window 2 is not live (out of bounds) so nothing covers... it overlaps none
    assert BUILTINS["covers"].fn(w2, w).tolist() == [-2, 1, -1, 3]
    assert BUILTINS["overlaps"].fn(w2, w).sum() == 4


def test_scatters_of_one_geometry_share_one_read_only_window_set() -> None:
    # two scatters of the same indices, shapes and dimension numbers; a third of another
    # operand shape (the window at 7 is in bounds there)
    body = SCATTER + """
  %1 = "stablehlo.scatter"(%0, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %b : tensor<i32>
  }) : (tensor<8xi32>, tensor<4x1xi32>, tensor<4x2xi32>) -> tensor<8xi32>
  %y = stablehlo.constant dense<0> : tensor<9xi32>
  %2 = "stablehlo.scatter"(%y, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %b : tensor<i32>
  }) : (tensor<9xi32>, tensor<4x1xi32>, tensor<4x2xi32>) -> tensor<9xi32>"""
    mod = from_text(_module(body.replace("%0 = ", "%s0 = ").replace("(%0, %i", "(%s0, %i")
                            .replace("%1 = ", "%0 = ")))
    s0, s1, s2 = (o.results[0] for o in _ops(mod, "stablehlo.scatter"))
    w0, w1, w2 = (BUILTINS["windows"].fn(v) for v in (s0, s1, s2))
    assert w0 is w1 and w2 is not w0
    assert BUILTINS["in_bounds"].fn(w0).tolist() == [True, True, False, True]
    assert BUILTINS["in_bounds"].fn(w2).tolist() == [True, True, True, True]
    with pytest.raises(ValueError):
        w0.starts[0, 0] = 5  # shared: no one may change it
    box = BUILTINS["box_windows"].fn((8,), (1,), (5,), 0)
    assert BUILTINS["box_windows"].fn((8,), (1,), (5,), 0) is box
    assert BUILTINS["box_windows"].fn((8,), (1,), (6,), 0) is not box


def test_scatter_out_of_bounds_noop_with_window_builtins() -> None:
    rs = load_rules("""
rule drop_dead_scatter {
  match scatter(%x, _, _) as %s
  where not any(in_bounds(windows(%s)))
  rewrite %x
}""")
    mod = from_text(_module(SCATTER.replace("[[0], [2], [7], [4]]", "[[7], [9], [-1], [8]]")))
    x = np.arange(8, dtype=np.int32)
    before = run(mod, x)[0]
    assert rewrite_once(mod, rs) == 1 and not _ops(mod, "stablehlo.scatter")
    np.testing.assert_array_equal(run(mod, x)[0], before)


# ------------------------------------------------------------------ computed replacements

SLICE_EW = """
rule slice_of_add_or_select {
  match slice((add | select)(%xs...) as %e) {start_indices = $s, limit_indices = $l,
                                             strides = $k} : $R
  where all(shape(%x) == shape(%e) or rank(%x) == 0 for %x in %xs)
  rewrite rebuild(%e, [if rank(%x) == 0 then %x else slice(%x) {start_indices = $s,
                                       limit_indices = $l, strides = $k} for %x in %xs],
                  with_shape(%e, shape($R)))
}"""


def test_rebuild_maps_a_slice_over_the_operands_of_the_matched_op() -> None:
    rs = load_rules(SLICE_EW)
    text = ("func.func @main(%x: tensor<8xi32>, %p: tensor<i1>) -> tensor<3xi32> {\n"
            "  %a = stablehlo.add %x, %x : tensor<8xi32>\n"
            "  %s = stablehlo.select %p, %a, %x : tensor<i1>, tensor<8xi32>\n"
            "  %0 = stablehlo.slice %s [2:8:2] : (tensor<8xi32>) -> tensor<3xi32>\n"
            "  return %0 : tensor<3xi32>\n}\n")
    mod = from_text(text)
    args = (np.arange(8, dtype=np.int32) * 3, np.array(True))
    before = run(mod, *args)[0]
    assert rewrite_once(mod, rs) >= 1
    sel = _ops(mod, "stablehlo.select")[-1]
    assert str(sel.results[0].type) == "tensor<3xi32>"
    assert sel.operands[0].type == sel.operands[0].type and str(sel.operands[0].type) == "tensor<i1>"
    np.testing.assert_array_equal(run(mod, *args)[0], before)


LIST_AND_WINDOW_BUILTINS = ["value", "foldable", "pick", "set", "zip", "rows", "columns", "sorted",
                            "unique", "windows", "in_bounds", "disjoint", "overlaps", "covers",
                            "index_rows", "flat", "extend", "runs", "rebuild"]


def test_every_list_and_window_builtin_has_a_docs_example() -> None:
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "rules.md").read_text()
    blocks = "\n".join(re.findall(r"```rules\n(.*?)```", doc, flags=re.DOTALL))
    missing = [n for n in LIST_AND_WINDOW_BUILTINS if not re.search(rf"\b{n}\(", blocks)]
    assert not missing, missing


def _doc_rules(name: str):
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "rules.md").read_text()
    for b in re.findall(r"```rules\n(.*?)```", doc, flags=re.DOTALL):
        if f"rule {name} " in b:
            return load_rules(b, "docs/rules.md")
    raise KeyError(name)


def test_gather_rows_as_slices_builds_one_slice_per_run() -> None:
    rs = _doc_rules("gather_rows_as_slices")
    text = ("func.func @main(%x: tensor<6x3xi32>) -> tensor<5x3xi32> {\n"
            "  %i = stablehlo.constant dense<[[2], [3], [4], [0], [1]]> : tensor<5x1xi32>\n"
            '  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], '
            "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
            "slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xi32>, tensor<5x1xi32>) -> tensor<5x3xi32>\n"
            "  return %0 : tensor<5x3xi32>\n}\n")
    mod = from_text(text)
    x = np.arange(18, dtype=np.int32).reshape(6, 3)
    before = run(mod, x)[0]
    assert rewrite_once(mod, rs) == 1
    assert not _ops(mod, "stablehlo.gather") and len(_ops(mod, "stablehlo.slice")) == 2
    assert len(_ops(mod, "stablehlo.concatenate")) == 1
    np.testing.assert_array_equal(run(mod, x)[0], before)


ROWS_FORWARD = """func.func @main(%x: tensor<8x3xi32>, %u: tensor<4x3xi32>) -> tensor<6x3xi32> {
  %i = stablehlo.constant dense<[[1], [2], [3], [6]]> : tensor<4x1xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %b : tensor<i32>
  }) : (tensor<8x3xi32>, tensor<4x1xi32>, tensor<4x3xi32>) -> tensor<8x3xi32>
  %j = stablehlo.constant dense<[[0], [2], [3], [6], [7], [1]]> : tensor<6x1xi32>
  %0 = "stablehlo.gather"(%s, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xi32>, tensor<6x1xi32>) -> tensor<6x3xi32>
  return %0 : tensor<6x3xi32>
}
"""


def test_forward_rows_agrees_with_xla() -> None:
    rs = RuleSet([load_rules("rulebooks/seed.rules")["gather_scatter_constant_forward"]])
    mod = from_text(ROWS_FORWARD)
    args = (np.arange(24, dtype=np.int32).reshape(8, 3), -np.arange(12, dtype=np.int32).reshape(4, 3))
    before = run(mod, *args)[0]
    assert rewrite_once(mod, rs) == 1
    gathers = _ops(mod, "stablehlo.gather")
    assert all(getattr(g.operands[0].owner, "name", "") != "stablehlo.scatter" for g in gathers)
    np.testing.assert_array_equal(run(mod, *args)[0], before)


def test_explain_quotes_the_window_builtins_a_clause_uses() -> None:
    rs = _doc_rules("scatter_writes_nothing")
    mod = from_text(_module(SCATTER))
    why = explain(rs["scatter_writes_nothing"], _ops(mod, "stablehlo.scatter")[0])
    assert "not: some element is true" in why and "windows: the windows a gather reads" in why, why


def test_to_attr_shares_equal_attributes_and_still_refuses_bad_values() -> None:
    from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, i1, i64

    from hlorules.rules.runtime import py, to_attr

    a = to_attr((1, 2, 3), None)
    assert a == DenseArrayBase.from_list(i64, [1, 2, 3]) and py(a) == (1, 2, 3)
    assert to_attr([np.int64(1), 2, 3], None) is a  # the same list, built once
    assert to_attr(np.array([1, 2, 3]), None) is a
    assert py(to_attr((1, 2), None)) == (1, 2)
    assert to_attr(5, None) == IntegerAttr(5, i64) and to_attr(5, None) is to_attr(5, None)
    assert to_attr(True, None) == IntegerAttr(1, i1) and to_attr(True, None) != to_attr(1, None)
    with pytest.raises(ValueError):
        to_attr((2**70,), None)  # out of i64's range: an error every time, never remembered
    with pytest.raises(ValueError):
        to_attr((2**70,), None)


def test_built_ops_are_checked_once_per_signature_and_bad_ones_every_time(monkeypatch) -> None:
    from xdsl.dialects.builtin import i32
    from xdsl.utils.exceptions import VerifyException

    from hlorules.dialect import REGISTRY
    from hlorules.dialect.types import tensor
    from hlorules.rules import runtime

    x = from_text(_module("  %0 = stablehlo.negate %x : tensor<8xi32>")).body.block.first_op
    arg = x.body.block.args[0]  # type: ignore[union-attr]
    spec = REGISTRY["stablehlo.slice"]
    calls = []
    check = spec.check
    monkeypatch.setattr(spec, "check", lambda op: (calls.append(op), check(op)))
    monkeypatch.setattr(runtime, "_VERIFIED", {})

    def sliced(hi: int, rtype: object = None) -> object:
        new: list = []
        runtime.build(new, spec, [arg], {"start_indices": (1,), "limit_indices": (hi,),
                                          "strides": (1,)}, rtype, None)
        return new[0]

    a, b = sliced(5), sliced(5)
    runtime._verify_built(a)
    runtime._verify_built(b)  # same signature: checked once
    assert calls == [a]
    runtime._verify_built(sliced(6))  # another limit: another signature
    assert len(calls) == 2
    for _ in range(2):  # a wrong result type fails every time, never remembered
        with pytest.raises(VerifyException, match="result type mismatch"):
            runtime._verify_built(sliced(5, tensor((3,), i32)))
    assert len(calls) == 4


def test_result_types_are_inferred_once_per_signature_and_bad_ones_every_time(
        monkeypatch) -> None:
    from hlorules.dialect import REGISTRY
    from hlorules.rules import runtime

    x = from_text(_module("  %0 = stablehlo.negate %x : tensor<8xi32>")).body.block.first_op
    arg = x.body.block.args[0]  # type: ignore[union-attr]
    spec = REGISTRY["stablehlo.slice"]
    calls = []
    infer = spec.infer
    monkeypatch.setattr(spec, "infer", lambda ts, ps: (calls.append(ps), infer(ts, ps))[1])
    monkeypatch.setattr(runtime, "_INFERRED", {})

    def sliced(lo: int, hi: int) -> object:
        new: list = []
        return runtime.build(new, spec, [arg], {"start_indices": (lo,), "limit_indices": (hi,),
                                                "strides": (1,)}, None, None).type

    assert str(sliced(1, 5)) == str(sliced(1, 5)) == "tensor<4xi32>"
    assert len(calls) == 1  # the same operand type and properties: inferred once
    assert str(sliced(0, 6)) == "tensor<6xi32>" and len(calls) == 2
    for _ in range(2):  # out of bounds: an error every time, never remembered
        with pytest.raises(ValueError, match="bad slice bounds"):
            sliced(2, 9)
    assert len(calls) == 4


_I64 = st.integers(min_value=-(2**63) + 1, max_value=2**63 - 1)


@settings(max_examples=300, deadline=None)
@given(st.lists(_I64 | st.integers(-5, 5), min_size=1, max_size=4), _I64 | st.integers(-3, 3))
@example([2**32, 2**31 + 1], 1)  # a product past int64 by a little: numpy wraps it
@example([2**62 - 1, 2**62 - 1], 2)  # a sum likewise
@example([-7], 3)
@example([7], -3)
@example([5], 0)
def test_integer_shortcuts_compute_what_numpy_computes(xs: list[int], b: int) -> None:
    """Plain ints take a shortcut in the arithmetic and in sum/prod/min/max/mod; numpy scalars and
    arrays take the general path: both give the same values (int64 wrapping included) and the
    same errors."""
    from hlorules.rules import runtime as R

    def both(f, *args):  # (shortcut, general path) outcomes
        out = []
        for conv in (lambda v: v, lambda v: tuple(map(np.int64, v)) if isinstance(v, tuple)
                     else np.int64(v)):
            try:
                r = f(*map(conv, args))
                out.append(r.item() if isinstance(r, np.generic) else r)
            except (ZeroDivisionError, OverflowError) as e:
                out.append(type(e))
        return out

    a = xs[0]
    for f in (R.add, R.sub, R.mul, R.lt, R.le, R.gt, R.ge, R.floordiv, BUILTINS["mod"].fn):
        with np.errstate(all="ignore"):
            got = both(f, a, b)
        if f in (R.add, R.sub, R.mul) and not -(2**63) <= got[0] < 2**63:
            continue  # past int64 numpy wraps; Python ints never did on this path either
        assert got[0] == got[1], (f, a, b, got)
    with np.errstate(all="ignore"):
        for name in ("sum", "prod", "min", "max"):
            fast = BUILTINS[name].fn(tuple(xs))
            slow = BUILTINS[name].fn(np.array(xs, np.int64))
            assert fast == slow and type(fast) is type(slow), (name, xs, fast, slow)
        for name in ("min", "max"):  # of the arguments
            fast = BUILTINS[name].fn(a, b)
            slow = BUILTINS[name].fn(np.int64(a), np.int64(b))
            assert fast == slow and type(fast) is type(slow), (name, a, b, fast, slow)
    assert R.index(tuple(xs), len(xs) - 1) == xs[-1]
