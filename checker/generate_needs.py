"""What a rule's own text asks of the programs drawn for it: the values its ``where``
clauses want constant (or not), the ops it tests values for, and the needs the builtins
it calls declare (``hlorules.rules.builtins.NEEDS``), each computed once per rule."""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Iterator
from typing import Any, TypeGuard

from hlorules.rules import model as m
from hlorules.rules.builtins import BUILTINS, field_needs

from .generate_base import _BINARY, _full


def _walk_expr(e: Any) -> Iterable[Any]:
    if isinstance(e, m.Expr):
        yield e
        for v in vars(e).values():
            if isinstance(v, m.Expr):
                yield from _walk_expr(v)
            elif isinstance(v, list):
                for x in v:
                    if isinstance(x, m.Expr):
                        yield from _walk_expr(x)
                    elif isinstance(x, tuple):
                        for y in x:
                            yield from _walk_expr(y)


def _needs(e: Any, tag: str) -> TypeGuard[m.Call]:
    """Whether ``e`` calls a builtin declaring ``tag`` among its needs
    (``hlorules.rules.builtins.NEEDS``)."""
    if not isinstance(e, m.Call):
        return False
    bi = BUILTINS.get(e.name)
    return bi is not None and tag in bi.needs


def _reads(e: Any, tag: str) -> bool:
    """Whether ``e`` calls a builtin declaring ``tag`` among its needs or reads a record
    field that a builtin declares ``tag`` for (``Builtin.field_needs``)."""
    return _needs(e, tag) or isinstance(e, m.Field) and tag in field_needs(e.name)


def constant_operands(rule: m.RuleModel) -> tuple[set[str], bool]:
    """The value names the rule's checks need constant (the arguments of builtins that need
    ``constant``, and of hooks, or the variadic operand an argument indexes; under ``not``, those of a ``constness`` test are kept
    non-constant instead); and whether index operands of scatters should be constant (a
    builtin needs ``constant_indices``)."""
    names: set[str] = set()
    negated: set[str] = set()
    alias: dict[str, str] = {}
    const_indices = False

    def visit(e: Any, neg: bool) -> None:
        nonlocal const_indices
        if isinstance(e, m.Unary) and e.op == "not":
            visit(e.x, not neg)
            return
        if _needs(e, "constant") or isinstance(e, m.HookCall):
            vs = {a.name for a in e.args if isinstance(a, m.VarRef) and a.name.startswith("%")}
            # `f(%xs[$i])`: the parts of a variadic operand
            vs |= {a.base.name for a in e.args if isinstance(a, m.Index)
                   and isinstance(a.base, m.VarRef) and a.base.name.startswith("%")}
            (negated if neg and _needs(e, "constness") else names).update(vs)
        if _needs(e, "constant_indices"):
            const_indices = True
        if isinstance(e, m.ListComp) and isinstance(e.iter, m.VarRef) and len(e.targets) == 1:
            alias[e.targets[0][0]] = e.iter.name  # `... for %i in %is`: %is as %i
        if isinstance(e, m.Node):
            for v in vars(e).values():
                for x in (v if isinstance(v, list) else [v]):
                    for y in (x if isinstance(x, tuple) else (x,)):
                        if isinstance(y, m.Expr):
                            visit(y, neg)

    for chk in rule.checks:
        visit(chk.expr, False)
    names |= {alias[n] for n in names if n in alias}  # `all(is_constant(%i) for %i in %is)`
    return names - negated, const_indices


def defined_by_ops(rule: m.RuleModel) -> dict[str, str]:
    """The op names the rule's checks and rewrite test a value for (a builtin that needs
    ``producer_op``, ``f(%x, "op")``): such a value, an open leaf of the pattern, is at
    times generated as that op."""
    out: dict[str, str] = {}
    exprs = [c.expr for c in rule.checks] + [a[1] for a in rule.rewrite.assigns] + \
        list(rule.rewrite.results)
    for top in exprs:
        for e in _walk_expr(top):
            if _needs(e, "producer_op") and len(e.args) == 2 \
                    and isinstance(e.args[0], m.VarRef) and isinstance(e.args[1], m.Lit) \
                    and isinstance(e.args[1].value, str):
                out.setdefault(e.args[0].name, e.args[1].value)
    return out


