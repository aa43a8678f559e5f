"""A broad seed-like corpus of padded-lane kernels, each with a hand-written ideal (issue 18).

Every kernel is written the way a raiser (Reactant / Polygeist from CUDA) emits a kernel
whose thread block was padded to a bound ``L`` (10 or 24) once the run-time extent ``D``
(2, 3 or 4) became a constant, batched over a leading element axis ``E`` (the grid):

* lanes are 1-D, 2-D or 3-D tiles built from ``lax.broadcasted_iota``; loads from the
  arguments go through lane indices clamped to the extent (``min(t, D-1)``), as a raiser
  guards its reads;
* the masks fold from the constant extent: ``t < D``, or a ``compare`` chain
  (``(t >= 1) & (t <= D)``, ``(tx <= ty) & ...``);
* scratch (shared memory, per-lane registers) is a flat ``(E, n)`` tensor stored with
  ``.at[:, idx].set(v, mode="drop")``, the dead lanes masked either by an out-of-bounds index
  (``where(live, idx, OOB)``: dropped) or by ``-1``, which JAX *wraps* to the last slot even
  with ``mode="drop"``.  The ``-1`` kernels model that honestly: their buffers carry one
  extra *sink* slot at the end, which every dead lane writes (with different values, so the
  sink's content is unspecified) and which nothing reads;
* scratch is read back by ``gather`` (``.at[:, idx].get``), by static slices, or by
  ``dynamic_slice``; accumulators live in ``fori_loop`` / ``scan`` with trip counts 2-4.

Each :class:`Kernel` has ``ideal``: the same computation written on the live lanes only, as a
person would (no padding, no scatter, gather or loop), performing the same float operations
in the same order, so that kernel and ideal are bitwise equal up to one thing no source can
pin: a compiler may contract ``a * b + c`` into one fused multiply-add in one program and not
the other (XLA does so differently once shapes change).  ``Kernel.exact`` says whether the
kernel is pure data movement (then bitwise is required); otherwise :func:`check` allows
``Kernel.tol`` relative to the output's magnitude (a few float32 ulps).

``make_args(rng, E)`` needs only numpy; the kernels and ideals need jax.  Sizes: profile
``gpu`` (timed: 30 to 55 M padded lanes per batch, so that one run takes milliseconds, far above
the ~50 µs host dispatch of one call) and ``small`` (tests, CPU).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

OOB = 1 << 24  # a dropped store's index: beyond every buffer here


# ------------------------------------------------------------------------------ helpers
def _iota(shape: tuple[int, ...], dim: int) -> Any:
    import jax.numpy as jnp
    from jax import lax

    return lax.broadcasted_iota(jnp.int32, shape, dim)


def _clamp(t: Any, D: int) -> Any:
    """A guarded read index: ``min(t, D - 1)`` (dead lanes read the last live element)."""
    import jax.numpy as jnp

    return jnp.minimum(t, D - 1)


def _get(buf: Any, idx: Any) -> Any:
    """``buf[:, idx]`` through a gather: ``(E, *idx.shape)``."""
    return buf.at[:, idx].get(mode="promise_in_bounds")


def _store_oob(buf: Any, idx: Any, val: Any, live: Any) -> Any:
    """``buf[:, idx] = val`` on the live lanes; dead lanes' index is out of bounds (dropped)."""
    import jax.numpy as jnp

    return buf.at[:, jnp.where(live, idx, OOB)].set(val, mode="drop")


def _store_neg1(buf: Any, idx: Any, val: Any, live: Any) -> Any:
    """``buf[:, idx] = val`` on the live lanes; dead lanes' index is -1, which JAX wraps to
    the last slot (the sink): ``buf`` must have one slot more than is ever read."""
    import jax.numpy as jnp

    return buf.at[:, jnp.where(live, idx, -1)].set(val, mode="drop")


def _zeros(E: int, n: int, dtype: Any) -> Any:
    import jax.numpy as jnp

    return jnp.zeros((E, n), dtype)


# ------------------------------------------------------------------------------ kernels
# Each maker takes (L, D) and returns (kernel, ideal); every function is named in the table.

