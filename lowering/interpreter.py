"""Run a module with StableHLO's reference interpreter (``stablehlo.eval_module`` in jaxlib):
the spec's semantics, a second oracle beside XLA (which folds, fuses and flushes in ways of
its own, e.g. the sign of a zero or a subnormal may differ between two compilations of
equal programs)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from hlorules.lowering import jaxlib_api

_DYNAMIC = re.compile(r"tensor<[^>]*\?")  # a dynamic dim (bounded or not)
_KINDS = "biuf"  # element kinds read and written through numpy; complex and bf16 are not


def _readable(dt: np.dtype) -> bool:
    return dt.kind in _KINDS and dt.name != "bfloat16" and not (dt.kind == "f" and dt.itemsize == 2)


def evaluate(text: str, args: Sequence[np.ndarray]) -> list[np.ndarray] | None:
    """``@main``'s outputs on ``args`` per the StableHLO reference interpreter, or None
    where it cannot answer: an argument or result of a type read through numpy here only
    with loss (complex, bf16, f16), a dynamic type (bounded or not: the interpreter aborts
    the process on an op with one), an op the interpreter lacks, or any other error of
    parsing or evaluation. Never raises."""
    arrays = [np.asarray(a) for a in args]
    if not all(_readable(a.dtype) for a in arrays):
        return None
    if _DYNAMIC.search(text):  # the interpreter aborts the process on a dynamic result type
        return None
    try:
        ir = jaxlib_api.ir()
        from jaxlib.mlir.dialects import stablehlo

        ctx = jaxlib_api.shared_context(len(text))
        quiet = ctx.attach_diagnostic_handler(lambda _d: True)  # its errors mean None
        try:
            with ctx:
                module = ir.Module.parse(text)
                attrs = [ir.DenseElementsAttr.get(np.ascontiguousarray(a).reshape(a.shape),
                                                  signless=a.dtype.kind != "u")
                         for a in arrays]
                got = [np.array(o) for o in stablehlo.eval_module(module, attrs)]
        finally:
            quiet.detach()
    except Exception:  # noqa: BLE001 -- an op or type it lacks: no answer, not an error
        return None
    if not all(_readable(g.dtype) for g in got):
        return None
    return got
