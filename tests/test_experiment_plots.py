"""Run-time plots show the spread of the repeats and say when a difference is noise."""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from hlorules.experiment.plots import figure, within_noise


def _row(program: str, variant: str, med: float, lo: float, hi: float) -> dict:
    return {"program": program, "variant": variant,
            "status": "original" if variant == "original" else "terminated",
            "run_us": med, "run_us_min": lo, "run_us_max": hi, "ops_after": 3}


ROWS = [_row("p", "original", 7.0, 6.5, 8.0), _row("p", "same", 7.2, 6.9, 7.9),
        _row("p", "faster", 3.0, 2.9, 3.1),
        _row("q", "original", 7.0, 6.5, 8.0), _row("q", "same", 7.4, 7.0, 9.0),
        _row("q", "faster", 6.8, 6.0, 7.0)]


def test_overlapping_ranges_are_within_noise_and_disjoint_ones_are_not():
    assert within_noise(ROWS, "p", "same")
    assert not within_noise(ROWS, "p", "faster")
    assert not within_noise([{**ROWS[0], "run_us_min": ""}, ROWS[1]], "p", "same")


def test_runtime_panels_draw_min_to_max_whiskers_and_fade_bars_within_noise():
    import matplotlib.pyplot as plt
    from matplotlib.container import BarContainer, ErrorbarContainer

    fig = figure(ROWS, ["p", "q"], ["original", "same", "faster"], "run_us", "µs", "t")
    try:
        ax_p, ax_q = fig.axes[:2]
        (bars,) = [c for c in ax_p.containers if isinstance(c, BarContainer)]
        (err,) = [c for c in ax_p.containers if isinstance(c, ErrorbarContainer)]
        segments = err.lines[2][0].get_segments()
        assert [(round(s[0][1], 3), round(s[1][1], 3)) for s in segments] == [
            (6.5, 8.0), (6.9, 7.9), (2.9, 3.1)]
        assert [b.get_alpha() for b in bars] == [1.0, 0.35, 1.0]
        assert ax_p.get_title() == "p\n(1 of 2 within noise, faded)"
        assert ax_q.get_title() == "q\n(all within noise)"
        assert any("within noise" in t.get_text() for t in fig.texts)
    finally:
        plt.close(fig)


def test_op_count_panels_have_no_whiskers():
    import matplotlib.pyplot as plt
    from matplotlib.container import ErrorbarContainer

    fig = figure(ROWS, ["p"], ["original", "same"], "ops_after", "ops", "t")
    try:
        assert not [c for c in fig.axes[0].containers if isinstance(c, ErrorbarContainer)]
        assert fig.axes[0].get_title() == "p"
    finally:
        plt.close(fig)
