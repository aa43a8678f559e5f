"""Running experiments end to end: rows, cycles named, equivalence, files, reproducibility."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hlorules.base.exit_codes import ExitCode
from hlorules.cli import app
from hlorules.experiment import (
    COLUMNS,
    compare_rows,
    load_spec,
    read_csv,
    run_experiment,
)
from hlorules.experiment.executors import SerialExecutor, make_executor
from hlorules.experiment.measure import outputs_equal

ROOT = Path(__file__).resolve().parents[1]
RULES_OK = ROOT / "tests" / "rules_ok" / "seed_subset.rules"
WRONG = ROOT / "tests" / "check_data" / "wrong_slice_iota.rules"

BOOK = """
phase cut { slice_transpose, slice_iota }
phase main until fixpoint (max 20) { transpose_slice }
schedule { cut main }
"""

SPEC = f"""
experiment small {{
  corpus python "hlorules.examples:EXAMPLES"
  base "small.book"
  rules "{RULES_OK}", "{WRONG}"
  seed 3
  repeats 2
  inputs 2
  variant baseline {{}}
  variant together {{ move slice_transpose to main }}
  variant wrong {{ remove slice_iota from cut; add slice_iota_stride_ignored to cut }}
  variant capped {{ move slice_transpose to main; cap main 3 }}
}}
"""


@pytest.fixture
def spec_path(tmp_path: Path) -> Path:
    (tmp_path / "small.book").write_text(BOOK)
    p = tmp_path / "small.spec"
    p.write_text(SPEC)
    return p


def _rows(run) -> dict[tuple[str, str], dict]:
    return {(r["program"], r["variant"]): r for r in run.rows}


def test_small_experiment_measures_every_pair(spec_path: Path, tmp_path: Path) -> None:
    run = run_experiment(load_spec(spec_path), tmp_path / "out", executor="serial",
                         programs=["slice_of_iota", "transposed_slice"], progress=False)
    rows = _rows(run)
    assert run.variants == ["original", "baseline", "together", "wrong", "capped"]
    assert len(run.rows) == 2 * 5
    assert [(r["program"], r["variant"]) for r in run.rows][:2] == [
        ("slice_of_iota", "original"), ("slice_of_iota", "baseline")]

    base = rows[("slice_of_iota", "baseline")]
    assert base["status"] == "terminated" and base["equivalent"] == "yes"
    assert base["rewrites_by_rule"] == "slice_iota=1" and base["inputs_checked"] == 2
    hist = json.loads(base["op_hist"])
    assert "stablehlo.slice" not in hist and hist["stablehlo.iota"] == 1
    assert base["ops_after"] == sum(hist.values())
    assert rows[("slice_of_iota", "original")]["ops_after"] == base["ops_before"]
    for r in run.rows:
        assert r["compile_ms"] > 0 and r["run_us"] > 0 and not math.isnan(r["run_us"])
        assert 0 < r["run_us_min"] <= r["run_us"] <= r["run_us_max"]

    cyc = rows[("transposed_slice", "together")]
    assert cyc["status"] == "cycle" and cyc["cycle_phase"] == "main"
    assert set(cyc["cycle_rules"].split(";")) == {"slice_transpose", "transpose_slice"}
    assert cyc["equivalent"] == "yes"  # the stopped module is still a correct program
    assert rows[("transposed_slice", "capped")]["status"] == "cap"
    assert rows[("slice_of_iota", "wrong")]["equivalent"] == "NO"
    assert rows[("transposed_slice", "wrong")]["equivalent"] == "yes"

    for name in ("results.csv", "metadata.json", "table.txt", "ops.png", "runtime.png"):
        assert (tmp_path / "out" / name).stat().st_size > 0
    meta = json.loads((tmp_path / "out" / "metadata.json").read_text())
    assert meta["seed"] == 3 and meta["spec"]["text"] == SPEC
    assert [v["name"] for v in meta["variants"]] == run.variants
    together = meta["variants"][2]
    assert together["edits"] == ["move slice_transpose to main"]
    assert together["schedule"] == "cut\nmain"
    assert together["phases"]["main"]["rules"] == ["transpose_slice", "slice_transpose"]
    assert {"python", "jax", "xdsl", "hlorules"} <= meta["versions"].keys()
    assert meta["machine"]["cpu_count"] and meta["machine"]["device"].startswith("cpu")
    assert [r["sha256"] != "" for r in meta["rule_files"]] == [True, True]
    table = (tmp_path / "out" / "table.txt").read_text()
    assert "slice_transpose <-> transpose_slice" in table

    back = read_csv(tmp_path / "out" / "results.csv")
    assert list(back[0]) == list(COLUMNS)
    assert compare_rows(back, run.rows) == []


def test_rerun_with_the_same_seed_reproduces_the_table(spec_path: Path, tmp_path: Path) -> None:
    spec = load_spec(spec_path)
    kw = {"executor": "serial", "programs": ["slice_of_iota", "transposed_slice"],
              "variants": ["baseline", "together"], "progress": False, "plots": False}
    a = run_experiment(spec, tmp_path / "a", **kw)
    b = run_experiment(spec, tmp_path / "b", **kw)
    assert compare_rows(read_csv(tmp_path / "a" / "results.csv"),
                        read_csv(tmp_path / "b" / "results.csv")) == []
    changed = [dict(r) for r in b.rows]
    changed[1]["ops_after"] += 1
    changed[2]["run_us"] *= 10  # time columns are ignored
    diffs = compare_rows(a.rows, changed)
    assert len(diffs) == 1 and "ops_after" in diffs[0]


def test_process_pool_gives_the_serial_rows(spec_path: Path, tmp_path: Path) -> None:
    spec = load_spec(spec_path)
    kw = {"programs": ["transposed_slice"], "variants": ["baseline", "together"],
              "progress": False, "plots": False}
    serial = run_experiment(spec, tmp_path / "s", executor="serial", **kw)
    pooled = run_experiment(spec, tmp_path / "p", executor="process", jobs=2, **kw)
    assert pooled.metadata["executor"] == "process x2"
    assert compare_rows(serial.rows, pooled.rows) == []


def test_mlir_corpus(tmp_path: Path) -> None:
    (tmp_path / "small.book").write_text(BOOK)
    (tmp_path / "progs").mkdir()
    (tmp_path / "progs" / "input.mlir").write_text(
        (ROOT / "tests" / "engine_data" / "input.mlir").read_text())
    (tmp_path / "m.spec").write_text(
        f'experiment m {{ corpus mlir "progs/*.mlir" base "small.book" rules "{RULES_OK}"\n'
        "  repeats 1 inputs 1 variant baseline {} }\n")
    run = run_experiment(load_spec(tmp_path / "m.spec"), tmp_path / "out", executor="serial",
                         progress=False, plots=False)
    row = _rows(run)[("input", "baseline")]
    assert row["status"] == "terminated" and row["equivalent"] == "yes"
    assert "slice_iota=1" in row["rewrites_by_rule"]


def test_cli_experiment_writes_table_and_checks_reproduction(spec_path: Path,
                                                              tmp_path: Path) -> None:
    runner = CliRunner()
    args = ["experiment", str(spec_path), "--executor", "serial", "--program",
            "transposed_slice", "--variant", "together", "--no-plots"]
    r = runner.invoke(app, [*args, "-o", str(tmp_path / "a")])
    assert r.exit_code == 0, r.output
    assert "cycle" in r.output and "slice_transpose" in r.output
    r = runner.invoke(app, [*args, "-o", str(tmp_path / "b"), "--check-against",
                            str(tmp_path / "a" / "results.csv")])
    assert r.exit_code == 0, r.output
    assert "reproduces" in r.output
    csv = (tmp_path / "a" / "results.csv").read_text().replace(",cycle,", ",terminated,")
    (tmp_path / "edited.csv").write_text(csv)
    r = runner.invoke(app, [*args, "-o", str(tmp_path / "c"), "--check-against",
                            str(tmp_path / "edited.csv")])
    assert r.exit_code == ExitCode.DIFFERS


def test_cli_bad_spec_is_one_located_error(tmp_path: Path) -> None:
    (tmp_path / "bad.spec").write_text('experiment e {\n  corpus python "m:X"\n  base "nope.book"'
                                       "\n  variant v {}\n}\n")
    r = CliRunner().invoke(app, ["experiment", str(tmp_path / "bad.spec")])
    assert r.exit_code == 1
    assert "bad.spec:3:8: error: cannot find base rulebook" in r.output
    assert "Traceback" not in r.output


def test_outputs_equal_is_bitwise_but_nan_tolerant() -> None:
    nan = np.float32("nan")
    a = np.array([1.0, nan, 0.0], np.float32)
    assert outputs_equal([a], [a.copy()])
    other_nan = a.copy()
    other_nan[1:2] = np.array([0x7FC00001], np.uint32).view(np.float32)  # another payload
    assert a.tobytes() != other_nan.tobytes()
    assert outputs_equal([a], [other_nan])
    assert not outputs_equal([a], [np.array([1.0, nan, -0.0], np.float32)])  # -0.0 differs
    assert not outputs_equal([a], [np.array([1.0, 2.0, 0.0], np.float32)])
    assert not outputs_equal([a], [a.astype(np.float64)])
    assert not outputs_equal([a], [a, a])
    assert outputs_equal([np.arange(3)], [np.arange(3)])


def test_executor_names() -> None:
    assert isinstance(make_executor("process", 1), SerialExecutor)
    assert isinstance(make_executor("serial", 4), SerialExecutor)
    from hlorules.base.errors import HloRulesError

    with pytest.raises(HloRulesError, match="unknown executor"):
        make_executor("bogus", 2)
    ex = make_executor("concurrent.futures:ThreadPoolExecutor", 2)
    assert list(ex.imap(lambda x: x * 2, [1])) == [(1, 2)]
    ex.close()
