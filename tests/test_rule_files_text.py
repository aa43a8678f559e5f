"""The shipped rule files' text."""

from __future__ import annotations

from pathlib import Path

import pytest

RULEBOOKS = Path(__file__).resolve().parent.parent / "rulebooks"
SHIPPED = sorted(RULEBOOKS.glob("*.rules"))
LIMIT = 100


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name for p in SHIPPED])
def test_no_line_of_a_shipped_rule_file_is_over_100_characters(path: Path) -> None:
    long = [f"{path.name}:{i}: {len(ln)}" for i, ln in
            enumerate(path.read_text().splitlines(), 1) if len(ln) > LIMIT]
    assert not long, long
