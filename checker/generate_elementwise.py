"""Generators of elementwise ops (unary, binary, ``chlo.*``), complex/real/imag,
convert, compare, select, clamp, constant and iota."""

from __future__ import annotations

from hlorules.rules import model as m

from .generate_base import _BINARY, _FLOAT_ONLY, _INT_BOOL, _UNARY, _full
from .generate_core import GENERATORS, PREFIX_GENERATORS, TT, Builder, Reject, Val, generator


def _chlo_float_only(short: str) -> bool:
    """Whether a chlo op (``short``: its name without the dialect) takes floats only: all
    but the broadcasting twins of stablehlo's integer-capable elementwise ops. XLA crashes
    (SIGSEGV) compiling some of them on integers (``chlo.broadcast_polygamma`` on ui32)."""
    base = short.removeprefix("broadcast_")
    return base not in (_UNARY | _BINARY) or base in _FLOAT_ONLY


def _ew_type(b: Builder, short: str, want: TT | None, known: TT | None,
             chlo: bool = False) -> TT:
    t = want or known or b.rand_type("any")
    if chlo and _chlo_float_only(short) and not t.is_float:
        t = t.with_elem(b.elem("float"))
    short = short.removeprefix("broadcast_") if chlo else short
    if short in _FLOAT_ONLY and not t.is_float:
        t = t.with_elem(b.elem("float"))
    if short in _INT_BOOL and t.is_float:
        t = t.with_elem(b.elem("intbool"))
    if short in ("abs", "negate", "sign", "divide", "remainder", "power", "subtract", "popcnt",
                 "math.relu",
                 "count_leading_zeros", "shift_left", "shift_right_arithmetic",
                 "shift_right_logical") and t.elem == "i1":  # integers, not booleans
        t = t.with_elem("i32")
    return t


# elementwise ops that StableHLO (and CHLO's square) take on complex elements, abs giving
# the parts' float type: drawn over complex operands at times where every operand is a
# leaf (an argument: the generator writes no complex literals)
_COMPLEX_OK = {"add", "subtract", "multiply", "negate", "sign", "sqrt", "exponential", "log",
               "square"}
COMPLEX_SHARE = 0.1


def _complex_leaves(b: Builder, ops: list[m.Pattern], known: TT | None) -> bool:
    return not b.domain_first and known is None and all(
        isinstance(o, m.WildPat) or isinstance(o, m.ValuePat) and o.name not in b.values
        for o in ops) and b.rng.random() < COMPLEX_SHARE


