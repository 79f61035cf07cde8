#!/usr/bin/env python3
"""Fails when a function in engine/src/**/*.cpp has a body of more than 60 lines.

A body's length is the line of its closing brace less the line of its opening one, as
clang-tidy's readability-function-size counts it. Comments, string and character literals are
blanked first so that their braces do not count. Namespaces, extern "C", classes, structs and
unions are scopes that hold functions; any other brace at such a scope whose header ends in a
parameter list (optionally `const`, `noexcept`, `override`, a trailing return type or a
constructor's initializer list) opens a function, and everything inside it (lambdas, nested
blocks) counts towards that function.
"""
import pathlib
import re
import sys

LIMIT = 60
SCOPE = re.compile(r'^\s*(?:template\s*<[^{]*>\s*)?(?:namespace\b|extern\s+"C"|(?:class|struct|union)\b)')
CONTROL = re.compile(r'^\s*(?:if|for|while|switch|catch|else|do)\b')
FUNCTION_END = re.compile(r'\)\s*(?:const|noexcept|override|final|mutable|&|\s)*(?:->[^;{}()]*)?$')


def blank_literals(text):
    """The text with comments, literals and preprocessor lines blanked (line breaks kept)."""
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|R"(?P<d>[^(\s]*)\(.*?\)(?P=d)"|"(?:\\.|[^"\\\n])*"'
                         r"|'(?:\\.|[^'\\\n])*'", re.S)
    text = pattern.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text)
    # Preprocessor lines (with their continuations) are no part of any declaration's header.
    return re.sub(r'^[ \t]*#(?:[^\n]*\\\n)*[^\n]*', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.M)


def is_function_header(header):
    header = header.strip()
    if not header or header.endswith('=') or CONTROL.match(header):
        return False
    if FUNCTION_END.search(header):
        return True
    # A constructor's initializer list: `X::X(...) : a_(a), b_(b)`.
    return re.search(r'\)\s*:\s*[\w:]+\s*[({]', header) is not None and header.endswith(')')


def functions(text):
    """(name, first line, body lines) for every function defined in `text`."""
    code = blank_literals(text)
    scopes = []  # for each open brace: 'scope', 'function' or 'block'
    header_start, opened = 0, []
    for i, ch in enumerate(code):
        if ch in ';}' and all(s == 'scope' for s in scopes):
            header_start = i + 1
        if ch == '{':
            inside_function = any(s != 'scope' for s in scopes)
            header = code[header_start:i]
            if inside_function:
                scopes.append('block')
            elif SCOPE.match(header.strip() + ' ') or header.strip().startswith('enum'):
                scopes.append('scope' if not header.strip().startswith('enum') else 'block')
            elif is_function_header(header):
                scopes.append('function')
                opened.append((header, i))
            else:
                scopes.append('block')
            if all(s == 'scope' for s in scopes):
                header_start = i + 1
        elif ch == '}' and scopes:
            kind = scopes.pop()
            if kind == 'function':
                header, start = opened.pop()
                name = re.findall(r'([~\w:]+(?:operator\s*\S+)?)\s*\(', header)
                yield (name[0] if name else '?', code.count('\n', 0, start) + 1,
                       code.count('\n', start, i))
            if all(s == 'scope' for s in scopes):
                header_start = i + 1


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else 'engine/src')
    files = sorted(root.rglob('*.cpp'))
    if not files:
        print(f'no .cpp files under {root}')
        return 1
    too_long = []
    count = 0
    for path in files:
        for name, line, length in functions(path.read_text(encoding='utf-8')):
            count += 1
            if length > LIMIT:
                too_long.append(f'{path}:{line}: {name} has {length} lines (at most {LIMIT})')
    print('\n'.join(too_long) if too_long else f'{count} functions in {len(files)} files, none over {LIMIT} lines')
    return 1 if too_long else 0


if __name__ == '__main__':
    sys.exit(main())
