# Dates: a date on memory, which is not a dated field.
gpu "Golden Test GPU 40" {
  vendor nvidia
  memory 8 GB @ 2019-01
}
