// Layer arithmetic (engine/src/nn) against figures the documents and references give.
#include <doctest/doctest.h>

#include <algorithm>

#include "shipped_network.h"

using namespace advise;

namespace {

struct Built {
  std::optional<nn::Network> network;
  std::vector<Diagnostic> diagnostics;
};

// The first network of `text`, with the shipped layer constants unless `costs` is false.
Built build(const std::string& text, bool costs = true) {
  Built b;
  const std::vector<std::string> paths = costs ? std::vector<std::string>{testing::kLayerCosts} : std::vector<std::string>{};
  b.network = testing::build_module_network(paths, b.diagnostics, 0, {{"net.dsl", text}});
  return b;
}

double mib(double bytes) { return bytes / (1024.0 * 1024.0); }

}  // namespace

TEST_CASE("F44: activations plus errors of each conv layer at batch 128, 32-bit") {
  auto b = build(R"(network "F44" { input 250 x 250 x 3  conv(32, kernel: 3)  conv(64, kernel: 3)  conv(96, kernel: 3) })");
  REQUIRE(b.diagnostics.empty());
  REQUIRE(b.network);
  const auto& layers = b.network->layers;
  REQUIRE(layers.size() == 4);
  // The document takes an output side of (input - 3); a valid 3x3 convolution gives (input - 2).
  // Its figures are 1906, 3720 and 5444 MiB; ours must be within 3%.
  const double document[] = {1906, 3720, 5444};
  for (int i = 0; i < 3; ++i) {
    const double ours = mib(layers[static_cast<std::size_t>(i + 1)].activations * 128 * 4 * 2);
    CAPTURE(i);
    CAPTURE(ours);
    CHECK(ours == doctest::Approx(document[i]).epsilon(0.03));
  }
  CHECK(layers[1].output.to_string() == "248 x 248 x 32");
  // 16-bit or batch 64 halves each figure (F44).
  CHECK(mib(layers[1].activations * 64 * 2 * 2) == doctest::Approx(1906.0 / 4).epsilon(0.03));
}

TEST_CASE("dense layers count weights and biases, F40's layers") {
  auto b = build(R"(network "F40" { input 9000  dense(4000) dropout() dense(4000) dropout() dense(32) })");
  REQUIRE(b.network);
  CHECK(b.network->parameters() == 9000.0 * 4000 + 4000 + 4000.0 * 4000 + 4000 + 4000.0 * 32 + 32);
  // The products, plus one FLOP per element for each dropout.
  CHECK(b.network->flops() == 2 * (9000.0 * 4000 + 4000.0 * 4000 + 4000.0 * 32) + 2 * 4000);
  // Kept per sample: the input, each layer's output and each dropout mask.
  CHECK(b.network->activations() == 9000 + 4000 + 4000 + 4000 + 4000 + 32);
}

TEST_CASE("shapes flow through strides, padding, pooling and projection shortcuts") {
  auto b = build(R"(network "n" {
    input 224 x 224 x 3
    conv(64, kernel: 7, stride: 2, padding: 3, bias: false)
    pool(max, kernel: 3, stride: 2, padding: 1)
    residual { conv(128, kernel: 3, stride: 2, padding: same, bias: false) }
    pool(avg, global: true)
    flatten()
    dense(10)
  })");
  REQUIRE(b.diagnostics.empty());
  const auto& l = b.network->layers;
  CHECK(l[1].output.to_string() == "112 x 112 x 64");
  CHECK(l[1].parameters == 7 * 7 * 3 * 64);
  CHECK(l[2].output.to_string() == "56 x 56 x 64");
  CHECK(l[3].output.to_string() == "28 x 28 x 128");
  CHECK(l[4].kind == "conv");  // the projection shortcut
  CHECK(l[4].parameters == 64 * 128 + 2 * 128);
  CHECK(l.back().output.to_string() == "10");
}

