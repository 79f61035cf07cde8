#!/usr/bin/env python3
"""The diagnostic codes in one registry (engine/src/base/diagnostic_codes.cpp): every code a
source file of the engine or the command reports is registered, every registered code is
reported somewhere, and docs/language.md documents exactly the registered ones. Run from the
repository root."""
import pathlib
import re
import sys

CODE = re.compile(r'"([EW]-[A-Z0-9]+(?:-[A-Z0-9]+)*)"')


def main():
    registry_file = pathlib.Path('engine/src/base/diagnostic_codes.cpp')
    registry = set(re.findall(r'^\s*\{"([EW]-[A-Z0-9-]+)",', registry_file.read_text(), re.M))
    used = set()
    for folder in ("engine/src", "cli", "python/src"):
        for path in pathlib.Path(folder).rglob('*.cpp'):
            if path != registry_file:
                used |= set(CODE.findall(path.read_text(encoding='utf-8')))
    documented = set(re.findall(r'^\*\*([EW]-[A-Z0-9-]+)\*\*', pathlib.Path('docs/language.md').read_text(), re.M))
    problems = []
    problems += [f'{c}: reported in the sources but not in {registry_file}' for c in sorted(used - registry)]
    problems += [f'{c}: in {registry_file} but reported nowhere' for c in sorted(registry - used)]
    problems += [f'{c}: registered but not documented in docs/language.md ("**{c}**: ...")' for c in sorted(registry - documented)]
    problems += [f'{c}: documented in docs/language.md but not registered' for c in sorted(documented - registry)]
    if not registry:
        problems.append(f'{registry_file}: no codes found (has its table moved?)')
    print('\n'.join(problems) if problems else f'{len(registry)} codes, each reported, registered and documented')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
