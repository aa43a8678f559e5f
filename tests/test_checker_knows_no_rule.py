"""The rule-level checker draws programs from a rule's own text, never from its name: no
source file of the checker names a shipped rule, and what steers the generator towards
firing programs is what the builtins a rule calls declare they need."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hlorules.rules.builtins import BUILTINS, NEEDS

ROOT = Path(__file__).resolve().parents[1]


def _shipped_rule_names() -> set[str]:
    names: set[str] = set()
    for path in sorted((ROOT / "rulebooks").glob("*.rules")):
        names |= set(re.findall(r"^\s*rule\s+([A-Za-z_][A-Za-z_0-9]*)", path.read_text(), re.MULTILINE))
    return names


def test_no_checker_source_names_a_shipped_rule() -> None:
    names = _shipped_rule_names()
    assert len(names) > 50  # the rulebooks were read
    word = re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
    found = [f"{p.relative_to(ROOT)}:{i}: {hit.group(1)}"
             for p in sorted((ROOT / "checker").rglob("*.py"))
             for i, line in enumerate(p.read_text().splitlines(), 1)
             for hit in [word.search(line)] if hit]
    assert found == []


def test_every_declared_need_is_one_the_vocabulary_defines() -> None:
    import hlorules.rules.hashcons  # registers its builtins
    import hlorules.rules.loops  # noqa: F401

    declared = {t for b in BUILTINS.values() for t in b.needs}
    assert declared and declared <= NEEDS.keys()


def test_a_builtin_with_unknown_needs_is_refused() -> None:
    from hlorules.rules.builtins import builtin

    with pytest.raises(ValueError, match="unknown needs no_such_need"):
        builtin("probe_unknown_need", "value", "data", "probe", needs="no_such_need")
    assert "probe_unknown_need" not in BUILTINS


def _model(text: str):  # type: ignore[no-untyped-def]
    from hlorules.rules import load_rules

    return next(iter(load_rules(text, "<test>").values())).model


def test_generator_steering_follows_the_needs_a_builtin_declares(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A builtin of any name that declares ``constant`` makes its value arguments drawn
    constant; the same builtin without the declaration does not."""
    import dataclasses

    from hlorules.checker.generate import constant_operands, needs

    text = ("rule r {\n  match add(%x, %y)\n  where probe_need(%y)\n  rewrite %x\n}\n")
    base = BUILTINS["is_splat"]
    probe = dataclasses.replace(base, name="probe_need", needs=frozenset({"constant"}))
    monkeypatch.setitem(BUILTINS, "probe_need", probe)
    rule = _model(text)
    assert constant_operands(rule)[0] == {"%y"}
    assert needs(rule, "constant")
    monkeypatch.setitem(BUILTINS, "probe_need", dataclasses.replace(probe, needs=frozenset()))
    rule = _model(text)
    assert constant_operands(rule)[0] == set()
    assert not needs(rule, "constant")


def test_a_builtin_needing_a_constant_of_a_variadic_part_makes_the_parts_constant() -> None:
    """``is_splat(%xs[$i])`` asks for the parts of ``%xs...`` constant, as ``is_splat(%x)``
    asks for ``%x``."""
    from hlorules.checker.generate import constant_operands

    rule = _model("rule r {\n  match concatenate(%xs...) {dimension = $d}\n"
                  "  where is_splat(%xs[0])\n  rewrite %xs[0]\n}\n")
    assert constant_operands(rule)[0] == {"%xs"}
