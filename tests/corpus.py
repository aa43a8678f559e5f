"""Round-trip test corpus: JAX programs as data.

Every entry of :data:`PROGRAMS` is a pure JAX function plus a deterministic
argument factory.  The corpus is used by

* ``tests/test_corpus_baseline.py`` -- proves the corpus itself is sound using
  only jax/jaxlib (lower -> StableHLO text -> compile that text with jaxlib ->
  compare bitwise against ``jax.jit``), and
* ``tests/test_roundtrip_corpus.py`` -- the same comparison, but through
  ``hlorules.lowering`` (import into xDSL, verify, export, compile).

Conventions
-----------
* ``make_args(rng)`` returns a tuple of numpy arrays (or numpy scalars) whose
  dtypes are exactly the dtypes the program expects (x64 is off: 32-bit
  ints/floats only; ``bf16`` is ``ml_dtypes.bfloat16``).
* Shapes are small (at most 64x64).
* Gather indices are in range except in programs tagged ``clamp`` / ``oob``,
  which deliberately exercise JAX's clamping (gather, dynamic_slice,
  ``lax.switch``) and dropping (scatter) semantics.
* Float -> int conversions only see finite, in-range values (out-of-range
  float->int conversion is implementation-defined in StableHLO).
  Integer division never divides by zero nor computes INT_MIN / -1.
* A function may return any pytree; compare ``jax.tree_util.tree_leaves``.
* Programs tagged ``chlo`` lower to ``chlo.*`` ops (not StableHLO proper) in
  jax 0.10.2; ``unused_arg`` programs have an argument that ``jax.jit`` prunes unless
  ``keep_unused=True``.
* Tags that name an op family (``gather``, ``scatter``, ``while``, ``sort``,
  ``conv``, ``case``, ``reduce_window``, ``bf16``, ``chlo``) are checked against
  the lowered text by ``test_corpus_baseline.py`` (``chlo`` in both directions:
  untagged programs lower to StableHLO + func only).
* Most programs contain private ``func.func`` + ``func.call`` (jnp helpers such
  as flip/pad/take/std are themselves jitted); ``random_threefry`` also uses
  ``ui64`` values internally even though x64 is off.

Shape polymorphism (jax 0.10.2): ``jax.export`` with ``symbolic_shape("n")``
works; see :func:`shape_poly_module_text`.  The exported module has a
dynamic ``tensor<?xf32>`` argument, a leading ``%arg0: tensor<i32>``
dimension argument (``{jax.global_constant = "n"}``) of a private
``@_wrapped_jax_export_main`` called from ``@main``, ``stablehlo.get_dimension_size``,
``stablehlo.dynamic_broadcast_in_dim``, a side-effecting
``stablehlo.custom_call @shape_assertion``, and (for ops such as cumsum)
``stablehlo.custom_call @stablehlo.dynamic_reduce_window``; it is *not* part of
PROGRAMS because it cannot be compiled for a concrete shape without shape
refinement.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

__all__ = [
    "LIBRARY_PROGRAMS",
    "PROGRAMS",
    "Program",
    "assert_bitwise_equal",
    "bitwise_equal",
    "by_name",
    "expected_outputs",
    "shape_poly_module_text",
]

BF16 = ml_dtypes.bfloat16


@dataclass(frozen=True)
class Program:
    name: str  # snake_case, unique
    fn: Callable  # a pure jax function
    make_args: Callable[[np.random.Generator], tuple]  # deterministic given the rng
    tags: frozenset[str] = frozenset()

    def args(self, seed: int = 0) -> tuple:
        """The program's arguments for a given seed (seed derived from the name too)."""
        return tuple(self.make_args(np.random.default_rng([seed, _name_seed(self.name)])))


def _name_seed(name: str) -> int:
    # Stable across processes (unlike hash()).
    h = 0
    for ch in name.encode():
        h = (h * 131 + ch) % (2**31 - 1)
    return h


# ---------------------------------------------------------------------------
# Bitwise comparison
# ---------------------------------------------------------------------------

_UINT_OF_WIDTH = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def _as_bits(a: np.ndarray) -> np.ndarray:
    a = np.asarray(a)
    if a.dtype == np.bool_:
        return a.view(np.uint8)
    return a.view(_UINT_OF_WIDTH[a.dtype.itemsize])


def bitwise_equal(a, b) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    return bool(np.array_equal(_as_bits(a), _as_bits(b)))


def assert_bitwise_equal(a, b, what: str = "") -> None:
    """Same dtype, same shape, same bits (NaN payloads and -0.0 included)."""
    a, b = np.asarray(a), np.asarray(b)
    pre = f"{what}: " if what else ""
    assert a.dtype == b.dtype, f"{pre}dtype mismatch {a.dtype} != {b.dtype}"
    assert a.shape == b.shape, f"{pre}shape mismatch {a.shape} != {b.shape}"
    ab, bb = _as_bits(a), _as_bits(b)
    if not np.array_equal(ab, bb):
        bad = np.argwhere(ab != bb)
        first = tuple(int(i) for i in bad[0]) if a.ndim else ()
        raise AssertionError(
            f"{pre}{len(bad)} of {a.size} elements differ bitwise; first at {first}: "
            f"{a[first]!r} (0x{int(ab[first]):x}) != {b[first]!r} (0x{int(bb[first]):x})"
        )


def expected_outputs(p: Program, args) -> list[np.ndarray]:
    """Reference outputs: flattened leaves of ``jax.jit(p.fn)(*args)``."""
    return [np.asarray(x) for x in jax.tree_util.tree_leaves(jax.jit(p.fn)(*args))]


# ---------------------------------------------------------------------------
# Input helpers
# ---------------------------------------------------------------------------

_F32 = np.finfo(np.float32)
_F32_SPECIALS = np.array(
    [
        np.nan,
        np.inf,
        -np.inf,
        -0.0,
        0.0,
        1e-40,  # denormal
        -1.4e-45,  # smallest negative denormal
        _F32.max,
        -_F32.max,
        _F32.tiny,  # smallest normal
        1.0,
        -1.0,
        0.5,
        -2.5,
        2.5,
    ],
    dtype=np.float32,
)


def _f32(rng, shape, scale=1.0, specials=False, offset=0.0):
    x = (rng.standard_normal(shape) * scale + offset).astype(np.float32)
    if specials:
        flat = x.reshape(-1)
        k = min(len(_F32_SPECIALS), flat.size)
        pos = rng.choice(flat.size, size=k, replace=False)
        flat[pos] = _F32_SPECIALS[:k]
    return x


def _pos_f32(rng, shape, lo=0.1, hi=4.0):
    return rng.uniform(lo, hi, shape).astype(np.float32)


