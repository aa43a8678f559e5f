"""Optional extras fail soft: without one, a command says in one line which extra it needs
(exit 10), or, when it can do without (experiment plots), goes on and says what it left out."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hlorules.base.exit_codes import ExitCode
from hlorules.base.extras import EXTRAS, MissingExtra, require
from hlorules.cli import app

ROOT = Path(__file__).resolve().parents[1]
RULES_OK = ROOT / "tests" / "rules_ok" / "seed_subset.rules"

SPEC = f"""
experiment tiny {{
  corpus python "hlorules.examples:EXAMPLES"
  base "small.book"
  rules "{RULES_OK}"
  repeats 1
  inputs 1
  variant baseline {{}}
}}
"""


def _hide(monkeypatch: pytest.MonkeyPatch, extra: str) -> None:
    monkeypatch.setitem(sys.modules, EXTRAS[extra], None)  # import raises ImportError


def _one_line(stderr: str, extra: str) -> None:
    assert stderr.count("\n") == 1 and "Traceback" not in stderr, stderr
    assert f"pip install 'hlorules[{extra}]'" in stderr


def test_prove_without_z3_names_the_extra_in_one_line(monkeypatch):
    _hide(monkeypatch, "prove")
    r = CliRunner().invoke(app, ["prove", str(RULES_OK)])
    assert r.exit_code == ExitCode.MISSING_EXTRA, r.output
    _one_line(r.stderr, "prove")
    assert r.stderr.startswith("error: hlorules prove needs the 'prove' extra (z3)")


@pytest.mark.parametrize("extra", ["dask", "ray"])
def test_a_cluster_executor_without_its_extra_names_it_in_one_line(monkeypatch, extra, tmp_path):
    _hide(monkeypatch, extra)
    r = CliRunner().invoke(app, ["check", str(RULES_OK), "--executor", extra,
                                 "--outdir", str(tmp_path)])
    assert r.exit_code == ExitCode.MISSING_EXTRA, r.output
    _one_line(r.stderr, extra)
    assert r.stderr.startswith(f"error: --executor {extra} needs the '{extra}' extra")


def test_enzyme_is_required_by_name_like_every_extra(monkeypatch):
    _hide(monkeypatch, "enzyme")
    with pytest.raises(MissingExtra) as e:
        require("enzyme", "the Enzyme-JAX oracle")
    assert e.value.extra == "enzyme" and "pip install 'hlorules[enzyme]'" in str(e.value)


def test_experiment_without_matplotlib_writes_its_tables_and_says_plots_need_the_extra(
        monkeypatch, tmp_path):
    _hide(monkeypatch, "plot")
    (tmp_path / "small.book").write_text("phase cut { slice_transpose, slice_iota }\n")
    (tmp_path / "tiny.spec").write_text(SPEC)
    out = tmp_path / "out"
    r = CliRunner().invoke(app, ["experiment", str(tmp_path / "tiny.spec"), "--executor",
                                 "serial", "--program", "transposed_slice", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert {p.name for p in out.iterdir()} == {"results.csv", "metadata.json", "table.txt"}
    assert "transposed_slice" in (out / "results.csv").read_text()
    notes = [line for line in r.stderr.splitlines() if "hlorules[plot]" in line]
    assert notes == [("no plots written: they need the 'plot' extra (matplotlib): "
                     "pip install 'hlorules[plot]'")]
    assert "Traceback" not in r.output
