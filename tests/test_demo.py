"""The README's main job: every bundled example is explained, rewritten and equal on XLA."""

from __future__ import annotations

import pytest
from rich.console import Console

from hlorules.base.errors import HloRulesError
from hlorules.demo import run_demo
from hlorules.examples import EXAMPLES


def _run(**kw: object) -> tuple[bool, str]:
    console = Console(record=True, width=200, highlight=False)
    ok = run_demo(console=console, **kw)  # type: ignore[arg-type]
    return ok, console.export_text()


def test_demo_explains_each_example_and_shows_one_module_before_and_after() -> None:
    ok, text = _run(show_ir="transposed_slice")
    assert ok and "all outputs bitwise equal" in text
    for ex in EXAMPLES:
        assert f"{ex.name}: {ex.doc}" in text
        if ex.note:
            assert ex.note[:60] in text.replace("\n", " ")
    assert text.count("changed: ") == len(EXAMPLES) and text.count("phases: ") == len(EXAMPLES)
    assert "transposed_slice before" in text and "transposed_slice after exec.book" in text
    assert "-1 scatter" in text  # what changed is listed by op kind


def test_demo_refuses_an_unknown_example_name() -> None:
    with pytest.raises(HloRulesError, match="no example 'nope'"):
        _run(show_ir="nope")
