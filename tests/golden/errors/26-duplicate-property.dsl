# Duplicates: one property given twice in the same gpu block.
gpu "Golden Test GPU 26" {
  vendor nvidia
  memory 8 GB
  bandwidth 448 GB/s
  memory 16 GB
}