def _bf16(rng, shape, scale=1.0, specials=False):
    return _f32(rng, shape, scale, specials).astype(BF16)


def _i32(rng, shape, lo=-100, hi=100):
    return rng.integers(lo, hi, shape, dtype=np.int32)


def _u32(rng, shape, lo=0, hi=2**32):
    return rng.integers(lo, hi, shape, dtype=np.uint32)


def _bool(rng, shape):
    return rng.integers(0, 2, shape).astype(np.bool_)


def _nonzero_i32(rng, shape, lo=1, hi=10):
    mag = rng.integers(lo, hi, shape, dtype=np.int32)
    sign = np.where(rng.integers(0, 2, shape) == 0, -1, 1).astype(np.int32)
    return mag * sign


def _idx(rng, shape, n):
    return rng.integers(0, n, shape, dtype=np.int32)


def _scalar_i32(v):
    return np.int32(v)


# ---------------------------------------------------------------------------
# Large constants baked into programs
# ---------------------------------------------------------------------------

_CONST_RNG = np.random.default_rng(20240601)
LARGE_F32_MATRIX = _CONST_RNG.standard_normal((64, 64)).astype(np.float32)
LARGE_I32_TABLE = _CONST_RNG.integers(-(2**31), 2**31 - 1, (1000,), dtype=np.int32)
BF16_CONST = np.array([1.5, -0.0, 3.140625, -7.0, 0.0078125, 65280.0, np.inf, np.nan], dtype=BF16)


# ---------------------------------------------------------------------------
# Programs
# ---------------------------------------------------------------------------

PROGRAMS: list[Program] = []


def program(name=None, tags=(), args=None):
    """Decorator: register ``fn`` as a Program with argument factory ``args``."""

    def deco(fn):
        PROGRAMS.append(Program(name or fn.__name__, fn, args, frozenset(tags)))
        return fn

    return deco


# --- elementwise, f32 ------------------------------------------------------


@program(
    tags={"elementwise", "f32", "special_floats"},
    args=lambda r: (_f32(r, (6, 8), 3.0, specials=True),),
)
def f32_unary_math(x):
    a = jnp.abs(x)
    return (
        jnp.exp(x),
        jnp.log(a),
        jnp.tanh(x),
        jnp.sqrt(a),
        lax.rsqrt(a),
        jnp.sin(x),
        jnp.cos(x),
        jnp.log1p(a),
        jnp.expm1(x),
        jnp.cbrt(x),
        jax.nn.sigmoid(x),
        -x,
    )


@program(
    tags={"elementwise", "f32", "special_floats"},
    args=lambda r: (_f32(r, (5, 9), 4.0, specials=True),),
)
def f32_rounding_and_sign(x):
    return (
        jnp.floor(x),
        jnp.ceil(x),
        jnp.round(x),  # round_nearest_even
        lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO),  # round_nearest_afz
        jnp.sign(x),
        jnp.abs(x),
        jnp.trunc(x),
        jnp.copysign(jnp.float32(1.0), x),
    )


@program(
    tags={"elementwise", "f32", "special_floats"},
    args=lambda r: (_f32(r, (4, 8), 3.0, specials=True), _f32(r, (4, 8), 2.0, specials=True)),
)
def f32_binary_math(x, y):
    return (
        jnp.minimum(x, y),
        jnp.maximum(x, y),
        jnp.power(jnp.abs(x), y),
        lax.pow(x, jnp.float32(2.0)),
        jnp.arctan2(x, y),
        x / y,
        x - y,
        lax.rem(x, y),
        jnp.clip(x, -1.5, 2.0),
        lax.clamp(jnp.float32(-0.5), y, jnp.float32(0.75)),
        jnp.sqrt(x * x + y * y),  # (jnp.hypot lowers to chlo.square)
    )


@program(
    tags={"elementwise", "f32", "special_floats", "i1"},
    args=lambda r: (_f32(r, (3, 16), 1e30, specials=True),),
)
def f32_classify(x):
    return (
        jnp.isfinite(x),
        jnp.isnan(x),
        jnp.isinf(x),
        jnp.signbit(x),
        jnp.nan_to_num(x),
        jnp.where(jnp.isfinite(x), x * 2.0, 0.0),
        x == x,  # noqa: PLR0124 -- false for NaN lanes
        x != 0.0,
    )


@program(tags={"elementwise", "f32"}, args=lambda r: (_f32(r, (16,), 2.0), _i32(r, (16,), -5, 6)))
def integer_pow_and_powi(x, n):
    return (
        x**3,
        lax.integer_pow(x, -2),
        x**0.5,
        jnp.power(n, 3),
        lax.integer_pow(n, 5),
        x * x,  # (jnp.square lowers to chlo.square)
    )


# --- elementwise, bf16 -----------------------------------------------------


@program(
    tags={"elementwise", "bf16", "special_floats"},
    args=lambda r: (_bf16(r, (8, 8), 3.0, specials=True), _bf16(r, (8, 8))),
)
def bf16_elementwise(x, y):
    c = jnp.asarray(BF16_CONST)  # bf16 array constant
    return (
        x + y,
        x * y,
        x / y,
        jnp.exp(x),
        jnp.tanh(x),
        jnp.sqrt(jnp.abs(x)),
        jnp.maximum(x, y),
        x * jnp.bfloat16(0.1),  # bf16 scalar constant
        x[0] * c,
        jnp.floor(x),
        lax.reduce_precision(y.astype(jnp.float32), exponent_bits=5, mantissa_bits=3),
        x.astype(jnp.float32) + y.astype(jnp.float32),
    )


@program(tags={"dot", "bf16"}, args=lambda r: (_bf16(r, (8, 16)), _bf16(r, (16, 4))))
def bf16_matmul_f32_accum(a, b):
    return (
        jnp.dot(a, b, preferred_element_type=jnp.float32),
        (a @ b),
        jnp.sum(a, axis=1),
        jnp.sum(a.astype(jnp.float32), axis=0).astype(jnp.bfloat16),
    )


# --- elementwise, integers -------------------------------------------------


@program(
    tags={"elementwise", "i32"},
    args=lambda r: (_i32(r, (32,), -1000, 1000), _nonzero_i32(r, (32,), 1, 17)),
)
def i32_div_rem(x, y):
    return (
        x // y,  # floor division
        x % y,  # floor modulo (sign of divisor)
        lax.div(x, y),  # truncating division
        lax.rem(x, y),  # truncating remainder (sign of dividend)
        jnp.fmod(x, y),
        jnp.abs(x),
        jnp.sign(x),
        jnp.minimum(x, y),
        jnp.maximum(x, y),
        -x,
        lax.clamp(jnp.int32(-50), x, jnp.int32(70)),
    )


