"""Module-level equivalence checking: original vs rewritten module on XLA, on hypothesis inputs.

Each (original, rewritten) pair is compiled once; hypothesis then varies only the inputs.
A failure is shrunk by hypothesis and reported as a :class:`Counterexample`, which can be
written to disk as a standalone repro (``NAME.mlir``, ``NAME.rewritten.mlir``, ``NAME.npz``,
``NAME.json``) and replayed with ``hlorules check --replay DIR``.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, find, settings
from hypothesis.errors import Flaky, NoSuchExample
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation, SSAValue

from hlorules.base.errors import HloRulesError, located
from hlorules.base.search_path import is_bare
from hlorules.dialect.attrs import TypeExtensionsAttr
from hlorules.dialect.types import is_bool_type, is_float_type, is_integer_type, to_dtype
from hlorules.engine.api import apply, resolve
from hlorules.engine.schedule import Phase
from hlorules.lowering import exporter, importer, interpreter, xla
from hlorules.lowering.mlir_walk import location_of
from hlorules.lowering.validate import export_validated
from hlorules.rules import load_rules

from .inputs import (
    SUPPORTED,
    ArgSpec,
    Mismatch,
    args_strategy,
    boundary_cases,
    compare_outputs,
    within_sum_bound,
)
from .magnitude import float_limits, magnitude_program
from .progress import note_case

__all__ = ["CaseRun", "Counterexample", "ModuleReport", "NotJudged", "OriginalRejected", "Pair",
           "arg_specs", "check_module", "hypothesis_storage", "main_func", "refuse_bounded_sizes",
           "replay", "rule_rtol", "rule_sums", "rule_ulps", "run_cases"]

DEFAULT_MAX_EXAMPLES = 200
REASSOCIATION_ULPS = 16


def rule_ulps(rule: Any) -> int:
    """The float tolerance, in ulps, a rule declares (``approx ulp N``) or its tags grant:
    ``ulpN`` gives N; ``reassociation`` or ``fast_math`` give 16; otherwise 0 (exact)."""
    approx = getattr(rule, "approx", None)
    best = int(approx[1]) if approx is not None and approx[0] == "ulp" else 0
    for t in getattr(rule, "tags", ()) or ():
        m = re.fullmatch(r"ulps?_?(\d+)", t)
        if m:
            best = max(best, int(m.group(1)))
        elif t in ("reassociation", "fast_math", "approx"):
            best = max(best, REASSOCIATION_ULPS)
    return best


def rule_sums(rule: Any) -> int:
    """The sum-of-products tolerance a rule declares (``approx sum N``): N; 0 otherwise."""
    approx = getattr(rule, "approx", None)
    return int(approx[1]) if approx is not None and approx[0] == "sum" else 0


def rule_rtol(rule: Any) -> float:
    """The relative float tolerance a rule declares (``approx rtol X``); 0.0 otherwise."""
    approx = getattr(rule, "approx", None)
    return float(approx[1]) if approx is not None and approx[0] == "rtol" else 0.0


def main_func(module: Operation) -> Operation:
    """The module's ``func.func @main`` (or its only public function)."""
    funcs = [op for op in module.walk() if op.name == "func.func"]
    for f in funcs:
        if f.properties["sym_name"].data == "main":  # type: ignore[attr-defined]
            return f
    if len(funcs) == 1:
        return funcs[0]
    raise HloRulesError("the module has no func.func @main")


_INDEX_OPERANDS: dict[str, Callable[[Operation], list[tuple[int, int]]]] = {}


