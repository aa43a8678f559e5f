"""Constant-folding evaluators against XLA CPU, bit for bit.

Each case is one op in a ``@main`` whose arguments are the op's operands: XLA runs it on the
arrays (compiled once per op/type/shape and cached), ``hlorules.dialect.fold.evaluate``
computes it from the same arrays, and the results must have identical bit patterns.
Hypothesis draws arrays mixing special values (NaN payloads, +-Inf, -0.0, subnormals,
INT_MIN/INT_MAX, 0, -1) with random bit patterns.
"""

from __future__ import annotations

import functools
import math
import os
import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from hlorules.dialect.fold import NOT_FOLDED, evaluate, is_ambiguous
from hlorules.lowering.fold_oracle import XlaOracle, bits, multi_op_module
from hlorules.lowering.importer import from_text

ORACLE = XlaOracle()

DT = {"f32": np.dtype(np.float32), "bf16": np.dtype(ml_dtypes.bfloat16),
      "f16": np.dtype(np.float16), "f64": np.dtype(np.float64), "i8": np.dtype(np.int8),
      "i16": np.dtype(np.int16), "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
      "ui8": np.dtype(np.uint8), "ui32": np.dtype(np.uint32), "ui64": np.dtype(np.uint64),
      "i1": np.dtype(np.bool_)}
FLOATS = ["f32", "bf16", "f16", "f64"]
INTS = ["i8", "i32", "ui32", "i64", "ui8"]

EXAMPLES = int(os.environ.get("HLORULES_FOLD_EXAMPLES", "100"))  # a long run: 1000 or more
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck),
                    phases=[Phase.explicit, Phase.generate, Phase.shrink])


