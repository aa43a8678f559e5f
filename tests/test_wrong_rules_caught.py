"""Rules written wrong by an author who had not read checker/ (tests/check_data/wrong_rules,
each with the reason it is wrong and a counterexample verified on XLA CPU) are refuted by
``check`` at every seed. The whole sweep (22 rules x 5 seeds) is slow; the default run
checks the wrong rules the checker used to pass (a strided slice's limit assumed tight, a
slice of an iota forgetting the stride, two reduces merged without renumbering the outer
one's dims) at seed 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from hlorules.checker import COUNTEREXAMPLE, check_rule
from hlorules.rules import load_rules

WRONG_RULES = Path(__file__).resolve().parent / "check_data" / "wrong_rules"
ONCE_MISSED = {"reverse_slice_strided", "slice_iota_forgets_stride", "reduce_reduce_merge_dims"}


def _cases() -> list[tuple[str, str]]:
    return [(f.name, name) for f in sorted(WRONG_RULES.glob("*.rules"))
            for name in load_rules(f)]


def _check(file: str, name: str, seed: int) -> None:
    rep = check_rule(load_rules(WRONG_RULES / file)[name], seed=seed, shrink=False)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()


@pytest.mark.parametrize(("file", "name"), [c for c in _cases() if c[1] in ONCE_MISSED])
def test_check_refutes_the_wrong_rules_it_once_verified(file: str, name: str) -> None:
    _check(file, name, 0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize(("file", "name"), _cases())
def test_check_refutes_every_wrong_rule_at_every_seed(file: str, name: str, seed: int) -> None:
    _check(file, name, seed)
