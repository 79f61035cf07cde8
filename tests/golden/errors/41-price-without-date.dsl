# Dates: price is a dated field and needs '@ YYYY-MM'.
gpu "Golden Test GPU 41" {
  vendor nvidia
  price 499 USD
}
