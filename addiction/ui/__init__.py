"""The Qt user interface: card art, the board view, the window and its dialogs."""
