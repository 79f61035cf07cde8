# GPT-2 small (Radford et al. 2019; Hugging Face GPT2LMHeadModel, "gpt2"): 12 transformer blocks of
# width 768, 12 heads, feed-forward 3072, a final layernorm and an output projection tied to the
# token embedding, over a 1024-token context.
# Reference: 124,439,808 parameters (the "124M"/"117M" model); about 85 M non-embedding weights,
# so about 2 x 85 M FLOPs per token in the blocks plus 2 x 768 x 50257 (77 M) in the LM head:
# about 0.29 T FLOP forward per 1024-token sequence, with the attention scores.
# Simplifications:
#  - the token (50257) and position (1024) tables are declared as one table of 51281 rows, which
#    has exactly their parameters; the tied LM head reuses it (shared: true: FLOPs, no parameters);
#  - GPT-2's blocks are pre-norm (layernorm before attention and before the MLP) and causal; the
#    shipped transformer block (rules/networks/blocks.dsl) is post-norm with the same layers and
#    parameters (gpt2_medium.dsl writes the pre-norm block out), and it counts the full
#    1024 x 1024 attention scores, which a causal kernel may half skip.
network "GPT-2 small" {
  input 1024
  embedding(51281, 768)   # tokens + positions (see above)
  dropout()
  repeat 12 { transformer(12, ff: 3072, attention_dropout: true) }
  layernorm()             # ln_f
  dense(50257, shared: true)  # LM head tied to the token embedding
}
