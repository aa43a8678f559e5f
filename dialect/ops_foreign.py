"""Ops of the other dialects StableHLO programs carry (arith, shape, tensor), where cheap.

Each is modelled as far as its operands, results and properties go; the rest of these
dialects' ops are carried opaquely (``CARRIED_DIALECTS``): typed results, attributes kept
verbatim, printed back as read.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.ir import Operation
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from .opdef import PURE, define, req
from .types import to_dtype

CARRIED_DIALECTS = frozenset({"arith", "shape", "tensor", "func", "chlo", "math", "enzymexla"})
"""Dialects whose ops are imported even where not modelled (MLIR's upstream dialects that
StableHLO's own passes and tests produce, CHLO, and Enzyme-JAX's ``enzymexla``)."""


def carried(op_name: str) -> bool:
    """Whether an op of this name belongs to ``CARRIED_DIALECTS``."""
    return op_name.split(".", 1)[0] in CARRIED_DIALECTS


def _verify_constant(op: Operation) -> None:
    v = op.properties.get("value")
    t = getattr(v, "type", None)
    if t is not None and t != op.results[0].type:
        raise VerifyException(f"'{op.name}' value type {t} differs from result type "
                              f"{op.results[0].type}")


ArithConstantOp = define("arith.constant", (), props={"value": req()}, traits=PURE,
                         summary="a constant (a tensor constant is read as stablehlo.constant's)",
                         verify=_verify_constant)
ArithIndexCastOp = define("arith.index_cast", ("value",), traits=(Pure(),),
                          summary="integer <-> index conversion, signed")
ArithIndexCastUIOp = define("arith.index_castui", ("value",), traits=(Pure(),),
                            summary="integer <-> index conversion, unsigned")
ShapeConstShapeOp = define("shape.const_shape", (), props={"shape": req()}, traits=PURE,
                           summary="a constant shape")
ShapeShapeOfOp = define("shape.shape_of", ("arg",), traits=PURE,
                        summary="the shape of a tensor, as a tensor of index")
TensorFromElementsOp = define("tensor.from_elements", ("*elements",), traits=PURE,
                              summary="a tensor of the scalar operands")
TensorExtractOp = define("tensor.extract", ("tensor", "*indices"), traits=PURE,
                         summary="one element of a tensor")

TENSOR_CONSTANTS = frozenset({"stablehlo.constant", "arith.constant", "shape.const_shape"})
"""Ops whose value property (``CONSTANT_PROPERTY``), when a dense elements attribute, is
their result."""

CONSTANT_PROPERTY = {"shape.const_shape": "shape"}
"""The property holding a tensor constant's elements where it is not ``value``."""


def tensor_constant_value(op: Operation) -> DenseIntOrFPElementsAttr | None:
    """The dense value ``op`` produces when it is a constant of ``TENSOR_CONSTANTS`` (an
    ``arith.constant`` only of an element type ``to_dtype`` maps to numpy)."""
    if op.name not in TENSOR_CONSTANTS:
        return None
    v = op.properties.get(CONSTANT_PROPERTY.get(op.name, "value"))
    if not isinstance(v, DenseIntOrFPElementsAttr):
        return None
    if op.name != "stablehlo.constant":
        try:
            to_dtype(v.get_element_type())
        except ValueError:
            return None
    return v