TEST_CASE("rectangular kernels: Inception's 1x7 and 7x1 convolutions keep the size with padding: same") {
  auto b = build(R"(network "r" { input 17 x 17 x 128
    conv(128, kernel: 1, kernel_width: 7, padding: same, bias: false)
    conv(192, kernel: 7, kernel_width: 1, padding: same, bias: false)
    conv(8, kernel: 3, kernel_width: 1) })");
  REQUIRE(b.diagnostics.empty());
  const auto& l = b.network->layers;
  CHECK(l[1].name == "conv 1x7 128");
  CHECK(l[1].output.to_string() == "17 x 17 x 128");
  CHECK(l[1].parameters == 7 * 128 * 128);
  CHECK(l[1].flops == 2.0 * 7 * 128 * 17 * 17 * 128);
  CHECK((l[1].kernel == 1 && l[1].kernel_width == 7));
  CHECK(l[2].output.to_string() == "17 x 17 x 192");
  CHECK((l[2].kernel == 7 && l[2].kernel_width == 1));
  CHECK(l[3].output.to_string() == "15 x 17 x 8");  // no padding: only the height shrinks
  auto wide = build(R"(network "w" { input 5 x 5 x 1  conv(1, kernel: 1, kernel_width: 7) })");
  REQUIRE(wide.diagnostics.size() == 1);
  CHECK(wide.diagnostics[0].message == "kernel 1x7 does not fit a 5 x 5 input");
}

TEST_CASE("parallel branches concatenate channels") {
  auto b = build(R"(network "n" { input 35 x 35 x 192
    parallel { { conv(64, kernel: 1) } { conv(48, kernel: 1) conv(64, kernel: 5, padding: same) } { pool(avg, kernel: 3, stride: 1, padding: 1) conv(32, kernel: 1) } } })");
  REQUIRE(b.diagnostics.empty());
  const auto& concat = b.network->layers.back();
  CHECK(concat.output.to_string() == "35 x 35 x 160");
  // The copy into the new tensor reads and writes every element; the layer moves no tensor a
  // backward step holds beyond its output (traffic 0).
  CHECK(concat.accesses == 2.0 * 35 * 35 * 160);
  CHECK(concat.traffic == 0);
}

TEST_CASE("transformers and recurrent layers") {
  auto b = build(R"(block transformer(heads, ff) { residual { attention(heads) } layernorm() residual { mlp(ff) } layernorm() }
                    network "n" { input 128  embedding(30522, 768)  repeat 12 { transformer(12, ff: 3072) } })");
  REQUIRE(b.diagnostics.empty());
  // 12 blocks of 4*(768^2+768) attention + 2 dense + 2 layernorms, plus the embedding.
  const double block = 4 * (768.0 * 768 + 768) + (768.0 * 3072 + 3072) + (3072.0 * 768 + 768) + 4 * 768;
  CHECK(b.network->parameters() == doctest::Approx(30522.0 * 768 + 12 * block));
  auto r = build(R"(network "r" { input 50 x 1024  lstm(1024, layers: 2) })");
  REQUIRE(r.network);
  CHECK(r.network->layers[1].parameters == 4 * ((1024.0 + 1024) * 1024 + 1024));
  CHECK(r.network->layers[1].steps == 50);
}

TEST_CASE("attention(dropout: true) marks the layer whose probabilities training drops out, through a block too") {
  auto b = build(R"(block t(heads, drop: false) { residual { attention(heads, dropout: drop) } layernorm() }
                    network "n" { input 16  embedding(100, 64)  attention(4, dropout: true)  attention(4)  t(4)  t(4, drop: true)  dropout() })");
  REQUIRE(b.diagnostics.empty());
  std::vector<double> marks;
  for (const auto& layer : b.network->layers)
    if (layer.kind == "attention") marks.push_back(layer.attention_dropout);
  CHECK(marks == std::vector<double>{1, 0, 0, 1});
  auto bad = build(R"(network "n" { input 16  embedding(100, 64)  attention(4, dropout: 3) })");
  REQUIRE_FALSE(bad.diagnostics.empty());
  CHECK(bad.diagnostics[0].location.line == 1);
}

