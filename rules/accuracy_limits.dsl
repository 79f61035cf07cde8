# Networks whose measured speed bench/accuracy finds far from the estimate, beyond the expected
# error printed beside it (docs/workload-model.md, "Accuracy"): the estimate counts their
# arithmetic and traffic, not the way the framework runs them, so it says so.

rule "Tacotron 2 decodes frame by frame" {
  when workload.model == "Tacotron 2" and not serving
  note "Tacotron 2's decoder runs its mel frames one after the other, a few dozen small kernels each, which a network of layers cannot state: measured training is 6 to 17 times slower than this estimate (bench/accuracy, V100 and A100 rows)"
}

rule "WaveGlow runs slower than estimated" {
  when workload.model == "WaveGlow" and not serving
  note "measured WaveGlow training is 1.5 to 3 times slower than this estimate (bench/accuracy, V100 and A100 rows)"
}
