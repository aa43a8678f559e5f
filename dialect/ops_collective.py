"""Cross-device and host communication: collectives, send/recv, infeed/outfeed, async."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation
from xdsl.traits import RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from . import infer
from .opdef import HasRegions, define, opt, req
from .types import shape_of

_REGION_TRAITS = (RecursiveMemoryEffect(), HasRegions())


def _dims_in_range(*props: str):  # type: ignore[no-untyped-def]
    """A verifier: each named integer property indexes a dimension of every operand."""

    def check(op: Operation) -> None:
        for v in op.operands:
            try:
                rank = len(shape_of(v.type))
            except ValueError:
                continue
            for p in props:
                d = infer.int_of(op.properties.get(p))
                if not 0 <= d < rank:
                    raise VerifyException(f"'{op.name}' {p} {d} out of range for rank {rank}")

    return check


_COLLECTIVE = {"replica_groups": req(), "channel_handle": opt()}

AllGatherOp = define("stablehlo.all_gather", ("*inputs",), results=("*res",),
                     props={"all_gather_dim": req(IntegerAttr), **_COLLECTIVE,
                            "use_global_device_ids": opt()},
                     traits=(), summary="concatenate the operands of every process in a group",
                     verify=_dims_in_range("all_gather_dim"))
AllReduceOp = define("stablehlo.all_reduce", ("*inputs",), results=("*res",),
                     props={**_COLLECTIVE, "use_global_device_ids": opt()}, regions=1,
                     traits=_REGION_TRAITS, summary="reduce the operands across a process group",
                     infer=infer.same_as_operands)
AllToAllOp = define("stablehlo.all_to_all", ("*inputs",), results=("*res",),
                    props={"split_dimension": req(IntegerAttr), "concat_dimension": req(IntegerAttr),
                           "split_count": req(IntegerAttr), **_COLLECTIVE},
                    traits=(), summary="split, scatter to the group, concatenate",
                    verify=_dims_in_range("split_dimension", "concat_dimension"))
ReduceScatterOp = define("stablehlo.reduce_scatter",
                         props={"scatter_dimension": req(IntegerAttr), **_COLLECTIVE,
                                "use_global_device_ids": opt()},
                         regions=1, traits=_REGION_TRAITS,
                         summary="reduce across the group, scatter the parts",
                         verify=_dims_in_range("scatter_dimension"))
CollectiveBroadcastOp = define("stablehlo.collective_broadcast", props=dict(_COLLECTIVE),
                               traits=(), summary="broadcast a process's operand to its group",
                               infer=infer.same_as_first)
CollectivePermuteOp = define("stablehlo.collective_permute",
                             props={"source_target_pairs": req(), "channel_handle": opt()},
                             traits=(), summary="send the operand from sources to targets",
                             infer=infer.same_as_first)
SendOp = define("stablehlo.send", ("*inputs", "token"),
                props={"channel_handle": req(), "is_host_transfer": opt(),
                       "source_target_pairs": opt()},
                traits=(), summary="send the inputs to a channel; a token")
RecvOp = define("stablehlo.recv", ("token",), results=("*res",),
                props={"channel_handle": req(), "is_host_transfer": opt(),
                       "source_target_pairs": opt()},
                traits=(), summary="receive values from a channel, and a token")
InfeedOp = define("stablehlo.infeed", ("token",), results=("*res",),
                  props={"infeed_config": opt(), "layout": opt()},
                  traits=(), summary="read values from the infeed, and a token")
OutfeedOp = define("stablehlo.outfeed", ("*inputs", "token"),
                   props={"outfeed_config": opt()},
                   traits=(), summary="write the inputs to the outfeed; a token")
AsyncStartOp = define("stablehlo.async_start", ("*inputs",), regions=1,
                      traits=_REGION_TRAITS, summary="start the body's op asynchronously; a future")
AsyncDoneOp = define("stablehlo.async_done", traits=(),
                     summary="wait for a future; its value")
