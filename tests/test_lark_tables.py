"""The LALR tables shipped beside each grammar (hlorules.base.lark_tables): current, and the
parser loaded from them parses as the grammar does; stale or broken tables only cost time."""

from __future__ import annotations

import marshal
import shutil
from pathlib import Path

import lark
import pytest

from hlorules.base import lark_tables
from hlorules.base.lark_tables import GRAMMARS, lalr, shipped_grammars, tables_key, tables_path

ROOT = Path(__file__).resolve().parents[1]
TEXTS = {"grammar.lark": sorted((ROOT / "rulebooks").glob("*.rules"))
         + sorted((ROOT / "examples").glob("*.rules")),
         "rulebook.lark": sorted((ROOT / "rulebooks").glob("*.book"))
         + sorted((ROOT / "experiments").glob("*.book")),
         "spec.lark": sorted((ROOT / "experiments").glob("*.spec"))}


def _built(grammar: Path) -> lark.Lark:
    return lark.Lark(grammar.read_text(encoding="utf-8"),
                     **{**lark_tables.OPTIONS, **GRAMMARS[grammar.name]})


def test_every_grammar_of_the_tree_has_current_shipped_tables():
    grammars = shipped_grammars()
    assert sorted(g.name for g in grammars) == sorted(GRAMMARS)
    tree_grammars = {p.name for folder in ("rules", "engine", "experiment")
                     for p in (ROOT / folder).glob("*.lark")}
    assert tree_grammars == set(GRAMMARS)
    for g in grammars:
        blob = marshal.loads(tables_path(g).read_bytes())
        options = {**lark_tables.OPTIONS, **GRAMMARS[g.name]}
        assert blob["key"] == tables_key(g.read_text(encoding="utf-8"), options), (
            f"{tables_path(g)} is stale: run python -m hlorules.base.lark_tables")


@pytest.mark.parametrize("name", sorted(GRAMMARS))
def test_the_parser_from_shipped_tables_gives_the_grammars_trees_on_every_shipped_text(name):
    (grammar,) = [g for g in shipped_grammars() if g.name == name]
    loaded, built = lalr(grammar), _built(grammar)
    assert loaded.source_path == "<deserialized>"  # it came from the tables
    assert TEXTS[name]
    for path in TEXTS[name]:
        text = path.read_text(encoding="utf-8")
        assert loaded.parse(text) == built.parse(text), path


def test_stale_or_broken_tables_fall_back_to_the_grammar(tmp_path):
    (grammar,) = [g for g in shipped_grammars() if g.name == "rulebook.lark"]
    copy = tmp_path / grammar.name
    shutil.copy(grammar, copy)
    text = TEXTS["rulebook.lark"][0].read_text(encoding="utf-8")
    want = _built(grammar).parse(text)
    for blob in (b"not marshal", marshal.dumps([1, 2]),
                 tables_path(grammar).read_bytes().replace(b"lalr", b"lalx"), None):
        if blob is None:
            tables_path(copy).unlink()
        else:
            tables_path(copy).write_bytes(blob)
        assert lalr(copy).parse(text) == want
    copy.write_text(grammar.read_text(encoding="utf-8") + "\n// changed\n", encoding="utf-8")
    shutil.copy(tables_path(grammar), tables_path(copy))
    parser = lalr(copy)  # the tables are of the old text: built from the grammar instead
    assert parser.source_path != "<deserialized>" and parser.parse(text) == want
