"""Each StableHLO op's valid attribute values, as data, for given operand types.

An op's *domain* is every valid instance of the op whose operand types (and, where the
result shape is free, result types) lie in a :class:`Bound`: its attribute values, its
free operand types and its result types, exactly as the StableHLO spec and verifier
accept them. One table entry per op lists the op's choices as a sequence of steps, each a
finite list of options (simplest first) that may depend on the choices before it; the same
entry serves both uses:

- :func:`enumerate_choices` lists every valid instance within the bound (for ``prove``,
  which must cover the whole bound);
- :func:`draw_choice` is a hypothesis strategy drawing instances step by step from the
  same options (for ``check``).

Value form. A type is ``Type = (shape, element)``, the element spelled as MLIR prints it
(``"f32"``, ``"i1"``, ``"ui8"``, ``"bf16"``). An instance is a :class:`Choice`: the op
name, its operand types in op order (a variadic operand group flattened), its attributes
as plain values under their property names, and its result types. Attribute values are
``tuple[int, ...]`` for ``array<i64>`` properties, ``int`` for ``i64`` ones, ``bool``,
``str`` for enum members (``"GT"``, ``"FLOAT"``), and ``(field, value)`` pairs for
dimension-number structs (``dimension_numbers`` of gather, ...). An optional attribute
left absent is not listed. :func:`to_properties` turns the attributes into the dialect's
property attributes, :func:`to_type` a type into a ``TensorType``.

The operands a caller fixes are the domain's ``given`` ones (:data:`DOMAINS`\\ ``[op]``
``.given``, e.g. slice's ``operand``); ``operands=None`` ranges them over the bound too.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import attrs as A
from . import make_context
from .constants import index_array
from .types import tensor

Shape = tuple[int, ...]
Type = tuple[Shape, str]
Value = Any
State = dict[str, Any]
Option = Mapping[str, Any]

__all__ = ["DOMAINS", "Bound", "Choice", "Domain", "Type", "choose_instance",
           "dot_general_result",
           "draw_choice", "element", "enumerate_choices", "gather_result", "to_properties",
           "to_type"]


@dataclass(frozen=True)
class Bound:
    """The box a domain is listed in.

    Operand and free result types have rank ``<= max_rank``, dims in
    ``min_dim..max_dim`` and an element type of ``elements``; index operands (dynamic
    slice starts, gather indices) take ``index_elements``. Attributes the spec leaves
    unbounded are cut at ``max_stride`` (slice strides, ``1..max_stride``; default one
    more than ``max_dim``), ``max_pad`` (pad edges in ``-max_pad..max_pad`` and interior
    in ``0..max_pad``; default ``max_dim``) and ``max_operands`` (inputs of a variadic
    op such as concatenate)."""

    max_rank: int = 2
    max_dim: int = 3
    min_dim: int = 0
    elements: tuple[str, ...] = ("f32", "i32")
    index_elements: tuple[str, ...] = ("i32",)
    max_stride: int | None = None
    max_pad: int | None = None
    max_operands: int = 2

    @property
    def stride_limit(self) -> int:
        return self.max_dim + 1 if self.max_stride is None else self.max_stride

    @property
    def pad_limit(self) -> int:
        return self.max_dim if self.max_pad is None else self.max_pad

    @property
    def dims(self) -> range:
        return range(self.min_dim, self.max_dim + 1)

    def shapes(self, rank: int | None = None) -> Iterator[Shape]:
        """Every shape of the bound (of rank ``rank`` only, when given), lower ranks first."""
        ranks = range(self.max_rank + 1) if rank is None else [rank]
        for r in ranks:
            yield from itertools.product(self.dims, repeat=r)

    def types(self, rank: int | None = None, elements: Sequence[str] | None = None
              ) -> Iterator[Type]:
        """Every tensor type of the bound (optionally of one rank or other elements)."""
        for s in self.shapes(rank):
            for e in self.elements if elements is None else elements:
                yield (s, e)


@dataclass(frozen=True)
class Choice:
    """One valid op instance: operand types in op order, attributes, result types."""

    op: str
    operands: tuple[Type, ...]
    attrs: tuple[tuple[str, Value], ...]
    results: tuple[Type, ...]

    @property
    def attributes(self) -> dict[str, Value]:
        return dict(self.attrs)


@dataclass(frozen=True)
class Step:
    """One choice of a domain: ``options(state, bound)`` lists the updates it may make to
    the state (simplest first); it is taken ``times(state)`` times (once when None)."""

    options: Callable[[State, Bound], Sequence[Option]]
    times: Callable[[State], int] | None = None

    def count(self, s: State) -> int:
        """How many times the step is taken in state ``s``."""
        return 1 if self.times is None else self.times(s)


@dataclass(frozen=True)
class Domain:
    """An op's table entry. ``operands`` names the operand groups in op order (``*`` marks
    a variadic group, whose state entry is a tuple of types); the ``given`` ones are fixed
    by the caller (``given_types`` lists their candidates when not: every bound type by
    default). ``results`` names the result state entries. State keys: ``%name`` for
    operand and result types, ``$name`` for internal choices, bare names for attributes."""

    op: str
    operands: tuple[str, ...]
    given: tuple[str, ...]
    steps: tuple[Step, ...]
    results: tuple[str, ...] = ("result",)
    given_types: Callable[[Bound], Iterator[tuple[Type, ...]]] | None = None


# -- element classes -----------------------------------------------------------------------


def is_float(e: str) -> bool:
    return e.startswith("f") or e == "bf16"


def is_complex(e: str) -> bool:
    return e.startswith("complex")


def is_bool(e: str) -> bool:
    return e == "i1"


def is_unsigned(e: str) -> bool:
    return e.startswith("ui")


def is_int(e: str) -> bool:
    """Integer element types other than i1."""
    return e.startswith(("i", "si", "ui")) and e != "i1"


# -- step builders -------------------------------------------------------------------------


def _shape(s: State, name: str) -> Shape:
    return s["%" + name][0]  # type: ignore[no-any-return]


def _elem(s: State, name: str) -> str:
    return s["%" + name][1]  # type: ignore[no-any-return]


def _rank(name: str) -> Callable[[State], int]:
    return lambda s: len(_shape(s, name))


def per_dim(names: tuple[str, ...], of: str,
            values: Callable[[int, Bound], Sequence[tuple[int, ...]]]) -> tuple[Step, ...]:
    """Array attributes ``names`` with one entry per dim of operand ``of``: for a dim of
    size ``d``, ``values(d, bound)`` lists the entries' tuples (one value per name)."""

    def start(s: State, b: Bound) -> Sequence[Option]:
        return [{n: () for n in names}]

    def one(s: State, b: Bound) -> Sequence[Option]:
        i = len(s[names[0]])
        return [{n: s[n] + (v,) for n, v in zip(names, vs)}
                for vs in values(_shape(s, of)[i], b)]

    return Step(start), Step(one, _rank(of))


