#!/usr/bin/env python3
"""advise fmt --write killed in the middle of a large folder: every file is either its old text
or its formatted text, never a mix or empty, and the next run leaves no temporary file and every
file formatted. Usage: fmt_kill_check.py ADVISE"""
import os
import signal
import subprocess
import sys
import tempfile
import time

MESSY = "let a{i}=1+2*{i}\n" * 400          # about 8 KB a file
FILES = 200
DELAYS = [0.05, 0.15, 0.3]                   # seconds before the kill, one run each


def formatted(advise, text):
    with tempfile.NamedTemporaryFile("w", suffix=".dsl", delete=False) as f:
        f.write(text)
    try:
        return subprocess.run([advise, "fmt", f.name], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(f.name)


def main():
    advise = sys.argv[1]
    failures = 0
    for delay in DELAYS:
        with tempfile.TemporaryDirectory() as folder:
            old = {}
            for n in range(FILES):
                old[n] = MESSY.replace("{i}", str(n))
                with open(os.path.join(folder, f"f{n:04}.dsl"), "w") as f:
                    f.write(old[n])
            run = subprocess.Popen([advise, "fmt", "--write", folder], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(delay)
            run.send_signal(signal.SIGKILL)
            run.wait()
            changed = 0
            for n in range(FILES):
                text = open(os.path.join(folder, f"f{n:04}.dsl")).read()
                if text == old[n]:
                    continue
                if text == formatted(advise, old[n]):
                    changed += 1
                else:
                    print(f"FAIL  delay {delay}: f{n:04}.dsl is neither its old nor its formatted text")
                    failures += 1
            subprocess.run([advise, "fmt", "--write", folder], check=True, stdout=subprocess.DEVNULL)
            left = [name for name in os.listdir(folder) if name.endswith(".advise-tmp")]
            if left:
                print(f"FAIL  delay {delay}: temporary files remain after the next run: {left[:3]}")
                failures += 1
            check = subprocess.run([advise, "fmt", "--check", folder], stdout=subprocess.DEVNULL)
            if check.returncode != 0:
                print(f"FAIL  delay {delay}: the next run did not format every file")
                failures += 1
            print(f"ok    delay {delay}: killed after {changed} of {FILES} files were rewritten; every file whole")
    print(f"{failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
