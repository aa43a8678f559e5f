"""Bundled seed-like JAX programs: the README's main job runs on these.

Each models a pattern from the motivating pipeline (Reactant's exec path): per-lane scratch
stored and loaded through constant indices, lanes padded to a bound with masked stores,
loops accumulating into a buffer read back through a slice, slices of lane iotas.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np


@dataclass(frozen=True)
class Example:
    name: str
    fn: Callable[..., Any]
    make_args: Callable[[np.random.Generator], tuple[np.ndarray, ...]]
    doc: str


def _lane_scratch(x: Any) -> Any:
    import jax.numpy as jnp

    # Each of 4 lanes writes its scratch at constant indices, then reads it back.
    scratch = jnp.zeros((16,), x.dtype)
    idx = jnp.array([0, 4, 8, 12])
    scratch = scratch.at[idx].set(x * 2.0)
    back = scratch[jnp.array([0, 4, 8, 12])]
    return back + 1.0


def _masked_padded_lanes(x: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    # Lanes padded to a bound of 10, real extent 3: stores from the padding are masked
    # by sending them out of bounds.
    lanes = lax.iota(jnp.int32, 10)
    live = lanes < 3
    idx = jnp.where(live, lanes, 1000)
    buf = jnp.zeros((10,), x.dtype)
    buf = buf.at[idx].set(x[:10] * 3.0, mode="drop")
    return buf[:3]


def _slice_of_iota(x: Any) -> Any:
    import jax.numpy as jnp

    i = jnp.arange(24, dtype=jnp.int32)
    return x[:6] + i[2:14:2]


def _loop_accumulate(x: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    def body(_: Any, acc: Any) -> Any:
        return acc + x

    acc = lax.fori_loop(0, 4, body, jnp.zeros_like(x))
    return acc[:4]


def _transposed_slice(x: Any) -> Any:
    return x.T[1:3, :]


EXAMPLES = [
    Example("lane_scratch", _lane_scratch, lambda r: (r.standard_normal(4).astype(np.float32),),
            "per-lane scratch stored and loaded through constant indices"),
    Example("masked_padded_lanes", _masked_padded_lanes,
            lambda r: (r.standard_normal(10).astype(np.float32),),
            "lanes padded to 10, extent 3, stores from padding masked out of bounds"),
    Example("slice_of_iota", _slice_of_iota, lambda r: (r.integers(-5, 5, 6).astype(np.int32),),
            "a strided slice of a lane iota"),
    Example("loop_accumulate", _loop_accumulate,
            lambda r: (r.standard_normal(16).astype(np.float32),),
            "a loop accumulating into a buffer read back through a slice"),
    Example("transposed_slice", _transposed_slice,
            lambda r: (r.standard_normal((4, 6)).astype(np.float32),),
            "a slice of a transpose"),
]


def by_name(name: str) -> Example:
    for e in EXAMPLES:
        if e.name == name:
            return e
    raise KeyError(name)
