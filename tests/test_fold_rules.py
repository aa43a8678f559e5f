"""rulebooks/fold.rules: ops over constants fold to the constants XLA computes, bit for bit.

Each case is one op over ``stablehlo.constant`` operands (special values: NaN payloads,
+-Inf, -0.0, subnormals, INT_MIN/INT_MAX, shift counts past the width). XLA CPU computes the
op at run time on the same arrays, and runs the folded module; the outputs must have
identical bit patterns, and after folding only constants are left. The engine runs a one-phase book over fold.rules, so the
book's ``set fold_limit = N`` is what the hook reads.
"""

from __future__ import annotations

import re
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import hlorules
from hlorules.base.options import book_options, current_option
from hlorules.dialect.fold import BACKEND_FOLDED, HANDLED
from hlorules.engine.rulebook import parse_book_text
from hlorules.lowering.fold_oracle import XlaOracle, bits, single_op_module
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import run
from hlorules.rules import explain, load_rules, parse_rules
from hlorules.rules import model as m

ROOT = Path(__file__).resolve().parent.parent
BOOKS = ROOT / "rulebooks"
FOLD_RULES = BOOKS / "fold.rules"

ELEM = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64", np.dtype(np.float16): "f16",
        np.dtype(ml_dtypes.bfloat16): "bf16", np.dtype(np.int8): "i8",
        np.dtype(np.int32): "i32", np.dtype(np.int64): "i64", np.dtype(np.uint8): "ui8",
        np.dtype(np.uint32): "ui32", np.dtype(np.bool_): "i1"}


def ttype(a: np.ndarray) -> str:
    return "tensor<" + "".join(f"{d}x" for d in a.shape) + ELEM[a.dtype] + ">"


def _elem_text(x: np.generic) -> str:
    if x.dtype == np.bool_:
        return "true" if x else "false"
    if x.dtype.kind in "iu":
        return str(int(x))
    w = x.dtype.itemsize
    return f"0x{int(np.asarray(x).view(f'u{w}')):0{2 * w}X}"


def dense(a: np.ndarray) -> str:
    def rec(x: np.ndarray) -> str:
        if x.ndim == 0:
            return _elem_text(x[()])
        return "[" + ", ".join(rec(x[i]) for i in range(x.shape[0])) + "]"
    return f"dense<{rec(a)}> : {ttype(a)}"


def module(operands: list[np.ndarray], op: str, result: str) -> str:
    """``@main`` returning ``op`` (which names its operands ``%a0, %a1, ...``) over
    constants holding ``operands``."""
    consts = "\n".join(f"    %a{i} = stablehlo.constant {dense(a)}" for i, a in enumerate(operands))
    return (f"func.func @main() -> {result} {{\n{consts}\n    %r = {op}\n"
            f"    return %r : {result}\n}}\n")


def fold_book(limit: int | None = None, tags: str = "folding") -> object:
    text = f'include "fold.rules"\n{"" if limit is None else f"set fold_limit = {limit}"}\n'
    text += f"phase p {{ tag({tags}) }}\nschedule {{ p }}\n"
    return parse_book_text(text, str(BOOKS / "test_fold.book"))


def run_fold(text: str, limit: int | None = None) -> tuple[object, object]:
    mod = from_text(text)
    mod, trace = hlorules.apply(mod, fold_book(limit))
    return mod, trace


def _main_ops(mod: object) -> list:
    func = next(o for o in mod.walk() if o.name == "func.func")  # type: ignore[attr-defined]
    return list(func.regions[0].blocks.first.ops)


def non_constant_ops(mod: object) -> list[str]:
    """The names of @main's top-level ops other than constants and the return."""
    return [o.name for o in _main_ops(mod) if o.name not in ("stablehlo.constant", "func.return")]


ORACLE = XlaOracle()


