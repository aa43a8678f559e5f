"""Gather/scatter window geometry (dialect/windows.py), shared by builtins and hooks."""

from __future__ import annotations

import numpy as np
import pytest

from hlorules.dialect.windows import gather_windows, index_rows, scatter_windows, window_set


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


def test_a_start_near_the_largest_i64_is_out_of_bounds_not_wrapped():
    # start + size would wrap round to a negative end that looks in bounds
    dn = _sdn(update_window_dims=[1], scatter_dims_to_operand_dims=[0], index_vector_dim=1)
    big = np.iinfo(np.int64).max
    w = scatter_windows(dn, (8,), (3, 2), np.array([[big], [big - 1], [6]]))
    assert w.in_bounds((8,)).tolist() == [False, False, True]


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


def _scatter_module(xt: str, ut: str) -> str:
    return f"""func.func @main(%x: {xt}, %u: {ut}) -> {xt} {{
  %i = stablehlo.constant dense<[[1]]> : tensor<1x1xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }}) {{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
       inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
       index_vector_dim = 1>}} : ({xt}, tensor<1x1xi32>, {ut}) -> {xt}
  return %s : {xt}
}}
"""


@pytest.mark.parametrize(("xt", "ut"), [("tensor<?x3xf32>", "tensor<1x3xf32>"),
                                        ("tensor<4x3xf32>", "tensor<1x?xf32>")])
def test_windows_of_a_scatter_with_a_dynamic_dim_are_not_analysed(xt: str, ut: str) -> None:
    # where a window lies, and whether it is in bounds, depends on sizes known at run time
    # only (slice_of_scatter_forward and gather_scatter_constant_forward read them)
    from hlorules.lowering.importer import from_text

    static = from_text(_scatter_module("tensor<4x3xf32>", "tensor<1x3xf32>"))
    op = next(o for o in static.walk() if o.name == "stablehlo.scatter")
    assert window_set(op, np.array([[1]])).starts.tolist() == [[1, 0]]
    dynamic = from_text(_scatter_module(xt, ut))
    op = next(o for o in dynamic.walk() if o.name == "stablehlo.scatter")
    with pytest.raises(ValueError, match="dynamic shape"):
        window_set(op, np.array([[1]]))


def _all_pairs(a, b) -> np.ndarray:
    """The definition: live windows i of a and j of b share an element on every dim."""
    sa, sb = a.starts[:, None, :], b.starts[None, :, :]
    m = np.all((sb < sa + np.asarray(a.sizes, np.int64)) & (sa < sb + np.asarray(b.sizes, np.int64)),
               axis=-1)
    return m & a.live[:, None] & b.live[None, :]


def _wset_strategy():
    from hypothesis import strategies as st

    from hlorules.dialect.windows import WindowSet

    @st.composite
    def one(draw, rank: int):
        n = draw(st.integers(0, 12))
        sizes = tuple(draw(st.lists(st.integers(0, 4), min_size=rank, max_size=rank)))
        starts = np.asarray(draw(st.lists(st.lists(st.integers(-3, 9), min_size=rank,
                                                   max_size=rank), min_size=n, max_size=n)),
                            np.int64).reshape(n, rank)
        live = np.asarray(draw(st.lists(st.booleans(), min_size=n, max_size=n)), bool)
        return WindowSet(starts, sizes, (n,), (10,) * rank, live)

    return st.integers(0, 3).flatmap(lambda r: st.tuples(one(r), one(r)))


def test_overlap_pairs_are_exactly_the_overlapping_live_pairs() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from hlorules.dialect import windows as W
    from hlorules.dialect.windows import covering, overlap_matrix, overlap_pairs, pairwise_disjoint

    @settings(max_examples=300, deadline=None)
    @given(_wset_strategy(), st.booleans())
    def check(ab, sorted_path) -> None:
        a, b = ab
        want = _all_pairs(a, b)
        W.SMALL = 0 if sorted_path else small  # the sorted path or one comparison of all
        i, j = overlap_pairs(a, b)
        got = np.zeros_like(want)
        got[i, j] = True
        assert len(i) == int(want.sum()) and (got == want).all()  # each pair once
        assert (overlap_matrix(a, b) == want).all()
        self_pairs = _all_pairs(a, a)
        np.fill_diagonal(self_pairs, False)
        assert pairwise_disjoint(a) == (not self_pairs.any())
        # covering: the one live window of b containing each window of a
        c = covering(a, b)
        for r in range(a.starts.shape[0]):
            hits = np.flatnonzero(want[r])
            if hits.size == 0:
                assert c[r] == -1
            elif hits.size == 1 and np.all(a.starts[r] >= b.starts[hits[0]]) and np.all(
                    a.starts[r] + np.asarray(a.sizes) <= b.starts[hits[0]] + np.asarray(b.sizes)):
                assert c[r] == hits[0]
            else:
                assert c[r] == -2

    small = W.SMALL
    try:
        check()
    finally:
        W.SMALL = small


def test_overlap_pairs_in_chunks_match_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    from hlorules.dialect import windows as W

    rng = np.random.default_rng(0)
    a = W.WindowSet(rng.integers(0, 40, (200, 2)), (3, 2), (200,), (50, 50), np.ones(200, bool))
    b = W.WindowSet(rng.integers(0, 40, (150, 2)), (2, 4), (150,), (50, 50), rng.random(150) < 0.8)
    monkeypatch.setattr(W, "SMALL", 0)  # the sorted path, even for few pairs
    one = W.overlap_pairs(a, b)
    monkeypatch.setattr(W, "CHUNK", 7)  # many groups of rows, some of one row over the chunk
    many = W.overlap_pairs(a, b)
    assert sorted(zip(*map(list, one))) == sorted(zip(*map(list, many))) == sorted(
        zip(*map(list, np.nonzero(_all_pairs(a, b)))))
