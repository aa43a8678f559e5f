"""What compiled rules call at match and rewrite time: attribute <-> Python value
conversion, array arithmetic, op building, and the final well-typedness check.

Python values of attributes: ``array<i64: ...>`` -> tuple of ints, integers -> int,
``i1`` integers -> bool, floats -> float, enums -> the member name (``"LT"``), strings ->
str, dense elements -> numpy array, struct attributes (dimension numbers) -> the attribute
(a mapping: ``$dn.inserted_window_dims``), anything else -> the attribute itself.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    UnitAttr,
    f64,
    i1,
    i64,
)
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.traits import is_side_effect_free
from xdsl.utils.exceptions import VerifyException

from hlorules.base.errors import HloRulesError, located
from hlorules.dialect.attrs import StructAttr
from hlorules.dialect.build import create
from hlorules.dialect.constants import exact_ints, index_array, shared, to_numpy
from hlorules.dialect.identity import MISS, IdentityCache
from hlorules.dialect.types import compatible, refines
from hlorules.dialect.verify import signature
from hlorules.rules.rewrite import (
    Rewrite,  # the rule/engine contract: rules propose, engine mutates
)

EVAL_ERRORS = (ArithmeticError, LookupError, ValueError, TypeError, VerifyException)
"""Exceptions that make a constraint false (or a rewrite ill-typed) instead of escaping."""


class Decline(Exception):
    """Raised while building when the rewrite cannot proceed (e.g. dynamic shapes)."""


# --------------------------------------------------------------------------- values


_PY_ARRAYS: IdentityCache[tuple[Any, ...]] = IdentityCache()
"""A dense array attribute's values (by identity: xDSL hashes an attribute on every call)."""


def py(a: Attribute | None) -> Any:
    """The Python value a rule sees for attribute ``a`` (None when absent)."""
    if a is None:
        return None
    cls = a.__class__
    if cls in _AS_IS:  # a struct attribute (dimension numbers), a type: the rule reads it
        return a
    got = _py(a)
    if got is a:
        _AS_IS.add(cls)
    return got


_AS_IS: set[type] = set()
"""Attribute classes :func:`py` gives back as they are (learnt from the first one seen: the
cases below go by class)."""


def _py(a: Attribute) -> Any:
    if a.__class__ is DenseArrayBase or isinstance(a, DenseArrayBase):
        got = _PY_ARRAYS.get(a)
        if got is MISS:
            got = _PY_ARRAYS.put(a, tuple(a.get_values()))
        return got
    if isinstance(a, IntegerAttr):
        v = a.value.data
        if isinstance(a.type, IntegerType) and a.type.width.data == 1:
            return bool(v)
        return int(v)
    if isinstance(a, FloatAttr):
        return float(a.value.data)
    if isinstance(a, EnumAttribute):
        return str(a.data)
    if isinstance(a, StringAttr):
        return a.data
    if isinstance(a, UnitAttr):
        return True
    if isinstance(a, DenseIntOrFPElementsAttr):
        return to_numpy(a)
    if isinstance(a, ArrayAttr):
        return tuple(py(x) for x in a.data)
    return a


_MADE: dict[tuple[Any, ...], Attribute] = {}
"""``(kind, value) -> attribute`` for the attributes :func:`to_attr` builds from integers
and integer lists: rewrites build the same index lists and sizes over and over, and making
an xDSL attribute verifies it (~40 us); attributes are immutable, so ops share one object
(equal to a new one, printed the same)."""


def _made(key: tuple[Any, ...], make: Any) -> Attribute:
    return shared(_MADE, key, make, 65536)  # type: ignore[no-any-return]