@program(
    tags={"elementwise", "i32", "bitwise"},
    args=lambda r: (_i32(r, (24,), -(2**31), 2**31 - 1), _i32(r, (24,), 0, 32)),
)
def i32_bitwise_and_shifts(x, s):
    return (
        x & 0x0F0F0F0F,
        x | s,
        x ^ (s * 12345),
        ~x,
        jnp.left_shift(x, s),
        jnp.right_shift(x, s),  # arithmetic for signed
        lax.shift_right_logical(x, s),
        lax.population_count(x),
        lax.clz(x),
    )


@program(
    tags={"elementwise", "ui32", "bitwise"},
    args=lambda r: (_u32(r, (24,)), _u32(r, (24,), 1, 2**32), _u32(r, (24,), 0, 40)),
)
def ui32_arith_bitwise(x, y, s):
    return (
        x + y,  # wraps
        x * y,  # wraps
        x - y,
        x // y,
        x % y,
        jnp.minimum(x, y),
        jnp.maximum(x, y),
        x > y,
        x & y,
        x | y,
        x ^ y,
        ~x,
        jnp.left_shift(x, s),  # shift >= 32 -> 0
        jnp.right_shift(x, s),  # logical for unsigned
        lax.population_count(x),
    )


@program(
    tags={"elementwise", "i1"}, args=lambda r: (_bool(r, (4, 8)), _bool(r, (4, 8)), _i32(r, (4, 8)))
)
def i1_bool_ops(a, b, x):
    return (
        a & b,
        a | b,
        a ^ b,
        ~a,
        jnp.logical_and(a, ~b),
        a == b,
        a != b,
        a < b,
        jnp.where(a, x, -x),
        a.astype(jnp.int32) + b.astype(jnp.int32),
        (x > 0) & a,
        jnp.logical_not(x > 3),
    )


@program(
    tags={"elementwise", "i32", "overflow"},
    args=lambda r: (_i32(r, (16,), 2**29, 2**31 - 1), _i32(r, (16,), -(2**31), -(2**29))),
)
def i32_overflow_wraparound(x, y):
    big = jnp.int32(2**31 - 1)
    return (
        x + x,
        x * x,
        x * 65537,
        x + big,
        y - x,
        y + y,
        -jnp.int32(-(2**31)) + y * 0,  # -INT_MIN == INT_MIN
        jnp.abs(jnp.full_like(y, -(2**31))),
        jnp.sum(x),  # reduction overflow
        jnp.cumsum(x),
    )


# --- conversions and bitcasts ---------------------------------------------


@program(
    tags={"convert", "f32", "bf16", "i32", "ui32", "i1"},
    args=lambda r: (
        _f32(r, (12,), 100.0),
        _i32(r, (12,), -(2**31), 2**31 - 1),
        _u32(r, (12,)),
        _bool(r, (12,)),
        _f32(r, (12,), 1e5, specials=True),
    ),
)
def convert_dtypes(f, i, u, b, fs):
    return (
        f.astype(jnp.int32),  # truncation toward zero (finite, in range)
        jnp.abs(f).astype(jnp.uint32),
        i.astype(jnp.float32),  # rounds
        i.astype(jnp.uint32),  # wraps
        u.astype(jnp.int32),  # wraps
        u.astype(jnp.float32),
        i.astype(jnp.int8),  # truncates
        i.astype(jnp.uint8),
        b.astype(jnp.float32),
        b.astype(jnp.int32),
        i.astype(jnp.bool_),
        fs.astype(jnp.bool_),  # NaN -> True, -0.0 -> False
        fs.astype(jnp.bfloat16),  # rounding, overflow to inf, NaN
        fs.astype(jnp.bfloat16).astype(jnp.float32),
        fs.astype(jnp.float16),
        i.astype(jnp.int16).astype(jnp.int32),
    )


@program(
    tags={"bitcast", "f32", "i32", "ui32", "bf16"},
    args=lambda r: (
        _f32(r, (10,), 1.0, specials=True),
        _i32(r, (10,), -(2**31), 2**31 - 1),
        _bf16(r, (6,), specials=True),
    ),
)
def bitcast_convert(x, i, h):
    return (
        lax.bitcast_convert_type(x, jnp.int32),
        lax.bitcast_convert_type(x, jnp.uint32) >> 31,
        lax.bitcast_convert_type(i, jnp.float32),  # arbitrary bits, NaN payloads
        lax.bitcast_convert_type(i, jnp.uint32),
        lax.bitcast_convert_type(x, jnp.uint16),  # shape-changing: (10,) -> (10, 2)
        lax.bitcast_convert_type(h, jnp.int16),
        lax.bitcast_convert_type(
            lax.bitcast_convert_type(x, jnp.int32) ^ jnp.int32(-(2**31)), jnp.float32
        ),
    )


# --- reductions ------------------------------------------------------------


@program(
    tags={"reduce", "f32", "i32"},
    args=lambda r: (_f32(r, (6, 10), 2.0), _i32(r, (6, 10)), _f32(r, (4, 5), 1.0, specials=True)),
)
def reductions_sum_max_min(x, i, s):
    return (
        jnp.sum(x, axis=0),
        jnp.max(x, axis=1),
        jnp.min(x),
        jnp.prod(x[:2], axis=1),
        jnp.sum(i, axis=1),
        jnp.max(i),
        jnp.min(i, axis=0),
        jnp.max(s, axis=1),  # NaN propagation
        jnp.min(s, axis=0),
        jnp.sum(s),
        jnp.sum(x.reshape(2, 3, 10), axis=(0, 2)),
    )


@program(
    tags={"reduce", "argmax", "f32", "i32"},
    args=lambda r: (
        _f32(r, (7, 9), 1.0),
        _i32(r, (7, 9), 0, 4),
        _f32(r, (3, 5), 1.0, specials=True),
    ),
)
def argmax_argmin(x, i, s):
    return (
        jnp.argmax(x, axis=0),
        jnp.argmax(x, axis=1),
        jnp.argmin(x),
        jnp.argmax(i, axis=1),  # ties -> first
        jnp.argmin(i, axis=0),
        jnp.argmax(s, axis=1),  # NaN wins
        jnp.argmin(s, axis=1),
    )


@program(tags={"reduce", "f32", "i1"}, args=lambda r: (_f32(r, (8, 6), 3.0), _bool(r, (8, 6))))
def mean_var_any_all(x, b):
    return (
        jnp.mean(x),
        jnp.mean(x, axis=0),
        jnp.mean((x - jnp.mean(x, axis=1, keepdims=True)) ** 2, axis=1),  # (jnp.var -> chlo.square)
        jnp.sqrt(jnp.mean((x - jnp.mean(x)) ** 2)),
        jnp.any(b, axis=0),
        jnp.all(b, axis=1),
        jnp.any(x > 4.0),
        jnp.all(x > -100.0),
        jnp.count_nonzero(b, axis=1),
    )


