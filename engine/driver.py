"""The worklist greedy driver: runs one phase of rules over a module, as MLIR's driver does.

One *sweep* seeds the worklist with every op of the module in program order (nested regions
included) and pops ops until the list is empty.  For each op, the phase's rules that can root
at it (an index ``op name -> rules``, rules with empty ``roots`` tried everywhere) are tried
in order of decreasing ``benefit`` (ties: phase order); the first ``Rewrite`` is applied:

* ``new_ops`` are inserted before the op, its results replaced, the op erased;
* the new ops, the users of the replacement values and the defining ops of the erased op's
  operands go back on the worklist;
* an op popped with no uses that is side-effect free (``Pure``, or ``RecursiveMemoryEffect``
  with a pure body) is erased instead of matched;
* identical ``stablehlo.constant`` ops in one block are merged, at phase start and whenever a
  rewrite creates a constant (the surviving constant moves to the top of its block).

A rule that the compiler gave a read set (``rules.compiler.ReadSet``: how far from its root
it reads) is left out at an op where it failed and nothing within its read set has changed
since (:class:`_Memo`; ``incremental=False`` tries every rule everywhere): only tries that
would fail are left out, so the rewrites, and the result, are the same.

A phase repeats sweeps until one changes nothing (or ``max_sweeps``).  Termination:

* after each sweep (from the second on) that fired a rule the module is hashed; a state
  seen before is a cycle, reported (:class:`CycleError`) with the rules that fired between
  the two visits;
* within one sweep at most ``10 * ops + 1000`` rewrites run; past that each rewrite records
  a key (rule, root op, op count), the keys are searched for a period at power-of-two
  checkpoints and a period is confirmed by two module hashes: a repeated state is reported
  as a cycle (two rules undoing each other on one op), and ``confirm_window`` rewrites
  without one as :class:`RunawayError`.  This costs O(1) amortised per rewrite and a
  bounded number of hashes, whatever the module's size;
* the module may not grow past ``10 * ops + 10000`` ops (:class:`RunawayError`);
* ``cap N`` stops a phase after N rewrites (recorded in the trace, not an error).

The replaced root's discardable attributes (``mhlo.sharding``, ...) move to the op that
survives it, following StableHLO (:mod:`hlorules.engine.discardable`), unless the rule says
``attrs drop``.

Every rewrite is checked: one replacement per result, each of the replaced result's type,
and a rewrite that changes nothing is an error naming the rule (:class:`RewriteError`).  In
checked mode the new ops and the users of replaced values are verified after each rewrite
and the module at the end of the phase, and a failure names the rule that caused it.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue, SSAValues
from xdsl.traits import IsTerminator, get_effects

from hlorules.base.errors import HloRulesError, Location, plural
from hlorules.base.input_limits import recursion_headroom
from hlorules.dialect import op_state
from hlorules.dialect.fold.core import VALUE_MISSES
from hlorules.dialect.identity import HashedKey, attr_hash
from hlorules.engine.discardable import move_discardable
from hlorules.engine.schedule import Phase
from hlorules.engine.state_hash import StateHasher
from hlorules.engine.trace import PhaseStats, Trace
from hlorules.rules import approx_label
from hlorules.rules.hashcons import earlier_twin
from hlorules.rules.rewrite import listening

__all__ = [
    "CycleError",
    "Driver",
    "RewriteError",
    "RunawayError",
    "count_ops",
    "dedupe_constants",
    "module_hash",
]

OnCycle = Literal["raise", "stop"]

_CONTAINERS = frozenset({"builtin.module", "func.func"})
_CONSTANT = "stablehlo.constant"
_NO_RULES = object()  # Driver._entries_by_name: no rule of the phase roots at this op name
_BY_OPERAND = object()  # ... rules found by the op defining operand 0 (Driver._entries_for)
_BY_ATTRS = object()  # ... and by whether the op carries discardable attributes
_TI = tuple.__getitem__  # tuple indexing in C: xDSL's SSAValues overrides __getitem__ in Python


def _insert_before(block: Block, new_ops: list[Operation], op: Operation) -> None:
    """``block.insert_ops_before(new_ops, op)``: xDSL's checks an op without regions cannot
    fail (it holds no block, so the block cannot be inside it) left out for such ops."""
    if op.parent is not block:
        raise ValueError("Can't insert operation before operation not in current block")
    for n in new_ops:
        if n.regions or n.parent is not None:
            block.insert_op_before(n, op)  # xDSL's own, with its checks
            continue
        n.parent = block
        prev = op._prev_op  # xDSL's linked list (xdsl is pinned)
        if prev is None:
            block._first_op = n
        else:
            prev._next_op = n
        n._prev_op = prev
        n._next_op = op
        op._prev_op = n


def _replace_uses(old: SSAValue, new: SSAValue) -> list[Operation]:
    """``old.replace_all_uses_with(new)``; returns the users, one per use, in use-list order.

    What xDSL's method does (each use moved to the head of ``new``'s use list, in ``old``'s
    use-list order; ``new`` takes ``old``'s name hint when it has none), reading the use
    list and the users' operand tuples directly instead of through ``uses`` and
    ``operands`` views, and collecting the users on the way."""
    users: list[Operation] = []
    if new is old:
        return users
    use = old.first_use
    while use is not None:
        nxt = use._next_use  # xDSL's use list (xdsl is pinned)
        user = use.operation
        i = use.index
        ops = list(user._operands)
        ops[i] = new
        old.remove_use(use)
        new.add_use(use)
        user._operands = SSAValues(ops)
        users.append(user)
        use = nxt
    if new.name_hint is None:
        new.name_hint = old.name_hint
    return users


_NONE: SSAValues[Any] = SSAValues()


def _release(op: Operation) -> None:
    """``op`` (without regions or successors) has left the IR for good: its results are
    unused and it is in no use list.  It lets go of its results and operands: reference
    counting frees it and its results now (the op <-> result cycle broken) instead of the
    cyclic collector later, and whatever still holds the op (a twin table's stale entry,
    rules/hashcons.py) holds no producers through it."""
    op.results = _NONE
    op._operands = _NONE


def _drop_operand_uses(op: Operation) -> None:
    """``op.drop_all_references()`` for an op without regions or successors: the op leaves
    its operands' use lists (xDSL's ``remove_use``, inline: the use-list links directly)."""
    op.parent = None
    for operand, use in zip(op._operands, op._operand_uses, strict=True):
        prev = use._prev_use
        nxt = use._next_use
        if prev is not None:
            prev._next_use = nxt
        else:
            operand.first_use = nxt
        if nxt is not None:
            nxt._prev_use = prev
    op._operand_uses = ()


# --------------------------------------------------------------------------- errors


def _where(rule: Any) -> str:
    loc = getattr(rule, "location", None)
    return str(loc) if loc else "<python>"


def _short(loc: Location | str | None) -> str:
    """``file:line`` of a location (the column adds nothing in a list of rules)."""
    if isinstance(loc, Location):
        return f"{loc.file}:{loc.line}"
    return str(loc) if loc else "<python>"


class RewriteError(HloRulesError):
    """A rule proposed a bad rewrite (ill-typed, no change, invalid IR, or it crashed)."""

    def __init__(self, message: str, rule: Any) -> None:
        loc = getattr(rule, "location", None)
        super().__init__(message, loc if isinstance(loc, Location) else None)
        self.rule = getattr(rule, "name", str(rule))


class CycleError(HloRulesError):
    """The module came back to a state it had already been in.

    ``cycle`` is the sequence of ``(rule name, location)`` that fired between the two visits,
    in firing order; ``str()`` names each distinct rule once with its ``file:line``.
    Within a phase (across sweeps or within one sweep) ``phase`` is the phase's name.  A
    cycle across the rounds of a schedule loop (``loop`` describes it) names the phases that
    ran between the two visits in ``phases``; ``phase`` is then those names joined by ``,``.
    """

    def __init__(self, phase: str, cycle: Sequence[tuple[str, Any]],
                 location: Location | None = None, within_sweep: bool = False, *,
                 phases: Sequence[str] | None = None, loop: str | None = None) -> None:
        self.cycle = list(cycle)
        self.phases = list(phases) if phases else [phase]
        self.phase = ",".join(self.phases) if phases else phase
        distinct: dict[str, Any] = {}
        for name, loc in self.cycle:
            distinct.setdefault(name, loc)
        self.rules = list(distinct)
        chain = " -> ".join(f"{n} ({_short(loc)})" for n, loc in distinct.items())
        turn = f"{plural(len(self.cycle), 'rewrite')} per turn"
        if phases:
            names = " -> ".join(f"'{p}'" for p in self.phases)
            head = f"rewrite cycle across phases {names} ({loop or 'a schedule loop'}, {turn})"
        else:
            where = "within one sweep" if within_sweep else "across sweeps"
            head = f"rewrite cycle in phase '{phase}' ({where}, {turn})"
        super().__init__(f"{head}: {chain} -> back to the same module", location)


class RunawayError(HloRulesError):
    """A phase kept rewriting without converging or repeating (e.g. a rule growing the IR)."""

    def __init__(self, phase: str, reason: str, counts: dict[str, tuple[int, Any]],
                 location: Location | None = None) -> None:
        self.phase = phase
        top = sorted(counts.items(), key=lambda kv: -kv[1][0])[:4]
        names = ", ".join(f"{n} ({_short(loc)}) x{c}" for n, (c, loc) in top)
        self.rules = [n for n, _ in top]
        super().__init__(f"phase '{phase}' does not terminate: {reason}; most frequent: {names}",
                         location)


# --------------------------------------------------------------------------- helpers


_HASHER: list[Any] = []


def module_hash(module: Operation) -> str:
    """A structural hash of ``module``, equal for two states exactly when their exported
    texts are (names are positional): :class:`~hlorules.engine.state_hash.StateHasher`,
    which prints each op once, not once per hash.  One hasher is kept between calls (a
    new one, once its attribute cache is large, gives the same hashes)."""
    if not _HASHER or _HASHER[0].exporter.cached_attributes() > 200_000:
        _HASHER[:] = [StateHasher()]
    with recursion_headroom():  # nested regions recurse (as the exporter does)
        return _HASHER[0](module)  # type: ignore[no-any-return]


def preorder(op: Operation) -> list[Operation]:
    """``op`` and every op nested in it, in ``op.walk()``'s order (pre-order: an op, then
    its regions' ops), as a list: a loop over the blocks' linked lists, several times
    faster than xDSL's nested generators."""
    out = [op]
    _preorder_into(op, out)
    return out


