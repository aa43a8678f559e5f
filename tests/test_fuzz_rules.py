"""Fuzzing rule files and rulebooks end to end (issue 14).

Each case takes one to three rules of the shipped rule files (``rulebooks/*.rules``) and of
``tests/rules_ok``, or a shipped rulebook, mutates its bytes (insertions of tokens that
reach every limit: deep nesting, huge integers and floats, invalid UTF-8, huge allocations;
deletions, duplications), writes it to a file, loads it through a rulebook AND applies it
to small modules of the corpus (``tests/engine_data/input.mlir`` and lowered JAX corpus
programs).  What may come out: nothing, or the project's located error
(``HloRulesError`` with a ``file:line:col``).  Anything else is a failure -- an exception
escaping (a traceback), a rule that "crashed" (a Python error inside a rule, wrapped by the
driver), a module left invalid, or a case still running after :data:`HANG_SECONDS`
(stopped by a watchdog; a hang, not a timing assertion).  A crash (signal) ends the run.

The default run tries a few hundred cases; ``-m slow`` tries thousands (see the
``FUZZ_RULE_CASES``/``FUZZ_BOOK_CASES`` environment variables), and ``-s`` prints the
tallies.  The hypothesis tests stop at the first failure; ``python tests/test_fuzz_rules.py
N [SEED]`` runs N rule cases and N/4 book cases from seeded Randoms and counts every outcome
(ok, located, tracebacks, crashed rules, hangs).
"""

from __future__ import annotations

import itertools
import os
import random
import re
import signal
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp

from hlorules.base.errors import HloRulesError
from hlorules.engine import api
from hlorules.engine.driver import RewriteError
from hlorules.engine.rulebook import KEYWORDS as BOOK_KEYWORDS
from hlorules.lowering import importer
from hlorules.rules.parser import KEYWORDS

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
HANG_SECONDS = 60
"""A case still running after this long counts as a hang (the watchdog stops it)."""

DEFAULT_CASES = 200
SLOW_RULE_CASES = int(os.environ.get("FUZZ_RULE_CASES", "4000"))
SLOW_BOOK_CASES = int(os.environ.get("FUZZ_BOOK_CASES", "1000"))

TALLY: Counter[str] = Counter()


# --------------------------------------------------------------------------- seeds


def _split_rules(text: str) -> list[str]:
    """The top-level ``rule NAME { ... }`` blocks of a rule file (comments dropped)."""
    text = re.sub(r"#[^\n]*", "", text)
    out, depth, start = [], 0, None
    for m in re.finditer(r"\brule\b|[{}]|\"(?:[^\"\\\n]|\\.)*\"", text):
        tok = m.group()
        if tok == "rule" and depth == 0:
            start = m.start()
        elif tok == "{":
            depth += 1
        elif tok == "}":
            depth -= 1
            if depth == 0 and start is not None:
                out.append(text[start:m.end()])
                start = None
    return out


RULE_FILES = sorted((REPO / "rulebooks").glob("*.rules")) + sorted(
    (HERE / "rules_ok").glob("*.rules"))
RULES = [r for f in RULE_FILES for r in _split_rules(f.read_text(encoding="utf-8"))]
BOOKS = [p.read_text(encoding="utf-8") for p in sorted((REPO / "rulebooks").glob("*.book"))]
BOOKS.append(
    'include "seed.rules"\ninclude "simplify.rules"\nset fold_limit = 64\n'
    "phase a until fixpoint (max 4) { tag(simplify) }\nphase b once { slice_iota, slice_transpose }\n"
    "schedule { a repeat 2 { b } first { a | b } until fixpoint (max 3) { b; a } }\n")

# Tokens inserted by mutation: the language's own, and what reaches every limit.
TOKENS = [
    "rule ", "match ", "where ", "let ", "rewrite ", "tags ", "benefit ", "not ", " and ",
    " or ", "if ", " then ", " else ", "(", ")", "[", "]", "{", "}", ",", ":", "=", "==",
    " + ", " - ", " * ", " // ", "...", "%x", "%y", "$T", "$d", "_", "=>", "@fold_constants",
    "negate(", "add(%x, ", "splat(0, $T)", "iota()", "tensor([2, 3], f32)", "0", "1", "-1",
    "255", "1.5", "1.0e999", "-1.0e999", "1e5", "9" * 30, "7" * 4400, "not " * 40,
    "(" * 40, "[" * 40, "]" * 40, " + 1" * 40, "negate(" * 20, "fill(100000000, 1)",
    "range(100000000)", "splat(1.0, tensor([1073741824, 4], f32))", "len(fill(40000, 0))",
    "\xff", "\xc3", "\x00", "\t", "\n", "é", '"', "\\", "#",
    # rulebook words
    "phase ", "ruleset ", "schedule ", "include ", "set ", "repeat 3 ", "first ", "until ",
    "fixpoint ", "(max 2) ", "once ", "cap 5 ", "sweeps 2 ", "disable ", "enable ", "tag(",
    "all", " | ", ";", "set fold_limit = true\n", "set alloc_limit = 4\n", "set inline = 1\n",
    "set fold_limit = 4\n", '"seed.rules"', '"fold.rules"', '"nope.book"', "{ " * 40,
    "repeat 2 { " * 40,
]