def choose(key: str, values: Callable[[State, Bound], Sequence[Any]]) -> Step:
    """A step setting ``key`` to one of ``values(state, bound)``."""
    return Step(lambda s, b: [{key: v} for v in values(s, b)])


def derive(key: str, value: Callable[[State], Any]) -> Step:
    """A step setting ``key`` to the one value ``value(state)``."""
    return Step(lambda s, b: [{key: value(s)}])


def require(test: Callable[[State], bool]) -> Step:
    """A step keeping only states where ``test`` holds."""
    return Step(lambda s, b: [{}] if test(s) else [])


def _around0(n: int) -> list[int]:
    """``0, 1, -1, 2, -2, ..., n, -n``."""
    return [0] + [x for k in range(1, n + 1) for x in (k, -k)]


def _arrangements(n: int, k: int) -> list[tuple[int, ...]]:
    """Every sequence of ``k`` distinct values of ``range(n)``, in any order."""
    return list(itertools.permutations(range(n), k))


def _arrangements_any(n: int) -> list[tuple[int, ...]]:
    """Every sequence of distinct values of ``range(n)``, of any length."""
    return [p for k in range(n + 1) for p in itertools.permutations(range(n), k)]


def _same(name: str) -> Callable[[State], Type]:
    return lambda s: s["%" + name]