TEST_CASE("attention(fp32_softmax: true) marks the layer whose implementation takes the softmax in 32 bits") {
  auto b = build(R"(network "n" { input 16  embedding(100, 64)  attention(4, fp32_softmax: true)  attention(4, dropout: true) })");
  REQUIRE(b.diagnostics.empty());
  std::vector<double> marks;
  for (const auto& layer : b.network->layers)
    if (layer.kind == "attention") marks.push_back(layer.fp32_softmax);
  CHECK(marks == std::vector<double>{1, 0});
  auto bad = build(R"(network "n" { input 16  embedding(100, 64)  attention(4, fp32_softmax: 2) })");
  REQUIRE_FALSE(bad.diagnostics.empty());
}

TEST_CASE("impossible shapes are diagnostics at the layer") {
  auto small = build("network \"n\" {\n  input 5 x 5 x 3\n  conv(8, kernel: 7)\n}\n");
  REQUIRE_FALSE(small.network);
  REQUIRE(small.diagnostics.size() == 1);
  CHECK(small.diagnostics[0].code == "E-SHAPE");
  CHECK(small.diagnostics[0].location.line == 3);
  CHECK(small.diagnostics[0].message == "kernel 7 does not fit a 5 x 5 input");
  auto dense = build("network \"n\" { input 8 x 8 x 3  dense(10) }");
  CHECK(dense.diagnostics[0].hint == "add flatten() or pool(avg, global: true) first");
  auto residual = build("network \"n\" { input 16 x 16 x 3  residual { flatten() } }");
  CHECK(residual.diagnostics[0].code == "E-SHAPE");
  auto unknown = build("network \"n\" { input 16  dens(3) }");
  CHECK(unknown.diagnostics[0].code == "E-LAYER");
  auto arg = build("network \"n\" { input 16 x 16 x 3  conv(8, kernal: 3) }");
  CHECK(arg.diagnostics[0].message == "conv() has no argument 'kernal'");
}

TEST_CASE("the vision, speech and diffusion layers reject bad arguments and shapes at the layer") {
  struct Case {
    const char* layers;  // after "input ...", on line 3
    const char* input;
    const char* code;
    const char* message;
  };
  const Case cases[] = {
      {"patches(15, 768)", "224 x 224 x 3", "E-SHAPE", "patch size 15 must divide the image's 224 x 224"},
      {"patches(16)", "224 x 224 x 3", "E-LAYER", "patches() needs 'width'"},
      {"patches(16, 768)", "196 x 768", "E-SHAPE", "patches() needs an image (H x W x C), not 196 x 768"},
      {"conv1d(64, kernel: 5, dilation: 4)", "10 x 80", "E-SHAPE", "kernel 5 (dilation 4) does not fit a sequence of 10"},
      {"conv1d(64, dilation: 0)", "10 x 80", "E-LAYER", "conv1d(): 'dilation' must be a whole number of at least 1"},
      {"conv1d(64, groups: 3)", "10 x 80", "E-SHAPE", "groups 3 must divide the input's 80 features and the 64 filters"},
      {"conv_transpose(8, kernel: 2, padding: 3)", "2 x 2 x 4", "E-SHAPE", "padding 3 leaves no output of a 2 x 2 x 4 input"},
      {"upsample(0)", "8 x 8 x 4", "E-LAYER", "upsample(): 'factor' must be a whole number from 1 to 64"},
      {"upsample(2)", "64", "E-SHAPE", "upsample() needs an image or a sequence, not the vector 64"},
      {"groupnorm(32)", "8 x 8 x 48", "E-SHAPE", "32 groups must divide the 48 channels"},
      {"silu(1)", "8 x 8 x 4", "E-LAYER", "silu() takes no positional arguments"},
      {"se()", "8 x 8 x 4", "E-LAYER", "se() needs 'reduced'"},
      {"cross_attention(8, context: 77)", "64 x 320", "E-LAYER", "cross_attention(): 'context' is a sequence's shape, length x width, e.g. 77 x 768"},
      {"cross_attention(7, context: 77 x 768)", "64 x 320", "E-SHAPE", "7 heads must divide the width 320"},
      {"additive_attention(1024, normalize: 2)", "50 x 1024", "E-LAYER", "additive_attention(): 'normalize' is true or false"},
      {"geglu()", "64 x 321", "E-SHAPE", "geglu() halves the features; 321 is odd"},
      {"to_image(8, 9)", "64 x 320", "E-SHAPE", "8 x 9 is not the sequence's 64 positions"},
      {"take(5)", "4 x 320", "E-SHAPE", "take(5) from a sequence of 4 x 320"},
      {"take(features: 400)", "4 x 320", "E-SHAPE", "take(features: 400) from a sequence of 4 x 320"},
      {"take(1, features: 8)", "4 x 320", "E-LAYER", "take() needs either 'positions' or 'features'"},
      {"take(features: 8, offset: 315)", "4 x 320", "E-SHAPE", "take(features: 8, offset: 315) from a sequence of 4 x 320"},
      {"fold(3)", "4000 x 80", "E-SHAPE", "fold(3) must divide the sequence's 4000 positions"},
      {"conv1d(8, weight_norm: 1)", "10 x 8", "E-LAYER", "conv1d(): 'weight_norm' is true or false"},
      {"conv_transpose(8)", "64", "E-SHAPE", "conv_transpose() needs an image or a sequence, not the vector 64"},
      {"time_condition(1280)", "64 x 320", "E-SHAPE", "time_condition() needs an image (H x W x C), not 64 x 320"},
      {"l2norm()", "64 x 320", "E-SHAPE", "l2norm() needs an image (H x W x C), not 64 x 320"},
      {"lstm(16, biases: 3)", "10 x 8", "E-LAYER", "lstm(): 'biases' must be a whole number from 1 to 2"},
      {"conv(8, kernel: 3, dilation: 4)", "8 x 8 x 3", "E-SHAPE", "kernel 3 does not fit a 8 x 8 input"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.layers);
    auto b = build(std::string("network \"n\" {\n  input ") + c.input + "\n  " + c.layers + "\n}\n");
    CHECK_FALSE(b.network);
    REQUIRE(b.diagnostics.size() >= 1);
    CHECK(b.diagnostics[0].code == c.code);
    CHECK(b.diagnostics[0].message == c.message);
    CHECK(b.diagnostics[0].location.line == 3);
    CHECK(b.diagnostics[0].location.column >= 3);
  }
}

