"""bench/mutation.py's mutant maker: sites, comments, strengthening, the reviewed list."""

from __future__ import annotations

import importlib.util
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

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


# ---------------------------------------------------------------- seeds, jobs, the merge

ADD_ZERO = """
rule add_zero_int {
  match add(%x, constant() as %c)
  where is_integer(%c), is_splat(%c), splat_value(%c) == 0
  rewrite %x
}
"""


def test_seeds_accept_lists_ranges_and_mixes_in_order_without_repeats():
    assert mutation.parse_seeds("0,1,2,3,4") == [0, 1, 2, 3, 4]
    assert mutation.parse_seeds("0-4") == mutation.parse_seeds("0..4") == [0, 1, 2, 3, 4]
    assert mutation.parse_seeds("3, 0-1,3") == [3, 0, 1]
    for bad in ("", "a", "4-2", "1,,2", "-1"):
        with pytest.raises(ValueError):
            mutation.parse_seeds(bad)


@pytest.mark.parametrize("argv", [["--jobs", "0"], ["--jobs", "x"], ["--seeds", "4-2"],
                                  ["--seeds", "a"], ["/no/such/file.rules"],
                                  [str(SHIPPED[0]), "--rule", "no_such_rule"]])
def test_bad_arguments_are_a_usage_error_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as e:
        mutation.main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and "Traceback" not in err


def _mu(rule, site, outcome, beyond=""):
    return mutation.Mutant(rule, "cmp", site, "", outcome, outcome in ("killed", "dead"),
                           why="because" if outcome == "excluded" else "", beyond=beyond)


def test_report_gives_each_seed_its_score_then_the_median_and_survivors_per_seed():
    runs = [mutation.SeedResult(0, [_mu("r", "a", "killed"), _mu("r", "b", "survived", "2 of 5"),
                                    _mu("r", "c", "excluded"), _mu("r", "d", "dead")], 1, []),
            mutation.SeedResult(1, [_mu("r", "a", "killed"), _mu("r", "b", "killed"),
                                    _mu("r", "c", "excluded"), _mu("r", "d", "dead")], 1, []),
            mutation.SeedResult(2, [_mu("r", "a", "survived", "0 of 4"),
                                    _mu("r", "b", "survived", "1 of 4"),
                                    _mu("r", "c", "excluded"), _mu("r", "d", "killed")], 1,
                                ["q: could-not-generate"])]
    assert [r.score() for r in runs] == [2 / 3, 1.0, 1 / 3]
    assert mutation.median_score(runs) == 2 / 3
    text = mutation.report(runs)
    assert "| 0 | 4 (1) | 1 | 1 | 1 | 1 | 66.7% (2/3) |" in text
    assert "| 2 | 4 (1) | 1 | 0 | 1 | 2 | 33.3% (1/3) |" in text
    assert "median mutation score over seeds 0, 1, 2: 66.7%" in text
    assert text.count("excluded: r cmp c: because") == 1  # listed once, not per seed
    assert "seed 0: survivor: r cmp b (fires where the rule does not on 2 of 5)" in text
    assert "seed 2: survivor: r cmp a (fires where the rule does not on 0 of 4)" in text
    assert "seed 1: survivor" not in text
    assert "seed 2: skipped (unmutated rule not verified or weak): q: could-not-generate" in text


def test_worker_processes_return_results_in_task_order():
    tasks = [-5, 3, -1, 0, -7, 2]
    with mutation._Runner(2) as runner:
        assert list(runner.map(abs, tasks)) == [5, 3, 1, 0, 7, 2]
        assert runner.pool is not None  # worker processes, not this one
        assert list(runner.map(str, tasks)) == [str(t) for t in tasks]  # the pool is reused
    with mutation._Runner(1) as serial:
        assert list(serial.map(abs, tasks)) == [5, 3, 1, 0, 7, 2] and serial.pool is None


def test_a_worker_that_dies_stops_the_run_instead_of_hanging():
    with mutation._Runner(2) as runner, pytest.raises(mutation.BrokenProcessPool):
        list(runner.map(os._exit, [3, 4, 5]))


# The two runs below check real rules in subprocesses: minutes on a loaded machine.
def _bench(tmp_path, *args):
    out = tmp_path / f"out{len(list(tmp_path.iterdir()))}.json"
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "mutation.py"), *args,
                        "--json", str(out)], capture_output=True, text=True, timeout=1200,
                       check=False)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(out.read_text()), r.stdout


@pytest.mark.slow
def test_two_jobs_give_the_serial_results_per_seed_in_the_same_order(tmp_path):
    rules = tmp_path / "add_zero.rules"
    rules.write_text(ADD_ZERO)
    eq = tmp_path / "eq.txt"
    eq.write_text("add_zero_int | drop-where | is_splat(%c) | equivalent: splat_value() fails "
                  "on a non-splat constant\n")
    common = [str(rules), "--seeds", "0,1", "--programs", "3", "--max-examples", "20",
              "--equivalent", str(eq)]
    serial, _ = _bench(tmp_path, *common, "--jobs", "1")
    parallel, text = _bench(tmp_path, *common, "--jobs", "2")

    def verdicts(j):
        return [[(d["operator"], d["site"], d["outcome"], d["beyond"]) for d in s["detail"]]
                for s in j["seeds"]]

    assert verdicts(parallel) == verdicts(serial)
    assert [s["seed"] for s in parallel["seeds"]] == [0, 1]
    for s in parallel["seeds"]:
        got = {d["site"]: d["outcome"] for d in s["detail"]}
        assert got["is_splat(%c)"] == "excluded"           # the reviewed entry
        assert got["0 -> 1 at 111"] == "killed"            # adds 1 where the rule adds 0
        assert got["splat_value(%c) == 0"] == "killed"     # drops the guard
        assert s["mutants"] == 5 and s["stillborn"] == 0
    assert parallel["median_score"] == statistics.median(s["score"] for s in serial["seeds"])
    assert "median mutation score over seeds 0, 1" in text


@pytest.mark.slow
def test_limit_caps_the_mutants_of_every_seed(tmp_path):
    rules = tmp_path / "add_zero.rules"
    rules.write_text(ADD_ZERO)
    got, _ = _bench(tmp_path, str(rules), "--seeds", "0-1", "--programs", "3", "--limit", "2",
                    "--max-examples", "20",
                    "--rule", "add_zero_int")
    assert [s["mutants"] for s in got["seeds"]] == [2, 2]
    assert [d["operator"] for d in got["seeds"][0]["detail"]] == ["drop-where", "drop-where"]


def test_mutants_of_a_rule_using_its_files_definitions_load_with_them():
    from hlorules.base.errors import HloRulesError
    from hlorules.rules import load_rules

    f = ROOT / "rulebooks" / "seed.rules"
    (model,) = [m for m in parse_rules(f.read_text(), str(f))
                if m.name == "gather_scatter_constant_forward"]
    loaded = []
    for mu in mutation.mutants_of(model):
        try:
            loaded.append(load_rules(mutation.with_definitions(mu.text, str(f)),
                                     f"<mutant of {mu.rule}>"))
        except HloRulesError:
            continue  # a stillborn mutant (it does not type-check)
    assert len(loaded) >= 5 and all(list(rs) == [model.name] for rs in loaded)
