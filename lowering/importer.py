"""Import StableHLO into xDSL: from a JAX function, MLIR text (pretty or generic), or a file.

The fast path parses with jaxlib and walks its objects (``mlir_walk``); ``via="xdsl"``
parses the text with xDSL itself (generic form only; with the hex-float fix).
Malformed input raises ``HloRulesError`` with the file:line:col of the first diagnostic.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import ParseError, VerifyException

from hlorules.base.errors import HloRulesError, Location, decode_utf8, located, read_source
from hlorules.base.gc_tuning import engine_gc
from hlorules.base.input_limits import (
    check_nesting,
    is_blank,
    recursion_headroom,
    unclosed_brace,
)
from hlorules.dialect import make_context
from hlorules.dialect.ops_foreign import carried
from hlorules.dialect.verify import verify_module
from hlorules.lowering import enzymexla_syntax, jaxlib_api
from hlorules.lowering.mlir_walk import XDSL_PARSE_ERRORS, Walker, first_line, location_of
from hlorules.lowering.text_parser import FixedParser

_LOC_IN_MSG = re.compile(r"loc\(\"([^\"]*)\":(\d+):(\d+)\)")


def from_jaxlib(jmodule: Any, allow_unknown: bool = True, keep_locations: bool = False,
                walker: Walker | None = None) -> ModuleOp:
    """Convert a jaxlib ``ir.Module`` (e.g. ``jax.jit(f).lower(x).compiler_ir()``)."""
    w = walker or Walker(allow_unknown=allow_unknown, keep_locations=keep_locations)
    return w.module(jmodule)


def from_jax(fn: Callable[..., Any], *args: Any, allow_unknown: bool = True,
             keep_locations: bool = False, **jit_kwargs: Any) -> ModuleOp:
    """Lower ``jax.jit(fn, **jit_kwargs)`` at ``args`` (arrays or ShapeDtypeStructs)."""
    import jax

    jit_kwargs.setdefault("keep_unused", True)  # the module's arguments are fn's arguments
    lowered = jax.jit(fn, **jit_kwargs).lower(*args)
    return from_jaxlib(lowered.compiler_ir("stablehlo"), allow_unknown, keep_locations)


def _mlir_error(err: Exception, filename: str, text: str) -> HloRulesError:
    diags = getattr(err, "error_diagnostics", None) or []
    if diags:
        d = diags[0]
        loc = location_of(str(d.location), filename)
        msg = d.message.splitlines()[0] if d.message else str(err)
        brace = unclosed_brace(text)
        if brace is not None:
            msg += f" (the '{{' at {brace[0]}:{brace[1]} is never closed: a missing '}}'?)"
        if loc is not None:
            file = filename if loc.file in ("-", "", "<stdin>") or loc.file.startswith("<") else loc.file
            if file == filename:
                return located(msg, filename, text, loc.line, loc.col)
            return HloRulesError(msg, Location(file, loc.line, loc.col))
        return HloRulesError(msg, Location(filename, 1, 1))
    return HloRulesError(str(err).splitlines()[0], Location(filename, 1, 1))


def from_text(text: str, filename: str = "<mlir>", via: str = "jaxlib",
              allow_unknown: bool = True, keep_locations: bool = False,
              verify: bool = True, dialect_verify: bool = True) -> ModuleOp:
    """Parse MLIR text into an xDSL module and verify it.

    ``via="jaxlib"`` (default) accepts pretty or generic form; ``via="xdsl"`` only generic.
    ``verify``: the text is verified by jaxlib's parser (MLIR's StableHLO verifiers) and,
    with ``dialect_verify`` (default), by our dialect's verifiers too where the text has a
    dynamic dimension (a ``?``): ours reject a few modules jaxlib accepts, all of them
    dynamic-shape variants (a result type only compatible with the inferred one; the checker
    generates such variants and relies on it), while for static types StableHLO's
    verifiers demand what ours do.  ``dialect_verify=False`` saves that walk for dynamic
    text jaxlib has just printed or verified (``apply(..., checked=True)`` runs our
    verifiers itself).  Ops of dialects hlorules does not model are carried opaquely (their
    name, operands, result types, properties, attributes and regions, printed back as read;
    ``allow_unknown=False`` refuses them with a located error); a module carrying one is
    always verified by ours too.
    """
    module, _ = _import(text, filename, via, allow_unknown, keep_locations, verify,
                        dialect_verify)
    return module


def from_text_with_locations(text: str, filename: str = "<mlir>",
                             allow_unknown: bool = True,
                             verify: bool = True, dialect_verify: bool = True
                             ) -> tuple[ModuleOp, dict[Operation, str]]:
    """Like ``from_text`` (jaxlib parser), also returning each op's MLIR ``loc(...)`` text."""
    module, walker = _import(text, filename, "jaxlib", allow_unknown, True, verify,
                             dialect_verify)
    assert walker is not None
    return module, walker.locations


