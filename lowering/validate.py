"""Output validation: the text of a rewritten module, once jaxlib has parsed and verified it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import ModuleOp

from hlorules.base.errors import HloRulesError, Location
from hlorules.lowering import exporter, jaxlib_api

if TYPE_CHECKING:
    from hlorules.engine.trace import Trace

__all__ = ["export_validated"]


def export_validated(module: ModuleOp, trace: Trace | None = None, *,
                     pretty: bool = False) -> str:
    """The MLIR text of a rewritten ``module``, after jaxlib has parsed and verified it.

    What the engine writes must be a module XLA accepts: the generic text is parsed by
    jaxlib (which verifies it); ``pretty`` returns jaxlib's pretty print of that parse.  A
    module jaxlib rejects raises a located :class:`HloRulesError` (at the last rule that
    fired) naming jaxlib's complaint and the last rules that fired (``trace``), instead of
    writing a silently wrong module.
    """
    text = exporter.to_text(module)
    try:
        jm = jaxlib_api.parse_module(text)
        ok = jm.operation.verify()
    except jaxlib_api.mlir_error_type() as e:
        diags = getattr(e, "error_diagnostics", None) or []
        why = diags[0].message if diags else str(e)
        ok = False
    else:
        why = "verification failed"
    if not ok:
        why = (why.strip().splitlines() or ["invalid"])[0]
        recent = trace.recent_rules() if trace is not None else []
        if trace is None:
            names = "last rules that fired: unknown (no trace)"
        else:
            names = "last rules that fired, latest first: " + (", ".join(
                f"{n} ({loc or '<python>'})" for n, loc in recent) or "none")
        loc = next((lo for _, lo in recent if isinstance(lo, Location)), None)
        raise HloRulesError(f"the rewritten module is invalid ({why}); {names}", loc)
    if pretty:
        return jaxlib_api.print_module(jm, generic=False)
    return text
