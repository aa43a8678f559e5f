"""Rule-level checking: programs generated from each rule's pattern, the rule applied alone.

For each rule, random small programs are built from its pattern (``generate``) and kept
when they verify and the rule matches their root; programs that fail are counted by the
reason (the generator's, the verifier's, or ``explain``'s first failing constraint). Each
kept program is rewritten by the rule alone (the engine, one phase), both versions are
compiled once, and hypothesis inputs are run through both. Outcomes, as Alive2 has them:
``verified`` (on N cases), ``counterexample`` and ``could-not-generate`` (with why).
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np

from hlorules.errors import HloRulesError

from .generate import Program, Reject, generate
from .inputs import ArgSpec, Mismatch
from .module import Counterexample, Pair, main_func, rule_ulps, run_cases

__all__ = ["DEFAULT_MAX_EXAMPLES", "DEFAULT_PROGRAMS", "RuleReport", "check_rule",
           "check_rules"]

DEFAULT_PROGRAMS = 12
DEFAULT_MAX_EXAMPLES = 300
ATTEMPTS_PER_PROGRAM = 30

_DTYPES = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
           "ui8": np.uint8, "ui32": np.uint32, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
           "f32": np.float32, "f64": np.float64}

VERIFIED, COUNTEREXAMPLE, COULD_NOT_GENERATE = "verified", "counterexample", "could-not-generate"


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

    @property
    def ok(self) -> bool:
        return self.outcome == VERIFIED

    def summary(self) -> str:
        if self.outcome == VERIFIED:
            what = f"verified on {self.cases} cases ({self.programs_fired} programs)"
        elif self.outcome == COUNTEREXAMPLE:
            what = f"COUNTEREXAMPLE after {self.cases} cases: {self.reason}"
        else:
            what = f"could not generate: {self.reason}"
        return (f"{self.name} ({self.location}): {what} "
                f"[{self.programs_tried} programs tried, {self.programs_fired} fired]")

    def render(self) -> str:
        text = self.summary()
        if self.counterexample is not None:
            prog = "\n".join("    " + ln for ln in self.counterexample.original.splitlines())
            text += "\n" + self.counterexample.render() + "\n  program:\n" + prog
        return text


def _root_op(module: Any) -> Any:
    func = main_func(module)
    ret = list(func.regions[0].blocks[0].ops)[-1]
    return ret.operands[0].owner


def _specs(prog: Program, assumes: frozenset[str]) -> list[ArgSpec]:
    return [ArgSpec(t.shape, np.dtype(_DTYPES[t.elem]), bound, "unique_indices" in assumes,
                    "no_nan" not in assumes and "finite" not in assumes, "finite" not in assumes)
            for t, bound in prog.args]


def _rewrite_alone(rule: Any, text: str) -> tuple[str, bool]:
    from hlorules.engine.api import apply
    from hlorules.engine.schedule import Phase
    from hlorules.lowering import exporter, importer

    work = importer.from_text(text)
    _, trace = apply(work, Phase(f"check_{rule.name}", (rule,)), inline=False)
    stats = trace.rules.get(rule.name)
    return exporter.to_text(work), bool(stats and stats.rewrites)


def check_rule(rule: Any, *, programs: int = DEFAULT_PROGRAMS,
               max_examples: int = DEFAULT_MAX_EXAMPLES, seed: int = 0, backend: str = "cpu",
               outdir: str | Path | None = None, attempts: int | None = None,
               signed_zeros: bool = False) -> RuleReport:
    """Check one compiled rule on ``programs`` generated programs and about ``max_examples``
    input cases in all; never raises for a rule it cannot instantiate (that is the
    ``could-not-generate`` outcome)."""
    from hlorules.lowering import exporter, importer

    name = rule.name
    loc = str(rule.location)
    model = getattr(rule, "model", None)
    if model is None:
        return RuleReport(name, loc, COULD_NOT_GENERATE,
                          reason="the rule has no pattern model (a Python rule)")
    base = (zlib.crc32(name.encode()) * 7919 + seed) & 0xFFFFFFFF
    reasons: Counter[str] = Counter()
    seen: set[str] = set()
    kept: list[tuple[Program, str, str]] = []
    tried = 0
    limit = attempts if attempts is not None else programs * ATTEMPTS_PER_PROGRAM
    for attempt in range(limit):
        if len(kept) >= programs:
            break
        rng = random.Random(base * 1_000_003 + attempt)
        try:
            prog = generate(model, rng, max_dim=3 + attempt % 4)
        except Reject as e:
            reasons[f"cannot build a program: {e}"] += 1
            continue
        if prog.text in seen:
            continue
        seen.add(prog.text)
        tried += 1
        try:
            module = importer.from_text(prog.text)
        except HloRulesError as e:
            reasons[f"generated program does not verify: {e.message}"] += 1
            continue
        root = _root_op(module)
        try:
            matched = rule.match(root) is not None
        except Exception as e:  # noqa: BLE001 -- a matcher crash is a rule bug, reported
            reasons[f"the matcher raised {type(e).__name__}: {e}"] += 1
            continue
        if not matched:
            reasons[f"no match: {rule.explain(root)}"] += 1
            continue
        original = exporter.to_text(module)
        try:
            rewritten, fired = _rewrite_alone(rule, original)
        except HloRulesError as e:
            cex = Counterexample([], [], [], Mismatch(0, f"the rewrite fails: {e}"), [name],
                                 original, original)
            if outdir is not None:
                cex.write(outdir, name)
            return RuleReport(name, loc, COUNTEREXAMPLE, tried, len(kept) + 1, 0,
                              f"the rewrite fails: {e}", cex, dict(reasons))
        if not fired:
            reasons["matched but the engine did not rewrite"] += 1
            continue
        kept.append((prog, original, rewritten))
    if not kept:
        why = reasons.most_common(1)[0][0] if reasons else "no program generated"
        return RuleReport(name, loc, COULD_NOT_GENERATE, tried, 0, 0,
                          f"none of {tried} programs matched; most common: {why}",
                          reasons=dict(reasons))
    kept.sort(key=lambda k: k[0].size)
    per = max(1, max_examples // len(kept))
    cases = 0
    ulps = rule_ulps(rule)
    assumes = frozenset(getattr(rule, "assumes", ()) or ())
    for i, (prog, original, rewritten) in enumerate(kept):
        pair = Pair(original, rewritten, [name], ulps, backend)
        try:
            run = run_cases(pair, _specs(prog, assumes), per if prog.args else 1,
                            seed + i, signed_zeros)
        except HloRulesError as e:  # XLA rejects the rewritten module
            cex = Counterexample([], [], [], Mismatch(0, str(e)), [name], original, rewritten)
            if outdir is not None:
                cex.write(outdir, name)
            return RuleReport(name, loc, COUNTEREXAMPLE, tried, len(kept), cases, str(e), cex,
                              dict(reasons))
        cases += run.cases
        if run.counterexample is not None:
            if outdir is not None:
                run.counterexample.write(outdir, name)
            return RuleReport(name, loc, COUNTEREXAMPLE, tried, len(kept), cases,
                              str(run.counterexample.mismatch), run.counterexample,
                              dict(reasons))
    return RuleReport(name, loc, VERIFIED, tried, len(kept), cases, reasons=dict(reasons))


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
