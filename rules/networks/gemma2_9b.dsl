# Gemma-2-9B: the Hugging Face checkpoint google/gemma-2-9b (its config.json): 42 decoder layers of width 3584,
# 16 heads of 256 with 8 key/value heads (grouped-query attention), a GeGLU MLP of width 14336, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 256000, tied to the output layer.
# Reference: 9,241,705,984 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
# Gemma 2 normalises before and after attention and the MLP (four RMSNorms per layer), caps logits
# softly and alternates local (4096-token window) and global attention; the engine counts global
# attention everywhere, an upper bound on the KV cache.
network "Gemma-2-9B" {
  input 8192
  context 8192
  embedding(256000, 3584)
  repeat 42 {
    residual { rmsnorm() attention(16, kv_heads: 8, head_dim: 256, bias: false, fp32_softmax: true, causal: true) rmsnorm() }
    residual { rmsnorm() mlp(14336, gated: true, activation: gelu, bias: false) rmsnorm() }
  }
  rmsnorm()
  dense(256000, shared: true, bias: false)  # the output layer reuses the token embedding
}
