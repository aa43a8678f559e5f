"""xDSL's text parser with dense-literal fixes: hex floats, complex literals, size limit.

xDSL 0.75 reads ``dense<0xFF800000> : tensor<f32>`` (jaxlib's spelling of -inf) as the
integer 4286578688 converted to float, i.e. 4.29e9: a silently wrong constant. Here a hex
literal in a float dense attribute is read as the element's bit pattern, as MLIR does.
xDSL also rejects complex literals with hex parts (jaxlib prints a NaN real or imaginary
part as ``(0x7FC00000,1.000000e+00)``); those are read here too. A dense literal whose
type has more elements than ``input_limits.max_constant_elements()`` is refused before
xDSL expands it, unless it is a splat (``dense<1.0> : tensor<100000x100000xf32>``): that one
is read as its one element and kept so (``dialect.constants.splat_attr``), never expanded.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Any

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    RankedStructure,
    TensorType,
)
from xdsl.irdl import AttrConstraint, base
from xdsl.parser import Parser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer

from hlorules.base.input_limits import check_elements
from hlorules.dialect.constants import splat_attr
from hlorules.dialect.types import to_dtype

_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_TOKEN = re.compile(r"[^\s,()\[\]]+")


def _float_from_token(t: str, dt: np.dtype) -> np.generic:
    """One float literal of a dense attribute: decimal, or a hex bit pattern (MLIR)."""
    neg = t.startswith("-")
    core = t[1:] if neg else t
    if core[:2].lower() == "0x":
        bits = np.array([int(core, 16)], dtype=_UINT[dt.itemsize]).view(dt)[0]
        return -bits if neg else bits
    return dt.type(float(t))


@functools.cache
def _dense_literal_types() -> AttrConstraint[Any]:
    """The types a dense literal may have (xDSL's constraint, built once)."""
    return base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])  # type: ignore[misc]


class _LinearLexer(MLIRLexer):
    """xDSL's lexer with a string-literal pattern that cannot backtrack exponentially.

    xDSL 0.75 matches strings with ``"(?:[^"\\\n]+|\\.)*"``: on a long line with an unclosed
    quote the nested quantifiers try every split of the line (a fuzzed module hung for
    minutes). One character per repetition matches the same strings in linear time.
    """

    _unescaped_characters_regex = re.compile(
        r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"')


class FixedParser(Parser):
    """``xdsl.parser.Parser`` whose dense literals keep hex float bit patterns."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>") -> None:
        super().__init__(ctx, "", name)
        text = input.decode("utf-8") if isinstance(input, bytes) else input
        self._parser_state = ParserState(_LinearLexer(Input(text, name)))

    def _parse_dense_literal_type(self):  # type: ignore[no-untyped-def]
        # xDSL's own method, less its cost: it rebuilds the element-type constraint on
        # every literal (about 3 ms, more than the rest of a small module's import)
        t = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
        if not _dense_literal_types().verifies(t):
            self.raise_error("Expected memref, vector or tensor type of "
                             "integer, index, float, or complex type")
        if any(dim == DYNAMIC_INDEX for dim in t.get_shape()):
            self.raise_error("Dense literal attribute should have a static shape.")
        msg = check_elements(math.prod(t.get_shape()), f"a dense literal of type {t}")
        if msg is not None:
            if self._splat_body and isinstance(t, TensorType):
                # a splat over the limit: read its one element as a rank-0 literal
                self._splat_type = t
                return TensorType(t.get_element_type(), [])
            self.raise_error(msg)
        return t

    _splat_body = False  # the literal being read is one element (a splat), not a list or blob
    _splat_type: TensorType | None = None  # its type, when over the element limit

    def parse_dense_int_or_fp_elements_attr(self, type):  # type: ignore[override]
        content = self.lexer.input.content
        lt = content.find("<", self.pos)
        gt = content.find(">", lt + 1) if lt >= 0 else -1
        body = content[lt + 1 : gt] if gt >= 0 else ""
        self._splat_body = bool(body.strip()) and body.lstrip()[0] not in '["'
        self._splat_type = None
        try:
            attr = self._dense_elements(type, content, body, gt)
            big = self._splat_type
        finally:
            self._splat_body = False
            self._splat_type = None
        return attr if big is None else splat_attr(big, attr.data.data)

    def _dense_elements(self, type, content: str, body: str, gt: int):  # type: ignore[no-untyped-def]
        start = self.pos
        if "(" in body and "0x" in body.lower() and not body.lstrip().startswith('"'):
            return self._complex_with_hex(type, body, gt)
        attr = super().parse_dense_int_or_fp_elements_attr(type)
        elem = attr.get_element_type()
        if not isinstance(elem, AnyFloat):
            return attr
        body = content[start : self.pos]
        if "0x" not in body and "0X" not in body:
            return attr
        inner = body[body.index("<") + 1 : body.rindex(">")]
        if inner.lstrip().startswith('"'):
            return attr  # a hex blob: xDSL already reads it as raw bytes
        # A tensor literal with hex elements: re-read every element from its text.
        text = inner.split(">")[0] if ":" in inner else inner
        dt = to_dtype(elem)
        try:
            arr = np.array([_float_from_token(t, dt) for t in _TOKEN.findall(text)], dtype=dt)
        except (ValueError, OverflowError) as e:
            self.raise_error(f"bad float literal: {e}")
        n = int(np.prod(attr.get_shape()))
        if arr.size == 1 and n != 1:
            arr = np.repeat(arr, n)
        return DenseIntOrFPElementsAttr(attr.type, BytesAttr(arr.tobytes()))

    def _complex_with_hex(self, type, body: str, gt: int) -> DenseIntOrFPElementsAttr:  # type: ignore[no-untyped-def]
        """A complex literal such as ``dense<[(0x7FC00000,1.0), (2.0,-0.0)]>``."""
        self.lexer.pos = gt + 1
        self._parser_state.current_token = self.lexer.lex()
        if type is None:
            self.parse_punctuation(":", " in dense attribute")
            type = self._parse_dense_literal_type()
        elem = type.get_element_type()
        if not isinstance(elem, ComplexType):
            self.raise_error("a literal of (re, im) pairs needs a complex element type")
        try:
            dt = to_dtype(elem.element_type)
            parts = [_float_from_token(t, dt) for t in _TOKEN.findall(body)]
        except (ValueError, OverflowError) as e:
            self.raise_error(f"bad complex literal: {e}")
        if len(parts) % 2:
            self.raise_error("a complex literal needs (re, im) pairs")
        arr = np.array(parts, dtype=dt)
        n = math.prod(type.get_shape())
        if arr.size == 2 and n != 1:
            arr = np.tile(arr, n)
        if arr.size != 2 * n:
            self.raise_error(f"Shape mismatch in dense literal: {arr.size // 2} elements for "
                             f"a type of {n}")
        return DenseIntOrFPElementsAttr(type, BytesAttr(arr.tobytes()))
