"""Ops drawn from their whole attribute domain (:mod:`hlorules.dialect.domains`).

:func:`domain_op` builds an instance of a fixed-arity op with no region (slice, pad,
transpose, reverse, broadcast_in_dim, reshape, iota, compare, convert, clamp, select) as
one choice among every valid instance of the op that agrees with what the pattern and the
program already fix: the operand types built or committed to, the result type a parent
asks for (every instance that gives that type, not one planned one), the pattern's
attribute literals and the attribute variables bound earlier. The choice is one draw of
the builder's rng over the listed instances, so ``hlorules prove``'s enumeration builds
each of them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hlorules.dialect import domains as dm
from hlorules.rules import model as m

from .generate_base import _full, _ints
from .generate_core import DOMAIN_DRAWS, TT, Builder, Reject, Val

__all__ = ["DOMAIN_OPS", "MAX_LISTED", "domain_op", "draw_instance", "instances",
           "literals_agree"]

MAX_LISTED = 20_000  # instances listed per op and given operand types; past it: step draws
MAX_LISTED_CHECK = 1_000  # the same for check (a program per list: its budget is programs)
DRAWS_PAST_LISTING = 24  # check: step draws tried where there are too many to list
DOMAIN_SHARE = 0.3  # of check's builds of an op that are drawn from its domain

# fixed-arity ops without regions whose every attribute the domain lists
DOMAIN_OPS = frozenset(
    op for op, d in dm.DOMAINS.items()
    if not any(n.startswith("*") for n in d.operands) and d.results == ("result",)
    and op not in ("stablehlo.gather", "stablehlo.dot_general", "stablehlo.reduce"))

_ROLES = {("stablehlo.select", "pred"): "mask"}

MAX_WALKED = 60_000  # instances walked to list those of one result type over any operand

_LISTED: dict[tuple[Any, ...], list[dm.Choice] | None] = {}


def _listed(key: tuple[Any, ...], gen: Any, keep: Any, cap: int) -> list[dm.Choice] | None:
    """The instances ``gen`` yields for which ``keep`` holds (None past ``cap`` instances
    walked), listed once per key."""
    if key not in _LISTED:
        if len(_LISTED) > 512:
            _LISTED.clear()
        out: list[dm.Choice] | None = []
        for i, c in enumerate(gen):
            if i >= cap:
                out = None
                break
            if keep(c):
                out.append(c)  # type: ignore[union-attr]
        _LISTED[key] = out
    return _LISTED[key]


def instances(op: str, bound: dm.Bound, given: Sequence[dm.Type] | None,
              want: dm.Type | None = None, cap: int = MAX_LISTED) -> list[dm.Choice] | None:
    """Every valid instance of ``op`` in ``bound`` over the given operand types ``given``
    (every given type of the bound when None), of result type ``want`` when given; None
    when there are too many to list (more than ``cap`` over given operand types,
    :data:`MAX_WALKED` over every one)."""
    if given is not None:
        listed = _listed((op, bound, tuple(given), cap),
                         dm.enumerate_choices(op, bound, list(given)), lambda c: True, cap)
        return None if listed is None else [c for c in listed
                                            if want is None or c.results[0] == want]
    return _listed((op, bound, None, want), dm.enumerate_choices(op, bound),
                   lambda c: want is None or c.results[0] == want, MAX_WALKED)


def _plain(v: Any) -> Any:
    if isinstance(v, m.NameRef):
        return v.name
    if isinstance(v, list):
        return tuple(v)
    return v


def literals_agree(pat: m.OpPat, c: dm.Choice) -> bool:
    """Whether instance ``c`` has the attribute literals of op pattern ``pat``."""
    attrs = c.attributes
    return all(_plain(attrs.get(a.name)) == _plain(a.value) for a in pat.attrs
               if a.kind == "lit" and not a.discardable)


def _agrees(b: Builder, pat: m.OpPat, c: dm.Choice) -> bool:
    """Whether instance ``c`` has the pattern's attribute literals and the values of the
    attribute variables bound so far."""
    attrs = c.attributes
    return literals_agree(pat, c) and all(
        _plain(attrs.get(a.name)) == _plain(b.attrs[a.value]) for a in pat.attrs
        if a.kind == "bind" and not a.discardable and a.value in b.attrs)


def _tt(t: dm.Type) -> TT:
    return TT(tuple(t[0]), t[1])


def _dt(t: TT) -> dm.Type:
    return (t.shape, t.elem)


_STRUCTS = ("dot_dimension_numbers", "dimension_numbers", "scatter_dimension_numbers")


def props_text(c: dm.Choice) -> str:
    """The instance's attributes as the generic form's property dictionary entries."""
    parts = []
    for k, v in sorted(c.attrs):
        if k in _STRUCTS:  # a dimension-number struct, as the dialect prints it
            parts.append(f"{k} = {dm.to_properties(c)[k]}")
        elif k == "comparison_direction":
            parts.append(f"{k} = #stablehlo<comparison_direction {v}>")
        elif k == "compare_type":
            parts.append(f"{k} = #stablehlo<comparison_type {v}>")
        elif isinstance(v, bool):
            parts.append(f"{k} = {str(v).lower()}")
        elif isinstance(v, int):
            parts.append(f"{k} = {v} : i64")
        elif isinstance(v, tuple) and all(isinstance(x, int) for x in v):
            parts.append(f"{k} = {_ints(v)}")
        else:
            raise Reject(f"attribute {k} = {v!r} is not written by the domain draw")
    return ", ".join(parts)


def _slice_first(b: Builder, pat: m.OpPat) -> bool:
    """A slice of a concatenate: noted for the concatenate's generator (mostly 2-3 parts),
    whichever way the slice is built."""
    if len(pat.operands) == 1 and isinstance(pat.operands[0], m.OpPat) \
            and _full(pat.operands[0].op) == "stablehlo.concatenate":
        b.memo["sliced_concatenate"] = True
    return True


def _pad_first(b: Builder, pat: m.OpPat) -> bool:
    """A pad a dynamic_update_slice writes into: check leaves it to the pad's generator,
    which plans it as a buffer around the update."""
    return b.domain_first or not b.memo.get("buffer_pad")


# per op: what is noted before an instance is built, and whether the domain draw is tried
PRECONDITIONS = {"stablehlo.slice": _slice_first, "stablehlo.pad": _pad_first}


def domain_op(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val | None:
    """An instance of ``pat``'s op drawn from the op's whole domain, at times (always for a
    builder with ``domain_first``), or None: the op is not in :data:`DOMAIN_OPS`, its
    precondition (:data:`PRECONDITIONS`) leaves it to the op's own generator, or this
    build is left to it by chance."""
    op = _full(pat.op)
    if op not in DOMAIN_OPS:
        return None
    pre = PRECONDITIONS.get(op)
    if pre is not None and not pre(b, pat):
        return None
    if not b.domain_first and b.rng.random() >= DOMAIN_SHARE:
        return None
    dom = dm.DOMAINS[op]
    pats = b.operands(pat)
    if len(pats) != len(dom.operands):
        raise Reject(f"{op} takes {len(dom.operands)} operands")
    by_name = dict(zip(dom.operands, pats))
    dbound = b.domain_bound()
    built: dict[str, Val] = {}
    given: list[dm.Type] | None = []
    for g in dom.given:
        p = by_name[g]
        known = b.known_type(p)
        if known is None and want is not None:
            if not b.domain_first:
                return None  # left to the op's own plan: a bound too large to list
            given = None  # chosen below, among those of an instance giving ``want``
            break
        if known is None:
            # check: a tensor of rank 1-3 (each op's own generator builds rank 0 where it
            # has meaning); prove: every type of the bound
            t = None if b.domain_first else TT(b.shape(b.rng.choice([1, 1, 2, 2, 3])),
                                               b.elem())
            built[g] = b.gen(p, t, role, bound)
            known = built[g].type
        if len(known.shape) > dbound.max_rank or any(d > dbound.max_dim for d in known.shape):
            if not built:
                return None  # a type the pattern fixed beyond the bound: the op's own plan
            raise Reject(f"{op} over {known.text()}, beyond the domain's bound")
        given.append(_dt(known))  # type: ignore[union-attr]
    target = _dt(want) if want is not None else None
    choices = instances(op, dbound, given, target,
                        MAX_LISTED if b.domain_first else MAX_LISTED_CHECK)
    if choices is None:
        if given is None:
            return None  # too many to list over every operand type: the op's own plan
        choices = [b.domain_draw(op, [_tt(t) for t in given])]  # one draw, kept if it fits
    fixed = {n: b.known_type(by_name[n]) for n in dom.operands if n not in built}
    c = _pick(b, pat, op, choices, lambda c: all(
        t is None or _tt(c.operands[dom.operands.index(n)]) == t for n, t in fixed.items()))
    vals = []
    for i, n in enumerate(dom.operands):
        t = _tt(c.operands[i])
        if n in built:
            v = built[n]
        else:
            if n in dom.given:
                b.bound_check(t)
            data = n in dom.given or (op, n) in (("stablehlo.clamp", "operand"),
                                                 ("stablehlo.select", "on_false"))
            v = b.gen(by_name[n], t, _ROLES.get((op, n), role if data else "data"),
                      bound if data else 0)
        if v.type != t:
            raise Reject(f"{n} of {op} built as {v.type.text()}, not {t.text()}")
        vals.append(v)
    out = b.emit(op, vals, _tt(c.results[0]), props_text(c))
    _remember(b, op, vals, out, c)
    return out


def draw_instance(b: Builder, pat: m.OpPat, op: str, given: Sequence[TT],
                  want: TT | None = None, keep: Any = None, max_operands: int = 2
                  ) -> dm.Choice:
    """One valid instance of ``op`` (a draw of the builder's rng among every one listed)
    over the given operand types ``given``, of result type ``want`` when given, with the
    pattern's attribute literals and the attribute variables bound so far, for which
    ``keep`` holds when given (variadic operand groups up to ``max_operands`` operands);
    binds the pattern's new attribute variables to its values.
    For the generators of ops that build their operands themselves (start indices read as
    constants, variadic operand lists): the attributes are the domain's. Past the listing
    bound, one step-by-step draw (prove) or up to :data:`DRAWS_PAST_LISTING` of them
    (check), the first that fits. Raises :class:`Reject` where none is valid."""
    dbound = b.domain_bound()
    types = [*given, *([want] if want is not None else [])]
    dbound = dm.Bound(max_rank=max([dbound.max_rank, *(len(t.shape) for t in types)]),
                      max_dim=max([dbound.max_dim, *(d for t in types for d in t.shape)]),
                      min_dim=dbound.min_dim, elements=dbound.elements,
                      index_elements=dbound.index_elements, max_operands=max_operands)
    choices = instances(op, dbound, [_dt(t) for t in given],
                        _dt(want) if want is not None else None,
                        MAX_LISTED if b.domain_first else MAX_LISTED_CHECK)
    if choices is None:
        choices = []
        for _ in range(1 if b.domain_first else DRAWS_PAST_LISTING):
            try:
                c = b.domain_draw(op, list(given), dbound)
            except Reject:  # a step left without a valid option: drawn again
                continue
            if (want is None or _tt(c.results[0]) == want) and _agrees(b, pat, c) \
                    and (keep is None or keep(c)):
                choices = [c]
                break
    return _pick(b, pat, op, choices, keep)


def _pick(b: Builder, pat: m.OpPat, op: str, choices: Sequence[dm.Choice],
          keep: Any = None) -> dm.Choice:
    """A draw of the builder's rng among ``choices`` that agree with the pattern's attributes
    (and for which ``keep`` holds, when given); binds the pattern's new attribute variables
    to its values. Raises :class:`Reject` where none is left."""
    kept = [c for c in choices if _agrees(b, pat, c) and (keep is None or keep(c))]
    if not kept:
        raise Reject(f"no valid {op} of the types and attributes asked for")
    c = b.rng.choice(kept)
    for a in pat.attrs:
        if a.kind == "bind" and not a.discardable and a.value not in b.attrs:
            b.attrs[a.value] = c.attributes.get(a.name)
    return c


def _remember(b: Builder, op: str, vals: list[Val], out: Val, c: dm.Choice) -> None:
    """What the op generators of :mod:`generate_shape` note of a slice and a pad, noted of
    a drawn one too (later slices of the value and dynamic_update_slices read it)."""
    a = c.attributes
    if op == "stablehlo.slice":
        b.memo.setdefault(("slices_of", vals[0].name), []).append(
            (list(a["start_indices"]), list(a["limit_indices"]), list(a["strides"])))
    elif op == "stablehlo.pad":
        b.memo.setdefault("pads", {})[out.name] = (
            vals[0].type.shape, list(a["edge_padding_low"]), list(a["edge_padding_high"]),
            list(a["interior_padding"]))


for _op in DOMAIN_OPS:
    DOMAIN_DRAWS[_op] = domain_op
