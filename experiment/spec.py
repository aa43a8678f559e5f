"""Experiment specs (``*.spec``): parse into a typed :class:`Spec`, with located errors.

A spec names a corpus, a base rulebook and a list of *variants*; each variant is a list of
:class:`Edit` s applied, in order, to the base :class:`~hlorules.engine.schedule.Book` before
it is resolved (see :mod:`hlorules.experiment.variants`).  The language is in the
rulebooks' lexical family (``#`` comments, braces, optional ``;``); ``docs/experiments.md``
describes every statement.  Every bad input raises one
:class:`~hlorules.base.errors.HloRulesError` with ``file:line:col`` and a caret line.
"""

from __future__ import annotations

import difflib
import functools
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token, Transformer, v_args

from hlorules.base.errors import HloRulesError, Location, located
from hlorules.base.lark_errors import terminal_words
from hlorules.base.lark_tables import lalr
from hlorules.base.search_path import is_file, locate, resolve

__all__ = ["KEYWORDS", "Corpus", "Edit", "Spec", "Variant", "load_spec", "parse_spec_text"]

_GRAMMAR = Path(__file__).with_name("spec.lark")

KEYWORDS = frozenset(
    ["experiment", "corpus", "python", "mlir", "base", "rules", "seed", "repeats", "inputs", "variant", "random", "remove", "from", "add", "to", "move", "repeat", "of", "order", "shuffle", "phases", "in", "disable", "enable", "cap", "none", "sweeps", "tag", "propagate"]
)
"""Reserved words of the spec language."""

DEFAULT_REPEATS = 5
DEFAULT_INPUTS = 3

EDIT_KINDS = ("remove", "remove_rules", "add", "move", "repeat", "order", "shuffle_phases",
              "shuffle_rules", "disable", "enable", "cap", "sweeps")


@dataclass(frozen=True)
class Edit:
    """One change to the base book.

    ``kind`` is one of :data:`EDIT_KINDS`; ``names`` the phases or rule selectors it names
    (a selector is a rule/ruleset name, ``tag(x)`` or ``propagate(up|down)``); ``target`` the
    phase it applies to (``to P``, ``from P``, ``of P``, ``cap P``), ``value`` its number
    (``None`` in ``cap P none``).  ``text`` is the edit as written, for the metadata.
    """

    kind: str
    names: tuple[str, ...] = ()
    target: str | None = None
    value: int | None = None
    text: str = ""
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Variant:
    """A named ordering: the base book with ``edits`` applied (``random`` marks seeded ones)."""

    name: str
    edits: tuple[Edit, ...]
    random: bool = False
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Corpus:
    """``kind`` ``python`` (``module:ATTR`` or ``file.py:ATTR``) or ``mlir`` (globs)."""

    kind: str
    sources: tuple[str, ...]
    location: Location | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Spec:
    """A parsed experiment.  Paths (``base``, ``rule_files``, MLIR globs, ``.py`` corpus
    files) are relative to :attr:`base_dir`, the spec's folder."""

    name: str
    file: str
    text: str
    base_dir: str
    corpora: tuple[Corpus, ...]
    base: str
    base_location: Location | None
    rule_files: tuple[str, ...] = ()
    seed: int = 0
    repeats: int = DEFAULT_REPEATS
    inputs: int = DEFAULT_INPUTS
    variants: tuple[Variant, ...] = ()
    root: str = ""
    """Where a worker materialised the spec's files (``experiment/bundle.py``): every path
    resolves under this folder, mirroring its absolute path; empty: the file system as is."""

    def path(self, rel: str) -> Path:
        """``rel`` relative to the spec's folder (absolute paths are kept), under
        :attr:`root` when a worker runs the spec from a bundle."""
        p = os.path.normpath(os.path.join(self.base_dir, rel))
        return Path(self.root + p) if self.root else Path(p)

    def variant(self, name: str) -> Variant:
        for v in self.variants:
            if v.name == name:
                return v
        raise KeyError(name)

    def source_line(self, loc: Location | None) -> str | None:
        if loc is None:
            return None
        lines = self.text.splitlines()
        return lines[loc.line - 1] if 1 <= loc.line <= len(lines) else None

    def error(self, message: str, loc: Location | None) -> HloRulesError:
        """A located error pointing into this spec (at its first line when ``loc`` is None)."""
        loc = loc or Location(self.file, 1, 1)
        return HloRulesError(message, loc, self.source_line(loc))


