"""Arguments for a module's ``@main``: its types, and seeded random arrays of them."""

from __future__ import annotations

from typing import Any

import numpy as np

from hlorules.dialect.types import is_bool_type, is_float_type, to_dtype
from hlorules.errors import HloRulesError


def main_arg_types(module: Any) -> list[Any]:
    """The argument types of ``func.func @main``; a located-free error if there is none."""
    for op in module.body.block.ops:
        if op.name == "func.func" and op.properties["sym_name"].data == "main":
            return list(op.properties["function_type"].inputs.data)
    raise HloRulesError("the module has no func.func @main")


def random_inputs(module: Any, rng: np.random.Generator) -> list[np.ndarray]:
    """Random arguments for ``@main``: booleans, standard-normal floats, integers in [-8, 8)."""
    out: list[np.ndarray] = []
    for t in main_arg_types(module):
        shape = tuple(t.get_shape())
        elem = t.get_element_type()
        if is_bool_type(elem):
            out.append(rng.integers(0, 2, shape).astype(bool))
        elif is_float_type(elem):
            out.append(rng.standard_normal(shape).astype(to_dtype(elem)))
        else:
            out.append(rng.integers(-8, 8, shape).astype(to_dtype(elem)))
    return out
