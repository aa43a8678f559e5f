"""Tensor types as (shape, element type), and the numpy dtypes they hold."""

from __future__ import annotations

import sys
from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    NoneAttr,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition

from .identity import MISS, HashedKey, IdentityCache, attr_hash

_FLOATS: dict[type[Attribute], Any] = {Float16Type: np.float16, Float32Type: np.float32,
                                       Float64Type: np.float64}

# Element types whose numpy dtype comes from ml_dtypes, by ml_dtypes' name. ml_dtypes is
# imported only when one of them is met (its extension costs ~0.7 s of start-up).
_ML_FLOATS: dict[type[Attribute], str] = {BFloat16Type: "bfloat16"}
_F8 = {"f8E4M3FN": "float8_e4m3fn", "f8E5M2": "float8_e5m2"}
# Sub-byte integers: ml_dtypes stores one element per byte (the low bits), as MLIR does.
_SUB_BYTE = {(2, "i"): "int2", (4, "i"): "int4", (2, "u"): "uint2", (4, "u"): "uint4"}


def ml_dtypes_module() -> Any:
    """The ``ml_dtypes`` module, imported on first use."""
    mod = sys.modules.get("ml_dtypes")
    if mod is None:
        import ml_dtypes as mod
    return mod


def ml_dtype(name: str) -> np.dtype:
    """The numpy dtype ``ml_dtypes.<name>`` (``bfloat16``, ``int4``, ...)."""
    return np.dtype(getattr(ml_dtypes_module(), name))


@irdl_attr_definition
class TokenType(ParametrizedAttribute, TypeAttribute):
    """``!stablehlo.token``: orders side effects (infeed, outfeed, send, recv, callbacks)."""

    name = "stablehlo.token"


_TENSORS: dict[HashedKey, TensorType] = {}


def tensor(shape: tuple[int, ...] | list[int], elem: Attribute) -> TensorType:
    """``tensor<shape x elem>`` (memoised: building an xDSL type verifies it, ~80 us)."""
    dims = tuple([int(d) for d in shape])
    key = HashedKey((dims, elem), hash((dims, attr_hash(elem))))
    t = _TENSORS.get(key)
    if t is None:
        t = TensorType(elem, list(dims))
        if len(_TENSORS) < 65536:
            _TENSORS[key] = t
    return t


_SHAPES: IdentityCache[tuple[int, ...]] = IdentityCache()
"""A tensor type's shape (xDSL builds the tuple again on every ``get_shape()``)."""
_SHAPES_TABLE = _SHAPES.table  # read inline below: the two hottest lookups of the engine


def shape_of(t: Attribute) -> tuple[int, ...]:
    """The static shape of a tensor type; raises ``ValueError`` if not a tensor."""
    hit = _SHAPES_TABLE.get(id(t))  # _SHAPES.get(t), inline
    if hit is not None and hit[0] is t:
        return hit[1]  # type: ignore[no-any-return]
    if not isinstance(t, TensorType):
        raise ValueError(f"expected a tensor type, got {t}")  # noqa: TRY004 -- callers read ValueError as "does not apply"
    return _SHAPES.put(t, tuple(t.get_shape()))


def elem_of(t: Attribute) -> Attribute:
    if not isinstance(t, TensorType):
        raise ValueError(f"expected a tensor type, got {t}")  # noqa: TRY004 -- callers read ValueError as "does not apply"
    return t.get_element_type()


def is_static(t: Attribute) -> bool:
    """A tensor type without dynamic dims."""
    hit = _SHAPES_TABLE.get(id(t))  # _SHAPES.get(t), inline
    if hit is not None and hit[0] is t:
        return DYNAMIC_INDEX not in hit[1]
    if not isinstance(t, TensorType):
        return False
    return DYNAMIC_INDEX not in shape_of(t)


def compatible(t: Attribute, u: Attribute) -> bool:
    """Whether ranked tensor types ``t`` and ``u`` may describe the same value: one element
    type and rank, each dim equal or dynamic in one of them (bounds aside)."""
    if not (isinstance(t, TensorType) and isinstance(u, TensorType)):
        return False
    if t.get_element_type() != u.get_element_type() or len(t.get_shape()) != len(u.get_shape()):
        return False
    return all(a < 0 or b < 0 or a == b for a, b in zip(t.get_shape(), u.get_shape()))


