"""Symbolic StableHLO: a module evaluated over numpy object arrays of z3 terms.

``evaluate_module(module, env)`` runs ``@main`` of an imported (xDSL) module on symbolic
arguments and returns its outputs as object arrays whose elements are z3 expressions.

* **Data movement** (reshape, transpose, slice, pad, concatenate, reverse, broadcast_in_dim,
  gather, scatter windows, dynamic_slice/dynamic_update_slice with constant starts) reuses
  ``dialect/fold/shape.py`` on ``dtype=object`` arrays: the same index arithmetic the constant
  folder uses moves z3 terms instead of numbers. Symbolic starts of dynamic_slice /
  dynamic_update_slice become ``If`` chains over every clamped start.
* **Elements** are z3 terms: booleans (``i1``) are ``Bool``; integers are bit-vectors of the
  element width, wrapping, with XLA's integer rules (``x / 0 = -1``, ``x % 0 = x``,
  ``MIN / -1 = MIN``, shifts by ``>= width`` give 0 or the sign fill); floats are SMT
  floating point of the element format (f16, bf16, f32, f64) with round-to-nearest-even
  and IEEE-754 semantics as the StableHLO spec states them (no flush-to-zero: XLA CPU's
  run time flushes subnormals, the spec does not). maximum/minimum propagate NaN and order
  ``-0 < +0``. Transcendentals (exp, log, sin, ...), float power and float remainder are
  *uninterpreted functions*: a proof holds for every function; a difference found through
  one is not a counterexample (``Symbolic.uninterpreted`` names the ones used).
* Ops it cannot encode raise :class:`NotEncoded` (the prover's "unknown (op X not encoded)").
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import z3

from hlorules.checker.module import main_func
from hlorules.dialect.constants import to_numpy
from hlorules.dialect.fold import shape as sh
from hlorules.dialect.infer import int_of, ints
from hlorules.dialect.types import elem_of, is_static, shape_of, to_dtype

__all__ = ["Elem", "NotEncoded", "Symbolic", "differs", "elem_of_type", "from_model",
           "to_term"]

Arr = np.ndarray

# (exponent bits, significand bits including the hidden one)
FP_FORMATS = {"float16": (5, 11), "bfloat16": (8, 8), "float32": (8, 24), "float64": (11, 53)}
RNE = z3.RNE()


class NotEncoded(Exception):
    """An op, attribute or element type the symbolic semantics does not cover."""


@dataclass(frozen=True)
class Elem:
    """An element type: kind ``b`` (i1), ``i`` (signed), ``u`` (unsigned) or ``f``; width in
    bits; the numpy dtype name."""

    kind: str
    width: int
    dtype: str

    @property
    def sort(self) -> Any:
        if self.kind == "b":
            return z3.BoolSort()
        if self.kind == "f":
            return z3.FPSort(*FP_FORMATS[self.dtype])
        return z3.BitVecSort(self.width)

    @property
    def np_dtype(self) -> np.dtype:
        if self.dtype == "bfloat16":
            import ml_dtypes
            return np.dtype(ml_dtypes.bfloat16)
        return np.dtype(self.dtype)


TUPLE = Elem("t", 0, "tuple")  # the "element" of a tuple value (its elements are Values)


@dataclass(frozen=True, eq=False)
class Cx:
    """A complex element: its real and imaginary parts, two float terms (an object numpy
    treats as one element)."""

    re: Any
    im: Any


def part_of(el: Elem) -> Elem:
    """The float element of a complex element's parts."""
    return elem_of_dtype(np.dtype(f"f{el.width // 16}"))


def elem_of_dtype(dt: np.dtype) -> Elem:
    name = np.dtype(dt).name
    if name == "bool":
        return Elem("b", 1, name)
    if np.dtype(dt).kind == "c":
        return Elem("c", np.dtype(dt).itemsize * 8, name)
    if name in FP_FORMATS:
        return Elem("f", np.dtype(dt).itemsize * 8, name)
    if np.dtype(dt).kind in "iu":
        return Elem(np.dtype(dt).kind, np.dtype(dt).itemsize * 8, name)
    raise NotEncoded(f"element type {name}")


def elem_of_type(t: Any) -> Elem:
    """The element of an xDSL tensor type."""
    try:
        return elem_of_dtype(np.dtype(to_dtype(elem_of(t))))
    except (ValueError, TypeError):
        raise NotEncoded(f"element type {elem_of(t)}") from None


def to_term(v: Any, el: Elem) -> Any:
    """A concrete numpy scalar as a z3 value of ``el``."""
    if el.kind == "b":
        return z3.BoolVal(bool(v))
    if el.kind in "iu":
        return z3.BitVecVal(int(v) % (1 << el.width), el.width)
    bits = int(np.asarray(v, dtype=el.np_dtype).reshape(1).view(f"u{el.width // 8}")[0])
    return z3.simplify(z3.fpBVToFP(z3.BitVecVal(bits, el.width), el.sort))


def from_model(model: Any, term: Any, el: Elem) -> Any:
    """The value of ``term`` in a z3 model, as a numpy scalar of ``el``."""
    if el.kind == "c":
        part = part_of(el)
        out = np.zeros((), dtype=el.np_dtype)
        out.real = from_model(model, term.re, part)
        out.imag = from_model(model, term.im, part)
        return out[()]
    if el.kind == "b":
        return np.bool_(z3.is_true(model.eval(term, model_completion=True)))
    if el.kind in "iu":
        raw = model.eval(term, model_completion=True).as_long()
        return np.array(raw, dtype=f"u{el.width // 8}").view(el.np_dtype)[()]
    if z3.is_true(model.eval(z3.fpIsNaN(term), model_completion=True)):
        # fp.to_ieee_bv leaves a NaN's bits open: the model may answer any pattern, a
        # number's among them
        return np.array(np.nan, dtype=el.np_dtype)[()]
    bits = model.eval(z3.fpToIEEEBV(term), model_completion=True).as_long()
    return np.array(bits, dtype=f"u{el.width // 8}").view(el.np_dtype)[()]


