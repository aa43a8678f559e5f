"""Build xDSL IR by walking jaxlib's own MLIR objects (about 8x faster than parsing text).

Types and non-dense attributes are converted once per distinct spelling (a cache keyed by
their text, parsed with xDSL); dense constants go through numpy buffers, bit for bit.
"""

from __future__ import annotations

import builtins
import math
import re
from typing import Any

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType, UnregisteredOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.utils.exceptions import ParseError, VerifyException

from hlorules.base.errors import HloRulesError, Location, located
from hlorules.base.input_limits import check_elements
from hlorules.dialect import make_context
from hlorules.dialect.attrs import OpaqueAttr
from hlorules.dialect.build import build_op, fill_block, has_defaults
from hlorules.dialect.constants import from_numpy, shared
from hlorules.dialect.ops_foreign import carried
from hlorules.dialect.types import tensor, to_dtype
from hlorules.lowering import jaxlib_api
from hlorules.lowering.text_parser import FixedParser

_FILE_LOC = re.compile(r'"([^"]*)":(\d+):(\d+)')
_GENERIC_HEAD = re.compile(r'\s*(?:%[^=]*=\s*)?"[^"]*"\([^)]*\)', re.DOTALL)


def _quote(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


#: What xDSL's parser (and the attribute constructors it calls) raise on text it rejects.
XDSL_PARSE_ERRORS = (ParseError, VerifyException, ValueError, TypeError, KeyError,
                     IndexError, AssertionError, OverflowError, MemoryError)


def first_line(e: Exception) -> str:
    text = str(e).strip()
    return text.splitlines()[-1] if text else type(e).__name__


class _AttrProblem(Exception):
    """An attribute the walker refuses (too large, unreadable); located at its op."""


def location_of(loc_text: str, default_file: str = "<mlir>") -> Location | None:
    """The first ``"file":line:col`` inside an MLIR location's text, if any."""
    m = _FILE_LOC.search(loc_text)
    if m is None:
        return None
    return Location(m.group(1) or default_file, int(m.group(2)), int(m.group(3)))


_MEMO_CAP = 16384
_MEMO_KEY = 4096  # longer attribute texts (large constants) are not kept
_TEXT_MEMO: dict[bool, tuple[dict[str, Attribute], dict[str, Attribute]]] = {
    unknown: ({}, {}) for unknown in (False, True)}
"""Types and attributes read from text, by ``allow_unknown`` (it decides how an unknown
dialect's attribute reads)."""


class Walker:
    """Converts one jaxlib module (``jax._src.lib.mlir.ir.Module``) into an xDSL ModuleOp."""

    def __init__(self, ctx: Context | None = None, allow_unknown: bool = True,
                 keep_locations: bool = False, filename: str = "<mlir>",
                 text: str | None = None) -> None:
        self.filename = filename
        self.text = text
        self.ctx = ctx or make_context(allow_unregistered=allow_unknown)
        self.allow_unknown = allow_unknown
        self.carried_unknown = False  # an op of a dialect outside CARRIED_DIALECTS was read
        self.keep_locations = keep_locations
        self._types: dict[Any, Attribute] = {}
        # xDSL types and attributes are immutable: those read from text in this process's
        # default contexts are shared by every walker (the checker imports thousands of
        # small modules that spell the same attributes)
        self._types_by_text, self._attrs = (_TEXT_MEMO[allow_unknown] if ctx is None
                                            else ({}, {}))
        self._attrs_by_obj: dict[Any, Attribute] = {}
        self._op_classes: dict[str, tuple[type[Operation], frozenset[str] | None, bool]] = {}
        self.locations: dict[Operation, str] = {}

    # -- types and attributes ------------------------------------------------------------
    def type(self, t: Any) -> Attribute:
        # jaxlib types and attributes are uniqued in their context and hash by identity:
        # the objects themselves are the cheapest cache keys (no printing).
        got = self._types.get(t)
        if got is None:
            key = str(t)
            got = shared(self._types_by_text, key, lambda: self._type_from_text(key), _MEMO_CAP)
            self._types[t] = got
        return got

    def _type_from_text(self, key: str) -> Attribute:
        """The type jaxlib printed as ``key``; a tensor type is the object
        ``dialect.types.tensor`` gives the rules for it, so that the types of imported ops
        and of the ops rewrites build are one object (compared, and memoised, by identity)."""
        try:
            t = FixedParser(self.ctx, key).parse_type()
        except XDSL_PARSE_ERRORS as e:
            raise _AttrProblem(f"type {key} cannot be represented in hlorules' IR "
                               f"({first_line(e)})") from None
        if isinstance(t, TensorType):
            c = tensor(t.get_shape(), t.get_element_type())
            if c == t:  # (not one with an encoding)
                return c
        return t

    def attr(self, a: Any) -> Attribute:
        got = self._attrs_by_obj.get(a)
        if got is None:
            got = self._attr_uncached(a)
            self._attrs_by_obj[a] = got
        return got

    def _attr_uncached(self, a: Any) -> Attribute:
        if isinstance(a, jaxlib_api.ir().DenseElementsAttr):
            shape = a.type.shape
            too_big = check_elements(math.prod(shape), f"a dense constant of shape {shape}")
            if too_big is not None and not a.is_splat:
                raise _AttrProblem(too_big)  # (a splat is read from its text as one element)
            if not a.is_splat:
                t = self.type(a.type)
                if isinstance(t, TensorType):
                    try:
                        dt = to_dtype(t.get_element_type())
                        arr = np.asarray(a)
                    except (ValueError, TypeError, RuntimeError):
                        arr = None
                    if arr is not None and arr.dtype == dt:
                        return from_numpy(arr, t)
        return self.attr_from_text(str(a))

    def attr_from_text(self, key: str) -> Attribute:
        """An attribute from jaxlib's printed text; kept opaquely if xDSL cannot read it."""
        if len(key) > _MEMO_KEY:
            return self._attr_parsed(key)
        return shared(self._attrs, key, lambda: self._attr_parsed(key), _MEMO_CAP)

    def _attr_parsed(self, key: str) -> Attribute:
        try:
            return FixedParser(self.ctx, key).parse_attribute()
        except XDSL_PARSE_ERRORS:
            return OpaqueAttr(key)

    def op_attributes(self, jop: Any) -> list[tuple[str, Attribute]]:
        """The op's attributes (inherent and discardable), converted.

        jaxlib's bindings cannot give some attributes a Python object (a complex-typed dense
        attribute: ``NamedAttribute.attr`` aborts the process); those are read back from
        the op's generic text, printed without its regions.
        """
        jattrs = jop.attributes
        n = len(jattrs)
        if not n:
            return []
        names = [jattrs[i].name for i in range(n)]
        out: list[tuple[str, Attribute]] = []
        printed: dict[str, Attribute] | None = None
        by_obj = self._attrs_by_obj
        for name in names:
            try:
                a = jattrs[name]
            except TypeError:
                if printed is None:
                    inherent, discardable = self.attrs_from_asm(jop)
                    printed = {**inherent, **discardable}
                out.append((name, printed[name]))
                continue
            got = by_obj.get(a)
            out.append((name, got if got is not None else self.attr(a)))
        return out

    def attrs_from_asm(self, jop: Any) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        """The op's properties and its discardable attributes, read from its generic text
        printed without regions (the text tells them apart; jaxlib's bindings do not)."""
        text = jop.get_asm(print_generic_op_form=True, skip_regions=True,
                           enable_debug_info=False, use_local_scope=True)
        # `%r = "name"(%a, %b) <{props}> ({...}) {attrs} : type`: operands hold no ')'.
        head = _GENERIC_HEAD.match(text)
        if head is None:
            raise _AttrProblem("cannot read the op's attributes")
        try:
            parser = FixedParser(self.ctx, text[head.end():])
            props = dict(parser.parse_optional_properties_dict())
            rest = parser.lexer.input.content[parser.pos:]
            if rest.lstrip().startswith("("):  # the elided regions: ({...}, {...})
                rest = rest[rest.index(")", rest.index("{...}")) + 1:]
                parser = FixedParser(self.ctx, rest)
            attrs = dict(parser.parse_optional_attr_dict())
        except XDSL_PARSE_ERRORS as e:
            raise _AttrProblem(f"cannot read the op's attributes: {first_line(e)}") from None
        return props, attrs

    def error(self, message: str, loc: Any) -> HloRulesError:
        """An error at a jaxlib location; text parsed from a string is named ``filename``."""
        where = location_of(str(loc), self.filename)
        if where is None:
            return HloRulesError(message, Location(self.filename, 1, 1))
        if where.file in ("-", "") or where.file.startswith("<"):
            where = Location(self.filename, where.line, where.col)
        if where.file == self.filename and self.text is not None:
            return located(message, self.filename, self.text, where.line, where.col)
        return HloRulesError(message, where)

    # -- ops ------------------------------------------------------------------------------
    def _op_class(self, name: str, jop: Any
                  ) -> tuple[builtins.type[Operation], frozenset[str] | None, bool]:
        """The op's class, its property names (None for an opaque op: its text tells), and
        whether :func:`build_op` may build it."""
        got = self._op_classes.get(name)
        if got is not None:
            return got
        cls = self.ctx.get_optional_op(name)
        if cls is None:
            if not self.allow_unknown:
                raise self.error(f"unknown op '{name}' (of none of the dialects hlorules reads: "
                                 "stablehlo, chlo, func, arith, shape, tensor, math, enzymexla; "
                                 "without --no-allow-unknown it is carried opaquely)",
                                 jop.location)
            cls = UnregisteredOp.with_name(name)
            got = (cls, None, False)
            self.carried_unknown = True
        elif issubclass(cls, UnregisteredOp):  # an op we do not model
            got = (cls, None, False)
            self.carried_unknown = self.carried_unknown or not carried(name)
        elif issubclass(cls, IRDLOperation):
            op_def = cls.get_irdl_definition()
            got = (cls, frozenset(op_def.properties), not has_defaults(op_def))
        else:
            got = (cls, frozenset(), False)
        self._op_classes[name] = got
        return got

    def op(self, jop: Any, values: dict[Any, SSAValue]) -> Operation:
        jop = jop.operation
        name = jop.name
        cls, prop_names, plain = self._op_class(name, jop)
        try:
            operands = [values[v] for v in jop.operands]
        except KeyError:
            raise self.error(f"'{name}' uses a value defined outside its scope",
                             jop.location) from None
        props: dict[str, Attribute] = {}
        attrs: dict[str, Attribute] = {}
        jresults = list(jop.results)
        try:
            if prop_names is None:
                if len(jop.attributes):
                    props, attrs = self.attrs_from_asm(jop)
            else:
                for key, val in self.op_attributes(jop):
                    (props if key in prop_names else attrs)[key] = val
            regions = [self.region(r, values) for r in jop.regions]
            result_types = [self.type(r.type) for r in jresults]
        except _AttrProblem as e:
            # Raised by this op's attributes or types, or a block argument of its regions
            # (nested ops convert their own problems into located errors first).
            raise self.error(str(e), jop.location) from None
        if plain:
            op = build_op(cls, operands, result_types, props, attrs, regions)
        else:
            op = cls.create(operands=operands, result_types=result_types, properties=props,
                            attributes=attrs, regions=regions)
        for jr, r in zip(jresults, op.results):
            values[jr] = r
        if self.keep_locations:
            loc = str(jop.location)
            # jaxlib names text parsed from a string "-": name the real source instead.
            self.locations[op] = loc.replace('loc("-":', f'loc({_quote(self.filename)}:')
        return op

    def region(self, jregion: Any, values: dict[Any, SSAValue]) -> Region:
        blocks = []
        for jb in jregion.blocks:
            b = Block(arg_types=[self.type(a.type) for a in jb.arguments])
            for ja, a in zip(jb.arguments, b.args):
                values[ja] = a
            blocks.append((jb, b))
        for jb, b in blocks:
            fill_block(b, [self.op(o, values) for o in jb.operations])
        return Region([b for _, b in blocks])

    def module(self, jmodule: Any) -> ModuleOp:
        """Convert a whole jaxlib module; the result is an xDSL ``builtin.module``."""
        top = self.op(jmodule.operation, {})
        if not isinstance(top, ModuleOp):
            raise HloRulesError(f"expected a builtin.module at the top, got '{top.name}'")
        return top
