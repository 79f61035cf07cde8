# Qwen2.5-72B: the Hugging Face checkpoint Qwen/Qwen2.5-72B (its config.json): 80 decoder layers of width 8192,
# 64 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 29568, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 152064.
# Reference: 72,706,203,648 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Qwen2.5-72B" {
  input 8192
  context 131072
  embedding(152064, 8192)
  repeat 80 {
    residual { rmsnorm() attention(64, kv_heads: 8, bias: false, qkv_bias: true, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(29568, gated: true, bias: false) }
  }
  rmsnorm()
  dense(152064, bias: false)  # the output layer (untied)
}
