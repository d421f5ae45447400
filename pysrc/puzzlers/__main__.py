import sys

from puzzlers.cli import main

sys.exit(main())
