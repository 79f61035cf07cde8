# Blocks the shipped networks share (`block` in docs/language.md): layers a network calls by
# name, with arguments.

# A post-norm transformer block (the original Transformer, BERT, Transformer-XL): self-attention
# and a GELU MLP of width ff, each added to its input and then normalised.
block transformer(heads, ff) {
  residual { attention(heads) }
  layernorm()
  residual { mlp(ff) }
  layernorm()
}
