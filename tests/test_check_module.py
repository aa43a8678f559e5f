"""Module-level checking: hlorules.check / check_module, comparison, strategies, replay."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from jax import lax

import hlorules
from hlorules.base.errors import HloRulesError
from hlorules.checker.inputs import ArgSpec, arg_strategy, compare_outputs
from hlorules.checker.module import arg_specs, check_module, index_like_args, main_func, replay
from hlorules.lowering import importer

DATA = Path(__file__).parent / "check_data"
SIMPLE_BOOK = Path(__file__).parent / "engine_data" / "simple.book"
WRONG_BOOK = DATA / "wrong_slice_iota.book"


def strided_iota(x):
    return lax.slice(lax.iota(np.int32, 16), (2,), (14,), (3,)) + x


def test_check_sound_rewrite_reports_no_difference():
    rep = hlorules.check(strided_iota, np.zeros(4, np.int32), rulebook=SIMPLE_BOOK,
                         max_examples=50)
    assert rep.ok and rep.fired == ["slice_iota"] and rep.cases == 50


def test_check_catches_wrong_slice_iota_and_writes_replayable_repro(tmp_path):
    rep = hlorules.check(strided_iota, np.zeros(4, np.int32), rulebook=WRONG_BOOK,
                         max_examples=50, outdir=tmp_path, name="iota")
    assert not rep.ok
    cex = rep.counterexample
    assert cex.fired == ["slice_iota_stride_ignored"]
    assert np.all(cex.inputs[0] == 0)  # shrunk to the simplest input
    assert {p.name for p in tmp_path.iterdir()} == {
        "iota.mlir", "iota.rewritten.mlir", "iota.npz", "iota.json"}
    text = rep.render()
    assert "hlorules check --replay" in text and "output 0 original" in text
    (r,) = replay(tmp_path)
    assert r.mismatch is not None


def test_check_module_is_reproducible_with_a_seed():
    module = importer.from_jax(strided_iota, np.zeros(4, np.int32))
    a = check_module(module, WRONG_BOOK, seed=3, max_examples=20)
    b = check_module(module, WRONG_BOOK, seed=3, max_examples=20)
    assert str(a.counterexample.mismatch) == str(b.counterexample.mismatch)


def test_unsupported_argument_type_is_a_clear_error():
    module = importer.from_file(DATA / "unsupported_arg.mlir")
    with pytest.raises(HloRulesError, match=r"argument 0 of @main has type tensor<\?xf32>"):
        arg_specs(module)


def test_index_like_arguments_are_found_through_select():
    def f(x, i):
        return x[i]

    module = importer.from_jax(f, np.zeros(7, np.float32), np.zeros(3, np.int32))
    assert index_like_args(main_func(module)) == {1: 7}


def test_compare_outputs_nan_signed_zero_and_ulps():
    nan = np.array([np.nan, 1.0], np.float32)
    assert compare_outputs([nan], [nan.copy()]) is None
    assert compare_outputs([np.array([0.0], np.float32)], [np.array([-0.0], np.float32)]) is None
    assert compare_outputs([np.array([0.0], np.float32)], [np.array([-0.0], np.float32)],
                           signed_zeros=True) is not None
    one = np.array([1.0], np.float32)
    next_up = np.nextafter(one, np.float32(2))
    assert compare_outputs([one], [next_up]) is not None
    assert compare_outputs([one], [next_up], ulps=1) is None
    assert compare_outputs([np.array([1], np.int32)], [np.array([2], np.int32)]) is not None
    assert compare_outputs([np.array([1], np.int32)], [np.array([1], np.int64)]) is not None


def test_a_bf16_subnormal_equals_the_zero_of_its_sign_as_xla_cpu_flushes_some():
    # XLA CPU flushes a bf16 subnormal in a slice+broadcast_in_dim fusion that the slice or
    # the broadcast alone keeps: a data-movement rewrite would "differ" in that bit
    import jax
    import ml_dtypes

    bf = ml_dtypes.bfloat16
    x = np.zeros((3, 3), bf)
    x[0, 1] = bf(-5.87747e-39)
    fused = jax.jit(lambda a: jax.lax.broadcast_in_dim(a[::2, 0:2], (2, 2, 1, 2, 3), (0, 3)))
    sliced = jax.jit(lambda a: a[::2, 0:2])
    got, kept = np.asarray(fused(x))[0, 1, 0, 0, 0], np.asarray(sliced(x))[0, 1]
    assert compare_outputs([np.array([got])], [np.array([kept])]) is None
    sub, neg0, pos0 = (np.array([v], bf) for v in (bf(-5.87747e-39), bf(-0.0), bf(0.0)))
    assert compare_outputs([sub], [neg0]) is None
    assert compare_outputs([sub], [pos0], signed_zeros=True) is not None  # its sign is kept
    f32 = np.array([-1e-40], np.float32)
    assert compare_outputs([f32], [np.array([-0.0], np.float32)]) is not None  # f32 exact


def test_float_strategy_reaches_specials_and_index_strategy_duplicates():
    from hypothesis import find, settings
    from hypothesis.errors import NoSuchExample

    s = settings(max_examples=300, database=None)
    f32 = arg_strategy(ArgSpec((4,), np.dtype(np.float32)))
    find(f32, lambda a: np.isnan(a).any(), settings=s)
    find(f32, lambda a: np.isinf(a).any(), settings=s)
    find(f32, lambda a: bool((np.signbit(a) & (a == 0)).any()), settings=s)
    idx = arg_strategy(ArgSpec((4,), np.dtype(np.int32), index_bound=5))
    find(idx, lambda a: len(set(a.tolist())) < 4, settings=s)
    find(idx, lambda a: bool(((a < 0) | (a >= 5)).any()), settings=s)
    uniq = arg_strategy(ArgSpec((4,), np.dtype(np.int32), index_bound=5, unique=True))
    with pytest.raises(NoSuchExample):
        find(uniq, lambda a: len(set(a.tolist())) < 4, settings=s)


def test_dense_complex_arrays_keep_each_part_as_drawn():
    # re + 1j * im would turn the real part of every lane with an infinite imaginary part
    # into NaN: the parts must be the two float arrays drawn for them
    from hlorules.checker.inputs import _random_array

    spec = ArgSpec((64,), np.dtype(np.complex64))
    part = ArgSpec((64,), np.dtype(np.float32))
    hits = 0
    for seed in range(20):
        a = _random_array(spec, seed)
        re, im = _random_array(part, seed), _random_array(part, seed + 1)
        np.testing.assert_array_equal(a.real, re)
        np.testing.assert_array_equal(a.imag, im)
        hits += int((np.isinf(im) & ~np.isnan(re)).any())
    assert hits > 0  # the case that went wrong was drawn


def test_boundary_cases_put_nan_inf_signed_zero_and_extremes_in_every_check():
    from hlorules.checker.inputs import boundary_cases

    (a, b, i, u, n), second, _rounding, _equal = boundary_cases([
        ArgSpec((2, 3), np.dtype(np.float32)), ArgSpec((5,), np.dtype(np.float32)),
        ArgSpec((4,), np.dtype(np.int8)), ArgSpec((3,), np.dtype(np.int32), index_bound=5,
                                                   unique=True),
        ArgSpec((2,), np.dtype(np.float32), allow_nan=False)])
    assert np.isnan(a).any() and np.isinf(a).any() and (np.signbit(a) & (a == 0)).any()
    assert ((a != 0) & (np.abs(a) < np.finfo(np.float32).tiny)).any()  # a subnormal
    assert not np.array_equal(a.reshape(-1)[:5], b, equal_nan=True)  # arguments differ
    assert {-128, 127} <= set(i.tolist()) and sorted(u.tolist()) == [0, 1, 2]
    assert not np.isnan(n).any() and not np.isnan(second[4]).any()
    assert not np.array_equal(a, second[0], equal_nan=True)


def test_arguments_of_one_type_meet_equal_values_in_a_boundary_case():
    from hlorules.checker.inputs import boundary_cases

    specs = [ArgSpec((3,), np.dtype(np.float32)), ArgSpec((3,), np.dtype(np.float32)),
             ArgSpec((2,), np.dtype(np.int32), index_bound=4), ArgSpec((2,), np.dtype(np.int8))]
    cases = boundary_cases(specs)
    equal = [c for c in cases if np.array_equal(c[0], c[1], equal_nan=True)]
    assert len(equal) == 1 and np.isfinite(equal[0][0]).any()  # finite: a - b is a zero
    assert np.array_equal(equal[0][2], cases[0][2])  # an index argument keeps its edges
    distinct = boundary_cases([ArgSpec((3,), np.dtype(np.float32)),
                               ArgSpec((3,), np.dtype(np.int8))])
    assert len(distinct) == 3  # no two arguments share a type: no such case


def test_a_rewrite_wrong_only_on_nan_is_caught_whatever_the_draws():
    # compare(x, x) EQ -> true holds for every float but NaN; with two drawn cases the
    # random draws alone seldom hold a NaN, the boundary cases always do
    from hlorules.checker.module import Pair, run_cases

    base = """func.func @main(%x: tensor<3xf32>) -> tensor<3xi1> {
      %0 = stablehlo.compare EQ, %x, %x, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      return %0 : tensor<3xi1> }"""
    folded = """func.func @main(%x: tensor<3xf32>) -> tensor<3xi1> {
      %0 = stablehlo.constant dense<true> : tensor<3xi1>
      return %0 : tensor<3xi1> }"""
    pair = Pair(base, folded, ["compare_same"], 0, "cpu")
    run = run_cases(pair, [ArgSpec((3,), np.dtype(np.float32))], max_examples=3, seed=0)
    assert run.counterexample is not None
    x = run.counterexample.inputs[0]
    assert np.isnan(x).sum() == 1 and (x[~np.isnan(x)] == 0).all()  # shrunk to the NaN


def test_an_original_xla_refuses_is_told_apart_from_a_refused_rewrite():
    from hlorules.checker.module import OriginalRejected, Pair

    bad = """func.func @main(%x: tensor<2xi1>) -> tensor<2xi1> {
      %0 = stablehlo.shift_left %x, %x : tensor<2xi1>
      return %0 : tensor<2xi1> }"""
    good = """func.func @main(%x: tensor<2xi1>) -> tensor<2xi1> {
      return %x : tensor<2xi1> }"""
    with pytest.raises(OriginalRejected):
        Pair(bad, good, ["r"]).executables()
    with pytest.raises(HloRulesError) as e:
        Pair(good, bad, ["r"]).executables()
    assert not isinstance(e.value, OriginalRejected)


@pytest.mark.parametrize("dtype,big", [(np.float32, 2.0 ** 24), (np.float16, 2.0 ** 11),
                                       (np.float64, 2.0 ** 53)])
def test_boundary_cases_meet_the_magnitude_where_adding_one_rounds(dtype, big):
    from hlorules.checker.inputs import boundary_cases

    cases = boundary_cases([ArgSpec((3,), np.dtype(dtype)), ArgSpec((2,), np.dtype(np.int32))])
    assert len(cases) == 3
    x = cases[2][0]
    assert float(x[0]) == big and float(x[0] + dtype(1)) == big  # x + 1 rounds back to x
    assert np.array_equal(cases[2][1], cases[0][1])  # an integer argument as in the first


def test_boolean_arguments_get_inputs_and_a_wrong_boolean_rewrite_is_refuted():
    from hlorules.checker.module import Pair, run_cases

    text = """func.func @main(%x: tensor<2xi1>, %y: tensor<2xi1>) -> tensor<2xi1> {
      %0 = stablehlo.and %x, %y : tensor<2xi1>
      return %0 : tensor<2xi1> }"""
    wrong = text.replace("stablehlo.and", "stablehlo.or")
    specs = arg_specs(importer.from_text(text))
    assert [s.dtype for s in specs] == [np.dtype(np.bool_)] * 2  # i1 is a supported type
    run = run_cases(Pair(text, wrong, ["r"]), specs, 10, seed=0)
    assert run.counterexample is not None
    assert run_cases(Pair(text, text.replace("%x, %y", "%y, %x"), ["r"]), specs, 10,
                     seed=0).counterexample is None


def test_complex_arguments_get_inputs_and_a_wrong_complex_rewrite_is_refuted():
    from hlorules.checker.module import Pair, run_cases

    text = """func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
      %0 = stablehlo.real %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      %1 = stablehlo.imag %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      %2 = stablehlo.complex %0, %1 : tensor<4xcomplex<f32>>
      return %2 : tensor<4xcomplex<f32>> }"""
    same = """func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
      return %x : tensor<4xcomplex<f32>> }"""
    specs = arg_specs(importer.from_text(text))
    assert [s.dtype for s in specs] == [np.dtype(np.complex64)]
    pair = Pair(text, same, ["r"])
    assert run_cases(pair, specs, 10, seed=0, signed_zeros=True).counterexample is None
    wrong = Pair(text, text.replace("complex %0, %1", "complex %1, %0"), ["r"])
    assert run_cases(wrong, specs, 10, seed=0).counterexample is not None


@pytest.mark.parametrize("unique", [False, True])
def test_a_narrow_index_argument_of_a_long_dim_gets_inputs_of_its_own_type(unique):
    """An i8 start of a 300-element dim: the drawn and boundary starts stop at what i8 holds
    (a start past 127 raised an OverflowError out of ``check``)."""
    from hlorules.checker.inputs import boundary_cases

    spec = ArgSpec((3,) if unique else (), np.dtype(np.int8), index_bound=300, unique=unique)
    for arr in boundary_cases([spec]):
        assert arr[0].dtype == np.int8
    from hypothesis import given, settings

    @settings(max_examples=20, database=None)
    @given(arg_strategy(spec))
    def drawn(a):
        assert a.dtype == np.int8 and a.shape == spec.shape

    drawn()
