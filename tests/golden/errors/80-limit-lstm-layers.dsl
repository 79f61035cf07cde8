network "lstm too deep" {
  input 4 x 4
  lstm(1, layers: 1e10)
}
