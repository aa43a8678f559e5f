"""Wall time of ``hlorules check`` per rule, and the median: the figure issue 47 asks for.

    python bench/check_time.py [RULE_FILES...] [--seed N] [--jobs N]

Default: every rule of ``tests/check_data/wrong_rules/*.rules`` (the wrong-rule set). Each
rule runs as its own ``hlorules check FILE --rule NAME`` process at the checker's default
budget, one at a time unless ``--jobs`` says otherwise (timings are only comparable within
one run on an otherwise idle machine). Prints one line per rule (seconds, outcome) and the
median.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _rules(files: list[Path]) -> list[tuple[Path, str]]:
    from hlorules.rules import load_rules
    return [(f, name) for f in files for name in load_rules(f.read_text(), str(f))]


def _time(case: tuple[Path, str], seed: int) -> tuple[str, float, str]:
    f, name = case
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "hlorules", "check", str(f.resolve()), "--rule", name,
                        "--seed", str(seed)], check=False, capture_output=True, text=True,
                       cwd=tempfile.gettempdir())
    wall = time.perf_counter() - t
    head = (p.stdout.splitlines() or [""])[0]
    outcome = head.split("): ", 1)[1].split(" ", 1)[0].rstrip(":").lower() if "): " in head \
        else f"exit {p.returncode}"
    return name, wall, outcome


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args(argv)
    files = a.files or sorted((ROOT / "tests" / "check_data" / "wrong_rules").glob("*.rules"))
    cases = _rules(files)
    with ThreadPoolExecutor(a.jobs) as pool:
        rows = list(pool.map(lambda c: _time(c, a.seed), cases))
    for name, wall, outcome in rows:
        print(f"{wall:7.1f} s  {outcome:20s} {name}", flush=True)
    walls = [w for _, w, _ in rows]
    print(f"median {statistics.median(walls):.1f} s over {len(walls)} rules "
          f"(max {max(walls):.1f} s, jobs {a.jobs}, seed {a.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
