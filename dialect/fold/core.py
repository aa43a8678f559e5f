"""``evaluate(op, operands)``: an op's results from constant operand arrays, or None."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from hlorules.base.options import current_option
from hlorules.dialect import op_state
from hlorules.dialect.constants import from_numpy, is_compact_splat, to_numpy
from hlorules.dialect.identity import MISS, IdentityCache, SignatureMemo
from hlorules.dialect.infer import int_of, ints
from hlorules.dialect.ops_foreign import TENSOR_CONSTANTS, tensor_constant_value
from hlorules.dialect.types import elem_of, is_static, shape_of, to_dtype

from . import elementwise as ew
from . import floats as fl
from . import shape as sh

Arr = np.ndarray

UNARY = {"abs", "negate", "not", "sign", "popcnt", "count_leading_zeros", "floor", "ceil",
         "round_nearest_afz", "round_nearest_even", "is_finite", "sqrt"}
BINARY = {"add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and",
          "or", "xor", "shift_left", "shift_right_arithmetic", "shift_right_logical", "power"}
# Float results only for these binary ops (the rest are integer/boolean only).
FLOAT_BINARY = {"add", "subtract", "multiply", "divide", "maximum", "minimum"}
OTHER = {"compare", "select", "clamp", "convert", "bitcast_convert", "iota",
         "broadcast_in_dim", "reshape", "transpose", "slice", "pad", "concatenate", "reverse",
         "gather", "scatter", "dynamic_slice", "dynamic_update_slice", "reduce", "constant"}
HANDLED = frozenset(f"stablehlo.{n}" for n in UNARY | BINARY | OTHER)

NOT_FOLDED = {
    "transcendental": "exponential, exponential_minus_one, log, log_plus_one, logistic, "
                      "sine, cosine, tan, tanh, rsqrt, cbrt, atan2, float power: XLA uses "
                      "its own polynomial approximations (not libm, not correctly rounded) "
                      "that differ by backend and version",
    "float remainder": "XLA CPU's frem reads subnormal divisors as zero but keeps subnormal "
                       "dividends; not reproduced here",
    "float reduce": "the reduction order (tree shape, vector width) is unspecified",
}

BACKEND_FOLDED = frozenset(
    [f"stablehlo.{n}" for n in ("exponential", "exponential_minus_one", "log", "log_plus_one",
                                "logistic", "sine", "cosine", "tan", "tanh", "rsqrt", "cbrt",
                                "atan2")]
    + [f"chlo.{n}" for n in ("erf", "erfc", "erf_inv", "lgamma", "digamma", "sinh", "cosh",
                             "asin", "acos", "atan", "asinh", "acosh", "atanh",
                             "bessel_i1e")])
"""Ops folded only through a backend: when the running book sets ``fold_backend`` to a name
an evaluator is registered under (:func:`register_backend`), that evaluator computes them;
otherwise they are not folded (``NOT_FOLDED``)."""

BackendEvaluator = Callable[[Operation, list[Arr]], "list[Arr] | None"]
_BACKENDS: dict[str, BackendEvaluator] = {}


def register_backend(name: str, evaluator: BackendEvaluator) -> None:
    """Make ``evaluator`` compute the ``BACKEND_FOLDED`` ops under ``set fold_backend =
    name``. It returns the op's results from its operand arrays, exactly as that backend
    computes them wherever the op runs, or None."""
    _BACKENDS[name] = evaluator


def _backend_evaluate(op: Operation, args: list[Arr]) -> list[Arr] | None:
    name = current_option("fold_backend", "")
    evaluator = _BACKENDS.get(name) if name else None
    return evaluator(op, args) if evaluator is not None else None


# Body ops of scatter/reduce recognised as combiners; all are associative and commutative
# on integers and booleans.
COMBINERS = {"stablehlo.add": "add", "stablehlo.multiply": "multiply",
             "stablehlo.maximum": "maximum", "stablehlo.minimum": "minimum",
             "stablehlo.and": "and", "stablehlo.or": "or", "stablehlo.xor": "xor"}


# Element types whose XLA CPU behaviour is measured (tests/test_fold_*.py); f8 and complex
# data movement may go through float normalisation too, so they are not folded.
class _DtypeSet:
    """A set of dtypes holding bf16 whose ``in`` does not import ml_dtypes for builtin
    dtypes (iterating it does)."""

    def __init__(self, native: frozenset[np.dtype]) -> None:
        self._native = native

    def __contains__(self, dt: object) -> bool:
        return (isinstance(dt, np.dtype) and dt in self._native) or (
            isinstance(dt, np.dtype) and fl.is_bf16(dt))

    def __iter__(self) -> Iterator[np.dtype]:
        return iter([*self._native, fl.bf16()])

    def __len__(self) -> int:
        return len(self._native) + 1


SUPPORTED_DTYPES = _DtypeSet(frozenset(np.dtype(d) for d in (
    np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
    np.float16, np.float32, np.float64)))


_DTYPE_OF: IdentityCache[np.dtype | None] = IdentityCache()
_DTYPE_TABLE = _DTYPE_OF.table  # read inline: called for every operand and result folded


def _dtype(t: Attribute) -> np.dtype | None:
    """The dtype of a tensor type's elements when the folder computes in it, else None."""
    hit = _DTYPE_TABLE.get(id(t))  # _DTYPE_OF.get(t), inline
    if hit is not None and hit[0] is t:
        return hit[1]  # type: ignore[no-any-return]
    try:
        dt = np.dtype(to_dtype(elem_of(t)))
    except ValueError:
        return _DTYPE_OF.put(t, None)
    return _DTYPE_OF.put(t, dt if dt in SUPPORTED_DTYPES else None)


