# Lexical: '$' is not a character of the language (prices are written 500 USD).
situation "Golden Test Situation 06" {
  budget $500
}