# --- dot_general -----------------------------------------------------------


@program(
    tags={"dot", "f32", "i32"},
    args=lambda r: (
        _f32(r, (16,)),
        _f32(r, (16,)),
        _f32(r, (8, 16)),
        _f32(r, (16, 12)),
        _i32(r, (4, 5), -1000, 1000),
    ),
)
def dot_and_matmul(u, v, a, b, ia):
    return (
        jnp.dot(u, v),
        jnp.dot(a, u),
        jnp.dot(a, b),
        a @ b,
        jnp.matmul(v, b),
        jnp.outer(u, v[:5]),
        ia @ ia.T,  # i32 matmul
        jnp.vdot(u, v),
    )


@program(
    tags={"dot", "f32"},
    args=lambda r: (
        _f32(r, (3, 4, 5)),
        _f32(r, (3, 5, 6)),
        _f32(r, (3, 6, 5)),
        _f32(r, (2, 3, 4, 5)),
    ),
)
def einsum_batch_matmul(a, b, c, d):
    return (
        jnp.einsum("bij,bjk->bik", a, b),
        jnp.einsum("bij,bkj->bik", a, c),
        jnp.einsum("bij,bjk->bki", a, b),
        jnp.matmul(d, b[:, None].squeeze(1)[None].repeat(2, 0)),  # 4-D batch matmul
        lax.dot_general(a, c, (((2,), (2,)), ((0,), (0,)))),
        lax.dot_general(b, a, (((1,), (2,)), ((0,), (0,))), precision=lax.Precision.HIGHEST),
        jnp.einsum("abij->ba", d),
        jnp.einsum("bij,bij->b", a, a),
    )


@program(
    tags={"dot", "large_constant", "gather"},
    args=lambda r: (_f32(r, (4, 64)), _idx(r, (20,), 1000)),
)
def large_constants(x, idx):
    m = jnp.asarray(LARGE_F32_MATRIX)
    table = jnp.asarray(LARGE_I32_TABLE)
    return (x @ m, table[idx], jnp.sum(m, axis=0) + x[0], table[::97] + idx[:11])


# --- gather ---------------------------------------------------------------


@program(
    tags={"gather"},
    args=lambda r: (_f32(r, (10, 12)), _idx(r, (5,), 10), _idx(r, (7,), 12), _idx(r, (3, 4), 10)),
)
def gather_fancy_indexing(x, i, j, ij):
    return (
        x[i],
        x[:, j],
        x[i, j[:5]],
        x[ij],
        x[2:7, j],
        x[i][:, 3],
        x[i, 1:4],
        x[ij, 2],
    )


@program(
    tags={"gather"},
    args=lambda r: (_f32(r, (6, 9)), _idx(r, (6, 4), 9), _idx(r, (3, 9), 6), _i32(r, (6, 9))),
)
def gather_take_along_axis(x, ia, ib, y):
    return (
        jnp.take_along_axis(x, ia, axis=1),
        jnp.take_along_axis(x, ib, axis=0),
        jnp.take_along_axis(y, jnp.argsort(y, axis=1), axis=1),
        jnp.take(x, ia[0], axis=1),
    )


@program(
    tags={"gather", "clamp", "oob"},
    args=lambda r: (
        _f32(r, (8,)),
        np.array([0, 7, 8, 100, -1, -8, -9, -1000], np.int32),
        _f32(r, (5, 6)),
    ),
)
def gather_clamped_indices(x, i, m):
    return (
        x[i],  # default mode: negative wrap once, then clamp
        jnp.take(x, i, mode="clip"),
        jnp.take(x, i, mode="fill", fill_value=jnp.nan),
        x.at[i].get(mode="promise_in_bounds") * 0 + x.at[jnp.clip(i, 0, 7)].get(),
        m[i[:4] % 5, i[4:]],
    )


# --- scatter --------------------------------------------------------------


@program(
    tags={"scatter"},
    args=lambda r: (
        _f32(r, (12,)),
        r.permutation(12)[:5].astype(np.int32),
        _f32(r, (5,)),
        _idx(r, (9,), 12),
        _i32(r, (12,)),
    ),
)
def scatter_set_add(x, uniq, v, dup, xi):
    return (
        x.at[uniq].set(v),
        x.at[dup].add(jnp.ones(9, jnp.float32) * 0.25),  # duplicates accumulate
        x.at[3].set(-1.0),
        x.at[2:5].add(10.0),
        xi.at[dup].add(jnp.arange(9, dtype=jnp.int32)),
        xi.at[uniq].set(-7),
    )


@program(
    tags={"scatter"},
    args=lambda r: (
        _f32(r, (10,), specials=True),
        _idx(r, (8,), 10),
        _f32(r, (8,), 2.0),
        _i32(r, (10,)),
        _i32(r, (8,)),
    ),
)
def scatter_min_max_mul(x, i, v, xi, vi):
    return (
        x.at[i].min(v),
        x.at[i].max(v),
        x.at[i].mul(v),
        xi.at[i].min(vi),
        xi.at[i].max(vi),
    )


@program(
    tags={"scatter"},
    args=lambda r: (
        _f32(r, (6, 8)),
        r.permutation(8)[:3].astype(np.int32),
        _f32(r, (6, 3)),
        _idx(r, (5,), 6),
        _idx(r, (5,), 8),
    ),
)
def scatter_2d(x, cols, v, ri, ci):
    return (
        x.at[:, cols].set(v),
        x.at[ri, ci].add(1.0),
        x.at[ri].set(0.0),
        x.at[1, cols].multiply(-2.0),
    )


@program(
    tags={"scatter", "oob"},
    args=lambda r: (_f32(r, (8,)), np.array([0, 3, 8, 20, -1, -9, 5], np.int32), _f32(r, (7,))),
)
def scatter_out_of_bounds_dropped(x, i, v):
    return (
        x.at[i].set(v),  # default: out-of-bounds updates dropped (negatives wrap once)
        x.at[i].add(v, mode="drop"),
        x.at[i].set(v, mode="clip"),
    )


# --- dynamic slices --------------------------------------------------------


