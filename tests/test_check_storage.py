"""``hlorules check`` writes nothing to the working directory (no ``.hypothesis/``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent / "engine_data"


def test_module_check_leaves_no_hypothesis_folder_in_the_working_directory(
        tmp_path: Path) -> None:
    """Run in a fresh process (hypothesis caches per process) from an empty folder: the
    folder stays empty and hypothesis's cache goes to $XDG_CACHE_HOME/hlorules/hypothesis."""
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    cache = tmp_path / "cache"
    env = {k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"}
    env["XDG_CACHE_HOME"] = str(cache)
    r = subprocess.run(
        [sys.executable, "-m", "hlorules.cli", "check", str(DATA / "input.mlir"),
         "--rulebook", str(DATA / "simple.book"), "--max-examples", "10"],
        cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "no difference found" in r.stdout
    assert list(cwd.iterdir()) == []
    assert (cache / "hlorules" / "hypothesis").is_dir()  # hypothesis did write, elsewhere
