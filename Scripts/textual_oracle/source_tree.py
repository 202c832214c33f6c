"""Textual's source tree for the release the project pins: a checkout given, or the
release's source distribution from PyPI, unpacked under .build."""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
from pathlib import Path

TESTS = Path("tests/snapshot_tests")


class SourceTreeError(RuntimeError):
    """Textual's source tree could not be had, with what to do."""


def pinned_version(requirements: Path) -> str:
    """The Textual version a requirements file pins (`textual==8.2.8`)."""
    for line in requirements.read_text().splitlines():
        found = re.fullmatch(r"\s*textual\s*==\s*([^\s#;]+)\s*(#.*)?", line)
        if found:
            return found.group(1)
    raise SourceTreeError(f"{requirements} pins no Textual version (no 'textual==X' line)")


def downloaded(version: str, folder: Path) -> Path:
    """Textual's source distribution of `version`, downloaded and unpacked into `folder` once."""
    root = folder / f"textual-{version}"
    if (root / TESTS).is_dir():
        return root
    folder.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
         "--no-binary", ":all:", "--no-deps", f"textual=={version}", "-d", str(folder)],
        capture_output=True, text=True, check=False,
    )
    archive = folder / f"textual-{version}.tar.gz"
    if result.returncode != 0 or not archive.is_file():
        raise SourceTreeError(f"could not download Textual {version}'s source distribution: "
                              f"{result.stderr.strip() or 'pip made no ' + archive.name}; "
                              "give a checkout of that release with --checkout DIR")
    with tarfile.open(archive) as bundle:
        bundle.extractall(folder, filter="data")
    if not (root / TESTS).is_dir():
        raise SourceTreeError(f"Textual {version}'s source distribution holds no {TESTS}; "
                              "give a checkout of that release with --checkout DIR")
    return root


def checked(root: Path) -> Path:
    """`root` if it holds Textual's snapshot tests, else an error naming what is missing."""
    if not (root / TESTS / "test_snapshots.py").is_file():
        raise SourceTreeError(f"{root} holds no {TESTS / 'test_snapshots.py'}: give the root of a Textual checkout")
    return root
