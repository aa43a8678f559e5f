"""Re-check the survivors of recorded mutation runs at a larger budget.

    python bench/mutation_recheck.py RESULTS... --seeds 0-4 [--programs 100] [--jobs N]
                                     [--sample-killed K|all] [--sample-dead K|all]
                                     [--rule R] --json OUT

The bench's runs (``bench/mutation.py``) check each mutant at 12 programs, a budget that
keeps a five-seed run over every shipped rule to about an hour on 2 cores; a user's
``hlorules check`` runs 100. This script takes the recorded runs (RESULTS, assembled as
``bench/mutation_merge.py`` assembles them, against today's rule text and review list),
and checks again at ``--programs`` (default 100, the checker's own default) every mutant
recorded as **survived**, at the seed it survived at.

A larger budget does not check a superset of what the smaller one checked: the first 12
programs are the same, but each program gets fewer input cases (about 300 in all are shared
out) and the coverage-directed programs come after the 100th. So a mutant killed at 12 may
survive at 100, and one dead at 12 (none of its programs matched) may fire at 100.
``--sample-killed K`` and ``--sample-dead K`` re-check, per seed, K mutants recorded as
killed or dead too (drawn with a fixed seed; ``all``: every one), so that the report says
how often that happens; with ``--sample-killed all --sample-dead all`` the merged score is
the score at the larger budget of every mutant the records judged.

OUT is a result file in ``bench/mutation.py``'s format holding the re-checked mutants only,
each with its new outcome (and ``"rechecked_from"``: the old one); merged on top of the
recorded runs (``bench/mutation_merge.py RESULTS... OUT --seed S``) it gives the score
where every survivor (and every sampled killed mutant) is judged at the larger budget.
A sampled killed mutant that survives there counts as survived: the pessimistic reading.
Exit status 0; 2 on usage errors.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mutation
import mutation_merge

ROOT = mutation.ROOT
ALL = -1  # a sample of every record


def candidates(results: list[Path], seed: int, files: list[Path],
               equivalent: dict[tuple[str, str, str], str], sample: dict[str, int] | None = None,
               survived: bool = True) -> list[tuple[dict[str, Any], str, str]]:
    """The records to re-check at ``seed``: (record, its rule's text, its rule file) for
    every survivor under today's list (``mutation_merge.outcome_today``; unless
    ``survived`` is false), then for each other outcome in ``sample`` (``killed``,
    ``dead``) that many of its records drawn with a fixed seed (all of them for ``ALL``);
    only rules the merge would score (recorded, not skipped, complete, current) and never
    a mutant listed as excluded."""
    from hlorules.rules import parse_rules

    records = mutation_merge.collect(results, seed)
    survivors: list[tuple[dict[str, Any], str, str]] = []
    others: dict[str, list[tuple[dict[str, Any], str, str]]] = {}
    for f in files:
        for model in parse_rules(f.read_text(), str(f)):
            rec = records.get(model.name)
            if rec is None or rec.skipped:
                continue
            current, _ = mutation_merge.current_records(rec, model)
            for mu in current.values():
                if (mu["rule"], mu["operator"], mu["site"]) in equivalent:
                    continue
                outcome = mutation_merge.outcome_today(mu, equivalent)
                if outcome == mutation.SURVIVED:
                    survivors.append((mu, model.text, str(f)))
                else:
                    others.setdefault(outcome, []).append((mu, model.text, str(f)))
    rng = random.Random(1000 + seed)
    picked = list(survivors) if survived else []
    for outcome, k in (sample or {}).items():
        pool = others.get(outcome, [])
        picked += pool if k == ALL else rng.sample(pool, min(k, len(pool)))
    return picked


def _count(text: str) -> int:
    return ALL if text == "all" else int(text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("results", nargs="+", type=Path, help="JSON files or directories of them")
    ap.add_argument("--seeds", type=mutation._seeds_arg, required=True)
    ap.add_argument("--programs", type=int, default=100)
    ap.add_argument("--jobs", "-j", type=mutation._jobs_arg, default=1)
    ap.add_argument("--sample-killed", type=_count, default=0,
                    help="killed mutants to re-check per seed (a number, or all)")
    ap.add_argument("--sample-dead", type=_count, default=0,
                    help="dead mutants to re-check per seed (a number, or all)")
    ap.add_argument("--equivalent", type=Path, default=ROOT / "bench" / "mutation_equivalent.txt")
    ap.add_argument("--files", nargs="*", type=Path, default=None)
    ap.add_argument("--skip-survivors", action="store_true",
                    help="re-check only the sampled killed and dead mutants")
    ap.add_argument("--done", type=Path, action="append", default=[],
                    help="an earlier OUT: its mutants are not re-checked again (repeatable)")
    ap.add_argument("--rule", action="append", default=None,
                    help="only this rule's mutants (repeatable)")
    ap.add_argument("--json", type=Path, required=True)
    args = ap.parse_args(argv)
    for p in args.results:
        if not p.exists():
            ap.error(f"no such result file or directory: {p}")
    mutation._worker_env()
    import hlorules.checker  # noqa: F401 -- registers @all_distinct
    from hlorules.checker.rules import COULD_NOT_GENERATE, COUNTEREXAMPLE

    files = args.files or sorted((ROOT / "rulebooks").glob("*.rules"))
    equivalent = mutation._equivalents(args.equivalent)
    budget = {"programs": args.programs}
    done = {(run["seed"], mu["rule"], mu["operator"], mu["site"])
            for p in args.done for run in json.loads(p.read_text())["seeds"]
            for mu in run["detail"]}
    todo: list[tuple[int, dict[str, Any]]] = []
    tasks: list[Any] = []
    for seed in args.seeds:
        for mu, text, src in candidates(args.results, seed, files, equivalent,
                                        {mutation.KILLED: args.sample_killed,
                                         mutation.DEAD: args.sample_dead},
                                        not args.skip_survivors):
            if args.rule and mu["rule"] not in args.rule or (
                    seed, mu["rule"], mu["operator"], mu["site"]) in done:
                continue
            todo.append((seed, mu))
            tasks.append((mu["rule"], mu["text"], text, src, seed, budget, False))
    t0 = time.perf_counter()
    out: dict[int, list[dict[str, Any]]] = {s: [] for s in args.seeds}
    changed: dict[tuple[int, str, str], int] = {}
    with mutation._Runner(args.jobs) as runner:
        for (seed, mu), (outcome, seconds, _) in zip(todo, runner.map(mutation._judge, tasks)):
            new = mutation.KILLED if outcome == COUNTEREXAMPLE else (
                mutation.DEAD if outcome == COULD_NOT_GENERATE else mutation.SURVIVED)
            rec = {**mu, "outcome": new, "killed": new != mutation.SURVIVED,
                   "seconds": seconds, "rechecked_from": mu["outcome"],
                   "why": (mu.get("why", "") if new == mu["outcome"] else
                           f"at {args.programs} programs: {outcome}")}
            out[seed].append(rec)
            k = (seed, mu["outcome"], new)
            changed[k] = changed.get(k, 0) + 1
            print(f"s{seed} {mu['outcome']:8s} -> {new:8s} {mu['rule']:36s} "
                  f"{mu['operator']:10s} {mu['site'][:50]:50s} {seconds:.1f}s", flush=True)
    args.json.write_text(json.dumps({
        "budget": budget, "rechecked": True, "files": [str(f) for f in files],
        "seeds": [{"seed": s, "detail": out[s], "skipped": []} for s in args.seeds]},
        indent=1))
    print(f"re-checked {len(todo)} mutants at {args.programs} programs in "
          f"{time.perf_counter() - t0:.0f} s")
    for (seed, old, new), n in sorted(changed.items()):
        print(f"  seed {seed}: {old} -> {new}: {n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
