# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Keeping the C heap (glibc's malloc) from holding on to memory the program gave back.

What a heap profile of twelve games visited with Auto and the still-winnable search showed
(``benchmarks/memory_rounds.py``): once a block larger than 128 kB that came straight from the
system is freed, glibc raises its threshold for that (up to 32 MB), so the next large buffers
(search stacks, pictures, Python's lists) come from the arenas instead, the pool threads' own
among them; freed, they stay there as holes between live blocks. After a tour of every game,
44 MB was free in the arenas yet resident. A fixed threshold keeps large blocks out of the
arenas (9 MB free after the same tour), and ``malloc_trim`` gives back what is free at the
top and in whole pages when a page is left.

Elsewhere than glibc both do nothing. ``ctypes`` is loaded on first use, not at start.
"""

from __future__ import annotations

import sys
import threading
from typing import Any, Final

# glibc's initial threshold: blocks from this size up are mapped on their own, and given back
# to the system when freed. Setting it also turns off its growth.
MMAP_THRESHOLD: Final = 128 * 1024
_M_MMAP_THRESHOLD: Final = -3



class _Heap:
    """glibc's malloc through ctypes, loaded on first use; does nothing elsewhere."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loaded = False
        self._lib: Any = None
        self._bounded = False

    def _glibc(self) -> Any:
        with self._lock:
            if not self._loaded:
                self._loaded = True
                if sys.platform.startswith("linux"):
                    import ctypes  # noqa: PLC0415 - on first use: not part of the start-up

                    try:
                        lib = ctypes.CDLL("libc.so.6")
                    except OSError:
                        lib = None
                    if lib is not None and hasattr(lib, "mallopt") and hasattr(lib, "malloc_trim"):
                        self._lib = lib
            return self._lib

    def bound(self) -> None:
        lib = self._glibc()
        with self._lock:
            if lib is None or self._bounded:
                return
            self._bounded = True
        lib.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)

    def trim(self) -> None:
        lib = self._glibc()
        if lib is not None:
            lib.malloc_trim(0)


_HEAP: Final = _Heap()


def bound_heap() -> None:
    """Fix malloc's mmap threshold (once; before the first search is a good time)."""
    _HEAP.bound()


def give_back() -> None:
    """Hand the system the memory malloc holds free (after a page was left)."""
    _HEAP.trim()
