"""The builtin constraint and function library of the rule language.

Each builtin has a name, parameter kinds (checked at load time), a result kind and a
one-line description that ``explain`` quotes when a constraint fails. Kinds:
``data`` (ints, bools, strings, tuples, numpy arrays), ``type`` (an xDSL type), ``value``
(one SSA value), ``tv`` (a type or a value: its type is used), ``dv`` (data, or a constant
value: its elements are used).
"""

from __future__ import annotations

import functools
import math
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from hlorules.base.options import OPTIONS, current_option
from hlorules.dialect import REGISTRY
from hlorules.dialect.attrs import StructAttr
from hlorules.dialect.build import create
from hlorules.dialect.constants import (
    exact_ints,
    from_numpy,
    is_compact_splat,
    splat_element,
    to_numpy,
)
from hlorules.dialect.constants import is_splat as _dense_is_splat
from hlorules.dialect.fold import VALUE_CAP, can_fold, evaluate, is_identity, value_of
from hlorules.dialect.identity import MISS, IdentityCache, SignatureMemo
from hlorules.dialect.ops_foreign import tensor_constant_value
from hlorules.dialect.types import (
    elem_of,
    is_bool_type,
    is_float_type,
    is_integer_type,
    is_static,
    is_unsigned,
    shape_of,
    tensor,
    to_dtype,
)
from hlorules.dialect.windows import (
    LANES,
    WindowSet,
    box_windows,
    covering,
    index_rows,
    lane_layout,
    overlap_matrix,
    pairwise_disjoint,
    window_set,
    writers,
)
from hlorules.rules import runtime as _R

__all__ = ["BUILTINS", "NEEDS", "Builtin", "builtin"]


READS = ("args", "producer", "operands", "uses", "values", "nonlocal")
"""What a builtin reads of the IR beyond its arguments (``Builtin.reads``), from which the
rule compiler derives a rule's read set (``rules/compiler.py``, ``read_reach``) and the
driver decides where a rule can have started to match (``engine/driver.py``):

* ``args``: nothing (data, types, the identity of values);
* ``producer``: the op that defines each value argument (its name, properties, attributes,
  operands, result types and regions), not the ops that define its operands;
* ``operands``: that op and the ops that define its operands;
* ``uses``: the uses of each value argument (how many, and the ops that use it);
* ``values``: as ``operands``, and the elements of values computed from constants
  (``dialect.fold.value_of``, as ``value()`` and ``windows()`` read them) however deep their
  op trees: those elements never change while the value is in the IR, so a failure is
  recorded only where every such value was known (a value not yet computed from constants
  may become so when a rewrite folds deeper in its tree: ``VALUE_MISSES``);
* ``nonlocal``: more (chains of producers, as ``stores()`` walks them; positions in a
  block).  A rule that calls such a builtin is tried at every op in every
  sweep.

A builtin whose answer also depends on state of its own says where that state changes with
``hlorules.rules.rewrite.may_match_again`` (``twin``, ``producer``: its block's table of identical
ops; an op registered earlier than an identical one tells the later one)."""


NEEDS = {
    "constant": "its value arguments are read only when they are constants",
    "constness": "it tells constants from other values (under ``not``: wants a non-constant)",
    "elements": "it reads the elements of a constant argument",
    "constant_indices": "it reads the constant index operands of the scatters it is given",
    "producer_op": "its second argument names the op that defines its first",
    "store_chains": "it walks chains of scatters, one into the next",
    "store_writers": "it asks which store of a chain writes a window",
    "store_boxes": "it reads a box as the windows of a chain of stores",
    "window_starts": "it reads the start of each window of a gather or scatter",
    "window_overlaps": "it asks which windows a box overlaps",
    "window_covers": "it asks which window covers another",
    "window_layout": "it compares a window run's data layout with its operand's",
    "index_rows": "it reads a mask by whole index rows",
    "bounding_box": "it reads the bounding box of a mask",
    "remainder": "it takes remainders of integers (lane arithmetic on window starts)",
    "affine": "it asks whether points are affine in their lane",
    "identity": "it asks whether a value is the identity of an op",
    "root_readers": "it reads the root's value through the slices that use it",
    "identical_op": "it looks for an identical op earlier in the block",
    "element_count": "it reads a type's element count, or holds vacuously on a value with no "
                     "element, where a zero-size dim decides",
    "extents": "it reads a type's dims, where a zero-size dim decides when one is compared with 0",
    "equal_splats": "it reads the element of a splat constant, where two constants holding the "
                    "same element decide",
    "op_result": "it tells an op's result from a block argument",
    "dead_carry": "it asks whether a while's carried value is read by nothing but itself",
    "loop_windows": "it evaluates a counted loop's window starts in every iteration",
}
"""What a builtin needs of its inputs to answer more than one way (``Builtin.needs``): the
rule-level checker reads it to draw programs on which the builtin's answer varies (constant
operands for a builtin that reads constants, windows in runs for one that reads their
starts...), for any rule that calls it."""


@dataclass(frozen=True)
class Builtin:
    """A library function: ``params`` kinds, then ``optional`` of them may be left out;
    ``rest`` is the kind of any further arguments (None: no more); ``reads``: one of
    :data:`READS`; ``needs``: tags of :data:`NEEDS`; ``field_needs``: per field of the
    records it returns, the tags of :data:`NEEDS` that reading that field needs."""

    name: str
    fn: Callable[..., Any]
    params: tuple[str, ...]
    returns: str
    description: str
    optional: int = 0
    rest: str | None = None
    builds: bool = False
    reads: str = "args"
    needs: frozenset[str] = frozenset()
    field_needs: tuple[tuple[str, frozenset[str]], ...] = ()

    def arity(self) -> str:
        lo = len(self.params) - self.optional
        if self.rest:
            return f"at least {lo}"
        return str(lo) if not self.optional else f"{lo} to {len(self.params)}"

    def accepts(self, n: int) -> bool:
        lo = len(self.params) - self.optional
        return n >= lo and (self.rest is not None or n <= len(self.params))

    def kind_of_arg(self, i: int) -> str:
        return self.params[i] if i < len(self.params) else (self.rest or "data")


BUILTINS: dict[str, Builtin] = {}


_IR_KINDS = frozenset({"value", "values", "dv"})


