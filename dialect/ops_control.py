"""Control flow and plumbing: while, if, case, return, optimization_barrier, custom_call."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.traits import IsTerminator, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from . import infer
from .opdef import HasRegions, define, opt, req

_REGION_TRAITS = (RecursiveMemoryEffect(), HasRegions())


def _verify_while(op: Operation) -> None:
    types = [o.type for o in op.operands]
    if [r.type for r in op.results] != types:
        raise VerifyException("'stablehlo.while' results must have the operand types")
    for r in op.regions:
        first = r.blocks.first
        if first is None or [a.type for a in first.args] != types:
            raise VerifyException("'stablehlo.while' regions must take the carried values")


WhileOp = define("stablehlo.while", ("*operand",), results=("*res",), regions=2,
                 traits=_REGION_TRAITS, summary="loop: cond region, body region",
                 infer=infer.same_as_operands, verify=_verify_while)
IfOp = define("stablehlo.if", ("pred",), results=("*res",), regions=2,
              traits=_REGION_TRAITS, summary="two-way branch")
CaseOp = define("stablehlo.case", ("index",), results=("*res",), regions="*",
                traits=_REGION_TRAITS, summary="n-way branch")
ReturnOp = define("stablehlo.return", ("*values",), results=(), traits=(Pure(), IsTerminator()),
                  summary="region terminator")
OptimizationBarrierOp = define("stablehlo.optimization_barrier", ("*operand",),
                               results=("*res",), traits=(),
                               summary="identity that blocks optimisation across it",
                               infer=infer.same_as_operands)
CustomCallOp = define(
    "stablehlo.custom_call", ("*inputs",), results=("*res",),
    props={"call_target_name": req(), "has_side_effect": opt(), "backend_config": opt(),
           "api_version": opt(), "called_computations": opt(), "operand_layouts": opt(),
           "result_layouts": opt(), "output_operand_aliases": opt()},
    traits=(), summary="call into the runtime")
TupleOp = define("stablehlo.tuple", ("*val",))
GetTupleElementOp = define("stablehlo.get_tuple_element", props={"index": req()})
AfterAllOp = define("stablehlo.after_all", ("*inputs",), traits=())
CreateTokenOp = define("stablehlo.create_token", (), traits=())
CompositeOp = define("stablehlo.composite", ("*inputs",), results=("*res",),
                     props={"name": req(), "composite_attributes": opt(),
                            "decomposition": req(), "version": opt()}, traits=())
PartitionIdOp = define("stablehlo.partition_id", (), traits=())
ReplicaIdOp = define("stablehlo.replica_id", (), traits=())
_ = (Pure, opt)