def differs(a: Any, b: Any, el: Elem) -> Any:
    """The elements differ as the checker compares outputs (``checker/inputs.py``,
    ``Pair.mismatch``): bitwise for integers and booleans; floats unless equal with the same
    sign (``-0`` and ``+0`` differ: the spec's semantics, which the checker confirms with
    StableHLO's interpreter) or both NaN."""
    if el.kind == "c":  # each part as a float
        part = part_of(el)
        return z3.Or(differs(a.re, b.re, part), differs(a.im, b.im, part))
    if el.kind == "f":
        same = z3.And(z3.fpEQ(a, b), z3.fpIsNegative(a) == z3.fpIsNegative(b))
        return z3.Not(z3.Or(same, z3.And(z3.fpIsNaN(a), z3.fpIsNaN(b))))
    return a != b


def _obj(shape: Sequence[int], fn: Callable[[tuple[int, ...]], Any]) -> Arr:
    out = np.empty(tuple(shape), dtype=object)
    for idx in itertools.product(*(range(n) for n in shape)):
        out[idx] = fn(idx)
    return out


def _map(fn: Callable[..., Any], *xs: Arr) -> Arr:
    """Elementwise ``fn`` over same-shape (or broadcastable) object arrays."""
    bs = np.broadcast_arrays(*[np.asarray(x, dtype=object) for x in xs])
    shape = bs[0].shape
    out = np.empty(shape, dtype=object)
    for idx in itertools.product(*(range(n) for n in shape)):
        out[idx] = fn(*(b[idx] for b in bs))
    return out


# --------------------------------------------------------------------------- elements

def _int_min(el: Elem) -> Any:
    return z3.BitVecVal(1 << (el.width - 1), el.width)


def _int_pow(x: Any, y: Any, w: int) -> Any:
    """XLA's integer power (dialect/fold's ``_int_pow``): square-and-multiply over the low 6
    exponent bits; an exponent negative as a signed number gives 1 for base 1, +-1 for base
    -1 by parity, else 0 (for unsigned types too)."""
    one, zero, ones = z3.BitVecVal(1, w), z3.BitVecVal(0, w), z3.BitVecVal(-1, w)
    result, base = one, x
    for i in range(min(6, w)):
        result = z3.If(z3.Extract(i, i, y) == 1, result * base, result)
        base = base * base
    odd = z3.Extract(0, 0, y) == 1
    neg_val = z3.If(x == one, one, z3.If(x == ones, z3.If(odd, ones, one), zero))
    return z3.If(y < 0, neg_val, result)


def _lt(x: Any, y: Any, el: Elem) -> Any:
    return z3.ULT(x, y) if el.kind == "u" else x < y


def _fmax(x: Any, y: Any, is_max: bool) -> Any:
    """StableHLO maximum/minimum on floats: NaN if either is NaN; -0 < +0."""
    bigger = z3.Or(z3.fpLT(y, x), z3.And(z3.fpIsZero(x), z3.fpIsZero(y), z3.fpIsPositive(x)))
    pick = z3.If(bigger, x, y) if is_max else z3.If(bigger, y, x)
    return z3.If(z3.fpIsNaN(x), x, z3.If(z3.fpIsNaN(y), y, pick))


TRANSCENDENTAL = {"exponential", "exponential_minus_one", "log", "log_plus_one", "logistic",
                  "sine", "cosine", "tan", "tanh", "rsqrt", "cbrt"}


