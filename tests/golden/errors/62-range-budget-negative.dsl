# Impossible values: a negative budget (the situation schema says budget > 0).
situation "Golden Test Situation 60" {
  budget -5 USD
  goal value
}
