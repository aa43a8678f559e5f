"""Pluggable executors: where the (program, variant) jobs of a sweep run.

An executor is anything with ``imap(fn, jobs)`` yielding ``(job, result)`` pairs as they
finish (any order); :func:`make_executor` builds one from the ``--executor`` option:

* ``serial`` -- in this process (also what ``--jobs 1`` gives);
* ``local`` or ``process`` (default) -- a ``concurrent.futures.ProcessPoolExecutor`` of
  ``--jobs`` spawned workers (``spawn``: never ``fork`` a process that has started XLA's
  threads);
* ``dask`` (``--address tcp://scheduler:8786``, or ``dask:ADDR``) -- Dask futures on that
  scheduler, or on a local cluster of ``--jobs`` worker processes on 127.0.0.1;
* ``ray`` (``--address ray://head:10001`` or ``auto``, or ``ray:ADDR``) -- each job a Ray
  task on that cluster, or on a local Ray runtime of ``--jobs`` CPUs;
* ``pkg.module:factory`` -- ``factory(jobs)`` returning a ``concurrent.futures.Executor``
  (or an object with ``imap``): plug in anything else.

Jobs and results are plain picklable data (:class:`hlorules.experiment.measure.Job`, a
dict; a rule check's task and report), and a worker needs only ``hlorules`` installed: the
spec's text and the files it reads travel in the job (:mod:`hlorules.experiment.bundle`).
On Dask and Ray a job whose worker dies is run again elsewhere, so a sweep loses no row.
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import logging
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

from hlorules.base.errors import HloRulesError
from hlorules.base.extras import require

__all__ = ["DaskExecutor", "Executor", "FuturesExecutor", "RayExecutor", "SerialExecutor",
           "make_executor"]


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
    """Wraps a ``concurrent.futures.Executor`` (the process pool, a factory's executor)."""

    def __init__(self, pool: cf.Executor, name: str = "futures") -> None:
        self.pool = pool
        self.name = name

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        futures = {self.pool.submit(fn, job): job for job in jobs}
        for fut in cf.as_completed(futures):
            yield futures[fut], fut.result()

    def close(self) -> None:
        self.pool.shutdown(wait=True)


class DaskExecutor:
    """Jobs as Dask futures on the scheduler at ``address``, or on a ``LocalCluster`` of
    ``jobs`` single-threaded worker processes bound to 127.0.0.1 (no dashboard).

    A job whose worker dies is rescheduled by the scheduler on another worker; a job that
    raises is retried ``retries`` times (``Client.submit(retries=)``)."""

    def __init__(self, address: str | None = None, jobs: int = 2, retries: int = 3) -> None:
        from distributed import Client, LocalCluster  # type: ignore[import-not-found]

        self.cluster = None
        if address:
            try:
                self.client = Client(address)
            except (OSError, TimeoutError, ValueError) as e:
                raise HloRulesError(f"cannot connect to the Dask scheduler at {address}: "
                                    f"{e}") from None
        else:
            self.cluster = LocalCluster(n_workers=max(jobs, 1), threads_per_worker=1,
                                        processes=True, dashboard_address=None,
                                        host="127.0.0.1", silence_logs=logging.CRITICAL)
            self.client = Client(self.cluster)
        self.retries = retries
        self.name = f"dask {address or f'local x{max(jobs, 1)}'}"

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        from distributed import as_completed

        futures = {self.client.submit(fn, job, retries=self.retries, pure=False): job
                   for job in jobs}
        if not futures:
            return
        for fut in as_completed(list(futures)):
            yield futures[fut], fut.result()

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


class RayExecutor:
    """Each job a Ray task on the cluster at ``address`` (``ray.init(address)``), or on a
    local Ray runtime of ``jobs`` CPUs bound to 127.0.0.1 (no dashboard); reuses a runtime
    already initialised in this process.  A task whose worker dies, or that raises, is
    retried ``retries`` times (``max_retries``, ``retry_exceptions``)."""

    def __init__(self, address: str | None = None, jobs: int = 2, retries: int = 3) -> None:
        import ray  # type: ignore[import-not-found]

        self.started = False
        if not ray.is_initialized():
            if address:
                try:
                    ray.init(address=address)  # ray://... (client mode) takes few options
                except (ConnectionError, OSError, TimeoutError, ValueError) as e:
                    raise HloRulesError(f"cannot connect to the Ray cluster at {address}: "
                                        f"{e}") from None
            else:
                ray.init(num_cpus=max(jobs, 1), include_dashboard=False, log_to_driver=False,
                         _node_ip_address="127.0.0.1")
            self.started = True
        self.ray = ray
        self.retries = retries
        self.name = f"ray {address or f'local x{max(jobs, 1)}'}"

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[tuple[Any, Any]]:
        remote = self.ray.remote(num_cpus=1, max_retries=self.retries,
                                 retry_exceptions=True)(fn)
        pending = {remote.remote(job): job for job in jobs}
        while pending:
            done, _ = self.ray.wait(list(pending), num_returns=1)
            for ref in done:
                yield pending.pop(ref), self.ray.get(ref)

    def close(self) -> None:
        if self.started:
            self.ray.shutdown()


def _worker_init() -> None:
    # several workers may share one GPU: do not let each grab most of its memory
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")


def make_executor(kind: str = "process", jobs: int = 1, address: str | None = None,
                  retries: int = 3) -> Any:
    """The executor ``kind`` names (see the module docstring) with ``jobs`` workers.

    ``address`` (``--address``) is the Dask scheduler or Ray cluster to use (also written
    ``dask:ADDR``/``ray:ADDR``); without one, Dask and Ray start a local cluster of ``jobs``
    workers on 127.0.0.1.  ``retries`` is how often a cluster job is retried."""
    head, _, rest = kind.partition(":")
    if head in ("dask", "ray") and rest and address and rest != address:
        raise HloRulesError(f"--executor {kind} and --address {address} name two clusters")
    if head in ("dask", "ray"):
        address = address or rest or None
    if address and head not in ("dask", "ray"):
        raise HloRulesError(f"--address needs --executor dask or ray, not '{kind}'")
    if kind == "serial" or (kind in ("process", "local") and jobs <= 1):
        return SerialExecutor()
    if kind in ("process", "local"):
        ctx = multiprocessing.get_context("spawn")
        pool = cf.ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=_worker_init)
        return FuturesExecutor(pool, f"process x{jobs}")
    if head == "dask":
        require("dask", "--executor dask")
        return DaskExecutor(address, jobs, retries)
    if head == "ray":
        require("ray", "--executor ray")
        return RayExecutor(address, jobs, retries)
    if rest:
        try:
            factory = getattr(importlib.import_module(head), rest)
        except (ImportError, AttributeError) as e:
            raise HloRulesError(f"cannot load executor factory '{kind}': {e}") from None
        made = factory(jobs)
        if isinstance(made, cf.Executor):
            return FuturesExecutor(made, kind)
        return made
    raise HloRulesError(f"unknown executor '{kind}': local (process), serial, dask, ray "
                        "or module:factory")
