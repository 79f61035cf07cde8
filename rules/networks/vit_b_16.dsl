# ViT-B/16 (Dosovitskiy et al. 2020), torchvision.models.vit_b_16: 16 x 16 patches of a 224 x 224
# image (196 tokens and a class token), 12 pre-norm encoder blocks of width 768, 12 heads,
# MLP 3072, a final layernorm and a linear head on the class token.
# Reference: 86,567,656 parameters, 17.56 G multiply-adds per image (torchvision's model
# documentation).
# The shipped transformer block (rules/networks/blocks.dsl) is post-norm; a pre-norm block has the same layers, so parameters
# and FLOPs are equal and only the order of the norms differs. Dropout (rate 0 in torchvision) is
# not declared.
network "ViT-B/16" {
  input 224 x 224 x 3
  patches(16, 768)   # patch embedding, class token and position embeddings
  repeat 12 { transformer(12, ff: 3072) }
  layernorm()
  take(1)                # the class token
  flatten()
  dense(1000)
}
