"""Hash-consing of built ops: an op a rewrite builds that the phase's CSE rule (the form of
seed.rules' cse_pure: ``where twin(%r) != %r rewrite twin(%r)``) would merge into its earlier
twin as the sweep's next rewrite is not inserted (engine/driver.py ``Driver._hashcons``).
The output is the one the driver gets by building the op and merging it."""

from __future__ import annotations

import pytest

from hlorules.engine import Driver, Trace
from hlorules.engine.schedule import Phase, Seq
from hlorules.engine.scheduler import run_schedule
from hlorules.lowering import exporter, importer
from hlorules.rules.ruleset import load_rules

CSE = """
rule cse {
  match (negate | add | multiply)(_, _...) as %r
  where twin(%r) != %r
  rewrite twin(%r)
}
"""


def run(rules_text: str, module: str, cons: bool, monkeypatch: pytest.MonkeyPatch
        ) -> tuple[str, Trace]:
    with monkeypatch.context() as mp:
        if not cons:
            mp.setattr(Driver, "_hashcons", lambda self, b, op, new, reps: (new, reps))
        rules = load_rules(rules_text)
        m = importer.from_text(module)
        trace = Trace()
        run_schedule(Seq((Phase("p", tuple(rules.values())),)), m, Driver(trace))
        return exporter.to_text(m), trace


@pytest.mark.parametrize(("text", "want"), [
    (CSE, True),
    ("rule r { match transpose(_) as %r where twin(%r) != %r rewrite twin(%r) }", True),
    # not that form: another condition, another replacement, bound operands
    (("rule r { match negate(_) as %r where twin(%r) != %r, is_static(type(%r)) "
      "rewrite twin(%r) }"), False),
    ("rule r { match negate(%x) as %r where twin(%r) != %r rewrite twin(%r) }", False),
    ("rule r { match negate(_) as %r where twin(%r) != %r rewrite %r }", False),
])
def test_a_cse_rule_is_recognised_by_its_form(text: str, want: bool) -> None:
    (rule,) = load_rules(text).values()
    assert (rule.conses is not None) is want


_SHARED = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.negate %x : tensor<4xf32>
  %t = stablehlo.multiply %a, %a : tensor<4xf32>
  %s = stablehlo.sine %x : tensor<4xf32>
  %c = stablehlo.add %t, %s : tensor<4xf32>
  return %c : tensor<4xf32>
}
"""


def test_a_built_op_with_an_earlier_twin_is_that_twin(monkeypatch: pytest.MonkeyPatch) -> None:
    # sine(x) -> multiply(negate(x), negate(x)): both built ops have twins (%a, then %t)
    rules = CSE + """
    rule sine_to_square { match sine(%x) as %r
      rewrite multiply(negate(%x) : type(%r), negate(%x) : type(%r)) : type(%r) }"""
    got, tr = run(rules, _SHARED, True, monkeypatch)
    base, tb = run(rules, _SHARED, False, monkeypatch)
    assert got == base
    assert got.count("stablehlo.negate") == 1 and got.count("stablehlo.multiply") == 1
    assert tb.rules["cse"].rewrites == 3  # two negates and the multiply, merged one by one
    assert tr.rules["cse"].rewrites == 0  # never built
    assert tr.rules["sine_to_square"].rewrites == tb.rules["sine_to_square"].rewrites == 1


# A twin that erasing the rewritten exponential takes with it is not used: the built negate
# stays where the exponential was (after the sine), as without hash-consing.
_DIES = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %a = stablehlo.negate %x : tensor<4xf32>
  %b = stablehlo.sine %x : tensor<4xf32>{between}
  %e = stablehlo.exponential {arg} : tensor<4xf32>
  %c = stablehlo.add %e, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}}
"""


@pytest.mark.parametrize(("between", "arg", "pattern"), [
    # the exponential is %a's only user
    ("", "%a", "exponential(negate(%x))"),
    # %a's other user, %y, goes with the exponential: so does %a
    ("\n  %y = stablehlo.abs %a : tensor<4xf32>", "%y", "exponential(abs(negate(%x)))"),
])
def test_a_twin_the_rewrite_leaves_dead_is_not_used(
        between: str, arg: str, pattern: str, monkeypatch: pytest.MonkeyPatch) -> None:
    module = _DIES.format(between=between, arg=arg)
    rules = CSE + f"rule r {{ match {pattern} as %r rewrite negate(%x) : type(%r) }}"
    got, _ = run(rules, module, True, monkeypatch)
    base, _ = run(rules, module, False, monkeypatch)
    assert got == base and got.count("stablehlo.negate") == 1
    assert got.index("stablehlo.sine") < got.index("stablehlo.negate")


def test_an_op_another_rule_is_tried_at_first_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    # neg_busy roots at negate and comes first (benefit): the built negate is inserted and
    # merged by the CSE rule in its turn
    rules = CSE + """
    rule neg_busy { benefit 5 match negate(%x) as %r where num_uses(%x) > 100 rewrite %x }
    rule sine_to_neg { match sine(%x) as %r rewrite negate(%x) : type(%r) }"""
    got, tr = run(rules, _SHARED, True, monkeypatch)
    base, tb = run(rules, _SHARED, False, monkeypatch)
    assert got == base
    assert tr.rules["cse"].rewrites == tb.rules["cse"].rewrites == 1