_WORD = re.compile(r"[%$@]?[A-Za-z_][A-Za-z0-9_.]*|[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_KEYWORDS = KEYWORDS | BOOK_KEYWORDS


def _word_class(text: str, m: re.Match[str]) -> str:
    """A word's class: number, %value, $attr, @hook, a called name, or another name."""
    w = m.group()
    if w[0].isdigit():
        return "num"
    if w[0] in "%$@":
        return w[0]
    return "call" if text[m.end():m.end() + 1] == "(" else "name"


# Words of the seeds themselves by class (op names, builtins, variables, numbers), and
# nasty numbers: a word swapped for another of its class mostly keeps the text parseable,
# so the case reaches apply.
_CLASSES: dict[str, list[str]] = {"num": [
    "0", "2", "65535", "4294967296", "18446744073709551615", "18446744073709551616",
    "1.0e999", "1.0e-999", "100000000", "9" * 4400]}
for _r in RULES:
    for _m in _WORD.finditer(_r):
        if _m.group() not in _KEYWORDS:
            _CLASSES.setdefault(_word_class(_r, _m), []).append(_m.group())
_CLASSES = {k: sorted(set(v)) for k, v in _CLASSES.items()}
WORDS = sorted({w for ws in _CLASSES.values() for w in ws})


def mutate(base: str, rnd: random.Random) -> bytes:
    """``base`` with one to three mutations at places drawn from ``rnd``."""
    data = base.encode("utf-8")
    swaps_only = rnd.random() < 0.5  # half the cases stay (mostly) parseable: reach apply
    for _ in range(rnd.choice([1, 1, 2, 3])):
        pos = rnd.randint(0, len(data))
        kind = "swap" if swaps_only else rnd.choice(
            ["swap", "swap", "insert", "insert", "delete", "duplicate", "replace"])
        if kind == "swap":
            text = data.decode("utf-8", "replace")
            words = [w for w in _WORD.finditer(text) if w.group() not in _KEYWORDS]
            if not words:
                continue
            w = rnd.choice(words)
            pool = WORDS if rnd.random() < 0.05 else _CLASSES.get(_word_class(text, w), WORDS)
            data = (text[:w.start()] + rnd.choice(pool) + text[w.end():]).encode("utf-8")
        elif kind == "insert":
            tok = rnd.choice(TOKENS)
            raw = tok.encode("latin-1") if tok in ("\xff", "\xc3") else tok.encode("utf-8")
            data = data[:pos] + raw + data[pos:]
        elif kind == "delete":
            data = data[:pos] + data[pos + rnd.randint(1, 40):]
        elif kind == "duplicate":
            n = rnd.randint(1, 200)
            data = data[:pos + n] + data[pos:pos + n] + data[pos + n:]
        else:
            tok = rnd.choice(TOKENS).encode("utf-8")
            data = data[:pos] + tok + data[pos + len(tok):]
    return data


def rule_text(rnd: random.Random) -> bytes:
    """One to three seed rules, mutated."""
    picked = [rnd.choice(RULES) for _ in range(rnd.choice([1, 1, 2, 3]))]
    return mutate("\n".join(picked) + "\n", rnd)


def book_text(rnd: random.Random) -> bytes:
    """A shipped (or test) rulebook, mutated."""
    return mutate(rnd.choice(BOOKS), rnd)


# hypothesis draws the Random (uniform places: its own integers favour small values)
rule_case = st.randoms(use_true_random=True).map(rule_text)
book_case = st.randoms(use_true_random=True).map(book_text)


# --------------------------------------------------------------------------- modules


def _corpus_modules() -> list[str]:
    import corpus  # type: ignore[import-not-found]
    import numpy as np

    from hlorules.lowering import exporter

    texts = [(HERE / "engine_data" / "input.mlir").read_text()]
    wanted = {"iota_and_strided_slices", "concat_reverse_transpose_reshape", "seed_iota_slices"}

    for prog in corpus.PROGRAMS:
        if prog.name in wanted:
            args = prog.make_args(np.random.default_rng(0))
            texts.append(exporter.to_text(importer.from_jax(prog.fn, *args)))
    return texts


@pytest.fixture(scope="module")
def modules() -> list[str]:
    return _corpus_modules()


# --------------------------------------------------------------------------- one case


class _Hang(BaseException):
    """Raised by the watchdog in a case that runs past HANG_SECONDS."""


def _alarm(signum: int, frame: Any) -> None:
    raise _Hang()


_COUNTER = itertools.count()


def _outcome(kind: str, data: bytes, folder: Path, modules: list[str]) -> str:
    """Run one case; returns 'ok' or 'located', or raises for anything else."""
    n = next(_COUNTER)
    rules = folder / f"case{n}.rules"
    book = folder / f"case{n}.book"
    if kind == "rules":
        rules.write_bytes(data)
        book.write_text(f'include "{rules.name}"\nset fold_limit = 64\n'
                        "phase p until fixpoint (max 4) cap 200 { all }\n")
    else:
        for shipped in (REPO / "rulebooks").glob("*.rules"):
            target = folder / shipped.name
            if not target.exists():
                target.write_bytes(shipped.read_bytes())
        book.write_bytes(data)
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_SECONDS)
    try:
        for text in modules:
            module = importer.from_text(text)
            api.apply(module, book, checked=True, on_cycle="stop")
            _verify(module)
        return "ok"
    except _Hang:
        raise AssertionError(f"hang: case still running after {HANG_SECONDS} s:\n"
                             f"{data!r}") from None
    except RewriteError as e:
        if "crashed" in e.message:
            raise AssertionError(f"a rule crashed: {e.render()}\n{data!r}") from e
        _located(e, data)
        return "located"
    except HloRulesError as e:
        _located(e, data)
        return "located"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _verify(module: ModuleOp) -> None:
    module.verify()


