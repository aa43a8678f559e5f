"""Variants as edits of the base book: each edit, seeded shuffles, located errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlorules.base.errors import HloRulesError
from hlorules.engine.schedule import format_schedule
from hlorules.experiment import parse_spec_text, prepare_variant
from hlorules.experiment.measure import load_base

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "tests" / "rules_ok" / "seed_subset.rules"

BOOK = f"""
include "{RULES}"
ruleset forward = slice_iota
phase strip_marks {{ slice_iota }}
phase constant_propagation {{ tag(cut) - slice_transpose }}
phase fold {{ slice_iota }}
phase forward {{ forward }}
phase cut {{ slice_transpose, slice_iota }}
phase main until fixpoint (max 20) cap 10000 {{ tag(main) }}
schedule {{
  strip_marks
  repeat 3 {{ constant_propagation; fold }}
  forward
  cut
  main
}}
"""


@pytest.fixture
def base_dir(tmp_path: Path) -> Path:
    (tmp_path / "dev.book").write_text(BOOK)
    return tmp_path


def _prep(base_dir: Path, edits: str, name: str = "v", extra: str = ""):
    text = (f'experiment e {{\n  corpus python "hlorules.examples:EXAMPLES"\n'
            f'  base "dev.book"\n  variant {name} {{ {edits} }}\n{extra}}}\n')
    spec = parse_spec_text(text, str(base_dir / "e.spec"))
    book, rules = load_base(spec)
    return spec, book, rules, [prepare_variant(spec, book, rules, v) for v in spec.variants]


def _one(base_dir: Path, edits: str):
    return _prep(base_dir, edits)[3][0]


def test_baseline_is_the_base_schedule(base_dir: Path) -> None:
    _spec, book, _, (pv,) = _prep(base_dir, "")
    assert pv.schedule_text == format_schedule(book.schedule)
    assert pv.phases["cut"]["rules"] == ["slice_transpose", "slice_iota"]
    assert pv.phases["main"] == {"rules": ["transpose_slice"], "until_fixpoint": True,
                                 "max_sweeps": 20, "cap": 10000, "once": False}


def test_remove_phases_drops_the_emptied_repeat(base_dir: Path) -> None:
    pv = _one(base_dir, "remove constant_propagation, fold")
    assert pv.schedule_text.split() == ["strip_marks", "forward", "cut", "main"]


def test_repeat_of_sets_the_folding_rounds(base_dir: Path) -> None:
    pv = _one(base_dir, "repeat 1 of fold")
    assert "repeat 1 {" in pv.schedule_text
    assert "repeat 2 {" in _one(base_dir, "repeat 2").schedule_text


def test_order_permutes_the_named_items_in_their_slots(base_dir: Path) -> None:
    pv = _one(base_dir, "order cut, forward")
    assert [ln.strip() for ln in pv.schedule_text.splitlines() if not ln.startswith(" ")] == [
        "strip_marks", "repeat 3 {", "}", "cut", "forward", "main"]
    pv = _one(base_dir, "order main, fold, strip_marks")  # a block is named by its phases
    assert pv.schedule_text.splitlines()[0] == "main"
    assert pv.schedule_text.splitlines()[-1] == "strip_marks"


def test_move_puts_a_rule_in_one_phase_only(base_dir: Path) -> None:
    pv = _one(base_dir, "move slice_transpose to main")
    assert pv.phases["main"]["rules"] == ["transpose_slice", "slice_transpose"]
    assert pv.phases["cut"]["rules"] == ["slice_iota"]


def test_add_remove_disable_enable(base_dir: Path) -> None:
    pv = _one(base_dir, "add tag(cut) to main; remove slice_iota from cut")
    assert pv.phases["main"]["rules"] == ["transpose_slice", "slice_iota", "slice_transpose"]
    assert pv.phases["cut"]["rules"] == ["slice_transpose"]
    pv = _one(base_dir, "disable propagate(up)")
    assert pv.phases["cut"]["rules"] == ["slice_iota"]
    pv = _one(base_dir, "disable tag(cut); enable slice_iota")
    assert pv.phases["cut"]["rules"] == ["slice_iota"]
    pv = _one(base_dir, "disable forward")  # a ruleset
    assert "slice_iota" not in pv.phases["cut"]["rules"]


def test_cap_and_sweeps(base_dir: Path) -> None:
    pv = _one(base_dir, "cap main 3; sweeps cut 2")
    assert pv.phases["main"]["cap"] == 3 and pv.phases["cut"]["max_sweeps"] == 2
    pv = _one(base_dir, "cap none")
    assert all(p["cap"] is None for p in pv.phases.values())


def test_random_variants_are_seeded_by_seed_and_name(base_dir: Path) -> None:
    extra = "  random 4 { shuffle phases; shuffle rules }\n"
    a = _prep(base_dir, "", extra=extra)[3]
    b = _prep(base_dir, "", extra=extra)[3]
    assert [p.schedule_text for p in a] == [p.schedule_text for p in b]
    assert [p.phases for p in a] == [p.phases for p in b]
    assert len({p.schedule_text for p in a[1:]}) > 1  # four shuffles are not all the same
    seeded = _prep(base_dir, "", extra=extra.replace("random", "seed 1\n  random"))[3]
    assert [p.schedule_text for p in seeded] != [p.schedule_text for p in a]


def test_edits_do_not_touch_the_base_book(base_dir: Path) -> None:
    _spec, book, _rules, _ = _prep(base_dir, "move slice_transpose to main; remove cut; "
                                           "disable slice_iota")
    assert format_schedule(book.schedule).split()[-2:] == ["cut", "main"]
    assert not book.disabled


@pytest.mark.parametrize(("edit", "words"), [
    ("remove cutt", "no phase 'cutt' in the schedule; did you mean 'cut'?"),
    ("move slice_transpos to main", "unknown rule or ruleset 'slice_transpos'"),
    ("move slice_transpose to mainn", "unknown phase 'mainn'"),
    ("repeat 2 of main", "no repeat block containing phase 'main'"),
    ("order cut, cut", "name the same schedule item"),
    ("order fold, constant_propagation", "name the same schedule item"),
    ("disable tag(nope)", "unknown tag 'nope'"),
    ("add tag(nope) to main", "unknown tag 'nope'"),
])
def test_bad_edit_is_located_in_the_spec(base_dir: Path, edit: str, words: str) -> None:
    with pytest.raises(HloRulesError) as info:
        _one(base_dir, edit)
    e = info.value
    assert words in str(e)
    assert e.location is not None and e.location.file.endswith("e.spec")
    assert e.location.line == 4
    assert e.render().splitlines()[1].strip().startswith("variant v {")


def test_missing_rule_file_names_the_book(tmp_path: Path) -> None:
    (tmp_path / "b.book").write_text('include "gone.rules"\nphase p { x }\n')
    spec = parse_spec_text('experiment e { corpus python "m:X" base "b.book" variant v {} }',
                           str(tmp_path / "e.spec"))
    with pytest.raises(HloRulesError, match="cannot find rule file .*gone.rules.*included by"):
        load_base(spec)


def test_shipped_spec_resolves_every_variant() -> None:
    from hlorules.experiment import load_spec, plan

    spec = load_spec(ROOT / "experiments" / "seed_orderings.spec")
    prepared, corpus, _ = plan(spec)
    by = {p.name: p for p in prepared}
    assert "repeat" not in by["no_folding"].schedule_text
    assert "repeat 1 {" in by["fold_once"].schedule_text
    top = [ln for ln in by["cut_first"].schedule_text.splitlines() if not ln.startswith(" ")]
    assert top.index("cut") < top.index("forward")
    assert {"slice_transpose", "transpose_slice"} <= set(by["together"].phases["main"]["rules"])
    assert "slice_transpose" not in by["together"].phases["cut"]["rules"]
    assert len(corpus) >= 5
