"""Shared pieces of the located-error style of hlorules' three lark languages (rule files,
rulebooks, experiment specs): how terminals are named in messages, and where 'end of input'
is reported."""

from __future__ import annotations

from collections.abc import Mapping

import lark


def terminal_words(parser: lark.Lark, base: Mapping[str, str]) -> dict[str, str]:
    """Terminal name -> how a message names it: ``base`` first, then literal terminals
    quoted (``LBRACE`` -> ``'{'``)."""
    words = dict(base)
    for term in parser.terminals:
        if term.name not in words and type(term.pattern).__name__ == "PatternStr":
            words[term.name] = f"'{term.pattern.value}'"
    return words


def end_position(parser: lark.Lark, text: str) -> tuple[int, int]:
    """Line/column just past the last token of ``text`` (where 'end of input' is reported)."""
    last = None
    try:
        for tok in parser.lex(text):
            last = tok
    except lark.LarkError:
        pass
    if last is None or last.end_line is None or last.end_column is None:
        return 1, 1
    return last.end_line, last.end_column
