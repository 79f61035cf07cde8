# How fast will it train? A roofline per layer: each layer takes the longer of its arithmetic at
# the rate of the unit that runs it and its memory traffic at the card's bandwidth (F20, F23).
# docs/workload-model.md explains every term and the accuracy against F30 and F31.

let sixteen_bit = precision == fp16 or precision == bf16

# Peak rates of the units that can run the products: the datasheet's, which the fractions below
# were fitted against. A probe's measured peak already falls short of it by what those fractions
# stand for (clocks under load, achievable bandwidth: on an H200, 69 % of the tensor datasheet
# rate and 87 % of the bandwidth), so measured peaks would count the shortfall twice. This
# machine's measurements reach the speed through the workload probe's ratio below, and through
# the warnings of rules/measured.dsl when they fall far below the datasheet.
# A unit that runs only one 16-bit format (bf16 on a TPU) runs the other's work in it.
# bf16 work needs bf16 units: Volta and Turing tensor cores have none (F91), so there it runs on
# the 32-bit units, never at the fp16 tensor rate.
let tensor_16_peak = if precision == bf16 and not has_bf16_units then 0 TFLOPS
                     else max(datasheet(gpu.tensor_fp16) ?? 0 TFLOPS, datasheet(gpu.tensor_bf16) ?? 0 TFLOPS)
let has_bf16_units = (datasheet(gpu.tensor_bf16) ?? 0 TFLOPS) > 0 TFLOPS
# 8-bit work runs on FP8 or INT8 tensor cores where the card has them (F92), else in 16 bits.
let eight_bit_peak = if precision == fp8 then datasheet(gpu.tensor_fp8) ?? tensor_16_any
                     else datasheet(gpu.tensor_int8) / 1 OPS * 1 FLOPS ?? tensor_16_any
let tensor_16_any = max(datasheet(gpu.tensor_fp16) ?? 0 TFLOPS, datasheet(gpu.tensor_bf16) ?? 0 TFLOPS)
let narrow_precision = precision == fp8 or precision == int8 or precision == int4
# The framework's math mode, per layer kind (PyTorch's defaults; TensorFlow 2.4 and later and
# NVIDIA's containers also run matrix products in TF32, which changes little for the benchmark's
# networks). 16-bit work runs on tensor cores (F24). fp32 convolutions run on TF32 tensor cores
# where the card has them (Ampere and later: torch.backends.cudnn.allow_tf32 is True by default);
# fp32 matrix products (dense, attention, recurrent) run in the 32-bit units
# (torch.backends.cuda.matmul.allow_tf32 is False by default since PyTorch 1.12).
# `precision tf32` asks for TF32 everywhere.
let conv_tensor_peak = if sixteen_bit then tensor_16_peak
                       else if precision == fp32 or precision == tf32 then datasheet(gpu.tensor_tf32) ?? 0 TFLOPS
                       else if narrow_precision then eight_bit_peak
                       else 0 TFLOPS
let tensor_peak = if sixteen_bit then tensor_16_peak
                  else if precision == tf32 then datasheet(gpu.tensor_tf32) ?? 0 TFLOPS
                  else if narrow_precision then eight_bit_peak
                  else 0 TFLOPS
# 16-bit work on vector units is computed in 32-bit arithmetic, whatever the card's native 16-bit
# rate (1/64 on GeForce Pascal, F25; twice the 32-bit rate on AMD's packed-math cards and the GTX
# 16 series): PyTorch gives cuDNN's 16-bit convolutions 32-bit math and cuBLAS's 16-bit products
# 32-bit compute, and TensorFlow computes 16-bit convolutions in 32 bits by default
# (TF_FP16_CONV_USE_FP32_COMPUTE).
let vector_datasheet_peak = datasheet(gpu.fp32) ?? 0 TFLOPS
# An SM's FP32 lanes may also run the integer instructions (addresses, loop counters) that every
# kernel has. Volta, Turing, GA100 and Hopper give those a pipe of their own; every NVIDIA SM
# before Volta runs them in its FP32 lanes, and the GA10x chips (compute 8.6), Ada and GeForce
# Blackwell (12.0) in half of the 128 FP32 lanes their datasheet peak counts. With a share f of
# integer instructions both kinds reach (1 - f) of their FP32 peak, so one fitted fraction serves
# them. Other vendors' cards (AMD, TPUs) have lanes of their own; an NVIDIA card that names no
# architecture counts as Pascal.
let architecture = gpu.arch ?? pascal
let shares_fp32_lanes = gpu.vendor == nvidia
                        and (architecture <= pascal
                             or (architecture == ampere and (gpu.compute ?? 8) > 8) or architecture == ada
                             or (architecture == blackwell and (gpu.compute ?? 10) >= 12))
