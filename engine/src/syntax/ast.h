#pragma once
// The abstract syntax tree of one .dsl file. Plain data, no ANTLR types: the parser fills it,
// the checker reads it.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "base/source_range.h"

namespace advise::syntax {

// A unit as written: "GB/s" is {GB, 1}, {s, -1}.
struct UnitTerm {
  std::string name;
  int power = 1;
};
// The terms are shared by every spelling of the same unit in a file (the parser makes each once):
// a catalog writes a few units many thousand times, and a list of terms per quantity was a tenth
// of its syntax tree.
struct UnitSpelling {
  std::shared_ptr<const std::vector<UnitTerm>> shared_terms;  // null: no unit
  base::SourceRange range;

  static UnitSpelling of(std::vector<UnitTerm> terms, base::SourceRange range = {}) {
    return {std::make_shared<const std::vector<UnitTerm>>(std::move(terms)), range};
  }
  const std::vector<UnitTerm>& terms() const {
    static const std::vector<UnitTerm> none;
    return shared_terms ? *shared_terms : none;
  }
  bool empty() const { return terms().empty(); }
};

enum class ExprKind {
  Number,    // number, unit
  String,    // pieces + args: "needs {x}" is pieces {"needs ", ""}, args {x}
  Date,      // text "2019-04"
  Bool,      // number 0 or 1
  Ident,     // text: a bare name (enum member or let)
  Shape,     // shape: 224 x 224 x 3
  Ref,       // path: gpu.memory, need.memory
  Unary,     // text op, args[0]
  Binary,    // text op, args[0], args[1]
  Call,      // text function, args
  If,        // args: condition, then, else
  List,      // args
};

// What only strings, references and shapes hold, kept out of line: numbers with their units are
// most of a large catalog's expressions, and its syntax tree is most of the load's peak memory.
struct ExprParts {
  std::vector<std::string> path;
  std::vector<std::string> pieces;
  std::vector<double> shape;
};

struct Expr {
  ExprKind kind = ExprKind::Number;
  base::SourceRange range;
  double number = 0;
  UnitSpelling unit;
  std::string text;
  std::unique_ptr<ExprParts> parts;  // made by the first write
  std::vector<std::unique_ptr<Expr>> args;

  // Ref: gpu.memory is {gpu, memory}.
  const std::vector<std::string>& path() const { return parts ? parts->path : empty_parts().path; }
  // String: "needs {x}" is {"needs ", ""}.
  const std::vector<std::string>& pieces() const { return parts ? parts->pieces : empty_parts().pieces; }
  // Shape: 224 x 224 x 3.
  const std::vector<double>& shape() const { return parts ? parts->shape : empty_parts().shape; }
  ExprParts& parts_to_write() {
    if (!parts) parts = std::make_unique<ExprParts>();
    return *parts;
  }

 private:
  static const ExprParts& empty_parts();
};
using ExprPtr = std::unique_ptr<Expr>;

enum class EntityKind { Gpu, Workload, Situation, Measured, Quotes };
const char* to_string(EntityKind kind);

struct ImportDecl {
  std::string path;
  base::SourceRange range;
};

struct NamedRange {
  std::string name;
  base::SourceRange range;
};

struct EnumDecl {
  NamedRange name;
  std::vector<NamedRange> members;
  bool ordered = false;
};

struct TypeSpelling {
  enum class Kind { String, Bool, Date, Number, Shape, Quantity, Dated, Set, Enum } kind =
      Kind::Number;
  UnitSpelling unit;  // Quantity, Dated
  std::string name;   // Enum: the enum's name; Set: the element enum's name, or "string"
  base::SourceRange range;
};

// `> 0` or `>= 1 GB` after a field's type: values at or below (below) it are impossible.
struct BoundSpelling {
  bool inclusive = false;  // >=
  ExprPtr value;           // a quantity literal
  std::string text;        // as written, for messages: "> 0"
};

struct FieldDecl {
  NamedRange name;
  TypeSpelling type;
  std::optional<BoundSpelling> bound;
  std::optional<NamedRange> role;  // `role release_date`
  std::string doc;
};

struct SchemaDecl {
  EntityKind kind = EntityKind::Gpu;
  base::SourceRange range;
  std::vector<FieldDecl> fields;
};

// "@ 2018-10 used": from when a value holds, and for a price whether the card is new or used.
struct ValueDate {
  std::string date;  // "2018-10"
  base::SourceRange range;
  std::string condition;  // "new", "used" or ""
  std::string seller;     // `from "lambda"`: who quoted it, or ""
};

// One value of a property. The literal is held in place and the date, which most values lack,
// apart: a large catalog's declarations are most of what a program parses, and each allocation
// kept until the check is memory touched for the first time.
struct ValueItem {
  Expr value;
  std::unique_ptr<ValueDate> dated;  // null when not dated
};

struct Property {
  NamedRange name;
  // Nearly every property has one value: held in place, not in an allocation of its own (a
  // large catalog's declarations are most of what a program parses).
  boost::container::small_vector<ValueItem, 1> values;

