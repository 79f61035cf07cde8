#pragma once
// Roles a schema field can play for the engine (`released: date role release_date`). The engine
// looks such fields up by role, never by name, so that the .dsl schemas name them freely.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ir/types.h"

namespace advise::ir {

enum class Kind;  // checked_program.h

enum class Role {
  ReleaseDate,        // gpu: cards released after --as-of are not candidates
  EndOfProduction,    // gpu: after it, new prices and rents expire; used prices stay
  Source,             // gpu: where the figures come from (provenance of catalog values)
  CudaNames,          // gpu: the names CUDA reports, for matching probed devices
  ComputeCapability,  // gpu: device matching
  Multiprocessors,    // gpu: device matching
  MemorySize,         // gpu: device matching
  Network,            // workload: the network declaration it trains
  SequenceLength,     // workload: tokens per sample, the length its network is built for
  ContextLength,      // workload: tokens per served sequence; overrides SequenceLength
  Host,               // measured: the machine the probe ran on
  Taken,              // measured: when it ran
  GpuCount,           // gpu: how many of the card a candidate configuration has, set by the engine
  Pick,               // situation: its label in the short form a query without a situation gets
  PurchasePrice,      // gpu: dated prices, where `advise prices import` writes street prices
  RentPrice,          // gpu: dated rents per GPU-hour, where it writes on-demand cloud prices
  SpotRentPrice,      // gpu: dated rents of interruptible instances, where it writes spot prices
  Aliases,            // gpu: other names price tables use for the card, for matching them
};
inline constexpr std::size_t kRoleCount = 18;

struct RoleInfo {
  Role role;
  const char* name;  // as the schema writes it after `role`
  Kind kind;         // the schema it belongs to
  TypeKind type;     // the type its field needs
};

const RoleInfo* find_role(std::string_view name);
std::vector<std::string> role_names();

}  // namespace advise::ir