def builtin(name: str, params: str, returns: str, description: str, optional: int = 0,
            rest: str | None = None, builds: bool = False, reads: str | None = None,
            needs: str = "", field_needs: str = ""
            ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a builtin.  ``reads`` (:data:`READS`) is required in spirit for a builtin
    that takes values: left out, it is ``"nonlocal"`` for one (the safe default: rules that
    call it are tried everywhere) and ``"args"`` for a builtin of data and types only.
    ``needs`` names tags of :data:`NEEDS`, space-separated; ``field_needs`` gives a tag per
    field of the records it returns, ``field:tag`` space-separated (``starts:window_starts``:
    a rule reading ``$w.starts`` reads window starts)."""
    kinds = set(params.split()) | ({rest} if rest else set())
    got = reads if reads is not None else ("nonlocal" if kinds & _IR_KINDS else "args")
    if got not in READS:
        raise ValueError(f"builtin {name}: reads must be one of {', '.join(READS)}, not {got!r}")
    tags = frozenset(needs.split())
    pairs = [p.partition(":")[::2] for p in field_needs.split()]
    unknown = (tags | {t for _, t in pairs}) - NEEDS.keys()
    if unknown:
        raise ValueError(f"builtin {name}: unknown needs {', '.join(sorted(unknown))}")
    per_field = tuple((f, frozenset(t for g, t in pairs if g == f))
                      for f in dict.fromkeys(f for f, _ in pairs))

    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        BUILTINS[name] = Builtin(name, fn, tuple(params.split()), returns, description,
                                 optional, rest, builds, got, tags, per_field)
        return fn
    return deco


def field_needs(name: str) -> frozenset[str]:
    """The tags of :data:`NEEDS` that reading a record field ``name`` needs: those some
    builtin declares for that field of the records it returns."""
    return frozenset(t for bi in BUILTINS.values() for f, ts in bi.field_needs if f == name
                     for t in ts)


# --------------------------------------------------------------------------- records


BOX = _R.record_type("box", ("lo", "hi"))
"""A box ``[lo, hi)`` (``box``, ``cut``, ``grid_box``, ``reshape_box``, ``read_box``)."""
RUN = _R.record_type("run", ("start", "end", "first"))
"""A run of a list counting up by one: positions ``start..end-1``, its first element."""
KEYED_RUN = _R.record_type("run", ("start", "end", "first", "key"))
"""A run of a list with one key per element: as :data:`RUN`, all of its keys ``key``."""
SOURCE = _R.record_type("source", ("store", "lane", "offset"))
"""Where ``writers`` finds a window: the layer (store) and window (lane) supplying it, and
the window's offset within that one."""
_R.record_class(WindowSet)  # windows(), box_windows(): $w.sizes, $w.batch, $w.operand, $w.starts


def _box_of(lo: Sequence[int], hi: Sequence[int]) -> _R.Record:
    return BOX((tuple(lo), tuple(hi)))


# --------------------------------------------------------------------------- helpers


def _type(x: Any) -> Attribute:
    return x.type if x.__class__ is OpResult or isinstance(x, SSAValue) else x


def _constant_op(v: Any) -> Operation | None:
    """The tensor constant defining ``v`` (``stablehlo.constant``, or ``arith.constant`` of a
    dense tensor), else None."""
    if v.__class__ is OpResult:  # (isinstance against xDSL's ABCs is slow)
        op = v.op
    elif isinstance(v, SSAValue) and isinstance(v.owner, Operation):
        op = v.owner
    else:
        return None
    if op.name == "stablehlo.constant" or tensor_constant_value(op) is not None:
        return op
    return None


def _dense_of(c: Operation) -> Any:
    """The elements attribute of a constant op ``_constant_op`` found."""
    v = tensor_constant_value(c)
    return c.properties["value"] if v is None else v


def _array(x: Any) -> np.ndarray:
    if isinstance(x, SSAValue):
        c = _constant_op(x)
        if c is None:
            raise ValueError("the value is not a constant")
        d = _dense_of(c)
        if is_compact_splat(d):
            # a splat kept as one element (over the import limit): declined here, where
            # its elements would be materialised; splat_value reads its one element
            raise ValueError("the constant is a splat too large to read elementwise")
        return to_numpy(d)
    return np.asarray(x)


def _splat_element(v: SSAValue) -> np.ndarray:
    """The first element of a constant, as a rank-0 array (nothing is copied)."""
    c = _constant_op(v)
    if c is None:
        raise ValueError("the value is not a constant")
    return splat_element(_dense_of(c))


def _ints(x: Any) -> tuple[int, ...]:
    if x.__class__ is tuple and exact_ints(x):
        return x  # type: ignore[no-any-return]
    if x.__class__ is np.ndarray and x.dtype.kind in "iu":
        return tuple(x.reshape(-1).tolist())
    return tuple(int(v) for v in np.asarray(x).reshape(-1))


def _tuple(x: Any) -> Any:
    if isinstance(x, np.ndarray):
        return tuple(v.item() for v in x.reshape(-1))
    return tuple(x)


def _elem(t: Any) -> Attribute:
    t = _type(t)
    return elem_of(t) if isinstance(t, TensorType) else t


# --------------------------------------------------------------------------- values and uses


@builtin("has_one_use", "value", "data", "the value has exactly one use", reads="uses")
def _has_one_use(v: SSAValue) -> bool:
    return v.has_one_use()


@builtin("num_uses", "value", "data", "the number of uses of the value", reads="uses")
def _num_uses(v: SSAValue) -> int:
    return _R.uses_upto(v, -1)


@builtin("is_constant", "value", "data",
         "the value is produced by stablehlo.constant (or arith.constant of a tensor)",
         reads="producer", needs="constant constness")
def _is_constant(v: SSAValue) -> bool:
    return _constant_op(v) is not None


FROM_CONSTANTS_LIMIT = 4096
"""Most ops ``from_constants`` walks up from a value before it answers true."""


@builtin("from_constants", "value", "data",
         "the value may be computed from constants only: no block argument among the values "
         "its op tree reads (the operands of ops with regions; true past 4096 ops)",
         reads="nonlocal", needs="constness")
def _from_constants(v: SSAValue) -> bool:
    """True unless a block argument (a function's or a region's) is found under ``v``: what
    XLA may treat as a constant (fold, or simplify an op against) errs toward true."""
    seen: set[int] = set()
    todo = [v]
    while todo:
        x = todo.pop()
        if not isinstance(x, OpResult):
            return False
        if id(x.op) in seen:
            continue
        seen.add(id(x.op))
        if len(seen) > FROM_CONSTANTS_LIMIT:
            return True
        todo.extend(x.op.operands)
    return True


@builtin("is_splat", "value", "data", "the value is a constant whose elements are all equal",
         reads="producer", needs="constant element_count")
def _is_splat(v: SSAValue) -> bool:
    c = _constant_op(v)
    return c is not None and _dense_is_splat(_dense_of(c))


@builtin("value", "value", "data",
         "the elements of a value computed from constants only (its ops folded by dialect/fold, "
         "at most 65536 elements each), as an array", reads="values", needs="constant elements")
def _value(v: SSAValue) -> np.ndarray:
    if _constant_op(v) is not None:
        return _array(v)
    got = value_of(v)
    if got is None:
        raise ValueError("the value is not computed from constants only (or too large)")
    return got


@builtin("value_on", "value data", "data",
         "the elements the op defining the value computes from the given operand elements, one "
         "per operand (a scalar fills an operand's shape), as the constant folder computes them "
         "(dialect/fold: what XLA CPU computes; it declines a subnormal meeting float "
         "arithmetic, and ops, types and sizes it does not evaluate)", reads="producer")
def _value_on(v: SSAValue, operands: Sequence[Any]) -> np.ndarray:
    op = v.owner
    if not isinstance(v, OpResult) or not isinstance(op, Operation) or op.regions \
            or len(operands) != len(op.operands):
        raise ValueError("not an op of as many operands without regions")
    args = []
    for o, a in zip(op.operands, operands):
        t = o.type
        if not isinstance(t, TensorType) or not is_static(t):
            raise ValueError("an operand of a dynamic or non-tensor type")
        shp = tuple(shape_of(t))
        arr = np.asarray(a)
        if math.prod(shp) > VALUE_CAP or arr.size not in (1, math.prod(shp)):
            raise ValueError("an operand of another size (or too large)")
        arr = np.asarray(a, dtype=to_dtype(elem_of(t)))
        args.append(np.array(np.broadcast_to(arr.reshape(-1)[0], shp) if arr.size == 1
                             else arr.reshape(shp)))
    got = evaluate(op, args)
    if got is None:
        raise ValueError("the constant folder does not evaluate the op on these elements")
    return got[v.index]


DEFAULT_FOLD_LIMIT = 1024
"""Largest result (in elements) ``foldable`` allows when the running book sets no
``fold_limit``."""


def fold_limit() -> int:
    """The running book's ``fold_limit`` (elements per result), else the default."""
    v = current_option("fold_limit", DEFAULT_FOLD_LIMIT)
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"set fold_limit = {v!r}: expected a number of elements")
    return v


