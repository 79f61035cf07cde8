#!/usr/bin/env python3
"""Fails when a layer of engine/src includes, directly or through other headers, a layer it
must not see.

The evaluation side (graph/, eval/, report/, nn/) works on the checked program and never sees the
syntax tree, as Souffle's interpreter never includes ast/. Add a folder to FORBIDDEN to hold it
to the same.
"""
import pathlib
import re
import sys

# folder -> the folders its files may not include, directly or through other headers
FORBIDDEN = {
    'graph': ['syntax'],
    'eval': ['syntax'],
    'report': ['syntax'],
    'nn': ['syntax'],
    # Data flows one way: the parser never reaches into later stages (the unit table it asks is
    # in base/), and base/ depends on no stage at all.
    'syntax': ['check', 'graph', 'eval', 'report', 'nn'],
    'base': ['syntax', 'check', 'graph', 'eval', 'report', 'nn'],
}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def includes(root, name):
    """The engine/src headers that file `name` (relative to root) includes, with line numbers."""
    text = (root / name).read_text(encoding='utf-8')
    for match in INCLUDE.finditer(text):
        if (root / match.group(1)).is_file():
            yield match.group(1), text.count('\n', 0, match.start()) + 1


def forbidden_chain(root, start, banned):
    """The first include chain from `start` into a banned folder, or None."""
    seen, queue = {start}, [[start]]
    while queue:
        chain = queue.pop(0)
        for target, _ in includes(root, chain[-1]):
            if target.split('/')[0] in banned:
                return chain + [target]
            if target not in seen:
                seen.add(target)
                queue.append(chain + [target])
    return None


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else 'engine/src')
    problems, checked = [], 0
    for folder, banned in FORBIDDEN.items():
        files = sorted(p for p in (root / folder).rglob('*') if p.suffix in ('.h', '.cpp'))
        if not files:
            problems.append(f'{root / folder}: no source files (is the path right?)')
        for path in files:
            checked += 1
            chain = forbidden_chain(root, path.relative_to(root).as_posix(), banned)
            if chain:
                problems.append(f'{path}: {folder}/ sees {chain[-1]} through ' + ' -> '.join(chain))
    print('\n'.join(problems) if problems else f'{checked} files, no forbidden includes')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
