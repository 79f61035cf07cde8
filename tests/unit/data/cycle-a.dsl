# imports cycle-b, which imports this file
import "cycle-b.dsl"
