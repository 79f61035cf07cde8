# Workloads with published GPU memory figures, to compare the memory estimate (rules/memory.dsl,
# framework convention) with what frameworks really used. Run bench/memory/compare.py.
# Sources (quoted in bench/memory/README.md):
#  S1  google-research/bert README, "Out-of-memory issues" (TF 1.11, fp32, Adam, 12 GB Titan X)
#  S2  Hugging Face Transformers docs, "Efficient Training on a Single GPU" (V100 16 GB, NVML used)
#  S7  timm results/benchmark-train-amp-nchw-pt112-cu113-rtx3090.csv (PyTorch 1.12, AMP, SGD, 24 GB)
#  S8  NVIDIA DeepLearningExamples PyTorch ResNet-50 v1.5 configs (V100 16 GB)
#  S15 NVIDIA DeepLearningExamples PyTorch GNMT v2 (V100 16 GB, batch 128)
#  S20 torchtune README, "Optimization flags" (Llama-3.2-3B full bf16 fine-tuning, A100, peak active)
#  S21 Transformers docs, "Optimizing LLMs for Speed and Memory" (OctoCoder 15.5B inference, max allocated)
#  S22 ZeRO paper (Rajbhandari et al. 2020), Figure 1 (7.5B model states per GPU over 64 GPUs, analytic)
#  S23 Hugging Face blog "Llama 3.1 - 405B, 70B & 8B" (fp16 KV cache sizes, analytic)
#
# The figure in a workload's name is what compare.py compares with: "fits N GB" and "does not fit
# N GB" bound the need; "analytic" marks a source's arithmetic, not a measurement; "KV cache"
# compares the estimate's KV cache alone. GiB and MiB are binary, GB and MB decimal.

network "BERT-large at 512 tokens" {
  input 512
  embedding(31036, 1024)
  layernorm()  dropout()
  repeat 24 { transformer(16, ff: 4096, attention_dropout: true) }
  dense(1024)  tanh()
}

workload "S2: BERT-large, 512 tokens, fp32 AdamW, batch 4 (V100: 14949 MiB used)" {
  model "BERT-large at 512 tokens"  task transformer  precision fp32  optimizer adam  attention eager  keep_gradients true  batch 4
}
workload "S1: BERT-base, 128 tokens, fp32 Adam, batch 32 (largest that fits 12 GB)" {
  model "BERT-base"  task transformer  precision fp32  optimizer adam  attention eager  batch 32
}
workload "S7: VGG-16, AMP SGD, batch 384 (fits 24 GB)" {
  model "VGG-16"  task conv  precision fp16  optimizer momentum  batch 384
}
workload "S7: VGG-16, AMP SGD, batch 512 (does not fit 24 GB)" {
  model "VGG-16"  task conv  precision fp16  optimizer momentum  batch 512
}
workload "S7: Inception-v3, AMP SGD, batch 384 (fits 24 GB)" {
  model "Inception-v3"  task conv  precision fp16  optimizer momentum  batch 384
}
workload "S7: Inception-v3, AMP SGD, batch 512 (does not fit 24 GB)" {
  model "Inception-v3"  task conv  precision fp16  optimizer momentum  batch 512
}
workload "S7: ResNet-50, AMP SGD, batch 512 (fits 24 GB)" {
  model "ResNet-50"  task conv  precision fp16  optimizer momentum  batch 512
}
workload "S8: ResNet-50, fp32 SGD, batch 112 (fits 16 GB)" {
  model "ResNet-50"  task conv  precision fp32  optimizer momentum  batch 112
}
workload "S8: ResNet-50, AMP SGD, batch 256 (fits 16 GB)" {
  model "ResNet-50"  task conv  precision fp16  optimizer momentum  batch 256
}
workload "S15: GNMT, fp32, batch 128 (fits 16 GB)" {
  model "GNMT"  task rnn  precision fp32  optimizer adam  batch 128
}

