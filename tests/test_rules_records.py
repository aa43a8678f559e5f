"""Records: the structured results of builtins (boxes, runs, sources), read by field."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import numpy as np
import pytest

from hlorules.base.errors import HloRulesError
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules
from hlorules.rules import runtime as _R
from hlorules.rules.builtins import BUILTINS

SLICE = """func.func @main(%x: tensor<4x8x8xf32>) -> tensor<2x2x8xf32> {
  %0 = stablehlo.slice %x [1:3, 2:4, 0:8] : (tensor<4x8x8xf32>) -> tensor<2x2x8xf32>
  return %0 : tensor<2x2x8xf32>
}"""


def _slice_op() -> object:
    return next(o for o in from_text(SLICE).walk() if o.name == "stablehlo.slice")


def _rule(where: str) -> object:
    text = f"rule r {{\n  match slice(%x) {{start_indices = $s}}\n  where {where}\n  rewrite %x\n}}"
    return load_rules(text, "t.rules")["r"]


def test_runs_are_records_equal_to_their_items_and_read_by_field() -> None:
    got = BUILTINS["runs"].fn((4, 5, 6, -1, -1, 0))
    assert got == ((0, 3, 4), (3, 5, -1), (5, 6, 0))
    assert [(r.get("start"), r.get("end"), r.get("first")) for r in got] == list(got)
    assert repr(got[0]) == "run(start=0, end=3, first=4)"
    keyed = BUILTINS["runs"].fn((0, 1, 2), ((7, 0), (7, 0), (8, 0)))
    assert keyed[1].get("key") == (8, 0) and keyed[0].names == ("start", "end", "first", "key")


def test_runs_of_records_by_a_field_keep_the_other_fields_of_the_first() -> None:
    src = [_R.record("source", ("store", "lane", "offset"), (s, lane, off))
           for s, lane, off in [(0, 4, (0, 1)), (0, 5, (0, 1)), (0, 6, (0, 2)), (-1, -1, (0, 0)),
                                (-1, -1, (0, 0)), (1, 0, (0, 1))]]
    got = BUILTINS["runs"].fn(tuple(src), "lane")
    assert got == ((0, 2, 0, 4, (0, 1)), (2, 3, 0, 6, (0, 2)), (3, 5, -1, -1, (0, 0)),
                   (5, 6, 1, 0, (0, 1)))
    assert got[0].names == ("start", "end", "store", "lane", "offset")
    assert repr(got[1]) == "run(start=2, end=3, store=0, lane=6, offset=[0, 2])"
    with pytest.raises(KeyError, match="source has no field 'lanes'"):
        BUILTINS["runs"].fn(tuple(src), "lanes")


def test_writers_give_one_source_record_per_window() -> None:
    w = BUILTINS["box_windows"].fn((8,), (0,), (4,), 0)
    store = BUILTINS["box_windows"].fn((8,), (2,), (6,), 0)
    got = BUILTINS["writers"].fn(w, (store,))
    assert [(s.get("store"), s.get("lane")) for s in got] == [(-1, -1), (-1, -1), (0, 0), (0, 1)]
    assert got[2].get("offset") == (0,) and got[2].kind == "source"


def test_boxes_are_records_of_lo_and_hi() -> None:
    got = BUILTINS["box"].fn(np.array([[0, 1, 1], [0, 1, 1], [0, 0, 0]], bool))
    assert (got.get("lo"), got.get("hi")) == ((0, 1), (2, 3)) and got == ((0, 1), (2, 3))
    assert BUILTINS["grid_box"].fn((1, 2), (4,), (2,)).get("hi") == (3,)
    assert BUILTINS["reshape_box"].fn((2, 4), (8,), (1, 0), (2, 4)).get("lo") == (4,)


def test_a_record_pickles_with_its_fields() -> None:
    r = BUILTINS["runs"].fn((3, 4))[0]
    back = pickle.loads(pickle.dumps(r))
    assert back == r and back.get("first") == 3 and repr(back) == repr(r)


def test_a_rule_reads_fields_of_records() -> None:
    op = _slice_op()
    assert _rule("runs($s)[0].end == 2, runs($s)[0].first == 1, runs($s)[1].start == 2") \
        .match(op) is not None  # type: ignore[attr-defined]
    assert _rule("runs($s)[0].end == 3").match(op) is None  # type: ignore[attr-defined]


def test_a_field_the_record_lacks_makes_the_clause_false_and_explain_names_its_fields() -> None:
    rule = _rule("runs($s)[0].lane == 1")
    op = _slice_op()
    assert rule.match(op) is None  # type: ignore[attr-defined]
    why = rule.explain(op)  # type: ignore[attr-defined]
    assert "run has no field 'lane' (its fields: start, end, first)" in why, why


def test_an_unknown_field_name_is_a_located_load_error() -> None:
    with pytest.raises(HloRulesError) as e:
        _rule("runs($s)[0].strat == 0")
    assert str(e.value).splitlines()[0].startswith("t.rules:3:9: error: unknown field 'strat'"), \
        str(e.value)


GATHER = """func.func @main(%x: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
    collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}"""


def _gather_op() -> object:
    return next(o for o in from_text(GATHER).walk() if o.name == "stablehlo.gather")


def _gather_rule(where: str) -> object:
    text = f"rule r {{\n  match gather(%x, %i) as %g\n  where {where}\n  rewrite %x\n}}"
    return load_rules(text, "t.rules")["r"]


def test_a_window_set_is_a_record_of_sizes_batch_and_operand() -> None:
    w = BUILTINS["windows"].fn(_gather_op().results[0])  # type: ignore[attr-defined]
    assert (w.get("sizes"), w.get("batch"), w.get("operand")) == ((1, 3), (2,), (4, 3))
    assert _R._show(w) == "windows(sizes=[1, 3], batch=[2], operand=[4, 3])"
    with pytest.raises(KeyError, match=r"windows has no field 'lane' \(its fields: sizes, batch"):
        w.get("lane")


def test_a_rule_reads_fields_of_a_window_set() -> None:
    op = _gather_op()
    assert _gather_rule("windows(%g).batch == [2], windows(%g).sizes == [1, 3], "
                        "windows(%g).operand == shape(%x)").match(op) is not None  # type: ignore[attr-defined]
    assert _gather_rule("windows(%g).batch == [3]").match(op) is None  # type: ignore[attr-defined]


def test_explain_shows_a_window_set_by_its_fields() -> None:
    op = _gather_op()
    why = _gather_rule("windows(%g)").explain(op)  # type: ignore[attr-defined]
    assert "got windows(sizes=[1, 3], batch=[2], operand=[4, 3])" in why, why
    why = _gather_rule("windows(%g).lane == 0").explain(op)  # type: ignore[attr-defined]
    assert "windows has no field 'lane' (its fields: sizes, batch, operand, starts)" in why, why


def test_a_rule_reads_the_starts_of_a_window_set_by_field() -> None:
    op = _gather_op()
    w = BUILTINS["windows"].fn(op.results[0])  # type: ignore[attr-defined]
    assert w.get("starts").tolist() == [[2, 0], [0, 0]]
    assert _gather_rule("flat(windows(%g).starts) == [2, 0, 0, 0]").match(op) is not None  # type: ignore[attr-defined]
    assert _gather_rule("flat(windows(%g).starts) == [0, 0, 2, 0]").match(op) is None  # type: ignore[attr-defined]
    assert "starts" not in BUILTINS  # a field (and geometry.rules' starts($w)), no builtin


DOC = Path(__file__).resolve().parent.parent / "docs" / "rules.md"


def _records_table() -> dict[str, list[list[str]]]:
    """Per record kind the docs' records table lists: each row's cells (kind, fields, given
    by, examples)."""
    section = DOC.read_text().split("Records: the builtins that give structured values", 1)[1]
    rows: dict[str, list[list[str]]] = {}
    for line in section.split("\n\n", 2)[1].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            rows.setdefault(cells[0].strip("`"), []).append(cells)
    return rows


def test_the_docs_list_every_record_kind_with_its_fields_and_examples() -> None:
    table = _records_table()
    kinds = {cls.kind: cls.names for cls in _R._RECORD_TYPES.values()}
    kinds |= {cls.kind: cls.names for cls in _R.RECORD_CLASSES if cls is not _R.Record}  # type: ignore[attr-defined]
    assert set(kinds) == set(table), (sorted(kinds), sorted(table))
    for kind, names in kinds.items():
        listed = {f for row in table[kind] for f in re.findall(r"`(\w+)`", row[1])}
        if kind != "run":  # (runs of records keep the fields of their records)
            assert set(names) <= listed, (kind, names, listed)
        assert all(re.findall(r"`([^`]*==[^`]*)`", row[3]) for row in table[kind]), kind


@pytest.mark.parametrize("example", [ex for rows in _records_table().values() for row in rows
                                     for ex in re.findall(r"`([^`]*==[^`]*)`", row[3])])
def test_each_record_example_in_the_docs_holds(example: str) -> None:
    rs = load_rules(f"rule r {{ match negate(%x) where {example} rewrite %x }}", "t.rules")
    mod = from_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "  %0 = stablehlo.negate %x : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}")
    neg = next(o for o in mod.walk() if o.name == "stablehlo.negate")
    assert rs["r"].match(neg) is not None, rs["r"].explain(neg)
