"""bench/mutation_recheck.py: the survivors of recorded mutation runs, checked again at a
larger budget, merged back into one score."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import sys
from pathlib import Path

from hlorules.rules import parse_rules

ROOT = Path(__file__).resolve().parent.parent


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


merge = _load("mutation_merge")
recheck = _load("mutation_recheck")

# dropping the where clause makes a wrong rule: a transpose that permutes is not its operand
RULES = """\
rule keep_transpose {
  match transpose(%x) {permutation = $p}
  where $p == range(rank(%x))
  rewrite %x
}
"""


def _result(path: Path, outcomes: dict[str, str]) -> Path:
    """A recorded run: every live mutant of keep_transpose, with the outcome ``outcomes``
    gives its operator (default killed)."""
    model = next(iter(parse_rules(RULES, "r.rules")))
    detail = [{"rule": model.name, "operator": op, "site": site, "text": text,
               "outcome": outcomes.get(op, "killed"), "why": ""}
              for (op, site), text in sorted(merge.live_mutants(model).items())]
    path.write_text(json.dumps({"seeds": [{"seed": 0, "detail": detail, "skipped": []}]}))
    return path


def _quiet(fn, *args) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert fn(*args) == 0
    return out.getvalue()


def test_only_survivors_and_the_sampled_killed_mutants_are_rechecked(tmp_path):
    (tmp_path / "r.rules").write_text(RULES)
    rec = _result(tmp_path / "rec.json", {"drop-where": "survived"})
    n_killed = sum(1 for m in json.loads(rec.read_text())["seeds"][0]["detail"]
                   if m["outcome"] == "killed")
    got = recheck.candidates([rec], 0, [tmp_path / "r.rules"], {})
    assert [m["operator"] for m, _, _ in got] == ["drop-where"]
    got = recheck.candidates([rec], 0, [tmp_path / "r.rules"], {}, {"killed": 1})
    assert len(got) == 2 and got[1][0]["outcome"] == "killed"
    got = recheck.candidates([rec], 0, [tmp_path / "r.rules"], {},
                               {"killed": recheck.ALL})
    assert len(got) == 1 + n_killed
    only = recheck.candidates([rec], 0, [tmp_path / "r.rules"], {}, {"killed": 1}, False)
    assert [m["outcome"] for m, _, _ in only] == ["killed"]
    # a survivor listed as excluded today is not rechecked; another seed has no records
    listed = {("keep_transpose", "drop-where", got[0][0]["site"]): "equivalent: test"}
    assert recheck.candidates([rec], 0, [tmp_path / "r.rules"], listed) == []
    assert recheck.candidates([rec], 1, [tmp_path / "r.rules"], {}) == []


def test_a_survivor_killed_at_the_larger_budget_is_merged_as_killed(tmp_path):
    (tmp_path / "r.rules").write_text(RULES)
    (tmp_path / "eq.txt").write_text("")
    rec = _result(tmp_path / "rec.json", {"drop-where": "survived"})
    out = tmp_path / "out.json"
    log = _quiet(recheck.main, [str(rec), "--seeds", "0", "--programs", "4",
                                "--files", str(tmp_path / "r.rules"),
                                "--equivalent", str(tmp_path / "eq.txt"), "--json", str(out)])
    assert "seed 0: survived -> killed: 1" in log
    other = _quiet(recheck.main, [str(rec), "--seeds", "0", "--programs", "4", "--rule", "other",
                                  "--files", str(tmp_path / "r.rules"), "--equivalent",
                                  str(tmp_path / "eq.txt"), "--json", str(tmp_path / "o.json")])
    assert "re-checked 0 mutants" in other
    again = _quiet(recheck.main, [str(rec), "--seeds", "0", "--programs", "4", "--done", str(out),
                                  "--files", str(tmp_path / "r.rules"), "--equivalent",
                                  str(tmp_path / "eq.txt"), "--json", str(tmp_path / "a.json")])
    assert "re-checked 0 mutants" in again
    (done,) = json.loads(out.read_text())["seeds"][0]["detail"]
    assert done["outcome"] == "killed" and done["rechecked_from"] == "survived"
    args = ["--files", str(tmp_path / "r.rules"), "--equivalent", str(tmp_path / "eq.txt")]
    n = len(json.loads(rec.read_text())["seeds"][0]["detail"])
    assert f"({n - 1}/{n})" in _quiet(merge.main, [str(rec), *args])
    assert f"({n}/{n})" in _quiet(merge.main, [str(rec), str(out), *args])
