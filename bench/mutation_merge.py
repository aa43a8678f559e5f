"""One mutation score from per-rule runs of ``bench/mutation.py``.

    python bench/mutation_merge.py RESULTS... [--seed 0] [--equivalent LIST] [--markdown]
                                   [--files RULE_FILES...]

A figure can be assembled from runs of a few rules each (``bench/mutation.py FILE --rule R
--json OUT``; a run over every shipped rule takes about 15 min a seed on 2 cores), or one
whole run re-scored against today's review list. RESULTS are those JSON files, or
directories of them (every ``*.json`` inside, by name). Where two results hold the same
mutant, the later one on the command line (or in name order) wins, so a rule run in parts
(a run stopped and resumed over the remaining mutants) is assembled from its parts; a result
that skipped a rule replaces what came before for it.

Each recorded mutant is re-scored against today's exclusion list (a survivor listed since is
counted as excluded; a mutant excluded by an entry that was removed since is counted as
survived, the pessimistic reading, and flagged) and against today's rule text: a rule whose
recorded mutants match none of today's live mutants (its text changed since the run) is
**stale** and left out of the score; one with records for only some of today's mutants is
**incomplete** (how many recorded) and left out too; records of mutants the rule no longer
has (an older text's, in an earlier file) are dropped. The report lists every rule of the rule files (default:
``rulebooks/*.rules``) as measured, skipped (its unmutated check was neither verified nor
weak in the run), stale or not measured, then the per-file subtotals and the total score
(killed + dead) / (all - excluded) over the measured rules. Exit status 0; 2 on usage errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mutation

ROOT = mutation.ROOT
KILLED, DEAD, EXCLUDED, SURVIVED = mutation.KILLED, mutation.DEAD, mutation.EQUIVALENT, \
    mutation.SURVIVED


@dataclass
class RuleRecord:
    """One rule's recorded runs: its mutants' (operator, site, text, outcome) and the result
    files they came from, in order."""

    sources: list[str]
    by_site: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    skipped: str = ""  # the unmutated check's outcome when the run skipped the rule

    @property
    def mutants(self) -> list[dict[str, Any]]:
        """The recorded mutants, each the latest record of its (operator, site)."""
        return list(self.by_site.values())


def collect(paths: list[Path], seed: int) -> dict[str, RuleRecord]:
    """The latest record of every rule at ``seed`` over the result files, in order."""
    files: list[Path] = []
    for p in paths:
        files += sorted(p.glob("*.json")) if p.is_dir() else [p]
    records: dict[str, RuleRecord] = {}
    for f in files:
        data = json.loads(f.read_text())
        for run in data.get("seeds", []):
            if run.get("seed") != seed:
                continue
            for mu in run.get("detail", []):
                rec = records.get(mu["rule"])
                if rec is None or rec.skipped:
                    rec = records[mu["rule"]] = RuleRecord([str(f)])
                elif str(f) not in rec.sources:
                    rec.sources.append(str(f))
                rec.by_site[(mu["operator"], mu["site"])] = mu
            for entry in run.get("skipped", []):
                name, _, outcome = entry.partition(": ")
                records[name] = RuleRecord([str(f)], skipped=outcome or "skipped")
    return records


def live_mutants(model: Any) -> dict[tuple[str, str], str]:
    """Today's mutants of a rule that load: (operator, site) -> mutant text."""
    from hlorules.base.errors import HloRulesError
    from hlorules.rules import load_rules

    out: dict[tuple[str, str], str] = {}
    for mu in mutation.mutants_of(model):
        try:
            load_rules(mutation.with_definitions(mu.text, model.loc.file),
                       f"<mutant of {mu.rule}>")
        except HloRulesError:
            continue
        out[(mu.operator, mu.site)] = mu.text
    return out


def outcome_today(mu: dict[str, Any], equivalent: dict[tuple[str, str, str], str]) -> str:
    """A record's outcome under today's exclusion list: a survivor listed since counts as
    excluded; a mutant excluded by an entry that was removed since counts as survived (the
    pessimistic reading); a strengthened comparison stays excluded."""
    listed = (mu["rule"], mu["operator"], mu["site"]) in equivalent
    outcome = mu["outcome"]
    if outcome == SURVIVED and listed:
        return EXCLUDED
    if outcome == EXCLUDED and not listed and not mu.get("why", "").startswith(
            "equivalent: strengthens"):
        return SURVIVED
    return str(outcome)


def current_records(rec: RuleRecord, model: Any) -> tuple[dict[tuple[str, str], Any], str]:
    """The records of today's live mutants of ``model`` (those whose text is today's), or
    none with why the rule is left out of the score: stale (no record matches) or incomplete
    (some of today's mutants have no record)."""
    now = live_mutants(model)
    current = {k: mu for k, mu in rec.by_site.items() if now.get(k) == mu["text"]}
    if not current:
        return {}, f"stale (the rule changed since {Path(rec.sources[-1]).name})"
    if len(current) < len(now):
        return {}, f"incomplete ({len(current)} of {len(now)} mutants recorded)"
    return current, ""


