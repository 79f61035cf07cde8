#!/usr/bin/env python3
"""Fails on a file of engine/src over 400 lines or a class (or struct) over 250: small files with
one purpose (docs/architecture.md). Usage: size_check.py [engine/src]"""
import pathlib
import re
import sys

MAX_FILE_LINES = 400
MAX_CLASS_LINES = 250
OPENING = re.compile(r'^(class|struct) (\w+)[^;]*\{\s*$')


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else 'engine/src')
    problems, files = [], 0
    for path in sorted(root.rglob('*')):
        if path.suffix not in ('.h', '.cpp'):
            continue
        files += 1
        text = path.read_text(encoding='utf-8')
        lines = text.split('\n')
        if text.count('\n') > MAX_FILE_LINES:
            problems.append(f'{path}: {text.count(chr(10))} lines (at most {MAX_FILE_LINES})')
        for i, line in enumerate(lines):
            opening = OPENING.match(line)
            if not opening:
                continue
            end = next((j for j in range(i + 1, len(lines)) if lines[j] == '};'), i)
            if end - i > MAX_CLASS_LINES:
                problems.append(f'{path}:{i + 1}: {opening.group(1)} {opening.group(2)} has {end - i} lines (at most {MAX_CLASS_LINES})')
    if files == 0:
        problems.append(f'{root}: no source files (is the path right?)')
    print('\n'.join(problems) if problems else f'{files} files, none over {MAX_FILE_LINES} lines, no class over {MAX_CLASS_LINES}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
