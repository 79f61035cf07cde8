#include "eval/value_cell.h"

#include "eval/format_value.h"

namespace advise::eval {
namespace {

std::string source_of(const ir::CheckedProgram& program, const CandidateTable& candidates, std::size_t row) {
  const int source = program.schema(ir::Kind::Gpu).find(ir::Role::Source);
  if (source < 0 || !candidates.field(static_cast<std::size_t>(source)).has(row)) return "";
  return candidates.field(static_cast<std::size_t>(source)).value(row).text;
}

// A GPU property: measured on this machine (with its ratio to the datasheet), else the
// catalog's figure with the GPU's `source`, which also says which figures are estimates.
Provenance property_provenance(const ir::CheckedProgram& program, const CandidateTable& candidates,
                               std::size_t field, std::size_t row) {
  Provenance p;
  if (!candidates.field(field).has(row)) return p;
  if (candidates.measured(field, row)) {
    p.kind = ProvenanceKind::Measured;
    p.detail = program.measurements[static_cast<std::size_t>(candidates.measurement(row))].description;
    const Column& sheet = candidates.datasheet(field);
    if (sheet.numeric && sheet.has(row) && sheet.number(row) != 0)
      p.datasheet_ratio = candidates.field(field).number(row) / sheet.number(row);
    return p;
  }
  return {ProvenanceKind::Datasheet, source_of(program, candidates, row), std::nullopt};
}

Provenance provenance_of(const ir::CheckedProgram& program, const CandidateTable& candidates,
                         const ir::TExpr& expr, std::size_t row, const std::string& expression_origin) {
  if (expr.op == ir::Op::GpuField)
    return property_provenance(program, candidates, static_cast<std::size_t>(expr.index), row);
  if (expr.op == ir::Op::GpuName) return {ProvenanceKind::Datasheet, source_of(program, candidates, row), std::nullopt};
  Provenance p;
  p.kind = ProvenanceKind::Derived;
  if (expr.op == ir::Op::Let) {
    const auto& let = program.lets[static_cast<std::size_t>(expr.index)];
    p.detail = "let " + let.name + " (" + program.files.path(let.range.file) + ":" + std::to_string(let.range.line) + ")";
  } else {
    p.detail = "expression (" + expression_origin + ")";
  }
  return p;
}

}  // namespace

ValueCell make_value_cell(const ir::CheckedProgram& program, const CandidateTable& candidates,
                          const std::string& name, const ir::TExpr& expr, const ir::Value& value,
                          std::size_t row, const std::string& expression_origin) {
  ValueCell cell;
  cell.name = name;
  if (value.present && expr.type.kind == ir::TypeKind::Number) cell.number = value.number;
  cell.dimension = expr.type.dimension;
  cell.text = format_value(value, expr.type, program.enums);
  if (value.present) cell.provenance = provenance_of(program, candidates, expr, row, expression_origin);
  return cell;
}

}  // namespace advise::eval
