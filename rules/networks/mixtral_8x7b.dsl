# Mixtral-8x7B: the Hugging Face checkpoint mistralai/Mixtral-8x7B-v0.1 (its config.json): 32 decoder layers of width 4096,
# 32 heads of 128 with 8 key/value heads (grouped-query attention), a mixture of 8 SwiGLU experts of width 14336, 2 per token, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 32000.
# Reference: 46,702,792,704 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Mixtral-8x7B" {
  input 8192
  context 32768
  embedding(32000, 4096)
  repeat 32 {
    residual { rmsnorm() attention(32, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() moe(8, top_k: 2, ff: 14336) }
  }
  rmsnorm()
  dense(32000, bias: false)  # the output layer (untied)
}
