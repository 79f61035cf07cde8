# WaveGlow (Prenger et al. 2018) as NVIDIA DeepLearningExamples has it
# (PyTorch/SpeechSynthesis/Tacotron2, waveglow/model.py with the defaults of arg_parser.py): the
# 80-bin mel spectrogram upsampled to the audio's rate by a transposed convolution (kernel 1024,
# stride 256) and grouped with the audio in groups of 8 samples; 12 flows, each an invertible 1x1
# convolution and an affine coupling whose WN network (8 layers, 512 channels, kernel 3,
# dilations 1 to 128) reads half the audio channels and the spectrogram; 2 channels leave early
# every 4 flows (8, 6, then 4 channels). WN's convolutions but the last use weight norm, which
# keeps a magnitude per filter beside the weights (weight_norm: true).
# Reference: 268,294,760 parameters, counted from that code (with weight norm, as trained).
# Declared with exactly those parameters, for the recipe's segments of 4000 samples (16 mel
# frames; 500 groups). The language reads one input and is sequential, so:
#  - the input is the spectrogram; the audio's 8 channels are declared as a slice of it beside
#    it (take(features: 8)), the same widths as the audio groups;
#  - the spectrogram (640 features per group) is carried beside the audio through every layer
#    (a parallel branch take(features: 640)), and each layer slices what it reads
#    (take(features: n, offset: 640));
#  - WN's sum of its dilated convolution and its conditioning, and the tanh x sigmoid gate, are
#    declared as take(features: 1024) and geglu() (the same widths, no weights); the residual
#    and skip sums and the affine coupling's exp and product (no weights) are not declared.
network "WaveGlow" {
  input 16 x 80
  conv_transpose(80, kernel: 1024, stride: 256)   # 4864 frames of the spectrogram
  take(4000)
  fold(8)   # 500 x 640
  parallel {
    { }
    { take(features: 8) }   # the audio's groups of 8 samples (see the header)
  }
  # flows 1-4: 8 channels
  repeat 4 {
    parallel {
      { take(features: 640) }
      {
        take(features: 8, offset: 640)  conv1d(8, kernel: 1, bias: false)   # invertible 1x1
      }
    }
    parallel {
      { take(features: 640) }
      {
        take(features: 4, offset: 640)  conv1d(512, kernel: 1, weight_norm: true)   # WN start
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 1, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 2, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 4, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 8, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 16, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 32, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 64, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 128, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(512, kernel: 1, weight_norm: true)   # skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        take(features: 512, offset: 640)  conv1d(8, kernel: 1)   # WN end: log s and b
      }
    }
  }
  # 2 channels leave early: 6 remain
  parallel {
    { take(features: 640) }
    {
      take(features: 6, offset: 642)
    }
  }
  # flows 5-8: 6 channels
  repeat 4 {
    parallel {
      { take(features: 640) }
      {
        take(features: 6, offset: 640)  conv1d(6, kernel: 1, bias: false)   # invertible 1x1
      }
    }
    parallel {
      { take(features: 640) }
      {
        take(features: 3, offset: 640)  conv1d(512, kernel: 1, weight_norm: true)   # WN start
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 1, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 2, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 4, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 8, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 16, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 32, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 64, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 128, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(512, kernel: 1, weight_norm: true)   # skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        take(features: 512, offset: 640)  conv1d(6, kernel: 1)   # WN end: log s and b
      }
    }
  }
  # 2 channels leave early: 4 remain
  parallel {
    { take(features: 640) }
    {
      take(features: 4, offset: 642)
    }
  }
  # flows 9-12: 4 channels
  repeat 4 {
    parallel {
      { take(features: 640) }
      {
        take(features: 4, offset: 640)  conv1d(4, kernel: 1, bias: false)   # invertible 1x1
      }
    }
    parallel {
      { take(features: 640) }
      {
        take(features: 2, offset: 640)  conv1d(512, kernel: 1, weight_norm: true)   # WN start
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 1, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 2, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 4, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 8, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 16, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 32, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 64, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(1024, kernel: 1, weight_norm: true)  take(features: 512)   # residual and skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        parallel {
          { take(features: 512, offset: 640)  conv1d(1024, kernel: 3, dilation: 128, padding: same, weight_norm: true) }
          { take(features: 640)  conv1d(1024, kernel: 1, weight_norm: true) }   # conditioning
        }
        take(features: 1024)  geglu()   # sum and gate (see the header)
        conv1d(512, kernel: 1, weight_norm: true)   # skip
      }
    }
    parallel {
      { take(features: 640) }
      {
        take(features: 512, offset: 640)  conv1d(4, kernel: 1)   # WN end: log s and b
      }
    }
  }
}