def _index_operands(op: Operation) -> list[tuple[SSAValue, int]]:
    """(index operand, size of the dimension it indexes) for indexing ops."""
    def big(v: SSAValue) -> int:
        t = v.type
        return max(t.get_shape(), default=1) if isinstance(t, TensorType) else 1
    ops = list(op.operands)
    if op.name in ("stablehlo.gather", "stablehlo.dynamic_gather"):
        return [(ops[1], big(ops[0]))]
    if op.name == "stablehlo.scatter":
        n = (len(ops) - 1) // 2
        return [(ops[n], big(ops[0]))]
    if op.name == "stablehlo.dynamic_slice":
        return [(v, big(ops[0])) for v in ops[1:]]
    if op.name == "stablehlo.dynamic_update_slice":
        return [(v, big(ops[0])) for v in ops[2:]]
    return []


def index_like_args(func: Operation) -> dict[int, int]:
    """Argument number -> bound, for the arguments whose values reach an index operand."""
    block = func.regions[0].blocks[0]
    taint: dict[SSAValue, set[int]] = {a: {i} for i, a in enumerate(block.args)}
    out: dict[int, int] = {}
    for op in func.walk():
        if op is func:
            continue
        for v, bound in _index_operands(op):
            for i in taint.get(v, ()):
                out[i] = max(out.get(i, 0), bound)
        src: set[int] = set()
        for v in op.operands:
            src |= taint.get(v, set())
        if src:
            for r in op.results:
                taint[r] = src
    return out


def arg_specs(module: Operation, unique_indices: bool = False, allow_nan: bool = True,
              allow_inf: bool = True) -> list[ArgSpec]:
    """The argument specs of ``@main``; a clear ``HloRulesError`` for unsupported types."""
    func = main_func(module)
    types = list(func.properties["function_type"].inputs.data)  # type: ignore[attr-defined]
    idx = index_like_args(func)
    specs = []
    for i, t in enumerate(types):
        if not isinstance(t, TensorType) or any(d < 0 for d in t.get_shape()):
            raise HloRulesError(f"argument {i} of @main has type {t}, which check cannot "
                                f"generate inputs for (supported: {SUPPORTED})")
        e = t.get_element_type()
        try:
            dt = to_dtype(e)
        except ValueError:
            dt = None
        known = is_integer_type(e) or is_float_type(e) or is_bool_type(e)
        if dt is None or not (known or dt.kind == "c") or (dt.kind == "f" and dt.itemsize == 1):
            raise HloRulesError(f"argument {i} of @main has element type {e}, which check "
                                f"cannot generate inputs for (supported: {SUPPORTED})")
        specs.append(ArgSpec(tuple(t.get_shape()), dt, idx.get(i, 0) if dt.kind in "iu" else 0,
                             unique_indices, allow_nan, allow_inf))
    return specs


def refuse_bounded_sizes(module: Operation, locations: Mapping[Operation, str] | None = None,
                         file: str | None = None, text: str | None = None) -> None:
    """Raise ``HloRulesError`` if an op of ``@main`` makes a bounded-dynamic tensor
    (``#stablehlo.bounds``, e.g. ``set_dimension_size``): its run-time size comes from the
    inputs, and XLA reads past the buffer (the process dies) when a drawn size exceeds the
    bound. With ``locations`` (``importer.from_text_with_locations``) the error is located
    at the op's line in ``file``."""
    for op in main_func(module).walk():
        for r in op.results:
            if isinstance(r.type, TensorType) and isinstance(r.type.encoding, TypeExtensionsAttr):
                msg = (f"{op.name} makes the bounded-dynamic type {r.type}: check cannot draw "
                       "run-time sizes within its bounds; compare a static variant instead")
                loc = location_of((locations or {}).get(op, ""), file or "")
                if loc is not None and file is not None:
                    raise located(msg, file, text, loc.line, loc.col)
                raise HloRulesError(msg)


_COMPILED: OrderedDict[tuple[str, str], Any] = OrderedDict()
_COMPILED_CAP = 256


