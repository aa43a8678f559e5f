"""A JAX function whose lowering has a redundant pattern: a flip undone by a flip.

``python examples/flip.py`` prints its StableHLO; ``EXAMPLES`` is the corpus of
``examples/my.spec``.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from hlorules.examples import Example


def augment(img: jax.Array) -> jax.Array:
    """Flip an image upside down and back (an augmentation whose flips cancel), brighten."""
    upside_down = jnp.flip(img, axis=0)
    return jnp.flip(upside_down, axis=0) + 1.0


def make_args(rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    """A random 4x3 float32 image."""
    return (rng.standard_normal((4, 3)).astype(np.float32),)


EXAMPLES = [Example("augment", augment, make_args, "a flip undone by a flip")]

if __name__ == "__main__":
    print(jax.jit(augment).lower(*make_args(np.random.default_rng(0))).as_text(), end="")