def _scalar_of(name: str) -> Callable[[State], Type]:
    return lambda s: ((), _elem(s, name))


# -- the table -----------------------------------------------------------------------------


def _slice_entries(d: int, b: Bound) -> list[tuple[int, ...]]:
    return [(st, lim, k) for st in range(d + 1) for lim in range(st, d + 1)
            for k in range(1, b.stride_limit + 1)]


def _slice_result(s: State) -> Type:
    shape = tuple(-(-(lim - st) // k) for st, lim, k in
                  zip(s["start_indices"], s["limit_indices"], s["strides"]))
    return (shape, _elem(s, "operand"))


def _pad_entries(d: int, b: Bound) -> list[tuple[int, ...]]:
    p = b.pad_limit
    return [(lo, hi, i) for i in range(p + 1) for lo in _around0(p) for hi in _around0(p)
            if lo + hi + d + max(d - 1, 0) * i >= 0]


def _pad_result(s: State) -> Type:
    shape = tuple(lo + hi + d + max(d - 1, 0) * i for d, lo, hi, i in
                  zip(_shape(s, "operand"), s["edge_padding_low"], s["edge_padding_high"],
                      s["interior_padding"]))
    return (shape, _elem(s, "operand"))


def _broadcast_dims(s: State, b: Bound) -> list[int]:
    """The sizes result dim ``j`` may take, given the operand dim mapped to it."""
    j = len(s["$shape"])
    src = s["broadcast_dimensions"]
    if j in src:
        d = _shape(s, "operand")[src.index(j)]
        return list(b.dims) if d == 1 else [d]
    return list(b.dims)


def _reshape_results(s: State, b: Bound) -> list[Type]:
    n = math.prod(_shape(s, "operand"))
    return [(sh, _elem(s, "operand")) for sh in b.shapes() if math.prod(sh) == n]


def _compare_types(e: str) -> list[str | None]:
    """compare_type's values for element type ``e`` (absent first): the spec's C3, which
    jaxlib's verifier does not check."""
    if is_complex(e):
        return [None, "FLOAT"]
    if is_float(e):
        return [None, "FLOAT", "TOTALORDER"]
    if is_unsigned(e) or is_bool(e):
        return [None, "UNSIGNED"]
    return [None, "SIGNED"]


def _concat_result(s: State) -> Type:
    shape = list(_shape(s, "inputs0"))
    dim = s["dimension"]
    shape[dim] = sum(t[0][dim] for t in s["%*inputs"])
    return (tuple(shape), _elem(s, "inputs0"))


def _concat_other(s: State, b: Bound) -> Sequence[Option]:
    first = _shape(s, "inputs0")
    dim = s["dimension"]
    return [{"%*inputs": s["%*inputs"] + ((first[:dim] + (d,) + first[dim + 1:],
                                            _elem(s, "inputs0")),)} for d in b.dims]


def _drop(shape: Shape, dims: Sequence[int]) -> Shape:
    return tuple(d for i, d in enumerate(shape) if i not in dims)


def _ranked(min_rank: int) -> Callable[[Bound], Iterator[tuple[Type, ...]]]:
    return lambda b: ((t,) for t in b.types() if len(t[0]) >= min_rank)


def _combinations(values: Sequence[int]) -> list[tuple[int, ...]]:
    """Every sorted sequence of distinct ``values``."""
    return [c for k in range(len(values) + 1) for c in itertools.combinations(values, k)]


def _gather_index_count(s: State) -> int:
    ind, ivd = _shape(s, "start_indices"), s["$index_vector_dim"]
    return ind[ivd] if ivd < len(ind) else 1


def _gather_batch_pairs(s: State, b: Bound) -> list[tuple[int, ...]]:
    """start_indices_batching_dims for the chosen operand_batching_dims: distinct index
    dims other than index_vector_dim, each of the size of its operand dim."""
    ind, opnd = _shape(s, "start_indices"), _shape(s, "operand")
    obd = s["$operand_batching_dims"]
    free = [i for i in range(len(ind)) if i != s["$index_vector_dim"]]
    return [p for p in itertools.permutations(free, len(obd))
            if all(ind[i] == opnd[o] for i, o in zip(p, obd))]


def _gather_offset_dims(s: State, b: Bound) -> list[tuple[int, ...]]:
    rank = len(_shape(s, "operand"))
    n = rank - len(s["$collapsed_slice_dims"]) - len(s["$operand_batching_dims"])
    ind = _shape(s, "start_indices")
    batch = len(ind) - (s["$index_vector_dim"] < len(ind))
    return list(itertools.combinations(range(batch + n), n))


def gather_result(operand: Shape, indices: Shape, dn: Mapping[str, Any],
                  slice_sizes: Sequence[int]) -> Shape:
    """gather's result shape (the spec's ``shape(result)``): the index batch dims in
    order, with the kept slice sizes at ``offset_dims``."""
    ivd = dn["index_vector_dim"]
    batch = [d for i, d in enumerate(indices) if i != ivd]
    dropped = set(dn["collapsed_slice_dims"]) | set(dn["operand_batching_dims"])
    kept = [slice_sizes[i] for i in range(len(operand)) if i not in dropped]
    out: list[int] = []
    offsets = list(dn["offset_dims"])
    for pos in range(len(batch) + len(kept)):
        out.append(kept.pop(0) if pos in offsets else batch.pop(0))
    return tuple(out)


_GATHER_FIELDS = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                  "start_indices_batching_dims", "start_index_map", "index_vector_dim")


