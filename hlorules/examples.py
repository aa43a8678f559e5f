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
    note: str = ""  # why the result looks as it does, where the op counts alone mislead


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



def _store(buf: Any, idx: Any, upd: Any) -> Any:
    """A raised kernel's plain store: scatter with XLA's native semantics (out-of-bounds
    windows dropped), indices [n, 1] into dimension 0, trailing update windows."""
    from jax import lax

    dn = lax.ScatterDimensionNumbers(update_window_dims=tuple(range(1, upd.ndim)),
                                     inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,))
    return lax.scatter(buf, idx, upd, dn, mode=lax.GatherScatterMode.FILL_OR_DROP)


def _load(buf: Any, idx: Any) -> Any:
    """A raised kernel's plain load: gather of rows of ``buf`` (start indices clamped)."""
    from jax import lax

    dn = lax.GatherDimensionNumbers(offset_dims=tuple(range(1, buf.ndim)),
                                    collapsed_slice_dims=(0,), start_index_map=(0,))
    return lax.gather(buf, idx, dn, (1, *buf.shape[1:]),
                      mode=lax.GatherScatterMode.PROMISE_IN_BOUNDS)


def _lanes(n: int, live: int, dead: int = 1000) -> tuple[Any, Any]:
    """Lane iota [n, 1], and the masked store index select(iota < live, iota, dead)."""
    import jax.numpy as jnp
    from jax import lax

    io = lax.broadcasted_iota(jnp.int32, (n, 1), 0)
    return io, lax.select(io < live, io, jnp.full((n, 1), dead, jnp.int32))


def _scratch_permuted(x: Any) -> Any:
    import numpy as onp

    # Lanes store their scratch at constant slots and read it back in another order.
    buf = _store(x[:1] * 0.0 + onp.zeros((16,), onp.float32), onp.array([[0], [4], [8], [12]], onp.int32), x * 2.0)
    return _load(buf, onp.array([[12], [8], [4], [0], [2]], onp.int32)) + 1.0


def _scratch_rows(x: Any) -> Any:
    import jax.numpy as jnp
    import numpy as onp

    # 2-D lane scratch: rows stored at constant rows, two of them read back.
    buf = _store(jnp.zeros((8, 3), x.dtype), onp.array([[1], [3], [5], [7]], onp.int32), x)
    return _load(buf, onp.array([[5], [1]], onp.int32)) * 3.0


def _masked_store_cut(x: Any) -> Any:
    import jax.numpy as jnp

    # Lanes padded to 24, extent 3: the masked store only has 3 live lanes.
    _, idx = _lanes(24, 3)
    buf = _store(jnp.zeros((24,), x.dtype), idx, jnp.sin(x))
    return buf[:3] + 1.0


def _masked_readback(x: Any) -> Any:
    import jax.numpy as jnp

    # A masked store read back through the live lane indices (gather of masked scatter).
    io, idx = _lanes(10, 3)
    buf = _store(jnp.zeros((10,), x.dtype), idx, x * x)
    return _load(buf, io)


def _store_twice(x: Any) -> Any:
    import jax.numpy as jnp
    import numpy as onp

    # The same scratch slots are written twice (the first store is dead), then read.
    idx = onp.array([[2], [3], [6]], onp.int32)
    buf = _store(jnp.zeros((8,), x.dtype), idx, x)
    buf = _store(buf, idx, x + 1.0)
    return _load(buf, idx)


def _dead_store(x: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    # Every lane masked: the store's indices fold to out-of-bounds windows only.
    io = lax.broadcasted_iota(jnp.int32, (6, 1), 0)
    buf = _store(x, io + 100, x[:6] * 2.0)
    return buf * 2.0


def _loop_accumulate_2d(x: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    # A loop accumulating a padded 8x8 tile; only the live 2x3 corner is read back.
    def body(_: Any, acc: Any) -> Any:
        return acc * 0.5 + x

    acc = lax.fori_loop(0, 3, body, jnp.zeros_like(x))
    return acc[:2, :3]


def _lane_iota_offsets(x: Any) -> Any:
    import jax.numpy as jnp

    # Lane offsets from a slice of a lane iota, then stored and read back through them.
    offs = jnp.arange(32, dtype=jnp.int32)[4:20:4].reshape(4, 1)
    buf = _store(jnp.zeros((32,), x.dtype), offs, x)
    return _load(buf, offs)


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
            "a slice of a transpose",
            "the cut phase moves the slice above the transpose (slice_transpose) and the main "
            "phase moves it back (transpose_slice, StableHLO's canonical order, which XLA "
            "fuses): two rewrites that end where they started, by design; the cycle checker "
            "sees the two phases, not one loop"),
    Example("scratch_permuted", _scratch_permuted,
            lambda r: (r.standard_normal(4).astype(np.float32),),
            "lane scratch at constant slots read back in another order, one slot unwritten",
            "the scatter/gather round trip is gone: each lane read is forwarded from its own "
            "store (one slice and multiply per lane, joined by a concatenate) and the "
            "unwritten slot is read from the scratch's initial value, so the op count grows "
            "while the scatter goes"),
    Example("scratch_rows", _scratch_rows, lambda r: (r.standard_normal((4, 3)).astype(np.float32),),
            "2-D lane scratch: rows stored and read back through constant indices"),
    Example("masked_store_cut", _masked_store_cut,
            lambda r: (r.standard_normal(24).astype(np.float32),),
            "lanes padded to 24, extent 3: a masked store with an iota < 3 mask"),
    Example("masked_readback", _masked_readback,
            lambda r: (r.standard_normal(10).astype(np.float32),),
            "a masked store read back at its live lane indices"),
    Example("store_twice", _store_twice, lambda r: (r.standard_normal(3).astype(np.float32),),
            "the same constant slots stored twice, then loaded"),
    Example("dead_store", _dead_store, lambda r: (r.standard_normal(8).astype(np.float32),),
            "a store whose iota-built indices are all out of bounds"),
    Example("loop_accumulate_2d", _loop_accumulate_2d,
            lambda r: (r.standard_normal((8, 8)).astype(np.float32),),
            "a loop accumulating a padded 8x8 tile read back through a 2x3 slice"),
    Example("lane_iota_offsets", _lane_iota_offsets,
            lambda r: (r.standard_normal(4).astype(np.float32),),
            "lane offsets from a strided slice of an iota, stored and read back"),
]


def by_name(name: str) -> Example:
    for e in EXAMPLES:
        if e.name == name:
            return e
    raise KeyError(name)
