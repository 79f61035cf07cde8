"""python3 -m advise ...: the advise command, run by the same engine inside this process."""
import sys

import advise  # sets ADVISE_DATA_DIR to the packaged rules and catalog
from advise import _advise


def main() -> int:
    sys.stdout.flush()
    sys.stderr.flush()
    return _advise.main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
