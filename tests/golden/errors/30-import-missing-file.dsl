# Imports: the imported file does not exist.
import "support/golden-no-such-file.dsl"
