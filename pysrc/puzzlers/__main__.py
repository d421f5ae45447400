"""``python -m puzzlers``: the command line (`puzzlers.cli.main`)."""

import sys

try:
    from puzzlers.cli import main
except KeyboardInterrupt:  # Ctrl-C while the command line itself loads: the one line `main` would print
    print("puzzlers: interrupted", file=sys.stderr)
    sys.exit(130)

sys.exit(main())
