"""Checks on MLIR source before any parser sees it: UTF-8, nesting depth, constant size.

jaxlib's MLIR parser recurses on nesting (3,000 nested ``stablehlo.case`` regions overflow
its C stack and kill the process), and so do our walker, verifier and printer (Python
recursion). A module nested deeper than :data:`MAX_NESTING_DEPTH` brackets is therefore
refused up front with a located "nested too deep" error. Non-splat dense constants are
materialised as bytes on import, so one with more than :data:`MAX_CONSTANT_ELEMENTS`
elements is refused too; a splat over the limit (``dense<1> :
tensor<4294967296x4294967296xi8>``) is kept as its one element instead
(``dialect.constants.splat_attr``).

Both limits are documented in docs/dialect.md and can be raised per process with the
environment variables ``HLORULES_MAX_NESTING`` and ``HLORULES_MAX_ELEMENTS``.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from hlorules.base.errors import HloRulesError, located

#: Deepest bracket nesting (``(``, ``[``, ``{``, ``<`` together) accepted in MLIR text.
#: One level of region nesting costs two in generic form (``({``); JAX programs stay far
#: below 16 (the deepest program of the round-trip corpus nests 7 in pretty form).
MAX_NESTING_DEPTH = 128

#: Most elements a non-splat dense constant may have (2**24: 128 MiB at 8 bytes per element);
#: a splat over it is kept as its one element.
MAX_CONSTANT_ELEMENTS = 1 << 24


def max_nesting_depth() -> int:
    """The nesting limit in force: ``HLORULES_MAX_NESTING`` if set, else the default."""
    return _env_int("HLORULES_MAX_NESTING", MAX_NESTING_DEPTH)


def max_constant_elements() -> int:
    """The constant size limit in force: ``HLORULES_MAX_ELEMENTS`` if set, else the default."""
    return _env_int("HLORULES_MAX_ELEMENTS", MAX_CONSTANT_ELEMENTS)


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise HloRulesError(f"environment variable {name}={raw!r} is not an integer") from None
    if value < 1:
        raise HloRulesError(f"environment variable {name}={raw!r} must be at least 1")
    return value


# Strings and comments do not count; neither does the ``>`` of ``->``. A string literal is
# matched as runs of plain characters between escapes, not one alternation a character: a
# dense constant's 100 MB hex literal is cut out in a fraction of a second, not 16 s.
_SKIPPED = re.compile(rb'"[^"\\\n]*(?:\\.[^"\\\n]*)*"|//[^\n]*')
_DELTA = [0] * 256
for _c in b"([{<":
    _DELTA[_c] = 1
for _c in b")]}>":
    _DELTA[_c] = -1
_DELTA_NP: Any = None  # _DELTA as a numpy array, made on first use (numpy loads lazily)
_BRACES = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"|//[^\n]*|[{}]')


def is_blank(text: str) -> bool:
    """Whether ``text`` holds nothing but white space and ``//`` comments (no module)."""
    return not re.sub(r"//[^\n]*", "", text).strip()


def unclosed_brace(text: str) -> tuple[int, int] | None:
    """(line, column) of the innermost ``{`` that ``text`` never closes (outside string
    literals and comments), or None when every ``{`` is closed."""
    opened: list[int] = []
    for m in _BRACES.finditer(text):
        c = m.group()
        if c == "{":
            opened.append(m.start())
        elif c == "}" and opened:
            opened.pop()
    if not opened:
        return None
    at = opened[-1]
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


def check_nesting(text: str, filename: str, limit: int | None = None) -> None:
    """Raise a located "nested too deep" error if brackets nest deeper than ``limit``.

    Counts ``(``, ``[``, ``{`` and ``<`` outside string literals and comments, so it bounds
    region, attribute and type nesting alike; linear in the text, no recursion.
    """
    limit = max_nesting_depth() if limit is None else limit
    # Cheap exit: a text with fewer opening brackets than the limit cannot exceed it.
    if sum(text.count(c) for c in "([{<") <= limit:
        return
    import numpy as np

    global _DELTA_NP
    if _DELTA_NP is None:
        _DELTA_NP = np.asarray(_DELTA, dtype=np.int32)
    data = text.encode("utf-8")
    # The depth, cheaply: strings and comments cut out (the ">" of "->" blanked first;
    # that does not move what _SKIPPED matches), then one cumulative sum. Only a text over
    # the limit goes on to find where, below.
    kept = np.frombuffer(_SKIPPED.sub(b"", data.replace(b"->", b"- ")), dtype=np.uint8)
    if kept.size == 0 or int(np.cumsum(_DELTA_NP[kept]).max()) <= limit:
        return
    codes = np.frombuffer(data, dtype=np.uint8)
    delta = np.asarray(_DELTA, dtype=np.int32)[codes]
    arrows = np.flatnonzero(codes[1:] == ord(">")) + 1
    delta[arrows[codes[arrows - 1] == ord("-")]] = 0
    spans = np.array([m.span() for m in _SKIPPED.finditer(data)], dtype=np.int64)
    if spans.size:
        inside = np.zeros(len(data) + 1, dtype=np.int32)
        np.add.at(inside, spans[:, 0], 1)
        np.add.at(inside, spans[:, 1], -1)
        delta[np.cumsum(inside[:-1]) > 0] = 0
    over = np.flatnonzero(np.cumsum(delta) > limit)
    if over.size == 0:
        return
    at = len(data[: int(over[0])].decode("utf-8", errors="replace"))
    line = text.count("\n", 0, at) + 1
    col = at - (text.rfind("\n", 0, at) + 1) + 1
    raise located(f"nested too deep: more than {limit} nested brackets (regions, attributes "
                  "or types); the limit is HLORULES_MAX_NESTING", filename, text, line, col)


#: Python frames the xDSL parser and our walker may use per bracket level (measured: nested
#: dictionary attributes take about 12).
FRAMES_PER_LEVEL = 20


@contextmanager
def recursion_headroom() -> Iterator[None]:
    """Raise Python's recursion limit for one import so that any text within the nesting
    limit converts (xDSL's parser recurses per bracket); restored afterwards."""
    old = sys.getrecursionlimit()
    need = FRAMES_PER_LEVEL * max_nesting_depth() + 1000
    if need > old:
        sys.setrecursionlimit(need)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def check_elements(count: int, what: str) -> str | None:
    """A message if a constant of ``count`` elements exceeds the limit, else None."""
    limit = max_constant_elements()
    if count > limit:
        return (f"constant too large: {what} has {count} elements, more than the limit of "
                f"{limit} (HLORULES_MAX_ELEMENTS)")
    return None
