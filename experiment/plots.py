"""Matplotlib plots of an experiment: op count and run time per ordering, per program.

Run-time bars are medians with whiskers from the fastest to the slowest repeat; a bar
whose range overlaps the original program's range is drawn faded and the panel says so:
that difference is within the noise of the measurement, not a result.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["SPREAD", "figure", "plot_metric", "plot_results", "within_noise"]

_COLORS = {"original": "#bbbbbb", "terminated": "#4c72b0", "cycle": "#c44e52",
           "runaway": "#c44e52", "cap": "#dd8452", "unconverged": "#dd8452", "error": "#555555"}

SPREAD = {"run_us": ("run_us_min", "run_us_max")}
"""The columns of the fastest and slowest repeat of each measured column that has them."""


def _num(row: dict[str, Any] | None, column: str) -> float:
    if row is None or row.get(column, "") == "":
        return float("nan")
    return float(row[column])


def within_noise(rows: Sequence[dict[str, Any]], program: str, variant: str,
                 column: str = "run_us", baseline: str = "original") -> bool:
    """Whether ``variant``'s fastest..slowest range of ``column`` on ``program`` overlaps
    ``baseline``'s (so their medians differ by no more than the repeats scatter); false
    when either range is unknown."""
    lo_col, hi_col = SPREAD[column]
    by = {(r["program"], r["variant"]): r for r in rows}
    a, b = by.get((program, variant)), by.get((program, baseline))
    lo_a, hi_a, lo_b, hi_b = (_num(a, lo_col), _num(a, hi_col), _num(b, lo_col),
                              _num(b, hi_col))
    if any(math.isnan(x) for x in (lo_a, hi_a, lo_b, hi_b)):
        return False
    return lo_a <= hi_b and lo_b <= hi_a


def figure(rows: Sequence[dict[str, Any]], programs: Sequence[str],
           variants: Sequence[str], column: str, ylabel: str, title: str) -> Any:
    """The matplotlib figure :func:`plot_metric` saves: one bar chart per program (bars:
    variants, coloured by status; for a column with a spread, min..max whiskers and faded
    bars within noise of ``original``)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch

    by = {(r["program"], r["variant"]): r for r in rows}
    spread = SPREAD.get(column)
    n = len(programs)
    ncols = min(n, 3)
    nrows = math.ceil(n / ncols)
    width = max(3.2, 0.45 * len(variants) + 1.2)
    fig, axes = plt.subplots(nrows, ncols, figsize=(width * ncols, 3.4 * nrows), squeeze=False)
    seen_status: set[str] = set()
    any_noise = False
    for i, prog in enumerate(programs):
        ax = axes[i // ncols][i % ncols]
        vals, colors, alphas, lows, highs = [], [], [], [], []
        noisy = []
        for v in variants:
            r = by.get((prog, v))
            val = _num(r, column)
            status = r["status"] if r is not None else "error"
            seen_status.add(status)
            vals.append(0.0 if math.isnan(val) else val)
            colors.append(_COLORS.get(status, "#888888"))
            quiet = spread is not None and v != "original" and within_noise(rows, prog, v, column)
            noisy.append(quiet)
            alphas.append(0.35 if quiet else 1.0)
            if spread is not None:
                lo, hi = _num(r, spread[0]), _num(r, spread[1])
                ok = not (math.isnan(lo) or math.isnan(hi) or math.isnan(val))
                lows.append(max(0.0, val - lo) if ok else 0.0)
                highs.append(max(0.0, hi - val) if ok else 0.0)
        bars = ax.bar(range(len(variants)), vals, color=colors)
        for bar, alpha in zip(bars, alphas, strict=True):
            bar.set_alpha(alpha)
        if spread is not None:
            ax.errorbar(range(len(variants)), vals, yerr=[lows, highs], fmt="none",
                        ecolor="#222222", elinewidth=1, capsize=3)
        ax.set_xticks(range(len(variants)))
        ax.set_xticklabels(variants, rotation=60, ha="right", fontsize=8)
        label = prog
        others = [q for v, q in zip(variants, noisy, strict=True) if v != "original"]
        if spread is not None and others and all(others):
            label += "\n(all within noise)"
        elif spread is not None and any(others):
            label += f"\n({sum(others)} of {len(others)} within noise, faded)"
        any_noise |= any(others)
        ax.set_title(label, fontsize=10)
        ax.set_ylabel(ylabel, fontsize=8)
        ax.tick_params(axis="y", labelsize=8)
        ax.grid(axis="y", alpha=0.3)
    for j in range(n, nrows * ncols):
        axes[j // ncols][j % ncols].axis("off")
    handles = [Patch(color=_COLORS.get(s, "#888888"), label=s) for s in sorted(seen_status)]
    fig.legend(handles=handles, loc="upper right", fontsize=8)
    fig.suptitle(title)
    if spread is not None:
        note = ("bars: median of the repeats; whiskers: fastest to slowest repeat; faded: "
                "range overlaps the original's, a difference within noise")
        fig.text(0.01, 0.005, note if any_noise else note.split("; faded")[0], fontsize=7,
                 ha="left", va="bottom")
    fig.tight_layout(rect=(0, 0.03 if spread is not None else 0, 0.93, 0.95))
    return fig


def plot_metric(rows: Sequence[dict[str, Any]], programs: Sequence[str],
                variants: Sequence[str], column: str, ylabel: str, title: str,
                path: Path) -> Path:
    """:func:`figure`, saved as PNG at ``path``."""
    import matplotlib.pyplot as plt

    fig = figure(rows, programs, variants, column, ylabel, title)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_results(rows: Sequence[dict[str, Any]], programs: Sequence[str],
                 variants: Sequence[str], out_dir: Path, name: str,
                 backend: str = "cpu") -> list[Path]:
    """``ops.png`` (op count after) and ``runtime.png`` (median XLA run time with the
    fastest..slowest spread of the repeats) in ``out_dir``."""
    return [
        plot_metric(rows, programs, variants, "ops_after", "ops after",
                    f"{name}: op count per ordering", out_dir / "ops.png"),
        plot_metric(rows, programs, variants, "run_us", f"run time on {backend} (µs)",
                    f"{name}: XLA run time per ordering", out_dir / "runtime.png"),
    ]