TEST_CASE("the new layers' arithmetic: patches, transposed and 1-D convolutions, cross-attention") {
  auto vit = build(R"(network "v" { input 224 x 224 x 3  patches(16, 768) take(1) })");
  REQUIRE(vit.network);
  const auto& p = vit.network->layers[1];
  CHECK(p.output.to_string() == "197 x 768");
  CHECK(p.parameters == 16.0 * 16 * 3 * 768 + 768 + 768 + 197.0 * 768);
  CHECK(vit.network->layers[2].output.to_string() == "1 x 768");
  auto up = build(R"(network "u" { input 8 x 8 x 4  conv_transpose(16, kernel: 4, stride: 2, padding: 1) upsample(2) })");
  REQUIRE(up.network);
  CHECK(up.network->layers[1].output.to_string() == "16 x 16 x 16");
  CHECK(up.network->layers[1].parameters == 4.0 * 4 * 4 * 16 + 16);
  CHECK(up.network->layers[1].flops == 2.0 * 4 * 4 * 4 * 16 * 64);
  CHECK(up.network->layers[2].output.to_string() == "32 x 32 x 16");
  auto seq = build(R"(network "s" { input 100 x 80  conv1d(512, kernel: 3, dilation: 4, padding: same) })");
  REQUIRE(seq.network);
  CHECK(seq.network->layers[1].output.to_string() == "100 x 512");
  CHECK(seq.network->layers[1].parameters == 3.0 * 80 * 512 + 512);
  auto x = build(R"(network "x" { input 4096 x 320  cross_attention(8, context: 77 x 768) })");
  REQUIRE(x.network);
  CHECK(x.network->layers[1].parameters == 320.0 * 320 + 2 * 768.0 * 320 + 320.0 * 320 + 320);
  auto se = build(R"(network "e" { input 7 x 7 x 96  se(4) silu() })");
  REQUIRE(se.network);
  CHECK(se.network->layers[1].parameters == 2 * 96.0 * 4 + 4 + 96);
  CHECK(se.network->layers[2].saved == 7 * 7 * 96);  // SiLU keeps its input: not in place
}

