"""GPU benchmark workloads modelled on the seed (Reactant's exec-path folding rounds).

MFEM's generic fallback kernels launch a thread block whose extent is only known at run
time; the raiser pads the lanes to a bound (``MAX_D1D`` = 10, or 24) and masks every store
from the padding.  Once the runtime makes the extent a constant (here D1D = Q1D = 3) the
masks fold to constants, but the kernel as raised still computes and stores every padded
lane.  Each function below is written the way the raised kernel reads, batched over a
leading element axis ``E`` (the grid):

* lanes are a ``(L, L)`` tile ``(ty, tx)`` built from ``lax.iota`` (index arithmetic over
  iotas, which constant propagation folds);
* per-lane scratch ("registers", ``real_t r[MAX_D1D]``) is a lane-owned flat tensor
  ``(E, L*L*L)``, stored with ``.at[:, idx].set`` and read back with ``.at[:, idx].get``
  through constant indices ``(ty*L + tx)*L + k``: scatters and gathers on a tensor the lane
  owns, which ``gather_scatter_constant_forward`` forwards;
* shared memory is a flat ``(E, L**3)`` tensor; its stores are masked by
  ``ty < 3 & tx < 3`` through an out-of-bounds index (``jnp.where(live, idx, OOB)`` with
  ``mode="drop"``), the pattern ``scatter_masked_index_slice`` cuts to the live box;
* element assembly accumulates in a ``lax.fori_loop`` whose carry is read afterwards only
  through static slices (``while_slice_elementwise_carry``).

Workloads (``WORKLOADS``): ``pa_diffusion_3d`` (SmemPADiffusionApply3D: x/y/z contractions
through shared memory, the quadrature-point operator, and the transposed contractions),
``element_assembly`` (EAMassAssemble3D, sum-factorised, 27x27 matrix per element) and
``cg_iteration`` (one conjugate-gradient step for ``K + M``: K applied partially assembled,
M assembled by the element-assembly kernel; dot products and axpys), each at bound 10 and 24.

``make_args(rng, elements)`` only needs numpy (inputs are generated on the GPU machine from a
seed, nothing large is committed); the functions need jax.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

D = 3  # the run-time extent made constant: D1D = Q1D = 3
OOB = 1 << 24  # index of a dropped (masked) store; beyond every buffer here


# ------------------------------------------------------------------------------ helpers
def _lanes(L: int) -> tuple[Any, Any, Any]:
    """(ty, tx, live) over the padded ``(L, L)`` thread tile."""
    import jax.numpy as jnp
    from jax import lax

    ty = lax.broadcasted_iota(jnp.int32, (L, L), 0)
    tx = lax.broadcasted_iota(jnp.int32, (L, L), 1)
    live = (ty < D) & (tx < D)
    return ty, tx, live


def _clamp(t: Any) -> Any:
    import jax.numpy as jnp

    return jnp.minimum(t, D - 1)


def _get(buf: Any, idx: Any) -> Any:
    """``buf[:, idx]``: a gather through (constant-foldable) lane indices, ``(E, L, L)``."""
    return buf.at[:, idx].get(mode="promise_in_bounds")


def _set(buf: Any, idx: Any, val: Any, live: Any = None) -> Any:
    """``buf[:, idx] = val``; with ``live``, a masked store (dead lanes go out of bounds)."""
    import jax.numpy as jnp

    if live is not None:
        idx = jnp.where(live, idx, OOB)
    return buf.at[:, idx].set(val, mode="drop")


def _scalar(m: Any, i: Any, j: Any) -> Any:
    """``m[i, j]`` for a small (3, 3) argument and per-lane index tensors: a gather."""
    return m.reshape(-1).at[i * D + j].get(mode="promise_in_bounds")


class _Regs:
    """Per-lane register arrays ``real_t r[L]`` of one kernel: slot k of lane (ty, tx)."""

    def __init__(self, E: int, L: int, ty: Any, tx: Any, dtype: Any) -> None:
        import jax.numpy as jnp

        self.L, self.lane = L, ty * L + tx
        self.zeros = lambda: jnp.zeros((E, L * L * L), dtype)

    def idx(self, k: int) -> Any:
        return self.lane * self.L + k


# ------------------------------------------------------------------ PA diffusion apply 3D
def pa_diffusion_3d(L: int) -> Callable[..., Any]:
    """``y = K x`` per element, K = Bᵀ Gᵀ D G B partially assembled (mfem PA diffusion 3D).

    Arguments: ``x (E, 27)`` dofs [dz][dy][dx]; ``B, G (3, 3)`` basis and its derivative
    [q][d]; ``op (E, 6, 27)`` symmetric quadrature data (O11 O12 O13 O22 O23 O33) [qz][qy][qx].
    """

    def fn(x: Any, B: Any, G: Any, op: Any) -> Any:
        return _pa_apply(L, x, B, G, op)

    fn.__name__ = f"pa_diffusion_3d_b{L}"
    return fn


def _pa_apply(L: int, x: Any, B: Any, G: Any, op: Any) -> Any:
    import jax.numpy as jnp

    E, dt = x.shape[0], x.dtype
    ty, tx = _lanes(L)[:2]
    live = _lanes(L)[2]  # a second set of lane iotas, as the raised kernel has (kept: the
    # committed modules and the measured figures were made with it)
    cy, cx = _clamp(ty), _clamp(tx)
    R = _Regs(E, L, ty, tx, dt)
    shared = lambda: jnp.zeros((E, L * L * L), dt)
    sidx = lambda z, y, xx: (z * L + y) * L + xx

    # stage 0: lanes (dy, dx) load the element's dofs into shared memory (masked stores)
    sX = shared()
    for dz in range(D):
        v = x.at[:, (dz * D + cy) * D + cx].get(mode="promise_in_bounds")
        sX = _set(sX, sidx(dz, ty, tx), v, live)
    # stage 1: lanes (dy, qx) contract x: DDQ0 = B X, DDQ1 = G X
    DDQ0, DDQ1 = shared(), shared()
    for dz in range(D):
        u = v_ = None
        for dx in range(D):
            s = _get(sX, sidx(dz, ty, dx))
            bu, gu = _scalar(B, cx, dx) * s, _scalar(G, cx, dx) * s
            u, v_ = (bu, gu) if u is None else (u + bu, v_ + gu)
        DDQ0 = _set(DDQ0, sidx(dz, ty, tx), u, live)
        DDQ1 = _set(DDQ1, sidx(dz, ty, tx), v_, live)
    # stage 2: lanes (qy, qx) contract y into per-lane registers r0, r1, r2 (slot dz)
    r0, r1, r2 = R.zeros(), R.zeros(), R.zeros()
    for dz in range(D):
        a0 = a1 = a2 = None
        for dy in range(D):
            d0, d1 = _get(DDQ0, sidx(dz, dy, tx)), _get(DDQ1, sidx(dz, dy, tx))
            by, gy = _scalar(B, cy, dy), _scalar(G, cy, dy)
            t0, t1, t2 = by * d1, gy * d0, by * d0
            a0, a1, a2 = (t0, t1, t2) if a0 is None else (a0 + t0, a1 + t1, a2 + t2)
        r0, r1, r2 = _set(r0, R.idx(dz), a0), _set(r1, R.idx(dz), a1), _set(r2, R.idx(dz), a2)
    # stage 3: contract z, apply the quadrature operator; results in registers s0, s1, s2
    s0, s1, s2 = R.zeros(), R.zeros(), R.zeros()
    for qz in range(D):
        gx = gyy = gz = None
        for dz in range(D):
            bz, gzz = _scalar(B, jnp.full_like(ty, qz), dz), _scalar(G, jnp.full_like(ty, qz), dz)
            t0, t1 = bz * _get(r0, R.idx(dz)), bz * _get(r1, R.idx(dz))
            t2 = gzz * _get(r2, R.idx(dz))
            gx, gyy, gz = (t0, t1, t2) if gx is None else (gx + t0, gyy + t1, gz + t2)
        q = (qz * D + cy) * D + cx
        O = [op[:, c, :].at[:, q].get(mode="promise_in_bounds") for c in range(6)]
        w0 = O[0] * gx + O[1] * gyy + O[2] * gz
        w1 = O[1] * gx + O[3] * gyy + O[4] * gz
        w2 = O[2] * gx + O[4] * gyy + O[5] * gz
        s0, s1, s2 = _set(s0, R.idx(qz), w0), _set(s1, R.idx(qz), w1), _set(s2, R.idx(qz), w2)
    # stage 4: transposed z contraction into shared memory QQD0..2 (masked stores)
    Q0, Q1, Q2 = shared(), shared(), shared()
    for dz in range(D):
        a0 = a1 = a2 = None
        for qz in range(D):
            bz, gzz = _scalar(B, jnp.full_like(ty, qz), dz), _scalar(G, jnp.full_like(ty, qz), dz)
            t0, t1 = bz * _get(s0, R.idx(qz)), bz * _get(s1, R.idx(qz))
            t2 = gzz * _get(s2, R.idx(qz))
            a0, a1, a2 = (t0, t1, t2) if a0 is None else (a0 + t0, a1 + t1, a2 + t2)
        Q0 = _set(Q0, sidx(dz, ty, tx), a0, live)
        Q1 = _set(Q1, sidx(dz, ty, tx), a1, live)
        Q2 = _set(Q2, sidx(dz, ty, tx), a2, live)
    # stage 5: lanes (dy, qx) transposed y contraction: QDD0..2
    P0, P1, P2 = shared(), shared(), shared()
    for dz in range(D):
        a0 = a1 = a2 = None
        for qy in range(D):
            by, gy = _scalar(B, jnp.full_like(ty, qy), cy), _scalar(G, jnp.full_like(ty, qy), cy)
            t0 = by * _get(Q0, sidx(dz, qy, tx))
            t1 = gy * _get(Q1, sidx(dz, qy, tx))
            t2 = by * _get(Q2, sidx(dz, qy, tx))
            a0, a1, a2 = (t0, t1, t2) if a0 is None else (a0 + t0, a1 + t1, a2 + t2)
        P0 = _set(P0, sidx(dz, ty, tx), a0, live)
        P1 = _set(P1, sidx(dz, ty, tx), a1, live)
        P2 = _set(P2, sidx(dz, ty, tx), a2, live)
    # stage 6: lanes (dy, dx) transposed x contraction, masked store into the output
    y = jnp.zeros((E, D * D * D), dt)
    for dz in range(D):
        acc = None
        for qx in range(D):
            bx, gx = _scalar(B, jnp.full_like(tx, qx), cx), _scalar(G, jnp.full_like(tx, qx), cx)
            t = (gx * _get(P0, sidx(dz, ty, qx))
                 + bx * (_get(P1, sidx(dz, ty, qx)) + _get(P2, sidx(dz, ty, qx))))
            acc = t if acc is None else acc + t
        y = _set(y, (dz * D + cy) * D + cx, acc, live)
    return y


# ------------------------------------------------------------------ element assembly 3D
def element_assembly(L: int) -> Callable[..., Any]:
    """Element mass matrices ``M (E, 27, 27)`` = Σ_q B_i(q) B_j(q) w(q) (mfem EA mass 3D).

    Arguments: ``B (3, 3)`` basis [q][d]; ``w (E, 27)`` quadrature weights (times det J)
    [qz][qy][qx].  Lanes (j1, i1) = (ty, tx); the last contraction is a ``fori_loop``.
    """

    def fn(B: Any, w: Any) -> Any:
        return _ea_assemble(L, B, w)

    fn.__name__ = f"element_assembly_b{L}"
    return fn


def _ea_assemble(L: int, B: Any, w: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    E, dt = w.shape[0], w.dtype
    ty, tx, live = _lanes(L)
    ci, cj = _clamp(tx), _clamp(ty)
    R = _Regs(E, L, ty, tx, dt)
    full = lambda k: jnp.full_like(ty, k)
    # registers r1[k1] = B[k1, i1] B[k1, j1]
    r1 = R.zeros()
    for k1 in range(D):
        r1 = _set(r1, R.idx(k1), _scalar(B, full(k1), ci) * _scalar(B, full(k1), cj))
    # registers s_k3[k2] = Σ_k1 r1[k1] w[k3, k2, k1]
    s = []
    for k3 in range(D):
        sk = R.zeros()
        for k2 in range(D):
            acc = None
            for k1 in range(D):
                wq = w.at[:, (k3 * D + k2) * D + k1 + 0 * ty].get(mode="promise_in_bounds")
                t = _get(r1, R.idx(k1)) * wq
                acc = t if acc is None else acc + t
            sk = _set(sk, R.idx(k2), acc)
        s.append(sk)
    # registers t_{i2 j2}[k3] = Σ_k2 B[k2, i2] B[k2, j2] s_k3[k2]
    t = {}
    for i2 in range(D):
        for j2 in range(D):
            tk = R.zeros()
            for k3 in range(D):
                acc = None
                for k2 in range(D):
                    bb = B[k2, i2] * B[k2, j2]
                    v = bb * _get(s[k3], R.idx(k2))
                    acc = v if acc is None else acc + v
                tk = _set(tk, R.idx(k3), acc)
            t[i2, j2] = tk
    # M[(i3 i2 i1), (j3 j2 j1)] = Σ_k3 B[k3, i3] B[k3, j3] t_{i2 j2}[k3]: a loop over k3 whose
    # carry holds the lane's 81 entries; read afterwards only through static slices.
    combos = [(i2, j2, i3, j3) for i2 in range(D) for j2 in range(D)
              for i3 in range(D) for j3 in range(D)]
    T = jnp.stack([jnp.stack([_get(t[i2, j2], R.idx(k3)) for k3 in range(D)], axis=1)
                   for (i2, j2) in [(a, b) for a in range(D) for b in range(D)]], axis=1)
    # T: (E, 9, 3, L, L); W: (3, 81) weights B[k3, i3] B[k3, j3]
    W = jnp.stack([B[:, i3] * B[:, j3] for (_, _, i3, j3) in combos], axis=1)
    sel = jnp.asarray([i2 * D + j2 for (i2, j2, _, _) in combos], jnp.int32)

    def body(k3: Any, acc: Any) -> Any:
        tk = lax.dynamic_index_in_dim(T, k3, axis=2, keepdims=False)  # (E, 9, L, L)
        wk = lax.dynamic_index_in_dim(W, k3, axis=0, keepdims=False)  # (81,)
        return acc + wk[None, :, None, None] * tk[:, sel]

    acc = lax.fori_loop(0, D, body, jnp.zeros((E, len(combos), L, L), dt))
    M = jnp.zeros((E, (D ** 3) ** 2), dt)
    for o, (i2, j2, i3, j3) in enumerate(combos):
        row = (i3 * D + i2) * D + ci
        col = (j3 * D + j2) * D + cj
        M = _set(M, row * D ** 3 + col, acc[:, o], live)
    return M.reshape(E, D ** 3, D ** 3)


# ------------------------------------------------------------------ one CG iteration
def cg_iteration(L: int) -> Callable[..., Any]:
    """One CG step on the element-local system ``(K + M) x = b``.

    K is applied by :func:`pa_diffusion_3d`, M assembled by :func:`element_assembly` and
    applied as a batched matvec; then the two dot products and three axpys.  Arguments:
    ``x, r, p (E, 27)``, ``rr ()`` (= r·r), ``B, G (3, 3)``, ``op (E, 6, 27)``, ``w (E, 27)``.
    Returns ``(x, r, p, rr)`` of the next iteration.
    """

    def fn(x: Any, r: Any, p: Any, rr: Any, B: Any, G: Any, op: Any, w: Any) -> Any:
        import jax.numpy as jnp

        Ap = _pa_apply(L, p, B, G, op) + jnp.einsum("eij,ej->ei", _ea_assemble(L, B, w), p)
        alpha = rr / jnp.vdot(p, Ap)
        x = x + alpha * p
        r = r - alpha * Ap
        rr_new = jnp.vdot(r, r)
        p = r + (rr_new / rr) * p
        return x, r, p, rr_new

    fn.__name__ = f"cg_iteration_b{L}"
    return fn


# ------------------------------------------------------------------ inputs
def _basis(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Gauss-Lobatto-like B and its derivative G, perturbed a little (seeded)."""
    B = np.array([[0.68, 0.40, -0.08], [0.0, 1.0, 0.0], [-0.08, 0.40, 0.68]])
    G = np.array([[-2.2, 2.6, -0.4], [-0.5, 0.0, 0.5], [0.4, -2.6, 2.2]])
    B = B + 0.01 * rng.standard_normal((3, 3))
    G = G + 0.01 * rng.standard_normal((3, 3))
    return B.astype(np.float32), G.astype(np.float32)


