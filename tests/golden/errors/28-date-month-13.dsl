# Dates: month 13 does not exist.
gpu "Golden Test GPU 28" {
  vendor nvidia
  released 2019-13
}
