#include "check/workload_network.h"

#include "base/suggest.h"

namespace advise::check {
namespace {

std::string whole(double v) { return std::to_string(static_cast<long long>(v)); }

}  // namespace

NetworkScope::Definitions& WorkloadNetworks::own_definitions() {
  if (scope_.definitions.use_count() > 1) scope_.definitions = std::make_shared<NetworkScope::Definitions>(*scope_.definitions);
  return *scope_.definitions;
}

void WorkloadNetworks::add_costs(const nn::LayerCosts& costs) {
  if (!costs.empty()) own_definitions().library.costs.insert(costs.begin(), costs.end());
}

void WorkloadNetworks::declare(nn::NetworkSpec spec) {
  const std::string name = spec.name.name;
  own_definitions().specs.emplace(name, std::move(spec));
  build(name, 0);
}

int WorkloadNetworks::build(const std::string& name, double length) {
  auto known = scope_.built.find({name, length});
  if (known != scope_.built.end()) return known->second;
  int index = -1;
  if (auto network = nn::build_network(scope_.definitions->specs.at(name), sink_, scope_.budget, length, &scope_.definitions->library)) {
    index = static_cast<int>(program_.networks.size());
    program_.networks.push_back(std::move(*network));
  }
  scope_.built.emplace(std::make_pair(name, length), index);
  return index;
}

// The context length when set, else the sequence length, else 0; `field` gets its schema index.
double WorkloadNetworks::requested_length(const FieldValues& fields, int& field) const {
  for (Role role : {Role::ContextLength, Role::SequenceLength}) {
    field = program_.schema(Kind::Workload).find(role);
    if (field >= 0 && fields[static_cast<std::size_t>(field)].set) return fields[static_cast<std::size_t>(field)].value.number;
  }
  field = -1;
  return 0;
}

int WorkloadNetworks::resolve(const std::string& workload, const FieldValues& fields) {
  const int named = program_.schema(Kind::Workload).find(Role::Network);
  if (named < 0 || !fields[static_cast<std::size_t>(named)].set) return -1;
  const auto& fv = fields[static_cast<std::size_t>(named)];
  const std::string& name = fv.value.text;
  if (!scope_.definitions->specs.count(name)) {
    std::vector<std::string> known;
    for (const auto& [n, _] : scope_.definitions->specs) known.push_back(n);
    sink_.error(fv.range, "E-UNKNOWN-NAME", "workload '" + workload + "' names no known network \"" + name + "\"",
                base::did_you_mean(name, known));
    return -1;
  }
  const int own = build(name, 0);
  int field = -1;
  const double length = requested_length(fields, field);
  if (own < 0 || length == 0) return own;
  const double limit = program_.networks[static_cast<std::size_t>(own)].max_context;
  if (limit > 0 && length > limit) {
    sink_.error(fields[static_cast<std::size_t>(field)].range, "E-RANGE",
                whole(length) + " tokens is longer than " + name + "'s context of " + whole(limit),
                "the network's `context` line says how long a sequence it takes");
    return -1;
  }
  return build(name, length);
}

}  // namespace advise::check
