# Workloads with published GPU memory figures, to compare the memory estimate (rules/memory.dsl,
# framework convention) with what frameworks really used. Run bench/memory/compare.py.
# Sources (quoted in bench/memory/README.md):
#  S1  google-research/bert README, "Out-of-memory issues" (TF 1.11, fp32, Adam, 12 GB Titan X)
#  S2  Hugging Face Transformers docs, "Efficient Training on a Single GPU" (V100 16 GB, NVML used)
#  S7  timm results/benchmark-train-amp-nchw-pt112-cu113-rtx3090.csv (PyTorch 1.12, AMP, SGD, 24 GB)
#  S8  NVIDIA DeepLearningExamples PyTorch ResNet-50 v1.5 configs (V100 16 GB)
#  S15 NVIDIA DeepLearningExamples PyTorch GNMT v2 (V100 16 GB, batch 128)

network "BERT-large at 512 tokens" {
  input 512
  embedding(31036, 1024)
  layernorm()  dropout()
  repeat 24 { transformer(16, ff: 4096) }
  dense(1024)  tanh()
}

workload "S2: BERT-large, 512 tokens, fp32 AdamW, batch 4 (V100: 14949 MB used)" {
  model "BERT-large at 512 tokens"  task transformer  precision fp32  optimizer adam  batch 4
}
workload "S1: BERT-base, 128 tokens, fp32 Adam, batch 32 (largest that fits 12 GB)" {
  model "BERT-base"  task transformer  precision fp32  optimizer adam  batch 32
}
workload "S7: VGG-16, AMP SGD, batch 384 (fits 24 GB)" {
  model "VGG-16"  task conv  precision fp16  optimizer momentum  batch 384
}
workload "S7: VGG-16, AMP SGD, batch 512 (does not fit 24 GB)" {
  model "VGG-16"  task conv  precision fp16  optimizer momentum  batch 512
}
workload "S7: Inception-v3, AMP SGD, batch 384 (fits 24 GB)" {
  model "Inception-v3"  task conv  precision fp16  optimizer momentum  batch 384
}
workload "S7: Inception-v3, AMP SGD, batch 512 (does not fit 24 GB)" {
  model "Inception-v3"  task conv  precision fp16  optimizer momentum  batch 512
}
workload "S7: ResNet-50, AMP SGD, batch 512 (fits 24 GB)" {
  model "ResNet-50"  task conv  precision fp16  optimizer momentum  batch 512
}
workload "S8: ResNet-50, fp32 SGD, batch 112 (fits 16 GB)" {
  model "ResNet-50"  task conv  precision fp32  optimizer momentum  batch 112
}
workload "S8: ResNet-50, AMP SGD, batch 256 (fits 16 GB)" {
  model "ResNet-50"  task conv  precision fp16  optimizer momentum  batch 256
}
workload "S15: GNMT, fp32, batch 128 (fits 16 GB)" {
  model "GNMT"  task rnn  precision fp32  optimizer adam  batch 128
}