def assert_folds_like_xla(operands: list[np.ndarray], op: str, result: str, rule: str) -> None:
    """Fold the op over constants; XLA CPU computing the op at run time on the same arrays
    (passed as arguments: XLA's own constant folder, HloEvaluator, is not the reference --
    it folds count_leading_zeros of a negative i32 to -32, the CPU runtime gives 0) and
    XLA running the folded module must agree bit for bit."""
    text = module(operands, op, result)
    before = ORACLE(single_op_module(op, [ttype(a) for a in operands], [result]), *operands)
    mod, trace = run_fold(text)
    assert non_constant_ops(mod) == [], f"{rule}: not folded:\n{mod}"
    assert trace.fired().get(rule, 0) >= 1, trace.fired()  # type: ignore[attr-defined]
    after = run(mod)
    assert len(before) == len(after)
    for b, a in zip(before, after):
        assert b.dtype == a.dtype and b.shape == a.shape
        np.testing.assert_array_equal(bits(a), bits(b), err_msg=f"{rule}\n{text}")


# ------------------------------------------------------------------------ operand values

# (no subnormal in, none out: float arithmetic on subnormals is declined, see
# test_fold_rules_leave_subnormal_arithmetic_to_xla)
F32 = np.array([0x7FC00001, 0xFFC00000, 0x7F800000, 0xFF800000, 0x80000000, 0,
                0x3FC00000, 0xC0200000, 0x3F800001, 0x7F7FFFFF, 0x3DCCCCCD, 0x40E00000],
               np.uint32).view(np.float32)
F32B = np.array([1.5, -0.0, 0.0, -3.25, 2.0, 1e-30, 0.5, np.inf, -7.0, 3.0, -0.1, 1e30],
                np.float32)
SUBNORMAL = np.array([1e-45, -1e-40, 2.0, 0.0], np.float32)
I32 = np.array([-2**31, 2**31 - 1, 0, 1, -1, 7, -7, 31, 32, 33, 2, -2], np.int32)
I32B = np.array([-1, -1, 3, 0, 2, 0, 3, 1, 1, -3, 31, 5], np.int32)
B12 = np.array([True, False] * 6)
B12B = np.array([True, True, False, False] * 3)

CASES: list[tuple[str, str, list[np.ndarray], str, str]] = []  # id, rule, operands, op, result


def _case(id_: str, rule: str, operands: list[np.ndarray], op: str, result: str) -> None:
    CASES.append((id_, rule, operands, op, result))


def _generic(name: str, operands: list[np.ndarray], result: str, attrs: str = "") -> str:
    args = ", ".join(f"%a{i}" for i in range(len(operands)))
    types = ", ".join(ttype(a) for a in operands)
    return f'"stablehlo.{name}"({args}){attrs} : ({types}) -> {result}'


# (sign, floor, ceil and sqrt of a NaN or sqrt of a negative: not folded, see
# test_unary_folds_decline_a_nan_result)
F32_NO_NAN = np.where(np.isnan(F32), np.float32(-1.5), F32)
F32_SQRT = np.abs(F32_NO_NAN)
for name, vals in [("abs", [F32, I32]), ("negate", [F32, I32]), ("sign", [F32_NO_NAN, I32]),
                   ("not", [I32, B12]), ("popcnt", [I32]), ("count_leading_zeros", [I32]),
                   ("floor", [F32_NO_NAN]), ("ceil", [F32_NO_NAN]),
                   ("round_nearest_afz", [F32B]), ("round_nearest_even", [F32B]),
                   ("sqrt", [F32_SQRT, np.abs(F32B)])]:
    for v in vals:
        _case(f"{name}-{ELEM[v.dtype]}", "fold_elementwise_unary", [v],
              _generic(name, [v], ttype(v)), ttype(v))
_case("is_finite-f32", "fold_elementwise_unary", [F32],
      _generic("is_finite", [F32], "tensor<12xi1>"), "tensor<12xi1>")

for name in ["add", "subtract", "multiply", "divide", "maximum", "minimum"]:
    for a, b in [(F32, F32B), (I32, I32B)]:
        _case(f"{name}-{ELEM[a.dtype]}", "fold_elementwise_binary", [a, b],
              _generic(name, [a, b], ttype(a)), ttype(a))
for name in ["remainder", "and", "or", "xor", "shift_left", "shift_right_arithmetic",
             "shift_right_logical", "power"]:
    _case(f"{name}-i32", "fold_elementwise_binary", [I32, I32B],
          _generic(name, [I32, I32B], ttype(I32)), ttype(I32))
