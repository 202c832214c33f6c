"""The oldest Python the package claims (pyproject's requires-python) can read every source file.

Only Python 3.11 is installed where the suite runs, so this checks the grammar alone, with
``ast.parse(feature_version=...)``: syntax newer than the claim (``match``, ``except*``) fails
here; a standard-library name newer than the claim is not checked.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Tuple

PACKAGE = Path(__file__).resolve().parents[1]


def oldest_claimed() -> Tuple[int, int]:
    text = (PACKAGE / "pyproject.toml").read_text()
    found = re.search(r'^requires-python = ">=(\d+)\.(\d+)"$', text, re.MULTILINE)
    assert found is not None, "pyproject.toml names no requires-python of the form >=3.N"
    return int(found.group(1)), int(found.group(2))


def test_every_source_file_parses_as_the_oldest_claimed_python() -> None:
    version = oldest_claimed()
    files = sorted((PACKAGE / "src").rglob("*.py"))
    assert files
    for path in files:
        ast.parse(path.read_text(), filename=str(path), feature_version=version)
