"""The StableHLO (and CHLO) dialect for xDSL, table-driven: see ``opdef.define``.

``make_context()`` gives an xDSL context with builtin, func, stablehlo and chlo loaded;
``REGISTRY`` maps op names to their table rows (``OpSpec``) for rules and the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, UnregisteredOp
from xdsl.dialects.func import Func
from xdsl.ir import Dialect

from . import (
    ops_chlo,
    ops_collective,
    ops_compute,
    ops_control,
    ops_elementwise,
    ops_enzymexla,
    ops_foreign,
    ops_indexing,
    ops_shape,
)
from .attrs import CHLO_ATTRS, OTHER_ATTRS, STABLEHLO_ATTRS
from .opdef import REGISTRY, Broadcastable, Elementwise, HasRegions, OpSpec
from .ops_foreign import CARRIED_DIALECTS, carried
from .types import TokenType

_ = (ops_collective, ops_compute, ops_enzymexla, ops_foreign, ops_control, ops_elementwise, ops_indexing, ops_shape, ops_chlo)

StableHLO = Dialect(
    "stablehlo",
    [s.cls for n, s in REGISTRY.items() if n.startswith("stablehlo.")],  # type: ignore[misc]
    [*STABLEHLO_ATTRS, TokenType],
)
CHLO = Dialect("chlo", [s.cls for n, s in REGISTRY.items() if n.startswith("chlo.")], CHLO_ATTRS)  # type: ignore[misc]
FOREIGN = [Dialect(d, [s.cls for n, s in REGISTRY.items() if n.startswith(d + ".")], [])  # type: ignore[misc]
           for d in ("arith", "shape", "tensor", "enzymexla")]


HLORULES = Dialect("hlorules", [], OTHER_ATTRS)


@dataclass
class _Context(Context):
    """Unregistered attributes and types always read (kept as their text, xDSL's
    ``UnregisteredAttr``); unregistered ops of ``CARRIED_DIALECTS`` always, of other
    dialects only when ``allow_unregistered_ops``."""

    allow_unregistered_ops: bool = False

    def get_optional_op(self, name, *, dialect_stack=()):  # type: ignore[no-untyped-def]
        op = super().get_optional_op(name, dialect_stack=dialect_stack)
        if (op is not None and not self.allow_unregistered_ops and issubclass(op, UnregisteredOp)
                and not carried(name)):
            return None
        return op


def make_context(allow_unregistered: bool = False) -> Context:
    """An xDSL context with builtin, func, stablehlo, chlo and the modelled arith, shape
    and tensor ops loaded.

    Attributes and types of other dialects (``#sdy...``, ``#sparse_tensor...``) are always
    read, opaquely; the other ops of ``CARRIED_DIALECTS`` too; ops of any other dialect
    only with ``allow_unregistered``.
    """
    ctx = _Context(allow_unregistered=True, allow_unregistered_ops=allow_unregistered)
    for d in (Builtin, Func, StableHLO, CHLO, HLORULES, *FOREIGN):
        ctx.load_dialect(d)
    return ctx


def lookup(name: str) -> OpSpec | None:
    """The table row for an op name, or None for an op outside the dialect."""
    return REGISTRY.get(name)


__all__ = ["CARRIED_DIALECTS", "CHLO", "REGISTRY", "Broadcastable", "Elementwise", "HasRegions", "OpSpec",
           "StableHLO", "lookup", "make_context"]
