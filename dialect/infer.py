"""Result-type inference for the ops rules build: from operand types and properties.

Each function returns the list of result types, or ``None`` when the shapes are dynamic
and it cannot tell; it raises ``ValueError`` with a plain message when the op is ill-formed.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    i1,
)
from xdsl.ir import Attribute

from .identity import MISS, IdentityCache
from .types import elem_of, is_static, shape_of, tensor

Types = list[Attribute]
Props = dict[str, Attribute]


_INTS: IdentityCache[tuple[int, ...]] = IdentityCache()
"""The integers of a dense array attribute, by identity (rules share index-list attributes
per value: runtime.to_attr)."""


def ints(a: Attribute | None) -> tuple[int, ...]:
    """The integers of an ``array<i64: ...>``, a dense int elements attr, or ()."""
    if a is None:
        return ()
    if isinstance(a, DenseArrayBase):
        got = _INTS.get(a)
        if got is MISS:
            got = _INTS.put(a, tuple(int(x) for x in a.get_values()))
        return got
    if isinstance(a, DenseIntOrFPElementsAttr):
        return tuple(int(x) for x in a.get_values())
    raise ValueError(f"expected an integer array, got {a}")


def int_of(a: Attribute | None, default: int | None = None) -> int:
    if a is None:
        if default is None:
            raise ValueError("missing integer property")
        return default
    if isinstance(a, IntegerAttr):
        return int(a.value.data)
    raise ValueError(f"expected an integer, got {a}")


def _static(ts: Sequence[Attribute]) -> bool:
    return all(is_static(t) for t in ts)


def same_as_first(ops: Types, props: Props) -> Types | None:
    """Elementwise: every operand has the first's type, and so does the result."""
    if not ops:
        raise ValueError("expected at least one operand")
    for t in ops[1:]:
        if _static([t, ops[0]]) and shape_of(t) != shape_of(ops[0]):
            raise ValueError(f"operand shapes differ: {ops[0]} vs {t}")
    return [ops[0]]


def compare(ops: Types, props: Props) -> Types | None:
    a, b = ops
    if _static(ops) and shape_of(a) != shape_of(b):
        raise ValueError(f"operand shapes differ: {a} vs {b}")
    if elem_of(a) != elem_of(b):
        raise ValueError(f"operand element types differ: {a} vs {b}")
    return [tensor(shape_of(a), i1)]


def select(ops: Types, props: Props) -> Types | None:
    pred, t, f = ops
    if t != f:
        raise ValueError(f"on_true and on_false types differ: {t} vs {f}")
    if elem_of(pred) != i1:
        raise ValueError(f"predicate must be i1, got {pred}")
    if shape_of(pred) and _static([pred, t]) and shape_of(pred) != shape_of(t):
        raise ValueError(f"predicate shape {shape_of(pred)} differs from {shape_of(t)}")
    return [t]


def clamp(ops: Types, props: Props) -> Types | None:
    lo, x, hi = ops
    for b in (lo, hi):
        if shape_of(b) and _static([b, x]) and shape_of(b) != shape_of(x):
            raise ValueError(f"clamp bound shape {shape_of(b)} differs from {shape_of(x)}")
    return [x]


def iota(ops: Types, props: Props) -> Types | None:
    return None  # the result type is the op's own declaration