# --------------------------------------------------------------------------- parser


@functools.cache
def _parser() -> Lark:
    return lalr(_GRAMMAR)


_WORDS = {"NAME": "a name", "INT": "an integer", "STRING": "a string", "$END": "end of input",
          "NONE": "'none'"}


@functools.cache
def _terminal_words() -> dict[str, str]:
    return terminal_words(_parser(), _WORDS)


def _words(items: list[str]) -> str:
    items = sorted(set(items), key=lambda w: (not w.startswith("'") or w[1:2].isalpha(),
                                              w.startswith("'"), w))
    if len(items) <= 1:
        return items[0] if items else "nothing"
    return ", ".join(items[:-1]) + " or " + items[-1]


def _convert(err: lark.LarkError, file: str, text: str) -> HloRulesError:
    if isinstance(err, lark.UnexpectedToken):
        tok = err.token
        words = _terminal_words()
        expected = [words.get(n, n) for n in err.expected]
        if len(expected) > 1:
            expected = [w for w in expected if w != "';'"]
        if tok.type == "$END":
            lines = text.rstrip().splitlines() or [""]
            line, col, got = len(lines), len(lines[-1]) + 1, "end of input"
        else:
            line, col, got = tok.line or 1, tok.column or 1, f"'{tok}'"
        msg = f"expected {_words(expected)}, got {got}"
        if str(tok) in KEYWORDS and "NAME" in err.expected:
            msg += f" ('{tok}' is a reserved word)"
        return located(msg, file, text, line, col)
    if isinstance(err, lark.UnexpectedCharacters):
        msg = "unterminated string literal" if err.char == '"' else \
            f"unexpected character '{err.char}'"
        return located(msg, file, text, err.line, err.column)
    return located(f"cannot parse experiment spec: {err}", file, text, 1, 1)