def _rest_names(rule: m.RuleModel) -> dict[str, set[str]]:
    """The names of the pattern's variadic operands (``%xs...``), each with the names its
    op is bound to (``as %e``, ``: $R``): a value the parts are compared with that is not a
    sibling (their own op's shape, type)."""
    out: dict[str, set[str]] = {}
    stack: list[Any] = [rule.pattern]
    while stack:
        p = stack.pop()
        if not isinstance(p, m.OpPat):
            continue
        own = {p.bind} if p.bind else set()
        if p.type is not None:
            own |= {n for n in p.type.names if n}
        for o in p.operands:
            if isinstance(o, m.RestPat) and o.name:
                out[o.name] = own
        stack.extend(p.operands)
        stack.extend(r.terminator for r in p.regions)
    return out


def repeated_rests(rule: m.RuleModel) -> frozenset[str]:
    """The variadic operands the pattern names more than once (``f(%x, g(%x, %is...),
    %is...)``: one list of values twice), whose parts are drawn once, as named values."""
    seen: set[str] = set()
    twice: set[str] = set()
    stack: list[Any] = [rule.pattern]
    while stack:
        p = stack.pop()
        if isinstance(p, m.RestPat) and p.name:
            (twice if p.name in seen else seen).add(p.name)
        elif isinstance(p, m.OpPat):
            stack.extend(p.operands)
            stack.extend(r.terminator for r in p.regions)
    return frozenset(twice)


def _part_of(e: Any, rests: Any, alias: dict[str, str]) -> str | None:
    """The variadic operand whose part ``e`` is: ``%xs[...]``, or a comprehension's variable
    over ``%xs`` (``... for %y in %xs``)."""
    if isinstance(e, m.Index) and isinstance(e.base, m.VarRef) and e.base.name in rests:
        return e.base.name
    if isinstance(e, m.VarRef) and e.name in alias:
        return alias[e.name]
    return None


def related_parts(rule: m.RuleModel) -> tuple[frozenset[str], dict[str, str]]:
    """What the rule's checks say of the parts of its variadic operands: those whose parts
    it relates to each other or to another value (an ``==`` one side of which reads a part,
    ``%y`` of ``for %y in %ys`` or ``%xs[$j]``, and the other side a value or binding the
    first does not: ``%y == %x``, ``property(%y, "d") == $d``, ``operand(%xs[$j], 0) ==
    operand(%xs[$j + 1], 0)``), drawn at times as siblings of the value before them
    (:meth:`Builder.sibling`); and per variadic operand the op it tests a part for
    (``defined_by(%xs[0], "op")``, ``defined_by(%y, "op") for %y in %xs``), a part at times
    drawn as that op."""
    rests = _rest_names(rule)
    related: set[str] = set()
    ops: dict[str, str] = {}
    if not rests:
        return frozenset(), ops
    alias: dict[str, str] = {}
    for chk in rule.checks:
        for e in _walk_expr(chk.expr):
            if isinstance(e, m.ListComp) and isinstance(e.iter, m.VarRef) \
                    and e.iter.name in rests and len(e.targets) == 1:
                alias[e.targets[0][0]] = e.iter.name

    def refs(e: Any) -> set[str]:  # the values and bindings a side reads, parts by text
        out: set[str] = set()
        for x in _walk_expr(e):
            if _part_of(x, rests, alias) is not None or isinstance(x, m.VarRef):
                out.add(x.text)
        return out

    for chk in rule.checks:
        for e in _walk_expr(chk.expr):
            if isinstance(e, m.Binary) and e.op == "==":
                sides = [{_part_of(x, rests, alias) for x in _walk_expr(s)} - {None}
                         for s in (e.a, e.b)]
                ra, rb = refs(e.a), refs(e.b)
                for own, other, rs in ((sides[0], rb, ra), (sides[1], ra, rb)):
                    related |= {r for r in own if r is not None
                                and other - rs - rests[r]}
            if _needs(e, "producer_op") and len(e.args) == 2 \
                    and isinstance(e.args[1], m.Lit) and isinstance(e.args[1].value, str):
                r = _part_of(e.args[0], rests, alias)
                if r is not None:
                    ops.setdefault(r, e.args[1].value)
    return frozenset(related), ops


