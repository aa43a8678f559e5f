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


def _rule_blocks(path: Path) -> list[tuple[str, list[str]]]:
    """(name, code lines) of each rule of a rule file: its non-blank lines that are not
    comments, stripped, from `rule NAME {` to its closing `}`."""
    rules: list[tuple[str, list[str]]] = []
    for line in path.read_text().splitlines():
        code = line.strip()
        if line.startswith("rule "):
            rules.append((f"{path.name}:{code.split()[1]}", []))
        elif line.startswith("}") or not line.startswith(" "):
            continue
        elif code and not code.startswith("#") and rules:
            rules[-1][1].append(code)
    return rules


def test_no_block_of_three_lines_is_repeated_between_shipped_rules() -> None:
    seen: dict[tuple[str, ...], str] = {}
    repeated = []
    for path in SHIPPED:
        for name, lines in _rule_blocks(path):
            for i in range(len(lines) - 2):
                block = tuple(lines[i:i + 3])
                first = seen.setdefault(block, name)
                if first != name:
                    repeated.append(f"{first} and {name}: {block[0]!r}")
    assert not repeated, repeated


def test_the_seed_and_indexing_rule_files_together_are_under_870_lines() -> None:
    lines = sum(len((RULEBOOKS / f).read_text().splitlines()) for f in ("seed.rules", "indexing.rules"))
    assert lines < 870, lines
