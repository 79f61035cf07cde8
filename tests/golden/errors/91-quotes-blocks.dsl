# Quotes blocks: a card the catalog lacks (a typo), an undated quote, a property that is not dated,
# and a quote for a real card that is fine.
quotes "H100 SXMM" { rent 2.10 USD/h @ 2026-11-20 from "lambda" }
quotes "H100 SXM" {
  rent 2.10 USD/h
  memory 80 GiB
  spot_rent 1.10 USD/h @ 2026-11-20 from "lambda us-east-1"
}
schema quotes { rent: USD }