TEST_CASE("blocks: parameters bind by position or name, with fallbacks, bad calls are located errors") {
  const std::string block = "block pair(width, act: relu) { dense(width) act() dense(width) }\n";
  auto ok = build(block + R"(network "n" { input 16  pair(8)  pair(act: tanh, width: 4) })");
  REQUIRE(ok.diagnostics.empty());
  REQUIRE(ok.network);
  CHECK(ok.network->layers.size() == 7);
  CHECK(ok.network->layers[1].name == "pair.dense 8");
  CHECK(ok.network->layers[5].name == "pair.tanh");
  CHECK(ok.network->layers.back().output.to_string() == "4");

  auto missing = build(block + R"(network "n" { input 16  pair() })");
  REQUIRE(missing.diagnostics.size() == 1);
  CHECK(missing.diagnostics[0].message == "pair() needs 'width'");
  CHECK(missing.diagnostics[0].location.line == 2);

  auto unknown = build(block + R"(network "n" { input 16  pair(8, depth: 2) })");
  REQUIRE_FALSE(unknown.diagnostics.empty());
  CHECK(unknown.diagnostics[0].message == "pair() has no argument 'depth'");

  auto loop = build("block a() { b() }\nblock b() { a() }\n" + std::string(R"(network "n" { input 16  a() })"));
  REQUIRE_FALSE(loop.diagnostics.empty());
  CHECK(loop.diagnostics[0].message == "block 'a' calls itself");
  CHECK_FALSE(loop.network);
}

TEST_CASE("blocks: a parameter called as a layer needs a layer's name, located at the argument") {
  auto b = build("block pair(width, act: relu) { dense(width) act() }\n" +
                 std::string(R"(network "n" { input 16  pair(4, act: 3) })"));
  REQUIRE(b.diagnostics.size() == 1);
  CHECK(b.diagnostics[0].code == "E-LAYER");
  CHECK(b.diagnostics[0].message == "'act' is called as a layer, so its argument must be a layer's name");
  CHECK(b.diagnostics[0].location.line == 2);
  CHECK(b.diagnostics[0].location.column == 38);  // the 3
}

TEST_CASE("blocks: a positional argument after a named one binds the next positional parameter") {
  auto b = build("block pair(width, act: relu) { dense(width) act() }\n" +
                 std::string(R"(network "n" { input 16  pair(act: tanh) pair(4, act: sigmoid) })"));
  REQUIRE(b.diagnostics.size() == 1);
  CHECK(b.diagnostics[0].message == "pair() needs 'width'");
}

TEST_CASE("layer constants: a missing one is E-LAYER at the layer that needs it, never a zero") {
  struct Case {
    const char* layers;
    const char* input;
    const char* message;
  };
  const Case cases[] = {
      {"gelu()", "16", "gelu() needs the constant 'layer_cost.gelu.flops', which the program does not declare"},
      {"swish()", "16", "swish() needs the constant 'layer_cost.silu.flops', which the program does not declare"},
      {"dropout(0.1)", "16", "dropout() needs the constant 'layer_cost.dropout.flops', which the program does not declare"},
      {"rmsnorm()", "4 x 16", "rmsnorm() needs the constant 'layer_cost.rmsnorm.flops', which the program does not declare"},
      {"mlp(32, gated: true)", "4 x 16", "mlp() needs the constant 'layer_cost.mlp.silu.flops', which the program does not declare"},
      {"pool(avg)", "8 x 8 x 3", "pool() needs the constant 'layer_cost.avg_pool.saved', which the program does not declare"},
      {"residual { dense(16) }", "16", "residual needs the constant 'layer_cost.add.flops', which the program does not declare"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.layers);
    auto b = build(std::string("network \"n\" {\n  input ") + c.input + "\n  " + c.layers + "\n}\n", false);
    CHECK_FALSE(b.network);
    REQUIRE_FALSE(b.diagnostics.empty());
    CHECK(b.diagnostics[0].code == "E-LAYER");
    CHECK(b.diagnostics[0].message == c.message);
    CHECK(b.diagnostics[0].location.file == "net.dsl");
    CHECK(b.diagnostics[0].location.line == 3);
    CHECK(b.diagnostics[0].location.column == 3);
  }
}

