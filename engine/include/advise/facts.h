#pragma once
// The facts the rules cite (F22 ...) and the documents they come from, as declared by
// `reference` and `fact` (the shipped ones in rules/facts.dsl).
#include <cstdint>
#include <string>
#include <vector>

#include "advise/diagnostic.h"

namespace advise {

class Program;

// A document: reference dettmers_2019 { author "..." title "..." published 2019-04-03 url "..." }
struct Reference {
  std::string id;      // dettmers_2019
  std::string author;
  std::string title;
  std::string published;  // YYYY-MM or YYYY-MM-DD, as written
  std::string url;        // optional
  std::string comment;    // optional: e.g. in which copy or translation it was read
};

// fact F22 from dettmers_2019 "..."
struct Fact {
  std::string id;                // F22
  std::string text;
  std::vector<Reference> from;   // the documents it comes from, as written
  std::string file;
  std::uint32_t line = 0;
};

struct FactLookup {
  std::vector<Fact> facts;              // in the order asked, or every fact in load order
  std::vector<Diagnostic> diagnostics;  // E-UNKNOWN-FACT for each id not declared
};

// The facts named by `ids`; every declared fact when `ids` is empty.
FactLookup find_facts(const Program& program, const std::vector<std::string>& ids);

}  // namespace advise
