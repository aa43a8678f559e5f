"""``hlorules check``'s progress display (checker/progress.py): counts, where it is drawn,
and that piped output is never touched."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from hlorules.checker import progress
from hlorules.checker.cli import run_check
from hlorules.checker.rules import check_rule
from hlorules.rules import load_rules

RULES = """\
rule neg_neg {
  match negate(negate(%x))
  rewrite %x
}

rule abs_abs {
  match abs(abs(%x) as %a)
  rewrite %a
}
"""


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_is_shown_on_a_terminal_or_when_asked() -> None:
    assert progress.enabled(None, _Tty()) is True
    assert progress.enabled(None, io.StringIO()) is False
    assert progress.enabled(True, io.StringIO()) is True
    assert progress.enabled(False, _Tty()) is False


def test_notes_outside_a_display_do_nothing() -> None:
    progress.note_program()
    progress.note_case(5)  # no display: nothing to count into, nothing raised


def test_finished_task_counts_replace_what_was_noted_live() -> None:
    clock = _Clock()
    out = io.StringIO()
    p = progress.CheckProgress(2, out, clock=clock)
    p.live(programs=3, cases=10)
    assert (p.total_programs, p.total_cases) == (3, 10)
    p.task_done("neg_neg", "verified", programs=4, cases=12)
    assert (p.total_programs, p.total_cases, p.rules_done) == (4, 12, 1)
    clock.now += 65
    assert p.line() == "check: 1/2 rules, 4 programs, 12 cases, 1:05, neg_neg: verified"


def test_plain_lines_are_throttled(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = _Clock()
    out = io.StringIO()
    with progress.CheckProgress(1, out, clock=clock) as p:
        for _ in range(50):
            p.live(cases=1)  # within PLAIN_EVERY of the start: no line
        assert out.getvalue() == ""
        clock.now += progress.PLAIN_EVERY
        p.live(cases=1)
        assert out.getvalue().splitlines() == ["check: 0/1 rules, 0 programs, 51 cases, 0:10"]
        p.task_done("r", "verified", programs=2, cases=51)
    assert out.getvalue().splitlines()[-1] == (
        "check: 1/1 rules, 2 programs, 51 cases, 0:10, r: verified")
    assert len(out.getvalue().splitlines()) == 2  # a finished check adds no repeat line


def test_terminal_display_redraws_in_place() -> None:
    out = _Tty()
    with progress.showing(None, rules=1, stream=out) as p:
        assert p is not None
        progress.note_program(2)
        progress.note_case(7)
        p.task_done("neg_neg", "verified", programs=2, cases=7)
    text = out.getvalue()
    assert "\r" in text or "\x1b[" in text
    assert "1/1" in text and "2 programs, 7 cases" in text and "neg_neg: verified" in text


def test_check_rule_notes_each_program_and_case() -> None:
    rule = load_rules(RULES)["neg_neg"]
    with progress.showing(True, rules=1, stream=io.StringIO()) as p:
        assert p is not None
        rep = check_rule(rule, programs=2, max_examples=6)
    assert rep.programs_tried > 0 and rep.cases > 0
    assert p.live_programs == rep.programs_tried
    assert 0 < p.live_cases <= rep.cases  # an input-free program is one case, run directly


def _check(tmp_path: Path, flag: bool | None) -> list[str]:
    rules = tmp_path / "neg.rules"
    rules.write_text(RULES)
    lines: list[str] = []
    code = run_check(rules, rulebook=None, rules=None, only=None, seed=0, max_examples=6,
                     programs=2, outdir=tmp_path / "out", replay_dir=None, backend="cpu",
                     echo=lines.append, progress=flag, allow_weak=True)  # 2 programs: weak
    assert code == 0
    return lines


def test_check_progress_goes_to_stderr_only(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    quiet = _check(tmp_path, None)  # stderr is captured here: not a terminal
    assert capsys.readouterr().err.count("check:") == 0
    shown = _check(tmp_path, True)
    captured = capsys.readouterr()
    assert shown == quiet  # the reports are the same with or without progress
    assert captured.out == ""
    plain = [ln for ln in captured.err.splitlines() if ln.startswith("check:")]
    assert plain[-1].startswith("check: 2/2 rules, ")
    programs = sum(int(r.split("[")[1].split(" programs tried")[0]) for r in quiet)
    assert f" {programs} programs, " in plain[-1]