  // Move-only, and said to move without throwing, so that a vector of properties grows by moving.
  Property() = default;
  Property(Property&&) noexcept = default;
  Property& operator=(Property&&) noexcept = default;
  Property(const Property&) = delete;
  Property& operator=(const Property&) = delete;
};

struct EntityDecl {
  EntityKind kind = EntityKind::Gpu;
  NamedRange name;
  base::SourceRange keyword_range;
  std::vector<Property> properties;
};

struct LetDecl {
  NamedRange name;  // may contain dots: "need.memory"
  ExprPtr value;
};

struct CriterionSpelling {
  std::vector<std::string> path;
  base::SourceRange range;
  bool lowest = false;
};

struct CriteriaSpelling {
  std::vector<CriterionSpelling> items;
  ExprPtr tolerance;  // a quantity, e.g. 10 %; null for the default
};

struct PrefersDecl {
  NamedRange selector;  // a task, e.g. conv
  CriteriaSpelling criteria;
  std::vector<NamedRange> cites;
};

struct ColumnsDecl {
  base::SourceRange range;
  bool details = false;  // `details`: --explain and JSON only
  std::vector<ExprPtr> refs;        // each a Ref or Ident
  std::vector<NamedRange> aliases;  // parallel to refs; empty name when none
  std::vector<ExprPtr> errors;      // parallel to refs: `within ERROR`, null when none
};

// chart "Speed per dollar" x gpu.price y relative_speed: one panel of the SVG report.
struct ChartAxis {
  ExprPtr ref;       // a Ref or Ident
  NamedRange alias;  // empty name when none
};

struct ChartDecl {
  NamedRange title;
  ChartAxis x, y;
};

// One statement of a network: `input 224 x 224 x 3`, `conv(64, kernel: 3)`, `repeat 3 { ... }`,
// `residual { ... }`.
struct LayerArg {
  NamedRange key;  // empty name for a positional argument
  ExprPtr value;   // a literal
};

struct LayerSpelling {
  enum class Kind { Setting, Call, Repeat, Residual, Parallel } kind = Kind::Call;
  NamedRange name;  // the setting's key or the layer kind, e.g. "conv"
  base::SourceRange range;
  ExprPtr value;    // Setting
  std::vector<LayerArg> args;  // Call
  double count = 1;            // Repeat
  std::vector<LayerSpelling> body;  // Repeat, Residual
  std::vector<std::vector<LayerSpelling>> branches;  // Parallel
};

struct NetworkDecl {
  NamedRange name;
  std::vector<LayerSpelling> layers;
};

struct BlockParam {
  NamedRange name;
  ExprPtr fallback;  // a literal, or null when a call must give it
};

struct BlockDecl {
  NamedRange name;
  std::vector<BlockParam> params;
  std::vector<LayerSpelling> layers;
};

struct RuleItem {
  enum class Kind { Cites, When, Require, Reject, Warn, Note, Invalid, Recommend, Prefer, Priority } kind =
      Kind::When;
  base::SourceRange range;
  ExprPtr condition;  // When, Require
  ExprPtr message;    // Require (else reject), Reject, Warn, Note, Recommend; may be null
  CriteriaSpelling criteria;
  std::vector<NamedRange> cites;
  double priority = 0;
};

struct RuleDecl {
  NamedRange name;
  std::vector<RuleItem> items;
};

struct TestItem {
  enum class Kind { AsOf, Situation, Workload, Expect, KnownDifference } kind = Kind::Expect;
  base::SourceRange range;
  std::string text;  // date, situation, workload, reason
  ExprPtr expect;
};

struct TestDecl {
  NamedRange name;
  std::vector<TestItem> items;
};

// A document the facts come from: reference dettmers_2019 { author "..." date 2019-04-03 ... }
struct ReferenceField {
  NamedRange key;
  std::string value;  // a string's text, or a date as written
  bool is_date = false;
  base::SourceRange value_range;
};

struct ReferenceDecl {
  NamedRange name;
  std::vector<ReferenceField> fields;
};

// fact F22 from dettmers_2019 "..."
struct FactDecl {
  NamedRange id;
  std::vector<NamedRange> from;  // references
  std::string text;
};

// One parsed file.
struct Module {
  std::uint32_t file = 0;
  std::vector<ImportDecl> imports;
  std::vector<EnumDecl> enums;
  std::vector<SchemaDecl> schemas;
  std::vector<EntityDecl> entities;
  std::vector<LetDecl> lets;
  std::vector<PrefersDecl> prefers;
  std::vector<ColumnsDecl> columns;
  std::vector<NetworkDecl> networks;
  std::vector<BlockDecl> blocks;
  std::vector<RuleDecl> rules;
  std::vector<TestDecl> tests;
  std::vector<ChartDecl> charts;
  std::vector<ReferenceDecl> references;
  std::vector<FactDecl> facts;
};

}  // namespace advise::syntax