for name in ["and", "or", "xor"]:
    _case(f"{name}-i1", "fold_elementwise_binary", [B12, B12B],
          _generic(name, [B12, B12B], ttype(B12)), ttype(B12))
_case("add-ui8", "fold_elementwise_binary",
      [np.array([250, 3, 255, 0], np.uint8), np.array([10, 4, 1, 0], np.uint8)],
      '"stablehlo.add"(%a0, %a1) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>',
      "tensor<4xui8>")
# (no NaN: bf16 arithmetic on a NaN is left alone, its bits depend on the XLA version)
_case("multiply-bf16", "fold_elementwise_binary",
      [np.where(np.isnan(F32), np.float32(1.25), F32).astype(ml_dtypes.bfloat16),
       F32B.astype(ml_dtypes.bfloat16)],
      _generic("multiply", [F32.astype(ml_dtypes.bfloat16)] * 2, "tensor<12xbf16>"),
      "tensor<12xbf16>")
for direction, ctype, a, b in [("LT", "FLOAT", F32, F32B), ("NE", "FLOAT", F32, F32),
                               ("GE", "SIGNED", I32, I32B),
                               ("LT", "UNSIGNED", I32.view(np.uint32), I32B.view(np.uint32)),
                               ("TOTALORDER", "TOTALORDER", F32, F32B)]:
    if direction == "TOTALORDER":
        op = (f"stablehlo.compare LT, %a0, %a1, TOTALORDER : ({ttype(a)}, {ttype(b)}) -> "
              f"tensor<12xi1>")
    else:
        op = (f"stablehlo.compare {direction}, %a0, %a1, {ctype} : ({ttype(a)}, {ttype(b)}) "
              f"-> tensor<12xi1>")
    _case(f"compare-{direction}-{ctype}", "fold_elementwise_binary", [a, b], op,
          "tensor<12xi1>")

_case("select-f32", "fold_select_clamp", [B12, F32, F32B],
      _generic("select", [B12, F32, F32B], "tensor<12xf32>"), "tensor<12xf32>")
_case("clamp-f32-scalar", "fold_select_clamp",
      [np.array(-1.0, np.float32), F32, np.array(2.0, np.float32)],
      _generic("clamp", [np.array(-1.0, np.float32), F32, np.array(2.0, np.float32)],
               "tensor<12xf32>"), "tensor<12xf32>")
_case("clamp-i32", "fold_select_clamp", [I32B, I32, np.full(12, 9, np.int32)],
      _generic("clamp", [I32B, I32, np.full(12, 9, np.int32)], "tensor<12xi32>"),
      "tensor<12xi32>")

M43 = np.arange(12, dtype=np.int32).reshape(4, 3) * 7 - 30
_case("reduce-max-i32", "fold_reduce", [M43, np.array(np.iinfo(np.int32).min, np.int32)],
      '"stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({\n'
      '    ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n'
      '      %s = stablehlo.maximum %x, %y : tensor<i32>\n'
      '      stablehlo.return %s : tensor<i32>\n'
      '    }) : (tensor<4x3xi32>, tensor<i32>) -> tensor<4xi32>', "tensor<4xi32>")
_case("reduce-and-i1", "fold_reduce", [B12.reshape(3, 4), np.array(True)],
      '"stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 0>}> ({\n'
      '    ^bb0(%x: tensor<i1>, %y: tensor<i1>):\n'
      '      %s = stablehlo.and %x, %y : tensor<i1>\n'
      '      stablehlo.return %s : tensor<i1>\n'
      '    }) : (tensor<3x4xi1>, tensor<i1>) -> tensor<4xi1>', "tensor<4xi1>")

# constant propagation: iota and data movement
_case("iota-i32", "fold_iota", [], '"stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> '
      "tensor<2x3xi32>", "tensor<2x3xi32>")
_case("iota-f32", "fold_iota", [], '"stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> '
      "tensor<5x2xf32>", "tensor<5x2xf32>")
