# Fine-tuning the Stable Diffusion 1.5 U-Net (rules/networks/stable_diffusion_unet.dsl) on 512 x 512 images
# (64 x 64 latents) in fp16 mixed precision with 8-bit AdamW and activation checkpointing, as the
# diffusers training script's low-memory options do; batch 4, 10,000 images, 10 epochs.
# Try: advise examples/sd15-unet-finetune.dsl --situation "2026 home lab" --as-of 2026-11

workload "Stable Diffusion 1.5 U-Net fine-tune" {
  model "Stable Diffusion 1.5 U-Net"  task conv
  precision fp16  optimizer adam8bit  checkpointing true
  batch 4  samples 10000  epochs 10
}
