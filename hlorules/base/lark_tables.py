"""hlorules' LALR parsers, with their parse tables shipped beside each grammar.

Building lark's LALR tables for the rule-file grammar costs about a quarter of a second of
CPU, in every process that parses a rule file. :func:`lalr` loads them instead from
``<grammar>.tables`` (the grammar's file name with that suffix, shipped as package data)
when that file was written from the same grammar text, with the same options and the same
lark version; otherwise it builds them from the grammar, as lark does. A missing, stale or
unreadable tables file is never an error, only slower. The file holds data only (lists,
dicts, strings and numbers, in :mod:`marshal`'s format), never code or pickles.

Regenerate the shipped tables after editing a grammar (a test fails while they are stale)::

    python -m hlorules.base.lark_tables
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
from pathlib import Path
from typing import Any

import lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

__all__ = ["GRAMMARS", "OPTIONS", "lalr", "tables_key", "tables_path", "write_tables"]

_ROOT = Path(__file__).resolve().parents[2]

OPTIONS: dict[str, Any] = {"parser": "lalr", "lexer": "basic", "propagate_positions": True}
"""Options every hlorules grammar is built with; a grammar may add its own (:data:`GRAMMARS`)."""

GRAMMARS: dict[str, dict[str, Any]] = {
    "grammar.lark": {"maybe_placeholders": True},
    "rulebook.lark": {},
    "spec.lark": {},
}
"""Each shipped grammar's file name -> the options it adds to :data:`OPTIONS`."""


def tables_path(grammar: Path) -> Path:
    """Where the tables of ``grammar`` are shipped: beside it, suffix ``.tables``."""
    return grammar.with_suffix(".tables")


def tables_key(text: str, options: dict[str, Any]) -> str:
    """What the tables of a grammar depend on: its text, its options and lark's version."""
    h = hashlib.sha256()
    for part in (text, repr(sorted(options.items())), lark.__version__):
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()


def _options(grammar: Path) -> dict[str, Any]:
    return {**OPTIONS, **GRAMMARS.get(grammar.name, {})}


def _current(grammar: Path, key: str) -> dict[str, Any] | None:
    """The tables shipped beside ``grammar`` when they were written under ``key``, else None
    (missing, unreadable or stale)."""
    try:
        blob = marshal.loads(tables_path(grammar).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    return blob if isinstance(blob, dict) and blob.get("key") == key else None


def lalr(grammar: Path) -> lark.Lark:
    """The LALR parser of ``grammar`` (a ``.lark`` file) with its options: from the shipped
    tables when they are current, else built from the grammar. Either way it parses every
    text to the same tree."""
    text = grammar.read_text(encoding="utf-8")
    options = _options(grammar)
    blob = _current(grammar, tables_key(text, options))
    if blob is not None:
        with contextlib.suppress(KeyError, TypeError, ValueError, lark.LarkError):
            return lark.Lark.__new__(lark.Lark)._load({"data": blob["data"], "memo": blob["memo"]})
    return lark.Lark(text, **options)


def write_tables(grammar: Path) -> Path:
    """Build ``grammar``'s parser and write its tables beside it, unless the tables there are
    current (lark's tables are not byte-reproducible: rewriting current ones is churn);
    the path of the tables."""
    text = grammar.read_text(encoding="utf-8")
    options = _options(grammar)
    key = tables_key(text, options)
    out = tables_path(grammar)
    if _current(grammar, key) is None:
        data, memo = lark.Lark(text, **options).memo_serialize([TerminalDef, Rule])
        out.write_bytes(marshal.dumps({"key": key, "data": data, "memo": memo}))
    return out


def shipped_grammars() -> list[Path]:
    """The grammar files of this source tree, in :data:`GRAMMARS`' order."""
    found = []
    for name in GRAMMARS:
        found += sorted(p for folder in ("rules", "engine", "experiment")
                        for p in (_ROOT / folder).glob(name))
    return found


if __name__ == "__main__":
    for g in shipped_grammars():
        print(write_tables(g))
