"""Tests of the rulebook language: parsing into the model, includes, resolution, errors."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hlorules.base.errors import HloRulesError, Location
from hlorules.base.options import OPTIONS, declare_option
from hlorules.engine.rulebook import load_book, parse_book_text, resolve_book
from hlorules.engine.schedule import (
    DEFAULT_FIXPOINT_MAX,
    DEFAULT_MAX_SWEEPS,
    Book,
    FirstOf,
    NameRef,
    Phase,
    PhaseRef,
    Repeat,
    Seq,
    SetExpr,
    SetStep,
    TagRef,
    UntilFixpoint,
    format_schedule,
    iter_phases,
)

REPO = Path(__file__).resolve().parent.parent
BAD_DIR = Path(__file__).resolve().parent / "rulebooks_bad"


@dataclass(frozen=True)
class FakeRule:
    """The smallest RuleLike: a name, tags and a location."""

    name: str
    tags: frozenset[str] = frozenset()
    location: Location | None = field(default=None, compare=False)


def registry(*specs: str) -> dict[str, FakeRule]:
    """``registry("a:x,y", "b")`` -> rules a (tags x, y) and b (no tags), in that order."""
    out: dict[str, FakeRule] = {}
    for i, spec in enumerate(specs):
        name, _, tags = spec.partition(":")
        out[name] = FakeRule(
            name, frozenset(t for t in tags.split(",") if t), Location("f.rules", i + 1, 1)
        )
    return out


FAKE = registry(
    "a:simplify",
    "b:simplify,slow",
    "c:fold",
    "slice_a:simplify",
    "slice_iota:simplify",
    "forward_b",
    "strip_marks",
)


def parse(text: str, file: str = "t.book") -> Book:
    return parse_book_text(text, file)


def names(phase: Phase) -> list[str]:
    return list(phase.rule_names)


# --------------------------------------------------------------------------- constructs


def test_include_records_rule_files_relative_to_book(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    book_path = tmp_path / "sub" / "x.book"
    book_path.write_text('include "a.rules"\ninclude "../b.rules"\ninclude "a.rules"\n')
    book = load_book(book_path)
    assert book.rule_files == [tmp_path / "sub" / "a.rules", tmp_path / "b.rules"]
    assert not (tmp_path / "sub" / "a.rules").exists()  # never opened


declare_option("test_offset", int, 0, "an integer option without a range, for tests")
declare_option("test_label", str, "", "a string option, for tests")


def test_options_int_string_bool() -> None:
    book = parse('set fold_limit = 1024\nset test_offset = -3\nset test_label = "x\\"y"\n'
                 'set inline = true\n')
    assert book.options == {"fold_limit": 1024, "test_offset": -3, "test_label": 'x"y',
                            "inline": True}
    assert type(book.options["inline"]) is bool


@pytest.mark.parametrize(("line", "col", "message"), [
    ("set fold_limit = true", 18, "takes an integer from 0 to 2147483647, got true"),
    ("set fold_limit = -1", 18, "option 'fold_limit' takes an integer from 0 to 2147483647"),
    ('set inline = "yes"', 14, "option 'inline' takes true or false, got \"yes\""),
    ("set alloc_limit = 0", 19, "option 'alloc_limit' takes an integer from 1 to"),
    ("set test_label = 3", 18, "option 'test_label' takes a string, got 3"),
    ("set fold_limt = 3", 5, "unknown option 'fold_limt'; did you mean 'fold_limit'?"),
])
def test_option_types_and_ranges_are_checked_at_load(line: str, col: int, message: str) -> None:
    with pytest.raises(HloRulesError) as info:
        parse(f"phase p {{ a }}\n{line}\n")
    assert info.value.location == Location("t.book", 2, col)
    assert message in info.value.message


def test_every_option_declares_a_default_of_its_own_type_and_range() -> None:
    assert {"fold_limit", "inline", "alloc_limit"} <= set(OPTIONS)
    for spec in OPTIONS.values():
        assert spec.accepts(spec.default), spec
        assert spec.doc


def test_a_wrong_option_in_an_included_book_is_located_there(tmp_path: Path) -> None:
    (tmp_path / "base.book").write_text("phase p { a }\nset inline = 0\n")
    (tmp_path / "top.book").write_text('include "base.book"\n')
    with pytest.raises(HloRulesError) as info:
        load_book(tmp_path / "top.book")
    assert info.value.location == Location(str(tmp_path / "base.book"), 2, 14)


def test_ruleset_expression_model() -> None:
    book = parse("ruleset s = all - tag(slow), (a + b) - c,\n")
    s = book.rulesets["s"]
    assert s.body == SetExpr(
        (
            SetStep("+", NameRef("all")),
            SetStep("-", TagRef("slow")),
            SetStep("+", SetExpr((SetStep("+", NameRef("a")), SetStep("+", NameRef("b"))))),
            SetStep("-", NameRef("c")),
        )
    )
    assert s.location == Location("t.book", 1, 9)


def test_ruleset_evaluation_order_and_minus() -> None:
    rules = registry("a:s", "b:s,slow", "c:s", "d")
    book = parse(
        "ruleset fast = all - tag(slow)\n"
        "ruleset mixed = d, tag(s) - a, a\n"
        "ruleset nested = fast - (c, d)\n"
        "phase p1 { fast }\nphase p2 { mixed }\nphase p3 { nested }\nphase p4 { c, a, c }\n"
    )
    tree = resolve_book(book, rules)
    got = {p.name: names(p) for p in iter_phases(tree)}
    assert got == {
        "p1": ["a", "c", "d"],
        "p2": ["d", "b", "c", "a"],
        "p3": ["a"],
        "p4": ["c", "a"],
    }
    assert all(isinstance(r, FakeRule) for p in iter_phases(tree) for r in p.rules)  # type: ignore[union-attr]


def test_phase_defaults_and_modifiers() -> None:
    book = parse(
        "phase d { a }\n"
        "phase m until fixpoint (max 20) cap 10000 { tag(simplify), a }\n"
        "phase u until fixpoint { a }\n"
        "phase o cap 5 once { a }\n"
        "phase s sweeps 3 { a }\n"
    )
    p = book.phases
    assert (p["d"].until_fixpoint, p["d"].max_sweeps, p["d"].rewrite_cap, p["d"].once) == (
        False,
        DEFAULT_MAX_SWEEPS,
        None,
        False,
    )
    assert (p["m"].until_fixpoint, p["m"].max_sweeps, p["m"].rewrite_cap) == (True, 20, 10000)
    assert (p["u"].until_fixpoint, p["u"].max_sweeps) == (True, DEFAULT_FIXPOINT_MAX)
    assert (p["o"].once, p["o"].max_sweeps, p["o"].rewrite_cap) == (True, 1, 5)
    assert (p["s"].until_fixpoint, p["s"].max_sweeps) == (False, 3)
    assert p["m"].location == Location("t.book", 2, 7)
    resolved = {ph.name: ph for ph in iter_phases(resolve_book(book, FAKE))}
    m = resolved["m"]
    assert isinstance(m, Phase)
    assert (m.until_fixpoint, m.max_sweeps, m.rewrite_cap, m.once) == (True, 20, 10000, False)
    assert names(m) == ["a", "b", "slice_a", "slice_iota"]


def test_default_schedule_is_phases_in_file_order() -> None:
    book = parse("phase b { b }\nphase a { a }\n")
    assert not book.has_schedule
    assert book.schedule == Seq((PhaseRef("b"), PhaseRef("a")))
    tree = resolve_book(book, FAKE)
    assert [p.name for p in iter_phases(tree)] == ["b", "a"]


def test_schedule_constructs_model() -> None:
    book = parse(
        "phase a { a }\nphase b { b }\nphase c { c }\n"
        "schedule {\n"
        "  a\n"
        "  repeat 3 { b; c }\n"
        "  first { a | b; c | phase x once { slice_a } }\n"
        "  until fixpoint (max 5) { c; a };;\n"
        "  until fixpoint { b }\n"
        "}\n"
    )
    assert book.has_schedule
    assert book.schedule == Seq(
        (
            PhaseRef("a"),
            Repeat(3, Seq((PhaseRef("b"), PhaseRef("c")))),
            FirstOf(
                (
                    Seq((PhaseRef("a"),)),
                    Seq((PhaseRef("b"), PhaseRef("c"))),
                    Seq((PhaseRef("x"),)),
                )
            ),
            UntilFixpoint(Seq((PhaseRef("c"), PhaseRef("a"))), 5),
            UntilFixpoint(Seq((PhaseRef("b"),)), DEFAULT_FIXPOINT_MAX),
        )
    )
    assert book.phases["x"].once
    rep = book.schedule.items[1]
    assert rep.location == Location("t.book", 6, 3)
    assert book.schedule.items[0].location == Location("t.book", 5, 3)


def test_resolved_tree_shares_phase_objects() -> None:
    book = parse(
        "phase a { a }\nphase b { tag(simplify) }\n"
        "schedule { a repeat 2 { b } first { a | b } until fixpoint (max 4) { a; b } }"
    )
    tree = resolve_book(book, FAKE)
    a, rep, first, until = tree.items
    assert isinstance(a, Phase) and names(a) == ["a"]
    assert (
        isinstance(rep, Repeat)
        and rep.n == 2
        and rep.body.items[0] is first.alternatives[1].items[0]
    )
    assert isinstance(until, UntilFixpoint) and until.max_iters == 4
    assert until.body.items[0] is a


def test_disable_enable_and_include_override(tmp_path: Path) -> None:
    (tmp_path / "base.book").write_text(
        "set fold_limit = 1\nset alloc_limit = 2\ndisable a, b\nphase base { tag(simplify) }\n"
        "schedule { base }\n"
    )
    (tmp_path / "top.book").write_text(
        'set fold_limit = 10\ninclude "base.book"\nenable b\ndisable slice_a\n'
        'phase mine { a, b }\n'
    )
    book = load_book(tmp_path / "top.book")
    assert book.options == {"fold_limit": 10, "alloc_limit": 2}
    assert book.disabled == {"a", "slice_a"}
    assert book.includes == [tmp_path / "base.book"]
    # the included book's schedule is not used; its phases are available
    assert book.schedule == Seq((PhaseRef("mine"),))
    assert set(book.phases) == {"base", "mine"}
    resolved = {p.name: names(p) for p in iter_phases(resolve_book(book, FAKE))}
    assert resolved == {"mine": ["b"]}
    book2 = parse_book_text('include "base.book"\nschedule { base }', str(tmp_path / "t.book"))
    assert [names(p) for p in iter_phases(resolve_book(book2, FAKE))] == [["slice_a", "slice_iota"]]


def test_include_diamond_and_phases_from_books(tmp_path: Path) -> None:
    (tmp_path / "d.book").write_text('include "d.rules"\nphase shared { a }\nruleset rs = b\n')
    (tmp_path / "l.book").write_text('include "d.book"\ninclude "l.rules"\nphase left { rs }\n')
    (tmp_path / "r.book").write_text('include "d.book"\nphase right { c }\n')
    (tmp_path / "top.book").write_text(
        'include "l.book"\ninclude "r.book"\nschedule { shared left right }\n'
    )
    book = load_book(tmp_path / "top.book")
    assert book.rule_files == [tmp_path / "d.rules", tmp_path / "l.rules"]
    tree = resolve_book(book, FAKE)
    assert [(p.name, names(p)) for p in iter_phases(tree)] == [
        ("shared", ["a"]),
        ("left", ["b"]),
        ("right", ["c"]),
    ]


def test_cyclic_include_names_the_cycle(tmp_path: Path) -> None:
    (tmp_path / "a.book").write_text('phase a { a }\ninclude "b.book"\n')
    (tmp_path / "b.book").write_text('\n\n  include "c.book"\n')
    (tmp_path / "c.book").write_text('include "a.book"\n')
    with pytest.raises(HloRulesError) as info:
        load_book(tmp_path / "a.book")
    err = info.value
    a, b, c = (str(tmp_path / n) for n in ("a.book", "b.book", "c.book"))
    assert err.message == f"cyclic include: {a} -> {b} -> {c} -> {a}"
    assert err.location == Location(c, 1, 9)
    assert err.render().endswith('include "a.book"\n        ^')


def test_errors_in_included_book_point_into_it(tmp_path: Path) -> None:
    (tmp_path / "inner.book").write_text("phase p {\n  a,\n  nope\n}\n")
    (tmp_path / "outer.book").write_text('include "inner.book"\n')
    book = load_book(tmp_path / "outer.book")
    with pytest.raises(HloRulesError) as info:
        resolve_book(book, FAKE)
    assert info.value.location == Location(str(tmp_path / "inner.book"), 3, 3)
    assert info.value.render().splitlines()[1:] == ["  nope", "  ^"]


def test_book_section_offsets() -> None:
    # as if the text started at line 11, column 8 of rules/x.rules: `book { <text> }`
    book = parse_book_text(
        "phase a { a }\nphase b { b }", "rules/x.rules", line_offset=10, col_offset=7
    )
    assert book.phases["a"].location == Location("rules/x.rules", 11, 14)
    assert book.phases["b"].location == Location("rules/x.rules", 12, 7)
    with pytest.raises(HloRulesError) as info:
        parse_book_text("phase a { a } @", "rules/x.rules", line_offset=10, col_offset=7)
    assert info.value.location == Location("rules/x.rules", 11, 22)
    rendered = info.value.render().splitlines()
    assert rendered[2].index("^") == rendered[1].index("@")
    with pytest.raises(HloRulesError) as info:
        resolve_book(parse_book_text("phase a { a }\nphase b { zz }", "rules/x.rules",
                                     line_offset=10), FAKE)
    assert str(info.value).startswith("rules/x.rules:12:11: error: unknown rule or ruleset 'zz'")


def test_expected_tokens_in_plain_words() -> None:
    with pytest.raises(HloRulesError) as info:
        parse("phase main foo { a }")
    assert info.value.message == (
        "expected '{', 'cap', 'once', 'sweeps' or 'until' after phase name, got 'foo'"
    )
    assert info.value.__cause__ is None and info.value.__suppress_context__


def test_keywords_match_grammar() -> None:
    from hlorules.engine.rulebook import KEYWORDS, _parser

    words = {
        t.pattern.value
        for t in _parser().terminals
        if type(t.pattern).__name__ == "PatternStr" and t.pattern.value.isalpha()
    }
    assert words == KEYWORDS


def test_exec_book_loads_and_resolves() -> None:
    """The shipped seed pipeline parses, and resolves against the shipped rule files."""
    from hlorules.engine.api import load_rule_files

    path = REPO / "rulebooks" / "exec.book"
    book = load_book(path)
    folder = path.parent
    assert book.rule_files == [
        folder / "seed.rules",
        folder / "fold.rules",
        folder / "simplify.rules",
        folder / "indexing.rules",
        folder / "loops.rules",
        folder / "stores.rules",
    ]
    assert book.options == {"fold_limit": 1024, "unroll_limit": 256}
    cut_forward = Seq((PhaseRef("cut"), PhaseRef("forward")))
    assert book.schedule == Seq(
        (
            PhaseRef("strip_marks"),
            PhaseRef("loops"),
            Repeat(3, Seq((PhaseRef("constant_propagation"), PhaseRef("fold")))),
            Repeat(3, cut_forward),
            Repeat(2, Seq((PhaseRef("indexing"), PhaseRef("cut"), PhaseRef("forward")))),
            PhaseRef("cut"),
            PhaseRef("main"),
        )
    )
    tree = resolve_book(book, load_rule_files(book.rule_files))
    phases = {p.name: p for p in iter_phases(tree)}
    assert names(phases["strip_marks"]) == ["strip_marks", "strip_marker_ops"]
    assert names(phases["loops"]) == ["unroll_counted_while", "case_constant_index",
                                      "hoist_loop_invariant"]
    assert "gather_scatter_constant_forward" in names(phases["forward"])
    assert "gather_constant_slice" in names(phases["indexing"])
    cut = names(phases["cut"])
    assert cut[:2] == ["scatter_masked_index_slice", "slice_transpose"]
    assert "transpose_slice" not in cut  # its inverse: never in the same phase
    main = phases["main"]
    assert isinstance(main, Phase)
    assert "transpose_slice" in names(main) and "slice_transpose" not in names(main)
    assert names(main)[-1] == "gather_blocked_repeat"  # after the cut: its reshape would stop lane slices
    assert "AddOp_RemoveNoop" in names(main)
    assert "hoist_loop_invariant" in names(main)  # what the cut leaves in a kept loop's body
    assert (main.until_fixpoint, main.max_sweeps, main.rewrite_cap) == (True, 20, 10000)


def test_format_schedule_round_trips() -> None:
    text = (
        "phase a { a }\nphase b { b }\n"
        "schedule { a repeat 2 { b; first { a | b a } } until fixpoint (max 3) { a } }"
    )
    book = parse(text)
    again = parse(
        "phase a { a }\nphase b { b }\nschedule {\n" + format_schedule(book.schedule) + "\n}"
    )
    assert again.schedule == book.schedule


# --------------------------------------------------------------------------- bad books


def _bad_books() -> list[Path]:
    return sorted(BAD_DIR.glob("*.book"))


def test_enough_bad_books() -> None:
    assert len(_bad_books()) >= 15


@pytest.mark.parametrize("path", _bad_books(), ids=lambda p: p.stem)
def test_bad_book(path: Path) -> None:
    lines = path.read_bytes().decode("utf-8", "replace").splitlines()
    expect = re.fullmatch(r"# expect: (.*)", lines[0])
    at = re.fullmatch(r"# at: (\d+):(\d+)", lines[1])
    assert expect and at, f"{path.name}: first lines must be '# expect: ...' and '# at: L:C'"
    with pytest.raises(HloRulesError) as info:
        resolve_book(load_book(path), FAKE)
    err = info.value
    assert expect.group(1) in err.message
    line, col = int(at.group(1)), int(at.group(2))
    assert str(err).startswith(f"{path}:{line}:{col}: error: ")
    rendered = err.render().splitlines()
    assert len(rendered) == 3, err.render()
    assert rendered[1] == lines[line - 1]
    assert rendered[2] == " " * (col - 1) + "^"
    assert err.__cause__ is None


def test_missing_top_level_book(tmp_path: Path) -> None:
    with pytest.raises(HloRulesError) as info:
        load_book(tmp_path / "nope.book")
    assert str(info.value) == f"error: cannot find rulebook '{tmp_path / 'nope.book'}'"


# --------------------------------------------------------------------------- fuzzing

_VALID = (REPO / "rulebooks" / "exec.book").read_text() + (
    "\nphase extra once { a, b - tag(slow) }\nruleset r = all - (a, c)\ndisable a\nenable a\n"
    "schedule { strip_marks first { a | phase y sweeps 2 { r } } until fixpoint (max 2) { cut } }\n"
)
_VOCAB = [
    "phase",
    "ruleset",
    "schedule",
    "repeat",
    "first",
    "until",
    "fixpoint",
    "max",
    "once",
    "cap",
    "sweeps",
    "tag",
    "all",
    "include",
    "set",
    "disable",
    "enable",
    "true",
    "{",
    "}",
    "(",
    ")",
    ",",
    ";",
    "|",
    "-",
    "+",
    "=",
    "0",
    "7",
    "99999",
    '"',
    '"lib.book"',
    '"x.rules"',
    '"\\q"',
    "#",
    "\n",
    " ",
    "a",
    "main",
    "fold",
    "@",
    "\\",
    "\x00",
    "é",
]


@pytest.fixture(scope="module")
def fuzz_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("fuzz")
    (d / "lib.book").write_text("phase lib { a }\nset fold_limit = 1\n")
    (d / "loop.book").write_text('include "loop.book"\n')
    return d


def _check_only_hlorules_errors(text: str, folder: Path) -> None:
    try:
        book = parse_book_text(text, str(folder / "fuzz.book"))
        resolve_book(book, FAKE)
    except HloRulesError as err:
        assert err.location is not None
        err.render()


@st.composite
def _mutated(draw: st.DrawFn) -> str:
    text = _VALID
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 12)))
        kind = draw(st.sampled_from(["delete", "insert", "replace", "duplicate"]))
        token = draw(st.sampled_from(_VOCAB) | st.text(max_size=3))
        if kind == "delete":
            text = text[:i] + text[j:]
        elif kind == "insert":
            text = text[:i] + token + text[i:]
        elif kind == "replace":
            text = text[:i] + token + text[j:]
        else:
            text = text[:i] + text[i:j] + text[i:]
    return text


_FUZZ = settings(
    max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@_FUZZ
@given(text=st.text(max_size=200) | st.lists(st.sampled_from(_VOCAB), max_size=40).map(" ".join))
def test_fuzz_random_text(fuzz_dir: Path, text: str) -> None:
    _check_only_hlorules_errors(text, fuzz_dir)


@_FUZZ
@given(text=_mutated())
def test_fuzz_mutated_books(fuzz_dir: Path, text: str) -> None:
    _check_only_hlorules_errors(text, fuzz_dir)


# a schedule tree strategy: format it, parse it back, get the same tree
_names = st.sampled_from(["a", "b", "c"])
_trees = st.recursive(
    _names.map(PhaseRef),
    lambda inner: st.one_of(
        st.builds(
            lambda n, items: Repeat(n, Seq(tuple(items))),
            st.integers(1, 9),
            st.lists(inner, min_size=1, max_size=3),
        ),
        st.builds(
            lambda m, items: UntilFixpoint(Seq(tuple(items)), m),
            st.integers(1, 9),
            st.lists(inner, min_size=1, max_size=3),
        ),
        st.builds(
            lambda alts: FirstOf(tuple(Seq(tuple(a)) for a in alts)),
            st.lists(st.lists(inner, min_size=1, max_size=2), min_size=1, max_size=3),
        ),
    ),
    max_leaves=12,
)


@settings(max_examples=100, deadline=None)
@given(items=st.lists(_trees, max_size=4))
def test_format_parse_round_trip_property(items: list) -> None:
    tree = Seq(tuple(items))
    text = (
        "phase a { a }\nphase b { b }\nphase c { c }\nschedule {\n"
        + format_schedule(tree)
        + "\n}\n"
    )
    assert parse(text).schedule == tree