@builtin("foldable", "value", "data",
         "the op defining the value has constant operands only, dialect/fold evaluates it, and "
         "its results fit the book's fold_limit (operands: 4x that in all)", reads="operands")
def _foldable(v: SSAValue) -> bool:
    op = v.owner
    return isinstance(op, Operation) and can_fold(op, fold_limit())


@builtin("option", "data", "data",
         "the running book's option (`set name = value`), else its declared default")
def _option(name: str) -> Any:
    if not isinstance(name, str) or name not in OPTIONS:
        raise ValueError(f"no option named {name!r}")
    return current_option(name)


@builtin("all_distinct", "data", "data",
         "the elements (rows, for a 2-D index array) are pairwise distinct: e.g. unique indices")
def _all_distinct(a: Any) -> bool:
    arr = np.asarray(a)
    if arr.ndim == 0:
        return True
    rows = arr.reshape(arr.shape[0], -1) if arr.ndim > 1 else arr.reshape(-1, 1)
    return len({r.tobytes() for r in np.ascontiguousarray(rows)}) == rows.shape[0]


@builtin("is_identity_of", "value value", "data",
         "the first value is a splat constant equal to the identity of the second's op over "
         "its element type (add, or, xor: 0; multiply: 1; and: all ones; maximum: the lowest "
         "value, -inf for floats; minimum: the highest, +inf): combining it changes nothing, "
         "however often it is applied (a reduce's init value, which XLA may apply once per "
         "partial result)", reads="producer", needs="identity")
def _is_identity_of(v: SSAValue, op: SSAValue) -> bool:
    owner = op.owner
    return isinstance(owner, Operation) and _is_splat(v) and is_identity(
        owner.name.removeprefix("stablehlo."), _splat_element(v))


@builtin("splat_value", "value", "data", "the one element of a splat constant", reads="producer",
         needs="constant equal_splats")
def _splat_value(v: SSAValue) -> Any:
    if not _is_splat(v):
        raise ValueError("the value is not a splat constant")
    return _splat_element(v).item()


@builtin("same_block", "value value", "data", "the two values are defined in the same block",
         reads="producer")
def _same_block(a: SSAValue, b: SSAValue) -> bool:
    def block(v: SSAValue) -> Any:
        o = v.owner
        return o.parent if isinstance(o, Operation) else o
    return block(a) is block(b)


def _full_op_name(n: str) -> str:
    return n if "." in n else f"stablehlo.{n}"


@builtin("all_users_in", "value", "data", "every user of the value is one of the named ops",
         rest="data", reads="uses")
def _all_users_in(v: SSAValue, *names: str) -> bool:
    want = {_full_op_name(n) for n in names}
    use = v.first_use  # xDSL's use list, walked directly (as rules/runtime.uses_upto)
    while use is not None:
        if use.operation.name not in want:
            return False
        use = use._next_use
    return True


@builtin("defined_by", "value data", "data", "the value is a result of the named op",
         reads="producer", needs="producer_op")
def _defined_by(v: SSAValue, name: str) -> bool:
    return isinstance(v.owner, Operation) and v.owner.name == _full_op_name(name)


@builtin("is_op_result", "value", "data",
         "the value is a result of an op (not a block argument)", reads="producer",
         needs="op_result")
def _is_op_result(v: SSAValue) -> bool:
    return isinstance(v.owner, Operation)


# --------------------------------------------------------------------------- types


@builtin("type", "value", "type", "the type of the value", reads="args")
def _type_of(v: SSAValue) -> Attribute:
    return v.type


@builtin("elem", "tv", "type", "the element type")
def _elem_b(t: Any) -> Attribute:
    return _elem(t)


@builtin("shape", "tv", "data", "the static shape", needs="extents")
def _shape(t: Any) -> tuple[int, ...]:
    return shape_of(_type(t))


@builtin("rank", "tv", "data", "the rank")
def _rank(t: Any) -> int:
    return len(shape_of(_type(t)))


@builtin("num_elements", "tv", "data", "the number of elements", needs="element_count")
def _num_elements(t: Any) -> int:
    shape = shape_of(_type(t))
    if any(d < 0 for d in shape):  # a dynamic dim: no count to compare (fails the check)
        raise ValueError("the type has a dynamic dimension")
    return math.prod(shape)


@builtin("is_integer", "tv", "data", "element type is an integer")
def _is_integer(t: Any) -> bool:
    return is_integer_type(_elem(t))


@builtin("is_float", "tv", "data", "element type is a float")
def _is_float(t: Any) -> bool:
    return is_float_type(_elem(t))


@builtin("is_bool", "tv", "data", "element type is i1")
def _is_bool(t: Any) -> bool:
    return is_bool_type(_elem(t))


@builtin("tensor", "data type", "type", "the tensor type of a shape and an element type")
def _tensor(shape: Any, elem: Any) -> TensorType:
    return tensor(_ints(shape), _elem(elem))


@builtin("with_shape", "tv data", "type", "the type with its shape replaced")
def _with_shape(t: Any, shape: Any) -> TensorType:
    return tensor(_ints(shape), _elem(t))


