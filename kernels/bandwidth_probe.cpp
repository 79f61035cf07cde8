// Memory bandwidth: device copy and triad (as BabelStream and bandwidthTest count bytes: every
// byte read plus every byte written), host<->device over pinned memory, and peer to peer.
#include <algorithm>
#include <string>

#include "device_buffer.h"
#include "device_kernels.h"
#include "probe_context.h"

namespace advise::kernels {

void probe_device_bandwidth(ProbeContext& c) {
  // Buffers far larger than L2: 1 GiB each, or less on small cards (a quarter of free memory in all).
  const std::size_t quarter = c.free_memory() / 4;
  std::size_t bytes = std::min<std::size_t>(std::size_t{1} << 30, quarter / 3);
  if (c.options.quick) bytes = std::min<std::size_t>(bytes, std::size_t{256} << 20);
  bytes -= bytes % 16;
  if (bytes < std::size_t{64} << 20) throw ProbeFailure("too little free GPU memory for the bandwidth probe");
  c.progress("bandwidth: copy and triad over 3 x " + std::to_string(bytes >> 20) + " MiB");
  DeviceBuffer a(bytes), b(bytes), out(bytes);
  const std::size_t count = bytes / 16;
  launch_fill_random(a.get(), bytes / 4, Element::fp32, 1, c.stream);
  launch_fill_random(b.get(), bytes / 4, Element::fp32, 2, c.stream);
  const auto copy = c.sustain([&] { launch_copy(a.get(), out.get(), count, c.stream); });
  const auto triad = c.sustain([&] { launch_triad(a.get(), b.get(), out.get(), 3.0f, count, c.stream); });
  c.timed_fact("bandwidth", copy, 2.0 * bytes, "GB/s", 1e9, "device copy, read+write");
  c.timed_fact("triad_bandwidth", triad, 3.0 * bytes, "GB/s", 1e9, "device triad, 2 reads+1 write");
}

void probe_host_link(ProbeContext& c) {
  const std::size_t bytes = c.options.quick ? std::size_t{64} << 20 : std::size_t{256} << 20;
  c.progress("host link: pinned copies of " + std::to_string(bytes >> 20) + " MiB each way");
  PinnedBuffer host(bytes);
  DeviceBuffer device(bytes);
  std::fill_n(static_cast<char*>(host.get()), bytes, 1);
  const auto up = c.sustain([&] { CUDA_CHECK(cudaMemcpyAsync(device.get(), host.get(), bytes, cudaMemcpyHostToDevice, c.stream)); });
  const auto down = c.sustain([&] { CUDA_CHECK(cudaMemcpyAsync(host.get(), device.get(), bytes, cudaMemcpyDeviceToHost, c.stream)); });
  c.timed_fact("host_to_device", up, static_cast<double>(bytes), "GB/s", 1e9, "pinned copy engine");
  c.timed_fact("device_to_host", down, static_cast<double>(bytes), "GB/s", 1e9, "pinned copy engine");
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
  const auto t = c.sustain([&] { CUDA_CHECK(cudaMemcpyPeerAsync(there.get(), other, here.get(), c.device, bytes, c.stream)); });
  c.timed_fact("peer_to_peer", t, static_cast<double>(bytes), "GB/s", 1e9, "cudaMemcpyPeer to GPU " + std::to_string(other));
}

}  // namespace advise::kernels
