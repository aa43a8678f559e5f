"""Where rulebooks, rule files and experiment specs named without a path are found.

A bare name (``exec``, ``exec.book``, ``seed.rules``) is looked up, in order, in the shipped
library (``hlorules.rulebooks``, then ``hlorules.experiments``), in each folder of the
``HLORULES_PATH`` environment variable (``os.pathsep``-separated), then in the working
directory; the suffix may be left out. A name with a folder in it (``./my.book``,
``rulebooks/exec.book``) is a plain path and is never searched for.
"""

from __future__ import annotations

import os
from pathlib import Path

import hlorules.experiments
import hlorules.rulebooks

SUFFIXES = (".book", ".rules", ".spec")


def shipped_dirs() -> list[Path]:
    """The folders of the shipped library (editable and wheel installs alike)."""
    return [Path(str(m.__file__)).resolve().parent
            for m in (hlorules.rulebooks, hlorules.experiments)]


def search_dirs() -> list[Path]:
    """The folders searched for a bare name, in order."""
    extra = [Path(p) for p in os.environ.get("HLORULES_PATH", "").split(os.pathsep) if p]
    return [*shipped_dirs(), *extra, Path.cwd()]


def is_bare(name: str | os.PathLike[str]) -> bool:
    """A name without a folder part (searched for), as opposed to a path."""
    text = os.fspath(name)
    return not any(sep in text for sep in {"/", os.sep, os.altsep or "/"}) and text not in ("", ".", "..")


def locate(name: str | os.PathLike[str], suffix: str) -> Path | None:
    """The file a bare ``name`` (with or without ``suffix``) names, or None if none exists.

    A path with a folder part is returned as it is (the caller reports it missing).
    """
    if not is_bare(name):
        return Path(name)
    text = os.fspath(name)
    names = [text] if text.endswith(suffix) else [text + suffix, text]
    for d in search_dirs():
        for n in names:
            try:
                if (d / n).is_file():
                    return d / n
            except (OSError, ValueError):  # a name too long for the file system, a NUL byte
                continue
    return None


def shipped(suffix: str) -> list[Path]:
    """Every shipped file with ``suffix``, sorted by name."""
    return sorted((p for d in shipped_dirs() for p in d.glob("*" + suffix)), key=lambda p: p.name)


def describe(path: Path) -> str:
    """The first line of a file's leading comment, without its ``#`` and its own name."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):
        return ""
    for line in lines:
        s = line.strip()
        if not s:
            continue
        if not s.startswith("#"):
            return ""
        s = s.lstrip("#").strip()
        for prefix in (f"rulebooks/{path.name}", f"experiments/{path.name}", path.name):
            if s.startswith(prefix):
                s = s[len(prefix):].lstrip(" -:").strip()
        if s:
            return s
    return ""
