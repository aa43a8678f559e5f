"""The text of each rule file read for its definitions, by file name: an error located in
an included file shows that file's line."""

from __future__ import annotations

__all__ = ["SOURCES", "source_of"]

SOURCES: dict[str, str] = {}  # file name -> text of each rule file read for its definitions


def source_of(file: str) -> str | None:
    """The text of a rule file whose definitions were read (for an error's source line)."""
    return SOURCES.get(file)