let shared_lane_efficiency = 0.864
let vector_peak = vector_datasheet_peak * (if shares_fp32_lanes then shared_lane_efficiency else 1)

# Fractions of peak reached on large products, fitted with bench/accuracy/fit.py (fit split, F30/F31)
# (docs/workload-model.md, "Accuracy"). Tensor cores are fed by the same memory system and reach
# a smaller part of their headline rate than the 32-bit units (F23, F32).
let tensor_utilisation = 0.6
# cuDNN runs 32-bit convolutions with Winograd and FFT algorithms, which do fewer multiplications
# than the direct count of layer.flops; on 32-bit units that shows as a rate above peak. 16-bit
# convolutions on vector units are computed in 32-bit arithmetic (vector_datasheet_peak) with the
# same algorithms, so they have the gain too.
let vector_conv_gain = 2.35
# AMD's software reaches less than CUDA's (F12, F18), in its arithmetic and memory kernels alike.
let software_efficiency = if gpu.vendor == amd then 0.6 else 1
# Older architectures reach less of their peak (F21: Maxwell is faster than Kepler at equal
# bandwidth).
# Kepler has no measured row: F30 and F31 set its efficiency. The Maxwell Titan X's measured rows
# (bench/accuracy, Justin Johnson's cnn-benchmarks) want a higher one than F30/F31's tests allow,
# and the tests bound it.
let kepler_efficiency = 0.35
let maxwell_efficiency = 0.535
let arch_efficiency = if gpu.vendor == amd then software_efficiency
                      else if architecture <= kepler then kepler_efficiency
                      else if architecture == maxwell then maxwell_efficiency
                      else 0.9
# An SM's tensor cores take their operands only as fast as its shared memory and registers deliver
# them, so the more tensor FLOPs a card has per SM, the smaller the part of its peak that real
# kernels reach: the A100 and the Hopper cards less than the V100 and GeForce cards (whose quoted
# FP16 rate, with 16-bit accumulation, is twice what training's 32-bit accumulation gets, yet whose
# 16-bit rows keep up with the V100's). Of a peak P on S SMs the part reached is
# 1 / (1 + P / (S x tensor_feed_per_sm)), fitted like the rest; NVIDIA's SMs only, whose evidence it is.
# A convolution feeds them through an implicit im2col: each tile's addresses are computed from the
# filter position, stride and padding as its operands are loaded, work a matrix product's plain
# strided loads do not have, so a convolution's SM feeds its tensor cores more slowly
# (conv_feed_per_sm, fitted apart). The SM delivers bytes, and a TF32 operand takes four of them,
# twice a 16-bit one's, so the limits are stated per 16-bit FLOP and a TF32 FLOP counts twice:
# TF32 work then reaches the same part of its (half) peak as 16-bit work. An 8-bit operand is one
# byte, so an FP8 or INT8 FLOP counts half where the card has faster 8-bit units (F92); without
# them 8-bit work runs in 16 bits and counts as such.
let eight_bit_units = narrow_precision and eight_bit_peak > tensor_16_any
let operand_width = if sixteen_bit then 1 else if narrow_precision then (if eight_bit_units then 0.5 else 1) else 2
let tensor_feed_per_sm = 14.81 TFLOPS
let conv_feed_per_sm = 7.2 TFLOPS
# One SM's share of the card: the limits apply to NVIDIA's SMs only (0 elsewhere). An NVIDIA card
# whose SM count the catalog lacks has no estimate (unknown), rather than one for a made-up count.
let nvidia_sm_share = if gpu.vendor == nvidia then 1 / gpu.sms else 0
let feed_share = nvidia_sm_share / tensor_feed_per_sm
let conv_feed_share = nvidia_sm_share / conv_feed_per_sm
let tensor_feed = 1 / (1 + tensor_peak * operand_width * feed_share)
let matmul_rate = max(tensor_peak * tensor_utilisation * tensor_feed, vector_peak) * arch_efficiency
let conv_tensor_rate = conv_tensor_peak * tensor_utilisation / (1 + conv_tensor_peak * operand_width * conv_feed_share)
let conv_rate = max(conv_tensor_rate, vector_peak) * arch_efficiency
# Winograd applies to 3 x 3 kernels at stride 1 (VGG's, half of ResNet's convolutions by FLOPs),
# not to 1 x 1 ones (plain matrix products), rectangular ones (Inception's 1 x 7) or strided ones.
# The framework times the algorithms (cudnn.benchmark, TensorFlow's autotuner) and keeps the
# faster: a GeForce card's tensor cores, at half rate with 32-bit accumulation, can lose to 32-bit
# Winograd on its vector units in 16-bit work too.
let winograd_rate = max(conv_tensor_rate, vector_peak * vector_conv_gain) * arch_efficiency