def compiled(text: str, backend: str) -> Any:
    """``xla.compile(text, backend)``, reusing the executable of the same text compiled
    before in this process (the last ``_COMPILED_CAP``): checking a rule's mutants, or one
    rule after a change, compiles the same original programs again and again, and an
    executable has no state between runs."""

    key = (text, backend)
    got = _COMPILED.get(key)
    if got is None:
        got = xla.compile(text, backend)
        if len(_COMPILED) >= _COMPILED_CAP:
            _COMPILED.popitem(last=False)
        _COMPILED[key] = got
    else:
        _COMPILED.move_to_end(key)
    return got


@dataclass
class Pair:
    """An original and a rewritten module, compiled once."""

    original: str
    rewritten: str
    fired: list[str]
    ulps: int = 0
    backend: str = "cpu"
    _exes: tuple[Any, Any] | None = field(default=None, repr=False)
    rtol: float = 0.0
    sums: int = 0  # approx sum N: judged against the original's magnitude program
    _sum: tuple[Any, float, float] | None = field(default=None, repr=False)

    @classmethod
    def of_rules(cls, original: str, rewritten: str, rules: Sequence[Any],
                 backend: str = "cpu", fired: Sequence[str] | None = None) -> Pair:
        """The pair judged within the largest tolerance of each kind that ``rules`` declare
        (none: bit for bit); ``fired`` names the rules that fired (default: ``rules``')."""
        return cls(original, rewritten,
                   list(fired) if fired is not None else [r.name for r in rules],
                   max((rule_ulps(r) for r in rules), default=0), backend,
                   rtol=max((rule_rtol(r) for r in rules), default=0.0),
                   sums=max((rule_sums(r) for r in rules), default=0))

    def executables(self) -> tuple[Any, Any]:
        """Both modules compiled; :class:`OriginalRejected` if XLA refuses the original (then
        there is nothing to compare against), an :class:`HloRulesError` if the rewrite;
        with ``sums``, :class:`NotJudged` where the original is no sum of products."""
        if self._exes is None:
            try:
                original = compiled(self.original, self.backend)
            except HloRulesError as e:
                raise OriginalRejected(str(e)) from None
            if self.sums and self._sum is None:
                self._sum = self._magnitudes()
            self._exes = (original, compiled(self.rewritten, self.backend))
        return self._exes

    def _magnitudes(self) -> tuple[Any, float, float]:
        """The original's magnitude program compiled, and the largest unit roundoff and
        smallest normal of both modules' float types (checker/magnitude.py)."""
        got = magnitude_program(self.original)
        if isinstance(got, str):
            raise NotJudged(f"not judged within approx sum {self.sums}: {got}")
        eps, tiny = float_limits(importer.from_text(self.rewritten))
        try:
            exe = compiled(got.text, self.backend)
        except HloRulesError as e:
            raise NotJudged(f"XLA refuses the magnitude program: {e}") from None
        return exe, max(eps, got.eps), max(tiny, got.tiny)

    def run(self, args: Sequence[np.ndarray]) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """Both modules' outputs; ``RewrittenFailed`` if only the rewritten one fails."""
        import jax

        a, b = self.executables()
        with jax.enable_x64(True):  # keep i64/f64 arguments 64-bit on the device
            out_a = a(*args)
            try:
                out_b = b(*args)
            except Exception as e:  # noqa: BLE001
                raise RewrittenFailed(str(e).strip().splitlines()[0]) from None
        return out_a, out_b

    def outcome(self, args: Sequence[np.ndarray], signed_zeros: bool = False
                ) -> tuple[list[np.ndarray], list[np.ndarray], Mismatch | None]:
        """Both outputs on ``args`` and their mismatch within the pair's tolerance (None:
        equal); a rewritten module that fails where the original runs is the mismatch."""
        try:
            a, b = self.run(args)
        except RewrittenFailed as e:
            return [], [], Mismatch(0, f"the rewritten module fails: {e}")
        return a, b, self.mismatch(args, a, b, signed_zeros)

    def mismatch(self, args: Sequence[np.ndarray], a: Sequence[np.ndarray],
                 b: Sequence[np.ndarray], signed_zeros: bool = False) -> Mismatch | None:
        """How the outputs ``a`` (original) and ``b`` (rewritten) on ``args`` differ within
        the pair's tolerance; None: equal.

        XLA CPU is no judge of two differences, as it makes them between equal programs
        itself: the sign of a zero (it folds ``x + -0.0`` in one fusion and keeps it in
        another) and a subnormal flushed to zero at run time (kept where XLA elided the op
        that would flush it). For an exact pair without ``signed_zeros``, outputs that
        differ only in the sign of a zero, or only where the original holds a subnormal
        and the rewritten module the zero of its sign, differ when StableHLO's reference
        interpreter (the spec's semantics) shows the two modules differing too:
        ``-(a - b)`` against ``b - a`` at ``a == b`` does. Where the interpreter cannot run
        them, they are judged as XLA shows them (a sign alone is no difference, a flush
        is). The reverse, a rewritten module holding a subnormal where the original's run
        flushed it (a fold at compile time), stays a difference."""
        if self.sums:
            import jax

            self.executables()
            exe, eps, tiny = self._sum  # type: ignore[misc]
            with jax.enable_x64(True):
                s = exe(*args)
            mm = within_sum_bound(a, b, s, self.sums, eps, tiny)
            if mm is None or not (self.ulps or self.rtol):
                return mm  # or within another tolerance a rule of the pair declares
            return compare_outputs(a, b, self.ulps, signed_zeros, self.rtol)
        mm = compare_outputs(a, b, self.ulps, signed_zeros, self.rtol)
        if signed_zeros or self.ulps or self.rtol:
            return mm
        if mm is None:
            shown = compare_outputs(a, b, 0, True)  # a zero's sign
            if shown is None:
                return None
            why = "the sign of a zero"
        elif _flushed_only(a, b):
            shown, why = mm, "a subnormal flushed to zero"
        else:
            return mm
        ref_a = interpreter.evaluate(self.original, args)
        ref_b = interpreter.evaluate(self.rewritten, args) if ref_a is not None else None
        if ref_a is None or ref_b is None:
            return mm  # no answer (bf16, f16, complex, an op it lacks): judged as before
        if compare_outputs(ref_a, ref_b, 0, True) is None:
            return None  # the spec's modules agree: XLA's own difference
        return Mismatch(shown.output, f"{shown.reason} ({why}; StableHLO's reference "
                                      "interpreter shows the modules differing too)",
                        shown.index)


