"""Helpers of the seed-family tests: MLIR builders for scatter/gather/while instances, running
one shipped rule alone with the engine, and bitwise comparison on XLA CPU."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

import hlorules
from hlorules.engine.schedule import Phase
from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import compile as xla_compile
from hlorules.rules import load_rules

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "rulebooks" / "seed.rules"
SEED_BOOK = Path(__file__).resolve().parent / "seed_only.book"
RULES = load_rules(SEED)

ELEM = {"f32": np.float32, "i32": np.int32, "f16": np.float16, "i8": np.int8}


def t(shape: Sequence[int], elem: str = "f32") -> str:
    return f"tensor<{'x'.join(str(s) for s in shape)}{'x' if shape else ''}{elem}>"


def ilist(xs: Sequence[int]) -> str:
    return "[" + ", ".join(str(int(x)) for x in xs) + "]"


def dense(arr: np.ndarray, elem: str = "i32") -> str:
    arr = np.asarray(arr)
    def rec(a: np.ndarray) -> str:
        if a.ndim == 0:
            return str(bool(a)).lower() if elem == "i1" else str(int(a))
        return "[" + ", ".join(rec(x) for x in a) + "]"
    return f"stablehlo.constant dense<{rec(arr)}> : {t(arr.shape, elem)}"


def scatter(res: str, x: str, i: str, u: str, xt: str, it: str, ut: str, *, inserted: Sequence[int],
            uwd: Sequence[int], s2o: Sequence[int], ivd: int, body: str = "set",
            elem: str = "f32", unique: bool | None = None) -> str:
    """A stablehlo.scatter; body: "set" (store), "add", "keep" (returns the current value),
    or "const:V" (stores the constant V)."""
    st = f"tensor<{elem}>"
    if body == "set":
        b = f"stablehlo.return %sb1 : {st}"
    elif body == "add":
        b = f"%sr = stablehlo.add %sb0, %sb1 : {st}\n    stablehlo.return %sr : {st}"
    elif body == "keep":
        b = f"stablehlo.return %sb0 : {st}"
    elif body.startswith("const:"):
        v = body[6:]
        b = f"%sc = stablehlo.constant dense<{v}> : {st}\n    stablehlo.return %sc : {st}"
    elif body == "mul":
        b = f"%sr = stablehlo.multiply %sb0, %sb1 : {st}\n    stablehlo.return %sr : {st}"
    else:
        raise ValueError(body)
    u_attr = "" if unique is None else f", unique_indices = {str(unique).lower()}"
    return (f'{res} = "stablehlo.scatter"({x}, {i}, {u}) <{{scatter_dimension_numbers = '
            f"#stablehlo.scatter<update_window_dims = {ilist(uwd)}, inserted_window_dims = "
            f"{ilist(inserted)}, scatter_dims_to_operand_dims = {ilist(s2o)}, index_vector_dim = "
            f"{ivd}>{u_attr}}}> ({{\n  ^bb0(%sb0: {st}, %sb1: {st}):\n    {b}\n  }}) : "
            f"({xt}, {it}, {ut}) -> {xt}")


def gather(res: str, x: str, j: str, xt: str, jt: str, gt: str, *, offset: Sequence[int],
           collapsed: Sequence[int], sim: Sequence[int], ivd: int, ss: Sequence[int]) -> str:
    return (f'{res} = "stablehlo.gather"({x}, {j}) <{{dimension_numbers = #stablehlo.gather<'
            f"offset_dims = {ilist(offset)}, collapsed_slice_dims = {ilist(collapsed)}, "
            f"start_index_map = {ilist(sim)}, index_vector_dim = {ivd}>, slice_sizes = "
            f"array<i64: {', '.join(str(s) for s in ss)}>}}> : ({xt}, {jt}) -> {gt}")


def module(args: Sequence[tuple[str, str]], lines: Sequence[str], rets: Sequence[tuple[str, str]]
           ) -> str:
    a = ", ".join(f"{n}: {ty}" for n, ty in args)
    r = ", ".join(ty for _, ty in rets)
    body = "\n  ".join(lines)
    return (f"func.func @main({a}) -> ({r}) {{\n  {body}\n  return "
            f"{', '.join(n for n, _ in rets)} : {r}\n}}")


def names(mod: Any) -> list[str]:
    return [o.name for o in mod.walk() if "." in o.name and not o.name.startswith(("func.", "builtin."))]


def count(mod: Any, *ops: str) -> int:
    return sum(1 for n in names(mod) if n in ops)


def apply_rule(mod: Any, *rules: str) -> int:
    """Apply the named shipped rules alone (one phase, to a fixpoint); the rewrites made."""
    phase = Phase("only", tuple(RULES[r] for r in rules))
    _, trace = hlorules.apply(mod, phase, checked=True, inline=False)
    return sum(trace.fired().values())


def apply_book(mod: Any, book: Path = SEED_BOOK) -> Any:
    _, trace = hlorules.apply(mod, book, checked=True)
    return trace


def rand_args(types: Sequence[tuple[Sequence[int], Any]], rng: np.random.Generator) -> list[np.ndarray]:
    out = []
    for shape, dt in types:
        if np.issubdtype(dt, np.integer):
            out.append(rng.integers(-50, 50, size=shape).astype(dt))
        else:
            a = rng.standard_normal(shape).astype(dt)
            if a.size and rng.random() < 0.3:
                a.reshape(-1)[rng.integers(0, a.size)] = np.nan
            out.append(a)
    return out


def same(a: np.ndarray, b: np.ndarray) -> bool:
    """Bitwise equal, except that any two NaNs are equal."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind == "f":
        both = np.isnan(a) & np.isnan(b)
        av, bv = a.copy(), b.copy()
        av[both] = 0
        bv[both] = 0
        return av.tobytes() == bv.tobytes()
    return a.tobytes() == b.tobytes()


