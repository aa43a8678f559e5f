"""The rewrite engine: rulebooks, the worklist greedy driver, the scheduler and traces."""

from hlorules.engine.api import apply, load_rule_files, resolve
from hlorules.engine.driver import CycleError, Driver, RewriteError, RunawayError
from hlorules.engine.inline import inline_calls
from hlorules.engine.scheduler import run_schedule
from hlorules.engine.trace import Event, PhaseStats, RuleStats, Trace

__all__ = ["CycleError", "Driver", "Event", "PhaseStats", "RewriteError", "RuleStats",
           "RunawayError", "Trace", "apply", "inline_calls", "load_rule_files",
           "resolve", "run_schedule"]
