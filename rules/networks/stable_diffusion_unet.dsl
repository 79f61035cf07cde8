# The Stable Diffusion 1.5 U-Net (runwayml/stable-diffusion-v1-5, diffusers'
# UNet2DConditionModel): a 64 x 64 x 4 latent, block widths 320, 640, 1280, 1280, two resnet
# blocks per down block and three per up block, 8-head transformer blocks (self-attention,
# cross-attention to the 77 x 768 CLIP text embedding, a GEGLU feed-forward of 4 x width) in all
# but the lowest level, group norms of 32 groups, SiLU, and the timestep embedding (320
# sinusoidal features to 1280) added to every resnet block.
# Reference: 859,520,964 parameters (diffusers, UNet2DConditionModel of SD 1.5); declared exactly.
# The U-Net's skips are nested: every output of the down path is concatenated (a parallel with an
# empty branch) to the input of its up-path resnet block, in reverse order. Each resnet block whose
# input and output channels differ gets a 1x1 shortcut convolution with bias, as residual { }
# gives a block with group norms. Dropout (rate 0) is not declared; the text encoder and the
# VAE are other networks.
network "Stable Diffusion 1.5 U-Net" {
  input 64 x 64 x 4
  time_embedding(320, 1280)
  conv(320, kernel: 3, padding: 1)
  parallel {
    { }   # skip 0
    {
      # down block 1, resnet 1 and transformer: 320 x 64 x 64
      residual { groupnorm(32) silu() conv(320, kernel: 3, padding: 1) time_condition(1280)
        groupnorm(32) silu() conv(320, kernel: 3, padding: 1) }
      residual {
        groupnorm(32) conv(320, kernel: 1) to_sequence()
        residual { layernorm() cross_attention(8) }
        residual { layernorm() cross_attention(8, context: 77 x 768) }
        residual { layernorm() dense(2560) geglu() dense(320) }
        to_image(64, 64) conv(320, kernel: 1)
      }
      parallel {
        { }   # skip 1
        {
          # down block 1, resnet 2 and transformer: 320 x 64 x 64
          residual { groupnorm(32) silu() conv(320, kernel: 3, padding: 1) time_condition(1280)
            groupnorm(32) silu() conv(320, kernel: 3, padding: 1) }
          residual {
            groupnorm(32) conv(320, kernel: 1) to_sequence()
            residual { layernorm() cross_attention(8) }
            residual { layernorm() cross_attention(8, context: 77 x 768) }
            residual { layernorm() dense(2560) geglu() dense(320) }
            to_image(64, 64) conv(320, kernel: 1)
          }
          parallel {
            { }   # skip 2
            {
              # down block 1, downsample to 32 x 32
              conv(320, kernel: 3, stride: 2, padding: 1)   # downsample
              parallel {
                { }   # skip 3
                {
                  # down block 2, resnet 1 and transformer: 640 x 32 x 32
                  residual { groupnorm(32) silu() conv(640, kernel: 3, padding: 1) time_condition(1280)
                    groupnorm(32) silu() conv(640, kernel: 3, padding: 1) }
                  residual {
                    groupnorm(32) conv(640, kernel: 1) to_sequence()
                    residual { layernorm() cross_attention(8) }
                    residual { layernorm() cross_attention(8, context: 77 x 768) }
                    residual { layernorm() dense(5120) geglu() dense(640) }
                    to_image(32, 32) conv(640, kernel: 1)
                  }
                  parallel {
                    { }   # skip 4
                    {
                      # down block 2, resnet 2 and transformer: 640 x 32 x 32
                      residual { groupnorm(32) silu() conv(640, kernel: 3, padding: 1) time_condition(1280)
                        groupnorm(32) silu() conv(640, kernel: 3, padding: 1) }
                      residual {
                        groupnorm(32) conv(640, kernel: 1) to_sequence()
                        residual { layernorm() cross_attention(8) }
                        residual { layernorm() cross_attention(8, context: 77 x 768) }
                        residual { layernorm() dense(5120) geglu() dense(640) }
                        to_image(32, 32) conv(640, kernel: 1)
                      }
                      parallel {
                        { }   # skip 5
                        {
                          # down block 2, downsample to 16 x 16
                          conv(640, kernel: 3, stride: 2, padding: 1)   # downsample
                          parallel {
                            { }   # skip 6
                            {
                              # down block 3, resnet 1 and transformer: 1280 x 16 x 16
                              residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                              residual {
                                groupnorm(32) conv(1280, kernel: 1) to_sequence()
                                residual { layernorm() cross_attention(8) }
                                residual { layernorm() cross_attention(8, context: 77 x 768) }
                                residual { layernorm() dense(10240) geglu() dense(1280) }
                                to_image(16, 16) conv(1280, kernel: 1)
                              }
                              parallel {
                                { }   # skip 7
                                {
                                  # down block 3, resnet 2 and transformer: 1280 x 16 x 16
                                  residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                    groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                  residual {
                                    groupnorm(32) conv(1280, kernel: 1) to_sequence()
                                    residual { layernorm() cross_attention(8) }
                                    residual { layernorm() cross_attention(8, context: 77 x 768) }
                                    residual { layernorm() dense(10240) geglu() dense(1280) }
                                    to_image(16, 16) conv(1280, kernel: 1)
                                  }
                                  parallel {
                                    { }   # skip 8
                                    {
                                      # down block 3, downsample to 8 x 8
                                      conv(1280, kernel: 3, stride: 2, padding: 1)   # downsample
                                      parallel {
                                        { }   # skip 9
                                        {
                                          # down block 4, resnet 1: 1280 x 8 x 8
                                          residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                            groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                          parallel {
                                            { }   # skip 10
                                            {
                                              # down block 4, resnet 2: 1280 x 8 x 8
                                              residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                                groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                              parallel {
                                                { }   # skip 11
                                                {
                                                  # middle block
                                                  residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                                    groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                                  residual {
                                                    groupnorm(32) conv(1280, kernel: 1) to_sequence()
                                                    residual { layernorm() cross_attention(8) }
                                                    residual { layernorm() cross_attention(8, context: 77 x 768) }
                                                    residual { layernorm() dense(10240) geglu() dense(1280) }
                                                    to_image(8, 8) conv(1280, kernel: 1)
                                                  }
                                                  residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                                    groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                                }
                                              }
                                              # up block 1, resnet 1
                                              residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                                groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                            }
                                          }
                                          # up block 1, resnet 2
                                          residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                            groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                        }
                                      }
                                      # up block 1, resnet 3, upsample
                                      residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                        groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                      upsample(2) conv(1280, kernel: 3, padding: 1)
                                    }
                                  }
                                  # up block 2, resnet 1 and transformer
                                  residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                    groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                                  residual {
                                    groupnorm(32) conv(1280, kernel: 1) to_sequence()
                                    residual { layernorm() cross_attention(8) }
                                    residual { layernorm() cross_attention(8, context: 77 x 768) }
                                    residual { layernorm() dense(10240) geglu() dense(1280) }
                                    to_image(16, 16) conv(1280, kernel: 1)
                                  }
                                }
                              }
                              # up block 2, resnet 2 and transformer
                              residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                                groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                              residual {
                                groupnorm(32) conv(1280, kernel: 1) to_sequence()
                                residual { layernorm() cross_attention(8) }
                                residual { layernorm() cross_attention(8, context: 77 x 768) }
                                residual { layernorm() dense(10240) geglu() dense(1280) }
                                to_image(16, 16) conv(1280, kernel: 1)
                              }
                            }
                          }
                          # up block 2, resnet 3 and transformer, upsample
                          residual { groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) time_condition(1280)
                            groupnorm(32) silu() conv(1280, kernel: 3, padding: 1) }
                          residual {
                            groupnorm(32) conv(1280, kernel: 1) to_sequence()
                            residual { layernorm() cross_attention(8) }
                            residual { layernorm() cross_attention(8, context: 77 x 768) }
                            residual { layernorm() dense(10240) geglu() dense(1280) }
                            to_image(16, 16) conv(1280, kernel: 1)
                          }
                          upsample(2) conv(1280, kernel: 3, padding: 1)
                        }
                      }
                      # up block 3, resnet 1 and transformer
                      residual { groupnorm(32) silu() conv(640, kernel: 3, padding: 1) time_condition(1280)
                        groupnorm(32) silu() conv(640, kernel: 3, padding: 1) }
                      residual {
                        groupnorm(32) conv(640, kernel: 1) to_sequence()
                        residual { layernorm() cross_attention(8) }
                        residual { layernorm() cross_attention(8, context: 77 x 768) }
                        residual { layernorm() dense(5120) geglu() dense(640) }
                        to_image(32, 32) conv(640, kernel: 1)
                      }
                    }
                  }
                  # up block 3, resnet 2 and transformer
                  residual { groupnorm(32) silu() conv(640, kernel: 3, padding: 1) time_condition(1280)
                    groupnorm(32) silu() conv(640, kernel: 3, padding: 1) }
                  residual {
                    groupnorm(32) conv(640, kernel: 1) to_sequence()
                    residual { layernorm() cross_attention(8) }
                    residual { layernorm() cross_attention(8, context: 77 x 768) }
                    residual { layernorm() dense(5120) geglu() dense(640) }
                    to_image(32, 32) conv(640, kernel: 1)
                  }
                }
              }
              # up block 3, resnet 3 and transformer, upsample
              residual { groupnorm(32) silu() conv(640, kernel: 3, padding: 1) time_condition(1280)
                groupnorm(32) silu() conv(640, kernel: 3, padding: 1) }
              residual {
                groupnorm(32) conv(640, kernel: 1) to_sequence()
                residual { layernorm() cross_attention(8) }
                residual { layernorm() cross_attention(8, context: 77 x 768) }
                residual { layernorm() dense(5120) geglu() dense(640) }
                to_image(32, 32) conv(640, kernel: 1)
              }
              upsample(2) conv(640, kernel: 3, padding: 1)
            }
          }
          # up block 4, resnet 1 and transformer
          residual { groupnorm(32) silu() conv(320, kernel: 3, padding: 1) time_condition(1280)
            groupnorm(32) silu() conv(320, kernel: 3, padding: 1) }
          residual {
            groupnorm(32) conv(320, kernel: 1) to_sequence()
            residual { layernorm() cross_attention(8) }
            residual { layernorm() cross_attention(8, context: 77 x 768) }
            residual { layernorm() dense(2560) geglu() dense(320) }
            to_image(64, 64) conv(320, kernel: 1)
          }
        }
      }
      # up block 4, resnet 2 and transformer
      residual { groupnorm(32) silu() conv(320, kernel: 3, padding: 1) time_condition(1280)
        groupnorm(32) silu() conv(320, kernel: 3, padding: 1) }
      residual {
        groupnorm(32) conv(320, kernel: 1) to_sequence()
        residual { layernorm() cross_attention(8) }
        residual { layernorm() cross_attention(8, context: 77 x 768) }
        residual { layernorm() dense(2560) geglu() dense(320) }
        to_image(64, 64) conv(320, kernel: 1)
      }
    }
  }
  # up block 4, resnet 3 and transformer
  residual { groupnorm(32) silu() conv(320, kernel: 3, padding: 1) time_condition(1280)
    groupnorm(32) silu() conv(320, kernel: 3, padding: 1) }
  residual {
    groupnorm(32) conv(320, kernel: 1) to_sequence()
    residual { layernorm() cross_attention(8) }
    residual { layernorm() cross_attention(8, context: 77 x 768) }
    residual { layernorm() dense(2560) geglu() dense(320) }
    to_image(64, 64) conv(320, kernel: 1)
  }
  groupnorm(32)  silu()  conv(4, kernel: 3, padding: 1)
}
