"""Python's cyclic garbage collector, tuned for building and rewriting large modules.

xDSL ops, values and uses point at each other, so every op is in reference cycles and the
collector tracks all of them; with the default thresholds a 50k-op import or rewrite runs
hundreds of collections that traverse the whole (live) module and find little garbage.
:func:`engine_gc` freezes what exists on entry (the imported module, the loaded rules:
they are not traversed again) and raises the young-generation threshold while the body
runs; on exit the thresholds are restored and everything -- what was frozen and what the
body made -- goes to the oldest generation: a module just imported or rewritten is
long-lived, and young collections would only traverse it (a 10k-op rewrite: ~10 ms for
finding nothing).  Garbage made meanwhile is still collected, at the next full
collection; the engine makes little (the driver frees erased ops by reference counting:
engine/driver.py ``_release``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["engine_gc"]

_THRESHOLD = (50_000, 20, 50)
_depth = 0


@contextmanager
def engine_gc() -> Iterator[None]:
    """Run the body with the collector tuned for the engine (nestable; restores on exit)."""
    global _depth
    if _depth or not gc.isenabled():
        _depth += 1
        try:
            yield
        finally:
            _depth -= 1
        return
    old = gc.get_threshold()
    _depth += 1
    gc.freeze()
    gc.set_threshold(max(old[0], _THRESHOLD[0]), max(old[1], _THRESHOLD[1]),
                     max(old[2], _THRESHOLD[2]))
    try:
        yield
    finally:
        _depth -= 1
        gc.set_threshold(*old)
        gc.freeze()  # the body's objects too: unfreeze moves all to the oldest generation
        gc.unfreeze()
