// libFuzzer target: the readers of bring-your-own-model files. The first byte picks one: a
// config.json as a network (load/model_config.h), a Safetensors header or a GGUF header
// (load/checkpoint_headers.h); the rest is the file. Whatever the bytes, the reader ends without
// a huge allocation; a network it writes always parses; a header it reads has tensors whose sizes
// are what their types and shapes say.
#include <cstddef>
#include <cstdint>
#include <string>

#include "advise/format.h"
#include "load/checkpoint_headers.h"
#include "load/model_config.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 3) {
    case 0: {
      const auto built = advise::loading::network_from_config(bytes, "config.json", "fuzzed");
      if (!built.text.empty() && !advise::format_text(built.text, "fuzzed.dsl").ok) __builtin_trap();
      if (built.text.empty() == built.problems.empty()) __builtin_trap();  // one or the other
      break;
    }
    case 1: {
      const auto header = advise::loading::read_safetensors_header(bytes, bytes.size());
      for (const auto& t : header.tensors)
        if (t.bytes < 0 || t.bytes > static_cast<double>(bytes.size())) __builtin_trap();
      break;
    }
    default: {
      const auto header = advise::loading::read_gguf_header(bytes);
      for (const auto& t : header.tensors)
        if (t.bytes != advise::loading::gguf_type_bytes(t.type, t.elements)) __builtin_trap();
      break;
    }
  }
  return 0;
}
