"""The tutorial's rule in use: ``augment`` compiled through ``hlorules.jit`` with
``examples/my.book``, checked against ``jax.jit``."""

from __future__ import annotations

from pathlib import Path

import jax
import numpy as np
from flip import augment, make_args

import hlorules

(img,) = make_args(np.random.default_rng(0))
fast = hlorules.jit(augment, rulebook=Path(__file__).with_name("my.book"))
print("same as jax.jit:", np.array_equal(fast(img), jax.jit(augment)(img)))
print("rules fired:", fast.trace(img).fired())
