"""Dense constants as numpy arrays and back, bit for bit (bf16 via ml_dtypes, i1 as bool,
i2/i4/ui2/ui4 as ml_dtypes' int2/int4/uint2/uint4, complex as complex64/complex128)."""

from __future__ import annotations

import math
import struct
from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    TensorType,
    i64,
)
from xdsl.ir import Attribute

from hlorules.base.input_limits import max_constant_elements

from .identity import MISS, HashedKey, IdentityCache, attr_hash
from .types import from_dtype, is_bool_type, ml_dtype, shape_of, to_dtype

_SUB_BYTE_STORAGE_OF = {"int2": np.dtype(np.int8), "int4": np.dtype(np.int8),
                        "uint2": np.dtype(np.uint8), "uint4": np.dtype(np.uint8)}


def _sub_byte_storage(dt: np.dtype) -> np.dtype | None:
    """The byte-wide dtype xDSL stores an ml_dtypes sub-byte integer in; None for others
    (ml_dtypes is consulted only for user-defined dtypes, so it is not imported for f32)."""
    if dt.isbuiltin != 2:
        return None
    for name, storage in _SUB_BYTE_STORAGE_OF.items():
        if dt == ml_dtype(name):
            return storage
    return None


_ARRAYS: IdentityCache[np.ndarray] = IdentityCache(4096)
"""The arrays of attributes read lately (attributes are immutable, the arrays read-only)."""


