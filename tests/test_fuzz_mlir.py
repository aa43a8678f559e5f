"""Fuzz the MLIR input path: mutated corpus modules through import, roundtrip and opt.

Hypothesis mutates modules of the round-trip corpus (byte and token deletions,
duplications, splices from other modules, odd types and attributes, invalid UTF-8, deep
nesting, element-type swaps) and feeds each one to what ``hlorules roundtrip`` and
``hlorules opt -b rulebooks/exec.book`` do: decode, import (jaxlib's parser or xDSL's),
export, re-import, apply the rulebook, export again. Every case runs in a worker
subprocess, so a crash (the worker dies by a signal) or a hang (no answer within
``CASE_TIMEOUT_S``) is caught and counted instead of taking the test run down.

A case passes when it ends in one located ``HloRulesError`` (``fuzz.mlir:line:col: error:
...``, one line) or imports cleanly, exports text jaxlib parses, and the export is a
fixpoint of import + export. Anything else (a traceback, an unlocated error, output jaxlib
rejects, a crash, a hang) fails the test with the mutated input.

The default run checks ``DEFAULT_CASES`` cases; ``-m slow`` checks ``SLOW_CASES`` and
prints the tally (``HLORULES_FUZZ_CASES`` overrides the count).
"""

from __future__ import annotations

import base64
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
EXEC_BOOK = ROOT / "rulebooks" / "exec.book"
CASE_TIMEOUT_S = 120  # a case (import, export, rulebook) this slow counts as a hang
DEFAULT_CASES = 250
SLOW_CASES = int(os.environ.get("HLORULES_FUZZ_CASES", "3000"))
NAME = "fuzz.mlir"

# Seed programs: control flow, calls, scatter/gather, sort, bf16, complex, FFT, LAPACK
# custom calls with sdy attributes, int4. Small, so that a case stays fast.
SEED_PROGRAMS = ["f32_binary_math", "switch_case", "nested_control_flow", "scatter_set_add",
                 "gather_fancy_indexing", "sort_values", "bf16_elementwise", "i32_div_rem",
                 "reductions_sum_max_min", "linalg_cholesky", "complex_math", "fft_rfft",
                 "int4_convert_roundtrip", "identity_and_passthrough"]

HANDWRITTEN = [
    b"module {}\n",
    (b"func.func @main(%t: !stablehlo.token, %x: tensor<2xcomplex<f32>>) -> "
     b"(!stablehlo.token, tensor<2xcomplex<f32>>) {\n"
    b"  %c = stablehlo.constant dense<[(1.0,0x7FC00000), (-0.0,2.5)]> : tensor<2xcomplex<f32>>\n"
    b"  %0 = stablehlo.multiply %x, %c : tensor<2xcomplex<f32>>\n"
    b"  return %t, %0 : !stablehlo.token, tensor<2xcomplex<f32>>\n}\n"),
    (b"func.func @main(%x: tensor<4xi4>) -> tensor<4xi4> {\n"
    b"  %c = stablehlo.constant dense<[1, -2, 7, -8]> : tensor<4xi4>\n"
    b"  %0 = stablehlo.add %x, %c {mhlo.sharding = \"{replicated}\", "
    b"sdy.sharding = #sdy.sharding<@mesh, [{}]>} : tensor<4xi4>\n"
    b"  return %0 : tensor<4xi4>\n}\n"),
]

