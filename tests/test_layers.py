"""The import contracts ([tool.importlinter] in pyproject.toml) hold, and catch a planted
upward import and a planted cycle (each in a copy of the package as installed)."""

from __future__ import annotations

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
