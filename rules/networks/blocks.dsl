# Blocks the shipped networks share (`block` in docs/language.md): layers a network calls by
# name, with arguments.

# A post-norm transformer block (the original Transformer, BERT, Transformer-XL): self-attention
# and a GELU MLP of width ff, each added to its input and then normalised. attention_dropout: true
# where training drops out the attention probabilities (BERT, GPT-2).
block transformer(heads, ff, attention_dropout: false) {
  residual { attention(heads, dropout: attention_dropout) }
  layernorm()
  residual { mlp(ff) }
  layernorm()
}