@program(
    tags={"dynamic_slice", "clamp"},
    args=lambda r: (_f32(r, (8, 10)), _f32(r, (3, 4)), np.int32(2), np.int32(5), np.int32(9)),
)
def dynamic_slice_update(x, u, i, j, big):
    return (
        lax.dynamic_slice(x, (i, j), (3, 4)),
        lax.dynamic_slice(x, (big, big), (3, 4)),  # start clamped
        lax.dynamic_update_slice(x, u, (i, j)),
        lax.dynamic_update_slice(x, u, (big, -big)),  # clamped
        lax.dynamic_slice_in_dim(x, i, 2, axis=1),
        lax.dynamic_index_in_dim(x, j, axis=0, keepdims=False),
        x[i],  # scalar index -> dynamic_slice
    )


# --- select ---------------------------------------------------------------


@program(
    tags={"select", "special_floats"},
    args=lambda r: (
        _f32(r, (5, 6), specials=True),
        _f32(r, (5, 6)),
        _bool(r, (5, 6)),
        _idx(r, (5, 6), 3),
    ),
)
def where_and_select(x, y, m, k):
    return (
        jnp.where(x > y, x, y),
        jnp.where(m, x, 0.0),
        lax.select(m, y, x),
        lax.select_n(k, x, y, x * y),
        jnp.where(x > 0, x, -jnp.inf),
        jnp.where(jnp.isnan(x), 1.0, x),
        jnp.select([x < -1, x < 1], [x * 2, x], default=-x),
    )


# --- control flow ----------------------------------------------------------


@program(tags={"while", "fori"}, args=lambda r: (_f32(r, (8,)), np.int32(5)))
def fori_loop_accumulate(x, n):
    def body(i, carry):
        acc, y = carry
        return acc + y * i.astype(jnp.float32), y * 0.5 + 1.0

    static = lax.fori_loop(0, 6, body, (jnp.zeros_like(x), x))
    dynamic = lax.fori_loop(0, n, body, (jnp.zeros_like(x), x))
    ints = lax.fori_loop(1, 10, lambda i, s: s * 3 + i, jnp.int32(1))
    return static, dynamic, ints


@program(tags={"while", "scan"}, args=lambda r: (_f32(r, (7, 4)), _f32(r, (4,))))
def scan_carry_and_stack(xs, h0):
    def step(h, x):
        h = jnp.tanh(h * 0.9 + x)
        return h, (h.sum(), h * 2)

    hN, (sums, hs) = lax.scan(step, h0, xs)
    hR, ys = lax.scan(lambda c, x: (c + x, c * x), h0, xs, reverse=True)
    hU, _ = lax.scan(step, h0, xs, unroll=2)
    cnt, idx = lax.scan(lambda c, _: (c + 1, c * c), jnp.int32(0), None, length=5)
    return hN, sums, hs, hR, ys, hU, cnt, idx


@program(tags={"while"}, args=lambda r: (r.integers(1, 30, (6,), dtype=np.int32), _f32(r, (3,))))
def while_loop_data_dependent(n, x):
    # Collatz steps per element, vectorized: loop until all lanes reach 1.
    def cond(s):
        v, _ = s
        return jnp.any(v != 1)

    def body(s):
        v, steps = s
        active = v != 1
        nv = jnp.where(v % 2 == 0, v // 2, 3 * v + 1)
        return jnp.where(active, nv, v), steps + active.astype(jnp.int32)

    _, steps = lax.while_loop(cond, body, (n, jnp.zeros_like(n)))

    def cond2(s):
        i, y = s
        return (i < 50) & (jnp.max(jnp.abs(y)) < 1e3)

    i2, y2 = lax.while_loop(cond2, lambda s: (s[0] + 1, s[1] * 1.7 + 0.1), (jnp.int32(0), x))
    return steps, i2, y2


@program(tags={"cond", "case"}, args=lambda r: (_f32(r, (6,)), np.float32(0.3), np.int32(-4)))
def cond_branches(x, t, k):
    a = lax.cond(t > 0, lambda y: jnp.sin(y) * 2, lambda y: jnp.cos(y) + 1, x)
    b = lax.cond(k > 0, lambda y: y * 2.0, lambda y: y - 3.0, x)
    c = lax.cond(x[0] > x[1], lambda y, z: (y.sum(), z * 2), lambda y, z: (y.max(), z + 1), x, k)
    return a, b, c


@program(
    tags={"switch", "case", "clamp"},
    args=lambda r: (_f32(r, (5,)), np.int32(1), np.int32(7), np.int32(-3)),
)
def switch_case(x, i, big, neg):
    branches = [lambda y: y + 1.0, lambda y: y * y, lambda y: jnp.exp(-y)]
    return (
        lax.switch(i, branches, x),
        lax.switch(big, branches, x),  # index clamped to last branch
        lax.switch(neg, branches, x),  # index clamped to 0
        lax.switch(
            i + 1, [lambda y: y.sum(), lambda y: y.min(), lambda y: y.max(), lambda y: y[0]], x
        ),
    )


@program(
    tags={"while", "scan", "cond", "case", "nested"}, args=lambda r: (_f32(r, (6, 3)), np.int32(3))
)
def nested_control_flow(xs, n):
    def step(c, x):
        def inner(v):
            return lax.while_loop(
                lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] * 0.5 + x), (jnp.int32(0), v)
            )[1]

        c = lax.cond(jnp.sum(x) > 0, inner, lambda v: v - x, c)
        return c, lax.switch(jnp.argmax(x), [jnp.sum, jnp.max, jnp.min], c)

    return lax.scan(step, jnp.zeros(3, jnp.float32), xs)


# --- sort ------------------------------------------------------------------


@program(
    tags={"sort", "special_floats"},
    args=lambda r: (_f32(r, (20,), specials=True), _f32(r, (4, 6)), _i32(r, (4, 6), -5, 5)),
)
def sort_values(x, m, i):
    return (
        jnp.sort(x),  # NaN last, -0.0 == 0.0 (stable)
        jnp.sort(m, axis=0),
        jnp.sort(m, axis=1),
        jnp.sort(i, axis=-1),
        -jnp.sort(-m, axis=1),  # descending
        jnp.sort(x)[::-1],
    )


@program(tags={"sort"}, args=lambda r: (_i32(r, (16,), 0, 5), _f32(r, (3, 7), specials=True)))
def argsort_stable(i, m):
    return (
        jnp.argsort(i),  # stable: ties keep order
        jnp.argsort(i, descending=True),
        jnp.argsort(m, axis=1),
        jnp.argsort(m, axis=0),
    )


@program(tags={"sort"}, args=lambda r: (_i32(r, (12,), 0, 4), _f32(r, (12,)), _i32(r, (12,))))
def lax_sort_multi_operand(k, v, w):
    a = lax.sort((k, v), num_keys=1)
    b = lax.sort((k, v, w), num_keys=2)
    c = lax.sort((v, k), num_keys=1, is_stable=True)
    d = lax.sort_key_val(k, w)
    return a, b, c, d


