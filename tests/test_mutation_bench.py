"""bench/mutation.py's mutant maker: sites, comments, strengthening, the reviewed list."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from hlorules.rules import parse_rules

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("mutation_bench", ROOT / "bench" / "mutation.py")
mutation = importlib.util.module_from_spec(_spec)
assert _spec.loader is not None
sys.modules["mutation_bench"] = mutation  # dataclasses look their module up
_spec.loader.exec_module(mutation)

SHIPPED = sorted((ROOT / "rulebooks").glob("*.rules"))


def _all_mutants():
    for f in SHIPPED:
        for model in parse_rules(f.read_text(), str(f)):
            yield model, mutation.mutants_of(model)


def test_at_least_fifty_mutants_each_with_a_unique_site():
    total = 0
    for model, mutants in _all_mutants():
        keys = [(m.operator, m.site) for m in mutants]
        assert len(keys) == len(set(keys)), model.name
        total += len(mutants)
    assert total >= 50


def test_no_mutant_edits_a_comment():
    for model, mutants in _all_mutants():
        comments = [ln.split("#", 1)[1] for ln in model.text.splitlines() if "#" in ln]
        for m in mutants:
            mutated = [ln.split("#", 1)[1] for ln in m.text.splitlines() if "#" in ln]
            assert mutated == comments, (model.name, m.operator, m.site)


def test_strengthening_is_recognised_only_in_positive_where_positions():
    code = "rule r { match slice(%x) where all($s >= $lo), not ($a >= $b) let $c = $a >= 1 }"
    at = [i for i in range(len(code)) if code.startswith(">=", i)]
    assert mutation._strengthens(code, at[0], ">=")        # inside all(): monotone
    assert not mutation._strengthens(code, at[1], ">=")    # under not
    assert not mutation._strengthens(code, at[2], ">=")    # in a let
    assert not mutation._strengthens(code, at[0], "==")


def test_every_reviewed_exclusion_names_a_mutant_and_says_which_kind():
    listed = mutation._equivalents(ROOT / "bench" / "mutation_equivalent.txt")
    have = {(m.rule, m.operator, m.site) for _, ms in _all_mutants() for m in ms}
    assert listed and not set(listed) - have, sorted(set(listed) - have)
    assert all(why.startswith(("equivalent:", "untestable:")) for why in listed.values())