def beside_constants(rule: m.RuleModel) -> set[str]:
    """mutS: the values the pattern matches beside a ``constant()`` operand of a binary
    elementwise op or compare (``or(constant() as %c, %x)``): drawn constant half of the
    time, as two constant operands are the boundary of the rules that canonicalize or fold
    them (two constants swapped back and forth, an identity that a folder also applies)."""
    out: set[str] = set()
    stack: list[Any] = [rule.pattern]
    while stack:
        p = stack.pop()
        if not isinstance(p, m.OpPat):
            continue
        stack.extend(p.operands)
        stack.extend(r.terminator for r in p.regions)
        if _full(p.op).split(".", 1)[1] in _BINARY | {"compare"} and any(
                isinstance(o, m.OpPat) and o.op.split(".")[-1] == "constant" for o in p.operands):
            out |= {o.name for o in p.operands if isinstance(o, m.ValuePat)}
    return out


def identity_operands(rule: m.RuleModel) -> set[str]:
    """The value names a check asks to be an op's identity (the arguments of a builtin that
    needs ``identity``, ``is_identity_of(%p, %o)``): a scalar leaf among them is at times
    drawn as the identity of the combining op an enclosing reduce is built with."""
    return {a.name for chk in rule.checks for e in _walk_expr(chk.expr)
            if _needs(e, "identity") for a in e.args
            if isinstance(a, m.VarRef) and a.name.startswith("%")}


def non_constant_operands(rule: m.RuleModel) -> set[str]:
    """The value names a check needs non-constant: the arguments of a negated
    ``constness`` test (``not is_constant(%x)``)."""
    out: set[str] = set()
    for chk in rule.checks:
        for e in _walk_expr(chk.expr):
            if isinstance(e, m.Unary) and e.op == "not" and _needs(e.x, "constness"):
                out |= {a.name for a in e.x.args if isinstance(a, m.VarRef)}
    return out


# ---- blocked repeats (rules that read a gather's constant indices)

_REPEATS: weakref.WeakKeyDictionary[m.RuleModel, bool] = weakref.WeakKeyDictionary()


def reads_gather_index_values(rule: m.RuleModel) -> bool:
    """Whether the rule's pattern has a gather whose indices are ``constant() as %j`` and a
    ``where``/``let`` calls a builtin that reads the elements of ``%j`` (memoised per
    rule)."""
    hit = _REPEATS.get(rule)
    if hit is None:
        names: set[str] = set()
        todo: list[Any] = [rule.pattern]
        while todo:
            p = todo.pop()
            if not isinstance(p, m.OpPat):
                continue
            todo += p.operands
            ip = p.operands[1] if len(p.operands) > 1 else None
            if _full(p.op) == "stablehlo.gather" and isinstance(ip, m.OpPat) \
                    and _full(ip.op) == "stablehlo.constant" and ip.bind:
                names.add(ip.bind)
        hit = _REPEATS[rule] = bool(names) and any(
            _needs(e, "elements")
            and any(isinstance(a, m.VarRef) and a.name in names for a in e.args)
            for c in rule.checks for e in _walk_expr(c.expr))
    return hit


# ---- 2-D tiles stored into a flattened dim

_SPLITS: weakref.WeakKeyDictionary[m.RuleModel, bool] = weakref.WeakKeyDictionary()


