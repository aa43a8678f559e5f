"""Compile a ``RuleModel`` to Python source, ``compile()`` it once, and wrap it.

Each rule becomes two generated functions over one xDSL op, sharing one structure of
nested checks that bind locals (as tinygrad's UPat compiler does):

* ``_match(op)``: the bindings dict on success, else the index of the furthest check
  that failed (its description in ``CompiledRule.descriptions`` is what ``explain`` says);
* ``_apply(op)``: on success builds the replacement and returns a ``Rewrite``.

Commutative operand pairs become ``for`` loops over both orders (a failed check
``continue``s to the next order). All name resolution and kind checking happens here, at
load time, raising located ``HloRulesError``s; nothing from the rule text is executed.
Compiled code objects are cached by the hash of the rule's text.
"""

from __future__ import annotations

import difflib
import functools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import CodeType
from typing import Any

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    Signedness,
)
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Operation, OpResult
from xdsl.traits import Commutative
from xdsl.utils.str_enum import StrEnum

from hlorules.base.errors import HloRulesError, Location, located, plural
from hlorules.dialect import REGISTRY
from hlorules.dialect import attrs as _attrs
from hlorules.dialect.opdef import OpSpec
from hlorules.dialect.ops_foreign import TENSOR_CONSTANTS

from . import (
    control,  # noqa: F401 -- registers inline(), region_size(), trip_count(), num_regions()
    hashcons,  # noqa: F401 -- registers twin()
    loops,  # noqa: F401 -- registers result(), read_box(), narrow_carry(), ...
    runtime,
    stores,  # noqa: F401 -- registers written(), window_mask(), apart()
)
from . import model as m
from .builtins import BUILTINS, builtin
from .hooks import hook_names, lookup_hook
from .limits import ALLOC_SIZES, guard_builtin
from .sources import source_of

__all__ = ["DEFAULT_DIALECT", "CompiledRule", "ReadSet", "compile_rule", "read_reach"]

DEFAULT_DIALECT = "stablehlo"

ELEM_TYPES: dict[str, Attribute] = {
    "i1": IntegerType(1), "i8": IntegerType(8), "i16": IntegerType(16),
    "i32": IntegerType(32), "i64": IntegerType(64),
    "ui8": IntegerType(8, Signedness.UNSIGNED), "ui16": IntegerType(16, Signedness.UNSIGNED),
    "ui32": IntegerType(32, Signedness.UNSIGNED), "ui64": IntegerType(64, Signedness.UNSIGNED),
    "f16": Float16Type(), "bf16": BFloat16Type(), "f32": Float32Type(), "f64": Float64Type(),
    "index": IndexType(),
}
ENUM_MEMBERS: frozenset[str] = frozenset(
    e.value for v in vars(_attrs).values()
    if isinstance(v, type) and issubclass(v, StrEnum) and v is not StrEnum for e in v)

_KIND_WORDS = {"value": "a value", "values": "a list of values", "data": "data (ints, lists)",
               "type": "a type", "tv": "a type or a value", "dv": "data or a constant value",
               "seq": "a list (of data or values)"}


# Builtins about the matched op itself, useful with `(a | b)(...)` and `*(...)` patterns;
# they live here so that rules/builtins.py stays the one library of value/data builtins.


def _defining_op(v: Any) -> Operation:
    if not isinstance(getattr(v, "owner", None), Operation):
        raise TypeError("the value is a block argument")
    return v.owner


@builtin("op_name", "value", "data", "the full name of the op that defines the value",
         reads="producer")
def _op_name(v: Any) -> str:
    return runtime.real_name(_defining_op(v))


@builtin("property", "value data", "data",
         "the named property of the op that defines the value, as data (as `{name = $x}` "
         "binds it in a pattern)", reads="producer")
def _property(v: Any, name: str) -> Any:
    a = _defining_op(v).properties.get(name)
    if a is None:
        raise ValueError(f"the op has no property {name!r}")
    return runtime.py(a)


@builtin("is_pure", "value", "data",
         "the op that defines the value has no side effects (its regions' ops included)",
         reads="producer")
def _is_pure(v: Any) -> bool:
    from xdsl.traits import is_side_effect_free

    return bool(is_side_effect_free(_defining_op(v)))


UNREGISTERED = "builtin.unregistered"
"""The name xDSL gives every op outside the registered dialects (read with allow_unknown);
``_R.real_name`` gives its own."""


def trait_names() -> set[str]:
    """The names of the traits the dialect's op definitions carry (``Pure``, ...)."""
    return {type(t).__name__ for s in REGISTRY.values() for t in s.traits}


def trait_specs(pat: m.OpPat) -> list[OpSpec]:
    """The registered ops ``*[T1, T2](operands)`` stands for: every trait listed, and an
    arity that fits the operand list."""
    n_single = sum(not isinstance(o, m.RestPat) for o in pat.operands)
    rest = len(pat.operands) > n_single

    def fits(spec: OpSpec) -> bool:
        fixed, variadic = _fixed_operands(spec)
        return (n_single == fixed or (rest and n_single <= fixed)
                or (variadic and n_single >= fixed))

    return [s for s in REGISTRY.values() if s.cls is not None and fits(s)
            and set(pat.traits) <= {type(t).__name__ for t in s.traits}]


def _did_you_mean(name: str, candidates: Iterable[str]) -> str:
    cands = sorted(set(candidates))
    close = difflib.get_close_matches(name, cands, n=1, cutoff=0.6)
    if not close and len(name) >= 3:
        close = [c for c in cands if c.startswith(name)][:1]
    return f"; did you mean '{close[0]}'?" if close else ""


def _op_candidates() -> list[str]:
    out = list(REGISTRY)
    out += [n.split(".", 1)[1] for n in REGISTRY if n.startswith(DEFAULT_DIALECT + ".")]
    return out


def resolve_op(name: str) -> OpSpec | None:
    """The spec for ``name`` (``slice`` means ``stablehlo.slice``), or None."""
    return REGISTRY.get(name if "." in name else f"{DEFAULT_DIALECT}.{name}")


def region_names(spec: OpSpec) -> list[str]:
    assert spec.cls is not None
    return [n for n, _ in spec.cls.get_irdl_definition().regions]


def _fixed_operands(spec: OpSpec) -> tuple[int, bool]:
    """(number of single operands, whether any group is variadic)."""
    return (sum(not o.startswith("*") for o in spec.operands),
            any(o.startswith("*") for o in spec.operands))


@dataclass
class _Alts:
    """The ops an op pattern accepts: ``specs`` (None: any op), ``label`` for messages
    (``stablehlo.add``, ``(stablehlo.add | stablehlo.subtract)``, ``*``), ``words`` for
    "is not ..." (``one of stablehlo.add, stablehlo.subtract``), ``locs`` per alternative."""

    specs: list[OpSpec] | None
    label: str
    words: str
    locs: list[Location] = field(default_factory=list)
    prefix: str | None = None   # `enzymexla.*`: names starting with this (specs is None)


@dataclass
class _Bind:
    kind: str   # value | values | data | type
    var: str
    raw: str | None = None  # the raw attribute's local, for attribute bindings


# --------------------------------------------------------------------------- codegen


