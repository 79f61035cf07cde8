# Impossible values in the catalog: zero memory and bandwidth, a negative dated price.
gpu "Golden Test GPU 61" {
  vendor nvidia
  memory 0 GB  bandwidth 0 GB/s
  price 500 USD @ 2020-01 new, -1 USD @ 2021-01 used
}
