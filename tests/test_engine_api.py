"""``hlorules.apply`` and ``hlorules.jit``, the inliner, traces."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from engine_data.pyrules import AddSelf, NegNeg, SliceIota, SliceTranspose, registry

import hlorules
from hlorules.base.errors import HloRulesError
from hlorules.engine import Trace, inline_calls
from hlorules.engine.rulebook import load_book
from hlorules.engine.schedule import Phase, Seq
from hlorules.lowering import exporter, importer, xla

DATA = Path(__file__).resolve().parent / "engine_data"
BOOK = DATA / "simple.book"


def _where_cumsum(x: Any) -> Any:
    return jnp.where(x > 0, x, 0.0).cumsum() + x.T[1:3, :].sum()


def test_apply_takes_a_path_a_book_or_a_schedule() -> None:
    for rulebook in (BOOK, str(BOOK), load_book(BOOK)):
        m = importer.from_file(DATA / "input.mlir")
        out, tr = hlorules.apply(m, rulebook)
        assert out is m  # in place, and returned
        assert tr.fired() == {"slice_iota": 1, "slice_transpose": 1}
    m = importer.from_file(DATA / "input.mlir")
    sched = Seq((Phase("only", (SliceIota(),)),))
    _, tr = hlorules.apply(m, sched)
    assert tr.fired() == {"slice_iota": 1}


def test_apply_with_explicit_rules_overrides_the_books_files() -> None:
    m = importer.from_file(DATA / "input.mlir")
    _, tr = hlorules.apply(m, BOOK, registry(SliceIota(), SliceTranspose()))
    assert tr.rules["slice_iota"].location.startswith("tests/engine_data/pyrules.py")


def test_trace_events_and_json_lines() -> None:
    m = importer.from_file(DATA / "input.mlir")
    buf = io.StringIO()
    _, tr = hlorules.apply(m, BOOK, events=True, event_file=buf)
    assert [e.rule for e in tr.events] == [json.loads(line)["rule"]
                                           for line in buf.getvalue().splitlines()]
    ev = tr.events[0]
    assert ev.phase == "cut" and ev.sweep == 1 and ev.index == 1
    assert ev.op in ("stablehlo.slice",)
    d = tr.to_dict()
    assert {p["name"] for p in d["phases"]} == {"cut", "main"}
    assert d["phases"][0]["ops_before"] >= d["phases"][0]["ops_after"] - 4
    text = tr.summary()
    assert "slice_iota" in text and "cut" in text
    out = io.StringIO()
    tr.write_events(out)
    assert out.getvalue() == buf.getvalue()


def test_trace_can_be_passed_in_and_accumulates() -> None:
    tr = Trace()
    for _ in range(2):
        hlorules.apply(importer.from_file(DATA / "input.mlir"), BOOK, trace=tr)
    assert tr.rules["slice_iota"].rewrites == 2
    assert len(tr.phases) == 4


def test_inline_calls_inlines_jax_private_functions_and_removes_them() -> None:
    x = np.random.default_rng(0).standard_normal((4, 4)).astype(np.float32)
    m = importer.from_jax(_where_cumsum, x)
    before = exporter.to_text(m)
    assert "func.call" in before
    n = inline_calls(m)
    assert n == 3  # _where, cumsum, and cumsum_0 inside cumsum
    m.verify()
    after = exporter.to_text(m)
    assert "func.call" not in after
    assert after.count('"func.func"') == 1
    np.testing.assert_array_equal(xla.run(before, x)[0], xla.run(m, x)[0])


def test_inline_keeps_public_and_still_called_functions() -> None:
    txt = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @other(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @unused(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}"""
    m = importer.from_text(txt)
    assert inline_calls(m) == 1
    text = exporter.to_text(m)
    assert "@helper" not in text and "@unused" not in text and '"other"' in text
    m.verify()


def test_apply_inlines_by_default_and_can_be_told_not_to() -> None:
    x = np.ones((4, 4), np.float32)
    sched = Seq((Phase("p", (NegNeg(),)),))
    m, tr = hlorules.apply(importer.from_jax(_where_cumsum, x), sched)
    assert tr.inlined_calls == 3 and "func.call" not in exporter.to_text(m)
    m, tr = hlorules.apply(importer.from_jax(_where_cumsum, x), sched, inline=False)
    assert tr.inlined_calls == 0 and "func.call" in exporter.to_text(m)


def test_book_option_inline_false_is_honoured(tmp_path: Path) -> None:
    book = tmp_path / "b.book"
    book.write_text('set inline = false\nphase p { neg_neg }\n')
    x = np.ones((4, 4), np.float32)
    _m, tr = hlorules.apply(importer.from_jax(_where_cumsum, x), book, registry(NegNeg()))
    assert tr.inlined_calls == 0


def test_jit_matches_jax_jit_with_pytree_outputs() -> None:
    def f(x: Any, y: Any) -> Any:
        i = jnp.arange(24, dtype=jnp.int32)
        return {"a": x.T[1:3, :] + (y + y)[:4], "b": (i[2:14:2], jnp.where(y > 0, y, 0.0))}

    rules = registry(AddSelf(), SliceIota(), SliceTranspose())
    sched = Seq((Phase("p", tuple(rules.values())),))
    g = hlorules.jit(f, rulebook=sched)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 4)).astype(np.float32)
    y = rng.standard_normal(4).astype(np.float32)
    got = g(x, y)
    want = jax.jit(f)(x, y)
    assert jax.tree_util.tree_structure(got) == jax.tree_util.tree_structure(want)
    for u, v in zip(jax.tree_util.tree_leaves(got), jax.tree_util.tree_leaves(want), strict=True):
        np.testing.assert_array_equal(np.asarray(u), np.asarray(v))
    assert g.trace(x, y).fired().keys() >= {"add_self", "slice_iota", "slice_transpose"}
    assert "stablehlo.multiply" in exporter.to_text(g.module(x, y))
    # cached per shapes/dtypes: a second call reuses the compiled module
    assert g.module(x * 2, y) is g.module(x, y)


def test_jit_as_a_decorator_and_with_a_book() -> None:
    @hlorules.jit(rulebook=BOOK)
    def f(y: Any) -> Any:
        return y.T[2:6, 0:4] + jnp.arange(24, dtype=jnp.int32)[3:15:2][:4].astype(jnp.float32)

    y = np.random.default_rng(1).standard_normal((8, 16)).astype(np.float32)
    np.testing.assert_array_equal(np.asarray(f(y)), np.asarray(jax.jit(f.__wrapped__)(y)))
    assert f.trace(y).fired()


def test_missing_rule_file_is_an_error_at_the_include_line(tmp_path: Path) -> None:
    with pytest.raises(HloRulesError, match="cannot find rule file") as info:
        hlorules.apply(importer.from_file(DATA / "input.mlir"), DATA / "missing_rules.book")
    at = info.value.location
    assert at is not None and at.file.endswith("missing_rules.book")
    assert info.value.source_line is not None and info.value.source_line.startswith("include")


def test_inline_keeps_a_private_function_named_inside_an_attribute_and_drops_chains() -> None:
    # @kept is only named inside an array attribute of a custom_call (the same attribute
    # object on two ops); @dead is referenced only from @dead_caller, itself unreferenced
    txt = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @foo(%x) {called_computations = [@kept]} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @foo(%0) {called_computations = [@kept]} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @dead_caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @foo(%x) {called_computations = [@dead]} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @dead(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}"""
    m = importer.from_text(txt)
    assert inline_calls(m) == 0
    text = exporter.to_text(m)
    assert '"kept"' in text and "dead" not in text
    m.verify()
