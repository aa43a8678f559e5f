"""The typed rule model the parser builds: every node keeps its ``Location``.

Patterns (``OpPat``, ``ValuePat``, ``WildPat``, ``RestPat``) describe what a rule matches;
expressions (``Expr`` subclasses) compute constraints, attribute values, types and
replacement values; ``RuleModel`` ties a pattern, its ``where``/``let`` checks and its
replacement together with the rule's metadata.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hlorules.base.errors import Location


@dataclass(eq=False)
class Node:
    loc: Location


# --------------------------------------------------------------------------- patterns


@dataclass(eq=False)
class TypePat(Node):
    """``: $T``, ``: _`` or ``: ($A, $B)``; ``None`` entries are wildcards."""

    names: list[str | None]
    locs: list[Location]
    tuple_form: bool = False


@dataclass(eq=False)
class AttrPat(Node):
    """``{name = $a}`` (kind ``bind``), ``{name = _}`` (``wild``) or a literal (``lit``).

    A dotted ``name`` (``enzymexla.bounds``) is a discardable attribute, not a property;
    ``prefix`` is ``{enzymexla.* = _}``: some discardable attribute whose name starts with
    ``name`` (which then ends with the dot)."""

    name: str
    kind: str
    value: Any = None
    value_loc: Location | None = None
    prefix: bool = False

    @property
    def discardable(self) -> bool:
        return self.prefix or "." in self.name


@dataclass(eq=False)
class Pattern(Node):
    type: TypePat | None = field(default=None, kw_only=True)
    bind: str | None = field(default=None, kw_only=True)
    bind_loc: Location | None = field(default=None, kw_only=True)
    bind_index: str | None = field(default=None, kw_only=True)  # `as %r[$i]` (root only)


@dataclass(eq=False)
class ValuePat(Pattern):
    """``%x``: bind the value (or require it equal to an earlier ``%x``)."""

    name: str = ""


@dataclass(eq=False)
class WildPat(Pattern):
    """``_``: any value."""


@dataclass(eq=False)
class RestPat(Node):
    """``%xs...`` or ``_...``: any number of operands (a tuple binding)."""

    name: str | None


@dataclass(eq=False)
class RegionPat(Node):
    """``body(%a, %b) { return(%b) }``: the region's one block, its args and terminator."""

    name: str
    args: list[str | None]
    arg_locs: list[Location]
    terminator: Pattern


@dataclass(eq=False)
class OpPat(Pattern):
    """``name(operands) {attrs} regions... : types as %x``.

    ``op`` is the (first) op name; ``alts`` lists every alternative of ``(a | b)(...)``
    (``[op]`` for a single name) and ``alt_locs`` their locations; ``any_op`` is ``*(...)``
    (any op; ``op`` is ``"*"`` and ``alts`` is empty), narrowed by ``traits``
    (``*[Pure](...)``: the registered ops with every one of these traits) or by ``prefix``
    (``enzymexla.*(...)``: any op, registered or not, whose name starts with ``enzymexla.``)."""

    op: str = ""
    op_loc: Location | None = None
    alts: list[str] = field(default_factory=list)
    alt_locs: list[Location] = field(default_factory=list)
    any_op: bool = False
    traits: list[str] = field(default_factory=list)
    prefix: str | None = None
    operands: list[Pattern | RestPat] = field(default_factory=list)
    attrs: list[AttrPat] = field(default_factory=list)
    regions: list[RegionPat] = field(default_factory=list)


# --------------------------------------------------------------------------- expressions


@dataclass(eq=False)
class Expr(Node):
    text: str = field(default="", kw_only=True)


@dataclass(eq=False)
class Lit(Expr):
    """An int, float, string, bool or list literal."""

    value: Any = None


@dataclass(eq=False)
class NameRef(Expr):
    """A bare name: an element type (``i32``) or an enum member (``LT``)."""

    name: str = ""


@dataclass(eq=False)
class VarRef(Expr):
    """``%x`` or ``$a``."""

    name: str = ""


@dataclass(eq=False)
class Splice(Expr):
    """``%xs...`` in an operand list: the bound values spliced in."""

    name: str = ""


@dataclass(eq=False)
class RegionTmpl(Node):
    """``body(%a, %b : T) { %s = add(%a, %b); return(%s) }``: a new one-block region."""

    name: str
    args: list[tuple[str, Expr | None, Location]]
    assigns: list[tuple[str, Expr, Location]]
    terminator: Expr


@dataclass(eq=False)
class Call(Expr):
    """``name(args) {attrs} regions(%v, %a -> e)`` or ``name(args) {attrs} body(...) {...}``:
    a builtin function or an op to build. ``attrs`` with a dotted name set discardable
    attributes; ``drops`` lists ``-d.name`` / ``-d.*`` (discardable attributes removed, for
    ``copy(%v)``); ``substs`` are the ``%a -> e`` replacements of ``regions(...)``."""

    name: str = ""
    name_loc: Location | None = None
    args: list[Expr] = field(default_factory=list)
    attrs: list[tuple[str, Expr, Location]] | None = None
    regions_from: tuple[str, Location] | None = None
    drops: list[tuple[str, Location]] = field(default_factory=list)
    substs: list[tuple[str, Expr, Location]] = field(default_factory=list)
    region_tmpls: list[RegionTmpl] = field(default_factory=list)