def to_attr(v: Any, ptype: Any) -> Attribute:
    """An attribute for Python value ``v`` where the property's declared type is ``ptype``."""
    cls = v.__class__
    if cls is tuple and ptype is not ArrayAttr:  # an index list: every rewrite builds some
        try:
            key = ("array<i64>", v)
            hit = _MADE.get(key)
        except TypeError:  # an unhashable item
            hit = None
        if hit is not None and exact_ints(v):
            return hit
    elif cls is int:
        hit = _MADE.get(("i64", v))
        if hit is not None:
            return hit
    if isinstance(v, Attribute):
        return v
    if isinstance(v, (bool, np.bool_)):
        b = int(v)
        return _made(("i1", b), lambda: IntegerAttr(b, i1))
    if isinstance(ptype, type) and issubclass(ptype, EnumAttribute) and isinstance(v, str):
        return ptype(ptype.enum_type(v))
    if isinstance(v, (int, np.integer)):
        n = int(v)
        return _made(("i64", n), lambda: IntegerAttr(n, i64))
    if isinstance(v, (float, np.floating)):
        return FloatAttr(float(v), f64)
    if isinstance(v, str):
        return StringAttr(v)
    if isinstance(v, np.ndarray) and v.ndim <= 1 and v.dtype.kind in "iu":
        v = tuple(int(x) for x in v.reshape(-1))
    if isinstance(v, (tuple, list)):
        if isinstance(ptype, type) and issubclass(ptype, StructAttr):  # a record as a list
            if len(v) != len(ptype.fields):
                raise TypeError(f"{ptype.name} takes {len(ptype.fields)} fields, not {len(v)}")
            return ptype.make(**{k: x for (k, _), x in zip(ptype.fields, v)})
        if ptype is None and any(isinstance(x, (tuple, list)) for x in v):
            # a discardable attribute of lists (`[[1, 10]]`): arrays of arrays
            return ArrayAttr([to_attr(x, ArrayAttr) for x in v])
        if ptype is ArrayAttr:
            return ArrayAttr([to_attr(x, None) for x in v])
        ints = tuple(int(x) for x in v)
        return _made(("array<i64>", ints), lambda: index_array(ints))
    raise TypeError(f"cannot make an attribute from {v!r}")


def uses_upto(v: SSAValue, cap: int) -> int:
    """How many uses ``v`` has, counting no further than ``cap`` (-1: all of them): walks
    xDSL's use list directly.  A rule's ``num_uses(%v) OP k`` (``k`` an int literal) counts
    up to ``k + 1``, which decides the comparison the same way: a value with thousands of
    uses is not walked whole for ``num_uses(%v) > 1``."""
    n = 0
    use = v.first_use
    while use is not None and n != cap:
        n += 1
        use = use._next_use
    return n


def truth(x: Any) -> bool:
    """A condition's truth; arrays must go through all() or any()."""
    if x is True or x is False:
        return x  # type: ignore[no-any-return]
    if isinstance(x, (bool, np.bool_)):
        return bool(x)
    if isinstance(x, (int, np.integer)):
        return x != 0
    if x is None:
        return False
    raise TypeError(f"a condition must be a boolean, got {_short(x)}; use all() or any()")


def _short(x: Any) -> str:
    s = show_record(x) if isinstance(x, RECORD_CLASSES) else repr(x)
    return s if len(s) < 60 else s[:57] + "..."


def _is_seq(x: Any) -> bool:
    return isinstance(x, (tuple, list, np.ndarray))


def _back(r: np.ndarray, like: tuple[Any, ...]) -> Any:
    if any(isinstance(x, np.ndarray) for x in like):
        return r
    return tuple(x.item() if hasattr(x, "item") else x for x in r.reshape(-1))


def _ew(f: Any, a: Any, b: Any) -> Any:
    if _is_seq(a) or _is_seq(b):
        r = f(np.asarray(a), np.asarray(b))
        return _back(np.asarray(r), (a, b))
    return f(a, b)


# The arithmetic below takes a shortcut for two Python ints (``x.__class__ is int``: not
# bools, not numpy scalars), computing exactly what the general path computes.


