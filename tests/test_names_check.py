#!/usr/bin/env python3
"""Fails when a doctest case cannot be run by its CTest test: doctest_discover_tests registers
one CTest test per case with `--test-case=NAME`, and CMake cuts NAME at a `;` (a list separator),
so such a case would run no check at all and still pass. Usage: test_names_check.py BINARY..."""
import subprocess
import sys

bad = []
for binary in sys.argv[1:]:
    listing = subprocess.run([binary, "--list-test-cases", "--no-version"], capture_output=True, text=True, check=True)
    cases = [line for line in listing.stdout.splitlines() if line and not line.startswith("[doctest]")]
    if not cases:
        sys.exit(f"{binary}: lists no test case")
    bad += [f"{binary}: {case}" for case in cases if ";" in case]
for line in bad:
    print(f"a ';' in this test case's name makes its CTest test run nothing: {line}")
sys.exit(1 if bad else 0)
