# Imports: this file and support/cycle-32.dsl import each other.
import "support/cycle-32.dsl"

let golden_value_32 = 1 GB
