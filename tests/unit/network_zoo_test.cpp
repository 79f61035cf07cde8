// The shipped networks of rules/networks/ against their published parameter counts and, where a
// reference publishes them, multiply-adds.
#include <doctest/doctest.h>

#include <span>

#include "nn/network.h"
#include "shipped_network.h"

using namespace advise;

namespace {

// Builds the network declared in a shipped file; a missing file or any diagnostic fails the test.
nn::Network shipped(const std::string& file) {
  auto network = testing::build_shipped("rules/networks/" + file);
  REQUIRE(network);
  return *network;
}

// FLOPs of the layers that published multiply-add counts include: convolutions, dense layers
// and attention (torchvision and fvcore leave out norms, activations, pools and adds).
double matrix_flops(const nn::Network& n) {
  double sum = 0;
  for (const auto& l : n.layers)
    if (l.kind == "conv" || l.kind == "dense" || l.kind == "attention" || l.name.find("patches") != std::string::npos)
      sum += l.flops;
  return sum;
}

struct Published {
  const char* file;
  const char* name;
  double parameters;
  double multiply_adds;  // per sample, 0 where no reference publishes them
};

// torchvision's model documentation ("num_params", "GFLOPS", which counts multiply-adds).
const Published kTorchvision[] = {
    {"resnet18.dsl", "ResNet-18", 11689512, 1.81e9},
    {"resnet34.dsl", "ResNet-34", 21797672, 3.66e9},
    {"resnet101.dsl", "ResNet-101", 44549160, 7.80e9},
    {"resnet152.dsl", "ResNet-152", 60192808, 11.51e9},
    {"vgg11.dsl", "VGG-11", 132863336, 7.61e9},
    {"vgg19.dsl", "VGG-19", 143667240, 19.63e9},
    {"googlenet.dsl", "GoogLeNet", 6624904, 1.50e9},
    {"mobilenet_v2.dsl", "MobileNet-v2", 3504872, 0.30e9},
    {"efficientnet_b0.dsl", "EfficientNet-B0", 5288548, 0.39e9},
    {"vit_b_16.dsl", "ViT-B/16", 86567656, 17.56e9},
    {"vit_l_16.dsl", "ViT-L/16", 304326632, 61.55e9},
    {"ssd300.dsl", "SSD300", 35641826, 34.86e9},
};

// diffusers' UNet2DConditionModel of Stable Diffusion 1.5, NVIDIA DeepLearningExamples (Tacotron 2,
// WaveGlow, GNMT v2) and torchvision's SSD300.
const Published kOthers[] = {
    {"stable_diffusion_unet.dsl", "Stable Diffusion 1.5 U-Net", 859520964, 0},
    {"gnmt.dsl", "GNMT", 160671297, 0},
    {"tacotron2.dsl", "Tacotron 2", 28193153, 0},
    {"waveglow.dsl", "WaveGlow", 268294760, 0},
};

}  // namespace

TEST_CASE("shipped networks have their published parameters and multiply-adds") {
  for (const auto& list : {std::span<const Published>(kTorchvision), std::span<const Published>(kOthers)})
  for (const auto& p : list) {
    CAPTURE(p.file);
    const auto n = shipped(p.file);
    CHECK(n.name == p.name);
    CHECK(n.parameters() == p.parameters);
    if (p.multiply_adds > 0) CHECK(matrix_flops(n) / 2 == doctest::Approx(p.multiply_adds).epsilon(0.02));
  }
}
