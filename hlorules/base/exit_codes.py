"""The command line's exit codes, one meaning each (README.md, "Exit codes")."""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """What ``hlorules`` exits with."""

    OK = 0
    BAD_INPUT = 1          # a located error: rule file, rulebook, MLIR, rewrite, inputs
    USAGE = 2              # bad command-line arguments (click's own convention)
    NO_CONVERGENCE = 3     # a rewrite cycle or runaway phase (the rules are named)
    COUNTEREXAMPLE = 4     # check: a rewrite changes the outputs (repro written)
    NOT_GENERATED = 5      # check: a rule could not be exercised, so it is not verified
    DIFFERS = 6            # experiment --check-against: the run does not reproduce it
    OUTPUTS_DIFFER = 7     # run: original and rewritten module give different outputs
    WEAK = 8               # check: no counterexample, but too few programs fired or a boundary
                           # class went uncovered (weak, not verified; --allow-weak exits 0)
    UNPROVED = 9           # prove: a rule neither proved nor refuted (unknown)
    MISSING_EXTRA = 10     # the command needs an optional extra that is not installed (named)
