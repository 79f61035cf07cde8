# Qwen2.5-14B: the Hugging Face checkpoint Qwen/Qwen2.5-14B (its config.json): 48 decoder layers of width 5120,
# 40 heads of 128 with 8 key/value heads (grouped-query attention), a SwiGLU MLP of width 13824, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 152064.
# Reference: 14,770,033,664 parameters, the sum of the checkpoint's tensors (its safetensors index
# gives 29,540,067,328 bytes in bf16).
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Qwen2.5-14B" {
  input 8192
  context 131072
  embedding(152064, 5120)
  repeat 48 {
    residual { rmsnorm() attention(40, kv_heads: 8, bias: false, qkv_bias: true, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(13824, gated: true, bias: false) }
  }
  rmsnorm()
  dense(152064, bias: false)  # the output layer (untied)
}
