"""Malformed rule files give one located error with a caret; fuzzed input never crashes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import hlorules
from hlorules.base.errors import HloRulesError
from hlorules.rules import load_rules

HERE = Path(__file__).resolve().parent
BAD = sorted((HERE / "rules_bad").glob("*.rules"))
OK = sorted((HERE / "rules_ok").glob("*.rules"))


@hlorules.constraint("test_known_check")
def _known_check(x: object) -> bool:
    return True


@hlorules.rewriter("test_known_rewriter")
def _known_rewriter(x: object) -> None:
    return None


def _lines(path: Path) -> list[str]:
    """The file's lines, undecodable bytes shown as U+FFFD (as errors show them)."""
    return path.read_bytes().decode("utf-8", "replace").splitlines()


def _header(path: Path) -> tuple[str, int, int]:
    lines = _lines(path)
    expect = re.fullmatch(r"# expect: (.*)", lines[0])
    at = re.fullmatch(r"# at: (\d+):(\d+)", lines[1])
    assert expect and at, f"{path.name}: first lines must be '# expect: ...' and '# at: L:C'"
    return expect.group(1), int(at.group(1)), int(at.group(2))


def test_there_are_at_least_40_bad_files() -> None:
    assert len(BAD) >= 40


@pytest.mark.parametrize("path", BAD, ids=[p.stem for p in BAD])
def test_bad_rule_file_gives_one_located_error(path: Path) -> None:
    expect, line, col = _header(path)
    with pytest.raises(HloRulesError) as info:
        load_rules(path)
    err = info.value
    assert expect in err.message, err.render()
    assert err.location is not None
    assert (err.location.file, err.location.line, err.location.col) == (str(path), line, col), \
        err.render()
    rendered = err.render().splitlines()
    assert rendered[0].startswith(f"{path}:{line}:{col}: error: ")
    assert rendered[1] == _lines(path)[line - 1]
    assert rendered[2] == " " * (col - 1) + "^"
    assert "Traceback" not in err.render()


def test_unknown_op_error_renders_caret_under_the_name() -> None:
    text = "rule a {\n  match slcie(%x)\n  rewrite %x\n}\n"
    with pytest.raises(HloRulesError) as info:
        load_rules(text, "x.rules")
    assert info.value.render() == (
        "x.rules:2:9: error: unknown op 'slcie'; did you mean 'slice'?\n"
        "  match slcie(%x)\n"
        "        ^")


# --------------------------------------------------------------------------- fuzzing

_ALPHABET = st.sampled_from(list("rule{}()[]%$@_:=,.<>+-*/#\"\n abxyz019") + [
    "rule ", "match ", "where ", "rewrite ", "let ", "tags ", "slice", "iota", "add",
    "%x", "$d", "=>", "...", "if ", " then ", " else ", "@h", "body", "return"])

_VALID = [p.read_text() for p in OK] + [
    "\n".join(_lines(p)[2:]) for p in BAD[:10]]


def _load(text: str) -> None:
    try:
        load_rules(text, "fuzz.rules")
    except HloRulesError as e:
        assert e.location is not None and e.location.file == "fuzz.rules"
        e.render()


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_ALPHABET, max_size=60).map("".join))
def test_random_text_gives_only_located_errors(text: str) -> None:
    _load(text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_VALID), st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 3),
                                                   _ALPHABET), min_size=1, max_size=4))
def test_mutated_rule_files_give_only_located_errors(
        base: str, edits: list[tuple[int, int, str]]) -> None:
    text = base
    for pos, cut, ins in edits:
        pos %= len(text) + 1
        text = text[:pos] + ins + text[pos + cut:]
    _load(text)
