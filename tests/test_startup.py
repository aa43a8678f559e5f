"""Start-up: what the light commands import, and the on-disk parse cache (rules/cache.py)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hlorules.engine.api import apply
from hlorules.engine.rulebook import load_book
from hlorules.lowering import importer
from hlorules.lowering.validate import export_validated
from hlorules.rules import cache, ruleset

REPO = Path(__file__).resolve().parents[1]

NEG_NEG = """\
rule neg_neg {
  match negate(negate(%x))
  rewrite %x
}

rule abs_abs {
  match abs(abs(%x) as %a)
  rewrite %a
}
"""

MODULE = """\
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  %2 = stablehlo.abs %1 : tensor<4xf32>
  %3 = stablehlo.abs %2 : tensor<4xf32>
  return %3 : tensor<4xf32>
}
"""


def _imports_after(code: str, *modules: str) -> tuple[list[str], str]:
    """Run ``code`` in a fresh interpreter; which of ``modules`` it left in sys.modules,
    and its standard output."""
    probe = (f"{code}\nimport sys\n"
             f"print('LOADED', [m for m in {list(modules)!r} if m in sys.modules])\n")
    env = {**os.environ, "HLORULES_NO_CACHE": "1"}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         env=env, cwd=REPO, timeout=300, check=True).stdout
    marker = out.rindex("LOADED ")
    return ast.literal_eval(out[marker + len("LOADED "):].strip()), out[:marker]


def _cli(*argv: str) -> str:
    return ("from hlorules.cli import app\n"
            f"try:\n    app({list(argv)!r})\nexcept SystemExit as e:\n"
            "    assert not e.code, e.code\n")


def test_import_hlorules_does_not_import_jax_or_ml_dtypes() -> None:
    loaded, _ = _imports_after("import hlorules", "jax", "ml_dtypes", "jaxlib", "xdsl")
    assert loaded == []


def test_help_does_not_import_jax_or_ml_dtypes() -> None:
    loaded, out = _imports_after(_cli("--help"), "jax", "ml_dtypes", "xdsl", "lark")
    assert "opt" in out and "Usage" in out
    assert loaded == []


def test_opt_on_f32_module_imports_neither_jax_nor_ml_dtypes(tmp_path: Path) -> None:
    m = tmp_path / "m.mlir"
    m.write_text(MODULE)
    loaded, out = _imports_after(_cli("opt", "--rulebook", "exec", str(m)), "jax",
                                 "ml_dtypes")
    assert "func.func @main" in out
    assert loaded == []


def test_opt_reads_bf16_constants_when_it_meets_them(tmp_path: Path) -> None:
    m = tmp_path / "m.mlir"
    m.write_text("func.func @main() -> tensor<2xbf16> {\n"
                 "  %c = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xbf16>\n"
                 "  %n = stablehlo.negate %c : tensor<2xbf16>\n"
                 "  return %n : tensor<2xbf16>\n}\n")
    loaded, out = _imports_after(_cli("opt", "--rulebook", "exec", str(m)), "ml_dtypes")
    assert "dense<[-1.500000e+00, 2.000000e+00]> : tensor<2xbf16>" in out
    assert "stablehlo.negate" not in out
    assert loaded == ["ml_dtypes"]


def test_run_prints_no_xla_info_lines_although_jaxlib_loads_before_jax(tmp_path: Path) -> None:
    # jaxlib's C++ logging level is fixed when its extension loads; jax's __init__ sets
    # TF_CPP_MIN_LOG_LEVEL=1 but parsing loads jaxlib first now, so lowering sets it too
    m = tmp_path / "m.mlir"
    m.write_text(MODULE)
    env = {k: v for k, v in os.environ.items() if k != "TF_CPP_MIN_LOG_LEVEL"}
    got = subprocess.run([sys.executable, "-c", _cli("run", "--rulebook", "exec", str(m))],
                         capture_output=True, text=True, env=env, cwd=REPO, timeout=300,
                         check=False)
    assert got.returncode == 0, got.stderr
    assert "PjRt" not in got.stderr and "pjrt_client" not in got.stderr


# --------------------------------------------------------------------------- the cache


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private, empty cache folder for the test."""
    home = tmp_path / "xdg"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    monkeypatch.delenv("HLORULES_CACHE_DIR", raising=False)
    monkeypatch.delenv("HLORULES_NO_CACHE", raising=False)
    return home / "hlorules"


