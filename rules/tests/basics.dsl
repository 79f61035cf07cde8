# Rule tests, run by `advise test rules/`. Each names the fact it checks.

workload "test: ImageNet-sized conv net" {
  task conv  precision fp16  optimizer momentum  batch 64
  parameters 25.6e6  activations 140 MB
}

workload "test: small conv net" {
  task conv  precision fp32  optimizer momentum  batch 32
  parameters 1e6  activations 110 MB
}

test "F62: in 2016-07 the fastest conv card is the Titan X Pascal" {
  as_of 2016-07  workload "test: ImageNet-sized conv net"
  expect top == "Titan X Pascal"
}

test "F22: cards without enough memory are rejected" {
  as_of 2016-07  workload "test: ImageNet-sized conv net"
  expect not admitted("GTX 970") and not admitted("GTX 980")
  expect admitted("GTX 1070")
}

test "F49: the GTX 970 warns beyond its 3.5 GB fast segment" {
  as_of 2016-07  workload "test: small conv net"
  expect admitted("GTX 970") and warned("GTX 970")
  expect not warned("GTX 980")
}

test "F22: tensor cores rank first for conv nets in 2019" {
  as_of 2019-04  workload "test: ImageNet-sized conv net"
  expect rank("RTX 2070") < rank("GTX 1080 Ti")
}

test "a budget rejects what costs more" {
  as_of 2019-04  workload "test: small conv net"  situation "little money"
  expect not admitted("RTX 2070")
  expect admitted("GTX 1060 6GB")
}

test "F7: open coolers warn when four cards share a computer" {
  as_of 2019-04  workload "test: small conv net"  situation "four GPUs in one computer"
  expect warned("RTX 2070")
}

workload "test: F40 MLP with the document's arithmetic" {
  model "F40 MLP"  task mlp  precision fp32  optimizer momentum  batch 128
  memory_convention document
}

test "F40: the 9000-4000-4000-32 net at batch 128 needs about 0.62 GB (within 3%)" {
  workload "test: F40 MLP with the document's arithmetic"
  # F40's GB is 1024^3 bytes.
  expect abs(at_gpu("GTX 1080", need.memory) / 0.62 GiB - 1) < 3 %
}

test "F40: so a 1.5 GB card suffices" {
  as_of 2016-07  workload "test: F40 MLP with the document's arithmetic"
  expect at_gpu("GTX 1080", need.memory) < 1.5 GiB
}

test "F46: a 32-bit workload too big for a card is told that 16-bit training would fit" {
  as_of 2019-04  workload "test: small conv net"
  expect not admitted("GTX 1060 3GB")
  expect fired("GTX 1060 3GB", "reduce memory: 16-bit")
  expect not fired("GTX 1080 Ti", "reduce memory: 16-bit")
}

test "every kind of card gets a speed estimate: AMD, a TPU, an Ampere GeForce and a Hopper card" {
  as_of 2026-11  workload "guide: a convolutional net in 16-bit"
  expect at_gpu("AMD Radeon VII", samples_per_second) > 0 / 1 s
  expect at_gpu("Google Cloud TPU v4", samples_per_second) > 0 / 1 s
  expect at_gpu("RTX 3090", samples_per_second) > 0 / 1 s
  expect at_gpu("H100 SXM", samples_per_second) > 0 / 1 s
}

workload "test: ResNet-50 compiled (XLA, torch.compile), mixed precision" {
  model "ResNet-50"  precision fp16  batch 256  compiled true
}

test "a compiled step charges its element-wise layers (norms, activations, adds) a part of their traffic and launches" {
  as_of 2026-11  workload "test: ResNet-50 compiled (XLA, torch.compile), mixed precision"
  # Not `compiled_elementwise_share < 1`: bench/accuracy/fit.py runs these tests, and a test on a
  # fitted constant's value would steer its fit.
  expect elementwise_share == compiled_elementwise_share
  # In ResNet-50 every layer but the convolutions, the pools, the input, the flatten and the
  # classifier is element-wise: those ops are the ones the share scales, forward and backward.
  # The products' parameter tensors each add a gradient; a compiled step casts none apart.
  expect autocast_casts == 0
  expect at_gpu("RTX 3090", time.dispatch)
         == at_gpu("RTX 3090", sum_layers(op_overhead / batch
                                          * (if layer.kind == "input" or layer.kind == "reshape" then 0
                                             else if layer.kind == "conv" or layer.kind == "dense" then 2 + layer.tensors
                                             else if layer.kind == "pool" then 2
                                             else 2 * compiled_elementwise_share)))
}

