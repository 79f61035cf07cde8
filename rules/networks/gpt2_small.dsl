# GPT-2 small (Radford et al. 2019; Hugging Face GPT2LMHeadModel, "gpt2"): 12 transformer blocks of
# width 768, 12 heads, feed-forward 3072, a final layernorm and an output projection tied to the
# token embedding, over a 1024-token context.
# Reference: 124,439,808 parameters (the "124M"/"117M" model); about 85 M non-embedding weights,
# so about 2 x 85 M FLOPs per token in the blocks plus 2 x 768 x 50257 (77 M) in the LM head:
# about 0.29 T FLOP forward per 1024-token sequence, with the attention scores.
# The token (50257) and position (1024) tables are declared as one table of 51281 rows, which has
# exactly their parameters; the tied LM head reuses it (shared: true: FLOPs, no parameters). The
# blocks are pre-norm (layernorm before the attention and before the MLP), with the dropouts
# GPT-2 applies in training, and the MLP's GELU is the tanh approximation computed as separate
# element-wise operations (`gelu_new`, rules/networks/layer_costs.dsl). The attention counts the
# full 1024 x 1024 scores; `causal: true` lets the speed model skip the masked half where a causal
# kernel runs (layer.masked_flops).
network "GPT-2 small" {
  input 1024
  context 1024
  embedding(51281, 768)   # tokens + positions (see above)
  dropout()
  repeat 12 {
    residual { layernorm() attention(12, dropout: true, causal: true) dropout() }
    residual { layernorm() mlp(3072, activation: gelu_new) dropout() }
  }
  layernorm()             # ln_f
  dense(50257, shared: true, bias: false)  # LM head tied to the token embedding
}
