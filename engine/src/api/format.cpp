// The public formatter: parse for diagnostics, then lay out the tokens.
#include "advise/format.h"

#include "syntax/layout.h"
#include "syntax/layout_tokens.h"
#include "syntax/parser.h"

namespace advise {

FormatResult format_text(const std::string& text, const std::string& path) {
  base::SourceFiles files;
  const auto file = files.add(path, text);
  base::DiagnosticSink sink(files);
  // The same syntax errors as `advise check`: a file that does not parse is never formatted.
  syntax::parse_module(files, file, sink);
  auto tokens = sink.has_errors() ? std::nullopt : syntax::layout_tokens(text);
  if (!sink.has_errors() && !tokens)
    sink.error_without_location(path, "E-INTERNAL", "the formatter cannot parse what the parser accepts");
  FormatResult result;
  if (tokens) {
    result.text = syntax::lay_out(*tokens);
    // A guard against a layout rule that would join two tokens into one or split one.
    if (syntax::significant_tokens(result.text) != syntax::significant_tokens(text))
      sink.error_without_location(path, "E-INTERNAL", "formatting would change the tokens; the file is left as it is");
  }
  result.diagnostics = sink.take();
  sort_diagnostics(result.diagnostics);
  result.ok = !has_errors(result.diagnostics);
  if (!result.ok) result.text.clear();
  return result;
}

}  // namespace advise
