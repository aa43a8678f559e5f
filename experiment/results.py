"""Experiment results: the CSV rows, the JSON metadata, the terminal tables, comparison.

``results.csv`` has one row per (program, variant), columns :data:`COLUMNS`, sorted by the
corpus order of programs and the spec order of variants (``original`` first), so two runs of
one spec write rows in the same order.  ``metadata.json`` records what is needed to rerun
and to read the rows: the spec (text and hash), the base book and rule files (hashes),
seeds, each variant's edits, schedule text and resolved phases, package versions, the
machine and the command line.  :func:`compare_rows` is the reproducibility check: equal
rows except :data:`TIME_COLUMNS`.
"""

from __future__ import annotations

import csv
import json
import math
import os
import platform
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from hlorules.lowering import jaxlib_api

__all__ = ["COLUMNS", "TIME_COLUMNS", "compare_rows", "machine_info", "read_csv",
           "render_summary", "render_table", "versions", "write_csv", "write_metadata"]

COLUMNS = ("program", "variant", "status", "stopped", "cycle_phase", "cycle_rules", "sweeps",
           "rewrites", "rewrites_by_rule", "ops_before", "ops_after", "op_hist", "equivalent",
           "inputs_checked", "module_sha", "warnings", "engine_ms", "compile_ms", "run_us",
           "run_us_min", "run_us_max", "backend", "error")
"""The columns of ``results.csv``, in order."""

TIME_COLUMNS = frozenset({"engine_ms", "compile_ms", "run_us", "run_us_min", "run_us_max"})
"""Columns that measure time: they differ between runs; everything else reproduces."""

_INT_COLUMNS = frozenset({"sweeps", "rewrites", "ops_before", "ops_after", "inputs_checked",
                          "warnings"})


def _cell(col: str, value: Any) -> str:
    if col in TIME_COLUMNS:
        return "" if value is None or (isinstance(value, float) and math.isnan(value)) \
            else f"{float(value):.3f}"
    return str(value)