workload "test: BERT-base at batch 8, eager attention" {
  model "BERT-base"  task transformer  precision fp16  optimizer adamw  batch 8  attention eager
}

workload "test: BERT-base at batch 8, fused attention" {
  model "BERT-base"  task transformer  precision fp16  optimizer adamw  batch 8  attention flash
}

test "an attention layer is a dozen framework ops in eager mode and seven with a fused kernel" {
  as_of 2026-11  workload "test: BERT-base at batch 8, eager attention"
  expect attention_kernels == 12
  # Counted for BERT-base in mixed precision: an attention layer's 12 ops forward and 12 backward,
  # and its 8 weights and biases each cast forward, its gradient written and cast back (48); a
  # dense layer's 1 + 1 and 2 tensors x 3 (8); an embedding's 1 + 1 and its table's gradient, not
  # cast (3); norms, activations, dropouts and adds 1 + 1; the input none.
  expect at_gpu("H100 SXM", time.dispatch)
         == at_gpu("H100 SXM", sum_layers(op_overhead / batch
                                           * (if layer.kind == "attention" then 48 else if layer.kind == "dense" then 8
                                              else if layer.kind == "embedding" then 3 else if layer.kind == "input" then 0
                                              else 2)))
}

test "a fused attention kernel leaves seven framework ops an attention layer" {
  as_of 2026-11  workload "test: BERT-base at batch 8, fused attention"
  expect attention_kernels == 7
  # At batch 8 the H100's short layers wait for the CPU: its work is most of the step.
  expect fired("H100 SXM", "bound by the framework's CPU work")
}

test "an uncompiled mixed-precision step runs five ops a convolution and two an element-wise layer" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, mixed precision"
  expect elementwise_share == 1 and autocast_casts == 1
  # A convolution without bias: its op forward and backward, its weights cast forward, their
  # gradient written and cast back (5); a projection shortcut also owns its norm's scale and shift
  # (3 tensors: 11); the classifier's weights and bias (8).
  expect at_gpu("RTX 3090", time.dispatch)
         == at_gpu("RTX 3090", sum_layers(op_overhead / batch
                                          * (if layer.kind == "input" or layer.kind == "reshape" then 0
                                             else if layer.kind == "conv" or layer.kind == "dense" then 2 + 3 * layer.tensors
                                             else 2)))
  expect sum_layers(if layer.kind == "conv" and layer.tensors == 1 then 1 else 0) == 49
}

workload "test: ResNet-50 in PyTorch's NCHW, mixed precision" {
  model "ResNet-50"  precision fp16  batch 256  layout nchw
}

workload "test: ResNet-50 in PyTorch's NCHW, 32-bit" {
  model "ResNet-50"  precision fp32  batch 256  layout nchw
}

test "F86: NCHW costs 16-bit convolutions on tensor cores a transpose each way" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, mixed precision"
  expect at_gpu("RTX 3090", time.layout_conversion) > 0.05 * at_gpu("RTX 3090", time.per_sample_compute)
  expect fired("RTX 3090", "channels last") and fired("H100 SXM", "channels last")
  expect not fired("RTX 3090", "channels last assumed")
  # No tensor cores: the 16-bit work runs in the 32-bit units, which read NCHW as it is.
  expect at_gpu("GTX 1080 Ti", time.layout_conversion) == 0 s and not fired("GTX 1080 Ti", "channels last")
  # Not cuDNN: MIOpen runs NCHW natively, XLA chooses its own layouts.
  expect at_gpu("AMD MI300X", time.layout_conversion) == 0 s and at_gpu("Google Cloud TPU v5p", time.layout_conversion) == 0 s
}

workload "test: MobileNet-v2 in PyTorch's NCHW, mixed precision" {
  model "MobileNet-v2"  precision fp16  batch 256  layout nchw
}

test "F86: depthwise convolutions keep NCHW; the 1x1 convolutions around them are converted" {
  as_of 2026-11  workload "test: MobileNet-v2 in PyTorch's NCHW, mixed precision"
  # MobileNet-v2 has 17 depthwise 3 x 3 convolutions (one input channel per output) among its 52.
  expect sum_layers(if layer.kind == "conv" and layer.group_width == 1 then 1 else 0) == 17
  expect sum_layers(if layer.kind == "conv" then 1 else 0) == 52
  expect at_gpu("RTX 3090", time.layout_conversion)
         == at_gpu("RTX 3090", sum_layers(if layer.kind == "conv" and layer.group_width > 1
                                          then training_work * layer.traffic * layout_conversion_accesses
                                               * bytes_per_value / memory_rate
                                          else 0 s))
  expect at_gpu("RTX 3090", time.layout_conversion) > 0 s
}

