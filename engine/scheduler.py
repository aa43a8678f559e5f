"""Runs a resolved schedule tree (see :mod:`hlorules.engine.schedule`) with the driver.

* ``Phase``: one run of :meth:`Driver.run_phase`;
* ``Seq``: the items in order;
* ``Repeat n``: the body at most ``n`` times;
* ``FirstOf``: alternatives in order, stopping after the first that changes the module;
* ``UntilFixpoint``: the body until an iteration changes nothing, at most ``max_iters``
  times (hitting the limit is recorded as a warning in the trace).

Loops (``repeat`` and ``until fixpoint``) share two rules, each recorded in the trace
(:class:`~hlorules.engine.trace.LoopStats`):

* a round that changes nothing ends the loop (``stopped_by="fixpoint"``): running the same
  schedule on the same module again changes nothing again, so ``repeat 1000000 { p }``
  stops after one idle round;
* after every round that changed the module, the module is hashed (``driver.hash_fn``) at
  that phase boundary; a state an earlier round of the same loop ended in means the rounds
  go round in a cycle (phases undoing each other), reported as a
  :class:`~hlorules.engine.driver.CycleError` naming the phases and the rules that fired
  between the two visits (with ``on_cycle="stop"``: a warning, the loop ends, the last
  phase run is marked ``stopped_by="cycle"``).  One hash per changing round: no cost per
  rewrite;
* the rounds may not grow the module past ``10 * ops + 10000`` ops (ops at loop entry;
  ``driver.growth``), a
  :class:`~hlorules.engine.driver.RunawayError` naming the phases and the rules that fired
  (each phase run has its own such limit; this one stops growth spread over many rounds).

Every function returns whether the module changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from xdsl.ir import Operation

from hlorules.engine.driver import CycleError, Driver, RunawayError, count_ops
from hlorules.engine.schedule import FirstOf, Phase, Repeat, Schedule, Seq, UntilFixpoint
from hlorules.engine.trace import LoopStats

__all__ = ["run_schedule"]


def run_schedule(node: Schedule, module: Operation, driver: Driver) -> bool:
    """Run ``node`` over ``module`` in place; True when anything changed."""
    if isinstance(node, Phase):
        return driver.run_phase(node, module).changed
    if isinstance(node, Seq):
        changed = False
        for item in node.items:  # resolved: no PhaseRef is left
            changed |= run_schedule(cast(Schedule, item), module, driver)
        return changed
    if isinstance(node, (Repeat, UntilFixpoint)):
        return _run_loop(node, module, driver)
    if isinstance(node, FirstOf):
        for alt in node.alternatives:
            if run_schedule(alt, module, driver):
                return True
        return False
    raise TypeError(f"not a resolved schedule node: {node!r}")


def _run_loop(node: Repeat | UntilFixpoint, module: Operation, driver: Driver) -> bool:
    """Rounds of ``node.body``: until one changes nothing, a state repeats, or the limit."""
    withdraw: list[Callable[[], None]] = []
    try:
        return _rounds(node, module, driver, withdraw)
    finally:
        for w in withdraw:  # the loop is over: its states are compared no more
            w()


def _rounds(node: Repeat | UntilFixpoint, module: Operation, driver: Driver,
            withdraw: list[Callable[[], None]]) -> bool:
    """:func:`_run_loop`'s rounds; the hashes it defers (``Driver.defer``) go to ``withdraw``."""
    trace = driver.trace
    is_repeat = isinstance(node, Repeat)
    limit = node.n if isinstance(node, Repeat) else node.max_iters
    kind = "repeat" if is_repeat else "until fixpoint"
    stats = LoopStats(kind, str(node.location) if node.location else "", limit)
    trace.loops.append(stats)
    seen: dict[Any, tuple[int, int]] = {}  # module hash -> (round, phase runs so far)
    seen_ops: set[int] = set()  # op counts of the hashed states (a repeat has the same)
    changed = False
    start_runs = len(trace.phases)
    start_ops = count_ops(module) if limit > 1 else 0
    max_ops = driver.growth[0] * start_ops + driver.growth[1]
    for rnd in range(1, limit + 1):
        stats.rounds = rnd
        if not run_schedule(node.body, module, driver):
            stats.stopped_by = "fixpoint"
            return changed
        changed = True
        if limit == 1:
            break
        runs = len(trace.phases)
        ops = trace.phases[-1].ops_after if runs > start_runs else start_ops
        if ops > max_ops:
            stats.stopped_by = "runaway"
            err: CycleError | RunawayError = _runaway_error(node, kind, trace.phases[start_runs:runs], trace, start_ops,
                                 ops, rnd, max_ops)
            if driver.on_cycle == "raise":
                raise err
            trace.warn(str(err))
            if trace.phases[-1].stopped_by is None:
                trace.phases[-1].stopped_by = "runaway"
            return changed
        now = count_ops(module)  # a walk: much cheaper than a hash
        if rnd == limit and now not in seen_ops:
            break  # no later round: a hash would only be compared, and no state matches
        if now not in seen_ops:
            # a new op count: no state seen matches, so the hash is only kept, and it is
            # taken once the next round changes the module (a round that changes nothing
            # ends the loop: the state is never hashed)
            seen_ops.add(now)
            withdraw.append(driver.keep_hash(module, seen, (rnd, runs)))
            continue
        driver.settle()  # the states deferred are hashed (the module is still theirs)
        h = driver.hash_fn(module)
        if h in seen:
            stats.stopped_by = "cycle"
            first, start = seen[h]
            err = _cycle_error(node, kind, trace.phases[start:runs], trace, first, rnd)
            if driver.on_cycle == "raise":
                raise err
            trace.warn(str(err))
            if trace.phases and trace.phases[-1].stopped_by is None:
                trace.phases[-1].stopped_by = "cycle"
            return changed
        seen[h] = (rnd, runs)
    stats.stopped_by = "limit"
    if not is_repeat:
        driver.trace.warn(f"until fixpoint{_at(node)} did not converge in {limit} iterations")
    return changed


def _cycle_error(node: Repeat | UntilFixpoint, kind: str, runs: list[Any], trace: Any,
                 first: int, again: int) -> CycleError:
    """The error for rounds ``first + 1 .. again`` returning to the state after ``first``."""
    phases: dict[str, None] = {}
    cycle: list[tuple[str, Any]] = []
    for st in runs:
        phases.setdefault(st.name, None)
        for rule, n in st.fired.items():
            cycle += [(rule, trace.rules[rule].location if rule in trace.rules else None)] * n
    loop = f"{kind}: round {again} ends where round {first} ended"
    return CycleError(",".join(phases), cycle, node.location, phases=list(phases), loop=loop)


def _runaway_error(node: Repeat | UntilFixpoint, kind: str, runs: list[Any], trace: Any,
                   start: int, now: int, rounds: int, limit: int) -> RunawayError:
    """The error for a loop whose rounds grew the module past ``limit`` ops."""
    phases: dict[str, None] = {}
    counts: dict[str, tuple[int, Any]] = {}
    for st in runs:
        phases.setdefault(st.name, None)
        for rule, n in st.fired.items():
            c, _ = counts.get(rule, (0, None))
            loc = trace.rules[rule].location if rule in trace.rules else None
            counts[rule] = (c + n, loc)
    reason = (f"{kind} grew the module from {start} to {now} ops in {rounds} rounds (limit "
              f"{limit})")
    return RunawayError(",".join(phases), reason, counts, node.location)


def _at(node: UntilFixpoint | Repeat) -> str:
    return f" at {node.location}" if node.location else ""
