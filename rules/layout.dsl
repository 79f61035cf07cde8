# The convolutions' memory layout (F86): PyTorch's default NCHW costs 16-bit convolutions on
# NVIDIA's tensor cores a transpose of their tensors each way (time.layout_conversion,
# rules/speed.dsl). The notes fire where that is over 5 % of the step: when the workload says
# layout nchw, and when it says no layout (the default is channels-last).

rule "channels last" {
  cites F86
  when time.layout_conversion > 0.05 * time.per_sample_compute
  note "layout nchw: cuDNN transposes every 16-bit convolution's tensors to NHWC and back, a part of each step that --explain shows as time.layout_conversion; channels_last (model and input in memory_format=torch.channels_last, layout nhwc) saves it"
}

rule "channels last assumed" {
  cites F86
  when not layout_stated and nchw_conversion > 0.05 * (time.per_sample_compute + nchw_conversion)
  note "assumes channels-last (NHWC) convolutions, as TensorFlow, JAX and NVIDIA's training scripts run 16-bit work; PyTorch keeps NCHW unless the model and input are converted to channels_last, and cuDNN's transposes then take part of each step: write layout nchw if you keep it"
}