def _flushed_only(a: Sequence[np.ndarray], b: Sequence[np.ndarray]) -> bool:
    """Whether ``b`` equals ``a`` (signs of zero included) but where ``a`` holds a float
    subnormal and ``b`` the zero of its sign (XLA CPU's run-time flush)."""
    if len(a) != len(b):
        return False
    unflushed = []
    for x, y in zip(a, b):
        x, y = np.asarray(x), np.asarray(y)
        if x.shape != y.shape or x.dtype != y.dtype:
            return False
        if x.dtype.kind == "f":
            tiny = np.finfo(x.dtype).tiny
            flushed = ((y == 0) & (x != 0) & (np.abs(x) < tiny)
                       & (np.signbit(x) == np.signbit(y)))
            y = np.where(flushed, x, y)
        unflushed.append(y)
    return compare_outputs(a, unflushed, 0, True) is None


class RewrittenFailed(Exception):
    """The rewritten module failed at run time where the original did not."""


class OriginalRejected(HloRulesError):
    """XLA refuses to compile the original module (a generated program outside what XLA
    takes): not a program to check a rewrite on."""


class NotJudged(OriginalRejected):
    """A pair of a rule declaring ``approx sum N`` whose original is no sum of products
    (checker/magnitude.py): its tolerance cannot be judged on it, so it is not run."""