def splits_starts(rule: m.RuleModel) -> bool:
    """Whether a remainder the rule takes is of window starts: a builtin that needs
    ``remainder`` has a first argument that reads a ``let`` that reads window starts (a
    call or a record field declaring ``window_starts``; a rule that splits starts into digits, start // h and start mod h;
    memoised per rule)."""
    hit = _SPLITS.get(rule)
    if hit is None:
        starts = {c.name for c in rule.checks if isinstance(c, m.Let) and any(
            _reads(e, "window_starts") for e in _walk_expr(c.expr))}
        hit = _SPLITS[rule] = bool(starts) and any(
            _needs(e, "remainder") and e.args and any(
                isinstance(a, m.VarRef) and a.name in starts for a in _walk_expr(e.args[0]))
            for c in rule.checks for e in _walk_expr(c.expr))
    return hit


def rewrite_calls(rule: m.RuleModel) -> Iterator[m.Call]:
    """The calls (ops built, builtins) of the rule's rewrite: its assignments and results."""
    for e in [*(a[1] for a in rule.rewrite.assigns), *rule.rewrite.results]:
        for c in _walk_expr(e):
            if isinstance(c, m.Call):
                yield c


def needs(rule: m.RuleModel, tag: str) -> bool:
    """Whether a ``where``/``let`` of the rule calls a builtin that declares ``tag`` among
    its needs or reads a record field declared with it (``hlorules.rules.builtins.NEEDS``;
    memoised per rule: generate() asks once per program, and walking the checks cost
    prove's enumeration, a program per choice path, nearly half its time)."""
    tags = _NEEDS.get(rule)
    if tags is None:
        tags = _NEEDS[rule] = frozenset(
            [*(t for n in _calls(rule) if n in BUILTINS for t in BUILTINS[n].needs),
             *(t for f in _fields(rule) for t in field_needs(f))])
    return tag in tags


def _calls(rule: m.RuleModel) -> frozenset[str]:
    """The names of the calls in the rule's ``where``/``let`` clauses."""
    return frozenset(e.name for c in rule.checks for e in _walk_expr(c.expr)
                     if isinstance(e, m.Call))


def _fields(rule: m.RuleModel) -> frozenset[str]:
    """The names of the record fields the rule's ``where``/``let`` clauses read."""
    return frozenset(e.name for c in rule.checks for e in _walk_expr(c.expr)
                     if isinstance(e, m.Field))


_NEEDS: weakref.WeakKeyDictionary[m.RuleModel, frozenset[str]] = weakref.WeakKeyDictionary()


def users_asked(rule: m.RuleModel) -> dict[str, tuple[str, ...]]:
    """The values a check asks who uses, by op name (a builtin that reads uses given a value
    and op names, ``f(%t, "stablehlo.slice")``, not under ``not``): such a value, bound
    inside the pattern, is at times given more readers of those ops."""
    out: dict[str, tuple[str, ...]] = {}

    def visit(e: Any) -> None:
        if isinstance(e, m.Unary) and e.op == "not":
            return
        if isinstance(e, m.Call) and e.name in BUILTINS and BUILTINS[e.name].reads == "uses" \
                and len(e.args) > 1 and isinstance(e.args[0], m.VarRef):
            names = [a.value for a in e.args[1:] if isinstance(a, m.Lit)]
            if len(names) == len(e.args) - 1 and all(isinstance(n, str) for n in names):
                out[e.args[0].name] = tuple(str(n) for n in names)
        if isinstance(e, m.Node):
            for v in vars(e).values():
                for x in (v if isinstance(v, list) else [v]):
                    for y in (x if isinstance(x, tuple) else (x,)):
                        if isinstance(y, m.Expr):
                            visit(y)

    for chk in rule.checks:
        visit(chk.expr)
    return out


