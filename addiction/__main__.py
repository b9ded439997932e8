"""``python -m addiction``: the same as the ``addiction`` command."""

from addiction.app import main

raise SystemExit(main())