test "F86: 32-bit convolutions keep their NCHW layout" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, 32-bit"
  expect at_gpu("RTX 3090", time.layout_conversion) == 0 s and not fired("RTX 3090", "channels last")
}

test "NCHW's per-channel kernels stream a bounded number of elements a second per SM: the H200 below its memory rate, the H100 PCIe and the RTX 3090 at it" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, mixed precision"
  expect at_gpu("H200", nchw_channel_rate) == at_gpu("H200", gpu.sms * nchw_sm_element_rate * bytes_per_value)
  expect at_gpu("H200", nchw_channel_rate) < 0.6 * at_gpu("H200", memory_rate)
  expect at_gpu("H100 PCIe", nchw_channel_rate) > 0.999 * at_gpu("H100 PCIe", memory_rate)
  expect at_gpu("RTX 3090", nchw_channel_rate) == at_gpu("RTX 3090", memory_rate)
  # ResNet-50's 49 batch norms after its main convolutions are over feature maps (the four
  # projection shortcuts carry theirs inside the shortcut layer).
  expect sum_layers(if layer.kind == "norm" and layer.channels > 0 then 1 else 0) == 49
}

test "NCHW batch norms run one block per channel: a 64-channel norm far below the H200's memory rate, a 2048-channel one at it" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, mixed precision"
  expect sum_layers(if layer.batch_norm_channels > 0 then 1 else 0) == 49
  expect sum_layers(if layer.batch_norm_channels > 0 and layer.batch_norm_channels != layer.channels then 1 else 0) == 0
  expect at_gpu("H200", 64 * nchw_block_element_rate * bytes_per_value) < 0.5 * at_gpu("H200", memory_rate)
  expect at_gpu("H200", 2048 * nchw_block_element_rate * bytes_per_value) > at_gpu("H200", memory_rate)
}

workload "test: Inception-v3 in PyTorch's NCHW, mixed precision" {
  model "Inception-v3"  precision fp16  batch 128  layout nchw
}

test "a pool loads every element of each window: Inception's pools load over three times the elements they move" {
  as_of 2026-11  workload "test: Inception-v3 in PyTorch's NCHW, mixed precision"
  # Nine loads and a store per output of a 3 x 3 pool, where the tensors moved are its input and
  # output (about twice the output at stride 1, five times at stride 2).
  expect sum_layers(if layer.kind == "pool" then layer.flops / 1 FLOP + layer.outputs else 0)
         > 3 * sum_layers(if layer.kind == "pool" then layer.accesses else 0)
  expect at_gpu("H200", nchw_sm_rate) < at_gpu("H200", memory_rate)
}

test "the bound is per element: a 32-bit load is twice the bytes, so the H200 streams twice as many bytes" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, 32-bit"
  expect at_gpu("H200", nchw_channel_rate) == at_gpu("H200", gpu.sms * nchw_sm_element_rate * 4 B)
}

workload "test: ViT-B/16 in PyTorch's NCHW, mixed precision" {
  model "ViT-B/16"  precision fp16  batch 128  layout nchw
}

test "a layer norm over tokens is not a per-channel NCHW kernel: ViT-B/16's norms have no channels" {
  as_of 2026-11  workload "test: ViT-B/16 in PyTorch's NCHW, mixed precision"
  expect sum_layers(if layer.kind == "norm" then 1 else 0) == 25
  expect sum_layers(if layer.kind == "norm" and layer.channels > 0 then 1 else 0) == 0
}

workload "test: GPT-2 small trained with its cross-entropy, bf16" {
  model "GPT-2 small"  task transformer  precision bf16  optimizer adamw  batch 16  sequence 1024
}

workload "test: GPT-2 small trained on logits.sum(), bf16" {
  model "GPT-2 small"  task transformer  precision bf16  optimizer adamw  batch 16  sequence 1024
  loss sum
}

# 50,257 logits a token, 1,024 tokens: 51 M logits a sample, each read and written in 32 bits by
# the loss's own kernels (36 bytes with the casts), about 1.9 GB a sample at the card's bandwidth.
test "a language model's cross-entropy is bandwidth-bound work of its own" {
  as_of 2026-11  workload "test: GPT-2 small trained with its cross-entropy, bf16"
  expect at_gpu("H100 SXM", time.loss) > 0.05 * at_gpu("H100 SXM", time.per_sample_compute)
  expect at_gpu("H100 SXM", time.loss) > 0.5 ms and at_gpu("H100 SXM", time.loss) < 2 ms
  # The slower memory of the PCIe card makes it longer.
  expect at_gpu("H100 PCIe", time.loss) > at_gpu("H100 SXM", time.loss)
}

