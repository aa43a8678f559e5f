"""Op attribute domains (dialect/domains.py) against StableHLO's own verifier.

For each op, a superset of candidate instances is built (attribute values beyond the
spec's ranges, shapes that do not fit); jaxlib parses and verifies each as a module, and
the domain's enumeration must equal exactly the accepted candidates.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings

from hlorules.dialect.domains import (
    DOMAINS,
    Bound,
    Choice,
    Type,
    dot_general_result,
    draw_choice,
    enumerate_choices,
    gather_result,
    to_properties,
    to_type,
)
from hlorules.lowering import jaxlib_api

SMALL = Bound(max_rank=2, max_dim=1, elements=("f32",))
"""Rank 2 with dims 0..1: every per-dim attribute meets two dims."""
RANK1 = Bound(max_rank=1, max_dim=3, elements=("f32", "i32"))
"""Rank 1 with dims 0..3: every value of a per-dim attribute on a larger dim."""
LARGE = Bound(max_rank=2, max_dim=2, elements=("f32", "ui8", "i1"))


def _ty(t: Type) -> str:
    return f"tensor<{''.join(f'{d}x' for d in t[0])}{t[1]}>"


def _region(c: Choice) -> str:
    """The op's region (reduce's body returns its first argument; sort's comparator is
    ``LT`` on the first input), or ""."""
    if c.op == "stablehlo.reduce":
        t = _ty(((), c.operands[0][1]))
        return (f' ({{\n^bb0(%x: {t}, %y: {t}):\n  "stablehlo.return"(%x) : ({t}) -> ()\n'
                "})")
    if c.op == "stablehlo.scatter":
        t = _ty(((), c.operands[0][1]))
        return (f' ({{\n^bb0(%x: {t}, %y: {t}):\n  "stablehlo.return"(%y) : ({t}) -> ()\n'
                "})")
    if c.op == "stablehlo.sort":
        args = ", ".join(f"%{v}{i}: {_ty(((), t[1]))}" for i, t in enumerate(c.operands)
                         for v in "xy")
        t = _ty(((), c.operands[0][1]))
        return (f" ({{\n^bb0({args}):\n"
                f'  %c = "stablehlo.compare"(%x0, %y0) <{{comparison_direction = '
                f"#stablehlo<comparison_direction LT>}}> : ({t}, {t}) -> tensor<i1>\n"
                '  "stablehlo.return"(%c) : (tensor<i1>) -> ()\n})')
    return ""


def _text(c: Choice) -> str:
    """``c`` as a one-op module, its properties printed by xDSL from :func:`to_properties`."""
    args = ", ".join(f"%a{i}: {_ty(t)}" for i, t in enumerate(c.operands))
    props = ", ".join(f"{k} = {v}" for k, v in to_properties(c).items())
    props = f" <{{{props}}}>" if props else ""
    res = ", ".join(_ty(t) for t in c.results)
    n = len(c.results)
    name = "%r" if n == 1 else f"%r:{n}"
    rets = "%r" if n == 1 else ", ".join(f"%r#{i}" for i in range(n))
    ins = ", ".join(f"%a{i}" for i in range(len(c.operands)))
    intys = ", ".join(_ty(t) for t in c.operands)
    return (f"func.func @f({args}) -> ({res}) {{\n"
            f'  {name} = "{c.op}"({ins}){props}{_region(c)} : ({intys}) -> ({res})\n'
            f"  return {rets} : {res}\n}}\n")


def verifier_accepts(c: Choice) -> bool:
    """Whether jaxlib parses and verifies ``c`` as a module."""
    try:
        jaxlib_api.parse_module(_text(c))
    except Exception as e:  # MLIRError, jaxlib's one error type for parse and verify
        if type(e).__name__ != "MLIRError":
            raise
        return False
    return True


def _in_bound(t: Type, b: Bound) -> bool:
    return len(t[0]) <= b.max_rank and all(b.min_dim <= d <= b.max_dim for d in t[0]) \
        and t[1] in b.elements


def assert_domain_is_verifier(op: str, bound: Bound, candidates: Iterable[Choice]) -> int:
    """The domain of ``op`` in ``bound`` equals the candidates the verifier accepts, and
    lies inside the candidates (so that the verifier judged every value it lists)."""
    cands = set(candidates)
    listed = list(enumerate_choices(op, bound))
    assert len(listed) == len(set(listed)), f"{op}: the enumeration repeats an instance"
    outside = set(listed) - cands
    assert not outside, f"{op}: the test's candidates miss {sorted(outside, key=str)[:3]}"
    spec = SPEC_ONLY.get(op, lambda c: True)
    accepted = {c for c in cands if verifier_accepts(c) and spec(c)}
    missing = accepted - set(listed)
    wrong = set(listed) - accepted
    assert not missing, f"{op}: valid, not listed: {sorted(missing, key=str)[:5]}"
    assert not wrong, f"{op}: listed, refused by the verifier: {sorted(wrong, key=str)[:5]}"
    return len(accepted)


def _compare_type_fits(c: Choice) -> bool:
    """The spec's compare C3, which jaxlib's verifier does not check: compare_type, when
    present, is SIGNED for signed integers, UNSIGNED for unsigned ones and i1, FLOAT or
    TOTALORDER for floats, FLOAT for complex."""
    ct, e = c.attributes.get("compare_type"), c.operands[0][1]
    if ct is None:
        return True
    if e.startswith("complex"):
        return ct == "FLOAT"
    if e.startswith(("f", "bf")):
        return ct in ("FLOAT", "TOTALORDER")
    return ct == ("UNSIGNED" if e.startswith("ui") or e == "i1" else "SIGNED")


SPEC_ONLY: dict[str, Callable[[Choice], bool]] = {"stablehlo.compare": _compare_type_fits}
"""Constraints the spec states and jaxlib's verifier does not check, by op."""


