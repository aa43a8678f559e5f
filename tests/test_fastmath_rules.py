"""The fast-math tier: rules exact only up to rounding declare their tolerance (``approx ulp
N`` / ``approx rtol X``), run only in a book that sets ``approx = true``, are checked against
that tolerance (and refuted beyond it), and are marked where they fired; and
rulebooks/fastmath.rules, Enzyme-JAX's log/exp/pow algebra written that way."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from driven import rewrite_once
from rule_table import assert_tolerance_holds_and_tighter_is_refuted

import hlorules
from hlorules.base.errors import HloRulesError
from hlorules.checker.inputs import compare_outputs, ulp_distance
from hlorules.checker.module import Pair, arg_specs, run_cases
from hlorules.checker.prove import UNKNOWN, prove_rule
from hlorules.checker.rules import COUNTEREXAMPLE, check_rule
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
FASTMATH = load_rules(ROOT / "rulebooks" / "fastmath.rules")

# 1 / sqrt(x) -> rsqrt(x) (rulebooks/fastmath.rules), its tolerance left open: XLA's rsqrt is
# within 2 ulps of the quotient, not equal to it (bfloat16: 0.0625 against 0.0622559)
RSQRT = """
rule divide_sqrt_to_rsqrt {
  approx TOLERANCE
  match divide(constant() as %c, sqrt(%x))
  where is_float(%c), is_splat(%c), splat_value(%c) == 1
  rewrite rsqrt(%x)
}
"""

POW2 = """\
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.power %x, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def _rsqrt(tolerance: str):
    return load_rules(RSQRT.replace("TOLERANCE", tolerance), "rsqrt.rules")["divide_sqrt_to_rsqrt"]


def test_approx_declares_a_tolerance_in_ulps_or_relative():
    assert _rsqrt("ulp 2").approx == ("ulp", 2.0)
    assert _rsqrt("rtol 1e-6").approx == ("rtol", 1e-6)
    assert _rsqrt("rtol 0.001").approx == ("rtol", 0.001)
    assert load_rules(ROOT / "rulebooks" / "algebra.rules")["pad_pad"].approx is None
    assert FASTMATH["divide_sqrt_to_rsqrt"].approx == ("ulp", 2.0)


@pytest.mark.parametrize(("tolerance", "why"), [
    ("furlong 2", "approx takes 'ulp N', 'rtol X' or 'sum N', not 'furlong'"),
    ("ulp 0.5", "approx ulp takes a whole number of ulps"),
    ("rtol 2.0", "approx rtol takes a relative tolerance between 0 and 1"),
])
def test_a_bad_tolerance_is_one_located_error(tolerance, why):
    with pytest.raises(HloRulesError) as e:
        _rsqrt(tolerance)
    assert str(e.value).startswith("rsqrt.rules:3:")
    assert why in str(e.value)


def _book(tmp_path: Path, approx: str) -> Path:
    (tmp_path / "fm.rules").write_text(
        (ROOT / "rulebooks" / "fastmath.rules").read_text())
    book = tmp_path / "fm.book"
    book.write_text(f'include "fm.rules"\n{approx}\nphase p {{ tag(fastmath) }}\n')
    return book


def test_approximate_rules_run_only_where_the_book_sets_approx(tmp_path):
    off, _ = hlorules.apply(from_text(POW2), str(_book(tmp_path, "")))
    assert "stablehlo.power" in to_text(off)
    explicit_off, _ = hlorules.apply(from_text(POW2), str(_book(tmp_path, "set approx = false")))
    assert "stablehlo.power" in to_text(explicit_off)
    on, trace = hlorules.apply(from_text(POW2), str(_book(tmp_path, "set approx = true")))
    assert "stablehlo.power" not in to_text(on)
    assert trace.approximate_fired() == {"pow_two_to_multiply": "ulp 2"}


def test_stats_and_explain_mark_approximate_rules(tmp_path):
    _, trace = hlorules.apply(from_text(POW2), str(_book(tmp_path, "set approx = true")))
    text = trace.summary()
    assert "pow_two_to_multiply (approx ulp 2)" in text
    assert "approximate rules fired (exact only within their tolerance): " \
           "pow_two_to_multiply (ulp 2)" in text
    power = next(op for op in from_text(POW2).walk() if op.name == "stablehlo.power")
    assert FASTMATH["pow_two_to_multiply"].explain(power) == (
        "rule 'pow_two_to_multiply' matches (approximate: exact only within ulp 2)")


