# Llama-2-7B: the Hugging Face checkpoint meta-llama/Llama-2-7b-hf (its config.json): 32 decoder layers of width 4096,
# 32 heads of 128 with multi-head attention, a SwiGLU MLP of width 11008, RMSNorm before each half (pre-norm), rotary
# positions (no parameters), a vocabulary of 32000.
# Reference: 6,738,415,616 parameters, the sum of the checkpoint's tensors.
# `input` is the sequence a workload gets when it does not say; `context` the longest the model takes.
network "Llama-2-7B" {
  input 4096
  context 4096
  embedding(32000, 4096)
  repeat 32 {
    residual { rmsnorm() attention(32, bias: false, fp32_softmax: true, causal: true) }
    residual { rmsnorm() mlp(11008, gated: true, bias: false) }
  }
  rmsnorm()
  dense(32000, bias: false)  # the output layer (untied)
}
