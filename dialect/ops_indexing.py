"""Indexing StableHLO ops: gather, scatter (with its combiner region), dynamic_gather."""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, DenseArrayBase, IntegerAttr
from xdsl.ir import Operation
from xdsl.traits import Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from . import infer
from .attrs import GatherDimensionNumbersAttr, ScatterDimensionNumbersAttr
from .opdef import HasRegions, define, opt, req


def _verify_scatter(op: Operation) -> None:
    if len(op.operands) % 2 != 1:
        raise VerifyException("'stablehlo.scatter' needs inputs, one index tensor and as many updates")
    block = op.regions[0].blocks.first if op.regions[0].blocks else None
    n = (len(op.operands) - 1) // 2
    if block is None or len(block.args) != 2 * n:
        raise VerifyException(f"'stablehlo.scatter' body must take {2 * n} scalar arguments")


GatherOp = define(
    "stablehlo.gather", ("operand", "start_indices"),
    props={"dimension_numbers": req(GatherDimensionNumbersAttr),
           "slice_sizes": req(DenseArrayBase), "indices_are_sorted": opt(BoolAttr)},
    summary="gather windows of operand at start_indices", infer=infer.gather)
DynamicGatherOp = define(
    "stablehlo.dynamic_gather", ("operand", "start_indices", "slice_sizes"),
    props={"dimension_numbers": req(GatherDimensionNumbersAttr),
           "indices_are_sorted": opt(BoolAttr)})
ScatterOp = define(
    "stablehlo.scatter", ("*inputs", "scatter_indices", "*updates"), results=("*res",),
    props={"scatter_dimension_numbers": req(ScatterDimensionNumbersAttr),
           "indices_are_sorted": opt(BoolAttr), "unique_indices": opt(BoolAttr)},
    regions=1, traits=(RecursiveMemoryEffect(), HasRegions()),
    summary="scatter updates into inputs, combining with the body region",
    infer=infer.scatter, verify=_verify_scatter)
SelectAndScatterOp = define(
    "stablehlo.select_and_scatter", ("operand", "source", "init_value"),
    props={"window_dimensions": opt(DenseArrayBase), "window_strides": opt(DenseArrayBase),
           "padding": opt()},
    regions=2, traits=(RecursiveMemoryEffect(), HasRegions()))
_ = (Pure, IntegerAttr)
