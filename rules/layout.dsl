# The convolutions' memory layout (F86): PyTorch's default NCHW costs 16-bit convolutions on
# NVIDIA's tensor cores a transpose of their tensors each way (time.layout_conversion,
# rules/speed.dsl). The note fires where that is over a tenth of the step.

rule "channels last" {
  cites F86
  when time.layout_conversion > 0.1 * time.per_sample_compute
  note "layout nchw: cuDNN transposes every 16-bit convolution's tensors to NHWC and back, over a tenth of each step (time.layout_conversion in --explain); channels_last (model and input in memory_format=torch.channels_last, layout nhwc) saves it"
}
