"""Rule-file parser: lark (LALR) over ``grammar.lark``, then a Transformer to the model.

``parse_file(text, filename)`` returns the file as written (``defs.parse_rules`` inlines its
definitions); every bad input raises one ``HloRulesError`` with ``file:line:col`` and the source line (lark errors never escape).
Only syntax and rule-shape slips are found here; names are checked by ``compiler``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token, Transformer, v_args

from hlorules.base.errors import HloRulesError, Location, located
from hlorules.base.lark_errors import end_position, terminal_words
from hlorules.base.lark_tables import lalr

from . import model as m

__all__ = ["ASSUMES", "KEYWORDS", "MAX_INT_LITERAL", "MAX_NESTING", "MAX_PATTERN_OPS",
           "PROPAGATE", "parse_file"]

_GRAMMAR = Path(__file__).with_name("grammar.lark")

KEYWORDS = frozenset(
    ["rule", "tags", "benefit", "propagate", "assumes", "approx", "attrs", "match", "where", "let", "rewrite", "as", "if", "then", "else", "and", "or", "not", "true", "false", "regions", "def", "include"]
)
PROPAGATE = ("up", "down")
ATTRS = ("keep", "drop")
ASSUMES = ("unique_indices", "no_nan", "finite")
APPROX = ("ulp", "rtol", "sum")

MAX_NESTING = 32
"""How deep expressions and patterns may nest: every operator (``a + b + c`` is two levels),
``not``, ``if``, call, hook call, list, index, slice, field access and op (sub)pattern opens
one level. Deeper rules are refused at load time ("nested too deep"), so that the generated
matcher always compiles (Python refuses more than 200 nested brackets)."""

MAX_PATTERN_OPS = 16
"""How many op patterns one ``match`` may hold (each commutative op matches both operand
orders in a nested loop, and Python allows 20 nested blocks)."""

MAX_INT_LITERAL = 2**64 - 1
"""The largest integer literal (no tensor element or attribute holds more than 64 bits)."""

# The lark tree nodes that open a nesting level (see MAX_NESTING).
_NESTING_NODES = frozenset([
    "ifexpr", "or_", "and_", "not_", "compare", "add", "sub", "mul", "floordiv", "neg",
    "index", "slice", "field", "call", "hook", "list_", "op_pat", "region_pat", "lit_list",
    "attr_sets", "annotated"])

_WORDS = {
    "NAME": "a name", "QNAME": "an op name", "INT": "an integer", "FLOAT": "a number",
    "STRING": "a string", "VALUE": "a value (%x)", "ATTR": "an attribute ($a)",
    "CMP": "a comparison", "$END": "end of input",
}


@functools.cache
def _parser() -> Lark:
    return lalr(_GRAMMAR)


@functools.cache
def _terminal_words() -> dict[str, str]:
    return terminal_words(_parser(), _WORDS)


def _show(text: str, limit: int = 30) -> str:
    text = text if len(text) <= limit else text[: limit - 3] + "..."
    return repr(text) if not text.isprintable() else f"'{text}'"


def _words(items: list[str]) -> str:
    def key(w: str) -> tuple[int, str]:
        if w.startswith("'"):
            return (0 if not w[1:2].isalpha() else 1, w)
        return (2, w)
    items = sorted(set(items), key=key)
    if len(items) > 10:
        items = items[:10] + ["more"]
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]


def _end_position(text: str) -> tuple[int, int]:
    return end_position(_parser(), text)


def _convert(err: lark.LarkError, file: str, text: str) -> HloRulesError:
    if isinstance(err, lark.UnexpectedToken):
        tok = err.token
        words = _terminal_words()
        expected = [words.get(n, n) for n in err.expected]
        if tok.type == "$END":
            line, col = _end_position(text)
            got = "end of input"
        else:
            line, col = tok.line or 1, tok.column or 1
            got = _show(str(tok))
        msg = f"syntax error: expected {_words(expected)}, got {got}"
        if str(tok) in KEYWORDS and ("NAME" in err.expected or "VALUE" in err.expected):
            msg += f" ('{tok}' is a reserved word)"
        return located(msg, file, text, line, col)
    if isinstance(err, lark.UnexpectedCharacters):
        if err.char == '"':
            msg = "syntax error: unterminated string literal"
        else:
            msg = f"syntax error: unexpected character {_show(err.char)}"
        return located(msg, file, text, err.line, err.column)
    if isinstance(err, lark.UnexpectedEOF):
        line, col = _end_position(text)
        return located("syntax error: unexpected end of input", file, text, line, col)
    return located(f"syntax error: {str(err).splitlines()[0]}", file, text, 1, 1)


def _node_position(tree: lark.Tree) -> tuple[int, int]:
    """Where a node starts: its position, else that of its first token, else 1:1."""
    meta = tree.meta
    if not meta.empty:
        return meta.line, meta.column
    stack: list[Any] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Token):
            return node.line or 1, node.column or 1
        if isinstance(node, lark.Tree):
            stack.extend(reversed(node.children))
    return 1, 1


def _check_shape(tree: lark.Tree, file: str, text: str) -> None:
    """Refuse, before the (recursive) transformer runs, rules nested deeper than MAX_NESTING
    or matching more than MAX_PATTERN_OPS ops; iterative, so any depth is safe."""
    stack: list[tuple[Any, int, bool]] = [(tree, 0, False)]
    ops = 0
    while stack:
        node, depth, in_match = stack.pop()
        if not isinstance(node, lark.Tree):
            continue
        data = str(node.data)
        if data == "rule":
            ops = 0
        if data == "match":
            in_match = True
        if data in _NESTING_NODES:
            depth += 1
            if depth > MAX_NESTING:
                line, col = _node_position(node)
                raise located(f"nested too deep: expressions and patterns nest at most "
                              f"{MAX_NESTING} levels", file, text, line, col)
            if data == "op_pat" and in_match:
                ops += 1
                if ops > MAX_PATTERN_OPS:
                    line, col = _node_position(node)
                    raise located(f"pattern too large: a match holds at most "
                                  f"{MAX_PATTERN_OPS} op patterns", file, text, line, col)
        stack.extend((c, depth, in_match) for c in reversed(node.children))


# --------------------------------------------------------------------------- transformer


def _items(xs: list[Any]) -> list[Any]:
    """Children of a ``[a ("," a)*]`` group: drop the placeholder None."""
    return [x for x in xs if x is not None]


@v_args(meta=True)
class _ToModel(Transformer):
    """The lark tree as model objects; raises ``HloRulesError`` for rule-shape slips."""

    def __init__(self, file: str, text: str) -> None:
        super().__init__()
        self.file, self.text = file, text

    # -- helpers
    def _loc(self, meta: Any) -> Location:
        return Location(self.file, getattr(meta, "line", 1), getattr(meta, "column", 1))

    def _tloc(self, tok: Token) -> Location:
        return Location(self.file, tok.line or 1, tok.column or 1)

    def _span(self, meta: Any) -> str:
        s, e = getattr(meta, "start_pos", None), getattr(meta, "end_pos", None)
        return self.text[s:e] if s is not None and e is not None else ""

    def _err(self, msg: str, loc: Location) -> HloRulesError:
        return located(msg, loc.file, self.text, loc.line, loc.col)

    def _int(self, tok: Token) -> int:
        """An integer literal's value; more than MAX_INT_LITERAL is refused (before Python's
        4300-digit int conversion limit could be reached)."""
        digits = str(tok).lstrip("0")
        if len(digits) > len(str(MAX_INT_LITERAL)) or (digits and int(digits) > MAX_INT_LITERAL):
            shown = digits if len(digits) <= 24 else f"{digits[:12]}...({len(digits)} digits)"
            raise self._err(f"integer literal {shown} is too large (at most 2**64 - 1 = "
                            f"{MAX_INT_LITERAL})", self._tloc(tok))
        return int(digits or "0")

    def _expr(self, cls: type, meta: Any, **kw: Any) -> m.Expr:
        return cls(self._loc(meta), text=self._span(meta), **kw)

    # -- top level
    def start(self, meta: Any, ch: list[Any]) -> m.RuleFile:
        return m.RuleFile([x for x in ch if isinstance(x, m.Include)],
                          [x for x in ch if isinstance(x, m.Definition)],
                          [x for x in ch if isinstance(x, m.RuleModel)])

    def include(self, meta: Any, ch: list[Token]) -> m.Include:
        return m.Include(self._loc(meta), _unquote(str(ch[0])))

    def def_fn(self, meta: Any, ch: list[Any]) -> m.Definition:
        name, *params, body = ch
        params = _items(params)
        names = [str(p) for p in params]
        for i, p in enumerate(params):
            if str(p) in names[:i]:
                raise self._err(f"parameter {p} of '{name}' is named twice", self._tloc(p))
        return m.Definition(self._tloc(name), str(name), names, [self._tloc(p) for p in params],
                            body, text=self._span(meta), source=self.text)

    def def_const(self, meta: Any, ch: list[Any]) -> m.Definition:
        name, body = ch
        return m.Definition(self._tloc(name), str(name), None, [], body,
                            text=self._span(meta), source=self.text)

    def def_param(self, meta: Any, ch: list[Token]) -> Token:
        return ch[0]

    def rule(self, meta: Any, ch: list[Any]) -> m.RuleModel:
        name_tok, *items = ch
        loc = self._tloc(name_tok)
        meta_seen: dict[str, Location] = {}
        tags: list[str] = []
        benefit = propagate = pattern = rewrite = None
        attrs = ""  # unset: keep, unless the rewrite removes attributes itself (-d.name)
        assumes: list[str] = []
        approx: tuple[str, float] | None = None
        checks: list[m.Where | m.Let] = []
        for kind, iloc, val in items:
            if kind in ("tags", "benefit", "propagate", "assumes", "approx", "attrs", "match",
                        "rewrite"):
                if kind in meta_seen:
                    first = meta_seen[kind]
                    raise self._err(f"duplicate '{kind}' in rule '{name_tok}' (first at "
                                    f"{first.line}:{first.col})", iloc)
                meta_seen[kind] = iloc
            if kind == "tags":
                tags = val
            elif kind == "benefit":
                benefit = val
            elif kind == "propagate":
                propagate = val
            elif kind == "assumes":
                assumes = val
            elif kind == "approx":
                approx = val
            elif kind == "attrs":
                attrs = val
            elif kind == "match":
                pattern = val
            elif kind == "rewrite":
                rewrite = val
            elif kind == "where":
                checks.extend(val)
            else:
                checks.append(val)
        if pattern is None:
            raise self._err(f"rule '{name_tok}' has no 'match' pattern", loc)
        if rewrite is None:
            raise self._err(f"rule '{name_tok}' has no 'rewrite'", loc)
        return m.RuleModel(loc, str(name_tok), tags, benefit, propagate, assumes, pattern,
                           checks, rewrite, text=self._span(meta), source=self.text,
                           attrs=attrs, approx=approx)

    def tags(self, meta: Any, ch: list[Token]) -> tuple:
        return ("tags", self._loc(meta), [str(t) for t in ch])

    def benefit(self, meta: Any, ch: list[Token]) -> tuple:
        return ("benefit", self._loc(meta), self._int(ch[0]))

    def propagate(self, meta: Any, ch: list[Token]) -> tuple:
        tok = ch[0]
        if str(tok) not in PROPAGATE:
            raise self._err(f"propagate must be 'up' or 'down', not '{tok}'", self._tloc(tok))
        return ("propagate", self._loc(meta), str(tok))

    def attrs(self, meta: Any, ch: list[Token]) -> tuple:
        tok = ch[0]
        if str(tok) not in ATTRS:
            raise self._err(f"attrs must be 'keep' or 'drop', not '{tok}'", self._tloc(tok))
        return ("attrs", self._loc(meta), str(tok))

    def assumes(self, meta: Any, ch: list[Token]) -> tuple:
        for tok in ch:
            if str(tok) not in ASSUMES:
                raise self._err(f"unknown assumption '{tok}'; expected one of "
                                f"{', '.join(ASSUMES)}", self._tloc(tok))
        return ("assumes", self._loc(meta), [str(t) for t in ch])

    def approx(self, meta: Any, ch: list[Token]) -> tuple:
        kind, num = ch
        if str(kind) not in APPROX:
            raise self._err(f"approx takes 'ulp N', 'rtol X' or 'sum N', not '{kind}'",
                            self._tloc(kind))
        value = float(str(num))
        if str(kind) in ("ulp", "sum") and (num.type != "INT" or not 1 <= value <= 1 << 20):
            what = "ulps" if str(kind) == "ulp" else "unit roundoffs"
            raise self._err(f"approx {kind} takes a whole number of {what} from 1 to "
                            f"{1 << 20}, not {num}", self._tloc(num))
        if str(kind) == "rtol" and not 0.0 < value < 1.0:
            raise self._err(f"approx rtol takes a relative tolerance between 0 and 1, not {num}",
                            self._tloc(num))
        return ("approx", self._loc(meta), (str(kind), value))

    def match(self, meta: Any, ch: list[Any]) -> tuple:
        return ("match", self._loc(meta), ch[0])

    def where(self, meta: Any, ch: list[Any]) -> tuple:
        return ("where", self._loc(meta), [m.Where(e.loc, e) for e in ch])

    def let(self, meta: Any, ch: list[Any]) -> tuple:
        return ("let", self._loc(meta), m.Let(self._tloc(ch[0]), str(ch[0]), ch[1]))

    def rewrite_expr(self, meta: Any, ch: list[Any]) -> tuple:
        return ("rewrite", self._loc(meta), m.Replacement(self._loc(meta), [], [ch[0]]))

    def rewrite_results(self, meta: Any, ch: list[Any]) -> tuple:
        results, tuple_form = ch[0]
        return ("rewrite", self._loc(meta),
                m.Replacement(self._loc(meta), [], results, tuple_form))

    def rewrite_block(self, meta: Any, ch: list[Any]) -> tuple:
        *assigns, (results, tuple_form) = ch
        return ("rewrite", self._loc(meta),
                m.Replacement(self._loc(meta), assigns, results, tuple_form))

    def results(self, meta: Any, ch: list[Any]) -> tuple:
        return ([ch[0]], False)

    def results_tuple(self, meta: Any, ch: list[Any]) -> tuple:
        return (list(ch), True)

    def assign(self, meta: Any, ch: list[Any]) -> tuple:
        return (str(ch[0]), ch[1], self._tloc(ch[0]))

    # -- patterns
    def pattern(self, meta: Any, ch: list[Any]) -> m.Pattern:
        core, tpat, bind = ch
        if tpat is not None:
            core.type = tpat
        if bind is not None:
            if not isinstance(core, m.OpPat):
                raise self._err("'as %name' binds the result of an op pattern", bind[1])
            core.bind, core.bind_loc, core.bind_index = bind
        return core

    def as_bind(self, meta: Any, ch: list[Token]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0]), None if ch[1] is None else str(ch[1]))

    def pvalue(self, meta: Any, ch: list[Token]) -> m.ValuePat:
        return m.ValuePat(self._tloc(ch[0]), name=str(ch[0]))

    def pwild(self, meta: Any, ch: list[Any]) -> m.WildPat:
        return m.WildPat(self._loc(meta))

    def prest(self, meta: Any, ch: list[Token]) -> m.RestPat:
        return m.RestPat(self._tloc(ch[0]), str(ch[0]))

    def pwildrest(self, meta: Any, ch: list[Any]) -> m.RestPat:
        return m.RestPat(self._loc(meta), None)

    def opname(self, meta: Any, ch: list[Token]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0]))

    def op_alts(self, meta: Any, ch: list[tuple]) -> list[tuple]:
        seen: dict[str, Location] = {}
        for name, loc in ch:
            if name in seen:
                first = seen[name]
                raise self._err(f"op '{name}' is listed twice in the alternation (first at "
                                f"{first.line}:{first.col})", loc)
            seen[name] = loc
        return list(ch)

    def op_any(self, meta: Any, ch: list[Any]) -> str:
        return "*"

    def op_traits(self, meta: Any, ch: list[Token]) -> tuple:
        return ("*traits", [str(t) for t in ch], [self._tloc(t) for t in ch])

    def op_prefix(self, meta: Any, ch: list[Token]) -> tuple:
        return ("*prefix", str(ch[0])[:-1], self._tloc(ch[0]))

    def op_pat(self, meta: Any, ch: list[Any]) -> m.OpPat:
        head, *rest = ch
        traits: list[str] = []
        prefix = None
        if isinstance(head, tuple) and head[0] == "*traits":
            traits = head[1]
            head = "*"
        elif isinstance(head, tuple) and head[0] == "*prefix":
            prefix = head[1]
            head = "*"
        if head == "*":
            alts: list[tuple] = []
            name, loc = "*", self._loc(meta)
        else:
            alts = head if isinstance(head, list) else [head]
            name = alts[0][0]
            # the node's location: the first name, or the '(' of an alternation
            loc = self._loc(meta) if isinstance(head, list) else alts[0][1]
        operands: list[Any] = []
        attrs: list[m.AttrPat] = []
        regions: list[m.RegionPat] = []
        for x in rest:
            if x is None:
                continue
            if isinstance(x, (m.Pattern, m.RestPat)):
                operands.append(x)
            elif isinstance(x, list):
                attrs = x
            else:
                regions.append(x)
        return m.OpPat(loc, op=name, op_loc=loc, operands=operands, attrs=attrs,
                       regions=regions, alts=[a[0] for a in alts],
                       alt_locs=[a[1] for a in alts], any_op=head == "*", traits=traits,
                       prefix=prefix)

    def attr_pats(self, meta: Any, ch: list[Any]) -> list[m.AttrPat]:
        return _items(ch)

    def attr_pat(self, meta: Any, ch: list[Any]) -> m.AttrPat:
        name, (kind, value, vloc) = ch
        if name.type == "PREFIX":
            if kind != "wild":
                raise self._err(f"'{name}' names several attributes: match it with `= _`",
                                vloc)
            return m.AttrPat(self._tloc(name), str(name)[:-1], kind, value, vloc, prefix=True)
        return m.AttrPat(self._tloc(name), str(name), kind, value, vloc)

    def abind(self, meta: Any, ch: list[Token]) -> tuple:
        return ("bind", str(ch[0]), self._tloc(ch[0]))

    def awild(self, meta: Any, ch: list[Any]) -> tuple:
        return ("wild", None, self._loc(meta))

    def alit(self, meta: Any, ch: list[Any]) -> tuple:
        return ("lit", ch[0], self._loc(meta))

    def lit_int(self, meta: Any, ch: list[Token]) -> int:
        return self._int(ch[0])

    def lit_negint(self, meta: Any, ch: list[Token]) -> int:
        return -self._int(ch[0])

    def lit_float(self, meta: Any, ch: list[Token]) -> float:
        return float(ch[0])

    def lit_negfloat(self, meta: Any, ch: list[Token]) -> float:
        return -float(ch[0])

    def lit_str(self, meta: Any, ch: list[Token]) -> str:
        return _unquote(str(ch[0]))

    def lit_true(self, meta: Any, ch: list[Any]) -> bool:
        return True

    def lit_false(self, meta: Any, ch: list[Any]) -> bool:
        return False

    def lit_name(self, meta: Any, ch: list[Token]) -> m.NameRef:
        return m.NameRef(self._tloc(ch[0]), name=str(ch[0]), text=str(ch[0]))

    def lit_list(self, meta: Any, ch: list[Any]) -> tuple:
        return tuple(_items(ch))

    def region_pat(self, meta: Any, ch: list[Any]) -> m.RegionPat:
        name, *args, term = ch
        args = _items(args)
        return m.RegionPat(self._tloc(name), str(name), [a[0] for a in args],
                           [a[1] for a in args], term)

    def barg(self, meta: Any, ch: list[Token]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0]))

    def bwild(self, meta: Any, ch: list[Any]) -> tuple:
        return (None, self._loc(meta))

    def tbind(self, meta: Any, ch: list[Token]) -> m.TypePat:
        return m.TypePat(self._loc(meta), [str(ch[0])], [self._tloc(ch[0])])

    def twild(self, meta: Any, ch: list[Any]) -> m.TypePat:
        return m.TypePat(self._loc(meta), [None], [self._loc(meta)])

    def ttuple(self, meta: Any, ch: list[Any]) -> m.TypePat:
        return m.TypePat(self._loc(meta), [c[0] for c in ch], [c[1] for c in ch], True)

    def tname(self, meta: Any, ch: list[Token]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0]))

    def tname_wild(self, meta: Any, ch: list[Any]) -> tuple:
        return (None, self._loc(meta))

    # -- expressions
    def annotated(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Annotated, meta, expr=ch[0], type=ch[1])

    def ifexpr(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.IfExpr, meta, cond=ch[0], then=ch[1], other=ch[2])

    def _bin(self, op: str, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Binary, meta, op=op, a=ch[0], b=ch[-1])

    def or_(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._bin("or", meta, ch)

    def and_(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._bin("and", meta, ch)

    def not_(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Unary, meta, op="not", x=ch[0])

    def compare(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Binary, meta, op=str(ch[1]), a=ch[0], b=ch[2])

    def add(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._bin("+", meta, ch)

    def sub(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._bin("-", meta, ch)

    def mul(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._bin("*", meta, ch)

    def floordiv(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._bin("//", meta, ch)

    def neg(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Unary, meta, op="-", x=ch[0])

    def index(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Index, meta, base=ch[0], index=ch[1])

    def slice(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.SliceExpr, meta, base=ch[0], lo=ch[1], hi=ch[2])

    def field(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Field, meta, base=ch[0], name=str(ch[1]))

    def _tok_expr(self, cls: type, tok: Token, **kw: Any) -> m.Expr:
        return cls(self._tloc(tok), text=str(tok), **kw)

    def int_(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._tok_expr(m.Lit, ch[0], value=self._int(ch[0]))

    def float_(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._tok_expr(m.Lit, ch[0], value=float(ch[0]))

    def str_(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._tok_expr(m.Lit, ch[0], value=_unquote(str(ch[0])))

    def true_(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Lit, meta, value=True)

    def false_(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.Lit, meta, value=False)

    def attr_ref(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._tok_expr(m.VarRef, ch[0], name=str(ch[0]))

    def value_ref(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._tok_expr(m.VarRef, ch[0], name=str(ch[0]))

    def splice(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._expr(m.Splice, meta, name=str(ch[0]))

    def name_ref(self, meta: Any, ch: list[Token]) -> m.Expr:
        return self._tok_expr(m.NameRef, ch[0], name=str(ch[0]))

    def call(self, meta: Any, ch: list[Any]) -> m.Expr:
        (name, nloc), *rest = ch
        args: list[m.Expr] = []
        attrs = None
        drops: list[tuple[str, Location]] = []
        regions_from = None
        substs: list[tuple[str, m.Expr, Location]] = []
        tmpls: list[m.RegionTmpl] = []
        for x in rest:
            if x is None:
                continue
            if isinstance(x, m.Expr):
                args.append(x)
            elif isinstance(x, list):
                attrs = [a for a in x if len(a) == 3]
                drops = [a for a in x if len(a) == 2]
            elif isinstance(x, m.RegionTmpl):
                tmpls.append(x)
            else:
                regions_from, substs = x
        return self._expr(m.Call, meta, name=name, name_loc=nloc, args=args, attrs=attrs,
                          regions_from=regions_from, drops=drops, substs=substs,
                          region_tmpls=tmpls)

    def hook(self, meta: Any, ch: list[Any]) -> m.Expr:
        name, *args = ch
        return self._expr(m.HookCall, meta, name=str(name), args=_items(args))

    def list_(self, meta: Any, ch: list[Any]) -> m.Expr:
        return self._expr(m.ListExpr, meta, items=_items(ch))

    def comp_target(self, meta: Any, ch: list[Token]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0]))

    def comp_for(self, meta: Any, ch: list[Any]) -> tuple:
        *targets, it, cond = ch
        return (targets, it, cond)

    def list_comp(self, meta: Any, ch: list[Any]) -> m.Expr:
        targets, it, cond = ch[1]
        names = [t[0] for t in targets]
        for i, (n, loc) in enumerate(targets):
            if n in names[:i]:
                raise self._err(f"{n} is named twice in this `for`", loc)
        return self._expr(m.ListComp, meta, elem=ch[0], targets=targets, iter=it, cond=cond)

    def call_gen(self, meta: Any, ch: list[Any]) -> m.Expr:
        (name, nloc), elem, comp = ch
        inner = self.list_comp(meta, [elem, comp])
        return self._expr(m.Call, meta, name=name, name_loc=nloc, args=[inner])

    def attr_sets(self, meta: Any, ch: list[Any]) -> list:
        return _items(ch)

    def attr_set(self, meta: Any, ch: list[Any]) -> tuple:
        return (str(ch[0]), ch[1], self._tloc(ch[0]))

    def attr_drop(self, meta: Any, ch: list[Token]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0]))

    def regions_from(self, meta: Any, ch: list[Any]) -> tuple:
        return (str(ch[0]), self._tloc(ch[0])), list(ch[1:])

    def region_subst(self, meta: Any, ch: list[Any]) -> tuple:
        return (str(ch[0]), ch[1], self._tloc(ch[0]))

    def region_tmpl(self, meta: Any, ch: list[Any]) -> m.RegionTmpl:
        name, *rest = ch
        args = [x for x in rest if isinstance(x, tuple) and len(x) == 3 and x[0] == "arg"]
        assigns = [x for x in rest if isinstance(x, tuple) and not (len(x) == 3 and x[0] == "arg")]
        term = rest[-1]
        return m.RegionTmpl(self._tloc(name), str(name), [a[1] for a in args], assigns, term)

    def tmpl_assign(self, meta: Any, ch: list[Any]) -> tuple:
        return (str(ch[0]), ch[1], self._tloc(ch[0]))

    def tmpl_arg(self, meta: Any, ch: list[Any]) -> tuple:
        return ("arg", (str(ch[0]), ch[1], self._tloc(ch[0])), None)


def _unquote(s: str) -> str:
    body = s[1:-1]
    out, i = [], 0
    esc = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            out.append(esc.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def parse_file(text: str, filename: str = "<rules>") -> m.RuleFile:
    """Parse rule-file text as it is written (syntax and rule shape only; includes not
    followed, definitions not inlined)."""
    try:
        tree = _parser().parse(text)
    except lark.LarkError as e:
        raise _convert(e, filename, text) from None
    _check_shape(tree, filename, text)
    try:
        return _ToModel(filename, text).transform(tree)
    except lark.exceptions.VisitError as e:
        if isinstance(e.orig_exc, HloRulesError):
            raise e.orig_exc from None
        raise
