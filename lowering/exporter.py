"""Print xDSL StableHLO modules as MLIR text that jaxlib parses: the generic form of
:mod:`hlorules.dialect.printer`, or jaxlib's pretty form."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from hlorules.base.input_limits import recursion_headroom
from hlorules.dialect.printer import TextExporter
from hlorules.lowering import jaxlib_api


def to_text(module: ModuleOp | Operation, locations: dict[Operation, str] | None = None,
            pretty: bool = False) -> str:
    """MLIR text for ``module``: generic form, or jaxlib's pretty form when ``pretty``.

    ``locations`` (op -> MLIR ``loc(...)`` text, as recorded by the importer with
    ``keep_locations=True``) are printed inline when given; otherwise locations are dropped.
    """
    with recursion_headroom():  # xDSL's attribute printer recurses per nesting level
        text = TextExporter(locations).module(module)
    if pretty:
        text = jaxlib_api.print_module(jaxlib_api.parse_module(text), generic=False,
                                       locations=locations is not None)
        if not text.endswith("\n"):
            text += "\n"
    return text
