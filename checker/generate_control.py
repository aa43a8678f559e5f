"""Generators of reduce, dot_general, while, optimization_barrier, tuple,
get_tuple_element and case, with the bodies of reductions and scatters."""

from __future__ import annotations

from typing import Any

from hlorules.dialect.fold import identity_of
from hlorules.rules import model as m

from .generate_base import _BINARY, _full, _ints
from .generate_core import TT, Builder, Reject, TupleT, Val, _named_ops, _per_rule, generator
from .generate_domain import draw_instance, props_text
from .generate_needs import needs, rewrite_calls
from .inputs import ELEM_DTYPES


def _binary_kinds(names: list[str], elem: str) -> list[str]:
    """The binary ops among the full op ``names`` that an ``elem`` body can combine with
    (no bitwise op on floats), by kind (``add``, ``maximum``...), in order."""
    return [k for k in (n.split(".", 1)[1] for n in names)
            if k in _BINARY and (elem not in ("f16", "bf16", "f32", "f64")
                                 or k not in ("and", "or", "xor"))]


def _body_kind(b: Builder, pat: m.OpPat, elem: str) -> str:
    for rp in pat.regions:
        term = rp.terminator
        if isinstance(term, m.OpPat) and term.operands:
            inner = term.operands[0]
            if isinstance(inner, m.ValuePat) and inner.name in rp.args:
                return "set" if rp.args.index(inner.name) == 1 else "keep"
            if isinstance(inner, m.OpPat) and inner.traits and inner.prefix is None:
                # `*[Trait](%a, %b)`: one of the binary ops with the trait, for the type
                kinds = _binary_kinds(_named_ops(inner), elem)
                return b.rng.choice(kinds) if kinds else "set"
            if isinstance(inner, m.OpPat):
                # an alternation `(add | maximum | ...)(%a, %b)`: one of its binary ops that
                # the type has
                alts = _binary_kinds([_full(a) for a in inner.alts], elem)
                if len(alts) > 1:
                    return b.rng.choice(alts)
                kind = _full(inner.op).split(".", 1)[1]
                return kind if kind in _BINARY or kind == "constant" else "set"
    # a third plain stores: a combining body reads the current value, which rewrites
    # that forward or replace it must get right
    return b.rng.choice(["set", "add", "maximum"])


def _scatter_body(kind: str, elem: str) -> str:
    s = TT((), elem).text()
    head = f"^bb0(%lhs: {s}, %rhs: {s}):"
    if kind in ("set", "keep"):
        v = "%rhs" if kind == "set" else "%lhs"
        return f'{head}\n  "stablehlo.return"({v}) : ({s}) -> ()'
    if kind == "constant":
        c = "true" if elem == "i1" else ("1.000000e+00" if elem.startswith(("f", "bf")) else "1")
        return (f'{head}\n  %c = "stablehlo.constant"() <{{value = dense<{c}> : {s}}}> : () -> {s}'
                f'\n  "stablehlo.return"(%c) : ({s}) -> ()')
    op = kind
    if elem == "i1" and op in ("add", "maximum"):
        op = "or"
    return (f'{head}\n  %c = "stablehlo.{op}"(%lhs, %rhs) : ({s}, {s}) -> {s}\n'
            f'  "stablehlo.return"(%c) : ({s}) -> ()')


# --------------------------------------------------------------------------- reductions, dots


def _reduce_input_type(b: Builder) -> TT:
    """mutS: a reduce's input, one time in six with a dim of extent 0 (an empty reduction:
    the result is the init value, which rules over reduces must tell apart)."""
    t = b.rand_type(rank=b.rng.choice([1, 2, 2, 3]))
    if t.shape and b.rng.random() < 1 / 6:
        d = b.rng.randrange(len(t.shape))
        t = t.with_shape(tuple(0 if i == d else n for i, n in enumerate(t.shape)))
    return t


def _reduce_dims(b: Builder, t: TT) -> tuple[int, ...]:
    """mutS: the reduced dims of an input of type ``t``: at times (always for a builder
    with ``domain_first``) any the reduce's domain allows (in any order); else at least
    one, sorted, or (one time in eight) none: the reduce is then the identity on its
    input, whatever its body."""
    if b.domain_first or b.rng.random() < 0.3:
        return tuple(b.domain_draw("stablehlo.reduce", [t]).attributes["dimensions"])
    if b.rng.random() < 1 / 8:
        return ()
    rank = len(t.shape)
    return tuple(sorted(b.rng.sample(range(rank), b.rng.randint(1, rank))))


def _dims_beside_pad(b: Builder, shape: tuple[int, ...], lo: list[int], hi: list[int],
                     it: list[int]) -> tuple[int, ...]:
    """The reduced dims of a reduce of a pad (of an operand of ``shape`` padded by ``lo``,
    ``hi``, ``it``): the padded dims (the dims it keeps untouched, which rules that allow
    padding along the reduced dims only read), or all but the dims padded by one kind of
    padding alone (low, high or interior; a near miss: kept dims padded, edges zero where
    the kind is interior). Its result depends on its arguments and draws alone."""
    kinds = [{k for k, v in zip(("lo", "hi", "in"), (lo[i], hi[i], it[i])) if v}
             for i in range(len(shape))]
    alone = sorted({next(iter(k)) for k in kinds if len(k) == 1})
    if not alone or b.rng.random() < 0.5:
        return tuple(i for i, k in enumerate(kinds) if k)
    # interior padding mostly, where a dim has it alone: kept, it changes the result's shape
    # only beyond one element
    kind = "in" if "in" in alone and b.rng.random() < 0.6 else b.rng.choice(alone)
    return tuple(i for i, k in enumerate(kinds) if k != {kind})


