"""hlorules: a declarative rewrite-rule DSL and fixpoint engine for StableHLO."""

from hlorules.errors import HloRulesError, Location

__version__ = "0.1.0"
__all__ = ["HloRulesError", "Location", "__version__"]