# A product reaches that rate only when it fills the card: with W FLOPs in one step's kernel the
# fraction reached is W / (W + saturation_work * SMs), so small layers and small batches run
# below peak, more so on cards with many SMs (wave quantisation, smoothed).
let saturation_work = 7.14 MFLOP
# A product's output width N (output channels of a convolution, output features of a dense layer)
# is the side of its result's tiles: N much below the tile width (64-256 on tensor cores) leaves
# most of each tile idle, which the FLOP count alone cannot see (Inception's 32- to 96-channel 1x1
# branches; VGG's and ResNet's wide layers are hardly touched). The fraction reached is
# N / (N + narrow_width), with N = outputs x 2 x parameters / flops (exact for a bias-free layer:
# outputs = positions x N, flops = 2 x positions x parameters), multiplied out. The weights are
# those the layer reads (`layer.active_parameters`): a tied output layer owns none but reads the
# embedding's, and a mixture of experts reads only the experts it picks.
let narrow_width = 0.5
# A product whose sides are not multiples of 8 elements (`layer.operand_alignment`, the power of
# two both sides share, below 8: GPT-2's 50257-word head 1, BERT's 30522-word one 2) cannot use
# the tensor-core kernels that load 8 16-bit elements at once: cuBLAS runs kernels for narrower loads (on the H200, cutlass's align1
# kernels for GPT-2's head at about 120 TFLOPS, align2 ones for BERT's at about 250, where its
# other products ran near 400; torch-profile-h200.json), which is why nanoGPT pads GPT-2's
# vocabulary to 50304. Such a product reaches operand_alignment x unaligned_share of the rate in
# 16 bits, at most all of it; the loads are 16 bytes, so 32-bit (TF32) operands need half as many
# elements aligned and 8-bit ones twice as many (`operand_width`). Products on the vector units
# (32-bit without TF32) load one element at a time anyway. Fitted with bench/accuracy/fit.py.
let unaligned_share = 0.3
let tensor_products = tensor_peak * tensor_utilisation * tensor_feed > vector_peak
# Per framework op, what the framework costs on the CPU besides the kernels (time.dispatch), on a
# desktop's CPU. Fitted with bench/accuracy/fit.py (24 us from 20; the fit split, whose rows are
# not bound by their host, scores 20 to 36 us alike); the guides' tests bound it from above: at
# 30 us ResNet-50 at batch 32 waits for the CPU on every fast 2026 card, and the value answer
# moves to the RTX 3080.
let desktop_op_overhead = 24 us
# A card in a server (a passively cooled data-center card; any card in a data center or rented
# from a provider) is driven by a server CPU, whose cores are slower one at a time, and eager
# PyTorch issues its ops from one thread: a DGX H100's Xeon Platinum 8480C reaches 3.8 GHz, a
# desktop's Ryzen 9 7950X 5.7 GHz (the makers' datasheets), so each op takes 5.7 / 3.8 = 1.5 times
# as long. Counted from the clocks, not fitted (bench/accuracy/HISTORY.md, 2026-11-29).
let server_cpu_slowdown = 1.5
let in_server = (gpu.cooling ?? open) == passive or (situation.data_center ?? false) or (situation.rent ?? false)
let op_overhead = desktop_op_overhead * (if in_server then server_cpu_slowdown else 1)
# The part of the datasheet bandwidth that element-wise kernels reach. Fitted on training rows, it
# also stands for what training's kernels do besides one pass over their tensors (a batch norm
# reads its input for the statistics and again to normalise; backward kernels read several
# tensors). Serving's run one pass (a batch norm applies fixed statistics; no dropout, nothing
# kept), nearer the bandwidth: serving_bandwidth_efficiency, fitted with `bench/accuracy/fit.py
# --inference` on the inference rows of the fit cards (timm's, RTX 3090 and RTX 4090).
let bandwidth_efficiency = 0.544
let serving_bandwidth_efficiency = 0.914
# In NCHW, training's pools and depthwise convolutions (PyTorch's own NCHW kernels) load one
# element at a time, with few loads in flight per SM: by Little's law such a kernel streams at most
# a fixed number of elements a second per SM, whatever the memory gives: on a card with much
# bandwidth per SM (the H100 SXM, H200, B200) less than the memory rate. In 32 bits each load is
# twice the bytes. Channels-last kernels, serving's and other vendors' are not bounded so. Set at
# first at the H100 PCIe's memory rate per SM, when no fit card showed the bound (2026-11-29);
# fitted with bench/accuracy/fit.py since the H200 is a fit card (2026-11-30).
let nchw_sm_element_rate = 4.77 GHz
let nchw_kernels_bounded = gpu.vendor == nvidia and not serving
let nchw_sm_rate = gpu.sms * nchw_sm_element_rate * bytes_per_value
let nchw_channel_rate = if nchw_kernels_bounded then min(memory_rate, nchw_sm_rate) else memory_rate
# cuDNN's NCHW batch-norm training kernels (bn_fw_tr_1C11, bn_bw_1C11) give each channel one
# thread block, which walks that channel's batch x height x width elements: a layer takes its
# elements per channel over one block's rate, whatever its channel count, until the blocks
# together reach the memory rate. On the H200 (bench/results, torch-profile-h200.json and
# -cnns.json) that one rate gives both ResNet-50's batch norms (37 ms a step at batch 256, mixed
# precision; 64 to 2048 channels) and Inception-v3's (33 ms at batch 128; 32 to 448 channels,
# twice as slow per element), which a rate per SM could not; and a card with more SMs gains
# nothing on a layer of fewer channels than SMs. The rate is in elements read or written a second
# per block, as `layer.accesses` counts them (a load's latency, not its bytes, sets it: 32-bit
# norms took about as long per element). Fitted with bench/accuracy/fit.py on the fit split.
let nchw_block_element_rate = 2.7 GHz
let memory_rate = datasheet(gpu.bandwidth) * (if serving then serving_bandwidth_efficiency else bandwidth_efficiency)
                  * software_efficiency