class Symbolic:
    """One symbolic run's state: uninterpreted functions shared by both modules, and the
    names of those used."""

    def __init__(self) -> None:
        self.functions: dict[tuple[str, str], Any] = {}
        self.uninterpreted: set[str] = set()

    def uf(self, name: str, el: Elem, arity: int) -> Any:
        key = (name, el.dtype)
        if key not in self.functions:
            self.functions[key] = z3.Function(f"{name}_{el.dtype}", *([el.sort] * (arity + 1)))
        self.uninterpreted.add(name)
        return self.functions[key]

    # ------------------------------------------------------------------ unary
    def unary(self, op: str, x: Any, el: Elem, out: Elem) -> Any:
        k = el.kind
        if op == "not":
            return z3.Not(x) if k == "b" else ~x if k in "iu" else None
        if op == "negate":
            return -x if k in "iu" else z3.fpNeg(x) if k == "f" else None
        if op == "abs":
            if k == "i":
                return z3.If(x < 0, -x, x)
            return z3.fpAbs(x) if k == "f" else None
        if op == "sign":
            if k == "i":
                return z3.If(x > 0, z3.BitVecVal(1, el.width),
                             z3.If(x < 0, z3.BitVecVal(-1, el.width), z3.BitVecVal(0, el.width)))
            if k == "f":
                one = z3.FPVal(1.0, el.sort)
                return z3.If(z3.Or(z3.fpIsNaN(x), z3.fpIsZero(x)), x,
                             z3.If(z3.fpIsNegative(x), z3.fpNeg(one), one))
            return None
        if k == "f":
            modes = {"floor": z3.RTN(), "ceil": z3.RTP(), "round_nearest_even": z3.RNE(),
                     "round_nearest_afz": z3.RNA()}
            if op in modes:
                return z3.fpRoundToIntegral(modes[op], x)
            if op == "sqrt":
                return z3.fpSqrt(RNE, x)
            if op == "is_finite":
                return z3.Not(z3.Or(z3.fpIsNaN(x), z3.fpIsInf(x)))
            if op in TRANSCENDENTAL:
                return self.uf(op, el, 1)(x)
        if k in "iu":
            if op == "popcnt":
                w = el.width
                return sum((z3.ZeroExt(w - 1, z3.Extract(i, i, x)) for i in range(w)),
                           z3.BitVecVal(0, w))
            if op == "count_leading_zeros":
                w = el.width
                r: Any = z3.BitVecVal(w, w)
                for i in range(w):  # the highest set bit wins: build from the lowest up
                    r = z3.If(z3.Extract(i, i, x) == 1, z3.BitVecVal(w - 1 - i, w), r)
                return r
        return None

    # ------------------------------------------------------------------ binary
    def binary(self, op: str, x: Any, y: Any, el: Elem) -> Any:
        k, w = el.kind, el.width
        if k == "b":
            table = {"and": z3.And, "or": z3.Or, "xor": z3.Xor, "add": z3.Or, "maximum": z3.Or,
                     "multiply": z3.And, "minimum": z3.And}
            f = table.get(op)
            return f(x, y) if f else None
        if k in "iu":
            if op == "add":
                return x + y
            if op == "subtract":
                return x - y
            if op == "multiply":
                return x * y
            if op == "and":
                return x & y
            if op == "or":
                return x | y
            if op == "xor":
                return x ^ y
            if op in ("maximum", "minimum"):
                lt = _lt(x, y, el)
                return z3.If(lt, y, x) if op == "maximum" else z3.If(lt, x, y)
            zero = z3.BitVecVal(0, w)
            ones = z3.BitVecVal(-1, w)
            if op == "divide":
                if k == "u":
                    return z3.If(y == zero, ones, z3.UDiv(x, y))
                return z3.If(y == zero, ones,
                             z3.If(z3.And(x == _int_min(el), y == ones), _int_min(el), x / y))
            if op == "remainder":
                if k == "u":
                    return z3.If(y == zero, x, z3.URem(x, y))
                return z3.If(y == zero, x,
                             z3.If(z3.And(x == _int_min(el), y == ones), zero, z3.SRem(x, y)))
            if op == "power":
                return _int_pow(x, y, w)
            wide = z3.BitVecVal(w, w)
            if op == "shift_left":
                return z3.If(z3.ULT(y, wide), x << y, zero)
            if op == "shift_right_logical":
                return z3.If(z3.ULT(y, wide), z3.LShR(x, y), zero)
            if op == "shift_right_arithmetic":
                return z3.If(z3.ULT(y, wide), x >> y, z3.If(x < 0, ones, zero))
            return None
        if op == "add":
            return z3.fpAdd(RNE, x, y)
        if op == "subtract":
            return z3.fpSub(RNE, x, y)
        if op == "multiply":
            return z3.fpMul(RNE, x, y)
        if op == "divide":
            return z3.fpDiv(RNE, x, y)
        if op in ("maximum", "minimum"):
            return _fmax(x, y, op == "maximum")
        if op in ("power", "remainder", "atan2"):
            return self.uf(op, el, 2)(x, y)
        return None

    def compare(self, direction: str, ctype: str | None, x: Any, y: Any, el: Elem) -> Any:
        if ctype == "TOTALORDER":
            if el.kind != "f":
                raise NotEncoded("compare TOTALORDER on integers")
            return self._total_order(direction, x, y, el)
        if el.kind == "f":
            f = {"EQ": z3.fpEQ, "LT": z3.fpLT, "LE": z3.fpLEQ, "GT": z3.fpGT, "GE": z3.fpGEQ}
            if direction == "NE":
                return z3.Not(z3.fpEQ(x, y))
            return f[direction](x, y)
        if el.kind == "b":
            x, y = z3.If(x, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)), \
                z3.If(y, z3.BitVecVal(1, 1), z3.BitVecVal(0, 1))
            unsigned = True
        else:
            unsigned = ctype == "UNSIGNED" if ctype else el.kind == "u"
        if direction == "EQ":
            return x == y
        if direction == "NE":
            return x != y
        lt, le = (z3.ULT, z3.ULE) if unsigned else ((lambda a, b: a < b), (lambda a, b: a <= b))
        return {"LT": lt(x, y), "LE": le(x, y), "GT": lt(y, x), "GE": le(y, x)}[direction]

    def _total_order(self, direction: str, x: Any, y: Any, el: Elem) -> Any:
        """compare with TOTALORDER: -0 < +0, each non-NaN value equal only to itself; with a
        NaN operand, one uninterpreted strict order ``lt`` (SMT floats have one NaN, without
        the sign and payload that order NaNs) from which every direction is derived as the
        spec derives them from the total order: GT(a, b) = lt(b, a), LE = not GT, GE = not
        LT, EQ = neither, NE = either (so ``a < b`` and ``b > a`` are one term)."""
        def lt(a: Any, b: Any) -> Any:
            return z3.Or(z3.fpLT(a, b), z3.And(z3.fpIsZero(a), z3.fpIsZero(b),
                                               z3.fpIsNegative(a), z3.fpIsPositive(b)))
        eq = x == y  # SMT equality is structural: -0 != +0
        ordered = {"EQ": eq, "NE": z3.Not(eq), "LT": lt(x, y), "LE": z3.Or(lt(x, y), eq),
                   "GT": lt(y, x), "GE": z3.Or(lt(y, x), eq)}[direction]
        key = ("compare_totalorder_lt", el.dtype)
        if key not in self.functions:
            self.functions[key] = z3.Function(f"totalorder_lt_{el.dtype}", el.sort, el.sort,
                                              z3.BoolSort())
        self.uninterpreted.add("compare TOTALORDER with a NaN")
        f = self.functions[key]
        nan_lt, nan_gt = f(x, y), f(y, x)
        with_nan = {"EQ": z3.Not(z3.Or(nan_lt, nan_gt)), "NE": z3.Or(nan_lt, nan_gt),
                    "LT": nan_lt, "LE": z3.Not(nan_gt), "GT": nan_gt,
                    "GE": z3.Not(nan_lt)}[direction]
        return z3.If(z3.Or(z3.fpIsNaN(x), z3.fpIsNaN(y)), with_nan, ordered)

    def convert(self, x: Any, src: Elem, dst: Elem) -> Any:
        if src == dst:
            return x
        if src.kind == "b":
            if dst.kind == "f":
                return z3.If(x, z3.FPVal(1.0, dst.sort), z3.FPVal(0.0, dst.sort))
            return z3.If(x, z3.BitVecVal(1, dst.width), z3.BitVecVal(0, dst.width))
        if dst.kind == "b":
            return z3.Not(z3.fpIsZero(x)) if src.kind == "f" else x != 0
        if src.kind in "iu" and dst.kind in "iu":
            if dst.width < src.width:
                return z3.Extract(dst.width - 1, 0, x)
            ext = z3.SignExt if src.kind == "i" else z3.ZeroExt
            return ext(dst.width - src.width, x) if dst.width > src.width else x
        if src.kind in "iu":
            f = z3.fpSignedToFP if src.kind == "i" else z3.fpUnsignedToFP
            return f(RNE, x, dst.sort)
        if dst.kind == "f":
            return z3.fpFPToFP(RNE, x, dst.sort)
        # float -> int: truncate toward zero, saturate, NaN -> 0 (XLA)
        w = dst.width
        if dst.kind == "i":
            lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        else:
            lo, hi = 0, (1 << w) - 1
        # the range test in a wider float: the exact bounds may not be representable
        wide = z3.FPSort(15, 113)
        xw = z3.fpFPToFP(RNE, x, wide)
        t = z3.fpRoundToIntegral(z3.RTZ(), xw)
        to = z3.fpToSBV if dst.kind == "i" else z3.fpToUBV
        return z3.If(z3.fpIsNaN(x), z3.BitVecVal(0, w),
                     z3.If(z3.fpGEQ(t, z3.FPVal(hi, wide)), z3.BitVecVal(hi, w),
                           z3.If(z3.fpLEQ(t, z3.FPVal(lo, wide)), z3.BitVecVal(lo, w),
                                 to(z3.RTZ(), t, z3.BitVecSort(w)))))