class _Gen:
    """One pass over a rule: checks it and emits ``_match`` or ``_apply``."""

    def __init__(self, rule: m.RuleModel, mode: str) -> None:
        self.rule, self.mode = rule, mode
        self.lines: list[str] = []
        self.ind = 1
        self.loops = 0
        self.env: dict[str, _Bind] = {}
        self.descs: list[str] = []
        self.consts: list[Any] = []
        self.specs: list[OpSpec] = []
        self.names: dict[str, Any] = {}   # extra namespace entries: builtins, hooks
        self.tmp = 0
        self.roots: set[str] = set()
        self.first: frozenset[str] | None = None  # see CompiledRule.first
        self.root_swaps = False  # the root's two operands are matched in both orders
        self.n_ops = 0
        self.drops = False  # a copy() of the rewrite removes discardable attributes
        self.newvar = "_new"   # the list built ops go to (a region template's own list)
        self.repeated: set[str] = set()  # texts of builtin calls the rule makes more than once
        self.shared: dict[str, str] = {}  # a computed call's code -> the variable holding it
        self.built = False  # code built an op already (evaluation order in the rewrite)

    # -- plumbing
    def err(self, msg: str, loc: Location | None) -> HloRulesError:
        loc = loc or self.rule.loc
        # an expression inlined from a definition of another file shows that file's line
        text = self.rule.source if loc.file == self.rule.loc.file else source_of(loc.file)
        return located(msg, loc.file, text, loc.line, loc.col)

    def emit(self, line: str) -> None:
        self.lines.append("    " * self.ind + line)

    def fresh(self, stem: str) -> str:
        self.tmp += 1
        return f"_{stem}{self.tmp}"

    def const(self, v: Any) -> str:
        self.consts.append(v)
        return f"_K[{len(self.consts) - 1}]"

    def spec_ref(self, spec: OpSpec) -> str:
        if spec not in self.specs:
            self.specs.append(spec)
        return f"_S[{self.specs.index(spec)}]"

    def desc(self, text: str) -> int:
        self.descs.append(text)
        return len(self.descs) - 1

    def fail_stmt(self, k: int) -> str:
        if self.mode == "match":
            return f"_k = max(_k, {k}); continue" if self.loops else f"return {k}"
        return "continue" if self.loops else "return None"

    def check(self, cond: str, desc: str) -> None:
        k = self.desc(desc)
        self.emit(f"if not ({cond}): {self.fail_stmt(k)}")

    @staticmethod
    def var_name(name: str) -> str:
        return ("v_" if name[0] == "%" else "a_") + name[1:]

    def at(self, loc: Location | None) -> str:
        return f" (pattern at {loc})" if loc else ""

    # -- bindings
    def bind(self, name: str, kind: str, expr: str, loc: Location, what: str,
             raw: str | None = None) -> None:
        b = self.env.get(name)
        if b is None:
            var = self.var_name(name)
            if raw is not None:
                rv = "r_" + name[1:]
                self.emit(f"{rv} = {raw}")
                self.emit(f"{var} = _R.py({rv})")
                self.env[name] = _Bind(kind, var, rv)
            else:
                self.emit(f"{var} = {expr}")
                self.env[name] = _Bind(kind, var)
            return
        if b.kind != kind:
            raise self.err(f"type mismatch: {name} is bound to {_KIND_WORDS[b.kind]} and used "
                           f"as {_KIND_WORDS[kind]}", loc)
        if kind == "value":
            cond = f"({expr}) is {b.var}"
        elif kind == "values":
            cond = f"({expr}) == {b.var}"
        elif raw is not None:
            cond = f"_R.eq(_R.py({raw}), {b.var})"
        else:
            cond = f"_R.eq({expr}, {b.var})"
        self.check(cond, f"{what} differs from {name} bound earlier{self.at(loc)}")

    # -- patterns
    #
    # An op pattern names one op, several alternatives (``(add | subtract)(...)``) or any op
    # (``*(...)``): ``_Alts`` holds the specs (None: any op) and the words messages use.
    def pattern_root(self, pat: m.Pattern) -> None:
        if not isinstance(pat, m.OpPat):
            raise self.err("a pattern must be rooted at an op, e.g. `match add(%x, %y)`", pat.loc)
        alts = self.op_alts(pat)
        if alts.specs is not None:
            self.roots.update(s.name for s in alts.specs)
            self.check(self.name_test("op.name", alts), f"the op is not {alts.words}")
        elif alts.prefix is not None:
            self.roots.update(n for n in REGISTRY if n.startswith(alts.prefix))
            self.roots.add(UNREGISTERED)
            self.check(self.name_test("op", alts), f"the op is not {alts.words}")
        self.op_body(pat, alts, "op", "the op")
        if pat.bind is not None and pat.bind_index is not None:
            # `as %r[$i]`: each result in turn; a failing check continues with the next
            for name in (pat.bind, pat.bind_index):
                if name in self.env:
                    raise self.err(f"{name} is already bound", pat.bind_loc or pat.loc)
            rv, iv = self.var_name(pat.bind), self.var_name(pat.bind_index)
            self.emit(f"for {iv}, {rv} in enumerate(op.results):")
            self.ind += 1
            self.loops += 1
            self.env[pat.bind] = _Bind("value", rv)
            self.env[pat.bind_index] = _Bind("data", iv)
        elif pat.bind is not None:
            self.check("len(op.results) >= 1", f"{alts.label} has no result to bind to {pat.bind}")
            self.bind(pat.bind, "value", "_TI(op.results, 0)", pat.bind_loc or pat.loc, "the root")

    def op_spec(self, name: str, loc: Location) -> OpSpec:
        spec = resolve_op(name)
        if spec is None:
            raise self.err(f"unknown op '{name}'{_did_you_mean(name, _op_candidates())}", loc)
        return spec

    def op_alts(self, pat: m.OpPat) -> _Alts:
        if pat.prefix is not None:
            return _Alts(None, pat.prefix + "*", f"an op named {pat.prefix}*", prefix=pat.prefix)
        if pat.traits:
            return self.trait_alts(pat)
        if pat.any_op:
            return _Alts(None, "*", "any op")
        names = pat.alts or [pat.op]
        locs = pat.alt_locs or [pat.op_loc or pat.loc]
        specs: list[OpSpec] = []
        for name, loc in zip(names, locs):
            spec = self.op_spec(name, loc)
            if spec in specs:
                raise self.err(f"{spec.name} is listed twice in the alternation", loc)
            specs.append(spec)
        if len(specs) == 1:
            return _Alts(specs, specs[0].name, specs[0].name, locs)
        full = [s.name for s in specs]
        return _Alts(specs, "(" + " | ".join(full) + ")", "one of " + ", ".join(full), locs)

    def trait_alts(self, pat: m.OpPat) -> _Alts:
        """``*[T1, T2](...)``: the registered ops that have every one of the traits."""
        known = trait_names()
        for t, loc in zip(pat.traits, pat.alt_locs or [pat.loc] * len(pat.traits)):
            if t not in known:
                raise self.err(f"unknown trait '{t}'{_did_you_mean(t, known)}; the dialect's "
                               f"traits: {', '.join(sorted(known))}", loc)
        n_single = sum(not isinstance(o, m.RestPat) for o in pat.operands)
        specs = trait_specs(pat)
        label = f"*[{', '.join(pat.traits)}]"
        if not specs:
            raise self.err(f"no op has all of the traits {', '.join(pat.traits)} and "
                           f"{plural(n_single, 'operand')}", pat.loc)
        return _Alts(specs, label, f"an op with trait{'s' if len(pat.traits) > 1 else ''} "
                     f"{', '.join(pat.traits)}", [pat.loc] * len(specs))

    def name_test(self, expr: str, alts: _Alts) -> str:
        if alts.prefix is not None:  # expr is the op itself: an unregistered op's real name
            return f"_R.real_name({expr}).startswith({alts.prefix!r})"
        assert alts.specs is not None
        if len(alts.specs) == 1:
            return f"{expr} == {alts.specs[0].name!r}"
        return f"{expr} in {self.const(frozenset(s.name for s in alts.specs))}"

    def op_body(self, pat: m.OpPat, alts: _Alts, opvar: str, what: str) -> None:
        self.n_ops += 1
        name = alts.label
        if pat.type is not None:
            tp = pat.type
            n = len(tp.names)
            self.check(f"len({opvar}.results) == {n}",
                       f"{what} ({name}) does not have {plural(n, 'result')}{self.at(tp.loc)}")
            for i, (tn, tl) in enumerate(zip(tp.names, tp.locs)):
                if tn is not None:
                    self.bind(tn, "type", f"{opvar}.results[{i}].type", tl,
                              f"the type of result {i} of {name}")
        for ap in pat.attrs:
            self.attr_pat(ap, alts, opvar)
        self.operands(pat, alts, opvar)
        for rp in pat.regions:
            self.region(rp, alts, opvar)

    def attr_pat(self, ap: m.AttrPat, alts: _Alts, opvar: str) -> None:
        if ap.discardable:
            self.discardable_pat(ap, alts, opvar)
            return
        if alts.specs is None:
            raise self.err(f"`*` matches any op: it cannot match attribute '{ap.name}' (name "
                           f"the ops, e.g. `(add | subtract)(...)`)", ap.loc)
        for spec in alts.specs:
            if ap.name not in spec.props:
                also = (f" (every alternative of {alts.label} must have it)"
                        if len(alts.specs) > 1 else "")
                raise self.err(f"unknown attribute '{ap.name}' of {spec.name}"
                               f"{_did_you_mean(ap.name, spec.props)}{also}", ap.loc)
        raw = f"{opvar}.properties.get({ap.name!r})"
        what = f"attribute {ap.name} of {alts.label}"
        if ap.kind == "bind":
            self.bind(ap.value, "data", "", ap.value_loc or ap.loc, what, raw=raw)
        elif ap.kind == "wild":
            self.check(f"{raw} is not None", f"{alts.label} has no {ap.name}{self.at(ap.loc)}")
        else:
            vs = [self.literal(ap.value, spec.props[ap.name].type, ap.name,
                               ap.value_loc or ap.loc) for spec in alts.specs]
            self.check(f"_R.eq(_R.py({raw}), {self.const(vs[0])})",
                       f"{what} is not {_show_lit(ap.value)}{self.at(ap.loc)}")

    def discardable_pat(self, ap: m.AttrPat, alts: _Alts, opvar: str) -> None:
        """``{d.name = ...}`` / ``{d.* = _}``: discardable attributes, on any op."""
        if ap.prefix:
            self.check(f"_R.has_attr_prefix({opvar}, {ap.name!r})",
                       f"{alts.label} carries no attribute {ap.name}*{self.at(ap.loc)}")
            return
        raw = f"{opvar}.attributes.get({ap.name!r})"
        what = f"attribute {ap.name} of {alts.label}"
        if ap.kind == "bind":
            self.check(f"{raw} is not None", f"{alts.label} has no {ap.name}{self.at(ap.loc)}")
            self.bind(ap.value, "data", "", ap.value_loc or ap.loc, what, raw=raw)
        elif ap.kind == "wild":
            self.check(f"{raw} is not None", f"{alts.label} has no {ap.name}{self.at(ap.loc)}")
        else:
            v = self.literal(ap.value, None, ap.name, ap.value_loc or ap.loc)
            self.check(f"_R.eq(_R.py({raw}), {self.const(v)})",
                       f"{what} is not {_show_lit(ap.value)}{self.at(ap.loc)}")

    def literal(self, v: Any, ptype: Any, aname: str, loc: Location) -> Any:
        if isinstance(v, tuple):
            return tuple(self.literal(x, None, aname, loc) for x in v)
        if isinstance(v, m.NameRef):
            if isinstance(ptype, type) and issubclass(ptype, EnumAttribute):
                members = [e.value for e in ptype.enum_type]
                if v.name not in members:
                    raise self.err(f"'{v.name}' is not a {aname}; expected one of "
                                   f"{', '.join(members)}", v.loc)
                return v.name
            if v.name in ENUM_MEMBERS:
                return v.name
            if v.name in ELEM_TYPES:
                return ELEM_TYPES[v.name]
            raise self.err(f"unknown name '{v.name}'"
                           f"{_did_you_mean(v.name, list(ENUM_MEMBERS) + list(ELEM_TYPES))}",
                           v.loc)
        return v

    def operands(self, pat: m.OpPat, alts: _Alts, opvar: str) -> None:
        ops = pat.operands
        rests = [i for i, o in enumerate(ops) if isinstance(o, m.RestPat)]
        if len(rests) > 1:
            raise self.err("at most one '...' per operand list", ops[rests[1]].loc)
        n_single = len(ops) - len(rests)
        label = alts.label
        if alts.specs is not None:
            for spec, sloc in zip(alts.specs, alts.locs):
                fixed, variadic = _fixed_operands(spec)
                loc = sloc if len(alts.specs) > 1 else (pat.op_loc or pat.loc)
                if (not variadic and not rests and n_single != fixed) or (
                        not variadic and n_single > fixed):
                    raise self.err(f"wrong arity: {spec.name} takes "
                                   f"{plural(fixed, 'operand')}, the pattern gives {n_single}",
                                   loc)
            if not ops and all(_fixed_operands(s) == (0, False) for s in alts.specs):
                return
        ov = self.fresh("o")
        self.emit(f"{ov} = {opvar}._operands")  # xDSL's operand tuple (see _TI)
        if rests:
            self.check(f"len({ov}) >= {n_single}",
                       f"{label} has fewer than {plural(n_single, 'operand')}"
                       f"{self.at(pat.loc)}")
        else:
            self.check(f"len({ov}) == {n_single}",
                       f"{label} does not have {plural(n_single, 'operand')}"
                       f"{self.at(pat.loc)}")
        exprs: list[str] = []
        if rests:
            r = rests[0]
            after = len(ops) - r - 1
            for i in range(len(ops)):
                if i < r:
                    exprs.append(f"_TI({ov}, {i})")
                elif i == r:
                    exprs.append(f"_TI({ov}, slice({i}, len({ov}) - {after}))" if after
                                 else f"_TI({ov}, slice({i}, None))")
                else:
                    exprs.append(f"_TI({ov}, len({ov}) - {len(ops) - i})")
        else:
            exprs = [f"_TI({ov}, {i})" for i in range(len(ops))]
        swaps = False
        if len(ops) == 2 and not rests and not all(self.trivial(o) for o in ops):
            # Commutative alternatives match both operand orders, the others one.
            if alts.specs is None:
                cond: str | None = f"{opvar}.has_trait(_Commutative)"
            else:
                comm = [s.name for s in alts.specs
                        if s.cls is not None and s.cls.has_trait(Commutative)]
                cond = None if len(comm) == len(alts.specs) else (
                    self.name_test(f"{opvar}.name", _Alts([s for s in alts.specs
                                                           if s.name in comm], "", ""))
                    if comm else "False")
            if cond != "False":
                swaps = True
                a, b = self.fresh("c"), self.fresh("c")
                both = f"(({exprs[0]}, {exprs[1]}), ({exprs[1]}, {exprs[0]}))"
                orders = both if cond is None else f"({both} if {cond} else (({exprs[0]}, {exprs[1]}),))"
                self.emit(f"for {a}, {b} in {orders}:")
                self.ind += 1
                self.loops += 1
                exprs = [a, b]
        if opvar == "op":
            self.root_swaps = swaps
        if opvar == "op" and not swaps and ops and isinstance(ops[0], m.OpPat):
            first = self.op_alts(ops[0])
            if first.specs is not None and first.prefix is None:
                self.first = frozenset(s.name for s in first.specs)
        for i, (o, ex) in enumerate(zip(ops, exprs)):
            what = f"operand {i} of {label}"
            if isinstance(o, m.RestPat):
                if o.name is not None:
                    self.bind(o.name, "values", ex, o.loc, f"the operands of {label}")
                continue
            self.value(o, ex, what)

    def trivial(self, o: m.Pattern | m.RestPat) -> bool:
        """A pattern that matches any value and binds nothing (so order cannot matter)."""
        return isinstance(o, m.WildPat) and o.type is None

    def value(self, pat: m.Pattern, ex: str, what: str) -> None:
        if isinstance(pat, m.OpPat):
            alts = self.op_alts(pat)
            v = self.fresh("v")
            p = self.fresh("p")
            self.emit(f"{v} = {ex}")
            if alts.prefix is not None:
                self.check(f"{v}.__class__ is _OpResult and {self.name_test(f'{v}.op', alts)}",
                           f"{what} is not produced by {alts.words}{self.at(pat.loc)}")
            elif alts.specs is None:
                self.check(f"{v}.__class__ is _OpResult",
                           f"{what} is not produced by an op{self.at(pat.loc)}")
            else:
                self.check(f"{v}.__class__ is _OpResult and {self.name_test(f'{v}.op.name', alts)}",
                           f"{what} is not produced by {alts.words}{self.at(pat.loc)}")
            self.emit(f"{p} = {v}.op")
            if pat.bind_index is not None:
                raise self.err(f"`as {pat.bind}[{pat.bind_index}]` (each result in turn) is for "
                               f"the root: an operand is one result already",
                               pat.bind_loc or pat.loc)
            if pat.bind is not None:
                self.bind(pat.bind, "value", v, pat.bind_loc or pat.loc, what)
            self.op_body(pat, alts, p, what)
            return
        if isinstance(pat, m.ValuePat):
            if pat.type is None:
                self.bind(pat.name, "value", ex, pat.loc, what)
                return
            v = self.fresh("v")
            self.emit(f"{v} = {ex}")
            self.bind(pat.name, "value", v, pat.loc, what)
            ex = v
        if pat.type is not None:
            tp = pat.type
            if len(tp.names) != 1:
                raise self.err("a value has one type: write `: $T`", tp.loc)
            if tp.names[0] is not None:
                self.bind(tp.names[0], "type", f"{ex}.type", tp.locs[0], f"the type of {what}")

    def region(self, rp: m.RegionPat, alts: _Alts, opvar: str) -> None:
        if alts.specs is None:
            raise self.err(f"`*` matches any op: it cannot match region '{rp.name}' (name "
                           f"the ops, e.g. `(while | case)(...)`)", rp.loc)
        index: dict[str, int] = {}
        for spec in alts.specs:
            names = region_names(spec)
            if rp.name not in names:
                valid = ", ".join(names) if names else "none"
                raise self.err(f"{spec.name} has no region '{rp.name}' (its regions: {valid})",
                               rp.loc)
            index[spec.name] = names.index(rp.name)
        idxs = set(index.values())
        idx = str(idxs.pop()) if len(idxs) == 1 else f"{self.const(index)}[{opvar}.name]"
        b = self.fresh("b")
        n = len(rp.args)
        self.emit(f"{b} = _R.region_block({opvar}, {idx}, {n})")
        self.check(f"{b} is not None",
                   f"region {rp.name} of {alts.label} is not one block with "
                   f"{plural(n, 'argument')}{self.at(rp.loc)}")
        for j, (a, al) in enumerate(zip(rp.args, rp.arg_locs)):
            if a is not None:
                self.bind(a, "value", f"{b}.args[{j}]", al, f"argument {j} of region {rp.name}")
        term = rp.terminator
        if not isinstance(term, m.OpPat):
            raise self.err("a region pattern matches its terminator: write e.g. `return(%b)`",
                           term.loc)
        talts = self.op_alts(term)
        t = self.fresh("t")
        self.emit(f"{t} = {b}.last_op")
        what = f"the terminator of region {rp.name} of {alts.label}"
        if talts.prefix is not None:
            self.check(f"{t} is not None and {self.name_test(t, talts)}",
                       f"{what} is not {talts.words}{self.at(term.loc)}")
        elif talts.specs is None:
            self.check(f"{t} is not None", f"{what} is missing{self.at(term.loc)}")
        else:
            self.check(self.name_test(f"{t}.name", talts),
                       f"{what} is not {talts.words}{self.at(term.loc)}")
        self.n_ops -= 1  # terminators do not count toward the default benefit
        self.op_body(term, talts, t, what)
        if term.bind is not None:
            raise self.err("a terminator has no result to bind", term.bind_loc or term.loc)

    # -- constraints
    def checks(self) -> None:
        for c in self.rule.checks:
            if isinstance(c, m.Let) and c.name in self.env:
                raise self.err(f"{c.name} is already bound", c.loc)
            first = self.share(c.expr)
            if isinstance(c, m.Where):
                py, kind = self.expr(c.expr, "where")
                self.need(kind, "data", c.expr, "a where clause")
                k = self.desc(f"constraint `{c.expr.text}`{self.describe(c.expr)} is false at "
                              f"{c.loc}")
                self.guarded(k, f"_ok = _R.truth({py})", "if not _ok: " + self.fail_stmt(k),
                             first)
            else:
                py, kind = self.expr(c.expr, "where")
                if kind in ("values", "value"):
                    raise self.err(f"type mismatch: let binds data or a type, got "
                                   f"{_KIND_WORDS[kind]}", c.expr.loc)
                var = self.var_name(c.name)
                k = self.desc(f"`let {c.name} = {c.expr.text}` cannot be evaluated at {c.loc}")
                self.guarded(k, f"{var} = {py}", None, first)
                self.env[c.name] = _Bind(kind, var)

    def share(self, e: m.Expr) -> list[str]:
        """Statements computing, ahead of a clause, the builtin calls in ``e`` that every
        evaluation of ``e`` makes and that the rule makes again later (the same text): each
        into a variable that the later calls read instead of calling again (``shared``). A
        builtin that reads uses or beyond a cone is read again once the rewrite has built
        an op (:meth:`shared_call`)."""
        out: list[str] = []
        for c in _unconditional_calls(e):
            if c.text not in self.repeated:
                continue
            code, _ = self.expr(c, "where")
            if code in self.shared.values():
                continue  # computed already
            var = self.fresh("c")
            out.append(f"{var} = {code}")
            self.shared[code] = var
        return out

    def shared_call(self, code: str, bi: Any) -> str:
        """The variable holding ``code``'s value when a clause computed it (:meth:`share`)
        and reading it again would give the same value; else ``code``."""
        var = self.shared.get(code)
        if var is None or self.newvar != "_new":  # (a region template: a scope of its own)
            return code
        if self.built and bi.reads in ("uses", "nonlocal"):
            return code  # an op built since reads the value (xDSL adds its uses)
        return var

    def guarded(self, k: int, stmt: str, after: str | None, first: Iterable[str] = ()) -> None:
        self.emit("try:")
        for line in first:
            self.emit(f"    {line}")
        self.emit(f"    {stmt}")
        self.emit("except _EVAL as _e:")
        if self.mode == "match":
            self.emit(f"    _E[0] = ({k}, _e)")
        self.emit(f"    {self.fail_stmt(k)}")
        if after:
            self.emit(after)

    def describe(self, e: m.Expr) -> str:
        if isinstance(e, m.Call) and e.name in BUILTINS:
            # and the analyses of values inside it (windows(%s), value(%m), ...)
            inner = [x.name for x in _walk(e) if x is not e and isinstance(x, m.Call)
                     and x.name in BUILTINS and BUILTINS[x.name].params[:1] == ("value",)
                     and x.name != "type"]
            said = [BUILTINS[e.name].description] + [
                f"{n}: {BUILTINS[n].description}" for n in dict.fromkeys(reversed(inner))]
            return f" ({'; '.join(said[:3])})"
        if isinstance(e, m.HookCall):
            h = lookup_hook(e.name)
            return f" ({h.description})" if h else ""
        if isinstance(e, m.Unary) and e.op == "not" and isinstance(e.x, (m.Call, m.HookCall)):
            negated = self.describe(e.x)
            return f" (not: {negated[2:-1]})" if negated else ""
        # a compound clause: the builtins it uses, innermost first (at most three)
        names: list[str] = []
        for x in _walk(e):
            if isinstance(x, m.Call) and x.name in BUILTINS and x.name not in names:
                names.append(x.name)
        said = [f"{n}: {BUILTINS[n].description}" for n in reversed(names)][:3]
        return f" ({'; '.join(said)})" if said else ""

    # -- expressions
    def need(self, got: str, want: str, e: m.Expr, what: str) -> None:
        ok = got == want or (want == "tv" and got in ("type", "value")) or (
            want == "dv" and got in ("data", "value")) or (
            want == "seq" and got in ("data", "values"))
        if not ok:
            raise self.err(f"type mismatch: {what} needs {_KIND_WORDS[want]}, got "
                           f"{_KIND_WORDS.get(got, got)} `{e.text}`", e.loc)

    def opt_expr(self, x: Any, ctx: str, kind: str, what: str) -> str:
        """Python for an optional sub-expression that must be of ``kind`` ("None" if absent)."""
        if x is None:
            return "None"
        p, k = self.expr(x, ctx)
        self.need(k, kind, x, what)
        return p

    def expr(self, e: m.Expr, ctx: str, rtype: str | None = None) -> tuple[str, str]:
        if isinstance(e, m.Annotated):
            assert e.expr is not None and e.type is not None
            tpy, tkind = self.expr(e.type, ctx)
            self.need(tkind, "type", e.type, "a result type annotation")
            if not _has_build(e.expr):
                raise self.err("a type annotation `: T` goes after an op to build", e.type.loc)
            return self.expr(e.expr, ctx, tpy)
        if rtype is not None and not isinstance(e, (m.Call, m.IfExpr)):
            rtype = None
        if isinstance(e, m.Lit):  # repr(inf) is no Python literal: pass the float itself
            if isinstance(e.value, float) and not math.isfinite(e.value):
                return self.const(e.value), "data"
            return repr(e.value), "data"
        if isinstance(e, m.NameRef):
            return self.name_ref(e)
        if isinstance(e, m.VarRef):
            b = self.env.get(e.name)
            if b is None:
                raise self.err(f"unbound variable {e.name}{_did_you_mean(e.name, self.env)}",
                               e.loc)
            return b.var, b.kind
        if isinstance(e, m.Splice):
            raise self.err(f"{e.name}... splices values only into an op's operand list", e.loc)
        if isinstance(e, m.Binary):
            return self.binary(e, ctx)
        if isinstance(e, m.Unary):
            assert e.x is not None
            xp, k = self.expr(e.x, ctx)
            self.need(k, "data", e.x, f"'{e.op}'")
            return (f"(not _R.truth({xp}))" if e.op == "not" else f"_R.neg({xp})"), "data"
        if isinstance(e, m.IfExpr):
            assert e.cond and e.then and e.other
            c, ck = self.expr(e.cond, ctx)
            self.need(ck, "data", e.cond, "an if condition")
            a, ak = self.expr(e.then, ctx, rtype if _has_build(e.then) else None)
            o, ok = self.expr(e.other, ctx, rtype if _has_build(e.other) else None)
            if ak != ok:
                raise self.err(f"type mismatch: the branches of `if` give {_KIND_WORDS[ak]} "
                               f"and {_KIND_WORDS[ok]}", e.loc)
            return f"({a} if _R.truth({c}) else {o})", ak
        if isinstance(e, m.Index):
            assert e.base and e.index
            base, bk = self.expr(e.base, ctx)
            self.need(bk, "seq", e.base, "indexing")
            i, ik = self.expr(e.index, ctx)
            self.need(ik, "data", e.index, "an index")
            return f"_R.index({base}, {i})", "value" if bk == "values" else "data"
        if isinstance(e, m.SliceExpr):
            assert e.base
            base, bk = self.expr(e.base, ctx)
            self.need(bk, "seq", e.base, "slicing")
            lo, hi = (self.opt_expr(x, ctx, "data", "a slice bound") for x in (e.lo, e.hi))
            return f"_R.slice_({base}, {lo}, {hi})", bk
        if isinstance(e, m.Field):
            assert e.base
            base, bk = self.expr(e.base, ctx)
            self.need(bk, "data", e.base, "a field access")
            if e.name not in _field_names():
                raise self.err(f"unknown field '{e.name}': no record of a builtin and no "
                               f"dimension numbers have it", e.loc)
            return f"_R.field({base}, {e.name!r})", "data"
        if isinstance(e, m.ListExpr):
            items = []
            kinds: set[str] = set()
            for x in e.items:
                p, k = self.expr(x, ctx)
                if k not in ("data", "type", "value"):
                    raise self.err(f"type mismatch: a list holds data, types or values, got "
                                   f"{_KIND_WORDS[k]} `{x.text}`", x.loc)
                if kinds and (k == "value") != ("value" in kinds):
                    raise self.err(f"type mismatch: a list mixes values and data at "
                                   f"`{x.text}`", x.loc)
                kinds.add(k)
                items.append(p)
            return ("(" + "".join(f"{p}, " for p in items) + ")",
                    "values" if "value" in kinds else "data")
        if isinstance(e, m.ListComp):
            return self.list_comp(e, ctx)
        if isinstance(e, m.HookCall):
            return self.hook_call(e, ctx)
        if isinstance(e, m.Call):
            return self.call(e, ctx, rtype)
        raise self.err(f"unsupported expression `{e.text}`", e.loc)

    def list_comp(self, e: m.ListComp, ctx: str) -> tuple[str, str]:
        """``[elem for $x, %y in iter if cond]`` as a Python generator over ``iter``'s items;
        ``$`` targets take data, ``%`` targets values (``zip`` pairs them per argument)."""
        assert e.elem is not None and e.iter is not None
        it = e.iter
        if isinstance(it, m.Call) and it.name == "zip" and it.attrs is None:
            if len(it.args) < 2:
                raise self.err("wrong arity: zip() takes at least 2 arguments", it.loc)
            parts, kinds = [], []
            for a in it.args:
                p, k = self.expr(a, ctx)
                self.need(k, "seq", a, "an argument of zip()")
                parts.append(f"_R.items({p})")
                kinds.append("value" if k == "values" else "data")
            src = f"_R.zip_({', '.join(parts)})"
            if len(e.targets) != len(parts):
                raise self.err(f"`for` names {len(e.targets)} item(s), zip() gives "
                               f"{len(parts)}", e.targets[0][1])
        else:
            p, k = self.expr(it, ctx)
            self.need(k, "seq", it, "the list a `for` runs over")
            src = f"_R.items({p})"
            kinds = ["value" if k == "values" else "data"] * len(e.targets)
            if len(e.targets) > 1 and k == "values":
                raise self.err("a list of values has one value per item: `for %x in ...`",
                               e.targets[1][1])
        saved = dict(self.env)
        names = []
        for (n, loc), kind in zip(e.targets, kinds):
            if n in self.env:
                raise self.err(f"{n} is already bound: name the item differently", loc)
            if (n[0] == "%") != (kind == "value"):
                want = "%" if kind == "value" else "$"
                what = "values" if kind == "value" else "data"
                raise self.err(f"type mismatch: the items are {what}, name them {want}{n[1:]}",
                               loc)
            var = self.fresh(self.var_name(n))
            self.env[n] = _Bind(kind, var)
            names.append(var)
        try:
            cond = ""
            if e.cond is not None:
                c, ck = self.expr(e.cond, ctx)
                self.need(ck, "data", e.cond, "a `for ... if` condition")
                cond = f" if _R.truth({c})"
            body, bk = self.expr(e.elem, ctx)
        finally:
            self.env = saved
        if bk == "values":
            raise self.err(f"type mismatch: an item of a list is one value, got a list of "
                           f"values `{e.elem.text}`", e.elem.loc)
        target = names[0] if len(names) == 1 else "(" + ", ".join(names) + ")"
        return (f"tuple({body} for {target} in {src}{cond})",
                "values" if bk == "value" else "data")

    def name_ref(self, e: m.NameRef) -> tuple[str, str]:
        if e.name in ELEM_TYPES:
            return self.const(ELEM_TYPES[e.name]), "type"
        if e.name in ENUM_MEMBERS:
            return repr(e.name), "data"
        if e.name in BUILTINS or resolve_op(e.name) is not None:
            raise self.err(f"'{e.name}' is a function or op: call it as {e.name}(...)", e.loc)
        raise self.err(f"unknown name '{e.name}'"
                       f"{_did_you_mean(e.name, list(ENUM_MEMBERS) + list(ELEM_TYPES))}", e.loc)

    def binary(self, e: m.Binary, ctx: str) -> tuple[str, str]:
        assert e.a is not None and e.b is not None
        a, ak = self.expr(e.a, ctx)
        b, bk = self.expr(e.b, ctx)
        if e.op in ("and", "or"):
            self.need(ak, "data", e.a, f"'{e.op}'")
            self.need(bk, "data", e.b, f"'{e.op}'")
            return f"(_R.truth({a}) {e.op} _R.truth({b}))", "data"
        if e.op in ("==", "!="):
            if ak != bk:
                raise self.err(f"type mismatch: '{e.op}' compares {_KIND_WORDS[ak]} with "
                               f"{_KIND_WORDS[bk]}", e.loc)
            if ak == "value":  # values are equal when they are the same value (runtime.eq)
                return f"({a} {'is' if e.op == '==' else 'is not'} {b})", "data"
            a, b = self.uses_upto(e.a, e.b, a, ctx), self.uses_upto(e.b, e.a, b, ctx)
            return f"_R.{'eq' if e.op == '==' else 'ne'}({a}, {b})", "data"
        fn = {"+": "add", "-": "sub", "*": "mul", "//": "floordiv", "<": "lt", "<=": "le",
              ">": "gt", ">=": "ge"}[e.op]
        self.need(ak, "data", e.a, f"'{e.op}'")
        self.need(bk, "data", e.b, f"'{e.op}'")
        if fn in ("lt", "le", "gt", "ge"):
            a, b = self.uses_upto(e.a, e.b, a, ctx), self.uses_upto(e.b, e.a, b, ctx)
        return f"_R.{fn}({a}, {b})", "data"

    def uses_upto(self, x: m.Expr, other: m.Expr, code: str, ctx: str) -> str:
        """``code`` for ``x`` compared (``<``, ``==``, ...) with ``other``; ``num_uses(%v)``
        against an int literal ``k`` counts the uses only up to ``k + 1`` (the comparison's
        answer is the same for every count past ``k``)."""
        if (isinstance(x, m.Call) and x.name == "num_uses" and len(x.args) == 1
                and isinstance(x.args[0], m.VarRef) and x.args[0].name.startswith("%")
                and isinstance(other, m.Lit) and other.value.__class__ is int
                and other.value >= 0):
            v, _ = self.expr(x.args[0], ctx)
            return f"_R.uses_upto({v}, {other.value + 1})"
        return code

    def hook_call(self, e: m.HookCall, ctx: str) -> tuple[str, str]:
        h = lookup_hook(e.name)
        if h is None:
            raise self.err(f"unknown hook '@{e.name}'{_did_you_mean(e.name, hook_names())}; "
                           f"register it from Python with @hlorules.constraint/function/"
                           f"rewriter(\"{e.name}\")", e.loc)
        if h.kind == "rewriter" and ctx != "rewriter":
            raise self.err(f"'@{e.name}' is a rewriter: use it as `rewrite @{e.name}(...)`",
                           e.loc)
        if not h.accepts(len(e.args)):
            raise self.err(f"wrong arity: @{e.name} takes {h.arity()} argument(s), got "
                           f"{len(e.args)}", e.loc)
        args = []
        for x in e.args:
            p, _ = self.expr(x, "where" if ctx == "rewriter" else ctx)
            args.append(p)
        key = f"_H_{e.name}"
        self.names[key] = h.fn
        kind = "data" if h.kind == "constraint" else h.returns
        return f"{key}({', '.join(args)})", kind

    def call(self, e: m.Call, ctx: str, rtype: str | None) -> tuple[str, str]:
        if e.name == "copy" and "copy" not in BUILTINS:
            return self.copy_call(e, ctx, rtype)
        if "." not in e.name and e.name in BUILTINS:
            return self.builtin_call(e, ctx, rtype)
        spec = resolve_op(e.name)
        if spec is None:
            cands = list(BUILTINS) + _op_candidates()
            raise self.err(f"unknown op or function '{e.name}'{_did_you_mean(e.name, cands)}",
                           e.name_loc or e.loc)
        return self.build(e, spec, ctx, rtype)

    def builtin_call(self, e: m.Call, ctx: str, rtype: str | None) -> tuple[str, str]:
        bi = BUILTINS[e.name]
        if e.attrs is not None or e.regions_from is not None or e.region_tmpls or e.drops:
            raise self.err(f"{e.name}() is a builtin function: it takes no attributes or "
                           f"regions", e.loc)
        if rtype is not None:
            raise self.err(f"{e.name}() is a builtin function: it takes no `: type`", e.loc)
        if not bi.accepts(len(e.args)):
            raise self.err(f"wrong arity: {e.name}() takes {bi.arity()} argument(s), got "
                           f"{len(e.args)}", e.loc)
        if bi.builds and ctx != "rewrite":
            raise self.err(f"{e.name}() builds an op: use it in `rewrite`", e.loc)
        args = []
        for i, x in enumerate(e.args):
            p, k = self.expr(x, ctx)
            self.need(k, bi.kind_of_arg(i), x, f"argument {i + 1} of {e.name}()")
            args.append(p)
        key = f"_B_{e.name}" + (f"_{e.loc.line}_{e.loc.col}" if e.name in ALLOC_SIZES else "")
        self.names[key] = guard_builtin(e.name, bi.fn, self.rule, e.loc)  # alloc_limit
        if bi.builds:
            args.insert(0, self.newvar)
            self.built = True
            return f"{key}({', '.join(args)})", bi.returns
        return self.shared_call(f"{key}({', '.join(args)})", bi), bi.returns

    def build(self, e: m.Call, spec: OpSpec, ctx: str, rtype: str | None) -> tuple[str, str]:
        loc = e.name_loc or e.loc
        if ctx != "rewrite":
            raise self.err(f"ops are built only in `rewrite`: {spec.name} here", loc)
        self.built = True
        args: list[str] = []
        spliced = False
        for x in e.args:
            if isinstance(x, m.Splice):
                b = self.env.get(x.name)
                if b is None:
                    raise self.err(f"unbound variable {x.name}{_did_you_mean(x.name, self.env)}",
                                   x.loc)
                if b.kind != "values":
                    raise self.err(f"type mismatch: {x.name}... splices a list of values, "
                                   f"{x.name} is {_KIND_WORDS[b.kind]}", x.loc)
                args.append(f"*{b.var}")
                spliced = True
                continue
            p, k = self.expr(x, ctx)
            if k == "values":
                raise self.err(f"type mismatch: {x.text} is a list of values; splice it with "
                               f"`{x.text}...`", x.loc)
            self.need(k, "value", x, f"an operand of {spec.name}")
            args.append(p)
        fixed, variadic = _fixed_operands(spec)
        if not spliced and (len(args) < fixed or (not variadic and len(args) != fixed)):
            want = f"at least {fixed}" if variadic else str(fixed)
            raise self.err(f"wrong arity: {spec.name} takes {want} operand(s), got {len(args)}",
                           loc)
        props: list[str] = []
        given = set()
        dattrs = self.discardable_sets(e, ctx)
        if e.drops:
            raise self.err(f"a new op carries no discardable attributes to drop: "
                           f"`-{e.drops[0][0]}` goes in copy(%v) {{...}}", e.drops[0][1])
        for aname, ax, aloc in e.attrs or []:
            if "." in aname:
                continue
            if aname not in spec.props:
                raise self.err(f"unknown attribute '{aname}' of {spec.name}"
                               f"{_did_you_mean(aname, spec.props)}", aloc)
            if aname in given:
                raise self.err(f"attribute '{aname}' given twice", aloc)
            given.add(aname)
            ptype = spec.props[aname].type
            if isinstance(ax, m.NameRef) and isinstance(ptype, type) and issubclass(
                    ptype, EnumAttribute):
                props.append(f"{aname!r}: {self.const(self.literal(ax, ptype, aname, ax.loc))}")
                continue
            p, k = self.expr(ax, ctx)
            if k not in ("data", "type"):
                raise self.err(f"type mismatch: attribute {aname} needs data, got "
                               f"{_KIND_WORDS[k]} `{ax.text}`", ax.loc)
            if isinstance(ax, m.VarRef):
                b = self.env[ax.name]
                if b.raw is not None:
                    p = b.raw
            props.append(f"{aname!r}: {p}")
        missing = [n for n, pr in spec.props.items() if not pr.optional and n not in given]
        if missing:
            raise self.err(f"{spec.name} needs attribute{'s' if len(missing) > 1 else ''} "
                           f"{', '.join(missing)}", loc)
        if rtype is None and spec.infer is None and spec.results:
            raise self.err(f"cannot infer the result type of {spec.name}: write `: type` "
                           f"after it", loc)
        regions = "None"
        extra = ""
        if e.regions_from is not None:
            regions = self.value_var(*e.regions_from, "regions()")
            substs = []
            for sname, sx, sloc in e.substs:
                old = self.value_var(sname, sloc, "a region substitution")
                p, k = self.expr(sx, ctx)
                self.need(k, "value", sx, f"the replacement of {sname}")
                substs.append(f"({old}, {p})")
            if substs:
                extra += f", substs=[{', '.join(substs)}]"
        elif e.region_tmpls:
            extra += f", tmpls={self.templates(e, spec, ctx)}"
        if dattrs:
            extra += f", attrs={{{', '.join(dattrs)}}}"
        return (f"_R.build({self.newvar}, {self.spec_ref(spec)}, [{', '.join(args)}], "
                f"{{{', '.join(props)}}}, {rtype or 'None'}, {regions}{extra})"), "value"

    def value_var(self, name: str, loc: Location, what: str) -> str:
        """The local of a bound value ``name`` (a located error otherwise)."""
        b = self.env.get(name)
        if b is None:
            raise self.err(f"unbound variable {name}{_did_you_mean(name, self.env)}", loc)
        if b.kind != "value":
            raise self.err(f"type mismatch: {what} needs a value, {name} is "
                           f"{_KIND_WORDS[b.kind]}", loc)
        return b.var

    def discardable_sets(self, e: m.Call, ctx: str) -> list[str]:
        """``{d.name = expr}`` entries of a build: discardable attributes to set."""
        out = []
        seen: set[str] = set()
        for aname, ax, aloc in e.attrs or []:
            if "." not in aname:
                continue
            if aname in seen:
                raise self.err(f"attribute '{aname}' given twice", aloc)
            seen.add(aname)
            p, k = self.expr(ax, ctx)
            if k != "data":
                raise self.err(f"type mismatch: attribute {aname} needs data, got "
                               f"{_KIND_WORDS[k]} `{ax.text}`", ax.loc)
            if isinstance(ax, m.VarRef) and self.env[ax.name].raw is not None:
                p = self.env[ax.name].raw or p
            out.append(f"{aname!r}: {p}")
        return out

    def copy_call(self, e: m.Call, ctx: str, rtype: str | None) -> tuple[str, str]:
        """``copy(%v) {d.name = e, -d.other, -d.*}``: the op defining %v again, its
        discardable attributes changed."""
        loc = e.name_loc or e.loc
        if ctx != "rewrite":
            raise self.err("copy() builds an op: use it in `rewrite`", loc)
        if len(e.args) != 1:
            raise self.err(f"wrong arity: copy() takes 1 argument, got {len(e.args)}", loc)
        if rtype is not None or e.regions_from is not None or e.region_tmpls:
            raise self.err("copy(%v) keeps the op's types and regions: it takes no `: type` "
                           "or regions", loc)
        for aname, _, aloc in e.attrs or []:
            if "." not in aname:
                raise self.err(f"copy(%v) changes discardable attributes only (dotted names), "
                               f"not the property '{aname}'", aloc)
        self.built = True
        p, k = self.expr(e.args[0], ctx)
        self.need(k, "value", e.args[0], "the argument of copy()")
        sets = self.discardable_sets(e, ctx)
        drops = tuple(d.removesuffix("*") for d, _ in e.drops)
        self.drops = self.drops or bool(drops)
        return (f"_R.copy_op({self.newvar}, {p}, {{{', '.join(sets)}}}, {drops!r})"), "value"

    def templates(self, e: m.Call, spec: OpSpec, ctx: str) -> str:
        """Region templates ``body(%a, %b) { ... }`` of a build: one ``(fn, (index, types))``
        per region of the op, in the op's region order; ``fn`` builds the block's ops."""
        names = region_names(spec)
        given: dict[str, m.RegionTmpl] = {}
        for t in e.region_tmpls:
            if t.name not in names:
                valid = ", ".join(names) if names else "none"
                raise self.err(f"{spec.name} has no region '{t.name}' (its regions: {valid})",
                               t.loc)
            if t.name in given:
                raise self.err(f"region '{t.name}' given twice", t.loc)
            given[t.name] = t
        missing = [n for n in names if n not in given]
        if missing:
            raise self.err(f"{spec.name} needs region{'s' if len(missing) > 1 else ''} "
                           f"{', '.join(missing)} too", e.region_tmpls[0].loc)
        out = []
        for i, n in enumerate(names):
            t = given[n]
            saved_env, saved_new = dict(self.env), self.newvar
            nb = self.fresh("nb")
            self.newvar = nb
            params = [nb]
            types = []
            for aname, atype, aloc in t.args:
                if aname in self.env:
                    raise self.err(f"{aname} is already bound", aloc)
                var = self.fresh("ba")
                self.env[aname] = _Bind("value", var)
                params.append(var)
                types.append(self.opt_expr(atype, ctx, "type", "a block argument type"))
            items = []
            for aname, ax, aloc in t.assigns:
                if aname in self.env:
                    raise self.err(f"{aname} is already bound", aloc)
                p, k = self.expr(ax, ctx)
                if k != "value":
                    raise self.err(f"type mismatch: {aname} = ... needs a value, got "
                                   f"{_KIND_WORDS[k]} `{ax.text}`", ax.loc)
                var = self.fresh("bv")
                items.append(f"({var} := {p})")
                self.env[aname] = _Bind("value", var)
            if not (isinstance(t.terminator, m.Call) and _has_build(t.terminator)):
                raise self.err("a region ends with its terminator op, e.g. `return(%s)`",
                               t.terminator.loc)
            tp, _ = self.expr(t.terminator, ctx)
            items.append(tp)
            self.env, self.newvar = saved_env, saved_new
            tys = "None" if all(x == "None" for x in types) else f"[{', '.join(types)}]"
            out.append(f"(lambda {', '.join(params)}: [{', '.join(items)}], ({i}, {tys}))")
        return "[" + ", ".join(out) + "]"

    # -- the rewrite

    def _variadic_root(self) -> bool:
        """Every op the rule can root at has a variadic result list (or any op): only then
        may a rewrite give a list of values, one per result, checked when it applies."""
        root = self.rule.pattern
        if not isinstance(root, m.OpPat) or root.any_op:
            return True
        for name in root.alts or [root.op]:
            spec = resolve_op(name)
            if spec is not None and not any(r.startswith("*") for r in spec.results):
                return False
        return True
    def rewrite(self) -> None:
        rw = self.rule.rewrite
        if (len(rw.results) == 1 and not rw.assigns and isinstance(rw.results[0], m.HookCall)
                and (h := lookup_hook(rw.results[0].name)) is not None and h.kind == "rewriter"):
            p, _ = self.hook_call(rw.results[0], "rewriter")
            if self.mode == "apply":
                self.emit(f"_rw = {p}")
                self.emit(f"if _rw is None: {self.fail_stmt(0)}")
                self.emit("return _R.finish(_RULE, op, list(_rw.new_ops), list(_rw.replacements))")
            return
        body: list[str] = []
        for name, x, loc in rw.assigns:
            if name in self.env:
                raise self.err(f"{name} is already bound", loc)
            p, k = self.expr(x, "rewrite")
            if k not in ("value", "values"):
                raise self.err(f"type mismatch: {name} = ... needs a value, got "
                               f"{_KIND_WORDS[k]} `{x.text}`", x.loc)
            var = self.var_name(name)
            body.append(f"{var} = {p}")
            self.env[name] = _Bind(k, var)
        results = []
        for x in rw.results:
            p, k = self.expr(x, "rewrite")
            if k == "values" and len(rw.results) == 1 and (
                    self._variadic_root() or isinstance(x, m.Call)):
                # one value per root result (a builtin such as narrow_carry, or any list for
                # a root with variadic results); finish() flattens the list and checks the count
                results.append(p)
                continue
            if k != "value":
                raise self.err(f"type mismatch: a replacement must be a value, got "
                               f"{_KIND_WORDS[k]} `{x.text}`", x.loc)
            results.append(p)
        root = self.rule.pattern
        if isinstance(root, m.OpPat) and not root.any_op:
            for name in root.alts or [root.op]:
                spec = resolve_op(name)
                fixed = spec is not None and not any(r.startswith("*") for r in spec.results)
                if spec is not None and fixed and len(results) != len(spec.results):
                    raise self.err(f"the rewrite gives {plural(len(results), 'value')} but "
                                   f"{spec.name} has {plural(len(spec.results), 'result')}",
                                   rw.results[0].loc if rw.results else rw.loc)
        if self.mode != "apply":
            return
        self.emit("_new = []")
        self.emit("try:")
        for line in body:
            self.emit("    " + line)
        self.emit(f"    _res = [{', '.join(results)}]")
        self.emit("except _Decline:")
        self.emit("    _R.discard(_new)")
        self.emit(f"    {self.fail_stmt(0)}")
        self.emit("except _EVAL as _e:")
        self.emit("    raise _R.ill_typed(_RULE, f'{type(_e).__name__}: {_e}') from None")
        self.emit("return _R.finish(_RULE, op, _new, _res)")

    # -- whole function
    def run(self) -> str:
        fn = "_match" if self.mode == "match" else "_apply"
        head = [f"def {fn}(op):"]
        if self.mode == "match":
            head += ["    _k = 0", "    _E[0] = None"]
        self.repeated = _repeated_calls(self.rule)
        self.pattern_root(self.rule.pattern)
        self.checks()
        if self.mode == "match":
            names = ", ".join(f"{n!r}: {b.var}" for n, b in self.env.items()
                              if not n.startswith("%") or b.var.startswith("v_"))
            self.emit(f"return {{{names}}}")
        else:
            self.rewrite()
        tail: list[str] = []
        while self.loops:
            self.loops -= 1
            self.ind -= 1
            tail.append("    " * self.ind + (
                ("_k = max(_k, 0); continue" if self.mode == "match" else "continue")
                if self.loops else ("return _k" if self.mode == "match" else "return None")))
        return "\n".join(head + self.lines + tail) + "\n"


