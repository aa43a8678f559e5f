"""Reductions and contractions: reduce, reduce_window, sort, dot_general, convolution, ..."""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, BoolAttr, DenseArrayBase, IntegerAttr
from xdsl.traits import Pure, RecursiveMemoryEffect

from .attrs import (
                  ConvDimensionNumbersAttr,
                  DotDimensionNumbersAttr,
                  FftTypeAttr,
                  RngAlgorithmAttr,
                  RngDistributionAttr,
                  TransposeAttr,
)
from .opdef import PURE, HasRegions, define, opt, req

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
_ = (Pure, PURE)