def check_equivalent(text: str, rules: Sequence[str], arg_types: Sequence[tuple[Sequence[int], Any]],
                     n_inputs: int, seed: int, allow_unknown: bool = False,
                     reference: str | None = None) -> tuple[int, int]:
    """Compile the program (or ``reference``, its meaning where XLA cannot compile it)
    before and after the rules once each and compare them on ``n_inputs`` random inputs;
    returns (rewrites, cases compared). A program the rules left as it was is not run."""
    mod = from_text(text, allow_unknown=allow_unknown)
    untouched = to_text(mod)
    fired = apply_rule(mod, *rules)
    if not fired and to_text(mod) == untouched:
        return 0, 0  # the rules left the program as it was: nothing of theirs to compare
    before = xla_compile(reference or text)
    after = xla_compile(mod)
    rng = np.random.default_rng(seed)
    for _ in range(n_inputs):
        args = rand_args(arg_types, rng)
        want, got = before(*args), after(*args)
        assert len(want) == len(got)
        for w, g in zip(want, got):
            assert same(w, g), f"rules {rules} changed the result:\n{text}\nwant {w}\ngot {g}"
    return fired, n_inputs


def cmp(res: str, a: str, b: str, ty: str, d: str = "LT") -> str:
    it = ty.replace("i32>", "i1>")
    return (f'{res} = "stablehlo.compare"({a}, {b}) <{{comparison_direction = '
            f"#stablehlo<comparison_direction {d}>, compare_type = #stablehlo<comparison_type SIGNED>}}> "
            f": ({ty}, {ty}) -> {it}")


def select(res: str, p: str, a: str, b: str, ty: str) -> str:
    pt = ty[: ty.rindex("x") + 1] + "i1>" if "x" in ty else "tensor<i1>"
    return f'{res} = "stablehlo.select"({p}, {a}, {b}) : ({pt}, {ty}, {ty}) -> {ty}'