# --------------------------------------------------------------------------- module


@dataclass
class Value:
    """A symbolic SSA value: an object array of z3 terms and its element type (a tuple: a
    1-d object array of its elements' Values, element :data:`TUPLE`)."""

    arr: Arr
    elem: Elem


def concrete_ints(v: Value) -> np.ndarray | None:
    """The value as an int64 array when every element simplifies to a constant."""
    out = np.empty(v.arr.shape, dtype=np.int64)
    for idx in itertools.product(*(range(n) for n in v.arr.shape)):
        t = z3.simplify(v.arr[idx])
        if v.elem.kind in "iu" and z3.is_bv_value(t):
            out[idx] = t.as_signed_long() if v.elem.kind == "i" else t.as_long()
        else:
            return None
    return out


@dataclass
class Env:
    """What a module is evaluated with: argument arrays (shared by both modules), and terms
    for constants the prover treats as unknown values (keyed by their SSA name hint)."""

    args: list[Arr]
    abstract: dict[str, Arr] = field(default_factory=dict)


def evaluate_module(module: Any, env: Env, sym: Symbolic) -> list[Value]:
    """``@main``'s outputs on ``env``'s arguments (raises :class:`NotEncoded`)."""

    func = main_func(module)
    block = func.regions[0].blocks[0]
    vals: dict[Any, Value] = {}
    for a, arr in zip(block.args, env.args):
        vals[a] = Value(arr, elem_of_type(a.type))
    return _run_block(block, vals, env, sym)


MAX_TRIPS = 64  # iterations a while is unrolled over before it is "not encoded"


def _run_block(block: Any, vals: dict[Any, Value], env: Env, sym: Symbolic) -> list[Value]:
    for op in block.ops:
        if op.name in ("func.return", "stablehlo.return"):
            return [vals[o] for o in op.operands]
        if op.name == "stablehlo.while":
            res = _while(op, [vals[o] for o in op.operands], vals, env, sym)
        elif op.name == "stablehlo.case":
            res = _case(op, vals[op.operands[0]], vals, env, sym)
        elif op.name == "stablehlo.optimization_barrier":  # its operands, unchanged
            res = [vals[o] for o in op.operands]
        elif op.name == "stablehlo.sort":
            res = _sort(op, [vals[o] for o in op.operands], vals, env, sym)
        else:
            res = _eval_op(op, [vals[o] for o in op.operands], env, sym)
        for r, v in zip(op.results, res):
            vals[r] = v
    raise NotEncoded("a block without a terminator")


def _run_region(region: Any, args: list[Value], outer: dict[Any, Value], env: Env,
                sym: Symbolic) -> list[Value]:
    """A one-block region run on ``args`` (its block arguments), the values of the enclosing
    blocks visible (regions capture them implicitly)."""
    if len(region.blocks) != 1:
        raise NotEncoded("a region of several blocks")
    block = region.blocks[0]
    if len(block.args) != len(args):
        raise NotEncoded("a region whose arguments do not match")
    vals = dict(outer)
    vals.update(zip(block.args, args))
    return _run_block(block, vals, env, sym)


def _while(op: Any, init: list[Value], outer: dict[Any, Value], env: Env,
           sym: Symbolic) -> list[Value]:
    """``while`` unrolled: the condition evaluated on the carried values must simplify to a
    constant each time (a loop whose trip count depends on the inputs is not encoded), at
    most :data:`MAX_TRIPS` iterations."""
    cur = list(init)
    for _ in range(MAX_TRIPS + 1):
        (c,) = _run_region(op.regions[0], cur, outer, env, sym)
        t = z3.simplify(c.arr[()])
        if not z3.is_true(t) and not z3.is_false(t):
            raise NotEncoded("while with a condition that depends on the inputs")
        if z3.is_false(t):
            return cur
        cur = _run_region(op.regions[1], cur, outer, env, sym)
    raise NotEncoded(f"while of more than {MAX_TRIPS} iterations")


def _case(op: Any, index: Value, outer: dict[Any, Value], env: Env,
          sym: Symbolic) -> list[Value]:
    """``case``: the branch the index picks (an index outside [0, n) picks the last one,
    as the spec says); a symbolic index chooses among every branch's results by ``If``."""
    n = len(op.regions)
    outs = [_run_region(r, [], outer, env, sym) for r in op.regions]
    i: Any = index.arr[()]
    k = z3.simplify(i)
    if z3.is_bv_value(k):
        v = k.as_signed_long()
        return outs[v if 0 <= v < n else n - 1]
    res = []
    for j, last in enumerate(outs[-1]):
        arr = last.arr
        for b in range(n - 2, -1, -1):
            hit = i == z3.BitVecVal(b, i.size())

            def pick(a: Any, c: Any, h: Any = hit) -> Any:
                return z3.If(h, a, c)
            arr = _map(pick, outs[b][j].arr, arr)
        res.append(Value(arr, last.elem))
    return res


