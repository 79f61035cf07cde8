# GPT-2 XL (Radford et al. 2019; the Hugging Face checkpoint "gpt2-xl"): 48 pre-norm transformer
# blocks of width 1600, 25 heads, a GELU MLP (the tanh approximation as separate operations,
# `gelu_new`) of width 6400, a final layernorm and an output layer tied to the
# token embedding, over a 1024-token context.
# Reference: 1,557,611,200 parameters, the sum of the checkpoint's tensors.
# The token (50257) and position (1024) tables are declared as one table of 51281 rows, which has
# exactly their parameters (as in gpt2_small.dsl).
network "GPT-2 XL" {
  input 1024
  context 1024
  embedding(51281, 1600)   # tokens + positions
  dropout()
  repeat 48 {
    residual { layernorm() attention(25, dropout: true, causal: true) dropout() }
    residual { layernorm() mlp(6400, activation: gelu_new) dropout() }
  }
  layernorm()
  dense(50257, shared: true, bias: false)  # tied to the token embedding
}
