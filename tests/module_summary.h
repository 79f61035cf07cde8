#pragma once
// A syntax tree as text, every declaration with its place: two parses of one file that agree here
// made the same declarations in the same order. For the tests and the fuzz target that hold the
// parse in parts (engine/src/syntax/parallel_parse.h) to the parse in one.
#include <string>

#include "syntax/ast.h"

namespace advise::testing {

inline std::string place(const base::SourceRange& r) {
  return std::to_string(r.line) + ":" + std::to_string(r.column) + "+" + std::to_string(r.length);
}

inline std::string summary(const syntax::Module& m) {
  std::string out;
  for (const auto& e : m.entities) {
    out += "entity " + e.name.name + " " + place(e.name.range) + " " + place(e.keyword_range) + "\n";
    for (const auto& p : e.properties) {
      out += "  " + p.name.name + " " + place(p.name.range);
      for (const auto& v : p.values)
        out += " " + std::to_string(v.value.number) + "@" + place(v.value.range) +
               (v.dated ? v.dated->date + place(v.dated->range) + v.dated->condition : "");
      out += "\n";
    }
  }
  for (const auto& l : m.lets) out += "let " + l.name.name + " " + place(l.name.range) + "\n";
  for (const auto& t : m.tests) out += "test " + t.name.name + " " + place(t.name.range) + "\n";
  for (const auto& r : m.rules) out += "rule " + r.name.name + " " + place(r.name.range) + "\n";
  for (const auto& n : m.networks) out += "network " + n.name.name + " " + place(n.name.range) + "\n";
  for (const auto& b : m.blocks) out += "block " + b.name.name + " " + place(b.name.range) + "\n";
  for (const auto& e : m.enums) out += "enum " + e.name.name + " " + place(e.name.range) + "\n";
  for (const auto& s : m.schemas) out += "schema " + place(s.range) + "\n";
  for (const auto& p : m.prefers) out += "prefers " + p.selector.name + " " + place(p.selector.range) + "\n";
  for (const auto& c : m.columns) out += "columns " + place(c.range) + "\n";
  for (const auto& c : m.charts) out += "chart " + c.title.name + " " + place(c.title.range) + "\n";
  for (const auto& r : m.references) out += "reference " + r.name.name + " " + place(r.name.range) + "\n";
  for (const auto& f : m.facts) out += "fact " + f.id.name + " " + place(f.id.range) + "\n";
  for (const auto& i : m.imports) out += "import " + i.path + " " + place(i.range) + "\n";
  return out;
}

}  // namespace advise::testing
