"""rulebooks/simplify.rules: the StableHLO aggressive-simplification family.

Per rule (cases in tests/simplify_data/cases.py):
* a positive module: the rule fires once per instantiation (several element types and
  shapes in one function);
* a negative module: each instantiation misses one precondition, the rule must not fire;
* equivalence on XLA CPU: the positive module before and after one sweep of the rule is
  compiled once each, then run on hypothesis-generated inputs (floats biased to NaN, +-inf,
  -0.0, subnormals and extremes; integers to their extremes) and compared bitwise (NaN
  payloads and the sign of zero included). ``N_CASES`` inputs per rule by default, each
  exercising every instantiation; ``N_SLOW`` under ``-m slow``.

Also: the whole family (rulebooks/simplify.book) runs to a fixpoint without cycles on the
corpus (tests/corpus.py) and keeps every output bitwise equal.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from driven import rewrite_once
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import FunctionType

from hlorules.dialect.constants import to_numpy
from hlorules.dialect.types import elem_of, shape_of, to_dtype
from hlorules.engine.api import apply
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_jax, from_text
from hlorules.lowering.jaxlib_api import refine_shapes
from hlorules.lowering.xla import compile
from hlorules.rules import load_rules

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import PROGRAMS, bitwise_equal, by_name
from simplify_data.cases import CASES_BY_RULE, Case, func

ROOT = Path(__file__).resolve().parent.parent
RULES_FILE = ROOT / "rulebooks" / "simplify.rules"
FORMS_FILE = ROOT / "rulebooks" / "simplify_forms.rules"
BOOK = ROOT / "rulebooks" / "simplify.book"
RULES = {**load_rules(RULES_FILE), **load_rules(FORMS_FILE)}

N_CASES = 200
N_SLOW = 2000



def _module(c: Case, negative: bool = False) -> Any:
    if negative:
        return from_text(func(c.neg_args or c.args, c.neg), filename=f"{c.rule}.neg.mlir")
    return from_text(func(c.args, c.pos), filename=f"{c.rule}.pos.mlir")


# --------------------------------------------------------------------------- structure


def test_every_rule_has_a_case_and_tag() -> None:
    assert set(RULES) == set(CASES_BY_RULE)
    assert len(RULES) == 90
    forms = load_rules(FORMS_FILE)
    for name, r in RULES.items():
        assert ("simplify_forms" if name in forms else "simplify") in r.tags, name


@pytest.mark.parametrize("rule", sorted(CASES_BY_RULE))
def test_positive_fires(rule: str) -> None:
    c = CASES_BY_RULE[rule]
    mod = _module(c)
    before = to_text(mod)
    n = rewrite_once(mod, {rule: RULES[rule]})
    assert n == c.fires, f"{rule} fired {n} times, expected {c.fires}"
    mod.verify()
    assert to_text(mod) != before


@pytest.mark.parametrize("rule", sorted(CASES_BY_RULE))
def test_negative_does_not_fire(rule: str) -> None:
    c = CASES_BY_RULE[rule]
    mod = _module(c, negative=True)
    roots = [o for o in mod.walk() if not RULES[rule].roots or o.name in RULES[rule].roots]
    assert roots, f"the negative module of {rule} has no op the rule roots at"
    assert all(RULES[rule].match(o) is None for o in roots)
    assert rewrite_once(mod, {rule: RULES[rule]}) == 0


def test_float_noop_preconditions_are_explained() -> None:
    """x + 0.0 and x - (-0.0) are not rewritten: explain names the sign-of-zero check."""
    mod = from_text("""func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %0 = stablehlo.add %a, %z : tensor<4xf32>
  %m = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %1 = stablehlo.subtract %a, %m : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}""")
    add = next(o for o in mod.walk() if o.name == "stablehlo.add")
    sub = next(o for o in mod.walk() if o.name == "stablehlo.subtract")
    assert "signbit" in RULES["AddOp_RemoveNoop"].explain(add)
    assert "signbit" in RULES["SubtractOp_RemoveNoop"].explain(sub)


# --------------------------------------------------------------------------- inputs
# Hypothesis draws, per case, a seed and a value profile; the arrays are then made with
# numpy (drawing every element through hypothesis costs ~10 ms a case, this ~20 us).

_F32_SPECIALS = np.array(
    [np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 1e-40, -1.4e-45, 6e-8,
     3.4028235e38, -3.4028235e38, 1.1754944e-38, 65504.0, -3.0e38, 1e-5], np.float32)
_NAN_BITS = np.array([0x7FC00000, 0xFFC00000, 0x7FC00001, 0x7FFFFFFF, 0xFF800001, 0x7F800001],
                     np.uint32)  # quiet and signalling NaNs with payloads
PROFILES = ("specials", "bits", "normal", "mixed")


def _f32(rng: np.random.Generator, shape: tuple[int, ...], profile: str) -> np.ndarray:
    n = int(np.prod(shape))
    specials = rng.choice(_F32_SPECIALS, n)
    bits = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    normal = (rng.standard_normal(n) * 10.0 ** rng.integers(-3, 4, n)).astype(np.float32)
    if profile == "mixed":
        pick = rng.integers(0, 4, n)
        out = np.where(pick == 0, specials, np.where(pick == 1, bits, normal)).astype(np.float32)
        nan = pick == 3
        out.view(np.uint32)[nan] = rng.choice(_NAN_BITS, int(nan.sum()))
    else:
        out = {"specials": specials, "bits": bits, "normal": normal}[profile]
    return out.reshape(shape)


def _ints(rng: np.random.Generator, shape: tuple[int, ...], dt: np.dtype,
          profile: str) -> np.ndarray:
    info = np.iinfo(dt)
    n = int(np.prod(shape))
    extremes = np.array([0, 1, info.max, info.min, 2, 3, info.max - 1, info.min + 1]
                        + ([-1, -2] if dt.kind == "i" else []), np.int64)
    uniform = rng.integers(int(info.min), int(info.max), n, endpoint=True, dtype=np.int64)
    small = rng.integers(max(int(info.min), -10), 11, n, dtype=np.int64)
    choice = {"specials": rng.choice(extremes, n), "bits": uniform, "normal": small}
    if profile == "mixed":
        pick = rng.integers(0, 3, n)
        out = np.choose(pick, [choice["specials"], choice["bits"], choice["normal"]])
    else:
        out = choice[profile]
    return out.astype(dt).reshape(shape)


def _array(t: Any, rng: np.random.Generator, profile: str) -> np.ndarray:
    """An input for a tensor type; floats lean on NaN (with payloads), +-inf, -0.0, subnormals."""
    shape, dt = shape_of(t), to_dtype(elem_of(t))
    if dt.kind == "b":
        return rng.integers(0, 2, shape).astype(np.bool_)
    if dt.kind in "iu":
        return _ints(rng, shape, dt, profile)
    if dt.kind == "c":
        out = np.empty(shape, np.complex64)
        out.real, out.imag = _f32(rng, shape, profile), _f32(rng, shape, "mixed")
        return out
    with np.errstate(over="ignore", invalid="ignore"):
        return _f32(rng, shape, profile).astype(dt)


PER_EXAMPLE = 4  # input sets made from one hypothesis example (seed, profile)


def _inputs(mod: Any) -> st.SearchStrategy[list[tuple[np.ndarray, ...]]]:
    fn = next(o for o in mod.walk() if o.name == "func.func")
    types = [a.type for a in fn.body.block.args]

    def make(p: tuple[int, str]) -> list[tuple[np.ndarray, ...]]:
        rng = np.random.default_rng(p[0])
        profiles = [p[1]] + [PROFILES[(PROFILES.index(p[1]) + k) % len(PROFILES)]
                             for k in range(1, PER_EXAMPLE)]
        return [tuple(_array(t, rng, pr) for t in types) for pr in profiles]

    return st.tuples(st.integers(0, 2**63 - 1), st.sampled_from(PROFILES)).map(make)


# Constants fed to ops that need them static (shape operands) stay constants; the others
# become parameters so that XLA's algebraic simplifier cannot fold them (it rewrites x + 0.0
# to x itself, which would hide an unsound AddOp_RemoveNoop).
_STATIC_USERS = {"stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape",
                 "stablehlo.dynamic_pad", "stablehlo.real_dynamic_slice",
                 "stablehlo.dynamic_gather", "stablehlo.dynamic_iota"}


def _static_user(op: Any) -> bool:
    """The op needs its operand static: a shape operand, or the ``start + c`` limit of a
    real_dynamic_slice (XLA translates real_dynamic_slice only with static bounds)."""
    return op.name in _STATIC_USERS or op.name == "stablehlo.add" and any(
        u.operation.name == "stablehlo.real_dynamic_slice" for u in op.results[0].uses)


def _opaque(mod: Any) -> tuple[Any, list[np.ndarray]]:
    """The module with its top-level constants turned into trailing parameters, and their
    values (the module is changed in place)."""
    fn = next(o for o in mod.walk() if o.name == "func.func")
    block = fn.body.block
    values = []
    for op in list(block.ops):
        if op.name != "stablehlo.constant":
            continue
        res = op.results[0]
        if any(_static_user(u.operation) for u in res.uses):
            continue
        values.append(to_numpy(op.properties["value"]))
        arg = block.insert_arg(res.type, len(block.args))
        res.replace_all_uses_with(arg)
        op.detach()
        op.erase()
    fn.function_type = FunctionType.from_lists([a.type for a in block.args],
                                               list(fn.function_type.outputs.data))
    mod.verify()
    return mod, values


@dataclass
class _Prog:
    exe: Any
    consts: list[Any]  # device arrays of the constant parameters (opaque form only)

    def __call__(self, dev_args: list[Any]) -> list[np.ndarray]:
        return [np.asarray(o) for o in self.exe.run_on_device(dev_args + self.consts)]


def _prog(mod: Any, opaque: bool) -> _Prog:
    """The module compiled; one with dynamic shapes first refined by StableHLO's shape
    refinement where it can be (as jax refines a shape-polymorphic export; XLA translates
    no dynamic_iota)."""
    values: list[np.ndarray] = []
    if opaque:
        mod, values = _opaque(mod)
    text = to_text(mod)
    if "?" in text:
        text = refine_shapes(text) or text
    exe = compile(text)
    return _Prog(exe, exe.put(values))


@dataclass
class _Pair:
    plain: tuple[_Prog, _Prog]   # (original, rewritten) as written: XLA may fold constants
    opaque: tuple[_Prog, _Prog]  # the same with constants as parameters: no folding
    strategy: st.SearchStrategy[list[tuple[np.ndarray, ...]]]


@functools.cache
def _pair(rule: str) -> _Pair:
    """Original and rewritten programs, plain and opaque, each compiled once."""
    c = CASES_BY_RULE[rule]
    mod = _module(c)
    strategy = _inputs(mod)
    before = (_prog(_module(c), False), _prog(_module(c), True))
    assert rewrite_once(mod, {rule: RULES[rule]}) == c.fires
    mod.verify()
    text = to_text(mod)
    after = (_prog(from_text(text), False), _prog(from_text(text), True))
    return _Pair((before[0], after[0]), (before[1], after[1]), strategy)


_FLOAT_BITS = {2: np.uint16, 4: np.uint32}


def _ieee_equal(a: np.ndarray, b: np.ndarray) -> bool:
    """Bitwise equal, except that any NaN equals any NaN (IEEE leaves the payload and the
    quieting of a NaN passed through unspecified) and a subnormal equals the zero of its
    sign (XLA CPU flushes subnormal operands and results of arithmetic: removing an add of
    -0.0 removes a flush)."""
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    if a.dtype.kind == "c":
        return _ieee_equal(a.real.copy(), b.real.copy()) and _ieee_equal(a.imag.copy(),
                                                                          b.imag.copy())
    if a.dtype.kind != "f" and a.dtype.name != "bfloat16":
        return bitwise_equal(a, b)
    tiny = np.float32(ml_dtypes.finfo(a.dtype).tiny)  # smallest normal of a's type
    x, y = a.astype(np.float32), b.astype(np.float32)  # exact for f16 and bf16
    nx, ny = np.isnan(x), np.isnan(y)
    if not np.array_equal(nx, ny):
        return False
    x = np.where(np.abs(x) < tiny, np.copysign(np.float32(0), x), x)
    y = np.where(np.abs(y) < tiny, np.copysign(np.float32(0), y), y)
    return bool(np.array_equal(x[~nx].view(np.uint32), y[~ny].view(np.uint32)))


def _check_equivalent(rule: str, n: int) -> int:
    """Run the pairs on hypothesis-made inputs; returns the number of input sets compared.

    Plain programs must agree bit for bit (NaN payloads, signs of zero and subnormals
    included): that is what a user of the rewrite sees on XLA. Opaque programs (XLA cannot
    fold the constants, so it computes x + 0.0 and friends) must agree up to NaN payloads
    and subnormal flushing, see ``_ieee_equal``: they check the rule's IEEE soundness.
    """
    p = _pair(rule)
    seen: list[int] = []

    @settings(max_examples=-(-n // PER_EXAMPLE), deadline=None, database=None,
              derandomize=True, suppress_health_check=list(HealthCheck))
    @given(batch=p.strategy)
    def run(batch: list[tuple[np.ndarray, ...]]) -> None:
        for xs in batch:
            dev = p.plain[0].exe.put(xs)
            for (before, after), same, how in ((p.plain, bitwise_equal, "plain"),
                                               (p.opaque, _ieee_equal, "opaque")):
                want, got = before(dev), after(dev)
                assert len(want) == len(got)
                for k, (w, g) in enumerate(zip(want, got)):
                    assert same(w, g), (
                        f"{rule} ({how}): output {k} differs on inputs "
                        f"{[x.tolist() for x in xs]}:\n"
                        f"  original  {w.tolist()}\n  rewritten {g.tolist()}")
            seen.append(1)

    run()
    return len(seen)


@pytest.mark.parametrize("rule", sorted(CASES_BY_RULE))
def test_equivalent_on_xla(rule: str) -> None:
    cases = _check_equivalent(rule, N_CASES)
    assert cases >= N_CASES, f"{rule}: only {cases} hypothesis cases ran"


@pytest.mark.slow
@pytest.mark.parametrize("rule", sorted(CASES_BY_RULE))
def test_equivalent_on_xla_slow(rule: str) -> None:
    cases = _check_equivalent(rule, N_SLOW)
    assert cases >= N_SLOW * 0.9, f"{rule}: only {cases} hypothesis cases ran"


# --------------------------------------------------------------------------- the family on the corpus

FAST_CORPUS = [
    "i32_overflow_wraparound", "mean_var_any_all", "dot_and_matmul", "einsum_batch_matmul",
    "large_constants", "scatter_min_max_mul", "scatter_out_of_bounds_dropped",
    "dynamic_slice_update", "fori_loop_accumulate", "scan_carry_and_stack", "where_and_select",
    "pad_modes_and_lax_pad", "pytree_outputs", "special_float_constants",
    "seed_fori_buffer_static_slice",
]


def _fixpoint_on(name: str) -> dict[str, int]:
    p = by_name(name)
    args = p.args()
    mod = from_jax(p.fn, *args)
    want = compile(mod)(*args)
    mod, trace = apply(mod, BOOK, on_cycle="raise")
    (phase,) = trace.phases
    assert phase.converged and phase.stopped_by is None, (name, phase)
    mod.verify()
    got = compile(mod)(*args)
    assert len(got) == len(want)
    for k, (w, g) in enumerate(zip(want, got)):
        assert bitwise_equal(w, g), f"{name}: output {k} differs after simplify.book"
    # a fixpoint: another run rewrites nothing
    _, again = apply(mod, BOOK, on_cycle="raise")
    assert again.total_rewrites == 0, (name, again.fired())
    return trace.fired()


@pytest.mark.parametrize("name", FAST_CORPUS)
def test_family_fixpoint_on_corpus(name: str) -> None:
    fired = _fixpoint_on(name)
    assert fired, f"{name}: expected some simplification"


@pytest.mark.slow
@pytest.mark.parametrize("name", [p.name for p in PROGRAMS if p.name not in FAST_CORPUS])
def test_family_fixpoint_on_corpus_slow(name: str) -> None:
    _fixpoint_on(name)
