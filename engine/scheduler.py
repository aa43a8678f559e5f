"""Runs a resolved schedule tree (see :mod:`hlorules.engine.schedule`) with the driver.

* ``Phase``: one run of :meth:`Driver.run_phase`;
* ``Seq``: the items in order;
* ``Repeat n``: the body exactly ``n`` times;
* ``FirstOf``: alternatives in order, stopping after the first that changes the module;
* ``UntilFixpoint``: the body until an iteration changes nothing, at most ``max_iters``
  times (hitting the limit is recorded as a warning in the trace).

Every function returns whether the module changed.
"""

from __future__ import annotations

from hlorules.engine.driver import Driver
from hlorules.engine.schedule import FirstOf, Phase, Repeat, Schedule, Seq, UntilFixpoint
from xdsl.ir import Operation

__all__ = ["run_schedule"]


def run_schedule(node: Schedule, module: Operation, driver: Driver) -> bool:
    """Run ``node`` over ``module`` in place; True when anything changed."""
    if isinstance(node, Phase):
        return driver.run_phase(node, module).changed
    if isinstance(node, Seq):
        changed = False
        for item in node.items:
            changed |= run_schedule(item, module, driver)
        return changed
    if isinstance(node, Repeat):
        changed = False
        for _ in range(node.n):
            changed |= run_schedule(node.body, module, driver)
        return changed
    if isinstance(node, FirstOf):
        for alt in node.alternatives:
            if run_schedule(alt, module, driver):
                return True
        return False
    if isinstance(node, UntilFixpoint):
        changed = False
        for _ in range(node.max_iters):
            if not run_schedule(node.body, module, driver):
                return changed
            changed = True
        driver.trace.warn(f"until fixpoint{_at(node)} did not converge in {node.max_iters} "
                          "iterations")
        return changed
    raise TypeError(f"not a resolved schedule node: {node!r}")


def _at(node: UntilFixpoint) -> str:
    return f" at {node.location}" if node.location else ""
