#include "base/diagnostic_codes.h"

#include <algorithm>
#include <array>

namespace advise::base {
namespace {

// Sorted by code. docs/language.md, "Diagnostics", has an entry with an example for each
// (tests/diagnostic_codes_check.py holds the sources, this table and the docs to one another).
constexpr std::array kCodes = std::to_array<DiagnosticCode>({
    {"E-ARITY", "a function called with the wrong number of arguments"},
    {"E-CHAR", "a character that no token starts with"},
    {"E-CHECKPOINT", "a model checkpoint (Safetensors, GGUF) whose header cannot be read: a length or count past the end of the file, an unknown type, offsets that do not hold the tensor"},
    {"E-CONTEXT", "a name not visible where it is used (gpu.* or a per-GPU let in expect, outside at_gpu and max_over_gpus)"},
    {"E-CYCLE", "lets that depend on themselves"},
    {"E-DATE", "an invalid date"},
    {"E-DIV-ZERO", "a divisor written as zero"},
    {"E-DUPLICATE", "a second definition of a name (GPU, workload, situation, network, enum, enum member, schema property, property in a block, let, rule, column or ..."},
    {"E-ENCODING", "a byte that does not belong to UTF-8 text"},
    {"E-FILE", "a file named to the command (or to load) cannot be read (missing, a symbolic link that loops or leads nowhere, a folder, a special file)"},
    {"E-IMPORT", "an imported file cannot be read"},
    {"E-IMPORT-CYCLE", "a file imports itself, directly or through others"},
    {"E-INTERNAL", "a construct the checker does not handle, or a layout advise fmt would get wrong (it never writes one), or an exception the library caught while ..."},
    {"E-INTERPOLATION", "a { in a string without its }"},
    {"E-INVALID-WORKLOAD", "an invalid rule's guard holds for the workload asked about"},
    {"E-LAYER", "a network statement the engine cannot build: an unknown layer kind or argument, a missing required argument, too many positional arguments, an ..."},
    {"E-LIMIT", "input over one of the [limits](#limits)"},
    {"E-MODEL-CONFIG", "a model's config.json that cannot be read as a network: not JSON, an unknown model_type, a missing or impossible hyper-parameter, numbers that contradict each other"},
    {"E-NESTING", "brackets, prefix operators or operators nested more than 128 deep"},
    {"E-NUMBER", "a number, or a quantity after its unit, too large to represent"},
    {"E-PREFER-GUARD", "a rule with prefer whose when depends on the GPU"},
    {"E-PRICE-TABLE", "a price table advise prices import cannot read: an unknown layout, missing columns, an unterminated quote, a cell that is no positive number, a currency other than USD, an unknown condition"},
    {"E-QUERY", "the query names a workload or situation that does not exist (no location)"},
    {"E-RANGE", "a property value the schema declares impossible (below its > or >= bound)"},
    {"E-REFERENCE", "a reference without its author, title or published date"},
    {"E-ROLE", "a schema field's role that is unknown or belongs to another schema (see [What the engine treats specially](#what-the-engine-treats-specially))"},
    {"E-SHAPE", "a shape dimension that is not a whole number of at least 1; in a network, an input that is not H x W x C, T x D or N, or a shape a layer cannot ..."},
    {"E-STRING", "a string not closed on its line"},
    {"E-SYNTAX", "the text does not follow the grammar"},
    {"E-TEST", "a test that names no workload"},
    {"E-TOLERANCE", "a within outside 0 % up to (not including) 100 %, or with a unit"},
    {"E-TOO-MANY", "a note after the first 200 diagnostics of one load, counting those not shown"},
    {"E-TYPE", "a value of the wrong type: operands, conditions, messages, property values, list items, criteria, function arguments (sum_layers(layer.name): ..."},
    {"E-UNIT", "dimensions that do not match, a property value in the wrong unit, a bad unit power, a misspelt unit word after a number"},
    {"E-UNKNOWN-FACT", "a cites of a fact no fact declares"},
    {"E-UNKNOWN-FUNCTION", "a call to a function that does not exist (in that context)"},
    {"E-UNKNOWN-GPU", "a measured or quotes block, at_gpu, a test function or a price table names a GPU the catalog lacks"},
    {"E-UNKNOWN-NAME", "a name that is no let or enum member"},
    {"E-UNKNOWN-PROPERTY", "a property the schema does not declare, in an expression or a block"},
    {"E-UNKNOWN-TYPE", "a schema property type that is neither built in, a unit, nor an enum"},
    {"W-EMPTY-FILE", "a file that is empty or only whitespace"},
    {"W-EMPTY-FOLDER", "a folder named to the command holds no .dsl file"},
    {"W-MISSING-GUARD", "a when negates (not, !=) a property read without ??, so a missing value silences the rule (see [Missing values](#missing-values))"},
    {"W-NO-EFFECT", "a rule with no effect"},
    {"W-SIGNATURE-MATCH", "a measured block names a device the catalog matches only by its compute capability, SMs and memory"},
    {"W-SKIPPED", "an entry below a walked folder cannot be used (a .dsl link that loops or leads nowhere, a .dsl that is not a regular file, a folder that cannot ..."},
});

}  // namespace

std::span<const DiagnosticCode> diagnostic_codes() { return kCodes; }

const DiagnosticCode* find_diagnostic_code(std::string_view code) {
  auto it = std::lower_bound(kCodes.begin(), kCodes.end(), code,
                             [](const DiagnosticCode& c, std::string_view wanted) { return c.code < wanted; });
  return it != kCodes.end() && it->code == code ? &*it : nullptr;
}

}  // namespace advise::base
