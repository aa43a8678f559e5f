"""Enzyme-JAX's log/exp/pow folds that are wrong beyond rounding stay out of the fast-math
tier (docs/library.md, "The fast-math tier"): rulebooks/fastmath.book leaves each lit
function's pattern as it is, and StableHLO's reference interpreter (the spec's semantics)
shows Enzyme's form off the original at one input by more than any tolerance a rule could
declare (a NaN or an infinity against a finite value, or a relative error of 1).

XLA CPU is no judge here: its own simplifier turns `log(exp(x))` into `x` and
`log(sqrt(x))` into `log(x) / 2`, so both forms run equal there."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

import hlorules
from hlorules.checker.inputs import compare_outputs
from hlorules.lowering import interpreter
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text

T64, T32 = "tensor<1xf64>", "tensor<1xf32>"


def _c(value: str, t: str, name: str = "%c") -> str:
    return f"{name} = stablehlo.constant dense<{value}> : {t}\n"


def _un(op: str, x: str, t: str, name: str) -> str:
    return f"{name} = stablehlo.{op} {x} : {t}\n"


def _bin(op: str, x: str, y: str, t: str, name: str) -> str:
    return f"{name} = stablehlo.{op} {x}, {y} : {t}\n"


def _log_split(op: str, *lhs_rhs: str) -> str:
    """log(%x) combined with the folded log of Enzyme's constant: op(lhs, rhs)."""
    return (_c("1.3862943611198906", T64) + _un("log", "%x", T64, "%0")
            + _bin(op, *lhs_rhs, T64, "%r"))