def ttype(shape, e: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + e + ">"


# ------------------------------------------------------------------------ special values

def _float_specials(e: str) -> list[int]:
    w = DT[e].itemsize * 8
    mant = {"f32": 23, "bf16": 7, "f16": 10, "f64": 52}[e]
    exp_all = ((1 << (w - 1)) - 1) ^ ((1 << mant) - 1)
    sign = 1 << (w - 1)
    one = np.array(1, DT[e]).view(f"u{w // 8}").item()
    half = np.array(0.5, DT[e]).view(f"u{w // 8}").item()
    vals = [0, sign, exp_all, exp_all | sign,  # +-0, +-inf
            exp_all | (1 << (mant - 1)), exp_all | (1 << (mant - 1)) | sign,  # qNaN
            exp_all | (1 << (mant - 1)) | 5, exp_all | 1, exp_all | 1 | sign,  # payloads, sNaN
            exp_all | ((1 << mant) - 1) | sign,
            1, 1 | sign, (1 << mant) - 1, (1 << mant) | sign, 1 << mant,  # subnormals, tiny
            (1 << (mant - 1)), exp_all - 1, (exp_all - 1) | sign,  # max finite
            one, one | sign, half, one + 1, half | sign, (one + (1 << mant)) | 0]
    return vals


def _int_specials(e: str) -> list[int]:
    dt = DT[e]
    info = np.iinfo(dt)
    w = dt.itemsize * 8
    vs = [info.min, info.max, 0, 1, -1, 2, -2, info.min + 1, info.max - 1, w - 1, w, w + 1, 3, 7]
    return [int(np.array(v).astype(np.int64).astype(dt).view(f"u{w // 8}")) & ((1 << w) - 1)
            for v in vs]


@functools.cache
def _specials(e: str) -> tuple[int, ...]:
    if e == "i1":
        return (0, 1)
    return tuple(_float_specials(e) if e in FLOATS else _int_specials(e))


def _gen(e: str, shape: tuple[int, ...], seed: int, p_special: float) -> np.ndarray:
    rng = np.random.default_rng(seed)
    n = math.prod(shape)
    if e == "i1":
        return rng.integers(0, 2, n).astype(np.bool_).reshape(shape)
    dt = DT[e]
    w = dt.itemsize * 8
    raw = rng.integers(0, 1 << 63, n, dtype=np.uint64) << np.uint64(1) | rng.integers(0, 2, n, dtype=np.uint64)
    raw &= np.uint64((1 << w) - 1)
    spec = np.array(_specials(e), np.uint64)
    pick = rng.random(n) < p_special
    raw = np.where(pick, spec[rng.integers(0, len(spec), n)], raw)
    return raw.astype(f"u{w // 8}").view(dt).reshape(shape)


def arrays(e: str, shape: tuple[int, ...]) -> st.SearchStrategy[np.ndarray]:
    """Arrays of ``e`` mixing special values and random bit patterns (seeded numpy)."""
    return st.builds(lambda seed, p: _gen(e, shape, seed, p), st.integers(0, 2 ** 32 - 1),
                     st.sampled_from([0.0, 0.3, 0.6, 0.9, 1.0]))


# ------------------------------------------------------------------------------- harness

@functools.cache
def _parsed(text: str):
    """The ops of @main (in order, the return excluded)."""
    m = from_text(text)
    func = next(op for op in m.walk() if op.name == "func.func")
    return [op for op in func.body.blocks.first.ops if op.name not in ("func.return",)]


def _hexes(a: np.ndarray, where: np.ndarray) -> list[str]:
    flat = bits(a).reshape(-1)
    return [hex(int(flat[i % flat.size])) for i in where] if flat.size else []


def check_module(ops: list[tuple[str, str]], arg_types: list[str], args: list[np.ndarray],
                 may_decline=lambda i: False) -> list[bool]:
    """A module of ops ``(generic op text, result type)`` on arguments ``%a0...``: run on XLA
    and evaluate each op from the arrays its operands name; assert identical bits.

    Returns, per op, whether it folded (None: declined because a subnormal meets float
    arithmetic, ``is_ambiguous``); ``may_decline(i)`` says op ``i`` may return None.
    """
    text = multi_op_module([o for o, _ in ops], arg_types, [t for _, t in ops])
    parsed = _parsed(text)
    want = ORACLE(text, *args)
    folded = []
    for i, (op, w) in enumerate(zip(parsed, want)):
        operands = [args[v.index] for v in op.operands]
        got = evaluate(op, operands)
        if got is None:
            ambiguous = is_ambiguous(op, operands)
            assert (may_decline(i) or _shape_dependent(op.name, operands)
                    or ambiguous), f"did not fold: {ops[i][0]}"
            folded.append(None if ambiguous else False)
            continue
        (g,) = got
        assert g.dtype == w.dtype and g.shape == w.shape, (ops[i][0], g.dtype, w.dtype, g.shape, w.shape)
        diff = bits(g) != bits(w)
        if diff.any():
            bad = np.nonzero(diff.reshape(-1))[0][:8]
            raise AssertionError(
                f"{ops[i][0]}\n at {bad.tolist()}: got {_hexes(g, bad)} want {_hexes(w, bad)} "
                f"inputs {[_hexes(a, bad) for a in operands]}")
        folded.append(True)
    return folded


def _shape_dependent(name: str, operands: list[np.ndarray]) -> bool:
    """Inputs whose XLA CPU bits depend on shape or XLA's own rewrites, which the folder may
    decline: a bf16 NaN with a non-canonical payload moved by a data-movement op, a float
    division by a splat."""
    from hlorules.dialect.fold.core import BF16_NAN_VERSIONED, DATA_MOVEMENT

    short = name[len("stablehlo."):]
    if short in BF16_NAN_VERSIONED and any(
            a.dtype == DT["bf16"] and ((a.view(np.uint16) & 0x7FFF) > 0x7F80).any()
            for a in operands):
        return True  # bf16 arithmetic on a NaN: the bits depend on the XLA version
    for a in operands if short in DATA_MOVEMENT else []:
        if a.dtype == DT["bf16"]:
            u = a.view(np.uint16) & 0x7FFF
            if ((u > 0x7F80) & (u != 0x7FC0)).any():
                return True
    if name == "stablehlo.divide" and operands[1].dtype.kind == "f" and operands[1].ndim:
        b = operands[1].reshape(-1).view(f"u{operands[1].itemsize}")
        return bool((b == b[0]).all())
    return False


def ew_op(name: str, n_in: int, in_t: str, out_t: str, attrs: str = "", first: int = 0) -> tuple[str, str]:
    ops = ", ".join(f"%a{first + i}" for i in range(n_in))
    return f'"stablehlo.{name}"({ops}){attrs} : ({", ".join([in_t] * n_in)}) -> {out_t}', out_t


def _has_nan(*arrays) -> bool:
    return any(a.dtype.kind == "f" and np.isnan(a.astype(np.float32)).any() for a in arrays)


SHAPE = (33,)  # a vector width and a tail


# ------------------------------------------------------------------------- elementwise

INT_BINARY = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum",
              "and", "or", "xor", "shift_left", "shift_right_arithmetic",
              "shift_right_logical", "power"]
