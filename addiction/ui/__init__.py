# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Qt user interface: card art, the board view, the window and its dialogs."""
