# GPT-2 medium (Radford et al. 2019; the Hugging Face checkpoint "gpt2-medium"): 24 pre-norm transformer
# blocks of width 1024, 16 heads, a GELU MLP (the tanh approximation as separate operations,
# `gelu_new`) of width 4096, a final layernorm and an output layer tied to the
# token embedding, over a 1024-token context.
# Reference: 354,823,168 parameters, the sum of the checkpoint's tensors.
# The token (50257) and position (1024) tables are declared as one table of 51281 rows, which has
# exactly their parameters (as in gpt2_small.dsl).
network "GPT-2 medium" {
  input 1024
  context 1024
  embedding(51281, 1024)   # tokens + positions
  dropout()
  repeat 24 {
    residual { layernorm() attention(16, dropout: true, causal: true) dropout() }
    residual { layernorm() mlp(4096, activation: gelu_new) dropout() }
  }
  layernorm()
  dense(50257, shared: true, bias: false)  # tied to the token embedding
}