def scale_oob_1d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """1-D lanes; ``x*c`` through masked (OOB) scratch, read back by a gather, plus ``x``."""

    def kernel(x: Any, c: Any) -> Any:
        E = x.shape[0]
        t = _iota((L,), 0)
        live, ct = t < D, _clamp(t, D)
        xv = _get(x, ct)
        cv = c.at[ct].get(mode="promise_in_bounds")
        s = _store_oob(_zeros(E, L, x.dtype), t, xv * cv, live)
        v = _get(s, ct)
        return _store_oob(_zeros(E, D, x.dtype), t, v + xv, live)

    def ideal(x: Any, c: Any) -> Any:
        return x * c + x

    return kernel, ideal


def reverse_neg1_1d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """1-D lanes; reversed store masked by -1 (sink slot), read back by a static slice."""

    def kernel(x: Any, w: Any) -> Any:
        E = x.shape[0]
        t = _iota((L,), 0)
        live = t < D
        s = _store_neg1(_zeros(E, L + 1, x.dtype), D - 1 - t, _get(x, _clamp(t, D)), live)
        return s[:, 0:D] * w

    def ideal(x: Any, w: Any) -> Any:
        import jax.numpy as jnp

        return jnp.flip(x, axis=1) * w

    return kernel, ideal


def stencil_cmp_1d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """1-D lanes 1..D live (a compare chain), zero halo; 3-point stencil read by gathers
    whose windows are partly stored and partly untouched."""

    def kernel(x: Any) -> Any:
        import jax.numpy as jnp

        E = x.shape[0]
        t = _iota((L,), 0)
        live = (t >= 1) & (t <= D)
        s = _store_oob(_zeros(E, L, x.dtype), t, _get(x, jnp.clip(t - 1, 0, D - 1)), live)
        left = _get(s, jnp.maximum(t - 1, 0))
        mid = _get(s, t)
        right = _get(s, jnp.minimum(t + 1, L - 1))
        y = 0.25 * left + 0.5 * mid + 0.25 * right
        return _store_oob(_zeros(E, D, x.dtype), t - 1, y, live)

    def ideal(x: Any) -> Any:
        import jax.numpy as jnp

        xp = jnp.pad(x, ((0, 0), (1, 1)))
        return 0.25 * xp[:, :-2] + 0.5 * xp[:, 1:-1] + 0.25 * xp[:, 2:]

    return kernel, ideal


def transpose_oob_2d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """2-D lanes; a tile through shared memory (OOB-masked), read back transposed by a
    gather, scaled, stored masked into the output."""

    def kernel(A: Any) -> Any:
        E = A.shape[0]
        ty, tx = _iota((L, L), 0), _iota((L, L), 1)
        live = (ty < D) & (tx < D)
        cy, cx = _clamp(ty, D), _clamp(tx, D)
        a = _get(A.reshape(E, D * D), cy * D + cx)
        sm = _store_oob(_zeros(E, L * L, A.dtype), ty * L + tx, a, live)
        v = _get(sm, tx * L + ty)
        out = _store_oob(_zeros(E, D * D, A.dtype), ty * D + tx, v * 3.0, live)
        return out.reshape(E, D, D)

    def ideal(A: Any) -> Any:
        import jax.numpy as jnp

        return jnp.swapaxes(A, 1, 2) * 3.0

    return kernel, ideal


def matvec_neg1_2d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """2-D lanes; products stored to shared memory masked by -1 (sink slot), each row read
    back by a ``dynamic_slice`` at a constant start and summed in lane order."""

    def kernel(A: Any, x: Any) -> Any:
        import jax.numpy as jnp
        from jax import lax

        E = A.shape[0]
        ty, tx = _iota((L, L), 0), _iota((L, L), 1)
        live = (ty < D) & (tx < D)
        cy, cx = _clamp(ty, D), _clamp(tx, D)
        p = _get(A.reshape(E, D * D), cy * D + cx) * _get(x, cx)
        sm = _store_neg1(_zeros(E, L * L + 1, A.dtype), ty * L + tx, p, live)
        ys = []
        for i in range(D):
            row = lax.dynamic_slice(sm, (jnp.int32(0), jnp.int32(i * L)), (E, D))
            acc = row[:, 0]
            for j in range(1, D):
                acc = acc + row[:, j]
            ys.append(acc)
        return jnp.stack(ys, axis=1)

    def ideal(A: Any, x: Any) -> Any:
        p = A * x[:, None, :]
        acc = p[:, :, 0]
        for j in range(1, D):
            acc = acc + p[:, :, j]
        return acc

    return kernel, ideal


