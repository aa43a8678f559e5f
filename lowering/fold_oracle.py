"""XLA as the reference for folding: run one op on argument arrays, bit for bit.

``single_op_module`` wraps one op (given as its generic-form text) in a ``@main`` whose
arguments are the op's operands, so XLA computes the op at run time on exactly the arrays
the folder sees (nothing for XLA's own constant folder to touch). ``XlaOracle`` compiles
each distinct text once and runs it with 64-bit types enabled (jax's x64 flag is off by
default and would otherwise narrow i64/f64 arguments).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

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