def _gather_finish(s: State) -> Option:
    dn = tuple((f, s["$" + f]) for f in _GATHER_FIELDS)
    return {"dimension_numbers": dn, "slice_sizes": s["$slice_sizes"],
            "%result": (gather_result(_shape(s, "operand"), _shape(s, "start_indices"),
                                      dict(dn), s["$slice_sizes"]), _elem(s, "operand"))}


def _gather_given(b: Bound) -> Iterator[tuple[Type, ...]]:
    idx = list(b.types(elements=b.index_elements))
    return ((t, i) for t in b.types() for i in idx)


def _gather_slice_step(s: State, b: Bound) -> Sequence[Option]:
    i = len(s["$slice_sizes"])
    d = _shape(s, "operand")[i]
    cap = 1 if i in s["$collapsed_slice_dims"] or i in s["$operand_batching_dims"] else d
    return [{"$slice_sizes": s["$slice_sizes"] + (k,)} for k in range(min(cap, d) + 1)]


def _dot_pairs(lhs_key: str, rhs_key: str, taken: tuple[str, ...]
               ) -> Callable[[State, Bound], Sequence[Option]]:
    """Paired dim lists of dot_general (batching or contracting): distinct dims of each
    side not already ``taken``, in any order, of equal sizes pairwise."""

    def options(s: State, b: Bound) -> Sequence[Option]:
        lhs, rhs = _shape(s, "lhs"), _shape(s, "rhs")
        lfree = [i for i in range(len(lhs)) if not any(i in s[t] for t in taken[::2])]
        rfree = [i for i in range(len(rhs)) if not any(i in s[t] for t in taken[1::2])]
        return [{lhs_key: lp, rhs_key: rp}
                for k in range(min(len(lfree), len(rfree)) + 1)
                for lp in itertools.permutations(lfree, k)
                for rp in itertools.permutations(rfree, k)
                if all(lhs[i] == rhs[j] for i, j in zip(lp, rp))]

    return options


def dot_general_result(lhs: Shape, rhs: Shape, dn: Mapping[str, Any]) -> Shape:
    """dot_general's result shape: batch dims, then lhs's and rhs's free dims in order."""
    lb, rb = dn["lhs_batching_dimensions"], dn["rhs_batching_dimensions"]
    lc, rc = dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"]
    return (tuple(lhs[i] for i in lb)
            + tuple(d for i, d in enumerate(lhs) if i not in lb and i not in lc)
            + tuple(d for i, d in enumerate(rhs) if i not in rb and i not in rc))