F23 = F32[:6].reshape(2, 3)
_case("broadcast_in_dim", "propagate_constant_unary", [F32[:3]],
      "stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>",
      "tensor<2x3xf32>")
_case("reshape", "propagate_constant_unary", [F23],
      "stablehlo.reshape %a0 : (tensor<2x3xf32>) -> tensor<3x2xf32>", "tensor<3x2xf32>")
_case("transpose", "propagate_constant_unary", [F23],
      "stablehlo.transpose %a0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>",
      "tensor<3x2xf32>")
_case("slice", "propagate_constant_unary", [M43],
      _generic("slice", [M43], "tensor<2x2xi32>",
               " <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 3>, "
               "strides = array<i64: 1, 2>}>"), "tensor<2x2xi32>")
_case("reverse", "propagate_constant_unary", [M43],
      _generic("reverse", [M43], "tensor<4x3xi32>", " <{dimensions = array<i64: 0, 1>}>"),
      "tensor<4x3xi32>")
_case("convert-f32-i32", "propagate_constant_unary", [F32],
      "stablehlo.convert %a0 : (tensor<12xf32>) -> tensor<12xi32>", "tensor<12xi32>")
_case("convert-i32-f32", "propagate_constant_unary", [I32],
      "stablehlo.convert %a0 : (tensor<12xi32>) -> tensor<12xf32>", "tensor<12xf32>")
_case("convert-f32-bf16", "propagate_constant_unary", [F32],
      "stablehlo.convert %a0 : (tensor<12xf32>) -> tensor<12xbf16>", "tensor<12xbf16>")
_case("bitcast_convert", "propagate_constant_unary", [F32],
      "stablehlo.bitcast_convert %a0 : (tensor<12xf32>) -> tensor<12xi32>", "tensor<12xi32>")
_case("pad", "propagate_constant_binary", [F32[:3], np.array(-0.0, np.float32)],
      _generic("pad", [F32[:3], np.array(-0.0, np.float32)], "tensor<8xf32>",
               " <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, "
               "interior_padding = array<i64: 1>}>"), "tensor<8xf32>")
IDX = np.array([[3], [0], [7]], np.int32)  # 7 is out of bounds: clamped
_case("gather", "propagate_constant_binary", [M43, IDX],
      _generic("gather", [M43, IDX], "tensor<3x3xi32>",
               " <{dimension_numbers = #stablehlo.gather<offset_dims = [1], "
               "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
               "slice_sizes = array<i64: 1, 3>}>"), "tensor<3x3xi32>")
_case("concatenate", "propagate_constant_variadic", [I32[:2], I32[2:5], I32[5:6]],
      _generic("concatenate", [I32[:2], I32[2:5], I32[5:6]], "tensor<6xi32>",
               " <{dimension = 0 : i64}>"), "tensor<6xi32>")
_case("dynamic_slice", "propagate_constant_variadic",
      [M43, np.array(3, np.int32), np.array(-1, np.int32)],
      _generic("dynamic_slice", [M43, np.array(3, np.int32), np.array(-1, np.int32)],
               "tensor<2x2xi32>", " <{slice_sizes = array<i64: 2, 2>}>"), "tensor<2x2xi32>")
UPD = np.array([[100, 101], [102, 103]], np.int32)
_case("dynamic_update_slice", "propagate_constant_variadic",
      [M43, UPD, np.array(1, np.int32), np.array(5, np.int32)],
      _generic("dynamic_update_slice",
               [M43, UPD, np.array(1, np.int32), np.array(5, np.int32)], "tensor<4x3xi32>"),
      "tensor<4x3xi32>")
SIDX = np.array([[1], [1], [3]], np.int32)
SUPD = np.arange(9, dtype=np.int32).reshape(3, 3) + 1000
_case("scatter-add", "propagate_constant_variadic", [M43, SIDX, SUPD],
      '"stablehlo.scatter"(%a0, %a1, %a2) <{scatter_dimension_numbers = #stablehlo.scatter<'
      "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = "
      "[0], index_vector_dim = 1>}> ({\n"
      "    ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n"
      "      %s = stablehlo.add %x, %y : tensor<i32>\n"
      "      stablehlo.return %s : tensor<i32>\n"
      "    }) : (tensor<4x3xi32>, tensor<3x1xi32>, tensor<3x3xi32>) -> tensor<4x3xi32>",
      "tensor<4x3xi32>")


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_rule_folds_like_xla(case: tuple[str, str, list[np.ndarray], str, str]) -> None:
    _, rule, operands, op, result = case
    assert_folds_like_xla(operands, op, result, rule)