def _sort(op: Any, xs: list[Value], outer: dict[Any, Value], env: Env,
          sym: Symbolic) -> list[Value]:
    """``sort`` along its dimension (-1: the last) as a stable sorting network: adjacent
    compare-and-swap passes (bubble sort), a pair swapped when the comparator says the later
    element goes first. For a comparator that is a strict weak order this is the stable
    sort, the one result XLA gives (``is_stable = false`` leaves equivalent elements' order
    open: XLA CPU's algorithm orders them by the keys alone, as this does)."""

    if any(v.arr.shape != xs[0].arr.shape for v in xs):
        raise NotEncoded("sort of operands of different shapes")
    rank = xs[0].arr.ndim
    d = int_of(dict(op.properties).get("dimension"))
    d = d + rank if d < 0 else d
    if not 0 <= d < rank:
        raise NotEncoded("sort along a dimension out of range")
    cols = [np.moveaxis(v.arr, d, -1).copy() for v in xs]
    n = cols[0].shape[-1]
    region = op.regions[0]

    def before(i: int, j: int, lane: tuple[int, ...]) -> Any:
        args = []
        for v, c in zip(xs, cols):
            for k in (i, j):
                a = np.empty((), dtype=object)
                a[()] = c[lane + (k,)]
                args.append(Value(a, v.elem))
        (r,) = _run_region(region, args, outer, env, sym)
        return r.arr[()]

    for lane in itertools.product(*(range(k) for k in cols[0].shape[:-1])):
        for p in range(n - 1):
            for j in range(n - 1 - p):
                swap = before(j + 1, j, lane)
                for c in cols:
                    a, b = c[lane + (j,)], c[lane + (j + 1,)]
                    c[lane + (j,)], c[lane + (j + 1,)] = z3.If(swap, b, a), z3.If(swap, a, b)
    return [Value(np.moveaxis(c, -1, d), v.elem) for c, v in zip(cols, xs)]


def _scalar(t: Any) -> Arr:
    """A 0-d object array holding ``t`` (a scalar value's array)."""
    c = np.empty((), dtype=object)
    c[()] = t
    return c


def _region_fn(op: Any, env: Env, sym: Symbolic) -> Callable[[Any, Any], Any]:
    """A two-argument scalar region (a scatter body) as a function on z3 terms."""
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise NotEncoded(f"{op.name} with this region")
    block = op.regions[0].blocks[0]
    args = list(block.args)
    if len(args) != 2:
        raise NotEncoded(f"variadic {op.name}")
    els = [elem_of_type(a.type) for a in args]

    def fn(cur: Any, upd: Any) -> Any:
        out = _run_block(block, {args[0]: Value(_scalar(cur), els[0]),
                                 args[1]: Value(_scalar(upd), els[1])}, env, sym)
        if len(out) != 1:
            raise NotEncoded(f"variadic {op.name}")
        return out[0].arr[()]
    return fn


def _terms(arr: np.ndarray, el: Elem) -> Arr:
    out = np.empty(arr.shape, dtype=object)
    for idx in itertools.product(*(range(n) for n in arr.shape)):
        out[idx] = to_term(arr[idx], el)
    return out


def _dynamic(x: Arr, starts: list[Value], sizes: Sequence[int],
             update: Arr | None = None) -> Arr:
    """dynamic_slice (update None) or dynamic_update_slice with symbolic starts: an ``If``
    over every clamped start (StableHLO clamps each start into [0, n - size])."""

    conc = [concrete_ints(s) for s in starts]
    if all(c is not None for c in conc):
        st = [int(c) for c in conc]  # type: ignore[arg-type]
        r = sh.dynamic_slice(x, st, sizes) if update is None else \
            sh.dynamic_update_slice(x, update, st)
        if r is None:
            raise NotEncoded("dynamic_slice of these sizes")
        return r
    ranges = [range(n - k + 1) for n, k in zip(x.shape, sizes)]
    conds: list[list[Any]] = []
    for s, n, k in zip(starts, x.shape, sizes):
        t, signed, hi = s.arr[()], s.elem.kind == "i", n - k
        per = []
        for c in range(hi + 1):  # the condition for the clamped start to be c
            if hi == 0:
                per.append(z3.BoolVal(True))
            elif c == hi:
                per.append(t >= hi if signed else z3.UGE(t, hi))
            elif c == 0 and signed:
                per.append(t <= 0)
            else:
                per.append(t == c)
        conds.append(per)
    out: Any = None
    for combo in itertools.product(*ranges):
        r = x[tuple(slice(s, s + k) for s, k in zip(combo, sizes))].copy() if update is None \
            else _dus_at(x, update, combo)
        if out is None:
            out = r
            continue
        cond = z3.And(*[conds[d][c] for d, c in enumerate(combo)])
        out = _map(lambda a, b, cond=cond: z3.If(cond, a, b), r, out)
    assert out is not None
    return out


def _unwrap(arr: Arr) -> Arr:
    """``arr`` with 0-d arrays among its elements replaced by their element (numpy stores a
    0-d window assigned into an object array as the array itself)."""
    flat = arr.reshape(-1)
    for i, e in enumerate(flat):
        while isinstance(e, np.ndarray) and e.shape == ():
            e = e[()]
        flat[i] = e
    return arr


def _clamped_is(t: Any, c: int, hi: int, signed: bool) -> Any:
    """The start ``t`` clamped into [0, hi] equals ``c``."""
    if hi == 0:
        return z3.BoolVal(True)
    if c == hi:
        return t >= hi if signed else z3.UGE(t, hi)
    if c == 0 and signed:
        return t <= 0
    return t == c


