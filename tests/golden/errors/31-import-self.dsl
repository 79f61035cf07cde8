# Imports: a file that imports itself.
import "31-import-self.dsl"

let golden_value_31 = 1 GB