@dataclass(eq=False)
class HookCall(Expr):
    """``@name(args)``: a native hook registered from Python."""

    name: str = ""
    args: list[Expr] = field(default_factory=list)


@dataclass(eq=False)
class Unary(Expr):
    op: str = ""
    x: Expr | None = None


@dataclass(eq=False)
class Binary(Expr):
    op: str = ""
    a: Expr | None = None
    b: Expr | None = None


@dataclass(eq=False)
class IfExpr(Expr):
    cond: Expr | None = None
    then: Expr | None = None
    other: Expr | None = None


@dataclass(eq=False)
class Index(Expr):
    base: Expr | None = None
    index: Expr | None = None


@dataclass(eq=False)
class SliceExpr(Expr):
    base: Expr | None = None
    lo: Expr | None = None
    hi: Expr | None = None


@dataclass(eq=False)
class Field(Expr):
    base: Expr | None = None
    name: str = ""


@dataclass(eq=False)
class ListExpr(Expr):
    items: list[Expr] = field(default_factory=list)


@dataclass(eq=False)
class ListComp(Expr):
    """``[elem for $x, %y in iter if cond]``: one element per item of ``iter`` (a list of
    data or values, or ``zip(...)`` of them) for which ``cond`` holds."""

    elem: Expr | None = None
    targets: list[tuple[str, Location]] = field(default_factory=list)
    iter: Expr | None = None
    cond: Expr | None = None


@dataclass(eq=False)
class Annotated(Expr):
    """``expr : type``: the result type of the op build(s) in ``expr``."""

    expr: Expr | None = None
    type: Expr | None = None


# --------------------------------------------------------------------------- rules


@dataclass(eq=False)
class Where(Node):
    expr: Expr


@dataclass(eq=False)
class Let(Node):
    name: str
    expr: Expr


@dataclass(eq=False)
class Replacement(Node):
    """``%v = expr`` assignments, then the result values (one per root result)."""

    assigns: list[tuple[str, Expr, Location]]
    results: list[Expr]
    tuple_form: bool = False


@dataclass(eq=False)
class RuleModel(Node):
    """One ``rule name { ... }``; ``text`` is its source, the key of the compile cache."""

    name: str
    tags: list[str]
    benefit: int | None
    propagate: str | None
    assumes: list[str]
    pattern: Pattern
    checks: list[Where | Let]
    rewrite: Replacement
    text: str = ""
    source: str = ""
    attrs: str = ""  # "keep" / "drop" (the engine moves the root's discardable attributes or
    # not); "" unset: keep, unless the rewrite removes attributes itself (``-d.name``)
    # ("ulp", N) / ("rtol", X) / ("sum", N): exact only within it
    approx: tuple[str, float] | None = None


# The ops of a sum of products (`approx sum N`): each result is a sum of products of input
# elements and constants, so the same computation over magnitudes bounds its rounding.
SUM_OPS = frozenset({
    "stablehlo.add", "stablehlo.subtract", "stablehlo.negate", "stablehlo.multiply",
    "stablehlo.dot_general", "stablehlo.reduce", "stablehlo.convert", "stablehlo.transpose",
    "stablehlo.reshape", "stablehlo.broadcast_in_dim", "stablehlo.slice",
    "stablehlo.concatenate", "stablehlo.pad", "stablehlo.constant", "stablehlo.return"})


def approx_label(rule: object) -> str:
    """``rule``'s declared tolerance as written after ``approx`` (``ulp 2``, ``rtol 1e-06``,
    ``sum 64``);
    "" for an exact rule (or any object without an ``approx`` declaration)."""
    approx = getattr(rule, "approx", None)
    if approx is None:
        return ""
    kind, value = approx
    return f"{kind} {value:g}"


# --------------------------------------------------------------------------- files


@dataclass(eq=False)
class Definition(Node):
    """``def name($a, %v) = body`` (``params`` the parameter names) or ``def NAME = body``
    (a named constant: ``params`` is None); ``text`` is its source, ``source`` its file's."""

    name: str
    params: list[str] | None
    param_locs: list[Location]
    body: Expr
    text: str = ""
    source: str = ""


@dataclass(eq=False)
class Include(Node):
    """``include "other.rules"``: the other file's definitions are visible in this one."""

    target: str


@dataclass(eq=False)
class RuleFile:
    """A rule file as parsed: its includes, definitions and rules in file order."""

    includes: list[Include]
    definitions: list[Definition]
    rules: list[RuleModel]
