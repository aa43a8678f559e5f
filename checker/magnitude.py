"""The magnitude program of a sum of products, which judges ``approx sum N`` (docs/checker.md).

A program built of adds, subtracts, negates, multiplies, ``dot_general``, add ``reduce``,
widening float converts and data movement computes each result as a sum of products of its
inputs and constants. Evaluated in any grouping, with each operation rounded (unit roundoff
u), it lies within about k * u * S of the exact value, k the number of roundings along the
longest chain and S the same computation over magnitudes: every float input and constant
replaced by its absolute value, every subtract by an add, every negate by its operand. Two
groupings of it lie within twice that of each other. :func:`magnitude_program` writes S's
program; a program holding any other op on floats has no such bound and is not judged this
way. Ops on integers and booleans alone, and ops that only pick float elements
(:data:`MOVES`: gather, select, ...), compute alike in both programs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue

from hlorules.dialect import lookup
from hlorules.dialect.build import create
from hlorules.dialect.types import is_float_type, to_dtype
from hlorules.lowering import exporter, importer
from hlorules.rules.model import SUM_OPS

__all__ = ["MOVES", "Magnitudes", "float_limits", "magnitude_program"]

_SHELL = frozenset({"builtin.module", "func.func", "func.return"})
# Ops that only select or move float elements (by indices or predicates the integer part of
# the program computes alike in both), beside SUM_OPS' data movement: the magnitude of what
# they give is what they give of the magnitudes.
MOVES = frozenset({"stablehlo.gather", "stablehlo.dynamic_slice",
                   "stablehlo.dynamic_update_slice", "stablehlo.reverse", "stablehlo.select",
                   "stablehlo.iota"})


@dataclass(frozen=True)
class Magnitudes:
    """The magnitude program's text, and the largest unit roundoff and smallest normal of
    the float types the program holds."""

    text: str
    eps: float
    tiny: float


def _elem(v: SSAValue) -> Any:
    return v.type.get_element_type() if isinstance(v.type, TensorType) else None


def _floating(e: Any) -> bool:
    """A float or complex element type."""
    if e is None:
        return False
    try:
        return is_float_type(e) or to_dtype(e).kind == "c"
    except ValueError:  # a type numpy has no dtype for (index): not a float
        return False


def _finfo(e: Any) -> Any:
    dt = to_dtype(e)
    return ml_dtypes.finfo(dt) if dt.itemsize <= 2 or dt.kind != "f" else np.finfo(dt)


def float_limits(module: Operation) -> tuple[float, float]:
    """The largest unit roundoff and the largest smallest normal over the float element
    types of the values of ``module`` (0.0, 0.0 without floats)."""
    eps = tiny = 0.0
    seen = set()
    for op in module.walk():
        vals = [*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)]
        for v in vals:
            e = _elem(v)
            if e is not None and is_float_type(e) and e not in seen:
                seen.add(e)
                fi = _finfo(e)
                eps = max(eps, float(fi.eps) / 2)
                tiny = max(tiny, float(fi.tiny))
    return eps, tiny


def _not_judged(op: Operation) -> str | None:
    """Why ``op`` keeps its program from being judged as a sum of products; None: it is one
    of the sum-of-products ops, on real values."""
    if op.name in _SHELL:
        return None
    elems = [_elem(v) for v in [*op.operands, *op.results]]
    if not any(_floating(e) for e in elems):
        return None  # integers and booleans only: computed alike in the magnitude program
    if op.name not in SUM_OPS and op.name not in MOVES:
        return f"{op.name} is not an op of a sum of products"
    if any(_floating(e) and not is_float_type(e) for e in elems):
        return f"{op.name} of complex values"
    if op.name == "stablehlo.convert":
        src, dst = _elem(op.operands[0]), _elem(op.results[0])
        if is_float_type(src) != is_float_type(dst):
            return "a convert between integers and floats"
        if is_float_type(src):
            a, b = _finfo(src), _finfo(dst)
            if b.nmant < a.nmant or b.maxexp < a.maxexp:
                return f"a convert from {src} to the narrower {dst}"
    if op.name == "stablehlo.reduce":
        body = list(op.regions[0].blocks[0].ops) if len(op.operands) == 2 else []
        args = op.regions[0].blocks[0].args if body else ()
        if not (len(body) == 2 and body[0].name == "stablehlo.add"
                and set(body[0].operands) == set(args) and len(args) == 2
                and list(body[1].operands) == [body[0].results[0]]):
            return "a reduce whose body is not one add of its arguments"
    return None


def _op_class(name: str) -> type[Operation]:
    spec = lookup(name)
    assert spec is not None and spec.cls is not None, name
    return spec.cls


def _abs_after(v: SSAValue, where: Operation | None, block: Any) -> None:
    """Every use of ``v`` reads ``abs(v)`` instead, built after ``where`` (None: at the
    start of ``block``)."""
    uses = list(v.uses)
    if not uses:
        return
    op = create(_op_class("stablehlo.abs"), [v], [v.type], {}, {}, [])
    if where is None:
        first = block.first_op
        if first is None:
            block.add_op(op)
        else:
            block.insert_op_before(op, first)
    else:
        block.insert_op_after(op, where)
    for u in uses:
        u.operation.operands[u.index] = op.results[0]


def magnitude_program(text: str) -> Magnitudes | str:
    """The magnitude program of ``text``'s ``@main`` (module docstring) with its limits, or
    why there is none (an op outside the sum-of-products ops)."""
    module = importer.from_text(text)
    funcs = [op for op in module.walk() if op.name == "func.func"]
    main = [f for f in funcs
            if getattr(f.properties["sym_name"], "data", None) == "main"] or funcs[:1]
    for f in funcs:  # what XLA runs is @main (func.call is no op of a sum of products)
        parent = f.parent_block()
        if f is not main[0] and parent is not None:
            parent.erase_op(f)
    for op in module.walk():
        why = _not_judged(op)
        if why is not None:
            return why
    eps, tiny = float_limits(module)
    add = _op_class("stablehlo.add")
    for op in list(module.walk()):
        if op.name == "func.func":
            block = op.regions[0].blocks[0]
            for a in block.args:
                if is_float_type(_elem(a)):
                    _abs_after(a, None, block)
            continue
        out = op.results[0] if op.results else None
        if out is None or not is_float_type(_elem(out)):
            continue
        parent = op.parent_block()
        assert parent is not None
        block = parent
        if op.name == "stablehlo.constant":
            _abs_after(out, op, block)
        elif op.name == "stablehlo.negate":
            out.replace_all_uses_with(op.operands[0])
            block.erase_op(op)
        elif op.name == "stablehlo.subtract":
            new = create(add, list(op.operands), [out.type], {}, {}, [])
            block.insert_op_before(new, op)
            out.replace_all_uses_with(new.results[0])
            block.erase_op(op)
    return Magnitudes(exporter.to_text(module), eps, tiny)
