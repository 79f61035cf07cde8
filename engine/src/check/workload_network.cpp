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
  auto& definitions = own_definitions();
  const auto [declared, first] = definitions.specs.emplace(name, std::move(spec));
  if (!first) return;  // the first declaration stands; the checker reports the repeat
  if (auto check = nn::check_network(declared->second, sink_, scope_.budget, &definitions.library))
    scope_.checked.emplace(name, check->max_context);
}

// A network at its own length was counted against the program's budget when it was checked; one
// at a workload's length is counted as it is built.
int WorkloadNetworks::build(const std::string& name, double length) {
  auto known = scope_.built.find({name, length});
  if (known != scope_.built.end()) return known->second;
  int index = -1;
  nn::LayerBudget counted_at_check;
  nn::LayerBudget& budget = length == 0 ? counted_at_check : scope_.budget;
  if (auto network = nn::build_network(scope_.definitions->specs.at(name), sink_, budget, length, &scope_.definitions->library)) {
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
  auto checked = scope_.checked.find(name);
  if (checked == scope_.checked.end()) return -1;  // reported when it was declared
  int field = -1;
  const double length = requested_length(fields, field);
  if (length == 0) return build(name, 0);
  const double limit = checked->second;
  if (limit > 0 && length > limit) {
    sink_.error(fields[static_cast<std::size_t>(field)].range, "E-RANGE",
                whole(length) + " tokens is longer than " + name + "'s context of " + whole(limit),
                "the network's `context` line says how long a sequence it takes");
    return -1;
  }
  return build(name, length);
}

}  // namespace advise::check
