# Units: 'GBytes' is not a unit (write GB); it is read as the next property's name.
gpu "Golden Test GPU 50" {
  vendor nvidia
  memory 8 GBytes
}