def write_csv(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    """Write rows (dicts with :data:`COLUMNS`) as CSV."""
    with path.open("w", newline="") as fp:
        w = csv.writer(fp)
        w.writerow(COLUMNS)
        for r in rows:
            w.writerow([_cell(c, r.get(c, "")) for c in COLUMNS])


def read_csv(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """Rows of a ``results.csv`` (ints and times parsed back; missing times are NaN)."""
    out = []
    with Path(path).open(newline="") as fp:
        for r in csv.DictReader(fp):
            row: dict[str, Any] = dict(r)
            for c in _INT_COLUMNS:
                if c in row:
                    row[c] = int(row[c] or 0)
            for c in TIME_COLUMNS:
                if c in row:
                    row[c] = float(row[c]) if row[c] else float("nan")
            out.append(row)
    return out


def compare_rows(a: Sequence[dict[str, Any]], b: Sequence[dict[str, Any]]) -> list[str]:
    """Differences between two runs' rows, time columns aside (empty when they reproduce)."""
    diffs: list[str] = []
    ka = {(r["program"], r["variant"]): r for r in a}
    kb = {(r["program"], r["variant"]): r for r in b}
    for k in ka.keys() - kb.keys():
        diffs.append(f"{k[0]} / {k[1]}: only in the first run")
    for k in kb.keys() - ka.keys():
        diffs.append(f"{k[0]} / {k[1]}: only in the second run")
    for k in [k for k in ka if k in kb]:
        for c in COLUMNS:
            if c in TIME_COLUMNS:
                continue
            va, vb = _cell(c, ka[k].get(c, "")), _cell(c, kb[k].get(c, ""))
            if va != vb:
                diffs.append(f"{k[0]} / {k[1]}: {c} {va!r} != {vb!r}")
    return diffs


# --------------------------------------------------------------------------- metadata


def versions() -> dict[str, str]:
    """Versions of Python and the packages that decide the results."""
    from importlib import metadata

    out = {"python": platform.python_version()}
    for pkg in ("hlorules", "jax", "jaxlib", "xdsl", "numpy", "lark", "ml_dtypes",
                "matplotlib", "rich"):
        try:
            out[pkg] = metadata.version(pkg)
        except metadata.PackageNotFoundError:
            out[pkg] = ""
    return out


def machine_info(backend: str) -> dict[str, Any]:
    """The machine: OS, CPU, core count, and the XLA device the timings ran on."""
    info: dict[str, Any] = {"platform": platform.platform(), "machine": platform.machine(),
                            "processor": platform.processor(), "cpu_count": os.cpu_count()}
    try:
        with open("/proc/cpuinfo") as fp:
            for line in fp:
                if line.startswith("model name"):
                    info["cpu_model"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        dev = jaxlib_api.backend({"gpu": "cuda"}.get(backend, backend)).local_devices()[0]
        info["device"] = f"{dev.platform}: {getattr(dev, 'device_kind', '')}"
    except Exception as e:  # noqa: BLE001 -- metadata only: never fail the run over it
        info["device"] = f"unknown ({type(e).__name__})"
    return info


def write_metadata(path: Path, meta: dict[str, Any]) -> None:
    path.write_text(json.dumps(meta, indent=2, sort_keys=False, default=str) + "\n")


def command_line() -> list[str]:
    return [os.path.basename(sys.argv[0]), *sys.argv[1:]]


# --------------------------------------------------------------------------- tables


_STATUS_STYLE = {"terminated": "green", "cycle": "bold red", "runaway": "bold red",
                 "cap": "yellow", "unconverged": "yellow", "error": "bold red",
                 "original": "dim"}


def _fmt_time(v: Any, digits: int = 1) -> str:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return ""
    return "" if math.isnan(f) else f"{f:.{digits}f}"


def _note(r: dict[str, Any]) -> str:
    if r["status"] in ("cycle", "runaway"):
        return f"{r['cycle_phase']}: {' <-> '.join(str(r['cycle_rules']).split(';'))}"
    if r["status"] == "error":
        return str(r["error"])[:80]
    fired = [x for x in str(r.get("rewrites_by_rule", "")).split(";") if x]
    fired.sort(key=lambda s: -int(s.rsplit("=", 1)[1]))
    more = f" +{len(fired) - 3}" if len(fired) > 3 else ""
    return ", ".join(fired[:3]) + more


def render_table(rows: Sequence[dict[str, Any]], title: str = "") -> Any:
    """A rich Table: one line per (program, variant); times in ms (run time in µs)."""
    from rich.table import Table

    t = Table(title=title or None, title_justify="left", pad_edge=False)
    for col, just in (("program", "left"), ("variant", "left"), ("status", "left"),
                      ("sweeps", "right"), ("rw", "right"), ("ops", "right"),
                      ("eq", "left"), ("engine", "right"), ("compile", "right"),
                      ("run µs", "right"), ("rules fired / cycle", "left")):
        nowrap = col not in ("rules fired / cycle",)
        t.add_column(col, justify=just, no_wrap=nowrap)  # type: ignore[arg-type]
    last = None
    for r in rows:
        if last is not None and r["program"] != last:
            t.add_section()
        orig = r["status"] == "original"
        style = _STATUS_STYLE.get(r["status"], "")
        ops = str(r["ops_after"]) if orig else f"{r['ops_before']}→{r['ops_after']}"
        t.add_row(r["program"] if r["program"] != last else "", r["variant"],
                  f"[{style}]{r['status']}[/]" if style else r["status"],
                  "" if orig else str(r["sweeps"]), "" if orig else str(r["rewrites"]), ops,
                  r["equivalent"], "" if orig else _fmt_time(r["engine_ms"]),
                  _fmt_time(r["compile_ms"]), _fmt_time(r["run_us"]), _note(r))
        last = r["program"]
    return t


def summarize(rows: Sequence[dict[str, Any]], variants: Sequence[str]) -> list[dict[str, Any]]:
    """Per variant: status counts, total ops after, rewrites, equivalence, run-time ratio."""
    base_run = {r["program"]: float(r["run_us"]) for r in rows if r["variant"] == "original"}
    out = []
    for v in variants:
        rs = [r for r in rows if r["variant"] == v]
        if not rs:
            continue
        counts: dict[str, int] = {}
        for r in rs:
            counts[r["status"]] = counts.get(r["status"], 0) + 1
        ratios = [float(r["run_us"]) / base_run[r["program"]] for r in rs
                  if r["program"] in base_run and base_run[r["program"]] > 0
                  and not math.isnan(float(r["run_us"]))]
        geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios)) if ratios else float("nan")
        cycles = sorted({f"{r['cycle_phase']}: {r['cycle_rules'].replace(';', ' <-> ')}"
                         for r in rs if r["status"] in ("cycle", "runaway")})
        eq = [r["equivalent"] for r in rs if r["equivalent"]]
        out.append({"variant": v, "programs": len(rs), "statuses": counts,
                    "ops_after": sum(int(r["ops_after"]) for r in rs),
                    "rewrites": sum(int(r["rewrites"]) for r in rs),
                    "equivalent": f"{eq.count('yes')}/{len(eq)}" if eq else "",
                    "run_ratio": geo, "cycles": cycles})
    return out


_SHORT = {"terminated": "ok", "original": "orig", "unconverged": "unconv"}


def render_summary(rows: Sequence[dict[str, Any]], variants: Sequence[str],
                   title: str = "") -> Any:
    """A rich Table: one line per variant; ops and rewrites summed over the corpus, run time
    as the geometric mean of (variant / original) per program."""
    from rich.table import Table

    t = Table(title=title or None, title_justify="left", pad_edge=False)
    for col, just in (("variant", "left"), ("status", "left"), ("ops", "right"),
                      ("rw", "right"), ("eq", "right"), ("run/orig", "right"),
                      ("cycles", "left")):
        t.add_column(col, justify=just, no_wrap=col != "cycles")  # type: ignore[arg-type]
    for s in summarize(rows, variants):
        status = " ".join(f"{n} {_SHORT.get(k, k)}" for k, n in sorted(s["statuses"].items()))
        t.add_row(s["variant"], status, str(s["ops_after"]),
                  str(s["rewrites"]) if s["variant"] != "original" else "", s["equivalent"],
                  "" if math.isnan(s["run_ratio"]) else f"{s['run_ratio']:.2f}x",
                  "; ".join(s["cycles"]))
    return t
