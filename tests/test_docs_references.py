"""Every command, flag, repo path, module and builtin that README.md and docs/*.md name exists.

What counts as a reference (inside a backtick code span, or on a line of a fenced block
that starts with ``hlorules`` or ``python``):

- a command: ``hlorules SUB ...``; SUB must be a command of the CLI (the typer app) and
  every ``-x``/``--flag`` after it one of SUB's options;
- a bench script: ``python bench/X.py ...``; the script must exist and every flag after it
  must be spelled in its source;
- a flag alone (``--allow-weak``): an option of some CLI command or of a bench script;
- a repo path: a span starting with a top-level folder of the repository (``rulebooks/``,
  ``tests/``, ...) or naming a root file (``pyproject.toml``); ``{a,b}`` expands, ``*``
  globs, ``file.py::name`` and ``folder/module.name`` name something defined in the file;
- a module: ``hlorules.x.y``, optionally followed by ``.attr``, ``:attr`` or a call; the
  longest prefix that is a module must exist, and the rest must be its attributes;
- a builtin: the first column of the builtin tables of docs/rules.md.

Links between pages (``[text](page.md)``) and plain ``docs/page.md`` mentions must exist.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import itertools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

TOP_FOLDERS = ("rulebooks", "tests", "bench", "docs", "rules", "engine", "lowering", "dialect",
               "checker", "experiment", "experiments", "hlorules", ".ci")
ROOT_FILES = ("pyproject.toml", "README.md", "CHANGELOG.md")

# Modules of the target layout that exist once the module moves have landed on main. A
# reference under one of these is expected to fail until then; when the move lands the
# xfail turns into a failure (strict), and the prefix is removed from this set.
PENDING_MOVE = ("hlorules.__main__",)
PENDING_MOVE_PATHS: tuple[str, ...] = ()

# Options of other programs the docs show (a Dask worker's).
EXTERNAL_FLAGS = {"--nthreads", "--nworkers", "--num-cpus", "--head", "--port", "--host"}

_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_FENCE = re.compile(r"^```")
_FLAG = re.compile(r"^--?[A-Za-z][\w-]*$")
_MODULE = re.compile(r"^(hlorules(?:\.\w+)+)(?::(\w+))?")
_FOLDERS = "|".join(re.escape(f) for f in TOP_FOLDERS)
_FILES = "|".join(re.escape(f) for f in ROOT_FILES)
_PATH = re.compile(rf"^(?:{_FOLDERS})/[\w./*{{}},:-]*$|^(?:{_FILES})$")
_LINK = re.compile(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)")
_DOC_MENTION = re.compile(r"(?<![\w/.])(docs/\w+\.md)")


def _spans(path: Path) -> list[tuple[int, str]]:
    """(line number, text) of each code span and of each command line of a fenced block."""
    out: list[tuple[int, str]] = []
    fenced = False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if _FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if fenced:
            s = line.strip()
            if s.startswith(("hlorules ", "python ", "python3 ")):
                out.append((n, s.split("  #")[0].split(" # ")[0].strip()))
            continue
        out.extend((n, m.group(1).strip()) for m in _SPAN.finditer(line))
    return out


def _tokens(text: str) -> list[str]:
    """The words of a command, with the brackets and bars of a usage line taken off."""
    return [t for t in re.split(r"[\s\[\]|]+", text) if t]


@functools.cache
def _cli() -> dict[str, set[str]]:
    """Each CLI command's option names (both spellings of a boolean flag), '' = global."""
    import typer.main

    from hlorules.cli import app

    group = typer.main.get_command(app)
    help_opts = set((group.context_settings or {}).get("help_option_names", ["--help"]))
    names = {"": {o for p in group.params for o in (*p.opts, *p.secondary_opts)} | help_opts}
    for name, cmd in group.commands.items():  # type: ignore[attr-defined]
        names[name] = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)
                       if o.startswith("-")} | help_opts
    return names


