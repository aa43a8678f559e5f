"""Dense constants as numpy arrays and back, bit for bit (bf16 via ml_dtypes, i1 as bool)."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Attribute

from .types import from_dtype, is_bool_type, to_dtype


def to_numpy(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    """The attribute's elements as a numpy array of its shape (read-only view when possible)."""
    t = attr.type
    elem = t.get_element_type()
    shape = tuple(t.get_shape())
    raw = attr.data.data
    if is_bool_type(elem):
        return (np.frombuffer(raw, dtype=np.uint8) != 0).reshape(shape)
    dt = to_dtype(elem)
    arr = np.frombuffer(raw, dtype=dt)
    n = int(np.prod(shape)) if shape else 1
    if arr.size == 1 and n != 1:
        arr = np.broadcast_to(arr, (n,))
    return arr.reshape(shape)


def from_numpy(arr: np.ndarray, type: Attribute | None = None) -> DenseIntOrFPElementsAttr:
    """A dense attribute holding ``arr``; ``type`` defaults to the tensor type of its dtype."""
    arr = np.asarray(arr)
    if type is None:
        type = TensorType(from_dtype(arr.dtype), list(arr.shape))
    assert isinstance(type, TensorType)
    elem = type.get_element_type()
    if is_bool_type(elem):
        data = np.where(arr.astype(bool), np.uint8(0xFF), np.uint8(0)).tobytes()
    else:
        data = np.ascontiguousarray(arr.astype(to_dtype(elem), copy=False)).tobytes()
    return DenseIntOrFPElementsAttr(type, BytesAttr(data))  # type: ignore[arg-type]


def is_splat(attr: DenseIntOrFPElementsAttr) -> bool:
    """True when every element has the same bit pattern."""
    a = to_numpy(attr)
    if a.size <= 1:
        return True
    flat = a.reshape(-1)
    if flat.dtype.kind == "b":
        return bool((flat == flat[0]).all())
    bits = flat.view(f"u{flat.dtype.itemsize}")
    return bool((bits == bits[0]).all())
