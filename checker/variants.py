"""Variants of a generated program that a rule must also handle: one dim made dynamic in
a whole type or in one argument (:func:`dynamic_variants`, :func:`argument_variants`), or
one op's result made bounded-dynamic (:func:`bounded_variants`); and
:func:`pin_arguments`, which lets StableHLO's shape refinement make a dynamic variant
static again. The rule-level check (``checker/rules.py``) rewrites them."""

from __future__ import annotations

import random
import re
from typing import Any

from xdsl.dialects.builtin import DYNAMIC_INDEX, FunctionType, TensorType
from xdsl.dialects.func import ReturnOp
from xdsl.rewriter import Rewriter

from hlorules.dialect import REGISTRY
from hlorules.dialect.attrs import TypeExtensionsAttr
from hlorules.dialect.types import is_static
from hlorules.lowering import exporter, importer

from .module import main_func

DYNAMIC_VARIANTS = 4

_TENSOR = re.compile(r"tensor<((?:\d+x)+)([a-z]\w*)>")


def dynamic_variants(text: str, rng: random.Random, n: int = DYNAMIC_VARIANTS) -> list[str]:
    """Up to ``n`` copies of a generated program with one dim of one argument type made
    dynamic (``tensor<3x2xf32>`` -> ``tensor<?x2xf32>`` everywhere that type is written).
    Most such edits do not verify (a constant cannot be dynamic; a slice's sizes are
    static); those that do are programs of the same ops over a dynamic shape."""
    head = text.split("{", 2)[1] if text.count("{") >= 2 else text
    types = sorted({mt.group(0) for mt in _TENSOR.finditer(head)})
    out: list[str] = []
    for t in rng.sample(types, len(types)):
        mt = _TENSOR.fullmatch(t)
        assert mt is not None
        dims = mt.group(1)[:-1].split("x")
        d = rng.randrange(len(dims))
        dims[d] = "?"
        new = f"tensor<{'x'.join(dims)}x{mt.group(2)}>"
        out.append(text.replace(t, new))
        if len(out) >= n:
            break
    return out


ARGUMENT_VARIANTS = 2


def argument_variants(text: str, rng: random.Random, n: int = ARGUMENT_VARIANTS) -> list[str]:
    """Up to ``n`` copies of a generated program with one dim of one argument made dynamic
    in that argument alone, each copy in two forms: the ops reading it keep their static
    result types (StableHLO accepts a dynamic operand where a static one is inferred), or
    the dynamic dim flows on through every op whose result type the dialect infers
    (elementwise ops, slices, transposes ...), up to the function's results. Either way
    constants and other values of the argument's type stay static, which
    :func:`dynamic_variants`' edit of a type everywhere cannot give."""
    try:
        args = main_func(importer.from_text(text)).regions[0].blocks[0].args
    except Exception:  # noqa: BLE001 -- not a module this can edit: no variant
        return []
    types: list[Any] = [a.type for a in args]
    ranked = [i for i, t in enumerate(types) if isinstance(t, TensorType)
              and t.get_shape() and all(d >= 0 for d in t.get_shape())]
    out: list[str] = []
    for i in rng.sample(ranked, min(n, len(ranked))):
        shape0 = types[i].get_shape()
        ones = [k for k, e in enumerate(shape0) if e == 1]  # a dim a broadcast may widen
        d = rng.choice(ones) if ones and rng.random() < 0.5 else rng.randrange(len(shape0))
        for flow in (False, True):
            mod = importer.from_text(text)
            func = main_func(mod)
            block = func.regions[0].blocks[0]
            old = block.args[i]
            shape = list(types[i].get_shape())
            shape[d] = DYNAMIC_INDEX
            Rewriter.replace_value_with_new_type(
                old, TensorType(types[i].get_element_type(), shape))
            if flow:
                _flow_dynamic(block, list(main_func(importer.from_text(text))
                                          .regions[0].blocks[0].ops))
            retype(func, block)
            out.append(exporter.to_text(mod))
    return out


def _flow_dynamic(block: Any, static_ops: list[Any]) -> None:
    """Give each op of ``block`` reading a dynamic value the result types its registry
    entry infers (where it infers one, else the op keeps its types), and the function's
    return those of the values it returns. An op the registry infers on static operands
    only (concatenate, pad, gather ...) gets the types inferred on the static program's
    operands (``static_ops``, the same ops in order), dynamic in each dim that inferring
    again with every dynamic operand dim one longer changes (:func:`_dependent_dims`)."""
    for op, sop in zip(list(block.ops), static_ops):
        if isinstance(op, ReturnOp):
            func = op.parent_op()
            if func is not None:
                retype_results(func, op)
            continue
        spec = REGISTRY.get(op.name)
        if spec is None or spec.infer is None or all(is_static(o.type) for o in op.operands):
            continue
        try:
            types = spec.infer([o.type for o in op.operands], dict(op.properties))
            if types is None:
                types = _dependent_dims(spec, op, [o.type for o in sop.operands])
        except ValueError:
            continue
        if types is None or len(types) != len(op.results):
            continue
        for r, t in zip(list(op.results), types):
            if t != r.type:
                Rewriter.replace_value_with_new_type(r, t)


