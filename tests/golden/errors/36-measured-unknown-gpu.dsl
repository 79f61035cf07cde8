# Measured: a measurement block for a GPU the catalog does not list (GTX 1080 Tie).
measured "GTX 1080 Tie" {
  host "golden-test-host"
  bandwidth 400 GB/s
}
