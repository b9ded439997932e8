# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Entry script that PyInstaller freezes: the ``addiction`` command, exactly as installed."""

from addiction.program.launch import main

if __name__ == "__main__":
    raise SystemExit(main())