def _op_data(rng: np.random.Generator, E: int) -> np.ndarray:
    """Symmetric positive definite 3x3 per quadrature point, as 6 components."""
    A = rng.standard_normal((E, 27, 3, 3)) * 0.3
    S = A @ np.swapaxes(A, -1, -2) + np.eye(3)
    comps = [S[..., 0, 0], S[..., 0, 1], S[..., 0, 2], S[..., 1, 1], S[..., 1, 2], S[..., 2, 2]]
    return np.stack(comps, axis=1).astype(np.float32)  # (E, 6, 27)


def _weights(rng: np.random.Generator, E: int) -> np.ndarray:
    return (0.5 + rng.random((E, 27))).astype(np.float32)


def args_pa(rng: np.random.Generator, E: int) -> list[np.ndarray]:
    B, G = _basis(rng)
    x = rng.standard_normal((E, 27)).astype(np.float32)
    return [x, B, G, _op_data(rng, E)]


def args_ea(rng: np.random.Generator, E: int) -> list[np.ndarray]:
    B, _ = _basis(rng)
    return [B, _weights(rng, E)]


def args_cg(rng: np.random.Generator, E: int) -> list[np.ndarray]:
    B, G = _basis(rng)
    x = np.zeros((E, 27), np.float32)
    r = rng.standard_normal((E, 27)).astype(np.float32)
    p = r.copy()
    rr = np.asarray(np.vdot(r.astype(np.float64), r), np.float32)
    return [x, r, p, rr, B, G, _op_data(rng, E), _weights(rng, E)]


