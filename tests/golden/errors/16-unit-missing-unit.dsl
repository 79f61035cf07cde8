# Units: a gpu memory size written as a plain number, without a unit.
gpu "Golden Test GPU 16" {
  vendor nvidia
  memory 8
}
