#include "ir/roles.h"

#include <array>

#include "ir/checked_program.h"

namespace advise::ir {
namespace {

constexpr std::array<RoleInfo, kRoleCount> kRoles = {{
    {Role::ReleaseDate, "release_date", Kind::Gpu, TypeKind::Date},
    {Role::EndOfProduction, "end_of_production", Kind::Gpu, TypeKind::Date},
    {Role::Source, "source", Kind::Gpu, TypeKind::String},
    {Role::CudaNames, "cuda_names", Kind::Gpu, TypeKind::String},  // or a set of strings
    {Role::ComputeCapability, "compute_capability", Kind::Gpu, TypeKind::Number},
    {Role::Multiprocessors, "multiprocessors", Kind::Gpu, TypeKind::Number},
    {Role::MemorySize, "memory_size", Kind::Gpu, TypeKind::Number},
    {Role::Network, "network_name", Kind::Workload, TypeKind::String},
    {Role::SequenceLength, "sequence_length", Kind::Workload, TypeKind::Number},
    {Role::ContextLength, "context_length", Kind::Workload, TypeKind::Number},
    {Role::Host, "host", Kind::Measured, TypeKind::String},
    {Role::Taken, "taken", Kind::Measured, TypeKind::Date},
    {Role::GpuCount, "gpu_count", Kind::Gpu, TypeKind::Number},
    {Role::Pick, "pick", Kind::Situation, TypeKind::String},
    {Role::PurchasePrice, "purchase_price", Kind::Gpu, TypeKind::Number},
    {Role::RentPrice, "rent_price", Kind::Gpu, TypeKind::Number},
    {Role::SpotRentPrice, "spot_rent_price", Kind::Gpu, TypeKind::Number},
    {Role::Aliases, "aliases", Kind::Gpu, TypeKind::String},  // or a set of strings
}};

}  // namespace

const RoleInfo* find_role(std::string_view name) {
  for (const auto& info : kRoles)
    if (name == info.name) return &info;
  return nullptr;
}

std::vector<std::string> role_names() {
  std::vector<std::string> names;
  for (const auto& info : kRoles) names.emplace_back(info.name);
  return names;
}

}  // namespace advise::ir
