#!/usr/bin/env python3
"""Writes a libFuzzer dictionary of every literal in the grammar (keywords, operators, units).

Usage: make_dictionary.py grammar/Advice.g4 OUT.dict
"""
import re
import sys


def literals(grammar: str) -> list[str]:
    # Drop comments, then take every '...' literal; character classes ([...]) are not quoted.
    grammar = re.sub(r"//[^\n]*", "", grammar)
    found = re.findall(r"'((?:[^'\\]|\\.)+)'", grammar)
    return sorted({bytes(f, "utf-8").decode("unicode_escape") for f in found})


def entry(literal: str) -> str:
    escaped = literal.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def main() -> int:
    grammar_path, out_path = sys.argv[1], sys.argv[2]
    with open(grammar_path, encoding="utf-8") as f:
        words = literals(f.read())
    if not words:
        print(f"make_dictionary: no literals in {grammar_path}", file=sys.stderr)
        return 1
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(f"# Generated from {grammar_path} by tests/fuzz/make_dictionary.py\n")
        f.writelines(entry(w) + "\n" for w in words)
    return 0


if __name__ == "__main__":
    sys.exit(main())
