# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""packaging/spdx.py on scratch trees: which files lack licence information, and adding it."""

from __future__ import annotations

import shutil
import stat
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

# Built from pieces for the same reason as in spdx.py: REUSE reads every line of every file.
COPYRIGHT = "SPDX-" + "FileCopyrightText: 2026 The Addiction team"
LICENCE = "SPDX-" + "License-Identifier: GPL-3.0-or-later"

REUSE_TOML = """version = 1
[[annotations]]
path = ["**/*.json", "*.md"]
SPDX-FileCopyrightText = "2026 The Addiction team"
SPDX-License-Identifier = "GPL-3.0-or-later"
"""


def write(root: Path, relative: str, text: str) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A small project without git: some files lacking their licence, some not needing one."""
    write(tmp_path, "REUSE.toml", f"# {COPYRIGHT}\n# {LICENCE}\n" + REUSE_TOML)
    write(tmp_path, "LICENSES/GPL-3.0-or-later.txt", "GNU GENERAL PUBLIC LICENSE\n")
    write(tmp_path, "pkg/__init__.py", "")
    write(tmp_path, "pkg/done.py", f"# {COPYRIGHT}\n# {LICENCE}\n\n\"\"\"Done.\"\"\"\n")
    write(tmp_path, "pkg/core.c", "#include <Python.h>\n")
    write(tmp_path, "pkg/data/values.json", "{}\n")
    write(tmp_path, "README.md", "# Title\n")
    write(tmp_path, "icon.svg", '<?xml version="1.0"?>\n<svg/>\n')
    write(tmp_path, "notes.rst", "Notes\n")
    run = write(tmp_path, "ci/run", "#!/usr/bin/env bash\necho hi\n")
    run.chmod(run.stat().st_mode | stat.S_IXUSR)
    # Outputs and environments are no part of the project.
    write(tmp_path, ".venv/lib/site.py", "x = 1\n")
    write(tmp_path, "build/out.py", "x = 1\n")
    write(tmp_path, "pkg/__pycache__/done.cpython-311.pyc", "")
    return tmp_path


def names(paths: list[Path]) -> set[str]:
    return {path.as_posix() for path in paths}


def test_check_finds_every_file_without_licence_information(spdx_tool: ModuleType, tree: Path) -> None:
    assert names(spdx_tool.lacking(tree)) == {
        "pkg/__init__.py", "pkg/core.c", "icon.svg", "notes.rst", "ci/run",
    }


def test_fix_adds_headers_once_and_leaves_kinds_without_comments(spdx_tool: ModuleType, tree: Path) -> None:
    changed, left = spdx_tool.fix(tree)
    assert names(changed) == {"pkg/__init__.py", "pkg/core.c", "icon.svg", "ci/run"}
    assert names(left) == {"notes.rst"}
    assert names(spdx_tool.lacking(tree)) == {"notes.rst"}
    before = {path: path.read_bytes() for path in tree.rglob("*") if path.is_file()}
    assert spdx_tool.fix(tree) == ([], [Path("notes.rst")])
    assert {path: path.read_bytes() for path in tree.rglob("*") if path.is_file()} == before
    # The script is still a script: interpreter line first, still executable.
    run = tree / "ci" / "run"
    top = ["#!/usr/bin/env bash", f"# {COPYRIGHT}", f"# {LICENCE}"]
    assert run.read_text(encoding="utf-8").splitlines()[:3] == top
    assert run.stat().st_mode & stat.S_IXUSR
    assert (tree / "pkg" / "core.c").read_text(encoding="utf-8") == (
        f"/* {COPYRIGHT} */\n/* {LICENCE} */\n\n#include <Python.h>\n"
    )


@pytest.mark.parametrize(
    ("suffix", "text", "expected"),
    [
        (".py", "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n\"\"\"Doc.\"\"\"\n",
         "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n# {c}\n# {l}\n\n\"\"\"Doc.\"\"\"\n"),
        (".xml", '<?xml version="1.0"?>\n<component/>\n',
         '<?xml version="1.0"?>\n<!-- {c} -->\n<!-- {l} -->\n\n<component/>\n'),
        (".desktop", "[Desktop Entry]\r\nName=A\r\n", "# {c}\r\n# {l}\r\n\r\n[Desktop Entry]\r\nName=A\r\n"),
        (".py", "", "# {c}\n# {l}\n"),
    ],
)
def test_the_header_goes_after_the_lines_that_must_stay_first(
    spdx_tool: ModuleType, suffix: str, text: str, expected: str
) -> None:
    style = spdx_tool.style_of(Path(f"file{suffix}"))
    assert spdx_tool.with_header(text, style) == expected.format(c=COPYRIGHT, l=LICENCE)


def test_a_header_far_down_a_file_is_not_its_header(spdx_tool: ModuleType, tree: Path) -> None:
    write(tree, "pkg/late.py", "x = 1\n" * 30 + f"# {COPYRIGHT}\n# {LICENCE}\n")
    assert "pkg/late.py" in names(spdx_tool.lacking(tree))


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_with_git_only_tracked_files_count(spdx_tool: ModuleType, tree: Path) -> None:
    subprocess.run(["git", "init", "-q"], cwd=tree, check=True)
    tracked = ["REUSE.toml", "pkg/__init__.py", "pkg/core.c", "pkg/data/values.json", "pkg/done.py"]
    subprocess.run(["git", "add", *tracked], cwd=tree, check=True)
    write(tree, "scratch.py", "x = 1\n")  # untracked: not the project's yet
    assert names(spdx_tool.project_files(tree)) == set(tracked)
    assert names(spdx_tool.lacking(tree)) == {"pkg/__init__.py", "pkg/core.c"}


def test_the_command_exits_1_while_a_file_lacks_its_licence(
    spdx_tool: ModuleType, tree: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert spdx_tool.main(["--check", "--root", str(tree)]) == 1
    err = capsys.readouterr().err
    assert "pkg/core.c: no header\n" in err
    assert "notes.rst: no header possible; annotate it in REUSE.toml" in err
    (tree / "notes.rst").unlink()
    assert spdx_tool.main(["--fix", "--root", str(tree)]) == 0
    assert spdx_tool.main(["--check", "--root", str(tree)]) == 0