@dataclass
class Counterexample:
    """Inputs on which the original and rewritten modules differ (shrunk by hypothesis)."""

    inputs: list[np.ndarray]
    expected: list[np.ndarray]
    actual: list[np.ndarray]
    mismatch: Mismatch
    fired: list[str]
    original: str
    rewritten: str
    ulps: int = 0
    files: list[Path] = field(default_factory=list)
    # what produced the rewrite, so --replay can apply the *current* rules to the input:
    # {"kind": "rule", "file": ..., "rule": ...} or {"kind": "book", "rulebook": ...}
    source: dict[str, str] | None = None
    rtol: float = 0.0
    sums: int = 0

    def render(self) -> str:
        """Inputs, both outputs, the rules that fired, and the repro command."""
        with np.printoptions(threshold=64, linewidth=100):
            lines = [f"counterexample: {self.mismatch}",
                     f"  rules fired: {', '.join(self.fired) or '(none)'}"]
            for i, x in enumerate(self.inputs):
                lines.append(f"  input {i} ({x.dtype}{list(x.shape)}): {_show(x)}")
            for i, (e, a) in enumerate(zip(self.expected, self.actual)):
                lines.append(f"  output {i} original:  {_show(e)}")
                lines.append(f"  output {i} rewritten: {_show(a)}")
        if self.files:
            lines.append(f"  repro: hlorules check --replay {self.files[0].parent}")
        return "\n".join(lines)

    def write(self, outdir: str | Path, name: str) -> list[Path]:
        """Write the standalone repro under ``outdir``; returns the paths written."""
        d = Path(outdir)
        try:
            d.mkdir(parents=True, exist_ok=True)
            paths = [d / f"{name}.mlir", d / f"{name}.rewritten.mlir", d / f"{name}.npz",
                     d / f"{name}.json"]
            paths[0].write_text(self.original)
            paths[1].write_text(self.rewritten)
            arrays = {f"arg{i:03d}": _savable(x) for i, x in enumerate(self.inputs)}
            np.savez(paths[2], **arrays)  # type: ignore[arg-type]  # numpy's stub: allow_pickle
            paths[3].write_text(json.dumps({
                "name": name, "fired": self.fired, "ulps": self.ulps, "rtol": self.rtol,
                "sums": self.sums,
                "mismatch": str(self.mismatch), "source": self.source,
                "dtypes": [str(x.dtype) for x in self.inputs]}, indent=1))
        except OSError as e:
            raise HloRulesError(f"cannot write the repro to {d}: {e.strerror}") from None
        self.files = paths
        return paths


def _savable(x: np.ndarray) -> np.ndarray:
    # npz cannot hold ml_dtypes arrays portably: store their bits; the json keeps the dtype
    return x.view(np.uint16) if x.dtype.name == "bfloat16" else x


def _show(x: np.ndarray) -> str:
    return np.array2string(np.asarray(x), separator=", ").replace("\n", " ")


@dataclass
class CaseRun:
    """The outcome of running hypothesis inputs through one pair."""

    cases: int
    counterexample: Counterexample | None = None


def hypothesis_storage() -> Path:
    """Where hypothesis keeps its caches while hlorules checks: ``HYPOTHESIS_STORAGE_DIRECTORY``
    when set, else ``$XDG_CACHE_HOME/hlorules/hypothesis`` (``~/.cache/...``); never the
    working directory."""
    where = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")
    if where:
        return Path(where)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "hlorules" / "hypothesis"


def redirect_hypothesis_storage() -> None:
    """Send hypothesis's own files (its source-constants cache, written whatever the
    ``database`` setting) to :func:`hypothesis_storage` instead of ``./.hypothesis``."""
    from hypothesis import configuration

    path = hypothesis_storage()
    setter = getattr(configuration, "set_hypothesis_home_dir", None)
    if setter is not None:
        setter(path)
    else:  # read when hypothesis first needs its folder
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = str(path)


def _hyp_settings(max_examples: int) -> settings:
    return settings(max_examples=max(1, max_examples), database=None, deadline=None,
                    derandomize=False, suppress_health_check=list(HealthCheck),
                    report_multiple_bugs=False)


