"""Rule-level checking: programs generated from each rule's pattern, the rule applied alone.

For each rule, random small programs are built from its pattern (``generate``) and kept
when they verify and the rule matches their root; programs that fail are counted by the
reason (the generator's, the verifier's, or ``explain``'s first failing constraint). Each
kept program is rewritten by the rule alone (the engine, one phase), both versions are
compiled once, and hypothesis inputs are run through both. Outcomes, as Alive2 has them:
``verified`` (on N cases), ``counterexample`` and ``could-not-generate`` (with why), plus
``weak`` (with why): no counterexample, but fewer than ``min_programs`` distinct programs
fired, or a boundary class the pattern admits was generated and never fired
(:mod:`hlorules.checker.coverage` says which classes are required). A counterexample is
shrunk twice: hypothesis shrinks its inputs, and :func:`shrink_program` shrinks the
program (shapes, attributes, constants) by shrinking the generator's choice sequence.
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
import zlib
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr

from hlorules.base.errors import HloRulesError
from hlorules.dialect.constants import to_numpy
from hlorules.engine.driver import CycleError, RunawayError
from hlorules.lowering import exporter, importer
from hlorules.lowering.jaxlib_api import mlir_error_type, parse_module, refine_shapes
from hlorules.rules import model as m

from .coverage import EXCLUDED_EXPECTED, Coverage
from .generate import ChoiceRng, Program, Reject, generate
from .inputs import ELEM_DTYPES, ArgSpec, Mismatch
from .module import (
    CaseRun,
    Counterexample,
    NotJudged,
    OriginalRejected,
    Pair,
    RewrittenFailed,
    _rewrite_alone,
    main_func,
    run_cases,
)
from .progress import note_program
from .variants import argument_variants, bounded_variants, dynamic_variants, pin_arguments, retype

__all__ = ["COULD_NOT_GENERATE", "COUNTEREXAMPLE", "DEFAULT_MAX_EXAMPLES",
           "DEFAULT_MIN_PROGRAMS", "DEFAULT_PROGRAMS", "VERIFIED", "WEAK", "RuleReport",
           "check_rule", "check_rules", "verdict"]

DEFAULT_PROGRAMS = 100
DEFAULT_MIN_PROGRAMS = 100  # distinct fired programs a "verified" needs
SHRINK_CANDIDATES = 24  # programs tried when shrinking a counterexample's program
SHRINK_EXAMPLES = 20  # input cases per shrink candidate
BATCHES = frozenset({12, 36})  # fired counts at which the kept programs are run early
DIRECTED_ATTEMPTS = 200  # edits per uncovered boundary class (coverage-directed search)
FAR_ATTEMPTS_PER_PROGRAM = 2  # its second pass: per class still uncovered, per program asked
DEFAULT_MAX_EXAMPLES = 300
ATTEMPTS_PER_PROGRAM = 30

VERIFIED, COUNTEREXAMPLE, COULD_NOT_GENERATE = "verified", "counterexample", "could-not-generate"
WEAK = "weak"


@dataclass
class RuleReport:
    """The result of checking one rule."""

    name: str
    location: str
    outcome: str
    programs_tried: int = 0
    programs_fired: int = 0
    cases: int = 0
    reason: str = ""
    counterexample: Counterexample | None = None
    reasons: dict[str, int] = field(default_factory=dict)
    programs: list[str] = field(default_factory=list)  # the fired programs, as checked
    coverage: Coverage | None = None
    min_programs: int = DEFAULT_MIN_PROGRAMS
    tolerance: str = ""  # an approximate rule's declared tolerance ("ulp 2"), else ""

    @property
    def ok(self) -> bool:
        return self.outcome == VERIFIED

    def summary(self) -> str:
        within = f" within {self.tolerance}" if self.tolerance else ""
        if self.outcome == VERIFIED:
            what = f"verified{within} on {self.cases} cases ({self.programs_fired} programs)"
        elif self.outcome == WEAK:
            what = (f"weak: no counterexample{within} in {self.cases} cases "
                    f"({self.programs_fired} programs), but {self.reason}")
        elif self.outcome == COUNTEREXAMPLE:
            beyond = f" beyond {self.tolerance}" if self.tolerance else ""
            what = f"COUNTEREXAMPLE{beyond} after {self.cases} cases: {self.reason}"
        else:
            what = f"could not generate: {self.reason}"
        return (f"{self.name} ({self.location}): {what} "
                f"[{self.programs_tried} programs tried, {self.programs_fired} fired]")

    def render(self) -> str:
        text = self.summary()
        if self.coverage is not None and self.programs_fired:
            text += "\n" + self.coverage.render()
        if self.counterexample is not None:
            prog = "\n".join("    " + ln for ln in self.counterexample.original.splitlines())
            text += "\n" + self.counterexample.render() + "\n  program:\n" + prog
        return text

    def to_json(self) -> dict[str, Any]:
        """The report as plain JSON data (``hlorules check --format json``)."""
        out: dict[str, Any] = {
            "rule": self.name, "location": self.location, "outcome": self.outcome,
            "reason": self.reason, "programs_tried": self.programs_tried,
            "programs_fired": self.programs_fired, "min_programs": self.min_programs,
            "cases": self.cases,
            "coverage": self.coverage.to_json() if self.coverage is not None else None}
        if self.tolerance:
            out["tolerance"] = self.tolerance
        if self.counterexample is not None:
            out["counterexample"] = {"mismatch": str(self.counterexample.mismatch),
                                     "program": self.counterexample.original}
        return out


def verdict(fired: int, coverage: Coverage | None, min_programs: int) -> tuple[str, str]:
    """``(VERIFIED, "")`` or ``(WEAK, why)`` for a check that found no counterexample on
    ``fired`` distinct fired programs with ``coverage``: verified needs at least
    ``min_programs`` of them and every required boundary class covered."""
    why = []
    if fired < min_programs:
        why.append(f"only {fired} distinct programs fired (verified needs {min_programs})")
    if coverage is not None:
        cov = coverage.weak_reason()
        if cov:
            why.append(cov)
    return (WEAK, "; ".join(why)) if why else (VERIFIED, "")


@dataclass
class _Seed:
    choices: list[float]
    max_dim: int
    score: int


class _Search:
    """Constraint-guided generation: a local search over the generator's choice sequences.

    Each generated program is scored by how far the rule's matcher gets on it (the index
    of the furthest check that fails: pattern structure first, then each ``where`` in
    order; all of them when it matches). After a first round of fresh programs, most
    attempts edit a few choices of one of the best-scoring programs so far (near misses
    and matches alike), so a program that fails only ``rank(%x) == 1`` is retried with
    that choice redrawn instead of starting over."""

    WARMUP = 24
    POOL = 16

    def __init__(self, rng: random.Random, full: int) -> None:
        self.rng, self.full = rng, full
        self.pool: list[_Seed] = []

    def record(self, choices: list[float], max_dim: int, score: int) -> None:
        self.pool.append(_Seed(list(choices), max_dim, score))
        self.pool.sort(key=lambda s: -s.score)
        del self.pool[self.POOL:]

    def parent(self, attempt: int) -> _Seed | None:
        top = self.pool[0].score if self.pool else -1
        fresh = 0.6 if top >= self.full else 0.25  # once programs fire, favour diversity
        if attempt < self.WARMUP or not self.pool or self.rng.random() < fresh:
            return None
        best = [s for s in self.pool if s.score >= top - 1] or self.pool
        src = self.rng.choice(best)
        ch = list(src.choices)
        for _ in range(self.rng.choice([1, 1, 2, 3])):
            if not ch:
                break
            i = self.rng.randrange(len(ch))
            r = self.rng.random()
            if r < 0.6:
                ch[i] = self.rng.random()
            elif r < 0.8:
                ch[i] = min(0.999999, max(0.0, ch[i] + self.rng.uniform(-0.1, 0.1)))
            else:
                del ch[i:]  # redraw the tail
        return _Seed(ch, src.max_dim, src.score)


def _root_op(module: Any) -> Any:
    """The op a generated program was built around: the one defining main's first result,
    or ``checker.root_via`` ops up from it through operand 0 (a root read by slices)."""
    func = main_func(module)
    ret = list(func.regions[0].blocks[0].ops)[-1]
    op: Any = ret.operands[0].owner
    via: Any = func.attributes.get("checker.root_via")
    for _ in range(via.value.data if via is not None else 0):
        op = op.operands[0].owner
    return op


def _specs(prog: Program, assumes: frozenset[str]) -> list[ArgSpec]:
    return [ArgSpec(t.shape, np.dtype(ELEM_DTYPES[t.elem]), bound, "unique_indices" in assumes,
                    "no_nan" not in assumes and "finite" not in assumes, "finite" not in assumes)
            for t, bound in prog.args]


def _write(cex: Any, outdir: Any, name: str, rule: Any) -> None:
    """Write a rule-level repro that names its rule file, so --replay re-applies the rule."""
    file = getattr(getattr(rule, "location", None), "file", None)
    if file and Path(file).is_file():
        cex.source = {"kind": "rule", "file": str(Path(file).resolve()), "rule": rule.name}
    cex.write(outdir, name)


DYNAMIC_RUN_CASES = 8  # input cases per rewritten dynamic-shape variant, refined and run
# near misses (programs failing only the rule's last check) whose dynamic-shape variants the
# first batch also rewrites: a clause that reads a `?` dim as a number (-2^63) may hold there
NEAR_MISSES = 4
DYNAMIC_RUN_PROGRAMS = 6  # variants run on XLA; the later ones are rewritten and refined only
def _run_refined(rule: Any, prog: Program, original: str, variant: str, rewritten: str,
                 seed: int, reasons: Counter[str], run_it: bool = True) -> CaseRun | None:
    """Run a rewritten dynamic-shape variant: original and rewritten variant take the static
    program's arguments and are refined to static shapes, then (with ``run_it``) run on XLA
    on a few cases (boundary cases first); the cases run and the counterexample (over the
    refined modules, which ``check --replay`` runs) if they differ, or if the original
    refines and the rewrite does not; None where it cannot run."""

    before = refine_shapes(pin_arguments(variant, original))
    if before is None:
        reasons["dynamic-shape variant not refinable to static shapes (not run)"] += 1
        return None
    after = refine_shapes(pin_arguments(rewritten, original))
    if after is None:  # the rewrite fixed a shape that disagrees with the run-time one
        return CaseRun(0, _dynamic_failure(rule, variant, REFINE_FAILS))
    if not run_it:
        return CaseRun(0)
    return _run_variant(rule, prog, before, after, seed, reasons,
                        "refined dynamic-shape variant XLA refuses to compile",
                        "dynamic-shape variant rewritten and run, refined to static shapes")


def _run_variant(rule: Any, prog: Program, before: str, after: str, seed: int,
                 reasons: Counter[str], refused: str, ran: str) -> CaseRun | None:
    """Run a variant's original ``before`` and rewritten ``after`` on the static program's
    argument specs (:data:`DYNAMIC_RUN_CASES` cases; one lifted case without arguments):
    the cases run and the counterexample if they differ (XLA refusing ``after`` is one);
    None, counting ``refused``, where XLA refuses ``before``; ``ran`` counted otherwise."""
    pair = Pair.of_rules(before, after, [rule])
    assumes = frozenset(getattr(rule, "assumes", ()) or ())
    try:
        if prog.args:
            run = run_cases(pair, _specs(prog, assumes), DYNAMIC_RUN_CASES, seed, False)
        else:
            run = CaseRun(1, _run_lifted(pair, False, rule))
    except OriginalRejected:
        reasons[refused] += 1
        return None
    except HloRulesError as e:  # XLA rejects the rewritten variant
        return CaseRun(0, Counterexample([], [], [], Mismatch(0, str(e)), [rule.name], before,
                                         after))
    reasons[ran] += 1
    return run


BOUNDED_RUNS = 3  # bounded-dynamic variants run on XLA per check (the others are verified only)


def _run_bounded(rule: Any, prog: Program, original: str, rewritten: str, seed: int,
                 reasons: Counter[str]) -> CaseRun | None:
    """Run a rewritten bounded-dynamic variant (its arguments static, one op's result
    ``?`` up to a bound, which XLA runs at the bound) on a few cases: the cases run and the
    counterexample if they differ; None where XLA refuses the original."""
    run = _run_variant(rule, prog, original, rewritten, seed, reasons,
                       "bounded-dynamic variant XLA refuses to compile",
                       "bounded-dynamic variant rewritten and run at its bound")
    cex = None if run is None else run.counterexample
    if run is None or cex is None or not run.cases:  # not run, agrees, or XLA refused it
        return run
    mm = cex.mismatch
    return CaseRun(run.cases, dataclasses.replace(cex, mismatch=Mismatch(
        mm.output, "on a bounded-dynamic shape: the rewritten module differs (both run at "
        f"the bound): {mm.reason}", mm.index)))


ILL_TYPED_DYNAMIC = "the rewrite builds ill-typed IR when shapes are dynamic"
REFINE_FAILS = ("the rewritten module cannot be refined to the static program's shapes where "
                "the original can (a shape the rewrite fixed disagrees with the run-time one)")


def static_guard(rule: Any) -> str:
    """The guard a rule wrong only on dynamic shapes needs, as rule text: ``is_static`` of
    the type its pattern binds at the root (``: $T``), else of its root value."""
    model = getattr(rule, "model", None)
    pat = getattr(model, "pattern", None)
    tp = getattr(pat, "type", None)
    names = [n for n in getattr(tp, "names", None) or [] if n]
    if names:
        return f"is_static({names[0]})"
    bind = getattr(pat, "bind", None)
    return f"is_static({bind})" if bind else "is_static(...)"


def _dynamic_failure(rule: Any, variant: str, why: str) -> Counterexample:
    """A counterexample of a rewrite that fails on the dynamic-shape ``variant``: one that
    builds ill-typed IR says so and names the guard it needs (:data:`ILL_TYPED_DYNAMIC`)."""
    if "ill-typed IR" in why or "does not verify in StableHLO" in why:
        why = f"{ILL_TYPED_DYNAMIC}: guard it with {static_guard(rule)} ({why})"
    return Counterexample([], [], [], Mismatch(0, f"on a dynamic shape: {why}"), [rule.name],
                          variant, variant)


def _dynamic_check(rule: Any, kept: list[tuple[Program, str, str | None]], seed: int,
                   reasons: Counter[str], runs: int = DYNAMIC_RUN_PROGRAMS) -> CaseRun:
    """Apply the rule alone to dynamic-shape variants of the kept programs: a rewrite that
    fails (ill-typed IR, e.g. a constant of a dynamic type), whose result StableHLO's own
    verifier (jaxlib's) rejects where it accepts the variant (e.g. a broadcast_in_dim to a
    dynamic type), or whose result computes something else is a counterexample (its
    reason says "on a dynamic shape"). XLA runs static shapes only: a variant that
    rewrites is run with the static program's arguments, both sides refined back to static
    shapes by StableHLO's shape refinement (:func:`_run_refined`), so a rewrite that reads
    a dynamic dim as a number (``get_dimension_size`` folded to the dynamic-dim sentinel)
    shows. The type-wide variants (:func:`dynamic_variants`) of the programs before the
    first ``runs`` that rewrite are run; the later ones, and every one-argument variant
    (:func:`argument_variants`), are rewritten and refined only. A program whose rewrite is
    None is a near miss the rule does not fire on (:data:`NEAR_MISSES`): only its variants
    can fire. Returns the cases run and the counterexample, if any."""

    mlir_error = mlir_error_type()

    rng = random.Random(seed)
    arg_rng = random.Random(seed + 1)  # its own draws: the type-wide variants stay as they were
    bound_rng = random.Random(seed + 2)
    done = cases = bounded_runs = 0
    for prog, static, static_rewritten in kept:
        # past these: rewritten and refined, not run (a near miss's, which fire rarely, run
        # in the first batch)
        run_text = done < runs or (static_rewritten is None and runs > 0)
        for kind, text in [("type", t) for t in dynamic_variants(prog.text, rng)] + [
                ("argument", t) for t in argument_variants(prog.text, arg_rng)] + [
                ("bounded", t) for t in bounded_variants(prog.text, bound_rng)]:
            run_it = run_text and kind == "type"  # argument variants: rewritten and refined
            try:
                module = importer.from_text(text)
                if rule.match(_root_op(module)) is None:
                    continue
            except Exception:  # noqa: BLE001, S112 -- the variant does not verify, or the matcher
                continue       # fails on a dynamic type: not a program to rewrite
            original = exporter.to_text(module)
            try:
                rewritten, _ = _rewrite_alone(rule, original)
            except HloRulesError as e:
                return CaseRun(cases, _dynamic_failure(rule, original,
                                                       f"the rewrite fails: {e}"))
            try:
                parse_module(original)
            except mlir_error:
                continue  # StableHLO refuses the variant itself: not a program
            try:
                parse_module(rewritten)
            except mlir_error as e:
                first = str(e).split("error: ", 1)[-1].split("\n", 1)[0]
                return CaseRun(cases, _dynamic_failure(
                    rule, original, "the rewrite fails: the rewritten module does not verify "
                    f"in StableHLO: {first}"))
            if kind == "bounded":  # no argument is dynamic, so refinement has nothing to
                # refine: the first few are run as they are, XLA running the bounded dim at
                # its bound (a rewrite that reads it as a number shows); the others are
                # rewritten and verified only
                if run_text and bounded_runs < BOUNDED_RUNS:
                    bounded_runs += 1
                    run = _run_bounded(rule, prog, original, rewritten, seed + done, reasons)
                    cases += run.cases if run is not None else 0
                    if run is not None and run.counterexample is not None:
                        return run
                continue
            run = _run_refined(rule, prog, static, original, rewritten,
                               seed + done, reasons, run_it)
            cases += run.cases if run is not None else 0
            if run is not None and run.counterexample is not None:
                cex = run.counterexample
                if REFINE_FAILS in cex.mismatch.reason:
                    return CaseRun(cases, cex)
                plain = None if static_rewritten is None else \
                    _static_confirms(rule, static, static_rewritten, cex)
                if plain is not None:  # the static program differs on these inputs too
                    return CaseRun(cases, plain)
                mm = cex.mismatch
                return CaseRun(cases, dataclasses.replace(cex, mismatch=Mismatch(
                    mm.output, "on a dynamic shape: the rewritten module differs (both refined "
                    f"to the static program's shapes and run): {mm.reason}", mm.index)))
            if kind == "type":
                done += 1
    return CaseRun(cases)


def _static_confirms(rule: Any, static: str, rewritten: str, cex: Counterexample
                     ) -> Counterexample | None:
    """The static program and its rewrite run on the inputs of a dynamic-shape variant's
    counterexample (the variant takes the static program's arguments): their own
    counterexample where they differ too, so the author is shown the plain static one;
    None where they agree or cannot run."""
    if not cex.inputs:
        return None
    pair = Pair.of_rules(static, rewritten, [rule])
    try:
        a, b, mm = pair.outcome(cex.inputs)
    except Exception:  # noqa: BLE001 -- XLA refuses or the original fails: not shown so
        return None
    if mm is None:
        return None
    return Counterexample(cex.inputs, a, b, mm, pair.fired, static, rewritten, pair.ulps,
                          rtol=pair.rtol)


def _constant_binds(model: Any) -> set[str]:
    """The names bound to ``constant() as %c`` nodes of a rule's pattern (regions too)."""
    out: set[str] = set()
    stack: list[Any] = [model.pattern]
    while stack:
        p = stack.pop()
        if isinstance(p, m.OpPat):
            if p.bind and p.op.split(".")[-1] == "constant" and len(p.alts) <= 1:
                out.add(p.bind)
            stack.extend(p.operands)
            stack.extend(r.terminator for r in p.regions)
    return out


def lift_constants(original: str, rewritten: str, rule: Any = None
                   ) -> tuple[str, str, list[np.ndarray]]:
    """For a program without inputs: the original with its top-level constants made
    arguments, the rewritten one taking the same (unused) arguments, and the constants'
    values. XLA folds an all-constant program at compile time, and its compile-time folder
    disagrees with its own run time (``clz`` of a negative i32, integer ``power`` overflow):
    run as arguments, the original is computed by XLA's run time, the semantics the
    folding rules reproduce. The rewritten module's constants equal (type and value) to a
    lifted one read that argument too; the others (a fold's result) stay constants.

    Given the ``rule`` that fired, the constants its pattern matches as ``constant() as %c``
    stay in the module: the rule is about that constant (``x + -0.0``), which is in the
    module wherever it fires, so it stays there as in every program with inputs (where the
    generator writes it as a constant too). Only the other operands, which the rule takes
    as any value (``%x``) and fold rules test with ``is_constant``, become arguments; lifted
    as well, such a constant would let XLA's run time disagree with its own simplifier on
    the original alone (``add(5e-324, -0.0)`` flushed to 0 at run time while the simplifier
    removes ``x + -0.0`` for a constant -0.0)."""

    mod = importer.from_text(original)
    func = main_func(mod)
    block = func.regions[0].blocks[0]
    keep: set[int] = set()
    if rule is not None:
        binds = rule.match(_root_op(mod)) or {}
        keep = {id(binds[n].owner) for n in _constant_binds(rule.model) if n in binds}
    values: list[np.ndarray] = []
    lifted: dict[tuple[Any, Any], int] = {}  # (type, value) -> argument position
    for op in list(block.ops):
        if op.name == "stablehlo.constant" and id(op) not in keep:
            arg = block.insert_arg(op.results[0].type, len(block.args))
            value = op.properties["value"]
            assert isinstance(value, DenseIntOrFPElementsAttr)
            values.append(np.array(to_numpy(value)))
            lifted.setdefault((op.results[0].type, value), arg.index)
            op.results[0].replace_all_uses_with(arg)
            block.erase_op(op)
    retype(func, block)
    rmod = importer.from_text(rewritten)
    rfunc = main_func(rmod)
    rblock = rfunc.regions[0].blocks[0]
    for a in list(block.args):
        rblock.insert_arg(a.type, len(rblock.args))
    # the rewrite's copies of lifted constants read the same arguments: computed by the run
    # time on both sides (XLA's compile-time folder of a transpose of a bf16 subnormal
    # constant disagrees with its run time), new constants (a fold's result) stay
    for op in list(rblock.ops):
        if op.name == "stablehlo.constant":
            at = lifted.get((op.results[0].type, op.properties["value"]))
            if at is not None:
                op.results[0].replace_all_uses_with(rblock.args[at])
                rblock.erase_op(op)
    retype(rfunc, rblock)
    return exporter.to_text(mod), exporter.to_text(rmod), values


def _run_lifted(pair: Pair, signed_zeros: bool, rule: Any = None) -> Counterexample | None:
    original, rewritten, values = lift_constants(pair.original, pair.rewritten, rule)
    lifted = Pair(original, rewritten, pair.fired, pair.ulps, pair.backend, rtol=pair.rtol,
                  sums=pair.sums)
    try:
        a, b = lifted.run(values)
    except RewrittenFailed as e:
        return Counterexample(values, [], [], Mismatch(0, f"the rewritten module fails: {e}"),
                              pair.fired, original, rewritten, pair.ulps, rtol=pair.rtol)
    mm = lifted.mismatch(values, a, b, signed_zeros)
    if mm is None:
        return None
    return Counterexample(values, a, b, mm, pair.fired, original, rewritten, pair.ulps,
                          rtol=pair.rtol)


@dataclass
class _Kept:
    prog: Program
    original: str
    rewritten: str
    choices: list[float]
    max_dim: int


def _build(rule: Any, choices: list[float], max_dim: int, fresh: int
           ) -> tuple[Program, str, str | HloRulesError] | None:
    """The program the choice sequence builds (fresh draws past its end from ``fresh``),
    its text as imported and as the rule alone rewrites it (or the rewrite's error); None
    unless it matches and fires."""

    try:
        prog = generate(rule.model, ChoiceRng(list(choices), random.Random(fresh)),
                        max_dim=max_dim)
        module = importer.from_text(prog.text)
        if rule.match(_root_op(module)) is None:
            return None
        original = exporter.to_text(module)
    except (Reject, ValueError, IndexError, KeyError, HloRulesError):
        return None
    try:
        rewritten, fired = _rewrite_alone(rule, original)
    except HloRulesError as e:
        return prog, original, e
    return (prog, original, rewritten) if fired else None


def _differs(prog: Program, original: str, rewritten: str | HloRulesError, rule: Any,
             backend: str, assumes: frozenset[str], per: int, seed: int,
             signed_zeros: bool) -> Counterexample | None:
    """The counterexample this fired program gives (inputs shrunk by hypothesis), if any."""
    if isinstance(rewritten, HloRulesError):
        return None
    name = rule.name
    pair = Pair.of_rules(original, rewritten, [rule], backend)
    try:
        if prog.args:
            return run_cases(pair, _specs(prog, assumes), per, seed, signed_zeros).counterexample
        return _run_lifted(pair, signed_zeros, rule)
    except NotJudged:  # no sum of products: no tolerance to judge it against
        return None
    except HloRulesError as e:
        return Counterexample([], [], [], Mismatch(0, str(e)), [name], original, rewritten)


def _rewrite_failed(name: str, original: str, e: HloRulesError) -> Counterexample:
    """A rewrite that raises: ill-typed IR, or a rule that, applied alone to a fixpoint (the
    engine's own cycle and runaway detection, as ``opt`` has it), rewrites its own output
    again forever, said so apart from a value mismatch."""
    why = str(e)
    if isinstance(e, (CycleError, RunawayError)):
        why = ("the rule does not terminate applied alone: each rewrite gives a program it "
               f"rewrites again ({why})")
    return Counterexample([], [], [], Mismatch(0, f"the rewrite fails: {why}"), [name],
                          original, original)


_TENSOR_DIMS = re.compile(r"tensor<((?:\d+x)*)")


def _program_size(prog: Program, original: str) -> tuple[int, int, int]:
    """How big a counterexample's program is, for shrinking: the elements of every tensor
    type its text names (a splat constant of 2000 elements is big, though its text is
    short), then the generator's size, then the text's length."""
    elements = sum(math.prod(int(d) for d in t.group(1).split("x")[:-1])
                   for t in _TENSOR_DIMS.finditer(original))
    return (elements, prog.size, len(original))


def shrink_program(rule: Any, kept: _Kept, cex: Counterexample, fails: Any,
                   budget: int = SHRINK_CANDIDATES) -> tuple[_Kept, Counterexample]:
    """A smaller program that still gives a counterexample, found by shrinking the
    generator's choice sequence (as hypothesis shrinks its own): lower ``max_dim``, cut the
    sequence's tail, set single choices to 0 (a draw of 0 takes the first option of every
    ``choice`` and the low end of every ``randint``: fewer and smaller dims, smaller
    attribute values, the first element type) or halve them. A candidate is kept when it
    fires, is smaller (generator size, then text length) and ``fails(prog, original,
    rewritten)`` returns a counterexample. At most ``budget`` candidates are run."""
    best, best_cex = kept, cex
    tried = 0
    seen: set[str] = {kept.original}

    def attempt(choices: list[float], max_dim: int) -> bool:
        nonlocal best, best_cex, tried
        built = _build(rule, choices, max_dim, 0)
        if built is None:
            return False
        prog, original, rewritten = built
        if original in seen:
            return False
        seen.add(original)
        if _program_size(prog, original) >= _program_size(best.prog, best.original):
            return False
        tried += 1
        got = fails(prog, original, rewritten)
        if got is None:
            return False
        used = list(choices[: len(choices)])
        # a rewrite that failed keeps the original as its text, as the first one did
        kept_text = rewritten if isinstance(rewritten, str) else original
        best, best_cex = _Kept(prog, original, kept_text, used, max_dim), got
        return True

    progress = True
    while progress and tried < budget:
        progress = False
        for d in range(1, best.max_dim):
            if tried >= budget:
                break
            if attempt(best.choices, d):
                progress = True
                break
        n = len(best.choices)
        for cut in (n // 2, 3 * n // 4, n - 1):
            if tried >= budget:
                break
            if 0 < cut < n and attempt(best.choices[:cut], best.max_dim):
                progress = True
                break
        i = 0
        while i < len(best.choices) and tried < budget:
            c = best.choices[i]
            for v in (0.0, c / 2, 0.5, 0.999):
                if v != c and attempt(best.choices[:i] + [v] + best.choices[i + 1:],
                                     best.max_dim):
                    progress = True
                    break
            i += 1
    return best, best_cex


def _edit(rng: random.Random, choices: list[float]) -> list[float]:
    """``choices`` with one or two entries redrawn or nudged (the search's edit, without
    cutting the tail: the edited program should keep what the sample showed)."""
    ch = list(choices)
    for _ in range(rng.choice([1, 1, 1, 2])):
        if not ch:
            break
        i = rng.randrange(len(ch))
        if rng.random() < 0.6:
            ch[i] = rng.random()
        else:
            ch[i] = min(0.999999, max(0.0, ch[i] + rng.uniform(-0.1, 0.1)))
    return ch


def _far_edit(rng: random.Random, choices: list[float], fired: list[float], j: int
              ) -> list[float]:
    """An edit of ``choices`` (a program showing a class that never fired) for the
    directed search's second pass, by ``j % 3``: a run of its draws moved into ``fired``
    (the draws of a program that fired) or a share of ``fired``'s draws moved into it,
    position by position, so that draws that made the class and draws that pass the where
    clauses meet; a run of one to four draws set to one low value (a list attribute drawn
    alike: all zero, all the first option); or :func:`_edit`'s one or two redraws."""
    if not choices or j % 3 == 0:
        return _edit(rng, choices)
    if j % 3 == 2:
        ch = list(choices)
        a = rng.randrange(len(ch))
        b = min(len(ch), a + rng.randint(1, 4))
        ch[a:b] = [rng.random() * 0.5] * (b - a)
        return ch
    if rng.random() < 0.5:
        a = rng.randrange(len(choices))
        b = rng.randint(a + 1, len(choices))
        return [*fired[:a], *choices[a:b], *fired[b:]]
    share = rng.choice([0.25, 0.5, 0.75])
    return [fired[i] if i < len(fired) and rng.random() < share else c
            for i, c in enumerate(choices)]


def check_rule(rule: Any, *, programs: int = DEFAULT_PROGRAMS,
               max_examples: int = DEFAULT_MAX_EXAMPLES, seed: int = 0, backend: str = "cpu",
               outdir: str | Path | None = None, attempts: int | None = None,
               signed_zeros: bool = False, min_programs: int = DEFAULT_MIN_PROGRAMS,
               shrink: bool = True) -> RuleReport:
    """Check one compiled rule on ``programs`` generated programs (one without inputs, a
    single case, counts a quarter) and about ``max_examples`` input cases in all, plus
    dynamic-shape variants of the programs (rewritten and refined; those of the first
    :data:`DYNAMIC_RUN_PROGRAMS` programs also run, on up to :data:`DYNAMIC_RUN_CASES`
    cases each, counted in the report's cases); never raises for a rule
    it cannot instantiate (that is the ``could-not-generate`` outcome). Without a
    counterexample the outcome is ``verified`` only when at least ``min_programs``
    distinct programs fired and the coverage has no required class left uncovered, else
    ``weak`` (:func:`verdict`). A counterexample's program is shrunk (``shrink``,
    :func:`shrink_program`) before it is reported."""

    name = rule.name
    loc = str(rule.location)
    model = getattr(rule, "model", None)
    if model is None:
        return RuleReport(name, loc, COULD_NOT_GENERATE,
                          reason="the rule has no pattern model (a Python rule)",
                          min_programs=min_programs)
    base = (zlib.crc32(name.encode()) * 7919 + seed) & 0xFFFFFFFF
    reasons: Counter[str] = Counter()
    seen: set[str] = set()
    kept: list[_Kept] = []
    near: list[tuple[Program, str, str | None]] = []  # programs failing the last check only
    cov = Coverage()
    tried = 0
    limit = attempts if attempts is not None else programs * ATTEMPTS_PER_PROGRAM
    search = _Search(random.Random(base), len(rule.descriptions))
    weight = 0.0  # an input-free program is one case: four of them count as one program

    def report(outcome: str, cases: int, reason: str = "", cex: Counterexample | None = None,
               fired: int | None = None) -> RuleReport:
        if cex is not None and outdir is not None:
            _write(cex, outdir, name, rule)
        return RuleReport(name, loc, outcome, tried, len(kept) if fired is None else fired,
                          cases, reason, cex, dict(reasons),
                          [k.original for k in kept] if outcome in (VERIFIED, WEAK) else [],
                          cov, min_programs, m.approx_label(rule))

    # per class: the choices of the furthest-matching programs that showed it
    samples: dict[str, list[tuple[int, list[float], int]]] = {}

    def step(rng: ChoiceRng, max_dim: int, evidence: bool = True) -> RuleReport | None:
        """Generate, match, rewrite and keep one program; a rewrite that fails is a
        counterexample (returned). ``evidence``: see ``Coverage.observe``."""
        nonlocal tried, weight
        try:
            prog = generate(model, rng, max_dim=max_dim)
        except Reject as e:
            reasons[f"cannot build a program: {e}"] += 1
            return None
        except (ValueError, IndexError, KeyError) as e:  # a generator bug: counted, not fatal
            reasons[f"the program generator raised {type(e).__name__}: {e}"] += 1
            return None
        if prog.text in seen:
            return None
        seen.add(prog.text)
        tried += 1
        note_program()  # checker/progress.py
        try:
            module = importer.from_text(prog.text)
        except HloRulesError as e:
            reasons[f"generated program does not verify: {e.message}"] += 1
            return None
        root = _root_op(module)
        try:
            score = rule.progress(root)  # matching once: all checks passed is a match
            matched = score == len(rule.descriptions)
        except Exception as e:  # noqa: BLE001 -- a matcher crash is a rule bug, reported
            reasons[f"the matcher raised {type(e).__name__}: {e}"] += 1
            return None
        keys = cov.observe(rule, root, score, evidence)
        for key in keys or ():
            got = samples.setdefault(key, [])
            got.append((score, rng.used(), max_dim))
            got.sort(key=lambda g: -g[0])
            del got[8:]
        search.record(rng.used(), max_dim, score)
        if not matched:
            reasons[f"no match: {rule.explain(root)}"] += 1
            if score == len(rule.descriptions) - 1 and len(near) < NEAR_MISSES:
                near.append((prog, exporter.to_text(module), None))
            return None
        original = exporter.to_text(module)
        try:
            rewritten, fired = _rewrite_alone(rule, original)
        except HloRulesError as e:
            cex = _rewrite_failed(name, original, e)
            if shrink:
                k = _Kept(prog, original, original, rng.used(), max_dim)
                _, cex = shrink_program(
                    rule, k, cex, lambda p, o, r: _rewrite_failed(name, o, r)
                    if isinstance(r, HloRulesError) else None)
            return report(COUNTEREXAMPLE, 0, cex.mismatch.reason, cex, len(kept) + 1)
        if not fired:
            reasons["matched but the engine did not rewrite"] += 1
            return None
        cov.fire(keys, evidence)
        kept.append(_Kept(prog, original, rewritten, rng.used(), max_dim))
        weight += 1.0 if prog.args else 0.25
        return None

    ran = cases = 0  # kept programs run on inputs so far, and their cases
    not_judged = [0]  # kept programs an approx sum tolerance could not judge
    ill_typed: list[Counterexample] = []  # a dynamic variant's, held until static runs
    assumes = frozenset(getattr(rule, "assumes", ()) or ())

    def run_batch(final: bool = False, upto: int | None = None) -> RuleReport | None:
        """Run the kept programs not run yet (``kept[ran:upto]``), smallest first, on
        inputs: the first batch after its dynamic-shape variants; a final one shares out
        what is left of ``max_examples`` (a second final one, for programs kept after it,
        at least an early batch's share each). A counterexample (shrunk) is returned."""
        nonlocal ran, cases
        batch = sorted(kept[ran:upto], key=lambda k: k.prog.size)
        if not batch:
            return None
        if not ill_typed:  # the first batch's variants run; a later one's are only refined
            dyn = _dynamic_check(rule, [(k.prog, k.original, k.rewritten) for k in batch]
                                 + (near if ran == 0 else []),
                                 base + ran, reasons, DYNAMIC_RUN_PROGRAMS if ran == 0 else 0)
            cases += dyn.cases
            if dyn.counterexample is not None:
                cex = dyn.counterexample
                if ILL_TYPED_DYNAMIC not in cex.mismatch.reason:
                    return report(COUNTEREXAMPLE, cases, cex.mismatch.reason, cex)
                # ill-typed only where shapes are dynamic: the static programs are run
                # first, so a value mismatch is reported as one (this noted beside it)
                ill_typed.append(cex)
        share = max(1, max_examples // max(programs, len(kept)))  # an early batch's
        if final:
            per = max(1, (max_examples - cases) // len(batch))
            if upto is None and ran:  # after a final batch: programs the search added later
                per = max(per, share)
        else:
            per = share
        for k in batch:
            i = ran
            ran += 1
            pair = Pair.of_rules(k.original, k.rewritten, [rule], backend)
            try:
                if k.prog.args:
                    run = run_cases(pair, _specs(k.prog, assumes), per, seed + i, signed_zeros)
                else:  # one case: the constants as arguments, computed by XLA's run time
                    run = CaseRun(1, _run_lifted(pair, signed_zeros, rule))
            except NotJudged as e:  # approx sum N on a program that is no sum of products
                reasons[str(e)] += 1
                not_judged[0] += 1
                continue
            except OriginalRejected:  # the generated program itself: not a program
                reasons["generated program XLA refuses to compile"] += 1
                continue
            except HloRulesError as e:  # XLA rejects the rewritten module
                cex = Counterexample([], [], [], Mismatch(0, str(e)), [name], k.original,
                                     k.rewritten)
                return report(COUNTEREXAMPLE, cases, str(e), cex)
            cases += run.cases
            if run.counterexample is not None:
                cex = run.counterexample
                if shrink:
                    def fails(p: Program, o: str, r: Any, _i: int = i) -> Counterexample | None:
                        return _differs(p, o, r, rule, backend, assumes,
                                        SHRINK_EXAMPLES, seed + _i, signed_zeros)
                    _, cex = shrink_program(rule, k, cex, fails)
                why = str(cex.mismatch)
                if ill_typed:
                    why += f"; also, {ill_typed[0].mismatch.reason.split(' (', 1)[0]}"
                return report(COUNTEREXAMPLE, cases, why, cex)
        if ill_typed:  # no value mismatch in this batch of static programs
            cex = ill_typed.pop()
            return report(COUNTEREXAMPLE, cases, cex.mismatch.reason, cex)
        return None

    for attempt in range(3 * limit):  # a program seen before does not count as tried
        if weight >= programs or tried >= limit:
            break
        parent = search.parent(attempt)
        rng = ChoiceRng(parent.choices if parent else [],
                        random.Random(base * 1_000_003 + attempt))
        max_dim = parent.max_dim if parent else 3 + attempt % 4
        n_kept = len(kept)
        bad = step(rng, max_dim)
        if bad is None and len(kept) > n_kept and len(kept) in BATCHES:
            bad = run_batch()  # fail fast: a wrong rule need not wait for 100 programs
        if bad is not None:
            return bad
    # coverage-directed search: a class generated but never fired gets programs edited
    # from the ones that showed it, until it fires or the evidence says the where clauses
    # exclude it (coverage.py); each edit is an ordinary generated program
    edit = random.Random(base ^ 0x5EED)
    for key in cov.uncovered() if kept and attempts is None else []:  # attempts: a hard cap
        for j in range(DIRECTED_ATTEMPTS):
            if cov.fired[key] or cov.expected(key) >= EXCLUDED_EXPECTED:
                break
            _, choices, max_dim = edit.choice(samples[key][:4])
            ch = _edit(edit, choices)
            bad = step(ChoiceRng(ch, random.Random(base * 7_000_003 + j)), max_dim)
            if bad is not None:
                return bad
    # then a second pass over the classes still uncovered (one that first showed up in
    # the first pass's programs, or whose evidence of exclusion thinned out since), with
    # edits that reach further: crossing with a fired program (its draws pass the where
    # clauses) and setting a run of draws alike (a list attribute's, e.g. all zero
    # interior padding); its programs are run after the first ones (below), so it only adds
    first = len(kept)
    far = random.Random(base ^ 0xC2055)
    budget = FAR_ATTEMPTS_PER_PROGRAM * programs  # 200 at the default 100 programs
    spent: Counter[str] = Counter()
    while kept and attempts is None:
        todo = [k for k in cov.uncovered() if spent[k] < budget]
        if not todo:
            break
        key = todo[0]
        while spent[key] < budget and not cov.fired[key]:  # its programs are no evidence
            j = spent[key]
            spent[key] += 1
            _, choices, max_dim = far.choice(samples[key][:4])
            ch = _far_edit(far, choices, far.choice(kept).choices, j)
            bad = step(ChoiceRng(ch, random.Random(base * 9_000_011 + j)), max_dim,
                       evidence=False)
            if bad is not None:
                return bad
    if not kept:
        # what blocked generation, and how often: "pad at 3:14: ... (212/360)"
        total = sum(reasons.values())
        why = "; ".join(f"{k} ({v}/{total})" for k, v in reasons.most_common(3)) \
            or "no program generated"
        return report(COULD_NOT_GENERATE, 0, f"none of {tried} programs matched; most common: "
                      f"{why}")
    bad = run_batch(final=True, upto=first) or run_batch(final=True)
    if bad is not None:
        return bad
    outcome, why = verdict(len(kept), cov, min_programs)
    if not_judged[0]:  # never verified on programs it could not judge
        outcome = WEAK
        unjudged = (f"{not_judged[0]} fired programs not judged (no sum of products: see "
                    "the reasons)")
        why = "; ".join(w for w in (why, unjudged) if w)
    return report(outcome, cases, why)


def check_rules(rules: Mapping[str, Any] | Iterable[Any], *, only: Iterable[str] | None = None,
                **kwargs: Any) -> list[RuleReport]:
    """``check_rule`` for each rule (of a ``RuleSet`` or a list), optionally ``only`` some."""
    items = list(rules.values()) if isinstance(rules, Mapping) else list(rules)
    want = set(only) if only is not None else None
    if want is not None:
        unknown = want - {r.name for r in items}
        if unknown:
            raise HloRulesError(f"no rule named {', '.join(sorted(unknown))}")
    return [check_rule(r, **kwargs) for r in items if want is None or r.name in want]