@pytest.mark.parametrize("op", ["add", "multiply", "sqrt", "maximum", "compare"])
def test_fold_rules_leave_subnormal_arithmetic_to_xla(op: str) -> None:
    """A subnormal constant met by float arithmetic is not folded: XLA's compile-time folder
    keeps it and its compiled code flushes it, so no folded constant matches both."""
    other = np.array([1.0, 1.0, 3.0, -0.0], np.float32)
    if op == "sqrt":
        text = _generic(op, [SUBNORMAL], ttype(SUBNORMAL))
        operands = [SUBNORMAL]
    elif op == "compare":
        text = (f"stablehlo.compare LT, %a0, %a1, FLOAT : ({ttype(SUBNORMAL)}, {ttype(other)}) "
                f"-> tensor<4xi1>")
        operands = [SUBNORMAL, other]
    else:
        text = _generic(op, [SUBNORMAL, other], ttype(SUBNORMAL))
        operands = [SUBNORMAL, other]
    result = "tensor<4xi1>" if op == "compare" else ttype(SUBNORMAL)
    mod = from_text(module(operands, text, result))
    root = _main_ops(mod)[-1].operands[0].owner
    assert root.name == f"stablehlo.{op}"
    fired = [n for n, r in load_rules(FOLD_RULES).items() if r.apply(root) is not None]
    assert fired == []
    # without the subnormal the same op folds
    normal = [np.where(a == SUBNORMAL, np.float32(0.25), a) if a is SUBNORMAL else a
              for a in operands]
    root2 = _main_ops(from_text(module(normal, text, result)))[-1].operands[0].owner
    assert [n for n, r in load_rules(FOLD_RULES).items() if r.apply(root2) is not None]


@pytest.mark.parametrize("op, operand", [("sign", 0x7FC00000), ("sqrt", 0xBF800000),
                                         ("floor", 0xFFC00001), ("ceil", 0x7FC00001)])
def test_unary_folds_decline_a_nan_result(op: str, operand: int) -> None:
    """Which NaN an op returns differs between XLA's backends: a unary op whose result holds
    a NaN stays (abs and negate, which only touch the sign bit, still fold)."""
    x = np.array([operand, 0x40000000], np.uint32).view(np.float32)
    mod, _ = run_fold(module([x], _generic(op, [x], ttype(x)), ttype(x)))
    assert non_constant_ops(mod) == [f"stablehlo.{op}"]
    finite = np.array([2.0, 0.5], np.float32)
    mod, _ = run_fold(module([finite], _generic(op, [finite], ttype(finite)), ttype(finite)))
    assert non_constant_ops(mod) == []
    for sign_op in ("abs", "negate"):
        mod, _ = run_fold(module([x], _generic(sign_op, [x], ttype(x)), ttype(x)))
        assert non_constant_ops(mod) == []


def test_every_rule_has_a_case() -> None:
    rules = {c[1] for c in CASES}
    # fold_through_backend folds only under a book's fold_backend: tests/test_fold_backend.py
    assert rules == set(load_rules(FOLD_RULES)) - {"fold_through_backend"}


def test_each_case_is_folded_by_the_rule_it_names() -> None:
    rs = load_rules(FOLD_RULES)
    for name, rule, operands, op, result in CASES:
        mod = from_text(module(operands, op, result))
        root = _main_ops(mod)[-1].operands[0].owner  # the op func.return returns
        fired = [n for n, r in rs.items() if r.apply(root) is not None]
        assert fired == [rule], (name, fired)


def _named_ops(p: m.Pattern | m.RestPat) -> list[str]:
    if not isinstance(p, m.OpPat):
        return []
    out = list(p.alts)
    for o in p.operands:
        out += _named_ops(o)
    for r in p.regions:
        out += _named_ops(r.terminator)
    return out


