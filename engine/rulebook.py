"""Rulebook (``*.book``) parser, include loader and name resolver.

Public API:

* :func:`load_book` -- parse a ``.book`` file and the books it includes into a :class:`Book`.
* :func:`parse_book_text` -- the same from text, e.g. a ``book { ... }`` section of a rule
  file, with line/column offsets so error locations point into the enclosing file.
* :func:`resolve_book` -- resolve names against a rule registry and
  return the schedule tree (see :mod:`hlorules.engine.schedule` for the semantics).

Every bad input raises exactly one :class:`~hlorules.base.errors.HloRulesError` carrying
``file:line:col`` and the source line; lark exceptions never escape.
"""

from __future__ import annotations

import difflib
import functools
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token, Transformer, v_args

from hlorules.base.errors import HloRulesError, Location, decode_utf8
from hlorules.base.lark_errors import end_position, terminal_words
from hlorules.base.lark_tables import lalr
from hlorules.base.options import OPTIONS, option_problem
from hlorules.base.search_path import locate, resolve
from hlorules.engine.schedule import (
    DEFAULT_FIXPOINT_MAX,
    DEFAULT_MAX_SWEEPS,
    Book,
    FirstOf,
    NameRef,
    OptionValue,
    Phase,
    PhaseDecl,
    PhaseRef,
    Repeat,
    RuleLike,
    RulesetDecl,
    ScheduleNode,
    Seq,
    SetExpr,
    SetStep,
    SetTerm,
    TagRef,
    Toggle,
    UntilFixpoint,
)
from hlorules.rules import cache

__all__ = ["KEYWORDS", "MAX_BOOK_INT", "MAX_BOOK_NESTING", "load_book", "parse_book_text",
           "resolve_book"]

_GRAMMAR = Path(__file__).with_name("rulebook.lark")
_PARSER_FILES = (__file__, str(Path(__file__).with_name("schedule.py")), str(_GRAMMAR))
"""The source of the rulebook parser: a cached parse is kept per their bytes."""

KEYWORDS = frozenset(
    [
        "include",
        "set",
        "true",
        "false",
        "ruleset",
        "tag",
        "phase",
        "until",
        "fixpoint",
        "max",
        "once",
        "cap",
        "sweeps",
        "disable",
        "enable",
        "schedule",
        "repeat",
        "first",
    ]
)
"""Reserved words of the rulebook language."""

MAX_BOOK_NESTING = 32
"""How deep a book may nest: each parenthesised rule-set expression and each schedule block
(``repeat``, ``until fixpoint``, ``first`` and its alternatives) opens one level.  Deeper
books are refused at load time ("nested too deep")."""

MAX_BOOK_INT = 2**63 - 1
"""The largest integer a book may write (counts, caps, option values)."""

_NESTING_NODES = frozenset(["set_expr", "block", "alt"])

_ALL = "all"
_TERMINAL_WORDS = {
    "NAME": "a name",
    "INT": "an integer",
    "STRING": "a string",
    "$END": "end of input",
}


@functools.cache
def _parser() -> Lark:
    return lalr(_GRAMMAR)


@functools.cache
def _terminal_words() -> dict[str, str]:
    return terminal_words(_parser(), _TERMINAL_WORDS)


# --------------------------------------------------------------------------- sources


@dataclass(frozen=True)
class _Source:
    """A piece of book text and where it sits in its file."""

    file: str
    text: str
    line_offset: int = 0
    col_offset: int = 0

    def loc(self, line: int, col: int) -> Location:
        """Map a 1-based line/column in :attr:`text` to a file location."""
        if line == 1:
            col += self.col_offset
        return Location(self.file, line + self.line_offset, col)

    def lines(self) -> dict[int, str]:
        """File line number -> line text (the first line padded to its real column)."""
        out: dict[int, str] = {}
        for i, line in enumerate(self.text.splitlines(), start=1):
            if i == 1:
                line = " " * self.col_offset + line
            out[i + self.line_offset] = line
        return out