_DOT_FIELDS = ("lhs_batching_dimensions", "rhs_batching_dimensions",
               "lhs_contracting_dimensions", "rhs_contracting_dimensions")


def _dot_finish(s: State) -> Option:
    dn = tuple((f, s["$" + f]) for f in _DOT_FIELDS)
    return {"dot_dimension_numbers": dn,
            "%result": (dot_general_result(_shape(s, "lhs"), _shape(s, "rhs"), dict(dn)),
                        _elem(s, "lhs"))}


def _same_element_pairs(b: Bound) -> Iterator[tuple[Type, ...]]:
    return ((x, y) for x in b.types() for y in b.types(elements=[x[1]]))


def _sort_other(s: State, b: Bound) -> Sequence[Option]:
    return [{"%*inputs": s["%*inputs"] + ((_shape(s, "inputs0"), e),)} for e in b.elements]


def _index_steps(sizes: Callable[[State, Bound], Sequence[Option]]) -> tuple[Step, ...]:
    """The dimension numbers gather and scatter share, in gather's names (scatter's
    inserted_window_dims are collapsed_slice_dims, ...), over operand ``operand`` and
    indices ``start_indices``; ``sizes`` is the step choosing one window size per dim."""
    return (
        choose("$index_vector_dim", lambda s, b: range(len(_shape(s, "start_indices")) + 1)),
        choose("$operand_batching_dims",
               lambda s, b: _combinations(range(len(_shape(s, "operand"))))),
        choose("$start_indices_batching_dims", _gather_batch_pairs),
        choose("$collapsed_slice_dims", lambda s, b: _combinations(
            [i for i in range(len(_shape(s, "operand")))
             if i not in s["$operand_batching_dims"]])),
        choose("$start_index_map", lambda s, b: list(itertools.permutations(
            [i for i in range(len(_shape(s, "operand")))
             if i not in s["$operand_batching_dims"]], _gather_index_count(s)))),
        derive("$slice_sizes", lambda s: ()),
        Step(sizes, lambda s: len(_shape(s, "operand"))),
        choose("$offset_dims", _gather_offset_dims))


def _scatter_window_step(s: State, b: Bound) -> Sequence[Option]:
    i = len(s["$slice_sizes"])
    if i in s["$collapsed_slice_dims"] or i in s["$operand_batching_dims"]:
        return [{"$slice_sizes": s["$slice_sizes"] + (1,)}]
    return [{"$slice_sizes": s["$slice_sizes"] + (k,)}
            for k in range(_shape(s, "operand")[i] + 1)]


_SCATTER_FIELDS = tuple(zip(
    ("update_window_dims", "inserted_window_dims", "input_batching_dims",
     "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim"),
    _GATHER_FIELDS))


def _scatter_finish(s: State) -> Option:
    """scatter's dimension numbers and operands: its updates have the shape gather's
    result would have for windows of the chosen sizes."""
    dn = tuple((f, s["$" + g]) for f, g in _SCATTER_FIELDS)
    gdn = {g: s["$" + g] for g in _GATHER_FIELDS}
    upd = (gather_result(_shape(s, "operand"), _shape(s, "start_indices"), gdn,
                         s["$slice_sizes"]), _elem(s, "operand"))
    return {"scatter_dimension_numbers": dn, "%*inputs": (s["%operand"],),
            "%scatter_indices": s["%start_indices"], "%*updates": (upd,),
            "%*results": (s["%operand"],)}


_UNARY = ("operand",)