def _reduce_input_of(b: Builder, pat: m.OpPat, want: TT) -> tuple[TT, tuple[int, ...]]:
    """An input type and reduced dims whose reduce gives ``want`` (a result type asked
    from above): the reduced dims any the reduce's domain allows over an input of rank up
    to 3 (in any order; the pattern's literal or bound dims where it has them), their
    sizes drawn, the kept dims ``want``'s."""
    a = b.attr_pat(pat, "dimensions")
    fixed = None if a is None else a.value if a.kind == "lit" else b.attrs.get(a.value)
    if fixed is not None:
        dims = tuple(fixed)
        rank = len(want.shape) + len(dims)
    else:
        rank = len(want.shape) + b.rng.choice(
            [k for k in (1, 1, 2, 0) if len(want.shape) + k <= max(3, len(want.shape))])
        dims = tuple(b.rng.sample(range(rank), rank - len(want.shape)))
        if not b.domain_first and b.rng.random() < 0.7:
            dims = tuple(sorted(dims))
    kept = iter(want.shape)
    shape = [b.dim() if i in dims else next(kept, 1) for i in range(rank)]
    return want.with_shape(shape), dims


@generator("reduce")
def _reduce(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    if any(isinstance(o, m.RestPat) for o in pat.operands) or len(pat.operands) == 4:
        return _reduce_n(b, pat, role, bound)
    ops = b.operands(pat)
    if len(ops) != 2:
        raise Reject("only reduces of one or two inputs are generated")
    xp, ip = ops
    planned: tuple[int, ...] | None = None
    t = b.known_type(xp)
    if t is None and want is not None:
        t, planned = _reduce_input_of(b, pat, want)
    t = t or _reduce_input_type(b)
    if not t.shape:
        t = t.with_shape((3,))
    hint = needs(b.rule, "identity")
    if hint:  # the op first: a value under the input the rule asks to be its identity
        kind = _body_kind(b, pat, t.elem)  # (a pad's padding value) is drawn as it at times
        ident = _identity_value("add" if kind in ("set", "keep") else kind, t.elem)
        if ident is not None:
            b.memo["identity"] = (t.elem, ident)
    vx = b.gen(xp, t, role, bound)
    b.memo.pop("identity", None)
    if not hint or vx.type.elem != t.elem:
        kind = _body_kind(b, pat, vx.type.elem)
    t = vx.type  # an op may not reach the type asked for: reduce what it built
    if kind in ("set", "keep"):
        kind = "add"
    ident = _identity_value(kind, t.elem) if hint else None
    if ident is not None and isinstance(ip, m.ValuePat) and ip.name not in b.values \
            and b.rng.random() < 0.6:
        # rules that ask whether an init is its op's identity: most inits are
        vi = b.values[ip.name] = b.const_of(TT((), t.elem), [ident])
    else:
        vi = b.gen(ip, t.with_shape(()))
    pad = b.memo.get("pads", {}).get(vx.name)  # a pad's padding, if the input is one

    def draw_dims() -> tuple[int, ...]:
        if planned is not None and want is not None and \
                len(t.shape) == len(want.shape) + len(planned):
            return planned
        if pad is not None and len(t.shape) > 1 and b.rng.random() < 0.7:
            return _dims_beside_pad(b, *pad)
        return _reduce_dims(b, t)

    dims = list(b.pick(pat, "dimensions", draw_dims))
    out = [n for i, n in enumerate(t.shape) if i not in dims]
    body = _scatter_body(kind, t.elem)
    return b.emit("stablehlo.reduce", [vx, vi], t.with_shape(out), f"dimensions = {_ints(dims)}",
                  region=body)


def _reduce_n(b: Builder, pat: m.OpPat, role: str, bound: int) -> Val:
    """A reduce of two inputs (``reduce(%x, %y, %i, %j)``), or of one or two drawn for
    ``reduce(%xs...)`` (constants where the checks ask ``is_constant`` of them). The inputs
    share a shape, their element types are drawn apart; the body computes result k from its
    own pair (accumulator k, element k) by a drawn op, or keeps one of them, and one time in
    eight from the other input's pair (a body the rules that split reduces must refuse).
    The first result is the value; the others go to ``b.multi`` (a root's results are
    returned as a drawn subset: unused results are what some rules test)."""
    rest = next((o for o in pat.operands if isinstance(o, m.RestPat)), None)
    if rest is not None:
        if len(pat.operands) != 1:
            raise Reject("a reduce with operands besides a variadic one is not generated")
        n = b.rng.choice([1, 2, 2])
        ins: list[m.Pattern | None] = [None] * n
        inits: list[m.Pattern | None] = [None] * n
    else:
        n = len(pat.operands) // 2
        ins, inits = list(pat.operands[:n]), list(pat.operands[n:])  # type: ignore[arg-type]
    t0 = (b.known_type(ins[0]) if ins[0] is not None else None) or _reduce_input_type(b)
    if not t0.shape:
        t0 = t0.with_shape((3,))
    types = [t0]
    for p in ins[1:]:
        kt = b.known_type(p) if p is not None else None
        types.append(kt or t0.with_elem(b.elem()))
    if any(t.shape != t0.shape for t in types):
        raise Reject("reduce inputs of different shapes")
    name = rest.name if rest is not None else None

    def val(p: m.Pattern | None, t: TT) -> Val:
        return b.leaf(t, name, role, bound) if p is None else b.gen(p, t, role, bound)

    vx = [val(p, t) for p, t in zip(ins, types)]
    vi = [val(p, t.with_shape(())) for p, t in zip(inits, types)]
    dims = list(b.pick(pat, "dimensions", lambda: _reduce_dims(b, t0)))
    scal = [TT((), t.elem).text() for t in types]
    head = ", ".join([f"%a{k}: {s}" for k, s in enumerate(scal)]
                     + [f"%x{k}: {s}" for k, s in enumerate(scal)])
    lines, outs = [f"^bb0({head}):"], []
    combs: list[tuple[str, int]] = []  # each combining op of the body and its input
    for k, t in enumerate(types):
        kind = b.rng.choice(["add", "maximum", "set", "keep"])
        j = k
        if n > 1 and types[1 - k].elem == t.elem and b.rng.random() < 1 / 8:
            j = 1 - k  # crossed: result k from the other input's pair
        if kind in ("set", "keep"):
            outs.append(f"%x{j}" if kind == "set" else f"%a{j}")
            continue
        if t.elem == "i1":
            kind = "or"  # add and maximum of booleans
        lines.append(f'  %c{k} = "stablehlo.{kind}"(%a{j}, %x{j}) : '
                     f"({scal[k]}, {scal[k]}) -> {scal[k]}")
        outs.append(f"%c{k}")
        combs.append((kind, j))
    lines.append(f'  "stablehlo.return"({", ".join(outs)}) : ({", ".join(scal)}) -> ()')
    rts = [t.with_shape([d for i, d in enumerate(t.shape) if i not in dims]) for t in types]
    if needs(b.rule, "identity"):
        # rules that ask whether an init is its op's identity: most inits are (as in real
        # programs), the others drawn as before
        for kind, j in combs:
            ident = _identity_value(kind, types[j].elem)
            if ident is not None and b.rng.random() < 0.6:
                vi[j] = b.const_of(TT((), types[j].elem), [ident])
    v = b.fresh()
    args = [*vx, *vi]
    sig = (f"({', '.join(a.type.text() for a in args)}) -> "
           f"({', '.join(r.text() for r in rts)})")
    body = "\n".join(lines)
    head_s = f"{v}:{n}" if n > 1 else v
    b.lines.append(f'{head_s} = "stablehlo.reduce"({", ".join(a.name for a in args)}) '
                   f"<{{dimensions = {_ints(dims)}}}> ({{\n{body}\n}}) : {sig}")
    if n == 1:
        return Val(v, rts[0])
    res = [Val(f"{v}#{k}", r) for k, r in enumerate(rts)]
    b.multi[res[0].name] = res
    return res[0]


def _neutral_into_body(b: Builder, pat: m.OpPat, kind: str, pats: tuple[Any, Any],
                       vals: tuple[Val, Val]) -> tuple[Val, Val]:
    """For rules that substitute an argument of a scatter's body (``regions(%s, %a -> e)``):
    the splat constant feeding that argument (the operand for the first, the update for the
    second) is, half the time, a value the body's op drops -- its identity, or for floats
    ``x + 0.0`` and ``x * 1.0``, which XLA's simplifier removes along with the run-time flush
    of a subnormal ``x`` once the constant is inside the body. For rules that ask whether a
    value is an op's identity (``is_identity_of``), a splat update is, half the time, the
    body op's identity (for floats: -Inf for maximum, +Inf for minimum). Other rules draw as
    before."""
    subst = _per_rule(b.rule, "body_substs", lambda: frozenset(
        name for c in rewrite_calls(b.rule) for name, _, _ in c.substs))
    ident = needs(b.rule, "identity")
    if not (subst or ident) or not pat.regions:
        return vals
    out = list(vals)
    for k, arg in enumerate(pat.regions[0].args[:2]):
        v, p = out[k], pats[k]
        got = b.const_values.get(v.name)
        if not (arg in subst or ident and k == 1) or not got or len(set(map(repr, got))) != 1:
            continue  # not a splat constant
        neutral = _identity_value(kind, v.type.elem)
        if neutral is None and v.type.is_float and arg in subst:
            neutral = {"add": 0.0, "multiply": 1.0}.get(kind)
        if neutral is None or b.rng.random() < 0.5:
            continue
        out[k] = b.const_of(v.type, [neutral] * len(got))
        if isinstance(p, m.ValuePat) and b.values.get(p.name) is v:
            b.values[p.name] = out[k]
    return out[0], out[1]


def _identity_value(op: str, elem: str) -> Any:
    """The identity of a body op over an element type (dialect/fold's table), as the
    generator writes constants; None where there is none."""
    import numpy as np

    if elem not in ELEM_DTYPES:
        return None
    return identity_of(op, np.dtype(ELEM_DTYPES[elem]))


def _window_extent(size: int, lo: int, hi: int, base: int, win: int, win_dil: int,
                   stride: int) -> int:
    """The number of windows along one dim of a reduce_window (StableHLO's shape rule)."""
    padded = (size - 1) * base + 1 + lo + hi if size > 0 else lo + hi
    span = (win - 1) * win_dil + 1
    return 0 if padded < span else (padded - span) // stride + 1


@generator("reduce_window")
def _reduce_window(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A reduce_window of one input: each window extent mostly the whole dim or 1 (the
    window a reduce in disguise), else drawn; strides, padding and dilations mostly left
    out, else drawn small (one in four nonzero padding, dilation 2)."""
    ops = b.operands(pat)
    if len(ops) != 2:
        raise Reject("only reduce_windows of one input are generated")
    xp, ip = ops
    t = b.known_type(xp) or _reduce_input_type(b)
    if not t.shape:
        t = t.with_shape((3,))
    vx = b.gen(xp, t, role, bound)
    t = vx.type
    if any(n < 0 for n in t.shape):
        raise Reject("a reduce_window of a dynamic input is not generated")
    kind = _body_kind(b, pat, t.elem)
    if kind in ("set", "keep", "constant"):
        kind = "add"
    ident = _identity_value(kind, t.elem)
    if ident is not None and isinstance(ip, m.ValuePat) and ip.name not in b.values \
            and b.rng.random() < 0.5:
        vi = b.values[ip.name] = b.const_of(TT((), t.elem), [ident])
    else:
        vi = b.gen(ip, t.with_shape(()))
    rng = b.rng
    n = len(t.shape)
    win = [rng.choice([1, max(s, 1), max(s, 1), rng.randint(1, max(s, 1))]) for s in t.shape]
    props = [f"window_dimensions = {_ints(win)}"]
    strides, base, wdil, pads = [1] * n, [1] * n, [1] * n, [(0, 0)] * n
    if rng.random() < 0.4:
        strides = [rng.choice([1, 1, 2]) for _ in range(n)]
        props.append(f"window_strides = {_ints(strides)}")
    if rng.random() < 0.25:
        pads = [(rng.choice([0, 0, 1]), rng.choice([0, 0, 1])) for _ in range(n)]
        rows = ", ".join(f"[{lo}, {hi}]" for lo, hi in pads)
        props.append(f"padding = dense<[{rows}]> : tensor<{n}x2xi64>")
    if rng.random() < 0.2:
        base = [rng.choice([1, 1, 2]) for _ in range(n)]
        props.append(f"base_dilations = {_ints(base)}")
    if rng.random() < 0.2:
        wdil = [rng.choice([1, 1, 2]) for _ in range(n)]
        props.append(f"window_dilations = {_ints(wdil)}")
    out = [_window_extent(s, lo, hi, bd, w, wd, st) for s, (lo, hi), bd, w, wd, st
           in zip(t.shape, pads, base, win, wdil, strides)]
    return b.emit("stablehlo.reduce_window", [vx, vi], t.with_shape(out), ", ".join(props),
                  region=_scatter_body(kind, t.elem))


@generator("dot_general")
def _dot_general(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A dot_general whose dimension numbers are one of every layout its domain allows
    over the operand types built (and giving ``want`` when asked): operands planned with
    paired dims of equal sizes (batching or contracting, in any order) and free ones."""
    lp, rp = b.operands(pat)
    e = (want.elem if want else None) or b.elem(b.rng.choice(["float", "int"]))
    if e == "i1":
        e = "f32"
    lt, rt = b.known_type(lp), b.known_type(rp)
    if lt is None or rt is None:
        pl, pr = _dot_plan(b, want, e) if want is not None else _dot_plan_from(b, lt, rt, e)
        lt, rt = lt or pl, rt or pr
    vl = b.gen(lp, lt)
    vr = b.gen(rp, rt)
    c = draw_instance(b, pat, "stablehlo.dot_general", [vl.type, vr.type], want)
    return b.emit("stablehlo.dot_general", [vl, vr], TT(*c.results[0]), props_text(c))


def _dot_plan(b: Builder, want: TT, e: str) -> tuple[TT, TT]:
    """Operand types of a dot_general giving ``want``: its leading dims batch dims, then
    the lhs's free dims, then the rhs's, with 0-2 contracting dims of drawn sizes, each
    side's dims shuffled."""
    n = len(want.shape)
    nb = b.rng.randint(0, n)
    nl = b.rng.randint(0, n - nb)
    batch, lfree, rfree = want.shape[:nb], want.shape[nb:nb + nl], want.shape[nb + nl:]
    con = [b.dim() for _ in range(b.rng.choice([1, 1, 0, 2]))]
    return _shuffled(b, [*batch, *lfree, *con], e), _shuffled(b, [*batch, *con, *rfree], e)


def _dot_plan_from(b: Builder, lt: TT | None, rt: TT | None, e: str) -> tuple[TT, TT]:
    """Operand types of a dot_general beside a known one (or none): the other side pairs
    0-2 of its dims (sizes equal) and adds free dims, up to rank 3."""
    known = lt or rt or TT(b.shape(b.rng.choice([1, 2, 2, 3])), e)
    k = b.rng.choice([1, 1, 2, 0])
    paired = b.rng.sample(list(known.shape), min(k, len(known.shape)))
    free = [b.dim() for _ in range(b.rng.randint(0, max(0, 2 - len(paired)) + 1))]
    other = _shuffled(b, [*paired, *free][:3], known.elem)
    return (known, other) if rt is None else (other, known)


def _shuffled(b: Builder, dims: list[int], e: str) -> TT:
    b.rng.shuffle(dims)
    return TT(tuple(dims), e)


# --------------------------------------------------------------------------- control flow


def _counted(b: Builder, ct: str) -> tuple[int, int, int, str, int]:
    """(start, limit, step, direction, trips) of a counter of type ``ct`` whose loop ends
    within 12 trips (an unsigned one counting up), the direction mostly one the step moves
    towards. One time in five the loop runs zero times, its counter starting past its
    limit by less than one step of 2 or 3 (XLA CPU runs the body of such an LT or LE loop
    once), or at it (NE)."""
    bits, signed = int(ct.lstrip("ui")), not ct.startswith("ui")
    lo, mod = (-(1 << (bits - 1)) if signed else 0), 1 << bits
    for _ in range(50):
        start, step = b.rng.randint(-3 if signed else 0, 6), b.rng.choice([1, 1, 2, 3, -1, -2, 0])
        r = b.rng.random()
        if r < 0.2:  # zero trips, the counter just past its limit
            d = b.rng.choice(["LT", "LT", "LE", "LE", "GT", "GE", "NE"])
            step = b.rng.choice([2, 3]) * (-1 if d in ("GT", "GE") else 1)
            limit = start - step // abs(step) * b.rng.randint(1, abs(step) - 1) \
                if d != "NE" else start
        else:  # mostly a direction the step moves towards
            d = b.rng.choice(["LT", "LE", "NE"] if step > 0 and r < 0.8 else
                             ["GT", "GE", "NE"] if step < 0 and r < 0.8 else
                             ["LT", "LE", "NE", "GT", "GE"])
            limit = start + step * b.rng.randint(-1, 5) + b.rng.choice([0, 0, 1, -1])
        if not signed and (limit < 0 or step < 0):
            # an unsigned counter counts up: XLA CPU miscounts the trips of one stepping
            # down by a wrapped step (from 6 while >= 1 by 2**32 - 1: one trip)
            continue
        x, n = start, 0
        while n <= 12 and {"LT": x < limit, "LE": x <= limit, "NE": x != limit,
                           "GT": x > limit, "GE": x >= limit}[d]:
            x, n = (x + step - lo) % mod + lo, n + 1
        if n <= 12:
            return start, limit, step, d, n
    raise Reject("no terminating counter")


def _returns_constant_cond(pat: m.OpPat) -> bool:
    """Whether ``pat``'s first (cond) region pattern returns a constant
    (``cond(_) { return(constant() as %c) }``)."""
    if not pat.regions:
        return False
    term = pat.regions[0].terminator
    return isinstance(term, m.OpPat) and bool(term.operands) and \
        isinstance(term.operands[0], m.OpPat) and \
        term.operands[0].op.split(".")[-1] == "constant"


def _counter_cond(b: Builder, types: list[TT], limit: int, d: str) -> str:
    """The cond block of a counted while carrying values of ``types``: carried value 0 (the
    counter, a scalar integer) compared in direction ``d`` with the constant ``limit``, in
    the counter's own signedness."""
    st = types[0]
    cargs = [b.fresh() for _ in types]
    lim, p = b.fresh(), b.fresh()
    cmp_t = "UNSIGNED" if st.elem.startswith("ui") else "SIGNED"
    return (f"^bb0({', '.join(f'{a}: {t.text()}' for a, t in zip(cargs, types))}):\n"
            f'  {lim} = "stablehlo.constant"() <{{value = dense<{limit}> : {st.text()}}}> : '
            f"() -> {st.text()}\n"
            f'  {p} = "stablehlo.compare"({cargs[0]}, {lim}) <{{comparison_direction = '
            f"#stablehlo<comparison_direction {d}>, compare_type = #stablehlo<comparison_type "
            f"{cmp_t}>}}> : ({st.text()}, {st.text()}) -> tensor<i1>\n"
            f'  "stablehlo.return"({p}) : (tensor<i1>) -> ()')


def _emit_while(b: Builder, carried: list[Val], args: list[str], cond: str,
                body_lines: list[str]) -> list[Val]:
    """Append a ``stablehlo.while`` over ``carried`` whose cond region is ``cond`` (its
    block text) and whose body block takes ``args`` and runs ``body_lines`` (its return
    included); its results, one per carried value."""
    types = [v.type for v in carried]
    sig = ", ".join(t.text() for t in types)
    body = (f"^bb0({', '.join(f'{x}: {t.text()}' for x, t in zip(args, types))}):\n  "
            + "\n  ".join(body_lines))
    name = b.fresh()
    b.lines.append(f'{name}:{len(carried)} = "stablehlo.while"('
                   f'{", ".join(v.name for v in carried)}) '
                   f"({{\n{cond}\n}}, {{\n{body}\n}}) : ({sig}) -> ({sig})")
    return [Val(f"{name}#{i}", t) for i, t in enumerate(types)]


def _while_constant_cond(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                         bound: int) -> Val:
    """A while whose cond returns a constant ``false`` (one that returns ``true`` never
    ends on XLA), carrying the pattern's operands (1 or 2 for ``%xs...``); the body adds
    each carried value to itself. The first result is the value asked for, the others
    program outputs."""
    pats = b.one_or_two_for_rest(pat)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    vals = [b.gen(p, b.known_type(p) or (t if i == 0 else b.rand_type()), role, bound)
            for i, p in enumerate(pats)]
    types = [v.type for v in vals]
    sig = ", ".join(v.text() for v in types)
    ca = [b.fresh() for _ in vals]
    ba = [b.fresh() for _ in vals]
    cond = (f"^bb0({', '.join(f'{a}: {v.text()}' for a, v in zip(ca, types))}):\n"
            f'  %false = "stablehlo.constant"() <{{value = dense<false> : tensor<i1>}}> : () -> tensor<i1>\n'
            f'  "stablehlo.return"(%false) : (tensor<i1>) -> ()')
    lines, outs = [], []
    for a, v in zip(ba, types):
        r = b.fresh()
        op = "stablehlo.or" if v.elem == "i1" else "stablehlo.add"
        lines.append(f'{r} = "{op}"({a}, {a}) : ({v.text()}, {v.text()}) -> {v.text()}')
        outs.append(r)
    lines.append(f'"stablehlo.return"({", ".join(outs)}) : ({sig}) -> ()')
    res = _emit_while(b, vals, ba, cond, lines)
    b.extra += res[1:]
    return res[0]


@generator("while")
def _while(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A counted loop (the jax fori_loop form): a scalar counter from a constant, compared
    with a constant, stepped by a constant and read by the body, and 1 or 2 more carried
    values updated without a multiply feeding an add (XLA CPU contracts those into FMAs in
    straight-line code only). Half the time the body also computes a loop-invariant value
    (1 or 2 pure ops from an outer argument, from a carried value the body passes through
    unchanged, or from a constant) that an update reads; and most of the time a float first
    carry adds or subtracts a float constant (before reading the invariant). A pattern whose cond returns a
    constant gets :func:`_while_constant_cond`'s loop."""
    if _returns_constant_cond(pat):
        return _while_constant_cond(b, pat, want, role, bound)
    if want is None and needs(b.rule, "loop_windows") and b.rng.random() < 0.7:
        return _while_copy(b)
    dead = needs(b.rule, "dead_carry") and b.rng.random() < 0.6
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    if t.elem == "i1":
        t = t.with_elem("i32")
    ct = b.rng.choice(["i32", "i32", "i64", "ui32"])
    start, limit, step, d, _ = _counted(b, ct)
    st = TT((), ct)
    c0 = b.emit("stablehlo.constant", [], st,
                f"value = dense<{start}> : {st.text()}")
    xs = [b.arg(t) for _ in range(2 if dead else b.rng.randint(1, 2))]
    from_op = needs(b.rule, "op_result")
    inv_from = b.rng.choice(["", "", "", "outer", "carry", "constant"]
                            + ["carry"] * 3 * from_op)
    if inv_from == "carry":  # carried unchanged: the invariant reads the body's argument
        # (its initial value half the time an op's result, for rules telling them apart)
        xs.append(b.emit("stablehlo.negate" if t.is_float or not t.elem.startswith("ui")
                         else "stablehlo.not", [b.arg(t)], t)
                  if from_op and b.rng.random() < 0.5 else b.arg(t))
    carried = [c0, *xs]
    types = [v.type for v in carried]
    sig = ", ".join(v.text() for v in types)
    cond = _counter_cond(b, types, limit, d)
    a = [b.fresh() for _ in carried]
    lines, k, nxt = [], b.fresh(), b.fresh()
    lines.append(f'{k} = "stablehlo.constant"() <{{value = dense<{step}> : {st.text()}}}> : () -> {st.text()}')
    lines.append(f'{nxt} = "stablehlo.add"({a[0]}, {k}) : ({st.text()}, {st.text()}) -> {st.text()}')
    cv, bc, tt = b.fresh(), b.fresh(), t.text()
    lines.append(f'{cv} = "stablehlo.convert"({a[0]}) : ({st.text()}) -> tensor<{t.elem}>')
    lines.append(f'{bc} = "stablehlo.broadcast_in_dim"({cv}) <{{broadcast_dimensions = '
                 f"array<i64>}}> : (tensor<{t.elem}>) -> {tt}")
    acc = ""
    if t.is_float and b.rng.random() < 0.7:
        # the first carry accumulates a float constant: unrolled, XLA folds a chain of
        # constant adds into one (x + 1 + 1 -> x + 2), which rounds apart from the loop's
        # adds where x + 1 rounds to x (2**24 in f32: the boundary inputs' rounding case)
        k_c, acc = b.fresh(), b.fresh()
        lines.append(f'{k_c} = "stablehlo.constant"() <{{value = dense<'
                     f'{b.rng.choice([1.0, 1.0, 3.0, 0.5, -1.0])}> : tensor<{t.elem}>}}> : () -> '
                     f"tensor<{t.elem}>")
        lines.append(f'{acc} = "stablehlo.broadcast_in_dim"({k_c}) <{{broadcast_dimensions = '
                     f"array<i64>}}> : (tensor<{t.elem}>) -> {tt}")
    inv = ""
    if inv_from:
        if inv_from == "outer":
            inv = b.arg(t).name
        elif inv_from == "carry":
            inv = a[-1]
        else:
            inv = b.fresh()
            scalar = TT((), t.elem)
            k_v = b.rng.randint(0 if t.elem.startswith("ui") else -3, 3)
            lines.append(f'{inv} = "stablehlo.constant"() <{{value = dense<'
                         f'{float(k_v) if t.is_float else k_v}> : '
                         f'{scalar.text()}}}> : () -> {scalar.text()}')
        for n_op in range(b.rng.randint(1, 2)):
            r = b.fresh()
            if inv_from == "constant" and n_op == 0:
                lines.append(f'{r} = "stablehlo.broadcast_in_dim"({inv}) <{{broadcast_dimensions = '
                             f"array<i64>}}> : (tensor<{t.elem}>) -> {tt}")
            elif t.shape and b.rng.random() < 0.4:
                dims = ", ".join(str(d) for d in range(len(t.shape)))
                lines.append(f'{r} = "stablehlo.reverse"({inv}) <{{dimensions = array<i64: {dims}>}}> '
                             f": ({tt}) -> {tt}")
            else:
                un = "stablehlo.not" if t.elem.startswith(("i", "ui")) and b.rng.random() < 0.3 \
                    else b.rng.choice(["stablehlo.negate", "stablehlo.abs"])
                if un != "stablehlo.not" and t.elem.startswith("ui"):
                    un = "stablehlo.not"
                lines.append(f'{r} = "{un}"({inv}) : ({tt}) -> {tt}')
            inv = r
    outs = [nxt]
    ops = ["stablehlo.add", "stablehlo.subtract", "stablehlo.maximum", "stablehlo.minimum"]
    n_upd = len(carried) - (inv_from == "carry")
    # for rules asking for dead carried values: the last updated one (not the first, the
    # value asked for) is read by no other update and is no program output
    jd = n_upd - 1 if dead and n_upd > 2 else -1
    for j in range(1, len(carried)):
        if j >= n_upd:  # the passed-through carry
            outs.append(a[j])
            continue
        r = b.fresh()
        other = a[1 + (j % (n_upd - 1))] if b.rng.random() < 0.5 else bc
        if jd > 0 and j != jd and other == a[jd]:
            other = bc
        if inv and (j == 1 or b.rng.random() < 0.5):
            other = inv
        x = a[j]
        if acc and j == 1:  # the constant accumulated first (then the invariant, if read)
            x = r if other != inv else b.fresh()
            lines.append(f'{x} = "{b.rng.choice(ops[:2])}"({a[j]}, {acc}) : ({tt}, {tt}) -> {tt}')
            if x == r:
                outs.append(r)
                continue
        lines.append(f'{r} = "{b.rng.choice(ops)}"({x}, {other}) : ({tt}, {tt}) -> {tt}')
        outs.append(r)
    lines.append(f'"stablehlo.return"({", ".join(outs)}) : ({sig}) -> ()')
    res = _emit_while(b, carried, a, cond, lines)
    b.extra += [res[0], *(v for j, v in enumerate(res) if j >= 2 and j != jd)]
    return res[1]


def _while_copy(b: Builder) -> Val:
    """A counted loop storing, in each iteration, a ``dynamic_slice`` of an outer argument
    into its carried value with ``dynamic_update_slice``, the starts along one dim the
    counter (converted) plus a constant, the others constants: mostly windows that stay in
    bounds and tile a box, with near misses (a start one out of bounds, an extent one short,
    a window wider than the step, the source read backwards, the store staying put; a
    third of the time a transposed window, a quarter a load with one more unit dim that a
    reshape drops). Its result is the carried value; the counter's is a program output."""
    rng = b.rng
    ct = rng.choice(["i32", "i64"])
    start, limit, step, d, n = _counted(b, ct)
    vals, x = [], start
    for _ in range(n):
        vals.append(x)
        x += step
    rank = rng.choice([1, 1, 2, 3])
    ax = rng.randrange(rank)
    elem = rng.choice(["f32", "f32", "i32", "f64"])
    it = rng.choice(["i32", "i64"])
    w = abs(step) if step and rng.random() < 0.8 else rng.choice([1, 2])
    lo = min(vals, default=0)
    hi = max(vals, default=0)
    near = rng.random() < 0.25
    c1 = -lo + (rng.choice([0, 1]) if not near else rng.choice([-1, 0, 1]))
    c2 = -lo + rng.choice([0, 1, 2])
    ext = hi + c1 + w + (rng.choice([0, 1]) if not near else rng.choice([-1, 0]))
    sext = hi + c2 + w + rng.choice([0, 1])
    dst, src, win, dstarts, sstarts = [], [], [], [], []
    for k in range(rank):
        if k == ax:
            dst.append(max(ext, 1))
            src.append(max(sext, 1))
            win.append(w)
            continue
        e = rng.randint(1, 3)
        wk = e if rng.random() < 0.6 else max(1, e - 1)
        se = e + rng.choice([0, 0, 1])
        dst.append(e)
        src.append(se)
        win.append(wk)
        dstarts.append(rng.randint(0, e - wk))
        sstarts.append(rng.randint(0, se - wk))
    if any(wk > e for wk, e in zip(win, dst)) or any(wk > e for wk, e in zip(win, src)):
        raise Reject("a window wider than its operand")
    # a third of the time the stored window is a transpose of the loaded one: the source's
    # dims (and the load's starts) permuted alike
    pm = list(range(rank))
    if rank > 1 and rng.random() < 0.35:
        rng.shuffle(pm)
    inv = [pm.index(k) for k in range(rank)]
    src = [src[inv[k]] for k in range(rank)]
    # a quarter of the time the load has one more dim (extent 1 in its window, up to 3 in
    # the source, a constant start mostly in bounds) that a reshape drops
    extra = None
    if rng.random() < 0.25:
        eu = rng.randint(1, 3)
        extra = (rng.randint(0, rank), eu, rng.randint(0, eu - 1) if rng.random() < 0.9
                 else eu)
        src.insert(extra[0], eu)
    dt, stt, wt = TT(tuple(dst), elem), TT(tuple(src), elem), TT(tuple(win), elem)
    lt = TT(tuple(win[inv[k]] for k in range(rank)), elem)
    st, ist = TT((), ct), TT((), it)
    c0 = b.emit("stablehlo.constant", [], st, f"value = dense<{start}> : {st.text()}")
    init, source = b.arg(dt), b.arg(stt)
    carried = [c0, init]
    types = [v.type for v in carried]
    cond = _counter_cond(b, types, limit, d)
    a = [b.fresh() for _ in carried]
    lines = []

    def const(v: int, t: TT) -> str:
        c = b.fresh()
        lines.append(f'{c} = "stablehlo.constant"() <{{value = dense<{v}> : {t.text()}}}> : '
                     f"() -> {t.text()}")
        return c

    def binop(op: str, x: str, y: str, t: TT) -> str:
        r = b.fresh()
        lines.append(f'{r} = "{op}"({x}, {y}) : ({t.text()}, {t.text()}) -> {t.text()}')
        return r

    nxt = binop("stablehlo.add", a[0], const(step, st), st)
    cv = b.fresh()
    lines.append(f'{cv} = "stablehlo.convert"({a[0]}) : ({st.text()}) -> {ist.text()}')
    back = rng.random() < 0.15
    fixed = not back and rng.random() < 0.1
    ps, qs, m_ = [], [], 0
    for k in range(rank):
        if k == ax and fixed:  # near miss: the store stays put while the load moves
            ps.append(const(max(0, c1 + lo), ist))
            qs.append(binop("stablehlo.add", cv, const(c2, ist), ist))
        elif k == ax:
            ps.append(binop("stablehlo.add", cv, const(c1, ist), ist))
            qs.append(binop("stablehlo.subtract", const(c2 + hi + lo, ist), cv, ist) if back
                      else binop("stablehlo.add", cv, const(c2, ist), ist))
        else:
            ps.append(const(dstarts[m_], ist))
            qs.append(const(sstarts[m_], ist))
            m_ += 1
    ds = b.fresh()
    qs = [qs[inv[k]] for k in range(rank)]
    ld = lt
    if extra is not None:  # the load has one more dim, of extent 1, which a reshape drops
        u, eu, qu = extra
        qs.insert(u, const(qu, ist))
        ld = TT(lt.shape[:u] + (1,) + lt.shape[u:], elem)
    sizes = ", ".join(str(v) for v in ld.shape)
    lines.append(f'{ds} = "stablehlo.dynamic_slice"({source.name}, {", ".join(qs)}) '
                 f"<{{slice_sizes = array<i64: {sizes}>}}> : ({stt.text()}, "
                 f"{', '.join(ist.text() for _ in qs)}) -> {ld.text()}")
    if extra is not None:
        rs = b.fresh()
        lines.append(f'{rs} = "stablehlo.reshape"({ds}) : ({ld.text()}) -> {lt.text()}')
        ds = rs
    if pm != list(range(rank)):
        tr = b.fresh()
        lines.append(f'{tr} = "stablehlo.transpose"({ds}) <{{permutation = array<i64: '
                     f'{", ".join(str(k) for k in pm)}>}}> : ({lt.text()}) -> {wt.text()}')
        ds = tr
    du = b.fresh()
    lines.append(f'{du} = "stablehlo.dynamic_update_slice"({a[1]}, {ds}, {", ".join(ps)}) : '
                 f"({dt.text()}, {wt.text()}, {', '.join(ist.text() for _ in ps)}) -> "
                 f"{dt.text()}")
    sig = ", ".join(v.text() for v in types)
    lines.append(f'"stablehlo.return"({nxt}, {du}) : ({sig}) -> ()')
    res = _emit_while(b, carried, a, cond, lines)
    b.extra.append(res[0])
    return res[1]


@generator("optimization_barrier")
def _optimization_barrier(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """1 to 4 operands (constants or arguments; at times one passed twice, or of another
    type); the first result is the value asked for, each other one a program output or
    unused."""
    pats: list[m.Pattern] = []
    for o in pat.operands:
        if isinstance(o, m.RestPat):
            n = b.rng.randint(1, 4) if o.name is None or o.name not in b.values else 0
            pats += b.rest_parts(o, n)
        else:
            pats.append(o)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    vals: list[Val] = []
    for p in pats or [m.WildPat(pat.loc)]:
        if vals and isinstance(p, m.WildPat) and b.rng.random() < 0.3:
            vals.append(b.rng.choice(vals))  # the same value twice
            continue
        pt = b.known_type(p) or (t if not vals or b.rng.random() < 0.6 else b.rand_type())
        vals.append(b.gen(p, pt, role, bound))
    sig = ", ".join(v.type.text() for v in vals)
    name = b.fresh()
    b.lines.append(f'{name}:{len(vals)} = "stablehlo.optimization_barrier"'
                   f'({", ".join(v.name for v in vals)}) : ({sig}) -> ({sig})')
    res = [Val(f"{name}#{i}", v.type) for i, v in enumerate(vals)]
    b.extra += [r for r in res[1:] if b.rng.random() < 0.5]
    return res[0]


@generator("tuple")
def _tuple(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A tuple of its pattern's values, ``%xs...`` drawn as one or two wildcards of drawn
    types (the same value twice at times)."""
    pats = b.one_or_two_for_rest(pat)
    vals: list[Val] = []
    for p in pats:
        if vals and isinstance(p, m.WildPat) and b.rng.random() < 0.2:
            vals.append(b.rng.choice(vals))
            continue
        vals.append(b.gen(p, b.known_type(p) or b.rand_type(), role, bound))
    t = TupleT(tuple(v.type for v in vals))
    name = b.fresh()
    b.lines.append(f'{name} = "stablehlo.tuple"({", ".join(v.name for v in vals)}) : '
                   f'({", ".join(v.type.text() for v in vals)}) -> {t.text()}')
    return Val(name, t)  # type: ignore[arg-type]


@generator("get_tuple_element")
def _get_tuple_element(b: Builder, pat: m.OpPat, want: TT | None, role: str,
                       bound: int) -> Val:
    """An element of a tuple the operand pattern builds; its index drawn (or the
    pattern's)."""
    (tp,) = b.operands(pat)
    vt = b.gen(tp, None, role, bound)
    if not isinstance(vt.type, TupleT):
        raise Reject("get_tuple_element of a value that is not a tuple")
    items = vt.type.items
    i = int(b.pick(pat, "index", lambda: b.rng.randrange(len(items))))
    if not 0 <= i < len(items) or (want is not None and items[i] != want):
        raise Reject("no tuple element of the index and type needed")
    return b.emit("stablehlo.get_tuple_element", [vt], items[i], f"index = {i} : i32")


@generator("case")
def _case(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    """A case of 1 to 3 branches, each computing a value from an outer argument; the index
    from the pattern's operand (constants in and out of range)."""
    (ip,) = b.operands(pat)
    t = want or b.rand_type(rank=b.rng.choice([0, 1, 2]))
    if t.elem == "i1":
        t = t.with_elem("i32")
    n = b.rng.randint(1, 3)
    vi = b.gen(ip, TT((), "i32"), "index", n)
    x, tt = b.arg(t), t.text()
    branches = []
    for op in b.rng.sample(["stablehlo.add", "stablehlo.subtract", "stablehlo.maximum",
                            "stablehlo.multiply"], n):
        r = b.fresh()
        branches.append(f'  {r} = "{op}"({x.name}, {x.name}) : ({tt}, {tt}) -> {tt}\n'
                        f'  "stablehlo.return"({r}) : ({tt}) -> ()')
    name = b.fresh()
    b.lines.append(f'{name} = "stablehlo.case"({vi.name}) ({{\n'
                   + "\n}, {\n".join(branches) + f"\n}}) : (tensor<i32>) -> {tt}")
    return Val(name, t)
