"""An AST-walking matcher: the baseline the compiled ``_match`` is measured against.

``interpret_match(rule_model, op)`` walks a ``RuleModel``'s pattern tree and its
``where``/``let`` expressions at run time (no code generation) and returns the same
bindings dict as ``CompiledRule.match`` (or None). It follows the compiler's semantics
check for check:

* op names (single, ``(a | b)`` alternatives, ``*`` any op, ``*[Trait]``, ``d.*`` name
  prefixes), result types, attributes (properties and discardable ones: bound, wildcard,
  or literal: compared as ``runtime.eq(runtime.py(attr), literal)``),
  operands (nested op patterns, ``%x`` bindings where a repeated name must be the same
  value, ``_``, one variadic ``...`` rest), regions (one block, its args, its terminator);
* two-operand lists of commutative ops try both orders, and -- as the compiled ``for``
  loop does -- a failure anywhere later (regions, sibling operands, ``where``) backtracks
  into the other order (continuation-passing: each step calls ``k(env)`` for the rest);
* ``where`` is false, and a ``let`` fails the match, when evaluating raises one of
  ``runtime.EVAL_ERRORS``; ``and``/``or``/``if`` short-circuit as the generated Python does;
  builtins are ``BUILTINS[name].fn`` and hooks ``lookup_hook(name).fn``, the same functions
  the compiler binds into the generated code's namespace.

The rule model is assumed to have been checked by the compiler (``load_rules``): name and
kind errors are not re-diagnosed here. Op names and literal attribute values are resolved
once per pattern node and cached (weakly) -- the work the compiler does at load time.
Expressions that only make sense in ``rewrite`` (op builds, splices, ``: type``) raise
``NotImplementedError``.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Operation, OpResult
from xdsl.traits import Commutative

from . import model as m
from . import runtime
from .builtins import BUILTINS
from .compiler import (
    ELEM_TYPES,
    ENUM_MEMBERS,
    _fixed_operands,
    region_names,
    resolve_op,
    trait_specs,
)
from .hooks import lookup_hook

__all__ = ["interpret_match"]

_EVAL = runtime.EVAL_ERRORS
_py = runtime.py
_eq = runtime.eq
_truth = runtime.truth

Env = dict[str, Any]
K = Callable[[Env], "Env | None"]


# --------------------------------------------------------------------------- per-node info


class _Info:
    """What the compiler resolves at load time for one ``OpPat``."""

    __slots__ = (
        "comm",
        "lits",
        "n_single",
        "names",
        "prefix",
        "region_idx",
        "rest",
        "skip_operands",
        "term_infos",
    )

    def __init__(self, pat: m.OpPat) -> None:
        specs: list[Any] | None
        if pat.traits:
            specs = list(trait_specs(pat))
        else:
            specs = None if pat.any_op else [resolve_op(n) for n in (pat.alts or [pat.op])]
        if specs is not None and any(s is None for s in specs):
            raise NotImplementedError(f"unknown op in pattern {pat.alts or pat.op}")
        self.names: frozenset[str] | None = (
            None if specs is None else frozenset(s.name for s in specs))  # type: ignore[union-attr]
        self.prefix: str | None = pat.prefix  # `enzymexla.*(...)`: the op's own name
        # literal attribute values, converted against the first alternative's property type
        self.lits: list[Any] = [
            (_literal(ap.value, None) if ap.discardable
             else _literal(ap.value, specs[0].props[ap.name].type) if specs else None)
            if ap.kind == "lit" else None for ap in pat.attrs]
        ops = pat.operands
        rests = [i for i, o in enumerate(ops) if isinstance(o, m.RestPat)]
        self.rest: int | None = rests[0] if rests else None
        self.n_single = len(ops) - len(rests)
        self.skip_operands = bool(specs is not None and not ops and all(
            _fixed_operands(s) == (0, False) for s in specs))  # type: ignore[arg-type]
        # None: one order; "all": both; "trait": both if the op is commutative; a set: both
        # if the op's name is in it
        self.comm: Any = None
        if len(ops) == 2 and not rests and not all(
                isinstance(o, m.WildPat) and o.type is None for o in ops):
            if specs is None:
                self.comm = "trait"
            else:
                comm = [s.name for s in specs if s.cls is not None and s.cls.has_trait(Commutative)]
                if len(comm) == len(specs):
                    self.comm = "all"
                elif comm:
                    self.comm = frozenset(comm)
        self.region_idx: list[Any] = []
        self.term_infos: list[_Info] = []
        for rp in pat.regions:
            index = {s.name: region_names(s).index(rp.name) for s in specs or []}
            idxs = set(index.values())
            self.region_idx.append(idxs.pop() if len(idxs) == 1 else index)
            assert isinstance(rp.terminator, m.OpPat)
            self.term_infos.append(_info(rp.terminator))


def _literal(v: Any, ptype: Any) -> Any:
    if isinstance(v, tuple):
        return tuple(_literal(x, None) for x in v)
    if isinstance(v, m.NameRef):
        if isinstance(ptype, type) and issubclass(ptype, EnumAttribute):
            return v.name
        if v.name in ENUM_MEMBERS:
            return v.name
        if v.name in ELEM_TYPES:
            return ELEM_TYPES[v.name]
        raise NotImplementedError(f"unknown name {v.name!r}")
    return v


_INFOS: weakref.WeakKeyDictionary[m.OpPat, _Info] = weakref.WeakKeyDictionary()


def _info(pat: m.OpPat) -> _Info:
    got = _INFOS.get(pat)
    if got is None:
        got = _INFOS[pat] = _Info(pat)
    return got


# --------------------------------------------------------------------------- bindings


def _bind_value(env: Env, name: str, v: Any) -> bool:
    old = env.get(name, env)
    if old is env:
        env[name] = v
        return True
    return v is old


def _bind_values(env: Env, name: str, vs: tuple[Any, ...]) -> bool:
    old = env.get(name, env)
    if old is env:
        env[name] = vs
        return True
    return vs == old


def _bind_data(env: Env, name: str, x: Any) -> bool:   # data and types: runtime.eq
    old = env.get(name, env)
    if old is env:
        env[name] = x
        return True
    return _eq(x, old)


# --------------------------------------------------------------------------- patterns


def interpret_match(rule: m.RuleModel, op: Operation) -> dict[str, Any] | None:
    """The bindings of ``rule`` on ``op`` (as ``CompiledRule.match`` gives them), or None."""
    pat = rule.pattern
    if not isinstance(pat, m.OpPat):
        raise NotImplementedError("a pattern must be rooted at an op")
    info = _info(pat)
    if not _name_ok(info, op):
        return None

    def root_done(env: Env) -> Env | None:
        if pat.bind is not None and pat.bind_index is not None:  # `as %r[$i]`: each result
            for i, r in enumerate(op.results):
                got = _checks(rule.checks, {**env, pat.bind: r, pat.bind_index: i})
                if got is not None:
                    return got
            return None
        if pat.bind is not None and (
                len(op.results) < 1 or not _bind_value(env, pat.bind, op.results[0])):
            return None
        return _checks(rule.checks, env)

    return _op_body(pat, info, op, {}, root_done)


def _name_ok(info: _Info, op: Operation) -> bool:
    if info.prefix is not None:
        return runtime.real_name(op).startswith(info.prefix)
    return info.names is None or op.name in info.names


def _op_body(pat: m.OpPat, info: _Info, op: Operation, env: Env, k: K) -> Env | None:
    tp = pat.type
    if tp is not None:
        res = op.results
        if len(res) != len(tp.names):
            return None
        for i, tn in enumerate(tp.names):
            if tn is not None and not _bind_data(env, tn, res[i].type):
                return None
    if pat.attrs:
        props = op.properties
        for ap, lit in zip(pat.attrs, info.lits):
            if ap.prefix:
                if not runtime.has_attr_prefix(op, ap.name):
                    return None
                continue
            raw = op.attributes.get(ap.name) if ap.discardable else props.get(ap.name)
            kind = ap.kind
            if kind == "bind":
                if ap.discardable and raw is None:
                    return None
                if not _bind_data(env, ap.value, _py(raw)):
                    return None
            elif kind == "wild":
                if raw is None:
                    return None
            elif not _eq(_py(raw), lit):
                return None
    if pat.regions:
        then: K = lambda e: _regions(pat, info, op, e, 0, k)
    else:
        then = k
    if info.skip_operands:
        return then(env)
    return _operands(pat, info, op, env, then)


def _operands(pat: m.OpPat, info: _Info, op: Operation, env: Env, k: K) -> Env | None:
    ov = op.operands
    n = len(ov)
    items = pat.operands
    r = info.rest
    if r is None:
        if n != info.n_single:
            return None
        vals: list[Any] = list(ov)
    else:
        if n < info.n_single:
            return None
        after = len(items) - r - 1
        vals = list(ov[:r]) + [tuple(ov[r:n - after])] + list(ov[n - after:])
    comm = info.comm
    if comm is not None:
        if comm == "all":
            both = True
        elif comm == "trait":
            both = op.has_trait(Commutative)
        else:
            both = op.name in comm
        if both:
            got = _items(items, vals, 0, dict(env), k)
            if got is not None:
                return got
            return _items(items, [vals[1], vals[0]], 0, dict(env), k)
    return _items(items, vals, 0, env, k)


def _items(items: list[Any], vals: list[Any], i: int, env: Env, k: K) -> Env | None:
    if i == len(items):
        return k(env)
    o = items[i]
    if isinstance(o, m.RestPat):
        if o.name is not None and not _bind_values(env, o.name, vals[i]):
            return None
        return _items(items, vals, i + 1, env, k)
    if i + 1 == len(items):
        return _value(o, vals[i], env, k)
    return _value(o, vals[i], env, lambda e: _items(items, vals, i + 1, e, k))


def _value(pat: m.Pattern, v: Any, env: Env, k: K) -> Env | None:
    if isinstance(pat, m.OpPat):
        if v.__class__ is not OpResult:
            return None
        info = _info(pat)
        p = v.op
        if not _name_ok(info, p):
            return None
        if pat.bind is not None and not _bind_value(env, pat.bind, v):
            return None
        return _op_body(pat, info, p, env, k)
    if isinstance(pat, m.ValuePat) and not _bind_value(env, pat.name, v):
        return None
    tp = pat.type
    if tp is not None and tp.names[0] is not None and not _bind_data(env, tp.names[0], v.type):
        return None
    return k(env)


def _regions(pat: m.OpPat, info: _Info, op: Operation, env: Env, j: int, k: K) -> Env | None:
    if j == len(pat.regions):
        return k(env)
    rp = pat.regions[j]
    idx = info.region_idx[j]
    if isinstance(idx, dict):
        idx = idx[op.name]
    b = runtime.region_block(op, idx, len(rp.args))
    if b is None:
        return None
    for a, arg in zip(rp.args, b.args):
        if a is not None and not _bind_value(env, a, arg):
            return None
    term = rp.terminator
    tinfo = info.term_infos[j]
    t = b.last_op
    if t is None or not _name_ok(tinfo, t):
        return None
    return _op_body(term, tinfo, t, env,  # type: ignore[arg-type]
                    lambda e: _regions(pat, info, op, e, j + 1, k))


# --------------------------------------------------------------------------- checks


def _checks(checks: list[m.Where | m.Let], env: Env) -> Env | None:
    for c in checks:
        if isinstance(c, m.Where):
            try:
                ok = _truth(_ev(c.expr, env))
            except _EVAL:
                return None
            if not ok:
                return None
        else:
            try:
                env[c.name] = _ev(c.expr, env)
            except _EVAL:
                return None
    return dict(env)


_ARITH = {"+": runtime.add, "-": runtime.sub, "*": runtime.mul, "//": runtime.floordiv,
          "<": runtime.lt, "<=": runtime.le, ">": runtime.gt, ">=": runtime.ge,
          "==": runtime.eq, "!=": runtime.ne}


def _ev(e: m.Expr, env: Env) -> Any:
    return _EVALUATORS[e.__class__](e, env)


def _ev_lit(e: m.Lit, env: Env) -> Any:
    return e.value


def _ev_name(e: m.NameRef, env: Env) -> Any:
    t = ELEM_TYPES.get(e.name)
    if t is not None:
        return t
    if e.name in ENUM_MEMBERS:
        return e.name
    raise NotImplementedError(f"name {e.name!r}")


def _ev_var(e: m.VarRef, env: Env) -> Any:
    return env[e.name]


def _ev_binary(e: m.Binary, env: Env) -> Any:
    o = e.op
    if o == "and":
        return _truth(_ev(e.a, env)) and _truth(_ev(e.b, env))  # type: ignore[arg-type]
    if o == "or":
        return _truth(_ev(e.a, env)) or _truth(_ev(e.b, env))  # type: ignore[arg-type]
    return _ARITH[o](_ev(e.a, env), _ev(e.b, env))  # type: ignore[arg-type]


def _ev_unary(e: m.Unary, env: Env) -> Any:
    x = _ev(e.x, env)  # type: ignore[arg-type]
    return (not _truth(x)) if e.op == "not" else runtime.neg(x)


def _ev_if(e: m.IfExpr, env: Env) -> Any:
    return _ev(e.then if _truth(_ev(e.cond, env)) else e.other, env)  # type: ignore[arg-type]


def _ev_index(e: m.Index, env: Env) -> Any:
    return runtime.index(_ev(e.base, env), _ev(e.index, env))  # type: ignore[arg-type]


def _ev_slice(e: m.SliceExpr, env: Env) -> Any:
    base = _ev(e.base, env)  # type: ignore[arg-type]
    lo = None if e.lo is None else _ev(e.lo, env)
    hi = None if e.hi is None else _ev(e.hi, env)
    return runtime.slice_(base, lo, hi)


def _ev_field(e: m.Field, env: Env) -> Any:
    return runtime.field(_ev(e.base, env), e.name)  # type: ignore[arg-type]


def _ev_list(e: m.ListExpr, env: Env) -> Any:
    return tuple(_ev(x, env) for x in e.items)


def _ev_hook(e: m.HookCall, env: Env) -> Any:
    h = lookup_hook(e.name)
    if h is None or h.kind == "rewriter":
        raise NotImplementedError(f"hook @{e.name} in a constraint")
    return h.fn(*[_ev(x, env) for x in e.args])


def _ev_call(e: m.Call, env: Env) -> Any:
    bi = BUILTINS.get(e.name) if "." not in e.name else None
    if bi is None or bi.builds:
        raise NotImplementedError(f"{e.name}(...) builds an op: only in rewrite")
    return bi.fn(*[_ev(x, env) for x in e.args])


def _ev_rewrite_only(e: m.Expr, env: Env) -> Any:
    raise NotImplementedError(f"`{e.text}` is a rewrite-only expression")


_EVALUATORS: dict[type, Callable[[Any, Env], Any]] = {
    m.Lit: _ev_lit, m.NameRef: _ev_name, m.VarRef: _ev_var, m.Binary: _ev_binary,
    m.Unary: _ev_unary, m.IfExpr: _ev_if, m.Index: _ev_index, m.SliceExpr: _ev_slice,
    m.Field: _ev_field, m.ListExpr: _ev_list, m.HookCall: _ev_hook, m.Call: _ev_call,
    m.Splice: _ev_rewrite_only, m.Annotated: _ev_rewrite_only,
}