DOMAINS: dict[str, Domain] = {d.op: d for d in [
    Domain("stablehlo.slice", _UNARY, _UNARY, (
        *per_dim(("start_indices", "limit_indices", "strides"), "operand", _slice_entries),
        derive("%result", _slice_result))),
    Domain("stablehlo.pad", ("operand", "padding_value"), _UNARY, (
        derive("%padding_value", _scalar_of("operand")),
        *per_dim(("edge_padding_low", "edge_padding_high", "interior_padding"), "operand",
                 _pad_entries),
        derive("%result", _pad_result))),
    Domain("stablehlo.broadcast_in_dim", _UNARY, _UNARY, (
        choose("$rank", lambda s, b: range(len(_shape(s, "operand")), b.max_rank + 1)),
        choose("broadcast_dimensions",
               lambda s, b: _arrangements(s["$rank"], len(_shape(s, "operand")))),
        derive("$shape", lambda s: ()),
        Step(lambda s, b: [{"$shape": s["$shape"] + (d,)} for d in _broadcast_dims(s, b)],
             lambda s: s["$rank"]),
        derive("%result", lambda s: (s["$shape"], _elem(s, "operand"))))),
    Domain("stablehlo.transpose", _UNARY, _UNARY, (
        choose("permutation", lambda s, b: list(itertools.permutations(
            range(len(_shape(s, "operand")))))),
        derive("%result", lambda s: (tuple(_shape(s, "operand")[p] for p in s["permutation"]),
                                     _elem(s, "operand"))))),
    Domain("stablehlo.reshape", _UNARY, _UNARY, (
        choose("%result", _reshape_results),)),
    Domain("stablehlo.iota", (), (), (
        choose("%result", lambda s, b: [t for t in b.types() if t[0] and not is_bool(t[1])]),
        choose("iota_dimension", lambda s, b: range(len(s["%result"][0]))))),
    Domain("stablehlo.reverse", _UNARY, _UNARY, (
        choose("dimensions", lambda s, b: _arrangements_any(len(_shape(s, "operand")))),
        derive("%result", _same("operand")))),
    Domain("stablehlo.concatenate", ("*inputs",), ("inputs0",), (
        derive("%*inputs", lambda s: (s["%inputs0"],)),
        choose("$n", lambda s, b: range(1, b.max_operands + 1)),
        choose("dimension", lambda s, b: range(len(_shape(s, "inputs0")))),
        Step(_concat_other, lambda s: s["$n"] - 1),
        derive("%result", _concat_result)),
        given_types=_ranked(1)),
    Domain("stablehlo.compare", ("lhs", "rhs"), ("lhs",), (
        derive("%rhs", _same("lhs")),
        choose("comparison_direction", lambda s, b: ["EQ", "NE", "GE", "GT", "LE", "LT"]),
        choose("compare_type", lambda s, b: _compare_types(_elem(s, "lhs"))),
        derive("%result", lambda s: (_shape(s, "lhs"), "i1")))),
    Domain("stablehlo.convert", _UNARY, _UNARY, (
        choose("%result", lambda s, b: [(_shape(s, "operand"), e) for e in b.elements]),)),
    Domain("stablehlo.clamp", ("min", "operand", "max"), _UNARY, (
        choose("%min", lambda s, b: _scalar_or_same(s)),
        choose("%max", lambda s, b: _scalar_or_same(s)),
        derive("%result", _same("operand")))),
    Domain("stablehlo.select", ("pred", "on_true", "on_false"), ("on_true",), (
        choose("%pred", lambda s, b: list(dict.fromkeys([((), "i1"),
                                                          (_shape(s, "on_true"), "i1")]))),
        derive("%on_false", _same("on_true")),
        derive("%result", _same("on_true")))),
    Domain("stablehlo.reduce", ("input", "init_value"), ("input",), (
        derive("%init_value", _scalar_of("input")),
        choose("dimensions", lambda s, b: _arrangements_any(len(_shape(s, "input")))),
        derive("%result", lambda s: (_drop(_shape(s, "input"), s["dimensions"]),
                                     _elem(s, "input"))))),
    Domain("stablehlo.dynamic_slice", ("operand", "*start_indices"), _UNARY, (
        choose("$index", lambda s, b: b.index_elements),
        derive("%*start_indices", lambda s: ((((), s["$index"]),) * len(_shape(s, "operand")))),
        *per_dim(("slice_sizes",), "operand", lambda d, b: [(k,) for k in range(d + 1)]),
        derive("%result", lambda s: (s["slice_sizes"], _elem(s, "operand"))))),
    Domain("stablehlo.dynamic_update_slice", ("operand", "update", "*start_indices"), _UNARY, (
        choose("$index", lambda s, b: b.index_elements),
        derive("%*start_indices", lambda s: ((((), s["$index"]),) * len(_shape(s, "operand")))),
        *per_dim(("$update",), "operand", lambda d, b: [(k,) for k in range(d + 1)]),
        derive("%update", lambda s: (s["$update"], _elem(s, "operand"))),
        derive("%result", _same("operand")))),
    Domain("stablehlo.gather", ("operand", "start_indices"), ("operand", "start_indices"), (
        *_index_steps(_gather_slice_step),
        choose("indices_are_sorted", lambda s, b: [False, True]),
        Step(lambda s, b: [_gather_finish(s)])),
        given_types=_gather_given),
    Domain("stablehlo.scatter", ("*inputs", "scatter_indices", "*updates"),
           ("operand", "start_indices"), (
        *_index_steps(_scatter_window_step),
        choose("indices_are_sorted", lambda s, b: [False, True]),
        choose("unique_indices", lambda s, b: [False, True]),
        Step(lambda s, b: [_scatter_finish(s)])),
        results=("*results",), given_types=_gather_given),
    Domain("stablehlo.dot_general", ("lhs", "rhs"), ("lhs", "rhs"), (
        Step(_dot_pairs("$lhs_batching_dimensions", "$rhs_batching_dimensions", ())),
        Step(_dot_pairs("$lhs_contracting_dimensions", "$rhs_contracting_dimensions",
                        ("$lhs_batching_dimensions", "$rhs_batching_dimensions"))),
        Step(lambda s, b: [_dot_finish(s)])),
        given_types=_same_element_pairs),
    Domain("stablehlo.get_dimension_size", _UNARY, _UNARY, (
        choose("dimension", lambda s, b: range(len(_shape(s, "operand")))),
        derive("%result", lambda s: ((), "i32")))),
    Domain("stablehlo.sort", ("*inputs",), ("inputs0",), (
        derive("%*inputs", lambda s: (s["%inputs0"],)),
        choose("$n", lambda s, b: range(1, b.max_operands + 1)),
        Step(_sort_other, lambda s: s["$n"] - 1),
        choose("dimension", lambda s, b: [*range(len(_shape(s, "inputs0"))),
                                          *range(-len(_shape(s, "inputs0")), 0)]),
        choose("is_stable", lambda s, b: [False, True]),
        derive("%*results", lambda s: s["%*inputs"])),
        results=("*results",), given_types=_ranked(1)),
]}