def _ints(lo: int, hi: int) -> range:
    return range(lo, hi + 1)


def _per_dim(shape: tuple[int, ...], values: Callable[[int], Iterable[tuple[int, ...]]]
             ) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Per-dim candidate tuples, transposed into one tuple per attribute."""
    for combo in itertools.product(*(list(values(d)) for d in shape)):
        yield tuple(zip(*combo)) if combo else ()


def _unary(op: str, b: Bound, attrs: Callable[[Type], Iterable[tuple[tuple[str, object], ...]]],
           result: Callable[[Type, dict], Type]) -> Iterator[Choice]:
    for t in b.types():
        for a in attrs(t):
            try:
                r = result(t, dict(a))
            except (ValueError, IndexError, ZeroDivisionError, KeyError):
                r = t
            yield Choice(op, (t,), a, (r,))


def _slice_candidates(b: Bound) -> Iterator[Choice]:
    names = ("start_indices", "limit_indices", "strides")

    def attrs(t: Type) -> Iterator[tuple[tuple[str, object], ...]]:
        for cols in _per_dim(t[0], lambda d: itertools.product(
                _ints(-1, d + 1), _ints(-1, d + 1), _ints(0, b.stride_limit))):
            yield tuple(zip(names, cols)) if cols else tuple((n, ()) for n in names)

    def result(t: Type, a: dict) -> Type:
        return (tuple(max(0, -(-(lim - s) // k)) for s, lim, k in
                      zip(a["start_indices"], a["limit_indices"], a["strides"])), t[1])

    return _unary("stablehlo.slice", b, attrs, result)


def _pad_candidates(b: Bound) -> Iterator[Choice]:
    names = ("edge_padding_low", "edge_padding_high", "interior_padding")
    p = b.pad_limit
    for t in b.types():
        for cols in _per_dim(t[0], lambda d: itertools.product(
                _ints(-p, p), _ints(-p, p), _ints(-1, p))):
            a = tuple(zip(names, cols)) if cols else tuple((n, ()) for n in names)
            r = tuple(lo + hi + d + max(d - 1, 0) * i for d, lo, hi, i in zip(t[0], *cols))
            if any(x < 0 for x in r):
                r = tuple(max(x, 0) for x in r)
            yield Choice("stablehlo.pad", (t, ((), t[1])), a, ((r, t[1]),))


def _dim_lists(rank: int, length: int | None = None) -> list[tuple[int, ...]]:
    """Every list (duplicates and out-of-range values included) of ``length`` values
    (every length up to rank + 1 when None) in ``-1..rank``."""
    lengths = range(rank + 2) if length is None else [length]
    return [p for n in lengths for p in itertools.product(_ints(-1, rank), repeat=n)]


def _broadcast_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for r in b.types(elements=[t[1]]):
            for dims in _dim_lists(len(r[0]), len(t[0])) + [(0,) * (len(t[0]) + 1)]:
                yield Choice("stablehlo.broadcast_in_dim", (t,),
                             (("broadcast_dimensions", dims),), (r,))


def _transpose_candidates(b: Bound) -> Iterator[Choice]:
    def result(t: Type, a: dict) -> Type:
        return (tuple(t[0][p] for p in a["permutation"]), t[1])

    return _unary("stablehlo.transpose", b,
                  lambda t: [(("permutation", p),) for p in _dim_lists(len(t[0]))], result)


def _reshape_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for r in b.types():
            yield Choice("stablehlo.reshape", (t,), (), (r,))


def _iota_candidates(b: Bound) -> Iterator[Choice]:
    for r in b.types():
        for d in _ints(-1, len(r[0])):
            yield Choice("stablehlo.iota", (), (("iota_dimension", d),), (r,))


def _get_dimension_size_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for d in _ints(-1, len(t[0])):
            for e in ("i32", "i64"):
                yield Choice("stablehlo.get_dimension_size", (t,), (("dimension", d),),
                             (((), e),))


def _reverse_candidates(b: Bound) -> Iterator[Choice]:
    return _unary("stablehlo.reverse", b,
                  lambda t: [(("dimensions", p),) for p in _dim_lists(len(t[0]))],
                  lambda t, a: t)


def _concatenate_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for n in _ints(1, b.max_operands):
            for others in itertools.product(list(b.types()), repeat=n - 1):
                for d in _ints(-1, len(t[0])):
                    ins = (t, *others)
                    try:
                        r = tuple(sum(x[0][d] for x in ins) if i == d else x
                                  for i, x in enumerate(t[0]))
                    except IndexError:
                        r = t[0]
                    yield Choice("stablehlo.concatenate", ins, (("dimension", d),), ((r, t[1]),))


_DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")
_COMPARE_TYPES = (None, "NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")


def _compare_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for d, ct in itertools.product(_DIRECTIONS, _COMPARE_TYPES):
            a = (("comparison_direction", d),) + ((("compare_type", ct),) if ct else ())
            yield Choice("stablehlo.compare", (t, t), a, ((t[0], "i1"),))


def _convert_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for r in b.types():
            yield Choice("stablehlo.convert", (t,), (), (r,))


def _scalar_or_shapes(t: Type, b: Bound, elems: Iterable[str]) -> list[Type]:
    return [(s, e) for s in {(), t[0], (1,) * len(t[0]), (2,)} for e in elems]


def _clamp_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for lo, hi in itertools.product(_scalar_or_shapes(t, b, b.elements), repeat=2):
            yield Choice("stablehlo.clamp", (lo, t, hi), (), (t,))


def _select_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for p in _scalar_or_shapes(t, b, ("i1", *b.elements)):
            yield Choice("stablehlo.select", (p, t, t), (), (t,))


def _reduce_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for dims in _dim_lists(len(t[0])):
            r = tuple(x for i, x in enumerate(t[0]) if i not in dims)
            yield Choice("stablehlo.reduce", (t, ((), t[1])), (("dimensions", dims),),
                         ((r, t[1]),))


def _dynamic_slice_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for ie in (*b.index_elements, "f32"):
            for sizes in itertools.product(*(_ints(-1, d + 1) for d in t[0])):
                yield Choice("stablehlo.dynamic_slice", (t,) + (((), ie),) * len(t[0]),
                             (("slice_sizes", sizes),), ((tuple(max(x, 0) for x in sizes), t[1]),))


def _dynamic_update_slice_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for ie in (*b.index_elements, "f32"):
            for u in b.types():
                yield Choice("stablehlo.dynamic_update_slice",
                             (t, u) + (((), ie),) * len(t[0]), (), (t,))


def _mutants(c: Choice, fields: dict[str, list[object]], result: Callable[[Choice], Type]
             ) -> Iterator[Choice]:
    """``c`` with one attribute (or one dimension-number field, named ``struct.field``)
    replaced by each of its candidate values, its result type recomputed where it can be."""
    for name, values in fields.items():
        outer, _, inner = name.partition(".")
        for v in values:
            attrs = dict(c.attrs)
            if inner:
                attrs[outer] = tuple((f, v if f == inner else x) for f, x in attrs[outer])
            else:
                attrs[outer] = v
            m = Choice(c.op, c.operands, tuple(attrs.items()), c.results)
            try:
                m = Choice(c.op, c.operands, m.attrs, (result(m),))
            except (ValueError, IndexError, KeyError, TypeError):
                pass
            yield m


def assert_neighbourhood_is_verifier(op: str, bound: Bound, samples: int,
                                     mutants: Callable[[Choice], Iterable[Choice]]) -> None:
    """For ops whose attribute space is too large to list: every listed instance is
    accepted, and every accepted instance one attribute away from ``samples`` listed ones
    (spread evenly over the listing) is listed."""
    listed = list(enumerate_choices(op, bound))
    cands = set(listed)
    for c in listed[::max(1, len(listed) // samples)]:
        cands.update(mutants(c))
    assert_domain_is_verifier(op, bound, cands)


def _gather_result(c: Choice) -> Type:
    a = c.attributes
    dn = dict(a["dimension_numbers"])
    if sorted(set(dn["offset_dims"])) != list(dn["offset_dims"]):
        raise ValueError("unsorted offset_dims")
    return (gather_result(c.operands[0][0], c.operands[1][0], dn, a["slice_sizes"]),
            c.operands[0][1])


def _gather_fields(c: Choice) -> dict[str, list[object]]:
    n = max(len(c.operands[0][0]), len(c.operands[1][0]), len(c.results[0][0]))
    lists = [p for k in range(4) for p in itertools.product(_ints(-1, n), repeat=k)]
    return {**{f"dimension_numbers.{f}": lists for f in (
        "offset_dims", "collapsed_slice_dims", "operand_batching_dims",
        "start_indices_batching_dims", "start_index_map")},
            "dimension_numbers.index_vector_dim": list(_ints(-1, n + 1)),
            "slice_sizes": [p for k in range(len(c.operands[0][0]) + 2)
                            for p in itertools.product(_ints(-1, 2), repeat=k)]}


def _sort_candidates(b: Bound) -> Iterator[Choice]:
    for t in b.types():
        for n in _ints(1, b.max_operands):
            for others in itertools.product(list(b.types()), repeat=n - 1):
                ins = (t, *others)
                for d, st in itertools.product(_ints(-len(t[0]) - 1, len(t[0])),
                                               (False, True)):
                    yield Choice("stablehlo.sort", ins, (("dimension", d), ("is_stable", st)),
                                 ins)


def _dot_result(c: Choice) -> Type:
    dn = dict(c.attributes["dot_dimension_numbers"])
    return (dot_general_result(c.operands[0][0], c.operands[1][0], dn), c.operands[0][1])


def _dot_fields(c: Choice) -> dict[str, list[object]]:
    n = max(len(c.operands[0][0]), len(c.operands[1][0]))
    lists = [p for k in range(n + 2) for p in itertools.product(_ints(-1, n), repeat=k)]
    return {f"dot_dimension_numbers.{f}": lists for f in (
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions")}


DOT = Bound(max_rank=2, max_dim=2, elements=("f32",))


def test_dot_general_domain_equals_what_the_verifier_accepts_near_listed_instances() -> None:
    assert_neighbourhood_is_verifier("stablehlo.dot_general", DOT, 60,
                                     lambda c: _mutants(c, _dot_fields(c), _dot_result))


def _scatter_mutants(c: Choice, b: Bound) -> Iterator[Choice]:
    """``c`` with one dimension-number field or flag changed, or its updates of another
    shape."""
    n = max(len(t[0]) for t in c.operands)
    lists = [p for k in range(4) for p in itertools.product(_ints(-1, n), repeat=k)]
    fields: dict[str, list[object]] = {f"scatter_dimension_numbers.{f}": lists for f in (
        "update_window_dims", "inserted_window_dims", "input_batching_dims",
        "scatter_indices_batching_dims", "scatter_dims_to_operand_dims")}
    fields["scatter_dimension_numbers.index_vector_dim"] = list(_ints(-1, n + 1))
    yield from _mutants(c, fields, lambda m: m.results[0])
    x, i, _ = c.operands
    for shape in itertools.chain.from_iterable(
            b.shapes(r) for r in range(b.max_rank + 2)):
        yield Choice(c.op, (x, i, (shape, x[1])), c.attrs, c.results)


SCATTER = Bound(max_rank=2, max_dim=1, elements=("f32",))


@pytest.mark.parametrize("bound", [SCATTER, Bound(max_rank=1, max_dim=2, elements=("f32",))],
                         ids=["rank2", "dim2"])
def test_scatter_domain_equals_what_the_verifier_accepts_near_listed_instances(
        bound: Bound) -> None:
    assert_neighbourhood_is_verifier("stablehlo.scatter", bound, 6,
                                     lambda c: _scatter_mutants(c, bound))


GATHER = Bound(max_rank=2, max_dim=1, elements=("f32",))
GATHER_WIDE = Bound(max_rank=1, max_dim=2, elements=("f32",))
"""Dims of 2, where a collapsed or batching dim's slice size (at most 1) is not the dim."""


