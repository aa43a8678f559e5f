"""Rulebook ordering experiments: sweep variants of a rulebook over a corpus and measure.

``hlorules experiment SPEC`` (see ``docs/experiments.md``).  From Python::

    from hlorules.experiment import load_spec, run_experiment
    run = run_experiment(load_spec("experiments/seed_orderings.spec"), "out/", jobs=2)
    run.rows      # one dict per (program, variant), columns results.COLUMNS

Modules: :mod:`.spec` (the spec language), :mod:`.variants` (edits of the base book),
:mod:`.corpus`, :mod:`.measure` (one job), :mod:`.executors` (serial, process pool, Dask,
Ray, custom), :mod:`.results` (CSV, metadata, tables, comparison), :mod:`.plots`,
:mod:`.runner`.
"""

from .executors import make_executor
from .measure import ORIGINAL, Job, run_job
from .results import COLUMNS, TIME_COLUMNS, compare_rows, read_csv
from .runner import ExperimentRun, plan, run_experiment
from .spec import Edit, Spec, Variant, load_spec, parse_spec_text
from .variants import PreparedVariant, apply_edits, prepare_variant

__all__ = ["COLUMNS", "ORIGINAL", "TIME_COLUMNS", "Edit", "ExperimentRun", "Job",
           "PreparedVariant", "Spec", "Variant", "apply_edits", "compare_rows", "load_spec",
           "make_executor", "parse_spec_text", "plan", "prepare_variant", "read_csv",
           "run_experiment", "run_job"]