# ------------------------------------------------------------------ the set
@dataclass(frozen=True)
class Workload:
    name: str
    bound: int
    make_fn: Callable[[int], Callable[..., Any]]
    make_args: Callable[[np.random.Generator, int], list[np.ndarray]]
    elements: dict[str, int]  # per profile: "gpu" (timed on the H200), "small" (CPU, tests)

    def fn(self) -> Callable[..., Any]:
        return self.make_fn(self.bound)

    def args(self, elements: int, seed: int = 0) -> list[np.ndarray]:
        return self.make_args(np.random.default_rng(seed), elements)


WORKLOADS: dict[str, Workload] = {w.name: w for w in [
    Workload("pa_diffusion_3d_b10", 10, pa_diffusion_3d, args_pa, {"gpu": 8192, "small": 64}),
    Workload("pa_diffusion_3d_b24", 24, pa_diffusion_3d, args_pa, {"gpu": 1024, "small": 16}),
    Workload("element_assembly_b10", 10, element_assembly, args_ea, {"gpu": 8192, "small": 64}),
    Workload("element_assembly_b24", 24, element_assembly, args_ea, {"gpu": 1024, "small": 16}),
    Workload("cg_iteration_b10", 10, cg_iteration, args_cg, {"gpu": 4096, "small": 32}),
]}


