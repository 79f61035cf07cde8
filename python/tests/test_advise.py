"""The Python package, as installed from the wheel (scripts/test.sh runs these in a fresh virtual
environment, never against the source tree)."""
import json
import os
import subprocess
import sys
import threading

import pytest

import advise

EXAMPLE = os.path.join(advise.data_dir(), "examples", "imagenet-resnet50.dsl")
LLAMA_SERVING = {"name": "serve 8B", "model": "Llama-3.1-8B", "task": "transformer", "mode": "inference",
                 "precision": "fp16", "weights": "int4", "batch": 8, "context": 8192}


def command(*args):
    """python3 -m advise ARGS: the command-line interface run by the installed package."""
    return subprocess.run([sys.executable, "-m", "advise", *args], capture_output=True, text=True)


def test_the_package_is_the_installed_one_with_its_data():
    # Installed in the environment that runs the tests (scripts/test-python.sh: a fresh venv).
    assert os.path.abspath(advise.__file__).startswith(os.path.abspath(sys.prefix) + os.sep)
    for folder in ("rules", "catalog", "examples"):
        assert os.path.isdir(os.path.join(advise.data_dir(), folder))


def test_the_readme_example_recommends_what_the_command_does():
    document = advise.advise(EXAMPLE)
    assert document["schema_version"] == 2
    recommended = document["workloads"][0]["recommended"]
    assert recommended
    run = command(EXAMPLE, "--format", "json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["workloads"][0]["recommended"] == recommended


def test_dsl_text_gives_the_advice_of_the_same_file(tmp_path):
    text = open(EXAMPLE, encoding="utf-8").read()
    from_text = advise.advise(text)["workloads"][0]
    assert from_text["recommended"] == advise.advise(EXAMPLE)["workloads"][0]["recommended"]


def test_a_dict_workload_is_advised_with_its_values():
    document = advise.advise(LLAMA_SERVING, situation={"budget": "2000 USD", "goal": "value"}, as_of="2026-11")
    workload = document["workloads"][0]
    assert workload["workload"] == "serve 8B"
    assert workload["recommended"]
    best = workload["candidates"][0]
    assert best["admitted"]
    # A 4-bit 8B model with an 8-user, 8k-token cache needs several GiB: the best card holds it.
    assert best["memory_bytes"] > 4 * 2**30


def test_with_no_card_admitted_the_nearest_ones_are_named():
    # QLoRA of an 8B model at 4 x 2048 with 250 USD: no card both holds it and is within budget.
    qlora = os.path.join(advise.data_dir(), "examples", "llama31-8b-qlora.dsl")
    workload = advise.advise(qlora, situation="little money")["workloads"][0]
    assert workload["recommended"] == []
    assert [group["rule"] for group in workload["nearest"]] == ["within budget", "fits in memory"]
    assert workload["nearest"][0]["gpus"][0] == "RTX 3090"


def test_a_dict_with_a_bad_value_raises_with_the_field_named():
    with pytest.raises(advise.AdviseError) as raised:
        advise.advise({"model": "ResNet-50", "batch": "64 GiB"})
    diagnostic = raised.value.diagnostics[0]
    assert diagnostic["code"] == "E-UNIT"
    assert diagnostic["line"] == 3
    assert "batch" in diagnostic["message"]


def test_an_error_carries_its_file_line_and_column(tmp_path):
    bad = tmp_path / "bad.dsl"
    bad.write_text('# a workload\nworkload "x" {\n  model "ResNet-50"  batch 64 GiB\n}\n', encoding="utf-8")
    with pytest.raises(advise.AdviseError) as raised:
        advise.advise(str(bad))
    diagnostic = raised.value.diagnostics[0]
    assert (diagnostic["file"], diagnostic["line"], diagnostic["column"]) == (str(bad), 3, 28)
    assert diagnostic["severity"] == "error"
    assert f"{bad}:3:28: error[E-UNIT]" in str(raised.value)


def test_an_unknown_situation_is_refused():
    with pytest.raises(advise.AdviseError) as raised:
        advise.advise(EXAMPLE, situation="no such situation")
    assert raised.value.diagnostics[0]["code"] == "E-QUERY"


def test_the_catalog_is_a_table_of_records():
    rows = advise.catalog(as_of="2026-11")
    assert len(rows) > 50
    assert all(set(row) == set(rows[0]) for row in rows)
    names = [row["gpu"] for row in rows]
    assert "RTX 4090" in names
    card = rows[names.index("RTX 4090")]
    assert card["memory"] == 24 * 2**30
    assert card["vendor"] == "nvidia"
    assert card["released"] == "2022-10"
    large = advise.catalog(where="gpu.memory >= 80 GB", columns=["gpu.memory", "gpu.price"])
    assert 0 < len(large) < len(rows)
    assert all(row["memory"] >= 80e9 for row in large)
    assert "RTX 4090" not in [row["gpu"] for row in advise.catalog(as_of="2019-01")]


def test_a_bad_filter_raises_with_its_place():
    with pytest.raises(advise.AdviseError) as raised:
        advise.catalog(where="gpu.memroy >= 8 GB")
    assert raised.value.diagnostics[0]["code"] in ("E-UNKNOWN-PROPERTY", "E-UNKNOWN-NAME")


def test_facts_and_an_unknown_fact():
    fact = advise.facts(["F22"])[0]
    assert fact["id"] == "F22"
    assert fact["text"]
    with pytest.raises(advise.AdviseError) as raised:
        advise.facts(["F9999"])
    assert raised.value.diagnostics[0]["code"] == "E-UNKNOWN-FACT"


def test_check_and_test_report_as_the_command_does(tmp_path):
    bad = tmp_path / "bad.dsl"
    bad.write_text('workload "x" { batch = 3 }\n', encoding="utf-8")
    checked = advise.check(str(bad))
    assert checked["ok"] is False
    assert checked["diagnostics"][0]["line"] == 1
    assert advise.check(EXAMPLE)["ok"] is True
    counts = advise.test()["counts"]
    assert counts["passed"] > 100
    assert counts["failed"] == 0


def test_fields_describe_the_schema():
    workload = {f["name"]: f for f in advise.fields("workload")}
    assert workload["batch"]["kind"] == "number"
    assert "int4" in workload["weights"]["choices"]
    assert workload["model"]["kind"] == "string"


def test_calls_from_several_threads_give_the_answers_of_one():
    questions = [(EXAMPLE, None), (LLAMA_SERVING, None), (EXAMPLE, "little money"), (LLAMA_SERVING, "little money")]
    expected = [advise.advise(q, situation=s)["workloads"][0]["recommended"] for q, s in questions]
    answers, errors = {}, []

    def ask(thread):
        try:
            for round_ in range(3):
                k = (thread + round_) % len(questions)
                answers[(thread, round_)] = (k, advise.advise(questions[k][0], situation=questions[k][1]))
        except Exception as error:  # reported below, with the thread's number
            errors.append((thread, error))

    threads = [threading.Thread(target=ask, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(answers) == 24
    for k, document in answers.values():
        assert document["workloads"][0]["recommended"] == expected[k]


def test_python_m_advise_is_the_command():
    version = command("--version")
    assert version.returncode == 0
    assert version.stdout.strip() == "advise " + advise.__version__
    missing = command("no-such-file.dsl")
    assert missing.returncode == 2
    assert "no-such-file.dsl" in missing.stderr


def test_help_explains_the_arguments():
    assert "situation" in advise.advise.__doc__
    assert "AdviseError" in advise.advise.__doc__