# Training does about three times the forward pass's work (forward, and two products backward).
# LoRA's frozen base needs no weight gradients: the backward pass computes the activations'
# gradients only. Checkpointing runs the forward pass once more. Serving runs it once.
let training_work = if serving then 1 else (if lora_finetune then 2 else 3) + (if checkpointing then 1 else 0)
# Attention's own products (the scores and their sum over the values) have no weights, so their
# backward pass is the same for LoRA: the gradients of the queries, keys, values and scores, two
# products for each forward one. FlashAttention and PyTorch's fused SDPA kernels keep no score
# matrix, so their backward pass first computes the scores again: one of the forward pass's two
# products (FlashAttention's backward algorithm; the eager path keeps them).
let score_recompute = if eager_attention then 0 else 0.5
let score_work = if serving then 1 else 3 + (if checkpointing then 1 else 0) + score_recompute

# A compiled step (XLA in TensorFlow and JAX, torch.compile) fuses chains of element-wise layers
# into one kernel, and into the products' epilogues where it can: the norm's statistics still read
# the product's output, but the normalisation, the activation, the residual add and the dropout
# no longer each read and write every element. The layers of kinds norm, activation, add and
# dropout keep elementwise_share of their memory traffic (time.layers) and launches
# (time.dispatch); the two places test those kinds alike.
let compiled = workload.compiled ?? false
# Fitted with bench/accuracy/fit.py on the fit split, where the rows marked compiled (Lambda's
# TensorFlow runs with XLA, NVIDIA's TensorFlow ones) stand beside uncompiled runs of the same
# cards and networks.
let compiled_elementwise_share = 0.84
let elementwise_share = if compiled then compiled_elementwise_share else 1

# The kernels of every layer, one after the other on the GPU. A causal attention kernel skips the
# masked half of a decoder's scores (layer.masked_flops); eager attention computes them all.
# Attention kernels (FlashAttention, SDPA) compute the scores in 16 bits: with 8-bit products
# elsewhere (Transformer Engine's FP8 linear layers), a score FLOP takes score_slowdown of them.
let matmul_16_rate = max(tensor_16_any * tensor_utilisation / (1 + tensor_16_any * feed_share), vector_peak)
                     * arch_efficiency
let score_slowdown = if eight_bit_units then matmul_rate / matmul_16_rate else 1
# Each layer takes the longer of its kernels on the GPU and the framework's work for it on the CPU
# (time.dispatch, below); its kernels take the longer of their arithmetic and their memory
# traffic, and eager attention's score kernels after them.
let time.layers =
  sum_layers(max(layer_time_correction * (max(layer.product_time, layer.traffic_time) + layer.score_traffic_time),
                 layer.host_time))
