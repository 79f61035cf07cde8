# Gemma-2-27B: the Hugging Face checkpoint google/gemma-2-27b (its config.json): 46 decoder layers of width 4608,
# 32 heads of 128 with 16 key/value heads (grouped-query attention), a GeGLU MLP of width 36864, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 256000, tied to the output layer.
# Reference: 27,227,128,320 parameters, the sum of the checkpoint's tensors (KerasHub's
# gemma2_27b_en preset lists the same count).
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
# Gemma 2 normalises before and after attention and the MLP (four RMSNorms per layer), caps logits
# softly and alternates local (4096-token window) and global attention; the engine counts global
# attention everywhere, an upper bound on the KV cache.
network "Gemma-2-27B" {
  input 8192
  context 8192
  embedding(256000, 4608)
  repeat 46 {
    residual { rmsnorm() attention(32, kv_heads: 16, head_dim: 128, bias: false, fp32_softmax: true, causal: true) rmsnorm() }
    residual { rmsnorm() mlp(36864, gated: true, activation: gelu, bias: false) rmsnorm() }
  }
  rmsnorm()
  dense(256000, shared: true, bias: false)  # the output layer reuses the token embedding
}
