"""bench/lit_forms.py: lit files cut into cases as lit and FileCheck see them, each case judged
against what the exec book makes of it (small lit-style files of our own, tests/lit_forms_data)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "lit_forms_data"


def _load():
    spec = importlib.util.spec_from_file_location("lit_forms", ROOT / "bench" / "lit_forms.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["lit_forms"] = mod
    spec.loader.exec_module(mod)
    return mod


lf = _load()


def test_runs_join_continuations_and_skip_pipelines_without_filecheck():
    runs = lf.parse_runs((DATA / "split_prefix.mlir").read_text())
    assert len(runs) == 1
    assert runs[0].split
    assert runs[0].prefixes == ["OPT"]
    assert runs[0].filecheck_args == ["--check-prefix=OPT"]
    assert "--some-pass" in runs[0].command


def test_check_prefixes_option_selects_several_prefixes():
    text = "// RUN: opt %s | FileCheck %s -check-prefixes A,B\n"
    (run,) = lf.parse_runs(text)
    assert run.prefixes == ["A", "B"]
    assert not run.split


def test_check_lines_grouped_by_the_function_they_name():
    text = ("// RUN: opt %s | FileCheck %s\n"
            "// CHECK-LABEL: func.func @f\n"
            "// CHECK: negate\n"
            "// CHECK:  func.func @g(%arg0\n"
            "// CHECK-NEXT: return\n"
            "// CHECKER: not a check line of the prefix\n")
    (run,) = lf.parse_runs(text)
    groups = lf.group_checks(text, run)
    assert [name for name, _ in groups] == ["f", "g"]
    f_lines = [ln for ln in groups[0][1] if ln]
    g_lines = [ln for ln in groups[1][1] if ln]
    assert f_lines == ["// CHECK-LABEL: func.func @f", "// CHECK: negate"]
    assert g_lines == ["// CHECK:  func.func @g(%arg0", "// CHECK-NEXT: return"]
    # the blanked lines keep the file's line numbers
    assert len(groups[0][1]) == len(text.splitlines())


def test_label_naming_a_defined_function_without_its_at_starts_its_group():
    text = ("// RUN: opt %s | FileCheck %s\n"
            "// CHECK-LABEL: first\n"
            "// CHECK-NOT: while\n"
            "func.func @first() {\n  return\n}\n"
            "// CHECK-LABEL: @second\n"
            "// CHECK: return\n"
            "// CHECK-LABEL: not_a_function\n"
            "func.func @second() {\n  return\n}\n")
    (run,) = lf.parse_runs(text)
    groups = lf.group_checks(text, run)
    assert [name for name, _ in groups] == ["first", "second"]
    assert [ln for ln in groups[0][1] if ln] == ["// CHECK-LABEL: first", "// CHECK-NOT: while"]
    assert "// CHECK-LABEL: not_a_function" in groups[1][1]


def test_function_text_stops_at_the_next_function():
    module = ("module {\n  func.func @a() {\n    return\n  }\n"
              "  func.func private @b() {\n    return\n  }\n}\n")
    a = lf.function_text(module, "a")
    assert a is not None and "@a" in a and "@b" not in a
    assert lf.function_text(module, "c") is None


def test_function_text_picks_the_kth_function_of_a_name():
    module = ("module {\n  module {\n    func.func @main() {\n      return\n    }\n  }\n"
              "  module {\n    func.func @main() {\n      %0 = stablehlo.constant dense<1> : tensor<i32>\n"
              "      return\n    }\n  }\n}\n")
    first, second = lf.function_text(module, "main"), lf.function_text(module, "main", 1)
    assert first is not None and "constant" not in first
    assert second is not None and "constant" in second
    assert lf.function_text(module, "main", 2) is None


def test_split_chunks_keep_line_numbers():
    text = "a\n// -----\nb\nc\n"
    (s0, _c0), (s1, c1) = lf.chunks(text, True)
    assert (s0, s1) == (0, 2)
    assert c1.splitlines()[2] == "b"
    assert lf.chunks(text, False) == [(0, text)]


def test_cases_judged_by_what_the_exec_book_reaches():
    cases = {c.name: c for c in lf.evaluate([DATA])}
    verdicts = {name: c.verdict for name, c in cases.items()}
    assert verdicts == {
        "split_prefix.mlir:run0:chunk0:@sine": "differs",
        "split_prefix.mlir:run0:chunk1:@add_zero": "reaches",
        "two_functions.mlir:run0:chunk0:@sliced_iota": "reaches",
        "two_functions.mlir:run0:chunk0:@plain": "n/a",
        "two_modules.mlir:run0:chunk0:@main": "reaches",
        "two_modules.mlir:run0:chunk0:@main#1": "differs",
        "unknown_op.mlir:run0:chunk0:@main": "error",
    }
    assert "OPT-NOT" in cases["split_prefix.mlir:run0:chunk0:@sine"].why
    assert "unregistered operation" in cases["unknown_op.mlir:run0:chunk0:@main"].why
    assert cases["unknown_op.mlir:run0:chunk0:@main"].failure == "import"
    reached = cases["split_prefix.mlir:run0:chunk1:@add_zero"]
    assert reached.rules  # something fired
    assert reached.failure == ""
    assert "add_zero" in reached.before and reached.before != reached.after


def test_a_book_without_the_rule_no_longer_reaches(tmp_path):
    book = tmp_path / "empty.book"
    book.write_text('include "seed.rules"\nphase p { strip_marks }\nschedule { p }\n')
    cases = {c.name: c.verdict for c in lf.evaluate([DATA / "split_prefix.mlir"], str(book))}
    assert cases["split_prefix.mlir:run0:chunk1:@add_zero"] == "differs"


def test_report_counts_files_and_totals(capsys, tmp_path):
    out = tmp_path / "r.md"
    assert lf.main([str(DATA), "--cases", "--out", str(out)]) == 0
    md = capsys.readouterr().out
    assert out.read_text() == md
    assert "| split_prefix.mlir | 1 | 1 | 0 | 0 |" in md
    assert "| **total** | **3** | **2** | **1** | **1** |" in md
    assert "reaches the expected form: 3 of 6 cases that need a rewrite" in md
    assert "| two_functions.mlir:run0:chunk0:@plain |" not in md  # n/a cases not listed


def test_missing_path_is_a_usage_error(tmp_path):
    with pytest.raises(SystemExit) as e:
        lf.main([str(tmp_path / "nope")])
    assert e.value.code == 2


def test_enzyme_pipeline_from_the_run_line():
    def pipe(cmd: str) -> str | None:
        (run,) = lf.parse_runs(f"// RUN: {cmd} | FileCheck %s\n")
        return lf.enzyme_pipeline(run)

    assert pipe("enzymexlamlir-opt --enzyme-hlo-opt %s") == "enzyme-hlo-opt"
    assert pipe('enzymexlamlir-opt --enzyme-hlo-generate-td="patterns=a;b(1)" '
                "--transform-interpreter --enzyme-hlo-remove-transform %s -allow-unregistered-dialect") \
        == "enzyme-hlo-generate-td{patterns=a;b(1)},transform-interpreter,enzyme-hlo-remove-transform"
    assert pipe('enzymexlamlir-opt --pass-pipeline="any(x{n=1},y)" %s') == "x{n=1},y"
    assert pipe("some-opt --pass %s") is None


def test_run_line_pass_options_become_book_settings():
    def settings(cmd: str) -> dict:
        (run,) = lf.parse_runs(f"// RUN: {cmd} | FileCheck %s\n")
        return lf.run_settings(run)

    assert settings('enzymexlamlir-opt %s --enzyme-hlo-opt="max_constant_expansion=0"') \
        == {"fold_limit": 0}
    assert settings('enzymexlamlir-opt --pass-pipeline="builtin.module(enzyme-hlo-opt'
                    '{max_constant_expansion=1})" %s') == {"fold_limit": 1}
    assert settings("enzymexlamlir-opt --enzyme-hlo-opt %s") == {}
    assert settings('enzymexlamlir-opt --enzyme-hlo-opt="other_option=3" %s') == {}


def test_max_constant_expansion_keeps_an_iota_the_default_limit_folds(tmp_path):
    body = ("func.func @main() -> tensor<1x4x5xf32> {\n"
            "  %0 = stablehlo.iota dim = 1 : tensor<4x5xf32>\n"
            "  %1 = stablehlo.reshape %0 : (tensor<4x5xf32>) -> tensor<1x4x5xf32>\n"
            "  return %1 : tensor<1x4x5xf32>\n}\n"
            "// CHECK-LABEL: @main\n// CHECK-NEXT: stablehlo.iota dim = 2\n")
    for opt, verdict in [("", "differs"), ('="max_constant_expansion=0"', "reaches")]:
        f = tmp_path / "iota.mlir"
        f.write_text(f"// RUN: enzymexlamlir-opt %s --enzyme-hlo-opt{opt} | FileCheck %s\n"
                     + body)
        (case,) = lf.evaluate([f], "algebra")
        assert case.verdict == verdict, (opt, case.after)


def test_enzyme_calibration_judges_enzyme_output(tmp_path):
    pytest.importorskip("enzyme_ad.jax.enzyme_call", reason="enzyme-ad not installed")
    f = tmp_path / "addzero.mlir"
    f.write_text("// RUN: enzymexlamlir-opt --enzyme-hlo-opt %s | FileCheck %s\n"
                 "func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
                 "  %c = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>\n"
                 "  %0 = stablehlo.add %arg0, %c : tensor<4xf32>\n"
                 "  return %0 : tensor<4xf32>\n}\n"
                 "// CHECK: func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
                 "// CHECK-NEXT: return %arg0 : tensor<4xf32>\n")
    (case,) = lf.evaluate([f], enzyme=True)
    assert case.verdict == "reaches", case.why
    (ours,) = lf.evaluate([DATA / "unknown_op.mlir"], enzyme=True)
    assert ours.verdict == "error" and "enzymexlamlir-opt" in ours.why


def test_filecheck_reading_a_file_is_not_a_run():
    text = ("// RUN: opt %s 2> %t.err; FileCheck %s < %t.err\n"
            "// RUN: FileCheck %s --input-file=%t\n"
            "// RUN: opt %s 2>&1 | FileCheck %s --check-prefix=E > /dev/null\n")
    (run,) = lf.parse_runs(text)
    assert run.filecheck_args == ["--check-prefix=E"]
    assert run.prefixes == ["E"]