def test_exact_runs_mark_no_approximate_rule():
    _, trace = hlorules.apply(from_text(POW2), "algebra")
    assert trace.approximate_fired() == {}
    assert "approximate rules fired" not in trace.summary()


def test_fastmath_book_enables_the_tier_and_algebra_book_does_not():
    out, _ = hlorules.apply(from_text(POW2), "fastmath")
    assert "stablehlo.power" not in to_text(out)
    out, _ = hlorules.apply(from_text(POW2), "algebra")
    assert "stablehlo.power" in to_text(out)


def test_fastmath_book_runs_every_rule_the_algebra_book_runs():
    from hlorules.engine.api import resolve
    from hlorules.engine.schedule import Phase, iter_phases

    def names(book: str) -> set[str]:
        schedule, _ = resolve(book)
        return {r.name for p in iter_phases(schedule) if isinstance(p, Phase) for r in p.rules}
    algebra, fastmath = names("algebra"), names("fastmath")
    assert algebra - fastmath == set()
    assert {n for n in fastmath - algebra if not FASTMATH[n].approx} == set()


def test_relative_tolerance_accepts_near_values_and_refuses_far_ones():
    a = [np.array([1.0, 100.0, np.inf], np.float32)]
    b = [np.array([1.0000001, 100.00002, np.inf], np.float32)]
    assert compare_outputs(a, b) is not None
    assert compare_outputs(a, b, rtol=1e-6) is None
    assert compare_outputs(a, b, rtol=1e-9) is not None
    far = [np.array([1.0, 100.0, -np.inf], np.float32)]
    assert compare_outputs(a, far, rtol=0.5) is not None


def test_ulp_distance_across_zero_does_not_wrap():
    a = np.array([-1e300, 1.0, -0.0], np.float64)
    b = np.array([1e300, -1.0, 5e-324], np.float64)
    d = ulp_distance(a, b)
    assert d[2] == 1 and d[0] > 1 << 60 and d[1] > 1 << 60
    assert compare_outputs([a[:2]], [b[:2]], ulps=1 << 20) is not None


@pytest.mark.slow
def test_check_refutes_a_tolerance_tighter_than_the_rules_error():
    assert_tolerance_holds_and_tighter_is_refuted(_rsqrt, "ulp 2", "rtol 1e-12", 12)
    exact = check_rule(load_rules(RSQRT.replace("  approx TOLERANCE\n", ""), "r")[
        "divide_sqrt_to_rsqrt"], programs=12, seed=0)
    assert exact.outcome == COUNTEREXAMPLE, exact.render()


@pytest.mark.slow
def test_check_refutes_power_times_square_judged_tighter_than_its_error():
    """pow(x, a) * (x * x) rounds three times where pow(x, a + 2) rounds once: verified
    within its ulp 4, refuted at rtol 1e-12 (bfloat16: 16896 against 16768, one ulp)."""
    text = (ROOT / "rulebooks" / "fastmath.rules").read_text()
    rule = text[text.index("rule power_times_square"):]
    tight = load_rules(rule.replace("approx ulp 4", "approx rtol 1e-12"), "tight.rules")
    rep = check_rule(tight["power_times_square"], programs=12, seed=0)
    assert rep.outcome == COUNTEREXAMPLE, rep.render()
    assert "COUNTEREXAMPLE beyond rtol 1e-12 after" in rep.summary()


def test_prove_leaves_an_approximate_rule_to_check():
    rep = prove_rule(FASTMATH["pow_two_to_multiply"])
    assert rep.outcome == UNKNOWN
    assert "prove decides exact equality only" in rep.reason