def _gather_symbolic(x: Arr, indices: Value, dn: Any, sizes: Sequence[int],
                     rshape: tuple[int, ...]) -> Arr:
    """gather with symbolic start indices: for every clamped start vector, the constant
    gather (dialect/fold) of it, chosen per batch position by an ``If`` on the indices."""

    sim = list(dn["start_index_map"])
    offset_dims = list(dn["offset_dims"])
    try:
        ivd = int(dn["index_vector_dim"])
    except KeyError:
        ivd = 0
    if list(dn["operand_batching_dims"]):
        raise NotEncoded("gather with symbolic indices and batching dims")
    arr = indices.arr
    if ivd == arr.ndim:
        arr = arr[..., None]
    vecs = np.moveaxis(arr, ivd, -1)
    batch_shape = vecs.shape[:-1]
    signed = indices.elem.kind == "i"
    highs = [x.shape[d] - sizes[d] for d in sim]
    if any(h < 0 for h in highs) or math.prod(h + 1 for h in highs) > 256:
        raise NotEncoded("gather with symbolic indices over many starts")
    out: Any = None
    batch_dims = [d for d in range(len(rshape)) if d not in offset_dims]
    for combo in itertools.product(*(range(h + 1) for h in highs)):
        const = np.empty(vecs.shape, dtype=np.int64)
        const[...] = np.array(combo, dtype=np.int64)
        const = np.moveaxis(const, -1, ivd) if ivd < indices.arr.ndim else const[..., 0]
        g = sh.gather(x, const.astype(np.int64), dn, sizes, rshape)
        if g is None:
            raise NotEncoded("gather with these dimension numbers")
        g = _unwrap(np.asarray(g, dtype=object))
        if out is None:
            out = g.copy()
            continue
        new = np.empty(rshape, dtype=object)
        for ridx in itertools.product(*(range(n) for n in rshape)):
            b = tuple(ridx[d] for d in batch_dims)
            vec = vecs[b] if batch_shape else vecs
            cond = z3.And(*[_clamped_is(vec[k], c, h, signed)
                            for k, (c, h) in enumerate(zip(combo, highs))])
            new[ridx] = z3.If(cond, g[ridx], out[ridx])
        out = new
    assert out is not None
    return out


def _dus_at(x: Arr, u: Arr, start: Sequence[int]) -> Arr:
    out = x.copy()
    out[tuple(slice(s, s + k) for s, k in zip(start, u.shape))] = u
    return out


# ops that only move elements (complex ones too: the rest is not encoded on complex)
_MOVES = frozenset({"reshape", "transpose", "broadcast_in_dim", "slice", "concatenate",
                    "reverse"})