def _entries(d: Path) -> list[Path]:
    return sorted(d.glob("*.parsed")) if d.is_dir() else []


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("parsed although the cache holds this file")

    monkeypatch.setattr(ruleset, "parse_file", refuse)


def _summary(rs: ruleset.RuleSet) -> list[tuple]:
    return [(r.name, r.source, r.descriptions, sorted(r.roots), r.benefit, str(r.location),
             r.keep_attrs) for r in rs.values()]


def _rewrite(rules_path: Path) -> str:
    module = importer.from_text(MODULE)
    book = rules_path.with_suffix(".book")
    book.write_text(f'include "{rules_path.name}"\nphase all {{ neg_neg, abs_abs }}\n')
    _, trace = apply(module, book, ruleset.load_rules(rules_path))
    return export_validated(module, trace, pretty=True)


def test_cache_hit_gives_the_rules_a_fresh_parse_gives(
        tmp_path: Path, cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "neg.rules"
    f.write_text(NEG_NEG)
    first = ruleset.load_rules(f)
    before = _rewrite(f)
    assert len(_entries(cache_home)) == 2  # the rule file and _rewrite's book
    _no_parsing(monkeypatch)
    again = ruleset.load_rules(f)
    assert _summary(again) == _summary(first)
    assert _rewrite(f) == before
    assert "stablehlo.negate" not in before and before.count("stablehlo.abs") == 1


def test_seed_rules_from_cache_equal_a_fresh_parse(
        cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seed = REPO / "rulebooks" / "seed.rules"
    fresh = ruleset.load_rules(seed)
    _no_parsing(monkeypatch)
    assert _summary(ruleset.load_rules(seed)) == _summary(fresh)


def test_editing_a_rule_file_invalidates_its_entry(tmp_path: Path, cache_home: Path) -> None:
    f = tmp_path / "neg.rules"
    f.write_text(NEG_NEG)
    assert _rewrite(f).count("stablehlo.negate") == 0
    f.write_text(NEG_NEG.replace("rewrite %x", "rewrite negate(%x)"))
    edited = ruleset.load_rules(f)
    assert "negate" in str(edited["neg_neg"].model.rewrite)
    out = _rewrite(f)
    assert out.count("stablehlo.negate") == 1
    assert len(_entries(cache_home)) == 3  # both rule texts and the (unchanged) book


def test_editing_an_included_book_is_seen(tmp_path: Path, cache_home: Path) -> None:
    (tmp_path / "neg.rules").write_text(NEG_NEG)
    sub = tmp_path / "sub.book"
    sub.write_text('include "neg.rules"\nset fold_limit = 10\nphase p { neg_neg }\n')
    top = tmp_path / "top.book"
    top.write_text('include "sub.book"\nphase q { abs_abs }\n')
    assert load_book(top).options["fold_limit"] == 10
    sub.write_text('include "neg.rules"\nset fold_limit = 20\nphase p { neg_neg }\n')
    book = load_book(top)
    assert book.options["fold_limit"] == 20
    assert list(book.phases) == ["p", "q"]


def test_corrupt_entries_are_ignored_and_rebuilt(
        tmp_path: Path, cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "neg.rules"
    f.write_text(NEG_NEG)
    book = tmp_path / "b.book"
    book.write_text('include "neg.rules"\nphase all { neg_neg }\n')
    fresh = _summary(ruleset.load_rules(f))
    fresh_book = load_book(book)
    entries = _entries(cache_home)
    assert len(entries) == 2
    garbage = [b"", b"not a cache entry", entries[0].read_bytes()[:40],
               entries[1].read_bytes()[:-7]]
    for junk in garbage:
        for e in entries:
            e.write_bytes(junk)
        assert _summary(ruleset.load_rules(f)) == fresh
        assert load_book(book).phases.keys() == fresh_book.phases.keys()
    _no_parsing(monkeypatch)  # the last load wrote a good entry again
    assert _summary(ruleset.load_rules(f)) == fresh


def test_unwritable_cache_folder_loads_without_a_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker / "below"))  # cannot be a folder
    monkeypatch.delenv("HLORULES_CACHE_DIR", raising=False)
    monkeypatch.delenv("HLORULES_NO_CACHE", raising=False)
    assert cache.cache_dir() is None
    f = tmp_path / "neg.rules"
    f.write_text(NEG_NEG)
    assert list(ruleset.load_rules(f)) == ["neg_neg", "abs_abs"]
    assert "stablehlo.negate" not in _rewrite(f)


def test_no_cache_variable_turns_it_off(
        tmp_path: Path, cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HLORULES_NO_CACHE", "1")
    f = tmp_path / "neg.rules"
    f.write_text(NEG_NEG)
    ruleset.load_rules(f)
    load_book(REPO / "rulebooks" / "exec.book")
    assert _entries(cache_home) == []


def test_a_bad_rule_file_is_reported_the_same_with_a_cache(
        tmp_path: Path, cache_home: Path) -> None:
    from hlorules.base.errors import HloRulesError

    f = tmp_path / "bad.rules"
    f.write_text(NEG_NEG.replace("rewrite %x", "rewrite no_such_op(%x)"))
    messages = []
    for _ in range(2):
        with pytest.raises(HloRulesError) as e:
            ruleset.load_rules(f)
        messages.append(e.value.render())
    assert messages[0] == messages[1]
    assert f"{f}:3:" in messages[0]


def test_old_entries_are_pruned(tmp_path: Path, cache_home: Path,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache, "MAX_ENTRIES", 3)
    for i in range(6):
        f = tmp_path / f"r{i}.rules"
        f.write_text(NEG_NEG)
        ruleset.load_rules(f)
    assert len(_entries(cache_home)) == 3


# --------------------------------------------------------------------------- jaxlib context

CONTEXT_INPUTS = [
    MODULE,
    # chlo, a sharding attribute of the sdy dialect, mhlo-named discardable attributes
    """module @m attributes {mhlo.num_partitions = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>})
      -> tensor<4xf32> {
    %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
    %1 = stablehlo.custom_call @foo(%0) {mhlo.frontend_attributes = {a = "b"}}
        : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
""",
    # an unregistered dialect's op (allowed) and a bad one (a located diagnostic)
    '"mydialect.op"() : () -> ()\n',
    ("func.func @main(%x: tensor<4xf32>) -> tensor<4xi32> {\n"
    "  %0 = stablehlo.add %x, %x : tensor<4xi32>\n  return %0 : tensor<4xi32>\n}\n"),
]


@pytest.mark.parametrize("text", CONTEXT_INPUTS, ids=["f32", "chlo_sdy", "unregistered", "bad"])
def test_jaxlib_context_parses_as_jaxs_own(text: str) -> None:
    """The context made without importing jax accepts, rejects and prints as jax's does."""
    from jax._src.interpreters import mlir as jmlir

    from hlorules.lowering import jaxlib_api

    def outcome(ctx: object) -> str:
        try:
            mod = jaxlib_api.parse_module(text, ctx)
        except jaxlib_api.mlir_error_type() as e:
            return "error: " + str(e)
        return jaxlib_api.print_module(mod, generic=True)

    theirs = jmlir.make_ir_context()
    theirs.allow_unregistered_dialects = True
    assert outcome(jaxlib_api.make_context()) == outcome(theirs)