def reads_uses(rule: m.RuleModel) -> bool:
    """Whether a check of the rule calls a builtin that reads the uses of a value
    (``Builtin.reads == "uses"``)."""
    return any(n in BUILTINS and BUILTINS[n].reads == "uses" for n in _calls(rule))


def zero_size_matters(rule: m.RuleModel) -> bool:
    """Whether the rule's constraints call a builtin that needs ``element_count`` or
    compare with 0 an element of one that needs ``extents`` (``shape(%x)[$d] != 0``, in any
    direction: ``>= 0`` holds of every extent, a guard that lets empty dims through; or
    ``< 1``, ``>= 1``), indexed or as a comprehension's variable over it (``for $b, $m in
    zip(..., shape(%x))``): there
    a zero-size dim decides whether it fires, so programs for it draw dims of size 0 as
    well (elsewhere dims are >= 1)."""
    extents: set[str] = set()  # comprehension variables running over extents
    for c in rule.checks:
        for n in _walk_expr(c.expr):
            if isinstance(n, m.ListComp) and n.iter is not None:
                its = n.iter.args if isinstance(n.iter, m.Call) and n.iter.name == "zip" \
                    else [n.iter]
                if len(its) == len(n.targets):
                    extents |= {t for (t, _), it in zip(n.targets, its) if _needs(it, "extents")}

    def dim_of_shape(e: Any) -> bool:
        return isinstance(e, m.Index) and _needs(e.base, "extents") \
            or isinstance(e, m.VarRef) and e.name in extents

    def zero(e: Any, op: str) -> bool:  # `x op e` tests x == 0 (`x < 1`, `x >= 1` too)
        return isinstance(e, m.Lit) and not isinstance(e.value, bool) and (
            e.value == 0 or e.value == 1 and op in ("<", ">="))

    flip = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}
    for c in rule.checks:
        for n in _walk_expr(c.expr):
            if _needs(n, "element_count"):
                return True
            if isinstance(n, m.Binary) and n.op in flip and (
                    (dim_of_shape(n.a) and zero(n.b, n.op))
                    or (dim_of_shape(n.b) and zero(n.a, flip[n.op]))):
                return True
    return False


def attr_constraints(rule: m.RuleModel) -> dict[str, tuple[str, int]]:
    """What the rule's top-level ``where`` clauses say of single attribute bindings, in the
    two forms a draw can aim at directly: ``all($v >= k)`` (``("ge", k)``; ``> k`` is
    ``("ge", k + 1)``) and ``$v == fill(n, c)`` (``("eq", c)``: every entry ``c``). The
    builder draws such an attribute again a few times when its first draw breaks the clause
    (:meth:`Builder.pick`), so the rule fires more often than filtering alone allows."""
    out: dict[str, tuple[str, int]] = {}
    for c in rule.checks:
        if not isinstance(c, m.Where):
            continue
        e = c.expr
        if isinstance(e, m.Call) and e.name == "all" and len(e.args) == 1:
            b = e.args[0]
            if isinstance(b, m.Binary) and b.op in (">=", ">") and \
                    isinstance(b.a, m.VarRef) and isinstance(b.b, m.Lit) and \
                    type(b.b.value) is int:
                out[b.a.name] = ("ge", b.b.value + (b.op == ">"))
        elif isinstance(e, m.Binary) and e.op == "==" and isinstance(e.a, m.VarRef) and \
                isinstance(e.b, m.Call) and e.b.name == "fill" and len(e.b.args) == 2 and \
                isinstance(e.b.args[1], m.Lit) and type(e.b.args[1].value) is int:
            out[e.a.name] = ("eq", e.b.args[1].value)
    return out


def meets(value: Any, constraint: tuple[str, int]) -> bool:
    """Whether an attribute value (an int or a sequence of ints) meets a constraint of
    :func:`attr_constraints`."""
    items = value if isinstance(value, (list, tuple)) else [value]
    if not all(type(v) is int for v in items):
        return True
    kind, k = constraint
    return all(v >= k for v in items) if kind == "ge" else all(v == k for v in items)