def _walk(e: Any) -> Iterable[m.Expr]:
    """``e`` and the expressions inside it, in preorder."""
    if not isinstance(e, m.Expr):
        return
    yield e
    for v in vars(e).values():
        for x in (v if isinstance(v, list) else [v]):
            for y in (x if isinstance(x, tuple) else (x,)):
                if isinstance(y, m.Expr):
                    yield from _walk(y)


def _unconditional_calls(e: m.Expr | None) -> Iterable[m.Call]:
    """The calls of builtins that do not build which every evaluation of ``e`` makes,
    arguments before the call: not those in the untaken side of an ``and``/``or`` or an
    ``if``, nor in a comprehension's element or condition (its list is evaluated once)."""
    if e is None:
        return
    if isinstance(e, m.Call):
        bi = BUILTINS.get(e.name) if "." not in e.name else None
        if bi is None or bi.builds or e.attrs is not None:
            return
        for x in e.args:
            yield from _unconditional_calls(x)
        yield e
    elif isinstance(e, m.Binary):
        yield from _unconditional_calls(e.a)
        if e.op not in ("and", "or"):
            yield from _unconditional_calls(e.b)
    elif isinstance(e, m.Unary):
        yield from _unconditional_calls(e.x)
    elif isinstance(e, m.IfExpr):
        yield from _unconditional_calls(e.cond)
    elif isinstance(e, (m.Index, m.SliceExpr, m.Field)):
        parts: list[m.Expr | None] = [e.base, getattr(e, "index", None),
                                      getattr(e, "lo", None), getattr(e, "hi", None)]
        for part in parts:
            yield from _unconditional_calls(part)
    elif isinstance(e, m.ListExpr):
        for x in e.items:
            yield from _unconditional_calls(x)
    elif isinstance(e, m.ListComp):
        yield from _unconditional_calls(e.iter)
    elif isinstance(e, m.Annotated):
        yield from _unconditional_calls(e.expr)