def _elementwise(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    short = _full(pat.op).split(".", 1)[1]
    ops = b.operands(pat)
    known = next((k for k in (b.known_type(o) for o in ops) if k is not None), None)
    if short == "is_finite":
        t = _ew_type(b, short, want.with_elem("f32") if want else None, known)
        v = b.gen(ops[0], t, role, bound)
        return b.emit(_full(pat.op), [v], t.with_elem("i1"))
    if short == "abs" and (want is None or want.elem in ("f32", "f64")) \
            and _complex_leaves(b, ops, known):  # |z|: a complex operand, a float result
        t = want or TT(b.shape(), "f32")
        v = b.gen(ops[0], t.with_elem(f"complex<{t.elem}>"), role, bound)
        return b.emit(_full(pat.op), [v], t)
    if short in _COMPLEX_OK and want is None and _complex_leaves(b, ops, known):
        t = TT(b.shape(), b.rng.choice(["complex<f32>", "complex<f32>", "complex<f64>"]))
        return b.emit(_full(pat.op), [b.gen(o, t, role, bound) for o in ops], t)
    t = _ew_type(b, short, want, known, _full(pat.op).startswith("chlo."))
    vals = [b.gen(o, t, "divisor" if i == 1 and short in ("divide", "remainder") and t.is_int
                  else "exponent" if i == 1 and short == "power" and t.is_int
                  else role, bound) for i, o in enumerate(ops)]
    return b.emit(_full(pat.op), vals, t)


for _n in _UNARY | _BINARY:
    GENERATORS[_full(_n)] = _elementwise
# run on XLA through its StableHLO definition (hlorules.lowering.xla.defined)
GENERATORS["enzymexla.math.relu"] = _elementwise


PREFIX_GENERATORS["chlo."] = _elementwise


def _float_part(t: TT | None) -> TT | None:
    """The float type of a complex type's parts (``complex<f32>`` -> ``f32``)."""
    if t is None or not t.elem.startswith("complex<"):
        return None
    return t.with_elem(t.elem[len("complex<"):-1])


@generator("complex")
def _complex(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """``complex(re, im)`` of two f32 (or f64) tensors of one shape."""
    rp, ip = b.operands(pat)
    if want is not None and not want.elem.startswith("complex<"):
        raise Reject("a complex value needed as a non-complex type")
    part = _float_part(want) or b.known_type(rp) or b.known_type(ip) or b.rand_type("float")
    if part.elem not in ("f32", "f64"):  # StableHLO has complex<f32> and complex<f64>
        part = part.with_elem("f32")
    vr, vi = b.gen(rp, part, role, bound), b.gen(ip, part, role, bound)
    if vr.type != vi.type:
        raise Reject("complex of parts of two types")
    return b.emit("stablehlo.complex", [vr, vi], part.with_elem(f"complex<{part.elem}>"))


@generator("real", "imag")
def _real_imag(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """``real(z)`` / ``imag(z)`` of a complex tensor (complex arguments are never
    constants: the generator writes no complex literals); of a float tensor (the result
    its own type) where the operand is known to be one, and one time in four otherwise."""
    (zp,) = b.operands(pat)
    known = b.known_type(zp)
    real_known = known is not None and not known.elem.startswith("complex<")
    if real_known or known is None and b.rng.random() < 0.25:
        t = known or want or b.rand_type("float")
        if want is not None and want != t:
            raise Reject("real/imag of a float value has the operand's own type")
        v = b.gen(zp, t, role, bound)
        return b.emit(_full(pat.op), [v], v.type)
    part = want or _float_part(known) or b.rand_type("float")
    if part.elem not in ("f32", "f64"):
        if want is not None:
            raise Reject("the part of a complex value needed as a type other than f32/f64")
        part = part.with_elem("f32")
    vz = b.gen(zp, part.with_elem(f"complex<{part.elem}>"), role, bound)
    return b.emit(_full(pat.op), [vz], part)


# the narrow integer types, each with how many counting numbers (0, 1, ...) it holds
_NARROW_INTS = {"i8": 128, "ui8": 256, "i4": 8, "ui4": 16}


def _exact_count(elem: str) -> int:
    """How many counting numbers (0, 1, ...) the element type holds exactly: an iota of
    this type along a longer dim wraps (integers) or rounds (floats)."""
    return _NARROW_INTS.get(elem) or {"bf16": 257, "f16": 2049, "i16": 1 << 15,
                                      "ui16": 1 << 16}.get(elem, 1 << 24)


@generator("convert")
def _convert(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A convert between drawn element types; one time in three from a narrow integer
    type (i8 most often, ui8; i4, ui4 when an op builds the operand: no argument is
    sub-byte), the result (when not asked for) of rank 1 or more with a dim of exactly as
    many elements as the type counts up to, or one more (where an iota of it wraps)."""
    (o,) = b.operands(pat)
    known = b.known_type(o)
    out = want or (known.with_elem(b.elem()) if known else b.rand_type())
    src = known or out.with_elem(b.elem())
    if known is None and b.rng.random() < 1 / 3:
        e = b.rng.choice(["i8", "i8", "i8", "ui8"] + (["i4", "ui4"] if isinstance(o, m.OpPat) else []))
        src = out.with_elem(e)
        if want is None:
            shape = list(out.shape or [1])
            shape[b.rng.randrange(len(shape))] = _NARROW_INTS[e] + (b.rng.random() < 0.6)
            out, src = out.with_shape(shape), src.with_shape(shape)
    if src.shape != out.shape:
        raise Reject("convert between different shapes")
    v = b.gen(o, src, role, bound)
    if v.type.shape != out.shape:  # an op may not reach the type asked for
        raise Reject("convert of an operand of another shape")
    return b.emit("stablehlo.convert", [v], out)


@generator("compare")
def _compare(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    x, y = b.operands(pat)
    known = b.known_type(x) or b.known_type(y)
    shape = want.shape if want else (known.shape if known else b.shape())
    t = known or TT(shape, b.elem())
    vx, vy = b.gen(x, t), b.gen(y, t)
    d = b.pick(pat, "comparison_direction",
               lambda: b.rng.choice(["EQ", "NE", "LT", "LE", "GT", "GE"]))
    ct = "FLOAT" if t.is_float else ("UNSIGNED" if t.elem.startswith("ui") or t.elem == "i1"
                                      else "SIGNED")
    r = b.rng.random()
    if t.is_float and r < 0.2:
        ct = "TOTALORDER"  # orders -0.0 < 0.0 and NaNs by their bits
    ct = b.pick(pat, "compare_type", lambda: ct if r < 0.9 else None)  # None: the default
    props = (f"compare_type = #stablehlo<comparison_type {ct}>, " if ct else "") + \
        f"comparison_direction = #stablehlo<comparison_direction {d}>"
    return b.emit("stablehlo.compare", [vx, vy], t.with_elem("i1"), props)


@generator("select")
def _select(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    p, x, y = b.operands(pat)
    known = b.known_type(x) or b.known_type(y)
    t = want or known or b.rand_type()
    if want is None and known is None and b.zero_dims and t.shape and 0 not in t.shape \
            and b.rng.random() < 0.25:
        # where element counts decide: at times a select of no elements (its predicate an
        # empty constant, which a splat test takes as a splat with no value to read)
        d = b.rng.randrange(len(t.shape))
        t = t.with_shape([0 if i == d else n for i, n in enumerate(t.shape)])
    kp = b.known_type(p)
    pt = kp if kp is not None else (TT((), "i1") if b.rng.random() < 0.2 else t.with_elem("i1"))
    vp = b.gen(p, pt, "mask")
    return b.emit("stablehlo.select", [vp, b.gen(x, t, role, bound), b.gen(y, t, role, bound)], t)


@generator("clamp")
def _clamp(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    lo, x, hi = b.operands(pat)
    t = want or b.known_type(x) or b.rand_type()
    st = t if b.rng.random() < 0.6 else t.with_shape(())
    return b.emit("stablehlo.clamp", [b.gen(lo, st), b.gen(x, t, role, bound), b.gen(hi, st)], t)


@generator("constant")
def _constant_gen(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    return b.constant(want or b.rand_type(), role, bound)


@generator("iota")
def _iota(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    t = want or b.rand_type(rank=b.rng.choice([1, 1, 2, 3]))
    if not t.shape:
        raise Reject("iota of rank 0")
    if t.elem == "i1":
        t = t.with_elem("i32")
    # a dim at or past the last counting number the type holds (bf16: 256, i8: 127)
    big = [i for i, n in enumerate(t.shape) if n >= _exact_count(t.elem)]
    d = b.pick(pat, "iota_dimension", lambda: b.rng.choice(big) if big and b.rng.random() < 0.8
               else b.rng.randrange(len(t.shape)))
    return b.emit("stablehlo.iota", [], t, f"iota_dimension = {int(d)} : i64")
