"""A table-driven op factory: one call per StableHLO op builds its xDSL ``IRDLOperation``.

Each op is described by its operand groups (``"lhs"``, ``"*inputs"`` for variadic),
results, inherent properties (exactly the ones jaxlib prints inside ``<{...}>``),
regions and traits; verification runs the op's result-type inference where it has one
and compares it with the IR (so verifier and builder can never disagree).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from xdsl.ir import Attribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    SameVariadicOperandSize,
    SameVariadicResultSize,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.traits import (
    Commutative,
    IsTerminator,
    OpTrait,
    Pure,
    RecursiveMemoryEffect,
    SameOperandsAndResultType,
)
from xdsl.utils.exceptions import VerifyException

from .types import refines


class Elementwise(OpTrait):
    """The op computes each result element from the operand elements at the same index."""


class Broadcastable(OpTrait):
    """CHLO-style implicit broadcasting of operands."""


class HasRegions(OpTrait):
    """The op carries regions whose bodies rules may inspect."""


@dataclass(frozen=True)
class Prop:
    """One inherent property: its attribute type (or tuple of types) and whether optional."""

    type: Any = AnyAttr()  # noqa: RUF009 -- an immutable constraint, safe to share
    optional: bool = False


def opt(t: Any = None) -> Prop:
    return Prop(AnyAttr() if t is None else t, optional=True)


def req(t: Any = None) -> Prop:
    return Prop(AnyAttr() if t is None else t)


InferFn = Callable[[list[Attribute], dict[str, Attribute]], Sequence[Attribute] | None]
"""Result types from operand types and properties; None when it cannot tell (dynamic shapes)."""


@dataclass
class OpSpec:
    """The table row an op class was made from: kept on the class as ``SPEC``."""

    name: str
    operands: tuple[str, ...]
    results: tuple[str, ...]
    props: dict[str, Prop]
    regions: int | str
    traits: tuple[OpTrait, ...]
    summary: str
    infer: InferFn | None = None
    extra_verify: Callable[[IRDLOperation], None] | None = None
    check: Callable[[IRDLOperation], None] | None = field(default=None, repr=False)
    """The op's own checks (inference compared with the IR, structural checks), without
    xDSL's generic constraint verification: what the engine runs on ops it builds."""
    cls: type[IRDLOperation] | None = field(default=None, repr=False)


REGISTRY: dict[str, OpSpec] = {}


def _class_name(opname: str) -> str:
    return "".join(p.capitalize() for p in opname.replace(".", "_").split("_")) + "Op"


def define(
    name: str,
    operands: Sequence[str] = ("operand",),
    results: Sequence[str] = ("result",),
    props: dict[str, Prop] | None = None,
    regions: int | str = 0,
    traits: Sequence[OpTrait] = (Pure(),),
    summary: str = "",
    infer: InferFn | None = None,
    verify: Callable[[IRDLOperation], None] | None = None,
) -> type[IRDLOperation]:
    """Build, register and return the xDSL op class for one table row.

    ``infer`` and ``verify`` may read the op's operand and result types, properties,
    attributes and regions, nothing else (not its operands' producers, users or parent):
    ``dialect.verify.verify_module`` checks an op without regions once per signature.
    """
    props = props or {}
    for field_name in (*operands, *results, *props):
        if hasattr(IRDLOperation, field_name.lstrip("*")):
            raise ValueError(f"{name}: '{field_name}' would hide IRDLOperation's own member")
    spec = OpSpec(name, tuple(operands), tuple(results), props, regions, tuple(traits), summary,
                  infer, verify)
    ns: dict[str, Any] = {"name": name, "__module__": __name__,
                          "__doc__": summary or name}
    n_var_operands = sum(o.startswith("*") for o in operands)
    for o in operands:
        ns[o.lstrip("*")] = var_operand_def() if o.startswith("*") else operand_def()
    n_var_results = sum(r.startswith("*") for r in results)
    for r in results:
        ns[r.lstrip("*")] = var_result_def() if r.startswith("*") else result_def()
    for pname, p in props.items():
        ns[pname] = opt_prop_def(p.type) if p.optional else prop_def(p.type)
    if isinstance(regions, str):
        ns["branches"] = var_region_def()
    else:
        for i in range(regions):
            rname = ("cond", "body")[i] if name == "stablehlo.while" else (
                ("true_branch", "false_branch")[i] if name == "stablehlo.if" else f"region{i}" if regions > 1 else "body")
            ns[rname] = region_def()
    options: list[Any] = []
    if n_var_operands > 1:
        options.append(SameVariadicOperandSize())
    if n_var_results > 1:
        options.append(SameVariadicResultSize())
    if options:
        ns["irdl_options"] = tuple(options)
    ns["traits"] = traits_def(*traits)

    def verify_(self: IRDLOperation) -> None:
        if spec.extra_verify is not None:
            spec.extra_verify(self)
        if spec.infer is not None:
            try:
                expected = spec.infer([o.type for o in self.operands], dict(self.properties))
            except VerifyException:
                raise
            except (ValueError, IndexError, KeyError, TypeError) as e:
                raise VerifyException(f"'{name}': {e}") from None
            if expected is not None:
                got = [r.type for r in self.results]
                # a result may be more precise than inferred (static over a dynamic
                # operand), as StableHLO allows
                if len(expected) != len(got) or not all(
                        e == g or refines(g, e) for e, g in zip(expected, got)):
                    exp = ", ".join(str(t) for t in expected)
                    raise VerifyException(
                        f"'{name}' result type mismatch: inferred ({exp}), got "
                        f"({', '.join(str(t) for t in got)})")

    ns["verify_"] = verify_
    spec.check = verify_
    cls: Any = irdl_op_definition(type(_class_name(name), (IRDLOperation,), ns))
    cls.SPEC = spec  # type: ignore[attr-defined]
    spec.cls = cls
    REGISTRY[name] = spec
    return cls


PURE = (Pure(),)
TERMINATOR = (Pure(), IsTerminator())
EW = (Pure(), Elementwise(), SameOperandsAndResultType())
EW_COMM = (Pure(), Elementwise(), SameOperandsAndResultType(), Commutative())
RECURSIVE = (RecursiveMemoryEffect(), HasRegions())
