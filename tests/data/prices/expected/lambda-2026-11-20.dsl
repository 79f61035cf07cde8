# Written by `advise prices import` from tests/data/prices/lambda/vms.csv: lambda's 5 quotes, per GPU (an instance's price divided by its GPUs), the cheapest per card, seller and date.

# tests/data/prices/lambda/vms.csv:4
quotes "A100 80GB SXM" {
  rent 1.29 USD/h @ 2026-11-20 from "lambda us-east-1"
}

# tests/data/prices/lambda/vms.csv:5
quotes "GH200" {
  rent 1.49 USD/h @ 2026-11-20 from "lambda us-east-3"
}

# tests/data/prices/lambda/vms.csv:2
# tests/data/prices/lambda/vms.csv:3
quotes "H100 SXM" {
  rent 0.99 USD/h @ 2026-11-20 from "lambda us-east-1", 1.29 USD/h @ 2026-11-20 from "lambda us-west-3"
  spot_rent 0.89 USD/h @ 2026-11-20 from "lambda us-west-3"
}
