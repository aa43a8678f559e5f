"""Program generator for ``sort`` (one or two operands of one shape, a comparator region),
registered into ``checker/generate.py``'s table.

The comparator is one ``compare`` (``LT`` or ``GT``; on floats at times ``TOTALORDER``) of
one operand's pair of arguments: the first operand's, or with two operands at times the
second's (a comparator that reads the other operand). The root value is the first result;
the second (of the first's element type or ``i32``: a payload of indices), with two operands,
is a program output half of the time when the comparator reads the first (else unused).
"""

from __future__ import annotations

from hlorules.rules import model as m

from .generate_core import TT, Builder, Reject, Val, generator
from .generate_domain import draw_instance


def _comparator(b: Builder, elems: list[str], key: int) -> str:
    """The region text: ``compare`` of operand ``key``'s two arguments."""
    scalars = [TT((), e).text() for e in elems]
    args = ", ".join(f"%cmp{2 * i}: {s}, %cmp{2 * i + 1}: {s}" for i, s in enumerate(scalars))
    s = scalars[key]
    direction = b.rng.choice(["LT", "GT"])
    ctype = ""
    if elems[key].startswith(("f", "bf")) and b.rng.random() < 0.3:
        ctype = ", compare_type = #stablehlo<comparison_type TOTALORDER>"
    return (f"^bb0({args}):\n"
            f'  %lt = "stablehlo.compare"(%cmp{2 * key}, %cmp{2 * key + 1}) <{{'
            f"comparison_direction = #stablehlo<comparison_direction {direction}>{ctype}}}>"
            f" : ({s}, {s}) -> tensor<i1>\n"
            f'  "stablehlo.return"(%lt) : (tensor<i1>) -> ()')


@generator("sort")
def _sort(b: Builder, pat: m.OpPat, want: TT | None, role: str, bound: int) -> Val:
    pats = b.one_or_two_for_rest(pat)
    if not 1 <= len(pats) <= 2:
        raise Reject("sorts of one or two operands are generated")
    t = want or b.known_type(pats[0]) or b.rand_type(rank=b.rng.choice([1, 2]))
    if not t.shape:
        t = t.with_shape((b.dim(),))
    vals = [b.gen(pats[0], t, role, bound)]
    if len(pats) == 2:
        other = b.known_type(pats[1]) or t.with_elem(b.rng.choice([t.elem, "i32"]))
        if other.shape != t.shape:
            raise Reject("sort operands of different shapes")
        vals.append(b.gen(pats[1], other, role, bound))
    # dimension (negative ones too) and is_stable: one of every instance of the domain
    types = tuple(v.type for v in vals)
    c = draw_instance(b, pat, "stablehlo.sort", [types[0]], keep=lambda c: tuple(
        TT(*o) for o in c.operands) == types, max_operands=len(vals))
    dim, stable = int(c.attributes["dimension"]), c.attributes["is_stable"]
    key = 1 if len(vals) == 2 and b.rng.random() < 0.3 else 0
    region = _comparator(b, [v.type.elem for v in vals], key)
    sig = ", ".join(v.type.text() for v in vals)
    name = b.fresh()
    res = f"({sig})" if len(vals) > 1 else sig
    b.lines.append(f'{name}{":2" if len(vals) > 1 else ""} = "stablehlo.sort"'
                   f'({", ".join(v.name for v in vals)}) <{{dimension = {dim} : i64, '
                   f'is_stable = {str(bool(stable)).lower()}}}> ({{\n{region}\n}}) : ({sig}) -> {res}')
    if len(vals) == 1:
        return Val(name, t)
    if key == 0 and b.rng.random() < 0.5:  # (with key 1 the second result is read anyway)
        b.extra.append(Val(f"{name}#1", vals[1].type))
    return Val(f"{name}#0", t)