def _dependent_dims(spec: Any, op: Any, static: list[Any]) -> list[Any] | None:
    """``op``'s result types inferred on its ``static`` operand types, each result dim that
    depends on a dynamic dim of ``op``'s operands made dynamic: the dims that change when
    every dynamic operand dim is one longer; None where either inference fails."""
    if len(static) != len(op.operands) or not all(
            isinstance(t, TensorType) and is_static(t) for t in static):
        return None
    bumped = []
    for o, t in zip(op.operands, static):
        dyn = o.type.get_shape() if isinstance(o.type, TensorType) else ()
        bumped.append(TensorType(t.get_element_type(), [
            n + 1 if k < len(dyn) and dyn[k] == DYNAMIC_INDEX else n
            for k, n in enumerate(t.get_shape())]))
    props = dict(op.properties)
    a, b = spec.infer(static, props), spec.infer(bumped, props)
    if a is None or b is None or len(a) != len(b):
        return None
    out = []
    for ta, tb in zip(a, b):
        if not isinstance(ta, TensorType) or not isinstance(tb, TensorType) \
                or len(ta.get_shape()) != len(tb.get_shape()):
            return None
        out.append(TensorType(ta.get_element_type(), [
            DYNAMIC_INDEX if x != y else x for x, y in zip(ta.get_shape(), tb.get_shape())]))
    return out


def retype(func: Any, block: Any) -> None:
    """Make ``func``'s function type take its entry block's argument types."""
    old = func.properties["function_type"]
    func.properties["function_type"] = FunctionType.from_lists(
        [a.type for a in block.args], list(old.outputs.data))


def retype_results(func: Any, ret: ReturnOp) -> None:
    """Make ``func``'s function type return the types its ``return`` op reads."""
    old = func.properties["function_type"]
    func.properties["function_type"] = FunctionType.from_lists(
        list(old.inputs.data), [o.type for o in ret.operands])


def pin_arguments(text: str, static: str) -> str:
    """``text`` (a dynamic-shape variant of the program ``static``) taking ``static``'s
    argument types: each argument whose type differs is converted to the variant's type
    on entry, so StableHLO's shape refinement can make the body static again."""

    mod = importer.from_text(text)
    func = main_func(mod)
    block = func.regions[0].blocks[0]
    want = [a.type for a in main_func(importer.from_text(static)).regions[0].blocks[0].args]
    convert = REGISTRY["stablehlo.convert"].cls
    assert convert is not None
    for i, t in enumerate(want):
        old = block.args[i]
        if old.type == t:
            continue
        new = block.insert_arg(t, i)
        conv = convert.create(operands=[new], result_types=[old.type])
        if block.first_op is not None:
            block.insert_op_before(conv, block.first_op)
        else:
            block.add_op(conv)
        old.replace_all_uses_with(conv.results[0])
        block.erase_arg(old)
    retype(func, block)
    return exporter.to_text(mod)


BOUNDED_VARIANTS = 2


def bounded_variants(text: str, rng: random.Random, n: int = BOUNDED_VARIANTS) -> list[str]:
    """Up to ``n`` copies of a generated program with one op's result given a bounded-dynamic
    type: one dim ``?`` bounded by its static extent (``tensor<4x3xf32>`` ->
    ``tensor<?x3xf32, #stablehlo.bounds<4, ?>>``), its readers keeping their types (and the
    function's result type following where it is returned). StableHLO lets many ops
    (``broadcast_in_dim``, ``reshape``, ``concatenate``, elementwise ops ...) produce such a
    type; which ones is StableHLO's verifier's to say, so the caller keeps only the copies
    jaxlib's parser accepts. Constants and ops with regions are left static."""
    try:
        block = main_func(importer.from_text(text)).regions[0].blocks[0]
    except Exception:  # noqa: BLE001 -- not a module this can edit: no variant
        return []
    sites = [(k, j) for k, op in enumerate(block.ops)
             if op.name != "stablehlo.constant" and not op.regions
             and not isinstance(op, ReturnOp)
             for j, r in enumerate(op.results)
             if isinstance(r.type, TensorType) and r.type.get_shape()
             and all(e > 0 for e in r.type.get_shape())]
    out: list[str] = []
    for k, j in rng.sample(sites, min(n, len(sites))):
        mod = importer.from_text(text)
        func = main_func(mod)
        res = list(func.regions[0].blocks[0].ops)[k].results[j]
        rtype = res.type
        assert isinstance(rtype, TensorType)  # the sites are tensor results
        shape = list(rtype.get_shape())
        d = rng.randrange(len(shape))
        bounds = ", ".join(str(e) if i == d else "?" for i, e in enumerate(shape))
        shape[d] = DYNAMIC_INDEX
        Rewriter.replace_value_with_new_type(
            res, TensorType(rtype.get_element_type(), shape, TypeExtensionsAttr(f"<{bounds}>")))
        ret = func.regions[0].blocks[0].last_op
        if isinstance(ret, ReturnOp):
            retype_results(func, ret)
        out.append(exporter.to_text(mod))
    return out
