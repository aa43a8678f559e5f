"""Rulebooks, rule files and specs named without a path: shipped library, HLORULES_PATH, cwd."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from hlorules.base.errors import HloRulesError
from hlorules.base.search_path import describe, is_bare, locate, shipped, shipped_dirs
from hlorules.engine.api import resolve
from hlorules.engine.rulebook import load_book

REPO = Path(__file__).resolve().parent.parent


def test_shipped_dirs_hold_the_library():
    names = {p.name for p in shipped(".book")} | {p.name for p in shipped(".rules")}
    assert {"exec.book", "simplify.book", "seed.rules", "fold.rules", "simplify.rules"} <= names
    assert [p.name for p in shipped(".spec")] == ["seed_orderings.spec"]
    assert all(d.is_dir() for d in shipped_dirs())


@pytest.mark.parametrize("name", ["exec", "exec.book"])
def test_bare_book_name_finds_the_shipped_book_from_any_folder(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    book = load_book(name)
    assert Path(book.file).name == "exec.book"
    schedule, _ = resolve(name)
    assert schedule is not None


def test_hlorules_path_is_searched_after_the_library(tmp_path, monkeypatch):
    d = tmp_path / "mine"
    d.mkdir()
    (d / "mybook.book").write_text('include "simplify.rules"\nphase p { tag(simplify) }\n'
                                   "schedule { p }\n")
    monkeypatch.setenv("HLORULES_PATH", str(d))
    monkeypatch.chdir(tmp_path)
    assert locate("mybook", ".book") == d / "mybook.book"
    book = load_book("mybook")
    # the bare include not beside the book comes from the shipped library
    assert [p.name for p in book.rule_files] == ["simplify.rules"]
    assert book.rule_files[0].is_file()


def test_a_path_with_a_folder_is_never_searched(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert not is_bare("./exec.book") and is_bare("exec")
    with pytest.raises(HloRulesError, match="cannot find rulebook './exec.book'"):
        load_book("./exec.book")


def test_missing_bare_book_names_the_searched_folders_without_a_fake_location(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(HloRulesError) as e:
        load_book("no_such_book")
    assert e.value.location is None
    assert "cannot find rulebook 'no_such_book'" in str(e.value)
    assert str(tmp_path) in str(e.value)


def test_describe_reads_the_leading_comment():
    (seed,) = [p for p in shipped(".rules") if p.name == "seed.rules"]
    assert describe(seed).startswith("The seed family")


def test_books_command_lists_every_shipped_file(tmp_path):
    out = subprocess.run([sys.executable, "-m", "hlorules.cli", "books"], cwd=tmp_path,
                         capture_output=True, text=True, check=True).stdout
    for p in [*shipped(".book"), *shipped(".rules"), *shipped(".spec")]:
        assert p.name in out


def test_a_name_too_long_for_the_file_system_is_a_located_error_not_a_traceback(tmp_path):
    book = tmp_path / "b.book"
    book.write_text('include "seed' + "7" * 5000 + '.rules"\nphase p { slice_iota }\n')
    assert locate("x" * 5000, ".book") is None
    with pytest.raises(HloRulesError):
        resolve(book)


def _cli(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hlorules.cli", *args], cwd=cwd,
                          capture_output=True, text=True, check=False)


MODULE = """func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %0 = stablehlo.add %x, %z : tensor<4xi32>
  return %0 : tensor<4xi32>
}
"""


@pytest.mark.parametrize("name", ["seed.rules", "seed"])
def test_check_finds_a_shipped_rule_file_by_bare_name_from_an_empty_folder(name, tmp_path):
    r = _cli(tmp_path, "check", name, "--rule", "slice_iota", "--programs", "3",
             "--max-examples", "3", "--allow-weak", "--outdir", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("slice_iota (")
    assert "seed.rules:" in r.stdout.splitlines()[0]


def test_opt_finds_shipped_book_and_rule_files_by_bare_name_from_an_empty_folder(tmp_path):
    (tmp_path / "m.mlir").write_text(MODULE)
    r = _cli(tmp_path, "opt", "-b", "simplify", "--rules", "simplify.rules", "--rules",
             "simplify_forms.rules", "--rules", "fold.rules", "--rules", "loops.rules",
             "--rules", "indexing.rules", "m.mlir")
    assert r.returncode == 0, r.stderr
    assert "stablehlo.add" not in r.stdout and "return %arg0" in r.stdout


def test_prove_finds_a_shipped_rule_file_by_bare_name_from_an_empty_folder(tmp_path):
    pytest.importorskip("z3")
    r = _cli(tmp_path, "prove", "simplify.rules", "--rule", "ReverseOp_EmptyDim",
             "--outdir", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
    assert "1 proved, 0 refuted, 0 unknown of 1 rules" in r.stdout


def test_a_missing_command_line_file_names_what_was_searched_in_one_line(tmp_path):
    for args, kind in [(["check", "nope", "--rule", "x"], "rule file 'nope'"),
                       (["prove", "nope.rules"], "rule file 'nope.rules'"),
                       (["experiment", "nope"], "experiment spec 'nope'")]:
        r = _cli(tmp_path, *args)
        assert r.returncode == 1, r.stderr
        assert r.stderr.startswith(f"error: cannot find {kind} (searched "), r.stderr
        assert str(tmp_path) in r.stderr and r.stderr.count("\n") == 1


def test_shipped_spec_is_found_by_bare_name_from_an_empty_folder(tmp_path, monkeypatch):
    from hlorules.experiment import load_spec

    monkeypatch.chdir(tmp_path)
    assert Path(load_spec("seed_orderings").file).name == "seed_orderings.spec"


def test_a_spec_names_a_shipped_book_and_rule_file_bare(tmp_path, monkeypatch):
    from hlorules.experiment.measure import load_base
    from hlorules.experiment.spec import parse_spec_text

    monkeypatch.chdir(tmp_path)
    spec = parse_spec_text('experiment e { corpus python "m:X" base "simplify" '
                           'rules "simplify.rules" variant v {} }', str(tmp_path / "e.spec"))
    book, rules = load_base(spec)
    assert Path(book.file).name == "simplify.book"
    assert "AddOp_RemoveNoop" in rules


def test_a_file_beside_the_spec_wins_over_the_shipped_one(tmp_path):
    from hlorules.experiment.spec import parse_spec_text

    (tmp_path / "simplify.book").write_text("phase p { x }\n")
    spec = parse_spec_text('experiment e { corpus python "m:X" base "simplify.book" '
                           'variant v {} }', str(tmp_path / "e.spec"))
    assert spec.path(spec.base) == tmp_path / "simplify.book"


def test_a_missing_rule_include_is_reported_at_the_include_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "b.book").write_text('# mine\ninclude "nothere.rules"\nphase p { x }\n')
    with pytest.raises(HloRulesError) as e:
        resolve("b.book")
    assert str(e.value).startswith("b.book:2:9: error: cannot find rule file 'nothere.rules'")
    assert e.value.render().splitlines()[1] == 'include "nothere.rules"'


def test_a_book_run_with_other_rule_files_says_which_of_its_names_select_nothing(
        tmp_path: Path) -> None:
    m = tmp_path / "m.mlir"
    m.write_text("func.func @main(%x: tensor<8xf32>) -> tensor<4xf32> {\n"
                 "  %0 = stablehlo.negate %x : tensor<8xf32>\n"
                 "  %1 = stablehlo.slice %0 [2:6] : (tensor<8xf32>) -> tensor<4xf32>\n"
                 "  return %1 : tensor<4xf32>\n}\n")
    r = subprocess.run([sys.executable, "-m", "hlorules", "opt", "-b", "exec", "--rules",
                        "seed.rules", str(m)], cwd=tmp_path, capture_output=True, text=True,
                       check=False)
    assert r.returncode == 0, r.stderr
    assert "stablehlo.slice %arg0 [2:6]" in r.stdout  # seed.rules' slice_elementwise fired
    assert re.search(r"exec\.book:\d+:\d+: tag 'fold' names no rule of the given rule files",
                     r.stderr), r.stderr
