"""The pytest plugin (``*.rules`` files as test items) and the ``hlorules check`` command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import jax  # noqa: F401 -- imported before pytester snapshots sys.modules: jaxlib cannot load twice
from typer.testing import CliRunner

import hlorules.checker.module
import hlorules.checker.rules
import hlorules.lowering.xla  # noqa: F401
from hlorules.base.exit_codes import ExitCode
from hlorules.cli import app

pytest_plugins = ["pytester"]

DATA = Path(__file__).parent / "check_data"
SEED_SUBSET = Path(__file__).parent / "rules_ok" / "seed_subset.rules"


# sound for every element type (negation flips the sign bit, or wraps); the generator makes
# a program for it at once, so a small budget ends in a handful of programs
NEGATE_NEGATE = """
rule negate_negate {
  match negate(negate(%x))
  rewrite %x
}
"""


def _ini(pytester, collect: bool = True, allow_weak: bool = True) -> None:
    # 8 programs of 10 inputs: every sound rule is weak (verified needs 100), so most tests
    # pass weak rules; the wrong rule's counterexample is still found
    pytester.makeini(f"""
        [pytest]
        hlorules_collect_rules = {'true' if collect else 'false'}
        hlorules_check_programs = 8
        hlorules_check_max_examples = 10
        hlorules_allow_weak = {'true' if allow_weak else 'false'}
        addopts = -p no:cacheprovider
    """)


def test_plugin_collects_each_rule_and_shows_the_counterexample(pytester):
    _ini(pytester)
    pytester.makefile(".rules", wrong=(DATA / "wrong_slice_iota.rules").read_text())
    pytester.makefile(".rules", seed=SEED_SUBSET.read_text())
    res = pytester.runpytest_inprocess("-q")
    res.assert_outcomes(passed=3, failed=1)
    out = res.stdout.str()
    assert "slice_iota_stride_ignored" in out and "COUNTEREXAMPLE" in out
    assert "output 0 original" in out


def test_plugin_fails_a_weak_rule_with_the_reason(pytester):
    _ini(pytester, allow_weak=False)
    pytester.makefile(".rules", negate_negate=NEGATE_NEGATE)
    res = pytester.runpytest_inprocess("-q")
    res.assert_outcomes(failed=1)
    out = res.stdout.str()
    assert "negate_negate" in out and "weak: no counterexample" in out
    assert "verified needs 100" in out and "hlorules_allow_weak = true" in out


def test_plugin_passes_a_weak_rule_when_allowed(pytester):
    _ini(pytester, allow_weak=True)
    pytester.makefile(".rules", negate_negate=NEGATE_NEGATE)
    res = pytester.runpytest_inprocess("-q")
    res.assert_outcomes(passed=1)


def test_plugin_is_opt_in(pytester):
    _ini(pytester, collect=False)
    pytester.makefile(".rules", wrong=(DATA / "wrong_slice_iota.rules").read_text())
    res = pytester.runpytest_inprocess("-q")
    assert res.ret == 5  # no tests collected


def test_plugin_reports_a_bad_rule_file_as_a_located_failure(pytester):
    _ini(pytester)
    pytester.makefile(".rules", bad="rule r {\n  match slcie(%x)\n  rewrite %x\n}\n")
    res = pytester.runpytest_inprocess("-q")
    res.assert_outcomes(failed=1)
    assert "unknown op 'slcie'" in res.stdout.str()


def test_cli_rule_level_check(tmp_path):
    r = CliRunner().invoke(app, ["check", str(DATA / "wrong_slice_iota.rules"),
                                 "--outdir", str(tmp_path), "--programs", "6"])
    assert r.exit_code == ExitCode.COUNTEREXAMPLE, r.output
    assert "COUNTEREXAMPLE" in r.output and "--replay" in r.output
    replay = CliRunner().invoke(app, ["check", "--replay", str(tmp_path)])
    assert replay.exit_code == ExitCode.COUNTEREXAMPLE and "still failing" in replay.output


def test_replay_applies_the_current_rule_file_and_confirms_a_fix(tmp_path):
    rules = tmp_path / "mine.rules"
    rules.write_text((DATA / "wrong_slice_iota.rules").read_text())
    out = tmp_path / "repros"
    r = CliRunner().invoke(app, ["check", str(rules), "--outdir", str(out), "--programs", "6"])
    assert r.exit_code == ExitCode.COUNTEREXAMPLE, r.output
    # the author fixes the rule in place (scale by the stride); replay says so
    fixed = rules.read_text().replace(
        "    => if $s[$d] == 0 then %i else add(%i, splat($s[$d], $R))",
        "    %m = if $k[$d] == 1 then %i else multiply(%i, splat($k[$d], $R))\n"
        "    => if $s[$d] == 0 then %m else add(%m, splat($s[$d], $R))")
    assert fixed != rules.read_text()
    rules.write_text(fixed)
    replay = CliRunner().invoke(app, ["check", "--replay", str(out)])
    assert replay.exit_code == ExitCode.OK, replay.output
    assert "fixed" in replay.output and "still failing" not in replay.output


def test_cli_rule_level_check_passes_seed_rules():
    r = CliRunner().invoke(app, ["check", str(SEED_SUBSET), "--rule", "slice_transpose",
                                 "--programs", "4", "--max-examples", "40", "--seed", "2",
                                 "--min-programs", "4", "--allow-weak"])
    assert r.exit_code == 0, r.output
    assert "slice_transpose" in r.output
    assert "verified on" in r.output or "weak: no counterexample" in r.output


def test_cli_module_check(tmp_path):
    mlir = tmp_path / "m.mlir"
    mlir.write_text("""
