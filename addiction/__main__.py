# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``python -m addiction``: the same as the ``addiction`` command."""

from addiction.program.launch import main

raise SystemExit(main())
