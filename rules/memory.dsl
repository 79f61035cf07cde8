# Will the workload fit? (F22: "always first make sure the GPU has enough memory.")
# The formulas are documented in docs/workload-model.md; every constant here is editable.

# A workload that does not say is taken as 32-bit training with momentum SGD, batch 1.
let precision = workload.precision ?? fp32
let optimizer = workload.optimizer ?? momentum
# Serving benchmarks call the users who each keep one request going their concurrency: `concurrency`
# says the same as `batch` (the sequences a fitting card decodes at once; rules/inference.dsl queues
# those its cache cannot hold).
let batch = workload.batch ?? workload.concurrency ?? 1
let convention = workload.memory_convention ?? framework
let serving = (workload.mode ?? training) == inference
let lora_finetune = (workload.finetune ?? full) == lora
# Training in FP8 (Transformer Engine) casts each linear layer's inputs to 8 bits for its product
# and keeps the activations between layers in 16 bits (F92); serving in 8 bits keeps them in 8.
let bytes_per_value = if precision == fp32 or precision == tf32 then 4 B
                      else if (precision == fp8 and not serving) then 2 B
                      else if precision == fp8 or precision == int8 then 1 B
                      else if precision == int4 then 0.5 B else 2 B

# The model: from its network when the workload names one, else from totals it gives.
let model.parameters = sum_layers(layer.parameters) ?? workload.parameters ?? 0
let model.flops = sum_layers(layer.flops) ?? workload.flops ?? 0 FLOP
# Activation bytes per sample at 32 bits: every layer output (the documents' count, F40/F44),
# and what a framework keeps for the backward pass (in-place ReLU, 1-byte dropout masks ...).
let model.activations = sum_layers(layer.activations) * 4 B ?? workload.activations ?? 0 B

# How the weights are stored. Training keeps 32-bit master weights (F48) unless the workload says
# otherwise (`weights bf16`: pure 16-bit training); inference and a LoRA's frozen base keep them
# in the compute precision. 4- and 8-bit formats store scales per group of weights (below);
# embeddings, norms and the output layer, which quantising libraries leave alone, stay in the
# compute precision.
let frozen_base = serving or lora_finetune
let weight_format = workload.weights ?? (if frozen_base and bytes_per_value <= 2 B then precision else fp32)
# Bits per weight of the named formats, scales included. GGUF: llama.cpp's block layouts (Q4_0 and
# Q8_0: 32 weights and a 16-bit scale; k-quants, its pull request 1684: Q4_K 4.5, Q5_K 5.5, Q6_K
# 6.5625 bits) with the _M mixes' larger tensors, as Llama-3.1-8B's files weigh them (4.92, 5.73,
# 6.60 and 8.54 GB for 8.03 billion weights, every tensor quantised); their blocks are fixed. The
# others scale a group of weights (`quantisation_group`): AWQ and GPTQ 4 bits and, per group
# (128 unless stated), a 16-bit scale and a 4-bit zero packed eight to an int32 (AutoAWQ's and
# AutoGPTQ's qzeros); NF4 4 bits and a 32-bit absmax per block (64 unless stated), which double
# quantisation stores as 8 bits with a 32-bit scale per 256 blocks (QLoRA, section 3); 4 or 8
# bits without a named format, a 16-bit scale per 64.
let quantisation = workload.quantisation
let grouped_zero_point = (quantisation == awq or quantisation == gptq) ?? false
let quantisation_group = workload.quantisation_group ?? (if grouped_zero_point then 128 else 64)
let quantisation_bits = if quantisation == q4_0 then 4.5 else if quantisation == q4_k_m then 4.9
                        else if quantisation == q5_k_m then 5.7 else if quantisation == q6_k then 6.58
                        else if quantisation == q8_0 then 8.5 else if grouped_zero_point then 4 + (16 + 4) / quantisation_group
                        else if quantisation == nf4 then 4 + 32 / quantisation_group
                        else if quantisation == nf4_double then 4 + 8 / quantisation_group + 32 / (256 * quantisation_group) else 0