def add(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        return a + b
    return _ew(operator.add, a, b)


def sub(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        return a - b
    return _ew(operator.sub, a, b)


MAX_INT_BITS = 4096
"""Largest Python integer product a rule may compute (squaring in a chain of ``let``s
would otherwise grow without bound); more raises OverflowError, an evaluation error."""


def mul(a: Any, b: Any) -> Any:
    if isinstance(a, int) and isinstance(b, int) and (
            a.bit_length() + b.bit_length() > MAX_INT_BITS):
        raise OverflowError(f"integer product of {a.bit_length() + b.bit_length()} bits "
                            f"(at most {MAX_INT_BITS})")
    if a.__class__ is int and b.__class__ is int:
        return a * b
    return _ew(operator.mul, a, b)


def _floordiv(x: Any, y: Any) -> Any:
    if np.any(np.asarray(y) == 0):
        raise ZeroDivisionError("division by zero")
    return x // y


def floordiv(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        if b == 0:
            raise ZeroDivisionError("division by zero")
        return a // b
    return _ew(_floordiv, a, b)


def neg(a: Any) -> Any:
    return _back(-np.asarray(a), (a,)) if _is_seq(a) else -a


_PLAIN = frozenset({int, str, tuple, bool, float})
_VALUES = frozenset({OpResult, BlockArgument})  # isinstance of the ABC SSAValue, by class


def eq(a: Any, b: Any) -> bool:
    """Whole-value equality: values by identity, arrays by shape and elements."""
    cls = a.__class__
    if cls is b.__class__ and cls in _PLAIN:
        return a == b  # type: ignore[no-any-return]  # (what the cases below do for these)
    if cls in _VALUES or b.__class__ in _VALUES:
        return a is b
    if isinstance(a, SSAValue) or isinstance(b, SSAValue):
        return a is b
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(np.asarray(a), np.asarray(b)))
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return tuple(a) == tuple(b)
    return bool(a == b)


def ne(a: Any, b: Any) -> bool:
    return not eq(a, b)


def lt(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        return a < b
    return _ew(operator.lt, a, b)


def le(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        return a <= b
    return _ew(operator.le, a, b)


def gt(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        return a > b
    return _ew(operator.gt, a, b)


def ge(a: Any, b: Any) -> Any:
    if a.__class__ is int and b.__class__ is int:
        return a >= b
    return _ew(operator.ge, a, b)


def index(a: Any, i: Any) -> Any:
    if a.__class__ is tuple and i.__class__ is int:
        r = a[i]
        return r.item() if isinstance(r, np.generic) else r
    if isinstance(a, StructAttr):
        raise TypeError("index a struct attribute by field: $dn.name")
    if not _is_seq(a):
        raise TypeError(f"cannot index {_short(a)}")
    if isinstance(i, (bool, np.bool_)) or not isinstance(i, (int, np.integer)):
        raise TypeError(f"an index must be an integer, got {_short(i)}")
    r = a[int(i)]
    return r.item() if isinstance(r, np.generic) else r


def slice_(a: Any, lo: Any, hi: Any) -> Any:
    if not _is_seq(a):
        raise TypeError(f"cannot slice {_short(a)}")
    r = a[lo:hi]
    return tuple(r) if isinstance(r, list) else r


def items(a: Any) -> tuple[Any, ...]:
    """The items a comprehension runs over: a tuple's elements, an array's elements (ints,
    bools) or, for a 2-D array, its rows (as tuples)."""
    if a.__class__ is tuple:
        return a  # type: ignore[no-any-return]
    if isinstance(a, np.ndarray):
        if a.ndim == 0:
            raise TypeError("cannot iterate over a scalar")
        if a.ndim == 1:
            return tuple(a.tolist())
        return tuple(tuple(r) if isinstance(r, list) else r for r in a.tolist())
    if isinstance(a, (tuple, list)):
        return tuple(a)
    raise TypeError(f"cannot iterate over {_short(a)}")


def zip_(*xs: tuple[Any, ...]) -> Any:
    """The items of equally long lists, paired; lists of different lengths are an error."""
    if len({len(x) for x in xs}) > 1:
        raise ValueError(f"zip() of lists of lengths {[len(x) for x in xs]}")
    return zip(*xs)


class Record(tuple):  # type: ignore[type-arg]
    """A builtin's structured result: a tuple whose items also have names (``$run.start``).

    It is data like any tuple (equal to the list of its items, iterated, indexed and
    unpacked by position), printed with its field names: ``run(start=0, end=2, first=3)``.
    Make one with :func:`record`."""

    __slots__ = ()
    kind: ClassVar[str] = "record"
    names: ClassVar[tuple[str, ...]] = ()
    slot: ClassVar[dict[str, int]] = {}

    def __repr__(self) -> str:
        return show_record(self)

    def __reduce__(self) -> Any:
        return record, (self.kind, self.names, tuple(self))

    def get(self, name: str) -> Any:
        """The item named ``name``; ``KeyError`` naming the fields when there is none."""
        i = self.slot.get(name)
        if i is None:
            raise KeyError(f"{self.kind} has no field {name!r} (its fields: "
                           f"{', '.join(self.names)})")
        return tuple.__getitem__(self, i)


_RECORD_TYPES: dict[tuple[str, tuple[str, ...]], type[Record]] = {}
RECORD_FIELDS: set[str] = set()
"""Every field name a record of a builtin has (the compiler refuses other field names)."""


def record_type(kind: str, names: Sequence[str]) -> type[Record]:
    """The record class of ``kind`` with fields ``names`` (one class per kind and fields)."""
    key = (kind, tuple(names))
    cls = _RECORD_TYPES.get(key)
    if cls is None:
        cls = type(kind, (Record,), {"__slots__": (), "kind": kind, "names": key[1],
                                     "slot": {k: i for i, k in enumerate(key[1])}})
        _RECORD_TYPES[key] = cls
        RECORD_FIELDS.update(key[1])
    return cls


def record(kind: str, names: Sequence[str], items: Sequence[Any]) -> Record:
    """A record of ``kind`` whose fields ``names`` hold ``items`` (as many of each)."""
    if len(names) != len(items):
        raise ValueError(f"a {kind} record of {len(names)} fields given {len(items)} items")
    return record_type(kind, names)(items)


RECORD_CLASSES: tuple[type, ...] = (Record,)
"""The classes whose values are records: :class:`Record` and those :func:`record_class`
adds (a builtin's structured result that is more than its fields, such as a window set)."""


def record_class(cls: type) -> type:
    """Make ``cls``'s values records of the rule language: read by field (``$w.sizes``) and
    shown with their field names (``windows(sizes=[1, 4], ...)``) in ``explain`` and
    errors. ``cls`` has a ``kind``, field ``names`` and ``get(name)``, which raises
    ``KeyError`` naming the fields for any other name."""
    global RECORD_CLASSES
    if cls not in RECORD_CLASSES:
        RECORD_CLASSES = (*RECORD_CLASSES, cls)
        RECORD_FIELDS.update(cls.names)  # type: ignore[attr-defined]
    return cls


def show_record(r: Any) -> str:
    """A record as ``kind(field=value, ...)``, each value as the rule language writes it:
    the fields its class lists as ``shown`` when it has that list (a window set leaves out
    its starts, a row per window), else every field."""
    return f"{r.kind}(" + ", ".join(f"{k}={_show(r.get(k))}"
                                    for k in getattr(r, "shown", r.names)) + ")"


def _show(v: Any) -> str:
    if isinstance(v, RECORD_CLASSES):
        return show_record(v)
    if isinstance(v, tuple):
        return "[" + ", ".join(_show(x) for x in v) + "]"
    if isinstance(v, bool):
        return "true" if v else "false"
    return repr(v)


def field(a: Any, name: str) -> Any:
    if isinstance(a, RECORD_CLASSES):
        return a.get(name)  # type: ignore[attr-defined]
    if not isinstance(a, StructAttr):
        raise TypeError(f"{_short(a)} has no fields")
    if name not in dict(a.fields):
        raise KeyError(f"{a.name} has no field {name!r}")
    return a[name]


# --------------------------------------------------------------------------- matching


def region_block(op: Operation, index: int, nargs: int) -> Any:
    """The single block of region ``index`` if it has ``nargs`` arguments, else None."""
    if index >= len(op.regions):
        return None
    blocks = op.regions[index].blocks
    if len(blocks) != 1:
        return None
    blk = blocks.first
    if blk is None or len(blk.args) != nargs or blk.last_op is None:
        return None
    return blk


def real_name(op: Operation) -> str:
    """The op's name; for an op outside the registered dialects, its own name (xDSL names
    them all ``builtin.unregistered``)."""
    n = op.name
    if n == "builtin.unregistered":
        a = op.attributes.get("op_name__")
        if isinstance(a, StringAttr):
            return a.data
    return n


def has_attr_prefix(op: Operation, prefix: str) -> bool:
    """Whether the op carries a discardable attribute whose name starts with ``prefix``."""
    return any(k.startswith(prefix) for k in op.attributes)


# --------------------------------------------------------------------------- building


def build(new: list[Operation], spec: Any, operands: Sequence[Any], props: dict[str, Any],
          rtype: Any, regions_from: Any, attrs: dict[str, Any] | None = None,
          substs: Sequence[tuple[Any, Any]] = (), tmpls: Sequence[Any] | None = None) -> Any:
    """Create op ``spec`` (appending it to ``new``) and return its result value(s).

    ``attrs``: discardable attributes to set. ``regions_from``: an op (or a value of one)
    whose regions are copied, each ``(old, new)`` of ``substs`` replacing the uses of a value
    of those regions (see :func:`copy_regions`). ``tmpls``: new regions, one
    ``(fn, arg_types)`` per region of the op, built by :func:`template_region`."""
    vals: list[SSAValue] = []
    for o in operands:
        if not isinstance(o, SSAValue):
            raise TypeError(f"operand of {spec.name} is not a value: {_short(o)}")
        vals.append(o)
    pattrs = {k: to_attr(v, spec.props[k].type) for k, v in props.items() if v is not None}
    if rtype is None and spec.infer is None and not spec.results:
        rtypes: list[Any] = []
    elif rtype is None:
        rtypes = list(_inferred(spec, [v.type for v in vals], pattrs))
    elif isinstance(rtype, (tuple, list)):
        rtypes = list(rtype)
    else:
        rtypes = [rtype]
    for t in rtypes:
        if not isinstance(t, Attribute):
            raise TypeError(f"result type of {spec.name} is not a type: {_short(t)}")
    regions: list[Region] = []
    if regions_from is not None:
        src = regions_from.owner if isinstance(regions_from, SSAValue) else regions_from
        if not isinstance(src, Operation):
            raise TypeError(f"regions() of {spec.name} needs an op result")
        regions = copy_regions(src, substs)
    elif tmpls is not None:
        regions = [template_region(spec, vals, fn, types) for fn, types in tmpls]
    dattrs = {k: to_attr(v, None) for k, v in (attrs or {}).items()}
    op = create(spec.cls, vals, rtypes, pattrs, dattrs, regions)
    new.append(op)
    if len(op.results) == 1:
        return tuple.__getitem__(op.results, 0)
    return tuple(op.results)


_INFERRED: dict[tuple[Any, ...], tuple[list[Any], tuple[Attribute, ...]]] = {}
"""``spec.infer`` by the op name and the identities of its operand types and property
attributes (rewrites share both: ``dialect.types.tensor``, :func:`to_attr`) -> the objects
the key names by id (kept alive, so that the ids stay theirs) and the result types."""


def _inferred(spec: Any, types: list[Attribute], pattrs: dict[str, Attribute]
              ) -> tuple[Attribute, ...]:
    """The result types of op ``spec`` over operands of ``types`` with properties ``pattrs``
    (``spec.infer``, computed once per identities); declines where it cannot tell."""
    key = (spec.name, len(types), *map(id, types), *pattrs, *map(id, pattrs.values()))
    return shared(_INFERRED, key, _infer, 65536, spec, types, pattrs)[1]  # type: ignore[no-any-return]


def _infer(spec: Any, types: list[Attribute], pattrs: dict[str, Attribute]
           ) -> tuple[list[Any], tuple[Attribute, ...]]:
    """An :data:`_INFERRED` entry (an ill-formed op declines, and is not kept)."""
    got = spec.infer(types, pattrs)
    if got is None:
        raise Decline(f"cannot infer the result type of {spec.name}")
    return [*types, *pattrs.values()], tuple(got)


CAPTURED = "_hlorules_captured"
"""The attribute the ``captured`` builtin sets on a constant's value: regions read it from
outside instead of a copy (:func:`_materialise`)."""


def _materialise(v: SSAValue, blk: Block) -> SSAValue:
    """``v``, defined outside ``blk``'s region, as seen from inside: a constant is copied to
    the block's start (StableHLO bodies are self-contained computations) unless ``captured``
    marked it, anything else is used as it is."""
    owner = v.owner
    if not isinstance(owner, Operation) or owner.name != "stablehlo.constant" or getattr(
            v, CAPTURED, False):
        return v
    c = owner.clone()
    if blk.first_op is None:
        blk.add_op(c)
    else:
        blk.insert_op_before(c, blk.first_op)
    return c.results[0]


def copy_regions(src: Operation, substs: Sequence[tuple[Any, Any]] = ()) -> list[Region]:
    """The regions of ``src``, copied; for each ``(old, new)``, the uses of ``old`` (a block
    argument or a result inside those regions) in the copy use ``new`` instead (a value of
    the copied regions is mapped to its copy; an outside constant is copied into the block).
    A side-effect-free op of the copy left without uses by a substitution is erased."""
    mapper: dict[SSAValue, SSAValue] = {}
    out = []
    for r in src.regions:
        nr = Region()
        r.clone_into(nr, value_mapper=mapper)
        out.append(nr)
    for old, new in substs:
        if not isinstance(old, SSAValue) or not isinstance(new, SSAValue):
            raise TypeError("a region substitution maps a value to a value")
        got = mapper.get(old)
        if got is None:
            raise ValueError(f"{old} is not a value of the copied regions")
        owner = got.owner
        blk = got.block if isinstance(got, BlockArgument) else (
            owner.parent if isinstance(owner, Operation) else None)
        target = mapper.get(new, new)
        if target is not new or not isinstance(blk, Block):
            got.replace_all_uses_with(target)
        else:
            got.replace_all_uses_with(_materialise(new, blk))
        if isinstance(owner, Operation) and owner.parent is not None and all(
                not r.uses for r in owner.results) and is_side_effect_free(owner):
            owner.detach()  # replaced whole, nothing reads it: not left to copy again
            owner.erase()
    return out


def template_arg_types(spec: Any, operands: Sequence[SSAValue], index: int) -> list[Attribute]:
    """The block argument types of region ``index`` of a new ``spec`` op, from its operands:
    a while's regions take the carried values; a scatter's body a rank-0 tensor of each
    input's, then each update's, element type; a reduce's of each input's, twice."""
    name = spec.name
    tys = [v.type for v in operands]
    if name == "stablehlo.while":
        return tys
    def scal(t: Any) -> Attribute:
        return TensorType(t.get_element_type(), [])
    if name == "stablehlo.scatter":
        n = (len(tys) - 1) // 2
        return [scal(t) for t in tys[:n]] + [scal(t) for t in tys[n + 1:]]
    if name in ("stablehlo.reduce", "stablehlo.reduce_window", "stablehlo.select_and_scatter"):
        n = len(tys) // 2
        return [scal(t) for t in tys[:n]] * 2
    raise TypeError(f"write the argument types of a new region of {name}: `%a : T`")


def template_region(spec: Any, operands: Sequence[SSAValue], fn: Any, types: Any) -> Region:
    """A new one-block region: ``fn(ops, *args)`` builds its ops (appending to ``ops``) over
    the block arguments; ``types`` (None: :func:`template_arg_types`) types the arguments."""
    index, types = types if isinstance(types, tuple) and len(types) == 2 and isinstance(
        types[0], int) else (0, types)
    if types is None or any(t is None for t in types):
        default = template_arg_types(spec, operands, index)
        types = default if types is None else [d if t is None else t for t, d in
                                               zip(types, default)]
    blk = Block(arg_types=list(types))
    ops: list[Operation] = []
    fn(ops, *blk.args)
    for o in ops:
        blk.add_op(o)
    inside = {id(a) for a in blk.args} | {id(r) for o in ops for r in o.results}
    for o in ops:
        if any(id(v) not in inside for v in o.operands):
            o.operands = tuple(v if id(v) in inside else _materialise(v, blk)
                               for v in o.operands)
    return Region(blk)


def copy_op(new: list[Operation], v: Any, attrs: dict[str, Any], drops: Sequence[str]) -> Any:
    """A copy of the op defining ``v`` (operands, properties, regions, types), its discardable
    attributes changed: each name of ``drops`` removed (a name ending in ``.`` removes every
    attribute starting so), then ``attrs`` set. Returns the copy's result(s) like ``build``."""
    src = v.owner if isinstance(v, SSAValue) else None
    if not isinstance(src, Operation):
        raise TypeError("copy() needs the result of an op")
    c = src.clone()
    for d in drops:
        for k in [k for k in c.attributes if (k.startswith(d) if d.endswith(".") else k == d)]:
            del c.attributes[k]
    for k, x in attrs.items():
        c.attributes[k] = to_attr(x, None)
    new.append(c)
    if len(c.results) == 1:
        return c.results[0]
    return tuple(c.results)


def discard(new: list[Operation]) -> None:
    """A declined rewrite's ops: drop their uses of the module's values (a detached op
    still counts as a use of its operands, e.g. for ``has_one_use``), so that a rewrite
    that declines leaves the module as it was."""
    for o in new:
        o.drop_all_references()
    new.clear()


def finish(rule: Any, root: Operation, new: list[Operation], results: Sequence[Any]
           ) -> Rewrite | None:
    """Check the replacement is well typed and verifies; drop built ops nothing uses (their
    uses of other values too, so that e.g. ``has_one_use`` does not count them). A use from
    inside a built op's regions counts (a hoisted value the new loop's body reads).

    A replacement whose type is less precise than the root's (a dynamic dim where the root
    has a static one) is given the root's type when the rule built it; any other
    replacement of a type compatible with the root's but not equal (an existing value, a
    static value for a dynamic root) declines the rewrite (None): the root's users would
    need a cast. So does a rewrite that changes nothing (each result replaced by itself)."""
    flat: list[Any] = []
    for r in results:
        flat.extend(r if isinstance(r, tuple) else [r])
    if len(flat) != len(root.results):
        raise ill_typed(rule, f"{len(flat)} replacement value(s) for {len(root.results)} "
                              f"result(s) of {root.name}")
    for i, (r, old) in enumerate(zip(flat, root.results)):
        if r.__class__ not in _VALUES and not isinstance(r, SSAValue):
            raise ill_typed(rule, f"replacement {i} is not a value: {_short(r)}")
        if r.type is not old.type and r.type != old.type:
            if refines(old.type, r.type) and r.__class__ is OpResult \
                    and any(r.op is o for o in new):
                # a built op's inferred type, less precise than the root's (a dynamic
                # operand): it takes the root's, as StableHLO allows (verified below)
                flat[i] = Rewriter.replace_value_with_new_type(r, old.type)
                continue
            if compatible(old.type, r.type):  # the same value at another precision: the
                discard(new)                   # root's users would need a cast: declined
                return None
            raise ill_typed(rule, f"replacement {i} has type {r.type}, but {root.name} "
                                  f"result {i} has type {old.type}")
    if not new:
        kept = []  # existing values only (a twin, an operand)
    elif len(new) == 1 and len(flat) == 1 and flat[0].owner is new[0] and not new[0].regions:
        kept = list(new)  # the common case: one op built, its result the replacement
    else:
        kept = _live(new, flat)
    if not kept and all(r is old for r, old in zip(flat, root.results)):
        return None
    for o in kept:
        try:
            _verify_built(o)
        except VerifyException as e:
            raise ill_typed(rule, str(e).strip().splitlines()[0]) from None
        except (ValueError, TypeError, LookupError) as e:  # a property of the wrong kind
            raise ill_typed(rule, f"{o.name}: {type(e).__name__}: {e}") from None
    return Rewrite(kept, flat)


def _live(new: list[Operation], flat: list[SSAValue]) -> list[Operation]:
    """The built ops the replacement values read (transitively); the others are dropped
    with their uses of other values. (Ops by id: xDSL hashes an op in Python.)"""
    built = {id(o): o for o in new}
    live: set[int] = set()
    # (only an op result's owner can be one of the new ops)
    stack: list[Operation] = [r.op for r in flat  # type: ignore[attr-defined]
                              if r.__class__ is OpResult and id(r.op) in built]  # type: ignore[attr-defined]
    while stack:
        o = stack.pop()
        if id(o) in live:
            continue
        live.add(id(o))
        reads = list(o._operands)
        for reg in o.regions:  # a built region may read a built value from outside it
            for inner in reg.walk():
                reads.extend(inner._operands)
        stack.extend(x.op for x in reads  # type: ignore[attr-defined]
                     if x.__class__ is OpResult and id(x.op) in built  # type: ignore[attr-defined]
                     and id(x.op) not in live)  # type: ignore[attr-defined]
    kept = [o for o in new if id(o) in live]
    for o in new:
        if id(o) not in live:  # a detached op still counts as a use of its operands: drop it
            o.drop_all_references()
    return kept


_VERIFIED: dict[tuple[Any, ...], tuple[Any, ...]] = {}
"""Signatures (``dialect.verify.signature``) of built ops whose checks passed -> the types
and attributes the signature names by id (kept alive, so that their ids stay theirs)."""


_FIXED: dict[int, int] = {}
"""``id(spec) -> `` how many of its operands are not variadic (specs live as long as the
registry)."""


def _verify_built(op: Operation) -> None:
    """Verify an op a rule built: its own checks (result types re-inferred, structure).

    xDSL's generic constraint verification is skipped: ``build`` constructs operands and
    properties from the op's table row, so it cannot disagree, and it costs ~100 us per op.
    Ops with regions, and ops without a table row, get xDSL's full verification.  The table's
    checks read only the op's signature (``dialect.verify.signature``; ``opdef.define``), so
    they run once per signature: rewrites build the same few kinds of op over and over."""
    spec = getattr(type(op), "SPEC", None)
    if spec is None or spec.check is None or op.regions:
        op.verify()
        return
    n_fixed = _FIXED.get(id(spec))
    if n_fixed is None:
        n_fixed = _FIXED[id(spec)] = sum(not o.startswith("*") for o in spec.operands)
    n = len(op._operands)
    if n < n_fixed or (n != n_fixed and n_fixed == len(spec.operands)):
        raise VerifyException(f"'{op.name}' expects {n_fixed} operand(s), got {n}")
    key = signature(op)
    if key in _VERIFIED:
        return
    spec.check(op)
    if len(_VERIFIED) >= 65536:
        _VERIFIED.clear()
    _VERIFIED[key] = (tuple(o.type for o in op.operands), tuple(r.type for r in op.results),
                      tuple(op.properties.values()), tuple(op.attributes.values()))


def ill_typed(rule: Any, detail: str) -> HloRulesError:
    loc = rule.location
    return located(f"rule '{rule.name}' would build ill-typed IR: {detail}", loc.file,
                   rule.model.source, loc.line, loc.col)