# A layer's products at the rate its shape reaches.
let layer.product_time =
  if layer.flops > 0 FLOP then
    (training_work * (layer.flops - layer.score_flops) * (if layer.kind == "conv" then 1 else stack_product_share)
     + score_work * (layer.score_flops - (if eager_attention then 0 FLOP else layer.masked_flops)) * score_slowdown)
      # Small recurrent products use the units poorly (F23).
      / ((if layer.kind != "conv" then matmul_rate
          else if layer.kernel == 3 and layer.kernel_width == 3 and layer.stride == 1 then winograd_rate else conv_rate)
         * (if layer.kind == "recurrent" then 0.5 else 1)
         * (batch * layer.flops / (batch * layer.flops + saturation_work * (gpu.sms ?? 40)))
         * (if layer.kind == "conv" or layer.kind == "dense" then
              layer.outputs * 2 * layer.active_parameters
                / (layer.outputs * 2 * layer.active_parameters + narrow_width * layer.flops / 1 FLOP)
            else 1)
         * (if layer.operand_alignment > 0 and tensor_products
            then min(1, layer.operand_alignment * operand_width * unaligned_share) else 1))
  else 0 s
# Activations in and out, and the weights: once per batch, or once per time step for a recurrent
# layer (small matrix products re-read their weights: bandwidth bound, F23). In NCHW, a batch norm
# is bounded by its channels' blocks. In training, a pool's kernels load every element of each
# window (`layer.flops`: one per element) and store the output: in NCHW at the rate per SM.
# Serving's pools (forward only) read their input through the cache, at the memory rate.
let layer.traffic_time =
  training_work * bytes_per_value
    * (if layer.kind == "norm" or layer.kind == "activation" or layer.kind == "add" or layer.kind == "dropout"
       then elementwise_share else 1)
    * (if layout == nchw and layer.batch_norm_channels > 0 and nchw_kernels_bounded
       then layer.accesses / min(memory_rate, layer.batch_norm_channels * nchw_block_element_rate * bytes_per_value)
       else if layer.kind == "pool" and not serving
       then (layer.flops / 1 FLOP + layer.outputs) / (if layout == nchw and layer.channels > 0 then nchw_channel_rate else memory_rate)
       else (layer.accesses + layer.active_parameters * layer.steps / batch)
            / (if layout == nchw and layer.kind == "conv" and layer.group_width == 1 and layer.channels > 0
               then nchw_channel_rate else memory_rate))
# Eager attention writes each head's score matrix and runs the scaling, the mask, the softmax and
# the dropout over it as kernels of their own, each reading and writing every element:
# bandwidth-bound work after the products, which FlashAttention keeps on chip.
let layer.score_traffic_time =
  if eager_attention then training_work * layer.scores * eager_score_accesses * bytes_per_value / memory_rate
  else 0 s
# Elements read or written per score element in eager attention's forward pass, at the
# element-wise rate. Counted kernel by kernel it is 10.5 (the product writes it, scaling, mask and
# softmax read and write it, the dropout reads and writes it and a one-byte mask, the product
# with the values reads it); fitted with bench/accuracy/fit.py on the BERT rows, which ran eager
# attention, it is about half that: fused kernels, or kernels nearer the full bandwidth.
let eager_score_accesses = 5.35
# The framework's own work per layer and pass (dispatch, launches, allocator) on the CPU. It runs
# ahead of the GPU, asynchronously, but only so far: a layer whose kernels are shorter than its
# CPU work leaves the GPU waiting for the next launch, and a longer one lets the CPU catch up
# without saving time for the layers after it (the queue drains at every short layer). So each
# layer takes the longer of the two (time.layers): slow cards hide the CPU's work, and on fast
# cards the short layers (norms, activations and adds of small tensors) wait for it while the
# large products do not.
let time.dispatch = sum_layers(layer.host_time)
let layer.host_time = op_overhead / batch * layer.host_ops
# The framework's ops per layer, counted as eager PyTorch runs them: each forward op once in every
# forward pass (twice with checkpointing) and once backward (a product's input gradient, a norm's
# or an activation's backward kernel, a residual's gradient added into its input); none for the
# input and for views (flatten; a concatenation copies, `layer.accesses`); a compiled step's
# element-wise kinds keep elementwise_share of theirs. Besides those, a layer with products writes
# each of its parameter tensors' gradients backward (`layer.tensors`: a weight gradient is a
# product of its own, a bias gradient a sum), and under autocast (PyTorch's mixed precision, 32-bit
# weights) casts each tensor to 16 bits forward and its gradient back to 32 bits. A norm's scale
# and shift gradients come out of its own backward kernel, and embeddings are not autocast. A
# frozen base (LoRA, serving) writes no weight gradients; LoRA's adapters' own small ops are not
# counted.
let layer.host_ops =
  (forward_passes + backward_passes)
    * (if layer.kind == "attention" then attention_kernels
       else if layer.kind == "activation" and layer.tensors > 0 then squeeze_excite_ops
       else if layer.kind == "input" or (layer.kind == "reshape" and layer.accesses == 0) then 0
       else if layer.kind == "norm" or layer.kind == "activation" or layer.kind == "add" or layer.kind == "dropout"
       then elementwise_share else 1)
  + (if layer.kind == "norm" then 0 else layer.tensors) * backward_passes * weight_gradients
  + (if layer.kind == "norm" or layer.kind == "embedding" then 0 else layer.tensors)
    * autocast_casts * (forward_passes + backward_passes * weight_gradients)