_STATIC: IdentityCache[tuple[int, ...] | None] = IdentityCache()
_STATIC_TABLE = _STATIC.table


def _shape(t: Attribute) -> tuple[int, ...] | None:
    """A tensor type's static shape, else None."""
    hit = _STATIC_TABLE.get(id(t))  # _STATIC.get(t), inline
    if hit is not None and hit[0] is t:
        return hit[1]  # type: ignore[no-any-return]
    return _STATIC.put(t, shape_of(t) if is_static(t) else None)


def body_kind(op: Operation) -> tuple[str, bool] | None:
    """A single-input scatter/reduce body: ("set"|"keep"|combiner, swapped) or None."""
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks.first
    assert block is not None
    args = list(block.args)
    ops = list(block.ops)
    if len(args) != 2:
        return None
    ret = ops[-1] if ops else None
    if ret is None or ret.name != "stablehlo.return" or len(ret.operands) != 1:
        return None
    if len(ops) == 1:
        v = ret.operands[0]
        if v is args[1]:
            return ("set", False)
        if v is args[0]:
            return ("keep", False)
        return None
    if len(ops) != 2:
        return None
    b = ops[0]
    name = COMBINERS.get(b.name)
    if name is None or ret.operands[0] is not b.results[0] or len(b.operands) != 2:
        return None
    if b.operands[0] is args[0] and b.operands[1] is args[1]:
        return (name, False)
    if b.operands[0] is args[1] and b.operands[1] is args[0]:
        return (name, True)
    return None


def _combiner(name: str, swapped: bool) -> Callable[[Arr, Arr], Arr | None]:
    def combine(cur: Arr, upd: Arr) -> Arr | None:
        # XLA may commute the body's operands, which only shows in which NaN comes out
        if ew.is_float(cur.dtype) and (fl.isnan(cur).any() or fl.isnan(upd).any()):
            return None
        return ew.binary(name, upd, cur) if swapped else ew.binary(name, cur, upd)
    return combine


def identity_of(name: str, dt: np.dtype) -> Any:
    """The identity of a reduction body's op (``add``, ``multiply``, ``maximum``,
    ``minimum``, ``and``, ``or``, ``xor``) over elements of ``dt``: the value e with
    op(e, x) == x for every x, bit for bit. Integers and booleans: 0, 1, the type's lowest
    and highest, all ones; floats: -inf for maximum and +inf for minimum only (no float
    add or multiply identity is claimed). None where there is none."""
    if dt == np.bool_:
        return {"and": True, "or": False, "xor": False, "maximum": False,
                "minimum": True}.get(name)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return {"add": 0, "multiply": 1, "maximum": int(info.min), "minimum": int(info.max),
                "and": -1 if dt.kind == "i" else int(info.max), "or": 0, "xor": 0}.get(name)
    if ew.is_float(dt):
        return {"maximum": -math.inf, "minimum": math.inf}.get(name)
    return None


def is_identity(name: str, init: Arr) -> bool:
    """Whether the one element of ``init`` is the identity of ``name`` (:func:`identity_of`)
    over its dtype, bit for bit."""
    ident = identity_of(name, init.dtype)
    return ident is not None and bool(init.reshape(()) == np.array(ident).astype(init.dtype))


