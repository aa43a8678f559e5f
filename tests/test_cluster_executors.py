"""Sweeps and rule checks on a real cluster engine (issue 20): a Dask ``LocalCluster`` of two
worker processes (default suite) and a local Ray runtime (slow), compared with the
in-process run; a Dask worker killed mid-sweep loses no row."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

from hlorules.base.errors import HloRulesError
from hlorules.checker.cli import run_check
from hlorules.experiment import (
    compare_rows,
    load_spec,
    make_executor,
    read_csv,
    run_experiment,
)
from hlorules.experiment.executors import DaskExecutor
from hlorules.experiment.measure import run_job

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "experiments" / "seed_orderings.spec"
RULES = ROOT / "tests" / "rules_ok" / "seed_subset.rules"
VARIANTS = ["baseline", "together"]
PROGRAMS = ["transposed_slice", "lane_scratch"]

distributed = pytest.importorskip("distributed", reason="the 'distributed' extra (Dask)")


def _sweep(tmp: Path, **kw: Any) -> list[dict[str, Any]]:
    run = run_experiment(load_spec(SPEC), tmp, variants=VARIANTS, programs=PROGRAMS,
                         progress=False, plots=False, **kw)
    return run.rows


def _passed(line: str) -> bool:
    """No counterexample: verified, or weak (2 programs are below the minimum)."""
    return "verified on" in line or "weak: no counterexample" in line


def _check(tmp: Path, **kw: Any) -> tuple[int, list[str]]:
    lines: list[str] = []
    code = run_check(RULES, rulebook=None, rules=None, only=None, seed=0, max_examples=20,
                     programs=2, outdir=tmp, replay_dir=None, backend="cpu",
                     echo=lines.append, progress=False, **kw)
    return code, lines


@pytest.fixture(scope="module")
def local_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("serial")
    _sweep(out, executor="serial")
    return out


@pytest.fixture(scope="module")
def local_rows(local_dir: Path) -> list[dict[str, Any]]:
    return read_csv(local_dir / "results.csv")


@pytest.fixture(scope="module")
def dask_address() -> Any:
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None, host="127.0.0.1")
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def test_dask_sweep_rows_equal_the_local_run(local_rows: list[dict[str, Any]],
                                             dask_address: str, tmp_path: Path) -> None:
    rows = _sweep(tmp_path, executor="dask", address=dask_address)
    assert len(rows) == len(PROGRAMS) * (len(VARIANTS) + 1)
    assert compare_rows(local_rows, rows) == []
    assert {r["status"] for r in rows} >= {"original", "terminated", "cycle"}


def test_dask_rule_check_reports_equal_the_local_run(dask_address: str,
                                                     tmp_path: Path) -> None:
    want = _check(tmp_path / "local", executor="serial")
    got = _check(tmp_path / "dask", executor="dask", address=dask_address)
    assert got == want
    assert len(want[1]) == 3 and all(_passed(line) for line in want[1])




def test_seed_blocks_split_a_rule_and_merge_the_same_on_dask(dask_address: str,
                                                            tmp_path: Path) -> None:
    one = _check(tmp_path / "one", executor="serial")
    want = _check(tmp_path / "local", executor="serial", seed_blocks=2)
    got = _check(tmp_path / "dask", executor="dask", address=dask_address, seed_blocks=2)
    assert got == want
    assert want != one  # two blocks draw other programs than one block does
    assert all(_passed(line) for line in want[1])


def test_dask_counterexample_repro_is_written_by_the_caller_and_replays(
        dask_address: str, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from hlorules.base.exit_codes import ExitCode
    from hlorules.cli import app

    wrong = ROOT / "tests" / "check_data" / "wrong_slice_iota.rules"
    outs = {}
    for name, extra in (("serial", ["--executor", "serial"]),
                        ("dask", ["--executor", "dask", "--address", dask_address])):
        r = CliRunner().invoke(app, ["check", str(wrong), "--outdir", str(tmp_path / name),
                                     "--programs", "6", *extra])
        assert r.exit_code == ExitCode.COUNTEREXAMPLE, r.output
        outs[name] = r.stdout.replace(str(tmp_path / name), "OUT")
    assert outs["dask"] == outs["serial"]
    assert sorted(p.name for p in (tmp_path / "dask").iterdir()) == \
        sorted(p.name for p in (tmp_path / "serial").iterdir())
    replay = CliRunner().invoke(app, ["check", "--replay", str(tmp_path / "dask")])
    assert replay.exit_code == ExitCode.COUNTEREXAMPLE and "still failing" in replay.output


def test_merged_blocks_report_the_first_counterexample_and_add_counts() -> None:
    from hlorules.checker.rules import (
        COULD_NOT_GENERATE,
        COUNTEREXAMPLE,
        VERIFIED,
        WEAK,
        RuleReport,
    )
    from hlorules.checker.tasks import merge_reports

    ok = RuleReport("r", "f:1:1", VERIFIED, 5, 3, 40, reasons={"no match: a": 2},
                    min_programs=1)
    bad1 = RuleReport("r", "f:1:1", COUNTEREXAMPLE, 4, 2, 7, "first", reasons={"x": 1})
    bad2 = RuleReport("r", "f:1:1", COUNTEREXAMPLE, 4, 2, 9, "second")
    none = RuleReport("r", "f:1:1", COULD_NOT_GENERATE, 6, 0, 0, "none",
                      reasons={"no match: a": 6}, min_programs=1)
    got = merge_reports([ok, bad1, bad2])
    assert (got.outcome, got.reason, got.programs_tried, got.cases) == \
        (COUNTEREXAMPLE, "first", 13, 56)
    got = merge_reports([none, ok])
    assert (got.outcome, got.cases, got.reasons) == (VERIFIED, 40, {"no match: a": 8})
    # the minimum applies to the merged count: blocks weak alone can verify together
    weak = RuleReport("r", "f:1:1", WEAK, 5, 3, 40, "only 3", min_programs=10)
    got = merge_reports([ok, weak])
    assert (got.outcome, got.min_programs) == (WEAK, 11)
    assert "only 6 distinct programs fired (verified needs 11)" in got.reason
    half = RuleReport("r", "f:1:1", WEAK, 5, 3, 40, "only 3", min_programs=3)
    got = merge_reports([half, half])
    assert (got.outcome, got.programs_fired) == (VERIFIED, 6)
    got = merge_reports([none, none])
    assert got.outcome == COULD_NOT_GENERATE
    assert got.reason == "none of 12 programs matched; most common: no match: a"


def _kill_once(job: Any) -> dict[str, Any]:
    """run_job, except that the first job to claim the flag file kills its own worker."""
    flag = job.spec.text.split("# kill-flag: ", 1)[1].split("\n")[0]
    try:
        os.rename(flag, flag + ".taken")  # atomic: exactly one job wins
    except OSError:
        return run_job(job)
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable")


class _KillingDask:
    """A Dask executor whose job function kills one worker mid-sweep."""

    def __init__(self, address: str) -> None:
        self.inner = DaskExecutor(address)
        self.name = "dask (one worker killed)"

    def imap(self, fn: Any, jobs: Any) -> Any:
        assert fn is run_job
        return self.inner.imap(_kill_once, jobs)

    def close(self) -> None:
        self.inner.close()


def test_dask_worker_killed_mid_sweep_loses_no_row(local_rows: list[dict[str, Any]],
                                                   dask_address: str, tmp_path: Path) -> None:
    import dataclasses

    import cloudpickle

    cloudpickle.register_pickle_by_value(sys.modules[__name__])  # workers lack this module
    flag = tmp_path / "kill-me"
    flag.write_text("")
    spec = load_spec(SPEC)
    # the flag's path travels in the spec's text (a comment), so the worker can find it
    spec = dataclasses.replace(spec, text=spec.text + f"\n# kill-flag: {flag}\n")
    run = run_experiment(spec, tmp_path / "out", variants=VARIANTS, programs=PROGRAMS,
                         progress=False, plots=False, executor=_KillingDask(dask_address))
    assert not flag.exists() and (tmp_path / "kill-me.taken").exists()  # a worker died
    assert len(run.rows) == len(local_rows)
    assert compare_rows(local_rows, run.rows) == []


def test_experiment_cli_on_a_dask_address_reproduces_the_local_results(
        local_dir: Path, dask_address: str, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from hlorules.cli import app

    args = ["experiment", str(SPEC), "--executor", "dask", "--address", dask_address,
            "--no-plots", "-o", str(tmp_path), "--check-against",
            str(local_dir / "results.csv")]
    for v in VARIANTS:
        args += ["--variant", v]
    for p in PROGRAMS:
        args += ["--program", p]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "reproduces" in result.output
    assert (tmp_path / "results.csv").is_file()


def test_address_needs_a_cluster_executor() -> None:
    with pytest.raises(HloRulesError, match="--address needs --executor dask or ray"):
        make_executor("local", 2, "tcp://127.0.0.1:8786")
    with pytest.raises(HloRulesError, match="name two clusters"):
        make_executor("dask:tcp://127.0.0.1:1", 2, "tcp://127.0.0.1:2")


def test_unreachable_dask_scheduler_is_one_error() -> None:
    import dask

    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}), \
            pytest.raises(HloRulesError, match="cannot connect to the Dask scheduler at "
                          "tcp://127.0.0.1:1"):
        make_executor("dask", 2, "tcp://127.0.0.1:1")


@pytest.mark.slow
def test_ray_sweep_and_check_equal_the_local_run(local_rows: list[dict[str, Any]],
                                                 tmp_path: Path) -> None:
    ray = pytest.importorskip("ray", reason="the 'ray' extra")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             _node_ip_address="127.0.0.1")
    try:
        rows = _sweep(tmp_path / "sweep", executor="ray")
        assert compare_rows(local_rows, rows) == []
        assert len(rows) == len(local_rows)
        want = _check(tmp_path / "local", executor="serial")
        assert _check(tmp_path / "ray", executor="ray") == want
    finally:
        ray.shutdown()