# --- cumulative (reduce_window / associative scan) -------------------------


@program(tags={"cumulative"}, args=lambda r: (_f32(r, (5, 7)), _i32(r, (9,), -4, 5)))
def cumsum_cumprod(x, i):
    return (
        jnp.cumsum(x, axis=0),
        jnp.cumsum(x, axis=1),
        jnp.cumprod(x * 0.5 + 1.0, axis=1),
        lax.cummax(x, axis=0),
        lax.cummin(x, axis=1, reverse=True),
        jnp.cumsum(i),
        jnp.cumprod(i),
        lax.cumlogsumexp(x, axis=1),
        lax.associative_scan(jnp.add, x, axis=1),
    )


# --- convolution and windows ----------------------------------------------


@program(
    tags={"conv"},
    args=lambda r: (_f32(r, (2, 8, 8, 3)), _f32(r, (3, 3, 3, 4)), _f32(r, (2, 2, 3, 5))),
)
def conv2d_nhwc(x, w, w2):
    dn = ("NHWC", "HWIO", "NHWC")
    return (
        lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dn),
        lax.conv_general_dilated(x, w, (2, 2), "VALID", dimension_numbers=dn),
        lax.conv_general_dilated(
            x, w2, (1, 1), ((1, 0), (0, 1)), rhs_dilation=(2, 2), dimension_numbers=dn
        ),
    )


@program(
    tags={"conv"},
    args=lambda r: (_f32(r, (2, 4, 6, 6)), _f32(r, (6, 2, 3, 3)), _f32(r, (3, 4, 2, 2))),
)
def conv2d_nchw(x, w_grouped, w):
    dn = ("NCHW", "OIHW", "NCHW")
    return (
        lax.conv_general_dilated(
            x, w_grouped, (2, 1), ((1, 0), (2, 1)), dimension_numbers=dn, feature_group_count=2
        ),
        lax.conv_general_dilated(
            x, w, (1, 1), ((1, 1), (1, 2)), lhs_dilation=(1, 2), dimension_numbers=dn
        ),
        lax.conv(x, w, (1, 1), "VALID"),  # default NCHW/OIHW
        lax.conv_transpose(
            x,
            jnp.transpose(w, (2, 3, 1, 0)),
            (2, 2),
            "SAME",
            dimension_numbers=("NCHW", "HWIO", "NCHW"),
        ),
    )


@program(
    tags={"reduce_window"}, args=lambda r: (_f32(r, (2, 8, 8, 3), specials=True), _i32(r, (6, 6)))
)
def pooling_reduce_window(x, i):
    maxpool = lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    avgpool = lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9.0
    minpool = lax.reduce_window(
        i, jnp.iinfo(jnp.int32).max, lax.min, (2, 3), (1, 2), ((1, 0), (0, 2))
    )
    dilated = lax.reduce_window(
        x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 1, 1, 1), "VALID", window_dilation=(1, 2, 2, 1)
    )
    return maxpool, avgpool, minpool, dilated


# --- shape manipulation ----------------------------------------------------


@program(tags={"pad"}, args=lambda r: (_f32(r, (4, 5)), _i32(r, (6,))))
def pad_modes_and_lax_pad(x, i):
    return (
        jnp.pad(x, ((1, 2), (0, 3))),
        jnp.pad(x, 2, mode="edge"),
        jnp.pad(x, ((1, 1), (2, 2)), mode="reflect"),
        jnp.pad(x, ((0, 1), (3, 0)), mode="wrap"),
        jnp.pad(i, (2, 1), constant_values=-9),
        lax.pad(x, jnp.float32(-1.0), ((1, -1, 1), (-2, 3, 2))),  # negative + interior
        lax.pad(i, jnp.int32(0), ((-2, -1, 0),)),
        lax.pad(x, -jnp.inf, ((0, 0, 2), (0, 0, 0))),
    )


@program(tags={"shape"}, args=lambda r: (_f32(r, (3, 4)), _f32(r, (3, 2)), _i32(r, (2, 3, 4))))
def concat_reverse_transpose_reshape(a, b, t):
    return (
        jnp.concatenate([a, b, a], axis=1),
        jnp.concatenate([a, a], axis=0),
        jnp.flip(a, axis=0),
        jnp.flip(t, axis=(0, 2)),
        jnp.transpose(t, (2, 0, 1)),
        a.T,
        t.reshape(4, 6),
        t.reshape(-1),
        jnp.broadcast_to(b[:, :1], (3, 5)),
        jnp.expand_dims(a, 1).squeeze(),
        jnp.stack([a, -a], axis=-1),
        jnp.tile(b, (2, 2)),
        jnp.repeat(b, 2, axis=1),
        jnp.roll(a, 1, axis=1),
        lax.broadcast_in_dim(b[:, 0], (2, 3, 4), (1,)),
    )


@program(tags={"iota", "slice"}, args=lambda r: (_f32(r, (12, 14)), _i32(r, (10,))))
def iota_and_strided_slices(x, v):
    return (
        jnp.arange(10) + v,
        jnp.arange(2, 20, 3, dtype=jnp.float32),
        lax.broadcasted_iota(jnp.int32, (3, 5), 1) * 10
        + lax.broadcasted_iota(jnp.int32, (3, 5), 0),
        x[::2, 1::3],
        x[10:2:-2, ::-1],
        lax.slice(x, (1, 2), (11, 13), (3, 4)),
        lax.slice_in_dim(x, 2, 9, stride=2, axis=1),
        jnp.arange(10)[2:8:2],
        jnp.eye(4, dtype=jnp.float32),
        jnp.tri(3, 4, dtype=jnp.int32),
    )


# --- special constants -----------------------------------------------------


@program(
    tags={"special_floats", "constant"},
    args=lambda r: (_f32(r, (3,), specials=False), _f32(r, (4, 3), specials=True)),
)
def special_float_constants(x, m):
    return (
        jnp.where(m > 0, m, -jnp.inf),
        jnp.array([jnp.nan, -0.0, jnp.inf]) * x,
        jnp.array([-jnp.inf, 0.0, -0.0], jnp.float32) + m,
        x + (-0.0),
        x * jnp.float32(-0.0),
        jnp.maximum(m, jnp.nan),
        jnp.minimum(m, -0.0),
        jnp.full((2, 3), jnp.nan, jnp.float32),
        jnp.full((3,), -0.0, jnp.float32) * 1.0,
        m * jnp.inf,
        jnp.where(x < 0, jnp.float32(-0.0), jnp.float32(0.0)),
        jnp.float32(1e-40) + x * 0,  # denormal constant
    )


