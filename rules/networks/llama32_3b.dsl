# Llama-3.2-3B: the Hugging Face checkpoint meta-llama/Llama-3.2-3B (its config.json): 28 decoder layers of width 3072,
# 24 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 8192, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 128256, tied to the output layer.
# Reference: 3,212,749,824 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-3.2-3B" {
  input 8192
  context 131072
  embedding(128256, 3072)
  repeat 28 {
    residual { rmsnorm() attention(24, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(8192, gated: true, bias: false) }
  }
  rmsnorm()
  dense(128256, shared: true, bias: false)  # the output layer reuses the token embedding
}