def _preorder_into(op: Operation, out: list[Operation]) -> None:
    append = out.append
    for region in op.regions:
        for block in region.blocks:
            o = block.first_op
            while o is not None:
                append(o)
                if o.regions:
                    _preorder_into(o, out)
                o = o._next_op  # (xDSL's next_op property returns it, a call per op)


def _scan(module: Operation
          ) -> tuple[list[Operation], list[str], dict[Block, list[Operation]]]:
    """:func:`preorder` of ``module`` and, from the same walk, the ops' names (a list
    parallel to it: a sweep picks its worklist by name without reading each op's name
    again) and the ``stablehlo.constant`` ops by block (each block's in block order): what
    a phase starts from."""
    out = [module]
    names = [module.name]
    consts: dict[Block, list[Operation]] = {}
    _scan_into(module, out, names, consts)
    return out, names, consts


def _scan_into(op: Operation, out: list[Operation], names: list[str],
               consts: dict[Block, list[Operation]]) -> None:
    append, name = out.append, names.append
    for region in op.regions:
        for block in region.blocks:
            o = block.first_op
            here: list[Operation] | None = None
            while o is not None:
                append(o)
                n = o.name
                name(n)
                if n == _CONSTANT:
                    if here is None:
                        here = consts[block] = []
                    here.append(o)
                elif o.regions:
                    _scan_into(o, out, names, consts)
                o = o._next_op


def _outer_producers(inner: list[Operation]) -> list[Operation]:
    """The ops outside an op defining values that ops in its regions read; ``inner``: the
    op's :func:`preorder` (the op first)."""
    ids = set(map(id, inner))
    return [v.op for o in inner[1:] for v in o._operands  # type: ignore[attr-defined]
            if v.__class__ is OpResult and id(v.op) not in ids]  # type: ignore[attr-defined]


def count_ops(module: Operation) -> int:
    """Ops in ``module`` (nested regions included), not counting the module itself."""
    return len(preorder(module)) - 1


_removable_cache: dict[Any, bool] = {}
""":func:`is_removable` by op class (an op without regions) or by the op's class and its
regions' :func:`_nested_classes` (xDSL's effect traits are the classes'; a region op's
effects are its traits' and, recursively, its nested ops')."""


def is_removable(op: Operation) -> bool:
    """True when ``op`` may be erased once its results are unused.

    Side-effect free ops (``Pure``; region ops whose bodies are pure) with at least one
    result; never terminators, functions or modules.
    """
    key: Any = type(op)
    if op.regions:
        key = (key, *_nested_classes(op))
    cached = _removable_cache.get(key)
    if cached is not None:
        return cached
    if not op.results or op.name in _CONTAINERS or op.has_trait(IsTerminator):
        ok = False
    else:
        effects = get_effects(op)
        ok = effects is not None and len(effects) == 0
    _removable_cache[key] = ok
    return ok


def _nested_classes(op: Operation, depth: int = 0) -> list[Any]:
    """The ops nested in ``op`` as (class, depth) in :func:`preorder`'s order: with a class's
    traits, all their effects depend on."""
    out: list[Any] = []
    for region in op.regions:
        for block in region.blocks:
            o = block.first_op
            while o is not None:
                out.append((type(o), depth))
                if o.regions:
                    out += _nested_classes(o, depth + 1)
                o = o._next_op
    return out


def _is_dead(op: Operation) -> bool:
    res = op.results
    if not res:
        return False
    for r in res:
        if r.first_use is not None:
            return False
    return is_removable(op)


def _const_key(op: Operation) -> HashedKey | None:
    """Constants merge when value, type and discardable attributes are all equal (so merging
    never drops an ``mhlo.sharding``)."""
    if not op.attributes:  # kept on the op: a constant's value and type never change
        got = getattr(op, _CONST_KEY, None)  # (not op.__dict__: that makes the op a dict)
        if got is not None:
            return got  # type: ignore[no-any-return]
    val = op.properties.get("value")
    if val is None:
        return None
    attrs = tuple(sorted(op.attributes.items())) if op.attributes else ()
    t = _TI(op.results, 0).type
    try:
        h = hash((attr_hash(val), attr_hash(t), tuple([(k, attr_hash(v)) for k, v in attrs])))
    except TypeError:  # an unhashable attribute: leave it alone
        return None
    key = HashedKey((val, t, attrs), h)
    if not attrs:
        setattr(op, _CONST_KEY, key)
    return key


_CONST_KEY = op_state.CONST_KEY
"""The attribute of a constant op caching its :func:`_const_key` while it has no
discardable attributes (the engine may merge some into it)."""


def _duplicates(consts: dict[Block, list[Operation]]) -> bool:
    """Whether two of ``consts`` (constants by block, :func:`_scan`) in one block are
    identical: whether :func:`dedupe_constants` would merge any."""
    for in_block in consts.values():
        if len(in_block) > 1:
            keys = [k for k in map(_const_key, in_block) if k is not None]
            if len(set(keys)) < len(keys):
                return True
    return False


def dedupe_constants(module: Operation,
                     on_merge: Callable[[Operation, Operation, list[Operation]], None] | None
                     = None, before_merge: Callable[[], None] | None = None,
                     consts: dict[Block, list[Operation]] | None = None) -> int:
    """Merge identical ``stablehlo.constant`` ops within each block; returns how many went.
    ``on_merge(dup, kept, users)`` is told of each merge, after it, ``before_merge()``
    before it.  ``consts``: the module's constants by block, each in block order, when the
    caller has them (a :func:`_scan` of it; else one is made).  Each block's constants
    merge in block order (the first of equal ones stays); merges in different blocks touch
    different ops and uses, so the order of the blocks is immaterial."""
    if consts is None:
        consts = _scan(module)[2]
    removed = 0
    for block, in_block in consts.items():
        if len(in_block) < 2:
            continue
        seen: dict[Any, Operation] = {}
        for inner in in_block:
            key = _const_key(inner)
            if key is None:
                continue
            first = seen.get(key)
            if first is None:
                seen[key] = inner
                continue
            if before_merge is not None:
                before_merge()
            users = _replace_uses(inner.results[0], first.results[0])
            block.detach_op(inner)  # (block.erase_op, less its checks: no uses,
            _release(inner)  # no operands, no regions)
            removed += 1
            if on_merge is not None:
                on_merge(inner, first, users)
    return removed


