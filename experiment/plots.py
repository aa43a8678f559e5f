"""Matplotlib plots of an experiment: op count and run time per ordering, per program."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["plot_metric", "plot_results"]

_COLORS = {"original": "#bbbbbb", "terminated": "#4c72b0", "cycle": "#c44e52",
           "runaway": "#c44e52", "cap": "#dd8452", "unconverged": "#dd8452", "error": "#555555"}


def plot_metric(rows: Sequence[dict[str, Any]], programs: Sequence[str],
                variants: Sequence[str], column: str, ylabel: str, title: str,
                path: Path) -> Path:
    """One bar chart per program (bars: variants, coloured by status); saved as PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch

    by = {(r["program"], r["variant"]): r for r in rows}
    n = len(programs)
    ncols = min(n, 3)
    nrows = math.ceil(n / ncols)
    width = max(3.2, 0.45 * len(variants) + 1.2)
    fig, axes = plt.subplots(nrows, ncols, figsize=(width * ncols, 3.4 * nrows), squeeze=False)
    seen_status: set[str] = set()
    for i, prog in enumerate(programs):
        ax = axes[i // ncols][i % ncols]
        vals, colors = [], []
        for v in variants:
            r = by.get((prog, v))
            val = float(r[column]) if r is not None and r[column] != "" else float("nan")
            status = r["status"] if r is not None else "error"
            seen_status.add(status)
            vals.append(0.0 if math.isnan(val) else val)
            colors.append(_COLORS.get(status, "#888888"))
        ax.bar(range(len(variants)), vals, color=colors)
        ax.set_xticks(range(len(variants)))
        ax.set_xticklabels(variants, rotation=60, ha="right", fontsize=8)
        ax.set_title(prog, fontsize=10)
        ax.set_ylabel(ylabel, fontsize=8)
        ax.tick_params(axis="y", labelsize=8)
        ax.grid(axis="y", alpha=0.3)
    for j in range(n, nrows * ncols):
        axes[j // ncols][j % ncols].axis("off")
    handles = [Patch(color=_COLORS.get(s, "#888888"), label=s) for s in sorted(seen_status)]
    fig.legend(handles=handles, loc="upper right", fontsize=8)
    fig.suptitle(title)
    fig.tight_layout(rect=(0, 0, 0.93, 0.95))
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_results(rows: Sequence[dict[str, Any]], programs: Sequence[str],
                 variants: Sequence[str], out_dir: Path, name: str,
                 backend: str = "cpu") -> list[Path]:
    """``ops.png`` (op count after) and ``runtime.png`` (median XLA run time) in ``out_dir``."""
    return [
        plot_metric(rows, programs, variants, "ops_after", "ops after",
                    f"{name}: op count per ordering", out_dir / "ops.png"),
        plot_metric(rows, programs, variants, "run_us", f"run time on {backend} (µs, median)",
                    f"{name}: XLA run time per ordering", out_dir / "runtime.png"),
    ]
