network "gru too deep" {
  input 4 x 4
  gru(1, layers: 1e9)
}
