"""Rulebooks, rule files and specs named without a path: shipped library, HLORULES_PATH, cwd."""

from __future__ import annotations

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
    with pytest.raises(HloRulesError, match="cannot find book"):
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
