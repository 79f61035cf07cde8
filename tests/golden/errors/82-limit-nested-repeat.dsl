# Each repeat is within its limit; their product is not.
network "repeats multiply" {
  input 4
  repeat 9999 {
    repeat 9999 {
      dense(1)
    }
  }
}
