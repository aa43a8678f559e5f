"""Mutation score of the rule-level checker: mutate the shipped rules, count what ``check`` kills.

    python bench/mutation.py [RULE_FILES...] [--seed N | --seeds 0-4] [--jobs N]
                             [--rule R] [--limit N] [--json OUT] [--equivalent LIST]

``--seeds`` (a list ``0,1,2,3,4`` or a range ``0-4``) runs every seed and reports each
seed's score, a table and the median; ``--jobs N`` checks in N spawned worker processes
(JAX on the CPU unless ``JAX_PLATFORMS`` is set) with the verdicts and the report's order
of a serial run. The 5-seed figure of issue 16: ``--seeds 0-4 --jobs 16``, then its
survivors (and killed and dead mutants) re-checked at the checker's default budget by
``bench/mutation_recheck.py`` and merged by ``bench/mutation_merge.py``.

Default rule files: ``rulebooks/*.rules`` when present, else the seed subset
(``tests/rules_ok/seed_subset.rules``) and the sound ``gather_of_masked_scatter``
(``tests/check_data/``). Mutation operators, applied to each rule's ``where``/``let``/
``rewrite`` text one site at a time:

* ``drop-where``: drop one ``where`` clause (clauses that only decide profitability --
  ``has_one_use``, ``same_block``, ``all_users_in``, ``num_uses``, ``moves_only_unit_dims``
  -- are semantically neutral by design and are not mutated);
* ``int+1`` / ``int-1``: an integer literal off by one; ``index+1``: ``$a[$i]`` -> ``$a[$i] + 1``;
* ``cmp``: a comparison direction (``==``/``!=``, ``<``/``<=``, ``>``/``>=``);
* ``swap``: the first two value operands of a non-commutative built op or builtin, or the
  branches of an ``if``;
* ``invert``: ``invert($p)`` -> ``$p``.

A mutant that no longer loads is stillborn (not counted). Each other mutant is checked by
the rule-level check (``check_rule``, seed 0) at ``--programs`` programs (12, the budget
the published scores were measured at; the checker's own default is 100) and counted as:

* ``killed``: the check reports a counterexample;
* ``dead``: the check reports could-not-generate (none of its programs match any more),
  where the unmutated rule verified: ``hlorules check`` shows the rule stopped firing;
* ``excluded``: no check through XLA can kill it: a comparison made strict at a positive
  position of a ``where`` (it fires on a subset: sound whenever the rule is), or a mutant
  listed with a reason in ``bench/mutation_equivalent.txt`` (``equivalent:`` sound by
  argument, ``untestable:`` a difference exists but not in programs XLA runs or the
  generator makes);
* ``survived``: it fired and verified (or was weak: no counterexample either way). Each survivor says on how many of its programs the
  unmutated rule does not match (0: it was only run where the rule fires anyway).

The score is (killed + dead) / (all - excluded); the share of killed among the mutants
that still fire (killed + survived) is printed next to it. Rules whose unmutated check is
neither ``verified`` nor ``weak`` are skipped (their mutants cannot be judged); a weak
rule is judged like a verified one, so the score is not computed over fewer rules.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Self

ROOT = Path(__file__).resolve().parent.parent
NEUTRAL = ("has_one_use", "same_block", "all_users_in", "num_uses", "moves_only_unit_dims")
COMMUTATIVE = {"add", "multiply", "maximum", "minimum", "stablehlo.and", "stablehlo.or",
               "stablehlo.xor", "max", "min", "concat", "same_block"}
STRENGTHEN = {">=": ">", "<=": "<"}
MONOTONE_CALLS = {"all", "any", ""}
STRENGTHENED = "strengthened"
KILLED, DEAD, EQUIVALENT, SURVIVED = "killed", "dead", "excluded", "survived"
CMP_SWAP = {"==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">"}


@dataclass
class Mutant:
    rule: str
    operator: str
    site: str
    text: str
    outcome: str = ""
    killed: bool = False
    seconds: float = 0.0
    why: str = ""
    beyond: str = ""


def _blank_comments(text: str) -> str:
    """``text`` with every ``# ...`` comment blanked (same length): no mutant edits a comment."""
    return re.sub(r"#[^\n]*", lambda mt: " " * len(mt.group(0)), text)


