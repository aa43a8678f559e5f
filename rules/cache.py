"""The rule-file cache: a rule file is parsed and compiled once per content, per process and
across runs.

Two tiers share one key (:func:`entry_key`: the file's text and name, the implementation
hash below): in memory, the loaded ``RuleSet`` of each file this process has loaded (a
pipeline applied to many modules loads its rule files once); on disk, what a later process
needs to skip the parser. Both are used only while every file the rule file's definitions
came from (its includes, the prelude) keeps the text it had. The compiled code object of each
rule's generated matcher is kept here too, per rule text (:func:`code_for`).

What is kept on disk, per rule file: the parsed rule models (``hlorules.rules.parse_rules``'s result
for that text and file name) and the Python code objects compiled from each rule's
generated matcher source. Checking names against the dialect, builtins and registered hooks
and generating the matcher source still run on every load, so a cache hit gives exactly what
a fresh load gives: a code object is used only when the source generated now is the source it
was compiled from (``rules.compiler``'s own check).

An entry's key hashes the rule file's text and name, the text of every source file that
turns rule text into models (parser, grammar, model, definitions, errors, this module), the
hlorules version, the lark version and the Python version; a rule file's entry also records
the text (a digest) of every file its definitions came from (its includes, the prelude) and
is used only while each still has that text. Entries live in ``$XDG_CACHE_HOME/hlorules``
(default ``~/.cache/hlorules``; ``HLORULES_CACHE_DIR`` overrides), a folder created private to
the user; one owned by someone else is not used. ``HLORULES_NO_CACHE=1`` turns the disk tier
off.
A folder that cannot be created or written, or an entry that cannot be read back (corrupt,
truncated, from another version), is never an error: the file is parsed as without a cache,
and the entry is written again.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import marshal
import os
import pickle
import sys
import tempfile
import types
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hlorules.base import __version__, lark_errors, options
from hlorules.base import errors as errors_mod
from hlorules.rules import defs, model, parser
from hlorules.rules.model import RuleModel

__all__ = ["MAX_ENTRIES", "cache_dir", "code_for", "compiled_code", "dep_digests", "entry_key",
           "load_book_items", "load_rule_file", "pickled", "recall_rule_set",
           "remember_rule_set", "seed_code", "store_book_items", "store_rule_file"]

FORMAT = 1
MAX_ENTRIES = 512
"""Entries kept; storing beyond this removes the least recently written ones."""

_MAGIC = b"hlorules-parse-cache\n"
_SUFFIX = ".parsed"


def cache_dir() -> Path | None:
    """The cache folder, created if missing (mode 0700); None when the cache is off
    (``HLORULES_NO_CACHE``), the folder cannot be made, or it is not the user's own."""
    if os.environ.get("HLORULES_NO_CACHE", "") not in ("", "0"):
        return None
    explicit = os.environ.get("HLORULES_CACHE_DIR")
    if explicit:
        d = Path(explicit)
    else:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        d = Path(base) / "hlorules"
    try:
        d.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = d.stat()
    except OSError:
        return None
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return None  # entries are unpickled: only a folder of our own is trusted
    return d


@functools.cache
def _implementation_hash() -> str:
    """A hash of everything an entry depends on besides the parsed text and its name."""
    import lark

    h = hashlib.sha256()
    for part in (f"format {FORMAT}", __version__, lark.__version__, sys.version,
                 sys.implementation.cache_tag or ""):
        h.update(part.encode() + b"\0")
    files = [str(m.__file__) for m in (parser, model, defs, options, errors_mod, lark_errors)]
    files += [__file__, str(Path(parser.__file__).with_name("grammar.lark"))]
    return _files_hash(h, files)


@functools.cache
def _parser_hash(files: tuple[str, ...]) -> str:
    """The implementation hash extended with the bytes of a parser's own ``files``."""
    return _files_hash(hashlib.sha256(_implementation_hash().encode() + b"\0"), files)


def _files_hash(h: Any, files: Sequence[str]) -> str:
    for f in files:
        h.update(Path(f).read_bytes() + b"\0")
    return str(h.hexdigest())


