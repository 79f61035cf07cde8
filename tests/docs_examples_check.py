#!/usr/bin/env python3
"""Every ```dsl example in docs/*.md and README.md is checked by the command it documents.

    python3 tests/docs_examples_check.py ADVISE

An example must load: on its own (`advise check --no-defaults`), or with the shipped rules and
catalog (`advise check`). An example that quotes the shipped knowledge (its only errors are
E-DUPLICATE at names the shipped files define) must quote it as it is: each of its
declarations, without comments and with spaces evened, must appear in the file that defines it.
An example written to be read rather than loaded (an import of files the reader has) is marked
by the line `<!-- not checked: WHY -->` right before its fence.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"(<!-- not checked: [^>]+ -->\n)?```dsl\n(.*?)```", re.S)
DUPLICATE = re.compile(r"error\[E-DUPLICATE\]: .* is already defined at ([^:]+):\d+:\d+")


def check(advise, path, *options):
    run = subprocess.run([advise, "check", "--color", "never", *options, path], capture_output=True, text=True)
    return run.returncode, run.stderr


def normalized(text):
    """Declarations without comments, with every run of spaces one space."""
    lines = [re.sub(r"#.*", "", line) for line in text.splitlines()]
    return re.sub(r"\s+", " ", " ".join(lines)).strip()


def declarations(text):
    """The example cut at lines that start a declaration (no indentation): (first line, text)."""
    parts, current, first = [], [], 1
    for number, line in enumerate(text.splitlines(), 1):
        if line and not line[0].isspace() and not line.startswith(("}", "#")) and current:
            parts.append((first, "\n".join(current)))
            current, first = [], number
        current.append(line)
    parts.append((first, "\n".join(current)))
    return [(n, p) for n, p in parts if normalized(p)]


def quoted_faithfully(example, errors):
    """For an example whose only errors are duplicates of shipped names: '' when each declaration
    that duplicates one is in the file that defines it, else what is not."""
    lines = [l for l in errors.splitlines() if "error[" in l]
    if not lines or not all(DUPLICATE.search(l) for l in lines):
        return errors
    duplicated = {int(re.search(r"\.dsl:(\d+):", l).group(1)): DUPLICATE.search(l).group(1) for l in lines}
    parts = declarations(example)
    missing = []
    for first, part in parts:
        last = first + part.count("\n")
        sources = [f for n, f in duplicated.items() if first <= n <= last]
        if sources and normalized(part) not in normalized(pathlib.Path(sources[0]).read_text()):
            missing.append(part)
    return "" if not missing else "quotes the shipped files, but not as they are:\n" + "\n".join(missing)


def main():
    advise = sys.argv[1]
    files = sorted(pathlib.Path("docs").glob("*.md")) + [pathlib.Path("README.md")]
    checked, problems = 0, []
    for doc in files:
        text = doc.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            if match.group(1):
                continue
            line = text[: match.start(2)].count("\n")
            example = match.group(2)
            with tempfile.NamedTemporaryFile("w", suffix=".dsl", delete=False) as f:
                f.write(example)
            code, errors = check(advise, f.name, "--no-defaults")
            if code != 0:
                code, errors = check(advise, f.name)
            problem = "" if code == 0 else quoted_faithfully(example, errors)
            pathlib.Path(f.name).unlink()
            checked += 1
            if problem:
                problems.append(f"{doc}:{line}: the example does not load:\n{problem}")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{checked} examples, {len(problems)} that do not load")
    return 1 if problems or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