def _repeated_calls(rule: m.RuleModel) -> set[str]:
    """The texts of the builtin calls that occur more than once in ``rule``'s clauses and
    rewrite (candidates for computing once: :meth:`_Gen.share`)."""
    seen: dict[str, int] = {}
    exprs = [c.expr for c in rule.checks] + [x for _, x, _ in rule.rewrite.assigns] + list(
        rule.rewrite.results)
    for e in exprs:
        for x in _walk(e):
            if isinstance(x, m.Call) and "." not in x.name and x.name in BUILTINS:
                seen[x.text] = seen.get(x.text, 0) + 1
    return {t for t, n in seen.items() if n > 1}


def _has_build(e: m.Expr | None) -> bool:
    if isinstance(e, m.Call):
        return "." in e.name or e.name not in BUILTINS
    if isinstance(e, m.IfExpr):
        return _has_build(e.then) or _has_build(e.other)
    return False


@functools.cache
def _field_names() -> frozenset[str]:
    """The names ``.name`` can read: the fields of builtins' records and of struct
    attributes (dimension numbers)."""
    names = set(runtime.RECORD_FIELDS)
    todo = list(_attrs.StructAttr.__subclasses__())
    while todo:
        cls = todo.pop()
        names.update(k for k, _ in cls.fields)
        todo.extend(cls.__subclasses__())
    return frozenset(names)


