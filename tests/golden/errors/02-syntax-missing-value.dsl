# Syntax: a property name with no value after it.
gpu "Golden Test GPU 02" {
  vendor nvidia
  memory
}
