"""Lane-padded kernels outside the seed corpus, timed three ways side by side.

Each kernel is written the way a raiser pads a loop to a fixed lane count and masks the
padding: lanes past the live extent are steered to a sink slot, write a padding value, or
add zeros. Each comes with a hand-written dense JAX version computing the same result (up to
the order of float additions where noted) without scatter, gather or while:

* ``gather_masked_lanes``: a batched gather whose dead lanes read index 0, masked after;
* ``segment_sum_sink``: a segment sum by scatter-add, dead lanes adding zero to a sink segment;
* ``bucket_count_int``: an int32 scatter-add into buckets in reverse lane order, dead lanes
  adding zeros to an overflow bucket that is read too;
* ``fem_assembly_1d``: 1-D finite-element assembly, each element adding its 2-vector into
  overlapping windows of the global vector (``dynamic_update_slice`` of
  ``dynamic_slice + c``), unrolled;
* ``fem_assembly_int``: the same assembly in int32;
* ``fem_assembly_loop``: the int32 assembly in a counted ``fori_loop``;
* ``halo_exchange``: a tile with halo cells built by ``dynamic_update_slice`` chains into a
  zero buffer, read back by slices;
* ``ragged_concat``: ragged rows concatenated by ``dynamic_update_slice`` into zeros;
* ``masked_topk_writes``: the first k lanes stored through a masked scatter, dead lanes
  storing the same padding value at one sink slot, the whole buffer read;
* ``dead_lane_fill``: a plain store whose dead lanes all write the padding value to one slot.

``python bench/lane_kernels.py --platform cpu`` times each kernel on XLA alone, after
``hlorules opt -b exec``, and the dense version (medians over ``--repeats`` runs, each
``block_until_ready``), and prints the ratios and the op counts left. On a GPU:
``--platform gpu --batch 524288`` (at least 400k elements per batch). It needs jax and
numpy, and hlorules for the middle column; where hlorules is not installed, write the
rewritten modules elsewhere first (``--batch 524288 --write DIR``) and pass
``--modules DIR``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

LANES = 8  # the padded lane count
LIVE = 5  # the live extent (a constant once the runtime fixes it)


@dataclass(frozen=True)
class Kernel:
    """A kernel: ``fn`` (the padded form), ``dense`` (hand-written), and its input shapes."""

    fn: Callable[..., Any]
    dense: Callable[..., Any]
    shapes: Callable[[int], list[tuple[int, ...]]]  # batch -> the argument shapes
    dtype: Any = np.float32  # the arguments' element type


def _lane() -> Any:
    import jax.numpy as jnp

    return jnp.arange(LANES, dtype=jnp.int32)


# ------------------------------------------------------------------------- the kernels
def gather_masked_lanes(x: Any) -> Any:
    import jax.numpy as jnp

    lane = _lane()
    live = lane < LIVE
    idx = jnp.where(live, 2 + lane, 0)
    g = x[:, idx]
    return jnp.where(live[None, :], g * 2.0 + 1.0, 0.0)[:, :LIVE]


def gather_masked_lanes_dense(x: Any) -> Any:
    return x[:, 2:2 + LIVE] * 2.0 + 1.0


def segment_sum_sink(x: Any) -> Any:
    import jax.numpy as jnp

    lane = _lane()
    live = lane < LIVE
    seg = jnp.where(live, (3 * lane) % LIVE, LIVE)  # a permutation of the live segments
    vals = jnp.where(live[None, :], x[:, :LANES], 0.0)
    out = jnp.zeros((x.shape[0], LIVE + 1), x.dtype).at[:, seg].add(vals)
    return out[:, :LIVE]


def segment_sum_sink_dense(x: Any) -> Any:
    import jax.numpy as jnp

    inv = [(2 * s) % LIVE for s in range(LIVE)]  # the lane of segment s: 3 * lane = s mod 5
    return jnp.zeros((x.shape[0], LIVE), x.dtype) + x[:, jnp.array(inv)]


def bucket_count_int(x: Any) -> Any:
    import jax.numpy as jnp

    lane = _lane()
    live = lane < LIVE
    slot = jnp.where(live, LIVE - 1 - lane, LIVE)  # dead lanes add zeros to the overflow bucket
    vals = jnp.where(live[None, :], x[:, :LANES], 0)
    return jnp.zeros((x.shape[0], LIVE + 1), x.dtype).at[:, slot].add(vals)


def bucket_count_int_dense(x: Any) -> Any:
    import jax.numpy as jnp

    return jnp.concatenate([x[:, LIVE - 1::-1], jnp.zeros((x.shape[0], 1), x.dtype)], 1)


NE = 6  # finite elements of the 1-D mesh


def fem_assembly_1d(k: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    b = k.shape[0]
    acc = jnp.zeros((b, NE + 1), k.dtype)
    for e in range(NE):
        win = lax.dynamic_slice(acc, (0, e), (b, 2))
        acc = lax.dynamic_update_slice(acc, win + k[:, e, :], (0, e))
    return acc


def fem_assembly_1d_dense(k: Any) -> Any:
    import jax.numpy as jnp

    z = jnp.full((k.shape[0], 1), -0.0, k.dtype)
    # each node adds its left element's second entry, then its right element's first
    return (jnp.zeros((k.shape[0], NE + 1), k.dtype) + jnp.concatenate([z, k[:, :, 1]], 1)
            + jnp.concatenate([k[:, :, 0], z], 1))


def fem_assembly_int(k: Any) -> Any:
    """fem_assembly_1d in int32 (an integer stiffness pattern, e.g. a graph's degree counts)."""
    return fem_assembly_1d(k)


def fem_assembly_int_dense(k: Any) -> Any:
    import jax.numpy as jnp

    z = jnp.zeros((k.shape[0], 1), k.dtype)
    return jnp.concatenate([z, k[:, :, 1]], 1) + jnp.concatenate([k[:, :, 0], z], 1)


def fem_assembly_loop(k: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    b = k.shape[0]

    def body(e: Any, acc: Any) -> Any:
        win = lax.dynamic_slice(acc, (0, e), (b, 2))
        ke = lax.dynamic_slice(k, (0, e, 0), (b, 1, 2))[:, 0, :]
        return lax.dynamic_update_slice(acc, win + ke, (0, e))

    return lax.fori_loop(0, NE, body, jnp.zeros((b, NE + 1), k.dtype))


HALO = 2  # halo width


def halo_exchange(t: Any, left: Any, right: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    b, n = t.shape
    buf = jnp.zeros((b, n + 2 * HALO), t.dtype)
    buf = lax.dynamic_update_slice(buf, left[:, -HALO:], (0, 0))
    buf = lax.dynamic_update_slice(buf, t, (0, HALO))
    buf = lax.dynamic_update_slice(buf, right[:, :HALO], (0, n + HALO))
    # a 3-point stencil over the haloed tile
    return buf[:, :-2] + buf[:, 1:-1] + buf[:, 2:]


def halo_exchange_dense(t: Any, left: Any, right: Any) -> Any:
    import jax.numpy as jnp

    buf = jnp.concatenate([left[:, -HALO:], t, right[:, :HALO]], 1)
    return buf[:, :-2] + buf[:, 1:-1] + buf[:, 2:]


ROWS = (3, 5, 2, 4)  # the ragged rows' lengths


def ragged_concat(a: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    b = a.shape[0]
    out = jnp.zeros((b, sum(ROWS) + 3), a.dtype)
    at = 0
    for r, n in enumerate(ROWS):
        out = lax.dynamic_update_slice(out, a[:, r, :n], (0, at))
        at += n
    return out


def ragged_concat_dense(a: Any) -> Any:
    import jax.numpy as jnp

    return jnp.concatenate([a[:, r, :n] for r, n in enumerate(ROWS)]
                           + [jnp.zeros((a.shape[0], 3), a.dtype)], 1)


def masked_topk_writes(v: Any) -> Any:
    import jax.numpy as jnp

    lane = _lane()
    live = lane < LIVE
    slot = jnp.where(live, LIVE - 1 - lane, LANES)  # reversed live lanes, dead lanes to a sink
    vals = jnp.where(live[None, :], v[:, :LANES], -1.0)
    out = jnp.full((v.shape[0], LANES + 1), -1.0, v.dtype)
    return out.at[:, slot].set(vals)


def masked_topk_writes_dense(v: Any) -> Any:
    import jax.numpy as jnp

    fill = jnp.full((v.shape[0], LANES + 1 - LIVE), -1.0, v.dtype)
    return jnp.concatenate([v[:, LIVE - 1::-1], fill], 1)


def dead_lane_fill(x: Any) -> Any:
    import jax.numpy as jnp

    lane = _lane()
    live = lane < LIVE
    idx = jnp.where(live, lane, LIVE)  # dead lanes all write slot LIVE
    vals = jnp.where(live[None, :], x[:, :LANES] * 3.0, 0.0)
    return x[:, :LIVE + 1].at[:, idx].set(vals, unique_indices=False)


def dead_lane_fill_dense(x: Any) -> Any:
    import jax.numpy as jnp

    return jnp.concatenate([x[:, :LIVE] * 3.0, jnp.zeros((x.shape[0], 1), x.dtype)], 1)


KERNELS: dict[str, Kernel] = {
    "gather_masked_lanes": Kernel(gather_masked_lanes, gather_masked_lanes_dense,
                                  lambda b: [(b, 16)]),
    "segment_sum_sink": Kernel(segment_sum_sink, segment_sum_sink_dense, lambda b: [(b, 16)]),
    "bucket_count_int": Kernel(bucket_count_int, bucket_count_int_dense, lambda b: [(b, 16)],
                               np.int32),
    "fem_assembly_1d": Kernel(fem_assembly_1d, fem_assembly_1d_dense, lambda b: [(b, NE, 2)]),
    "fem_assembly_int": Kernel(fem_assembly_int, fem_assembly_int_dense, lambda b: [(b, NE, 2)],
                               np.int32),
    "fem_assembly_loop": Kernel(fem_assembly_loop, fem_assembly_int_dense, lambda b: [(b, NE, 2)],
                                np.int32),
    "halo_exchange": Kernel(halo_exchange, halo_exchange_dense,
                            lambda b: [(b, 12), (b, 12), (b, 12)]),
    "ragged_concat": Kernel(ragged_concat, ragged_concat_dense, lambda b: [(b, len(ROWS), 6)]),
    "masked_topk_writes": Kernel(masked_topk_writes, masked_topk_writes_dense,
                                 lambda b: [(b, 16)]),
    "dead_lane_fill": Kernel(dead_lane_fill, dead_lane_fill_dense, lambda b: [(b, 16)]),
}


def make_args(name: str, batch: int, rng: np.random.Generator) -> list[np.ndarray]:
    """The kernel's inputs: float32 normals, with a NaN, infinities, signed zeros and a
    subnormal among the first elements (integers: from -50 to 50)."""
    out = []
    k = KERNELS[name]
    for shape in k.shapes(batch):
        if np.dtype(k.dtype).kind in "iu":
            out.append(rng.integers(-50, 50, size=shape).astype(k.dtype))
            continue
        a = rng.standard_normal(shape).astype(np.float32)
        flat = a.reshape(-1)
        special = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-40, -1e-40], np.float32)
        flat[:min(flat.size, special.size)] = special[:flat.size]
        rng.shuffle(flat[:min(flat.size, 64)])
        out.append(a)
    return out


def module_text(name: str, batch: int) -> str:
    """The kernel lowered by jax to StableHLO text."""
    import jax

    k = KERNELS[name]
    args = [jax.ShapeDtypeStruct(s, k.dtype) for s in k.shapes(batch)]
    return str(jax.jit(KERNELS[name].fn, keep_unused=True).lower(*args).compiler_ir("stablehlo"))


def rewritten_text(name: str, batch: int) -> str:
    """The kernel's module after ``hlorules opt -b exec``."""
    import hlorules
    from hlorules.lowering.exporter import to_text
    from hlorules.lowering.importer import from_text

    mod = from_text(module_text(name, batch))
    hlorules.apply(mod, "exec")
    return to_text(mod)


def _median_ms(f: Callable[[], Any], repeats: int) -> float:
    f()  # compile and warm
    ts = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t0)
    return 1e3 * statistics.median(ts)


def _runner(f: Callable[..., Any], args: list[Any]) -> Callable[[], Any]:
    import jax

    return lambda: jax.block_until_ready(f(*args))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--platform", default="cpu", choices=["cpu", "gpu"])
    ap.add_argument("--batch", type=int, default=2048,
                    help="rows per batch (on a GPU: 524288, at least 400k elements)")
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--only", nargs="*", default=None, help="kernel names")
    ap.add_argument("--modules", type=Path, default=None,
                    help="a folder of NAME.mlir rewritten modules (from --write) instead of hlorules")
    ap.add_argument("--write", type=Path, default=None,
                    help="write the rewritten modules here (NAME.mlir) and stop, timing nothing")
    a = ap.parse_args(argv)

    import jax

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from gpu import Compiled, op_counts  # bench/gpu.py: runs without hlorules too

    names = a.only or list(KERNELS)
    if a.write is not None:
        a.write.mkdir(parents=True, exist_ok=True)
        for name in names:
            (a.write / f"{name}.mlir").write_text(rewritten_text(name, a.batch))
        print(f"wrote {len(names)} modules (batch {a.batch}) to {a.write}")
        return 0
    dev = jax.devices(a.platform)[0]
    jax.config.update("jax_default_device", dev)
    rng = np.random.default_rng(0)
    print(f"{jax.devices(a.platform)[0].device_kind}, batch {a.batch}, median of {a.repeats}")
    print(f"{'kernel':20s} {'xla ms':>8s} {'hlorules ms':>11s} {'dense ms':>8s} "
          f"{'xla/ours':>8s} {'ours/dense':>10s}  ops after (scatter, gather, while)")
    ratios = []
    for name in names:
        k = KERNELS[name]
        host = make_args(name, a.batch, rng)
        args = [jax.device_put(x, dev) for x in host]
        text = (a.modules / f"{name}.mlir").read_text() if a.modules is not None else \
            rewritten_text(name, a.batch)
        ours = Compiled(text, a.platform)
        dargs = ours.put(host)
        xla, dense = jax.jit(k.fn), jax.jit(k.dense)
        tx = _median_ms(_runner(xla, args), a.repeats)
        th = _median_ms(lambda: [o.block_until_ready() for o in ours.run(dargs)],  # noqa: B023
                        a.repeats)
        td = _median_ms(_runner(dense, args), a.repeats)
        ratios.append((tx / th, th / td))
        c = op_counts(text)
        print(f"{name:20s} {tx:8.3f} {th:11.3f} {td:8.3f} {tx / th:8.2f} {th / td:10.2f}  "
              f"{c['ops']} ({c['scatter']}, {c['gather']}, {c['while']})")
    gx = float(np.exp(np.mean([np.log(r[0]) for r in ratios])))
    gd = float(np.exp(np.mean([np.log(r[1]) for r in ratios])))
    print(f"{'geo-mean':20s} {'':8s} {'':11s} {'':8s} {gx:8.2f} {gd:10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
