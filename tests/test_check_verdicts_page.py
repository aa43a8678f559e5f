"""bench/check_verdicts.py: the page of every shipped rule's check verdict, its counts kept
in step with its rows when rules are re-checked."""

from __future__ import annotations

import runpy
from pathlib import Path
from types import SimpleNamespace

cv = SimpleNamespace(**runpy.run_path(
    str(Path(__file__).resolve().parent.parent / "bench" / "check_verdicts.py")))


def _entry(rule: str, outcome: str, reason: str = "") -> dict:
    return {"rule": rule, "outcome": outcome, "reason": reason, "cases": 3,
            "programs_fired": 2, "programs_tried": 5}


def test_the_page_counts_each_file_and_all_files() -> None:
    page = cv.render({"a.rules": [_entry("r", "verified"), _entry("s", "weak", "few | programs")],
                      "b.rules": [_entry("t", "counterexample")]}, "abc1234")
    assert "at commit abc1234" in page
    assert "## `a.rules`\n\n1 verified, 1 weak\n" in page
    assert "## All files\n\n1 counterexample, 1 verified, 1 weak\n" in page
    assert "few \\| programs" in page  # a reason's bar does not split the table row


def test_a_rechecked_row_updates_the_counts() -> None:
    page = cv.render({"a.rules": [_entry("r", "counterexample"), _entry("s", "weak")]}, "x")
    fixed = page.replace(cv.row(_entry("r", "counterexample")),
                         cv.row(_entry("r", "verified"), "(re-checked at y, after the rule changed)"))
    out = cv._recount(fixed)
    assert "## `a.rules`\n\n1 verified, 1 weak\n" in out
    assert "## All files\n\n1 verified, 1 weak\n" in out
    assert "re-checked at y" in out
