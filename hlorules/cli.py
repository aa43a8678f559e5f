"""The ``hlorules`` command line (typer): demo, roundtrip, opt, run, ...

Every command turns ``HloRulesError`` into one located message on stderr and exit code 1;
no traceback reaches the user for bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from hlorules.errors import HloRulesError

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Declarative rewrite rules and a fixpoint engine for StableHLO.")
err_console = Console(stderr=True, highlight=False)
console = Console(highlight=False)


def located_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run a command, turning HloRulesError into a clean message and exit code 1."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except HloRulesError as e:
            sys.stderr.write(e.render() + "\n")
            raise typer.Exit(1) from None

    return wrapper


def _write(text: str, output: Path | None) -> None:
    if output is None or str(output) == "-":
        sys.stdout.write(text)
    else:
        output.write_text(text)


@app.command()
@located_errors
def roundtrip(
    input: Annotated[Path, typer.Argument(help="MLIR file (pretty or generic), or - for stdin")],
    output: Annotated[Path | None, typer.Option("-o", help="output file (default stdout)")] = None,
    via: Annotated[str, typer.Option(help="parser: jaxlib (fast, any form) or xdsl (generic)")] = "jaxlib",
    pretty: Annotated[bool, typer.Option(help="print jaxlib's pretty form")] = False,
    locations: Annotated[bool, typer.Option(help="keep source locations")] = False,
    allow_unknown: Annotated[bool, typer.Option(help="carry unknown ops opaquely")] = False,
) -> None:
    """Import a module into hlorules' IR, verify it and print it back."""
    from hlorules.lowering import exporter, importer
    from hlorules.lowering.mlir_walk import Walker

    text = sys.stdin.read() if str(input) == "-" else _read(input)
    name = "<stdin>" if str(input) == "-" else str(input)
    if via == "jaxlib" and locations:
        from hlorules.lowering import jaxlib_api

        w = Walker(allow_unknown=allow_unknown, keep_locations=True)
        try:
            jm = jaxlib_api.parse_module(text)
        except jaxlib_api.mlir_error_type() as e:
            raise importer._mlir_error(e, name, text) from None  # noqa: SLF001
        module = w.module(jm)
        module.verify()
        _write(exporter.to_text(module, w.locations, pretty=pretty), output)
        return
    module = importer.from_text(text, name, via=via, allow_unknown=allow_unknown)
    _write(exporter.to_text(module, pretty=pretty), output)


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError as e:
        raise HloRulesError(f"cannot read {path}: {e.strerror}") from None


@app.command()
@located_errors
def demo(
    seed: Annotated[int, typer.Option(help="input seed")] = 0,
    backend: Annotated[str, typer.Option(help="jax backend: cpu or gpu")] = "cpu",
) -> None:
    """The main job on the bundled examples: import, round-trip, run on XLA, compare."""
    from hlorules.demo import run_demo

    ok = run_demo(seed=seed, backend=backend, console=console)
    if not ok:
        raise typer.Exit(1)


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":
    main()
