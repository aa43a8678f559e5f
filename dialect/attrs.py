"""StableHLO (and CHLO) attributes, spelled exactly as jaxlib prints them.

Enums print in MLIR's opaque form (``#stablehlo<comparison_direction GT>``); dimension-number
structs in the pretty form (``#stablehlo.scatter<inserted_window_dims = [0], ...>``) and are
read back as frozen field maps so rules can ask for ``attr["inserted_window_dims"]``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import ClassVar

from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Attribute, Data, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class ComparisonDirection(StrEnum):
    EQ = "EQ"
    NE = "NE"
    GE = "GE"
    GT = "GT"
    LE = "LE"
    LT = "LT"


class ComparisonType(StrEnum):
    NOTYPE = "NOTYPE"
    FLOAT = "FLOAT"
    TOTALORDER = "TOTALORDER"
    SIGNED = "SIGNED"
    UNSIGNED = "UNSIGNED"


class Precision(StrEnum):
    DEFAULT = "DEFAULT"
    HIGH = "HIGH"
    HIGHEST = "HIGHEST"


class RngDistribution(StrEnum):
    UNIFORM = "UNIFORM"
    NORMAL = "NORMAL"


class RngAlgorithm(StrEnum):
    DEFAULT = "DEFAULT"
    THREE_FRY = "THREE_FRY"
    PHILOX = "PHILOX"


class FftType(StrEnum):
    FFT = "FFT"
    IFFT = "IFFT"
    RFFT = "RFFT"
    IRFFT = "IRFFT"


class Transpose(StrEnum):
    TRANSPOSE_INVALID = "TRANSPOSE_INVALID"
    NO_TRANSPOSE = "NO_TRANSPOSE"
    TRANSPOSE = "TRANSPOSE"
    ADJOINT = "ADJOINT"


class ResultAccuracyMode(StrEnum):
    DEFAULT = "DEFAULT"
    HIGHEST = "HIGHEST"
    TOLERANCE = "TOLERANCE"


@irdl_attr_definition
class ComparisonDirectionAttr(EnumAttribute[ComparisonDirection], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.comparison_direction"


@irdl_attr_definition
class ComparisonTypeAttr(EnumAttribute[ComparisonType], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.comparison_type"


@irdl_attr_definition
class PrecisionAttr(EnumAttribute[Precision], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.precision"


@irdl_attr_definition
class RngDistributionAttr(EnumAttribute[RngDistribution], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.rng_distribution"


@irdl_attr_definition
class RngAlgorithmAttr(EnumAttribute[RngAlgorithm], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.rng_algorithm"


@irdl_attr_definition
class FftTypeAttr(EnumAttribute[FftType], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.fft_type"


@irdl_attr_definition
class TransposeAttr(EnumAttribute[Transpose], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.transpose"


@irdl_attr_definition
class ResultAccuracyModeAttr(EnumAttribute[ResultAccuracyMode], SpacedOpaqueSyntaxAttribute):
    name = "stablehlo.result_accuracy_mode"


@irdl_attr_definition
class ChloComparisonDirectionAttr(EnumAttribute[ComparisonDirection], SpacedOpaqueSyntaxAttribute):
    name = "chlo.comparison_direction"


@irdl_attr_definition
class ChloComparisonTypeAttr(EnumAttribute[ComparisonType], SpacedOpaqueSyntaxAttribute):
    name = "chlo.comparison_type"


FieldValue = tuple[int, ...] | int
FieldItems = tuple[tuple[str, FieldValue], ...]


class StructAttr(Data[FieldItems], Mapping[str, FieldValue]):  # type: ignore[misc]  # Data.get vs Mapping.get: both are used, each with its own signature
    """A ``<key = [ints], key = int, ...>`` struct attribute, read as a mapping.

    ``fields`` lists the keys in print order with their kind (``list`` or ``int``);
    missing list fields read as ``()``. Subclasses set ``name`` and ``fields``.
    """

    fields: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: Fields MLIR's syntax requires even when empty or zero (printed always).
    required: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def make(cls, **values: FieldValue) -> StructAttr:
        """Build from keyword fields; unknown keys raise ``KeyError``."""
        kinds = dict(cls.fields)
        for k in values:
            if k not in kinds:
                raise KeyError(f"{cls.name} has no field {k!r}")
        items: list[tuple[str, FieldValue]] = []
        for key, kind in cls.fields:
            if key in values:
                v = values[key]
                items.append((key, tuple(int(x) for x in v) if kind == "list" else int(v)))  # type: ignore[union-attr,arg-type]
        return cls(tuple(items))

    def __getitem__(self, key: str) -> FieldValue:
        for k, v in self.data:
            if k == key:
                return v
        kind = dict(self.fields).get(key)
        if kind == "list":
            return ()
        if kind == "int":
            return 0  # MLIR omits an integer field equal to its default, 0
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(k for k, _ in self.fields)

    def __len__(self) -> int:
        return len(self.fields)

    def __hash__(self) -> int:
        return hash((self.name, self.data))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.data == self.data  # type: ignore[attr-defined]

    def replace(self, **values: FieldValue) -> StructAttr:
        """A copy with some fields changed."""
        cur: dict[str, FieldValue] = dict(self.data)
        cur.update(values)
        return self.make(**cur)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> FieldItems:
        kinds = dict(cls.fields)
        got: dict[str, FieldValue] = {}

        def parse_entry() -> None:
            key = parser.parse_identifier()
            if key not in kinds:
                parser.raise_error(f"unknown field '{key}' in {cls.name}")
            parser.parse_punctuation("=")
            if kinds[key] == "list":
                got[key] = tuple(
                    parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
                )
            else:
                got[key] = parser.parse_integer()

        parser.parse_comma_separated_list(parser.Delimiter.ANGLE, parse_entry)
        return tuple((k, got[k]) for k, _ in cls.fields if k in got)

    def print_parameter(self, printer: Printer) -> None:
        parts = []
        present = dict(self.data)
        for k, _ in self.fields:
            if k not in present and k not in self.required:
                continue
            v = self[k]
            if isinstance(v, tuple):
                if not v and k not in self.required:
                    continue
                parts.append(f"{k} = [{', '.join(str(x) for x in v)}]")
            else:
                parts.append(f"{k} = {v}")
        printer.print_string("<" + ", ".join(parts) + ">")


@irdl_attr_definition
class ScatterDimensionNumbersAttr(StructAttr):
    name = "stablehlo.scatter"
    fields = (
        ("update_window_dims", "list"),
        ("inserted_window_dims", "list"),
        ("input_batching_dims", "list"),
        ("scatter_indices_batching_dims", "list"),
        ("scatter_dims_to_operand_dims", "list"),
        ("index_vector_dim", "int"),
    )


@irdl_attr_definition
class GatherDimensionNumbersAttr(StructAttr):
    name = "stablehlo.gather"
    fields = (
        ("offset_dims", "list"),
        ("collapsed_slice_dims", "list"),
        ("operand_batching_dims", "list"),
        ("start_indices_batching_dims", "list"),
        ("start_index_map", "list"),
        ("index_vector_dim", "int"),
    )


@irdl_attr_definition
class DotDimensionNumbersAttr(StructAttr):
    name = "stablehlo.dot"
    fields = (
        ("lhs_batching_dimensions", "list"),
        ("rhs_batching_dimensions", "list"),
        ("lhs_contracting_dimensions", "list"),
        ("rhs_contracting_dimensions", "list"),
    )


@irdl_attr_definition
class OutputOperandAliasAttr(StructAttr):
    name = "stablehlo.output_operand_alias"
    fields = (
        ("output_tuple_indices", "list"),
        ("operand_index", "int"),
        ("operand_tuple_indices", "list"),
    )
    required = frozenset({"output_tuple_indices", "operand_index", "operand_tuple_indices"})


class VerbatimAttr(Data[str]):
    """An attribute kept as its balanced ``<...>`` text: read, printed back unchanged.

    Used for attributes no rule inspects (convolution dimension numbers, type bounds)."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> str:
        start = parser.pos
        # Consume one balanced <...> group, then slice it out of the input.
        parser._parse_dialect_symbol_body()  # pyright: ignore[reportPrivateUsage]
        return parser.lexer.input.content[start : parser.pos].strip()

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(self.data)


