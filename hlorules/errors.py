"""The one exception type hlorules raises for bad input, with a source location and caret."""

from __future__ import annotations

from dataclasses import dataclass


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