let forward_passes = if checkpointing then 2 else 1
let backward_passes = if serving then 0 else 1
let weight_gradients = if frozen_base then 0 else 1
# Fused stacks keep 16-bit weights beside 32-bit main gradients (no per-op casts) and a compiled
# step fuses the casts into its kernels. Serving counts none: its engines hold 16-bit weights
# (and serving's constants were fitted without casts).
let autocast_casts = if sixteen_bit and not serving and not fused_stack and not compiled then 1 else 0
# An attention layer's own forward ops, counted in Hugging Face's eager self-attention
# (BertSelfAttention and its output): the query, key and value products, the scores' product, the
# scaling, the mask, the softmax, the dropout, the product with the values, the heads' copy back
# into one tensor, the output product and its dropout (12); with a fused kernel (SDPA,
# FlashAttention) the scores' five ops are one (7).
let attention_kernels = if eager_attention then 12 else 7
# A squeeze-excitation (torchvision's and timm's SqueezeExcitation): the average pool, the two 1x1
# convolutions, the activation between them, the sigmoid and the product with the input.
let squeeze_excite_ops = 6
let time.gpu_work = time.layers + time.layout_conversion + time.loss + time.fp8_casts + time.dequantise
# Bound by the CPU: the framework's work is more than three quarters of the step, so even an
# infinitely fast card would save at most a quarter of it.
let host_bound_share = 0.75
let host_bound = not generates and time.dispatch > host_bound_share * time.gpu_work
rule "bound by the framework's CPU work" {
  when host_bound
  note "at batch {batch} the framework's work on the CPU ({time.dispatch * batch} a step) is most of the step ({time.gpu_work * batch}): a faster card will not run it much faster; a larger batch, torch.compile or CUDA graphs cut that work"
}
# The optimizer reads and writes weights, gradients and its state once per step.
let optimizer.step_bytes = if frozen_base then model.trainable * 12 B + need.optimizer
                           else need.weights + need.gradients + need.optimizer + model.trainable * bytes_per_value
let time.optimizer = if offloaded then 0 s else optimizer.step_bytes / (batch * memory_rate)
# The workload probe (`advise FILE --probe`, docs/probe.md) times this workload's products on the
# local GPU and records their time over the estimate as the measured `layer_time_ratio`. The
# ratio corrects the layers' time on every card of that compute capability (the same SM design
# runs the same kernels), the probed card included; other cards keep the estimate.
let probe_ratio = max_over_gpus(gpu.layer_time_ratio ?? 0)
let probe_compute = max_over_gpus(if (gpu.layer_time_ratio ?? 0) > 0 then gpu.compute ?? 0 else 0)
let layer_time_correction = if probe_ratio > 0 and (gpu.compute ?? 0) == probe_compute then probe_ratio else 1
# Tensor-core convolutions read and write channels-last (NHWC) tensors (F86). PyTorch keeps its
# tensors channels-first (NCHW) unless the model and input are converted to channels_last; cuDNN
# then transposes each 16-bit convolution's input to NHWC and its output back, in the forward and
# the backward pass, with kernels of their own: bandwidth-bound work beside the products. The
# evidence (timm's NCHW and NHWC runs on one card) is for 16-bit work; TF32 convolutions are left
# as they are, and so are depthwise ones (`layer.group_width` 1), which PyTorch runs in NCHW with
# kernels of its own. Per element of a convolution's input and output, the elements the conversions read
# and write in one pass: counted, a transpose reads and writes each (2); fitted with
# bench/accuracy/fit.py on the fit split.
let layout = workload.layout ?? nhwc
let layout_stated = (workload.layout == nhwc or workload.layout == nchw) ?? false
# The transposes are cuDNN's: AMD's MIOpen runs NCHW natively, XLA (TPUs) picks its own layouts.
let would_convert_layout = sixteen_bit and conv_tensor_peak > 0 TFLOPS and gpu.vendor == nvidia
let layout_conversion_accesses = 1.471
# What the conversions take in NCHW, whichever layout the workload states (rules/layout.dsl's notes).
let nchw_conversion = if would_convert_layout
                      then sum_layers(if layer.kind == "conv" and layer.group_width > 1
                                      then training_work * layer.traffic * layout_conversion_accesses
                                           * bytes_per_value / memory_rate else 0 s)
                      else 0 s
