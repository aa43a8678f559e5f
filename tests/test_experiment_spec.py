"""The experiment spec language: parsing, and one located error per bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlorules.base.errors import HloRulesError
from hlorules.experiment import load_spec, parse_spec_text

ROOT = Path(__file__).resolve().parents[1]

GOOD = """
# a comment
experiment demo {
  corpus python "hlorules.examples:EXAMPLES"
  corpus mlir "data/*.mlir", "x.mlir"
  base "b.book"; seed 7; repeats 2; inputs 4
  rules "a.rules", "b.rules"
  variant baseline {}
  variant edits {
    remove fold, constant_propagation
    remove slice_iota, tag(cut) from main
    add propagate(down) to cut
    move slice_transpose to main
    repeat 1 of fold
    repeat 2
    order cut, forward
    shuffle phases; shuffle cut, main
    shuffle rules in main, cut
    shuffle rules
    disable tag(simplify), propagate(up)
    enable slice_iota
    cap main 5; cap none; sweeps 3; sweeps cut 1
  }
  random 2 { shuffle phases }
}
"""


def test_spec_parses_every_statement() -> None:
    s = parse_spec_text(GOOD, "demo.spec", base_dir="/d")
    assert s.name == "demo" and s.seed == 7 and s.repeats == 2 and s.inputs == 4
    assert [c.kind for c in s.corpora] == ["python", "mlir"]
    assert s.corpora[1].sources == ("data/*.mlir", "x.mlir")
    assert s.rule_files == ("a.rules", "b.rules")
    assert str(s.path(s.base)) == "/d/b.book"
    assert [v.name for v in s.variants] == ["baseline", "edits", "random_1", "random_2"]
    assert [v.random for v in s.variants] == [False, False, True, True]
    kinds = [(e.kind, e.names, e.target, e.value) for e in s.variant("edits").edits]
    assert kinds == [
        ("remove", ("fold", "constant_propagation"), None, None),
        ("remove_rules", ("slice_iota", "tag(cut)"), "main", None),
        ("add", ("propagate(down)",), "cut", None),
        ("move", ("slice_transpose",), "main", None),
        ("repeat", (), "fold", 1),
        ("repeat", (), None, 2),
        ("order", ("cut", "forward"), None, None),
        ("shuffle_phases", (), None, None),
        ("shuffle_phases", ("cut", "main"), None, None),
        ("shuffle_rules", ("main", "cut"), None, None),
        ("shuffle_rules", (), None, None),
        ("disable", ("tag(simplify)", "propagate(up)"), None, None),
        ("enable", ("slice_iota",), None, None),
        ("cap", (), "main", 5),
        ("cap", (), None, None),
        ("sweeps", (), None, 3),
        ("sweeps", (), "cut", 1),
    ]
    assert s.variant("edits").edits[1].text == "remove slice_iota, tag(cut) from main"


def test_shipped_spec_parses() -> None:
    s = load_spec(ROOT / "experiments" / "seed_orderings.spec")
    names = [v.name for v in s.variants]
    assert names[:6] == ["baseline", "no_folding", "fold_once", "cut_first", "together",
                         "down_only"]
    assert s.path(s.base) == ROOT / "experiments" / "seed_pipeline.book"


def _err(text: str) -> HloRulesError:
    with pytest.raises(HloRulesError) as info:
        parse_spec_text(text, "t.spec")
    return info.value


HEAD = 'experiment e {\n  corpus python "m:X"\n  base "b.book"\n'


@pytest.mark.parametrize(("body", "line", "col", "words"), [
    ("  variant v { frobnicate x }\n}", 4, 15, "expected"),
    ("  variant v { remove tag(x) }\n}", 4, 22, "remove tag(x) from PHASE"),
    ("  variant v { disable propagate(sideways) }\n}", 4, 33, "'up' or 'down'"),
    ("  variant v {}\n  variant v {}\n}", 5, 11, "duplicate variant 'v'"),
    ("  variant original {}\n}", 4, 11, "reserved"),
    ("  seed 1\n  seed 2\n  variant v {}\n}", 5, 3, "given twice"),
    ("  repeats 0\n  variant v {}\n}", 4, 11, "at least 1"),
    ("  variant v { repeat 0 }\n}", 4, 22, "at least 1"),
    ("  variant phases {}\n}", 4, 11, "reserved word"),
    ('  base "unterminated\n}', 4, 8, "unterminated string"),
])
def test_bad_spec_is_one_located_error(body: str, line: int, col: int, words: str) -> None:
    e = _err(HEAD + body)
    assert e.location is not None and (e.location.line, e.location.col) == (line, col), str(e)
    assert e.location.file == "t.spec"
    assert words in str(e)
    assert "^" in e.render()


def test_missing_parts_are_reported_at_the_experiment_name() -> None:
    assert "no corpus" in str(_err('experiment e { base "b.book" variant v {} }'))
    assert "no base rulebook" in str(_err('experiment e { corpus python "m:X" variant v {} }'))
    e = _err('experiment e { corpus python "m:X" base "b.book" }')
    assert "no variants" in str(e) and e.location is not None and e.location.col == 12


def test_unreadable_spec_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(HloRulesError, match="cannot find experiment spec"):
        load_spec(tmp_path / "nope.spec")
