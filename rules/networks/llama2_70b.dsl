# Llama-2-70B: the Hugging Face checkpoint meta-llama/Llama-2-70b-hf (its config.json): 80 decoder layers of width 8192,
# 64 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 28672, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 32000.
# Reference: 68,976,648,192 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-2-70B" {
  input 4096
  context 4096
  embedding(32000, 8192)
  repeat 80 {
    residual { rmsnorm() attention(64, kv_heads: 8, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(28672, gated: true, bias: false) }
  }
  rmsnorm()
  dense(32000, bias: false)  # the output layer (untied)
}
