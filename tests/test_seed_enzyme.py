"""Differential tests against Enzyme-JAX 0.0.16 (optional extra ``enzyme``).

For every seed rule whose name exists in Enzyme-JAX, ours (the rule alone) and theirs
(``enzyme-hlo-generate-td{patterns=NAME}``) run on the same modules: programs drawn by the
hypothesis generators of test_seed_hypothesis.py plus hand-written ones. Our output must be
equivalent to the input on XLA CPU; where Enzyme's is not, the case is recorded as an
Enzyme finding (and must be one we know of). Where one fires and the other does not is
recorded too; ``python tests/test_seed_enzyme.py`` prints the table (docs/library.md).
"""

from __future__ import annotations

import re
import sys
from typing import Any

import numpy as np
import pytest

enzyme_call = pytest.importorskip("enzyme_ad.jax.enzyme_call", reason="enzyme-ad not installed")

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from seed_data.seedcase import (
    apply_rule,
    cmp,
    dense,
    gather,
    module,
    names,
    rand_args,
    same,
    scatter,
    select,
)

from hlorules.lowering.exporter import to_text
from hlorules.lowering.importer import from_text
from hlorules.lowering.xla import compile as xla_compile

pytestmark = pytest.mark.enzyme

# our rule -> Enzyme-JAX's pattern of the same name (absent: gather_scatter_constant_forward,
# and our additions). Never transpose_slice and slice_transpose together: Enzyme hangs.
SHARED = ["gather_of_masked_scatter", "scatter_masked_index_slice", "scatter_of_scatter_simplify",
          "scatter_out_of_bounds_noop", "slice_iota", "slice_transpose", "transpose_slice",
          "while_slice_elementwise_carry"]
OURS_EXTRA = {"while_slice_elementwise_carry": ("slice_pad_interior",),
              "scatter_of_scatter_simplify": ("scatter_of_scatter_simplify_const",)}


def enzyme(text: str, pattern: str) -> str:
    _, out = enzyme_call.run_pass_pipeline(
        [], text, f"enzyme-hlo-generate-td{{patterns={pattern}}},transform-interpreter,"
                  "enzyme-hlo-remove-transform")
    return re.sub(r"func\.func private @main", "func.func @main", out)


def _ops(text: str) -> list[str]:
    return sorted(names(from_text(text, allow_unknown=True)))


def differential(rule: str, text: str, arg_types: Any, n_inputs: int = 4, seed: int = 0
                 ) -> dict[str, Any]:
    mod = from_text(text, allow_unknown=True)
    src = to_text(mod)
    ours_fired = apply_rule(mod, rule, *OURS_EXTRA.get(rule, ())) > 0
    theirs = enzyme(src, rule)
    theirs_fired = _ops(theirs) != _ops(src)
    ref, ours_exe, theirs_exe = xla_compile(src), xla_compile(mod), xla_compile(theirs)
    rng = np.random.default_rng(seed)
    ours_ok = theirs_ok = True
    for _ in range(n_inputs):
        args = rand_args(arg_types, rng)
        want = ref(*args)
        ours_ok &= all(same(a, b) for a, b in zip(want, ours_exe(*args)))
        theirs_ok &= all(same(a, b) for a, b in zip(want, theirs_exe(*args)))
    return {"rule": rule, "ours_fired": ours_fired, "theirs_fired": theirs_fired,
            "ours_ok": ours_ok, "theirs_ok": theirs_ok, "text": text}


def duplicate_masked_gather(mask_kind: str = "iota") -> tuple[str, Any]:
    """patterns.md's case: live = [3,4,5,6,7,3,4,9], every lane live; lanes 0-1 and 5-6
    store to the same elements, so lanes 0-1 read back what lanes 5-6 stored."""
    T = "tensor<8x1xi32>"
    live = np.array([3, 4, 5, 6, 7, 3, 4, 9], np.int32).reshape(8, 1)
    if mask_kind == "iota":
        mask = ["%io = stablehlo.iota dim = 0 : " + T, f"%n = stablehlo.constant dense<8> : {T}",
                cmp("%m", "%io", "%n", T)]
    else:
        mask = [f"%m = {dense(np.ones((8, 1), bool), 'i1')}"]
    lines = [f"%l = {dense(live)}", *mask, f"%d = stablehlo.constant dense<1000> : {T}",
             select("%i", "%m", "%l", "%d", T),
             scatter("%s", "%x", "%i", "%u", "tensor<16xf32>", T, "tensor<8xf32>", inserted=[0],
                     uwd=[], s2o=[0], ivd=1),
             gather("%g", "%s", "%l", "tensor<16xf32>", T, "tensor<8xf32>", offset=[],
                    collapsed=[0], sim=[0], ivd=1, ss=[1])]
    return module([("%x", "tensor<16xf32>"), ("%u", "tensor<8xf32>")], lines,
                  [("%g", "tensor<8xf32>")]), [((16,), np.float32), ((8,), np.float32)]


@pytest.mark.parametrize("mask_kind", ["iota", "constant"])
def test_duplicate_index_gather_of_masked_scatter(mask_kind: str) -> None:
    text, types = duplicate_masked_gather(mask_kind)
    r = differential("gather_of_masked_scatter", text, types)
    assert not r["ours_fired"] and r["ours_ok"]
    # Enzyme-JAX 0.0.16 forwards u regardless of the duplicates: wrong where it fires
    assert r["theirs_ok"] or r["theirs_fired"]


def _generated(rule: str, programs: int) -> list[dict[str, Any]]:
    import test_seed_hypothesis as H

    gen = H.CASES[rule][1]
    out: list[dict[str, Any]] = []

    @settings(max_examples=programs, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def run(data: Any) -> None:
        text, types, *_ = gen(data.draw)
        out.append(differential(rule, text, types, seed=len(out)))

    run()
    return out


FINDINGS: dict[str, list[dict[str, Any]]] = {}


@pytest.mark.parametrize("rule", SHARED)
def test_differential(rule: str) -> None:
    res = _generated(rule, 8)
    FINDINGS[rule] = res
    assert all(r["ours_ok"] for r in res), [r["text"] for r in res if not r["ours_ok"]]
    assert any(r["ours_fired"] for r in res)


def summarize(programs: int = 8) -> str:
    rows = ["| rule | programs | ours fired | Enzyme fired | only ours | only Enzyme | Enzyme wrong |",
            "|---|---|---|---|---|---|---|"]
    for rule in SHARED:
        res = _generated(rule, programs)
        f = lambda k, res=res: sum(1 for r in res if k(r))
        rows.append(f"| `{rule}` | {len(res)} | {f(lambda r: r['ours_fired'])} | "
                    f"{f(lambda r: r['theirs_fired'])} | "
                    f"{f(lambda r: r['ours_fired'] and not r['theirs_fired'])} | "
                    f"{f(lambda r: r['theirs_fired'] and not r['ours_fired'])} | "
                    f"{f(lambda r: not r['theirs_ok'])} |")
    return "\n".join(rows)


if __name__ == "__main__":
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    print(summarize(int(sys.argv[1]) if len(sys.argv) > 1 else 8))
    for k in ("iota", "constant"):
        r = differential("gather_of_masked_scatter", *duplicate_masked_gather(k))
        print(k, {a: b for a, b in r.items() if a != "text"})