def _eval_op(op: Any, xs: list[Value], env: Env, sym: Symbolic) -> list[Value]:
    name = op.name
    if name == "stablehlo.tuple":  # its elements, as they are
        items = np.empty(len(xs), dtype=object)
        for i, item in enumerate(xs):
            items[i] = item
        return [Value(items, TUPLE)]
    if name == "stablehlo.get_tuple_element":
        if xs[0].elem is not TUPLE:
            raise NotEncoded("get_tuple_element of a value not built by stablehlo.tuple")
        return [xs[0].arr[int_of(dict(op.properties).get("index"))]]
    if len(op.results) == 1 and is_static(op.results[0].type) \
            and math.prod(shape_of(op.results[0].type)) == 0:
        # no elements, whatever the op (of any dialect): no values to encode
        return [Value(np.empty(tuple(shape_of(op.results[0].type)), dtype=object),
                      elem_of_type(op.results[0].type))]
    if name == "stablehlo.reduce":
        return _reduce_n(op, xs, env, sym)
    if not name.startswith("stablehlo.") or len(op.results) != 1:
        raise NotEncoded(f"op {name} not encoded")
    short = name[len("stablehlo."):]
    rt = op.results[0].type
    if not is_static(rt):
        raise NotEncoded("a dynamic shape")
    rshape = tuple(shape_of(rt))
    rel = elem_of_type(rt)
    p: Any = dict(op.properties)

    def res(arr: Any) -> list[Value]:
        arr = _unwrap(np.asarray(arr, dtype=object))
        if arr.shape != rshape:
            raise NotEncoded(f"{name}: result shape {arr.shape}, type says {rshape}")
        return [Value(arr, rel)]

    if short == "complex":
        return res(_map(Cx, xs[0].arr, xs[1].arr))
    if short in ("real", "imag") and xs[0].elem.kind == "c":
        return res(_map(lambda z: z.re if short == "real" else z.im, xs[0].arr))
    if (rel.kind == "c" or any(v.elem.kind == "c" for v in xs)) and short not in _MOVES:
        raise NotEncoded(f"{name} on complex elements")

    if short == "constant":
        key = op.results[0].name_hint
        if key is not None and key in env.abstract:
            return res(env.abstract[key])
        return res(_terms(np.asarray(to_numpy(p.get("value"))), rel))
    if short == "get_dimension_size":  # a static shape's dim (dynamic ones: not encoded)
        return res(np.array(to_term(xs[0].arr.shape[int_of(p.get("dimension"))], rel),
                            dtype=object))
    if short == "dynamic_iota":  # its shape operand, constant, must be the result's shape
        got = concrete_ints(xs[0])
        if got is None or [int(v) for v in got.reshape(-1)] != list(rshape):
            raise NotEncoded("dynamic_iota whose shape operand is not its result's shape")
        short = "iota"
    if short == "iota":
        d = int_of(p.get("iota_dimension"))
        return res(_obj(rshape, lambda idx: to_term(idx[d], rel) if rel.kind != "b"
                        else z3.BoolVal(bool(idx[d]))))
    if not xs:
        raise NotEncoded(f"op {name} without operands not encoded")
    x = xs[0].arr
    el = xs[0].elem
    if short in ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum",
                 "and", "or", "xor", "shift_left", "shift_right_arithmetic",
                 "shift_right_logical", "power", "atan2"):
        fresh = z3.FreshConst(el.sort)
        if sym.binary(short, fresh, fresh, el) is None:
            raise NotEncoded(f"op {name} on {el.dtype} not encoded")
        return res(_map(lambda a, b: sym.binary(short, a, b, el), x, xs[1].arr))
    if short in ("not", "negate", "abs", "sign", "floor", "ceil", "round_nearest_even",
                 "round_nearest_afz", "sqrt", "is_finite", "popcnt", "count_leading_zeros") \
            or short in TRANSCENDENTAL:
        if sym.unary(short, z3.FreshConst(el.sort), el, rel) is None:
            raise NotEncoded(f"op {name} on {el.dtype} not encoded")
        return res(_map(lambda a: sym.unary(short, a, el, rel), x))
    if short == "compare":
        direction = str(p["comparison_direction"].data)
        ct = p.get("compare_type")
        cts = None if ct is None else str(ct.data)
        return res(_map(lambda a, b: sym.compare(direction, cts, a, b, el), x, xs[1].arr))
    if short == "select":
        return res(_map(lambda c, a, b: z3.If(c, a, b), x, xs[1].arr, xs[2].arr))
    if short == "clamp":
        lo, v, hi = xs[0].arr, xs[1].arr, xs[2].arr
        e2 = xs[1].elem
        return res(_map(lambda a, b, c: sym.binary("minimum", sym.binary("maximum", a, b, e2),
                                                   c, e2), lo, v, hi))
    if short == "convert":
        return res(_map(lambda a: sym.convert(a, el, rel), x))
    if short == "bitcast_convert":
        raise NotEncoded(f"op {name} not encoded")
    if short == "reshape":
        return res(x.reshape(rshape))
    if short == "transpose":
        return res(np.transpose(x, ints(p.get("permutation"))))
    if short == "broadcast_in_dim":
        return res(sh.broadcast_in_dim(x, ints(p.get("broadcast_dimensions")), rshape))
    if short == "slice":
        if x.ndim == 0:
            return res(x)
        return res(sh.slice_(x, ints(p.get("start_indices")), ints(p.get("limit_indices")),
                             ints(p.get("strides"))))
    if short == "pad":
        out = sh.pad(x, xs[1].arr, ints(p.get("edge_padding_low")),
                     ints(p.get("edge_padding_high")), ints(p.get("interior_padding")))
        if out is None:
            raise NotEncoded("pad with these attributes")
        return res(out)
    if short == "concatenate":
        return res(np.concatenate([v.arr for v in xs], axis=int_of(p.get("dimension"))))
    if short == "reverse":
        dims = ints(p.get("dimensions"))
        return res(np.flip(x, axis=dims) if dims else x)
    if short in ("dynamic_pad", "real_dynamic_slice", "dynamic_gather", "dynamic_reshape",
                 "dynamic_broadcast_in_dim"):
        return res(_shape_operand_op(short, x, xs, p, rshape))
    if short in ("dynamic_slice", "dynamic_update_slice") and x.ndim == 0:
        return res(x if short == "dynamic_slice" else xs[1].arr)
    if short == "dynamic_slice":
        return res(_dynamic(x, xs[1:], ints(p.get("slice_sizes"))))
    if short == "dynamic_update_slice":
        return res(_dynamic(x, xs[2:], xs[1].arr.shape, xs[1].arr))
    if short == "gather":
        if x.ndim == 0:  # a scalar operand: every window is the whole of it
            return res(_obj(rshape, lambda _: x[()]))
        idx = concrete_ints(xs[1])
        if idx is None:
            return res(_gather_symbolic(x, xs[1], p.get("dimension_numbers"),
                                        ints(p.get("slice_sizes")), rshape))
        out = sh.gather(x, idx, p.get("dimension_numbers"), ints(p.get("slice_sizes")), rshape)
        if out is None:
            raise NotEncoded("gather with these dimension numbers")
        return res(out)
    if short == "scatter":
        if len(xs) != 3:
            raise NotEncoded("variadic scatter")
        idx = concrete_ints(xs[1])
        if idx is None:
            return res(_scatter_symbolic(op, x, xs[1], xs[2].arr,
                                         p.get("scatter_dimension_numbers"), env, sym))
        return res(_scatter(op, x, idx, xs[2].arr, p.get("scatter_dimension_numbers"), env, sym))
    raise NotEncoded(f"op {name} not encoded")


def _reduce_n(op: Any, xs: list[Value], env: Env, sym: Symbolic) -> list[Value]:
    """A reduce of n inputs (n results): per result position, the body run over the inputs'
    elements in index order (StableHLO leaves the order unspecified), from the inits; with
    no dim reduced, the inputs (XLA drops the body; the spec applies the init an
    implementation-defined number of times)."""

    n = len(op.results)
    if len(xs) != 2 * n or any(not is_static(r.type) for r in op.results):
        raise NotEncoded("a reduce with these operands")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise NotEncoded("stablehlo.reduce with this region")
    block = op.regions[0].blocks[0]
    if len(block.args) != 2 * n:
        raise NotEncoded("stablehlo.reduce whose body does not match")
    dims = ints(dict(op.properties).get("dimensions"))
    rshape = tuple(shape_of(op.results[0].type))
    rels = [elem_of_type(r.type) for r in op.results]
    if not dims:
        return [Value(v.arr, el) for v, el in zip(xs[:n], rels)]
    shape = xs[0].arr.shape
    keep = [d for d in range(len(shape)) if d not in dims]
    m = math.prod(shape[d] for d in dims)
    flat = [np.transpose(v.arr, keep + list(dims)).reshape([shape[d] for d in keep] + [m])
            for v in xs[:n]]
    els = [elem_of_type(a.type) for a in block.args]
    outs = [np.empty(rshape, dtype=object) for _ in range(n)]
    for idx in itertools.product(*(range(k) for k in rshape)):
        acc = [v.arr[()] for v in xs[n:]]
        for i in range(m):
            vals = {a: Value(_scalar(t), el) for a, t, el in
                    zip(block.args, acc + [f[tuple(idx) + (i,)] for f in flat], els)}
            out = _run_block(block, vals, env, sym)
            if len(out) != n:
                raise NotEncoded("stablehlo.reduce whose body does not match")
            acc = [r.arr[()] for r in out]
        for o, t in zip(outs, acc):
            o[idx] = t
    return [Value(o, el) for o, el in zip(outs, rels)]