TEST_CASE("layer constants: one declared in the program is what the layer costs, and a non-number is E-TYPE") {
  const std::string net = R"(network "n" { input 4 x 16  gelu()  mlp(32) })";
  auto shipped = build(net);
  REQUIRE(shipped.network);
  CHECK(shipped.network->layers[1].flops == 8 * 64);  // rules/networks/layer_costs.dsl: gelu.flops = 8
  CHECK(shipped.network->layers[1].saved == 64);

  // Only the constants this network needs, with GELU's FLOPs doubled and its output not kept.
  const std::string own = "let layer_cost.gelu.flops = 16\nlet layer_cost.gelu.saved = 0\n"
                          "let layer_cost.mlp.gelu.flops = 3\nlet layer_cost.mlp.gelu.saved = 2\n"
                          "let layer_cost.mlp.gelu.accesses = 5\n";
  auto edited = build(own + net, false);
  REQUIRE(edited.diagnostics.empty());
  REQUIRE(edited.network);
  CHECK(edited.network->layers[1].flops == 16 * 64);
  CHECK(edited.network->layers[1].saved == 0);
  CHECK(edited.network->layers[3].flops == 3 * 4 * 32);  // mlp's activation: 3 per hidden element
  CHECK(edited.network->layers[3].saved == 2 * 4 * 32);
  CHECK(edited.network->layers[3].accesses == 5 * 4 * 32);  // 5 accesses per hidden element
  CHECK(edited.network->layers[3].traffic == 2 * 4 * 32);   // its input and output

  auto bad = build("let layer_cost.gelu.flops = 8 GB\n" + net);
  REQUIRE_FALSE(bad.diagnostics.empty());
  CHECK(bad.diagnostics[0].code == "E-TYPE");
  CHECK(bad.diagnostics[0].message == "the layer constant 'layer_cost.gelu.flops' must be a number of 0 or more, without unit");
  CHECK(bad.diagnostics[0].location.line == 1);
  CHECK(bad.diagnostics[0].location.column == 29);
}

TEST_CASE("mlp(activation: gelu_new) keeps and moves what its separate element-wise operations do") {
  // GPT-2's tanh GELU as eight operations: autograd keeps three results besides the input, and
  // the kernels read 10 and write 8 elements per hidden element (rules/networks/layer_costs.dsl).
  auto native = build(R"(network "n" { input 4 x 16  mlp(32) })");
  auto separate = build(R"(network "n" { input 4 x 16  mlp(32, activation: gelu_new) })");
  REQUIRE(native.network);
  REQUIRE(separate.network);
  // layers[0] is the input, [1] the up projection, [2] the activation.
  const auto& gelu = native.network->layers[2];
  const auto& gelu_new = separate.network->layers[2];
  CHECK(gelu_new.name == "gelu_new");
  CHECK(gelu.saved == 4 * 32);
  CHECK(gelu_new.saved == 4 * 4 * 32);
  CHECK(gelu.accesses == 2 * 4 * 32);
  CHECK(gelu_new.accesses == 18 * 4 * 32);
  // What its backward step holds at once (rules/memory.dsl reads `traffic`) is still one input and
  // one output.
  CHECK(gelu_new.traffic == gelu.traffic);
  CHECK(gelu_new.flops == gelu.flops);
  // A gated MLP still reads the up projection's half once more: 3 accesses per hidden element.
  auto gated = build(R"(network "n" { input 4 x 16  mlp(32, gated: true) })");
  REQUIRE(gated.network);
  CHECK(gated.network->layers[2].accesses == 3 * 4 * 32);
}