# --------------------------------------------------------------------------- arrays


@builtin("len", "seq", "data", "the number of elements of a list (or of values)")
def _len(a: Any) -> int:
    return len(a) if not isinstance(a, np.ndarray) else int(a.size)


@builtin("range", "data data", "data", "0, 1, ..., n-1 (or a, ..., b-1)", optional=1)
def _range(a: int, b: int | None = None) -> tuple[int, ...]:
    return tuple(range(a)) if b is None else tuple(range(a, b))


@builtin("fill", "data data", "data", "a list of n copies of v")
def _fill(n: int, v: Any) -> tuple[Any, ...]:
    return (v,) * int(n)


@builtin("concat", "data data", "data", "the lists one after the other", rest="data")
def _concat(*xs: Any) -> tuple[Any, ...]:
    out: tuple[Any, ...] = ()
    for x in xs:
        out += _tuple(x)
    return out


@builtin("set", "data data data", "data",
         "the list with element i replaced by v (or, given lists, element is[k] by vs[k])")
def _set(a: Any, i: Any, v: Any) -> tuple[Any, ...]:
    t = list(_tuple(a))
    if isinstance(i, (tuple, list, np.ndarray)):
        idx, vals = _ints(i), _tuple(v)
        if len(idx) != len(vals):
            raise ValueError(f"set() of {len(idx)} positions to {len(vals)} values")
        for j, x in zip(idx, vals):
            t[j] = x
        return tuple(t)
    if isinstance(i, (bool, np.bool_)) or not isinstance(i, (int, np.integer)):
        raise TypeError(f"a position must be an integer, got {i!r}")
    t[int(i)] = v
    return tuple(t)


@builtin("zip", "data data", "data", "the lists paired up: ((a[0], b[0]), (a[1], b[1]), ...)",
         rest="data")
def _zip(*xs: Any) -> tuple[tuple[Any, ...], ...]:
    ts = [_tuple(x) for x in xs]
    if len({len(t) for t in ts}) > 1:
        raise ValueError(f"zip() of lists of lengths {[len(t) for t in ts]}")
    return tuple(zip(*ts))


def _rows_of(a: Any) -> np.ndarray:
    arr = _array(a)
    if arr.ndim != 2 or arr.dtype.kind not in "biu":
        raise ValueError("rows()/columns() need a 2-D integer array")
    return arr


@builtin("rows", "dv", "data", "the rows of a 2-D integer array (or constant), as lists",
         reads="producer")
def _rows(a: Any) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(x) for x in r) for r in _rows_of(a))


@builtin("columns", "dv", "data", "the columns of a 2-D integer array (or constant), as lists",
         reads="producer")
def _columns(a: Any) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(x) for x in r) for r in _rows_of(a).T)


def _sortable(a: Any) -> list[Any]:
    if isinstance(a, SSAValue):
        a = _array(a)
    if isinstance(a, np.ndarray):
        if a.ndim > 2:
            raise ValueError("sorted()/unique() take a list or a 2-D array")
        return [tuple(r) if isinstance(r, list) else r for r in a.tolist()]
    return [tuple(x) if isinstance(x, list) else x for x in _tuple(a)]


@builtin("sorted", "dv", "data", "the elements (rows, for a 2-D array) in ascending order",
         reads="producer")
def _sort(a: Any) -> tuple[Any, ...]:
    return tuple(sorted(_sortable(a)))


@builtin("unique", "dv", "data", "the distinct elements (rows, for a 2-D array), in ascending order",
         reads="producer")
def _unique(a: Any) -> tuple[Any, ...]:
    return tuple(sorted(set(_sortable(a))))
@builtin("index_of", "data data", "data", "the position of v in the list")
def _index_of(a: Any, v: Any) -> int:
    return list(_tuple(a)).index(v)


@builtin("first_index", "values", "data",
         "for each value of the list, the position of its first occurrence in the list",
         reads="args")
def _first_index(vs: Any) -> tuple[int, ...]:
    """Values compare as the language's ``==`` does: SSA values by identity, data by value."""
    seen: dict[Any, int] = {}

    def key(v: Any) -> Any:
        try:
            hash(v)
        except TypeError:  # a list: by its items
            return ("list", tuple(key(x) for x in v))
        return v

    return tuple(seen.setdefault(key(v), i) for i, v in enumerate(vs))
@builtin("contains", "data data", "data", "the list holds v")
def _contains(a: Any, v: Any) -> bool:
    return v in _tuple(a)


@builtin("all", "data", "data", "every element is true")
def _all(a: Any) -> bool:
    if a.__class__ is tuple and all(x.__class__ is bool for x in a):
        return all(a)  # what a comprehension of conditions gives: no array needed
    return bool(np.asarray(a, dtype=bool).all()) if len(np.shape(a)) else bool(a)


@builtin("any", "data", "data", "some element is true")
def _any(a: Any) -> bool:
    if a.__class__ is tuple and all(x.__class__ is bool for x in a):
        return any(a)
    return bool(np.asarray(a, dtype=bool).any()) if len(np.shape(a)) else bool(a)


def _reduce(f: Callable[..., Any], xs: tuple[Any, ...],
            py: Callable[..., Any] | None = None) -> Any:
    """``f`` (a numpy reduction) of one array or of the arguments; ``py``, the same
    reduction in Python, takes Python ints below ``_SMALL`` (what numpy computes for them)."""
    if py is not None:
        if len(xs) > 1 and _small_ints(xs):
            return py(xs)
        if len(xs) == 1 and _small_ints(xs[0]):
            return py(xs[0])
    if len(xs) == 1:
        r = f(np.asarray(xs[0]))
    else:
        r = f(np.asarray(xs))
    return r.item() if hasattr(r, "item") else r


@builtin("min", "data", "data", "the smallest element (of one array, or of the arguments)",
         rest="data")
def _min(*xs: Any) -> Any:
    return _reduce(np.min, xs, min)


@builtin("max", "data", "data", "the largest element (of one array, or of the arguments)",
         rest="data")
def _max(*xs: Any) -> Any:
    return _reduce(np.max, xs, max)


_SMALL = 1 << 62
"""Python integers below this in magnitude are computed as numpy's int64 would, exactly."""


def _small_ints(a: Any) -> bool:
    """A non-empty tuple of Python ints (not bools) below ``_SMALL`` in magnitude."""
    return a.__class__ is tuple and len(a) > 0 and all(
        x.__class__ is int and -_SMALL < x < _SMALL for x in a)


@builtin("sum", "data", "data", "the sum of the elements")
def _sum(a: Any) -> Any:
    if _small_ints(a):
        total = 0
        for x in a:
            total += x
            if not -_SMALL < total < _SMALL:  # int64 might wrap: numpy decides
                break
        else:
            return total
    return _reduce(np.sum, (a,))