let gguf = quantisation == q4_0 or quantisation == q4_k_m or quantisation == q5_k_m or quantisation == q6_k
           or quantisation == q8_0
let stored_weight_bytes = if weight_format == fp32 or weight_format == tf32 then 4 B
                          else if (quantisation_bits ?? 0) > 0 then quantisation_bits / 8 * 1 B
                          else if weight_format == int4 then 0.5 B + 2 B / quantisation_group
                          else if weight_format == fp8 or weight_format == int8 then 1 B + 2 B / quantisation_group
                          else 2 B
let quantised = weight_format == int4 or weight_format == int8 or weight_format == fp8
let block_parameters = sum_layers(if layer.in_block == 1 and layer.kind != "norm" then layer.parameters else 0) ?? model.parameters
# What a parameter outside the blocks (embeddings, norms, the output layer) takes: the compute
# precision, which quantising libraries keep there, except in GGUF files, which quantise them too,
# and in a bitsandbytes QLoRA, whose preparation (PEFT's prepare_model_for_kbit_training) casts
# them to 32 bits (F116).
let bitsandbytes_lora = ((quantisation == nf4 or quantisation == nf4_double) and lora_finetune) ?? false
# bitsandbytes keeps a 4-bit weight's scales (its QuantState) on the layer, beside the packed 4-bit
# tensor, which alone FSDP shards, gathers and offloads (its fix_4bit_weight_quant_state_from_module
# restores them after each gather): every GPU holds all the scales (rules/sharding.dsl).
let bitsandbytes_scale_bytes = if bitsandbytes_lora then block_parameters * (quantisation_bits - 4) / 8 * 1 B else 0 B
let unquantised_bytes = if gguf ?? false then stored_weight_bytes else if bitsandbytes_lora then 4 B else bytes_per_value
# A network that says how many bytes its checkpoint's weights take (`stored`, which the network of
# a GGUF file or of a model folder with Safetensors files has: every tensor in its own type) is
# served from those bytes, exactly; unless the workload quantises a 16- or 32-bit checkpoint as it
# loads it (`weights int4` over a bf16 folder: bitsandbytes, vLLM's fp8), which stores the format.
let checkpoint_bytes = (sum_layers(layer.stored_bytes) ?? 0) * 1 B
let quantises_on_load = quantised and checkpoint_bytes >= 1.5 B * model.parameters
let format_weight_store = if quantised then block_parameters * stored_weight_bytes + (model.parameters - block_parameters) * unquantised_bytes
                          else model.parameters * stored_weight_bytes
let weight_store = if serving and checkpoint_bytes > 0 B and not quantises_on_load then checkpoint_bytes
                   else format_weight_store

# LoRA: rank x (inputs + outputs) parameters for each adapted matrix; the frozen base keeps no
# gradients and no optimizer state.
let lora_rank = workload.lora_rank ?? 16
let lora_targets = workload.lora_targets ?? [attention_projections]
let adapts_attention = attention_projections in lora_targets
let adapts_query_value = query_value_projections in lora_targets and not adapts_attention
let adapts_mlp = mlp_projections in lora_targets
let lora_adapted = sum_layers(if adapts_attention and layer.kind == "attention" then layer.lora_width
                              else if adapts_query_value and layer.kind == "attention" then layer.query_value_width
                              else if adapts_mlp and layer.kind == "dense" and layer.in_block == 1 then layer.lora_width else 0) ?? 0
let model.trainable = if serving then 0 else if lora_finetune then lora_rank * lora_adapted else model.parameters

