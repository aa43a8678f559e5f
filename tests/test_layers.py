"""The import contracts ([tool.importlinter] in pyproject.toml) hold, and catch a planted
upward import and a planted cycle (each in a copy of the package as installed)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("importlinter")

REPO = Path(__file__).resolve().parents[1]


def _lint(tree: Path) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or "lint-imports"
    return subprocess.run([exe, "--no-cache", str(REPO / "pyproject.toml")],
                          check=False, cwd=tree,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def installed_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package laid out as installed, as copies that a test may change (restore after)."""
    tree = tmp_path_factory.mktemp("installed")
    subprocess.run([sys.executable, str(REPO / ".ci" / "installed_tree.py"), str(REPO),
                    str(tree), "--copy"], check=True)
    return tree


def _planted(tree: Path, edits: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """lint-imports on ``tree`` with ``edits`` (path -> line appended) in place."""
    saved = {p: (tree / p).read_text() for p in edits}
    try:
        for p, line in edits.items():
            (tree / p).write_text(saved[p] + "\n" + line + "\n")
        return _lint(tree)
    finally:
        for p, text in saved.items():
            (tree / p).write_text(text)


def test_the_package_keeps_its_import_contracts(installed_copy: Path) -> None:
    r = _lint(installed_copy)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 broken" in r.stdout


def test_an_upward_import_breaks_the_layers_contract(installed_copy: Path) -> None:
    r = _planted(installed_copy, {"hlorules/dialect/windows.py": "import hlorules.engine.driver"})
    assert r.returncode != 0
    assert "layers:" in r.stdout and "BROKEN" in r.stdout
    assert "hlorules.dialect.windows -> hlorules.engine.driver" in r.stdout


def test_an_import_cycle_breaks_the_acyclic_contract(installed_copy: Path) -> None:
    r = _planted(installed_copy, {"hlorules/base/errors.py": "import hlorules.base.exit_codes",
                                  "hlorules/base/exit_codes.py": "import hlorules.base.errors"})
    assert r.returncode != 0
    out = r.stdout
    assert "no import cycles among the modules of any package BROKEN" in " ".join(out.split())
    assert "layers:" in out and "BROKEN" not in out.split("layers:")[1].split("\n")[0]


def _own_import(node: ast.AST) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.level > 0 or (node.module or "").startswith("hlorules")
    return isinstance(node, ast.Import) and any(a.name.startswith("hlorules") for a in node.names)


def test_every_import_of_our_modules_inside_a_function_says_why_it_is_lazy() -> None:
    """Imports sit at module top; one kept in a function (for start-up, or an optional extra
    behind it) says why in a ``# lazy`` comment on its line, on a line of its import group,
    or on the comment line heading the group."""
    unexplained = []
    for folder in ("hlorules", "dialect", "rules", "engine", "lowering", "checker", "experiment"):
        for path in sorted((REPO / folder).rglob("*.py")):
            lines = path.read_text().splitlines()
            for fn in ast.walk(ast.parse("\n".join(lines))):
                if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                for node in ast.walk(fn):
                    if not (isinstance(node, (ast.Import, ast.ImportFrom)) and _own_import(node)):
                        continue
                    k = node.lineno - 1  # the first line of its group
                    while k > 0 and lines[k - 1].strip().startswith(("from ", "import ")):
                        k -= 1
                    group = lines[k:node.lineno]
                    head = lines[k - 1].strip() if k > 0 else ""
                    if not (any("# lazy" in ln for ln in group)
                            or head.startswith("#") and "lazy" in head):
                        unexplained.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not unexplained, unexplained
