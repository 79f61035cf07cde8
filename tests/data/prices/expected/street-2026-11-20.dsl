# Written by `advise prices import` from tests/data/prices/street.csv: street's 3 quotes, per GPU (an instance's price divided by its GPUs), the cheapest per card, seller and date.

# tests/data/prices/street.csv:8 (fixture: a rent with a comma in its seller)
quotes "H100 SXM" {
  rent 0.99 USD/h @ 2026-11-20 from "neo, cloud"
}

# tests/data/prices/street.csv:3 (fixture written for the tests)
quotes "RTX 3090" {
  price 640 USD @ 2026-11-15 used from "ebay"
}

# tests/data/prices/street.csv:2 (fixture written for the tests)
quotes "RTX 4090" {
  price 1650 USD @ 2026-11-15 new from "shop-a"
}