@pytest.mark.parametrize("bound", [GATHER, GATHER_WIDE], ids=["rank2", "dim2"])
def test_gather_domain_equals_what_the_verifier_accepts_near_listed_instances(
        bound: Bound) -> None:
    assert_neighbourhood_is_verifier("stablehlo.gather", bound, 6,
                                     lambda c: _mutants(c, _gather_fields(c), _gather_result))


@pytest.mark.slow
def test_gather_domain_equals_what_the_verifier_accepts_near_more_listed_instances() -> None:
    assert_neighbourhood_is_verifier("stablehlo.gather", Bound(max_rank=2, max_dim=2,
                                                               elements=("f32",)),
                                     30,
                                     lambda c: _mutants(c, _gather_fields(c), _gather_result))


CANDIDATES: dict[str, Callable[[Bound], Iterable[Choice]]] = {
    "stablehlo.slice": _slice_candidates,
    "stablehlo.pad": _pad_candidates,
    "stablehlo.broadcast_in_dim": _broadcast_candidates,
    "stablehlo.transpose": _transpose_candidates,
    "stablehlo.reshape": _reshape_candidates,
    "stablehlo.iota": _iota_candidates,
    "stablehlo.reverse": _reverse_candidates,
    "stablehlo.concatenate": _concatenate_candidates,
    "stablehlo.compare": _compare_candidates,
    "stablehlo.convert": _convert_candidates,
    "stablehlo.clamp": _clamp_candidates,
    "stablehlo.select": _select_candidates,
    "stablehlo.reduce": _reduce_candidates,
    "stablehlo.dynamic_slice": _dynamic_slice_candidates,
    "stablehlo.dynamic_update_slice": _dynamic_update_slice_candidates,
    "stablehlo.sort": _sort_candidates,
    "stablehlo.get_dimension_size": _get_dimension_size_candidates,
}