# A compiled step picks its own layouts: TorchInductor converts convolutions to channels-last
# (its layout_optimization, on by default) and XLA assigns layouts, so it pays no transposes.
let time.layout_conversion = if layout == nchw and not compiled then nchw_conversion else 0 s
# A language model's loss (rules/memory.dsl's `logits`, per sample): PyTorch's cross-entropy runs
# in 32 bits after the classifier's product, in kernels of its own that each read or write every
# logit, so it is bandwidth-bound work beside the layers. Counted per logit: the forward
# log-softmax reads and writes it (8 bytes); backward, the loss's gradient is written as a
# zero-filled tensor (4), and log-softmax's backward step reads its output and that gradient and
# writes its own (12). 16-bit logits are cast up first and their gradient back down, each a read
# and a write (6 + 6). A label-smoothed loss (GNMT's) reads them once more; that is not counted.
let loss_bytes_per_logit = 24 B + (if sixteen_bit then 12 B else 0 B)
let time.loss = logits * loss_bytes_per_logit / memory_rate
# FP8 training (Transformer Engine) keeps 16-bit activations, so each FP8 product's input is cast to
# FP8 in the forward pass and its output's gradient in the backward pass, each with a transposed
# copy for the other product that reads it: 2 bytes read, 1 written and 1 for the transpose, per
# element of the inputs and outputs of the matrices (`layer.lora_width` a token: attention's
# projections and the MLP's; the output layer stays 16-bit in Transformer Engine's recipes).
# Counted, not fitted: bandwidth-bound kernels at memory_rate. A fused QKV product casts its input
# once, which this counts three times (in Llama-3.1-8B, 18 % more elements than there are).
let fp8_cast_bytes = 4 B
let time.fp8_casts = if precision == fp8 and eight_bit_units and not serving
                     then sum_layers(layer.lora_width) * context_tokens * fp8_cast_bytes / memory_rate
                     else 0 s
# A quantised frozen base (QLoRA: bitsandbytes' NF4, torchao's) is dequantised to 16 bits before
# each of its products, in every pass that multiplies by the weights: the forward pass, the
# backward pass (for the inputs' gradients) and, with checkpointing, the forward pass again. Each
# reads the stored weights and writes their 16-bit copy, which the product then reads as the layer
# terms count. Counted, not fitted: bandwidth-bound kernels at memory_rate, once a step.
let dequantising_passes = 2 + (if checkpointing then 1 else 0)
let time.dequantise = if quantised and lora_finetune and not serving
                      then dequantising_passes * block_parameters * (stored_weight_bytes + bytes_per_value) / memory_rate / batch
                      else 0 s
# A workload without a network: its FLOP total at the matrix rate.
let time.per_sample_compute = time.gpu_work + time.optimizer
                              ?? training_work * model.flops / conv_rate
# Offloaded training's copies and CPU step (rules/offload.dsl) and the paging of an optimizer's
# state that did not fit (rules/paging.dsl) add to every step.
let time.per_sample = time.per_sample_compute / multi_gpu_speedup + time.offload + time.paging

# Generative serving: sequences finished per second, each generating its context beyond the
# prompt: its prompt is read (the time to first token), then each step gives it a further token
# (rules/inference.dsl: a static batch's steps decode only; continuous batching's also read the
# prompts of requests that arrive meanwhile). One-pass serving and training: one step's samples
# over its time.
let generated_tokens = max(context_tokens - prompt_tokens, 1)
let time.per_batch_served = time.to_first_token + (generated_tokens - 1) * time.inter_token
let samples_per_second = if generates then batch / time.per_batch_served
                         else 1 / time.per_sample
# Tokens per second, for networks that read tokens (an embedding first); missing for the others.
let token_model = max_layers(if layer.kind == "embedding" then 1 else 0) == 1
let not_applicable = 0
# Served: tokens generated per second over the prompts' reading and the decode steps, as engines'
# throughput benchmarks count them (a user's own stream is tokens_per_second_per_user).
let tokens_per_second = (if generates then samples_per_second * generated_tokens else samples_per_second * context_tokens)
                        / (if token_model then 1 else not_applicable)