@v_args(meta=True)
class _SpecTransformer(Transformer):
    def __init__(self, file: str, text: str) -> None:
        super().__init__()
        self.file = file
        self.text = text

    def _loc(self, meta: Any) -> Location:
        return Location(self.file, meta.line, meta.column)

    def _tloc(self, tok: Token) -> Location:
        return Location(self.file, tok.line or 1, tok.column or 1)

    def _fail(self, message: str, loc: Location) -> HloRulesError:
        return located(message, loc.file, self.text, loc.line, loc.col)

    def _src(self, meta: Any) -> str:
        return " ".join(self.text[meta.start_pos:meta.end_pos].split())

    def _int(self, tok: Token, what: str, minimum: int = 0) -> int:
        value = int(tok)
        if value < minimum:
            raise self._fail(f"{what} must be at least {minimum}, got {value}", self._tloc(tok))
        return value

    def _string(self, tok: Token) -> str:
        body, out, i = str(tok)[1:-1], [], 0
        while i < len(body):
            if body[i] == "\\" and i + 1 < len(body):
                out.append({"n": "\n", "t": "\t"}.get(body[i + 1], body[i + 1]))
                i += 2
            else:
                out.append(body[i])
                i += 1
        return "".join(out)

    # statements: (kind, payload, location)
    def start(self, meta: Any, ch: list) -> tuple:
        name, *items = ch
        return str(name), self._tloc(name), [c for c in items if not isinstance(c, Token)]

    def corpus_python(self, meta: Any, ch: list) -> tuple:
        return ("corpus", Corpus("python", tuple(self._string(t) for t in ch), self._loc(meta)),
                self._loc(meta))

    def corpus_mlir(self, meta: Any, ch: list) -> tuple:
        return ("corpus", Corpus("mlir", tuple(self._string(t) for t in ch), self._loc(meta)),
                self._loc(meta))

    def base(self, meta: Any, ch: list) -> tuple:
        return ("base", self._string(ch[0]), self._tloc(ch[0]))

    def rules(self, meta: Any, ch: list) -> tuple:
        return ("rules", tuple(self._string(t) for t in ch), self._loc(meta))

    def seed(self, meta: Any, ch: list) -> tuple:
        return ("seed", self._int(ch[0], "seed"), self._loc(meta))

    def repeats(self, meta: Any, ch: list) -> tuple:
        return ("repeats", self._int(ch[0], "repeats", 1), self._loc(meta))

    def inputs(self, meta: Any, ch: list) -> tuple:
        return ("inputs", self._int(ch[0], "inputs", 0), self._loc(meta))

    def variant(self, meta: Any, ch: list) -> tuple:
        name, *edits = ch
        edits = [e for e in edits if isinstance(e, Edit)]
        return ("variant", Variant(str(name), tuple(edits), False, self._tloc(name)),
                self._tloc(name))

    def random(self, meta: Any, ch: list) -> tuple:
        count, *edits = ch
        edits = [e for e in edits if isinstance(e, Edit)]
        n = self._int(count, "random count", 1)
        return ("random", (n, tuple(edits)), self._loc(meta))

    # selectors
    def sel_name(self, meta: Any, ch: list) -> Token:
        return ch[0]

    def sel_tag(self, meta: Any, ch: list) -> Token:
        return Token("SEL", f"tag({ch[0]})", line=meta.line, column=meta.column)

    def sel_propagate(self, meta: Any, ch: list) -> Token:
        if str(ch[0]) not in ("up", "down"):
            raise self._fail(f"propagate must be 'up' or 'down', not '{ch[0]}'", self._tloc(ch[0]))
        return Token("SEL", f"propagate({ch[0]})", line=meta.line, column=meta.column)

    def from_clause(self, meta: Any, ch: list) -> tuple:
        return ("from", ch[0])

    # edits
    def _edit(self, meta: Any, kind: str, names: list, target: Any = None,
              value: int | None = None) -> Edit:
        return Edit(kind, tuple(str(n) for n in names), str(target) if target else None, value,
                    self._src(meta), self._loc(meta))

    def remove(self, meta: Any, ch: list) -> Edit:
        if ch and isinstance(ch[-1], tuple):
            return self._edit(meta, "remove_rules", ch[:-1], ch[-1][1])
        for tok in ch:
            if tok.type == "SEL":
                raise self._fail(f"'{tok}' selects rules: write 'remove {tok} from PHASE'",
                                 self._tloc(tok))
        return self._edit(meta, "remove", ch)

    def add_rules(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "add", ch[:-1], ch[-1])

    def move_rules(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "move", ch[:-1], ch[-1])

    def repeat(self, meta: Any, ch: list) -> Edit:
        n = self._int(ch[0], "repeat count", 1)
        return self._edit(meta, "repeat", [], ch[1] if len(ch) > 1 else None, n)

    def order(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "order", ch)

    def shuffle_phases(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "shuffle_phases", [])

    def shuffle_some(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "shuffle_phases", ch)

    def shuffle_rules(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "shuffle_rules", ch)

    def disable(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "disable", ch)

    def enable(self, meta: Any, ch: list) -> Edit:
        return self._edit(meta, "enable", ch)

    def cap(self, meta: Any, ch: list) -> Edit:
        *target, value = ch
        n = None if value.type == "NONE" else self._int(value, "cap", 1)
        return self._edit(meta, "cap", [], target[0] if target else None, n)

    def sweeps(self, meta: Any, ch: list) -> Edit:
        *target, value = ch
        return self._edit(meta, "sweeps", [], target[0] if target else None,
                          self._int(value, "sweeps", 1))