def _order_free(dt: np.dtype) -> bool:
    return dt.kind in "iub"


# Ops that XLA CPU computes in f32 for bf16 (its float normalisation): NaNs come back as
# the canonical sign|0x7fc0; the others move bf16 bits unchanged.
# Ops that only move (or select) elements: XLA CPU may or may not route their bf16 data
# through f32 depending on the shape, so a non-canonical bf16 NaN payload is not folded.
DATA_MOVEMENT = {"broadcast_in_dim", "reshape", "transpose", "slice", "pad", "concatenate",
                 "reverse", "gather", "scatter", "dynamic_slice", "dynamic_update_slice",
                 "select"}
# bf16 arithmetic on a NaN: jaxlib 0.10.2's XLA CPU widens to f32 (negate quiets 0x7fbf to
# 0xffc0, maximum keeps the NaN's sign) while 0.11.2's negates the bits (0xffbf) and gives
# 0x7fc0 / 0x7fff for maximum / clamp: the bits depend on the XLA version, so not folded.
BF16_NAN_VERSIONED = UNARY | BINARY | {"clamp"}
BF16_VIA_F32 = {"pad", "concatenate", "dynamic_update_slice", "select", "scatter"}


def _float_splat_divisor(operands: list[Arr]) -> bool:
    """A float divisor whose elements are all one value: XLA's algebraic simplifier turns
    ``x / broadcast(y)`` into ``x * (1 / y)`` (1 ULP from the quotient), and a splat constant
    divisor reaches XLA as such a broadcast."""
    if len(operands) != 2:
        return False
    d = np.asarray(operands[1])
    if not fl.is_float(d.dtype) or d.ndim == 0 or d.size == 0:
        return False
    u = fl.ubits(d).reshape(-1)
    return bool((u == u[0]).all())


def evaluate(op: Operation, operands: list[Arr]) -> list[Arr] | None:
    """The op's results, computed from constant operand arrays as XLA CPU computes them.

    Returns None for ops, element types or inputs it does not handle; never a wrong answer.
    Declines (None) when bf16 arithmetic meets a NaN (its bits differ between XLA versions,
    ``BF16_NAN_VERSIONED``), when a data-movement op moves a bf16 NaN with a non-canonical payload,
    whose bits XLA CPU keeps or canonicalises depending on the shape
    (``floats.has_bf16_nan``; arithmetic and convert narrow through f32 and are
    measured consistent),
    and a float division by a splat divisor, which XLA computes as ``x * (1 / y)``.
    """
    short = op.name[len("stablehlo."):]
    if short in DATA_MOVEMENT and any(
            fl.has_bf16_nan(np.asarray(a), noncanonical=True) for a in operands):
        return None
    if short in BF16_NAN_VERSIONED and any(fl.has_bf16_nan(np.asarray(a)) for a in operands):
        return None
    if op.name == "stablehlo.divide" and _float_splat_divisor(operands):
        return None
    try:
        res = _evaluate(op, operands)
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):  # fl.Ambiguous too
        return None
    if res is None:
        return None
    if op.name[len("stablehlo."):] in BF16_VIA_F32:
        res = [fl.f32_to_bf16(fl.widen(r)) if r is not None and fl.is_bf16(r.dtype) else r
               for r in res]
    out = []
    for r, v in zip(op.results, res):
        if v is None:
            return None
        dt, shp = _dtype(r.type), _shape(r.type)
        v = np.asarray(v)
        if dt is None or shp is None or v.dtype != dt or v.shape != shp:
            return None
        out.append(np.ascontiguousarray(v).reshape(v.shape))
    return out if len(out) == len(op.results) else None


def is_ambiguous(op: Operation, operands: list[Arr]) -> bool:
    """Whether ``evaluate`` declines ``op`` on these operands because a subnormal meets float
    arithmetic (:class:`floats.Ambiguous`: XLA's compile-time folder keeps it, its compiled
    code flushes it, so the bits of the original depend on whether XLA folds it)."""
    try:
        _evaluate(op, operands)
    except fl.Ambiguous:
        return True
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):
        return False
    return False


