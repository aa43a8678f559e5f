"""Apply each wrong rule alone to its counterexample module and run both on XLA CPU.

For every `rule NAME` of every `*.rules` file here, `NAME.mlir` is rewritten with a one-phase
book holding only that rule (`hlorules opt`), then original and rewritten run on the
arguments of `NAME.npz`. Prints both outputs per rule and exits 1 unless every pair of outputs differs
bitwise (which also shows that the rule fired).
"""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys
import tempfile

import numpy as np

from hlorules.lowering import xla

HERE = pathlib.Path(__file__).resolve().parent


def _rewrite(rules: pathlib.Path, rule: str, module: pathlib.Path) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        book = pathlib.Path(tmp) / "one.book"
        book.write_text(f"phase one until fixpoint (max 10) {{ {rule} }}\nschedule {{ one }}\n")
        done = subprocess.run(["hlorules", "opt", "-b", str(book), "--rules", str(rules), str(module)],
                              capture_output=True, text=True, check=True)
    return done.stdout


def _differ(a: list[np.ndarray], b: list[np.ndarray]) -> bool:
    return any(x.shape != y.shape or x.dtype != y.dtype or x.tobytes() != y.tobytes()
               for x, y in zip(a, b, strict=True))


def main() -> int:
    bad = 0
    for rules in sorted(HERE.glob("*.rules")):
        for rule in re.findall(r"^rule (\w+)", rules.read_text(), re.MULTILINE):
            module = HERE / f"{rule}.mlir"
            npz = np.load(HERE / f"{rule}.npz")
            args = [npz[f"arr_{k}"] for k in range(len(npz.files))]
            text = module.read_text()
            new = _rewrite(rules, rule, module)
            before, after = xla.run(text, *args), xla.run(new, *args)
            ok = _differ(before, after)
            print(f"{rules.stem:16} {rule:46} {'DIFFER' if ok else 'SAME  '} "
                  f"original={[o.tolist() for o in before]} rewritten={[o.tolist() for o in after]}")
            bad += not ok
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
