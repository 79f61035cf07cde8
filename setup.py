"""Builds the wheel: CMake builds the C++ module (python/CMakeLists.txt) in ADVISE_BUILD_DIR
(default build/, reused when it is already configured: one build for the command, the tests and
the wheel), then the module, libadvise and the shipped rules, catalog and examples are copied into
the package. Offline: no package index is needed (docs/python.md)."""
import os
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = ("rules", "catalog", "examples")
# setup.cfg puts setuptools' folders there; a fresh clone has no build/ yet.
os.makedirs(os.path.join(ROOT, "build", "setuptools"), exist_ok=True)


class CMakeBuild(build_ext):
    """Configures and builds the advise_python target, then copies what the package needs."""

    def run(self):
        build_dir = os.path.abspath(os.environ.get("ADVISE_BUILD_DIR", os.path.join(ROOT, "build")))
        jobs = os.environ.get("ADVISE_JOBS", str(os.cpu_count() or 1))
        subprocess.check_call(["cmake", "-S", ROOT, "-B", build_dir, "-DADVISE_BUILD_PYTHON=ON",
                               f"-DPython_EXECUTABLE={sys.executable}"], stdout=subprocess.DEVNULL)
        subprocess.check_call(["cmake", "--build", build_dir, "--target", "advise_python", "-j", jobs])
        with open(os.path.join(build_dir, "python", "wheel-files.txt")) as listing:
            module, library = [line.strip() for line in listing if line.strip()]
        target = os.path.dirname(self.get_ext_fullpath("advise._advise"))
        os.makedirs(target, exist_ok=True)
        copies = [(module, self.get_ext_fullpath("advise._advise")),
                  (os.path.realpath(library), os.path.join(target, os.path.basename(library)))]
        for source, copy in copies:
            shutil.copyfile(source, copy)
            # Debug information is nine tenths of a RelWithDebInfo build's size.
            if shutil.which("strip"):
                subprocess.check_call(["strip", "--strip-debug", copy])
        data = os.path.join(target, "data")
        shutil.rmtree(data, ignore_errors=True)
        for folder in DATA:
            shutil.copytree(os.path.join(ROOT, folder), os.path.join(data, folder),
                            ignore=shutil.ignore_patterns("embed", "__pycache__"))


setup(ext_modules=[Extension("advise._advise", sources=[])], cmdclass={"build_ext": CMakeBuild})