def _evaluate(op: Operation, operands: list[Arr]) -> list[Arr | None] | None:
    name = op.name
    if not name.startswith("stablehlo.") or name not in HANDLED:
        return None
    short = name[len("stablehlo."):]
    op_operands = op._operands  # xDSL's operand tuple
    if len(operands) != len(op_operands):
        return None
    xs: list[Arr] = []
    for v, a in zip(op_operands, operands):
        dt, shp = _dtype(v.type), _shape(v.type)
        a = np.asarray(a)
        if dt is None or shp is None or a.dtype != dt or a.shape != shp:
            return None
        xs.append(a)
    if any(_shape(r.type) is None or _dtype(r.type) is None for r in op.results):
        return None
    rt = tuple.__getitem__(op.results, 0).type if op.results else None
    # checked above: every result has a static shape and a known element type
    rdt: Any = _dtype(rt) if rt is not None else None
    rshape: Any = _shape(rt) if rt is not None else None
    p: Any = dict(op.properties)  # name -> attribute; .get gives None for a missing one

    if short == "constant":
        value = p.get("value")
        if not isinstance(value, DenseIntOrFPElementsAttr) or is_compact_splat(value):
            return None  # (a splat kept as one element is too large to expand)
        return [to_numpy(value).copy()]
    if short in UNARY:
        return [ew.unary(short, xs[0], rdt)]
    if short in BINARY:
        if ew.is_float(xs[0].dtype) and short not in FLOAT_BINARY:
            return None
        return [ew.binary(short, xs[0], xs[1])]
    if short == "compare":
        d = p.get("comparison_direction")
        ct = p.get("compare_type")
        return [ew.compare(str(d.data), None if ct is None else str(ct.data), xs[0], xs[1])]
    if short == "select":
        return [ew.select(*xs)]
    if short == "clamp":
        return [ew.clamp(*xs)]
    if short == "convert":
        return [ew.convert(xs[0], rdt)]
    if short == "bitcast_convert":
        return [ew.bitcast_convert(xs[0], rdt)]
    if short == "iota":
        return [sh.iota(rshape, int_of(p.get("iota_dimension")), rdt, ew.convert)]
    if short == "broadcast_in_dim":
        return [sh.broadcast_in_dim(xs[0], ints(p.get("broadcast_dimensions")), rshape)]
    if short == "reshape":
        return [xs[0].reshape(rshape).copy()]
    if short == "transpose":
        return [np.transpose(xs[0], ints(p.get("permutation"))).copy()]
    if short == "slice":
        return [sh.slice_(xs[0], ints(p.get("start_indices")), ints(p.get("limit_indices")),
                          ints(p.get("strides")))]
    if short == "pad":
        return [sh.pad(xs[0], xs[1], ints(p.get("edge_padding_low")),
                       ints(p.get("edge_padding_high")), ints(p.get("interior_padding")))]
    if short == "concatenate":
        return [np.concatenate(xs, axis=int_of(p.get("dimension")))]
    if short == "reverse":
        dims = ints(p.get("dimensions"))
        return [np.flip(xs[0], axis=dims).copy() if dims else xs[0].copy()]
    if short == "dynamic_slice":
        return [sh.dynamic_slice(xs[0], [int(s) for s in xs[1:]], ints(p.get("slice_sizes")))]
    if short == "dynamic_update_slice":
        return [sh.dynamic_update_slice(xs[0], xs[1], [int(s) for s in xs[2:]])]
    if short == "gather":
        return [sh.gather(xs[0], xs[1], p.get("dimension_numbers"), ints(p.get("slice_sizes")),
                          rshape)]
    if short == "scatter":
        if len(xs) != 3:
            return None  # variadic scatter: not handled
        kind = body_kind(op)
        if kind is None:
            return None
        k, swapped = kind
        a, idx, u = xs
        if k == "keep":
            combine, free = (lambda cur, upd: cur), True
            return [sh.scatter(a, idx, u, p.get("scatter_dimension_numbers"), combine, free)]
        if k == "set":
            return [sh.scatter(a, idx, u, p.get("scatter_dimension_numbers"), None, False)]
        return [sh.scatter(a, idx, u, p.get("scatter_dimension_numbers"),
                           _combiner(k, swapped), _order_free(a.dtype))]
    if short == "reduce":
        if len(xs) != 2:
            return None  # variadic reduce: not handled
        kind = body_kind(op)
        if kind is None or kind[0] in ("set", "keep"):
            return None
        a, init = xs
        dims = ints(p.get("dimensions"))
        n = math.prod(a.shape[d] for d in dims)
        if n == 0:  # nothing reduced: the init value (as XLA returns it, bits unchanged)
            return [np.broadcast_to(init, [a.shape[d] for d in range(a.ndim) if d not in dims]).copy()]
        if not _order_free(a.dtype) or not is_identity(kind[0], init):
            # floats: the reduction order is unspecified; a non-identity init may be
            # applied once per partial accumulator (implementation-defined in the spec)
            return None
        return [sh.reduce(a, init, dims, _combiner(*kind))]
    return None