@functools.cache
def _bench_flags() -> set[str]:
    flags: set[str] = set()
    for script in (ROOT / "bench").glob("*.py"):
        flags |= set(re.findall(r"""["'](--?[A-Za-z][\w-]*)["']""", script.read_text()))
    return flags


def _expand(path: str) -> list[str]:
    m = re.search(r"\{([^{}]*)\}", path)
    if not m:
        return [path]
    return list(itertools.chain.from_iterable(
        _expand(path[:m.start()] + alt + path[m.end():]) for alt in m.group(1).split(",")))


def _path_problem(ref: str) -> str | None:
    """Why a repo path reference does not resolve, or None."""
    for p in _expand(ref.rstrip(".,;:")):
        name = None
        if "::" in p:
            p, name = p.split("::", 1)
        elif ":" in p:
            p, name = p.split(":", 1)
        if "*" in p:
            if not list(ROOT.glob(p)):
                return f"no file matches {p}"
            continue
        target = ROOT / p
        if not target.exists():
            stem, dot, attr = p.rpartition(".")
            module = ROOT / f"{stem}.py"
            if dot and "/" in stem and module.is_file() and attr.isidentifier():
                p, target, name = str(module.relative_to(ROOT)), module, attr
            else:
                return f"{p} does not exist"
        if name and not re.search(rf"^\s*(?:def|class|async def)?\s*{re.escape(name)}\b",
                                   target.read_text(encoding="utf-8"), re.MULTILINE):
            return f"{name} is not defined in {p}"
    return None


def _module_problem(ref: str) -> str | None:
    """Why a ``hlorules.x.y`` reference does not resolve, or None."""
    m = _MODULE.match(ref)
    assert m
    parts = m.group(1).split(".")
    if m.group(2):
        parts.append(m.group(2))
    for cut in range(len(parts), 0, -1):
        name = ".".join(parts[:cut])
        try:
            spec = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            spec = None
        if spec is not None:
            break
    else:
        return f"no module {parts[0]}"
    rest = parts[cut:]
    if not rest:
        return None
    obj = importlib.import_module(name)
    for attr in rest:
        if not hasattr(obj, attr):
            try:
                obj = importlib.import_module(f"{obj.__name__}.{attr}")  # type: ignore[attr-defined]
                continue
            except (ImportError, AttributeError):
                return f"{name} has no attribute {'.'.join(rest)}"
        obj = getattr(obj, attr)
    return None


def _references() -> list[tuple[str, str, str]]:
    """(kind, where, text) of every reference in README.md and docs/*.md."""
    refs: list[tuple[str, str, str]] = []
    for doc in DOCS:
        rel = doc.relative_to(ROOT)
        for n, text in _spans(doc):
            where = f"{rel}:{n}"
            toks = _tokens(text)
            if not toks:
                continue
            if toks[0] == "hlorules" and len(toks) > 1:
                refs.append(("command", where, text))
            elif toks[0] in ("python", "python3") and len(toks) > 1 and toks[1].startswith("bench/"):
                refs.append(("bench", where, text))
            elif _FLAG.match(toks[0]) and toks[0].startswith("--"):
                refs.append(("flag", where, toks[0]))
            if _MODULE.match(text):
                refs.append(("module", where, _MODULE.match(text).group(0)))  # type: ignore[union-attr]
            for t in toks:
                t = t.strip("'\"(),;")
                if _PATH.match(t) and not t.endswith("/..."):
                    refs.append(("path", where, t))
        body = doc.read_text(encoding="utf-8")
        for m in _LINK.finditer(body):
            if "://" not in m.group(1):
                refs.append(("link", f"{rel}", str((doc.parent / m.group(1)).resolve().relative_to(ROOT))))
        for m in _DOC_MENTION.finditer(body):
            refs.append(("path", f"{rel}", m.group(1)))
    return sorted(set(refs))


