"""Shape-changing StableHLO ops: constant, iota, broadcast, reshape, transpose, slices, pad..."""

from __future__ import annotations

from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr, IntegerAttr, NoneAttr
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from . import infer
from .infer import ints
from .opdef import PURE, define, opt, req
from .types import is_static, shape_of


def _static_result(op: Operation, *, bounded: bool) -> None:
    """StableHLO's result constraint of iota, reshape and broadcast_in_dim: a statically
    shaped tensor (or, where ``bounded``, one whose dynamic dims carry bounds, an encoding);
    jaxlib's verifier refuses the module otherwise, so our dialect refuses the op."""
    r = op.results[0].type
    if is_static(r) or bounded and not isinstance(getattr(r, "encoding", None), NoneAttr):
        return
    raise VerifyException(f"'{op.name}' result must be statically shaped, got {r}")


def _verify_constant(op: Operation) -> None:
    v = op.properties.get("value")
    if isinstance(v, DenseIntOrFPElementsAttr) and v.type != op.results[0].type:
        raise VerifyException(f"'stablehlo.constant' value type {v.type} differs from result "
                              f"type {op.results[0].type}")


def _verify_iota(op: Operation) -> None:
    _static_result(op, bounded=False)
    d = infer.int_of(op.properties.get("iota_dimension"))
    rank = len(shape_of(op.results[0].type))
    if not 0 <= d < rank:
        raise VerifyException(f"'stablehlo.iota' iota_dimension {d} out of range for rank {rank}")


def _verify_reshape(op: Operation) -> None:
    _static_result(op, bounded=True)
    a, r = op.operands[0].type, op.results[0].type
    if is_static(a) and is_static(r):
        import math
        if math.prod(shape_of(a)) != math.prod(shape_of(r)):
            raise VerifyException(f"'stablehlo.reshape' changes the element count: {a} -> {r}")


def _verify_broadcast(op: Operation) -> None:
    a, r = op.operands[0].type, op.results[0].type
    dims = ints(op.properties.get("broadcast_dimensions"))
    sa, sr = shape_of(a), shape_of(r)
    _static_result(op, bounded=True)
    if len(dims) != len(sa):
        raise VerifyException(f"'stablehlo.broadcast_in_dim' needs {len(sa)} dimensions, got {list(dims)}")
    for i, d in enumerate(dims):
        if not 0 <= d < len(sr):
            raise VerifyException(f"'stablehlo.broadcast_in_dim' dimension {d} out of range")
        if is_static(a) and is_static(r) and sa[i] not in (1, sr[d]):
            raise VerifyException(f"'stablehlo.broadcast_in_dim' operand dim {i} ({sa[i]}) "
                                  f"cannot broadcast to {sr[d]}")


ConstantOp = define("stablehlo.constant", (), props={"value": req()}, traits=PURE,
                    summary="a constant tensor", verify=_verify_constant)
IotaOp = define("stablehlo.iota", (), props={"iota_dimension": req(IntegerAttr)}, traits=PURE,
                summary="0, 1, 2, ... along iota_dimension", verify=_verify_iota)
BroadcastInDimOp = define("stablehlo.broadcast_in_dim",
                          props={"broadcast_dimensions": req(DenseArrayBase)},
                          summary="broadcast, mapping operand dims to result dims",
                          verify=_verify_broadcast)
ReshapeOp = define("stablehlo.reshape", summary="reshape (same element count)",
                   verify=_verify_reshape)
TransposeOp = define("stablehlo.transpose", props={"permutation": req(DenseArrayBase)},
                     summary="permute dimensions", infer=infer.transpose)
SliceOp = define("stablehlo.slice",
                 props={"start_indices": req(DenseArrayBase), "limit_indices": req(DenseArrayBase),
                        "strides": req(DenseArrayBase)},
                 summary="static strided slice", infer=infer.slice_)
DynamicSliceOp = define("stablehlo.dynamic_slice", ("operand", "*start_indices"),
                        props={"slice_sizes": req(DenseArrayBase)}, summary="dynamic slice")
DynamicUpdateSliceOp = define("stablehlo.dynamic_update_slice",
                              ("operand", "update", "*start_indices"),
                              summary="dynamic update slice")
PadOp = define("stablehlo.pad", ("operand", "padding_value"),
               props={"edge_padding_low": req(DenseArrayBase),
                      "edge_padding_high": req(DenseArrayBase),
                      "interior_padding": req(DenseArrayBase)},
               summary="edge and interior padding", infer=infer.pad)
ConcatenateOp = define("stablehlo.concatenate", ("*inputs",), props={"dimension": req(IntegerAttr)},
                       summary="concatenate along a dimension", infer=infer.concatenate)
ReverseOp = define("stablehlo.reverse", props={"dimensions": req(DenseArrayBase)},
                   summary="reverse along dimensions", infer=infer.reverse)
GetDimensionSizeOp = define("stablehlo.get_dimension_size", props={"dimension": req(IntegerAttr)})
DynamicBroadcastInDimOp = define(
    "stablehlo.dynamic_broadcast_in_dim", ("operand", "output_dimensions"),
    props={"broadcast_dimensions": req(DenseArrayBase),
           "known_expanding_dimensions": opt(DenseArrayBase),
           "known_nonexpanding_dimensions": opt(DenseArrayBase)})
DynamicReshapeOp = define("stablehlo.dynamic_reshape", ("operand", "output_shape"))
DynamicIotaOp = define("stablehlo.dynamic_iota", ("output_shape",),
                       props={"iota_dimension": req(IntegerAttr)})
RealDynamicSliceOp = define("stablehlo.real_dynamic_slice",
                            ("operand", "start_indices", "limit_indices", "strides"))
DynamicPadOp = define("stablehlo.dynamic_pad",
                      ("operand", "padding_value", "edge_padding_low", "edge_padding_high",
                       "interior_padding"))


def _verify_set_dimension_size(op: Operation) -> None:
    a, r = op.operands[0].type, op.results[0].type
    rank = len(shape_of(a))
    d = infer.int_of(op.properties.get("dimension"))
    if not 0 <= d < rank:
        raise VerifyException(f"'stablehlo.set_dimension_size' dimension {d} out of range "
                              f"for rank {rank}")
    if len(shape_of(r)) != rank:
        raise VerifyException("'stablehlo.set_dimension_size' result rank differs from the "
                              "operand's")


BroadcastOp = define("stablehlo.broadcast", props={"broadcast_sizes": req(DenseArrayBase)},
                     summary="broadcast, prepending broadcast_sizes dims", infer=infer.broadcast)
SetDimensionSizeOp = define("stablehlo.set_dimension_size", ("operand", "size"),
                            props={"dimension": req(IntegerAttr)},
                            summary="the operand with one dimension's dynamic size set",
                            verify=_verify_set_dimension_size)
