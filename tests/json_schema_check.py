#!/usr/bin/env python3
"""Runs the advise command on the bundled examples and validates every JSON document it prints
against docs/schema/ (python3-jsonschema). Run from the repository root: json_schema_check.py ADVISE.
Fails, never skips, when the module or a schema is missing."""
import json
import pathlib
import subprocess
import sys

import jsonschema  # Debian: python3-jsonschema (scripts/install-deps.sh)

SCHEMAS = pathlib.Path("docs/schema")
SOURCES = ["--rules", "rules", "--catalog", "catalog"]
# (schema, arguments, expected exit code): one workload, several, a situation that rents, one
# that admits no card (`nearest`),
# check with and without errors, test with and without a load error, the catalog, the facts.
RUNS = [
    ("advice", SOURCES + ["examples/imagenet-resnet50.dsl", "--as-of", "2019-04", "--top", "3",
                          "--why-not", "GTX 970"], 0),
    ("advice", SOURCES + ["examples/imagenet-resnet50.dsl", "examples/gpt2-lm.dsl", "examples/kaggle-mlp-f40.dsl",
                          "--top", "0"], 0),
    ("advice", SOURCES + ["examples/bert-large-finetune.dsl", "--situation", "almost no money"], 0),
    ("advice", SOURCES + ["examples/llama31-8b-qlora.dsl", "--situation", "little money", "--top", "3"], 0),
    ("check", ["check"] + SOURCES + ["tests/golden/errors/13-unit-memory-vs-bandwidth.dsl"], 2),
    ("check", ["check"] + SOURCES + ["tests/golden/errors/30-import-missing-file.dsl"], 2),
    ("check", ["check"] + SOURCES + ["examples"], 0),
    ("test", ["test"] + SOURCES + ["--coverage", "rules/tests"], 0),
    ("test", ["test"] + SOURCES + ["tests/golden/errors/12-test-misspelled-workload.dsl"], 2),
    ("catalog", ["catalog"] + SOURCES + ["--as-of", "2026-11", "--columns", "gpu.rent,gpu.fp32 / gpu.price,gpu.arch"], 0),
    ("facts", ["facts"] + SOURCES + ["F22", "F63"], 0),
    ("facts", ["facts"] + SOURCES, 0),
]


def validator(name, registry_schemas):
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    try:  # jsonschema >= 4.18 resolves references through `referencing`
        from referencing import Registry, Resource
        registry = Registry().with_resources(
            (s["$id"], Resource.from_contents(s)) for s in registry_schemas)
        return cls(schema, registry=registry)
    except ImportError:  # Debian 12's jsonschema 4.10
        store = {s["$id"]: s for s in registry_schemas}
        return cls(schema, resolver=jsonschema.RefResolver.from_schema(schema, store=store))


def check_expected_error(advice, all_schemas):
    """The speed estimate carries its expected error from rules/speed.dsl's `within`, and the
    schema refuses a negative one. Returns the number of failures."""
    value = advice["workloads"][0]["candidates"][0]["values"]["samples_per_second"]
    error = value.get("expected_error")
    if not isinstance(error, (int, float)) or not 0 < error < 1 or "±" not in value["text"]:
        print(f"FAIL samples_per_second has no expected error between 0 and 1 and a '±' in its text: {value}")
        return 1
    value["expected_error"] = -0.1
    wrong = validator("advice", all_schemas).is_valid(advice)
    value["expected_error"] = error
    if wrong:
        print("FAIL the advice schema accepts a negative expected_error")
        return 1
    return 0


def main():
    advise = sys.argv[1]
    all_schemas = [json.loads(p.read_text()) for p in sorted(SCHEMAS.glob("*.schema.json"))]
    if len(all_schemas) != 6:
        sys.exit(f"expected 6 schemas in {SCHEMAS}, found {len(all_schemas)}")
    failures = 0
    documents = {}
    for name, args, expected in RUNS:
        run = subprocess.run([advise] + args + ["--format", "json"], capture_output=True, text=True)
        label = " ".join(args)
        if run.returncode != expected:
            print(f"FAIL {label}: exit {run.returncode}, expected {expected}\n{run.stderr}")
            failures += 1
            continue
        document = json.loads(run.stdout)  # one document: fails on two back to back
        errors = list(validator(name, all_schemas).iter_errors(document))
        for e in errors:
            print(f"FAIL {label}: {'/'.join(map(str, e.absolute_path))}: {e.message}")
        failures += bool(errors)
        documents.setdefault(name, document)
        print(f"{'ok  ' if not errors else 'bad '} {name:8s} {label}")
    failures += check_expected_error(documents["advice"], all_schemas)
    # The schemas are strict enough to catch a stray field.
    for name, document in documents.items():
        document["unexpected"] = True
        if validator(name, all_schemas).is_valid(document):
            print(f"FAIL the {name} schema accepts an unknown top-level field")
            failures += 1
    sys.exit(1 if failures else 0)


main()
