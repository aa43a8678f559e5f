"""The programs an experiment runs on: JAX functions from a Python module, or MLIR files.

Every program becomes a :class:`CorpusProgram` with a name, a way to produce its StableHLO
text, and seeded random inputs.  Inputs of input set ``k`` come from
``np.random.default_rng([seed, crc32(name), k])``, so they depend only on the spec's seed,
the program's name and ``k``: a rerun, or another worker process, draws the same ones.

* ``corpus python "pkg.module:ATTR"`` (or ``"path/to/file.py:ATTR"``, relative to the spec):
  ``ATTR`` is a list (or a dict) of objects with ``name``, ``fn`` and ``make_args(rng)``
  (``hlorules.examples.Example``, ``tests/corpus.py``'s ``Program``); the function is lowered
  with ``jax.jit`` at the arguments of input set 0.
* ``corpus mlir "data/*.mlir"``: each file's ``@main``; inputs are drawn from its argument
  types (floats standard normal, integers in [-8, 8), booleans).
"""

from __future__ import annotations

import glob
import importlib
import importlib.util
import sys
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hlorules.lowering import exporter, importer
from hlorules.lowering.inputs import random_inputs

from .spec import Corpus, Spec

__all__ = ["CorpusProgram", "load_corpus", "random_inputs_for_module"]


@dataclass
class CorpusProgram:
    """One program of the corpus; ``text()`` lowers/reads it, ``inputs(k)`` gives input set k."""

    name: str
    source: str
    seed: int
    make_args: Callable[[np.random.Generator], Sequence[Any]] | None = None
    fn: Callable[..., Any] | None = None
    path: str | None = None
    _text: str | None = None

    def rng(self, k: int) -> np.random.Generator:
        return np.random.default_rng([self.seed, zlib.crc32(self.name.encode()), k])

    def text(self) -> str:
        """The program as MLIR text (generic form, as hlorules exports it); cached."""
        if self._text is None:
            if self.fn is not None:
                module = importer.from_jax(self.fn, *self.inputs(0))
            else:
                assert self.path is not None
                module = importer.from_file(self.path)
            self._text = exporter.to_text(module)
        return self._text

    def inputs(self, k: int) -> list[Any]:
        """Input set ``k`` (numpy arrays in @main's argument order)."""
        if self.make_args is not None:
            return [np.asarray(a) for a in self.make_args(self.rng(k))]

        return random_inputs_for_module(importer.from_text(self.text(), self.name), self.rng(k))


def random_inputs_for_module(module: Any, rng: np.random.Generator) -> list[np.ndarray]:
    """Random arguments for ``@main`` of ``module`` drawn from ``rng``."""
    return random_inputs(module, rng)


def _python_objects(spec: Spec, corpus: Corpus, source: str) -> list[Any]:
    mod_name, sep, attr = source.rpartition(":")
    if not sep or not mod_name or not attr:
        raise spec.error(f"python corpus '{source}' must be 'module:ATTR' or 'file.py:ATTR'",
                         corpus.location)
    try:
        if mod_name.endswith(".py"):
            path = spec.path(mod_name)
            key = f"_hlorules_corpus_{zlib.crc32(str(path).encode()):08x}"
            module = sys.modules.get(key)
            if module is None:
                ispec = importlib.util.spec_from_file_location(key, path)
                if ispec is None or ispec.loader is None or not path.is_file():
                    raise spec.error(f"cannot find corpus file '{path}'", corpus.location)
                module = importlib.util.module_from_spec(ispec)
                sys.modules[key] = module
                ispec.loader.exec_module(module)
        else:
            module = importlib.import_module(mod_name)
    except ImportError as e:
        raise spec.error(f"cannot import corpus module '{mod_name}': {e}", corpus.location) \
            from None
    try:
        objs = getattr(module, attr)
    except AttributeError:
        raise spec.error(f"corpus module '{mod_name}' has no attribute '{attr}'",
                         corpus.location) from None
    if isinstance(objs, dict):
        objs = list(objs.values())
    objs = list(objs)
    for o in objs:
        if not all(hasattr(o, a) for a in ("name", "fn", "make_args")):
            raise spec.error(f"'{source}' holds {type(o).__name__}, not programs with name, fn "
                             "and make_args", corpus.location)
    return objs


def load_corpus(spec: Spec) -> list[CorpusProgram]:
    """Every program the spec's corpora name, in order; names must be unique."""
    out: list[CorpusProgram] = []
    seen: set[str] = set()
    for corpus in spec.corpora:
        progs: list[CorpusProgram] = []
        if corpus.kind == "python":
            for source in corpus.sources:
                for o in _python_objects(spec, corpus, source):
                    progs.append(CorpusProgram(o.name, source, spec.seed, make_args=o.make_args,
                                               fn=o.fn))
        else:
            for pattern in corpus.sources:
                paths = sorted(glob.glob(str(spec.path(pattern)), recursive=True))
                if not paths:
                    raise spec.error(f"no MLIR file matches '{pattern}'", corpus.location)
                for path in paths:
                    progs.append(CorpusProgram(Path(path).stem, path, spec.seed, path=path))
        for p in progs:
            if p.name in seen:
                raise spec.error(f"two corpus programs are named '{p.name}'", corpus.location)
            seen.add(p.name)
        out.extend(progs)
    return out
