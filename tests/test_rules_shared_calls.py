"""A builtin call a rule makes again (the same text) is computed once, where that gives the
same value: rules/compiler.py, ``_Gen.share``."""

from __future__ import annotations

import dataclasses

import pytest
from driven import rewrite_once

from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules
from hlorules.rules.builtins import BUILTINS

TWO_ADDS = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  %1 = stablehlo.add %x, %x : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
"""


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[object]:
    """Replace builtin ``name`` by one that records each call (before rules compile)."""
    calls: list[object] = []
    orig = BUILTINS[name]

    def fn(*args: object) -> object:
        calls.append(args)
        return orig.fn(*args)

    monkeypatch.setitem(BUILTINS, name, dataclasses.replace(orig, fn=fn))
    return calls


def test_a_call_in_a_where_clause_and_the_rewrite_runs_once_per_match(monkeypatch) -> None:
    calls = _counting(monkeypatch, "twin")
    rs = load_rules("""
rule cse_add {
  match add(_, _) as %r
  where twin(%r) != %r
  rewrite twin(%r)
}""")
    mod = from_text(TWO_ADDS)
    assert rewrite_once(mod, rs) == 1
    assert "%0, %0" in to_text(mod)  # the second add is the first one
    # one call per add visited: the first (no twin), the second (a twin, reused by rewrite)
    assert len(calls) == 2


def test_a_call_on_the_untaken_side_of_and_is_not_made(monkeypatch) -> None:
    calls = _counting(monkeypatch, "twin")
    rs = load_rules("""
rule cse_add_rank9 {
  match add(_, _) as %r
  where rank(%r) == 9 and twin(%r) != %r
  rewrite twin(%r)
}""")
    mod = from_text(TWO_ADDS)
    assert rewrite_once(mod, rs) == 0
    assert calls == []


def test_a_use_count_is_read_again_after_the_rewrite_builds_a_user() -> None:
    # has_one_use(%x) holds in the clause; once abs(%x) is built, %x has two uses
    rs = load_rules("""
rule negate_of_single_use {
  match negate(%x) as %r
  where has_one_use(%x)
  rewrite { %y = abs(%x) : type(%x) => if has_one_use(%x) then %y else negate(%y) : type(%x) }
}""")
    mod = from_text("""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
""")
    assert rewrite_once(mod, rs, cap=1) == 1  # the negate it builds matches again
    text = to_text(mod)
    assert "stablehlo.abs" in text and "stablehlo.negate" in text