def to_numpy(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    """The attribute's elements as a read-only numpy array of its shape (a view of the
    attribute's bytes when possible; the same array again for the same attribute object)."""
    got = _ARRAYS.get(attr)
    if got is MISS:
        got = _to_numpy(attr)
        got.setflags(write=False)
        _ARRAYS.put(attr, got)
    return got


def _to_numpy(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    t = attr.type
    elem = t.get_element_type()
    shape = shape_of(t)
    raw = attr.data.data
    if is_bool_type(elem):
        arr = np.frombuffer(raw, dtype=np.uint8) != 0
    else:
        dt = to_dtype(elem)
        storage = _sub_byte_storage(dt)
        if storage is not None:
            # xDSL stores i2/i4 sign-extended and ui2/ui4 zero-extended, one byte each.
            arr = np.frombuffer(raw, dtype=storage).astype(dt)
        else:
            arr = np.frombuffer(raw, dtype=dt)
    if arr.size == 1 and math.prod(shape) != 1:
        # a splat stored as its one element: a view of it in every position (no copy)
        return np.broadcast_to(arr.reshape(()), shape)
    return arr.reshape(shape)


def splat_attr(type: TensorType, element: bytes) -> DenseIntOrFPElementsAttr:
    """The splat of ``type`` whose every element is the one element stored in ``element``
    (its bytes as a rank-0 dense attribute of the element type holds them): the elements
    are never materialised, so a splat of any size costs one element. :func:`to_numpy`
    reads it as a read-only broadcast view, :func:`is_splat` answers without reading it,
    the printer prints the one element, and the folder (whose caps count the elements of
    the type) declines it when large."""
    return dense_attr(type, element)


def is_compact_splat(attr: DenseIntOrFPElementsAttr) -> bool:
    """Whether ``attr`` stores one element for a type of several (:func:`splat_attr`)."""
    n = math.prod(shape_of(attr.type))
    if n <= 1:
        return False
    m = len(attr.data.data)  # n elements take n bytes at least; one element 16 at most
    if m < n or n > 16:
        return m < n
    elem = attr.get_element_type()
    size = 1 if is_bool_type(elem) else _storage_itemsize(elem)
    return len(attr.data.data) == size


def _storage_itemsize(elem: Attribute) -> int:
    dt = to_dtype(elem)
    storage = _sub_byte_storage(dt)
    return (storage or dt).itemsize


_DENSE_FIELDS = tuple(f for f, _ in DenseIntOrFPElementsAttr.get_irdl_definition().parameters)


def dense_attr(type: TensorType, data: bytes) -> DenseIntOrFPElementsAttr:
    """``DenseIntOrFPElementsAttr(type, BytesAttr(data))`` without xDSL's parameter checks
    (~7 us): ``type`` is a tensor type of an element type :func:`to_dtype` reads and
    ``data`` its elements' bytes, as :func:`from_numpy` makes them; the same fields as the
    checked constructor sets (xdsl 0.75, pinned), so equal and hashed the same."""
    if _DENSE_FIELDS != ("type", "data"):  # another xDSL: its own constructor
        return DenseIntOrFPElementsAttr(type, BytesAttr(data))  # type: ignore[arg-type]
    attr = DenseIntOrFPElementsAttr.__new__(DenseIntOrFPElementsAttr)
    object.__setattr__(attr, "type", type)
    object.__setattr__(attr, "data", BytesAttr(data))
    return attr


_ARRAY_FIELDS = tuple(f for f, _ in DenseArrayBase.get_irdl_definition().parameters)


def index_array(ints: tuple[int, ...]) -> DenseArrayBase:
    """``DenseArrayBase.from_list(i64, ints)`` (an ``array<i64: ...>``) without xDSL's
    parameter checks and per-element normalisation (~8 us; rewrites build index lists that
    differ from op to op): the same fields as the checked constructor sets (xdsl 0.75,
    pinned), so equal and hashed the same. A value outside i64's signed range goes to
    xDSL's own (which wraps those below 2**64 and refuses the others)."""
    if _ARRAY_FIELDS != ("elt_type", "data"):  # another xDSL: its own constructor
        return DenseArrayBase.from_list(i64, ints)
    try:
        data = struct.pack(f"<{len(ints)}q", *ints)
    except struct.error:
        return DenseArrayBase.from_list(i64, ints)
    attr = DenseArrayBase.__new__(DenseArrayBase)
    object.__setattr__(attr, "elt_type", i64)
    object.__setattr__(attr, "data", BytesAttr(data))
    return attr


_BY_ARRAY: IdentityCache[tuple[Attribute, DenseIntOrFPElementsAttr]] = IdentityCache(16384)
"""``from_numpy`` of an array whose elements cannot change (read-only down to memory it
owns or to bytes), by the array's identity: ``value_of`` gives one such array per value,
shared by the ops of one signature, so folding a batch of identical kernels makes the
attribute of each folded value once."""


def _frozen(arr: np.ndarray) -> bool:
    """Whether ``arr``'s elements can never change: it and every array it views are
    read-only, and the memory at the bottom is the array's own or an immutable ``bytes``."""
    a: Any = arr
    while a.__class__ is np.ndarray:
        if a.flags.writeable:
            return False
        a = a.base
    return a is None or a.__class__ is bytes


def from_numpy(arr: np.ndarray, type: Attribute | None = None) -> DenseIntOrFPElementsAttr:
    """A dense attribute holding ``arr``; ``type`` defaults to the tensor type of its dtype."""
    if type is not None and arr.__class__ is np.ndarray and _frozen(arr):
        hit = _BY_ARRAY.get(arr)
        if hit is not MISS and hit[0] is type:
            return hit[1]
        return _BY_ARRAY.put(arr, (type, _from_numpy(arr, type)))[1]
    return _from_numpy(np.asarray(arr), type)


def _from_numpy(arr: np.ndarray, type: Attribute | None) -> DenseIntOrFPElementsAttr:
    if type is None:
        type = TensorType(from_dtype(arr.dtype), list(arr.shape))
    assert isinstance(type, TensorType)
    if arr.size > 1 and not any(arr.strides) and arr.size > max_constant_elements():
        # a splat (a broadcast view) over the element limit: kept as its one element
        one = _from_numpy(arr.reshape(-1)[:1], TensorType(type.get_element_type(), []))
        return splat_attr(type, one.data.data)
    elem = type.get_element_type()
    if is_bool_type(elem):
        data = np.where(arr.astype(bool), np.uint8(0xFF), np.uint8(0)).tobytes()
    else:
        dt = to_dtype(elem)
        typed = arr.astype(dt, copy=False)
        storage = _sub_byte_storage(dt)
        if storage is not None:
            typed = typed.astype(storage)
        data = np.ascontiguousarray(typed).tobytes()
    def make() -> DenseIntOrFPElementsAttr:
        return dense_attr(type, data)

    if len(data) > _MEMO_BYTES:
        return make()
    return shared(_MADE, HashedKey((type, data), hash((attr_hash(type), data))), make, 16384)


_INT = frozenset({int})


def exact_ints(t: tuple[Any, ...]) -> bool:
    """Every item of the tuple is an ``int`` (exactly: no ``bool``, no numpy integer)."""
    return {*map(type, t)} <= _INT


def shared(table: dict[Any, Any], key: Any, make: Any, cap: int, *args: Any) -> Any:
    """``table[key]``, made by ``make(*args)`` the first time (the table is emptied when it
    holds ``cap`` entries): one object per value for immutable attributes, which verify
    themselves when made, or one answer per key for other memos."""
    got = table.get(key)
    if got is None:
        got = make(*args)
        if len(table) >= cap:
            table.clear()
        table[key] = got
    return got


_MEMO_BYTES = 1024
_MADE: dict[HashedKey, DenseIntOrFPElementsAttr] = {}
"""``(type, bytes) -> attribute`` made by :func:`from_numpy`, for data up to
``_MEMO_BYTES``: folding makes the same small constants again and again, and making an xDSL
attribute verifies it (~40 us); attributes are immutable, so ops share one object."""


def splat_element(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    """The first element of the attribute, as a read-only rank-0 array; for a splat kept as
    one element, read from that element alone (its shape may exceed numpy's index range)."""
    if is_compact_splat(attr):
        one = dense_attr(TensorType(attr.get_element_type(), []), attr.data.data)
        return to_numpy(one)
    return to_numpy(attr).reshape(-1)[:1].reshape(())


def is_splat(attr: DenseIntOrFPElementsAttr) -> bool:
    """True when every element has the same bit pattern."""
    if is_compact_splat(attr):
        return True
    a = to_numpy(attr)
    if a.size <= 1 or not any(a.strides):  # (a splat stored as one element: a view of it)
        return True
    flat = a.reshape(-1)
    if flat.dtype.kind == "b":
        return bool((flat == flat[0]).all())
    bits = np.ascontiguousarray(flat).view(np.uint8).reshape(flat.size, flat.dtype.itemsize)
    return bool((bits == bits[0]).all())