class _RuleIndex:
    """``op name -> rules`` for one phase: benefit first, then phase order."""

    def __init__(self, rules: Sequence[Any]) -> None:
        self._rules = list(rules)
        self._order = {id(r): i for i, r in enumerate(self._rules)}
        self._cache: dict[str, list[Any]] = {}
        self._any = [r for r in self._rules if not getattr(r, "roots", None)]
        self._split: dict[str, tuple[list[Any], list[Any]]] = {}
        self._rooted: frozenset[str] | None = None
        self._bare: frozenset[str] | None = None

    def _key(self, r: Any) -> tuple[int, int]:
        return (-int(getattr(r, "benefit", 1) or 0), self._order[id(r)])

    def get(self, name: str) -> list[Any]:
        rules = self._cache.get(name)
        if rules is None:
            rules = [r for r in self._rules if getattr(r, "roots", None) and name in r.roots]
            rules = sorted(rules + self._any, key=self._key)
            self._cache[name] = rules
        return rules

    def rooted(self) -> frozenset[str] | None:
        """The op names some rule of the phase roots at (never a container), or None when
        a rule may root at any op."""
        if self._any:
            return None
        if self._rooted is None:
            self._rooted = frozenset(n for r in self._rules for n in r.roots) - _CONTAINERS
        return self._rooted

    def bare(self) -> frozenset[str] | None:
        """Of :meth:`rooted`, the names some rule roots at that needs no discardable
        attribute on the op (``needs_attrs``): an op of another name that carries none has
        nothing to do. The same object as :meth:`rooted` when every rooted name is one."""
        rooted = self.rooted()
        if rooted is None or not any(getattr(r, "needs_attrs", False) for r in self._rules):
            return rooted
        if self._bare is None:
            self._bare = frozenset(n for r in self._rules
                                   if not getattr(r, "needs_attrs", False)
                                   for n in r.roots) - _CONTAINERS
        return self._bare

    def split(self, name: str) -> tuple[list[Any], list[Any]]:
        """``get(name)`` without the rules that have a read set (:func:`read_set`), and
        those rules."""
        got = self._split.get(name)
        if got is None:
            rules = self.get(name)
            got = self._split[name] = ([r for r in rules if read_set(r) is None],
                                       [r for r in rules if read_set(r) is not None])
        return got


def read_set(rule: Any) -> tuple[int, int] | None:
    """``(depth, uses)`` of a rule's ``reads`` (``rules.compiler.ReadSet``: how far from its
    root a rule reads ops and use lists), or None: the rule may read anything (a Python
    rule, or one calling a nonlocal builtin)."""
    r = getattr(rule, "reads", None)
    depth, uses = getattr(r, "depth", None), getattr(r, "uses", None)
    if isinstance(depth, int) and isinstance(uses, int):
        return depth, uses
    return None


def pure_rules(rules: Sequence[Any]) -> bool:
    """Every rule is a rule file's (compiled) rule calling no hook: what it does at an op is
    a function of the module (``CompiledRule.pure``), so a sweep that changed nothing
    changes nothing when run again over the same module."""
    return all(getattr(r, "pure", False) is True for r in rules)


def smallest_period(seq: Sequence[Any]) -> int:
    """The smallest ``p`` with ``seq[i] == seq[i + p]`` for every valid ``i`` (KMP, O(len))."""
    n = len(seq)
    if n == 0:
        return 0
    fail = [0] * n
    k = 0
    for i in range(1, n):
        while k and seq[i] != seq[k]:
            k = fail[k - 1]
        if seq[i] == seq[k]:
            k += 1
        fail[i] = k
    return n - fail[-1]