test "GPT-2's 50257-word head is a product of unaligned sides: in 16 bits it runs at unaligned_share of the rate" {
  as_of 2026-11  workload "test: GPT-2 small trained with its cross-entropy, bf16"
  expect sum_layers(if layer.operand_alignment == 1 then 1 else 0) == 1
  expect sum_layers(if layer.operand_alignment > 1 and layer.operand_alignment < 8 then 1 else 0) == 0
  expect at_gpu("H100 SXM", tensor_products) and at_gpu("H100 SXM", operand_width) == 1
  expect unaligned_share < 0.5
}

test "a benchmark's logits.sum() has no loss kernels" {
  as_of 2026-11  workload "test: GPT-2 small trained on logits.sum(), bf16"
  expect at_gpu("H100 SXM", time.loss) == 0 s
}

test "an image classifier's loss costs nothing here" {
  as_of 2026-11  workload "test: ResNet-50 in PyTorch's NCHW, mixed precision"
  expect at_gpu("H100 SXM", time.loss) == 0 s
}

workload "test: ResNet-50, mixed precision, no layout stated" {
  model "ResNet-50"  precision fp16  batch 256
}

test "F86: without a layout the estimate is channels-last, and a note says what NCHW would cost" {
  as_of 2026-11  workload "test: ResNet-50, mixed precision, no layout stated"
  expect at_gpu("RTX 3090", time.layout_conversion) == 0 s
  expect fired("RTX 3090", "channels last assumed") and not fired("RTX 3090", "channels last")
  expect not fired("AMD MI300X", "channels last assumed")
}

workload "test: VGG-16, mixed precision" {
  model "VGG-16"  precision fp16  batch 64
}

test "16-bit work on vector units runs at the 32-bit rate, with the Winograd gain" {
  as_of 2026-11  workload "test: VGG-16, mixed precision"
  # GeForce Pascal's native FP16 is 1/64 of its FP32, AMD's packed FP16 twice it: neither counts.
  expect at_gpu("GTX 1080 Ti", vector_datasheet_peak) == at_gpu("GTX 1080 Ti", datasheet(gpu.fp32))
  expect at_gpu("AMD Radeon VII", vector_peak) == at_gpu("AMD Radeon VII", datasheet(gpu.fp32))
  expect at_gpu("GTX 1080 Ti", winograd_rate) == at_gpu("GTX 1080 Ti", vector_peak * vector_conv_gain * arch_efficiency)
  # A tensor-core card keeps the faster of its tensor rate and 32-bit Winograd.
  expect at_gpu("Tesla V100", winograd_rate)
         == at_gpu("Tesla V100", max(conv_tensor_rate, vector_peak * vector_conv_gain) * arch_efficiency)
}

test "FP32 lanes that also run integer work reach a share of their peak: before Volta, and GA10x, Ada" {
  as_of 2026-11  workload "test: VGG-16, mixed precision"
  expect at_gpu("GTX 1080 Ti", vector_peak) == at_gpu("GTX 1080 Ti", datasheet(gpu.fp32) * shared_lane_efficiency)
  expect at_gpu("GTX Titan X", vector_peak) == at_gpu("GTX Titan X", datasheet(gpu.fp32) * shared_lane_efficiency)
  expect at_gpu("GTX Titan", vector_peak) == at_gpu("GTX Titan", datasheet(gpu.fp32) * shared_lane_efficiency)
  expect at_gpu("RTX 3090", vector_peak) == at_gpu("RTX 3090", datasheet(gpu.fp32) * shared_lane_efficiency)
  expect at_gpu("RTX 4090", vector_peak) == at_gpu("RTX 4090", datasheet(gpu.fp32) * shared_lane_efficiency)
  # Volta, Turing and GA100 have an integer pipe of their own; AMD's lanes are their own too.
  expect at_gpu("Tesla V100", vector_peak) == at_gpu("Tesla V100", datasheet(gpu.fp32))
  expect at_gpu("RTX 2080 Ti", vector_peak) == at_gpu("RTX 2080 Ti", datasheet(gpu.fp32))
  expect at_gpu("A100 40GB PCIe", vector_peak) == at_gpu("A100 40GB PCIe", datasheet(gpu.fp32))
  expect at_gpu("AMD Radeon VII", vector_peak) == at_gpu("AMD Radeon VII", datasheet(gpu.fp32))
}

