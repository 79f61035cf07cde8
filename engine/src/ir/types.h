#pragma once
// Static types of the language and the runtime values they describe.
#include <cstdint>
#include <string>
#include <vector>

#include "advise/dimension.h"

namespace advise::ir {

enum class TypeKind { Error, Number, Bool, String, Date, Enum, Shape, List };

struct Type {
  TypeKind kind = TypeKind::Error;
  Dimension dimension;              // Number
  int enum_id = -1;                 // Enum, and List of Enum
  TypeKind element = TypeKind::Error;  // List: the element kind

  static Type error() { return {}; }
  static Type number(Dimension d = {}) { return {TypeKind::Number, d}; }
  static Type boolean() { return {TypeKind::Bool}; }
  static Type string() { return {TypeKind::String}; }
  static Type date() { return {TypeKind::Date}; }
  static Type shape() { return {TypeKind::Shape}; }
  static Type enumeration(int id) { return {TypeKind::Enum, {}, id}; }
  static Type list_of(const Type& element) {
    return {TypeKind::List, element.dimension, element.enum_id, element.kind};
  }
  Type element_type() const { return {element, dimension, enum_id}; }
  bool is_error() const { return kind == TypeKind::Error; }
  bool operator==(const Type&) const = default;
};

struct EnumInfo {
  std::string name;
  std::vector<std::string> members;
  bool ordered = false;
};

// "B/s", "bool", "enum arch", "list of enum arch"
std::string describe(const Type& type, const std::vector<EnumInfo>& enums);

// Days since 1970-01-01 for a valid "YYYY-MM" (first of the month) or "YYYY-MM-DD".
bool parse_date(const std::string& text, std::int32_t& days);
std::string format_date(std::int32_t days);

// `significant` digits (three unless asked) without exponent notation where that reads well:
// 448, 59.7, 1.5, 0.00123 (never "0.001" for 0.00123: small values keep their digits too).
std::string format_number(double value, int significant = 3);
// `decimals` digits after the point, trailing zeros dropped: 12.50 -> "12.5", 3.00 -> "3".
std::string format_fixed(double value, int decimals);

// A runtime value. Number, Bool (0/1), Date (days) and Enum (ordinal) use `number`.
struct Value {
  bool present = false;
  double number = 0;
  std::string text;
  std::vector<Value> items;  // List, Shape

  static Value missing() { return {}; }
  static Value of(double n) { return {true, n}; }
  static Value of_text(std::string s) { return {true, 0, std::move(s)}; }
};

}  // namespace advise::ir