# Optimizer state per trainable parameter: momentum one 32-bit copy, Adam two (F40's "3 copies"),
# 8-bit Adam two 1-byte copies; Adafactor's factored second moments (a row and a column per
# matrix, no first moment) are negligible beside the weights.
let optimizer_state = if optimizer == adam or optimizer == adamw then 8 B
                      else if optimizer == adam8bit then 2 B
                      else if optimizer == momentum then 4 B else 0 B
# Full 16-bit training keeps 32-bit master weights (F48), in one of two ways.
# - PyTorch's autocast (one GPU, DDP, FSDP): the weights themselves stay 32-bit and so do their
#   gradients; each weight's 16-bit copy, cast for its matrix product, is cached from the forward
#   pass to the backward pass: 4 + 2 bytes of weights and 4 of gradients per parameter.
# - DeepSpeed and Megatron (sharding zero0 to zero3, tensor, pipeline): 16-bit weights and
#   gradients, and the 32-bit master copy inside the optimizer's state.
# Pure 16-bit training (`weights bf16`) keeps no master copy and its optimizer state in 16 bits.
# Adapters train in 32 bits beside the frozen base.
let pure_sixteen_bit = not frozen_base and weight_format != fp32 and weight_format != tf32
let autocast = not frozen_base and not pure_sixteen_bit and bytes_per_value == 2 B and autocast_sharding
let master_bytes = if frozen_base or pure_sixteen_bit or autocast or bytes_per_value == 4 B then 0 B else 4 B
let need.weights = if frozen_base then weight_store + model.trainable * 4 B
                   else if pure_sixteen_bit then model.parameters * stored_weight_bytes
                   else if autocast then model.parameters * (4 B + bytes_per_value)
                   else model.parameters * bytes_per_value
let gradient_bytes = if frozen_base or autocast then 4 B else if pure_sixteen_bit then stored_weight_bytes else bytes_per_value
let need.gradients = model.trainable * gradient_bytes
let need.optimizer = model.trainable * (master_bytes + (if pure_sixteen_bit and optimizer != adam8bit then optimizer_state / 2 else optimizer_state))

# Activations kept for the backward pass (F41, F44). The documents count every activation and its
# error at once (x2); frameworks keep what the backward pass reads (layer.saved) and free each
# error once it is used. Checkpointing keeps each block's input and recomputes one block at a time
# in the backward pass.
let eager_attention = (workload.attention ?? flash) == eager
let checkpointing = workload.checkpointing ?? false
let checkpointed_elements = sum_layers(if layer.in_block == 1 then layer.checkpoint else layer.saved) + max_layers(layer.block_saved)
let kept_elements = if checkpointing then checkpointed_elements else sum_layers(layer.saved)
let model.saved = kept_elements * 4 B ?? workload.activations ?? 0 B
# Eager attention also keeps every head's score matrix as softmax's output (FlashAttention, the
# default, recomputes it). An attention declared with `dropout: true` (BERT, GPT-2) drops out its
# probabilities in training, which keeps a 1-byte mask and the dropout's output for the product
# with the values. Autocast runs the softmax in 32 bits and the product reads a 16-bit copy, so it
# keeps the 32-bit probabilities, that copy and the mask; an attention declared
# `fp32_softmax: true` (Hugging Face's Llama, OPT, GPT-NeoX cast 16-bit scores up for the
# softmax) keeps the same without autocast. Otherwise the probabilities, and with dropout its
# output, are in the compute precision. Per score:
let wide_score_bytes = if bytes_per_value >= 4 B then bytes_per_value else 4 B + bytes_per_value
let wide_dropped_score_bytes = if bytes_per_value >= 4 B then bytes_per_value + 1 B else 1 B
let score_bytes = if autocast then wide_score_bytes else bytes_per_value
let dropped_score_bytes = if autocast then wide_dropped_score_bytes else bytes_per_value + 1 B
# Every layer's scores and those dropped out, and of each the fp32_softmax layers' share; and one
# layer's (checkpointing recomputes one block).
let score_elements = sum_layers(layer.scores) ?? 0
let dropped_score_elements = sum_layers(layer.scores * layer.attention_dropout) ?? 0
let wide_score_elements = sum_layers(layer.scores * layer.fp32_softmax) ?? 0
let wide_dropped_score_elements = sum_layers(layer.scores * layer.attention_dropout * layer.fp32_softmax) ?? 0
let all_score_bytes = (score_elements - wide_score_elements) * score_bytes + wide_score_elements * wide_score_bytes
                      + (dropped_score_elements - wide_dropped_score_elements) * dropped_score_bytes
                      + wide_dropped_score_elements * wide_dropped_score_bytes
