# A Latin-1 file: the e with an accent is one byte, 0xE9, which is not UTF-8.
let price = 3 USD  # café
