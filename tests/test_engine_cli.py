"""``hlorules opt`` and ``hlorules run``: mlir-opt style I/O, traces, stats, exit codes, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hlorules.base.exit_codes import ExitCode
from hlorules.cli import app
from hlorules.lowering import importer, xla

DATA = Path(__file__).resolve().parent / "engine_data"
INPUT = DATA / "input.mlir"


def invoke(*args: str, input: str | None = None) -> object:
    return CliRunner().invoke(app, [str(a) for a in args], input=input)


def test_opt_writes_the_rewritten_module_and_leaves_the_input_alone(tmp_path: Path) -> None:
    before = INPUT.read_text()
    out = tmp_path / "out.mlir"
    r = invoke("opt", "--rulebook", DATA / "simple.book", INPUT, "-o", out)
    assert r.exit_code == 0, r.output
    assert INPUT.read_text() == before
    text = out.read_text()
    assert "stablehlo.iota" in text and "tensor<6xi32>" in text and text.endswith("}\n")
    m = importer.from_text(text)  # parses and verifies
    rng = np.random.default_rng(0)
    args = (rng.standard_normal(4).astype(np.float32),
            rng.standard_normal((8, 16)).astype(np.float32))
    for u, v in zip(xla.run(before, *args), xla.run(m, *args), strict=True):
        np.testing.assert_array_equal(u, v)


def test_opt_reads_stdin_and_writes_pretty_form_by_default_with_trailing_newline() -> None:
    r = invoke("opt", "--rulebook", DATA / "simple.book", "-", input=INPUT.read_text())
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("module")
    assert "stablehlo.iota dim = 0 : tensor<6xi32>" in r.stdout
    assert r.stdout.endswith("}\n")


def test_opt_print_op_generic_prints_the_generic_form() -> None:
    r = invoke("opt", "--rulebook", DATA / "simple.book", "-", "--print-op-generic",
               input=INPUT.read_text())
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith('"builtin.module"') and '"stablehlo.iota"' in r.stdout
    assert r.stdout.endswith("\n")


def test_opt_split_input_file_rewrites_each_chunk_and_locates_errors_in_the_file(
        tmp_path: Path) -> None:
    good = INPUT.read_text()
    bad = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y : tensor<4xf32>\n}\n"
    f = tmp_path / "split.mlir"
    f.write_text(good + "// -----\n" + bad + "// -----\n" + good)
    r = invoke("opt", "--rulebook", DATA / "simple.book", f, "--split-input-file")
    assert r.exit_code == 1
    chunks = r.stdout.split("// -----\n")
    assert len(chunks) == 2 and all("stablehlo.iota dim = 0 : tensor<6xi32>" in c for c in chunks)
    bad_line = good.count("\n") + 1 + 2  # the marker line, then the bad chunk's second line
    assert f"{f}:{bad_line}:" in r.stderr and "Traceback" not in r.output


def test_version_and_short_help() -> None:
    from hlorules import __version__

    r = invoke("--version")
    assert r.exit_code == 0 and r.stdout.strip() == f"hlorules {__version__}"
    short, long = invoke("opt", "-h"), invoke("opt", "--help")
    assert short.exit_code == 0 and "Usage:" in short.stdout and short.stdout == long.stdout


def test_opt_trace_and_stats(tmp_path: Path) -> None:
    trace = tmp_path / "trace.jsonl"
    r = invoke("opt", "--rulebook", DATA / "simple.book", INPUT, "--trace", trace, "--stats",
               "--checked", "-o", tmp_path / "o.mlir")
    assert r.exit_code == 0, r.output
    events = [json.loads(line) for line in trace.read_text().splitlines()]
    assert {e["rule"] for e in events} == {"slice_iota", "slice_transpose"}
    for e in events:
        assert set(e) == {"phase", "sweep", "rule", "location", "op", "index"}
        assert "seed.rules:" in e["location"]
    assert events[0]["phase"] == "cut"
    assert "slice_iota" in r.stderr and "phases" in r.stderr and "rewrites" in r.stderr


def test_opt_reports_a_cycle_with_the_no_convergence_exit_code_naming_the_rules() -> None:
    r = invoke("opt", "--rulebook", DATA / "cycle.book", INPUT)
    assert r.exit_code == ExitCode.NO_CONVERGENCE, r.output
    err = r.stderr.strip()
    assert "rewrite cycle in phase 'main'" in err
    assert "transpose_slice (" in err and "slice_transpose (" in err
    assert "seed.rules:" in err
    assert err.splitlines()[0].startswith(str(DATA / "cycle.book") + ":3:")
    assert "Traceback" not in r.output


@pytest.mark.parametrize(("book", "loop"), [("undo_phases.book", "until fixpoint"),
                                          ("undo_repeat.book", "repeat")])
def test_opt_reports_phases_undoing_each_other_as_a_cycle(tmp_path: Path, book: str,
                                                          loop: str) -> None:
    src = tmp_path / "in.mlir"
    src.write_text("""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.multiply %x, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}""")
    r = invoke("opt", "--rulebook", DATA / book, src, "--trace", tmp_path / "t.jsonl")
    assert r.exit_code == ExitCode.NO_CONVERGENCE, r.output
    err = r.stderr.strip()
    assert err.startswith(f"{DATA / book}:5:12: error: rewrite cycle across phases 'expand' -> "
                          f"'contract' ({loop}: round 2 ends where round 1 ended"), err
    assert f"mul_two_to_add ({DATA / 'undo.rules'}:2:6)" in err
    assert f"add_self_to_mul ({DATA / 'undo.rules'}:7:6)" in err
    assert r.stdout == "" and "Traceback" not in r.output
    assert len((tmp_path / "t.jsonl").read_text().splitlines()) == 4  # two rounds, no more


@pytest.mark.parametrize(("book", "message"), [
    ("unknown_rule.book", ":2:26: error: unknown rule or ruleset 'slice_iotta'"),
    ("unknown_phase.book", ":3:23: error: unknown phase 'mian'"),
    ("bad_syntax.book", "bad_syntax.book:2:24: error: expected '}'"),
    ("cyclic_a.book", "error: cyclic include:"),
    ("missing_rules.book", "missing_rules.book:1:9: error: cannot find rule file 'does_not_exist.rules'"),
    ("nope.book", "error:"),
])
def test_bad_rulebooks_are_one_located_error(book: str, message: str) -> None:
    r = invoke("opt", "--rulebook", DATA / book, INPUT)
    assert r.exit_code == 1, r.output
    assert message in r.stderr
    assert "Traceback" not in r.output
    assert r.stdout == ""


def test_bad_input_module_is_a_located_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y : tensor<4xf32>\n}\n")
    r = invoke("opt", "--rulebook", DATA / "simple.book", bad)
    assert r.exit_code == 1
    assert str(bad) in r.stderr and "Traceback" not in r.output


def test_run_compares_original_and_rewritten(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    inputs = tmp_path / "in.npz"
    np.savez(inputs, rng.standard_normal(4).astype(np.float32),
             rng.standard_normal((8, 16)).astype(np.float32))
    r = invoke("run", "--rulebook", DATA / "simple.book", INPUT, "--inputs", inputs)
    assert r.exit_code == 0, r.output
    assert "outputs equal" in r.stdout
    r = invoke("run", "--rulebook", DATA / "simple.book", INPUT, "--seed", "3", "--stats")
    assert r.exit_code == 0, r.output
    assert "outputs equal" in r.stdout and "slice_iota" in r.stdout


def test_run_with_wrong_number_of_inputs_is_an_error(tmp_path: Path) -> None:
    inputs = tmp_path / "in.npz"
    np.savez(inputs, np.zeros(4, np.float32))
    r = invoke("run", "--rulebook", DATA / "simple.book", INPUT, "--inputs", inputs)
    assert r.exit_code == 1
    assert "1 arrays for 2 arguments" in r.stderr


def test_stats_tables_keep_their_columns_when_piped() -> None:
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "hlorules.cli", "opt", "--rulebook", "exec",
                        str(INPUT), "--stats"], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    rows = [ln for ln in r.stderr.splitlines() if "seed.rules:" in ln]
    assert rows and all("…" not in ln for ln in rows)  # the location column is not cut


def _process(*args: object, input: str | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m hlorules.cli ARGS`` as its own process (``main``, not CliRunner), its
    standard streams buffered as a user's are (``PYTHONUNBUFFERED`` removed)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run([sys.executable, "-m", "hlorules.cli", *map(str, args)], input=input,
                          capture_output=True, text=True, timeout=300, check=False, env=env)


def test_opt_as_a_process_ends_at_once_with_every_stream_flushed_and_its_exit_code(
        tmp_path: Path) -> None:
    # main() ends an opt process with os._exit: what stdout, stderr and the files hold must
    # be what the same command gives in process, exit codes included
    trace = tmp_path / "trace.jsonl"
    p = _process("opt", "--rulebook", DATA / "simple.book", "-", "--stats", "--trace", trace,
                 input=INPUT.read_text())
    r = invoke("opt", "--rulebook", DATA / "simple.book", "-", input=INPUT.read_text())
    assert p.returncode == 0, p.stderr
    assert p.stdout == r.stdout and p.stdout.endswith("}\n")  # a pipe: block-buffered
    assert "slice_iota" in p.stderr and "rewrites" in p.stderr
    assert [json.loads(line)["rule"] for line in trace.read_text().splitlines()]
    out = tmp_path / "o.mlir"
    p = _process("opt", "--rulebook", DATA / "simple.book", INPUT, "-o", out)
    assert p.returncode == 0 and out.read_text() == r.stdout
    p = _process("opt", "--rulebook", DATA / "cycle.book", INPUT)
    assert p.returncode == ExitCode.NO_CONVERGENCE
    assert "rewrite cycle in phase 'main'" in p.stderr and p.stdout == ""
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y : tensor<4xf32>\n}\n")
    p = _process("opt", "--rulebook", DATA / "simple.book", bad)
    assert p.returncode == 1 and p.stderr.startswith(f"{bad}:2:") and "Traceback" not in p.stderr
    p = _process("roundtrip", INPUT)
    assert p.returncode == 0 and p.stdout == invoke("roundtrip", INPUT).stdout  # type: ignore[attr-defined]