# --- nn -------------------------------------------------------------------


@program(
    tags={"nn", "reduce"}, args=lambda r: (_f32(r, (4, 10), 3.0), _f32(r, (3, 5), specials=True))
)
def softmax_relu_logsumexp(x, s):
    return (
        jax.nn.softmax(x, axis=-1),
        jax.nn.log_softmax(x, axis=0),
        jax.nn.relu(x),
        jax.nn.relu(s),
        jax.scipy.special.logsumexp(x, axis=1),
        jax.nn.logsumexp(s),
        jax.nn.gelu(x, approximate=True),
        jax.nn.silu(x),
        jax.nn.one_hot(jnp.argmax(x, axis=1), 10),
    )


@program(
    tags={"nn", "dot", "reduce"},
    args=lambda r: (
        _f32(r, (8, 16)),
        _f32(r, (16, 32), 0.25),
        _f32(r, (32,)),
        _f32(r, (32, 4), 0.25),
    ),
)
def mlp_layernorm(x, w1, b1, w2):
    h = x @ w1 + b1
    mu = jnp.mean(h, axis=-1, keepdims=True)
    var = jnp.mean((h - mu) ** 2, axis=-1, keepdims=True)
    h = (h - mu) * lax.rsqrt(var + 1e-5)
    h = jax.nn.relu(h)
    logits = h @ w2
    return jax.nn.log_softmax(logits), jnp.argmax(logits, axis=-1)


@program(tags={"optimization_barrier"}, args=lambda r: (_f32(r, (6,)), _i32(r, (3,))))
def optimization_barrier(x, i):
    y, j = lax.optimization_barrier((x * 2.0, i + 1))
    z = lax.optimization_barrier(y + 1.0)
    return z - 1.0, j * 3, lax.optimization_barrier(x)


# --- "seed-like" patterns ---------------------------------------------------


@program(
    tags={"seed", "scatter", "select", "iota"},
    args=lambda r: (
        _f32(r, (16,)),
        _f32(r, (8,)),
        np.int32(5),
        r.permutation(16)[:8].astype(np.int32),
    ),
)
def seed_masked_store_padded(buf, v, n, idx):
    lanes = jnp.arange(8)
    masked = jnp.where(lanes < n, v, 0.0)
    keep_old = jnp.where(lanes < n, v, buf[idx])
    pad_val = jnp.where(lax.iota(jnp.int32, 8) < n, v, -jnp.inf)
    return (
        buf.at[idx].set(masked),
        buf.at[idx].set(keep_old),
        jnp.zeros(16, jnp.float32).at[jnp.arange(8) * 2].set(pad_val),
        buf.at[jnp.arange(8)].set(jnp.where(lanes < n, v, buf[:8])),
    )


@program(tags={"seed", "iota", "slice", "gather"}, args=lambda r: (_f32(r, (10,)), _i32(r, (3,))))
def seed_iota_slices(x, k):
    s = jnp.arange(10)[2:8:2]  # [2, 4, 6]
    return (
        s,
        s + k,
        x[s],
        x[jnp.arange(10)[::3]],
        jnp.arange(10, dtype=jnp.float32)[1::4] * x[:3],
        lax.iota(jnp.int32, 12)[::-3],
        jnp.arange(16).reshape(4, 4)[1:, ::2],
    )


@program(
    tags={"seed", "while", "fori", "dynamic_slice"}, args=lambda r: (_f32(r, (8,)), _f32(r, (4, 3)))
)
def seed_fori_buffer_static_slice(x, rows):
    def body(i, buf):
        return buf.at[i].set(x[i] * i.astype(jnp.float32) + buf[jnp.maximum(i - 1, 0)])

    buf = lax.fori_loop(0, 8, body, jnp.zeros(10, jnp.float32))

    def body2(i, m):
        return lax.dynamic_update_slice(m, rows[i][None] * 2.0, (i + 1, 0))

    m = lax.fori_loop(0, 4, body2, jnp.full((6, 3), -1.0, jnp.float32))
    return buf[2:6], buf[::3], m[1:5], m[-1]


# --- misc structure ---------------------------------------------------------


@program(tags={"pytree"}, args=lambda r: (_f32(r, (3, 4)), _i32(r, (4,))))
def pytree_outputs(x, i):
    return {
        "sum": {"rows": x.sum(1), "all": x.sum()},
        "pair": (i * 2, [x.T, i > 0]),
        "scalar": jnp.int32(7) + i[0],
    }


@program(tags={"unused_arg"}, args=lambda r: (_f32(r, (5,)), _i32(r, (3,)), _f32(r, (5,))))
def unused_argument(x, unused, y):
    return x * y + 1.0


@program(tags={"identity"}, args=lambda r: (_f32(r, (4,), specials=True), _i32(r, (2, 2))))
def identity_and_passthrough(x, i):
    return x, i, x  # outputs aliasing inputs directly


@program(
    tags={"random", "while", "call", "bitwise", "ui32"},
    args=lambda r: (np.int32(42), _f32(r, (5,))),
)
def random_threefry(seed, x):
    key = jax.random.key(seed)
    k1, k2 = jax.random.split(key)
    return (
        jax.random.uniform(k1, (4, 3)),
        jax.random.uniform(k2, (5,), minval=-1.0, maxval=1.0) + x,  # (normal -> chlo.erf_inv)
        jax.random.randint(k1, (6,), 0, 100),
        jax.random.bits(k2, (3,)),
        jax.random.permutation(k1, 8),
    )


@program(tags={"call"}, args=lambda r: (_f32(r, (6,)), _f32(r, (6,))))
def nested_jit_calls(x, y):
    @jax.jit
    def inner(a, b):
        return jnp.sin(a) * b, a - b

    p, q = inner(x, y)
    r, s = inner(p, q)
    return r + s, inner(y, x)[0]


# --- chlo (not StableHLO proper: lowers to chlo.* ops in jax 0.10.2) --------


@program(
    tags={"chlo", "elementwise", "f32"},
    args=lambda r: (_f32(r, (12,), 0.6), _pos_f32(r, (12,)), _f32(r, (3, 4)), np.int32(7)),
)
def chlo_special_functions(x, p, m, seed):
    return (
        jnp.square(x),  # chlo.square
        jnp.var(m, axis=1),  # chlo.square
        jnp.std(m),
        jnp.hypot(x, p),
        jax.random.normal(jax.random.key(seed), (4,)),  # chlo.erf_inv
        lax.erf(x),
        lax.erfc(x),
        lax.erf_inv(jnp.clip(x, -0.9, 0.9)),
        lax.lgamma(p),
        lax.digamma(p),
        jnp.arcsin(jnp.clip(x, -1, 1)),
        jnp.sinh(x),
        jnp.cosh(x),
        jnp.tan(x),
        jnp.nextafter(x, jnp.float32(jnp.inf)),
        jax.nn.gelu(x, approximate=False),
    )