def _scalar_or_same(s: State) -> list[Type]:
    return list(dict.fromkeys([((), _elem(s, "operand")), s["%operand"]]))


# -- enumerate and draw --------------------------------------------------------------------


def _start(dom: Domain, operands: Sequence[Type]) -> State:
    if len(operands) != len(dom.given):
        raise ValueError(f"{dom.op} takes {len(dom.given)} given operand types "
                         f"({', '.join(dom.given)}), got {len(operands)}")
    return {"%" + n: (tuple(t[0]), t[1]) for n, t in zip(dom.given, operands)}


def _given(dom: Domain, bound: Bound) -> Iterator[tuple[Type, ...]]:
    if dom.given_types is not None:
        return dom.given_types(bound)
    return itertools.product(*(list(bound.types()) for _ in dom.given))


def _finish(dom: Domain, s: State) -> Choice:
    ops: list[Type] = []
    for n in dom.operands:
        v = s["%" + n]
        ops.extend(v if n.startswith("*") else [v])
    attrs = tuple((k, v) for k, v in s.items() if k[0] not in "%$" and v is not None)
    res: list[Type] = []
    for n in dom.results:
        v = s["%" + n]
        res.extend(v if n.startswith("*") else [v])
    return Choice(dom.op, tuple(ops), attrs, tuple(res))