def _zeroed(case: tuple[np.ndarray, ...], differs: Callable[[tuple[np.ndarray, ...]], bool],
            tries: int = 64) -> tuple[np.ndarray, ...]:
    """``case`` with as many elements set to zero as keep ``differs`` true, one element at a
    time in order (at most ``tries`` runs; index-like arguments included: 0 is in bounds)."""
    args = [np.array(a, copy=True) for a in case]
    for a in args:
        flat = a.reshape(-1)
        for i in range(flat.size):
            if tries <= 0:
                return tuple(args)
            old = flat[i].copy()
            if old == 0 and not (a.dtype.kind == "f" and np.signbit(old)):
                continue
            flat[i] = 0
            tries -= 1
            if not differs(tuple(args)):
                flat[i] = old
    return tuple(args)


def run_cases(pair: Pair, specs: Sequence[ArgSpec], max_examples: int = DEFAULT_MAX_EXAMPLES,
              seed: int = 0, signed_zeros: bool = False) -> CaseRun:
    """Run the :func:`~.inputs.boundary_cases` (NaN, ±Inf, -0.0, subnormals, integer
    extremes, index edges, float magnitudes where rounding shows), then drawn inputs, ``max_examples`` in all (at least one drawn);
    on a difference, shrink
    and return it (a boundary case is shrunk by setting elements to zero while it still
    differs).

    Nothing is written to the working directory: no example database, and hypothesis's
    other files go to :func:`hypothesis_storage`."""
    redirect_hypothesis_storage()
    pair.executables()
    counter = [0]
    first_bad: list[tuple[np.ndarray, ...]] = []

    def differs(args: tuple[np.ndarray, ...]) -> bool:
        counter[0] += 1
        note_case()  # checker/progress.py
        try:
            a, b = pair.run(args)
        except RewrittenFailed:
            bad = True
        except Exception:  # noqa: BLE001 -- the original fails too: not a difference
            bad = False
        else:
            bad = pair.mismatch(args, a, b, signed_zeros) is not None
        if bad and not first_bad:
            first_bad.append(args)
        return bad

    found: Sequence[np.ndarray] | None = None
    boundary = boundary_cases(specs)
    for case in boundary:
        if differs(case):
            found = _zeroed(case, differs)
            break
    if found is None:
        strat = args_strategy(specs)
        try:
            found = find(strat, differs,
                         settings=_hyp_settings(max_examples - len(boundary)),
                         random=random.Random(seed))
        except NoSuchExample:
            return CaseRun(counter[0])
        except Flaky:
            found = first_bad[0]
    args = [np.asarray(x) for x in found]
    a, b, mm = pair.outcome(args, signed_zeros)
    if mm is None:  # nondeterministic (e.g. scatter with duplicate indices): use the first
        args = [np.asarray(x) for x in first_bad[0]]
        a, b = pair.run(args)
        mm = pair.mismatch(args, a, b, signed_zeros) or Mismatch(0, "nondeterministic")
    cex = Counterexample(args, a, b, mm, pair.fired, pair.original, pair.rewritten, pair.ulps,
                         rtol=pair.rtol, sums=pair.sums)
    return CaseRun(counter[0], cex)


# --------------------------------------------------------------------------- module check


def _schedule_rules(node: Any) -> Iterable[Any]:
    if isinstance(node, Phase):
        yield from node.rules
        return
    for name in ("items", "alternatives"):
        for child in getattr(node, name, ()) or ():
            yield from _schedule_rules(child)
    if getattr(node, "body", None) is not None:
        yield from _schedule_rules(node.body)


