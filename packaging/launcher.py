"""Entry script that PyInstaller freezes: the ``addiction`` command, exactly as installed."""

from addiction.app import main

if __name__ == "__main__":
    raise SystemExit(main())