def _show_lit(v: Any) -> str:
    if isinstance(v, tuple):
        return "[" + ", ".join(_show_lit(x) for x in v) + "]"
    if isinstance(v, m.NameRef):
        return v.name
    if isinstance(v, bool):
        return "true" if v else "false"
    return repr(v) if isinstance(v, str) else str(v)


# --------------------------------------------------------------------------- read sets


@dataclass(frozen=True)
class ReadSet:
    """What a rule's match (and its rewrite, which may decline) reads of the IR around the
    root, counted in operand edges from the root (the root is at depth 0, the op defining
    one of its operands at depth 1, ...); an op nested in a region counts as the op that
    holds the region:

    * ``depth``: the deepest op whose name, properties, attributes, operands, result types
      or regions are read;
    * ``uses``: the deepest op one of whose results' uses are read (-1: none).

    The driver tries the rule again at an op only once an op within ``depth`` (or a use
    list within ``uses``) has changed (engine/driver.py)."""

    depth: int
    uses: int


class _Unknown(Exception):
    """The rule reads beyond a bounded cone (a nonlocal builtin, a hook, a value of unknown
    provenance read): it has no :class:`ReadSet`."""


_DATA = -2  # an expression that is not a value (data or a type)


class _Reach:
    """One walk over a rule model: the depth of each bound value's defining op, and the
    deepest op (``depth``) and use list (``uses``) the rule reads."""

    def __init__(self) -> None:
        self.vals: dict[str, int | None] = {}  # value name -> depth of its defining op
        self.depth = 0
        self.uses = -1
        # values an earlier `where foldable(%v)` clause has shown to be computed by an op
        # of constant operands: value(%v) then evaluates that op alone (reads its operands)
        self.folded: set[str] = set()

    def pattern(self, pat: m.Pattern | m.RestPat, d: int | None) -> None:
        """``pat`` is the op at depth ``d`` (an operand pattern: a value at depth ``d``;
        None: a terminator's operand, which may be defined inside the region or outside)."""
        if isinstance(pat, m.RestPat):
            if pat.name is not None:
                self.vals.setdefault(pat.name, d)
            return
        if isinstance(pat, m.ValuePat):
            self.vals.setdefault(pat.name, d)
            return
        if not isinstance(pat, m.OpPat):
            return
        if d is None:
            raise _Unknown("matches an op that a region's terminator reads")
        self.depth = max(self.depth, d)
        if pat.bind is not None:
            self.vals.setdefault(pat.bind, d)
        for o in pat.operands:
            self.pattern(o, d + 1)
        for rp in pat.regions:  # the region's ops count as the op holding it
            for a in rp.args:
                if a is not None:
                    self.vals.setdefault(a, d)
            term = rp.terminator
            if isinstance(term, m.OpPat):  # the terminator itself is in the region
                if term.bind is not None:
                    self.vals.setdefault(term.bind, d)
                for o in term.operands:
                    self.pattern(o, None)

    def read(self, how: str, d: int | None) -> None:
        if d == _DATA or how == "args":
            return
        if how == "nonlocal":
            raise _Unknown("calls a builtin declared reads=\"nonlocal\"")
        if d is None:
            raise _Unknown("reads a value whose defining op it cannot place")
        if how == "producer":
            self.depth = max(self.depth, d)
        elif how in ("operands", "values"):  # values: known elements never change
            self.depth = max(self.depth, d + 1)
        elif how == "uses":
            self.uses = max(self.uses, d)

    def expr(self, e: m.Expr | None) -> int | None:
        """The depth of the op defining the value(s) ``e`` gives (None: unknown), or
        ``_DATA``; records what evaluating ``e`` reads."""
        if e is None:
            return _DATA
        if isinstance(e, m.VarRef):
            return self.vals.get(e.name, _DATA) if e.name[0] == "%" else _DATA
        if isinstance(e, m.HookCall):
            raise _Unknown(f"calls the hook @{e.name}")
        if isinstance(e, m.Call):
            return self.call(e)
        if isinstance(e, m.ListComp):
            saved = dict(self.vals)
            folded = self.folded
            self.folded = folded - {name for name, _ in e.targets}  # rebound here
            it = e.iter
            parts = it.args if isinstance(it, m.Call) and it.name == "zip" and \
                it.attrs is None and len(e.targets) == len(it.args) > 1 else [it]
            ds = [self.expr(x) for x in parts]
            if len(parts) == 1:
                ds = ds * len(e.targets)
            for (name, _), d in zip(e.targets, ds):
                if name[0] == "%":
                    self.vals[name] = d
            self.expr(e.cond)
            elem = self.expr(e.elem)
            self.vals = saved
            self.folded = folded
            return elem
        subs = [getattr(e, f) for f in ("x", "a", "b", "cond", "index", "lo", "hi", "type")
                if isinstance(getattr(e, f, None), m.Expr)]
        for x in subs:
            self.expr(x)
        if isinstance(e, (m.Index, m.SliceExpr)):
            return self.expr(e.base)
        if isinstance(e, m.Field):
            self.expr(e.base)
            return _DATA
        if isinstance(e, m.IfExpr):
            return _join(self.expr(e.then), self.expr(e.other))
        if isinstance(e, m.Annotated):
            return self.expr(e.expr)
        if isinstance(e, m.ListExpr):
            got: int | None = _DATA
            for x in e.items:
                got = _join(got, self.expr(x))
            return got
        return _DATA

    def call(self, e: m.Call) -> int | None:
        if "." not in e.name and e.name in BUILTINS:
            bi = BUILTINS[e.name]
            ds = [self.expr(x) for x in e.args]
            reads = bi.reads
            if e.name == "value" and len(e.args) == 1 and isinstance(e.args[0], m.VarRef) \
                    and e.args[0].name in self.folded:
                reads = "operands"  # foldable(%v) held: value folds %v's op over constants
            for i, d in enumerate(ds):  # a list of values (`values`) is taken, not read
                if bi.kind_of_arg(i) in ("value", "dv"):
                    self.read(reads, d)
            if bi.returns not in ("value", "values"):
                return _DATA
            if ds and ds[0] is not None and ds[0] >= 0 and bi.reads in ("producer", "operands"):
                # operand(%v, i) is one op further, result(%v, i) the same op
                return ds[0] + 1 if e.name == "operand" else ds[0] if e.name == "result" \
                    else None
            return None
        # an op built (or copy(%v)): its operands are only used, a copied op is read
        for x in e.args:
            if not isinstance(x, m.Splice):
                self.expr(x)
        if e.name == "copy":
            self.read("producer", self.expr(e.args[0]) if e.args else None)
        if e.regions_from is not None:
            self.read("producer", self.vals.get(e.regions_from[0]))
        for _, x, _ in e.substs:
            self.expr(x)
        for _, x, _ in e.attrs or []:
            self.expr(x)
        for t in e.region_tmpls:
            saved = dict(self.vals)
            for aname, atype, _ in t.args:
                self.expr(atype)
                self.vals[aname] = None  # a new block's argument
            for aname, x, _ in t.assigns:
                self.vals[aname] = self.expr(x)
            self.expr(t.terminator)
            self.vals = saved
        return None


