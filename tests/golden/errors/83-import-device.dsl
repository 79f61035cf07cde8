# A device: reading it would never end.
import "/dev/zero"
