"""The FileCheck suite (tests/lit/*.mlir, `// RUN: %hlorules opt ... | %filecheck %s`), run by
the `lit` package so that the README's test command covers it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

LIT_DIR = Path(__file__).parent / "lit"


def test_lit_suite_passes():
    tests = sorted(p.name for p in LIT_DIR.glob("*.mlir"))
    assert len(tests) >= 7
    r = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", "-v", "-j2",
                        str(LIT_DIR)], capture_output=True, text=True, timeout=900, check=False)
    assert r.returncode == 0, r.stdout[-6000:] + r.stderr[-3000:]
    for name in tests:  # each file ran and passed (not skipped or unsupported)
        assert f"PASS: hlorules :: {name}" in r.stdout, r.stdout[-3000:]