# ---------------------------------------------------------------------------- folding

def constant_of(v: SSAValue) -> Arr | None:
    """The value of ``v`` when a tensor constant (``stablehlo.constant``, ``arith.constant``)
    with a dense attribute defines it (no folding: :func:`value_of` folds subtrees), else
    None."""
    owner = v.op if v.__class__ is OpResult else v.owner  # type: ignore[attr-defined]
    if getattr(owner, "name", None) in TENSOR_CONSTANTS:  # (a block has none; no ABC check)
        attr = tensor_constant_value(owner)  # type: ignore[arg-type]
        if attr is not None and not is_compact_splat(attr):  # (a large splat: declined)
            return to_numpy(attr)
    return None


OPERAND_FACTOR = 4
"""Operands may hold up to ``OPERAND_FACTOR * cap`` elements in all."""


def can_fold(op: Operation, cap: int = 1024) -> bool:
    """Every operand is a ``stablehlo.constant``, the op is handled, every result has at
    most ``cap`` elements and the operands at most ``OPERAND_FACTOR * cap`` in all.

    ``fold`` may still decline (returns None) for input-dependent reasons, e.g. a scatter
    whose duplicate writes disagree.
    """
    if ((op.name not in HANDLED and op.name not in BACKEND_FOLDED)
            or op.name == "stablehlo.constant" or not op.results):
        return False
    total = 0
    for v in op._operands:  # xDSL's operand tuple
        if v.__class__ is not OpResult:
            return False
        name = v.op.name  # type: ignore[attr-defined]
        if name != "stablehlo.constant" and (name not in TENSOR_CONSTANTS
                                             or constant_of(v) is None):
            return False
        shp = _shape(v.type)
        if shp is None:
            return False
        total += math.prod(shp)
    if total > OPERAND_FACTOR * cap:
        return False
    for r in op.results:
        shp = _shape(r.type)
        if shp is None or math.prod(shp) > cap or _dtype(r.type) is None:
            return False
    if op.name in ("stablehlo.scatter", "stablehlo.reduce"):
        k = body_kind(op)
        if k is None or (op.name == "stablehlo.reduce" and k[0] in ("set", "keep")):
            return False
    return True


def fold(op: Operation, cap: int = 1024) -> list[DenseIntOrFPElementsAttr] | None:
    """The op's results as dense constants, if it can be folded exactly; else None."""
    if not can_fold(op, cap):
        return None
    arrays = [constant_of(v) for v in op.operands]
    if any(a is None for a in arrays):
        return None
    res = evaluate(op, arrays)  # type: ignore[arg-type]
    if res is None:
        return None
    return [from_numpy(a, r.type) for a, r in zip(res, op.results)]


# ---------------------------------------------------------------------------- values

VALUE_CAP = 1 << 16
"""Largest value (in elements) ``value_of`` computes, intermediates included."""

MAX_DEPTH = 64
"""Deepest op tree ``value_of`` walks."""

_VALUE = op_state.VALUE
"""The attribute of a value holding its elements as :func:`value_of` computed them (under
the default cap; ``_hlorules_value_<cap>`` under another). It lives and dies with the
value (a weak dictionary keyed by the value would make a weak reference, and keep three
more objects for the collector, per entry)."""


VALUE_MISSES = [0]
"""How many times :func:`value_of` has returned None (a one-element list, read by the
driver). A value's elements never change while it is in the IR, but a value not (yet)
computed from constants may become so when a rewrite deeper in its tree folds: a rule that
asked for such a value and failed may match later with nothing near its root changing, so
the driver records no failure where this count moved during the tries
(``rules.builtins.READS``: ``values``)."""


_EVALUATED: SignatureMemo[list[Arr] | None] = SignatureMemo(1 << 26)
"""What :func:`_evaluated` computed, by op signature and operand arrays (64 MiB of operand
and result arrays at most)."""