def tril_cmp_2d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """2-D lanes; the lower triangle (a compare chain ``ty < D & tx < D & tx <= ty``) stored
    to shared memory; the whole live box read back by a gather (the upper half untouched)."""

    def kernel(A: Any) -> Any:
        E = A.shape[0]
        ty, tx = _iota((L, L), 0), _iota((L, L), 1)
        box = (ty < D) & (tx < D)
        tri = box & (tx <= ty)
        a = _get(A.reshape(E, D * D), _clamp(ty, D) * D + _clamp(tx, D))
        sm = _store_oob(_zeros(E, L * L, A.dtype), ty * L + tx, a * 2.0, tri)
        v = _get(sm, ty * L + tx)
        return _store_oob(_zeros(E, D * D, A.dtype), ty * D + tx, v, box).reshape(E, D, D)

    def ideal(A: Any) -> Any:
        import jax.numpy as jnp

        return jnp.tril(A * 2.0)

    return kernel, ideal


def permute_oob_3d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """3-D lanes; a cube through shared memory (OOB-masked), read back permuted by a gather."""

    def kernel(X: Any) -> Any:
        E = X.shape[0]
        sh = (L, L, L)
        tz, ty, tx = _iota(sh, 0), _iota(sh, 1), _iota(sh, 2)
        live = (tz < D) & (ty < D) & (tx < D)
        cz, cy, cx = _clamp(tz, D), _clamp(ty, D), _clamp(tx, D)
        a = _get(X.reshape(E, D ** 3), (cz * D + cy) * D + cx)
        sm = _store_oob(_zeros(E, L ** 3, X.dtype), (tz * L + ty) * L + tx, a, live)
        v = _get(sm, (tx * L + tz) * L + ty)
        out = _store_oob(_zeros(E, D ** 3, X.dtype), (tz * D + ty) * D + tx, v + 1.0, live)
        return out.reshape(E, D, D, D)

    def ideal(X: Any) -> Any:
        import jax.numpy as jnp

        return jnp.transpose(X, (0, 2, 3, 1)) + 1.0

    return kernel, ideal


def slices_neg1_3d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """3-D lanes; a scaled cube stored masked by -1 (sink slot), read back row by row through
    static slices, concatenated, plus the input."""

    def kernel(X: Any) -> Any:
        import jax.numpy as jnp

        E = X.shape[0]
        sh = (L, L, L)
        tz, ty, tx = _iota(sh, 0), _iota(sh, 1), _iota(sh, 2)
        live = (tz < D) & (ty < D) & (tx < D)
        cz, cy, cx = _clamp(tz, D), _clamp(ty, D), _clamp(tx, D)
        a = _get(X.reshape(E, D ** 3), (cz * D + cy) * D + cx)
        sm = _store_neg1(_zeros(E, L ** 3 + 1, X.dtype), (tz * L + ty) * L + tx, a * 0.5,
                         live)
        rows = [sm[:, (z * L + y) * L:(z * L + y) * L + D] for z in range(D) for y in range(D)]
        return (jnp.concatenate(rows, axis=1) + X.reshape(E, D ** 3)).reshape(E, D, D, D)

    def ideal(X: Any) -> Any:
        return X * 0.5 + X

    return kernel, ideal


