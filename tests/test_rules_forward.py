"""Forwarding a gather through a chain of stores in rule text: the builtins stores(), writers(),
runs(xs, keys), layout(), lanes(), cut(), reshaped(), sliced(), their docs examples, and
rulebooks/seed.rules' gather_scatter_constant_forward (issue 17: it was a native hook)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from driven import rewrite_once

from hlorules.dialect.windows import LANES
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import run
from hlorules.rules import load_rules
from hlorules.rules.builtins import BUILTINS
from hlorules.rules.ruleset import RuleSet

REPO = Path(__file__).resolve().parent.parent
DOC = (REPO / "docs" / "rules.md").read_text()
SEED = REPO / "rulebooks" / "seed.rules"
FORWARD = RuleSet([load_rules(SEED)["gather_scatter_constant_forward"]])


def _fn(name: str):
    return BUILTINS[name].fn


def _ops(mod, name: str) -> list:
    return [o for o in mod.walk() if o.name == name]


def _doc_rules(name: str):
    for b in re.findall(r"```rules\n(.*?)```", DOC, flags=re.DOTALL):
        if f"rule {name} " in b:
            return load_rules(b, "docs/rules.md")
    raise KeyError(name)


def _store(res: str, into: str, idx: str, upd: str, op_t: str, idx_t: str, upd_t: str, dn: str,
           add: bool = False) -> str:
    body = ("    %r = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %r : tensor<f32>\n" if add
            else "    stablehlo.return %b : tensor<f32>\n")
    return (f'  {res} = "stablehlo.scatter"({into}, {idx}, {upd}) <{{scatter_dimension_numbers = '
            f"#stablehlo.scatter<{dn}>}}> ({{\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n{body}"
            f"  }}) : ({op_t}, {idx_t}, {upd_t}) -> {op_t}\n")


def _arg(mod, i: int):
    return _ops(mod, "func.func")[0].body.block.args[i]


ROWS = "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1"
GROWS = ("offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
         "slice_sizes = array<i64: 1, 3")


def _chain(i0: list[int], i1: list[int], j: list[int], add_inner: bool = False) -> str:
    """gather(scatter(scatter(x, i0, u0), i1, u1), j): whole rows of an 8x3 x."""
    n0, n1, m = len(i0), len(i1), len(j)
    lines = [f"  %i0 = stablehlo.constant dense<{[[v] for v in i0]}> : tensor<{n0}x1xi32>",
             f"  %i1 = stablehlo.constant dense<{[[v] for v in i1]}> : tensor<{n1}x1xi32>",
             f"  %j = stablehlo.constant dense<{[[v] for v in j]}> : tensor<{m}x1xi32>",
             _store("%s0", "%x", "%i0", "%u0", "tensor<8x3xf32>", f"tensor<{n0}x1xi32>",
                    f"tensor<{n0}x3xf32>", ROWS, add_inner),
             _store("%s1", "%s0", "%i1", "%u1", "tensor<8x3xf32>", f"tensor<{n1}x1xi32>",
                    f"tensor<{n1}x3xf32>", ROWS),
             (f'  %0 = "stablehlo.gather"(%s1, %j) <{{dimension_numbers = #stablehlo.gather<{GROWS}>}}> '
              f": (tensor<8x3xf32>, tensor<{m}x1xi32>) -> tensor<{m}x3xf32>")]
    return (f"func.func @main(%x: tensor<8x3xf32>, %u0: tensor<{n0}x3xf32>, %u1: tensor<{n1}x3xf32>)"
            f" -> tensor<{m}x3xf32> {{\n" + "\n".join(lines) + f"\n  return %0 : tensor<{m}x3xf32>\n}}\n")


def _args(text: str, seed: int = 0) -> list[np.ndarray]:
    shapes = re.findall(r"%\w+: tensor<([0-9x]*)f32>", text.split("\n")[0])
    rng = np.random.default_rng(seed)
    return [rng.standard_normal([int(d) for d in s.split("x") if d]).astype(np.float32)
            for s in shapes]


def _forwards_bitwise(text: str, rules: RuleSet = FORWARD) -> object:
    mod = from_text(text)
    args = _args(text)
    before = run(mod, *args)
    assert rewrite_once(mod, rules) == 1
    for a, b in zip(before, run(mod, *args), strict=True):
        np.testing.assert_array_equal(a, b)
    return mod


# ------------------------------------------------------------------ the builtins


def test_stores_follows_plain_stores_last_write_first() -> None:
    mod = from_text(_chain([1, 2], [5], [1], add_inner=True))
    s0, s1 = _ops(mod, "stablehlo.scatter")
    assert _fn("stores")(s1.results[0]) == (s1.results[0],)   # s0 adds: not a plain store
    mod = from_text(_chain([1, 2], [5], [1]))
    s0, s1 = _ops(mod, "stablehlo.scatter")
    assert _fn("stores")(s1.results[0]) == (s1.results[0], s0.results[0])
    assert _fn("stores")(_arg(mod, 0)) == ()  # a block argument


def test_writers_takes_the_last_store_covering_each_window() -> None:
    # rows 3, 5 are written by both stores (the outer one wins), 1 by the inner one, 0 by none
    mod = from_text(_chain([1, 3, 5], [5, 3], [3, 5, 1, 0]))
    s0, s1 = (s.results[0] for s in _ops(mod, "stablehlo.scatter"))
    g = _ops(mod, "stablehlo.gather")[0].results[0]
    w = _fn("windows")
    got = _fn("writers")(w(g), (w(s1), w(s0)))
    assert got == ((0, 1, (0, 0)), (0, 0, (0, 0)), (1, 0, (0, 0)), (-1, -1, (0, 0)))
    assert _fn("writers")(w(g), (w(s1), w(s0))) is got   # cached on the window set
    # a store that writes row 3 twice covers it more than once
    mod = from_text(_chain([1], [3, 3], [3, 1]))
    s0, s1 = (s.results[0] for s in _ops(mod, "stablehlo.scatter"))
    g = _ops(mod, "stablehlo.gather")[0].results[0]
    assert _fn("writers")(w(g), (w(s1), w(s0)))[0][:2] == (-2, -2)


def test_runs_with_keys_split_where_the_key_changes() -> None:
    assert _fn("runs")((0, 1, 2, 5, 6, -1, -1)) == ((0, 3, 0), (3, 5, 5), (5, 7, -1))
    keys = ("a", "a", "b", "b", "b", "c", "c")
    assert _fn("runs")((0, 1, 2, 3, 4, -1, -1), keys) == (
        (0, 2, 0, "a"), (2, 5, 2, "b"), (5, 7, -1, "c"))
    with pytest.raises(ValueError):
        _fn("runs")((0, 1), ("a",))


LEAD = ("func.func @main(%x: tensor<2x8xf32>, %u: tensor<2x3xf32>) -> tensor<2x2xf32> {\n"
        "  %i = stablehlo.constant dense<[[1], [2], [6]]> : tensor<3x1xi32>\n"
        "  %j = stablehlo.constant dense<[[2], [6]]> : tensor<2x1xi32>\n"
        + _store("%s", "%x", "%i", "%u", "tensor<2x8xf32>", "tensor<3x1xi32>", "tensor<2x3xf32>",
                 "update_window_dims = [0], inserted_window_dims = [1], "
                 "scatter_dims_to_operand_dims = [1], index_vector_dim = 1")
        + '  %0 = "stablehlo.gather"(%s, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], '
          "collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, "
          "slice_sizes = array<i64: 2, 1>}> : (tensor<2x8xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>\n"
          "  return %0 : tensor<2x2xf32>\n}\n")


def test_layout_lanes_and_cut_of_a_leading_window_dim() -> None:
    # jax's buf.at[:, idx]: the window dim (operand dim 0) leads, the lanes follow
    mod = from_text(LEAD)
    sw = _fn("windows")(_ops(mod, "stablehlo.scatter")[0].results[0])
    gw = _fn("windows")(_ops(mod, "stablehlo.gather")[0].results[0])
    assert _fn("layout")(sw) == (0, LANES) == _fn("layout")(gw)
    assert _fn("layout")(sw, (1, 1)) == (LANES,)
    assert _fn("lanes")(sw) == (2, 3) and _fn("lanes")(gw, 5) == (2, 5)
    assert _fn("cut")(sw, 1, 3, (1, 0), (1, 1)) == ((1, 1), (2, 3))


def test_layout_refuses_index_batch_dims_split_by_a_window_dim() -> None:
    text = ("func.func @main(%x: tensor<8x3xf32>) -> tensor<2x3x2xf32> {\n"
            "  %j = stablehlo.constant dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi32>\n"
            '  %0 = "stablehlo.gather"(%x, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], '
            "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, "
            "slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<2x2x1xi32>) -> tensor<2x3x2xf32>\n"
            "  return %0 : tensor<2x3x2xf32>\n}\n")
    gw = _fn("windows")(_ops(from_text(text), "stablehlo.gather")[0].results[0])
    with pytest.raises(ValueError, match="not contiguous"):
        _fn("layout")(gw)


def test_reshaped_and_sliced_build_nothing_for_a_whole_value_and_reuse_a_reshape() -> None:
    mod = from_text(_chain([1], [2], [1]))
    u = _arg(mod, 1)  # tensor<1x3xf32>
    new: list = []
    assert _fn("reshaped")(new, u, (1, 3)) is u and _fn("sliced")(new, u, ((0, 0), (1, 3))) is u
    assert new == []
    r = _fn("reshaped")(new, u, (3,))
    assert _fn("reshaped")(new, u, (3,)) is r and len(new) == 1
    s = _fn("sliced")(new, r, ((1,), (3,)))
    assert s.owner.name == "stablehlo.slice" and tuple(s.type.get_shape()) == (2,)


def test_a_discarded_built_op_leaves_no_use_behind() -> None:
    rs = load_rules("""
