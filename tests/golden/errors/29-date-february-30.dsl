# Dates: February has no 30th day.
gpu "Golden Test GPU 29" {
  vendor nvidia
  released 2019-02-30
}