@builtin("prod", "data", "data", "the product of the elements")
def _prod(a: Any) -> Any:
    if _small_ints(a):
        p = 1
        for x in a:
            p *= x
            if not -_SMALL < p < _SMALL:  # int64 might wrap: numpy decides
                break
        else:
            return p
    if np.asarray(a).size == 0:
        return 1  # the empty product; np.prod would give the float 1.0, no index
    return _reduce(np.prod, (a,))


@builtin("mod", "data data", "data", "the remainder of a // b (elementwise)", needs="remainder")
def _mod(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int and -_SMALL < a < _SMALL and -_SMALL < b < _SMALL:
        if b == 0:
            raise ZeroDivisionError("modulo by zero")
        return a % b  # what np.mod gives on int64 (the divisor's sign), without numpy's calls
    if np.any(np.asarray(b) == 0):
        raise ZeroDivisionError("modulo by zero")
    r = np.mod(a, b)
    return _tuple(r) if isinstance(a, tuple) or isinstance(b, tuple) else r.item() if hasattr(r, "item") else r


@builtin("all_in_range", "dv data data", "data", "every element is in [lo, hi)", reads="producer",
         needs="constant")
def _all_in_range(a: Any, lo: Any, hi: Any) -> bool:
    arr = _array(a)
    return bool(np.all((arr >= np.asarray(lo)) & (arr < np.asarray(hi))))


# --------------------------------------------------------------------------- masks and windows


_MASK_FACTS: IdentityCache[tuple[Any, bool]] = IdentityCache(4096)
"""A read-only mask's (box, filled) by identity (``in_bounds`` memoises its arrays
read-only; a rule asks for the box and whether it is filled of one mask several times)."""


def _immutable(arr: np.ndarray) -> bool:
    """No one can write ``arr``'s elements: it and every array it views are read-only."""
    a: Any = arr
    while isinstance(a, np.ndarray):
        if a.flags.writeable:
            return False
        a = a.base
    return a is None or isinstance(a, bytes)


def _mask_facts(arr: np.ndarray) -> tuple[tuple[tuple[int, ...], tuple[int, ...]] | None, bool]:
    """A boolean mask's bounding box (lo, hi) of its true elements (None: there is none), from
    one projection per dim (no index list of every true element), and whether the true
    elements fill it. A scalar mask has no box: ``ValueError``, as numpy's index list of it
    is empty. Remembered for a read-only array (which cannot change under the cache)."""
    if arr.ndim == 0:
        raise ValueError("the mask has no true element")
    frozen = _immutable(arr)
    if frozen:
        got = _MASK_FACTS.get(arr)
        if got is not MISS:
            return got
    if not arr.any():
        facts: tuple[Any, bool] = (None, False)
    else:
        lo: list[int] = []
        hi: list[int] = []
        for d in range(arr.ndim):
            proj = arr.any(axis=tuple(k for k in range(arr.ndim) if k != d)) if arr.ndim > 1 else arr
            nz = np.flatnonzero(proj)
            lo.append(int(nz[0]))
            hi.append(int(nz[-1]) + 1)
        inner = arr[tuple(slice(a, b) for a, b in zip(lo, hi, strict=True))]
        filled = bool(inner.all()) and int(inner.size) == int(np.count_nonzero(arr))
        facts = ((tuple(lo), tuple(hi)), filled)
    return _MASK_FACTS.put(arr, facts) if frozen else facts


@builtin("box", "dv", "data",
         "the bounding box (lo, hi) of the true elements of a constant mask, hi exclusive",
         reads="producer", needs="constant bounding_box")
def _box(m: Any) -> _R.Record:
    got, _ = _mask_facts(np.asarray(_array(m), bool))
    if got is None:
        raise ValueError("the mask has no true element")
    return _box_of(*got)


@builtin("is_box", "dv", "data", "the true elements of a constant mask fill their bounding box",
         reads="producer", needs="constant")
def _is_box(m: Any) -> bool:
    return _mask_facts(np.asarray(_array(m), bool))[1]


_WINDOWS: weakref.WeakKeyDictionary[Operation, WindowSet] = weakref.WeakKeyDictionary()
_SETS: SignatureMemo[WindowSet] = SignatureMemo(1 << 26)
"""Window sets by all they are a function of: the op's signature and its index array
(64 MiB of index arrays and window starts at most). Ops of one geometry (a batch of
identical kernels) share one set, so the analyses a set keeps (``memo``: ``writers``,
``in_bounds``) are made once for all of them."""
_BOXES: dict[tuple[Any, ...], WindowSet] = {}
"""``box_windows`` by its arguments (ints), for the same reason: at most ``_BOXES_CAP``
sets of at most ``_BOX_BYTES`` bytes of starts each."""
_BOXES_CAP = 4096
_BOX_BYTES = 1 << 14


def _frozen(w: WindowSet) -> WindowSet:
    """``w`` with its arrays read-only: a set is shared, so no one may write to them."""
    w.starts.setflags(write=False)
    w.live.setflags(write=False)
    return w


def _shared_set(op: Operation, ind: np.ndarray) -> WindowSet:
    """:func:`window_set` of ``op`` at ``ind``, one set per geometry (:data:`_SETS`)."""
    key, kept = SignatureMemo.key(op, (ind,))
    hit = _SETS.get(key)
    if hit is not MISS:
        return hit
    got = _frozen(window_set(op, ind))
    return _SETS.put(key, kept, got, ind.nbytes + got.starts.nbytes)


@builtin("windows", "value data", "data",
         "the windows a gather reads (starts clamped) or a scatter writes, one per index row, "
         "from indices that are constant or fold to one (value(); or the given index array); "
         "fails on a dynamic dim of the operand, update or result; a record of fields sizes "
         "(the window size, one per operand dim), batch (the index batch shape: one window "
         "per element, numbered row-major), operand (its shape) and starts (the start index "
         "of each window, rows x operand rank)",
         optional=1, reads="values", needs="constant_indices",
         field_needs="starts:window_starts")
def _windows(v: SSAValue, ind: Any = None) -> WindowSet:
    op = v.owner
    if not isinstance(op, Operation) or op.name not in ("stablehlo.gather", "stablehlo.scatter"):
        raise ValueError("the value is not a gather or scatter result")
    if ind is not None:
        return window_set(op, np.asarray(ind))
    got = _WINDOWS.get(op)
    if got is None:
        # an op's indices keep their meaning under every rewrite: cache per op
        got = _WINDOWS[op] = _shared_set(op, _value(op.operands[1]))
    return got


def _wset(w: Any) -> WindowSet:
    if not isinstance(w, WindowSet):
        raise TypeError("expected windows(...)")
    return w


@builtin("in_bounds", "data", "data",
         "per window (an array of the index batch shape), whether it lies inside the operand")
def _in_bounds(w: Any) -> np.ndarray:
    return _wset(w).in_bounds()


@builtin("disjoint", "data", "data",
         "no two windows that take effect (a scatter's in-bounds ones) share an element")
def _disjoint(w: Any) -> bool:
    return pairwise_disjoint(_wset(w))


@builtin("overlaps", "data data", "data",
         "m[i, j]: window i of the first set and window j of the second share an element "
         "(windows that take effect only)", needs="window_overlaps")
def _overlaps(a: Any, b: Any) -> np.ndarray:
    return overlap_matrix(_wset(a), _wset(b))


@builtin("covers", "data data", "data",
         "per window of the first set: the index of the one window of the second that overlaps "
         "it and contains it, -1 if none overlaps it, -2 if partly or multiply covered",
         needs="window_covers")
def _covers(a: Any, b: Any) -> np.ndarray:
    return covering(_wset(a), _wset(b))


@builtin("index_rows", "dv data", "data",
         "the index vectors of an index array along index_vector_dim d, as rows in the order "
         "windows() numbers them (d == rank: vectors of one element)", reads="producer",
         needs="index_rows")
def _index_rows(a: Any, d: Any) -> np.ndarray:
    return index_rows(_array(a), int(d))[0]


@builtin("flat", "dv", "data", "the elements of an array (or constant) in row-major order",
         reads="producer")
def _flat(a: Any) -> tuple[Any, ...]:
    return tuple(_array(a).reshape(-1).tolist())


@builtin("extend", "data data", "data",
         "the elements of a list repeated over the trailing dims of shape they do not fill: "
         "result[i..., j...] = xs[i...] (len(xs) is the size of a leading part of shape)")
def _extend(xs: Any, shape: Any) -> np.ndarray:
    a, shp = np.asarray(_tuple(xs)), _ints(shape)
    for k in range(len(shp) + 1):
        if math.prod(shp[:k]) == a.size:
            return np.broadcast_to(a.reshape(shp[:k] + (1,) * (len(shp) - k)), shp).copy()
    raise ValueError(f"{a.size} elements fill no leading part of shape {list(shp)}")


@builtin("runs", "data data", "data",
         "the maximal runs of a list that count up by one (equal negative entries also run "
         "together), as records (start, end, first element) with end exclusive; given keys "
         "(one per element), a run also keeps its key: (start, end, first, key); given a list "
         "of records and a field name, the runs of that field with the other fields kept: "
         "(start, end, then the first record's fields)",
         optional=1)
def _runs(xs: Any, keys: Any = None) -> tuple[_R.Record, ...]:
    if isinstance(keys, str):
        return _record_runs(_tuple(xs), keys)
    t = _ints(xs)
    ks = None if keys is None else _tuple(keys)
    if ks is not None and len(ks) != len(t):
        raise ValueError(f"runs() of {len(t)} elements with {len(ks)} keys")
    out: list[_R.Record] = []
    k = 0
    while k < len(t):
        e = k + 1
        while e < len(t) and (t[e] == t[e - 1] + 1 if t[k] >= 0 else t[e] == t[k]) and (
                ks is None or _key_eq(ks[e], ks[k])):
            e += 1
        out.append(RUN((k, e, t[k])) if ks is None else KEYED_RUN((k, e, t[k], ks[k])))
        k = e
    return tuple(out)


def _record_runs(recs: tuple[Any, ...], name: str) -> tuple[_R.Record, ...]:
    """:func:`_runs` of field ``name`` of the records, the rest of each record its key."""
    if not all(isinstance(r, _R.Record) for r in recs):
        raise TypeError("runs() by a field name takes a list of records")
    if not recs:
        return ()
    i = recs[0].slot.get(name)
    if i is None or any(r.names != recs[0].names for r in recs):
        recs[0].get(name)  # (raises, naming the fields)
        raise TypeError("runs() of records of different kinds")
    cls = _R.record_type("run", ("start", "end") + recs[0].names)
    t = [int(r[i]) for r in recs]
    out: list[_R.Record] = []
    k = 0
    while k < len(t):
        e = k + 1
        while e < len(t) and (t[e] == t[e - 1] + 1 if t[k] >= 0 else t[e] == t[k]) and all(
                _key_eq(a, b) for j, (a, b) in enumerate(zip(recs[e], recs[k])) if j != i):
            e += 1
        out.append(cls((k, e) + tuple(recs[k])))
        k = e
    return tuple(out)


def _key_eq(a: Any, b: Any) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(np.asarray(a), np.asarray(b)))
    return bool(a == b)


