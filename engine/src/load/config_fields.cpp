// A config.json's values with their places (config_fields.h).
#include "load/config_fields.h"

#include <sstream>

namespace advise::loading {

std::string whole(double v) {
  std::ostringstream s;
  s.precision(15);
  s << v;
  return s.str();
}

}  // namespace advise::loading
