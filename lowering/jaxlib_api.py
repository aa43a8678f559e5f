"""Every use of jax's private API lives here, behind a version check.

hlorules needs three things jax does not export publicly: its MLIR Python bindings
(``jax._src.lib.mlir``), an MLIR context with the StableHLO/CHLO dialects registered, and
the XLA client to compile StableHLO text. Tested with jax/jaxlib 0.10.2 and 0.11.2.
"""

from __future__ import annotations

import functools
import io
import os
import re
import threading
from collections.abc import Callable
from typing import Any

from hlorules.base.errors import HloRulesError
from hlorules.lowering.enzymexla_syntax import to_custom

# jaxlib's C++ logging reads this once, when its extension loads: jax sets the same default
# in its __init__, but parsing now loads jaxlib before (or without) jax, and XLA would then
# print INFO lines (PjRt device counts) on every compile
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")

TESTED = ((0, 10), (0, 11))


def _version() -> tuple[int, int]:
    import jax

    major, minor = (int(x) for x in jax.__version__.split(".")[:2])
    return major, minor


def _moved(what: str, err: Exception) -> HloRulesError:
    import jax

    return HloRulesError(
        f"jax {jax.__version__}: private API '{what}' moved or changed ({err}); hlorules is "
        f"tested with jax {', '.join(f'{a}.{b}' for a, b in TESTED)}")


@functools.cache
def ir() -> Any:
    """jaxlib's ``mlir.ir`` module (the one ``jax._src.lib.mlir.ir`` re-exports).

    Imported from jaxlib directly: importing it through ``jax`` costs the whole of jax
    (~1.3 s of CPU), which parsing, verifying and printing do not need.
    """
    try:
        from jaxlib.mlir import ir as _ir
    except ImportError:
        try:
            from jax._src.lib.mlir import ir as _ir
        except ImportError as e:
            raise _moved("jax._src.lib.mlir.ir", e) from None
    return _ir


@functools.cache
def _jaxlib_dialects() -> tuple[Any, Any, list[Callable[..., Any]]] | None:
    """jaxlib's pieces of jax's ``make_ir_context``: the upstream dialect registry, a shared
    thread pool and the dialect registrations; None where this jaxlib lacks one of them."""
    try:
        from jaxlib.mlir._mlir_libs import _jax_mlir_ext
        from jaxlib.mlir.dialects import chlo, mhlo, mpmd, sdy, stablehlo

        registry = ir().DialectRegistry()
        _jax_mlir_ext.register_dialects(registry)
        hooks: list[Callable[..., Any]] = [
            sdy.register_dialect, mpmd.register_dialect, mhlo.register_mhlo_dialect,
            chlo.register_dialect, stablehlo.register_dialect]
        return registry, ir().ThreadPool(), hooks
    except (ImportError, AttributeError):
        return None


@functools.cache
def _bare_context_type() -> type:
    """``ir.Context`` without its Python wrapper's ``__init__`` (which loads every dialect
    linked into the binary), as jax's own ``JaxIrContext``."""
    base = ir().Context

    class BareContext(base):  # type: ignore[misc,valid-type]
        def __init__(self) -> None:
            super(base, self).__init__()

    return BareContext


def _bare_context() -> Any:
    return _bare_context_type()()


def make_context() -> Any:
    """A jaxlib MLIR context with the dialects jax registers (stablehlo, chlo, func, ...).

    Built as ``jax._src.interpreters.mlir.make_ir_context`` builds it, from jaxlib alone, so
    that parsing and printing do not import jax; where this jaxlib lacks a piece, jax's own
    function is used.
    """
    parts = _jaxlib_dialects()
    ctx = None
    if parts is not None:
        registry, pool, hooks = parts
        try:
            ctx = _bare_context()
            ctx.append_dialect_registry(registry)
            ctx.load_all_available_dialects()
            ctx.set_thread_pool(pool)
            for register in hooks:
                register(ctx)
        except (AttributeError, TypeError):
            ctx = None
    if ctx is None:
        try:
            from jax._src.interpreters import mlir as jmlir

            ctx = jmlir.make_ir_context()
        except (ImportError, AttributeError) as e:
            raise _moved("jax._src.interpreters.mlir.make_ir_context", e) from None
    ctx.allow_unregistered_dialects = True
    return ctx


_SHARED = threading.local()
_RENEW_PARSES = 1000
_RENEW_CHARS = 64 << 20


