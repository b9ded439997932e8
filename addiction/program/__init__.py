# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The program around the window: the ``addiction`` command (``launch``), the application it
runs (``app``), one player's single instance (``instance``), the desktop's menu entry
(``desktop``) and the bundle's self-test (``selftest``)."""