def _error(message: str, loc: Location, sources: Mapping[str, Mapping[int, str]]) -> HloRulesError:
    return HloRulesError(message, loc, sources.get(loc.file, {}).get(loc.line))


def _word_key(word: str) -> tuple[int, str]:
    if word.startswith("'") and not word[1:2].isalpha():
        return (0, word)  # punctuation first
    if word.startswith("'"):
        return (1, word)  # then keywords
    return (2 if word != "end of input" else 3, word)


def _words(items: Iterable[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` -- punctuation, then keywords, then the rest."""
    items = sorted(set(items), key=_word_key)
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]


def _did_you_mean(name: str, candidates: Iterable[str]) -> str:
    close = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


def _show(text: str, limit: int = 30) -> str:
    text = text if len(text) <= limit else text[: limit - 3] + "..."
    return repr(text) if not text.isprintable() else f"'{text}'"


# --------------------------------------------------------------------------- lark errors


def _tokens_before(text: str, pos: int) -> list[Token]:
    """The last two tokens that start before character ``pos`` (lexing stops at an error)."""
    seen: list[Token] = []
    try:
        for tok in _parser().lex(text):
            if tok.start_pos is not None and tok.start_pos >= pos:
                break
            seen.append(tok)
            del seen[:-2]
    except lark.LarkError:
        pass
    return seen


def _context(prev: list[Token]) -> str:
    if not prev:
        return " at start of input"
    last = prev[-1]
    before = prev[-2].type if len(prev) == 2 else None
    if last.type == "NAME":
        what = {"PHASE": "phase name", "RULESET": "ruleset name", "SET": "option name"}
        if before in what:
            return f" after {what[before]}"
    return f" after {_show(str(last))}"


def _end_position(text: str) -> tuple[int, int]:
    """Line/column just past the last token (where 'end of input' is reported)."""
    return end_position(_parser(), text)


def _convert_lark_error(err: lark.LarkError, src: _Source, sources: dict) -> HloRulesError:
    if isinstance(err, lark.UnexpectedToken):
        tok = err.token
        words = _terminal_words()
        expected = [words.get(name, name) for name in err.expected]
        if len(expected) > 1:  # ';' is an optional separator: never the helpful suggestion
            expected = [w for w in expected if w != "';'"]
        if tok.type == "$END":
            line, col = _end_position(src.text)
            got = "end of input"
            pos = len(src.text)
        else:
            line, col = tok.line or 1, tok.column or 1
            got = _show(str(tok))
            pos = tok.start_pos if tok.start_pos is not None else len(src.text)
        msg = f"expected {_words(expected)}{_context(_tokens_before(src.text, pos))}, got {got}"
        if str(tok) in KEYWORDS and "NAME" in err.expected:
            msg += f" ('{tok}' is a reserved word)"
        return _error(msg, src.loc(line, col), sources)
    if isinstance(err, lark.UnexpectedCharacters):
        if err.char == '"':
            msg = "unterminated string literal"
        else:
            msg = f"unexpected character {_show(err.char)}"
        return _error(msg, src.loc(err.line, err.column), sources)
    if isinstance(err, lark.UnexpectedEOF):
        line, col = _end_position(src.text)
        expected = [_terminal_words().get(n, n) for n in err.expected]
        return _error(f"expected {_words(expected)}, got end of input", src.loc(line, col), sources)
    return _error(f"cannot parse rulebook: {err}", src.loc(1, 1), sources)


def _check_nesting(tree: lark.Tree, src: _Source, sources: Mapping) -> None:
    """Refuse books nested deeper than MAX_BOOK_NESTING before anything recursive runs."""
    stack: list[tuple[Any, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if not isinstance(node, lark.Tree):
            continue
        if str(node.data) in _NESTING_NODES:
            depth += 1
            if depth > MAX_BOOK_NESTING:
                meta = node.meta
                line, col = (meta.line, meta.column) if not meta.empty else (1, 1)
                raise _error(f"nested too deep: a book nests at most {MAX_BOOK_NESTING} "
                             f"levels of parentheses and schedule blocks", src.loc(line, col),
                             sources)
        stack.extend((c, depth) for c in reversed(node.children))


# --------------------------------------------------------------------------- transformer


@dataclass(frozen=True)
class _Include:
    target: str
    location: Location


@dataclass(frozen=True)
class _Option:
    name: str
    value: OptionValue
    location: Location


@dataclass(frozen=True)
class _ScheduleItem:
    body: Seq
    inline: tuple[PhaseDecl, ...]
    location: Location


@dataclass(frozen=True)
class _Mod:
    kind: str
    value: int | None
    location: Location


_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"'}


def _tok_pos(tok: Token) -> tuple[int, int]:
    """The 1-based line and column of a token the book's lexer made."""
    # lark types them optional (a hand-made Token has none); lexed tokens always carry them
    assert tok.line is not None and tok.column is not None
    return tok.line, tok.column


@v_args(meta=True)
class _BookTransformer(Transformer):
    """Turns the lark tree into model objects; raises HloRulesError for semantic slips."""

    def __init__(self, src: _Source, sources: dict) -> None:
        super().__init__()
        self.src = src
        self.sources = sources
        self.inline: list[PhaseDecl] = []

    # helpers
    def _loc(self, meta: Any) -> Location:
        return self.src.loc(meta.line, meta.column)

    def _tloc(self, tok: Token) -> Location:
        line, col = _tok_pos(tok)
        return self.src.loc(line, col)

    def _fail(self, message: str, loc: Location) -> HloRulesError:
        return _error(message, loc, self.sources)

    def _int(self, tok: Token, what: str, minimum: int | None = 1) -> int:
        digits = str(tok).lstrip("0")
        if len(digits) > len(str(MAX_BOOK_INT)) or int(digits or "0") > MAX_BOOK_INT:
            shown = digits if len(digits) <= 24 else f"{digits[:12]}...({len(digits)} digits)"
            raise self._fail(f"{what} {shown} is too large (at most {MAX_BOOK_INT})",
                             self._tloc(tok))
        value = int(digits or "0")
        if minimum is not None and value < minimum:
            raise self._fail(f"{what} must be at least {minimum}, got {value}", self._tloc(tok))
        return value

    def _string(self, tok: Token) -> str:
        body = str(tok)[1:-1]
        out: list[str] = []
        i = 0
        while i < len(body):
            ch = body[i]
            if ch == "\\":
                esc = body[i + 1]
                if esc not in _ESCAPES:
                    line, col = _tok_pos(tok)
                    loc = self.src.loc(line, col + 1 + i)
                    raise self._fail(f"unknown escape '\\{esc}' in string", loc)
                out.append(_ESCAPES[esc])
                i += 2
            else:
                out.append(ch)
                i += 1
        return "".join(out)

    # top level
    def start(self, meta: Any, children: list) -> list:
        return children

    def include(self, meta: Any, children: list) -> _Include:
        (tok,) = children
        return _Include(self._string(tok), self._tloc(tok))

    def option(self, meta: Any, children: list) -> _Option:
        name, (value, value_loc) = children
        problem = option_problem(str(name), value)
        if problem is not None:
            known = str(name) in OPTIONS
            raise self._fail(problem, value_loc if known else self._tloc(name))
        return _Option(str(name), value, self._tloc(name))

    def int_value(self, meta: Any, children: list) -> tuple[int, Location]:
        return self._int(children[0], "integer", minimum=None), self._loc(meta)

    def neg_int_value(self, meta: Any, children: list) -> tuple[int, Location]:
        return -self._int(children[0], "integer", minimum=None), self._loc(meta)

    def string_value(self, meta: Any, children: list) -> tuple[str, Location]:
        return self._string(children[0]), self._loc(meta)

    def true_value(self, meta: Any, children: list) -> tuple[bool, Location]:
        return True, self._loc(meta)

    def false_value(self, meta: Any, children: list) -> tuple[bool, Location]:
        return False, self._loc(meta)

    def ruleset(self, meta: Any, children: list) -> RulesetDecl:
        name, body = children
        if str(name) == _ALL:
            raise self._fail(
                "ruleset name 'all' is reserved (it means every rule)", self._tloc(name)
            )
        return RulesetDecl(str(name), body, self._tloc(name))

    # rule-set expressions
    def set_expr(self, meta: Any, children: list) -> SetExpr:
        steps = [SetStep("+", children[0])]
        for op, term in zip(children[1::2], children[2::2]):
            steps.append(SetStep(op, term))
        return SetExpr(tuple(steps), self._loc(meta))

    def union_op(self, meta: Any, children: list) -> str:
        return "+"

    def minus_op(self, meta: Any, children: list) -> str:
        return "-"

    def name_ref(self, meta: Any, children: list) -> NameRef:
        (tok,) = children
        return NameRef(str(tok), self._tloc(tok))

    def tag_ref(self, meta: Any, children: list) -> TagRef:
        (tok,) = children
        return TagRef(str(tok), self._tloc(tok))

    # toggles
    def _toggles(self, children: list, enabled: bool) -> list[Toggle]:
        return [Toggle(str(t), enabled, self._tloc(t)) for t in children]

    def disable(self, meta: Any, children: list) -> list[Toggle]:
        return self._toggles(children, False)

    def enable(self, meta: Any, children: list) -> list[Toggle]:
        return self._toggles(children, True)

    # phases
    def max_clause(self, meta: Any, children: list) -> int:
        return self._int(children[0], "max")

    def until_mod(self, meta: Any, children: list) -> _Mod:
        value = children[0] if children else None
        return _Mod("until fixpoint", value, self._loc(meta))

    def once_mod(self, meta: Any, children: list) -> _Mod:
        return _Mod("once", None, self._loc(meta))

    def cap_mod(self, meta: Any, children: list) -> _Mod:
        return _Mod("cap", self._int(children[0], "cap"), self._loc(meta))

    def sweeps_mod(self, meta: Any, children: list) -> _Mod:
        return _Mod("sweeps", self._int(children[0], "sweeps"), self._loc(meta))

    def phase(self, meta: Any, children: list) -> PhaseDecl:
        name, *mods, body = children
        seen: dict[str, _Mod] = {}
        for mod in mods:
            if mod.kind in seen:
                raise self._fail(f"duplicate '{mod.kind}' in phase '{name}'", mod.location)
            seen[mod.kind] = mod
        if "once" in seen and "until fixpoint" in seen:
            later = max(
                seen["once"],
                seen["until fixpoint"],
                key=lambda m: (m.location.line, m.location.col),
            )
            raise self._fail(
                f"phase '{name}' cannot be both 'once' and 'until fixpoint'", later.location
            )
        if "once" in seen and "sweeps" in seen:
            later = max(
                seen["once"], seen["sweeps"], key=lambda m: (m.location.line, m.location.col)
            )
            raise self._fail(f"phase '{name}' cannot be both 'once' and 'sweeps'", later.location)
        if "until fixpoint" in seen and "sweeps" in seen:
            raise self._fail(
                f"phase '{name}': give the sweep limit as 'until fixpoint (max N)', not 'sweeps'",
                seen["sweeps"].location,
            )
        until = "until fixpoint" in seen
        once = "once" in seen
        if once:
            max_sweeps = 1
        elif until:
            max_sweeps = seen["until fixpoint"].value or DEFAULT_FIXPOINT_MAX
        elif "sweeps" in seen:
            max_sweeps = seen["sweeps"].value or DEFAULT_MAX_SWEEPS
        else:
            max_sweeps = DEFAULT_MAX_SWEEPS
        cap = seen["cap"].value if "cap" in seen else None
        return PhaseDecl(str(name), body, until, max_sweeps, cap, once, self._tloc(name))

    # schedules
    def _seq_of(self, meta: Any, children: list) -> Seq:
        items: list[ScheduleNode] = []
        for child in children:
            if isinstance(child, Token):  # ';'
                continue
            if isinstance(child, PhaseDecl):
                self.inline.append(child)
                child = PhaseRef(child.name, child.location)
            items.append(child)
        return Seq(tuple(items), self._loc(meta))

    def block(self, meta: Any, children: list) -> Seq:
        return self._seq_of(meta, children)

    def alt(self, meta: Any, children: list) -> Seq:
        return self._seq_of(meta, children)

    def phase_ref(self, meta: Any, children: list) -> PhaseRef:
        (tok,) = children
        return PhaseRef(str(tok), self._tloc(tok))

    def repeat(self, meta: Any, children: list) -> Repeat:
        count, body = children
        return Repeat(self._int(count, "repeat count"), body, self._loc(meta))

    def until(self, meta: Any, children: list) -> UntilFixpoint:
        if len(children) == 2:
            max_iters, body = children
        else:
            max_iters, body = DEFAULT_FIXPOINT_MAX, children[0]
        return UntilFixpoint(body, max_iters, self._loc(meta))

    def first(self, meta: Any, children: list) -> FirstOf:
        return FirstOf(tuple(children), self._loc(meta))

    def schedule(self, meta: Any, children: list) -> _ScheduleItem:
        (body,) = children
        inline, self.inline = tuple(self.inline), []
        return _ScheduleItem(body, inline, self._loc(meta))


# --------------------------------------------------------------------------- loader


class _Loader:
    """Loads books, following includes; detects include cycles; loads each book once."""

    def __init__(self) -> None:
        self.stack: list[tuple[Path, str]] = []
        self.cache: dict[Path, Book] = {}

    def load_file(self, display: str, at: Location | None, sources: Mapping) -> Book:
        def fail(message: str) -> HloRulesError:
            loc = at if at is not None else Location(display, 1, 1)
            return _error(message, loc, sources)

        path = Path(display)
        try:
            key = path.resolve()
        except (OSError, RuntimeError, ValueError) as exc:
            raise fail(f"cannot read book {_show(display, 200)}: {exc}") from None
        for i, (k, _) in enumerate(self.stack):
            if k == key:
                chain = [d for _, d in self.stack[i:]] + [display]
                raise fail("cyclic include: " + " -> ".join(chain))
        if key in self.cache:
            return self.cache[key]
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise fail(f"cannot find book {_show(display, 200)}") from None
        except (OSError, ValueError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise fail(f"cannot read book {_show(display, 200)}: {reason}") from None
        text = decode_utf8(data, display)
        self.stack.append((key, display))
        try:
            book = self.parse(_Source(display, text), path.parent, cacheable=True)
        finally:
            self.stack.pop()
        self.cache[key] = book
        return book

    def parse(self, src: _Source, base_dir: Path, cacheable: bool = False) -> Book:
        """The book of ``src``; with ``cacheable`` (a whole file), its parse is kept on disk
        (rules/cache.py), as it depends on the text and file name only."""
        sources: dict[str, dict[int, str]] = {src.file: src.lines()}
        if cacheable:
            items = cache.load_book_items(src.text, src.file, _PARSER_FILES)
            if items is not None:
                return self._build(src, base_dir, items, sources)
        items = self._parse_items(src, sources)
        if cacheable:
            cache.store_book_items(src.text, src.file, cache.pickled(items), _PARSER_FILES)
        return self._build(src, base_dir, items, sources)

    def _parse_items(self, src: _Source, sources: dict[str, dict[int, str]]) -> list:
        start = src.loc(1, 1)
        try:
            tree = _parser().parse(src.text)
        except lark.LarkError as exc:
            raise _convert_lark_error(exc, src, sources) from None
        except RecursionError:
            raise _error("rulebook is nested too deeply", start, sources) from None
        _check_nesting(tree, src, sources)
        try:
            items = _BookTransformer(src, sources).transform(tree)
        except lark.exceptions.VisitError as exc:
            if isinstance(exc.orig_exc, HloRulesError):
                raise exc.orig_exc from None
            if isinstance(exc.orig_exc, RecursionError):
                raise _error("rulebook is nested too deeply", start, sources) from None
            raise
        except RecursionError:
            raise _error("rulebook is nested too deeply", start, sources) from None
        return items  # type: ignore[no-any-return]

    def _build(self, src: _Source, base_dir: Path, items: list, sources: dict) -> Book:
        book = Book(file=src.file, sources=sources)
        own_options: dict[str, _Option] = {}
        own_toggles: list[Toggle] = []
        included_options: dict[str, OptionValue] = {}
        included_toggles: list[Toggle] = []
        own_phases: list[str] = []
        schedule: _ScheduleItem | None = None

        def fail(message: str, loc: Location) -> HloRulesError:
            return _error(message, loc, book.sources)

        def add_phase(decl: PhaseDecl) -> None:
            old = book.phases.get(decl.name)
            if old is decl:
                return
            if old is not None:
                assert decl.location is not None  # the transformer locates every declaration
                raise fail(
                    f"duplicate phase '{decl.name}' (first declared at {old.location})",
                    decl.location,
                )
            book.phases[decl.name] = decl

        def add_ruleset(decl: RulesetDecl) -> None:
            old = book.rulesets.get(decl.name)
            if old is decl:
                return
            if old is not None:
                assert decl.location is not None  # the transformer locates every declaration
                raise fail(
                    f"duplicate ruleset '{decl.name}' (first declared at {old.location})",
                    decl.location,
                )
            book.rulesets[decl.name] = decl

        def add_rule_file(path: Path) -> None:
            if path not in book.rule_files:
                book.rule_files.append(path)

        for item in items:
            if isinstance(item, _Include):
                suffix = Path(item.target).suffix
                if suffix == ".rules":

                    found = locate(item.target, suffix, base_dir) if item.target else None
                    rule_file = found if found is not None else Path(base_dir, item.target)
                    book.rule_file_sites.setdefault(rule_file, (item.target, item.location))
                    add_rule_file(rule_file)
                elif suffix == ".book":

                    at = item.location
                    target = os.fspath(resolve(item.target, suffix, base_dir=base_dir,
                                               location=at, source_line=book.source_line(at)))
                    sub = self.load_file(target, item.location, book.sources)
                    book.includes.append(Path(target))
                    book.sources.update(sub.sources)
                    for f in sub.rule_files:
                        book.rule_file_sites.setdefault(f, sub.rule_file_sites[f])
                        add_rule_file(f)
                    for rs in sub.rulesets.values():
                        add_ruleset(rs)
                    for ph in sub.phases.values():
                        add_phase(ph)
                    included_options.update(sub.options)
                    included_toggles.extend(sub.toggles)
                else:
                    raise fail(
                        f"cannot include '{item.target}': expected a .rules or .book file",
                        item.location,
                    )
            elif isinstance(item, _Option):
                if item.name in own_options:
                    first = own_options[item.name].location
                    raise fail(
                        f"option '{item.name}' is set twice (first at {first})", item.location
                    )
                own_options[item.name] = item
            elif isinstance(item, RulesetDecl):
                add_ruleset(item)
            elif isinstance(item, PhaseDecl):
                add_phase(item)
                own_phases.append(item.name)
            elif isinstance(item, list):
                own_toggles.extend(item)
            elif isinstance(item, _ScheduleItem):
                if schedule is not None:
                    raise fail(f"duplicate schedule (first at {schedule.location})", item.location)
                schedule = item
                for decl in item.inline:
                    add_phase(decl)

        book.options = {**included_options, **{k: v.value for k, v in own_options.items()}}
        book.toggles = included_toggles + own_toggles
        for toggle in book.toggles:
            if toggle.enabled:
                book.disabled.discard(toggle.name)
            else:
                book.disabled.add(toggle.name)
        if schedule is not None:
            book.schedule = schedule.body
            book.has_schedule = True
        else:
            refs = tuple(PhaseRef(n, book.phases[n].location) for n in own_phases)
            book.schedule = Seq(refs, src.loc(1, 1))
        return book


def load_book(path: str | os.PathLike[str]) -> Book:
    """Parse the rulebook at ``path`` and every book it includes (recursively).

    ``include "x.rules"`` paths are recorded in ``Book.rule_files`` (relative to the including
    book's folder) but not opened.  Raises a located HloRulesError on any bad input,
    including a missing or cyclic include.
    """

    return _Loader().load_file(os.fspath(resolve(path, ".book")), None, {})


def parse_book_text(
    text: str,
    file: str = "<book>",
    *,
    base_dir: str | os.PathLike[str] | None = None,
    line_offset: int = 0,
    col_offset: int = 0,
) -> Book:
    """Parse rulebook ``text`` as if it sat in ``file`` (e.g. a ``book { ... }`` section).

    ``line_offset`` is the number of lines of ``file`` before the text's first line and
    ``col_offset`` the number of characters before it on that line, so locations point
    into ``file``.  Includes are relative to ``base_dir`` (default: ``file``'s folder).
    """
    base = Path(base_dir) if base_dir is not None else Path(file).parent
    loader = _Loader()
    src = _Source(file, text, line_offset, col_offset)
    if file.endswith(".book"):
        try:
            loader.stack.append((Path(file).resolve(), file))
        except (OSError, RuntimeError, ValueError):
            pass
    return loader.parse(src, base)


# --------------------------------------------------------------------------- resolver


class _Resolver:
    """Resolves a Book's names against a rule registry."""

    def __init__(self, book: Book, rules: Mapping[str, RuleLike],
                 unmatched: list[str] | None = None) -> None:
        self.book = book
        self.rules = rules
        # given a list: the rules are not the book's own, and a name or tag they lack
        # selects nothing (said here) instead of failing
        self.unmatched = unmatched
        self.by_tag: dict[str, list[str]] = {}
        for name, rule in rules.items():
            for tag in sorted(rule.tags):
                self.by_tag.setdefault(tag, []).append(name)
        self.ruleset_memo: dict[str, dict[str, None]] = {}
        self.phase_memo: dict[str, Phase] = {}

    def fail(self, message: str, loc: Location | None) -> HloRulesError:
        loc = loc if loc is not None else Location(self.book.file, 1, 1)
        return HloRulesError(message, loc, self.book.source_line(loc))

    def run(self) -> Seq:
        for decl in self.book.rulesets.values():
            if decl.name in self.rules:
                raise self.fail(
                    f"ruleset '{decl.name}' has the same name as a rule; rename the ruleset",
                    decl.location,
                )
        for toggle in self.book.toggles:
            if toggle.name not in self.rules and self.unmatched is not None:
                self.note(f"rule '{toggle.name}'", toggle.location)
                continue
            if toggle.name not in self.rules:
                verb = "enable" if toggle.enabled else "disable"
                hint = _did_you_mean(toggle.name, self.rules)
                raise self.fail(
                    f"cannot {verb} unknown rule '{toggle.name}'{hint}", toggle.location
                )
        for decl in self.book.rulesets.values():
            self.ruleset(decl, [])
        for name in self.book.phases:
            self.phase(name, None)
        result = self.node(self.book.schedule)
        assert isinstance(result, Seq)
        return result

    def note(self, what: str, loc: Location | None) -> None:
        assert self.unmatched is not None
        where = f"{loc.file}:{loc.line}:{loc.col}: " if loc is not None else ""
        said = f"{where}{what} names no rule of the given rule files: it selects none"
        if said not in self.unmatched:
            self.unmatched.append(said)

    def ruleset(self, decl: RulesetDecl, active: list[str]) -> dict[str, None]:
        if decl.name not in self.ruleset_memo:
            self.ruleset_memo[decl.name] = self.expr(decl.body, [*active, decl.name])
        return self.ruleset_memo[decl.name]

    def expr(self, expr: SetExpr, active: list[str]) -> dict[str, None]:
        out: dict[str, None] = {}
        for step in expr.steps:
            names = self.term(step.term, active)
            if step.op == "+":
                out.update(dict.fromkeys(names))
            else:
                for n in names:
                    out.pop(n, None)
        return out

    def term(self, term: SetTerm, active: list[str]) -> Iterable[str]:
        if isinstance(term, SetExpr):
            return self.expr(term, active)
        if isinstance(term, TagRef):
            if term.tag not in self.by_tag and self.unmatched is not None:
                self.note(f"tag '{term.tag}'", term.location)
                return ()
            if term.tag not in self.by_tag:
                hint = _did_you_mean(term.tag, self.by_tag)
                raise self.fail(f"unknown tag '{term.tag}' (no rule has it){hint}", term.location)
            return self.by_tag[term.tag]
        name = term.name
        decl = self.book.rulesets.get(name)
        if decl is not None:
            if name in active:
                chain = active[active.index(name) :] + [name]
                raise self.fail("cyclic ruleset: " + " -> ".join(chain), term.location)
            return self.ruleset(decl, active)
        if name in self.rules:
            return (name,)
        if name == _ALL:
            return tuple(self.rules)
        if self.unmatched is not None:
            self.note(f"rule '{name}'", term.location)
            return ()
        hint = _did_you_mean(name, [*self.rules, *self.book.rulesets])
        raise self.fail(f"unknown rule or ruleset '{name}'{hint}", term.location)

    def phase(self, name: str, ref_loc: Location | None) -> Phase:
        if name in self.phase_memo:
            return self.phase_memo[name]
        decl = self.book.phases.get(name)
        if decl is None:
            hint = _did_you_mean(name, self.book.phases)
            raise self.fail(f"unknown phase '{name}'{hint}", ref_loc)
        approx = self.book.options.get("approx", False)
        names = [n for n in self.expr(decl.body, []) if n not in self.book.disabled
                 and (approx or getattr(self.rules[n], "approx", None) is None)]
        phase = Phase(
            decl.name,
            tuple(self.rules[n] for n in names),
            decl.until_fixpoint,
            decl.max_sweeps,
            decl.rewrite_cap,
            decl.once,
            decl.location,
        )
        self.phase_memo[name] = phase
        return phase

    def node(self, node: ScheduleNode) -> ScheduleNode:
        if isinstance(node, PhaseRef):
            return self.phase(node.name, node.location)
        if isinstance(node, Seq):
            return Seq(tuple(self.node(i) for i in node.items), node.location)
        if isinstance(node, Repeat):
            return Repeat(node.n, self.seq(node.body), node.location)
        if isinstance(node, UntilFixpoint):
            return UntilFixpoint(self.seq(node.body), node.max_iters, node.location)
        if isinstance(node, FirstOf):
            return FirstOf(tuple(self.seq(a) for a in node.alternatives), node.location)
        if isinstance(node, Phase):
            return node
        raise TypeError(f"not a schedule node: {node!r}")

    def seq(self, node: Seq) -> Seq:
        result = self.node(node)
        assert isinstance(result, Seq)
        return result


def resolve_book(book: Book, rules: Mapping[str, RuleLike],
                 unmatched: list[str] | None = None) -> Seq:
    """Resolve ``book`` against ``rules`` (rule name -> rule) into a schedule tree.

    ``tag(x)`` and ``all`` select rules in the registry's iteration order; disabled rules,
    and approximate rules (``approx ulp N``) unless the book sets ``approx = true``, are
    dropped from every phase.  Every declared phase is resolved (used or not), so a
    bad reference anywhere in the book is reported.  Raises a located HloRulesError for an
    unknown rule, tag, ruleset or phase (with a did-you-mean hint), a cyclic ruleset, or a
    ruleset named like a rule. Given ``unmatched`` (a list: ``rules`` are not the book's
    own rule files), a rule name or tag that ``rules`` lack selects no rule instead, and a
    located line saying so is appended to it.
    """
    resolver = _Resolver(book, rules, unmatched)
    try:
        return resolver.run()
    except RecursionError:
        raise resolver.fail("rulebook is nested too deeply", None) from None
