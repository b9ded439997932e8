"""Addiction: Gaps/Montana and Pyramid solitaire for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("addiction")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
