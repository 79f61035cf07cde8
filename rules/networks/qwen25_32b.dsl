# Qwen2.5-32B: the Hugging Face checkpoint Qwen/Qwen2.5-32B (its config.json): 64 decoder layers of width 5120,
# 40 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 27648, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 152064. DeepSeek-R1-Distill-Qwen-32B, QwQ-32B and
# Qwen2.5-Coder-32B share this architecture.
# Reference: 32,763,876,352 parameters, the sum of the checkpoint's tensors (its safetensors index
# gives 65,527,752,704 bytes in bf16).
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Qwen2.5-32B" {
  input 8192
  context 131072
  embedding(152064, 5120)
  repeat 64 {
    residual { rmsnorm() attention(40, kv_heads: 8, bias: false, qkv_bias: true, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(27648, gated: true, bias: false) }
  }
  rmsnorm()
  dense(152064, bias: false)  # the output layer (untied)
}
