#include "syntax/char_input.h"

#include <algorithm>

#include "base/utf8.h"

namespace advise::syntax {
namespace {

// ANTLR's input stream, filled without ANTLR's UTF-8 conversion, which leaves a buffer of about
// five times the code points it holds (20 bytes per byte of source).
class CodePointInput : public antlr4::ANTLRInputStream {
 public:
  explicit CodePointInput(std::string_view text) { _data = base::code_points_of(text); }
};

// An ASCII text read in place. The code-point copy was four bytes per source byte held for the
// whole parse, a ninth of a large catalog's peak memory, and every token's text was converted
// back from it.
class AsciiInput : public antlr4::CharStream {
 public:
  explicit AsciiInput(std::string_view text) : text_(text) {}

  void consume() override {
    if (at_ >= text_.size()) throw antlr4::IllegalStateException("cannot consume EOF");
    ++at_;
  }
  // As ANTLRInputStream: LA(1) is the current character, LA(-1) the one before it.
  std::size_t LA(ssize_t i) override {
    if (i == 0) return 0;
    const ssize_t k = static_cast<ssize_t>(at_) + (i < 0 ? i : i - 1);
    if (k < 0 || k >= static_cast<ssize_t>(text_.size())) return antlr4::IntStream::EOF;
    return static_cast<unsigned char>(text_[static_cast<std::size_t>(k)]);
  }
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  std::size_t index() override { return at_; }
  void seek(std::size_t index) override { at_ = std::min(index, text_.size()); }
  std::size_t size() override { return text_.size(); }
  std::string getSourceName() const override { return antlr4::IntStream::UNKNOWN_SOURCE_NAME; }
  std::string getText(const antlr4::misc::Interval& interval) override {
    if (interval.a < 0 || interval.b < 0 || static_cast<std::size_t>(interval.a) >= text_.size()) return "";
    const auto start = static_cast<std::size_t>(interval.a);
    const auto stop = std::min(static_cast<std::size_t>(interval.b), text_.size() - 1);
    return stop < start ? "" : std::string(text_.substr(start, stop - start + 1));
  }
  std::string toString() const override { return std::string(text_); }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace

bool is_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

std::unique_ptr<antlr4::CharStream> char_input(std::string_view text) {
  if (is_ascii(text)) return std::make_unique<AsciiInput>(text);
  return std::make_unique<CodePointInput>(text);
}

}  // namespace advise::syntax