@pytest.mark.parametrize(("name", "args", "body", "gone", "expect"), [
    ("pow_two_to_multiply", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<2.0> : tensor<5xf32>\n"
     "  %r = stablehlo.power %x, %c : tensor<5xf32>"), "stablehlo.power", "stablehlo.multiply"),
    ("pow_minus_one_to_divide", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<-1.0> : tensor<5xf32>\n"
     "  %r = stablehlo.power %x, %c : tensor<5xf32>"), "stablehlo.power", "stablehlo.divide"),
    ("chained_multiply_to_power", "%x: tensor<5xf32>",
     ("%0 = stablehlo.multiply %x, %x : tensor<5xf32>\n"
     "  %r = stablehlo.multiply %0, %x : tensor<5xf32>"), "stablehlo.multiply", "stablehlo.power"),
    ("divide_sqrt_to_rsqrt", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<1.0> : tensor<5xf32>\n"
     "  %0 = stablehlo.sqrt %x : tensor<5xf32>\n"
     "  %r = stablehlo.divide %c, %0 : tensor<5xf32>"), "stablehlo.divide", "stablehlo.rsqrt"),
    ("divide_sqrt_to_multiply_rsqrt", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<5.0> : tensor<5xf32>\n"
     "  %0 = stablehlo.sqrt %x : tensor<5xf32>\n"
     "  %r = stablehlo.divide %c, %0 : tensor<5xf32>"), "stablehlo.divide", "stablehlo.rsqrt"),
    ("power_multiply_to_power", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<3.0> : tensor<5xf32>\n"
      "  %0 = stablehlo.power %x, %c : tensor<5xf32>\n"
      "  %r = stablehlo.multiply %0, %x : tensor<5xf32>"), "stablehlo.multiply", "stablehlo.power"),
    ("power_times_power", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<3.0> : tensor<5xf32>\n"
      "  %d = stablehlo.constant dense<2.0> : tensor<5xf32>\n"
      "  %0 = stablehlo.power %x, %c : tensor<5xf32>\n"
      "  %1 = stablehlo.power %x, %d : tensor<5xf32>\n"
      "  %r = stablehlo.multiply %0, %1 : tensor<5xf32>"), "stablehlo.multiply", "stablehlo.power"),
    ("power_times_square", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<3.0> : tensor<5xf32>\n"
      "  %0 = stablehlo.power %x, %c : tensor<5xf32>\n"
      "  %1 = stablehlo.multiply %x, %x : tensor<5xf32>\n"
      "  %r = stablehlo.multiply %1, %0 : tensor<5xf32>"), "stablehlo.multiply", "stablehlo.power"),
    ("reduce_add_of_broadcast_to_multiply", "%x: tensor<5xf32>",
     ("%c = stablehlo.constant dense<0.0> : tensor<f32>\n"
      "  %b = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<5xf32>) -> tensor<5x8xf32>\n"
      "  %r = stablehlo.reduce(%b init: %c) applies stablehlo.add across dimensions = [1] : "
      "(tensor<5x8xf32>, tensor<f32>) -> tensor<5xf32>"), "stablehlo.reduce", "stablehlo.multiply"),
])
def test_fastmath_rule_fires_and_stays_within_its_tolerance(name, args, body, gone, expect):
    text = (f"func.func @main({args}) -> tensor<5xf32> {{\n  {body}\n"
            "  return %r : tensor<5xf32>\n}\n")
    module = from_text(text)
    before = to_text(module)
    assert rewrite_once(module, {name: FASTMATH[name]}) >= 1
    after = to_text(module)
    assert gone not in after
    assert expect in after
    rule = FASTMATH[name]
    pair = Pair(before, after, [name], int(rule.approx[1]))
    run = run_cases(pair, arg_specs(from_text(before)), 40, 0, False)
    assert run.counterexample is None, run.counterexample.render()


