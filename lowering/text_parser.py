"""xDSL's text parser with the dense-literal hex-float bug fixed.

xDSL 0.75 reads ``dense<0xFF800000> : tensor<f32>`` (jaxlib's spelling of -inf) as the
integer 4286578688 converted to float, i.e. 4.29e9: a silently wrong constant. Here a hex
literal in a float dense attribute is read as the element's bit pattern, as MLIR does.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import AnyFloat, BytesAttr, DenseIntOrFPElementsAttr
from xdsl.parser import Parser

from hlorules.dialect.types import to_dtype

_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


class FixedParser(Parser):
    """``xdsl.parser.Parser`` whose dense literals keep hex float bit patterns."""

    def parse_dense_int_or_fp_elements_attr(self, type):  # type: ignore[override]
        start = self.pos
        attr = super().parse_dense_int_or_fp_elements_attr(type)
        elem = attr.get_element_type()
        if not isinstance(elem, AnyFloat):
            return attr
        body = self.lexer.input.content[start : self.pos]
        if "0x" not in body and "0X" not in body:
            return attr
        inner = body[body.index("<") + 1 : body.rindex(">")]
        if inner.lstrip().startswith('"'):
            return attr  # a hex blob: xDSL already reads it as raw bytes
        # A tensor literal with hex elements: re-read every element from its text.
        text = inner.split(">")[0] if ":" in inner else inner
        toks = [t.strip() for t in text.replace("[", ",").replace("]", ",").split(",")]
        toks = [t for t in toks if t]
        dt = to_dtype(elem)
        vals = []
        for t in toks:
            neg = t.startswith("-")
            core = t[1:] if neg else t
            if core[:2].lower() == "0x":
                bits = np.array([int(core, 16)], dtype=_UINT[dt.itemsize]).view(dt)[0]
                vals.append(-bits if neg else bits)
            else:
                vals.append(dt.type(float(t)))
        arr = np.array(vals, dtype=dt)
        n = int(np.prod(attr.get_shape()))
        if arr.size == 1 and n != 1:
            arr = np.repeat(arr, n)
        return DenseIntOrFPElementsAttr(attr.type, BytesAttr(arr.tobytes()))
