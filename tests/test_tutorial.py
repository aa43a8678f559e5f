"""docs/tutorial.md runs as written: every ``console`` block's commands are run in order
in a fresh folder holding a copy of ``examples/``, and what each prints must contain the
lines the page shows (in order; ``...`` stands for any text); every file the page shows is
the file in ``examples/``."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "tutorial.md"
EXAMPLES = ROOT / "examples"
SLOW = ("hlorules check", "hlorules prove", "hlorules experiment")
"""Steps that generate and run many programs (a test of their own)."""

_FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```\s*$", re.MULTILINE | re.DOTALL)


def _blocks() -> list[tuple[str, str]]:
    return [(m.group(1).strip(), m.group(2)) for m in _FENCE.finditer(DOC.read_text())]


def _steps() -> list[tuple[str, list[str]]]:
    """(command, the output lines shown under it) for each ``$ `` line of console blocks."""
    steps: list[tuple[str, list[str]]] = []
    for info, body in _blocks():
        if info != "console":
            continue
        for line in body.splitlines():
            if line.startswith("$ "):
                steps.append((line[2:], []))
            else:
                steps[-1][1].append(line)
    return steps


def _assert_shows(expected: list[str], actual: str, command: str) -> None:
    lines = [ln.rstrip() for ln in actual.splitlines()]
    i = 0
    for want in expected:
        if want.strip() in ("", "..."):
            continue
        pat = re.compile(".*".join(re.escape(p) for p in want.rstrip().split("...")))
        while i < len(lines) and not pat.fullmatch(lines[i]):
            i += 1
        assert i < len(lines), f"{command}: no line like {want!r} (in order) in:\n{actual}"
        i += 1


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A fresh folder with ``examples/``, and an environment whose ``python`` and
    ``hlorules`` are this interpreter's."""
    work = tmp_path_factory.mktemp("tutorial")
    shutil.copytree(EXAMPLES, work / "examples",
                    ignore=shutil.ignore_patterns("__pycache__"))
    bin_dir = work.parent / f"{work.name}-bin"
    bin_dir.mkdir()
    for name, args in (("python", ""), ("hlorules", " -m hlorules")):
        script = bin_dir / name
        script.write_text(f'#!/bin/sh\nexec "{sys.executable}"{args} "$@"\n')
        script.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
           "JAX_PLATFORMS": "cpu"}
    return work, env


def _run(steps: list[tuple[str, list[str]]], workdir: tuple[Path, dict[str, str]]) -> None:
    work, env = workdir
    for command, expected in steps:
        r = subprocess.run(["bash", "-c", command], cwd=work, env=env, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False)
        assert r.returncode == 0, f"{command} exited {r.returncode}:\n{r.stdout}"
        _assert_shows(expected, r.stdout, command)


def test_the_tutorial_shows_steps_of_every_kind():
    commands = [c for c, _ in _steps()]
    for word in ("opt", "--trace", "check", "prove", "experiment"):
        assert any(word in c for c in commands), word
    assert "python examples/use_jit.py" in commands


def test_every_file_the_tutorial_shows_is_the_one_in_examples():
    shown = 0
    for info, body in _blocks():
        parts = info.split()
        if len(parts) == 2:
            assert (ROOT / parts[1]).read_text() == body, parts[1]
            shown += 1
        elif parts == ["python"]:
            assert any(body in p.read_text() for p in EXAMPLES.glob("*.py")), body
    assert shown >= 5


def test_the_tutorial_commands_print_what_it_shows(workdir):
    _run([s for s in _steps() if not s[0].startswith(SLOW)], workdir)


def test_the_tutorial_check_prove_and_experiment_print_what_it_shows(workdir):
    pytest.importorskip("z3")
    _run([s for s in _steps() if s[0].startswith(SLOW)], workdir)