def _located(e: HloRulesError, data: bytes) -> None:
    assert e.location is not None, f"unlocated error {e!r} for {data!r}"
    first = e.render().splitlines()[0]
    assert re.match(r".+:\d+:\d+: error: ", first), first
    assert "Traceback" not in e.render()


def _case(kind: str, data: bytes, folder: Path, modules: list[str]) -> None:
    TALLY[f"{kind} cases"] += 1
    try:
        TALLY[f"{kind} {_outcome(kind, data, folder, modules)}"] += 1
    except AssertionError:
        TALLY[f"{kind} failures"] += 1
        raise


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    if TALLY:
        print("\nfuzz tallies: " + ", ".join(f"{k}: {v}" for k, v in sorted(TALLY.items())))


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz_rules")


# --------------------------------------------------------------------------- tests


def test_seed_corpus_is_not_empty() -> None:
    assert len(RULES) >= 50 and len(BOOKS) >= 3


def test_unmutated_seeds_load_and_apply(folder: Path, modules: list[str]) -> None:
    for text in BOOKS[:-1]:
        assert _outcome("book", text.encode(), folder, modules) == "ok"


@settings(max_examples=DEFAULT_CASES)
@given(data=rule_case)
def test_mutated_rule_files_load_and_apply_or_give_one_located_error(
        data: bytes, folder: Path, modules: list[str]) -> None:
    _case("rules", data, folder, modules)


@settings(max_examples=DEFAULT_CASES // 2)
@given(data=book_case)
def test_mutated_rulebooks_load_and_apply_or_give_one_located_error(
        data: bytes, folder: Path, modules: list[str]) -> None:
    _case("book", data, folder, modules)


@pytest.mark.slow
@settings(max_examples=SLOW_RULE_CASES)
@given(data=rule_case)
def test_many_mutated_rule_files(data: bytes, folder: Path, modules: list[str]) -> None:
    _case("rules", data, folder, modules)


@pytest.mark.slow
@settings(max_examples=SLOW_BOOK_CASES)
@given(data=book_case)
def test_many_mutated_rulebooks(data: bytes, folder: Path, modules: list[str]) -> None:
    _case("book", data, folder, modules)


def main(argv: list[str]) -> int:
    """``python tests/test_fuzz_rules.py N [SEED]``: N rule cases and N//4 book cases from
    seeded Randoms, every outcome counted (the hypothesis tests stop at the first failure)."""
    import sys
    import tempfile
    import traceback

    n, seed = int(argv[0]), int(argv[1]) if len(argv) > 1 else 0
    folder = Path(tempfile.mkdtemp(prefix="fuzz_rules_"))
    mods = _corpus_modules()
    counts: Counter[str] = Counter()
    for kind, make, count in (("rules", rule_text, n), ("book", book_text, n // 4)):
        for i in range(count):
            data = make(random.Random(seed * 1_000_003 + i))
            counts["cases"] += 1
            try:
                counts[_outcome(kind, data, folder, mods)] += 1
            except AssertionError as e:
                what = "hangs" if str(e).startswith("hang") else "crashed rules"
                counts[what] += 1
                print(f"--- {kind} case {i}: {what}\n{str(e)[:2000]}", file=sys.stderr)
            except Exception:  # noqa: BLE001 -- counting every escape is the point
                counts["tracebacks"] += 1
                print(f"--- {kind} case {i}: traceback\n{traceback.format_exc()[-3000:]}"
                      f"\n{data!r}", file=sys.stderr)
    print(dict(counts))
    return 0 if counts["cases"] == counts["ok"] + counts["located"] else 1


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(HERE))
    raise SystemExit(main(sys.argv[1:]))
