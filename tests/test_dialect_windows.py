"""Gather/scatter window geometry (dialect/windows.py), shared by builtins and hooks."""

from __future__ import annotations

import numpy as np
from hlorules.dialect.windows import gather_windows, index_rows, scatter_windows


def _sdn(**kw):
    dn = {"update_window_dims": [], "inserted_window_dims": [], "input_batching_dims": [],
          "scatter_indices_batching_dims": [], "scatter_dims_to_operand_dims": [],
          "index_vector_dim": 0}
    dn.update(kw)
    return dn


def test_index_rows_for_trailing_leading_and_implicit_vectors():
    ind = np.arange(6).reshape(3, 2)
    rows, batch = index_rows(ind, 1)
    assert rows.tolist() == [[0, 1], [2, 3], [4, 5]] and batch == (3,)
    rows, batch = index_rows(ind, 0)
    assert rows.tolist() == [[0, 2, 4], [1, 3, 5]] and batch == (2,)
    rows, batch = index_rows(ind, 2)
    assert rows.shape == (6, 1) and batch == (3, 2)


def test_scatter_windows_sizes_and_bounds():
    # operand 4x5, update windows of 2 rows x full width at leading-dim starts
    dn = _sdn(update_window_dims=[1, 2], scatter_dims_to_operand_dims=[0], index_vector_dim=1)
    w = scatter_windows(dn, (4, 5), (3, 2, 5), np.array([[0], [2], [3]]))
    assert w.sizes == (2, 5)
    assert w.in_bounds((4, 5)).tolist() == [True, True, False]


def test_scatter_windows_with_batching_dims():
    # operand 2x6: dim 0 is a batching dim (one window row per batch), dim 1 indexed
    dn = _sdn(input_batching_dims=[0], scatter_indices_batching_dims=[0],
              inserted_window_dims=[1], scatter_dims_to_operand_dims=[1], index_vector_dim=2)
    ind = np.array([[0, 5], [6, -1]])  # batch x lanes, implicit index vector
    w = scatter_windows(dn, (2, 6), (2, 2), ind)
    assert w.sizes == (1, 1)
    assert w.in_bounds((2, 6)).tolist() == [True, True, False, False]


def test_gather_windows_clamp_starts():
    dn = {"start_index_map": [0], "index_vector_dim": 1}
    w = gather_windows(dn, (5, 3), (2, 3), np.array([[-1], [4], [1]]))
    assert w.starts[:, 0].tolist() == [0, 3, 1]
