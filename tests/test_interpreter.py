"""StableHLO's reference interpreter as the checker's second oracle: it answers where it
can, says None where it cannot, and decides whether a zero's sign that XLA's two runs
disagree on is the rewrite's doing."""

from __future__ import annotations

import ml_dtypes
import numpy as np

from hlorules.checker.inputs import ArgSpec
from hlorules.checker.module import Pair, run_cases
from hlorules.lowering import xla
from hlorules.lowering.interpreter import evaluate

SIG = "(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32>"
NEG_SUB = f"""func.func @main{SIG} {{
  %0 = stablehlo.subtract %a, %b : tensor<3xf32>
  %1 = stablehlo.negate %0 : tensor<3xf32>
  return %1 : tensor<3xf32> }}"""
SWAPPED = f"""func.func @main{SIG} {{
  %0 = stablehlo.subtract %b, %a : tensor<3xf32>
  return %0 : tensor<3xf32> }}"""
FIRST = f"""func.func @main{SIG} {{
  return %a : tensor<3xf32> }}"""


def test_the_interpreter_agrees_with_xla_on_plain_integer_and_float_programs():
    text = """func.func @main(%a: tensor<2x3xi32>, %b: tensor<3x2xui8>)
        -> (tensor<3x2xi32>, tensor<3x2xui8>) {
      %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
      %1 = stablehlo.add %b, %b : tensor<3x2xui8>
      return %0, %1 : tensor<3x2xi32>, tensor<3x2xui8> }"""
    args = [np.arange(6, dtype=np.int32).reshape(2, 3) - 3,
            np.array([[0, 1], [128, 200], [255, 7]], dtype=np.uint8)]
    got = evaluate(text, args)
    want = xla.run(text, *args)
    assert got is not None and all(np.array_equal(g, w) and g.dtype == w.dtype
                                   for g, w in zip(got, want))
    x = np.array([1.0, -2.5, 0.0], np.float32)
    (neg,) = evaluate(NEG_SUB, [x, x]) or [None]
    assert neg is not None and np.signbit(neg).all() and (neg == 0).all()  # -(a - a) = -0.0


def test_the_interpreter_reads_rank_0_arguments():
    """A rank-0 argument stays rank 0 (``np.ascontiguousarray`` alone makes it rank 1, a
    type the module does not take, and the interpreter would answer None)."""
    text = """func.func @main(%a: tensor<f64>) -> tensor<f64> {
      %0 = stablehlo.exponential %a : tensor<f64>
      %1 = stablehlo.log %0 : tensor<f64>
      return %1 : tensor<f64> }"""
    got = evaluate(text, [np.asarray(710.0)])  # exp overflows: XLA CPU folds log(exp(a)) to a
    assert got is not None and got[0].shape == () and got[0] == np.inf
    x = np.float32(1.0)
    (neg,) = evaluate(NEG_SUB.replace("tensor<3xf32>", "tensor<f32>"), [x, x]) or [None]
    assert neg is not None and np.signbit(neg) and neg == 0


def test_the_interpreter_says_none_where_it_cannot_answer():
    bf = np.zeros(3, ml_dtypes.bfloat16)
    assert evaluate(NEG_SUB.replace("f32", "bf16"), [bf, bf]) is None  # bf16: not via numpy
    assert evaluate("func.func @main( {", []) is None  # not a module
    x = np.zeros(3, np.float32)
    assert evaluate(NEG_SUB, [x]) is None  # an argument missing
    # a bounded-dynamic result (the checker's bounded variants): the interpreter would abort
    bounded = """func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
  %0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0>}>
         : (tensor<1xf32>) -> tensor<?xf32, #stablehlo.bounds<1>>
  %1 = "stablehlo.concatenate"(%0) <{dimension = 0 : i64}>
         : (tensor<?xf32, #stablehlo.bounds<1>>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}"""
    assert evaluate(bounded, [np.zeros(1, np.float32)]) is None


def test_a_zero_sign_difference_counts_only_where_the_interpreter_shows_it():
    x = np.ones(3, np.float32)
    minus, plus = [np.full(3, -0.0, np.float32)], [np.zeros(3, np.float32)]
    wrong = Pair(NEG_SUB, SWAPPED, ["swap"]).mismatch([x, x], minus, plus)
    assert wrong is not None and "sign of a zero" in str(wrong)
    # the same outputs from two programs the spec calls equal: XLA's own doing, not a difference
    assert Pair(FIRST, FIRST, ["none"]).mismatch([x, x], minus, plus) is None
    # a tolerance pair, or signed zeros asked for, compare as before
    assert Pair(NEG_SUB, SWAPPED, ["swap"], ulps=1).mismatch([x, x], minus, plus) is None
    assert Pair(FIRST, FIRST, ["none"]).mismatch([x, x], minus, plus, signed_zeros=True)


def test_a_subnormal_flushed_in_the_rewrite_counts_only_where_the_interpreter_shows_it():
    tiny = np.float32(-5.877472e-39)  # a negative subnormal
    x = np.array([tiny, 1.0, 0.0], np.float32)
    kept, flushed = [x.copy()], [np.array([-0.0, 1.0, 0.0], np.float32)]
    # equal programs: XLA flushing in one run and not in the other is XLA's own difference
    assert Pair(FIRST, FIRST, ["none"]).mismatch([x, x], kept, flushed) is None
    # a rewrite that zeroes the subnormal under the spec too: a difference
    zeroing = f"""func.func @main{SIG} {{
      %z = stablehlo.constant dense<0.0> : tensor<3xf32>
      %0 = stablehlo.multiply %a, %z : tensor<3xf32>
      return %0 : tensor<3xf32> }}"""
    wrong = Pair(FIRST, zeroing, ["zero"]).mismatch([x, x], kept, flushed)
    assert wrong is not None and "flushed" in str(wrong)
    # the other way round (the rewrite keeps a subnormal the original's run flushed, as a
    # fold at compile time does) stays a difference, interpreter or not
    assert Pair(FIRST, FIRST, ["none"]).mismatch([x, x], flushed, kept) is not None


def test_equal_operands_and_the_interpreter_refute_a_swapped_subtraction_at_every_seed():
    # -(a - b) -> b - a: -0.0 against +0.0 where a == b, whatever the drawn values
    specs = [ArgSpec((3,), np.dtype(np.float32))] * 2
    for seed in range(3):
        run = run_cases(Pair(NEG_SUB, SWAPPED, ["swap"]), specs, max_examples=5, seed=seed)
        assert run.counterexample is not None
        assert "sign of a zero" in str(run.counterexample.mismatch)


def test_a_flush_the_interpreter_cannot_judge_stays_a_difference():
    # f16 is not read through the interpreter here: the flush is judged as XLA shows it
    sig = "(%a: tensor<3xf16>, %b: tensor<3xf16>) -> tensor<3xf16>"
    first = f"func.func @main{sig} {{\n  return %a : tensor<3xf16> }}"
    x = np.array([-1e-7, 1.0, 0.0], np.float16)  # a negative f16 subnormal first
    flushed = [np.array([-0.0, 1.0, 0.0], np.float16)]
    assert Pair(first, first, ["none"]).mismatch([x, x], [x.copy()], flushed) is not None
    # a sign alone is still no difference there
    plus = [np.array([0.0, 1.0, 0.0], np.float16)]
    assert Pair(first, first, ["none"]).mismatch([x, x], flushed, plus) is None
