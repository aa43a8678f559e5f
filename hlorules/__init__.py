"""hlorules: a declarative rewrite-rule DSL and fixpoint engine for StableHLO."""

from hlorules.engine.api import apply, jit
from hlorules.engine.driver import CycleError, RewriteError, RunawayError
from hlorules.engine.trace import Trace
from hlorules.errors import HloRulesError, Location
from hlorules.rules.hooks import constraint, function, rewriter
from hlorules.checker import check

__version__ = "0.1.0"
__all__ = ["HloRulesError", "Location", "__version__", "constraint", "function", "rewriter"]
__all__ += ["CycleError", "RewriteError", "RunawayError", "Trace", "apply", "check", "jit"]