let block_score_bytes = if eager_attention
                        then max_layers(layer.scores * (if layer.fp32_softmax == 1 then wide_score_bytes else score_bytes)
                                        + layer.scores * layer.attention_dropout * (if layer.fp32_softmax == 1 then wide_dropped_score_bytes else dropped_score_bytes)) ?? 0 B
                        else 0 B
let kept_score_bytes = if not eager_attention then 0 B
                       else if checkpointing then block_score_bytes
                       else all_score_bytes
# Autocast runs norms in 32 bits: in a transformer the normalised outputs and the residual stream
# that adds them are kept in 32 bits. A CNN's batchnorm runs in 16 bits.
let wide_under_autocast = if (token_model ?? false) and not checkpointing
                          then sum_layers(if layer.kind == "norm" or layer.kind == "add" then layer.saved else 0)
                          else 0
let autocast_wide_elements = if autocast then wide_under_autocast else 0
let need.activations = if serving then serving_activations
                       else if convention == document then 2 * batch * model.activations * (bytes_per_value / 4 B)
                       else batch * (model.saved * (bytes_per_value / 4 B) + autocast_wide_elements * (4 B - bytes_per_value)
                                     + kept_score_bytes + lora_dropout_kept) + loss_kept
# LoRA's dropout (`lora_dropout` above 0: torchtune's recipes and most PEFT scripts; PEFT's own
# default is none) drops out each adapted matrix's input for its adapter and keeps the copy and a
# 1-byte mask for the adapter's backward pass, per sample; with checkpointing, one block's
# (`blocks`: rules/sharding.dsl).
let lora_dropout = workload.lora_dropout ?? 0
let lora_dropout_inputs = sum_layers(if adapts_attention and layer.kind == "attention" then layer.lora_inputs
                                     else if adapts_query_value and layer.kind == "attention" then layer.query_value_inputs
                                     else if adapts_mlp and layer.kind == "dense" and layer.in_block == 1 then layer.lora_inputs else 0) ?? 0
let lora_dropout_block = if lora_finetune and not serving and lora_dropout > 0
                         then (bytes_per_value + 1 B) * context_tokens * lora_dropout_inputs / max(blocks, 1) else 0 B
let lora_dropout_kept = if checkpointing then lora_dropout_block else lora_dropout_block * blocks
# A language model's loss: a cross-entropy over its logits (the widest dense layer outside the
# repeated blocks of a token model) computed in 32 bits, as Hugging Face's causal models and
# torchtune cast the logits: log-softmax keeps its 32-bit output, and its backward step holds two
# 32-bit gradients of the logits. `loss sum` (a benchmark's logits.sum()) keeps nothing more.
# A chunked loss (torchtune's CEWithChunkedOutputLoss) runs the output layer and the loss on
# loss_chunks slices of the tokens, each slice's backward step before the next: the two 32-bit
# gradients exist for one slice at a time. Eager, it keeps every slice's 32-bit log-probabilities
# and, until the loss is taken, the 16-bit logits beside them; compiled (torch.compile of the
# loss, as torchtune's `compile` does), it keeps the 16-bit logits and recomputes the rest.
let loss_kind = workload.loss ?? cross_entropy
let trains_with_loss = not serving and convention == framework and loss_kind != sum
let logits = if (token_model ?? false) and trains_with_loss
             then max_layers(if layer.kind == "dense" and layer.in_block == 0 then layer.outputs else 0) ?? 0 else 0
