"""The StableHLO (and CHLO) dialect for xDSL, table-driven: see ``opdef.define``.

``make_context()`` gives an xDSL context with builtin, func, stablehlo and chlo loaded;
``REGISTRY`` maps op names to their table rows (``OpSpec``) for rules and the engine.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin
from xdsl.dialects.func import Func
from xdsl.ir import Dialect

from . import ops_chlo, ops_compute, ops_control, ops_elementwise, ops_indexing, ops_shape
from .attrs import CHLO_ATTRS, STABLEHLO_ATTRS
from .opdef import REGISTRY, Broadcastable, Elementwise, HasRegions, OpSpec

_ = (ops_compute, ops_control, ops_elementwise, ops_indexing, ops_shape, ops_chlo)

StableHLO = Dialect(
    "stablehlo",
    [s.cls for n, s in REGISTRY.items() if n.startswith("stablehlo.")],  # type: ignore[misc]
    STABLEHLO_ATTRS,
)
CHLO = Dialect("chlo", [s.cls for n, s in REGISTRY.items() if n.startswith("chlo.")], CHLO_ATTRS)  # type: ignore[misc]


def make_context(allow_unregistered: bool = False) -> Context:
    """An xDSL context with builtin, func, stablehlo and chlo loaded."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for d in (Builtin, Func, StableHLO, CHLO):
        ctx.load_dialect(d)
    return ctx


def lookup(name: str) -> OpSpec | None:
    """The table row for an op name, or None for an op outside the dialect."""
    return REGISTRY.get(name)


__all__ = ["CHLO", "REGISTRY", "Broadcastable", "Elementwise", "HasRegions", "OpSpec",
           "StableHLO", "lookup", "make_context"]