let time_to_first_token = time.to_first_token / (if generates then 1 else not_applicable)
let time.per_epoch = workload.samples / samples_per_second
# Relative to the fastest card one can buy for a workstation at the date asked about (passively
# cooled data-center cards need a server).
let workstation_card = gpu.price > 0 USD and (gpu.cooling ?? open) != passive
# Per card: a configuration of several is compared by what each of its cards does.
let speed_per_card = samples_per_second / gpus
let relative_speed = speed_per_card / max_over_gpus(if workstation_card then speed_per_card else 0 / 1 s)
let throughput_per_dollar = samples_per_second / (gpu.price * gpus)

# relative_speed goes above 1 for cards one rents or puts in a server: say what 1 is.
let relative_speed.against = best_gpu(if workstation_card then speed_per_card else 0 / 1 s)
rule "relative speed's reference" {
  when relative_speed > 0
  note "relative_speed is the speed per card against the {relative_speed.against}'s, the fastest card one can buy for a workstation at the date asked"
}
let throughput_per_watt = samples_per_second / (gpu.tdp * gpus)

# The expected errors of the estimates, from bench/accuracy's held-back split (cards the constants
# never saw; docs/workload-model.md, "Accuracy"): the median |estimate / measured - 1| of samples/s
# for the speed and what divides it, the median pair error for the speed relative to another card;
# for serving, decode's and prefill's held-back errors against llama.cpp and decode's held-back
# pair error (bench/accuracy/decode.py); the other engines' time to first token, the held-back
# error against TensorRT-LLM's tables (bench/accuracy/serving.py).
let speed_error = 13 %
let relative_speed_error = 12 %
let decode_error = 5 %
let decode_pair_error = 8 %
let prefill_error = if engine == llama_cpp then 16 % else 25 %
# One-pass serving (an image classifier): the median |error| and pair error over bench/accuracy's
# held-back inference rows (timm's PyTorch inference benchmarks on the Blackwell cards,
# inference.csv; serving_bandwidth_efficiency is fitted on the other cards' rows).
let inference_error = 14 %
let inference_pair_error = 10 %
# Training a network that reads tokens in a fused stack, as the held-back LLM training rows do
# (llm-foundry's MPT on 8 GPUs, bench/accuracy/README.md, "LLM training"): their median |error| and
# pair error; the other training rows' figures above leave them out.
let llm_training_error = 10 %
let llm_training_pair_error = 8 %
let throughput_error = if generates then decode_error else if serving then inference_error
                       else if token_model and fused_training then llm_training_error else speed_error
let relative_error = if generates then decode_pair_error else if serving then inference_pair_error
                     else if token_model and fused_training then llm_training_pair_error else relative_speed_error
# Memory: the median |error| over bench/accuracy's held-back peak-memory rows (memory.csv);
# offloaded training's, the error of its one published row (rules/offload.dsl).
let memory_error = if offloaded then offloaded_memory_error else 7 %

columns need.memory as memory_bytes within memory_error, need.headroom, samples_per_second as samples_per_second within throughput_error,
        tokens_per_second as tokens_per_second within throughput_error,
        decode.tokens_per_second as tokens_per_second_per_user within throughput_error,
        cost.per_million_tokens as usd_per_million_tokens within throughput_error,
        time_to_first_token as time_to_first_token within prefill_error,
        time.per_epoch within throughput_error, relative_speed as relative_speed within relative_error,
        throughput_per_dollar within throughput_error, throughput_per_watt within throughput_error
# The memory breakdown per GPU; JSON names each part (weights_bytes ...).
details per_gpu.weights as weights_bytes, per_gpu.gradients as gradients_bytes, per_gpu.optimizer as optimizer_bytes,
        per_gpu.activations as activations_bytes, per_gpu.kv_cache as kv_cache_bytes, per_gpu.gathered as gathered_bytes,
        need.dequantised as dequantised_bytes, need.errors as errors_bytes, need.workspace as workspace_bytes,
        need.framework as framework_bytes, need.step_peak as step_peak_bytes, decode.tokens_per_second as tokens_per_second_per_sequence, memory.layers,
        time.layout_conversion, time.loss, time.fp8_casts, time.dispatch, time.optimizer,
        time.communication, decode.parallel_speedup as decode_parallel_speedup, layer_time_correction,
        serving.running_sequences as running_sequences, serving.cache_queue as cache_queue_time
# What the workload probe reads (docs/probe.md), by these keys: the per-layer time estimate, the
# rate of a large product, the batch, the passes of work a step does and the precision.
details time.layers as layer_time, matmul_rate as matmul_rate, batch as batch, training_work as training_work,
        precision as precision
