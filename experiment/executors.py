"""Pluggable executors: where the (program, variant) jobs of a sweep run.

An executor is anything with ``imap(fn, jobs)`` yielding ``(job, result)`` pairs as they
finish (any order); :func:`make_executor` builds one from the ``--executor`` option:

* ``serial`` -- in this process (also what ``--jobs 1`` gives);
* ``process`` (default) -- a ``concurrent.futures.ProcessPoolExecutor`` of ``--jobs``
  spawned workers (``spawn``: never ``fork`` a process that has started XLA's threads);
* ``dask`` / ``dask:tcp://scheduler:8786`` -- a Dask cluster, through
  ``distributed.Client(address).get_executor()`` (a ``concurrent.futures`` executor);
* ``ray`` / ``ray:ADDRESS`` -- a Ray cluster: each job a ``ray.remote`` task;
* ``pkg.module:factory`` -- ``factory(jobs)`` returning a ``concurrent.futures.Executor``
  (or an object with ``imap``): plug in anything else.

Jobs and results are plain picklable data (:class:`hlorules.experiment.measure.Job`, a
dict), and a worker needs only ``hlorules`` installed and the spec's files at the same
paths (the spec's text travels in the job; the base book, rule files and corpus are read
by the worker).
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

from hlorules.errors import HloRulesError

__all__ = ["Executor", "FuturesExecutor", "RayExecutor", "SerialExecutor", "make_executor"]


class Executor(Protocol):
    """Runs ``fn`` on each job, yielding ``(job, fn(job))`` as results arrive."""

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        ...

    def close(self) -> None:
        ...


class SerialExecutor:
    """Every job in this process, in order."""

    name = "serial"

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        for job in jobs:
            yield job, fn(job)

    def close(self) -> None:
        pass


class FuturesExecutor:
    """Wraps a ``concurrent.futures.Executor`` (process pool, Dask's ``get_executor()``)."""

    def __init__(self, pool: cf.Executor, name: str = "futures") -> None:
        self.pool = pool
        self.name = name

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        futures = {self.pool.submit(fn, job): job for job in jobs}
        for fut in cf.as_completed(futures):
            yield futures[fut], fut.result()

    def close(self) -> None:
        self.pool.shutdown(wait=True)


class RayExecutor:
    """Each job as a Ray task (``ray.init(address)`` unless Ray is already initialised)."""

    name = "ray"

    def __init__(self, address: str | None = None) -> None:
        import ray  # type: ignore[import-not-found]

        if not ray.is_initialized():
            ray.init(address=address or None)
        self.ray = ray

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        remote = self.ray.remote(fn)
        pending = {remote.remote(job): job for job in jobs}
        while pending:
            done, _ = self.ray.wait(list(pending), num_returns=1)
            for ref in done:
                yield pending.pop(ref), self.ray.get(ref)

    def close(self) -> None:
        pass


def _worker_init() -> None:
    # several workers may share one GPU: do not let each grab most of its memory
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")


def make_executor(kind: str = "process", jobs: int = 1) -> Any:
    """The executor ``kind`` names (see the module docstring) with ``jobs`` workers."""
    if kind == "serial" or (kind == "process" and jobs <= 1):
        return SerialExecutor()
    if kind == "process":
        ctx = multiprocessing.get_context("spawn")
        pool = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=_worker_init)
        return FuturesExecutor(pool, f"process x{jobs}")
    head, _, rest = kind.partition(":")
    if head == "dask":
        try:
            from distributed import Client  # type: ignore[import-not-found]
        except ImportError:
            raise HloRulesError("--executor dask needs the 'distributed' package "
                                "(pip install 'dask[distributed]')") from None
        client = Client(rest) if rest else Client(n_workers=jobs, threads_per_worker=1)
        return FuturesExecutor(client.get_executor(), f"dask {rest or 'local'}")
    if head == "ray":
        try:
            return RayExecutor(rest or None)
        except ImportError:
            raise HloRulesError("--executor ray needs the 'ray' package (pip install ray)") \
                from None
    if rest:
        try:
            factory = getattr(importlib.import_module(head), rest)
        except (ImportError, AttributeError) as e:
            raise HloRulesError(f"cannot load executor factory '{kind}': {e}") from None
        made = factory(jobs)
        if isinstance(made, cf.Executor):
            return FuturesExecutor(made, kind)
        return made
    raise HloRulesError(f"unknown executor '{kind}': serial, process, dask[:ADDRESS], "
                        "ray[:ADDRESS] or module:factory")