def test_every_op_named_in_fold_rules_is_handled_by_the_evaluator() -> None:
    from hlorules.rules.compiler import resolve_op

    models = parse_rules(FOLD_RULES.read_text(), str(FOLD_RULES))
    named = {resolve_op(n).name for mdl in models for n in _named_ops(mdl.pattern)}  # type: ignore[union-attr]
    assert named and named <= HANDLED | BACKEND_FOLDED, sorted(named - HANDLED - BACKEND_FOLDED)
    roots = set().union(*(r.roots for r in load_rules(FOLD_RULES).values()))
    assert roots <= HANDLED | BACKEND_FOLDED
    # the ops folded only through a backend each have a shipped folding rule: fold.rules'
    # for StableHLO's, constprop.rules' (algebra.book) for CHLO's
    chlo = set().union(*(r.roots for r in load_rules(BOOKS / "constprop.rules").values()))
    assert BACKEND_FOLDED <= roots | chlo, sorted(BACKEND_FOLDED - roots - chlo)
    # everything the evaluator handles (but constant itself) has a rule
    assert HANDLED - roots == {"stablehlo.constant"}


def test_tags_select_the_exec_book_phases() -> None:
    rs = load_rules(FOLD_RULES)
    assert all("folding" in r.tags and len(r.tags & {"fold", "constprop"}) == 1
               for r in rs.values())
    constprop = set().union(*(r.roots for r in rs.values() if "constprop" in r.tags))
    assert {"stablehlo.iota", "stablehlo.broadcast_in_dim", "stablehlo.gather",
            "stablehlo.scatter", "stablehlo.convert"} <= constprop
    text = (BOOKS / "exec.book").read_text()
    assert "phase constant_propagation { tag(constprop) }" in text
    assert re.search(r"ruleset fold = tag\(fold\)", text)


# ------------------------------------------------------------------------ the cap

ADD8 = module([I32[:8], I32B[:8]], _generic("add", [I32[:8], I32B[:8]], "tensor<8xi32>"),
              "tensor<8xi32>")


def test_fold_limit_of_the_book_is_honoured() -> None:
    mod, _ = run_fold(ADD8, limit=4)
    assert non_constant_ops(mod) == ["stablehlo.add"]
    mod, _ = run_fold(ADD8, limit=8)
    assert non_constant_ops(mod) == []
    assert current_option("fold_limit", "unset") == "unset"  # reset after the run


def test_fold_limit_caps_iota_and_broadcast() -> None:
    text = module([], '"stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>',
                  "tensor<6xi32>")
    mod, _ = run_fold(text, limit=5)
    assert non_constant_ops(mod) == ["stablehlo.iota"]
    text = module([I32[:3]], "stablehlo.broadcast_in_dim %a0, dims = [1] : (tensor<3xi32>) -> "
                  "tensor<4x3xi32>", "tensor<4x3xi32>")
    mod, _ = run_fold(text, limit=11)
    assert non_constant_ops(mod) == ["stablehlo.broadcast_in_dim"]
    mod, _ = run_fold(text, limit=12)
    assert non_constant_ops(mod) == []


def test_default_fold_limit_outside_a_run_and_by_hand() -> None:
    rs = load_rules(FOLD_RULES)
    mod = from_text(ADD8)
    add = next(o for o in mod.walk() if o.name == "stablehlo.add")
    assert rs["fold_elementwise_binary"].apply(add) is not None  # default 1024
    with book_options({"fold_limit": 7}):
        assert current_option("fold_limit") == 7
        assert rs["fold_elementwise_binary"].apply(add) is None
    assert rs["fold_elementwise_binary"].apply(add) is not None


def test_large_default_cap_is_1024() -> None:
    big = np.arange(1025, dtype=np.int32)
    text = module([big, big], _generic("add", [big, big], "tensor<1025xi32>"),
                  "tensor<1025xi32>")
    mod, _ = run_fold(text)
    assert non_constant_ops(mod) == ["stablehlo.add"]


# ------------------------------------------------------------------------ not folded

