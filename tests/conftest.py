# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared test set-up: Qt always runs offscreen, and hypothesis stays deterministic."""

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# In-process app.main() tests read English whatever language the machine speaks.
os.environ.setdefault("ADDICTION_LANGUAGE", "en")

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("ci")
