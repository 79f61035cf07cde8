#pragma once
// Resource limits, as SQLite and cel-cpp have them: hostile or mistaken input meets a located
// diagnostic (code E-LIMIT) at one of these numbers instead of exhausting memory or time.
// docs/language.md ("Limits") lists them; change both together.
#include <cstddef>

namespace advise::base::limits {

// Bytes of one file (read from disk or given as text). The shipped knowledge is ~140 KB.
constexpr std::size_t kMaxFileBytes = 16u << 20;
// Files in one program: command-line paths, folder contents and imports together.
constexpr std::size_t kMaxFiles = 1000;
// Entries a folder walk looks at (files and folders below it), so that `import "/"` ends.
constexpr std::size_t kMaxFolderEntries = 100000;
// Arguments of one call, or items of one list literal.
constexpr std::size_t kMaxArguments = 1000;
// A repeat's count, and a recurrent layer's `layers:`.
constexpr double kMaxRepeat = 10000;
// Layers of one network after repeats expand, and of all networks of a program together.
constexpr std::size_t kMaxNetworkLayers = 100000;
constexpr std::size_t kMaxProgramLayers = 1000000;
// Blocks expanding inside one another (a block's layers calling further blocks).
constexpr std::size_t kMaxBlockDepth = 32;
// Cards of one candidate configuration (`configuration.largest`): a query evaluates that many
// rows per card.
constexpr std::size_t kMaxConfigurationGpus = 64;

}  // namespace advise::base::limits
