"""The AST-interpreting matcher (``rules/interpret.py``) agrees with the compiled one.

On every op of the bundled examples and of a generated 2k-op module, for every rule that
can root at the op, ``interpret_match(rule.model, op) is None`` iff ``rule.match(op) is
None``, and on a match both give the same bindings.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hlorules.lowering.importer import from_jax, from_text
from hlorules.rules import load_rules, runtime
from hlorules.rules.interpret import interpret_match

from hlorules.examples import EXAMPLES

REPO = Path(__file__).resolve().parent.parent
BOOKS = ["seed", "simplify", "fold"]

# Inline rules for features the rulebooks use little: commutative backtracking into later
# checks, alternatives, any-op, trait and prefix roots, discardable attributes, repeated
# bindings, a middle rest, enums, let/if/slices.
EXTRA = """
rule comm_back { match multiply(%a, %b) where is_constant(%b) rewrite %a }
rule comm_nested { match add(multiply(%a, %b), %b) where is_constant(%a) rewrite %b }
rule alt_typed { match (add | subtract | multiply)(_, %y : $T) as %r
                 where rank($T) >= 1 and num_uses(%r) > 0 rewrite %y }
rule same_twice { match add(%x, %x) rewrite %x }
rule rest_mid { match concatenate(%f, %rest..., %l) {dimension = $d}
                let $n = len(%rest) where $n >= 0 and $d == 0 rewrite %f }
rule region_add { match scatter(%x, %i, %u) body(%a, %b) { return(add(%b, %a)) } rewrite %x }
rule region_set { match scatter(%x, %i, %u) body(_, %b) { return(%b) } rewrite %x }
rule any_const { match *(constant(), %y) as %r rewrite %y }
rule strides_one { match slice(%x) {strides = [1, 1]} rewrite %x }
rule cmp_lt { match compare(%a, %b) {comparison_direction = LT} rewrite %a }
rule trait_comm { match *[Elementwise, Commutative](%a, constant()) as %r rewrite %a }
rule prefix_two { match stablehlo.*(_, %y) rewrite %y }
rule marked { match *(_...) {enzymexla.* = _, my.k = $k} as %r rewrite %r }
rule perm_if { match transpose(%x) {permutation = $p}
               let $q = if len($p) == 2 then $p[1] else 0
               where $q == 0 or $p[0:1] == [1] rewrite %x }
"""


@pytest.fixture(scope="module")
def modules() -> list[tuple[str, Any]]:
    sys.path.insert(0, str(REPO / "bench"))
    try:
        from engine import generate  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(REPO / "bench"))
    mods = [("generate(2000)", from_text(generate(2000)))]
    for e in EXAMPLES:
        mods.append((e.name, from_jax(e.fn, *e.make_args(np.random.default_rng(0)))))
    return mods


def _dsl_rules(rs: Any) -> list[Any]:
    """The rules with a DSL model (every rule of a rule file)."""
    out = []
    for r in rs.values():
        if hasattr(r, "model") and hasattr(r, "match"):
            out.append(r)
    return out


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(a, b))
    return runtime.eq(a, b)


def _compare(rules: list[Any], modules: list[tuple[str, Any]]) -> dict[str, int]:
    stats = {"attempts": 0, "matches": 0, "skipped_rules": 0}
    skipped: set[str] = set()
    bad: list[str] = []
    for mname, mod in modules:
        for op in mod.walk():
            for r in rules:
                if r.name in skipped or (r.roots and op.name not in r.roots):
                    continue
                try:
                    got = interpret_match(r.model, op)
                except NotImplementedError:
                    skipped.add(r.name)
                    continue
                want = r.match(op)
                stats["attempts"] += 1
                if (got is None) != (want is None):
                    bad.append(f"{r.name} on {op.name} in {mname}: compiled "
                               f"{'no match' if want is None else 'match'}, interpreted "
                               f"{'no match' if got is None else 'match'}")
                elif want is not None:
                    stats["matches"] += 1
                    assert got is not None
                    if list(got) != list(want) or not all(_same(got[k], want[k]) for k in want):
                        bad.append(f"{r.name} on {op.name} in {mname}: bindings differ")
    stats["skipped_rules"] = len(skipped)
    if skipped:
        print(f"skipped (NotImplementedError): {sorted(skipped)}")
    assert not bad, "\n".join(bad[:20])
    return stats


@pytest.mark.parametrize("book", BOOKS)
def test_interpreter_agrees_with_compiled(book: str, modules: list[tuple[str, Any]]) -> None:
    rules = _dsl_rules(load_rules(REPO / "rulebooks" / f"{book}.rules"))
    assert rules
    stats = _compare(rules, modules)
    print(book, len(rules), "rules", stats)
    assert stats["attempts"] > 0 and stats["matches"] > 0


def test_interpreter_agrees_on_inline_rules(modules: list[tuple[str, Any]]) -> None:
    rules = _dsl_rules(load_rules(EXTRA, "extra.rules"))
    stats = _compare(rules, modules)
    print("inline", len(rules), "rules", stats)
    assert stats["skipped_rules"] == 0 and stats["matches"] > 0


def test_commutative_backtracking_small() -> None:
    m = from_text("""func.func @main(%x: tensor<8xi32>) -> tensor<8xi32> {
  %c = stablehlo.constant dense<1> : tensor<8xi32>
  %0 = stablehlo.multiply %c, %x : tensor<8xi32>
  %1 = stablehlo.add %x, %0 : tensor<8xi32>
  return %1 : tensor<8xi32>
}""")
    rs = load_rules(EXTRA, "extra.rules")
    ops = {o.name: o for o in m.walk()}
    c = ops["stablehlo.constant"].results[0]
    got = interpret_match(rs["comm_back"].model, ops["stablehlo.multiply"])
    assert got is not None and got["%b"] is c
    got2 = interpret_match(rs["comm_nested"].model, ops["stablehlo.add"])
    assert got2 is not None and got2["%a"] is c
    assert interpret_match(rs["same_twice"].model, ops["stablehlo.add"]) is None
