# A block may not take a layer's name, nor a name another block has.
block dense(width) { conv(width) }
block twice(width) { dense(width) dense(width) }
block twice(width) { dense(width) }
network "n" { input 16  twice(8)  twice() }