def fori_matvec_1d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """1-D lanes; ``y = B x`` accumulated over a ``fori_loop`` (trip count D) whose body
    gathers B's column and slices x's; the accumulator read afterwards through a slice."""

    def kernel(B: Any, x: Any) -> Any:
        from jax import lax

        E = x.shape[0]
        t = _iota((L,), 0)
        ct = _clamp(t, D)

        def body(k: Any, acc: Any) -> Any:
            bk = B.reshape(D * D).at[ct * D + k].get(mode="promise_in_bounds")  # (L,)
            xk = lax.dynamic_slice_in_dim(x, k, 1, axis=1)  # (E, 1)
            return acc + bk[None, :] * xk

        acc = lax.fori_loop(0, D, body, _zeros(E, L, x.dtype))
        return acc[:, :D]

    def ideal(B: Any, x: Any) -> Any:
        import jax.numpy as jnp

        y = jnp.zeros(x.shape, x.dtype)
        for k in range(D):
            y = y + B[None, :, k] * x[:, k:k + 1]
        return y

    return kernel, ideal


def scan_matmul_2d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """2-D lanes; ``C = A B`` accumulated by a ``scan`` over k (trip count D), A and B read
    by gathers at loop-dependent indices; the accumulator read back through a slice."""

    def kernel(A: Any, B: Any) -> Any:
        import jax.numpy as jnp
        from jax import lax

        E = A.shape[0]
        ty, tx = _iota((L, L), 0), _iota((L, L), 1)
        cy, cx = _clamp(ty, D), _clamp(tx, D)
        Af, Bf = A.reshape(E, D * D), B.reshape(E, D * D)

        def step(acc: Any, k: Any) -> tuple[Any, None]:
            return acc + _get(Af, cy * D + k) * _get(Bf, k * D + cx), None

        acc, _ = lax.scan(step, jnp.zeros((E, L, L), A.dtype), jnp.arange(D, dtype=jnp.int32))
        return acc[:, :D, :D]

    def ideal(A: Any, B: Any) -> Any:
        import jax.numpy as jnp

        C = jnp.zeros(A.shape, A.dtype)
        for k in range(D):
            C = C + A[:, :, k:k + 1] * B[:, k:k + 1, :]
        return C

    return kernel, ideal


def fori_rows_dynslice_1d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """1-D lanes; D rows stored to shared memory (OOB-masked), then a ``fori_loop`` (trip
    count D) sums them through a ``dynamic_slice`` at the loop index; masked output store."""

    def kernel(X: Any) -> Any:
        from jax import lax

        E = X.shape[0]
        t = _iota((L,), 0)
        live, ct = t < D, _clamp(t, D)
        Xf = X.reshape(E, D * D)
        sm = _zeros(E, D * L, X.dtype)
        for k in range(D):
            sm = _store_oob(sm, k * L + t, _get(Xf, k * D + ct) * 1.5, live)

        def body(k: Any, acc: Any) -> Any:
            return acc + lax.dynamic_slice_in_dim(sm, k * L, L, axis=1)

        acc = lax.fori_loop(0, D, body, _zeros(E, L, X.dtype))
        return _store_oob(_zeros(E, D, X.dtype), t, acc, live)

    def ideal(X: Any) -> Any:
        import jax.numpy as jnp

        y = jnp.zeros((X.shape[0], D), X.dtype)
        for k in range(D):
            y = y + X[:, k, :] * 1.5
        return y

    return kernel, ideal


STEPS = 3  # time steps of scan_recur_neg1_1d


def scan_recur_neg1_1d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """1-D lanes; a recurrence ``h = h*a + x_k`` in a ``scan`` over STEPS time steps (inputs
    gathered per lane), the final state stored masked by -1 (sink slot), sliced out."""

    def kernel(x: Any, a: Any) -> Any:
        import jax.numpy as jnp
        from jax import lax

        E = x.shape[0]
        t = _iota((L,), 0)
        live, ct = t < D, _clamp(t, D)
        av = a.at[ct].get(mode="promise_in_bounds")

        def step(h: Any, xk: Any) -> tuple[Any, None]:
            return h * av + _get(xk, ct), None

        h, _ = lax.scan(step, _zeros(E, L, x.dtype), jnp.swapaxes(x, 0, 1))
        out = _store_neg1(_zeros(E, D + 1, x.dtype), t, h, live)
        return out[:, :D]

    def ideal(x: Any, a: Any) -> Any:
        import jax.numpy as jnp

        h = jnp.zeros((x.shape[0], D), x.dtype)
        for k in range(STEPS):
            h = h * a + x[:, k]
        return h

    return kernel, ideal


