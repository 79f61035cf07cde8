#!/usr/bin/env python3
"""Checks the VS Code extension in editors/vscode against grammar/Advice.g4.

Every keyword literal of the grammar (a quoted word such as 'prefers') must be highlighted by a
keyword-like pattern of the TextMate grammar, every word of the unit table (engine/src/check/
unit_table.cpp; the grammar knows no units) by the unit pattern, and ordinary names must not be. The extension's files must name each other correctly.

usage: tests/editor_grammar_check.py [--update]     (from the source root)
  --update  first adds what the TextMate grammar misses: keywords to keyword.control, units to
            the unit pattern (move a keyword to a better scope by hand afterwards)
"""
import json
import re
import sys
from pathlib import Path

GRAMMAR = Path("grammar/Advice.g4")
UNIT_TABLE = Path("engine/src/base/unit_table.cpp")
EXTENSION = Path("editors/vscode")
TEXTMATE = EXTENSION / "syntaxes" / "advise.tmLanguage.json"

KEYWORD_SCOPES = ("keyword.control", "keyword.other.advise", "keyword.operator.word", "storage.type",
                  "support.type", "constant.language", "variable.language")
UNIT_SCOPE = "keyword.other.unit"
WORD_START = r"(?<![\w.])(?:"  # how the keyword and unit patterns begin their alternation
LITERAL = r"'((?:[^'\\]|\\.)*)'"
RULE = r"(?ms)^(?:fragment\s+)?([A-Za-z]\w*)\s*:\s*((?:" + LITERAL + r"|[^;'])*);"


def grammar_keywords(text):
    """The word literals of every rule of the grammar."""
    text = re.sub(r"//[^\n]*", "", text)
    keywords = set()
    for match in re.finditer(RULE, text):
        literals = re.findall(LITERAL, match.group(2))
        keywords.update(l for l in literals if re.fullmatch(r"[A-Za-z_]\w*", l))
    return keywords


def table_units(text):
    """The words of the unit table: its rows read {"GB", {1e9, byte}}."""
    return set(re.findall(r'\{"([^"]+)",\s*\{', text))


def match_patterns(node):
    """Every pattern with a `match` and a `name` anywhere in the TextMate grammar."""
    if isinstance(node, dict):
        if "match" in node and "name" in node:
            yield node
        for value in node.values():
            yield from match_patterns(value)
    elif isinstance(node, list):
        for value in node:
            yield from match_patterns(value)


def regex_problems(node):
    """Every match, begin and end must compile (Python's re reads the subset the grammar uses)."""
    if isinstance(node, dict):
        for key in ("match", "begin", "end"):
            if key in node:
                try:
                    re.compile(node[key])
                except re.error as e:
                    yield f"{key} {node[key]!r} does not compile: {e}"
        for value in node.values():
            yield from regex_problems(value)
    elif isinstance(node, list):
        for value in node:
            yield from regex_problems(value)


def scoped(textmate, prefixes):
    return [p for p in match_patterns(textmate) if p["name"].startswith(prefixes)]


def highlighted(patterns, word):
    return any(re.fullmatch(p["match"], word) for p in patterns)


def add_words(pattern, words):
    start = pattern["match"].index(WORD_START) + len(WORD_START)
    pattern["match"] = pattern["match"][:start] + "|".join(sorted(words)) + "|" + pattern["match"][start:]


def update(textmate, keywords, units):
    missing_keywords = [k for k in keywords if not highlighted(scoped(textmate, KEYWORD_SCOPES), k)]
    missing_units = [u for u in units if not highlighted(scoped(textmate, UNIT_SCOPE), u)]
    if missing_keywords:
        add_words(scoped(textmate, "keyword.control")[0], missing_keywords)
    if missing_units:
        add_words(scoped(textmate, UNIT_SCOPE)[0], [re.escape(u) for u in missing_units])
    TEXTMATE.write_text(json.dumps(textmate, indent=2) + "\n")
    print(f"added keywords {missing_keywords or 'none'}, units {missing_units or 'none'}")


def problems(textmate, keywords, units):
    found = list(regex_problems(textmate))
    keyword_patterns = scoped(textmate, KEYWORD_SCOPES)
    unit_patterns = scoped(textmate, UNIT_SCOPE)
    for word in sorted(keywords):
        if not highlighted(keyword_patterns, word):
            found.append(f"keyword '{word}' of {GRAMMAR} is not highlighted")
    for unit in sorted(units):
        if not highlighted(unit_patterns, unit):
            found.append(f"unit '{unit}' of {UNIT_TABLE} is not highlighted as a unit")
    # Names are not keywords: neither look-alikes nor a keyword used as a field after a dot.
    for name in ("memory_bytes", "notes", "xs", "GBs", "rules", "gpu_count"):
        if highlighted(keyword_patterns + unit_patterns, name):
            found.append(f"the name '{name}' is highlighted as a keyword or unit")
    for pattern in keyword_patterns + unit_patterns:
        if re.compile(pattern["match"]).match("gpu.note", 4):
            found.append(f"'note' in gpu.note is highlighted by {pattern['name']}")
    return found


def extension_problems(textmate):
    found = []
    package = json.loads((EXTENSION / "package.json").read_text())
    config = json.loads((EXTENSION / "language-configuration.json").read_text())
    grammar_entry = package["contributes"]["grammars"][0]
    if (EXTENSION / grammar_entry["path"]).resolve() != TEXTMATE.resolve():
        found.append(f"package.json names {grammar_entry['path']}, not {TEXTMATE}")
    if grammar_entry["scopeName"] != textmate["scopeName"]:
        found.append("package.json and the TextMate grammar disagree on the scope name")
    if ".dsl" not in package["contributes"]["languages"][0]["extensions"]:
        found.append("package.json does not claim .dsl files")
    if config["comments"]["lineComment"] != "#":
        found.append("language-configuration.json: comments start with #")
    if not any(p["name"].startswith("comment") and re.match(p["match"], "# a comment") for p in match_patterns(textmate)):
        found.append("no pattern highlights # comments")
    string = textmate["repository"]["string"]
    if not any(p.get("begin") == r"\{" for p in string["patterns"]):
        found.append("strings do not highlight {...} interpolation")
    return found


def main():
    keywords = grammar_keywords(GRAMMAR.read_text())
    units = table_units(UNIT_TABLE.read_text())
    if len(keywords) < 40 or len(units) < 30:
        sys.exit(f"read only {len(keywords)} keywords from {GRAMMAR} and {len(units)} units from "
                 f"{UNIT_TABLE}: are they there?")
    textmate = json.loads(TEXTMATE.read_text())
    if "--update" in sys.argv[1:]:
        update(textmate, keywords, units)
    found = problems(textmate, keywords, units) + extension_problems(textmate)
    for problem in found:
        print(f"{TEXTMATE}: {problem}", file=sys.stderr)
    if found:
        sys.exit(f"{len(found)} problem(s); tests/editor_grammar_check.py --update adds missing words")
    print(f"{TEXTMATE}: highlights all {len(keywords)} keywords of {GRAMMAR} and {len(units)} units of {UNIT_TABLE}")


if __name__ == "__main__":
    main()