@builtin("writers", "data data", "data",
         "per window of the first set: a record (store, lane, offset) of the window of the list "
         "of sets (the last write first) that supplies it: the first store with a window "
         "overlapping it has exactly one, containing it, at offset (its start within that "
         "window); (-1, -1, zeros) if no store touches it, (-2, -2, zeros) if partly or "
         "multiply covered",
         needs="store_writers")
def _writers(a: Any, layers: Any) -> tuple[_R.Record, ...]:
    ws = _wset(a)
    rows = writers(ws, [_wset(b) for b in _tuple(layers)])
    got = ws.memo.get("source records")
    if got is not None and got[0] is rows:
        return got[1]  # type: ignore[no-any-return]
    recs = tuple(SOURCE(r) for r in rows)
    ws.memo["source records"] = (rows, recs)
    return recs


@builtin("layout", "data data", "data",
         "the dims of the windows' data (a gather's result, a scatter's update) as the operand "
         "dims they span, the index batch dims merged into one -1 (the lanes: first when there "
         "are none); given sizes, the dims of size 1 left out", optional=1, needs="window_layout")
def _layout(w: Any, sizes: Any = None) -> tuple[int, ...]:
    return lane_layout(_wset(w), None if sizes is None else _ints(sizes))


@builtin("lanes", "data data", "data",
         "the shape of the windows' data with the index batch dims merged into one dim of n "
         "lanes (default: one per window): the shape a reshape to layout(w) gives", optional=1)
def _lanes(w: Any, n: Any = None) -> tuple[int, ...]:
    ws = _wset(w)
    count = ws.starts.shape[0] if n is None else int(n)
    return tuple(count if d == LANES else ws.sizes[d] for d in lane_layout(ws))


@builtin("cut", "data data data data data", "data",
         "the box (start, limit) of lanes(w) holding windows b..e-1, each cut to the operand "
         "box of the given size at offset at (at, size: one per operand dim); given b and e as "
         "lists (a box of the index batch), the box of the windows' data in its own shape")