def gather_gather_2d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """2-D lanes; a tile in shared memory (OOB-masked) read through a gather of a gather
    (transposed, then rows reversed), stored masked into the output."""

    def kernel(A: Any) -> Any:
        E = A.shape[0]
        ty, tx = _iota((L, L), 0), _iota((L, L), 1)
        live = (ty < D) & (tx < D)
        cy, cx = _clamp(ty, D), _clamp(tx, D)
        a = _get(A.reshape(E, D * D), cy * D + cx)
        sm = _store_oob(_zeros(E, L * L, A.dtype), ty * L + tx, a, live)
        g1 = _get(sm, (tx * L + ty).reshape(L * L))  # (E, L*L): transposed
        g2 = _get(g1, (D - 1 - cy) * L + cx)  # (E, L, L): rows reversed
        return _store_oob(_zeros(E, D * D, A.dtype), ty * D + tx, g2, live).reshape(E, D, D)

    def ideal(A: Any) -> Any:
        import jax.numpy as jnp

        return jnp.flip(jnp.swapaxes(A, 1, 2), axis=1)

    return kernel, ideal


def mass_apply_2d(L: int, D: int) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """2-D sum-factorised mass apply ``y = Bᵀ diag(w) B x`` (mfem PA mass 2D): four
    contraction stages through OOB-masked shared memory, each read back by gathers."""

    def kernel(X: Any, B: Any, W: Any) -> Any:
        E = X.shape[0]
        ty, tx = _iota((L, L), 0), _iota((L, L), 1)
        live = (ty < D) & (tx < D)
        cy, cx = _clamp(ty, D), _clamp(tx, D)
        Bf = B.reshape(D * D)

        def b(q: Any, d: Any) -> Any:  # B[q, d] per lane
            return Bf.at[q * D + d].get(mode="promise_in_bounds")

        def shared() -> Any:
            return _zeros(E, L * L, X.dtype)

        sX = _store_oob(shared(), ty * L + tx, _get(X.reshape(E, D * D), cy * D + cx), live)
        # lanes (dy, qx): u = sum_dx B[qx, dx] X[dy, dx]
        u = None
        for d in range(D):
            term = b(cx, d) * _get(sX, cy * L + d)
            u = term if u is None else u + term
        sU = _store_oob(shared(), ty * L + tx, u, live)
        # lanes (qy, qx): v = W[qy, qx] * sum_dy B[qy, dy] u[dy, qx]
        v = None
        for d in range(D):
            term = b(cy, d) * _get(sU, d * L + cx)
            v = term if v is None else v + term
        v = v * _get(W.reshape(E, D * D), cy * D + cx)
        sV = _store_oob(shared(), ty * L + tx, v, live)
        # lanes (qy, dx): z = sum_qx B[qx, dx] v[qy, qx]
        z = None
        for q in range(D):
            term = b(q, cx) * _get(sV, cy * L + q)
            z = term if z is None else z + term
        sZ = _store_oob(shared(), ty * L + tx, z, live)
        # lanes (dy, dx): y = sum_qy B[qy, dy] z[qy, dx]
        y = None
        for q in range(D):
            term = b(q, cy) * _get(sZ, q * L + cx)
            y = term if y is None else y + term
        return _store_oob(_zeros(E, D * D, X.dtype), ty * D + tx, y, live).reshape(E, D, D)

    def ideal(X: Any, B: Any, W: Any) -> Any:
        # u[dy, qx] = sum_dx B[qx, dx] X[dy, dx]
        u = sum_in_order([B[None, None, :, d] * X[:, :, d:d + 1] for d in range(D)])
        # v[qy, qx] = W * sum_dy B[qy, dy] u[dy, qx]
        v = sum_in_order([B[None, :, d:d + 1] * u[:, d:d + 1, :] for d in range(D)]) * W
        # z[qy, dx] = sum_qx B[qx, dx] v[qy, qx]
        z = sum_in_order([B[None, None, q, :] * v[:, :, q:q + 1] for q in range(D)])
        # y[dy, dx] = sum_qy B[qy, dy] z[qy, dx]
        return sum_in_order([B[None, q, :, None] * z[:, q:q + 1, :] for q in range(D)])

    return kernel, ideal


