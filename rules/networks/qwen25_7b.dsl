# Qwen2.5-7B: the Hugging Face checkpoint Qwen/Qwen2.5-7B (its config.json): 28 decoder layers of width 3584,
# 28 heads of 128 with 4 key/value heads (grouped-query attention), a SwiGLU MLP of width 18944, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 152064.
# Reference: 7,615,616,512 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Qwen2.5-7B" {
  input 8192
  context 131072
  embedding(152064, 3584)
  repeat 28 {
    residual { rmsnorm() attention(28, kv_heads: 4, bias: false, qkv_bias: true, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(18944, gated: true, bias: false) }
  }
  rmsnorm()
  dense(152064, bias: false)  # the output layer (untied)
}
