# Duplicates: the same gpu defined twice.
gpu "Golden Test GPU 23" {
  vendor nvidia
  memory 8 GB
}

gpu "Golden Test GPU 23" {
  vendor nvidia
  memory 16 GB
}