ODD = [
    b"complex<f32>", b"complex<f64>", b"i4", b"ui4", b"i2", b"ui2", b"i1", b"bf16", b"f8E4M3FN",
    b"!stablehlo.token", b"tensor<4294967296x4294967296xi8>", b"tensor<0xf32>",
    b"tensor<?xf32>", b"tensor<*xf32>", b"tuple<tensor<f32>, !stablehlo.token>",
    b"dense<(1.0,0x7FC00000)> : tensor<complex<f32>>", b"dense<1> : tensor<65536x65536xi8>",
    b"dense<[1, 2]> : tensor<2xi4>", b"dense<\"0xFF\"> : tensor<ui4>",
    b"#sdy.op_sharding_rule<([i])->([i]) {i=4}>",
    b"#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>",
    b"#stablehlo.scatter<>", b"#stablehlo<comparison_direction XX>", b"distinct[0]<unit>",
    b"affine_map<(d0) -> (d0)>", b"dense_resource<blob> : tensor<4xf32>",
    b"\"a\\0Ab\" = 1 : i32", b"\"\\FF\"", b"\xff\xfe", b"\xc3", b"\x00", b"0x7FC00000",
    b"1e999", b"-0.0", b"99999999999999999999999999", b"[", b"]", b"{", b"}", b"(", b")",
    b"<", b">", b"^bb1:", b"^bb0(%z: tensor<f32>):", b"loc(\"f.py\":1:2)", b"%arg0", b"%0",
    b"%0#1", b"@main", b"->", b":", b",", b"=", b"\"", b"//", b"\n", b"stablehlo.case",
    b"stablehlo.while", b"func.call @main()", b"\"stablehlo.return\"() : () -> ()",
]
TYPE_SWAPS = [(b"f32", b"complex<f32>"), (b"f32", b"f64"), (b"f32", b"bf16"), (b"i32", b"i4"),
              (b"i32", b"ui2"), (b"i32", b"i64"), (b"xf32>", b"xcomplex<f64>>"),
              (b"tensor<f32>", b"!stablehlo.token"), (b"i1>", b"i2>")]
TOKEN = re.compile(rb'"(?:[^"\\\n]|\\.)*"|%[\w#.$-]+|[\w.$-]+|\S')


# -- seeds ---------------------------------------------------------------------------------

_SEEDS: list[bytes] = []


def seeds() -> list[bytes]:
    """Corpus modules as jax prints them and as we export them (generic form), computed once."""
    if not _SEEDS:
        import jax

        sys.path.insert(0, str(ROOT / "tests"))
        from corpus import by_name

        from hlorules.lowering import exporter, importer

        for name in SEED_PROGRAMS:
            p = by_name(name)
            text = jax.jit(p.fn, keep_unused=True).lower(*p.args()).as_text()
            _SEEDS.append(text.encode())
            _SEEDS.append(exporter.to_text(importer.from_text(text)).encode())
        _SEEDS.extend(HANDWRITTEN)
    return _SEEDS


# -- mutations -----------------------------------------------------------------------------

def _nest(data: bytes, at: int, depth: int, kind: int) -> bytes:
    if kind == 0:
        return data[:at] + b"[" * depth + data[at:] + b"]" * depth
    if kind == 1:
        inner = b"{a = " * depth + b"1" + b"}" * depth
        return data[:at] + inner + data[at:]
    if kind == 2:
        case = b'%r = "stablehlo.case"(%i) ({\n' * depth + b'"stablehlo.return"(%x) : ' \
               b"(tensor<f32>) -> ()\n" + b"}) : (tensor<i32>) -> tensor<f32>\n" * depth
        return data[:at] + case + data[at:]
    return data[:at] + b"tuple<" * depth + b"f32" + b">" * depth + data[at:]


@st.composite
def mutated_modules(draw: Any) -> tuple[bytes, str, bool]:
    """(module bytes, parser, whether to apply exec.book): 0-3 mutations of a seed.

    Positions and sizes come from a hypothesis-seeded ``random.Random`` (hypothesis's own
    integers cluster at small values, i.e. at the start of the file).
    """
    all_seeds = seeds()
    rnd = draw(st.randoms(use_true_random=False))
    data = rnd.choice(all_seeds)
    for _ in range(rnd.choice([0, 1, 1, 1, 2, 3])):
        data = _mutate(data, rnd, all_seeds)
    return data, rnd.choice(["jaxlib", "jaxlib", "xdsl"]), rnd.random() < 0.5