@irdl_attr_definition
class ConvDimensionNumbersAttr(VerbatimAttr):
    name = "stablehlo.conv"


@irdl_attr_definition
class TypeExtensionsAttr(VerbatimAttr):
    name = "stablehlo.bounds"


@irdl_attr_definition
class ResultAccuracyAttr(VerbatimAttr):
    name = "stablehlo.result_accuracy"


@irdl_attr_definition
class DotAlgorithmAttr(VerbatimAttr):
    name = "stablehlo.dot_algorithm"


STABLEHLO_ATTRS: list[type[Attribute]] = [
    ComparisonDirectionAttr,
    ComparisonTypeAttr,
    PrecisionAttr,
    RngDistributionAttr,
    RngAlgorithmAttr,
    FftTypeAttr,
    TransposeAttr,
    ResultAccuracyModeAttr,
    ScatterDimensionNumbersAttr,
    GatherDimensionNumbersAttr,
    DotDimensionNumbersAttr,
    OutputOperandAliasAttr,
    ConvDimensionNumbersAttr,
    TypeExtensionsAttr,
    ResultAccuracyAttr,
    DotAlgorithmAttr,
]
CHLO_ATTRS: list[type[Attribute]] = [ChloComparisonDirectionAttr, ChloComparisonTypeAttr]


@irdl_attr_definition
class OpaqueAttr(Data[str]):
    """An attribute hlorules does not interpret and xDSL cannot read, kept as its text.

    The importer makes one when xDSL's parser rejects the text jaxlib printed for an
    attribute (attributes of dialects xDSL does not know are read as xDSL's
    ``UnregisteredAttr`` instead); the exporter prints ``data`` back verbatim, so the
    module round-trips. See docs/dialect.md, "Attributes and types we do not interpret".
    """

    name = "hlorules.opaque"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> str:
        with parser.in_angle_brackets():
            return parser.parse_str_literal()

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_string_literal(self.data)
        printer.print_string(">")


OTHER_ATTRS: list[type[Attribute]] = [OpaqueAttr]
