"""advise: which GPU to buy or rent for deep-learning work, and why.

The same engine and the same .dsl knowledge as the `advise` command, from Python::

    import advise
    doc = advise.advise("examples/imagenet-resnet50.dsl")
    print(doc["workloads"][0]["recommended"])

    doc = advise.advise({"model": "Llama-3.1-8B", "mode": "inference", "weights": "int4", "batch": 8},
                        situation="little money")

Every function returns what the command's ``--format json`` writes, as dicts and lists
(docs/schema/ in the source tree describes each field). Bad input raises AdviseError, whose
``diagnostics`` say where (file, line, column) and what (code, message). The engine runs without
the interpreter lock: calls from several threads run at once.
"""
from __future__ import annotations

import json
import os
import re
from typing import Any, Iterable, Mapping, Optional, Sequence, Union

from . import _advise

__all__ = ["AdviseError", "advise", "check", "test", "catalog", "facts", "fields", "data_dir", "__version__"]
__version__: str = _advise.version

# The shipped rules, catalog and examples travel inside the package; the engine finds them
# through ADVISE_DATA_DIR (a value set before import wins: an edited copy of the whole tree).
_PACKAGE_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
if os.path.isdir(_PACKAGE_DATA):
    os.environ.setdefault("ADVISE_DATA_DIR", _PACKAGE_DATA)


def data_dir() -> str:
    """The folder holding the rules/, catalog/ and examples/ the engine loads by default."""
    return os.environ.get("ADVISE_DATA_DIR", _PACKAGE_DATA)


class AdviseError(Exception):
    """Input the engine refused: a .dsl error, an unknown workload or situation, a bad date.

    ``diagnostics`` is a list of dicts with ``file``, ``line``, ``column`` (1-based; None when the
    diagnostic is about no place in a file), ``severity``, ``code`` (e.g. ``E-UNIT``, documented
    in docs/language.md), ``message`` and ``hint``. ``str(error)`` is the text the command prints,
    with the line and a caret under the place.
    """

    def __init__(self, text: str, diagnostics: list[dict[str, Any]]):
        super().__init__(text.rstrip("\n"))
        self.diagnostics = diagnostics


def _result(outcome: tuple[bool, str, str]) -> dict[str, Any]:
    ok, document, rendered = outcome
    parsed = json.loads(document)
    if not ok:
        raise AdviseError(rendered, parsed.get("diagnostics", []))
    return parsed


_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _jsonable(value: Any) -> Any:
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    raise TypeError(f"advise: a value of type {type(value).__name__} cannot be written in a declaration")


def _declaration(entity: str, name: str, values: Mapping[str, Any], rules: str, catalog: str) -> str:
    """A declaration written by the engine from a dict, each value as its schema field's kind
    asks: numbers, true/false, enum members and quantities ("24 GiB") bare, strings quoted,
    shapes from tuples ((224, 224, 3)), sets from lists."""
    return _result_text(_advise.declaration(entity, name, json.dumps(dict(values), default=_jsonable), rules, catalog))


def _result_text(outcome: tuple[bool, str, str]) -> str:
    ok, text, rendered = outcome
    if not ok:
        raise AdviseError(rendered, json.loads(text).get("diagnostics", []))
    return text


Source = Union[str, "os.PathLike[str]", Mapping[str, Any]]


def _is_path(source: str) -> bool:
    return "\n" not in source and "{" not in source and (source.endswith(".dsl") or os.path.exists(source))


