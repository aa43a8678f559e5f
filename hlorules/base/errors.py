"""The one exception type hlorules raises for bad input, with a source location and caret."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Location:
    """A position in a named source: 1-based line and column."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class HloRulesError(Exception):
    """Bad input: a rule file, rulebook, MLIR module or a rewrite that would be ill-typed.

    ``str(err)`` is one line ``file:line:col: error: message``; ``err.render()`` adds the
    offending source line and a caret under the column when the source text is known.
    """

    def __init__(
        self,
        message: str,
        location: Location | None = None,
        source_line: str | None = None,
        kind: str = "error",
    ) -> None:
        super().__init__(message)
        self.message = message
        self.location = location
        self.source_line = source_line
        self.kind = kind

    def __str__(self) -> str:
        where = f"{self.location}: " if self.location else ""
        return f"{where}{self.kind}: {self.message}"

    def render(self) -> str:
        """The one-line message, plus the source line and a caret when known."""
        text = str(self)
        if self.source_line is not None and self.location is not None:
            line = self.source_line.rstrip("\n")
            caret = " " * max(self.location.col - 1, 0) + "^"
            text += f"\n{line}\n{caret}"
        return text


def located(message: str, file: str, text: str | None, line: int, col: int) -> HloRulesError:
    """Build an error at ``file:line:col``, taking the source line from ``text`` if given."""
    src = None
    if text is not None:
        lines = text.splitlines()
        if 1 <= line <= len(lines):
            src = lines[line - 1]
    return HloRulesError(message, Location(file, line, col), src)


def decode_utf8(data: bytes, file: str) -> str:
    """``data`` decoded as UTF-8 (a leading byte-order mark dropped).

    Invalid UTF-8 raises one error located at the first bad byte: its line, its column in
    characters, and its byte offset in the message (the source line is shown with U+FFFD
    in place of undecodable bytes)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        bom = 3 if data.startswith(b"\xef\xbb\xbf") else 0
        start = e.start + bom
        line_start = data.rfind(b"\n", 0, start) + 1
        line_end = data.find(b"\n", start)
        line_end = len(data) if line_end < 0 else line_end
        line = data.count(b"\n", 0, start) + 1
        prefix = data[line_start:start]
        if line == 1 and bom:
            prefix = prefix[bom:]
        col = len(prefix.decode("utf-8", "replace")) + 1
        src = data[line_start + (bom if line == 1 else 0):line_end].decode("utf-8", "replace")
        bad = data[start:start + 1].hex()
        raise HloRulesError(
            f"invalid UTF-8 at byte offset {start} (byte 0x{bad}): {e.reason}; the file "
            f"must be UTF-8 text", Location(file, line, col), src.rstrip("\r")) from None


def read_source(path: str | os.PathLike[str], display: str | None = None) -> str:
    """The text of the source file at ``path`` (UTF-8), reported as ``display`` in errors.

    A missing or unreadable file, or invalid UTF-8, raises one error located at
    ``display:1:1`` (or at the first bad byte)."""
    name = display if display is not None else os.fspath(path)
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        reason = e.strerror or str(e)
        raise HloRulesError(f"cannot read {name}: {reason}", Location(name, 1, 1)) from None
    return decode_utf8(data, name)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word``, in the plural (``many``, else ``word + "s"``) unless ``n`` is 1:
    ``1 rewrite``, ``2 rewrites``, ``0 rewrites``."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
