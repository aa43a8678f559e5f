"""``hlorules.jit``: a JAX function whose XLA program is the rewritten module, as a JAX citizen.

The rewritten module is bound to a JAX primitive (``hlorules_call``) whose

* lowering inlines the rewritten module into the caller's MLIR (``func.call`` of a private
  copy, as ``jax.export`` does), so ``jax.jit`` of an ``hlorules.jit`` function, and the
  per-call dispatch itself, go through ``jax.jit``'s own fast path;
* batching rule rewrites ``jax.vmap`` of the original function (a module of its own);
* differentiation is a ``jax.custom_vjp`` whose backward pass is ``hlorules.jit`` of the
  original function's VJP (its module is rewritten too). Forward mode (``jax.jvp``,
  ``jax.jacfwd``) of such a function is refused by JAX with its own message.

Pytrees in and out, keyword arguments, ``static_argnums``/``static_argnames`` and
``donate_argnums`` follow ``jax.jit``. Private JAX API used here (and nowhere else):
``jax._src.interpreters.mlir.merge_mlir_modules`` / ``register_lowering``,
``jax.interpreters.batching``.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hlorules.base.errors import HloRulesError
from hlorules.lowering import importer
from hlorules.lowering.validate import export_validated
from hlorules.lowering.xla_guards import compiler_trap


@functools.cache
def _primitive() -> Any:
    """The ``hlorules_call`` primitive, registered once (params: ``entry``)."""
    import jax.extend as jex
    from jax._src.interpreters import mlir
    from jax.interpreters import batching

    p = jex.core.Primitive("hlorules_call")
    p.multiple_results = True
    p.def_impl(lambda *args, entry: entry.compiled()(*args))
    p.def_abstract_eval(lambda *avals, entry: entry.out_avals)
    mlir.register_lowering(p, _lower)
    batching.primitive_batchers[p] = _batch
    return p


def _lower(ctx: Any, *args: Any, entry: _Entry) -> Sequence[Any]:
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import func as func_dialect

    sub = ir.Module.parse(entry.text, context=ctx.module_context.context)
    main = ir.SymbolTable(sub.operation)["main"]
    callee_type = main.type  # type: ignore[attr-defined]  # a func.FuncOp's FunctionType
    name = mlir.merge_mlir_modules(ctx.module_context.module, f"hlorules_{entry.name}", sub,
                                   dst_symtab=ctx.module_context.symbol_table)
    call = func_dialect.CallOp(callee_type.results, ir.FlatSymbolRefAttr.get(name), list(args))
    return list(call.results)


def _batch(args: Sequence[Any], dims: Sequence[int | None], *, entry: _Entry) -> Any:
    import jax

    derived = entry.derived(("vmap", tuple(dims)),
                            lambda: jax.vmap(entry.flat_fn, in_axes=tuple(dims)))
    outs = derived(*args)
    return list(outs), [0] * len(outs)


@dataclass(eq=False)
class _Entry:
    """One specialisation: the flat function for one argument structure and types, its
    rewritten module (``text``, validated by jaxlib) and the callable JAX dispatches to."""

    owner: Jitted
    name: str
    flat_fn: Callable[..., Any]
    in_avals: tuple[Any, ...]
    out_avals: list[Any] = field(default_factory=list)
    out_tree: Any = None
    text: str = ""
    module: Any = None
    trace: Any = None
    call: Callable[..., Any] | None = None
    _exe: Any = None
    _derived: dict[Any, Jitted] = field(default_factory=dict)

    def derived(self, key: Any, make: Callable[[], Callable[..., Any]]) -> Jitted:
        """``hlorules.jit`` (same rulebook) of a function derived from this specialisation
        (its VJP, its vmap over given axes), made once per ``key``."""
        got = self._derived.get(key)
        if got is None:
            o = self.owner
            got = self._derived[key] = Jitted(make(), o.apply, o.rulebook, o.rules, o.checked,
                                              o.on_cycle, backend=o.backend)
        return got

    def build(self) -> None:
        import jax

        structs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in self.in_avals]
        out = jax.eval_shape(self.flat_fn, *structs)
        self.out_avals = [jax.core.ShapedArray(o.shape, o.dtype) for o in out]
        module = importer.from_jax(self.flat_fn, *structs)
        o = self.owner
        module, trace = o.apply(module, o.rulebook, o.rules, checked=o.checked,
                              on_cycle=o.on_cycle)
        trap = compiler_trap(module)
        if trap is not None:
            raise HloRulesError(trap)
        self.text = export_validated(module, trace)
        self.module, self.trace = module, trace
        p = _primitive()

        @jax.custom_vjp
        def call(*leaves: Any) -> Any:
            return p.bind(*leaves, entry=self)

        def fwd(*leaves: Any) -> Any:
            return call(*leaves), leaves

        def bwd(res: tuple[Any, ...], cts: Sequence[Any]) -> tuple[Any, ...]:
            return self.cotangents(res, cts)

        call.defvjp(fwd, bwd)
        self.call = call

    def cotangents(self, primals: tuple[Any, ...], cts: Sequence[Any]) -> tuple[Any, ...]:
        """The VJP, computed by ``hlorules.jit`` of the original function's VJP over its
        differentiable (inexact) arguments; integer arguments get float0 zeros."""
        import jax
        import jax.numpy as jnp
        import numpy as np

        diff = [i for i, a in enumerate(self.in_avals) if jnp.issubdtype(a.dtype, jnp.inexact)]
        n_in = len(self.in_avals)

        def make() -> Callable[..., Any]:
            def vjp_fn(*args: Any) -> Any:
                prim, ct = list(args[:n_in]), list(args[n_in:])

                def part(*d: Any) -> Any:
                    full = list(prim)
                    for i, v in zip(diff, d, strict=True):
                        full[i] = v
                    return self.flat_fn(*full)

                return jax.vjp(part, *[prim[i] for i in diff])[1](ct)

            return vjp_fn

        grads = list(self.derived(("vjp",), make)(*primals, *cts)) if diff else []
        out: list[Any] = []
        for i, a in enumerate(self.in_avals):
            out.append(grads.pop(0) if i in diff else np.zeros(a.shape, jax.dtypes.float0))
        return tuple(out)

    def compiled(self) -> Callable[..., Any]:
        """A plain ``jax.jit`` of the primitive (the primitive's eager implementation)."""
        if self._exe is None:
            import jax

            self._exe = jax.jit(lambda *a: _primitive().bind(*a, entry=self))
        return self._exe


class Jitted:
    """What :func:`hlorules.jit` returns; see the module docstring.

    ``apply(module, rulebook, rules, checked=..., on_cycle=...) -> (module, trace)`` rewrites
    each specialisation's module (the engine's ``apply``, handed in by :func:`hlorules.jit`).
    """

    def __init__(self, fn: Callable[..., Any], apply: Callable[..., tuple[Any, Any]],
                 rulebook: Any, rules: Mapping[str, Any] | None,
                 checked: bool, on_cycle: Any, static_argnums: Sequence[int] = (),
                 static_argnames: Sequence[str] = (), donate_argnums: Sequence[int] = (),
                 backend: str | None = None) -> None:
        self.fn = fn
        self.apply = apply
        self.backend = backend
        self.rulebook, self.rules = rulebook, rules
        self.checked, self.on_cycle = checked, on_cycle
        self.static_argnums = tuple(static_argnums)
        self.static_argnames = tuple(static_argnames)
        self.donate_argnums = tuple(donate_argnums)
        self._cache: dict[Any, tuple[_Entry, Callable[..., Any]]] = {}
        # fast path (no static arguments): (tree, leaf shapes and dtypes) -> (entry, call)
        self._fast: dict[Any, tuple[_Entry, Callable[..., Any]]] = {}
        self.__wrapped__ = fn
        self.__name__ = getattr(fn, "__name__", "jitted")
        self.__doc__ = getattr(fn, "__doc__", None)
        try:
            self._sig: inspect.Signature | None = inspect.signature(fn)
        except (TypeError, ValueError):
            self._sig = None

    def _split(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, list[Any], Callable[[list[Any]], tuple[tuple[Any, ...], dict[str, Any]]]]:
        """(static part of the key, dynamic leaves, rebuild(leaves) -> (args, kwargs))."""
        import jax

        static_pos = {i % len(args) for i in self.static_argnums if -len(args) <= i < len(args)}
        if self._sig is not None and self.static_argnames:
            for name in self.static_argnames:
                p = self._sig.parameters.get(name)
                if p is not None and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                    idx = list(self._sig.parameters).index(name)
                    if idx < len(args):
                        static_pos.add(idx)
        statics = tuple((i, args[i]) for i in sorted(static_pos))
        skw = tuple(sorted((k, v) for k, v in kwargs.items() if k in self.static_argnames))
        dyn_args = tuple(a for i, a in enumerate(args) if i not in static_pos)
        dyn_kw = {k: v for k, v in kwargs.items() if k not in self.static_argnames}
        leaves, tree = jax.tree_util.tree_flatten((dyn_args, dyn_kw))

        def rebuild(flat: list[Any]) -> tuple[tuple[Any, ...], dict[str, Any]]:
            d_args, d_kw = jax.tree_util.tree_unflatten(tree, flat)
            full = list(d_args)
            for i, v in statics:
                full.insert(i, v)
            return tuple(full), {**d_kw, **dict(skw)}

        try:
            hash((statics, skw))
        except TypeError:
            raise HloRulesError("hlorules.jit: static arguments must be hashable, as in "
                                "jax.jit") from None
        return (tree, statics, skw), leaves, rebuild

    def _entry(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[_Entry, Callable[..., Any], list[Any]]:
        import jax

        static, leaves, rebuild = self._split(args, kwargs)
        avals = tuple(jax.core.ShapedArray(jax.numpy.shape(x), jax.numpy.result_type(x))
                      for x in leaves)
        key = (static, avals)
        hit = self._cache.get(key)
        if hit is None:
            out_tree: list[Any] = []

            def flat_fn(*flat: Any) -> Any:
                a, k = rebuild(list(flat))
                outs, tree = jax.tree_util.tree_flatten(self.fn(*a, **k))
                out_tree[:] = [tree]
                return outs

            entry = _Entry(self, self.__name__, flat_fn, avals)
            entry.build()
            entry.out_tree = out_tree[0]
            call = entry.call
            assert call is not None
            hit = self._cache[key] = (
                entry, jax.jit(call, donate_argnums=self._donated(static, len(leaves))))
        return hit[0], hit[1], leaves

    def _donated(self, static: Any, n_leaves: int) -> tuple[int, ...]:
        """The leaf indices to donate: every leaf of each positional argument that
        ``donate_argnums`` names."""
        if not self.donate_argnums:
            return ()
        import jax

        tree, statics, _ = static
        dyn_args, _kw = jax.tree_util.tree_unflatten(tree, list(range(n_leaves)))
        static_pos = {i for i, _ in statics}
        positions = [i for i in range(len(dyn_args) + len(static_pos)) if i not in static_pos]
        return tuple(sorted(leaf for pos, a in zip(positions, dyn_args)
                            if pos in self.donate_argnums
                            for leaf in jax.tree_util.tree_leaves(a)))

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        import jax

        entry, key = None, None
        if not (self.static_argnums or self.static_argnames):
            try:  # arrays only, positional: the arguments are the leaves
                if kwargs:
                    raise AttributeError
                leaves, key = list(args), (len(args), *[(x.shape, x.dtype) for x in args])
            except AttributeError:  # pytrees, keywords: flatten; Python scalars: general path
                leaves, tree = jax.tree_util.tree_flatten((args, kwargs))
                try:
                    key = (tree, tuple([(x.shape, x.dtype) for x in leaves]))
                except AttributeError:
                    key = None
            hit = self._fast.get(key) if key is not None else None
            if hit is not None:
                entry, call = hit
        if entry is None:
            entry, call, leaves = self._entry(args, kwargs)
            if key is not None:
                self._fast[key] = (entry, call)
        if self.backend is not None and self.backend != jax.default_backend():
            with jax.default_device(jax.devices(self.backend)[0]):
                return jax.tree_util.tree_unflatten(entry.out_tree, call(*leaves))
        return jax.tree_util.tree_unflatten(entry.out_tree, call(*leaves))

    def trace(self, *args: Any, **kwargs: Any) -> Any:
        """The rewrite trace for arguments like ``args`` (rewriting if needed)."""
        return self._entry(args, kwargs)[0].trace

    def module(self, *args: Any, **kwargs: Any) -> Any:
        """The rewritten module for arguments like ``args`` (rewriting if needed)."""
        return self._entry(args, kwargs)[0].module