def _evaluated(op: Operation, args: list[Arr]) -> list[Arr] | None:
    """:func:`evaluate` of ``op`` over ``args``, each result a read-only copy (evaluate may
    give a view of an operand); ops of one signature (name, operand and result types,
    properties, no regions) over the same arrays share one result: the same kernel,
    batched, folds once, and its results, shared, are the same arrays to the ops above."""
    if op.name in BACKEND_FOLDED:  # not memoised: the running book's backend decides
        return _owned(_backend_evaluate(op, args))
    if op.regions:
        return _owned(evaluate(op, args))
    key, kept = SignatureMemo.key(op, args)
    hit = _EVALUATED.get(key)
    if hit is not MISS:
        return hit
    got = _owned(evaluate(op, args))
    size = sum(a.nbytes for a in args) + (sum(r.nbytes for r in got) if got else 0)
    return _EVALUATED.put(key, kept, got, size)


def _owned(res: list[Arr] | None) -> list[Arr] | None:
    if res is None:
        return None
    out = []
    for r in res:
        r = r.copy()
        r.setflags(write=False)
        out.append(r)
    return out


def _value_in(x: SSAValue, depth: int, cap: int, memo: dict[int, Arr | None],
              bound: dict[int, Arr] | None = None, tainted: set[int] | None = None
              ) -> Arr | None:
    """:func:`value_of` of ``x`` at ``depth`` in the tree; ``memo``: this call's results by
    id(value) (the values are alive during the call). ``bound``: values given for some
    values by id (block arguments included); ``tainted`` collects the ids of those computed
    from them, which are not cached. A function of the module level, not a closure: a
    recursive closure is a reference cycle left to the garbage collector."""
    key = id(x)
    if key in memo:
        return memo[key]
    if bound is not None and key in bound:
        tainted.add(key)  # type: ignore[union-attr]
        memo[key] = bound[key]
        return bound[key]
    attr = _VALUE if cap == VALUE_CAP else f"{_VALUE}_{cap}"
    hit = getattr(x, attr, None)  # (not x.__dict__: reading it makes the value a dict)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    out: Arr | None = None
    if x.__class__ is OpResult and depth <= MAX_DEPTH:  # not a block argument
        owner = x.op  # type: ignore[attr-defined]
        name = owner.name
        shp = (_shape(x.type) if name in HANDLED or name in TENSOR_CONSTANTS
               or name in BACKEND_FOLDED else None)
        if shp is not None and math.prod(shp) <= cap:
            if name in TENSOR_CONSTANTS:
                return constant_of(x)  # not cached: the attribute holds it
            args = [_value_in(o, depth + 1, cap, memo, bound, tainted)  # xDSL's operand tuple
                    for o in owner._operands]
            if all(a is not None for a in args):
                res = _evaluated(owner, args)  # type: ignore[arg-type]
                if res is not None:
                    out = res[x.index]  # type: ignore[attr-defined]
            if bound is not None and any(id(o) in tainted for o in owner._operands):  # type: ignore[operator]
                tainted.add(key)  # type: ignore[union-attr]
    memo[key] = out
    if out is not None and (tainted is None or key not in tainted):
        setattr(x, attr, out)
    return out


def value_of(v: SSAValue, cap: int = VALUE_CAP) -> Arr | None:
    """The elements of ``v`` when it is computed from constants only: its op tree evaluated
    by ``evaluate`` (exactly as XLA CPU computes it), every value in the tree at most ``cap``
    elements and at most ``MAX_DEPTH`` ops deep. None for a block argument, an op or input
    ``evaluate`` declines, or a tree over the caps.

    Results are cached per value: a rewrite keeps the meaning of every value it leaves in
    the IR, so a value's elements never change (only successes are cached)."""
    memo: dict[int, Arr | None] = {}  # id(value): the values are alive during the call
    got = _value_in(v, 0, cap, memo)
    if got is None:
        VALUE_MISSES[0] += 1
    return got


def value_with(v: SSAValue, bound: dict[SSAValue, Arr], cap: int = VALUE_CAP) -> Arr | None:
    """:func:`value_of` of ``v`` with the values of ``bound`` given (a loop's counter bound
    to its value in one iteration, say): ``v``'s op tree evaluated from constants and the
    bound values. What depends on a bound value is not cached; the rest is, as by
    ``value_of``."""
    memo: dict[int, Arr | None] = {}
    return _value_in(v, 0, cap, memo, {id(k): a for k, a in bound.items()}, set())
