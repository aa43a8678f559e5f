"""Gather/scatter window geometry: which operand window each index row addresses.

One implementation for the builtin ``windows_in_bounds`` and the seed library's hooks
(rules/library/seed_hooks.py). Batching dims (``input_batching_dims`` /
``operand_batching_dims``) get a window of size 1 starting at 0: exact for bounds checks
(a batch position is always in bounds); analyses that compare windows across rows must
refuse batching dims themselves (two rows of different batches never overlap)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = ["Windows", "index_rows", "scatter_windows", "gather_windows"]


@dataclass
class Windows:
    """One window per index row (rows in the index tensor's batch order)."""

    starts: np.ndarray   # (rows, operand rank)
    sizes: tuple[int, ...]
    batch: tuple[int, ...]  # the index tensor's batch shape

    def in_bounds(self, shape: Sequence[int]) -> np.ndarray:
        hi = self.starts + np.asarray(self.sizes)
        return np.all((self.starts >= 0) & (hi <= np.asarray(shape)), axis=1)


def index_rows(ind: np.ndarray, ivd: int) -> tuple[np.ndarray, tuple[int, ...]]:
    """The index vectors of ``ind`` as rows (index_vector_dim ``ivd``; ``ivd == ind.ndim``
    is the implicit length-1 vector), and the batch shape they came from."""
    if ivd == ind.ndim:
        ind = ind[..., None]
    ind = np.moveaxis(ind, ivd, -1)
    return ind.reshape(-1, ind.shape[-1]).astype(np.int64), tuple(ind.shape[:-1])


def _starts(rows: np.ndarray, rank: int, index_map: Sequence[int]) -> np.ndarray:
    starts = np.zeros((rows.shape[0], rank), np.int64)
    for j, d in enumerate(index_map):
        starts[:, d] = rows[:, j]
    return starts


def scatter_windows(dn: Any, operand_shape: Sequence[int], update_shape: Sequence[int],
                    ind: np.ndarray) -> Windows:
    """The window each index row of a scatter writes (before bounds are checked)."""
    rows, batch = index_rows(ind, int(dn["index_vector_dim"]))
    skip = set(dn["inserted_window_dims"]) | set(dn["input_batching_dims"])
    uwd = list(dn["update_window_dims"])
    sizes, k = [], 0
    for d in range(len(operand_shape)):
        if d in skip:
            sizes.append(1)
        else:
            sizes.append(int(update_shape[uwd[k]]))
            k += 1
    return Windows(_starts(rows, len(operand_shape), dn["scatter_dims_to_operand_dims"]),
                   tuple(sizes), batch)


def gather_windows(dn: Any, operand_shape: Sequence[int], slice_sizes: Sequence[int],
                   ind: np.ndarray) -> Windows:
    """The window each index row of a gather reads, start indices clamped as the spec says."""
    rows, batch = index_rows(ind, int(dn["index_vector_dim"]))
    xs = np.asarray(operand_shape)
    ss = np.asarray(slice_sizes)
    starts = np.clip(_starts(rows, len(xs), dn["start_index_map"]), 0, xs - ss)
    return Windows(starts, tuple(int(s) for s in ss), batch)