@dataclass
class ModuleReport:
    """What ``check_module`` did: cases run, rules that fired, and any counterexample."""

    name: str
    cases: int
    fired: list[str]
    ulps: int
    counterexample: Counterexample | None = None

    @property
    def ok(self) -> bool:
        return self.counterexample is None

    def render(self) -> str:
        head = (f"{self.name}: rules fired: {', '.join(self.fired) or '(none)'}; "
                f"{self.cases} cases" + (f"; tolerance {self.ulps} ulp" if self.ulps else ""))
        if self.ok:
            return head + "; no difference found"
        return head + "\n" + self.counterexample.render()  # type: ignore[union-attr]


def rewrite_pair(module: ModuleOp | str, rulebook: Any, rules: Mapping[str, Any] | None = None,
                 backend: str = "cpu") -> tuple[Pair, list[Any]]:
    """Rewrite a copy of ``module`` with ``rulebook``; the pair and the rules that fired."""

    text = module if isinstance(module, str) else exporter.to_text(module)
    work = importer.from_text(text)
    original = exporter.to_text(work)
    schedule, _ = resolve(rulebook, rules)
    by_name = {r.name: r for r in _schedule_rules(schedule)}
    _, trace = apply(work, rulebook, rules)
    fired = [n for n, s in trace.rules.items() if s.rewrites > 0]
    fired_rules = [by_name[n] for n in fired if n in by_name]
    rewritten = export_validated(work, trace)  # an invalid rewrite: a located error
    return Pair.of_rules(original, rewritten, fired_rules, backend, fired), fired_rules


def check_module(module: ModuleOp | str, rulebook: Any, rules: Mapping[str, Any] | None = None,
                 *, max_examples: int = DEFAULT_MAX_EXAMPLES, seed: int = 0,
                 backend: str = "cpu", outdir: str | Path | None = None, name: str = "module",
                 signed_zeros: bool = False) -> ModuleReport:
    """Rewrite ``module`` with ``rulebook`` and compare the two on XLA over hypothesis inputs.

    Floats compare equal-or-both-NaN within the largest ULP tolerance the fired rules' tags
    grant. A fired rule that ``assumes unique_indices`` (``no_nan``, ``finite``) restricts
    the inputs accordingly. A counterexample is shrunk and, with ``outdir``, written as a
    repro. Bad input (unsupported argument types, bad rulebook) raises ``HloRulesError``."""
    refuse_bounded_sizes(importer.from_text(module) if isinstance(module, str) else module)
    pair, fired_rules = rewrite_pair(module, rulebook, rules, backend)
    assumes: set[str] = set()
    for r in fired_rules:
        assumes |= set(getattr(r, "assumes", ()) or ())

    specs = arg_specs(importer.from_text(pair.original), "unique_indices" in assumes,
                      "no_nan" not in assumes and "finite" not in assumes,
                      "finite" not in assumes)
    run = run_cases(pair, specs, max_examples, seed, signed_zeros)
    if run.counterexample is not None and outdir is not None:
        if rules is None and isinstance(rulebook, (str, os.PathLike)):
            book = os.fspath(rulebook)
            run.counterexample.source = {"kind": "book", "rulebook": book if is_bare(book)
                                         else os.path.abspath(book)}
        run.counterexample.write(outdir, name)
    return ModuleReport(name, run.cases, pair.fired, pair.ulps, run.counterexample)


def check(fn: Callable[..., Any], *example_args: Any, rulebook: Any,
          rules: Mapping[str, Any] | None = None, **kwargs: Any) -> ModuleReport:
    """``check_module`` for a JAX function lowered at ``example_args`` (arrays or
    ``jax.ShapeDtypeStruct``s)."""

    module = importer.from_jax(fn, *example_args)
    kwargs.setdefault("name", getattr(fn, "__name__", "fn"))
    return check_module(module, rulebook, rules, **kwargs)


# --------------------------------------------------------------------------- replay


@dataclass
class Replay:
    """One repro replayed: ``mismatch`` None means fixed; ``note`` says how it was replayed."""

    name: str
    mismatch: Mismatch | None
    expected: list[np.ndarray]
    actual: list[np.ndarray]
    note: str = ""


