#!/usr/bin/env python3
"""Fails on any include in the engine that the stage table does not allow.

ALLOWED names, for every folder of engine/src and for the public headers (engine/include/advise),
the folders its files may include directly: each stage sees only the stages before it, base/ and
the public vocabulary types. A folder missing from the table fails the test, so a new folder is
placed in the pipeline when it is made. On top, the evaluation side (graph/, eval/, report/, nn/)
may not reach the syntax tree even through other headers, as Souffle's interpreter never
includes ast/. docs/architecture.md draws the same table.
"""
import pathlib
import re
import sys

# The stages in pipeline order (docs/architecture.md): each may include itself and those listed.
ALLOWED = {
    'advise': {'advise'},
    'base': {'base', 'advise'},
    'syntax': {'syntax', 'base', 'advise'},
    'load': {'load', 'syntax', 'base', 'advise'},
    'nn': {'nn', 'base', 'advise'},
    'ir': {'ir', 'nn', 'base', 'advise'},
    'check': {'check', 'ir', 'syntax', 'nn', 'base', 'advise'},
    'graph': {'graph', 'ir', 'base', 'advise'},
    'eval': {'eval', 'graph', 'ir', 'nn', 'base', 'advise'},
    'report': {'report', 'base', 'advise'},
    'probe': {'probe', 'ir', 'base', 'advise'},
    'api': {'api', 'probe', 'report', 'eval', 'graph', 'check', 'ir', 'nn', 'load', 'syntax', 'base', 'advise'},
}
# Folders that may not see the syntax tree through any chain of headers.
NEVER_SEE = {'graph': 'syntax', 'eval': 'syntax', 'report': 'syntax', 'nn': 'syntax'}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def sources(src, include):
    """(folder, path relative to its root, root) for every engine source and public header."""
    for path in sorted(src.rglob('*')):
        if path.suffix in ('.h', '.cpp'):
            yield path.relative_to(src).parts[0], path.relative_to(src).as_posix(), src
    for path in sorted((include / 'advise').glob('*.h')):
        yield 'advise', path.relative_to(include).as_posix(), include


def included(src, include, name, root):
    """The engine headers file `name` includes, each with its folder and line."""
    text = (root / name).read_text(encoding='utf-8')
    for match in INCLUDE.finditer(text):
        target = match.group(1)
        if (src / target).is_file() or (include / target).is_file():
            yield target, target.split('/')[0], text.count('\n', 0, match.start()) + 1


def reaches(src, include, start, root, banned):
    """An include chain from `start` into folder `banned`, or None."""
    seen, queue = {start}, [[start]]
    while queue:
        chain = queue.pop(0)
        here = src if (src / chain[-1]).is_file() else include if len(chain) > 1 else root
        for target, folder, _ in included(src, include, chain[-1], here):
            if folder == banned:
                return chain + [target]
            if target not in seen:
                seen.add(target)
                queue.append(chain + [target])
    return None


def main():
    src = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else 'engine/src')
    include = src.parent / 'include'
    problems, checked = [], 0
    for folder, name, root in sources(src, include):
        checked += 1
        if folder not in ALLOWED:
            problems.append(f'{root / name}: folder {folder}/ is not in the stage table (tests/layering_check.py)')
            continue
        for target, target_folder, line in included(src, include, name, root):
            if target_folder not in ALLOWED[folder]:
                problems.append(f'{root / name}:{line}: {folder}/ may not include {target} ({target_folder}/ is not before it)')
        if folder in NEVER_SEE:
            chain = reaches(src, include, name, root, NEVER_SEE[folder])
            if chain:
                problems.append(f'{root / name}: {folder}/ sees {chain[-1]} through ' + ' -> '.join(chain))
    if checked == 0:
        problems.append(f'{src}: no source files (is the path right?)')
    print('\n'.join(problems) if problems else f'{checked} files, every include allowed by the stage table')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
