// Memory bandwidth: device copy and triad (as BabelStream and bandwidthTest count bytes: every
// byte read plus every byte written), host<->device over pinned memory, and peer to peer.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "device_buffer.h"
#include "device_kernels.h"
#include "probe_context.h"

namespace advise::kernels {

std::string timing_note(const TimingSummary& t, double amount, const char* unit) {
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, "median of %d, best %.4g %s", t.repetitions, amount / t.best, unit);
  return buffer;
}

namespace {

template <typename Work>
TimingSummary repeat(ProbeContext& c, Work&& work) {
  EventTimer timer;
  for (int i = 0; i < 2; ++i) timer.time(c.stream, work);  // warm-up
  std::vector<double> times;
  for (int i = 0; i < c.repetitions(); ++i) times.push_back(timer.time(c.stream, work));
  return summarize(times);
}

}  // namespace

void probe_device_bandwidth(ProbeContext& c) {
  // Buffers far larger than L2: 1 GiB each, or less on small cards (a quarter of free memory in all).
  const std::size_t quarter = c.free_memory() / 4;
  std::size_t bytes = std::min<std::size_t>(std::size_t{1} << 30, quarter / 3);
  if (c.options.quick) bytes = std::min<std::size_t>(bytes, std::size_t{256} << 20);
  bytes -= bytes % 16;
  if (bytes < std::size_t{64} << 20) throw ProbeFailure("too little free GPU memory for the bandwidth probe");
  c.progress("bandwidth: copy and triad over 3 x " + std::to_string(bytes >> 20) + " MiB");
  DeviceBuffer a(bytes), b(bytes), out(bytes);
  CUDA_CHECK(cudaMemsetAsync(a.get(), 0, bytes, c.stream));
  CUDA_CHECK(cudaMemsetAsync(b.get(), 0, bytes, c.stream));
  const std::size_t count = bytes / 16;
  auto copy = repeat(c, [&] { launch_copy(a.get(), out.get(), count, c.stream); });
  auto triad = repeat(c, [&] { launch_triad(a.get(), b.get(), out.get(), 3.0f, count, c.stream); });
  const double copy_bytes = 2.0 * bytes, triad_bytes = 3.0 * bytes;
  c.fact("bandwidth", copy_bytes / copy.median, "GB/s", 1e9,
         "device copy, read+write, " + timing_note(copy, copy_bytes / 1e9, "GB/s"));
  c.fact("triad_bandwidth", triad_bytes / triad.median, "GB/s", 1e9,
         "device triad, 2 reads+1 write, " + timing_note(triad, triad_bytes / 1e9, "GB/s"));
}

void probe_host_link(ProbeContext& c) {
  const std::size_t bytes = c.options.quick ? std::size_t{64} << 20 : std::size_t{256} << 20;
  c.progress("host link: pinned copies of " + std::to_string(bytes >> 20) + " MiB each way");
  PinnedBuffer host(bytes);
  DeviceBuffer device(bytes);
  std::fill_n(static_cast<char*>(host.get()), bytes, 1);
  auto up = repeat(c, [&] { CUDA_CHECK(cudaMemcpyAsync(device.get(), host.get(), bytes, cudaMemcpyHostToDevice, c.stream)); });
  auto down = repeat(c, [&] { CUDA_CHECK(cudaMemcpyAsync(host.get(), device.get(), bytes, cudaMemcpyDeviceToHost, c.stream)); });
  c.fact("host_to_device", bytes / up.median, "GB/s", 1e9, "pinned copy engine, " + timing_note(up, bytes / 1e9, "GB/s"));
  c.fact("device_to_host", bytes / down.median, "GB/s", 1e9, "pinned copy engine, " + timing_note(down, bytes / 1e9, "GB/s"));
}

void probe_peer(ProbeContext& c) {
  int count = 0;
  CUDA_CHECK(cudaGetDeviceCount(&count));
  if (count < 2) return;
  const int other = c.device == 0 ? 1 : 0;
  int can = 0;
  CUDA_CHECK(cudaDeviceCanAccessPeer(&can, c.device, other));
  if (!can) {
    c.result.notes.push_back("GPU " + std::to_string(c.device) + " cannot access GPU " + std::to_string(other) + " directly");
    return;
  }
  const std::size_t bytes = std::size_t{256} << 20;
  c.progress("peer to peer: GPU " + std::to_string(c.device) + " -> GPU " + std::to_string(other));
  cudaError_t enabled = cudaDeviceEnablePeerAccess(other, 0);
  if (enabled != cudaErrorPeerAccessAlreadyEnabled) CUDA_CHECK(enabled);
  cudaGetLastError();  // clear an "already enabled"
  DeviceBuffer here(bytes);
  CUDA_CHECK(cudaSetDevice(other));
  DeviceBuffer there(bytes);
  CUDA_CHECK(cudaSetDevice(c.device));
  auto t = repeat(c, [&] { CUDA_CHECK(cudaMemcpyPeerAsync(there.get(), other, here.get(), c.device, bytes, c.stream)); });
  c.fact("peer_to_peer", bytes / t.median, "GB/s", 1e9, "cudaMemcpyPeer to GPU " + std::to_string(other) + ", " + timing_note(t, bytes / 1e9, "GB/s"));
}

}  // namespace advise::kernels