def _import(text: str, filename: str, via: str, allow_unknown: bool, keep_locations: bool,
            verify: bool, dialect_verify: bool = False) -> tuple[ModuleOp, Walker | None]:
    if via not in ("jaxlib", "xdsl"):
        raise ValueError(f"via must be 'jaxlib' or 'xdsl', not {via!r}")
    if is_blank(text):
        raise located("empty input: no module (an empty module is written 'module {}')",
                      filename, text, 1, 1)
    check_nesting(text, filename)
    try:
        with recursion_headroom(), engine_gc():
            return _import_checked(text, filename, via, allow_unknown, keep_locations,
                                   verify, dialect_verify)
    except RecursionError:
        # A backstop: check_nesting bounds bracket depth, so this needs an unusual shape.
        raise HloRulesError("nested too deep: the module exceeds Python's recursion limit "
                            "while importing", Location(filename, 1, 1)) from None


def _import_checked(text: str, filename: str, via: str, allow_unknown: bool,
                    keep_locations: bool, verify: bool,
                    dialect_verify: bool) -> tuple[ModuleOp, Walker | None]:
    walker = None
    text = enzymexla_syntax.to_generic(text)
    if via == "jaxlib":
        try:
            jm = jaxlib_api.parse_module(text)
        except jaxlib_api.mlir_error_type() as e:
            raise _mlir_error(e, filename, text) from None
        walker = Walker(allow_unknown=allow_unknown, keep_locations=keep_locations,
                        filename=filename, text=text)
        module = walker.module(jm)
    else:
        ctx = make_context(allow_unregistered=allow_unknown)
        parser: FixedParser | None = None
        try:
            parser = FixedParser(ctx, text, filename)  # lexes the first token already
            module = parser.parse_module()
        except ParseError as e:
            loc = e.span.get_location()
            msg = str(e.msg).strip().splitlines()[0]
            raise located(msg, filename, text, loc.line, loc.col) from None
        except XDSL_PARSE_ERRORS as e:  # raised by attribute constructors while parsing
            pos = parser.pos if parser is not None else 0
            line = text.count("\n", 0, pos) + 1
            col = pos - (text.rfind("\n", 0, pos) + 1) + 1
            raise located(first_line(e), filename, text, line, col) from None
        _no_unknown_properties(module, filename, text)
        if verify:
            # Our dialect's verifiers are looser than StableHLO's: let jaxlib verify too, so
            # that no module jaxlib would reject is accepted (and exported) silently.
            try:
                jaxlib_api.parse_module(text)
            except jaxlib_api.mlir_error_type() as e:
                raise _mlir_error(e, filename, text) from None
    # jaxlib's parser has verified the text (both paths); ours where they may disagree
    # (dynamic dims), unless the caller opts out
    if verify and ((dialect_verify and "?" in text) or _carries_unknown(module, walker)):
        try:
            verify_module(module)  # module.verify(), each op signature checked once
        except VerifyException as e:
            raise HloRulesError(f"invalid module: {str(e).splitlines()[0]}",
                                Location(filename, 1, 1)) from None
    return module, walker


def _no_unknown_properties(module: ModuleOp, filename: str, text: str) -> None:
    """Raise a located error for a property an op's definition does not have (MLIR drops
    such a property while parsing; the generic-form path would keep it on an op that has no
    use for it, and it would vanish at the next import)."""
    for op in module.walk():
        if not op.properties:
            continue
        get_def = getattr(type(op), "get_irdl_definition", None)
        if get_def is None:
            continue  # an op our dialect does not model: its properties travel unchanged
        known = get_def().properties
        for key in op.properties:
            if key not in known:
                line, col = _property_position(text, op.name, key)
                raise located(f"'{op.name}' has no property '{key}'", filename, text, line, col)


def _property_position(text: str, op_name: str, key: str) -> tuple[int, int]:
    """Line and column of ``key`` in the first ``"op_name"(...) <{...}>`` property dict
    naming it (1, 1 when not found)."""
    for m in re.finditer(re.escape(f'"{op_name}"') + r"\([^)]*\)\s*<\{", text):
        end = text.find("}>", m.end())
        k = re.compile(r"(?<![\w.$])" + re.escape(key) + r"(?![\w.$])").search(
            text, m.end(), end if end >= 0 else len(text))
        if k is not None:
            pos = k.start()
            return text.count("\n", 0, pos) + 1, pos - (text.rfind("\n", 0, pos) + 1) + 1
    return 1, 1


def _carries_unknown(module: ModuleOp, walker: Walker | None) -> bool:
    """Whether the module holds an op of a dialect outside ``CARRIED_DIALECTS`` and ours."""
    if walker is not None:
        return walker.carried_unknown
    return any(isinstance(op, UnregisteredOp) and not carried(op.op_name.data)
               for op in module.walk())


def from_file(path: str | Path, **kwargs: Any) -> ModuleOp:
    """Read and import an ``.mlir`` file (``-`` reads standard input), decoded as UTF-8."""
    import sys

    if str(path) == "-":
        return from_text(decode_utf8(sys.stdin.buffer.read(), "<stdin>"), "<stdin>", **kwargs)
    return from_text(read_source(path), str(path), **kwargs)

