# Helper for 32-import-cycle-two-files.dsl: imports it back.
import "../32-import-cycle-two-files.dsl"

let golden_support_32 = 2 GB
