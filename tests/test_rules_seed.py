"""The seed subset (slice_iota, slice_transpose, transpose_slice) fires on real modules,
and the rewritten modules give bitwise-equal results on XLA CPU."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import jax.numpy as jnp
import numpy as np
import pytest
from driven import rewrite_once

from hlorules.lowering.importer import from_jax, from_text
from hlorules.lowering.xla import run
from hlorules.rules import load_rules

SEED = Path(__file__).resolve().parent / "rules_ok" / "seed_subset.rules"
RULES = load_rules(SEED)


def names(mod: object) -> list[str]:
    return [o.name for o in mod.walk() if o.name.startswith("stablehlo.")]  # type: ignore


def bits(a: np.ndarray) -> bytes:
    return np.ascontiguousarray(a).tobytes()


def fire_and_compare(rule: str, mod: object, args: list[np.ndarray]) -> object:
    before = run(mod, *args)
    assert rewrite_once(mod, {rule: RULES[rule]}) >= 1, f"{rule} did not fire"
    after = run(mod, *args)
    assert [a.dtype for a in after] == [b.dtype for b in before]
    assert [bits(a) for a in after] == [bits(b) for b in before]
    return mod


def rand(shape: tuple[int, ...], dtype: type, seed: int) -> np.ndarray:
    g = np.random.default_rng(seed)
    if np.issubdtype(dtype, np.integer):
        return g.integers(-1000, 1000, size=shape).astype(dtype)
    return g.standard_normal(shape).astype(dtype)


def test_seed_subset_loads_with_metadata() -> None:
    assert list(RULES) == ["slice_iota", "slice_transpose", "transpose_slice"]
    assert RULES["slice_transpose"].propagate == "up"
    assert RULES["transpose_slice"].roots == frozenset({"stablehlo.transpose"})
    lines = SEED.read_text().split("\nrule ")
    assert all(len(chunk.strip().splitlines()) <= 15 for chunk in lines[1:])


SLICE_IOTA_CASES = {
    "1d_start_stride": ("""
  %0 = stablehlo.iota dim = 0 : tensor<16xi32>
  %1 = stablehlo.slice %0 [3:15:4] : (tensor<16xi32>) -> tensor<3xi32>
  %2 = stablehlo.add %1, %x : tensor<3xi32>""", "tensor<3xi32>", (3,), np.int32),
    "2d_other_dim": ("""
  %0 = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %1 = stablehlo.slice %0 [1:3, 2:8:3] : (tensor<4x8xi32>) -> tensor<2x2xi32>
  %2 = stablehlo.add %1, %x : tensor<2x2xi32>""", "tensor<2x2xi32>", (2, 2), np.int32),
    "plain_prefix": ("""
  %0 = stablehlo.iota dim = 0 : tensor<8x3xi32>
  %1 = stablehlo.slice %0 [0:5, 1:3] : (tensor<8x3xi32>) -> tensor<5x2xi32>
  %2 = stablehlo.add %1, %x : tensor<5x2xi32>""", "tensor<5x2xi32>", (5, 2), np.int32),
}


@pytest.mark.parametrize("case", sorted(SLICE_IOTA_CASES))
def test_slice_iota_fires_and_is_bitwise_equal(case: str) -> None:
    body, t, shape, dtype = SLICE_IOTA_CASES[case]
    mod = from_text(f"func.func @main(%x: {t}) -> {t} {{{body}\n  return %2 : {t}\n}}")
    for seed in range(3):
        m = from_text(f"func.func @main(%x: {t}) -> {t} {{{body}\n  return %2 : {t}\n}}")
        fire_and_compare("slice_iota", m, [rand(shape, dtype, seed)])
    rewrite_once(mod, RULES)
    assert "stablehlo.slice" not in names(mod)


def test_slice_iota_from_jax_arange() -> None:
    x = rand((3,), np.int32, 0)
    mod = from_jax(lambda x: x + jnp.arange(16, dtype=jnp.int32)[3:15:4], x)
    fire_and_compare("slice_iota", mod, [x])
    assert "stablehlo.slice" not in names(mod)


def test_slice_iota_keeps_float_iota() -> None:
    mod = from_text("""func.func @main() -> tensor<3xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<8xf32>
  %1 = stablehlo.slice %0 [2:8:2] : (tensor<8xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}""")
    assert rewrite_once(mod, RULES) == 0
    sl = next(o for o in mod.walk() if o.name == "stablehlo.slice")
    assert "is_integer(elem($R))" in RULES["slice_iota"].explain(sl)


TRANSPOSE_CASES: dict[str, tuple[str, Callable[..., object], tuple[int, ...]]] = {
    "slice_transpose_3d": ("slice_transpose",
                           lambda x: jnp.transpose(x, (1, 0, 2))[1:4, ::2, 1:], (6, 5, 4)),
    "slice_transpose_2d": ("slice_transpose", lambda x: x.T[2:7:3, 1:], (5, 9)),
    "slice_transpose_cycle": ("slice_transpose",
                              lambda x: jnp.transpose(x, (2, 0, 1))[1:, 0:5:2, 3:4], (6, 5, 4)),
    "transpose_slice_3d": ("transpose_slice",
                           lambda x: jnp.transpose(x[1:5:2, 0:3, 1:], (2, 0, 1)), (6, 5, 4)),
    "transpose_slice_2d": ("transpose_slice", lambda x: x[1:4, ::3].T, (5, 9)),
}


@pytest.mark.parametrize("case", sorted(TRANSPOSE_CASES))
@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_transpose_rules_fire_and_are_bitwise_equal(case: str, dtype: type) -> None:
    rule, fn, shape = TRANSPOSE_CASES[case]
    x = rand(shape, dtype, hash(case) % 1000)
    mod = from_jax(fn, x)
    first = names(mod)
    fire_and_compare(rule, mod, [x])
    # slice_transpose moves the slice before the transpose; transpose_slice the reverse
    after = [n for n in names(mod) if n in ("stablehlo.slice", "stablehlo.transpose")]
    before = [n for n in first if n in ("stablehlo.slice", "stablehlo.transpose")]
    assert after == before[::-1]


def test_slice_transpose_needs_a_single_use() -> None:
    mod = from_text("""func.func @main(%x: tensor<5x9xf32>) -> (tensor<2x5xf32>, tensor<9x5xf32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<5x9xf32>) -> tensor<9x5xf32>
  %1 = stablehlo.slice %0 [1:3, 0:5] : (tensor<9x5xf32>) -> tensor<2x5xf32>
  return %1, %0 : tensor<2x5xf32>, tensor<9x5xf32>
}""")
    assert rewrite_once(mod, {"slice_transpose": RULES["slice_transpose"]}) == 0


def test_transpose_slice_skips_reshape_like_and_fusible_users() -> None:
    x = rand((1, 6, 4), np.float32, 2)
    reshape_like = from_jax(lambda x: jnp.transpose(x[:, 1:5], (1, 0, 2)), x)
    assert rewrite_once(reshape_like, {"transpose_slice": RULES["transpose_slice"]}) == 0
    y = rand((6, 4), np.float32, 3)
    fusible = from_jax(lambda y: jnp.transpose(y[1:5].T, (1, 0)), y)
    assert rewrite_once(fusible, {"transpose_slice": RULES["transpose_slice"]}) == 0


def test_inverse_rules_round_trip() -> None:
    x = rand((6, 5, 4), np.float32, 4)
    mod = from_jax(lambda x: jnp.transpose(x, (1, 0, 2))[1:4, ::2, 1:], x)
    before = run(mod, x)
    rewrite_once(mod, {"slice_transpose": RULES["slice_transpose"]})
    rewrite_once(mod, {"transpose_slice": RULES["transpose_slice"]})
    assert [n for n in names(mod) if n in ("stablehlo.slice", "stablehlo.transpose")] == [
        "stablehlo.transpose", "stablehlo.slice"]
    assert bits(run(mod, x)[0]) == bits(before[0])


SCATTER_OOB = """
rule scatter_out_of_bounds_noop {
  tags seed, cut
  match scatter(%x, %i, %u) as %s
  where is_constant(%i), not any(in_bounds(windows(%s)))
  rewrite %x
}"""


def test_scatter_out_of_bounds_noop_from_constant_index() -> None:
    rules = load_rules(SCATTER_OOB, "oob.rules")
    x, u = rand((8,), np.float32, 5), rand((2,), np.float32, 6)

    def f(idx: list[int]) -> object:
        rows = ", ".join(f"[{i}]" for i in idx)
        return from_text(f"""func.func @main(%x: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {{
  %i = stablehlo.constant dense<[{rows}]> : tensor<2x1xi32>
  %0 = "stablehlo.scatter"(%x, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }}) : (tensor<8xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}}""")

    mod = f([-1, 12])
    before = run(mod, x, u)
    assert rewrite_once(mod, rules) == 1
    assert "stablehlo.scatter" not in names(mod)
    assert bits(run(mod, x, u)[0]) == bits(before[0]) == bits(x)
    assert rewrite_once(f([3, 12]), rules) == 0  # one window is in bounds