def advise(source: Source, workload: Optional[str] = None, situation: Union[str, Mapping[str, Any], None] = None,
           as_of: Optional[str] = None, top: int = 10, facts: Optional[Sequence[str]] = None,
           rules: Optional[str] = None, catalog: Optional[str] = None) -> dict[str, Any]:
    """The advice for the workloads in ``source``, as ``advise --format json`` writes it.

    source: a path to a .dsl file or folder; DSL text declaring one or more workloads; or a dict
        describing one workload with the workload schema's fields, e.g. ``{"model": "Llama-3.1-8B",
        "mode": "inference", "weights": "int4", "batch": 8, "context": 8192}`` (an optional
        ``"name"`` names it; quantities carry their unit as text: ``"24 GiB"``).
    workload: advise on this workload only (default: every workload the source declares).
    situation: a situation's name (``advise.catalog`` lists none; ``advise catalog --situations``
        on the command line lists the shipped ones), or a dict of situation fields
        (``{"budget": "1500 USD", "goal": "value"}``).
    as_of: the date to answer for, ``YYYY-MM`` or ``YYYY-MM-DD`` (default: the latest known).
    top: candidates to list; the document counts the rest (0: every candidate, rejected ones too).
    facts: files of measured blocks (saved ``advise probe`` output) to use.
    rules, catalog: a rules or catalog folder to load instead of the shipped one.

    Returns ``{"schema_version", "advise_version", "workloads": [advice, ...]}``; each advice has
    ``recommended`` (the card's name or None), ``candidates`` (ranked, with values, reasons,
    warnings and notes), ``picks`` (without a situation: fastest, best value, cheapest that fits).
    Raises AdviseError with the diagnostics when the input is refused.
    """
    rules, catalog = rules or "", catalog or ""
    files: list[str] = []
    text_name, text = "", ""
    if isinstance(source, Mapping):
        values = dict(source)
        workload_name = str(values.get("name", "python workload"))
        text_name, text = "<dict>", _declaration("workload", workload_name, values, rules, catalog)
    elif isinstance(source, os.PathLike) or _is_path(str(source)):
        files = [os.fspath(source)]
    else:
        text_name, text = "<string>", str(source)
    situation_name = ""
    if isinstance(situation, Mapping):
        values = dict(situation)
        situation_name = str(values.get("name", "python situation"))
        text += _declaration("situation", situation_name, values, rules, catalog)
        text_name = text_name or "<dict>"
    elif situation:
        situation_name = situation
    return _result(_advise.advise_json(files, text_name, text, workload or "", situation_name, as_of or "", int(top),
                                       list(facts or []), rules, catalog))


def check(paths: Union[str, Iterable[str]], rules: Optional[str] = None, catalog: Optional[str] = None) -> dict[str, Any]:
    """``advise check --format json``: whether the files load, and every diagnostic (never raises
    for errors in them: ``result["ok"]`` and ``result["diagnostics"]`` say)."""
    paths = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    ok, document, _ = _advise.check_json([os.fspath(p) for p in paths], rules or "", catalog or "")
    return json.loads(document)


def test(paths: Union[str, Iterable[str], None] = None, coverage: bool = False, rules: Optional[str] = None,
         catalog: Optional[str] = None) -> dict[str, Any]:
    """``advise test --format json``: runs the test blocks under ``paths`` (every shipped test
    when None) and returns each test's status and the counts. Raises AdviseError when the files
    do not load."""
    paths = [] if paths is None else [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    return _result(_advise.test_json([os.fspath(p) for p in paths], coverage, rules or "", catalog or ""))


def catalog(as_of: Optional[str] = None, where: Optional[str] = None, columns: Optional[Sequence[str]] = None,
            rules: Optional[str] = None, catalog: Optional[str] = None, detail: bool = False) -> list[dict[str, Any]]:
    """The GPUs known at a date, one record per card, ready for ``pandas.DataFrame``.

    where: a filter over gpu.*, e.g. ``"gpu.memory >= 24 GB and gpu.vendor == nvidia"``.
    columns: expressions over gpu.* to list (default: every field of the catalog's schema).
    Each record maps ``gpu`` to the card's name and each column (``gpu.memory`` as ``memory``)
    to its number in base units (B, B/s, FLOPS, USD, W), or its text (dates, enums), or None
    where the catalog does not know it; a dated field (price, rent) gives the quote that applies
    at ``as_of``. detail=True returns ``advise catalog --format json`` whole instead (values
    with units, text and provenance).
    """
    if columns is None:
        columns = ["gpu." + f["name"] for f in fields("gpu", rules, catalog)]
    document = _result(_advise.catalog_json(as_of or "", where or "", list(columns), rules or "", catalog or ""))
    if detail:
        return document
    return [{_column_key(name): _plain(name, cell) for name, cell in row.items()} for row in document["gpus"]]


def _column_key(name: str) -> str:
    return name[4:] if name.startswith("gpu.") and _IDENTIFIER.match(name[4:]) else name


def _plain(name: str, cell: Any) -> Any:
    if name == "gpu":
        return cell
    if cell["value"] is not None:
        return cell["value"]
    return None if cell["provenance"]["kind"] == "missing" else cell["text"] or None


def facts(ids: Optional[Sequence[str]] = None, rules: Optional[str] = None,
          catalog: Optional[str] = None) -> list[dict[str, Any]]:
    """The facts the rules cite (``["F22"]``; every fact when None), each with its text and the
    documents it comes from. Raises AdviseError for an id no rule file declares."""
    return _result(_advise.facts_json(list(ids or []), rules or "", catalog or ""))["facts"]


def fields(kind: str = "workload", rules: Optional[str] = None, catalog: Optional[str] = None) -> list[dict[str, Any]]:
    """The fields a ``workload``, ``situation``, ``gpu`` or ``measured`` declaration may set: name,
    kind (number, bool, string, date, enum, shape, list), type (its unit or enum), choices, doc."""
    return _advise.schema_fields(kind, rules or "", catalog or "")