@pytest.mark.parametrize(("name", "body"), [
    ("pow_two_to_multiply", ("%c = stablehlo.constant dense<2.5> : tensor<5xf32>\n"
                            "  %r = stablehlo.power %x, %c : tensor<5xf32>")),
    ("pow_minus_one_to_divide", ("%c = stablehlo.constant dense<-2.0> : tensor<5xf32>\n"
                                "  %r = stablehlo.power %x, %c : tensor<5xf32>")),
    ("chained_multiply_to_power", ("%0 = stablehlo.multiply %x, %x : tensor<5xf32>\n"
                                  "  %r = stablehlo.multiply %0, %0 : tensor<5xf32>")),
    ("divide_sqrt_to_rsqrt", ("%c = stablehlo.constant dense<2.0> : tensor<5xf32>\n"
                             "  %0 = stablehlo.sqrt %x : tensor<5xf32>\n"
                             "  %r = stablehlo.divide %c, %0 : tensor<5xf32>")),
    ("divide_sqrt_to_multiply_rsqrt", ("%0 = stablehlo.sqrt %x : tensor<5xf32>\n"
                                      "  %r = stablehlo.divide %x, %0 : tensor<5xf32>")),
    ("power_multiply_to_power", ("%c = stablehlo.constant dense<2.5> : tensor<5xf32>\n"
                                 "  %0 = stablehlo.power %x, %c : tensor<5xf32>\n"
                                 "  %r = stablehlo.multiply %0, %x : tensor<5xf32>")),
    ("power_times_power", ("%c = stablehlo.constant dense<3.0> : tensor<5xf32>\n"
                           "  %d = stablehlo.constant dense<-2.0> : tensor<5xf32>\n"
                           "  %0 = stablehlo.power %x, %c : tensor<5xf32>\n"
                           "  %1 = stablehlo.power %x, %d : tensor<5xf32>\n"
                           "  %r = stablehlo.multiply %0, %1 : tensor<5xf32>")),
    ("power_times_square", ("%c = stablehlo.constant dense<64.0> : tensor<5xf32>\n"
                            "  %0 = stablehlo.power %x, %c : tensor<5xf32>\n"
                            "  %1 = stablehlo.multiply %x, %x : tensor<5xf32>\n"
                            "  %r = stablehlo.multiply %0, %1 : tensor<5xf32>")),
    ("reduce_add_of_broadcast_to_multiply", ("%c = stablehlo.constant dense<0.0> : tensor<f32>\n"
      "  %b = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<5xf32>) -> tensor<5x65xf32>\n"
      "  %r = stablehlo.reduce(%b init: %c) applies stablehlo.add across dimensions = [1] : "
      "(tensor<5x65xf32>, tensor<f32>) -> tensor<5xf32>")),
])
def test_fastmath_rule_declines_outside_its_pattern(name, body):
    text = (f"func.func @main(%x: tensor<5xf32>) -> tensor<5xf32> {{\n  {body}\n"
            "  return %r : tensor<5xf32>\n}\n")
    assert rewrite_once(from_text(text), {name: FASTMATH[name]}) == 0


def test_divide_sqrt_to_rsqrt_declines_where_rsqrt_would_take_another_type() -> None:
    """`rsqrt(%x)` takes %x's type: with %x dynamic under a static divide the rewrite would
    replace the divide by a value of another type (opt stopped on a valid module)."""
    rules = load_rules(Path(__file__).resolve().parent.parent / "rulebooks" / "fastmath.rules")
    text = ("func.func @main(%x: tensor<?xf32>) -> tensor<2xf32> {\n"
            "  %c = stablehlo.constant dense<1.0> : tensor<2xf32>\n"
            "  %s = stablehlo.sqrt %x : tensor<?xf32>\n"
            "  %r = stablehlo.divide %c, %s : (tensor<2xf32>, tensor<?xf32>) -> tensor<2xf32>\n"
            "  return %r : tensor<2xf32>\n}")
    mod = from_text(text)
    assert rewrite_once(mod, {"divide_sqrt_to_rsqrt": rules["divide_sqrt_to_rsqrt"]}) == 0
    static = from_text(text.replace("tensor<?xf32>", "tensor<2xf32>")
                       .replace("(tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>", "tensor<2xf32>"))
    assert rewrite_once(static, {"divide_sqrt_to_rsqrt": rules["divide_sqrt_to_rsqrt"]}) == 1


def test_a_sum_of_equal_terms_is_approximate_within_its_count_of_ulps():
    """reduce_add_of_broadcast_to_multiply's tolerance: n copies of x summed one by one (an
    order StableHLO allows) differ from n * x by more than an ulp (an exact rule would be
    wrong; `check` cannot show it, as XLA CPU sums such a reduce as the product itself) and
    never by more than n - 1 ulps plus the product's rounding, within the rule's 64 for
    n <= 64."""
    rng = np.random.default_rng(0)
    x = (rng.standard_normal(4096) * 10.0 ** rng.integers(-30, 30, 4096)).astype(np.float32)
    for n in (17, 33, 64):
        s = np.zeros_like(x)
        for _ in range(n):
            s = s + x
        d = ulp_distance(s, x * np.float32(n))
        assert 1 < d.max() <= n
