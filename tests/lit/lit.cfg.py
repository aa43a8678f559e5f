# ruff: noqa: F821 -- lit runs this file with `config` defined
# lit configuration of hlorules' FileCheck tests: `hlorules` and `filecheck` are run through
# the Python that runs lit, so an editable or a wheel install is tested alike.
import os
import shlex
import sys

import lit.formats

config.name = "hlorules"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
py = shlex.quote(sys.executable)
config.substitutions.append(("%hlorules", f"{py} -m hlorules.cli"))
config.substitutions.append(("%filecheck", f"{py} -m filecheck"))
config.substitutions.append(("%inputs", config.test_source_root + "/Inputs"))
config.substitutions.append(
    ("%expect-exit", f"{py} {config.test_source_root}/Inputs/expect_exit.py"))
# lit runs commands in a clean environment: keep what finds hlorules and its caches
for name in ("PYTHONPATH", "HOME", "XDG_CACHE_HOME", "HLORULES_PATH", "JAX_PLATFORMS",
             "HYPOTHESIS_STORAGE_DIRECTORY", "HLORULES_NO_CACHE", "HLORULES_CACHE_DIR"):
    if name in os.environ:
        config.environment[name] = os.environ[name]