func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %i = stablehlo.iota dim = 0 : tensor<16xi32>
  %s = stablehlo.slice %i [2:14:3] : (tensor<16xi32>) -> tensor<4xi32>
  %r = stablehlo.add %s, %x : tensor<4xi32>
  return %r : tensor<4xi32>
}
""")
    ok = CliRunner().invoke(app, ["check", str(mlir), "-b",
                                  str(Path(__file__).parent / "engine_data" / "simple.book"),
                                  "--max-examples", "30"])
    assert ok.exit_code == 0, ok.output
    assert "slice_iota" in ok.output
    bad = CliRunner().invoke(app, ["check", str(mlir), "-b", str(DATA / "wrong_slice_iota.book"),
                                   "--max-examples", "30", "--outdir", str(tmp_path / "out")])
    assert bad.exit_code == ExitCode.COUNTEREXAMPLE and "counterexample" in bad.output
    assert (tmp_path / "out" / "m.npz").exists()


def test_cli_bad_inputs_give_a_message_not_a_traceback(tmp_path):
    r = CliRunner().invoke(app, ["check", str(DATA / "unsupported_arg.mlir"), "-b",
                                 str(DATA / "wrong_slice_iota.book")])
    assert r.exit_code == 1 and "cannot generate inputs" in r.output
    assert "Traceback" not in r.output
    r = CliRunner().invoke(app, ["check", str(DATA / "unsupported_arg.mlir")])
    assert r.exit_code == 1 and "needs --rulebook" in r.output
    r = CliRunner().invoke(app, ["check", "--replay", str(tmp_path)])
    assert r.exit_code == 1 and "no repro" in r.output
    r = CliRunner().invoke(app, ["check", str(DATA / "cannot_generate.rules"), "--programs", "2"])
    # a rule that could not be exercised is not verified: it must not pass CI silently
    assert r.exit_code == ExitCode.NOT_GENERATED and "could not generate" in r.output
    assert "Traceback" not in r.output


BOUNDED = """func.func @main(%arg0: tensor<3x3xi32>, %arg1: tensor<i32>) -> tensor<3x2x?x3xi32, #stablehlo.bounds<?, ?, 3, ?>> {
  %0 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<3x3xi32>, tensor<i32>) -> tensor<?x3xi32, #stablehlo.bounds<3, ?>>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 0] : (tensor<?x3xi32, #stablehlo.bounds<3, ?>>) -> tensor<3x?x2xi32, #stablehlo.bounds<?, 3, ?>>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 1] : (tensor<3x?x2xi32, #stablehlo.bounds<?, 3, ?>>) -> tensor<3x2x?x3xi32, #stablehlo.bounds<?, ?, 3, ?>>
  return %2 : tensor<3x2x?x3xi32, #stablehlo.bounds<?, ?, 3, ?>>
}
"""


def test_a_module_with_a_bounded_dynamic_size_is_refused_at_its_line_in_a_subprocess(tmp_path):
    # drawn sizes past the bound make XLA read past its buffer and the process die: check
    # refuses the module with one located line (as a process: a crash would be a signal)
    m = tmp_path / "bounded.mlir"
    m.write_text(BOUNDED)
    r = subprocess.run([sys.executable, "-m", "hlorules", "check", str(m), "-b", "simplify"],
                       capture_output=True, text=True, cwd=tmp_path, check=False, timeout=300)
    assert r.returncode == 1, (r.returncode, r.stderr)
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{m}:2:8: error: stablehlo.set_dimension_size makes the "
                            "bounded-dynamic type"), r.stderr
    assert "Traceback" not in r.stderr