def _join(a: int | None, b: int | None) -> int | None:
    if a == _DATA:
        return b
    if b == _DATA:
        return a
    return None if a is None or b is None else max(a, b)


def read_reach(model: m.RuleModel) -> ReadSet | None:
    """The :class:`ReadSet` of a rule, or None when it reads beyond a bounded cone around
    the root: it calls a builtin declared ``reads="nonlocal"`` (``rules/builtins.py``,
    :data:`~hlorules.rules.builtins.READS`) or a hook, or reads a value whose defining op
    it cannot place (one a builtin returned).  Constraints and the rewrite both count: a
    rewrite may decline (``runtime.Decline``)."""
    r = _Reach()
    try:
        r.pattern(model.pattern, 0)
        for c in model.checks:
            r.expr(c.expr)
            x = c.expr
            if isinstance(c, m.Where) and isinstance(x, m.Call) and x.name == "foldable" \
                    and len(x.args) == 1 and isinstance(x.args[0], m.VarRef):
                r.folded.add(x.args[0].name)
        for name, x, _ in model.rewrite.assigns:
            r.vals[name] = r.expr(x)
        for x in model.rewrite.results:
            r.expr(x)
    except _Unknown:
        return None
    return ReadSet(r.depth, r.uses)


# --------------------------------------------------------------------------- compiled rules