workload "test: serving ResNet-50" {
  model "ResNet-50"  precision fp16  batch 256  mode inference
}

test "an image network is served one forward pass a batch, not token by token" {
  as_of 2026-11  workload "test: serving ResNet-50"
  expect not generates
  expect training_work == 1
  expect at_gpu("RTX 4090", samples_per_second) == at_gpu("RTX 4090", 1 / time.per_sample)
  # It holds its largest layer's input and output, and no KV cache.
  expect at_gpu("RTX 4090", need.activations) == 2 * batch * max_layers(layer.outputs) * bytes_per_value
  expect need.kv_cache == 0 B
  expect at_gpu("RTX 4090", throughput_error) == inference_error
}

test "a language model is served token by token, after its prompt is read" {
  as_of 2026-11  workload "test: serve Llama-3.1-70B int4, 1 user, 8k"
  expect generates
  expect at_gpu("H100 SXM", samples_per_second)
         == at_gpu("H100 SXM", batch / (time.to_first_token + (generated_tokens - 1) * time.decode_step))
  # The prompt's reading takes a share of the time: below the decode steps' own rate.
  expect at_gpu("H100 SXM", tokens_per_second) < at_gpu("H100 SXM", decode.total_tokens_per_second)
}

test "with no task and no goal the estimated speed orders the cards, not the catalog's order" {
  as_of 2026-11  workload "test: serving ResNet-50"
  expect rank("RTX 5090") < rank("RTX 3090") and rank("RTX 3090") < rank("AMD Radeon VII")
  expect top != "AMD Radeon Pro VII"
}

workload "test: Tacotron 2, mixed precision" {
  model "Tacotron 2"  precision fp16  batch 104
}

test "a network the benchmark measures far from its estimate says so" {
  as_of 2026-11  workload "test: Tacotron 2, mixed precision"
  expect fired("RTX 4090", "Tacotron 2 decodes frame by frame")
  expect not fired("RTX 4090", "WaveGlow runs slower than estimated")
}

workload "test: ResNet-50 on ImageNet, 90 epochs" {
  model "ResNet-50"  precision fp16  batch 256  samples 1281167  epochs 90
}

test "the renting note gives the whole job's rent only where the workload says how long it is" {
  as_of 2026-11  workload "test: ResNet-50 on ImageNet, 90 epochs"  situation "rent for a project"
  expect fired("A10", "renting is cheaper") and at_gpu("A10", rent.job_text) != ""
}

test "a workload without samples has no whole-job rent, and its renting note leaves it out" {
  as_of 2026-11  workload "test: ResNet-50, mixed precision, no layout stated"  situation "rent for a project"
  expect fired("A10", "renting is cheaper") and at_gpu("A10", rent.job_text) == ""
}

workload "test: MobileNet-v2, batch 1, 16-bit" {
  model "MobileNet-v2"  precision fp16  optimizer adamw  batch 1
}

workload "test: ResNet-50, batch 256, 16-bit" {
  model "ResNet-50"  precision fp16  optimizer adamw  batch 256
}

test "a step bound by the framework's CPU work says that a faster card will not help; a large batch is not" {
  as_of 2026-11  workload "test: MobileNet-v2, batch 1, 16-bit"
  # Every layer waits for the CPU: the step is the framework's work (and the input's copy).
  expect abs(at_gpu("RTX 4090", time.layers) / at_gpu("RTX 4090", time.dispatch) - 1) < 1 %
  expect fired("RTX 4090", "bound by the framework's CPU work")
  # The step takes the CPU's time, about the same on a faster card (the optimizer's step differs).
  expect abs(at_gpu("RTX 5090", samples_per_second) / at_gpu("RTX 4090", samples_per_second) - 1) < 1 %
}

test "a data-center card's server issues each framework op more slowly than a desktop" {
  as_of 2026-11  workload "test: ResNet-50, batch 256, 16-bit"
  expect at_gpu("RTX 4090", op_overhead) == desktop_op_overhead
  expect at_gpu("H100 SXM", op_overhead) == server_cpu_slowdown * desktop_op_overhead
  expect abs(at_gpu("H100 SXM", time.dispatch) / at_gpu("RTX 4090", time.dispatch) / server_cpu_slowdown - 1) < 0.1 %
}

test "a large batch keeps the GPU the bound" {
  as_of 2026-11  workload "test: ResNet-50, batch 256, 16-bit"
  expect not fired("RTX 4090", "bound by the framework's CPU work")
  expect at_gpu("RTX 5090", samples_per_second) > at_gpu("RTX 4090", samples_per_second)
}