def _rewrite_alone(rule: Any, text: str) -> tuple[str, bool]:
    """``text`` rewritten by ``rule`` alone (no inlining), and whether it fired."""

    work = importer.from_text(text)
    _, trace = apply(work, Phase(f"check_{rule.name}", (rule,)), inline=False)
    stats = trace.rules.get(rule.name)
    return exporter.to_text(work), bool(stats and stats.rewrites)


def _current_rewrite(source: dict[str, str], original: str, backend: str) -> tuple[Pair | None, str]:
    """The saved input rewritten by the current rules the repro names: (pair, note), or
    (None, note) when the current rules no longer rewrite it."""
    if source.get("kind") == "rule":

        rules = load_rules(source["file"])
        rule = rules.get(source["rule"]) if hasattr(rules, "get") else None
        if rule is None:
            raise HloRulesError(f"{source['file']}: no rule '{source['rule']}' any more")
        rewritten, fired = _rewrite_alone(rule, original)
        if not fired:
            return None, f"rule {source['rule']} ({source['file']}) no longer fires on it"
        return (Pair.of_rules(original, rewritten, [rule], backend),
                f"rule {source['rule']} as {source['file']} has it now")
    pair, _ = rewrite_pair(original, source["rulebook"], None, backend)
    if not pair.fired:
        return None, f"{source['rulebook']} no longer rewrites it"
    return pair, f"{source['rulebook']} as it is now"


def replay(directory: str | Path, backend: str = "cpu") -> list[Replay]:
    """Replay every repro written under ``directory``: its saved input is rewritten again by
    the *current* rule or rulebook it names (so a fix can be confirmed), then both modules run
    on the saved inputs. Repros without a source (older ones) re-run their saved modules.
    A rewrite that now fails is still failing; a rule that no longer fires is fixed."""
    import ml_dtypes

    d = Path(directory)
    if not d.is_dir():
        raise HloRulesError(f"{d}: not a directory of repros")
    out = []
    metas = sorted(d.glob("*.json"))
    if not metas:
        raise HloRulesError(f"{d}: no repro (NAME.json with NAME.mlir, NAME.rewritten.mlir, "
                            "NAME.npz) found")
    for meta_path in metas:
        try:
            meta = json.loads(meta_path.read_text())
            name = meta["name"]
            orig = (d / f"{name}.mlir").read_text()
            rew = (d / f"{name}.rewritten.mlir").read_text()
            with np.load(d / f"{name}.npz") as data:
                arrays = [data[k] for k in sorted(data.files)]
        except (OSError, ValueError, KeyError) as e:
            raise HloRulesError(f"{meta_path}: broken repro: {e}") from None
        args = [x.view(ml_dtypes.bfloat16) if dt == "bfloat16" else x
                for x, dt in zip(arrays, meta.get("dtypes", []))]
        source = meta.get("source")
        if source:
            try:
                pair, note = _current_rewrite(source, orig, backend)
            except HloRulesError as e:
                if "no rule" in e.message:
                    raise
                out.append(Replay(name, Mismatch(0, f"the rewrite fails: {e}"), [], [],
                                  "the current rules still fail to rewrite it"))
                continue
            if pair is None:
                out.append(Replay(name, None, [], [], note))
                continue
            if not args and meta.get("dtypes") == [] and "the rewrite fails" in meta.get(
                    "mismatch", ""):
                out.append(Replay(name, None, [], [], note + ": the rewrite succeeds now"))
                continue
        else:
            pair = Pair(orig, rew, meta.get("fired", []), int(meta.get("ulps", 0)), backend,
                        rtol=float(meta.get("rtol", 0.0)), sums=int(meta.get("sums", 0)))
            note = "the saved modules (no source recorded)"
        a, b = pair.run(args)
        out.append(Replay(name, pair.mismatch(args, a, b), a, b, note))
    return out