let loss_chunks = 8
let chunked_loss = loss_kind == chunked_cross_entropy
let chunked_kept_logit_bytes = if compiled then bytes_per_value else 4 B
let chunked_logit_error_bytes = if compiled then 2 * 4 B / loss_chunks else bytes_per_value
let kept_logit_bytes = if chunked_loss then chunked_kept_logit_bytes else 4 B
let logit_error_bytes = if chunked_loss then chunked_logit_error_bytes else 2 * 4 B
let loss_kept = batch * logits * kept_logit_bytes
# The backward pass's errors (gradients of the activations): a layer's backward step holds the
# gradient of its output and writes that of its input, and each is freed once used, so the widest
# layer's input and output (layer.traffic) are alive at once; in eager attention, a head's
# probabilities' and scores' gradients; for the loss, two 32-bit gradients of the logits (of a
# chunked loss, logit_error_bytes: its output layer's backward steps run a chunk at a time too).
let output_layer_step = max_layers(if layer.kind == "dense" and layer.in_block == 0 then layer.traffic else 0) ?? 0
let unchunked_widest_step = max(max_layers(if layer.kind == "dense" and layer.in_block == 0 then 0 else layer.traffic),
                                if eager_attention then 2 * max_layers(layer.scores) else 0)
let widest_backward_step = if chunked_loss and logits > 0 then unchunked_widest_step
                           else max(unchunked_widest_step, output_layer_step)
let need.errors = if serving or convention == document then 0 B
                  else batch * max((widest_backward_step ?? 0) * bytes_per_value, logits * logit_error_bytes)

# When the gradients are alive. PyTorch 2's zero_grad() frees them (set_to_none), and the backward
# pass writes each layer's gradients as it frees what that layer kept: at its start every
# activation is alive beside the first layer's gradients (the largest layer's stand for them), at
# its end every gradient beside few activations. Gradient accumulation keeps the gradients through
# the forward passes, as PyTorch's zero_grad() did before 2.0 and as Keras does: `keep_gradients
# true` says so.
let keep_gradients = workload.keep_gradients ?? false
let gradients_alive_throughout = keep_gradients or serving or convention == document
let first_gradients = need.gradients * min(1, (max_layers(layer.parameters) ?? model.parameters) / max(model.parameters, 1))
# A tied output layer (`dense(..., shared: true)`: no parameters of its own, the embedding's read
# all the same) sends its gradient to the embedding's matrix at the first step of the backward
# pass. Autograd holds it until the embedding's own gradient arrives at the last step and adds
# the two out of place: three copies are alive then, two beyond the one need.gradients counts
# (three when the gradients are kept, as the sum is added to them). Only at the end: the
# activations are freed by then (bench/memory/tied_gradient.py measures the copies).
let tied_parameters = sum_layers(if layer.kind == "dense" and layer.parameters == 0 then layer.active_parameters else 0) ?? 0
let tied_gradient_copies = if keep_gradients then 3 else 2
let need.tied_gradients = if frozen_base or convention == document then 0 B
                          else tied_gradient_copies * tied_parameters * gradient_bytes

# Convolution workspace by algorithm family (F47): implicit GEMM needs almost none, explicit
# GEMM an im2col copy of the largest layer, Winograd and FFT more (FFT the most).
# cuDNN falls back to implicit GEMM when memory is short; frameworks pick by speed within what is free.
let conv_algorithm = workload.conv_algorithm ?? implicit_gemm
let im2col_bytes = batch * (max_layers(layer.unfolded) ?? 0) * bytes_per_value
let need.workspace = if convention == document or conv_algorithm == implicit_gemm then 0 B
                     else if conv_algorithm == gemm then im2col_bytes
                     else if conv_algorithm == winograd then 1.5 * im2col_bytes
                     else 2 * im2col_bytes

