"""Reductions and contractions: reduce, reduce_window, sort, dot_general, convolution, ..."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    StringAttr,
)
from xdsl.ir import Operation
from xdsl.traits import Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from . import infer
from .attrs import (
    ConvDimensionNumbersAttr,
    DotDimensionNumbersAttr,
    FftTypeAttr,
    RngAlgorithmAttr,
    RngDistributionAttr,
    TransposeAttr,
)
from .infer import ints
from .opdef import PURE, HasRegions, define, opt, req
from .types import shape_of

_REGION_TRAITS = (RecursiveMemoryEffect(), HasRegions())

ReduceOp = define("stablehlo.reduce", ("*inputs", "*init_values"), results=("*res",),
                  props={"dimensions": req(DenseArrayBase)}, regions=1, traits=_REGION_TRAITS,
                  summary="reduce inputs over dimensions with the body region")
ReduceWindowOp = define(
    "stablehlo.reduce_window", ("*inputs", "*init_values"), results=("*res",),
    props={"window_dimensions": req(DenseArrayBase), "window_strides": opt(DenseArrayBase),
           "base_dilations": opt(DenseArrayBase), "window_dilations": opt(DenseArrayBase),
           "padding": opt()},
    regions=1, traits=_REGION_TRAITS, summary="windowed reduction")
SortOp = define("stablehlo.sort", ("*inputs",), results=("*res",),
                props={"dimension": opt(IntegerAttr), "is_stable": opt(BoolAttr)},
                regions=1, traits=_REGION_TRAITS, summary="sort with the comparator region")
DotGeneralOp = define(
    "stablehlo.dot_general", ("lhs", "rhs"),
    props={"dot_dimension_numbers": req(DotDimensionNumbersAttr),
           "precision_config": opt(ArrayAttr), "algorithm": opt()},
    summary="generalised dot product")
DotOp = define("stablehlo.dot", ("lhs", "rhs"), props={"precision_config": opt(ArrayAttr)})
ConvolutionOp = define(
    "stablehlo.convolution", ("lhs", "rhs"),
    props={"window_strides": opt(DenseArrayBase), "padding": opt(),
           "lhs_dilation": opt(DenseArrayBase), "rhs_dilation": opt(DenseArrayBase),
           "window_reversal": opt(DenseArrayBase),
           "dimension_numbers": req(ConvDimensionNumbersAttr),
           "feature_group_count": req(IntegerAttr), "batch_group_count": req(IntegerAttr),
           "precision_config": opt(ArrayAttr)},
    summary="convolution")
FftOp = define("stablehlo.fft", props={"fft_type": req(FftTypeAttr), "fft_length": req(DenseArrayBase)})
CholeskyOp = define("stablehlo.cholesky", ("a",), props={"lower": opt(BoolAttr)})
TriangularSolveOp = define(
    "stablehlo.triangular_solve", ("a", "b"),
    props={"left_side": req(BoolAttr), "lower": req(BoolAttr), "unit_diagonal": req(BoolAttr),
           "transpose_a": req(TransposeAttr)})
RngBitGeneratorOp = define("stablehlo.rng_bit_generator", ("initial_state",),
                           results=("output_state", "output"),
                           props={"rng_algorithm": req(RngAlgorithmAttr)})
RngOp = define("stablehlo.rng", ("a", "b", "shape"),
               props={"rng_distribution": req(RngDistributionAttr)}, traits=())


def _verify_map(op: Operation) -> None:
    rank = len(shape_of(op.results[0].type))
    if ints(op.properties.get("dimensions")) != tuple(range(rank)):
        raise VerifyException(f"'stablehlo.map' dimensions must be 0..{rank - 1}")
    block = op.regions[0].blocks.first
    if block is None or len(block.args) != len(op.operands):
        raise VerifyException(f"'stablehlo.map' computation must take {len(op.operands)} "
                              "scalar arguments")


MapOp = define("stablehlo.map", ("*inputs",), props={"dimensions": req(DenseArrayBase)},
               regions=1, traits=_REGION_TRAITS,
               summary="apply the computation region elementwise", verify=_verify_map)
_BATCH_NORM = {"epsilon": req(FloatAttr), "feature_index": req(IntegerAttr)}
BatchNormInferenceOp = define("stablehlo.batch_norm_inference",
                              ("operand", "scale", "offset", "mean", "variance"),
                              props=dict(_BATCH_NORM), summary="normalise with given statistics",
                              infer=infer.like_operand)
BatchNormTrainingOp = define("stablehlo.batch_norm_training", ("operand", "scale", "offset"),
                             results=("output", "batch_mean", "batch_var"),
                             props=dict(_BATCH_NORM),
                             summary="normalise over all but the feature dimension",
                             infer=infer.batch_norm)
BatchNormGradOp = define("stablehlo.batch_norm_grad",
                         ("operand", "scale", "mean", "variance", "grad_output"),
                         results=("grad_operand", "grad_scale", "grad_offset"),
                         props=dict(_BATCH_NORM), summary="gradients of batch_norm_training",
                         infer=infer.batch_norm)
EinsumOp = define("stablehlo.einsum", ("lhs", "rhs"), props={"einsum_config": req(StringAttr)},
                  summary="Einstein summation of two tensors")
UnaryEinsumOp = define("stablehlo.unary_einsum", props={"einsum_config": req(StringAttr)},
                       summary="Einstein summation of one tensor")
TorchIndexSelectOp = define("stablehlo.torch_index_select", ("operand", "index"),
                            props={"dim": req(IntegerAttr), "batch_dims": req(IntegerAttr)},
                            summary="torch.index_select")
DynamicConvOp = define(
    "stablehlo.dynamic_conv", ("lhs", "rhs", "padding"),
    props={"window_strides": opt(DenseArrayBase), "lhs_dilation": opt(DenseArrayBase),
           "rhs_dilation": opt(DenseArrayBase), "window_reversal": opt(DenseArrayBase),
           "dimension_numbers": req(ConvDimensionNumbersAttr),
           "feature_group_count": req(IntegerAttr), "batch_group_count": req(IntegerAttr),
           "precision_config": opt(ArrayAttr)},
    summary="convolution with padding given as an operand")
_ = (Pure, PURE)