rule keep_x {
  match abs(%x) : $T
  rewrite {
    %unused = negate(%x)
    => add(%x, %x)
  }
}""")
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.abs %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n")
    x = _arg(mod, 0)
    rw = rs["keep_x"].apply(_ops(mod, "stablehlo.abs")[0])
    assert [o.name for o in rw.new_ops] == ["stablehlo.add"]
    assert sorted(u.operation.name for u in x.uses) == ["stablehlo.abs", "stablehlo.add", "stablehlo.add"]


# ------------------------------------------------------------------ docs examples


def test_every_forwarding_builtin_is_described_and_has_a_docs_example() -> None:
    blocks = "\n".join(re.findall(r"```rules\n(.*?)```", DOC, flags=re.DOTALL))
    for name in ("stores", "writers", "layout", "lanes", "cut", "reshaped", "sliced", "runs"):
        assert BUILTINS[name].description, name
        assert re.search(rf"\b{name}\(", blocks), name
        assert f"`{name}(" in DOC, name


def test_docs_gather_past_chain_reads_the_chains_input() -> None:
    rs = _doc_rules("gather_past_chain")
    mod = _forwards_bitwise(_chain([1, 2], [5], [0, 7, 3]), rs)
    assert _ops(mod, "stablehlo.gather")[0].operands[0] is _arg(mod, 0)   # past both stores
    assert rewrite_once(from_text(_chain([1, 2], [5], [0, 5])), rs) == 0   # row 5 was written


def test_docs_gather_one_run_of_lanes_is_one_slice_of_the_update() -> None:
    rs = _doc_rules("gather_one_run_of_lanes")
    mod = _forwards_bitwise(LEAD, rs)
    assert not _ops(mod, "stablehlo.gather") and len(_ops(mod, "stablehlo.slice")) == 1
    assert rewrite_once(from_text(LEAD.replace("[[2], [6]]", "[[6], [2]]")), rs) == 0  # lanes 2, 1


def test_docs_show_the_shipped_forward_rule() -> None:
    text = SEED.read_text()
    a = text.index("rule gather_scatter_constant_forward {")
    shipped = text[a:text.index("\n}\n", a) + 3]
    assert shipped in DOC


# ------------------------------------------------------------------ the seed rule


def test_forward_rule_names_no_hook_and_fits_twenty_lines() -> None:
    text = SEED.read_text()
    assert not re.search(r"@\w+\(", re.sub(r"#.*", "", text))
    a = text.index("rule gather_scatter_constant_forward {")
    body = text[a:text.index("\n}\n", a) + 3]
    assert len([ln for ln in body.splitlines() if ln.strip() and not ln.strip().startswith("#")]) <= 20


def test_forward_through_a_chain_is_one_slice_per_run() -> None:
    mod = _forwards_bitwise(_chain([1, 3, 5], [5, 3], [3, 5, 1, 0, 6, 7]))
    assert all(g.operands[0] is _arg(mod, 0) for g in _ops(mod, "stablehlo.gather"))
    # runs: [3, 5] lanes 1, 0 of u1 (two runs), [1] of u0, [0, 6, 7] read x
    assert len(_ops(mod, "stablehlo.concatenate")) == 1


def test_forward_of_a_scalar_update_without_lanes() -> None:
    # the update has no batch dims (one window, tensor<f32>): the old hook crashed here
    text = ("func.func @main(%x: tensor<5xf32>, %u0: tensor<f32>) -> tensor<1xf32> {\n"
            "  %i0 = stablehlo.constant dense<[1]> : tensor<1xi32>\n"
            + _store("%s0", "%x", "%i0", "%u0", "tensor<5xf32>", "tensor<1xi32>", "tensor<f32>",
                     "update_window_dims = [], inserted_window_dims = [0], "
                     "scatter_dims_to_operand_dims = [0], index_vector_dim = 0")
            + '  %0 = "stablehlo.gather"(%s0, %i0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], '
              "collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 0>, "
              "slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<1xi32>) -> tensor<1xf32>\n"
              "  return %0 : tensor<1xf32>\n}\n")
    mod = _forwards_bitwise(text)
    assert not _ops(mod, "stablehlo.gather")


def test_forward_of_a_two_dim_index_batch() -> None:
    text = ("func.func @main(%x: tensor<8x3xf32>, %u: tensor<2x2x3xf32>) -> tensor<2x2x3xf32> {\n"
            "  %i = stablehlo.constant dense<[[[1], [2]], [[4], [5]]]> : tensor<2x2x1xi32>\n"
            "  %j = stablehlo.constant dense<[[[2], [4]], [[5], [0]]]> : tensor<2x2x1xi32>\n"
            + _store("%s", "%x", "%i", "%u", "tensor<8x3xf32>", "tensor<2x2x1xi32>", "tensor<2x2x3xf32>",
                     "update_window_dims = [2], inserted_window_dims = [0], "
                     "scatter_dims_to_operand_dims = [0], index_vector_dim = 2")
            + '  %0 = "stablehlo.gather"(%s, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], '
              "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, "
              "slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<2x2x1xi32>) -> tensor<2x2x3xf32>\n"
              "  return %0 : tensor<2x2x3xf32>\n}\n")
    mod = _forwards_bitwise(text)   # window [0] reads x, the others lanes 1, 2, 3 of u
    assert [g.operands[0] for g in _ops(mod, "stablehlo.gather")] == [_arg(mod, 0)]


def test_forward_declines_a_run_that_needs_a_transpose() -> None:
    # the update holds (lane, row) but the gather reads (row, lane): lanes 0..2 in one run
    text = ("func.func @main(%x: tensor<2x8xf32>, %u: tensor<3x2xf32>) -> tensor<2x3xf32> {\n"
            "  %i = stablehlo.constant dense<[[1], [2], [3]]> : tensor<3x1xi32>\n"
            "  %j = stablehlo.constant dense<[[1], [2], [3]]> : tensor<3x1xi32>\n"
            + _store("%s", "%x", "%i", "%u", "tensor<2x8xf32>", "tensor<3x1xi32>", "tensor<3x2xf32>",
                     "update_window_dims = [1], inserted_window_dims = [1], "
                     "scatter_dims_to_operand_dims = [1], index_vector_dim = 1")
            + '  %0 = "stablehlo.gather"(%s, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], '
              "collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, "
              "slice_sizes = array<i64: 2, 1>}> : (tensor<2x8xf32>, tensor<3x1xi32>) -> tensor<2x3xf32>\n"
              "  return %0 : tensor<2x3xf32>\n}\n")
    assert rewrite_once(from_text(text), FORWARD) == 0
    # one lane per run is a reshape: forwarded
    _forwards_bitwise(text.replace("[[1], [2], [3]]> : tensor<3x1xi32>\n  %j = stablehlo.constant "
                                   "dense<[[1], [2], [3]]>",
                                   "[[1], [2], [3]]> : tensor<3x1xi32>\n  %j = stablehlo.constant "
                                   "dense<[[3], [2], [1]]>"))


def test_grid_box_and_a_window_set_batch() -> None:
    gb = _fn("grid_box")
    assert gb((23, 24, 25, 33, 34, 35), (10, 10), (2, 3)) == ((2, 3), (4, 6))
    assert gb((23, 25), (10, 10), (2, 1)) == ()            # not a box
    assert gb((24, 23), (10, 10), (1, 2)) == ()            # a box, in the wrong order
    assert gb((3, 4), (5,), (2,)) == ((3,), (5,))
    mod = from_text(LEAD)
    assert _fn("windows")(_ops(mod, "stablehlo.scatter")[0].results[0]).get("batch") == (3,)


def _lane_grid(j: list[list[int]]) -> str:
    """x: 2x16; a store of lanes 0..15 as a 4x4 index batch (update 2x4x4, the window dim
    leading); a gather of a 2x2 index batch ``j``."""
    return ("func.func @main(%x: tensor<2x16xf32>, %u: tensor<2x4x4xf32>) -> tensor<2x2x2xf32> {\n"
            f"  %i = stablehlo.constant dense<{np.arange(16).reshape(4, 4, 1).tolist()}> : tensor<4x4x1xi32>\n"
            f"  %j = stablehlo.constant dense<{[[[v] for v in r] for r in j]}> : tensor<2x2x1xi32>\n"
            + _store("%s", "%x", "%i", "%u", "tensor<2x16xf32>", "tensor<4x4x1xi32>", "tensor<2x4x4xf32>",
                     "update_window_dims = [0], inserted_window_dims = [1], "
                     "scatter_dims_to_operand_dims = [1], index_vector_dim = 2")
            + '  %0 = "stablehlo.gather"(%s, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], '
              "collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, "
              "slice_sizes = array<i64: 2, 1>}> : (tensor<2x16xf32>, tensor<2x2x1xi32>) -> tensor<2x2x2xf32>\n"
              "  return %0 : tensor<2x2x2xf32>\n}\n")


def test_forward_reads_a_box_of_lanes_as_one_slice() -> None:
    # lanes 5, 6, 9, 10 are the box [1:3, 1:3] of the store's 4x4 index batch
    mod = _forwards_bitwise(_lane_grid([[5, 6], [9, 10]]))
    assert [o.name for o in mod.walk() if o.name in ("stablehlo.slice", "stablehlo.reshape",
                                                       "stablehlo.concatenate", "stablehlo.gather")] == [
        "stablehlo.slice"]
    # lanes 5, 7, 9, 11: no box: runs of the flattened lanes, concatenated
    mod = _forwards_bitwise(_lane_grid([[5, 7], [9, 11]]))
    assert len(_ops(mod, "stablehlo.concatenate")) == 1 and not _ops(mod, "stablehlo.gather")


def test_affine_points_are_the_row_major_grid_of_start_plus_steps() -> None:
    # the comprehension the strided/grid rules spelled out before affine_points:
    # [[s0[c] + sum(S[k][c] * mod(j // prod(b[k + 1:]), b[k]) for k) for c] for j in range(prod(b))]
    import math

    from hypothesis import given, settings
    from hypothesis import strategies as st

    fn = BUILTINS["affine_points"].fn

    @settings(max_examples=200, deadline=None)
    @given(st.integers(0, 3).flatmap(lambda r: st.tuples(
        st.lists(st.integers(-9, 9), min_size=r, max_size=r),
        st.lists(st.tuples(st.integers(0, 4), st.lists(st.integers(-3, 3), min_size=r, max_size=r)),
                 max_size=3))))
    def check(case) -> None:
        s0, dims = case
        b = [n for n, _ in dims]
        S = [s for _, s in dims]
        want = [[s0[c] + sum(S[k][c] * ((j // math.prod(b[k + 1:])) % b[k]) for k in range(len(b)))
                 for c in range(len(s0))] for j in range(math.prod(b))]
        got = fn(tuple(s0), tuple(map(tuple, S)), tuple(b))
        assert got.shape == (math.prod(b), len(s0)) and got.tolist() == want

    check()
    with pytest.raises(ValueError):
        fn((0, 0), ((1, 0),), (2, 3))  # one step for a grid of two dims


def test_box_and_is_box_agree_with_the_index_list_of_the_true_elements() -> None:
    rng = np.random.default_rng(7)
    box, is_box = BUILTINS["box"].fn, BUILTINS["is_box"].fn
    for _ in range(500):
        shp = tuple(int(n) for n in rng.integers(1, 5, size=int(rng.integers(1, 4))))
        m = rng.random(shp) < rng.random()
        if rng.random() < 0.3:  # a filled box
            m = np.zeros(shp, bool)
            m[tuple(slice(int(rng.integers(0, n)), n) for n in shp)] = True
        if rng.random() < 0.5:  # read-only masks (in_bounds' memo) are remembered: ask twice
            m.setflags(write=False)
        idx = np.argwhere(m)
        for _ in range(2):
            if idx.size == 0:
                with pytest.raises(ValueError):
                    box(m)
                assert is_box(m) is False
                continue
            lo, hi = tuple(idx.min(axis=0).tolist()), tuple((idx.max(axis=0) + 1).tolist())
            assert box(m) == (lo, hi)
            assert is_box(m) == bool(m[tuple(slice(a, b) for a, b in zip(lo, hi))].all())
    with pytest.raises(ValueError):
        box(np.array(True))  # a scalar mask has no box


def test_box_of_a_read_only_view_of_a_writable_mask_is_not_remembered() -> None:
    box = BUILTINS["box"].fn
    base = np.zeros(6, bool)
    base[1] = True
    view = base.reshape(2, 3)
    view.setflags(write=False)  # read-only, but its base can still change
    assert box(view) == ((0, 1), (1, 2))
    base[5] = True
    assert box(view) == ((0, 1), (2, 3))