def _cut(w: Any, b: Any, e: Any, at: Any, size: Any) -> _R.Record:
    ws = _wset(w)
    lo, n = _ints(at), _ints(size)
    if isinstance(b, (tuple, list, np.ndarray)):
        if len(_ints(b)) != len(ws.batch) or len(_ints(e)) != len(ws.batch):
            raise ValueError(f"cut() of a box of rank {len(_ints(b))} of an index batch of "
                             f"rank {len(ws.batch)}")
        bl, bh = iter(_ints(b)), iter(_ints(e))
        return _box_of([next(bl) if d == LANES else lo[d] for d in ws.data],
                       [next(bh) if d == LANES else lo[d] + n[d] for d in ws.data])
    lay = lane_layout(ws)
    return _box_of([int(b) if d == LANES else lo[d] for d in lay],
                   [int(e) if d == LANES else lo[d] + n[d] for d in lay])


@builtin("affine_points", "data data data", "data",
         "the points start + i_0 * steps[0] + ... + i_m-1 * steps[m-1] for every index "
         "(i_0, ..., i_m-1) of a grid of shape grid, in row-major order, one row per point "
         "(len(steps) == len(grid), each step as long as start)", needs="affine")
def _affine_points(start: Any, steps: Any, grid: Any) -> np.ndarray:
    s0 = np.asarray(start, np.int64).reshape(-1)
    g = _ints(grid)
    if any(n < 0 for n in g):
        raise ValueError("affine_points() of a grid with a negative size")
    st = np.asarray(steps, np.int64).reshape(len(g), s0.size)  # ValueError: not one step per dim
    coords = (np.indices(g, dtype=np.int64).reshape(len(g), -1).T if g  # (points, grid rank), row-major
              else np.zeros((1, 0), np.int64))  # an empty grid has one point
    return s0[None, :] + coords @ st


@builtin("grid_box", "data data data", "data",
         "(lo, hi) when the positions xs (row-major, in a grid of shape grid), laid out in shape, "
         "are the box [lo, hi) of the grid in its row-major order (hi - lo == shape); else []")
def _grid_box(xs: Any, grid: Any, shape: Any) -> tuple[Any, ...]:
    pos, g, shp = np.asarray(_ints(xs), np.int64), _ints(grid), _ints(shape)
    if len(g) != len(shp) or pos.size == 0 or pos.size != math.prod(shp) or (
            pos.min() < 0 or pos.max() >= math.prod(g)):
        return ()
    coords = np.stack(np.unravel_index(pos, g), axis=-1) if g else np.zeros((pos.size, 0), np.int64)
    lo = coords[0]
    want = np.stack(np.unravel_index(np.arange(pos.size), shp), axis=-1) if shp else coords
    if not np.array_equal(coords, want + lo):
        return ()
    return _box_of([int(x) for x in lo], [int(x) + n for x, n in zip(lo, shp)])


@builtin("box_windows", "data data data data", "data",
         "the box [lo, hi) of an operand of the given shape as windows, one per position along "
         "dim d (d == -1: one window): what a unit-stride slice reads, its data the box itself",
         needs="store_boxes")
def _box_windows(shape: Any, lo: Any, hi: Any, d: Any) -> WindowSet:
    args = (_ints(shape), _ints(lo), _ints(hi), int(d))
    got = _BOXES.get(args)
    if got is None:
        got = _frozen(box_windows(*args))
        if got.starts.nbytes <= _BOX_BYTES:  # (one window per position along d: few)
            if len(_BOXES) >= _BOXES_CAP:
                _BOXES.clear()
            _BOXES[args] = got
    return got


RESHAPE_BOX_LIMIT = 1 << 16
"""Most elements of one group of merged dims that ``reshape_box`` enumerates."""


def _reshape_groups(a: Sequence[int], b: Sequence[int]) -> list[tuple[list[int], list[int]]]:
    """The non-unit dims of shapes ``a`` and ``b`` (equal element counts) in groups of equal
    products, in order: a reshape maps each group of ``a`` onto the same group of ``b``."""
    ia = [k for k, n in enumerate(a) if n != 1]
    ib = [k for k, n in enumerate(b) if n != 1]
    out: list[tuple[list[int], list[int]]] = []
    i = j = 0
    while i < len(ia) and j < len(ib):
        ga, gb = [ia[i]], [ib[j]]
        pa, pb = a[ia[i]], b[ib[j]]
        while pa != pb:
            if pa < pb:
                i += 1
                ga.append(ia[i])
                pa *= a[ia[i]]
            else:
                j += 1
                gb.append(ib[j])
                pb *= b[ib[j]]
        out.append((ga, gb))
        i, j = i + 1, j + 1
    return out


@builtin("reshape_box", "data data data data", "data",
         "(lo', hi') when the elements of the box [lo, hi) of shape a are, in row-major order, "
         "exactly the box [lo', hi') of shape b in its row-major order (b: a reshape of a, same "
         "element count); [] otherwise (or when a group of merged dims is too large to check)")
def _reshape_box(a: Any, b: Any, lo: Any, hi: Any) -> tuple[Any, ...]:
    got = _reshape_box_of(_ints(a), _ints(b), _ints(lo), _ints(hi))
    return _box_of(*got) if got else got


