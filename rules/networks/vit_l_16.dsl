# ViT-L/16 (Dosovitskiy et al. 2020), torchvision.models.vit_l_16: 16 x 16 patches of a 224 x 224
# image (196 tokens and a class token), 24 pre-norm encoder blocks of width 1024, 16 heads,
# MLP 4096, a final layernorm and a linear head on the class token.
# Reference: 304,326,632 parameters, 61.55 G multiply-adds per image (torchvision's model
# documentation).
# The shipped transformer block (rules/networks/blocks.dsl) is post-norm; a pre-norm block has the same layers, so parameters
# and FLOPs are equal and only the order of the norms differs. Dropout (rate 0 in torchvision) is
# not declared.
network "ViT-L/16" {
  input 224 x 224 x 3
  patches(16, 1024)   # patch embedding, class token and position embeddings
  repeat 24 { transformer(16, ff: 4096) }
  layernorm()
  take(1)                # the class token
  flatten()
  dense(1000)
}