def _cse_shape(model: m.RuleModel, roots: frozenset[str]) -> tuple[frozenset[str], int, bool] | None:
    """For a rule of the form ``match (a | b ...)(_, ..., _...) as %r where twin(%r) != %r
    rewrite twin(%r)`` (hash-consing: seed.rules' cse_pure), ``(names, n, rest)``: the ops it
    merges into their earlier twin -- named so, with ``n`` operands (at least ``n`` with
    ``rest``); None for any other rule."""
    root = model.pattern
    if not (isinstance(root, m.OpPat) and root.bind and not root.any_op and not root.traits
            and root.prefix is None and not root.attrs and not root.regions
            and root.type is None and root.bind_index is None and roots):
        return None
    if not all(isinstance(o, m.RestPat) and o.name is None
               or isinstance(o, m.WildPat) and o.type is None and o.bind is None
               for o in root.operands):
        return None
    rests = [o for o in root.operands if isinstance(o, m.RestPat)]

    def twin_of_root(e: Any) -> bool:
        return (isinstance(e, m.Call) and e.name == "twin" and e.attrs is None
                and len(e.args) == 1 and isinstance(e.args[0], m.VarRef)
                and e.args[0].name == root.bind)

    if len(model.checks) != 1 or not isinstance(model.checks[0], m.Where):
        return None
    e = model.checks[0].expr
    rw = model.rewrite
    if not (isinstance(e, m.Binary) and e.op == "!=" and twin_of_root(e.a)
            and isinstance(e.b, m.VarRef) and e.b.name == root.bind
            and not rw.assigns and len(rw.results) == 1 and twin_of_root(rw.results[0])):
        return None
    return roots, len(root.operands) - len(rests), bool(rests)