def shared_context(chars: int = 0) -> Any:
    """This thread's reused jaxlib context (:func:`make_context` costs about 2 ms, often
    more than parsing a small module). A context keeps every attribute it has uniqued, so
    it is renewed after ``_RENEW_PARSES`` uses or ``_RENEW_CHARS`` characters of text
    (``chars``: the size of the text about to be parsed); modules parsed before keep
    their own context alive."""
    got = getattr(_SHARED, "ctx", None)
    if got is None or _SHARED.uses >= _RENEW_PARSES or _SHARED.chars >= _RENEW_CHARS:
        got = _SHARED.ctx = make_context()
        _SHARED.uses = _SHARED.chars = 0
    _SHARED.uses += 1
    _SHARED.chars += chars
    return got


def parse_module(text: str, ctx: Any | None = None) -> Any:
    """Parse MLIR text (pretty or generic) with jaxlib, in ``ctx`` or this thread's shared
    context; MLIR errors propagate as MLIRError."""
    ctx = ctx or shared_context(len(text))
    with ctx:
        return ir().Module.parse(text)


def refine_shapes(text: str) -> str | None:
    """The module with every dynamic shape its static arguments determine made static
    (StableHLO's shape refinement, as jax runs it for shape-polymorphic exports); None
    where this jax lacks the pass or refinement fails (a shape it cannot resolve)."""
    try:
        from jax._src.lib import _jax
        refine = _jax.mlir.refine_polymorphic_shapes
    except (ImportError, AttributeError):
        return None
    ctx = shared_context(len(text))
    with ctx:
        module = ir().Module.parse(text)
        buf = io.BytesIO()
        module.operation.write_bytecode(file=buf)
    try:
        out = refine(mlir_module=buf.getvalue(), enable_shape_assertions=True,
                     validate_static_shapes=True)
    except Exception:  # noqa: BLE001 -- jaxlib raises its own error types: not refinable
        return None
    with ctx:
        return print_module(ir().Module.parse(out))


def mlir_error_type() -> type[Exception]:
    return ir().MLIRError  # type: ignore[no-any-return]


def print_module(module: Any, generic: bool = False, locations: bool = False) -> str:
    """Print a jaxlib module; locations are inlined (no trailing #loc aliases). The pretty
    form prints ``enzymexla`` ops in Enzyme-JAX's custom assembly (jaxlib knows only their
    generic form)."""
    text = module.operation.get_asm(print_generic_op_form=generic, enable_debug_info=locations,
                                    use_local_scope=True, pretty_debug_info=False)
    if generic:
        return text  # type: ignore[no-any-return]

    if ", , sizes = []" in text:  # rare: spare the regex a scan of every module printed
        text = _NO_STARTS.sub(_generic_dynamic_slice, text)
    return to_custom(text)


_NO_STARTS = re.compile(r"stablehlo\.dynamic_slice (%[^,\s]+), , sizes = \[\] : ")


def _generic_dynamic_slice(mt: re.Match[str]) -> str:
    """A rank-0 ``dynamic_slice`` (no start) in generic form: StableHLO's pretty printer
    writes it as ``dynamic_slice %x, , sizes = []``, which its own parser refuses."""
    return f'"stablehlo.dynamic_slice"({mt.group(1)}) <{{slice_sizes = array<i64>}}> : '


def backend(name: str | None = None) -> Any:
    """The jax backend (``cpu``, ``gpu``/``cuda``, ...) as an XLA client."""
    try:
        from jax._src import xla_bridge
    except ImportError as e:
        raise _moved("jax._src.xla_bridge", e) from None
    try:
        return xla_bridge.get_backend(name)
    except RuntimeError as e:
        raise HloRulesError(f"no jax backend '{name}' available here ({e})") from None


def compile_text(text: str, backend_obj: Any) -> Any:
    """Compile StableHLO text for the first device of a backend; returns a loaded executable."""
    try:
        from jax._src.lib import xla_client as xc
    except ImportError as e:
        raise _moved("jax._src.lib.xla_client", e) from None
    devices = xc.DeviceList(tuple(backend_obj.local_devices()[:1]))
    options = xc.CompileOptions()
    try:
        return backend_obj.compile_and_load(text, devices, options)
    except AttributeError as e:
        raise _moved("Client.compile_and_load", e) from None