FLOAT_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum"]
BOOL_BINARY = ["and", "or", "xor", "maximum", "minimum"]
INT_UNARY = ["not", "negate", "abs", "sign", "popcnt", "count_leading_zeros"]
FLOAT_UNARY = ["negate", "abs", "sign", "floor", "ceil", "round_nearest_afz",
               "round_nearest_even", "sqrt"]


@SETTINGS
@given(st.sampled_from(FLOATS + INTS + ["i1"]), st.data())
def test_binary(e, data):
    """Every binary op of a type in one module, run on (x, y) and on (y, x).

    (Not ``op(a1, a0)`` next to ``op(a0, a1)`` in one module: XLA's CSE treats maximum and
    minimum as commutative and merges the two, although their NaN bits depend on order.)
    """
    names = FLOAT_BINARY if e in FLOATS else BOOL_BINARY if e == "i1" else INT_BINARY
    t = ttype(SHAPE, e)
    a, b = data.draw(arrays(e, SHAPE)), data.draw(arrays(e, SHAPE))
    if data.draw(st.booleans()):  # equal operands: -0 vs +0, NaN vs NaN
        b = np.where(np.arange(SHAPE[0]) % 2 == 0, a, b)
    ops = [ew_op(n, 2, t, t) for n in names]
    # f16 min/max with a NaN operand are declined (XLA's NaN bits depend on its code path)
    minmax = {i for i, n in enumerate(names) if n in ("maximum", "minimum")}
    decl = e == "f16" and _has_nan(a, b)
    check_module(ops, [t, t], [a, b], lambda i: decl and i in minmax)
    check_module(ops, [t, t], [b, a], lambda i: decl and i in minmax)


@SETTINGS
@given(st.sampled_from(FLOATS + INTS + ["i1"]), st.data())
def test_unary(e, data):
    if e in FLOATS:
        names = FLOAT_UNARY + ["is_finite"]
    elif e == "i1":
        names = ["not"]
    else:
        names = [n for n in INT_UNARY if not (e.startswith("u") and n in ("abs", "sign"))]
    t = ttype(SHAPE, e)
    a = data.draw(arrays(e, SHAPE))
    ops = [ew_op(n, 1, t, ttype(SHAPE, "i1") if n == "is_finite" else t) for n in names]
    check_module(ops, [t], [a])


DIRECTIONS = ["EQ", "NE", "LT", "LE", "GT", "GE"]


def _ctypes(e: str) -> list[str | None]:
    if e in FLOATS:
        return ["FLOAT", "TOTALORDER", None]
    if e == "i1":
        return ["UNSIGNED", None]
    return ["UNSIGNED" if e.startswith("u") else "SIGNED", None]


@SETTINGS
@given(st.sampled_from(FLOATS + INTS + ["i1", "i16"]), st.data())
def test_compare(e, data):
    t, out = ttype(SHAPE, e), ttype(SHAPE, "i1")
    a = data.draw(arrays(e, SHAPE))
    b = data.draw(arrays(e, SHAPE))
    if data.draw(st.booleans()):
        b = np.where(np.arange(SHAPE[0]) % 3 == 0, a, b)
    ops = []
    for ct in _ctypes(e):
        for d in DIRECTIONS:
            attrs = f" <{{comparison_direction = #stablehlo<comparison_direction {d}>"
            attrs += f", compare_type = #stablehlo<comparison_type {ct}>}}>" if ct else "}>"
            ops.append(ew_op("compare", 2, t, out, attrs))
    check_module(ops, [t, t], [a, b])


@SETTINGS
@given(st.sampled_from(FLOATS + INTS + ["i1"]), st.data())
def test_select_and_clamp(e, data):
    """select with a tensor and a scalar predicate; clamp with tensor and scalar bounds."""
    t, s = ttype(SHAPE, e), ttype((), e)
    pt, ps = ttype(SHAPE, "i1"), ttype((), "i1")
    arg_types = [pt, ps, t, t, s, s, t]
    args = [data.draw(arrays("i1", SHAPE)), data.draw(arrays("i1", ())),
            data.draw(arrays(e, SHAPE)), data.draw(arrays(e, SHAPE)),
            data.draw(arrays(e, ())), data.draw(arrays(e, ())), data.draw(arrays(e, SHAPE))]
    ops = [(f'"stablehlo.select"(%a0, %a2, %a3) : ({pt}, {t}, {t}) -> {t}', t),
           (f'"stablehlo.select"(%a1, %a2, %a3) : ({ps}, {t}, {t}) -> {t}', t)]
    if e != "i1":
        ops += [(f'"stablehlo.clamp"(%a2, %a6, %a3) : ({t}, {t}, {t}) -> {t}', t),
                (f'"stablehlo.clamp"(%a4, %a6, %a5) : ({s}, {t}, {s}) -> {t}', t),
                (f'"stablehlo.clamp"(%a4, %a6, %a3) : ({s}, {t}, {t}) -> {t}', t)]
    decl = e == "f16" and _has_nan(*args[2:])
    check_module(ops, arg_types, args, lambda i: decl and i >= 2)


