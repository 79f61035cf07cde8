# F22 is already declared in rules/facts.dsl; a reference without its published date.
reference my_notes { author "Me"  title "My notes" }
fact F22 from my_notes "A second F22."
