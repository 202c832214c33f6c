"""The excerpts of the examples in docs/python.md and the README are copied from the files they name."""

from __future__ import annotations

import re
from typing import List, Tuple

import pytest

from conftest import PACKAGE

#: A link naming an example's file, the sentence ending in a colon, then a Python block: the excerpt.
EXCERPT = re.compile(r"\[`(?:Clients/Python/)?(examples/[\w/]+\.py)`\]\([^)]*\)(?:(?!```).)*?:\n\n```python\n(.*?)```", re.DOTALL)


def excerpts(document: str) -> List[Tuple[str, str]]:
    """Each excerpt of ``document`` (relative to the repository) with the example file it names."""
    return EXCERPT.findall((PACKAGE / document).read_text())


@pytest.mark.parametrize(("document", "count"), [("docs/python.md", 3), ("README.md", 1)])
def test_each_excerpt_is_a_passage_of_the_example_it_names(document: str, count: int) -> None:
    found = excerpts(document)

    assert len(found) == count, f"{document} has {len(found)} excerpts of the examples, {count} expected"
    for path, excerpt in found:
        source = (PACKAGE / "Clients" / "Python" / path).read_text()
        assert excerpt in source, f"the excerpt of {path} in {document} is no longer in the file: copy it again\n{excerpt}"