CONVERT_TYPES = FLOATS + INTS + ["i1", "i16", "ui64"]


def _edge_floats(src: str, rng: np.random.Generator) -> np.ndarray:
    """Values near every integer type's range ends, halves, and large magnitudes."""
    edges = [0.5, -0.5, 1.5, -1.5, 2.5, 255.5, -128.5, 127.5, 2.0 ** 31, -2.0 ** 31,
             2.0 ** 32, 2.0 ** 63, -2.0 ** 63, 2.0 ** 64, 65535.5, 32767.5, -32768.5]
    for e in INTS + ["i16", "ui64"]:
        info = np.iinfo(DT[e])
        edges += [float(info.min), float(info.max), float(info.max) + 1, float(info.min) - 1]
    v = np.array(edges)[rng.integers(0, len(edges), SHAPE[0])]
    v = np.where(rng.random(SHAPE[0]) < 0.3, rng.normal(0, 1e10, SHAPE[0]), v)
    with np.errstate(all="ignore"):
        return v.astype(DT[src])


def _double_round_ints(src: str, rng: np.random.Generator) -> np.ndarray:
    """Integers just above a bf16 rounding midpoint: ``2**s + 2**(s-8) + small``. Rounded
    once they round up; through f32 (as XLA does) the small part is lost first and the
    tie then rounds to even."""
    w = DT[src].itemsize * 8
    hi = w - 1 if not src.startswith("u") else w
    if hi <= 9:
        return rng.integers(np.iinfo(DT[src]).min, np.iinfo(DT[src]).max, SHAPE[0]).astype(DT[src])
    s = rng.integers(9, hi, SHAPE[0])
    small = rng.integers(0, 3, SHAPE[0])
    v = [(1 << int(a)) + (1 << int(a - 8)) + int(b) for a, b in zip(s, small)]
    out = np.array(v, np.uint64).astype(DT[src])
    if not src.startswith("u"):
        out = np.where(rng.random(SHAPE[0]) < 0.5, -out, out).astype(DT[src])
    return out


@SETTINGS
@given(st.sampled_from(CONVERT_TYPES), st.integers(0, 2 ** 32 - 1), st.data())
def test_convert(src, seed, data):
    """One module per source type converting to every type."""
    rng = np.random.default_rng(seed)
    mode = data.draw(st.sampled_from(["bits", "edges", "double_round"]))
    if mode == "edges" and src in FLOATS:
        a = _edge_floats(src, rng)
    elif mode == "double_round" and src not in FLOATS + ["i1"]:
        a = _double_round_ints(src, rng)
    else:
        a = data.draw(arrays(src, SHAPE))
    ti = ttype(SHAPE, src)
    ops = [ew_op("convert", 1, ti, ttype(SHAPE, d)) for d in CONVERT_TYPES]
    folded = check_module(ops, [ti], [a], lambda i: src == "f64" and CONVERT_TYPES[i] == "f16")
    assert sum(f is not False for f in folded) >= len(CONVERT_TYPES) - 1


BITCAST_PAIRS = [("f32", "i32"), ("f32", "ui32"), ("bf16", "i16"), ("f16", "i16"),
                 ("f16", "bf16"), ("f64", "i64"), ("f64", "ui64"), ("i8", "ui8")]


@SETTINGS
@given(st.sampled_from(sorted({p[i] for p in BITCAST_PAIRS for i in (0, 1)})), st.data())
def test_bitcast_convert(src, data):
    dsts = [b if a == src else a for a, b in BITCAST_PAIRS if src in (a, b)]
    a = data.draw(arrays(src, SHAPE))
    ti = ttype(SHAPE, src)
    check_module([ew_op("bitcast_convert", 1, ti, ttype(SHAPE, d)) for d in dsts], [ti], [a])


