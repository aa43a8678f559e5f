"""The harness of the table-driven rule tests (test_algebra_rules, test_layout_rules,
test_contract_rules): one :class:`Case` a rule, its positive and negative modules, and the
three checks each row gets (it fires to the expected form; it declines the negative module;
before and after compare equal on XLA CPU, boundary inputs first, signs of zero compared).
A test file hands in how it rewrites a module with one rule (``Rewrite``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from driven import rewrite_once

from hlorules.checker.module import Pair, arg_specs, run_cases
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text

Rewrite = Callable[[str, str], tuple[int, str]]
"""(module text, rule or ``rule/variant``) -> (rewrites made, the module printed)."""


@dataclass(frozen=True)
class Case:
    """``pos``/``neg``: func bodies over ``args``, returning ``%r`` of type ``ret``;
    ``expect``: ops the rewritten positive module has, ``gone``: ops it no longer has."""

    args: str
    ret: str
    pos: str
    expect: tuple[str, ...]
    gone: tuple[str, ...]
    neg: str
    neg_args: str = ""
    neg_ret: str = ""


def func(args: str, ret: str, body: str) -> str:
    """``@main`` over ``args`` with ``body``, returning ``%r : ret``."""
    return (f"func.func @main({args}) -> {ret} {{\n{body}\n"
            f"  return %r : {ret}\n}}\n")


def positive(c: Case) -> str:
    return func(c.args, c.ret, c.pos)


def negative(c: Case) -> str:
    return func(c.neg_args or c.args, c.neg_ret or c.ret, c.neg)


def rewrite_alone(rules: dict) -> Rewrite:
    """One rewrite round of the named rule of ``rules`` alone, the result verified."""
    def rewrite(text: str, rule: str) -> tuple[int, str]:
        mod = from_text(text)
        n = rewrite_once(mod, {rule: rules[rule]})
        mod.verify()
        return n, to_text(mod, pretty=True)
    return rewrite


def assert_fires_to_the_expected_form(rewrite: Rewrite, rule: str, c: Case) -> None:
    n, out = rewrite(positive(c), rule)
    assert n == 1, out
    for s in c.expect:
        assert s in out, out
    for s in c.gone:
        assert s not in out, out


def assert_declines(rewrite: Rewrite, rule: str, c: Case) -> None:
    n, out = rewrite(negative(c), rule)
    assert n == 0, out


def assert_equal_on_xla_cpu(rewrite: Rewrite, rule: str, c: Case, cases: int) -> None:
    """The positive module before and after, on ``cases`` inputs (boundary ones first)."""
    original = to_text(from_text(positive(c)))
    n, rewritten = rewrite(original, rule)
    assert n == 1
    run = run_cases(Pair(original, rewritten, [rule.split("/")[0]]),
                    arg_specs(from_text(original)), cases, signed_zeros=True)
    assert run.counterexample is None, run.counterexample.render()


def table_tests(cases: dict[str, Case], rewrite: Rewrite, examples: int,
                rule_of: Callable[[str], str] = lambda row: row,
                not_on_xla: frozenset[str] = frozenset(),
                decline_rewrite: Rewrite | None = None) -> tuple[Callable[[str], None], ...]:
    """The three tests every row of a rule table gets, parametrized over its rows: it fires
    to the expected form, declines its negative module (through ``decline_rewrite`` where
    given), and equals the original on XLA CPU on ``examples`` inputs (rows of
    ``not_on_xla`` left out). ``rule_of`` names the rule a row exercises. A test module
    binds them to its own test names."""
    import pytest

    rows = sorted(cases)

    @pytest.mark.parametrize("row", rows)
    def fires(row: str) -> None:
        assert_fires_to_the_expected_form(rewrite, rule_of(row), cases[row])

    @pytest.mark.parametrize("row", rows)
    def declines(row: str) -> None:
        assert_declines(decline_rewrite or rewrite, rule_of(row), cases[row])

    @pytest.mark.parametrize("row", sorted(set(rows) - not_on_xla))
    def equal_on_xla(row: str) -> None:
        assert_equal_on_xla_cpu(rewrite, rule_of(row), cases[row], examples)

    return fires, declines, equal_on_xla


def assert_tolerance_holds_and_tighter_is_refuted(make: Callable[[str], object], within: str,
                                                  tight: str, programs: int) -> None:
    """``check`` judges the approximate rule ``make(within)`` verified (or weak) within its
    tolerance, and refutes ``make(tight)`` beyond the tighter one."""
    from hlorules.checker.rules import COUNTEREXAMPLE, VERIFIED, WEAK, check_rule

    ok = check_rule(make(within), programs=programs, seed=0)
    assert ok.outcome in (VERIFIED, WEAK), ok.render()
    assert f" within {within} " in ok.summary()
    refuted = check_rule(make(tight), programs=programs, seed=0)
    assert refuted.outcome == COUNTEREXAMPLE, refuted.render()
    assert f"COUNTEREXAMPLE beyond {tight} after" in refuted.summary()
