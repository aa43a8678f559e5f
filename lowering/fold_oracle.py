"""XLA as the reference for folding: run one op on argument arrays, bit for bit.

``single_op_module`` wraps one op (given as its generic-form text) in a ``@main`` whose
arguments are the op's operands, so XLA computes the op at run time on exactly the arrays
the folder sees (nothing for XLA's own constant folder to touch). ``XlaOracle`` compiles
each distinct text once and runs it with 64-bit types enabled (jax's x64 flag is off by
default and would otherwise narrow i64/f64 arguments). ``backend_evaluator`` is the
folder's evaluator under ``set fold_backend = "cpu"`` (or ``"gpu"``), registered here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.ir import Operation

from hlorules.base.errors import HloRulesError
from hlorules.dialect.constants import from_numpy
from hlorules.dialect.fold import register_backend
from hlorules.dialect.fold.core import BackendEvaluator
from hlorules.dialect.printer import TextExporter
from hlorules.lowering import xla


def single_op_module(op_text: str, arg_types: Sequence[str], result_types: Sequence[str]) -> str:
    """``module { func.func @main(%a0: T0, ...) -> (R...) { %r:N = <op_text>; return } }``.

    ``op_text`` refers to the arguments as ``%a0, %a1, ...`` and is the right-hand side of
    the assignment, e.g. ``"stablehlo.add"(%a0, %a1) : (tensor<4xf32>, tensor<4xf32>) ->
    tensor<4xf32>`` (generic form, regions allowed).
    """
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types))
    n = len(result_types)
    lhs = "%r" if n == 1 else f"%r:{n}"
    rets = "%r" if n == 1 else ", ".join(f"%r#{i}" for i in range(n))
    rtys = ", ".join(result_types)
    return (f"module {{\n  func.func @main({args}) -> ({rtys}) {{\n    {lhs} = {op_text}\n"
            f"    return {rets} : {rtys}\n  }}\n}}\n")


def multi_op_module(op_texts: Sequence[str], arg_types: Sequence[str],
                    result_types: Sequence[str]) -> str:
    """Like ``single_op_module`` with several single-result ops on the same arguments."""
    args = ", ".join(f"%a{i}" + f": {t}" for i, t in enumerate(arg_types))
    body = "".join(f"    %r{i} = {t}\n" for i, t in enumerate(op_texts))
    rets = ", ".join(f"%r{i}" for i in range(len(op_texts)))
    rtys = ", ".join(result_types)
    return (f"module {{\n  func.func @main({args}) -> ({rtys}) {{\n{body}"
            f"    return {rets} : {rtys}\n  }}\n}}\n")


class XlaOracle:
    """Compiled single-op modules, cached by text; call with numpy arrays."""

    def __init__(self, backend: str = "cpu") -> None:
        self.backend = backend
        self._exes: dict[str, Any] = {}

    def compile(self, text: str) -> Any:
        exe = self._exes.get(text)
        if exe is None:
            exe = self._exes[text] = xla.compile(text, self.backend)
        return exe

    def __call__(self, text: str, *args: np.ndarray) -> list[np.ndarray]:
        import jax

        exe = self.compile(text)
        with jax.enable_x64(True):
            return exe(*[np.asarray(a) for a in args])


def bits(a: np.ndarray) -> np.ndarray:
    """The array's bit patterns as unsigned integers (bool as uint8 0/1)."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        return a.astype(np.uint8)
    return np.ascontiguousarray(a).reshape(a.shape).view(f"u{a.dtype.itemsize}")


def backend_evaluator(backend: str) -> BackendEvaluator:
    """An evaluator of ``BACKEND_FOLDED`` ops for :func:`register_backend`: XLA on
    ``backend`` computes the op twice, on its operands passed as arguments (the compiled
    code) and as constants in the module (what XLA's own constant folder makes of them);
    the results are returned when the two agree bit for bit and hold only finite numbers,
    so the constant is what that backend computes for the op whether or not XLA folds it.
    None otherwise, for an op with regions, attributes or several results, or when XLA
    cannot compile it on this machine."""
    oracle = XlaOracle(backend)
    exporter = TextExporter()
    memo: dict[tuple[Any, ...], list[np.ndarray] | None] = {}

    def evaluate(op: Operation, args: list[np.ndarray]) -> list[np.ndarray] | None:
        if op.regions or op.properties or op.attributes or len(op.results) != 1:
            return None
        types = [exporter.attr(v.type) for v in op.operands]
        rtype = exporter.attr(op.results[0].type)
        key = (op.name, tuple(types), rtype, tuple(bits(a).tobytes() for a in args))
        if key not in memo:
            memo[key] = _agreed(op, args, types, rtype)
        return memo[key]

    def _agreed(op: Operation, args: list[np.ndarray], types: list[str],
                rtype: str) -> list[np.ndarray] | None:
        names = ", ".join(f"%a{i}" for i in range(len(args)))
        op_text = f'"{op.name}"({names}) : ({", ".join(types)}) -> {rtype}'
        consts = "".join(
            f'    %a{i} = "stablehlo.constant"() <{{value = '
            f'{exporter.attr(from_numpy(np.asarray(a), v.type))}}}> : () -> {t}\n'
            for i, (a, v, t) in enumerate(zip(args, op.operands, types)))
        folded_text = (f"module {{\n  func.func @main() -> ({rtype}) {{\n{consts}"
                       f"    %r = {op_text}\n    return %r : {rtype}\n  }}\n}}\n")
        try:
            run = oracle(single_op_module(op_text, types, [rtype]), *args)[0]
            folded = oracle(folded_text)[0]
        except HloRulesError:
            return None
        if (run.shape != folded.shape or bits(run).tobytes() != bits(folded).tobytes()
                or (np.issubdtype(run.dtype, np.floating) and not np.isfinite(run).all())):
            return None
        return [run]

    return evaluate


for _name in ("cpu", "gpu"):
    register_backend(_name, backend_evaluator(_name))