class _Confirm:
    """Past a sweep's rewrite budget: is the sweep going round in a cycle, or running away?

    Every rewrite adds one cheap key (rule, root op name, op count) -- O(1).  A state cycle of
    period p makes the keys periodic with period p, so at checkpoints (every power of two of
    rewrites, from 16) the second half of the keys is searched for a period (O(keys), so
    O(1) amortised per rewrite); a period seen at least twice is confirmed by hashing the
    module now and p rewrites later.  At most two hashes per checkpoint, so the number of
    module hashes does not depend on the module's size or the number of rewrites past the
    budget beyond a logarithm of the confirmation window.
    """

    def __init__(self, start_ops: int) -> None:
        self.start_ops = start_ops
        self.keys: list[Any] = []
        self.pending: tuple[int, Any, int] | None = None  # (due step, hash, period)

    @property
    def steps(self) -> int:
        return len(self.keys)

    def step(self, key: Any, module: Operation, hash_fn: Callable[[Operation], Any]) -> int:
        """Record one rewrite; returns the period of a confirmed cycle, else 0."""
        keys = self.keys
        keys.append(key)
        n = len(keys)
        if self.pending is not None and n == self.pending[0]:
            _, h, p = self.pending
            self.pending = None
            if hash_fn(module) == h:
                return p
        if n >= 16 and n & (n - 1) == 0 and self.pending is None:
            tail = keys[n // 2:]
            p = smallest_period(tail)
            if 2 * p <= len(tail):
                self.pending = (n + p, hash_fn(module), p)
        return 0


class _PhaseMemo:
    """A phase's part of :class:`_Memo`: ``fail[id(op)]`` is the epoch at which every rule
    with a read set that the phase tries at ``op`` (those of its entry,
    :meth:`Driver._entries_for`) last failed there."""

    __slots__ = ("fail",)

    def __init__(self) -> None:
        self.fail: dict[int, int] = {}


class _Cone:
    """What a list of rules with read sets reads around the op they are tried at: the
    largest ``depth`` and ``uses`` of their read sets (``reach``: the larger of the two)."""

    __slots__ = ("depth", "reach", "uses")

    def __init__(self, rules: Sequence[Any]) -> None:
        sets = [rs for rs in map(read_set, rules) if rs is not None]
        self.depth = max((d for d, _ in sets), default=0)
        self.uses = max((u for _, u in sets), default=-1)
        self.reach = max(self.depth, self.uses)


_CLOCK = itertools.count(1)
"""The epochs of all memos (:class:`_Memo`): one clock, so that a stamp an op keeps from
another driver's run is older than any failure this one records after it."""
_STAMP = op_state.STAMP
"""The attribute of an op holding the epoch of its last change (:meth:`_Memo.changed`): it
lives and dies with the op, and the driver reads it where it reads the op anyway."""
_USE_STAMP = op_state.USE_STAMP
"""... of an op or block argument, the epoch of the last change of its uses."""


class _Memo:
    """Where the rules with a read set (:func:`read_set`) are known to fail, so that the
    driver leaves out tries that would fail again.

    A rule with a read set reads the ops within ``depth`` operand edges of its root and
    the uses of the results of the ops within ``uses`` edges (an op in a region counts as
    the op holding the region: the analysis refuses a read set to a rule that reads what
    a region's terminator uses).  Every change stamps what it changed with a new epoch
    (of one clock for all memos, kept on the op or block argument itself):
    ``changed(op)`` an op that is new or whose operands, attributes or region contents
    changed (and the ops holding it), ``uses_changed(v)`` a value that gained or lost a use
    (its defining op, or for a block argument the value itself, and the ops holding them).
    Positions within a block are read by no such rule (constants moved to the top of a
    block stamp nothing).  At an op where the phase's rules with a read set that can root
    there (its entry's, :meth:`Driver._entries_for`) all failed at epoch ``f``, they are left
    out when no op within their largest ``depth`` of the op carries a newer stamp (nor a
    newer use stamp within their largest ``uses``: :class:`_Cone`): their matches are
    functions of what they read, so they would fail again, and the sweep goes on exactly
    as if they had been tried.  A new op gets a new stamp, so an id that an erased op's
    Python object had is never taken for that op.

    One memo serves all the phase runs of a driver over one module (``Driver.forget``
    drops it): a phase run again (``repeat``, or named twice in a schedule) tries its
    local rules only where something changed since.  A phase whose rules are all rule-file
    rules without hooks (:func:`pure_rules`: functions of the module), run again on a module
    no phase run has changed since its last run ended in a sweep that changed nothing,
    would change nothing again: its sweep is left out (``stopped_by="unchanged"``).

    ``clean``: no op of the module is dead and removable. An op goes dead by losing its
    last use, which every erasure follows up (:meth:`Driver._erase`: the ops it leaves dead
    go too, those only its regions read included), or is made dead: a new op replacing an
    unused result (every new op is visited in the sweep that made it) or left unused inside
    a copied region (the next sweep visits every op). A sweep of a phase of pure rules
    sets it unless it made the latter; a phase with hook rules clears it, and so does a new
    module. While it holds, a sweep visits only the ops some rule of the phase roots at (and
    the new ones): at any other op a visit would find nothing to do."""

    def __init__(self) -> None:
        self.phases: dict[tuple[int, ...], _PhaseMemo | None] = {}
        self.on = False  # some phase has rules with a read set
        self.epoch = next(_CLOCK)  # (stamps ops keep from earlier runs are older)
        self.changes = 0  # rewrites, erasures and merged constants of the phase runs so far
        # rule ids of a phase -> ``changes`` when a run of it ended in a sweep that changed
        # nothing (the module has not changed since if ``changes`` is still that)
        self.quiet: dict[tuple[int, ...], int] = {}
        # no op of the module is dead and removable: known after a whole sweep of a phase
        # of pure rules (Driver._sweep), kept while only such phases run
        self.clean = False
        # (changes, the module's preorder, its ops' names) of a walk that found no two
        # identical constants in a block (a phase's start, or a later sweep that changed
        # nothing): while ``changes`` is that, all still hold
        self.walk: tuple[int, list[Operation], list[str]] | None = None

    def phase(self, rules: Sequence[Any]) -> _PhaseMemo | None:
        """The memo of a phase's rules (None: no rule of the phase has a read set)."""
        key = tuple(id(r) for r in rules)
        if key in self.phases:
            return self.phases[key]
        got = _PhaseMemo() if any(read_set(r) is not None for r in rules) else None
        self.phases[key] = got
        self.on = self.on or got is not None
        return got

    def changed(self, op: Operation | None) -> None:
        self.epoch = e = next(_CLOCK)
        while op is not None and op.name not in _CONTAINERS:
            setattr(op, _STAMP, e)
            blk = op.parent
            op = blk.parent_op() if blk is not None else None

    def uses_changed(self, v: SSAValue) -> None:
        self.epoch = e = next(_CLOCK)
        op: Operation | None
        if v.__class__ is OpResult:  # (isinstance of xDSL's ABCs costs a call)
            op = v.op  # type: ignore[attr-defined]
        else:
            setattr(v, _USE_STAMP, e)
            op = v.block.parent_op() if isinstance(v, BlockArgument) else None
        while op is not None and op.name not in _CONTAINERS:
            setattr(op, _USE_STAMP, e)
            blk = op.parent
            op = blk.parent_op() if blk is not None else None

    @staticmethod
    def unchanged(op: Operation, f: int, cone: _Cone) -> bool:
        """Nothing rules reading ``cone`` read at ``op`` changed after epoch ``f``: no op
        within ``cone.depth`` operand edges has a newer stamp, no op (or block argument)
        within ``cone.uses`` a newer use stamp."""
        reach = cone.reach
        if reach > 1:
            return _Memo.walk_unchanged(op, f, cone)
        # the common cones, unrolled: the op, then its operands' producers
        depth, uses = cone.depth, cone.uses
        if getattr(op, _STAMP, 0) > f or uses >= 0 and getattr(op, _USE_STAMP, 0) > f:
            return False
        if reach == 0:
            return True
        for v in op._operands:
            if v.__class__ is OpResult:
                o = v.op  # type: ignore[attr-defined]
                if depth and getattr(o, _STAMP, 0) > f or \
                        uses > 0 and getattr(o, _USE_STAMP, 0) > f:
                    return False
            elif uses > 0 and getattr(v, _USE_STAMP, 0) > f:
                return False
        return True

    @staticmethod
    def walk_unchanged(op: Operation, f: int, cone: _Cone) -> bool:
        """:meth:`unchanged` for any cone: the ops level by level."""
        depth, uses, reach = cone.depth, cone.uses, cone.reach
        level = [op]
        k = 0
        while True:
            check_stamp = k <= depth
            check_uses = k <= uses
            below: list[Operation] | None = [] if k < reach else None
            args = k < uses  # a block argument operand's uses are read
            for o in level:
                if check_stamp and getattr(o, _STAMP, 0) > f:
                    return False
                if check_uses and getattr(o, _USE_STAMP, 0) > f:
                    return False
                if below is not None:
                    for v in o._operands:  # xDSL's operand tuple (as rules/compiler.py)
                        if v.__class__ is OpResult:
                            below.append(v.op)  # type: ignore[attr-defined]
                        elif args and getattr(v, _USE_STAMP, 0) > f:
                            return False
            if not below:
                return True
            level = below
            k += 1


_Entries = tuple[list[Any], list[Any], list[Any], list[int], _Cone | None]
"""What :meth:`Driver._entries_for` keeps per (op name, operand 0's producer name)."""


class _Stop(Exception):
    """Internal: the phase's rewrite cap was reached."""


_Walk = tuple[list[Operation], list[str], dict[Block, list[Operation]]]
"""What :func:`_scan` gives: the ops in preorder, their names, the constants by block."""


@dataclass(eq=False, slots=True)
class _PhaseRun:
    """The state of one :meth:`Driver.run_phase` call, made afresh for each (an empty one
    stands between runs): what the phase runs and records into, the caches of its rule
    entries, and what its sweeps update (op count, worklist, the walk)."""

    module: Operation | None = None
    phase: Phase = field(default_factory=lambda: Phase("", ()))
    stats: PhaseStats = field(default_factory=lambda: PhaseStats("", ""))
    index: _RuleIndex = field(default_factory=lambda: _RuleIndex(()))
    phase_memo: _PhaseMemo | None = None
    rule_stats: dict[int, Any] = field(default_factory=dict)
    pure: bool = True
    cons: dict[str, tuple[Any, int, bool]] = field(default_factory=dict)
    entries: dict[tuple[Any, ...], _Entries] = field(default_factory=dict)
    by_name: dict[str, Any] = field(default_factory=dict)
    rooted: frozenset[str] | None = None
    bare: frozenset[str] | None = None
    left_dead: bool = False
    """The current sweep made ops that the next one must visit to erase."""
    consts: dict[Block, dict[Any, Operation]] = field(default_factory=dict)
    hoisted: set[int] = field(default_factory=set)
    walked: _Walk | None = None
    """A later sweep's walk (:func:`_scan`): the module as that sweep started."""
    nops: int = 0
    max_ops: int = 0
    seed: tuple[list[Operation], list[str]] | None = None
    """The phase's own walk, for its first sweep (None once taken, or after a merge)."""
    worklist: list[Operation] = field(default_factory=list)
    pending: set[int] = field(default_factory=set)


# --------------------------------------------------------------------------- driver


class Driver:
    """Runs phases over a module, recording into ``trace``.

    ``checked``: verify after every rewrite.  ``on_cycle``: ``"raise"`` a
    :class:`CycleError`/:class:`RunawayError`, or ``"stop"`` the phase and record a warning.
    ``hash_fn`` computes the module state for cycle detection (default :func:`module_hash`).
    ``growth = (a, b)``: a phase run, or the rounds of a schedule loop, may grow the module
    from ``n`` to at most ``a * n + b`` ops.  ``incremental``: leave out the tries of rules
    with a read set at ops where nothing they read has changed since they failed there
    (the results are the same either way; False tries every rule everywhere).
    """

    def __init__(self, trace: Trace | None = None, *, checked: bool = False,
                 on_cycle: OnCycle = "raise", confirm_window: int = 2000,
                 hash_fn: Callable[[Operation], Any] = module_hash,
                 growth: tuple[int, int] = (10, 10000), incremental: bool = True) -> None:
        if on_cycle not in ("raise", "stop"):
            raise ValueError(f"on_cycle must be 'raise' or 'stop', not {on_cycle!r}")
        self.trace = trace if trace is not None else Trace()
        self.checked = checked
        self.on_cycle = on_cycle
        self.confirm_window = confirm_window
        self.hash_fn = hash_fn
        self.growth = growth
        self.incremental = incremental
        self._memo = _Memo()
        self._memo_module: Operation | None = None
        self._deferred: list[Callable[[], None]] = []
        self._run = _PhaseRun()

    def defer(self, fn: Callable[[], None]) -> Callable[[], None]:
        """Call ``fn()`` just before the driver next changes the module (or never, if it
        does not): ``fn`` reads the module as it is now, e.g. hashes it for cycle detection,
        and a state that a phase or a loop ends in, unchanged by the next round, is never
        hashed.  Returns a callable that withdraws ``fn``."""
        self._deferred.append(fn)
        return lambda: self._deferred.remove(fn) if fn in self._deferred else None

    def keep_hash(self, module: Operation, seen: dict[Any, Any], value: Any
                  ) -> Callable[[], None]:
        """:meth:`defer` ``seen[hash_fn(module)] = value``: a state kept for later
        comparisons, hashed once the module is about to change.  Returns the withdrawal."""
        def keep() -> None:
            seen[self.hash_fn(module)] = value
        return self.defer(keep)

    def settle(self) -> None:
        """Call the deferred functions now (the module is about to change)."""
        if self._deferred:
            fns, self._deferred = self._deferred, []
            for fn in fns:
                fn()

    def forget(self) -> None:
        """Drop what the driver learnt about where rules fail (:class:`_Memo`).  Phases run
        by one driver over one module share it; code that changes the module between two
        ``run_phase`` calls other than through the driver calls this first."""
        self._memo = _Memo()
        self._memo_module = None

    # ----------------------------------------------------------------- phase

    def run_phase(self, phase: Phase, module: Operation) -> PhaseStats:
        """Run ``phase`` over ``module`` in place; returns (and records) its stats."""
        t0 = time.perf_counter()
        st = PhaseStats(phase.name, str(phase.location) if phase.location else "")
        self.trace.phases.append(st)
        if module is not self._memo_module:
            self.forget()
            self._memo_module = module
        run = self._run = _PhaseRun(
            module, phase, st, _RuleIndex(phase.rules),
            self._memo.phase(phase.rules) if self.incremental else None,
            {id(r): self.trace.rule(r.name, getattr(r, "location", None), approx_label(r))
             for r in phase.rules},
            pure_rules(phase.rules),
            # op name -> the phase's CSE rule there (CompiledRule.conses) and its operand count
            {name: (r, n, rest) for r in phase.rules
             if (c := getattr(r, "conses", None)) is not None for name in c[0]
             for n, rest in [c[1:]]})
        if not run.pure:
            self._memo.clean = False
        memo = self._memo
        walk = memo.walk
        if walk is not None and walk[0] == memo.changes:  # nothing changed since that walk
            ops, names, merged = walk[1], walk[2], 0
        else:
            # one walk: the op count, the constants, the names the first sweep picks by
            ops, names, consts = _scan(module)
            merged = dedupe_constants(module, self._merged if memo.on else None,
                                      before_merge=self.settle if self._deferred else None,
                                      consts=consts)
            memo.walk = (memo.changes, ops, names) if not merged else None
        self._run.nops = len(ops) - 1 - merged
        st.ops_before = len(ops) - 1
        self._run.max_ops = self.growth[0] * st.ops_before + self.growth[1]
        st.deduplicated += merged
        self._run.seed = (ops, names) if not merged else None
        rules_key = tuple(id(r) for r in phase.rules)
        if (self.incremental and not merged and memo.quiet.get(rules_key) == memo.changes
                and self._run.pure):
            # the module is as this phase's last run left it, after a sweep that changed
            # nothing: that sweep would change nothing again
            st.stopped_by = "unchanged"
            if self.checked:
                self._verify_module(module)
            st.ops_after = self._run.nops
            st.seconds = time.perf_counter() - t0
            return st
        quiet = False
        seen: dict[Any, int] = {}
        seen_ops: set[int] = set()  # op counts of the hashed states
        fired_by_sweep: list[list[tuple[str, Any]]] = []
        withdraw: list[Callable[[], None]] = []
        try:
            for sweep in range(1, phase.max_sweeps + 1):
                st.sweeps = sweep
                with listening(self._may_match_again):
                    fired, changed = self._sweep(sweep)
                fired_by_sweep.append(fired)
                if not changed:
                    quiet = True
                    break
                # a cycle repeats forever, so hashing from the second sweep on still finds it
                # (a period later at worst), and the common phase -- one sweep of rewrites,
                # one confirming sweep -- never pays for a hash
                # after the last sweep allowed, a hash is only compared, never kept: a
                # state seen before has the same op count, so other counts skip it; and
                # a state of a new op count is hashed only once the next sweep changes it
                # (:meth:`defer`): a phase whose next sweep is its confirming one never
                # hashes
                n_ops = self._run.nops if fired and sweep >= 2 else -1  # (kept exact)
                if n_ops >= 0 and n_ops in seen_ops:
                    self.settle()  # the states deferred are hashed (the module is theirs)
                    h = self.hash_fn(module)
                    if h in seen:
                        cycle = [f for s in fired_by_sweep[seen[h]:] for f in s]
                        raise CycleError(phase.name, cycle, phase.location)
                    seen[h] = sweep
                elif n_ops >= 0 and sweep < phase.max_sweeps:
                    seen_ops.add(n_ops)
                    withdraw.append(self.keep_hash(module, seen, sweep))
            else:
                if st.sweeps and fired_by_sweep and phase.max_sweeps > 1 and (
                        fired_by_sweep[-1] or st.changed):
                    st.stopped_by = "max_sweeps"
                    if phase.until_fixpoint:
                        st.converged = False
                        self.trace.warn(f"phase '{phase.name}' did not reach a fixpoint in "
                                        f"{phase.max_sweeps} sweeps")
        except _Stop:
            st.stopped_by = "cap"
            self.trace.warn(f"phase '{phase.name}' stopped at its cap of {phase.rewrite_cap} "
                            "rewrites")
        except (CycleError, RunawayError) as e:
            st.stopped_by = "cycle" if isinstance(e, CycleError) else "runaway"
            st.converged = False
            if self.on_cycle == "raise":
                st.ops_after = self._run.nops
                st.seconds = time.perf_counter() - t0
                raise
            self.trace.warn(str(e))
        finally:
            self._flush_skips()
            for w in withdraw:  # the phase is over: its states are compared no more
                w()
            memo.changes += st.rewrites + st.erased + st.deduplicated
            if quiet:
                memo.quiet[rules_key] = memo.changes
                walked = self._run.walked
                if walked is not None and not _duplicates(walked[2]):
                    # the last sweep's walk is the module as the phase leaves it: the next
                    # phase starts from it (dedupe_constants would merge nothing)
                    memo.walk = (memo.changes, walked[0], walked[1])
            self._run.walked = None
        if self.checked:
            self._verify_module(module)
        st.ops_after = self._run.nops
        st.seconds = time.perf_counter() - t0
        return st

    # ----------------------------------------------------------------- sweep

    def _sweep(self, sweep: int) -> tuple[list[tuple[str, Any]], bool]:
        """One pass of the worklist; returns the rules fired (in order) and whether IR changed."""
        module = self._run.module
        assert module is not None  # (run_phase set it)
        st = self._run.stats
        seed = self._run.seed
        self._run.seed = None
        memo = self._memo
        rooted = self._run.index.rooted() if self.incremental and memo.clean else None
        bare = self._run.index.bare() if rooted is not None else None
        self._run.rooted, self._run.bare = rooted, bare  # (_push leaves other ops out too)
        self._run.left_dead = False
        worklist: list[Operation]  # the others: nothing to do
        if seed is None:
            # a later sweep (or the first after constants merged): one walk, kept for the
            # next phase should this sweep change nothing (run_phase)
            self._run.walked = _scan(module)
            walked, names = self._run.walked[0], self._run.walked[1]
        else:
            # the first: the phase's walk (run_phase)
            walked, names = seed
            self._run.walked = None
        # picked by the names the walk read
        worklist = (
            [op for op, n in zip(walked, names) if n not in _CONTAINERS] if rooted is None
            else [op for op, n in zip(walked, names) if n in rooted] if bare is rooted
            else [op for op, n in zip(walked, names) if n in bare  # type: ignore[operator]
                  or n in rooted and op.attributes])
        worklist.reverse()
        pending = set(map(id, worklist))
        self._run.worklist = worklist
        self._run.pending = pending
        fired: list[tuple[str, Any]] = []
        changes_before = st.rewrites + st.erased + st.deduplicated
        cap = 10 * self._run.nops + 1000
        sweep_rewrites = 0
        watch: _Confirm | None = None
        phase_cap = self._run.phase.rewrite_cap
        entries = self._run.entries
        by_name = self._run.by_name
        pm = self._run.phase_memo
        fail = pm.fail if pm is not None else None
        unchanged = memo.unchanged
        phase_fired = st.fired
        recording = self.trace.recording
        details = recording and self.trace.details
        last_fired = self.trace.last_fired.append
        perf = time.perf_counter
        misses = VALUE_MISSES
        missed = 0
        # the worklist's bottom ``taken`` entries are ops it started with (pushes go on
        # top). In a clean module none of those is dead, and one that dies in the sweep
        # is erased by the erasure that kills it (:meth:`_erase`): only an op put back
        # (:meth:`_push`: new, or next to a change) is checked for being dead
        taken = len(worklist) if rooted is not None else 0
        while worklist:
            n = len(worklist)
            op = worklist.pop()
            oid = id(op)
            if n <= taken:
                taken = n - 1
                if oid not in pending:
                    continue
                pending.discard(oid)
            else:
                if oid not in pending:
                    continue
                pending.discard(oid)
                res = op.results
                if res:  # _is_dead, inline: every result unused and the op removable
                    for r in res:
                        if r.first_use is not None:
                            break
                    else:
                        if is_removable(op):
                            self._erase(op)
                            st.erased += 1
                            continue
            name = op.name
            got = by_name.get(name)
            if got is None:
                got = self._entries_by_name(name)
            if got.__class__ is not tuple:
                if got is _NO_RULES:
                    continue
                # _BY_OPERAND: the name of the op defining operand 0 narrows the rules;
                # _BY_ATTRS: so does whether the op carries discardable attributes
                ops = op._operands
                v = _TI(ops, 0) if ops else None
                key = ((name, v.op.name if v.__class__ is OpResult else None)  # type: ignore[union-attr]
                       if got is _BY_OPERAND else
                       (name, v.op.name if v.__class__ is OpResult else None,  # type: ignore[union-attr]
                        bool(op.attributes)))
                got = entries.get(key)
                if got is None:
                    got = self._entries_for(key)
            rules, others, local, skips, cone = got
            record = False  # whether the rules with a read set are tried here
            if fail is not None and local:
                f = fail.get(oid)
                if f is not None and unchanged(op, f, cone):  # type: ignore[arg-type]
                    # they failed here and nothing they read has changed since (counted
                    # into each rule's stats when the phase ends: _flush_skips)
                    skips[0] += 1
                    rules = others
                else:
                    record = True
                    missed = misses[0]
            for rule, apply, rs in rules:
                rs.attempts += 1
                t = perf()
                try:
                    rw = apply(op)
                except HloRulesError:
                    raise
                except Exception as e:  # a bug in the rule: name it
                    raise RewriteError(
                        f"rule '{rule.name}' ({_where(rule)}) crashed on {op.name}: "
                        f"{type(e).__name__}: {e}", rule) from e
                finally:
                    rs.seconds += perf() - t
                if rw is None:
                    continue
                rs.matches += 1
                if phase_cap is not None and st.rewrites >= phase_cap:
                    raise _Stop()
                op_name = op.name
                shown = _show_match(op) if details else None
                self._apply(rule, op, rw)
                rs.rewrites += 1
                st.rewrites += 1
                sweep_rewrites += 1
                fired.append((rule.name, getattr(rule, "location", None)))
                last_fired(fired[-1])
                phase_fired[rule.name] = phase_fired.get(rule.name, 0) + 1
                if recording:
                    if shown is not None:
                        self.trace.event(self._run.phase.name, sweep, rule.name, _where(rule),
                                         op_name, shown[1], _show_replacement(shown[0], rw))
                    else:
                        self.trace.event(self._run.phase.name, sweep, rule.name, _where(rule),
                                         op_name)
                if self._run.nops > self._run.max_ops:
                    raise RunawayError(self._run.phase.name,
                                       f"the module grew past {self._run.max_ops} ops",
                                       self._counts(fired), self._run.phase.location)
                if sweep_rewrites > cap:
                    if watch is None:
                        watch = _Confirm(self._run.nops)
                    cyc = watch.step((id(rule), op_name, self._run.nops), module, self.hash_fn)
                    if cyc:
                        raise CycleError(self._run.phase.name, fired[-cyc:],
                                         self._run.phase.location, within_sweep=True)
                    if (watch.steps > self.confirm_window
                            or self._run.nops > 2 * watch.start_ops + 100):
                        raise RunawayError(
                            self._run.phase.name,
                            f"more than {cap} rewrites in one sweep and no repeated state",
                            self._counts(fired), self._run.phase.location)
                break
            else:
                # a value a rule asked for was not known (yet): a fold deeper in its tree
                # may make it so with nothing the read sets cover changing (READS: values)
                if record and misses[0] == missed:
                    fail[oid] = memo.epoch  # type: ignore[index]
        changed = st.rewrites + st.erased + st.deduplicated > changes_before
        if self._run.pure:  # every op dead when visited was erased, and each erasure's too
            memo.clean = not self._run.left_dead
        return fired, changed

    def _entries_for(self, key: tuple[Any, ...]) -> _Entries:
        """For ops named ``key[0]`` whose operand 0 an op named ``key[1]`` defines (None: a
        block argument, or no operand) and, where ``key[2]`` is False, that carry no
        discardable attribute, the ``(rule, rule.apply, stats)`` of the phase's rules in the
        order they are tried, less those whose pattern needs another op there (a compiled
        rule's ``first``) or needs an attribute the op does not carry (``needs_attrs``):
        they would fail at that check: all of them, those
        without a read set, and those with one (the last two empty when the memo is off);
        a counter of the ops where those with one were left out; and what those read
        (:class:`_Cone`; None without them)."""
        name, p0 = key[0], key[1]
        bare = len(key) > 2 and not key[2]

        def entry(r: Any) -> tuple[Any, Any, Any]:
            return (r, r.apply, self._run.rule_stats[id(r)])

        def can(r: Any) -> bool:
            if bare and getattr(r, "needs_attrs", False):
                return False
            first = getattr(r, "first", None)
            return first is None or p0 in first

        rules = [entry(r) for r in self._run.index.get(name) if can(r)]
        if self._run.phase_memo is None:
            got: _Entries = (rules, [], [], [0], None)
        else:
            others, local = self._run.index.split(name)
            mine = [r for r in local if can(r)]
            got = (rules, [entry(r) for r in others if can(r)], [entry(r) for r in mine], [0],
                   _Cone(mine) if mine else None)
        self._run.entries[key] = got
        return got

    def _entries_by_name(self, name: str) -> Any:
        """What :meth:`_sweep` tries at an op named ``name``: ``_NO_RULES`` (no rule of the
        phase roots there: only the dead-op check), the :meth:`_entries_for` of every op of
        that name (no rule there needs a given op at operand 0), ``_BY_OPERAND`` (look
        them up by the name of the op defining operand 0) or ``_BY_ATTRS`` (and by whether
        the op carries discardable attributes: some rule there needs one)."""
        rules = self._run.index.get(name)
        if not rules:
            got: Any = _NO_RULES
        elif any(getattr(r, "needs_attrs", False) for r in rules):
            got = _BY_ATTRS
        elif any(getattr(r, "first", None) is not None for r in rules):
            got = _BY_OPERAND
        else:
            got = self._entries_for((name, None))
        self._run.by_name[name] = got
        return got

    def _flush_skips(self) -> None:
        """Add the tries left out (counted per entry key in :meth:`_sweep`) to each rule's
        stats."""
        for _, _, local, skips, _ in self._run.entries.values():
            if skips[0]:
                for _, _, rs in local:
                    rs.skipped += skips[0]
                skips[0] = 0

    @staticmethod
    def _counts(fired: Iterable[tuple[str, Any]]) -> dict[str, tuple[int, Any]]:
        out: dict[str, tuple[int, Any]] = {}
        for name, loc in fired:
            c, _ = out.get(name, (0, loc))
            out[name] = (c + 1, loc)
        return out

    # ----------------------------------------------------------------- mutation

    # What the driver knows of where rules fail lives in ``self._memo`` (:class:`_Memo`);
    # every change below reports to it: ``changed(op)`` for an op that is new or whose
    # operands, attributes or region contents changed, ``uses_changed(v)`` for a value that
    # gained or lost a use.

    def _merged(self, dup: Operation, kept: Operation, users: list[Operation]) -> None:
        """``dedupe_constants`` replaced ``dup`` (erased) by ``kept`` in ``users``."""
        self._memo.uses_changed(kept.results[0])
        for u in users:
            self._memo.changed(u)

    def _may_match_again(self, op: Operation) -> None:
        """A builtin said the rules' answer at ``op`` may have changed with nothing their
        read sets cover changing (``hlorules.rules.rewrite.may_match_again``): stamp ``op`` as
        changed, so that the memo does not leave its rules out."""
        if self._memo.on and op.parent is not None:
            self._memo.changed(op)

    def _push(self, op: Operation, new: bool = False) -> None:
        """Put ``op`` back on the sweep's worklist (once). While the module is clean, an op
        no rule of the phase roots at (or only rules needing a discardable attribute that
        it does not carry) is left out unless it is ``new`` (it may be dead)."""
        oid = id(op)
        if oid not in self._run.pending and op.parent is not None:
            rooted = self._run.rooted
            if rooted is not None and not new and op.name not in self._run.bare and (  # type: ignore[operator]
                    not op.attributes or op.name not in rooted):
                return  # no rule roots there and the module is clean: nothing to do
            self._run.pending.add(oid)
            self._run.worklist.append(op)

    def _erase(self, op: Operation) -> None:
        """Erase ``op`` (results unused), then every op that became dead because of it.

        Eager removal keeps the module canonical, so a state revisited by a cycle hashes
        the same; the operands' surviving defining ops go back on the worklist.
        """
        if self._deferred:
            self.settle()
        stack = [op]
        queued = {id(op)}
        while stack:
            o = stack.pop()
            defs = [v.op for v in o._operands if v.__class__ is OpResult]  # type: ignore[attr-defined]
            inner = preorder(o) if o.regions else [o]
            outer = _outer_producers(inner) if o.regions else ()
            self._erase_one(o, inner)
            for d in defs:
                if d.parent is None or id(d) in queued:
                    continue
                if _is_dead(d):
                    stack.append(d)
                    queued.add(id(d))
                    self._run.stats.erased += 1
                else:
                    self._push(d)
            for d in outer:  # ops outside read from its regions: those left dead go too
                if d.parent is not None and id(d) not in queued and _is_dead(d):
                    stack.append(d)
                    queued.add(id(d))
                    self._run.stats.erased += 1

    def _erase_one(self, op: Operation, inner_ops: list[Operation]) -> None:
        """Erase ``op`` (``inner_ops``: its :func:`preorder`, itself and the ops nested in it)."""
        pending = self._run.pending
        memo = self._memo
        for inner in inner_ops:
            pending.discard(id(inner))
        self._run.nops -= len(inner_ops)
        block = op.parent
        read = [v for o in inner_ops for v in o._operands] if memo.on else []
        if any(r.first_use is not None for r in op.results):
            if block is not None:  # xDSL's own erase: it refuses a result still in use
                block.erase_op(op)
            else:
                op.erase()
        else:
            # what erase_op does for an op whose results are unused, less replacing each
            # result's (no) uses by a new ErasedSSAValue
            if block is not None:
                block.detach_op(op)
            if op.regions or op._successors:
                op.drop_all_references()
            else:
                _drop_operand_uses(op)
                _release(op)
        if memo.on:
            for v in read:
                memo.uses_changed(v)
            if block is not None:
                memo.changed(block.parent_op())

    def _apply(self, rule: Any, op: Operation, rw: Any) -> None:
        if self._deferred:
            self.settle()
        results = op.results
        reps = list(rw.replacements)
        new_ops = list(rw.new_ops)
        if len(reps) != len(results):
            raise RewriteError(
                f"rule '{rule.name}' ({_where(rule)}) gave {len(reps)} replacement(s) for "
                f"{op.name} with {len(results)} result(s)", rule)
        same = True
        for res, rep in zip(results, reps, strict=True):
            if rep is not res:
                same = False
                if rep.__class__ is not OpResult and not isinstance(rep, SSAValue):
                    raise RewriteError(f"rule '{rule.name}' ({_where(rule)}) replaced a result of "
                                       f"{op.name} with {type(rep).__name__}, not a value", rule)
                if rep.type is not res.type and rep.type != res.type:
                    raise RewriteError(
                        f"rule '{rule.name}' ({_where(rule)}) would replace {op.name} result of "
                        f"type {res.type} with a value of type {rep.type}", rule)
        if same and not new_ops:
            raise RewriteError(f"rule '{rule.name}' ({_where(rule)}) reported a rewrite of "
                               f"{op.name} that changes nothing", rule)
        block = op.parent
        assert isinstance(block, Block)
        for n in new_ops:
            if n.parent is not None:
                raise RewriteError(f"rule '{rule.name}' ({_where(rule)}) returned {n.name}, an "
                                   "op already in the IR, as a new op", rule)
        self._refuse_self_use(rule, op, new_ops, reps)
        if self._run.cons and new_ops:
            new_ops, reps = self._hashcons(block, op, new_ops, reps)
        memo = self._memo if self._memo.on else None
        if new_ops:
            _insert_before(block, new_ops, op)
            for n in new_ops:
                self._run.nops += 1 if not n.regions else sum(1 for _ in n.walk())
            if memo is not None:
                for n in new_ops:
                    for inner in n.walk() if n.regions else (n,):
                        memo.changed(inner)  # new (and the ops holding it)
                        for v in inner._operands:
                            memo.uses_changed(v)
        if op.attributes and getattr(rule, "keep_attrs", True):
            moved_to = move_discardable(op, reps)  # engine/discardable.py: StableHLO's policy
            if moved_to is not None and moved_to.parent is not None \
                    and all(moved_to is not n for n in new_ops):
                self._push(moved_to)  # an existing op changed: hooks reading attributes
                if memo is not None:
                    memo.changed(moved_to)
            if memo is not None:
                memo.changed(op)
        users: list[Operation] = []
        for res, rep in zip(results, reps, strict=True):
            if rep is res:
                continue
            users += _replace_uses(res, rep)
            if memo is not None:
                memo.uses_changed(res)
                memo.uses_changed(rep)
        if memo is not None:
            for u in users:
                memo.changed(u)
        if self.checked:
            self._check(rule, op, new_ops, users)
        if all(r.first_use is None for r in results):
            self._erase(op)
        else:
            self._push(op)
        for u in users:
            self._push(u)
        for n in reversed(new_ops):  # every new op: one replacing an unused result is dead
            self._push(n, new=True)
            if n.regions and not self._run.left_dead and any(
                    _is_dead(o) for o in preorder(n)[1:]):
                self._run.left_dead = True  # a copied region's dead op: the next sweep finds it
                self._memo.clean = False  # (also if this sweep stops early: cap, cycle)
        for n in new_ops:
            if n.name == _CONSTANT and n.parent is block:
                self._merge_constant(n, block)

    def _hashcons(self, block: Block, op: Operation, new_ops: list[Operation],
                  reps: list[SSAValue]) -> tuple[list[Operation], list[SSAValue]]:
        """The new ops less those that a CSE rule of the phase (``CompiledRule.conses``: the
        form of seed.rules' cse_pure) would merge into their twin as its next rewrite: the
        rule is the first the sweep tries at the op (which it visits next: new ops go on top
        of the worklist, the first on top), and the twin -- an identical op earlier in the
        block than ``op``, so before the new ops -- is not one of the ops erasing ``op``
        erases (:meth:`_dying`). Such an op is not inserted; what reads it (later new ops,
        the replacements) reads the twin instead, as it would after that rewrite."""
        kept: list[Operation] = []
        subst: dict[int, SSAValue] = {}
        cons = self._run.cons
        dying: set[int] | None = None  # (worked out before the first merge changes uses)
        for n in new_ops:
            if subst and any(id(v) in subst for v in n._operands):
                ops = list(n._operands)  # (n.operands = ..., less the checks)
                for i, v in enumerate(ops):
                    w = subst.get(id(v))
                    if w is not None:
                        use = n._operand_uses[i]
                        v.remove_use(use)
                        w.add_use(use)
                        ops[i] = w
                n._operands = SSAValues(ops)
            shape = cons.get(n.name)
            if shape is not None and not n.regions and n.results and (
                    len(n._operands) == shape[1] or shape[2] and len(n._operands) >= shape[1]
                    ) and self._tried_first(n) is shape[0]:
                cand = earlier_twin(n, block, op)
                if cand is not None and dying is None:
                    dying = self._dying(op, reps)
                if cand is not None and id(cand) not in dying:  # type: ignore[operator]
                    for r, c in zip(n.results, cand.results, strict=True):
                        subst[id(r)] = c
                    _drop_operand_uses(n)  # (no regions, no successors)
                    _release(n)
                    continue
            kept.append(n)
        if not subst:
            return new_ops, reps
        return kept, [subst.get(id(r), r) for r in reps]

    @staticmethod
    def _dying(op: Operation, reps: list[SSAValue]) -> set[int]:
        """The ids of the ops :meth:`_erase` erases once ``op``'s results are replaced by
        ``reps`` (none when ``op`` keeps a use): ``op`` and the ops in its regions, then
        each producer (of them, or read from within them) whose every use is by an op
        erased before it, with the ops in its regions."""
        if any(rep is res and res.first_use is not None for res, rep in zip(op.results, reps)):
            return set()
        dying: set[int] = set()
        stack: list[Operation] = []

        def erase(o: Operation) -> None:
            for inner in preorder(o) if o.regions else (o,):
                dying.add(id(inner))
                stack.append(inner)

        erase(op)
        while stack:
            for v in stack.pop()._operands:
                if v.__class__ is not OpResult:
                    continue
                d = v.op  # type: ignore[attr-defined]
                if id(d) in dying or d.parent is None:
                    continue
                if all(id(u.operation) in dying for r in d.results for u in r.uses) and \
                        is_removable(d):  # (the uses first: is_removable may walk regions)
                    erase(d)
        return dying

    def _tried_first(self, op: Operation) -> Any:
        """The rule the sweep would try first at ``op`` (None: none), as :meth:`_sweep` finds
        the rules to try there."""
        name = op.name
        got = self._run.by_name.get(name)
        if got is None:
            got = self._entries_by_name(name)
        if got is _NO_RULES:
            return None
        if got.__class__ is not tuple:
            ops = op._operands
            v = _TI(ops, 0) if ops else None
            p0 = v.op.name if v.__class__ is OpResult else None  # type: ignore[union-attr]
            key = (name, p0) if got is _BY_OPERAND else (name, p0, bool(op.attributes))
            got = self._run.entries.get(key)
            if got is None:
                got = self._entries_for(key)
        rules = got[0]
        return rules[0][0] if rules else None

    @staticmethod
    def _refuse_self_use(rule: Any, op: Operation, new_ops: list[Operation],
                         reps: list[SSAValue]) -> None:
        """A rewrite may not build from the value it replaces.

        New ops go in before ``op``, so an operand that is a result of ``op`` (the root's
        own value, e.g. bound with ``as %r``) would, once the result is replaced, make the
        replacement use itself (``%1 = add(%1, %0)``).  Likewise a result replaced by
        another result of ``op`` that is itself replaced.  Both are refused, naming the rule.
        """
        results = op.results
        own = {id(r): r.index for r in results}
        for n in new_ops:
            for inner in n.walk() if n.regions else (n,):
                for v in inner._operands:
                    i = own.get(id(v))
                    if i is not None:
                        raise RewriteError(
                            f"rule '{rule.name}' ({_where(rule)}) builds {inner.name} from "
                            f"result {i} of the {op.name} it replaces: the replacement would "
                            "use itself", rule)
        for res, rep in zip(results, reps, strict=True):
            j = own.get(id(rep))
            if j is not None and rep is not res and reps[j] is not rep:
                raise RewriteError(
                    f"rule '{rule.name}' ({_where(rule)}) replaces result {res.index} of "
                    f"{op.name} with result {j}, which it also replaces", rule)

    def _merge_constant(self, new: Operation, block: Block) -> None:
        table = self._run.consts.get(block)
        if table is None:
            table = self._run.consts[block] = {}
            o = block.first_op
            while o is not None:  # (block.ops: a generator calling next_op per op)
                if o.name == _CONSTANT:
                    k = _const_key(o)
                    if k is not None:
                        table.setdefault(k, o)
                o = o._next_op
        key = _const_key(new)
        if key is None:
            return
        old = table.get(key)
        if old is None or old.parent is not block:
            table[key] = new
            return
        if old is new:
            return
        if id(old) not in self._run.hoisted:  # constants take no operands: the block top is legal
            block.detach_op(old)
            first = block.first_op
            if first is None:
                block.add_op(old)
            else:
                block.insert_op_before(old, first)
            self._run.hoisted.add(id(old))
        users = _replace_uses(_TI(new.results, 0), _TI(old.results, 0))
        for u in users:
            self._push(u)
        if self._memo.on:
            self._memo.uses_changed(_TI(old.results, 0))
            for u in users:
                self._memo.changed(u)
        self._erase(new)
        self._run.stats.deduplicated += 1

    # ----------------------------------------------------------------- checked mode

    def _check(self, rule: Any, op: Operation, new_ops: list[Operation],
               users: list[Operation]) -> None:
        from xdsl.utils.exceptions import VerifyException

        defined: set[int] = set()
        for n in new_ops:
            for v in n.operands:
                if not self._dominates(v, op, defined):
                    raise RewriteError(
                        f"rule '{rule.name}' ({_where(rule)}) built {n.name} using a value that "
                        f"is not defined before {op.name}", rule)
            defined.update(id(r) for r in n.results)
        for o in [*new_ops, *users]:
            if o.parent is None:
                continue
            try:
                o.verify()
            except (VerifyException, HloRulesError, ValueError, TypeError, AssertionError) as e:
                msg = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
                raise RewriteError(
                    f"rule '{rule.name}' ({_where(rule)}) produced invalid IR at {o.name} "
                    f"(rewriting {op.name}): {msg}", rule) from None

    @staticmethod
    def _dominates(v: SSAValue, op: Operation, defined: set[int]) -> bool:
        """Is ``v`` usable just before ``op`` (new ops' results count when built earlier)?"""
        if id(v) in defined:
            return True
        if isinstance(v, BlockArgument):
            blk = v.block
            cur: Any = op.parent
            while cur is not None:
                if cur is blk:
                    return True
                parent_op = cur.parent_op() if isinstance(cur, Block) else None
                cur = parent_op.parent if parent_op is not None else None
            return False
        if not isinstance(v, OpResult):
            return False
        d = v.op
        dblock = d.parent
        if dblock is None:
            return False
        anc: Operation | None = op
        while anc is not None:
            if anc.parent is dblock:
                # d must come before anc in dblock
                o = anc.prev_op
                while o is not None:
                    if o is d:
                        return True
                    o = o.prev_op
                return False
            anc = anc.parent_op()
        return False

    def verify_input(self, module: Operation) -> None:
        """Checked mode: verify ``module`` with our dialect's verifiers before any rewrite
        (the importer leaves verification to jaxlib's parser)."""
        from xdsl.utils.exceptions import VerifyException

        try:
            module.verify()
        except VerifyException as e:
            raise HloRulesError(f"invalid module: {str(e).strip().splitlines()[0]}") from None

    def _verify_module(self, module: Operation) -> None:
        from xdsl.utils.exceptions import VerifyException

        try:
            module.verify()
        except VerifyException as e:
            raise HloRulesError(f"phase '{self._run.phase.name}' left an invalid module: "
                                f"{str(e).strip().splitlines()[0]}", self._run.phase.location) from None


def _show_match(op: Operation) -> tuple[Any, str]:
    """A printer, and the text of ``op`` after the ops in its block that define its operands
    (what a report shows as matched; the printer keeps the value names for the replacement)."""
    import io

    from xdsl.printer import Printer

    out = io.StringIO()
    printer = Printer(stream=out)
    seen: set[int] = set()
    for v in op.operands:
        d = v.owner if isinstance(v, OpResult) else None
        if d is not None and d.parent is op.parent and id(d) not in seen:
            seen.add(id(d))
            printer.print_op(d)
            out.write("\n")
    printer.print_op(op)
    return printer, out.getvalue()


def _show_replacement(printer: Any, rw: Any) -> str:
    """The ops ``rw`` added and the values that replaced the root's results, printed with
    the names of :func:`_show_match`'s ``printer``."""
    out = printer.stream
    out.seek(0)
    out.truncate()
    for n in rw.new_ops:
        printer.print_op(n)
        out.write("\n")
    out.write("replaced by ")
    for i, v in enumerate(rw.replacements):
        if i:
            out.write(", ")
        printer.print_ssa_value(v)
    return str(out.getvalue())