def entry_key(kind: str, text: str, filename: str, parser_files: tuple[str, ...] = ()) -> str:
    """The cache's one key for a ``kind`` ("rules" or "book") of file with this text and
    name: a hash of both and of the implementation that parses it."""
    h = hashlib.sha256()
    impl = _parser_hash(parser_files) if parser_files else _implementation_hash()
    h.update(impl.encode() + b"\0" + kind.encode() + b"\0")
    h.update(filename.encode("utf-8", "surrogatepass") + b"\0")
    h.update(text.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def _entry_path(d: Path, kind: str, text: str, filename: str,
                parser_files: tuple[str, ...] = ()) -> Path:
    return d / (entry_key(kind, text, filename, parser_files) + _SUFFIX)


def _load(kind: str, text: str, filename: str,
          parser_files: tuple[str, ...] = ()) -> dict[str, Any] | None:
    d = cache_dir()
    if d is None:
        return None
    try:
        data = _entry_path(d, kind, text, filename, parser_files).read_bytes()
    except OSError:
        return None
    if not data.startswith(_MAGIC):
        return None
    try:
        entry = pickle.loads(data[len(_MAGIC):])  # our own, private folder
    except Exception:  # noqa: BLE001 -- any unreadable entry is a miss, never an error
        return None
    return entry if isinstance(entry, dict) else None


def _store(kind: str, text: str, filename: str, entry: dict[str, Any],
           parser_files: tuple[str, ...] = ()) -> None:
    d = cache_dir()
    if d is None:
        return
    try:
        body = pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 -- an entry that cannot be made is simply not kept
        return
    path = _entry_path(d, kind, text, filename, parser_files)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-", suffix=".part")
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC + body)
        os.replace(tmp, path)  # readers see the old entry or the new one, never half
        tmp = None
    except OSError:
        return
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _prune(d)


def pickled(value: Any) -> bytes | None:
    """``value`` pickled, to be stored later (taken before compiling mutates anything); None
    when the cache is off or it cannot be pickled."""
    if cache_dir() is None:
        return None
    try:
        return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 -- not kept, not an error
        return None


def _unpickled(blob: Any) -> Any:
    if not isinstance(blob, bytes):
        raise TypeError("not a pickle")
    return pickle.loads(blob)


# --------------------------------------------------------------------------- rule files


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _deps_unchanged(deps: Any) -> bool:
    """Whether every ``(file, digest)`` still names a file of that text."""
    if not isinstance(deps, list):
        return False
    for dep in deps:
        if not (isinstance(dep, tuple) and len(dep) == 2):
            return False
        try:
            now = Path(dep[0]).read_bytes().decode("utf-8-sig")
        except (OSError, ValueError):
            return False
        if _digest(now) != dep[1]:
            return False
    return True


def load_rule_file(text: str, filename: str
                   ) -> tuple[list[Any], list[tuple[str, Any] | None], list[tuple[str, str]]] | None:
    """The cached models of a rule file, per model ``(source, code)`` of its compiled
    matcher (None where not kept), and the ``(file, digest)`` of each file its definitions
    came from; None on a miss, with the cache off, for an entry that
    cannot be read (it is then rewritten by the next ``store_rule_file``), or when a file
    the models' definitions came from (an include, the prelude) no longer has the text it
    had when the entry was stored."""
    entry = _load("rules", text, filename)
    if entry is None or not _deps_unchanged(entry.get("deps")):
        return None
    try:
        models = _unpickled(entry["models"])
        codes = entry["codes"]
        if not (isinstance(models, list) and isinstance(codes, list)
                and len(codes) == len(models)
                and all(isinstance(mdl, RuleModel) for mdl in models)):
            return None
        out: list[tuple[str, Any] | None] = []
        for c in codes:
            code = None if c is None else marshal.loads(c[1])
            ok = c is not None and isinstance(c[0], str) and isinstance(code, types.CodeType)
            out.append((c[0], code) if ok else None)
    except Exception:  # noqa: BLE001 -- any unreadable entry is a miss, never an error
        return None
    return models, out, list(entry["deps"])


