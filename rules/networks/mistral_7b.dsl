# Mistral-7B: the Hugging Face checkpoint mistralai/Mistral-7B-v0.1 (its config.json): 32 decoder layers of width 4096,
# 32 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 14336, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 32000.
# Reference: 7,241,732,096 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
# Mistral's sliding window (4096 tokens) bounds the KV cache it keeps; the engine keeps the whole
# context, an upper bound.
network "Mistral-7B" {
  input 8192
  context 32768
  embedding(32000, 4096)
  repeat 32 {
    residual { rmsnorm() attention(32, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(14336, gated: true, bias: false) }
  }
  rmsnorm()
  dense(32000, bias: false)  # the output layer (untied)
}