# The CUDA context and the libraries' handles (cuDNN, cuBLAS), outside the documents' arithmetic.
let need.framework = if convention == document then 0 B else workload.framework_memory ?? 0.5 GiB

# Quantised weights are dequantised to the compute precision before each matrix product
# (bitsandbytes, GPTQ kernels without fused dequantisation): two of the largest at a time.
let need.dequantised = if quantised then 2 * (max_layers(if layer.in_block == 1 then layer.parameters else 0) ?? 0) * bytes_per_value
                       else 0 B

# The peak of the forward and backward passes (serving: of the forward pass) ...
let need.backward_peak = per_gpu.weights + per_gpu.gradients + per_gpu.optimizer + per_gpu.activations + per_gpu.kv_cache
                         + per_gpu.gathered + need.dequantised + need.errors + need.workspace
# ... and of the optimizer's step after it: every gradient alive (the tied copies summed), the
# activations freed and with them autocast's 16-bit weight copies. PyTorch's Adam and AdamW update
# the whole list of tensors at once by default (`foreach`, since PyTorch 2.0 on a GPU), writing the
# second moments' square root into a temporary of their size; a fused kernel (fused=True;
# DeepSpeed's, Megatron's and bitsandbytes' 8-bit Adam, the default with their sharding and in a
# fused stack) and a loop over the tensors (Hugging Face's own AdamW, the Trainer's default in 2022)
# keep none to speak of.
let optimizer_step = workload.optimizer_step ?? (if autocast_sharding and not fused_stack then foreach else fused)
# Stepped in the backward pass (torchtune's optimizer_in_bwd), each weight is updated as its
# gradient arrives and the gradient freed: no step after the backward pass, and one weight's
# gradient alive at a time (rules/sharding.dsl).
let steps_in_backward = optimizer_step == in_backward
let moment_bytes = if pure_sixteen_bit then 2 B else 4 B
let step_temporary = if not serving and optimizer_step == foreach and (optimizer == adam or optimizer == adamw)
                     then model.trainable * moment_bytes / (if shards_optimizer then gpus else 1) else 0 B
let step_weights = if autocast then model.parameters * 4 B / (if shards_weights then gpus else 1) else per_gpu.weights
let need.step_peak = if serving or offloaded or steps_in_backward then 0 B
                     else step_weights + need.gradients / (if shards_gradients then gpus else 1) + per_gpu.optimizer + step_temporary
let need.memory = max(need.backward_peak, need.step_peak) + need.framework

rule "the optimizer's step is the peak" {
  when step_temporary > 0 B and need.step_peak > need.backward_peak
  note "the optimizer's step is the peak ({need.step_peak} beside the framework): PyTorch's foreach Adam writes a temporary the size of its second moments ({step_temporary}); fused=True keeps none (write optimizer_step fused if you run it)"
}

# The activation memory (serving: the KV cache) layer by layer, for --explain's breakdown.
let memory.layers = if serving then sum_layers(layer.kv_cache * bytes_per_value * context_tokens * batch)
                    else sum_layers(batch * (if convention == document then 2 * layer.activations else layer.saved)
                                    * bytes_per_value)

let usable_memory = gpu.memory
let need.headroom = usable_memory - need.memory

rule "fits in memory" {
  cites F22, F51
  require usable_memory >= need.memory
  else reject "needs {need.memory}, has {gpu.memory}"
}

rule "slow memory segment" {
  cites F49
  when gpu.fast_memory < gpu.memory and need.memory > gpu.fast_memory
  warn "only {gpu.fast_memory} of its {gpu.memory} is fast, and this workload needs {need.memory}"
}

rule "little headroom" {
  cites F50
  when need.memory <= usable_memory and need.memory > usable_memory * 0.9
  note "fits with less than 10% to spare; a larger batch will not"
}