def test_scalars():
    """0-d operands (numpy scalars warn on overflow; the evaluator must still wrap)."""
    t, f = ttype((), "i32"), ttype((), "bf16")
    ops = [ew_op(n, 2, t, t) for n in ["add", "subtract", "multiply", "divide", "remainder",
                                       "power", "shift_left"]]
    ops += [ew_op(n, 2, f, f, first=2) for n in FLOAT_BINARY]
    args = [np.array(-2 ** 31, np.int32), np.array(-1, np.int32),
            np.array(3, ml_dtypes.bfloat16), np.array(-0.0, ml_dtypes.bfloat16)]
    check_module(ops, [t, t, f, f], args)


def test_not_folded():
    """Transcendentals, float power/remainder/atan2 and complex are declined."""
    t = ttype((4,), "f32")
    x = np.array([0.5, 1, 2, 3], np.float32)
    names = ["exponential", "log", "tanh", "sine", "cosine", "logistic", "rsqrt", "cbrt",
             "exponential_minus_one", "log_plus_one", "tan"]
    ops = [ew_op(n, 1, t, t) for n in names] + [ew_op(n, 2, t, t) for n in ["power", "remainder", "atan2"]]
    folded = check_module(ops, [t, t], [x, x], lambda i: True)
    assert not any(folded)
    assert "transcendental" in NOT_FOLDED


@pytest.mark.slow
def test_big_sweep():
    """Both fold test files with 5000 examples per hypothesis test (about 20 minutes)."""
    here = Path(__file__).parent
    env = {**os.environ, "HLORULES_FOLD_EXAMPLES": "5000"}
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "-m", "not slow", str(here / "test_fold_eval.py"),
                        str(here / "test_fold_shape.py")], env=env, capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stdout[-5000:]


# ------------------------------------------------------------------ subnormal constants

def _constant_module(op: str, elem: str, vals: list[float], out: str) -> str:
    body = ", ".join(f"{v:.9e}" for v in vals)
    n = len(vals)
    return (f"func.func public @main() -> tensor<{n}x{out}> {{\n"
            f"  %c = stablehlo.constant dense<[{body}]> : tensor<{n}x{elem}>\n"
            f"  %r = {op}(%c) : (tensor<{n}x{elem}>) -> tensor<{n}x{out}>\n"
            f"  return %r : tensor<{n}x{out}>\n}}\n")


def test_fold_declines_arithmetic_on_a_subnormal_constant_that_xla_folds_keeping_it():
    """sqrt(1e-45): XLA's compile-time folder keeps the subnormal (sqrt is ~3.7e-23), its
    compiled code flushes it (0): the constant folder must not promise either."""
    from hlorules.lowering.xla import run

    text = _constant_module('"stablehlo.sqrt"', "f32", [1e-45, 4.0], "f32")
    (xla,) = run(text)
    assert xla[0] > 0  # the subnormal survived XLA's own folding
    (op,) = [o for o in _parsed(text) if o.name == "stablehlo.sqrt"]
    arg = np.array([1e-45, 4.0], np.float32)
    assert evaluate(op, [arg]) is None and is_ambiguous(op, [arg])
    # the same op folds where no subnormal is involved
    (got,) = evaluate(op, [np.array([9.0, 4.0], np.float32)])
    assert got.tolist() == [3.0, 2.0]


def test_fold_declines_a_subnormal_result_of_normal_operands():
    a = np.array([1.5e-38], np.float32)
    b = np.array([-1.4e-38], np.float32)  # a + b = 1e-39, subnormal
    text = multi_op_module(['"stablehlo.add"(%a0, %a1) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>'],
                           ["tensor<1xf32>", "tensor<1xf32>"], ["tensor<1xf32>"])
    (op,) = _parsed(text)
    assert evaluate(op, [a, b]) is None


def test_fold_keeps_folding_subnormals_where_ieee_and_flushing_agree():
    """Truncation to an integer, narrowing to f16 and bit operations give the same bits
    whether or not the subnormal is flushed."""
    x = np.array([1e-45, -1e-45, 2.5], np.float32)
    for op_name, out, want in [("stablehlo.convert", "i32", [0, 0, 2]),
                               ("stablehlo.convert", "f16", [0.0, -0.0, 2.5]),
                               ("stablehlo.negate", "f32", [-1e-45, 1e-45, -2.5])]:
        text = multi_op_module([f'"{op_name}"(%a0) : (tensor<3xf32>) -> tensor<3x{out}>'],
                               ["tensor<3xf32>"], [f"tensor<3x{out}>"])
        (op,) = _parsed(text)
        got = evaluate(op, [x])
        assert got is not None, op_name
        assert bits(got[0]).tolist() == bits(np.array(want, got[0].dtype)).tolist()
        assert bits(got[0]).tolist() == bits(ORACLE(text, x)[0]).tolist()
