"""Finding Textual's pinned release and its source tree."""

from pathlib import Path

import pytest

from textual_oracle.source_tree import SourceTreeError, checked, pinned_version


def test_the_pinned_version_is_read_from_the_requirements_line(tmp_path: Path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("# tools\ntextual-dev==1.0\ntextual==8.2.8  # the adapter's\nrich==14.2.0\n")

    assert pinned_version(requirements) == "8.2.8"


def test_requirements_without_a_textual_pin_are_refused_naming_the_file(tmp_path: Path):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("textual>=8\n")

    with pytest.raises(SourceTreeError, match="pins no Textual version"):
        pinned_version(requirements)


def test_the_projects_requirements_pin_textual():
    assert pinned_version(Path(__file__).resolve().parents[2] / "python-requirements.txt").count(".") == 2


def test_a_folder_without_the_snapshot_tests_is_refused_naming_what_is_missing(tmp_path: Path):
    with pytest.raises(SourceTreeError, match="test_snapshots.py"):
        checked(tmp_path)
    (tmp_path / "tests/snapshot_tests").mkdir(parents=True)
    (tmp_path / "tests/snapshot_tests/test_snapshots.py").write_text("")

    assert checked(tmp_path) == tmp_path
