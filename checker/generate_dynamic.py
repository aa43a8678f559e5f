"""Program generators for the StableHLO ops whose attributes are operands (``dynamic_pad``,
``real_dynamic_slice``, ``dynamic_gather``, ``dynamic_reshape``,
``dynamic_broadcast_in_dim``, ``dynamic_iota``) and for ``get_dimension_size``, registered
into ``checker/generate.py``'s table.

Each builds its static twin with that op's generator (``pad``, ``slice``, ``gather``,
``reshape``, ``broadcast_in_dim``, ``iota``: the same operands, attributes and boundary values) and
re-emits it as the dynamic op, the twin's integer attributes (or its result shape) becoming
``i32`` constant operands (an integer type the default bound has); the result type stays static. An operand the rule names
(``constant() as %lo``, ``%s``) is bound to that constant, so a pattern that shares it
(``dynamic_broadcast_in_dim(dynamic_reshape(%x, %s), %s)``) gets one value.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from hlorules.rules import model as m

from .generate_base import _dense
from .generate_core import TT, Builder, Reject, Val, build_op, generator

_ARRAY = r"{name} = array<i64(?::\s*([-\d,\s]*))?>"


def _array_attr(line: str, name: str) -> tuple[list[int], str]:
    """An ``array<i64: ...>`` property's values and the line without it."""
    mt = re.search(_ARRAY.format(name=re.escape(name)), line)
    if mt is None:
        raise Reject(f"the static twin has no {name}")
    vals = [int(v) for v in (mt.group(1) or "").split(",") if v.strip()]
    rest = line[:mt.start()] + line[mt.end():]
    rest = re.sub(r"<\{\s*,\s*", "<{", re.sub(r",\s*,", ",", re.sub(r",\s*\}>", "}>", rest)))
    rest = re.sub(r" <\{\s*\}>", "", rest)
    return vals, rest


def _operand_const(b: Builder, pat: m.Pattern | None, vals: list[int]) -> Val:
    """An ``i32`` constant of ``vals``, bound to the name ``pat`` gives it (a shared name
    must already hold these values)."""
    name = None
    if isinstance(pat, m.ValuePat):
        name = pat.name
    elif isinstance(pat, m.OpPat):
        if pat.op.split(".")[-1] != "constant":
            raise Reject("a shape operand that is not a constant is not generated")
        name = pat.bind
    t = TT((len(vals),), "i32")
    if name is not None and name in b.values:
        v = b.values[name]
        if v.type != t or b.const_values.get(v.name) != vals:
            raise Reject(f"{name} is used with two different values")
        return v
    v = b.emit("stablehlo.constant", [], t, f"value = {_dense(vals, t.shape, 'i32')} : {t.text()}")
    b.const_values[v.name] = list(vals)
    if name is not None:
        b.values[name] = v
    return v


def _dynamize(b: Builder, static: Val, op: str, attrs: list[str], shape_pats: list[Any],
              result_shape: bool = False,
              edit: Callable[[list[list[int]], list[int]], None] | None = None) -> Val:
    """Re-emit the op that defined ``static`` (the last line) as ``op``: its ``attrs``
    (or, with ``result_shape``, its result's shape) as constant operands, in order.
    ``edit(lists, operand_shape)``, if given, may change those values first."""
    line = b.lines.pop()
    if not line.startswith(f"{static.name} = "):
        raise Reject("the static twin is not the last op built")
    lists = []
    for a in attrs:
        vals, line = _array_attr(line, a)
        lists.append(vals)
    if result_shape:
        lists.append(list(static.type.shape))
    if edit is not None:
        xt = re.search(r" : \(tensor<((?:\d+x)*)", line)
        edit(lists, [int(d) for d in xt.group(1).split("x") if d] if xt else [])
    consts = [_operand_const(b, p, vals) for p, vals in zip(shape_pats, lists)]
    mt = re.match(r'(%\w+) = "stablehlo\.\w+"\(([^)]*)\)(.*) : \((.*)\) -> (\S+)$', line, re.DOTALL)
    if mt is None:
        raise Reject("the static twin's line is not in generic form")
    name, args, mid, types, res = mt.groups()
    args = ", ".join([a for a in [args] if a] + [c.name for c in consts])
    types = ", ".join([t for t in [types] if t] + [c.type.text() for c in consts])
    b.lines.append(f'{name} = "{op}"({args}){mid} : ({types}) -> {res}')
    return static


