"""bench/mutation_merge.py: one score from per-rule runs, re-scored against today's rules
and exclusion list."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

from hlorules.rules import parse_rules

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("mutation_merge", ROOT / "bench" / "mutation_merge.py")
merge = importlib.util.module_from_spec(_spec)
assert _spec.loader is not None
sys.modules["mutation_merge"] = merge
_spec.loader.exec_module(merge)

RULES = """\
rule keep_transpose {
  match transpose(%x) {permutation = $p}
  where $p == range(rank(%x))
  where rank(%x) >= 1
  rewrite %x
}

rule keep_reshape {
  match reshape(%x : $T) : $T
  where is_static($T)
  rewrite %x
}
"""

def _result(path: Path, rules_text: str, outcomes: dict[str, list[str]],
            skipped: list[str] = ()) -> Path:
    """A bench/mutation.py JSON file whose mutants of each named rule got ``outcomes``."""
    detail = []
    for model in parse_rules(rules_text, "r.rules"):
        if model.name not in outcomes:
            continue
        live = merge.live_mutants(model)
        assert len(live) == len(outcomes[model.name]), (model.name, sorted(live))
        for (op, site), outcome in zip(sorted(live), outcomes[model.name]):
            detail.append({"rule": model.name, "operator": op, "site": site,
                           "text": live[(op, site)], "outcome": outcome, "why": ""})
    path.write_text(json.dumps({"seeds": [{"seed": 0, "detail": detail,
                                           "skipped": list(skipped)}]}))
    return path


def _rows(tmp_path: Path, *results: Path, equivalent: str = "", rules: str = RULES) -> str:
    (tmp_path / "r.rules").write_text(rules)
    (tmp_path / "eq.txt").write_text(equivalent)
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert merge.main([*map(str, results), "--files", str(tmp_path / "r.rules"),
                           "--equivalent", str(tmp_path / "eq.txt")]) == 0
    return out.getvalue()


def _n_mutants(name: str, text: str = RULES) -> int:
    return len(merge.live_mutants(next(m for m in parse_rules(text, "r") if m.name == name)))


def test_the_later_result_of_a_rule_replaces_the_earlier_one(tmp_path):
    n = _n_mutants("keep_reshape")
    a = _result(tmp_path / "a.json", RULES, {"keep_reshape": ["survived"] * n})
    b = _result(tmp_path / "b.json", RULES, {"keep_reshape": ["killed"] * n})
    text = _rows(tmp_path, a, b)
    assert f"r.rules: 100.0% ({n}/{n})" in text
    text = _rows(tmp_path, b, a)
    assert f"r.rules: 0.0% (0/{n})" in text


def test_a_survivor_listed_since_the_run_counts_as_excluded(tmp_path):
    n = _n_mutants("keep_transpose")
    a = _result(tmp_path / "a.json", RULES, {"keep_transpose": ["survived"] + ["killed"] * (n - 1)})
    model = next(m for m in parse_rules(RULES, "r") if m.name == "keep_transpose")
    op, site = min(merge.live_mutants(model))
    text = _rows(tmp_path, a, equivalent=f"keep_transpose | {op} | {site} | equivalent: test\n")
    assert f"({n - 1}/{n - 1})" in text and "survived 0" in text
    assert f"({n - 1}/{n})" in _rows(tmp_path, a)


def test_a_rule_whose_text_changed_since_the_run_is_stale_and_not_scored(tmp_path):
    n = _n_mutants("keep_transpose")
    a = _result(tmp_path / "a.json", RULES, {"keep_transpose": ["killed"] * n})
    changed = RULES.replace("rank(%x) >= 1", "rank(%x) >= 2")
    text = _rows(tmp_path, a, rules=changed)
    assert "keep_transpose: stale (the rule changed since a.json)" in text
    assert "over 0 measured rules of 2" in text


def test_rules_without_a_result_or_skipped_in_the_run_are_listed_outside_the_score(tmp_path):
    a = _result(tmp_path / "a.json", RULES, {}, skipped=["keep_reshape: could-not-generate"])
    text = _rows(tmp_path, a)
    assert "keep_reshape: skipped (could-not-generate)" in text
    assert "keep_transpose: not measured" in text


def _split(path: Path, part: Path, keep: slice) -> Path:
    """``part``: the result file ``path`` with only the mutants ``keep`` selects."""
    data = json.loads(path.read_text())
    data["seeds"][0]["detail"] = data["seeds"][0]["detail"][keep]
    part.write_text(json.dumps(data))
    return part


def test_a_rule_run_in_parts_is_assembled_mutant_by_mutant_and_a_part_alone_is_incomplete(
        tmp_path):
    n = _n_mutants("keep_transpose")
    whole = _result(tmp_path / "whole.json", RULES,
                    {"keep_transpose": ["killed"] * (n - 1) + ["survived"]})
    first = _split(whole, tmp_path / "first.json", slice(0, 2))
    rest = _split(whole, tmp_path / "rest.json", slice(2, None))
    text = _rows(tmp_path, first, rest)
    assert f"r.rules: {100 * (n - 1) / n:.1f}% ({n - 1}/{n})" in text
    assert "first.json + rest.json" in text
    text = _rows(tmp_path, first)
    assert f"keep_transpose: incomplete (2 of {n} mutants recorded)" in text
    # a later record of the same mutant replaces the earlier one, the others stay
    fixed = _result(tmp_path / "fixed.json", RULES, {"keep_transpose": ["killed"] * n})
    assert f"({n}/{n})" in _rows(tmp_path, whole, _split(fixed, tmp_path / "last.json",
                                                         slice(n - 1, None)))


def test_records_of_an_older_rule_text_in_an_earlier_file_are_dropped(tmp_path):
    old = RULES.replace("rank(%x) >= 1", "rank(%x) >= 1, rank(%x) <= 8")
    n_old, n = _n_mutants("keep_transpose", old), _n_mutants("keep_transpose")
    a = _result(tmp_path / "a.json", old, {"keep_transpose": ["survived"] * n_old})
    b = _result(tmp_path / "b.json", RULES, {"keep_transpose": ["killed"] * n})
    assert f"r.rules: 100.0% ({n}/{n})" in _rows(tmp_path, a, b)
