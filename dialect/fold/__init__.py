"""Constant folding: evaluate StableHLO ops on constant operands exactly as XLA does.

API
---
``evaluate(op, operands) -> list[np.ndarray] | None``
    The op's results from constant operand arrays (numpy, the operands' element types;
    i1 as bool, bf16 as ``ml_dtypes.bfloat16``), reading the op's properties, regions and
    result types. None for any op, element type or input it cannot promise XLA's bits for.
``can_fold(op, cap=1024) -> bool``
    Every operand is a ``stablehlo.constant``, the op is handled, every result has at most
    ``cap`` elements and the operands at most ``OPERAND_FACTOR * cap`` (4x) in all.
``fold(op, cap=1024) -> list[DenseIntOrFPElementsAttr] | None``
    ``can_fold`` then ``evaluate``, as dense attributes of the result types. ``fold`` may
    still return None on input-dependent grounds (listed below).
``value_of(v, cap=65536) -> np.ndarray | None``
    The elements of an SSA value computed from constants only (its op tree evaluated with
    ``evaluate``), every value in the tree at most ``cap`` elements; None otherwise. The
    rule language's ``value(%v)``.
``value_with(v, bound, cap=65536) -> np.ndarray | None``
    ``value_of`` with some values given (``{value: array}``, block arguments included): a
    loop body's value in one iteration, its counter bound (``iteration_values``).
``hlorules.lowering.fold_oracle``: ``XlaOracle``, ``single_op_module``, ``multi_op_module``
    The reference: XLA CPU running the op on the arrays passed as *arguments*.

The reference is XLA CPU (x86-64) at run time
--------------------------------------------
"What XLA computes" for an op is not one thing. XLA's compile-time constant folder
(HloEvaluator) computes plain IEEE (no flushing, bf16 NaN payloads kept), while its compiled
code flushes subnormals and canonicalises bf16 NaNs; XLA's CSE also merges
``maximum(a, b)`` with ``maximum(b, a)`` although their NaN bits differ; and XLA's constant
folder *crashes the process with SIGFPE* on a constant integer division by zero. These
evaluators reproduce the compiled code: the op run on argument arrays
(``tests/test_fold_eval.py``, ``tests/test_fold_shape.py`` compare bit patterns).

Folded
------
* Integer (i8..i64, ui8..ui64) add, subtract, multiply (wrapping), divide, remainder,
  maximum, minimum, and, or, xor, not, negate, abs, sign, popcnt, count_leading_zeros,
  shift_left, shift_right_arithmetic, shift_right_logical, power. Boolean and, or, xor, not,
  maximum (or), minimum (and).
* Float (f32, f64, bf16, f16) add, subtract, multiply, divide, maximum, minimum, negate,
  abs, sign, floor, ceil, round_nearest_afz, round_nearest_even, sqrt (correctly rounded),
  is_finite.
* compare (every direction; FLOAT, TOTALORDER, SIGNED, UNSIGNED, or the default for the
  type), select, clamp, convert (between all the types above except f64 -> f16),
  bitcast_convert (same width).
* iota, broadcast_in_dim, reshape, transpose, slice, pad (negative and interior),
  concatenate, reverse, dynamic_slice, dynamic_update_slice, gather (operand batching
  dims included), single-input scatter whose body returns ``arg1`` (set), ``arg0``, or
  ``add/multiply/maximum/minimum/and/or/xor`` of its two arguments (either order), and
  single-input reduce with those combiners on integers and booleans.

Not folded (``NOT_FOLDED``)
---------------------------
* Transcendentals (exponential, exponential_minus_one, log, log_plus_one, logistic, sine,
  cosine, tan, tanh, rsqrt, cbrt, atan2) and float power: XLA uses its own polynomial
  approximations, neither libm's nor correctly rounded, and they differ by backend,
  vector width and version.  Under the book's ``set fold_backend = "cpu"`` (or ``"gpu"``) the evaluator
  registered for that backend (``register_backend``; ``hlorules.lowering`` registers XLA's,
  ``fold_oracle.backend_evaluator``) computes ``BACKEND_FOLDED`` ops: XLA on that backend,
  taken where its compile-time and run-time results agree bit for bit and are finite.
* Float remainder: XLA CPU's frem reads a subnormal divisor as zero but returns a subnormal
  dividend unchanged; not reproduced.
* Float reduce (the reduction tree and vector width are unspecified) unless it reduces
  nothing (the result is then the init value); variadic reduce and scatter; complex and f8
  element types; f64 -> f16 convert (a libcall with its own rounding).
* Declined on the data: float arithmetic, comparison, rounding, sqrt, sign, min/max and
  convert that meets a subnormal input or makes a subnormal result (``is_ambiguous``): XLA's
  compile-time folder keeps the subnormal where its compiled code flushes it, so the
  original's bits depend on whether XLA folds it (truncation to an integer and narrowing
  to f16 still fold: both give zero); f16 maximum/minimum/clamp with a NaN operand (XLA's NaN bits depend
  on the code path: the vectorised loop returns 0x7e00, a broadcast scalar operand the f32
  rule); a float scatter combiner that meets a NaN (XLA may commute the body); a float
  scatter whose windows overlap; a set-scatter whose overlapping writes disagree.

XLA CPU behaviours found by experiment (jaxlib 0.10.2)
------------------------------------------------------
* Integer division: ``x / 0 = -1`` (all ones, i.e. UINT_MAX for unsigned), ``x % 0 = x``,
  ``INT_MIN / -1 = INT_MIN``, ``INT_MIN % -1 = 0``; division truncates toward zero.
* Shifts: the amount is read as unsigned; ``>= bitwidth`` gives 0 for shift_left and
  shift_right_logical and the sign fill (0 or -1) for shift_right_arithmetic (also on
  unsigned types, whose bits are then read as signed).
* Integer power: square-and-multiply over the low 6 exponent bits only (``2**64`` is 1);
  an exponent negative as a *signed* number (also for unsigned types) gives 1 for base 1,
  +-1 for base -1 by parity, else 0.
* Subnormals: f32/f64 arithmetic, comparison (FLOAT), rounding, sqrt, sign, min/max,
  convert to int/bool/f64/f32 run with DAZ+FTZ: subnormal inputs read as zero of the same
  sign and subnormal results are flushed to signed zero. Bit ops (negate, abs, select,
  is_finite, TOTALORDER, bitcast, data movement) keep them. f32 -> bf16 convert does not
  flush; f32 -> f16 convert reads f32 subnormals as zero but produces f16 subnormals.
* bf16 and f16 are computed by widening to f32, computing in f32 (with DAZ/FTZ) and
  rounding once to nearest even. Widening bf16 is a shift (NaN bits kept); widening f16 is
  exact and quiets sNaN. Narrowing to bf16 turns every NaN into ``sign | 0x7fc0``; narrowing
  to f16 keeps sign and the top payload bits and quiets. f16 negate/abs/sign act on the f16
  bits (NaN unchanged). XLA also computes bf16 select, pad, concatenate,
  dynamic_update_slice and scatter in f32, so their bf16 NaNs come out canonical;
  reshape/transpose/slice/reverse/broadcast/gather/dynamic_slice move bf16 bits unchanged.
* Integer -> bf16/f16 convert goes through f32 (rounds twice); i64/u64 -> f32 rounds once.
* NaN propagation (SSE): a binary op with one NaN operand returns it quieted; with two,
  the *left* one quieted; a NaN made from non-NaN operands (inf - inf, 0/0, sqrt(-1)) is
  the x86 default NaN ``0xffc00000``. ``sign`` returns a NaN unchanged (not quieted),
  floor/ceil/round/sqrt quiet it.
* maximum/minimum propagate NaN: a NaN *left* operand is returned unchanged (not quieted);
  a NaN right operand is returned with its sign bit ANDed (maximum) or ORed (minimum) with
  the left operand's sign. -0.0 < +0.0: equal operands give the AND (maximum) or OR
  (minimum) of their bits. ``clamp(lo, x, hi) = minimum(maximum(lo, x), hi)``.
* convert float -> int truncates toward zero and saturates: NaN -> 0, +-Inf and
  out-of-range values -> the type's max/min (unsigned: negatives -> 0); float -> i1 is
  ``x != 0`` (NaN -> true; f32/f64 subnormals -> false, bf16 subnormals -> true).
  f64 -> f32 NaN keeps the top payload bits and quiets. f64 -> bf16 goes through f32.
* compare TOTALORDER orders by the sign-magnitude bits of the operand type
  (-NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN).
"""

from hlorules.dialect.fold.core import (
    BACKEND_FOLDED,
    HANDLED,
    NOT_FOLDED,
    OPERAND_FACTOR,
    SUPPORTED_DTYPES,
    VALUE_CAP,
    can_fold,
    evaluate,
    fold,
    identity_of,
    is_ambiguous,
    is_identity,
    register_backend,
    value_of,
    value_with,
)

__all__ = ["BACKEND_FOLDED", "HANDLED", "NOT_FOLDED", "OPERAND_FACTOR", "SUPPORTED_DTYPES", "VALUE_CAP",
           "can_fold", "evaluate", "fold", "identity_of", "is_ambiguous", "is_identity",
           "register_backend", "value_of", "value_with"]