def _expand(steps: tuple[Step, ...], i: int, rep: int, s: State, b: Bound) -> Iterator[State]:
    while i < len(steps) and rep >= steps[i].count(s):
        i, rep = i + 1, 0
    if i == len(steps):
        yield s
        return
    for opt in steps[i].options(s, b):
        yield from _expand(steps, i, rep + 1, {**s, **opt}, b)


def enumerate_choices(op: str, bound: Bound, operands: Sequence[Type] | None = None
                      ) -> Iterator[Choice]:
    """Every valid instance of ``op`` in ``bound`` whose given operands have the types
    ``operands`` (every given type of the bound when None), each once."""
    dom = DOMAINS[op]
    for given in ([operands] if operands is not None else _given(dom, bound)):
        for s in _expand(dom.steps, 0, 0, _start(dom, given), bound):
            yield _finish(dom, s)


def choose_instance(op: str, bound: Bound, operands: Sequence[Type],
                    pick: Callable[[Sequence[Option]], Option]) -> Choice | None:
    """One instance of ``op`` over given operand types ``operands``, each step's option
    the one ``pick`` takes among the step's options (in :func:`enumerate_choices`'s order);
    None where a step has no option."""
    dom = DOMAINS[op]
    s = _start(dom, operands)
    for step in dom.steps:
        for _ in range(step.count(s)):
            opts = step.options(s, bound)
            if not opts:
                return None
            s = {**s, **pick(opts)}
    return _finish(dom, s)


def draw_choice(op: str, bound: Bound, operands: Sequence[Type] | None = None) -> Any:
    """A hypothesis strategy of the instances :func:`enumerate_choices` lists, drawn step
    by step from the same options (each option of a step equally likely, the first
    simplest for shrinking)."""
    from hypothesis import reject
    from hypothesis import strategies as st

    dom = DOMAINS[op]

    @st.composite
    def draw(draw_: Any) -> Choice:
        given = operands
        if given is None:
            given = draw_(st.sampled_from(list(_given(dom, bound))))
        s = _start(dom, given)
        for step in dom.steps:
            for _ in range(step.count(s)):
                opts = step.options(s, bound)
                if not opts:
                    reject()
                s = {**s, **draw_(st.sampled_from(list(opts)))}
        return _finish(dom, s)

    return draw()


# -- conversion to the dialect's form ------------------------------------------------------


def element(name: str) -> Any:
    """The xDSL element type MLIR spells ``name``."""
    from xdsl.parser import Parser

    return Parser(make_context(), name).parse_type()


def to_type(t: Type) -> Any:
    """The ``TensorType`` of a plain type."""

    return tensor(t[0], element(t[1]))


_STRUCTS = {"dimension_numbers": "GatherDimensionNumbersAttr",
            "scatter_dimension_numbers": "ScatterDimensionNumbersAttr",
            "dot_dimension_numbers": "DotDimensionNumbersAttr"}
_ENUMS = {"comparison_direction": "ComparisonDirectionAttr",
          "compare_type": "ComparisonTypeAttr"}


def to_properties(choice: Choice) -> dict[str, Any]:
    """The choice's attributes as the dialect's property attributes (``array<i64>``,
    ``i64``, ``i1``, enum and dimension-number attributes)."""
    from xdsl.dialects.builtin import IntegerAttr, i1, i64

    props: dict[str, Any] = {}
    for k, v in choice.attrs:
        if k in _STRUCTS:
            props[k] = getattr(A, _STRUCTS[k]).make(**dict(v))
        elif k in _ENUMS:
            cls = getattr(A, _ENUMS[k])
            props[k] = cls(cls.enum_type(v))
        elif isinstance(v, bool):
            props[k] = IntegerAttr(int(v), i1)
        elif isinstance(v, int):
            props[k] = IntegerAttr(v, i64)
        else:
            props[k] = index_array(tuple(v))
    return props