@pytest.mark.parametrize("op", sorted(CANDIDATES))
@pytest.mark.parametrize("bound", [SMALL, RANK1], ids=["rank2", "rank1"])
def test_domain_equals_what_the_verifier_accepts(op: str, bound: Bound) -> None:
    assert assert_domain_is_verifier(op, bound, CANDIDATES[op](bound)) > 0


PER_DIM_LARGE = Bound(max_rank=2, max_dim=2, elements=("f32",))
"""LARGE's shapes with one element type, for ops whose candidates grow per dim."""


@pytest.mark.slow
@pytest.mark.parametrize("op", sorted(CANDIDATES))
def test_domain_equals_what_the_verifier_accepts_on_a_larger_bound(op: str) -> None:
    bound = PER_DIM_LARGE if op in ("stablehlo.slice", "stablehlo.pad") else LARGE
    assert assert_domain_is_verifier(op, bound, CANDIDATES[op](bound)) > 0


NEIGHBOURHOOD = {"stablehlo.gather", "stablehlo.dot_general", "stablehlo.scatter"}
"""Ops checked one attribute away from listed instances (their whole space is too large)."""


def test_every_domain_has_a_verifier_test() -> None:
    assert set(DOMAINS) == set(CANDIDATES) | NEIGHBOURHOOD


