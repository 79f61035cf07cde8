# Syntax: a gpu block whose closing brace is missing.
gpu "Golden Test GPU 01" {
  vendor nvidia
  memory 8 GB

rule "Golden Test Rule 01" {
  warn "never reached"
}