def parse_spec_text(text: str, file: str = "<spec>", base_dir: str | os.PathLike[str] | None
                    = None) -> Spec:
    """Parse spec ``text`` as if it were the file ``file`` (paths relative to ``base_dir``,
    default ``file``'s folder).  Raises a located HloRulesError on any bad input."""
    base_dir = os.fspath(base_dir) if base_dir is not None else os.path.dirname(file) or "."
    try:
        tree = _parser().parse(text)
    except lark.LarkError as e:
        raise _convert(e, file, text) from None
    try:
        name, name_loc, items = _SpecTransformer(file, text).transform(tree)
    except lark.exceptions.VisitError as e:
        if isinstance(e.orig_exc, HloRulesError):
            raise e.orig_exc from None
        raise

    def fail(message: str, loc: Location) -> HloRulesError:
        return located(message, loc.file, text, loc.line, loc.col)

    corpora: list[Corpus] = []
    single: dict[str, tuple[Any, Location]] = {}
    variants: list[Variant] = []
    seen_variants: dict[str, Location] = {}
    randoms: list[tuple[int, tuple[Edit, ...], Location]] = []
    for kind, payload, loc in items:
        if kind == "corpus":
            corpora.append(payload)
        elif kind == "variant":
            if payload.name in seen_variants:
                raise fail(f"duplicate variant '{payload.name}' (first at "
                           f"{seen_variants[payload.name]})", loc)
            if payload.name == "original":
                raise fail("variant name 'original' is reserved (the unrewritten program)", loc)
            seen_variants[payload.name] = loc
            variants.append(payload)
        elif kind == "random":
            randoms.append((*payload, loc))
        else:
            if kind in single:
                raise fail(f"'{kind}' is given twice (first at {single[kind][1]})", loc)
            single[kind] = (payload, loc)
    k = 0
    for n, edits, loc in randoms:
        for _ in range(n):
            k += 1
            vname = f"random_{k}"
            if vname in seen_variants:
                raise fail(f"random variant '{vname}' clashes with a variant of that name", loc)
            seen_variants[vname] = loc
            variants.append(Variant(vname, edits, True, loc))
    where = Location(file, name_loc.line, name_loc.col)
    if not corpora:
        raise fail(f"experiment '{name}' has no corpus (corpus python \"module:ATTR\" or "
                   "corpus mlir \"*.mlir\")", where)
    if "base" not in single:
        raise fail(f"experiment '{name}' has no base rulebook (base \"path.book\")", where)
    if not variants:
        raise fail(f"experiment '{name}' has no variants (variant baseline {{}})", where)
    base, base_loc = single["base"]
    return Spec(
        name=name, file=file, text=text, base_dir=base_dir, corpora=tuple(corpora),
        base=_named(base, ".book", base_dir), base_location=base_loc,
        rule_files=tuple(_named(f, ".rules", base_dir) for f in single.get("rules", ((), None))[0]),
        seed=single.get("seed", (0, None))[0],
        repeats=single.get("repeats", (DEFAULT_REPEATS, None))[0],
        inputs=single.get("inputs", (DEFAULT_INPUTS, None))[0],
        variants=tuple(variants),
    )


def _named(rel: str, suffix: str, base_dir: str) -> str:
    """A spec's ``base`` or ``rules`` name: as written when it is a file beside the spec (or
    found nowhere, reported when used), else the search path's file for it, absolute."""

    if is_file(os.path.join(base_dir, rel)):
        return rel
    found = locate(rel, suffix, base_dir)
    return os.path.abspath(found) if found is not None and is_file(found) else rel


def load_spec(path: str | os.PathLike[str]) -> Spec:
    """Read and parse the spec file at ``path`` (its paths are relative to its folder, and a
    bare ``base`` or ``rules`` name not beside it is found on the search path); a bare name
    (``seed_orderings``) is found on the search path (hlorules/base/search_path.py)."""

    p = resolve(path, ".spec")
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise HloRulesError(f"cannot read experiment spec '{p}': {e}") from None
    return parse_spec_text(text, str(p), p.parent)


def did_you_mean(name: str, candidates: list[str] | set[str] | tuple[str, ...]) -> str:
    """``; did you mean 'x'?`` for the closest candidate, or the empty string."""
    close = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""
