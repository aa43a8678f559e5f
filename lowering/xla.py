"""Compile StableHLO (an xDSL module or MLIR text) with XLA through jaxlib, and run it."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from xdsl.ir import Operation

from hlorules.base.errors import HloRulesError
from hlorules.engine.api import apply
from hlorules.lowering import jaxlib_api
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text

from .xla_guards import compiler_trap

_BACKEND_ALIASES = {"gpu": "cuda", "cuda": "cuda", "cpu": "cpu", "rocm": "rocm", "tpu": "tpu"}


def _backend(name: str) -> Any:
    key = _BACKEND_ALIASES.get(name, name)
    try:
        return jaxlib_api.backend(key)
    except HloRulesError:
        if key == "cuda":
            return jaxlib_api.backend("gpu")
        raise


@dataclass
class Executable:
    """A compiled module on one device: call it with numpy/jax arrays, get numpy arrays."""

    exe: Any
    backend: Any
    compile_seconds: float
    text: str

    @property
    def device(self) -> Any:
        return self.backend.local_devices()[0]

    def put(self, args: Sequence[Any]) -> list[Any]:
        """Move arguments to the executable's device (as jax arrays)."""
        import jax

        return [jax.device_put(np.asarray(a) if not hasattr(a, "devices") else a, self.device)
                for a in args]

    def run_on_device(self, device_args: Sequence[Any]) -> list[Any]:
        """Run on arguments already on the device; returns device arrays (asynchronously)."""
        return list(self.exe.execute(list(device_args)))

    def __call__(self, *args: Any) -> list[np.ndarray]:
        outs = self.run_on_device(self.put(args))
        return [np.asarray(o) for o in outs]


def defined(text: str) -> str:
    """``text`` with each op XLA cannot run that has a StableHLO definition written as that
    definition (``rulebooks/definitions.book``: Enzyme-JAX's ``enzymexla.math.relu(x)`` is
    ``max(x, 0)``, static tensors of real elements); ``text`` itself where it holds no such
    op, or where the importer refuses it (XLA then names what it cannot run)."""
    if "enzymexla.math." not in text:
        return text
    try:
        mod = from_text(text)
        apply(mod, "definitions", input_verified=True)
    except HloRulesError:
        return text
    return to_text(mod)


def compile(module_or_text: Operation | str, backend: str = "cpu") -> Executable:
    """Compile with XLA for ``backend`` (``cpu``, ``gpu``), the ops it cannot run that have a
    StableHLO definition written as that (:func:`defined`); errors name the XLA message."""
    text = module_or_text if isinstance(module_or_text, str) else to_text(module_or_text)
    text = defined(text)

    trap = compiler_trap(module_or_text)
    if trap is not None:
        raise HloRulesError(trap)
    b = _backend(backend)
    t0 = time.perf_counter()
    try:
        exe = jaxlib_api.compile_text(text, b)
    except HloRulesError:
        raise
    except Exception as e:  # noqa: BLE001 -- XLA raises XlaRuntimeError / ValueError, by version
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise HloRulesError(f"XLA rejected the module: {first}") from None
    return Executable(exe, b, time.perf_counter() - t0, text)


def run(module_or_text: Operation | str, *args: Any, backend: str = "cpu") -> list[np.ndarray]:
    """Compile and run once; returns the outputs as numpy arrays."""
    return compile(module_or_text, backend)(*args)