def refines(t: Attribute, u: Attribute) -> bool:
    """Whether ranked tensor type ``t`` is ``u`` with some of ``u``'s dynamic dims made
    static or bounded (:func:`compatible`, ``u`` without bounds of its own and every static
    dim of ``u`` kept): a value of type ``u`` computing what a value of type ``t`` holds may
    be given type ``t``."""
    if t == u or not compatible(t, u):
        return False
    assert isinstance(t, TensorType) and isinstance(u, TensorType)
    if not isinstance(u.encoding, NoneAttr) and u.encoding != t.encoding:
        return False
    return all(b < 0 or a == b for a, b in zip(t.get_shape(), u.get_shape()))


def is_integer_type(e: Attribute) -> bool:
    """Integer element types other than i1 (booleans)."""
    return isinstance(e, IntegerType) and e.width.data != 1 or isinstance(e, IndexType)


def is_bool_type(e: Attribute) -> bool:
    return isinstance(e, IntegerType) and e.width.data == 1


def is_float_type(e: Attribute) -> bool:
    return isinstance(e, AnyFloat)


def is_unsigned(e: Attribute) -> bool:
    return isinstance(e, IntegerType) and e.signedness.data == Signedness.UNSIGNED


_DTYPES: IdentityCache[np.dtype] = IdentityCache()


def to_dtype(e: Attribute) -> np.dtype:
    """The numpy dtype holding elements of type ``e`` (i1 as bool; bf16, i2/i4/ui2/ui4 and
    f8 via ml_dtypes; complex<f32>/complex<f64> as complex64/complex128)."""
    got = _DTYPES.get(e)
    if got is not MISS:
        return got
    return _DTYPES.put(e, _to_dtype(e))


def _to_dtype(e: Attribute) -> np.dtype:
    if isinstance(e, IntegerType):
        w = e.width.data
        if w == 1:
            return np.dtype(np.bool_)
        kind = "u" if e.signedness.data == Signedness.UNSIGNED else "i"
        if (w, kind) in _SUB_BYTE:
            return ml_dtype(_SUB_BYTE[w, kind])
        if w not in (8, 16, 32, 64):
            raise ValueError(f"unsupported integer width {w}")
        return np.dtype(f"{kind}{w // 8}")
    if isinstance(e, IndexType):
        return np.dtype(np.int64)
    if type(e) in _FLOATS:
        return np.dtype(_FLOATS[type(e)])
    if type(e) in _ML_FLOATS:
        return ml_dtype(_ML_FLOATS[type(e)])
    if isinstance(e, ComplexType):
        inner = _to_dtype(e.element_type)
        if inner == np.float32:
            return np.dtype(np.complex64)
        if inner == np.float64:
            return np.dtype(np.complex128)
        raise ValueError(f"no numpy dtype for element type {e}")
    name = getattr(e, "name", str(e))
    try:
        return ml_dtype(_F8[name])
    except (KeyError, AttributeError):
        raise ValueError(f"no numpy dtype for element type {e}") from None


def from_dtype(dt: np.dtype) -> Attribute:
    """The element type for a numpy dtype."""
    from xdsl.dialects.builtin import bf16, f16, f32, f64, i1

    dt = np.dtype(dt)
    if dt == np.bool_:
        return i1
    if dt.isbuiltin == 2:  # a user-defined dtype: only ml_dtypes' can be one of ours
        if dt == ml_dtype("bfloat16"):
            return bf16
        for (width, kind), sub in _SUB_BYTE.items():
            if dt == ml_dtype(sub):
                return IntegerType(width, Signedness.UNSIGNED if kind == "u" else Signedness.SIGNLESS)
    if dt.kind == "f":
        return {2: f16, 4: f32, 8: f64}[dt.itemsize]
    if dt.kind in "iu":
        return IntegerType(dt.itemsize * 8, Signedness.UNSIGNED if dt.kind == "u" else Signedness.SIGNLESS)
    if dt.kind == "c":
        return ComplexType(f32) if dt.itemsize == 8 else ComplexType(f64)
    raise ValueError(f"no element type for dtype {dt}")
