"""The table of ``hlorules prove`` over rule files, for docs/checker.md.

``python bench/prove_table.py rulebooks/simplify.rules [...] [--rule R ...] [--time-limit 20]
[--json OUT]`` proves every rule of each file (or only the rules named by ``--rule``) at its default bound (``--time-limit`` CPU seconds per
rule, ``--max-programs`` distinct programs, 20000 by default) and prints one markdown row per rule, then the summary line; ``--json`` also writes
one JSON object per rule (outcome, programs, fired, CPU and wall seconds, reason).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from hlorules.base.errors import read_source
from hlorules.checker.prove import prove_rule
from hlorules.rules import load_rules


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--time-limit", type=float, default=20.0)
    ap.add_argument("--max-programs", type=int, default=20000)
    ap.add_argument("--json")
    ap.add_argument("--rule", action="append", default=[],
                    help="prove only this rule (repeatable; rules of any of the files)")
    a = ap.parse_args(argv)
    out = open(a.json, "w") if a.json else None  # noqa: SIM115
    proved = total = 0
    for f in a.files:
        rules = load_rules(read_source(f, f), filename=f)
        for rule in rules.values():
            if a.rule and rule.name not in a.rule:
                continue
            rep = prove_rule(rule, time_limit=a.time_limit, max_programs=a.max_programs)
            total += 1
            proved += rep.ok
            why = "" if rep.ok else rep.reason
            bound = rep.bound.text() if rep.bound is not None else ""
            print(f"| {Path(f).name} | `{rep.name}` | {rep.outcome} | {bound} | {rep.fired} / "
                  f"{rep.programs} | {rep.cpu:.1f} ({a.time_limit:.0f}) | {why} |", flush=True)
            if out:
                out.write(json.dumps({"file": Path(f).name, "rule": rep.name,
                                      "outcome": rep.outcome, "programs": rep.programs,
                                      "fired": rep.fired,
                                      "bound": bound, "cpu": round(rep.cpu, 2),
                                      "wall": round(rep.seconds, 2), "reason": rep.reason})
                          + "\n")
                out.flush()
    print(f"{proved} of {total} rules proved", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