namespace {

// Every figure of two layers, and their names after their pass prefixes.
void check_same_layer(const nn::Layer& copied, const nn::Layer& built, const std::string& copied_prefix) {
  CAPTURE(copied.name);
  CHECK(copied.name == copied_prefix + built.name.substr(2));
  CHECK(copied.output == built.output);
  for (auto member : {&nn::Layer::parameters, &nn::Layer::flops, &nn::Layer::activations, &nn::Layer::traffic, &nn::Layer::accesses,
                      &nn::Layer::saved, &nn::Layer::active_parameters, &nn::Layer::outputs, &nn::Layer::scores,
                      &nn::Layer::kv_width, &nn::Layer::in_block, &nn::Layer::checkpoint, &nn::Layer::block_saved,
                      &nn::Layer::unfolded, &nn::Layer::lora_width, &nn::Layer::lora_inputs,
                      &nn::Layer::query_value_width, &nn::Layer::query_value_inputs, &nn::Layer::attention_dropout,
                      &nn::Layer::fp32_softmax})
    CHECK(copied.*member == built.*member);
  CHECK(copied.kind == built.kind);
  CHECK(copied.range.line == built.range.line);
}

}  // namespace

TEST_CASE("repeat: each pass from the same input shape has the layers of a pass built on its own") {
  const std::string body = "residual { attention(4) }  layernorm()  repeat 2 { residual { mlp(64) } }  layernorm()";
  // `repeat 1` three times builds every pass; `repeat 3` copies its second and third.
  auto built = build("block b() { " + body + " }\nnetwork \"n\" { input 16 x 32  repeat 1 { b() } repeat 1 { b() } repeat 1 { b() } }");
  auto repeated = build("block b() { " + body + " }\nnetwork \"n\" { input 16 x 32  repeat 3 { b() } }");
  REQUIRE(built.diagnostics.empty());
  REQUIRE(repeated.diagnostics.empty());
  REQUIRE(built.network);
  REQUIRE(repeated.network);
  const auto& a = repeated.network->layers;
  const auto& b = built.network->layers;
  REQUIRE(a.size() == b.size());
  const std::size_t per_pass = (a.size() - 1) / 3;
  REQUIRE(per_pass > 4);
  for (std::size_t i = 1; i < a.size(); ++i) check_same_layer(a[i], b[i], std::to_string((i - 1) / per_pass + 1) + ".");
  // The inner repeat's passes are named under their outer pass and the block: 3.b.2.gelu.
  CHECK(std::any_of(a.begin(), a.end(), [](const nn::Layer& l) { return l.name.rfind("3.b.2.", 0) == 0; }));
  CHECK(a[1 + 2 * per_pass].checkpoint == 16 * 32);
}

TEST_CASE("repeat: passes whose input shape changes are each built for their shape") {
  auto b = build(R"(network "n" { input 32 x 32 x 3  repeat 3 { conv(8, kernel: 3, stride: 2, padding: 1) } })");
  REQUIRE(b.network);
  const auto& layers = b.network->layers;
  REQUIRE(layers.size() == 4);
  CHECK(layers[1].output.to_string() == "16 x 16 x 8");
  CHECK(layers[2].output.to_string() == "8 x 8 x 8");
  CHECK(layers[3].output.to_string() == "4 x 4 x 8");
  CHECK(layers[3].name.rfind("3.", 0) == 0);
}

TEST_CASE("an image layer gives its channels, a layer over tokens or a vector none") {
  auto b = build(R"(network "n" {
    input 16 x 16 x 3  conv(8, kernel: 3, padding: 1)  batchnorm()  pool(avg, global: true)  flatten()  dense(10)
  })");
  REQUIRE(b.network);
  const auto& layers = b.network->layers;
  REQUIRE(layers.size() == 6);
  CHECK(layers[0].channels == 3);
  CHECK(layers[1].channels == 8);
  CHECK(layers[2].channels == 8);  // a batch norm over feature maps
  CHECK(layers[3].channels == 8);  // 1 x 1 x 8
  CHECK(layers[4].channels == 0);  // flattened: a vector
  CHECK(layers[5].channels == 0);
  auto t = build(R"(network "t" { input 8 x 64  layernorm()  mlp(ff: 128) })");
  REQUIRE(t.network);
  CHECK(t.network->layers[1].channels == 0);  // a layer norm over tokens
}

