"""Definitions (``def``) and includes of rule files: scope, inlining, the cache, end to end."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from driven import rewrite_once
from typer.testing import CliRunner

from hlorules.base.errors import HloRulesError
from hlorules.cli import app
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules, parse_rules

DATA = Path(__file__).resolve().parent / "defs_data"

TRANSPOSES = """func.func @main(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = stablehlo.transpose %0, dims = [2, 1, 0] : (tensor<3x2x4xf32>) -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}"""


def _transposes(mod: object) -> list[tuple[int, ...]]:
    return [tuple(o.properties["permutation"].get_values())  # type: ignore[attr-defined]
            for o in mod.walk() if o.name == "stablehlo.transpose"]  # type: ignore[attr-defined]


def test_a_definition_is_used_in_let_and_rewrite_with_its_meaning() -> None:
    mod = from_text(TRANSPOSES)
    assert rewrite_once(mod, load_rules(DATA / "slices.rules")) == 1
    assert _transposes(mod) == [(2, 0, 1)]


def test_definitions_are_inlined_so_the_rules_call_none() -> None:
    (r,) = parse_rules("def twice($x) = $x * 2\n"
                       "rule r { match negate(%x) : $T where twice(rank($T)) == 2 rewrite %x }",
                       "t.rules")
    where = r.checks[0].expr
    assert where.text == "twice(rank($T)) == 2"
    assert where.a.op == "*" and where.a.a.name == "rank"  # type: ignore[attr-defined]


def test_a_named_constant_is_used_as_a_bare_name() -> None:
    rs = load_rules("def RANK = 1\nrule r { match negate(%x) : $T where rank($T) == RANK "
                    "rewrite %x }", "t.rules")
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert rs["r"].match(neg) is not None


def test_a_definitions_own_items_do_not_capture_the_callers_names() -> None:
    # the argument `$x` is the caller's item; `shift` names its own item `$x` too
    rs = load_rules("def shift($xs, $k) = [$x + $k for $x in $xs]\n"
                    "rule r { match negate(%y) where [shift([1, 2], $x) for $x in [10, 20]] == "
                    "[[11, 12], [21, 22]] rewrite %y }", "t.rules")
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert rs["r"].match(neg) is not None


def test_an_include_makes_definitions_visible_but_not_rules(tmp_path: Path) -> None:
    (tmp_path / "lib.rules").write_text("def ONE = 1\nrule lib_rule { match negate(%x) "
                                        "rewrite %x }\n")
    (tmp_path / "main.rules").write_text('include "lib.rules"\nrule r { match negate(%x) : $T '
                                         'where rank($T) == ONE rewrite %x }\n')
    assert list(load_rules(tmp_path / "main.rules")) == ["r"]


def test_includes_are_followed_transitively(tmp_path: Path) -> None:
    (tmp_path / "a.rules").write_text("def ONE = 1\n")
    (tmp_path / "b.rules").write_text('include "a.rules"\ndef TWO = ONE + ONE\n')
    (tmp_path / "c.rules").write_text('include "b.rules"\nrule r { match negate(%x) : $T '
                                      'where rank($T) == TWO - ONE rewrite %x }\n')
    assert list(load_rules(tmp_path / "c.rules")) == ["r"]


def test_an_include_cycle_through_two_files_is_located(tmp_path: Path) -> None:
    (tmp_path / "a.rules").write_text('include "b.rules"\nrule r { match negate(%x) '
                                      'rewrite %x }\n')
    (tmp_path / "b.rules").write_text('\ninclude "a.rules"\n')
    with pytest.raises(HloRulesError) as info:
        load_rules(tmp_path / "a.rules")
    err = info.value
    assert err.location is not None
    assert (err.location.file, err.location.line) == (str(tmp_path / "b.rules"), 2)
    assert err.message.startswith("cyclic include: ")


def test_a_mismatch_inside_an_included_definition_shows_its_own_line(tmp_path: Path) -> None:
    (tmp_path / "lib.rules").write_text("def plus_one(%v) = [%v] + 1\n")
    (tmp_path / "main.rules").write_text('include "lib.rules"\nrule r { match negate(%x) '
                                         'where plus_one(%x) == 1 rewrite %x }\n')
    with pytest.raises(HloRulesError) as info:
        load_rules(tmp_path / "main.rules")
    lines = info.value.render().splitlines()
    assert lines[0].startswith(f"{tmp_path / 'lib.rules'}:1:20: error: type mismatch"), lines
    assert lines[1] == "def plus_one(%v) = [%v] + 1"


def test_the_prelude_is_seen_without_an_include() -> None:
    rs = load_rules("rule r { match negate(%x) : $T where smallest_normal($T) > 0.0 "
                    "rewrite %x }", "t.rules")
    mod = from_text("func.func @main(%x: tensor<4xf64>) -> tensor<4xf64> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf64>\n  return %0 : tensor<4xf64>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert rs["r"].match(neg) is not None


def test_the_cache_is_not_used_once_an_included_file_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HLORULES_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("HLORULES_NO_CACHE", raising=False)
    (tmp_path / "lib.rules").write_text("def LIMIT = 1\n")
    main = tmp_path / "main.rules"
    main.write_text('include "lib.rules"\nrule r { match negate(%x) : $T where rank($T) == '
                    'LIMIT rewrite %x }\n')
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert load_rules(main)["r"].match(neg) is not None
    assert load_rules(main)["r"].match(neg) is not None  # from the cache
    (tmp_path / "lib.rules").write_text("def LIMIT = 2\n")
    assert load_rules(main)["r"].match(neg) is None


def test_a_users_book_runs_rules_using_their_definitions(tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    r = CliRunner().invoke(app, ["opt", "--rulebook", str(DATA / "user.book"),
                                 str(DATA / "input.mlir"), "-o", str(out)])
    assert r.exit_code == 0, r.output
    text = out.read_text()
    assert "dims = [2, 0, 1]" in text and "stablehlo.slice" not in text


@pytest.mark.slow
def test_check_and_prove_see_through_a_users_definitions(tmp_path: Path) -> None:
    rules = tmp_path / "slices.rules"
    for f in ("slices.rules", "helpers.rules"):
        shutil.copy(DATA / f, tmp_path / f)
    runner = CliRunner()
    r = runner.invoke(app, ["prove", str(rules), "--rule", "transpose_of_transpose",
                            "--max-rank", "2", "--max-dim", "2", "--outdir", str(tmp_path)])
    assert r.exit_code == 0, r.output
    assert "1 proved, 0 refuted, 0 unknown of 1 rules" in r.output
    r = runner.invoke(app, ["check", str(rules), "--rule", "transpose_of_transpose",
                            "--programs", "6", "--allow-weak", "--executor", "local",
                            "--outdir", str(tmp_path / "check")])
    assert r.exit_code == 0, r.output
    assert "transpose_of_transpose" in r.output and "no counterexample in" in r.output


def test_explain_quotes_the_rule_as_written_and_the_builtins_inside_its_definitions() -> None:
    rs = load_rules("def wide($T) = rank($T) > 1\n"
                    "rule r { match negate(%x) : $T where wide($T) rewrite %x }", "t.rules")
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert rs["r"].explain(neg) == "constraint `wide($T)` (rank: the rank) is false at t.rules:2:38"


PRELUDE = Path(__file__).resolve().parent.parent / "rulebooks" / "prelude.rules"
DOC = Path(__file__).resolve().parent.parent / "docs" / "rules.md"


def _prelude_table() -> dict[str, list[str]]:
    """Each definition the docs' prelude table lists, with the examples (`... == ...`)."""
    section = DOC.read_text().split("### The prelude", 1)[1].split("\n#", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`") and "(" in cells[0]:
            name = cells[0].strip("`").split("(")[0]
            rows[name] = [ex for ex in re.findall(r"`([^`]*)`", cells[2]) if " == " in ex]
    return rows


def test_the_docs_list_every_prelude_definition_with_an_example() -> None:
    defined = re.findall(r"^def ([A-Za-z_][A-Za-z0-9_]*)", PRELUDE.read_text(), flags=re.MULTILINE)
    table = _prelude_table()
    assert sorted(table) == sorted(defined)
    assert all(table[name] for name in defined), table


@pytest.mark.parametrize("example", [ex for exs in _prelude_table().values() for ex in exs])
def test_each_prelude_example_in_the_docs_holds(example: str) -> None:
    rs = load_rules(f"rule r {{ match negate(%x) where {example} rewrite %x }}", "t.rules")
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert rs["r"].match(neg) is not None, rs["r"].explain(neg)


def test_a_rule_file_is_loaded_once_per_content_and_again_once_it_or_an_include_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HLORULES_NO_CACHE", "1")  # the memory tier alone
    (tmp_path / "lib.rules").write_text("def LIMIT = 1\n")
    main = tmp_path / "main.rules"
    main.write_text('include "lib.rules"\nrule r { match negate(%x) : $T where rank($T) == '
                    'LIMIT rewrite %x }\n')
    first = load_rules(main)
    assert load_rules(main) is first
    (tmp_path / "lib.rules").write_text("def LIMIT = 2\n")
    second = load_rules(main)
    assert second is not first and load_rules(main) is second
    main.write_text(main.read_text() + "\n")
    assert load_rules(main) is not second
