"""``expect_exit.py CODE CMD...``: run CMD (its stdout and stderr pass through) and succeed
only if it exits with CODE (lit's internal shell has no ``$?``)."""

import subprocess
import sys

code, cmd = int(sys.argv[1]), sys.argv[2:]
got = subprocess.run(cmd, check=False).returncode
if got != code:
    sys.stderr.write(f"expected exit code {code}, got {got}: {' '.join(cmd)}\n")
    sys.exit(1)
