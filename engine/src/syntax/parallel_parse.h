#pragma once
// A large file parsed in parts, on several threads. Internal to syntax/.
#include <cstddef>
#include <cstdint>
#include <optional>

#include "base/source_files.h"
#include "syntax/ast.h"

namespace advise::syntax {

// How many parts a file of `size` bytes is worth parsing in on this machine: one (no threads)
// below two parts' worth of text or on one core.
std::size_t useful_parts(std::size_t size);

// Parses an ASCII file in up to `parts` parts (declaration_cuts.h), each on its own thread and
// with the declaration-at-a-time parse, and joins their modules in order: the module the whole
// file gives. Nullopt when the file cannot be cut, or when any part reports anything or needs the
// whole-file parse: the caller then parses the whole file, which reports in order.
std::optional<Module> parse_in_parts(const base::SourceFiles& files, std::uint32_t file, std::size_t parts);

}  // namespace advise::syntax
