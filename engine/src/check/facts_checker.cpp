#include "check/facts_checker.h"

#include <array>
#include <map>

#include "base/suggest.h"

namespace advise::check {
namespace {

using syntax::NamedRange;
using base::SourceRange;

// The properties of a reference: author, title, published (a date) are required; url and comment are
// optional (a document may have no address one can give).
struct ReferenceProperty {
  const char* key;
  bool is_date;
  bool required;
  std::string Reference::*target;
};
const std::array<ReferenceProperty, 5> kProperties{{
    {"author", false, true, &Reference::author},
    {"title", false, true, &Reference::title},
    {"published", true, true, &Reference::published},
    {"url", false, false, &Reference::url},
    {"comment", false, false, &Reference::comment},
}};

class FactsChecker {
 public:
  FactsChecker(CheckedProgram& program, base::DiagnosticSink& sink) : program_(program), sink_(sink) {}

  void run(const std::vector<const syntax::Module*>& modules) {
    for (const syntax::Module* m : modules) for (const auto& r : m->references) declare_reference(r);
    for (const syntax::Module* m : modules) for (const auto& f : m->facts) declare_fact(f);
    check_all_cites(modules);
  }

  // The facts already in the program, by id: enough to check cites (a duplicate is not possible
  // where this is used, so where each was declared does not matter).
  void know_program_facts() {
    for (const auto& f : program_.facts) fact_ranges_.emplace(f.id, SourceRange{});
  }

  void check_all_cites(const std::vector<const syntax::Module*>& modules) {
    for (const syntax::Module* m : modules) {
      for (const auto& p : m->prefers) check_cites(p.cites);
      for (const auto& r : m->rules)
        for (const auto& item : r.items) check_cites(item.cites);
    }
  }

 private:
  // Reports a second declaration; returns true when `name` is new.
  bool first(std::map<std::string, SourceRange>& seen, const std::string& what, const NamedRange& name) {
    auto [it, inserted] = seen.emplace(name.name, name.range);
    if (!inserted)
      sink_.error(name.range, "E-DUPLICATE", what + " '" + name.name + "' is already defined at " +
                                                 program_.files.path(it->second.file) + ":" +
                                                 std::to_string(it->second.line) + ":" + std::to_string(it->second.column));
    return inserted;
  }

  void declare_reference(const syntax::ReferenceDecl& r) {
    if (!first(reference_ranges_, "reference", r.name)) return;
    Reference reference{r.name.name, {}, {}, {}, {}, {}};
    std::map<std::string, SourceRange> seen;
    for (const auto& field : r.fields) {
      if (!first(seen, "property", field.key)) continue;
      const ReferenceProperty* property = find_property(field.key);
      if (!property) continue;
      if (field.is_date != property->is_date) {
        sink_.error(field.value_range, "E-TYPE",
                    field.key.name + " takes " + (property->is_date ? "a date" : "a string"),
                    property->is_date ? "e.g. published 2019-04-03" : "e.g. " + field.key.name + " \"...\"");
        continue;
      }
      reference.*(property->target) = field.value;
    }
    for (const auto& property : kProperties)
      if (property.required && !seen.count(property.key))
        sink_.error(r.name.range, "E-REFERENCE", "reference '" + r.name.name + "' has no '" + property.key + "'",
                    "a reference names its author, title and published date");
    references_.emplace(reference.id, std::move(reference));
  }

  const ReferenceProperty* find_property(const NamedRange& key) {
    for (const auto& property : kProperties)
      if (key.name == property.key) return &property;
    std::vector<std::string> known;
    for (const auto& property : kProperties) known.push_back(property.key);
    std::string hint = base::did_you_mean(key.name, known);
    sink_.error(key.range, "E-UNKNOWN-PROPERTY", "reference has no property '" + key.name + "'",
                hint.empty() ? "one of: author, title, published, url, comment" : hint);
    return nullptr;
  }

  void declare_fact(const syntax::FactDecl& f) {
    if (!first(fact_ranges_, "fact", f.id)) return;
    Fact fact{f.id.name, f.text, {}, program_.files.path(f.id.range.file), f.id.range.line};
    for (const auto& name : f.from) {
      auto it = references_.find(name.name);
      if (it != references_.end()) {
        fact.from.push_back(it->second);
        continue;
      }
      std::vector<std::string> known;
      for (const auto& [id, _] : references_) known.push_back(id);
      sink_.error(name.range, "E-UNKNOWN-NAME", "no reference is called '" + name.name + "'",
                  base::did_you_mean(name.name, known));
    }
    program_.fact_index.emplace(fact.id, program_.facts.size());
    program_.facts.push_back(std::move(fact));
  }

  void check_cites(const std::vector<NamedRange>& cites) {
    for (const auto& cite : cites) {
      if (fact_ranges_.count(cite.name)) continue;
      std::vector<std::string> known;
      for (const auto& [id, _] : fact_ranges_) known.push_back(id);
      std::string hint = base::did_you_mean(cite.name, known);
      if (known.empty())
        hint = "no facts are declared: load the rules' facts file (rules/facts.dsl) or cite nothing";
      else if (hint.empty())
        hint = "declare it: fact " + cite.name + " from REFERENCE \"TEXT\"";
      sink_.error(cite.range, "E-UNKNOWN-FACT", "no fact is called '" + cite.name + "'", hint);
    }
  }

  CheckedProgram& program_;
  base::DiagnosticSink& sink_;
  std::map<std::string, SourceRange> reference_ranges_, fact_ranges_;
  std::map<std::string, Reference> references_;
};

}  // namespace

void check_facts(CheckedProgram& program, const std::vector<const syntax::Module*>& modules,
                 base::DiagnosticSink& sink) {
  FactsChecker(program, sink).run(modules);
}

void check_cites(CheckedProgram& program, const std::vector<const syntax::Module*>& modules,
                 base::DiagnosticSink& sink) {
  FactsChecker checker(program, sink);
  checker.know_program_facts();
  checker.check_all_cites(modules);
}

}  // namespace advise::check
