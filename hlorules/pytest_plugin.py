"""pytest plugin: collect ``*.rules`` files as rule-level checks (opt-in).

Enable with ``hlorules_collect_rules = true`` in the pytest ini options; each rule of a
collected file becomes one test item that runs :func:`hlorules.checker.check_rule`:

* ``verified`` passes;
* ``counterexample`` fails, showing the shrunk counterexample and the program;
* ``weak`` (no counterexample, but too few distinct programs fired or a boundary class went
  uncovered) fails with the reason and the coverage, as ``hlorules check`` exits non-zero
  on it; with ``hlorules_allow_weak = true`` it passes instead (the report is attached to
  the item's ``user_properties``), as ``hlorules check --allow-weak`` does;
* ``could-not-generate`` is skipped with the reason.

A file that does not load fails with the located error. Budget (ini options, defaults the
checker's): ``hlorules_check_programs`` (100), ``hlorules_check_min_programs`` (100: the
distinct fired programs a ``verified`` needs), ``hlorules_check_max_examples`` (300),
``hlorules_check_seed`` (0). A budget below ``hlorules_check_min_programs`` makes every
rule weak.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


def pytest_addoption(parser: Any) -> None:
    parser.addini("hlorules_collect_rules", "collect *.rules files as rule checks", type="bool",
                  default=False)
    parser.addini("hlorules_check_programs", "programs generated per rule", default="100")
    parser.addini("hlorules_check_min_programs",
                  "distinct fired programs a rule needs to be verified (fewer: weak)",
                  default="100")
    parser.addini("hlorules_check_max_examples", "input cases per rule", default="300")
    parser.addini("hlorules_allow_weak", "pass weak rules (no counterexample, but too few "
                  "programs fired or a boundary class uncovered) instead of failing them",
                  type="bool", default=False)
    parser.addini("hlorules_check_seed", "seed of the rule checks", default="0")


def pytest_collect_file(file_path: Path, parent: Any) -> Any:
    if file_path.suffix == ".rules" and parent.config.getini("hlorules_collect_rules"):
        return RulesFile.from_parent(parent, path=file_path)
    return None


class RuleCheckFailed(Exception):
    """A rule check found a counterexample, or was weak where weak rules fail (carries the
    report)."""

    def __init__(self, report: Any) -> None:
        super().__init__(report.summary())
        self.report = report


class RulesFile(pytest.File):
    """A ``.rules`` file: one item per rule."""

    def collect(self) -> Iterator[pytest.Item]:
        # lazy (the three imports): pytest start-up; this plugin loads in every pytest run
        import hlorules.checker  # noqa: F401 -- registers the checker's hooks
        from hlorules.base.errors import HloRulesError  # lazy: as above
        from hlorules.rules import load_rules  # lazy: as above

        try:
            rules = load_rules(self.path)
        except HloRulesError as e:
            yield LoadErrorItem.from_parent(self, name="load", error=e)
            return
        for name, rule in rules.items():
            yield RuleItem.from_parent(self, name=name, rule=rule)


class LoadErrorItem(pytest.Item):
    def __init__(self, *, error: Exception, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.error = error

    def runtest(self) -> None:
        raise self.error

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        err = excinfo.value
        return err.render() if hasattr(err, "render") else str(err)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"load {self.path.name}"


class RuleItem(pytest.Item):
    """One rule, checked on programs generated from its pattern."""

    def __init__(self, *, rule: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.rule = rule

    def runtest(self) -> None:
        # lazy: pytest start-up (this plugin loads in every pytest run)
        from hlorules.checker.rules import COULD_NOT_GENERATE, COUNTEREXAMPLE, WEAK, check_rule

        cfg = self.config
        report = check_rule(self.rule, programs=int(cfg.getini("hlorules_check_programs")),
                            min_programs=int(cfg.getini("hlorules_check_min_programs")),
                            max_examples=int(cfg.getini("hlorules_check_max_examples")),
                            seed=int(cfg.getini("hlorules_check_seed")))
        self.user_properties.append(("hlorules_check", report.summary()))
        if report.outcome == COUNTEREXAMPLE:
            raise RuleCheckFailed(report)
        if report.outcome == WEAK and not cfg.getini("hlorules_allow_weak"):
            raise RuleCheckFailed(report)
        if report.outcome == COULD_NOT_GENERATE:
            pytest.skip(f"could not generate: {report.reason}")

    def repr_failure(self, excinfo: Any, style: Any = None) -> Any:
        if isinstance(excinfo.value, RuleCheckFailed):
            # lazy: pytest start-up (this plugin loads in every pytest run)
            from hlorules.checker.rules import WEAK

            text: str = excinfo.value.report.render()
            if excinfo.value.report.outcome == WEAK:
                text += ("\n(a weak rule fails: raise hlorules_check_programs, or set "
                         "hlorules_allow_weak = true to pass weak rules)")
            return text
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        loc = getattr(self.rule, "location", None)
        return self.path, (loc.line - 1 if loc else 0), f"rule {self.name}"