def _shape_operand_op(short: str, x: Arr, xs: list[Value], p: Any,
                      rshape: tuple[int, ...]) -> Arr:
    """The ops whose attributes are operands, with those operands constant: their static
    twins (``pad``, ``slice``, ``gather``, ``reshape``, ``broadcast_in_dim``); a result
    shape operand must be the result type's shape."""

    if short == "real_dynamic_slice" and x.ndim:
        k = concrete_ints(xs[3])
        if k is not None and all(int(v) == 1 for v in k.reshape(-1)):
            # unit strides: XLA computes a dynamic_slice of the result type's sizes (each
            # start clamped into [0, n - size]; the limit is not read), the starts symbolic
            # or not (other strides: XLA cannot translate it; the spec's slice below)
            starts = [Value(_scalar(xs[1].arr[i]), xs[1].elem) for i in range(x.ndim)]
            return _dynamic(x, starts, rshape)
    first = {"dynamic_pad": 2, "dynamic_gather": 2}.get(short, 1)
    vals = [concrete_ints(v) for v in xs[first:]]
    if any(v is None for v in vals):
        raise NotEncoded(f"{short} with operands that are not constant")
    lists = [[int(a) for a in v.reshape(-1)] for v in vals]  # type: ignore[union-attr]
    if short in ("dynamic_reshape", "dynamic_broadcast_in_dim") and lists[0] != list(rshape):
        raise NotEncoded(f"{short} whose shape operand is not its result's shape")
    out: Arr | None
    if short == "dynamic_pad":
        out = sh.pad(x, xs[1].arr, lists[0], lists[1], lists[2])
    elif short == "real_dynamic_slice":
        out = sh.slice_(x, lists[0], lists[1], lists[2]) if x.ndim else x
    elif short == "dynamic_gather":
        idx = concrete_ints(xs[1])
        out = _gather_symbolic(x, xs[1], p.get("dimension_numbers"), lists[0], rshape) \
            if idx is None else sh.gather(x, idx, p.get("dimension_numbers"), lists[0], rshape)
    elif short == "dynamic_reshape":
        out = x.reshape(rshape)
    else:
        out = sh.broadcast_in_dim(x, ints(p.get("broadcast_dimensions")), rshape)
    if out is None:
        raise NotEncoded(f"{short} with these operands")
    return out


def _scatter(op: Any, a: Arr, indices: np.ndarray, u: Arr, dn: Any, env: Env,
             sym: Symbolic) -> Arr:
    """Scatter with constant indices: windows out of bounds skipped whole (the spec), updates
    applied in update order (XLA CPU's order; the spec leaves duplicates' order open)."""

    fn = _region_fn(op, env, sym)
    try:
        plan, scatter_dims, wod, uwd, wsize = sh.scatter_windows(a.shape, indices, u.shape, dn)
    except (ValueError, KeyError):
        raise NotEncoded("scatter with these dimension numbers") from None
    ut = np.transpose(u, scatter_dims + uwd)
    n_sc = len(scatter_dims)
    out = a.copy()
    wshape = [wsize[d] for d in wod]
    for bidx, start in plan:
        if start is None:
            continue
        win = ut[tuple(bidx) + (Ellipsis,)].reshape(wshape) if n_sc else ut.reshape(wshape)
        for widx in itertools.product(*(range(n) for n in wshape)):
            full = list(start)
            for k, d in enumerate(wod):
                full[d] += widx[k]
            t = tuple(full)
            out[t] = fn(out[t], win[widx])
    return out


def _scatter_symbolic(op: Any, a: Arr, indices: Value, u: Arr, dn: Any, env: Env,
                      sym: Symbolic) -> Arr:
    """Scatter with symbolic indices: each update window, in update order, is applied at
    every in-bounds start under an ``If`` on its index vector (a window out of bounds
    matches none: skipped whole), as :func:`_scatter` does for constant indices."""

    if indices.elem.kind not in "iu":
        raise NotEncoded("scatter with symbolic indices of this type")
    fn = _region_fn(op, env, sym)
    zeros = np.zeros(indices.arr.shape, dtype=np.int64)
    try:
        plan, scatter_dims, wod, uwd, wsize = sh.scatter_windows(a.shape, zeros, u.shape, dn)
        ivd = int(dn["index_vector_dim"])
    except (ValueError, KeyError):
        raise NotEncoded("scatter with these dimension numbers") from None
    sdod = list(dn["scatter_dims_to_operand_dims"])
    arr = indices.arr
    if ivd == arr.ndim:
        arr = arr[..., None]
    vecs = np.moveaxis(arr, ivd, -1)
    ranges = [range(a.shape[d] - wsize[d] + 1) for d in sdod]
    if math.prod(len(r) for r in ranges) > 256:
        raise NotEncoded("scatter with symbolic indices over many starts")
    ut = np.transpose(u, scatter_dims + uwd)
    wshape = [wsize[d] for d in wod]
    out = a.copy()
    for bidx, base in plan:
        if base is None:
            continue  # out of bounds at every start (a window larger than its dim)
        vec = vecs[tuple(bidx)]
        win = ut[tuple(bidx) + (Ellipsis,)].reshape(wshape) if scatter_dims else \
            ut.reshape(wshape)
        for combo in itertools.product(*ranges):
            cond = z3.And(*[vec[k] == c for k, c in enumerate(combo)]) if combo else \
                z3.BoolVal(True)
            start = list(base)
            for d, c in zip(sdod, combo):
                start[d] = c
            for widx in itertools.product(*(range(n) for n in wshape)):
                full = list(start)
                for k, d in enumerate(wod):
                    full[d] += widx[k]
                t = tuple(full)
                out[t] = z3.If(cond, fn(out[t], win[widx]), out[t])
    return out
