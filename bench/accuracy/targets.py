"""The language-model groups' held-back median errors beside their targets (README.md, "Targets"):
serving speed at batch 1 and under load (decode.py's and serving.py's rows), fine-tuning memory
and language-model training speed (run.py's rows). run.py prints the table last."""
import os
import re
import statistics

import decode
import serving

# The decoder language models of measured.csv (llm-foundry's MPT runs, this repository's Llama and
# GPT-2 runs, Megatron's GPT): the rows that the training-speed target is about.
LANGUAGE_MODEL = re.compile(r"MPT-|Llama-|GPT-2|Megatron GPT")
# memory.csv's fine-tuning recipes (torchtune's LoRA, QLoRA and full fine-tuning, lit-gpt's LoRA
# and QLoRA; S20 is fit).
FINE_TUNE_SOURCES = {"T1", "T2", "T3", "T4", "L1", "P1", "S20"}
DECODE_METRICS = {"output_tokens_per_second", "itl_ms", "latency_ms"}


def llama_cpp_groups(advise, rules):
    """(decode ratios, prompt ratios) of decode.csv's held-back rows."""
    rows = decode.read_rows()
    path = decode.write_workloads(rows)
    try:
        found = decode.estimates(advise, path, rules)
    finally:
        os.unlink(path)
    held = lambda rated: [ratio for r, ratio in rated if r["split"] == "held-back"]
    return held(decode.decode_rate(found, rows)), held(decode.prompt_rate(found, rows))


def engine_groups(advise, rules):
    """(decode ratios, time-to-first-token ratios) of serving.csv's held-back rows: output
    tokens/s, inter-token times and a static batch's whole time are decode-bound."""
    rows = [r for r in serving.read_rows() if r["split"] == "held-back"]
    rated = serving.rate(serving.estimates(advise, rows, rules), rows)
    return ([ratio for r, ratio in rated if r["metric"] in DECODE_METRICS],
            [ratio for r, ratio in rated if r["metric"] == "ttft_ms"])


def groups(advise, rules, training_rows, memory_rows):
    """[(group, target, ratios)]: each group's held-back estimate / measured ratios."""
    llama_decode, llama_prompt = llama_cpp_groups(advise, rules)
    engine_decode, engine_ttft = engine_groups(advise, rules)
    ratio = lambda r: r["estimate"] / r["measured"]
    training = [ratio(r) for r in training_rows
                if r["split"] == "held-back" and LANGUAGE_MODEL.match(r["model"])]
    fine_tune = [ratio(r) for r in memory_rows if r["split"] == "held-back" and r["source"] in FINE_TUNE_SOURCES]
    return [("decode tokens/s, llama.cpp at batch 1", 0.20, llama_decode),
            ("decode, serving engines (tokens/s, inter-token)", 0.20, engine_decode),
            ("prompt tokens/s, llama.cpp at batch 1", 0.30, llama_prompt),
            ("time to first token, serving engines", 0.30, engine_ttft),
            ("fine-tuning peak memory (torchtune, lit-gpt, PEFT)", 0.10, fine_tune),
            ("language-model training tokens/s", 0.15, training)]


def table(advise, rules, training_rows, memory_rows):
    lines = [f"{'llm held-back group':50s} {'rows':>4s} {'median err':>10s} {'under':>5s} {'target':>6s}  met"]
    for name, target, ratios in groups(advise, rules, training_rows, memory_rows):
        median = statistics.median(abs(r - 1) for r in ratios)
        under = sum(r < 1 for r in ratios)
        lines.append(f"{name:50s} {len(ratios):4d} {median * 100:9.1f}% {under:5d} {target * 100:5.0f}%  "
                     + ("yes" if median <= target else "no"))
    return "\n".join(lines)