@functools.lru_cache(maxsize=16384)
def _reshape_box_of(sa: tuple[int, ...], sb: tuple[int, ...], la: tuple[int, ...],
                    ha: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """:func:`_reshape_box` of plain tuples (a function of them only: memoised; a slice is
    tried again every sweep until it or its reshape changes)."""
    if math.prod(sa) != math.prod(sb) or math.prod(sa) == 0 or len(la) != len(sa) or (
            len(ha) != len(sa)) or any(not 0 <= x < y <= n for x, y, n in zip(la, ha, sa)):
        return ()
    olo, ohi = [0] * len(sb), [1] * len(sb)
    for ga, gb in _reshape_groups(sa, sb):
        ext = [ha[k] - la[k] for k in ga]
        count = math.prod(ext)
        if len(ga) == 1 and len(gb) == 1:
            olo[gb[0]], ohi[gb[0]] = la[ga[0]], ha[ga[0]]
            continue
        if count > RESHAPE_BOX_LIMIT:
            return ()
        pos = np.stack(np.unravel_index(np.arange(count), ext), axis=0) + np.asarray(
            [la[k] for k in ga])[:, None]
        flat = np.ravel_multi_index(tuple(pos), [sa[k] for k in ga])
        coords = np.stack(np.unravel_index(flat, [sb[k] for k in gb]), axis=-1)
        blo, bhi = coords.min(axis=0), coords.max(axis=0) + 1
        want = np.stack(np.unravel_index(np.arange(count), bhi - blo), axis=-1) + blo
        if int(np.prod(bhi - blo)) != count or not np.array_equal(coords, want):
            return ()
        for k, x, y in zip(gb, blo.tolist(), bhi.tolist()):
            olo[k], ohi[k] = int(x), int(y)
    return tuple(olo), tuple(ohi)


@builtin("with_field", "data data data", "data",
         "a dimension-numbers attribute with one field replaced")
def _with_field(s: Any, name: str, v: Any) -> StructAttr:
    if not isinstance(s, StructAttr):
        raise TypeError("with_field needs a dimension-numbers attribute")
    return s.replace(**{name: v})


# --------------------------------------------------------------------------- simplification


@builtin("is_static", "tv", "data", "the type is a tensor with a fully static shape")
def _is_static(t: Any) -> bool:
    return is_static(_type(t))
@builtin("given", "data", "data",
         "the optional property the pattern bound is set (one left out binds nothing)")
def _given(a: Any) -> bool:
    return a is not None


@builtin("pick", "data data", "data", "the elements at the given positions: result[i] = a[idx[i]]")
def _pick(a: Any, idx: Any) -> tuple[Any, ...]:
    t = _tuple(a)
    return tuple(t[int(i)] for i in _ints(idx))


@builtin("signbit", "data", "data", "the sign bit is set (true for -0.0 and negatives; elementwise)")
def _signbit(a: Any) -> Any:
    r = np.signbit(np.asarray(a))
    return bool(r) if r.ndim == 0 else _tuple(r)


@builtin("all_ones", "tv", "data",
         "the integer of this element type with every bit set (-1 signed, 2^n-1 unsigned, true for i1)")
def _all_ones(t: Any) -> Any:
    e = _elem(t)
    if is_bool_type(e):
        return True
    if not is_integer_type(e):
        raise TypeError(f"{e} is not an integer type")
    width = int(e.width.data)  # type: ignore[attr-defined]
    return (1 << width) - 1 if is_unsigned(e) else -1


@builtin("operand", "value data", "value", "operand i of the op that defines the value",
         reads="producer")
def _operand(v: SSAValue, i: int) -> SSAValue:
    if not isinstance(v.owner, Operation):
        raise TypeError("the value is a block argument")
    return v.owner.operands[int(i)]


MAX_STORES = 16
"""Most stores ``stores()`` follows down a chain ``scatter(scatter(...))``."""


def _is_store(v: Any) -> bool:
    op = v.owner if isinstance(v, SSAValue) else None
    if not isinstance(op, Operation) or op.name != "stablehlo.scatter" or len(op.operands) != 3:
        return False
    blk = op.regions[0].blocks.first
    if blk is None or len(blk.args) != 2:
        return False
    ret = blk.last_op
    return (ret is not None and ret is blk.first_op and ret.name == "stablehlo.return"
            and len(ret.operands) == 1 and ret.operands[0] is blk.args[1])


@builtin("stores", "value", "values",
         "the chain of plain stores (single-input scatters whose body returns the update) "
         "ending in the value: its scatter, the one its input comes from, ... (the last write "
         "first, at most 16)", reads="nonlocal", needs="store_chains")
def _stores(v: SSAValue) -> tuple[SSAValue, ...]:
    out: list[SSAValue] = []
    while len(out) < MAX_STORES and _is_store(v):
        out.append(v)
        v = v.owner.operands[0]  # type: ignore[union-attr]
    return tuple(out)


# --------------------------------------------------------------------------- constants (build)


@builtin("splat", "data tv", "value", "a constant of the type with every element v", builds=True)
def _splat(new: list[Operation], v: Any, t: Any) -> SSAValue:
    t = _type(t)
    arr = np.broadcast_to(np.asarray(v), shape_of(t))  # (from_numpy keeps a large one compact)
    return _constant(new, arr, t)


@builtin("captured", "value", "value",
         "the value, which regions this rewrite builds or copies read from outside: a constant "
         "too (by default a region gets its own copy of an outside constant)", builds=True)
def _captured(new: list[Operation], v: SSAValue) -> SSAValue:
    setattr(v, _R.CAPTURED, True)
    return v


@builtin("const", "data tv", "value", "a constant of the type holding the array", builds=True)
def _const(new: list[Operation], a: Any, t: Any) -> SSAValue:
    t = _type(t)
    arr = np.asarray(a)
    if arr.shape != shape_of(t):
        arr = arr.reshape(shape_of(t))
    return _constant(new, arr, t)


@builtin("rebuild", "value values type", "value",
         "the op that defines the value, rebuilt over new operands with a new result type "
         "(same name, properties, attributes and regions, which are copied)", builds=True,
         reads="producer")
def _rebuild(new: list[Operation], v: SSAValue, operands: Any, t: Any) -> SSAValue:
    op = v.owner
    if not isinstance(op, Operation) or len(op.results) != 1:
        raise ValueError("rebuild() takes a single-result op")
    nop = type(op).create(operands=list(operands), result_types=[_type(t)],
                          properties=dict(op.properties), attributes=dict(op.attributes),
                          regions=[r.clone() for r in op.regions])
    new.append(nop)
    return nop.results[0]


@builtin("reshaped", "value data", "value",
         "the value reshaped to the shape: the value itself when it has that shape; a reshape "
         "this rewrite built already is used again",
         builds=True, reads="args")
def _reshaped(new: list[Operation], v: SSAValue, shape: Any) -> SSAValue:
    t = v.type
    if not isinstance(t, TensorType):
        raise TypeError("reshaped() takes a tensor")
    shp = _ints(shape)
    if tuple(shape_of(t)) == shp:
        return v
    rt = tensor(shp, elem_of(t))
    for o in new:
        if o.name == "stablehlo.reshape" and o.operands[0] is v and o.results[0].type == rt:
            return o.results[0]
    return _R.build(new, REGISTRY["stablehlo.reshape"], [v], {}, rt, None)


@builtin("sliced", "value data", "value",
         "the box (start, limit) of the value, unit strides: the value itself when the box is "
         "all of it", builds=True, reads="args")
def _sliced(new: list[Operation], v: SSAValue, box: Any) -> SSAValue:
    lo, hi = (_ints(x) for x in _tuple(box))
    if lo == (0,) * len(lo) and hi == tuple(shape_of(v.type)):
        return v
    return _R.build(new, REGISTRY["stablehlo.slice"], [v],
                    {"start_indices": lo, "limit_indices": hi, "strides": (1,) * len(lo)},
                    None, None)


def _constant(new: list[Operation], arr: np.ndarray, t: Attribute) -> SSAValue:
    assert isinstance(t, TensorType)
    attr: DenseIntOrFPElementsAttr = from_numpy(arr, t)
    spec = REGISTRY["stablehlo.constant"]
    assert spec.cls is not None
    op = create(spec.cls, [], [t], {"value": attr}, {}, [])
    new.append(op)
    return tuple.__getitem__(op.results, 0)  # (xDSL's SSAValues indexes in Python)


_CLASH = {n.split(".", 1)[1] for n in REGISTRY if n.startswith("stablehlo.")} & set(BUILTINS)
assert not _CLASH, f"builtins shadow stablehlo ops: {_CLASH}"