@program(tags={"chlo", "top_k"}, args=lambda r: (_f32(r, (3, 10)),))
def chlo_top_k(x):
    return lax.top_k(x, 4)


# ---------------------------------------------------------------------------

# ---------------------------------------------------------------------------
# What JAX's own libraries emit: jnp.linalg (LAPACK custom calls with their
# layouts and sdy.sharding_rule attributes), jnp.fft and complex math.  Kept out
# of PROGRAMS because their arguments are complex64 (8 bytes; PROGRAMS keeps to
# 32-bit inputs) or their lowering is a custom call rather than StableHLO proper;
# tests/test_roundtrip_corpus.py round-trips and rewrites both lists.
# ---------------------------------------------------------------------------

LIBRARY_PROGRAMS: list[Program] = []


def library_program(name=None, tags=(), args=None):
    """Decorator: register ``fn`` as a Program of :data:`LIBRARY_PROGRAMS`."""

    def deco(fn):
        LIBRARY_PROGRAMS.append(Program(name or fn.__name__, fn, args, frozenset(tags)))
        return fn

    return deco


def _c64(rng, shape, specials=False):
    z = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)
    if specials:
        flat = z.reshape(-1)
        vals = np.array([complex(np.nan, 1.0), complex(-0.0, np.inf), complex(0.0, -0.0),
                         complex(-np.inf, 2.0)], dtype=np.complex64)
        flat[: min(len(vals), flat.size)] = vals[: flat.size]
    return z


def _well_conditioned(rng, n):
    return (rng.standard_normal((n, n)) + n * np.eye(n)).astype(np.float32)


def _spd(rng, n):
    a = rng.standard_normal((n, n))
    return (a @ a.T + n * np.eye(n)).astype(np.float32)


COMPLEX_CONST = np.array([1 + 2j, -0.0 - 1j, complex(np.nan, 3.0), complex(0.5, -np.inf)],
                         dtype=np.complex64)


@library_program(tags={"linalg", "custom_call"}, args=lambda r: (_well_conditioned(r, 4),))
def linalg_inv(a):
    return jnp.linalg.inv(a)


@library_program(tags={"linalg", "custom_call"}, args=lambda r: (_well_conditioned(r, 4),))
def linalg_qr(a):
    return jnp.linalg.qr(a)


@library_program(tags={"linalg", "custom_call"}, args=lambda r: (_well_conditioned(r, 4),))
def linalg_svd(a):
    return jnp.linalg.svd(a)


@library_program(tags={"linalg", "custom_call"}, args=lambda r: (_spd(r, 4),))
def linalg_eigh(a):
    return jnp.linalg.eigh(a)


@library_program(tags={"linalg", "custom_call"}, args=lambda r: (_spd(r, 4),))
def linalg_cholesky(a):
    return jnp.linalg.cholesky(a)


@library_program(tags={"linalg", "custom_call"},
                 args=lambda r: (_well_conditioned(r, 4), _f32(r, (4, 2))))
def linalg_solve(a, b):
    return jnp.linalg.solve(a, b)


@library_program(tags={"fft", "complex"}, args=lambda r: (_f32(r, (3, 8)),))
def fft_fft(x):
    return jnp.fft.fft(x)


@library_program(tags={"fft", "complex"}, args=lambda r: (_c64(r, (3, 8)),))
def fft_ifft(z):
    return jnp.fft.ifft(z)


@library_program(tags={"fft", "complex"}, args=lambda r: (_f32(r, (3, 8)),))
def fft_rfft(x):
    return jnp.fft.rfft(x)


@library_program(tags={"fft", "complex"}, args=lambda r: (_c64(r, (3, 5)),))
def fft_irfft(z):
    return jnp.fft.irfft(z)


@library_program(tags={"fft", "complex"}, args=lambda r: (_f32(r, (4, 6)),))
def fft_fft2(x):
    return jnp.fft.fft2(x)


@library_program(tags={"complex"}, args=lambda r: (_c64(r, (4,), specials=True), _c64(r, (4,))))
def complex_math(z, w):
    return (
        jnp.abs(z),
        jnp.angle(z),
        jnp.conj(z),
        jnp.exp(w),
        z * w,
        jnp.real(z),
        jnp.imag(z),
        z * z.conj() + 1j,  # a complex splat constant
        w + COMPLEX_CONST,  # a complex dense constant with NaN and inf parts
        lax.complex(jnp.real(w), jnp.float32(2.0)),
    )


@library_program(tags={"complex"}, args=lambda r: (_c64(r, (3, 3)), _f32(r, (3,))))
def complex_matmul_and_reduce(z, x):
    return z @ z.T, jnp.sum(z, axis=0), x.astype(jnp.complex64) * 1j


@library_program(tags={"int4"}, args=lambda r: (_i32(r, (8,), -8, 8),))
def int4_convert_roundtrip(i):
    q = i.astype(jnp.int4)
    return q.astype(jnp.int32), (q + jnp.array(3, jnp.int4)).astype(jnp.int32)


# ---------------------------------------------------------------------------

_BY_NAME = {p.name: p for p in PROGRAMS + LIBRARY_PROGRAMS}
assert len(_BY_NAME) == len(PROGRAMS) + len(LIBRARY_PROGRAMS), "duplicate program names"


def by_name(name: str) -> Program:
    return _BY_NAME[name]


# ---------------------------------------------------------------------------
# Shape polymorphism
# ---------------------------------------------------------------------------


def _shape_poly_fn(x):
    return jnp.sin(x) * 2.0 + x.shape[0], jnp.sum(x * x)


def shape_poly_export():
    """``jax.export`` of a shape-polymorphic program (works in jax 0.10.2)."""
    return jax.export.export(jax.jit(_shape_poly_fn))(
        jax.ShapeDtypeStruct(jax.export.symbolic_shape("n"), jnp.float32)
    )


def shape_poly_module_text(debug_info: bool = False) -> str:
    """StableHLO text of a shape-polymorphic export (``tensor<?xf32>`` input).

    ``Exported.mlir_module()`` prints with location info; by default the
    locations are stripped by re-printing through jax's MLIR bindings.
    """
    exp = shape_poly_export()
    text = exp.mlir_module()
    if debug_info:
        return text
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir

    with jmlir.make_ir_context():
        module = ir.Module.parse(text)
        return module.operation.get_asm(enable_debug_info=False)
