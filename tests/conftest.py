"""Test-wide settings: the default run is deterministic.

Hypothesis runs under the ``ci`` profile (derandomised, no deadline, no example database,
so no example database is kept; its other caches go to
``$XDG_CACHE_HOME/hlorules/hypothesis``, never ``.hypothesis/``). Set ``HLORULES_HYPOTHESIS=explore`` for an
exploratory, randomised run (fresh examples each time, still no database); ``-m slow`` runs
the long suites.
"""

from __future__ import annotations

import os
import sys


def _rewrite_the_tests_asserts_only() -> None:
    """pytest rewrites the asserts of every module of each distribution that registers a
    pytest plugin (hlorules, hypothesis, xdist, pytest-benchmark): each worker would parse
    and recompile some 200 library modules it never needs introspection for. Only the
    tests' own modules (and these conftests) keep pytest's assert rewriting."""
    from _pytest.assertion.rewrite import AssertionRewritingHook

    for hook in sys.meta_path:
        marked = getattr(hook, "_must_rewrite", None)
        if isinstance(hook, AssertionRewritingHook) and isinstance(marked, set):
            marked.difference_update({n for n in marked if not n.startswith(("tests", "conftest"))})


_rewrite_the_tests_asserts_only()


def _share_bytecode() -> None:
    """Let the run write bytecode even where ``PYTHONDONTWRITEBYTECODE`` is set: the xdist
    workers and every ``python -m hlorules`` process a test spawns inherit this environment,
    and without ``__pycache__`` each of them compiles the package's modules from source
    (about 75 CPU s over a default run on a fresh clone)."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


_share_bytecode()

from hypothesis import HealthCheck, settings  # after the rewrite marks are cut

settings.register_profile(
    "ci", derandomize=True, deadline=None, database=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                           HealthCheck.data_too_large, HealthCheck.filter_too_much])
settings.register_profile(
    "explore", derandomize=False, deadline=None, database=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
settings.load_profile(os.environ.get("HLORULES_HYPOTHESIS", "ci"))

# hypothesis's own caches (its constants cache is written whatever ``database`` says) go
# where ``hlorules check`` puts them, never into the repository
from hlorules.checker.module import redirect_hypothesis_storage

redirect_hypothesis_storage()


def pytest_configure(config) -> None:
    """The default run compares against XLA CPU: on a machine with a GPU, JAX's default
    backend would be the GPU, so pin CPU unless GPU tests were asked for (``-m gpu``)."""
    markexpr = config.getoption("markexpr", "") or ""
    if "gpu" not in markexpr.replace("not gpu", ""):
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        if "jax" in sys.modules:  # imported already: its backends start lazily, set it too
            sys.modules["jax"].config.update("jax_platforms", os.environ["JAX_PLATFORMS"])