def dep_digests(deps: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """``(file, digest of its text)`` for each ``(file, text)``."""
    return [(f, _digest(t)) for f, t in deps]


def store_rule_file(text: str, filename: str, models_pickle: bytes | None,
                    codes: list[tuple[str, Any] | None],
                    deps: Sequence[tuple[str, str]] = ()) -> None:
    """Keep a rule file's models (pickled by ``pickled`` before compiling), compiled
    matchers and the ``(file, text)`` of each file the models' definitions came from (the
    entry is used only while those files keep that text). Silently does nothing when the
    cache is off or cannot be written."""
    if models_pickle is None:
        return
    try:
        blobs = [None if c is None else (c[0], marshal.dumps(c[1])) for c in codes]
    except ValueError:
        return
    _store("rules", text, filename, {"models": models_pickle, "codes": blobs,
                                     "deps": dep_digests(deps)})


_RULE_SETS: dict[str, tuple[list[tuple[str, str]], Any]] = {}
"""The memory tier: :func:`entry_key` of a rule file -> (its definitions' files and their
digests, the loaded ``RuleSet``)."""


def recall_rule_set(text: str, filename: str) -> Any | None:
    """The ``RuleSet`` this process loaded from a rule file of this text and name, while the
    files its definitions came from keep their text; None otherwise."""
    got = _RULE_SETS.get(entry_key("rules", text, filename))
    if got is None or not _deps_unchanged(got[0]):
        return None
    return got[1]


def remember_rule_set(text: str, filename: str, digests: Sequence[tuple[str, str]],
                      rule_set: Any) -> None:
    """Keep a loaded ``RuleSet`` for :func:`recall_rule_set`; ``digests`` are the ``(file,
    digest)`` of each file its definitions came from (:func:`dep_digests`)."""
    _RULE_SETS[entry_key("rules", text, filename)] = (list(digests), rule_set)


_CODE: dict[str, tuple[str, types.CodeType]] = {}
"""Per process: a rule text's digest -> (generated matcher source, its code object); filled
from disk entries (:func:`seed_code`) and saved back with them (:func:`compiled_code`)."""


def _rule_key(model: RuleModel) -> str:
    return _digest(model.text)


def code_for(model: RuleModel, source: str, filename: str) -> types.CodeType:
    """The code object of ``source``, the matcher generated for ``model``: the one kept for
    the rule's text when it was compiled from this very source, else compiled now."""
    key = _rule_key(model)
    cached = _CODE.get(key)
    if cached is None or cached[0] != source:
        cached = _CODE[key] = (source, compile(source, filename, "exec"))
    return cached[1]


def seed_code(models: list[Any], codes: list[tuple[str, Any] | None]) -> None:
    """Keep the cached ``(source, code)`` of each model; :func:`code_for` uses a code object
    only for the very source it was compiled from."""
    for mdl, c in zip(models, codes, strict=True):
        if c is not None:
            _CODE.setdefault(_rule_key(mdl), c)


def compiled_code(models: list[Any]) -> list[tuple[str, Any] | None]:
    """The ``(source, code)`` kept for each model (after compiling them)."""
    return [_CODE.get(_rule_key(mdl)) for mdl in models]


# --------------------------------------------------------------------------- rulebooks


def load_book_items(text: str, filename: str, parser_files: tuple[str, ...]) -> list[Any] | None:
    """The cached parse (the items before includes are followed) of a rulebook file by the
    rulebook parser whose source is ``parser_files`` (an entry is kept per their bytes)."""
    entry = _load("book", text, filename, parser_files)
    if entry is None:
        return None
    try:
        items = _unpickled(entry["items"])
    except Exception:  # noqa: BLE001 -- any unreadable entry is a miss, never an error
        return None
    return items if isinstance(items, list) else None


def store_book_items(text: str, filename: str, items_pickle: bytes | None,
                     parser_files: tuple[str, ...]) -> None:
    """Keep a rulebook file's parsed items (pickled by ``pickled``), for the parser whose
    source is ``parser_files``."""
    if items_pickle is not None:
        _store("book", text, filename, {"items": items_pickle}, parser_files)


def _prune(d: Path) -> None:
    try:
        entries = [(p.stat().st_mtime_ns, p) for p in d.glob("*" + _SUFFIX)]
    except OSError:
        return
    if len(entries) <= MAX_ENTRIES:
        return
    entries.sort()
    for _, p in entries[: len(entries) - MAX_ENTRIES]:
        with contextlib.suppress(OSError):
            p.unlink()