@pytest.mark.parametrize("op", sorted(DOMAINS))
def test_draw_gives_only_enumerated_instances(op: str) -> None:
    listed = set(enumerate_choices(op, SMALL))

    @settings(max_examples=30, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(draw_choice(op, SMALL))
    def drawn_is_listed(c: Choice) -> None:
        assert c in listed

    drawn_is_listed()


def test_slice_domain_has_loose_limits_and_empty_slices() -> None:
    got = {c.attributes["limit_indices"] + c.attributes["strides"]
           for c in enumerate_choices("stablehlo.slice", SMALL, [((2,), "f32")])}
    assert (2, 2) in got  # x[0:2:2] keeps one element: the limit is not start + 1
    assert {c.results[0][0] for c in enumerate_choices("stablehlo.slice", SMALL,
                                                        [((2,), "f32")])} >= {(0,), (1,), (2,)}


def test_to_type_builds_the_dialect_tensor_type() -> None:
    assert str(to_type(((2, 0), "ui8"))) == "tensor<2x0xui8>"


GENERATED_WITHOUT_DOMAIN = {
    "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_gather", "stablehlo.dynamic_iota",
    "stablehlo.get_tuple_element",
    # windows drawn by its own generator (whole-dim windows and their near misses)
    "stablehlo.reduce_window",
    # a float accuracy the generator leaves at its default
    "stablehlo.cbrt", "stablehlo.cosine", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.log", "stablehlo.log_plus_one",
    "stablehlo.logistic", "stablehlo.rsqrt", "stablehlo.sine", "stablehlo.sqrt",
    "stablehlo.tan", "stablehlo.tanh"}
"""Ops the checker's generator emits with attributes that have no domain yet."""


def test_every_op_the_generator_emits_with_attributes_has_a_verified_domain() -> None:
    from hlorules.checker import generate  # noqa: F401  (fills GENERATORS)
    from hlorules.checker.generate_core import GENERATORS
    from hlorules.dialect import REGISTRY

    with_attrs = {n for n in GENERATORS
                  if set(getattr(REGISTRY.get(n), "props", {}) or {}) - {"value"}}
    assert with_attrs - set(DOMAINS) == GENERATED_WITHOUT_DOMAIN
    assert with_attrs & set(DOMAINS) <= set(CANDIDATES) | NEIGHBOURHOOD


def test_the_generator_draws_every_listed_op_of_fixed_arity_from_its_domain() -> None:
    from hlorules.checker.generate_domain import DOMAIN_OPS

    assert DOMAIN_OPS == {
        "stablehlo.slice", "stablehlo.pad", "stablehlo.broadcast_in_dim",
        "stablehlo.transpose", "stablehlo.reshape", "stablehlo.iota", "stablehlo.reverse",
        "stablehlo.compare", "stablehlo.convert", "stablehlo.clamp", "stablehlo.select",
        "stablehlo.get_dimension_size"}
