"""Elementwise StableHLO ops: unary and binary math, logic, compare, select, clamp, convert."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.traits import Pure

from . import infer
from .attrs import ComparisonDirectionAttr, ComparisonTypeAttr, ResultAccuracyAttr
from .opdef import EW, EW_COMM, PURE, Elementwise, define, opt, req

UNARY = [
    "abs", "cbrt", "ceil", "cosine", "count_leading_zeros", "exponential",
    "exponential_minus_one", "floor", "imag", "is_finite", "log", "log_plus_one", "logistic",
    "negate", "not", "popcnt", "real", "round_nearest_afz", "round_nearest_even", "rsqrt",
    "sign", "sine", "sqrt", "tan", "tanh",
]
# Transcendentals carry an optional result_accuracy property in recent StableHLO.
_ACCURACY = {"cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one",
             "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh"}
# Ops whose result element type differs from the operand's.
_TYPE_CHANGING = {"abs", "imag", "real", "is_finite"}

BINARY_COMMUTATIVE = ["add", "multiply", "maximum", "minimum", "and", "or", "xor"]
BINARY = ["subtract", "divide", "remainder", "power", "atan2", "shift_left",
          "shift_right_arithmetic", "shift_right_logical", "complex"]

OPS = {}
for _n in UNARY:
    _traits = (Pure(), Elementwise()) if _n in _TYPE_CHANGING else EW
    OPS[_n] = define(f"stablehlo.{_n}", ("operand",),
                     props={"result_accuracy": opt(ResultAccuracyAttr)} if _n in _ACCURACY else {},
                     traits=_traits, summary=f"elementwise {_n}",
                     infer=None if _n in _TYPE_CHANGING else infer.same_as_first)
for _n in BINARY_COMMUTATIVE:
    OPS[_n] = define(f"stablehlo.{_n}", ("lhs", "rhs"), traits=EW_COMM,
                     summary=f"elementwise {_n} (commutative)", infer=infer.same_as_first)
for _n in BINARY:
    OPS[_n] = define(f"stablehlo.{_n}", ("lhs", "rhs"),
                     traits=(Pure(), Elementwise()) if _n == "complex" else EW,
                     summary=f"elementwise {_n}",
                     infer=None if _n == "complex" else infer.same_as_first)

CompareOp = define(
    "stablehlo.compare", ("lhs", "rhs"),
    props={"comparison_direction": req(ComparisonDirectionAttr),
           "compare_type": opt(ComparisonTypeAttr)},
    traits=(Pure(), Elementwise()), summary="elementwise comparison, i1 result",
    infer=infer.compare)
SelectOp = define("stablehlo.select", ("pred", "on_true", "on_false"),
                  traits=(Pure(), Elementwise()), summary="elementwise choice", infer=infer.select)
ClampOp = define("stablehlo.clamp", ("min", "operand", "max"), traits=(Pure(), Elementwise()),
                 summary="clamp operand into [min, max]", infer=infer.clamp)
ConvertOp = define("stablehlo.convert", traits=(Pure(), Elementwise()),
                   summary="elementwise type conversion")
BitcastConvertOp = define("stablehlo.bitcast_convert", traits=PURE,
                          summary="reinterpret the bits as another element type")
ReducePrecisionOp = define("stablehlo.reduce_precision",
                           props={"exponent_bits": req(IntegerAttr), "mantissa_bits": req(IntegerAttr)},
                           traits=EW, infer=infer.same_as_first)
UniformQuantizeOp = define("stablehlo.uniform_quantize", traits=(Pure(), Elementwise()),
                           summary="quantize (or requantize) to the result's quantized type")
UniformDequantizeOp = define("stablehlo.uniform_dequantize", traits=(Pure(), Elementwise()),
                             summary="dequantize to the expressed type")
