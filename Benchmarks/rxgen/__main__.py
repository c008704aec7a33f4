"""`python3 -m rxgen --files N --out DIR`: see cli.py."""

import sys

from .cli import main

sys.exit(main())
