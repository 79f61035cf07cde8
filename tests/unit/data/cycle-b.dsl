import "cycle-a.dsl"
