"""The files a job reads, shipped with the job: no shared file system between workers.

A sweep's jobs run on workers that have ``hlorules`` installed but not, in general, the
spec's folder.  :func:`bundle_spec` reads, in the submitting process, every file the spec
names (the base book and the books it includes, the rule files, ``corpus mlir`` files and
``corpus python "file.py:ATTR"`` files) into a :class:`Bundle` of ``(absolute path, text)``
pairs.  On the worker, :func:`rooted` writes the bundle once per process into a private
folder that mirrors the absolute paths (so relative includes still resolve) and returns the
spec with :attr:`~hlorules.experiment.spec.Spec.root` pointing there.  Every executor,
the local ones included, runs jobs this way, so their rows are the same.

Corpus modules named as ``pkg.module:ATTR`` and bare includes found on the search path are
imported or read from the worker's installed ``hlorules``.
"""

from __future__ import annotations

import atexit
import dataclasses
import glob
import hashlib
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from hlorules.engine.rulebook import load_book

from .spec import Spec

__all__ = ["Bundle", "bundle_spec", "rooted"]


@dataclass(frozen=True)
class Bundle:
    """Files as ``(absolute path, text)`` pairs, sorted by path; ``digest`` names them."""

    files: tuple[tuple[str, str], ...]

    @property
    def digest(self) -> str:
        h = hashlib.sha256()
        for path, text in self.files:
            h.update(path.encode() + b"\0" + text.encode() + b"\0")
        return h.hexdigest()[:16]


def _absolute(spec: Spec) -> Spec:
    return dataclasses.replace(spec, base_dir=os.path.abspath(spec.base_dir), root="")


def bundle_spec(spec: Spec) -> tuple[Spec, Bundle]:
    """The spec with an absolute folder, and the files it reads (call after validating it:
    a file that cannot be read is left out, and the worker reports it as the local run
    would)."""
    spec = _absolute(spec)
    paths: set[str] = set()
    base = spec.path(spec.base)
    if base.is_file():
        paths.add(str(base))
        book = load_book(base)
        paths.update(os.path.abspath(f) for f in book.sources if os.path.isfile(f))
        paths.update(os.path.abspath(f) for f in book.rule_files)
    paths.update(str(spec.path(f)) for f in spec.rule_files)
    for corpus in spec.corpora:
        for source in corpus.sources:
            if corpus.kind == "mlir":
                paths.update(glob.glob(str(spec.path(source)), recursive=True))
            else:
                mod = source.rpartition(":")[0]
                if mod.endswith(".py"):
                    paths.add(str(spec.path(mod)))
    files = []
    for p in sorted(paths):
        try:
            files.append((os.path.abspath(p), Path(p).read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError):
            continue
    return spec, Bundle(tuple(files))


_ROOTS: dict[str, str] = {}


def _cleanup(root: str) -> None:
    shutil.rmtree(root, ignore_errors=True)


def rooted(spec: Spec, bundle: Bundle) -> Spec:
    """``spec`` reading its files from ``bundle``, written (once per process and bundle)
    under a private temporary folder that is removed when the process exits."""
    root = _ROOTS.get(bundle.digest)
    if root is None:
        root = tempfile.mkdtemp(prefix=f"hlorules-bundle-{bundle.digest}-")
        atexit.register(_cleanup, root)
        for path, text in bundle.files:
            dest = Path(root + path)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(text, encoding="utf-8")
        _ROOTS[bundle.digest] = root
    return dataclasses.replace(spec, root=root)
