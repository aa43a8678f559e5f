"""Where rulebooks, rule files and experiment specs named without a path are found.

A bare name (``exec``, ``exec.book``, ``seed.rules``) is looked up, in order, in the shipped
library (``hlorules.rulebooks``, then ``hlorules.experiments``), in each folder of the
``HLORULES_PATH`` environment variable (``os.pathsep``-separated), then in the working
directory; the suffix may be left out. A name with a folder in it (``./my.book``,
``rulebooks/exec.book``) is a plain path and is never searched for. A name written inside a
file (an ``include``, a spec's ``base``) is first taken relative to that file's folder.

:func:`resolve` is the one way every command, ``include``, spec and ``hlorules.jit`` turns
such a name into a file; :func:`locate` is the same search without the error.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hlorules.base.errors import Location

import hlorules.experiments
import hlorules.rulebooks
from hlorules.base.errors import HloRulesError

SUFFIXES = (".book", ".rules", ".spec")
KINDS = {".book": "rulebook", ".rules": "rule file", ".spec": "experiment spec"}
"""What a file of each suffix is called in messages."""


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


def is_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is an existing file; a name the file system cannot hold (too long,
    a NUL byte) is none."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def locate(name: str | os.PathLike[str], suffix: str,
           base_dir: str | os.PathLike[str] | None = None) -> Path | None:
    """The file a bare ``name`` (with or without ``suffix``) names, or None if none exists.

    With ``base_dir`` (the folder of the file that wrote the name), a relative ``name`` that
    exists there is taken first. A path with a folder part is otherwise returned as it is
    (the caller reports it missing).
    """
    if base_dir is not None and not os.path.isabs(name):
        beside = Path(os.path.normpath(os.path.join(base_dir, name)))
        if is_file(beside):
            return beside
        if not is_bare(name):
            return beside
    if not is_bare(name):
        return Path(name)
    text = os.fspath(name)
    names = [text] if text.endswith(suffix) else [text + suffix, text]
    cwd = Path.cwd()
    for d in search_dirs():
        for n in names:
            if is_file(d / n):
                return Path(n) if d == cwd else d / n
    return None


def resolve(name: str | os.PathLike[str], suffix: str, *,
            base_dir: str | os.PathLike[str] | None = None,
            location: Location | None = None, source_line: str | None = None) -> Path:
    """The existing file ``name`` names as a ``suffix`` file (:func:`locate`), or a
    :class:`~hlorules.base.errors.HloRulesError` at ``location`` (where the name was written;
    None for a command-line argument) naming the folders searched."""

    found = locate(name, suffix, base_dir)
    if found is not None and is_file(found):
        return found
    text = os.fspath(name)
    shown = text if len(text) <= 200 else text[:200] + "..."
    kind = KINDS.get(suffix, "file")
    if found is not None and not is_bare(name):
        where = "" if found == Path(name) else f" ({found})"
        raise HloRulesError(f"cannot find {kind} '{shown}'{where}", location, source_line)
    dirs = ([str(base_dir)] if base_dir is not None else []) + [str(d) for d in search_dirs()]
    raise HloRulesError(f"cannot find {kind} '{shown}' (searched {', '.join(dirs)}; "
                        "'hlorules books' lists the shipped ones)", location, source_line)


def shipped(suffix: str) -> list[Path]:
    """Every shipped file with ``suffix``, sorted by name."""
    return sorted((p for d in shipped_dirs() for p in d.glob("*" + suffix)), key=lambda p: p.name)


def describe(path: Path) -> str:
    """The first sentence of a file's leading comment (its first paragraph, lines joined),
    whole, without its ``#`` and its own name."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):
        return ""
    para: list[str] = []
    for line in lines:
        s = line.strip()
        if not s.startswith("#"):
            if s or para:
                break
            continue
        s = s.lstrip("#").strip()
        if not s:
            if para:
                break
            continue
        if not para:
            for prefix in (f"rulebooks/{path.name}", f"experiments/{path.name}", path.name):
                if s.startswith(prefix):
                    s = s[len(prefix):].lstrip(" -:").strip()
        para.append(s)
    return _first_sentence(" ".join(p for p in para if p))


def _first_sentence(text: str) -> str:
    """``text`` up to the first full stop outside brackets that ends a word (then a space
    or the end), or all of it."""
    depth = 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif c == "." and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            return text[:i + 1]
    return text