TEST_CASE("a batch norm over feature maps names its channels, a layer or group norm none") {
  auto b = build(R"(network "n" {
    input 16 x 16 x 3  conv(8, kernel: 3, padding: 1)  batchnorm()  groupnorm(4)  layernorm()  relu()
  })");
  REQUIRE(b.network);
  const auto& layers = b.network->layers;
  REQUIRE(layers.size() == 6);
  CHECK(layers[1].batch_norm_channels == 0);  // the convolution
  CHECK(layers[2].batch_norm_channels == 8);
  CHECK(layers[3].batch_norm_channels == 0);  // statistics per sample and group
  CHECK(layers[4].batch_norm_channels == 0);
  CHECK(layers[5].batch_norm_channels == 0);
  auto t = build(R"(network "t" { input 8 x 64  batchnorm()  dense(10) })");
  REQUIRE(t.network);
  CHECK(t.network->layers[1].batch_norm_channels == 0);  // over a sequence's features, not feature maps
}

TEST_CASE("a dense layer gives the power of two its widths share: GPT-2's head 1, BERT's 2, 768 x 1000 8") {
  auto b = build(R"(network "n" {
    input 16 x 768  dense(50257, shared: true, bias: false)  dense(30522)  dense(1000)  gelu()
  })");
  REQUIRE(b.network);
  const auto& layers = b.network->layers;
  REQUIRE(layers.size() == 5);
  CHECK(layers[0].operand_alignment == 0);  // the input
  CHECK(layers[1].operand_alignment == 1);  // 768 x 50257
  CHECK(layers[2].operand_alignment == 1);  // 50257 x 30522: the input's width counts too
  CHECK(layers[3].operand_alignment == 2);  // 30522 x 1000
  CHECK(layers[4].operand_alignment == 0);  // no product
  auto v = build(R"(network "v" { input 768  dense(1000)  dense(12)  dense(3072) })");
  REQUIRE(v.network);
  CHECK(v.network->layers[1].operand_alignment == 8);
  CHECK(v.network->layers[3].operand_alignment == 4);  // 12 x 3072
  auto w = build(R"(network "w" { input 768  dense(3072) })");
  REQUIRE(w.network);
  CHECK(w.network->layers[1].operand_alignment == 256);  // 768 = 256 x 3, 3072 = 1024 x 3
  CHECK(v.network->layers[2].operand_alignment == 4);  // 1000 x 12
}

TEST_CASE("each layer counts its parameter tensors, and a convolution its input channels per group") {
  auto b = build(R"(network "n" {
    input 16 x 16 x 32
    conv(32, kernel: 3, padding: 1, groups: 32, bias: false)  batchnorm()
    conv(64, kernel: 1)  pool(avg, global: true)  flatten()  dense(10, bias: false)
  })");
  REQUIRE(b.diagnostics.empty());
  REQUIRE(b.network);
  const auto& layers = b.network->layers;
  REQUIRE(layers.size() == 7);
  CHECK(layers[1].tensors == 1);  // a depthwise convolution without bias
  CHECK(layers[1].group_width == 1);
  CHECK(layers[2].tensors == 2);  // the norm's scale and shift
  CHECK(layers[3].tensors == 2);  // weights and bias
  CHECK(layers[3].group_width == 32);
  CHECK(layers[4].tensors == 0);  // no weights: the pool and the flatten
  CHECK(layers[5].tensors == 0);
  CHECK(layers[6].tensors == 1);
  auto t = build(R"(network "t" { input 8 x 64  attention(4)  attention(4, bias: false)  mlp(ff: 128, gated: true, bias: false) })");
  REQUIRE(t.network);
  CHECK(t.network->layers[1].tensors == 8);  // Q, K, V, the output, and their biases
  CHECK(t.network->layers[2].tensors == 4);
  CHECK(t.network->layers[3].tensors == 1);  // the gate and up projections as one matrix
}
