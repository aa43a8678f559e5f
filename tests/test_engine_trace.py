"""Trace.merge: totals over several runs, rules and phases matched by name."""

from hlorules.engine.trace import PhaseStats, Trace


def test_merge_sums_rules_and_phases_by_name():
    a, b = Trace(), Trace()
    for t, n in ((a, 2), (b, 3)):
        st = t.rule("slice_iota", "seed.rules:4:6")
        st.attempts, st.rewrites = 10 * n, n
        t.phases.append(PhaseStats("cut", sweeps=n, rewrites=n, ops_before=100, ops_after=90))
        t.seconds, t.inlined_calls = 0.5, 1
        t.warnings.append(f"w{n}")
    total = Trace()
    total.merge(a)
    total.merge(b)
    assert total.rules["slice_iota"].attempts == 50 and total.rules["slice_iota"].rewrites == 5
    assert [p.name for p in total.phases] == ["cut"]
    cut = total.phases[0]
    assert (cut.sweeps, cut.rewrites, cut.ops_before, cut.ops_after) == (5, 5, 200, 180)
    assert total.seconds == 1.0 and total.inlined_calls == 2 and total.warnings == ["w2", "w3"]
    assert a.rules["slice_iota"].attempts == 20  # the merged-in traces are left as they were