def rescore(rec: RuleRecord, equivalent: dict[tuple[str, str, str], str]) -> tuple[
        dict[str, int], list[str]]:
    """The counts of one rule's mutants under today's exclusion list, and the flags raised."""
    counts = {k: 0 for k in (KILLED, DEAD, EXCLUDED, SURVIVED)}
    flags: list[str] = []
    for mu in rec.mutants:
        key = (mu["rule"], mu["operator"], mu["site"])
        outcome = outcome_today(mu, equivalent)
        if outcome == SURVIVED and mu["outcome"] == EXCLUDED:
            flags.append(f"{' | '.join(key)}: was excluded by an entry that is gone; "
                         "counted as survived (re-run the rule)")
        elif outcome in (KILLED, DEAD) and key in equivalent:
            flags.append(f"{' | '.join(key)}: listed as excluded, yet {outcome}: review")
        counts[outcome] += 1
    return counts, flags


def score(counts: dict[str, int]) -> tuple[int, int]:
    """(caught, judged): the score's numerator and denominator."""
    return counts[KILLED] + counts[DEAD], sum(counts.values()) - counts[EXCLUDED]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", nargs="+", type=Path, help="JSON files or directories of them")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--equivalent", type=Path,
                    default=ROOT / "bench" / "mutation_equivalent.txt")
    ap.add_argument("--files", nargs="*", type=Path, default=None,
                    help="the rule files whose rules are scored (default rulebooks/*.rules)")
    ap.add_argument("--markdown", action="store_true", help="a markdown table per rule")
    args = ap.parse_args(argv)
    for p in args.results:
        if not p.exists():
            ap.error(f"no such result file or directory: {p}")
    from hlorules.rules import parse_rules

    files = args.files or sorted((ROOT / "rulebooks").glob("*.rules"))
    equivalent = mutation._equivalents(args.equivalent)
    records = collect(args.results, args.seed)
    rows: list[tuple[str, str, dict[str, int] | None, str]] = []  # file, rule, counts, note
    flags: list[str] = []
    for f in files:
        for model in parse_rules(f.read_text(), str(f)):
            rec = records.get(model.name)
            if rec is None:
                none = not live_mutants(model)
                rows.append((f.name, model.name, None,
                             "no mutants (nothing to score)" if none else "not measured"))
                continue
            if rec.skipped:
                rows.append((f.name, model.name, None, f"skipped ({rec.skipped})"))
                continue
            current, why = current_records(rec, model)
            if not current:
                rows.append((f.name, model.name, None, why))
                continue
            rec.by_site = current  # records of mutants the rule no longer has are dropped
            counts, fl = rescore(rec, equivalent)
            flags += fl
            rows.append((f.name, model.name, counts,
                         " + ".join(Path(x).name for x in rec.sources)))
    print(render(rows, args.markdown))
    for fl in flags:
        print(f"  {fl}")
    return 0


def render(rows: list[tuple[str, str, dict[str, int] | None, str]], markdown: bool) -> str:
    """The per-rule table, the per-file subtotals and the total."""
    def pct(c: int, j: int) -> str:
        return f"{100 * c / j:.1f}%" if j else "-"

    out = ["| file | rule | killed | dead | excluded | survived | score | from |",
           "|---|---|---:|---:|---:|---:|---:|---|"] if markdown else []
    totals: dict[str, dict[str, int]] = {}
    unmeasured: list[str] = []
    for fname, rule, counts, note in rows:
        if counts is None:
            unmeasured.append(f"{fname} {rule}: {note}")
            continue
        t = totals.setdefault(fname, {k: 0 for k in counts})
        for k, v in counts.items():
            t[k] += v
        c, j = score(counts)
        cells = [fname, rule, *(str(counts[k]) for k in (KILLED, DEAD, EXCLUDED, SURVIVED)),
                 pct(c, j), note]
        out.append("| " + " | ".join(cells) + " |" if markdown else
                   f"{fname:16s} {rule:44s} " + " ".join(f"{x:>4s}" for x in cells[2:6])
                   + f" {cells[6]:>7s}  {note}")
    out.append("")
    grand = {k: 0 for k in (KILLED, DEAD, EXCLUDED, SURVIVED)}
    for fname, t in totals.items():
        c, j = score(t)
        out.append(f"{fname}: {pct(c, j)} ({c}/{j}); killed {t[KILLED]}, dead {t[DEAD]}, "
                   f"excluded {t[EXCLUDED]}, survived {t[SURVIVED]}")
        for k in grand:
            grand[k] += t[k]
    c, j = score(grand)
    measured = sum(1 for r in rows if r[2] is not None)
    out.append(f"total: mutation score {pct(c, j)} ({c}/{j}) over {measured} measured rules "
               f"of {len(rows)}; {len(unmeasured)} not in the score:")
    out += [f"  {u}" for u in unmeasured]
    return "\n".join(out)


if __name__ == "__main__":
    raise SystemExit(main())