def _operand_0_constant(model: m.RuleModel, swaps: bool) -> bool:
    """Whether the rule fails unless the root's operand 0 is a tensor constant's result
    (``dialect.ops_foreign.TENSOR_CONSTANTS``): its leading ``where`` clauses (checked before anything else is computed) say
    ``is_constant(%x)`` of the value bound there -- of both operands where the root's two
    operands are matched in either order."""
    root = model.pattern
    if not isinstance(root, m.OpPat):
        return False
    names = [o.name if isinstance(o, m.ValuePat) else None for o in root.operands]
    need = names[:2] if swaps else names[:1]
    if not need or None in need:
        return False
    constant: set[str] = set()
    for c in model.checks:
        e = c.expr if isinstance(c, m.Where) else None
        if not (isinstance(e, m.Call) and e.name == "is_constant" and len(e.args) == 1
                and isinstance(e.args[0], m.VarRef) and e.attrs is None):
            break
        constant.add(e.args[0].name)
    return all(n in constant for n in need)


CodeFor = Callable[[m.RuleModel, str, str], CodeType]
"""``code_for(model, source, filename)``: the code object of the matcher ``source``
generated for ``model`` (the rule-file cache's :func:`hlorules.rules.cache.code_for`)."""


def _compile_source(model: m.RuleModel, source: str, filename: str) -> CodeType:
    return compile(source, filename, "exec")


class CompiledRule:
    """A rule ready to run: ``match(op)``, ``apply(op)``, ``explain(op)``; ``source`` is the
    generated Python, ``roots`` the op names it can root at (empty: any op, ``*(...)``),
    ``first`` the names one of which the op defining the root's operand 0 must have for the
    rule to match (None: no such requirement), and ``needs_attrs`` whether the root must
    carry a discardable attribute (``{enzymexla.* = _}``), so a driver can leave out tries
    that would fail at those checks."""

    def __init__(self, model: m.RuleModel, code_for: CodeFor = _compile_source) -> None:
        self.model = model
        self.name = model.name
        self.tags = frozenset(model.tags)
        self.propagate = model.propagate
        self.assumes = frozenset(model.assumes)
        self.approx = model.approx
        self.location: Location = model.loc
        if model.approx is not None and model.approx[0] == "sum":
            _check_sum_ops(model)
        apply_gen = _Gen(model, "apply")
        apply_src = apply_gen.run()
        # engine/discardable.py; a rewrite that removes attributes itself (-d.name) is not
        # undone by the engine moving the root's attributes back, unless it says attrs keep
        self.keep_attrs = model.attrs == "keep" or (not model.attrs and not apply_gen.drops)
        match_gen = _Gen(model, "match")
        match_src = match_gen.run()
        # Both passes emit the same checks; the apply pass only adds constants at the end.
        assert match_gen.descs == apply_gen.descs[: len(match_gen.descs)]
        self.descriptions = match_gen.descs
        self.roots = frozenset(match_gen.roots)
        self.first = match_gen.first
        if self.first is None and _operand_0_constant(model, match_gen.root_swaps):
            self.first = TENSOR_CONSTANTS
        self.conses = _cse_shape(model, self.roots)
        root = model.pattern
        self.needs_attrs = isinstance(root, m.OpPat) and any(a.discardable for a in root.attrs)
        self.reads = read_reach(model)  # None: tried at every op in every sweep
        # no hook called: what the rule does at an op is a function of the module
        self.pure = not any(k.startswith("_H_") for k in {**match_gen.names, **apply_gen.names})
        self.benefit = model.benefit if model.benefit is not None else match_gen.n_ops
        self.source = match_src + "\n" + apply_src
        code = code_for(model, self.source, f"<rule {self.name}>")
        ns: dict[str, Any] = {
            "_R": runtime, "_K": apply_gen.consts, "_S": apply_gen.specs, "_E": [None],
            "_EVAL": runtime.EVAL_ERRORS, "_Decline": runtime.Decline, "_OpResult": OpResult,
            "_Commutative": Commutative,
            # tuple indexing in C: xDSL's SSAValues overrides __getitem__ in Python
            "_TI": tuple.__getitem__,
            "_RULE": self,
        }
        ns.update(apply_gen.names)
        exec(code, ns)  # noqa: S102 -- defines _match and _apply: generated source only, no rule text
        self._ns = ns
        self._match = ns["_match"]
        self._apply = ns["_apply"]

    def __repr__(self) -> str:
        return f"<rule {self.name} at {self.location}>"

    def match(self, op: Operation) -> dict[str, Any] | None:
        """The bindings (``{"%x": value, "$d": 0, "$R": type}``) if the rule matches ``op``."""
        r = self._match(op)
        return None if isinstance(r, int) else r

    def apply(self, op: Operation) -> runtime.Rewrite | None:
        """The rewrite of ``op`` (new ops, one replacement per result), or None.

        Raises ``HloRulesError`` naming the rule when the replacement would be ill-typed."""
        return self._apply(op)

    def progress(self, op: Operation) -> int:
        """How far matching ``op`` gets: the index of the furthest check that failed, or the
        number of checks when the rule matches (a search score for program generators)."""
        if self.roots and op.name not in self.roots:
            return -1
        r = self._match(op)
        return r if isinstance(r, int) else len(self.descriptions)

    def explain(self, op: Operation) -> str:
        """Why the rule does (not) match ``op``: the furthest check that failed."""
        if self.roots and op.name not in self.roots:
            return (f"rule '{self.name}' roots at {', '.join(sorted(self.roots))}, not "
                    f"{op.name}")
        r = self._match(op)
        if not isinstance(r, int):
            if self.approx is not None:
                return (f"rule '{self.name}' matches (approximate: exact only within "
                        f"{m.approx_label(self)})")
            return f"rule '{self.name}' matches"
        msg = self.descriptions[r]
        err = self._ns["_E"][0]
        if err is not None and err[0] == r:
            msg += f" (raised {type(err[1]).__name__}: {err[1]})"
        return msg


# builtins that build only constants and data movement (a rule with `approx sum N` may
# call them in its rewrite; every other builtin that builds is refused there)
_SUM_BUILDERS = frozenset({"splat", "const", "captured", "reshaped", "sliced"})


def _check_sum_ops(model: m.RuleModel) -> None:
    """An ``approx sum N`` rule matches and builds sums of products only: every op of its
    pattern and rewrite is in ``model.SUM_OPS``, every region pattern's terminator returns
    ops of those or the region's arguments; else a located error."""
    gen = _Gen(model, "match")
    what = "approx sum holds for sums of products only"

    def pattern(p: Any, args: frozenset[str] = frozenset()) -> None:
        if isinstance(p, m.OpPat):
            if p.any_op or p.traits or p.prefix is not None:
                raise gen.err(f"{what}: the ops this pattern matches are not named",
                              p.op_loc or p.loc)
            for name in p.alts or [p.op]:
                spec = resolve_op(name)
                if spec is not None and spec.name not in m.SUM_OPS:
                    raise gen.err(f"{what}: {spec.name} is not one", p.op_loc or p.loc)
            for o in p.operands:
                pattern(o, args)
            for r in p.regions:
                inner = frozenset(a for a in r.args if a)
                term = r.terminator
                for o in term.operands if isinstance(term, m.OpPat) else [term]:
                    if not isinstance(o, m.OpPat) and not (
                            isinstance(o, m.ValuePat) and o.name in inner):
                        raise gen.err(f"{what}: a region must return named ops of them or "
                                      "its arguments", o.loc)
                pattern(term, inner)

    def expr(e: Any) -> None:
        for x in _walk(e):
            if isinstance(x, m.HookCall):
                raise gen.err(f"{what}: a hook may build any op", x.loc)
            if not isinstance(x, m.Call):
                continue
            if "." not in x.name and x.name in BUILTINS:
                if BUILTINS[x.name].builds and x.name not in _SUM_BUILDERS:
                    raise gen.err(f"{what}: {x.name}() may build other ops", x.loc)
                continue
            if x.name == "copy":
                raise gen.err(f"{what}: copy() may build other ops", x.loc)
            spec = resolve_op(x.name)
            if spec is not None and spec.name not in m.SUM_OPS:
                raise gen.err(f"{what}: {spec.name} is not one", x.name_loc or x.loc)
            for t in x.region_tmpls:
                for _, y, _ in t.assigns:
                    expr(y)
                expr(t.terminator)

    pattern(model.pattern)
    for name_x_loc in model.rewrite.assigns:
        expr(name_x_loc[1])
    for x in model.rewrite.results:
        expr(x)


def compile_rule(model: m.RuleModel, code_for: CodeFor = _compile_source) -> CompiledRule:
    """Check ``model`` against the dialect, builtins and hooks, and compile it; ``code_for``
    turns the generated matcher source into a code object (default: compiled now)."""
    return CompiledRule(model, code_for)