def _mutate(data: bytes, rnd: Any, all_seeds: list[bytes]) -> bytes:
    kind = rnd.choice(["delete", "duplicate", "splice", "odd", "odd", "tok_delete", "tok_dup",
                       "tok_swap", "tok_swap", "nest", "swap_type", "swap_type", "byte"])
    n = len(data)
    at = rnd.randint(0, n)
    if kind == "delete":
        return data[:at] + data[at + rnd.randint(1, 64):]
    if kind == "duplicate":
        start = rnd.randint(0, n)
        return data[:at] + data[start:start + rnd.randint(1, 256)] + data[at:]
    if kind == "splice":
        other = rnd.choice(all_seeds)
        start = rnd.randint(0, len(other))
        return data[:at] + other[start:start + rnd.randint(1, 512)] + data[at:]
    if kind == "odd":
        return data[:at] + rnd.choice(ODD) + data[at:]
    if kind == "byte":
        return data[:at] + bytes([rnd.randint(0, 255)]) + data[at + 1:]
    if kind == "nest":
        depth = rnd.choice([40, 60, 63, 64, 127, 128, 129, 500, 3000])
        return _nest(data, at, depth, rnd.randint(0, 3))
    if kind == "swap_type":
        old, new = rnd.choice(TYPE_SWAPS)
        return data.replace(old, new) if rnd.random() < 0.5 else data.replace(old, new, 1)
    toks = [m.span() for m in TOKEN.finditer(data)]
    if not toks:
        return data
    s, e = rnd.choice(toks)
    if kind == "tok_delete":
        return data[:s] + data[e:]
    if kind == "tok_dup":
        return data[:e] + b" " + data[s:e] + data[e:]
    s2, e2 = rnd.choice(toks)
    return data[:s] + data[s2:e2] + data[e:]


# -- the worker: runs cases in a subprocess ------------------------------------------------

def check_case(data: bytes, via: str, apply: bool) -> tuple[str, str]:
    """What roundtrip/opt do with ``data``: ("ok" | "error" | a failure kind, detail)."""
    import traceback

    import hlorules
    from hlorules.base.errors import HloRulesError, decode_utf8
    from hlorules.lowering import exporter, importer, jaxlib_api

    def located(e: HloRulesError, name: str) -> tuple[str, str]:
        msg = str(e)
        if not msg.startswith(f"{name}:") or "\n" in msg:
            return "unlocated", msg
        return "error", msg

    try:
        try:
            text = decode_utf8(data, NAME)
            module = importer.from_text(text, NAME, via=via)
        except HloRulesError as e:
            return located(e, NAME)
        out = exporter.to_text(module)
        try:
            jaxlib_api.parse_module(out)
        except jaxlib_api.mlir_error_type() as e:
            return "bad_output", f"jaxlib rejects the export: {str(e)[:500]}\n{out[:3000]}"
        try:
            again = exporter.to_text(importer.from_text(out, "out.mlir"))
        except HloRulesError as e:
            return "bad_output", f"cannot re-import the export: {e}\n{out[:3000]}"
        if again != out:
            return "not_fixpoint", f"{out[:2000]}\n---\n{again[:2000]}"
        if apply:
            try:
                hlorules.apply(module, EXEC_BOOK)
            except HloRulesError as e:
                return "error", str(e)  # rule/engine errors name the rule, not fuzz.mlir
            rewritten = exporter.to_text(module)
            try:
                jaxlib_api.parse_module(rewritten)
            except jaxlib_api.mlir_error_type() as e:
                return "bad_output", f"jaxlib rejects the rewritten module: {str(e)[:500]}"
        return "ok", ""
    except Exception:  # noqa: BLE001 - any escaping exception is what the fuzzer looks for
        return "traceback", traceback.format_exc()[-4000:]


def worker_main() -> None:
    """Read JSON cases from stdin, answer one JSON line each on stdout."""
    proto = sys.stdout
    sys.stdout = sys.stderr  # anything else printed goes to the worker's stderr
    for line in sys.stdin:
        case = json.loads(line)
        if case.get("selftest") == "crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        if case.get("selftest") == "hang":
            time.sleep(3600)
        kind, detail = check_case(base64.b64decode(case["data"]), case["via"], case["apply"])
        proto.write(json.dumps({"kind": kind, "detail": detail}) + "\n")
        proto.flush()


