"""Arguments for a module's ``@main``: its types, and seeded random arrays of them."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np
from xdsl.dialects.builtin import ComplexType

from hlorules.base.errors import HloRulesError
from hlorules.dialect.types import is_bool_type, is_float_type, to_dtype


def main_arg_types(module: Any) -> list[Any]:
    """The argument types of ``func.func @main``; a located-free error if there is none."""
    for op in module.body.block.ops:
        if op.name == "func.func" and op.properties["sym_name"].data == "main":
            return list(op.properties["function_type"].inputs.data)
    raise HloRulesError("the module has no func.func @main")


def random_inputs(module: Any, rng: np.random.Generator) -> list[np.ndarray]:
    """Random arguments for ``@main``: booleans, standard-normal floats (real and imaginary
    parts), integers in [-8, 8) clipped to the type's range."""
    out: list[np.ndarray] = []
    for t in main_arg_types(module):
        shape = tuple(t.get_shape())
        elem = t.get_element_type()
        if is_bool_type(elem):
            out.append(rng.integers(0, 2, shape).astype(bool))
        elif is_float_type(elem):
            out.append(rng.standard_normal(shape).astype(to_dtype(elem)))
        elif isinstance(elem, ComplexType):
            parts = rng.standard_normal((2, *shape))
            out.append((parts[0] + 1j * parts[1]).astype(to_dtype(elem)))
        else:
            dt = to_dtype(elem)
            info = ml_dtypes.iinfo(dt)
            out.append(rng.integers(max(-8, int(info.min)), min(8, int(info.max) + 1),
                                    shape).astype(dt))
    return out


def check_inputs(module: Any, arrays: list[np.ndarray], source: str) -> list[np.ndarray]:
    """``arrays`` if they match ``@main``'s arguments in number, shape and dtype.

    Otherwise one error naming ``source`` (e.g. the .npz file), the argument and both types;
    nothing is converted, so a run uses exactly the bits given.
    """
    types = main_arg_types(module)
    if len(arrays) != len(types):
        raise HloRulesError(f"{source}: {len(arrays)} arrays for {len(types)} arguments "
                            "of @main")
    for i, (a, t) in enumerate(zip(arrays, types)):
        try:
            shape, dt = tuple(t.get_shape()), to_dtype(t.get_element_type())
        except (AttributeError, ValueError):
            raise HloRulesError(f"{source}: argument {i} of @main has type {t}, which cannot "
                                "be given as an array") from None
        if a.shape != shape or a.dtype != dt:
            raise HloRulesError(f"{source}: array {i} has shape {a.shape} and dtype {a.dtype}; "
                                f"argument {i} of @main needs shape {shape} and dtype {dt}")
    return arrays
