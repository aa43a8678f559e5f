"""``hlorules.jit`` as a JAX citizen: jax.grad / jax.vmap / jax.jit of it, it of them, pytrees,
keyword and static arguments, donation; every result compared with ``jax.jit(f)``."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import hlorules


def f(x: Any, y: Any) -> Any:
    """A function exec.book rewrites (the strided iota slice becomes a constant)."""
    i = jnp.arange(24, dtype=jnp.float32)[2:14:3]
    return {"a": (x * 2.0)[1:3] + y[0], "b": (jnp.sin(x) * i).sum()}


X = np.linspace(-1.0, 2.0, 4, dtype=np.float32)
Y = np.array([0.5, -1.0, 2.0], np.float32)


def same(got: Any, want: Any) -> None:
    assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(want)
    for u, v in zip(jax.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(want), strict=True):
        np.testing.assert_allclose(np.asarray(u), np.asarray(v), rtol=1e-6, atol=1e-6)


@pytest.fixture(scope="module")
def g() -> Any:
    return hlorules.jit(f, rulebook="exec")


def test_call_matches_jax_jit_and_rewrites(g: Any) -> None:
    same(g(X, Y), jax.jit(f)(X, Y))
    assert g.trace(X, Y).fired(), "exec.book did not rewrite the module"


def test_jax_jit_of_hlorules_jit(g: Any) -> None:
    same(jax.jit(g)(X, Y), jax.jit(f)(X, Y))
    same(jax.jit(lambda x, y: g(x, y)["b"] * 3.0)(X, Y), jax.jit(lambda x, y: f(x, y)["b"] * 3.0)(X, Y))


def test_jax_grad_of_hlorules_jit_rewrites_the_vjp_module_too(g: Any) -> None:
    loss = lambda x, y: g(x, y)["b"] + g(x, y)["a"].sum()
    want = jax.grad(lambda x, y: f(x, y)["b"] + f(x, y)["a"].sum(), argnums=(0, 1))(X, Y)
    same(jax.grad(loss, argnums=(0, 1))(X, Y), want)
    same(jax.jit(jax.grad(loss))(X, Y), want[0])


def test_jax_vmap_of_hlorules_jit(g: Any) -> None:
    xs = np.stack([X, X + 1.0, X * 0.5])
    same(jax.vmap(g)(xs, np.stack([Y] * 3)), jax.vmap(f)(xs, np.stack([Y] * 3)))
    same(jax.vmap(g, in_axes=(0, None))(xs, Y), jax.vmap(f, in_axes=(0, None))(xs, Y))


def test_hlorules_jit_of_jax_transforms() -> None:
    gf = hlorules.jit(jax.grad(lambda x: f(x, Y)["b"]), rulebook="exec")
    same(gf(X), jax.grad(lambda x: f(x, Y)["b"])(X))
    vf = hlorules.jit(jax.vmap(f, in_axes=(0, None)), rulebook="exec")
    xs = np.stack([X, -X])
    same(vf(xs, Y), jax.vmap(f, in_axes=(0, None))(xs, Y))


def test_pytrees_keywords_and_static_arguments() -> None:
    def h(tree: Any, n: int, *, scale: Any) -> Any:
        return [tree["p"] * n * scale, (tree["q"][0] + n, tree["q"][1])]

    tree = {"p": X, "q": (Y, np.int32(7))}
    got = hlorules.jit(h, rulebook="exec", static_argnums=1)(tree, 3, scale=np.float32(2.0))
    same(got, jax.jit(h, static_argnums=1)(tree, 3, scale=np.float32(2.0)))
    k = hlorules.jit(h, rulebook="exec", static_argnames="n")
    same(k(tree, n=2, scale=np.float32(0.5)), h(tree, 2, scale=np.float32(0.5)))
    same(k(tree, n=4, scale=np.float32(0.5)), h(tree, 4, scale=np.float32(0.5)))


def test_unhashable_static_argument_is_a_clear_error() -> None:
    k = hlorules.jit(lambda x, opts: x * len(opts), rulebook="exec", static_argnums=1)
    with pytest.raises(hlorules.HloRulesError, match="static arguments must be hashable"):
        k(X, [1, 2])


def test_integer_arguments_get_zero_cotangents(g: Any) -> None:
    def h(x: Any, i: Any) -> Any:
        return (x * i.astype(jnp.float32)).sum()

    hj = hlorules.jit(h, rulebook="exec")
    i = np.arange(4, dtype=np.int32)
    same(jax.grad(hj)(X, i), jax.grad(h)(X, i))


def test_forward_mode_is_refused_with_jax_s_message(g: Any) -> None:
    with pytest.raises(TypeError, match="custom_vjp"):
        jax.jvp(lambda x: g(x, Y)["b"], (X,), (X,))


def test_donated_argument_gives_the_same_result() -> None:
    h = hlorules.jit(lambda x: x * 2.0 + 1.0, rulebook="exec", donate_argnums=0)
    same(h(jnp.asarray(X)), X * 2.0 + 1.0)


def test_cached_call_reuses_the_rewritten_module(g: Any) -> None:
    assert g.module(X, Y) is g.module(X * 2.0, Y)
