# Units: a gpu memory size given in GB/s, a bandwidth unit.
gpu "Golden Test GPU 15" {
  vendor nvidia
  memory 8 GB/s
}
