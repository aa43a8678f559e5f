"""The command line as a newcomer meets it: help readable at 80 columns, a long form for
every short flag, ``python -m hlorules``, shell completion, plurals, empty and truncated
input, whole descriptions in ``hlorules books``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
import typer
from typer.testing import CliRunner

from hlorules.cli import app

COMMANDS = sorted(typer.main.get_command(app).commands)  # type: ignore[attr-defined]


def _help(*args: str) -> str:
    r = CliRunner().invoke(app, [*args, "--help"], env={"COLUMNS": "80"}, terminal_width=80)
    assert r.exit_code == 0, r.output
    return r.stdout


def _params(name: str) -> list[click.Parameter]:
    return typer.main.get_command(app).commands[name].params  # type: ignore[attr-defined]


def test_every_subcommand_is_covered():
    assert {"opt", "check", "prove", "experiment", "books", "run", "roundtrip",
            "demo"} <= set(COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_help_at_80_columns_shows_every_flag_name_whole(command):
    text = _help(command)
    assert "…" not in text
    for p in _params(command):
        for flag in [*p.opts, *p.secondary_opts]:
            if flag.startswith("-"):
                assert flag in text.split() or f"{flag}," in text, (flag, text)
    assert max(len(line) for line in text.splitlines()) <= 80


@pytest.mark.parametrize("command", COMMANDS)
def test_every_short_flag_has_a_long_form_and_flags_take_no_value(command):
    for p in _params(command):
        if not isinstance(p, click.Option):
            continue
        if any(len(o) == 2 for o in p.opts):
            assert any(o.startswith("--") for o in p.opts), p.opts
        if p.is_flag:
            text = _help(command)
            line = next(ln for ln in text.splitlines() if p.opts[0] in ln.split())
            assert "<bool>" not in line and "BOOLEAN" not in line, line


def test_output_has_a_long_form(tmp_path):
    src = tmp_path / "m.mlir"
    src.write_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  return %x : tensor<4xf32>\n}\n")
    r = CliRunner().invoke(app, ["opt", "-b", "exec", str(src), "--output",
                                 str(tmp_path / "o.mlir")])
    assert r.exit_code == 0, r.output
    assert "func.func @main" in (tmp_path / "o.mlir").read_text()


def test_python_dash_m_hlorules_runs_the_command_line(tmp_path):
    r = subprocess.run([sys.executable, "-m", "hlorules", "--version"], cwd=tmp_path,
                       capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("hlorules ")


def test_shell_completion_completes_commands_and_flags(tmp_path):
    env = {**os.environ, "_HLORULES_COMPLETE": "complete_bash", "COMP_CWORD": "2",
           "COMP_WORDS": "hlorules opt --print"}
    script = Path(sys.executable).parent / "hlorules"  # completion keys on the program name
    if not script.exists():
        pytest.skip(f"no hlorules console script beside {sys.executable}")
    r = subprocess.run([str(script)], env=env, cwd=tmp_path, capture_output=True, text=True,
                       check=False)
    assert r.stdout.split() == ["--print-op-generic"], r.stderr
    assert "--show-completion" in _help()


def test_a_single_rewrite_is_counted_in_the_singular(tmp_path):
    src = tmp_path / "m.mlir"
    src.write_text("func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {\n"
                   "  %z = stablehlo.constant dense<0> : tensor<4xi32>\n"
                   "  %0 = stablehlo.add %x, %z : tensor<4xi32>\n"
                   "  return %0 : tensor<4xi32>\n}\n")
    r = CliRunner().invoke(app, ["opt", "-b", "simplify", str(src), "--stats"])
    assert r.exit_code == 0, r.output
    assert "total: 1 rewrite in " in r.stderr


@pytest.mark.parametrize("text", ["", "\n  \n", "// only a comment\n"])
def test_an_empty_input_is_a_located_error(tmp_path, text):
    src = tmp_path / "e.mlir"
    src.write_text(text)
    r = CliRunner().invoke(app, ["opt", "-b", "exec", str(src)])
    assert r.exit_code == 1
    assert r.stderr.startswith(f"{src}:1:1: error: empty input: no module")
    assert r.stdout == ""


def test_a_truncated_module_points_at_the_unclosed_brace(tmp_path):
    src = tmp_path / "t.mlir"
    src.write_text("func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                   "  %0 = stablehlo.negate %a : tensor<2xf32>\n"
                   "  return %0 : tensor<2xf32>\n")
    r = CliRunner().invoke(app, ["opt", "-b", "exec", str(src)])
    assert r.exit_code == 1
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"{src}:3:")
    assert "the '{' at 1:50 is never closed: a missing '}'?" in first


def test_books_descriptions_are_whole_sentences():
    from hlorules.base.search_path import shipped

    r = CliRunner().invoke(app, ["books"])
    lines = {line.split()[0]: line.split(None, 1)[1] for line in r.stdout.splitlines()
             if line and not line.startswith("searched")}
    assert set(lines) == {p.name for s in (".book", ".rules", ".spec") for p in shipped(s)}
    for name, desc in lines.items():
        assert desc.endswith("."), (name, desc)
    assert lines["seed.rules"].endswith("(docs/library.md).")


@pytest.mark.parametrize("page", ["README.md", "docs/tutorial.md"])
def test_every_command_and_flag_a_page_names_exists(page):
    import re

    text = (Path(__file__).resolve().parents[1] / page).read_text()
    commands = re.findall(r"`(hlorules [a-z]+[^`]*)`", text) + re.findall(
        r"^\$ (hlorules [a-z]+.*)$", text, re.MULTILINE)
    assert commands
    for whole in commands:
        m = re.match(r"hlorules ([a-z]+)(.*)", whole, re.DOTALL)
        assert m is not None
        command, rest = m.group(1), m.group(2)
        assert command in COMMANDS, whole
        known = {o for p in _params(command) for o in [*p.opts, *p.secondary_opts]}
        for flag in re.findall(r"(?<![\w-])(--?[a-z][\w-]*)", rest):
            assert flag in known | {"-h", "--help"}, (flag, whole)