def sum_in_order(terms: list[Any]) -> Any:
    """``((t0 + t1) + t2) + ...``: the order the kernels accumulate in."""
    acc = terms[0]
    for t in terms[1:]:
        acc = acc + t
    return acc


# ------------------------------------------------------------------------------ inputs
def _normal(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float32)


def _args_x_c(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, E, D), _normal(rng, D)]


def _args_x(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, E, D)]


def _args_sq(D: int, n: int = 1) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, E, D, D) for _ in range(n)]


def _args_cube(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, E, D, D, D)]


def _args_matvec(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, E, D, D), _normal(rng, E, D)]


def _args_bx(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, D, D), _normal(rng, E, D)]


def _args_recur(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    return lambda rng, E: [_normal(rng, E, STEPS, D),
                           (0.5 + 0.4 * rng.random(D)).astype(np.float32)]


def _args_mass(D: int) -> Callable[[np.random.Generator, int], list[np.ndarray]]:
    def make(rng: np.random.Generator, E: int) -> list[np.ndarray]:
        W = (0.5 + rng.random((E, D, D))).astype(np.float32)
        return [_normal(rng, E, D, D), _normal(rng, D, D), W]

    return make


# ------------------------------------------------------------------------------ the set
@dataclass(frozen=True)
class Kernel:
    """One corpus kernel at bound ``L`` (padded lanes) and extent ``D`` (live lanes)."""

    name: str
    make: Callable[[int, int], tuple[Callable[..., Any], Callable[..., Any]]]
    L: int
    D: int
    make_args: Callable[[np.random.Generator, int], list[np.ndarray]]
    elements: dict[str, int]  # per profile: "gpu" (timed), "small" (CPU, tests)
    lanes: str  # "1-D" / "2-D" / "3-D"
    mask: str  # how dead lanes are masked
    reads: str  # how scratch is read back
    exact: bool = True  # pure data movement: kernel == ideal bitwise
    tol: float = 0.0  # otherwise: max |kernel - ideal| <= tol * max |ideal|
    _fns: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def bound(self) -> int:
        return self.L

    def _pair(self) -> tuple[Callable[..., Any], Callable[..., Any]]:
        if "pair" not in self._fns:
            kernel, ideal = self.make(self.L, self.D)
            kernel.__name__ = self.name
            ideal.__name__ = self.name + "_ideal"
            self._fns["pair"] = (kernel, ideal)
        return self._fns["pair"]  # type: ignore[no-any-return]

    def fn(self) -> Callable[..., Any]:
        """The padded-lane kernel (as raised)."""
        return self._pair()[0]

    def ideal(self) -> Callable[..., Any]:
        """The hand-written live-lanes kernel."""
        return self._pair()[1]

    def args(self, elements: int, seed: int = 0) -> list[np.ndarray]:
        """Inputs for ``elements`` elements, from ``seed`` (numpy only)."""
        return self.make_args(np.random.default_rng(seed), elements)


# An FMA-contraction allowance for kernels with multiply-adds: 4 float32 ulps of the output's
# magnitude per chained multiply-add is far below any real error and far above contraction.
_FMA = 2.0 ** -21

KERNELS: dict[str, Kernel] = {k.name: k for k in [
    Kernel("scale_oob_1d_b10_e3", scale_oob_1d, 10, 3, _args_x_c(3),
           {"gpu": 4194304, "small": 64}, "1-D", "OOB index", "gather", False, _FMA),
    Kernel("reverse_neg1_1d_b24_e4", reverse_neg1_1d, 24, 4, _args_x_c(4),
           {"gpu": 2097152, "small": 64}, "1-D", "-1 (sink slot)", "slice"),
    Kernel("stencil_cmp_1d_b24_e3", stencil_cmp_1d, 24, 3, _args_x(3),
           {"gpu": 2097152, "small": 64}, "1-D", "compare chain, OOB index",
           "gather (partly untouched)", False, _FMA),
    Kernel("transpose_oob_2d_b10_e3", transpose_oob_2d, 10, 3, _args_sq(3),
           {"gpu": 524288, "small": 32}, "2-D", "OOB index", "gather"),
    Kernel("matvec_neg1_2d_b24_e2", matvec_neg1_2d, 24, 2, _args_matvec(2),
           {"gpu": 65536, "small": 16}, "2-D", "-1 (sink slot)", "dynamic_slice", False, _FMA),
    Kernel("tril_cmp_2d_b10_e4", tril_cmp_2d, 10, 4, _args_sq(4),
           {"gpu": 524288, "small": 32}, "2-D", "compare chain, OOB index",
           "gather (partly untouched)"),
    Kernel("permute_oob_3d_b10_e3", permute_oob_3d, 10, 3, _args_cube(3),
           {"gpu": 32768, "small": 8}, "3-D", "OOB index", "gather"),
    Kernel("slices_neg1_3d_b10_e2", slices_neg1_3d, 10, 2, _args_cube(2),
           {"gpu": 32768, "small": 8}, "3-D", "-1 (sink slot)", "slice", False, _FMA),
    Kernel("fori_matvec_1d_b24_e3", fori_matvec_1d, 24, 3, _args_bx(3),
           {"gpu": 2097152, "small": 64}, "1-D", "none (accumulator sliced)",
           "fori_loop; gather, dynamic_slice, slice", False, _FMA),
    Kernel("scan_matmul_2d_b10_e3", scan_matmul_2d, 10, 3, _args_sq(3, 2),
           {"gpu": 524288, "small": 32}, "2-D", "none (accumulator sliced)",
           "scan; gather, slice", False, _FMA),
    Kernel("fori_rows_dynslice_1d_b24_e4", fori_rows_dynslice_1d, 24, 4, _args_sq(4),
           {"gpu": 2097152, "small": 64}, "1-D", "OOB index",
           "fori_loop; dynamic_slice", False, _FMA),
    Kernel("scan_recur_neg1_1d_b10_e2", scan_recur_neg1_1d, 10, 2, _args_recur(2),
           {"gpu": 4194304, "small": 64}, "1-D", "-1 (sink slot)", "scan; gather, slice",
           False, _FMA),
    Kernel("gather_gather_2d_b24_e3", gather_gather_2d, 24, 3, _args_sq(3),
           {"gpu": 65536, "small": 16}, "2-D", "OOB index", "gather of gather"),
    Kernel("mass_apply_2d_b10_e3", mass_apply_2d, 10, 3, _args_mass(3),
           {"gpu": 524288, "small": 32}, "2-D", "OOB index", "gather (4 stages)", False,
           _FMA),
]}


def check(k: Kernel, elements: int, seed: int = 0) -> tuple[bool, float]:
    """Run kernel and ideal with ``jax.jit`` on the default backend; ``(bitwise equal, max
    |diff| / max |ideal|)``.  :func:`agrees` says whether that is within ``k``'s contract."""
    import jax

    args = k.args(elements, seed)
    got = np.asarray(jax.jit(k.fn())(*args))
    want = np.asarray(jax.jit(k.ideal())(*args))
    if got.shape != want.shape or got.dtype != want.dtype:
        return False, float("inf")
    same = bool(np.array_equal(got, want))
    scale = float(np.max(np.abs(want.astype(np.float64)), initial=0.0)) or 1.0
    rel = float(np.max(np.abs(got.astype(np.float64) - want), initial=0.0)) / scale
    return same, rel


def agrees(k: Kernel, same: bool, rel: float) -> bool:
    """Bitwise for data movement; within ``k.tol`` (relative) for multiply-add kernels."""
    return same or (not k.exact and rel <= k.tol)