def _strengthens(code: str, at: int, op: str) -> bool:
    """Whether turning ``op`` at ``at`` into its strict form only strengthens a ``where``
    clause: the comparison sits in a ``where`` (not a ``let`` or the rewrite), under no
    ``not``/``if`` and inside no call but ``all``/``any``. Such a mutant is sound whenever
    the rule is (it fires on a subset of the programs), so no soundness check can kill it."""
    if op not in STRENGTHEN:
        return False
    kws = [mt for mt in re.finditer(r"\b(where|let|rewrite)\b", code) if mt.start() < at]
    if not kws or kws[-1].group(1) != "where":
        return False
    clause = code[kws[-1].end():at]
    if re.search(r"\b(not|if)\b", clause):
        return False
    stack: list[str] = []
    for mt in re.finditer(r"([@\w.]*)\(|\)|,", clause):
        tok = mt.group(0)
        if tok == ")":
            if stack:
                stack.pop()
        elif tok == ",":
            if not stack:
                pass
        else:
            stack.append(mt.group(1))
    return all(name in MONOTONE_CALLS for name in stack)


def _tail_start(text: str) -> int:
    m = re.search(r"\b(where|let|rewrite)\b", text)
    return m.start() if m else len(text)


def _matching(text: str, open_at: int) -> int:
    depth = 0
    for i in range(open_at, len(text)):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _split_args(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Top-level comma-separated spans in text[lo:hi]."""
    spans, depth, start = [], 0, lo
    for i in range(lo, hi):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            spans.append((start, i))
            start = i + 1
    spans.append((start, hi))
    return [(a + len(text[a:b]) - len(text[a:b].lstrip()), b - (len(text[a:b]) - len(text[a:b].rstrip())))
            for a, b in spans if text[a:b].strip()]


def _drop_clause(text: str, clause: str) -> str | None:
    code = _blank_comments(text)
    i = code.find(clause, _tail_start(code))
    if i < 0:
        return None
    out = text[:i] + text[i + len(clause):]
    out = re.sub(r",\s*,", ",", out)
    out = re.sub(r"where\s*,\s*", "where ", out)
    out = re.sub(r",(\s*\n\s*(?:where|let|rewrite|\}))", r"\1", out)
    out = re.sub(r"where\s+(?=(?:where|let|rewrite|\})\b|\})", "", out)
    return out


def mutants_of(model: object) -> list[Mutant]:
    """Every single-site mutant of one rule (a ``RuleModel``)."""
    from hlorules.rules import model as m

    text: str = model.text  # type: ignore[attr-defined]
    name: str = model.name  # type: ignore[attr-defined]
    code = _blank_comments(text)
    tail = _tail_start(code)
    out: list[Mutant] = []

    def add(op: str, site: str, new: str | None, outcome: str = "") -> None:
        if new is not None and new != text:
            out.append(Mutant(name, op, " ".join(site.split()), new, outcome))

    for chk in model.checks:  # type: ignore[attr-defined]
        if isinstance(chk, m.Where) and not any(n in chk.expr.text for n in NEUTRAL):
            add("drop-where", chk.expr.text, _drop_clause(text, chk.expr.text))
    for mt in re.finditer(r"(?<![\w$%.\[])(\d+)(?![\w.])", code[tail:]):
        a, b = tail + mt.start(), tail + mt.end()
        n = int(mt.group(1))
        add("int+1", f"{n} -> {n + 1} at {a}", text[:a] + str(n + 1) + text[b:])
        if n > 0:
            add("int-1", f"{n} -> {n - 1} at {a}", text[:a] + str(n - 1) + text[b:])
    for mt in re.finditer(r"(\$\w+)\[(\$\w+|\d+)\]", code[tail:]):
        a, b = tail + mt.start(), tail + mt.end()
        add("index+1", f"{mt.group(0)} at {a}", text[:a] + f"({mt.group(0)} + 1)" + text[b:])
    for mt in re.finditer(r"==|!=|<=|>=|(?<![=\-])<|(?<![=\-])>", code[tail:]):
        a, b = tail + mt.start(), tail + mt.end()
        add("cmp", f"{mt.group(0)} -> {CMP_SWAP[mt.group(0)]} at {a}",
            text[:a] + CMP_SWAP[mt.group(0)] + text[b:],
            STRENGTHENED if _strengthens(code, a, mt.group(0)) else "")
    for mt in re.finditer(r"\b([a-z_]+(?:\.[a-z_]+)?)\(", code[tail:]):
        fn = mt.group(1)
        if fn in COMMUTATIVE or fn in ("where", "let", "rewrite"):
            continue
        open_at = tail + mt.end() - 1
        close = _matching(code, open_at)
        if close < 0:
            continue
        args = _split_args(code, open_at + 1, close)
        first = 1 if fn in ("select", "stablehlo.select") else 0
        if len(args) >= first + 2:
            (a1, b1), (a2, b2) = args[first], args[first + 1]
            new = text[:a1] + text[a2:b2] + text[b1:a2] + text[a1:b1] + text[b2:]
            add("swap", f"{fn}: {text[a1:b1]} <-> {text[a2:b2]} at {a1}", new)
    for mt in re.finditer(r"\binvert\((\$\w+)\)", code[tail:]):
        a, b = tail + mt.start(), tail + mt.end()
        add("invert", f"{mt.group(0)} at {a}", text[:a] + mt.group(1) + text[b:])

    def walk(e: object) -> list[object]:
        found = []
        if isinstance(e, m.IfExpr):
            found.append(e)
        for v in vars(e).values() if isinstance(e, m.Node) else ():
            if isinstance(v, m.Node):
                found += walk(v)
            elif isinstance(v, list):
                for x in v:
                    if isinstance(x, m.Node):
                        found += walk(x)
                    elif isinstance(x, tuple):
                        found += [y for z in x if isinstance(z, m.Node) for y in walk(z)]
        return found

    ifs = walk(model.rewrite)  # type: ignore[attr-defined]
    conds = [ife.cond.text for ife in ifs]  # type: ignore[attr-defined]
    after: dict[str, int] = {}
    for ife in ifs:
        t, o = ife.then.text, ife.other.text  # type: ignore[attr-defined]
        seg = f"then {t} else {o}"
        at = text.find(seg, after.get(seg, -1) + 1)
        if t and o and at >= 0:
            after[seg] = at
            cond = ife.cond.text  # type: ignore[attr-defined]
            # the same condition twice (one per list a comprehension builds): name the place
            where = f" at {at}" if conds.count(cond) > 1 else ""
            add("swap", f"if-branches of {cond}{where}",
                text[:at] + f"then {o} else {t}" + text[at + len(seg):])
    return out


def parse_seeds(text: str) -> list[int]:
    """``--seeds`` as a list: ``0,1,2,3,4``, a range ``0-4`` (or ``0..4``, inclusive), or a
    mix (``0-2,7``); repeats are dropped, the order is kept. Raises ``ValueError``."""
    out: list[int] = []
    for part in text.split(","):
        part = part.strip()
        m = re.fullmatch(r"(\d+)\s*(?:-|\.\.)\s*(\d+)", part)
        if m:
            lo, hi = int(m.group(1)), int(m.group(2))
            if hi < lo:
                raise ValueError(f"empty seed range {part!r}")
            seeds = list(range(lo, hi + 1))
        elif re.fullmatch(r"\d+", part):
            seeds = [int(part)]
        else:
            raise ValueError(f"not a seed or a range of seeds: {part!r}")
        out += [s for s in seeds if s not in out]
    return out


def _seeds_arg(text: str) -> list[int]:
    try:
        return parse_seeds(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _jobs_arg(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of worker processes: {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"--jobs wants at least 1, got {n}")
    return n


@dataclass
class SeedResult:
    """One seed's run: the judged mutants (in the order they were made), the stillborn
    count, the rules skipped (``name: outcome`` of the unmutated check)."""

    seed: int
    mutants: list[Mutant]
    stillborn: int
    skipped: list[str]

    def counts(self) -> dict[str, int]:
        return {k: sum(mu.outcome == k for mu in self.mutants)
                for k in (KILLED, DEAD, EQUIVALENT, SURVIVED)}

    def judged(self) -> int:
        return len(self.mutants) - self.counts()[EQUIVALENT]

    def caught(self) -> int:
        n = self.counts()
        return n[KILLED] + n[DEAD]

    def score(self) -> float:
        """(killed + dead) / (all - excluded); 0 when nothing was judged."""
        return self.caught() / self.judged() if self.judged() else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "score": self.score(), "counts": self.counts(),
                "mutants": len(self.mutants), "stillborn": self.stillborn,
                "skipped": self.skipped, "detail": [asdict(mu) for mu in self.mutants]}


def median_score(results: list[SeedResult]) -> float:
    """The median of the per-seed scores (the mean of the two middle ones for an even count)."""
    return statistics.median(r.score() for r in results) if results else 0.0


def _worker_env() -> None:
    """JAX on the CPU unless the user chose a platform (the bench checks through XLA CPU;
    a GPU machine's workers would otherwise each grab the accelerator)."""
    os.environ.setdefault("JAX_PLATFORMS", "cpu")


def with_definitions(text: str, src: str) -> str:
    """A rule's text (or a mutant's) that sees the definitions of its rule file ``src``."""
    if src.startswith("<") or not Path(src).is_file():  # a rule given as text alone
        return text
    path = str(Path(src).resolve()).replace("\\", "\\\\").replace('"', '\\"')
    return f'include "{path}"\n{text}'


def _baseline(task: tuple[str, str, str, int, dict[str, int]]) -> str:
    """Worker: the outcome of the unmutated rule's check at one seed."""
    name, text, src, seed, budget = task
    _worker_env()
    import hlorules.checker  # noqa: F401 -- registers @all_distinct
    from hlorules.checker.rules import check_rule
    from hlorules.rules import load_rules

    return check_rule(load_rules(with_definitions(text, src), f"<{name}>")[name], seed=seed,
                      **budget).outcome


def _judge(task: tuple[str, str, str, str, int, dict[str, int], bool]) -> tuple[str, float, str]:
    """Worker: check one mutant at one seed; returns the check's outcome, its seconds and,
    when ``beyond`` is asked and the mutant was not caught, on how many of its programs the
    unmutated rule does not match."""
    name, text, orig_text, src, seed, budget, beyond = task
    _worker_env()
    import hlorules.checker  # noqa: F401 -- registers @all_distinct
    from hlorules.checker.rules import COULD_NOT_GENERATE, COUNTEREXAMPLE, check_rule
    from hlorules.rules import load_rules

    rules = load_rules(with_definitions(text, src), f"<mutant of {name}>")
    t0 = time.perf_counter()
    rep = check_rule(next(iter(rules.values())), seed=seed, shrink=False,  # the verdict is
                     **budget)                                  # all the bench needs
    seconds = time.perf_counter() - t0
    far = ""
    if beyond and rep.outcome not in (COUNTEREXAMPLE, COULD_NOT_GENERATE):
        far = _fires_beyond(load_rules(with_definitions(orig_text, src), f"<{name}>")[name],
                            rep.programs)
    return rep.outcome, seconds, far


class _Runner:
    """Maps a worker function over tasks, results in the tasks' order: in this process for
    one job, else in ``jobs`` spawned worker processes (not forked: the parent may hold
    XLA's threads), started once and reused for every map. A worker that dies (a crash in
    XLA) stops the run with ``BrokenProcessPool`` instead of leaving it waiting."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.pool: ProcessPoolExecutor | None = None

    def map(self, fn: Any, tasks: list[Any]) -> Iterator[Any]:
        if self.jobs == 1 or len(tasks) <= 1:
            return map(fn, tasks)
        if self.pool is None:
            self.pool = ProcessPoolExecutor(self.jobs,
                                            mp_context=multiprocessing.get_context("spawn"))
        return self.pool.map(fn, tasks)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seeds", type=_seeds_arg, default=None,
                    help="run every seed of a list or range (0,1,2,3,4 or 0-4) and report "
                         "each seed's score and the median; overrides --seed")
    ap.add_argument("--jobs", "-j", type=_jobs_arg, default=1,
                    help="worker processes (default 1: in this process); the results and "
                         "the report's order do not depend on it")
    ap.add_argument("--limit", type=int, default=0, help="at most N mutants (0: all)")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--rule", action="append", default=None,
                    help="only this rule's mutants (repeatable)")
    ap.add_argument("--equivalent", type=Path, default=ROOT / "bench" / "mutation_equivalent.txt",
                    help="reviewed equivalent mutants (rule | operator | site | why)")
    ap.add_argument("--programs", type=int, default=12,
                    help="programs per check (the scores in docs/checker.md use 12)")
    ap.add_argument("--max-examples", type=int, default=None,
                    help="input cases per check (default: the checker's, 300)")
    args = ap.parse_args(argv)
    seeds: list[int] = args.seeds if args.seeds is not None else [args.seed]
    _worker_env()  # spawned workers inherit the environment

    import hlorules.checker  # noqa: F401 -- registers @all_distinct
    from hlorules.base.errors import HloRulesError
    from hlorules.rules import parse_rules

    files = args.files or sorted((ROOT / "rulebooks").glob("*.rules")) or [
        ROOT / "tests" / "rules_ok" / "seed_subset.rules",
        ROOT / "tests" / "check_data" / "gather_of_masked_scatter.rules"]
    for f in files:
        if not f.is_file():
            ap.error(f"no such rule file: {f}")
    equivalent = _equivalents(args.equivalent)
    models: list[tuple[Any, str]] = []  # (RuleModel, its file)
    rule_names: set[str] = set()
    for f in files:
        try:
            parsed = parse_rules(f.read_text(), str(f))
        except HloRulesError as e:
            print(e.render() if hasattr(e, "render") else str(e), file=sys.stderr)
            return 1
        for model in parsed:
            rule_names.add(model.name)
            if not args.rule or model.name in args.rule:
                models.append((model, str(f)))
    if args.rule and set(args.rule) - rule_names:
        ap.error(f"no rule named {', '.join(sorted(set(args.rule) - rule_names))}")
    t_all = time.perf_counter()

    # the unmutated rules, at every seed: a rule is judged at a seed only where it passes
    budget = {"programs": args.programs}
    if args.max_examples is not None:
        budget["max_examples"] = args.max_examples
    base_tasks = [(mo.name, mo.text, src, seed, budget) for seed in seeds for mo, src in models]
    try:
        with _Runner(args.jobs) as runner:
            return _run(args, seeds, files, models, equivalent, base_tasks, budget, runner,
                        t_all)
    except BrokenProcessPool as e:
        print(f"error: a worker process died ({e}); rerun the seed with --jobs 1 to see "
              "which check crashes", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace, seeds: list[int], files: list[Path],
         models: list[tuple[Any, str]], equivalent: dict[tuple[str, str, str], str],
         base_tasks: list[Any], budget: dict[str, int], runner: _Runner, t_all: float) -> int:
    """The checks of ``main``: the unmutated rules, then the mutants, then the report."""
    from hlorules.base.errors import HloRulesError
    from hlorules.checker.rules import COULD_NOT_GENERATE, COUNTEREXAMPLE, VERIFIED, WEAK
    from hlorules.rules import load_rules

    base = dict(zip([(t[3], t[0]) for t in base_tasks], runner.map(_baseline, base_tasks)))
    made = {mo.name: mutants_of(mo) for mo, _ in models}
    file_of = {mo.name: f for mo, f in models}
    stillborn: dict[tuple[str, str, str], bool] = {}
    for name, ms in made.items():
        for mu in ms:
            try:
                load_rules(with_definitions(mu.text, file_of[name]), f"<mutant of {mu.rule}>")
                stillborn[(name, mu.operator, mu.site)] = False
            except HloRulesError:
                stillborn[(name, mu.operator, mu.site)] = True
    results: list[SeedResult] = []
    tasks: list[tuple[str, str, str, str, int, dict[str, int], bool]] = []
    for seed in seeds:
        skipped = [f"{mo.name}: {base[(seed, mo.name)]}" for mo, _ in models
                   if base[(seed, mo.name)] not in (VERIFIED, WEAK)]
        for s in skipped:
            print(f"skipping {s.split(':')[0]} at seed {seed}: the unmutated rule is "
                  f"{s.split(': ')[1]}, its mutants cannot be judged", file=sys.stderr)
        pool = [replace(mu) for mo, _ in models
                if base[(seed, mo.name)] in (VERIFIED, WEAK) for mu in made[mo.name]]
        if args.limit:
            pool = pool[: args.limit]
        live = [mu for mu in pool if not stillborn[(mu.rule, mu.operator, mu.site)]]
        results.append(SeedResult(seed, live, len(pool) - len(live), skipped))
        src = {mo.name: (mo.text, f) for mo, f in models}
        tasks += [(mu.rule, mu.text, *src[mu.rule], seed, budget,
                   mu.outcome != STRENGTHENED
                   and (mu.rule, mu.operator, mu.site) not in equivalent)
                  for mu in live]
    order = [mu for r in results for mu in r.mutants]
    seed_of = [r.seed for r in results for _ in r.mutants]
    for mu, seed, (outcome, seconds, beyond) in zip(order, seed_of,
                                                    runner.map(_judge, tasks)):
        mu.seconds = seconds
        reason = equivalent.get((mu.rule, mu.operator, mu.site))
        if outcome == COUNTEREXAMPLE:
            mu.outcome, mu.killed = KILLED, True
            if reason is not None:
                mu.why = "listed as excluded, yet killed: review the entry"
        elif outcome == COULD_NOT_GENERATE:
            mu.outcome, mu.killed = DEAD, True
        elif mu.outcome == STRENGTHENED or reason is not None:
            mu.outcome = EQUIVALENT
            mu.why = reason or "equivalent: strengthens a where clause (sound whenever the rule is)"
        else:
            mu.outcome = SURVIVED
            mu.beyond = beyond
            mu.why = (f"fired without a counterexample ({outcome}); fires where the rule does "
                      f"not on {beyond}")
        tag = f"s{seed} " if len(seeds) > 1 else ""
        print(f"{tag}{mu.outcome:10s} {mu.rule:36s} {mu.operator:10s} {mu.site[:60]:60s} "
              f"{mu.seconds:.1f}s", flush=True)
    print(report(results, time.perf_counter() - t_all))
    shown = {(mu.rule, mu.operator, mu.site) for r in results for mu in r.mutants}
    for key in equivalent:
        if key not in shown and key[0] in made and not any(
                (m.operator, m.site) == key[1:] for m in made[key[0]]):
            print(f"  stale equivalence entry (no such mutant): {' | '.join(key)}")
    if args.json:
        args.json.write_text(json.dumps({
            "score": median_score(results), "median_score": median_score(results),
            "budget": budget, "files": [str(f) for f in files],
            "seeds": [r.to_json() for r in results]}, indent=1))
    return 0


def report(results: list[SeedResult], seconds: float | None = None) -> str:
    """The text report: per seed the counts and score, then (for several seeds) a table and
    the median; the excluded mutants once with their reasons; warnings and survivors per
    seed, each survivor with the bench's reason."""
    lines: list[str] = []
    for r in results:
        n = r.counts()
        firing = n[KILLED] + n[SURVIVED]
        lines.append("")
        lines.append(f"seed {r.seed}: {len(r.mutants)} mutants ({r.stillborn} stillborn, not "
                     f"counted): {n[KILLED]} killed by a counterexample, {n[DEAD]} dead (check "
                     f"reports could-not-generate where the rule verified), {n[EQUIVALENT]} "
                     f"excluded (equivalent or untestable, listed below), {n[SURVIVED]} survived")
        lines.append(f"seed {r.seed}: mutation score {100 * r.score():.1f}% ({r.caught()}/"
                     f"{r.judged()}); of the mutants that still fire, {n[KILLED]}/{firing} = "
                     f"{100 * n[KILLED] / max(1, firing):.1f}% killed by a counterexample")
        if r.skipped:
            lines.append(f"seed {r.seed}: skipped (unmutated rule not verified or weak): "
                         + ", ".join(r.skipped))
    if len(results) > 1:
        lines += ["", "| seed | mutants (stillborn) | killed | dead | excluded | survived | score |",
                  "|---|---|---|---|---|---|---|"]
        for r in results:
            n = r.counts()
            lines.append(f"| {r.seed} | {len(r.mutants)} ({r.stillborn}) | {n[KILLED]} | "
                         f"{n[DEAD]} | {n[EQUIVALENT]} | {n[SURVIVED]} | {100 * r.score():.1f}% "
                         f"({r.caught()}/{r.judged()}) |")
        lines.append(f"median mutation score over seeds {', '.join(str(r.seed) for r in results)}"
                     f": {100 * median_score(results):.1f}%")
    if seconds is not None:
        lines.append(f"{seconds:.0f}s")
    excluded: dict[tuple[str, str, str], str] = {}
    for r in results:
        for mu in r.mutants:
            if mu.outcome == EQUIVALENT:
                excluded.setdefault((mu.rule, mu.operator, mu.site), mu.why)
    for (rule, op, site), why in excluded.items():
        lines.append(f"  excluded: {rule} {op} {site}: {why}")
    for r in results:
        tag = f"seed {r.seed}: " if len(results) > 1 else ""
        for mu in r.mutants:
            if mu.why and mu.outcome not in (EQUIVALENT, SURVIVED):
                lines.append(f"  {tag}WARNING: {mu.rule} {mu.operator} {mu.site}: {mu.why}")
        for mu in r.mutants:
            if mu.outcome == SURVIVED:
                lines.append(f"  {tag}survivor: {mu.rule} {mu.operator} {mu.site} (fires where "
                             f"the rule does not on {mu.beyond})")
    return "\n".join(lines)


def _fires_beyond(rule: Any, programs: list[str]) -> str:
    """On how many of a surviving mutant's programs the unmutated rule does not match: 0
    means the mutant was only tried where the rule itself fires (likely equivalent, or the
    generator never reaches the difference); more means it was run there and held."""
    from hlorules.checker.rules import _root_op
    from hlorules.lowering import importer

    n = sum(rule.match(_root_op(importer.from_text(p))) is None for p in programs)
    return f"{n} of {len(programs)} programs"


def _equivalents(path: Path) -> dict[tuple[str, str, str], str]:
    """The reviewed equivalent mutants: ``rule | operator | site | why`` per line."""
    out: dict[tuple[str, str, str], str] = {}
    if not path.exists():
        return out
    for line in path.read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) != 4:
            raise SystemExit(f"{path}: bad line (want rule | operator | site | why): {line}")
        out[(parts[0], parts[1], parts[2])] = parts[3]
    return out


if __name__ == "__main__":
    raise SystemExit(main())