def test_a_non_constant_operand_prevents_folding() -> None:
    text = ("func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {\n"
            "  %c = stablehlo.constant dense<3> : tensor<4xi32>\n"
            "  %r = stablehlo.add %c, %x : tensor<4xi32>\n"
            "  %n = stablehlo.negate %x : tensor<4xi32>\n"
            "  %s = stablehlo.subtract %r, %n : tensor<4xi32>\n"
            "  return %s : tensor<4xi32>\n}\n")
    mod, _ = run_fold(text)
    assert non_constant_ops(mod) == ["stablehlo.add", "stablehlo.negate", "stablehlo.subtract"]
    rs = load_rules(FOLD_RULES)
    add = next(o for o in mod.walk() if o.name == "stablehlo.add")
    why = explain(rs["fold_elementwise_binary"], add)
    assert "is_constant(%b)" in why or "is_constant(%a)" in why, why


def test_ops_the_evaluator_refuses_are_left_alone() -> None:
    # float remainder (NOT_FOLDED) matches the rule but the hook declines
    text = module([F32, F32B], _generic("remainder", [F32, F32B], "tensor<12xf32>"),
                  "tensor<12xf32>")
    mod, _ = run_fold(text)
    assert non_constant_ops(mod) == ["stablehlo.remainder"]
    # a float sum reduce: the order is unspecified
    text = module([F23, np.array(0.0, np.float32)],
                  '"stablehlo.reduce"(%a0, %a1) <{dimensions = array<i64: 1>}> ({\n'
                  '    ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
                  '      %s = stablehlo.add %x, %y : tensor<f32>\n'
                  '      stablehlo.return %s : tensor<f32>\n'
                  '    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>', "tensor<2xf32>")
    mod, _ = run_fold(text)
    assert non_constant_ops(mod) == ["stablehlo.reduce"]


# ------------------------------------------------------------------------ exec.book

CHAIN = """func.func @main() -> tensor<4x8xi1> {
  %i = stablehlo.iota dim = 0 : tensor<8xi32>
  %b = stablehlo.broadcast_in_dim %i, dims = [1] : (tensor<8xi32>) -> tensor<4x8xi32>
  %c = stablehlo.constant dense<[[3], [-1], [0], [7]]> : tensor<4x1xi32>
  %cb = stablehlo.reshape %c : (tensor<4x1xi32>) -> tensor<4xi32>
  %cc = stablehlo.broadcast_in_dim %cb, dims = [0] : (tensor<4xi32>) -> tensor<4x8xi32>
  %a = stablehlo.add %b, %cc : tensor<4x8xi32>
  %k = stablehlo.constant dense<6> : tensor<4x8xi32>
  %r = stablehlo.compare LT, %a, %k, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
  return %r : tensor<4x8xi1>
}
"""


def test_exec_book_folding_rounds_fold_a_chain_to_one_constant() -> None:
    book = parse_book_text('include "exec.book"\n'
                           "schedule { repeat 3 { constant_propagation; fold } }\n",
                           str(BOOKS / "test_exec_rounds.book"))
    assert book.options["fold_limit"] == 1024
    before = run(CHAIN)
    mod, _ = hlorules.apply(from_text(CHAIN), book)
    assert [o.name for o in _main_ops(mod)] == ["stablehlo.constant", "func.return"], mod
    np.testing.assert_array_equal(run(mod)[0], before[0])


def test_exec_book_with_a_small_cap_stops_at_the_cap() -> None:
    book = parse_book_text('include "exec.book"\nset fold_limit = 8\n'
                           "schedule { repeat 3 { constant_propagation; fold } }\n",
                           str(BOOKS / "test_exec_rounds.book"))
    before = run(CHAIN)
    mod, _ = hlorules.apply(from_text(CHAIN), book)
    left = non_constant_ops(mod)
    assert "stablehlo.iota" not in left and "stablehlo.reshape" not in left  # 8 and 4 elements
    assert "stablehlo.compare" in left and "stablehlo.broadcast_in_dim" in left  # 32 elements
    np.testing.assert_array_equal(run(mod)[0], before[0])