# (lit function, original body, Enzyme-JAX's expected form, element type, the input)
CASES = [
    ("pow_simplify @main5, powtosqrt @main: pow(x, 0.5) -> sqrt(x)",
     _c("0.5", T32) + _bin("power", "%x", "%c", T32, "%r"), _un("sqrt", "%x", T32, "%r"),
     T32, -np.inf),
    ("pow_simplify @main6: pow(x, -0.5) -> rsqrt(x)",
     _c("-0.5", T32) + _bin("power", "%x", "%c", T32, "%r"), _un("rsqrt", "%x", T32, "%r"),
     T32, -np.inf),
    ("logsimplify @main1: log(exp(x)) -> x",
     _un("exponential", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _bin("add", "%x", "%z", T64, "%r"), T64, 710.0),
    ("logsimplify @main2: log(x^4) -> 2 log(x^2)",
     _bin("multiply", "%x", "%x", T64, "%0") + _bin("multiply", "%0", "%0", T64, "%1")
     + _un("log", "%1", T64, "%r"),
     _c("2.0", T64) + _bin("multiply", "%x", "%x", T64, "%0") + _un("log", "%0", T64, "%1")
     + _bin("multiply", "%c", "%1", T64, "%r"), T64, 1e100),
    ("logsimplify @main3: log(x * 4) -> log(x) + log(4)",
     _c("4.0", T64) + _bin("multiply", "%x", "%c", T64, "%0") + _un("log", "%0", T64, "%r"),
     _log_split("add", "%0", "%c"), T64, 1e308),
    ("logsimplify @main4: log(4 * x) -> log(4) + log(x)",
     _c("4.0", T64) + _bin("multiply", "%c", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _log_split("add", "%c", "%0"), T64, 1e308),
    ("logsimplify @main5: log(x + x) -> log(2) + log(x)",
     _bin("add", "%x", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _c("0.69314718055994529", T64) + _un("log", "%x", T64, "%0")
     + _bin("add", "%c", "%0", T64, "%r"), T64, 1e308),
    ("logsimplify @main7: log(x / 4) -> log(x) - log(4)",
     _c("4.0", T64) + _bin("divide", "%x", "%c", T64, "%0") + _un("log", "%0", T64, "%r"),
     _log_split("subtract", "%0", "%c"), T64, 5e-324),
    ("logsimplify @main8: log(4 / x) -> log(4) - log(x)",
     _c("4.0", T64) + _bin("divide", "%c", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _log_split("subtract", "%c", "%0"), T64, 1e-308),
    ("logsimplify @main9: log(sqrt(x)) -> log(x) / 2",
     _un("sqrt", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _c("2.0", T64) + _un("log", "%x", T64, "%0") + _bin("divide", "%0", "%c", T64, "%r"),
     T64, 1 + 2.0 ** -52),
    ("logsimplify @main10: log(rsqrt(x)) -> log(x) / -2",
     _un("rsqrt", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _c("-2.0", T64) + _un("log", "%x", T64, "%0") + _bin("divide", "%0", "%c", T64, "%r"),
     T64, 1 + 2.0 ** -52),
    ("logsimplify @main11: log(cbrt(x)) -> log(x) / 3",
     _un("cbrt", "%x", T64, "%0") + _un("log", "%0", T64, "%r"),
     _c("3.0", T64) + _un("log", "%x", T64, "%0") + _bin("divide", "%0", "%c", T64, "%r"),
     T64, 1 + 2.0 ** -52),
    ("logsimplify @main_square_nonneg: log(|x| * |x|) -> 2 log(|x|)",
     _un("abs", "%x", T64, "%a") + _bin("multiply", "%a", "%a", T64, "%0")
     + _un("log", "%0", T64, "%r"),
     _c("2.0", T64) + _un("abs", "%x", T64, "%a") + _un("log", "%a", T64, "%0")
     + _bin("multiply", "%c", "%0", T64, "%r"), T64, 1e200),
    ("exponential_minus_one_simplify @expm1: exp(x) - 1 -> expm1(x)",
     _c("1.0", T64) + _un("exponential", "%x", T64, "%0")
     + _bin("subtract", "%0", "%c", T64, "%r"),
     _un("exponential_minus_one", "%x", T64, "%r"), T64, 1e-20),
    ("exponential_minus_one_simplify @neg_expm1: 1 - exp(x) -> -expm1(x)",
     _c("1.0", T64) + _un("exponential", "%x", T64, "%0")
     + _bin("subtract", "%c", "%0", T64, "%r"),
     _un("exponential_minus_one", "%x", T64, "%0") + _un("negate", "%0", T64, "%r"),
     T64, 1e-20),
    ("exponential_minus_one_simplify @expm1_add1: exp(x) + -1 -> expm1(x)",
     _c("-1.0", T64) + _un("exponential", "%x", T64, "%0")
     + _bin("add", "%0", "%c", T64, "%r"),
     _un("exponential_minus_one", "%x", T64, "%r"), T64, 1e-20),
    ("log_plus_one_simplify @log1p_1: log(x + 1) -> log1p(x)",
     _c("1.0", T64) + _bin("add", "%x", "%c", T64, "%0") + _un("log", "%0", T64, "%r"),
     _un("log_plus_one", "%x", T64, "%r"), T64, 1e-20),
    ("zerobasepowsimplify @main1: pow(0, y) -> select(y == 0, 1, select(y > 0, 0, inf))",
     _c("0.0", T32) + _bin("power", "%c", "%x", T32, "%r"),
     _c("1.0", T32, "%one") + _c("0x7F800000", T32, "%inf") + _c("0.0", T32, "%zero")
     + "%0 = stablehlo.compare GT, %x, %zero : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>\n"
     + "%1 = stablehlo.select %0, %zero, %inf : tensor<1xi1>, tensor<1xf32>\n"
     + "%2 = stablehlo.compare EQ, %x, %zero : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>\n"
     + "%r = stablehlo.select %2, %one, %1 : tensor<1xi1>, tensor<1xf32>\n", T32, np.nan),
]
IDS = [c[0].split(":")[0] for c in CASES]


def _module(body: str, t: str) -> str:
    zero = _c("0.0", t, "%z")  # logsimplify @main1's `x` as an op the interpreter runs: x + 0
    return (f"func.func @main(%x: {t}) -> {t} {{\n{zero}{body}return %r : {t}\n}}\n")


def _ops(text: str) -> Counter[str]:
    return Counter(op.name for op in from_text(text).walk()
                   if op.name.startswith("stablehlo.") and op.name != "stablehlo.constant")


@pytest.mark.parametrize(("case", "original", "enzyme", "t", "x"), CASES, ids=IDS)
def test_fastmath_book_leaves_enzymes_unsound_fold_out(case, original, enzyme, t, x):
    """fastmath.book keeps the original's ops (a constant may move to the right)."""
    text = _module(original, t)
    out, _ = hlorules.apply(from_text(text), "fastmath")
    assert _ops(to_text(out)) == _ops(text), case


@pytest.mark.parametrize(("case", "original", "enzyme", "t", "x"), CASES, ids=IDS)
def test_enzymes_fold_is_off_by_more_than_any_tolerance(case, original, enzyme, t, x):
    arg = np.full((1,), x, np.float32 if t == T32 else np.float64)
    want = interpreter.evaluate(_module(original, t), [arg])
    got = interpreter.evaluate(_module(enzyme, t), [arg])
    assert want is not None and got is not None, case
    assert compare_outputs(want, got, ulps=1 << 40, rtol=0.99) is not None, (case, want, got)
