"""Time to fixpoint of the engine on generated seed-like modules, against Enzyme-JAX's C++.

Modules of about 1k, 10k and 50k ops repeat three motifs: slices of integer iotas, slices
of transposes (and transposes of slices), and scatters into a constant buffer at constant
indices.  For each size it prints, in one run:

* ours: import (MLIR text -> xDSL), ``hlorules.apply`` (to fixpoint), export, and the total;
* the growth of our engine time relative to the previous size, per op (1.0 = linear);
* Enzyme-JAX 0.0.16 (``enzyme_call.run_pass_pipeline``, text in, text out) running the same
  patterns, when ``enzyme_ad`` imports, and our end-to-end time / theirs.

The rules are ``rulebooks/exec.book`` when its rule files load; otherwise the seed patterns
that exist in the DSL today (``tests/rules_ok/seed_subset.rules``) or, failing that, the
Python reference rules of the engine tests; the output says which ran.

Usage: python bench/engine.py [sizes...]      (default 1000 10000 50000)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent

SCATTER = (
    '  %{n}s = "stablehlo.scatter"(%buf, %idx, %{n}u) <{{indices_are_sorted = false, '
    "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
    "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
    "unique_indices = false}}> ({{\n"
    "  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
    '    "stablehlo.return"(%b) : (tensor<f32>) -> ()\n'
    "  }}) : (tensor<16x4xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<16x4xf32>"
)


def generate(n_ops: int) -> str:
    """MLIR text of a module with about ``n_ops`` ops (nested ones included)."""
    out = ["func.func @main(%x: tensor<8x16xf32>) -> tensor<4x4xf32> {",
           "  %acc0 = stablehlo.constant dense<0.0> : tensor<4x4xf32>",
           "  %buf = stablehlo.constant dense<0.0> : tensor<16x4xf32>",
           "  %idx = stablehlo.constant dense<[[0], [4], [8], [12]]> : tensor<4x1xi32>"]
    ops = 4
    k = 0
    acc = "%acc0"
    while ops < n_ops:
        n = f"m{k}"
        kind = k % 4
        if kind == 0:  # slice of an integer iota
            out += [f"  %{n}i = stablehlo.iota dim = 1 : tensor<4x{8 + k % 8}xi32>",
                    (f"  %{n}l = stablehlo.slice %{n}i [0:4, 1:8:2] : (tensor<4x{8 + k % 8}xi32>)"
                    " -> tensor<4x4xi32>"),
                    f"  %{n}c = stablehlo.convert %{n}l : (tensor<4x4xi32>) -> tensor<4x4xf32>"]
            val, ops = f"%{n}c", ops + 3
        elif kind == 1:  # slice of a transpose
            r = k % 5
            out += [(f"  %{n}t = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x16xf32>) -> "
                    "tensor<16x8xf32>"),
                    (f"  %{n}l = stablehlo.slice %{n}t [{r}:{r + 4}, 2:6] : (tensor<16x8xf32>) -> "
                    "tensor<4x4xf32>")]
            val, ops = f"%{n}l", ops + 2
        elif kind == 2:  # transpose of a slice, then a chain of elementwise ops
            r = k % 4
            out += [(f"  %{n}l = stablehlo.slice %x [{r}:{r + 4}, 4:8] : (tensor<8x16xf32>) -> "
                    "tensor<4x4xf32>"),
                    (f"  %{n}t = stablehlo.transpose %{n}l, dims = [1, 0] : (tensor<4x4xf32>) -> "
                    "tensor<4x4xf32>"),
                    f"  %{n}e = stablehlo.multiply %{n}t, %{n}t : tensor<4x4xf32>"]
            val, ops = f"%{n}e", ops + 3
        else:  # scatter at constant indices into a constant buffer, read back by a slice
            r = k % 4
            out += [(f"  %{n}u = stablehlo.slice %x [{r}:{r + 4}, 0:4] : (tensor<8x16xf32>) -> "
                    "tensor<4x4xf32>"),
                    SCATTER.format(n=n),
                    (f"  %{n}r = stablehlo.slice %{n}s [0:4, 0:4] : (tensor<16x4xf32>) -> "
                    "tensor<4x4xf32>")]
            val, ops = f"%{n}r", ops + 5
        out.append(f"  %acc{k + 1} = stablehlo.add {acc}, {val} : tensor<4x4xf32>")
        acc = f"%acc{k + 1}"
        ops += 1
        k += 1
    out += [f"  return {acc} : tensor<4x4xf32>", "}"]
    return "\n".join(out) + "\n"


# The seed pipeline's phases with the patterns Enzyme-JAX 0.0.16 has, one transform pass
# each: transpose_slice and slice_transpose in one pass hang it forever.
ENZYME_PATTERNS = [
    ["gather_of_masked_scatter", "scatter_of_scatter_simplify"],
    ["scatter_masked_index_slice", "slice_transpose", "while_slice_elementwise_carry",
     "slice_iota", "scatter_out_of_bounds_noop"],
    ["transpose_slice"],
]


def choose_rules() -> tuple[Any, Any, str, list[str]]:
    """(rulebook, rules or None, description, Enzyme-JAX pattern names)."""
    from hlorules.engine.api import resolve
    from hlorules.engine.rulebook import parse_book_text

    from hlorules.errors import HloRulesError

    exec_book = REPO / "rulebooks" / "exec.book"
    try:
        resolve(exec_book)
        return exec_book, None, "rulebooks/exec.book", ENZYME_PATTERNS
    except HloRulesError as e:
        why = str(e).splitlines()[0]
    subset = REPO / "tests" / "rules_ok" / "seed_subset.rules"
    book_text = "phase cut { slice_iota, slice_transpose }\n"
    enzyme = [["slice_iota", "slice_transpose"]]
    try:
        from hlorules.engine.api import load_rule_files

        rules = load_rule_files([subset])
        book = parse_book_text(book_text, "bench.book")
        return book, rules, (f"exec.book unavailable ({why}); ran DSL rules slice_iota, "
                             f"slice_transpose from {subset.relative_to(REPO)}"), enzyme
    except HloRulesError as e2:
        why2 = str(e2).splitlines()[0]
    sys.path.insert(0, str(REPO / "tests"))
    from engine_data.pyrules import SliceIota, SliceTranspose  # type: ignore[import-not-found]

    rules = {"slice_iota": SliceIota(), "slice_transpose": SliceTranspose()}
    return (parse_book_text(book_text, "bench.book"), rules,
            (f"exec.book unavailable ({why}); DSL rules unavailable ({why2}); ran the Python "
            "reference rules slice_iota, slice_transpose"), enzyme)


def enzyme_runner() -> Any:
    try:
        from enzyme_ad.jax import enzyme_call  # type: ignore[import-not-found]
    except ImportError:
        return None
    return enzyme_call


def time_ours(text: str, rulebook: Any, rules: Any) -> dict[str, float]:
    from hlorules.lowering import exporter, importer

    import hlorules

    t0 = time.perf_counter()
    module = importer.from_text(text, verify=False)
    t1 = time.perf_counter()
    _, trace = hlorules.apply(module, rulebook, rules)
    t2 = time.perf_counter()
    exporter.to_text(module)
    t3 = time.perf_counter()
    return {"import": t1 - t0, "apply": t2 - t1, "export": t3 - t2, "total": t3 - t0,
            "rewrites": trace.total_rewrites, "rules_s": sum(s.seconds for s in
                                                             trace.rules.values())}


def time_enzyme(enzyme_call: Any, text: str, phases: list[list[str]]) -> float:
    pipeline = ",".join("enzyme-hlo-generate-td{patterns=" + ";".join(p) + "},"
                        "transform-interpreter,enzyme-hlo-remove-transform" for p in phases)
    t0 = time.perf_counter()
    enzyme_call.run_pass_pipeline([], text, pipeline)
    return time.perf_counter() - t0


def check_cycle_speed() -> float | None:
    """Seconds to report the transpose_slice/slice_transpose cycle on a small module."""
    from hlorules.engine.rulebook import parse_book_text
    from hlorules.lowering import importer

    import hlorules

    try:
        from hlorules.engine.api import load_rule_files

        rules = load_rule_files([REPO / "tests" / "rules_ok" / "seed_subset.rules"])
    except Exception:  # noqa: BLE001 - fall back to the Python rules
        sys.path.insert(0, str(REPO / "tests"))
        from engine_data.pyrules import SliceTranspose, TransposeSlice  # type: ignore

        rules = {"transpose_slice": TransposeSlice(), "slice_transpose": SliceTranspose()}
    book = parse_book_text("phase main until fixpoint (max 20) { transpose_slice, "
                           "slice_transpose }", "cycle.book")
    module = importer.from_text(generate(40))
    t0 = time.perf_counter()
    try:
        hlorules.apply(module, book, rules)
    except hlorules.CycleError:
        return time.perf_counter() - t0
    return None


def main(argv: list[str]) -> None:
    sizes = [int(a) for a in argv] or [1000, 10000, 50000]
    rulebook, rules, what, patterns = choose_rules()
    enzyme_call = enzyme_runner()
    print(f"rules: {what}")
    print(f"Enzyme-JAX: {' | '.join(';'.join(p) for p in patterns) if enzyme_call else 'not installed'}")
    header = (f"{'ops':>7} {'rewrites':>8} {'import':>8} {'apply':>8} {'export':>8} "
              f"{'ours':>8} {'us/op':>7} {'growth':>7} {'enzyme':>8} {'ours/enz':>8} "
              f"{'apply/enz':>9}")
    print(header)
    prev: tuple[int, float] | None = None
    for n in sizes:
        text = generate(n)
        ours = time_ours(text, rulebook, rules)
        per_op = ours["apply"] / n
        growth = f"{per_op / prev[1]:.2f}" if prev else "-"
        prev = (n, per_op)
        enz = f"{'-':>8} {'-':>8} {'-':>9}"
        if enzyme_call is not None:
            te = time_enzyme(enzyme_call, text, patterns)
            enz = f"{te:8.3f} {ours['total'] / te:8.1f} {ours['apply'] / te:9.1f}"
        print(f"{n:>7} {ours['rewrites']:>8} {ours['import']:8.3f} {ours['apply']:8.3f} "
              f"{ours['export']:8.3f} {ours['total']:8.3f} {per_op * 1e6:7.1f} {growth:>7} "
              f"{enz}")
    print("growth: apply time per op relative to the previous size (1.0 = linear)")
    t = check_cycle_speed()
    print("transpose_slice + slice_transpose in one fixpoint phase: "
          + (f"cycle reported in {t:.3f} s" if t is not None else "NOT reported as a cycle"))


if __name__ == "__main__":
    main(sys.argv[1:])
