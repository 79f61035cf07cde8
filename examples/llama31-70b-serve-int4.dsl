# Serving Llama-3.1-70B with 4-bit weights (AWQ/GPTQ-style int4 with a 16-bit scale per 64
# weights; embeddings and the output layer stay 16-bit), fp16 compute and KV cache, 8k-token
# context (2k prompt, up to 6k generated) for 8 users at once, and for one. The engine (vLLM by
# default) batches continuously: each user's next request joins the running batch, so a first
# token waits for one prompt and the others' step, not for all eight prompts.
# Try: advise examples/llama31-70b-serve-int4.dsl --situation "serve an LLM" --as-of 2026-11

workload "serve Llama-3.1-70B int4, 8 users, 8k context" {
  model "Llama-3.1-70B"  task transformer  mode inference
  precision fp16  weights int4
  concurrency 8  context 8192  prompt 2048
}

workload "serve Llama-3.1-70B int4, 1 user, 8k context" {
  model "Llama-3.1-70B"  task transformer  mode inference
  precision fp16  weights int4
  batch 1  context 8192  prompt 2048
}