def _problem(kind: str, text: str) -> str | None:
    if kind == "command":
        toks = _tokens(text)
        cli = _cli()
        sub = toks[1]
        if _FLAG.match(sub):
            return None if sub in cli[""] else f"hlorules has no option {sub}"
        if sub not in cli:
            return f"hlorules has no command {sub!r} (has {sorted(c for c in cli if c)})"
        bad = [t for t in toks[2:] if _FLAG.match(t) and t not in cli[sub]]
        return f"`hlorules {sub}` has no option {', '.join(bad)}" if bad else None
    if kind == "bench":
        toks = _tokens(text)
        script = ROOT / toks[1]
        if not script.is_file():
            return f"{toks[1]} does not exist"
        source = script.read_text(encoding="utf-8")
        bad = [t for t in toks[2:] if _FLAG.match(t) and t.startswith("--")
               and not re.search(rf"""["']{re.escape(t)}["']""", source)]
        return f"{toks[1]} has no option {', '.join(bad)}" if bad else None
    if kind == "flag":
        if (any(text in opts for opts in _cli().values()) or text in _bench_flags()
                or text in EXTERNAL_FLAGS):
            return None
        return f"no command or bench script has the option {text}"
    if kind in ("path", "link"):
        return _path_problem(text)
    if kind == "module":
        return _module_problem(text)
    raise AssertionError(kind)


def _param(kind: str, where: str, text: str) -> object:
    marks = []
    if (kind == "module" and text.startswith(PENDING_MOVE)
            or kind == "path" and text.startswith(PENDING_MOVE_PATHS)):
        marks.append(pytest.mark.xfail(strict=True, reason="exists once the layout move lands"))
    return pytest.param(kind, where, text, id=f"{kind}:{where}:{text}"[:120], marks=marks)


REFERENCES = _references()


@pytest.mark.parametrize(("kind", "where", "text"), [_param(*r) for r in REFERENCES])
def test_every_command_flag_path_and_module_the_docs_name_exists(kind: str, where: str,
                                                                 text: str) -> None:
    problem = _problem(kind, text)
    assert problem is None, f"{where}: `{text}`: {problem}"


def test_the_docs_name_commands_flags_paths_and_modules() -> None:
    kinds = {k for k, _, _ in REFERENCES}
    assert kinds >= {"command", "bench", "flag", "path", "module", "link"}
    assert sum(k == "command" for k, _, _ in REFERENCES) >= 10


def _first_cell(line: str) -> str:
    """The first cell of a markdown table row; a ``|`` inside a code span does not end it."""
    cell, code = [], False
    for ch in line[1:]:
        if ch == "`":
            code = not code
        elif ch == "|" and not code:
            break
        cell.append(ch)
    return "".join(cell).strip()


def _builtin_table_names() -> list[tuple[int, str]]:
    """(line, name) of each code span in the first column of rules.md's builtin and guard tables."""
    names: list[tuple[int, str]] = []
    in_table = False
    for n, line in enumerate((ROOT / "docs" / "rules.md").read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("|"):
            in_table = False
            continue
        first = _first_cell(line)
        if first in ("builtin", "guard"):
            in_table = True
            continue
        if in_table:
            names.extend((n, m.group(1)) for m in re.finditer(r"`(?:not\s+)?([a-z_]\w*)[^`]*`", first))
    return sorted(set(names))


def test_every_builtin_in_the_rules_reference_tables_is_registered() -> None:
    from hlorules.rules.builtins import BUILTINS

    names = _builtin_table_names()
    assert len(names) > 80
    unknown = [f"docs/rules.md:{n}: {name}" for n, name in names if name not in BUILTINS]
    assert not unknown, f"not builtins: {unknown}"


def test_every_registered_builtin_is_in_the_rules_reference_tables() -> None:
    from hlorules.rules.builtins import BUILTINS

    documented = {name for _, name in _builtin_table_names()}
    missing = sorted(set(BUILTINS) - documented)
    assert not missing, f"builtins missing from docs/rules.md's tables: {missing}"


def test_the_docs_index_links_every_page() -> None:
    index = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    linked = {m.group(1) for m in _LINK.finditer(index)}
    pages = {p.name for p in (ROOT / "docs").glob("*.md")} - {"index.md"}
    assert pages <= linked, f"not linked from docs/index.md: {sorted(pages - linked)}"
