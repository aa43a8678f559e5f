"""Mutation score of the rule-level checker: mutate the shipped rules, count what ``check`` kills.

    python bench/mutation.py [RULE_FILES...] [--seed N] [--limit N] [--json OUT]
                             [--equivalent LIST]

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
import re
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=int, default=0, help="at most N mutants (0: all)")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--rule", action="append", default=None,
                    help="only this rule's mutants (repeatable)")
    ap.add_argument("--equivalent", type=Path, default=ROOT / "bench" / "mutation_equivalent.txt",
                    help="reviewed equivalent mutants (rule | operator | site | why)")
    ap.add_argument("--programs", type=int, default=12,
                    help="programs per check (the scores in docs/checker.md use 12)")
    args = ap.parse_args(argv)

    import hlorules.checker  # noqa: F401 -- registers @all_distinct
    from hlorules.checker.rules import (
        COULD_NOT_GENERATE,
        COUNTEREXAMPLE,
        VERIFIED,
        WEAK,
        check_rule,
    )
    from hlorules.rules import load_rules, parse_rules

    from hlorules.errors import HloRulesError

    files = args.files or sorted((ROOT / "rulebooks").glob("*.rules")) or [
        ROOT / "tests" / "rules_ok" / "seed_subset.rules",
        ROOT / "tests" / "check_data" / "gather_of_masked_scatter.rules"]
    equivalent = _equivalents(args.equivalent)
    mutants: list[Mutant] = []
    originals: dict[str, Any] = {}
    for f in files:
        for model in parse_rules(f.read_text(), str(f)):
            if args.rule and model.name not in args.rule:
                continue
            originals[model.name] = load_rules(model.text, str(f))[model.name]
            base = check_rule(originals[model.name], seed=args.seed, programs=args.programs)
            if base.outcome not in (VERIFIED, WEAK):
                print(f"skipping {model.name}: the unmutated rule is {base.outcome}, its "
                      "mutants cannot be judged", file=sys.stderr)
                continue
            mutants += mutants_of(model)
    if args.limit:
        mutants = mutants[: args.limit]
    stillborn = 0
    live: list[Mutant] = []
    t_all = time.perf_counter()
    for mu in mutants:
        try:
            rules = load_rules(mu.text, f"<mutant of {mu.rule}>")
        except HloRulesError:
            stillborn += 1
            continue
        t0 = time.perf_counter()
        rep = check_rule(next(iter(rules.values())), seed=args.seed, programs=args.programs,
                         shrink=False)  # the verdict is all the bench needs
        mu.seconds = time.perf_counter() - t0
        reason = equivalent.get((mu.rule, mu.operator, mu.site))
        if rep.outcome == COUNTEREXAMPLE:
            mu.outcome, mu.killed = KILLED, True
            if reason is not None:
                mu.why = "listed as excluded, yet killed: review the entry"
        elif rep.outcome == COULD_NOT_GENERATE:
            mu.outcome, mu.killed = DEAD, True
        elif mu.outcome == STRENGTHENED or reason is not None:
            mu.outcome = EQUIVALENT
            mu.why = reason or "equivalent: strengthens a where clause (sound whenever the rule is)"
        else:
            mu.outcome = SURVIVED
            mu.beyond = _fires_beyond(originals[mu.rule], rep.programs)
        live.append(mu)
        print(f"{mu.outcome:10s} {mu.rule:36s} {mu.operator:10s} {mu.site[:60]:60s} "
              f"{mu.seconds:.1f}s", flush=True)
    n = {k: sum(mu.outcome == k for mu in live) for k in (KILLED, DEAD, EQUIVALENT, SURVIVED)}
    judged = len(live) - n[EQUIVALENT]
    caught = n[KILLED] + n[DEAD]
    score = caught / judged if judged else 0.0
    firing = n[KILLED] + n[SURVIVED]
    print(f"\n{len(live)} mutants ({stillborn} stillborn, not counted): {n[KILLED]} killed by a "
          f"counterexample, {n[DEAD]} dead (check reports could-not-generate where the rule "
          f"verified), {n[EQUIVALENT]} excluded (equivalent or untestable, listed below), "
          f"{n[SURVIVED]} survived")
    print(f"mutation score {100 * score:.1f}% ({caught}/{judged}); of the mutants that still "
          f"fire, {n[KILLED]}/{firing} = {100 * n[KILLED] / max(1, firing):.1f}% killed by a "
          f"counterexample; {time.perf_counter() - t_all:.0f}s")
    for mu in live:
        if mu.outcome == EQUIVALENT:
            print(f"  excluded: {mu.rule} {mu.operator} {mu.site}: {mu.why}")
        elif mu.why:
            print(f"  WARNING: {mu.rule} {mu.operator} {mu.site}: {mu.why}")
    for mu in live:
        if mu.outcome == SURVIVED:
            print(f"  survivor: {mu.rule} {mu.operator} {mu.site} (fires where the rule does "
                  f"not on {mu.beyond})")
    used = {(mu.rule, mu.operator, mu.site) for mu in live}
    for key in equivalent:
        if key not in used and any(mu.rule == key[0] for mu in live):
            print(f"  stale equivalence entry (no such mutant): {' | '.join(key)}")
    if args.json:
        args.json.write_text(json.dumps({"score": score, "counts": n, "mutants": len(live),
                                         "stillborn": stillborn,
                                         "detail": [asdict(mu) for mu in live]}, indent=1))
    return 0


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
