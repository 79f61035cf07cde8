# Training ViT-B/16 (rules/networks/vit_b_16.dsl) on ImageNet-1k at 224 x 224 in mixed
# precision with AdamW, batch 128, 300 epochs as in DeiT's recipe.
# Try: advise examples/vit-b16-imagenet.dsl --as-of 2026-11

workload "ViT-B/16 on ImageNet" {
  model "ViT-B/16"  task transformer
  precision bf16  optimizer adamw
  batch 128  samples 1281167  epochs 300
}