def slice_(ops: Types, props: Props) -> Types | None:
    (x,) = ops
    if not is_static(x):
        return None
    shape = shape_of(x)
    start, limit = ints(props.get("start_indices")), ints(props.get("limit_indices"))
    strides = ints(props.get("strides"))
    if not (len(start) == len(limit) == len(strides) == len(shape)):
        raise ValueError(f"slice bounds must have rank {len(shape)}")
    out = []
    for d, (s, lim, k, n) in enumerate(zip(start, limit, strides, shape)):
        if k < 1 or s < 0 or lim > n or s > lim:
            raise ValueError(f"bad slice bounds in dim {d}: {s}:{lim}:{k} of {n}")
        out.append((lim - s + k - 1) // k)
    return [tensor(out, elem_of(x))]


def transpose(ops: Types, props: Props) -> Types | None:
    (x,) = ops
    perm = ints(props.get("permutation"))
    shape = shape_of(x)
    if sorted(perm) != list(range(len(shape))):
        raise ValueError(f"permutation {list(perm)} is not a permutation of rank {len(shape)}")
    return [tensor([shape[p] for p in perm], elem_of(x))]


def reshape(ops: Types, props: Props) -> Types | None:
    return None


def broadcast_in_dim(ops: Types, props: Props) -> Types | None:
    return None


def broadcast(ops: Types, props: Props) -> Types | None:
    """``broadcast``: the ``broadcast_sizes`` dims, then the operand's dims."""
    if not _static(ops[:1]):
        return None
    return [tensor((*ints(props.get("broadcast_sizes")), *shape_of(ops[0])), elem_of(ops[0]))]


def like_operand(ops: Types, props: Props) -> Types | None:
    """One result of the first operand's type (the other operands shaped otherwise)."""
    return [ops[0]]


def batch_norm(ops: Types, props: Props) -> Types | None:
    """``batch_norm_training`` and ``batch_norm_grad``: the operand's type, then two 1-D
    tensors of its feature dimension's size."""
    if not _static(ops[:1]):
        return None
    shape = shape_of(ops[0])
    f = int_of(props.get("feature_index"))
    if not 0 <= f < len(shape):
        raise ValueError(f"feature_index {f} out of range for rank {len(shape)}")
    vec = tensor((shape[f],), elem_of(ops[0]))
    return [ops[0], vec, vec]


def concatenate(ops: Types, props: Props) -> Types | None:
    if not ops:
        raise ValueError("concatenate needs operands")
    if not _static(ops):
        return None
    d = int_of(props.get("dimension"))
    base = list(shape_of(ops[0]))
    if not 0 <= d < len(base):
        raise ValueError(f"dimension {d} out of range for rank {len(base)}")
    total = 0
    for t in ops:
        s = list(shape_of(t))
        if len(s) != len(base) or any(a != b for i, (a, b) in enumerate(zip(s, base)) if i != d):
            raise ValueError(f"operand shapes disagree outside dimension {d}: {ops[0]} vs {t}")
        if elem_of(t) != elem_of(ops[0]):
            raise ValueError("operand element types differ")
        total += s[d]
    base[d] = total
    return [tensor(base, elem_of(ops[0]))]


def pad(ops: Types, props: Props) -> Types | None:
    x, _v = ops
    if not is_static(x):
        return None
    lo, hi = ints(props.get("edge_padding_low")), ints(props.get("edge_padding_high"))
    it = ints(props.get("interior_padding"))
    shape = shape_of(x)
    if not (len(lo) == len(hi) == len(it) == len(shape)):
        raise ValueError(f"padding must have rank {len(shape)}")
    out = []
    for n, a, b, i in zip(shape, lo, hi, it):
        if i < 0:
            raise ValueError("interior padding must be non-negative")
        m = a + b + n + max(n - 1, 0) * i
        if m < 0:
            raise ValueError("padding makes a negative dimension")
        out.append(m)
    return [tensor(out, elem_of(x))]


def reverse(ops: Types, props: Props) -> Types | None:
    (x,) = ops
    for d in ints(props.get("dimensions")):
        if not 0 <= d < len(shape_of(x)):
            raise ValueError(f"reverse dimension {d} out of range")
    return [x]


def gather(ops: Types, props: Props) -> Types | None:
    x, idx = ops
    if not _static(ops):
        return None
    dn = props.get("dimension_numbers")
    sizes = ints(props.get("slice_sizes"))
    ishape = list(shape_of(idx))
    ivd = dn["index_vector_dim"]  # type: ignore[index]
    batch = [s for i, s in enumerate(ishape) if i != ivd]
    offset_dims = dn["offset_dims"]  # type: ignore[index]
    drop = set(dn["collapsed_slice_dims"]) | set(dn["operand_batching_dims"])  # type: ignore[index]
    window = [s for i, s in enumerate(sizes) if i not in drop]
    rank = len(batch) + len(window)
    out, bi, wi = [], 0, 0
    for i in range(rank):
        if i in offset_dims:
            out.append(window[wi])
            wi += 1
        else:
            out.append(batch[bi])
            bi += 1
    return [tensor(out, elem_of(x))]


def scatter(ops: Types, props: Props) -> Types | None:
    n = (len(ops) - 1) // 2
    return list(ops[:n])


def same_as_operands(ops: Types, props: Props) -> Types | None:
    """One result per operand, of its type (optimization_barrier: the identity; while: its
    carried values, so that a rule may build one untyped)."""
    return list(ops)


def convert(ops: Types, props: Props) -> Types | None:
    return None


INFER = {
    "same_as_first": same_as_first,
}
