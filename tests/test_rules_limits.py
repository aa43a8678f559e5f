"""Reliability of rule files and rulebooks (issue 14): undecodable bytes, deep nesting, huge
literals, allocation limits and option types each give one located error, at load time
where they can, and the CLI prints it as one ``file:line:col: error:`` line with exit 1."""

from __future__ import annotations

from pathlib import Path

import pytest
from hlorules.engine.rulebook import load_book
from hlorules.rules import load_rules
from typer.testing import CliRunner

from hlorules.cli import app
from hlorules.errors import HloRulesError

HERE = Path(__file__).resolve().parent
INPUT = HERE / "engine_data" / "input.mlir"


def invoke(*args: object) -> object:
    return CliRunner().invoke(app, [str(a) for a in args])


def located_error(fn: object, *args: object) -> HloRulesError:
    """The HloRulesError ``fn(*args)`` raises; it must carry a location."""
    with pytest.raises(HloRulesError) as info:
        fn(*args)  # type: ignore[operator]
    err = info.value
    assert err.location is not None, err.render()
    assert "Traceback" not in err.render()
    return err


def one_error_line(result: object, where: str) -> str:
    """The CLI's stderr: exactly one ``where: error: ...`` line (plus source and caret)."""
    assert result.exit_code == 1, result.output  # type: ignore[attr-defined]
    err = result.stderr  # type: ignore[attr-defined]
    assert "Traceback" not in err
    first, *rest = err.splitlines()
    assert first.startswith(f"{where}: error: "), err
    assert len(rest) in (0, 2), err
    return first


# --------------------------------------------------------------------------- invalid UTF-8


def test_invalid_utf8_in_a_rule_file_is_located_at_the_byte(tmp_path: Path) -> None:
    path = tmp_path / "bad.rules"
    path.write_bytes(b"rule a {\n  match negate(%x)\n  rewrite %x  # caf\xe9\n}\n")
    err = located_error(load_rules, path)
    assert (err.location.line, err.location.col) == (3, 20)
    assert "invalid UTF-8 at byte offset 47 (byte 0xe9)" in err.message
    assert err.source_line == "  rewrite %x  # caf\ufffd"


def test_invalid_utf8_after_a_byte_order_mark_counts_the_mark(tmp_path: Path) -> None:
    path = tmp_path / "bom.rules"
    path.write_bytes(b"\xef\xbb\xbf\xff")
    err = located_error(load_rules, path)
    assert (err.location.line, err.location.col) == (1, 1)
    assert "byte offset 3" in err.message


def test_a_byte_order_mark_alone_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.rules"
    path.write_bytes(b"\xef\xbb\xbfrule a { match negate(negate(%x)) rewrite %x }\n")
    assert list(load_rules(path)) == ["a"]


def test_invalid_utf8_in_an_included_book_is_located_in_that_book(tmp_path: Path) -> None:
    (tmp_path / "inner.book").write_bytes(b"phase p { a }\n# \xc3\x28\n")
    (tmp_path / "outer.book").write_text('include "inner.book"\n')
    err = located_error(load_book, tmp_path / "outer.book")
    assert err.location.file.endswith("inner.book")
    assert (err.location.line, err.location.col) == (2, 3)
    assert "byte offset 16 (byte 0xc3)" in err.message


def test_cli_check_of_invalid_utf8_rules_prints_one_located_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.rules"
    path.write_bytes(b"rule a { match negate(%x) rewrite %x } # \x80\n")
    first = one_error_line(invoke("check", path), f"{path}:1:42")
    assert "byte offset 41" in first


def test_cli_opt_with_invalid_utf8_book_prints_one_located_line(tmp_path: Path) -> None:
    book = tmp_path / "bad.book"
    book.write_bytes(b"set fold_limit = 8\nphase p { \xfe }\n")
    one_error_line(invoke("opt", "--rulebook", book, INPUT), f"{book}:2:11")


def test_cli_opt_with_a_missing_rule_file_names_it(tmp_path: Path) -> None:
    missing = tmp_path / "missing.rules"
    one_error_line(invoke("opt", "--rulebook", HERE / "engine_data" / "simple.book",
                          "--rules", missing, INPUT), f"{missing}:1:1")