def reference(name: str, args: list[np.ndarray]) -> list[np.ndarray]:
    """Unpadded numpy (float64) reference: what the padded kernels must compute."""
    if name.startswith("pa_"):
        return [_ref_pa(*args)]
    if name.startswith("element_"):
        return [_ref_ea(*args)]
    x, r, p, rr, B, G, op, w = (np.asarray(a, np.float64) for a in args)
    Ap = _ref_pa(p, B, G, op) + np.einsum("eij,ej->ei", _ref_ea(B, w), p)
    alpha = rr / np.sum(p * Ap)
    x, r = x + alpha * p, r - alpha * Ap
    rr_new = np.sum(r * r)
    return [x, r, r + (rr_new / rr) * p, np.asarray(rr_new)]


def _ref_pa(x: Any, B: Any, G: Any, op: Any) -> np.ndarray:
    x, B, G, op = (np.asarray(a, np.float64) for a in (x, B, G, op))
    E = x.shape[0]
    X = x.reshape(E, 3, 3, 3)  # [z][y][x]
    gx = np.einsum("ax,by,cz,ezyx->ecba", G, B, B, X)  # [qz][qy][qx]
    gy = np.einsum("ax,by,cz,ezyx->ecba", B, G, B, X)
    gz = np.einsum("ax,by,cz,ezyx->ecba", B, B, G, X)
    O = op.reshape(E, 6, 3, 3, 3)
    w0 = O[:, 0] * gx + O[:, 1] * gy + O[:, 2] * gz
    w1 = O[:, 1] * gx + O[:, 3] * gy + O[:, 4] * gz
    w2 = O[:, 2] * gx + O[:, 4] * gy + O[:, 5] * gz
    y = (np.einsum("ax,by,cz,ecba->ezyx", G, B, B, w0) + np.einsum("ax,by,cz,ecba->ezyx", B, G, B, w1)
         + np.einsum("ax,by,cz,ecba->ezyx", B, B, G, w2))
    return y.reshape(E, 27)


def _ref_ea(B: Any, w: Any) -> np.ndarray:
    B, w = np.asarray(B, np.float64), np.asarray(w, np.float64)
    Phi = np.einsum("ci,bj,ak->cbaijk", B, B, B).reshape(27, 27)  # [q (z y x)], [dof (z y x)]
    return np.einsum("qi,eq,qj->eij", Phi, w, Phi)