# bigcode/octocoder (StarCoder's architecture, its config.json): 40 pre-norm blocks of width 6144,
# 48 heads of 128 with one key/value head (multi-query attention), a GELU MLP of width 24576, learned
# positions for 8192 tokens, a vocabulary of 49152 tied to the output layer: 15.5B parameters. The
# token (49152) and position (8192) tables are declared as one table of 57344 rows (as in GPT-2).
network "OctoCoder" {
  input 8192
  context 8192
  embedding(57344, 6144)   # tokens + positions
  repeat 40 {
    residual { layernorm() attention(48, kv_heads: 1) }
    residual { layernorm() mlp(24576) }
  }
  layernorm()
  dense(49152, shared: true, bias: false)  # tied to the token embedding
}

workload "S20: Llama-3.2-3B, bf16 AdamW full fine-tuning, batch 2 x 4096 packed (A100: 60.0 GiB peak active)" {
  model "Llama-3.2-3B"  task transformer  precision bf16  weights bf16  optimizer adamw  batch 2  sequence 4096
}
# The guide's prompt is about 20 tokens, and it generates 60 more.
workload "S21: OctoCoder 15.5B, bf16 inference, 80 tokens (29.03 GiB max allocated)" {
  model "OctoCoder"  task transformer  mode inference  precision bf16  batch 1  context 80  prompt 20
}
workload "S21: OctoCoder 15.5B, 8-bit weights, 80 tokens (15.22 GiB max allocated)" {
  model "OctoCoder"  task transformer  mode inference  precision fp16  weights int8  batch 1  context 80  prompt 20
}
workload "S21: OctoCoder 15.5B, 4-bit weights, 80 tokens (9.54 GiB max allocated)" {
  model "OctoCoder"  task transformer  mode inference  precision fp16  weights int4  batch 1  context 80  prompt 20
}
# Model states only (no network, no activations, no framework memory), as the paper's figure counts them.
workload "S22: 7.5B parameters, fp16 Adam, 64 GPUs, plain data parallel (120 GB, analytic)" {
  task transformer  precision fp16  optimizer adam  parameters 7.5e9  gpus 64  sharding zero0  framework_memory 0 B
}
workload "S22: 7.5B parameters, fp16 Adam, 64 GPUs, ZeRO-1 (31.4 GB, analytic)" {
  task transformer  precision fp16  optimizer adam  parameters 7.5e9  gpus 64  sharding zero1  framework_memory 0 B
}
workload "S22: 7.5B parameters, fp16 Adam, 64 GPUs, ZeRO-2 (16.6 GB, analytic)" {
  task transformer  precision fp16  optimizer adam  parameters 7.5e9  gpus 64  sharding zero2  framework_memory 0 B
}
workload "S22: 7.5B parameters, fp16 Adam, 64 GPUs, ZeRO-3 (1.9 GB, analytic)" {
  task transformer  precision fp16  optimizer adam  parameters 7.5e9  gpus 64  sharding zero3  framework_memory 0 B
}
# The blog's "1k", "16k" and "128k" are 1024, 16000 and 128000 tokens, and its "GB" GiB: that is
# what its numbers work out to.
workload "S23: Llama-3.1-8B, fp16 KV cache, 16000 tokens (1.95 GiB KV cache, analytic)" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  batch 1  context 16000
}
workload "S23: Llama-3.1-8B, fp16 KV cache, 128000 tokens (15.62 GiB KV cache, analytic)" {
  model "Llama-3.1-8B"  task transformer  mode inference  precision fp16  batch 1  context 128000
}
workload "S23: Llama-3.1-70B, fp16 KV cache, 128000 tokens (39.06 GiB KV cache, analytic)" {
  model "Llama-3.1-70B"  task transformer  mode inference  precision fp16  batch 1  context 128000
}
workload "S23: Llama-3.1-405B, fp16 KV cache, 128000 tokens (123.05 GiB KV cache, analytic)" {
  model "Llama-3.1-405B"  task transformer  mode inference  precision fp16  batch 1  context 128000
}