def _twin(b: Builder, pat: m.OpPat, op: str, n: int, want: TT | None, role: str,
          bound: int) -> Val:
    """The static twin ``op`` built from the first ``n`` operand patterns of ``pat`` (its
    attribute patterns dropped: the dynamic op has them as operands)."""
    keep = [a for a in pat.attrs if a.name in ("broadcast_dimensions", "dimension_numbers",
                                               "indices_are_sorted")]
    twin = dataclasses.replace(pat, op=op, alts=[op], operands=list(pat.operands[:n]),
                               attrs=keep)
    return build_op(b, twin, want, role, bound)


def _shape_pats(pat: m.OpPat, start: int, n: int) -> list[Any]:
    ops = list(pat.operands[start:])
    if len(ops) != n or any(isinstance(o, m.RestPat) for o in ops):
        raise Reject(f"{pat.op} with {len(ops)} shape operands is not generated")
    return ops


@generator("dynamic_pad")
def _dynamic_pad(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = _shape_pats(pat, 2, 3)
    v = _twin(b, pat, "pad", 2, want, role, bound)
    return _dynamize(b, v, "stablehlo.dynamic_pad",
                     ["edge_padding_low", "edge_padding_high", "interior_padding"], pats)


@generator("real_dynamic_slice")
def _real_dynamic_slice(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                        bound: int) -> Val:
    pats = _shape_pats(pat, 1, 3)
    if isinstance(pats[1], m.OpPat) and pats[1].op.split(".")[-1] == "add":
        return _start_plus_sizes(b, pat, want, role, bound)
    v = _twin(b, pat, "slice", 1, want, role, bound)
    return _dynamize(b, v, "stablehlo.real_dynamic_slice",
                     ["start_indices", "limit_indices", "strides"], pats,
                     edit=lambda lists, dims: _bad_slice_bounds(b, lists, dims))


def _start_plus_sizes(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                      bound: int) -> Val:
    """``real_dynamic_slice(x, s, add(s, c), k)``: a start vector ``s`` (an argument or a
    constant, in and out of range), the limit ``s + c`` (``c`` a constant of sizes from 0 to
    the dim, or ``c + s``), strides ``k`` of ones or (one time in four) some 2s; the result
    type ``ceil(c / k)``. The add's operands are the pattern's: one must be the start's
    pattern, the other a ``constant()``."""
    xp, sp, lp, kp = pat.operands
    assert isinstance(lp, m.OpPat) and not isinstance(kp, m.RestPat)
    ops = [o for o in lp.operands if not isinstance(o, m.RestPat)]
    cps = [o for o in ops if isinstance(o, m.OpPat) and o.op.split(".")[-1] == "constant"]
    if len(ops) != 2 or len(cps) != 1 or not isinstance(sp, m.ValuePat) \
            or not any(isinstance(o, m.ValuePat) and o.name == sp.name for o in ops):
        raise Reject("a limit operand other than add(start, constant()) is not generated")
    x = b.known_type(xp) or b.rand_type(rank=b.rng.choice([1, 2, 2]))
    if not x.shape:
        raise Reject("slice of rank 0")
    vx = b.gen(xp, x, role, bound)
    x = vx.type
    r = len(x.shape)
    vs = b.gen(sp, TT((r,), "i32"), "index", max(x.shape))
    if vs.type != TT((r,), "i32"):
        raise Reject("a start vector of another type")
    sizes = [b.rng.randint(0, n) for n in x.shape]
    vc = _operand_const(b, cps[0], sizes)
    pair = [vs, vc] if ops.index(cps[0]) == 1 else [vc, vs]
    if b.rng.random() < 0.15:
        pair.reverse()  # c + s: add is commutative
    vl = b.emit("stablehlo.add", pair, TT((r,), "i32"))
    strides = [1] * r if b.rng.random() < 0.75 else [b.rng.choice([1, 2]) for _ in range(r)]
    vk = _operand_const(b, kp, strides)
    out = x.with_shape([-(-c // k) for c, k in zip(sizes, strides)])
    if want is not None and want != out:
        raise Reject("a real_dynamic_slice of another result type")
    return b.emit("stablehlo.real_dynamic_slice", [vx, vs, vl, vk], out)


def _bad_slice_bounds(b: Builder, lists: list[list[int]], dims: list[int]) -> None:
    """Half of the time, one bound of one dim out of the valid range: a start of -1,
    a limit past the dim, a limit below the start, or a stride of 0; on an operand with an
    empty dim, half of those times an empty range past that dim's end instead (start ==
    limit > 0, which XLA runs). The module verifies
    (the bounds are operands) though XLA rejects it; a rule that reads the bounds must
    refuse it, as a ``slice`` built from them would be ill-typed."""
    starts, limits, strides = lists
    if not dims or len(dims) != len(starts) or b.rng.random() >= 0.5:
        return
    empty = [i for i, n in enumerate(dims) if n == 0]
    if empty and b.rng.random() < 0.5:  # an empty range past the end of an empty dim (XLA
        d = b.rng.choice(empty)          # runs it: nothing is read)
        starts[d] = limits[d] = b.rng.choice([1, 2])
        return
    d = b.rng.randrange(len(dims))
    kind = b.rng.randrange(4)
    if kind == 0:
        starts[d] = -1
    elif kind == 1:
        limits[d] = dims[d] + 1
    elif kind == 2:
        starts[d], limits[d] = limits[d] + 1, limits[d]
    else:
        strides[d] = 0


@generator("dynamic_gather")
def _dynamic_gather(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = _shape_pats(pat, 2, 1)
    v = _twin(b, pat, "gather", 2, want, role, bound)
    return _dynamize(b, v, "stablehlo.dynamic_gather", ["slice_sizes"], pats)


@generator("dynamic_reshape")
def _dynamic_reshape(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = _shape_pats(pat, 1, 1)
    v = _twin(b, pat, "reshape", 1, want, role, bound)
    return _dynamize(b, v, "stablehlo.dynamic_reshape", [], pats, result_shape=True)


@generator("dynamic_broadcast_in_dim")
def _dynamic_broadcast_in_dim(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                              bound: int) -> Val:
    pats = _shape_pats(pat, 1, 1)
    v = _twin(b, pat, "broadcast_in_dim", 1, want, role, bound)
    v = _dynamize(b, v, "stablehlo.dynamic_broadcast_in_dim", [], pats, result_shape=True)
    # the operand dims the result keeps (size equal: not expanding), sometimes declared
    line = b.lines[-1]
    mt = re.search(r"broadcast_dimensions = array<i64(?::\s*([-\d,\s]*))?>", line)
    ops = re.search(r'\(([^)]*)\) -> ', line.rsplit(" : ", 1)[1])
    if mt is not None and ops is not None and b.rng.random() < 0.5:
        dims = [int(x) for x in (mt.group(1) or "").split(",") if x.strip()]
        xt = ops.group(1).split(", ")[0]
        xs = [int(d) for d in re.findall(r"(\d+)x", xt)]
        keep = [i for i, d in enumerate(dims) if i < len(xs) and xs[i] == v.type.shape[d]]
        arr = "array<i64" + (": " + ", ".join(map(str, keep)) if keep else "") + ">"
        line = line.replace("broadcast_dimensions = ",
                            f"known_nonexpanding_dimensions = {arr}, broadcast_dimensions = ", 1)
        b.lines[-1] = line
    return v


@generator("dynamic_iota")
def _dynamic_iota(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = _shape_pats(pat, 0, 1)
    v = _twin(b, pat, "iota", 0, want, role, bound)
    return _dynamize(b, v, "stablehlo.dynamic_iota", [], pats, result_shape=True)


@generator("get_dimension_size")
def _get_dimension_size(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                        bound: int) -> Val:
    """The size of one dim (of rank >= 1) of a value the operand pattern builds, as the
    op's ``tensor<i32>``."""
    (xp,) = b.operands(pat)
    t = b.known_type(xp) or b.rand_type(rank=b.rng.choice([1, 2]))
    if not t.shape:
        t = t.with_shape((b.dim(),))
    vx = b.gen(xp, t, role, bound)
    d = b.pick(pat, "dimension", lambda: b.rng.randrange(len(vx.type.shape)))
    return b.emit("stablehlo.get_dimension_size", [vx], TT((), "i32"),
                  f"dimension = {int(d)} : i64")