class Worker:
    """A subprocess running ``check_case``; restarted after a crash or a hang."""

    def __init__(self, log: Path, timeout: float = CASE_TIMEOUT_S) -> None:
        self.log = log
        self.timeout = timeout
        self.proc: subprocess.Popen[str] | None = None
        self.lines: queue.Queue[str | None] = queue.Queue()

    def _start(self) -> None:
        err = self.log.open("a")
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"], cwd=ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True)
        err.close()
        self.lines = queue.Queue()
        threading.Thread(target=self._read, args=(self.proc, self.lines), daemon=True).start()

    @staticmethod
    def _read(proc: subprocess.Popen[str], lines: queue.Queue[str | None]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    def run(self, data: bytes, via: str, apply: bool, selftest: str = "") -> tuple[str, str]:
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        assert self.proc is not None and self.proc.stdin is not None
        msg = json.dumps({"data": base64.b64encode(data).decode(), "via": via, "apply": apply,
                          "selftest": selftest})
        try:
            self.proc.stdin.write(msg + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            self.stop()
            return "hang", f"no answer within {self.timeout} s"
        if line is None:
            code = self.proc.wait()
            self.proc = None
            return "crash", f"worker died with exit status {code}"
        got = json.loads(line)
        return got["kind"], got["detail"]

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            self.proc = None


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Any:
    w = Worker(tmp_path_factory.mktemp("fuzz") / "worker-stderr.log")
    yield w
    w.stop()


def _fuzz(worker: Worker, cases: int, tally: Counter[str]) -> None:
    @settings(max_examples=cases)
    @given(case=mutated_modules())
    def one(case: tuple[bytes, str, bool]) -> None:
        data, via, apply = case
        kind, detail = worker.run(data, via, apply)
        tally[kind] += 1
        assert kind in ("ok", "error"), f"{kind} ({via}, apply={apply}) on input " \
                                        f"{data[:4000]!r}:\n{detail}"

    one()


def test_mutated_modules_give_located_errors_or_valid_output(worker: Worker) -> None:
    tally: Counter[str] = Counter()
    _fuzz(worker, DEFAULT_CASES, tally)
    assert tally["ok"] > 0 and tally["error"] > 0  # both paths were exercised


@pytest.mark.slow
def test_mutated_modules_many_cases(worker: Worker) -> None:
    tally: Counter[str] = Counter()
    try:
        _fuzz(worker, SLOW_CASES, tally)
    finally:
        print(f"\nfuzz_mlir: {sum(tally.values())} cases: {dict(tally)}")


def test_unclosed_string_on_a_long_line_is_an_error_not_a_hang(worker: Worker) -> None:
    """xDSL's string pattern backtracked exponentially here (found by this fuzzer)."""
    text = ('"builtin.module"() ({\n  "func.func"() <{sym_name = "main' + "x" * 60 +
            ', function_type = () -> ()}> ({\n  }) : () -> ()\n}) : () -> ()\n')
    kind, detail = worker.run(text.encode(), "xdsl", False)
    assert kind == "error" and detail.startswith(f"{NAME}:2:")
    assert "closing string literal" in detail


def test_worker_counts_crashes_and_hangs_and_recovers(worker: Worker) -> None:
    """The harness itself: a worker killed by a signal is a crash, a silent one a hang."""
    w = Worker(worker.log, timeout=20)
    kind, detail = w.run(b"", "jaxlib", False, selftest="crash")
    assert kind == "crash" and str(-signal.SIGSEGV) in detail
    assert w.run(b"module {}\n", "jaxlib", False) == ("ok", "")  # restarted
    w.timeout = 2
    kind, _ = w.run(b"", "jaxlib", False, selftest="hang")
    assert kind == "hang"
    w.timeout = 20
    assert w.run(b"module {}\n", "jaxlib", False) == ("ok", "")
    w.stop()


if __name__ == "__main__" and sys.argv[1:] == ["--worker"]:
    sys.path.insert(0, str(ROOT))
    worker_main()
