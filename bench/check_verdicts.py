"""Every shipped rule's ``hlorules check`` verdict, as one table per rule file.

    python bench/check_verdicts.py [RULE_FILES...] [--jobs N] [--out bench/check_verdicts.md]
    python bench/check_verdicts.py --recheck RULE [--recheck RULE ...]   (rows updated in place)

Runs ``hlorules check FILE --format json --allow-weak`` (seed 0, the checker's default
programs and inputs) on each rule file (default: every ``rulebooks/*.rules`` that holds
rules) and writes a Markdown table per file -- rule, verdict, cases, programs fired of
tried, and the reason where the rule is not verified -- with the counts per verdict and the
commit measured. docs/library.md describes each family; this file holds its figures.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True,
                              capture_output=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def check_file(path: Path, jobs: int, rules: tuple[str, ...] = ()) -> list[dict]:
    """The JSON report of ``hlorules check`` over one rule file (one entry per rule; only
    ``rules`` where given)."""
    only = [a for r in rules for a in ("--rule", r)]
    out = subprocess.run([sys.executable, "-P", "-m", "hlorules", "check", str(path), "--format",
                          "json", "--allow-weak", "--no-progress", "-j", str(jobs), *only],
                         text=True, capture_output=True, check=False)
    if out.returncode not in (0, 4, 5, 8):
        raise SystemExit(f"{path}: check exited {out.returncode}: {out.stderr.strip()[-500:]}")
    return json.loads(out.stdout) if out.stdout.strip() else []


def row(entry: dict, note: str = "") -> str:
    """One table row: rule, verdict, cases, programs fired of tried, reason (and ``note``)."""
    why = " ".join(f"{entry.get('reason', '')} {note}".split()).replace("|", "\\|")
    return (f"| `{entry['rule']}` | {entry['outcome']} | {entry.get('cases', 0)} | "
            f"{entry.get('programs_fired', 0)} / {entry.get('programs_tried', 0)} | {why} |")


def render(results: dict[str, list[dict]], commit: str) -> str:
    """The Markdown page: a table and counts per rule file, then the totals."""
    total: Counter[str] = Counter()
    parts = ["# `hlorules check` verdicts of the shipped rules", "",
             (f"Written by `python bench/check_verdicts.py` at commit {commit} (seed 0, the "
              "checker's default programs and inputs). What the verdicts mean: docs/checker.md."),
             ""]
    for name, entries in results.items():
        counts = Counter(e["outcome"] for e in entries)
        total.update(counts)
        parts += [f"## `{name}`", "",
                  ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) or "no rules", "",
                  "| rule | verdict | cases | programs fired / tried | reason |",
                  "|---|---|---|---|---|", *(row(e) for e in entries), ""]
    parts += ["## All files", "", ", ".join(f"{n} {k}" for k, n in sorted(total.items())), ""]
    return "\n".join(parts)


def recheck(page: Path, names: list[str], jobs: int) -> None:
    """Re-check the named rules (changed since the page was written) and replace their rows,
    noting the commit they were re-checked at; the counts are recomputed from the rows."""
    text, note = page.read_text(), f"(re-checked at {_commit()}, after the rule changed)"
    files = {}
    for f in sorted((ROOT / "rulebooks").glob("*.rules")):
        src = "\n" + f.read_text()
        files[f] = [n for n in names if f"\nrule {n} " in src]
    for f, rules in files.items():
        if not rules:
            continue
        for e in check_file(f, jobs, tuple(rules)):
            old = next(ln for ln in text.splitlines() if ln.startswith(f"| `{e['rule']}` |"))
            new = row(e, note)
            text = text.replace(old, new)
            print(new, flush=True)
    page.write_text(_recount(text))


def _recount(text: str) -> str:
    """``text`` with each file's counts line and the totals recomputed from its rows."""
    total: Counter[str] = Counter()
    parts = text.split("\n## ")
    for i, part in enumerate(parts[1:], 1):
        lines = part.split("\n")
        if lines[0].startswith("All files"):
            lines[2] = ", ".join(f"{n} {k}" for k, n in sorted(total.items()))
        elif lines[0].startswith("`"):  # a rule file's section (others are notes)
            counts = Counter(ln.split(" | ")[1] for ln in lines if ln.startswith("| `"))
            total.update(counts)
            lines[2] = ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) or "no rules"
        parts[i] = "\n".join(lines)
    return "\n## ".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "check_verdicts.md")
    ap.add_argument("--recheck", action="append", default=[], metavar="RULE",
                    help="re-check this rule and update its row in --out")
    args = ap.parse_args(argv)
    if args.recheck:
        recheck(args.out, args.recheck, args.jobs)
        return 0
    files = args.files or sorted(p for p in (ROOT / "rulebooks").glob("*.rules")
                                 if "\nrule " in "\n" + p.read_text())
    results = {}
    for f in files:
        results[f.name] = check_file(f, args.jobs)
        print(f"{f.name}: {dict(Counter(e['outcome'] for e in results[f.name]))}", flush=True)
        args.out.write_text(render(results, _commit()))  # after each file: a partial run keeps
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
